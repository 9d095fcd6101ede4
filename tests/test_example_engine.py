"""The example engine in examples/node-mtg (Node.js, not ours) certified through ``referee.certify``.

It proves the kit certifies an engine written from the protocol alone: features it implements pass for
real, and a scenario needing a card it can't express is skipped with that card as the reason.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from referee.certify import CertifyOptions, run

NODE = shutil.which("node")
ADAPTER = Path(__file__).resolve().parent.parent / "examples" / "node-mtg" / "adapter.js"
pytestmark = pytest.mark.skipif(NODE is None, reason="node (Node.js) is not installed")

# Features the engine implements: land plays, first strike, trample's damage division.
IMPLEMENTED = [
    "MTG04-main-phase/2",  # a land is played in the main phase
    "MTG04-main-phase/3",  # a second land is rejected as land_limit
    "MTG08-combat-damage/7",  # a first striker deals its damage in a first combat damage step
    "MTG08-combat-damage/14",  # a trampler assigns lethal damage to its blocker and the rest to the player
    "MTG08-combat-damage/15",  # ... and can't assign any to the player without lethal on the blocker
]
NEEDS_BOLT = "MTG11-priority/4"  # Probe Bolt (a damage spell) is beyond the engine's card model


def test_example_engine_passes_what_it_implements_and_skips_the_rest() -> None:
    options = CertifyOptions(argv=[str(NODE), str(ADAPTER)], game="mtg", scenarios=[*IMPLEMENTED, NEEDS_BOLT])
    collector, output = run(options)
    outcomes = {r.id: r for r in collector.results}
    assert set(outcomes) == {*IMPLEMENTED, NEEDS_BOLT}, output[-2000:]
    for ident in IMPLEMENTED:
        assert outcomes[ident].outcome == "passed", f"{ident}: {outcomes[ident].message}"
    skipped = outcomes[NEEDS_BOLT]
    assert skipped.outcome == "skipped" and "Probe Bolt" in skipped.message, skipped.message


def _talk(*requests: dict[str, object]) -> list[dict[str, object]]:
    lines = "".join(json.dumps({"id": i, **r}) + "\n" for i, r in enumerate(requests, 1))
    done = subprocess.run([str(NODE), str(ADAPTER)], input=lines, capture_output=True, text=True, timeout=30,
                          check=True)
    return [json.loads(line) for line in done.stdout.splitlines()]


HELLO = {"type": "hello", "protocol": 1, "harness": {"name": "test", "version": "0"}}
PLAYERS = [{"id": "A"}, {"id": "B"}]
TURN = {"number": 3, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"}


def test_adapter_names_what_the_engine_lacks() -> None:
    bolt = {"players": PLAYERS, "turn": TURN,
            "objects": [{"id": "b1", "card": "Probe Bolt", "owner": "A", "zone": "hand"}]}
    archenemy = {"players": PLAYERS, "turn": TURN, "objects": [], "archenemy": "A"}
    replies = _talk(HELLO, {"type": "setup", "game": "mtg", "edition": "2025-09-19", "setup": bolt},
                    {"type": "setup", "game": "mtg", "edition": "2025-09-19", "setup": archenemy}, {"type": "bye"})
    assert replies[0]["capabilities"] == []
    errors = [r["error"] for r in replies[1:3]]
    assert [e["code"] for e in errors] == ["unsupported", "unsupported"]  # type: ignore[index]
    assert [e["missing"] for e in errors] == [  # type: ignore[index]
        {"kind": "card", "name": "Probe Bolt"}, {"kind": "setup_field", "name": "archenemy"}]
