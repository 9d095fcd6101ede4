"""Game actions (395-431): Draw (400), Ready/Exhaust (401-402), Recycle (403), Deal/Heal (404-405),
Kill (415), Add (416), Channel (417), Burn Out (418), and the Standard Move (143, 423-431)."""

from __future__ import annotations

from ..editions import rules
from ..model.errors import RulesError
from ..model.protocol import Action
from ..model.state import Game, Obj
from . import hooks
from .multiplayer import check_destination, choose_opponent
from .states import in_action_phase, in_showdown, is_closed
from .triggers import add_deathknells, trigger


def add_resources(g: Game, player: str, energy: int = 0, power: dict[str, int] | None = None) -> None:
    """416: put Energy/Power into the player's rune pool."""
    p = g.player(player)
    p.energy += energy
    for dom, n in (power or {}).items():
        p.power[dom] += n
    g.emit("added", player=player, energy=energy, power=dict(power or {}))


def recycle(g: Game, obj: Obj) -> None:
    """403: to the bottom of the corresponding deck (runes to the rune deck)."""
    origin = obj.location if obj.on_board else obj.zone
    deck = "rune_deck" if obj.cdef.type == "rune" else "main_deck"
    g.put(obj, deck)
    g.emit("recycled", object=obj.id, **{"from": origin})


def draw(g: Game, player: str, n: int) -> None:
    """400 / 418.1.a: draw ``n``; each draw from an empty main deck burns out first."""
    p = g.player(player)
    in_sequence = 0
    for _ in range(n):
        while not p.zones["main_deck"] and not g.game_over:
            burn_out(g, player)
            in_sequence += 1
            if rules(g).burn_outs_decide_game():
                hooks.after_burn_outs(g, in_sequence)  # 431.3.b (scoring.py)
        if g.game_over:
            return
        top = g.objects[p.zones["main_deck"][0]]
        g.put(top, "hand")
        g.emit("drew", player=player, card=top.id)


def burn_out(g: Game, player: str) -> None:
    """418.2: recycle the trash into the main deck (deterministically: in its listed order, the engine never
    shuffles), an opponent of the player's choice gains 1 point (418.2.c; asked only with two or more
    opponents), then the action continues."""
    p = g.player(player)
    for oid in list(p.zones["trash"]):
        recycle(g, g.objects[oid])
    opponent = choose_opponent(g, player)
    g.emit("burned_out", player=player, opponent=opponent)
    hooks.gain_points(g, opponent, 1)  # scoring.py


def channel(g: Game, player: str, n: int) -> None:
    """417 / 315.3.b: top runes of the rune deck onto the board (the base), ready; as many as possible."""
    p = g.player(player)
    for _ in range(n):
        if not p.zones["rune_deck"]:
            return
        rune = g.objects[p.zones["rune_deck"][0]]
        rune.controller = player
        g.put(rune, "base")
        g.emit("channeled", player=player, rune=rune.id)


def deal_damage(g: Game, source: str | None, target: Obj, amount: int, *, combat: bool) -> None:
    """404: mark damage on a unit; lethal damage is checked in the next Cleanup (322.3-322.4)."""
    if amount <= 0 or not target.on_board:
        return
    target.damage += amount
    g.emit("damage_dealt", source=source, target=target.id, amount=amount, combat=combat)


def end_this_turn_effects(g: Game) -> None:
    """317.3.a (v1.3 317.2.c): every "this turn" effect ends at once: the delayed abilities (384) and the Might
    bonuses (Probe Rally, ``tokens.bonus_key``). A unit damaged after the End of Turn heal may now have lethal
    damage, which the Cleanup that follows finds in this turn (319.6)."""
    g.delayed.clear()
    for key in [k for k in g.counters if k.startswith("might+")]:
        del g.counters[key]
    g.emit("effects_ended")


def heal(g: Game, obj: Obj) -> None:
    """405: remove all damage."""
    if obj.damage:
        obj.damage = 0
        g.emit("healed", object=obj.id)
        if obj.on_board:  # "When I'm healed" (Probe Afterglow)
            trigger(g, obj, "healed")


def kill(g: Game, obj: Obj) -> None:
    """415: board → owner's trash; a Deathknell is added as a pending item first (415.1.a.1.b, 734.1.d.2)."""
    kill_together(g, [obj])


