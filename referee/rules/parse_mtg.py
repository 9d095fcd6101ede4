"""Importer for the MTG Comprehensive Rules text format.

Accepts the official .txt (table of contents, indented or flush rules, "Example:" lines, glossary), the
per-rule Markdown concatenations some mirrors publish (no section headings), and Markdown excerpts such as
the kit's seed for rule 703 (``# **703.** Turn-Based Actions`` / ``+ **703.1a** ...``). Sections whose
heading line is missing are created as *implicit* rules so every rule still has its parent.
"""

from __future__ import annotations

import re

from referee.rules.model import ParsedRule, parent_id, sort_key
from referee.rules.textio import ParseResult, clean_line, detect_mtg_edition, looks_like_heading

_SECTION = re.compile(r"^(\d{3})\.\s+(\S.*)$")
_RULE = re.compile(r"^(\d{3}\.\d+)\.\s*(\S.*)?$")
_SUBRULE = re.compile(r"^(\d{3}\.\d+[a-z])\.?\s+(\S.*)$")


def _match(line: str) -> tuple[str, str, bool] | None:
    for rx, section in ((_SUBRULE, False), (_RULE, False), (_SECTION, True)):
        m = rx.match(line)
        if m:
            return m.group(1), (m.group(2) or "").strip(), section
    return None


def parse_mtg(text: str) -> ParseResult:
    """Parse a Comprehensive Rules text (or an excerpt of one) into rules in document order."""
    lines = [clean_line(raw) for raw in text.splitlines()]
    # Skip the table of contents: rules start at the first numbered rule below section level (and the
    # section heading just above it, if any).
    start = 0
    for i, line in enumerate(lines):
        if _RULE.match(line) or _SUBRULE.match(line):
            start = i
            for j in range(i - 1, -1, -1):
                if lines[j]:
                    if _SECTION.match(lines[j]):
                        start = j
                    break
            break
    result = ParseResult(rules=[], detected_edition=detect_mtg_edition(text))
    texts: dict[str, list[str]] = {}
    meta: dict[str, tuple[int, bool]] = {}
    order: list[str] = []
    current: str | None = None
    for lineno, line in enumerate(lines[start:], start=start + 1):
        if not line:
            continue
        if current is not None and line in ("Glossary", "Credits"):
            break
        m = _match(line)
        if m:
            rid, body, section = m
            if rid in texts:
                result.warnings.append(f"line {lineno}: duplicate rule {rid}; text appended to it")
                texts[rid].append(body)
                current = rid
                continue
            texts[rid] = [body]
            meta[rid] = (lineno, section)
            order.append(rid)
            current = rid
        elif current is not None:
            texts[current].append(line)
    present = set(order)
    implicit_count = 0
    for rid in list(order):
        p = parent_id(rid, "mtg")
        while p is not None and p not in present:
            present.add(p)
            texts[p] = []
            meta[p] = (meta[rid][0], True)
            order.append(p)
            implicit_count += 1
            p = parent_id(p, "mtg")
    if implicit_count:
        result.warnings.append(f"{implicit_count} rules have no line of their own (e.g. section headings "
                               "missing from the source); created as implicit parents")
    order.sort(key=lambda r: sort_key(r, "mtg"))
    for n, rid in enumerate(order):
        body = " ".join(t for t in texts[rid] if t)
        lineno, section = meta[rid]
        implicit = not texts[rid]
        result.rules.append(ParsedRule(
            id=rid, text=body, order=n, line=lineno, implicit=implicit,
            heading=not implicit and (section or looks_like_heading(body))))
    return result
