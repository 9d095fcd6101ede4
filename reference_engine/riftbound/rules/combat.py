"""Combat (437-444): the Showdown Step with designations and the Initial Chain (442), the Combat Damage
Step with its assignment rules (443, Tank 741), and the Resolution Step (444)."""

from __future__ import annotations

from ..editions import rules
from ..model.errors import RulesError
from ..model.protocol import Assignment, Decision
from ..model.state import Combat, Game, Obj, Showdown
from . import hooks
from .priority import give_focus
from .replacement import deal
from .scoring import establish_control
from .triggers import trigger


def combatants(g: Game, battlefield: str) -> tuple[str, str]:
    """(attacker, defender) at a battlefield: the player who contested it attacks, the other player there
    defends (442.1; v1.3 459.2.b).

    The contester may have no unit there any more: with three players, a combat staged while a showdown goes on
    elsewhere (456) waits, and a third player may meanwhile take control of the contester's unit. The rules do not
    say who attacks then. The engine lets the player there who does not control the battlefield attack (the
    defender being "the player who did not apply the Contested status"), the first of them in turn order from
    the turn player if neither controls it; Referee asserts nothing there and refuses setups that start from it.
    """
    bf = g.battlefield(battlefield)
    assert bf is not None
    present = g.controllers_at(battlefield)
    attacker = bf.contested_by
    if attacker not in present:
        ids = [p.id for p in g.players]
        start = ids.index(g.turn_player)
        attacker = next(p for p in ids[start:] + ids[:start] if p in present and p != bf.controller)
    return attacker, next(p for p in present if p != attacker)


def begin_combat(g: Game, battlefield: str) -> None:
    """442.1: the contester is the Attacker (and gains Focus), the other player the Defender; their units
    gain the designations; attack/defend triggers form the Initial Chain (attacker's first, 442.1.b.1)."""
    bf = g.battlefield(battlefield)
    assert bf is not None
    attacker, defender = combatants(g, battlefield)
    bf.combat_staged = False
    bf.showdown_staged = False
    g.combat = Combat(battlefield=battlefield, attacker=attacker, defender=defender)
    g.emit("combat_began", battlefield=battlefield, attacker=attacker, defender=defender)
    g.emit("combat_step", step="showdown")
    g.showdown = Showdown(battlefield=battlefield, combat=True)
    g.emit("showdown_began", battlefield=battlefield, combat=True)
    designate(g)
    g.showdown.initial_chain = bool(g.waiting)
    g.combat.initial_triggers = bool(g.waiting)  # (nothing else waits: a combat opens only with none, cleanup.py)
    give_focus(g, attacker)


def designate(g: Game) -> None:
    """442.1.a.3-4 and Cleanup step 3 (322.5): units at the combat take their controller's designation;
    units elsewhere lose theirs. Attack/defend triggers fire once per combat (376.4.d-e)."""
    c = g.combat
    assert c is not None
    for o in g.board_units():  # units in a base or at a battlefield, in objects order
        want: str | None = None
        if o.zone == "battlefield" and o.location == c.battlefield:
            want = "attacker" if o.controller == c.attacker else "defender" if o.controller == c.defender else None
        if o.designation != want:
            o.designation = want
            g.emit("designated", object=o.id, designation=want)
            if want == "attacker" and o.id not in c.attacked:
                c.attacked.add(o.id)
                trigger(g, o, "attack")
            if want == "defender" and o.id not in c.defended:
                c.defended.add(o.id)
                trigger(g, o, "defend")


# ----- damage -----------------------------------------------------------------------------------
def side(g: Game, designation: str) -> list[Obj]:
    c = g.combat
    assert c is not None
    return [o for o in g.units_at(c.battlefield) if o.designation == designation]


def lethal(g: Game, o: Obj) -> int:
    """Lethal damage is nonzero damage ≥ Might (142.2.a): what is still needed."""
    might = g.might(o) or 0
    return max(might - o.damage, 1)


def legal_assignment(g: Game, total: int, targets: list[Obj], assignment: dict[str, int]) -> str | None:
    """443.1.d.3-4 and Tank (741.1.c): lethal in full to one unit before the next, no more than lethal
    unless every unit has lethal, Tank units first. Returns why it is illegal, or None."""
    ids = {o.id for o in targets}
    if any(t not in ids for t in assignment):
        return "damage can only be assigned to the other player's units in this combat"
    if any(a < 0 for a in assignment.values()):
        return "amounts must not be negative"
    if sum(assignment.values()) != total:
        return f"exactly {total} damage must be assigned"
    need = {o.id: lethal(g, o) for o in targets}
    got = {o.id: assignment.get(o.id, 0) for o in targets}
    if total >= sum(need.values()):
        if any(got[i] < need[i] for i in need):
            return "every unit must be assigned lethal damage before any excess"
        return None
    full = [i for i in need if got[i] == need[i]]
    partial = [i for i in need if 0 < got[i] < need[i]]
    over = [i for i in need if got[i] > need[i]]
    if over or len(partial) > 1:
        return "lethal damage must be assigned in full to one unit before the next"
    tanks = [o.id for o in targets if o.cdef.has("Tank")]
    touched = [i for i in need if got[i] > 0]
    if any(i not in tanks for i in touched) and any(t not in full for t in tanks):
        return "units with Tank must be assigned lethal damage first"
    del full
    return None


