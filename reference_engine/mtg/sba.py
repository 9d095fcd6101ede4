"""State-based actions (704): checked whenever a player would receive priority (704.3, 117.5) and in
the cleanup step (514.3a). Implemented: 704.5a (0 or less life), 704.5b (drew from an empty library),
704.5d (tokens off the battlefield, done at the zone change in primitives.py), 704.5f (toughness 0 or
less), 704.5g (lethal damage), 714.4 (Saga with enough lore counters), 314.6/704.6e-style return of a
non-ongoing scheme to the bottom of its deck, 702.145d (a daybound permanent makes it day), and the
end of the game (104.2a)."""

from __future__ import annotations

from reference_engine.mtg import primitives
from reference_engine.mtg.actions import Event
from reference_engine.mtg.cards import SAGA_CHAPTERS, card_def, has_kw, toughness
from reference_engine.mtg.model import GameState


def _ability_pending(state: GameState, source: str) -> bool:
    return any(s.source == source for s in state.stack if s.kind == "triggered") or any(
        t.source == source for t in state.waiting + state.push_queue
    )


def check(state: GameState, ev: list[Event]) -> bool:
    """Perform all applicable SBAs simultaneously once; True if any was performed."""
    done = False
    losers = [p for p in state.players if not p.lost and (p.life <= 0 or p.drew_from_empty)]
    dying = []
    # Checked every time a player would receive priority: one look at each permanent's characteristics.
    for o in state.permanents():
        d = card_def(o)
        if "Creature" in d.types:
            t = toughness(state, o) or 0
            if t <= 0 or (o.damage >= t > 0):
                dying.append(o)
        if (
            d.name in SAGA_CHAPTERS
            and o.counters.get("lore", 0) >= SAGA_CHAPTERS[d.name]
            and not _ability_pending(state, o.id)
        ):
            dying.append(o)
    for o in dying:
        primitives.move(state, o, "graveyard", ev)
        done = True
    for sid, o in [(sid, o) for sid, o in state.objects.items() if o.zone == "command"]:
        if not _ability_pending(state, sid):  # face-up non-ongoing scheme
            o.zone = "scheme_deck"
            state.player(o.owner).scheme_deck.append(sid)
            done = True
    # 702.145d looks at the permanents left once the creatures above have died
    if state.day_night is None and any(has_kw(o, "daybound") for o in state.permanents()):
        state.day_night = "day"
        ev.append(Event.make("day_night_changed", value="day"))
        done = True
    for p in losers:
        p.lost = True
        ev.append(
            Event.make(
                "player_lost", player=p.id, reason="life" if p.life <= 0 else "draw_from_empty_library"
            )
        )
        done = True
    live = state.live_ids()
    if losers and len(live) <= 1:
        state.game_over = True  # every check runs under turn.proceed, which then clears decision and priority
        state.winners = live
    return done
