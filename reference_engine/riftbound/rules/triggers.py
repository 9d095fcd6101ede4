"""Triggered abilities (375-385): an object's abilities triggering on an event (376: Play, Attack, Defend,
Deathknell 734, "When you play another unit" 347.2), instructed actions of the turn's phases (315.3.c,
315.4.c, 317.1.a), Conquer and Hold effects (376.4.b-c, 448.2), death triggers evaluated after the deaths
(376.2.c), "the first time ... each turn" (376.1.b), abilities that work from the trash (378), and delayed
abilities (382-385; v1.3 359.3.f.3.a for the ones that record a location). Triggered abilities wait in
``g.waiting`` until they join the chain (376.3).

Queueing an ability is all this module does with the chain; the game actions that make abilities trigger
(actions.py, replacement.py) sit above it."""

from __future__ import annotations

from reference_engine.core import memo

from ..model.errors import RulesError
from ..model.protocol import Action, Decision, NeedChoice
from ..model.state import ChainItem, Delayed, Game, Obj, source_cdef
from ..probes.carddefs import Effect, Triggered
from .chain import push


def queue(
    g: Game,
    source: str,
    controller: str,
    ability: int = -1,
    *,
    location: str | None = None,
    effects: tuple[Effect, ...] | None = None,
    targets: list[str] | None = None,
    instances: list[str] | None = None,
) -> None:
    """A triggered ability waits to be added to the chain as a pending item (376.3)."""
    g.waiting.append(
        ChainItem(
            id=g.new_ability_id(source),
            kind="triggered",
            source=source,
            controller=controller,
            ability=ability,
            location=location,
            effects=effects,
            targets=list(targets or ()),
            instances=list(instances or ()),
        )
    )


# ----- an object's abilities trigger (376) -------------------------------------------------------------
def triggered_items(g: Game, obj: Obj, event: str) -> list[ChainItem]:
    """``obj``'s abilities that trigger on ``event`` now (376), as chain items not yet placed anywhere."""
    items: list[ChainItem] = []
    for index, t in enumerate(obj.cdef.triggered):
        if t.event != event:
            continue
        if t.condition is not None and not condition_met(g, obj, t.condition):  # 383.3.e: it must hold now
            continue
        items.append(
            ChainItem(
                id=g.new_ability_id(obj.id),
                kind="triggered",
                source=obj.id,
                controller=obj.controller,
                ability=index,
                needs_targets=t.target is not None,
                location=obj.location,  # 734.1.d.3: a Deathknell notes where its unit was
            )
        )
    return items


def trigger(g: Game, obj: Obj, event: str) -> None:
    """Queue ``obj``'s abilities that trigger on ``event`` (376); they join the chain as pending items."""
    g.waiting.extend(triggered_items(g, obj, event))
    if event == "play":
        unit_played(g, obj)  # "When you play another unit", card or token (347.2)


def unit_played(g: Game, obj: Obj) -> None:
    """A unit (card or token) was played: its controller's "When you play another unit" abilities trigger."""
    if not obj.is_unit:
        return
    for o in list(g.objects.values()):
        if o.id == obj.id or not o.on_board or o.controller != obj.controller:
            continue
        for index, t in enumerate(o.cdef.triggered):
            if t.event == "friendly_play":
                queue(g, o.id, o.controller, index, location=o.location)


# ----- Deathknells (734): on the chain before their units leave the board --------------------------------
def add_deathknells(g: Game, units: list[Obj]) -> None:
    """The Deathknells of ``units``, which are about to die together, join the chain as pending items before
    any of them moves (734.1.d.2; the cleanup's step 2a, 322.3 / v1.3 323.4; a kill instruction,
    415.1.a.1.b). They trigger at the same time: starting with the turn player and in turn order (376.3.b.1,
    303.2.a) each player adds theirs, in the order that player chooses (376.3.b; 734.2.a for the several
    Deathknells of one unit). The choice is asked in the middle of the game action that kills the units, so,
    like a replacement order, it is answered by replaying that action with the order (``trigger_order``)."""
    items = [item for u in units for item in triggered_items(g, u, "deathknell")]
    if not items:
        return  # the usual case
    for player in _turn_order(g):
        mine = [item for item in items if item.controller == player]
        for item in trigger_order(g, player, mine) if len(mine) > 1 else mine:
            push(g, item)


