"""``referee fuzz`` against real engine processes: it finds each broken engine's deviation, writes a scenario
that fails on that engine and passes on the reference, finds nothing when the reference is fuzzed against
itself or against an engine that differs only where the rules allow, and replays the same run from the same
seed.

The default run keeps to a few small budgets (CI on two cores); the full battery (every broken and quirky
engine, every edition, longer budgets) runs with::

    REFEREE_FUZZ_BATTERY=1 pytest -q tests/fuzz -m fuzz_battery
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from referee.schemas import store

ROOT = Path(__file__).resolve().parents[2]
BROKEN = ROOT / "tests" / "broken" / "engines.py"
QUIRKY = ROOT / "tests" / "quirky" / "engines.py"
BATTERY = "the full fuzz battery: REFEREE_FUZZ_BATTERY=1 pytest -q tests/fuzz -m fuzz_battery"


def battery(test: Any) -> Any:
    """Marked ``fuzz_battery`` and skipped unless REFEREE_FUZZ_BATTERY is set."""
    skip = pytest.mark.skipif(not os.environ.get("REFEREE_FUZZ_BATTERY"), reason=BATTERY)
    return pytest.mark.fuzz_battery(skip(test))



# Search budget (seconds) within which seed 0 finds each broken engine's deviation, with room for a loaded CI
# machine: measured 2026-11-25 on two shared cores (docs/FUZZING.md lists the times).
BUDGETS = {
    "mtg-mana-never-empties": 30, "mtg-fifo-stack": 120, "mtg-draws-before-untapping": 30,
    "mtg-priority-in-untap": 30, "riftbound-no-showdown-at-uncontrolled": 30, "riftbound-chain-oldest-first": 60,
    "riftbound-focus-never-passes": 120, "riftbound-13-ties-win": 120,
}
EDITIONS = {"riftbound-13-ties-win": "riftbound=1.3"}
QUIRKS = {"reorders-simultaneous": ("mtg", "riftbound"), "skips-forced-prompts": ("mtg", "riftbound"),
          "asks-forced-prompts": ("mtg", "riftbound"), "catch-all-rejections": ("mtg", "riftbound"),
          "own-ids": ("mtg", "riftbound"), "silent-bookkeeping": ("mtg", "riftbound"),
          "no-activate": ("mtg", "riftbound"), "no-move": ("riftbound",),
          "omits-empty-events": ("mtg",), "splits-declarations": ("mtg",),
          "reports-empty-events": ("mtg", "riftbound"), "sparse-state": ("mtg", "riftbound"),
          "arranges-piles": ("mtg", "riftbound")}


def referee(*args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "referee", *args], capture_output=True, text=True, timeout=timeout,
                          check=False, cwd=ROOT)


def fuzz(out: Path, game: str, budget: float, engine: list[str] | None = None, *more: str) -> tuple[int, str]:
    done = referee("fuzz", "--game", game, "--budget", str(budget), "--out", str(out), "--no-progress", *more,
                   *(["--", *engine] if engine else []))
    return done.returncode, done.stdout + done.stderr


def reports(out: Path) -> list[dict[str, Any]]:
    found = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(out.glob("*/fuzz-report.json"))]
    for document in found:
        problem = store().first_error("fuzz-report.json", document)
        assert problem is None, f"fuzz-report.json breaks schemas/fuzz-report.json at {problem}"
    return found


def outcome(features: Path, game: str, edition: str, engine: list[str] | None) -> str:
    done = referee("certify", "--features", str(features), "--game", game, "--edition", f"{game}={edition}",
                   "--format", "json", "--no-progress", *(["--", *engine] if engine else []))
    scenarios = json.loads(done.stdout)["scenarios"]
    assert len(scenarios) == 1, done.stderr
    return str(scenarios[0]["outcome"])


def broken(name: str) -> list[str]:
    return [sys.executable, str(BROKEN), name]


def check_finding(out: Path, name: str, code: int, log: str, *, certify_it: bool) -> dict[str, Any]:
    assert code == 1, f"fuzzing {name} should find its deviation (exit 1), got {code}:\n{log[-3000:]}"
    (document,) = reports(out)
    finding = document["finding"]
    assert finding is not None and finding["actions"], log
    features = next(out.glob("*/"))
    (feature,) = features.rglob("*.feature")
    text = feature.read_text(encoding="utf-8")
    assert f"@rule:{document['game']}:TODO" in text and "Then " in text
    if certify_it:  # certified here, independently of the run's own --verify
        assert outcome(features, document["game"], document["edition"], broken(name)) == "failed"
        assert outcome(features, document["game"], document["edition"], None) == "passed"
    else:
        assert document["verified"] == {"on_engine": "failed", "on_reference": "passed", "ok": True}, document
    lint = referee("lint", "--features", str(features))
    assert lint.returncode == 1 and "[rule-placeholder]" in lint.stdout + lint.stderr
    return document


@pytest.mark.parametrize("name", ["mtg-mana-never-empties", "riftbound-no-showdown-at-uncontrolled"])
def test_fuzzing_a_broken_engine_finds_its_deviation(name: str, tmp_path: Path) -> None:
    game = name.split("-", 1)[0]
    code, log = fuzz(tmp_path, game, BUDGETS[name], broken(name), "--no-verify", "--shrink-budget", "20")
    check_finding(tmp_path, name, code, log, certify_it=True)


def silent_tapping() -> Any:
    """An in-process engine that never reports a ``tapped`` event (the state still shows the tapping)."""
    from reference_engine.server import Session

    session = Session()

    def handle(request: dict[str, Any]) -> dict[str, Any]:
        reply = session.handle(request)
        if reply.get("events"):
            reply["events"] = [e for e in reply["events"] if e.get("type") != "tapped"]
        return reply

    return handle


def test_same_seed_same_run() -> None:
    from referee.fuzz.runner import Config, Fuzzer
    from referee.fuzz.sides import EngineSide
    from referee.protocol.client import EngineClient
    from referee.protocol.transport import InProcessTransport

    findings = []
    for _ in range(2):
        client = EngineClient(InProcessTransport(silent_tapping))
        client.start()
        fuzzer = Fuzzer(Config("mtg", "2024-pre-foundations", budget=60, seed=5, shrink_budget=600), EngineSide(client))
        finding = fuzzer.run()
        assert finding is not None and finding.divergence.kind == "events", fuzzer.stats.to_json()
        findings.append((finding.setup, [step.action for step in finding.steps], fuzzer.stats.examples))
    assert findings[0] == findings[1]
    assert any(step["kind"] == "activate" for step in findings[0][1])


def lacking_engine() -> Any:
    """An in-process engine without Probe Bear (said in ``missing``) and without activated abilities (said only
    in words): both must be learned from its ``unsupported`` replies and never generated again."""
    from reference_engine.server import Session

    session = Session()

    def handle(request: dict[str, Any]) -> dict[str, Any]:
        if request.get("type") == "setup" and any(o.get("card") == "Probe Bear" for o in request["setup"]["objects"]):
            return {"id": request["id"], "ok": False, "error": {"code": "unsupported", "message": "no bears here",
                                                                "missing": {"kind": "card", "name": "Probe Bear"}}}
        if request.get("type") == "act" and request["action"]["kind"] == "activate":
            state = session.handle({"id": request["id"], "type": "state"})["state"]
            return {"id": request["id"], "ok": False, "state": state,
                    "error": {"code": "unsupported", "message": "no abilities"}}
        return session.handle(request)

    return handle


def test_what_the_engine_lacks_is_learned_and_not_generated_again() -> None:
    from referee.fuzz.runner import Config, Fuzzer
    from referee.fuzz.sides import EngineSide
    from referee.protocol.client import EngineClient
    from referee.protocol.transport import InProcessTransport

    client = EngineClient(InProcessTransport(lacking_engine))
    client.start()
    fuzzer = Fuzzer(Config("mtg", "2024-pre-foundations", budget=8, seed=1), EngineSide(client))
    assert fuzzer.run() is None
    stats = fuzzer.stats.to_json()
    learned = [(cause["kind"], cause["name"]) for cause in stats["learned_unsupported"]]
    assert ("card", "Probe Bear") in learned and ("operation", "activate") in learned, stats
    assert "Probe Bear" not in stats["cards"] and stats["positions"] > 0
    assert "activate" not in stats["by_kind"]  # counted only when both engines answered


def schema_breaking_engine() -> Any:
    """An in-process engine whose state reports life as a string once a land was played."""
    from reference_engine.server import Session

    session = Session()

    def handle(request: dict[str, Any]) -> dict[str, Any]:
        reply = session.handle(request)
        if request.get("type") == "act" and request["action"]["kind"] == "play_land" and reply.get("ok"):
            reply["state"]["players"][0]["life"] = str(reply["state"]["players"][0]["life"])
        return reply

    return handle


def test_an_engine_failure_is_a_finding_and_never_crashes_the_run(tmp_path: Path) -> None:
    from referee.fuzz import writer
    from referee.fuzz.runner import Config, Fuzzer
    from referee.fuzz.sides import EngineSide
    from referee.protocol.client import EngineClient
    from referee.protocol.transport import InProcessTransport

    client = EngineClient(InProcessTransport(schema_breaking_engine))
    client.start()
    config = Config("mtg", "2024-pre-foundations", budget=60, seed=2, shrink_budget=30)
    fuzzer = Fuzzer(config, EngineSide(client))
    finding = fuzzer.run()
    assert finding is not None and finding.divergence.kind == "engine_failure", fuzzer.stats.to_json()
    assert finding.steps[-1].action["kind"] == "play_land" and "life" in (finding.engine_failure or "")
    written = writer.write(tmp_path, config, fuzzer.stats, finding, {"command": "in-process"}, "in-process")
    assert "plays the land" in written["feature"].read_text(encoding="utf-8")
    assert store().first_error("fuzz-report.json", json.loads(written["repro"].read_text(encoding="utf-8"))) is None


def test_fuzzing_the_reference_against_itself_finds_nothing(tmp_path: Path) -> None:
    code, log = fuzz(tmp_path, "all", 16)
    assert code == 0, log
    documents = reports(tmp_path)
    assert [d["game"] for d in documents] == ["mtg", "riftbound"]
    for document in documents:
        stats = document["stats"]
        assert document["finding"] is None and stats["positions"] >= 5 and stats["actions"] >= 20, stats
        assert not stats["reference_internal_errors"] and not stats["learned_unsupported"]
    assert "no divergence found" in log and "positions" in log


def test_bad_input_is_refused_before_anything_runs(tmp_path: Path) -> None:
    done = referee("fuzz", "--edition", "mtg=1999", "--game", "mtg", "--out", str(tmp_path), "--budget", "1")
    assert done.returncode == 2 and "1999" in done.stderr
    done = referee("fuzz", "--engine", "/no/such/engine", "--out", str(tmp_path), "--budget", "1")
    assert done.returncode == 3 and "could not be started" in done.stderr
    done = referee("fuzz", "--engine", "x", "--out", str(tmp_path), "--", "y")
    assert done.returncode == 2


@battery
@pytest.mark.parametrize("name", sorted(BUDGETS))
def test_battery_every_broken_engine(name: str, tmp_path: Path) -> None:
    game = name.split("-", 1)[0]
    edition = ["--edition", EDITIONS[name]] if name in EDITIONS else []
    code, log = fuzz(tmp_path, game, BUDGETS[name], broken(name), *edition, "--shrink-budget", "120")
    check_finding(tmp_path, name, code, log, certify_it=False)


@battery
@pytest.mark.parametrize("run", ["mtg=2024-pre-foundations", "mtg=2025-09-19", "riftbound=1.2", "riftbound=1.3"])
@pytest.mark.parametrize("tier", ["core", "advanced"])
def test_battery_the_reference_against_itself(run: str, tier: str, tmp_path: Path) -> None:
    game = run.split("=")[0]
    code, log = fuzz(tmp_path, game, 60, None, "--edition", run, "--tier", tier)
    assert code == 0, log


@battery
@pytest.mark.parametrize(("quirk", "game"), [(q, g) for q, games in QUIRKS.items() for g in games])
def test_battery_engines_that_differ_only_where_the_rules_allow(quirk: str, game: str, tmp_path: Path) -> None:
    code, log = fuzz(tmp_path, game, 30, [sys.executable, str(QUIRKY), quirk])
    assert code == 0, log
    (document,) = reports(tmp_path)
    if quirk.startswith("no-"):  # it learned the operation the engine lacks and stopped sending it
        assert any(c["kind"] == "operation" for c in document["stats"]["learned_unsupported"]), document["stats"]


def orders_deathknells_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the in-process reference engine put one player's Deathknells on the chain in the order their units
    are listed, without asking (what it did before it asked, 376.3.b): the position ``follow_reference`` is for,
    which no reference engine produces any more."""
    from reference_engine.riftbound.rules import triggers

    monkeypatch.setattr(triggers, "trigger_order", lambda g, player, items: list(items))


