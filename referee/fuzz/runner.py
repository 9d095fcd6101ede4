"""The fuzz loop: Hypothesis draws a position and a sequence of actions, both engines play it, and the first
difference is a divergence that Hypothesis then shrinks.

One Hypothesis run is a *batch* of examples with its own seed (derived from ``--seed``); batches follow each
other until ``--budget`` seconds are spent or a divergence is found, so the same seed replays the same
examples in the same order. The test function draws with ``data()`` as it goes (each action is drawn from
what the reference engine says is legal now, with an occasional illegal one), so shrinking works on the
setup and on the action sequence alike. Every failing example is kept here, and the smallest one is the
result: a run cut short by the shrink budget still reports the best divergence found so far.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, reject, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st
from hypothesis.errors import HypothesisException

from referee.fuzz import positions, vocabulary
from referee.fuzz.observe import Divergence, Piles, compare, compare_setup
from referee.fuzz.sides import EngineSide, Outcome, ReferenceSide, follow_reference, settle
from referee.observation.unsupported import skip_cause
from referee.protocol.errors import EngineFailure

BATCH = 40  # examples per Hypothesis run
PASS_BIAS = 8  # of 20: the share of draws that pass when passing is legal (walks turns, reaches steps)
ILLEGAL = 19  # of 20: the draw that sends an illegal action instead
NEEDED_SETUP = frozenset({"players", "objects", "turn", "battlefields"})


@dataclass
class Config:
    game: str
    edition: str
    tier: str = "core"
    budget: float = 60.0
    seed: int = 0
    max_actions: int = 25
    shrink_budget: float = 60.0


@dataclass
class Step:
    action: dict[str, Any]
    legal: bool  # drawn from the reference's legal actions
    decision: dict[str, Any] | None  # the reference's pending decision before the action
    reference: Outcome
    engine: Outcome

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "drawn_as": "legal" if self.legal else "illegal",
                "reference": self.reference.to_json(), "engine": self.engine.to_json()}


@dataclass
class Finding:
    """A divergence: the setup, the actions up to it, and what differed after the last one."""

    setup: dict[str, Any]
    setup_states: tuple[dict[str, Any], dict[str, Any]]  # reference, engine
    steps: list[Step]
    divergence: Divergence
    engine_failure: str | None = None  # the engine crashed, hung or broke the protocol instead

    def size(self) -> tuple[int, int]:
        return len(self.steps), len(json.dumps(self.setup))


@dataclass
class Stats:
    positions: int = 0  # setups both engines built
    rejected_setups: int = 0  # setups the reference refused (bad_setup): not sent to the engine
    actions: int = 0
    illegal: int = 0  # actions the reference rejected
    by_kind: Counter[str] = field(default_factory=Counter)
    cards: Counter[str] = field(default_factory=Counter)
    lacking: list[dict[str, str]] = field(default_factory=list)  # what the engine said it lacks, learned
    reference_errors: list[str] = field(default_factory=list)  # the reference's internal errors
    # actions the reference listed as legal and then rejected: its legal_actions and act disagree (a reference
    # bug, or a setup missing something the action needs, such as die rolls); the first few, for review
    legal_rejected: list[str] = field(default_factory=list)
    examples: int = 0
    shrink_examples: int = 0
    elapsed: float = 0.0
    searching: float = 0.0  # seconds until the first divergence (or all of them): what actions/s is over
    stopped: str = ""  # why the run ended before its budget, if it did

    def to_json(self) -> dict[str, Any]:
        return {"positions": self.positions, "setups_refused_by_reference": self.rejected_setups,
                "actions": self.actions, "rejected_actions": self.illegal,
                "by_kind": dict(sorted(self.by_kind.items())),
                "cards": dict(sorted(self.cards.items())), "learned_unsupported": self.lacking,
                "reference_internal_errors": self.reference_errors, "legal_but_rejected": self.legal_rejected,
                "examples": self.examples,
                "shrink_examples": self.shrink_examples, "seconds": round(self.elapsed, 2),
                "search_seconds": round(self.searching or self.elapsed, 2),
                "actions_per_second": round(self.actions / (self.searching or self.elapsed), 1)
                if self.searching or self.elapsed else 0.0,
                **({"stopped": self.stopped} if self.stopped else {})}


class Found(AssertionError):
    """Raised inside an example to tell Hypothesis it failed (the finding itself is kept by the runner)."""


class Fuzzer:
    def __init__(self, config: Config, engine: EngineSide, *,
                 on_progress: Callable[[Stats, Finding | None], None] | None = None) -> None:
        self.config = config
        self.engine = engine
        self.reference = ReferenceSide()
        self.pool = positions.Pool(config.game, config.tier)
        self.lacking_operations: set[str] = set()
        self.stats = Stats()
        self.best: Finding | None = None
        self.first_found_at: float | None = None
        self.on_progress = on_progress
        self.started = 0.0

    # -- the run ------------------------------------------------------------------------------------------
    def run(self) -> Finding | None:
        self.started = time.monotonic()
        batch = 0
        while self.best is None and not self.stats.stopped and self._left() > 0:
            self._batch(self.config.seed * 100_003 + batch)
            batch += 1
        self.stats.elapsed = time.monotonic() - self.started
        return self.best

    def _left(self) -> float:
        return self.config.budget - (time.monotonic() - self.started)

    def _shrinking_over(self) -> bool:
        return self.first_found_at is not None and time.monotonic() - self.first_found_at > self.config.shrink_budget

    def _batch(self, batch_seed: int) -> None:
        @hypothesis_seed(batch_seed)
        @settings(max_examples=BATCH, database=None, deadline=None, derandomize=False, print_blob=False,
                  verbosity=Verbosity.quiet, suppress_health_check=list(HealthCheck), report_multiple_bugs=False,
                  phases=(Phase.generate, Phase.shrink))
        @given(st.data())
        def example(data: st.DataObject) -> None:
            if self.stats.stopped or (self.best is None and self._left() <= 0) or self._shrinking_over():
                return  # out of time: a no-op example, which Hypothesis takes as passing
            self._example(data)

        try:
            example()
        except (Found, HypothesisException):
            pass  # the finding is self.best; Hypothesis' own verdict (Flaky when cut short) adds nothing

    def _progress(self) -> None:
        self.stats.elapsed = time.monotonic() - self.started
        if self.on_progress is not None:
            self.on_progress(self.stats, self.best)

    # -- one example ----------------------------------------------------------------------------------------
    def _example(self, data: st.DataObject) -> None:
        shrinking = self.best is not None
        if shrinking:
            self.stats.shrink_examples += 1
        else:
            self.stats.examples += 1
        setup = data.draw(positions.setups(self.pool), label="setup")
        game, edition = self.config.game, self.config.edition
        ref_reply = self.reference.setup(game, edition, setup)
        if not ref_reply.get("ok"):
            if (ref_reply.get("error") or {}).get("code") == "internal":
                self.stats.reference_errors.append(f"setup {json.dumps(setup)}: {ref_reply.get('error')}")
                self.stats.stopped = "the reference engine failed internally (see reference_internal_errors)"
                return
            self.stats.rejected_setups += 1
            error = ref_reply.get("error") or {}
            if error.get("code") == "unsupported" and not shrinking:  # a card the reference itself lacks
                lacks = skip_cause(error, "setup", setup=setup)
                if lacks.kind == "card":
                    self.pool.lacking.add(lacks.name)
            reject()
        try:
            eng_reply = self.engine.setup(game, edition, setup)
        except EngineFailure as failure:
            self._found(setup, (ref_reply["state"], {}), [], Divergence("engine_failure", str(failure)),
                        failure.diagnostic())
        if not eng_reply.get("ok"):
            error = eng_reply.get("error") or {}
            if error.get("code") == "unsupported":
                self._learn(skip_cause(error, "setup", setup=setup).to_json(), shrinking)
                reject()
            self._found(setup, (ref_reply["state"], {}), [],
                        Divergence("setup", f"the engine rejects a setup the reference builds: "
                                            f"{error.get('code')}: {error.get('message', '')}"))
        if not shrinking:
            self.stats.positions += 1
            self.stats.cards.update(obj["card"] for obj in [*setup["objects"], *setup.get("battlefields", [])])
        reference = settle(self.reference, ref_reply)
        try:
            engine = follow_reference(self.engine, reference, settle(self.engine, eng_reply))
        except EngineFailure as failure:  # while answering a forced prompt it asked
            self._found(setup, (reference.state, {}), [], Divergence("engine_failure", str(failure)),
                        failure.diagnostic())
        states = (reference.state, engine.state)
        steps: list[Step] = []
        piles = Piles()  # which cards entered the reference's piles together, action after action
        piles.update(reference.state, reference.events)
        divergence = compare_setup(reference.state, engine.state, piles)
        if divergence is not None:
            self._found(setup, states, steps, divergence)
        for _ in range(data.draw(st.integers(1, self.config.max_actions), label="length")):
            if reference.state.get("game_over") or self.stats.stopped:
                break
            drawn = self._draw_action(data, reference.state)
            if drawn is None:
                break
            action, legal = drawn
            engine_before = engine.state
            decision = reference.state.get("decision")
            reference = settle(self.reference, self.reference.send(action))
            if not reference.ok and (reference.error or {}).get("code") == "internal":
                self.stats.reference_errors.append(f"{json.dumps(action)}: {reference.error}")
                self.stats.stopped = "the reference engine failed internally (see reference_internal_errors)"
                return
            try:
                reply = self.engine.send(action)
                if not reply.get("ok") and (reply.get("error") or {}).get("code") == "unsupported":
                    self._learn(skip_cause(reply["error"], "act", action=action).to_json(), shrinking)
                    return
                engine = follow_reference(self.engine, reference, settle(self.engine, reply))
            except EngineFailure as failure:  # a crash, a hang, a reply breaking the protocol
                engine = Outcome(False, error={"code": failure.kind, "message": str(failure)})
                steps.append(Step(action, legal, decision, reference, engine))
                self._found(setup, states, steps, Divergence("engine_failure", f"the engine failed: {failure}"),
                            failure.diagnostic())
            refused = engine.forced_rejected or {}
            if (refused.get("error") or {}).get("code") == "unsupported":  # lacking, not diverging
                self._learn(skip_cause(refused["error"], "act", action=refused["action"]).to_json(), shrinking)
                return
            steps.append(Step(action, legal, decision, reference, engine))
            if not shrinking and legal and not reference.ok and len(self.stats.legal_rejected) < 5:
                self.stats.legal_rejected.append(f"{json.dumps(action)}: {_text(reference.error)}")
            if not shrinking:
                self.stats.actions += 1
                self.stats.by_kind[str(action["kind"]) + ("" if reference.ok else " (rejected)")] += 1
                self.stats.illegal += not reference.ok
            piles.update(reference.state, reference.events)
            divergence = compare(reference, engine, engine_before, piles)
            if divergence is not None:
                self._found(setup, states, steps, divergence)
            if not engine.ok:
                engine.state = engine_before if not engine.state else engine.state
        if (self.stats.shrink_examples if shrinking else self.stats.examples) % 5 == 0:
            self._progress()

    def _draw_action(self, data: st.DataObject, state: dict[str, Any]) -> tuple[dict[str, Any], bool] | None:
        decision = state.get("decision")
        legal: list[dict[str, Any]] = []
        seen: set[str] = set()
        try:
            candidates = self.reference.legal_actions()
        except Exception as exc:  # the reference engine's own bug: report it, never crash the run
            self.stats.reference_errors.append(f"legal_actions failed: {type(exc).__name__}: {exc}")
            self.stats.stopped = "the reference engine failed internally (see reference_internal_errors)"
            return None
        for candidate in candidates:
            sent = vocabulary.as_sent(candidate, decision)
            key = json.dumps(sent, sort_keys=True)
            if sent is None or sent["kind"] in self.lacking_operations or key in seen:
                continue
            seen.add(key)
            legal.append(sent)
        if not legal:
            return None
        roll = data.draw(st.integers(0, 19), label="roll")
        if roll == ILLEGAL:
            illegal = [a for a in illegal_candidates(self.config.game, state) if a["kind"] not in
                       self.lacking_operations and json.dumps(a, sort_keys=True) not in seen]
            if illegal:
                return data.draw(st.sampled_from(illegal), label="illegal action"), False
        passes = [a for a in legal if a["kind"] == "pass"]
        if passes and roll < PASS_BIAS:
            return passes[0], True
        others = [a for a in legal if a["kind"] != "pass"] or legal  # the other draws do something else
        return data.draw(st.sampled_from(others), label="action"), True

    # -- learning and findings --------------------------------------------------------------------------------
    def _learn(self, cause: dict[str, str], shrinking: bool) -> None:
        """Stop generating what the engine lacks. Frozen once a divergence was found, so that the examples
        Hypothesis replays while shrinking build the same positions and actions from the same draws."""
        if shrinking:
            return
        kind, name = cause["kind"], cause["name"]
        if kind == "card":
            self.pool.lacking.add(name)
        elif kind == "setup_field" and name not in NEEDED_SETUP:
            self.pool.lacking_fields.add(name)
        elif kind == "operation":
            self.lacking_operations.add(name)
        else:
            self.stats.stopped = (f"the engine lacks {kind} {name} ({cause.get('detail', '')}), which every "
                                  "position needs: nothing left to fuzz")
        if cause not in self.stats.lacking:
            self.stats.lacking.append(cause)

    def _found(self, setup: dict[str, Any], states: tuple[dict[str, Any], dict[str, Any]], steps: list[Step],
               divergence: Divergence, failure: str | None = None) -> None:
        finding = Finding(setup, states, list(steps), divergence, failure)
        if self.best is None or finding.size() < self.best.size():
            self.best = finding
        if self.first_found_at is None:
            self.first_found_at = time.monotonic()
            self.stats.searching = self.first_found_at - self.started
            self._progress()
        raise Found(divergence.summary)


def _text(error: dict[str, Any] | None) -> str:
    return f"{(error or {}).get('code')}: {(error or {}).get('message', '')}"


def illegal_candidates(game: str, state: dict[str, Any]) -> list[dict[str, Any]]:
    """Actions the fuzzer sends to see both engines reject them: cards played from the wrong zone or by the
    wrong player, abilities of objects that have none, moves nobody may make, ids the game doesn't know.
    Only kinds whose step sends them whatever is pending (:data:`vocabulary.SENT_AS_IS`)."""
    players = [p["id"] for p in state.get("players") or []]
    objects = sorted(state.get("objects") or {})
    ids = [*objects, "nosuch1"]
    out: list[dict[str, Any]] = []
    for player in players:
        for ident in ids:
            if game == "mtg":
                out += [{"kind": "play_land", "player": player, "card": ident},
                        {"kind": "cast", "player": player, "card": ident},
                        {"kind": "activate", "player": player, "card": ident, "ability": 0}]
            else:
                out += [{"kind": "play", "player": player, "card": ident},
                        {"kind": "activate", "player": player, "card": ident, "ability": 0}]
        if game == "riftbound":
            out.append({"kind": "end_turn", "player": player})
            locations = ["base", *(b["id"] for b in state.get("battlefields") or [])]
            units = [i for i in objects if (state["objects"][i].get("might") is not None)]
            out += [{"kind": "move", "player": player, "units": [unit], "to": where}
                    for unit in units for where in locations]
    return out
