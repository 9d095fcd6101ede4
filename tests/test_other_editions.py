"""The suite passes in every rules edition the reference engine implements, not only the default one.

``pytest`` runs the scenarios in each game's first edition (the seeds' numbering); the scenarios pinned to a
later edition (``@edition:riftbound:1.3``, MTG's 2025 rules) are deselected there. This runs them too, so a
regression in a later edition fails the kit's own test command, not only ``referee certify``.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from reference_engine.server import load_games

ROOT = Path(__file__).resolve().parents[1]
LATER = [(game, edition) for game, factory in sorted(load_games().items()) for edition in factory.editions[1:]]


@pytest.mark.parametrize(("game", "edition"), LATER, ids=[f"{g}={e}" for g, e in LATER])
def test_the_suite_passes_in_a_later_edition(game: str, edition: str) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "referee/suite", "-q", "-p", "no:randomly", "--game", game,
         "--edition", f"{game}={edition}"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr[-2000:]
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    passed = re.search(r"(\d+) passed", summary)
    assert passed and int(passed[1]) > 0, summary
