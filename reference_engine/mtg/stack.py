"""The stack (405): casting spells (601, 307.1 sorcery timing is checked in legality.py), activating
abilities (602; mana abilities resolve at once, 605.3 / 405.6c), and resolving the top object (608):
targets are rechecked on resolution (608.2b), instants and sorceries go to their owner's graveyard
(608.2n), permanent spells enter the battlefield (608.3). Effects don't use the stack (405.6a): they happen as the
object resolves, including extra turns, phases and steps (500.7-500.9)."""

from __future__ import annotations

from reference_engine.mtg import mana, primitives
from reference_engine.mtg.actions import Action, Event
from reference_engine.mtg.cards import MANA, SPELLS, activated_abilities, card_def, is_type
from reference_engine.mtg.model import PHASES, Effect, GameState, StackItem
from reference_engine.mtg.triggers import legal_targets


def cast(state: GameState, a: Action, ev: list[Event]) -> None:
    obj = state.objects[str(a.card)]  # the schema requires a card to cast
    mana.pay(state, a.player, card_def(obj).cost)
    state.player(a.player).hand.remove(obj.id)
    obj.zone = "stack"
    effect, _ = SPELLS.get(obj.card, ("permanent", None))
    state.stack.append(
        StackItem(
            id=obj.id,
            kind="spell",
            source=obj.id,
            controller=a.player,
            effect=effect,
            targets=list(a.targets or ()),
        )
    )
    state.player(a.player).spells_cast += 1
    ev.append(Event.make("stack_push", id=obj.id, kind="spell", source=obj.id, controller=a.player))


def activate(state: GameState, a: Action, ev: list[Event]) -> None:
    obj = state.objects[str(a.card)]  # the schema requires a card to activate
    effect, cost, tap, _kind, _timing = activated_abilities(obj)[a.ability]
    mana.pay(state, a.player, cost)
    if tap:
        primitives.set_tapped(state, obj, True, ev)
    aid = state.new_ability_id(obj.id)
    if effect == "mana":  # 605.3b: resolves immediately, no stack
        mana.add(state, a.player, MANA[card_def(obj).name], ev)
        return
    state.stack.append(
        StackItem(
            id=aid,
            kind="activated",
            source=obj.id,
            controller=a.player,
            effect=effect,
            targets=list(a.targets or ()),
        )
    )
    ev.append(Event.make("stack_push", id=aid, kind="activated", source=obj.id, controller=a.player))


def _target_ok(state: GameState, tid: str, kind: str | None) -> bool:
    return tid in legal_targets(state, kind)


def resolve_top(state: GameState, ev: list[Event]) -> None:
    item = state.stack.pop()
    kind = None
    if item.kind == "spell":
        kind = SPELLS.get(state.objects[item.source].card, ("", None))[1]
    elif item.effect in ("damage1",):
        kind = "any"
    elif item.effect in ("pump20", "tap_target"):
        kind = "creature"
    if item.targets and not any(_target_ok(state, t, kind) for t in item.targets):
        # 608.2b: every target illegal -> the object doesn't resolve
        if item.kind == "spell":
            primitives.move(state, state.objects[item.id], "graveyard", ev)
        return
    ev.append(Event.make("resolved", id=item.id))
    _apply(state, item, ev)
    if item.kind == "spell":
        obj = state.objects[item.id]
        if is_type(obj, "Instant") or is_type(obj, "Sorcery"):
            obj.zone = "stack"
            primitives.move(state, obj, "graveyard", ev)
        else:
            primitives.enter_battlefield(state, obj, item.controller, ev, "stack")


