"""A setup's ids are unique and its references name what the setup has (referee.setup_integrity)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from referee.resources import schemas_dir
from referee.schemas import store
from referee.setup_integrity import BOARD_ONLY, DECLARATIONS, REFERENCES, inconsistencies

MTG: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B"}],
    "objects": [{"id": "f1", "card": "Probe Forest", "owner": "A", "controller": "B", "zone": "battlefield"},
                {"id": "f2", "card": "Probe Forest", "owner": "B", "zone": "hand"}],
    "turn": {"number": 2, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"},
    "lands_played": {"A": 1},
    "mana_pools": {"B": {"G": 1}},
    "archenemy": None,
}
RIFTBOUND: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}, {"id": "D"}],
    "teams": [["A", "C"], ["B", "D"]],
    "battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "contested_by": None}],
    "objects": [{"id": "u1", "card": "Probe Footsoldier", "owner": "A", "zone": "battlefield", "location": "bf1"},
                {"id": "u2", "card": "Probe Footsoldier", "owner": "B", "zone": "base", "location": "base"}],
    "turn": {"number": 1, "turn_player": "A", "priority": "A", "focus": None},
    "scored_this_turn": {"B": ["bf1"]},
}


def _with(setup: dict[str, Any], pointer: str, value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(setup)
    *parents, last = [int(p) if p.isdigit() else p for p in pointer.strip("/").split("/")]
    target: Any = changed
    for part in parents:
        target = target[part]
    target[last] = value
    return changed


def _found(game: str, setup: dict[str, Any]) -> list[tuple[str, str]]:
    return [(i.pointer, i.message) for i in inconsistencies(game, setup)]


def test_consistent_setups_have_no_inconsistency() -> None:
    assert _found("mtg", MTG) == []
    assert _found("riftbound", RIFTBOUND) == []


@pytest.mark.parametrize(("game", "setup", "pointer", "value", "message"), [
    ("mtg", MTG, "/objects/0/owner", "C", "'C' names no player of the setup"),
    ("mtg", MTG, "/objects/0/controller", "f2", "'f2' names no player of the setup (it is the id of an object)"),
    ("mtg", MTG, "/turn/priority", "Z", "'Z' names no player of the setup"),
    ("mtg", MTG, "/archenemy", "Z", "'Z' names no player of the setup"),
    ("riftbound", RIFTBOUND, "/objects/0/location", "bf9", "'bf9' names no battlefield of the setup"),
    ("riftbound", RIFTBOUND, "/objects/0/location", "A",
     "'A' names no battlefield of the setup (it is the id of a player)"),
    ("riftbound", RIFTBOUND, "/battlefields/0/contested_by", "E", "'E' names no player of the setup"),
    ("riftbound", RIFTBOUND, "/scored_this_turn/B/0", "u1",
     "'u1' names no battlefield of the setup (it is the id of an object)"),
])
def test_a_reference_to_nothing_is_found_where_it_is(game: str, setup: dict[str, Any], pointer: str, value: Any,
                                                     message: str) -> None:
    assert _found(game, _with(setup, pointer, value)) == [(pointer, message)]


def test_a_map_keyed_by_player_names_a_player() -> None:
    setup = copy.deepcopy(MTG)
    setup["mana_pools"]["a/b"] = {"G": 1}  # the key is escaped in the pointer (RFC 6901)
    assert _found("mtg", setup) == [("/mana_pools/a~1b", "'a/b' names no player of the setup")]


def test_ids_share_one_namespace() -> None:
    assert _found("mtg", _with(MTG, "/objects/1/id", "f1")) == [
        ("/objects/1/id", "the id 'f1' is already the id of an object")]
    assert _found("riftbound", _with(RIFTBOUND, "/objects/0/id", "bf1")) == [
        ("/objects/0/id", "the id 'bf1' is already the id of a battlefield")]
    assert _found("mtg", _with(MTG, "/objects/1/id", "B")) == [
        ("/objects/1/id", "the id 'B' is already the id of a player")]


def test_teams_partition_the_players() -> None:
    assert _found("riftbound", _with(RIFTBOUND, "/teams/1/1", "A")) == [
        ("/teams/1/1", "the player 'A' is already on a team"),
        ("/players/3/id", "the player 'D' is on no team (teams must hold every player)"),
        ("/teams/1", "in 2v2 the turn order alternates teams")]


def test_null_and_absent_references_name_nothing() -> None:
    setup = copy.deepcopy(RIFTBOUND)
    del setup["scored_this_turn"], setup["objects"][1]["location"]
    assert _found("riftbound", setup) == []


def _resolved(node: dict[str, Any]) -> dict[str, Any]:
    """A schema node with a `$ref` to another game schema's `$defs` followed, and a nullable `oneOf` unwrapped."""
    if "oneOf" in node:
        node = next(option for option in node["oneOf"] if option.get("type") != "null")
    if "$ref" in node and "#/$defs/" in node["$ref"] and not node["$ref"].startswith("#"):
        file, name = node["$ref"].split("#/$defs/")
        node = json.loads((schemas_dir() / "game" / file).read_text(encoding="utf-8"))["$defs"][name]
    return node


