"""Probe cards for the v1.3 cleanup scenarios of RB30 (319.7, 322, 323.13); behaviour in cleanup.py.

- Probe Lamplighter: its Might depends on its own Exhausted/Ready status, and it can exhaust itself with an
  Add ability that never uses the chain (416.2), so the only reason for a Cleanup after that activation is
  the status change itself (319.7).
- Probe Standard-Bearer: other friendly units at its location have +1 Might, so its death in one Cleanup can
  leave another unit lethally damaged for the next one (322).
- Probe Bastion: a 0 Might unit the Combat Special Cleanup does not recall; an attacking Bastion facing a
  defending one ends the combat with units of both players there ("No Result", 461.3.d), the only way in
  1v1 to stage a Combat without a Showdown for Cleanup step 9 (323.13).
"""

from __future__ import annotations

from typing import Final

from .carddefs import Activated, CardDef, Effect

# Passive kinds (``CardDef.passives``) read by model.state.static_might / cleanup.keeps_place.
READY_MIGHT: Final = "ready_might_2"  # +2 Might while ready
BANNER: Final = "banner_here"  # other friendly units at my location have +1 Might
HOLDFAST: Final = "holdfast"  # not recalled by a Combat Special Cleanup (461.1.a.2)

V13_CLEANUP_PROBES: Final[tuple[CardDef, ...]] = (
    CardDef(
        name="Probe Lamplighter",
        type="unit",
        domains=("order",),
        energy=2,
        might=2,
        text="I have +2 [M] while I'm ready. [E]: [Reaction] Add [1].",
        activated=(Activated(effects=(Effect("add_energy", 1),), exhaust=True, reaction=True),),
        passives=(READY_MIGHT,),
    ),
    CardDef(
        name="Probe Standard-Bearer",
        type="unit",
        domains=("order",),
        energy=3,
        might=2,
        text="Other friendly units here have +1 [M].",
        passives=(BANNER,),
    ),
    CardDef(
        name="Probe Bastion",
        type="unit",
        domains=("body",),
        energy=1,
        might=0,
        text="I'm not recalled when a combat ends.",
        passives=(HOLDFAST,),
    ),
)
