"""Core probe spells for chain and showdown scenarios (RB01-RB12, RB20, RB23, RB24).

A scenario that only needs "some Reaction spell" or "some Action spell" on a chain or in a showdown should
not depend on how an engine scopes targets (Probe Zap targets a unit anywhere, Probe Bolt a unit at a
battlefield): these two spells target nothing and do the most common thing there is, so every engine that
implements the keywords can run those scenarios.

- Probe Quick Study: "[Reaction] Draw 1." (a spell playable in a Closed state, 309.1.a, 739).
- Probe Field Study: "[Action] Draw 1." (playable in Showdown Open but not in a Closed state, 308.1.a, 732).
"""

from __future__ import annotations

from typing import Final

from .carddefs import DRAW1, CardDef

CORE_A_PROBES: Final[tuple[CardDef, ...]] = (
    CardDef(
        name="Probe Quick Study",
        type="spell",
        domains=("mind",),
        energy=1,
        keywords=("Reaction",),
        text="[Reaction] Draw 1.",
        effects=DRAW1,
    ),
    CardDef(
        name="Probe Field Study",
        type="spell",
        domains=("mind",),
        energy=1,
        keywords=("Action",),
        text="[Action] Draw 1.",
        effects=DRAW1,
    ),
)
