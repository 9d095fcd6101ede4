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


def test_an_action_from_an_unknown_player_must_be_refused_by_a_rules_code() -> None:
    """The reference engine refuses it (MTG not_your_decision, Riftbound bad_request: the code is the engine's),
    from a game in progress, not one the trivial game ended (game_over would answer first)."""
    code, output = smoke()
    assert code == 0, output
    assert "PASS mtg: action from an unknown player: rejected with not_your_decision" in output, output
    assert "PASS riftbound: action from an unknown player: rejected with bad_request" in output, output


def test_an_engine_that_fails_internally_on_an_unknown_player_fails_that_check_only() -> None:
    code, output = smoke("--format", "json", "--", sys.executable, str(HERE / "stranger_engine.py"), "internal")
    assert code == 1
    failed = {c["name"]: c["detail"] for c in json.loads(output)["checks"] if not c["ok"]}
    assert set(failed) == {"mtg: action from an unknown player", "riftbound: action from an unknown player"}
    assert "failed internally (KeyError: 'Z')" in failed["mtg: action from an unknown player"]


def test_an_engine_that_accepts_an_action_from_an_unknown_player_fails_that_check() -> None:
    code, output = smoke("--", sys.executable, str(HERE / "stranger_engine.py"), "accept")
    assert code == 1
    assert "FAIL mtg: action from an unknown player: 'Z', a player the setup does not have, passed and the " \
           "engine accepted it" in output, output


def test_a_card_the_engine_does_not_know_must_be_answered_unsupported() -> None:
    code, output = smoke()
    assert "PASS mtg: unknown probe card: answered unsupported" in output, output
    code, output = smoke("--format", "json", "--", sys.executable, str(HERE / "unknown_card_engine.py"))
    assert code == 1
    failed = {c["name"]: c["detail"] for c in json.loads(output)["checks"] if not c["ok"]}
    assert set(failed) == {"mtg: unknown probe card", "riftbound: unknown probe card"}
    assert "must be answered `unsupported`" in failed["riftbound: unknown probe card"]
    assert "not bad_setup: no such card" in failed["riftbound: unknown probe card"]


def test_a_consistent_setup_the_engine_cannot_model_must_be_accepted_or_answered_unsupported() -> None:
    code, output = smoke()
    assert "PASS mtg: setups at the schema's limits: 8 players: unsupported; a creature card in the command zone: " \
           "unsupported" in output, output
    assert "PASS riftbound: setups at the schema's limits: 4 players: ok" in output, output
    code, output = smoke("--format", "json", "--", sys.executable, str(HERE / "crowd_refusing_engine.py"))
    assert code == 1
    failed = {c["name"]: c["detail"] for c in json.loads(output)["checks"] if not c["ok"]}
    assert set(failed) == {"mtg: setups at the schema's limits"}
    assert failed["mtg: setups at the schema's limits"].endswith(
        "must be accepted or answered `unsupported` (PROTOCOL.md §1: then the scenarios that need it are skipped): "
        "with 8 players, not bad_setup: too many players; with a creature card in the command zone, not internal: "
        "KeyError: 'command'")


def test_an_engine_that_refuses_the_state_request_fails_the_checks_that_need_it_with_its_error() -> None:
    """Each check that reads the state says the engine refused it (no traceback), and the others still run."""
    code, output = smoke("--format", "json", "--", sys.executable, str(HERE / "stateless_engine.py"))
    assert code == 1
    failed = {c["name"]: c["detail"] for c in json.loads(output)["checks"] if not c["ok"]}
    assert set(failed) == {f"{game}: {check}" for game in ("mtg", "riftbound")
                           for check in ("state", "trivial game", "rejected action")}, failed
    assert all("state rejected: bad_request: unknown request type 'state'" in d for d in failed.values()), failed


def test_a_refusal_without_a_state_where_the_protocol_allows_it_is_checked_by_asking_for_the_state() -> None:
    code, output = smoke("--", sys.executable, str(HERE / "stranger_engine.py"), "bad_request")
    assert code == 0, output
    assert "PASS mtg: action from an unknown player: rejected with bad_request, state unchanged" in output, output


def test_an_edition_the_engine_does_not_announce_must_be_answered_unsupported() -> None:
    """PROTOCOL.md §1: a user's ``pytest --edition`` may name an edition the engine lacks; ``unsupported`` skips
    the scenarios with that cause, any other answer would error them."""
    code, output = smoke()
    assert "PASS mtg: unannounced edition: answered unsupported" in output, output
    assert "PASS riftbound: unannounced edition: answered unsupported" in output, output
    code, output = smoke("--format", "json", "--", sys.executable, str(HERE / "unknown_edition_engine.py"))
    assert code == 1
    failed = {c["name"]: c["detail"] for c in json.loads(output)["checks"] if not c["ok"]}
    assert set(failed) == {"mtg: unannounced edition", "riftbound: unannounced edition"}
    assert failed["mtg: unannounced edition"] == (
        "an edition the engine does not implement must be answered `unsupported` (PROTOCOL.md §1), not bad_setup: "
        "unknown edition")
