"""Playing cards (346-356): move to the chain (351), choices (352: location, targets, optional costs),
total cost (353, costs.py), payment (354), legality (355), finalize; units/gear resolve at once (333.1.c,
356.2), spells linger on the chain (356.3).

A play that needs a choice the action does not carry stops with the card pending on the chain and a
decision for its controller (``choose_optional_cost``, ``choose_cost``); the answer continues it. The player
may use Reaction "Add" abilities meanwhile (354.1.a). Every decision only offers choices that keep the rest of
the process legal (352.16, 354.3), so an action-started play never needs undoing. A card played by a
resolving effect (``play_top``) is moved to the chain at once and waits for that effect to finish (351.3);
if it then cannot be paid for, its play is undone and it goes back where it was (355.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..editions import rules
from ..model.errors import RulesError
from ..model.protocol import Action, Decision
from ..model.state import ChainItem, Game, Obj
from .abilities import activate, activated_ability, check_activate
from .actions import kill
from .chain import finalize, push, request_settle
from .costs import (
    Cost,
    ability_extra,
    card_cost,
    check_mode,
    has_optional,
    is_modal,
    mode_effects,
    mode_options,
    paid_bonus,
    pay,
    payment,
)
from .moves import check_outcome
from .multiplayer import check_unit_location
from .replacement import contest_on_arrival, replace_death
from .resolution import (
    answer_split,
    answer_trigger_cost,
    check_split,
    check_trigger_cost,
    is_trigger_cost_decision,
    run_effects,
)
from .states import check_timing
from .targets import check as check_targets
from .targets import options as target_options
from .targets import stamp
from .triggers import trigger

OPTIONAL = ("pay", "decline")


@dataclass
class PlayInProgress:
    """A card between step 1 and step 6 of its play (351-356)."""

    card: str
    player: str
    origin: str
    location: str | None
    targets: list[str] = field(default_factory=list)
    ignore: str | None = None  # "all" | "energy": played ignoring (some of) its cost (353.1)
    accelerate: bool | None = False  # None: not decided yet (asked)
    optional: bool | None = False
    kill: str | None = None  # the friendly unit chosen to pay a kill cost (353.2.a.1)
    waiting: bool = False  # started by an effect that is still resolving (351.3)
    asking: str | None = None  # "accelerate" | "optional" | "kill" | "mode"
    mode: str | None = ""  # v1.3 355.3: "" not a modal card; None not chosen yet (asked); else "1", "2"…


def kill_options(g: Game, player: str, location: str | None) -> list[str]:
    """Friendly units that may pay "kill a friendly unit" (353.2.a.1), except one whose death would make the
    chosen battlefield illegal for the unit being played (352.16, 354.3).

    1.3: no exception. A battlefield left without units becomes uncontrolled only in an Open state (323.6),
    and the card being played keeps the state Closed until it has entered, so the chosen battlefield is
    still controlled at the legality check (358.1-358.2) and as the unit enters (359.2.c); v1.3 dropped the
    v1.2 examples of 352.16/354.3 that forbade this."""
    mine = [o for o in g.board_objects() if o.is_unit and o.on_board and o.controller == player]
    if rules(g).may_leave_battlefield_empty():
        return [o.id for o in mine]
    out = []
    for o in mine:
        alone = not any(u.location == location and u.id != o.id for u in mine)
        if location not in (None, "base") and o.location == location and alone:
            continue
        out.append(o.id)
    return out


def _location(g: Game, obj: Obj, action: Action) -> str | None:
    """352.2-352.3: units choose where they enter; spells that move a unit choose its destination."""
    cdef = obj.cdef
    moves = "moves" in cdef.passives
    if cdef.type != "unit" and not moves:
        if action.location not in (None, "base"):
            raise RulesError("invalid_target", f"{obj.id}: only units choose a location", "356.2.d")
        return None
    location = action.location or "base"
    if location == "base" and "moves_to_battlefield" in cdef.passives:  # Probe Charge: a battlefield only
        raise RulesError("invalid_target", f"{obj.id} moves a unit to a battlefield, not to a base", "352.3")
    if location != "base":
        bf = g.battlefield(location)
        if bf is None:
            raise RulesError("unknown_object", f"unknown location {location!r}")
        # 352.2.a: by default your base or a battlefield you control; 352.2.b: a card may allow more.
        if cdef.type == "unit" and bf.controller != action.player and "play_anywhere" not in cdef.passives:
            raise RulesError(
                "invalid_target", f"{location}: units are played to your base or a battlefield you control",
                "352.2.a",
            )
    return location


def check_play(g: Game, action: Action) -> tuple[Obj, str | None, list[str], Cost]:
    """Everything steps 2-5 would check (352-355) with the choices the action makes, without changing the
    state. An optional cost not yet chosen counts as declined here."""
    obj, location = check_play_untargeted(g, action)
    cdef = obj.cdef
    targets = check_targets(g, cdef, action.targets, action.player, obj.id, obj.id)
    if "moves" in cdef.passives:
        _check_destination(g, targets, location)
        check_outcome(g, action.player, location or "base", "355.2")  # no units of three players at one battlefield
    elif cdef.type == "unit" and location not in (None, "base"):
        check_unit_location(g, action.player, location)  # 440.2 (v1.3 457.2)
    if "kill_cost" in cdef.passives:
        if not any(o.is_unit and o.on_board and o.controller == action.player for o in g.board_objects()):
            raise RulesError("cannot_pay", f"{obj.id}: no friendly unit to kill for its cost", "353.2.a.1")
        if not kill_options(g, action.player, location):
            raise RulesError(
                "invalid_target", f"{obj.id}: paying its cost would lose {location}, where it enters", "352.16"
            )
    cost = card_cost(g, cdef, action.player, accelerate=action.accelerate, targets=targets)
    if payment(g, action.player, cost) is None:
        raise RulesError("cannot_pay", f"{obj.id}: the rune pool can't pay {cost.describe()}", "354.1")
    return obj, location, targets, cost


def check_play_untargeted(g: Game, action: Action) -> tuple[Obj, str | None]:
    """The checks of ``check_play`` that do not depend on the targets chosen, in the same order (the card,
    where it is, timing, location, Accelerate): ``legal_actions`` runs them once per card, location and
    Accelerate rather than once per target candidate. Returns the card's object and its location."""
    assert action.card is not None
    obj = g.objects.get(action.card)
    if obj is None:
        raise RulesError("unknown_object", f"unknown object {action.card!r}")
    cdef = obj.cdef
    if obj.owner != action.player or obj.zone not in ("hand", "champion_zone"):
        raise RulesError("illegal_action", f"{obj.id} is not a card you can play from your hand", "406")
    if cdef.type not in ("unit", "spell", "gear"):
        raise RulesError("illegal_action", f"{obj.id}: only main deck cards are played", "132.6")
    check_timing(g, action.player, action=cdef.has("Action"), reaction=cdef.has("Reaction"), what=obj.id)
    location = _location(g, obj, action)
    if action.accelerate and not cdef.has("Accelerate"):
        raise RulesError("illegal_action", f"{obj.id} has no Accelerate", "731")
    return obj, location


