"""What benchmarks/mutation.py knows about a mutant before running it, from syntax trees and line coverage.

Two kinds of mutant have a verdict that running them cannot change, so the tool does not spend minutes on them:

- **An error's text only** (equivalent). PROTOCOL.md §11 leaves an error's ``message`` free and ``rule``
  informational: only its code is asserted. A mutant that changes only the message or rule of an error, keeping
  its type and code and leaving a message (the schema requires one, a string), is equivalent by construction.
  ``RulesError(code, message, rule)`` keeps its code; any other exception (an engine bug reported as ``internal``,
  or a harness error) keeps its type. Decided on the functions' syntax trees, never on text, so a code dropped or
  shifted into the message's place is NOT equivalent. So is an assertion's message (an assertion that fails is
  reported as ``internal``, its text free), and the argument of a setup helper that only names a field in its
  error's message (``MESSAGE_ARGUMENTS``).
- **Not executed** (a survivor). The engine has no hidden randomness, so a mutant behaves like the original
  engine until it executes its mutated statement: a statement that no scenario executes, in any edition, cannot
  make a scenario fail when mutated. Each such mutant counts against the score like any survivor, and its
  report line says what kills it: a scenario that reaches the statement. The executed lines come from one run
  of every edition's scenarios under coverage.py, in the scratch copies the mutants run in (same conftest, same
  caches emptied), cached while the kit is unchanged. Where the mutated statement cannot be told for certain
  (copies that differ in more than one place, lines that do not match the original), the mutant is run.

Both are read from mutmut's copies of each function in a mutated module: ``x_f__mutmut_orig`` (the original)
and ``x_f__mutmut_N`` (mutant N), which mutmut writes from the same source, so they differ in the mutation only.
"""

from __future__ import annotations

import ast
import copy
import difflib
import hashlib
import json
import subprocess
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

Function = ast.FunctionDef | ast.AsyncFunctionDef
# The fields of a compound statement that hold statements (or handlers and cases, which hold statements).
BODIES = ("body", "orelse", "finalbody", "handlers", "cases")
# Errors whose first argument is their code (PROTOCOL.md §1); any other exception keeps only its type.
CODED_ERRORS = {"RulesError"}
# The engine's factories of errors with a fixed code, whose arguments are all message: core.setup.bad_setup
# (bad_setup) and mtg.actions._bad (bad_request).
MESSAGE_ONLY_FACTORIES = {"bad_setup", "_bad"}
# Helpers with one argument that only names a field in the message of the error they may raise, by position:
# core.setup.integer(value, what, minimum) and riftbound.setup._int(value, what, minimum).
MESSAGE_ARGUMENTS = {"integer": 1, "_int": 1}


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


def find_function(tree: ast.Module, cls: str | None, func: str) -> Function | None:
    """``cls.func`` (or the module function ``func``) in ``tree``."""
    scope: list[ast.stmt] = tree.body
    if cls is not None:
        owners = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls]
        scope = owners[0].body if owners else []
    return next((n for n in scope if isinstance(n, Function) and n.name == func), None)


# ---------------------------------------------------------------- an error's text only


def _error_name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call):
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        if name is not None and (name in CODED_ERRORS or name in MESSAGE_ONLY_FACTORIES
                                 or name.endswith(("Error", "Exception"))):
            return name
    return None


def _code(call: ast.Call) -> str | None:
    if call.args:
        return ast.dump(call.args[0])
    return next((ast.dump(k.value) for k in call.keywords if k.arg == "code"), None)


def _message_is_text(call: ast.Call, name: str) -> bool:
    """Whether an engine error still has a message a reply can carry. The envelope's schema requires a string:
    a message made None (or left out, which fails the error's construction) is observable, found on 2026-11-26
    when such a mutant was killed by a scenario that reached its rejection."""
    if name not in CODED_ERRORS and name not in MESSAGE_ONLY_FACTORIES:
        return True  # any other exception is reported as `internal`, with a message the server writes itself
    position = 1 if name in CODED_ERRORS else 0
    message = call.args[position] if len(call.args) > position else \
        next((k.value for k in call.keywords if k.arg == "message"), None)
    return message is not None and not (isinstance(message, ast.Constant) and not isinstance(message.value, str))


