"""The scratch copies benchmarks/mutation.py runs mutmut in, and running mutmut there (its docstring says why).

Each pass (``Pass``: the scenarios of some editions) has its own copy of the kit under ``--workdir``, refreshed
from the project before every run (``prepare``), whose pyproject.toml holds only mutmut's settings. mutmut keeps
its mutants, its map of which scenarios reach which engine function and its verdicts there, and redoes only
what changed; ``forget_scenario_map`` makes it map the scenarios again once the kit changed.
"""

from __future__ import annotations

import filecmp
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import mutation_triage

ROOT = Path(__file__).resolve().parents[1]
SCRATCH_CONFTEST = Path(__file__).with_name("mutation_conftest.py")
COPIED = ["reference_engine", "referee", "steps", "features", "cards", "schemas"]
MAP_DIGEST = "scenario-map-kit.txt"  # the kit mutmut's scenario->function map was made from (forget_scenario_map)
SURVIVORS_KIT = "survivors-kit.json"  # each survivor -> the kit it survived (stale_survivors)
MUTMUT_SURVIVED = ("survived", "no tests")
# -p no:unraisableexception: its gc.collect() at the end of every pytest run costs ~0.5 s per mutant in a
# process that holds the whole suite, and unraisable-exception warnings never decide a scenario.
PYTEST_ARGS = ["-q", "-p", "no:cacheprovider", "-p", "no:unraisableexception"]
MUTMUT_SETTINGS = """\
[tool.mutmut]
source_paths = ["reference_engine/"]
also_copy = ["referee/", "steps/", "features/", "cards/", "schemas/", "conftest.py"]
pytest_add_cli_args_test_selection = ["referee/suite"]
# mutmut adds -x: the first failing scenario kills the mutant, so a killed mutant costs little.
pytest_add_cli_args = {pytest_args}

[tool.pytest.ini_options]
xfail_strict = true
"""
RESULT_LINE = re.compile(r"^\s*(?P<name>\S+): (?P<status>.+?)\s*$")


@dataclass(frozen=True)
class Pass:
    """One mutmut run over the editions named by ``editions`` (``game=edition``; empty: each game's first)."""

    name: str
    editions: tuple[str, ...]

    def pytest_args(self) -> list[str]:
        return [*PYTEST_ARGS, *(arg for edition in self.editions for arg in ("--edition", edition))]


def parse_results(text: str) -> dict[str, str]:
    """``mutmut results --all True`` output -> {mutant name: status}."""
    out = {}
    for row in text.splitlines():
        match = RESULT_LINE.match(row)
        if match and "__mutmut_" in match["name"]:
            out[match["name"]] = match["status"]
    return out