def _check_destination(g: Game, targets: list[str], location: str | None) -> None:
    """352.3 / 355.2: a unit moved by a spell must go somewhere else on the board."""
    for t in targets:
        o = g.objects[t]
        if o.location == location:
            raise RulesError("invalid_target", f"{t} is already at {location}", "352.3")


def play(g: Game, action: Action) -> None:
    obj, location, targets, _ = check_play(g, action)
    cdef = obj.cdef
    pp = PlayInProgress(
        card=obj.id,
        player=action.player,
        origin=obj.zone,
        location=location,
        targets=targets,
        accelerate=action.accelerate,
        optional=None if has_optional(cdef) else False,
        mode=None if is_modal(cdef) else "",
    )
    to_chain(g, pp, obj)
    g.plays.append(pp)
    proceed(g, pp)


def to_chain(g: Game, pp: PlayInProgress, obj: Obj) -> None:
    """Step 1 (351): the card leaves its zone for the chain as a pending item; the state closes."""
    origin = obj.zone
    g.put(obj, "chain")
    g.emit("zone_changed", object=obj.id, **{"from": origin}, to="chain", location=None)
    item = ChainItem(
        id=obj.id,
        kind=obj.cdef.type,
        source=obj.id,
        controller=pp.player,
        targets=list(pp.targets),
        location=pp.location,
    )
    push(g, item)
    stamp(g, item)


