"""The protocol client: one engine process, many games.

``EngineClient`` speaks protocol v1 over a transport: it numbers requests, validates every request
and reply against ``schemas/protocol``, checks that replies echo the request id, keeps a bounded
transcript for diagnostics, and restarts the engine after a failure. Rules outcomes (a rejected
action) are ordinary replies; protocol breaches raise ``EngineFailure`` subclasses.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

import orjson

from referee import PROTOCOL_VERSION, __version__
from referee.protocol.errors import (
    BadReply,
    EngineFailure,
    HandshakeFailed,
    SchemaViolation,
    UnsolicitedOutput,
    WrongId,
)
from referee.protocol.transport import Transport
from referee.schemas import SchemaError, SchemaStore, store
from referee.setup_integrity import inconsistencies

TRANSCRIPT_LINES = 400
# The failures of an act that reject nothing by the rules, so their reply may leave the state out (act.json).
STATELESS_FAILURES = ("internal", "unsupported", "bad_request")
STARTUP_TIMEOUT = 60.0  # seconds for the hello reply, engine start-up included


@dataclass(frozen=True)
class Handshake:
    """What the engine announced in its reply to ``hello``.

    Capabilities come in two forms (PROTOCOL.md §2): the engine-wide ``capabilities`` hold for every
    ruleset; ``rulesets[].capabilities`` hold for that game only and add to the engine-wide ones. So an
    engine can play multiplayer MTG but only 1v1 Riftbound, and an engine of the older, engine-wide form
    means what it always meant.
    """

    name: str
    version: str
    protocol: int
    rulesets: dict[str, tuple[str, ...]]
    capabilities: frozenset[str]  # engine-wide: for every ruleset
    raw: dict[str, Any] = field(compare=False, repr=False)
    game_capabilities: dict[str, frozenset[str]] = field(default_factory=dict)  # per ruleset, beyond the above

    @classmethod
    def from_reply(cls, reply: dict[str, Any]) -> Handshake:
        return cls(
            name=reply["engine"]["name"],
            version=reply["engine"]["version"],
            protocol=reply["protocol"],
            rulesets={r["game"]: tuple(r["editions"]) for r in reply["rulesets"]},
            capabilities=frozenset(reply.get("capabilities", ())),
            raw=reply,
            game_capabilities={r["game"]: frozenset(r.get("capabilities", ())) for r in reply["rulesets"]},
        )

    def capabilities_for(self, game: str) -> frozenset[str]:
        """Every capability the engine announces for ``game``: the engine-wide ones plus the game's own."""
        return self.capabilities | self.game_capabilities.get(game, frozenset())

    def to_json(self) -> dict[str, Any]:
        # Reports always carry the engine-wide list (empty when the engine announces per ruleset only).
        return {"capabilities": [], **{k: v for k, v in self.raw.items() if k not in ("id", "ok")}}


def repeated_ruleset(reply: dict[str, Any]) -> str | None:
    """The first game a hello reply lists twice in ``rulesets`` (its editions and capabilities would be
    ambiguous), or None."""
    seen: set[str] = set()
    for ruleset in reply["rulesets"]:
        if ruleset["game"] in seen:
            return str(ruleset["game"])
        seen.add(ruleset["game"])
    return None


