"""Targets of the play process (352.5-352.14) and their legality on resolution (356.3.e).

- How many targets a card chooses: one by default; "up to N" cards may choose 0..N (352.12-352.13); a
  split-damage card chooses up to the damage available when it is played (352.14.c).
- Identity (356.3.e.2-e.4): an object that changes zones to or from a non-board zone becomes a new object,
  so a target that left the board and came back is no longer the object that was chosen. The engine counts
  those zone changes per object (``Obj.epoch``) and a chain item remembers the count of each target.
"""

from __future__ import annotations

from ..editions import rules
from ..model.errors import RulesError
from ..model.state import ChainItem, Game
from ..probes.carddefs import passive_value
from ..probes.catalogue import CardDef, TargetSpec


def options(g: Game, spec: TargetSpec, controller: str, self_id: str, here: str | None = None) -> list[str]:
    """Legal choices for ``spec`` now (352.8): units on the board, spells or abilities on the chain other than
    the item itself (352.8.c; ``self_id``). A unit is never the item choosing: an ability of a permanent may
    target that permanent (352.8.c), and a card being played is not on the board."""
    if spec == "spell":
        return [i.id for i in reversed(g.chain) if i.kind == "spell" and i.id != self_id]
    if spec == "ability":  # v1.3 377.2.a probe Null Seal (information.py): an ability on the chain
        return [i.id for i in reversed(g.chain) if i.kind in ("activated", "triggered") and i.id != self_id]
    if spec == "friendly_unit_and_battlefield":  # Probe Ferry (moves.py): the unit, then a battlefield
        return [*options(g, "friendly_unit", controller, self_id), *(b.id for b in g.battlefields)]
    out: list[str] = []
    # The board list (objects order) rather than every object, and plain tests rather than a table built per
    # object: legal_actions asks this for every target candidate of every playable card.
    for o in g.board_objects():
        if not (o.is_unit and o.on_board):
            continue
        if spec == "unit_at_battlefield":
            ok = o.zone == "battlefield"
        elif spec == "enemy_unit_here":
            ok = o.zone == "battlefield" and o.location == here and o.controller != controller
        elif spec == "friendly_unit":
            ok = o.controller == controller
        elif spec == "friendly_unit_at_battlefield":
            ok = o.zone == "battlefield" and o.controller == controller
        elif spec == "ready_unit":
            ok = not o.exhausted
        else:  # "unit", and any other spec: every unit on the board
            ok = True
        if ok:
            out.append(o.id)
    return out


def reject_non_objects(g: Game, chosen: list[str], what: str) -> None:
    """Targets are game objects (352.8): a battlefield or a player is never one, an unknown id is an error."""
    for t in chosen:
        if g.battlefield(t) is not None or g.has_player(t):
            raise RulesError("invalid_target", f"{t} is not a legal target for {what}", "352.8")
        if t not in g.objects and not any(i.id == t for i in g.chain):
            raise RulesError("unknown_object", f"unknown target {t!r}")


def split_amount(g: Game, player: str, self_id: str) -> int:
    """The damage a ``split_hand`` card divides: the cards in its controller's hand, itself excluded."""
    return len([c for c in g.player(player).zones["hand"] if c != self_id])


def target_range(g: Game, cdef: CardDef, player: str, self_id: str) -> tuple[int, int]:
    """(fewest, most) targets the card may choose as it is played (352.7, 352.13, 352.14.c)."""
    if passive_value(cdef, "split_hand") is not None:
        # 352.14.c: no more targets than the damage available as it is played.
        return 0, split_amount(g, player, self_id)
    most = passive_value(cdef, "max_targets") or 1
    fewest = passive_value(cdef, "min_targets")
    return (1 if fewest is None else fewest), most


