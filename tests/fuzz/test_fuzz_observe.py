"""referee/fuzz/observe.py: what counts as a divergence is what PROTOCOL.md §11 requires, and nothing it leaves
free (a fuzzer that flagged conforming differences would bury its real findings)."""

from __future__ import annotations

from typing import Any

from referee.fuzz.observe import compare, same_code, state_differences
from referee.fuzz.sides import Outcome

STATE: dict[str, Any] = {
    "turn": 2, "phase": "precombat_main", "step": None, "priority": "A",
    "players": [{"id": "A", "life": 20, "hand": ["c1", "c2"], "library": ["l1", "l2"]},
                {"id": "B", "life": 20, "hand": [], "library": []}],
    "objects": {"bear1": {"tapped": False, "blocked_by": []}},
    "decision": {"player": "A", "kind": "declare_attackers", "attackers": ["bear1", "elf1"], "targets": ["B"]},
}


def accepted(events: list[dict[str, Any]], **changes: Any) -> Outcome:
    return Outcome(True, events, {**STATE, **changes})


def rejected(code: str, state: dict[str, Any] | None = None) -> Outcome:
    return Outcome(False, state=state or STATE, error={"code": code, "message": "no"})


DAMAGE = [{"type": "step_began", "step": "combat_damage"},
          {"type": "damage_dealt", "source": "bear1", "target": "B", "amount": 2, "combat": True},
          {"type": "life_changed", "player": "B", "amount": -2, "life": 18},
          {"type": "damage_dealt", "source": "elf1", "target": "B", "amount": 1, "combat": True},
          {"type": "life_changed", "player": "B", "amount": -1, "life": 17},
          {"type": "priority", "player": "A"},
          {"type": "drew", "player": "A", "card": "l1"}]


def test_the_catch_all_code_matches_any_rules_code_but_two_specific_codes_differ() -> None:
    assert compare(rejected("timing"), rejected("illegal_action"), STATE) is None
    assert same_code("land_limit", "illegal_action")
    divergence = compare(rejected("timing"), rejected("cannot_pay"), STATE)
    assert divergence is not None and divergence.kind == "code"
    assert not same_code("bad_setup", "illegal_action")


def test_accepting_what_the_reference_rejects_and_the_reverse_are_divergences() -> None:
    assert compare(rejected("timing"), accepted([]), STATE).kind == "acceptance"  # type: ignore[union-attr]
    assert compare(accepted([]), rejected("timing"), STATE).kind == "acceptance"  # type: ignore[union-attr]


def test_a_rejection_that_changes_the_state_is_a_divergence() -> None:
    changed = {**STATE, "priority": "B"}
    divergence = compare(rejected("timing"), rejected("timing", changed), STATE)
    assert divergence is not None and divergence.kind == "unchanged_state" and divergence.paths == ["priority"]


def test_simultaneous_events_in_another_order_and_no_bookkeeping_events_conform() -> None:
    reordered = [DAMAGE[4], DAMAGE[3], DAMAGE[2], DAMAGE[1], DAMAGE[6]]  # no step_began, no priority
    assert compare(accepted(DAMAGE), accepted(reordered), STATE) is None


def test_extra_events_and_extra_fields_conform() -> None:
    verbose = [{**event, "note": "x"} for event in DAMAGE]
    verbose.insert(2, {"type": "zone_changed", "object": "c1", "from": "hand", "to": "stack"})
    assert compare(accepted(DAMAGE), accepted(verbose), STATE) is None


def test_a_missing_event_or_one_across_a_step_boundary_is_a_divergence() -> None:
    missing = compare(accepted(DAMAGE), accepted(DAMAGE[:6]), STATE)
    assert missing is not None and missing.kind == "events" and missing.missing_moment == 1
    drew_first = [DAMAGE[6], *DAMAGE[:6]]  # the draw came before the damage, across a priority boundary
    across = compare(accepted(DAMAGE), accepted(drew_first), STATE)
    assert across is not None and across.kind == "events"


def test_unordered_zones_and_decision_options_are_sets_ordered_zones_are_not() -> None:
    players = [{**STATE["players"][0], "hand": ["c2", "c1"]}, STATE["players"][1]]
    decision = {**STATE["decision"], "attackers": ["elf1", "bear1"]}
    assert state_differences(STATE, {**STATE, "players": players, "decision": decision}) == []
    swapped = [{**STATE["players"][0], "library": ["l2", "l1"]}, STATE["players"][1]]
    assert state_differences(STATE, {**STATE, "players": swapped}) == ["players.A.library"]


def test_every_field_the_reference_reports_is_required_extra_fields_are_free() -> None:
    objects = {"bear1": {"tapped": False, "blocked_by": [], "engine_note": 1}}
    assert state_differences(STATE, {**STATE, "objects": objects}) == []
    assert state_differences(STATE, {**STATE, "objects": {"bear1": {"tapped": False}}}) == ["objects.bear1.blocked_by"]
    divergence = compare(accepted([]), accepted([], turn=3), STATE)
    assert divergence is not None and divergence.kind == "state" and divergence.paths == ["turn"]


def test_an_engine_that_rejects_its_own_forced_answer_diverges() -> None:
    engine = accepted([])
    engine.forced_rejected = {"action": {"kind": "declare_blockers", "player": "B", "blockers": []},
                              "error": {"code": "invalid_choice", "message": "no"}}
    divergence = compare(accepted([]), engine, STATE)
    assert divergence is not None and divergence.kind == "forced"
