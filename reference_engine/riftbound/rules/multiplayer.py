"""Modes of play with three or four players and teams (v1.2 458-466, v1.3 476-484) and the rules of §300-399
that depend on them.

- Modes (``Game.mode``): ``duel`` and ``match`` (2 players), ``ffa3`` (3), ``ffa4`` (4), ``2v2`` (4 players in
  two teams of two whose turns alternate, 466.5.b). Each sets the default Victory Score (8, or 11 in 2v2).
- Teams: teammates win together (466.6.a); a team's point total is what its Victory Score is measured against
  (460.3 sets the score a player or a team must get to), so the engine adds up the teammates' points (each
  player's own points stay in the state). Opponents are the players of the other teams.
- Priority of teammates in the turn player's Neutral Open action phase: v1.2 316.2.b.1 / 316.2.c let them play
  spells and activate abilities without holding priority (the turn player's decision stays pending: their
  actions take precedence); v1.3 316.2.b.1 / 484.8.a only once the turn player invites them with their own
  priority (the ``give_priority`` action, ``Game.invited``; states.invitation_allowed).
- Moves and plays around a combat with more than two players (v1.2 425.2.a, 440.1-440.2; v1.3 442.2.a-b,
  457.1-457.3), and a battlefield a teammate controls during the turn player's Beginning Phase (315.2.b.2,
  446.1.a): disqualified from being scored by the turn player that turn (``Player.disqualified``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reference_engine.core.setup import bad_setup

from ..editions import rules
from ..model.errors import RulesError
from ..model.state import Game


@dataclass(frozen=True)
class Mode:
    players: int
    victory_score: int
    teams: bool


MODES: dict[str, Mode] = {
    "duel": Mode(2, 8, False),  # 462 (v1.3 480)
    "match": Mode(2, 8, False),  # 463 (481): one game of a best of three
    "ffa3": Mode(3, 8, False),  # 464 (482)
    "ffa4": Mode(4, 8, False),  # 465 (483)
    "2v2": Mode(4, 11, True),  # 466 (484)
}
DEFAULT_MODE = {2: "duel", 3: "ffa3", 4: "ffa4"}


def mode_of(setup: dict[str, Any], player_ids: list[str]) -> tuple[str, list[list[str]]]:
    """The setup's mode of play and teams, checked against its players (turn order)."""
    n = len(player_ids)
    if n not in DEFAULT_MODE:
        raise RulesError("unsupported", f"{n} players: the modes of play have 2, 3 or 4 players (460.1)")
    teams = _teams(setup.get("teams"), player_ids)
    mode = setup.get("mode")
    if mode is None:
        mode = "2v2" if teams else DEFAULT_MODE[n]
    if not isinstance(mode, str) or mode not in MODES:
        raise bad_setup(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    spec = MODES[mode]
    if spec.players != n:
        raise bad_setup(f"mode {mode} is played by {spec.players} players, the setup has {n}")
    if spec.teams and not teams:
        raise bad_setup(f"mode {mode} needs teams")
    if teams and not spec.teams:
        raise bad_setup(f"mode {mode} has no teams")
    if spec.teams:
        if len(teams) != 2 or any(len(t) != 2 for t in teams):
            raise bad_setup("2v2 is played by two teams of two players")
        seat = {pid: i for i, pid in enumerate(player_ids)}
        for team in teams:
            if abs(seat[team[0]] - seat[team[1]]) != 2:
                raise bad_setup("in 2v2 the turn order alternates teams (466.5.b.1)")
    return mode, teams


def _teams(raw: Any, player_ids: list[str]) -> list[list[str]]:
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(t, list) and t for t in raw):
        raise bad_setup("teams must be a list of non-empty lists of player ids")
    seen: list[str] = []
    for team in raw:
        for pid in team:
            if pid not in player_ids:
                raise bad_setup(f"teams: unknown player {pid!r}")
            if pid in seen:
                raise bad_setup(f"teams: player {pid!r} is on two teams")
            seen.append(pid)
    if len(seen) != len(player_ids):
        raise bad_setup("teams: every player must be on a team")
    # Each team's players in turn order, so winners and the like come out in turn order.
    return [sorted(team, key=player_ids.index) for team in raw]


# ----- who is who -------------------------------------------------------------------------------------
def team_of(g: Game, pid: str) -> list[str]:
    """The player's team (the player alone without teams), in turn order."""
    for team in g.teams:
        if pid in team:
            return list(team)
    return [pid]


def teammates(g: Game, pid: str) -> list[str]:
    return [p for p in team_of(g, pid) if p != pid]


def opponents(g: Game, pid: str) -> list[str]:
    """The player's opponents in turn order, starting with the next player after them."""
    ids = [p.id for p in g.players]
    start = ids.index(pid)
    mine = team_of(g, pid)
    return [ids[(start + i) % len(ids)] for i in range(1, len(ids)) if ids[(start + i) % len(ids)] not in mine]


