"""The protocol client turns every kind of engine misbehaviour into a specific EngineFailure."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from referee.engines import make_client
from referee.protocol.client import EngineClient
from referee.protocol.errors import (
    BadReply,
    EngineCrashed,
    EngineStartFailed,
    EngineTimeout,
    HandshakeFailed,
    SchemaViolation,
    UnsolicitedOutput,
    WrongId,
)

FAKE = Path(__file__).with_name("fake_engine.py")
SETUP = {"players": [{"id": "A"}, {"id": "B"}], "objects": [], "turn": {"number": 1, "active_player": "A",
                                                           "phase": "precombat_main", "step": None, "priority": "A"}}


def client(mode: str, timeout: float = 5.0) -> EngineClient:
    return make_client(f"{sys.executable} {FAKE} {mode}", timeout=timeout)


def test_handshake_and_setup_round_trip() -> None:
    engine = client("ok")
    handshake = engine.start()
    assert handshake.name == "fake"
    assert handshake.rulesets == {"mtg": ("x",)}
    reply = engine.setup("mtg", "x", SETUP)
    assert reply["ok"] and reply["state"]["priority"] == "A"
    engine.close()


@pytest.mark.parametrize(
    ("mode", "failure", "fragment"),
    [
        ("crash", EngineCrashed, "exited with status 7"),
        ("bad_json", BadReply, "not JSON"),
        ("not_utf8", BadReply, "not UTF-8"),
        ("wrong_id", WrongId, "carries id 6"),
        ("log_on_stdout", UnsolicitedOutput, "unsolicited output on stdout before the reply to setup #1"),
        ("schema", SchemaViolation, "/state/players/0/life"),
        ("partial", EngineCrashed, "partial line"),
    ],
)
def test_misbehaviour_is_a_specific_failure(mode: str, failure: type[Exception], fragment: str) -> None:
    engine = client(mode)
    engine.start()
    with pytest.raises(failure) as caught:
        engine.setup("mtg", "x", SETUP)
    assert fragment in str(caught.value)
    engine.close()


def test_crash_diagnostic_carries_stderr_tail_and_command() -> None:
    engine = client("crash")
    engine.start()
    with pytest.raises(EngineCrashed) as caught:
        engine.setup("mtg", "x", SETUP)
    assert "Traceback: boom" in caught.value.diagnostic()
    assert str(FAKE) in caught.value.diagnostic()
    engine.close()


def test_timeout_is_bounded_and_engine_restarts() -> None:
    engine = client("hang", timeout=0.3)
    engine.start()
    with pytest.raises(EngineTimeout, match=r"no reply within 0\.3 s"):
        engine.setup("mtg", "x", SETUP)
    handshake = engine.ensure_alive()  # a fresh process after the failure
    assert handshake.name == "fake" and engine.starts == 2
    engine.close()


def test_crash_at_start_up_names_the_exit_and_stderr() -> None:
    engine = client("crash_on_hello")
    with pytest.raises(EngineCrashed) as caught:
        engine.start()
    assert "exited with status 3" in str(caught.value)
    assert "cannot load card database" in caught.value.diagnostic()


def test_other_protocol_version_fails_the_handshake() -> None:
    with pytest.raises(HandshakeFailed, match="protocol 2"):
        client("protocol2").start()


def test_missing_executable_is_a_start_failure() -> None:
    engine = make_client("/nonexistent/engine --flag")
    with pytest.raises(EngineStartFailed, match="cannot start"):
        engine.start()


def test_command_is_split_like_a_shell_and_not_run_by_one() -> None:
    engine = make_client(f"{sys.executable} '{FAKE}' ok; echo pwned")
    assert engine.transport.argv[-3:] == ["ok;", "echo", "pwned"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("kind", "reply", "pointer"),
    [
        ("bye", {"id": 1, "ok": True, "state": {}}, ""),
        ("hello", {"id": 0, "ok": True, "protocol": 1, "engine": {"name": "e", "version": 1},
                   "rulesets": [{"game": "mtg", "editions": ["x"]}], "capabilities": []}, "/engine/version"),
        ("act", {"id": 2, "ok": False, "error": {"code": "nope", "message": "m"}}, "/error/code"),
    ],
)
def test_explain_points_at_the_offending_value(kind: str, reply: dict[str, object], pointer: str) -> None:
    explained = make_client(None, in_process=True).explain(kind, reply)
    assert explained.pointer == pointer, explained


def test_an_action_of_the_other_game_is_refused_before_it_is_sent() -> None:
    # protocol/act.json accepts either game's actions; the session's game decides (game/action.json's title).
    engine = make_client(None, in_process=True)
    engine.start()
    engine.setup("riftbound", "1.2", {
        "players": [{"id": "A"}, {"id": "B"}], "objects": [],
        "turn": {"number": 1, "turn_player": "A", "phase": "action", "step": None, "priority": "A"}})
    sent = len(engine.transcript)
    with pytest.raises(ValueError, match="Referee built an invalid riftbound action"):
        engine.act({"player": "A", "kind": "cast", "card": "x"})  # an MTG action
    assert len(engine.transcript) == sent  # nothing reached the engine
    assert engine.act({"player": "A", "kind": "pass"})["id"] > 0  # the game's own actions still go through
    engine.close()


RIFTBOUND_SETUP = {"players": [{"id": "A"}, {"id": "B"}], "objects": [],
                   "turn": {"number": 1, "turn_player": "A", "phase": "action", "step": None, "priority": "A"}}


def _mtg_state() -> dict[str, Any]:
    from referee.smoke import SETUPS
    from reference_engine.server import Session

    mtg = Session()
    mtg.handle({"id": 1, "type": "hello", "protocol": 1})
    state: dict[str, Any] = mtg.handle({"id": 2, "type": "setup", "game": "mtg", "edition": "2024-pre-foundations",
                                        "setup": SETUPS["mtg"]})["state"]
    return state


def _reference_that(change: str) -> EngineClient:
    """The in-process reference engine whose act replies carry one thing of the other game's shape."""
    from referee.protocol.transport import InProcessTransport
    from reference_engine.server import Session

    def factory():  # type: ignore[no-untyped-def]
        session = Session()

        def handle(request):  # type: ignore[no-untyped-def]
            reply = session.handle(request)
            if request.get("type") == "act" and reply.get("ok"):
                if change == "event":  # valid as an MTG event only: Riftbound has no life
                    reply["events"].append({"type": "life_changed", "player": "A", "amount": -2, "life": 18})
                else:  # a whole, valid MTG state
                    reply["state"] = _mtg_state()
            return reply

        return handle

    return EngineClient(InProcessTransport(factory))


