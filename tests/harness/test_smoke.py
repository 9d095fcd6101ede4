"""``referee smoke``: a protocol-only check with a readable verdict."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from click.testing import CliRunner

from referee.cli import main

HERE = Path(__file__).parent


def smoke(*argv: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["smoke", "--timeout", "2", *argv], catch_exceptions=False)
    return result.exit_code, result.output


def test_reference_engine_passes_the_smoke_test() -> None:
    code, output = smoke()
    assert code == 0, output
    assert "PASS handshake:" in output and "PASS mtg: reset (second setup)" in output
    assert "PASS riftbound: trivial game" in output and "PASS bye: engine exited with status 0" in output
    assert "PROTOCOL OK" in output


def test_schema_breaking_engine_fails_with_the_pointer() -> None:
    code, output = smoke("--format", "json", "--", sys.executable, str(HERE / "fake_engine.py"), "schema")
    assert code == 1
    data = json.loads(output)
    setup = next(c for c in data["checks"] if c["name"] == "mtg: setup")
    assert not setup["ok"] and "/state/players/0/life" in setup["detail"]
    assert data["verdict"].startswith("PROTOCOL BROKEN")


def test_wrong_protocol_version_fails_the_handshake() -> None:
    code, output = smoke("--", sys.executable, str(HERE / "fake_engine.py"), "protocol2")
    assert code == 3  # the handshake failed: an engine failure (referee.exitcodes)
    assert "FAIL handshake: handshake_failed: the engine speaks protocol 2" in output


def test_chatty_engine_fails_on_unsolicited_output(tmp_path: Path) -> None:
    code, output = smoke("--engine-env", f"HOSTILE_COUNTER={tmp_path / 'c'}", "--",
                         sys.executable, str(HERE / "hostile_engine.py"), "extra_line", "1")
    assert code == 1
    assert "unsolicited output on stdout" in output, output
