"""``referee fuzz`` end to end: start the engine, fuzz each game, write what was found, check the scenario
it wrote with ``referee certify --features`` (it must fail on the engine and pass on the reference), and print
what was tried. The click command in ``referee/cli.py`` only parses options and calls :func:`main`.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from referee import exitcodes
from referee.engines import REFERENCE_COMMAND
from referee.fuzz import writer
from referee.fuzz.runner import Config, Finding, Fuzzer, Stats
from referee.fuzz.sides import EngineSide
from referee.protocol.client import EngineClient, Handshake
from referee.protocol.errors import EngineFailure
from referee.protocol.transport import SubprocessTransport


@dataclass
class Options:
    argv: list[str]  # the engine's command line
    label: str  # as the user gave it
    cwd: str | None
    env: dict[str, str]
    game: str  # mtg | riftbound | all
    editions: dict[str, str]
    tier: str
    budget: float
    seed: int
    out: Path
    max_actions: int
    shrink_budget: float
    timeout: float
    startup_timeout: float
    verify: bool
    output_format: str
    engine_given: bool = True
    extra_certify_args: list[str] = field(default_factory=list)


def start(options: Options) -> tuple[EngineClient, Handshake]:
    client = EngineClient(SubprocessTransport(options.argv, cwd=options.cwd, env=options.env or None),
                          timeout=options.timeout, startup_timeout=options.startup_timeout)
    return client, client.start()


def runs(options: Options, handshake: Handshake) -> list[tuple[str, str]]:
    """(game, edition) pairs to fuzz: each game asked for that the engine announces, in the edition asked for
    or the first it announces (as certify does)."""
    games = [options.game] if options.game != "all" else [g for g in ("mtg", "riftbound") if g in handshake.rulesets]
    return [(game, options.editions.get(game) or handshake.rulesets[game][0]) for game in games]


def main(options: Options, handshake: Handshake, client: EngineClient,
         on_progress: Callable[[str, Stats, Finding | None], None] | None = None) -> int:
    pairs = runs(options, handshake)
    budget = options.budget / len(pairs)
    engine_info = {"command": options.label, **{k: v for k, v in handshake.to_json().items()
                                                 if k in ("engine", "rulesets", "capabilities")}}
    code = exitcodes.PASS
    for game, edition in pairs:
        config = Config(game, edition, options.tier, budget, options.seed, options.max_actions,
                        options.shrink_budget)

        def progress(stats: Stats, best: Finding | None, where: str = f"{game} {edition}") -> None:
            if on_progress is not None:
                on_progress(where, stats, best)

        fuzzer = Fuzzer(config, EngineSide(client), on_progress=progress)
        finding = fuzzer.run()
        written = writer.write(options.out / f"{game}-{edition}", config, fuzzer.stats, finding, engine_info,
                               options.label)
        verdict = verify(options, config, written["feature"]) if finding is not None and options.verify else None
        document = json.loads(written["report"].read_text(encoding="utf-8"))
        if verdict is not None:
            document["verified"] = verdict
            for path in (written["report"], written["repro"]):
                path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
        if options.output_format == "json":  # one line per game fuzzed: a single document for one game
            click.echo(json.dumps(document))
        else:
            summary(game, edition, config, fuzzer.stats, finding, written, verdict,
                    options.label if options.engine_given else "")
        if fuzzer.stats.reference_errors or finding is not None:
            code = exitcodes.FAILED
            break
    return code


def verify(options: Options, config: Config, feature: Path) -> dict[str, Any]:
    """Certify the written scenario on the engine and on the reference engine: it must fail on the one and
    pass on the other (an engine crash counts as failing: the scenario is ERRORED there)."""
    directory = feature.parent.parent
    outcomes = {}
    for who, engine in (("engine", options.argv), ("reference", list(REFERENCE_COMMAND))):
        command = [sys.executable, "-m", "referee", "certify", "--features", str(directory), "--game", config.game,
                   "--edition", f"{config.game}={config.edition}", "--format", "json", "--no-progress",
                   "--timeout", str(options.timeout)]
        if who == "engine" and options.cwd:
            command += ["--engine-cwd", options.cwd]
        if who == "engine":
            command += [f"--engine-env={k}={v}" for k, v in options.env.items()]
        command += ["--", *engine]
        done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=600)
        try:
            scenarios = json.loads(done.stdout)["scenarios"]
            outcomes[who] = scenarios[0]["outcome"] if scenarios else "not run"
        except (ValueError, KeyError):
            outcomes[who] = f"could not be run (exit {done.returncode}): {done.stderr.strip()[-300:]}"
    ok = outcomes.get("engine") in ("failed", "errored") and outcomes.get("reference") == "passed"
    return {"on_engine": outcomes["engine"], "on_reference": outcomes["reference"], "ok": ok}


def summary(game: str, edition: str, config: Config, stats: Stats, finding: Finding | None,
            written: dict[str, Path], verdict: dict[str, Any] | None, label: str) -> None:
    data = stats.to_json()
    click.echo(f"referee fuzz: {game} {edition}, tier {config.tier}, seed {config.seed}: {data['positions']} "
               f"positions, {data['actions']} actions in {data['search_seconds']}s "
               f"({data['actions_per_second']}/s), {data['rejected_actions']} rejected by the reference")
    kinds = ", ".join(f"{kind} {count}" for kind, count in sorted(stats.by_kind.items(), key=lambda kv: -kv[1]))
    click.echo(f"  actions: {kinds or 'none'}")
    click.echo(f"  cards used: {len(stats.cards)} ({', '.join(sorted(stats.cards)) or 'none'})")
    if stats.rejected_setups:
        click.echo(f"  setups the reference refused (not sent): {stats.rejected_setups}")
    for cause in stats.lacking:
        click.echo(f"  learned: the engine lacks {cause['kind']} {cause['name']}; not generated any more")
    for error in stats.reference_errors:
        click.echo(click.style(f"  the REFERENCE engine failed internally: {error}", fg="red"))
    for rejected in stats.legal_rejected:
        click.echo(f"  the reference listed as legal but rejected: {rejected}")
    if stats.stopped:
        click.echo(f"  stopped early: {stats.stopped}")
    if finding is None:
        click.echo(click.style("  no divergence found", fg="green"))
        return
    shrinking = round(stats.elapsed - stats.searching, 1)
    click.echo(click.style(f"  DIVERGENCE after {len(finding.steps)} action(s) (shrunk in {stats.shrink_examples} "
                           f"examples, {shrinking}s): {finding.divergence.summary}", fg="red"))
    click.echo(f"  scenario: {written['feature']}")
    click.echo(f"  repro:    {written['repro']}")
    if verdict is not None:
        state = "checked" if verdict["ok"] else click.style("NOT confirmed", fg="yellow")
        click.echo(f"  certify --features: {state} (on the engine: {verdict['on_engine']}, on the reference: "
                   f"{verdict['on_reference']})")
    click.echo(f"  replay: referee certify --features {written['feature'].parent.parent} --game {game} "
               f"--edition {game}={edition}" + (f" --engine {shlex.quote(label)}" if label else ""))
    click.echo(f"  then: replace @rule:{game}:TODO with the rule the engine breaks (docs/FUZZING.md)")


class Live:
    """A one-line live display on a terminal (rich), nothing otherwise."""

    def __init__(self, budget: float, animate: bool) -> None:
        self.budget = budget
        self.started = time.monotonic()
        self.live: Any = None
        if animate:
            from rich.console import Console
            from rich.live import Live as RichLive

            self.live = RichLive("", console=Console(file=sys.stderr), refresh_per_second=4, transient=True)

    def __enter__(self) -> Live:
        if self.live is not None:
            self.live.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.live is not None:
            self.live.stop()

    def __call__(self, where: str, stats: Stats, best: Finding | None) -> None:
        if self.live is None:
            return
        elapsed = time.monotonic() - self.started
        state = (f"shrinking a divergence ({stats.shrink_examples} tries, now {len(best.steps)} actions)"
                 if best is not None else f"{stats.positions} positions, {stats.actions} actions")
        from rich.text import Text

        self.live.update(Text(f"fuzzing {where}: {state}, {elapsed:.0f}s of {self.budget:.0f}s"))


def engine_argv(engine: str | None, argv: Sequence[str]) -> tuple[list[str], str, bool]:
    """The engine's argv, the label to show, and whether an engine was given (else the reference, as a
    subprocess: fuzzing the reference against itself)."""
    if argv:
        return list(argv), shlex.join(argv), True
    if engine:
        return shlex.split(engine), engine, True
    return list(REFERENCE_COMMAND), "the reference engine (subprocess)", False


def failed_to_start(failure: EngineFailure) -> int:
    click.echo(f"error: the engine could not be started, so nothing was fuzzed.\n{failure.diagnostic()}", err=True)
    return exitcodes.ENGINE_FAILURE
