"""How the engine describes a probe card: characteristics and behaviour as frozen data, plus constructors.

The neutral catalogue for adapters is ``cards/riftbound.json``; this module is the reference engine's own
implementation of the same cards (a test checks the two agree on every printed characteristic).
Card categories follow rules 132-181 (v1.2 numbering); keyword meanings follow 731-747.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Final, Literal

DOMAINS: Final = ("fury", "calm", "mind", "body", "chaos", "order")

CardType = Literal["unit", "spell", "gear", "rune", "battlefield", "legend"]
TargetSpec = Literal[
    "unit",
    "unit_at_battlefield",
    "enemy_unit_here",
    "spell",
    "friendly_unit_at_battlefield",
    "friendly_unit",  # play process probes (targets.py)
    "ready_unit",
    "ability",  # v1.3 377.2.a probes: an activated or triggered ability on the chain (information.py)
    "friendly_unit_and_battlefield",  # Probe Ferry: a unit you control and where it moves (rules/moves.py)
]
TriggerEvent = Literal[
    "play",
    "attack",
    "defend",
    "deathknell",
    "beginning",
    # abilities / turn probes (see the block at the end of CARDS)
    "channel",  # 315.3.c: in your Channel Phase, after channeling
    "draw_phase",  # 315.4.c: in your Draw Phase, after drawing
    "end_of_turn",  # 317.1.a: at the end of your turn (Ending Step)
    "conquer",  # 376.4.b.2.a: "When I conquer" (a unit present at the conquered battlefield)
    "hold",  # 376.4.c.2.a: "When I hold"
    "conquer_here",  # 376.4.b.2.b: a battlefield's "When you conquer here"
    "hold_here",  # 376.4.c.2.b: a battlefield's "When you hold here"
    "other_friendly_dies",  # "When another friendly unit dies" (on the board, 376.2.c.2)
    "friendly_dies_in_trash",  # "When a friendly unit dies, if I'm in your trash" (376.2.c.1, 378.2)
    "first_friendly_death",  # "The first time a friendly unit dies each turn" (376.1.b)
    "friendly_play",  # "When you play another unit" (tokens.py: token units are played too, 347.2)
    "healed",  # "When I'm healed" (actions.heal; v1.3 317.2.e-f repeats the Expiration Step)
    "chosen",  # v1.3 383.4.b: "When you choose me" (a Targeting Effect; triggers.py)
    "moved_from",  # v1.3 359.3.f.3: "When I move from a location" (the origin is noted; information.py)
    "used_gear_ability",  # v1.3 377.2.a: "When you use a gear's ability" (on resolution; information.py)
]


@dataclass(frozen=True)
class Effect:
    """One instruction: ``op`` in draw | damage | kill | counter | add_energy | add_power."""

    op: str
    amount: int = 0
    then: tuple[Effect, ...] = ()  # op "reflexive": the ability created ``amount`` times (380-381)


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
    # v1.3 377.2.b: "use this ability only while ..." must hold to activate it (information.use_condition_met).
    condition: str | None = None

    @property
    def is_add(self) -> bool:
        return all(e.op in ("add_energy", "add_power") for e in self.effects)


@dataclass(frozen=True)
class Triggered:
    """A triggered ability (375-378); ``deathknell`` is the keyword of rule 734."""

    event: TriggerEvent
    effects: tuple[Effect, ...]
    target: TargetSpec | None = None
    # v1.3 383.3.e: an "if ..." after the trigger condition, checked as it is met (triggers.py).
    condition: str | None = None
    # v1.3 383.3.a: "you may" first in the effect; 383.3.f: "once each turn" (optional too, 383.3.f.1).
    optional: bool = False
    once_each_turn: bool = False


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
    # Replacement effects (364-368) by kind, implemented in replacement.py.
    replacements: tuple[str, ...] = ()
    # Other passive abilities by kind: "extra_draw" (315.4.a), "opponents_turn_only" (363.1).
    passives: tuple[str, ...] = ()

    def has(self, keyword: str) -> bool:
        """Whether the card has ``keyword``, one without a value (Tank, Ganking, Action, Reaction, Accelerate):
        a valued keyword such as Assault 2 is read with ``keyword_value``."""
        return keyword in self.keywords

    def keyword_value(self, keyword: str) -> int:
        """Summed value of a valued keyword such as Assault 2 (733.2, 740.2); 1 when the value is omitted."""
        total = 0
        for k in self.keywords:
            if k == keyword:
                total += 1
            elif k.startswith(keyword + " "):
                total += int(k.split()[1])
        return total


def rune(domain: str, equivalent: str) -> CardDef:
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


def unit(
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


DRAW1 = (Effect("draw", 1),)


def gear(
    name: str,
    domain: str,
    energy: int,
    text: str,
    *,
    triggered: tuple[Triggered, ...] = (),
    replacements: tuple[str, ...] = (),
    passives: tuple[str, ...] = (),
    equivalent: str | None = None,
) -> CardDef:
    return CardDef(
        name=name,
        type="gear",
        domains=(domain,),
        energy=energy,
        text=text,
        triggered=triggered,
        replacements=replacements,
        passives=passives,
        equivalent=equivalent,
    )


def spell(name: str, domain: str, energy: int, text: str, **kw: object) -> CardDef:
    return CardDef(name=name, type="spell", domains=(domain,), energy=energy, text=text, **kw)  # type: ignore[arg-type]


def probe_unit(name: str, domain: str, energy: int, might: int, text: str, **kw: object) -> CardDef:
    return CardDef(name=name, type="unit", domains=(domain,), energy=energy, might=might, text=text, **kw)  # type: ignore[arg-type]


# The instructions that act on a chosen target (rules/abilities.execute checks those targets again).
TARGETED_OPS: Final = (
    "damage",
    "kill",
    "counter",
    "gain_control",
    "move_to_base",
    "delayed_kill_on_damage",
    "link_draw_on_death",  # v1.3 390.5.a (rules/triggers.py)
    "link_damage_on_my_death",  # v1.3 390.5.b (rules/triggers.py)
    "delayed_token_on_death",  # v1.3 359.3.f.3.a (rules/information.py)
    "noted_token_on_death",  # v1.3 359.3.f.3.a.1 (rules/information.py)
)
# The linked-ability instructions (390.5.a-b) rules/triggers.create_link creates links for.
LINK_OPS: Final = frozenset({"link_draw_on_death", "link_damage_on_my_death"})


def passive_value(cdef: CardDef, name: str) -> int | None:
    """The integer of a ``name:N`` passive (or 1 for a bare ``name``), None when the card lacks it."""
    for p in cdef.passives:
        if p == name:
            return 1
        if p.startswith(name + ":"):
            return int(p.split(":", 1)[1])
    return None


@cache
def text_keys(cdef: CardDef) -> frozenset[str]:
    """The parts of a card's text the engine plays, by key: ``passive:<name>`` (the name before any ``:N``),
    ``replacement:<kind>``, ``effect:<op>`` (of the card, its triggered and its activated abilities),
    ``trigger:<event>`` and ``trigger:optional`` / ``trigger:once_each_turn`` ("you may", "once each turn").
    An edition names the keys it does not play (editions.Riftbound12.unplayed_texts)."""
    keys = {f"passive:{p.split(':', 1)[0]}" for p in cdef.passives}
    keys.update(f"replacement:{r}" for r in cdef.replacements)
    effects = list(cdef.effects)
    for t in cdef.triggered:
        keys.add(f"trigger:{t.event}")
        if t.optional:
            keys.add("trigger:optional")
        if t.once_each_turn:
            keys.add("trigger:once_each_turn")
        effects.extend(t.effects)
    for a in cdef.activated:
        effects.extend(a.effects)
    while effects:
        e = effects.pop()
        keys.add(f"effect:{e.op}")
        effects.extend(e.then)
    return frozenset(keys)
