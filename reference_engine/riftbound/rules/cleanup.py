"""Cleanups (318-323): the ordered steps of 322, repeated until nothing changes (321), with the inserted
steps of the Special Cleanups (End of Turn 317.2, Combat 444.1; 323)."""

from __future__ import annotations

from collections.abc import Callable

from ..editions import rules
from ..model.protocol import Decision
from ..model.state import Game, Obj
from ..probes.cleanup import HOLDFAST
from .actions import empty_pools, end_this_turn_effects, heal, recall
from .chain import finalize_pending
from .combat import begin_combat, designate, upgrade_showdown
from .multiplayer import reached
from .replacement import kill_units
from .scoring import check_win, win
from .showdown import begin_showdown


def run_cleanup(g: Game, special: str | None = None) -> None:
    """Perform a Cleanup (322). ``special`` ∈ {None, "end_of_turn", "combat"} inserts 2c/2d/2e. A Cleanup
    caused by a special one is a normal one (323.2). Stops early when a decision is needed (steps 9-10).
    The Cleanup of 323 has its own procedure (cleanup.py).

    A Cleanup is performed after every action and every step of the game loop, and most find nothing to do:
    one that would read exactly what the last one that found nothing read (``_inputs``) is skipped, since it
    would find nothing again and change nothing."""
    inputs = _inputs(g) if special is None else None
    if inputs is not None and inputs == g.nothing_to_clean:
        return
    passes, events = _PASSES[0], len(g.events)
    if rules(g).cleanup_of_323():
        run_cleanup_of_323(g, special)
    else:
        first = True
        while True:
            changed = _once(g, special if first else None)
            first = False
            if g.game_over or g.decision is not None or not changed:
                break
    # Remembered only after one pass that found nothing to do, emitted nothing and left its inputs as they
    # were, so that the same inputs are known to lead to exactly that again.
    if (
        inputs is not None
        and _PASSES[0] == passes + 1
        and len(g.events) == events
        and g.decision is None
        and not g.game_over
        and _inputs(g) == inputs
    ):
        g.nothing_to_clean = inputs


# Passes of a Cleanup (_once, _once_of_323) performed, counted for run_cleanup.
_PASSES = [0]


def _inputs(g: Game) -> tuple[object, ...] | None:
    """Everything a Cleanup pass reads when it finds nothing to do (steps 1-10 of 322 and of 323), or None
    when it would read more than is listed here: during a combat (designations, 322.5 / 323.2), with a damaged
    unit on the board (its Might reads "this turn" bonuses, 322.3 / 323.4), with a decision pending or the game
    over. Of the objects and battlefields, a pass then reads where objects are, who controls them, their
    damage and the battlefields' status, whose changes are counted (``Game.board_changes``); the chain's items
    are compared with their pending state, which is what finalizing reads (322.12)."""
    if g.combat is not None or g.decision is not None or g.game_over or g.damaged_board_objects():
        return None
    sd = g.showdown
    return (
        g.board_changes(),
        len(g.objects),
        g.turn,
        g.victory_score,
        tuple([p.points for p in g.players]),
        sd,
        None if sd is None else (sd.battlefield, sd.combat),
        tuple([(i, i.pending, i.needs_targets) for i in g.chain]),
        len(g.waiting),
    )


