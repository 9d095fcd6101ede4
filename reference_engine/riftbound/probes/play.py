"""Probe cards for the play process and costs.

Cards for the play process (346-356) and the ability play steps (389-394): several and "up to" targets,
split damage, moving and returning targets, look-back, costs (ignore, additional, Deflect, increases,
discounts) and effects that play cards. Flags and numbers live in ``passives`` (read by costs.py,
targets.py, play.py and resolution.py); instructions whose ``op`` is listed in resolution.OPS run there.
"""

from __future__ import annotations

from typing import Final

from .carddefs import DRAW1, Activated, CardDef, Effect, Triggered, gear, probe_unit, spell

_DEAL1 = (Effect("damage", 1),)

PLAY_PROBES: Final[tuple[CardDef, ...]] = (
    probe_unit(
        "Probe Deflector",
        "calm",
        2,
        2,
        "[Deflect] (Spells and abilities an opponent controls that choose me cost [A] more.)",
        keywords=("Deflect",),
    ),
    spell(
        "Probe Volley",
        "fury",
        2,
        "Deal 2 to each of up to two units at battlefields.",
        effects=(Effect("damage", 2),),
        target="unit_at_battlefield",
        passives=("min_targets:0", "max_targets:2"),
    ),
    spell(
        "Probe Barrage",
        "fury",
        1,
        "Split damage equal to the number of cards in your hand among up to that many units.",
        effects=(Effect("split_damage"),),
        target="unit",
        passives=("split_hand",),
    ),
    spell(
        "Probe Shift",
        "chaos",
        1,
        "[Reaction] Move a unit you control to your base or to a battlefield.",
        keywords=("Reaction",),
        effects=(Effect("move"),),
        target="friendly_unit",
        passives=("moves",),
    ),
    spell(
        "Probe Recall",
        "calm",
        1,
        "[Reaction] Return a unit you control to its owner's hand.",
        keywords=("Reaction",),
        effects=(Effect("return_hand"),),
        target="friendly_unit",
    ),
    spell(
        "Probe Harvest",
        "order",
        1,
        "[Action] Kill a unit you control. Draw cards equal to its Might.",
        keywords=("Action",),
        effects=(Effect("kill"), Effect("draw_might")),
        target="friendly_unit",
    ),
    spell(
        "Probe Wellspring",
        "mind",
        2,
        "Play the top card of your main deck to your base, ignoring its cost, if it's a unit or gear. Draw 1.",
        effects=(Effect("play_top", 0), Effect("draw", 1)),
    ),
    spell(
        "Probe Overflow",
        "mind",
        1,
        "Play the top card of your main deck to your base, ignoring its Energy cost, if it's a unit or gear. "
        "Draw 1.",
        effects=(Effect("play_top", 1), Effect("draw", 1)),
    ),
    probe_unit("Probe Ogre", "body", 3, 4, "", power=(("body", 1),)),
    probe_unit(
        "Probe Keeper",
        "mind",
        2,
        2,
        "As you play me, you may pay [C] as an additional cost. If you do, draw 1.",
        effects=DRAW1,
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
    probe_unit(
        "Probe Patron",
        "chaos",
        2,
        4,
        "As an additional cost to play me, kill a friendly unit.",
        passives=("kill_cost",),
    ),
    spell(
        "Probe Offering",
        "chaos",
        1,
        "As an additional cost to play this, kill a friendly unit. Draw 2.",
        effects=(Effect("draw", 2),),
        passives=("kill_cost",),
    ),
    probe_unit(
        "Probe Warden",
        "order",
        3,
        3,
        "Spells your opponents play and abilities they activate cost [1] more.",
        passives=("tax_opponents",),
    ),
    spell(
        "Probe Skyfall",
        "fury",
        3,
        "This spell's Energy cost is reduced by the highest Might among units you control. Draw 2.",
        effects=(Effect("draw", 2),),
        passives=("discount_highest_might",),
    ),
    probe_unit(
        "Probe Apprentice",
        "mind",
        2,
        1,
        "While I'm at a battlefield, the Energy cost of spells you play is reduced by [1], to a minimum of [1].",
        passives=("spell_discount_min1",),
    ),
    probe_unit(
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
    probe_unit(
        "Probe Marksman",
        "fury",
        2,
        2,
        "When you play me, deal 1 to a unit at a battlefield.",
        triggered=(Triggered("play", _DEAL1, "unit_at_battlefield"),),
    ),
    probe_unit(
        "Probe Tithe",
        "mind",
        2,
        2,
        "When you play me, you may pay [1]. If you do, draw 1. (This ability's cost is [1].)",
        triggered=(Triggered("play", DRAW1),),
        passives=("trigger_cost:1",),
    ),
    probe_unit("Probe Swiftfoot", "body", 2, 2, "I enter ready.", passives=("enters_ready",)),
    probe_unit("Probe Infiltrator", "chaos", 2, 2, "You may play me to any battlefield.", passives=("play_anywhere",)),
    spell(
        "Probe Quake",
        "body",
        2,
        "Deal 1 to all units at battlefields.",
        effects=(Effect("damage_all_bf", 1),),
    ),
    spell("Probe Surge", "calm", 1, "Channel 2 runes.", effects=(Effect("channel", 2),)),
)

# --- v1.3 replacement/play probes ---
# Appended after every other probe group in cards.CARDS and at the end of cards/riftbound.json, same order.
V13_REPLACEMENT_PROBES: Final[tuple[CardDef, ...]] = (
    gear(
        "Probe Tally Drum",
        "fury",
        2,
        "Once each turn, if you would gain points, you may gain that many plus 1 instead.",
        replacements=("once_bonus",),  # replacement.py (v1.3 371)
    ),
)