@pytest.mark.parametrize("game", ["mtg", "riftbound"])
def test_every_path_is_a_field_of_the_setup_schema(game: str) -> None:
    """A field renamed in the schema must not silently switch its check off."""
    schema = json.loads((schemas_dir() / "game" / f"{game}-setup.json").read_text(encoding="utf-8"))
    for path, _ in DECLARATIONS[game] + REFERENCES[game]:
        parts = path.split("/")
        node: dict[str, Any] = {"properties": schema["properties"]}
        for part in parts:
            if part == "<key>":
                break  # a map's keys: any string the schema allows
            node = _resolved(node)
            child = node.get("items") or node.get("additionalProperties") if part == "*" else \
                node.get("properties", {}).get(part)
            assert isinstance(child, dict), f"{path}: {part!r} is not in the {game} setup schema"
            node = child


def test_a_riftbound_setup_is_in_an_open_state() -> None:
    assert _found("riftbound", _with(RIFTBOUND, "/turn/priority", "B")) == [
        ("/turn/priority", "in a Neutral Open state the turn player holds priority")]
    assert _found("riftbound", _with(RIFTBOUND, "/turn/focus", "B")) == [
        ("/turn/focus", "no player has focus outside a showdown (Neutral Open)")]
    showdown = _with(RIFTBOUND, "/showdown", {"battlefield": "bf1", "combat": False})
    assert _found("riftbound", showdown) == [
        ("/turn/focus", "in a Showdown Open state a player has focus and holds priority")]
    focused = _with(_with(showdown, "/turn/focus", "B"), "/turn/priority", "B")
    assert _found("riftbound", focused) == []
    combat = _with(focused, "/showdown", {"battlefield": "bf1", "combat": True})
    assert _found("riftbound", combat) == [("/combat", "a combat showdown needs the combat at the showdown's "
                                                       "battlefield")]
    assert _found("riftbound", _with(combat, "/combat", {"battlefield": "bf1", "attacker": "B",
                                                          "defender": "A"})) == []
    assert _found("riftbound", _with(combat, "/combat", {"battlefield": "bf9", "attacker": "B", "defender": "A"})) == [
        ("/combat/battlefield", "'bf9' names no battlefield of the setup"),
        ("/combat", "a combat showdown needs the combat at the showdown's battlefield")]


def test_a_riftbound_combat_is_fought_by_the_units_of_exactly_two_players() -> None:
    showdown = _with(_with(RIFTBOUND, "/turn/focus", "B"), "/turn/priority", "B")
    combat = _with(_with(showdown, "/showdown", {"battlefield": "bf1", "combat": True}),
                   "/combat", {"battlefield": "bf1", "attacker": "B", "defender": "A"})
    assert _found("riftbound", combat) == []  # A's unit u1 is at bf1
    assert _found("riftbound", _with(combat, "/combat/attacker", "A")) == [
        ("/combat/defender", "a combat is fought by two players: its attacker and defender differ (440)")]
    third = copy.deepcopy(combat)
    third["objects"].append({"id": "u3", "card": "Probe Footsoldier", "owner": "C", "zone": "battlefield",
                             "location": "bf1"})
    assert _found("riftbound", third) == [
        ("/combat/battlefield", "a combat is fought by the units of exactly two players: every unit at its "
                                "battlefield is the attacker's or the defender's (440)")]
    third["objects"][-1]["controller"] = "B"  # C's card, B's unit: B fights with it
    assert _found("riftbound", third) == []


