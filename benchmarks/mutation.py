"""Mutation testing of the reference engine against the scenario suite alone.

Only the scenarios certify other engines, so only they may kill a mutant: a bug in reference_engine/ that no
scenario notices is a rule an engine may break and still be certified. The mutants come from mutmut (3.x,
the ``mutation`` extra): it changes one operator, constant, condition or argument at a time, runs each mutant
in a forked process with only the scenarios that reach the mutated function, and caches results so an
interrupted overnight run resumes.

    pip install -e ".[mutation]"
    python benchmarks/mutation.py --sample 20 --seed 1    # a few minutes on 2 cores
    python benchmarks/mutation.py --all                   # every mutant: overnight

mutmut reads its settings from ./pyproject.toml and writes mutants/ next to it, so the run happens in a
scratch copy of the kit (``--workdir``, default ``.mutation/``) whose pyproject.toml holds only the settings
below; the project's own pyproject.toml and tree stay untouched. The score counts a mutant killed when a
scenario fails (or the mutant hangs); mutants reviewed as equivalent in ``mutation-equivalents.toml`` (the same
observable behaviour, so no scenario could ever kill them) are left out of the denominator.
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import re
import shutil
import subprocess
import sys
import tomllib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EQUIVALENTS = Path(__file__).with_name("mutation-equivalents.toml")
COPIED = ["reference_engine", "referee", "steps", "features", "cards", "schemas"]
# The later editions run in a subprocess (tests/test_other_editions.py); the mutant's switch is an environment
# variable, so the subprocess runs the mutant too.
COPIED_TESTS = ["tests/conftest.py", "tests/test_other_editions.py"]
MUTMUT_SETTINGS = """\
[tool.mutmut]
source_paths = ["reference_engine/"]
also_copy = ["referee/", "steps/", "features/", "cards/", "schemas/"]
pytest_add_cli_args_test_selection = ["referee/suite", "tests/test_other_editions.py"]
# -x: the first failing scenario kills the mutant, so a killed mutant costs little.
pytest_add_cli_args = ["-x", "-q", "-p", "no:cacheprovider"]