def _only_message_argument_differs(before: ast.AST, after: ast.AST) -> bool:
    """A call of a MESSAGE_ARGUMENTS helper whose message argument alone differs (still in its place)."""
    if not (isinstance(before, ast.Call) and isinstance(after, ast.Call)
            and isinstance(before.func, ast.Name) and isinstance(after.func, ast.Name)
            and before.func.id == after.func.id and before.func.id in MESSAGE_ARGUMENTS
            and len(before.args) == len(after.args) and not before.keywords and not after.keywords):
        return False
    position = MESSAGE_ARGUMENTS[before.func.id]
    differing = [i for i, (old, new) in enumerate(zip(before.args, after.args, strict=True))
                 if ast.dump(old) != ast.dump(new)]
    return differing == [position] and isinstance(after.args[position], ast.Constant)


def _dumped(value: object) -> object:
    return ast.dump(value) if isinstance(value, ast.AST) else value


def only_error_text_differs(before: ast.AST, after: ast.AST) -> bool:
    """Whether the one difference between two versions of a function lies in an error's message or rule."""
    if ast.dump(before) == ast.dump(after):
        return False
    if isinstance(before, ast.Assert) and isinstance(after, ast.Assert):
        return ast.dump(before.test) == ast.dump(after.test)  # only the message of a failed assertion differs
    if _only_message_argument_differs(before, after):
        return True
    name = _error_name(before)
    if name is not None and name == _error_name(after):
        assert isinstance(before, ast.Call) and isinstance(after, ast.Call)
        return (name not in CODED_ERRORS or _code(before) == _code(after)) and _message_is_text(after, name)
    if type(before) is not type(after):
        return False
    differing = []
    for (_, old), (_, new) in zip(ast.iter_fields(before), ast.iter_fields(after), strict=True):
        olds = old if isinstance(old, list) else [old]
        news = new if isinstance(new, list) else [new]
        if len(olds) != len(news):
            return False
        differing += [(o, n) for o, n in zip(olds, news, strict=True) if _dumped(o) != _dumped(n)]
    if len(differing) != 1 or not all(isinstance(x, ast.AST) for x in differing[0]):
        return False
    return only_error_text_differs(*differing[0])


# ---------------------------------------------------------------- the mutated statement


def _without_bodies(node: ast.AST) -> str:
    shallow = copy.copy(node)
    for field in BODIES:
        if isinstance(getattr(shallow, field, None), list):
            setattr(shallow, field, [])
    return ast.dump(shallow)


def changed_node(original: list[ast.AST], mutant: list[ast.AST]) -> tuple[ast.AST, ast.AST] | None:
    """The innermost statement (or except handler, or match case) of ``original`` whose own part differs in
    ``mutant``, with its counterpart in ``mutant``: for a compound statement, its header (an ``if``'s test, a
    ``for``'s iterable...), not its bodies. None when the two lists differ other than in one such place (then
    nobody can tell for certain)."""
    if len(original) != len(mutant):
        return None
    differing = [(o, m) for o, m in zip(original, mutant, strict=True) if ast.dump(o) != ast.dump(m)]
    if len(differing) != 1:
        return None
    before, after = differing[0]
    bodies = [field for field in BODIES if isinstance(getattr(before, field, None), list)]
    if type(before) is not type(after) or not bodies or _without_bodies(before) != _without_bodies(after):
        return before, after
    inner = [(getattr(before, f), getattr(after, f)) for f in bodies
             if [ast.dump(x) for x in getattr(before, f)] != [ast.dump(x) for x in getattr(after, f)]]
    return changed_node(*inner[0]) if len(inner) == 1 else None


