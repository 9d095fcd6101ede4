"""Clause records that span two editions of a game (Riftbound v1.2 and v1.3).

Why a module beside :mod:`referee.rules.clauses`: a clause record is written in one edition's numbering (its
``edition``), and its check reads every rule id in that edition. Riftbound's seeds are v1.2, but the kit also
certifies v1.3, which renumbered most of the chapter, dropped some rules and added about a hundred. The record
therefore keeps the v1.2 rules in the ordinary ``[[rule]]`` entries (checked by the generic loader, as for any
game) and, in an ``[[other_edition]]`` section per other edition, the rules that exist only there, in that edition's
numbering::

    [[rule]]
    id = "315.3.a"
    editions = ["1.2"]          # v1.3 has no counterpart: the mark must agree with the rules diff

    [[other_edition]]
    edition = "1.3"
      [[other_edition.seed]]
      seed = "001"
      states = "..."
      rules = ["315.1.a"]
      [[other_edition.rule]]
      id = "315.1.a"
        [[other_edition.rule.clause]]
        says = "..."
        positive = ["RB23-v1.3-turn-and-tasks/1"]
        one_side = "..."

A clause of a rule present in both editions that holds in only one of them carries ``editions = [...]`` too.
The generic loader ignores these keys; :func:`check_editions` checks the sections with the same
:func:`referee.rules.clauses.check_record`, plus the marks, plus that every rule of the other edition that has
no counterpart in the record's edition has its entry.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.rules.clauses import Clause, ClauseRecord, SeedStatement, check_record, clauses_path, load_record
from referee.rules.numbering import translation
from referee.rules.scenarios import Scenario
from referee.rules.store import RulesError, load_bundled


@dataclass
class EditionMarks:
    """The ``editions`` marks of the base record: per rule id, and per (rule id, clause number)."""

    rules: dict[str, tuple[str, ...]] = field(default_factory=dict)
    clauses: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)


def _raw(game: str, path: str | Path | None) -> tuple[Path, dict[str, Any]]:
    p = Path(path) if path else clauses_path(game)
    try:
        return p, tomllib.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise RulesError(f"{p}: no clause record for {game}") from e
    except tomllib.TOMLDecodeError as e:
        raise RulesError(f"{p}: {e}") from e


def _list(table: dict[str, Any], key: str, p: Path, where: str) -> list[Any]:
    value = table.get(key, [])
    if not isinstance(value, list):
        raise RulesError(f"{p}: {where}: {key!r} must be a list")
    return value


def _strings(table: dict[str, Any], key: str, p: Path, where: str) -> tuple[str, ...]:
    value = _list(table, key, p, where)
    if not all(isinstance(v, str) for v in value):
        raise RulesError(f"{p}: {where}: {key!r} must be a list of strings")
    return tuple(value)


def _text(table: dict[str, Any], key: str, p: Path, where: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise RulesError(f"{p}: {where}: {key!r} must be a non-empty string")
    return value.strip()


def _section_lines(p: Path) -> dict[tuple[str, str, int], int]:
    """Source line of each clause of the edition sections: (edition, rule id, clause number) -> line."""
    out: dict[tuple[str, str, int], int] = {}
    edition, rule, n = "", "", 0
    for lineno, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        m = re.match(r'edition\s*=\s*"([^"]+)"', stripped)
        if m:
            edition = m.group(1)
        m = re.match(r'id\s*=\s*"([^"]+)"', stripped)
        if m:
            rule, n = m.group(1), 0
        elif stripped == "[[other_edition.rule.clause]]":
            n += 1
            out[(edition, rule, n)] = lineno
    return out


def load_sections(game: str, path: str | Path | None = None) -> list[ClauseRecord]:
    """The ``[[other_edition]]`` sections of a game's record, each as a record in its own edition's numbering."""
    p, data = _raw(game, path)
    lines = _section_lines(p)
    out = []
    for i, section in enumerate(_list(data, "other_edition", p, "the file"), 1):
        if not isinstance(section, dict):
            raise RulesError(f"{p}: 'other_edition' must be an array of tables ([[other_edition]])")
        edition = _text(section, "edition", p, f"[[other_edition]] #{i}")
        named = section.get("tagged_scenarios_named", False)
        if not isinstance(named, bool):
            raise RulesError(f"{p}: [[other_edition]] {edition}: tagged_scenarios_named must be true or false")
        record = ClauseRecord(game, edition, str(p), tagged_scenarios_named=named)
        for j, st in enumerate(_list(section, "seed", p, f"[[other_edition]] {edition}"), 1):
            where = f"[[other_edition.seed]] #{j} of {edition}"
            rules = _strings(st, "rules", p, where)
            if not rules:
                raise RulesError(f"{p}: {where}: 'rules' must be a non-empty list of strings")
            record.statements.append(SeedStatement(_text(st, "seed", p, where), _text(st, "states", p, where), rules))
        for j, entry in enumerate(_list(section, "rule", p, f"[[other_edition]] {edition}"), 1):
            rule_id = _text(entry, "id", p, f"[[other_edition.rule]] #{j} of {edition}")
            if rule_id in record.rules:
                record.duplicates.append(rule_id)
            clauses = []
            for n, c in enumerate(_list(entry, "clause", p, f"rule {rule_id} of {edition}"), 1):
                where = f"rule {rule_id} of {edition} clause {n}"
                clauses.append(Clause(rule_id, n, _text(c, "says", p, where), _strings(c, "positive", p, where),
                                      _strings(c, "negative", p, where), str(c.get("one_side", "")),
                                      str(c.get("untested", "")), lines.get((edition, rule_id, n), 0)))
            record.rules[rule_id] = clauses
        out.append(record)
    return out


def load_marks(game: str, path: str | Path | None = None) -> EditionMarks:
    """The ``editions`` marks on the base record's rules and clauses."""
    p, data = _raw(game, path)
    marks = EditionMarks()
    for entry in _list(data, "rule", p, "the file"):
        rule_id = str(entry.get("id", ""))
        if "editions" in entry:
            marks.rules[rule_id] = _strings(entry, "editions", p, f"rule {rule_id}")
        for n, c in enumerate(_list(entry, "clause", p, f"rule {rule_id}"), 1):
            if "editions" in c:
                marks.clauses[(rule_id, n)] = _strings(c, "editions", p, f"rule {rule_id} clause {n}")
    return marks


