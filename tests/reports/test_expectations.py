"""Expectations: expected failures don't fail the run, unexpected passes do, bad files name the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_cli

from referee.expectations import ExpectationsError, load


def test_expected_failure_does_not_fail_the_run(tmp_path: Path) -> None:
    path = tmp_path / "exp.toml"
    path.write_text('[scenario."MTG01-turn-order/2"]\nreason = "known-bug"\nlink = "https://x.test/1"\n')
    result = run_cli(tmp_path, "--expectations", str(path), "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [s["status"] for s in data["scenarios"]] == ["pass", "xfail", "pass"]
    assert data["scenarios"][1]["expected"]["link"] == "https://x.test/1"
    assert data["totals"]["expected_failures"] == 1


def test_rule_expectation_covers_its_scenarios(tmp_path: Path) -> None:
    path = tmp_path / "exp.toml"
    path.write_text('[rule."mtg:500.1"]\nreason = "rules-interpretation"\n')
    result = run_cli(tmp_path, "--expectations", str(path), "--format", "json")
    data = json.loads(result.output)
    assert data["scenarios"][1]["status"] == "xfail" and result.exit_code == 0, result.output


def test_expected_failure_that_passes_is_an_unexpected_pass(tmp_path: Path) -> None:
    path = tmp_path / "exp.toml"
    path.write_text('\n[scenario."MTG01-turn-order/1"]\nreason = "not-implemented"\n')
    result = run_cli(tmp_path, "--expectations", str(path), "--format", "json", "--scenario", "MTG01-turn-order/1",
                     mode="ok", scenarios=[])
    assert result.exit_code == 1, result.output
    data = json.loads(result.output)
    assert data["scenarios"][0]["status"] == "xpass"
    assert data["unexpected_passes"] == [{"kind": "scenario", "target": "MTG01-turn-order/1",
                                          "reason": "not-implemented", "line": 2}]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('# c\n[scenario."NOPE/1"]\nreason = "known-bug"\n', ":2: unknown scenario 'NOPE/1'"),
        ('\n\n[rule."mtg:999.9z"]\nreason = "known-bug"\n', ":3: unknown rule 'mtg:999.9z'"),
        ('[scenario."MTG01-turn-order/1"]\nreason = "flaky"\n', ":1: reason 'flaky' is not one of not-implemented"),
        ('[scenario."MTG01-turn-order/1"]\nreason = "known-bug"\nowner = "me"\n', ":1: unknown key(s) owner"),
        ("[scenario\n", "invalid TOML"),
    ],
)
def test_invalid_files_are_errors_with_the_line(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "exp.toml"
    path.write_text(text)
    with pytest.raises(ExpectationsError) as caught:
        load(path)
    assert problem in str(caught.value)
    result = run_cli(tmp_path, "--expectations", str(path))
    assert result.exit_code == 2 and problem in result.output


def test_update_expectations_writes_the_file_from_a_run(tmp_path: Path) -> None:
    path = tmp_path / "exp.toml"
    result = run_cli(tmp_path, "--expectations", str(path), "--update-expectations")
    assert result.exit_code == 0, result.output
    written = load(path)
    assert list(written.scenarios) == ["MTG01-turn-order/2"]
    assert written.scenarios["MTG01-turn-order/2"].reason == "known-bug"
    # edit the reason, then a run where it passes drops the entry but keeps others' reasons
    path.write_text(path.read_text().replace('"known-bug"', '"not-implemented"'))
    again = run_cli(tmp_path, "--expectations", str(path), "--update-expectations")
    assert again.exit_code == 0
    assert load(path).scenarios["MTG01-turn-order/2"].reason == "not-implemented"
    run_cli(tmp_path, "--expectations", str(path), "--update-expectations", mode="ok")
    assert load(path).scenarios == {}