def start_effect_play(g: Game, player: str, obj: Obj, ignore: str) -> None:
    """A resolving effect plays ``obj`` to its controller's base (e.g. "play the top card of your main deck,
    ignoring its cost"): step 1 now, the rest once the effect has finished (351.3)."""
    pp = PlayInProgress(
        card=obj.id,
        player=player,
        origin=obj.zone,
        location=None,  # nothing is chosen: a unit enters its controller's base (_enter_board), as gear always does
        ignore=ignore,
        accelerate=None if obj.cdef.has("Accelerate") else False,
        optional=None if has_optional(obj.cdef) else False,
        waiting=True,
    )
    to_chain(g, pp, obj)
    g.plays.append(pp)


def resume_waiting(g: Game) -> None:
    """351.3: the effect that started these plays has finished; they carry on in the order they started."""
    for pp in list(g.plays):
        if pp.waiting:
            pp.waiting = False
            if not proceed(g, pp):
                return


def proceed(g: Game, pp: PlayInProgress) -> bool:
    """Steps 2-6 for ``pp`` as far as possible; False when a decision is now pending."""
    obj = g.objects[pp.card]
    cdef = obj.cdef
    if pp.mode is None:  # 355.3: the mode is chosen in step 2, with the targets, before any cost
        return _ask(g, pp, "mode", "choose_mode", mode_options(cdef))
    if pp.accelerate is None:
        return _ask(g, pp, "accelerate", "choose_optional_cost", OPTIONAL)
    if pp.optional is None:
        return _ask(g, pp, "optional", "choose_optional_cost", OPTIONAL)
    if "kill_cost" in cdef.passives and pp.kill is None:
        options = kill_options(g, pp.player, pp.location)
        if not options:
            _undo(g, pp)
            return True
        if len(options) > 1:
            return _ask(g, pp, "kill", "choose_cost", tuple(options))
        pp.kill = options[0]
    cost = _cost(g, pp)
    taken = payment(g, pp.player, cost)
    if taken is None:  # only a play started by an effect gets here (355.3)
        _undo(g, pp)
        return True
    g.plays.remove(pp)
    item = next(i for i in g.chain if i.id == pp.card)
    pay(g, pp.player, cost, taken)
    if pp.kill is not None:
        # 354.2: a non-standard cost, paid with the rest; replaced by another event it still counts as paid
        # (354.2.a).
        victim = g.objects[pp.kill]
        if not replace_death(g, victim):
            kill(g, victim)
    if pp.mode:
        item.effects = mode_effects(cdef, pp.mode)  # only the chosen mode's instruction runs (355.3)
    if pp.optional and cdef.type == "spell" and paid_bonus(cdef):
        item.effects = (item.effects or cdef.effects) + paid_bonus(cdef)  # "if you paid the additional cost"
    finalize(g, item)
    # (the passes start again from 0 as the settle requested below or in _enter_board gives priority on the
    # chain, and a showdown's Focus passes once the chain empties: chain.settle_after_change)
    if cdef.type == "spell":
        request_settle(g)  # 333.1.c.3: after the cleanup, the newest item's controller gets priority
        return True
    _enter_board(g, item, obj, pp)
    return True


