"""Probe cards for when abilities take their information and what "use" means (v1.3 numbering; information.py).

Used by features/riftbound/RB28-v1.3-trigger-information-and-use.feature:
359.3.e.15 (Probe Boomerang), 359.3.f.3 (Probe Fae Fawn), 359.3.f.3.a (Probe Waymark), 359.3.f.3.a.1
(Probe Pathfinder), 359.3.f.4 (Probe Hijack, with Probe Vanguard), 377.2.a (Probe Tinkerer, Probe Null
Seal) and 377.2.b (Probe Lookout).
"""

from __future__ import annotations

from typing import Final

from .carddefs import DRAW1, Activated, CardDef, Effect, Triggered, probe_unit, spell

V13_INFO_PROBES: Final[tuple[CardDef, ...]] = (
    # 359.3.e.15: its second instruction takes it off the chain, so the third never happens.
    spell(
        "Probe Boomerang",
        "mind",
        1,
        "Draw 1. Return me to my owner's hand. Then draw 1.",
        effects=(Effect("draw", 1), Effect("return_me"), Effect("draw", 1)),
    ),
    # 359.3.f.3: "there" is noted as the move happens.
    probe_unit(
        "Probe Fae Fawn",
        "chaos",
        2,
        2,
        "When I move from a location, play a 1 [M] Recruit unit token there.",
        triggered=(Triggered("moved_from", (Effect("token_noted"),)),),
    ),
    # 359.3.f.3.a: a delayed trigger records "there" as it is created.
    spell(
        "Probe Waymark",
        "calm",
        1,
        "Choose a friendly unit. When it dies this turn, play a 1 [M] Recruit unit token there.",
        effects=(Effect("delayed_token_on_death"),),
        target="friendly_unit",
    ),
    # 359.3.f.3.a.1: the linked delayed ability uses what its triggered ability's condition noted.
    probe_unit(
        "Probe Pathfinder",
        "order",
        2,
        2,
        "When I move from a location, choose a unit. When that unit dies this turn, play a 1 [M] Recruit unit "
        "token at the location I moved from.",
        triggered=(Triggered("moved_from", (Effect("noted_token_on_death"),), "unit"),),
    ),
    # 359.3.f.4: changes a unit's controller while a trigger referring to "enemy" waits on the chain.
    spell(
        "Probe Hijack",
        "chaos",
        2,
        "[Reaction] Gain control of a unit at a battlefield.",
        keywords=("Reaction",),
        effects=(Effect("gain_control"),),
        target="unit_at_battlefield",
    ),
    # 377.2.a: met when a gear's activated ability resolves.
    probe_unit(
        "Probe Tinkerer",
        "mind",
        2,
        2,
        "When you use a gear's ability, draw 1.",
        triggered=(Triggered("used_gear_ability", DRAW1),),
    ),
    # 377.2.a: counters an activated ability, which then never resolves (is never "used").
    CardDef(
        name="Probe Null Seal",
        type="gear",
        domains=("mind",),
        energy=1,
        text="[E]: [Reaction] Counter an ability.",
        activated=(Activated(effects=(Effect("counter"),), exhaust=True, target="ability", reaction=True),),
    ),
    # 377.2.b: a condition on using the ability.
    probe_unit(
        "Probe Lookout",
        "order",
        2,
        2,
        "[E]: Draw 1. Use this ability only while I'm at a battlefield.",
        activated=(Activated(effects=DRAW1, exhaust=True, condition="at_battlefield"),),
    ),
)