def test_in_2v2_the_turn_order_alternates_teams() -> None:
    assert _found("riftbound", _with(RIFTBOUND, "/teams", [["A", "B"], ["C", "D"]])) == [
        ("/teams/0", "in 2v2 the turn order alternates teams"), ("/teams/1", "in 2v2 the turn order alternates teams")]


@pytest.mark.parametrize(("changes", "valid"), [
    ({}, True),  # 2v2 by its teams, no mode named
    ({"mode": "2v2"}, True),
    ({"mode": "ffa4"}, False),  # teams in another mode
    ({"mode": "ffa4", "teams": None}, True),
    ({"mode": "duel", "teams": None}, False),  # a mode's player count
    ({"mode": "2v2", "teams": None}, False),  # 2v2 without teams
    ({"teams": [["A", "C", "B"], ["D"]]}, False),  # two teams of two
])
def test_the_setup_schema_pairs_each_mode_with_its_players_and_teams(changes: dict[str, Any], valid: bool) -> None:
    setup = {**RIFTBOUND, **changes, "turn": {"number": 1, "turn_player": "A"}}
    setup = {key: value for key, value in setup.items() if value is not None}
    assert store().is_valid("game/riftbound-setup.json", setup) is valid


@pytest.mark.parametrize(("pointer", "value", "where"), [
    ("/objects/0/card", "Probe Bolt", "/objects/0/zone"),  # a spell at a battlefield
    ("/objects/1/card", "Probe Bolt", "/objects/1/zone"),  # a spell in a base
    ("/objects/1/zone", "rune_deck", "/objects/1/zone"),  # a unit in the rune deck
    ("/objects/1/zone", "legend_zone", "/objects/1/zone"),
    ("/objects/1/card", "Probe Battlefield", "/objects/1/card"),  # a battlefield among the objects
    ("/battlefields/0/card", "Probe Footsoldier", "/battlefields/0/card"),
])
def test_each_riftbound_card_is_in_a_zone_that_holds_its_type(pointer: str, value: str, where: str) -> None:
    assert [found[0] for found in _found("riftbound", _with(RIFTBOUND, pointer, value))] == [where]


def test_a_card_the_kit_does_not_know_is_left_to_the_engine() -> None:
    """An unknown card is answered unsupported (a skip), never refused by Referee: referee smoke sends one."""
    assert _found("riftbound", _with(RIFTBOUND, "/objects/1/card", "Probe Nothing")) == []
    assert _found("riftbound", _with(RIFTBOUND, "/objects/1/zone", "main_deck")) == []  # a unit in its deck


def test_a_contested_battlefield_without_its_contester_has_units_of_exactly_one_player() -> None:
    """contested_by may be left out only where the units there name the contester (PROTOCOL-riftbound.md §1)."""
    contested = _with(RIFTBOUND, "/battlefields/0/contested", True)
    assert _found("riftbound", contested) == []  # u1, A's, is the only unit at bf1: A contested it
    problem = [("/battlefields/0/contested_by", "a contested battlefield without units of exactly one player there "
                                                "names the player who contested it")]
    both = _with(_with(contested, "/objects/1/zone", "battlefield"), "/objects/1/location", "bf1")
    assert _found("riftbound", both) == problem
    assert _found("riftbound", _with(both, "/battlefields/0/contested_by", "B")) == []
    # Units of A and B there, contested by C: the rules name the contester the attacker, and say nothing of this.
    assert _found("riftbound", _with(both, "/battlefields/0/contested_by", "C")) == [
        ("/battlefields/0/contested_by", "a battlefield with units of two players is contested by one of them: the "
                                         "contester attacks there (442.1.a.1, v1.3 459.2.b.1)")]
    assert _found("riftbound", _with(contested, "/battlefields/0/contested_by", "C")) == []  # C's unit may be gone
    assert _found("riftbound", _with(_with(contested, "/objects/0/zone", "base"), "/objects/0/location", None)) \
        == problem


