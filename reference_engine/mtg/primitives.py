"""Game actions shared by every rules area: drawing (121), life gain/loss (119), damage (120),
zone changes (400.7), tapping/untapping (701.26), discarding (701.9), destroying/sacrificing
(701.8/701.17), tokens (111), counters (122) and permanents entering the battlefield (302.6
summoning sickness, 714.3 Saga lore counter, 702.145c-d day/night)."""

from __future__ import annotations

from reference_engine.mtg import triggers
from reference_engine.mtg.actions import Event
from reference_engine.mtg.cards import card_def
from reference_engine.mtg.model import GameState, Obj


def zone_list(state: GameState, obj: Obj) -> list[str] | None:
    """The list holding ``obj`` in ``move``, its only caller: objects move from the battlefield or the stack
    (no list: the stack holds items) to a graveyard or exile. Draws, discards, casts and land plays move
    cards out of hands and libraries by their own code."""
    if obj.zone == "battlefield":
        return state.battlefield
    if obj.zone in ("graveyard", "exile"):
        lst: list[str] = getattr(state.player(obj.owner), obj.zone)
        return lst
    return None


def move(state: GameState, obj: Obj, to: str, ev: list[Event]) -> None:
    """Move ``obj`` to zone ``to`` (new object, 400.7: damage, effects and status reset)."""
    frm = obj.zone
    lst = zone_list(state, obj)
    if lst is not None and obj.id in lst:
        lst.remove(obj.id)
    obj.zone = to
    obj.tapped = obj.phased_out = obj.face_down = obj.transformed = False
    obj.damage = 0
    obj.counters = {}
    obj.controller = obj.owner
    state.effects = [e for e in state.effects if e.obj != obj.id]
    remove_from_combat(state, obj.id)
    ev.append(Event.make("zone_changed", object=obj.id, **{"from": frm, "to": to}))
    if obj.token:  # 111.7 / 704.5d: a token leaving the battlefield ceases to exist (move never puts one there)
        del state.objects[obj.id]
        return
    dest = zone_list(state, obj)
    if dest is not None:
        if to == "graveyard":  # on top (the state lists a graveyard top first)
            dest.insert(0, obj.id)
        else:
            dest.append(obj.id)


def remove_from_combat(state: GameState, oid: str) -> None:
    """An object leaving the battlefield leaves combat with it (506.4); the zone change is what is reported."""
    c = state.combat
    if c is None:
        return
    c.attackers.pop(oid, None)
    c.blockers.pop(oid, None)
    for lst in c.blockers.values():
        if oid in lst:
            lst.remove(oid)
    for lst in c.order.values():
        if oid in lst:
            lst.remove(oid)
    c.order.pop(oid, None)


def enter_battlefield(state: GameState, obj: Obj, controller: str, ev: list[Event], frm: str) -> None:
    obj.zone = "battlefield"
    obj.controller = controller
    obj.summoning_sick = True
    state.battlefield.append(obj.id)
    ev.append(Event.make("zone_changed", object=obj.id, **{"from": frm, "to": "battlefield"}))
    d = card_def(obj)
    if "daybound" in d.keywords and state.day_night == "night":
        obj.transformed = True  # 702.145c
    if "Saga" in d.subtypes:
        add_counters(state, obj, "lore", 1, ev)  # 714.3a


def add_counters(state: GameState, obj: Obj, kind: str, n: int, ev: list[Event]) -> None:
    before = obj.counters.get(kind, 0)
    obj.counters[kind] = before + n
    ev.append(Event.make("counter_added", object=obj.id, counter=kind, amount=n))
    if kind == "lore":
        triggers.saga_chapters(state, obj, before, before + n)


def create_token(state: GameState, source: Obj, card: str, ev: list[Event]) -> Obj:
    tid = state.new_token_id(source.id)
    tok = Obj(
        id=tid, card=card, owner=source.controller, controller=source.controller, zone="none", token=True
    )
    state.objects[tid] = tok
    enter_battlefield(state, tok, source.controller, ev, "none")
    return tok


def put_onto_battlefield_attacking(state: GameState, source: Obj, card: str, player: str, ev: list[Event]) -> None:
    """508.4: a token created tapped and attacking ``player``. It was never declared as an attacker, so
    nothing triggers on its attacking and it never "attacked" (508.3a, 508.4); attack requirements and
    restrictions (including summoning sickness, 302.6) don't apply to it (508.4c). If ``player`` is no
    longer in the game or there is no combat, it enters but isn't attacking (508.4a, 506.3c)."""
    tok = create_token(state, source, card, ev)
    tok.tapped = True
    if state.combat is not None and player in state.live_ids():
        state.combat.attackers[tok.id] = player


def draw(state: GameState, pid: str, ev: list[Event], n: int = 1) -> None:
    p = state.player(pid)
    for _ in range(n):
        if not p.library:
            p.drew_from_empty = True  # 704.5b
            continue
        cid = p.library.pop(0)
        p.hand.append(cid)
        state.objects[cid].zone = "hand"
        ev.append(Event.make("drew", player=pid, card=cid))


def change_life(state: GameState, pid: str, amount: int, ev: list[Event]) -> None:
    """Every caller changes life by a fixed non-zero amount or by damage dealt (never 0, see deal_damage)."""
    p = state.player(pid)
    p.life += amount
    ev.append(Event.make("life_changed", player=pid, amount=amount, life=p.life))


def deal_damage(
    state: GameState, source: str, target: str, amount: int, combat: bool, ev: list[Event]
) -> None:
    # amount > 0: spells and abilities deal fixed amounts, and combat damage assignments keep only non-zero
    # parts (510.1a: a creature with 0 power assigns none)
    ev.append(Event.make("damage_dealt", source=source, target=target, amount=amount, combat=combat))
    if target in state.player_ids():
        change_life(state, target, -amount, ev)
        if combat:
            triggers.combat_damage_to_player(state, source)
    elif target in state.objects:
        state.objects[target].damage += amount


def set_tapped(state: GameState, obj: Obj, tapped: bool, ev: list[Event]) -> None:
    if obj.tapped != tapped:
        obj.tapped = tapped
        ev.append(Event.make("tapped" if tapped else "untapped", object=obj.id))
        if not tapped:
            triggers.untapped(state, obj)


def discard(state: GameState, pid: str, cid: str, ev: list[Event]) -> None:
    p = state.player(pid)
    p.hand.remove(cid)
    p.graveyard.insert(0, cid)
    state.objects[cid].zone = "graveyard"
    ev.append(Event.make("discarded", player=pid, card=cid))
    triggers.discarded(state, pid)


