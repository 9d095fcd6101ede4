"""Playing cards (346-356): move to the chain, choices (location, targets), total cost (Accelerate 731),
payment from the rune pool, legality, finalize; units/gear resolve at once (333.1.c, 356.2)."""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import check_targets, trigger
from .cards import DOMAINS, CardDef
from .chain import finalize, push, request_settle
from .errors import RulesError
from .model import ChainItem, Game, Obj
from .protocol import Action
from .states import check_timing


@dataclass(frozen=True)
class Cost:
    energy: int
    power: tuple[tuple[str, int], ...]  # domain or "any"


def total_cost(cdef: CardDef, accelerate: bool) -> Cost:
    """353: base cost plus optional additional costs (Accelerate: [1] + 1 Power of the unit's domain, or
    [A] for a domainless/multi-domain unit, 731.1.a)."""
    energy = cdef.energy or 0
    power = dict(cdef.power)
    if accelerate:
        energy += 1
        dom = cdef.domains[0] if len(cdef.domains) == 1 else "any"
        power[dom] = power.get(dom, 0) + 1
    return Cost(energy, tuple(sorted(power.items())))


def payment(g: Game, player: str, cost: Cost) -> dict[str, int] | None:
    """The Power taken from each domain to pay ``cost`` (specific domains first, then ``any`` in domain
    order), or None if the pool can't pay."""
    p = g.player(player)
    if p.energy < cost.energy:
        return None
    left = dict(p.power)
    taken: dict[str, int] = {}
    for dom, n in cost.power:
        if dom == "any":
            continue
        if left.get(dom, 0) < n:
            return None
        left[dom] -= n
        taken[dom] = taken.get(dom, 0) + n
    for dom, n in cost.power:
        if dom != "any":
            continue
        for d in DOMAINS:
            use = min(n, left[d])
            left[d] -= use
            n -= use
            if use:
                taken[d] = taken.get(d, 0) + use
        if n:
            return None
    return taken


def check_play(g: Game, action: Action) -> tuple[Obj, str | None, list[str], Cost, dict[str, int]]:
    """Everything step 2-5 would check (352-355), without changing the state."""
    assert action.card is not None
    obj = g.objects.get(action.card)
    if obj is None:
        raise RulesError("unknown_object", f"unknown object {action.card!r}")
    cdef = obj.cdef
    if obj.owner != action.player or obj.zone not in ("hand", "champion_zone"):
        raise RulesError("illegal_action", f"{obj.id} is not a card you can play from your hand", "406")
    if cdef.type not in ("unit", "spell", "gear"):
        raise RulesError("illegal_action", f"{obj.id}: only main deck cards are played", "132.6")
    check_timing(g, action.player, action=cdef.has("Action"), reaction=cdef.has("Reaction"), what=obj.id)
    location: str | None = None
    if cdef.type == "unit":
        location = action.location or "base"
        if location != "base":
            bf = g.battlefield(location)
            if bf is None:
                raise RulesError("unknown_object", f"unknown location {location!r}")
            if bf.controller != action.player:
                raise RulesError(
                    "invalid_target",
                    f"{location}: units are played to your base or a battlefield you control",
                    "352.2.a",
                )
    elif action.location not in (None, "base"):
        raise RulesError("invalid_target", f"{obj.id}: only units choose a location", "356.2.d")
    if action.accelerate and not cdef.has("Accelerate"):
        raise RulesError("illegal_action", f"{obj.id} has no Accelerate", "731")
    targets = check_targets(g, cdef.target, action.targets, action.player, obj.id, obj.id)
    cost = total_cost(cdef, action.accelerate)
    taken = payment(g, action.player, cost)
    if taken is None:
        raise RulesError(
            "cannot_pay",
            f"{obj.id}: the rune pool can't pay {cost.energy} energy and {dict(cost.power)} power",
            "354.1",
        )
    return obj, location, targets, cost, taken


def play(g: Game, action: Action) -> None:
    obj, location, targets, cost, taken = check_play(g, action)
    cdef = obj.cdef
    player = action.player
    origin = obj.zone
    g.put(obj, "chain")
    g.emit("zone_changed", object=obj.id, **{"from": origin}, to="chain", location=None)
    item = ChainItem(
        id=obj.id,
        kind=cdef.type,
        source=obj.id,
        controller=player,
        targets=targets,
        location=location,
        accelerate=action.accelerate,
    )
    push(g, item)
    p = g.player(player)
    p.energy -= cost.energy
    for dom, n in taken.items():
        p.power[dom] -= n
    if cost.energy or taken:
        g.emit("paid", player=player, energy=cost.energy, power=taken)
    finalize(g, item)
    g.passes = 0
    if g.showdown is not None:
        g.showdown.focus_passes = 0
    if cdef.type == "spell":
        request_settle(g)  # 333.1.c.3: after the cleanup, the newest item's controller gets priority
        return
    # 333.1.c / 356.2: a permanent resolves on finalization and becomes a game object.
    g.chain.remove(item)
    g.emit("resolved", id=item.id)
    obj.controller = player
    if cdef.type == "unit":
        assert location is not None
        g.put(obj, "base" if location == "base" else "battlefield", location)
        obj.exhausted = not action.accelerate  # 142.4, 731.6
    else:
        g.put(obj, "base")
        obj.exhausted = False  # 356.2.d
    obj.controller = player
    g.emit("zone_changed", object=obj.id, **{"from": "chain"}, to=obj.zone, location=obj.location)
    trigger(g, obj, "play")  # 376.4.a
    request_settle(g)
