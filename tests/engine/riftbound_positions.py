"""A Riftbound action-phase position for engine-level tests: player A's objects, B with none (shared by the cost
and the v1.2 probe-support tests)."""

from __future__ import annotations

from typing import Any

from reference_engine.riftbound.model.state import Game
from reference_engine.riftbound.setup import build

BF = [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"}]


def game(edition: str, *objects: tuple[str, str, str]) -> Game:
    """``objects``: (id, card, zone) for player A; a unit in zone ``battlefield`` stands at bf1."""
    rows: list[dict[str, Any]] = []
    for oid, name, zone in objects:
        row: dict[str, Any] = {"id": oid, "card": name, "owner": "A", "zone": zone}
        if zone == "battlefield":
            row["location"] = "bf1"
        rows.append(row)
    return build(edition, {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": BF,
        "objects": rows,
        "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
    })
