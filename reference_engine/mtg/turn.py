"""Turn structure: phases and steps in order (500-514), the turn-based actions of each step at their
exact moment (703.3, 703.4a-s: phasing 502.1, day/night 502.2, untap 502.3, draw 504.1, scheme 505.3,
Saga lore counters 505.4, Attractions 505.5, defending player 507.1/703.4h, declare attackers 508.1,
declare blockers 509.1, damage assignment order 509.2-3 (pre-Foundations), combat damage 510.1-2,
cleanup 514.1-2, mana emptying 500.4), skipped steps (508.8, 510.4), no priority in the untap step
(502.4), extra turns, phases and steps (500.7-500.9), steps skipped by effects (500.10) and the driver
loop that runs the game until the next decision."""

from __future__ import annotations

from reference_engine.core.errors import RulesError
from reference_engine.mtg import cleanup, combat, mana, primitives, priority, triggers
from reference_engine.mtg.actions import Decision, Event
from reference_engine.mtg.cards import DOESNT_UNTAP, SKIPPED_STEPS, card_def, has_kw
from reference_engine.mtg.model import STEPS, Combat, GameState


def proceed(state: GameState, ev: list[Event]) -> None:
    """Run the game until a decision is pending or the game is over."""
    guard = 0
    while state.decision is None and not state.game_over:
        guard += 1
        if guard > 10000:
            raise RuntimeError("game loop did not reach a decision")
        if state.stage == "begin":
            begin_step(state, ev)
        elif state.stage == "settle":
            priority.settle(state, ev)
        elif state.stage == "end":
            advance(state, ev)
        elif state.stage == "blocks":
            continue_blocks(state, ev)
        elif state.stage == "damage":
            continue_damage(state, ev)
        else:
            raise RuntimeError(f"unknown stage {state.stage}")
    if state.game_over:
        state.decision = None
        state.priority = None


def _next(state: GameState, cur: tuple[str, str | None]) -> tuple[str, str | None] | None:
    """The step after ``cur`` (None: the turn ends). Extra phases follow ``state.phase_plan`` (500.8)."""
    c = state.combat
    if cur == ("combat", "declare_attackers") and c is not None and not c.attackers:
        return ("combat", "end_of_combat")  # 508.8
    if cur == ("combat", "declare_blockers") and c is not None:
        c.first_strike_step = combat.any_first_strike(state)  # 510.4
        return ("combat", "first_strike_damage" if c.first_strike_step else "combat_damage")
    i = STEPS.index(cur)
    nxt = STEPS[i + 1] if i + 1 < len(STEPS) else None
    if state.phase_plan is not None and (nxt is None or nxt[0] != cur[0]):
        if not state.phase_plan:
            return None
        phase = state.phase_plan.pop(0)
        return next(ps for ps in STEPS if ps[0] == phase)
    return nxt


def _skipped(state: GameState, nxt: tuple[str, str | None]) -> bool:
    """500.10: a step skipped by a static ability (Probe Hub) is passed as though it didn't exist."""
    return nxt[1] is not None and any(SKIPPED_STEPS.get(card_def(o).name) == nxt[1] for o in state.permanents())


def _following(state: GameState) -> tuple[str, str | None] | None:
    """The next step to begin: an extra step added after this one first (500.9), skipping steps (500.10)."""
    nxt = state.extra_steps.pop(0) if state.extra_steps else _next(state, (state.phase, state.step))
    while nxt is not None and _skipped(state, nxt):
        nxt = _next(state, nxt)
    return nxt


def advance(state: GameState, ev: list[Event]) -> None:
    """End the current step/phase (500.4 mana empties, 511.3 removal from combat) and begin the next."""
    if state.step == "end_of_combat":
        combat.end_combat(state, ev)
    mana.empty_pools(state, ev)
    if state.step is not None:
        ev.append(Event.make("step_ended", step=state.step))
    if state.step == "cleanup" and state.cleanup_priority:  # 514.3a: another cleanup step
        state.cleanup_priority = False
        ev.append(Event.make("step_began", step="cleanup"))
        state.stage = "begin"
        return
    nxt = _following(state)
    if nxt is None or nxt[0] != state.phase:
        ev.append(Event.make("phase_ended", phase=state.phase))
    if nxt is None:
        new_turn(state, ev)
        return
    if nxt[0] != state.phase:
        ev.append(Event.make("phase_began", phase=nxt[0]))
    state.phase, state.step = nxt
    if state.step is not None:
        ev.append(Event.make("step_began", step=state.step))
    state.stage = "begin"


def new_turn(state: GameState, ev: list[Event]) -> None:
    state.prev_spells = state.player(state.active).spells_cast
    state.turn += 1
    if state.extra_turns:  # 500.7: an extra turn comes directly after this one
        state.active = state.extra_turns.pop(0)
    else:  # turn order resumes after the last regular turn
        state.regular_active = state.next_player(state.regular_active or state.active)
        state.active = state.regular_active
    state.phase_plan, state.extra_steps, state.upkeeps = None, [], 0
    state.attacked_this_turn = set()
    for p in state.players:
        p.lands_played = 0
        p.spells_cast = 0
    for o in state.permanents(state.active):
        o.summoning_sick = False  # 302.6: controlled continuously since the turn began
    state.phase, state.step = "beginning", "untap"
    ev.append(Event.make("turn_began", turn=state.turn, active_player=state.active))
    ev.append(Event.make("phase_began", phase="beginning"))
    ev.append(Event.make("step_began", step="untap"))
    state.stage = "begin"


