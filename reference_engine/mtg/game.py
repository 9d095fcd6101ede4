"""``MtgGame``: the MTG implementation of the reference engine's ``Game`` protocol. An action is checked
against ``legal_actions`` before anything changes, then applied to the live state; one that fails part-way
even so (a turn that needs a die roll the setup lacks, an internal error) is rolled back by replay
(``reference_engine.core.rollback``), so a rejected action leaves the state unchanged (PROTOCOL.md §1)."""

from __future__ import annotations

from typing import Any, ClassVar

from reference_engine.core.errors import RulesError
from reference_engine.core.rollback import ReplayLog
from reference_engine.mtg import cleanup, combat, mana, priority, stack, triggers, turn
from reference_engine.mtg.actions import Action, Event
from reference_engine.mtg.cards import MORPH_COST
from reference_engine.mtg.editions import EDITIONS
from reference_engine.mtg.legality import diagnose, is_legal, legal_actions
from reference_engine.mtg.model import GameState
from reference_engine.mtg.setup import build
from reference_engine.mtg.snapshot import snapshot


def apply(state: GameState, a: Action, ev: list[Event]) -> None:
    """Apply a legal action, then run the game to the next decision."""
    state.decision = None
    c = state.combat
    if a.kind == "pass":
        priority.passed(state, a.player, ev)
    elif a.kind == "play_land":
        o = state.objects[str(a.card)]  # the schema requires a card to play
        state.player(a.player).hand.remove(o.id)
        o.zone = "battlefield"
        o.controller = a.player
        state.battlefield.append(o.id)
        state.player(a.player).lands_played += 1
        ev.append(Event.make("land_played", player=a.player, card=o.id))
        priority.acted(state, a.player)
    elif a.kind == "cast":
        stack.cast(state, a, ev)
        priority.acted(state, a.player)
    elif a.kind == "activate":
        stack.activate(state, a, ev)
        priority.acted(state, a.player)
    elif a.kind == "special":
        o = state.objects[a.card or ""]
        mana.pay(state, a.player, MORPH_COST[o.card])
        o.face_down = False
        ev.append(Event.make("turned_face_up", object=o.id))
        priority.acted(state, a.player)
    elif a.kind == "declare_attackers":
        combat.declare_attackers(state, a, ev)
        state.stage = "settle"
    elif a.kind == "declare_blockers" and c is not None:
        combat.declare_blockers(state, a, ev)
        c.block_queue.pop(0)
        state.stage = "blocks"
    elif a.kind == "order_blockers" and c is not None:
        c.order[a.attacker or ""] = list(a.order)
        ev.append(
            Event.make("damage_order_announced", player=a.player, creature=a.attacker, order=list(a.order))
        )
        state.stage = "blocks"
    elif a.kind == "order_attackers" and c is not None:
        c.order[a.blocker or ""] = list(a.order)
        ev.append(
            Event.make("damage_order_announced", player=a.player, creature=a.blocker, order=list(a.order))
        )
        state.stage = "blocks"
    elif a.kind == "assign_combat_damage" and c is not None:
        c.assignments[a.source or ""] = [(t, n) for t, n in a.assignments if n]
        c.to_assign.pop(0)
        state.stage = "damage"
    elif a.kind == "discard":
        cleanup.discard(state, a, ev)
    elif a.kind == "order_triggers":
        triggers.apply_order(state, list(a.order))
    elif a.kind == "choose_targets":
        state.push_queue[0].targets = list(a.targets or ())
    elif a.kind == "choose" and c is not None:
        c.defending_player = a.choice
    turn.proceed(state, ev)


class MtgGame:
    """Magic: The Gathering turn structure, priority, stack, combat and cleanup."""

    game: ClassVar[str] = "mtg"
    editions: ClassVar[tuple[str, ...]] = tuple(EDITIONS)
    capabilities: ClassVar[tuple[str, ...]] = (
        "multiplayer",
        "phasing",
        "day_night",
        "sagas",
        "attractions",
        "archenemy",
        "defender_choice",
        "morph",
    )

    def __init__(self) -> None:
        self.state: GameState | None = None
        self._log: ReplayLog[GameState, Action] | None = None

    def setup(self, edition: str, setup: dict[str, Any]) -> dict[str, Any]:
        self.state = build(edition, setup)  # act_action starts the replay log from it on the first action
        return snapshot(self.state)

    def snapshot(self) -> dict[str, Any]:
        assert self.state is not None, "asked only of a game set up: server.Session._in_progress refuses it before"
        return snapshot(self.state)

    def legal_actions(self) -> list[dict[str, Any]]:
        """Every legal answer to the pending decision, as protocol actions (what ``referee fuzz`` plays)."""
        return [action.to_json() for action in legal_actions(self.state)] if self.state is not None else []

    def act(self, action: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        events = self.act_events(action)
        return events, self.snapshot()

    def act_events(self, action: dict[str, Any]) -> list[dict[str, Any]]:
        """``act`` without building the observable state (take ``snapshot()`` when it is wanted)."""
        assert self.state is not None, "asked only of a game set up: server.Session._in_progress refuses it before"
        return [e.to_json() for e in self.act_action(Action.from_json(action))]

    def act_action(self, a: Action) -> list[Event]:
        """Typed entry point: validate against legal_actions, apply in place, commit (or roll back)."""
        state = self.state
        assert state is not None
        if a.player not in state.player_ids() and not state.game_over:
            raise RulesError("not_your_decision", f"unknown player {a.player!r}")
        if not is_legal(state, a):
            raise diagnose(state, a)
        log = self._log
        if log is None or not log.tracks(state):  # the state was replaced from outside: start over from it
            log = self._log = ReplayLog(state, _replay)
        ev: list[Event] = []
        try:
            apply(state, a, ev)
        except BaseException:
            self.state = log.rebuild()
            raise
        log.committed(a)
        return ev


def _replay(state: GameState, a: Action) -> None:
    apply(state, a, [])
