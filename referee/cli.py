"""The ``referee`` command line."""

from __future__ import annotations

import contextlib
import json
import sys
import textwrap
from pathlib import Path
from typing import Any

import click
import pytest

from referee import __version__, certify, cli_input, exitcodes, progress
from referee.protocol.client import STARTUP_TIMEOUT
from referee.protocol.errors import EngineFailure
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
@click.version_option(__version__, "-V", "--version", prog_name="referee")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Referee: rules conformance kit for card-game rules engines."""
    if _no_color():
        ctx.color = False  # click.echo strips the styles click.style added (rich reads NO_COLOR itself)


def _no_color() -> bool:
    """NO_COLOR (https://no-color.org): set and not empty means no colour, even on a terminal."""
    import os

    return bool(os.environ.get("NO_COLOR"))


@main.command("certify", context_settings={"allow_interspersed_args": False})
@cli_input.exit_130_on_interrupt
@cli_input.engine_options(default="the bundled reference engine, run as a subprocess")
@click.option("--game", type=click.Choice(["mtg", "riftbound", "all"]), default="all", show_default=True)
@click.option("--edition", "editions", multiple=True, metavar="GAME=EDITION",
              help="Rules edition to certify (default: the first the engine announces for each game).")
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.option("--timeout", type=cli_input.POSITIVE_SECONDS, default=10.0, show_default=True, metavar="SECONDS",
              help="Seconds to wait for each engine reply.")
@click.option("--startup-timeout", type=cli_input.POSITIVE_SECONDS, default=STARTUP_TIMEOUT, show_default=True,
              metavar="SECONDS", help="Seconds to wait for the hello reply, engine start-up included.")
@click.option("-k", "select", default=None, metavar="EXPR", callback=cli_input.keyword_expression,
              help="Only scenarios matching this pytest -k expression.")
@click.option("--scenario", "scenario_ids", multiple=True, metavar="ID",
              help="Only this scenario (e.g. MTG01-turn-order/2); repeatable.")
@click.option("--tier", type=click.Choice(["core", "standard", "advanced"]), default=None,
              help="Only scenarios whose probe cards are all of this tier or lower (see 'referee tiers').")
@click.option("--max-fail", type=click.IntRange(min=1), default=None, metavar="N",
              help="Stop after N unexpected failures or errors.")
@click.option("-x", "exitfirst", is_flag=True, help="Stop at the first unexpected failure (--max-fail 1).")
@click.option("--expectations", "expectations_path", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="TOML file of known failures (per scenario or rule, with a reason).")
@click.option("--update-expectations", is_flag=True,
              help="Rewrite the --expectations file from this run's failures (keeps reasons already given).")
@click.option("--report-dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Write report.json, junit.xml, summary.md, badge-<game>.json and report.html there.")
@click.option("-n", "--workers", "workers_text", default="1", show_default=True, metavar="N|auto",
              callback=lambda ctx, param, value: _workers_option(value),
              help="Run scenarios in N worker processes, each with its own engine process; 'auto': as many as "
                   "this machine's idle CPUs make worth it (serial on 2 CPUs or fewer, saying why).")
@click.option("--progress/--no-progress", "show_progress", default=None,
              help="Live progress display (default: on a terminal, outside CI, not with --format json).")
@click.option("-q", "--quiet", is_flag=True, help="Pretty format: only the scenarios that failed and the totals.")
@click.option("-v", "--verbose", is_flag=True, help="Pretty format: also every scenario with its outcome and time.")
@click.option("--features", "features_dir", type=click.Path(file_okay=False, exists=True), default=None,
              metavar="DIR", help="Run the feature files in DIR (features/<game>/*.feature, or .feature files "
                                  "tagged @rule:<game>:...) with the kit's steps instead of the kit's scenarios.")
@click.option("--shard", "shard_text", default=None, metavar="K/N",
              help="Only the K-th of N shards of the selected scenarios, split by scenario id (stable whatever "
                   "the selection): one job of a CI matrix. Join the N report.json files with 'referee merge'.")
@click.argument("engine_argv", nargs=-1, metavar="[-- ENGINE ARGV...]")
def certify_command(engine: str | None, engine_cwd: str | None, engine_env: tuple[str, ...], game: str,
                    editions: tuple[str, ...], output_format: str, timeout: float, startup_timeout: float,
                    select: str | None,
                    scenario_ids: tuple[str, ...], tier: str | None, max_fail: int | None, exitfirst: bool,
                    expectations_path: str | None, update_expectations: bool, report_dir: str | None,
                    workers_text: int | str, show_progress: bool | None, quiet: bool, verbose: bool,
                    features_dir: str | None, shard_text: str | None, engine_argv: tuple[str, ...]) -> None:
    """Run the conformance suite against an engine and report per scenario and per rule.

    Exit codes: 0 pass, 1 a scenario failed or errored, 2 usage error, 3 the engine could not be started,
    4 no scenario selected, 5 nothing failed but a scenario's text is wrong, 130 interrupted (README.md, "Exit
    codes").
    """
    from referee import expectations as expectations_mod

    parsed = cli_input.editions(editions, game)
    workers = _resolve_workers(workers_text)
    shard = _shard_option(shard_text)
    if not features_dir:  # an author's own scenarios are not in the kit's index of ids
        cli_input.scenario_ids(scenario_ids)
    if report_dir:
        cli_input.writable_directory(report_dir)
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
            sys.exit(exitcodes.USAGE)
    options = certify.CertifyOptions(
        engine=engine, argv=list(engine_argv) or None, cwd=engine_cwd, env=_env_option(engine_env), game=game,
        editions=parsed, timeout=timeout, startup_timeout=startup_timeout, select=select, scenarios=scenario_ids,
        max_fail=1 if exitfirst else max_fail, workers=workers, tier=tier,
        expectations=None if update_expectations else expected)
    options.features = features_dir
    options.shard = shard
    if features_dir:
        _check_features(features_dir)
    try:
        handshake = certify.preflight(options)
    except EngineFailure as failure:
        click.echo(f"error: the engine could not be started, so nothing was run.\n{failure.diagnostic()}", err=True)
        sys.exit(exitcodes.ENGINE_FAILURE)
    except KeyboardInterrupt:
        click.echo("interrupted before any scenario ran", err=True)
        sys.exit(exitcodes.INTERRUPTED)
    cli_input.game_announced(game, handshake.rulesets)
    cli_input.editions_announced(parsed, handshake.rulesets)
    animate = progress.wanted(output_format) if show_progress is None else show_progress
    with progress.Progress(animate=True) if animate else contextlib.nullcontext() as live:
        collector, pytest_output = certify.run(options, listener=live)
    if shard is not None and collector.handshake is None:
        collector.handshake = handshake.to_json()  # an empty shard still says which engine it certified
    if update_expectations and expectations_path and not collector.interrupted:
        entries = expectations_mod.write_updated(expectations_path, collector.results, expected,
                                                 header=f"written by referee certify for {options.engine_label()}")
        options.expectations = expectations_mod.load(expectations_path)
        click.echo(f"wrote {len(entries)} expectation(s) to {expectations_path}", err=True)
    document = certify.report(collector, options)
    # Results first, reports after: a report that cannot be written must not cost what was measured.
    nothing_run = document["totals"]["total"] == 0 and not collector.interrupted
    empty_shard = nothing_run and shard is not None and collector.exitstatus in (
        pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED)
    if output_format == "json":
        click.echo(json.dumps(document, indent=2))
    elif nothing_run:  # an empty summary ("0 of 0: compliance 0.0%") would read as a result
        pass
    elif quiet:
        _quiet(document)
    else:
        if verbose:
            _every_scenario(document)
        _pretty(document)
    code = exitcodes.INTERRUPTED if collector.interrupted else certify.exit_code(document)
    if report_dir and not _write_reports(document, report_dir, announce=output_format != "json") and not code:
        code = exitcodes.USAGE  # a pass whose reports are missing is not a pass for CI; a failure stays one
    if collector.interrupted:
        if output_format == "json":  # the pretty summary already ends with it
            click.echo(collector.stopped, err=True)
    elif empty_shard:  # with a small selection some shards are empty; merge says if they all were
        click.echo(f"shard {shard} holds none of the selected scenarios: nothing to run in it", err=True)
    elif nothing_run:
        click.echo(_nothing_selected(options), err=True)
        if collector.exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
            click.echo(pytest_output, err=True)  # e.g. a collection error: pytest's words are the diagnostic
    sys.exit(code)


def _workers_option(value: str) -> int | str:
    if value == "auto":
        return value
    try:
        workers = int(value)
    except ValueError:
        workers = 0
    if workers < 1:
        raise click.BadParameter(f"expected a number of workers of 1 or more, or 'auto', got {value!r}",
                                 param_hint="-n")
    return workers


def _resolve_workers(value: int | str) -> int:
    if isinstance(value, int):
        return value
    workers, reason = certify.auto_workers()
    click.echo(reason, err=True)
    return workers


def _shard_option(text: str | None) -> Any:
    from referee import sharding

    if text is None:
        return None
    try:
        return sharding.parse(text)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--shard") from exc


def _write_reports(document: dict[str, Any], report_dir: str, announce: bool) -> bool:
    """Write the reports; if that fails anyway (the disk filled up...), keep report.json somewhere else."""
    from referee import reports

    try:
        reports.write_all(document, report_dir)
    except OSError as exc:
        import tempfile

        with tempfile.NamedTemporaryFile("w", prefix="referee-report-", suffix=".json", delete=False,
                                         encoding="utf-8") as fallback:
            fallback.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
        click.echo(f"error: cannot write reports to {report_dir}: {exc.strerror or exc}; "
                   f"report.json saved as {fallback.name}", err=True)
        return False
    if announce:
        click.echo(f"reports written to {report_dir}")
    return True


def _nothing_selected(options: certify.CertifyOptions) -> str:
    chosen = [f"--game {options.game}"] + [f"--scenario {ident}" for ident in options.scenarios]
    chosen += [f"-k {options.select!r}"] if options.select else []
    chosen += [f"--tier {options.tier}"] if options.tier else []
    chosen += [f"--edition {game}={edition}" for game, edition in options.editions]
    return (f"error: no scenario matches {' '.join(chosen)}: nothing was run. -k matches scenario ids "
            "(MTG03-untap-step/4), feature names (MTG03) and words of scenario titles; "
            "'referee tiers' lists what each tier holds.")


LABELS = {"fail": ("FAILED", "red"), "error": ("ERRORED", "magenta"), "xfail": ("XFAIL", "cyan"),
          "xpass": ("XPASS", "red"), "scenario_error": ("SCENARIO ERROR", "blue")}
MAX_IDS = 8  # scenario ids listed per skip cause before "+N more"


def _pretty(document: dict[str, Any]) -> None:
    from referee.reports.document import cause_label, deviation_label, tier_share_lines, with_notes

    engine = document["engine"]
    who = f"{engine['engine']['name']} {engine['engine']['version']}" if engine else document["engine_command"]
    click.echo(f"Referee {document['kit']['version']} certifying {who}")
    for game, edition in sorted(document["editions"].items()):
        click.echo(f"  {game}: rules edition {edition}")
    for line in tier_share_lines(document):
        click.echo(f"  {line}")
    if document["tier"]:
        click.echo(f"  tier {document['tier']}: scenarios needing higher-tier probe cards were not run")
    by_feature: dict[str, list[dict[str, Any]]] = {}
    for scenario in document["scenarios"]:
        by_feature.setdefault(scenario["feature"], []).append(scenario)
    for feature, scenarios in sorted(by_feature.items()):
        passed = sum(s["outcome"] == "passed" for s in scenarios)
        skipped = sum(s["outcome"] == "skipped" for s in scenarios)
        mark = (click.style("ok", fg="green") if passed == len(scenarios) else
                click.style("--", fg="yellow") if passed + skipped == len(scenarios) else click.style("!!", fg="red"))
        click.echo(f"  {mark} {feature}: {passed}/{len(scenarios)}" + (f" ({skipped} skipped)" if skipped else ""))
    # Failures of the checks themselves first; then the ones where the engine had already left the
    # rules' path, grouped by where it did (one early deviation often fails several scenarios).
    off_path: dict[str, list[dict[str, Any]]] = {}
    for scenario in document["scenarios"]:
        if scenario["status"] not in LABELS or scenario["status"] == "scenario_error":  # told apart below
            continue
        if scenario.get("deviation"):
            off_path.setdefault(deviation_label(scenario["deviation"]), []).append(scenario)
        else:
            _echo_problem(scenario)
    for label, scenarios in sorted(off_path.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        click.echo(click.style(f"{label}", fg="red") + f" ({len(scenarios)} scenario(s) failed because of it):")
        for scenario in scenarios:
            _echo_problem(scenario, indent="  ")
    for entry in document["unexpected_passes"]:
        click.echo(click.style("XPASS   ", fg="red") + f" {entry['kind']} {entry['target']} is listed as an expected "
                   f"failure (line {entry['line']}) but passes: update the expectations")
    wrong = [s for s in document["scenarios"] if s["status"] == "scenario_error"]
    if wrong:
        click.echo(click.style(f"SCENARIO ERRORS {len(wrong)}", fg="blue") + ": the scenario's text is wrong, not "
                   "the engine (counted neither for nor against it; 'referee lint --features DIR' finds these):")
        for scenario in wrong:
            _echo_problem(scenario, indent="  ")
    if document["skips"]:
        click.echo(click.style(f"SKIPPED {document['totals']['skipped']} scenario(s)", fg="yellow")
                   + ", by what the engine lacks (implement it to run them):")
        for group in document["skips"]:
            ids = group["scenarios"][:MAX_IDS]
            more = f" +{len(group['scenarios']) - MAX_IDS} more" if len(group["scenarios"]) > MAX_IDS else ""
            alone = "" if group["alone"] == group["count"] else f", {group['alone']} lacking only this"
            click.echo(f"  {cause_label(group)}: {group['count']} scenario(s){alone} ({', '.join(ids)}{more})")
    # Notes of passing scenarios, one line per distinct note (the same tolerance recurs across scenarios);
    # a failure's notes were shown with it.
    by_note: dict[str, list[str]] = {}
    for scenario in with_notes(document):
        if scenario["outcome"] == "passed":
            for note in dict.fromkeys(scenario["notes"]):
                by_note.setdefault(note, []).append(scenario["id"])
    if by_note:
        passed = len({ident for ids in by_note.values() for ident in ids})
        click.echo(f"PASSED, with notes: {passed} scenario(s) passed with differences the rules allow:")
        for note, ids in sorted(by_note.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            more = f" +{len(ids) - MAX_IDS} more" if len(ids) > MAX_IDS else ""
            click.echo(f"  {note} ({len(ids)}: {', '.join(ids[:MAX_IDS])}{more})")
    _totals(document)


def _totals(document: dict[str, Any]) -> None:
    """The closing lines of the pretty and quiet outputs: why the run stopped, if it did, and the totals."""
    t = document["totals"]
    if document["stopped"]:
        click.echo(click.style(f"run {document['stopped']}", fg="red"))
    click.echo(f"{t['passed']} passed, {t['failed']} failed ({t['expected_failures']} expected), "
               f"{t['errored']} errored, {t['skipped']} skipped"
               + (f", {t['scenario_error']} scenario errors (not the engine's)" if t.get("scenario_error") else "")
               + f" of {t['total']}: "
               f"compliance {document['compliance'] * 100:.1f}%")


def _check_features(directory: str) -> None:
    """An author's feature files that pytest-bdd cannot parse: each file:line, before any engine starts."""
    from referee.suite.binding import feature_files, syntax_errors

    problems = syntax_errors(directory)
    for problem in problems:
        click.echo(f"error: {problem}", err=True)
    if problems:
        sys.exit(exitcodes.USAGE)
    if not feature_files(Path(directory)):
        raise click.BadParameter(f"{directory}: no .feature files in it", param_hint="--features")


def _quiet(document: dict[str, Any]) -> None:
    """-q: one line per scenario that needs a look, then the totals (nothing when all is well but the totals)."""
    for scenario in document["scenarios"]:
        if scenario["status"] in LABELS:
            label, colour = LABELS[scenario["status"]]
            click.echo(click.style(f"{label:8}", fg=colour) + f" {scenario['id']} {scenario['name']}")
    _totals(document)


VERBOSE_LABELS = {"pass": ("PASSED", "green"), "skip": ("SKIPPED", "yellow"), **LABELS}


def _every_scenario(document: dict[str, Any]) -> None:
    """-v: every scenario in suite order with its outcome and time, before the usual summary."""
    for scenario in document["scenarios"]:
        label, colour = VERBOSE_LABELS.get(scenario["status"], (scenario["status"].upper(), "white"))
        click.echo(click.style(f"{label:8}", fg=colour)
                   + f" {scenario['id']} {scenario['name']} ({scenario['duration']:.2f}s)")


def _echo_problem(scenario: dict[str, Any], indent: str = "") -> None:
    from referee.reports.failure import detail_lines, failing_step

    label, colour = LABELS[scenario["status"]]
    click.echo(indent + click.style(f"{label:8}", fg=colour)
               + f" {scenario['id']} {scenario['name']} [{', '.join(scenario['rules'])}]")
    if scenario["expected"]:
        exp = scenario["expected"]
        click.echo(f"{indent}         expected ({exp['reason']}{', ' + exp['link'] if exp.get('link') else ''})")
    # The whole message, laid out (expected against actual, the events, the engine's stderr tail): the
    # first line alone ("expected no drew event, got:") says what was checked, never what happened.
    # An expected failure is known and has its reason above: its first line is enough.
    lines = detail_lines(scenario["message"])
    step = failing_step(scenario)
    if step and scenario["status"] != "xfail":
        lines = [step, *lines]
    for line in lines[:1] if scenario["status"] == "xfail" else lines:
        click.echo(f"{indent}         {line}")
    if scenario.get("notes"):
        click.echo(f"{indent}         notes: {'; '.join(scenario['notes'])}")


UNLOCKS_SHOWN = 12  # cards named in `referee tiers`' "implement to unlock" line; the JSON lists them all


@main.command("tiers")
@click.option("--game", type=click.Choice(["mtg", "riftbound", "all"]), default="all", show_default=True)
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
def tiers_command(game: str, output_format: str) -> None:
    """Per game: how many scenarios need each probe-card tier, and the cards of each tier."""
    from referee import tiers

    games = ["mtg", "riftbound"] if game == "all" else [game]
    out: dict[str, Any] = {}
    for name in games:
        by_scenario = tiers.scenario_tiers(name)
        cards = tiers.card_tiers(name)
        total = len(by_scenario)
        out[name] = {"scenarios": total, "tiers": {}}
        for tier in tiers.TIERS:
            count = sum(t == tier for t in by_scenario.values())
            up_to = tiers.share(name, tier)[0]
            out[name]["tiers"][tier] = {
                "scenarios": count, "share": round(count / total, 4) if total else 0.0,
                "scenarios_up_to": up_to, "share_up_to": round(up_to / total, 4) if total else 0.0,
                "cards": sorted(card for card, t in cards.items() if t == tier)}
        out[name]["unlocks"] = tiers.unlocks(name)
    if output_format == "json":
        click.echo(json.dumps(out, indent=2))
        return
    labels = {"mtg": "MTG", "riftbound": "Riftbound"}
    for name, data in out.items():
        click.echo(f"{labels[name]}: {data['scenarios']} scenarios")
        for tier, row in data["tiers"].items():
            click.echo(f"  {tier:9} {row['scenarios']:4} scenarios ({row['share']:.0%}); "
                       f"runnable with {tier} cards or lower: {row['scenarios_up_to']} ({row['share_up_to']:.0%})")
            click.echo(textwrap.fill(f"{len(row['cards'])} cards: {', '.join(row['cards'])}", width=110,
                                     initial_indent=" " * 12, subsequent_indent=" " * 14))
        # What an engine that runs the core tier gains from each card above it: the scenarios that card alone
        # keeps out of core (of all the scenarios naming it).
        gains = [f"{row['card']} +{row['alone']} (of {row['scenarios']})" for row in data["unlocks"] if row["alone"]]
        if gains:
            more = f", and {len(gains) - UNLOCKS_SHOWN} more (--format json)" if len(gains) > UNLOCKS_SHOWN else ""
            click.echo(textwrap.fill("implement to unlock core scenarios: " + ", ".join(gains[:UNLOCKS_SHOWN]) + more,
                                     width=110, initial_indent="  ", subsequent_indent=" " * 12))


@main.command("smoke")
@cli_input.exit_130_on_interrupt
@cli_input.engine_options(default="the bundled reference engine, run as a subprocess")
@click.option("--timeout", type=cli_input.POSITIVE_SECONDS, default=10.0, show_default=True, metavar="SECONDS")
@click.option("--startup-timeout", type=cli_input.POSITIVE_SECONDS, default=STARTUP_TIMEOUT, show_default=True,
              metavar="SECONDS")
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.argument("engine_argv", nargs=-1, metavar="[-- ENGINE ARGV...]")
def smoke_command(engine: str | None, engine_cwd: str | None, engine_env: tuple[str, ...], timeout: float,
                  startup_timeout: float, output_format: str, engine_argv: tuple[str, ...]) -> None:
    """Check that an engine speaks the protocol (handshake, schemas, ids, reset, a trivial game).

    Exit codes: 0 every check passed, 1 a protocol check failed, 2 usage error, 3 the engine could not be
    started or failed the handshake.
    """
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
    handshake_failed = any(check.name == "handshake" and not check.ok for check in result.checks)
    sys.exit(exitcodes.PASS if result.ok else exitcodes.ENGINE_FAILURE if handshake_failed else exitcodes.FAILED)


@main.command("fuzz", context_settings={"allow_interspersed_args": False})
@cli_input.exit_130_on_interrupt
@cli_input.engine_options(default="the bundled reference engine as a subprocess (fuzzing it against itself)")
@click.option("--game", type=click.Choice(["mtg", "riftbound", "all"]), default="all", show_default=True,
              help="Game to fuzz; 'all': each game the engine announces, the budget shared between them.")
@click.option("--edition", "editions", multiple=True, metavar="GAME=EDITION",
              help="Rules edition (default: the first the engine announces for each game).")
@click.option("--tier", type=click.Choice(["core", "standard", "advanced"]), default="core", show_default=True,
              help="Build positions from the probe cards of this tier or lower (see 'referee tiers').")
@click.option("--budget", type=cli_input.POSITIVE_SECONDS, default=60.0, show_default=True, metavar="SECONDS",
              help="Wall time to search for a divergence (shrinking one found comes on top, see --shrink-budget).")
@click.option("--shrink-budget", type=cli_input.POSITIVE_SECONDS, default=60.0, show_default=True,
              metavar="SECONDS", help="At most this long to shrink a divergence once found.")
@click.option("--seed", type=int, default=0, show_default=True, help="Same seed, same run.")
@click.option("--max-actions", type=click.IntRange(min=1), default=25, show_default=True, metavar="N",
              help="Actions per position at most.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="referee-fuzz", show_default=True,
              metavar="DIR", help="Write fuzz-report.json there, and for a divergence its .feature scenario and "
                                  "JSON repro (DIR/<game>-<edition>/<game>/).")
@click.option("--verify/--no-verify", default=True, show_default=True,
              help="Check the written scenario with 'referee certify --features': fails on the engine, passes on "
                   "the reference.")
@click.option("--timeout", type=cli_input.POSITIVE_SECONDS, default=10.0, show_default=True, metavar="SECONDS",
              help="Seconds to wait for each engine reply.")
@click.option("--startup-timeout", type=cli_input.POSITIVE_SECONDS, default=STARTUP_TIMEOUT, show_default=True,
              metavar="SECONDS", help="Seconds to wait for the hello reply, engine start-up included.")
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.option("--progress/--no-progress", "show_progress", default=None,
              help="Live progress display (default: on a terminal, outside CI, not with --format json).")
@click.argument("engine_argv", nargs=-1, metavar="[-- ENGINE ARGV...]")
def fuzz_command(engine: str | None, engine_cwd: str | None, engine_env: tuple[str, ...], game: str,
                 editions: tuple[str, ...], tier: str, budget: float, shrink_budget: float, seed: int,
                 max_actions: int, out_dir: str, verify: bool, timeout: float, startup_timeout: float,
                 output_format: str, show_progress: bool | None, engine_argv: tuple[str, ...]) -> None:
    """Differential fuzzing: play random positions and actions on an engine and on the reference engine, and
    write the first difference, shrunk, as a scenario to review (docs/FUZZING.md).

    Exit codes: 0 no divergence found, 1 a divergence (or an internal error of the reference engine), 2 usage
    error, 3 the engine could not be started, 130 interrupted.
    """
    from referee.fuzz import command

    if engine_argv and engine:
        raise click.UsageError("give the engine either as --engine CMD or as an argv after --, not both")
    parsed = dict(cli_input.editions(editions, game))
    cli_input.writable_directory(out_dir)
    argv, label, given = command.engine_argv(engine, engine_argv)
    options = command.Options(
        argv=argv, label=label, cwd=engine_cwd, env=_env_option(engine_env), game=game, editions=parsed, tier=tier,
        budget=budget, seed=seed, out=Path(out_dir), max_actions=max_actions, shrink_budget=shrink_budget,
        timeout=timeout, startup_timeout=startup_timeout, verify=verify, output_format=output_format,
        engine_given=given)
    try:
        client, handshake = command.start(options)
    except EngineFailure as failure:
        sys.exit(command.failed_to_start(failure))
    try:
        cli_input.game_announced(game, handshake.rulesets)
        cli_input.editions_announced(list(parsed.items()), handshake.rulesets)
        animate = progress.wanted(output_format) if show_progress is None else show_progress
        with command.Live(budget, animate) as live:
            code = command.main(options, handshake, client, on_progress=live)
    finally:
        client.close()
    sys.exit(code)


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
        raise click.UsageError(str(exc)) from exc  # a bad report file: USAGE, never FAILED (a regression)
    if output_format == "json":
        click.echo(json.dumps(result, indent=2))
    else:
        for line in compare.render_text(result):
            click.echo(line)
    regressed = result["scenarios"]["regressed"] or result["rules"]["regressed"]
    sys.exit(exitcodes.FAILED if regressed else exitcodes.PASS)


@main.command("merge")
@click.argument("reports", nargs=-1, required=True, type=click.Path(dir_okay=False), metavar="REPORT.json...")
@click.option("--report-dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Write the merged report.json, junit.xml, summary.md, badge-<game>.json and report.html there.")
@click.option("--format", "output_format", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.option("--expectations", "expectations_path", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="The known-failures file the shards used, if it is no longer where their reports say.")
def merge_command(reports: tuple[str, ...], report_dir: str | None, output_format: str,
                  expectations_path: str | None) -> None:
    """Join the report.json of every 'certify --shard K/N' run into the report one unsharded run would write.

    Refuses (exit 2) reports of different engines, editions, suites or selections, overlapping shards
    and missing ones. Exit codes otherwise as certify: 0 pass, 1 a scenario failed or errored,
    4 no scenario selected in any shard, 5 nothing failed but a scenario's text is wrong, 130 a shard was
    interrupted.
    """
    from referee import merge

    if report_dir:
        cli_input.writable_directory(report_dir)
    try:
        document = merge.merge(reports, expectations_path)
    except merge.MergeError as exc:
        raise click.UsageError(str(exc)) from exc
    if output_format == "json":
        click.echo(json.dumps(document, indent=2))
    elif document["totals"]["total"]:
        _pretty(document)
    code = exitcodes.INTERRUPTED if merge.interrupted(document) else certify.exit_code(document)
    if report_dir and not _write_reports(document, report_dir, announce=output_format != "json") and not code:
        code = exitcodes.USAGE
    if code == exitcodes.NOTHING_SELECTED:
        click.echo(f"error: none of the {len(reports)} shards ran a scenario: nothing was selected", err=True)
    sys.exit(code)


register_rules_commands(main)  # rules import/diff, coverage, lint
