"""Reading Gherkin data tables and cells, and comparing expectations with observed JSON.

Cells: an empty cell or ``-`` is "unspecified" (MISSING); ``none`` is JSON null; JSON literals
(numbers, true/false, lists, objects, quoted strings) are parsed; anything else is a string.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from referee.outcomes import ScenarioError


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Final = _Missing()


def key(header: str) -> str:
    """``"Active player"`` -> ``"active_player"``."""
    return re.sub(r"[\s-]+", "_", header.strip().lower())


def cell(text: str) -> Any:
    text = text.strip()
    if text in ("", "-"):
        return MISSING
    if text.lower() in ("none", "null"):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def name(text: str) -> str:
    """A step/phase/kind name written for people: ``"declare attackers"`` -> ``"declare_attackers"``."""
    return key(text)


def id_list(text: str) -> list[str]:
    """``"bear1, bear2"`` or ``"bear1 and bear2"`` -> ``["bear1", "bear2"]``."""
    parts = re.split(r"\s*,\s*|\s+and\s+", text.strip())
    return [p for p in parts if p]


def rows(datatable: list[list[str]]) -> list[dict[str, Any]]:
    """A table with a header row -> one dict per row (MISSING cells dropped)."""
    if not datatable:
        return []
    header = [key(h) for h in datatable[0]]
    out = []
    for raw in datatable[1:]:
        row = {h: cell(v) for h, v in zip(header, raw, strict=True)}
        out.append({k: v for k, v in row.items() if v is not MISSING})
    return out


def pairs(datatable: list[list[str]]) -> dict[str, Any]:
    """A two-column key/value table -> dict (MISSING values dropped)."""
    out: dict[str, Any] = {}
    for raw in datatable:
        if len(raw) != 2:
            raise ValueError(f"expected a two-column table, got row {raw!r}")
        value = cell(raw[1])
        if value is not MISSING:
            out[key(raw[0])] = value
    return out


@dataclass(frozen=True)
class Table:
    """The data table a step reads, as the step checks it before reading it; ``referee lint`` runs the same check
    on the feature text, before any engine runs (one source for both: :func:`reads` attaches it to the step).

    A table of records has a header row: each row must have a value in every ``must`` column, and may have the
    ``may`` columns (``None``: any other column, which a schema judges later, e.g. the setup's or an event's).
    A key/value table (``keyed``) has two columns; its keys must be among ``may`` (``None``: any key). Values in
    ``numbers`` columns must be whole numbers. Headers and keys are compared as :func:`key` reads them.
    """

    must: tuple[str, ...] = ()
    may: tuple[str, ...] | None = ()
    keyed: bool = False
    numbers: tuple[str, ...] = ()

    def problems(self, datatable: list[list[str]]) -> list[ScenarioError]:
        """Every problem of the table, each with its table row (0: the table's first line)."""
        return self._keyed_problems(datatable) if self.keyed else self._record_problems(datatable)

    def check(self, datatable: list[list[str]]) -> None:
        found = self.problems(datatable)
        if found:
            raise found[0]

    def _keyed_problems(self, datatable: list[list[str]]) -> list[ScenarioError]:
        out = []
        for number, raw in enumerate(datatable):
            if len(raw) != 2:
                out.append(ScenarioError(f"a key/value table has two columns; row {number + 1} has {len(raw)}",
                                         code="table-shape", row=number))
            elif self.may is not None and key(raw[0]) not in self.may:
                out.append(ScenarioError(f"unknown key {key(raw[0])!r} in this table{_guess(key(raw[0]), self.may)}; "
                                         f"known: {', '.join(sorted(self.may))}", code="unknown-table-key",
                                         row=number))
        return out

    def _record_problems(self, datatable: list[list[str]]) -> list[ScenarioError]:
        if not datatable:
            return [ScenarioError("this step needs a table", code="table-shape")] if self.must else []
        header = [key(h) for h in datatable[0]]
        out = []
        meant: set[str] = set()  # columns a misspelt one stands for: said once, as the misspelling
        if self.may is not None:
            known = (*self.must, *self.may)
            for column in [h for h in header if h not in known]:
                close = difflib.get_close_matches(column, known, n=1)
                meant.update(close)
                guess = f" (did you mean {close[0]!r}?)" if close else ""
                out.append(ScenarioError(f"unknown column {column!r} in this table{guess}; known: {', '.join(known)}",
                                         code="unknown-table-column", row=0))
        missing = [c for c in self.must if c not in header and c not in meant]
        if missing:
            out.append(ScenarioError(f"the table has no {', '.join(map(repr, missing))} column (it needs "
                                     f"{', '.join(self.must)})", code="missing-table-column", row=0))
        for number, raw in enumerate(datatable[1:], start=1):
            cells = dict(zip(header, raw, strict=False))
            empty = [c for c in self.must if c in cells and cell(cells[c]) is MISSING]
            if empty:
                out.append(ScenarioError(f"row {number} has no value in {', '.join(map(repr, empty))}",
                                         code="missing-table-value", row=number))
            wrong = [c for c in self.numbers if c in cells and not _whole(cell(cells[c]))]
            if wrong:
                out.append(ScenarioError(f"row {number}: {', '.join(map(repr, wrong))} must be a whole number, got "
                                         f"{', '.join(repr(cells[c].strip()) for c in wrong)}",
                                         code="not-a-number", row=number))
        return out

    def rows(self, datatable: list[list[str]]) -> list[dict[str, Any]]:
        self.check(datatable)
        return rows(datatable)

    def pairs(self, datatable: list[list[str]]) -> dict[str, Any]:
        self.check(datatable)
        return pairs(datatable)


def _guess(word: str, known: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(word, known, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _whole(value: Any) -> bool:
    return value is MISSING or (isinstance(value, int) and not isinstance(value, bool))


Step = TypeVar("Step", bound=Callable[..., Any])
TableOf = Table | Callable[..., Table]  # a step's table, or a function of the step's arguments giving it


def names(check: Callable[..., None]) -> Callable[[Step], Step]:
    """Attach to a step function the check of the words its text names (``check(game, **arguments)`` raises a
    ScenarioError for a decision kind, an event type, a phase... the game does not have), for ``referee lint``."""
    def attach(step: Step) -> Step:
        step.referee_words = check  # type: ignore[attr-defined]
        return step
    return attach


def reads(table: TableOf) -> Callable[[Step], Step]:
    """Attach the table a step reads to the step function, for ``referee lint`` (referee.rules.authoring.table_of:
    the kit never imports the step library, it reads what its vocabulary carries)."""
    def attach(step: Step) -> Step:
        step.referee_table = table  # type: ignore[attr-defined]
        return step
    return attach


def matches(expected: Any, actual: Any) -> bool:
    """Does an observed JSON value satisfy a value written in a table?"""
    if expected is MISSING:
        return True
    if isinstance(actual, list):
        if isinstance(expected, str):
            expected = id_list(expected) if expected.strip() not in ("[]", "") else []
        if isinstance(expected, list):
            return len(expected) == len(actual) and all(matches(e, a) for e, a in zip(expected, actual, strict=True))
        return False
    if isinstance(actual, dict) and isinstance(expected, dict):
        return all(k in actual and matches(v, actual[k]) for k, v in expected.items())
    if isinstance(actual, bool) or isinstance(expected, bool):
        return actual is expected
    if isinstance(actual, str) and isinstance(expected, str):
        return actual == expected or actual == name(expected)
    if isinstance(actual, str) and not isinstance(expected, str):
        return actual == json.dumps(expected)
    return bool(expected == actual)


def same_members(expected: Any, actual: Any) -> bool:
    """Like ``matches`` but lists compare as sets (decision options have no meaningful order)."""
    if isinstance(actual, list):
        if isinstance(expected, str):
            expected = id_list(expected)
        if isinstance(expected, list):
            return sorted(map(str, expected)) == sorted(map(str, actual))
    return matches(expected, actual)


def show(value: Any) -> str:
    return json.dumps(value, sort_keys=True) if not isinstance(value, str) else value
