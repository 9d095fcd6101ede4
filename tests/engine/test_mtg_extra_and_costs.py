"""Engine unit tests for the turn-structure and combat additions: extra turns after an extra turn of
another player (500.7), extra phases after the postcombat main phase (500.8), costs to attack and block
(508.1h-j, 509.1d-f) and the action's mana_abilities round trip."""

from __future__ import annotations

import pytest
from test_mtg_support import act, game, libs, obj, pass_until

from reference_engine.core.errors import RulesError
from reference_engine.mtg.actions import Action
from reference_engine.mtg.game import MtgGame


def _turn_of(g: MtgGame) -> tuple[int, str]:
    s = g.snapshot()
    return s["turn"], s["active_player"]


def _pass_round(g: MtgGame) -> None:
    for _ in range(3):
        d = g.snapshot()["decision"]
        act(g, "pass", d["player"])


def test_after_an_extra_turn_turn_order_resumes_after_the_last_regular_turn() -> None:
    # Three players; B's turn 2: B gives itself an extra turn (turn 3), then C, the player after B.
    g = game(libs(4, "A") + libs(4, "B") + libs(4, "C") + [obj("w", "Probe Walk", "B", "hand")],
             active="B", players=("A", "B", "C"), mana_pools={"B": {"U": 2}})
    act(g, "cast", "B", card="w")
    _pass_round(g)
    pass_until(g, "upkeep")
    assert _turn_of(g) == (3, "B")
    _pass_round(g)
    pass_until(g, "upkeep")
    assert _turn_of(g) == (4, "C")


def test_additional_combat_after_the_postcombat_main_phase_then_the_ending_phase() -> None:
    g = game(libs(2, "A") + libs(2, "B") + [obj("ra", "Probe Assault", "A", "hand")],
             phase="postcombat_main", mana_pools={"A": {"R": 4}})
    act(g, "cast", "A", card="ra")
    act(g, "pass", "A")
    act(g, "pass", "B")
    ev = pass_until(g, "end")
    phases = [e["phase"] for e in ev if e["type"] == "phase_began"]
    assert phases == ["combat", "postcombat_main", "ending"]


def test_attack_cost_is_locked_in_and_paid_from_activated_mana_abilities() -> None:
    g = game(libs(2, "A") + libs(2, "B") + [
        obj("bear", "Probe Bear", "A", "battlefield"),
        obj("m1", "Probe Mountain", "A", "battlefield"),
        obj("m2", "Probe Mountain", "A", "battlefield"),
        obj("arch", "Probe Archangel", "B", "battlefield"),
    ], phase="combat", step="beginning_of_combat")
    act(g, "pass", "A")
    act(g, "pass", "B")
    with pytest.raises(RulesError) as err:
        act(g, "declare_attackers", "A", attackers=[{"attacker": "bear", "target": "B"}])
    assert err.value.code == "cannot_pay"
    act(g, "declare_attackers", "A", attackers=[{"attacker": "bear", "target": "B"}], mana_abilities=["m1", "m2"])
    s = g.snapshot()
    assert s["objects"]["m1"]["tapped"] and s["objects"]["m2"]["tapped"]
    assert s["players"][0]["mana_pool"]["R"] == 1  # {1} paid, the rest stays until the step ends


def test_mana_abilities_of_an_opponents_or_tapped_permanent_cannot_pay() -> None:
    g = game(libs(2, "A") + libs(2, "B") + [
        obj("bear", "Probe Bear", "A", "battlefield"),
        obj("m1", "Probe Mountain", "A", "battlefield", tapped=True),
        obj("f2", "Probe Forest", "B", "battlefield"),
        obj("arch", "Probe Archangel", "B", "battlefield"),
    ], phase="combat", step="beginning_of_combat")
    act(g, "pass", "A")
    act(g, "pass", "B")
    for sources in (["m1"], ["f2"]):
        with pytest.raises(RulesError) as err:
            act(g, "declare_attackers", "A", attackers=[{"attacker": "bear", "target": "B"}], mana_abilities=sources)
        assert err.value.code == "cannot_pay"


def test_declare_action_round_trips_mana_abilities() -> None:
    d = {"kind": "declare_blockers", "player": "B", "blockers": [{"blocker": "x", "attacker": "y"}],
         "mana_abilities": ["f"]}
    assert Action.from_json(d).to_json() == d
    plain = {"kind": "declare_attackers", "player": "A", "attackers": []}
    assert Action.from_json(plain).to_json() == plain
