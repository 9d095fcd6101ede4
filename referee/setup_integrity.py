"""What a setup's JSON Schema cannot say: every id is unique, every reference names something the setup has, and
the statuses only the board gives are set on the board only.

The setup schemas (schemas/game/<game>-setup.json) fix the shape of each field; JSON Schema cannot say that an
object's ``owner`` names one of the setup's players, or that two objects do not share an id. PROTOCOL.md §3 calls
such a setup inconsistent (``bad_setup``). Referee checks both before a scenario's setup is sent, beside the
schema (``referee lint`` too, before any engine runs): a typo in a feature file is the scenario's error, reported
at its Given step, never an engine's rejection to be puzzled over, and no engine is ever asked to refuse one.

The references of each game are data (:data:`REFERENCES`): a path into the setup and the kind of id it holds.
A path is ``/``-separated keys, where ``*`` stands for every item of a list or every value of an object and
``<key>`` for every key of an object (a map from player ids). A null or absent value references nothing.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from typing import Any

from referee.resources import cards_dir
from referee.schemas import SchemaError, json_pointer

PLAYER, OBJECT, BATTLEFIELD = "player", "object", "battlefield"

# Where each kind of id is declared; all of a setup's ids share one namespace (an action's target may name a
# player or an object, so an id must say which).
DECLARATIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "mtg": (("players/*/id", PLAYER), ("objects/*/id", OBJECT)),
    "riftbound": (("players/*/id", PLAYER), ("battlefields/*/id", BATTLEFIELD), ("objects/*/id", OBJECT)),
}

REFERENCES: dict[str, tuple[tuple[str, str], ...]] = {
    "mtg": (
        ("objects/*/owner", PLAYER),
        ("objects/*/controller", PLAYER),
        ("turn/active_player", PLAYER),
        ("turn/priority", PLAYER),
        ("lands_played/<key>", PLAYER),
        ("mana_pools/<key>", PLAYER),
        # PROTOCOL.md §9.1's setup extensions
        ("spells_cast_this_turn/<key>", PLAYER),
        ("archenemy", PLAYER),
    ),
    "riftbound": (
        ("battlefields/*/owner", PLAYER),
        ("battlefields/*/controller", PLAYER),
        ("battlefields/*/contested_by", PLAYER),
        ("objects/*/owner", PLAYER),
        ("objects/*/controller", PLAYER),
        ("objects/*/location", BATTLEFIELD),  # "base" names the owner's base (PROTOCOL-riftbound.md)
        ("turn/turn_player", PLAYER),
        ("turn/priority", PLAYER),
        ("turn/focus", PLAYER),
        ("showdown/battlefield", BATTLEFIELD),
        ("combat/battlefield", BATTLEFIELD),
        ("combat/attacker", PLAYER),
        ("combat/defender", PLAYER),
        ("rune_pools/<key>", PLAYER),
        ("scored_this_turn/<key>", PLAYER),
        ("scored_this_turn/*/*", BATTLEFIELD),
        ("teams/*/*", PLAYER),
    ),
}

# The card types each Riftbound zone holds (PROTOCOL-riftbound.md §1): a battlefield card only in the setup's
# battlefields list, runes in the rune deck, legends in the legend zone, main deck cards (units, spells, gear) in
# the main deck; on the board units and gear at a battlefield, and units, gear and runes in a base. A zone not
# named here holds any card but a battlefield.
RIFTBOUND_ZONE_TYPES: dict[str, frozenset[str]] = {
    "main_deck": frozenset({"unit", "spell", "gear"}),
    "rune_deck": frozenset({"rune"}),
    "legend_zone": frozenset({"legend"}),
    "base": frozenset({"unit", "gear", "rune"}),
    "battlefield": frozenset({"unit", "gear"}),
}

# The Riftbound zones of the board, where an object may have a controller other than its owner.
BOARD_ZONES = frozenset({"base", "battlefield", "facedown"})

# The statuses only an object on the board has (MTG: a permanent, 110.5 and 120.3; Riftbound: PROTOCOL-riftbound.md
# section 1), each with the value that means "not set": the board's zones, then field -> that value.
BOARD_ONLY: dict[str, tuple[frozenset[str], dict[str, object]]] = {
    "mtg": (frozenset({"battlefield"}), {"tapped": False, "damage": 0, "phased_out": False, "summoning_sick": False}),
    "riftbound": (BOARD_ZONES, {"exhausted": False, "damage": 0, "stunned": False}),
}

# Values that name no declared id but are references all the same.
BUILT_IN: dict[str, frozenset[str]] = {BATTLEFIELD: frozenset({"base"})}


# One reason a setup is inconsistent: where (the JSON pointer into the setup) and why, as a schema's verdict says.
Inconsistency = SchemaError


def _walk(value: Any, parts: list[str], pointer: str) -> Iterator[tuple[str, Any]]:
    """(pointer, value) of every place ``parts`` reaches in ``value``; a place that does not exist is skipped."""
    if not parts:
        yield pointer, value
        return
    head, rest = parts[0], parts[1:]
    if head == "*":
        items = enumerate(value) if isinstance(value, list) else value.items() if isinstance(value, dict) else ()
        for key, item in items:
            yield from _walk(item, rest, pointer + json_pointer([key]))
    elif head == "<key>":
        if isinstance(value, dict):
            for key in value:
                yield pointer + json_pointer([key]), key
    elif isinstance(value, dict) and head in value:
        yield from _walk(value[head], rest, pointer + json_pointer([head]))


def places(setup: dict[str, Any], path: str) -> Iterator[tuple[str, Any]]:
    """(pointer, value) of every non-null value at ``path`` (see the module's docstring) in ``setup``."""
    for pointer, value in _walk(setup, path.split("/"), ""):
        if value is not None:
            yield pointer, value


def inconsistencies(game: str, setup: dict[str, Any]) -> list[Inconsistency]:
    """Every duplicate id and every reference to an id the setup does not declare (or to one of another kind), in
    the order of the setup's paths. A setup that breaks its schema may give odd answers: check the schema first."""
    found: list[Inconsistency] = []
    kinds: dict[str, str] = {}
    for path, kind in DECLARATIONS.get(game, ()):
        for pointer, ident in places(setup, path):
            if not isinstance(ident, str):
                continue
            if ident in kinds:
                found.append(Inconsistency(pointer, f"the id {ident!r} is already the id of {_a(kinds[ident])}"))
            else:
                kinds[ident] = kind
    for path, kind in REFERENCES.get(game, ()):
        for pointer, ident in places(setup, path):
            if not isinstance(ident, str) or kinds.get(ident) == kind or ident in BUILT_IN.get(kind, ()):
                continue
            other = f" (it is the id of {_a(kinds[ident])})" if ident in kinds else ""
            found.append(Inconsistency(pointer, f"{ident!r} names no {kind} of the setup{other}"))
    found.extend(_team_problems(setup))
    found.extend(_board_statuses_off_the_board(game, setup))
    found.extend(_controllers_off_the_board(game, setup))
    if game == "riftbound":
        found.extend(_riftbound_relations(setup))
        found.extend(_riftbound_card_places(setup))
        found.extend(_riftbound_unit_statuses(setup))
    return found


def _a(kind: str) -> str:
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"


def _team_problems(setup: dict[str, Any]) -> list[Inconsistency]:
    """Teams, when given, partition the players: each player on exactly one team."""
    teams = setup.get("teams")
    if not isinstance(teams, list):
        return []
    found: list[Inconsistency] = []
    seen: set[str] = set()
    for pointer, pid in places(setup, "teams/*/*"):
        if pid in seen:
            found.append(Inconsistency(pointer, f"the player {pid!r} is already on a team"))
        seen.add(pid)
    for pointer, pid in places(setup, "players/*/id"):
        if pid not in seen:
            found.append(Inconsistency(pointer, f"the player {pid!r} is on no team (teams must hold every player)"))
    return found


def _board_statuses_off_the_board(game: str, setup: dict[str, Any]) -> list[Inconsistency]:
    """A status only the board gives (tapped, exhausted, marked damage, ...) set on an object in another zone: no
    rule can put it there, so no engine may have to decide what it means."""
    if game not in BOARD_ONLY:
        return []
    board, unset = BOARD_ONLY[game]
    found: list[Inconsistency] = []
    for index, obj in enumerate(setup.get("objects") or []):
        if not isinstance(obj, dict) or obj.get("zone") in board:
            continue
        for field, value in unset.items():
            if obj.get(field, value) != value:
                found.append(Inconsistency(f"/objects/{index}/{field}", f"only an object on the board has {field} "
                                                                         f"(this one is in the {obj.get('zone')})"))
    return found


# Where an object may have a controller other than its owner, and what to say of one elsewhere. MTG: the
# battlefield (a permanent's, 108.4) and the command zone (a face-up plane's is the planar controller, 901.6); a
# card in a library, hand, graveyard, exile or a scheme deck has none, anything asking uses its owner (108.4a; a
# face-up scheme's is its owner too, 314.5). Riftbound: the board (127.4 reads the controller on the board and the
# owner in any other zone).
CONTROLLED_ZONES: dict[str, tuple[frozenset[str], str]] = {
    "mtg": (frozenset({"battlefield", "command"}), "off the battlefield a card has no controller but its owner "
                                                   "(108.4a)"),
    "riftbound": (BOARD_ZONES, "off the board an object is its owner's: only one on the board has another "
                               "controller"),
}


def _controllers_off_the_board(game: str, setup: dict[str, Any]) -> list[Inconsistency]:
    """An object outside the zones where it may have another controller that names one: no engine may have to
    decide what the setup means by it."""
    if game not in CONTROLLED_ZONES:
        return []
    zones, message = CONTROLLED_ZONES[game]
    return [Inconsistency(f"/objects/{index}/controller", message)
            for index, obj in enumerate(setup.get("objects") or [])
            if isinstance(obj, dict) and obj.get("zone") not in zones
            and obj.get("controller", obj.get("owner")) != obj.get("owner")]


def _riftbound_relations(setup: dict[str, Any]) -> list[Inconsistency]:
    """The relations between fields that PROTOCOL-riftbound.md §1 states and no schema can (equal ids; an object
    off the board is its owner's: ``_controllers_off_the_board``):

    - a setup is in an Open state: Neutral Open (no showdown) has no focus and the turn player holds priority;
      Showdown Open has a focus holder, who holds priority, and a combat showdown names its combat at the
      showdown's battlefield;
    - in 2v2 the turn order alternates teams (v1.2 466.5.b.1);
    - a contested battlefield that does not name its contester (``contested_by``) has units of exactly one
      player, who is then the contester (Contested is applied by a player's unit, 184.3.a); one with units of two
      players, a combat staged or going on, is contested by one of them: the contester attacks there (442.1.a.1,
      v1.3 459.2.b.1), and the rules do not say who attacks when the contester's units have gone;
    - a combat is fought by the units of exactly two players (316.4.d, 440; v1.3 457): its attacker and
      defender differ, and every unit at its battlefield is one of theirs.
    """
    found: list[Inconsistency] = []
    raw_turn = setup.get("turn")
    turn: dict[str, Any] = raw_turn if isinstance(raw_turn, dict) else {}
    turn_player = turn.get("turn_player")
    priority, focus = turn.get("priority", turn_player), turn.get("focus")
    showdown = setup.get("showdown")
    if not isinstance(showdown, dict):
        if focus is not None:
            found.append(Inconsistency("/turn/focus", "no player has focus outside a showdown (Neutral Open)"))
        if priority != turn_player:
            found.append(Inconsistency("/turn/priority", "in a Neutral Open state the turn player holds priority"))
    else:
        if focus is None or priority != focus:
            found.append(Inconsistency("/turn/focus", "in a Showdown Open state a player has focus and holds priority"))
        combat = setup.get("combat")
        if showdown.get("combat") and (not isinstance(combat, dict)
                                       or combat.get("battlefield") != showdown.get("battlefield")):
            found.append(Inconsistency("/combat", "a combat showdown needs the combat at the showdown's battlefield"))
    for index, bf in enumerate(setup.get("battlefields") or []):
        if not isinstance(bf, dict) or not bf.get("contested"):
            continue
        there = _unit_controllers_at(setup, bf.get("id"))
        if bf.get("contested_by") is None and len(there) != 1:
            found.append(Inconsistency(f"/battlefields/{index}/contested_by", "a contested battlefield without "
                                       "units of exactly one player there names the player who contested it"))
        elif bf.get("contested_by") is not None and len(there) == 2 and bf.get("contested_by") not in there:
            found.append(Inconsistency(f"/battlefields/{index}/contested_by", "a battlefield with units of two "
                                       "players is contested by one of them: the contester attacks there "
                                       "(442.1.a.1, v1.3 459.2.b.1)"))
    combat = setup.get("combat")
    if isinstance(combat, dict):
        fighters = {combat.get("attacker"), combat.get("defender")}
        if len(fighters) != 2:
            found.append(Inconsistency("/combat/defender", "a combat is fought by two players: its attacker and "
                                                           "defender differ (440)"))
        elif _unit_controllers_at(setup, combat.get("battlefield")) - fighters:
            found.append(Inconsistency("/combat/battlefield", "a combat is fought by the units of exactly two "
                                                              "players: every unit at its battlefield is the "
                                                              "attacker's or the defender's (440)"))
    seats = {pid: seat for seat, (_, pid) in enumerate(places(setup, "players/*/id"))}
    for index, team in enumerate(setup.get("teams") or []):
        if isinstance(team, list) and len(team) == 2 and all(pid in seats for pid in team) \
                and abs(seats[team[0]] - seats[team[1]]) != 2:
            found.append(Inconsistency(f"/teams/{index}", "in 2v2 the turn order alternates teams"))
    return found


def _unit_controllers_at(setup: dict[str, Any], battlefield: Any) -> set[Any]:
    """The controllers of the units the setup puts at ``battlefield`` (a card the kit does not know counts too)."""
    types = card_types("riftbound")
    return {obj.get("controller", obj.get("owner")) for obj in setup.get("objects") or []
            if isinstance(obj, dict) and obj.get("zone") == "battlefield" and obj.get("location") == battlefield
            and types.get(str(obj.get("card")), "unit") == "unit"}


@functools.cache
def card_types(game: str) -> dict[str, str]:
    """The kit's probe cards of ``game`` (cards/<game>.json) -> their type."""
    cards = json.loads((cards_dir() / f"{game}.json").read_text("utf-8"))
    return {card["name"]: card["type"] for card in cards if isinstance(card, dict) and "type" in card}


# The Riftbound statuses only a unit on the board has (PROTOCOL-riftbound.md section 1: marked damage and stunned,
# for units in a base or at a battlefield; a facedown card is no unit until it is revealed), with the value that
# means "not set". Off the board _board_statuses_off_the_board reports them.
RIFTBOUND_UNIT_ONLY: dict[str, object] = {field: BOARD_ONLY["riftbound"][1][field] for field in ("damage", "stunned")}


def _riftbound_unit_statuses(setup: dict[str, Any]) -> list[Inconsistency]:
    """Damage or stunned set on a board object that is not a unit (gear, a rune, a facedown card): no rule deals
    damage to one or stuns it, so no engine may have to decide what it means. A card the kit does not know is left
    alone, as in :func:`_riftbound_card_places`."""
    types = card_types("riftbound")
    board, _ = BOARD_ONLY["riftbound"]
    found: list[Inconsistency] = []
    for index, obj in enumerate(setup.get("objects") or []):
        if not isinstance(obj, dict) or obj.get("zone") not in board or obj.get("card") not in types:
            continue
        if obj.get("zone") != "facedown" and types[obj["card"]] == "unit":
            continue
        what = "a facedown card" if obj.get("zone") == "facedown" else _a(types[obj["card"]])
        for field, value in RIFTBOUND_UNIT_ONLY.items():
            if obj.get(field, value) != value:
                found.append(Inconsistency(f"/objects/{index}/{field}", f"only a unit on the board has {field} "
                                                                         f"(this one is {what})"))
    return found


def _riftbound_card_places(setup: dict[str, Any]) -> list[Inconsistency]:
    """Each card in a zone that holds its type (:data:`RIFTBOUND_ZONE_TYPES`). A card the kit does not know is
    left alone: the engine answers ``unsupported`` for it, and Referee skips the scenario."""
    types = card_types("riftbound")
    found: list[Inconsistency] = []
    for pointer, name in places(setup, "battlefields/*/card"):
        if types.get(name, "battlefield") != "battlefield":
            found.append(Inconsistency(pointer, f"{name} is a {types[name]}, not a battlefield"))
    for index, obj in enumerate(setup.get("objects") or []):
        if not isinstance(obj, dict) or obj.get("card") not in types:
            continue
        kind, zone = types[obj["card"]], obj.get("zone")
        if kind == "battlefield":
            found.append(Inconsistency(f"/objects/{index}/card", f"{obj['card']} is a battlefield: it goes in the "
                                                                  "setup's battlefields list, not in objects"))
        elif kind not in RIFTBOUND_ZONE_TYPES.get(str(zone), frozenset({kind})):
            found.append(Inconsistency(f"/objects/{index}/zone", f"{obj['card']} is {_a(kind)}, which the zone "
                                                                  f"{zone} does not hold"))
    return found