def narrows_or(original: ast.expr, mutant: ast.expr) -> bool:
    """Whether ``mutant`` is ``original`` with one ``or`` made an ``and``, where that ``or`` is the condition itself
    or reached from it through ``or``s alone. Then the mutant is true only where the original is (an ``and`` of the
    same parts implies their ``or``), and it evaluates differently only where the original is true: a later part
    runs in the mutant only when the earlier ones are true, and then the original ``or`` holds, and so does each
    ``or`` above it. So an ``if`` whose body only forbidden input reaches, mutated so, still runs its body only for
    forbidden input (an ``or`` under an ``and`` is not judged: the ``and``'s other part may be false there).
    Python reads ``a or b or c`` as one ``or`` of three parts; mutmut makes one of its two ``or``s an ``and``,
    which Python reads as ``(a and b) or c`` or ``a or (b and c)``: two neighbours joined by an ``and``."""
    if _joins_two_neighbours(original, mutant):
        return True
    if not (isinstance(original, ast.BoolOp) and isinstance(mutant, ast.BoolOp) and isinstance(original.op, ast.Or)
            and len(original.values) == len(mutant.values)):
        return False
    differing = [i for i, (o, m) in enumerate(zip(original.values, mutant.values, strict=True))
                 if ast.dump(o) != ast.dump(m)]
    if isinstance(mutant.op, ast.And):
        return not differing
    return len(differing) == 1 and narrows_or(original.values[differing[0]], mutant.values[differing[0]])


def _joins_two_neighbours(original: ast.expr, mutant: ast.expr) -> bool:
    """Whether ``mutant`` is the ``or`` of ``original``'s parts with two neighbours joined by an ``and``."""
    if not (isinstance(original, ast.BoolOp) and isinstance(original.op, ast.Or) and isinstance(mutant, ast.BoolOp)
            and isinstance(mutant.op, ast.Or) and len(mutant.values) == len(original.values) - 1):
        return False
    parts = [ast.dump(v) for v in original.values]
    for i, part in enumerate(mutant.values):
        if isinstance(part, ast.BoolOp) and isinstance(part.op, ast.And) and len(part.values) == 2:
            joined = [*mutant.values[:i], *part.values, *mutant.values[i + 1 :]]
            if [ast.dump(v) for v in joined] == parts:
                return True
    return False


def header_lines(node: ast.AST) -> range:
    """The lines of ``node`` outside its bodies: all of a simple statement, a compound statement's header."""
    first = getattr(node, "lineno", 0)
    if not any(isinstance(getattr(node, field, None), list) for field in BODIES):
        return range(first, (getattr(node, "end_lineno", None) or first) + 1)
    last = first
    for field, value in ast.iter_fields(node):
        if field not in BODIES:
            for part in value if isinstance(value, list) else [value]:
                last = max(last, getattr(part, "end_lineno", None) or first)
    return range(first, last + 1)


@dataclass(frozen=True)
class Located:
    """Where a mutant changes the original source: its first changed line, the lines before and after (stripped,
    several joined with `` / ``), the lines of the changed statement (None: not known for certain), and whether
    the change only narrows an ``if``'s condition (:func:`narrows_or`)."""

    line: int | None
    before: str
    after: str
    statement: range | None
    narrows_if: bool = False


