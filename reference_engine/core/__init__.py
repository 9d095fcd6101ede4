"""Game-independent parts of the reference engine: the ``Game`` protocol, structured rules errors and
the registry through which each game package announces itself to the server."""

from reference_engine.core.errors import ERROR_CODES, RulesError
from reference_engine.core.registry import GAMES, Game, GameFactory, register

__all__ = ["ERROR_CODES", "GAMES", "Game", "GameFactory", "RulesError", "register"]
