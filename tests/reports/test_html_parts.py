"""The HTML report's parts without a browser: the transcript timeline (cut replies, state changes, events in
words), expected against reported (an expected absence never reads as something wanted), rule titles, the
steps a run records and the report schema's ``steps`` field, both ways."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from referee.reports.html import expected, timeline
from referee.reports.html.scenario import headline
from referee.reports.html.titles import Titles
from referee.schemas import store

STATE = {"turn": 2, "active_player": "A", "step": "end", "priority": "A",
         "players": [{"id": "A", "life": 20, "hand": [], "library": ["a1", "a2"]},
                     {"id": "B", "life": 20, "hand": [], "library": ["b1", "b2"]}],
         "objects": {"b1": {"zone": "library", "tapped": False}, "b2": {"zone": "library", "tapped": False}}}


def _after_draw() -> dict[str, Any]:
    after = copy.deepcopy(STATE)
    after.update(turn=3, active_player="B", step="upkeep", priority="B")
    after["players"][1].update(hand=["b1"], library=["b2"])
    after["objects"]["b1"]["zone"] = "hand"
    return after


def test_state_changes_name_each_changed_field_players_by_id() -> None:
    changes, partial = timeline.state_changes(STATE, _after_draw())
    assert not partial
    assert changes == ["turn: 2 \u2192 3", "active_player: A \u2192 B", "step: end \u2192 upkeep",
                       "priority: A \u2192 B", "players.B.hand: +b1", "players.B.library: \u2212b1",
                       "objects.b1.zone: library \u2192 hand"]
    assert timeline.state_changes(STATE, copy.deepcopy(STATE)) == ([], False)


def test_a_reply_cut_short_is_read_as_far_as_it_goes_and_nothing_past_the_cut_is_reported_removed() -> None:
    whole = json.dumps({"id": 3, "ok": True, "events": [{"type": "drew", "player": "B", "card": "b1"}],
                        "state": _after_draw()})
    cut = whole[:whole.index('"b2": {"zone"') + 12]  # inside the last object
    value, complete = timeline.parse_prefix(cut)
    assert not complete and value["events"] == [{"type": "drew", "player": "B", "card": "b1"}]
    assert value["state"]["players"][1]["hand"] == ["b1"]
    changes, partial = timeline.state_changes(STATE, value["state"])
    assert partial and "objects.b1.zone: library \u2192 hand" in changes
    assert not any("b2" in change for change in changes)  # cut off, not removed
    assert timeline.parse_prefix("not json") == (None, False)
    cut_mark = timeline.CUT
    # the 2 may be the start of 23: only members followed by a comma are known whole
    assert timeline.parse_prefix('{"a": [1, 2') == ({"a": [1, cut_mark], cut_mark: True}, False)
    assert timeline.parse_prefix('{"a": 1, "b": "say \\"hi, there') == ({"a": 1, cut_mark: True}, False)


def test_the_timeline_pairs_requests_with_events_and_changes() -> None:
    lines = ['> {"id":1,"type":"setup","game":"mtg","edition":"x","setup":{"players":[{"id":"A"},{"id":"B"}],'
             '"objects":[],"turn":{"number":2,"step":"end"}}}',
             "< " + json.dumps({"id": 1, "ok": True, "state": STATE}),
             '> {"id":2,"type":"act","action":{"kind":"pass","player":"A"}}',
             "< " + json.dumps({"id": 2, "ok": True, "events": [{"type": "drew", "player": "B", "card": "b1"}],
                                "state": _after_draw()}),
             '> {"id":3,"type":"act","action":{"kind":"play","player":"B","card":"b1"}}',
             "< " + json.dumps({"id": 3, "ok": False, "error": {"code": "timing", "message": "not now"},
                                "state": _after_draw()}),
             '> {"id":4,"type":"state"}',
             "! crashed: state #4: the engine exited with status 1"]
    first, second, third, fourth = timeline.exchanges(lines)
    assert first.request == "setup mtg x: players A, B \u00b7 0 objects \u00b7 turn 2 \u00b7 step end"
    assert first.position.startswith("turn 2 \u00b7 active_player A")
    assert second.request == "act: pass by A" and second.events == ["drew \u00b7 player B \u00b7 card b1"]
    assert "players.B.hand: +b1" in second.changes
    assert third.request == "act: play by B \u00b7 card b1" and third.reply == "rejected: timing: not now"
    assert third.changes == []
    assert fourth.failed and "exited with status 1" in fourth.reply
    html = timeline.render(lines)
    assert html.count('<li class="exchange">') == 4 and "{&quot;" not in html  # no raw JSON in the timeline


def test_an_expected_absence_reads_as_one() -> None:
    message = ('AssertionError: expected no drew event, got:\n'
               '  {"card": "b1", "player": "B", "type": "drew"}')
    [comparison] = expected.comparisons(message)
    assert comparison.expected == "no drew event" and comparison.offending
    html = expected.render(message)
    assert "<th>Expected</th><th>Engine reported</th>" in html
    assert '<div class="want">no drew event</div>' in html
    assert '<div class="hit">drew \u00b7 card b1 \u00b7 player B</div>' in html
    assert headline(message) == "Expected no drew event, but the engine reported one."


def test_expected_lists_are_aligned_row_by_row() -> None:
    message = ('expected exactly:\n  {"player": "B", "type": "priority"}\n  {"player": "A", "type": "drew"}\n'
               'but the engine reported:\n  {"player": "B", "type": "priority"}\n  {"player": "B", "type": "drew"}')
    html = expected.render(message)
    assert '<td class="same">priority \u00b7 player B</td><td class="same">priority \u00b7 player B</td>' in html
    assert '<td class="missing">drew \u00b7 player A</td><td class="extra">drew \u00b7 player B</td>' in html
    assert headline(message) == "The events of the last action are not exactly the ones the rules require."
    fields = expected.comparisons("B.life: expected 17, got 20")
    assert [(c.label, c.expected, c.reported) for c in fields] == [("B.life", "17", "20")]
    assert expected.comparisons("the engine said something else entirely") == []


def test_rule_titles_come_from_the_index_short_and_in_the_kits_words() -> None:
    titles = Titles({"mtg": "2024-pre-foundations"})
    assert titles.title("mtg:116.2a") == "Playing a land"
    assert titles.title("mtg:999.9z") == ""
    every = [titles.title(f"mtg:{rule}") for rule in ("116", "117.3d", "500.1", "703.4d")]
    assert all(0 < len(title) <= 60 for title in every)


def test_a_failing_scenario_records_its_steps_and_the_schema_checks_them_both_ways(document: dict[str, Any]) -> None:
    failing = document["scenarios"][1]
    outcomes = [step["outcome"] for step in failing["steps"]]
    assert outcomes.count("failed") == 1
    stop = outcomes.index("failed")
    assert set(outcomes[:stop]) == {"passed"} and set(outcomes[stop + 1:]) <= {"not_run"}
    assert failing["steps"][stop]["keyword"] == "Then" and failing["steps"][0]["background"] is True
    assert failing["steps"][0]["table"][0] == ["player"]
    assert "steps" not in document["scenarios"][0]  # a pass carries none, like its transcript
    assert store().errors("cli/certify-report.json", document) == []
    for broken in ({"outcome": "maybe"}, {"line": -1}, {"table": "player"}, {"extra": 1}):
        bad = copy.deepcopy(document)
        bad["scenarios"][1]["steps"][0].update(broken)
        assert store().errors("cli/certify-report.json", bad), broken
    bad = copy.deepcopy(document)
    del bad["scenarios"][1]["steps"][0]["keyword"]
    assert store().errors("cli/certify-report.json", bad)


@pytest.mark.parametrize("outcome", ["failed", "skipped"])
def test_steps_outcomes_mark_where_the_run_stopped(outcome: str) -> None:
    from referee.results import ScenarioSteps

    class Step:
        def __init__(self, keyword: str, name: str, line: int) -> None:
            self.keyword, self.name, self.line_number, self.datatable, self.docstring = keyword, name, line, None, None

    steps = ScenarioSteps([Step("Given ", "a game", 3), Step("When ", "A passes", 4), Step("Then ", "B acts", 5)],
                          background=1, started=1, finished=1)
    got = steps.to_json(outcome)
    assert [s["outcome"] for s in got] == ["passed", outcome, "not_run"]
    assert got[0] == {"keyword": "Given", "text": "a game", "line": 3, "background": True, "outcome": "passed"}
    assert [s["outcome"] for s in ScenarioSteps(steps.steps, started=2, finished=3).to_json("failed")] == \
        ["passed"] * 3  # every step ran: the failure came after them (teardown), no step is blamed
