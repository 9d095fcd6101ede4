"""The command line from any directory, an author's own feature files, and the CLI conventions (issue 13,
items 3, 8 and 9).

"From any directory" runs the current venv's ``referee`` (and ``pytest``) in a subprocess whose working
directory is an empty temporary one, so nothing can be found through a relative path.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from referee import __version__, resources
from referee.cli import main
from referee.reports import markdown
from referee.reports.document import build_document
from referee.results import ScenarioResult
from referee.rules.lint import step_template

BIN = Path(sys.executable).parent
REPO = Path(__file__).resolve().parents[2]
SCENARIO = "MTG01-turn-order/2"
BACKGROUND = """\
  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | blib1 | Probe Forest | B     | library |
"""
PASSING = """\
  @rule:mtg:500.1
  Scenario: [1] The draw step follows the upkeep
    Given the turn:
      | turn          | 2      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When players pass priority until draw of turn 3
    Then the events include, in order:
      | type       | step   |
      | step_began | upkeep |
      | step_began | draw   |
"""
UNKNOWN_STEP = """\
  @rule:mtg:500.1
  Scenario: [2] A step the kit does not have
    Given the turn:
      | turn          | 2      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When A casts the moon into the sea
"""
MINE = "Feature: Mine - turn structure as I read it\n\n" + BACKGROUND + "\n" + PASSING + "\n" + UNKNOWN_STEP
UNKNOWN_STEP_LINE = MINE.splitlines().index("    When A casts the moon into the sea") + 1


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, **(env or {})}
    full_env.pop("REFEREE_FEATURES", None)
    return subprocess.run(args, cwd=cwd, env=full_env, capture_output=True, text=True, timeout=300, check=False)


def _write_flat(directory: Path) -> Path:
    """A flat directory of an author's feature files: the game comes from the @rule tags."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "mine.feature").write_text(MINE, encoding="utf-8")
    return directory


def _certify(args: list[str], env: dict[str, str] | None = None) -> Any:
    return CliRunner().invoke(main, ["certify", "--no-progress", *args], color=True, env=env)


# -- item 3: coverage, lint and rules diff give the same answers from any directory ---------------------------

@pytest.mark.parametrize("command", [
    ["coverage", "--format", "json"],
    ["lint", "--format", "json"],
    ["rules", "diff", "--game", "mtg", "2024-pre-foundations", "2025-09-19", "--format", "json"],
], ids=["coverage", "lint", "rules-diff"])
def test_rules_commands_answer_the_same_from_any_directory(command: list[str], tmp_path: Path) -> None:
    at_root = _run([str(BIN / "referee"), *command], cwd=REPO)
    elsewhere = _run([str(BIN / "referee"), *command], cwd=tmp_path)
    assert at_root.returncode == elsewhere.returncode == 0, elsewhere.stderr
    assert elsewhere.stdout == at_root.stdout
    data = json.loads(elsewhere.stdout)
    if command[0] == "coverage":  # the kit's scenarios were found: rules are covered
        covered = [rule for edition in data["editions"] for rule in edition["rules"] if rule.get("scenarios")]
        assert len(covered) > 100
    if command[0] == "rules":
        assert any(change["scenarios"] for change in data["changes"])


def test_rules_commands_default_to_the_kits_data() -> None:
    options = {param.name: param for param in main.commands["lint"].params}
    assert options["features"].get_default(click_context()) == str(resources.features_dir())
    assert options["cards_dir"].get_default(click_context()) == str(resources.cards_dir())


def click_context() -> Any:
    import click

    return click.Context(main)


# -- item 9: conventions ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [["referee", "-V"], ["referee", "--version"], ["-m", "referee", "-V"]],
                         ids=["-V", "--version", "python -m"])
