"""A pytest plugin for the outcome tests (loaded with ``-p outcome_plugin``, in xdist workers too).

It stands in for steps that record a tolerated difference and for a step that finds the engine off
the rules' path, so the tests can follow a note and a Deviation from the scenario to report.json
without depending on which engine quirk produces them.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

from referee.outcomes import Deviation
from referee.plugin import CONTEXT_KEY, scenario_info

NOTED = "MTG01-turn-order/1"
NOTE = "rejected with the catch-all illegal_action where the rules name timing"
DEVIATING = "MTG01-turn-order/2"
DEVIATION = {"rule": "mtg:117.3d", "step": "When A passes priority", "expected": "B has priority",
             "actual": "A has priority"}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, Any, Any]:
    result = yield
    ident = scenario_info(item)[0]
    if ident == NOTED:
        item.stash[CONTEXT_KEY].notes.append(NOTE)
    if ident == DEVIATING:
        raise Deviation("B should have received priority, but A kept it", **DEVIATION)
    return result
