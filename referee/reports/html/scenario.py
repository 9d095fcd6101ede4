"""One scenario in the HTML report: a full card for a failure (what broke, the Gherkin steps with the one that
failed marked, expected against what the engine reported, the transcript as a timeline), a one-line row for a
pass or a skip. Static HTML: ``<details>`` opens and closes without the page's script."""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any

from referee.reports.document import cause_label
from referee.reports.html import expected, timeline
from referee.reports.html.titles import Titles

LABELS = {"pass": "pass", "fail": "FAIL", "error": "ERROR", "skip": "skip", "xfail": "expected failure",
          "xpass": "UNEXPECTED PASS", "scenario_error": "SCENARIO ERROR"}
STEP_MARKS = {"passed": "\u2713", "failed": "\u2717", "skipped": "\u2013", "not_run": "\u00b7"}


def badge(status: str) -> str:
    return f'<span class="badge b-{status}">{escape(LABELS.get(status, status))}</span>'


def short_name(name: str) -> str:
    """The scenario's title without the ``[7]`` its id already carries."""
    return re.sub(r"^\[\d+\]\s*", "", name)


def anchor(ident: str) -> str:
    return "s-" + ident


def data_attributes(s: dict[str, Any]) -> str:
    rules = " ".join(s["rules"])
    return (f'data-id="{escape(s["id"])}" data-status="{escape(s["status"])}" data-game="{escape(s["game"])}" '
            f'data-tier="{escape(s.get("tier", ""))}" data-rules="{escape(rules)}"')


def rule_chips(rules: list[str], titles: Titles, skip: str = "") -> str:
    return "".join(f'<a class="rule" href="#r-{escape(rule)}" title="{escape(titles.title(rule))}">{escape(rule)}</a>'
                   for rule in rules if rule != skip)


def headline(message: str) -> str:
    """What went wrong in one sentence: the message's first line, without pytest's class prefix; the step
    library's list forms ("expected exactly:", "... should be:") said as sentences of their own."""
    text = re.sub(r"^(AssertionError|[\w.]*Deviation): ", "", message.strip())
    first = text.splitlines()[0] if text else ""
    if first == "expected exactly:":
        return "The events of the last action are not exactly the ones the rules require."
    should = re.fullmatch(r"(.+?) should be:", first)
    if should:
        return f"{should[1][:1].upper()}{should[1][1:]} is not what the rules require."
    absent = re.fullmatch(r"expected no (.+?), got:", first)
    if absent:
        return f"Expected no {absent[1]}, but the engine reported one."
    return re.sub(r"\{[^{}]*\}", _event_words, first)


def _event_words(match: re.Match[str]) -> str:
    """An event quoted as JSON in a message, in the timeline's words."""
    try:
        event = json.loads(match[0])
    except ValueError:
        return match[0]
    return f"\u201c{timeline.event_line(event)}\u201d" if isinstance(event, dict) and "type" in event else match[0]


def _deviation(s: dict[str, Any], titles: Titles) -> str:
    deviation = s.get("deviation")
    if not isinstance(deviation, dict):
        return ""
    rule = deviation.get("rule", "")
    head = (f'Rule broken first: <a class="rule" href="#r-{escape(rule)}">{escape(rule)}</a> '
            f'<span class="rtitle">{escape(titles.title(rule))}</span>' if rule else "Left the rules' path")
    where = f' at step <q>{escape(deviation["step"])}</q>' if deviation.get("step") else ""
    what = (f'<div class="versus-line"><span class="k">expected</span> {escape(deviation.get("expected", ""))} '
            f'<span class="k">engine reported</span> {escape(deviation.get("actual", ""))}</div>')
    return f'<div class="deviation"><div class="dhead">{head}{where}</div>{what}</div>'


def _table(rows: list[list[str]]) -> str:
    if not rows:
        return ""
    head = "".join(f"<th>{escape(cell)}</th>" for cell in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows[1:])
    return f'<table class="gherkin"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _step(step: dict[str, Any], deviation_step: str, stopped: str = "failed here") -> str:
    outcome = str(step.get("outcome", "not_run"))
    said = f'{step.get("keyword", "")} {step.get("text", "")}'.strip()
    marks = []
    if outcome == "failed":
        marks.append(f'<span class="here">\u25c0 {stopped}</span>')
    elif outcome == "skipped":
        marks.append('<span class="here skip">\u25c0 skipped here</span>')
    if deviation_step and deviation_step.strip() in (said, str(step.get("text", "")).strip()):
        marks.append('<span class="here dev">\u25c0 the engine left the rules\' path here</span>')
    extra = _table(step.get("table") or [])
    if step.get("docstring"):
        extra += f'<pre class="docstring">{escape(str(step["docstring"]))}</pre>'
    return (f'<li class="step st-{outcome}" data-outcome="{outcome}"><span class="mark" title="{outcome}">'
            f'{STEP_MARKS.get(outcome, "")}</span><span class="kw">{escape(str(step.get("keyword", "")))}</span> '
            f'{escape(str(step.get("text", "")))}<span class="line">:{step.get("line", "")}</span>{"".join(marks)}'
            f"{extra}</li>")


