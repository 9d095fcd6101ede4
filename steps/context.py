"""The state one scenario carries from step to step.

Steps never build or edit game state themselves: ``Given`` steps only accumulate a *setup
description*, which is sent to the engine once, at the first ``When``/``Then`` step; from then on
every change comes from the engine's replies to actions. A suite whose steps set state directly
would pass with no engine at all.

The events a ``Then`` step sees are those of every action the last acting ``When`` step sent (the
forced answers the kit gave for it included); a ``When`` step that sent nothing (the engine skipped the
prompt it answers) leaves them as they were. Any reply ``unsupported`` skips the scenario, naming what
the engine lacks (:func:`skip_cause`); a ``When`` step that can't do what the script says raises a
:class:`referee.outcomes.Deviation` (``steps/deviations.py``).
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

import pytest

from referee.observation.aliases import Aliases
from referee.observation.forced import forced_answer, plausibly_forced
from referee.observation.normal import complete_state
from referee.observation.unsupported import skip_cause
from referee.outcomes import ScenarioError, skip_for
from referee.protocol.errors import EngineFailure
from referee.rules.authoring import check_action, check_setup

from . import deviations
from .deviations import Exchange

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
    step: str = ""  # the step that sent the action
    previous: Exchange | None = None  # the exchange that led to state_before


MAX_FORCED = 20  # forced answers in a row; more means the engine keeps asking


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
    history: list[Exchange] = field(default_factory=list)
    # The scenario step being run (set by the pytest-bdd hook below) and whether it has sent an action yet:
    # the first action of a step starts its events. None: no hook (a unit test driving the context by hand),
    # then every action not sent with ``accumulate`` starts them.
    step_text: str | None = None
    step_type: str = ""
    step_has_acted: bool = False
    aliases: Aliases = field(default_factory=Aliases)  # engine-chosen ability/token ids <-> canonical ids
    # Which Given step last wrote each top-level setup field, to name it when the setup schema refuses that field.
    setup_writers: dict[str, str] = field(default_factory=dict)
    _setup_seen: dict[str, str] = field(default_factory=dict)

    def enter_step(self, text: str, kind: str) -> None:
        self._note_setup_writers()
        self.step_text, self.step_type, self.step_has_acted = text, kind, False

    def _note_setup_writers(self) -> None:
        if self.step_type != "given" or self.step_text is None:
            return
        for name, value in self.setup.items():
            if self._setup_seen.get(name) != repr(value):
                self.setup_writers[name] = self.step_text
                self._setup_seen[name] = repr(value)

    @property
    def step(self) -> str:
        return self.step_text or (json.dumps(self.last_action) if self.last_action else "the first step")

    # -- setup ---------------------------------------------------------------------------------
    def ensure_started(self) -> None:
        if self.started:
            return
        self.started = True
        self._note_setup_writers()
        try:
            check_setup(self.game, self.setup)
        except ScenarioError as wrong:
            part = wrong.pointer.split("/")[1] if wrong.pointer.count("/") else ""  # "/objects/0/zone" -> objects
            wrong.step = self.setup_writers.get(part, "")
            raise
        reply = self.aliases.on_setup(self.setup, self.session.client.setup(self.game, self.edition, self.setup))
        if not reply["ok"]:
            error = reply["error"]
            if error["code"] == "unsupported":
                skip_for(skip_cause(error, "setup", setup=self.setup))
            raise SetupRejected(f"the engine rejected the scenario's setup ({error['code']}): {error['message']}",
                                command=self.session.client.command)
        self.state = complete_state(reply["state"])
        self.settle_forced()

    # -- acting ----------------------------------------------------------------------------------
    def begin_step(self) -> None:
        """Every step but the rejection check starts here: an unexpected rejection fails now."""
        self.ensure_started()
        if self.rejection is not None and not self.rejection_checked:
            self.rejection_checked = True
            rejection, error = self.rejection, self.rejection.error
            actual = (f"the engine rejected {json.dumps(rejection.action)}: {error['code']}: {error['message']}"
                      + (f" (rule {error['rule']})" if error.get("rule") else ""))
            if not deviations.holds(rejection.state_before, rejection.action):
                raise self.lost_decision(rejection, actual)
            if self.step_type == "when":  # the script can't go on from here: say where it stopped
                raise deviations.deviation(rejection.step or self.step, "the action was to be accepted", actual,
                                           None)
            raise AssertionError(actual)

    def lost_decision(self, rejection: Rejection, actual: str) -> AssertionError:
        """The actor did not hold priority (or the decision) when it acted: the engine had left the path."""
        player = str(rejection.action.get("player"))
        needs = "priority" if rejection.action.get("kind") in deviations.PRIORITY_ACTIONS else "the decision"
        rule = deviations.priority_rule(self.game, rejection.previous, rejection.state_before, player)
        return deviations.deviation(
            rejection.step or self.step, f"{player} was to hold {needs} here",
            f"{deviations.describe(rejection.state_before)} ({deviations.where(rejection.state_before)}); "
            f"{actual}", self._rule(rule))

    def _rule(self, base_rule: str | None) -> str | None:
        return deviations.in_edition(self.game, self.edition, base_rule)

    def decision(self) -> dict[str, Any] | None:
        decision: dict[str, Any] | None = self.state.get("decision")
        return decision

    def describe_decision(self) -> str:
        decision = self.decision()
        if decision is None:
            return "no pending decision"
        extra = {k: v for k, v in decision.items() if k not in ("player", "kind")}
        return f"{decision['player']} must {decision['kind']}" + (f" {json.dumps(extra)}" if extra else "")

    def start_events(self) -> None:
        """A step that sends several actions starts its events empty, even if it ends up sending none."""
        self.events = []
        self.step_has_acted = True

    def _start_events(self, accumulate: bool) -> None:
        fresh = not self.step_has_acted if self.step_text is not None else not accumulate
        if fresh:
            self.events = []
        self.step_has_acted = True

    def _send(self, action: dict[str, Any], accumulate: bool) -> dict[str, Any]:
        """One action over the wire; an ``unsupported`` reply skips the scenario."""
        before = self.state
        reply: dict[str, Any] = self.aliases.on_reply(self.session.client.act(self.aliases.engine_ward(action)))
        if not reply["ok"] and reply["error"]["code"] == "unsupported":
            skip_for(skip_cause(reply["error"], "act", action=action))
        self._start_events(accumulate)
        previous = self.history[-1] if self.history else None
        if reply["ok"]:
            self.events.extend(reply["events"])
            self.state = complete_state(reply["state"])
            self.history.append(Exchange(action, before, self.state, list(reply["events"])))
        else:
            self.state = complete_state(reply.get("state") or before)
            self.history.append(Exchange(action, before, self.state, [], accepted=False))
            self.rejection = Rejection(action, reply["error"], before, self.state, self.step, previous)
        return reply

    def act(self, action: dict[str, Any], *, accumulate: bool = False) -> bool:
        """Send one action; True when accepted. A rejection is kept for the next step to judge."""
        self.begin_step()
        check_action(action)
        reply = self._send(action, accumulate)
        self.last_action = action
        if reply["ok"]:
            self.rejection = None
            self.settle_forced()
            return True
        self.rejection_checked = False
        return False

    def settle_forced(self) -> None:
        """Answer, one after the other, pending decisions whose only legal answer is forced.

        The scenarios are written for an engine that skips such prompts (PROTOCOL.md §4.1); an engine that
        asks them conforms too, so the kit gives the forced answer, with the events counted as the step's.
        """
        for _ in range(MAX_FORCED):
            answer = forced_answer(self.state)
            if answer is None:
                return
            decision = self.describe_decision()
            reply = self._send(answer, accumulate=True)
            if not reply["ok"]:
                self.rejection_checked = True
                error = reply["error"]
                rule = deviations.DECISION_RULES.get(self.game, {}).get(str(answer["kind"]))
                raise deviations.deviation(
                    self.step, f"the only legal answer {json.dumps(answer)} to be accepted ({decision})",
                    f"the engine rejected it: {error['code']}: {error['message']}", self._rule(rule))
            self.notes.append(f"the engine asked a prompt whose only legal answer is forced ({decision}): "
                              f"the kit answered {json.dumps(answer)}")
        raise deviations.deviation(self.step, "the game to go on after forced answers",
                                   f"the engine asked {MAX_FORCED} forced prompts in a row", None)

    def answer(self, action: dict[str, Any]) -> None:
        """Answer a scripted decision; if the engine did not ask for it, see whether it may skip it."""
        self.begin_step()
        decision = self.decision() or {}
        kinds = ANSWERS.get(action["kind"])
        asked = decision.get("player") == action["player"] and (
            decision.get("kind") in kinds if kinds else
            str(decision.get("kind", "")).startswith("choose") and decision.get("kind") != "choose_targets"
        )
        if asked:
            self.act(action)
            return
        expected = f"{action['player']} was to be asked to {action['kind']}"
        asked_for = action["kind"] if kinds is None else kinds[0]
        rule = deviations.DECISION_RULES.get(self.game, {}).get(str(asked_for))
        if not decision:
            raise deviations.deviation(self.step, expected, deviations.describe(self.state), self._rule(rule))
        if decision.get("kind") != "priority":
            raise deviations.deviation(
                self.step, expected, f"the engine asks an unscripted decision: {self.describe_decision()} "
                f"({deviations.where(self.state)}; the script answers {action['kind']} for {action['player']})",
                None)
        if action["kind"] in deviations.ABSENT_DECISIONS.get((self.game, self.edition), ()):
            return  # not an engine's difference: nothing to note
        if not plausibly_forced(action, self.state, self.events):
            # priority where nobody receives it (MTG untap) came before the missing prompt
            rule = deviations.misplaced_priority(self.game, self.state) or rule
            raise deviations.deviation(
                self.step, expected + " (the script makes a choice there)",
                f"the engine never asked: {deviations.describe(self.state)} ({deviations.where(self.state)})",
                self._rule(rule))
        # PROTOCOL.md §4.1: the engine may skip a prompt whose only answer is forced. Nothing is sent, and
        # the events of the action that ran through the prompt stay for the next Then to see.
        self.notes.append(f"the engine did not ask {action['player']} to {action['kind']}: taken as a prompt "
                          f"whose only answer was forced (the events of the action before it are kept)")

    def require_priority(self, player: str | None = None, *, goal: str = "") -> str:
        """The player holding priority now; a Deviation naming what the engine did instead otherwise."""
        decision = self.decision()
        holder = str(decision["player"]) if decision is not None and decision.get("kind") == "priority" else None
        if holder is not None and (player is None or holder == player):
            return holder
        expected = (f"{player} was to hold priority" if player else "a player was to hold priority") + goal
        actual = f"{deviations.describe(self.state)} ({deviations.where(self.state)})"
        if decision is not None and decision.get("kind") != "priority":
            actual = (f"the engine asks an unscripted decision: {self.describe_decision()} "
                      f"({deviations.where(self.state)})")
        previous = self.history[-1] if self.history else None
        rule = deviations.priority_rule(self.game, previous, self.state, player)
        raise deviations.deviation(self.step, expected, actual, self._rule(rule))

    def player_ids(self) -> list[str]:
        return [p["id"] for p in self.state.get("players", [])]

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.state)


def pytest_bdd_before_step_call(request: Any, feature: Any, scenario: Any, step: Any, step_func: Any,
                                step_func_args: dict[str, Any]) -> None:
    """Tell the scenario's context which step runs (for Deviation messages and the step's events)."""
    ctx = step_func_args.get("referee_ctx")
    if ctx is not None and hasattr(ctx, "enter_step"):
        ctx.enter_step(str(step.name), str(step.type))


@pytest.fixture
def referee_ctx(referee_engine: Any) -> ScenarioContext:
    """A fresh scenario context on the session's engine (reset happens with the setup)."""
    return ScenarioContext(session=referee_engine, game=referee_engine.game, edition=referee_engine.edition)