def _once(g: Game, special: str | None) -> bool:
    _PASSES[0] += 1
    changed = False
    # 1. (322.1) A player at the Victory Score wins.
    for p in g.players:
        if reached(g, p.id):  # a team's points in team play (multiplayer.py)
            win(g, p.id)
            return True
    # 2a/2b. (322.3-322.4) Deathknell of lethally damaged units, then kill them.
    doomed = lethally_damaged(g)
    if doomed:
        # Killed together, in one game action: death triggers see all of them (376.2.c), and a replacement
        # effect may save one (366).
        kill_units(g, doomed)
        changed = True
    c = g.combat
    if special in ("end_of_turn", "combat"):
        # 2c. Heal all units (317.2.b, 444.1.a.1).
        for o in g.board_objects():
            if o.is_unit and o.on_board and o.damage:
                heal(g, o)
    if special == "combat" and c is not None:
        # 2d. Recall attackers if defenders are still present (444.1.a.2); a card that says it isn't recalled
        # when a combat ends (Probe Bastion) stays.
        here = g.units_at(c.battlefield)
        if any(o.designation == "defender" for o in here):
            for o in here:
                if o.designation == "attacker" and HOLDFAST not in o.cdef.passives:
                    recall(g, o)
        # 2e. Remove Attacker and Defender designations (444.1.a.3).
        for o in g.objects.values():
            if o.designation is not None:
                o.designation = None
                g.emit("designated", object=o.id, designation=None)
    # 3. (322.5) Fix combat designations while a combat is in progress.
    if c is not None and c.step not in ("resolution",):
        before = len(g.events)
        designate(g)
        changed = changed or len(g.events) != before
    # 4. (322.6) Battlefields with no units and not contested become uncontrolled.
    for bf in g.battlefields:
        if bf.controller is not None and not bf.contested and not g.units_at(bf.id):
            bf.controller = None
            g.emit("control_changed", battlefield=bf.id, controller=None)
            changed = True
    # 5. (322.7) Recall gear at battlefields; trash facedown cards not matching the battlefield's controller.
    changed = recall_strays(g) or changed
    busy = c.battlefield if c is not None else None
    for bf in g.battlefields:
        if bf.id == busy or (g.showdown is not None and g.showdown.battlefield == bf.id):
            continue
        present = g.controllers_at(bf.id)
        # 6 / 6a. (322.8-322.9) Stage a showdown at contested, uncontrolled battlefields.
        want_sd = bf.contested and bf.controller is None and present == [bf.contested_by]
        if want_sd and not bf.showdown_staged:
            bf.showdown_staged = True
            g.emit("showdown_staged", battlefield=bf.id)
            changed = True
        elif not want_sd and bf.showdown_staged:
            bf.showdown_staged = False
            changed = True
        # 7 / 7a. (322.10-322.11) Stage a combat at contested battlefields with units of two players.
        want_cb = bf.contested and len(present) >= 2
        if want_cb and not bf.combat_staged:
            bf.combat_staged = True
            g.emit("combat_staged", battlefield=bf.id)
            changed = True
        elif not want_cb and bf.combat_staged:
            bf.combat_staged = False
            changed = True
    # 8. (322.12) Finalize pending items.
    if finalize_pending(g):
        changed = True
    # 9 / 10. (322.13-322.14) In Neutral Open, the turn player opens a staged showdown, else a staged combat.
    neutral_open = g.showdown is None and not g.chain and g.combat is None and not g.waiting
    if neutral_open and open_staged(g, start_staged):
        return True
    return changed


def open_staged(g: Game, start: Callable[[Game, str, str], None]) -> bool:
    """The turn player opens a staged showdown, else a staged combat; with several staged, they choose
    which (a ``choose_showdown`` / ``choose_combat`` decision). ``start`` opens it (per edition)."""
    staged = [bf.id for bf in g.battlefields if bf.showdown_staged]
    kind = "choose_showdown"
    if not staged:
        staged = [bf.id for bf in g.battlefields if bf.combat_staged]
        kind = "choose_combat"
    if len(staged) > 1:
        g.decision = Decision(player=g.turn_player, kind=kind, options=tuple(staged))
        return True
    if staged:
        start(g, kind, staged[0])
        return True
    return False


def start_staged(g: Game, kind: str, battlefield: str) -> None:
    """Open a staged showdown or combat (322.13-322.14) in a Neutral Open state.

    A chain that emptied before this (e.g. the unit play that contested the battlefield) emptied in the
    Neutral State: its settling is done here, so it cannot count as a showdown chain emptying and pass the
    contester's Focus on (343); the contester keeps Focus until they pass (341, 344).
    """
    if rules(g).cleanup_of_323():
        start_staged_of_323(g, kind, battlefield)
        return
    if g.needs_settle:  # (no chain: a staged showdown or combat opens only in a Neutral Open state)
        g.needs_settle = False
        g.passes = 0
    if kind == "choose_showdown":
        begin_showdown(g, battlefield)
    else:
        begin_combat(g, battlefield)


def recall_strays(g: Game) -> bool:
    """Gear at a battlefield goes back to its base; a hidden card at a battlefield its controller doesn't
    control is trashed (v1.2 322.7, v1.3 323.7)."""
    changed = False
    if not g.board_fact("strays", _has_strays):
        return False  # the usual case: nothing to recall or trash, no copy of the board list
    for o in list(g.board_objects()):  # what is on a battlefield, listed before anything moves
        if o.zone == "battlefield" and o.cdef.type == "gear":
            recall(g, o)
            changed = True
        if o.zone == "facedown":
            hidden_at = g.battlefield(o.location or "")
            if hidden_at is None or hidden_at.controller != o.controller:
                g.put(o, "trash")
                g.emit("zone_changed", object=o.id, **{"from": "facedown"}, to="trash", location=None)
                changed = True
    return changed


