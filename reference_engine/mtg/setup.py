"""Building a game position from a protocol setup (PROTOCOL.md §3, §3.1) plus the engine's documented
extensions (PROTOCOL.md §9.1): ``defender_choice``, ``archenemy``, ``day_night``,
``spells_cast_this_turn``, ``die_rolls`` and the ``scheme_deck`` zone. Setting up never performs
turn-based actions, state-based actions or triggers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reference_engine.core.errors import RulesError
from reference_engine.core.setup import bad_setup, integer, player_entries
from reference_engine.mtg.actions import Decision
from reference_engine.mtg.cards import TOKENS, catalogue
from reference_engine.mtg.editions import EDITIONS
from reference_engine.mtg.model import COLORS, STEPS, Combat, GameState, Obj, Player

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "scheme_deck")
# Zones the setup schema has (for engines that model them) and this engine does not: a setup that uses one is
# answered ``unsupported`` (PROTOCOL.md §1), so Referee skips its scenario; it is not a malformed setup.
UNMODELLED_ZONES = ("command", "attraction_deck")


def _known_card(name: str, cards: Mapping[str, Any]) -> None:
    """PROTOCOL.md §3: a card this engine does not know is answered ``unsupported`` (Referee then skips the
    scenarios that need it; ``referee smoke`` checks the answer). Tokens are made by effects, never set up."""
    if name not in cards or name in TOKENS:
        raise RulesError("unsupported", f"unknown probe card {name!r}")


def build(edition: str, setup: dict[str, Any]) -> GameState:
    if edition not in EDITIONS:
        raise RulesError("unsupported", f"mtg edition {edition!r} is not implemented")
    players = [Player(id=rp["id"], life=integer(rp.get("life", 20), "life")) for rp in player_entries(setup)]
    if len(players) < 2:
        raise bad_setup("a game needs at least two players")
    if len(players) > 4:
        raise RulesError("unsupported", "the reference engine plays 2 to 4 players")
    pids = {p.id for p in players}
    turn = setup.get("turn")
    if not isinstance(turn, dict):
        raise bad_setup("turn must be an object")
    phase, step = turn.get("phase"), turn.get("step")
    if (phase, step) not in STEPS:
        raise bad_setup(f"illegal phase/step {phase!r}/{step!r}")
    if step in ("untap", "cleanup"):
        raise bad_setup("a setup may not place the game in the untap or cleanup step")
    active = turn.get("active_player")
    if active not in pids:
        raise bad_setup(f"unknown active player {active!r}")
    holder = turn.get("priority", active)
    if holder not in pids:
        raise bad_setup(f"unknown priority player {holder!r}")
    state = GameState(
        edition=edition,
        players=players,
        objects={},
        battlefield=[],
        turn=integer(turn.get("number"), "turn.number", 1),
        active=str(active),
        phase=str(phase),
        step=step if isinstance(step, str) else None,
    )
    cards = catalogue()
    objs = setup.get("objects", [])
    if not isinstance(objs, list):
        raise bad_setup("objects must be a list")
    for ro in objs:
        if not isinstance(ro, dict) or not all(
            isinstance(ro.get(k), str) for k in ("id", "card", "owner", "zone")
        ):
            raise bad_setup("each object needs string id, card, owner and zone")
        oid, owner, zone = ro["id"], ro["owner"], ro["zone"]
        if oid in state.objects or oid in pids:
            raise bad_setup(f"duplicate id {oid!r}")
        _known_card(ro["card"], cards)
        if owner not in pids:
            raise bad_setup(f"{oid}: unknown owner {owner!r}")
        if zone in UNMODELLED_ZONES:
            raise RulesError("unsupported", f"{oid}: the reference engine has no {zone} zone to set up")
        if zone not in ZONES:
            raise bad_setup(f"{oid}: illegal zone {zone!r}")
        controller = ro.get("controller", owner)
        if controller not in pids:
            raise bad_setup(f"{oid}: unknown controller {controller!r}")
        counters = ro.get("counters", {})
        if not isinstance(counters, dict) or not all(isinstance(v, int) for v in counters.values()):
            raise bad_setup(f"{oid}: counters must map names to integers")
        o = Obj(
            id=oid,
            card=ro["card"],
            owner=owner,
            controller=controller if zone == "battlefield" else owner,
            zone=zone,
            tapped=bool(ro.get("tapped", False)),
            damage=integer(ro.get("damage", 0), "damage", 0),
            counters=dict(counters),
            phased_out=bool(ro.get("phased_out", False)),
            face_down=bool(ro.get("face_down", False)),
            summoning_sick=bool(ro.get("summoning_sick", False)),
            transformed=bool(ro.get("transformed", False)),
        )
        state.objects[oid] = o
        if zone == "battlefield":
            state.battlefield.append(oid)
        else:
            getattr(state.player(owner), zone).append(oid)
    for pid, n in _per_player(setup, "lands_played", pids):
        state.player(pid).lands_played = integer(n, "lands_played", 0)
    for pid, pool in _per_player(setup, "mana_pools", pids):
        for c, n in pool.items():
            if c not in COLORS:
                raise bad_setup(f"mana_pools: unknown mana {c!r}")
            state.player(pid).mana_pool[c] = integer(n, "mana", 0)
    for pid, n in _per_player(setup, "spells_cast_this_turn", pids):
        state.player(pid).spells_cast = integer(n, "spells_cast_this_turn", 0)
    state.defender_choice = bool(setup.get("defender_choice", False))
    arch = setup.get("archenemy")
    if arch is not None and arch not in pids:
        raise bad_setup(f"archenemy: unknown player {arch!r}")
    state.archenemy = arch
    dn = setup.get("day_night")
    if dn not in (None, "day", "night"):
        raise bad_setup("day_night must be 'day', 'night' or null")
    state.day_night = dn
    rolls = setup.get("die_rolls", [])
    if not isinstance(rolls, list) or not all(isinstance(r, int) and 1 <= r <= 6 for r in rolls):
        raise bad_setup("die_rolls must be a list of integers 1-6")
    state.die_rolls = list(rolls)
    if phase == "combat":
        state.combat = Combat()
    state.regular_active = state.active
    state.priority = str(holder)
    state.decision = Decision.make(str(holder), "priority")  # GameState's stage is "priority" already
    return state


def _per_player(setup: dict[str, Any], field: str, pids: set[str]) -> list[tuple[str, Any]]:
    """The entries of a setup field that maps player ids to values (PROTOCOL.md §3.1, §9.1)."""
    entries = list((setup.get(field) or {}).items())
    for pid, _ in entries:
        if pid not in pids:
            raise bad_setup(f"{field}: unknown player {pid!r}")
    return entries
