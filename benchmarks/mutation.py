"""Mutation testing of the reference engine against the scenario suite alone.

Only the scenarios certify other engines, so only they may kill a mutant: a bug in reference_engine/ that no
scenario notices is a rule an engine may break and still be certified. The mutants come from mutmut (3.x,
the ``mutation`` extra): it changes one operator, constant, condition or argument at a time, runs each mutant
in a process forked from a warm one with only the scenarios that reach the mutated function, and caches
results so an interrupted run resumes where it stopped.

    pip install -e ".[mutation]"
    python benchmarks/mutation.py --sample 40 --seed 4                  # ~3 minutes on 2 shared cores
    python benchmarks/mutation.py --all --shard 1/8 --json shard-1.json  # an eighth of all ~17,000 mutants
    python benchmarks/mutation.py --combine shard-*.json                # the full run's score, once all are in
    python benchmarks/mutation.py --check-equivalents [--write]         # the reviewed list against today's engine

Every edition may kill a mutant, in two passes, each a scratch copy of the kit under ``--workdir`` (default
``.mutation/``) whose pyproject.toml holds only mutmut's settings (the project's own tree stays untouched):
``first/`` runs the scenarios in each game's first edition; ``later/`` runs that pass's survivors again in the
later editions (MTG 2025-09-19 and Riftbound 1.3 together), each against the later-edition scenarios that
reach it. Code that ran before any scenario (module-level definitions and the handshake, found by
mutation_conftest.py) never
runs under a mutant in a forked process, so a survivor mutated there runs once more in a fresh process per
pass; the engine's caches are emptied before each scenario so cached code runs under the mutant too.

Where the time goes (measured 2026-11-25 on the project's 2-core box, shared with other work, load ~5): a
killed mutant costs its fork (~0.1 s of CPU; the suite is already collected) and the scenarios up to the first
failing one; a surviving mutant runs every scenario that reaches its function (up to ~520, ~5 s), in each
pass. Compiling the ~30 MB mutated engine cost every fresh process ~12 s of CPU when bytecode was not cached.
The tool before this design ran each survivor and each "no tests" mutant (2,200 of them) through the whole suite
again in a subprocess per later edition: a sample of 40 (seed 4) took 10m28s and 241 s of CPU; it now takes 2m43s
and 95 s of CPU (seed 5: 3m20s, 95 s). Per mutant that is 2.4 s of CPU in a sample of 40 and 3.7 s in a shard of
171 (``--all --shard 1/100``, before bytecode was cached; more survivors), so a full run is 11-17 CPU-hours: 6-9
hours on 2 idle cores (estimated from CPU time), ~35 hours on the shared box (7.4 s of wall clock per mutant
measured there). It does not fit one night there: split it with ``--shard K/N`` (the same N everywhere; shards
are disjoint and together every mutant; each resumes from its cache when run again, and with
``--rerun-survivors`` runs again only the survivors that another kit gave) and join the shards'
``--json`` reports with ``--combine``. The first run in a new ``--workdir`` first spends ~5 minutes generating
the mutants and mapping the scenarios of both passes (measured: 139 s + ~170 s); later runs reuse them, except
that the scenarios are mapped again once the kit changed (``forget_scenario_map``: mutmut would keep the map of a
scenario extended since, and never run it against the functions its new steps reach).

Before running anything, the tool decides the mutants whose verdict running cannot change (mutation_triage.py):
a mutant of a statement that no scenario executes in any edition (line coverage of one unmutated run per pass)
survives by construction, and one that changes only an error's text is equivalent. Neither is run; the first
kind is reported as NOT EXECUTED, so its reader knows the fix is a scenario that reaches the statement.
``--no-triage`` runs them all, and a cached verdict that contradicts the triage is printed (the check of it).

The score counts a mutant killed when a scenario fails (or the mutant hangs). Equivalent mutants (the same
observable behaviour for every input the protocol can send, so no scenario could ever kill them) are left out of
the denominator, and the report says which of four kinds each is: reviewed one by one in
``mutation-equivalents.toml`` (each with its reason); in a function that file declares ``[[outside]]`` the
protocol (the legal-action listing, the parsing of values the engine only writes, the stdio loop; checked against
mutmut's record of which scenarios call which function, so a wrong declaration is printed and not honoured); or
changing only an error's message or cited rule, which PROTOCOL.md §11 leaves to the engine (recognised from the
syntax trees of mutmut's copies of the function: a code changed, dropped or shifted is NOT equivalent); or inside
an ``if`` that file declares ``[[schema_guarded]]`` (its body runs only for requests the protocol's schemas
forbid, or setups the integrity check beside them refuses, referee/setup_integrity.py: Referee never sends either),
or narrowing such an ``if``'s condition (an ``or`` made ``and``, mutation_triage.narrows_or). Every other
survivor counts against the score (a survivor of the session layer, server.py, or of the answer to an unknown
card, once ``referee smoke`` has run against it too: mutation_smoke.py), NOT EXECUTED ones too, including those
that change only how a setup both checks allow but the engine refuses (a contested battlefield without its
contester) is refused.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # a script beside its own modules, not a package
import mutation_equivalents
import mutation_triage
from mutation_scratch import (
    COPIED,
    Pass,
    cached_results,
    generate,
    import_time_functions,
    judged,
    killed_in_a_fresh_process,
    kit_digest,
    later_editions,
    prepare,
    run_mutants,
    scratch_env,
    stale_survivors,
)
from mutation_smoke import certified_by_smoke, killed_by_smoke
from mutation_triage import Located, module_file

ROOT = Path(__file__).resolve().parents[1]
EQUIVALENTS = Path(__file__).with_name("mutation-equivalents.toml")
# mutmut's statuses. A timeout is a mutant that made the engine hang: a scenario noticed (the harness would).
SMOKE_KILLED = "killed by referee smoke"  # survivors of what smoke certifies, run against it (mutation_smoke.py)
KILLED = {"killed", "timeout", SMOKE_KILLED}
# Verdicts given without running a mutant (mutation_triage.py): a survivor whose mutated statement no scenario
# executes, and an equivalent mutant that changes only an error's text.
NOT_EXECUTED = "not executed"
TEXT_ONLY = "error text only"
# And an equivalent mutant inside a declared schema guard (``[[schema_guarded]]``): it differs only for requests
# the protocol's schemas forbid, which Referee never sends.
SCHEMA_ONLY = "schema-forbidden input only"
EQUIVALENT_UNRUN = {TEXT_ONLY: "an error's text only", SCHEMA_ONLY: "a request the schemas forbid"}
# "no tests": no scenario reaches the mutated function, which is a survivor for the kit's purpose.
SURVIVED = {"survived", "no tests", NOT_EXECUTED}
SHARD = re.compile(r"^(?P<k>[1-9][0-9]*)/(?P<n>[1-9][0-9]*)$")


@dataclass(frozen=True)
class Equivalent:
    mutant: str
    mutated: str  # the mutated line, stripped: an entry whose mutant no longer makes this change is stale
    reason: str


@dataclass(frozen=True)
class Outside:
    """An engine function outside the protocol (no request reaches it): every mutant of it is equivalent. The
    claim is checked, not trusted: ``outside_but_reached`` reports one that a scenario calls."""

    function: str  # as mutmut records calls, e.g. reference_engine.mtg.actions.xǁActionǁto_json
    reason: str


@dataclass(frozen=True)
class Guard:
    """An ``if`` of the engine whose body runs only for a request the protocol's schemas forbid (Referee validates
    every request against them before sending it, so no scenario can send one): every mutant of the body is
    equivalent. Checked, not trusted: a body that a scenario executes is printed and not honoured."""

    file: str  # reference_engine/riftbound/setup.py
    guard: str  # the if statement's first line, stripped, e.g. 'if not isinstance(setup, dict):'
    reason: str  # which schema forbids what


@dataclass(frozen=True)
class Reviewed:
    """What ``mutation-equivalents.toml`` holds: equivalent mutants one by one, and functions outside the protocol."""

    mutants: dict[str, Equivalent]
    outside: dict[str, Outside]
    guards: tuple[Guard, ...] = ()
    # (function, mutated line) of entries found wrong and withdrawn ([[withdrawn]]): an older commit's list that
    # still holds one (a pinned run's) does not make its mutant equivalent (``joined``)
    withdrawn: frozenset[tuple[str, str]] = frozenset()

    def without_outside(self, reached: list[str]) -> Reviewed:
        """The same list, less the functions declared outside the protocol that a scenario calls after all
        (each printed: the declaration is wrong, and their mutants count like any other)."""
        for function in reached:
            print(f"declared outside the protocol in {EQUIVALENTS.name}, but a scenario calls it: {function}")
        return Reviewed(self.mutants, {f: o for f, o in self.outside.items() if f not in reached}, self.guards,
                        self.withdrawn)


@dataclass(frozen=True)
class Mutation:
    name: str
    file: str
    line: int | None
    before: str
    after: str


# ---------------------------------------------------------------- pure logic (tests/test_mutation_tool.py)


def sample(names: list[str], size: int | None, seed: int) -> list[str]:
    """A reproducible sample: the same names, size and seed give the same mutants in any run."""
    ordered = sorted(names)
    if size is None or size >= len(ordered):
        return ordered
    return sorted(random.Random(seed).sample(ordered, size))


def function_key(name: str) -> str:
    """The mutated function as mutmut records calls: ``reference_engine.mtg.cards.x_power__mutmut_4`` ->
    ``reference_engine.mtg.cards.x_power``."""
    return name.split("__mutmut_")[0]


def parse_shard(text: str) -> tuple[int, int]:
    """``K/N`` (1 <= K <= N) -> (K, N); anything else is a clear error."""
    match = SHARD.match(text.strip())
    if match is None or not 1 <= int(match["k"]) <= int(match["n"]):
        raise argparse.ArgumentTypeError(f"--shard wants K/N with 1 <= K <= N (e.g. 2/8), not {text!r}")
    return int(match["k"]), int(match["n"])


def shard(names: list[str], k: int, n: int) -> list[str]:
    """The K-th of N disjoint parts of ``names`` (sorted), together exactly ``names``, the same on any machine."""
    return sorted(names)[k - 1 :: n]


def final_status(first: str, later: str | None, fresh_kill: bool) -> str:
    """A mutant's verdict over the passes: killed if any edition's scenarios killed it."""
    if first in KILLED or (later in KILLED) or fresh_kill:
        return "killed"
    if first not in SURVIVED:
        return first  # never ran (not checked, suspicious, ...): not counted either way
    if later not in SURVIVED:
        return later or "not checked"  # the later editions' pass did not run it (yet)
    return "survived" if "survived" in {first, later} else "no tests"


def load_equivalents(path: Path) -> Reviewed:
    data = tomllib.loads(path.read_text("utf-8")) if path.exists() else {}
    mutants = {}
    for entry in data.get("equivalent", []):
        missing = {"mutant", "mutated", "reason"} - entry.keys()
        if missing or not str(entry.get("reason", "")).strip():
            raise ValueError(f"{path.name}: entry {entry.get('mutant', '?')} needs mutant, mutated and a reason")
        mutants[entry["mutant"]] = Equivalent(entry["mutant"], entry["mutated"].strip(), entry["reason"].strip())
    outside = {}
    for entry in data.get("outside", []):
        if not str(entry.get("function", "")).strip() or not str(entry.get("reason", "")).strip():
            raise ValueError(f"{path.name}: [[outside]] {entry.get('function', '?')} needs a function and a reason")
        outside[entry["function"]] = Outside(entry["function"], entry["reason"].strip())
    guards = []
    for entry in data.get("schema_guarded", []):
        if not all(str(entry.get(key, "")).strip() for key in ("file", "guard", "reason")):
            raise ValueError(f"{path.name}: [[schema_guarded]] {entry.get('guard', '?')} needs file, guard, reason")
        guards.append(Guard(entry["file"], entry["guard"].strip(), entry["reason"].strip()))
    withdrawn = set()
    for entry in data.get("withdrawn", []):
        if not all(str(entry.get(key, "")).strip() for key in ("mutant", "mutated", "reason")):
            raise ValueError(f"{path.name}: [[withdrawn]] {entry.get('mutant', '?')} needs mutant, mutated, reason")
        withdrawn.add((function_key(entry["mutant"]), entry["mutated"].strip()))
    return Reviewed(mutants, outside, tuple(guards), frozenset(withdrawn))


def joined(lists: list[tuple[Path, Reviewed]]) -> Reviewed:
    """Several reviewed lists as one. Two lists of different commits may give one mutant name to two different
    lines (an engine change renumbered the function's mutants): both entries are kept, each declaring its line.
    An entry any list withdraws ([[withdrawn]], found wrong since) is dropped from all."""
    withdrawn = frozenset(line for _, each in lists for line in each.withdrawn)
    mutants: dict[str, Equivalent] = {}
    for path, reviewed in lists:
        for name, entry in reviewed.mutants.items():
            if (function_key(name), entry.mutated) in withdrawn:
                continue
            same = mutants.get(name)
            mutants[name if same is None or same.mutated == entry.mutated else f"{name} ({path})"] = entry
    return Reviewed(mutants, {k: v for _, each in lists for k, v in each.outside.items()},
                    tuple(g for _, each in lists for g in each.guards), withdrawn)


def guarded_bodies(reviewed: Reviewed, root: Path, executed: dict[str, set[int]]
                   ) -> dict[str, list[mutation_triage.Guard]]:
    """The declared schema guards (file -> its guards), less those a declaration names wrongly: a guard that is
    not exactly one ``if`` of its file, or whose body a scenario executes (each printed)."""
    out: dict[str, list[mutation_triage.Guard]] = {}
    for guard in reviewed.guards:
        path = root / guard.file
        found = mutation_triage.guards(path.read_text("utf-8"), guard.guard) if path.exists() else []
        if len(found) != 1:
            print(f"schema guard declared in {EQUIVALENTS.name} is not one `if` of {guard.file} "
                  f"({len(found)} found): {guard.guard}")
        elif executed.get(guard.file, set()) & set(found[0].body):
            print(f"schema guard declared in {EQUIVALENTS.name}, but a scenario executes its body: {guard.file}: "
                  f"{guard.guard}")
        else:
            out.setdefault(guard.file, []).append(found[0])
    return out


def outside_but_reached(reviewed: Reviewed, stats_files: list[Path]) -> list[str]:
    """Functions declared outside the protocol that a scenario calls after all (mutmut's call records)."""
    reached: set[str] = set()
    for path in stats_files:
        if path.exists():
            calls = json.loads(path.read_text("utf-8")).get("tests_by_mangled_function_name", {})
            reached |= {function for function, tests in calls.items() if tests}
    return sorted(set(reviewed.outside) & reached)


def score(statuses: dict[str, str], equivalent: set[str]) -> tuple[int, int, list[str], list[str]]:
    """(killed, non-equivalent run, surviving names, names not run) over ``statuses``."""
    killed, counted, survivors, not_run = 0, 0, [], []
    for name, status in sorted(statuses.items()):
        if status in KILLED:
            killed += 1
            counted += 1
        elif name in equivalent:
            continue
        elif status in SURVIVED:
            counted += 1
            survivors.append(name)
        else:
            not_run.append(name)
    return killed, counted, survivors, not_run


def describe(located: dict[str, Located], name: str) -> Mutation:
    where = located.get(name)
    if where is None:
        return Mutation(name, module_file(name), None, "?", "?")
    return Mutation(name, module_file(name), where.line, where.before, where.after)


def _declared_lines(reviewed: Reviewed) -> set[tuple[str, str]]:
    return {(function_key(entry.mutant), entry.mutated) for entry in reviewed.mutants.values()}


def equivalence(statuses: dict[str, str], reviewed: Reviewed, error_text: set[str],
                mutations: dict[str, Mutation] | None = None) -> dict[str, str]:
    """Each surviving mutant that is equivalent -> why: reviewed one by one, in a function outside the protocol,
    or changing only an error's text (found by ``error_text_only``). A reviewed entry declares the mutant of its
    function that makes its declared line, whatever its number (an engine change renumbers a function's mutants,
    so a report of another commit than the list's numbers them differently); by name only for a mutant the report
    does not describe."""
    out = {}
    declared = _declared_lines(reviewed)
    for name, status in statuses.items():
        mutation = (mutations or {}).get(name)
        if status in EQUIVALENT_UNRUN:
            out[name] = EQUIVALENT_UNRUN[status]
        elif status not in SURVIVED:
            continue
        elif (name in reviewed.mutants if mutation is None or mutation.after == "?"
              else (function_key(name), mutation.after) in declared):
            out[name] = "reviewed"
        elif function_key(name) in reviewed.outside:
            out[name] = "outside the protocol"
        elif name in error_text:
            out[name] = "an error's text only"
    return out


def report(statuses: dict[str, str], mutations: dict[str, Mutation], reviewed: Reviewed, error_text: set[str],
           what: str) -> int:
    """Print the stale equivalents, the survivors and the score; exit status 1 if anything survived."""
    why = equivalence(statuses, reviewed, error_text, mutations)
    killed, counted, survivors, not_run = score(statuses, set(why))
    for name in sorted(set(reviewed.mutants) & set(statuses)):
        if statuses[name] in SURVIVED and name in mutations and name not in why \
                and mutations[name].after != reviewed.mutants[name].mutated:
            print(f"stale equivalent entry (its mutant makes another line here; not counted): {name}")
    print()
    for name in survivors:
        m = mutations[name]
        verdict = "NOT EXECUTED" if statuses[name] == NOT_EXECUTED else "SURVIVED"
        print(f"{verdict} {m.file}:{m.line if m.line is not None else '?'}  {m.before}  ->  {m.after}  [{name}]")
    for name in not_run:
        print(f"not run ({statuses[name]}): {name}")
    if len(survivors) > 20:  # where a review should start
        by_file: dict[str, list[str]] = {}
        for name in survivors:
            by_file.setdefault(mutations[name].file, []).append(statuses[name])
        print("\nsurvivors by file (most first):")
        for file, found in sorted(by_file.items(), key=lambda item: (-len(item[1]), item[0])):
            print(f"  {len(found):5d}  {file}  ({found.count(NOT_EXECUTED)} not executed)")
    shown = f"{killed / counted:.0%}" if counted else "n/a"
    kinds = ", ".join(f"{sum(1 for w in why.values() if w == kind)} {kind}"
                      for kind in ("reviewed", "outside the protocol", *EQUIVALENT_UNRUN.values()))
    unexecuted = sum(1 for name in survivors if statuses[name] == NOT_EXECUTED)
    print(f"\nmutation score: {killed}/{counted} non-equivalent mutants killed ({shown}); {len(survivors)} survived, "
          f"{unexecuted} of them on a statement no scenario executes; {len(why)} equivalent ({kinds}), "
          f"{len(not_run)} not run; {what}")
    return 0 if not survivors else 1


def combine(paths: list[Path], reviewed: Reviewed) -> int:
    """Join the ``--json`` reports of several shards (or nights) into one score. Reports that name their kit must
    all name the same one (a full run's parts are slices of one kit's mutants: another kit numbers them
    differently), and the parts of N present and missing are said, so a partial run never reads as a full one."""
    statuses: dict[str, str] = {}
    mutations: dict[str, Mutation] = {}
    error_text: set[str] = set()
    reached: set[str] = set()
    kits: dict[str, list[str]] = {}
    parts: dict[int, set[int]] = {}
    for path in paths:
        try:
            data = json.loads(path.read_text("utf-8"))
            statuses.update(data["statuses"])
            mutations.update({m["name"]: Mutation(**m) for m in data["mutations"]})
            error_text.update(data.get("error_text_only", []))
            reached.update(data.get("outside_but_reached", []))
            if data.get("kit") is not None:
                kits.setdefault(str(data["kit"]), []).append(path.name)
            if data.get("shard") is not None:
                k, n = data["shard"]
                parts.setdefault(int(n), set()).add(int(k))
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise SystemExit(f"{path}: not a report of benchmarks/mutation.py --json ({error})") from None
    if len(kits) > 1:
        raise SystemExit("the reports measure different kits, whose mutants are numbered differently: "
                         + "; ".join(f"kit {kit}: {', '.join(names)}" for kit, names in sorted(kits.items())))
    return report(statuses, mutations, reviewed.without_outside(sorted(reached)), error_text,
                  f"{len(paths)} reports, {len(statuses)} mutants{_parts_text(parts)}")


def _parts_text(parts: dict[int, set[int]]) -> str:
    """How much of a full run the reports' shards are: ", parts 1-3 of 16 (missing: 4-16)" or a full run."""
    if not parts:
        return ""
    if len(parts) > 1:
        return f", shards of different splits ({', '.join(f'of {n}' for n in sorted(parts))}): not one full run"
    (n, present), = parts.items()
    missing = sorted(set(range(1, n + 1)) - present)
    if not missing:
        return f", all {n} parts of a full run"
    return f", parts {_ranges(sorted(present))} of {n} (missing: {_ranges(missing)}): not yet a full run"


def _ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 5] -> "1-3, 5"."""
    spans: list[list[int]] = []
    for number in numbers:
        if spans and number == spans[-1][1] + 1:
            spans[-1][1] = number
        else:
            spans.append([number, number])
    return ", ".join(f"{a}-{b}" if a != b else f"{a}" for a, b in spans)


def triage(first_dir: Path, later_dir: Path, passes: tuple[Pass, Pass], chosen: list[str], cached: dict[str, str],
           reviewed: Reviewed, skip: bool) -> tuple[dict[str, str], dict[str, Located]]:
    """The chosen mutants whose verdict is known without running them (mutation_triage.py) -> (their status,
    where every chosen mutant changes the engine). A verdict mutmut cached that contradicts the triage (a mutant
    killed although no scenario executes its statement) is printed, and the mutant is run."""
    located = mutation_triage.locate_all(first_dir, first_dir / "mutants", chosen)
    if skip:
        return {}, located
    runs = [(workdir, run.pytest_args()) for workdir, run in zip((first_dir, later_dir), passes, strict=True)]
    executed = mutation_triage.executed_lines(runs, [*COPIED, "conftest.py"], scratch_env())
    decided = dict.fromkeys(mutation_triage.not_executed(located, executed), NOT_EXECUTED)
    decided |= dict.fromkeys(mutation_triage.error_text_only(first_dir / "mutants", chosen), TEXT_ONLY)
    bodies = guarded_bodies(reviewed, first_dir, executed)
    decided |= dict.fromkeys(mutation_triage.schema_guarded(located, bodies), SCHEMA_ONLY)
    for name in sorted(decided):
        if decided[name] == NOT_EXECUTED and cached.get(name) in KILLED:
            print(f"triage contradicted: no scenario executes the statement {name} mutates, yet mutmut killed it")
            del decided[name]
    return decided, located


class Clock:
    """Prints how long each phase took, so where a run's time goes is never a guess."""

    def __init__(self) -> None:
        self.start = self.last = time.monotonic()

    def lap(self, what: str) -> None:
        now = time.monotonic()
        print(f"    {what}: {now - self.last:.0f} s", flush=True)
        self.last = now


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--sample", type=int, metavar="N", help="run N mutants drawn at random")
    which.add_argument("--all", action="store_true", help="run every mutant (split it with --shard)")
    which.add_argument("--combine", type=Path, nargs="+", metavar="REPORT",
                       help="print the score of several --json reports together (the shards of a full run)")
    which.add_argument("--check-equivalents", action="store_true",
                       help="check each reviewed equivalent against today's engine, running nothing "
                            "(mutation_equivalents.py); --write renumbers the entries whose mutant moved")
    parser.add_argument("--write", action="store_true", help="with --check-equivalents: renumber moved entries")
    parser.add_argument("--equivalents", type=Path, action="append", metavar="TOML",
                        help="with --combine: the reviewed lists to score with (repeat it; default the project's): "
                             "a run pinned at an older commit is scored with that commit's list and today's, "
                             "e.g. `git show PIN:benchmarks/mutation-equivalents.toml > pin.toml`")
    parser.add_argument("--seed", type=int, default=1, help="the sample's random seed (default 1)")
    parser.add_argument("--shard", type=parse_shard, metavar="K/N", help="run only the K-th of N parts")
    parser.add_argument("--rerun", action="store_true", help="run the chosen mutants again even if cached")
    parser.add_argument("--rerun-survivors", action="store_true",
                        help="run again the chosen mutants that survived with another kit than this one (after new "
                             "scenarios: mutmut runs a cached mutant again only when its function changed)")
    parser.add_argument("--json", type=Path, metavar="REPORT", help="also write the verdicts to REPORT")
    parser.add_argument("--workdir", type=Path, default=ROOT / ".mutation", help="scratch copies (default .mutation/)")
    parser.add_argument("--max-children", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--no-triage", action="store_true",
                        help="run every chosen mutant, even those whose verdict is known without running (a check of "
                             "the triage: each mutant it calls not executed must then survive); schema guards are "
                             "then not applied")
    args = parser.parse_args(argv)

    if args.check_equivalents:
        return mutation_equivalents.main(EQUIVALENTS, ROOT, args.write)
    reviewed = load_equivalents(EQUIVALENTS)
    if args.combine:
        for path in args.equivalents or ():
            if not path.is_file():
                raise SystemExit(f"{path}: no such list of equivalents")
        return combine(args.combine, joined([(path, load_equivalents(path))
                                             for path in args.equivalents or [EQUIVALENTS]]))
    clock = Clock()
    first, later = Pass("first", ()), Pass("later", later_editions())
    first_dir, later_dir = args.workdir / first.name, args.workdir / later.name
    for run, workdir in ((first, first_dir), (later, later_dir)):
        prepare(workdir, run)
    print("generating mutants and mapping scenarios to engine functions ...", flush=True)
    every = generate(first_dir, args.max_children)
    clock.lap("mutants generated, scenarios mapped (cached while the kit is unchanged)")
    generated = time.monotonic()
    chosen = sample(list(every), None if args.all else args.sample, args.seed)
    if args.shard:
        chosen = shard(chosen, *args.shard)
    decided, located = triage(first_dir, later_dir, (first, later), chosen, every, reviewed,
                              skip=args.no_triage)
    clock.lap("triage: mutants whose verdict running cannot change")
    done = KILLED | SURVIVED
    stale = stale_survivors(first_dir, every, chosen) if args.rerun_survivors else set()
    todo = [name for name in chosen if name not in decided and (args.rerun or every[name] not in done or name in stale)]
    print(f"running {len(todo)} of {len(chosen)} chosen mutants ({len(every)} in all; {len(decided)} decided without "
          f"running, {len(chosen) - len(decided) - len(todo)} cached) in each game's first edition (progress: "
          f"{first_dir / 'mutmut-run.log'}) ...", flush=True)
    firsts = run_mutants(first_dir, todo, args.max_children) if todo else every
    clock.lap("first editions")
    survivors = [name for name in chosen if name not in decided and firsts.get(name) in SURVIVED]
    laters: dict[str, str] = {}
    if survivors:
        # No separate generation here: a cached verdict is stale only if the mutated code changed, and then the
        # first pass ran the mutant again (it is in todo), so it runs again here too.
        laters = cached_results(later_dir)
        stale_later = stale_survivors(later_dir, laters, survivors) if args.rerun_survivors else set()
        todo_later = [name for name in survivors
                      if args.rerun or name in todo or laters.get(name) not in done or name in stale_later]
        print(f"running the {len(todo_later)} survivors in the later editions ({', '.join(later.editions)}) ...",
              flush=True)
        if todo_later:
            laters = run_mutants(later_dir, todo_later, args.max_children)
        clock.lap("later editions")
    import_time = import_time_functions(first_dir)
    fresh = [name for name in survivors if function_key(name) in import_time and laters.get(name) in SURVIVED]
    fresh_kills: set[str] = set()
    if fresh:
        print(f"running the {len(fresh)} survivors mutated in code that ran before any scenario in fresh processes ...",
              flush=True)

        def killed_fresh(name: str) -> bool:  # the later editions only if the first did not kill it
            return (killed_in_a_fresh_process(first_dir, first, name)
                    or killed_in_a_fresh_process(later_dir, later, name))

        fresh_kills = judged(first_dir, "fresh", fresh, killed_fresh, args.max_children)
    clock.lap("code run before any scenario found, its survivors run fresh")
    statuses = {name: decided.get(name) or final_status(firsts.get(name, "missing"), laters.get(name),
                                                        name in fresh_kills) for name in chosen}
    session = [name for name, status in statuses.items()
               if status in SURVIVED and certified_by_smoke(name, describe(located, name).before)]
    if session:
        print(f"running the {len(session)} survivors of what referee smoke certifies against it ...", flush=True)
        smoked = judged(first_dir, "smoke", session, lambda name: killed_by_smoke(first_dir / "mutants", name,
                                                                                   scratch_env()), args.max_children)
        statuses |= dict.fromkeys(smoked, SMOKE_KILLED)
        clock.lap("survivors against referee smoke")
    mutations = {name: describe(located, name) for name, status in statuses.items() if status in SURVIVED}
    error_text = {name for name, status in statuses.items() if status == TEXT_ONLY}
    if args.no_triage:  # found among the survivors instead, as before triage existed
        error_text = mutation_triage.error_text_only(first_dir / "mutants", sorted(mutations))
    reached = outside_but_reached(reviewed, [d / "mutants" / "mutmut-stats.json" for d in (first_dir, later_dir)])
    reviewed = reviewed.without_outside(reached)
    elapsed = time.monotonic() - generated
    print(f"\n{len(todo)} mutants run in {elapsed:.0f} s after generation ({elapsed / max(len(todo), 1):.1f} s each, "
          f"wall clock, {args.max_children} at once; {time.monotonic() - clock.start:.0f} s in all)")
    if args.json:
        args.json.write_text(json.dumps({"kit": kit_digest(first_dir), "shard": args.shard,
                                         "statuses": statuses, "mutations": [vars(m) for m in mutations.values()],
                                         "error_text_only": sorted(error_text), "outside_but_reached": reached},
                                        indent=1), "utf-8")
    shard_text = f", shard {args.shard[0]}/{args.shard[1]}" if args.shard else ""
    what = ("every mutant" if args.all else f"seed {args.seed}") + f"{shard_text}, {len(every)} mutants in all"
    return report(statuses, mutations, reviewed, error_text, what)


if __name__ == "__main__":
    raise SystemExit(main())
