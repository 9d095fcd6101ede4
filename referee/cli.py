"""The ``referee`` command line."""

from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path
from typing import Any

import click

from referee import __version__, certify, progress
from referee.protocol.client import STARTUP_TIMEOUT
from referee.rules.cli import register as register_rules_commands


def _env_option(values: tuple[str, ...]) -> dict[str, str]:
    env = {}
    for value in values:
        key, sep, val = value.partition("=")
        if not sep or not key:
            raise click.BadParameter(f"expected KEY=VALUE, got {value!r}", param_hint="--engine-env")
        env[key] = val
    return env


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="referee")
def main() -> None:
    """Referee: rules conformance kit for card-game rules engines."""


@main.command("certify", context_settings={"allow_interspersed_args": False})
@click.option("--engine", metavar="CMD", default=None,
              help="Engine command, split like a shell would and run WITHOUT a shell. Or give the argv after "
                   "'--'. Default: the bundled reference engine, run as a subprocess.")
@click.option("--engine-cwd", type=click.Path(file_okay=False, exists=True), default=None,
              help="Working directory of the engine process.")
@click.option("--engine-env", "engine_env", multiple=True, metavar="KEY=VALUE",
              help="Extra environment variable for the engine process (repeatable).")
@click.option("--game", type=click.Choice(["mtg", "riftbound", "all"]), default="all", show_default=True)
@click.option("--edition", "editions", multiple=True, metavar="GAME=EDITION",
              help="Rules edition to certify (default: the first the engine announces for each game).")
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.option("--timeout", type=float, default=10.0, show_default=True, metavar="SECONDS",
              help="Seconds to wait for each engine reply.")
@click.option("--startup-timeout", type=float, default=STARTUP_TIMEOUT, show_default=True, metavar="SECONDS",
              help="Seconds to wait for the hello reply, engine start-up included.")
@click.option("-k", "select", default=None, metavar="EXPR", help="Only scenarios matching this pytest -k expression.")
@click.option("--scenario", "scenario_ids", multiple=True, metavar="ID",
              help="Only this scenario (e.g. MTG01-turn-order/2); repeatable.")
@click.option("--max-fail", type=click.IntRange(min=1), default=None, metavar="N",
              help="Stop after N unexpected failures or errors.")
@click.option("-x", "exitfirst", is_flag=True, help="Stop at the first unexpected failure (--max-fail 1).")
@click.option("--expectations", "expectations_path", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="TOML file of known failures (per scenario or rule, with a reason).")
@click.option("--update-expectations", is_flag=True,
              help="Rewrite the --expectations file from this run's failures (keeps reasons already given).")
@click.option("--report-dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Write report.json, junit.xml, summary.md, badge-<game>.json and report.html there.")
@click.option("-n", "--workers", type=click.IntRange(min=1), default=1, show_default=True, metavar="N",
              help="Run scenarios in N worker processes, each with its own engine process.")
@click.option("--progress/--no-progress", "show_progress", default=None,
              help="Live progress display (default: on a terminal, outside CI, not with --format json).")
@click.argument("engine_argv", nargs=-1, metavar="[-- ENGINE ARGV...]")
def certify_command(engine: str | None, engine_cwd: str | None, engine_env: tuple[str, ...], game: str,
                    editions: tuple[str, ...], output_format: str, timeout: float, startup_timeout: float,
                    select: str | None,
                    scenario_ids: tuple[str, ...], max_fail: int | None, exitfirst: bool,
                    expectations_path: str | None, update_expectations: bool, report_dir: str | None,
                    workers: int, show_progress: bool | None, engine_argv: tuple[str, ...]) -> None:
    """Run the conformance suite against an engine and report per scenario and per rule."""
    from referee import expectations as expectations_mod

    parsed = []
    for value in editions:
        g, sep, e = value.partition("=")
        if not sep or g not in ("mtg", "riftbound") or not e:
            raise click.BadParameter(f"expected GAME=EDITION, got {value!r}", param_hint="--edition")
        parsed.append((g, e))
    if engine_argv and engine:
        raise click.UsageError("give the engine either as --engine CMD or as an argv after --, not both")
    if update_expectations and not expectations_path:
        raise click.UsageError("--update-expectations needs --expectations FILE")
    expected = None
    if expectations_path and (not update_expectations or Path(expectations_path).exists()):
        try:
            expected = expectations_mod.load(expectations_path)
        except expectations_mod.ExpectationsError as exc:
            for problem in exc.problems:
                click.echo(f"error: {problem}", err=True)
            sys.exit(2)
    options = certify.CertifyOptions(
        engine=engine, argv=list(engine_argv) or None, cwd=engine_cwd, env=_env_option(engine_env), game=game,
        editions=parsed, timeout=timeout, startup_timeout=startup_timeout, select=select, scenarios=scenario_ids,
        max_fail=1 if exitfirst else max_fail, workers=workers,
        expectations=None if update_expectations else expected)
    animate = progress.wanted(output_format) if show_progress is None else show_progress
    with progress.Progress(animate=True) if animate else contextlib.nullcontext() as live:
        collector, pytest_output = certify.run(options, listener=live)
    if update_expectations and expectations_path:
        entries = expectations_mod.write_updated(expectations_path, collector.results, expected,
                                                 header=f"written by referee certify for {options.engine_label()}")
        options.expectations = expectations_mod.load(expectations_path)
        click.echo(f"wrote {len(entries)} expectation(s) to {expectations_path}", err=True)
    document = certify.report(collector, options)
    if report_dir:
        from referee import reports

        reports.write_all(document, report_dir)
    if output_format == "json":
        click.echo(json.dumps(document, indent=2))
    else:
        _pretty(document)
        if report_dir:
            click.echo(f"reports written to {report_dir}")
        if document["totals"]["total"] == 0:
            click.echo(pytest_output, err=True)
    sys.exit(certify.exit_code(document))


