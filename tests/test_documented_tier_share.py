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
