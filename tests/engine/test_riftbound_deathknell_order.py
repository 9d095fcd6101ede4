"""Deathknells that trigger together are ordered by their controller (376.3.b / v1.3 383.3.d; 734.2.a), each
player in turn order from the turn player (376.3.b.1, 303.2.a), and all of them join the chain before any of
their units is killed (734.1.d.2; the cleanup's steps 2a-2b, 322.3-322.4 / v1.3 323.4-323.5).

The order is asked in the middle of the game action that kills the units, so the reference engine answers it by
replaying that action (game.RiftboundGame.act, like a replacement order): these tests drive the engine through
its protocol calls and check what a player sees at each point."""

from __future__ import annotations

from typing import Any

import pytest

from reference_engine.riftbound.game import RiftboundGame
from reference_engine.riftbound.model.errors import RulesError

BATTLEFIELDS = [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]


def obj(oid: str, card: str, owner: str, zone: str = "base", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **kw}


def martyr(oid: str, owner: str) -> dict[str, Any]:
    return obj(oid, "Probe Martyr", owner, "battlefield", location="bf1" if owner == "A" else "bf2")


def start(edition: str, objects: list[dict[str, Any]], turn_player: str = "A") -> RiftboundGame:
    decks = [obj(f"deck{p}{n}", "Probe Footsoldier", p, "main_deck") for p in "AB" for n in range(3)]
    game = RiftboundGame()
    game.setup(edition, {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": BATTLEFIELDS,
        "objects": [*decks, *objects],
        "turn": {"number": 3, "turn_player": turn_player, "phase": "action", "priority": turn_player},
        "rune_pools": {"A": {"energy": 9, "power": {}}, "B": {"energy": 9, "power": {}}},
    })
    return game


def act(game: RiftboundGame, kind: str, player: str, **fields: Any) -> list[dict[str, Any]]:
    return game.act_events({"kind": kind, "player": player, **fields})


def quake(game: RiftboundGame, caster: str = "A") -> list[dict[str, Any]]:
    """``caster`` plays Probe Quake (1 to every unit at a battlefield) and both players pass: it resolves, and
    the cleanup after it kills the Martyrs. Returns the events of the last pass."""
    other = "B" if caster == "A" else "A"
    act(game, "play", caster, card="qk")
    act(game, "pass", caster)
    return act(game, "pass", other)


def chain(game: RiftboundGame) -> list[str]:
    """The chain's ids, top first."""
    return [item["id"] for item in game.snapshot()["chain"]]


def decision(game: RiftboundGame) -> tuple[str, str, list[str]]:
    d = game.snapshot()["decision"]
    return d["player"], d["kind"], list(d.get("options") or [])