def _has_strays(board: list[Obj]) -> bool:
    """Whether ``recall_strays`` has anything to do: a hidden card, or gear at a battlefield. Reads only the
    objects' zones and cards, so it is remembered with the board list (``Game.board_fact``)."""
    return any(o.zone == "facedown" or (o.zone == "battlefield" and o.cdef.type == "gear") for o in board)


def lethally_damaged(g: Game) -> list[Obj]:
    """Units with lethal damage, in turn order from the turn player: they die in one game action, and what
    happens at once is sequenced in turn order (303.2.a in v1.2 and v1.3), so the turn player's Deathknells
    go on the chain first."""
    # Only the board objects with damage (remembered until damage changes or something moves) can have lethal.
    doomed = [o for o in g.damaged_board_objects() if o.is_unit and o.on_board and o.damage >= (g.might(o) or 0)]
    if not doomed:  # the usual case: no seat order to work out
        return doomed
    ids = [p.id for p in g.players]
    start = ids.index(g.turn_player)  # setup.py refuses a turn player not among the players
    seat = {pid: (i - start) % len(ids) for i, pid in enumerate(ids)}
    return sorted(doomed, key=lambda o: seat.get(o.controller or "", 0))


# ----------------------------------------------------------------------------------------------------
# Cleanups under Core Rules v1.3 (318-324), chosen by ``cleanup.run_cleanup`` for edition 1.3.
#
# Differences from v1.2 (cleanup.py), step by step (323):
# 1. (323.1) win check: Victory Score reached *and* more points than every opponent (scoring.py);
# 2. (323.2) combat designations are fixed *before* deaths (v1.2: after them);
#    special-cleanup inserts: Ending 2c heal / 2d "this turn" effects end / 2e rune pools empty (317.2.b-d);
# 3a/3b. (323.4-323.5) Deathknell, then lethally damaged units die;
#    special-cleanup inserts: Combat 3c heal / 3d recall attackers if defenders remain (461.1.a);
# 4. (323.6) a battlefield with no units becomes uncontrolled only in an Open State and only if no showdown or
#    combat goes on there (v1.2: unless contested);
# 5. (323.7) recall gear at battlefields, trash hidden cards (unchanged);
# 6. (323.8) a showdown is staged at every contested battlefield where the contester has units, controlled or
#    not (v1.2: uncontrolled ones only, and unstaged when opposing units were there);
# 7. (323.9-323.10) combats staged/unstaged as before;
#    no "finalize pending items" step: finalizing is the first step of FEPR once the outstanding Tasks (the
#    Cleanups) are done (334-337, HOT FEPR), so ``run_cleanup_of_323`` finalizes after the cleanups settle;
# 8. (323.11-323.12) Neutral Open + staged showdowns: the turn player picks one (``choose_showdown``); a combat
#    staged there too makes it a Combat Showdown;
# 9. (323.13) Neutral Open + staged combats and no staged showdown: ``choose_combat``;
# 9a. (323.14) Showdown Open + a combat staged where a Non-Combat Showdown goes on: it becomes a Combat
#    Showdown (combat.upgrade_showdown).
# A Cleanup caused during a Special Cleanup is a normal one (324.2).
#
# Repeats (322): a Cleanup that changed anything (a death, a designation, a control change, a staging, an
# opening) is followed by another, until one changes nothing; e.g. a unit that dies in one Cleanup can lower
# another unit's Might (Probe Standard-Bearer) so that it dies in the next. A status change outside a Cleanup
# (e.g. exhausting a unit to pay an Add ability, which never uses the chain) is itself a reason for one
# (319.7): the engine performs a Cleanup after every action and every chain event, so such a change is seen at
# once, even while a chain waits.
#
# Step 6 stages a Showdown when Contested is applied (316.5.b) and keeps it staged while the contester has
# units there (323.8.a). After a combat with "No Result" (461.3.d.1) Contested is still applied from before,
# so only the Combat is staged again: no Showdown is, and step 9 (323.13) opens that Combat (as a Combat
# Showdown, 459.2), the turn player choosing with ``choose_combat`` when several are staged.


def run_cleanup_of_323(g: Game, special: str | None = None) -> None:
    """Cleanups until nothing changes (322), then the pending chain items are finalized (337.1; 319.4 asks
    for another Cleanup afterwards). Stops early when a decision is needed or the game is over."""
    first = True
    while True:
        changed = _once_of_323(g, special if first else None)
        first = False
        if g.game_over or g.decision is not None:
            return
        if changed:
            continue
        if not finalize_pending(g):
            return


