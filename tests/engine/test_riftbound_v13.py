"""The edition switch points of the Riftbound reference engine: Core Rules v1.3 behaviour next to v1.2's."""

from __future__ import annotations

from typing import Any

import pytest

from reference_engine.core.errors import RulesError
from reference_engine.riftbound import RiftboundGame
from reference_engine.riftbound.editions import rules
from reference_engine.riftbound.model.state import ChainItem, Game, Showdown
from reference_engine.riftbound.rules.actions import draw
from reference_engine.riftbound.rules.chain import push
from reference_engine.riftbound.rules.cleanup import run_cleanup
from reference_engine.riftbound.rules.scoring import gain_points, winner
from reference_engine.riftbound.rules.states import segments
from reference_engine.riftbound.setup import build


def game(edition: str, *, points: tuple[int, int] = (0, 0), objects: list[dict[str, Any]] | None = None,
         battlefields: list[dict[str, Any]] | None = None, **extra: Any) -> Game:
    return build(edition, {
        "players": [{"id": "A", "points": points[0]}, {"id": "B", "points": points[1]}],
        "battlefields": battlefields or [],
        "objects": objects or [],
        "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
        **extra,
    })


def kinds(g: Game) -> list[str]:
    return [e.type for e in g.events]


def test_both_editions_are_announced() -> None:
    assert RiftboundGame.editions == ("1.2", "1.3")


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_the_protocol_phase_ids_are_the_same_in_both_editions(edition: str) -> None:
    names = [phase for phase, _ in segments(game(edition))]
    assert "action" in names and "end_of_turn" in names
    with pytest.raises(RulesError) as e:
        game(edition, turn={"turn_player": "A", "phase": "main"})
    assert e.value.code == "bad_setup"


def test_the_v13_ending_phase_has_no_cleanup_step() -> None:
    """317.2.a: the end-of-turn cleanup is part of the expiration step."""
    assert [s for p, s in segments(game("1.3")) if p == "end_of_turn"] == ["ending", "expiration"]
    assert [s for p, s in segments(game("1.2")) if p == "end_of_turn"] == ["ending", "cleanup", "expiration"]


def test_winner_needs_the_victory_score_and_more_points_than_every_opponent() -> None:
    """323.1 / 467."""
    assert winner(game("1.3", points=(8, 7))) == "A"
    assert winner(game("1.3", points=(9, 3))) == "A"
    assert winner(game("1.3", points=(8, 8))) is None
    assert winner(game("1.3", points=(8, 9))) == "B"
    assert winner(game("1.3", points=(7, 0))) is None


def test_reaching_the_victory_score_wins_at_once_in_v12_but_only_in_a_cleanup_in_v13() -> None:
    old = game("1.2", points=(7, 0))
    gain_points(old, "A", 1)
    assert old.game_over and old.winners == ["A"]
    new = game("1.3", points=(7, 0))
    gain_points(new, "A", 1)
    assert not new.game_over and "game_won" not in kinds(new)
    run_cleanup(new)
    assert new.game_over and new.winners == ["A"]


def test_a_tie_at_the_victory_score_wins_nobody_in_a_v13_cleanup() -> None:
    g = game("1.3", points=(8, 8))
    run_cleanup(g)
    assert not g.game_over and g.winners == []


def test_burn_outs_in_sequence_win_at_once_in_v13() -> None:
    """431.3.b: with an empty deck and trash, A burns out again and again; B wins as soon as the second and
    later burn-outs take B past the victory score with more points, not in a later cleanup."""
    g = game("1.3", points=(0, 6))
    draw(g, "A", 1)
    assert g.game_over and g.winners == ["B"]
    assert g.player("B").points == 8
    assert kinds(g).count("burned_out") == 2


def test_a_single_burn_out_waits_for_the_cleanup_in_v13() -> None:
    g = game("1.3", points=(0, 7), objects=[{"id": "t1", "card": "Probe Footsoldier", "owner": "A", "zone": "trash"}])
    draw(g, "A", 1)  # one burn-out recycles t1, then A draws it
    assert g.player("B").points == 8 and not g.game_over
    run_cleanup(g)
    assert g.winners == ["B"]


