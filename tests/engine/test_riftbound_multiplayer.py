"""The Riftbound reference engine with three or four players and teams (multiplayer.py): the setup's mode and
teams, the teammates' priority in each edition, Burn Out's opponent, and what the scenarios can't reach (bad
setups, legal_actions)."""

from __future__ import annotations

from typing import Any

import pytest

from reference_engine.core.errors import RulesError
from reference_engine.riftbound import RiftboundGame

TEAMS = [["A", "C"], ["B", "D"]]


def setup(players: list[str], edition: str = "1.2", **extra: Any) -> RiftboundGame:
    g = RiftboundGame()
    g.setup(edition, {
        "players": [{"id": p} for p in players],
        "battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": players[0]}],
        "objects": extra.pop("objects", []),
        "turn": {"number": 3, "turn_player": players[0], "phase": "action", "priority": players[0]},
        **extra,
    })
    return g


def rejected(g: RiftboundGame, action: dict[str, Any]) -> str:
    with pytest.raises(RulesError) as info:
        g.act(action)
    return info.value.code


@pytest.mark.parametrize(("players", "extra", "mode", "score"), [
    (["A", "B"], {}, "duel", 8),
    (["A", "B"], {"mode": "match"}, "match", 8),
    (["A", "B", "C"], {}, "ffa3", 8),
    (["A", "B", "C", "D"], {}, "ffa4", 8),
    (["A", "B", "C", "D"], {"teams": TEAMS}, "2v2", 11),
    (["A", "B", "C", "D"], {"teams": TEAMS, "victory_score": 5}, "2v2", 5),
])
def test_the_mode_sets_the_default_victory_score(players: list[str], extra: dict[str, Any], mode: str,
                                                 score: int) -> None:
    state = setup(players, **extra).snapshot()
    assert (state["mode"], state["victory_score"]) == (mode, score)
    assert state["teams"] == extra.get("teams", [])


@pytest.mark.parametrize(("players", "extra", "code"), [
    (["A", "B", "C"], {"mode": "ffa4"}, "bad_setup"),  # wrong player count for the mode
    (["A", "B", "C", "D"], {"mode": "2v2"}, "bad_setup"),  # 2v2 without teams
    (["A", "B", "C", "D"], {"teams": [["A", "B"], ["C", "D"]]}, "bad_setup"),  # turn order must alternate
    (["A", "B", "C", "D"], {"teams": [["A", "C"], ["B"]]}, "bad_setup"),  # D on no team
    (["A", "B", "C", "D"], {"teams": [["A", "C"], ["B", "D", "A"]]}, "bad_setup"),  # A twice
    (["A", "B", "C", "D"], {"teams": TEAMS, "mode": "ffa4"}, "bad_setup"),  # teams in a mode without
    (["A", "B"], {"mode": "chess"}, "bad_setup"),
    (["A", "B", "C", "D", "E"], {}, "unsupported"),  # no mode of play has five players
])
def test_inconsistent_modes_and_teams_are_rejected(players: list[str], extra: dict[str, Any], code: str) -> None:
    with pytest.raises(RulesError) as info:
        setup(players, **extra)
    assert info.value.code == code


def test_v12_teammates_may_play_while_the_turn_player_decides_and_legal_actions_say_so() -> None:
    g = setup(["A", "B", "C", "D"], teams=TEAMS, rune_pools={"C": {"energy": 2}, "B": {"energy": 2}},
              objects=[{"id": "insC", "card": "Probe Insight", "owner": "C", "zone": "hand"},
                       {"id": "insB", "card": "Probe Insight", "owner": "B", "zone": "hand"}])
    plays = [a for a in g.legal_actions() if a["kind"] == "play"]
    assert [a["player"] for a in plays] == ["C"]
    assert not [a for a in g.legal_actions() if a["kind"] == "give_priority"]
    assert rejected(g, {"kind": "give_priority", "player": "A", "to": "C"}) == "illegal_action"
    assert rejected(g, {"kind": "play", "player": "B", "card": "insB"}) == "not_your_decision"
    g.act({"kind": "play", "player": "C", "card": "insC"})
    assert g.snapshot()["chain"][0]["controller"] == "C"


