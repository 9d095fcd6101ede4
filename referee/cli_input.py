"""Checks of ``referee certify`` / ``smoke`` input, made before anything runs.

Each raises a click error (exit code 2, :data:`referee.exitcodes.USAGE`) whose message names the option
and what would be accepted: a mistake in the command line is cheaper to report before a run than as a
run that measures nothing.
"""

from __future__ import annotations

import difflib
import functools
import shlex
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from referee import exitcodes

Command = TypeVar("Command", bound=Callable[..., Any])

GAMES = ("mtg", "riftbound")
POSITIVE_SECONDS = click.FloatRange(min=0, min_open=True)  # a timeout of 0 or less would fail every reply


def exit_130_on_interrupt(command: Command) -> Command:
    """Ctrl-C anywhere in the command: exit 130 with one line, not click's "Aborted!" and exit 1."""
    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(exitcodes.INTERRUPTED)

    return wrapper  # type: ignore[return-value]


def engine_options(default: str) -> Callable[[Command], Command]:
    """``--engine``, ``--engine-cwd`` and ``--engine-env``, the same for every command that runs an engine;
    ``default`` says what runs without ``--engine``."""
    def apply(command: Command) -> Command:
        command = click.option("--engine-env", "engine_env", multiple=True, metavar="KEY=VALUE",
                               help="Extra environment variable for the engine process (repeatable).")(command)
        command = click.option("--engine-cwd", type=click.Path(file_okay=False, exists=True), default=None,
                               help="Working directory of the engine process.")(command)
        return click.option("--engine", metavar="CMD", default=None, callback=engine_command,
                            help="Engine command, split like a shell would and run WITHOUT a shell. Or give the "
                                 f"argv after '--'. Default: {default}.")(command)
    return apply


def engine_command(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--engine``: split like a POSIX shell would (the engine is run without one); refuse what can't be."""
    if value is None:
        return None
    try:
        argv = shlex.split(value)
    except ValueError as exc:  # shlex says "No closing quotation" / "No escaped character"
        raise click.BadParameter(f"cannot split {value!r} like a shell would: {exc}. Quote the whole "
                                 "command once, e.g. --engine \"./my-engine --flag 'a b'\"") from exc
    if not argv:
        raise click.BadParameter("the engine command is empty")
    return value


def keyword_expression(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``-k``: a pytest keyword expression, checked with pytest's own parser before the run (pytest would
    only say so after collecting every scenario, as a run of nothing)."""
    if value is None:
        return None
    try:
        from _pytest.mark.expression import Expression
    except ImportError:  # pytest moved its parser: pytest still refuses a bad expression, later
        return value
    try:
        Expression.compile(value)
    except Exception as exc:  # SyntaxError in pytest 9, ParseError before: either way a malformed expression
        reason = getattr(exc, "msg", None) or str(exc)
        raise click.BadParameter(f"{value!r} is not a -k expression: {reason}. Examples: -k MTG03, "
                                 "-k \"MTG01 and not MTG01-turn-order/2\"") from exc
    return value


def editions(values: Sequence[str], game: str) -> list[tuple[str, str]]:
    """``--edition GAME=EDITION`` pairs: well formed, one per game, and for a game this run certifies."""
    parsed: dict[str, str] = {}
    for value in values:
        name, sep, edition = value.partition("=")
        if not sep or name not in GAMES or not edition:
            raise click.BadParameter(f"expected GAME=EDITION with GAME one of {', '.join(GAMES)}, got {value!r}",
                                     param_hint="--edition")
        if game not in ("all", name):
            raise click.BadParameter(f"{value!r} is for {name}, but this run certifies only {game} (--game {game})",
                                     param_hint="--edition")
        if name in parsed and parsed[name] != edition:
            raise click.BadParameter(f"two editions for {name}: {parsed[name]} and {edition}", param_hint="--edition")
        parsed[name] = edition
    return list(parsed.items())


def editions_announced(wanted: Sequence[tuple[str, str]], announced: Mapping[str, Sequence[str]]) -> None:
    """Each edition asked for is one the engine announces in its hello (else every scenario would skip)."""
    for game, edition in wanted:
        offered = list(announced.get(game, ()))
        if not offered:
            raise click.BadParameter(f"{game}={edition}: the engine announces no {game} edition "
                                     f"(it announces: {_announced(announced)})", param_hint="--edition")
        if edition not in offered:
            raise click.BadParameter(f"{game}={edition}: the engine announces {game} editions "
                                     f"{', '.join(offered)}, not {edition!r}", param_hint="--edition")


def game_announced(game: str, announced: Mapping[str, Sequence[str]]) -> None:
    """``--game G`` (not ``all``): the engine announces G, else the whole run would be skips."""
    if game != "all" and not announced.get(game):
        raise click.BadParameter(f"the engine announces no {game} edition (it announces: {_announced(announced)})",
                                 param_hint="--game")


def _announced(announced: Mapping[str, Sequence[str]]) -> str:
    return "; ".join(f"{game} {', '.join(eds)}" for game, eds in announced.items()) or "no game at all"


def scenario_ids(values: Sequence[str]) -> None:
    """``--scenario`` ids the kit has; an unknown one is named with the closest ids there are."""
    if not values:
        return
    from referee import tiers

    known = [ident for game in GAMES for ident in tiers.scenario_tiers(game)]
    for value in values:
        if value in known:
            continue
        close = difflib.get_close_matches(value, known, n=3, cutoff=0.6)
        feature = value.partition("/")[0]
        same_feature = [ident for ident in known if ident.partition("/")[0] == feature]
        hint = (f"did you mean {', '.join(close)}?" if close else
                f"{feature} has scenarios /1 to /{len(same_feature)}" if same_feature else
                "ids are FEATURE/NUMBER, e.g. MTG01-turn-order/2 (see report.json or 'referee coverage')")
        raise click.BadParameter(f"no scenario {value!r}: {hint}", param_hint="--scenario")


def writable_directory(path: str) -> None:
    """``--report-dir``: create it and write a probe file in it now, so a run never ends unable to report."""
    directory = Path(path)
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=directory, prefix=".referee-probe-"):
            pass
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise click.BadParameter(f"cannot write reports to {path}: {reason}", param_hint="--report-dir") from exc