def asks_trigger_order() -> Any:
    """An in-process Riftbound engine that asks its player to order their Deathknells that trigger together
    (RB 376.3.b), where the reference engine orders them itself (``orders_deathknells_itself``); it accepts only
    the order the reference used (the first to die first), so the fuzzer must send exactly that."""
    from reference_engine.server import Session

    session = Session()
    held: dict[str, Any] = {}

    def handle(request: dict[str, Any]) -> dict[str, Any]:
        action = request.get("action") or {}
        if action.get("kind") == "order_triggers" and held:
            reply, order = held.pop("reply"), held.pop("order")
            if action["order"] != order:
                return {"id": request["id"], "ok": False, "state": reply["state"],
                        "error": {"code": "invalid_choice", "message": "not the order this test expects"}}
            return {**reply, "id": request["id"], "events": held.pop("events")}
        reply = session.handle(request)
        pushed = [e for e in reply.get("events") or [] if e.get("type") == "chain_push"
                  and e.get("kind") == "triggered"]
        if request.get("type") != "act" or len(pushed) < 2 or len({e["controller"] for e in pushed}) > 1:
            return reply
        ids = [e["id"] for e in pushed]
        state = {**reply["state"], "chain": [i for i in reply["state"]["chain"] if i["id"] not in ids],
                 "priority": None,
                 "decision": {"player": pushed[0]["controller"], "kind": "order_triggers", "options": ids[::-1]}}
        held.update(reply=reply, order=ids, events=[e for e in reply["events"] if e in pushed or
                                                    e.get("type") == "finalized"])
        asked = [e for e in reply["events"] if e not in pushed and e.get("type") != "finalized"]
        return {**reply, "events": asked, "state": state}

    return handle


