"""Priority and Focus (311-313) and where Focus goes when a chain empties (343, 346). Passing is in the areas
it belongs to: in a chain (335, chain.pass_priority), in a showdown (344, showdown.pass_focus)."""

from __future__ import annotations

from ..editions import rules
from ..model.state import Game


def give_priority(g: Game, player: str) -> None:
    """312.3: granting priority creates it or takes it from its holder."""
    g.priority = player
    g.emit("priority", player=player)


def give_focus(g: Game, player: str) -> None:
    """313.2: gaining Focus also gives priority."""
    g.focus = player
    g.emit("focus", player=player)
    give_priority(g, player)


def after_chain_emptied(g: Game) -> None:
    """The chain became empty: the state opens (333.1.c.1, 336.2).

    In a showdown Focus passes to the next player in turn order, who gains priority (343) — except after
    a combat's Initial Chain, when the focus holder keeps Focus (343.1, 442.1.e). In a Neutral State
    priority is re-granted by the turn structure (312.2.a).
    """
    g.priority = None  # (passes start again from 0 whenever a chain next gives priority: chain.py, play.py)
    sd = g.showdown
    if sd is None:
        return
    sd.focus_passes = 0
    holder = g.focus
    assert holder is not None
    if rules(g).keeps_focus(g):
        sd.initial_chain = False
        give_priority(g, holder)
        return
    give_focus(g, g.next_player(holder))