def _pretty(document: dict[str, Any]) -> None:
    engine = document["engine"]
    who = f"{engine['engine']['name']} {engine['engine']['version']}" if engine else document["engine_command"]
    click.echo(f"Referee {document['kit']['version']} certifying {who}")
    for game, edition in sorted(document["editions"].items()):
        click.echo(f"  {game}: rules edition {edition}")
    by_feature: dict[str, list[dict[str, Any]]] = {}
    for scenario in document["scenarios"]:
        by_feature.setdefault(scenario["feature"], []).append(scenario)
    for feature, scenarios in sorted(by_feature.items()):
        passed = sum(s["outcome"] == "passed" for s in scenarios)
        mark = click.style("ok", fg="green") if passed == len(scenarios) else click.style("!!", fg="red")
        click.echo(f"  {mark} {feature}: {passed}/{len(scenarios)}")
    labels = {"fail": ("FAILED", "red"), "error": ("ERRORED", "magenta"), "skip": ("SKIPPED", "yellow"),
              "xfail": ("XFAIL", "cyan"), "xpass": ("XPASS", "red")}
    for scenario in document["scenarios"]:
        if scenario["status"] in labels:
            label, colour = labels[scenario["status"]]
            click.echo(click.style(f"{label:8}", fg=colour)
                       + f" {scenario['id']} {scenario['name']} [{', '.join(scenario['rules'])}]")
            if scenario["expected"]:
                exp = scenario["expected"]
                click.echo(f"         expected ({exp['reason']}{', ' + exp['link'] if exp.get('link') else ''})")
            first = (scenario["message"] or "").strip().splitlines()
            if first:
                click.echo(f"         {first[0][:300]}")
    for entry in document["unexpected_passes"]:
        click.echo(click.style("XPASS   ", fg="red") + f" {entry['kind']} {entry['target']} is listed as an expected "
                   f"failure (line {entry['line']}) but passes: update the expectations")
    t = document["totals"]
    if document["stopped"]:
        click.echo(click.style(f"run {document['stopped']}", fg="red"))
    click.echo(f"{t['passed']} passed, {t['failed']} failed ({t['expected_failures']} expected), "
               f"{t['errored']} errored, {t['skipped']} skipped of {t['total']}: "
               f"compliance {document['compliance'] * 100:.1f}%")


@main.command("smoke")
@click.option("--engine", metavar="CMD", default=None,
              help="Engine command (split like a shell would, run without one), or the argv after '--'.")
@click.option("--engine-cwd", type=click.Path(file_okay=False, exists=True), default=None)
@click.option("--engine-env", "engine_env", multiple=True, metavar="KEY=VALUE")
@click.option("--timeout", type=float, default=10.0, show_default=True, metavar="SECONDS")
@click.option("--startup-timeout", type=float, default=STARTUP_TIMEOUT, show_default=True, metavar="SECONDS")
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.argument("engine_argv", nargs=-1, metavar="[-- ENGINE ARGV...]")
def smoke_command(engine: str | None, engine_cwd: str | None, engine_env: tuple[str, ...], timeout: float,
                  startup_timeout: float, output_format: str, engine_argv: tuple[str, ...]) -> None:
    """Check that an engine speaks the protocol (handshake, schemas, ids, reset, a trivial game)."""
    from referee import smoke
    from referee.engines import make_client
    from referee.protocol.client import EngineClient
    from referee.protocol.transport import SubprocessTransport

    env = _env_option(engine_env)
    if engine_argv:
        client = EngineClient(SubprocessTransport(engine_argv, cwd=engine_cwd, env=env), timeout=timeout,
                              startup_timeout=startup_timeout)
    else:
        client = make_client(engine, timeout=timeout, startup_timeout=startup_timeout, cwd=engine_cwd, env=env)
    result = smoke.run(client)
    if output_format == "json":
        click.echo(json.dumps(result.to_json(), indent=2))
    else:
        click.echo(f"Referee {__version__} protocol smoke test of {result.command}")
        for check in result.checks:
            mark = click.style("PASS", fg="green") if check.ok else click.style("FAIL", fg="red")
            lines = check.detail.strip().splitlines() or [""]
            click.echo(f"  {mark} {check.name}: {lines[0]}")
            if not check.ok:
                for line in lines[1:12]:
                    click.echo(f"         {line}")
        click.echo(click.style(result.verdict(), fg="green" if result.ok else "red", bold=True))
    sys.exit(0 if result.ok else 1)


@main.command("compare")
@click.argument("old", type=click.Path(dir_okay=False, exists=True))
@click.argument("new", type=click.Path(dir_okay=False, exists=True))
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
def compare_command(old: str, new: str, output_format: str) -> None:
    """List rules and scenarios that regressed or improved between two report.json files (exit 1 on regression)."""
    from referee import compare

    try:
        result = compare.compare(compare.load(old), compare.load(new))
    except compare.CompareError as exc:
        raise click.ClickException(str(exc)) from exc
    if output_format == "json":
        click.echo(json.dumps(result, indent=2))
    else:
        for line in compare.render_text(result):
            click.echo(line)
    sys.exit(1 if result["scenarios"]["regressed"] or result["rules"]["regressed"] else 0)


register_rules_commands(main)  # rules import/diff, coverage, lint
