"""Events compared moment by moment (PROTOCOL.md §11.2-11.3).

A *moment* is a group of events the rules make simultaneous (or one event): they may be reported in any order
among themselves. Moments come in the order the rules give them, and an engine may report other events in
between (it may be more verbose). ``Then the events include, in order:`` (steps/then.py) and ``referee fuzz``
both judge an engine's events with :func:`found_in_order`; ``match(expected, actual)`` says whether one
observed event satisfies one expected row (the step library's table cells, or a reference engine's event).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

Event = dict[str, Any]
Match = Callable[[Any, Any], bool]
MOMENT = "moment"  # event-table column: rows sharing a label happened at one moment, in no order the rules fix

# PROTOCOL.md §11.3: events that report the game's bookkeeping, not a rules happening. Free outside the
# scenarios about the rule that makes them observable (a step's beginning, who receives priority, a staging).
BOOKKEEPING = frozenset({
    "turn_began", "phase_began", "phase_ended", "step_began", "step_ended", "priority", "focus", "effects_ended",
    "mana_emptied", "rune_pool_emptied", "damage_removed", "damage_order_announced", "removed_from_combat",
    "finalized", "showdown_staged", "combat_staged", "combat_step", "cleanup",
})


def moments(expected: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Group an event table into moments, in table order.

    Rows with the same ``moment`` label form one moment: the rules make those events simultaneous (one
    event in the rules, like combat damage and the life it costs, 120.3a; or events of one instruction),
    so they match in any order among themselves. A row without a label is a moment of its own.
    """
    groups: list[list[dict[str, Any]]] = []
    labels: dict[str, list[dict[str, Any]]] = {}
    for row in expected:
        row = dict(row)
        label = row.pop(MOMENT, None)
        if label is None:
            groups.append([row])
        elif str(label) in labels:
            labels[str(label)].append(row)
        else:
            labels[str(label)] = [row]
            groups.append(labels[str(label)])
    return groups


def match_moment(moment: list[dict[str, Any]], events: list[Event], start: int, match: Match,
                 stop: int | None = None) -> list[int] | None:
    """Distinct event indexes in ``events[start:stop]`` matching every row of one moment, any order.

    Tries the rows in every order (moments are small) so that a general row can't steal the only event a
    specific row could match; returns the assignment whose last index is earliest. A moment of more than six
    rows is matched in table order (its rows are then whole events, which can't steal each other's)."""
    window = range(start, len(events) if stop is None else stop)
    best: list[int] | None = None
    for order in itertools.permutations(range(len(moment))) if len(moment) <= 6 else [range(len(moment))]:
        used: list[int] = [0] * len(moment)
        taken: set[int] = set()
        for row_index in order:
            hit = next((i for i in window if i not in taken and match(moment[row_index], events[i])), None)
            if hit is None:
                break
            used[row_index] = hit
            taken.add(hit)
        else:
            if best is None or max(used) < max(best):
                best = used
    return best


def found_in_order(expected: list[list[dict[str, Any]]], events: list[Event], match: Match) -> int:
    """How many moments were found in order (each after every event of the moment before)."""
    found, position = 0, 0
    for moment in expected:
        hits = match_moment(moment, events, position, match)
        if hits is None:
            break
        found += 1
        position = max(hits) + 1
    return found


def rules_events(events: list[Event]) -> list[Event]:
    """The events an engine must report (§11.2): every event but the bookkeeping ones."""
    return [event for event in events if event.get("type") not in BOOKKEEPING]


def reference_moments(events: list[Event]) -> list[list[Event]]:
    """The rules events of a reference engine's reply, grouped into moments.

    Without a scenario author to say which events are simultaneous, a bookkeeping event is taken as the
    boundary between moments (a step, a priority, a cleanup's staging): the rules events between two of them
    happened while the game went through one game action and are compared as a set; what lies on either side
    of a boundary keeps its order. Lenient inside a moment (the state after the action is compared too), so
    a conforming engine that orders simultaneous events its own way is never called divergent."""
    out: list[list[Event]] = [[]]
    for event in events:
        if event.get("type") in BOOKKEEPING:
            if out[-1]:
                out.append([])
        else:
            out[-1].append(event)
    return [moment for moment in out if moment]
