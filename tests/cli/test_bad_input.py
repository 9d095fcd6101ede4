"""The bad-input battery (issue 13): each bad input gets a specific message, its exit code from
``referee.exitcodes``, no traceback, and loses nothing that was measured.

Most cases run in-process through click's runner; Ctrl-C needs a real ``referee certify`` process.
"""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from referee import exitcodes
from referee.cli import main

HARNESS = Path(__file__).resolve().parent.parent / "harness"
FAKE = [sys.executable, str(HARNESS / "fake_engine.py")]
README = Path(__file__).resolve().parents[2] / "README.md"
ONE_SCENARIO = ["--scenario", "MTG01-turn-order/1"]
SUITE = Path(__file__).resolve().parents[2] / "referee" / "suite"


def run_cli(*argv: str) -> Result:
    return CliRunner().invoke(main, list(argv), catch_exceptions=False)


def assert_clean(result: Result) -> None:
    """No traceback and no pytest noise reach the user."""
    assert "Traceback" not in result.output and "INTERNALERROR" not in result.output, result.output


# -- usage errors found before anything runs ------------------------------------------------------------

@pytest.mark.parametrize("command", ["certify", "smoke"])
def test_an_engine_command_with_an_unbalanced_quote_is_a_usage_error(command: str) -> None:
    result = run_cli(command, "--engine", "'unbalanced")
    assert result.exit_code == exitcodes.USAGE
    assert "--engine" in result.output and "cannot split \"'unbalanced\"" in result.output
    assert "No closing quotation" in result.output
    assert_clean(result)


@pytest.mark.parametrize(("argv", "message"), [
    (["--engine", "'unbalanced"], "argument --engine: cannot split \"'unbalanced\" like a shell would"),
    (["--engine-timeout", "-1"], "argument --engine-timeout: expected a number of seconds above 0, got '-1'"),
])
def test_plain_pytest_refuses_the_same_input_as_a_usage_error(argv: list[str], message: str) -> None:
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", str(SUITE), *argv],
                         capture_output=True, text=True, check=False, timeout=60)
    assert run.returncode == pytest.ExitCode.USAGE_ERROR
    assert message in run.stderr and "INTERNALERROR" not in run.stdout + run.stderr, run.stderr


def test_an_empty_engine_command_is_a_usage_error() -> None:
    result = run_cli("certify", "--engine", "  ")
    assert result.exit_code == exitcodes.USAGE and "the engine command is empty" in result.output


@pytest.mark.parametrize("argv", [["certify", "--timeout", "-1"], ["certify", "--timeout", "0"],
                                  ["certify", "--startup-timeout", "-5"], ["smoke", "--timeout", "-1"]])
def test_a_timeout_that_is_not_positive_is_refused(argv: list[str]) -> None:
    result = run_cli(*argv)
    assert result.exit_code == exitcodes.USAGE
    assert f"Invalid value for '{argv[1]}'" in result.output and "is not in the range x>0" in result.output


@pytest.mark.parametrize(("ident", "hint"), [
    ("NOPE/1", "ids are FEATURE/NUMBER, e.g. MTG01-turn-order/2"),
    ("MTG01-turn-ordr/2", "did you mean MTG01-turn-order/2"),
    ("MTG01-turn-order/99", "did you mean MTG01-turn-order/9"),
])
def test_an_unknown_scenario_id_names_the_ids_there_are(ident: str, hint: str) -> None:
    started = time.monotonic()
    result = run_cli("certify", "--scenario", ident)
    assert result.exit_code == exitcodes.USAGE
    assert f"no scenario '{ident}'" in result.output and hint in result.output, result.output
    assert "certifying" not in result.output  # refused before the run, not after it
    assert time.monotonic() - started < 5


@pytest.mark.parametrize(("argv", "message"), [
    (["--edition", "mtg"], "expected GAME=EDITION with GAME one of mtg, riftbound, got 'mtg'"),
    (["--edition", "chess=1"], "got 'chess=1'"),
    (["--game", "mtg", "--edition", "riftbound=1.3"], "'riftbound=1.3' is for riftbound, but this run certifies "
                                                      "only mtg (--game mtg)"),
    (["--edition", "mtg=2025-09-19", "--edition", "mtg=2024-pre-foundations"], "two editions for mtg"),
])
def test_a_malformed_edition_or_one_for_a_game_not_run_is_a_usage_error(argv: list[str], message: str) -> None:
    result = run_cli("certify", *argv)
    assert result.exit_code == exitcodes.USAGE
    assert message in result.output, result.output
    assert "certifying" not in result.output


def test_an_edition_the_engine_does_not_announce_is_a_usage_error() -> None:
    result = run_cli("certify", "--game", "mtg", "--edition", "mtg=nonsense")
    assert result.exit_code == exitcodes.USAGE
    assert ("mtg=nonsense: the engine announces mtg editions 2024-pre-foundations, 2025-09-19, not 'nonsense'"
            in result.output), result.output
    assert "compliance" not in result.output  # no run of skips scored 0.0%


