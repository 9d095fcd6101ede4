"""Riftbound v1.3 cleanups of RB30: status changes (319.7), repeated cleanups (322) and a staged combat with no
staged showdown after a "No Result" (461.3.d.1, 323.13); probe cards in probes_cleanup13.py."""

from __future__ import annotations

from typing import Any

import pytest

from reference_engine.riftbound.model.state import Game, static_might
from reference_engine.riftbound.rules.cleanup import run_cleanup
from reference_engine.riftbound.setup import build


def game(edition: str, objects: list[dict[str, Any]], battlefields: list[dict[str, Any]] | None = None,
         **extra: Any) -> Game:
    return build(edition, {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": battlefields or [],
        "objects": objects,
        "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
        **extra,
    })


def obj(oid: str, card: str, owner: str, zone: str = "base", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **kw}


BF2 = [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]


def test_lamplighter_has_two_more_might_only_while_ready() -> None:
    g = game("1.3", [obj("lamp", "Probe Lamplighter", "A")])
    lamp = g.objects["lamp"]
    assert g.might(lamp) == 4 and static_might(g, lamp) == 2
    lamp.exhausted = True
    assert g.might(lamp) == 2


def test_standard_bearer_raises_only_other_friendly_units_at_its_location() -> None:
    g = game("1.3", [
        obj("sb", "Probe Standard-Bearer", "B", "battlefield", location="bf2"),
        obj("mine", "Probe Footsoldier", "B", "battlefield", location="bf2"),
        obj("home", "Probe Footsoldier", "B"),
        obj("enemy", "Probe Footsoldier", "A", "battlefield", location="bf2"),
    ], BF2)
    assert [g.might(g.objects[i]) for i in ("sb", "mine", "home", "enemy")] == [2, 3, 2, 2]


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_a_death_that_lowers_another_units_might_kills_it_in_the_next_cleanup(edition: str) -> None:
    """322 (v1.2 321): one Cleanup kills the Standard-Bearer, the next the unit it was holding up."""
    g = game(edition, [
        obj("sb", "Probe Standard-Bearer", "B", "battlefield", location="bf2", damage=2),
        obj("fs", "Probe Footsoldier", "B", "battlefield", location="bf2", damage=2),
    ], BF2)
    run_cleanup(g)
    killed = [e.to_json()["object"] for e in g.events if e.type == "killed"]
    assert killed == ["sb", "fs"]
    assert g.objects["fs"].zone == "trash"


def test_no_result_stages_only_a_combat_and_the_next_cleanup_begins_it() -> None:
    """461.3.d.1 / 323.13: no Showdown is staged again; step 9 opens the Combat (as a Combat Showdown)."""
    g = game("1.3", [
        obj("hA", "Probe Bastion", "A", "battlefield", location="bf2"),
        obj("hB", "Probe Bastion", "B", "battlefield", location="bf2"),
    ], [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
         "contested": True, "contested_by": "A"}])
    bf = g.battlefields[0]
    bf.combat_staged = True
    bf.no_result = True
    run_cleanup(g)
    assert not bf.showdown_staged and not bf.no_result
    assert g.combat is not None and g.combat.battlefield == "bf2" and g.combat.attacker == "A"
    assert g.showdown is not None and g.showdown.combat
    assert "showdown_staged" not in [e.type for e in g.events]


def test_a_no_result_mark_ends_when_one_side_leaves() -> None:
    """323.10: the staged Combat goes; the battlefield is contested again and stages a Showdown (323.8)."""
    g = game("1.3", [obj("hA", "Probe Bastion", "A", "battlefield", location="bf2")],
             [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B",
               "contested": True, "contested_by": "A"}])
    bf = g.battlefields[0]
    bf.combat_staged = True
    bf.no_result = True
    run_cleanup(g)
    assert not bf.no_result and not bf.combat_staged
    assert g.showdown is not None and not g.showdown.combat