@pytest.mark.parametrize(("change", "where"), [("event", "/events/"), ("state", "/state/game")])
def test_a_reply_of_the_other_games_shape_breaks_the_sessions_schema(change: str, where: str) -> None:
    engine = _reference_that(change)
    engine.start()
    assert engine.setup("riftbound", "1.2", RIFTBOUND_SETUP)["ok"]
    with pytest.raises(SchemaViolation, match=f"breaks the riftbound schema at {where}"):
        engine.act({"player": "A", "kind": "end_turn"})
    engine.close()


def test_an_inconsistent_setup_is_never_sent() -> None:
    engine = client("ok")
    engine.start()
    sent = engine.mark()
    owned_by_nobody = {**SETUP, "objects": [{"id": "x", "card": "Probe Forest", "owner": "C", "zone": "hand"}]}
    with pytest.raises(ValueError, match="Referee built an inconsistent mtg setup: /objects/0/owner: 'C' names no"):
        engine.setup("mtg", "x", owned_by_nobody)
    assert engine.mark() == sent  # nothing was sent
    engine.close()



@pytest.mark.parametrize(("code", "valid"), [("illegal_action", False), ("timing", False), ("game_over", False),
                                             ("internal", True), ("unsupported", True), ("bad_request", True)])
def test_only_a_failure_that_rejects_nothing_by_the_rules_may_leave_the_state_out(code: str, valid: bool) -> None:
    """A rules rejection must carry the unchanged state (PROTOCOL.md §1): without it, a rejection that changed the
    engine's state would pass the scenario's unchanged-state check unseen."""
    client = make_client(None, in_process=True)
    reply = {"id": 2, "ok": False, "error": {"code": code, "message": "m"}}
    assert client.schemas.is_valid("protocol/act.json#response", reply) is valid
    if not valid:
        explained = client.explain("act", reply)
        assert (explained.pointer, code in explained.message) == ("/state", True), explained
