"""Abilities (357-394): targets (352.5-352.10), activated abilities (369-374), the targets of triggered
abilities (375-378; what makes them trigger, Deathknell 734 included, is triggers.py), and executing
instructions on resolution (356.3.d-e), including reflexive triggers (380-381) and the creation of delayed
abilities (382-385)."""

from __future__ import annotations

from ..model.errors import RulesError
from ..model.protocol import Action
from ..model.state import ChainItem, Game, Obj, source_cdef
from ..probes.carddefs import LINK_OPS, TARGETED_OPS
from ..probes.catalogue import Activated, CardDef, Effect, TargetSpec
from .actions import add_resources, draw, move_unit, recycle
from .chain import finalize, push, request_settle
from .information import OPS as INFO_OPS
from .information import left_chain, use_condition_met
from .information import run as run_information
from .moves import check_ferry_targets, ferry
from .replacement import deal, kill_units
from .states import check_timing
from .targets import here_of, options, reject_non_objects
from .triggers import create_delayed, create_link


# ----- targets ----------------------------------------------------------------------------------
def check_targets(
    g: Game,
    spec: TargetSpec | None,
    targets: tuple[str, ...] | None,
    controller: str,
    self_id: str,
    what: str,
) -> list[str]:
    """Validate chosen targets (352.7-352.8); one target per targeting instruction."""
    given = list(targets or ())
    if spec is None:
        if given:
            raise RulesError("invalid_target", f"{what} has no targets")
        return []
    reject_non_objects(g, given, what)
    if len(given) != 1:
        raise RulesError("invalid_target", f"{what} needs exactly 1 target", "352.7")
    if given[0] not in options(g, spec, controller, self_id):
        raise RulesError("invalid_target", f"{given[0]} is not a legal target for {what}", "352.8")
    return given


# ----- activated abilities ----------------------------------------------------------------------
def activated_ability(g: Game, action: Action) -> tuple[Obj, Activated]:
    assert action.card is not None
    obj = g.objects.get(action.card)
    if obj is None:
        raise RulesError("unknown_object", f"unknown object {action.card!r}")
    if not obj.on_board or obj.controller != action.player:
        raise RulesError(
            "illegal_action",
            f"{obj.id}: you can only activate abilities of objects you control on the board",
            "373",
        )
    abilities = obj.cdef.activated
    if not 0 <= action.ability < len(abilities):
        raise RulesError("illegal_action", f"{obj.id} has no activated ability {action.ability}")
    return obj, abilities[action.ability]


def check_activate(g: Game, action: Action) -> tuple[Obj, Activated, list[str]]:
    """Everything that must hold to activate (369-374, 390-393); raises without changing the state."""
    obj, ab = activated_ability(g, action)
    what = f"{obj.id} ability {action.ability}"
    if not ab.is_add:
        check_timing(g, action.player, action=ab.action, reaction=ab.reaction, what=what)
    if ab.condition is not None and not use_condition_met(obj, ab.condition):  # v1.3 377.2.b: on using it
        raise RulesError("illegal_action", f"{what}: its condition on use ({ab.condition}) is not met", "377.2.b")
    if ab.exhaust and obj.exhausted:
        raise RulesError("cannot_pay", f"{what}: {obj.id} is already exhausted", "401")
    p = g.player(action.player)
    if ab.energy > p.energy:
        raise RulesError("cannot_pay", f"{what}: needs {ab.energy} energy, the pool has {p.energy}", "354.1")
    if ab.target == "friendly_unit_and_battlefield":  # Probe Ferry (moves.py, 393.2)
        return obj, ab, check_ferry_targets(g, action.targets, action.player, what)
    targets = check_targets(g, ab.target, action.targets, action.player, "", what)
    return obj, ab, targets


def activate(g: Game, action: Action) -> None:
    """Activate: pay costs, then either Add at once (416.2) or put a finalized item on the chain (370.2)."""
    obj, ab, targets = check_activate(g, action)
    aid = g.new_ability_id(obj.id)
    p = g.player(action.player)
    if ab.is_add:
        _pay_ability(g, obj, ab, p.id)
        for e in ab.effects:
            _execute_effect(g, e, p.id, obj.id, [], obj.cdef)
        return
    item = ChainItem(
        id=aid,
        kind="activated",
        source=obj.id,
        controller=p.id,
        targets=targets,
        ability=action.ability,
        location=obj.location,
    )
    push(g, item)
    _pay_ability(g, obj, ab, p.id)
    finalize(g, item)
    request_settle(g)  # (which starts the passes again from 0 as it gives priority: chain.settle_after_change)


def _pay_ability(g: Game, obj: Obj, ab: Activated, player: str) -> None:
    p = g.player(player)
    if ab.energy:
        p.energy -= ab.energy
        g.emit("paid", player=player, energy=ab.energy, power={})
    if ab.exhaust:
        obj.exhausted = True
        g.emit("exhausted", object=obj.id)
    if ab.recycle_self:
        recycle(g, obj)


# ----- triggered abilities ----------------------------------------------------------------------
def triggered_spec(g: Game, item: ChainItem) -> TargetSpec | None:
    """The target spec of a printed triggered ability (only those choose targets as they go on the chain; a
    reflexive or delayed item carries its targets already)."""
    return source_cdef(g, item.source).triggered[item.ability].target


