"""Total costs (353, 391) and paying them from the rune pool (354, 392), in v1.2 numbering; edition 1.3's
order of modifications (356) is in costs.py, which reuses the payment and the modifiers here.

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
- ``optional_power`` — on a card: "you may pay one Power of my domain as an additional cost" (353.2.b);
- ``optional_energy:N`` — on a card: "you may pay [N] as an additional cost", N Energy (353.2.b);
- ``card_discount`` — cards its controller plays cost [1] less (353.4.b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import permutations

from ..editions import rules
from ..model.errors import RulesError
from ..model.state import Game
from ..probes.carddefs import TARGETED_OPS, Effect, passive_value
from ..probes.catalogue import DOMAINS, CardDef


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
    for o in g.board_objects():
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
    v1.3 orders the modifications differently (356.1-356.4): :func:`card_cost_of_356` below."""
    if rules(g).total_cost_of_356():
        return card_cost_of_356(g, cdef, player, ignore=ignore, accelerate=accelerate, optional=optional,
                           targets=targets)
    cost = Cost(0 if ignore is not None else (cdef.energy or 0))
    if ignore != "all":
        for dom, n in cdef.power:
            cost.add_power(dom, n)
    # 353.2 additional costs (353.1.c: they still apply to a card played ignoring its cost).
    if accelerate:
        cost.energy += 1
        cost.add_power(domain_of(cdef), 1)
    if optional:  # 353.2.b: the card's own optional additional cost, as its text gives it
        own = optional_component(cdef)
        assert own is not None, "only a card with an optional additional cost is asked to pay one"
        cost.energy += own.energy
        for dom, n in own.power.items():
            cost.add_power(dom, n)
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
    for _ in range(modifiers(g, player, "card_discount", mine=True)):
        discounts.append(_energy_less)  # "cards you play cost [1] less" (353.4.b; v1.3 356.4.d)
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
        if left[dom] < n:  # a pool holds every domain (Player.power), a cost names domains or "any"
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


# ----------------------------------------------------------------------------------------------------
# Riftbound v1.3: the total cost (356) and modes chosen while playing (355.3).
#
# Total cost, in the order 356 gives (v1.3 numbering):
#
# 1. Base cost modifications, in any order (356.1): "ignore" its costs (356.1.b) and "play it for [Cost]",
#    which replaces the base costs, Energy and Power, with that cost (356.1.a; Probe Impresario: units are
#    played for [2]). Since the order is the player's, the engine takes the order that leaves the lowest total.
# 2. Additional costs (356.2): Accelerate and the card's own optional cost, each a *component*, then the
#    mandatory Deflect cost. A discount on a component (e.g. "optional additional costs you pay cost [1]
#    less") applies as that component is added, before any other discount (356.4.c), the component's
#    discounts in any order among themselves (356.4.c.1), again the player's best order.
# 3. Increases (356.3).
# 4. Discounts on the whole cost (356.4.d), after every component discount, in any order among themselves
#    (356.4.d.1); a minimum limits only its own discount (356.4.e). Nothing goes below 0.
#
# In v1.2 the discounts of 353.4 have no such split (costs.py applies them all in the player's best order); a
# component discount would then be free to act after a "to a minimum of [1]" discount, which v1.3 forbids.
#
# Modes (355.3): a card with a bulleted list of modes (passive ``modal``; one effect per mode in ``effects``)
# has its mode chosen in step 2 of playing it, like its targets: the engine asks ``choose_mode`` with the
# options ``"1"``, ``"2"``… (printed order) before any cost is determined. The play's ``targets`` belong to the
# mode chosen: a mode that chooses a target needs exactly the targets the play named, a mode that targets
# nothing needs none (355.8: no mode can be chosen without a legal target for it).


BaseModification = Callable[[Cost], Cost]


def card_cost_of_356(
    g: Game,
    cdef: CardDef,
    player: str,
    *,
    ignore: str | None = None,
    accelerate: bool = False,
    optional: bool = False,
    targets: list[str] | None = None,
) -> Cost:
    """The total cost of playing ``cdef`` under v1.3 (356.1-356.4)."""
    printed = Cost(cdef.energy or 0)
    for dom, n in cdef.power:
        printed.add_power(dom, n)
    found: Cost | None = None
    for base in _bases(g, cdef, player, printed, ignore):
        total = _finish(g, cdef, player, base, accelerate=accelerate, optional=optional, targets=targets or [])
        if found is None or _key(total) < _key(found):
            found = total
    assert found is not None
    return found


def _key(c: Cost) -> tuple[int, int]:
    return c.energy, sum(c.power.values())