def legal_assignments(g: Game, total: int, targets: list[Obj], limit: int = 64) -> list[dict[str, int]]:
    """Up to ``limit`` legal divisions of ``total`` among ``targets``, in the order of
    ``product(range(total + 1), repeat=len(targets))``. Only divisions that add up to ``total`` are walked,
    and a partial division that ``legal_assignment`` would reject however it is completed is not followed
    (below lethal while there is enough for all, above lethal or a second partial one while there isn't);
    ``legal_assignment`` still judges every division found. Walking every combination grew as
    (total + 1) ** units and took most of the engine's time in big combats. ``targets`` is never empty: a
    damage step with a side that has no units deals no combat damage (443.1.a) and asks for no assignment."""
    need = [lethal(g, o) for o in targets]
    enough = total >= sum(need)
    last = len(targets) - 1
    out: list[dict[str, int]] = []
    combo = [0] * len(targets)

    def walk(i: int, left: int, partials: int) -> None:
        for x in (left,) if i == last else range(left + 1):
            if (x < need[i]) if enough else (x > need[i] or partials + (0 < x < need[i]) > 1):
                continue
            combo[i] = x
            if i < last:
                walk(i + 1, left - x, partials + (0 < x < need[i]))
            else:
                a = {o.id: n for o, n in zip(targets, combo, strict=True) if n}
                if legal_assignment(g, total, targets, a) is None:
                    out.append(a)
            if len(out) >= limit:
                return

    walk(0, total, 0)
    return out


def damage_step(g: Game) -> bool:
    """443: returns False while an ``assign_combat_damage`` decision is pending."""
    c = g.combat
    assert c is not None
    attackers, defenders = side(g, "attacker"), side(g, "defender")
    if not attackers or not defenders:
        return True  # 443.1.a
    for player, mine, theirs in ((c.attacker, attackers, defenders), (c.defender, defenders, attackers)):
        if player in c.assigned:
            continue
        total = sum(g.might(o) or 0 for o in mine if not o.stunned)  # 410.1.b
        options = legal_assignments(g, total, theirs, limit=2)
        if len(options) == 1 or total == 0:
            c.assigned[player] = options[0] if options else {}
            continue
        g.decision = Decision(
            player=player,
            kind="assign_combat_damage",
            battlefield=c.battlefield,
            amount=total,
            options=tuple(o.id for o in theirs),
        )
        return False
    # 443.1.d.1.a / 443.1.e: dealt simultaneously.
    for player in (c.attacker, c.defender):
        for target, amount in c.assigned[player].items():  # both sides assigned above
            deal(g, None, g.objects[target], amount, combat=True, from_spell=False)
    return True


def answer_assignment(g: Game, player: str, assignments: tuple[Assignment, ...]) -> None:
    c = g.combat
    assert c is not None
    c.assigned[player] = checked_assignment(g, player, assignments)
    g.decision = None


def checked_assignment(g: Game, player: str, assignments: tuple[Assignment, ...]) -> dict[str, int]:
    """The assignment ``player`` answered, summed per target, if legal (443.1.d); changes nothing."""
    c = g.combat
    assert c is not None
    assert g.decision is not None
    mine = side(g, "attacker" if player == c.attacker else "defender")
    theirs = side(g, "defender" if player == c.attacker else "attacker")
    total = sum(g.might(o) or 0 for o in mine if not o.stunned)
    a: dict[str, int] = {}
    for x in assignments:
        a[x.target] = a.get(x.target, 0) + x.amount
    a = {k: v for k, v in a.items() if v}
    why = legal_assignment(g, total, theirs, a)
    if why is not None:
        raise RulesError("invalid_choice", why, "443.1.d")
    return a


