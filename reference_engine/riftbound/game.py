"""``RiftboundGame``: setup / act / snapshot for the reference server, the driver loop that runs the game
until a player must decide (the engine never decides for a player), and the one authoritative
``legal_actions``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from reference_engine.core import memo
from reference_engine.core.rollback import ReplayLog

from . import answers
from .editions import EDITIONS
from .model.errors import RulesError
from .model.protocol import Action, Decision, NeedChoice
from .model.state import Game
from .rules import chain as chain_mod
from .rules import information, targets, triggers, turn
from .rules import resolution as play_mod
from .rules.abilities import activate, check_activate, triggered_spec
from .rules.actions import check_move, standard_move
from .rules.chain import pass_priority
from .rules.cleanup import run_cleanup
from .rules.combat import continue_combat
from .rules.multiplayer import may_act_as_teammate, teammates
from .rules.play import (
    PLAY_DECISIONS,
    apply_decision,
    check_activation,
    check_decision,
    check_play,
    check_play_untargeted,
    decision_candidates,
    pay_activation_extra,
    play,
)
from .rules.priority import give_priority
from .rules.showdown import pass_focus
from .rules.states import in_action_phase, invitation_allowed, is_closed
from .rules.targets import stamp_all
from .rules.tokens import answer_subset, check_subset, is_group_decision
from .rules.triggers import orderable_deathknells
from .rules.turn import begin_segment, end_segment, is_action_segment
from .setup import build
from .snapshot import snapshot

PRIORITY_KINDS = ("pass", "play", "activate", "move", "end_turn", "give_priority")
# How often the replay log starts afresh while a Deathknell order may be asked (RiftboundGame._keep_log_short):
# a pickle of the state costs about one action, a rollback replays half this many on average.
ORDERABLE_CHECKPOINT_EVERY = 24
# An answer replayed into an action that asked for it part-way: a choice (368 replacement order, 418.2.c
# opponent) or an order of triggers (Deathknells, 376.3.b).
Replayed = str | tuple[str, ...]


def advance(g: Game) -> None:
    """Run the game until a decision is pending or the game is over."""
    for _ in range(10_000):
        if g.game_over:
            g.decision = None
            return
        if g.decision is not None and g.decision.kind != "priority":
            return
        g.decision = None
        information.move_triggers(g)  # v1.3 359.3.f.3: "When I move from a location" notes where from
        if _ask_instance(g):
            return
        if triggers.ask_optional(g):  # v1.3 383.3.a, 383.3.f.1
            return
        if g.waiting and not chain_mod.place_waiting(g):
            return
        if g.combat is not None:
            g.combat.initial_triggers = False  # the combat's Initial Chain triggers are placed (or were declined)
        if _ask_targets(g):
            return
        if play_mod.ask_trigger_costs(g):  # 392.2
            return
        run_cleanup(g)
        if g.game_over or g.decision is not None:
            continue
        if g.waiting:
            continue
        if g.needs_settle:
            g.needs_settle = False
            chain_mod.settle_after_change(g)
            continue
        if g.chain:
            # Nothing on the chain is pending here: the cleanup just finalized every item that had its targets,
            # and _ask_targets (above, each pass) gave one to every item that needed them.
            turn.note_chain(g)  # v1.3 317.2.f
            if g.priority is None:
                chain_mod.settle_after_change(g)
            _priority_decision(g)
            return
        if g.showdown is not None:  # Showdown Open: whoever settling the chain or gaining Focus gave priority
            _priority_decision(g)
            return
        if g.combat is not None:
            continue_combat(g)
            continue
        if not g.segment_done:
            g.segment_done = True
            begin_segment(g)
            continue
        if is_action_segment(g):
            if g.priority != g.turn_player and not (g.invited is not None and g.priority == g.invited):
                g.invited = None  # 312.2.a: the turn player receives priority again
                give_priority(g, g.turn_player)
            _priority_decision(g)
            return
        if turn.repeats(g):  # v1.3 317.2.e-f: the Expiration Step starts over
            continue
        end_segment(g)
    raise RulesError("internal", "the game did not reach a decision")


def _priority_decision(g: Game) -> None:
    assert g.priority is not None
    focus = g.showdown is not None and not g.chain and g.focus == g.priority
    # A Decision is frozen: one per player and focus serves every game (asked after almost every action).
    decision = _PRIORITY_DECISIONS.get((g.priority, focus))
    if decision is None:
        decision = _PRIORITY_DECISIONS[(g.priority, focus)] = Decision(player=g.priority, kind="priority", focus=focus)
    g.decision = decision


_PRIORITY_DECISIONS: dict[tuple[str, bool], Decision] = memo.table()


def _ask_instance(g: Game) -> bool:
    """376.1.b: an "Nth time" ability whose condition was met several times at once triggers once; its
    controller picks the instance (``choose_instance``) before it joins the chain."""
    for item in g.waiting:
        if len(item.instances) > 1:
            g.decision = Decision(
                player=item.controller, kind="choose_instance", source=item.id, options=tuple(item.instances)
            )
            return True
    return False


def _ask_targets(g: Game) -> bool:
    """390: a pending triggered ability chooses its targets when put on the chain; none → removed (390.3);
    one legal choice is taken without asking."""
    for item in g.chain:
        if not (item.pending and item.needs_targets):
            continue
        spec = triggered_spec(g, item)
        assert spec is not None
        options = targets.options(g, spec, item.controller, item.id, item.location)
        if not options:
            g.chain.remove(item)
            g.emit("trigger_removed", id=item.id)
            chain_mod.request_settle(g)
            return _ask_targets(g)
        if len(options) == 1:
            item.targets = options
            item.needs_targets = False
            continue
        g.decision = Decision(
            player=item.controller, kind="choose_targets", source=item.id, options=tuple(options), count=1
        )
        return True
    return False


# ----- applying one action ----------------------------------------------------------------------
def check(g: Game, a: Action) -> None:
    """Raise a RulesError if ``a`` is not legal now; never changes the state."""
    d = _check_decider(g, a)
    if d.kind == "priority":
        if a.kind not in PRIORITY_KINDS:
            raise RulesError("wrong_decision", f"{a.kind} does not answer a priority decision")
        if a.kind in ("play", "activate") and a.card is None:
            raise RulesError("bad_request", f"{a.kind} needs a card")
        if a.kind == "play":
            check_play(g, a)
        elif a.kind == "activate":
            check_activate(g, a)
            check_activation(g, a)
        elif a.kind == "move":
            check_move(g, a)
        elif a.kind == "give_priority":
            invitation_allowed(g, a.player, a.to)
        elif a.kind == "end_turn" and (
            a.player != g.turn_player or not in_action_phase(g) or is_closed(g) or g.showdown is not None
        ):
            raise RulesError(
                "timing", "the turn can only be ended from a Neutral Open State of your action phase", "316.6"
            )
        return
    if d.kind in PLAY_DECISIONS:
        check_decision(g, a)
        return
    if is_group_decision(g):
        check_subset(g, a)  # 352.11.b: a subset of a resolving spell's group of targets
        return
    answers.check(g, d, a)


def _check_decider(g: Game, a: Action) -> Decision:
    """The first checks of ``check``: the game goes on and ``a.player`` may answer the pending decision."""
    if g.game_over:
        raise RulesError("game_over", "the game is over")
    d = g.decision
    assert d is not None
    if not g.has_player(a.player):
        raise RulesError("bad_request", f"unknown player {a.player!r}")
    if a.player != d.player and not _teammate_out_of_turn(g, a):
        raise RulesError("not_your_decision", f"{d.player} must decide ({d.kind}), not {a.player}")
    return d


def _play_untargeted_accepted(g: Game, a: Action) -> bool:
    """Whether the checks ``check`` makes of the play ``a`` before its targets pass (its player may decide,
    then ``check_play_untargeted``). Only asked for a play in answer to a priority decision."""
    try:
        _check_decider(g, a)
        check_play_untargeted(g, a)
    except RulesError:
        return False
    return True


def apply(g: Game, a: Action) -> None:
    check(g, a)
    apply_checked(g, a)


def apply_checked(g: Game, a: Action) -> None:
    """Apply ``a``, which ``check`` accepted; then run the game to the next decision."""
    d = g.decision
    assert d is not None
    if d.kind == "priority":
        g.decision = None
        if a.kind == "pass":
            if g.chain:
                pass_priority(g, a.player)
            elif g.showdown is not None:
                pass_focus(g, a.player)
            elif a.player != g.turn_player:
                _return_priority(g)  # v1.3 316.2.b.1: an invited teammate hands priority back
            else:
                _end_turn(g)  # 305: Neutral Open, the turn player takes no further discretionary action
        elif a.kind == "give_priority":
            assert a.to is not None
            g.invited = a.to  # v1.3 316.2.b.1 / 484.8.a: invited to act with the turn player's priority
            give_priority(g, a.to)
        elif a.kind == "play":
            play(g, a)
        elif a.kind == "activate":
            extra = check_activation(g, a)
            activate(g, a)
            pay_activation_extra(g, a, extra)
            stamp_all(g)  # 356.3.e.4: remember which objects were chosen
        elif a.kind == "move":
            standard_move(g, a)
        elif a.kind == "end_turn":
            _end_turn(g)
    elif d.kind in PLAY_DECISIONS:
        apply_decision(g, a)
    elif is_group_decision(g):
        answer_subset(g, a)
    else:
        answers.ANSWERS[d.kind].apply(g, d, a)
    advance(g)


def _teammate_out_of_turn(g: Game, a: Action) -> bool:
    """v1.2 316.2.b.1 / 316.2.c: in the turn player's Neutral Open action phase their teammates may play spells
    and activate abilities while the turn player holds the pending priority decision."""
    d = g.decision
    return (
        d is not None
        and d.kind == "priority"
        and d.player == g.turn_player
        and a.kind in ("play", "activate")
        and may_act_as_teammate(g, a.player)
        and in_action_phase(g)
        and not is_closed(g)
        and g.showdown is None
    )


def _return_priority(g: Game) -> None:
    g.invited = None
    give_priority(g, g.turn_player)


def _end_turn(g: Game) -> None:
    """316.6: the Action Phase ends; play proceeds to the End of Turn Phase (end_segment takes priority away)."""
    end_segment(g)


# ----- legal actions ----------------------------------------------------------------------------
def candidates(g: Game, *, moves: bool = True, keep_play: Callable[[Action], bool] | None = None) -> list[Action]:
    """Every action that might answer the pending decision (``legal_actions`` keeps those ``check``
    accepts); ``moves=False`` leaves out the Standard Moves (``legal_moves`` finds the legal ones).
    ``keep_play`` (of a play without targets) leaves out the plays of a card, location and Accelerate choice
    it rejects, before one is made per target."""
    d = g.decision
    if d is None:
        return []
    pid = d.player
    if d.kind in PLAY_DECISIONS:
        return decision_candidates(g)
    if d.kind in answers.ANSWERS:
        return answers.ANSWERS[d.kind].candidates(g, d)
    out = [Action("pass", pid), Action("end_turn", pid)]
    out += [Action("give_priority", pid, to=mate) for mate in teammates(g, pid)]
    out += _priority_candidates(g, pid, moves=moves, keep_play=keep_play)
    if d.kind == "priority" and d.player == g.turn_player:
        for mate in teammates(g, pid):  # v1.2 316.2.b.1: teammates act while the turn player decides
            out += _priority_candidates(g, mate, moves=False, keep_play=keep_play)  # plays and activations
    return out


def _priority_candidates(
    g: Game, pid: str, *, moves: bool = True, keep_play: Callable[[Action], bool] | None = None
) -> list[Action]:
    """The plays, activations and moves ``pid`` could try (``legal_actions`` keeps those ``check`` accepts)."""
    out: list[Action] = []
    me = g.player(pid)
    locations = ["base", *[b.id for b in g.battlefields]]
    every_target: list[tuple[str, ...] | None] = [
        None,
        *[(t,) for t in g.objects],
        *[(i.id,) for i in g.chain],
    ]
    for oid in me.zones["hand"] + me.zones["champion_zone"]:
        cdef = g.objects[oid].cdef
        locs: list[str | None] = list(locations) if cdef.type == "unit" else [None]
        target_sets = every_target if cdef.target else [None]
        for loc in locs:
            accelerate: tuple[bool, ...] = (False, True) if cdef.has("Accelerate") else (False,)
            if keep_play is not None:
                accelerate = tuple(
                    acc for acc in accelerate if keep_play(Action("play", pid, card=oid, location=loc, accelerate=acc))
                )
            for tg in target_sets:
                for acc in accelerate:
                    out.append(Action("play", pid, card=oid, location=loc, targets=tg, accelerate=acc))
    for o in g.objects.values():
        if o.on_board and o.controller == pid:
            for i, ab in enumerate(o.cdef.activated):
                for tg in every_target if ab.target else [None]:
                    out.append(Action("activate", pid, card=o.id, ability=i, targets=tg))
    if not moves:
        return out
    units = _movers(g, pid)
    for n in range(1, len(units) + 1):
        for group in combinations(units, n):
            for loc in locations:
                out.append(Action("move", pid, units=group, to=loc))
    return out


def _movers(g: Game, pid: str) -> list[str]:
    return [o.id for o in g.board_objects() if o.is_unit and o.on_board and o.controller == pid and not o.exhausted]


def legal_actions(g: Game) -> list[Action]:
    """Every legal action for the pending decision: the candidates that ``check`` accepts, in the order of
    ``candidates`` (the Standard Moves, last, found by ``legal_moves``)."""
    out: list[Action] = []
    # A card is a candidate once per target (every object and chain item) for each location and Accelerate
    # choice; most fail a check made before the targets (timing, the card's zone, the location), which is
    # run once per card, location and Accelerate choice: the same candidates are kept, in the same order.
    by_priority = g.decision is not None and g.decision.kind == "priority" and not g.game_over
    keep_play = (lambda a: _play_untargeted_accepted(g, a)) if by_priority else None
    for a in candidates(g, moves=False, keep_play=keep_play):
        try:
            check(g, a)
        except RulesError:
            continue
        out.append(a)
    moves = legal_moves(g)
    if not moves:
        return out
    # candidates lists the pending player's moves after their own plays and activations, before a teammate's
    cut = max(i for i, a in enumerate(out) if a.player == moves[0].player) + 1
    return out[:cut] + moves + out[cut:]


def legal_moves(g: Game) -> list[Action]:
    """The Standard Moves of ``candidates`` that ``check`` accepts, without checking each group: every
    condition of a move (143, ``check_move``) is about one unit or about the destination, never about the
    group, so a group may move exactly when each of its units may move alone. Checking the units one by one
    and combining only those keeps this linear in the legal moves rather than in all 2^units groups (a test
    compares it with checking every candidate)."""
    d = g.decision
    if d is None or d.kind != "priority":
        return []
    pid = d.player
    units = _movers(g, pid)
    locations = ["base", *[b.id for b in g.battlefields]]
    found: list[tuple[int, tuple[int, ...], int, Action]] = []
    for li, loc in enumerate(locations):
        alone = [i for i, u in enumerate(units) if _accepted(g, Action("move", pid, units=(u,), to=loc))]
        for n in range(1, len(alone) + 1):
            for group in combinations(alone, n):
                found.append((n, group, li, Action("move", pid, units=tuple(units[i] for i in group), to=loc)))
    found.sort(key=lambda f: (f[0], f[1], f[2]))  # candidates' order: group size, group, destination
    return [f[3] for f in found]


def _accepted(g: Game, a: Action) -> bool:
    try:
        check(g, a)
    except RulesError:
        return False
    return True


@dataclass(frozen=True)
class Interrupted:
    """What ``Game.pending_replay`` holds while an action waits for an answer it needs part-way (a replacement
    order 368, an opponent 418.2.c, an order of Deathknells 376.3.b): the action, the answers given so far,
    and the priority and decision the position had before it (the waiting position is that one with no one
    holding priority, 312.1.b, and the decision asked)."""

    action: Action
    answers: tuple[Replayed, ...]
    priority: str | None
    decision: Decision | None


# A step of the replay log: ("act", action, answers) ran to completion; ("wait", action, answers, decision)
# stopped to ask for an answer.
Step = tuple[str, Action, tuple[Replayed, ...], Decision | None]


def _resume(g: Game) -> None:
    """Leave a waiting position: back to the position the interrupted action started from."""
    waiting = g.pending_replay
    if isinstance(waiting, Interrupted):
        g.priority, g.decision, g.pending_replay = waiting.priority, waiting.decision, None


def _wait(g: Game, action: Action, answers: tuple[Replayed, ...], decision: Decision) -> None:
    g.events = []
    g.pending_replay = Interrupted(action, answers, g.priority, g.decision)
    g.priority = None
    g.decision = decision


def _run_checked(g: Game, action: Action, answers: tuple[Replayed, ...]) -> None:
    """Apply an action that passed ``check`` to ``g`` in place (from a waiting position: resume first). Each
    kind of answer is consumed, in the order given, by the question that asked it."""
    _resume(g)
    g.events = []
    # The answers are read only while an action applies: each action starts with its own (none left over).
    g.replacement_answers = [a for a in answers if isinstance(a, str)]
    g.trigger_orders = [a for a in answers if isinstance(a, tuple)]
    apply_checked(g, action)


def _replay(g: Game, step: Step) -> None:
    kind, action, answers, decision = step
    if kind == "wait":
        _resume(g)
        assert decision is not None
        _wait(g, action, answers, decision)
        return
    _run_checked(g, action, answers)
    g.events = []


class RiftboundGame:
    """The per-game class the reference server dispatches to (``reference_engine.core.registry``)."""

    game: ClassVar[str] = "riftbound"
    editions: ClassVar[tuple[str, ...]] = tuple(EDITIONS)
    # 3- and 4-player free-for-all and 2v2 teams (rules/multiplayer.py; PROTOCOL-riftbound.md section 1).
    capabilities: ClassVar[tuple[str, ...]] = ("multiplayer", "teams")

    def __init__(self) -> None:
        self.state: Game | None = None
        self._log: ReplayLog[Game, Step] | None = None
        self._logged = 0  # steps committed to the log since it was last started afresh (_keep_log_short)

    def setup(self, edition: str, setup: dict[str, Any]) -> dict[str, Any]:
        g = build(edition, setup)
        _priority_decision(g)
        g.events = []
        self.state = g  # its replay log is started by the first action (act_events), from this position
        return snapshot(g)

    def act(self, action: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """Apply one action; a rejection leaves the game untouched (PROTOCOL.md section 1)."""
        events = self.act_events(action)
        return events, snapshot(self._require())

    def act_events(self, action: dict[str, Any]) -> list[dict[str, Any]]:
        """``act`` without building the observable state (take ``snapshot()`` when it is wanted).

        The action is checked first, which changes nothing; then it is applied to the live state. One that
        stops part-way -- it needs a player's choice (the order of replacement effects 368, an opponent
        418.2.c, the order of Deathknells 376.3.b), or something failed -- is rolled back by replaying the log
        (``reference_engine.core.rollback``). Stopping for a choice leaves the game waiting in the position
        before the action, with the decision (``choose_replacement``, ``choose_opponent``,
        ``order_triggers``); the answer replays the action from that position with every answer given so far."""
        g = self._require()
        parsed = Action.from_json(action)
        check(g, parsed)
        answers: tuple[Replayed, ...] = ()
        waiting = g.pending_replay
        if isinstance(waiting, Interrupted):  # this answers the decision the waiting action asked
            answer: Replayed = parsed.order if parsed.kind == "order_triggers" else parsed.choice or ""
            parsed, answers = waiting.action, (*waiting.answers, answer)
        log = self._log
        if log is None or not log.tracks(g):  # the state was replaced from outside: start over from it
            log = self._log = ReplayLog(g, _replay)
            self._logged = 0
        try:
            _run_checked(g, parsed, answers)
        except NeedChoice as need:
            g = self.state = log.rebuild()
            _resume(g)
            _wait(g, parsed, answers, need.decision)
            log.committed(("wait", parsed, answers, need.decision))
            self._keep_log_short(g)
            return []
        except BaseException:
            self.state = log.rebuild()
            raise
        events = [e.to_json() for e in g.events]
        g.events = []
        log.committed(("act", parsed, answers, None))
        self._keep_log_short(g)
        return events

    def _keep_log_short(self, g: Game) -> None:
        """While a player controls two or more Deathknells on the board, an action may stop part-way to ask
        their order (376.3.b), and stopping rolls the game back by replaying the log from its checkpoint. The
        log's own interval suits games where that is rare (one pickle of the state per 128 actions, a rollback
        replaying 64 on average); here the log starts afresh from the live state every
        ``ORDERABLE_CHECKPOINT_EVERY`` steps instead, so such a rollback replays only a few."""
        self._logged += 1
        # The board fact first: it is remembered with the board list, so asking it after every action costs
        # little, and a fault in asking it shows in any game, not only in one of 24 actions or more.
        if g.board_fact("orderable_deathknells", orderable_deathknells) and self._logged >= ORDERABLE_CHECKPOINT_EVERY:
            self._log, self._logged = ReplayLog(g, _replay), 0

    def snapshot(self) -> dict[str, Any]:
        return snapshot(self._require())

    def legal_actions(self) -> list[dict[str, Any]]:
        return [a.to_json() for a in legal_actions(self._require())]

    def _require(self) -> Game:
        # The server refuses act and state until a setup succeeded (server.Session._in_progress), so a game is
        # always there: no request can reach this without one.
        assert self.state is not None, "act or state before a setup"
        return self.state
