"""Where the engine left the rules' path, and which rule it broke first.

A scenario walks a path the rules fix (who holds priority, which step comes next, which decision is asked).
When a ``When`` step finds the engine somewhere else, every later check would fail for a reason unrelated to
the rule under test, so the step stops the scenario with a :class:`referee.outcomes.Deviation` naming the
step, what the rules required there, what the engine did, and, where the kit can tell, the rule broken first.

The rule tables below are written in the numbering of each game's base edition (the edition the kit's seeds
use: MTG ``2024-pre-foundations``, whose numbering outside rule 703 is the Comprehensive Rules of 2022-04-29;
Riftbound Core Rules ``1.2``) and translated to the certified edition's numbering when reported. Every id was
looked up in those texts; a situation the kit cannot pin to one rule gets none rather than a guess.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.outcomes import Deviation

PRIORITY_ACTIONS = {"pass", "play_land", "cast", "activate", "special", "play", "move", "end_turn"}

# Who receives priority next, by what just happened (base-edition numbering).
PRIORITY_RULES: dict[str, dict[str, str]] = {
    "mtg": {
        "step_began": "117.3a",  # the active player, at the beginning of most steps and phases
        "resolved": "117.3b",  # the active player, after a spell or ability resolves
        "acted": "117.3c",  # the player who cast, activated or took a special action keeps priority
        "passed": "117.3d",  # the next player in turn order, after a pass
        "all_passed": "117.4",  # all passed in succession: the top of the stack resolves or the step ends
        "not_top": "405.5",  # what resolves is the top (last-added) object of the stack
        "untap": "502.4",  # no player receives priority in the untap step
        "cleanup": "514.3",  # normally no player receives priority in the cleanup step
        "declare_attackers": "508.2",  # after attackers are declared, the active player gets priority
        "declare_blockers": "509.4",  # after blockers are declared (and orders announced), likewise
    },
    "riftbound": {
        "neutral_open": "312.2.a",  # the turn player, in a Neutral Open state of their action phase
        "chain_item": "312.2.c",  # the controller of the next item on the chain, in a Closed state
        "passed": "312.2.d",  # the next player in turn order, when the priority holder passes in a Closed state
        "acted": "333.1.c.3",  # once finalized, the controller of the newest chain item gains priority
        "all_passed": "335.1",  # all passed without adding to the chain: the newest item resolves
        "resolved": "336.4",  # items remain after a resolution: the newest item's controller gains priority
        "not_top": "336.1",  # what resolves is the newest item on the chain
        "showdown_resolved": "343",  # the chain emptied in a showdown: Focus (and priority) passes on
        "showdown_began": "341",  # the player who contested the battlefield gains Focus as the showdown begins
        "focus_passed": "344.4",  # a pass in a Showdown Open state: Focus passes to the next player
        "turn_ended": "305",  # an empty chain and no further discretionary action: the phase ends
    },
}

# Decisions the rules make a player take, and the rule that asks for each.
DECISION_RULES: dict[str, dict[str, str]] = {
    "mtg": {
        "declare_attackers": "508.1", "declare_blockers": "509.1", "order_blockers": "509.2",
        "assign_combat_damage": "510.1", "discard": "514.1", "order_triggers": "603.3b",
        "choose_targets": "603.3d", "choose_defending_player": "507.1",
    },
    "riftbound": {
        "order_triggers": "376.3.b", "choose_showdown": "322.13", "choose_combat": "322.14",
    },
}

# Decision kinds an edition does not have: the 2025 Comprehensive Rules dropped the damage assignment order
# (509.2 old), so a scenario written for both editions answers a prompt that never comes there.
ABSENT_DECISIONS: dict[tuple[str, str], tuple[str, ...]] = {
    ("mtg", "2025-09-19"): ("order_blockers", "order_attackers"),
}

# The rule that puts a phase or step in the turn (for "a step never reached").
STEP_RULES: dict[str, dict[str, str]] = {
    "mtg": {
        "beginning": "500.1", "precombat_main": "500.1", "combat": "500.1", "postcombat_main": "500.1",
        "ending": "500.1",
        "untap": "501.1", "upkeep": "501.1", "draw": "501.1",
        "beginning_of_combat": "506.1", "declare_attackers": "506.1", "declare_blockers": "506.1",
        "combat_damage": "506.1", "end_of_combat": "506.1", "first_strike_damage": "510.4",
        "end": "512.1", "cleanup": "512.1",
    },
    "riftbound": {
        "awaken": "315.1", "beginning": "315.2", "scoring": "315.2.b", "channel": "315.3", "draw": "315.4",
        "action": "316.1", "end_of_turn": "317", "ending": "317.1", "cleanup": "317.2", "expiration": "317.3",
        "showdown": "316.4.e", "damage": "316.4.e", "resolution": "316.4.e",
    },
}


def in_edition(game: str, edition: str, rule: str | None) -> str | None:
    """``game:id`` of a base-edition rule in the certified edition's numbering (None if it has none)."""
    if rule is None:
        return None
    try:
        from referee.rules.numbering import BASE_EDITIONS, translate

        translated = translate(game, rule, BASE_EDITIONS.get(game), edition)
    except Exception:  # an edition the kit has no diff for: report the base number rather than nothing
        translated = rule
    return f"{game}:{translated}" if translated else None