def trigger_order(g: Game, player: str, items: list[ChainItem]) -> list[ChainItem]:
    """``items``, ``player``'s triggers that trigger together, in the order ``player`` adds them to the chain
    (376.3.b): the next order replayed into this action (``Game.trigger_orders``, game.RiftboundGame.act), or
    stop and ask for it (``order_triggers``; the first listed is added first, so it resolves last)."""
    ids = tuple(item.id for item in items)
    if g.trigger_orders:
        order = g.trigger_orders.pop(0)
        if sorted(order) == sorted(ids):  # a stale order cannot happen in a deterministic replay
            by_id = {item.id: item for item in items}
            return [by_id[tid] for tid in order]
    raise NeedChoice(Decision(player=player, kind="order_triggers", options=ids))


def orderable_deathknells(board: list[Obj]) -> bool:
    """Whether some player controls two or more Deathknells on the board (``board``: the objects in a board
    zone), so that deaths together could ask for their order (Game.board_fact: reads controllers and cards)."""
    count: dict[str, int] = {}
    for o in board:
        n = sum(1 for t in o.cdef.triggered if t.event == "deathknell")
        if n:
            count[o.controller] = count.get(o.controller, 0) + n
            if count[o.controller] > 1:
                return True
    return False


def _turn_order(g: Game) -> list[str]:
    """The players starting with the turn player, in turn order (303.2.a)."""
    ids = [p.id for p in g.players]
    start = ids.index(g.turn_player)  # setup.py refuses a turn player not among the players
    return ids[start:] + ids[:start]


# ----- the turn's phases ------------------------------------------------------------------------------
def turn_triggers(g: Game, event: str) -> None:
    """ "In your Channel/Draw Phase", "At the end of your turn": the turn player's objects on the board."""
    for o in list(g.board_objects()):
        if o.on_board and o.controller == g.turn_player:
            trigger(g, o, event)


def extra_draws(g: Game) -> int:
    """315.4.a: additional cards the turn player gains for the Draw Phase (passives on their board)."""
    return sum(
        o.cdef.passives.count("extra_draw") for o in g.board_objects() if o.on_board and o.controller == g.turn_player
    )


# The events death_triggers looks for, and whether each card (by name) has an ability on one of them, found
# as cards are seen: every object is looked at for every death, and a card's abilities never change.
_DEATH_EVENTS = frozenset({"other_friendly_dies", "friendly_dies_in_trash", "first_friendly_death"})
_WATCHES_DEATHS: dict[str, bool] = memo.table()


# ----- scoring ------------------------------------------------------------------------------------------
def score_triggers(g: Game, player: str, battlefield: str, method: str) -> None:
    """448.2 / 376.4.b.2 / 376.4.c.2: "When I conquer/hold" of the player's units at the battlefield and
    "When you conquer/hold here" of the battlefield itself trigger when the player scores it, whatever
    happened to the point (376.4.b.2.c, 376.4.c.2.c)."""
    for o in g.units_at(battlefield):
        if o.controller == player:
            trigger(g, o, method)
    cdef = source_cdef(g, battlefield)
    for index, t in enumerate(cdef.triggered):
        if t.event == f"{method}_here":
            queue(g, battlefield, player, index, location=battlefield)


# ----- deaths -------------------------------------------------------------------------------------------
def death_triggers(g: Game, dying: list[tuple[Obj, str]]) -> None:
    """Abilities on the board see other units die but not their own (376.2.c.2: leaving at the same time);
    abilities that work from the trash see the death of the very card that just arrived there (376.2.c.1,
    378.2); an "Nth time" ability met several times at once triggers once for an instance its controller
    picks (376.1.b)."""
    if not dying:
        return
    linked_deaths(g, dying)  # v1.3 390.5: delayed linked abilities waiting for one of these deaths
    delayed_deaths(g, dying)  # v1.3 359.3.f.3.a(.1): "when it dies this turn, play a token there"
    for o in list(g.objects.values()):
        watches = _WATCHES_DEATHS.get(o.card)
        if watches is None:
            watches = _WATCHES_DEATHS[o.card] = any(t.event in _DEATH_EVENTS for t in o.cdef.triggered)
        if not watches:  # most cards: no ability below to look at
            continue
        for index, t in enumerate(o.cdef.triggered):
            if t.event == "other_friendly_dies" and o.on_board:
                for u, ctrl in dying:
                    if u.id != o.id and ctrl == o.controller:
                        queue(g, o.id, o.controller, index, location=o.location)
            elif t.event == "friendly_dies_in_trash" and o.zone == "trash":
                for _u, ctrl in dying:
                    if ctrl == o.owner:
                        queue(g, o.id, o.owner, index)
            elif t.event == "first_friendly_death" and o.on_board:
                key = f"{o.id}/{index}"
                instances = [u.id for u, ctrl in dying if ctrl == o.controller]
                if instances and key not in g.nth_fired:
                    g.nth_fired.add(key)
                    queue(g, o.id, o.controller, index, location=o.location, instances=instances)


