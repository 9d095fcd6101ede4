"""The import contracts of pyproject.toml ([tool.importlinter], run by ``lint-imports`` in .ci/run) hold on the
kit as it is, and each one breaks on the kind of import it exists to stop: checked on a copy of the packages
with one bad import added."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
PACKAGES = ("referee", "reference_engine", "steps")
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def lint(tree: Path, contract: str | None = None) -> subprocess.CompletedProcess[str]:
    args = [str(LINT_IMPORTS), "--no-cache", "--no-logo", *(["--contract", contract] if contract else [])]
    # The copy first on the path, so it is the copy's imports that are read, not the installed kit's.
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.run(args, cwd=tree, env=env, capture_output=True, text=True, timeout=120, check=False)


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The kit's Python sources and pyproject.toml, copied (no data files: contracts are about imports)."""
    tree = tmp_path_factory.mktemp("kit")
    for package in PACKAGES:
        for source in (ROOT / package).rglob("*.py"):
            target = tree / source.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    shutil.copyfile(ROOT / "pyproject.toml", tree / "pyproject.toml")
    return tree


def test_every_contract_holds_on_the_kit_as_it_is(pristine: Path) -> None:
    result = lint(pristine)
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"Contracts: \d+ kept, 0 broken", result.stdout), result.stdout


@pytest.mark.parametrize(("module", "bad_import", "contract"), [
    ("steps/context.py", "import reference_engine.mtg.game", "steps-engine-agnostic"),
    ("reference_engine/mtg/cards.py", "from referee.resources import cards_dir", "engine-standalone"),
    ("reference_engine/riftbound/game.py", "import steps.tables", "engine-standalone"),
    ("referee/certify.py", "import reference_engine.server", "engine-through-transport"),
    ("referee/plugin.py", "import steps.context", "referee-without-steps"),
    ("referee/protocol/client.py", "import referee.plugin", "referee-layers"),  # transport above the runner
    ("referee/outcomes.py", "import referee.tiers", "referee-layers"),  # a leaf that grew a dependency
    ("referee/smoke.py", "import referee.plugin", "referee-layers"),  # independent siblings
    ("referee/reports/markdown.py", "import referee.certify", "referee-layers"),  # reports render, never run
    ("referee/reports/document.py", "import referee.plugin", "reports-read-results"),  # results, not the runner
    ("referee/expectations.py", "from referee.plugin import GAMES", "reports-read-results"),
    ("reference_engine/core/registry.py", "import reference_engine.mtg.game", "engine-layers"),
    ("reference_engine/mtg/model.py", "import reference_engine.riftbound.model.state", "engine-layers"),
    ("reference_engine/riftbound/model/state.py", "import reference_engine.mtg.model", "engine-layers"),
    ("reference_engine/riftbound/model/state.py", "import reference_engine.riftbound.rules.cleanup",
     "riftbound-layers"),
    ("reference_engine/riftbound/rules/chain.py", "import reference_engine.riftbound.game", "riftbound-layers"),
    ("reference_engine/riftbound/editions.py", "import reference_engine.riftbound.rules.turn", "riftbound-layers"),
    ("reference_engine/riftbound/probes/core.py", "import reference_engine.riftbound.model.state", "riftbound-layers"),
    ("reference_engine/riftbound/setup.py", "import reference_engine.riftbound.snapshot", "riftbound-layers"),
    ("reference_engine/mtg/editions.py", "import reference_engine.mtg.combat", "mtg-editions-below-rules"),
])
def test_a_bad_import_breaks_its_contract(pristine: Path, tmp_path: Path, module: str, bad_import: str,
                                          contract: str) -> None:
    tree = tmp_path / "kit"
    shutil.copytree(pristine, tree)
    path = tree / module
    path.write_text(path.read_text(encoding="utf-8") + f"\n{bad_import}  # noqa\n", encoding="utf-8")
    result = lint(tree, contract)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "BROKEN" in result.stdout and "0 kept, 1 broken" in result.stdout, result.stdout
    assert module.removesuffix(".py").replace("/", ".") in result.stdout  # the report names the importer
