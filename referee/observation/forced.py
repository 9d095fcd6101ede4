"""Prompts whose only legal answer is forced (PROTOCOL.md §4.1, PROTOCOL-riftbound.md §4).

An engine may skip such a prompt (answer it itself) or ask it; both conform. The scenarios are written
against an engine that skips them, so when an engine asks one, the kit gives the only answer itself
(``ScenarioContext.settle_forced``) and records a note. ``FORCED`` is the one table saying, per decision
kind, when a pending decision is forced and what its only answer is. A decision with any real choice is
never answered by the kit: each rule below admits exactly one legal answer.

| decision kind | forced when | the only answer |
|---|---|---|
| `declare_attackers` | `attackers` (creatures that could attack) is empty | declare no attackers |
| `declare_blockers` | `blockers` (creatures that could block) is empty | declare no blockers |
| `order_triggers`, `order_blockers`, `order_attackers` | one option | that option |
| `choose_targets` | `count` equals the number of `options`, for a trigger on its way to the stack (1) | every option |
| `discard` | `count` equals the number of `options` | discard every option |
| `assign_combat_damage` | one option | all of `amount` to it |
| `assign_damage` (Riftbound split) | one option, or as many options as damage | all to the one / 1 to each |
| any other `choose_*` (defending player, showdown, combat, opponent, replacement...) | one option | `choose` it |

(1) Not the Riftbound group-subset choice of a resolving spell (352.11.b), where any subset may be kept.
`priority` is never forced: passing is always a choice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Decision = dict[str, Any]
State = dict[str, Any]


def _options(decision: Decision, key: str = "options") -> list[str]:
    return [str(o) for o in decision.get(key) or []]


def _declare(what: str) -> Callable[[Decision, State], dict[str, Any] | None]:
    def answer(decision: Decision, state: State) -> dict[str, Any] | None:
        if _options(decision, what):
            return None
        return {"kind": f"declare_{what}", "player": decision["player"], what: []}
    return answer


def _order(subject: str | None) -> Callable[[Decision, State], dict[str, Any] | None]:
    def answer(decision: Decision, state: State) -> dict[str, Any] | None:
        options = _options(decision)
        if len(options) != 1:
            return None
        action = {"kind": str(decision["kind"]), "player": decision["player"], "order": options}
        if subject is not None and subject in decision:
            action[subject] = decision[subject]
        return action
    return answer


def _resolving_item(state: State, ident: Any) -> bool:
    """An item already on the stack/chain and finalized: its choice is made as it resolves."""
    items = list(state.get("chain") or []) + list(state.get("stack") or [])
    return any(i.get("id") == ident and not i.get("pending", False) for i in items if isinstance(i, dict))


def _targets(decision: Decision, state: State) -> dict[str, Any] | None:
    options = _options(decision)
    if len(options) != decision.get("count") or _resolving_item(state, decision.get("source")):
        return None
    return {"kind": "choose_targets", "player": decision["player"], "source": decision.get("source"),
            "targets": options}


def _discard(decision: Decision, state: State) -> dict[str, Any] | None:
    options = _options(decision)
    if len(options) != decision.get("count"):
        return None
    return {"kind": "discard", "player": decision["player"], "cards": options}


def _combat_damage(decision: Decision, state: State) -> dict[str, Any] | None:
    options = _options(decision)
    if len(options) != 1:
        return None
    action = {"kind": "assign_combat_damage", "player": decision["player"],
              "assignments": [{"target": options[0], "amount": decision.get("amount", 0)}]}
    if "source" in decision:
        action["source"] = decision["source"]
    return action


def _split_damage(decision: Decision, state: State) -> dict[str, Any] | None:
    options, amount = _options(decision), int(decision.get("amount", 0))
    if len(options) == 1:
        assignments = [{"target": options[0], "amount": amount}]
    elif options and len(options) == amount:
        assignments = [{"target": o, "amount": 1} for o in options]
    else:
        return None
    action: dict[str, Any] = {"kind": "assign_damage", "player": decision["player"], "assignments": assignments}
    if "source" in decision:
        action["source"] = decision["source"]
    return action


def _choose(decision: Decision, state: State) -> dict[str, Any] | None:
    options = _options(decision)
    if len(options) != 1:
        return None
    return {"kind": "choose", "player": decision["player"], "choice": options[0]}


FORCED: dict[str, Callable[[Decision, State], dict[str, Any] | None]] = {
    "declare_attackers": _declare("attackers"),
    "declare_blockers": _declare("blockers"),
    "order_triggers": _order(None),
    "order_blockers": _order("attacker"),
    "order_attackers": _order("blocker"),
    "choose_targets": _targets,
    "discard": _discard,
    "assign_combat_damage": _combat_damage,
    "assign_damage": _split_damage,
}


def forced_answer(state: State) -> dict[str, Any] | None:
    """The only legal answer to the pending decision of ``state``, or None when it is not forced."""
    decision = state.get("decision")
    if not decision or decision.get("kind") == "priority":
        return None
    kind = str(decision.get("kind"))
    rule = FORCED.get(kind)
    if rule is None:
        rule = _choose if kind.startswith("choose_") else None
    return rule(decision, state) if rule is not None else None


def plausibly_forced(action: dict[str, Any], state: State, events: list[dict[str, Any]]) -> bool:
    """Whether a scripted answer the engine never asked for can have been that prompt's only answer.

    Used when an engine skipped a prompt the script answers: a declaration of none, an order of one, one
    target, one assignment, a single choice can be forced; a scripted real choice (attacking with a creature,
    ordering two triggers) means the engine decided on the player's behalf.
    """
    kind = action.get("kind")
    if kind in ("declare_attackers", "declare_blockers"):
        return not action.get(str(kind).removeprefix("declare_"))
    if kind in ("order_triggers", "order_blockers", "order_attackers"):
        return len(action.get("order") or []) <= 1
    if kind == "choose_targets":
        return len(action.get("targets") or []) <= 1
    if kind in ("assign_combat_damage", "assign_damage"):
        return len(action.get("assignments") or []) <= 1
    if kind == "discard":
        discarded = {e.get("card") for e in events if e.get("type") in ("discarded", "zone_changed")}
        discarded |= {e.get("object") for e in events if e.get("type") == "zone_changed"}
        return all(card in discarded for card in action.get("cards") or [])
    return True
