"""The core-tier share the README documents is the suite's real share (it drifts as scenarios change)."""

from __future__ import annotations

import re
from pathlib import Path

from referee import tiers

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_states_the_current_core_share_of_each_game() -> None:
    text = " ".join(README.read_text(encoding="utf-8").split())
    found = re.search(r"(\d+) of (\d+) MTG scenarios and (\d+) of (\d+) Riftbound scenarios need nothing more", text)
    assert found, "README no longer states the core-tier share per game"
    documented = tuple(map(int, found.groups()))
    assert documented == (*tiers.share("mtg"), *tiers.share("riftbound")), \
        f"README says {documented}; `referee tiers` gives {tiers.share('mtg')} and {tiers.share('riftbound')}"


ADAPTERS = README.parent / "docs" / "ADAPTERS.md"


def test_adapters_breaks_down_every_riftbound_scenario_above_core() -> None:
    """docs/ADAPTERS.md says which rules areas keep Riftbound scenarios above core, with a count per area: the
    counts must cover exactly the scenarios above core (a scenario added above core is added to its area)."""
    text = ADAPTERS.read_text(encoding="utf-8")
    core, total = tiers.share("riftbound")
    passage = re.search(r"of its (\d+) scenarios above core:\n(.*?)\nSo Riftbound's core share \((\d+) of (\d+)\)",
                        text, re.S)
    assert passage, "docs/ADAPTERS.md no longer breaks down Riftbound's scenarios above core"
    above, bullets, documented_core, documented_total = passage.groups()
    assert (int(documented_core), int(documented_total), int(above)) == (core, total, total - core)
    counts = [int(n) for n in re.findall(r"(?:^- |, and )(\d+) test", bullets, re.M)]
    assert sum(counts) == total - core, (
        f"docs/ADAPTERS.md's rules areas count {sum(counts)} Riftbound scenarios, {total - core} are above core: "
        "add the new ones to the area of the rule they test (`referee tiers --format json` names the card that "
        "keeps each one above core)")
