"""MTG reference engine (Comprehensive Rules editions "2024-pre-foundations" and "2025-09-19").

Modules, one per rules area: turn.py (500-514, 703), priority.py (117, 704.3), stack.py (405, 601,
602, 608), triggers.py (603), sba.py (704), combat.py (506-511, 702.4/702.7/702.19), cleanup.py (514),
mana.py (106, 500.4), cards.py (probe cards), legality.py (the single legality authority), setup.py,
snapshot.py, actions.py (protocol actions/events/decisions), game.py (the ``Game`` implementation).
"""

from reference_engine.core.registry import register
from reference_engine.mtg.game import MtgGame

register(MtgGame)

__all__ = ["MtgGame"]
