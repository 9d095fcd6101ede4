"""Coverage and lint on a small fixture suite (tests/rules/data/features, tests/rules/data/cards)."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from rules_testutil import DATA, validate

from referee.rules.cli import coverage_cmd
from referee.rules.coverage import compute_coverage
from referee.rules.lint import Finding, lint_paths, normalize_vocabulary
from referee.rules.model import RulesIndex
from referee.rules.scenarios import all_scenarios
from referee.rules.store import RulesError, bundled_editions, load_bundled, load_waivers

FEATURES = DATA / "features"


@dataclass
class FakeParser:
    """Stands in for a pytest-bdd parser: exact text or a prefix ending in '*'."""

    name: str

    def is_matching(self, name: str) -> bool:
        return name.startswith(self.name[:-1]) if self.name.endswith("*") else name == self.name


VOCAB = [("given", FakeParser("a mtg game with players:")), ("given", FakeParser("the objects:")),
         ("when", FakeParser("A passes priority")), ("when", FakeParser("A orders the blockers of *")),
         ("then", FakeParser("A has priority")), ("when", FakeParser("A plays the land *"))]


def _lookup(game: str, edition: str) -> RulesIndex | None:
    try:
        return load_bundled(game, edition)
    except RulesError:
        return None


def _lint() -> list[Finding]:
    return lint_paths(FEATURES, vocabulary=VOCAB, indexes=_lookup,
                      editions=lambda g: [e for _, e in bundled_editions(g)], cards_dir=DATA / "cards")


def test_coverage_per_edition() -> None:
    scen = all_scenarios(FEATURES)
    pre = compute_coverage(load_bundled("mtg", "2024-pre-foundations"), scen, load_waivers("mtg"))
    new = compute_coverage(load_bundled("mtg", "2025-09-19"), scen, load_waivers("mtg"))
    status = {r.rule.id: r for r in pre.rules}
    assert status["703.4d"].status == "covered"
    assert len(status["703.4d"].scenarios) == 4
    assert status["703.4k"].status == "covered"
    assert {r.rule.id: r for r in new.rules}["703.4k"].status == "uncovered"  # edition-tagged scenario
    assert status["703"].status == "waived"
    assert status["703"].waiver is not None
    assert status["703.4a"].status == "uncovered"
    assert [t.id for _, t, _ in pre.unknown] == ["999.9"]


def test_tags_are_translated_into_each_editions_numbering(tmp_path: Path) -> None:
    """An unpinned scenario's tags are in the base edition's numbering: 703.4n (announce combat damage
    assignment, pre-Foundations) is 703.4k in 2025-09-19; 703.4m has no counterpart there."""
    d = tmp_path / "features" / "mtg"
    d.mkdir(parents=True)
    (d / "MTG01-x.feature").write_text(
        "Feature: x\n  @rule:mtg:703.4n\n  Scenario: [1] damage assignment\n    When A passes priority\n"
        "  @rule:mtg:703.4m\n  Scenario: [2] attacker order\n    When A passes priority\n"
        "  @rule:mtg:509.2 @edition:mtg:2025-09-19\n  Scenario: [3] written in 2025 numbering\n"
        "    When A passes priority\n", encoding="utf-8")
    scen = all_scenarios(tmp_path / "features")
    pre = {r.rule.id: r.status for r in compute_coverage(load_bundled("mtg", "2024-pre-foundations"), scen, []).rules}
    rep = compute_coverage(load_bundled("mtg", "2025-09-19"), scen, [])
    new = {r.rule.id: r.status for r in rep.rules}
    assert pre["703.4n"] == pre["703.4m"] == "covered"
    assert pre["509.2"] == "uncovered"  # scenario 3 does not hold for the pre-Foundations edition
    assert new["703.4k"] == "covered" and new["703.4n"] == "uncovered"
    assert new["509.2"] == "covered"  # pinned to 2025: tagged in 2025 numbering, not translated
    assert [(t.id, "no counterpart" in why) for _, t, why in rep.unknown] == [("703.4m", True)]
    found = lint_paths(tmp_path / "features", vocabulary=VOCAB, indexes=_lookup,
                       editions=lambda g: [e for _, e in bundled_editions(g)])
    assert [(f.line, f.code) for f in found] == [(5, "rule-not-in-edition")]
    assert "crosswalk-mtg.toml" in found[0].message


def test_reviewed_correspondence_overrides_the_wording_diff() -> None:
    from referee.rules.numbering import translate, translate_all, translation

    # The diff alone calls 510.1c removed (rewritten without damage assignment order); the crosswalk keeps it.
    assert translate("mtg", "510.1c", "2024-pre-foundations", "2025-09-19") == "510.1c"
    assert translate("mtg", "703.4s", "2024-pre-foundations", "2025-09-19") == "703.4q"
    assert translate("mtg", "703.4k", "2024-pre-foundations", "2025-09-19") is None
    assert translate("mtg", "703.4k", "2024-pre-foundations", "2024-pre-foundations") == "703.4k"
    assert "510.1c" in translation("mtg", "2024-pre-foundations", "2025-09-19").reworded
    assert translate("riftbound", "316", "1.2", "1.3") == "316"
    # 2025 states the Attractions roll twice (703.4g and main-phase rule 505.5): both count.
    assert translate_all("mtg", "703.4g", "2024-pre-foundations", "2025-09-19") == ["703.4g", "505.5"]
    assert translate_all("mtg", "703.4m", "2024-pre-foundations", "2025-09-19") == []


def test_coverage_cli_json_and_strict() -> None:
    runner = CliRunner()
    res = runner.invoke(coverage_cmd, ["--game", "mtg", "--format", "json", "--features", str(FEATURES)])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    validate(data, "coverage")
    assert [e["edition"] for e in data["editions"]] == ["2024-pre-foundations", "2025-09-19"]
    res = runner.invoke(coverage_cmd, ["--game", "mtg", "--edition", "2025-09-19", "--strict",
                                       "--features", str(FEATURES)])
    assert res.exit_code == 1
    assert "neither covered nor waived" in res.output
    res = runner.invoke(coverage_cmd, ["--format", "html", "--features", str(FEATURES)])
    assert res.exit_code == 0
    assert "<table>" in res.output


def test_lint_findings() -> None:
    found = {(Path(f.file).name, f.line, f.code) for f in _lint()}
    assert ("MTG01-sample.feature", 22, "unknown-rule") in found
    assert ("MTG01-sample.feature", 26, "unknown-card") in found
    assert ("MTG01-sample.feature", 27, "unknown-step") in found
    assert ("MTG01-sample.feature", 30, "duplicate-name") in found
    assert ("MTG02-untagged.feature", 3, "no-rule-tag") in found
    # 703.4k exists only before Foundations, and that scenario says so: no warning for it
    assert not any(code == "rule-not-in-edition" and line == 13 for _, line, code in found)


def test_lint_messages_name_closest_steps() -> None:
    msg = next(f for f in _lint() if f.code == "unknown-step")
    assert str(msg).startswith("features/mtg/MTG01-sample.feature:27: error: [unknown-step]")
    assert "closest known steps" in msg.message
    card = next(f for f in _lint() if f.code == "unknown-card")
    assert "Probe Bear" in card.message


def test_lint_clean_feature(tmp_path: Path) -> None:
    d = tmp_path / "features" / "mtg"
    d.mkdir(parents=True)
    (d / "ok.feature").write_text(
        "Feature: ok\n  @rule:mtg:703.4d\n  Scenario: [1] fine\n    Given the objects:\n"
        "      | id | card |\n      | b | Probe Elf |\n    When A passes priority\n    Then A has priority\n",
        encoding="utf-8")
    assert lint_paths(tmp_path / "features", vocabulary=VOCAB, indexes=_lookup,
                      editions=lambda g: [e for _, e in bundled_editions(g)], cards_dir=DATA / "cards") == []


def test_lint_syntax_error(tmp_path: Path) -> None:
    (tmp_path / "bad.feature").write_text("Feature: x\n  Scenario: y\n    Given ok\n  Nonsense here\n",
                                          encoding="utf-8")
    found = lint_paths(tmp_path, vocabulary=None, indexes=_lookup, editions=lambda g: [], cards_dir=None)
    assert found
    assert found[0].code == "syntax"
    assert found[0].line == 4


@dataclass
class FakePattern:
    """The shape ``steps.vocabulary()`` returns: keyword, pattern and is_matching."""

    keyword: str
    pattern: str

    def is_matching(self, text: str) -> bool:
        return FakeParser(self.pattern).is_matching(text)


def test_vocabulary_objects_are_accepted() -> None:
    vocab = normalize_vocabulary([FakePattern(kw, p.name) for kw, p in VOCAB])
    found = lint_paths(FEATURES, vocabulary=vocab, indexes=_lookup,
                       editions=lambda g: [e for _, e in bundled_editions(g)], cards_dir=DATA / "cards")
    steps = [f for f in found if f.code == "unknown-step"]
    assert len(steps) == 1
    assert "When A passes priority" in steps[0].message


def test_lint_card_columns_outside_given_the_objects_are_not_probe_cards(tmp_path: Path) -> None:
    """Only ``Given the objects:`` tables name probe cards; an event table's ``card`` is an object id."""
    d = tmp_path / "features" / "mtg"
    d.mkdir(parents=True)
    (d / "events.feature").write_text(
        "Feature: events\n  @rule:mtg:703.4d\n  Scenario: [1] drew events name object ids\n"
        "    Given the objects:\n      | id    | card      |\n      | alib1 | Probe Elf |\n"
        "    And the objects:\n      | id    | card      |\n      | x     | Probe Beer |\n"
        "    When A passes priority\n    Then the events include, in order:\n"
        "      | type | player | card  |\n      | drew | A      | alib1 |\n",
        encoding="utf-8")
    vocab = [*VOCAB, ("then", FakeParser("the events include, in order:"))]
    found = lint_paths(tmp_path / "features", vocabulary=vocab, indexes=_lookup,
                       editions=lambda g: [e for _, e in bundled_editions(g)], cards_dir=DATA / "cards")
    assert [(f.line, f.code) for f in found] == [(9, "unknown-card")]
    assert "Probe Beer" in found[0].message


