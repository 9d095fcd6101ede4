"""A broken scenario is never charged to the engine: lint finds it from the text, certify reports it apart.

A features directory holds good scenarios next to deliberately broken ones (an unknown key in `Given the turn:`,
a setup without objects, an object in a zone the setup schema does not have, an object owned by a player the setup
does not have, a column `the state includes:` does
not know, an event type the game does not have, a step no definition matches). `referee lint` names each with
file:line and the id of its problem; `referee certify` runs them all on the reference engine: the good ones pass,
each broken one is a scenario error (its file:line and message, its transcript kept), the engine's failures stay
0, compliance leaves them out, and the run exits 5 (README, "Exit codes").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from referee import exitcodes
from referee.certify import exit_code
from referee.cli import main
from referee.compare import compare
from referee.expectations import Expectation, Expectations, updated
from referee.reports.document import build_document
from referee.results import ScenarioResult
from referee.schemas import store

PLAYERS = """\
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
"""
LAND = """\
    And the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
"""
TURN = """\
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
"""
SCENARIOS = {
    "good-land": (PLAYERS + LAND + TURN + """\
    When A plays the land forest1
    Then the objects are:
      | id      | zone        |
      | forest1 | battlefield |
"""),
    "unknown-turn-key": (PLAYERS + LAND + TURN.replace("| priority      | A", "| priorty       | A") + """\
    When A plays the land forest1
"""),
    "no-objects": (PLAYERS + TURN + """\
    When A passes priority
    Then B has priority
"""),
    "good-pass": (PLAYERS + LAND + TURN + """\
    When A passes priority
    Then B has priority
"""),
    "unknown-column": (PLAYERS + LAND + TURN + """\
    When A plays the land forest1
    Then the state includes:
      | pth            | value |
      | players.A.life | 20    |
"""),
    "unknown-event": (PLAYERS + LAND + TURN + """\
    When A plays the land forest1
    Then these events did not happen:
      | type       |
      | land_drawn |
"""),
    "unknown-step": (PLAYERS + LAND + TURN + """\
    When A plays the moon into the sea
"""),
    "no-such-zone": (PLAYERS + LAND.replace("| hand |", "| pocket |") + TURN + """\
    When A plays the land forest1
"""),
    "unknown-owner": (PLAYERS + LAND.replace("| A     | hand |", "| C     | hand |") + TURN + """\
    When A plays the land forest1