@dataclass
class Exchange:
    """One action the steps sent and what came of it."""

    action: dict[str, Any]
    before: dict[str, Any]
    after: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    accepted: bool = True


def where(state: dict[str, Any]) -> str:
    """``turn 3, declare_blockers step (combat phase)`` from a state."""
    step, phase = state.get("step"), state.get("phase")
    place = f"{step} step ({phase} phase)" if step else f"{phase} phase"
    return f"turn {state.get('turn')}, {place}"


def describe(state: dict[str, Any]) -> str:
    """What the engine is waiting for: ``B holds priority`` / ``A must declare_attackers {...}``."""
    import json

    decision = state.get("decision")
    if not decision:
        return "no decision is pending" + (" (the game is over)" if state.get("game_over") else "")
    if decision.get("kind") == "priority":
        return f"{decision.get('player')} holds priority"
    extra = {k: v for k, v in decision.items() if k not in ("player", "kind")}
    return f"{decision.get('player')} must {decision.get('kind')}" + (f" {json.dumps(extra)}" if extra else "")


def _moment(state: dict[str, Any]) -> tuple[Any, ...]:
    return state.get("turn"), state.get("phase"), state.get("step")


def _zone(game: str) -> str:
    return "chain" if game == "riftbound" else "stack"


def _resolved(game: str, exchange: Exchange) -> bool:
    zone = _zone(game)
    return (any(e.get("type") == "resolved" for e in exchange.events)
            or len(exchange.after.get(zone) or []) < len(exchange.before.get(zone) or []))


def _resolved_below_top(game: str, exchange: Exchange) -> bool:
    """Something resolved, but not the top (newest) item: it stayed while an older one left."""
    before = [i.get("id") for i in exchange.before.get(_zone(game)) or [] if isinstance(i, dict)]
    after = {i.get("id") for i in exchange.after.get(_zone(game)) or [] if isinstance(i, dict)}
    resolved = [e.get("id") for e in exchange.events if e.get("type") == "resolved"]
    if resolved and before:
        return resolved[0] in before and resolved[0] != before[0]
    return bool(before) and before[0] in after and any(i not in after for i in before[1:])


def _next_player(state: dict[str, Any], player: str) -> str | None:
    ids = [p.get("id") for p in state.get("players", [])]
    if player not in ids:
        return None
    return str(ids[(ids.index(player) + 1) % len(ids)])


