"""Rule coverage: for every rule in scope, which scenarios test it, which are waived, which are uncovered.

Why per edition: the same id can denote different rules in two editions (CR 703.4k), so coverage is computed
edition by edition from the scenarios that hold for it, their tags translated into that edition's numbering.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.rules.model import Rule, RulesIndex
from referee.rules.numbering import tag_edition, translate_all, translation
from referee.rules.scenarios import RuleTag, Scenario
from referee.rules.store import RulesError, Waiver, load_bundled

COVERAGE_FORMAT = 1


@dataclass
class RuleCoverage:
    rule: Rule
    scenarios: list[Scenario] = field(default_factory=list)
    waiver: Waiver | None = None

    @property
    def status(self) -> str:
        if self.scenarios:
            return "covered"
        return "waived" if self.waiver else "uncovered"


@dataclass
class EditionCoverage:
    game: str
    edition: str
    rules: list[RuleCoverage]
    unknown: list[tuple[Scenario, RuleTag, str]] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for r in self.rules if r.status == status)

    @property
    def uncovered(self) -> list[RuleCoverage]:
        return [r for r in self.rules if r.status == "uncovered"]


def compute_coverage(index: RulesIndex, scenarios: list[Scenario], waivers: list[Waiver]) -> EditionCoverage:
    """Coverage of one edition: each scenario that holds for it counts for the rules its tags name, read in
    this edition's numbering (tags are written in the scenario's tag edition, see :mod:`numbering`)."""
    game, edition = index.game, index.edition
    by_rule: dict[str, list[Scenario]] = {}
    unknown: list[tuple[Scenario, RuleTag, str]] = []
    seen: set[tuple[str, int, str]] = set()
    for s in scenarios:
        if not s.applies_to(game, edition):
            continue
        source = tag_edition(game, s.editions.get(game, [])) or edition
        source_index = index if source == edition else _bundled_or_none(game, source)
        for t in s.rule_tags:
            if t.game != game:
                continue
            if source_index is not None and t.id not in source_index:
                unknown.append((s, t, f"is not a rule of {game} {source}"))
                continue
            rule_ids = translate_all(game, t.id, source, edition)
            if not rule_ids:
                unknown.append((s, t, f"({game} {source} numbering) has no counterpart in {game} {edition}"))
                continue
            for rule_id in rule_ids:
                if rule_id not in index:
                    unknown.append((s, t, f"is not a rule of {game} {edition}"))
                    continue
                key = (s.file, s.line, rule_id)
                if key not in seen:
                    seen.add(key)
                    by_rule.setdefault(rule_id, []).append(s)
    wmap = {w.rule: w for w in waivers if w.applies(edition)}
    for w in carried_waivers(game, edition, waivers):
        wmap.setdefault(w.rule, w)
    rules = [RuleCoverage(r, by_rule.get(r.id, []), wmap.get(r.id)) for r in index.rules]
    return EditionCoverage(game, edition, rules, unknown)


def carried_waivers(game: str, edition: str, waivers: list[Waiver]) -> list[Waiver]:
    """Waivers written for other editions, carried to this one where the rule kept its wording.

    Why: a definition that a rules update only renumbered is still a definition; one that was reworded
    needs a fresh review, so it is not carried (it shows as uncovered until someone looks at it).
    """
    out = []
    for w in waivers:
        if not w.editions or edition in w.editions:
            continue
        for source in w.editions:
            try:
                tr = translation(game, source, edition)
            except RulesError:
                continue
            target = tr(w.rule)
            if target is not None and w.rule not in tr.reworded:
                out.append(Waiver(target, f"{w.reason} (carried from {source} {w.rule}: same wording)", (edition,)))
                break
    return out


def _bundled_or_none(game: str, edition: str) -> RulesIndex | None:
    try:
        return load_bundled(game, edition)
    except RulesError:
        return None


def coverage_json(reports: list[EditionCoverage]) -> dict[str, Any]:
    """Machine-readable coverage (schema: schemas/rules/coverage.json)."""
    out = []
    for rep in reports:
        out.append({
            "game": rep.game,
            "edition": rep.edition,
            "summary": {"rules": len(rep.rules), "covered": rep.count("covered"),
                        "waived": rep.count("waived"), "uncovered": rep.count("uncovered")},
            "rules": [{
                "id": rc.rule.id, "title": rc.rule.title, "status": rc.status,
                "scenarios": [s.ref() for s in rc.scenarios],
                **({"waiver": rc.waiver.reason} if rc.waiver and not rc.scenarios else {}),
            } for rc in rep.rules],
            "unknown_tags": [{"file": s.file, "line": t.line or s.line, "scenario": s.name,
                              "tag": f"@rule:{t.game}:{t.id}", "problem": problem}
                             for s, t, problem in rep.unknown],
        })
    return {"format": COVERAGE_FORMAT, "editions": out}


def render_pretty(reports: list[EditionCoverage], verbose: bool = False) -> str:
    lines: list[str] = []
    for rep in reports:
        n = len(rep.rules)
        pct = 100.0 * (rep.count("covered") + rep.count("waived")) / n if n else 100.0
        lines.append(f"{rep.game} {rep.edition}: {n} rules in scope, {rep.count('covered')} covered, "
                     f"{rep.count('waived')} waived, {rep.count('uncovered')} uncovered "
                     f"({pct:.0f}% accounted for)")
        for rc in rep.rules:
            if rc.status == "covered" and verbose:
                names = "; ".join(f"{s.file}:{s.line}" for s in rc.scenarios)
                lines.append(f"  + {rc.rule.id:<12} {rc.rule.title}  <- {names}")
            elif rc.status == "waived" and verbose:
                lines.append(f"  ~ {rc.rule.id:<12} waived: {rc.waiver.reason if rc.waiver else ''}")
            elif rc.status == "uncovered":
                lines.append(f"  - {rc.rule.id:<12} {rc.rule.title}")
        for s, t, problem in rep.unknown:
            lines.append(f"  ? {s.file}:{t.line or s.line}: @rule:{t.game}:{t.id} {problem}")
    return "\n".join(lines)


def render_html(reports: list[EditionCoverage]) -> str:
    """The coverage page (referee/rules/coverage_html.py)."""
    from referee.rules import coverage_html  # it imports this module's types

    return coverage_html.render(reports)