[tool.pytest.ini_options]
xfail_strict = true
"""
# mutmut's statuses. A timeout is a mutant that made the engine hang: a scenario noticed (the harness would).
KILLED = {"killed", "timeout"}
# "no tests": no scenario reaches the mutated function, which is a survivor for the kit's purpose.
SURVIVED = {"survived", "no tests"}
RESULT_LINE = re.compile(r"^\s*(?P<name>\S+): (?P<status>.+?)\s*$")


@dataclass(frozen=True)
class Equivalent:
    mutant: str
    mutated: str  # the mutated line, stripped: an entry whose mutant no longer makes this change is stale
    reason: str


@dataclass(frozen=True)
class Mutation:
    name: str
    file: str
    line: int | None
    before: str
    after: str


# ---------------------------------------------------------------- pure logic (tests/test_mutation_tool.py)


def parse_results(text: str) -> dict[str, str]:
    """``mutmut results --all True`` output -> {mutant name: status}."""
    out = {}
    for row in text.splitlines():
        match = RESULT_LINE.match(row)
        if match and "__mutmut_" in match["name"]:
            out[match["name"]] = match["status"]
    return out


def sample(names: list[str], size: int | None, seed: int) -> list[str]:
    """A reproducible sample: the same names, size and seed give the same mutants in any run."""
    ordered = sorted(names)
    if size is None or size >= len(ordered):
        return ordered
    return sorted(random.Random(seed).sample(ordered, size))


def module_file(name: str) -> str:
    """``reference_engine.mtg.combat.x_recipients__mutmut_21`` -> ``reference_engine/mtg/combat.py``."""
    module = name.split("__mutmut_")[0].rsplit(".", 1)[0]
    return module.replace(".", "/") + ".py"


def function_name(name: str) -> tuple[str | None, str]:
    """The mutated function: (class or None, function). mutmut spells a method ``xǁClassǁmethod``."""
    mangled = name.split("__mutmut_")[0].rsplit(".", 1)[1]
    if mangled.startswith("xǁ"):
        _, cls, func = mangled.split("ǁ", 2)
        return cls, func
    return None, mangled.removeprefix("x_")


def parse_diff(diff: str) -> tuple[str, str]:
    """The removed and added lines of ``mutmut show`` (stripped, several joined with `` / ``)."""
    removed = [ln[1:].strip() for ln in diff.splitlines() if ln.startswith("-") and not ln.startswith("---")]
    added = [ln[1:].strip() for ln in diff.splitlines() if ln.startswith("+") and not ln.startswith("+++")]
    return " / ".join(removed), " / ".join(added)


def locate(source: str, cls: str | None, func: str, before: str) -> int | None:
    """The line of ``source`` inside ``cls.func`` (or the module function) whose text is ``before``."""
    tree = ast.parse(source)
    scope: list[ast.stmt] = tree.body
    if cls is not None:
        owners = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls]
        scope = owners[0].body if owners else []
    defs = [n for n in scope if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == func]
    if not defs or not before:
        return None
    lines = source.splitlines()
    first_removed = before.split(" / ")[0]
    for number in range(defs[0].lineno, (defs[0].end_lineno or defs[0].lineno) + 1):
        if lines[number - 1].strip() == first_removed:
            return number
    return defs[0].lineno


def load_equivalents(path: Path) -> dict[str, Equivalent]:
    data = tomllib.loads(path.read_text("utf-8")) if path.exists() else {}
    out = {}
    for entry in data.get("equivalent", []):
        missing = {"mutant", "mutated", "reason"} - entry.keys()
        if missing or not str(entry.get("reason", "")).strip():
            raise ValueError(f"{path.name}: entry {entry.get('mutant', '?')} needs mutant, mutated and a reason")
        out[entry["mutant"]] = Equivalent(entry["mutant"], entry["mutated"].strip(), entry["reason"].strip())
    return out


def score(statuses: dict[str, str], equivalent: set[str]) -> tuple[int, int, list[str], list[str]]:
    """(killed, non-equivalent run, surviving names, names not run) over ``statuses``."""
    killed, counted, survivors, not_run = 0, 0, [], []
    for name, status in sorted(statuses.items()):
        if status in KILLED:
            killed += 1
            counted += 1
        elif status in SURVIVED:
            if name not in equivalent:
                counted += 1
                survivors.append(name)
        else:
            not_run.append(name)
    return killed, counted, survivors, not_run


# ---------------------------------------------------------------- running mutmut


def mutmut(workdir: Path, *args: str, expect: str = "") -> str:
    """Run mutmut in ``workdir``; a failure is fatal unless its output contains ``expect``."""
    run = subprocess.run([sys.executable, "-m", "mutmut", *args], cwd=workdir, text=True,
                         capture_output=True, check=False)
    if run.returncode != 0 and not (expect and expect in (run.stdout or "") + (run.stderr or "")):
        raise SystemExit(f"mutmut {' '.join(args[:2])} failed ({run.returncode}):\n{run.stderr or ''}")
    return run.stdout or ""


def prepare(workdir: Path) -> None:
    """Refresh the scratch copy. mutmut keeps its results in workdir/mutants and redoes only changed files."""
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / ".gitignore").write_text("*\n", "utf-8")  # the scratch copy never shows in `git status`
    for part in COPIED:
        shutil.copytree(ROOT / part, workdir / part, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    (workdir / "tests").mkdir(exist_ok=True)
    for test in COPIED_TESTS:
        shutil.copy2(ROOT / test, workdir / test)
    (workdir / "pyproject.toml").write_text(MUTMUT_SETTINGS, "utf-8")


def later_editions() -> list[tuple[str, str]]:
    from reference_engine.server import load_games

    return [(game, edition) for game, factory in sorted(load_games().items()) for edition in factory.editions[1:]]


def killed_in_a_later_edition(workdir: Path, name: str) -> str | None:
    """The later edition whose scenarios kill ``name``, or None.

    mutmut maps scenarios to functions in-process, so it never sees the later editions (run in a subprocess)
    reach a function: a mutant only they can kill comes back as survived or "no tests". This runs the
    survivor's mutant in each later edition (the trampoline reads MUTANT_UNDER_TEST from the environment).
    The fresh process also sees mutants in cached code (cards.catalogue is lru_cached), which mutmut's forked
    runs inherit already computed from the unmutated engine.
    """
    game_of_mutant = name.split(".")[1]  # reference_engine.<game>.<module>: only that game's editions can see it
    for game, edition in later_editions():
        if game_of_mutant in {g for g, _ in later_editions()} and game != game_of_mutant:
            continue
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "referee/suite", "-x", "-q", "-p", "no:cacheprovider", "-p",
             "no:randomly", "--game", game, "--edition", f"{game}={edition}"],
            cwd=workdir / "mutants", env={**os.environ, "MUTANT_UNDER_TEST": name},
            capture_output=True, text=True, check=False,
        )
        if run.returncode != 0:
            return f"{game}={edition}"
    return None


def describe(workdir: Path, name: str) -> Mutation:
    before, after = parse_diff(mutmut(workdir, "show", name))
    file = module_file(name)
    cls, func = function_name(name)
    line = locate((ROOT / file).read_text("utf-8"), cls, func, before)
    return Mutation(name, file, line, before, after)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--sample", type=int, metavar="N", help="run N mutants drawn at random")
    which.add_argument("--all", action="store_true", help="run every mutant (overnight)")
    parser.add_argument("--seed", type=int, default=1, help="the sample's random seed (default 1)")
    parser.add_argument("--workdir", type=Path, default=ROOT / ".mutation", help="scratch copy (default .mutation/)")
    parser.add_argument("--no-later-editions", action="store_true",
                        help="don't re-run survivors in the later editions (faster; the score may be lower)")
    parser.add_argument("--max-children", type=int, default=2, help="mutants run at once (default 2)")
    args = parser.parse_args(argv)

    equivalents = load_equivalents(EQUIVALENTS)
    prepare(args.workdir)
    # A pattern no mutant matches: mutmut generates the mutants and maps scenarios to functions, runs none.
    print("generating mutants and mapping scenarios to engine functions ...", flush=True)
    mutmut(args.workdir, "run", "--max-children", str(args.max_children), "no-such-mutant", expect="nothing matches")
    every = parse_results(mutmut(args.workdir, "results", "--all", "True"))
    chosen = sample(list(every), None if args.all else args.sample, args.seed)
    log = args.workdir / "mutmut-run.log"
    print(f"running {len(chosen)} of {len(every)} mutants against the scenario suite (progress: {log}) ...",
          flush=True)
    with log.open("w", encoding="utf-8") as sink:
        run = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", str(args.max_children),
                              *chosen], cwd=args.workdir, stdout=sink, stderr=subprocess.STDOUT, check=False)
    if run.returncode != 0:
        raise SystemExit(f"mutmut run failed ({run.returncode}); see {log}")
    statuses = parse_results(mutmut(args.workdir, "results", "--all", "True"))
    ran = {name: statuses.get(name, "missing") for name in chosen}
    if not args.no_later_editions:
        survived = [name for name in chosen if ran[name] in SURVIVED]
        print(f"running the {len(survived)} survivors in the later editions ...", flush=True)
        with ThreadPoolExecutor(max_workers=args.max_children) as pool:
            verdicts = pool.map(lambda name: killed_in_a_later_edition(args.workdir, name), survived)
            for name, killer in zip(survived, verdicts, strict=True):
                if killer is not None:
                    ran[name] = "killed"

    killed, counted, survivors, not_run = score(ran, set(equivalents))
    for name in sorted(set(equivalents) & set(ran)):
        if ran[name] in SURVIVED and describe(args.workdir, name).after != equivalents[name].mutated:
            print(f"stale equivalent entry (the mutant changed): {name}")
    print()
    for name in survivors:
        m = describe(args.workdir, name)
        print(f"SURVIVED {m.file}:{m.line if m.line is not None else '?'}  {m.before}  ->  {m.after}  [{name}]")
    for name in not_run:
        print(f"not run ({ran[name]}): {name}")
    shown = f"{killed / counted:.0%}" if counted else "n/a"
    equivalent_count = sum(1 for name in ran if name in equivalents and ran[name] in SURVIVED)
    print(f"\nmutation score: {killed}/{counted} non-equivalent mutants killed ({shown}); "
          f"{equivalent_count} equivalent, {len(not_run)} not run; seed {args.seed}, {len(every)} mutants in all")
    return 0 if not survivors else 1


if __name__ == "__main__":
    raise SystemExit(main())
