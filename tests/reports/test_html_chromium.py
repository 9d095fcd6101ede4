"""The HTML report in real headless Chromium: it renders, its numbers match report.json, drill-down works.

Chromium is driven over the DevTools protocol on a pipe (``--remote-debugging-pipe``: NUL-terminated JSON
on fds 3/4), so no extra Python package is needed. Debian's ``chromium`` is installed when missing; if
that is impossible the tests skip and say why.
"""

from __future__ import annotations

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

    def open(self, url: str) -> None:
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Page.navigate", {"url": url})
        self.wait_for("document.body && document.body.getAttribute('data-ready') === 'yes'")

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


def test_numbers_match_report_json_and_drill_down_works(browser: DevTools, report_dir: Path,
                                                         document: dict[str, Any]) -> None:
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
    assert browser.eval("document.getElementById('detail').hidden") is True

    failing = document["scenarios"][1]
    section = "mtg:" + failing["rules"][0].split(":")[1].split(".")[0]
    # click the section: its scenarios appear, failing ones first
    browser.eval(f"document.querySelector('tr.section[data-section=\"{section}\"]').click()")
    browser.wait_for(f"!document.querySelector('tr.section-detail[data-section=\"{section}\"]').hidden")
    listed = browser.eval(f"""[...document.querySelectorAll(
        'tr.section-detail[data-section="{section}"] li.scenario')].map(li => li.dataset.id)""")
    assert listed[0] == failing["id"]
    # click the failing scenario: message, expected-versus-actual diff and transcript
    browser.eval(f"document.querySelector('li.scenario[data-id=\"{failing['id']}\"]').click()")
    browser.wait_for("!document.getElementById('detail').hidden")
    assert browser.eval("document.getElementById('detail').dataset.id") == failing["id"]
    assert "did not happen" in browser.eval("document.querySelector('#detail pre.message').textContent")
    removed = browser.eval("[...document.querySelectorAll('#detail pre.diff .del')].map(d => d.textContent)")
    assert removed and removed[0].startswith("- {")  # the expected event, absent from what happened
    transcript = browser.eval("document.querySelector('#detail pre.transcript').textContent")
    assert transcript.splitlines() == failing["transcript"]
    assert browser.eval("location.hash") == f"#section={section.replace(':', '%3A')}&scenario=" \
        + failing["id"].replace("/", "%2F")
    # clicking the open section again closes it
    browser.eval(f"document.querySelector('tr.section[data-section=\"{section}\"]').click()")
    browser.wait_for("document.getElementById('detail').hidden")


def test_detail_shows_skip_causes_deviation_notes_and_tier(browser: DevTools, tmp_path: Path) -> None:
    from referee.outcomes import SkipCause
    from referee.plugin import ScenarioResult
    from referee.reports import write_all
    from referee.reports.document import build_document

    def result(ident: str, outcome: str, **extra: Any) -> ScenarioResult:
        return ScenarioResult(ident, f"scenario {ident}", "mtg/MTG04-main-phase.feature", "mtg", ["mtg:505.1"],
                              outcome, tier="advanced", **extra)

    results = [
        result("MTG04-main-phase/21", "skipped", message="engine lacks capabilities archenemy, sagas",
               skip_causes=[SkipCause("capability", "archenemy"), SkipCause("capability", "sagas")],
               transcript=['> {"id":1,"type":"setup"}', '< {"id":1,"ok":false}']),
        result("MTG04-main-phase/2", "failed", message="B should have received priority",
               deviation={"rule": "mtg:117.3d", "step": "When A passes priority", "expected": "B", "actual": "A"}),
        result("MTG04-main-phase/3", "passed", notes=["rejected with the catch-all illegal_action"]),
    ]
    document = build_document(results, handshake=None, editions={"mtg": "x"}, engine_command="e", game="mtg")
    write_all(document, tmp_path)
    browser.open((tmp_path / "report.html").as_uri())
    assert browser.eval("document.querySelectorAll('#skips tr.skip-group').length") == 2

    def detail(ident: str) -> str:
        browser.eval(f"location.hash = 'scenario={ident.replace('/', '%2F')}'")
        browser.wait_for(f"document.getElementById('detail').dataset.id === '{ident}'")
        return str(browser.eval("document.getElementById('detail').textContent"))

    skipped = detail("MTG04-main-phase/21")
    assert "Engine lacks capability archenemy" in skipped and "Engine lacks capability sagas" in skipped
    assert "tier advanced" in skipped
    assert browser.eval("document.querySelector('#detail pre.transcript').textContent").startswith('> {"id":1')
    assert "Broken first: rule mtg:117.3d at When A passes priority" in detail("MTG04-main-phase/2")
    noted = detail("MTG04-main-phase/3")
    assert "passed, with notes" in noted and "rejected with the catch-all illegal_action" in noted
