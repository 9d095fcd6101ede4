"""Turn structure: step order, turn-based actions (703.3/703.4), untap without priority (502.4)."""

from __future__ import annotations

from test_mtg_support import act, game, libs, obj, pass_until, types


def _steps(events):
    return [e.get("step") or e.get("phase") for e in events if e["type"] in ("step_began", "phase_began")]


def test_full_turn_step_order_and_next_turn() -> None:
    g = game(libs(3, "A") + libs(3, "B"), phase="beginning", step="upkeep")
    ev = pass_until(g, "draw")
    ev += pass_until(g, "upkeep")  # B's upkeep
    assert _steps(ev) == [
        "draw",
        "precombat_main",
        "combat",
        "beginning_of_combat",
        "declare_attackers",
        "end_of_combat",
        "postcombat_main",
        "ending",
        "end",
        "cleanup",
        "beginning",
        "untap",
        "upkeep",
    ]
    s = g.snapshot()
    assert s["active_player"] == "B"
    assert s["turn"] == 3
    assert s["priority"] == "B"


def test_no_priority_in_untap_step() -> None:
    g = game(
        libs(2, "A") + libs(2, "B") + [obj("f", "Probe Forest", "B", "battlefield", tapped=True)],
        phase="ending",
        step="end",
    )
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    i_untap = ev.index({"type": "step_began", "step": "untap"})
    i_upkeep = ev.index({"type": "step_began", "step": "upkeep"})
    assert {"type": "untapped", "object": "f"} in ev[i_untap:i_upkeep]
    assert "priority" not in types(ev[i_untap:i_upkeep])


def test_draw_before_trigger_before_priority_703_3() -> None:
    g = game(
        libs(3, "A") + libs(1, "B") + [obj("mine", "Probe Mine", "B", "battlefield")],
        phase="beginning",
        step="upkeep",
    )
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    t = types(ev)
    assert t.index("drew") < t.index("stack_push") < t.index("priority")
    assert ev[t.index("stack_push")]["id"] == "mine#1"


def test_phasing_then_untap_doesnt_untap_colossus() -> None:
    g = game(
        libs(2, "A")
        + libs(2, "B")
        + [
            obj("ph", "Probe Phaser", "B", "battlefield"),
            obj("col", "Probe Colossus", "B", "battlefield", tapped=True),
            obj("out", "Probe Bear", "B", "battlefield", phased_out=True, tapped=True),
        ],
        phase="ending",
        step="end",
    )
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    t = types(ev)
    assert t.index("phased_out") < t.index("untapped")
    assert {"type": "phased_in", "object": "out"} in ev
    assert g.snapshot()["objects"]["col"]["tapped"] is True


def test_sagas_and_attractions_in_precombat_main() -> None:
    g = game(
        libs(3, "A")
        + libs(3, "B")
        + [
            obj("saga", "Probe Saga", "A", "battlefield", counters={"lore": 1}),
            obj("booth", "Probe Booth", "A", "battlefield"),
        ],
        phase="beginning",
        step="draw",
        die_rolls=[6],
    )
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    t = types(ev)
    assert t.index("phase_began") < t.index("counter_added") < t.index("die_rolled")
    d = g.snapshot()["decision"]
    assert d["kind"] == "order_triggers"
    assert sorted(d["options"]) == ["booth#1", "saga#1"]
    ev = act(g, "order_triggers", "A", order=["saga#1", "booth#1"])
    assert [x["id"] for x in g.snapshot()["stack"]] == ["booth#1", "saga#1"]  # top first
    assert types(ev)[-1] == "priority"


def test_main_phase_with_scheme_archenemy() -> None:
    g = game(
        libs(5, "A") + libs(1, "B") + [obj("sch", "Probe Scheme", "A", "scheme_deck")],
        phase="beginning",
        step="draw",
        archenemy="A",
    )
    act(g, "pass", "A")
    act(g, "pass", "B")
    assert g.snapshot()["stack"][0]["id"] == "sch#1"
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert types(ev).count("drew") == 4


def test_day_becomes_night_when_no_spells() -> None:
    g = game(
        libs(2, "A") + libs(2, "B") + [obj("r", "Probe Ruffian", "B", "battlefield")],
        phase="ending",
        step="end",
        day_night="day",
    )
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert {"type": "day_night_changed", "value": "night"} in ev
    assert g.snapshot()["objects"]["r"]["power"] == 6
