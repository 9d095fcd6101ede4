"""How each decision other than priority is answered: one entry per decision kind, with the action that
answers it, its legality check, its effect and the candidate answers ``legal_actions`` lists.

Priority (the play/activate/move/pass/end_turn actions) and the decisions of the play process (play.py's
``PLAY_DECISIONS``) and of group targets (tokens.py) keep their own modules; this table is the rest, so a new
decision kind is added in one place rather than in each of game.py's check/apply/candidates.

- ``order_triggers`` (376.3.b): every pending trigger exactly once. Deathknells that trigger together are
  ordered in the middle of the kill (734.1.d.2, triggers.add_deathknells): that answer is replayed by
  RiftboundGame.act like ``choose_replacement``; the others are applied here.
- ``choose_targets`` (390, 352.8): a pending triggered ability's targets.
- ``choose_showdown`` / ``choose_combat`` (v1.2 322.13-322.14, v1.3 323.11 and 323.13): the turn player picks
  where the staged showdown or combat opens.
- ``choose_instance`` (376.1.b): which instance of a repeated trigger resolves.
- ``choose_replacement`` (368; v1.3 372-373): which replacement applies next, or to which event; the answer
  is replayed by RiftboundGame.act, so it has no effect of its own here.
- ``choose_opponent`` (418.2.c): who gains the point of a Burn Out; replayed like ``choose_replacement``.
- ``choose_optional_trigger`` (v1.3 383.3): accept or decline a "you may" trigger (triggers.py).
- ``assign_combat_damage`` (443.1.d): how combat damage is divided.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations

from .editions import rules
from .model.errors import RulesError
from .model.protocol import Action, Assignment, Decision
from .model.state import Game
from .rules import chain as chain_mod
from .rules import triggers
from .rules.cleanup import start_staged
from .rules.combat import answer_assignment, checked_assignment, legal_assignments, side
from .rules.targets import stamp_all


@dataclass(frozen=True)
class Answer:
    action: str  # the action kind that answers this decision
    check: Callable[[Game, Decision, Action], None]  # raise RulesError when the answer is not legal
    apply: Callable[[Game, Decision, Action], None]  # the answer's effect (check has passed)
    candidates: Callable[[Game, Decision], list[Action]]  # every legal answer, for legal_actions


# ----- one of N options, answered with ``choose`` -------------------------------------------------
def _choice_rule(g: Game, kind: str) -> str:
    return rules(g).choice_rule(kind)


def _check_choice(g: Game, d: Decision, a: Action) -> None:
    if a.choice not in (d.options or ()):
        raise RulesError("invalid_choice", f"choose one of {list(d.options or ())}", _choice_rule(g, d.kind))


def _choices(g: Game, d: Decision) -> list[Action]:
    return [Action("choose", d.player, choice=c) for c in d.options or ()]


def _start_staged(g: Game, d: Decision, a: Action) -> None:
    g.decision = None
    assert a.choice is not None
    start_staged(g, d.kind, a.choice)


def _choose_instance(g: Game, d: Decision, a: Action) -> None:
    g.decision = None
    waiting = next(i for i in g.waiting if i.id == d.source)
    waiting.instances = [a.choice or ""]


def _replayed(g: Game, d: Decision, a: Action) -> None:
    """Never reached: RiftboundGame.act replays the interrupted action with the answer instead."""
    raise AssertionError("choose_replacement is answered by replaying the interrupted action")


# ----- the others ---------------------------------------------------------------------------------
def _check_order(g: Game, d: Decision, a: Action) -> None:
    if sorted(a.order) != sorted(d.options or ()):
        raise RulesError("invalid_choice", "order must list every pending trigger exactly once", "376.3.b")


def _apply_order(g: Game, d: Decision, a: Action) -> None:
    g.decision = None
    chain_mod.apply_order(g, list(a.order))


def _orders(g: Game, d: Decision) -> list[Action]:
    return [Action("order_triggers", d.player, order=o) for o in permutations(d.options or ())]


def _check_targets(g: Game, d: Decision, a: Action) -> None:
    if a.source != d.source:
        raise RulesError("invalid_choice", f"targets are being chosen for {d.source}")
    chosen = a.targets or ()
    options = d.options or ()
    # game._ask_targets asks for one target (count 1): every probe trigger that targets chooses one unit.
    if len(chosen) != 1 or chosen[0] not in options:
        raise RulesError("invalid_target", f"choose 1 of {list(options)}", "352.8")


def _apply_targets(g: Game, d: Decision, a: Action) -> None:
    g.decision = None
    item = next(i for i in g.chain if i.id == d.source)
    item.targets = list(a.targets or ())
    item.needs_targets = False
    stamp_all(g)  # 356.3.e.4: remember which objects were chosen


def _target_choices(g: Game, d: Decision) -> list[Action]:
    return [Action("choose_targets", d.player, source=d.source, targets=(t,)) for t in d.options or ()]


def _check_assignment(g: Game, d: Decision, a: Action) -> None:
    checked_assignment(g, a.player, a.assignments)


def _assign(g: Game, d: Decision, a: Action) -> None:
    answer_assignment(g, a.player, a.assignments)


def _assignments(g: Game, d: Decision) -> list[Action]:
    c = g.combat
    assert c is not None
    theirs = side(g, "defender" if d.player == c.attacker else "attacker")
    return [
        Action("assign_combat_damage", d.player, assignments=tuple(Assignment(t, n) for t, n in sorted(a.items())))
        for a in legal_assignments(g, d.amount or 0, theirs)
    ]


def _check_optional(g: Game, d: Decision, a: Action) -> None:
    triggers.check_optional(a)


def _answer_optional(g: Game, d: Decision, a: Action) -> None:
    triggers.answer_optional(g, a)


ANSWERS: dict[str, Answer] = {
    "order_triggers": Answer("order_triggers", _check_order, _apply_order, _orders),
    "choose_targets": Answer("choose_targets", _check_targets, _apply_targets, _target_choices),
    "choose_showdown": Answer("choose", _check_choice, _start_staged, _choices),
    "choose_combat": Answer("choose", _check_choice, _start_staged, _choices),
    "choose_instance": Answer("choose", _check_choice, _choose_instance, _choices),
    "choose_replacement": Answer("choose", _check_choice, _replayed, _choices),
    "choose_opponent": Answer("choose", _check_choice, _replayed, _choices),  # 418.2.c (rules/multiplayer.py)
    "choose_optional_trigger": Answer("choose", _check_optional, _answer_optional, _choices),
    "assign_combat_damage": Answer("assign_combat_damage", _check_assignment, _assign, _assignments),
}


def check(g: Game, d: Decision, a: Action) -> None:
    answer = ANSWERS[d.kind]
    if a.kind != answer.action:
        raise RulesError("wrong_decision", f"{a.kind} does not answer {d.kind}")
    answer.check(g, d, a)
