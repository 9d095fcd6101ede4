"""The ``Game`` protocol and the registry of games.

A game package registers a factory (usually its game class) at import time::

    from reference_engine.core import register
    register(MtgGame)

The server creates one game instance per ``setup`` request through the factory and talks to it only
through :class:`Game`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol, runtime_checkable


@runtime_checkable
class Game(Protocol):
    """One game in progress. Every method returns JSON-ready data (dicts/lists/str/int/bool/None)."""

    def setup(self, edition: str, setup: dict[str, Any]) -> dict[str, Any]:
        """Build the position described by ``setup``; return the observable state. Raises RulesError."""
        ...

    def act(self, action: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """Apply one action; return (events, state). Raises RulesError and then leaves the state unchanged."""
        ...

    def snapshot(self) -> dict[str, Any]:
        """The current observable state."""
        ...


class GameFactory(Protocol):
    """What a game package registers: a zero-argument constructor plus its handshake data."""

    game: ClassVar[str]
    editions: ClassVar[tuple[str, ...]]
    capabilities: ClassVar[tuple[str, ...]]

    def __call__(self) -> Game: ...


GAMES: dict[str, Any] = {}
"""game id -> factory (see :class:`GameFactory`)."""


def register(factory: Any) -> Any:
    """Register a game factory under ``factory.game``; usable as a class decorator."""
    GAMES[str(factory.game)] = factory
    return factory