# One player's two damaged Martyrs, which die together once A ends the turn: their two Deathknells trigger
# together, and A orders them (376.3.b).
TWO_DAMAGED_MARTYRS = {
    "players": [{"id": "A"}, {"id": "B"}],
    "objects": [{"id": "m1", "card": "Probe Martyr", "owner": "A", "zone": "base", "damage": 1},
                {"id": "m2", "card": "Probe Martyr", "owner": "A", "zone": "base", "damage": 1},
                {"id": "d1", "card": "Probe Footsoldier", "owner": "A", "zone": "main_deck"},
                {"id": "d2", "card": "Probe Footsoldier", "owner": "B", "zone": "main_deck"}],
    "turn": {"number": 3, "turn_player": "A", "phase": "action", "priority": "A"},
}


def _both_end_the_turn(handler_factory: Any) -> tuple[Any, Any, Any, Any]:
    """An engine (in process, from ``handler_factory``) and the reference, both set up with two damaged Martyrs
    of A and both ending A's turn: (engine side, reference side, the reference's result, the engine's)."""
    from referee.fuzz.sides import EngineSide, ReferenceSide, settle
    from referee.protocol.client import EngineClient
    from referee.protocol.transport import InProcessTransport

    client = EngineClient(InProcessTransport(handler_factory))
    client.start()
    engine, reference = EngineSide(client), ReferenceSide()
    for side in (engine, reference):
        assert side.setup("riftbound", "1.2", TWO_DAMAGED_MARTYRS)["ok"]
    end_turn = {"kind": "end_turn", "player": "A"}
    return engine, reference, settle(reference, reference.send(end_turn)), settle(engine, engine.send(end_turn))