class Module:
    """One engine module, as written and as mutmut mutated it (both parsed once for all of its mutants)."""

    def __init__(self, original_source: str, mutated_source: str) -> None:
        self.tree = ast.parse(original_source)
        self.source_lines = original_source.splitlines()
        self.copy_lines = mutated_source.splitlines()
        self.copies = _functions(mutated_source)

    def locate(self, name: str) -> Located | None:
        """Where mutant ``name`` changes the original source; None when mutmut's copies are not there."""
        local = name.split(".")[-1]
        orig, mutant = self.copies.get(local.split("__mutmut_")[0] + "__mutmut_orig"), self.copies.get(local)
        original = find_function(self.tree, *function_name(name))
        if orig is None or mutant is None or original is None:
            return None
        old = [ln.strip() for ln in self.copy_lines[orig.lineno - 1 : orig.end_lineno]]
        new = [ln.strip() for ln in self.copy_lines[mutant.lineno - 1 : mutant.end_lineno]]
        shift = original.lineno - orig.lineno  # the copy's line n is the original's line n + shift
        removed, added, first = [], [], None
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old[1:], new[1:], autojunk=False).get_opcodes():
            if tag != "equal":  # the def lines differ by name only: the diff starts after them
                removed += old[1 + i1 : 1 + i2]
                added += new[1 + j1 : 1 + j2]
                first = first if first is not None else orig.lineno + 1 + i1
        line = first + shift if first is not None and self._same(range(first, first + 1), shift) else None
        statement, narrows = None, False
        renamed = copy.copy(mutant)
        renamed.name = orig.name
        if _without_bodies(renamed) == _without_bodies(orig):  # the signature is unchanged: the body holds the change
            pair = changed_node(list(orig.body), list(mutant.body))
            if pair is not None and self._same(header_lines(pair[0]), shift):
                node, changed = pair
                statement = range(header_lines(node).start + shift, header_lines(node).stop + shift)
                narrows = (isinstance(node, ast.If) and isinstance(changed, ast.If)
                           and narrows_or(node.test, changed.test))
        return Located(line, " / ".join(removed), " / ".join(added), statement, narrows)

    def _same(self, lines: range, shift: int) -> bool:
        """Whether the copy's ``lines`` read the same as the original's ``lines`` + ``shift``."""
        return all(0 < n + shift <= len(self.source_lines)
                   and self.source_lines[n + shift - 1].strip() == self.copy_lines[n - 1].strip() for n in lines)


def _functions(source: str) -> dict[str, Function]:
    """mutmut's copies of each function in a mutated module, by their names (``x_f__mutmut_3``,
    ``xǁClassǁmethod__mutmut_orig``), wherever they are defined."""
    return {node.name: node for node in ast.walk(ast.parse(source))
            if isinstance(node, Function) and "__mutmut_" in node.name}


def by_module(names: Iterable[str]) -> dict[str, list[str]]:
    grouped: dict[str, list[str]] = {}
    for name in names:
        grouped.setdefault(module_file(name), []).append(name)
    return grouped


def error_text_only(mutants_dir: Path, names: Iterable[str]) -> set[str]:
    """The mutants among ``names`` that change only an error's message or cited rule (see above)."""
    found: set[str] = set()
    for file, members in by_module(names).items():
        path = mutants_dir / file
        if not path.exists():
            continue
        functions = _functions(path.read_text("utf-8"))
        for name in members:
            local = name.split(".")[-1]
            orig = functions.get(local.split("__mutmut_")[0] + "__mutmut_orig")
            mutant = functions.get(local)
            if orig is None or mutant is None:
                continue
            renamed = copy.copy(mutant)  # the copies differ in name by construction; compare the rest
            renamed.name = orig.name
            if only_error_text_differs(orig, renamed):
                found.add(name)
    return found


def locate_all(source_root: Path, mutants_dir: Path, names: Iterable[str]) -> dict[str, Located]:
    """Each mutant of ``names`` located in the original source under ``source_root``, one parse per module."""
    out = {}
    for file, members in by_module(names).items():
        original, mutated = source_root / file, mutants_dir / file
        if not (original.exists() and mutated.exists()):
            continue
        module = Module(original.read_text("utf-8"), mutated.read_text("utf-8"))
        for name in members:
            found = module.locate(name)
            if found is not None:
                out[name] = found
    return out


def not_executed(located: Mapping[str, Located], executed: Mapping[str, set[int]]) -> set[str]:
    """The mutants whose mutated statement no scenario executes (``executed``: file -> lines run)."""
    return {name for name, where in located.items()
            if where.statement is not None and not executed.get(module_file(name), set()) & set(where.statement)}


