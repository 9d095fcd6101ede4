"""The reviewed equivalents list checked against today's engine, without running a mutant.

mutmut numbers a function's mutants in the order it finds them, so a change to a function (a merged fix, a line
added above) can give a reviewed mutant another number, and the entry then names some other mutant of the
function. The full run notices (``stale equivalent entry``), but only hours later, and only for the part it
ran. This check mutates each reviewed module in memory with mutmut, as its run would, and compares each entry's
declared mutated line (``mutated``) with what its mutant changes today:

- current: the entry's mutant still makes the declared change;
- renumbered: exactly one other mutant of the same function makes it (``--write`` renames the entry);
- changed: none or several do (the code moved on: review the entry again, or delete it);
- gone: its module or function is no longer there (delete the entry).

Twice-declared mutants are reported too: the file loads them once, silently.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from mutation_scratch import MUTMUT_SETTINGS
from mutation_triage import Module, module_file

ENTRY = re.compile(r'^mutant = "(?P<name>[^"]+)"\s*$', re.MULTILINE)


@dataclass(frozen=True)
class Check:
    """One entry's fate: ``verdict`` is current, renumbered (to ``now``), changed or gone."""

    mutant: str
    verdict: str
    now: str | None = None
    today: str | None = None  # what the entry's mutant changes today (changed entries)


def siblings(module: Module, name: str) -> list[str]:
    """Every mutant of ``name``'s function in ``module``, named as mutmut names them."""
    prefix, local = name.rsplit(".", 1)
    function = local.split("__mutmut_")[0] + "__mutmut_"
    return sorted(f"{prefix}.{copy}" for copy in module.copies
                  if copy.startswith(function) and not copy.endswith("__mutmut_orig"))


def check(declared: Mapping[str, str], modules: Mapping[str, Module | None]) -> list[Check]:
    """Each declared mutant (-> its declared mutated line) against ``modules`` (file -> today's module as mutmut
    mutates it, None if the file is gone). A mutant is renumbered only to a name no current entry holds and no
    other entry is renumbered to (entries shifted together, 5 -> 6 and 6 -> 7, are both renumbered)."""
    located = {}
    for name in declared:
        module = modules.get(module_file(name))
        family = siblings(module, name) if module is not None else []
        located[name] = (module, family, module.locate(name) if module is not None and family else None)
    current = {name for name, (_, _, where) in located.items() if where is not None and where.after == declared[name]}
    hits = {}
    for name, (module, family, _) in located.items():
        if name not in current and module is not None:
            hits[name] = [other for other in family
                          if (found := module.locate(other)) is not None and found.after == declared[name]]
    claimed = Counter(found[0] for found in hits.values() if len(found) == 1)
    out = []
    for name in sorted(declared):
        module, family, where = located[name]
        if not family:
            out.append(Check(name, "gone"))
        elif name in current:
            out.append(Check(name, "current"))
        elif len(hits[name]) == 1 and hits[name][0] not in current and claimed[hits[name][0]] == 1:
            out.append(Check(name, "renumbered", now=hits[name][0]))
        else:
            out.append(Check(name, "changed", today=where.after if where is not None else None))
    return out


def twice_declared(toml_text: str) -> list[str]:
    return sorted(name for name, count in Counter(m["name"] for m in ENTRY.finditer(toml_text)).items() if count > 1)


def renumber(toml_text: str, checks: list[Check]) -> str:
    """``toml_text`` with each renumbered entry renamed (only its ``mutant = "..."`` line changes)."""
    renamed = {c.mutant: c.now for c in checks if c.verdict == "renumbered" and c.now}
    return ENTRY.sub(lambda m: f'mutant = "{renamed.get(m["name"], m["name"])}"', toml_text)


def mutated_modules(root: Path, files: set[str]) -> dict[str, Module | None]:
    """Each engine file of ``files`` under ``root``, as written and as mutmut mutates it (None if gone)."""
    try:
        from mutmut.configuration import reset_config
        from mutmut.mutation.file_mutation import mutate_file_contents
    except ImportError as error:  # the ``mutation`` extra is not installed, or mutmut moved its internals
        raise SystemExit(f"--check-equivalents needs mutmut 3.8+: pip install -e \".[mutation]\" ({error})") from None
    out: dict[str, Module | None] = {}
    sources = {file: (root / file).read_text("utf-8") for file in files if (root / file).exists()}
    # mutmut reads its settings from the working directory's pyproject.toml: the scratch copies' settings, so that
    # the mutants are numbered exactly as in a run.
    with tempfile.TemporaryDirectory() as settings:
        Path(settings, "pyproject.toml").write_text(MUTMUT_SETTINGS.format(pytest_args="[]"), "utf-8")
        here = os.getcwd()
        os.chdir(settings)
        reset_config()
        try:
            for file in sorted(files):
                source = sources.get(file)
                out[file] = None if source is None else Module(source, mutate_file_contents(file, source).code)
        finally:
            os.chdir(here)
            reset_config()
    return out


def main(path: Path, root: Path, write: bool) -> int:
    """Print every entry that is not current; with ``write``, rename the renumbered ones in ``path``. Exit status
    1 while any entry is not current (after ``write``: changed or gone ones, which need a reviewer)."""
    import tomllib

    text = path.read_text("utf-8")
    declared = {entry["mutant"]: entry["mutated"].strip() for entry in tomllib.loads(text).get("equivalent", [])}
    checks = check(declared, mutated_modules(root, {module_file(name) for name in declared}))
    for c in checks:
        if c.verdict == "renumbered":
            print(f"renumbered: {c.mutant} -> {c.now}")
        elif c.verdict == "changed":
            print(f"changed (review again or delete): {c.mutant}: declared {declared[c.mutant]!r}, "
                  f"today {c.today!r}")
        elif c.verdict == "gone":
            print(f"gone (delete): {c.mutant}")
    twice = twice_declared(text)
    for name in twice:
        print(f"declared twice: {name}")
    counts = Counter(c.verdict for c in checks)
    print(f"{len(checks)} equivalent entries: " + ", ".join(f"{counts[v]} {v}" for v in
                                                             ("current", "renumbered", "changed", "gone")))
    if write and counts["renumbered"]:
        path.write_text(renumber(text, checks), "utf-8")
        print(f"{counts['renumbered']} entries renumbered in {path.name}")
    open_items = counts["changed"] + counts["gone"] + len(twice) + (0 if write else counts["renumbered"])
    return 1 if open_items else 0
