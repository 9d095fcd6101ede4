"""Protocol surface: JSON round trips, server handle() envelope and errors."""

from __future__ import annotations

import io
import json

from reference_engine.mtg.actions import Action, Decision, Event
from reference_engine.server import Session, serve

ACTIONS = [
    {"kind": "pass", "player": "A"},
    {"kind": "cast", "player": "A", "card": "bolt", "targets": ["B"]},
    {"kind": "activate", "player": "A", "card": "s", "ability": 0, "targets": ["x"]},
    {"kind": "special", "player": "A", "special": "turn_face_up", "card": "m"},
    {"kind": "declare_attackers", "player": "A", "attackers": [{"attacker": "a", "target": "B"}]},
    {"kind": "declare_blockers", "player": "B", "blockers": [{"blocker": "b", "attacker": "a"}]},
    {
        "kind": "assign_combat_damage",
        "player": "A",
        "source": "a",
        "assignments": [{"target": "b", "amount": 2}],
    },
    {"kind": "order_triggers", "player": "A", "order": ["x#1", "y#1"]},
    {"kind": "choose", "player": "A", "choice": "C"},
]


def test_action_event_decision_round_trip() -> None:
    for d in ACTIONS:
        assert Action.from_json(d).to_json() == d
    ev = {"type": "damage_dealt", "source": "a", "target": "B", "amount": 2, "combat": True}
    assert Event.from_json(ev).to_json() == ev
    dec = {"player": "A", "kind": "discard", "count": 1, "options": ["c1", "c2"]}
    assert Decision.from_json(dec).to_json() == dec


SETUP = {
    "players": [{"id": "A"}, {"id": "B"}],
    "objects": [],
    "turn": {"number": 1, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"},
}


def test_handle_envelope_and_errors() -> None:
    s = Session()
    assert s.handle({"id": 1, "type": "setup"})["error"]["code"] == "bad_request"  # hello first
    hello = s.handle({"id": 1, "type": "hello", "protocol": 1, "harness": {"name": "t", "version": "0"}})
    assert hello["ok"]
    assert {r["game"]: r["editions"] for r in hello["rulesets"]}["mtg"] == ["2024-pre-foundations", "2025-09-19"]
    assert s.handle({"id": 2, "type": "nope"})["error"]["code"] == "bad_request"
    for early in ({"id": 2, "type": "state"}, {"id": 2, "type": "act", "action": {"kind": "pass", "player": "A"}}):
        refused = s.handle(early)  # no game in progress yet
        assert refused["error"]["code"] == "bad_request" and "state" not in refused
    assert s.handle("junk")["error"]["code"] == "bad_request"  # type: ignore[arg-type]
    r = s.handle({"id": 3, "type": "setup", "game": "mtg", "edition": "1999", "setup": SETUP})
    assert r["error"]["code"] == "unsupported"
    bad = {**SETUP, "objects": [{"id": "x", "card": "Probe Unknown", "owner": "A", "zone": "hand"}]}
    assert (
        s.handle({"id": 4, "type": "setup", "game": "mtg", "edition": "2025-09-19", "setup": bad})["error"][
            "code"
        ]
        == "unsupported"
    )
    bad = {**SETUP, "turn": {**SETUP["turn"], "phase": "beginning", "step": "untap"}}
    assert (
        s.handle({"id": 5, "type": "setup", "game": "mtg", "edition": "2025-09-19", "setup": bad})["error"][
            "code"
        ]
        == "bad_setup"
    )
    r = s.handle({"id": 6, "type": "setup", "game": "mtg", "edition": "2025-09-19", "setup": SETUP})
    assert r["ok"]
    assert r["id"] == 6
    r = s.handle({"id": 7, "type": "act", "action": {"kind": "fly", "player": "A"}})
    assert r["error"]["code"] == "bad_request"
    assert r["state"] == s.handle({"id": 8, "type": "state"})["state"]
    r = s.handle({"id": 9, "type": "act", "action": {"kind": "pass", "player": "B"}})
    assert not r["ok"]
    assert r["error"]["code"] == "not_your_decision"
    assert "state" in r


def test_serve_ndjson_loop() -> None:
    lines = [
        {"id": 1, "type": "hello", "protocol": 1, "harness": {"name": "t", "version": "0"}},
        {"id": 2, "type": "setup", "game": "mtg", "edition": "2025-09-19", "setup": SETUP},
        {"id": 3, "type": "act", "action": {"kind": "pass", "player": "A"}},
        {"id": 4, "type": "bye"},
    ]
    out = io.StringIO()
    assert serve(io.StringIO("".join(json.dumps(x) + "\n" for x in lines) + "{broken\n"), out) == 0
    replies = [json.loads(x) for x in out.getvalue().splitlines()]
    assert [r["id"] for r in replies] == [1, 2, 3, 4]
    assert all(r["ok"] for r in replies)


def test_a_zone_the_schema_has_and_the_engine_does_not_model_is_unsupported_not_a_bad_setup() -> None:
    """mtg-setup.json lists the command zone and the attraction deck for engines that model them; this engine
    does not, so such a setup skips its scenario (unsupported) instead of erroring it (bad_setup)."""
    s = Session()
    s.handle({"id": 1, "type": "hello", "protocol": 1, "harness": {"name": "t", "version": "0"}})
    for n, zone in enumerate(("command", "attraction_deck", "sideboard"), 2):
        setup = {**SETUP, "objects": [{"id": "x", "card": "Probe Bear", "owner": "A", "zone": zone}]}
        reply = s.handle({"id": n, "type": "setup", "game": "mtg", "edition": "2025-09-19", "setup": setup})
        assert reply["error"]["code"] == ("bad_setup" if zone == "sideboard" else "unsupported"), zone
