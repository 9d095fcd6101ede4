"""A Markdown summary, sized for a CI job summary ($GITHUB_STEP_SUMMARY)."""

from __future__ import annotations

from typing import Any

from referee.reports.document import engine_name, percent, problems

ICONS = {"error": "ERROR", "fail": "FAIL", "xpass": "UNEXPECTED PASS", "xfail": "expected failure"}
MAX_ROWS = 50


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(document: dict[str, Any]) -> str:
    t = document["totals"]
    lines = [f"## Referee certification: {_cell(engine_name(document))}", ""]
    editions = ", ".join(f"{g} {e}" for g, e in document["editions"].items()) or "none"
    lines.append(f"**Compliance {percent(document['compliance'])}**: {t['passed']} passed, {t['failed']} failed, "
                 f"{t['errored']} errored, {t['skipped']} skipped of {t['total']} scenarios "
                 f"({t['expected_failures']} expected failures, {t['unexpected_passes']} unexpected passes). "
                 f"Rules editions: {editions}. Referee {document['kit']['version']}, suite "
                 f"`{document['suite']['sha256'][:12]}`.")
    if document["stopped"]:
        lines += ["", f"> Run stopped early: {document['stopped']}"]
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
    shown = problems(document)
    if shown:
        lines += ["", "| Status | Scenario | Rules | Message |", "|---|---|---|---|"]
        for scenario in shown[:MAX_ROWS]:
            first = scenario["message"].strip().splitlines()[0][:160] if scenario["message"].strip() else ""
            lines.append(f"| {ICONS[scenario['status']]} | `{scenario['id']}` {_cell(scenario['name'])} | "
                         f"{', '.join(scenario['rules'])} | {_cell(first)} |")
        if len(shown) > MAX_ROWS:
            lines.append(f"\n…and {len(shown) - MAX_ROWS} more (see report.json / report.html).")
    return "\n".join(lines) + "\n"