# ----- delayed abilities ---------------------------------------------------------------------------------
def create_delayed(g: Game, kind: str, targets: list[str], controller: str, source: str) -> None:
    """A resolving spell creates a delayed ability lasting this turn (383-384; it expires in 317.3.a)."""
    for t in targets:
        g.delayed.append(Delayed(kind=kind, target=t, controller=controller, source=source))


# ----------------------------------------------------------------------------------------------------
# Edition 1.3: extra conditions on triggered abilities (v1.3 numbering).
#
# 383.3.e: a triggered ability whose effect starts with a conditional ("if ...") after its trigger condition
# is only added to the chain when that conditional holds at the moment the trigger condition is met.
# 383.4.e.2.b / 383.4.f.2.b: for Attack and Defend triggers that moment is when the unit gains the
# designation; a requirement that is false then keeps the ability from triggering in that combat, even if
# it becomes true later (the designation is only gained once per combat for triggering purposes).
#
# 383.3.a / 383.3.f: a "you may" trigger, or a "once each turn" one, asks its controller whether it is placed
# on the chain (``choose_optional_trigger``); declining a once-each-turn trigger does not use it up.
#
# 390.5 / 397: delayed linked abilities created by a resolving ability last while the object they reference is
# on the board (no "this turn" limit) and act only on the objects their linked ability chose.
#
# No v1.2 probe card carries a conditional, "you may" or "once each turn" flag, so v1.2 behaviour is untouched.



def condition_met(g: Game, obj: Obj, condition: str) -> bool:
    """Whether the intervening conditional ``condition`` of one of ``obj``'s triggered abilities holds now.

    - ``at_battlefield``: "if I'm at a battlefield" (the object is on the board at a battlefield).
    - ``controls_gear``: "if you control a gear" (the object's controller controls a gear on the board).
    """
    if condition == "at_battlefield":
        return obj.on_board and obj.zone == "battlefield"
    if condition == "controls_gear":
        return any(o.on_board and o.cdef.type == "gear" and o.controller == obj.controller for o in g.objects.values())
    raise ValueError(f"unknown trigger condition {condition!r}")


# ----- optional and once-each-turn triggers (383.3.a, 383.3.f) -------------------------------------------
OPTIONS = ("accept", "decline")


def _definition(g: Game, item: ChainItem) -> Triggered | None:
    """The printed triggered ability behind a waiting item (None for reflexive/delayed ones, 381, 384)."""
    if item.kind != "triggered" or item.effects is not None or item.ability < 0:
        return None
    return source_cdef(g, item.source).triggered[item.ability]


def _once_key(item: ChainItem) -> str:
    return f"once:{item.source}/{item.ability}"


def ask_optional(g: Game) -> bool:
    """383.3.a / 383.3.f.1: a waiting trigger whose effect starts with "you may", or that triggers "once
    each turn", asks its controller (``choose_optional_trigger``) whether it goes on the chain at all.
    A once-each-turn trigger already placed this turn does not trigger again (it leaves silently).
    True when that decision is now pending."""
    for item in list(g.waiting):
        t = _definition(g, item)
        if t is None or not (t.optional or t.once_each_turn):
            continue
        if f"optional:{item.id}" in g.counters:
            continue
        if t.once_each_turn and _once_key(item) in g.nth_fired:
            g.waiting.remove(item)
            continue
        g.decision = Decision(player=item.controller, kind="choose_optional_trigger", source=item.id, options=OPTIONS)
        return True
    return False


def check_optional(a: Action) -> None:
    # answers.check has refused any action but a choose for this decision
    if a.choice not in OPTIONS:
        raise RulesError("invalid_choice", "choose accept or decline", "383.3.a")


