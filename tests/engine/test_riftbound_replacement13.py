"""Riftbound v1.3 replacement effects on simultaneous events (370.3, 372, 373-373.2.a.1, 375): the engine
functions of replacement.py, the decisions they raise, and the v1.2 behaviour they must leave alone."""

from __future__ import annotations

from typing import Any

import pytest

from reference_engine.riftbound.game import RiftboundGame
from reference_engine.riftbound.model.errors import RulesError
from reference_engine.riftbound.model.protocol import NeedChoice
from reference_engine.riftbound.model.state import ChainItem, Game
from reference_engine.riftbound.rules.replacement import kill_units, play_tokens, replace_deaths_together
from reference_engine.riftbound.setup import build

BFS = [{"id": "bf3", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
       {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}]


def setup(objects: list[dict[str, Any]], turn_player: str = "A") -> dict[str, Any]:
    return {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": BFS,
        "objects": [obj("deckA1", "Probe Footsoldier", "A", "main_deck"),
                    obj("deckA2", "Probe Footsoldier", "A", "main_deck"), *objects],
        "turn": {"number": 3, "turn_player": turn_player, "phase": "action", "priority": turn_player},
        "rune_pools": {"A": {"energy": 9, "power": {}}, "B": {"energy": 9, "power": {}}},
    }


def game(edition: str, objects: list[dict[str, Any]], turn_player: str = "A") -> Game:
    return build(edition, setup(objects, turn_player))


def obj(oid: str, card: str, owner: str, zone: str = "base", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **kw}


def at_bf3(oid: str, card: str = "Probe Footsoldier", owner: str = "A") -> dict[str, Any]:
    return obj(oid, card, owner, "battlefield", location="bf3")


def kinds(g: Game, kind: str) -> list[str]:
    return [e.to_json()["object"] for e in g.events if e.type == kind]


def test_one_hourglass_and_two_deaths_asks_which_event_it_replaces() -> None:
    """373: the effect's controller picks the event; the decision names the effect as ``source``."""
    g = game("1.3", [obj("hg1", "Probe Hourglass", "A"), at_bf3("f1"), at_bf3("f2")])
    with pytest.raises(NeedChoice) as need:
        replace_deaths_together(g, [g.objects["f1"], g.objects["f2"]])
    d = need.value.decision
    assert (d.player, d.kind, d.source, d.options) == ("A", "choose_replacement", "hg1", ("f1", "f2"))


def test_the_answer_saves_only_the_chosen_unit() -> None:
    g = game("1.3", [obj("hg1", "Probe Hourglass", "A"), at_bf3("f1"), at_bf3("f2")])
    g.replacement_answers = ["f2"]
    still_dying = replace_deaths_together(g, [g.objects["f1"], g.objects["f2"]])
    assert [u.id for u in still_dying] == ["f1"]
    assert g.objects["f2"].zone == "base" and g.objects["f2"].exhausted
    assert g.objects["hg1"].zone == "trash"


def test_v12_keeps_its_order_no_question_the_first_unit_is_saved() -> None:
    """v1.2 is unchanged: the Hourglass saves the first unit of the batch without asking."""
    g = game("1.2", [obj("hg1", "Probe Hourglass", "A"), at_bf3("f1"), at_bf3("f2")])
    kill_units(g, [g.objects["f1"], g.objects["f2"]])
    assert g.objects["f1"].zone == "base" and g.objects["f2"].zone == "trash"


def test_a_card_dying_in_the_same_batch_is_no_source_but_one_already_in_the_trash_is() -> None:
    """370.3: the trash replacement counts only if its card was in the trash before the events."""
    g = game("1.3", [at_bf3("gs1", "Probe Guardian Spirit"), at_bf3("fA")])
    kill_units(g, [g.objects["gs1"], g.objects["fA"]])
    assert g.objects["fA"].zone == "trash" and g.objects["gs1"].zone == "trash"
    g2 = game("1.3", [obj("gs1", "Probe Guardian Spirit", "A", "trash"), at_bf3("fA")])
    with pytest.raises(NeedChoice) as need:
        replace_deaths_together(g2, [g2.objects["fA"]])
    assert need.value.decision.options == ("fA", "decline")


def test_different_controllers_execute_in_turn_order() -> None:
    """373.1: on B's turn B's Hourglass executes before A's."""
    objects = [obj("hgA", "Probe Hourglass", "A"), at_bf3("fA"),
               obj("hgB", "Probe Hourglass", "B"), obj("fB", "Probe Footsoldier", "B", "battlefield", location="bf2")]
    for turn_player, first in (("A", "hgA"), ("B", "hgB")):
        g = game("1.3", objects, turn_player)
        assert replace_deaths_together(g, [g.objects["fA"], g.objects["fB"]]) == []
        assert kinds(g, "killed")[0] == first


def test_the_wanderer_applies_once_to_every_qualifying_event() -> None:
    """373.2: one sequence covers every smaller friendly unit at her location, and only those."""
    g = game("1.3", [at_bf3("sw", "Probe Wanderer"), at_bf3("f1"), at_bf3("f2"), at_bf3("c1", "Probe Conqueror"),
                     obj("f3", "Probe Footsoldier", "A")])
    units = [g.objects[i] for i in ("sw", "f1", "f2", "c1", "f3")]
    still_dying = replace_deaths_together(g, units)
    assert [u.id for u in still_dying] == ["sw", "c1", "f3"]
    assert kinds(g, "recalled") == ["f1", "f2"]


def test_an_anchor_inside_the_sequence_turns_each_recall_into_a_draw() -> None:
    """373.2.a.1: the nested replacement happens within the sequence, which goes on to the next unit."""
    g = game("1.3", [obj("an1", "Probe Anchor", "A"), at_bf3("sw", "Probe Wanderer"), at_bf3("f1"), at_bf3("f2")])
    replace_deaths_together(g, [g.objects[i] for i in ("sw", "f1", "f2")])
    order = [(e.type, e.to_json().get("object", e.to_json().get("card"))) for e in g.events]
    assert order == [("exhausted", "f1"), ("drew", "deckA1"), ("exhausted", "f2"), ("drew", "deckA2")]
    assert g.objects["f1"].location == "bf3"


@pytest.mark.parametrize(("mints", "count"), [(0, 1), (1, 2), (2, 4)])
def test_mint_copies_inherit_the_ready_modification(mints: int, count: int) -> None:
    """375: every copy enters ready like the token it copies; n Mints double n times (370.2)."""
    g = game("1.3", [obj(f"mt{i}", "Probe Mint", "A") for i in range(mints)])
    play_tokens(g, ChainItem(id="cr1", kind="spell", source="cr1", controller="A"), ready=True)
    tokens = [o for o in g.objects.values() if o.card == "Recruit Token"]
    assert len(tokens) == count and not any(t.exhausted for t in tokens)


def test_the_protocol_shows_the_event_choice_and_replays_the_action() -> None:
    """Through the game class: the decision waits over the position before the pass; the answer completes it."""
    rg = RiftboundGame()
    rg.setup("1.3", setup([obj("hg1", "Probe Hourglass", "A"), at_bf3("f1"), at_bf3("f2"),
                           obj("ca1", "Probe Cataclysm", "A", "hand")]))
    rg.act({"kind": "play", "player": "A", "card": "ca1"})
    rg.act({"kind": "pass", "player": "A"})
    events, state = rg.act({"kind": "pass", "player": "B"})
    assert events == [] and state["decision"] == {"player": "A", "kind": "choose_replacement", "source": "hg1",
                                                 "options": ["f1", "f2"]}
    events, state = rg.act({"kind": "choose", "player": "A", "choice": "f1"})
    assert [e["object"] for e in events if e["type"] == "killed"] == ["hg1", "f2"]
    assert state["objects"]["f1"]["zone"] == "base"


def test_mint_copies_every_unit_token_its_controller_plays() -> None:
    """Probe Mint's text covers any unit token its controller plays, not only those of the RB29 spells."""
    from reference_engine.riftbound.rules.tokens import play_token

    g = game("1.3", [obj("mint1", "Probe Mint", "A")])
    play_token(g, "muster1", "A")  # as Probe Muster's instruction does
    assert kinds(g, "token_played") == ["muster1+1", "muster1+2"]
    play_token(g, "muster2", "B")  # the opponent's tokens are not A's to copy
    assert kinds(g, "token_played")[2:] == ["muster2+1"]


def test_anchor_replaces_any_recall_of_a_friendly_unit() -> None:
    """Probe Anchor replaces a friendly unit's recall wherever it comes from (here a game action, as after
    combat), and leaves an enemy unit's recall alone."""
    from reference_engine.riftbound.rules.actions import recall

    g = game("1.3", [obj("anchor1", "Probe Anchor", "A"), at_bf3("f1"), at_bf3("e1", owner="B")])
    recall(g, g.objects["f1"])
    assert (g.objects["f1"].zone, kinds(g, "recalled")) == ("battlefield", [])
    assert [e.to_json()["player"] for e in g.events if e.type == "drew"] == ["A"]
    recall(g, g.objects["e1"])
    assert (g.objects["e1"].zone, kinds(g, "recalled")) == ("base", ["e1"])


def test_a_ward_stone_replaces_any_contest_not_only_a_standard_move() -> None:
    """"The next time a battlefield would become contested": a token put at an opponent's battlefield
    contests it through the same replacement check as a Standard Move (replacement.contest_on_arrival)."""
    from reference_engine.riftbound.rules.tokens import play_token

    g = game("1.3", [obj("ward1", "Probe Ward Stone", "B")])
    play_token(g, "src", "A", location="bf2")
    assert not g.battlefield("bf2").contested  # type: ignore[union-attr]
    assert g.objects["ward1"].zone == "main_deck"  # recycled instead
    play_token(g, "src", "A", location="bf2")  # the Stone is gone: this one contests it
    assert g.battlefield("bf2").contested  # type: ignore[union-attr]


@pytest.mark.parametrize("card", ["Probe Guardian Spirit", "Probe Wanderer"])
def test_v12_answers_unsupported_for_death_replacements_it_does_not_play(card: str) -> None:
    """v1.2's deaths are replaced by the Hourglass alone (368): a card whose replacement only v1.3's procedure
    plays is refused ``unsupported`` in v1.2, in any zone (a Guardian Spirit works from the trash), and
    accepted in v1.3."""
    for zone in ("base", "trash"):
        with pytest.raises(RulesError) as refused:
            game("1.2", [obj("r1", card, "A", zone)])
        assert refused.value.code == "unsupported" and card in refused.value.message
        assert game("1.3", [obj("r1", card, "A", zone)]).objects["r1"].card == card
