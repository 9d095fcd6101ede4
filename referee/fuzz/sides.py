"""The two engines a fuzz run compares, behind one small interface.

``EngineSide`` is the engine under test, reached through Referee's protocol client (every reply validated
against the schemas) and read under the protocol's canonical ids (:class:`referee.observation.aliases.Aliases`,
as the steps read it). ``ReferenceSide`` is the bundled reference engine, in-process, which also lists the
legal actions of its pending decision. Both settle prompts whose only answer is forced the way the steps do
(:func:`referee.observation.forced.forced_answer`), so an engine that asks them and one that skips them
reach the same decision.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Protocol

from referee.observation.aliases import Aliases
from referee.observation.forced import forced_answer
from referee.observation.normal import complete_state
from referee.protocol.client import EngineClient

MAX_FORCED = 20  # forced answers in a row, as the steps allow (steps/context.py)


@dataclass
class Outcome:
    """One action's result on one side, forced answers included."""

    ok: bool
    events: list[dict[str, Any]] = field(default_factory=list)
    state: dict[str, Any] = field(default_factory=dict)
    error: dict[str, Any] | None = None
    forced: list[dict[str, Any]] = field(default_factory=list)  # forced answers given after the action
    forced_rejected: dict[str, Any] | None = None  # a forced answer the side rejected: {action, error}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"ok": self.ok}
        if self.error is not None:
            out["error"] = self.error
        else:
            out["events"] = self.events
        if self.forced:
            out["forced_answers"] = self.forced
        if self.forced_rejected is not None:
            out["forced_rejected"] = self.forced_rejected
        out["state"] = self.state
        return out


class Side(Protocol):
    label: str

    def setup(self, game: str, edition: str, setup: dict[str, Any]) -> dict[str, Any]: ...

    def send(self, action: dict[str, Any]) -> dict[str, Any]: ...


def settle(side: Side, reply: dict[str, Any], *, accepted_events: list[dict[str, Any]] | None = None) -> Outcome:
    """The outcome of a reply, after answering every forced prompt that follows it."""
    if not reply.get("ok"):
        return Outcome(False, state=reply.get("state") or {}, error=reply.get("error"))
    outcome = Outcome(True, list(accepted_events if accepted_events is not None else reply.get("events") or []),
                      reply.get("state") or {})
    for _ in range(MAX_FORCED):
        answer = forced_answer(outcome.state)
        if answer is None:
            return outcome
        forced = side.send(answer)
        if not forced.get("ok"):
            outcome.forced_rejected = {"action": answer, "error": forced.get("error")}
            return outcome
        outcome.forced.append(answer)
        outcome.events.extend(forced.get("events") or [])
        outcome.state = forced.get("state") or outcome.state
    outcome.forced_rejected = {"action": None, "error": {"code": "internal",
                                                         "message": f"{MAX_FORCED} forced prompts in a row"}}
    return outcome


def _completed(reply: dict[str, Any]) -> dict[str, Any]:
    """The reply with its state's optional fields completed (:func:`complete_state`), as the steps read it."""
    if isinstance(reply.get("state"), dict):
        return {**reply, "state": complete_state(reply["state"])}
    return reply


def reference_order(reference_state: dict[str, Any], engine_state: dict[str, Any]) -> dict[str, Any] | None:
    """The answer to an ``order_triggers`` prompt of the engine that the reference engine did not ask.

    The rules let a player order their triggers that trigger together (MTG 603.3b, RB 376.3.b); where a
    reference engine puts some on the chain in an order of its own instead (none does now: Riftbound asks
    for its Deathknells' order too), an engine that asks conforms, and the run can go
    on only if it gets the order the reference used: every pending trigger it names already on the
    reference's stack or chain, the first put there first. None when that is not the case."""
    decision = engine_state.get("decision") or {}
    if decision.get("kind") != "order_triggers" or (reference_state.get("decision") or {}).get("kind") == \
            "order_triggers":
        return None
    zone = reference_state.get("chain") if "chain" in reference_state else reference_state.get("stack")
    placed = [item.get("id") for item in zone or [] if isinstance(item, dict)]  # top first
    options = list(decision.get("options") or [])
    if not options or any(option not in placed for option in options):
        return None
    return {"kind": "order_triggers", "player": decision.get("player"),
            "order": sorted(options, key=lambda option: -placed.index(option))}


def follow_reference(side: Side, reference: Outcome, engine: Outcome) -> Outcome:
    """``engine`` after answering the trigger orders the reference chose itself (:func:`reference_order`),
    and any forced prompt after them; each answer is kept in ``forced`` with the forced ones."""
    for _ in range(MAX_FORCED):
        answer = reference_order(reference.state, engine.state) if engine.ok else None
        if answer is None:
            return engine
        reply = side.send(answer)
        if not reply.get("ok"):
            engine.forced_rejected = {"action": answer, "error": reply.get("error")}
            return engine
        after = settle(side, reply)
        engine.forced += [answer, *after.forced]
        engine.events += after.events
        engine.state = after.state
        engine.forced_rejected = after.forced_rejected
    return engine


class EngineSide:
    """The engine under test: a protocol client, read in canonical ids, its state completed."""

    def __init__(self, client: EngineClient, label: str = "engine") -> None:
        self.client = client
        self.label = label
        self.aliases = Aliases()

    def setup(self, game: str, edition: str, setup: dict[str, Any]) -> dict[str, Any]:
        self.client.ensure_alive()
        return _completed(self.aliases.on_setup(setup, self.client.setup(game, edition, setup)))

    def send(self, action: dict[str, Any]) -> dict[str, Any]:
        return _completed(self.aliases.on_reply(self.client.act(self.aliases.engine_ward(action))))


class ReferenceSide:
    """The reference engine in this process: replies like the protocol's, plus its legal actions."""

    label = "reference"

    def __init__(self) -> None:
        from referee.engines import reference_session

        self.session = reference_session()
        self.next_id = 0
        self._request("hello", protocol=1, harness={"name": "referee-fuzz", "version": "0"})

    def _request(self, kind: str, **fields: Any) -> dict[str, Any]:
        self.next_id += 1
        # Deep copies both ways: the reference engine must never share a list with what we keep or send on.
        reply: dict[str, Any] = self.session.handle({"id": self.next_id, "type": kind, **copy.deepcopy(fields)})
        return reply

    def setup(self, game: str, edition: str, setup: dict[str, Any]) -> dict[str, Any]:
        return self._request("setup", game=game, edition=edition, setup=setup)

    def send(self, action: dict[str, Any]) -> dict[str, Any]:
        return self._request("act", action=action)

    def legal_actions(self) -> list[dict[str, Any]]:
        """Every legal answer to the pending decision, as protocol actions."""
        from referee.engines import reference_legal_actions

        return reference_legal_actions(self.session)
