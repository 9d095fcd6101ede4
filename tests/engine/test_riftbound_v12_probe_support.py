"""Riftbound v1.2 and the probe cards written for v1.3: v1.2 plays a card's whole text or answers it
``unsupported`` (PROTOCOL.md section 3), never accepts it and ignores part of it (editions.Riftbound12.unplayed_texts,
setup._known_card). The cards v1.2 plays since the audit are checked here at engine level too: Probe Haggler
(353.4, scenario RB13 [90]) and Probe Bastion (444.1.a.2, 444.2, scenario RB09 [34])."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from riftbound_positions import game

from referee.rules.scenarios import all_scenarios
from referee.tiers import setup_cards
from reference_engine.riftbound.editions import EDITIONS, Riftbound12
from reference_engine.riftbound.model.errors import RulesError
from reference_engine.riftbound.probes import abilities, cleanup, costs, information, play, replacement
from reference_engine.riftbound.probes.carddefs import text_keys
from reference_engine.riftbound.probes.catalogue import CARDS
from reference_engine.riftbound.rules.costs import card_cost

FEATURES = Path(__file__).resolve().parents[2] / "features"

# The audit's verdicts: the cards v1.2 refuses (each key's reason is in editions.Riftbound12.unplayed_texts).
REFUSED_IN_V12 = frozenset({
    "Probe Guardian Spirit", "Probe Wanderer", "Probe Tally Drum", "Probe Impresario", "Probe Prodigy",
    "Probe Miser", "Probe Courier", "Probe Drill Sergeant", "Probe Boomerang", "Probe Waymark", "Probe Tinkerer",
})
V13_CARDS = [c.name for group in (
    abilities.V13_TRIGGER_PROBES, abilities.V13_OPTIONAL_TRIGGER_PROBES, abilities.V13_TARGETING_PROBES,
    abilities.V13_LINKED_PROBES, cleanup.V13_CLEANUP_PROBES, costs.V13_COST_PROBES, information.V13_INFO_PROBES,
    play.V13_REPLACEMENT_PROBES, replacement.V13_SIMULTANEOUS_REPLACEMENT_PROBES,
) for c in group]



def test_the_refused_cards_are_exactly_those_with_a_text_v12_does_not_play() -> None:
    refused = {name for name, c in CARDS.items() if Riftbound12.unplayed_texts & text_keys(c)}
    assert refused == REFUSED_IN_V12
    assert set(V13_CARDS) >= REFUSED_IN_V12  # every card v1.2 refuses was written for v1.3


def test_every_unplayed_key_is_a_key_of_some_card() -> None:
    """A key no card has (a typo) would refuse nothing."""
    every = set().union(*(text_keys(c) for c in CARDS.values()))
    assert Riftbound12.unplayed_texts <= every
    assert not EDITIONS["1.3"].unplayed_texts


def zones(name: str) -> list[str]:
    return ["hand", "trash"] + (["base"] if CARDS[name].type != "spell" else [])


@pytest.mark.parametrize("name", sorted(REFUSED_IN_V12))
def test_v12_refuses_the_card_in_any_zone_and_v13_accepts_it(name: str) -> None:
    for zone in zones(name):
        with pytest.raises(RulesError) as refused:
            game("1.2", ("c1", name, zone))
        assert refused.value.code == "unsupported" and name in refused.value.message
        assert game("1.3", ("c1", name, zone)).objects["c1"].card == name


@pytest.mark.parametrize("name", sorted(set(V13_CARDS) - REFUSED_IN_V12))
def test_v12_accepts_the_v13_cards_it_plays(name: str) -> None:
    for zone in zones(name):
        assert game("1.2", ("c1", name, zone)).objects["c1"].card == name


def test_no_scenario_run_in_v12_names_a_card_v12_refuses() -> None:
    """The reference engine passes every v1.2 scenario, none skipped: no scenario of v1.2 may need one."""
    offending = {
        f"{Path(s.file).stem}/{s.name[:5]}": sorted(setup_cards(s.steps) & REFUSED_IN_V12)
        for s in all_scenarios(FEATURES)
        if "riftbound" in s.games and s.applies_to("riftbound", "1.2") and setup_cards(s.steps) & REFUSED_IN_V12
    }
    assert not offending


def test_text_keys_name_passives_replacements_effects_and_trigger_flags() -> None:
    assert text_keys(CARDS["Probe Frostbite"]) == {"passive:optional_energy", "passive:optional_bonus_draw",
                                                   "effect:draw"}
    assert text_keys(CARDS["Probe Drill Sergeant"]) == {"trigger:friendly_play", "trigger:once_each_turn",
                                                        "effect:draw"}
    assert "trigger:optional" in text_keys(CARDS["Probe Courier"])
    assert text_keys(CARDS["Probe Echo Caller"]) == {"trigger:play", "effect:reflexive", "effect:draw"}
    assert text_keys(CARDS["Probe Anchor"]) == {"replacement:anchor"}


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_haggler_takes_1_off_every_card_its_controller_plays(edition: str) -> None:
    """"Cards you play cost [1] less" (v1.2 353.4.b, v1.3 356.4.d), in the player's best order with a
    "to a minimum of [1]" discount (353.4.c): that one first, then the Haggler's."""
    g = game(edition, ("hg", "Probe Haggler", "base"))
    assert card_cost(g, CARDS["Probe Footsoldier"], "A").energy == 1
    assert card_cost(g, CARDS["Probe Urchin"], "A").energy == 0
    assert card_cost(g, CARDS["Probe Insight"], "A").energy == 1
    assert card_cost(g, CARDS["Probe Insight"], "B").energy == 2  # only its controller's cards
    both = game(edition, ("hg", "Probe Haggler", "base"), ("ap", "Probe Apprentice", "battlefield"))
    assert card_cost(both, CARDS["Probe Insight"], "A").energy == 0
    assert card_cost(both, CARDS["Probe Frostbite"], "A", optional=True).energy == 0  # 353.4.d: [2] optional


def test_v12_bastion_is_not_recalled_and_no_one_establishes_control() -> None:
    """444.1.a.2 with Probe Bastion's text; 444.2 has no single player with units remaining."""
    from reference_engine.riftbound.game import RiftboundGame

    engine = RiftboundGame()
    engine.setup("1.2", {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
        "objects": [{"id": "hA", "card": "Probe Bastion", "owner": "A", "zone": "base"},
                    {"id": "hB", "card": "Probe Bastion", "owner": "B", "zone": "battlefield", "location": "bf2"}],
        "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
    })
    events: list[dict[str, Any]] = []
    for action in ({"kind": "move", "player": "A", "units": ["hA"], "to": "bf2"},
                   {"kind": "pass", "player": "A"}, {"kind": "pass", "player": "B"}):
        events += engine.act(action)[0]
    types = [e["type"] for e in events]
    assert "recalled" not in types and "control_changed" not in types
    after = types[types.index("combat_ended"):]  # the combat is over, then the next cleanup stages another
    assert after.index("combat_staged") < after.index("combat_began")
    state = engine.snapshot()
    assert state["objects"]["hA"]["location"] == "bf2"
    bf2 = state["battlefields"][0]
    assert (bf2["controller"], bf2["contested"]) == ("B", True)
