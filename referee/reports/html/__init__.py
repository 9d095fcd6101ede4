"""The HTML report (report.html): one self-contained file an engine author reads from the top.

What failed comes first and is open without a click: failures grouped by the rule broken (the rule's short
title from the rules index), each with the rule broken first, the Gherkin steps with the failing one marked,
expected against what the engine reported side by side, and the transcript as a timeline of requests,
events and state changes (the raw JSON one click further). Then errors, unexpected passes, expected failures,
skips grouped by what the engine lacks, the passes folded away, and a table of every rule with its counts
and links to its scenarios.

The page is static HTML (``<details>`` for folding) and reads the same without JavaScript; the inline script
only adds the filter bar (outcome, game, rule, tier, text). No network: CSS and script are inline.
"""

from __future__ import annotations

from html import escape
from typing import Any

from referee.reports.document import engine_name, percent, tier_share_lines
from referee.reports.html import scenario as scenario_html
from referee.reports.html.assets import CSS, SCRIPT
from referee.reports.html.tables import rule_key, rules_table, scenario_key, skip_groups
from referee.reports.html.titles import Titles

__all__ = ["render"]

SECTION_NAMES = {"fail": "Failures", "error": "Errors", "xpass": "Unexpected passes",
                 "scenario_error": "Scenario errors", "xfail": "Expected failures", "skip": "Skipped", "pass": "Passed"}
STATUSES = ("fail", "error", "xpass", "scenario_error", "xfail", "skip", "pass")


def _tile(label: str, value: str, ident: str, css: str = "") -> str:
    return f'<div class="tile {css}"><b id="{ident}">{escape(value)}</b><span>{escape(label)}</span></div>'


def _primary_rule(s: dict[str, Any]) -> str:
    """The rule a failure is filed under: the one broken first when the steps know it, else its first rule."""
    deviation = s.get("deviation")
    if isinstance(deviation, dict) and deviation.get("rule"):
        return str(deviation["rule"])
    return str(s["rules"][0]) if s["rules"] else ""


