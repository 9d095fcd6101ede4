"""The fuzzer speaks the step library's language exactly: every action it sends is what the ``When`` step it
writes would send, and the ``Given`` tables it writes build exactly the setup it fuzzed. Otherwise a written
scenario would replay another game than the one that diverged."""

from __future__ import annotations

import tempfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytest_bdd.steps import step_function_context_registry

import steps
from referee.fuzz import positions, writer
from referee.fuzz.vocabulary import as_sent, when_lines
from referee.rules.scenarios import load_feature

steps.modules()  # registers every step definition


def run_step(keyword: str, text: str, ctx: Any, table: list[list[str]] | None = None, docstring: str = "") -> None:
    """Run the one step definition of ``keyword`` matching ``text`` against ``ctx``, as pytest-bdd would."""
    found = [c for c in step_function_context_registry.values()
             if c.type == keyword and c.step_func.__module__.startswith("steps.") and c.parser.is_matching(text)]
    assert found, f"no {keyword} step matches {text!r}"
    context = found[0]
    arguments = context.parser.parse_arguments(text) or {}
    if table:
        arguments["datatable"] = table
    if docstring:
        arguments["docstring"] = docstring
    context.step_func(referee_ctx=ctx, **arguments)


class Recorder(SimpleNamespace):
    """Enough of a ScenarioContext to see what a When step sends."""

    def __init__(self) -> None:
        super().__init__(sent=[], state={"players": [{"id": "A"}, {"id": "B"}]}, game="mtg", edition="x")

    def begin_step(self) -> None:
        pass

    def require_priority(self, player: str | None = None, **_: Any) -> str:
        return player or "A"

    def start_events(self) -> None:
        pass

    def player_ids(self) -> list[str]:
        return ["A"]

    def act(self, action: dict[str, Any], **_: Any) -> bool:
        self.sent.append(action)
        return True

    def answer(self, action: dict[str, Any]) -> None:
        self.sent.append(action)


ACTIONS = [
    {"kind": "pass", "player": "A"},
    {"kind": "play_land", "player": "A", "card": "forest1"},
    {"kind": "cast", "player": "B", "card": "bolt1", "targets": ["bear1"]},
    {"kind": "cast", "player": "A", "card": "nectar1", "targets": []},
    {"kind": "activate", "player": "A", "card": "elf1", "ability": 0, "targets": []},
    {"kind": "activate", "player": "A", "card": "sorcerer1", "ability": 0, "targets": ["B"]},
    {"kind": "special", "special": "turn_face_up", "player": "A", "card": "morph1"},
    {"kind": "declare_attackers", "player": "A", "attackers": [{"attacker": "bear1", "target": "B"}]},
    {"kind": "declare_attackers", "player": "A", "attackers": []},
    {"kind": "declare_blockers", "player": "B", "blockers": [{"blocker": "wall1", "attacker": "bear1"}]},
    {"kind": "order_blockers", "player": "A", "attacker": "bear1", "order": ["wall1", "wall2"]},
    {"kind": "order_attackers", "player": "B", "blocker": "wall1", "order": ["bear1", "bear2"]},
    {"kind": "assign_combat_damage", "player": "A", "source": "giant1",
     "assignments": [{"target": "wall1", "amount": 2}, {"target": "wall2", "amount": 1}]},
    {"kind": "discard", "player": "A", "cards": ["bear1", "bear2"]},
    {"kind": "order_triggers", "player": "A", "order": ["shaman1#1", "wolves1#1"]},
    {"kind": "choose_targets", "player": "A", "source": "shaman1#1", "targets": ["bear1"]},
    {"kind": "choose", "player": "A", "choice": "bf1"},
    {"kind": "play", "player": "A", "card": "bolt1", "location": "bf1", "targets": ["u2"]},
    {"kind": "play", "player": "A", "card": "footsoldier1"},
    {"kind": "move", "player": "A", "units": ["u1", "u2"], "to": "bf2"},
    {"kind": "end_turn", "player": "B"},
    {"kind": "assign_damage", "player": "A", "source": "volley1", "assignments": [{"target": "u1", "amount": 2}]},
]


@pytest.mark.parametrize("action", ACTIONS, ids=lambda a: a["kind"])
def test_each_action_is_sent_as_its_when_step_sends_it(action: dict[str, Any]) -> None:
    sent = as_sent(action, None)
    assert sent is not None
    text, table = when_lines(sent)
    ctx = Recorder()
    run_step("when", text, ctx, table or None)
    assert ctx.sent == [sent]


def test_a_riftbound_combat_damage_assignment_names_its_battlefield() -> None:
    decision = {"player": "A", "kind": "assign_combat_damage", "battlefield": "bf2", "amount": 3, "options": ["u1"]}
    sent = as_sent({"kind": "assign_combat_damage", "player": "A", "assignments": [{"target": "u1", "amount": 3}]},
                   decision)
    assert sent is not None and sent["source"] == "bf2"
    ctx = Recorder()
    run_step("when", *when_lines(sent)[:1], ctx, when_lines(sent)[1])
    assert ctx.sent == [sent]


def test_what_no_step_can_say_is_never_sent() -> None:
    assert as_sent({"kind": "play", "player": "A", "card": "sprinter1", "accelerate": True}, None) is None
    assert as_sent({"kind": "declare_attackers", "player": "A", "attackers": [], "mana_abilities": ["forest1"]},
                   None) is None
    assert as_sent({"kind": "choose_targets", "player": "A", "source": "x#1", "targets": []}, None) is None


@pytest.mark.parametrize("game", ["mtg", "riftbound"])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_given_steps_build_exactly_the_fuzzed_setup(game: str, data: st.DataObject) -> None:
    setup = data.draw(positions.setups(positions.Pool(game, "advanced")))
    text = "Feature: F\n  Scenario: [1] S\n" + "\n".join(writer.given_lines(game, setup)) + "\n"
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "f.feature"
        path.write_text(text, encoding="utf-8")
        scenario = load_feature(path).scenarios[0]
    ctx = SimpleNamespace(game=game, setup={})
    for step in scenario.steps:
        run_step(step.keyword, step.text, ctx, [list(row) for row in step.table] or None, step.docstring)
    assert ctx.setup == setup


@pytest.mark.parametrize("value", ["A", "Probe Bear", "bf1", "sparkball2#1", "none", "true", "12", "-", "a|b",
                                   None, True, 0, 3, [], ["x", "y"], {"G": 1}, "precombat_main", "a\\b"])
def test_cells_read_back_as_written(value: Any) -> None:
    from steps.tables import rows

    header = "| v |"
    line = f"| {writer.cell(value)} |"
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "f.feature"
        path.write_text(f"Feature: F\n  Scenario: S\n    Given x:\n      {header}\n      {line}\n", encoding="utf-8")
        table = load_feature(path).scenarios[0].steps[0].table
    assert rows([list(r) for r in table])[0]["v"] == value
