"""The rules areas of the Core Rules, one module per area (turn, priority, chain, showdown, combat, costs, play,
abilities, triggers, replacement, tokens, cleanup, scoring, targets...). They act on the model and ask the
edition object (editions.rules(g)) wherever an edition of the rules differs; they never import the game driver.

The areas are layered (pyproject.toml, ``riftbound-rules-layers``): an area imports only the areas below it.
The few calls the recursion of the game sends up the layers go through hooks.py; importing any rules area
runs this module first, which installs them, so they are in place before any area is used.
"""

from . import cleanup, hooks, information, play, replacement, resolution, scoring, tokens, triggers

hooks.execute_item = resolution.execute_item
hooks.targeting_triggers = triggers.targeting_triggers
hooks.ability_used = information.ability_used
hooks.resume_waiting = play.resume_waiting
hooks.recall_replaced = replacement.recall_replaced
hooks.contest_on_arrival = replacement.contest_on_arrival
hooks.gain_points = scoring.gain_points
hooks.after_burn_outs = scoring.after_burn_outs
hooks.start_effect_play = play.start_effect_play
hooks.play_token = tokens.play_token
hooks.run_cleanup = cleanup.run_cleanup
