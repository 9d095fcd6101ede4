"""Cleanup (514): discard decision, damage removal and effects end, 514.3a priority + new cleanup."""

from __future__ import annotations

from test_mtg_support import act, game, libs, obj, types


def test_discard_to_seven_then_caress_gives_priority_and_new_cleanup() -> None:
    hand = [obj(f"h{i}", "Probe Bear", "A", "hand") for i in range(9)]
    g = game(
        libs(2, "A")
        + libs(2, "B")
        + hand
        + [
            obj("car", "Probe Caress", "B", "battlefield"),
            obj("w", "Probe Wall", "A", "battlefield", damage=1),
        ],
        phase="ending",
        step="end",
    )
    act(g, "pass", "A")
    act(g, "pass", "B")
    d = g.snapshot()["decision"]
    assert d["kind"] == "discard"
    assert d["count"] == 2
    ev = act(g, "discard", "A", cards=["h0", "h1"])
    t = types(ev)
    assert t.count("discarded") == 2
    assert t.index("discarded") < t.index("damage_removed") < t.index("effects_ended")
    assert g.snapshot()["decision"]["kind"] == "order_triggers"  # two Caress triggers, both B's
    ev = act(g, "order_triggers", "B", order=["car#1", "car#2"])
    assert ev[-1] == {"type": "priority", "player": "A"}
    assert g.snapshot()["step"] == "cleanup"
    for _ in range(2):
        act(g, "pass", "A")
        act(g, "pass", "B")
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert ev[:2] == [{"type": "step_ended", "step": "cleanup"}, {"type": "step_began", "step": "cleanup"}]
    assert g.snapshot()["players"][0]["life"] == 16
    assert {"type": "turn_began", "turn": 3, "active_player": "B"} in ev


def test_cleanup_without_events_gives_no_priority() -> None:
    g = game(libs(2, "A") + libs(2, "B"), phase="ending", step="end")
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    i = ev.index({"type": "step_began", "step": "cleanup"})
    assert ev[i + 1 : i + 3] == [{"type": "effects_ended"}, {"type": "step_ended", "step": "cleanup"}]
