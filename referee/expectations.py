"""Known failures an engine author declares, so a run fails only on what is new.

The file is TOML, one table per scenario or per rule::

    [scenario."MTG02-untap-step/11"]
    reason = "not-implemented"          # one of REASONS
    link = "https://example.org/issues/4"   # optional
    note = "day/night is not modelled"       # optional

    [rule."mtg:703.4b"]
    reason = "rules-interpretation"

A failing (or errored) scenario that matches is an *expected failure*: reported as such, it does not
fail the run. A matching scenario that passes is an *unexpected pass*, which does fail the run (the
file is out of date). Unknown scenario ids or rules are errors that name the line.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.results import ScenarioResult
from referee.rules.scenarios import Scenario

REASONS = ("not-implemented", "known-bug", "rules-interpretation", "unsupported-variant", "wont-fix")
KINDS = ("scenario", "rule")
_HEADER = re.compile(r'^\s*\[\s*(?P<kind>[A-Za-z_-]+)\s*\.\s*(?P<q>["\']?)(?P<key>[^"\'\]]+)(?P=q)\s*\]')


class ExpectationsError(Exception):
    """The expectations file is invalid; ``problems`` are ``path:line: message`` strings."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = list(problems)


@dataclass(frozen=True)
class Expectation:
    kind: str  # scenario | rule
    target: str  # a scenario id or a rule id (game:id)
    reason: str
    link: str = ""
    note: str = ""
    line: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "target": self.target, "reason": self.reason, "line": self.line}
        if self.link:
            out["link"] = self.link
        if self.note:
            out["note"] = self.note
        return out


@dataclass
class Expectations:
    path: str
    scenarios: dict[str, Expectation]
    rules: dict[str, Expectation]

    def match(self, result: ScenarioResult) -> Expectation | None:
        """The expectation covering a scenario: its own entry first, else one of its rules'."""
        if result.id in self.scenarios:
            return self.scenarios[result.id]
        for rule in (*result.rules, *result.tagged_rules):
            if rule in self.rules:
                return self.rules[rule]
        return None


def inventory() -> tuple[set[str], set[str]]:
    """Every scenario id and every rule id (game:id) the suite has."""
    from referee.resources import features_dir
    from referee.rules.scenarios import all_scenarios

    scenarios: set[str] = set()
    rules: set[str] = set()
    for scenario in all_scenarios(features_dir()):
        number = re.match(r"^\[(\d+)\]", scenario.name)
        scenarios.add(f"{Path(scenario.file).stem}/{number.group(1) if number else scenario.name}")
        rules.update(f"{tag.game}:{tag.id}" for tag in scenario.rule_tags)
        rules.update(_translated(scenario))
    return scenarios, rules


def _translated(scenario: Scenario) -> set[str]:
    """The scenario's rule ids in the numbering of every edition it holds for (what reports show)."""
    from referee.rules.numbering import tag_edition, translate_all
    from referee.rules.store import bundled_editions

    out: set[str] = set()
    for tag in scenario.rule_tags:
        source = tag_edition(tag.game, scenario.editions.get(tag.game, []))
        for game, edition in bundled_editions(tag.game):
            if scenario.applies_to(game, edition):
                out.update(f"{game}:{rule}" for rule in translate_all(game, tag.id, source, edition))
    return out


