"""The editions of the Riftbound Core Rules this engine plays, as variants (after python-chess's
``chess.variant``).

``Riftbound12`` is the base: the rules as Core Rules v1.2 states them. ``Riftbound13`` subclasses it and
overrides exactly the hooks whose rules changed in v1.3; everything else is inherited. A v1.4 would subclass
``Riftbound13`` the same way. The game state keeps the edition's name as plain data (``Game.edition``); the
rules areas ask ``rules(g)`` for the edition object and never compare edition names.

Where an edition changes a whole procedure (the Cleanup of 323, the combat's Resolution Step of 461, the total
cost of 356, the replacement of simultaneous deaths of 373), the procedure itself lives in its rules area and
the hook here says which one the rules call for. This module sits just above the state model and below every
rules area: it imports nothing of the engine but the model, so no rules area depends on it in a loop.
"""

from __future__ import annotations

from typing import ClassVar, Final

from .model.state import ChainItem, Game

Segment = tuple[str, str | None]


class Riftbound12:
    """Core Rules v1.2."""

    name: ClassVar[str] = "1.2"
    # The turn's phases and steps in order (301-317). The protocol names v1.2's Action Phase `action` and its
    # End of Turn Phase `end_of_turn` in both editions (docs/PROTOCOL-riftbound.md section 3).
    segments: ClassVar[tuple[Segment, ...]] = (
        ("awaken", None),
        ("beginning", "beginning"),
        ("beginning", "scoring"),
        ("channel", None),
        ("draw", None),
        ("action", None),
        ("end_of_turn", "ending"),
        ("end_of_turn", "cleanup"),
        ("end_of_turn", "expiration"),
    )
    action_segment: ClassVar[int] = 5  # the index of the Action Phase in ``segments``
    # The rule a wrong answer to each one-of-N decision breaks (322.13-322.14, 376.1.b, 368, 418.2.c).
    choice_rules: ClassVar[dict[str, str]] = {
        "choose_showdown": "322.13",
        "choose_combat": "322.14",
        "choose_instance": "376.1.b",
        "choose_replacement": "368",
        "choose_opponent": "418.2.c",
    }

    def choice_rule(self, kind: str) -> str:
        return self.choice_rules[kind]

    # ----- turn structure -----
    def cleanup_steps_end_of_turn(self, step: str | None) -> bool:
        """317.2: the End of Turn Phase's Cleanup step runs the End of Turn Special Cleanup."""
        return step == "cleanup"

    def empties_pools_after(self, phase: str, step: str | None) -> bool:
        """Rune pools empty at the end of the Draw Phase (315.4.d) and of the Expiration Step (317.3.b)."""
        return phase == "draw" or step == "expiration"

    def expiration_repeats(self) -> bool:
        """v1.2's Expiration Step runs once (317.3)."""
        return False

    # ----- winning -----
    def wins_on_reaching_victory_score(self) -> bool:
        """The player whose points reach the Victory Score wins at once (v1.2 102.1, 446.4)."""
        return True

    def burn_outs_decide_game(self) -> bool:
        """A burn-out's points are scored like any others (v1.2 has no immediate check after burn-outs)."""
        return False

    # ----- the Cleanup, showdowns and combat -----
    def cleanup_of_323(self) -> bool:
        """The Cleanup runs the v1.2 steps of 322 (rules/cleanup.run_cleanup's own loop)."""
        return False

    def keeps_focus(self, g: Game) -> bool:
        """343.1, 442.1.e: the Focus holder keeps Focus only after a combat's Initial Chain."""
        return g.showdown is not None and g.showdown.initial_chain

    # ----- costs, playing, targets -----
    def total_cost_of_356(self) -> bool:
        """The total cost is computed in the order of v1.2 353 (rules/costs.card_cost)."""
        return False

    def may_leave_battlefield_empty(self) -> bool:
        """352.16 / 354.3 (examples): a unit played to a battlefield may not be paid for by moving away the only
        unit that holds that battlefield."""
        return False

    def here_of(self, g: Game, item: ChainItem) -> str | None:
        """Where "here" is as an ability resolves: where its source was as it went on the chain."""
        return item.location

    def targets_stay_at_chosen_battlefield(self) -> bool:
        """352.11.b: a spell's targets at a chosen battlefield stay legal only while they are still there."""
        return True

    # ----- replacement effects -----
    def replaces_deaths_together(self) -> bool:
        """368: each unit's death is replaced on its own, its owner ordering the effects."""
        return False

    # ----- card texts this edition does not play -----
    # The parts of probe card texts (keys of probes.carddefs.text_keys) that this edition's rules do not
    # define, or that the engine plays only as a later edition reads them. A card with one of them is answered
    # ``unsupported`` at setup (PROTOCOL.md section 3, setup._known_card), so no scenario or fuzzed game passes
    # while its text is ignored or played by the wrong rules.
    unplayed_texts: ClassVar[frozenset[str]] = frozenset({
        # Probe Guardian Spirit, Probe Wanderer: v1.2's deaths are replaced one at a time by the Hourglass alone
        # (368, rules/replacement.replace_death); only v1.3's procedure (370.3, 373) applies these two.
        "replacement:trash_saver",
        "replacement:wanderer",
        # Probe Tally Drum: v1.2 has no "once each turn" replacement (v1.3 371-371.2: optional, and declining
        # does not use it up); replacement.replace_points plays the v1.3 rule.
        "replacement:once_bonus",
        # Probe Impresario ("units you play are played for [2]"): v1.2's total cost (353) has no base cost
        # replacement, so nothing says how it meets "ignore" (353.1); only v1.3's 356.1.a plays it
        # (costs.card_cost_of_356).
        "passive:units_for",
        # Probe Prodigy, Probe Miser (discounts on optional additional costs only): v1.2 353.4 applies every
        # discount to the whole cost in any order and does not say which part of the cost a discount took
        # off, so these can't be combined with another discount; v1.3 356.4.c-e discounts the component as
        # it is added (costs._component_discounts, read only by card_cost_of_356).
        "passive:optional_cost_discount",
        "passive:optional_cost_discount_min1",
        # Probe Courier ("you may draw 1"): in v1.2 "you may" is part of the Effect (376.2.b), the trigger
        # goes on the chain and the choice is made as it resolves; the engine asks before it is placed
        # (v1.3 383.3.a, rules/triggers.py).
        "trigger:optional",
        # Probe Drill Sergeant: v1.2 has no "once each turn" trigger; the engine makes it optional and a
        # declined one not used up (v1.3 383.3.f-f.2).
        "trigger:once_each_turn",
        # Probe Boomerang (returns itself mid-resolution): v1.2 executes a spell's text top to bottom (356.3.d)
        # and never stops a spell that left the chain; the engine stops it (v1.3 359.3.e.15).
        "effect:return_me",
        # Probe Waymark ("when it dies this turn, play a token there"): the engine plays the token where the
        # unit was when the delayed ability was created (v1.3 359.3.f.3.a), v1.2 has no such rule.
        "effect:delayed_token_on_death",
        # Probe Tinkerer ("when you use a gear's ability"): v1.2 does not say when an ability is "used"; the
        # engine triggers as it resolves (v1.3 377.2.a), which differs from its activation when it is countered.
        "trigger:used_gear_ability",
    })

    # ----- teams and more than two players -----
    # The rule that restricts where units may move with more than two players (425.2.a, 440.1).
    move_destination_rule: ClassVar[str] = "425.2.a"

    def teammates_act_uninvited(self) -> bool:
        """316.2.b.1, 316.2.c: a teammate of the turn player plays spells and activates abilities between the
        turn player's actions, without being given priority."""
        return True

    def combatants_may_join_own_combat(self) -> bool:
        """425.2.a / 440.1: a unit may move to a battlefield with a combat staged or in progress only if its
        controller already has permanents there."""
        return False

    def teammate_battlefields_closed(self) -> bool:
        """v1.2 lets units move to a battlefield a teammate controls."""
        return False


