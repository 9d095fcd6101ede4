"""Focus when a showdown's chain empties, Core Rules v1.3 (337.1.c.1.a, 340.2.a, 346, 346.1).

v1.2 kept Focus only after a combat's Initial Chain (343.1, 442.1.e). v1.3 states the general rule: when the
chain empties during a showdown Focus passes to the next player — including after a unit or gear that
resolved on finalization (337.1.c.1.a) — unless that chain was opened by a triggered ability (the combat's
attack/defend triggers, a Deathknell, a conquer trigger...) or by an Add ability (346.1). Add abilities never
open a chain in this engine (they resolve at once, 337.1.c), so only the kind of the chain's first item
matters; ``chain.push`` records it in ``Game.chain_opened_by``.

A trigger that becomes pending in the Cleanup after a spell's chain emptied opens a *new* chain: Focus has
already passed for the spell's chain, and does not pass again when the trigger's chain empties.
"""

from __future__ import annotations

from ..model.state import Game


def keeps_focus(g: Game) -> bool:
    """346.1: the focus holder keeps Focus because the chain that just emptied was opened by a trigger."""
    return g.chain_opened_by == "triggered"
