"""Clause records (referee/rules/data/clauses-<game>.toml): the loader, the check, and the bundled records.

The bundled records must pass the check against the kit's own scenarios: every rule a seed states has its
clauses, every clause its scenarios (carrying that rule's tag) or a reason it has none.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from referee.resources import features_dir
from referee.rules import clauses as cl
from referee.rules.cli import coverage_cmd
from referee.rules.model import RulesIndex
from referee.rules.scenarios import RuleTag, Scenario, all_scenarios
from referee.rules.store import RulesError, load_bundled

RULES_TEXTS = Path("/work/shared/rules-texts")


def _scenario(file: str, number: int, *rules: str) -> Scenario:
    return Scenario(file=f"features/mtg/{file}.feature", line=1, name=f"[{number}] something", feature="F",
                    tags=[f"@rule:mtg:{r}" for r in rules], rule_tags=[RuleTag("mtg", r, 1) for r in rules],
                    editions={})


def _record(tmp_path: Path, body: str, header: str = "") -> cl.ClauseRecord:
    path = tmp_path / "clauses-mtg.toml"
    top, _, rest = body.partition("[[rule]]")  # top-level keys of the body go before the first table
    path.write_text(header or 'format = 1\ngame = "mtg"\nedition = "2024-pre-foundations"\n' + top +
                    '[[seed]]\nseed = "003"\nstates = "the draw"\nrules = ["703.4d"]\n' + (rest and "[[rule]]" + rest),
                    encoding="utf-8")
    return cl.load_record("mtg", path)


DRAW = [_scenario("MTG03-draw", 1, "703.4d"), _scenario("MTG03-draw", 2, "703.4d"),
        _scenario("MTG03-draw", 3, "504.1")]
INDEX = load_bundled("mtg", "2024-pre-foundations")


def test_a_complete_record_has_no_problem(tmp_path: Path) -> None:
    record = _record(tmp_path, '[[rule]]\nid = "703.4d"\n'
                     '[[rule.clause]]\nsays = "A draws."\npositive = ["MTG03-draw/1"]\nnegative = ["MTG03-draw/2"]\n'
                     '[[rule.clause]]\nsays = "Off the stack."\npositive = ["MTG03-draw/1"]\none_side = "no converse"\n'
                     '[[rule.clause]]\nsays = "Nobody decides it."\nuntested = "not-observable: no choice offered"\n')
    assert cl.check_record(record, DRAW, INDEX) == []
    both = _record(tmp_path, '[[rule]]\nid = "703.4d"\n[[rule.clause]]\nsays = "A draws, not B."\n'
                   'positive = ["MTG03-draw/1"]\nnegative = ["MTG03-draw/1"]\n')
    assert cl.check_record(both, DRAW[:1], INDEX) == [], "one scenario asserting both sides"
    assert [c.status for c in record.clauses] == ["both", "one side", "untested"]
    assert cl.summary(record) == {"rules": 1, "clauses": 3, "both sides": 1, "one side": 1, "untested": 1}
    assert cl.untested_kinds(record) == {"not-observable": 1}
    assert "1 untested with a reason (1 not-observable); 0 problem(s)" in cl.render_pretty(record, [])


@pytest.mark.parametrize(("clause", "problem"), [
    ('says = "A draws."', "no scenario and no reason"),
    ('says = "A draws."\npositive = ["MTG03-draw/9"]\none_side = "x"', "no scenario MTG03-draw/9"),
    ('says = "A draws."\npositive = ["MTG03-draw/3"]\none_side = "x"', "MTG03-draw/3 is not tagged"),
    ('says = "A draws."\npositive = ["MTG03-draw/1"]', "tested from one side only: name the negative"),
    ('says = "A draws."\nnegative = ["MTG03-draw/1"]', "tested from one side only: name the positive"),
    ('says = "A draws."\npositive = ["MTG03-draw/1"]\nnegative = ["MTG03-draw/2"]\none_side = "x"',
     "one_side gives a reason"),
    ('says = "A draws."\nuntested = "hard to test"', "untested must read"),
    ('says = "A draws."\nuntested = "not-observable:"', "untested must read"),
    ('says = "A draws."\npositive = ["MTG03-draw/1"]\nuntested = "not-stated: x"\none_side = "x"',
     "names scenarios and a reason"),
    ('says = "A draws."\npositive = ["MTG03-draw/1", "MTG03-draw/1"]\none_side = "x"', "twice"),
    ('says = "A draws."\npositive = ["MTG03-draw/1"]\nnegative = ["MTG03-draw/2", "MTG03-draw/2"]', "twice"),
])
def test_each_bookkeeping_fault_is_named_at_its_clause(tmp_path: Path, clause: str, problem: str) -> None:
    record = _record(tmp_path, f'[[rule]]\nid = "703.4d"\n\n[[rule.clause]]\n{clause}\n')
    problems = [p for p in cl.check_record(record, DRAW, INDEX) if "named by none" not in p]
    assert len(problems) == 1 and problem in problems[0], problems
    assert problems[0].startswith("clauses-mtg.toml:11: 703.4d/1: ")


def test_a_scenario_tagged_with_a_rule_but_named_by_none_of_its_clauses_is_named(tmp_path: Path) -> None:
    body = ('[[rule]]\nid = "703.4d"\n[[rule.clause]]\nsays = "A draws."\n'
            'positive = ["MTG03-draw/1"]\none_side = "no converse"\n')
    assert cl.check_record(_record(tmp_path, body), DRAW, INDEX) == [], "only checked when the record opts in"
    record = _record(tmp_path, 'tagged_scenarios_named = true\n' + body)
    pinned = Scenario(file="features/mtg/MTG03-draw.feature", line=1, name="[4] later edition", feature="F",
                      tags=[], rule_tags=[RuleTag("mtg", "703.4d", 1)], editions={"mtg": ["2025-09-19"]})
    assert cl.check_record(record, [*DRAW, pinned], INDEX) == [
        "clauses-mtg.toml: rule 703.4d: scenario MTG03-draw/2 is tagged with it but named by none of its clauses"]


def test_a_seed_rule_without_entry_and_an_entry_without_seed_are_named(tmp_path: Path) -> None:
    record = _record(tmp_path, '[[rule]]\nid = "504.1"\n[[rule.clause]]\nsays = "A draws."\n'
                     'positive = ["MTG03-draw/3"]\none_side = "no converse"\n'
                     '[[rule]]\nid = "999.1"\n[[rule.clause]]\nsays = "x"\nuntested = "not-stated: x"\n'
                     '[[rule]]\nid = "504.1"\n')
    problems = "\n".join(cl.check_record(record, DRAW, INDEX))
    assert "rule 703.4d is stated by a seed but has no [[rule]] entry" in problems
    assert "rule 504.1 is named by no [[seed]] statement" in problems
    assert "rule 999.1 is not a rule of mtg 2024-pre-foundations" in problems
    assert "rule 504.1 has two [[rule]] entries" in problems
    assert "rule 504.1 has no [[rule.clause]]" in problems


@pytest.mark.parametrize(("text", "message"), [
    ('format = 2\ngame = "mtg"\nedition = "x"\n', "format must be 1"),
    ('format = 1\ngame = "riftbound"\nedition = "x"\n', "game must be 'mtg'"),
    ('format = 1\ngame = "mtg"\n', "'edition' must be a non-empty string"),
    ('format = 1\ngame = "mtg"\nedition = "x"\n[[seed]]\nseed = "1"\nstates = "s"\nrules = []\n',
     "[[seed]] #1: 'rules' must be a non-empty list"),
    ('format = 1\ngame = "mtg"\nedition = "x"\n[[rule]]\nid = "1"\n[[rule.clause]]\npositive = ["a"]\n',
     "rule 1 clause 1: 'says' must be a non-empty string"),
    ('format = 1\ngame = "mtg"\nedition = "x"\nrule = 3\n', "'rule' must be an array of tables"),
    ('format = 1\ngame = "mtg"\nedition = = "x"\n', "clauses-mtg.toml"),
    ('format = 1\ngame = "mtg"\nedition = "x"\ntagged_scenarios_named = "yes"\n', "must be true or false"),
])
def test_a_malformed_record_is_a_clear_error(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(RulesError, match=re.escape(message)):
        _record(tmp_path, "", header=text)


def test_a_missing_record_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="no clause record for mtg"):
        cl.load_record("mtg", tmp_path / "nowhere.toml")


def test_tags_are_read_in_the_records_numbering() -> None:
    pinned = Scenario(file="features/mtg/X.feature", line=1, name="[1] x", feature="F", tags=[],
                      rule_tags=[RuleTag("mtg", "703.4q", 1)], editions={"mtg": ["2025-09-19"]})
    assert cl.rules_of(pinned, "mtg", "2024-pre-foundations") == {"703.4s"}
    assert cl.scenario_id(pinned) == "X/1"


def test_the_cli_reports_the_record_and_fails_strict_on_a_problem(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = tmp_path / "clauses-mtg.toml"
    record.write_text('format = 1\ngame = "mtg"\nedition = "2024-pre-foundations"\n[[seed]]\nseed = "003"\n'
                      'states = "the draw"\nrules = ["703.4d"]\n', encoding="utf-8")
    monkeypatch.setattr(cl, "DATA_DIR", tmp_path)
    result = CliRunner().invoke(coverage_cmd, ["--clauses", "--game", "mtg", "--strict"])
    assert result.exit_code == 1, result.output
    assert "0 seed rules, 0 clauses" in result.output
    assert "rule 703.4d is stated by a seed but has no [[rule]] entry" in result.output
    result = CliRunner().invoke(coverage_cmd, ["--clauses", "--game", "mtg", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"][0]["summary"]["problems"] == 1 and data["games"][0]["clauses"] == []
    record.write_text("format = 1\n", encoding="utf-8")
    result = CliRunner().invoke(coverage_cmd, ["--clauses", "--game", "mtg"])
    assert result.exit_code == 2 and "game must be 'mtg'" in result.output


# The bundled records: every game that has one (the Riftbound record uses the same format and check).
BUNDLED = cl.clause_games()


@pytest.mark.parametrize("game", BUNDLED)
def test_the_bundled_record_passes_the_check(game: str) -> None:
    record = cl.load_record(game)
    index: RulesIndex = load_bundled(game, record.edition)
    assert cl.check_record(record, all_scenarios(features_dir()), index) == []


@pytest.mark.parametrize("game", BUNDLED)
def test_clauses_are_in_our_own_words(game: str) -> None:
    """No clause repeats eight consecutive words of the official rules text (where the text is at hand)."""
    texts = sorted(RULES_TEXTS.glob(f"{game}*")) if RULES_TEXTS.is_dir() else []
    if not texts:
        pytest.skip(f"no official {game} rules text under {RULES_TEXTS} to compare with")

    def runs(text: str) -> set[tuple[str, ...]]:
        words = re.findall(r"[a-z0-9]+", text.lower())
        return {tuple(words[i:i + 8]) for i in range(len(words) - 7)}

    official = set().union(*(runs(p.read_text(encoding="utf-8", errors="replace")) for p in texts))
    copied = [c.ref for c in cl.load_record(game).clauses if runs(c.says) & official]
    assert copied == [], "clauses that copy the official wording (paraphrase them)"


def test_every_mtg_seed_rule_703_has_clauses() -> None:
    """Seed 003 is rule 703 itself: each of its rules in the index is named by a seed statement."""
    if "mtg" not in BUNDLED:
        pytest.skip("no MTG clause record yet")
    record = cl.load_record("mtg")
    in_703 = [r.id for r in load_bundled("mtg", record.edition).rules if r.id.startswith("703") and not r.heading]
    assert sorted(set(in_703) - set(record.seed_rules)) == []
