"""The report's inline style sheet and its script. The script only enhances a page that is complete without
it: it shows the filter bar, hides what the filter leaves out, keeps the filter in the URL's query, and opens
the ``<details>`` around a linked scenario."""

from __future__ import annotations

CSS = """
:root{--fail:#c62f2f;--error:#8a3fc7;--scenario_error:#2f6fb0;--skip:#a8850f;--pass:#23894a;--xfail:#687184;--xpass:#d9541a;
 --ink:#1c2230;--muted:#667085;--line:#e3e6ec;--bg:#f5f6f8;--card:#fff}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:var(--ink);background:var(--bg)}
header{background:#1c2230;color:#fff;padding:14px 24px}
header h1{margin:0 0 2px;font-size:19px;font-weight:650} header .meta{opacity:.75;font-size:12px}
main{padding:14px 24px 40px;max-width:1280px}
a{color:#2450b8;text-decoration:none} a:hover{text-decoration:underline}
h2{font-size:17px;margin:26px 0 8px;display:flex;align-items:center;gap:8px}
h2 .count{font-size:12px;font-weight:600;border-radius:10px;padding:1px 8px;color:#fff;background:var(--muted)}
h3{font-size:15px;margin:14px 0 6px} h4{font-size:12px;text-transform:uppercase;letter-spacing:.04em;
 color:var(--muted);margin:10px 0 4px}
.muted{color:var(--muted);font-weight:400;text-transform:none;letter-spacing:0}
.verdict{display:flex;align-items:center;gap:18px;background:var(--card);border-radius:8px;padding:12px 18px;
 box-shadow:0 1px 2px #0001;margin-bottom:12px;flex-wrap:wrap}
.verdict .big{font-size:30px;font-weight:700} .verdict.ok .big{color:var(--pass)} .verdict.bad .big{color:var(--fail)}
.verdict.warn .big{color:var(--scenario_error)}
.cards{display:flex;gap:10px;flex-wrap:wrap}
.tile{background:var(--card);border-radius:6px;padding:6px 12px;box-shadow:0 1px 2px #0001;min-width:92px;
 border-top:3px solid var(--line)}
.tile b{display:block;font-size:20px} .tile span{font-size:12px;color:var(--muted)}
.tile.t-fail{border-color:var(--fail)} .tile.t-error{border-color:var(--error)} .tile.t-skip{border-color:var(--skip)}
.tile.t-pass{border-color:var(--pass)} .tile.t-xfail{border-color:var(--xfail)} .tile.t-xpass{border-color:var(--xpass)}
nav.toc{font-size:13px;margin:8px 0} nav.toc a{margin-right:14px}
.stopped{background:#fff3cd;border:1px solid #e8c95a;padding:8px 12px;border-radius:6px;font-weight:600}
.tiers{font-size:12px;color:var(--muted);margin:6px 0}
#filters{position:sticky;top:0;z-index:5;background:#fffffff2;border:1px solid var(--line);border-radius:8px;
 padding:8px 12px;display:flex;gap:14px;flex-wrap:wrap;align-items:center;margin:10px 0;backdrop-filter:blur(4px)}
#filters[hidden]{display:none}
#filters label{font-size:13px;white-space:nowrap} #filters input[type=search]{width:200px;padding:4px 8px}
#filters input[name=rule]{width:120px;padding:4px 8px} #filters select{padding:3px 4px}
#filters .shown{margin-left:auto;font-size:12px;color:var(--muted)}
.badge{display:inline-block;min-width:44px;font-size:11px;font-weight:700;border-radius:3px;padding:1px 6px;
 margin-right:8px;text-align:center;color:#fff;vertical-align:1px;white-space:nowrap}
.b-pass{background:var(--pass)}.b-fail{background:var(--fail)}
.b-error{background:var(--error)} .b-scenario_error{background:var(--scenario_error)}
.b-skip{background:var(--skip)}.b-xfail{background:var(--xfail)}.b-xpass{background:var(--xpass)}
.rulegroup{margin:10px 0 18px}
p.jump{font-size:13px;line-height:1.9} p.jump a.rule{font-size:12px}
.rulegroup>h3{border-left:4px solid var(--fail);padding-left:8px} .rulegroup.g-error>h3{border-color:var(--error)}
.rulegroup>h3 .rtitle{font-weight:500;color:var(--muted)}
.rtitle{color:var(--muted)}
details.card{background:var(--card);border-radius:8px;box-shadow:0 1px 3px #0002;margin:8px 0;
 border-left:4px solid var(--line)}
details.card.st-fail{border-left-color:var(--fail)} details.card.st-error{border-left-color:var(--error)}
details.card.st-scenario_error{border-left-color:var(--scenario_error)}
.tile.t-scenario{border-color:var(--scenario_error)}
details.card.st-xpass{border-left-color:var(--xpass)} details.card.st-xfail{border-left-color:var(--xfail)}
details.card>summary{padding:8px 12px;cursor:pointer;font-weight:600;list-style-position:outside}
details.card>.body{padding:0 14px 12px}
.sid{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px}
.sname{font-weight:500}
.chips{margin-left:10px;font-weight:400}
a.rule{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:11.5px;background:#eef1f6;border-radius:3px;
 padding:0 5px;margin-right:4px;color:#34405a}
.tier{font-size:11px;border:1px solid var(--line);border-radius:3px;padding:0 5px;margin-right:6px;color:var(--muted)}
.headline{font-size:14.5px;font-weight:600;color:#8d1f1f;background:#fdecec;border-radius:6px;padding:8px 12px;
 margin:6px 0 8px;white-space:pre-wrap;word-break:break-word}
.st-error .headline{color:#5b2187;background:#f4ecfb}
.st-scenario_error .headline{color:#1d4f80;background:#eaf2fb}
.deviation{border:2px solid var(--fail);border-radius:6px;padding:8px 12px;margin:8px 0;background:#fff6f6}
.deviation .dhead{font-weight:700;font-size:15px} .deviation q{font-style:italic}
.versus-line{margin-top:4px} .versus-line .k{font-size:11px;text-transform:uppercase;color:var(--muted);
 margin:0 4px 0 10px} .versus-line .k:first-child{margin-left:0}
.cause{margin:6px 0;font-weight:600;color:#6d560a}
.xnote{margin:6px 0;color:var(--xfail)}
.grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px}
@media (max-width:900px){.grid{grid-template-columns:1fr}}
.steps ol{list-style:none;margin:0;padding:0}
.step{padding:2px 6px;border-radius:4px;font-size:13px;margin:1px 0}
.step .mark{display:inline-block;width:16px;font-weight:700} .step .kw{font-weight:700;color:#3b4a6b}
.step .line{color:var(--muted);font-size:11px;margin-left:4px}
.step.st-passed .mark{color:var(--pass)} .step.st-not_run{color:#9aa1ad} .step.st-not_run .kw{color:#9aa1ad}
.step.st-failed{background:#fdecec;outline:1px solid #f2b8b8} .step.st-failed .mark{color:var(--fail)}
.step.st-skipped{background:#fbf4dc}
.here{margin-left:8px;font-size:11.5px;font-weight:700;color:var(--fail)} .here.skip{color:var(--skip)}
.here.dev{color:#b3261e;background:#fff;border:1px solid #f2b8b8;border-radius:3px;padding:0 4px}
details.background>summary{font-size:12px;color:var(--muted);cursor:pointer}
table.gherkin{border-collapse:collapse;margin:3px 0 4px 22px;font-size:11.5px;font-family:ui-monospace,Menlo,monospace}
table.gherkin td,table.gherkin th{border:1px solid var(--line);padding:0 6px;text-align:left;font-weight:400}
table.gherkin th{background:#f2f4f7;color:#3b4a6b}
pre.docstring{margin:3px 0 4px 22px;font-size:11.5px}
table.versus{border-collapse:collapse;width:100%;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;
 margin-bottom:8px;table-layout:fixed}
table.versus caption{text-align:left;font-family:system-ui,sans-serif;font-size:12px;color:var(--muted);padding:2px 0}
table.versus th{text-align:left;font-family:system-ui,sans-serif;font-size:12px;padding:3px 8px;background:#f2f4f7}
table.versus td{padding:1px 8px;vertical-align:top;border-top:1px solid #f0f1f4;word-break:break-word}
table.versus td.missing{background:#fdecec} table.versus td.extra{background:#fff3d6}
table.versus td.gap{background:#fafafa;color:var(--muted);font-style:italic;font-family:system-ui,sans-serif}
table.versus td.block div{padding:0 2px} table.versus .want{background:#e8f0fe} table.versus .hit{background:#fff3d6;
 font-weight:700}
pre{background:#f3f4f6;padding:8px;overflow:auto;max-height:420px;white-space:pre-wrap;word-break:break-word;
 font-size:12px;border-radius:4px}
details.message>summary,details.transcript>summary,details.raw>summary{cursor:pointer;font-size:13px;color:#2450b8;
 margin:6px 0}
ol.timeline{margin:4px 0;padding-left:0;list-style:none;font-size:12.5px}
ol.timeline>li{border-left:2px solid var(--line);padding:3px 0 5px 12px;margin-left:8px}
.req{font-weight:600} .req .n{display:inline-block;min-width:18px;color:var(--muted);font-weight:400}
.arrow{color:var(--muted)} .reply{margin-left:18px} .reply.fail{color:var(--fail);font-weight:600}
ul.events,ul.changes{margin:1px 0 1px 18px;padding-left:14px}
ul.events li{font-family:ui-monospace,Menlo,monospace;font-size:11.5px}
ul.changes li{font-family:ui-monospace,Menlo,monospace;font-size:11.5px;color:#1d5c2f;list-style:"\\0394  "}
.position{margin-left:18px;color:var(--muted);font-size:12px} .cut{margin-left:18px;color:var(--skip);font-size:11.5px}
p.cut{margin:4px 0}
ul.rows{list-style:none;margin:0;padding:0;background:var(--card);border-radius:8px;box-shadow:0 1px 2px #0001}
li.row{padding:4px 12px;border-bottom:1px solid #f0f1f4;font-size:13px} li.row:last-child{border-bottom:0}
li.row .note{color:var(--muted);font-size:12px;margin-left:60px}
details.fold{margin:8px 0} details.fold>summary{cursor:pointer;font-weight:600;padding:6px 0}
details.fold>summary .muted{font-weight:400}
.skipgroup{margin:2px 0} .skipgroup>summary{padding:3px 0} .skipgroup>summary .n{font-weight:700}
div.scroll{overflow-x:auto}
table.rules{border-collapse:collapse;width:100%;background:var(--card);box-shadow:0 1px 2px #0001;font-size:13px}
table.rules th,table.rules td{padding:4px 8px;text-align:left;border-bottom:1px solid var(--line);vertical-align:top}
table.rules thead th{position:sticky;top:0;background:#f2f4f7}
table.rules tr.section td{background:#f7f8fa;font-weight:600}
table.rules td.num{text-align:right;font-variant-numeric:tabular-nums;width:52px}
table.rules td.num.zero{color:#b8bec9} table.rules td.num.bad{color:var(--fail);font-weight:700}
table.rules td.num.skipn{color:var(--skip)}
table.rules tr.has-fail td:first-child{box-shadow:inset 3px 0 var(--fail)}
.bar{width:120px;height:8px;background:#e4e6eb;border-radius:4px;overflow:hidden;display:inline-block;margin-right:6px}
.bar i{display:block;height:100%;background:var(--pass)}
.links a{font-family:ui-monospace,Menlo,monospace;font-size:11px;margin-right:6px;white-space:nowrap}
.links a.l-fail{color:var(--fail);font-weight:700} .links a.l-error{color:var(--error);font-weight:700}
.links a.l-skip{color:var(--skip)} .links a.l-pass{color:var(--pass)}
.empty{color:var(--muted);font-style:italic}
[hidden]{display:none!important}
:target{scroll-margin-top:70px} li.row:target,tr.rule:target td{background:#fff6cf}
"""

