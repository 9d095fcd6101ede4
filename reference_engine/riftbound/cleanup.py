"""Cleanups (318-323): the ordered steps of 322, repeated until nothing changes (321), with the inserted
steps of the Special Cleanups (End of Turn 317.2, Combat 444.1; 323)."""

from __future__ import annotations

from collections.abc import Callable

from .actions import heal, recall
from .chain import finalize_pending
from .model import Game, Obj
from .multiplayer import reached
from .protocol import Decision
from .scoring import win


def run_cleanup(g: Game, special: str | None = None) -> None:
    """Perform a Cleanup (322). ``special`` ∈ {None, "end_of_turn", "combat"} inserts 2c/2d/2e. A Cleanup
    caused by a special one is a normal one (323.2). Stops early when a decision is needed (steps 9-10).
    Edition 1.3 runs its own cleanup (cleanup13.py)."""
    if g.edition != "1.2":
        from .cleanup13 import run_cleanup13

        run_cleanup13(g, special)
        return
    first = True
    while True:
        changed = _once(g, special if first else None)
        first = False
        if g.game_over or g.decision is not None:
            return
        if not changed:
            return


def _once(g: Game, special: str | None) -> bool:
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
        from .triggers import kill_units

        kill_units(g, doomed)
        changed = True
    c = g.combat
    if special in ("end_of_turn", "combat"):
        # 2c. Heal all units (317.2.b, 444.1.a.1).
        for o in g.objects.values():
            if o.is_unit and o.on_board and o.damage:
                heal(g, o)
    if special == "combat" and c is not None:
        # 2d. Recall attackers if defenders are still present (444.1.a.2).
        here = g.units_at(c.battlefield)
        if any(o.designation == "defender" for o in here):
            for o in here:
                if o.designation == "attacker":
                    recall(g, o)
        # 2e. Remove Attacker and Defender designations (444.1.a.3).
        for o in g.objects.values():
            if o.designation is not None:
                o.designation = None
                g.emit("designated", object=o.id, designation=None)
    # 3. (322.5) Fix combat designations while a combat is in progress.
    if c is not None and c.step not in ("resolution",):
        from .combat import designate

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
    from .combat import begin_combat
    from .showdown import begin_showdown

    if g.edition != "1.2":
        from .cleanup13 import start_staged13  # 323.12: may open as a Combat Showdown

        start_staged13(g, kind, battlefield)
        return
    if g.needs_settle and not g.chain:
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


def lethally_damaged(g: Game) -> list[Obj]:
    """Units with lethal damage, in turn order from the turn player: they die in one game action, and what
    happens at once is sequenced in turn order (303.2.a in v1.2 and v1.3), so the turn player's Deathknells
    go on the chain first."""
    ids = [p.id for p in g.players]
    start = ids.index(g.turn_player) if g.turn_player in ids else 0
    seat = {pid: (i - start) % len(ids) for i, pid in enumerate(ids)}
    doomed = [o for o in g.board_objects()  # damage first: the cheap test that rules out most objects
              if o.damage > 0 and o.is_unit and o.on_board and o.damage >= (g.might(o) or 0)]
    return sorted(doomed, key=lambda o: seat.get(o.controller or "", 0))
