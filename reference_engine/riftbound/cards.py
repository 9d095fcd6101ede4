"""The probe cards this engine knows, with their behaviour in structured form.

The neutral catalogue for adapters is ``cards/riftbound.json``; this module is the reference engine's own
implementation of the same cards (a test checks the two agree on every printed characteristic).
Card categories follow rules 132-181 (v1.2 numbering); keyword meanings follow 731-747.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

DOMAINS: Final = ("fury", "calm", "mind", "body", "chaos", "order")

CardType = Literal["unit", "spell", "gear", "rune", "battlefield", "legend"]
TargetSpec = Literal["unit", "unit_at_battlefield", "enemy_unit_here", "spell"]
TriggerEvent = Literal["play", "attack", "defend", "deathknell", "beginning"]


@dataclass(frozen=True)
class Effect:
    """One instruction: ``op`` in draw | damage | kill | counter | add_energy | add_power."""

    op: str
    amount: int = 0


@dataclass(frozen=True)
class Activated:
    """An activated ability "cost: effect" (369-374). ``add`` abilities never use the chain (416.2)."""

    effects: tuple[Effect, ...]
    energy: int = 0
    exhaust: bool = False
    recycle_self: bool = False
    target: TargetSpec | None = None
    reaction: bool = False
    action: bool = False

    @property
    def is_add(self) -> bool:
        return all(e.op in ("add_energy", "add_power") for e in self.effects)


@dataclass(frozen=True)
class Triggered:
    """A triggered ability (375-378); ``deathknell`` is the keyword of rule 734."""

    event: TriggerEvent
    effects: tuple[Effect, ...]
    target: TargetSpec | None = None


@dataclass(frozen=True)
class CardDef:
    name: str
    type: CardType
    domains: tuple[str, ...] = ()
    energy: int | None = None
    power: tuple[tuple[str, int], ...] = ()
    might: int | None = None
    keywords: tuple[str, ...] = ()
    text: str = ""
    equivalent: str | None = None
    effects: tuple[Effect, ...] = ()
    target: TargetSpec | None = None
    activated: tuple[Activated, ...] = ()
    triggered: tuple[Triggered, ...] = field(default_factory=tuple)

    def has(self, keyword: str) -> bool:
        return any(k == keyword or k.startswith(keyword + " ") for k in self.keywords)

    def keyword_value(self, keyword: str) -> int:
        """Summed value of a valued keyword such as Assault 2 (733.2, 740.2); 1 when the value is omitted."""
        total = 0
        for k in self.keywords:
            if k == keyword:
                total += 1
            elif k.startswith(keyword + " "):
                total += int(k.split()[1])
        return total


def _rune(domain: str, equivalent: str) -> CardDef:
    return CardDef(
        name=f"Probe {domain.capitalize()} Rune",
        type="rune",
        domains=(domain,),
        text="[E]: [Reaction] Add [1]. Recycle this: [Reaction] Add [C].",
        equivalent=equivalent,
        activated=(
            Activated(effects=(Effect("add_energy", 1),), exhaust=True, reaction=True),
            Activated(effects=(Effect("add_power", 1),), recycle_self=True, reaction=True),
        ),
    )


def _unit(
    name: str,
    domain: str,
    energy: int,
    might: int,
    keywords: tuple[str, ...] = (),
    text: str = "",
    triggered: tuple[Triggered, ...] = (),
    power: tuple[tuple[str, int], ...] = (),
) -> CardDef:
    return CardDef(
        name=name,
        type="unit",
        domains=(domain,),
        energy=energy,
        power=power,
        might=might,
        keywords=keywords,
        text=text,
        triggered=triggered,
    )


_DRAW1 = (Effect("draw", 1),)

CARDS: Final[dict[str, CardDef]] = {
    c.name: c
    for c in (
        _rune("fury", "Fury Rune"),
        _rune("calm", "Calm Rune"),
        _rune("mind", "Mind Rune"),
        _rune("body", "Body Rune"),
        _rune("chaos", "Chaos Rune"),
        _rune("order", "Order Rune"),
        CardDef(name="Probe Battlefield", type="battlefield"),
        CardDef(name="Probe Legend", type="legend"),
        _unit("Probe Footsoldier", "fury", 2, 2),
        _unit("Probe Brute", "body", 4, 4),
        _unit(
            "Probe Sprinter",
            "fury",
            2,
            2,
            ("Accelerate",),
            "[Accelerate] (You may pay [1][C] as an additional cost to have me enter ready.)",
        ),
        _unit("Probe Ambusher", "chaos", 3, 3, ("Action",), "[Action] (Play me during showdowns.)"),
        _unit(
            "Probe Reflex Guard",
            "calm",
            2,
            2,
            ("Reaction",),
            "[Reaction] (Play me any time, even before spells and abilities resolve.)",
        ),
        _unit(
            "Probe Martyr",
            "order",
            2,
            1,
            ("Deathknell",),
            "[Deathknell] - Draw 1.",
            (Triggered("deathknell", _DRAW1),),
        ),
        _unit("Probe Herald", "mind", 2, 2, (), "When you play me, draw 1.", (Triggered("play", _DRAW1),)),
        _unit("Probe Raider", "fury", 3, 2, ("Assault 2",), "[Assault 2] (+2 [M] while I'm an attacker.)"),
        _unit("Probe Bulwark", "calm", 3, 2, ("Shield 2",), "[Shield 2] (+2 [M] while I'm a defender.)"),
        _unit("Probe Taunter", "body", 3, 3, ("Tank",), "[Tank] (I must be assigned combat damage first.)"),
        _unit(
            "Probe Scout",
            "chaos",
            2,
            1,
            ("Ganking",),
            "[Ganking] (I can move from battlefield to battlefield.)",
        ),
        _unit(
            "Probe Vanguard",
            "fury",
            3,
            3,
            (),
            "When I attack, deal 1 to an enemy unit here.",
            (Triggered("attack", (Effect("damage", 1),), "enemy_unit_here"),),
        ),
        _unit("Probe Sentry", "order", 2, 2, (), "When I defend, draw 1.", (Triggered("defend", _DRAW1),)),
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
            activated=(Activated(effects=_DRAW1, energy=1, exhaust=True),),
        ),
        CardDef(
            name="Probe Sundial",
            type="gear",
            domains=("order",),
            energy=2,
            text="At the start of your Beginning Phase, draw 1.",
            triggered=(Triggered("beginning", _DRAW1),),
        ),
    )
}


def card(name: str) -> CardDef | None:
    return CARDS.get(name)
