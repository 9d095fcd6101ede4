"""Core probe cards for the clause record of the seed rules (issue 11, referee/rules/data/clauses-riftbound.toml).

- Probe Charge: "Move a friendly unit to a battlefield." The simplest spell that can start a combat (316.4.b):
  moved onto a battlefield where an opponent has units, the unit makes the combat that 316.4.c says runs exactly
  like one a standard move starts. No keyword, so it is played like any spell in a Neutral Open state; the
  destination is a battlefield (a target, 352.10.b), never the base, unlike Probe Shift's choice of either.
"""

from __future__ import annotations

from typing import Final

from .carddefs import CardDef, Effect

CLAUSE_PROBES: Final[tuple[CardDef, ...]] = (
    CardDef(
        name="Probe Charge",
        type="spell",
        domains=("body",),
        energy=1,
        text="Move a friendly unit to a battlefield.",
        effects=(Effect("move"),),
        target="friendly_unit",
        passives=("moves", "moves_to_battlefield"),
    ),
)