def test_waivers_carry_to_editions_where_the_rule_kept_its_wording() -> None:
    from referee.rules.coverage import carried_waivers
    from referee.rules.store import Waiver

    waivers = [Waiver("506.6a", "definition: when 'attackers are declared' is", ("2024-pre-foundations",)),
               Waiver("510.1c", "pretend waiver of a reworded rule", ("2024-pre-foundations",)),
               Waiver("703.4k", "pretend waiver of a removed rule", ("2024-pre-foundations",))]
    carried = carried_waivers("mtg", "2025-09-19", waivers)
    # 506.6a was only renumbered (506.7a since 2025); the reworded and the removed rule need a new review
    assert [(w.rule, w.editions) for w in carried] == [("506.7a", ("2025-09-19",))]
    assert "carried from 2024-pre-foundations 506.6a" in carried[0].reason
    assert carried_waivers("mtg", "2024-pre-foundations", waivers) == []


def test_lint_event_tables_name_only_fields_of_their_event_type(tmp_path: Path) -> None:
    d = tmp_path / "features" / "mtg"
    d.mkdir(parents=True)
    (d / "MTG01-x.feature").write_text(
        "Feature: x\n  @rule:mtg:703.4d\n  Scenario: [1] events\n    When A passes priority\n"
        "    Then these events did not happen:\n      | type | player | colour |\n      | drew | A      | blue   |\n"
        "      | flew | A      |        |\n      | drew | B      |        |\n", encoding="utf-8")
    found = lint_paths(tmp_path / "features", vocabulary=[*VOCAB, ("then", FakeParser("these events did not *"))],
                       indexes=_lookup, editions=lambda g: [e for _, e in bundled_editions(g)])
    assert [(f.line, f.code) for f in found] == [(7, "unknown-event-field"), (8, "unknown-event")]
    assert "no field 'colour'" in found[0].message and "player" in found[0].message