def test_a_trigger_order_the_reference_chose_itself_is_asked_of_the_engine_and_answered_as_the_reference_did(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from referee.fuzz.observe import compare
    from referee.fuzz.sides import follow_reference

    orders_deathknells_itself(monkeypatch)
    engine, _, expected, asked = _both_end_the_turn(asks_trigger_order)
    assert asked.state["decision"]["kind"] == "order_triggers"  # the engine asks; the reference did not
    assert compare(expected, asked, {}) is not None
    answered = follow_reference(engine, expected, asked)
    assert answered.forced == [{"kind": "order_triggers", "player": "A", "order": ["m1#1", "m2#1"]}]
    assert compare(expected, answered, {}) is None


def test_a_trigger_order_the_reference_asks_too_is_left_to_the_run() -> None:
    """Now that the reference engine asks for the order of one player's Deathknells itself, an engine that asks
    the same is not answered by ``follow_reference``: the run draws the answer from the reference's legal
    actions like any other."""
    from referee.fuzz.observe import compare
    from referee.fuzz.sides import follow_reference, settle
    from reference_engine.server import Session

    engine, reference, expected, asked = _both_end_the_turn(lambda: Session().handle)
    assert expected.state["decision"] == {"player": "A", "kind": "order_triggers", "options": ["m1#1", "m2#1"]}
    answered = follow_reference(engine, expected, asked)
    assert answered.forced == [] and compare(expected, answered, {}) is None
    order = {"kind": "order_triggers", "player": "A", "order": ["m2#1", "m1#1"]}
    expected, answered = settle(reference, reference.send(order)), settle(engine, engine.send(order))
    assert [item["id"] for item in expected.state["chain"]] == ["m1#1", "m2#1"]
    assert compare(expected, answered, {}) is None
