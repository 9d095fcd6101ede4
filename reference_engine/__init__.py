"""Referee reference engine: rules engines for the games the kit tests, behind the adapter protocol.

Each game lives in its own subpackage (``reference_engine.mtg``, ``reference_engine.riftbound`` ...) and
registers itself in :mod:`reference_engine.core.registry` when imported. :mod:`reference_engine.server`
imports every subpackage it finds, so adding a game never means editing another game's code.
"""

__version__ = "0.1.0"
