"""'Once each turn' replacement effects (v1.3 371-371.2).

Such an effect is optional: when an event it could replace happens, its controller (the controller of its
source, 374) decides whether to apply it (371.1). Applying it uses it up until the next turn; declining does
not (371.2), so the next qualifying event that turn asks again.

The question is a ``choose_replacement`` decision with the options ``[<source id>, "decline"]``; like the
ordering question of 372 it is answered through the replay in ``game.RiftboundGame.act`` (the answers are
consumed in order from ``Game.replacement_answers``). Uses are recorded in ``Game.nth_fired`` (cleared at
the start of every turn, like "the first time each turn" triggers) under ``"replacement:<source id>"``.

Probe: ``once_bonus`` (Probe Tally Drum) — once each turn, if its controller would gain points, they may gain
that many plus 1 instead.
"""

from __future__ import annotations

from ..model.protocol import Decision
from ..model.state import Game, Obj
from .replacement import NeedChoice

DECLINE = "decline"


def _key(source: Obj) -> str:
    return f"replacement:{source.id}"


def available(g: Game, source: Obj) -> bool:
    """371: a 'once each turn' effect not yet applied this turn."""
    return _key(source) not in g.nth_fired


def may_apply(g: Game, source: Obj) -> bool:
    """371.1: ask the effect's controller whether to apply it; applying marks it used this turn (371.2)."""
    if not g.replacement_answers:
        raise NeedChoice(Decision(player=source.controller, kind="choose_replacement", options=(source.id, DECLINE)))
    answer = g.replacement_answers.pop(0)
    if answer not in (source.id, DECLINE):  # a stale answer cannot happen in a deterministic replay
        raise NeedChoice(Decision(player=source.controller, kind="choose_replacement", options=(source.id, DECLINE)))
    if answer == DECLINE:
        return False
    g.nth_fired.add(_key(source))
    return True
