"""Resolving chain items (356.3.d-e, 394.5) for the play-process probe cards, and the choices made on
resolution: dividing split damage (352.9, 352.14.e-h) and paying a triggered ability's cost (392.2).

Every item's targets are first checked for identity (356.3.e.4: an object that left the board for a
non-board zone and came back is a new object); the other cards' instructions then run in abilities.py.
"""

from __future__ import annotations

from ..model.errors import RulesError
from ..model.protocol import Action, Decision
from ..model.state import ChainItem, Game, Obj
from ..probes.carddefs import passive_value
from ..probes.catalogue import PLAY_PROBES, Effect
from ..probes.clauses import CLAUSE_PROBES
from . import hooks, replacement, tokens
from .abilities import execute
from .actions import channel, draw, kill, move_unit
from .chain import finish_resolution, request_settle
from .costs import trigger_cost
from .replacement import contest_on_arrival, replace_death
from .targets import legal_on_resolution, same_objects, split_amount

# Instructions implemented here; a spell with any of them (or a split) is executed by this module.
OPS = frozenset({"move", "return_hand", "draw_might", "damage_all_bf", "channel", "play_top", "split_damage"})


_MINE = frozenset(c.name for c in (*PLAY_PROBES, *CLAUSE_PROBES))  # spells whose instructions run here


def _mine(g: Game, item: ChainItem) -> bool:
    return item.kind == "spell" and g.objects[item.source].card in _MINE


def execute_item(g: Game, item: ChainItem) -> bool:
    """Execute ``item``; False when a choice must be made first (the answer finishes the resolution)."""
    item.targets = same_objects(g, item)  # 356.3.e.4
    if tokens.handles(g, item):  # token, group-target and Might-bonus probes (347.2, 352.11)
        return tokens.execute(g, item)
    if replacement.handles(g, item):  # simultaneous deaths and token copies (v1.3 373, 375)
        return replacement.execute(g, item)
    if not _mine(g, item):
        # abilities.execute checks the targets against the item's target spec again as it runs (356.3.e.2)
        execute(g, item)
        return True
    cdef = g.objects[item.source].cdef
    legal = legal_on_resolution(g, item, cdef.target)
    if passive_value(cdef, "split_hand") is not None:
        return _split(g, item, legal)
    # 356.3.e.13: information about a target is taken before any instruction moves it (look back);
    # a target that is no longer legal gives no information at all (356.3.e.12).
    might = {t: g.might(g.objects[t]) or 0 for t in legal if t in g.objects}
    for e in cdef.effects:
        _run(g, e, item, legal, might)
    return True


def _run(g: Game, e: Effect, item: ChainItem, legal: list[str], might: dict[str, int]) -> None:
    """One instruction (356.3.d); an instruction whose targets are all illegal does nothing (356.3.e.7),
    one with some legal targets acts on those (356.3.e.8)."""
    me = item.controller
    if e.op == "damage":
        for t in legal:
            _spell_damage(g, item, g.objects[t], e.amount)
    elif e.op == "kill":
        for t in legal:
            # A death a replacement effect replaces (Hourglass, 364-368) doesn't happen; the instruction
            # still counts as executed, so a later linked instruction still runs (v1.3 359.3.e.14.b).
            if not replace_death(g, g.objects[t]):
                kill(g, g.objects[t])
    elif e.op == "move":
        for t in legal:
            _move(g, t, item.location or "base")
    elif e.op == "return_hand":
        for t in legal:
            o = g.objects[t]
            origin = o.zone
            g.put(o, "hand")
            g.emit("zone_changed", object=t, **{"from": origin}, to="hand", location=None)
    elif e.op == "draw_might":
        total = sum(might[t] for t in legal)  # legal targets are board objects, all in might
        if total:
            draw(g, me, total)
    elif e.op == "damage_all_bf":
        for o in [o for o in g.objects.values() if o.is_unit and o.zone == "battlefield"]:
            _spell_damage(g, item, o, e.amount)
    elif e.op == "channel":
        channel(g, me, e.amount)  # 356.3.e.11: as many as the rune deck still holds
    elif e.op == "play_top":
        deck = g.player(me).zones["main_deck"]
        if deck and g.objects[deck[0]].cdef.type in ("unit", "gear"):
            hooks.start_effect_play(g, me, g.objects[deck[0]], "all" if e.amount == 0 else "energy")  # play.py
    else:
        run_effects(g, (e,), me)


def run_effects(g: Game, effects: tuple[Effect, ...], controller: str) -> None:
    """Untargeted instructions: the probe cards that get here only draw (adding Energy is an activated
    ability's, run by abilities.py)."""
    for e in effects:
        if e.op == "draw":
            draw(g, controller, e.amount)


def _move(g: Game, uid: str, to: str) -> None:
    """A unit moved by a spell (424): no cost, no Standard Move limits; arriving at a battlefield its
    controller doesn't control contests it (184.3.a)."""
    o = g.objects[uid]
    if o.location == to:
        return
    move_unit(g, o, to)
    contest_on_arrival(g, to, o.controller)


