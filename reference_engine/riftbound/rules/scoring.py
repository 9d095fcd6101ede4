"""Scoring (445-449): Conquer and Hold, once per battlefield per turn, the Final Point, and winning."""

from __future__ import annotations

from ..editions import rules
from ..model.state import Game
from .actions import draw


def win(g: Game, player: str) -> None:
    """449 / 322.1: reaching the Victory Score wins the game immediately."""
    if g.game_over:
        return
    g.game_over = True
    g.winners = [player]
    g.decision = None
    g.priority = None
    g.emit("game_won", player=player)


def gain_points(g: Game, player: str, amount: int) -> None:
    """A player gains points, through the replacement effects that apply to them (366, 368.1)."""
    from .replacement import replace_points

    amount = replace_points(g, player, amount)
    if amount <= 0:
        return
    p = g.player(player)
    p.points += amount
    g.emit("points_changed", player=player, amount=amount, points=p.points)
    if p.points >= g.victory_score and rules(g).wins_on_reaching_victory_score():
        win(g, player)


def score(g: Game, player: str, battlefield: str, method: str) -> None:
    """446-448: a player scores a battlefield (at most once per turn, 447). At Victory Score - 1 a Hold
    earns the Final Point; a Conquer earns it only if every battlefield was scored this turn, otherwise
    the player draws 1 instead (448.1.b)."""
    p = g.player(player)
    if battlefield in p.scored:
        return
    p.scored.append(battlefield)
    point = True
    if p.points == g.victory_score - 1 and method == "conquer":
        point = all(b.id in p.scored for b in g.battlefields)
    g.emit("points_scored", player=player, battlefield=battlefield, method=method, point=point)
    if point:
        gain_points(g, player, 1)
    else:
        draw(g, player, 1)
    from .triggers import score_triggers

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
