"""``referee smoke``: does the engine speak the protocol? (Not: does it follow the rules.)

A handful of checks an adapter author runs first: the handshake, a setup per announced game, a
``state`` that matches it, a second setup that replaces the first (the reset between scenarios), a
trivial game (answering decisions with ``pass``/``end_turn``), a rejected action that leaves the state
unchanged, an action from a player the game does not have refused the same way (never accepted, never an
``internal`` failure), a setup naming a card no catalogue has answered ``unsupported`` (so a scenario needing a
card the engine lacks is skipped, not errored), a setup in an edition the engine does not announce answered
``unsupported`` too, setups at the schema's limits (the most players it allows, an MTG
card in the command zone) accepted or answered ``unsupported``, never refused as bad or failed on, no unsolicited
output, and ``bye`` ending the process with
status 0. Every reply is validated against its schema and must echo its request id (the protocol client enforces
both).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from referee.protocol.client import EngineClient
from referee.protocol.errors import EngineFailure

SETUPS: dict[str, dict[str, Any]] = {
    "mtg": {
        "players": [{"id": "A", "life": 20}, {"id": "B", "life": 20}],
        "objects": [{"id": "a1", "card": "Probe Forest", "owner": "A", "zone": "library"},
                    {"id": "a2", "card": "Probe Forest", "owner": "A", "zone": "library"},
                    {"id": "b1", "card": "Probe Forest", "owner": "B", "zone": "library"},
                    {"id": "b2", "card": "Probe Forest", "owner": "B", "zone": "library"}],
        "turn": {"number": 2, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"},
    },
    "riftbound": {
        "players": [{"id": "A"}, {"id": "B"}],
        "objects": [{"id": "a1", "card": "Probe Footsoldier", "owner": "A", "zone": "main_deck"},
                    {"id": "a2", "card": "Probe Footsoldier", "owner": "A", "zone": "main_deck"},
                    {"id": "b1", "card": "Probe Footsoldier", "owner": "B", "zone": "main_deck"},
                    {"id": "b2", "card": "Probe Footsoldier", "owner": "B", "zone": "main_deck"}],
        "battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A"},
                         {"id": "bf2", "card": "Probe Battlefield", "owner": "B"}],
        "turn": {"number": 2, "turn_player": "A", "phase": "action", "step": None, "priority": "A"},
    },
}
UNKNOWN_EDITION = "no-such-edition"  # an edition name no ruleset will ever have
UNKNOWN_CARD = "Probe Card No Catalogue Has"  # a name no probe catalogue will ever hold
# Consistent setups the schemas allow but few engines model: the most players each game's setup schema allows, and
# an MTG commander in the command zone. PROTOCOL.md §1: what an engine lacks is answered `unsupported` (the
# scenario is then skipped); `bad_setup` is for an inconsistent setup, and `internal` is a failure.
LIMIT_PLAYERS = {"mtg": 8, "riftbound": 4}
RESET_MARK = {"mtg": ("players", 0, "life", 17), "riftbound": ("players", 0, "points", 1)}
GAME_STEPS = 6


@dataclass
class Check:
    name: str
    ok: bool
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "ok": self.ok, "detail": self.detail}


@dataclass
class SmokeResult:
    command: str
    checks: list[Check] = field(default_factory=list)
    handshake: dict[str, Any] | None = None

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(c.ok for c in self.checks)

    def verdict(self) -> str:
        failed = [c for c in self.checks if not c.ok]
        if not failed:
            return f"PROTOCOL OK: the engine passed all {len(self.checks)} protocol checks (rules are not checked " \
                   "here: run `referee certify`)"
        return f"PROTOCOL BROKEN: {len(failed)} of {len(self.checks)} checks failed (first: {failed[0].name})"

    def to_json(self) -> dict[str, Any]:
        return {"command": self.command, "ok": self.ok, "verdict": self.verdict(), "handshake": self.handshake,
                "checks": [c.to_json() for c in self.checks]}


def _setup_with(game: str, edition: str, marked: bool) -> dict[str, Any]:
    setup: dict[str, Any] = {k: (list(v) if isinstance(v, list) else v) for k, v in SETUPS[game].items()}
    if marked:
        key, index, name, value = RESET_MARK[game]
        setup[key] = [dict(p) for p in setup[key]]
        setup[key][index][name] = value
    return setup


def _limit_setups(game: str, edition: str) -> list[tuple[str, dict[str, Any]]]:
    """(what, setup) for each consistent setup at the limits of what the game's setup schema allows."""
    crowded = _setup_with(game, edition, False)
    crowded["players"] = [{"id": chr(ord("A") + seat)} for seat in range(LIMIT_PLAYERS[game])]
    found = [(f"{LIMIT_PLAYERS[game]} players", crowded)]
    if game == "mtg":
        commander = _setup_with(game, edition, False)
        commander["objects"] = [*commander["objects"],
                                {"id": "cmd1", "card": "Probe Bear", "owner": "A", "zone": "command"}]
        found.append(("a creature card in the command zone", commander))
    return found


