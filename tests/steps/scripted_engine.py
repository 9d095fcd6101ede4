"""A scripted fake engine for driving the step library's context without a rules engine.

``scripted(setup_reply, replies)`` gives a ScenarioContext whose engine answers ``setup`` with
``setup_reply`` and each ``act`` with the next of ``replies`` (a reply dict, or a function of the action).
It plays an engine that differs from the reference engine in one chosen way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from steps.context import ScenarioContext

Reply = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


def state(holder: str | None = "A", kind: str = "priority", *, turn: int = 3, phase: str = "precombat_main",
          step: str | None = None, stack: list[dict[str, Any]] | None = None, **decision: Any) -> dict[str, Any]:
    """A small MTG state: players A and B, A active, ``holder`` facing a ``kind`` decision."""
    return {"game": "mtg", "turn": turn, "active_player": "A", "phase": phase, "step": step,
            "priority": holder if kind == "priority" else None, "players": [{"id": "A"}, {"id": "B"}],
            "stack": stack or [], "objects": {},
            "decision": None if holder is None else {"player": holder, "kind": kind, **decision}}


def ok(new_state: dict[str, Any], *events: dict[str, Any]) -> dict[str, Any]:
    return {"ok": True, "events": list(events), "state": new_state}


def rejected(code: str, message: str, unchanged: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message, **extra}, "state": unchanged}


class FakeClient:
    command = "fake-engine"

    def __init__(self, setup_reply: dict[str, Any], replies: list[Reply]) -> None:
        self.setup_reply = setup_reply
        self.replies = list(replies)
        self.sent: list[dict[str, Any]] = []

    def setup(self, game: str, edition: str, setup: dict[str, Any]) -> dict[str, Any]:
        return self.setup_reply

    def act(self, action: dict[str, Any]) -> dict[str, Any]:
        self.sent.append(action)
        if not self.replies:
            raise AssertionError(f"the fake engine has no reply scripted for {action}")
        reply = self.replies.pop(0)
        return reply(action) if callable(reply) else reply


class FakeSession:
    def __init__(self, client: FakeClient) -> None:
        self.client = client


def scripted(setup_reply: dict[str, Any], replies: list[Reply], *, game: str = "mtg",
             edition: str = "2024-pre-foundations", setup: dict[str, Any] | None = None,
             step: tuple[str, str] = ("A passes priority", "when")) -> ScenarioContext:
    """A context on a fake engine, inside the scenario step ``step`` (text, type), as the pytest-bdd hook
    would set it."""
    ctx = ScenarioContext(session=FakeSession(FakeClient(setup_reply, replies)), game=game, edition=edition)
    ctx.setup = setup or minimal_setup(game)
    ctx.enter_step(*step)
    return ctx


def minimal_setup(game: str) -> dict[str, Any]:
    """A setup the game's setup schema accepts (the steps refuse to send any other: a scenario error)."""
    turn: dict[str, Any] = {"number": 3, "phase": "precombat_main" if game == "mtg" else "action", "step": None,
                            "priority": "A", **({"active_player": "A"} if game == "mtg" else {"turn_player": "A"})}
    return {"players": [{"id": "A"}, {"id": "B"}], "objects": [], "turn": turn}


def sent(ctx: ScenarioContext) -> list[dict[str, Any]]:
    client: FakeClient = ctx.session.client
    return client.sent