def steps_block(s: dict[str, Any]) -> str:
    steps = s.get("steps") or []
    if not steps:
        return ""
    deviation = s.get("deviation") or {}
    deviation_step = str(deviation.get("step", "")) if isinstance(deviation, dict) else ""
    background = [st for st in steps if st.get("background")]
    own = [st for st in steps if not st.get("background")]
    # A scenario error stops at a step whose text is wrong: nothing failed there on the engine's side.
    here = "the scenario's text is wrong here" if s.get("outcome") == "scenario_error" else "failed here"
    out = ['<div class="steps"><h4>Steps <span class="muted">' + escape(s.get("feature", "")) + "</span></h4>"]
    if background:
        stopped = any(st.get("outcome") in ("failed", "skipped") for st in background)
        out.append(f'<details class="background"{" open" if stopped else ""}><summary>Background: '
                   f"{len(background)} step{'s' if len(background) != 1 else ''}</summary><ol>"
                   + "".join(_step(st, deviation_step, here) for st in background) + "</ol></details>")
    out.append("<ol>" + "".join(_step(st, deviation_step, here) for st in own) + "</ol></div>")
    return "".join(out)


def _transcript(s: dict[str, Any]) -> str:
    lines = s.get("transcript") or []
    if not lines:
        return ""
    requests = sum(line.startswith("> ") for line in lines)
    raw = "\n".join(lines)
    return (f'<details class="transcript"><summary>What the engine did: {requests} request'
            f'{"s" if requests != 1 else ""} (timeline)</summary>{timeline.render(lines)}'
            f'<details class="raw"><summary>Raw protocol JSON ({len(lines)} lines)</summary>'
            f'<pre class="rawjson">{escape(raw)}</pre></details></details>')


def _context(s: dict[str, Any]) -> str:
    """Skip causes, expectation, notes: why a scenario is where it is."""
    out = []
    causes = s.get("skip_causes") or ([s["skip_cause"]] if s.get("skip_cause") else [])
    for cause in causes:
        out.append(f'<p class="cause">The engine lacks {escape(cause_label(cause))}'
                   + (f": {escape(cause['detail'])}" if cause.get("detail") and cause.get("kind") != "other" else "")
                   + "</p>")
    wanted = s.get("expected")
    if isinstance(wanted, dict):
        out.append(f'<p class="xnote">Expected to fail ({escape(str(wanted.get("reason", "")))})'
                   + (f": {escape(str(wanted['note']))}" if wanted.get("note") else "")
                   + (f' <a href="{escape(str(wanted["link"]))}">{escape(str(wanted["link"]))}</a>'
                      if wanted.get("link") else "") + "</p>")
    if s.get("notes"):
        out.append('<ul class="notes">' + "".join(f"<li>{escape(n)}</li>" for n in s["notes"]) + "</ul>")
    return "".join(out)


def card(s: dict[str, Any], titles: Titles, *, group_rule: str = "", opened: bool = True) -> str:
    """A failing, erroring or unexpectedly passing scenario in full."""
    message = str(s.get("message", ""))
    compared = expected.render(message)
    first = headline(message)
    full = escape(re.sub(r"^AssertionError: ", "", message.strip()))
    body = [_deviation(s, titles), _context(s)]
    if first and not isinstance(s.get("deviation"), dict):  # the deviation box says it, naming the rule
        body.append(f'<p class="headline">{escape(first)}</p>')
    if compared:
        body.append('<div class="grid">' + steps_block(s)
                    + f'<div class="compare"><h4>Expected and engine reported</h4>{compared}</div></div>')
    else:
        body.append(steps_block(s))
    if message.strip():
        if compared or "\n" not in message.strip():
            body.append(f'<details class="message"><summary>Full message</summary><pre>{full}</pre></details>')
        else:
            body.append(f'<pre class="message">{full}</pre>')
    body.append(_transcript(s))
    also = rule_chips(s["rules"], titles, skip=group_rule)
    return (f'<details class="scenario card st-{escape(s["status"])}" id="{escape(anchor(s["id"]))}" '
            f'{data_attributes(s)}{" open" if opened else ""}><summary>{badge(s["status"])}'
            f'<span class="sid">{escape(s["id"])}</span> <span class="sname">{escape(short_name(s["name"]))}</span>'
            f'<span class="chips">{"<span class=tier>" + escape(s["tier"]) + "</span>" if s.get("tier") else ""}'
            f'{also}</span></summary><div class="body">{"".join(body)}</div></details>')


def row(s: dict[str, Any], titles: Titles, *, with_anchor: bool = True, detail: str = "") -> str:
    """A scenario on one line (a pass, a skip), its notes or its stopping step under it."""
    ident = f' id="{escape(anchor(s["id"]))}"' if with_anchor else ""
    extra = "".join(f'<div class="note">{escape(n)}</div>' for n in s.get("notes") or [])
    if detail:
        extra += f'<div class="note">{escape(detail)}</div>'
    return (f'<li class="scenario row st-{escape(s["status"])}"{ident} {data_attributes(s)}>{badge(s["status"])}'
            f'<span class="sid">{escape(s["id"])}</span> <span class="sname">{escape(short_name(s["name"]))}</span>'
            f'<span class="chips">{rule_chips(s["rules"], titles)}</span>{extra}</li>')
