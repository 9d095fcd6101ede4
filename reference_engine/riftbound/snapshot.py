"""The observable state (docs/PROTOCOL-riftbound.md section 2)."""

from __future__ import annotations

from typing import Any

from .model.state import Game
from .probes.catalogue import TOKENS
from .rules.states import current_phase, current_step, turn_state


def snapshot(g: Game) -> dict[str, Any]:
    players = []
    for p in g.players:
        entry: dict[str, Any] = {"id": p.id, "points": p.points}
        for z, lst in p.zones.items():
            entry[z] = list(lst)
        entry["rune_pool"] = {"energy": p.energy, "power": dict(p.power)}
        # Battlefields a teammate held in the Beginning Phase count as scored: they can't be (315.2.b.2).
        entry["scored_this_turn"] = [*p.scored, *(b for b in p.disqualified if b not in p.scored)]
        players.append(entry)
    # One pass over the objects instead of one per battlefield (same order: the objects' order).
    units: dict[str | None, list[str]] = {b.id: [] for b in g.battlefields}
    facedowns: dict[str | None, str] = {}
    for o in g.objects.values():
        if o.zone == "battlefield" and o.location in units and o.is_unit:
            units[o.location].append(o.id)
        elif o.zone == "facedown":
            facedowns.setdefault(o.location, o.id)
    battlefields = []
    for b in g.battlefields:
        facedown = facedowns.get(b.id)
        battlefields.append(
            {
                "id": b.id,
                "card": b.card,
                "owner": b.owner,
                "controller": b.controller,
                "contested": b.contested,
                "contested_by": b.contested_by,
                "units": units[b.id],
                "facedown": facedown,
                "showdown_staged": b.showdown_staged,
                "combat_staged": b.combat_staged,
            }
        )
    objects = {
        o.id: {
            "card": o.card,
            "owner": o.owner,
            "controller": o.controller,
            "zone": o.zone,
            "location": o.location,
            "exhausted": o.exhausted,
            "damage": o.damage,
            "might": g.might(o),
            "stunned": o.stunned,
            "designation": o.designation,
        }
        for o in g.objects.values()
        if o.on_board or o.card not in TOKENS  # 180.1: a token off the board no longer exists
    }
    chain = [
        {
            "id": i.id,
            "kind": i.kind,
            "source": i.source,
            "controller": i.controller,
            "pending": i.pending,
            "targets": list(i.targets),
        }
        for i in reversed(g.chain)
    ]
    c = g.combat
    return {
        "game": "riftbound",
        "edition": g.edition,
        "turn": g.turn,
        "turn_player": g.turn_player,
        "phase": current_phase(g),
        "step": current_step(g),
        "priority": g.priority,
        "focus": g.focus,
        "turn_state": turn_state(g),
        "victory_score": g.victory_score,
        "mode": g.mode,
        "teams": [list(t) for t in g.teams],
        "players": players,
        "battlefields": battlefields,
        "objects": objects,
        "chain": chain,
        "showdown": None
        if g.showdown is None
        else {"battlefield": g.showdown.battlefield, "combat": g.showdown.combat},
        "combat": None
        if c is None
        else {
            "battlefield": c.battlefield,
            "attacker": c.attacker,
            "defender": c.defender,
            "step": "damage" if c.step == "damage_assign" else c.step,
        },
        "decision": None if g.decision is None else g.decision.to_json(),
        "game_over": g.game_over,
        "winners": list(g.winners),
    }
