"""A battery of hostile engines run through ``referee certify``.

Each engine is the reference engine misbehaving on one scenario's ``setup`` (the second of three),
so each test checks both the exact diagnostic of the broken scenario and that the scenarios around
it still ran and kept their results (the engine is restarted after the failure).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from referee import certify
from referee.plugin import MAX_START_FAILURES, MAX_TIMEOUTS_IN_A_ROW
from referee.results import ScenarioResult

HOSTILE = Path(__file__).with_name("hostile_engine.py")
THREE = ["MTG01-turn-order/1", "MTG01-turn-order/2", "MTG01-turn-order/3"]
EIGHT = [f"MTG01-turn-order/{n}" for n in range(1, 9)]


def certify_hostile(mode: str, tmp_path: Path, *, scenarios: list[str] = THREE, timeout: float = 2.0,
                    **extra: Any) -> tuple[list[ScenarioResult], dict[str, Any]]:
    options = certify.CertifyOptions(
        argv=[sys.executable, str(HOSTILE), mode], env={"HOSTILE_COUNTER": str(tmp_path / "count")},
        timeout=timeout, scenarios=scenarios, **extra)
    collector, output = certify.run(options)
    document = certify.report(collector, options)
    assert [r.id for r in collector.results] == scenarios, output
    return collector.results, document


# mode -> fragments the broken scenario's diagnostic must contain
CASES = {
    "crash_mid": ["crashed: setup #", "end of output before a complete reply: the engine exited with status 7",
                  "engine stderr (tail):", "RuntimeError: engine bug in setup"],
    "signal": ["crashed: setup #", "the engine was killed by signal SIGKILL"],
    "hang": ["timeout: setup #", "no reply within 0.5 s"],
    "not_json": ["bad_reply: reply to setup #", "is not JSON", "b'{this is not json'"],
    "not_utf8": ["bad_reply: reply to setup #", "is not UTF-8", "\\xff\\xfe"],
    "partial": ["crashed: setup #", "(partial line b'{\"id\": ", "the engine exited with status 0"],
    "schema": ["schema_violation: reply to setup #", "breaks the schema at /state/players/0/life",
               "'twenty' is not of type 'integer'"],
    "wrong_id": ["wrong_id: reply to setup #", " carries id "],
    "extra_line": ["unsolicited_output: unsolicited output on stdout", "b'{\"debug\": \"unsolicited chatter\"}"],
    "long_line": ["bad_reply: setup #", "reply line longer than the 16777216-byte line cap",
                  "the rest was not read and the engine was stopped"],
    "stderr_flood": ["crashed: setup #", "exited with status 9", "earlier bytes of stderr dropped]",
                     "FINAL WORDS: out of memory"],
}


@pytest.mark.parametrize("mode", sorted(CASES))
def test_one_broken_scenario_errors_and_the_others_keep_their_results(mode: str, tmp_path: Path) -> None:
    results, document = certify_hostile(mode, tmp_path, timeout=0.5 if mode == "hang" else 2.0)
    assert [r.outcome for r in results] == ["passed", "errored", "passed"], [r.message for r in results]
    message = results[1].message
    for fragment in CASES[mode]:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    assert f"engine command: {sys.executable} {HOSTILE} {mode}" in message
    assert results[1].transcript and results[1].transcript[0].startswith("> ")
    assert certify.exit_code(document) == 1
    if mode == "stderr_flood":
        assert len(message) < 6000  # the tail is bounded
    if mode == "wrong_id":
        match = re.search(r"reply to setup #(\d+) carries id (\d+)", message)
        assert match is not None and int(match[2]) == int(match[1]) + 40


def test_crash_at_start_up_errors_everything_after_a_few_tries(tmp_path: Path) -> None:
    # the engine exits at once, so a generous limit costs nothing and keeps a slow Python start-up on a loaded
    # machine from reading as a hang instead of the crash
    results, document = certify_hostile("crash_start", tmp_path, scenarios=EIGHT, timeout=30.0)
    assert {r.outcome for r in results} == {"errored"}
    first = results[0].message
    assert "crashed: hello #0: end of output before a complete reply: the engine exited with status 3" in first
    assert "fatal: cannot load card database" in first
    later = results[MAX_START_FAILURES].message
    assert f"not retried: the engine failed to start {MAX_START_FAILURES} times in a row" in later
    assert "fatal: cannot load card database" in later
    assert document["engine"] is None and certify.exit_code(document) == 1
    # Bounded cost, checked by what was tried rather than by a clock: only the first few starts were attempted.
    assert _tried(results) <= MAX_START_FAILURES


@pytest.mark.parametrize(
    ("mode", "first", "later"),
    [
        ("no_handshake", "timeout: hello #0: no reply within 0.5 s", "not retried: the engine failed to start"),
        ("hang_all", "timeout: setup #1: no reply within 0.5 s",
         f"not run: {MAX_TIMEOUTS_IN_A_ROW} scenarios in a row"),
    ],
)
def test_an_engine_that_hangs_on_everything_costs_a_bounded_time(mode: str, first: str, later: str,
                                                                   tmp_path: Path) -> None:
    # hang_all answers hello: a generous start-up limit keeps a slow start on a loaded machine from being
    # mistaken for its hang (only no_handshake is about the start-up limit itself).
    startup = 0.5 if mode == "no_handshake" else 30.0
    results, document = certify_hostile(mode, tmp_path, scenarios=EIGHT, timeout=0.5, startup_timeout=startup)
    assert {r.outcome for r in results} == {"errored"}
    assert first in results[0].message
    assert later in results[-1].message
    assert certify.exit_code(document) == 1
    # Bounded cost, checked by what was tried rather than by a clock (timings flake on a loaded machine):
    # three timeouts, then every other scenario reported without being sent to the engine.
    assert _tried(results) <= max(MAX_START_FAILURES, MAX_TIMEOUTS_IN_A_ROW)


def test_start_up_has_its_own_time_limit(tmp_path: Path) -> None:
    # An engine that takes 1.5 s to start but answers moves at once is fine with a 0.5 s per-reply limit...
    results, _ = certify_hostile("slow_start", tmp_path, timeout=0.5)
    assert [r.outcome for r in results] == ["passed"] * 3, [r.message for r in results]
    # ...and its start-up is still bounded, by --startup-timeout.
    results, _ = certify_hostile("slow_start", tmp_path, timeout=0.5, startup_timeout=0.5)
    assert results[0].outcome == "errored"
    assert "timeout: hello #0: no reply within 0.5 s" in results[0].message


def _tried(results: list[ScenarioResult]) -> int:
    """How many scenarios reached the engine before the run gave up on it; every later one must say so."""
    given_up = [i for i, r in enumerate(results) if "not run:" in r.message or "not retried:" in r.message]
    assert given_up and given_up == list(range(given_up[0], len(results))), [r.message for r in results]
    return given_up[0]


def test_other_protocol_version_errors_every_scenario(tmp_path: Path) -> None:
    results, _ = certify_hostile("protocol2", tmp_path)
    assert {r.outcome for r in results} == {"errored"}
    assert "handshake_failed: the engine speaks protocol 2, Referee speaks 1" in results[0].message


def test_max_fail_stops_early_and_keeps_what_ran(tmp_path: Path) -> None:
    options = certify.CertifyOptions(
        argv=[sys.executable, str(HOSTILE), "crash_all"], env={"HOSTILE_COUNTER": str(tmp_path / "count")},
        timeout=2.0, scenarios=EIGHT, max_fail=2)
    collector, _ = certify.run(options)
    document = certify.report(collector, options)
    assert [r.outcome for r in collector.results] == ["errored", "errored"]
    assert "--max-fail 2" in document["stopped"]


def test_select_with_k_and_engine_cwd_and_env(tmp_path: Path) -> None:
    options = certify.CertifyOptions(
        argv=[sys.executable, str(HOSTILE), "crash_mid", "1"], cwd=str(tmp_path),
        env={"HOSTILE_COUNTER": "count"},  # relative: only found if the engine runs in tmp_path
        timeout=2.0, select="beginning_phase_runs_untap or precombat_main_phase_comes")
    collector, _ = certify.run(options)
    assert [r.outcome for r in collector.results] == ["errored", "passed"]
    assert (tmp_path / "count").read_text() == "2"
