"""Probe Charge (reference_engine/riftbound/probes/clauses.py): "Move a friendly unit to a battlefield." Its
destination is a battlefield, never a base (RB05/15 plays it onto a battlefield; this checks the refusal, for a
unit at a battlefield, which Probe Shift could send home)."""

from __future__ import annotations

import pytest

from reference_engine.riftbound.model.errors import RulesError
from reference_engine.riftbound.model.protocol import Action
from reference_engine.riftbound.rules.play import check_play
from reference_engine.riftbound.setup import build


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_probe_charge_moves_its_unit_to_a_battlefield_only(edition: str) -> None:
    g = build(edition, {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                         {"id": "bf2", "card": "Probe Battlefield", "owner": "B"}],
        "objects": [{"id": "u1", "card": "Probe Footsoldier", "owner": "A", "zone": "battlefield", "location": "bf1"},
                    {"id": "ch1", "card": "Probe Charge", "owner": "A", "zone": "hand"}],
        "rune_pools": {"A": {"energy": 2}},
        "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
    })
    for location in (None, "base"):
        with pytest.raises(RulesError) as refused:
            check_play(g, Action("play", "A", card="ch1", location=location, targets=("u1",)))
        assert refused.value.code == "invalid_target"
    _, where, targets, _ = check_play(g, Action("play", "A", card="ch1", location="bf2", targets=("u1",)))
    assert (where, targets) == ("bf2", ["u1"])
