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


# -- shapes of reporting the rules leave free (PROTOCOL.md §11.1, §11.3) ---------------------------------

NO_BLOCKS = [{"type": "step_began", "step": "declare_blockers"},
             {"type": "blockers_declared", "player": "B", "blockers": []},
             {"type": "priority", "player": "A"}]
TWO_ATTACK = [{"type": "attackers_declared", "player": "A", "attackers": ["bear1", "elf1"]},
              {"type": "tapped", "object": "bear1"}, {"type": "tapped", "object": "elf1"}]


def test_an_event_reporting_that_nothing_happened_is_neither_required_nor_a_difference() -> None:
    assert compare(accepted(NO_BLOCKS), accepted([NO_BLOCKS[0], NO_BLOCKS[2]]), STATE) is None
    zero = [{"type": "damage_dealt", "source": "wall1", "target": "bear1", "amount": 0, "combat": True}]
    assert compare(accepted([]), accepted(zero), STATE) is None
    assert compare(accepted(zero), accepted([]), STATE) is None
    # a declaration that declared someone is still required
    divergence = compare(accepted(TWO_ATTACK), accepted(TWO_ATTACK[1:]), STATE)
    assert divergence is not None and divergence.kind == "events"


def test_a_declaration_may_be_one_event_or_one_per_member_but_not_lose_a_member() -> None:
    split = [{**TWO_ATTACK[0], "attackers": ["elf1"]}, TWO_ATTACK[1], {**TWO_ATTACK[0], "attackers": ["bear1"]},
             TWO_ATTACK[2]]
    assert compare(accepted(TWO_ATTACK), accepted(split), STATE) is None
    assert compare(accepted(split), accepted(TWO_ATTACK), STATE) is None
    short = [{**TWO_ATTACK[0], "attackers": ["bear1"]}, *TWO_ATTACK[1:]]
    divergence = compare(accepted(TWO_ATTACK), accepted(short), STATE)
    assert divergence is not None and divergence.kind == "events"


MTG: dict[str, Any] = {
    "game": "mtg", "turn": 2, "players": [{"id": "A", "mana_pool": dict.fromkeys("WUBRGC", 0), "graveyard": []}],
    "objects": {"bear1": {"card": "Probe Bear", "zone": "hand", "tapped": False, "damage": 0, "counters": {},
                          "phased_out": False, "face_down": False, "power": None, "toughness": None,
                          "attacking": None, "blocking": [], "blocked_by": []}},
    "stack": [{"id": "bolt1", "kind": "spell", "source": "bolt1", "controller": "A", "targets": []}],
}


def test_optional_state_fields_left_out_at_their_neutral_value_read_as_that_value() -> None:
    from referee.observation.normal import complete_state

    sparse = {"game": "mtg", "turn": 2, "players": [{"id": "A", "mana_pool": {}, "graveyard": []}],
              "objects": {"bear1": {"card": "Probe Bear", "zone": "hand", "counters": {"+1/+1": 0}}},
              "stack": [{"id": "bolt1", "kind": "spell", "source": "bolt1", "controller": "A"}]}
    assert state_differences(MTG, complete_state(sparse)) == []
    assert complete_state(MTG) is MTG  # a complete state is read as it is
    tapped = {**MTG, "objects": {"bear1": {**MTG["objects"]["bear1"], "tapped": True}}}
    assert state_differences(tapped, complete_state(sparse)) == ["objects.bear1.tapped"]  # not its neutral value


def test_a_riftbound_trash_is_unordered() -> None:
    trash = {"game": "riftbound", "players": [{"id": "A", "trash": ["a", "b"], "main_deck": ["x", "y"]}]}
    assert state_differences(trash, {**trash, "players": [{"id": "A", "trash": ["b", "a"],
                                                           "main_deck": ["x", "y"]}]}) == []
    assert state_differences(trash, {**trash, "players": [{"id": "A", "trash": ["a", "b"],
                                                           "main_deck": ["y", "x"]}]}) == ["players.A.main_deck"]


