"""Cleanup step (514): the active player discards down to maximum hand size (514.1, 703.4q; a
``discard`` decision), then damage is removed from all permanents and "until end of turn" effects end,
simultaneously (514.2, 703.4r). If state-based actions or triggers happen then, the active player
receives priority and another cleanup step follows (514.3a); otherwise nobody receives priority."""

from __future__ import annotations

from itertools import combinations

from reference_engine.mtg import primitives, sba
from reference_engine.mtg.actions import Action, Decision, Event
from reference_engine.mtg.model import GameState

MAX_HAND_SIZE = 7


def excess(state: GameState) -> int:
    return max(0, len(state.player(state.active).hand) - MAX_HAND_SIZE)


def begin(state: GameState, ev: list[Event]) -> None:
    n = excess(state)
    if n:
        hand = state.player(state.active).hand
        state.decision = Decision.make(state.active, "discard", count=n, options=list(hand))
        return
    finish(state, ev)


def legal_discards(state: GameState, pid: str) -> list[Action]:
    n = excess(state)
    return [Action("discard", pid, cards=tuple(sorted(c))) for c in combinations(state.player(pid).hand, n)]


def discard(state: GameState, a: Action, ev: list[Event]) -> None:
    state.decision = None
    hand = state.player(a.player).hand
    for cid in [c for c in hand if c in a.cards]:
        primitives.discard(state, a.player, cid, ev)
    finish(state, ev)


def finish(state: GameState, ev: list[Event]) -> None:
    for oid in state.battlefield:  # 514.2 (phased-out permanents too)
        o = state.objects[oid]
        if o.damage:
            o.damage = 0
            ev.append(Event.make("damage_removed", object=oid))
    state.effects = []
    ev.append(Event.make("effects_ended"))
    # 514.3a: check SBAs and waiting triggers once; if anything happens, priority is given
    performed = sba.check(state, ev)
    if performed or state.waiting or state.push_queue:
        state.cleanup_priority = True
        state.holder = state.active
        state.stage = "settle"
    else:
        state.stage = "end"
