"""The checks of a scenario's text that the steps make while it runs and ``referee lint`` makes before: one place.

The steps (``steps/``) build a setup from the Given steps and actions from the When steps' words; a setup or an
action that breaks its schema is the scenario's error (``referee.outcomes.ScenarioError``), never the engine's.
The step library imports these; Referee never imports the step library (pyproject.toml, import contracts), so
lint reads what a step checks from its vocabulary: the table a step function reads (``steps.tables.reads``).
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from typing import Any

from referee.outcomes import ScenarioError
from referee.schemas import store


def check_setup(game: str, setup: dict[str, Any]) -> None:
    """The setup the Given steps described must be one an engine can be given: its game's setup schema decides."""
    problem = store().first_error(f"game/{game}-setup.json", setup)
    if problem is not None:
        raise ScenarioError(f"the setup the Given steps describe breaks the {game} setup schema "
                            f"(schemas/game/{game}-setup.json) at {problem}", code="setup-schema",
                            pointer=problem.pointer)


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
