"""`referee tiers`' "implement X to unlock N" view: per card above core, the scenarios it alone keeps out."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from referee import tiers
from referee.cli import main

FEATURE = """\
Feature: RB99 - unlocks

  Scenario: [1] core cards only
    Given the objects:
      | id | card              | owner | zone |
      | u1 | Probe Footsoldier | A     | base |

  Scenario: [2] one standard card
    Given the objects:
      | id  | card              | owner | zone |
      | u1  | Probe Footsoldier | A     | base |
      | hg1 | Probe Hourglass   | A     | base |

  Scenario: [3] two standard cards
    Given the objects:
      | id  | card            | owner | zone |
      | hg1 | Probe Hourglass | A     | base |
      | pt1 | Probe Patron    | A     | hand |

  Scenario: [4] an advanced card named in a JSON setup addition
    Given the setup also has:
      \"\"\"
      {"objects": [{"id": "w1", "card": "Probe Wanderer"}]}
      \"\"\"
"""


def test_a_card_alone_above_core_unlocks_its_scenarios_and_a_shared_one_does_not(tmp_path: Path) -> None:
    (tmp_path / "riftbound").mkdir()
    (tmp_path / "riftbound" / "RB99-unlocks.feature").write_text(FEATURE, encoding="utf-8")
    rows = {row["card"]: row for row in tiers.unlocks("riftbound", root=str(tmp_path))}
    assert rows == {
        "Probe Hourglass": {"card": "Probe Hourglass", "tier": "standard", "alone": 1, "scenarios": 2,
                            "unlocked": ["RB99-unlocks/2"]},
        "Probe Wanderer": {"card": "Probe Wanderer", "tier": "advanced", "alone": 1, "scenarios": 1,
                           "unlocked": ["RB99-unlocks/4"]},
        "Probe Patron": {"card": "Probe Patron", "tier": "standard", "alone": 0, "scenarios": 1, "unlocked": []},
    }
    # Above standard, only the advanced card blocks anything.
    assert [row["card"] for row in tiers.unlocks("riftbound", "standard", root=str(tmp_path))] == ["Probe Wanderer"]


def test_the_suite_unlocks_add_up_to_the_scenarios_above_core() -> None:
    for game in ("mtg", "riftbound"):
        rows = tiers.unlocks(game)
        core, total = tiers.share(game)
        single = sum(
            1 for names in tiers.scenario_cards(game).values()
            if sum(tiers.card_tiers(game).get(card, "advanced") != "core" for card in names) == 1)
        assert sum(row["alone"] for row in rows) == single <= total - core
        assert all(len(row["unlocked"]) == row["alone"] <= row["scenarios"] and row["tier"] != "core" for row in rows)
        assert all(tiers.scenario_tiers(game)[ident] == row["tier"] for row in rows for ident in row["unlocked"])


def test_the_tiers_command_shows_what_to_implement_next() -> None:
    data = json.loads(CliRunner().invoke(main, ["tiers", "--format", "json", "--game", "riftbound"]).output)
    assert data["riftbound"]["unlocks"] == tiers.unlocks("riftbound")
    pretty = CliRunner().invoke(main, ["tiers", "--game", "riftbound"]).output
    best = tiers.unlocks("riftbound")[0]
    assert f"implement to unlock core scenarios: {best['card']} +{best['alone']} (of {best['scenarios']})" in " ".join(
        pretty.split())
