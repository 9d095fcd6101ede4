"""A small certification run shared by the report tests: three scenarios, the second failing a rule."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from referee.cli import main

HOSTILE = Path(__file__).parents[1] / "harness" / "hostile_engine.py"
THREE = ["MTG01-turn-order/1", "MTG01-turn-order/2", "MTG01-turn-order/3"]


def run_cli(tmp: Path, *args: str, mode: str = "lie", scenarios: list[str] = THREE) -> Result:
    counter = tmp / f"count-{len(list(tmp.glob('count-*')))}"
    argv = ["certify", "--timeout", "3", "--engine-env", f"HOSTILE_COUNTER={counter}"]
    for ident in scenarios:
        argv += ["--scenario", ident]
    argv += [*args, "--", sys.executable, str(HOSTILE), mode]
    return CliRunner().invoke(main, argv, catch_exceptions=False)


@pytest.fixture(scope="session")
def report_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("report")
    result = run_cli(tmp, "--report-dir", str(tmp / "out"))
    assert result.exit_code == 1, result.output
    return tmp / "out"


@pytest.fixture(scope="session")
def document(report_dir: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((report_dir / "report.json").read_text(encoding="utf-8"))
    return data
