"""The report's tables: compliance by rule (grouped by rules section, each rule linked to its scenarios) and
the skipped scenarios by what the engine lacks."""

from __future__ import annotations

from html import escape
from typing import Any

from referee.reports.document import cause_label, percent
from referee.reports.html.scenario import anchor, row, short_name
from referee.reports.html.titles import Titles
from referee.rules.model import sort_key

STATUS_ORDER = {"error": 0, "fail": 1, "xpass": 2, "scenario_error": 3, "xfail": 4, "skip": 5, "pass": 6}


def rule_key(rule: str) -> tuple[str, tuple[tuple[int, int | str], ...]]:
    game, _, ident = rule.partition(":")
    try:
        return game, sort_key(ident, game)
    except (ValueError, KeyError):
        return game, ((1, ident),)


def scenario_key(s: dict[str, Any]) -> tuple[str, int, str]:
    """``MTG01-turn-order/2`` before ``/10``."""
    stem, _, number = str(s["id"]).rpartition("/")
    return (stem, int(number), "") if number.isdigit() else (stem or number, 0, number)


def _num(value: int, css: str = "") -> str:
    return f'<td class="num {css if value else "zero"}">{value}</td>'


def _links(scenarios: list[dict[str, Any]]) -> str:
    ordered = sorted(scenarios, key=lambda s: (STATUS_ORDER.get(s["status"], 9), scenario_key(s)))
    return " ".join(f'<a class="l-{escape(s["status"])}" href="#{escape(anchor(s["id"]))}" '
                   f'title="{escape(s["status"])}: {escape(short_name(s["name"]))}">{escape(s["id"])}</a>'
                   for s in ordered)


def rules_table(document: dict[str, Any], titles: Titles) -> str:
    """One row per rules section (its compliance) and under it one row per rule: title, counts, scenarios."""
    by_rule: dict[str, list[dict[str, Any]]] = {}
    for s in document["scenarios"]:
        for rule in s["rules"]:
            by_rule.setdefault(rule, []).append(s)
    rows = []
    for key, section in document["sections"].items():
        pct = percent(section["compliance"])
        width = round(section["compliance"] * 100, 1)
        failing = section["failed"] + section["errored"]
        rows.append(
            f'<tr class="section{" has-fail" if failing else ""}" data-section="{escape(key)}">'
            f'<td><b>{escape(key)}</b></td><td>{escape(section.get("title", ""))}</td>'
            f'<td class="num passed">{section["passed"]}</td>{_num(section["failed"], "bad")}'
            f'{_num(section["errored"], "bad")}{_num(section["skipped"], "skipn")}'
            f'<td class="num total">{section["total"]}</td>'
            f'<td><span class="bar"><i style="width:{width}%"></i></span><span class="pct">{pct}</span></td></tr>')
        for rule in sorted(section.get("rules", []), key=rule_key):
            counts = document["rules"].get(rule)
            if counts is None:
                continue
            scenarios = by_rule.get(rule, [])
            outcomes = " ".join(sorted({s["status"] for s in scenarios}))
            bad = counts["failed"] + counts["errored"]
            rows.append(
                f'<tr class="rule{" has-fail" if bad else ""}" id="r-{escape(rule)}" data-rule="{escape(rule)}" '
                f'data-section="{escape(key)}" data-game="{escape(section["game"])}" data-outcomes="{outcomes}">'
                f'<td class="sid">{escape(rule)}</td>'
                f'<td title="{escape(titles.summary(rule))}">{escape(titles.title(rule))}</td>'
                f'{_num(counts["passed"])}{_num(counts["failed"], "bad")}{_num(counts["errored"], "bad")}'
                f'{_num(counts["skipped"], "skipn")}{_num(counts["total"])}'
                f'<td class="links">{_links(scenarios)}</td></tr>')
    if not rows:
        return '<p class="empty">No rule was checked.</p>'
    return ('<div class="scroll"><table class="rules" id="sections"><thead><tr><th>Rule</th><th>Title</th>'
            '<th>Passed</th><th>Failed</th>'
            '<th>Errored</th><th>Skipped</th><th>Total</th><th>Scenarios</th></tr></thead>'
            f'<tbody id="sections-body">{"".join(rows)}</tbody></table></div>')


def skip_groups(document: dict[str, Any], titles: Titles) -> str:
    """Skipped scenarios by what the engine lacks, most scenarios first (report.json's ``skips``): what to
    implement next. A scenario lacking two things is listed under both; its anchor is on the first."""
    by_id = {s["id"]: s for s in document["scenarios"]}
    anchored: set[str] = set()
    out = []
    for group in document.get("skips", []):
        items = []
        for ident in group["scenarios"]:
            s = by_id.get(ident)
            if s is None:
                continue
            items.append(row(s, titles, with_anchor=ident not in anchored))
            anchored.add(ident)
        alone = f", {group['alone']} lacking only this" if group["alone"] != group["count"] else ""
        out.append(f'<details class="fold group skipgroup"><summary><span class="n">{group["count"]}</span> '
                   f'scenario{"s" if group["count"] != 1 else ""}: the engine lacks '
                   f'<b>{escape(cause_label(group))}</b><span class="muted">{escape(alone)}</span></summary>'
                   f'<ul class="rows">{"".join(items)}</ul></details>')
    return f'<div id="skips">{"".join(out)}</div>'
