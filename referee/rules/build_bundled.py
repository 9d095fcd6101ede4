"""Regenerate the bundled rules indexes and heading waivers from the shared rules texts.

Run ``python -m referee.rules.build_bundled [SHARED_DIR]`` (default: ``$REFEREE_SHARED`` or ``../shared``
next to the repository). Why a script: the official texts cannot ship with the kit, but the indexes derived
from them (ids, parents, fingerprints, the kit's own titles and summaries) can; regenerating them is how the
kit follows a rules update. Summaries come from the project's fact sheet (RULES-FACTS.md, already written in
the project's own words), carried to other editions through the diff engine, plus the hand-written notes in
``referee/rules/notes/<game>.toml`` (which win over both; see the comment at the top of those files). The notes
are only read here, at build time: the kit at runtime reads the generated JSON alone.

Editions built:

* mtg ``2024-pre-foundations``: CR 2022-04-29 with rule 703 replaced by the kit's seed 003 (Attractions at
  703.4g, damage assignment order at 703.4k/m) -- the edition the seeds were written for;
* mtg ``2025-09-19``; riftbound ``1.2`` (2025-12-01) and ``1.3`` (2026-03-30).
"""

from __future__ import annotations

import os
import re
import sys
import tomllib
from pathlib import Path

from referee.rules import fingerprint as fp
from referee.rules.diff import diff_indexes
from referee.rules.indexer import build_index
from referee.rules.model import ParsedRule, RulesIndex, sort_key
from referee.rules.parse_mtg import parse_mtg
from referee.rules.parse_riftbound import parse_riftbound
from referee.rules.scope import scope_for
from referee.rules.store import DATA_DIR, dump_index
from referee.rules.textio import read_text

Notes = dict[str, tuple[str, str]]

FACT_REGIONS = {"riftbound": ("## A.3", "## A.4"), "mtg": ("## B.0", "## B.10")}
_MARK = re.compile(
    r"(?:(?<=^- )|(?<=[;.:] )|(?<=\u2014 ))(?P<id>\d{3}(?:\.[0-9a-z]+)*|\.[0-9a-z]+(?:\.[0-9a-z]+)*)"
    r"(?:\s+\([^)]*\)|\s+\[[^\]]*\])*\s+\u2014\s")
_NOTE = re.compile(r"\s*\((?:[^()]*(?:v1\.\d|\u0394|2022|removed|absent|new|renumbered)[^()]*)\)", re.I)
def _clean(summary: str) -> str:
    s = summary.replace("**", "")
    s = _NOTE.sub("", s)
    s = re.sub(r"\s+", " ", s).strip(" ;,.:")
    if not s:
        return ""
    s = s[0].upper() + s[1:]
    if len(s) > 230:
        s = s[:230].rsplit(" ", 1)[0] + "\u2026"
    return s if s.endswith(("\u2026", ".", "?", "!", ")")) else s + "."


def _title(summary: str) -> str:
    t = re.split(r"[;:.]\s|\s\u2014\s|\s\(|\.$", summary, maxsplit=1)[0].strip()
    if len(t) > 60:
        t = t[:60].rsplit(" ", 1)[0] + "\u2026"
    return t


def read_facts(path: Path, game: str) -> Notes:
    """Per-rule paraphrases from the project's fact sheet (``- 316.4 — Combat. 316.4.a — ...`` lines)."""
    text = path.read_text(encoding="utf-8")
    start, end = FACT_REGIONS[game]
    region = text[text.index(start):text.index(end)]
    notes: Notes = {}
    for line in region.splitlines():
        if not line.startswith("- ") or re.match(r"- (\u0394|v1\.|2022|\()", line):
            continue
        marks = list(_MARK.finditer(line))
        base = ""
        for i, m in enumerate(marks):
            rid = m.group("id")
            if rid.startswith("."):
                if not base:
                    continue
                rid = base + rid
            else:
                base = rid
            body = line[m.end(): marks[i + 1].start() if i + 1 < len(marks) else len(line)]
            summary = _clean(body)
            if summary and rid not in notes:
                notes[rid] = (_title(summary), summary)
    return notes


NOTES_DIR = Path(__file__).parent / "notes"
TITLE_MAX = 60


class NotesError(ValueError):
    """A hand-written notes file is malformed, names an unknown rule, or echoes the official wording."""


