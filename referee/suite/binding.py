"""Which feature files the suite binds, and their syntax errors reported as ``file:line``.

pytest-bdd raises on the first feature file it cannot parse, while importing the suite module; pytest then
says only "1 error during collection". :func:`syntax_errors` reads every file first so a kit or scenario
author is told which file and line, before any engine is started.
"""

from __future__ import annotations

from pathlib import Path

from pytest_bdd.exceptions import GherkinParseError


def feature_files(directory: Path) -> list[Path]:
    return sorted(directory.rglob("*.feature"))


def describe(error: GherkinParseError, base: Path | None = None) -> str:
    """``mtg/x.feature:12: syntax error: <parser's words> (line: '<the line>')``."""
    path = Path(error.filename)
    shown = path
    if base is not None:
        try:
            shown = path.resolve().relative_to(base.resolve())
        except ValueError:
            pass
    message = str(error.message).strip().splitlines()[0] if str(error.message).strip() else "cannot parse"
    content = f" (line: {error.line_content.strip()!r})" if error.line_content.strip() else ""
    return f"{shown.as_posix()}:{error.line}: syntax error: {message}{content}"


def syntax_errors(directory: str | Path) -> list[str]:
    """One ``file:line: syntax error: ...`` per feature file under ``directory`` that cannot be parsed."""
    from pytest_bdd.parser import FeatureParser

    base = Path(directory)
    out = []
    for path in feature_files(base):
        try:
            FeatureParser(str(base), str(path.relative_to(base))).parse()
        except GherkinParseError as error:
            out.append(describe(error, base))
    return out
