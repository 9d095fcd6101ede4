"""``referee certify``: run the suite against an engine and build the report.

The suite runs under pytest (in this process, with an isolated rootdir and ini so a user's own
pytest configuration can't leak in), through the same plugin and step library as plain ``pytest``.
The engine is always a subprocess here, the reference engine included: it is certified exactly
like a third-party engine.

Results are built from the test reports alone (the plugin attaches each scenario's id, rules,
handshake and transcript to ``report.user_properties``), so they are the same whether the scenarios
ran in this process or in ``-n N`` pytest-xdist workers, each with its own engine process.
"""

from __future__ import annotations

import contextlib
import io
import re
import signal
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from referee import exitcodes
from referee.engines import make_client
from referee.expectations import Expectations
from referee.outcomes import SkipCause
from referee.protocol.client import STARTUP_TIMEOUT, EngineClient, Handshake
from referee.protocol.errors import EngineFailure
from referee.protocol.transport import SubprocessTransport
from referee.reports.document import build_document
from referee.results import ENGINE_BAD, NOT_PASSED, SCENARIO_ERROR, ScenarioResult
from referee.sharding import Shard

SUITE = Path(__file__).resolve().parent / "suite" / "test_conformance.py"


@dataclass
class CertifyOptions:
    engine: str | None = None  # a command line, split like a shell would (never run by one)
    argv: Sequence[str] | None = None  # the engine command as an argv (wins over ``engine``)
    cwd: str | None = None
    env: dict[str, str] = field(default_factory=dict)
    game: str = "all"
    editions: Sequence[tuple[str, str]] = ()
    timeout: float = 10.0
    startup_timeout: float = STARTUP_TIMEOUT  # for the hello reply, which includes the engine's start-up
    select: str | None = None  # a pytest -k expression, for focused runs
    scenarios: Sequence[str] = ()  # scenario ids (MTG01-turn-order/2)
    max_fail: int | None = None  # stop after this many unexpected failures or errors
    workers: int = 1  # -n: pytest-xdist worker processes, each with its own engine
    tier: str | None = None  # only scenarios of this probe-card tier or lower (None: all)
    expectations: Expectations | None = None
    features: str | None = None  # an author's own feature files, run instead of the kit's (None: the kit's)
    shard: Shard | None = None  # only this shard of the scenarios, split by id (a CI matrix job; referee merge)

    def engine_label(self) -> str:
        if self.argv:
            import shlex

            return shlex.join(self.argv)
        return self.engine or "<bundled reference engine>"


Listener = Callable[[str, dict[str, Any]], None]  # (event, data): "total" {"count"}, "result" {...}


