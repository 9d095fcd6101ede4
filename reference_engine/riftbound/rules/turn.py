"""The turn (301-306) and its phases (314-317): Start of Turn (Awaken, Beginning, Channel, Draw), the Action
Phase, and the End of Turn Phase. The phases and steps of each edition: ``editions.Riftbound12.segments``."""

from __future__ import annotations

from ..editions import rules
from ..model.state import Game
from .actions import channel, draw, empty_pools, end_this_turn_effects
from .cleanup import run_cleanup
from .multiplayer import note_teammates_battlefields
from .scoring import score
from .states import segments
from .triggers import extra_draws, trigger, turn_triggers


def is_action_segment(g: Game) -> bool:
    return g.segment == rules(g).action_segment


def additional_runes(g: Game) -> int:
    """315.3.a: the turn player's additional runes for the turn. The player going last (in 1v1 the player
    going second) channels one extra rune in their first Channel Phase of the game (462.7, 464.7-466.7).
    Turns are numbered from 1 for the game's first turn (the first player's), so with N players turn N is
    the first turn of the player going last and its Channel Phase is their first (docs/PROTOCOL-riftbound.md
    section 1)."""
    return 1 if g.turn == len(g.players) else 0


def begin_segment(g: Game) -> None:
    """Announce the phase/step and perform its turn-based actions (315-317)."""
    segs = segments(g)
    phase, step = segs[g.segment]
    if g.segment == 0 or segs[g.segment - 1][0] != phase:
        g.emit("phase_began", phase=phase)
    if step is not None:
        g.emit("step_began", step=step)
    tp = g.turn_player
    if phase == "awaken":  # 315.1.a
        for o in g.board_objects():
            if o.on_board and o.controller == tp and o.exhausted:
                o.exhausted = False
                g.emit("readied", object=o.id)
    elif step == "beginning":  # 315.2.a.1
        note_teammates_battlefields(g)  # 315.2.b.2: held by a teammate during this phase
        for o in list(g.board_objects()):
            if o.on_board and o.controller == tp:
                trigger(g, o, "beginning")
    elif step == "scoring":  # 315.2.b.1, 446.2
        note_teammates_battlefields(g)
        for bf in g.battlefields:
            if bf.controller == tp and not g.game_over:
                score(g, tp, bf.id, "hold")
    elif phase == "channel":  # 315.3.a (additional runes), then 315.3.b (2 runes)
        channel(g, tp, additional_runes(g) + 2)
        turn_triggers(g, "channel")  # 315.3.c: then what game objects instruct
    elif phase == "draw":  # 315.4.a (additional cards), then 315.4.b (draw 1)
        # 315.4.b: the turn player draws 1. (With three or four players the first player skips the draw of the
        # game's first Draw Phase, 464.7-466.7; no game reaches it here: a setup is placed in an action phase,
        # turn 1 at the earliest, so every Draw Phase the engine runs is turn 2's or later.)
        draw(g, tp, extra_draws(g) + 1)
        turn_triggers(g, "draw_phase")  # 315.4.c: then what game objects instruct
    elif step == "ending":  # 410.1.a.2: stuns end at the beginning of the Ending Step
        for o in g.objects.values():
            if o.stunned:
                o.stunned = False
        turn_triggers(g, "end_of_turn")  # 317.1.a: "at the end of the turn" effects
    elif rules(g).cleanup_steps_end_of_turn(step):
        # 1.2 317.2: the End of Turn Special Cleanup step; v1.3 317.2.a: the Expiration Step's Ending Special
        # Cleanup, whose inserted steps also end "this turn" effects and empty the pools (cleanup.py).
        g.emit("cleanup", kind="end_of_turn")
        run_cleanup(g, special="end_of_turn")
    elif step == "expiration":  # 317.3.a: "this turn" effects, delayed abilities included (384), expire
        end_this_turn_effects(g)


def end_segment(g: Game) -> None:
    """End the current phase/step and move to the next one, or to the next turn (305, 306, 317.4)."""
    segs = segments(g)
    phase, step = segs[g.segment]
    if phase == "beginning":
        note_teammates_battlefields(g)  # 315.2.b.2: whatever a teammate held at any time of the phase
    if step is not None:
        g.emit("step_ended", step=step)
    last_of_phase = g.segment + 1 >= len(segs) or segs[g.segment + 1][0] != phase
    if rules(g).empties_pools_after(phase, step):
        empty_pools(g)
    if last_of_phase:
        g.emit("phase_ended", phase=phase)
    g.priority = None
    g.segment_done = False
    if g.segment + 1 < len(segs):
        g.segment += 1
        return
    g.segment = 0
    g.turn += 1
    g.turn_player = g.next_player(g.turn_player)
    for p in g.players:
        p.scored.clear()
        p.disqualified.clear()
    g.invited = None
    g.nth_fired.clear()  # "the first time ... each turn" (376.1.b) counts again
    g.emit("turn_began", turn=g.turn, turn_player=g.turn_player)


# ----------------------------------------------------------------------------------------------------
# The Expiration Step's repeat under Core Rules v1.3 (317.2.e-f).
#
# v1.3 ends the Expiration Step with a Task: if anything went through the FEPR process during the step (a
# trigger of the Ending Special Cleanup, such as "When I'm healed", was finalized and resolved), the step starts
# over: the Ending Special Cleanup runs again, and so on until a pass through the step puts nothing on the chain.
# v1.2 has no such repeat (its End of Turn Cleanup step is followed by the Expiration Step once).
#
# ``note_chain`` is called whenever the game loop finds items on the chain; ``repeats`` is asked when the step
# would end, and starts it over (``step_began`` ``expiration`` is announced again) if something went through
# FEPR since the step last began.


def _in_expiration(g: Game) -> bool:
    edition = rules(g)
    return edition.expiration_repeats() and edition.segments[g.segment][1] == "expiration"


def note_chain(g: Game) -> None:
    """Remember that an item went through FEPR during the Expiration Step (317.2.f's condition)."""
    if g.chain and _in_expiration(g):
        g.expiration_fepr = True


def repeats(g: Game) -> bool:
    """317.2.f: return to the start of the Expiration Step if something underwent FEPR during it. Clears the
    mark and makes the game loop begin the step again; False (the step ends) otherwise."""
    if not (g.expiration_fepr and _in_expiration(g)):
        return False
    g.expiration_fepr = False
    g.segment_done = False
    return True
