"""``-n N`` gives the same results as a serial run; the progress display counts what it is told."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from referee import certify, progress
from referee.results import ScenarioResult

HOSTILE = Path(__file__).with_name("hostile_engine.py")
MIXED = ["MTG01-turn-order/1", "MTG01-turn-order/2", "RB01-the-turn/1", "RB01-the-turn/2"]


def outcomes(workers: int) -> tuple[list[tuple[str, str, str, tuple[str, ...]]], dict[str, str]]:
    options = certify.CertifyOptions(argv=[sys.executable, str(HOSTILE), "lie_riftbound"], timeout=5.0,
                                     scenarios=MIXED, workers=workers)
    collector, output = certify.run(options)
    document = certify.report(collector, options)
    assert document["engine"] is not None, output
    return ([(r.id, r.outcome, r.message, tuple(r.rules)) for r in collector.results], collector.editions)


def test_workers_give_identical_results() -> None:
    serial, serial_editions = outcomes(1)
    assert [o[1] for o in serial] == ["passed", "passed", "failed", "failed"]
    parallel, parallel_editions = outcomes(2)
    assert parallel == serial
    assert parallel_editions == serial_editions


def _result(outcome: str) -> ScenarioResult:
    return ScenarioResult("X/1", "x", "mtg/X.feature", "mtg", [], outcome)


def test_progress_counts_and_current_feature() -> None:
    live = progress.Progress(io.StringIO(), animate=False)
    live("total", {"count": 4})
    live("started", {"id": "X/1", "feature": "mtg/MTG01-turn-order.feature"})
    for outcome in ("passed", "failed", "errored"):
        live("result", {"result": _result(outcome), "expected": False})
    live("result", {"result": _result("failed"), "expected": True})
    line = live.line()
    assert "4/4" in line and "1 passed 1 failed 1 errored 0 skipped 1 expected" in line
    assert "mtg/MTG01-turn-order.feature" in line


def test_progress_animates_only_on_a_terminal_outside_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert progress.wanted("pretty", Tty())
    assert not progress.wanted("json", Tty())
    assert not progress.wanted("pretty", io.StringIO())
    monkeypatch.setenv("CI", "true")
    assert not progress.wanted("pretty", Tty())
    stream = Tty()
    with progress.Progress(stream, animate=True) as live:
        live("total", {"count": 1})
        live("result", {"result": _result("passed"), "expected": False})
    assert "1 passed" in stream.getvalue()
