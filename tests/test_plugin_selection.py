"""``-k`` selects scenarios by feature file and scenario id, as the README tells engine authors to do."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _collected(*args: str) -> list[str]:
    run = subprocess.run([sys.executable, "-m", "pytest", "referee/suite", "-q", "--co", "-p", "no:randomly", *args],
                         cwd=ROOT, capture_output=True, text=True, check=False)
    return [line for line in run.stdout.splitlines() if "::" in line]


def test_k_selects_by_feature_and_scenario_id() -> None:
    untap = _collected("-k", "MTG02")
    assert 0 < len(untap) < len(_collected("-k", "MTG"))
    one = _collected("-k", "MTG02-untap-step/4")
    assert len(one) == 1 and one[0] in untap
    assert len(_collected("-k", "MTG02 and not MTG02-untap-step/4")) == len(untap) - 1
