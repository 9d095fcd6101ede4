"""Authoring errors ``referee lint`` finds from the feature text alone, by the steps' own checks.

A step checks the words its text names (``steps.tables.names``: a decision kind, an event type, a phase or step,
an error code, each against the game's schemas) and the data table it reads, before reading it
(``steps.tables.Table``, attached with ``@reads``): the columns or keys it knows, the ones it needs, the values that
must be numbers. The Given steps only describe the starting position, so lint runs them with no engine and checks
the setup they build against the game's setup schema (:func:`referee.rules.authoring.check_setup`, which the steps
call before sending it). All raise ``referee.outcomes.ScenarioError``, which a certify run reports as a scenario
error; here each becomes a finding with the same id and ``file:line`` before any engine runs. No list of keys,
columns or words is kept here: the steps' own are the only ones, reached through the vocabulary (Referee never
imports the step library).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee.outcomes import ScenarioError
from referee.rules.authoring import check_setup, table_of
from referee.rules.scenarios import Scenario, Step


@dataclass(frozen=True)
class StepFunction:
    """The step definition a scenario step matches, and the arguments its pattern reads from the step's text."""

    function: Callable[..., Any]
    arguments: dict[str, Any]


@dataclass
class DryContext:
    """What a Given step reads and writes of a scenario's context: the game and the setup being described."""

    game: str
    setup: dict[str, Any] = field(default_factory=dict)


Finder = Callable[[Step], StepFunction | None]
Report = Callable[[int, str, str], Any]  # (line, code, message) -> a finding


def check_scenario(s: Scenario, game: str | None, find: Finder, report: Report) -> list[Any]:
    """The scenario's tables as their steps check them, then the setup its Given steps build."""
    out = []
    matched = [(st, find(st)) for st in s.steps]
    tables_ok = True
    for st, found in matched:
        words = getattr(found.function, "referee_words", None) if found is not None else None
        if words is not None and game is not None:
            try:
                _call_with(words, {**found.arguments, "game": game})  # type: ignore[union-attr]
            except ScenarioError as wrong:
                out.append(report(st.line, wrong.code, wrong.message))
        if found is None or not st.table:
            continue
        table = table_of(found.function, found.arguments)
        for problem in table.problems([list(row) for row in st.table]) if table is not None else []:
            tables_ok &= st.keyword != "given"
            out.append(report(_line(st, problem), problem.code, problem.message))
    givens = [(st, found) for st, found in matched if st.keyword == "given"]
    if game is None or not givens or not tables_ok or any(found is None for _, found in givens):
        return out  # the setup cannot be built from the text alone (or an error above already stops it)
    return out + _check_setup(s, game, [(st, found) for st, found in givens if found is not None], report)


def _line(st: Step, problem: ScenarioError) -> int:
    return st.line + 1 + problem.row if problem.row is not None and st.table else st.line


def _check_setup(s: Scenario, game: str, givens: Sequence[tuple[Step, StepFunction]], report: Report) -> list[Any]:
    """Run the Given steps as a scenario would, without an engine, and check the setup they describe."""
    context = DryContext(game)
    wrote: dict[str, int] = {}  # top-level setup field -> the line of the Given step that wrote it last
    for st, found in givens:
        before = {name: repr(value) for name, value in context.setup.items()}
        try:
            _call(found, context, st)
        except ScenarioError as problem:
            return [report(_line(st, problem), problem.code, problem.message)]
        except Exception as exc:  # any step that cannot run on its text: the text's error
            return [report(st.line, "setup-step", f"this step cannot build the setup from its text: "
                                                  f"{type(exc).__name__}: {exc}")]
        for name, value in context.setup.items():
            if before.get(name) != repr(value):
                wrote[name] = st.line
    try:
        check_setup(game, context.setup)
    except ScenarioError as problem:
        part = problem.pointer.split("/")[1] if problem.pointer.count("/") else ""  # "/objects/3/zone" -> objects
        return [report(wrote.get(part, s.line), problem.code, problem.message)]
    return []


def _call(found: StepFunction, context: Any, st: Step) -> None:
    """Call a step function the way pytest-bdd does: its fixtures by name, its pattern's arguments."""
    _call_with(found.function, {**found.arguments, "referee_ctx": context,
                                "datatable": [list(row) for row in st.table], "docstring": st.docstring})


def _call_with(function: Callable[..., Any], offered: dict[str, Any]) -> Any:
    wanted = inspect.signature(function).parameters
    return function(**{name: value for name, value in offered.items() if name in wanted})
