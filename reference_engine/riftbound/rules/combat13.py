"""Combat under Core Rules v1.3 where it differs from v1.2 (454-461).

- 323.14 / 455.1 / 459.1-459.2: a Non-Combat Showdown in progress *becomes* a Combat Showdown when a combat
  is staged at its battlefield (units of a second player arrived there). The showdown does not end or begin
  again: the combat begins inside it (``combat_began``, ``combat_step showdown``, no second
  ``showdown_began``), the player who applied Contested is the Attacker and gains Focus (459.2.b-c), units
  take their designations and attack/defend triggers form the Combat Chain (459.2.d).
- 461: the Resolution Step. The Combat Special Cleanup inserts 3c (heal all units) and 3d (recall attackers
  if defenders are still present) — it no longer removes designations; then the combat result (461.3; a
  "No Result" with units of both players left stages a new combat there, 461.3.d.1); then control is
  established if nothing is staged there (461.5); finally the combat ends and every unit loses its
  Attacker/Defender designation (461.7.a). After a "No Result" the next Cleanup stages no Showdown there
  (Contested is not applied anew), so its step 9 opens the staged Combat (323.13; cleanup13.py).
"""

from __future__ import annotations

from ..model.state import Combat, Game
from .priority import give_focus
from .scoring import establish_control


def upgrade_showdown(g: Game, battlefield: str) -> None:
    """323.14 / 455.1: the ongoing Non-Combat Showdown at ``battlefield`` becomes a Combat Showdown."""
    from .combat import combatants, designate

    sd = g.showdown
    bf = g.battlefield(battlefield)
    assert sd is not None and bf is not None and sd.battlefield == battlefield
    attacker, defender = combatants(g, battlefield)
    bf.combat_staged = False
    bf.showdown_staged = False
    sd.combat = True
    sd.focus_passes = 0
    if g.needs_settle and not g.chain:
        # The chain that emptied just before (the spell that brought the second player's unit) has already
        # passed Focus on (340.2.a); the Attacker now gains Focus as the Combat Showdown starts (459.2.c).
        g.needs_settle = False
        g.passes = 0
    g.combat = Combat(battlefield=battlefield, attacker=attacker, defender=defender)
    g.emit("combat_began", battlefield=battlefield, attacker=attacker, defender=defender)
    g.emit("combat_step", step="showdown")
    designate(g)  # 459.2.b.3-4; attack/defend triggers wait and open the Combat Chain (459.2.d)
    give_focus(g, attacker)


def resolution_step13(g: Game) -> None:
    """461: Combat Special Cleanup, combat result, control, then the combat ends."""
    from .cleanup import run_cleanup

    c = g.combat
    assert c is not None
    c.step = "resolution"
    g.emit("combat_step", step="resolution")
    g.emit("cleanup", kind="combat")
    run_cleanup(g, special="combat")  # 461.1
    if g.game_over:
        return
    bf = g.battlefield(c.battlefield)
    assert bf is not None
    present = g.controllers_at(c.battlefield)
    if len(present) >= 2 and not bf.combat_staged:  # 461.3.d.1: "No Result" with both sides still there
        bf.combat_staged = True
        bf.no_result = True  # Contested stays applied: no new Showdown is staged (cleanup13, 323.13)
        g.emit("combat_staged", battlefield=bf.id)
    if not (bf.showdown_staged or bf.combat_staged):  # 461.5
        establish_control(g, c.battlefield, present[0] if len(present) == 1 else None)
    for o in g.objects.values():  # 461.7.a
        if o.designation is not None:
            o.designation = None
            g.emit("designated", object=o.id, designation=None)
    g.combat = None
    g.emit("combat_ended", battlefield=c.battlefield)
