"""Setup steps: they only describe the starting position; nothing reaches the engine yet."""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers

from referee.outcomes import ScenarioError

from .context import ScenarioContext
from .tables import Table, name, reads

# Turn-table keys as people write them -> protocol field names.
TURN_KEYS = {"turn": "number", "number": "number", "active_player": "active_player", "turn_player": "turn_player",
             "phase": "phase", "step": "step", "priority": "priority", "focus": "focus"}
TURN_TABLE = Table(may=tuple(TURN_KEYS), keyed=True)
PLAYERS_TABLE = Table(must=("player",), may=None)  # the other columns: the setup schema judges them


def _counters(value: Any) -> Any:
    """``lore=1, +1/+1=2`` -> ``{"lore": 1, "+1/+1": 2}`` (JSON objects pass through)."""
    if isinstance(value, str):
        out: dict[str, int] = {}
        for part in filter(None, (p.strip() for p in value.split(","))):
            counter, _, amount = part.partition("=")
            if not (amount or "1").strip().lstrip("-").isdigit():
                raise ScenarioError(f"counters {value!r}: {part!r} is not <counter>=<whole number>",
                                    code="bad-counters")
            out[counter.strip()] = int(amount or 1)
        return out
    return value


@given(parsers.re(r"a (?P<game>mtg|riftbound) game with players:"))
@reads(PLAYERS_TABLE)
def players(referee_ctx: ScenarioContext, game: str, datatable: list[list[str]]) -> None:
    if game != referee_ctx.game:
        raise ScenarioError(f"this scenario is for {game} but the run is for {referee_ctx.game} (its feature file "
                            f"is filed under {referee_ctx.game}, or tagged for it)", code="wrong-game")
    entries = []
    for row in PLAYERS_TABLE.rows(datatable):
        row["id"] = str(row.pop("player"))
        entries.append(row)
    referee_ctx.setup["players"] = entries


OBJECTS_TABLE = Table(may=None)  # the setup schema judges its columns


@given("the objects:")
@reads(OBJECTS_TABLE)
def objects(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    entries = referee_ctx.setup.setdefault("objects", [])
    for row in OBJECTS_TABLE.rows(datatable):
        for field in ("id", "owner", "controller", "location"):
            if field in row and row[field] is not None:
                row[field] = str(row[field])
        if "counters" in row:
            row["counters"] = _counters(row["counters"])
        entries.append(row)


@given("the turn:")
@reads(TURN_TABLE)
def turn(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    values: dict[str, Any] = {"step": None}
    for raw_key, value in TURN_TABLE.pairs(datatable).items():
        field = TURN_KEYS[raw_key]
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
        raise ScenarioError(f"the setup docstring is not JSON: {exc}", code="setup-docstring") from exc
    if not isinstance(more, dict):
        raise ScenarioError("the setup docstring must be a JSON object", code="setup-docstring")
    for field, value in more.items():
        if isinstance(value, dict) and isinstance(referee_ctx.setup.get(field), dict):
            referee_ctx.setup[field].update(value)
        elif isinstance(value, list) and isinstance(referee_ctx.setup.get(field), list):
            referee_ctx.setup[field].extend(value)
        else:
            referee_ctx.setup[field] = value