"""),
}
BROKEN = {"unknown-turn-key": "unknown-table-key", "no-objects": "setup-schema",
          "unknown-column": "unknown-table-column", "unknown-event": "unknown-event", "unknown-step": "unknown-step",
          "no-such-zone": "setup-schema", "unknown-owner": "setup-inconsistent"}


def _feature() -> str:
    parts = ["Feature: Mine - good scenarios and broken ones\n"]
    for number, (title, body) in enumerate(SCENARIOS.items(), start=1):
        parts.append(f"  @rule:mtg:305.2\n  Scenario: [{number}] {title}\n{body}")
    return "\n".join(parts)


FEATURE = _feature()
LINES = FEATURE.splitlines()


def _line(title: str, needle: str) -> int:
    """The line of ``needle`` in the scenario titled ``title`` (1-based, as lint and certify report it)."""
    start = next(i for i, line in enumerate(LINES) if line.endswith(f"] {title}"))
    return next(i for i in range(start, len(LINES)) if needle in LINES[i]) + 1


# Where lint finds each broken scenario's problem: the table row or the step at fault; a setup part that breaks the
# schema at the Given step that wrote it, a part missing from the setup at the scenario (no step wrote it).
WHERE = {"unknown-turn-key": _line("unknown-turn-key", "priorty"), "no-objects": _line("no-objects", "Scenario:"),
         "unknown-column": _line("unknown-column", "| pth"), "unknown-event": _line("unknown-event", "land_drawn"),
         "unknown-step": _line("unknown-step", "moon"), "no-such-zone": _line("no-such-zone", "the objects:"),
         "unknown-owner": _line("unknown-owner", "the objects:")}
# Certify finds a setup's problem when the setup is sent, and names the Given step that wrote the part at fault;
# a part no step wrote is missing where the setup was sent: the first step after the Given steps.
SENT = {"no-objects": _line("no-objects", "When")}


@pytest.fixture(scope="module")
def features(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("mine") / "mtg"
    directory.mkdir()
    (directory / "MINE01-broken.feature").write_text(FEATURE, encoding="utf-8")
    return directory.parent


@pytest.fixture(scope="module")
def run(features: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[int, dict[str, Any], Path]:
    out = tmp_path_factory.mktemp("reports")
    # -x: a scenario error is no failure of the engine, so it never stops the run
    result = CliRunner().invoke(main, ["certify", "--no-progress", "--features", str(features), "--format", "json",
                                       "--report-dir", str(out), "-x"])
    return result.exit_code, json.loads(result.stdout), out


def test_lint_finds_every_broken_scenario_with_file_and_line(features: Path) -> None:
    result = CliRunner().invoke(main, ["lint", "--features", str(features), "--format", "json"])
    assert result.exit_code == exitcodes.FAILED, result.output
    found = sorted((f["line"], f["code"]) for f in json.loads(result.stdout))
    assert found == sorted((WHERE[title], code) for title, code in BROKEN.items())
    by_line = {f["line"]: f for f in json.loads(result.stdout)}
    turn_key = by_line[WHERE["unknown-turn-key"]]
    assert turn_key["file"].endswith("MINE01-broken.feature")
    assert "'priorty'" in turn_key["message"] and "did you mean 'priority'" in turn_key["message"]
    assert "'objects' is a required property" in by_line[WHERE["no-objects"]]["message"]
    assert "/objects/0/zone: 'pocket' is not one of" in by_line[WHERE["no-such-zone"]]["message"]
    assert "/objects/0/owner: 'C' names no player of the setup" in by_line[WHERE["unknown-owner"]]["message"]


def test_certify_reports_scenario_errors_apart_and_never_against_the_engine(
        run: tuple[int, dict[str, Any], Path]) -> None:
    code, document, _ = run
    by_title = {s["name"].split("] ", 1)[1]: s for s in document["scenarios"]}
    assert set(by_title) == set(SCENARIOS)  # -x did not stop the run: every scenario ran
    assert {t: s["outcome"] for t, s in by_title.items() if t not in BROKEN} == {"good-land": "passed",
                                                                                 "good-pass": "passed"}
    for title, problem in BROKEN.items():
        scenario = by_title[title]
        assert scenario["outcome"] == scenario["status"] == "scenario_error", scenario
        where = f"MINE01-broken.feature:{SENT.get(title, WHERE[title])}: "
        assert where in scenario["message"], scenario["message"]
        assert problem in scenario["message"] or title == "unknown-step"
        assert scenario["steps"], "the steps and where it stopped are kept"
    # The transcript is kept: the state table was read after the land was played.
    assert any(line.startswith("> ") for line in by_title["unknown-column"]["transcript"])
    totals = document["totals"]
    assert (totals["passed"], totals["failed"], totals["errored"], totals["scenario_error"]) == (2, 0, 0, 7)
    assert document["compliance"] == 1.0  # 2 of the 2 scenarios that judged the engine
    assert document["games"]["mtg"]["scenario_error"] == 7 and document["rules"]["mtg:305.2"]["compliance"] == 1.0
    assert code == exitcodes.SCENARIO_ERROR
    assert store().errors("cli/certify-report.json", document) == []


def test_every_report_shows_scenario_errors_as_such(run: tuple[int, dict[str, Any], Path]) -> None:
    _, _, out = run
    junit = (out / "junit.xml").read_text(encoding="utf-8")
    assert junit.count('type="scenario-error"') == 7 and "<failure" not in junit
    summary = (out / "summary.md").read_text(encoding="utf-8")
    assert "7 scenario error(s) (not the engine's" in summary and "### Scenario errors: 7 scenarios" in summary
    assert "### Failures in detail" not in summary
    page = (out / "report.html").read_text(encoding="utf-8")
    assert '<section id="scenario_error"' in page and 'id="total-scenario-error">7<' in page
    assert '<section id="fail"' not in page


def test_the_pretty_summary_lists_scenario_errors_with_where_they_are(features: Path) -> None:
    result = CliRunner().invoke(main, ["certify", "--no-progress", "--features", str(features)])
    assert result.exit_code == exitcodes.SCENARIO_ERROR
    assert "SCENARIO ERRORS 7: the scenario's text is wrong, not the engine" in result.output
    assert f"MINE01-broken.feature:{WHERE['unknown-turn-key']}: scenario error [unknown-table-key]" in result.output
    assert "2 passed, 0 failed (0 expected), 0 errored, 0 skipped, 7 scenario errors (not the engine's) of 9" in \
        result.output


def test_the_schema_takes_scenario_errors_and_refuses_what_is_not_one(run: tuple[int, dict[str, Any], Path]) -> None:
    _, document, _ = run
    broken = json.loads(json.dumps(document))
    broken["scenarios"][1]["outcome"] = "broken"
    assert store().errors("cli/certify-report.json", broken)
    del broken["scenarios"][1]["outcome"]
    broken["scenarios"][1]["outcome"] = "scenario_error"
    del broken["totals"]["scenario_error"]
    assert any("scenario_error" in str(e) for e in store().errors("cli/certify-report.json", broken))


def _result(ident: str, outcome: str) -> ScenarioResult:
    return ScenarioResult(ident, f"[{ident[-1]}] x", "mtg/MINE01.feature", "mtg", ["mtg:305.2"], outcome)


def _document(*results: ScenarioResult, expectations: Expectations | None = None) -> dict[str, Any]:
    return build_document(list(results), handshake=None, editions={"mtg": "2024-pre-foundations"},
                          engine_command="e", game="mtg", expectations=expectations)


def test_the_engines_failure_comes_first_in_the_exit_code() -> None:
    wrong, failed, passed = _result("M/1", "scenario_error"), _result("M/2", "failed"), _result("M/3", "passed")
    assert exit_code(_document(wrong, passed)) == exitcodes.SCENARIO_ERROR
    assert exit_code(_document(wrong, failed)) == exitcodes.FAILED
    assert exit_code(_document(passed)) == exitcodes.PASS
    known = Expectations("x.toml", {"M/2": Expectation("scenario", "M/2", "known-bug")}, {})
    assert exit_code(_document(wrong, failed, expectations=known)) == exitcodes.SCENARIO_ERROR


def test_no_expectation_covers_a_scenario_error_and_none_is_written_for_one() -> None:
    known = Expectations("x.toml", {"M/1": Expectation("scenario", "M/1", "known-bug")}, {})
    document = _document(_result("M/1", "scenario_error"), expectations=known)
    assert document["scenarios"][0]["status"] == "scenario_error"
    assert document["totals"]["expected_failures"] == 0
    assert updated([_result("M/1", "scenario_error"), _result("M/2", "failed")], None) == [
        Expectation("scenario", "M/2", "known-bug", note="")]


def test_compare_lists_a_scenario_error_apart_from_regressions() -> None:
    old = _document(_result("M/1", "passed"), _result("M/2", "scenario_error"))
    new = _document(_result("M/1", "scenario_error"), _result("M/2", "passed"))
    result = compare(old, new)
    assert [e["id"] for e in result["scenarios"]["scenario_errors"]] == ["M/1"]
    assert [e["id"] for e in result["scenarios"]["fixed_scenarios"]] == ["M/2"]
    assert result["scenarios"]["regressed"] == [] and result["rules"]["regressed"] == []
    assert store().errors("cli/compare-report.json", result) == []


WORDS = """\
Feature: Mine - words no engine can answer

  @rule:mtg:305.2
  Scenario: [1] words
