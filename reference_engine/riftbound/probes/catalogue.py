"""The probe cards this engine knows (``CARDS``): the base cards here, the larger probe groups in
the modules of this package, the card data model in ``carddefs.py``.

The neutral catalogue for adapters is ``cards/riftbound.json``; this module is the reference engine's own
implementation of the same cards (a test checks the two agree on every printed characteristic).
Card categories follow rules 132-181 (v1.2 numbering); keyword meanings follow 731-747.
"""

from __future__ import annotations

from typing import Final

from .abilities import (
    ABILITY_PROBES,
    V13_LINKED_PROBES,
    V13_OPTIONAL_TRIGGER_PROBES,
    V13_TARGETING_PROBES,
    V13_TRIGGER_PROBES,
)
from .carddefs import (
    DOMAINS,
    DRAW1,
    Activated,
    CardDef,
    CardType,
    Effect,
    TargetSpec,
    Triggered,
    TriggerEvent,
    rune,
    unit,
)
from .clauses import CLAUSE_PROBES
from .cleanup import V13_CLEANUP_PROBES
from .core import CORE_A_PROBES
from .costs import V13_COST_PROBES
from .information import V13_INFO_PROBES
from .play import PLAY_PROBES, V13_REPLACEMENT_PROBES
from .replacement import V13_SIMULTANEOUS_REPLACEMENT_PROBES
from .showdown_abilities import SHOWDOWN_ABILITY_PROBES
from .tokens import TOKEN_PROBES, TOKENS

__all__ = [
    "CARDS",
    "DOMAINS",
    "PLAY_PROBES",
    "TOKENS",
    "Activated",
    "CardDef",
    "CardType",
    "Effect",
    "TargetSpec",
    "TriggerEvent",
    "Triggered",
    "card",
]


def _by_name(*cards: CardDef) -> dict[str, CardDef]:
    """The cards by name. Two probe groups defining one name is a bug, not an override, so it fails here
    rather than silently replacing a card that other scenarios rely on."""
    out: dict[str, CardDef] = {}
    for c in cards:
        if c.name in out:
            raise ValueError(f"probe card {c.name!r} is defined twice")
        out[c.name] = c
    return out


CARDS: Final[dict[str, CardDef]] = _by_name(
    rune("fury", "Fury Rune"),
    rune("calm", "Calm Rune"),
    rune("mind", "Mind Rune"),
    rune("body", "Body Rune"),
    rune("chaos", "Chaos Rune"),
    rune("order", "Order Rune"),
    CardDef(name="Probe Battlefield", type="battlefield"),
    CardDef(name="Probe Legend", type="legend"),
    unit("Probe Footsoldier", "fury", 2, 2),
    unit("Probe Brute", "body", 4, 4),
    unit(
        "Probe Sprinter",
        "fury",
        2,
        2,
        ("Accelerate",),
        "[Accelerate] (You may pay [1][C] as an additional cost to have me enter ready.)",
    ),
    unit("Probe Ambusher", "chaos", 3, 3, ("Action",), "[Action] (Play me during showdowns.)"),
    unit(
        "Probe Reflex Guard",
        "calm",
        2,
        2,
        ("Reaction",),
        "[Reaction] (Play me any time, even before spells and abilities resolve.)",
    ),
    unit(
        "Probe Martyr",
        "order",
        2,
        1,
        ("Deathknell",),
        "[Deathknell] - Draw 1.",
        (Triggered("deathknell", DRAW1),),
    ),
    unit("Probe Herald", "mind", 2, 2, (), "When you play me, draw 1.", (Triggered("play", DRAW1),)),
    unit("Probe Raider", "fury", 3, 2, ("Assault 2",), "[Assault 2] (+2 [M] while I'm an attacker.)"),
    unit("Probe Bulwark", "calm", 3, 2, ("Shield 2",), "[Shield 2] (+2 [M] while I'm a defender.)"),
    unit("Probe Taunter", "body", 3, 3, ("Tank",), "[Tank] (I must be assigned combat damage first.)"),
    unit(
        "Probe Scout",
        "chaos",
        2,
        1,
        ("Ganking",),
        "[Ganking] (I can move from battlefield to battlefield.)",
    ),
    unit(
        "Probe Vanguard",
        "fury",
        3,
        3,
        (),
        "When I attack, deal 1 to an enemy unit here.",
        (Triggered("attack", (Effect("damage", 1),), "enemy_unit_here"),),
    ),
    unit("Probe Sentry", "order", 2, 2, (), "When I defend, draw 1.", (Triggered("defend", DRAW1),)),
    CardDef(
        name="Probe Insight",
        type="spell",
        domains=("mind",),
        energy=2,
        text="Draw 2.",
        effects=(Effect("draw", 2),),
    ),
    CardDef(
        name="Probe Bolt",
        type="spell",
        domains=("fury",),
        energy=1,
        power=(("fury", 1),),
        keywords=("Action",),
        text="[Action] Deal 3 to a unit at a battlefield.",
        effects=(Effect("damage", 3),),
        target="unit_at_battlefield",
    ),
    CardDef(
        name="Probe Zap",
        type="spell",
        domains=("fury",),
        energy=1,
        keywords=("Reaction",),
        text="[Reaction] Deal 2 to a unit.",
        effects=(Effect("damage", 2),),
        target="unit",
    ),
    CardDef(
        name="Probe Negate",
        type="spell",
        domains=("mind",),
        energy=2,
        power=(("mind", 1),),
        keywords=("Reaction",),
        text="[Reaction] Counter a spell.",
        effects=(Effect("counter"),),
        target="spell",
    ),
    CardDef(
        name="Probe Cull",
        type="spell",
        domains=("order",),
        energy=2,
        text="Kill a unit.",
        effects=(Effect("kill"),),
        target="unit",
    ),
    CardDef(
        name="Probe Relic",
        type="gear",
        domains=("mind",),
        energy=1,
        text="[1], [E]: Draw 1.",
        activated=(Activated(effects=DRAW1, energy=1, exhaust=True),),
    ),
    CardDef(
        name="Probe Sundial",
        type="gear",
        domains=("order",),
        energy=2,
        text="At the start of your Beginning Phase, draw 1.",
        triggered=(Triggered("beginning", DRAW1),),
    ),
    *ABILITY_PROBES,
    *PLAY_PROBES,
    *TOKEN_PROBES,
    *V13_REPLACEMENT_PROBES,
    *V13_TRIGGER_PROBES,
    *V13_OPTIONAL_TRIGGER_PROBES,
    *V13_TARGETING_PROBES,
    *V13_LINKED_PROBES,
    *V13_SIMULTANEOUS_REPLACEMENT_PROBES,
    *V13_CLEANUP_PROBES,
    *V13_INFO_PROBES,
    *V13_COST_PROBES,
    *CORE_A_PROBES,
    *CLAUSE_PROBES,
    *SHOWDOWN_ABILITY_PROBES,
)


def card(name: str) -> CardDef | None:
    return CARDS.get(name) or TOKENS.get(name)
