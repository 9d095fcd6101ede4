"""Event tables with a ``moment`` column: simultaneous events match in any order, moments in table order."""

from __future__ import annotations

import pytest

from steps.then import _subsequence, moments


def table(*rows: dict[str, object]) -> list[list[dict[str, object]]]:
    return moments(list(rows))


DAMAGE = {"type": "damage_dealt", "target": "B", "amount": 3}
LIFE = {"type": "life_changed", "player": "B", "amount": -3}
DIED = {"type": "zone_changed", "object": "bear1"}


@pytest.mark.parametrize("events", [[DAMAGE, LIFE, DIED], [LIFE, DAMAGE, DIED],
                                    [LIFE, {"type": "priority"}, DAMAGE, DIED]])
def test_one_moment_matches_in_any_order(events: list[dict[str, object]]) -> None:
    expected = table({**DAMAGE, "moment": "hit"}, {**LIFE, "moment": "hit"}, DIED)
    assert _subsequence(expected, events) == 2


def test_moments_stay_ordered_among_themselves() -> None:
    expected = table({**DAMAGE, "moment": "hit"}, {**LIFE, "moment": "hit"}, DIED)
    assert _subsequence(expected, [DAMAGE, DIED, LIFE]) == 1  # the death came before the moment was over


def test_rows_without_moment_keep_their_order() -> None:
    assert _subsequence(table(DAMAGE, LIFE), [LIFE, DAMAGE]) == 1


def test_a_general_row_does_not_steal_the_only_event_a_specific_row_matches() -> None:
    general = {"type": "zone_changed", "moment": "deaths"}
    specific = {"type": "zone_changed", "object": "bear1", "moment": "deaths"}
    other = {"type": "zone_changed", "object": "bear2"}
    assert _subsequence(table(general, specific), [DIED, other]) == 1


def test_each_row_needs_its_own_event() -> None:
    assert _subsequence(table({**DIED, "moment": "m"}, {**DIED, "moment": "m"}), [DIED]) == 0
