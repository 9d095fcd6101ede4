"""Probe cards for the v1.3 replacement rules on simultaneous events (370.3, 373-373.2.a.1, 375).

Their behaviour is in replacement.py: a replacement that works from the trash (370.3), one that saves any
number of simultaneous deaths in one sequence (373.2, modelled on the rules' Soraka example), one that
replaces a step inside another replacement (373.2.a.1), one that copies a token together with the
modifications of the event it replaces (375), and spells that create simultaneous events (373).
"""

from __future__ import annotations

from typing import Final

from .carddefs import CardDef, Effect, gear, probe_unit, spell

V13_SIMULTANEOUS_REPLACEMENT_PROBES: Final[tuple[CardDef, ...]] = (
    spell("Probe Cataclysm", "chaos", 4, "Kill all units.", effects=(Effect("kill_all"),)),
    probe_unit(
        "Probe Guardian Spirit",
        "calm",
        2,
        1,
        "If a unit you control would die, you may banish me from your trash instead. "
        "If you do, heal that unit, exhaust it and recall it.",
        replacements=("trash_saver",),
    ),
    probe_unit(
        "Probe Wanderer",
        "calm",
        4,
        3,
        "If another unit you control here would die, if it has less Might than me, "
        "instead heal it, exhaust it, and recall it.",
        replacements=("wanderer",),
    ),
    gear("Probe Anchor", "order", 2, "If a friendly unit would be recalled, draw 1 instead.", replacements=("anchor",)),
    gear(
        "Probe Mint",
        "order",
        2,
        "If you would play a unit token, play that token and an additional copy of it instead.",
        replacements=("mint",),
    ),
    spell(
        "Probe Call to Arms",
        "order",
        1,
        "Play a ready 1 [M] Recruit unit token to your base.",
        effects=(Effect("play_token_ready", 1),),
    ),
    spell(
        "Probe Levy",
        "order",
        1,
        "Play a 1 [M] Recruit unit token to your base.",
        effects=(Effect("play_token_plain", 1),),
    ),
)