def _lines(text: str) -> dict[tuple[str, str], int]:
    out: dict[tuple[str, str], int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        match = _HEADER.match(line)
        if match:
            out.setdefault((match["kind"], match["key"]), number)
    return out


def load(path: str | Path, known: tuple[set[str], set[str]] | None = None) -> Expectations:
    """Read and check an expectations file against the suite (``known``: scenario ids, rule ids)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ExpectationsError([f"{path}: cannot read: {exc.strerror}"]) from exc
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ExpectationsError([f"{path}: invalid TOML: {exc}"]) from exc
    scenario_ids, rule_ids = known if known is not None else inventory()
    lines = _lines(text)
    problems: list[str] = []
    found: dict[str, dict[str, Expectation]] = {"scenario": {}, "rule": {}}
    for kind, table in data.items():
        if kind not in KINDS or not isinstance(table, dict):
            line = next((n for (k, _), n in lines.items() if k == kind), 1)
            problems.append(f"{path}:{line}: unknown table {kind!r} (expected [scenario.\"ID\"] or [rule.\"GAME:ID\"])")
            continue
        for target, entry in table.items():
            line = lines.get((kind, target), 1)
            where = f"{path}:{line}"
            if kind == "scenario" and target not in scenario_ids:
                problems.append(f"{where}: unknown scenario {target!r}")
                continue
            if kind == "rule" and target not in rule_ids:
                problems.append(f"{where}: unknown rule {target!r} (no scenario of the suite checks it)")
                continue
            if not isinstance(entry, dict):
                problems.append(f"{where}: {kind} {target!r} must be a table with a reason")
                continue
            extra = sorted(set(entry) - {"reason", "link", "note"})
            if extra:
                problems.append(f"{where}: unknown key(s) {', '.join(extra)} (allowed: reason, link, note)")
            reason = entry.get("reason")
            if reason not in REASONS:
                problems.append(f"{where}: reason {reason!r} is not one of {', '.join(REASONS)}")
                continue
            link, note = entry.get("link", ""), entry.get("note", "")
            if not isinstance(link, str) or not isinstance(note, str):
                problems.append(f"{where}: link and note must be strings")
                continue
            found[kind][target] = Expectation(kind, target, str(reason), link, note, line)
    if problems:
        raise ExpectationsError(problems)
    return Expectations(str(path), found["scenario"], found["rule"])


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def render(entries: Iterable[Expectation], header: str = "") -> str:
    out = ["# Referee expectations: known failures of this engine.",
           f"# reason is one of: {', '.join(REASONS)}; link and note are optional."]
    if header:
        out.append(f"# {header}")
    for entry in sorted(entries, key=lambda e: (KINDS.index(e.kind), e.target)):
        out += ["", f"[{entry.kind}.{_quote(entry.target)}]", f"reason = {_quote(entry.reason)}"]
        if entry.link:
            out.append(f"link = {_quote(entry.link)}")
        if entry.note:
            out.append(f"note = {_quote(entry.note)}")
    return "\n".join(out) + "\n"


def updated(results: Sequence[ScenarioResult], current: Expectations | None) -> list[Expectation]:
    """The expectations a run implies: keep entries still failing, drop passing ones, add new failures."""
    failing = [r for r in results if r.outcome in ("failed", "errored")]  # a scenario error is never the engine's
    failing_ids = {r.id for r in failing}
    passing_ids = {r.id for r in results if r.outcome == "passed"}
    out: list[Expectation] = []
    kept_rules: dict[str, Expectation] = {}
    if current is not None:
        for ident, entry in current.scenarios.items():
            if ident not in passing_ids:  # still failing, or not run this time
                out.append(entry)
        for rule, entry in current.rules.items():
            rule_results = [r for r in results if rule in r.rules or rule in r.tagged_rules]
            if not rule_results or any(r.id in failing_ids for r in rule_results):
                kept_rules[rule] = entry
                out.append(entry)
    covered = {e.target for e in out if e.kind == "scenario"}
    for result in failing:
        if result.id in covered or any(rule in kept_rules for rule in (*result.rules, *result.tagged_rules)):
            continue
        first = (result.message or "").strip().splitlines()
        out.append(Expectation("scenario", result.id, "known-bug", note=(first[0][:200] if first else "")))
    return out


def write_updated(path: str | Path, results: Sequence[ScenarioResult], current: Expectations | None,
                  header: str = "") -> list[Expectation]:
    entries = updated(results, current)
    Path(path).write_text(render(entries, header), encoding="utf-8")
    return entries
