"""Replacement effects (364-368): they step in while an event is being executed and change it.

The probe cards name their replacement by kind (``CardDef.replacements``):

- ``war_drum``: a player would gain points → twice that many; ``muzzle``: an opponent of its controller would
  gain points → that many minus 1 (a player is acted on: that player orders them, 368.1);
- ``aegis``: damage to a friendly unit → 1 less; ``amplifier``: damage a spell deals to a unit → twice that
  much (a unit is acted on: its owner orders them, 368);
- ``ward_stone``: the next time a battlefield would become contested, recycle the gear instead (the owner
  of a controlled battlefield orders them, the turn player for an uncontrolled one, 368.2);
- ``hourglass``: the next time a friendly unit would die, kill the gear instead and recall the unit
  exhausted (Zhonya's Hourglass, the example of 366.1).

Ordering (368). When two or more apply to one event the engine never picks: the chooser answers one
``choose_replacement`` decision per effect but the last ("which applies next"). The engine is synchronous,
so an action that reaches such a choice is abandoned and replayed from its start once the choice is known
(``game.RiftboundGame.act``); the answers are consumed in order by ``choose_order``.

Two game actions are executed here, through these effects: killing units together (``kill_units``: the
replacements first, then the death triggers, which see every death, 376.2.c) and dealing damage (``deal``).
The game actions of actions.py, below this module, ask it through hooks.py (a recall, becoming contested).
"""

from __future__ import annotations

from ..editions import rules
from ..model.protocol import Decision, NeedChoice
from ..model.state import Battlefield, ChainItem, Game, Obj
from ..probes.carddefs import Effect
from . import hooks
from .actions import deal_damage, draw, heal, kill, kill_together, recall, recycle
from .triggers import death_triggers, queue


def _sources(g: Game, kind: str) -> list[Obj]:
    """Objects on the board with a replacement effect of ``kind`` (passives work on the board, 362.1)."""
    if not g.has_replacement(kind):  # the usual case: no card in this game has it, spare the scan
        return []
    return [o for o in g.board_objects() if o.on_board and kind in o.cdef.replacements]


def choose_order(g: Game, chooser: str, options: list[str]) -> list[str]:
    """The order in which the effects of ``options`` (source ids) apply, as ``chooser`` decides (368)."""
    remaining = list(options)
    order: list[str] = []
    while len(remaining) > 1:
        if not g.replacement_answers:
            raise NeedChoice(Decision(player=chooser, kind="choose_replacement", options=tuple(remaining)))
        # The answer was checked against these options when it was given (answers.py), and the replay that
        # reaches this point again is deterministic: it is one of them.
        pick = g.replacement_answers.pop(0)
        remaining.remove(pick)
        order.append(pick)
    return order + remaining


# ----- points (a player is acted on: 368.1) ----------------------------------------------------------
def replace_points(g: Game, player: str, amount: int) -> int:
    """The number of points ``player`` actually gains instead of ``amount``."""
    applicable = {o.id: "war_drum" for o in _sources(g, "war_drum")}
    applicable.update({o.id: "muzzle" for o in _sources(g, "muzzle") if o.controller != player})
    applicable.update({o.id: "once_bonus" for o in _sources(g, "once_bonus")
                       if o.controller == player and available(g, o)})
    for oid in choose_order(g, player, list(applicable)):
        if applicable[oid] == "once_bonus":
            if may_apply(g, g.objects[oid]):
                amount += 1
            continue
        amount = amount * 2 if applicable[oid] == "war_drum" else max(amount - 1, 0)
    return amount


# ----- damage (a unit is acted on: its owner orders them, 368) --------------------------------------
def replace_damage(g: Game, target: Obj, amount: int, *, from_spell: bool) -> int:
    applicable = {o.id: "aegis" for o in _sources(g, "aegis") if o.controller == target.controller}
    if from_spell:
        applicable.update({o.id: "amplifier" for o in _sources(g, "amplifier")})
    for oid in choose_order(g, target.owner, list(applicable)):
        amount = amount * 2 if applicable[oid] == "amplifier" else max(amount - 1, 0)
    return amount


# ----- becoming contested (a battlefield is acted on: 368, 368.2) -----------------------------------
def apply_contested(g: Game, bf: Battlefield, player: str) -> None:
    """``player``'s units make ``bf`` contested (184.3.a) unless a Ward Stone replaces it (one-shot: the first
    one applied is recycled and the event no longer happens, so the others don't apply)."""
    stones = [o.id for o in _sources(g, "ward_stone")]
    if stones:
        chooser = g.turn_player if bf.controller is None else bf.owner
        first = choose_order(g, chooser, stones)[0]
        recycle(g, g.objects[first])
        return
    bf.contested = True
    bf.contested_by = player
    g.emit("contested", battlefield=bf.id, player=player)