def scratch_env(**extra: str) -> dict[str, str]:
    """The environment of every process in the scratch copy. Bytecode is always cached there: the mutated
    engine is ~30 MB of source, and compiling it again cost each fresh process ~12 s of CPU (measured with
    PYTHONDONTWRITEBYTECODE=1, which some shells and CI images set)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    return {**env, **extra}


def mutmut(workdir: Path, *args: str, expect: str = "") -> str:
    """Run mutmut in ``workdir``; a failure is fatal unless its output contains ``expect``."""
    run = subprocess.run([sys.executable, "-m", "mutmut", *args], cwd=workdir, text=True,
                         capture_output=True, check=False, env=scratch_env())
    if run.returncode != 0 and not (expect and expect in (run.stdout or "") + (run.stderr or "")):
        raise SystemExit(f"mutmut {' '.join(args[:2])} failed ({run.returncode}) in {workdir}:\n"
                         f"{(run.stdout or '')[-3000:]}{(run.stderr or '')[-3000:]}")
    return run.stdout or ""


def _copy_if_changed(source: str, target: str) -> str:
    """Copy a file into the scratch copy only if its content changed, and then with a new modification time.
    mutmut regenerates a module's mutants only when the source is newer than its mutated copy: keeping the
    source's own time (shutil.copy2, copytree's default) left the mutants of a file changed after an earlier
    run's generation stale, so the scenarios ran against the old engine (found on 2026-11-25: a merged rules
    fix made the unmutated suite fail in the scratch copy)."""
    if Path(target).exists() and filecmp.cmp(source, target, shallow=False):
        return target
    shutil.copyfile(source, target)
    return target


def prepare(workdir: Path, run: Pass) -> None:
    """Refresh one pass's scratch copy. mutmut keeps its results in workdir/mutants, redoes changed code only."""
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / ".gitignore").write_text("*\n", "utf-8")  # the scratch copy never shows in `git status`
    for part in COPIED:
        shutil.copytree(ROOT / part, workdir / part, dirs_exist_ok=True, copy_function=_copy_if_changed,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copy2(SCRATCH_CONFTEST, workdir / "conftest.py")
    # A run stopped while mutmut wrote a module's mutants leaves that copy empty yet newer than its source, so
    # mutmut kept it and the engine could not be imported (found on 2026-11-26): such a copy is made again.
    for mutated in (workdir / "mutants" / "reference_engine").rglob("*.py"):
        source = workdir / mutated.relative_to(workdir / "mutants")
        if mutated.stat().st_size == 0 and source.exists() and source.stat().st_size:
            mutated.unlink()
    (workdir / "pyproject.toml").write_text(MUTMUT_SETTINGS.format(pytest_args=json.dumps(run.pytest_args())),
                                            "utf-8")
    if forget_scenario_map(workdir):
        print(f"    the kit changed since the scenario map of {workdir.name}/ was made: mutmut maps every scenario "
              "again when it next runs there", flush=True)


def forget_scenario_map(workdir: Path) -> bool:
    """Make mutmut map every scenario to the engine functions it reaches again if the kit changed since the map
    was made. -> whether it was forgotten.

    mutmut runs a mutant with only the scenarios its record says reach the mutated function, and it records a
    scenario only once, under its name: a scenario extended since (or one that reaches other code after an engine
    change) kept its old record, so a mutant its new steps kill never ran it and survived. Emptying the records
    (not the file: its function hashes and the verdicts stay) makes mutmut record every scenario as new, ~3
    minutes per pass; the verdicts a new record could change are survivors, which ``--rerun-survivors`` runs.
    The kit the map was made from is kept beside it (mutmut drops keys of its own file it does not know)."""
    stats, made_from = workdir / "mutants" / "mutmut-stats.json", workdir / MAP_DIGEST
    if not stats.exists() or (made_from.exists() and made_from.read_text("utf-8") == kit_digest(workdir)):
        return False
    data = json.loads(stats.read_text("utf-8"))
    data["tests_by_mangled_function_name"], data["duration_by_test"] = {}, {}
    stats.write_text(json.dumps(data), "utf-8")
    return True


def _mapped(workdir: Path) -> None:
    """mutmut ran in ``workdir`` (and mapped every scenario it did not know): its map now matches this kit."""
    (workdir / MAP_DIGEST).write_text(kit_digest(workdir), "utf-8")


def kit_digest(workdir: Path) -> str:
    """The scratch copy's kit, engine and scenarios alike, as the scenario map depends on both."""
    return mutation_triage.kit_digest(workdir, [*COPIED, "conftest.py"], "scenario map")


def generate(workdir: Path, max_children: int) -> dict[str, str]:
    """Generate (or refresh) the mutants and the scenario->function map; run none. -> {mutant: status}."""
    # A pattern no mutant matches: mutmut does everything up to running mutants, then stops.
    mutmut(workdir, "run", "--max-children", str(max_children), "no-such-mutant", expect="nothing matches")
    _mapped(workdir)
    return parse_results(mutmut(workdir, "results", "--all", "True"))


def run_mutants(workdir: Path, names: list[str], max_children: int) -> dict[str, str]:
    log = workdir / "mutmut-run.log"
    with log.open("w", encoding="utf-8") as sink:
        run = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", str(max_children), *names],
                             cwd=workdir, stdout=sink, stderr=subprocess.STDOUT, check=False, env=scratch_env())
    if run.returncode != 0:
        raise SystemExit(f"mutmut run failed ({run.returncode}); see {log}")
    _mapped(workdir)
    results = parse_results(mutmut(workdir, "results", "--all", "True"))
    record_survivors(workdir, results, names)
    return results


def record_survivors(workdir: Path, results: dict[str, str], names: list[str]) -> None:
    """Remember which kit each of ``names`` that survived this run survived, so that ``stale_survivors`` runs
    it again only once the kit changed."""
    path, kit = workdir / SURVIVORS_KIT, kit_digest(workdir)
    record: dict[str, str] = json.loads(path.read_text("utf-8")) if path.exists() else {}
    for name in names:
        if results.get(name) in MUTMUT_SURVIVED:
            record[name] = kit
        else:
            record.pop(name, None)
    path.write_text(json.dumps(record, indent=0, sort_keys=True), "utf-8")


