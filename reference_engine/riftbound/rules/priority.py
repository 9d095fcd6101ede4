"""Priority and Focus (311-313), passing in chains (335) and in showdowns (343-345)."""

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
    g.passes = 0
    g.priority = None
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


def pass_priority(g: Game, player: str) -> None:
    """Pass while a chain exists: the next player in turn order gets priority (312.2.d, 334.1.c.1);
    once every player has passed in succession the newest item resolves (335.1, 336)."""
    from .chain import resolve_top

    g.passes += 1
    if g.passes >= len(g.players):
        g.passes = 0
        g.priority = None
        resolve_top(g)
        return
    give_priority(g, g.next_player(player))


def pass_focus(g: Game, player: str) -> None:
    """Pass in a Showdown Open State (344.3-344.4): Focus moves on; all players passing ends the showdown."""
    from .showdown import end_showdown

    sd = g.showdown
    assert sd is not None
    sd.focus_passes += 1
    if sd.focus_passes >= len(g.players):
        end_showdown(g)
        return
    give_focus(g, g.next_player(player))
