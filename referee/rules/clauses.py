"""Clause records: each seed rule cut into the clauses that state observable behaviour, in the kit's own words,
with the scenarios that test each clause and from which side.

Why a record apart from the ``@rule`` tags: a tag says a scenario is about a rule, not which of the rule's
sentences it would catch broken. A rule of two clauses counts as covered when only one clause is tested, and a
real engine's deviation slipped through exactly that way (issue 11). ``clauses-<game>.toml`` next to the rules
index makes the split reviewable: a reader checks each clause against the rules text, each scenario against its
clause, and :func:`check_record` checks the bookkeeping (docs/COVERAGE.md describes the format).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.rules.model import RulesIndex
from referee.rules.numbering import tag_edition, translate_all
from referee.rules.scenarios import Scenario
from referee.rules.store import DATA_DIR, RulesError

CLAUSES_FORMAT = 1
# Why a clause may have no scenario: the protocol cannot show it; the seeds do not state it (the seed states
# the rule, the clause is a detail of the full rules text that the kit does not claim to test); or it is
# stated and observable but no probe card exercises it yet (a known gap, listed so it is not forgotten).
UNTESTED_KINDS = ("not-observable", "not-stated", "no-probe")
SIDES = ("positive", "negative")


@dataclass(frozen=True)
class Clause:
    """One clause of a rule. ``positive``: scenarios where the behaviour must happen (they fail if an engine
    leaves it out); ``negative``: scenarios where the clause's condition is not met and the behaviour must not
    happen (they fail if an engine over-applies it)."""

    rule: str
    number: int
    says: str
    positive: tuple[str, ...] = ()
    negative: tuple[str, ...] = ()
    one_side: str = ""
    untested: str = ""
    line: int = 0

    @property
    def ref(self) -> str:
        return f"{self.rule}/{self.number}"

    @property
    def status(self) -> str:
        """``both`` sides tested, ``one side`` (with the reason there is no other), or ``untested``."""
        if self.positive and self.negative:
            return "both"
        return "one side" if self.positive or self.negative else "untested"


@dataclass(frozen=True)
class SeedStatement:
    """Something a seed states, in our words, and the rules behind it (the rules that need clauses)."""

    seed: str
    states: str
    rules: tuple[str, ...]


@dataclass
class ClauseRecord:
    game: str
    edition: str
    path: str
    statements: list[SeedStatement] = field(default_factory=list)
    rules: dict[str, list[Clause]] = field(default_factory=dict)
    duplicates: list[str] = field(default_factory=list)
    # Opt-in (``tagged_scenarios_named = true``): every scenario of the record's edition tagged with a recorded
    # rule must be named by one of its clauses.
    tagged_scenarios_named: bool = False

    @property
    def seed_rules(self) -> list[str]:
        seen: dict[str, None] = {}
        for st in self.statements:
            seen.update(dict.fromkeys(st.rules))
        return list(seen)

    @property
    def clauses(self) -> list[Clause]:
        return [c for cs in self.rules.values() for c in cs]

    def count(self, status: str) -> int:
        return sum(1 for c in self.clauses if c.status == status)


def clauses_path(game: str) -> Path:
    return DATA_DIR / f"clauses-{game}.toml"


def clause_games() -> list[str]:
    """Games that have a clause record in the bundled data."""
    return sorted(p.stem.removeprefix("clauses-") for p in DATA_DIR.glob("clauses-*.toml"))


def load_record(game: str, path: str | Path | None = None) -> ClauseRecord:
    """Read ``clauses-<game>.toml``; a malformed file is a :class:`RulesError` naming the entry at fault."""
    p = Path(path) if path else clauses_path(game)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise RulesError(f"{p}: no clause record for {game}") from e
    except tomllib.TOMLDecodeError as e:
        raise RulesError(f"{p}: {e}") from e
    if data.get("format") != CLAUSES_FORMAT:
        raise RulesError(f"{p}: format must be {CLAUSES_FORMAT}, not {data.get('format')!r}")
    if data.get("game") != game:
        raise RulesError(f"{p}: game must be {game!r}, not {data.get('game')!r}")
    edition = _text(data, "edition", p, "the file")
    named = data.get("tagged_scenarios_named", False)
    if not isinstance(named, bool):
        raise RulesError(f"{p}: tagged_scenarios_named must be true or false")
    record = ClauseRecord(game, edition, str(p), tagged_scenarios_named=named)
    for i, st in enumerate(_tables(data, "seed", p), 1):
        where = f"[[seed]] #{i}"
        record.statements.append(SeedStatement(_text(st, "seed", p, where), _text(st, "states", p, where),
                                               _strings(st, "rules", p, where, required=True)))
    lines = _entry_lines(p)
    for i, entry in enumerate(_tables(data, "rule", p), 1):
        rule_id = _text(entry, "id", p, f"[[rule]] #{i}")
        if rule_id in record.rules:
            record.duplicates.append(rule_id)
        clauses = []
        for n, c in enumerate(_tables(entry, "clause", p), 1):
            where = f"rule {rule_id} clause {n}"
            clauses.append(Clause(rule_id, n, _text(c, "says", p, where),
                                  _strings(c, "positive", p, where), _strings(c, "negative", p, where),
                                  str(c.get("one_side", "")), str(c.get("untested", "")),
                                  lines.get((rule_id, n), 0)))
        record.rules[rule_id] = clauses
    return record


def _tables(data: dict[str, Any], key: str, p: Path) -> list[dict[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise RulesError(f"{p}: {key!r} must be an array of tables ([[{key}]])")
    return value


def _text(table: dict[str, Any], key: str, p: Path, where: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise RulesError(f"{p}: {where}: {key!r} must be a non-empty string")
    return value.strip()


def _strings(table: dict[str, Any], key: str, p: Path, where: str, required: bool = False) -> tuple[str, ...]:
    value = table.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or (required and not value):
        raise RulesError(f"{p}: {where}: {key!r} must be a {'non-empty ' if required else ''}list of strings")
    return tuple(value)


def _entry_lines(p: Path) -> dict[tuple[str, int], int]:
    """Source line of each clause, so findings point at the file (tomllib keeps no positions)."""
    out: dict[tuple[str, int], int] = {}
    rule, n = "", 0
    for lineno, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r'\s*id\s*=\s*"([^"]+)"', line)
        if m:
            rule, n = m.group(1), 0
        elif line.strip() == "[[rule.clause]]":
            n += 1
            out[(rule, n)] = lineno
    return out


def scenario_id(scenario: Scenario) -> str:
    """``<feature file stem>/<n>``: the id expectations files and ``--scenario`` use."""
    number = re.match(r"^\[(\d+)\]", scenario.name)
    return f"{Path(scenario.file).stem}/{number.group(1) if number else scenario.name}"


def rules_of(scenario: Scenario, game: str, edition: str) -> set[str]:
    """The scenario's rule tags for ``game``, read in ``edition``'s numbering."""
    source = tag_edition(game, scenario.editions.get(game, []))
    return {rule for t in scenario.rule_tags if t.game == game
            for rule in translate_all(game, t.id, source, edition)}


def check_record(record: ClauseRecord, scenarios: Iterable[Scenario], index: RulesIndex | None) -> list[str]:
    """Bookkeeping problems of a clause record, each naming the rule or clause at fault.

    Every rule a seed statement names has clauses; every clause has scenarios or a reason it has none (not
    both); a clause tested from one side says why there is no other; every scenario named exists and carries
    that rule's tag; with ``tagged_scenarios_named``, every scenario of the record's edition carrying the tag is
    named by one of the rule's clauses. ``index`` (the record's edition) also checks that every rule id exists
    there.
    """
    where = Path(record.path).name
    problems: list[str] = []
    tags: dict[str, set[str]] = {}
    own_edition: set[str] = set()  # scenarios that hold for the record's edition
    for s in scenarios:
        tags.setdefault(scenario_id(s), set()).update(rules_of(s, record.game, record.edition))
        if s.applies_to(record.game, record.edition):
            own_edition.add(scenario_id(s))
    for rule_id in record.duplicates:
        problems.append(f"{where}: rule {rule_id} has two [[rule]] entries")
    seed_rules = set(record.seed_rules)
    for rule_id in record.seed_rules:
        if rule_id not in record.rules:
            problems.append(f"{where}: rule {rule_id} is stated by a seed but has no [[rule]] entry")
    for rule_id, clauses in record.rules.items():
        if index is not None and rule_id not in index:
            problems.append(f"{where}: rule {rule_id} is not a rule of {record.game} {record.edition}")
        if rule_id not in seed_rules:
            problems.append(f"{where}: rule {rule_id} is named by no [[seed]] statement")
        if not clauses:
            problems.append(f"{where}: rule {rule_id} has no [[rule.clause]]")
        for c in clauses:
            problems += [f"{where}:{c.line}: {c.ref}: {msg}" for msg in _clause_problems(c, tags)]
        # The other way round (opt-in): a scenario tagged with the rule says which clause it tests, so that a
        # reviewer can judge every tagged scenario against one clause (and a clause's side counts are complete).
        if not record.tagged_scenarios_named:
            continue
        named = {sid for c in clauses for sid in c.positive + c.negative}
        for sid in sorted(sid for sid, rules in tags.items()
                          if rule_id in rules and sid in own_edition and sid not in named):
            problems.append(f"{where}: rule {rule_id}: scenario {sid} is tagged with it but named by none of its "
                            "clauses")
    return problems


def _clause_problems(c: Clause, tags: dict[str, set[str]]) -> list[str]:
    out = []
    named = c.positive + c.negative
    if c.untested:
        kind = c.untested.partition(":")[0].strip()
        if named:
            out.append("names scenarios and a reason it is untested: keep one")
        if kind not in UNTESTED_KINDS or not c.untested.partition(":")[2].strip():
            out.append(f"untested must read '<kind>: <reason>' with kind one of {', '.join(UNTESTED_KINDS)}")
    elif not named:
        out.append("no scenario and no reason ('untested') why it has none")
    if c.status == "one side" and not c.one_side:
        side = "negative" if c.positive else "positive"
        out.append(f"tested from one side only: name the {side} scenarios or say why there is none (one_side)")
    if c.status != "one side" and c.one_side:
        out.append("one_side gives a reason there is no other side, but the clause is not tested from one side")
    for sid in dict.fromkeys(named):
        if sid not in tags:
            out.append(f"no scenario {sid}")
        elif c.rule not in tags[sid]:
            out.append(f"scenario {sid} is not tagged @rule:...:{c.rule}")
    # One scenario may stand on both sides when it asserts both (an illegal choice rejected, then the legal one
    # applied); named twice on one side is a slip.
    dup = {sid for side in (c.positive, c.negative) for sid in side if side.count(sid) > 1}
    if dup:
        out.append(f"names {', '.join(sorted(dup))} twice")
    return out


def summary(record: ClauseRecord) -> dict[str, int]:
    return {"rules": len(record.rules), "clauses": len(record.clauses), "both sides": record.count("both"),
            "one side": record.count("one side"), "untested": record.count("untested")}


def record_json(record: ClauseRecord, problems: list[str]) -> dict[str, Any]:
    """One game's record as data: the summary, every clause with its status and scenarios, the problems."""
    return {
        "game": record.game, "edition": record.edition,
        "summary": {**summary(record), "untested by kind": untested_kinds(record), "problems": len(problems)},
        "clauses": [{"rule": c.rule, "clause": c.number, "says": c.says, "status": c.status,
                     "positive": list(c.positive), "negative": list(c.negative),
                     **({"one_side": c.one_side} if c.one_side else {}),
                     **({"untested": c.untested} if c.untested else {})} for c in record.clauses],
        "problems": problems,
    }