def stale_survivors(workdir: Path, results: dict[str, str], names: list[str]) -> set[str]:
    """The survivors among ``names`` whose verdict another kit gave (or one recorded before this record was
    kept). mutmut runs a cached mutant again only when its function changed, so a scenario added or extended
    since would never get its chance. Running every survivor again instead made each restart of a shard pay for
    all its survivors once more, each running every scenario that reaches it (up to ~5 s), in each pass."""
    path, kit = workdir / SURVIVORS_KIT, kit_digest(workdir)
    record: dict[str, str] = json.loads(path.read_text("utf-8")) if path.exists() else {}
    return {name for name in names if results.get(name) in MUTMUT_SURVIVED and record.get(name) != kit}


def judged(workdir: Path, what: str, names: list[str], judge: Callable[[str], bool], workers: int) -> set[str]:
    """The names among ``names`` that ``judge`` kills, run ``workers`` at once. A verdict reached with this kit is
    kept in ``workdir`` (verdicts-<what>.json) as soon as it is known, so a run started again, or interrupted, does
    not pay for it twice: these passes run whole suites in fresh processes (part 1's: about 12 minutes)."""
    path, kit = workdir / f"verdicts-{what}.json", kit_digest(workdir)
    stored: dict[str, list[Any]] = json.loads(path.read_text("utf-8")) if path.exists() else {}
    known = {name: bool(verdict[1]) for name, verdict in stored.items() if verdict[0] == kit}
    with ThreadPoolExecutor(max_workers=workers) as pool:
        for name, killed in zip(todo := [n for n in names if n not in known], pool.map(judge, todo), strict=True):
            known[name] = killed
            stored[name] = [kit, killed]
            path.write_text(json.dumps(stored, indent=0, sort_keys=True), "utf-8")
    return {name for name in names if known[name]}


def cached_results(workdir: Path) -> dict[str, str]:
    """The verdicts mutmut has cached in ``workdir`` (none before its first run)."""
    if not (workdir / "mutants").exists():
        return {}
    return parse_results(mutmut(workdir, "results", "--all", "True"))


def later_editions() -> tuple[str, ...]:
    from reference_engine.server import load_games

    return tuple(f"{game}={edition}" for game, factory in sorted(load_games().items())
                 for edition in factory.editions[1:])


def import_time_functions(workdir: Path) -> set[str]:
    """Engine functions that run before any scenario: while the engine's modules are imported and while the kit
    starts the engine and shakes hands (mutation_conftest.py records them)."""
    digest = hashlib.sha256()
    for path in [*sorted((workdir / "reference_engine").rglob("*.py")), workdir / "conftest.py"]:
        digest.update(path.as_posix().encode() + path.read_bytes())
    out = workdir / f"import-time-functions-{digest.hexdigest()[:16]}.json"  # cached while both are unchanged
    if out.exists():
        return set(json.loads(out.read_text("utf-8")))
    for stale in workdir.glob("import-time-functions-*.json"):
        stale.unlink()
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "referee/suite", "--collect-only", "-p", "no:randomly", *PYTEST_ARGS],
        cwd=workdir / "mutants", capture_output=True, text=True, check=False,
        env=scratch_env(MUTANT_UNDER_TEST="stats", REFEREE_MUTATION_IMPORT_TIME=str(out)),
    )
    if run.returncode != 0 or not out.exists():
        raise SystemExit(f"finding the engine's import-time code failed:\n{run.stdout[-3000:]}{run.stderr[-3000:]}")
    return set(json.loads(out.read_text("utf-8")))


def killed_in_a_fresh_process(workdir: Path, run: Pass, name: str) -> bool:
    """Run the whole suite of ``run``'s editions against ``name`` in a new process (the trampoline reads
    MUTANT_UNDER_TEST from the environment, so the mutant is active while the engine is imported too)."""
    try:
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "referee/suite", "-x", "-p", "no:randomly", *run.pytest_args()],
            cwd=workdir / "mutants", env=scratch_env(MUTANT_UNDER_TEST=name),
            capture_output=True, text=True, check=False, timeout=900,
        )
    except subprocess.TimeoutExpired:
        return True  # the mutant hangs the engine: the harness would notice
    if done.returncode not in (0, 1):  # 1: a scenario failed; anything else is a broken run, not a verdict
        raise SystemExit(f"pytest failed ({done.returncode}) for {name}:\n{done.stdout[-3000:]}{done.stderr[-2000:]}")
    return done.returncode == 1