class CertifyCollector:
    """Builds one ScenarioResult per scenario from the reports (works on an xdist controller too)."""

    def __init__(self, options: CertifyOptions, listener: Listener | None = None) -> None:
        self.options = options
        self.listener = listener
        self.results: list[ScenarioResult] = []
        self.handshake: dict[str, Any] | None = None
        self.editions: dict[str, str] = {}
        self.stopped: str = ""
        self.unexpected = 0
        self.total = 0  # scenarios selected for the run, once collected
        self.interrupted = False  # Ctrl-C: what finished before it is kept, the rest is not counted
        self.exitstatus: int | pytest.ExitCode | None = None  # pytest's own, e.g. NO_TESTS_COLLECTED
        self._pending: dict[str, ScenarioResult] = {}
        self._session: pytest.Session | None = None

    # -- pytest hooks --------------------------------------------------------------------------
    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self._session = session

    @pytest.hookimpl(trylast=True)  # after the plugin deselected what this run leaves out (game, edition, tier)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        self.total = len(items)
        self._emit("total", {"count": len(items)})

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        self.total = len(ids)
        self._emit("total", {"count": len(ids)})

    @pytest.hookimpl(tryfirst=True)
    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[BaseException]) -> None:
        # Before pytest's terminal reporter renders the interrupt's whole traceback (parsing the source of
        # every frame, most of a second), which nobody sees here: its last frame says where it stopped.
        excinfo.traceback = excinfo.traceback[-1:]
        # Session.Interrupted is how pytest ends a run stopped early (--max-fail), not a Ctrl-C.
        if not isinstance(excinfo.value, pytest.Session.Interrupted):
            self.interrupted = True

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        info = props.get("referee_scenario")
        if not isinstance(info, dict):
            return
        if isinstance(info.get("handshake"), dict):
            self.handshake = info["handshake"]
        if isinstance(info.get("edition"), list | tuple):
            game, edition = info["edition"]
            self.editions[str(game)] = str(edition)
        result = self._pending.get(report.nodeid)
        if result is None:
            result = self._pending[report.nodeid] = ScenarioResult(
                str(info["id"]), str(info["name"]), str(info["feature"]), str(info["game"]), list(info["rules"]),
                "passed", tagged_rules=list(info.get("tagged_rules", [])), tier=str(info.get("tier", "")))
            self._emit("started", {"id": result.id, "feature": result.feature})
        if isinstance(info.get("notes"), list):
            result.notes = [str(note) for note in info["notes"]]
        result.duration += report.duration
        outcome = None
        if report.when == "setup" and not report.passed:
            outcome = "skipped" if report.skipped else "errored"
        elif report.when == "call":
            tagged = props.get("referee_outcome")
            outcome = str(tagged) if tagged else ("passed" if report.passed else
                                                   "skipped" if report.skipped else "failed")
        elif report.when == "teardown" and report.failed and result.outcome in ("passed", "skipped", SCENARIO_ERROR):
            outcome = "errored"  # e.g. unsolicited output after the scenario's last reply
        if outcome is not None:
            result.outcome = outcome
            if report.skipped and isinstance(report.longrepr, tuple):
                result.message = str(report.longrepr[2]).removeprefix("Skipped: ")
            elif not report.passed:
                result.message = _message(report)
            if outcome == "skipped":
                result.skip_causes = [SkipCause.from_json(cause) for cause in info.get("skip_causes") or []]
                if not result.skip_causes:  # a skip the plugin did not see raised: say what pytest said
                    result.skip_causes = [SkipCause("other", result.message.splitlines()[0][:200]
                                                    if result.message.strip() else "unspecified")]
            if outcome == "failed" and isinstance(info.get("deviation"), dict):
                result.deviation = {str(k): str(v) for k, v in info["deviation"].items()}
                result.message = re.sub(r"^[\w.]*Deviation: ", "", result.message)  # pytest's "module.Class: "
            if outcome in NOT_PASSED and info.get("transcript"):
                result.transcript = [str(line) for line in info["transcript"]]
            if outcome in NOT_PASSED and isinstance(info.get("steps"), list):
                result.steps = [dict(step) for step in info["steps"]]
        if report.when == "teardown":
            self._finish(self._pending.pop(report.nodeid))

    def _finish(self, result: ScenarioResult) -> None:
        if self.interrupted:  # ended by the interrupt (the engine got the terminal's SIGINT too): not measured
            return
        self.results.append(result)
        expected = self.options.expectations.match(result) if self.options.expectations else None
        bad = result.outcome in ENGINE_BAD and expected is None
        self.unexpected += bad
        self._emit("result", {"result": result, "expected": expected is not None})
        limit = self.options.max_fail
        if limit and self.unexpected >= limit and not self.stopped:
            self.stopped = f"stopped after {self.unexpected} unexpected failure(s) (--max-fail {limit})"
            if self._session is not None and self.options.workers <= 1:
                self._session.shouldstop = self.stopped  # with -n, pytest's own --maxfail stops the workers

    def _emit(self, event: str, data: dict[str, Any]) -> None:
        if self.listener is not None:
            self.listener(event, data)


def _message(report: pytest.TestReport) -> str:
    """The failure's whole text, every line (report.json keeps it; the terminal and summary.md lay it out).

    ``reprcrash.message`` is the exception's full text (pytest's terminal shows only its first line), so the
    events, lists and stderr tail the steps and the client put in their messages are all here.
    """
    longrepr = report.longrepr
    if isinstance(longrepr, str):
        return longrepr
    crash = getattr(longrepr, "reprcrash", None)
    if crash is not None:
        return str(crash.message)
    return str(longrepr)


