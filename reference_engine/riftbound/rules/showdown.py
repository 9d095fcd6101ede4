"""Showdowns (337-345): beginning (340-341), and closing with control for a non-combat showdown (345.2)."""

from __future__ import annotations

from ..model.state import Game, Showdown
from .priority import give_focus
from .scoring import establish_control


def begin_showdown(g: Game, battlefield: str) -> None:
    """340.2 / 341: a showdown at a contested, uncontrolled battlefield; the contester gains Focus."""
    bf = g.battlefield(battlefield)
    assert bf is not None
    assert bf.contested_by is not None
    bf.showdown_staged = False
    g.showdown = Showdown(battlefield=battlefield, combat=False)
    g.emit("showdown_began", battlefield=battlefield, combat=False)
    give_focus(g, bf.contested_by)


def end_showdown(g: Game) -> None:
    """344.3.a / 345: every player passed Focus in succession; the showdown ends.

    Combat showdown: combat continues with its damage step (345.1). Non-combat showdown (345.2): a single
    player with units there establishes control (a Conquer if not yet scored, 345.2.a.1); with units of two
    players it stays contested and a combat will be staged by the cleanup (345.2.b).
    """
    sd = g.showdown
    assert sd is not None
    g.showdown = None
    g.focus = None
    g.priority = None
    g.emit("showdown_ended", battlefield=sd.battlefield)
    if sd.combat:
        assert g.combat is not None
        g.combat.step = "damage"
        return
    present = g.controllers_at(sd.battlefield)
    bf = g.battlefield(sd.battlefield)
    assert bf is not None
    if len(present) == 1:
        establish_control(g, sd.battlefield, present[0])
    elif not present:
        bf.contested = False
        bf.contested_by = None


def pass_focus(g: Game, player: str) -> None:
    """Pass in a Showdown Open State (344.3-344.4): Focus moves on; all players passing ends the showdown."""
    sd = g.showdown
    assert sd is not None
    sd.focus_passes += 1
    if sd.focus_passes >= len(g.players):
        end_showdown(g)
        return
    give_focus(g, g.next_player(player))