def check(
    g: Game, cdef: CardDef, given: tuple[str, ...] | None, player: str, self_id: str, what: str
) -> list[str]:
    """Validate the targets chosen for a card being played (352.7-352.8, 352.12-352.14.c)."""
    chosen = list(given or ())
    spec = cdef.target
    if spec is None:
        if chosen:
            raise RulesError("invalid_target", f"{what} chooses no targets", "352.4.a")
        return []
    reject_non_objects(g, chosen, what)
    if len(set(chosen)) != len(chosen):
        raise RulesError("invalid_target", f"{what}: each target is a separate choice", "352.12")
    fewest, most = target_range(g, cdef, player, self_id)
    if not fewest <= len(chosen) <= most:
        rule = "352.14.c" if passive_value(cdef, "split_hand") is not None else "352.7"
        raise RulesError("invalid_target", f"{what} chooses {fewest} to {most} targets", rule)
    legal = options(g, spec, player, self_id)
    for t in chosen:
        if t not in legal:
            raise RulesError("invalid_target", f"{t} is not a legal target for {what}", "352.8")

    check_group(g, cdef, chosen, what)  # 352.11.a: a group requirement is met by the targets together
    return chosen


def stamp(g: Game, item: ChainItem) -> None:
    """Remember which incarnation of each target was chosen (356.3.e.4)."""
    for t in item.targets:
        if t in g.objects and t not in item.target_epochs:
            item.target_epochs[t] = g.objects[t].epoch

    remember_battlefield(g, item)  # 352.11.b: where a group spell chose its units


def stamp_all(g: Game) -> None:
    for item in g.chain:
        stamp(g, item)


def same_objects(g: Game, item: ChainItem) -> list[str]:
    """The targets that are still the objects that were chosen (356.3.e.2-e.4)."""
    out = []
    for t in item.targets:
        obj = g.objects.get(t)
        if obj is not None and t in item.target_epochs and obj.epoch != item.target_epochs[t]:
            continue
        out.append(t)
    return out


def legal_on_resolution(g: Game, item: ChainItem, spec: TargetSpec | None) -> list[str]:
    """356.3.e.2-e.3: targets still meeting the requirements now (wherever they went meanwhile) and still the
    same objects; the others are unaffected (356.3.e.5)."""
    kept = same_objects(g, item)
    if spec is None:
        return kept
    legal = options(g, spec, item.controller, item.id, here_of(g, item))
    return [t for t in kept if t in legal]


def here_of(g: Game, item: ChainItem) -> str | None:
    """Where "here" is as the item resolves. 1.2: where the ability's source was as it went on the chain.
    1.3 (359.3.f.1-f.2): a referent to the source ("here", "my") is read as the instruction executes, so an
    ability of a permanent uses where that permanent is now, and nowhere once it has left the board (a
    battlefield's own ability keeps the battlefield)."""
    return rules(g).here_of(g, item)


def group_limit(cdef: CardDef) -> int | None:
    """The total Might a ``group_might:N`` card's targets may have together (352.11), None otherwise."""
    return passive_value(cdef, "group_might")


# ----- group targets (352.11) ------------------------------------------------------------------------
def check_group(g: Game, cdef: CardDef, chosen: list[str], what: str) -> None:
    """352.11.a: the chosen units together meet the card's requirement: one battlefield, total Might."""
    limit = group_limit(cdef)
    if limit is None or not chosen:
        return
    places = {g.objects[t].location for t in chosen}
    if len(places) > 1:
        raise RulesError("invalid_target", f"{what}: its targets must all be at one battlefield", "352.11.a")
    total = sum(g.might(g.objects[t]) or 0 for t in chosen)
    if total > limit:
        raise RulesError(
            "invalid_target", f"{what}: its targets' total Might {total} exceeds {limit}", "352.11.a"
        )


def remember_battlefield(g: Game, item: ChainItem) -> None:
    """The battlefield a group spell chose its units at (its ``location``), for 352.11.b on resolution."""
    if item.kind != "spell" or group_limit(g.objects[item.source].cdef) is None or item.location is not None:
        return
    if item.targets and item.targets[0] in g.objects:
        item.location = g.objects[item.targets[0]].location
