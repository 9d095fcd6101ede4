"""Cleanups under Core Rules v1.3 (318-324), chosen by ``cleanup.run_cleanup`` for edition 1.3.

Differences from v1.2 (cleanup.py), step by step (323):
1. (323.1) win check: Victory Score reached *and* more points than every opponent (win13.py);
2. (323.2) combat designations are fixed *before* deaths (v1.2: after them);
   special-cleanup inserts: Ending 2c heal / 2d "this turn" effects end / 2e rune pools empty (317.2.b-d);
3a/3b. (323.4-323.5) Deathknell, then lethally damaged units die;
   special-cleanup inserts: Combat 3c heal / 3d recall attackers if defenders remain (461.1.a);
4. (323.6) a battlefield with no units becomes uncontrolled only in an Open State and only if no showdown or
   combat goes on there (v1.2: unless contested);
5. (323.7) recall gear at battlefields, trash hidden cards (unchanged);
6. (323.8) a showdown is staged at every contested battlefield where the contester has units, controlled or
   not (v1.2: uncontrolled ones only, and unstaged when opposing units were there);
7. (323.9-323.10) combats staged/unstaged as before;
   no "finalize pending items" step: finalizing is the first step of FEPR once the outstanding Tasks (the
   Cleanups) are done (334-337, HOT FEPR), so ``run_cleanup13`` finalizes after the cleanups settle;
8. (323.11-323.12) Neutral Open + staged showdowns: the turn player picks one (``choose_showdown``); a combat
   staged there too makes it a Combat Showdown;
9. (323.13) Neutral Open + staged combats and no staged showdown: ``choose_combat``;
9a. (323.14) Showdown Open + a combat staged where a Non-Combat Showdown goes on: it becomes a Combat
   Showdown (combat13.upgrade_showdown).
A Cleanup caused during a Special Cleanup is a normal one (324.2).

Repeats (322): a Cleanup that changed anything (a death, a designation, a control change, a staging, an
opening) is followed by another, until one changes nothing; e.g. a unit that dies in one Cleanup can lower
another unit's Might (Probe Standard-Bearer) so that it dies in the next. A status change outside a Cleanup
(e.g. exhausting a unit to pay an Add ability, which never uses the chain) is itself a reason for one
(319.7): the engine performs a Cleanup after every action and every chain event, so such a change is seen at
once, even while a chain waits.

Step 6 stages a Showdown when Contested is applied (316.5.b) and keeps it staged while the contester has
units there (323.8.a). After a combat with "No Result" (461.3.d.1) Contested is still applied from before,
so only the Combat is staged again: no Showdown is, and step 9 (323.13) opens that Combat (as a Combat
Showdown, 459.2), the turn player choosing with ``choose_combat`` when several are staged.
"""

from __future__ import annotations

from .actions import empty_pools, heal, recall
from .chain import finalize_pending
from .cleanup import lethally_damaged, open_staged, recall_strays
from .model import Game, Obj
from .probes_cleanup13 import BANNER, HOLDFAST, READY_MIGHT
from .win13 import check_win


def run_cleanup13(g: Game, special: str | None = None) -> None:
    """Cleanups until nothing changes (322), then the pending chain items are finalized (337.1; 319.4 asks
    for another Cleanup afterwards). Stops early when a decision is needed or the game is over."""
    first = True
    while True:
        changed = _once13(g, special if first else None)
        first = False
        if g.game_over or g.decision is not None:
            return
        if changed:
            continue
        if not finalize_pending(g):
            return


def _once13(g: Game, special: str | None) -> bool:
    if check_win(g):  # 1. (323.1)
        return True
    changed = False
    c = g.combat
    if c is not None:  # 2. (323.2) designations of a combat in progress
        from .combat import designate

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
    for o in g.objects.values():
        if o.is_unit and o.on_board and o.damage:
            heal(g, o)
    g.delayed.clear()
    g.emit("effects_ended")
    empty_pools(g)


def _deaths(g: Game) -> bool:
    doomed = lethally_damaged(g)  # in turn order from the turn player (303.2.a)
    if not doomed:
        return False
    from .triggers import kill_units

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
            from .combat13 import upgrade_showdown

            upgrade_showdown(g, bf.id)
            return True
        return False
    return open_staged(g, start_staged13)  # 8 / 9 (323.11, 323.13)


def start_staged13(g: Game, kind: str, battlefield: str) -> None:
    """Open the chosen staged showdown or combat; a showdown staged together with a combat opens as a
    Combat Showdown (323.12, 456.3). A chain that emptied in the Neutral State just before passes no Focus
    (see cleanup.start_staged)."""
    from .combat import begin_combat
    from .showdown import begin_showdown

    bf = g.battlefield(battlefield)
    assert bf is not None
    if g.needs_settle and not g.chain:
        g.needs_settle = False
        g.passes = 0
    bf.no_result = False
    if kind == "choose_showdown" and not bf.combat_staged:
        begin_showdown(g, battlefield)
    else:
        begin_combat(g, battlefield)  # step 9 too: the Combat opens with a Combat Showdown (459.2)


def static_might(g: Game, obj: Obj) -> int:
    """Might from the passive abilities of RB30's probe cards (probes_cleanup13.py): Probe Lamplighter's
    +2 while ready; +1 from each other friendly Probe Standard-Bearer at the same location."""
    bonus = 2 if READY_MIGHT in obj.cdef.passives and not obj.exhausted else 0
    if not g.has_passive(BANNER):  # the usual case: spare a scan of every object for each Might asked
        return bonus
    for o in g.objects.values():
        if (
            o is not obj
            and BANNER in o.cdef.passives
            and o.is_unit
            and o.on_board
            and o.controller == obj.controller
            and o.zone == obj.zone
            and o.location == obj.location
        ):
            bonus += 1
    return bonus
