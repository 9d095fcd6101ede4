"""Memo tables: values the engine computes once and keeps across games, because they never change (a frozen
decision per player, whether a card watches deaths). Each is made here, so a tool that must see every
computation happen again (benchmarks/mutation_conftest.py, which empties them before each scenario, as it
empties the ``functools.lru_cache`` ones) finds them all in :data:`TABLES`.
"""

from __future__ import annotations

from typing import Any

TABLES: list[dict[Any, Any]] = []


def table() -> dict[Any, Any]:
    """A new, empty memo table, registered in :data:`TABLES`."""
    made: dict[Any, Any] = {}
    TABLES.append(made)
    return made
