"""When a step can't do what the script says, the failure names where the engine left the rules' path.

Each engine here makes one early mistake; the step that runs into it must raise a Deviation naming the
step, what the rules required, what the engine did, and the rule broken first (translated to the
certified edition's numbering), instead of an unrelated message from a later step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from scripted_engine import ok, rejected, scripted, state

from referee.outcomes import Deviation
from referee.rules.store import load_bundled
from steps import then, when
from steps.deviations import DECISION_RULES, PRIORITY_RULES, STEP_RULES, holds


def test_priority_to_the_wrong_player_after_a_pass_names_117_3d() -> None:
    ctx = scripted(ok(state("A")), [ok(state("A"))])  # A passes, and the engine gives priority back to A
    ctx.act({"kind": "pass", "player": "A"})
    ctx.enter_step("B passes priority", "when")
    with pytest.raises(Deviation) as info:
        when.pass_priority(ctx, "B")
    assert str(info.value) == (
        "the engine left the rules' path before this scenario's checks: at `B passes priority`, B was to hold "
        "priority, but A holds priority (turn 3, precombat_main phase) (rule 117.3d broken first)")
    assert (info.value.rule, info.value.step) == ("mtg:117.3d", "B passes priority")


def test_priority_after_a_resolution_names_117_3b() -> None:
    spell = [{"id": "zap1", "kind": "spell", "source": "zap1", "controller": "B"}]
    ctx = scripted(ok(state("A", stack=spell)), [ok(state("B"), {"type": "resolved", "id": "zap1"})])
    ctx.act({"kind": "pass", "player": "A"})
    ctx.enter_step("A passes priority", "when")
    with pytest.raises(Deviation) as info:
        when.pass_priority(ctx, "A")
    assert info.value.rule == "mtg:117.3b"


def test_priority_in_the_untap_step_names_502_4() -> None:
    ctx = scripted(ok(state("A", phase="ending", step="end")), [
        ok(state("B", phase="ending", step="end")),
        ok(state("B", turn=4, phase="beginning", step="untap"))])
    ctx.act({"kind": "pass", "player": "A"})
    ctx.act({"kind": "pass", "player": "B"})
    ctx.enter_step("A passes priority", "when")
    with pytest.raises(Deviation) as info:
        when.pass_priority(ctx, "A")
    assert info.value.rule == "mtg:502.4"


def test_a_rejection_caused_by_an_earlier_deviation_reports_that_deviation() -> None:
    # A passes; the engine keeps priority with A, so B's instant is refused for lack of priority, and the
    # scenario's check of the timing rule never happens
    ctx = scripted(ok(state("A")), [ok(state("A")), rejected("not_your_decision", "B lacks priority", state("A"))])
    ctx.act({"kind": "pass", "player": "A"})
    ctx.enter_step("B casts zap1 targeting A", "when")
    ctx.act({"kind": "cast", "player": "B", "card": "zap1", "targets": ["A"]})
    ctx.enter_step("the action is rejected as timing", "then")
    with pytest.raises(Deviation) as info:
        then.rejected(ctx, "timing")
    assert info.value.rule == "mtg:117.3d"
    assert info.value.step == "B casts zap1 targeting A"
    assert "not_your_decision" in str(info.value) and "expected rejection code" not in str(info.value)


def test_an_unexpected_rejection_seen_by_a_when_step_is_a_deviation_at_the_step_that_sent_it() -> None:
    start = state("A")
    ctx = scripted(ok(start), [rejected("timing", "not now", start)], step=("A plays the land forest1", "when"))
    ctx.act({"kind": "play_land", "player": "A", "card": "forest1"})
    ctx.enter_step("A passes priority", "when")
    with pytest.raises(Deviation, match="at `A plays the land forest1`, the action was to be accepted, but the "
                                        "engine rejected"):
        when.pass_priority(ctx, "A")


def _walker(positions: list[tuple[int, str, str | None]]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """An engine that moves to the next position on every pass, the active player holding priority."""
    queue = list(positions)

    def reply(action: dict[str, Any]) -> dict[str, Any]:
        turn, phase, step = queue.pop(0)
        return ok({**state("A" if turn % 2 else "B", turn=turn, phase=phase, step=step),
                   "active_player": "A" if turn % 2 else "B"})
    return reply


# an engine that never has a draw step
NO_DRAW = [(3, "beginning", "upkeep"), (3, "precombat_main", None), (3, "ending", "end"),
           (4, "beginning", "upkeep"), (4, "precombat_main", None)]


@pytest.mark.parametrize("turn", [None, "3"])
def test_a_step_never_reached_names_where_the_turn_went(turn: str | None) -> None:
    walker = _walker(NO_DRAW)
    ctx = scripted(ok(state("B", turn=2, phase="ending", step="end")), [walker] * len(NO_DRAW),
                   step=("players pass priority until the draw step", "when"))
    with pytest.raises(Deviation) as info:
        when.pass_until(ctx, "draw", turn)
    assert info.value.rule == "mtg:501.1"
    assert "never reached: the turn went on to turn 4, upkeep step (beginning phase)" in str(info.value)


def _rb(holder: str, chain: list[dict[str, Any]]) -> dict[str, Any]:
    return {**state(holder, phase="action"), "chain": chain}


def test_a_riftbound_pass_in_a_closed_state_names_312_2_d() -> None:
    chain = [{"id": "bolt1", "kind": "spell", "controller": "A", "pending": False}]
    ctx = scripted(ok(_rb("A", chain)), [ok(_rb("A", chain))], game="riftbound", edition="1.2")
    ctx.act({"kind": "pass", "player": "A"})
    ctx.enter_step("B passes priority", "when")
    with pytest.raises(Deviation) as info:
        when.pass_priority(ctx, "B")
    assert info.value.rule == "riftbound:312.2.d"


@pytest.mark.parametrize(("edition", "rule"), [("1.2", "riftbound:336.4"), ("1.3", "riftbound:340.4")])
def test_a_riftbound_resolution_names_336_4_in_the_certified_editions_numbering(edition: str, rule: str) -> None:
    # B's reaction resolves over A's spell: the controller of the newest item left (A) gains priority
    older = {"id": "bolt1", "kind": "spell", "controller": "A", "pending": False}
    newer = {"id": "zap2", "kind": "spell", "controller": "B", "pending": False}
    ctx = scripted(ok(_rb("B", [newer, older])), [ok(_rb("B", [older]), {"type": "resolved", "id": "zap2"})],
                   game="riftbound", edition=edition)
    ctx.act({"kind": "pass", "player": "B"})
    ctx.enter_step("A passes priority", "when")
    with pytest.raises(Deviation) as info:
        when.pass_priority(ctx, "A")
    assert info.value.rule == rule


# Looked up in the rules texts but outside the rules the kit indexes (its scope).
OUTSIDE_THE_INDEX = {("mtg", "603.3d")}


@pytest.mark.parametrize(("game", "edition"), [("mtg", "2024-pre-foundations"), ("riftbound", "1.2")])
def test_every_rule_of_the_deviation_tables_exists_in_the_base_edition(game: str, edition: str) -> None:
    ids = set(load_bundled(game, edition).ids)
    tables = (PRIORITY_RULES, DECISION_RULES, STEP_RULES)
    unknown = {(game, r) for table in tables for r in table[game].values() if r not in ids}
    assert unknown <= OUTSIDE_THE_INDEX


def test_resolving_an_older_object_than_the_top_names_405_5() -> None:
    top = {"id": "zap2", "kind": "spell", "source": "zap2", "controller": "B"}
    older = {"id": "zap1", "kind": "spell", "source": "zap1", "controller": "A"}
    # the engine resolves zap1, below the top, and gives priority to B: the first wrong move is the resolution
    resolved_older = ok(state("B", stack=[top]), {"type": "resolved", "id": "zap1"})
    ctx = scripted(ok(state("B", stack=[top, older])), [resolved_older])
    ctx.act({"kind": "pass", "player": "B"})
    ctx.enter_step("A passes priority", "when")
    with pytest.raises(Deviation) as info:
        when.pass_priority(ctx, "A")
    assert info.value.rule == "mtg:405.5"


def test_a_prompt_missing_because_of_priority_in_the_untap_step_names_502_4() -> None:
    ctx = scripted(ok(state("A", turn=4, phase="beginning", step="untap")), [],
                   step=("A orders triggers: t1#1, t2#1", "when"))
    with pytest.raises(Deviation) as info:
        ctx.answer({"kind": "order_triggers", "player": "A", "order": ["t1#1", "t2#1"]})
    assert info.value.rule == "mtg:502.4"


@pytest.mark.parametrize(("position", "action", "held"), [
    (state("A"), {"kind": "cast", "player": "A"}, True),
    (state("B"), {"kind": "cast", "player": "A"}, False),
    (state("A", "declare_attackers", attackers=["bear1"]), {"kind": "cast", "player": "A"}, False),
    (state("A", "declare_attackers", attackers=["bear1"]), {"kind": "declare_attackers", "player": "A"}, True),
    # paying a cost: Add abilities may be activated while the payment decision is pending (Riftbound 354.1.a)
    (state("A", "choose_optional_cost", options=["pay", "decline"]), {"kind": "activate", "player": "A"}, True),
])
def test_who_held_what_an_action_needs(position: dict[str, Any], action: dict[str, Any], held: bool) -> None:
    assert holds(position, action) is held
