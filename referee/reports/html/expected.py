"""Expected against what the engine reported, recovered from a failing scenario's assertion message.

The step library words its assertions consistently (steps/then.py): "expected exactly: ... but the engine
reported: ...", "should be: ... but is: ...", "field: expected X, got Y", "expected event #N ... did not
happen", "expected no drew event, got: ...". Each form yields (label, expected, reported) triples that the
report lays side by side under the headings "Expected" and "Engine reported", each in its own words: an
expected absence reads "no drew event", never a bare "drew event" that looks like what was wanted.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass
from html import escape

from referee.reports.html.timeline import event_line

_BLOCKS = [
    re.compile(r"expected exactly:\n(?P<e>.*?)\nbut the engine reported:\n(?P<a>.*)", re.S),
    re.compile(r"(?P<label>[^\n]*?)\s*should be:\n(?P<e>.*?)\nbut is:\n(?P<a>.*)", re.S),
]
_FIELD = re.compile(r"(?:^|[:,;]\s|\n)(?P<label>[\w.#\[\]/-]+): expected (?P<e>.+?), got (?P<a>.+?)"
                    r"(?=$|,\s[\w.#\[\]/-]+: expected|\n|;\s)", re.M)
_PRIORITY = re.compile(r"expected (?P<e>\S+) to have priority, but (?P<a>.+?) has it")
_NO_PRIORITY = re.compile(r"expected no player to have priority, but (?P<a>\S+) has it")
_CODE = re.compile(r"expected rejection code (?P<e>\S+), got (?P<a>[^\n]+)")
_EVENT = re.compile(r"expected event #(?P<n>\d+) (?P<e>\{.*?\}|\S+) (?P<why>did not happen|happened, but too early "
                    r"or out of order)[^\n]*\nEvents of the last action:\n(?P<a>.*)", re.S)
_ABSENT = re.compile(r"expected no (?P<e>.+?), got:\n(?P<a>.*)", re.S)
_STDERR = "\nengine stderr (tail):\n"


@dataclass
class Comparison:
    label: str
    expected: str
    reported: str
    why: str = ""  # for an event: did not happen, or happened too early
    offending: bool = False  # every reported line is what should not be there (an expected absence)


def comparisons(message: str) -> list[Comparison]:
    text = re.sub(r"^(AssertionError|[\w.]*Deviation): ", "", message.strip()).split(_STDERR)[0]
    for pattern in _BLOCKS:
        match = pattern.search(text)
        if match:
            label = (match.groupdict().get("label") or "").strip()
            return [Comparison(label, match["e"].strip("\n"), match["a"].strip("\n"))]
    found = [Comparison(m["label"], m["e"].strip(), m["a"].strip()) for m in _FIELD.finditer(text)]
    if found:
        return found
    match = _EVENT.search(text)
    if match:
        return [Comparison("events of the last action", f"event #{match['n']}: {match['e']}", match["a"].strip("\n"),
                           match["why"])]
    match = _ABSENT.search(text)
    if match:
        return [Comparison("", f"no {match['e']}", match["a"].strip("\n"), offending=True)]
    match = _NO_PRIORITY.search(text)
    if match:
        return [Comparison("priority", "no player has priority", f"{match['a']} has priority")]
    match = _PRIORITY.search(text)
    if match:
        return [Comparison("priority", f"{match['e']} has priority", f"{match['a']} has priority")]
    match = _CODE.search(text)
    if match:
        return [Comparison("rejection code", match["e"], match["a"])]
    return []


def readable(line: str) -> str:
    """An event as the step library quotes it (``{"player": "B", "type": "drew"}``) in the timeline's words
    (``drew · player B``); any other line as it is."""
    text = line.strip()
    prefix, brace, rest = text.partition("{")
    if brace and text.endswith("}"):
        try:
            event = json.loads(brace + rest)
        except ValueError:
            return text
        if isinstance(event, dict) and "type" in event:
            return prefix + event_line(event)
    return text


def _cell(text: str, css: str) -> str:
    return f'<td class="{css}">{escape(readable(text))}</td>'


def _aligned(expected: list[str], reported: list[str]) -> str:
    """Two lists row by row: a line only expected is marked missing, one only reported is marked extra."""
    rows = []
    matcher = difflib.SequenceMatcher(a=[line.strip() for line in expected], b=[line.strip() for line in reported],
                                      autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        left, right = expected[a0:a1], reported[b0:b1]
        for index in range(max(len(left), len(right))):
            one = left[index] if index < len(left) else None
            two = right[index] if index < len(right) else None
            rows.append("<tr>" + (_cell(one.strip(), "same" if tag == "equal" else "missing") if one is not None
                                  else '<td class="gap">(not expected)</td>')
                        + (_cell(two.strip(), "same" if tag == "equal" else "extra") if two is not None
                           else '<td class="gap">(not reported)</td>') + "</tr>")
    return "".join(rows)


def _blocks(expected: list[str], reported: list[str], offending: bool = False) -> str:
    """One expected item against a list: the reported lines equal to it marked as where it is."""
    def hit(line: str) -> bool:  # the expected item itself, as the engine reported it
        return bool(line.strip()) and (offending or any(line.strip() in want for want in expected))

    left = "".join(f'<div class="want">{escape(readable(line))}</div>' for line in expected)
    right = "".join(f'<div class="{"hit" if hit(line) else "plain"}">{escape(readable(line))}</div>'
                    for line in reported) or '<div class="plain">(nothing)</div>'
    return f'<tr><td class="block">{left}</td><td class="block">{right}</td></tr>'


def render(message: str) -> str:
    """The side-by-side tables for a message ("" when its form is not one the step library writes)."""
    out = []
    for comparison in comparisons(message):
        expected = comparison.expected.splitlines() or [""]
        reported = comparison.reported.splitlines() or [""]
        if comparison.why:
            expected = [*expected, f"({comparison.why})"]
        body = _aligned(expected, reported) if len(expected) > 1 and not comparison.why else _blocks(expected, reported,
                                                                                        comparison.offending)
        caption = f"<caption>{escape(comparison.label)}</caption>" if comparison.label else ""
        out.append(f'<table class="versus">{caption}<thead><tr><th>Expected</th><th>Engine reported</th></tr>'
                   f"</thead><tbody>{body}</tbody></table>")
    return "".join(out)
