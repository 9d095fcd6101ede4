"""Triggered abilities: detecting trigger events (603.2, 603.2b "at the beginning of" 500.6/603.2b,
attack/block triggers 508.3a/509.3a, combat damage 510.3a, 714.2b Saga chapters, 701.49 visit,
701.25 set in motion) and putting waiting triggers on the stack the next time a player would receive
priority, in APNAP order with each player ordering their own (603.3, 603.3b, 405.3); targets are
chosen as a trigger is put on the stack (603.3d) and a trigger with no legal target is removed."""

from __future__ import annotations

from reference_engine.mtg.actions import Decision, Event
from reference_engine.mtg.cards import card_def, is_type
from reference_engine.mtg.model import GameState, Obj, StackItem, Trigger


def _new(
    state: GameState,
    src: Obj | str,
    controller: str,
    effect: str,
    target_kind: str | None = None,
    **data: object,
) -> None:
    sid = src if isinstance(src, str) else src.id
    state.waiting.append(
        Trigger(
            id=state.new_ability_id(sid),
            source=sid,
            controller=controller,
            effect=effect,
            target_kind=target_kind,
            data=dict(data),
        )
    )


# "At the beginning of <step or phase>, you gain 1 life": card -> (step or phase, only on its controller's turn).
# End of combat is 511.2's "at end of combat"; a main phase is named by its phase (it has no steps).
_GAIN_ONE_LIFE = {
    "Probe Fountain": ("upkeep", True),
    "Probe Almanac": ("precombat_main", True),
    "Probe Ledger": ("postcombat_main", True),
    "Probe Trumpet": ("end_of_combat", False),
}


# ---- trigger events ----------------------------------------------------------------------------
def step_began(state: GameState) -> None:
    """ "At the beginning of ..." abilities of phased-in permanents (603.2b)."""
    step = state.step or state.phase  # a main phase has no steps (505.2)
    for o in state.permanents():
        name = card_def(o).name
        when = _GAIN_ONE_LIFE.get(name)
        if when is not None and step == when[0] and (not when[1] or o.controller == state.active):
            _new(state, o, o.controller, "gain1")
        elif state.step == "upkeep" and name == "Probe Haze" and o.controller == state.active:
            if state.upkeeps == 1:  # only the first upkeep of the turn
                _new(state, o, o.controller, "extra_upkeep")
        elif state.step == "draw" and name == "Probe Mine" and not o.tapped:  # intervening if (603.4)
            _new(state, o, o.controller, "mine_draw", player=state.active)
        elif state.step == "beginning_of_combat" and name == "Probe Shaman" and o.controller == state.active:
            _new(state, o, o.controller, "pump20", "creature")
        elif state.step == "end" and name == "Probe Sparkball":
            _new(state, o, o.controller, "sacrifice_self")
    if state.step == "end":  # 513.2: only delayed triggers created before this end step began
        for source, controller, effect, data in state.delayed_end_step:
            _new(state, source, controller, effect, **data)
        state.delayed_end_step = []


def attacks(state: GameState, attackers: list[tuple[str, str]]) -> None:
    """Creatures declared as attackers (508.1m, 508.3a/508.3c); never called for creatures put onto the
    battlefield attacking, which never "attacked" (508.4)."""
    for aid, target in attackers:
        o = state.objects[aid]
        name = card_def(o).name
        if name == "Probe Wolves":
            _new(state, o, o.controller, "pump_self", p=2, t=0)
        elif name == "Probe Charger":  # until end of combat: ends as the combat phase ends (511.2)
            _new(state, o, o.controller, "pump_combat", p=1, t=0)
        elif name == "Probe Garrison":
            _new(state, o, o.controller, "garrison_tokens", player=target)
        for h in state.permanents(o.controller):  # "whenever a creature you control attacks"
            if card_def(h).name == "Probe Hellrider":
                _new(state, h, h.controller, "hellrider", player=target)  # deals 1 to the player attacked


def untapped(state: GameState, obj: Obj) -> None:
    """ "Whenever this creature becomes untapped": in the untap step it waits for the upkeep (502.4, 503.1a)."""
    if card_def(obj).name == "Probe Seer":
        _new(state, obj, obj.controller, "gain1")


def blocks(state: GameState, blockers: list[str]) -> None:
    for bid in blockers:
        o = state.objects[bid]
        name = card_def(o).name
        if name == "Probe Sentry":
            _new(state, o, o.controller, "pump_self", p=0, t=2)


