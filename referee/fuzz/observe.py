"""What two engines must agree on after an action, by the observation rules of PROTOCOL.md §11.

Required (a difference is a divergence): whether the action was accepted; for a rejection, its code by meaning
(the catch-all ``illegal_action`` matches any specific rules code, §11.3) and an unchanged state; for an
acceptance, the rules events of the reference in the order the rules give them (moments compared as sets,
other events allowed in between, bookkeeping events ignored: :mod:`referee.observation.events`) and the whole
observable state (§11.1), every field the reference reports, with unordered zones and decision options
compared as sets. Free (never a divergence): error wording, extra events and fields, the engine's own ids
(already read in canonical ids), forced prompts asked or skipped (settled on both sides).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from referee.fuzz.sides import Outcome
from referee.observation.events import found_in_order, reference_moments

CATCH_ALL = "illegal_action"
# Lists whose order the rules give (§11.1: ordered zones, the stack or chain, turn order, an announced order,
# a spell's targets); every other list of the state is a set (a hand, the battlefield, a decision's options).
ORDERED = frozenset({"library", "graveyard", "main_deck", "rune_deck", "trash", "stack", "chain", "players",
                     "battlefields", "targets", "order"})
IGNORED = frozenset({"sources"})  # a decision's map of engine ids to sources: how ids are read, not rules


@dataclass
class Divergence:
    """Where the engine under test left the reference's path, in terms a scenario can check."""

    kind: str  # acceptance | code | unchanged_state | events | state | forced | setup | engine_failure
    summary: str
    paths: list[str] = field(default_factory=list)  # state paths that differ (kind "state")
    missing_moment: int | None = None  # the first reference moment not found (kind "events")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "summary": self.summary}
        if self.paths:
            out["paths"] = self.paths
        if self.missing_moment is not None:
            out["missing_moment"] = self.missing_moment
        return out


def same_code(reference: str, engine: str) -> bool:
    """Codes compared by meaning (§1, §11.3): equal, or the engine's is the catch-all for a rules code."""
    return reference == engine or (engine == CATCH_ALL and reference not in ("unsupported", "internal",
                                                                              "bad_request", "bad_setup"))


def compare(reference: Outcome, engine: Outcome, engine_before: dict[str, Any]) -> Divergence | None:
    """The first thing the engine reports differently from the reference after one action."""
    if engine.forced_rejected is not None:
        answer = engine.forced_rejected
        return Divergence("forced", f"the engine rejected the only legal answer {json.dumps(answer['action'])} "
                                    f"to its own prompt: {_error_text(answer['error'])}")
    if reference.ok != engine.ok:
        if reference.ok:
            return Divergence("acceptance", f"the reference accepts the action; the engine rejects it: "
                                            f"{_error_text(engine.error)}")
        return Divergence("acceptance", f"the reference rejects the action ({_error_text(reference.error)}); "
                                        "the engine accepts it")
    if not reference.ok:
        ref_code, eng_code = _code(reference.error), _code(engine.error)
        if not same_code(ref_code, eng_code):
            return Divergence("code", f"rejected as {eng_code} where the reference rejects it as {ref_code} "
                                      f"({_error_text(reference.error)})")
        changed = state_differences(engine_before, engine.state)
        if changed:
            return Divergence("unchanged_state", "the engine rejected the action but its state changed: "
                                                 + ", ".join(changed[:6]), changed)
        return None
    expected = reference_moments(reference.events)
    found = found_in_order(expected, engine.events, subset_match)
    if found < len(expected):
        moment = expected[found]
        what = ", ".join(json.dumps(e, sort_keys=True) for e in moment[:3])
        what += f" (+{len(moment) - 3} more at that moment)" if len(moment) > 3 else ""
        return Divergence("events", f"reference event{'s' if len(moment) > 1 else ''} #{found + 1} {what} "
                                    "not reported in the rules' order", missing_moment=found)
    paths = state_differences(reference.state, engine.state)
    if paths:
        return Divergence("state", "the state differs at " + ", ".join(paths[:6])
                          + (f" (+{len(paths) - 6} more)" if len(paths) > 6 else ""), paths)
    return None


def compare_setup(reference: dict[str, Any], engine: dict[str, Any]) -> Divergence | None:
    paths = state_differences(reference, engine)
    if paths:
        return Divergence("state", "the state after the setup differs at " + ", ".join(paths[:6]), paths)
    return None


def subset_match(expected: Any, actual: Any) -> bool:
    """A reference event matches an engine event carrying at least its fields, equal (more are allowed)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return all(k in actual and (v == actual[k] or normalize(v, k) == normalize(actual[k], k))
                   for k, v in expected.items())
    return bool(expected == actual)


def normalize(value: Any, path: str = "") -> Any:
    """A JSON value with the lists whose order the rules leave free sorted, and ignored fields dropped.
    ``path`` says where the value is (``decision.options``): a decision's lists are all sets."""
    if isinstance(value, dict):
        return {k: normalize(v, f"{path}.{k}") for k, v in value.items() if k not in IGNORED}
    if isinstance(value, list):
        items = [normalize(v, path + ".") for v in value]
        ordered = path.rsplit(".", 1)[-1] in ORDERED and not path.startswith("decision")
        return items if ordered else sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
    return value


def state_differences(reference: Any, engine: Any, path: str = "") -> list[str]:
    """Paths (``players.A.life``, ``objects.bear1.tapped``, ``stack``) where the engine's state differs from
    the reference's: every field the reference reports, compared after :func:`normalize`."""
    if reference == engine:  # the common case, compared in C: nothing to normalize
        return []
    key = path.rsplit(".", 1)[-1]
    if isinstance(reference, dict) and isinstance(engine, dict):
        out: list[str] = []
        for name, value in reference.items():
            if name in IGNORED:
                continue
            sub = f"{path}.{name}" if path else name
            if name not in engine:
                out.append(sub)
            else:
                out += state_differences(value, engine[name], sub)
        return out
    if _keyed(reference) and _keyed(engine) and key in ("players", "battlefields"):
        ours = {item["id"]: item for item in engine}
        if [item["id"] for item in reference] != [item["id"] for item in engine]:
            return [path]
        return [p for item in reference for p in state_differences(item, ours[item["id"]], f"{path}.{item['id']}")]
    return [] if normalize(reference, path) == normalize(engine, path) else [path]


def _keyed(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, dict) and "id" in v for v in value)


def _code(error: dict[str, Any] | None) -> str:
    return str((error or {}).get("code", ""))


def _error_text(error: dict[str, Any] | None) -> str:
    error = error or {}
    return f"{error.get('code')}: {error.get('message', '')}"