""" + PLAYERS + LAND + TURN + """\
    When A plays the land forest1
    Then no land_drawn event happened
    And the action is rejected as too_many_lands
    And A must declare attackerz
    When players pass priority until the declare attacker step
"""


def test_words_a_step_names_are_checked_against_the_games_schemas(tmp_path: Path) -> None:
    """An event type, an error code, a decision kind or a phase the game does not have: "no X event happened"
    would pass without checking anything, "rejected as X" only by the catch-all code, the others never."""
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "MINE02-words.feature").write_text(WORDS, encoding="utf-8")
    lines = WORDS.splitlines()
    result = CliRunner().invoke(main, ["lint", "--features", str(tmp_path), "--format", "json"])
    found = [(f["line"], f["code"]) for f in json.loads(result.stdout)]
    assert found == [(lines.index(text) + 1, code) for text, code in (
        ("    Then no land_drawn event happened", "unknown-event"),
        ("    And the action is rejected as too_many_lands", "unknown-error-code"),
        ("    And A must declare attackerz", "unknown-decision"),
        ("    When players pass priority until the declare attacker step", "unknown-phase-or-step"))]
    assert "did you mean 'declare_attackers'" in json.loads(result.stdout)[2]["message"]
    run = CliRunner().invoke(main, ["certify", "--no-progress", "--features", str(tmp_path), "--format", "json"])
    scenario = json.loads(run.stdout)["scenarios"][0]
    assert scenario["outcome"] == "scenario_error" and "[unknown-event]" in scenario["message"]
    assert run.exit_code == exitcodes.SCENARIO_ERROR


def test_shards_merge_their_scenario_errors_as_one_run_counts_them(features: Path, tmp_path: Path,
                                                                   run: tuple[int, dict[str, Any], Path]) -> None:
    reports = []
    for index in (1, 2):
        out = tmp_path / str(index)
        CliRunner().invoke(main, ["certify", "--no-progress", "--features", str(features), "--shard", f"{index}/2",
                                  "--report-dir", str(out), "--format", "json"])
        reports.append(str(out / "report.json"))
    merged = CliRunner().invoke(main, ["merge", *reports, "--format", "json"])
    document = json.loads(merged.stdout)
    assert document["totals"] == run[1]["totals"] and document["compliance"] == run[1]["compliance"]
    assert merged.exit_code == exitcodes.SCENARIO_ERROR