def _apply(state: GameState, item: StackItem, ev: list[Event]) -> None:
    e, ctl = item.effect, item.controller
    src = state.objects.get(item.source)
    if e in ("damage3", "damage1"):
        primitives.deal_damage(state, item.source, item.targets[0], 3 if e == "damage3" else 1, False, ev)
    elif e == "pump33":
        state.effects.append(Effect(item.targets[0], 3, 3))
    elif e == "pump20":
        state.effects.append(Effect(item.targets[0], 2, 0))
    elif e == "gain4":
        primitives.change_life(state, ctl, 4, ev)
    elif e == "gain1":
        primitives.change_life(state, ctl, 1, ev)
    elif e == "lose2":
        primitives.change_life(state, str(item.data["player"]), -2, ev)
    elif e == "draw1":
        primitives.draw(state, ctl, ev)
    elif e == "draw4":
        primitives.draw(state, ctl, ev, 4)
    elif e == "mine_draw":
        if src is not None and src.zone == "battlefield" and not src.tapped:  # 603.4 rechecked
            primitives.draw(state, str(item.data["player"]), ev)
    elif e == "pump_self":
        if src is not None and src.zone == "battlefield":
            state.effects.append(Effect(src.id, int(str(item.data["p"])), int(str(item.data["t"]))))
    elif e == "sacrifice_self":
        if src is not None and src.zone == "battlefield" and not src.phased_out:
            primitives.move(state, src, "graveyard", ev)
    elif e == "untap_self":
        if src is not None and src.zone == "battlefield":
            primitives.set_tapped(state, src, False, ev)
    elif e == "tap_target":
        primitives.set_tapped(state, state.objects[item.targets[0]], True, ev)
    elif e == "stun":  # 509.1b restriction until end of turn, then draw
        state.effects.append(Effect(item.targets[0], 0, 0, flag="cant_block"))
        primitives.draw(state, ctl, ev)
    elif e == "extra_turn":  # 500.7: the most recently created extra turn is taken first
        state.extra_turns.insert(0, ctl)
    elif e == "extra_upkeep":  # 500.9: directly after this step
        state.extra_steps.insert(0, ("beginning", "upkeep"))
    elif e == "extra_combat":
        _relentless_assault(state, ev)
    elif e == "garrison_tokens" and src is not None:
        for _ in range(2):
            primitives.put_onto_battlefield_attacking(state, src, "Human Token", str(item.data["player"]), ev)
    elif e == "pump_combat" and src is not None and src.zone == "battlefield":
        state.effects.append(Effect(src.id, int(str(item.data["p"])), int(str(item.data["t"])),
                                    flag="until_end_of_combat"))
    elif e == "rampage" and src is not None and src.zone == "battlefield":
        # counted as it resolves: "for each creature blocking it"
        c = state.combat
        assert c is not None, "it triggers as blockers are declared, and combat lasts until the stack is empty"
        n = sum(src.id in lst for lst in c.blockers.values())
        state.effects.append(Effect(src.id, n, n))
    elif e == "journey":
        target = state.objects[item.targets[0]]
        primitives.move(state, target, "exile", ev)
        state.delayed_end_step.append((item.source, ctl, "journey_return", {"card": target.id}))
    elif e == "journey_return":
        _return_from_exile(state, str(item.data["card"]), ev)
    elif e == "hellrider":  # 508.5: the player that creature is (or was last) attacking
        primitives.deal_damage(state, item.source, str(item.data["player"]), 1, False, ev)
    elif e == "saga_knight" and src is not None:
        primitives.create_token(state, src, "Knight Token", ev)
    elif e == "saga_anthem":
        for o in state.permanents(ctl):
            if "Knight" in card_def(o).subtypes and is_type(o, "Creature"):
                state.effects.append(Effect(o.id, 2, 1))


def _relentless_assault(state: GameState, ev: list[Event]) -> None:
    """Untap the creatures that were declared as attackers this turn (508.4: not those put onto the
    battlefield attacking), then add a combat phase and a main phase after this main phase (500.8)."""
    for oid in sorted(state.attacked_this_turn):
        o = state.objects.get(oid)  # None: a token that attacked and has left the battlefield (111.7)
        if o is not None:  # one that left as a card is untapped already: every zone change untaps (primitives.move)
            primitives.set_tapped(state, o, False, ev)
    if state.phase_plan is None:
        state.phase_plan = list(PHASES[PHASES.index(state.phase) + 1 :])
    state.phase_plan[:0] = ["combat", "postcombat_main"]


def _return_from_exile(state: GameState, oid: str, ev: list[Event]) -> None:
    """Probe Journey's delayed trigger: the exiled card comes back under its owner's control with a +1/+1
    counter (a token that left the battlefield no longer exists, 111.7). Nothing in the kit moves a card out of
    exile, so the exiled card is still there."""
    o = state.objects.get(oid)
    if o is None:
        return
    state.player(o.owner).exile.remove(oid)
    primitives.enter_battlefield(state, o, o.owner, ev, "exile")
    primitives.add_counters(state, o, "+1/+1", 1, ev)
