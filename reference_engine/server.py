"""Adapter-protocol server (PROTOCOL.md §1): ``Session.handle(request) -> reply`` and an NDJSON ``serve`` loop.

Games are discovered by importing every subpackage of :mod:`reference_engine` (except ``core``); each
registers itself in :data:`reference_engine.core.registry.GAMES`.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
import pkgutil
import sys
import traceback
from collections.abc import Callable
from typing import IO, Any

import reference_engine
from reference_engine.core.errors import RulesError
from reference_engine.core.registry import GAMES, Game

PROTOCOL_VERSION = 1
ENGINE_NAME = "referee-reference-engine"
log = logging.getLogger("reference_engine")

try:  # orjson is optional
    import orjson

    def _loads(line: bytes | str) -> Any:
        return orjson.loads(line)

    def _dumps(obj: Any) -> str:
        return orjson.dumps(obj).decode("utf-8")

except ImportError:  # pragma: no cover - depends on the environment

    def _loads(line: bytes | str) -> Any:
        return json.loads(line)

    def _dumps(obj: Any) -> str:
        return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def load_games() -> dict[str, Any]:
    """Import every game subpackage once so that it registers itself."""
    for mod in pkgutil.iter_modules(reference_engine.__path__):
        if mod.ispkg and mod.name != "core" and not mod.name.startswith("_"):
            try:
                importlib.import_module(f"reference_engine.{mod.name}")
            except Exception:  # a broken sibling game must not take the server down
                log.exception("cannot load game package %s", mod.name)
    return GAMES


class Session:
    """One engine process: the handshake flag and the game in progress."""

    def __init__(self) -> None:
        self.greeted = False
        self.game: Game | None = None
        self.finished = False

    def handle(self, request: Any) -> dict[str, Any]:
        rid = request.get("id") if isinstance(request, dict) else None
        if not isinstance(request, dict) or not isinstance(rid, int) or isinstance(rid, bool):
            return _error(
                rid if isinstance(rid, int) else None,
                "bad_request",
                "request must be an object with an integer id",
            )
        kind = request.get("type")
        handler: Callable[[dict[str, Any]], dict[str, Any]] | None = {
            "hello": self._hello,
            "setup": self._setup,
            "act": self._act,
            "state": self._state,
            "bye": self._bye,
        }.get(kind if isinstance(kind, str) else "")
        if handler is None:
            return _error(rid, "bad_request", f"unknown request type {kind!r}")
        if kind != "hello" and not self.greeted:
            return _error(rid, "bad_request", "hello must be the first request")
        try:
            reply = handler(request)
        except RulesError as err:
            reply = {"ok": False, "error": err.to_json()}
            if kind == "act" and self.game is not None:
                reply["state"] = self.game.snapshot()
        except Exception as exc:  # never crash the loop
            reply = _internal_error(exc, self.game if kind == "act" else None)
        return {"id": rid, **reply}

    def _hello(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("protocol") != PROTOCOL_VERSION:
            version = request.get("protocol")
            raise RulesError("unsupported", f"protocol {version!r} not supported (speaks {PROTOCOL_VERSION})")
        self.greeted = True
        games = load_games()
        # Capabilities are per game (PROTOCOL.md §2): those every game has are announced engine-wide, the
        # rest under their own ruleset, so multiplayer MTG never implies multiplayer Riftbound.
        everywhere = [cap for cap in next(iter(games.values())).capabilities
                      if all(cap in f.capabilities for f in games.values())] if games else []
        rulesets = []
        for game, factory in games.items():
            ruleset: dict[str, Any] = {"game": game, "editions": list(factory.editions)}
            own = [cap for cap in factory.capabilities if cap not in everywhere]
            if own:
                ruleset["capabilities"] = own
            rulesets.append(ruleset)
        return {
            "ok": True,
            "protocol": PROTOCOL_VERSION,
            "engine": {"name": ENGINE_NAME, "version": reference_engine.__version__, "language": "python"},
            "rulesets": rulesets,
            "capabilities": everywhere,
        }

    def _setup(self, request: dict[str, Any]) -> dict[str, Any]:
        game, edition, setup = request.get("game"), request.get("edition"), request.get("setup")
        if not isinstance(game, str) or not isinstance(edition, str) or not isinstance(setup, dict):
            raise RulesError("bad_request", "setup needs string game, string edition and object setup")
        factory = load_games().get(game)
        if factory is None:
            raise RulesError("unsupported", f"game {game!r} is not implemented")
        if edition not in factory.editions:
            raise RulesError("unsupported", f"{game} edition {edition!r} is not implemented")
        instance: Game = factory()
        state = instance.setup(edition, setup)
        self.game = instance
        return {"ok": True, "state": state}

    def _act(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._in_progress()
        action = request.get("action")
        if not isinstance(action, dict):
            raise RulesError("bad_request", "act needs an action object")
        events, state = game.act(action)
        return {"ok": True, "events": events, "state": state}

    def _state(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"ok": True, "state": self._in_progress().snapshot()}

    def _in_progress(self) -> Game:
        if self.game is None:
            raise RulesError("bad_request", "no game in progress: send setup first")
        return self.game

    def _bye(self, request: dict[str, Any]) -> dict[str, Any]:
        self.finished = True
        return {"ok": True}


def _error(rid: int | None, code: str, message: str) -> dict[str, Any]:
    return {"id": rid, "ok": False, "error": {"code": code, "message": message}}


def _internal_error(exc: Exception, game: Game | None) -> dict[str, Any]:
    """The reply when the engine itself failed on a request (``internal``, PROTOCOL.md §1), with the state after a
    failed act when the engine can still write it. Only a bug of the engine gets here, never a request: its own
    function so that benchmarks/mutation-equivalents.toml can say so (checked against mutmut's call records)."""
    log.error("internal error: %s\n%s", exc, traceback.format_exc())
    reply: dict[str, Any] = {"ok": False, "error": {"code": "internal", "message": f"{type(exc).__name__}: {exc}"}}
    if game is not None:
        with contextlib.suppress(Exception):
            reply["state"] = game.snapshot()
    return reply


def serve(stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout) -> int:
    """NDJSON loop: one request per line in, one reply per line out, flushed per line."""
    session = Session()
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = _loads(line)
        except ValueError as exc:
            reply = _error(None, "bad_request", f"malformed JSON: {exc}")
        else:
            reply = session.handle(request)
        stdout.write(_dumps(reply) + "\n")
        stdout.flush()
        if session.finished:
            break
    return 0


def main() -> int:
    """Console entry point ``referee-reference-engine``."""
    logging.basicConfig(
        stream=sys.stderr, level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s"
    )
    return serve(sys.stdin, sys.stdout)