def untested_kinds(record: ClauseRecord) -> dict[str, int]:
    """How many untested clauses give each kind of reason."""
    kinds = [c.untested.partition(":")[0].strip() for c in record.clauses if c.status == "untested"]
    return {kind: kinds.count(kind) for kind in UNTESTED_KINDS if kind in kinds}


def render_pretty(record: ClauseRecord, problems: list[str], verbose: bool = False) -> str:
    s = summary(record)
    kinds = ", ".join(f"{n} {kind}" for kind, n in untested_kinds(record).items())
    lines = [f"{record.game} clauses ({record.edition} numbering): {s['rules']} seed rules, {s['clauses']} clauses: "
             f"{s['both sides']} tested from both sides, {s['one side']} from one side, "
             f"{s['untested']} untested with a reason{f' ({kinds})' if kinds else ''}; {len(problems)} problem(s)"]
    if verbose:
        for c in record.clauses:
            sides = "; ".join(f"{side}: {', '.join(getattr(c, side))}" for side in SIDES if getattr(c, side))
            lines.append(f"  {c.ref:<10} {c.status:<8} {c.says}")
            lines.append(f"  {'':<10} {'':<8} {sides or c.untested}")
    lines += [f"  ! {p}" for p in problems]
    return "\n".join(lines)