# ----- split damage (352.14) ------------------------------------------------------------------------
def _split(g: Game, item: ChainItem, legal: list[str]) -> bool:
    """352.14.e: the division is chosen now. Forced divisions (one target, or as many targets as damage
    with 1 each) are made without asking."""
    amount = split_amount(g, item.controller, item.source)
    if not legal or amount == 0:
        return True
    if len(legal) == 1:
        _deal_split(g, item, {legal[0]: amount})
        return True
    if len(legal) == amount:
        _deal_split(g, item, dict.fromkeys(legal, 1))
        return True
    g.decision = Decision(
        player=item.controller, kind="assign_damage", source=item.id, amount=amount, options=tuple(legal)
    )
    return False


def _deal_split(g: Game, item: ChainItem, split: dict[str, int]) -> None:
    for t, n in split.items():
        _spell_damage(g, item, g.objects[t], n)


def _spell_damage(g: Game, item: ChainItem, target: Obj, amount: int) -> None:
    """A spell's damage goes through the replacement effects on damage (366-368: Probe Aegis, Probe Amplifier)
    and the delayed abilities waiting for it (384), like any other damage."""
    replacement.deal(g, item.id, target, amount, combat=False, from_spell=True)


def check_split(g: Game, a: Action) -> dict[str, int]:
    """352.14.f-h: each target kept gets a whole amount of at least 1, the whole amount is divided, and
    targets may only be dropped when there are more of them than damage."""
    d = g.decision
    assert d is not None
    if a.kind != "assign_damage":
        raise RulesError("wrong_decision", f"{a.kind} does not answer {d.kind}")
    if a.source not in (None, d.source):
        raise RulesError("invalid_choice", f"the damage being divided is {d.source}'s")
    options = list(d.options or ())
    amount = d.amount or 0
    split: dict[str, int] = {}
    for asg in a.assignments:
        if asg.target not in options or asg.target in split:
            raise RulesError("invalid_target", f"{asg.target} is not one of {options}", "352.14.a")
        if asg.amount < 1:
            raise RulesError("invalid_choice", "each target is dealt at least 1", "352.14.g")
        split[asg.target] = asg.amount
    if sum(split.values()) != amount:
        raise RulesError("invalid_choice", f"divide exactly {amount} damage", "352.14.f")
    if len(options) <= amount and len(split) != len(options):
        raise RulesError("invalid_choice", "every target must be dealt damage", "352.14.f")
    return split


def answer_split(g: Game, a: Action) -> None:
    split = check_split(g, a)
    g.decision = None
    item = g.chain[-1]
    _deal_split(g, item, split)
    finish_resolution(g, item)


# ----- triggered abilities with a cost (391-392) -------------------------------------------------------
def ask_trigger_costs(g: Game) -> bool:
    """392.2: a pending triggered ability with a cost asks its controller to pay or decline; True when
    that decision is now pending."""
    for item in g.chain:
        # (the game asks for a trigger's targets first: none still needs them when this is asked)
        if not (item.pending and item.kind == "triggered"):
            continue
        if (
            item.source in g.objects  # a battlefield's ability has no cost
            and trigger_cost(g.objects[item.source].cdef)
            and f"cost:{item.id}" not in g.counters
        ):
            g.decision = Decision(
                player=item.controller, kind="choose_optional_cost", source=item.id, options=("pay", "decline")
            )
            return True
    return False


def is_trigger_cost_decision(g: Game) -> bool:
    d = g.decision
    return d is not None and d.kind == "choose_optional_cost" and any(
        i.id == d.source and i.kind == "triggered" for i in g.chain
    )


def check_trigger_cost(g: Game, a: Action) -> None:
    d = g.decision
    assert d is not None
    if a.kind != "choose":
        raise RulesError("wrong_decision", f"{a.kind} does not answer {d.kind}")
    if a.choice not in ("pay", "decline"):
        raise RulesError("invalid_choice", "choose pay or decline", "392.2")
    item = next(i for i in g.chain if i.id == d.source)
    need = trigger_cost(g.objects[item.source].cdef)
    if a.choice == "pay" and g.player(a.player).energy < need:
        raise RulesError("cannot_pay", f"{item.id}: needs {need} energy", "392.1")


def answer_trigger_cost(g: Game, a: Action) -> None:
    """Pay (the ability goes on to be finalized) or decline (it leaves the chain, never having been a
    chain item, and is not countered: 392.2, 392.2.a)."""
    d = g.decision
    assert d is not None
    g.decision = None
    item = next(i for i in g.chain if i.id == d.source)
    g.counters[f"cost:{item.id}"] = 1
    if a.choice == "pay":
        need = trigger_cost(g.objects[item.source].cdef)
        g.player(a.player).energy -= need
        g.emit("paid", player=a.player, energy=need, power={})
        return
    g.chain.remove(item)
    g.emit("trigger_removed", id=item.id)
    request_settle(g)