def contest_on_arrival(g: Game, location: str | None, player: str) -> None:
    """A unit of ``player`` arrived at ``location`` (moved, played or put there): a battlefield that player
    doesn't control becomes contested (184.3.a, 184.3.a.1), once, and unless a replacement says otherwise."""
    if location is None:  # at a base: no battlefield to contest
        return
    bf = g.battlefield(location)
    if bf is not None and bf.controller != player and not bf.contested:
        apply_contested(g, bf, player)


# ----- dying (a unit is acted on: its owner orders them, 368) ---------------------------------------
def replace_death(g: Game, unit: Obj) -> bool:
    """Apply an Hourglass to ``unit``'s death; True if the death was replaced (the unit stays on the board)."""
    if rules(g).replaces_deaths_together():  # 370.3, 372-373: replacement.py
        return unit.on_board and not replace_deaths_together(g, [unit])
    glasses = [o.id for o in _sources(g, "hourglass") if o.controller == unit.controller]
    if not glasses:
        return False
    first = choose_order(g, unit.owner, glasses)[0]
    kill(g, g.objects[first])
    if unit.zone == "battlefield":
        recall(g, unit)
    if not unit.exhausted:
        unit.exhausted = True
        g.emit("exhausted", object=unit.id)
    return True


# ----- game actions through the replacement effects: killing units together, dealing damage ---------------
def kill_units(g: Game, units: list[Obj]) -> None:
    """Kill ``units`` simultaneously (one game action). Replacement effects apply first (366); the
    conditions of death triggers are evaluated after every death has happened (376.2.c)."""
    dying: list[tuple[Obj, str]] = []
    if rules(g).replaces_deaths_together():  # 373-373.2
        dying = [(u, u.controller) for u in replace_deaths_together(g, units)]
    else:
        for u in units:
            if not u.on_board or replace_death(g, u):
                continue
            dying.append((u, u.controller))
    kill_together(g, [u for u, _ in dying])  # the Deathknells first, then every death (734.1.d.2)
    death_triggers(g, dying)


def deal(g: Game, source: str | None, target: Obj, amount: int, *, combat: bool, from_spell: bool) -> None:
    """Deal damage through the replacement effects (366-368), then fire delayed abilities waiting for
    that unit to take damage (384)."""
    if amount <= 0 or not target.on_board:
        return
    amount = replace_damage(g, target, amount, from_spell=from_spell)
    deal_damage(g, source, target, amount, combat=combat)
    if amount <= 0:
        return
    for d in list(g.delayed):
        if d.kind == "kill_on_damage" and d.target == target.id:
            g.delayed.remove(d)
            # 385: the delayed ability fires whatever became of its source (here a spell in the trash).
            queue(g, d.source, d.controller, effects=(Effect("kill"),), targets=[target.id])


# ----------------------------------------------------------------------------------------------------
# 'Once each turn' replacement effects (v1.3 371-371.2).
#
# Such an effect is optional: when an event it could replace happens, its controller (the controller of its
# source, 374) decides whether to apply it (371.1). Applying it uses it up until the next turn; declining does
# not (371.2), so the next qualifying event that turn asks again.
#
# The question is a ``choose_replacement`` decision with the options ``[<source id>, "decline"]``; like the
# ordering question of 372 it is answered through the replay in ``game.RiftboundGame.act`` (the answers are
# consumed in order from ``Game.replacement_answers``). Uses are recorded in ``Game.nth_fired`` (cleared at
# the start of every turn, like "the first time each turn" triggers) under ``"replacement:<source id>"``.
#
# Probe: ``once_bonus`` (Probe Tally Drum) — once each turn, if its controller would gain points, they may gain
# that many plus 1 instead.


DECLINE = "decline"


def _key(source: Obj) -> str:
    return f"replacement:{source.id}"


def available(g: Game, source: Obj) -> bool:
    """371: a 'once each turn' effect not yet applied this turn."""
    return _key(source) not in g.nth_fired


def may_apply(g: Game, source: Obj) -> bool:
    """371.1: ask the effect's controller whether to apply it; applying marks it used this turn (371.2)."""
    if not g.replacement_answers:
        raise NeedChoice(Decision(player=source.controller, kind="choose_replacement", options=(source.id, DECLINE)))
    answer = g.replacement_answers.pop(0)  # one of the options: checked when given, replayed deterministically
    if answer == DECLINE:
        return False
    g.nth_fired.add(_key(source))
    return True