def check_editions(game: str, editions: Iterable[str], scenarios: list[Scenario],
                   path: str | Path | None = None) -> list[str]:
    """Problems of the edition sections and marks of a game's record (the base record's own entries are checked
    by :func:`referee.rules.clauses.check_record`).

    ``editions`` are every edition the kit certifies for the game; for each one other than the record's: its
    section passes :func:`check_record` against that edition's index, it has an entry for every rule there with
    no counterpart in the record's edition (and none for a rule that has one), and an ``editions`` mark on a base
    rule agrees with the rules diff (a rule marked as missing from an edition has no counterpart there).
    """
    base = load_record(game, path)
    where = Path(base.path).name
    sections = {s.edition: s for s in load_sections(game, path)}
    marks = load_marks(game, path)
    others = [e for e in editions if e != base.edition]
    problems: list[str] = []
    for edition in sections:
        if edition not in others:
            problems.append(f"{where}: [[other_edition]] {edition} is not another edition of {game} the kit certifies")
    base_index = load_bundled(game, base.edition)
    for edition in others:
        index = load_bundled(game, edition)
        tr = translation(game, base.edition, edition)
        counterparts = {x for r in base_index.rules for x in tr.all_of(r.id)}
        only_here = [r.id for r in index.rules if r.id not in counterparts]
        section = sections.get(edition, ClauseRecord(game, edition, base.path))
        problems += [p.replace(f"{where}: ", f"{where} [{edition}]: ", 1)
                     for p in check_record(section, scenarios, index)]
        for rule_id in only_here:
            if rule_id not in section.rules:
                problems.append(f"{where} [{edition}]: rule {rule_id} exists only in {edition} but has no entry")
        for rule_id in section.rules:
            if rule_id in counterparts:
                problems.append(f"{where} [{edition}]: rule {rule_id} has a {base.edition} counterpart: record it "
                                f"under [[rule]] in {base.edition} numbering")
        for rule_id, eds in marks.rules.items():
            missing = bool(tr.all_of(rule_id)) is False
            if (edition in eds) == missing:
                state = "has no counterpart" if missing else "has a counterpart"
                problems.append(f"{where}: rule {rule_id}: editions = {list(eds)} but it {state} in {edition}")
    known = {base.edition, *others}
    for (rule_id, n), eds in marks.clauses.items():
        unknown = [e for e in eds if e not in known]
        if unknown or not eds:
            problems.append(f"{where}: {rule_id}/{n}: editions must name editions of {game}: {sorted(known)}")
    return problems