class Riftbound13(Riftbound12):
    """Core Rules v1.3: overrides only what changed from v1.2."""

    name: ClassVar[str] = "1.3"
    # v1.3 calls the Action Phase "Main Phase" and the End of Turn Phase "Ending Phase" (ids unchanged); the
    # End of Turn Cleanup became the Expiration Step's Ending Special Cleanup (317.2.a): no `cleanup` step.
    segments: ClassVar[tuple[Segment, ...]] = tuple(s for s in Riftbound12.segments if s[1] != "cleanup")
    choice_rules: ClassVar[dict[str, str]] = {
        **Riftbound12.choice_rules,
        "choose_showdown": "323.11",
        "choose_combat": "323.13",
    }

    def cleanup_steps_end_of_turn(self, step: str | None) -> bool:
        """317.2.a: the Expiration Step begins with the Ending Special Cleanup, whose inserted steps also end
        "this turn" effects and empty the rune pools (317.2.b-d)."""
        return step == "expiration"

    def empties_pools_after(self, phase: str, step: str | None) -> bool:
        """317.2.d: the Expiration Step's pools empty inside its Ending Special Cleanup (step 2e), not as the
        step ends; the Draw Phase still empties them (315.4.d)."""
        return phase == "draw"

    def expiration_repeats(self) -> bool:
        """317.2.e-f: the Expiration Step starts over while something went through FEPR during it."""
        return True

    def wins_on_reaching_victory_score(self) -> bool:
        """323.1 / 467: the game is decided only in a Cleanup, by a player at or above the Victory Score with
        strictly more points than every opponent."""
        return False

    def burn_outs_decide_game(self) -> bool:
        """431.3.b: points from the second and later burn-outs of one instruction decide the game at once."""
        return True

    def cleanup_of_323(self) -> bool:
        """323: the Cleanup checks for a winner first (323.1), fixes combat designations before deaths (323.2),
        makes an empty battlefield uncontrolled only in an Open State (323.6), may open a staged combat as a
        Combat Showdown (323.12), and its combat Resolution Step inserts heal and recall (461)."""
        return True

    def keeps_focus(self, g: Game) -> bool:
        """346.1: when a showdown's chain empties, Focus passes on unless a triggered ability opened that
        chain (337.1.c.1.a, 340.2.a, 346)."""
        return g.chain_opened_by == "triggered"

    def total_cost_of_356(self) -> bool:
        """356.1-356.4: base cost modifications, then additional costs with their own discounts, then
        increases, then discounts, in the player's best order (rules/costs.card_cost_of_356)."""
        return True

    def may_leave_battlefield_empty(self) -> bool:
        """358.1-358.2, 359.2.c: v1.3 dropped the examples of 352.16/354.3; the battlefield stays controlled
        while the card is played (the state is Closed until it has entered, 323.6)."""
        return True

    def here_of(self, g: Game, item: ChainItem) -> str | None:
        """359.3.f.1-f.2: "here" and "my" are read as the instruction executes: where the ability's source is
        now, nowhere once it left the board (a battlefield's own ability keeps the battlefield)."""
        if item.kind not in ("triggered", "activated"):
            return item.location
        src = g.objects.get(item.source)
        if src is None:
            return item.location  # a battlefield is not an object: "here" is the battlefield itself
        return src.location if src.on_board else None

    def targets_stay_at_chosen_battlefield(self) -> bool:
        """355.11.b: a group's targets that moved to another battlefield may be kept, as long as every unit
        kept is at one battlefield."""
        return False

    def replaces_deaths_together(self) -> bool:
        """370.3, 372-373: simultaneous deaths are replaced together, each event on its own, the players'
        effects in turn order (rules/replacement.replace_deaths_together)."""
        return True

    unplayed_texts: ClassVar[frozenset[str]] = frozenset()  # v1.3 plays every probe card

    move_destination_rule: ClassVar[str] = "442.2"

    def teammates_act_uninvited(self) -> bool:
        """316.2.b.1 (v1.3; 316.2.c is gone): a teammate acts only when the turn player passes them priority
        in a Neutral Open state of their action phase (``give_priority``)."""
        return False

    def combatants_may_join_own_combat(self) -> bool:
        """442.2.a: a player in the combat staged or in progress there may move units to that battlefield."""
        return True

    def teammate_battlefields_closed(self) -> bool:
        """442.2.b: units may not move to a battlefield controlled by a teammate."""
        return True


EDITIONS: Final[dict[str, Riftbound12]] = {e.name: e for e in (Riftbound12(), Riftbound13())}


def rules(g: Game) -> Riftbound12:
    """The edition object of the rules ``g`` is played under."""
    return EDITIONS[g.edition]
