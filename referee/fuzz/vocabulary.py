"""Actions as the step library's ``When`` steps say and send them (docs/WRITING-SCENARIOS.md, steps/when.py).

The fuzzer sends only actions a scenario can express, in exactly the form the step sends, so that the
scenario it writes for a divergence replays the same exchange: :func:`as_sent` gives that form (or None for
an action no step can say, such as a Riftbound play with Accelerate), :func:`when_lines` the step text and
its data table. Steps that answer a decision (``declares``, ``orders``, ``assigns``, ``discards``,
``chooses``) accept a prompt the engine skipped as forced, so they are only used for the pending decision;
actions sent whatever the decision (``plays``, ``casts``, ``activates``, ``moves``, ``ends their turn``)
also carry the fuzzer's illegal actions.
"""

from __future__ import annotations

from typing import Any

Action = dict[str, Any]
# Kinds whose step sends the action whatever is pending (ScenarioContext.act): safe for illegal actions.
SENT_AS_IS = frozenset({"play_land", "cast", "activate", "special", "play", "move", "end_turn"})
ANSWERS = frozenset({"declare_attackers", "declare_blockers", "order_blockers", "order_attackers",
                     "assign_combat_damage", "assign_damage", "discard", "order_triggers", "choose_targets",
                     "choose"})


def _with_targets(action: Action, source: Action) -> Action:
    targets = list(source.get("targets") or [])
    if targets:
        action["targets"] = targets
    return action


def as_sent(action: Action, decision: dict[str, Any] | None) -> Action | None:
    """The action as the matching step would send it, or None when no step can say it."""
    kind, player = action.get("kind"), action.get("player")
    base: Action = {"kind": kind, "player": player}
    if kind in ("pass", "end_turn"):
        return base
    if kind == "play_land":
        return {**base, "card": action["card"]}
    if kind == "cast":
        return _with_targets({**base, "card": action["card"]}, action)
    if kind == "activate":
        return _with_targets({**base, "card": action["card"], "ability": int(action.get("ability") or 0)}, action)
    if kind == "special":
        return {"kind": "special", "special": action.get("special"), "player": player, "card": action["card"]}
    if kind == "play":
        if action.get("accelerate"):
            return None  # no step plays a card with Accelerate
        sent = {**base, "card": action["card"]}
        if action.get("location"):
            sent["location"] = action["location"]
        return _with_targets(sent, action)
    if kind == "move":
        return {**base, "units": list(action["units"]), "to": action["to"]}
    if kind == "declare_attackers":
        if action.get("mana_abilities"):
            return None
        return {**base, "attackers": [{"attacker": a["attacker"], "target": a["target"]}
                                      for a in action.get("attackers") or []]}
    if kind == "declare_blockers":
        if action.get("mana_abilities"):
            return None
        return {**base, "blockers": [{"blocker": b["blocker"], "attacker": b["attacker"]}
                                     for b in action.get("blockers") or []]}
    if kind == "order_blockers":
        return {**base, "attacker": action["attacker"], "order": list(action["order"])}
    if kind == "order_attackers":
        return {**base, "blocker": action["blocker"], "order": list(action["order"])}
    if kind in ("assign_combat_damage", "assign_damage"):
        source = action.get("source") or (decision or {}).get("source") or (decision or {}).get("battlefield")
        if not source:
            return None
        return {**base, "source": source, "assignments": [{"target": a["target"], "amount": int(a["amount"])}
                                                          for a in action.get("assignments") or []]}
    if kind == "discard":
        return {**base, "cards": list(action["cards"])} if action.get("cards") else None
    if kind == "order_triggers":
        return {**base, "order": list(action["order"])} if action.get("order") else None
    if kind == "choose_targets":
        if not action.get("targets") or not action.get("source"):
            return None
        return {**base, "source": action["source"], "targets": list(action["targets"])}
    if kind == "choose":
        return {**base, "choice": action["choice"]}
    return None


def _ids(values: list[str]) -> str:
    return ", ".join(values)


def when_lines(action: Action) -> tuple[str, list[list[str]]]:
    """The step text (without its keyword) and data table (header first, or empty) that send ``action``."""
    kind, player = action["kind"], action["player"]
    targeting = f" targeting {_ids(action['targets'])}" if action.get("targets") else ""
    if kind == "pass":
        return f"{player} passes priority", []
    if kind == "end_turn":
        return f"{player} ends their turn", []
    if kind == "play_land":
        return f"{player} plays the land {action['card']}", []
    if kind == "cast":
        return f"{player} casts {action['card']}{targeting}", []
    if kind == "activate":
        return f"{player} activates ability {action['ability']} of {action['card']}{targeting}", []
    if kind == "special":
        return f"{player} turns {action['card']} face up", []
    if kind == "play":
        where = f" to {action['location']}" if action.get("location") else ""
        return f"{player} plays {action['card']}{where}{targeting}", []
    if kind == "move":
        return f"{player} moves {_ids(action['units'])} to {action['to']}", []
    if kind in ("declare_attackers", "declare_blockers"):
        what = kind.removeprefix("declare_")
        entries = action[what]
        if not entries:
            return f"{player} declares no {what}", []
        single, other = ("attacker", "target") if what == "attackers" else ("blocker", "attacker")
        return f"{player} declares {what}:", [[single, other], *([e[single], e[other]] for e in entries)]
    if kind == "order_blockers":
        return f"{player} orders the blockers of {action['attacker']}: {_ids(action['order'])}", []
    if kind == "order_attackers":
        return f"{player} orders the attackers of {action['blocker']}: {_ids(action['order'])}", []
    if kind in ("assign_combat_damage", "assign_damage"):
        combat = "combat " if kind == "assign_combat_damage" else ""
        rows = [[a["target"], str(a["amount"])] for a in action["assignments"]]
        return f"{player} assigns the {combat}damage of {action['source']}:", [["target", "amount"], *rows]
    if kind == "discard":
        return f"{player} discards {_ids(action['cards'])}", []
    if kind == "order_triggers":
        return f"{player} orders triggers: {_ids(action['order'])}", []
    if kind == "choose_targets":
        return f"{player} chooses targets {_ids(action['targets'])} for {action['source']}", []
    if kind == "choose":
        return f"{player} chooses {action['choice']}", []
    raise ValueError(f"no step sends a {kind} action")