def test_v13_the_invitation_is_the_only_way_and_goes_back_to_the_turn_player() -> None:
    g = setup(["A", "B", "C", "D"], "1.3", teams=TEAMS, rune_pools={"C": {"energy": 2}},
              objects=[{"id": "insC", "card": "Probe Insight", "owner": "C", "zone": "hand"},
                       {"id": "uC", "card": "Probe Footsoldier", "owner": "C", "zone": "base"}])
    assert {"kind": "give_priority", "player": "A", "to": "C"} in g.legal_actions()
    assert rejected(g, {"kind": "play", "player": "C", "card": "insC"}) == "not_your_decision"
    assert rejected(g, {"kind": "give_priority", "player": "A", "to": "B"}) == "invalid_choice"
    assert rejected(g, {"kind": "give_priority", "player": "A", "to": "Z"}) == "unknown_object"
    events, state = g.act({"kind": "give_priority", "player": "A", "to": "C"})
    assert events == [{"type": "priority", "player": "C"}]
    assert state["decision"]["player"] == "C"
    # Invited, C plays and activates; moving units and ending the turn stay the turn player's.
    assert rejected(g, {"kind": "end_turn", "player": "C"}) == "timing"
    assert rejected(g, {"kind": "move", "player": "C", "units": ["uC"], "to": "bf1"}) == "timing"
    events, state = g.act({"kind": "pass", "player": "C"})
    assert events == [{"type": "priority", "player": "A"}]
    assert (state["turn"], state["turn_player"], state["phase"]) == (3, "A", "action")


def test_burn_out_with_two_opponents_asks_and_replays_with_the_answer() -> None:
    g = setup(["A", "B", "C"], objects=[{"id": "t1", "card": "Probe Footsoldier", "owner": "B", "zone": "trash"}])
    events, state = g.act({"kind": "end_turn", "player": "A"})
    assert events == []  # the end of turn waits for B's answer, like a replacement-order choice
    assert state["decision"] == {"player": "B", "kind": "choose_opponent", "options": ["C", "A"]}
    assert rejected(g, {"kind": "choose", "player": "B", "choice": "B"}) == "invalid_choice"
    events, state = g.act({"kind": "choose", "player": "B", "choice": "A"})
    assert {"type": "burned_out", "player": "B", "opponent": "A"} in events
    assert [p["points"] for p in state["players"]] == [1, 0, 0]


UNIT = "Probe Footsoldier"


def _contested_by_c(edition: str, other: str) -> RiftboundGame:
    """bf1, A's, contested by C, with A's unit and one of ``other``'s there."""
    return setup(["A", "B", "C"], edition,
                 battlefields=[{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A",
                                "contested": True, "contested_by": "C"}],
                 objects=[{"id": "a1", "card": UNIT, "owner": "A", "zone": "battlefield", "location": "bf1"},
                          {"id": "o1", "card": UNIT, "owner": other, "zone": "battlefield", "location": "bf1"}])


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_a_setup_contested_by_a_third_player_whose_units_are_gone_is_refused(edition: str) -> None:
    """The contester attacks (442.1.a.1, v1.3 459.2.b.1); with units of two other players there the rules do not
    say who does, so the engine refuses to start there (Referee's setup check refuses it first)."""
    with pytest.raises(RulesError) as info:
        _contested_by_c(edition, "B")
    assert info.value.code == "bad_setup"


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_a_combat_whose_contester_lost_its_units_there_still_opens(edition: str) -> None:
    """In play a third player may take control of the contester's unit while the staged combat waits for a
    showdown elsewhere (456): the player there who does not control the battlefield attacks, no engine crash."""
    from reference_engine.riftbound.rules.combat import combatants

    g = _contested_by_c(edition, "C")
    assert g.state is not None
    assert combatants(g.state, "bf1") == ("C", "A")
    g.state.objects["o1"].controller = "B"  # as the probes' gain_control effect does (rules/abilities.py)
    assert combatants(g.state, "bf1") == ("B", "A")