class EngineClient:
    """A session with one engine process (restarted on demand after failures)."""

    def __init__(self, transport: Transport, *, timeout: float = 10.0, startup_timeout: float = STARTUP_TIMEOUT,
                 schemas: SchemaStore | None = None) -> None:
        self.transport = transport
        self.timeout = timeout
        # The hello reply has its own, longer limit: it includes the engine's start-up (a JVM, a card
        # database), which a per-reply limit tuned for moves would misreport as a hang.
        self.startup_timeout = startup_timeout
        self.schemas = schemas or store()
        self.handshake: Handshake | None = None
        self.transcript: deque[str] = deque(maxlen=TRANSCRIPT_LINES)
        self._next_id = 0
        self._broken = True
        self.game: str | None = None
        self.starts = 0

    @property
    def command(self) -> str:
        return self.transport.command

    # -- lifecycle ---------------------------------------------------------------------------
    def start(self) -> Handshake:
        """(Re)start the engine process and perform the handshake."""
        self.transport.start()
        self.starts += 1
        self._next_id = 0
        self._broken = False
        try:
            reply = self._request("hello", {"protocol": PROTOCOL_VERSION,
                                            "harness": {"name": "referee", "version": __version__}},
                                  timeout=self.startup_timeout)
        except EngineFailure:
            self._broken = True
            raise
        if not reply["ok"]:
            self._broken = True
            raise HandshakeFailed(f"the engine refused the handshake: {reply['error']['message']}",
                                  command=self.command, stderr_tail=self.transport.stderr_tail())
        if reply["protocol"] != PROTOCOL_VERSION:
            self._broken = True
            raise HandshakeFailed(f"the engine speaks protocol {reply['protocol']}, Referee speaks {PROTOCOL_VERSION}",
                                  command=self.command)
        repeated = repeated_ruleset(reply)
        if repeated is not None:
            self._broken = True
            raise HandshakeFailed(f"the engine lists the {repeated} ruleset twice in its hello reply: list each game "
                                  "once, with all its editions and capabilities", command=self.command)
        self.handshake = Handshake.from_reply(reply)
        return self.handshake

    def ensure_alive(self) -> Handshake:
        if self._broken or not self.transport.alive() or self.handshake is None:
            return self.start()
        return self.handshake

    def close(self) -> None:
        if not self._broken and self.transport.alive():
            try:
                self._request("bye", {}, timeout=min(self.timeout, 2.0))
            except EngineFailure:
                pass
        self.transport.close()
        self._broken = True

    def request_bye(self) -> dict[str, Any]:
        """Send ``bye`` and return its reply; the engine is then expected to exit (see transport.wait_exit)."""
        reply = self._request("bye", {}, timeout=min(self.timeout, 2.0))
        self._broken = True
        return reply

    # -- commands ----------------------------------------------------------------------------
    def setup(self, game: str, edition: str, setup: dict[str, Any]) -> dict[str, Any]:
        # What the setup schema cannot say (unique ids, references that name something), checked as the schema
        # is: an engine never receives an inconsistent setup from Referee (PROTOCOL.md §3).
        wrong = inconsistencies(game, setup)
        if wrong:
            raise ValueError(f"Referee built an inconsistent {game} setup: {wrong[0]}")
        self.game = game
        return self._request("setup", {"game": game, "edition": edition, "setup": setup})

    def act(self, action: dict[str, Any]) -> dict[str, Any]:
        # protocol/act.json accepts an action of either game; the session's own game decides which is well-formed,
        # so an engine never sees an action of the other game (game/action.json: checked here first).
        if self.game is not None:
            error = self.schemas.first_error(f"game/{self.game}-action.json", action)
            if error is not None:
                raise ValueError(f"Referee built an invalid {self.game} action: {error}")
        return self._request("act", {"action": action})

    def state(self) -> dict[str, Any]:
        return self._request("state", {})

    def mark(self) -> int:
        """A position in the transcript, to extract one scenario's exchange later."""
        return self._next_id

    def check_quiet(self, when: str) -> None:
        """Raise UnsolicitedOutput if the engine wrote to stdout while no reply was due."""
        if self._broken:
            return
        extra = self.transport.unsolicited()
        if extra:
            self._broken = True
            self.transcript.append("< " + extra.decode("utf-8", errors="replace") + "   [unsolicited]")
            raise UnsolicitedOutput(f"unsolicited output on stdout {when} (only replies may be written): {extra!r}",
                                    command=self.command, stderr_tail=self.transport.stderr_tail())

    def transcript_text(self) -> str:
        return "\n".join(self.transcript)

    # -- the one choke point -----------------------------------------------------------------
    def _request(self, kind: str, fields: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        request_id = self._next_id
        self._next_id += 1
        message = {"id": request_id, "type": kind, **fields}
        error = self.schemas.first_error(f"protocol/{kind}.json", message)
        if error is not None:  # a bug in the kit or in a scenario's data, not the engine's fault
            raise ValueError(f"Referee built an invalid {kind} request: {error}")
        line = orjson.dumps(message)
        self.check_quiet(f"before {kind} #{request_id}")
        self.transcript.append("> " + line.decode())
        try:
            self.transport.send(line + b"\n")
            raw = self.transport.receive(self.timeout if timeout is None else timeout)
        except EngineFailure as failure:
            self._broken = True
            failure.message = f"{kind} #{request_id}: {failure.message}"
            self.transcript.append(f"! {failure.kind}: {failure.message}")
            raise
        self.transcript.append("< " + raw[:2000].decode("utf-8", errors="replace"))
        try:
            reply = orjson.loads(raw)
        except orjson.JSONDecodeError as exc:
            self._broken = True
            what = "not UTF-8" if _not_utf8(raw) else f"not JSON ({exc})"
            raise BadReply(f"reply to {kind} #{request_id} is {what}: {raw[:200]!r}", command=self.command,
                           stderr_tail=self.transport.stderr_tail()) from exc
        if not isinstance(reply, dict):
            self._broken = True
            raise BadReply(f"reply to {kind} #{request_id} is not a JSON object: {raw[:200]!r}",
                           command=self.command, stderr_tail=self.transport.stderr_tail())
        if "id" not in reply:
            # An object without an id is no reply at all: output the engine wrote on its own (a log line on
            # stdout), read here because it arrived after the previous check for unsolicited output.
            self._broken = True
            raise UnsolicitedOutput(f"unsolicited output on stdout before the reply to {kind} #{request_id} "
                                    f"(only replies may be written; a reply carries its request's id): {raw[:200]!r}",
                                    command=self.command, stderr_tail=self.transport.stderr_tail())
        self.check_quiet(f"after the reply to {kind} #{request_id}")
        if reply.get("id") != request_id:
            self._broken = True
            raise WrongId(f"reply to {kind} #{request_id} carries id {reply.get('id')!r}", command=self.command,
                          stderr_tail=self.transport.stderr_tail())
        if not self.schemas.is_valid(f"protocol/{kind}.json#response", reply):
            problem = self.explain(kind, reply)
            raise SchemaViolation(f"reply to {kind} #{request_id} breaks the schema at {problem}",
                                  command=self.command, stderr_tail=self.transport.stderr_tail())
        mismatch = self.other_game(reply)
        if mismatch is not None:
            raise SchemaViolation(f"reply to {kind} #{request_id} breaks the {self.game} schema at {mismatch}",
                                  command=self.command, stderr_tail=self.transport.stderr_tail())
        return reply

    def other_game(self, reply: dict[str, Any]) -> SchemaError | None:
        """The protocol's schemas accept a state and events of either game; the session's game decides which is
        right (game/event.json's title), so an event of the other game's shape is a violation, not a pass."""
        if self.game is None:
            return None
        state = reply.get("state")
        if isinstance(state, dict) and state.get("game") != self.game:
            return SchemaError("/state/game", f"{state.get('game')!r} is not the game of this session, {self.game!r}")
        for index, event in enumerate(reply.get("events") or []):
            if not self.schemas.is_valid(f"game/{self.game}-event.json", event):
                found = self.schemas.errors(f"game/{self.game}-event.json", event)[:1]
                problem = found[0] if found else SchemaError("", "invalid")
                return SchemaError(f"/events/{index}" + problem.pointer, problem.message)
        return None

    def explain(self, kind: str, reply: dict[str, Any]) -> SchemaError:
        """The most specific reason a reply is invalid, checking the game-specific parts first."""
        state = reply.get("state")
        game = state.get("game") if isinstance(state, dict) else None
        if game in ("mtg", "riftbound"):
            for problem in self.schemas.errors(f"game/{game}-state.json", state)[:1]:
                return SchemaError("/state" + problem.pointer, problem.message)
            for index, event in enumerate(reply.get("events") or []):
                for problem in self.schemas.errors(f"game/{game}-event.json", event)[:1]:
                    return SchemaError(f"/events/{index}" + problem.pointer, problem.message)
        error = reply.get("error")
        if reply.get("ok") is False and isinstance(error, dict):
            for problem in self.schemas.errors("protocol/envelope.json#/$defs/error", error)[:1]:
                return SchemaError("/error" + problem.pointer, problem.message)
            if kind == "act" and "state" not in reply and error.get("code") not in STATELESS_FAILURES:
                return SchemaError("/state", f"a rejected act carries the unchanged state (PROTOCOL.md §1); only "
                                             f"{', '.join(STATELESS_FAILURES)} may leave it out, not "
                                             f"{error.get('code')!r}")
        branch = 0 if reply.get("ok") is True else None
        name = f"protocol/{kind}.json#/$defs/response" + (f"/anyOf/{branch}" if branch is not None else "")
        errors = self.schemas.errors(name, reply)
        return errors[0] if errors else SchemaError("", "invalid")


def _not_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False