def unblocked(state: GameState, attackers: list[str]) -> None:
    """508.3f / 509.5g: "attacks and isn't blocked" triggers as blockers are declared, for attackers with
    no blocker declared (including creatures put onto the battlefield attacking)."""
    for aid in attackers:
        o = state.objects[aid]
        if card_def(o).name == "Probe Dwellers":
            _new(state, o, o.controller, "pump_combat", p=2, t=0)


def became_blocked(state: GameState, attackers: list[str]) -> None:
    """509.5c: "becomes blocked" triggers once per combat, however many creatures block."""
    for aid in attackers:
        o = state.objects[aid]
        if card_def(o).name == "Probe Rampager":
            _new(state, o, o.controller, "rampage")


def combat_damage_to_player(state: GameState, source: str) -> None:
    o = state.objects.get(source)
    if o is not None and card_def(o).name == "Probe Thief":
        _new(state, o, o.controller, "draw1")


def discarded(state: GameState, pid: str) -> None:
    for o in state.permanents():
        if card_def(o).name == "Probe Caress" and o.controller != pid:
            _new(state, o, o.controller, "lose2", player=pid)


def saga_chapters(state: GameState, saga: Obj, before: int, after: int) -> None:
    """714.2b: a chapter ability triggers when lore counters reach or pass its number. Probe Saga is the only
    Saga, and only Sagas get lore counters (714.3a, 703.4f), so its chapters are the ones that trigger."""
    for chapter in range(before + 1, min(after, 3) + 1):
        _new(state, saga, saga.controller, "saga_knight" if chapter < 3 else "saga_anthem")


def visit(state: GameState, pid: str, roll: int) -> None:
    """701.49: each Attraction with the result lit up has its visit ability trigger."""
    for o in state.permanents(pid):
        if roll in card_def(o).lights:  # only Attractions have lights
            _new(state, o, pid, "draw1")


def set_in_motion(state: GameState, scheme: Obj) -> None:
    _new(state, scheme, scheme.owner, "draw4")


# ---- putting triggers on the stack ---------------------------------------------------------------
def legal_targets(state: GameState, kind: str | None) -> list[str]:
    """The legal targets of ``kind`` ("creature" or "any"). Asked only about objects that have targets, so
    ``kind`` is never None for them (the type follows resolve_top's lookup)."""
    creatures = [o.id for o in state.permanents() if is_type(o, "Creature")]
    if kind == "creature":
        return creatures
    return state.live_ids() + creatures  # "any target" (115.4) — no planeswalkers/battles in the kit


def put_on_stack(state: GameState, ev: list[Event]) -> bool:
    """Put waiting triggers on the stack (603.3b). Returns True when a player must decide first."""
    while True:
        if state.push_queue:
            t = state.push_queue[0]
            if t.target_kind is not None and t.targets is None:
                opts = legal_targets(state, t.target_kind)
                if not opts:  # 603.3d: removed from the stack
                    state.push_queue.pop(0)
                    continue
                if len(opts) > 1:
                    state.decision = Decision.make(
                        t.controller, "choose_targets", source=t.id, options=opts, count=1
                    )
                    state.priority = None
                    return True
                t.targets = opts
            state.push_queue.pop(0)
            state.stack.append(
                StackItem(
                    id=t.id,
                    kind="triggered",
                    source=t.source,
                    controller=t.controller,
                    effect=t.effect,
                    targets=list(t.targets or []),
                    data=t.data,
                )
            )
            ev.append(
                Event.make("stack_push", id=t.id, kind="triggered", source=t.source, controller=t.controller)
            )
            continue
        # 800.4a: a player who has left the game took what they own with them and what they control is gone, so
        # nothing of theirs goes on the stack (this engine keeps their objects where they were: PROTOCOL.md 9.5)
        state.waiting = [t for t in state.waiting if not state.player(t.controller).lost]
        if not state.waiting:
            return False
        for pid in state.apnap():
            mine = [t for t in state.waiting if t.controller == pid]
            if mine:
                break
        state.waiting = [t for t in state.waiting if t not in mine]
        if len(mine) >= 2:
            state.push_queue = []
            state.decision = Decision.make(pid, "order_triggers", options=[t.id for t in mine])
            state.priority = None
            state.waiting = mine + state.waiting  # kept until ordered
            return True
        state.push_queue = mine


def apply_order(state: GameState, order: list[str]) -> None:
    """Answer to ``order_triggers``: the first listed goes on the stack first."""
    chosen = [t for tid in order for t in state.waiting if t.id == tid]
    state.waiting = [t for t in state.waiting if t.id not in order]
    state.push_queue = chosen
    state.decision = None
