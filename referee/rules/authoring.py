"""The checks of a scenario's text that the steps make while it runs and ``referee lint`` makes before: one place.

The steps (``steps/``) build a setup from the Given steps and actions from the When steps' words; a setup or an
action that breaks its schema is the scenario's error (``referee.outcomes.ScenarioError``), never the engine's.
The step library imports these; Referee never imports the step library (pyproject.toml, import contracts), so
lint reads what a step checks from its vocabulary: the table a step function reads (``steps.tables.reads``).
"""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from referee.outcomes import ScenarioError
from referee.resources import schemas_dir
from referee.schemas import store
from referee.setup_integrity import inconsistencies


def check_setup(game: str, setup: dict[str, Any]) -> None:
    """The setup the Given steps described must be one an engine can be given: its game's setup schema decides,
    then the references the schema cannot check (referee.setup_integrity)."""
    problem = store().first_error(f"game/{game}-setup.json", setup)
    if problem is not None:
        raise ScenarioError(f"the setup the Given steps describe breaks the {game} setup schema "
                            f"(schemas/game/{game}-setup.json) at {problem}", code="setup-schema",
                            pointer=problem.pointer)
    wrong = inconsistencies(game, setup)
    if wrong:
        raise ScenarioError(f"the setup the Given steps describe is inconsistent at {wrong[0]} (PROTOCOL.md §3: ids "
                            "are unique, and each reference names a player, object or battlefield of the setup)",
                            code="setup-inconsistent", pointer=wrong[0].pointer)


def check_action(action: dict[str, Any]) -> None:
    """An action a When step built from the scenario's words must be one the protocol has (the client would refuse
    to send any other): a step text that describes no valid action is the scenario's error."""
    problem = store().first_error("game/action.json", action)
    if problem is not None:
        raise ScenarioError(f"the step describes an action the protocol does not have: {json.dumps(action)} "
                            f"breaks schemas/game/action.json at {problem}", code="action-schema",
                            pointer=problem.pointer)


def table_of(step: Callable[..., Any], arguments: dict[str, Any]) -> Any:
    """The table a step function reads (a ``steps.tables.Table``: ``problems(datatable)`` lists what is wrong with
    one), given the arguments its pattern read from a step's text; None for a step that reads no table."""
    table = getattr(step, "referee_table", None)
    if table is None or hasattr(table, "problems"):
        return table
    wanted = inspect.signature(table).parameters
    return table(**{name: value for name, value in arguments.items() if name in wanted})


@cache
def event_fields(game: str) -> dict[str, frozenset[str]] | None:
    """Event type -> the fields the game's event schema allows for it (schemas/game/<game>-event.json)."""
    path = schemas_dir() / "game" / f"{game}-event.json"
    if not path.exists():
        return None
    schema = json.loads(path.read_text(encoding="utf-8"))
    out: dict[str, frozenset[str]] = {}
    for branch in schema.get("allOf", []):
        kind = branch.get("if", {}).get("properties", {}).get("type", {}).get("const")
        if isinstance(kind, str):
            out[kind] = frozenset(branch.get("then", {}).get("properties", {}))
    return out


def event_row_problem(game: str, header: Sequence[str], row: Sequence[str], number: int) -> ScenarioError | None:
    """A row of an event table that no event of the game can match: an unknown type, or a field its type does not
    have (``moment`` labels rows, ``x_`` columns are engines' extensions). In a positive table no engine could
    pass it; in a "did not happen" table it would pass without checking anything. ``number``: the table row."""
    fields = event_fields(game)
    names = [re.sub(r"[\s-]+", "_", h.strip().lower()) for h in header]
    if not fields or "type" not in names:
        return None
    kind = row[names.index("type")].strip()
    allowed = fields.get(kind)
    if allowed is None:
        return ScenarioError(f"{kind!r} is not an event type of {game} (schemas/game/{game}-event.json)",
                             code="unknown-event", row=number)
    extra = [h for h, v in zip(names, row, strict=False)
             if h not in allowed and v.strip() not in ("", "-") and not h.startswith("x_") and h != "moment"]
    if extra:
        return ScenarioError(f"a {kind} event has no field {', '.join(map(repr, extra))} "
                             f"(it has: {', '.join(sorted(allowed - {'type'})) or 'none'})",
                             code="unknown-event-field", row=number)
    return None


def check_event_table(game: str, datatable: list[list[str]]) -> None:
    """Raise the first :func:`event_row_problem` of an event table (the steps call it before comparing)."""
    for number, row in enumerate(datatable[1:], start=1):
        problem = event_row_problem(game, datatable[0], row, number)
        if problem is not None:
            raise problem


# The words a step may name, per game, from the schemas: (schema, JSON path to its enum) or event types.
_WORDS = {
    "decision": ("game/{game}-decision.json", ("properties", "kind", "enum")),
    "phase": ("game/{game}-state.json", ("$defs", "phase", "enum")),
    "step": ("game/{game}-state.json", ("$defs", "step", "enum")),
    "error code": ("protocol/envelope.json", ("$defs", "error", "properties", "code", "enum")),
}
# Codes no scenario can expect as a rules rejection: the steps skip on the first and fail on the second.
NOT_REJECTIONS = frozenset({"unsupported", "internal"})


@cache
def known_words(game: str, what: str) -> frozenset[str]:
    """What the game's schemas allow for ``what``: "decision" kinds, "phase" and "step" names (or both: "phase or
    step"), "error code"s, "event" types."""
    if what == "event":
        return frozenset(event_fields(game) or ())
    if what == "phase or step":
        return known_words(game, "phase") | known_words(game, "step")
    path, keys = _WORDS[what]
    node: Any = store().documents[path.format(game=game)]
    for part in keys:
        node = node[part]
    words = frozenset(str(word) for word in node if word is not None)
    return words - NOT_REJECTIONS if what == "error code" else words


def check_word(game: str, what: str, word: str) -> None:
    """A word a step's text names (a decision kind, an event type, a phase...) must be one of the game's, else no
    engine could ever answer the step as written: a scenario error (code ``unknown-<what>``)."""
    known = known_words(game, what)
    if word not in known:
        import difflib

        close = difflib.get_close_matches(word, sorted(known), n=1)
        guess = f" (did you mean {close[0]!r}?)" if close else ""
        label = {"event": "an event type", "decision": "a decision kind", "error code": "an error code"}.get(what,
                                                                                                        f"a {what}")
        raise ScenarioError(f"{word!r} is not {label} of {game}{guess}; known: {', '.join(sorted(known))}",
                            code=f"unknown-{what.replace(' ', '-')}")