def _bases(g: Game, cdef: CardDef, player: str, printed: Cost, ignore: str | None) -> list[Cost]:
    """356.1: every base cost the modifications can give, one per order (the player picks the order)."""
    mods: list[BaseModification] = []
    if ignore == "all":
        mods.append(lambda c: Cost())  # 356.1.b.1: Energy and Power set to 0
    elif ignore == "energy":
        mods.append(lambda c: Cost(0, dict(c.power)))  # 356.1.b.2: only the Energy cost
    if cdef.type == "unit":
        for o in g.objects.values():
            n = passive_value(o.cdef, "units_for")
            if n is not None and o.on_board and o.controller == player:
                mods.append(_played_for(n))
    out: list[Cost] = []
    for order in permutations(mods):
        c = printed.copy()
        for m in order:
            c = m(c)
        out.append(c)
    return out


def _played_for(n: int) -> BaseModification:
    """356.1.a: "play it for [n]": the base costs, Energy and Power, become [n]."""
    return lambda c: Cost(n)


def optional_component(cdef: CardDef) -> Cost | None:
    """The card's own optional additional cost (356.2.b), or None: [C] of its domain (``optional_power``)
    or an Energy amount (``optional_energy:N``)."""
    if "optional_power" in cdef.passives:
        c = Cost()
        c.add_power(domain_of(cdef), 1)
        return c
    n = passive_value(cdef, "optional_energy")
    return Cost(n) if n is not None else None


def has_optional(cdef: CardDef) -> bool:
    return optional_component(cdef) is not None


def _component_discounts(g: Game, player: str) -> list[Discount]:
    """356.4.c: discounts that apply only to optional additional costs."""
    out: list[Discount] = []
    for o in g.objects.values():
        if not (o.on_board and o.controller == player):
            continue
        if "optional_cost_discount" in o.cdef.passives:
            out.append(_energy_less)
        if "optional_cost_discount_min1" in o.cdef.passives:
            out.append(_energy_less_min1)  # 356.4.e: the minimum limits this discount only
    return out


def _energy_less(c: Cost) -> None:
    c.energy = max(c.energy - 1, 0)


def _energy_less_min1(c: Cost) -> None:
    c.energy = max(c.energy - 1, min(c.energy, 1))


def _finish(
    g: Game, cdef: CardDef, player: str, base: Cost, *, accelerate: bool, optional: bool, targets: list[str]
) -> Cost:
    """356.2-356.4 on one base cost."""
    cost = base.copy()
    components: list[Cost] = []
    if accelerate:  # an optional additional cost too (356.1.b.3's example)
        acc = Cost(1)
        acc.add_power(domain_of(cdef), 1)
        components.append(acc)
    own = optional_component(cdef) if optional else None
    if own is not None:
        components.append(own)
    comp_discounts = _component_discounts(g, player)
    for comp in components:
        # 356.4.c / 356.4.c.1: discounted as it is added, its own discounts in the player's best order.
        comp = best(comp, comp_discounts)
        cost.energy += comp.energy
        for dom, n in comp.power.items():
            cost.add_power(dom, n)
    deflect = deflect_total(g, player, targets)
    if deflect:
        cost.add_power("any", deflect)  # 356.2.a.2: Deflect, a mandatory additional cost
    if cdef.type == "spell":  # 356.3 increases
        cost.energy += modifiers(g, player, "tax_opponents", mine=False)
    # 356.4.d / 356.4.d.1: discounts on the whole cost, after the component ones, in any order.
    return best(cost, whole_discounts(g, cdef, player))


# ----- modes (355.3) ------------------------------------------------------------------------------------
def is_modal(cdef: CardDef) -> bool:
    return "modal" in cdef.passives


def mode_options(cdef: CardDef) -> tuple[str, ...]:
    return tuple(str(i + 1) for i in range(len(cdef.effects)))


def check_mode(cdef: CardDef, choice: str, targets: list[str], what: str) -> None:
    """355.3 with 355.8: the mode chosen must be one of the card's, and the play's targets must be the ones
    that mode chooses (a targeting mode needs a legal target, named as the card was played). Through the
    protocol the choice was already checked against the decision's options (``mode_options``: play.check_answer
    refuses any other choice as ``invalid_choice``), so it is one of the card's modes."""
    needs = mode_effects(cdef, choice)[0].op in TARGETED_OPS
    if needs and not targets:
        raise RulesError("invalid_target", f"{what}: mode {choice} needs a legal target, and none was chosen", "355.8")
    if not needs and targets:
        raise RulesError("invalid_target", f"{what}: mode {choice} chooses no targets", "355.3")


def mode_effects(cdef: CardDef, choice: str) -> tuple[Effect, ...]:
    return (cdef.effects[int(choice) - 1],)


def paid_bonus(cdef: CardDef) -> tuple[Effect, ...]:
    """A spell's "if you paid the additional cost, draw N more": instructions added when it was paid."""
    n = passive_value(cdef, "optional_bonus_draw")
    return (Effect("draw", n),) if n else ()