def begin_step(state: GameState, ev: list[Event]) -> None:
    """703.3: the step's turn-based actions first; triggers from its beginning wait (603.2b, 603.3)."""
    step = state.step or state.phase
    state.stage = "settle"  # priority then goes to the active player: ``holder`` is always None here
    if step == "untap":
        untap_step(state, ev)
        state.stage = "end"  # 502.4: no priority
        return
    if step == "upkeep":
        state.upkeeps += 1
    triggers.step_began(state)
    if step == "draw":
        primitives.draw(state, state.active, ev)  # 703.4d
    elif step == "precombat_main":
        main_phase_actions(state, ev)
    elif step == "beginning_of_combat":
        state.combat = Combat()
        opps = state.opponents(state.active)
        if state.defender_choice and len(opps) >= 2:  # 703.4h
            state.decision = Decision.make(state.active, "choose_defending_player", options=opps)
    elif step == "declare_attackers":
        if not combat.attack_candidates(state):  # only answer: no attackers
            ev.append(Event.make("attackers_declared", player=state.active, attackers=[]))
        else:
            state.decision = Decision.make(
                state.active,
                "declare_attackers",
                attackers=combat.attack_candidates(state),
                targets=combat.attack_targets(state),
            )
    elif step == "declare_blockers":
        assert state.combat is not None
        state.combat.block_queue = combat.defenders(state)
        state.stage = "blocks"
    elif step in ("first_strike_damage", "combat_damage"):
        assert state.combat is not None
        state.combat.to_assign = combat.damage_dealers(state)
        state.stage = "damage"
    elif step == "cleanup":
        cleanup.begin(state, ev)


def untap_step(state: GameState, ev: list[Event]) -> None:
    ap = state.active
    # 703.4a / 502.1 phasing, simultaneously
    for oid in list(state.battlefield):
        o = state.objects[oid]
        if o.controller != ap:
            continue
        if o.phased_out:
            o.phased_out = False
            ev.append(Event.make("phased_in", object=oid))
        elif has_kw(o, "phasing"):
            o.phased_out = True
            ev.append(Event.make("phased_out", object=oid))
    # 703.4b / 502.2 day/night
    if state.day_night is not None:
        new = state.day_night
        if state.day_night == "day" and state.prev_spells == 0:
            new = "night"
        elif state.day_night == "night" and state.prev_spells >= 2:
            new = "day"
        if new != state.day_night:
            state.day_night = new
            ev.append(Event.make("day_night_changed", value=new))
            for o in state.permanents():
                kws = card_def(o).keywords
                if (new == "night" and "daybound" in kws) or (new == "day" and "nightbound" in kws):
                    o.transformed = not o.transformed
                    ev.append(Event.make("transformed", object=o.id))
    # 703.4c / 502.3 untap
    for o in state.permanents(ap):
        if o.tapped and card_def(o).name not in DOESNT_UNTAP:
            primitives.set_tapped(state, o, False, ev)


def main_phase_actions(state: GameState, ev: list[Event]) -> None:
    ap = state.active
    if state.archenemy == ap:  # 703.4e: set the top scheme in motion
        deck = state.player(ap).scheme_deck
        if deck:
            sid = deck.pop(0)
            state.objects[sid].zone = "command"
            ev.append(Event.make("scheme_set_in_motion", player=ap, scheme=sid))
            triggers.set_in_motion(state, state.objects[sid])
    for o in state.permanents(ap):  # 703.4f: lore counters
        if "Saga" in card_def(o).subtypes:
            primitives.add_counters(state, o, "lore", 1, ev)
    if any("Attraction" in card_def(o).subtypes for o in state.permanents(ap)):  # 703.4g
        if not state.die_rolls:
            raise RulesError(
                "bad_setup", "a die roll is needed (roll to visit Attractions) but setup.die_rolls is empty"
            )
        roll = state.die_rolls.pop(0)
        ev.append(Event.make("die_rolled", player=ap, result=roll))
        triggers.visit(state, ap, roll)


def continue_blocks(state: GameState, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    while c.block_queue:
        pid = c.block_queue[0]
        blockers, attackers = combat.block_options(state, pid)
        if blockers and attackers:
            state.decision = Decision.make(pid, "declare_blockers", blockers=blockers, attackers=attackers)
            return
        c.block_queue.pop(0)
        ev.append(Event.make("blockers_declared", player=pid, blockers=[]))
        combat.no_blocks(state, pid)
    c.order_queue = [a for a in combat.needs_order(state) if a not in c.order]
    if c.order_queue:
        oid = c.order_queue[0]
        if oid in c.attackers:  # 509.2: the active player orders each multiply-blocked attacker's blockers
            state.decision = Decision.make(
                state.active, "order_blockers", attacker=oid, options=combat.blockers_of(state, oid)
            )
        else:  # 509.3: then the defending player orders the attackers of each creature blocking several
            state.decision = Decision.make(
                state.objects[oid].controller, "order_attackers", blocker=oid,
                options=combat.attackers_of(state, oid),
            )
        return
    state.stage = "settle"


def continue_damage(state: GameState, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    while c.to_assign:
        x = c.to_assign[0]
        legal = combat.legal_assignments(state, x)
        if len(legal) > 1:
            state.decision = combat.assignment_decision(state, x)
            return
        c.assignments[x] = list(legal[0].assignments)  # never empty: all to the first recipient is listed
        c.to_assign.pop(0)
    combat.deal_all(state, ev)
    state.stage = "settle"