def _get(state: dict[str, Any], game: str) -> Any:
    key, index, name, _ = RESET_MARK[game]
    try:
        return state[key][index].get(name)
    except (KeyError, IndexError, TypeError, AttributeError):
        return None


class _Runner:
    def __init__(self, client: EngineClient, result: SmokeResult) -> None:
        self.client = client
        self.result = result

    def check(self, name: str, body: Callable[[], str]) -> bool:
        """Run one check; an EngineFailure or AssertionError fails it with its diagnostic."""
        try:
            if self.result.handshake is not None:
                self.client.ensure_alive()  # a fresh engine after a failed check
            detail = body()
        except EngineFailure as failure:
            self.result.checks.append(Check(name, False, failure.diagnostic()))
            return False
        except AssertionError as exc:
            self.result.checks.append(Check(name, False, str(exc)))
            return False
        self.result.checks.append(Check(name, True, detail))
        return True


def run(client: EngineClient) -> SmokeResult:
    result = SmokeResult(client.command)
    runner = _Runner(client, result)

    def handshake() -> str:
        hs = client.start()
        result.handshake = hs.to_json()
        # Capabilities per game: an engine may announce some for one game only (PROTOCOL.md §2).
        games = "; ".join(f"{g} [{', '.join(e)}], capabilities: {', '.join(sorted(hs.capabilities_for(g))) or '-'}"
                          for g, e in hs.rulesets.items()) or "no games"
        assert hs.rulesets, "the engine announces no ruleset"
        return f"{hs.name} {hs.version}, protocol {hs.protocol}; {games}"

    if not runner.check("handshake", handshake):
        client.close()
        return result
    assert client.handshake is not None
    for game, editions in client.handshake.rulesets.items():
        if game not in SETUPS or not editions:
            result.checks.append(Check(f"{game}: setup", False, f"Referee has no smoke setup for game {game!r}"))
            continue
        _game_checks(runner, game, editions[0])
    def quiet() -> str:
        client.check_quiet("during the smoke test")
        return "quiet"

    runner.check("no unsolicited output", quiet)
    runner.check("bye", lambda: _bye(client))
    client.close()
    return result


def _game_checks(runner: _Runner, game: str, edition: str) -> None:
    client = runner.client
    states: dict[str, dict[str, Any]] = {}

    def setup() -> str:
        client.ensure_alive()
        reply = client.setup(game, edition, _setup_with(game, edition, False))
        assert reply["ok"], f"setup rejected: {reply['error']}"
        states["first"] = reply["state"]
        return f"edition {edition}: state validated against game/{game}-state.json"

    def state() -> str:
        assert _current_state(client) == states["first"], "the state reply differs from the state the setup returned"
        return "matches the setup reply"

    def reset() -> str:
        reply = client.setup(game, edition, _setup_with(game, edition, True))
        assert reply["ok"], f"second setup rejected: {reply['error']}"
        wanted = RESET_MARK[game][3]
        got = _get(reply["state"], game)
        assert got == wanted, f"a second setup must replace the game: expected {wanted}, got {got}"
        return "a second setup replaces the game in progress"

    def trivial_game() -> str:
        done = 0
        for _ in range(GAME_STEPS):
            state = _current_state(client)
            decision = state.get("decision")
            if not decision or state.get("game_over"):
                break
            player = decision.get("player")
            reply = client.act({"kind": "pass", "player": player})
            if not reply["ok"]:
                assert _state_after(client, reply) == state, \
                    f"rejected pass changed the state ({reply['error']['code']})"
                reply = client.act({"kind": "end_turn", "player": player}) if game == "riftbound" else reply
            if not reply["ok"]:
                break
            done += 1
        assert done > 0, "no pass (or end_turn) was accepted from the starting position"
        return f"{done} decision(s) answered, every reply schema-valid"

    def rejected() -> str:
        state = _current_state(client)
        decision = state.get("decision") or {}
        others = [p["id"] for p in state.get("players", []) if p.get("id") != decision.get("player")]
        assert others, "no player without the pending decision"
        return _refused(client, state, {"kind": "pass", "player": others[0]},
                        f"{others[0]} passed without holding the decision")

    def unknown_player() -> str:
        # A fresh game: after the trivial game it may be over, and game_over is checked before the player.
        reply = client.setup(game, edition, _setup_with(game, edition, False))
        assert reply["ok"], f"setup rejected: {reply['error']}"
        state = reply["state"]
        known = {p.get("id") for p in state.get("players", [])}
        stranger = next(name for name in ("Z", "nobody", "player-not-in-this-game") if name not in known)
        return _refused(client, state, {"kind": "pass", "player": stranger},
                        f"{stranger!r}, a player the setup does not have, passed")

    def unknown_card() -> str:
        # PROTOCOL.md §3: an engine that does not know a card replies `unsupported`, so Referee skips the
        # scenarios that need it; any other answer errors them, and `internal` would blame the engine.
        unknown = _setup_with(game, edition, False)
        unknown["objects"] = [{**unknown["objects"][0], "card": UNKNOWN_CARD}, *unknown["objects"][1:]]
        _answered_unsupported(client.setup(game, edition, unknown),
                              f"a setup with the card {UNKNOWN_CARD!r}, which no catalogue has",
                              "a card the engine does not know must be answered `unsupported` (then the scenarios "
                              "that need it are skipped, PROTOCOL.md §3)")
        return "answered unsupported: the scenarios that need a card the engine lacks are skipped, not errored"

    def unknown_edition() -> str:
        # PROTOCOL.md §1: `unsupported` also answers an edition the engine does not implement. Referee's own runs
        # send only announced editions, but a user's `pytest --edition` may name any: a bad_setup or internal
        # answer would error every scenario instead of skipping them with the cause.
        _answered_unsupported(client.setup(game, UNKNOWN_EDITION, _setup_with(game, edition, False)),
                              f"a setup in the edition {UNKNOWN_EDITION!r}, which no engine announces",
                              "an edition the engine does not implement must be answered `unsupported` "
                              "(PROTOCOL.md §1)")
        return "answered unsupported"

    def limits() -> str:
        answers, wrong = [], []
        for what, limit in _limit_setups(game, edition):
            reply = client.setup(game, edition, limit)
            code = "ok" if reply["ok"] else reply["error"]["code"]
            answers.append(f"{what}: {code}")
            if code not in ("ok", "unsupported"):
                wrong.append(f"with {what}, not {code}: {reply['error'].get('message', '')}")
        assert not wrong, ("a consistent setup must be accepted or answered `unsupported` (PROTOCOL.md §1: then the "
                           "scenarios that need it are skipped): " + "; ".join(wrong))
        return "; ".join(answers)

    if runner.check(f"{game}: setup", setup):
        runner.check(f"{game}: state", state)
        runner.check(f"{game}: reset (second setup)", reset)
        runner.check(f"{game}: trivial game", trivial_game)
        runner.check(f"{game}: rejected action", rejected)
        runner.check(f"{game}: action from an unknown player", unknown_player)
        runner.check(f"{game}: unknown probe card", unknown_card)
        runner.check(f"{game}: unannounced edition", unknown_edition)
        runner.check(f"{game}: setups at the schema's limits", limits)


