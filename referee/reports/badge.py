"""shields.io endpoint badges, one per game: ``{"schemaVersion": 1, "label": "MTG turn structure", ...}``.

Serve the file anywhere and point ``https://img.shields.io/endpoint?url=...`` at it.
"""

from __future__ import annotations

from typing import Any

from referee.reports.document import percent

LABELS = {"mtg": "MTG turn structure", "riftbound": "Riftbound playing the game"}


def colour(ratio: float) -> str:
    for floor, name in ((1.0, "brightgreen"), (0.95, "green"), (0.85, "yellowgreen"), (0.7, "yellow"),
                        (0.5, "orange")):
        if ratio >= floor:
            return name
    return "red"


def render(game: str, stats: dict[str, Any]) -> dict[str, Any]:
    ratio = float(stats["compliance"])
    return {"schemaVersion": 1, "label": LABELS.get(game, game), "message": percent(ratio), "color": colour(ratio)}


def render_all(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {game: render(game, stats) for game, stats in document["games"].items()}
