"""Command-line interface: ``referee rules import|diff``, ``referee coverage``, ``referee lint``.

The main ``referee`` group belongs to ``referee/cli.py``; it calls :func:`register` to add these commands.
Exit codes: 0 ok, 1 findings (lint errors, ``coverage --strict`` gaps), 2 usage/input errors.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from referee import resources, steps_loader
from referee.rules.coverage import compute_coverage, coverage_json, render_html, render_pretty
from referee.rules.diff import KINDS, RulesDiff, diff_indexes
from referee.rules.lint import lint_paths, load_vocabulary
from referee.rules.model import RulesIndex
from referee.rules.scenarios import Scenario, all_scenarios, scenarios_for
from referee.rules.store import (
    GAMES,
    RulesError,
    bundled_editions,
    dump_index,
    index_from_file,
    load_bundled,
    load_waivers,
    resolve,
)

DIFF_FORMAT = 1


def _features_default() -> str:
    """REFEREE_FEATURES, else the installed kit's own features/ (never a path relative to the current
    directory: these commands must give the same answers wherever they are run)."""
    return os.environ.get("REFEREE_FEATURES") or str(resources.features_dir())


def _cards_default() -> str:
    return str(resources.cards_dir())


def _scenarios(features: str) -> list[Scenario]:
    return all_scenarios(features) if Path(features).exists() else []


@click.group("rules")
def rules_group() -> None:
    """Rules indexes: import official texts, diff editions."""


@rules_group.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--game", type=click.Choice(GAMES), help="Game of the text (sniffed if omitted).")
@click.option("--edition", help="Edition id to record (sniffed from the text if omitted).")
@click.option("--all", "whole", is_flag=True, help="Index every rule, not only the sections in scope.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the index here (default: stdout).")
def import_cmd(file: str, game: str | None, edition: str | None, whole: bool, output: str | None) -> None:
    """Parse an official rules text FILE into a rules index (JSON, no official wording)."""
    try:
        index = index_from_file(file, game, edition, whole=whole, keep_text=False)
    except RulesError as exc:
        raise click.UsageError(str(exc)) from exc
    if not index.rules:  # an index of nothing would pass for an import: say what was read instead
        where = "" if whole or not index.scope else f" in scope {', '.join(index.scope)} (--all reads every rule)"
        raise click.UsageError(f"{file}: no {index.game} rule found{where}; is it an official rules text "
                               "(the plain-text .txt, with numbered rules)?")
    text = dump_index(index)
    if output:
        Path(output).write_text(text, encoding="utf-8")
        click.echo(f"{index.game} {index.edition}: {len(index.rules)} rules -> {output}", err=True)
    else:
        click.echo(text, nl=False)


def diff_json(d: RulesDiff, scenarios: list[Scenario]) -> dict[str, Any]:
    """Diff output (schema: schemas/rules/diff.json) with the scenarios tagged with each rule."""
    changes = []
    for c in d.changes:
        item = c.to_json()
        refs = []
        if c.old_id:
            refs += [dict(s.ref(), tag=f"@rule:{t.game}:{t.id}", side="old")
                     for s, t in scenarios_for(scenarios, d.game, d.old.edition, c.old_id)]
        if c.new_id:
            refs += [dict(s.ref(), tag=f"@rule:{t.game}:{t.id}", side="new")
                     for s, t in scenarios_for(scenarios, d.game, d.new.edition, c.new_id)]
        item["scenarios"] = refs
        changes.append(item)
    return {
        "format": DIFF_FORMAT,
        "game": d.game,
        "old": {"edition": d.old.edition, "source": d.old.source},
        "new": {"edition": d.new.edition, "source": d.new.source},
        "summary": d.counts(),
        "changes": changes,
    }


def render_diff(data: dict[str, Any]) -> str:
    lines = [f"{data['game']}: {data['old']['edition']} -> {data['new']['edition']}",
             "  " + ", ".join(f"{v} {k}" for k, v in data["summary"].items())]
    for kind in KINDS:
        items = [c for c in data["changes"] if c["kind"] == kind]
        if not items:
            continue
        lines.append(f"\n{kind.upper()} ({len(items)})")
        for c in items:
            if kind == "renumbered":
                extra = " (reworded)" if c["reworded"] and not c["references_only"] else ""
                head = f"  {c['old_id']} -> {c['new_id']}{extra}  {c['new_title'] or ''}"
            elif kind == "reworded":
                extra = " (rule references only)" if c["references_only"] else ""
                t = c["old_title"] if c["old_title"] == c["new_title"] else \
                    f"{c['old_title']} -> {c['new_title']}"
                head = f"  {c['new_id']}{extra}  {t}"
            else:
                head = f"  {c['old_id'] or c['new_id']}  {c['old_title'] or c['new_title'] or ''}"
            lines.append(head.rstrip())
            shown = set()
            for s in c["scenarios"]:  # a scenario holding for both editions is listed once
                if (s["file"], s["line"]) not in shown:
                    shown.add((s["file"], s["line"]))
                    lines.append(f"      ! {s['file']}:{s['line']} {s['name']} ({s['tag']})")
    return "\n".join(lines)


@rules_group.command("diff")
@click.argument("old")
@click.argument("new")
@click.option("--game", type=click.Choice(GAMES), help="Game (needed when an edition id is ambiguous).")
@click.option("--format", "fmt", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
@click.option("--features", default=_features_default, show_default="the kit's features/",
              help="Scenario directory used to list the scenarios tagged with each changed rule.")
@click.option("--all", "whole", is_flag=True,
              help="With rules-text files: compare every rule, not just the scope.")
def diff_cmd(old: str, new: str, game: str | None, fmt: str, features: str, whole: bool) -> None:
    """List rules added, removed, reworded and renumbered from OLD to NEW.

    OLD and NEW are edition ids the kit knows or paths of official rules texts.
    """
    try:
        a = resolve(old, game, whole=whole)
        b = resolve(new, game or a.game, whole=whole)
        if a.game != b.game:
            raise RulesError(f"{old} is {a.game} but {new} is {b.game}")
        if (a.texts and not b.texts) or (b.texts and not a.texts):
            a, b = _drop_texts(a), _drop_texts(b)
        d = diff_indexes(a, b)
    except RulesError as exc:
        raise click.UsageError(str(exc)) from exc
    data = diff_json(d, _scenarios(features))
    click.echo(json.dumps(data, indent=2, ensure_ascii=False) if fmt == "json" else render_diff(data))


def _drop_texts(index: RulesIndex) -> RulesIndex:
    """Compare like with like: sketches on both sides when only one side has wording."""
    return RulesIndex(index.game, index.edition, index.source, index.rules, index.scope)


@click.command("coverage")
@click.option("--game", type=click.Choice(GAMES), help="Only this game (default: all).")
@click.option("--edition", help="Only this edition (default: every edition the kit knows).")
@click.option("--format", "fmt", type=click.Choice(["pretty", "json", "html"]), default="pretty",
              show_default=True)
@click.option("--strict", is_flag=True, help="Fail if a rule in scope is neither covered nor waived.")
@click.option("--features", default=_features_default, show_default="the kit's features/")
@click.option("-v", "--verbose", is_flag=True, help="Pretty format: list covered and waived rules too.")
@click.option("--clauses", is_flag=True,
              help="Check the clause records (clauses-<game>.toml) of the seed rules instead (docs/COVERAGE.md).")
def coverage_cmd(game: str | None, edition: str | None, fmt: str, strict: bool, features: str,
                 verbose: bool, clauses: bool) -> None:
    """For every rule in scope: the scenarios testing it, waivers, and uncovered rules."""
    if clauses:
        _clauses_report(game, strict, features, verbose, fmt)
        return
    pairs = [(g, e) for g, e in bundled_editions(game) if edition is None or e == edition]
    if not pairs:
        raise click.UsageError(f"no rules index for game={game or 'any'} edition={edition or 'any'}")
    scenarios = _scenarios(features)
    try:
        reports = [compute_coverage(load_bundled(g, e), scenarios, load_waivers(g)) for g, e in pairs]
    except RulesError as exc:  # a waivers file edited by hand into bad TOML, say: its path and the line
        raise click.UsageError(str(exc)) from exc
    if fmt == "json":
        click.echo(json.dumps(coverage_json(reports), indent=2, ensure_ascii=False))
    elif fmt == "html":
        click.echo(render_html(reports))
    else:
        click.echo(render_pretty(reports, verbose))
    if strict:
        gaps = sum(len(r.uncovered) for r in reports)
        if gaps:
            click.echo(f"coverage --strict: {gaps} rule(s) in scope neither covered nor waived", err=True)
            sys.exit(1)


def _clauses_report(game: str | None, strict: bool, features: str, verbose: bool, fmt: str) -> None:
    from referee.rules import clauses as cl

    games = [g for g in cl.clause_games() if game is None or g == game]
    if not games:
        raise click.UsageError(f"no clause record for game={game or 'any'}")
    if fmt == "html":
        raise click.UsageError("--clauses reports as pretty or json")
    scenarios = _scenarios(features)
    problems = 0
    out = []
    for g in games:
        try:
            record = cl.load_record(g)
            index = load_bundled(g, record.edition)
        except RulesError as exc:
            raise click.UsageError(str(exc)) from exc
        found = cl.check_record(record, scenarios, index)
        problems += len(found)
        if fmt == "json":
            out.append(cl.record_json(record, found))
        else:
            click.echo(cl.render_pretty(record, found, verbose))
    if fmt == "json":
        click.echo(json.dumps({"format": cl.CLAUSES_FORMAT, "games": out}, indent=2, ensure_ascii=False))
    if strict and problems:
        click.echo(f"coverage --clauses --strict: {problems} problem(s) in the clause records", err=True)
        sys.exit(1)


@click.command("lint")
@click.option("--features", default=_features_default, show_default="the kit's features/")
@click.option("--cards", "cards_dir", default=_cards_default, show_default="the kit's cards/",
              help="Probe card catalogues.")
@click.option("--steps", "steps_module", default=None, show_default="the kit's step library",
              help="Module providing the step vocabulary.")
@click.option("--no-steps", is_flag=True, help="Skip step matching.")
@click.option("--format", "fmt", type=click.Choice(["pretty", "json"]), default="pretty", show_default=True)
def lint_cmd(features: str, cards_dir: str, steps_module: str | None, no_steps: bool, fmt: str) -> None:
    """Check tags, steps, scenario names and probe cards of every feature file."""
    if not Path(features).exists():
        raise click.UsageError(f"{features}: no such directory")
    vocab = None
    if not no_steps:
        try:
            # The kit's own library is loaded from wherever the kit's data lives, under its private name.
            vocab = load_vocabulary(steps_module or steps_loader.PACKAGE, loader=None if steps_module
                                    else steps_loader.load)
        except Exception as exc:  # the step library is someone else's code: report, don't crash
            where = steps_module or str(resources.steps_dir())
            raise click.UsageError(f"cannot load step vocabulary from {where!r}: {exc}") from exc

    def lookup(game: str, edition: str) -> RulesIndex | None:
        try:
            return load_bundled(game, edition)
        except RulesError:
            return None

    findings = lint_paths(features, vocabulary=vocab, indexes=lookup,
                          editions=lambda g: [e for _, e in bundled_editions(g)], cards_dir=Path(cards_dir))
    errors = [f for f in findings if f.level == "error"]
    if fmt == "json":
        click.echo(json.dumps([f.to_json() for f in findings], indent=2))
    else:
        for f in findings:
            click.echo(str(f))
        click.echo(f"{len(errors)} error(s), {len(findings) - len(errors)} warning(s)", err=True)
    if errors:
        sys.exit(1)


def register(group: click.Group) -> None:
    """Add ``rules`` (import, diff), ``coverage`` and ``lint`` to the main ``referee`` group."""
    group.add_command(rules_group)
    group.add_command(coverage_cmd)
    group.add_command(lint_cmd)
