"""Priority (117) and the 704.3 / 117.5 loop run whenever a player would receive priority: state-based
actions until none, then waiting triggers onto the stack, repeated until stable, then the player
receives priority. Casting, activating or a special action keeps priority (117.3c, 116.3); a pass
gives priority to the next player in turn order (117.3d); when all players pass in succession the top
of the stack resolves and the active player receives priority (117.4, 117.3b, 405.5), or with an empty
stack the step or phase ends (500.2)."""

from __future__ import annotations

from reference_engine.mtg import sba, stack, triggers
from reference_engine.mtg.actions import Decision, Event
from reference_engine.mtg.model import GameState


def give(state: GameState, pid: str, ev: list[Event]) -> None:
    state.priority = pid
    state.decision = Decision.make(pid, "priority")
    ev.append(Event.make("priority", player=pid))


def settle(state: GameState, ev: list[Event]) -> None:
    """704.3 / 603.3b loop, then priority to ``state.holder`` (default: the active player)."""
    while True:
        if state.game_over:
            return
        if sba.check(state, ev):  # the only way the game ends here, so the check above sees it
            continue
        if triggers.put_on_stack(state, ev):
            return  # a player orders triggers or chooses targets first
        break  # put_on_stack answers False only with no trigger left waiting
    holder = state.holder or state.active
    if state.player(holder).lost:
        holder = state.next_player(holder)
    state.holder = None
    give(state, holder, ev)  # the stage is left as it is: nothing reads it while a decision is pending


def acted(state: GameState, pid: str) -> None:
    """After a spell, ability or special action the same player receives priority again (117.3c)."""
    state.passes = 0
    state.holder = pid
    state.decision = None
    state.priority = None
    state.stage = "settle"


def passed(state: GameState, pid: str, ev: list[Event]) -> None:
    state.passes += 1
    state.decision = None
    state.priority = None
    if state.passes >= len(state.live_ids()):
        state.passes = 0
        if state.stack:
            stack.resolve_top(state, ev)
            state.holder = state.active
            state.stage = "settle"
        else:
            state.stage = "end"
        return
    state.holder = state.next_player(pid)
    state.stage = "settle"
