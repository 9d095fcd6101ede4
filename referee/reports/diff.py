"""Expected versus actual, recovered from a failing scenario's assertion message, as a line diff.

The step library words its assertions consistently ("expected X, got Y", "expected exactly: ... but the
engine reported: ...", "should be: ... but is: ..."); each form yields one or more (label, expected,
actual) pairs, shown as a unified diff in the HTML report.
"""

from __future__ import annotations

import difflib
import re
from typing import Any

_BLOCKS = [
    re.compile(r"expected exactly:\n(?P<e>.*?)\nbut the engine reported:\n(?P<a>.*)", re.S),
    re.compile(r"should be:\n(?P<e>.*?)\nbut is:\n(?P<a>.*)", re.S),
]
_FIELD = re.compile(r"(?:^|[:,;]\s|\n)(?P<label>[\w.#\[\]/-]+): expected (?P<e>.+?), got (?P<a>.+?)"
                    r"(?=$|,\s[\w.#\[\]/-]+: expected|\n|;\s)", re.M)
_SENTENCES = [
    re.compile(r"expected (?P<e>\S+) to have priority, but (?P<a>.+?) has it"),
    re.compile(r"expected (?P<label>rejection code) (?P<e>\S+), got (?P<a>[^:]+)"),
    re.compile(r"expected (?P<label>event #\d+ (?:\{.*?\}|\S+)) (?:did not happen|happened, but too early or out "
               r"of order)[^\n]*\nEvents of the last action:\n(?P<a>.*)", re.S),
    re.compile(r"expected no (?P<e>.+?), got:\n(?P<a>.*)", re.S),
]


def pairs(message: str) -> list[tuple[str, str, str]]:
    for pattern in _BLOCKS:
        match = pattern.search(message)
        if match:
            return [("", match["e"].strip(), match["a"].strip())]
    found = [(m["label"], m["e"].strip(), m["a"].strip()) for m in _FIELD.finditer(message)]
    if found:
        return found
    for pattern in _SENTENCES:
        match = pattern.search(message)
        if match:
            label = match.groupdict().get("label") or ""
            expected = match.groupdict().get("e")
            if expected is None:  # the event form: the expected event against the events that happened
                expected = label.split(" ", 2)[2]
                label = "events (expected " + label.split(" ", 2)[1] + " among them)"
            return [(label, expected.strip(), match["a"].strip())]
    return []


def diff_lines(message: str) -> list[dict[str, Any]]:
    """[{"label", "lines": [[tag, text], ...]}] with tag "-" (expected), "+" (actual) or " " (both)."""
    out = []
    for label, expected, actual in pairs(message):
        lines = []
        for line in difflib.ndiff(expected.splitlines() or [""], actual.splitlines() or [""]):
            tag = line[:1]
            if tag in "-+ ":
                lines.append([tag, line[2:]])
        out.append({"label": label, "lines": lines})
    return out