SCRIPT = r"""
(function () {
  const form = document.getElementById('filters');
  const scenarios = [...document.querySelectorAll('.scenario')];
  const ruleRows = [...document.querySelectorAll('table.rules tr.rule')];
  const sectionRows = [...document.querySelectorAll('table.rules tr.section')];
  const groups = [...document.querySelectorAll('.group')];
  const text = new Map(scenarios.map(el => [el, el.textContent.toLowerCase()]));
  const ruleMatch = (rules, wanted) => !wanted || rules.some(r =>
    r.startsWith(wanted) || r.split(':')[1].startsWith(wanted));
  function state() {
    const data = new FormData(form);
    return {status: new Set(data.getAll('status')), game: data.get('game') || '', tier: data.get('tier') || '',
            rule: (data.get('rule') || '').trim().toLowerCase(), q: (data.get('q') || '').trim().toLowerCase()};
  }
  function apply(push) {
    const st = state();
    let shown = 0;
    for (const el of scenarios) {
      const rules = (el.dataset.rules || '').split(' ').filter(Boolean);
      const ok = st.status.has(el.dataset.status) && (!st.game || el.dataset.game === st.game) &&
        (!st.tier || el.dataset.tier === st.tier) && ruleMatch(rules, st.rule) &&
        (!st.q || text.get(el).includes(st.q));
      el.hidden = !ok;
      if (ok) shown += 1;
    }
    for (const g of groups.slice().reverse()) {  // innermost first: a section hides when all its groups do
      const any = [...g.querySelectorAll('.scenario')].some(el => !el.hidden);
      g.hidden = !any;
      if (any && (st.q || st.rule) && g.tagName === 'DETAILS') g.open = true;
    }
    for (const row of ruleRows) {
      const outcomes = (row.dataset.outcomes || '').split(' ');
      row.hidden = !(outcomes.some(o => st.status.has(o)) && (!st.game || row.dataset.game === st.game) &&
        ruleMatch([row.dataset.rule], st.rule) && (!st.q || row.textContent.toLowerCase().includes(st.q)));
    }
    for (const row of sectionRows) {
      row.hidden = !ruleRows.some(r => r.dataset.section === row.dataset.section && !r.hidden);
    }
    document.getElementById('shown').textContent = shown + ' of ' + scenarios.length + ' shown';
    if (push) {
      const params = new URLSearchParams();
      for (const [k, v] of new FormData(form)) if (v) params.append(k, v);
      const all = [...form.querySelectorAll('input[name=status]')].every(c => c.checked);
      if (all) params.delete('status');
      const query = params.toString();
      history.replaceState(null, '', (query ? '?' + query : location.pathname) + location.hash);
    }
  }
  function load() {
    const params = new URLSearchParams(location.search);
    if (params.has('status')) {
      const wanted = new Set(params.getAll('status'));
      for (const box of form.querySelectorAll('input[name=status]')) box.checked = wanted.has(box.value);
    }
    for (const name of ['game', 'tier', 'rule', 'q']) {
      if (params.has(name) && form.elements[name]) form.elements[name].value = params.get(name);
    }
  }
  function reveal() {  // a link to a scenario inside closed <details>: open them and scroll to it
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id && document.getElementById(id);
    if (!target) return;
    for (let el = target; el; el = el.parentElement) if (el.tagName === 'DETAILS') el.open = true;
    target.scrollIntoView({block: 'start'});
  }
  form.hidden = false;
  form.addEventListener('input', () => apply(true));
  form.addEventListener('submit', ev => ev.preventDefault());
  form.addEventListener('reset', () => setTimeout(() => apply(true), 0));
  load();
  apply(false);
  window.addEventListener('hashchange', reveal);
  reveal();
  document.body.setAttribute('data-ready', 'yes');
})();
"""
