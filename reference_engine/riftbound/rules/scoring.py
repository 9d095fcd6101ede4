"""Scoring (445-449): Conquer and Hold, once per battlefield per turn, the Final Point, and winning."""

from __future__ import annotations

from ..editions import rules
from ..model.state import Game
from .actions import draw
from .multiplayer import leads, reached, team_of, team_points
from .replacement import replace_points
from .triggers import score_triggers


def win(g: Game, player: str) -> None:
    """449 / 322.1: reaching the Victory Score wins the game immediately; teammates win together
    (466.6.a.3), each with a ``game_won`` event, in turn order. No decision is pending once the game is over:
    game.advance, which every action ends with, clears it before anyone sees the state."""
    if g.game_over:
        return
    g.game_over = True
    g.winners = team_of(g, player)
    g.priority = None
    for winner in g.winners:
        g.emit("game_won", player=winner)


def gain_points(g: Game, player: str, amount: int) -> None:
    """A player gains points, through the replacement effects that apply to them (366, 368.1)."""
    amount = replace_points(g, player, amount)
    if amount <= 0:
        return
    p = g.player(player)
    p.points += amount
    g.emit("points_changed", player=player, amount=amount, points=p.points)
    if reached(g, player) and rules(g).wins_on_reaching_victory_score():
        win(g, player)


def score(g: Game, player: str, battlefield: str, method: str) -> None:
    """446-448: a player scores a battlefield (at most once per turn, 447). At Victory Score - 1 a Hold
    earns the Final Point; a Conquer earns it only if every battlefield was scored this turn, otherwise
    the player draws 1 instead (448.1.b)."""
    p = g.player(player)
    if battlefield in p.scored or battlefield in p.disqualified:  # 447; 315.2.b.2, 446.1.a
        return
    p.scored.append(battlefield)
    point = True
    if team_points(g, player) == g.victory_score - 1 and method == "conquer":
        # 466.8.f.1: in team play, the battlefields held by a teammate in the Beginning Phase are excepted.
        point = all(b.id in p.scored or b.id in p.disqualified for b in g.battlefields)
    g.emit("points_scored", player=player, battlefield=battlefield, method=method, point=point)
    if point:
        gain_points(g, player, 1)
    else:
        draw(g, player, 1)
    score_triggers(g, player, battlefield, method)  # 448.2, whatever became of the point


def establish_control(g: Game, battlefield: str, player: str | None) -> None:
    """184.4 / 345.2.a / 444.2: the player with units there establishes control (clearing Contested);
    gaining control of a battlefield not yet scored this turn is a Conquer (446.1)."""
    bf = g.battlefield(battlefield)
    assert bf is not None
    bf.contested = False
    bf.contested_by = None
    if bf.controller == player:
        return
    bf.controller = player
    g.emit("control_changed", battlefield=battlefield, controller=player)
    if player is not None:
        score(g, player, battlefield, "conquer")


# ----------------------------------------------------------------------------------------------------
# Winning under Core Rules v1.3 (323.1, 467, 431.3.b).
#
# v1.2 let a player win the moment their points reached the Victory Score. v1.3 only decides the game in a
# Cleanup (step 1, 323.1; 467): a player wins if their points are at least the Victory Score *and* strictly
# more than every opponent's, so a tie at or above the Victory Score wins nobody and the game goes on. The one
# exception (431.3.b, Unleashed patch notes "Winning the Game"): points gained from the second and later
# burn-outs processed in sequence decide the game at once, under the same two conditions, so that a player
# who keeps burning out does not loop forever waiting for a Cleanup.


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
