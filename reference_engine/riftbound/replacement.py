"""Replacement effects (364-368): they step in while an event is being executed and change it.

The probe cards name their replacement by kind (``CardDef.replacements``):

- ``war_drum``: a player would gain points → twice that many; ``muzzle``: an opponent of its controller would
  gain points → that many minus 1 (a player is acted on: that player orders them, 368.1);
- ``aegis``: damage to a friendly unit → 1 less; ``amplifier``: damage a spell deals to a unit → twice that
  much (a unit is acted on: its owner orders them, 368);
- ``ward_stone``: the next time a battlefield would become contested, recycle the gear instead (the owner
  of a controlled battlefield orders them, the turn player for an uncontrolled one, 368.2);
- ``hourglass``: the next time a friendly unit would die, kill the gear instead and recall the unit
  exhausted (Zhonya's Hourglass, the example of 366.1).

Ordering (368). When two or more apply to one event the engine never picks: the chooser answers one
``choose_replacement`` decision per effect but the last ("which applies next"). The engine is synchronous,
so an action that reaches such a choice is abandoned and replayed from its start once the choice is known
(``game.RiftboundGame.act``); the answers are consumed in order by ``choose_order``.
"""

from __future__ import annotations

from .model import Battlefield, Game, Obj
from .protocol import Decision


class NeedChoice(Exception):
    """Raised when an event needs the order of its replacement effects and no answer is known yet."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision


def _sources(g: Game, kind: str) -> list[Obj]:
    """Objects on the board with a replacement effect of ``kind`` (passives work on the board, 362.1)."""
    if not g.has_replacement(kind):  # the usual case: no card in this game has it, spare the scan
        return []
    return [o for o in g.objects.values() if o.on_board and kind in o.cdef.replacements]


def choose_order(g: Game, chooser: str, options: list[str]) -> list[str]:
    """The order in which the effects of ``options`` (source ids) apply, as ``chooser`` decides (368)."""
    remaining = list(options)
    order: list[str] = []
    while len(remaining) > 1:
        if not g.replacement_answers:
            raise NeedChoice(Decision(player=chooser, kind="choose_replacement", options=tuple(remaining)))
        pick = g.replacement_answers.pop(0)
        if pick not in remaining:  # a stale answer cannot happen in a deterministic replay
            raise NeedChoice(Decision(player=chooser, kind="choose_replacement", options=tuple(remaining)))
        remaining.remove(pick)
        order.append(pick)
    return order + remaining


# ----- points (a player is acted on: 368.1) ----------------------------------------------------------
def replace_points(g: Game, player: str, amount: int) -> int:
    """The number of points ``player`` actually gains instead of ``amount``."""
    applicable = {o.id: "war_drum" for o in _sources(g, "war_drum")}
    applicable.update({o.id: "muzzle" for o in _sources(g, "muzzle") if o.controller != player})
    from .replacement13 import available, may_apply  # 'once each turn' effects (v1.3 371)

    applicable.update({o.id: "once_bonus" for o in _sources(g, "once_bonus")
                       if o.controller == player and available(g, o)})
    for oid in choose_order(g, player, list(applicable)):
        if applicable[oid] == "once_bonus":
            if may_apply(g, g.objects[oid]):
                amount += 1
            continue
        amount = amount * 2 if applicable[oid] == "war_drum" else max(amount - 1, 0)
    return amount


# ----- damage (a unit is acted on: its owner orders them, 368) --------------------------------------
def replace_damage(g: Game, target: Obj, amount: int, *, from_spell: bool) -> int:
    applicable = {o.id: "aegis" for o in _sources(g, "aegis") if o.controller == target.controller}
    if from_spell:
        applicable.update({o.id: "amplifier" for o in _sources(g, "amplifier")})
    for oid in choose_order(g, target.owner, list(applicable)):
        amount = amount * 2 if applicable[oid] == "amplifier" else max(amount - 1, 0)
    return amount


# ----- becoming contested (a battlefield is acted on: 368, 368.2) -----------------------------------
def apply_contested(g: Game, bf: Battlefield, player: str) -> None:
    """``player``'s units make ``bf`` contested (184.3.a) unless a Ward Stone replaces it (one-shot: the first
    one applied is recycled and the event no longer happens, so the others don't apply)."""
    from .actions import recycle

    stones = [o.id for o in _sources(g, "ward_stone")]
    if stones:
        chooser = g.turn_player if bf.controller is None else bf.owner
        first = choose_order(g, chooser, stones)[0]
        recycle(g, g.objects[first])
        return
    bf.contested = True
    bf.contested_by = player
    g.emit("contested", battlefield=bf.id, player=player)


def contest_on_arrival(g: Game, location: str | None, player: str) -> None:
    """A unit of ``player`` arrived at ``location`` (moved, played or put there): a battlefield that player
    doesn't control becomes contested (184.3.a, 184.3.a.1), once, and unless a replacement says otherwise."""
    bf = g.battlefield(location or "")
    if bf is not None and bf.controller != player and not bf.contested:
        apply_contested(g, bf, player)


# ----- dying (a unit is acted on: its owner orders them, 368) ---------------------------------------
def replace_death(g: Game, unit: Obj) -> bool:
    """Apply an Hourglass to ``unit``'s death; True if the death was replaced (the unit stays on the board)."""
    from .actions import kill, recall

    if g.edition != "1.2":  # v1.3 370.3, 372-373: the death-replacement kinds of replacement13b.py
        from .replacement13b import replace_deaths13

        return unit.on_board and not replace_deaths13(g, [unit])
    glasses = [o.id for o in _sources(g, "hourglass") if o.controller == unit.controller]
    if not glasses:
        return False
    first = choose_order(g, unit.owner, glasses)[0]
    kill(g, g.objects[first])
    if unit.zone == "battlefield":
        recall(g, unit)
    if not unit.exhausted:
        unit.exhausted = True
        g.emit("exhausted", object=unit.id)
    return True
