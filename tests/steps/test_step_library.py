"""The step library, run against the in-process reference engine through pytester.

Each test writes a small feature under ``features/mtg`` in a scratch directory and checks that the
steps pass what the rules allow and fail, with a message naming the problem, what they don't.
"""

from __future__ import annotations

import textwrap

import pytest

from referee import steps_loader

BACKGROUND = """
Feature: STEPS - step library checks

  Background:
    Given a mtg game with players:
      | player | life |
      | A      | 20   |
      | B      | 20   |
    And the objects:
      | id      | card         | owner | zone    |
      | forest1 | Probe Forest | A     | hand    |
      | forest2 | Probe Forest | A     | hand    |
      | lib1    | Probe Bear   | A     | library |
      | lib2    | Probe Bear   | B     | library |
    And the turn:
      | turn          | 2              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
"""


def run(pytester: pytest.Pytester, scenarios: str) -> pytest.RunResult:
    pytester.makefile(".feature", **{"features/mtg/steps": BACKGROUND + textwrap.dedent(scenarios)})
    pytester.makepyfile(test_bound_scenarios=(
        "import os\nfrom pytest_bdd import scenarios\n"
        "scenarios('features', features_base_dir=os.path.dirname(__file__))\n"))
    return pytester.runpytest_inprocess("-p", "no:cacheprovider")


def test_expected_rejection_passes_and_state_is_unchanged(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:305.2
      Scenario: [1] second land
        When A plays the land forest1
        And A plays the land forest2
        Then the action is rejected
        And A has priority
        And the objects are:
          | id      | zone        |
          | forest1 | battlefield |
          | forest2 | hand        |
    """)
    result.assert_outcomes(passed=1)


def test_unexpected_rejection_fails_the_next_step_with_the_engine_error(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:305.2
      Scenario: [1] second land not expected
        When A plays the land forest1
        And A plays the land forest2
        Then A has priority
    """)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*the engine rejected*play_land*forest2*"])


def test_events_out_of_order_are_reported_as_such(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:500.1
      Scenario: [1] wrong order
        When A passes priority
        And B passes priority
        Then the events include, in order:
          | type       | phase           |
          | phase_began | combat         |
          | phase_ended | precombat_main |
    """)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*expected event #2*happened, but too early or out of order*"])


def test_unscripted_decision_is_named(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:508.1
      Scenario: [1] attackers not scripted
        Given the objects:
          | id    | card       | owner | zone        |
          | bear1 | Probe Bear | A     | battlefield |
        When players pass priority until the end step
        Then A has priority
    """)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*unscripted decision: A must declare_attackers*"])


def test_a_walk_through_the_turn_passes(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:500.1
      Scenario: [1] to the next draw step
        When players pass priority until the draw step of turn 3
        Then the turn is:
          | turn          | 3    |
          | active player | B    |
          | step          | draw |
        And the events include, in order:
          | type       | step   | player | active player | card |
          | turn_began |        |        | B             |      |
          | step_began | untap  |        |               |      |
          | step_began | upkeep |        |               |      |
          | step_began | draw   |        |               |      |
          | drew       |        | B      |               | lib2 |
          | priority   |        | B      |               |      |
        And B has priority
    """)
    result.assert_outcomes(passed=1)


def test_missing_capability_skips(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:702.26a @needs:teleportation
      Scenario: [1] needs something nobody has
        When A passes priority
        Then B has priority
    """)
    result.assert_outcomes(skipped=1)


def test_the_vocabulary_is_small_and_closed() -> None:
    vocabulary = steps_loader.load().vocabulary()
    keywords = {p.keyword for p in vocabulary}
    assert keywords == {"given", "when", "then"}
    assert 25 <= len(vocabulary) <= 40, [p.pattern for p in vocabulary]
    assert any(p.is_matching("A plays the land forest1") for p in vocabulary)
    assert not any(p.is_matching("A shuffles their library") for p in vocabulary)


def test_a_when_step_that_cannot_go_on_names_itself_and_the_engine_state(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:117.3d
      Scenario: [1] B is scripted to pass while A holds priority
        When B passes priority
        Then B has priority
    """)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*Deviation: the engine left the rules' path before this scenario's checks: "
                                 "at `B passes priority`, B was to hold priority, but A holds priority "
                                 "(turn 2, precombat_main phase)*"])


def test_the_events_of_a_walk_are_those_of_every_pass_it_sent(pytester: pytest.Pytester) -> None:
    result = run(pytester, """
      @rule:mtg:117.3d
      Scenario: [1] both passes are seen
        When all players pass priority
        Then the events include, in order:
          | type     | player |
          | priority | B      |
          | priority | A      |
    """)
    result.assert_outcomes(passed=1)
