"""Prompts whose only legal answer is forced, in both directions (PROTOCOL.md §4.1).

An engine may skip such a prompt or ask it. Skipped: the script's answer sends nothing and the events of
the action that ran through the prompt stay visible. Asked: the kit gives the only answer itself, its
events count as the step's. A prompt with a real choice is never answered by the kit, and a scripted real
choice the engine never asked for is a deviation.
"""

from __future__ import annotations

from typing import Any

import pytest
from scripted_engine import ok, scripted, sent, state

from referee.outcomes import Deviation
from steps import then
from steps.forced import forced_answer

COMBAT = {"phase": "combat", "step": "declare_blockers"}
DECLARED = {"type": "blockers_declared", "player": "B", "blockers": []}
PRIORITY_A = {"type": "priority", "player": "A"}


def test_a_skipped_forced_prompt_keeps_the_events_of_the_action_that_ran_through_it() -> None:
    ctx = scripted(ok(state("A", phase="combat", step="declare_attackers")),
                   [ok(state("A", **COMBAT), {"type": "step_began", "step": "declare_blockers"}, DECLARED,
                       PRIORITY_A)])
    ctx.act({"kind": "pass", "player": "A"})
    ctx.enter_step("B declares no blockers", "when")
    ctx.answer({"kind": "declare_blockers", "player": "B", "blockers": []})
    ctx.enter_step("the events include, in order:", "then")
    # (the empty blockers_declared is no event a scenario can require: PROTOCOL.md §11.3)
    then.events_include(ctx, [["type", "step", "player"], ["step_began", "declare_blockers", "-"],
                              ["priority", "-", "A"]])
    assert len(sent(ctx)) == 1  # nothing was sent for the skipped prompt
    assert any("did not ask B to declare_blockers" in note for note in ctx.notes)


def test_a_skipped_prompt_where_the_script_makes_a_real_choice_is_a_deviation() -> None:
    ctx = scripted(ok(state("A", **COMBAT)), [], step=("B declares blockers:", "when"))
    with pytest.raises(Deviation) as info:
        ctx.answer({"kind": "declare_blockers", "player": "B", "blockers": [{"blocker": "wall1", "attacker": "x"}]})
    assert info.value.rule == "mtg:509.1"
    assert "the engine never asked: A holds priority" in str(info.value)


def test_a_forced_prompt_the_engine_asks_is_answered_by_the_kit_within_the_step() -> None:
    asked = state("B", "declare_blockers", blockers=[], attackers=["bear1"], **COMBAT)
    ctx = scripted(ok(state("A", phase="combat", step="declare_attackers")),
                   [ok(asked, {"type": "step_began", "step": "declare_blockers"}),
                    ok(state("A", **COMBAT), DECLARED, PRIORITY_A)])
    ctx.act({"kind": "pass", "player": "A"})
    assert sent(ctx)[-1] == {"kind": "declare_blockers", "player": "B", "blockers": []}
    assert [e["type"] for e in ctx.events] == ["step_began", "blockers_declared", "priority"]
    assert ctx.require_priority("A") == "A"
    assert ctx.notes and "only legal answer is forced" in ctx.notes[0]
    # the script's own answer to that prompt then finds it skipped, and sends nothing more
    ctx.enter_step("B declares no blockers", "when")
    ctx.answer({"kind": "declare_blockers", "player": "B", "blockers": []})
    assert len(sent(ctx)) == 2


def test_a_prompt_with_a_real_choice_is_never_answered_by_the_kit() -> None:
    asked = state("B", "declare_blockers", blockers=["wall1"], attackers=["bear1"], **COMBAT)
    ctx = scripted(ok(state("A", phase="combat", step="declare_attackers")), [ok(asked)])
    ctx.act({"kind": "pass", "player": "A"})
    assert len(sent(ctx)) == 1
    with pytest.raises(Deviation, match="unscripted decision: B must declare_blockers"):
        ctx.require_priority("A")


def _decision(kind: str, **fields: Any) -> dict[str, Any]:
    return state("A", kind, **fields)


@pytest.mark.parametrize(("decision", "answer"), [
    (_decision("declare_attackers", attackers=[], targets=["B"]),
     {"kind": "declare_attackers", "player": "A", "attackers": []}),
    (_decision("order_triggers", options=["t#1"]), {"kind": "order_triggers", "player": "A", "order": ["t#1"]}),
    (_decision("choose_targets", source="t#1", options=["x", "y"], count=2),
     {"kind": "choose_targets", "player": "A", "source": "t#1", "targets": ["x", "y"]}),
    (_decision("discard", count=2, options=["c1", "c2"]), {"kind": "discard", "player": "A", "cards": ["c1", "c2"]}),
    (_decision("choose_defending_player", options=["B"]), {"kind": "choose", "player": "A", "choice": "B"}),
    (_decision("assign_combat_damage", source="g1", amount=3, options=["w1"]),
     {"kind": "assign_combat_damage", "player": "A", "source": "g1",
      "assignments": [{"target": "w1", "amount": 3}]}),
])
def test_forced_decisions_have_their_only_answer(decision: dict[str, Any], answer: dict[str, Any]) -> None:
    assert forced_answer(decision) == answer


@pytest.mark.parametrize("decision", [
    _decision("priority"),
    _decision("declare_attackers", attackers=["bear1"], targets=["B"]),
    _decision("order_triggers", options=["t#1", "t#2"]),
    _decision("choose_targets", source="t#1", options=["x", "y"], count=1),
    _decision("discard", count=1, options=["c1", "c2"]),
    _decision("choose_defending_player", options=["B", "C"]),
    _decision("choose_optional_cost", source="s", options=["pay", "decline"]),
    # Riftbound 352.11.b: a resolving spell keeps any subset of its targets, though count equals the options
    {**_decision("choose_targets", source="fox1", options=["u1", "u2"], count=2),
     "chain": [{"id": "fox1", "kind": "spell", "pending": False}]},
])
def test_decisions_with_a_real_choice_are_not_forced(decision: dict[str, Any]) -> None:
    assert forced_answer(decision) is None
