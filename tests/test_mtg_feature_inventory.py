"""Inventory of the MTG suite (features/mtg): every rule the kit's MTG seeds document has a scenario.

Static checks only (no engine): rule tags, numbering and names of the scenarios, capabilities and
editions named by tags. Rule numbers are those of edition ``2024-pre-foundations`` (CR 2022-04-29
outside 703, rule 703 as seed 003 letters it).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

FEATURES = Path(__file__).resolve().parent.parent / "features" / "mtg"

# Seed 003 (rule 703, every sub-rule as the seed letters it) plus the rules stating each line of the
# turn chart (seed 002) and the turn summary (seed 004), and the priority / stack / trigger / SBA rules.
_REQUIRED_TEXT = (
    "703.1 703.1a 703.2 703.3 703.4 703.4a 703.4b 703.4c 703.4d 703.4e 703.4f 703.4g 703.4h 703.4i "
    "703.4j 703.4k 703.4m 703.4n 703.4p 703.4q 703.4r 703.4s "
    "500.1 500.2 500.3 500.4 500.5 500.6 501.1 502.1 502.2 502.3 502.4 503.1 503.1a 504.1 504.2 "
    "505.1 505.2 505.3 505.4 505.5 505.5a 505.5b 506.1 506.2 506.2a 507.1 507.2 508.1 508.1a 508.1f "
    "508.2 508.8 509.1 509.1h 509.2 509.3 509.4 509.4a 510.1 510.1a 510.1b 510.1c 510.2 510.3 510.3a "
    "510.4 511.1 511.2 511.3 512.1 513.1 514.1 514.2 514.3 514.3a "
    "117.1 117.1a 117.1b 117.1c 117.1d 117.3a 117.3b 117.3c 117.3d 117.4 117.5 117.7 "
    "116.1 116.2a 116.2b 116.3 405.1 405.2 405.3 405.4 405.5 405.6c 603.3b 704.3 "
    # extra and skipped turns, phases and steps; requirements, restrictions and costs of attacking and
    # blocking; creatures put onto the battlefield attacking; trigger timing
    "500.7 500.8 500.9 500.10 500.11 117.2b 117.2c 117.2d 405.6a 405.6b 603.3 513.2 "
    "506.4a 506.4b 508.1d 508.1h 508.1i 508.1j 508.2a 508.3a 508.3c 508.3f 508.4 508.4c "
    "509.1b 509.1c 509.1d 509.1e 509.1f 509.1i 509.2a 509.5c 509.5g"
)
REQUIRED = {rule for rule in _REQUIRED_TEXT.split(" ") if rule}
CAPABILITIES = {"multiplayer", "phasing", "day_night", "sagas", "attractions", "archenemy",
                "defender_choice", "morph"}
EDITIONS = {"2024-pre-foundations", "2025-09-19"}
# Damage assignment order exists only before the Foundations update.
DAMAGE_ORDER_RULES = {"509.2", "509.3"}

TAG = re.compile(r"@(rule|needs|edition):(\S+)")
SCENARIO = re.compile(r"^\s*Scenario: \[(\d+)\] (.+?)\s*$")
FEATURE = re.compile(r"^Feature: (MTG\d\d) - ")


def _scenarios(path: Path) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    feature_tags: list[tuple[str, str]] = []
    pending: list[tuple[str, str]] = []
    seen_feature = False
    for line in path.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if stripped.startswith("@"):
            pending += TAG.findall(stripped)
        elif stripped.startswith("Feature:"):
            feature_tags, pending, seen_feature = pending, [], True
        elif (m := SCENARIO.match(line)) and seen_feature:
            out.append({"number": int(m.group(1)), "name": m.group(2), "tags": feature_tags + pending})
            pending = []
    return out


def _files() -> list[Path]:
    return sorted(FEATURES.glob("MTG*.feature"))


def test_the_features_exist_and_are_numbered_by_area() -> None:
    files = _files()
    assert files, "features/mtg holds no MTG*.feature"
    for path in files:
        first = path.read_text(encoding="utf-8").lstrip().splitlines()
        header = next(line for line in first if line.startswith("Feature:"))
        m = FEATURE.match(header)
        assert m and path.name.startswith(m.group(1) + "-"), f"{path.name}: header {header!r}"


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_scenarios_are_numbered_named_and_tagged(path: Path) -> None:
    scenarios = _scenarios(path)
    assert scenarios, f"{path.name} has no scenarios"
    assert [s["number"] for s in scenarios] == list(range(1, len(scenarios) + 1)), f"{path.name}: numbering"
    names = Counter(str(s["name"]) for s in scenarios)
    assert not [n for n, c in names.items() if c > 1], f"{path.name}: duplicate names"
    for s in scenarios:
        tags = s["tags"]
        assert isinstance(tags, list)
        rules = [v for k, v in tags if k == "rule"]
        assert rules and all(r.startswith("mtg:") for r in rules), f"{path.name} [{s['number']}]: rule tags"
        for kind, value in tags:
            if kind == "needs":
                assert value in CAPABILITIES, f"{path.name} [{s['number']}]: unknown capability {value}"
            if kind == "edition":
                assert value.startswith("mtg:") and value[4:] in EDITIONS, f"{path.name} [{s['number']}]: {value}"


def test_scenario_names_are_unique_across_the_suite() -> None:
    # pytest-bdd names test functions after the scenario names only: two equal names collide.
    names = Counter(str(s["name"]).lower() for p in _files() for s in _scenarios(p))
    assert not [n for n, c in names.items() if c > 1]


def test_every_seed_rule_has_a_scenario() -> None:
    tagged: set[str] = set()
    for path in _files():
        for s in _scenarios(path):
            tags = s["tags"]
            assert isinstance(tags, list)
            tagged |= {v[4:] for k, v in tags if k == "rule"}
    missing = sorted(REQUIRED - tagged, key=lambda r: [int(x) if x.isdigit() else x for x in re.split(r"[.]", r)])
    assert not missing, f"rules without a scenario: {missing}"


def test_damage_assignment_order_scenarios_are_pinned_to_the_pre_foundations_edition() -> None:
    for path in _files():
        for s in _scenarios(path):
            tags = s["tags"]
            assert isinstance(tags, list)
            rules = {v[4:] for k, v in tags if k == "rule"}
            editions = {v[4:] for k, v in tags if k == "edition"}
            # a scenario pinned to 2025-09-19 is tagged in that edition's numbering, where 703.4k/m are the
            # combat damage actions (assignment, dealing), not damage assignment orders
            if editions != {"2025-09-19"} and rules & ({"703.4k", "703.4m"} | DAMAGE_ORDER_RULES):
                assert editions == {"2024-pre-foundations"}, f"{path.name} [{s['number']}] needs the edition tag"


def test_multiplayer_scenarios_ask_for_the_capability() -> None:
    for path in _files():
        if not path.name.startswith("MTG17"):
            continue
        for s in _scenarios(path):
            tags = s["tags"]
            assert isinstance(tags, list)
            assert ("needs", "multiplayer") in tags, f"{path.name} [{s['number']}]"