def team_points(g: Game, pid: str) -> int:
    """460.3: the point total measured against the Victory Score, the team's in a mode with teams."""
    if not g.teams:  # every player on their own: asked for each player in every cleanup
        return g.player(pid).points
    return sum(g.player(p).points for p in team_of(g, pid))


# ----- winning (v1.2 322.1 / 449; v1.3 323.1 / 467) ---------------------------------------------------
def reached(g: Game, pid: str) -> bool:
    return team_points(g, pid) >= g.victory_score


def leads(g: Game, pid: str) -> bool:
    """v1.3 323.1: more points than every opponent (every other team)."""
    mine = team_points(g, pid)
    return all(mine > team_points(g, o) for o in opponents(g, pid))


# ----- teammates acting in the turn player's Neutral Open action phase (316.2.b.1) ----------------------
def may_act_as_teammate(g: Game, player: str) -> bool:
    """Whether ``player``, a teammate of the turn player, may play spells and activate abilities now although
    the turn player holds the pending priority decision: v1.2 always (316.2.b.1, 316.2.c: the turn player's
    pending decision takes precedence, the teammate acts between their actions); v1.3 never without an
    invitation, which hands them priority itself (``give_priority``)."""
    return rules(g).teammates_act_uninvited() and player in teammates(g, g.turn_player)


# ----- where units may go with more than two players ---------------------------------------------------
def combat_here(g: Game, battlefield: str) -> list[str]:
    """The players of a combat staged or in progress at ``battlefield`` (empty when there is none)."""
    bf = g.battlefield(battlefield)
    if bf is None:
        return []
    if g.combat is not None and g.combat.battlefield == battlefield:
        return [g.combat.attacker, g.combat.defender]
    if bf.combat_staged:
        return g.controllers_at(battlefield)
    return []


def check_destination(g: Game, player: str, to: str, rule_move: str) -> None:
    """Where ``player``'s units may not move (Standard Moves and moves by effects alike):
    - with more than two players, a battlefield where a combat is staged or in progress, unless the player
      already has permanents there (v1.2 425.2.a / 440.1) -- v1.3 also when they are in that combat (442.2.a);
    - v1.3 442.2.b: a battlefield controlled by a teammate."""
    # Every caller has refused a destination that is a base or no battlefield of the game (actions.check_move,
    # moves.check_outcome), so ``to`` is a battlefield here.
    fighters = combat_here(g, to)
    if len(g.players) > 2 and fighters:
        present = any(o.controller == player and o.on_board and o.location == to for o in g.objects.values())
        involved = rules(g).combatants_may_join_own_combat() and player in fighters
        if not (present or involved):
            raise RulesError("illegal_action", f"{to}: a combat is staged or in progress there and "
                             f"{player} has no permanents there", rule_move)
    bf = g.battlefield(to)
    assert bf is not None
    if rules(g).teammate_battlefields_closed() and bf.controller is not None and bf.controller in teammates(g, player):
        raise RulesError("illegal_action", f"{to} is controlled by {player}'s teammate", rule_move)


def check_unit_location(g: Game, player: str, location: str) -> None:
    """v1.2 440.2 / v1.3 457.2: with more than two players a unit can't be played to a battlefield where a
    combat is staged or in progress by a player not in that combat."""
    fighters = combat_here(g, location)
    if len(g.players) > 2 and fighters and player not in fighters:
        raise RulesError("invalid_target", f"{location}: a combat between other players is staged or in "
                         "progress there", "352.2.a")


# ----- the Beginning Phase (315.2.b.2, 446.1.a) ------------------------------------------------------------
def note_teammates_battlefields(g: Game) -> None:
    """Battlefields a teammate of the turn player controls during the Beginning Phase can't be scored by the
    turn player this turn."""
    me = g.player(g.turn_player)
    for bf in g.battlefields:
        if bf.controller in teammates(g, me.id) and bf.id not in me.disqualified:
            me.disqualified.append(bf.id)


# ----- Burn Out (418.2.c) ------------------------------------------------------------------------------
def choose_opponent(g: Game, player: str) -> str:
    """The opponent a burning-out player gives the point to. With one opponent there is nothing to choose;
    with two or more the player chooses (``choose_opponent``). The choice interrupts whatever drew, so, like a
    replacement-order choice, it is asked by abandoning the action and replaying it with the answers given so
    far (``replacement.NeedChoice``; RiftboundGame.act)."""
    from ..model.protocol import Decision, NeedChoice

    options = opponents(g, player)
    if len(options) == 1:
        return options[0]
    if not g.replacement_answers:
        raise NeedChoice(Decision(player=player, kind="choose_opponent", options=tuple(options)))
    # One of ``options``: the answer was checked against them when it was given (answers.py), and the replay
    # that comes back here is deterministic.
    return g.replacement_answers.pop(0)
