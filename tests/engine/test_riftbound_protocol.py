"""Riftbound protocol conformance of the reference engine: JSON round trips, schemas, catalogue, server."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource

from reference_engine.core.errors import RulesError
from reference_engine.riftbound import RiftboundGame
from reference_engine.riftbound.model.protocol import Action, Decision, Event
from reference_engine.riftbound.probes.catalogue import CARDS

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "schemas"


def _registry() -> Registry:
    resources = []
    for path in SCHEMAS.rglob("*.json"):
        doc = json.loads(path.read_text())
        if "$id" in doc:
            resources.append((doc["$id"], Resource.from_contents(doc)))
    return Registry().with_resources(resources)


REGISTRY = _registry()


def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMAS / name).read_text())
    return jsonschema.Draft202012Validator(schema, registry=REGISTRY)


STATE = validator("game/riftbound-state.json")
EVENT = validator("game/riftbound-event.json")
ACTION = validator("game/riftbound-action.json")
SETUP = validator("game/riftbound-setup.json")

SCRIPT_SETUP: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B", "points": 2}],
    "battlefields": [
        {"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
    ],
    "objects": [
        {"id": "rA", "card": "Probe Fury Rune", "owner": "A", "zone": "base"},
        {"id": "rA2", "card": "Probe Fury Rune", "owner": "A", "zone": "base"},
        {"id": "v", "card": "Probe Vanguard", "owner": "A", "zone": "base"},
        {"id": "h", "card": "Probe Herald", "owner": "A", "zone": "hand"},
        {"id": "zap", "card": "Probe Zap", "owner": "B", "zone": "hand"},
        {"id": "m", "card": "Probe Martyr", "owner": "B", "zone": "battlefield", "location": "bf2"},
        {"id": "t", "card": "Probe Taunter", "owner": "B", "zone": "battlefield", "location": "bf2"},
        {"id": "dA", "card": "Probe Insight", "owner": "A", "zone": "main_deck"},
        {"id": "dB", "card": "Probe Insight", "owner": "B", "zone": "main_deck"},
        {"id": "rB", "card": "Probe Calm Rune", "owner": "B", "zone": "rune_deck"},
    ],
    "turn": {
        "number": 2,
        "turn_player": "A",
        "phase": "action",
        "step": None,
        "priority": "A",
        "focus": None,
    },
    "rune_pools": {"A": {"energy": 2}, "B": {"energy": 1}},
}


def run_script() -> list[tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]]:
    """Play a short game (decisions answered by the first legal action); return (action, events, state)."""
    g = RiftboundGame()
    g.setup("1.2", copy.deepcopy(SCRIPT_SETUP))
    out = []
    scripted: list[dict[str, Any]] = [
        {"kind": "activate", "player": "A", "card": "rA", "ability": 0},
        {"kind": "play", "player": "A", "card": "h"},
        {"kind": "pass", "player": "A"},
        {"kind": "pass", "player": "B"},
        {"kind": "move", "player": "A", "units": ["v"], "to": "bf2"},
    ]
    for action in scripted:
        events, state = g.act(action)
        out.append((action, events, state))
    for _ in range(40):
        st = g.snapshot()
        if st["game_over"]:
            break
        legal = g.legal_actions()
        pick = (
            next((a for a in legal if a["kind"] not in ("end_turn", "pass")), None)
            if st["decision"]["kind"] != "priority"
            else next(a for a in legal if a["kind"] == "pass")
        )
        assert pick is not None
        events, state = g.act(pick)
        out.append((pick, events, state))
    return out


def test_setup_and_states_and_events_match_the_schemas() -> None:
    SETUP.validate(SCRIPT_SETUP)
    g = RiftboundGame()
    STATE.validate(g.setup("1.2", copy.deepcopy(SCRIPT_SETUP)))
    seen: set[str] = set()
    for action, events, state in run_script():
        ACTION.validate(action)
        STATE.validate(state)
        for e in events:
            EVENT.validate(e)
            seen.add(e["type"])
    for needed in (
        "chain_push",
        "finalized",
        "resolved",
        "combat_began",
        "damage_dealt",
        "killed",
        "turn_began",
        "channeled",
        "drew",
        "designated",
        "control_changed",
    ):
        assert needed in seen, needed


def test_actions_decisions_events_round_trip_json() -> None:
    for action, events, state in run_script():
        assert Action.from_json(action).to_json() == action
        for e in events:
            assert Event.from_json(e).to_json() == e
        if state["decision"] is not None:
            assert Decision.from_json(state["decision"]).to_json() == state["decision"]
        assert json.loads(json.dumps(state)) == state


def test_every_legal_action_is_accepted_and_others_are_rejected() -> None:
    g = RiftboundGame()
    g.setup("1.2", copy.deepcopy(SCRIPT_SETUP))
    legal = g.legal_actions()
    kinds = {a["kind"] for a in legal}
    assert {"pass", "end_turn", "play", "activate", "move"} <= kinds
    for a in legal:
        trial = copy.deepcopy(g)
        trial.act(a)
    illegal = {"kind": "play", "player": "A", "card": "h", "location": "bf1"}
    assert illegal not in legal
    with pytest.raises(RulesError):
        copy.deepcopy(g).act(illegal)


def test_catalogue_matches_the_engine_and_its_schema() -> None:
    catalogue = json.loads((ROOT / "cards" / "riftbound.json").read_text())
    validator("cards/riftbound-cards.json").validate(catalogue)
    names = [c["name"] for c in catalogue]
    # Same cards, each once; order is free so probe groups can be added independently.
    assert len(names) == len(set(names))
    assert sorted(names) == sorted(CARDS)
    for entry in catalogue:
        c = CARDS[entry["name"]]
        assert (
            entry["type"],
            entry["domains"],
            entry["energy"],
            entry["power"],
            entry["might"],
            entry["keywords"],
            entry["text"],
            entry["equivalent"],
        ) == (
            c.type,
            list(c.domains),
            c.energy,
            dict(c.power),
            c.might,
            list(c.keywords),
            c.text,
            c.equivalent,
        )


def test_registered_in_the_reference_server() -> None:
    from reference_engine.server import Session

    s = Session()
    hello = s.handle({"id": 1, "type": "hello", "protocol": 1, "harness": {"name": "t", "version": "0"}})
    assert {r["game"]: r["editions"] for r in hello["rulesets"]}["riftbound"] == ["1.2", "1.3"]
    reply = s.handle(
        {
            "id": 2,
            "type": "setup",
            "game": "riftbound",
            "edition": "1.2",
            "setup": copy.deepcopy(SCRIPT_SETUP),
        }
    )
    assert reply["ok"] is True
    assert reply["state"]["game"] == "riftbound"
    bad = s.handle({"id": 3, "type": "act", "action": {"kind": "pass", "player": "B"}})
    assert bad["ok"] is False
    assert bad["error"]["code"] == "not_your_decision"
    assert bad["state"] == reply["state"]
    ok = s.handle({"id": 4, "type": "act", "action": {"kind": "pass", "player": "A"}})
    assert ok["ok"] is True
    assert ok["state"]["turn_player"] == "B"


def test_a_setup_without_the_turn_number_breaks_the_schema_and_the_engine_refuses_it() -> None:
    """The turn number decides the extra rune of the player going last (315.3.a), so no engine may have to guess
    it: the schema requires it, as MTG's does, and the reference engine refuses a setup without it."""
    setup = copy.deepcopy(SCRIPT_SETUP)
    del setup["turn"]["number"]
    assert not SETUP.is_valid(setup)
    with pytest.raises(RulesError) as refused:
        RiftboundGame().setup("1.2", setup)
    assert refused.value.code == "bad_setup" and "turn.number" in str(refused.value)