# ----------------------------------------------------------------------------------------------------
# Replacement effects on simultaneous events, edition 1.3 (v1.3 370.3, 372, 373-373.2.a.1, 375).
#
# Deaths are the simultaneous events the engine creates (a cleanup killing every lethally damaged unit, a
# "kill all units" spell). ``replace_deaths_together`` decides which of them replacement effects replace, before any
# of them happens:
#
# - 370.3: an effect that works from a zone other than the board (Probe Guardian Spirit, from the trash) is
#   considered only if its object was already in that zone before the events: a card dying in the same batch
#   is still on the board while the batch is evaluated, so it cannot save its companions.
# - 372: a single event with several effects: the owner of the unit orders them (``choose_replacement`` with
#   the source ids as options), as in v1.2 (replacement.choose_order).
# - 373 / 373.1: several simultaneous events: each is treated on its own. The players' effects are applied
#   controller by controller in turn order from the turn player, so when effects of different controllers
#   execute, the turn player's come first. A controller with several effects that could apply picks which one
#   applies next (``choose_replacement``, options = source ids); an effect that replaces one event (Probe
#   Hourglass: "the next time") asks which event it replaces (``choose_replacement`` with ``source`` = the
#   effect's source and options = the ids of the units whose deaths it could replace, plus ``decline`` for an
#   optional "you may" effect).
# - 373.2 / 373.2.a: every effect is applied in one sequence only: an effect that can replace any number of
#   events (Probe Wanderer) replaces, at once, every event it qualifies for at that moment, and is then used up
#   for this batch even if an event it would have qualified for later (its source was recalled) remains.
# - 373.2.a.1: a replacement of a step inside another effect's sequence (Probe Anchor replacing the recall)
#   happens within that sequence and does not end it: the sequence goes on with its next event.
#
# 375 (tokens): Probe Mint replaces playing a unit token with playing that token and a copy; the copy inherits
# the modifications the original event carried (Probe Call to Arms plays its token ready, so the copy enters
# ready too; a plain token and its copy both enter exhausted, 179.1.d).


DECLINE = "decline"
# Instructions of the probe spells executed here (resolution.execute_item hands their items over).
OPS = frozenset({"kill_all", "play_token_ready", "play_token_plain"})
_DEATH_KINDS = ("hourglass", "trash_saver", "wanderer")
_ONE_EVENT = ("hourglass", "trash_saver")  # effects that replace a single event each time they apply
_OPTIONAL = ("trash_saver",)  # "you may" (the controller may decline)


# ----- which effects could replace which deaths ------------------------------------------------------
def _kind(src: Obj) -> str | None:
    return next((k for k in src.cdef.replacements if k in _DEATH_KINDS), None)


def _death_sources(g: Game) -> list[Obj]:
    """Objects whose death replacement is active where they are: on the board, or in the trash for Probe
    Guardian Spirit (370.3: it must already be there as the events are evaluated)."""
    out = []
    for o in g.objects.values():
        kind = _kind(o)
        if (kind == "trash_saver" and o.zone == "trash") or (kind in ("hourglass", "wanderer") and o.on_board):
            out.append(o)
    return out


def _qualifies(g: Game, src: Obj, unit: Obj) -> bool:
    kind = _kind(src)
    if not unit.on_board or not unit.is_unit:
        return False
    if kind == "hourglass":
        return unit.controller == src.controller
    if kind == "trash_saver":
        return src.zone == "trash" and unit.controller == src.owner
    # "wanderer", the last of _DEATH_KINDS (every source comes from _death_sources): "another unit you control
    # here ... with less Might than me"
    mine, theirs = g.might(src) or 0, g.might(unit) or 0
    return (
        src.on_board and unit.id != src.id and unit.controller == src.controller
        and unit.location == src.location and theirs < mine
    )


def _turn_order(g: Game) -> list[str]:
    ids = [p.id for p in g.players]
    start = ids.index(g.turn_player)
    return ids[start:] + ids[:start]


# ----- the decisions ----------------------------------------------------------------------------------
def _answer(g: Game, decision: Decision) -> str:
    """The next replayed answer (game.RiftboundGame.act), or stop and ask for it."""
    if not g.replacement_answers:
        raise NeedChoice(decision)
    # Checked against ``options`` when it was given (answers.py); the replay that comes back here is deterministic.
    return g.replacement_answers.pop(0)


def _pick_effect(g: Game, chooser: str, options: list[str]) -> str:
    """373: the chooser picks which of their effects applies next (no question with one)."""
    if len(options) == 1:
        return options[0]
    return _answer(g, Decision(player=chooser, kind="choose_replacement", options=tuple(options)))


def _pick_event(g: Game, src: Obj, events: list[Obj]) -> str | None:
    """373: the effect's controller picks the event a one-event effect replaces; None if they decline an
    optional one."""
    ids = [u.id for u in events]
    optional = _kind(src) in _OPTIONAL
    if optional:
        ids.append(DECLINE)
    if len(ids) == 1:
        return ids[0]
    got = _answer(g, Decision(player=src.controller, kind="choose_replacement", source=src.id, options=tuple(ids)))
    return None if got == DECLINE else got