def test_lint_refuses_event_rows_that_report_nothing_happened(tmp_path: Path) -> None:
    """An empty declaration or a zero amount is optional for an engine (PROTOCOL.md §11.3): a row requiring one
    is the scenario's error, found before any engine runs; a declaration with members or a real amount is not."""
    d = tmp_path / "features" / "mtg"
    d.mkdir(parents=True)
    (d / "MTG01-x.feature").write_text(
        "Feature: x\n  @rule:mtg:703.4d\n  Scenario: [1] events\n    When A passes priority\n"
        "    Then the events include, in order:\n      | type               | player | attackers | amount |\n"
        "      | attackers_declared | A      | []        |        |\n"
        "      | attackers_declared | A      | [\"g1\"]    |        |\n"
        "      | life_changed       | B      |           | 0      |\n"
        "      | life_changed       | B      |           | -2     |\n", encoding="utf-8")
    found = lint_paths(tmp_path / "features", vocabulary=[*VOCAB, ("then", FakeParser("the events include*"))],
                       indexes=_lookup, editions=lambda g: [e for _, e in bundled_editions(g)])
    assert [(f.line, f.code) for f in found] == [(7, "nothing-happened-event"), (9, "nothing-happened-event")]



def test_coverage_cli_names_a_broken_waivers_file_without_a_traceback(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A waivers file edited into bad TOML is a usage error naming the file and the position, not a crash."""
    from referee.rules import store

    for index in store.DATA_DIR.glob("mtg-*.json"):
        shutil.copy(index, tmp_path / index.name)
    monkeypatch.setattr(store, "DATA_DIR", tmp_path)
    waivers = tmp_path / "waivers-mtg-reviewed.toml"
    for text, says in [('[[waiver]]\nrule = "506.3c"\neditions = "2025-09-19"]\n', "line 3"),
                       ('[[waiver]]\nrule = "506.3c"\n ["2025-09-19"]\n', "waiver 1 needs a rule and a reason")]:
        waivers.write_text(text, "utf-8")
        res = CliRunner().invoke(coverage_cmd, ["--game", "mtg", "--features", str(FEATURES)])
        assert res.exit_code == 2, res.output
        assert "waivers-mtg-reviewed.toml" in res.output and says in res.output
        assert not isinstance(res.exception, (RulesError, KeyError))
