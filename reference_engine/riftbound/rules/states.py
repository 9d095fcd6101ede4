"""States of the turn (307-310) and the timing permissions they imply (308.1.a, 309.1.a, 310.1.a,
732, 739), the turn player's teammate's included (316.2.b.1: acting uninvited in v1.2, invited with priority
in v1.3, 484.8.a)."""

from __future__ import annotations

from ..editions import Segment, rules
from ..model.errors import RulesError
from ..model.state import Game
from .multiplayer import teammates

# The protocol keeps one phase id for both editions: `action` is v1.2's Action Phase and v1.3's Main Phase
# (docs/PROTOCOL-riftbound.md section 3).
ACTION_PHASE = "action"


def is_closed(g: Game) -> bool:
    """309.1: a Closed State exists while a chain exists."""
    return bool(g.chain)


def in_showdown(g: Game) -> bool:
    """308.1: a Showdown State while a showdown is in progress."""
    return g.showdown is not None


def turn_state(g: Game) -> str:
    """310: the four combined states."""
    return f"{'showdown' if in_showdown(g) else 'neutral'}_{'closed' if is_closed(g) else 'open'}"


def in_action_phase(g: Game) -> bool:

    return current_phase(g) == ACTION_PHASE


def check_timing(g: Game, player: str, *, action: bool, reaction: bool, what: str) -> None:
    """Raise ``timing`` unless ``player`` (who holds priority) may play/activate ``what`` now.

    - Closed State: only Reaction (309.1.a, 739.1.c).
    - Showdown Open: only Action or Reaction, and only the Focus holder (308.1.a, 313.1, 732.1.b).
    - Neutral Open: the default permission, the turn player during their action phase (310.1.a).
    """
    source = g.objects.get(what)
    if source is not None and "opponents_turn_only" in source.cdef.passives and player == g.turn_player:
        # 363.1: a passive of a card in hand describes its own context and applies there.
        raise RulesError("timing", f"{what} can only be played during an opponent's turn", "363.1")
    if is_closed(g):
        if not reaction:
            raise RulesError(
                "timing",
                f"{what}: only Reaction cards and abilities can be used in a Closed State",
                "309.1.a",
            )
        return
    if in_showdown(g):
        if not (action or reaction):
            raise RulesError(
                "timing",
                f"{what}: only Action or Reaction cards and abilities can be used during a showdown",
                "308.1.a",
            )
        # Only the Focus holder acts here (313.1), and only they can: gaining Focus gives priority (313.2),
        # priority leaves them only on a non-empty chain (a Closed State, above), the setup check refuses a
        # Showdown Open setup whose priority holder lacks Focus, and a v1.2 teammate acts out of turn only in a
        # Neutral State (game._teammate_out_of_turn). Anyone else is refused before this, as not holding the
        # decision.
        return
    # Neutral Open (310.1.a): the turn player in their action phase, or the teammate the rules let act (v1.2
    # uninvited, v1.3 invited with priority, 316.2.b.1). Nothing more to check here: only they can hold the
    # priority decision in that state (RiftboundGame's check: the setup refuses any other holder, the game
    # gives it to no one else, and a v1.2 teammate acts out of turn only within these limits).


def segments(g: Game) -> tuple[Segment, ...]:
    return rules(g).segments


def current_phase(g: Game) -> str:
    return segments(g)[g.segment][0]


def current_step(g: Game) -> str | None:
    return segments(g)[g.segment][1]


# ----- inviting a teammate to act (v1.3 316.2.b.1, 484.8.a) --------------------------------------------
def invitation_allowed(g: Game, player: str, to: str | None) -> None:
    """v1.3 316.2.b.1 / 484.8.a: the turn player invites a teammate to act with their own priority, in a
    Neutral Open state of their action phase. Raises why not."""
    if rules(g).teammates_act_uninvited():
        raise RulesError("illegal_action", "in v1.2 teammates act without being given priority (316.2.b.1)",
                         "316.2.b.1")
    if to is None or not g.has_player(to):
        raise RulesError("unknown_object", f"give_priority: unknown player {to!r}")
    if to not in teammates(g, player):
        raise RulesError("invalid_choice", f"{to} is not a teammate of {player}", "316.2.b.1")
    if player != g.turn_player or not in_action_phase(g) or is_closed(g) or in_showdown(g):
        raise RulesError("timing", "only the turn player, in a Neutral Open state of their action phase, can "
                         "invite a teammate to act", "316.2.b.1")