# ----- what each effect does instead ----------------------------------------------------------------
def _exhaust(g: Game, unit: Obj) -> None:
    if not unit.exhausted:
        unit.exhausted = True
        g.emit("exhausted", object=unit.id)


def _recall(g: Game, unit: Obj) -> None:
    """Recall a unit as part of a replacement (a Probe Anchor replacing it does so inside the running
    sequence, 373.2.a.1: see recall_replaced)."""
    if unit.zone != "battlefield":
        return  # already in base: there is nothing to recall
    recall(g, unit)


def recall_replaced(g: Game, unit: Obj) -> bool:
    """Probe Anchor: a friendly unit's recall becomes a draw for the Anchor's controller (actions.recall asks
    before every recall of a unit). Several Anchors: the unit's owner picks one (372); the first one replaces
    the recall, so the others no longer apply."""
    anchors = [
        o.id for o in g.objects.values()
        if o.on_board and "anchor" in o.cdef.replacements and o.controller == unit.controller
    ]
    if not anchors:
        return False
    first = choose_order(g, unit.owner, anchors)[0]
    draw(g, g.objects[first].controller, 1)
    return True


def _apply(g: Game, src: Obj, unit: Obj) -> None:
    kind = _kind(src)
    if kind == "hourglass":  # "kill this instead; recall that unit exhausted"
        kill(g, src)
        _recall(g, unit)
        _exhaust(g, unit)
        return
    if kind == "trash_saver":  # "banish me from your trash; heal, exhaust and recall that unit"
        g.put(src, "banishment")
        g.emit("zone_changed", object=src.id, **{"from": "trash"}, to="banishment", location=None)
    heal(g, unit)  # trash_saver and wanderer: "heal it, exhaust it, and recall it"
    _exhaust(g, unit)
    _recall(g, unit)


# ----- deaths -------------------------------------------------------------------------------------------
def replace_deaths_together(g: Game, units: list[Obj]) -> list[Obj]:
    """Apply replacement effects to the simultaneous deaths of ``units``; return the units that still die."""
    pending = [u for u in units if u.on_board]
    if not pending:
        return []
    sources = _death_sources(g)  # evaluated before any of the events happens (370.3)
    if len(pending) == 1:
        return _single(g, pending[0], sources)
    used: set[str] = set()
    for player in _turn_order(g):  # 373.1: execute in turn order
        while True:
            options: dict[str, list[Obj]] = {}
            for src in sources:
                if src.id in used or src.controller != player:
                    continue
                events = [u for u in pending if _qualifies(g, src, u)]
                if events:
                    options[src.id] = events
            if not options:
                break
            pick = _pick_effect(g, player, list(options))
            used.add(pick)  # 373.2: one sequence only
            src = g.objects[pick]
            if _kind(src) in _ONE_EVENT:
                chosen = _pick_event(g, src, options[pick])
                saved = [g.objects[chosen]] if chosen is not None else []
            else:
                saved = options[pick]  # every event it qualifies for, in one sequence (373.2)
            for unit in saved:
                _apply(g, src, unit)
                pending.remove(unit)
    return pending


def _single(g: Game, unit: Obj, sources: list[Obj]) -> list[Obj]:
    """One event: its owner orders the effects (372); the first one applied replaces the death (an optional
    one declined leaves the event to the next). Each still qualifies when its turn comes: only answers are
    read before it, nothing of the game changes."""
    applicable = [s.id for s in sources if _qualifies(g, s, unit)]
    for sid in choose_order(g, unit.owner, applicable):
        src = g.objects[sid]
        if _kind(src) in _OPTIONAL and _pick_event(g, src, [unit]) is None:
            continue
        _apply(g, src, unit)
        return []
    return [unit]


# ----- the probe spells ---------------------------------------------------------------------------------
def handles(g: Game, item: ChainItem) -> bool:
    src = g.objects.get(item.source)
    return item.kind == "spell" and src is not None and any(e.op in OPS for e in src.cdef.effects)


def execute(g: Game, item: ChainItem) -> bool:
    """Resolve Probe Cataclysm (every unit dies at once, 373) or a token spell (375)."""
    for e in g.objects[item.source].cdef.effects:
        if e.op == "kill_all":
            order = _turn_order(g)
            units = [o for o in g.objects.values() if o.is_unit and o.on_board]
            units.sort(key=lambda o: order.index(o.controller))  # stable: setup order within a player
            kill_units(g, units)
        elif e.op in ("play_token_ready", "play_token_plain"):
            for _ in range(e.amount):
                play_tokens(g, item, ready=e.op == "play_token_ready")
    return True


def play_tokens(g: Game, item: ChainItem, *, ready: bool) -> None:
    """Play one Recruit token, ready or not; Probe Mint's copies are made by tokens.play_token (375), which
    sits above this module (hooks.py)."""
    hooks.play_token(g, item.id, item.controller, ready=ready)
