"""The state one scenario carries from step to step.

Steps never build or edit game state themselves: ``Given`` steps only accumulate a *setup
description*, which is sent to the engine once, at the first ``When``/``Then`` step; from then on
every change comes from the engine's replies to actions. A suite whose steps set state directly
would pass with no engine at all.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

import pytest

from referee.protocol.errors import EngineFailure

# Which decision kind each answering action answers; "choose" answers any choose_* decision
# except choose_targets (Riftbound battlefields, MTG defending player...).
ANSWERS = {
    "declare_attackers": ("declare_attackers",),
    "declare_blockers": ("declare_blockers",),
    "order_blockers": ("order_blockers",),
    "order_attackers": ("order_attackers",),
    "assign_combat_damage": ("assign_combat_damage",),
    "assign_damage": ("assign_damage",),
    "discard": ("discard",),
    "order_triggers": ("order_triggers",),
    "choose_targets": ("choose_targets",),
}


class SetupRejected(EngineFailure):
    kind = "setup_rejected"


@dataclass
class Rejection:
    action: dict[str, Any]
    error: dict[str, Any]
    state_before: dict[str, Any]
    state_after: dict[str, Any]


@dataclass
class ScenarioContext:
    """Everything a scenario knows: the setup it is building and what the engine last said."""

    session: Any  # referee.plugin.EngineSession (kept untyped: steps only use its small API)
    game: str
    edition: str
    setup: dict[str, Any] = field(default_factory=dict)
    started: bool = False
    state: dict[str, Any] = field(default_factory=dict)
    events: list[dict[str, Any]] = field(default_factory=list)
    last_action: dict[str, Any] | None = None
    rejection: Rejection | None = None
    rejection_checked: bool = True
    notes: list[str] = field(default_factory=list)

    # -- setup ---------------------------------------------------------------------------------
    def ensure_started(self) -> None:
        if self.started:
            return
        self.started = True
        reply = self.session.client.setup(self.game, self.edition, self.setup)
        if not reply["ok"]:
            error = reply["error"]
            if error["code"] == "unsupported":
                pytest.skip(f"engine does not support this setup: {error['message']}")
            raise SetupRejected(f"the engine rejected the scenario's setup ({error['code']}): {error['message']}",
                                command=self.session.client.command)
        self.state = reply["state"]

    # -- acting ----------------------------------------------------------------------------------
    def begin_step(self) -> None:
        """Every step but the rejection check starts here: an unexpected rejection fails now."""
        self.ensure_started()
        if self.rejection is not None and not self.rejection_checked:
            self.rejection_checked = True
            raise AssertionError(
                f"the engine rejected {json.dumps(self.rejection.action)}: "
                f"{self.rejection.error['code']}: {self.rejection.error['message']}"
                + (f" (rule {self.rejection.error['rule']})" if self.rejection.error.get("rule") else "")
            )

    def decision(self) -> dict[str, Any] | None:
        decision: dict[str, Any] | None = self.state.get("decision")
        return decision

    def describe_decision(self) -> str:
        decision = self.decision()
        if decision is None:
            return "no pending decision"
        extra = {k: v for k, v in decision.items() if k not in ("player", "kind")}
        return f"{decision['player']} must {decision['kind']}" + (f" {json.dumps(extra)}" if extra else "")

    def act(self, action: dict[str, Any], *, accumulate: bool = False) -> bool:
        """Send one action; True when accepted. A rejection is kept for the next step to judge."""
        self.begin_step()
        before = self.state
        reply = self.session.client.act(action)
        self.last_action = action
        if not accumulate:
            self.events = []
        if reply["ok"]:
            self.events.extend(reply["events"])
            self.state = reply["state"]
            self.rejection = None
            return True
        self.rejection = Rejection(action, reply["error"], before, reply.get("state") or before)
        self.rejection_checked = False
        self.state = reply.get("state") or before
        return False

    def answer(self, action: dict[str, Any]) -> None:
        """Answer a scripted decision; if the engine did not ask for it, record that and send nothing."""
        self.begin_step()
        decision = self.decision() or {}
        kinds = ANSWERS.get(action["kind"])
        asked = decision.get("player") == action["player"] and (
            decision.get("kind") in kinds if kinds else
            str(decision.get("kind", "")).startswith("choose") and decision.get("kind") != "choose_targets"
        )
        if not asked:
            if decision.get("kind") not in (None, "priority"):
                raise AssertionError(f"unscripted decision: {self.describe_decision()} "
                                     f"(the script answers {action['kind']} for {action['player']})")
            self.notes.append(f"engine did not ask for {action['kind']} by {action['player']}: treated as forced")
            self.events = []
            return
        self.act(action)

    def require_priority(self, player: str | None = None) -> str:
        """The player holding priority now; fails naming the pending decision when there is none."""
        decision = self.decision()
        if decision is None or decision.get("kind") != "priority":
            raise AssertionError(f"unscripted decision: {self.describe_decision()}")
        holder = str(decision["player"])
        if player is not None and holder != player:
            raise AssertionError(f"{player} was scripted to act but {holder} has priority")
        return holder

    def player_ids(self) -> list[str]:
        return [p["id"] for p in self.state.get("players", [])]

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.state)


@pytest.fixture
def referee_ctx(referee_engine: Any) -> ScenarioContext:
    """A fresh scenario context on the session's engine (reset happens with the setup)."""
    return ScenarioContext(session=referee_engine, game=referee_engine.game, edition=referee_engine.edition)
