"""Riftbound reference engine (Core Rules v1.2) for the Referee adapter protocol.

Importing the package registers :class:`RiftboundGame` in ``reference_engine.core.registry.GAMES``.
"""

from reference_engine.core.registry import register

from .errors import RulesError
from .game import RiftboundGame

register(RiftboundGame)

__all__ = ["RiftboundGame", "RulesError"]
