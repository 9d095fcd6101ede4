"""Winning under Core Rules v1.3 (323.1, 467, 431.3.b).

v1.2 let a player win the moment their points reached the Victory Score. v1.3 only decides the game in a
Cleanup (step 1, 323.1; 467): a player wins if their points are at least the Victory Score *and* strictly
more than every opponent's, so a tie at or above the Victory Score wins nobody and the game goes on. The one
exception (431.3.b, Unleashed patch notes "Winning the Game"): points gained from the second and later
burn-outs processed in sequence decide the game at once, under the same two conditions, so that a player
who keeps burning out does not loop forever waiting for a Cleanup.
"""

from __future__ import annotations

from .model import Game
from .multiplayer import leads, reached
from .scoring import win


def winner(g: Game) -> str | None:
    """The player who meets both conditions of 323.1 / 467 now, or None (no one, or a tie)."""
    for p in g.players:
        if reached(g, p.id) and leads(g, p.id):  # a team's points against the other teams' (multiplayer.py)
            return p.id
    return None


def check_win(g: Game) -> bool:
    """Cleanup step 1 (323.1): the winner, if any, wins; returns True when the game ended."""
    if g.game_over:
        return True
    found = winner(g)
    if found is None:
        return False
    win(g, found)
    return True


def after_burn_outs(g: Game, in_sequence: int) -> None:
    """431.3.b: from the second burn-out of one instruction on, the points it gave can win immediately."""
    if in_sequence >= 2:
        check_win(g)
