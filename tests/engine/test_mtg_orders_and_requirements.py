"""The MTG reference engine's checks that don't list every answer: an order of blockers or attackers (509.2,
509.3, pre-Foundations) is legal iff it is a permutation of the decision's options, checked without listing
the n! orders; and a declaration of attackers obeys the requirements of 508.1d counted as the rules count them
(a creature that must attack obeys its requirement by attacking a player it pays to attack), the same whether
checked creature by creature or found in the listing."""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Any

import pytest

from reference_engine.core.errors import RulesError
from reference_engine.mtg import MtgGame
from reference_engine.mtg.actions import Action
from reference_engine.mtg.legality import _listed, legal_actions

JSON = dict[str, Any]
PRE_FOUNDATIONS = "2024-pre-foundations"  # the edition with damage assignment orders


def o(oid: str, card: str, owner: str, zone: str = "battlefield") -> JSON:
    return {"id": oid, "card": card, "owner": owner, "zone": zone}


def _to_blocks(players: list[str], objects: list[JSON]) -> MtgGame:
    """A game in A's beginning of combat, with libraries, passed on to the declare attackers step."""
    libraries = [o(f"{p}lib{i}", "Probe Forest", p, "library") for p in players for i in range(2)]
    g = MtgGame()
    g.setup(PRE_FOUNDATIONS, {
        "players": [{"id": p} for p in players], "objects": [*libraries, *objects],
        "turn": {"number": 2, "active_player": "A", "phase": "combat", "step": "beginning_of_combat",
                 "priority": "A"},
    })
    for p in players:
        g.act({"kind": "pass", "player": p})
    return g


def _pass_round(g: MtgGame) -> None:
    for p in ("A", "B"):
        g.act({"kind": "pass", "player": p})


def blockers_to_order(n: int) -> MtgGame:
    """A's bear blocked by n of B's bears: A must order the n blockers (509.2)."""
    g = _to_blocks(["A", "B"], [o("att", "Probe Bear", "A"), *(o(f"b{i}", "Probe Bear", "B") for i in range(n))])
    g.act({"kind": "declare_attackers", "player": "A", "attackers": [{"attacker": "att", "target": "B"}]})
    _pass_round(g)
    g.act({"kind": "declare_blockers", "player": "B",
           "blockers": [{"blocker": f"b{i}", "attacker": "att"} for i in range(n)]})
    return g


def attackers_to_order(n: int) -> MtgGame:
    """n of A's bears blocked by B's Probe Guard (blocks any number): B must order the n attackers (509.3)."""
    g = _to_blocks(["A", "B"], [o("grd", "Probe Guard", "B"), *(o(f"a{i}", "Probe Bear", "A") for i in range(n))])
    g.act({"kind": "declare_attackers", "player": "A",
           "attackers": [{"attacker": f"a{i}", "target": "B"} for i in range(n)]})
    _pass_round(g)
    g.act({"kind": "declare_blockers", "player": "B",
           "blockers": [{"blocker": "grd", "attacker": f"a{i}"} for i in range(n)]})
    return g


ORDERS = {
    "order_blockers": (blockers_to_order, "A", "attacker", "att", "b"),
    "order_attackers": (attackers_to_order, "B", "blocker", "grd", "a"),
}


def _answer(kind: str, order: list[str], about: str | None = None) -> JSON:
    _, player, field, creature, _ = ORDERS[kind]
    return {"kind": kind, "player": player, field: about or creature, "order": order}


@pytest.mark.parametrize("kind", sorted(ORDERS))
def test_an_order_of_ten_is_accepted_and_a_non_permutation_refused(kind: str) -> None:
    build, _, _, creature, prefix = ORDERS[kind]
    g = build(10)
    state = g.state
    assert state is not None and state.decision is not None and state.decision.kind == kind
    ids = [f"{prefix}{i}" for i in range(10)]
    refused = [
        ids[:-1],  # one left out
        [*ids[:-1], ids[0]],  # one twice, one left out
        [*ids, ids[0]],  # one twice
    ]
    for order in refused:
        with pytest.raises(RulesError) as err:
            g.act(_answer(kind, order))
        assert err.value.code == "invalid_choice", order
        assert state.decision is not None and state.decision.kind == kind  # still asked, nothing changed
    with pytest.raises(RulesError) as err:  # the right order, but about another creature than the one asked
        g.act(_answer(kind, list(reversed(ids)), about=ids[0]))
    assert err.value.code == "invalid_choice"
    events = g.act_events(_answer(kind, list(reversed(ids))))
    announced = [e for e in events if e["type"] == "damage_order_announced"]
    assert announced and announced[0]["creature"] == creature and announced[0]["order"] == list(reversed(ids))
    assert state.combat is not None and state.combat.order[creature] == list(reversed(ids))


@pytest.mark.parametrize("kind", sorted(ORDERS))
def test_the_order_check_accepts_exactly_the_listed_orders(kind: str) -> None:
    """With few options the listing is small: every permutation is listed and accepted, and answers that
    aren't permutations, or are about another creature or from another player, are neither."""
    build, player, field, creature, prefix = ORDERS[kind]
    state = build(4).state
    assert state is not None and state.decision is not None
    ids = [f"{prefix}{i}" for i in range(4)]
    listed = {a.normalized() for a in legal_actions(state)}
    candidates = [list(p) for n in range(6) for p in permutations([*ids, ids[0]], n)]
    probes = [Action(kind, player, order=tuple(c), **{field: creature}) for c in candidates]
    probes += [Action(kind, player, order=tuple(ids), **{field: ids[1]}),
               Action(kind, "B" if player == "A" else "A", order=tuple(ids), **{field: creature})]
    for probe in probes:
        n = probe.normalized()
        assert _listed(state, n) == (n in listed), probe
    assert len(listed) == 24


def test_a_creature_that_must_attack_may_attack_a_player_it_pays_to_attack() -> None:
    """Three players; attacking B is free, attacking C costs {1} (C's Probe Archangel). 508.1d: nobody must pay a
    cost, so the most requirements obeyable is one (attack B), and attacking C, paying, obeys it as well. Every
    declaration is accepted exactly when listed: the check per creature and the listing agree."""
    g = _to_blocks(["A", "B", "C"], [o("ber", "Probe Berserker", "A"), o("bear", "Probe Bear", "A"),
                                     o("ang", "Probe Archangel", "C")])
    state = g.state
    assert state is not None and state.decision is not None and state.decision.kind == "declare_attackers"
    pairs = [(a, t) for a in ("ber", "bear") for t in ("B", "C")]
    every = [Action("declare_attackers", "A", attackers=tuple(sorted(c))).normalized()
             for n in range(3) for c in combinations(pairs, n) if len({a for a, _ in c}) == n]
    accepted = {n for n in every if _listed(state, n)}
    assert accepted == {a.normalized() for a in legal_actions(state)}
    with_berserker = {n for n in every if any(a == "ber" for a, _ in n.attackers)}
    assert accepted == with_berserker  # it attacks B or C, alone or with the bear; never stays home
