"""Moves chosen by spells and abilities, and what their outcome may not be (v1.2 355.2 and 393.2, v1.3 358.2
and 406.2): a card can't be played, nor an ability activated, if moving the unit it names would leave units of
three players at one battlefield (a combat is only ever between two, 316.4.d), or would break the rules on
where units may go with more than two players (multiplayer.check_destination).

Probe Ferry ("[E]: Move a friendly unit to a battlefield") names its unit and the destination battlefield as
its two targets (352.10.b: a battlefield chosen by an ability is one of its targets), in that order.
"""

from __future__ import annotations

from ..model.errors import RulesError
from ..model.state import Game
from .actions import move_unit
from .multiplayer import check_destination
from .replacement import contest_on_arrival

FERRY_SPEC = "friendly_unit_and_battlefield"


def check_outcome(g: Game, player: str, to: str, rule: str) -> None:
    """Raise unless ``player``'s unit may be moved to ``to`` by a spell or ability (``rule``: the legality check
    of the process, 355.2 for a card, 393.2 for an ability)."""
    if to == "base":  # both callers have refused a destination that is no battlefield of the game
        return
    others = [c for c in g.controllers_at(to) if c != player]
    if len(others) >= 2:
        raise RulesError("illegal_action", f"{to} already holds units of two other players", rule)
    check_destination(g, player, to, rule)


def check_ferry_targets(g: Game, given: tuple[str, ...] | None, player: str, what: str) -> list[str]:
    chosen = list(given or ())
    if len(chosen) != 2:
        raise RulesError("invalid_target", f"{what} targets a unit you control, then a battlefield", "352.7")
    unit, to = g.objects.get(chosen[0]), chosen[1]
    if unit is None:
        raise RulesError("unknown_object", f"unknown target {chosen[0]!r}")
    # That it is a unit its player controls on the board is checked with every target's legality once the
    # costs are paid (play.check_activation, 393.1: the options of FERRY_SPEC).
    if g.battlefield(to) is None:
        raise RulesError("invalid_target", f"{to} is not a battlefield", "352.8")
    if unit.location == to:
        raise RulesError("invalid_target", f"{unit.id} is already at {to}", "352.3")
    check_outcome(g, player, to, "393.2")
    return chosen


def ferry(g: Game, controller: str, targets: list[str]) -> None:
    """Resolve Probe Ferry's move: the unit, if still one the controller has on the board, moves there.
    abilities.execute passes only the targets still legal (FERRY_SPEC's options: a unit the controller has on
    the board, a battlefield of the game), so a unit no longer legal leaves the battlefield alone: nothing
    moves."""
    if len(targets) != 2:
        return
    unit, to = g.objects[targets[0]], targets[1]
    if unit.location == to:
        return
    move_unit(g, unit, to)
    contest_on_arrival(g, to, controller)