def answer_optional(g: Game, a: Action) -> None:
    """Accept: the trigger goes on to the chain (a once-each-turn one is used up for the turn). Decline: it
    never joins the chain, and a once-each-turn trigger has not triggered this turn (383.3.f.2)."""
    d = g.decision
    assert d is not None
    g.decision = None
    item = next(i for i in g.waiting if i.id == d.source)
    g.counters[f"optional:{item.id}"] = 1
    t = _definition(g, item)
    if a.choice == "accept":
        if t is not None and t.once_each_turn:
            g.nth_fired.add(_once_key(item))  # cleared with the turn's other "each turn" uses
        return
    g.waiting.remove(item)


# ----- Targeting Effects (383.4.b) -------------------------------------------------------------------
def targeting_triggers(g: Game, item: ChainItem) -> None:
    """383.4.b-b.3: "When you choose me" triggers when a spell or ability its controller controls that
    targets it is finalized; it waits to join the chain as a pending item above that item (383.4.b.2).
    Only targeting counts (383.4.b.3, 355.7): an untargeted effect that merely affects it does not."""
    for tid in item.targets:
        o = g.objects.get(tid)
        if o is None or not o.on_board or o.controller != item.controller:
            continue
        for index, t in enumerate(o.cdef.triggered):
            if t.event == "chosen":
                queue(g, o.id, o.controller, index, location=o.location)


# ----- delayed linked abilities (390.5, 397) ---------------------------------------------------------
def create_link(g: Game, e: Effect, item: ChainItem, targets: list[str]) -> None:
    """A resolving ability creates a delayed linked ability (390.5) tied to the objects it chose.

    - ``link_draw_on_death``: "When that unit dies, draw 1" references the affected object, so it waits
      as long as that object is on the board (390.5.a), with no "this turn" limit.
    - ``link_damage_on_my_death``: "When I die, deal N to that unit" references the source, so it waits as
      long as the source is on the board (390.5.b).
    Either way it only ever acts on the objects its linked ability chose (397).
    """
    for t in targets:
        watched = t if e.op == "link_draw_on_death" else item.source
        g.linked.append(Delayed(
            kind=e.op, target=t, controller=item.controller, source=item.source, amount=e.amount,
            watched_epoch=g.objects[watched].epoch, target_epoch=g.objects[t].epoch,
        ))


def linked_deaths(g: Game, dying: list[tuple[Obj, str]]) -> None:
    """Fire the delayed linked abilities whose awaited death is among ``dying``; drop those whose window
    (the referenced object on the board) has closed."""
    dead = {u.id for u, _ in dying}
    for link in list(g.linked):
        watched = link.target if link.kind == "link_draw_on_death" else link.source
        obj = g.objects.get(watched)
        # Dying took it off the board, its only change of object since the link was made: still the one waited on.
        if watched in dead and obj is not None and obj.epoch == link.watched_epoch + 1:
            g.linked.remove(link)
            if link.kind == "link_draw_on_death":
                queue(g, link.source, link.controller, effects=(Effect("draw", 1),))
            else:
                queue(g, link.source, link.controller, effects=(Effect("damage", link.amount),), targets=[link.target])
                # "that unit" is the one chosen: back on the board as a new object it is not (356.3.e.4, 397)
                g.waiting[-1].target_epochs[link.target] = link.target_epoch
        elif obj is None or not obj.on_board or obj.epoch != link.watched_epoch:
            g.linked.remove(link)  # 390.5.a-b: the window ended when the referenced object left the board


# ----- delayed abilities that recorded a location (v1.3 359.3.f.3.a) ---------------------------------------
def delayed_deaths(g: Game, dying: list[tuple[Obj, str]]) -> None:
    """Fire the "When it dies this turn, play a token there" abilities waiting for one of ``dying``; each
    joins the chain as a triggered ability of the card that created it, carrying the location recorded
    when it was created (359.3.f.3.a; recorded by information.py)."""
    dead = {u.id for u, _ in dying}
    for d in list(g.delayed):
        if d.kind == "token_on_death" and d.target in dead:
            g.delayed.remove(d)
            queue(g, d.source, d.controller, effects=(Effect("token_noted"),))
            g.waiting[-1].noted = d.location
