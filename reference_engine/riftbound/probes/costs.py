"""Probe cards for Riftbound v1.3 modes (355.3) and the order of cost modifications (356.1-356.4).

- Probe Crossroads: a modal spell ("choose one"); the mode is chosen while it is played (355.3), answered
  through the ``choose_mode`` decision (play.py, costs.py).
- Probe Impresario: "units you play are played for [2]": a base cost replacement (356.1.a).
- Probe Frostbite: a 0-cost spell with an optional additional cost of [2] (356.2.b), so that component
  discounts (356.4.c) and whole-cost discounts (356.4.d) meet on one card.
- Probe Prodigy / Probe Miser: discounts on optional additional costs only (component discounts,
  356.4.c-c.1); the Miser's stops at a minimum of [1] (356.4.e).
- Probe Haggler: "cards you play cost [1] less", a discount on the whole cost (356.4.d-d.1).
- Probe Urchin: a vanilla 1-cost unit (a "for [2]" replacement raises its cost).

Flags and numbers live in ``passives`` (read by costs.py and play.py); these cards are appended after every
other probe group in ``cards.CARDS`` and at the end of ``cards/riftbound.json``.
"""

from __future__ import annotations

from typing import Final

from .carddefs import DRAW1, CardDef, Effect, gear, probe_unit, spell

V13_COST_PROBES: Final[tuple[CardDef, ...]] = (
    spell(
        "Probe Crossroads",
        "fury",
        1,
        "Choose one — • Deal 2 to a unit. • Draw 1.",
        # One effect per mode, in printed order; the play names a target only for a mode that needs one.
        effects=(Effect("damage", 2), Effect("draw", 1)),
        target="unit",
        passives=("modal", "min_targets:0"),
    ),
    gear(
        "Probe Impresario",
        "chaos",
        2,
        "Units you play are played for [2].",
        passives=("units_for:2",),
    ),
    spell(
        "Probe Frostbite",
        "calm",
        0,
        "As you play this, you may pay [2] as an additional cost. Draw 1. If you paid the additional cost, "
        "draw 1 more.",
        effects=DRAW1,
        passives=("optional_energy:2", "optional_bonus_draw:1"),
    ),
    probe_unit(
        "Probe Prodigy",
        "mind",
        3,
        2,
        "Optional additional costs you pay cost [1] less.",
        passives=("optional_cost_discount",),
    ),
    probe_unit(
        "Probe Miser",
        "calm",
        2,
        2,
        "Optional additional costs you pay cost [1] less, to a minimum of [1].",
        passives=("optional_cost_discount_min1",),
    ),
    probe_unit(
        "Probe Haggler",
        "order",
        2,
        2,
        "Cards you play cost [1] less.",
        passives=("card_discount",),
    ),
    probe_unit("Probe Urchin", "chaos", 1, 1, ""),
)
