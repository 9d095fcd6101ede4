"""Capabilities per ruleset (PROTOCOL.md §2): an engine may announce a capability for one game only, the older
engine-wide list still holds for every ruleset, and a per-ruleset list adds to it. A scenario whose game lacks
a capability is skipped before any setup, with a reason that names the game."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from referee.cli import main
from referee.protocol.client import EngineClient, Handshake
from referee.protocol.errors import HandshakeFailed
from referee.protocol.transport import InProcessTransport
from referee.schemas import store

ENGINE = Path(__file__).with_name("capabilities_engine.py")
MTG_MULTIPLAYER = "MTG17-multiplayer/1"  # needs multiplayer
RB_MULTIPLAYER = "RB18-tokens-and-group-targets/10"  # needs multiplayer (both editions)
MTG_SAGAS = "MTG04-main-phase/17"  # needs sagas
MTG_SAGAS_ARCHENEMY = "MTG04-main-phase/21"  # needs archenemy and sagas
MTG_PHASING = "MTG02-untap-step/6"  # needs phasing
SCENARIOS = (MTG_MULTIPLAYER, RB_MULTIPLAYER, MTG_SAGAS, MTG_SAGAS_ARCHENEMY, MTG_PHASING)


def hello(**fields: Any) -> dict[str, Any]:
    return {"id": 0, "ok": True, "protocol": 1, "engine": {"name": "e", "version": "1"}, **fields}


def certify(tmp: Path, form: str) -> dict[str, dict[str, Any]]:
    """The scenarios above, certified on the reference engine announcing its capabilities in ``form``."""
    args = ["certify", "--report-dir", str(tmp), "--format", "json"]
    for scenario in SCENARIOS:
        args += ["--scenario", scenario]
    result = CliRunner().invoke(main, [*args, "--", sys.executable, str(ENGINE), form])
    assert result.exit_code == 0, result.output
    document = json.loads((tmp / "report.json").read_text(encoding="utf-8"))
    assert store().errors("cli/certify-report.json", document) == []
    return {s["id"]: s for s in document["scenarios"]}


def reached_the_engine(scenario: dict[str, Any]) -> bool:
    """Whether Referee sent the scenario's setup (a capability skip happens before it)."""
    return any(line.startswith(">") and '"type":"setup"' in line for line in scenario["transcript"])


# -- the schema, both ways ---------------------------------------------------------------------------------
@pytest.mark.parametrize("reply", [
    hello(rulesets=[{"game": "mtg", "editions": ["x"]}], capabilities=["multiplayer"]),  # the older form
    hello(rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": ["multiplayer"]},
                    {"game": "riftbound", "editions": ["1.3"]}]),  # per ruleset, no engine-wide list
    hello(rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": ["sagas"]}], capabilities=["multiplayer"]),
    hello(rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": []}], capabilities=[]),
])
def test_the_schema_accepts_both_forms(reply: dict[str, Any]) -> None:
    assert store().errors("protocol/hello.json#/$defs/response", reply) == []


@pytest.mark.parametrize(("reply", "pointer"), [
    (hello(rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": ["Multi player"]}]),
     "/rulesets/0/capabilities/0"),
    (hello(rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": ["teams", "teams"]}]),
     "/rulesets/0/capabilities"),
    (hello(rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": "multiplayer"}]), "/rulesets/0/capabilities"),
    (hello(rulesets=[{"game": "mtg", "editions": ["x"]}], capabilities=["multiplayer", 3]), "/capabilities/1"),
])
def test_the_schema_rejects_a_bad_capability_list_and_points_at_it(reply: dict[str, Any], pointer: str) -> None:
    client = EngineClient(InProcessTransport(lambda: lambda request: {}))
    assert not store().is_valid("protocol/hello.json#response", reply)
    assert client.explain("hello", reply).pointer == pointer


# -- what the handshake means ---------------------------------------------------------------------------
def test_per_ruleset_capabilities_add_to_the_engine_wide_ones() -> None:
    handshake = Handshake.from_reply(hello(
        rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": ["sagas"]}, {"game": "riftbound",
                                                                                  "editions": ["1.3"]}],
        capabilities=["multiplayer"]))
    assert handshake.capabilities_for("mtg") == {"multiplayer", "sagas"}
    assert handshake.capabilities_for("riftbound") == {"multiplayer"}
    assert handshake.capabilities_for("chess") == {"multiplayer"}  # engine-wide: every ruleset


def test_without_an_engine_wide_list_a_game_has_only_its_own() -> None:
    handshake = Handshake.from_reply(hello(rulesets=[{"game": "mtg", "editions": ["x"], "capabilities": ["teams"]},
                                                     {"game": "riftbound", "editions": ["1.3"]}]))
    assert handshake.capabilities_for("mtg") == {"teams"} and handshake.capabilities_for("riftbound") == set()
    assert handshake.to_json()["capabilities"] == []  # reports always carry the engine-wide list


def test_a_game_listed_twice_fails_the_handshake_with_the_reason() -> None:
    reply = hello(rulesets=[{"game": "mtg", "editions": ["x"]}, {"game": "mtg", "editions": ["y"],
                                                                 "capabilities": ["multiplayer"]}])
    client = EngineClient(InProcessTransport(lambda: lambda request: {**reply, "id": request["id"]}))
    with pytest.raises(HandshakeFailed, match="lists the mtg ruleset twice"):
        client.start()


# -- end to end: what runs and what is skipped ----------------------------------------------------------------
def test_a_capability_announced_for_one_game_runs_there_and_is_skipped_in_the_other(tmp_path: Path) -> None:
    results = certify(tmp_path, "mtg-only")
    assert results[MTG_MULTIPLAYER]["outcome"] == "passed"
    riftbound = results[RB_MULTIPLAYER]
    assert riftbound["outcome"] == "skipped" and not reached_the_engine(riftbound)
    assert riftbound["message"] == "riftbound: engine lacks capability multiplayer"
    assert riftbound["skip_cause"] == {"kind": "capability", "name": "multiplayer"}
    assert results[MTG_SAGAS]["message"] == "mtg: engine lacks capability sagas"


def test_the_engine_wide_form_still_holds_for_every_game(tmp_path: Path) -> None:
    results = certify(tmp_path, "engine-wide")
    assert results[MTG_MULTIPLAYER]["outcome"] == "passed"
    # Riftbound is announced multiplayer too, so the scenario gets past the capability check to the engine,
    # which runs it (the reference engine plays Riftbound with 3-4 players).
    assert results[RB_MULTIPLAYER]["outcome"] == "passed"
    assert results[MTG_PHASING]["message"] == "mtg: engine lacks capability phasing"


def test_both_forms_together_add_up(tmp_path: Path) -> None:
    results = certify(tmp_path, "both")
    assert results[MTG_MULTIPLAYER]["outcome"] == "passed"  # engine-wide
    assert results[MTG_SAGAS]["outcome"] == "passed"  # the mtg ruleset's own
    assert results[RB_MULTIPLAYER]["outcome"] == "passed"  # engine-wide reaches Riftbound too
    both = results[MTG_SAGAS_ARCHENEMY]  # sagas is announced, archenemy is not
    assert both["message"] == "mtg: engine lacks capability archenemy"
    assert [c["name"] for c in both.get("skip_causes", [both["skip_cause"]])] == ["archenemy"]
    assert results[MTG_PHASING]["message"] == "mtg: engine lacks capability phasing"
