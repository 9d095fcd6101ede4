"""A Markdown summary, sized for a CI job summary ($GITHUB_STEP_SUMMARY)."""

from __future__ import annotations

import html
import re
from typing import Any

from referee.reports.document import (
    cause_label,
    deviation_label,
    engine_name,
    percent,
    problems,
    scenario_errors,
    tier_share_lines,
    with_notes,
)
from referee.reports.failure import detail_lines, failing_step

ICONS = {"error": "ERROR", "fail": "FAIL", "xpass": "UNEXPECTED PASS", "xfail": "expected failure"}
MAX_ROWS = 50
MAX_DETAILS = 20  # failures told in full: a CI job summary is capped (1 MiB on GitHub) and read by a person


def _id_order(ident: str) -> tuple[str, int, str]:
    """Scenario ids in suite order: ``MTG01-turn-order/2`` before ``MTG01-turn-order/10``."""
    feature, _, number = ident.rpartition("/")
    return feature, int(number) if number.isdigit() else 0, ident


def _numeric_order(scenario: dict[str, Any]) -> tuple[str, int, str]:
    return _id_order(scenario["id"])


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(document: dict[str, Any]) -> str:
    t = document["totals"]
    lines = [f"## Referee certification: {_cell(engine_name(document))}", ""]
    editions = ", ".join(f"{g} {e}" for g, e in document["editions"].items()) or "none"
    wrong = t.get("scenario_error", 0)
    lines.append(f"**Compliance {percent(document['compliance'])}**: {t['passed']} passed, {t['failed']} failed, "
                 f"{t['errored']} errored, {t['skipped']} skipped"
                 + (f", {wrong} scenario error(s) (not the engine's, left out of compliance)" if wrong else "")
                 + f" of {t['total']} scenarios "
                 f"({t['expected_failures']} expected failures, {t['unexpected_passes']} unexpected passes). "
                 f"Rules editions: {editions}. Referee {document['kit']['version']}, suite "
                 f"`{document['suite']['sha256'][:12]}`.")
    if document["stopped"]:
        lines += ["", f"> Run stopped early: {document['stopped']}"]
    shares = tier_share_lines(document)
    if shares or document.get("tier"):
        asked = f" This run: tier **{document['tier']}** and lower." if document.get("tier") else ""
        lines += ["", "Probe-card tiers: " + "; ".join(shares) + "." + asked]
    lines += ["", "| Game | Edition | Passed | Total | Compliance |", "|---|---|---:|---:|---:|"]
    for game, stats in document["games"].items():
        lines.append(f"| {game} | {stats['edition']} | {stats['passed']} | {stats['total']} | "
                     f"{percent(stats['compliance'])} |")
    lines += ["", "| Rules section | Passed | Failed | Errored | Skipped | Compliance |",
              "|---|---:|---:|---:|---:|---:|"]
    for key, s in document["sections"].items():
        title = f"{key} {s['title']}".strip()
        lines.append(f"| {_cell(title)} | {s['passed']} | {s['failed']} | {s['errored']} | {s['skipped']} | "
                     f"{percent(s['compliance'])} |")
    # problems() puts errors before failures; within each status, ids in numeric order.
    status_rank = {"error": 0, "fail": 1, "xpass": 2, "xfail": 3}
    shown = sorted(problems(document), key=lambda s: (status_rank.get(s["status"], 9), _numeric_order(s)))
    if shown:
        lines += ["", "| Status | Scenario | Rules | Message |", "|---|---|---|---|"]
        for scenario in shown[:MAX_ROWS]:
            first = scenario["message"].strip().splitlines()[0][:160] if scenario["message"].strip() else ""
            if scenario.get("deviation"):  # the cause first: later checks failed only because of it
                first = f"**{deviation_label(scenario['deviation'])}**: {first}"
            lines.append(f"| {ICONS[scenario['status']]} | `{scenario['id']}` {_cell(scenario['name'])} | "
                         f"{', '.join(scenario['rules'])} | {_cell(first)} |")
        if len(shown) > MAX_ROWS:
            lines.append(f"\n…and {len(shown) - MAX_ROWS} more (see report.json / report.html).")
        lines += _details(shown)
    lines += _scenario_errors(document)
    if document.get("skips"):
        lines += ["", f"### Skipped: {document['totals']['skipped']} scenarios, by what the engine lacks", "",
                  "| Engine lacks | Scenarios | Lacking only this | Ids |", "|---|---:|---:|---|"]
        for group in document["skips"][:MAX_ROWS]:
            ids = ", ".join(f"`{i}`" for i in sorted(group["scenarios"], key=_id_order)[:10])
            more = f" +{len(group['scenarios']) - 10} more" if len(group["scenarios"]) > 10 else ""
            lines.append(f"| {_cell(cause_label(group))} | {group['count']} | {group['alone']} | {ids}{more} |")
    noted = with_notes(document)
    if noted:
        lines += ["", "### With notes (differences the rules allow)", "", "| Scenario | Outcome | Notes |",
                  "|---|---|---|"]
        for scenario in sorted(noted, key=_numeric_order)[:MAX_ROWS]:
            lines.append(f"| `{scenario['id']}` | {scenario['outcome']}, with notes | "
                         f"{_cell('; '.join(scenario['notes']))} |")
    return "\n".join(lines) + "\n"


def _scenario_errors(document: dict[str, Any]) -> list[str]:
    """The scenarios whose text is wrong, apart from the engine's results: where and what, to fix the features."""
    wrong = scenario_errors(document)
    if not wrong:
        return []
    lines = ["", f"### Scenario errors: {len(wrong)} scenarios whose text is wrong (not the engine's fault)", "",
             "Fix the feature files (`referee lint --features DIR` finds these before any engine runs); they count "
             "neither for nor against the engine.", "", "| Scenario | Problem |", "|---|---|"]
    for scenario in sorted(wrong, key=_numeric_order)[:MAX_ROWS]:
        first = scenario["message"].strip().splitlines()[0] if scenario["message"].strip() else ""
        lines.append(f"| `{scenario['id']}` {_cell(scenario['name'])} | {_cell(first)} |")
    if len(wrong) > MAX_ROWS:
        lines.append(f"\n…and {len(wrong) - MAX_ROWS} more (see report.json / report.html).")
    return lines


def _details(shown: list[dict[str, Any]]) -> list[str]:
    """Each failure in full under the table, folded (``<details>``), in the table's order: the message laid
    out (expected against actual, the events, the engine's stderr tail), after the rule broken first."""
    # Expected failures are known (their table row says so): told in full are the ones needing a look.
    told = [s for s in shown if s["status"] in ("error", "fail") and (s["message"] or "").strip()]
    if not told:
        return []
    lines = ["", "### Failures in detail", ""]
    for scenario in told[:MAX_DETAILS]:
        body = detail_lines(scenario["message"])
        step = failing_step(scenario)
        if step:
            body = [step, *body]
        if scenario.get("deviation"):
            body = [deviation_label(scenario["deviation"]), *body]
        fence = "`" * max(3, 1 + max((len(run) for run in re.findall(r"`+", "\n".join(body))), default=0))
        lines += [f"<details><summary>{ICONS[scenario['status']]} <code>{html.escape(scenario['id'])}</code> "
                  f"{html.escape(scenario['name'])}</summary>", "", f"Rules: {', '.join(scenario['rules'])}", "",
                  f"{fence}text", *body, fence, "", "</details>", ""]
    if len(told) > MAX_DETAILS:
        lines.append(f"…and {len(told) - MAX_DETAILS} more in report.json / report.html.")
    return lines
