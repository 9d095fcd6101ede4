"""A failing or errored scenario's message, laid out for a reader: the terminal and summary.md.

report.json keeps the whole message; here it is made compact without losing what explains the failure:
expected-versus-actual lists become one diff (only the changed lines and a little context when long),
long indented lists (the events of the last action) are cut after a few lines with "+N more", and the
engine's stderr keeps its last lines (a crash's cause is at its end).
"""

from __future__ import annotations

import difflib
import re
from typing import Any

MAX_BLOCK = 16  # lines of one indented list (events, a zone) before "+N more"
MAX_STDERR = 12  # last lines of the engine's stderr
MAX_LINES = 40  # lines of one scenario's detail in all
CONTEXT = 2  # unchanged lines kept around each change of a long diff

STDERR_HEADER = "engine stderr (tail):"
DIFF_KEY = "(-: expected only, +: reported only):"
# The step library's two "whole list" forms (steps/then.py): expected list, then what the engine reported.
_BLOCKS = [
    re.compile(r"(?P<head>expected exactly):\n(?P<e>.*?)\nbut the engine reported:\n(?P<a>.*)", re.S),
    re.compile(r"(?P<head>[^\n]*should be):\n(?P<e>.*?)\nbut is:\n(?P<a>.*)", re.S),
]


def failing_step(scenario: dict[str, Any]) -> str | None:
    """Where the scenario stopped, from the steps report.json records: "failed at step `Then ...`
    (features/mtg/MTG13-triggers-apnap.feature:32)", or None when no step is marked failed."""
    for step in scenario.get("steps") or []:
        if step.get("outcome") == "failed":
            where = f"{scenario['feature']}:{step['line']}" if scenario.get("feature") else f"line {step['line']}"
            verb = "stopped" if scenario.get("outcome") == "scenario_error" else "failed"  # the text's fault
            return f"{verb} at step `{step['keyword']} {step['text']}` ({where})"
    return None


def detail_lines(message: str) -> list[str]:
    """The message as lines to print under the scenario's name (without indentation of their own)."""
    text = re.sub(r"^AssertionError: ", "", (message or "").strip())  # pytest's class prefix says nothing here
    if not text:
        return []
    body, _, stderr = text.partition("\n" + STDERR_HEADER + "\n")
    lines = _with_diff(body)
    lines = _cap_blocks(lines)
    if stderr:
        tail = stderr.splitlines()
        lines.append(STDERR_HEADER)
        if len(tail) > MAX_STDERR:
            lines.append(f"  … {len(tail) - MAX_STDERR} earlier line(s), see report.json")
        lines += ["  " + line for line in tail[-MAX_STDERR:]]
    if len(lines) > MAX_LINES:
        lines = [*lines[:MAX_LINES - 1], f"… +{len(lines) - MAX_LINES + 1} more line(s), see report.json"]
    return lines


def _with_diff(text: str) -> list[str]:
    """An expected list against a reported one, as one diff: "-" only expected, "+" only reported."""
    for pattern in _BLOCKS:
        match = pattern.search(text)
        if match is None:
            continue
        before = text[:match.start()].rstrip("\n").splitlines()
        expected, actual = match["e"].splitlines(), match["a"].splitlines()
        diff = [line for line in difflib.ndiff(expected, actual) if line[:1] in "-+ "]
        # ndiff puts a marker and a space before each line; the lists' own two-space indent follows it.
        return [*before, f"{match['head']} {DIFF_KEY}",
                *_around_changes(diff)]
    return text.splitlines()


def _around_changes(diff: list[str]) -> list[str]:
    if len(diff) <= MAX_BLOCK:
        return diff
    keep = [False] * len(diff)
    for index, line in enumerate(diff):
        if line[:1] in "-+":
            for near in range(max(0, index - CONTEXT), min(len(diff), index + CONTEXT + 1)):
                keep[near] = True
    out: list[str] = []
    skipped = 0
    for line, kept in zip(diff, keep, strict=True):
        if kept:
            if skipped:
                out.append(f"    … {skipped} unchanged line(s)")
                skipped = 0
            out.append(line)
        else:
            skipped += 1
    if skipped:
        out.append(f"    … {skipped} unchanged line(s)")
    return out


def _cap_blocks(lines: list[str]) -> list[str]:
    """Each run of indented lines (a list the message quotes) cut to MAX_BLOCK lines, diffs left whole."""
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) > MAX_BLOCK + 2:  # "+1 more" or "+2 more" would save nothing worth the reader's doubt
            out.extend(run[:MAX_BLOCK])
            out.append(f"  … +{len(run) - MAX_BLOCK} more")
        else:
            out.extend(run)
        run.clear()

    in_diff = False
    for line in lines:
        if line.endswith(DIFF_KEY):
            flush()
            in_diff = True
            out.append(line)
        elif line.startswith("  ") and not in_diff:
            run.append(line)
        elif in_diff and line[:1] in "-+ ":
            out.append(line)
        else:
            flush()
            in_diff = False
            out.append(line)
    flush()
    return out
