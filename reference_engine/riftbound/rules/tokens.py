"""Tokens, group targets and "this turn" Might bonuses for the token probes (cards.TOKEN_PROBES).

- 347.2 (v1.3 350.2): tokens are not cards, yet they are Played. A token unit goes through the play of its
  type (179.1.a): it enters exhausted, at the location the effect names, and counts as a unit its controller
  played ("When you play another unit" sees it). Not being a card, a token that leaves the board for any
  other zone ceases to exist (180.1): it is listed in no zone and drops out of the observable ``objects``.
- 352.11-352.11.b: a group of targets with a requirement the group must meet as a whole ("any number of
  units at a battlefield with total Might 4 or less"). The group is checked as the spell is played; on
  resolution, if the targets still legal no longer meet it together, the controller picks a subset of them
  that does (a ``choose_targets`` decision whose answer may list fewer ids than ``count``). Targets that left
  the chosen battlefield are no longer legal in v1.2; v1.3 (355.11.b) lets them be kept as long as every unit
  kept is at one battlefield.
"""

from __future__ import annotations

from ..editions import rules
from ..model.errors import RulesError
from ..model.protocol import Action, Decision
from ..model.state import ChainItem, Game, Obj
from .chain import finish_resolution
from .replacement import contest_on_arrival, kill_units
from .targets import group_limit
from .triggers import trigger

# Instructions executed here (resolution.execute_item hands items with any of them over).
OPS = frozenset({"play_token", "might_this_turn"})




def bonus_key(o: Obj, turn: int) -> str:
    """Key of a "this turn" Might bonus in ``Game.counters``: tied to this incarnation of the object
    (356.3.e.4: a new object after a zone change) and to the turn; actions.end_this_turn_effects removes it
    as the "this turn" effects end (317.3.a)."""
    return f"might+{o.id}@{o.epoch}@{turn}"


# ----- playing tokens (347.2) ------------------------------------------------------------------------
def play_token(
    g: Game, source: str, controller: str, card: str = "Recruit Token", *, location: str = "base", ready: bool = False
) -> Obj:
    """Play a unit token to its controller's base or to a battlefield (179.1.a, 176-177: owned and controlled
    by the effect's controller); token ids follow PROTOCOL.md section 6 (``<source>+<n>``). Returns the token.

    Each Probe Mint of the controller replaces the event with playing the token and a copy; each applies once
    to the event and to what replaced it (v1.3 370.2), so n Mints make 2**n tokens, and the copies inherit
    the event's modifications, e.g. entering ready (v1.3 375)."""
    mints = [o for o in g.objects.values()
             if o.on_board and "mint" in o.cdef.replacements and o.controller == controller]
    tokens = [_one_token(g, source, controller, card, location, ready) for _ in range(2 ** len(mints))]
    return tokens[0]


def _one_token(g: Game, source: str, controller: str, card: str, location: str, ready: bool) -> Obj:
    key = f"token:{source}"
    g.counters[key] = g.counters.get(key, 0) + 1
    tid = f"{source}+{g.counters[key]}"
    zone = "base" if location == "base" else "battlefield"
    tok = Obj(id=tid, card=card, owner=controller, controller=controller, zone=zone, location=location)
    tok.exhausted = not ready  # 179.1.d: a token unit enters exhausted like any unit, unless told otherwise
    g.objects[tid] = tok
    if zone == "base":
        g.player(controller).zones["base"].append(tid)
    g.emit("token_played", object=tid, card=card, player=controller, location=location)
    contest_on_arrival(g, location, controller)
    trigger(g, tok, "play")  # 376.4.a: it was played, so "when you play" abilities see it
    return tok


def handles(g: Game, item: ChainItem) -> bool:
    src = g.objects.get(item.source)
    if item.kind != "spell" or src is None:
        return False
    cdef = src.cdef
    return group_limit(cdef) is not None or any(e.op in OPS for e in cdef.effects)


def _still_legal(g: Game, item: ChainItem) -> list[str]:
    """Targets still units at a battlefield (v1.2: at the chosen one, 352.11.b)."""
    out = []
    for t in item.targets:
        o = g.objects.get(t)
        if o is None or not o.is_unit or o.zone != "battlefield":
            continue
        if rules(g).targets_stay_at_chosen_battlefield() and o.location != item.location:
            continue
        out.append(t)
    return out


def _fulfils(g: Game, ids: list[str], limit: int) -> bool:
    objs = [g.objects[t] for t in ids]
    return len({o.location for o in objs}) <= 1 and sum(g.might(o) or 0 for o in objs) <= limit


def execute(g: Game, item: ChainItem) -> bool:
    """Resolve a token probe spell; False when its controller must first pick a subset (352.11.b)."""
    cdef = g.objects[item.source].cdef
    limit = group_limit(cdef)
    if limit is not None:
        legal = _still_legal(g, item)
        if not _fulfils(g, legal, limit):
            g.decision = Decision(
                player=item.controller,
                kind="choose_targets",
                source=item.id,
                options=tuple(legal),
                count=len(legal),
            )
            return False
        kill_units(g, [g.objects[t] for t in legal])
        return True
    for e in cdef.effects:
        if e.op == "play_token":
            for _ in range(e.amount):
                play_token(g, item.id, item.controller)
        elif e.op == "might_this_turn":
            for t in item.targets:
                o = g.objects.get(t)
                if o is not None and o.is_unit and o.on_board:
                    key = bonus_key(o, g.turn)
                    g.counters[key] = g.counters.get(key, 0) + e.amount
    return True


# ----- the subset decision (352.11.b) ----------------------------------------------------------------
def is_group_decision(g: Game) -> bool:
    """A ``choose_targets`` for a resolving spell (not a pending trigger) is a 352.11.b subset choice."""
    d = g.decision
    return d is not None and d.kind == "choose_targets" and any(
        i.id == d.source and not i.pending and i.kind == "spell" for i in g.chain
    )


def check_subset(g: Game, a: Action) -> list[str]:
    d = g.decision
    assert d is not None
    if a.kind != "choose_targets":
        raise RulesError("wrong_decision", f"{a.kind} does not answer {d.kind}")
    if a.source != d.source:
        raise RulesError("invalid_choice", f"targets are being chosen for {d.source}")
    chosen = list(a.targets or ())
    options = d.options or ()
    if any(t not in options for t in chosen) or len(set(chosen)) != len(chosen):
        raise RulesError("invalid_target", f"keep only some of {list(options)}", "352.11.b")
    item = next(i for i in g.chain if i.id == d.source)
    limit = group_limit(g.objects[item.source].cdef)
    assert limit is not None
    if not _fulfils(g, chosen, limit):
        raise RulesError("invalid_target", f"the units kept must meet the group requirement ({limit})", "352.11.b")
    return chosen


def answer_subset(g: Game, a: Action) -> None:
    """The chosen subset is what the spell affects; then it finishes resolving."""
    chosen = check_subset(g, a)
    d = g.decision
    assert d is not None
    g.decision = None
    item = next(i for i in g.chain if i.id == d.source)
    item.targets = chosen
    kill_units(g, [g.objects[t] for t in chosen])
    finish_resolution(g, item)
