"""Riftbound v1.3: the total cost (356) and modes chosen while playing (355.3).

Total cost, in the order 356 gives (v1.3 numbering):

1. Base cost modifications, in any order (356.1): "ignore" its costs (356.1.b) and "play it for [Cost]",
   which replaces the base costs, Energy and Power, with that cost (356.1.a; Probe Impresario: units are
   played for [2]). Since the order is the player's, the engine takes the order that leaves the lowest total.
2. Additional costs (356.2): Accelerate and the card's own optional cost, each a *component*, then the
   mandatory Deflect cost. A discount on a component (e.g. "optional additional costs you pay cost [1]
   less") applies as that component is added, before any other discount (356.4.c), the component's
   discounts in any order among themselves (356.4.c.1), again the player's best order.
3. Increases (356.3).
4. Discounts on the whole cost (356.4.d), after every component discount, in any order among themselves
   (356.4.d.1); a minimum limits only its own discount (356.4.e). Nothing goes below 0.

In v1.2 the discounts of 353.4 have no such split (costs.py applies them all in the player's best order); a
component discount would then be free to act after a "to a minimum of [1]" discount, which v1.3 forbids.

Modes (355.3): a card with a bulleted list of modes (passive ``modal``; one effect per mode in ``effects``)
has its mode chosen in step 2 of playing it, like its targets: the engine asks ``choose_mode`` with the
options ``"1"``, ``"2"``… (printed order) before any cost is determined. The play's ``targets`` belong to the
mode chosen: a mode that chooses a target needs exactly the targets the play named, a mode that targets
nothing needs none (355.8: no mode can be chosen without a legal target for it).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

from ..model.errors import RulesError
from ..model.state import Game
from ..probes.carddefs import CardDef, Effect
from .costs import Cost, Discount, best, deflect_total, domain_of, modifiers, whole_discounts
from .targets import passive_value

BaseModification = Callable[[Cost], Cost]



def card_cost13(
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
    whole = whole_discounts(g, cdef, player)
    for _ in range(modifiers(g, player, "card_discount", mine=True)):
        whole.append(_energy_less)
    return best(cost, whole)


# ----- modes (355.3) ------------------------------------------------------------------------------------
def is_modal(cdef: CardDef) -> bool:
    return "modal" in cdef.passives


def mode_options(cdef: CardDef) -> tuple[str, ...]:
    return tuple(str(i + 1) for i in range(len(cdef.effects)))


def check_mode(cdef: CardDef, choice: str | None, targets: list[str], what: str) -> None:
    """355.3 with 355.8: the mode chosen must be one of the card's, and the play's targets must be the ones
    that mode chooses (a targeting mode needs a legal target, named as the card was played)."""
    if choice not in mode_options(cdef):
        raise RulesError("invalid_choice", f"{what}: choose one of {list(mode_options(cdef))}", "355.3")
    from .abilities import TARGETED_OPS  # the instructions that act on a chosen target

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
