"""Total costs (353, 391) and paying them from the rune pool (354, 392), in v1.2 numbering; edition 1.3's
order of modifications (356) is in costs13.py, which reuses the payment and the modifiers here.

Order of 353: base cost (with "ignore" applied, 353.1), additional costs (353.2: Accelerate 731, optional
costs the player chose in step 2, Deflect 735 as a mandatory one), increases (353.3), discounts (353.4), never
below 0 (353.5). Discounts may be applied in any order (353.4); since a player never gains anything from
paying more, the engine applies them in the order that leaves the lowest total (the player's best choice,
so no prompt is needed; a tie is unobservable).

Cost modifiers come from the probe cards' ``passives``:

- ``tax_opponents`` — spells an opponent plays and abilities they activate cost [1] more (353.3, 391.3);
- ``spell_discount_min1`` — while at a battlefield, spells its controller plays cost [1] less, to a minimum
  of [1] (a minimum limits only that discount, 353.4.c);
- ``unit_power_discount`` — units its controller plays cost one Power of any domain less (353.4.d);
- ``discount_highest_might`` — on a spell: its Energy cost is reduced by the highest Might among units its
  controller has on the board (353.4.a-b);
- ``optional_power`` — on a card: "you may pay one Power of my domain as an additional cost" (353.2.b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import permutations

from ..editions import rules
from ..model.state import Game
from ..probes.catalogue import DOMAINS, CardDef
from .targets import passive_value


@dataclass
class Cost:
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)  # domain or "any" → amount

    def add_power(self, domain: str, n: int) -> None:
        self.power[domain] = self.power.get(domain, 0) + n

    def clamp(self) -> None:
        """353.5: Energy and Power costs can't go below 0."""
        self.energy = max(self.energy, 0)
        self.power = {d: n for d, n in self.power.items() if n > 0}

    def copy(self) -> Cost:
        return Cost(self.energy, dict(self.power))

    def describe(self) -> str:
        return f"{self.energy} energy and {self.power or 'no'} power"


Discount = Callable[[Cost], None]


def domain_of(cdef: CardDef) -> str:
    """[C] of a card: Power of its domain; a domainless or multi-domain card takes any (731.1.a)."""
    return cdef.domains[0] if len(cdef.domains) == 1 else "any"


def deflect_total(g: Game, player: str, targets: list[str]) -> int:
    """735.1.c: each chosen unit an opponent controls with Deflect adds its Deflect value in Power."""
    total = 0
    for t in targets:
        o = g.objects.get(t)
        if o is not None and o.on_board and o.controller != player:
            total += o.cdef.keyword_value("Deflect")
    return total


def modifiers(g: Game, player: str, passive: str, *, mine: bool) -> int:
    """How many objects on the board with ``passive`` are controlled by ``player`` (or by opponents)."""
    n = 0
    for o in g.objects.values():
        if o.on_board and passive in o.cdef.passives and (o.controller == player) == mine:
            if passive == "spell_discount_min1" and o.zone != "battlefield":
                continue  # "while I'm at a battlefield"
            n += 1
    return n


def card_cost(
    g: Game,
    cdef: CardDef,
    player: str,
    *,
    ignore: str | None = None,
    accelerate: bool = False,
    optional: bool = False,
    targets: list[str] | None = None,
) -> Cost:
    """The total cost of playing ``cdef`` (353). ``ignore``: "all" or "energy" (353.1.a-b).
    v1.3 orders the modifications differently (356.1-356.4): costs13.py."""
    if rules(g).total_cost_of_356():
        from .costs13 import card_cost13

        return card_cost13(g, cdef, player, ignore=ignore, accelerate=accelerate, optional=optional,
                           targets=targets)
    cost = Cost(0 if ignore is not None else (cdef.energy or 0))
    if ignore != "all":
        for dom, n in cdef.power:
            cost.add_power(dom, n)
    # 353.2 additional costs (353.1.c: they still apply to a card played ignoring its cost).
    if accelerate:
        cost.energy += 1
        cost.add_power(domain_of(cdef), 1)
    if optional:
        cost.add_power(domain_of(cdef), 1)
    deflect = deflect_total(g, player, targets or [])
    if deflect:
        cost.add_power("any", deflect)  # 735.1.c.1: Power of any domain
    # 353.3 increases.
    if cdef.type == "spell":
        cost.energy += modifiers(g, player, "tax_opponents", mine=False)
    return best(cost, whole_discounts(g, cdef, player))  # 353.4 discounts