def pytest_args(options: CertifyOptions, root: str) -> list[str]:
    ini = Path(root) / "pytest.ini"
    ini.write_text("[pytest]\n", encoding="utf-8")
    # hypothesispytest (installed with the kit's test extras) imports all of hypothesis when the session
    # ends, about a second of every run and of every Ctrl-C; the suite has no use for it.
    args = [str(SUITE), "-c", str(ini), "--rootdir", root, "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-q",
            "--no-header", "-rN", "--tb=no", "--game", options.game,
            "--engine-timeout", str(options.timeout), "--engine-startup-timeout", str(options.startup_timeout),
            "--referee-subprocess"]
    if options.argv:
        import json

        args += ["--engine-argv", json.dumps(list(options.argv))]
    elif options.engine is not None:
        args += ["--engine", options.engine]
    if options.cwd:
        args += ["--engine-cwd", options.cwd]
    for key, value in options.env.items():
        args += ["--engine-env", f"{key}={value}"]
    for game, edition in options.editions:
        args += ["--edition", f"{game}={edition}"]
    if options.select:
        args += ["-k", options.select]
    for ident in options.scenarios:
        args += ["--scenario", ident]
    if options.tier:
        args += ["--tier", options.tier]
    if options.shard:
        args += ["--shard", str(options.shard)]
    if options.features:
        args += ["--features", str(Path(options.features).resolve())]
    if options.workers > 1:
        # worksteal, not loadfile: the whole suite is one test module, so loadfile gave every scenario to one
        # worker and -n N ran serially plus N start-ups
        args += ["-p", "xdist", "-n", str(options.workers), "--dist", "worksteal"]
        if options.max_fail:
            args += ["--maxfail", str(options.max_fail)]
    else:
        args += ["-p", "no:xdist"]
    return args


MIN_CPUS_FOR_WORKERS = 3  # measured on 2 CPUs: -n 2 took 12.7 to 18.2 s where serial took 9.4 to 13 s


def auto_workers(cpus: int | None = None, load: float | None = None) -> tuple[int, str]:
    """``-n auto``: how many worker processes help on this machine, and why that many.

    A worker costs about 2 s of CPU before its first scenario (importing pytest, collecting and
    parsing every feature file) and brings its own engine process; a scenario is a ping-pong
    between the two, so one worker and its engine keep about one CPU busy. Workers only pay off
    with CPUs to spare: on 2 CPUs, -n 2 was slower than serial (see docs/CI.md). The load average
    counts the CPUs other work is already using (a shared CI runner, other jobs).
    """
    import os

    if cpus is None:
        cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    if load is None:
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    if cpus < MIN_CPUS_FOR_WORKERS:
        return 1, (f"-n auto: running serially: {cpus} CPU(s) here, and a worker with its engine needs a CPU of "
                   f"its own plus about 2 s to start; on 2 CPUs -n 2 was slower than serial")
    idle = int(cpus - load)
    if idle < 2:
        return 1, (f"-n auto: running serially: load average {load:.1f} on {cpus} CPUs leaves fewer than 2 idle, "
                   "and workers competing for busy CPUs are slower than one")
    workers = min(cpus, idle)
    return workers, f"-n auto: {workers} workers ({cpus} CPUs, load average {load:.1f})"


def engine_client(options: CertifyOptions) -> EngineClient:
    """A client for the engine under test, always a subprocess (as the plugin starts it for certify)."""
    if options.argv:
        return EngineClient(SubprocessTransport(options.argv, cwd=options.cwd, env=options.env),
                            timeout=options.timeout, startup_timeout=options.startup_timeout)
    return make_client(options.engine, timeout=options.timeout, startup_timeout=options.startup_timeout,
                       cwd=options.cwd, env=options.env)


def preflight(options: CertifyOptions) -> Handshake:
    """Start the engine once, complete the handshake and say bye, before the suite runs.

    An engine that cannot start (not found, exits at once, prints garbage, never answers hello) is then
    one EngineFailure within a single start-up timeout, instead of a run where every scenario reports it
    as its ERROR. The handshake also lets ``--edition`` be checked against what the engine announces.
    Costs one extra engine start (about 0.2 s for the reference engine).
    """
    client = engine_client(options)
    try:
        return client.start()
    finally:
        client.close()


