"""``referee coverage --format html``: rule coverage as one self-contained page.

A summary table of every edition first, then one section per edition: each rule in scope (sub-rules
indented under their parents) with its short title, whether it is covered, waived or uncovered, and the
scenarios that cover it (scenario id and file:line) or the waiver's reason. Tags that name no rule of the
edition are listed under it. Static HTML, readable without JavaScript; the inline script adds a filter by
edition, status and text. Titles are the kit's own short names for the rules, never the official wording.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from referee import __version__
from referee.rules.coverage import EditionCoverage, RuleCoverage
from referee.rules.model import split_id
from referee.rules.scenarios import Scenario

STATUSES = ("uncovered", "waived", "covered")
SHOWN = 4  # scenarios listed for a rule before the rest fold away

CSS = """
:root{--covered:#23894a;--waived:#687184;--uncovered:#c62f2f;--line:#e3e6ec;--muted:#667085}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1c2230;background:#f5f6f8}
header{background:#1c2230;color:#fff;padding:14px 24px} header h1{margin:0;font-size:19px}
header .meta{opacity:.75;font-size:12px}
main{padding:14px 24px 40px;max-width:1280px}
a{color:#2450b8;text-decoration:none} a:hover{text-decoration:underline}
h2{font-size:17px;margin:26px 0 6px}
.muted{color:var(--muted)}
#summary table,table.rules{border-collapse:collapse;width:100%;background:#fff;box-shadow:0 1px 2px #0001}
#summary th,#summary td,table.rules th,table.rules td{padding:4px 10px;text-align:left;
 border-bottom:1px solid var(--line);vertical-align:top}
#summary th,table.rules thead th{background:#f2f4f7;font-size:12.5px}
table.rules thead th{position:sticky;top:0}
td.num{text-align:right;font-variant-numeric:tabular-nums} td.num.gap{color:var(--uncovered);font-weight:700}
.bar{display:inline-flex;width:180px;height:9px;border-radius:4px;overflow:hidden;background:#e4e6eb;
 vertical-align:middle;margin-right:6px}
.bar i{display:block;height:100%} .bar .c{background:var(--covered)} .bar .w{background:#aab1bf}
.bar .u{background:var(--uncovered)}
.status{display:inline-block;min-width:74px;font-size:11px;font-weight:700;border-radius:3px;padding:1px 6px;
 color:#fff;text-align:center}
.s-covered{background:var(--covered)} .s-waived{background:var(--waived)} .s-uncovered{background:var(--uncovered)}
tr.uncovered td{background:#fdf0f0}
td.rule{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px;white-space:nowrap}
td.rule.d1{padding-left:26px} td.rule.d2{padding-left:42px} td.rule.d3{padding-left:58px}
td.rule.d4{padding-left:74px}
tr.heading td{font-weight:650} tr.heading .reason{font-weight:400}
details.more>summary{cursor:pointer;font-size:12px;color:#2450b8}
ul.scen{list-style:none;margin:0;padding:0} ul.scen li{font-size:12.5px}
.sid{font-family:ui-monospace,Menlo,monospace;font-size:12px;font-weight:600}
.where{font-family:ui-monospace,Menlo,monospace;font-size:11.5px;color:var(--muted)}
.reason{color:var(--muted);font-style:italic}
.unknown{background:#fff3cd;border:1px solid #e8c95a;border-radius:6px;padding:6px 12px;margin:8px 0}
#filters{position:sticky;top:0;z-index:5;background:#fffffff2;border:1px solid var(--line);border-radius:8px;
 padding:8px 12px;display:flex;gap:14px;flex-wrap:wrap;align-items:center;margin:12px 0}
#filters .shown{margin-left:auto;font-size:12px;color:var(--muted)}
[hidden]{display:none!important}
"""

SCRIPT = r"""
(function () {
  const form = document.getElementById('filters');
  const rows = [...document.querySelectorAll('tr.rulerow')];
  const editions = [...document.querySelectorAll('section.edition')];
  function apply() {
    const data = new FormData(form);
    const statuses = new Set(data.getAll('status'));
    const edition = data.get('edition') || '';
    const q = (data.get('q') || '').trim().toLowerCase();
    let shown = 0;
    for (const row of rows) {
      const ok = statuses.has(row.dataset.status) && (!edition || row.dataset.edition === edition) &&
        (!q || row.textContent.toLowerCase().includes(q));
      row.hidden = !ok;
      if (ok) shown += 1;
    }
    for (const section of editions) section.hidden = edition !== '' && section.dataset.edition !== edition;
    document.getElementById('shown').textContent = shown + ' of ' + rows.length + ' rules shown';
  }
  form.hidden = false;
  form.addEventListener('input', apply);
  form.addEventListener('submit', ev => ev.preventDefault());
  form.addEventListener('reset', () => setTimeout(apply, 0));
  apply();
  document.body.setAttribute('data-ready', 'yes');
})();
"""


def scenario_id(s: Scenario) -> str:
    """``MTG16-special-actions/1``: the id certify reports use, from the feature file and the ``[1]`` in the name."""
    number = re.match(r"^\[(\d+)\]", s.name)
    return f"{Path(s.file).stem}/{number.group(1) if number else s.name}"


def _title(s: Scenario) -> str:
    return re.sub(r"^\[\d+\]\s*", "", s.name)


def _key(rep: EditionCoverage) -> str:
    return f"{rep.game}-{rep.edition}"


def _depth(rule_id: str, game: str) -> int:
    try:
        return min(len(split_id(rule_id, game)) - 1, 4)
    except ValueError:
        return 0


def _bar(rep: EditionCoverage) -> str:
    total = len(rep.rules) or 1
    parts = (("c", rep.count("covered")), ("w", rep.count("waived")), ("u", rep.count("uncovered")))
    return ('<span class="bar">' + "".join(f'<i class="{css}" style="width:{100 * n / total:.2f}%"></i>'
                                           for css, n in parts if n) + "</span>")


def _accounted(rep: EditionCoverage) -> str:
    n = len(rep.rules)
    return f"{100.0 * (rep.count('covered') + rep.count('waived')) / n:.0f}%" if n else "100%"


def _rule_row(rc: RuleCoverage, rep: EditionCoverage) -> str:
    rule = rc.rule
    if rc.scenarios:
        items = [f'<li><span class="sid">{escape(scenario_id(s))}</span> <span class="where">{escape(s.file)}:'
                 f"{s.line}</span> {escape(_title(s))}</li>" for s in rc.scenarios]
        if len(items) > SHOWN + 1:  # a long list folds after the first few ("+1 more" would save nothing)
            detail = ('<ul class="scen">' + "".join(items[:SHOWN - 1]) + "</ul>"
                      f'<details class="more"><summary>{len(items) - SHOWN + 1} more scenarios</summary>'
                      f'<ul class="scen">{"".join(items[SHOWN - 1:])}</ul></details>')
        else:
            detail = '<ul class="scen">' + "".join(items) + "</ul>"
    elif rc.waiver is not None:
        detail = f'<span class="reason">waived: {escape(rc.waiver.reason)}</span>'
    else:
        detail = '<span class="reason">no scenario tests this rule and no waiver explains why</span>'
    css = f"rulerow {rc.status}" + (" heading" if rule.heading or rule.implicit else "")
    return (f'<tr class="{css}" id="{escape(_key(rep))}:{escape(rule.id)}" data-status="{rc.status}" '
            f'data-edition="{escape(_key(rep))}"><td class="rule d{_depth(rule.id, rep.game)}">{escape(rule.id)}</td>'
            f"<td>{escape(rule.title)}</td><td><span class=\"status s-{rc.status}\">{rc.status}</span></td>"
            f"<td>{detail}</td></tr>")


def _edition(rep: EditionCoverage) -> str:
    unknown = ""
    if rep.unknown:
        unknown = ('<div class="unknown"><b>Tags that name no rule of this edition</b><ul>' + "".join(
            f"<li>{escape(s.file)}:{t.line or s.line}: @rule:{escape(t.game)}:{escape(t.id)} {escape(problem)}</li>"
            for s, t, problem in rep.unknown) + "</ul></div>")
    counts = (f"{len(rep.rules)} rules in scope: {rep.count('covered')} covered, {rep.count('waived')} waived, "
              f"{rep.count('uncovered')} uncovered ({_accounted(rep)} accounted for)")
    rows = "".join(_rule_row(rc, rep) for rc in rep.rules)
    return (f'<section class="edition" id="{escape(_key(rep))}" data-edition="{escape(_key(rep))}">'
            f"<h2>{escape(rep.game)} {escape(rep.edition)}</h2><p>{_bar(rep)}{escape(counts)}</p>{unknown}"
            '<table class="rules"><thead><tr><th>Rule</th><th>Title</th><th>Status</th>'
            f"<th>Scenarios that test it, or why none needs to</th></tr></thead><tbody>{rows}</tbody></table>"
            "</section>")


def render(reports: list[EditionCoverage]) -> str:
    summary_rows = "".join(
        f'<tr><td><a href="#{escape(_key(rep))}">{escape(rep.game)} {escape(rep.edition)}</a></td>'
        f'<td class="num">{len(rep.rules)}</td><td class="num">{rep.count("covered")}</td>'
        f'<td class="num">{rep.count("waived")}</td><td class="num{" gap" if rep.count("uncovered") else ""}">'
        f'{rep.count("uncovered")}</td>'
        f'<td class="num">{len(rep.unknown)}</td><td>{_bar(rep)}{_accounted(rep)}</td></tr>' for rep in reports)
    options = "".join(f'<option value="{escape(_key(rep))}">{escape(rep.game)} {escape(rep.edition)}</option>'
                      for rep in reports)
    boxes = "".join(f'<label><input type="checkbox" name="status" value="{status}" checked> {status}</label>'
                    for status in STATUSES)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Referee rule coverage</title><style>{CSS}</style></head>
<body>
<header><h1>Rule coverage</h1><div class="meta">Referee {escape(__version__)} &middot; for every rule in scope:
the scenarios that test it, or the waiver that says why none needs to</div></header>
<main>
<section id="summary"><h2>Summary</h2>
<table><thead><tr><th>Edition</th><th>Rules in scope</th><th>Covered</th><th>Waived</th><th>Uncovered</th>
<th>Unknown tags</th><th>Accounted for</th></tr></thead><tbody>{summary_rows}</tbody></table></section>
<form id="filters" hidden role="search"><label>edition <select name="edition"><option value="">all</option>
{options}</select></label>{boxes}<label><input type="search" name="q" placeholder="rule, title, scenario, reason"
autocomplete="off"></label><button type="reset">clear</button><span class="shown" id="shown"></span></form>
<noscript><p class="muted">Filtering needs JavaScript; every edition is shown below.</p></noscript>
{"".join(_edition(rep) for rep in reports)}
<p class="muted">Titles are the kit's short names for the rules, not the official wording.</p>
</main>
<script>{SCRIPT}</script>
</body></html>
"""
