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
TargetSpec = Literal[
    "unit",
    "unit_at_battlefield",
    "enemy_unit_here",
    "spell",
    "friendly_unit_at_battlefield",
    "friendly_unit",  # play process probes (targets.py)
    "ready_unit",
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
    # Replacement effects (364-368) by kind, implemented in replacement.py.
    replacements: tuple[str, ...] = ()
    # Other passive abilities by kind: "extra_draw" (315.4.a), "opponents_turn_only" (363.1).
    passives: tuple[str, ...] = ()

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


# --- abilities / turn probes ---
# Cards for the turn's instructed actions (315.3.c, 315.4.a, 315.4.c, 317.1.a), Conquer and Hold effects
# (376.4.b-c), designations changing mid-combat (322.5), death triggers (376.1.b, 376.2.c, 378),
# replacement effects (364-368), reflexive triggers (379-381) and delayed abilities (382-385).
def _gear(
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


ABILITY_PROBES: Final[tuple[CardDef, ...]] = (
    _gear("Probe Rune Totem", "calm", 2, "In your Channel Phase, draw 1.", triggered=(Triggered("channel", _DRAW1),)),
    _gear("Probe Almanac", "mind", 2, "You draw an additional card in your Draw Phase.", passives=("extra_draw",)),
    _gear("Probe Quill", "mind", 2, "In your Draw Phase, draw 1.", triggered=(Triggered("draw_phase", _DRAW1),)),
    _gear(
        "Probe Lantern", "order", 2, "At the end of your turn, draw 1.", triggered=(Triggered("end_of_turn", _DRAW1),)
    ),
    _unit("Probe Conqueror", "fury", 3, 3, (), "When I conquer, draw 1.", (Triggered("conquer", _DRAW1),)),
    _unit("Probe Holdfast", "calm", 3, 3, (), "When I hold, draw 1.", (Triggered("hold", _DRAW1),)),
    # v1.3 317.2.e-f: a trigger on healing goes through FEPR in the Expiration Step, which then repeats.
    _unit("Probe Afterglow", "calm", 2, 3, (), "When I'm healed, draw 1.", (Triggered("healed", _DRAW1),)),
    CardDef(
        name="Probe Bounty Field",
        type="battlefield",
        text="When you conquer here, draw 1.",
        triggered=(Triggered("conquer_here", _DRAW1),),
    ),
    CardDef(
        name="Probe Granary Field",
        type="battlefield",
        text="When you hold here, draw 1.",
        triggered=(Triggered("hold_here", _DRAW1),),
    ),
    _gear(
        "Probe Muzzle",
        "order",
        2,
        "If an opponent would gain points, they gain that many minus 1 instead.",
        replacements=("muzzle",),
    ),
    _gear(
        "Probe War Drum",
        "fury",
        2,
        "If a player would gain points, they gain twice that many instead.",
        replacements=("war_drum",),
    ),
    _gear(
        "Probe Aegis",
        "calm",
        2,
        "If damage would be dealt to a friendly unit, 1 less is dealt to it instead.",
        replacements=("aegis",),
    ),
    _gear(
        "Probe Amplifier",
        "fury",
        2,
        "If a spell would deal damage to a unit, it deals twice that much instead.",
        replacements=("amplifier",),
    ),
    _gear(
        "Probe Ward Stone",
        "order",
        1,
        "The next time a battlefield would become contested, recycle this instead.",
        replacements=("ward_stone",),
    ),
    _gear(
        "Probe Hourglass",
        "mind",
        2,
        "The next time a friendly unit would die, kill this instead. Recall that unit exhausted.",
        replacements=("hourglass",),
        equivalent="Zhonya's Hourglass",
    ),
    CardDef(
        name="Probe Turncoat",
        type="spell",
        domains=("chaos",),
        energy=2,
        keywords=("Action",),
        text="[Action] Gain control of a unit at a battlefield.",
        effects=(Effect("gain_control"),),
        target="unit_at_battlefield",
    ),
    CardDef(
        name="Probe Fallback",
        type="spell",
        domains=("calm",),
        energy=1,
        keywords=("Reaction",),
        text="[Reaction] Move a friendly unit at a battlefield to its base.",
        effects=(Effect("move_to_base"),),
        target="friendly_unit_at_battlefield",
    ),
    _unit(
        "Probe Mourner",
        "order",
        2,
        2,
        (),
        "When another friendly unit dies, draw 1.",
        (Triggered("other_friendly_dies", _DRAW1),),
    ),
    _unit(
        "Probe Phoenix",
        "fury",
        2,
        2,
        (),
        "When a friendly unit dies, if I'm in your trash, return me to your hand.",
        (Triggered("friendly_dies_in_trash", (Effect("return_self_to_hand"),)),),
    ),
    _unit(
        "Probe Wraith",
        "chaos",
        2,
        2,
        (),
        "The first time a friendly unit dies each turn, draw 1.",
        (Triggered("first_friendly_death", _DRAW1),),
    ),
    _unit(
        "Probe Echo Caller",
        "mind",
        2,
        2,
        (),
        "When you play me, do this 2 times: draw 1.",
        (Triggered("play", (Effect("reflexive", 2, _DRAW1),)),),
    ),
    CardDef(
        name="Probe Omen",
        type="spell",
        domains=("mind",),
        energy=1,
        text="Do this: draw 1.",
        effects=(Effect("reflexive", 1, _DRAW1),),
    ),
    CardDef(
        name="Probe Guillotine",
        type="spell",
        domains=("order",),
        energy=2,
        text="Choose a unit. Kill it the next time it takes damage this turn.",
        effects=(Effect("delayed_kill_on_damage"),),
        target="unit",
        equivalent="Noxian Guillotine",
    ),
    CardDef(
        name="Probe Night Stalker",
        type="unit",
        domains=("chaos",),
        energy=2,
        might=2,
        keywords=("Reaction",),
        text="[Reaction] Play me only during an opponent's turn.",
        passives=("opponents_turn_only",),
    ),
)
# --- end of abilities / turn probes ---


# --- play process / costs probes ---
# Cards for the play process (346-356) and the ability play steps (389-394): several and "up to" targets,
# split damage, moving and returning targets, look-back, costs (ignore, additional, Deflect, increases,
# discounts) and effects that play cards. Flags and numbers live in ``passives`` (read by costs.py,
# targets.py, play.py and resolution.py); instructions whose ``op`` is listed in resolution.OPS run there.
def _spell(name: str, domain: str, energy: int, text: str, **kw: object) -> CardDef:
    return CardDef(name=name, type="spell", domains=(domain,), energy=energy, text=text, **kw)  # type: ignore[arg-type]


def _punit(name: str, domain: str, energy: int, might: int, text: str, **kw: object) -> CardDef:
    return CardDef(name=name, type="unit", domains=(domain,), energy=energy, might=might, text=text, **kw)  # type: ignore[arg-type]


_DEAL1 = (Effect("damage", 1),)

PLAY_PROBES: Final[tuple[CardDef, ...]] = (
    _punit(
        "Probe Deflector",
        "calm",
        2,
        2,
        "[Deflect] (Spells and abilities an opponent controls that choose me cost [A] more.)",
        keywords=("Deflect",),
    ),
    _spell(
        "Probe Volley",
        "fury",
        2,
        "Deal 2 to each of up to two units at battlefields.",
        effects=(Effect("damage", 2),),
        target="unit_at_battlefield",
        passives=("min_targets:0", "max_targets:2"),
    ),
    _spell(
        "Probe Barrage",
        "fury",
        1,
        "Split damage equal to the number of cards in your hand among up to that many units.",
        effects=(Effect("split_damage"),),
        target="unit",
        passives=("split_hand",),
    ),
    _spell(
        "Probe Shift",
        "chaos",
        1,
        "[Reaction] Move a unit you control to your base or to a battlefield.",
        keywords=("Reaction",),
        effects=(Effect("move"),),
        target="friendly_unit",
        passives=("moves",),
    ),
    _spell(
        "Probe Recall",
        "calm",
        1,
        "[Reaction] Return a unit you control to its owner's hand.",
        keywords=("Reaction",),
        effects=(Effect("return_hand"),),
        target="friendly_unit",
    ),
    _spell(
        "Probe Harvest",
        "order",
        1,
        "[Action] Kill a unit you control. Draw cards equal to its Might.",
        keywords=("Action",),
        effects=(Effect("kill"), Effect("draw_might")),
        target="friendly_unit",
    ),
    _spell(
        "Probe Wellspring",
        "mind",
        2,
        "Play the top card of your main deck to your base, ignoring its cost, if it's a unit or gear. Draw 1.",
        effects=(Effect("play_top", 0), Effect("draw", 1)),
    ),
    _spell(
        "Probe Overflow",
        "mind",
        1,
        "Play the top card of your main deck to your base, ignoring its Energy cost, if it's a unit or gear. "
        "Draw 1.",
        effects=(Effect("play_top", 1), Effect("draw", 1)),
    ),
    _punit("Probe Ogre", "body", 3, 4, "", power=(("body", 1),)),
    _punit(
        "Probe Keeper",
        "mind",
        2,
        2,
        "As you play me, you may pay [C] as an additional cost. If you do, draw 1.",
        effects=_DRAW1,
        passives=("optional_power",),
    ),
    CardDef(
        name="Probe Quartermaster",
        type="gear",
        domains=("order",),
        energy=2,
        text="Units you play cost [A] less.",
        passives=("unit_power_discount",),
    ),
    _punit(
        "Probe Patron",
        "chaos",
        2,
        4,
        "As an additional cost to play me, kill a friendly unit.",
        passives=("kill_cost",),
    ),
    _spell(
        "Probe Offering",
        "chaos",
        1,
        "As an additional cost to play this, kill a friendly unit. Draw 2.",
        effects=(Effect("draw", 2),),
        passives=("kill_cost",),
    ),
    _punit(
        "Probe Warden",
        "order",
        3,
        3,
        "Spells your opponents play and abilities they activate cost [1] more.",
        passives=("tax_opponents",),
    ),
    _spell(
        "Probe Skyfall",
        "fury",
        3,
        "This spell's Energy cost is reduced by the highest Might among units you control. Draw 2.",
        effects=(Effect("draw", 2),),
        passives=("discount_highest_might",),
    ),
    _punit(
        "Probe Apprentice",
        "mind",
        2,
        1,
        "While I'm at a battlefield, the Energy cost of spells you play is reduced by [1], to a minimum of [1].",
        passives=("spell_discount_min1",),
    ),
    _punit(
        "Probe Duelist",
        "fury",
        2,
        2,
        "[E]: Deal 1 to a ready unit.",
        activated=(Activated(effects=_DEAL1, exhaust=True, target="ready_unit"),),
    ),
    CardDef(
        name="Probe Catapult",
        type="gear",
        domains=("fury",),
        energy=1,
        text="[1], [E]: Deal 1 to a unit at a battlefield.",
        activated=(Activated(effects=_DEAL1, energy=1, exhaust=True, target="unit_at_battlefield"),),
    ),
    _punit(
        "Probe Marksman",
        "fury",
        2,
        2,
        "When you play me, deal 1 to a unit at a battlefield.",
        triggered=(Triggered("play", _DEAL1, "unit_at_battlefield"),),
    ),
    _punit(
        "Probe Tithe",
        "mind",
        2,
        2,
        "When you play me, you may pay [1]. If you do, draw 1. (This ability's cost is [1].)",
        triggered=(Triggered("play", _DRAW1),),
        passives=("trigger_cost:1",),
    ),
    _punit("Probe Swiftfoot", "body", 2, 2, "I enter ready.", passives=("enters_ready",)),
    _punit("Probe Infiltrator", "chaos", 2, 2, "You may play me to any battlefield.", passives=("play_anywhere",)),
    _spell(
        "Probe Quake",
        "body",
        2,
        "Deal 1 to all units at battlefields.",
        effects=(Effect("damage_all_bf", 1),),
    ),
    _spell("Probe Surge", "calm", 1, "Channel 2 runes.", effects=(Effect("channel", 2),)),
)


# --- tokens / group targets / illegal state probes (tokens.py) ---
# 347.2 (tokens are played), 352.11 (a group of targets with a collective requirement), 355.2 and 393.2 (a
# play or an ability must not create an illegal state: units of three players at one battlefield).
TOKEN_PROBES: Final[tuple[CardDef, ...]] = (
    _spell(
        "Probe Muster",
        "order",
        1,
        "Play a 1 [M] Recruit unit token to your base.",
        effects=(Effect("play_token", 1),),
    ),
    _punit(
        "Probe Drillmaster",
        "order",
        2,
        2,
        "When you play another unit, draw 1.",
        triggered=(Triggered("friendly_play", _DRAW1),),
    ),
    _spell(
        "Probe Fox-Fire",
        "chaos",
        2,
        "Kill any number of units at a battlefield with total Might 4 or less.",
        effects=(Effect("kill"),),
        target="unit_at_battlefield",
        passives=("min_targets:0", "max_targets:99", "group_might:4"),
    ),
    _spell(
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
        activated=(Activated(effects=(Effect("move"),), exhaust=True, target="friendly_unit"),),
    ),
)
# Token definitions (173-181): never in a deck, so not in CARDS nor in the catalogue; the state names a token
# by its kind (181.1: a 1 [M] Recruit is a domainless unit token).
TOKENS: Final[dict[str, CardDef]] = {
    "Recruit Token": CardDef(name="Recruit Token", type="unit", might=1, text="(A 1 [M] Recruit unit token.)"),
}
# --- end of tokens / group targets / illegal state probes ---


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
        *ABILITY_PROBES,
        *PLAY_PROBES,
        *TOKEN_PROBES,
    )
}


def card(name: str) -> CardDef | None:
    return CARDS.get(name) or TOKENS.get(name)