def read_notes(game: str, editions: tuple[str, ...], path: Path | None = None) -> dict[str, Notes]:
    """Hand-written notes per edition: ``{edition: {rule id: (title, summary)}}`` from ``notes/<game>.toml``."""
    p = path or NOTES_DIR / f"{game}.toml"
    if not p.exists():
        return {}
    data = tomllib.loads(p.read_text(encoding="utf-8"))
    out: dict[str, Notes] = {}
    problems: list[str] = []
    for edition, table in data.items():
        if edition not in editions or not isinstance(table, dict):
            problems.append(f"[{edition!r}]: not an edition of {game} ({', '.join(editions)})")
            continue
        notes: Notes = {}
        for rid, entry in table.items():
            where = f'["{edition}"."{rid}"]'
            if not isinstance(entry, dict) or "title" not in entry or not set(entry) <= {"title", "summary"}:
                problems.append(f"{where}: needs a title and, optionally, a summary (nothing else)")
                continue
            title, summary = str(entry["title"]).strip(), " ".join(str(entry.get("summary", "")).split())
            if not title or len(title) > TITLE_MAX or ("summary" in entry and not summary):
                problems.append(f"{where}: empty title/summary or title over {TITLE_MAX} characters")
            notes[rid] = (title, summary)
        out[edition] = notes
    if problems:
        raise NotesError(f"{p}:\n  " + "\n  ".join(problems))
    return out


def _merge(index: RulesIndex, base: Notes, hand: Notes) -> Notes:
    """``base`` overridden by the hand notes of ``index``'s edition; a title-only note keeps base's summary.

    Every hand note must name a rule of its edition and be in the kit's own words: a bad note is an error,
    never silently dropped.
    """
    unknown = sorted(rid for rid in hand if rid not in index)
    close = sorted(set(hand) - set(_own_words(index, hand)) - set(unknown))
    bare = sorted(rid for rid, (_, summary) in hand.items() if not summary and not base.get(rid, ("", ""))[1])
    if unknown or close or bare:
        raise NotesError(f"{index.game} {index.edition} notes: unknown rule ids {unknown}; too close to the "
                         f"official wording {close}; title only but no summary to keep {bare}")
    out = dict(base)
    for rid, (title, summary) in hand.items():
        out[rid] = (title, summary or base[rid][1])
    return out


def _carry(src: RulesIndex, dst: RulesIndex, notes: Notes) -> Notes:
    """Carry notes from ``src``'s numbering to ``dst``'s through the diff pairs."""
    out: Notes = {}
    d = diff_indexes(src, dst)
    pairs: list[tuple[str, str, float]] = [(r.id, r.id, 1.0) for r in src.rules
                                           if (o := dst.get(r.id)) is not None and o.text_hash == r.text_hash]
    # Only wording-identical pairs: a summary of reworded text may no longer be true.
    pairs += [(c.old_id, c.new_id, 1.0) for c in d.changes
              if c.old_id and c.new_id and (not c.reworded or c.references_only)]
    for a, b, sim in pairs:
        if a not in notes or sim < 1.0:
            continue
        target = dst.get(b)
        title, summary = notes[a]
        out[b] = ("" if target is not None and target.heading else title, summary)
    return out


def _own_words(index: RulesIndex, notes: Notes) -> Notes:
    """Drop notes that are too close to the official wording they describe.

    Why: a few fact-sheet lines quote short rules almost verbatim; the kit must not ship official text,
    so those rules fall back to a neutral summary.
    """
    out: Notes = {}
    for rid, (title, summary) in notes.items():
        text = index.texts.get(rid)
        rule = index.get(rid)
        if text is not None and rule is not None and not rule.heading:
            mine = fp.normalize(summary, rid, mask_refs=True)
            if fp.text_similarity(mine, text) >= 0.7 or fp.text_similarity(fp.normalize(title), text) >= 0.7:
                continue
        out[rid] = (title, summary)
    return out


