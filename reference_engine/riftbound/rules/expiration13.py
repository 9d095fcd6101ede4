"""The Expiration Step's repeat under Core Rules v1.3 (317.2.e-f).

v1.3 ends the Expiration Step with a Task: if anything went through the FEPR process during the step (a
trigger of the Ending Special Cleanup, such as "When I'm healed", was finalized and resolved), the step starts
over: the Ending Special Cleanup runs again, and so on until a pass through the step puts nothing on the chain.
v1.2 has no such repeat (its End of Turn Cleanup step is followed by the Expiration Step once).

``note_chain`` is called whenever the game loop finds items on the chain; ``repeats`` is asked when the step
would end, and starts it over (``step_began`` ``expiration`` is announced again) if something went through
FEPR since the step last began.
"""

from __future__ import annotations

from ..editions import rules
from ..model.state import Game


def _in_expiration(g: Game) -> bool:
    edition = rules(g)
    return edition.expiration_repeats() and edition.segments[g.segment][1] == "expiration"


def note_chain(g: Game) -> None:
    """Remember that an item went through FEPR during the Expiration Step (317.2.f's condition)."""
    if g.chain and _in_expiration(g):
        g.expiration_fepr = True


def repeats(g: Game) -> bool:
    """317.2.f: return to the start of the Expiration Step if something underwent FEPR during it. Clears the
    mark and makes the game loop begin the step again; False (the step ends) otherwise."""
    if not (g.expiration_fepr and _in_expiration(g)):
        return False
    g.expiration_fepr = False
    g.segment_done = False
    return True
