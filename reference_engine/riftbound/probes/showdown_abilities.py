"""Core probe card for the timing of activated abilities with Action (RB02/14; v1.2 732.1.b, 732.1.c.2).

Probe Relic's ability has neither Action nor Reaction and the runes' Add abilities have Reaction, so without
this card no scenario activates an ability that Action alone permits in a showdown.

- Probe Signal Fire: "[E]: [Action] Draw 1." (a gear whose ability may be activated in Showdown Open on any
  player's turn, 308.1.a, but not in a Closed state, 309.1.a).
"""

from __future__ import annotations

from typing import Final

from .carddefs import DRAW1, Activated, CardDef

SHOWDOWN_ABILITY_PROBES: Final[tuple[CardDef, ...]] = (
    CardDef(
        name="Probe Signal Fire",
        type="gear",
        domains=("mind",),
        energy=1,
        text="[E]: [Action] Draw 1.",
        activated=(Activated(effects=DRAW1, exhaust=True, action=True),),
    ),
)
