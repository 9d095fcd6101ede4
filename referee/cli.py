"""The ``referee`` command line."""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from referee import __version__, certify
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


@main.command("certify")
@click.option("--engine", metavar="CMD", default=None,
              help="Engine command (split like a shell would, run without a shell). "
                   "Default: the bundled reference engine, run as a subprocess.")
@click.option("--game", type=click.Choice(["mtg", "riftbound", "all"]), default="all", show_default=True)
@click.option("--edition", "editions", multiple=True, metavar="GAME=EDITION",
              help="Rules edition to certify (default: the first the engine announces for each game).")
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.option("--timeout", type=float, default=10.0, show_default=True, metavar="SECONDS",
              help="Seconds to wait for each engine reply.")
@click.option("-k", "select", default=None, metavar="EXPR", help="Only scenarios matching this pytest -k expression.")
def certify_command(engine: str | None, game: str, editions: tuple[str, ...], output_format: str, timeout: float,
                    select: str | None) -> None:
    """Run the conformance suite against an engine and report per scenario and per rule."""
    parsed = []
    for value in editions:
        g, sep, e = value.partition("=")
        if not sep or g not in ("mtg", "riftbound") or not e:
            raise click.BadParameter(f"expected GAME=EDITION, got {value!r}", param_hint="--edition")
        parsed.append((g, e))
    options = certify.CertifyOptions(engine=engine, game=game, editions=parsed, timeout=timeout, select=select)
    collector, pytest_output = certify.run(options)
    document = certify.report(collector, options)
    if output_format == "json":
        click.echo(json.dumps(document, indent=2))
    else:
        _pretty(document)
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
    for scenario in document["scenarios"]:
        if scenario["outcome"] in ("failed", "errored", "skipped"):
            colour = {"failed": "red", "errored": "magenta", "skipped": "yellow"}[scenario["outcome"]]
            click.echo(click.style(f"{scenario['outcome'].upper():8}", fg=colour)
                       + f" {scenario['id']} {scenario['name']} [{', '.join(scenario['rules'])}]")
            first = (scenario["message"] or "").strip().splitlines()
            if first:
                click.echo(f"         {first[0][:300]}")
    t = document["totals"]
    click.echo(f"{t['passed']} passed, {t['failed']} failed, {t['errored']} errored, {t['skipped']} skipped "
               f"of {t['total']}: compliance {document['compliance'] * 100:.1f}%")


register_rules_commands(main)  # rules import/diff, coverage, lint