def _by_rule(scenarios: list[dict[str, Any]], titles: Titles, css: str) -> str:
    """Scenarios in groups by their primary rule, rules in rules order."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for s in scenarios:
        groups.setdefault(_primary_rule(s), []).append(s)
    ordered = sorted(groups, key=rule_key)
    out = []
    if len(ordered) > 1:  # where to jump: every rule with its count, before the cards
        out.append(f'<p class="jump">{len(scenarios)} scenarios under {len(ordered)} rules: ' + " ".join(
            f'<a class="rule" href="#g-{css}-{escape(rule)}" title="{escape(titles.title(rule))}">'
            f'{escape(rule or "no rule")} ({len(groups[rule])})</a>' for rule in ordered) + "</p>")
    for rule in ordered:
        members = sorted(groups[rule], key=scenario_key)
        title = titles.title(rule) if rule else ""
        head = (f'<a class="rule" href="#r-{escape(rule)}">{escape(rule)}</a> <span class="rtitle">{escape(title)}'
                f"</span>" if rule else "No rule tagged")
        count = f'<span class="muted">\u00b7 {len(members)} scenario{"s" if len(members) != 1 else ""}</span>'
        cards = "".join(scenario_html.card(s, titles, group_rule=rule) for s in members)
        out.append(f'<div class="rulegroup group {css}" id="g-{css}-{escape(rule)}" data-rule="{escape(rule)}">'
                   f"<h3>{head} {count}</h3>"
                   f"{cards}</div>")
    return "".join(out)


def _section(status: str, body: str, count: int, *, color: str = "") -> str:
    style = f' style="background:var(--{color})"' if color else ""
    return (f'<section id="{status}" class="group outcome"><h2>{SECTION_NAMES[status]} '
            f'<span class="count"{style}>{count}</span></h2>{body}</section>')


def _filters(document: dict[str, Any], counts: dict[str, int]) -> str:
    """The filter bar: hidden in the static page, shown by the script (filtering needs it)."""
    boxes = "".join(f'<label><input type="checkbox" name="status" value="{status}" checked> '
                    f'{SECTION_NAMES[status].lower()} ({counts[status]})</label>'
                    for status in STATUSES if counts[status])
    games = sorted({s["game"] for s in document["scenarios"] if s["game"]})
    game_select = ('<label>game <select name="game"><option value="">all</option>'
                   + "".join(f'<option value="{escape(g)}">{escape(g)}</option>' for g in games)
                   + "</select></label>") if len(games) > 1 else ""
    tiers = [t for t in ("core", "standard", "advanced") if any(s.get("tier") == t for s in document["scenarios"])]
    tier_select = ('<label>tier <select name="tier"><option value="">all</option>'
                   + "".join(f'<option value="{t}">{t}</option>' for t in tiers) + "</select></label>")
    return (f'<form id="filters" hidden role="search">{boxes}{game_select}{tier_select}'
            '<label>rule <input name="rule" placeholder="703.4 or mtg:703" autocomplete="off"></label>'
            '<label><input type="search" name="q" placeholder="search ids, names, messages, steps" '
            'autocomplete="off"></label><button type="reset">clear</button><span class="shown" id="shown"></span>'
            "</form>")


def _verdict(document: dict[str, Any]) -> str:
    t = document["totals"]
    bad = t["failed"] + t["errored"] - t["expected_failures"] + t["unexpected_passes"]
    wrong = t.get("scenario_error", 0)
    if bad > 0:
        words = ", ".join(part for part in (
            f"{t['failed']} failed" if t["failed"] else "", f"{t['errored']} errored" if t["errored"] else "",
            f"{t['unexpected_passes']} unexpected pass(es)" if t["unexpected_passes"] else "") if part)
        line = f"Not conforming: {words}. The failures are listed first, each open."
    elif wrong:
        line = (f"Nothing the engine did failed, but {wrong} scenario(s) could not judge it: their text is wrong "
                "(Scenario errors, below). Fix the feature files and run again.")
    elif t["skipped"]:
        line = f"Nothing failed; {t['skipped']} scenario(s) skipped for what the engine lacks."
    else:
        line = "Every scenario run passed."
    tiles = "".join([
        _tile("passed", str(t["passed"]), "total-passed", "t-pass"),
        _tile("failed", str(t["failed"]), "total-failed", "t-fail"),
        _tile("errored", str(t["errored"]), "total-errored", "t-error"),
        _tile("skipped", str(t["skipped"]), "total-skipped", "t-skip"),
        _tile("scenario errors", str(wrong), "total-scenario-error", "t-scenario" + ("" if wrong else '" hidden="')),
        _tile("scenarios", str(t["total"]), "total-total"),
        _tile("expected failures", str(t["expected_failures"]), "total-xfail",
              "t-xfail" + ("" if t["expected_failures"] else '" hidden="')),
        _tile("unexpected passes", str(t["unexpected_passes"]), "total-xpass",
              "t-xpass" + ("" if t["unexpected_passes"] else '" hidden="')),
        *(_tile(f"{game} {stats['edition']}", percent(stats["compliance"]), f"game-{game}")
          for game, stats in document["games"].items()),
    ])
    mood = "bad" if bad > 0 else "warn" if wrong else "ok"
    return (f'<div class="verdict {mood}"><div><div class="big" id="compliance">'
            f'{escape(percent(document["compliance"]))}</div><div class="muted">compliance</div></div>'
            f'<div><div class="line">{escape(line)}</div><div class="cards">{tiles}</div></div></div>')


def render(document: dict[str, Any]) -> str:
    titles = Titles(document.get("editions", {}))
    by_status: dict[str, list[dict[str, Any]]] = {status: [] for status in STATUSES}
    for s in document["scenarios"]:
        by_status.setdefault(s["status"], []).append(s)
    counts = {status: len(items) for status, items in by_status.items()}

    parts = []
    if by_status["fail"]:
        parts.append(_section("fail", '<p class="muted">Grouped by the rule broken first (else the scenario\'s '
                              "first rule); the other rules a scenario checks are linked in its title.</p>"
                              + _by_rule(by_status["fail"], titles, "g-fail"), counts["fail"], color="fail"))
    if by_status["error"]:
        parts.append(_section("error", '<p class="muted">The engine crashed, hung or broke the protocol: not a '
                              "rules verdict.</p>" + _by_rule(by_status["error"], titles, "g-error"),
                              counts["error"], color="error"))
    if by_status["xpass"]:
        parts.append(_section("xpass", "".join(scenario_html.card(s, titles) for s in by_status["xpass"]),
                              counts["xpass"], color="xpass"))
    if by_status["scenario_error"]:
        cards = "".join(scenario_html.card(s, titles) for s in sorted(by_status["scenario_error"], key=scenario_key))
        parts.append(_section("scenario_error", '<p class="muted">The scenario\'s text is wrong (the file:line and '
                              "the problem open each card): not the engine's fault, so these count neither for nor "
                              "against it, and compliance leaves them out. <code>referee lint --features DIR</code> "
                              "finds them before any engine runs.</p>" + cards, counts["scenario_error"],
                              color="scenario_error"))
    if by_status["xfail"]:
        cards = "".join(scenario_html.card(s, titles, opened=False)
                        for s in sorted(by_status["xfail"], key=scenario_key))
        parts.append(_section("xfail", cards, counts["xfail"], color="xfail"))
    if by_status["skip"]:
        parts.append(_section("skip", '<p class="muted">Grouped by what the engine lacks, most scenarios first: '
                              "what to implement next. Skipped scenarios count against compliance.</p>"
                              + skip_groups(document, titles), counts["skip"], color="skip"))
    if by_status["pass"]:
        rows = "".join(scenario_html.row(s, titles) for s in sorted(by_status["pass"], key=scenario_key))
        noted = sum(bool(s.get("notes")) for s in by_status["pass"])
        parts.append(_section("pass", f'<details class="fold group"><summary>{counts["pass"]} scenarios passed'
                              + (f' <span class="muted">({noted} with notes: differences the rules allow)</span>'
                                 if noted else "") + f'</summary><ul class="rows">{rows}</ul></details>',
                              counts["pass"], color="pass"))
    if not document["scenarios"]:
        parts.append('<p class="empty">No scenario ran.</p>')

    toc = " ".join(f'<a href="#{status}">{SECTION_NAMES[status]} ({counts[status]})</a>'
                   for status in STATUSES if counts[status]) + ' <a href="#by-rule">By rule</a>'
    stopped = (f'<p class="stopped">Run stopped early: {escape(document["stopped"])}. Scenarios that did not run '
               f"are not counted.</p>" if document.get("stopped") else "")
    shares = tier_share_lines(document)
    asked = f" This run: tier {document['tier']} and lower." if document.get("tier") else ""
    tier_line = f'<p class="tiers">Probe-card tiers: {escape("; ".join(shares) + "." + asked)}</p>' if shares else ""
    editions = ", ".join(f"{g} {e}" for g, e in document["editions"].items()) or "none"
    title = f"Referee certification: {engine_name(document)}"
    shard = document.get("shard")
    shard_note = f" &middot; shard {shard['index']}/{shard['count']}" if isinstance(shard, dict) else ""
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{escape(title)}</title><style>{CSS}</style></head>
<body>
<header><h1>{escape(title)}</h1>
<div class="meta">Referee {escape(document["kit"]["version"])} &middot; suite {document["suite"]["sha256"][:12]}
&middot; rules editions: {escape(editions)}{shard_note}
&middot; engine command: {escape(document["engine_command"])}</div>
</header>
<main>
{_verdict(document)}{stopped}
{tier_line}
<nav class="toc">{toc}</nav>
{_filters(document, counts)}
<noscript><p class="muted">Filtering needs JavaScript; everything is shown below.</p></noscript>
{"".join(parts)}
<section id="by-rule"><h2>By rule</h2><p class="muted">Every rule the run checked, by rules section, with its
scenarios (failing first). Titles are the kit's short names for the rules, not the official wording.</p>
{rules_table(document, titles)}</section>
</main>
<script>{SCRIPT}</script>
</body></html>
"""
