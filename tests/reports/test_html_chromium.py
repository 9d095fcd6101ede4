"""The HTML report in real headless Chromium: it renders, its numbers match report.json, what failed is open
at first sight (with JavaScript and without), the filter works, and screenshots of it are not blank.

Chromium is driven over the DevTools protocol on a pipe (``--remote-debugging-pipe``: NUL-terminated JSON
on fds 3/4), so no extra Python package is needed. Debian's ``chromium`` is installed when missing; if
that is impossible the tests skip and say why.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium_binary() -> str:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    if shutil.which("apt-get") is None:
        pytest.skip("chromium is not installed and apt-get is not available to install it")
    try:
        subprocess.run(["apt-get", "install", "-y", "chromium"], capture_output=True, timeout=600, check=True)
    except (subprocess.SubprocessError, OSError) as exc:
        pytest.skip(f"chromium is not installed and `apt-get install -y chromium` failed: {exc}")
    found = shutil.which("chromium")
    if not found:
        pytest.skip("`apt-get install -y chromium` ran but no chromium binary appeared")
    return found


class DevTools:
    """A minimal DevTools-protocol client over Chromium's pipe transport."""

    def __init__(self, binary: str) -> None:
        # Chromium's helper processes may still write to the profile while it is removed.
        self.profile = tempfile.TemporaryDirectory(prefix="referee-chromium-", ignore_cleanup_errors=True)
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def wire() -> None:  # the child reads commands on fd 3 and writes replies on fd 4
            high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)  # out of the way of 3 and 4 first
            high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        # close_fds would run after preexec_fn and close 3 and 4 again
        self.proc = subprocess.Popen(
            [binary, *FLAGS, f"--user-data-dir={self.profile.name}", "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire, close_fds=False, start_new_session=True)
        os.close(to_child_r)
        os.close(from_child_w)
        self._buffer = b""
        self._next = 0
        self.session = ""

    def call(self, method: str, params: dict[str, Any] | None = None, timeout: float = 20.0) -> dict[str, Any]:
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            while b"\0" in self._buffer:
                raw, self._buffer = self._buffer.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self._next:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    result: dict[str, Any] = reply.get("result", {})
                    return result
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no DevTools reply to {method}")
            ready, _, _ = select.select([self._from_child], [], [], remaining)
            if ready:
                chunk = os.read(self._from_child, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium exited")
                self._buffer += chunk

    def open(self, url: str, *, script: bool = True, width: int = 1280, height: int = 900) -> None:
        """A fresh tab at ``url``, its viewport ``width`` x ``height``; with ``script=False`` the page's
        JavaScript is disabled (as a reader's browser may have it), so no ready mark is waited for."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        self.call("Emulation.setScriptExecutionDisabled", {"value": not script})
        self.call("Page.navigate", {"url": url})
        if script:
            self.wait_for("document.body && document.body.getAttribute('data-ready') === 'yes'")
        else:
            self.wait_for("document.readyState === 'complete'")

    def screenshot(self, path: Path, *, full_page: bool = False) -> Path:
        """A PNG of the viewport (or of the whole page) written to ``path``."""
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            size = self.call("Page.getLayoutMetrics")["cssContentSize"]
            params.update(captureBeyondViewport=True, clip={"x": 0, "y": 0, "width": size["width"],
                                                            "height": min(size["height"], 12000), "scale": 1})
        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", params)["data"]))
        return path

    def eval(self, expression: str) -> Any:
        reply = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in reply:
            raise RuntimeError(f"{expression}: {reply['exceptionDetails']}")
        return reply["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.eval(f"!!({expression})"):
                return
            time.sleep(0.05)
        raise TimeoutError(f"never true: {expression}")

    def close(self) -> None:
        try:  # the whole process group: the browser and its renderer, zygote and crashpad helpers
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        for fd in (self._to_child, self._from_child):
            os.close(fd)
        self.profile.cleanup()


@pytest.fixture(scope="module")
def browser() -> Iterator[DevTools]:
    tools = DevTools(chromium_binary())
    try:
        yield tools
    finally:
        tools.close()


def test_dump_dom_renders_the_report(report_dir: Path) -> None:
    binary = chromium_binary()
    with tempfile.TemporaryDirectory(prefix="referee-chromium-", ignore_cleanup_errors=True) as profile:
        done = subprocess.run([binary, *FLAGS, f"--user-data-dir={profile}", "--dump-dom",
                               (report_dir / "report.html").as_uri()], capture_output=True, text=True, timeout=60)
    assert 'data-ready="yes"' in done.stdout
    assert 'class="section' in done.stdout  # the sections table was built by the page's script


# What "not blank" means for a screenshot: the page's own colours, measured in the browser (no imaging library).
PIXELS = """(async (src) => {
  const img = new Image(); img.src = src; await img.decode();
  const canvas = document.createElement('canvas'); canvas.width = img.width; canvas.height = img.height;
  const ctx = canvas.getContext('2d'); ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  const colours = new Set(); let ink = 0;
  for (let i = 0; i < data.length; i += 16) {
    colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    if (data[i] + data[i + 1] + data[i + 2] < 600) ink += 1;
  }
  return {width: img.width, height: img.height, colours: colours.size, ink: ink / (data.length / 16)};
})"""


def assert_not_blank(browser: DevTools, png: Path) -> None:
    """A real picture of the page: a PNG of some size, many colours, a fair share of non-white pixels."""
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 20_000, png
    uri = "data:image/png;base64," + base64.b64encode(png.read_bytes()).decode()
    reply = browser.call("Runtime.evaluate", {"expression": f"{PIXELS}({json.dumps(uri)})", "awaitPromise": True,
                                              "returnByValue": True})
    stats = reply["result"]["value"]
    assert stats["width"] >= 1000 and stats["height"] >= 600, stats
    assert stats["colours"] > 50 and 0.02 < stats["ink"] < 0.9, stats


# Rendered and not folded away: inside a closed <details>, only its <summary> shows.
VISIBLE = """(el => {
  if (!el || el.getClientRects().length === 0) return false;
  for (let up = el; up; up = up.parentElement) {
    const fold = up.parentElement;
    if (fold && fold.tagName === 'DETAILS' && !fold.open && up.tagName !== 'SUMMARY') return false;
  }
  return true;
})"""


def visible(browser: DevTools, selector: str) -> bool:
    return bool(browser.eval(f"{VISIBLE}(document.querySelector({json.dumps(selector)}))"))


def test_numbers_match_report_json_and_failures_show_without_a_click(
        browser: DevTools, report_dir: Path, document: dict[str, Any], tmp_path: Path) -> None:
    browser.open((report_dir / "report.html").as_uri())
    t = document["totals"]
    for key in ("passed", "failed", "errored", "skipped", "total"):
        assert browser.eval(f"document.getElementById('total-{key}').textContent") == str(t[key])
    assert browser.eval("document.getElementById('compliance').textContent") == "66.7%"
    rows = browser.eval("""[...document.querySelectorAll('tr.section')].map(r => ({key: r.dataset.section,
        passed: r.querySelector('.passed').textContent, total: r.querySelector('.total').textContent,
        pct: r.querySelector('.pct').textContent}))""")
    assert [r["key"] for r in rows] == list(document["sections"])
    for row in rows:
        section = document["sections"][row["key"]]
        assert (int(row["passed"]), int(row["total"])) == (section["passed"], section["total"])
        assert float(row["pct"].rstrip("%")) == pytest.approx(section["compliance"] * 100, abs=0.05)

    failing = document["scenarios"][1]
    card = f"[id='s-{failing['id']}']"
    # open at first sight: the card, its one-line cause, the failing step, expected against reported
    assert browser.eval(f"document.querySelector(\"{card}\").open") is True
    assert browser.eval("document.querySelector('details.card').dataset.id") == failing["id"]  # failures first
    assert visible(browser, f"{card} .headline")
    assert "did not happen" in browser.eval(f"document.querySelector(\"{card} .headline\").textContent")
    marked = browser.eval(f"[...document.querySelectorAll(\"{card} li.step.st-failed\")].map(li => li.textContent)")
    wanted = [s for s in failing["steps"] if s["outcome"] == "failed"]
    assert len(marked) == len(wanted) == 1 and wanted[0]["text"] in marked[0] and "failed here" in marked[0]
    assert visible(browser, f"{card} li.step.st-failed")
    heads = browser.eval(f"[...document.querySelectorAll(\"{card} table.versus th\")].map(th => th.textContent)")
    assert heads == ["Expected", "Engine reported"]
    assert "step_ended \u00b7 step draw" in browser.eval(f"document.querySelector(\"{card} table.versus\").textContent")
    # the rule it is filed under, with the rule's title from the index
    group = browser.eval(f"document.querySelector(\"{card}\").closest('.rulegroup').querySelector('h3').textContent")
    assert failing["rules"][0] in group and document["sections"]["mtg:500"]["title"] != ""
    # the transcript: one timeline entry per request, the raw lines one click further
    requests = sum(line.startswith("> ") for line in failing["transcript"])
    assert browser.eval(f"document.querySelectorAll(\"{card} ol.timeline > li\").length") == requests
    raw = browser.eval(f"document.querySelector(\"{card} pre.rawjson\").textContent")
    assert raw.splitlines() == failing["transcript"]
    assert not visible(browser, f"{card} pre.rawjson")
    # passes are folded away; a link to one opens its fold
    passing = document["scenarios"][0]["id"]
    assert not visible(browser, f"[id='s-{passing}']")
    browser.eval(f"location.hash = {json.dumps('s-' + passing)}")
    browser.wait_for(f"{VISIBLE}(document.getElementById({json.dumps('s-' + passing)}))")
    assert_not_blank(browser, browser.screenshot(tmp_path / "report-top.png"))


def test_the_filter_hides_passes_and_searches(browser: DevTools, report_dir: Path, document: dict[str, Any],
                                              tmp_path: Path) -> None:
    browser.open((report_dir / "report.html").as_uri())
    assert visible(browser, "#filters")
    browser.eval("document.querySelector('#pass details').open = true")
    passing = [s["id"] for s in document["scenarios"] if s["status"] == "pass"]
    failing = [s["id"] for s in document["scenarios"] if s["status"] == "fail"]
    assert all(visible(browser, f"[id='s-{ident}']") for ident in passing)
    browser.eval("""(() => { const box = document.querySelector('#filters input[name=status][value=pass]');
        box.checked = false; box.dispatchEvent(new Event('input', {bubbles: true})); })()""")
    assert not any(visible(browser, f"[id='s-{ident}']") for ident in passing)
    assert browser.eval("document.getElementById('pass').hidden") is True
    assert all(visible(browser, f"[id='s-{ident}']") for ident in failing)
    assert "status=fail" in browser.eval("location.search")  # the filter is in the URL, a view can be linked
    assert_not_blank(browser, browser.screenshot(tmp_path / "filtered.png"))
    # a rule prefix and a text search narrow it further; the per-rule table follows the filter
    browser.eval("""(() => { const f = document.getElementById('filters'); f.reset(); })()""")
    browser.wait_for("document.querySelector('#filters input[value=pass]').checked")
    browser.eval("""(() => { const q = document.querySelector('#filters input[name=q]'); q.value = 'turn-order/3';
        q.dispatchEvent(new Event('input', {bubbles: true})); })()""")
    shown = browser.eval("[...document.querySelectorAll('.scenario')].filter(el => !el.hidden)"
                         ".map(el => el.dataset.id)")
    assert shown == ["MTG01-turn-order/3"]
    assert browser.eval("document.getElementById('fail').hidden") is True
    browser.eval("""(() => { const f = document.getElementById('filters'); f.reset();
        const r = f.elements.rule; r.value = '501.1'; r.dispatchEvent(new Event('input', {bubbles: true})); })()""")
    rules = browser.eval("[...document.querySelectorAll('tr.rule')].filter(r => !r.hidden).map(r => r.dataset.rule)")
    assert rules == ["mtg:501.1"]


def test_without_javascript_the_failures_are_still_there(browser: DevTools, report_dir: Path,
                                                         document: dict[str, Any], tmp_path: Path) -> None:
    browser.open((report_dir / "report.html").as_uri(), script=False)
    assert browser.eval("document.body.getAttribute('data-ready')") is None  # the script did not run
    failing = document["scenarios"][1]
    card = f"[id='s-{failing['id']}']"
    assert visible(browser, f"{card} .headline") and visible(browser, f"{card} li.step.st-failed")
    assert visible(browser, f"{card} table.versus")
    assert not visible(browser, "#filters")  # filtering needs the script: hidden rather than dead
    assert visible(browser, "tr.rule")
    png = browser.screenshot(tmp_path / "report-no-javascript.png")
    assert_not_blank(browser, png)


def test_dump_dom_with_scripts_forbidden_has_the_failures(report_dir: Path, document: dict[str, Any],
                                                          tmp_path: Path) -> None:
    """The same through a Content-Security-Policy that forbids every script, as a strict mail client or
    CI artifact viewer serves the file."""
    page = (report_dir / "report.html").read_text(encoding="utf-8").replace(
        "<head>", "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'\">", 1)
    (tmp_path / "report.html").write_text(page, encoding="utf-8")
    binary = chromium_binary()
    with tempfile.TemporaryDirectory(prefix="referee-chromium-", ignore_cleanup_errors=True) as profile:
        done = subprocess.run([binary, *FLAGS, f"--user-data-dir={profile}", "--dump-dom",
                               (tmp_path / "report.html").as_uri()], capture_output=True, text=True, timeout=60)
    assert "<main>" in done.stdout and 'data-ready="yes"' not in done.stdout  # rendered, the script blocked
    failing = document["scenarios"][1]
    assert f'id="s-{failing["id"]}"' in done.stdout and "failed here" in done.stdout
    assert '<form id="filters" hidden' in done.stdout


def test_skip_causes_deviation_notes_and_tier(browser: DevTools, tmp_path: Path) -> None:
    from referee.outcomes import SkipCause
    from referee.reports import write_all
    from referee.reports.document import build_document
    from referee.results import ScenarioResult

    def result(ident: str, outcome: str, **extra: Any) -> ScenarioResult:
        return ScenarioResult(ident, f"[{ident.split('/')[1]}] scenario {ident}", "mtg/MTG04-main-phase.feature",
                              "mtg", ["mtg:505.1"], outcome, tier="advanced", **extra)

    steps = [{"keyword": "Given", "text": "a mtg game with players:", "line": 4, "background": True,
              "table": [["player"], ["A"], ["B"]], "outcome": "passed"},
             {"keyword": "When", "text": "A passes priority", "line": 20, "outcome": "passed"},
             {"keyword": "Then", "text": "B has priority", "line": 21, "outcome": "failed"},
             {"keyword": "And", "text": "the stack is empty", "line": 22, "outcome": "not_run"}]
    results = [
        result("MTG04-main-phase/21", "skipped", message="engine lacks capabilities archenemy, sagas",
               skip_causes=[SkipCause("capability", "archenemy"), SkipCause("capability", "sagas")],
               transcript=['> {"id":1,"type":"setup"}', '< {"id":1,"ok":false}']),
        result("MTG04-main-phase/2", "failed", message="B should have received priority", steps=steps,
               deviation={"rule": "mtg:117.3d", "step": "When A passes priority", "expected": "B", "actual": "A"}),
        result("MTG04-main-phase/3", "passed", notes=["rejected with the catch-all illegal_action"]),
    ]
    document = build_document(results, handshake=None, editions={"mtg": "2024-pre-foundations"},
                              engine_command="e", game="mtg")
    write_all(document, tmp_path)
    browser.open((tmp_path / "report.html").as_uri())
    groups = browser.eval("[...document.querySelectorAll('details.skipgroup > summary')].map(s => s.textContent)")
    assert [g.split(":")[1].split(",")[0].strip() for g in groups] == ["the engine lacks capability archenemy",
                                                                       "the engine lacks capability sagas"]
    assert "0 lacking only this" in groups[0]  # the scenario lacks both
    card = "[id='s-MTG04-main-phase/2']"
    deviation = browser.eval(f"document.querySelector(\"{card} .deviation\").textContent")
    assert "Rule broken first: mtg:117.3d" in deviation and "at step When A passes priority" in deviation
    assert "expected B" in deviation and "engine reported A" in deviation
    # filed under the rule broken first, whose title comes from the rules index
    group = browser.eval(f"document.querySelector(\"{card}\").closest('.rulegroup').querySelector('h3').textContent")
    assert group.startswith("mtg:117.3d") and len(group.split("\u00b7")[0].strip()) > len("mtg:117.3d")
    assert "the engine left the rules' path here" in browser.eval(
        f"[...document.querySelectorAll(\"{card} li.step\")][1].textContent")
    assert browser.eval(f"document.querySelector(\"{card} li.st-failed\").textContent").startswith("\u2717Then")
    assert browser.eval(f"document.querySelector(\"{card} details.background\").open") is False
    assert "advanced" in browser.eval(f"document.querySelector(\"{card} summary\").textContent")
    noted = browser.eval("document.querySelector(\"[id='s-MTG04-main-phase/3']\").textContent")
    assert "rejected with the catch-all illegal_action" in noted


def test_coverage_page_by_edition_filterable_and_linked_to_scenarios(browser: DevTools, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from referee.rules.cli import coverage_cmd

    runner = CliRunner()
    page = runner.invoke(coverage_cmd, ["--format", "html"])
    data = json.loads(runner.invoke(coverage_cmd, ["--format", "json"]).output)
    assert page.exit_code == 0, page.output
    (tmp_path / "coverage.html").write_text(page.output, encoding="utf-8")
    editions = [f"{e['game']}-{e['edition']}" for e in data["editions"]]

    browser.open((tmp_path / "coverage.html").as_uri(), script=False)  # the static page has it all
    assert browser.eval("[...document.querySelectorAll('section.edition')].map(s => s.dataset.edition)") == editions
    summary = browser.eval("""[...document.querySelectorAll('#summary tbody tr')].map(r =>
        [...r.querySelectorAll('td.num')].slice(0, 4).map(td => Number(td.textContent)))""")
    assert summary == [[e["summary"][k] for k in ("rules", "covered", "waived", "uncovered")] for e in data["editions"]]
    first = data["editions"][0]
    covered = next(r for r in first["rules"] if r["status"] == "covered")
    waived = next(r for r in first["rules"] if r["status"] == "waived")
    row = f"document.getElementById({json.dumps(editions[0] + ':' + covered['id'])})"
    text = browser.eval(f"{row}.textContent")
    scenario = covered["scenarios"][0]
    assert f"{scenario['file']}:{scenario['line']}" in text and covered["title"] in text
    assert f"{Path(scenario['file']).stem}/{scenario['name'][1:].split(']')[0]}" in text  # the scenario id
    assert waived["waiver"] in browser.eval(
        f"document.getElementById({json.dumps(editions[0] + ':' + waived['id'])}).textContent")
    assert not visible(browser, "#filters")

    browser.open((tmp_path / "coverage.html").as_uri())
    assert visible(browser, "#filters")
    browser.eval(f"""(() => {{ const f = document.getElementById('filters'); f.elements.edition.value =
        {json.dumps(editions[-1])}; f.dispatchEvent(new Event('input')); }})()""")
    shown = browser.eval("[...document.querySelectorAll('section.edition')].filter(s => !s.hidden)"
                         ".map(s => s.dataset.edition)")
    assert shown == [editions[-1]]
    browser.eval("""(() => { const f = document.getElementById('filters');
        f.querySelector('input[value=covered]').checked = false; f.dispatchEvent(new Event('input')); })()""")
    statuses = browser.eval("[...new Set([...document.querySelectorAll('tr.rulerow')].filter(r => !r.hidden)"
                            ".map(r => r.dataset.status))]")
    assert "covered" not in statuses and "waived" in statuses
    assert_not_blank(browser, browser.screenshot(tmp_path / "coverage.png"))