def _mtg(shared: Path, facts: Notes) -> list[RulesIndex]:
    texts = shared / "rules-texts"
    old = parse_mtg(read_text(texts / "mtg_comprehensive_rules_2022-04-29.txt"))
    seed = next((shared / "seeds").glob("003_*"))
    seed_rules = parse_mtg(read_text(seed)).rules
    merged = [r for r in old.rules if r.id != "703" and not r.id.startswith("703.")] + seed_rules
    merged.sort(key=lambda r: sort_key(r.id, "mtg"))
    merged = [ParsedRule(r.id, r.text, n, r.line, r.heading, r.implicit) for n, r in enumerate(merged)]
    section_titles = {r.id: r.text for r in old.rules if r.heading and "." not in r.id}
    new = parse_mtg(read_text(texts / "mtg_comprehensive_rules_2025-09-19.txt"))
    scope = scope_for("mtg", "2025-09-19")
    src_new = "Magic: The Gathering Comprehensive Rules, effective 2025-09-19"
    src_old = ("Magic: The Gathering Comprehensive Rules effective 2022-04-29, with rule 703 as the kit's "
               "seed 003 states it (Attractions at 703.4g; damage assignment order at 703.4k/703.4m)")
    i_new = build_index(new, "mtg", "2025-09-19", src_new, scope, notes=facts, titles=section_titles,
                        keep_text=True)
    i_old = build_index(merged, "mtg", "2024-pre-foundations", src_old, scope, keep_text=True)
    hand = read_notes("mtg", ("2024-pre-foundations", "2025-09-19"))
    facts = _merge(i_new, _own_words(i_new, facts), hand.get("2025-09-19", {}))
    carried = _own_words(i_old, _carry(i_new, i_old, facts))
    carried = _merge(i_old, carried, hand.get("2024-pre-foundations", {}))
    i_old = build_index(merged, "mtg", "2024-pre-foundations", src_old, scope, notes=carried)
    i_new = build_index(new, "mtg", "2025-09-19", src_new, scope, notes=facts, titles=section_titles)
    return [i_old, i_new]


def _riftbound(shared: Path, facts: Notes) -> list[RulesIndex]:
    texts = shared / "rules-texts"
    p12 = parse_riftbound(read_text(texts / "riftbound_core_rules_v1.2_2025-12-01.txt"))
    p13 = parse_riftbound(read_text(texts / "riftbound_core_rules_v1.3_2026-03-30.txt"))
    s12, s13 = scope_for("riftbound", "1.2"), scope_for("riftbound", "1.3")
    src12 = "Riftbound Core Rules v1.2, last updated 2025-12-01 (third-party text conversion)"
    src13 = "Riftbound Core Rules v1.3, last updated 2026-03-30 (third-party text conversion)"
    i12 = build_index(p12, "riftbound", "1.2", src12, s12, notes=facts, keep_text=True)
    i13 = build_index(p13, "riftbound", "1.3", src13, s13, keep_text=True)
    hand = read_notes("riftbound", ("1.2", "1.3"))
    facts = _merge(i12, _own_words(i12, facts), hand.get("1.2", {}))
    carried = _own_words(i13, _carry(i12, i13, facts))
    carried = _merge(i13, carried, hand.get("1.3", {}))
    return [build_index(p12, "riftbound", "1.2", src12, s12, notes=facts),
            build_index(p13, "riftbound", "1.3", src13, s13, notes=carried)]


def waivers_toml(game: str, indexes: list[RulesIndex]) -> str:
    """Headings, in every bundled edition where the id is a heading (hand-reviewed waivers live elsewhere)."""
    lines = [f"# Headings of {game} in scope: nothing to test directly. Generated by referee/rules/build_bundled.py;",
             f"# hand-reviewed waivers (definitions, with reasons) are in waivers-{game}-*.toml.", ""]
    by_id: dict[str, list[tuple[str, str]]] = {}
    for idx in indexes:
        for r in idx.rules:
            if r.heading or r.implicit:
                by_id.setdefault(r.id, []).append((idx.edition, r.title))
    for rid in sorted(by_id, key=lambda x: sort_key(x, game)):
        eds = by_id[rid]
        titles = sorted({t for _, t in eds})
        lines += ["[[waiver]]", f'rule = "{rid}"',
                  "editions = [" + ", ".join(f'"{e}"' for e, _ in eds) + "]",
                  'reason = "heading: ' + " / ".join(titles).replace('"', "'") + '"', ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    default = os.environ.get("REFEREE_SHARED") or str(Path(__file__).resolve().parents[3] / "shared")
    shared = Path(args[0] if args else default)
    if not (shared / "rules-texts").is_dir():
        print(f"{shared}/rules-texts not found; bundled data left as is", file=sys.stderr)
        return 1
    facts_path = shared / "RULES-FACTS.md"
    for game, build in (("mtg", _mtg), ("riftbound", _riftbound)):
        facts = read_facts(facts_path, game) if facts_path.exists() else {}
        indexes = build(shared, facts)
        for idx in indexes:
            (DATA_DIR / f"{idx.game}-{idx.edition}.json").write_text(dump_index(idx), encoding="utf-8")
            print(f"{idx.game}-{idx.edition}: {len(idx.rules)} rules")
        (DATA_DIR / f"waivers-{game}.toml").write_text(waivers_toml(game, indexes), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
