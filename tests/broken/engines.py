"""Deliberately broken reference engines ("miniatures"), to prove the suite bites.

    python tests/broken/engines.py NAME

Each one is the reference engine with exactly one rule broken, served over the protocol like any
third-party engine. ``test_broken_engines.py`` certifies each and checks that precisely the
scenarios of the broken rule fail.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

BROKEN: dict[str, Callable[[], None]] = {}


def broken(name: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def register(patch: Callable[[], None]) -> Callable[[], None]:
        BROKEN[name] = patch
        return patch

    return register


@broken("mtg-draws-before-untapping")
def draws_before_untapping() -> None:
    """703.4c/703.4d: the active player draws in the untap step, before untapping."""
    from reference_engine.mtg import primitives, turn

    original = turn.untap_step

    def untap_step(state: Any, ev: list[Any]) -> None:
        primitives.draw(state, state.active, ev)
        original(state, ev)

    def begin_step(state: Any, ev: list[Any]) -> None:
        if (state.step or state.phase) == "draw":  # the draw already happened
            state.stage = "settle"
            state.holder = state.active
            return
        original_begin(state, ev)

    original_begin = turn.begin_step
    turn.untap_step = untap_step
    turn.begin_step = begin_step


@broken("mtg-priority-in-untap")
def priority_in_untap() -> None:
    """502.4: players receive priority during the untap step."""
    from reference_engine.mtg import turn

    original = turn.begin_step

    def begin_step(state: Any, ev: list[Any]) -> None:
        original(state, ev)
        if state.step == "untap":
            state.stage = "settle"
            state.holder = state.active

    turn.begin_step = begin_step


@broken("mtg-fifo-stack")
def fifo_stack() -> None:
    """405.5: the stack resolves first-in-first-out (the oldest object first)."""
    from reference_engine.mtg import stack

    original = stack.resolve_top

    def resolve_top(state: Any, ev: list[Any]) -> None:
        if len(state.stack) > 1:
            state.stack.append(state.stack.pop(0))
        original(state, ev)

    stack.resolve_top = resolve_top


@broken("mtg-mana-never-empties")
def mana_never_empties() -> None:
    """500.4 / 703.4s: unused mana stays in the pools between steps and phases."""
    from reference_engine.mtg import mana

    mana.empty_pools = lambda state, ev: None


@broken("riftbound-focus-never-passes")
def focus_never_passes() -> None:
    """343: when a showdown's chain empties, Focus stays with its holder instead of passing on."""
    from reference_engine.riftbound.rules import chain, priority

    def after_chain_emptied(g: Any) -> None:
        g.passes = 0
        g.priority = None
        if g.showdown is None:
            return
        g.showdown.focus_passes = 0
        g.showdown.initial_chain = False
        priority.give_priority(g, g.focus)

    chain.after_chain_emptied = after_chain_emptied


@broken("riftbound-chain-oldest-first")
def chain_oldest_first() -> None:
    """336.1: the oldest chain item resolves first instead of the newest."""
    from reference_engine.riftbound.rules import chain

    original = chain.resolve_top

    def resolve_top(g: Any) -> None:
        if len(g.chain) > 1:
            g.chain.append(g.chain.pop(0))
        original(g)

    chain.resolve_top = resolve_top


@broken("riftbound-no-showdown-at-uncontrolled")
def no_showdown_at_uncontrolled() -> None:
    """316.5.b / 322.8 / 340.2: contesting an uncontrolled battlefield never opens a showdown."""
    from reference_engine.riftbound.rules import cleanup

    original = cleanup.start_staged

    def start_staged(g: Any, kind: str, battlefield: str) -> None:
        if kind == "choose_showdown":
            bf = g.battlefield(battlefield)
            bf.showdown_staged = False
            bf.contested = False
            return
        original(g, kind, battlefield)

    cleanup.start_staged = start_staged


@broken("riftbound-13-ties-win")
def ties_win() -> None:
    """v1.3 323.1: a player at the Victory Score wins even when an opponent has as many points (the
    "more points than any opponent" condition is dropped). Certified in edition 1.3."""
    from reference_engine.riftbound.rules import scoring
    from reference_engine.riftbound.rules.multiplayer import reached

    def winner(g: Any) -> str | None:
        # reached: a team's points in team play (466.6), so that only the tie condition is broken
        return next((p.id for p in g.players if reached(g, p.id)), None)

    scoring.winner = winner


def main() -> int:
    name = sys.argv[1] if len(sys.argv) > 1 else ""
    if name not in BROKEN:
        sys.stderr.write(f"unknown broken engine {name!r}; known: {', '.join(sorted(BROKEN))}\n")
        return 2
    BROKEN[name]()
    from reference_engine.server import main as serve

    return serve()


if __name__ == "__main__":
    sys.exit(main())