def test_chain_remembers_what_opened_it_and_only_a_trigger_keeps_focus() -> None:
    """346.1 (editions.Riftbound13.keeps_focus)."""
    g = game("1.3")
    push(g, ChainItem(id="x#1", kind="triggered", source="x", controller="A"))
    push(g, ChainItem(id="s1", kind="spell", source="s1", controller="B"))
    assert g.chain_opened_by == "triggered" and rules(g).keeps_focus(g)
    g.chain.clear()
    push(g, ChainItem(id="s2", kind="spell", source="s2", controller="A"))
    assert g.chain_opened_by == "spell" and not rules(g).keeps_focus(g)


BF2 = [{"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]


def test_an_empty_battlefield_keeps_its_controller_while_a_chain_exists_in_v13() -> None:
    """323.6: only in an Open State."""
    g = game("1.3", battlefields=BF2)
    g.chain.append(ChainItem(id="s1", kind="spell", source="s1", controller="A", pending=False))
    run_cleanup(g)
    assert g.battlefield("bf2").controller == "B"  # type: ignore[union-attr]
    g.chain.clear()
    run_cleanup(g)
    assert g.battlefield("bf2").controller is None  # type: ignore[union-attr]


def test_an_empty_battlefield_keeps_its_controller_while_its_showdown_goes_on_in_v13() -> None:
    g = game("1.3", battlefields=BF2)
    g.showdown = Showdown(battlefield="bf2", combat=False)
    run_cleanup(g)
    assert g.battlefield("bf2").controller == "B"  # type: ignore[union-attr]


def test_an_empty_contested_battlefield_loses_its_controller_in_v13_but_not_in_v12() -> None:
    """v1.2 322.6 spares a contested battlefield; v1.3 323.6 asks only for an Open State and no showdown/combat."""
    contested = [{**BF2[0], "contested": True, "contested_by": "A"}]
    old, new = game("1.2", battlefields=contested), game("1.3", battlefields=contested)
    run_cleanup(old)
    run_cleanup(new)
    assert old.battlefield("bf2").controller == "B"  # type: ignore[union-attr]
    assert new.battlefield("bf2").controller is None  # type: ignore[union-attr]


def test_a_showdown_is_staged_at_a_contested_controlled_battlefield_only_in_v13() -> None:
    """323.8 (v1.3) vs 322.8 (v1.2: uncontrolled battlefields only)."""
    contested = [{**BF2[0], "contested": True, "contested_by": "A"}]
    units = [{"id": "u1", "card": "Probe Footsoldier", "owner": "A", "zone": "battlefield", "location": "bf2"}]
    old = game("1.2", battlefields=contested, objects=units)
    new = game("1.3", battlefields=contested, objects=units)
    run_cleanup(old)
    run_cleanup(new)
    assert "showdown_staged" not in kinds(old)
    assert kinds(new)[:2] == ["showdown_staged", "showdown_began"]
    assert new.showdown is not None and not new.showdown.combat and new.focus == "A"


def test_ending_the_turn_in_v13_runs_the_ending_special_cleanup_inside_the_expiration_step() -> None:
    """317.2.a-d: heal, "this turn" effects end, pools empty, all between the step's begin and end."""
    g = RiftboundGame()
    g.setup("1.3", {
        "players": [{"id": "A"}, {"id": "B"}],
        "objects": [
            {"id": "u1", "card": "Probe Brute", "owner": "A", "zone": "base", "damage": 1},
            {"id": "d1", "card": "Probe Footsoldier", "owner": "B", "zone": "main_deck"},
        ],
        "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
        "rune_pools": {"A": {"energy": 2}},
    })
    events, state = g.act({"kind": "end_turn", "player": "A"})
    seq = [(e["type"], e.get("step") or e.get("kind") or e.get("object") or e.get("player")) for e in events]
    start = seq.index(("step_began", "expiration"))
    end = seq.index(("step_ended", "expiration"))
    assert seq[start + 1:end] == [
        ("cleanup", "end_of_turn"), ("healed", "u1"), ("effects_ended", None), ("rune_pool_emptied", "A"),
    ]
    assert ("step_began", "cleanup") not in seq
    assert state["turn_player"] == "B"