def kinds(events: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """(type, id or object) of the chain pushes and kills, in the order reported."""
    return [(e["type"], e.get("id") or e.get("object")) for e in events if e["type"] in ("chain_push", "killed")]


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
@pytest.mark.parametrize("order", [["m1#1", "m2#1"], ["m2#1", "m1#1"]])
def test_two_deathknells_of_one_player_are_ordered_by_that_player(edition: str, order: list[str]) -> None:
    """B's two Martyrs die in one cleanup on A's turn: B (not the turn player) is asked; the first listed is
    added first and resolves last; both join the chain before either unit is killed."""
    game = start(edition, [martyr("m1", "B"), martyr("m2", "B"), obj("qk", "Probe Quake", "A", "hand")])
    act(game, "play", "A", card="qk")
    act(game, "pass", "A")
    before = game.snapshot()
    assert act(game, "pass", "B") == []  # waiting for the order: the pass's events come with the answer
    assert decision(game) == ("B", "order_triggers", ["m1#1", "m2#1"])
    # The position the pass started from, no one holding priority (the waiting position, game.py Interrupted).
    assert {**game.snapshot(), "decision": None, "priority": None} == {**before, "decision": None, "priority": None}
    assert sorted(a["order"] for a in game.legal_actions()) == [["m1#1", "m2#1"], ["m2#1", "m1#1"]]
    events = act(game, "order_triggers", "B", order=order)
    assert kinds(events) == [("chain_push", order[0]), ("chain_push", order[1]), ("killed", "m1"), ("killed", "m2")]
    assert [e["type"] for e in events].index("resolved") < [e["type"] for e in events].index("chain_push")
    assert chain(game) == order[::-1]
    assert decision(game)[:2] == ("B", "priority")
    act(game, "pass", "B")
    events = act(game, "pass", "A")
    assert [e["id"] for e in events if e["type"] == "resolved"] == [order[1]]  # the last added resolves first


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_each_player_orders_theirs_in_turn_order_from_the_turn_player(edition: str) -> None:
    """On B's turn, B orders first and B's Deathknells go on the chain first (376.3.b.1): two questions, one
    replay each, and the answers given so far are kept."""
    game = start(edition, [martyr("a1", "A"), martyr("a2", "A"), martyr("b1", "B"), martyr("b2", "B"),
                           obj("qk", "Probe Quake", "B", "hand")], turn_player="B")
    assert quake(game, caster="B") == []
    assert decision(game) == ("B", "order_triggers", ["b1#1", "b2#1"])
    assert act(game, "order_triggers", "B", order=["b2#1", "b1#1"]) == []
    assert decision(game) == ("A", "order_triggers", ["a1#1", "a2#1"])
    events = act(game, "order_triggers", "A", order=["a1#1", "a2#1"])
    assert [i for t, i in kinds(events) if t == "chain_push"] == ["b2#1", "b1#1", "a1#1", "a2#1"]
    assert {i for t, i in kinds(events) if t == "killed"} == {"a1", "a2", "b1", "b2"}
    assert chain(game) == ["a2#1", "a1#1", "b1#1", "b2#1"]


def test_a_wrong_order_is_refused_and_the_question_stays() -> None:
    game = start("1.2", [martyr("m1", "B"), martyr("m2", "B"), obj("qk", "Probe Quake", "A", "hand")])
    quake(game)
    waiting = game.snapshot()
    for bad in (["m1#1"], ["m1#1", "m1#1"], ["m1#1", "m2#1", "x#1"]):
        with pytest.raises(RulesError) as refused:
            act(game, "order_triggers", "B", order=bad)
        assert refused.value.code == "invalid_choice"
    with pytest.raises(RulesError):
        act(game, "order_triggers", "A", order=["m1#1", "m2#1"])  # not A's decision
    with pytest.raises(RulesError):
        act(game, "pass", "B")
    assert game.snapshot() == waiting
    act(game, "order_triggers", "B", order=["m2#1", "m1#1"])
    assert chain(game) == ["m1#1", "m2#1"]


def test_one_deathknell_each_is_not_asked() -> None:
    """One trigger per player: nothing to order, the turn player's first (303.2.a)."""
    game = start("1.2", [martyr("a1", "A"), martyr("b1", "B"), obj("qk", "Probe Quake", "A", "hand")])
    events = quake(game)
    assert kinds(events) == [("chain_push", "a1#1"), ("chain_push", "b1#1"), ("killed", "a1"), ("killed", "b1")]
    assert decision(game)[1] == "priority"


def test_a_kill_instruction_adds_the_deathknells_while_its_spell_resolves() -> None:
    """415.1.a.1.b: Probe Cataclysm kills every unit at once; the Deathknells join the chain above the resolving
    spell before the units move, and are finalized once it has left the chain."""
    game = start("1.3", [martyr("m1", "A"), martyr("m2", "A"), obj("cat", "Probe Cataclysm", "A", "hand")])
    act(game, "play", "A", card="cat")
    act(game, "pass", "A")
    assert act(game, "pass", "B") == []
    assert decision(game) == ("A", "order_triggers", ["m1#1", "m2#1"])
    events = act(game, "order_triggers", "A", order=["m2#1", "m1#1"])
    types = [(e["type"], e.get("id") or e.get("object")) for e in events]
    assert types.index(("chain_push", "m1#1")) < types.index(("killed", "m2")) < types.index(("resolved", "cat"))
    assert types.index(("resolved", "cat")) < types.index(("finalized", "m2#1"))
    assert chain(game) == ["m1#1", "m2#1"]


def test_a_replacement_choice_and_a_trigger_order_replay_together() -> None:
    """v1.3 373: A's Hourglass saves the unit A picks; the other two Martyrs die and A orders their
    Deathknells. Both answers (a choice, then an order) are replayed into the one action. (The saved Martyr
    keeps its damage, so the next Cleanup kills it, alone: its Deathknell comes last, with nothing to order.)"""
    game = start("1.3", [obj("hg", "Probe Hourglass", "A"), martyr("m1", "A"), martyr("m2", "A"),
                         martyr("m3", "A"), obj("qk", "Probe Quake", "A", "hand")])
    assert quake(game) == []
    assert decision(game) == ("A", "choose_replacement", ["m1", "m2", "m3"])
    assert act(game, "choose", "A", choice="m2") == []
    assert decision(game) == ("A", "order_triggers", ["m1#1", "m3#1"])
    events = act(game, "order_triggers", "A", order=["m3#1", "m1#1"])
    assert kinds(events) == [("killed", "hg"), ("chain_push", "m3#1"), ("chain_push", "m1#1"), ("killed", "m1"),
                             ("killed", "m3"), ("chain_push", "m2#1"), ("killed", "m2")]
    assert any(e["type"] == "recalled" and e["object"] == "m2" for e in events)
    assert chain(game) == ["m2#1", "m1#1", "m3#1"]


def test_the_replay_log_restarts_often_while_a_deathknell_order_may_be_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """While a player controls two Deathknells, the log starts afresh every few steps (a rollback for the
    question then replays few); the position it waits in and the game after the answer are still exact."""
    from reference_engine.riftbound import game as game_module
    from reference_engine.riftbound.rules.triggers import orderable_deathknells

    monkeypatch.setattr(game_module, "ORDERABLE_CHECKPOINT_EVERY", 2)
    game = start("1.2", [martyr("m1", "B"), martyr("m2", "B"), obj("qk", "Probe Quake", "A", "hand"),
                         obj("f1", "Probe Footsoldier", "A")])
    state = game.state
    assert state is not None and orderable_deathknells(state.board_objects())
    act(game, "move", "A", units=["f1"], to="bf1")  # no one else there: nothing is contested
    first = game._log
    act(game, "play", "A", card="qk")
    assert game._log is not first  # started afresh after the second step
    act(game, "pass", "A")
    before = game.snapshot()
    assert act(game, "pass", "B") == []
    assert {**game.snapshot(), "decision": None, "priority": None} == {**before, "decision": None, "priority": None}
    events = act(game, "order_triggers", "B", order=["m2#1", "m1#1"])
    assert kinds(events)[:2] == [("chain_push", "m2#1"), ("chain_push", "m1#1")]
    assert chain(game) == ["m1#1", "m2#1"]
    mine = start("1.2", [martyr("m1", "B"), martyr("a1", "A")]).state
    assert mine is not None and not orderable_deathknells(mine.board_objects())  # one each: nothing to order
