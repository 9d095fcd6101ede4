"""A failure told in full where a person reads it: the terminal of ``referee certify`` and summary.md show
what the engine actually did (the events of the last action, expected against actual, the engine's stderr
tail and exit status), compactly; report.json keeps the whole message."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from referee.cli import main
from referee.reports import markdown
from referee.reports.failure import MAX_BLOCK, MAX_STDERR, detail_lines

ROOT = Path(__file__).parents[2]
BROKEN = ROOT / "tests" / "broken" / "engines.py"
HOSTILE = ROOT / "tests" / "harness" / "hostile_engine.py"
# MTG01-turn-order/1 against an engine drawing in the untap step: the draw is reported, but too early.
EARLY_DRAW = '{"card": "blib1", "player": "B", "type": "drew"}'
UNTAP_BEGAN = '{"step": "untap", "type": "step_began"}'


def certify(tmp: Path, *args: str) -> tuple[str, str, dict[str, Any]]:
    out = tmp / "out"
    result = CliRunner().invoke(main, ["certify", "--timeout", "5", "--no-progress", "--report-dir", str(out), *args],
                                catch_exceptions=False, env={"NO_COLOR": "1"})
    assert result.exit_code == 1, result.output
    summary = (out / "summary.md").read_text(encoding="utf-8")
    return result.output, summary, json.loads((out / "report.json").read_text(encoding="utf-8"))


def test_a_failure_shows_the_events_the_engine_reported(tmp_path: Path) -> None:
    output, summary, document = certify(tmp_path, "--scenario", "MTG01-turn-order/1", "--",
                                        sys.executable, str(BROKEN), "mtg-draws-before-untapping")
    (failed,) = [s for s in document["scenarios"] if s["status"] == "fail"]
    message = failed["message"]
    assert "Events of the last action:" in message and EARLY_DRAW in message  # report.json: the whole text
    block = output.split("FAILED   MTG01-turn-order/1", 1)[1]
    assert "happened, but too early or out of order" in block
    assert "Events of the last action:" in block
    # the events, in the engine's order, indented under the scenario: the draw right after the untap began
    assert f"           {UNTAP_BEGAN}\n           {EARLY_DRAW}\n" in block
    assert "AssertionError" not in block  # pytest's class prefix says nothing to the reader
    details = summary.split("### Failures in detail", 1)[1]
    assert "<code>MTG01-turn-order/1</code>" in details
    assert f"  {UNTAP_BEGAN}\n  {EARLY_DRAW}\n" in details
    assert details.index("```text") < details.index(EARLY_DRAW) < details.index("</details>")
    # both name the step where the scenario stopped, with its place in the feature file
    (step,) = [s for s in failed["steps"] if s["outcome"] == "failed"]
    where = f"failed at step `{step['keyword']} {step['text']}` ({failed['feature']}:{step['line']})"
    assert block.splitlines()[1].strip() == where
    assert where in details


def test_an_errored_scenario_shows_the_stderr_tail_and_exit_status(tmp_path: Path) -> None:
    counter = tmp_path / "count"
    output, summary, _ = certify(tmp_path, "--scenario", "MTG01-turn-order/1", "--scenario", "MTG01-turn-order/2",
                                 "--engine-env", f"HOSTILE_COUNTER={counter}", "--",
                                 sys.executable, str(HOSTILE), "crash_mid")
    block = output.split("ERRORED  MTG01-turn-order/2", 1)[1]
    assert "the engine exited with status 7" in block
    assert "engine stderr (tail):\n           Traceback (most recent call last):\n" \
           "           RuntimeError: engine bug in setup\n" in block
    details = summary.split("### Failures in detail", 1)[1]
    assert "ERROR <code>MTG01-turn-order/2</code>" in details
    assert "exited with status 7" in details and "RuntimeError: engine bug in setup" in details


def events(count: int) -> str:
    return "\n".join(f'  {{"n": {n}, "type": "tick"}}' for n in range(count))


def test_a_long_event_list_is_cut_with_the_number_left_out() -> None:
    lines = detail_lines(f"AssertionError: expected no tick event, got:\n{events(40)}")
    assert lines[0] == "expected no tick event, got:"
    assert lines[1:MAX_BLOCK + 1] == events(MAX_BLOCK).splitlines()
    assert lines[MAX_BLOCK + 1:] == [f"  … +{40 - MAX_BLOCK} more"]
    # a list barely over the limit is shown whole: "+1 more" would hide one line behind a doubt
    assert len(detail_lines(f"expected no tick event, got:\n{events(MAX_BLOCK + 1)}")) == MAX_BLOCK + 2


def test_expected_exactly_becomes_a_diff_around_what_differs() -> None:
    reported = "\n".join(line for n, line in enumerate(events(30).splitlines()) if n != 17)
    lines = detail_lines(f"expected exactly:\n{events(30)}\nbut the engine reported:\n{reported}")
    assert lines[0].startswith("expected exactly (-: expected only, +: reported only)")
    assert '-   {"n": 17, "type": "tick"}' in lines  # the one event the engine did not report, marked
    assert [line for line in lines if line.startswith(("-", "+"))] == ['-   {"n": 17, "type": "tick"}']
    assert '    {"n": 16, "type": "tick"}' in lines and '    {"n": 18, "type": "tick"}' in lines  # context
    assert "    … 15 unchanged line(s)" in lines and '    {"n": 3, "type": "tick"}' not in lines
    # a wrong zone order: both lines marked
    lines = detail_lines("the library (top first) should be:\n  a\n  b\nbut is:\n  b\n  a")
    assert lines[0] == "the library (top first) should be (-: expected only, +: reported only):"
    assert {line[:1] for line in lines[1:]} >= {"-", "+"}


def test_the_stderr_tail_keeps_its_last_lines() -> None:
    stderr = "\n".join(f"log {n}" for n in range(100)) + "\nFATAL: out of memory"
    lines = detail_lines("crashed: act #9: the engine exited with status 9\nengine command: eng\n"
                         f"engine stderr (tail):\n{stderr}")
    assert lines[:3] == ["crashed: act #9: the engine exited with status 9", "engine command: eng",
                         "engine stderr (tail):"]
    assert lines[3] == f"  … {101 - MAX_STDERR} earlier line(s), see report.json"
    assert lines[-1] == "  FATAL: out of memory" and len(lines) == 4 + MAX_STDERR


def scenario(ident: str, status: str, message: str) -> dict[str, Any]:
    outcome = {"fail": "failed", "error": "errored", "xfail": "failed"}[status]
    return {"id": ident, "name": "[1] a scenario", "feature": "mtg/MTG01-turn-order.feature", "rules": ["mtg:500.1"],
            "status": status, "outcome": outcome, "message": message, "expected": None, "duration": 0.1}


def test_summary_details_fence_the_message_and_leave_expected_failures_to_the_table(
        document: dict[str, Any]) -> None:
    tricky = scenario("MTG01-turn-order/7", "fail", "expected no event, got:\n  ```oops``` <b>")
    known = scenario("MTG01-turn-order/8", "xfail", "expected no drew event, got:\n  KNOWN-EVENT")
    text = markdown.render(dict(document, scenarios=[*document["scenarios"], tricky, known]))
    details = text.split("### Failures in detail", 1)[1]
    assert "````text\nexpected no event, got:\n  ```oops``` <b>\n````" in details  # a fence longer than any run
    assert "MTG01-turn-order/8" not in details and "KNOWN-EVENT" not in text
