"""Turning an ``--engine`` option into a protocol client.

No ``--engine``: the bundled reference engine, in-process for plain ``pytest`` (fast feedback) or as a
subprocess for ``referee certify`` (certified exactly like a third-party engine). A command is split
the way a POSIX shell would split it and run *without* a shell.
"""

from __future__ import annotations

import shlex
import sys
from collections.abc import Mapping
from typing import Any

from referee.protocol.client import STARTUP_TIMEOUT, EngineClient
from referee.protocol.transport import InProcessTransport, SubprocessTransport, Transport

REFERENCE_COMMAND = (sys.executable, "-m", "reference_engine")


def reference_in_process() -> InProcessTransport:
    def factory():  # type: ignore[no-untyped-def]
        from reference_engine.server import Session

        return Session().handle

    return InProcessTransport(factory)


def reference_session() -> Any:
    """A session of the reference engine in this process, for ``referee fuzz``, which reads its game's legal
    actions (:func:`reference_legal_actions`) besides its replies."""
    from reference_engine.server import Session

    return Session()


def reference_legal_actions(session: Any) -> list[dict[str, Any]]:
    """Every legal answer to the pending decision of the game in a reference session, as protocol actions."""
    game = session.game
    return list(game.legal_actions()) if game is not None else []


def make_transport(command: str | None, *, in_process: bool = False, cwd: str | None = None,
                   env: Mapping[str, str] | None = None) -> Transport:
    if command is None:
        if in_process:
            return reference_in_process()
        return SubprocessTransport(REFERENCE_COMMAND, cwd=cwd, env=env)
    argv = shlex.split(command)
    if not argv:
        raise ValueError("--engine is empty")
    return SubprocessTransport(argv, cwd=cwd, env=env)


def make_client(command: str | None, *, in_process: bool = False, timeout: float = 10.0,
                startup_timeout: float = STARTUP_TIMEOUT, cwd: str | None = None,
                env: Mapping[str, str] | None = None) -> EngineClient:
    return EngineClient(make_transport(command, in_process=in_process, cwd=cwd, env=env), timeout=timeout,
                        startup_timeout=startup_timeout)
