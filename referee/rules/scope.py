"""Which rules each edition's index covers ("in scope").

Why explicit scopes: the kit's scenarios exercise a few sections, and an index of exactly those sections is
what coverage and ``--strict`` measure against. MTG keeps its numbering for the sections involved; Riftbound
v1.3 renumbered everything after §317, so its §300 chapter ends at 412 instead of 399 (RULES-FACTS.md A.1).
A scope item is a rule id (the rule, its sub-rules and its parents are in scope) or a range of sections.
"""

from __future__ import annotations

from collections.abc import Iterable

from referee.rules.model import is_under, split_id

# 305.1-305.3 (land play), 307.1 (sorcery timing) and 702.37e (turning a morph face up) are here because the
# seeds state them (seed 004: playing a land and casting spells in main phases, turning creatures face up).
MTG_SCOPE = ("116", "117", "305.1", "305.2", "305.3", "307.1", "405", "500-514", "603.3b", "702.37e", "703",
             "704.3")
# Riftbound: the §300 chapter, plus the rules outside it that decide what a player can observe with three or four
# players or teams and that the chapter's rules cite or lean on (scenarios RB31-RB33): the opponent a burning-out
# player chooses (315.4.b.1 cites Burn Out), where units may not move or be played around a combat of two other
# players (316.4.d cites the combat rule), and each mode of play's Victory Score (322.1 checks it), its team win
# and, for three or four players, its first turn (315.3.a's additional runes). Only these rules (with their
# sub-rules and parents), never their whole sections. v1.3 numbers them differently; 442.2.b (a teammate's
# battlefield) is new in v1.3. v1.3 moved the order of the Initial Chain (v1.2 342.1, in the chapter) to the
# combat rules, 459.2.d.
RIFTBOUND_CITED_12 = ("418.2.c", "425.2.a", "440.1", "440.2", "440.3", "462.3", "463.3", "464.3", "465.3", "466.3",
                      "466.6.a", "464.7", "465.7", "466.7")
RIFTBOUND_CITED_13 = ("431.2.c", "442.2.a", "442.2.b", "457.1", "457.2", "457.3", "459.2.d", "480.3", "481.3",
                      "482.3", "483.3", "484.3", "484.6.a", "482.7", "483.7", "484.7")
SCOPES: dict[tuple[str, str], tuple[str, ...]] = {
    ("mtg", "2024-pre-foundations"): MTG_SCOPE,
    ("mtg", "2025-09-19"): MTG_SCOPE,
    ("mtg", "2022-04-29"): MTG_SCOPE,
    ("riftbound", "1.1"): ("300-399",),
    ("riftbound", "1.2"): ("300-399", *RIFTBOUND_CITED_12),
    ("riftbound", "1.3"): ("300-412", *RIFTBOUND_CITED_13),
}
DEFAULT_SCOPE = {"mtg": MTG_SCOPE, "riftbound": ("300-399", *RIFTBOUND_CITED_12)}


def scope_for(game: str, edition: str | None) -> tuple[str, ...]:
    if edition is not None and (game, edition) in SCOPES:
        return SCOPES[(game, edition)]
    return DEFAULT_SCOPE.get(game, ())


def in_scope(rule_id: str, scope: Iterable[str], game: str) -> bool:
    """A rule is in scope if it is under a scope item, or is a parent of one."""
    section = int(split_id(rule_id, game)[0])
    for item in scope:
        if "-" in item:
            lo, hi = (int(x) for x in item.split("-"))
            if lo <= section <= hi:
                return True
        elif is_under(rule_id, item, game) or is_under(item, rule_id, game):
            return True
    return False