def test_off_the_board_an_object_is_its_owners() -> None:
    assert _found("riftbound", _with(RIFTBOUND, "/objects/1/controller", "A")) == []  # a base: on the board
    in_hand = _with(_with(RIFTBOUND, "/objects/1/zone", "hand"), "/objects/1/location", None)
    assert _found("riftbound", in_hand) == []
    assert _found("riftbound", _with(in_hand, "/objects/1/controller", "A")) == [
        ("/objects/1/controller", "off the board an object is its owner's: only one on the board has another "
                                  "controller")]



def test_off_the_battlefield_an_mtg_card_has_no_controller_but_its_owner() -> None:
    """108.4, 108.4a: only a permanent (or a spell, or a face-up plane in the command zone) has a controller."""
    assert _found("mtg", MTG) == []  # f1, on the battlefield, is B's though A owns it
    assert _found("mtg", _with(MTG, "/objects/1/controller", "B")) == []  # f2's owner, named
    for zone in ("hand", "library", "graveyard", "exile", "scheme_deck"):
        assert _found("mtg", _with(_with(MTG, "/objects/1/zone", zone), "/objects/1/controller", "A")) == [
            ("/objects/1/controller", "off the battlefield a card has no controller but its owner (108.4a)")]
    assert _found("mtg", _with(_with(MTG, "/objects/1/zone", "command"), "/objects/1/controller", "A")) == []


def _with_a_card_in_hand(game: str) -> dict[str, Any]:
    """The game's setup whose first object is on the board and whose second is in its owner's hand."""
    if game == "mtg":
        return copy.deepcopy(MTG)
    setup = _with(RIFTBOUND, "/objects/1/zone", "hand")
    del setup["objects"][1]["location"]
    return setup


@pytest.mark.parametrize(("game", "field", "value", "unset"), [
    ("mtg", "tapped", True, False), ("mtg", "damage", 2, 0), ("mtg", "phased_out", True, False),
    ("mtg", "summoning_sick", True, False),
    ("riftbound", "exhausted", True, False), ("riftbound", "damage", 1, 0), ("riftbound", "stunned", True, False),
])
def test_a_status_only_the_board_gives_is_set_on_the_board_only(game: str, field: str, value: Any,
                                                                 unset: Any) -> None:
    setup = _with_a_card_in_hand(game)
    assert _found(game, setup) == []
    assert _found(game, _with(setup, f"/objects/0/{field}", value)) == []
    assert _found(game, _with(setup, f"/objects/1/{field}", unset)) == []
    assert _found(game, _with(setup, f"/objects/1/{field}", value)) == [
        (f"/objects/1/{field}", f"only an object on the board has {field} (this one is in the hand)")]


@pytest.mark.parametrize(("card", "zone", "what"), [
    ("Probe Relic", "base", "a gear"), ("Probe Fury Rune", "base", "a rune"),
    ("Probe Footsoldier", "facedown", "a facedown card"),
])
@pytest.mark.parametrize(("field", "value"), [("damage", 1), ("stunned", True)])
def test_riftbound_damage_and_stunned_are_set_on_a_unit_on_the_board_only(card: str, zone: str, what: str,
                                                                          field: str, value: Any) -> None:
    """PROTOCOL-riftbound.md section 1: marked damage and stunned are for units on the board (no rule deals damage
    to gear or a rune, or stuns them; a facedown card is no unit until revealed)."""
    assert _found("riftbound", _with(RIFTBOUND, f"/objects/1/{field}", value)) == []
    other = _with(RIFTBOUND, "/objects/1/card", card)
    other["objects"][1]["zone"] = zone
    other["objects"][1]["location"] = "bf1" if zone == "facedown" else "base"
    assert _found("riftbound", other) == []
    assert _found("riftbound", _with(other, f"/objects/1/{field}", value)) == [
        (f"/objects/1/{field}", f"only a unit on the board has {field} (this one is {what})")]


@pytest.mark.parametrize("game", ["mtg", "riftbound"])
def test_every_board_only_status_is_a_field_of_the_setup_schema(game: str) -> None:
    schema = json.loads((schemas_dir() / "game" / f"{game}-setup.json").read_text(encoding="utf-8"))
    fields = schema["properties"]["objects"]["items"]["properties"]
    zones = set(fields["zone"]["enum"])
    board, unset = BOARD_ONLY[game]
    assert board <= zones and set(unset) <= set(fields)
