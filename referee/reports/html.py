"""A self-contained HTML report: compliance by rules section at a glance, drill-down to each failing scenario.

One file, no network: the certification document is embedded as JSON and rendered by a small script.
Clicking a section lists its scenarios; clicking a scenario shows its message, expected versus actual
as a diff, and the protocol transcript. The drill-down state lives in the URL fragment
(``#section=mtg:703&scenario=MTG02-untap-step/11``), so a view can be linked.
"""

from __future__ import annotations

import html
import json
from typing import Any

from referee.reports.diff import diff_lines
from referee.reports.document import cause_label, engine_name, percent, tier_share_lines

CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:16px 24px}
header h1{margin:0 0 4px;font-size:20px} header .meta{opacity:.8;font-size:12px}
main{padding:16px 24px;max-width:1200px}
.cards{display:flex;gap:12px;flex-wrap:wrap;margin-bottom:16px}
.card{background:#fff;border-radius:6px;padding:10px 16px;box-shadow:0 1px 2px #0002;min-width:110px}
.card b{display:block;font-size:22px}
table{border-collapse:collapse;width:100%;background:#fff;box-shadow:0 1px 2px #0002}
th,td{padding:6px 10px;text-align:left;border-bottom:1px solid #e4e6eb;vertical-align:top}
tr.section{cursor:pointer} tr.section:hover{background:#eef3ff} tr.section.open{background:#e3ecff}
.bar{width:160px;height:10px;background:#e4e6eb;border-radius:5px;overflow:hidden;display:inline-block}
.bar i{display:block;height:100%;background:#2e9e57}
.bad .bar i{background:#d08a1f} .worse .bar i{background:#c43c3c}
ul.scenarios{list-style:none;margin:0;padding:0}
li.scenario{padding:3px 0;cursor:pointer} li.scenario:hover{text-decoration:underline}
.status{display:inline-block;min-width:56px;font-size:11px;font-weight:600;border-radius:3px;padding:1px 5px;
 margin-right:6px;text-align:center;color:#fff}
.s-pass{background:#2e9e57}.s-fail{background:#c43c3c}.s-error{background:#8e3cc4}.s-skip{background:#b59a2c}
.s-xfail{background:#6b7385}.s-xpass{background:#e0561b}
#detail{margin-top:16px;background:#fff;box-shadow:0 1px 2px #0002;padding:12px 16px;border-radius:6px}
#detail[hidden]{display:none}
pre{background:#f3f4f6;padding:8px;overflow:auto;max-height:420px;white-space:pre-wrap;word-break:break-all}
.diff .del{background:#fde2e1;color:#8a1f1b} .diff .ins{background:#dcf5e3;color:#14532d} .diff div{padding:0 4px}
.rules{font-size:12px;color:#5b6475}
"""

SCRIPT = r"""
(function () {
  const doc = JSON.parse(document.getElementById('report-data').textContent);
  const extra = JSON.parse(document.getElementById('report-diffs').textContent);
  const el = (tag, attrs, ...kids) => {
    const n = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'class') n.className = v; else if (k.startsWith('data-')) n.setAttribute(k, v); else n[k] = v;
    }
    for (const k of kids) n.append(k);
    return n;
  };
  const pct = r => { const v = r * 100; return (Number.isInteger(v) ? v.toFixed(0) : v.toFixed(1)) + '%'; };
  const byId = Object.fromEntries(doc.scenarios.map(s => [s.id, s]));
  const label = {pass: 'pass', fail: 'FAIL', error: 'ERROR', skip: 'skip', xfail: 'xfail', xpass: 'XPASS'};
  const order = {error: 0, fail: 1, xpass: 2, xfail: 3, skip: 4, pass: 5};
  const causeWords = {capability: 'capability', card: 'probe card', operation: 'operation',
    setup_field: 'setup field', edition: 'edition', prompt: 'prompt', other: ''};
  const tbody = document.getElementById('sections-body');
  const rows = {};
  for (const [key, s] of Object.entries(doc.sections)) {
    const cls = s.compliance >= 0.95 ? '' : s.compliance >= 0.7 ? 'bad' : 'worse';
    const bar = el('span', {class: 'bar'}, el('i', {style: ''}));
    bar.firstChild.style.width = (s.compliance * 100) + '%';
    const row = el('tr', {class: 'section ' + cls, 'data-section': key},
      el('td', {}, el('b', {}, key), ' ', s.title),
      el('td', {class: 'passed'}, String(s.passed)), el('td', {class: 'total'}, String(s.total)),
      el('td', {}, bar, ' ', el('span', {class: 'pct'}, pct(s.compliance))),
      el('td', {}, String(s.failed + s.errored)));
    row.addEventListener('click', () => go(key, null, true));
    const detail = el('tr', {class: 'section-detail', 'data-section': key, hidden: true});
    const cell = el('td', {colSpan: 5});
    const list = el('ul', {class: 'scenarios'});
    const scen = doc.scenarios.filter(x => x.rules.some(r => r.split('.')[0] === key || r.startsWith(key + '.')))
      .sort((a, b) => order[a.status] - order[b.status] || a.id.localeCompare(b.id));
    for (const x of scen) {
      const li = el('li', {class: 'scenario', 'data-id': x.id, 'data-status': x.status},
        el('span', {class: 'status s-' + x.status}, label[x.status]), x.id + ' ', x.name,
        el('span', {class: 'rules'}, '  [' + x.rules.join(', ') + ']'));
      li.addEventListener('click', ev => { ev.stopPropagation(); go(key, x.id, false); });
      list.append(li);
    }
    cell.append(list); detail.append(cell);
    tbody.append(row, detail);
    rows[key] = [row, detail];
  }
  function show(id) {
    const box = document.getElementById('detail');
    box.replaceChildren();
    const s = byId[id];
    if (!s) { box.hidden = true; return; }
    box.hidden = false;
    box.setAttribute('data-id', id);
    box.append(el('h2', {}, el('span', {class: 'status s-' + s.status}, label[s.status]), s.id + ' ' + s.name));
    box.append(el('p', {class: 'rules'}, s.feature + ' \u2014 rules ' + s.rules.join(', ') +
      (s.tier ? ' \u2014 tier ' + s.tier : '')));
    const causes = s.skip_causes || (s.skip_cause ? [s.skip_cause] : []);
    for (const c of causes) box.append(el('p', {class: 'skip-cause'}, 'Engine lacks ' +
      (causeWords[c.kind] || c.kind) + ' ' + c.name + (c.detail ? ': ' + c.detail : '')));
    if (s.deviation) box.append(el('p', {class: 'deviation'},
      (s.deviation.rule ? 'Broken first: rule ' + s.deviation.rule : 'Left the rules\' path') +
      (s.deviation.step ? ' at ' + s.deviation.step : '') +
      (s.deviation.expected ? ' \u2014 expected ' + s.deviation.expected : '') +
      (s.deviation.actual ? ', got ' + s.deviation.actual : '')));
    if ((s.notes || []).length) box.append(el('h3', {}, s.outcome + ', with notes'),
      el('ul', {class: 'notes'}, ...s.notes.map(n => el('li', {}, n))));
    if (s.expected) box.append(el('p', {class: 'expected'}, 'Expected failure: ' + s.expected.reason +
      (s.expected.note ? ' \u2014 ' + s.expected.note : '') + (s.expected.link ? ' (' + s.expected.link + ')' : '')));
    if (s.message) box.append(el('h3', {}, 'Message'), el('pre', {class: 'message'}, s.message));
    for (const d of (extra[id] || [])) {
      const pre = el('pre', {class: 'diff'});
      for (const [tag, text] of d.lines) {
        pre.append(el('div', {class: tag === '-' ? 'del' : tag === '+' ? 'ins' : 'same'},
          (tag === '-' ? '- ' : tag === '+' ? '+ ' : '  ') + text));
      }
      box.append(el('h3', {}, 'Expected (-) versus actual (+)' + (d.label ? ': ' + d.label : '')), pre);
    }
    if (s.transcript.length) box.append(el('h3', {}, 'Protocol transcript'),
      el('pre', {class: 'transcript'}, s.transcript.join('\n')));
  }
  function go(section, scenario, toggle) {
    const cur = parse();
    if (toggle && cur.section === section && !cur.scenario) section = null;
    const parts = [];
    if (section) parts.push('section=' + encodeURIComponent(section));
    if (scenario) parts.push('scenario=' + encodeURIComponent(scenario));
    location.hash = parts.join('&');
  }
  function parse() {
    const out = {};
    for (const p of location.hash.replace(/^#/, '').split('&')) {
      const [k, v] = p.split('=');
      if (k) out[k] = decodeURIComponent(v || '');
    }
    return out;
  }
  function render() {
    const st = parse();
    for (const [key, [row, detail]] of Object.entries(rows)) {
      const open = key === st.section;
      row.classList.toggle('open', open);
      detail.hidden = !open;
    }
    show(st.scenario);
    document.body.setAttribute('data-ready', 'yes');
  }
  window.addEventListener('hashchange', render);
  render();
})();
"""


def _card(label: str, value: str, ident: str) -> str:
    return f'<div class="card"><b id="{ident}">{html.escape(value)}</b>{html.escape(label)}</div>'


def _skips_table(document: dict[str, Any]) -> str:
    """Skipped scenarios by what the engine lacks (static: readable without the script)."""
    if not document.get("skips"):
        return ""
    rows = "".join(
        f'<tr class="skip-group"><td>{html.escape(cause_label(g))}</td><td>{g["count"]}</td><td>{g["alone"]}</td>'
        f'<td class="rules">{html.escape(", ".join(g["scenarios"]))}</td></tr>' for g in document["skips"])
    return (f'<h2>Skipped, by what the engine lacks</h2>\n<table id="skips"><thead><tr><th>Engine lacks</th>'
            f'<th>Scenarios</th><th>Lacking only this</th><th>Ids</th></tr></thead><tbody>{rows}</tbody></table>')


def _tier_line(document: dict[str, Any]) -> str:
    shares = tier_share_lines(document)
    asked = f" This run: tier {document['tier']} and lower." if document.get("tier") else ""
    return f'<p class="tiers">Probe-card tiers: {html.escape("; ".join(shares) + "." + asked)}</p>' if shares else ""


def _json_script(ident: str, data: Any) -> str:
    text = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return f'<script type="application/json" id="{ident}">{text}</script>'


def render(document: dict[str, Any]) -> str:
    t = document["totals"]
    diffs = {s["id"]: diff_lines(s["message"]) for s in document["scenarios"]
             if s["status"] in ("fail", "xfail", "error") and s["message"]}
    editions = ", ".join(f"{g} {e}" for g, e in document["editions"].items()) or "none"
    cards = "".join([
        _card("compliance", percent(document["compliance"]), "compliance"),
        _card("passed", str(t["passed"]), "total-passed"), _card("failed", str(t["failed"]), "total-failed"),
        _card("errored", str(t["errored"]), "total-errored"), _card("skipped", str(t["skipped"]), "total-skipped"),
        _card("scenarios", str(t["total"]), "total-total"),
        _card("expected failures", str(t["expected_failures"]), "total-xfail"),
        _card("unexpected passes", str(t["unexpected_passes"]), "total-xpass"),
        *(_card(f"{game} ({stats['edition']})", percent(stats["compliance"]), f"game-{game}")
          for game, stats in document["games"].items()),
    ])
    stopped = f'<p class="stopped">Run stopped early: {html.escape(document["stopped"])}</p>' \
        if document["stopped"] else ""
    title = f"Referee certification: {engine_name(document)}"
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{html.escape(title)}</title><style>{CSS}</style></head>
<body>
<header><h1>{html.escape(title)}</h1>
<div class="meta">Referee {html.escape(document["kit"]["version"])}
&middot; suite {document["suite"]["sha256"][:12]} &middot; rules editions: {html.escape(editions)}
&middot; engine command: {html.escape(document["engine_command"])}</div>
</header>
<main>
<div class="cards">{cards}</div>{stopped}
{_tier_line(document)}
<h2>Compliance by rules section</h2>
<table id="sections"><thead><tr><th>Section</th><th>Passed</th><th>Scenarios</th><th>Compliance</th>
<th>Failing</th></tr></thead><tbody id="sections-body"></tbody></table>
<section id="detail" hidden></section>
{_skips_table(document)}
<noscript><p>This report needs JavaScript for the per-section view; report.json has the same data.</p></noscript>
</main>
{_json_script("report-data", document)}
{_json_script("report-diffs", diffs)}
<script>{SCRIPT}</script>
</body></html>
"""