@dataclass(frozen=True)
class Guard:
    """An ``if`` whose body only forbidden input reaches: the line it starts on, and its body's lines."""

    line: int
    body: range


def guards(source: str, guard: str) -> list[Guard]:
    """Each ``if`` statement of ``source`` whose first line reads ``guard`` (stripped)."""
    lines = source.splitlines()
    return [Guard(node.lineno, range(node.body[0].lineno, (node.body[-1].end_lineno or node.body[-1].lineno) + 1))
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.If) and lines[node.lineno - 1].strip() == guard]


def schema_guarded(located: Mapping[str, Located], declared: Mapping[str, list[Guard]]) -> set[str]:
    """The mutants whose mutated statement lies inside the body of one of the ``declared`` guards (file -> its
    guards), or that only narrow a guard's condition (:func:`narrows_or`: the body then runs for less input)."""
    return {name for name, where in located.items() if where.statement is not None
            and any((where.statement.start >= guard.body.start and where.statement.stop <= guard.body.stop)
                    or (where.narrows_if and where.statement.start == guard.line)
                    for guard in declared.get(module_file(name), []))}


# ---------------------------------------------------------------- the lines the scenarios execute


def kit_digest(workdir: Path, parts: Iterable[str], extra: str) -> str:
    """A digest of the scratch copy's kit (engine, steps, scenarios, cards...) and ``extra``: cached results
    computed from the kit stay valid while it is unchanged."""
    digest = hashlib.sha256(extra.encode())
    for part in parts:
        root = workdir / part
        paths = sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts) \
            if root.is_dir() else [root]
        for path in paths:
            digest.update(path.relative_to(workdir).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def executed_lines(runs: list[tuple[Path, list[str]]], parts: Iterable[str],
                   env: dict[str, str]) -> dict[str, set[int]]:
    """The engine lines the scenarios execute: every (scratch copy, pytest arguments) of ``runs`` run once under
    coverage.py, at once, and the lines joined. Cached in the first copy while the kit is unchanged."""
    import coverage  # the `mutation` extra; imported here so the tool's other commands run without it

    first = runs[0][0]
    cache = first / f"executed-lines-{kit_digest(first, parts, repr([args for _, args in runs]))}.json"
    if cache.exists():
        return {file: set(lines) for file, lines in json.loads(cache.read_text("utf-8")).items()}
    for stale in first.glob("executed-lines-*.json"):
        stale.unlink()
    started = []
    for workdir, args in runs:
        data = workdir / ".coverage-scenarios"
        data.unlink(missing_ok=True)
        command = [sys.executable, "-m", "coverage", "run", "--source=reference_engine", f"--data-file={data}",
                   "-m", "pytest", "referee/suite", "-p", "no:randomly", *args]
        started.append((workdir, data, subprocess.Popen(command, cwd=workdir, env=env, text=True,
                                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)))
    executed: dict[str, set[int]] = {}
    for workdir, data, process in started:
        output, _ = process.communicate()
        if process.returncode != 0:  # a scenario failed unmutated: no verdict of this run could be trusted
            raise SystemExit(f"the scenarios fail on the unmutated engine in {workdir}:\n{output[-3000:]}")
        measured = coverage.CoverageData(basename=str(data))
        measured.read()
        for path in measured.measured_files():
            if not Path(path).resolve().is_relative_to(workdir.resolve()):
                raise SystemExit(f"coverage measured {path}, outside the scratch copy {workdir}: the scenarios ran "
                                 "another copy of the engine")
            file = Path(path).resolve().relative_to(workdir.resolve()).as_posix()
            executed.setdefault(file, set()).update(measured.lines(path) or ())
    cache.write_text(json.dumps({file: sorted(lines) for file, lines in sorted(executed.items())}), "utf-8")
    return executed
