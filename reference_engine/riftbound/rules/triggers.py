"""Triggered abilities beyond Play/Attack/Defend/Deathknell: instructed actions of the turn's phases
(315.3.c, 315.4.c, 317.1.a), Conquer and Hold effects (376.4.b-c, 448.2), death triggers evaluated after
the deaths (376.2.c), "the first time ... each turn" (376.1.b), abilities that work from the trash (378),
and delayed abilities (382-385). Triggered abilities wait in ``g.waiting`` until they join the chain
(376.3)."""

from __future__ import annotations

from ..editions import rules
from ..model.state import ChainItem, Delayed, Game, Obj
from ..probes.catalogue import CardDef, Effect
from .abilities import trigger
from .actions import deal_damage, kill
from .replacement import replace_damage, replace_death


def source_cdef(g: Game, source: str) -> CardDef:
    """The card an ability comes from: an object, or a battlefield ("When you conquer here")."""
    if source in g.objects:
        return g.objects[source].cdef
    bf = g.battlefield(source)
    assert bf is not None
    from ..probes.catalogue import card

    found = card(bf.card)
    assert found is not None
    return found


def queue(
    g: Game,
    source: str,
    controller: str,
    ability: int = -1,
    *,
    location: str | None = None,
    effects: tuple[Effect, ...] | None = None,
    targets: list[str] | None = None,
    instances: list[str] | None = None,
) -> None:
    """A triggered ability waits to be added to the chain as a pending item (376.3)."""
    g.waiting.append(
        ChainItem(
            id=g.new_ability_id(source),
            kind="triggered",
            source=source,
            controller=controller,
            ability=ability,
            location=location,
            effects=effects,
            targets=list(targets or ()),
            instances=list(instances or ()),
        )
    )


# ----- the turn's phases ------------------------------------------------------------------------------
def turn_triggers(g: Game, event: str) -> None:
    """ "In your Channel/Draw Phase", "At the end of your turn": the turn player's objects on the board."""
    for o in list(g.objects.values()):
        if o.on_board and o.controller == g.turn_player:
            trigger(g, o, event)


def extra_draws(g: Game) -> int:
    """315.4.a: additional cards the turn player gains for the Draw Phase (passives on their board)."""
    return sum(
        o.cdef.passives.count("extra_draw") for o in g.objects.values() if o.on_board and o.controller == g.turn_player
    )


# ----- scoring ------------------------------------------------------------------------------------------
def score_triggers(g: Game, player: str, battlefield: str, method: str) -> None:
    """448.2 / 376.4.b.2 / 376.4.c.2: "When I conquer/hold" of the player's units at the battlefield and
    "When you conquer/hold here" of the battlefield itself trigger when the player scores it, whatever
    happened to the point (376.4.b.2.c, 376.4.c.2.c)."""
    for o in g.units_at(battlefield):
        if o.controller == player:
            trigger(g, o, method)
    cdef = source_cdef(g, battlefield)
    for index, t in enumerate(cdef.triggered):
        if t.event == f"{method}_here":
            queue(g, battlefield, player, index, location=battlefield)


# ----- deaths -------------------------------------------------------------------------------------------
def kill_units(g: Game, units: list[Obj]) -> None:
    """Kill ``units`` simultaneously (one game action). Replacement effects apply first (366); the
    conditions of death triggers are evaluated after every death has happened (376.2.c)."""
    dying: list[tuple[Obj, str]] = []
    if rules(g).replaces_deaths_together():  # 373-373.2
        from .replacement13b import replace_deaths13

        dying = [(u, u.controller) for u in replace_deaths13(g, units)]
    else:
        for u in units:
            if not u.on_board or replace_death(g, u):
                continue
            dying.append((u, u.controller))
    for u, _ in dying:
        kill(g, u)
    death_triggers(g, dying)


def death_triggers(g: Game, dying: list[tuple[Obj, str]]) -> None:
    """Abilities on the board see other units die but not their own (376.2.c.2: leaving at the same time);
    abilities that work from the trash see the death of the very card that just arrived there (376.2.c.1,
    378.2); an "Nth time" ability met several times at once triggers once for an instance its controller
    picks (376.1.b)."""
    if not dying:
        return
    from .triggers13 import linked_deaths

    linked_deaths(g, dying)  # v1.3 390.5: delayed linked abilities waiting for one of these deaths
    from .information import delayed_deaths

    delayed_deaths(g, dying)  # v1.3 359.3.f.3.a(.1): "when it dies this turn, play a token there"
    for o in list(g.objects.values()):
        for index, t in enumerate(o.cdef.triggered):
            if t.event == "other_friendly_dies" and o.on_board:
                for u, ctrl in dying:
                    if u.id != o.id and ctrl == o.controller:
                        queue(g, o.id, o.controller, index, location=o.location)
            elif t.event == "friendly_dies_in_trash" and o.zone == "trash":
                for _u, ctrl in dying:
                    if ctrl == o.owner:
                        queue(g, o.id, o.owner, index)
            elif t.event == "first_friendly_death" and o.on_board:
                key = f"{o.id}/{index}"
                instances = [u.id for u, ctrl in dying if ctrl == o.controller]
                if instances and key not in g.nth_fired:
                    g.nth_fired.add(key)
                    queue(g, o.id, o.controller, index, location=o.location, instances=instances)


# ----- damage and delayed abilities ----------------------------------------------------------------------
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


def create_delayed(g: Game, kind: str, targets: list[str], controller: str, source: str) -> None:
    """A resolving spell creates a delayed ability lasting this turn (383-384; it expires in 317.3.a)."""
    for t in targets:
        g.delayed.append(Delayed(kind=kind, target=t, controller=controller, source=source))
