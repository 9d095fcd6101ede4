"""The normalized observable state (PROTOCOL.md §4.1): zones under the setup's ids, stack top first,
combat (``damage_assignment_order`` only in the pre-Foundations edition), pending decision."""

from __future__ import annotations

from typing import Any

from reference_engine.mtg.cards import power, toughness
from reference_engine.mtg.editions import rules
from reference_engine.mtg.model import GameState


def snapshot(state: GameState) -> dict[str, Any]:
    c = state.combat
    objects: dict[str, Any] = {}
    for oid, o in state.objects.items():
        on_bf = o.zone == "battlefield"
        blocked_by = [b for b, lst in c.blockers.items() if oid in lst] if c else []
        objects[oid] = {
            "card": o.card,
            "owner": o.owner,
            "controller": o.controller,
            "zone": "command" if o.zone == "scheme_deck" else o.zone,
            "tapped": o.tapped,
            "damage": o.damage,
            "counters": dict(o.counters),
            "phased_out": o.phased_out,
            "face_down": o.face_down,
            "power": power(state, o) if on_bf else None,
            "toughness": toughness(state, o) if on_bf else None,
            "attacking": c.attackers.get(oid) if c else None,
            "blocking": list(c.blockers.get(oid, [])) if c else [],
            "blocked_by": blocked_by,
        }
    combat: dict[str, Any] | None = None
    if c is not None:
        combat = {
            "attackers": [{"id": a, "target": t} for a, t in c.attackers.items()],
            "blockers": [{"id": b, "blocking": list(lst)} for b, lst in c.blockers.items()],
        }
        if rules(state).shows_assignment_order():
            combat["damage_assignment_order"] = {a: list(o) for a, o in c.order.items()}
    return {
        "game": "mtg",
        "edition": state.edition,
        "turn": state.turn,
        "active_player": state.active,
        "phase": state.phase,
        "step": state.step,
        "priority": state.priority,
        "players": [
            {
                "id": p.id,
                "life": p.life,
                "lost": p.lost,
                "hand": list(p.hand),
                "library": list(p.library),
                "graveyard": list(p.graveyard),
                "exile": list(p.exile),
                "mana_pool": dict(p.mana_pool),
                "lands_played": p.lands_played,
            }
            for p in state.players
        ],
        "battlefield": list(state.battlefield),
        "objects": objects,
        "stack": [
            {
                "id": s.id,
                "kind": s.kind,
                "source": s.source,
                "controller": s.controller,
                "targets": list(s.targets),
            }
            for s in reversed(state.stack)
        ],
        "combat": combat,
        "decision": state.decision.to_json() if state.decision is not None else None,
        "game_over": state.game_over,
        "winners": list(state.winners),
        "day_night": state.day_night,  # the engine announces day_night (PROTOCOL.md §9.2)
    }
