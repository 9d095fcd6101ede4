"""Setup checks every game shares (PROTOCOL.md §3): the players list and integer fields.

A malformed setup is the scenario's (or the harness's) mistake, reported as ``bad_setup``.
"""

from __future__ import annotations

from typing import Any

from reference_engine.core.errors import RulesError


def bad_setup(message: str) -> RulesError:
    return RulesError("bad_setup", message)


def integer(value: Any, what: str, minimum: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or (minimum is not None and value < minimum):
        raise bad_setup(f"{what} must be an integer" + (f" >= {minimum}" if minimum is not None else ""))
    return value


def player_entries(setup: dict[str, Any]) -> list[dict[str, Any]]:
    """The setup's players in turn order, each an object with a unique string id."""
    raw = setup.get("players")
    if not isinstance(raw, list) or not raw:
        raise bad_setup("players must be a non-empty list")
    seen: set[str] = set()
    for entry in raw:
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            raise bad_setup("each player needs a string id")
        if entry["id"] in seen:
            raise bad_setup(f"duplicate player id {entry['id']!r}")
        seen.add(entry["id"])
    return raw
