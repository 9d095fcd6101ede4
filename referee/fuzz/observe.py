"""What two engines must agree on after an action, by the observation rules of PROTOCOL.md §11.

Required (a difference is a divergence): whether the action was accepted; for a rejection, its code by meaning
(the catch-all ``illegal_action`` matches any specific rules code, §11.3) and an unchanged state; for an
acceptance, the rules events of the reference in the order the rules give them (moments compared as sets,
other events allowed in between, bookkeeping events ignored: :mod:`referee.observation.events`) and the whole
observable state (§11.1), every field the reference reports, with unordered zones and decision options
compared as sets (cards that entered a pile at one moment in any order among themselves: :class:`Piles`).
Free (never a divergence): error wording, extra events and fields, the engine's own ids (already read in
canonical ids), forced prompts asked or skipped (settled on both sides), and the shapes of reporting of
:mod:`referee.observation.normal` (both sides' events are compared as atoms: no event reporting that nothing
happened, one per declared member; the engine's state is read with its optional fields completed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from referee.fuzz.sides import Outcome
from referee.observation.events import BOOKKEEPING, found_in_order, reference_moments
from referee.observation.normal import PILES, event_atoms, loosen_totals, ordered

CATCH_ALL = "illegal_action"
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


class Piles:
    """Which cards of an ordered pile (a library, a graveyard, a Riftbound deck) entered it at one moment of
    the reference engine: their owner may arrange those in any order (MTG 401.4, 404.3; RB 403.5 puts cards
    recycled together at random), so the engine's pile may order each such run of cards its own way.

    Without the engine's internals to say which arrivals were simultaneous, the reference's moments say it:
    cards whose last event in an action falls in one moment (between two bookkeeping events, as
    :func:`referee.observation.events.reference_moments` groups them) form one group; cards of the setup, and
    cards that arrived without an event, are each a group of their own. Lenient within a moment, like the
    events' comparison, and exact across moments."""

    def __init__(self) -> None:
        self.actions = 0
        self.group: dict[tuple[str, str], dict[str, tuple[Any, ...]]] = {}  # (player, pile) -> card -> group
        self.seen: dict[tuple[str, str], set[str]] = {}  # (player, pile) -> its cards after the last update

    def update(self, state: dict[str, Any], events: list[dict[str, Any]]) -> None:
        """Learn the groups of the cards that entered a pile of the reference's ``state`` with ``events``."""
        self.actions += 1
        moment, moment_of = 0, {}
        for event in events:
            if event.get("type") in BOOKKEEPING:
                moment += 1
                continue
            for key in ("object", "card"):
                if isinstance(event.get(key), str):
                    moment_of[event[key]] = moment
        for player in state.get("players") or []:
            for pile in PILES.intersection(player):
                where = (str(player.get("id")), pile)
                before, groups = self.seen.get(where, set()), self.group.setdefault(where, {})
                for card in player[pile]:
                    if card not in before or card not in groups:
                        arrived = moment_of.get(card)
                        groups[card] = (self.actions, arrived) if arrived is not None else (self.actions, card)
                self.seen[where] = set(player[pile])

    def same(self, path: str, reference: list[Any], engine: list[Any]) -> bool:
        """Whether ``engine``'s pile at ``path`` (``players.A.graveyard``) is the reference's, up to the order
        of cards within a run of one group."""
        parts = path.split(".")
        groups = self.group.get((parts[1], parts[2]), {}) if len(parts) == 3 else {}
        if len(reference) != len(engine):
            return False
        runs = [groups.get(card, ("alone", i)) for i, card in enumerate(reference)]
        start = 0
        for end in range(1, len(reference) + 1):
            if end == len(reference) or runs[end] != runs[start]:
                if sorted(map(str, reference[start:end])) != sorted(map(str, engine[start:end])):
                    return False
                start = end
        return True


def same_code(reference: str, engine: str) -> bool:
    """Codes compared by meaning (§1, §11.3): equal, or the engine's is the catch-all for a rules code."""
    return reference == engine or (engine == CATCH_ALL and reference not in ("unsupported", "internal",
                                                                              "bad_request", "bad_setup"))


def compare(reference: Outcome, engine: Outcome, engine_before: dict[str, Any],
            piles: Piles | None = None) -> Divergence | None:
    """The first thing the engine reports differently from the reference after one action (``piles``: the
    arrivals the reference's piles were built from, updated with this action already)."""
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
    expected = [loosen_totals(moment) for moment in reference_moments(event_atoms(reference.events))]
    found = found_in_order(expected, event_atoms(engine.events), subset_match)
    if found < len(expected):
        moment = expected[found]
        what = ", ".join(json.dumps(e, sort_keys=True) for e in moment[:3])
        what += f" (+{len(moment) - 3} more at that moment)" if len(moment) > 3 else ""
        return Divergence("events", f"reference event{'s' if len(moment) > 1 else ''} #{found + 1} {what} "
                                    "not reported in the rules' order", missing_moment=found)
    paths = state_differences(reference.state, engine.state, piles=piles)
    if paths:
        return Divergence("state", "the state differs at " + ", ".join(paths[:6])
                          + (f" (+{len(paths) - 6} more)" if len(paths) > 6 else ""), paths)
    return None


def compare_setup(reference: dict[str, Any], engine: dict[str, Any],
                  piles: Piles | None = None) -> Divergence | None:
    paths = state_differences(reference, engine, piles=piles)
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
        return items if ordered(path) else sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
    return value


def state_differences(reference: Any, engine: Any, path: str = "", piles: Piles | None = None) -> list[str]:
    """Paths (``players.A.life``, ``objects.bear1.tapped``, ``stack``) where the engine's state differs from
    the reference's: every field the reference reports, compared after :func:`normalize` (a player's piles
    up to the order of cards that entered them together, when ``piles`` says which did)."""
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
                out += state_differences(value, engine[name], sub, piles)
        return out
    if _keyed(reference) and _keyed(engine) and key in ("players", "battlefields"):
        ours = {item["id"]: item for item in engine}
        if [item["id"] for item in reference] != [item["id"] for item in engine]:
            return [path]
        return [p for item in reference
                for p in state_differences(item, ours[item["id"]], f"{path}.{item['id']}", piles)]
    if piles is not None and key in PILES and path.startswith("players.") and isinstance(reference, list) \
            and isinstance(engine, list):
        return [] if piles.same(path, reference, engine) else [path]
    return [] if normalize(reference, path) == normalize(engine, path) else [path]


def _keyed(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, dict) and "id" in v for v in value)


def _code(error: dict[str, Any] | None) -> str:
    return str((error or {}).get("code", ""))


def _error_text(error: dict[str, Any] | None) -> str:
    error = error or {}
    return f"{error.get('code')}: {error.get('message', '')}"
