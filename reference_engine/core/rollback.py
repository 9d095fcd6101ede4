"""Rolling back an action that fails after it began to change the game (PROTOCOL.md §1: a rejected action
leaves the state exactly as it was).

Both games check an action completely before applying it (``legal_actions`` / ``check``, which change
nothing), so almost every rejection costs nothing to undo, and an accepted action is applied to the live
state in place. What is left is rare: an action that passes the check and then stops part-way -- an internal
error, a setup that lacks a die roll the turn needs, a Riftbound action that must ask for the order of
replacement effects (368) before it can finish. Those are undone by replay, the way deterministic game servers
(lockstep simulations, chess engines' move lists) rebuild a position: the engines have no hidden randomness,
so the state is a pure function of a checkpoint and the steps applied since. The checkpoint is the state
pickled (a quarter of the cost of ``copy.deepcopy``; bytes nobody can change by mistake, and only ever
the engine's own, never input) at setup and then every ``every`` committed steps, so an action pays about
1/``every`` of a copy instead of a whole deepcopy (which was 92% of the time), and a rollback pays one
unpickling plus at most ``every`` replayed steps.

Steps are the engine's own frozen values (actions, answers); replaying one must not raise, since it ran to
completion once from the same position. Something that mutates the live state behind the engine's back
(other than through its steps) is noticed by identity only: a state object the log doesn't know starts a new
log from itself.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from typing import Generic, TypeVar

from reference_engine.core.errors import RulesError

State = TypeVar("State")
Step = TypeVar("Step")

CHECKPOINT_EVERY = 128


class ReplayLog(Generic[State, Step]):
    """The live state, a pristine checkpoint of an earlier position and the steps that lead from it to now."""

    def __init__(self, state: State, replay: Callable[[State, Step], None], every: int | None = None) -> None:
        self.state = state
        self._replay = replay
        self._every = every or CHECKPOINT_EVERY  # read at creation, so a test can make checkpoints frequent
        self._checkpoint = _frozen(state)
        self._steps: list[Step] = []

    def tracks(self, state: object) -> bool:
        return state is self.state

    def committed(self, step: Step) -> None:
        """``step`` was applied to the live state and completed; checkpoint now and then."""
        self._steps.append(step)
        if len(self._steps) >= self._every:
            self._checkpoint = _frozen(self.state)
            self._steps = []

    def rebuild(self) -> State:
        """The state as of the last committed step (the live state was left half-changed); becomes live."""
        state: State = pickle.loads(self._checkpoint)
        for step in self._steps:
            try:
                self._replay(state, step)
            except Exception as exc:
                raise _replay_failed(step, exc) from exc
        self.state = state
        return state


def _replay_failed(step: object, exc: Exception) -> RulesError:
    """The engine is not deterministic after all: a bug of the engine, never a player's or a request's fault,
    answered as ``internal`` (PROTOCOL.md §1)."""
    return RulesError("internal", f"replaying {step!r} to roll back failed: {exc}")


def _frozen(state: object) -> bytes:
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