def _cost(g: Game, pp: PlayInProgress) -> Cost:
    return card_cost(
        g,
        g.objects[pp.card].cdef,
        pp.player,
        ignore=pp.ignore,
        accelerate=bool(pp.accelerate),
        optional=bool(pp.optional),
        targets=pp.targets,
    )


def _ask(g: Game, pp: PlayInProgress, what: str, kind: str, options: tuple[str, ...]) -> bool:
    pp.asking = what
    g.decision = Decision(player=pp.player, kind=kind, source=pp.card, options=options)
    return False


def _undo(g: Game, pp: PlayInProgress) -> None:
    """355.3: the play is cancelled and the card returns where it was."""
    g.plays.remove(pp)
    obj = g.objects[pp.card]
    g.chain[:] = [i for i in g.chain if i.id != pp.card]
    g.put(obj, pp.origin)
    g.emit("zone_changed", object=obj.id, **{"from": "chain"}, to=pp.origin, location=None)
    request_settle(g)


def _enter_board(g: Game, item: ChainItem, obj: Obj, pp: PlayInProgress) -> None:
    """333.1.c / 356.2: a permanent resolves on finalization and becomes a game object."""
    cdef = obj.cdef
    g.chain.remove(item)
    g.emit("resolved", id=item.id)
    if cdef.type == "unit":
        location = pp.location or "base"
        g.put(obj, "base" if location == "base" else "battlefield", location)
        # 142.4 / 731.6 / 356.2.b: units enter exhausted unless Accelerate was paid or their text says so.
        obj.exhausted = not (pp.accelerate or "enters_ready" in cdef.passives)
    else:
        g.put(obj, "base")
        obj.exhausted = False  # 356.2.d
    obj.controller = pp.player
    g.emit("zone_changed", object=obj.id, **{"from": "chain"}, to=obj.zone, location=obj.location)
    contest_on_arrival(g, obj.location, pp.player)  # 184.3.a.1: played to a battlefield it doesn't control
    if pp.optional:
        # 356.2.b: its text runs as it enters; "if you do" holds when the player chose to pay (353.4.d.1).
        run_effects(g, cdef.effects, pp.player)
    trigger(g, obj, "play")  # 376.4.a
    request_settle(g)


# ----- answering the play's decisions ------------------------------------------------------------------
def current(g: Game) -> PlayInProgress:
    d = g.decision
    assert d is not None
    found: PlayInProgress = next(pp for pp in g.plays if pp.card == d.source and pp.asking is not None)
    return found


def check_answer(g: Game, a: Action) -> None:
    """Validate a ``choose`` answering ``choose_optional_cost`` / ``choose_cost`` (or an Add ability used
    meanwhile, 354.1.a). Raises without changing the state."""
    d = g.decision
    assert d is not None
    if a.kind == "activate":
        if a.card is None:
            raise RulesError("bad_request", "activate needs a card")
        _, ab = activated_ability(g, a)
        if not ab.is_add:
            raise RulesError("wrong_decision", "only Add abilities can be used while paying costs", "354.1.a")
        check_activate(g, a)
        return
    if a.kind != "choose":
        raise RulesError("wrong_decision", f"{a.kind} does not answer {d.kind}")
    if a.choice not in (d.options or ()):
        raise RulesError("invalid_choice", f"choose one of {list(d.options or ())}", "352")
    pp = current(g)
    if pp.asking == "mode":
        assert a.choice is not None  # one of the options
        check_mode(g.objects[pp.card].cdef, a.choice, pp.targets, pp.card)
        return
    if a.choice == "pay":
        trial = PlayInProgress(**{**pp.__dict__})
        assert pp.asking is not None  # current() finds the play by its question
        setattr(trial, pp.asking, True)  # a choice not made yet counts as declined: _cost reads bool(None)
        cost = _cost(g, trial)
        if payment(g, pp.player, cost) is None:
            raise RulesError("cannot_pay", f"{pp.card}: the rune pool can't pay {cost.describe()}", "354.1")