def priority_rule(game: str, previous: Exchange | None, state: dict[str, Any], expected: str | None) -> str | None:
    """The rule (base numbering) that says who holds priority in ``state``, reached by ``previous``.

    ``expected`` is the player the scenario needs to hold priority there. None when the kit can't tell.
    """
    rules = PRIORITY_RULES.get(game, {})
    misplaced = misplaced_priority(game, state)
    if misplaced is not None:
        return misplaced
    if previous is None or not previous.accepted:
        return None
    action = previous.action
    kind, actor = action.get("kind"), str(action.get("player"))
    if game == "riftbound":
        return _riftbound_priority_rule(previous, state, expected)
    if kind == "pass":
        if _resolved_below_top(game, previous):
            return rules["not_top"]
        if _resolved(game, previous):
            return rules["resolved"]
        if _moment(previous.before) != _moment(state):
            return rules["step_began"]
        if expected is not None and expected == _next_player(state, actor):
            return rules["passed"]
        return rules["all_passed"]
    if kind in PRIORITY_ACTIONS:
        return rules["acted"] if expected == actor else None
    return rules.get(str(kind)) if _moment(previous.before) == _moment(state) else rules["step_began"]


def _riftbound_priority_rule(previous: Exchange, state: dict[str, Any], expected: str | None) -> str | None:
    rules = PRIORITY_RULES["riftbound"]
    kind, actor = previous.action.get("kind"), str(previous.action.get("player"))
    chain_before, chain_after = previous.before.get("chain") or [], state.get("chain") or []
    if kind == "pass":
        if _resolved_below_top("riftbound", previous):
            return rules["not_top"]
        if _resolved("riftbound", previous):
            if chain_after:
                return rules["resolved"]
            return rules["showdown_resolved"] if state.get("showdown") else rules["neutral_open"]
        if _moment(previous.before) != _moment(state):
            return rules["neutral_open"] if state.get("phase") == "action" else rules["chain_item"]
        if chain_before:
            return rules["passed"] if expected == _next_player(state, actor) else rules["all_passed"]
        if previous.before.get("showdown"):
            return rules["focus_passed"]
        return rules["turn_ended"]
    if kind in PRIORITY_ACTIONS:
        if state.get("showdown") and not previous.before.get("showdown"):
            return rules["showdown_began"]
        if chain_after:
            return rules["acted"]
        return rules["neutral_open"] if state.get("phase") == "action" and expected == actor else None
    return None


def misplaced_priority(game: str, state: dict[str, Any]) -> str | None:
    """The rule broken when a player holds priority in a step where nobody receives it (MTG untap, cleanup)."""
    decision = state.get("decision") or {}
    if game == "mtg" and decision.get("kind") == "priority" and state.get("step") in ("untap", "cleanup"):
        return PRIORITY_RULES["mtg"][str(state.get("step"))]
    return None


def holds(state: dict[str, Any], action: dict[str, Any]) -> bool:
    """Whether the acting player held what ``action`` needs in ``state``: priority for a priority action,
    a pending decision of their own for an answer."""
    decision = state.get("decision") or {}
    if decision.get("player") != action.get("player"):
        return False
    if action.get("kind") == "activate":  # mana/Add abilities may be activated while paying (Riftbound 354.1.a)
        return True
    return (decision.get("kind") == "priority") == (action.get("kind") in PRIORITY_ACTIONS)


def message(step: str, expected: str, actual: str, rule: str | None) -> str:
    return (f"the engine left the rules' path before this scenario's checks: at `{step}`, {expected}, "
            f"but {actual}" + (f" (rule {rule.partition(':')[2]} broken first)" if rule else ""))


def deviation(step: str, expected: str, actual: str, rule: str | None) -> Deviation:
    """A :class:`Deviation` in the kit's one message format (``rule`` is ``game:id`` or None)."""
    return Deviation(message(step, expected, actual, rule), rule=rule, step=step, expected=expected, actual=actual)
