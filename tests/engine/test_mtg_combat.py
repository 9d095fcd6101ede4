"""Combat: 508.8 skip, first strike step (510.4), trample (702.19b), damage assignment order only
pre-Foundations (509.2 old / 510.1c new), removal from combat (511.3), attack/block triggers."""

from __future__ import annotations

import pytest
from test_mtg_support import act, game, libs, obj, pass_until, types

from reference_engine.core.errors import RulesError


def _combat(objs, **kw):
    g = game(libs(2, "A") + libs(2, "B") + objs, phase="combat", step="beginning_of_combat", **kw)
    act(g, "pass", "A")
    act(g, "pass", "B")
    return g


def test_declare_attackers_and_unblocked_damage() -> None:
    g = _combat([obj("bear", "Probe Bear", "A", "battlefield")])
    d = g.snapshot()["decision"]
    assert d == {"player": "A", "kind": "declare_attackers", "attackers": ["bear"], "targets": ["B"]}
    ev = act(g, "declare_attackers", "A", attackers=[{"attacker": "bear", "target": "B"}])
    assert types(ev) == ["tapped", "attackers_declared", "priority"]
    act(g, "pass", "A")
    ev = act(g, "pass", "B")  # B has no creature: blockers skipped
    assert {"type": "blockers_declared", "player": "B", "blockers": []} in ev
    ev = pass_until(g, "postcombat_main")
    t = types(ev)
    assert "damage_dealt" in t
    assert t.index("damage_dealt") < t.index("removed_from_combat")
    assert g.snapshot()["players"][1]["life"] == 18
    assert g.snapshot()["combat"] is None


def test_no_attackers_skips_to_end_of_combat_but_gives_priority() -> None:
    g = _combat([obj("bear", "Probe Bear", "A", "battlefield")])
    ev = act(g, "declare_attackers", "A", attackers=[])
    assert ev[-1] == {"type": "priority", "player": "A"}
    act(g, "pass", "A")
    ev = act(g, "pass", "B")
    assert ev[-2:] == [{"type": "step_began", "step": "end_of_combat"}, {"type": "priority", "player": "A"}]


def test_first_strike_step_and_attack_block_triggers() -> None:
    g = _combat(
        [obj("k", "Probe Knight", "A", "battlefield"), obj("cy", "Probe Sentry", "B", "battlefield")]
    )
    act(g, "declare_attackers", "A", attackers=[{"attacker": "k", "target": "B"}])
    act(g, "pass", "A")
    act(g, "pass", "B")
    ev = act(g, "declare_blockers", "B", blockers=[{"blocker": "cy", "attacker": "k"}])
    assert next(e for e in ev if e["type"] == "stack_push")["id"] == "cy#1"
    ev = pass_until(g, "first_strike_damage")
    ev = act(g, "pass", "A") + act(g, "pass", "B")
    assert {"type": "step_began", "step": "combat_damage"} in ev
    assert g.snapshot()["objects"]["k"]["zone"] == "graveyard"  # sentry 2/4 survived 2 first-strike damage


def test_trample_assignment_decision_and_lethal_rule() -> None:
    g = _combat([obj("d", "Probe Dreadmaw", "A", "battlefield"), obj("w", "Probe Wall", "B", "battlefield")])
    act(g, "declare_attackers", "A", attackers=[{"attacker": "d", "target": "B"}])
    act(g, "pass", "A")
    act(g, "pass", "B")
    act(g, "declare_blockers", "B", blockers=[{"blocker": "w", "attacker": "d"}])
    act(g, "pass", "A")
    act(g, "pass", "B")
    d = g.snapshot()["decision"]
    assert d["kind"] == "assign_combat_damage"
    assert d["amount"] == 6
    assert d["options"] == ["w", "B"]
    with pytest.raises(RulesError) as err:
        act(
            g,
            "assign_combat_damage",
            "A",
            source="d",
            assignments=[{"target": "w", "amount": 2}, {"target": "B", "amount": 4}],
        )
    assert err.value.code == "invalid_choice"
    act(
        g,
        "assign_combat_damage",
        "A",
        source="d",
        assignments=[{"target": "w", "amount": 3}, {"target": "B", "amount": 3}],
    )
    assert g.snapshot()["players"][1]["life"] == 17


@pytest.mark.parametrize("edition", ["2024-pre-foundations", "2025-09-19"])
def test_damage_assignment_order_only_pre_foundations(edition: str) -> None:
    g = _combat(
        [
            obj("g", "Probe Giant", "A", "battlefield"),
            obj("b1", "Probe Bear", "B", "battlefield"),
            obj("b2", "Probe Bear", "B", "battlefield"),
        ],
        edition=edition,
    )
    act(g, "declare_attackers", "A", attackers=[{"attacker": "g", "target": "B"}])
    act(g, "pass", "A")
    act(g, "pass", "B")
    ev = act(
        g,
        "declare_blockers",
        "B",
        blockers=[{"blocker": "b1", "attacker": "g"}, {"blocker": "b2", "attacker": "g"}],
    )
    if edition == "2024-pre-foundations":
        assert g.snapshot()["decision"]["kind"] == "order_blockers"
        ev = act(g, "order_blockers", "A", attacker="g", order=["b2", "b1"])
        assert {"type": "damage_order_announced", "player": "A", "creature": "g", "order": ["b2", "b1"]} in ev
        assert g.snapshot()["combat"]["damage_assignment_order"] == {"g": ["b2", "b1"]}
    else:
        assert "damage_assignment_order" not in g.snapshot()["combat"]
    act(g, "pass", "A")
    act(g, "pass", "B")
    d = g.snapshot()["decision"]
    assert d["kind"] == "assign_combat_damage"
    if edition == "2024-pre-foundations":  # b1 can't get damage before b2 has lethal
        with pytest.raises(RulesError):
            act(g, "assign_combat_damage", "A", source="g", assignments=[{"target": "b1", "amount": 3}])
        act(
            g,
            "assign_combat_damage",
            "A",
            source="g",
            assignments=[{"target": "b2", "amount": 2}, {"target": "b1", "amount": 1}],
        )
    else:
        act(g, "assign_combat_damage", "A", source="g", assignments=[{"target": "b1", "amount": 3}])


def test_multiplayer_defender_choice() -> None:
    g = game(
        [*libs(1, "A"), obj("bear", "Probe Bear", "A", "battlefield")],
        players=("A", "B", "C"),
        phase="precombat_main",
        defender_choice=True,
    )
    act(g, "pass", "A")
    act(g, "pass", "B")
    act(g, "pass", "C")
    d = g.snapshot()["decision"]
    assert d == {"player": "A", "kind": "choose_defending_player", "options": ["B", "C"]}
    act(g, "choose", "A", choice="C")
    act(g, "pass", "A")
    act(g, "pass", "B")
    act(g, "pass", "C")
    assert g.snapshot()["decision"]["targets"] == ["C"]
