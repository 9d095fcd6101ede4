"""Setup steps: they only describe the starting position; nothing reaches the engine yet."""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers

from .context import ScenarioContext
from .tables import name, pairs, rows

# Turn-table keys as people write them -> protocol field names.
TURN_KEYS = {"turn": "number", "number": "number", "active_player": "active_player", "turn_player": "turn_player",
             "phase": "phase", "step": "step", "priority": "priority", "focus": "focus"}


def _counters(value: Any) -> Any:
    """``lore=1, +1/+1=2`` -> ``{"lore": 1, "+1/+1": 2}`` (JSON objects pass through)."""
    if isinstance(value, str):
        out: dict[str, int] = {}
        for part in filter(None, (p.strip() for p in value.split(","))):
            counter, _, amount = part.partition("=")
            out[counter.strip()] = int(amount or 1)
        return out
    return value


@given(parsers.re(r"a (?P<game>mtg|riftbound) game with players:"))
def players(referee_ctx: ScenarioContext, game: str, datatable: list[list[str]]) -> None:
    if game != referee_ctx.game:
        raise AssertionError(f"this scenario is for {game} but the run is for {referee_ctx.game}")
    entries = []
    for row in rows(datatable):
        row["id"] = str(row.pop("player"))
        entries.append(row)
    referee_ctx.setup["players"] = entries


@given("the objects:")
def objects(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    entries = referee_ctx.setup.setdefault("objects", [])
    for row in rows(datatable):
        for field in ("id", "owner", "controller", "location"):
            if field in row and row[field] is not None:
                row[field] = str(row[field])
        if "counters" in row:
            row["counters"] = _counters(row["counters"])
        entries.append(row)


@given("the turn:")
def turn(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    values: dict[str, Any] = {"step": None}
    for raw_key, value in pairs(datatable).items():
        field = TURN_KEYS.get(raw_key)
        if field is None:
            raise AssertionError(f"unknown turn key {raw_key!r}; known: {sorted(TURN_KEYS)}")
        if field in ("phase", "step") and isinstance(value, str):
            value = name(value)
        elif field in ("active_player", "turn_player", "priority", "focus") and value is not None:
            value = str(value)
        values[field] = value
    referee_ctx.setup["turn"] = values


@given("the setup also has:")
def extra(referee_ctx: ScenarioContext, docstring: str) -> None:
    try:
        more = json.loads(docstring)
    except ValueError as exc:
        raise AssertionError(f"the setup docstring is not JSON: {exc}") from exc
    if not isinstance(more, dict):
        raise AssertionError("the setup docstring must be a JSON object")
    for field, value in more.items():
        if isinstance(value, dict) and isinstance(referee_ctx.setup.get(field), dict):
            referee_ctx.setup[field].update(value)
        elif isinstance(value, list) and isinstance(referee_ctx.setup.get(field), list):
            referee_ctx.setup[field].extend(value)
        else:
            referee_ctx.setup[field] = value

