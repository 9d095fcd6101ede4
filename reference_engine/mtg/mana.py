"""Mana (106) and mana pools: adding mana, paying costs automatically from the pool (coloured
requirements first, then generic from what remains, spending C then W U B R G), and emptying every
pool as each step and phase ends (500.4 / 703.4s; 106.4)."""

from __future__ import annotations

from reference_engine.mtg.actions import Event
from reference_engine.mtg.cards import parse_cost
from reference_engine.mtg.model import COLORS, GameState

GENERIC_ORDER = ("C", "W", "U", "B", "R", "G")


def payment(pool: dict[str, int], cost: str | None) -> dict[str, int] | None:
    """The mana taken from ``pool`` to pay ``cost``, or None if it can't be paid (601.2g-h)."""
    need = parse_cost(cost)
    left = dict(pool)
    taken = dict.fromkeys(COLORS, 0)
    for sym, n in need.items():
        if sym == "generic":
            continue
        if sym not in left or left[sym] < n:
            return None
        left[sym] -= n
        taken[sym] = n  # need has each symbol once
    generic = need.get("generic", 0)
    for c in GENERIC_ORDER:
        k = min(generic, left[c])  # left[c] is not read again: each colour is taken from once
        taken[c] += k
        generic -= k
    return None if generic else taken


def can_pay(state: GameState, pid: str, cost: str | None) -> bool:
    return payment(state.player(pid).mana_pool, cost) is not None


def pay(state: GameState, pid: str, cost: str | None) -> None:
    pool = state.player(pid).mana_pool
    taken = payment(pool, cost)
    if taken is None:
        raise ValueError("cannot pay")
    for c, n in taken.items():
        pool[c] -= n


def add(state: GameState, pid: str, symbols: str, ev: list[Event]) -> None:
    for sym in symbols:
        state.player(pid).mana_pool[sym] += 1
        ev.append(Event.make("mana_added", player=pid, mana=sym))


def empty_pools(state: GameState, ev: list[Event]) -> None:
    """500.4: unused mana empties; ``mana_emptied`` only for pools that held mana."""
    for p in state.players:
        if any(p.mana_pool.values()):
            p.mana_pool = dict.fromkeys(COLORS, 0)
            ev.append(Event.make("mana_emptied", player=p.id))
