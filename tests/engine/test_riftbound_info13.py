"""Reference engine, v1.3 info13.py: what the RB28 scenarios can't see directly (legal action lists, the
information a waiting trigger carries, the window of a recorded delayed trigger)."""

from __future__ import annotations

from typing import Any

from reference_engine.riftbound import RiftboundGame

BATTLEFIELDS = [
    {"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
    {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
]


def start(objects: list[dict[str, Any]]) -> RiftboundGame:
    g = RiftboundGame()
    g.setup(
        "1.3",
        {
            "players": [{"id": "A"}, {"id": "B"}],
            "battlefields": BATTLEFIELDS,
            "objects": [
                {"id": "gA", "card": "Probe Footsoldier", "owner": "A", "zone": "battlefield", "location": "bf1"},
                {"id": "deckA1", "card": "Probe Footsoldier", "owner": "A", "zone": "main_deck"},
                *objects,
            ],
            "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
            "rune_pools": {"A": {"energy": 5}, "B": {"energy": 5}},
        },
    )
    return g


def activations(g: RiftboundGame, card: str) -> list[dict[str, Any]]:
    return [a for a in g.legal_actions() if a["kind"] == "activate" and a.get("card") == card]


def test_a_use_condition_removes_the_activation_from_the_legal_actions() -> None:
    """377.2.b: at base Probe Lookout's ability is not a legal action; at a battlefield it is."""
    at_base = start([{"id": "lo1", "card": "Probe Lookout", "owner": "A", "zone": "base"}])
    assert activations(at_base, "lo1") == []
    at_bf = start([{"id": "lo1", "card": "Probe Lookout", "owner": "A", "zone": "battlefield", "location": "bf1"}])
    assert len(activations(at_bf, "lo1")) == 1


def test_the_counter_ability_only_targets_abilities_on_the_chain() -> None:
    """377.2.a probe Null Seal: its legal targets are chain items that are abilities, never units or spells."""
    g = start(
        [
            {"id": "relic1", "card": "Probe Relic", "owner": "A", "zone": "base"},
            {"id": "seal1", "card": "Probe Null Seal", "owner": "B", "zone": "base"},
        ]
    )
    g.act({"kind": "activate", "player": "A", "card": "relic1"})
    g.act({"kind": "pass", "player": "A"})
    targets = [a.get("targets") for a in activations(g, "seal1")]
    assert targets == [["relic1#1"]]


def test_the_move_trigger_carries_the_origin_while_it_waits_on_the_chain() -> None:
    """359.3.f.3: the origin is noted on the chain item as the condition is met, before it resolves."""
    g = start([{"id": "fawn1", "card": "Probe Fae Fawn", "owner": "A", "zone": "base"}])
    g.act({"kind": "move", "player": "A", "units": ["fawn1"], "to": "bf1"})
    state = g.state
    assert state is not None
    assert [(i.id, i.noted) for i in state.chain] == [("fawn1#1", "base")]


def test_a_recorded_delayed_trigger_expires_with_the_turn() -> None:
    """359.3.f.3.a with Probe Waymark's "this turn": a unit dying next turn plays no token."""
    g = start(
        [
            {"id": "uA1", "card": "Probe Footsoldier", "owner": "A", "zone": "base"},
            {"id": "wm1", "card": "Probe Waymark", "owner": "A", "zone": "hand"},
        ]
    )
    g.act({"kind": "play", "player": "A", "card": "wm1", "targets": ["uA1"]})
    g.act({"kind": "pass", "player": "A"})
    g.act({"kind": "pass", "player": "B"})
    state = g.state
    assert state is not None and [d.location for d in state.delayed] == ["base"]
    g.act({"kind": "end_turn", "player": "A"})
    state = g.state
    assert state is not None and state.delayed == []
