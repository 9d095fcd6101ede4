"""Each game's action schema enumerates exactly the action kinds its reference engine knows.

The engine's kind checks are declared schema-guarded in benchmarks/mutation-equivalents.toml (the client
refuses an action its game's schema forbids before sending it); that holds only while the two lists agree.
"""

from __future__ import annotations

import json
from pathlib import Path

from reference_engine.mtg.actions import ACTION_FIELDS
from reference_engine.riftbound.model.protocol import ACTION_KINDS

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas" / "game"


def _kinds(game: str) -> set[str]:
    return set(json.loads((SCHEMAS / f"{game}-action.json").read_text("utf-8"))["properties"]["kind"]["enum"])


def test_the_mtg_schema_enumerates_the_engines_action_kinds() -> None:
    assert _kinds("mtg") == set(ACTION_FIELDS)


def test_the_riftbound_schema_enumerates_the_engines_action_kinds() -> None:
    assert _kinds("riftbound") == set(ACTION_KINDS)
