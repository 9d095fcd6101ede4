"""Priority, stack and legality: 117.3c, 117.3d, 117.4, 405.5, 305.2, 307.1, rejected actions."""

from __future__ import annotations

import pytest
from test_mtg_support import act, game, libs, obj, types

from reference_engine.core.errors import RulesError


def _main(**kw):
    return game(
        libs(2, "A")
        + libs(2, "B")
        + [
            obj("f1", "Probe Forest", "A", "hand"),
            obj("f2", "Probe Forest", "A", "hand"),
            obj("bear", "Probe Bear", "A", "hand"),
            obj("nectar", "Probe Nectar", "A", "hand"),
            obj("bolt", "Probe Bolt", "B", "hand"),
            obj("growth", "Probe Growth", "A", "hand"),
            obj("m1", "Probe Mountain", "B", "battlefield"),
            obj("g1", "Probe Forest", "A", "battlefield"),
            obj("knight", "Probe Bear", "A", "battlefield"),
        ],
        **kw,
    )


def test_land_limit_rejection_leaves_state_unchanged() -> None:
    g = _main()
    act(g, "play_land", "A", card="f1")
    before = g.snapshot()
    with pytest.raises(RulesError) as err:
        act(g, "play_land", "A", card="f2")
    assert err.value.code == "land_limit"
    assert err.value.rule == "305.2"
    assert g.snapshot() == before


def test_sorcery_timing_and_lands_need_empty_stack() -> None:
    g = _main(mana_pools={"A": {"W": 2, "G": 1}})
    act(g, "cast", "A", card="growth", targets=["knight"])
    for kind, card in (("cast", "nectar"), ("play_land", "f1")):
        with pytest.raises(RulesError) as err:
            act(g, kind, "A", card=card)
        assert err.value.code == "timing"


def test_not_your_decision_and_wrong_decision() -> None:
    g = _main()
    with pytest.raises(RulesError) as err:
        act(g, "pass", "B")
    assert err.value.code == "not_your_decision"
    with pytest.raises(RulesError) as err:
        act(g, "discard", "A", cards=[])
    assert err.value.code == "wrong_decision"
    with pytest.raises(RulesError) as err:
        act(g, "cast", "A", card="nope")
    assert err.value.code == "unknown_object"


def test_caster_keeps_priority_then_turn_order_then_lifo() -> None:
    g = _main(mana_pools={"A": {"G": 1}})
    ev = act(g, "cast", "A", card="growth", targets=["knight"])
    assert ev[-1] == {"type": "priority", "player": "A"}  # 117.3c
    ev = act(g, "pass", "A")
    assert ev == [{"type": "priority", "player": "B"}]  # 117.3d
    act(g, "activate", "B", card="m1")
    act(g, "cast", "B", card="bolt", targets=["knight"])
    assert [s["id"] for s in g.snapshot()["stack"]] == ["bolt", "growth"]
    act(g, "pass", "B")
    ev = act(g, "pass", "A")
    assert ev[0] == {"type": "resolved", "id": "bolt"}  # LIFO (405.5)
    assert ev[-1] == {"type": "priority", "player": "A"}  # 117.3b
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    # the 2/2 died to the bolt (SBA), so the growth's only target is illegal: it doesn't resolve (608.2b)
    assert {"type": "resolved", "id": "growth"} not in ev
    assert g.snapshot()["objects"]["growth"]["zone"] == "graveyard"


def test_bolt_kills_via_sba_before_priority() -> None:
    g = _main(mana_pools={"B": {"R": 1}}, prio="B")
    act(g, "cast", "B", card="bolt", targets=["knight"])
    act(g, "pass", "B")
    ev = act(g, "pass", "A")
    t = types(ev)
    assert t.index("damage_dealt") < t.index("zone_changed") < t.index("priority")
    assert g.snapshot()["objects"]["knight"]["zone"] == "graveyard"


def test_multiplayer_priority_in_turn_order() -> None:
    g = game(libs(1, "A") + libs(1, "B") + libs(1, "C"), players=("A", "B", "C"), active="B")
    assert act(g, "pass", "B") == [{"type": "priority", "player": "C"}]
    assert act(g, "pass", "C") == [{"type": "priority", "player": "A"}]
    ev = act(g, "pass", "A")
    assert {"type": "phase_began", "phase": "combat"} in ev


def test_morph_turn_face_up_is_special_action() -> None:
    g = game(
        [obj("lox", "Probe Loxodon", "A", "battlefield", face_down=True)],
        phase="combat",
        step="beginning_of_combat",
        prio="B",
        mana_pools={"A": {"G": 6}},
    )
    with pytest.raises(RulesError):
        act(g, "special", "A", special="turn_face_up", card="lox")
    act(g, "pass", "B")
    assert g.snapshot()["objects"]["lox"]["power"] == 2
    ev = act(g, "special", "A", special="turn_face_up", card="lox")
    assert types(ev) == ["turned_face_up", "priority"]
    assert g.snapshot()["stack"] == []
    assert g.snapshot()["objects"]["lox"]["power"] == 6


def test_upkeep_triggers_and_summoning_sick_tapper() -> None:
    g = game([*libs(2, "A"), obj("s", "Probe Sorcerer", "A", "battlefield", summoning_sick=True)])
    with pytest.raises(RulesError) as err:
        act(g, "activate", "A", card="s", targets=["B"])
    assert err.value.code == "illegal_action"
    assert err.value.rule == "302.6"
