"""Probe cards for abilities and the turn's instructed actions.

Cards for the turn's instructed actions (315.3.c, 315.4.a, 315.4.c, 317.1.a), Conquer and Hold effects
(376.4.b-c), designations changing mid-combat (322.5), death triggers (376.1.b, 376.2.c, 378),
replacement effects (364-368), reflexive triggers (379-381) and delayed abilities (382-385).
"""

from __future__ import annotations

from typing import Final

from .carddefs import DRAW1, CardDef, Effect, Triggered, gear, unit

ABILITY_PROBES: Final[tuple[CardDef, ...]] = (
    gear("Probe Rune Totem", "calm", 2, "In your Channel Phase, draw 1.", triggered=(Triggered("channel", DRAW1),)),
    gear("Probe Almanac", "mind", 2, "You draw an additional card in your Draw Phase.", passives=("extra_draw",)),
    gear("Probe Quill", "mind", 2, "In your Draw Phase, draw 1.", triggered=(Triggered("draw_phase", DRAW1),)),
    gear(
        "Probe Lantern", "order", 2, "At the end of your turn, draw 1.", triggered=(Triggered("end_of_turn", DRAW1),)
    ),
    unit("Probe Conqueror", "fury", 3, 3, (), "When I conquer, draw 1.", (Triggered("conquer", DRAW1),)),
    unit("Probe Holdfast", "calm", 3, 3, (), "When I hold, draw 1.", (Triggered("hold", DRAW1),)),
    # v1.3 317.2.e-f: a trigger on healing goes through FEPR in the Expiration Step, which then repeats.
    unit("Probe Afterglow", "calm", 2, 3, (), "When I'm healed, draw 1.", (Triggered("healed", DRAW1),)),
    CardDef(
        name="Probe Bounty Field",
        type="battlefield",
        text="When you conquer here, draw 1.",
        triggered=(Triggered("conquer_here", DRAW1),),
    ),
    CardDef(
        name="Probe Granary Field",
        type="battlefield",
        text="When you hold here, draw 1.",
        triggered=(Triggered("hold_here", DRAW1),),
    ),
    gear(
        "Probe Muzzle",
        "order",
        2,
        "If an opponent would gain points, they gain that many minus 1 instead.",
        replacements=("muzzle",),
    ),
    gear(
        "Probe War Drum",
        "fury",
        2,
        "If a player would gain points, they gain twice that many instead.",
        replacements=("war_drum",),
    ),
    gear(
        "Probe Aegis",
        "calm",
        2,
        "If damage would be dealt to a friendly unit, 1 less is dealt to it instead.",
        replacements=("aegis",),
    ),
    gear(
        "Probe Amplifier",
        "fury",
        2,
        "If a spell would deal damage to a unit, it deals twice that much instead.",
        replacements=("amplifier",),
    ),
    gear(
        "Probe Ward Stone",
        "order",
        1,
        "The next time a battlefield would become contested, recycle this instead.",
        replacements=("ward_stone",),
    ),
    gear(
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
    unit(
        "Probe Mourner",
        "order",
        2,
        2,
        (),
        "When another friendly unit dies, draw 1.",
        (Triggered("other_friendly_dies", DRAW1),),
    ),
    unit(
        "Probe Phoenix",
        "fury",
        2,
        2,
        (),
        "When a friendly unit dies, if I'm in your trash, return me to your hand.",
        (Triggered("friendly_dies_in_trash", (Effect("return_self_to_hand"),)),),
    ),
    unit(
        "Probe Wraith",
        "chaos",
        2,
        2,
        (),
        "The first time a friendly unit dies each turn, draw 1.",
        (Triggered("first_friendly_death", DRAW1),),
    ),
    unit(
        "Probe Echo Caller",
        "mind",
        2,
        2,
        (),
        "When you play me, do this 2 times: draw 1.",
        (Triggered("play", (Effect("reflexive", 2, DRAW1),)),),
    ),
    CardDef(
        name="Probe Omen",
        type="spell",
        domains=("mind",),
        energy=1,
        text="Do this: draw 1.",
        effects=(Effect("reflexive", 1, DRAW1),),
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

# --- v1.3 trigger probes ---
# Triggered abilities with a conditional after the trigger condition (v1.3 383.3.e, 383.4.e.2.b,
# 383.4.f.2.b; checked in triggers.py). Used by features/riftbound/RB25-v1.3-triggered-abilities.feature.
V13_TRIGGER_PROBES: Final[tuple[CardDef, ...]] = (
    unit(
        "Probe Harmonist",
        "calm",
        2,
        2,
        (),
        "At the end of your turn, if I'm at a battlefield, draw 1.",
        (Triggered("end_of_turn", DRAW1, condition="at_battlefield"),),
    ),
    unit(
        "Probe Outrider",
        "fury",
        2,
        2,
        (),
        "When I attack, if you control a gear, draw 1.",
        (Triggered("attack", DRAW1, condition="controls_gear"),),
    ),
    unit(
        "Probe Gatekeeper",
        "order",
        2,
        2,
        (),
        "When I defend, if you control a gear, draw 1.",
        (Triggered("defend", DRAW1, condition="controls_gear"),),
    ),
)
V13_OPTIONAL_TRIGGER_PROBES: Final[tuple[CardDef, ...]] = (
    # 383.3.a: "you may" as the first part of the effect.
    unit(
        "Probe Courier",
        "mind",
        2,
        2,
        (),
        "When you play me, you may draw 1.",
        (Triggered("play", DRAW1, optional=True),),
    ),
    # 383.3.f: "once each turn"; placing it is optional (383.3.f.1) and declining doesn't use it (383.3.f.2).
    unit(
        "Probe Drill Sergeant",
        "order",
        2,
        2,
        (),
        "Once each turn, when you play another unit, draw 1.",
        (Triggered("friendly_play", DRAW1, once_each_turn=True),),
    ),
)
V13_TARGETING_PROBES: Final[tuple[CardDef, ...]] = (
    # 383.4.b: a Targeting Effect.
    unit(
        "Probe Mirror Knight",
        "mind",
        2,
        3,
        (),
        "When you choose me, draw 1.",
        (Triggered("chosen", DRAW1),),
    ),
)
V13_LINKED_PROBES: Final[tuple[CardDef, ...]] = (
    # 390.5.a, 397: a delayed linked ability referencing the object its linked ability chose.
    unit(
        "Probe Bounty Hunter",
        "chaos",
        2,
        2,
        (),
        "When you play me, choose a unit. When that unit dies, draw 1.",
        (Triggered("play", (Effect("link_draw_on_death"),), "unit"),),
    ),
    # 390.5.b, 397: a delayed linked ability referencing its source.
    unit(
        "Probe Avenger",
        "fury",
        2,
        2,
        (),
        "When you play me, choose a unit. When I die, deal 3 to that unit.",
        (Triggered("play", (Effect("link_damage_on_my_death", 3),), "unit"),),
    ),
)
