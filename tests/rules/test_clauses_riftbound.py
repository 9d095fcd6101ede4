"""The Riftbound clause record (referee/rules/data/clauses-riftbound.toml) and its two-edition part.

The generic check (tests/rules/test_clauses.py) checks the record's v1.2 entries like any game's. Here: the
v1.3-only section and the ``editions`` marks (referee/rules/clauses_editions.py), that the record covers every
rule of the seeds (000: rule 316; 001: the table of contents of the whole 300-399 chapter), and that the
clauses of the v1.3 section are in our own words too.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

cl = pytest.importorskip("referee.rules.clauses", reason="the clause record loader comes from branch clauses-mtg")

from referee.resources import features_dir  # noqa: E402
from referee.rules import clauses_editions as ce  # noqa: E402
from referee.rules.scenarios import RuleTag, Scenario, all_scenarios  # noqa: E402
from referee.rules.store import RulesError, load_bundled  # noqa: E402

RULES_TEXTS = Path("/work/shared/rules-texts")
EDITIONS = ("1.2", "1.3")


@pytest.fixture(scope="module")
def scenarios() -> list[Scenario]:
    return all_scenarios(features_dir())


def test_the_v13_section_and_the_edition_marks_pass_the_check(scenarios: list[Scenario]) -> None:
    assert ce.check_editions("riftbound", EDITIONS, scenarios) == []


def test_every_rule_of_the_chapter_has_its_clauses() -> None:
    """Seed 001 is the chapter's table of contents: every rule of the v1.2 index is in the record (with the rules
    outside the chapter that it cites for multiplayer, scope.py)."""
    record = cl.load_record("riftbound")
    index = load_bundled("riftbound", record.edition)
    assert [r.id for r in index.rules if r.id not in record.rules] == []
    assert set(record.seed_rules) == {r.id for r in index.rules}


def test_rule_316_is_cut_by_reading() -> None:
    """Seed 000 states rule 316 in full: each of its rules was cut by reading the text (checked = "read")."""
    data = tomllib.loads(cl.clauses_path("riftbound").read_text(encoding="utf-8"))
    entries = {e["id"]: e for e in data["rule"] if e["id"] == "316" or e["id"].startswith("316.")}
    assert entries and all(e.get("checked") == "read" for e in entries.values())
    seed_000 = [st for st in data["seed"] if st["seed"] == "000"]
    assert len(seed_000) == 1 and set(seed_000[0]["rules"]) == set(entries)


def test_v13_clauses_are_in_our_own_words() -> None:
    texts = sorted(RULES_TEXTS.glob("riftbound*")) if RULES_TEXTS.is_dir() else []
    if not texts:
        pytest.skip(f"no official Riftbound rules text under {RULES_TEXTS} to compare with")

    def runs(text: str) -> set[tuple[str, ...]]:
        words = re.findall(r"[a-z0-9]+", text.lower())
        return {tuple(words[i:i + 8]) for i in range(len(words) - 7)}

    official = set().union(*(runs(p.read_text(encoding="utf-8", errors="replace")) for p in texts))
    copied = [c.ref for s in ce.load_sections("riftbound") for c in s.clauses if runs(c.says) & official]
    assert copied == [], "clauses that copy the official wording (paraphrase them)"


# ----- the two-edition checks, on small records ---------------------------------------------------------
HEAD = 'format = 1\ngame = "riftbound"\nedition = "1.2"\n'


def _scenario(file: str, number: int, rule: str, edition: str) -> Scenario:
    return Scenario(file=f"features/riftbound/{file}.feature", line=1, name=f"[{number}] x", feature="F",
                    tags=[], rule_tags=[RuleTag("riftbound", rule, 1)], editions={"riftbound": [edition]})


def _problems(tmp_path: Path, body: str, scenarios: list[Scenario] | None = None) -> list[str]:
    path = tmp_path / "clauses-riftbound.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    return ce.check_editions("riftbound", EDITIONS, scenarios or [], path)


def _only_13() -> list[str]:
    from referee.rules.numbering import translation

    tr = translation("riftbound", "1.2", "1.3")
    mapped = {x for r in load_bundled("riftbound", "1.2").rules for x in tr.all_of(r.id)}
    return [r.id for r in load_bundled("riftbound", "1.3").rules if r.id not in mapped]


def test_a_v13_only_rule_without_entry_is_named(tmp_path: Path) -> None:
    problems = _problems(tmp_path, "")
    assert f"rule {_only_13()[0]} exists only in 1.3 but has no entry" in "\n".join(problems)
    assert len([p for p in problems if "exists only in 1.3" in p]) == len(_only_13())


def test_a_section_entry_is_checked_like_a_record(tmp_path: Path) -> None:
    rule = _only_13()[0]
    body = ('[[other_edition]]\nedition = "1.3"\n[[other_edition.seed]]\nseed = "001"\nstates = "s"\n'
            f'rules = ["{rule}"]\n[[other_edition.rule]]\nid = "{rule}"\n[[other_edition.rule.clause]]\n'
            'says = "x"\npositive = ["RB99-x/1"]\n')
    problems = "\n".join(_problems(tmp_path, body, [_scenario("RB99-x", 1, rule, "1.3")]))
    assert f"{rule}/1: tested from one side only" in problems
    assert "clauses-riftbound.toml [1.3]:" in problems
    assert f"rule {rule} exists only in 1.3" not in problems


def test_a_section_entry_for_a_rule_both_editions_have_is_named(tmp_path: Path) -> None:
    body = ('[[other_edition]]\nedition = "1.3"\n[[other_edition.seed]]\nseed = "001"\nstates = "s"\n'
            'rules = ["316.1"]\n[[other_edition.rule]]\nid = "316.1"\n[[other_edition.rule.clause]]\n'
            'says = "x"\nuntested = "not-stated: x"\n')
    assert any("rule 316.1 has a 1.2 counterpart" in p for p in _problems(tmp_path, body))


@pytest.mark.parametrize(("body", "problem"), [
    ('[[rule]]\nid = "316.1"\neditions = ["1.2"]\n', "rule 316.1: editions = ['1.2'] but it has a counterpart in 1.3"),
    ('[[rule]]\nid = "316.2.c"\n', ""),
    ('[[rule]]\nid = "316.2.c"\neditions = ["1.2", "1.3"]\n', "but it has no counterpart in 1.3"),
    ('[[rule]]\nid = "316.1"\n[[rule.clause]]\nsays = "x"\neditions = ["1.4"]\n', "316.1/1: editions must name"),
    ('[[other_edition]]\nedition = "1.1"\n', "[[other_edition]] 1.1 is not another edition"),
])
def test_edition_marks_must_agree_with_the_rules_diff(tmp_path: Path, body: str, problem: str) -> None:
    problems = [p for p in _problems(tmp_path, body) if "exists only in 1.3" not in p]
    if problem:
        assert any(problem in p for p in problems), problems
    else:
        assert problems == []


@pytest.mark.parametrize(("body", "message"), [
    ('other_edition = 3\n', "'other_edition' must be a list"),
    ('[[other_edition]]\n', "[[other_edition]] #1: 'edition' must be a non-empty string"),
    ('[[other_edition]]\nedition = "1.3"\n[[other_edition.seed]]\nseed = "001"\nstates = "s"\nrules = []\n',
     "'rules' must be a non-empty list"),
    ('[[other_edition]]\nedition = "1.3"\n[[other_edition.rule]]\nid = "x"\n[[other_edition.rule.clause]]\n'
     'positive = ["a"]\n', "rule x of 1.3 clause 1: 'says' must be a non-empty string"),
])
def test_a_malformed_section_is_a_clear_error(tmp_path: Path, body: str, message: str) -> None:
    path = tmp_path / "clauses-riftbound.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    with pytest.raises(RulesError, match=re.escape(message)):
        ce.load_sections("riftbound", path)


def test_a_section_may_require_every_tagged_scenario_to_be_named(tmp_path: Path) -> None:
    rule = _only_13()[0]
    section = ('[[other_edition]]\nedition = "1.3"\ntagged_scenarios_named = true\n'
               f'[[other_edition.seed]]\nseed = "001"\nstates = "s"\nrules = ["{rule}"]\n'
               f'[[other_edition.rule]]\nid = "{rule}"\n'
               '[[other_edition.rule.clause]]\nsays = "x"\nuntested = "not-observable: x"\n')
    problems = "\n".join(_problems(tmp_path, section, [_scenario("RB99-x", 1, rule, "1.3")]))
    assert f"rule {rule}: scenario RB99-x/1 is tagged with it but named by none" in problems
    path = tmp_path / "clauses-riftbound.toml"
    path.write_text(HEAD + section.replace("= true", "= 3"), encoding="utf-8")
    with pytest.raises(RulesError, match="tagged_scenarios_named must be true or false"):
        ce.load_sections("riftbound", path)