def whole_discounts(g: Game, cdef: CardDef, player: str) -> list[Discount]:
    """The discounts on the whole cost of playing ``cdef`` (353.4; v1.3 356.4.d)."""
    discounts: list[Discount] = []
    if cdef.type == "spell" and "discount_highest_might" in cdef.passives:
        might = max((g.might(o) or 0 for o in g.objects.values() if o.is_unit and o.on_board
                     and o.controller == player), default=0)
        discounts.append(_less_energy(might))
    if cdef.type == "spell":
        for _ in range(modifiers(g, player, "spell_discount_min1", mine=True)):
            # 353.4.c: the minimum limits this discount only: it never takes a cost of 1 or less lower.
            discounts.append(lambda c: setattr(c, "energy", max(c.energy - 1, min(c.energy, 1))))
    if cdef.type == "unit":
        for _ in range(modifiers(g, player, "unit_power_discount", mine=True)):
            discounts.append(_one_power_less)
    return discounts


def ability_extra(g: Game, player: str, targets: list[str]) -> Cost:
    """391.2-391.3: what an activated ability costs on top of its printed cost (Deflect of chosen units,
    increases from opponents' effects)."""
    extra = Cost(modifiers(g, player, "tax_opponents", mine=False))
    deflect = deflect_total(g, player, targets)
    if deflect:
        extra.add_power("any", deflect)
    return extra


def _less_energy(n: int) -> Discount:
    def apply(c: Cost) -> None:
        c.energy = max(c.energy - n, 0)

    return apply


def _one_power_less(c: Cost) -> None:
    """"Cost [A] less": one Power of any domain less (353.4.b); it may cut an additional cost to 0
    (353.4.d). The engine takes it off ``any`` first, then the domains in order."""
    for d in ("any", *DOMAINS):
        if c.power.get(d, 0) > 0:
            c.power[d] -= 1
            break
    c.clamp()


def best(cost: Cost, discounts: list[Discount]) -> Cost:
    """The lowest total over every order of ``discounts`` (the player picks the order)."""
    found: Cost | None = None
    for order in permutations(discounts):
        trial = cost.copy()
        for d in order:
            d(trial)
            trial.clamp()
        if found is None or (trial.energy, sum(trial.power.values())) < (found.energy, sum(found.power.values())):
            found = trial
    assert found is not None
    found.clamp()
    return found


def payment(g: Game, player: str, cost: Cost) -> dict[str, int] | None:
    """The Power taken from each domain (specific domains first, then ``any`` in domain order), or None if
    the pool can't pay (354.1)."""
    p = g.player(player)
    if p.energy < cost.energy:
        return None
    left = dict(p.power)
    taken: dict[str, int] = {}
    for dom, n in cost.power.items():
        if dom == "any":
            continue
        if left.get(dom, 0) < n:
            return None
        left[dom] -= n
        taken[dom] = taken.get(dom, 0) + n
    n = cost.power.get("any", 0)
    for d in DOMAINS:
        use = min(n, left[d])
        left[d] -= use
        n -= use
        if use:
            taken[d] = taken.get(d, 0) + use
    return None if n else taken


def pay(g: Game, player: str, cost: Cost, taken: dict[str, int]) -> None:
    """354.1: spend the combined Energy and Power; a ``paid`` event when anything was spent."""
    p = g.player(player)
    p.energy -= cost.energy
    for dom, n in taken.items():
        p.power[dom] -= n
    if cost.energy or taken:
        g.emit("paid", player=player, energy=cost.energy, power=taken)


def trigger_cost(cdef: CardDef) -> int:
    """The Energy cost of a card's play trigger, which its controller may decline to pay (392.2)."""
    return passive_value(cdef, "trigger_cost") or 0