def answer(g: Game, a: Action) -> None:
    """A choice answering the pending play's decision (an Add ability used meanwhile is ``apply_decision``'s)."""
    pp = current(g)
    what = pp.asking
    pp.asking = None
    g.decision = None
    if what == "kill":
        pp.kill = a.choice
    elif what == "mode":
        pp.mode = a.choice
    elif what == "accelerate":
        pp.accelerate = a.choice == "pay"
    else:
        pp.optional = a.choice == "pay"
    proceed(g, pp)


# ----- decisions of the play process, as game.py dispatches them -----------------------------------------
PLAY_DECISIONS = ("choose_optional_cost", "choose_cost", "assign_damage", "choose_mode")


def check_decision(g: Game, a: Action) -> None:
    d = g.decision
    assert d is not None
    if d.kind == "assign_damage":
        check_split(g, a)
    elif is_trigger_cost_decision(g) and a.kind != "activate":
        check_trigger_cost(g, a)
    else:
        check_answer(g, a)


def apply_decision(g: Game, a: Action) -> None:
    d = g.decision
    assert d is not None
    if d.kind == "assign_damage":
        answer_split(g, a)
    elif a.kind == "activate":
        activate(g, a)  # an Add ability used while paying (354.1.a); the decision stays
    elif is_trigger_cost_decision(g):
        answer_trigger_cost(g, a)
    else:
        answer(g, a)


def decision_candidates(g: Game) -> list[Action]:
    d = g.decision
    assert d is not None
    if d.kind == "assign_damage":
        return []  # divisions are enumerated by the caller's search if needed; none are listed
    return [Action("choose", d.player, choice=c) for c in d.options or ()]


# ----- activated abilities: the cost and legality steps of 391-393 ------------------------------------
def check_activation(g: Game, a: Action) -> Cost:
    """391.2-391.3: Deflect of chosen units and opponents' increases add to the printed cost; 393.1: the
    targets must still be legal once the costs are paid (e.g. "[E]: ... a ready unit" can't choose its own
    source, which paying exhausts). Returns the extra cost."""
    obj, ab = activated_ability(g, a)
    if ab.is_add:
        return Cost()
    targets = list(a.targets or ())
    extra = ability_extra(g, a.player, targets)
    total = Cost(extra.energy + ab.energy, dict(extra.power))
    if payment(g, a.player, total) is None:
        raise RulesError("cannot_pay", f"{obj.id}: the rune pool can't pay {total.describe()}", "391.3")
    if ab.target is not None:
        # check_activate has already accepted a target among the options (390.2: there is one).
        # The position once the costs are paid differs only in the source being exhausted: set that for the
        # look and put it back, rather than copying the whole game (this runs for every candidate action).
        was_exhausted = obj.exhausted
        obj.exhausted = was_exhausted or ab.exhaust
        try:
            legal = target_options(g, ab.target, a.player, "", obj.location)
        finally:
            obj.exhausted = was_exhausted
        for t in targets:
            if t not in legal:
                raise RulesError("invalid_target", f"{t} is not a legal target once the costs are paid", "393.1")
    return extra


def pay_activation_extra(g: Game, a: Action, extra: Cost) -> None:
    """Pay the extra cost with the printed one, before the ability is finalized (392.1)."""
    if not (extra.energy or extra.power):
        return
    taken = payment(g, a.player, extra)
    assert taken is not None
    # abilities.activate has just finalized the item: chain.finalize's event is the last one (the triggers it
    # queues emit nothing), and the extra payment goes in before it.
    finalized = g.events.pop()
    pay(g, a.player, extra, taken)
    g.events.append(finalized)
