"""The steps read events and states in the normal form of PROTOCOL.md §11.3 (referee/observation/normal.py):
an event reporting that nothing happened is no event, a declaration may come as one event or one per member,
optional state fields may be left out at their neutral value, unordered zones are sets."""

from __future__ import annotations

from typing import Any

import pytest
from scripted_engine import ok, scripted, state

from referee.outcomes import ScenarioError
from steps import then

ATTACKED = {"type": "attackers_declared", "player": "A", "attackers": ["bear1", "elf1"]}
SPLIT = [{**ATTACKED, "attackers": ["elf1"]}, {**ATTACKED, "attackers": ["bear1"]}]
NO_BLOCKS = {"type": "blockers_declared", "player": "B", "blockers": []}
ZERO = {"type": "damage_dealt", "source": "wall1", "target": "bear1", "amount": 0, "combat": True}


def after(*events: dict[str, Any], **fields: Any) -> Any:
    """A context whose last action reported ``events`` and left ``fields`` in the state."""
    ctx = scripted(ok(state("A")), [ok({**state("A"), **fields}, *events)])
    ctx.act({"kind": "pass", "player": "A"})
    ctx.enter_step("the check", "then")
    return ctx


@pytest.mark.parametrize("events", [[ATTACKED], SPLIT])
def test_a_declaration_table_row_matches_one_event_or_one_per_member(events: list[dict[str, Any]]) -> None:
    ctx = after(*events)
    then.events_include(ctx, [["type", "player", "attackers"], ["attackers_declared", "A", "bear1, elf1"]])
    then.events_include(ctx, [["type", "attackers"], ["attackers_declared", "bear1"]])
    then.events_exactly(ctx, [["type", "attackers"], ["attackers_declared", "bear1, elf1"]])
    with pytest.raises(AssertionError):
        then.events_include(ctx, [["type", "attackers"], ["attackers_declared", "bear1, giant1"]])


def test_an_event_reporting_nothing_is_no_event_and_cannot_be_required() -> None:
    ctx = after(NO_BLOCKS, ZERO)
    then.no_event(ctx, "blockers_declared")
    then.no_event(ctx, "damage_dealt")
    then.events_absent(ctx, [["type", "player"], ["blockers_declared", "B"]])
    then.events_exactly(ctx, [["type"]])
    with pytest.raises(ScenarioError, match="nothing happened"):
        then.events_include(ctx, [["type", "blockers"], ["blockers_declared", "[]"]])
    with pytest.raises(ScenarioError, match="nothing happened"):
        then.events_include(ctx, [["type", "amount"], ["damage_dealt", "0"]])
    real = after({**NO_BLOCKS, "blockers": ["wall1"]})
    with pytest.raises(AssertionError):
        then.no_event(real, "blockers_declared")


def test_optional_fields_left_out_read_as_their_neutral_value_and_unordered_zones_as_sets() -> None:
    objects = {"bear1": {"card": "Probe Bear", "owner": "A", "controller": "A", "zone": "battlefield", "power": 2,
                         "toughness": 2}}
    players = [{"id": "A", "hand": ["c1", "c2"], "graveyard": ["g1", "g2"], "mana_pool": {"G": 1}}, {"id": "B"}]
    ctx = after(objects=objects, players=players)
    then.records_are(ctx, "objects", [["id", "tapped", "damage", "attacking", "blocking", "counters"],
                                      ["bear1", "false", "0", "none", "[]", "{}"]])
    then.state_includes(ctx, [["path", "value"], ["players.A.mana_pool.W", "0"], ["players.A.hand", "c2, c1"]])
    with pytest.raises(AssertionError):  # a graveyard is ordered
        then.state_includes(ctx, [["path", "value"], ["players.A.graveyard", "g2, g1"]])


def test_totals_between_simultaneous_changes_of_one_player_are_not_checked() -> None:
    hit_b = {"type": "damage_dealt", "source": "bear1", "target": "B", "amount": 2, "combat": True}
    hit_e = {**hit_b, "source": "elf1", "amount": 1}
    ctx = after(hit_e, {"type": "life_changed", "player": "B", "amount": -1, "life": 19}, hit_b,
                {"type": "life_changed", "player": "B", "amount": -2, "life": 17})
    then.events_include(ctx, [["moment", "type", "player", "amount", "life"],
                              ["hit", "life_changed", "B", "-2", "18"], ["hit", "life_changed", "B", "-1", "17"]])
    with pytest.raises(AssertionError):  # alone, a change's total is checked
        then.events_include(ctx, [["type", "player", "amount", "life"], ["life_changed", "B", "-2", "18"]])