def test_cards_entering_a_pile_together_may_be_in_any_order_among_themselves_only() -> None:
    from referee.fuzz.observe import Piles

    def graveyard(*cards: str) -> dict[str, Any]:
        return {"game": "mtg", "players": [{"id": "A", "graveyard": list(cards)}]}

    piles = Piles()
    piles.update(graveyard("old1", "old2"), [])  # the setup
    died = [{"type": "damage_dealt", "source": "x", "target": "bear1", "amount": 2, "combat": True},
            {"type": "zone_changed", "object": "bear1", "from": "battlefield", "to": "graveyard"},
            {"type": "zone_changed", "object": "elf1", "from": "battlefield", "to": "graveyard"},
            {"type": "priority", "player": "A"}]
    piles.update(graveyard("elf1", "bear1", "old1", "old2"), died)
    assert state_differences(graveyard("elf1", "bear1", "old1", "old2"),
                             graveyard("bear1", "elf1", "old1", "old2"), piles=piles) == []
    assert state_differences(graveyard("elf1", "bear1", "old1", "old2"),
                             graveyard("elf1", "bear1", "old2", "old1"), piles=piles) == ["players.A.graveyard"]
    # a card that came at a later moment stays on top of them
    piles.update(graveyard("bolt1", "elf1", "bear1", "old1", "old2"),
                 [{"type": "resolved", "id": "bolt1"},
                  {"type": "zone_changed", "object": "bolt1", "from": "stack", "to": "graveyard"}])
    assert state_differences(graveyard("bolt1", "elf1", "bear1", "old1", "old2"),
                             graveyard("bolt1", "bear1", "elf1", "old1", "old2"), piles=piles) == []
    assert state_differences(graveyard("bolt1", "elf1", "bear1", "old1", "old2"),
                             graveyard("elf1", "bolt1", "bear1", "old1", "old2"), piles=piles) \
        == ["players.A.graveyard"]
    # without what the arrivals were, an ordered pile is compared in order
    assert state_differences(graveyard("elf1", "bear1"), graveyard("bear1", "elf1")) == ["players.A.graveyard"]


def test_an_mtg_combat_where_nobody_attacks_may_be_null_or_empty() -> None:
    from referee.observation.normal import complete_state

    empty = {"game": "mtg", "edition": "2025-09-19", "phase": "combat", "combat": {"attackers": [], "blockers": []}}
    assert state_differences(empty, complete_state({**empty, "combat": None})) == []
    outside = {**empty, "phase": "postcombat_main", "combat": None}
    assert state_differences(outside, complete_state({**outside, "combat": {"attackers": [], "blockers": []}})) == []
    attacked = {**empty, "combat": {"attackers": [{"id": "bear1", "target": "B"}], "blockers": []}}
    assert state_differences(attacked, complete_state({**empty, "combat": None})) == ["combat.attackers"]


def test_running_totals_between_simultaneous_changes_are_free_elsewhere_required() -> None:
    two_hits = [{"type": "step_began", "step": "combat_damage"},
                {"type": "damage_dealt", "source": "bear2", "target": "A", "amount": 2, "combat": True},
                {"type": "life_changed", "player": "A", "amount": -2, "life": 18},
                {"type": "damage_dealt", "source": "charger1", "target": "A", "amount": 3, "combat": True},
                {"type": "life_changed", "player": "A", "amount": -3, "life": 15},
                {"type": "priority", "player": "B"}]
    other_order = [two_hits[0], {**two_hits[4], "life": 17}, two_hits[3], {**two_hits[2], "life": 15},
                   two_hits[1], two_hits[5]]
    assert compare(accepted(two_hits), accepted(other_order), STATE) is None
    wrong_amount = [two_hits[0], {**two_hits[4], "amount": -4}, *two_hits[1:4], two_hits[5]]
    assert compare(accepted(two_hits), accepted(wrong_amount), STATE) is not None
    one_hit = [*two_hits[:3], two_hits[5]]
    divergence = compare(accepted(one_hit), accepted([*one_hit[:2], {**one_hit[2], "life": 17}, one_hit[3]]), STATE)
    assert divergence is not None and divergence.kind == "events"  # a lone change's total is required