def test_version_and_python_dash_m(argv: list[str], tmp_path: Path) -> None:
    command = [sys.executable, *argv] if argv[0] == "-m" else [str(BIN / argv[0]), *argv[1:]]
    result = _run(command, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"referee, version {__version__}"


def test_python_dash_m_runs_commands(tmp_path: Path) -> None:
    result = _run([sys.executable, "-m", "referee", "lint", "--no-steps"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "0 error(s)" in result.stderr


def test_no_color_strips_escape_codes_even_on_a_colour_terminal() -> None:
    coloured = _certify(["--scenario", SCENARIO])
    plain = _certify(["--scenario", SCENARIO], env={"NO_COLOR": "1"})
    assert coloured.exit_code == plain.exit_code == 0, plain.output
    assert "\x1b[" in coloured.output
    assert "\x1b[" not in plain.output
    assert "1 passed" in plain.output


def test_quiet_and_verbose() -> None:
    quiet = _certify(["-q", "--scenario", SCENARIO, "--scenario", "MTG01-turn-order/3"], env={"NO_COLOR": "1"})
    assert quiet.exit_code == 0, quiet.output
    totals = "2 passed, 0 failed (0 expected), 0 errored, 0 skipped of 2: compliance 100.0%"
    assert quiet.output.splitlines() == [totals]
    verbose = _certify(["-v", "--scenario", SCENARIO], env={"NO_COLOR": "1"})
    assert verbose.exit_code == 0, verbose.output
    assert verbose.output.splitlines()[0].startswith(f"PASSED   {SCENARIO} [2] ")
    assert "compliance 100.0%" in verbose.output


def test_documented_pytest_command_works_outside_the_checkout(tmp_path: Path) -> None:
    result = _run([str(BIN / "pytest"), "-q", "-p", "no:cacheprovider", "--pyargs", "referee.suite",
                   "--scenario", SCENARIO, "--engine", f"{BIN / 'referee-reference-engine'}"], cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout


def test_summary_md_sorts_scenario_ids_numerically() -> None:
    results = [ScenarioResult(f"MTG01-turn-order/{n}", f"[{n}] s", "mtg/MTG01-turn-order.feature", "mtg",
                              ["mtg:500.1"], "failed", message="boom") for n in (10, 2, 1)]
    document = build_document(results, handshake=None, editions={"mtg": "2024-pre-foundations"},
                              engine_command="x", game="mtg")
    text = markdown.render(document)
    positions = [text.index(f"`MTG01-turn-order/{n}`") for n in (1, 2, 10)]
    assert positions == sorted(positions)


# -- item 8: feature files -------------------------------------------------------------------------------------

def test_certify_runs_an_authors_flat_feature_directory(tmp_path: Path) -> None:
    flat = _write_flat(tmp_path / "flat")
    result = _certify(["--features", str(flat), "--format", "json"])
    document = json.loads(result.stdout)
    by_id = {s["id"]: s for s in document["scenarios"]}
    assert set(by_id) == {"mine/1", "mine/2"}
    assert by_id["mine/1"]["outcome"] == "passed" and by_id["mine/1"]["game"] == "mtg"
    unknown = by_id["mine/2"]
    # The author's error, never the engine's: a scenario error, with the step and where it is.
    assert unknown["outcome"] == "scenario_error"
    assert f"mine.feature:{UNKNOWN_STEP_LINE}: unknown step: When 'A casts the moon into the sea'" in unknown["message"]
    assert document["totals"]["failed"] == document["totals"]["errored"] == 0
    assert result.exit_code == 5  # nothing failed, but a scenario's text is wrong
    # The next run in the same process binds the kit's scenarios again.
    again = _certify(["--scenario", SCENARIO, "--format", "json"])
    assert [s["id"] for s in json.loads(again.stdout)["scenarios"]] == [SCENARIO]


def test_certify_runs_features_laid_out_by_game(tmp_path: Path) -> None:
    root = tmp_path / "features"
    (root / "mtg").mkdir(parents=True)
    untagged = PASSING.replace("  @rule:mtg:500.1\n", "")  # the directory alone says the game
    (root / "mtg" / "turns.feature").write_text("Feature: Turns\n\n" + BACKGROUND + "\n" + untagged, encoding="utf-8")
    result = _certify(["--features", str(root), "--format", "json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert [(s["id"], s["game"], s["feature"], s["outcome"]) for s in document["scenarios"]] == [
        ("turns/1", "mtg", "mtg/turns.feature", "passed")]


def test_a_syntax_error_is_reported_with_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "broken.feature").write_text("Feature: Broken\n  Scenario: [1] x\n    Given the turn:\n"
                                        "  this line is no Gherkin\n", encoding="utf-8")
    result = _certify(["--features", str(bad)])
    assert result.exit_code == 2
    assert "broken.feature:4: syntax error:" in result.output
    assert "this line is no Gherkin" in result.output
    # Through plain pytest too, not just "1 error during collection".
    run = _run([str(BIN / "pytest"), "-q", "-p", "no:cacheprovider", "--pyargs", "referee.suite",
                "--features", str(bad)], cwd=tmp_path)
    assert run.returncode != 0
    assert "broken.feature:4: syntax error:" in run.stdout


def test_features_must_hold_feature_files(tmp_path: Path) -> None:
    result = _certify(["--features", str(tmp_path)])
    assert result.exit_code == 2
    assert "no .feature files" in result.output


def test_lint_suggests_readable_step_templates(tmp_path: Path) -> None:
    flat = _write_flat(tmp_path / "flat")
    result = _run([str(BIN / "referee"), "lint", "--features", str(flat)], cwd=tmp_path)
    assert result.returncode == 1
    line = next(line for line in result.stdout.splitlines() if "unknown-step" in line)
    assert f"flat/mine.feature:{UNKNOWN_STEP_LINE}:" in line
    assert '"When <player> casts <card>[ targeting <targets>]"' in line
    assert "(?P<" not in line and "\\S" not in line


@pytest.mark.parametrize(("pattern", "template"), [
    (r"a (?P<game>mtg|riftbound) game with players:", "a (mtg|riftbound) game with players:"),
    (r"(?P<player>\S+) passes (?:priority|focus)", "<player> passes (priority|focus)"),
    (r"players pass priority until (?:the )?(?P<target>[a-z_ ]+?)(?: step| phase)?(?: of turn (?P<turn>\d+))?",
     "players pass priority until [the ]<target>[ step| phase][ of turn <turn>]"),
    (r"(?P<player>\S+) assigns the (?P<combat>combat )?damage of (?P<card>\S+):",
     "<player> assigns the [combat ]damage of <card>:"),
    (r"the action is rejected(?: as (?P<code>[a-z_]+))?", "the action is rejected[ as <code>]"),
    (r"^(?P<n>\d+) cards? in .+$", "<n> card[s] in <text>"),
    ("the objects:", "the objects:"),
])
def test_step_template(pattern: str, template: str) -> None:
    assert step_template(pattern) == template
