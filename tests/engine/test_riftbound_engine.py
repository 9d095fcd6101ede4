"""Behaviour of the Riftbound reference engine (Core Rules v1.2) through its protocol-level interface."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from reference_engine.core.errors import RulesError
from reference_engine.riftbound import RiftboundGame

BF = [
    {"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
    {"id": "bf2", "card": "Probe Battlefield", "owner": "B"},
]


def obj(oid: str, card: str, owner: str, zone: str, **extra: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **extra}


def new_game(
    objects: list[dict[str, Any]],
    *,
    battlefields: list[dict[str, Any]] | None = None,
    turn_player: str = "A",
    pools: dict[str, Any] | None = None,
    **extra: Any,
) -> RiftboundGame:
    g = RiftboundGame()
    setup: dict[str, Any] = {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": copy.deepcopy(BF if battlefields is None else battlefields),
        "objects": objects,
        "turn": {
            "number": 3,
            "turn_player": turn_player,
            "phase": "action",
            "step": None,
            "priority": turn_player,
            "focus": None,
        },
        "rune_pools": pools or {},
        **extra,
    }
    g.setup("1.2", setup)
    return g


def act(g: RiftboundGame, kind: str, player: str, **fields: Any) -> list[dict[str, Any]]:
    events, _ = g.act({"kind": kind, "player": player, **fields})
    return events


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def in_order(events: list[dict[str, Any]], *wanted: dict[str, Any]) -> bool:
    """Every ``wanted`` event (matched on its given fields) occurs, in this relative order."""
    i = 0
    for e in events:
        if i < len(wanted) and all(e.get(k) == v for k, v in wanted[i].items()):
            i += 1
    return i == len(wanted)


def rejected(g: RiftboundGame, code: str, kind: str, player: str, **fields: Any) -> None:
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        g.act({"kind": kind, "player": player, **fields})
    assert err.value.code == code, err.value.message
    assert g.snapshot() == before  # a rejected act leaves the state unchanged


# ----- start of turn (315) ------------------------------------------------------------------------
def test_start_of_turn_sequence_after_ending_the_turn() -> None:
    g = new_game(
        [
            obj("rB0", "Probe Calm Rune", "B", "base", exhausted=True),
            obj("uB", "Probe Footsoldier", "B", "battlefield", location="bf2", exhausted=True),
            obj("rB1", "Probe Calm Rune", "B", "rune_deck"),
            obj("rB2", "Probe Calm Rune", "B", "rune_deck"),
            obj("rB3", "Probe Calm Rune", "B", "rune_deck"),
            obj("dB1", "Probe Insight", "B", "main_deck"),
        ],
        battlefields=[
            {"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
            {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
        ],
        pools={"A": {"energy": 2}},
    )
    ev = act(g, "end_turn", "A")
    assert in_order(
        ev,
        {"type": "phase_ended", "phase": "action"},
        {"type": "phase_began", "phase": "end_of_turn"},
        {"type": "step_began", "step": "ending"},
        {"type": "step_began", "step": "cleanup"},
        {"type": "cleanup", "kind": "end_of_turn"},
        {"type": "step_began", "step": "expiration"},
        {"type": "effects_ended"},
        {"type": "rune_pool_emptied", "player": "A"},
        {"type": "phase_ended", "phase": "end_of_turn"},
        {"type": "turn_began", "turn": 4, "turn_player": "B"},
        {"type": "phase_began", "phase": "awaken"},
        {"type": "readied", "object": "rB0"},
        {"type": "readied", "object": "uB"},
        {"type": "phase_began", "phase": "beginning"},
        {"type": "step_began", "step": "beginning"},
        {"type": "step_began", "step": "scoring"},
        {"type": "points_scored", "player": "B", "battlefield": "bf2", "method": "hold"},
        {"type": "points_changed", "player": "B", "points": 1},
        {"type": "phase_began", "phase": "channel"},
        {"type": "channeled", "player": "B", "rune": "rB1"},
        {"type": "channeled", "player": "B", "rune": "rB2"},
        {"type": "phase_began", "phase": "draw"},
        {"type": "drew", "player": "B", "card": "dB1"},
        {"type": "phase_ended", "phase": "draw"},
        {"type": "phase_began", "phase": "action"},
        {"type": "priority", "player": "B"},
    )
    st = g.snapshot()
    assert (st["turn"], st["turn_player"], st["phase"], st["priority"]) == (4, "B", "action", "B")
    assert st["players"][1]["rune_deck"] == ["rB3"]
    assert st["decision"] == {"player": "B", "kind": "priority", "focus": False}


@pytest.mark.parametrize(("number", "channeled"), [(1, ["rB1", "rB2", "rB3"]), (3, ["rB1", "rB2"])])
def test_the_player_going_second_channels_an_extra_rune_in_their_first_channel_phase(
    number: int, channeled: list[str]
) -> None:
    """315.3.a / 462.7: turn 2 is the first turn of the player going second (1v1)."""
    g = RiftboundGame()
    g.setup(
        "1.2",
        {
            "players": [{"id": "A"}, {"id": "B"}],
            "battlefields": copy.deepcopy(BF),
            "objects": [obj(f"rB{i}", "Probe Calm Rune", "B", "rune_deck") for i in range(1, 5)],
            "turn": {"number": number, "turn_player": "A", "phase": "action", "priority": "A"},
        },
    )
    ev = act(g, "end_turn", "A")
    assert [e["rune"] for e in ev if e["type"] == "channeled"] == channeled
    assert g.snapshot()["players"][1]["base"] == channeled


def test_pass_in_neutral_open_ends_the_turn() -> None:
    g = new_game([])
    assert "turn_began" in types(act(g, "pass", "A"))
    assert g.snapshot()["turn_player"] == "B"


def test_burn_out_recycles_the_trash_in_listed_order_then_draws() -> None:
    g = new_game([obj("t1", "Probe Insight", "B", "trash"), obj("t2", "Probe Zap", "B", "trash")])
    ev = act(g, "end_turn", "A")
    assert in_order(
        ev,
        {"type": "recycled", "object": "t1"},
        {"type": "recycled", "object": "t2"},
        {"type": "burned_out", "player": "B", "opponent": "A"},
        {"type": "points_changed", "player": "A", "points": 1},
        {"type": "drew", "player": "B", "card": "t1"},
    )
    assert g.snapshot()["players"][1]["main_deck"] == ["t2"]


# ----- chain and priority (311-336) ---------------------------------------------------------------
def chain_game() -> RiftboundGame:
    return new_game(
        [
            obj("uA", "Probe Footsoldier", "A", "battlefield", location="bf1"),
            obj("uB", "Probe Brute", "B", "battlefield", location="bf2"),
            obj("bolt", "Probe Bolt", "A", "hand"),
            obj("ins", "Probe Insight", "A", "hand"),
            obj("zap", "Probe Zap", "B", "hand"),
            obj("neg", "Probe Negate", "B", "hand"),
            obj("ins2", "Probe Insight", "B", "hand"),
            obj("dA", "Probe Footsoldier", "A", "main_deck"),
        ],
        battlefields=[
            {"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
            {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
        ],
        pools={"A": {"energy": 5, "power": {"fury": 2}}, "B": {"energy": 5, "power": {"mind": 1}}},
    )


def test_chain_is_lifo_and_priority_follows_the_newest_item() -> None:
    g = chain_game()
    ev = act(g, "play", "A", card="bolt", targets=["uB"])
    assert in_order(
        ev,
        {"type": "chain_push", "id": "bolt", "kind": "spell"},
        {"type": "finalized", "id": "bolt"},
        {"type": "priority", "player": "A"},
    )
    st = g.snapshot()
    assert st["turn_state"] == "neutral_closed"
    assert st["chain"][0]["targets"] == ["uB"]
    act(g, "pass", "A")
    assert g.snapshot()["priority"] == "B"
    act(g, "play", "B", card="zap", targets=["uA"])
    assert [c["id"] for c in g.snapshot()["chain"]] == ["zap", "bolt"]
    assert g.snapshot()["priority"] == "B"
    act(g, "pass", "B")
    ev = act(g, "pass", "A")
    assert in_order(
        ev,
        {"type": "damage_dealt", "target": "uA", "amount": 2},
        {"type": "resolved", "id": "zap"},
        {"type": "killed", "object": "uA"},
        {"type": "priority", "player": "A"},
    )
    assert "resolved" not in [e["type"] for e in ev if e.get("id") == "bolt"]
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert in_order(
        ev,
        {"type": "damage_dealt", "target": "uB", "amount": 3},
        {"type": "resolved", "id": "bolt"},
        {"type": "priority", "player": "A"},
    )
    st = g.snapshot()
    assert st["chain"] == []
    assert st["turn_state"] == "neutral_open"
    assert st["objects"]["uB"]["damage"] == 3
    assert st["players"][0]["trash"] == ["bolt", "uA"]


def test_only_reactions_in_a_closed_state() -> None:
    g = chain_game()
    act(g, "play", "A", card="bolt", targets=["uB"])
    act(g, "pass", "A")
    rejected(g, "timing", "play", "B", card="ins2")
    rejected(g, "not_your_decision", "pass", "A")
    act(g, "play", "B", card="neg", targets=["bolt"])
    act(g, "pass", "B")
    ev = act(g, "pass", "A")
    assert in_order(ev, {"type": "countered", "id": "bolt"}, {"type": "resolved", "id": "neg"})
    assert g.snapshot()["objects"]["uB"]["damage"] == 0


def test_rejections_leave_the_state_unchanged() -> None:
    g = chain_game()
    rejected(g, "invalid_target", "play", "A", card="bolt", targets=["bf1"])
    rejected(g, "unknown_object", "play", "A", card="nope")
    rejected(g, "not_your_decision", "play", "B", card="zap", targets=["uA"])
    g2 = new_game(
        [
            obj("bolt", "Probe Bolt", "A", "hand"),
            obj("uB", "Probe Brute", "B", "battlefield", location="bf2"),
        ],
        pools={"A": {"energy": 1}},
    )
    rejected(g2, "cannot_pay", "play", "A", card="bolt", targets=["uB"])
    rejected(g2, "wrong_decision", "choose", "A", choice="bf1")


def test_units_enter_exhausted_unless_accelerated_and_only_at_base_or_controlled_battlefields() -> None:
    g = new_game(
        [obj("s1", "Probe Sprinter", "A", "hand"), obj("s2", "Probe Sprinter", "A", "hand")],
        pools={"A": {"energy": 5, "power": {"fury": 1}}},
    )
    rejected(g, "invalid_target", "play", "A", card="s1", location="bf1")
    ev = act(g, "play", "A", card="s1", accelerate=True)
    assert in_order(
        ev,
        {"type": "chain_push", "id": "s1", "kind": "unit"},
        {"type": "finalized", "id": "s1"},
        {"type": "resolved", "id": "s1"},
        {"type": "zone_changed", "object": "s1", "to": "base"},
    )
    act(g, "play", "A", card="s2")
    objs = g.snapshot()["objects"]
    assert objs["s1"]["exhausted"] is False
    assert objs["s2"]["exhausted"] is True


def test_rune_abilities_add_without_using_the_chain() -> None:
    g = new_game([obj("r1", "Probe Fury Rune", "A", "base"), obj("r2", "Probe Fury Rune", "A", "base")])
    ev = act(g, "activate", "A", card="r1", ability=0)
    assert types(ev) == ["exhausted", "added"]
    act(g, "activate", "A", card="r2", ability=1)
    st = g.snapshot()
    assert st["players"][0]["rune_pool"]["energy"] == 1
    assert st["players"][0]["rune_pool"]["power"]["fury"] == 1
    assert st["players"][0]["rune_deck"] == ["r2"]
    assert st["chain"] == []
    rejected(g, "cannot_pay", "activate", "A", card="r1", ability=0)


# ----- moves, showdowns, focus (337-345) ----------------------------------------------------------
def test_move_to_an_empty_battlefield_opens_a_showdown_and_focus_passes() -> None:
    g = new_game([obj("u1", "Probe Footsoldier", "A", "base")])
    ev = act(g, "move", "A", units=["u1"], to="bf1")
    assert in_order(
        ev,
        {"type": "exhausted", "object": "u1"},
        {"type": "moved", "object": "u1", "to": "bf1"},
        {"type": "contested", "battlefield": "bf1", "player": "A"},
        {"type": "showdown_staged", "battlefield": "bf1"},
        {"type": "showdown_began", "battlefield": "bf1", "combat": False},
        {"type": "focus", "player": "A"},
        {"type": "priority", "player": "A"},
    )
    st = g.snapshot()
    assert st["turn_state"] == "showdown_open"
    assert st["decision"] == {"player": "A", "kind": "priority", "focus": True}
    ev = act(g, "pass", "A")
    assert in_order(ev, {"type": "focus", "player": "B"})
    ev = act(g, "pass", "B")
    assert in_order(
        ev,
        {"type": "showdown_ended", "battlefield": "bf1"},
        {"type": "control_changed", "battlefield": "bf1", "controller": "A"},
        {"type": "points_scored", "player": "A", "battlefield": "bf1", "method": "conquer"},
        {"type": "priority", "player": "A"},
    )
    st = g.snapshot()
    assert st["battlefields"][0]["controller"] == "A"
    assert st["players"][0]["points"] == 1
    assert st["focus"] is None
    assert st["showdown"] is None


@pytest.mark.parametrize("staged", [["bf1"], ["bf1", "bf2"]])
def test_the_contester_keeps_focus_when_a_showdown_opens_after_a_resolved_chain(staged: list[str]) -> None:
    """341 / 344: the chain of the unit play emptied in the Neutral State before the showdown began (322.13),
    so it does not pass Focus (343); the contester keeps it until they pass."""
    g = new_game(
        [obj("play", "Probe Footsoldier", "A", "hand")]
        + [obj(f"u{b}", "Probe Footsoldier", "A", "battlefield", location=b) for b in staged],
        battlefields=[{**bf, "contested": bf["id"] in staged} for bf in BF],
        pools={"A": {"energy": 2, "power": {"fury": 1}}},
    )
    ev = act(g, "play", "A", card="play")
    if len(staged) > 1:
        assert g.snapshot()["decision"]["kind"] == "choose_showdown"
        ev = act(g, "choose", "A", choice="bf1")
    assert in_order(
        ev,
        {"type": "showdown_began", "battlefield": "bf1", "combat": False},
        {"type": "focus", "player": "A"},
        {"type": "priority", "player": "A"},
    )
    assert not any(e["type"] == "focus" and e["player"] == "B" for e in ev)
    st = g.snapshot()
    assert (st["focus"], st["priority"]) == ("A", "A")
    assert st["decision"] == {"player": "A", "kind": "priority", "focus": True}
    ev = act(g, "pass", "A")
    assert in_order(ev, {"type": "focus", "player": "B"})


def test_focus_passes_after_a_showdown_chain_and_timing_of_action_cards() -> None:
    g = new_game(
        [
            obj("u1", "Probe Footsoldier", "A", "base"),
            obj("ins", "Probe Insight", "A", "hand"),
            obj("amb", "Probe Ambusher", "B", "hand"),
            obj("zap", "Probe Zap", "A", "hand"),
            obj("d1", "Probe Insight", "A", "main_deck"),
        ],
        pools={"A": {"energy": 4}, "B": {"energy": 4}},
    )
    act(g, "move", "A", units=["u1"], to="bf1")
    rejected(g, "timing", "play", "A", card="ins")
    rejected(g, "timing", "move", "A", units=["u1"], to="base")
    act(g, "play", "A", card="zap", targets=["u1"])
    assert g.snapshot()["turn_state"] == "showdown_closed"
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert in_order(
        ev,
        {"type": "resolved", "id": "zap"},
        {"type": "focus", "player": "B"},
        {"type": "priority", "player": "B"},
    )
    st = g.snapshot()
    assert st["focus"] == "B"
    assert st["priority"] == "B"
    ev = act(g, "pass", "B")
    assert g.snapshot()["focus"] == "A"
    act(g, "pass", "A")
    assert g.snapshot()["showdown"] is None


def test_combat_damage_recall_and_conquer() -> None:
    g = new_game(
        [
            obj("a1", "Probe Raider", "A", "base"),
            obj("a2", "Probe Footsoldier", "A", "base"),
            obj("d1", "Probe Bulwark", "B", "battlefield", location="bf2"),
        ],
        battlefields=[
            {"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
            {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
        ],
    )
    ev = act(g, "move", "A", units=["a1", "a2"], to="bf2")
    assert in_order(
        ev,
        {"type": "contested", "battlefield": "bf2", "player": "A"},
        {"type": "combat_staged", "battlefield": "bf2"},
        {"type": "combat_began", "battlefield": "bf2", "attacker": "A", "defender": "B"},
        {"type": "showdown_began", "battlefield": "bf2", "combat": True},
        {"type": "focus", "player": "A"},
    )
    st = g.snapshot()
    assert st["objects"]["a1"]["might"] == 4
    assert st["objects"]["d1"]["might"] == 4
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    # B has 4 damage for a1 (4 Might) and a2 (2 Might): a choice to make.
    assert g.snapshot()["decision"]["kind"] == "assign_combat_damage"
    rejected(
        g,
        "invalid_choice",
        "assign_combat_damage",
        "B",
        assignments=[{"target": "a1", "amount": 1}, {"target": "a2", "amount": 3}],
    )
    ev = act(g, "assign_combat_damage", "B", assignments=[{"target": "a1", "amount": 4}])
    assert in_order(
        ev,
        {"type": "damage_dealt", "target": "d1", "amount": 6, "combat": True},
        {"type": "damage_dealt", "target": "a1", "amount": 4, "combat": True},
        {"type": "combat_step", "step": "resolution"},
        {"type": "cleanup", "kind": "combat"},
        {"type": "killed", "object": "a1"},
        {"type": "killed", "object": "d1"},
        {"type": "control_changed", "battlefield": "bf2", "controller": "A"},
        {"type": "points_scored", "player": "A", "method": "conquer"},
        {"type": "combat_ended", "battlefield": "bf2"},
    )
    st = g.snapshot()
    assert st["objects"]["a2"]["designation"] is None
    assert st["battlefields"][1]["contested"] is False


def test_attackers_are_recalled_when_defenders_survive() -> None:
    g = new_game(
        [
            obj("a1", "Probe Footsoldier", "A", "base"),
            obj("d1", "Probe Brute", "B", "battlefield", location="bf2"),
        ],
        battlefields=[
            {"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
            {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
        ],
    )
    act(g, "move", "A", units=["a1"], to="bf2")
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert in_order(ev, {"type": "healed", "object": "d1"}, {"type": "killed", "object": "a1"}) or in_order(
        ev, {"type": "killed", "object": "a1"}, {"type": "healed", "object": "d1"}
    )
    st = g.snapshot()
    assert st["battlefields"][1]["controller"] == "B"
    assert st["objects"]["d1"]["damage"] == 0


def test_initial_chain_keeps_focus_with_the_attacker() -> None:
    g = new_game(
        [
            obj("v", "Probe Vanguard", "A", "base"),
            obj("s", "Probe Sentry", "B", "battlefield", location="bf2"),
            obj("dB", "Probe Insight", "B", "main_deck"),
        ],
        battlefields=[
            {"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
            {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
        ],
    )
    ev = act(g, "move", "A", units=["v"], to="bf2")
    assert in_order(
        ev,
        {"type": "chain_push", "id": "v#1", "kind": "triggered"},
        {"type": "chain_push", "id": "s#1", "kind": "triggered"},
        {"type": "finalized", "id": "v#1"},
        {"type": "finalized", "id": "s#1"},
        {"type": "priority", "player": "B"},
    )
    st = g.snapshot()
    assert [c["id"] for c in st["chain"]] == ["s#1", "v#1"]
    assert st["chain"][1]["targets"] == ["s"]
    act(g, "pass", "B")
    act(g, "pass", "A")  # s#1 resolves: B draws
    act(g, "pass", "A")
    ev = act(g, "pass", "B")  # v#1 resolves: 1 damage to s; the initial chain closes
    assert in_order(ev, {"type": "resolved", "id": "v#1"}, {"type": "priority", "player": "A"})
    assert g.snapshot()["focus"] == "A"
    assert g.snapshot()["decision"]["focus"] is True


# ----- cleanup (318-323) --------------------------------------------------------------------------
def test_deathknell_is_pending_before_the_kill_and_finalized_in_the_same_cleanup() -> None:
    g = new_game(
        [
            obj("m", "Probe Martyr", "B", "battlefield", location="bf2"),
            obj("bolt", "Probe Bolt", "A", "hand"),
            obj("dB", "Probe Insight", "B", "main_deck"),
        ],
        battlefields=[
            {"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
            {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
        ],
        pools={"A": {"energy": 1, "power": {"fury": 1}}},
    )
    act(g, "play", "A", card="bolt", targets=["m"])
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert in_order(
        ev,
        {"type": "resolved", "id": "bolt"},
        {"type": "chain_push", "id": "m#1", "kind": "triggered", "controller": "B"},
        {"type": "killed", "object": "m"},
        {"type": "control_changed", "battlefield": "bf2", "controller": None},
        {"type": "finalized", "id": "m#1"},
        {"type": "priority", "player": "B"},
    )
    act(g, "pass", "B")
    ev = act(g, "pass", "A")
    assert in_order(
        ev,
        {"type": "drew", "player": "B", "card": "dB"},
        {"type": "resolved", "id": "m#1"},
        {"type": "priority", "player": "A"},
    )


def test_final_point_rules() -> None:
    g = RiftboundGame()
    g.setup(
        "1.2",
        {
            "players": [{"id": "A", "points": 7}, {"id": "B"}],
            "battlefields": copy.deepcopy(BF),
            "objects": [
                obj("u1", "Probe Footsoldier", "A", "base"),
                obj("dA", "Probe Insight", "A", "main_deck"),
            ],
            "turn": {"number": 5, "turn_player": "A", "phase": "action", "priority": "A"},
        },
    )
    act(g, "move", "A", units=["u1"], to="bf1")
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert in_order(
        ev,
        {"type": "points_scored", "player": "A", "battlefield": "bf1", "point": False},
        {"type": "drew", "player": "A", "card": "dA"},
    )
    assert g.snapshot()["players"][0]["points"] == 7

    g2 = RiftboundGame()
    g2.setup(
        "1.2",
        {
            "players": [{"id": "A", "points": 7}, {"id": "B"}],
            "battlefields": copy.deepcopy(BF),
            "objects": [obj("u1", "Probe Footsoldier", "A", "base")],
            "turn": {"number": 5, "turn_player": "A", "phase": "action", "priority": "A"},
            "scored_this_turn": {"A": ["bf2"]},
        },
    )
    act(g2, "move", "A", units=["u1"], to="bf1")
    act(g2, "pass", "A")
    ev = act(g2, "pass", "B")
    assert in_order(
        ev, {"type": "points_scored", "player": "A", "point": True}, {"type": "game_won", "player": "A"}
    )
    st = g2.snapshot()
    assert st["game_over"] is True
    assert st["winners"] == ["A"]
    assert st["decision"] is None
    rejected(g2, "game_over", "pass", "A")


def test_setup_errors() -> None:
    g = RiftboundGame()
    base = {
        "players": [{"id": "A"}, {"id": "B"}],
        "objects": [],
        "turn": {"number": 1, "turn_player": "A", "phase": "action", "priority": "A"},
    }
    with pytest.raises(RulesError) as e1:
        g.setup("1.2", {**base, "objects": [obj("x", "Probe Nothing", "A", "hand")]})
    assert e1.value.code == "unsupported"
    with pytest.raises(RulesError) as e2:
        g.setup("1.2", {**base, "turn": {"number": 1, "turn_player": "A", "phase": "draw"}})
    assert e2.value.code == "bad_setup"
    with pytest.raises(RulesError) as e3:
        g.setup("9.9", base)
    assert e3.value.code == "unsupported"
    with pytest.raises(RulesError) as e4:
        g.setup(
            "1.2",
            {**base, "objects": [obj("x", "Probe Zap", "A", "hand"), obj("x", "Probe Zap", "A", "hand")]},
        )
    assert e4.value.code == "bad_setup"