# ----- resolution -------------------------------------------------------------------------------
def execute(g: Game, item: ChainItem) -> None:
    """Execute an item's instructions top to bottom (356.3.d); illegal targets are unaffected and an
    instruction whose targets are all illegal does nothing (356.3.e.5-e.7)."""
    cdef = source_cdef(g, item.source)
    spec: TargetSpec | None
    if item.effects is not None:
        # A reflexive (381.1) or delayed (384) ability carries its own instructions and targets; a spell
        # carries the instructions of its chosen mode (v1.3 355.3), whose targets are still the card's and
        # are checked again as it resolves (356.3.e).
        effects, spec = item.effects, cdef.target if item.kind == "spell" else None
    elif item.kind == "spell":
        effects, spec = cdef.effects, cdef.target
    elif item.kind == "activated":
        ab = cdef.activated[item.ability]
        effects, spec = ab.effects, ab.target
    else:  # units and gear never execute: they resolve as they enter the board (play.py)
        assert item.kind == "triggered", item.kind
        tr = cdef.triggered[item.ability]
        effects, spec = tr.effects, tr.target
    legal = item.targets
    if spec is not None:
        # "here" is read as the item executes in 1.3 (359.3.f.2)
        now_legal = options(g, spec, item.controller, item.id, here_of(g, item))
        legal = [t for t in item.targets if t in now_legal]
    for e in effects:
        if left_chain(g, item):  # v1.3 359.3.e.15: it left the chain while resolving, so it stops here
            break
        if spec is not None and e.op in TARGETED_OPS and not legal:
            continue
        _execute_effect(g, e, item.controller, item.id, legal, cdef, item)


def _execute_effect(
    g: Game,
    e: Effect,
    controller: str,
    source: str,
    targets: list[str],
    cdef: CardDef,
    item: ChainItem | None = None,
) -> None:
    if e.op == "draw":
        draw(g, controller, e.amount)
    elif e.op == "damage":
        for t in targets:
            deal(g, source, g.objects[t], e.amount, combat=False, from_spell=item is not None and item.kind == "spell")
    elif e.op == "kill":
        kill_units(g, [g.objects[t] for t in targets])
    elif e.op in ("gain_control", "move_to_base", "return_self_to_hand"):
        _relocate(g, e.op, controller, targets, item)
    elif e.op == "reflexive" and item is not None:
        _reflexive(g, e, item)
    elif e.op == "delayed_kill_on_damage" and item is not None:
        create_delayed(g, "kill_on_damage", targets, controller, item.source)
    elif e.op in LINK_OPS and item is not None:
        create_link(g, e, item, targets)
    elif e.op == "counter":
        for t in targets:
            counter(g, t)
    elif item is not None and e.op in INFO_OPS:  # v1.3 359.3.e.15, 359.3.f.3-f.3.a.1 (information.py)
        run_information(g, e, item, targets)
    elif e.op == "move_to_battlefield":  # Probe Ferry (moves.py)
        ferry(g, controller, targets)
    elif e.op == "add_energy":
        add_resources(g, controller, energy=e.amount)
    elif e.op == "add_power":
        add_resources(g, controller, power={cdef.domains[0]: e.amount})


def _reflexive(g: Game, e: Effect, item: ChainItem) -> None:
    """380.1.a / 381.1-381.2: "do this N times" creates N new abilities, added to the chain as pending
    items in order; nothing more happens to them now (they are finalized by the next Cleanup, 322.12). They
    note no location: one is read only to choose a pending trigger's targets or for a target spec "here", and a
    reflexive item has its instructions without a target spec (execute) and never waits for targets."""
    for _ in range(e.amount):
        push(
            g,
            ChainItem(
                id=g.new_ability_id(item.source),
                kind="triggered",
                source=item.source,
                controller=item.controller,
                effects=e.then,
            ),
        )


def _relocate(g: Game, op: str, controller: str, targets: list[str], item: ChainItem | None) -> None:
    """Gain control of a unit (its designation is fixed by the next Cleanup, 322.5.b), move a unit to its
    base (a Move, 319.7; designations are removed by the next Cleanup, 322.5.c), or return a card from the
    trash to its owner's hand."""
    if op == "return_self_to_hand":
        assert item is not None
        obj = g.objects[item.source]
        if obj.zone == "trash":
            g.put(obj, "hand")
            g.emit("zone_changed", object=obj.id, **{"from": "trash"}, to="hand", location=None)
        return
    for t in targets:  # still legal, so on the board (execute re-checked them against the target spec)
        o = g.objects[t]
        if op == "gain_control" and o.controller != controller:
            o.controller = controller
            g.emit("unit_control_changed", object=o.id, controller=controller)
        elif op == "move_to_base" and o.zone == "battlefield":
            move_unit(g, o, "base")


def counter(g: Game, item_id: str) -> None:
    """412: the countered item does nothing, leaves the chain and (a card) goes to the trash."""
    item = next(i for i in g.chain if i.id == item_id)  # a legal target of a counter is on the chain
    g.chain.remove(item)
    g.emit("countered", id=item.id)
    if item.kind == "spell":  # an ability countered leaves no card (a counter targets a spell or an ability)
        obj = g.objects[item.source]
        g.put(obj, "trash")
        g.emit("zone_changed", object=obj.id, **{"from": "chain"}, to="trash", location=None)
