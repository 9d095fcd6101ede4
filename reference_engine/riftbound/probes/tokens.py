"""Probe cards for tokens, group targets and illegal states.

347.2 (tokens are played), 352.11 (a group of targets with a collective requirement), 355.2 and 393.2 (a
play or an ability must not create an illegal state: units of three players at one battlefield).
"""

from __future__ import annotations

from typing import Final

from .carddefs import DRAW1, Activated, CardDef, Effect, Triggered, probe_unit, spell

TOKEN_PROBES: Final[tuple[CardDef, ...]] = (
    spell(
        "Probe Muster",
        "order",
        1,
        "Play a 1 [M] Recruit unit token to your base.",
        effects=(Effect("play_token", 1),),
    ),
    probe_unit(
        "Probe Drillmaster",
        "order",
        2,
        2,
        "When you play another unit, draw 1.",
        triggered=(Triggered("friendly_play", DRAW1),),
    ),
    spell(
        "Probe Fox-Fire",
        "chaos",
        2,
        "Kill any number of units at a battlefield with total Might 4 or less.",
        effects=(Effect("kill"),),
        target="unit_at_battlefield",
        passives=("min_targets:0", "max_targets:99", "group_might:4"),
    ),
    spell(
        "Probe Rally",
        "body",
        1,
        "[Reaction] Give a unit +1 [M] this turn.",
        keywords=("Reaction",),
        effects=(Effect("might_this_turn", 1),),
        target="unit",
    ),
    CardDef(
        name="Probe Ferry",
        type="gear",
        domains=("chaos",),
        energy=1,
        text="[E]: Move a friendly unit to a battlefield.",
        activated=(
            Activated(effects=(Effect("move_to_battlefield"),), exhaust=True, target="friendly_unit_and_battlefield"),
        ),
    ),
)
# Token definitions (173-181): never in a deck, so not in CARDS nor in the catalogue; the state names a token
# by its kind (181.1: a 1 [M] Recruit is a domainless unit token).
TOKENS: Final[dict[str, CardDef]] = {
    "Recruit Token": CardDef(name="Recruit Token", type="unit", might=1, text="(A 1 [M] Recruit unit token.)"),
}