def test_an_edition_for_a_game_the_engine_does_not_play_is_a_usage_error() -> None:
    result = run_cli("certify", "--edition", "riftbound=1.3", "--", *FAKE, "ok")
    assert result.exit_code == exitcodes.USAGE
    assert "riftbound=1.3: the engine announces no riftbound edition (it announces: mtg x)" in result.output


def test_a_game_the_engine_does_not_play_is_a_usage_error() -> None:
    result = run_cli("certify", "--game", "riftbound", "--", *FAKE, "ok")
    assert result.exit_code == exitcodes.USAGE
    assert "Invalid value for --game: the engine announces no riftbound edition (it announces: mtg x)" in result.output


def test_an_edition_the_engine_announces_is_certified() -> None:
    """The checks above refuse only what is wrong: an announced edition runs, and is the one reported."""
    result = run_cli("certify", "--format", "json", "--edition", "mtg=2025-09-19", *ONE_SCENARIO)
    assert result.exit_code == exitcodes.PASS, result.output
    document = json.loads(result.stdout)
    assert document["editions"] == {"mtg": "2025-09-19"} and document["totals"]["passed"] == 1


def test_an_unwritable_report_dir_is_refused_before_running(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory\n")
    started = time.monotonic()
    result = run_cli("certify", "--report-dir", str(blocker / "reports"), *ONE_SCENARIO)
    assert result.exit_code == exitcodes.USAGE
    assert f"cannot write reports to {blocker / 'reports'}: Not a directory" in result.output
    assert "certifying" not in result.output
    assert time.monotonic() - started < 5
    assert_clean(result)


def test_a_report_dir_is_checked_without_leaving_anything_in_it(tmp_path: Path) -> None:
    out = tmp_path / "new" / "reports"
    result = run_cli("certify", "--report-dir", str(out), *ONE_SCENARIO)
    assert result.exit_code == exitcodes.PASS, result.output
    assert sorted(p.name for p in out.iterdir() if p.name.startswith(".")) == []  # the write probe is gone
    assert (out / "report.json").exists()


# -- nothing measured is lost ---------------------------------------------------------------------------

def test_reports_that_fail_after_the_run_lose_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    import referee.reports

    def disk_full(document: dict[str, Any], directory: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(referee.reports, "write_all", disk_full)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # where the fallback report.json goes
    result = run_cli("certify", "--format", "json", "--report-dir", str(tmp_path / "out"), *ONE_SCENARIO)
    document = json.loads(result.stdout)  # every result still on stdout
    assert document["totals"]["passed"] == 1
    saved = re.search(r"report\.json saved as (\S+)", result.stderr)
    assert saved is not None, result.stderr
    assert "cannot write reports to" in result.stderr and "No space left on device" in result.stderr
    assert json.loads(Path(saved.group(1)).read_text()) == document
    assert result.exit_code == exitcodes.USAGE  # a pass with its reports missing is not a pass for CI


@pytest.mark.parametrize("expression", ["and (", "MTG01 and not"])
def test_a_malformed_k_expression_is_a_usage_error(expression: str) -> None:
    started = time.monotonic()
    result = run_cli("certify", "-k", expression)
    assert result.exit_code == exitcodes.USAGE
    assert f"Invalid value for '-k': {expression!r} is not a -k expression: expected" in result.output
    assert "certifying" not in result.output and time.monotonic() - started < 5
    assert_clean(result)


def test_a_selection_that_matches_nothing_says_so() -> None:
    result = run_cli("certify", "--game", "riftbound", "-k", "MTG01")
    assert result.exit_code == exitcodes.NOTHING_SELECTED
    assert "error: no scenario matches --game riftbound -k 'MTG01': nothing was run" in result.stderr
    assert "-k matches scenario ids" in result.stderr
    assert "deselected" not in result.output  # no raw pytest output
    assert "compliance" not in result.output  # nor an empty summary that reads like a result
    assert_clean(result)


# -- an engine that cannot start: one message, exit 3, within seconds ----------------------------------

@pytest.mark.parametrize(("engine", "expected"), [
    (["/no/such/engine"], ["start_failed", "No such file or directory"]),
    ([sys.executable, "-c", "import sys; sys.stderr.write('no licence file\\n'); sys.exit(5)"],
     ["exited with status 5", "engine stderr (tail):\nno licence file"]),
    ([*FAKE, "crash_on_hello"], ["exited with status 3", "fatal: cannot load card database"]),
    # reads the hello first: printed before it, the same line is "unsolicited output", also right but a race
    ([sys.executable, "-c", "import sys; sys.stdin.readline(); print('garbage')"],
     ["bad_reply", "is not JSON", "b'garbage'"]),
    ([*FAKE, "silent"], ["timeout", "hello"]),
], ids=["not-found", "exits-at-once", "crashes-on-hello", "prints-garbage", "never-answers-hello"])
def test_an_engine_that_cannot_start_is_one_message_and_exit_3(engine: list[str], expected: list[str]) -> None:
    # Only the engine that never answers waits for the start-up limit; for the others a generous limit keeps a
    # slow start on a loaded machine from turning their diagnostic into a timeout.
    limit = "1" if "silent" in engine else "30"
    started = time.monotonic()
    result = run_cli("certify", "--startup-timeout", limit, "--", *engine)
    took = time.monotonic() - started
    assert result.exit_code == exitcodes.ENGINE_FAILURE, result.output
    assert result.stderr.startswith("error: the engine could not be started, so nothing was run.")
    assert f"engine command: {engine[0]}" in result.stderr
    for text in expected:
        assert text in result.stderr, result.stderr
    assert "ERRORED" not in result.output and result.stdout == ""
    assert took < 30, f"took {took:.1f}s: the suite must not run"


def test_smoke_of_an_engine_that_cannot_start_exits_3() -> None:
    result = run_cli("smoke", "--engine", "/no/such/engine")
    assert result.exit_code == exitcodes.ENGINE_FAILURE
    assert "FAIL handshake: start_failed" in result.output


# -- Ctrl-C ---------------------------------------------------------------------------------------------

def interrupt_certify(tmp_path: Path, *argv: str, whole_group: bool = True) -> tuple[int, str, str]:
    """Run ``referee certify ARGV -- <slow fake engine>``, SIGINT it once a few scenarios have run."""
    requests = tmp_path / "requests.log"
    process = subprocess.Popen(
        [str(Path(sys.executable).parent / "referee"), "certify", "--game", "mtg", *argv, "--", *FAKE, "slow"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=dict(os.environ, FAKE_ENGINE_LOG=str(requests), NO_COLOR="1"), start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and process.poll() is None:
            if requests.exists() and requests.read_text().count("setup") >= 4:  # a few scenarios done
                break
            time.sleep(0.05)
        # A terminal's Ctrl-C reaches the whole process group, the engine too; ``kill -INT`` only referee.
        (os.killpg if whole_group else os.kill)(process.pid, signal.SIGINT)
        stdout, stderr = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    return process.returncode, stdout, stderr


@pytest.mark.parametrize("whole_group", [True, False], ids=["terminal-ctrl-c", "sigint-to-referee-only"])
def test_ctrl_c_exits_130_with_a_partial_report_marked_interrupted(tmp_path: Path, whole_group: bool) -> None:
    out = tmp_path / "out"
    code, stdout, stderr = interrupt_certify(tmp_path, "--format", "json", "--report-dir", str(out),
                                             whole_group=whole_group)
    assert code == exitcodes.INTERRUPTED, stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr + stdout, stderr
    said = re.search(r"interrupted after (\d+) of (\d+) scenarios", stderr)
    assert said is not None, stderr
    done, selected = int(said.group(1)), int(said.group(2))
    assert 1 <= done < selected
    printed = json.loads(stdout)
    written = json.loads((out / "report.json").read_text())
    for document in (printed, written):
        assert document["stopped"] == said.group(0)
        assert document["totals"]["total"] == done == len(document["scenarios"])
    assert said.group(0) in (out / "summary.md").read_text()


def test_ctrl_c_in_pretty_output_ends_with_what_was_interrupted(tmp_path: Path) -> None:
    code, stdout, stderr = interrupt_certify(tmp_path, "--no-progress")
    assert code == exitcodes.INTERRUPTED
    assert re.search(r"^run interrupted after \d+ of \d+ scenarios$", stdout, flags=re.MULTILINE), stdout
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stdout + stderr, stderr


# -- rules import ----------------------------------------------------------------------------------------

def test_importing_a_text_with_no_rules_is_an_error(tmp_path: Path) -> None:
    notes = tmp_path / "patch-notes.md"
    notes.write_text("# Patch notes\n\nSome cards changed. No numbered rules here.\n")
    output = tmp_path / "index.json"
    result = run_cli("rules", "import", str(notes), "--game", "riftbound", "-o", str(output))
    assert result.exit_code == exitcodes.USAGE
    assert f"{notes}: no riftbound rule found" in result.output and "official rules text" in result.output
    assert not output.exists()


# -- compare ----------------------------------------------------------------------------------------------

def test_comparing_a_file_that_is_not_a_report_is_a_usage_error_not_a_regression(tmp_path: Path) -> None:
    not_a_report = tmp_path / "notes.json"
    not_a_report.write_text('{"hello": 1}\n')
    result = run_cli("compare", str(not_a_report), str(not_a_report))
    assert result.exit_code == exitcodes.USAGE, result.output
    assert str(not_a_report) in result.output
    assert_clean(result)


# -- the table ------------------------------------------------------------------------------------------

def test_the_readme_documents_every_exit_code_once() -> None:
    section = README.read_text().split("#### Exit codes", 1)[1].split("\n#", 1)[0]
    rows = re.findall(r"^\| (\d+) \| (\w[\w ]*):", section, flags=re.MULTILINE)
    assert [(int(code), words) for code, words in rows] == [(code, text.split(":")[0])
                                                            for code, text in exitcodes.TABLE]
