"""Referee's step library: one closed, engine-agnostic vocabulary for every game.

Steps reach an engine only through the protocol client (``referee_ctx.session.client``); see
docs/WRITING-SCENARIOS.md for the vocabulary. ``MODULES`` lists the modules that define steps, which
the pytest plugin registers; ``vocabulary()`` lists every step pattern (used by ``referee lint``).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

MODULES = ("context", "given", "when", "then")


@dataclass(frozen=True)
class StepPattern:
    """One template of the vocabulary: its keyword, its parser (``parser.is_matching(text)``) and the step function
    (``referee lint`` runs the checks it makes on the scenario's text: its table, a Given's setup)."""

    keyword: str
    pattern: str
    parser: Any
    function: Any = None

    def is_matching(self, text: str) -> bool:
        return bool(self.parser.is_matching(text))


def modules() -> list[Any]:
    return [importlib.import_module(f"{__name__}.{module}") for module in MODULES]


def vocabulary() -> list[StepPattern]:
    """Every step template of the library, in definition order."""
    from pytest_bdd.steps import step_function_context_registry

    loaded = {m.__name__ for m in modules()}
    found = [ctx for ctx in list(step_function_context_registry.values()) if ctx.step_func.__module__ in loaded]
    found.sort(key=lambda ctx: (MODULES.index(ctx.step_func.__module__.rsplit(".", 1)[1]),
                                ctx.step_func.__code__.co_firstlineno))
    return [StepPattern(str(ctx.type), str(getattr(ctx.parser, "name", ctx.parser)), ctx.parser, ctx.step_func)
            for ctx in found]
