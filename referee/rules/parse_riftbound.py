"""Importer for the Riftbound Core Rules text format.

The only available texts are third-party PDF conversions (see RULES-FACTS.md §0.4), so rule numbers are
sometimes mangled: ``322. 2 2. Handle ...`` is 322.2, ``312. 3 When ...`` is 312.3, ``352.2. a By ...`` is
352.2.a, ``Refl391. Delayed ...`` is 391, ``461. 4 The ...`` is 461.4, and long rules wrap onto lines that
may even begin with a cross-reference (``398.1. Discretionary Actions for more information.``). Other lines
legitimately start with a number (``322.1. 1. If a player ...`` is 322.1 whose text is a numbered step;
``462.1. 2 Players``).

Why sequence validation: each reading of a line is accepted only if the resulting id can come next in the
document -- its parent is the previous rule or one of that rule's ancestors, it is not taken yet, and it
sorts after its elder siblings. Exactly one reading of a glitched line passes that test in practice.
"""

from __future__ import annotations

import re

from referee.rules.model import ParsedRule, parent_id, split_id
from referee.rules.textio import ParseResult, clean_line, detect_riftbound_edition, looks_like_heading

_ID = r"\d{3}(?:\.(?:\d+|[a-z]))*"
_LINE = re.compile(rf"^(?P<prefix>[A-Z][a-z]{{1,12}})?(?P<id>{_ID})\.(?:\s+(?P<rest>\S.*))?$")
_GLITCH = re.compile(r"^(?P<tok>\d{1,2}|[a-z])(?P<dot>\.)?(?:\s+(?P<rest>\S.*))?$")


def _key(part: str) -> tuple[int, int | str]:
    return (0, int(part)) if part.isdigit() else (1, part)


class _Sequence:
    """Tracks the ids seen so far to judge whether a candidate id may come next."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.last_child: dict[str | None, str] = {}
        self.prev: str | None = None

    def chain(self) -> list[str | None]:
        out: list[str | None] = []
        p = self.prev
        while p is not None:
            out.append(p)
            p = parent_id(p, "riftbound")
        out.append(None)
        return out

    def fits(self, rid: str, *, lenient: bool = False) -> bool:
        if rid in self.seen:
            return False
        parts = split_id(rid, "riftbound")
        par = parent_id(rid, "riftbound")
        if par is not None and par not in self.seen:
            if not lenient:
                return False
            top = int(parts[0])
            cur = int(split_id(self.prev, "riftbound")[0]) if self.prev else top
            return cur <= top <= cur + 1
        if par not in self.chain():
            return lenient and self._after_prev(parts)
        elder = self.last_child.get(par)
        if elder is None:
            return True
        e = split_id(elder, "riftbound")[-1]
        if e.isdigit() != parts[-1].isdigit():
            return True
        return _key(parts[-1]) > _key(e)

    def _after_prev(self, parts: list[str]) -> bool:
        if self.prev is None:
            return True
        prev = [_key(p) for p in split_id(self.prev, "riftbound")]
        return [_key(p) for p in parts] > prev and int(parts[0]) - int(prev[0][1]) <= 1

    def add(self, rid: str) -> None:
        self.seen.add(rid)
        self.last_child[parent_id(rid, "riftbound")] = rid
        self.prev = rid


def _readings(line: str) -> list[tuple[str, str, bool]]:
    """Candidate (id, text, glitch) readings of a line, most specific first."""
    m = _LINE.match(line)
    if not m:
        return []
    rid, rest, prefix = m.group("id"), (m.group("rest") or ""), m.group("prefix")
    out: list[tuple[str, str, bool]] = []
    g = _GLITCH.match(rest)
    if g and not prefix:
        out.append((f"{rid}.{g.group('tok')}", g.group("rest") or "", True))
    out.append((rid, rest, bool(prefix)))
    return out


def parse_riftbound(text: str) -> ParseResult:
    """Parse a Riftbound Core Rules text (or an excerpt) into rules in document order."""
    result = ParseResult(rules=[], detected_edition=detect_riftbound_edition(text))
    seq = _Sequence()
    texts: dict[str, list[str]] = {}
    lines_of: dict[str, int] = {}
    order: list[str] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = clean_line(raw)
        if not line:
            continue
        chosen: tuple[str, str] | None = None
        readings = _readings(line)
        for rid, body, glitch in readings:
            if seq.fits(rid):
                chosen = (rid, body)
                if glitch:
                    result.warnings.append(f"line {lineno}: read mangled number as {rid}")
                break
        if chosen is None and readings:
            rid, body, glitch = readings[-1]
            if not glitch and seq.fits(rid, lenient=True):
                chosen = (rid, body)
                result.warnings.append(f"line {lineno}: rule {rid} out of the expected sequence")
        if chosen is None:
            if seq.prev is not None:
                texts[seq.prev].append(line)
            continue
        rid, body = chosen
        seq.add(rid)
        texts[rid] = [body.lstrip("* ").strip()]
        lines_of[rid] = lineno
        order.append(rid)
    for rid in list(order):
        p = parent_id(rid, "riftbound")
        while p is not None and p not in texts:
            texts[p] = []
            lines_of[p] = lines_of[rid]
            order.append(p)
            result.warnings.append(f"rule {p} has no line of its own; created as an implicit parent")
            p = parent_id(p, "riftbound")
    for n, rid in enumerate(order):
        body = " ".join(t for t in texts[rid] if t)
        implicit = not texts[rid]
        result.rules.append(ParsedRule(
            id=rid, text=body, order=n, line=lines_of[rid], implicit=implicit,
            heading=not implicit and looks_like_heading(body)))
    return result