def interrupted_message(collector: CertifyCollector) -> str:
    if not collector.total and not collector.results:  # still collecting: how many would run is unknown
        return "interrupted before any scenario ran"
    return f"interrupted after {len(collector.results)} of {collector.total} scenarios"


def run(options: CertifyOptions, listener: Listener | None = None) -> tuple[CertifyCollector, str]:
    """Run the suite; returns the collected results and pytest's own output (for diagnostics).

    On Ctrl-C the run stops at once and returns what finished before it, with ``collector.interrupted``
    set and ``collector.stopped`` saying so; the caller decides the exit code.
    """
    collector = CertifyCollector(options, listener)
    previous = _mark_interrupts(collector)
    output = io.StringIO()
    try:
        with tempfile.TemporaryDirectory(prefix="referee-") as root, contextlib.redirect_stdout(output):
            collector.exitstatus = pytest.main(pytest_args(options, root), plugins=[collector])
    except KeyboardInterrupt:  # outside pytest's own handling: start-up, or its session teardown
        collector.interrupted = True
    except EngineFailure:
        # An engine killed by the same Ctrl-C can fail pytest's session teardown after the interrupt.
        if not collector.interrupted:
            raise
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    if collector.interrupted:
        collector.stopped = interrupted_message(collector)
    collector.results.sort(key=_order)
    return collector, output.getvalue()


def _mark_interrupts(collector: CertifyCollector) -> Any:
    """Mark the run interrupted the moment SIGINT arrives, before anything sees the engine die of it
    (a terminal's Ctrl-C reaches the engine too); then interrupt as Python always does."""
    if threading.current_thread() is not threading.main_thread():
        return None

    def on_interrupt(signum: int, frame: Any) -> None:
        collector.interrupted = True
        raise KeyboardInterrupt

    return signal.signal(signal.SIGINT, on_interrupt)


def _order(result: ScenarioResult) -> tuple[str, int, str]:
    _, _, number = result.id.rpartition("/")
    return (result.feature, int(number) if number.isdigit() else 0, result.id)


def totals(results: Sequence[ScenarioResult]) -> dict[str, int]:
    counts = {"passed": 0, "failed": 0, "errored": 0, "skipped": 0, SCENARIO_ERROR: 0}
    for result in results:
        counts[result.outcome] += 1
    counts["total"] = len(results)
    return counts


def report(collector: CertifyCollector, options: CertifyOptions) -> dict[str, Any]:
    """The JSON document ``--format json`` prints and ``report.json`` holds (schemas/cli/certify-report.json)."""
    return build_document(collector.results, handshake=collector.handshake, editions=collector.editions,
                          engine_command=options.engine_label(), game=options.game,
                          expectations=options.expectations, stopped=collector.stopped, tier=options.tier,
                          shard={**options.shard.to_json(), "selection": selection(options)} if options.shard else None)


def selection(options: CertifyOptions) -> str:
    """What a run selected besides its shard, as options (``--game mtg -k MTG04``): the shards that
    ``referee merge`` joins must all have split the same selection."""
    import shlex

    words = ["--game", options.game]
    words += ["-k", options.select] if options.select else []
    for ident in sorted(options.scenarios):
        words += ["--scenario", ident]
    words += ["--tier", options.tier] if options.tier else []
    words += ["--features", str(Path(options.features).resolve())] if options.features else []
    return shlex.join(words)


def exit_code(document: dict[str, Any]) -> int:
    """PASS only when nothing failed or errored unexpectedly, no expected failure passed and no scenario was
    wrong (see exitcodes).

    The engine's verdict comes first: FAILED when it failed anything, else SCENARIO_ERROR when a scenario's text
    was wrong (the features need fixing; the engine is not blamed). A shard that holds none of the selected
    scenarios passes: with a small selection some of N shards are empty, and ``referee merge`` says "nothing
    selected" if they all were."""
    totals_ = document["totals"]
    if totals_["total"] == 0:
        return exitcodes.PASS if document.get("shard") else exitcodes.NOTHING_SELECTED
    bad = totals_["failed"] + totals_["errored"] - totals_["expected_failures"] + totals_["unexpected_passes"]
    if bad:
        return exitcodes.FAILED
    return exitcodes.SCENARIO_ERROR if totals_.get(SCENARIO_ERROR) else exitcodes.PASS
