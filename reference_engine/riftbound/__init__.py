"""Riftbound reference engine (Core Rules v1.2) for the Referee adapter protocol.

Importing the package registers :class:`RiftboundGame` in ``reference_engine.core.registry.GAMES``.
"""

from reference_engine.core.registry import register

from .game import RiftboundGame
from .model.errors import RulesError

register(RiftboundGame)

__all__ = ["RiftboundGame", "RulesError"]