def _once_of_323(g: Game, special: str | None) -> bool:
    _PASSES[0] += 1
    if check_win(g):  # 1. (323.1)
        return True
    changed = False
    c = g.combat
    if c is not None:  # 2. (323.2) designations of a combat in progress
        before = len(g.events)
        designate(g)
        changed = len(g.events) != before
    if special == "end_of_turn":
        _ending_inserts(g)
    changed = _deaths(g) or changed  # 3a/3b. (323.4-323.5)
    if special == "combat" and c is not None:
        for o in g.objects.values():  # 3c. Heal all units (461.1.a.1)
            if o.is_unit and o.on_board and o.damage:
                heal(g, o)
        here = g.units_at(c.battlefield)  # 3d. Recall attackers if defenders remain (461.1.a.2)
        if any(o.designation == "defender" for o in here):
            for o in here:
                if o.designation == "attacker" and HOLDFAST not in o.cdef.passives:
                    recall(g, o)
    busy = {x.battlefield for x in (g.showdown, g.combat) if x is not None}
    if not g.chain:  # 4. (323.6) only in an Open State, never where a showdown/combat goes on
        for bf in g.battlefields:
            if bf.controller is not None and bf.id not in busy and not g.units_at(bf.id):
                bf.controller = None
                g.emit("control_changed", battlefield=bf.id, controller=None)
                changed = True
    changed = recall_strays(g) or changed  # 5. (323.7)
    changed = _stage(g, busy) or changed  # 6 / 7 / 7a. (323.8-323.10)
    opened = _open(g)  # 8 / 8a / 9 / 9a. (323.11-323.14)
    return opened or changed


def _ending_inserts(g: Game) -> None:
    """317.2.b-d: the Ending Special Cleanup heals all units, ends "this turn" effects (delayed abilities
    included), then empties every rune pool."""
    for o in g.board_units():  # heal does nothing to a unit without damage
        if o.on_board:  # (not a hidden one)
            heal(g, o)
    end_this_turn_effects(g)
    empty_pools(g)


def _deaths(g: Game) -> bool:
    doomed = lethally_damaged(g)  # in turn order from the turn player (303.2.a)
    if not doomed:
        return False
    kill_units(g, doomed)  # one game action: replacements first, death triggers see every death
    return True


def _stage(g: Game, busy: set[str]) -> bool:
    """Steps 6-7a. Nothing is staged where a combat goes on; where a Non-Combat Showdown goes on only a
    combat can be staged (for step 9a)."""
    changed = False
    combat_at = g.combat.battlefield if g.combat is not None else None
    for bf in g.battlefields:
        if bf.id == combat_at:
            continue
        present = g.controllers_at(bf.id)
        if len(present) < 2:
            bf.no_result = False  # the combat staged by a "No Result" is gone (323.10): Contested acts again
        # 323.8 / 323.8.a; after a "No Result" only the Combat is staged again (461.3.d.1, module doc).
        want_sd = bf.contested and bf.contested_by in present and bf.id not in busy and not bf.no_result
        if want_sd != bf.showdown_staged:
            bf.showdown_staged = want_sd
            if want_sd:
                g.emit("showdown_staged", battlefield=bf.id)
            changed = True
        want_cb = bf.contested and len(present) >= 2
        if want_cb != bf.combat_staged:
            bf.combat_staged = want_cb
            if want_cb:
                g.emit("combat_staged", battlefield=bf.id)
            changed = True
    return changed


def _open(g: Game) -> bool:
    if g.chain or g.waiting or g.combat is not None:
        return False
    if g.showdown is not None:  # 9a (323.14)
        bf = g.battlefield(g.showdown.battlefield)
        if bf is not None and bf.combat_staged and not g.showdown.combat:
            upgrade_showdown(g, bf.id)
            return True
        return False
    return open_staged(g, start_staged_of_323)  # 8 / 9 (323.11, 323.13)


def start_staged_of_323(g: Game, kind: str, battlefield: str) -> None:
    """Open the chosen staged showdown or combat; a showdown staged together with a combat opens as a
    Combat Showdown (323.12, 456.3). A chain that emptied in the Neutral State just before passes no Focus
    (see cleanup.start_staged)."""
    bf = g.battlefield(battlefield)
    assert bf is not None
    if g.needs_settle:  # (no chain: a staged showdown or combat opens only in a Neutral Open state)
        g.needs_settle = False
        g.passes = 0
    bf.no_result = False
    if kind == "choose_showdown" and not bf.combat_staged:
        begin_showdown(g, battlefield)
    else:
        begin_combat(g, battlefield)  # step 9 too: the Combat opens with a Combat Showdown (459.2)
