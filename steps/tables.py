"""Reading Gherkin data tables and cells, and comparing expectations with observed JSON.

Cells: an empty cell or ``-`` is "unspecified" (MISSING); ``none`` is JSON null; JSON literals
(numbers, true/false, lists, objects, quoted strings) are parsed; anything else is a string.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final


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