def _current_state(client: EngineClient) -> dict[str, Any]:
    """The engine's answer to a ``state`` request; a refusal fails the check that needed it, with the engine's
    error (the reply is schema-valid either way, so only this can tell)."""
    reply = client.state()
    error = reply.get("error", {})
    assert reply["ok"], f"state rejected: {error.get('code')}: {error.get('message', '')}"
    state: dict[str, Any] = reply["state"]
    return state


def _state_after(client: EngineClient, rejection: dict[str, Any]) -> dict[str, Any]:
    """The state after a rejected ``act``: the reply's, or, where PROTOCOL.md §1 lets a reply that rejects nothing
    by the rules (``bad_request``, ``unsupported``) leave it out, the engine's answer to a ``state`` request."""
    state = rejection.get("state")
    return state if isinstance(state, dict) else _current_state(client)


def _answered_unsupported(reply: dict[str, Any], sent: str, rule: str) -> None:
    """A setup the engine cannot play (``sent``) must be refused with ``unsupported``; ``rule`` says why."""
    assert not reply["ok"], f"{sent} was accepted"
    error = reply["error"]
    assert error["code"] == "unsupported", f"{rule}, not {error['code']}: {error.get('message', '')}"


def _refused(client: EngineClient, state: dict[str, Any], action: dict[str, Any], what: str) -> str:
    """``action`` must be rejected -- by a rules code, not ``internal`` (an engine that fails is not refusing,
    PROTOCOL.md §1) -- and leave ``state`` unchanged. Any other code is the engine's choice."""
    reply = client.act(action)
    assert not reply["ok"], f"{what} and the engine accepted it"
    error = reply["error"]
    assert error["code"] != "internal", (f"{what}: the engine failed internally ({error.get('message', '')}) "
                                         "instead of rejecting the action with an error code")
    assert _state_after(client, reply) == state, "a rejected action must leave the state unchanged"
    return f"rejected with {error['code']}, state unchanged"


def _bye(client: EngineClient) -> str:
    client.ensure_alive()
    reply = client.request_bye()
    assert reply["ok"], f"bye rejected: {reply['error']}"
    code = client.transport.wait_exit(2.0) if hasattr(client.transport, "wait_exit") else 0
    from referee.protocol.transport import describe_exit

    what = "did not exit within 2 s" if code is None else describe_exit(code)
    assert code == 0, f"after bye the engine should exit with status 0; it {what}"
    return "engine exited with status 0"
