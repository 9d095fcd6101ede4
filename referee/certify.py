"""``referee certify``: run the suite against an engine and build the report.

The suite runs under pytest (in this process, with an isolated rootdir and ini so a user's own
pytest configuration can't leak in), through the same plugin and step library as plain ``pytest``.
The engine is always a subprocess here, the reference engine included: it is certified exactly
like a third-party engine.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from referee import __version__
from referee.plugin import ResultCollector, ScenarioResult

SUITE = Path(__file__).resolve().parent / "suite" / "test_conformance.py"


@dataclass
class CertifyOptions:
    engine: str | None = None
    game: str = "all"
    editions: Sequence[tuple[str, str]] = ()
    timeout: float = 10.0
    select: str | None = None  # a pytest -k expression, for focused runs


def run(options: CertifyOptions) -> tuple[ResultCollector, str]:
    """Run the suite; returns the collected results and pytest's own output (for diagnostics)."""
    collector = ResultCollector()
    with tempfile.TemporaryDirectory(prefix="referee-") as root:
        ini = Path(root) / "pytest.ini"
        ini.write_text("[pytest]\n", encoding="utf-8")
        args = [str(SUITE), "-c", str(ini), "--rootdir", root, "-p", "no:cacheprovider", "-q",
                "--no-header", "-rN", "--tb=no", "--game", options.game,
                "--engine-timeout", str(options.timeout), "--referee-subprocess"]
        if options.engine is not None:
            args += ["--engine", options.engine]
        for game, edition in options.editions:
            args += ["--edition", f"{game}={edition}"]
        if options.select:
            args += ["-k", options.select]
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            pytest.main(args, plugins=[collector])
    return collector, output.getvalue()


def totals(results: Sequence[ScenarioResult]) -> dict[str, int]:
    counts = {"passed": 0, "failed": 0, "errored": 0, "skipped": 0}
    for result in results:
        counts[result.outcome] += 1
    counts["total"] = len(results)
    return counts


def rule_compliance(results: Sequence[ScenarioResult]) -> dict[str, dict[str, int]]:
    """Per rule id: how many of its scenarios passed, failed, errored, were skipped."""
    per_rule: dict[str, dict[str, int]] = {}
    for result in results:
        for rule in result.rules:
            counts = per_rule.setdefault(rule, {"passed": 0, "failed": 0, "errored": 0, "skipped": 0})
            counts[result.outcome] += 1
    return dict(sorted(per_rule.items()))


def report(collector: ResultCollector, options: CertifyOptions) -> dict[str, Any]:
    """The JSON document ``--format json`` prints (schemas/cli/certify-report.json)."""
    results = collector.results
    counts = totals(results)
    score = counts["passed"] / counts["total"] if counts["total"] else 0.0
    handshake = collector.handshake.to_json() if collector.handshake else None
    return {
        "$schema": "https://referee.dev/schemas/v1/cli/certify-report.json",
        "kit": {"name": "referee", "version": __version__},
        "engine": handshake,
        "engine_command": options.engine or "<bundled reference engine>",
        "game": options.game,
        "editions": collector.editions,
        "totals": counts,
        "compliance": round(score, 4),
        "rules": rule_compliance(results),
        "scenarios": [r.to_json() for r in results],
    }


def exit_code(document: dict[str, Any]) -> int:
    """0 only when nothing failed or errored (skips lower the score but don't fail the run)."""
    totals_ = document["totals"]
    if totals_["total"] == 0:
        return 2
    return 0 if totals_["failed"] == 0 and totals_["errored"] == 0 else 1
