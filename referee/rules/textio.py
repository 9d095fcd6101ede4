"""Shared helpers for reading official rules texts.

Why a separate module: both importers must accept the same family of inputs -- official plain text,
Markdown mirrors (``# **703.** Title``, ``+ **703.1a** ...``) and PDF-to-text conversions -- so the
markup stripping and the game/edition sniffing live in one place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from referee.rules.model import ParsedRule

_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], start=1)}

# Riftbound "Last Updated" dates -> edition ids the kit knows.
RIFTBOUND_DATES = {"2025-06-02": "1.0", "2025-10-": "1.1", "2025-12-01": "1.2", "2026-03-30": "1.3"}


@dataclass
class ParseResult:
    """Rules parsed from one text, in document order, plus what the parser had to guess."""

    rules: list[ParsedRule]
    warnings: list[str] = field(default_factory=list)
    detected_edition: str | None = None


def read_text(path: str | Path) -> str:
    return Path(path).read_text(encoding="utf-8-sig", errors="replace")


def clean_line(line: str) -> str:
    """Strip Markdown decoration that mirrors put around rule numbers and text."""
    s = line.replace("\ufeff", "").strip()
    s = re.sub(r"^#+\s*", "", s)
    s = re.sub(r"^[+>]\s+", "", s)
    s = re.sub(r"^[-*]\s+(?=\**\d)", "", s)
    s = s.replace("**", "").replace("__", "")
    s = re.sub(r"^\\(?=\d)", "", s)
    return s.strip()


def looks_like_heading(text: str) -> bool:
    """A rule whose whole text is a short title ("Turn-Based Actions", "Action Phase", "FFA3 (Skirmish)").

    A short "Name: number" line states a value ("Victory Score: 8" of a Riftbound mode of play), so it is a
    rule, not a title; a name with a parenthesised nickname and no sentence punctuation is a title.
    """
    t = text.strip()
    if not t or len(t.split()) > 8 or re.search(r":\s*\d+$", t):
        return False
    if re.fullmatch(r"[^.:;!?()]+\([^.:;!?()]+\)", t):
        return True
    return not re.search(r"[.:;!?\"\u201d)]$", t)


def detect_game(text: str) -> str | None:
    head = text[:2000].lower()
    if "magic: the gathering" in head or "comprehensive rules" in head:
        return "mtg"
    if "riftbound" in head:
        return "riftbound"
    if re.search(r"^\W*\d{3}\.\d+[a-z]\b", text, re.M):
        return "mtg"
    if re.search(r"^\W*\d{3}\.\d+\.[a-z]\.", text, re.M):
        return "riftbound"
    return None


def detect_mtg_edition(text: str) -> str | None:
    m = re.search(r"effective as of (\w+) (\d{1,2}), (\d{4})", text[:3000])
    if not m or m.group(1).lower() not in _MONTHS:
        return None
    return f"{m.group(3)}-{_MONTHS[m.group(1).lower()]:02d}-{int(m.group(2)):02d}"


def detect_riftbound_edition(text: str) -> str | None:
    m = re.search(r"Last Updated:\s*(\d{4}-\d{2}-(?:\d{2})?)", text[:3000])
    if not m:
        return None
    return RIFTBOUND_DATES.get(m.group(1), m.group(1))
