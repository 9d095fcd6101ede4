"""Edition 1.3 (v1.3 numbering): when an ability takes its information, and what "use" means.

- 359.3.e.15: a spell or ability that leaves the chain while it resolves (Probe Boomerang: its own
  instruction returns it to its owner's hand) stops at once: the instructions after that are not executed
  and it has finished resolving (``left_chain``; the card is not put in the trash, it is no longer on the
  chain).
- 359.3.f.3: information a triggered ability takes from its trigger condition is fixed when the condition
  is met. Probe Fae Fawn's "When I move from a location, play a token there" notes the origin of the move
  as it triggers (``ChainItem.noted``); where the unit is as the ability resolves does not matter.
- 359.3.f.3.a: a delayed triggered ability records such information when it is created (Probe Waymark:
  "there" is where the chosen unit was as the spell resolved, not where it dies). It fires, with what it
  recorded, among the other death triggers (triggers.delayed_deaths).
- 359.3.f.3.a.1: a linked ability that says so uses what its linked triggered ability's condition noted
  (Probe Pathfinder: "the location I moved from" is the origin of the move that triggered it).
- 359.3.f.4: "enemy"/"friendly" in a triggered ability's instruction are relative to the ability's
  controller, read as the instruction executes (abilities.execute: ``targets.options`` with the item's
  controller, not the source's current controller). Nothing more is needed here.
- 377.2.a: "When you use ..." is met when the activated ability resolves (``ability_used``, called by
  chain.finish_resolution): activating it triggers nothing, and a countered one never resolves.
- 377.2.b: a condition on using an ability ("use this ability only while I'm at a battlefield") must hold
  to activate it (``use_condition_met``, checked by abilities.check_activate).

No probe card of the v1.2 suite has any of these instructions or conditions, so v1.2 play is unchanged.
"""

from __future__ import annotations

from ..model.state import ChainItem, Delayed, Game, Obj
from ..probes.carddefs import Effect
from .tokens import play_token
from .triggers import queue, trigger

# Instructions executed here (abilities._execute_effect hands them over).
OPS = frozenset({"return_me", "token_noted", "delayed_token_on_death", "noted_token_on_death"})


# ----- 359.3.e.15: leaving the chain mid-resolution ----------------------------------------------------
def left_chain(g: Game, item: ChainItem) -> bool:
    """True once ``item`` is no longer on the chain: its remaining instructions are not executed."""
    return item not in g.chain


def _return_me(g: Game, item: ChainItem) -> None:
    """A resolving spell returns its own card to its owner's hand: the card, and so the spell, leaves the
    chain (359.3.e.15 then stops the rest of its instructions)."""
    obj = g.objects[item.source]  # only a spell says "return me" (Probe Boomerang), and it resolves on the chain
    g.put(obj, "hand")
    g.emit("zone_changed", object=obj.id, **{"from": "chain"}, to="hand", location=None)
    g.chain.remove(item)


# ----- 359.3.f.3: information from the trigger condition -----------------------------------------------
def move_triggers(g: Game) -> None:
    """Queue "When I move from a location" for every unit that moved since the last look, noting the
    location it moved from as the condition is met (359.3.f.3). Only permanents on the board see their
    own moves (384.2)."""
    if not g.moves:  # the usual case, once per action
        return
    moves, g.moves = g.moves, []
    for uid, origin in moves:
        obj = g.objects.get(uid)
        if obj is None or not obj.on_board:
            continue
        for index, t in enumerate(obj.cdef.triggered):
            if t.event == "moved_from":
                queue(g, obj.id, obj.controller, index, location=obj.location)
                g.waiting[-1].noted = origin
                g.waiting[-1].needs_targets = t.target is not None


def _play_token_at(g: Game, source: str, controller: str, where: str | None) -> None:
    """Play a Recruit unit token (347.2) at the recorded location: the controller's base, or a
    battlefield (contesting it if its controller doesn't control it, 184.3.a.1). Nothing was recorded
    (the unit was not on the board) → nothing happens (359.3.e.6)."""
    if where is None:
        return
    play_token(g, source, controller, location=where)  # a Recruit token, play_token's default


# ----- 359.3.f.3.a / 359.3.f.3.a.1: delayed and linked abilities record on creation ---------------------
def _create(g: Game, e: Effect, item: ChainItem, targets: list[str]) -> None:
    """``delayed_token_on_death``: the location of the chosen unit is recorded now, as the delayed ability
    is created (359.3.f.3.a). ``noted_token_on_death``: the linked ability says to use the location its
    triggered ability's condition noted (359.3.f.3.a.1). Both last this turn (390.2)."""
    for t in targets:
        o = g.objects[t]
        recorded_now = o.location if o.on_board else None
        where = recorded_now if e.op == "delayed_token_on_death" else item.noted
        g.delayed.append(
            Delayed(kind="token_on_death", target=t, controller=item.controller, source=item.source, location=where)
        )


def run(g: Game, e: Effect, item: ChainItem, targets: list[str]) -> None:
    """Execute one of this module's instructions (``OPS``)."""
    if e.op == "return_me":
        _return_me(g, item)
    elif e.op == "token_noted":
        _play_token_at(g, item.id, item.controller, item.noted)
    else:
        _create(g, e, item, targets)


# ----- 377.2: "use" ----------------------------------------------------------------------------------
def use_condition_met(obj: Obj, condition: str) -> bool:
    """377.2.b: ``at_battlefield`` = "use this ability only while I'm at a battlefield"."""
    if condition == "at_battlefield":
        return obj.on_board and obj.zone == "battlefield"
    raise ValueError(f"unknown use condition {condition!r}")


def ability_used(g: Game, item: ChainItem) -> None:
    """377.2.a: an activated ability has just resolved, so it has been "used": "When you use a gear's
    ability" of its controller's permanents on the board trigger now (not when it was activated).
    chain.resolve calls it for activated abilities only."""
    src = g.objects.get(item.source)
    if src is None or src.cdef.type != "gear":
        return
    for o in list(g.objects.values()):
        if o.on_board and o.controller == item.controller:
            trigger(g, o, "used_gear_ability")