def resolution_step(g: Game) -> None:
    """444: Combat Special Cleanup (heal, recall attackers if defenders remain, remove designations), then
    the player with units remaining establishes control unless something is staged there."""
    if rules(g).cleanup_of_323():
        resolution_step_of_461(g)
        return
    c = g.combat
    assert c is not None
    c.step = "resolution"
    g.emit("combat_step", step="resolution")
    g.emit("cleanup", kind="combat")
    hooks.run_cleanup(g, special="combat")  # 444.1 (cleanup.py)
    if g.game_over:
        return
    bf = g.battlefield(c.battlefield)
    assert bf is not None
    present = g.controllers_at(c.battlefield)
    # 444.2: "the player with units remaining" establishes control, none when no one has units (444.2.d). An
    # attacker that isn't recalled (Probe Bastion) can leave units of two players: then no one does, the
    # battlefield stays contested and the next cleanup stages a combat there (322.10, 438-439).
    if not (bf.showdown_staged or bf.combat_staged) and len(present) < 2:
        establish_control(g, c.battlefield, present[0] if present else None)
    g.combat = None
    g.emit("combat_ended", battlefield=c.battlefield)


def continue_combat(g: Game) -> None:
    """Run the steps after the showdown, up to a pending damage assignment (the game loop then asks it)."""
    c = g.combat
    assert c is not None
    if c.step == "damage":
        g.emit("combat_step", step="damage")
        c.step = "damage_assign"
    if c.step == "damage_assign" and damage_step(g):
        resolution_step(g)


# ----------------------------------------------------------------------------------------------------
# Combat under Core Rules v1.3 where it differs from v1.2 (454-461).
#
# - 323.14 / 455.1 / 459.1-459.2: a Non-Combat Showdown in progress *becomes* a Combat Showdown when a combat
#   is staged at its battlefield (units of a second player arrived there). The showdown does not end or begin
#   again: the combat begins inside it (``combat_began``, ``combat_step showdown``, no second
#   ``showdown_began``), the player who applied Contested is the Attacker and gains Focus (459.2.b-c), units
#   take their designations and attack/defend triggers form the Combat Chain (459.2.d).
# - 461: the Resolution Step. The Combat Special Cleanup inserts 3c (heal all units) and 3d (recall attackers
#   if defenders are still present) — it no longer removes designations; then the combat result (461.3; a
#   "No Result" with units of both players left stages a new combat there, 461.3.d.1); then control is
#   established if nothing is staged there (461.5); finally the combat ends and every unit loses its
#   Attacker/Defender designation (461.7.a). After a "No Result" the next Cleanup stages no Showdown there
#   (Contested is not applied anew), so its step 9 opens the staged Combat (323.13; cleanup.py).


def upgrade_showdown(g: Game, battlefield: str) -> None:
    """323.14 / 455.1: the ongoing Non-Combat Showdown at ``battlefield`` becomes a Combat Showdown."""
    sd = g.showdown
    bf = g.battlefield(battlefield)
    assert sd is not None and bf is not None  # battlefield is the showdown's (cleanup._open)
    attacker, defender = combatants(g, battlefield)
    bf.combat_staged = False
    bf.showdown_staged = False
    sd.combat = True
    sd.focus_passes = 0
    if g.needs_settle and not g.chain:
        # The chain that emptied just before (the spell that brought the second player's unit) has already
        # passed Focus on (340.2.a); the Attacker now gains Focus as the Combat Showdown starts (459.2.c).
        # (Priority passes need no reset: they count only on a chain, and every chain starts them from 0.)
        g.needs_settle = False
    g.combat = Combat(battlefield=battlefield, attacker=attacker, defender=defender)
    g.emit("combat_began", battlefield=battlefield, attacker=attacker, defender=defender)
    g.emit("combat_step", step="showdown")
    designate(g)  # 459.2.b.3-4; attack/defend triggers wait and open the Combat Chain (459.2.d)
    g.combat.initial_triggers = bool(g.waiting)
    give_focus(g, attacker)


def resolution_step_of_461(g: Game) -> None:
    """461: Combat Special Cleanup, combat result, control, then the combat ends."""
    c = g.combat
    assert c is not None
    c.step = "resolution"
    g.emit("combat_step", step="resolution")
    g.emit("cleanup", kind="combat")
    hooks.run_cleanup(g, special="combat")  # 461.1 (cleanup.py)
    if g.game_over:
        return
    bf = g.battlefield(c.battlefield)
    assert bf is not None
    present = g.controllers_at(c.battlefield)
    if len(present) >= 2 and not bf.combat_staged:  # 461.3.d.1: "No Result" with both sides still there
        bf.combat_staged = True
        bf.no_result = True  # Contested stays applied: no new Showdown is staged (cleanup._stage, 323.13)
        g.emit("combat_staged", battlefield=bf.id)
    if not (bf.showdown_staged or bf.combat_staged):  # 461.5
        establish_control(g, c.battlefield, present[0] if len(present) == 1 else None)
    for o in g.objects.values():  # 461.7.a
        if o.designation is not None:
            o.designation = None
            g.emit("designated", object=o.id, designation=None)
    g.combat = None
    g.emit("combat_ended", battlefield=c.battlefield)