def kill_together(g: Game, units: list[Obj]) -> None:
    """415 / 322.4: ``units`` die at once, in one game action. Their Deathknells are added to the chain first,
    each player ordering theirs (734.1.d.2, 376.3.b: triggers.add_deathknells), and only then does each go to
    its owner's trash."""
    units = [u for u in units if u.on_board]
    if not units:
        return
    add_deathknells(g, units)
    for obj in units:
        origin = obj.location
        g.put(obj, "trash")
        g.emit("killed", object=obj.id)
        g.emit(
            "zone_changed",
            object=obj.id,
            **{"from": "battlefield" if origin != "base" else "base"},
            to="trash",
            location=None,
        )


def recall(g: Game, obj: Obj) -> None:
    """433-436: to its controller's base without moving; state unaffected. A replacement effect may replace
    a unit's recall (v1.3 373.2.a.1, Probe Anchor)."""
    if obj.is_unit and hooks.recall_replaced(g, obj):  # replacement.py
        return
    origin = obj.location
    controller = obj.controller
    g.put(obj, "base")
    obj.controller = controller
    g.emit("recalled", object=obj.id, **{"from": origin})


# ----- Standard Move ----------------------------------------------------------------------------
def check_move(g: Game, action: Action) -> list[Obj]:
    """143: turn player's action phase, Open State, no showdown; cost: exhaust the units; one destination;
    base ↔ battlefield (battlefield ↔ battlefield with Ganking); not where two other players have units."""
    if not action.units:
        raise RulesError("invalid_choice", "move: no units given")
    if len(set(action.units)) != len(action.units):
        raise RulesError("invalid_choice", "move: a unit is listed twice")
    units: list[Obj] = []
    for uid in action.units:
        o = g.objects.get(uid)
        if o is None:
            raise RulesError("unknown_object", f"unknown object {uid!r}")
        units.append(o)
    to = action.to
    if to is None or (to != "base" and g.battlefield(to) is None):
        raise RulesError("unknown_object", f"unknown location {to!r}")
    if action.player != g.turn_player or not in_action_phase(g):
        raise RulesError("timing", "a Standard Move is only possible during your own action phase", "143.1.a")
    if is_closed(g):
        raise RulesError("timing", "no Standard Move in a Closed State", "143.1.b")
    if in_showdown(g):
        raise RulesError("timing", "no Standard Move during a showdown", "143.1.c")
    for o in units:
        if not (o.is_unit and o.on_board) or o.controller != action.player:
            raise RulesError("illegal_action", f"{o.id} is not a unit you control on the board", "143")
        if o.exhausted:
            raise RulesError("cannot_pay", f"{o.id} is exhausted and can't pay the move's cost", "143.2")
        if o.location == to:
            raise RulesError("illegal_action", f"{o.id} is already at {to}", "143.4")
        if o.location != "base" and to != "base" and not o.cdef.has("Ganking"):
            raise RulesError(
                "illegal_action",
                f"{o.id} can't move from battlefield to battlefield without Ganking",
                "143.4.c.1",
            )
    if to != "base":
        others = [c for c in g.controllers_at(to) if c != action.player]
        if len(others) >= 2:
            raise RulesError("illegal_action", f"{to} already has units of two other players", "143.4.a.1")
        check_destination(g, action.player, to, rules(g).move_destination_rule)  # 425.2.a (v1.3 442.2.a-b)
    return units


def standard_move(g: Game, action: Action) -> None:
    """Exhaust the units simultaneously (143.3.c), move them (424), apply Contested (184.3.a, 428)."""
    units = check_move(g, action)
    to = action.to
    assert to is not None
    for o in units:
        o.exhausted = True
        g.emit("exhausted", object=o.id)
    for o in units:
        move_unit(g, o, to)
    hooks.contest_on_arrival(g, to, action.player)  # 184.3.a, unless replaced (366, 368: replacement.py)


def move_unit(g: Game, o: Obj, to: str) -> None:
    """424: a unit goes to ``to`` (a battlefield id, or "base": its controller's base) and keeps its
    controller. Every move, Standard or by an effect, goes through here, so the moves a "When I move from"
    condition looks at (``g.moves``, v1.3 359.3.f.3) are all of them."""
    origin = o.location
    controller = o.controller
    g.put(o, "base" if to == "base" else "battlefield", to)  # (put notes a base object's location as "base")
    o.controller = controller
    g.emit("moved", object=o.id, **{"from": origin}, to=to)
    g.moves.append((o.id, str(origin)))


def empty_pools(g: Game) -> None:
    """315.4.d / 317.3.b: every rune pool empties; unspent resources are lost."""
    for p in g.players:
        if not p.pool_empty():
            p.energy = 0
            for d in p.power:
                p.power[d] = 0
            g.emit("rune_pool_emptied", player=p.id)
