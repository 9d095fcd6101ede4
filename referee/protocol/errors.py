"""Engine failures.

Each class names one way an engine can break the protocol. They are raised inside the client and
caught by the harness, which turns them into ERROR results for the scenario at hand: an engine
failure never aborts a run. Every failure carries the diagnostic an engine author needs: the
command line, what happened, and the tail of the engine's stderr.
"""

from __future__ import annotations


class EngineFailure(Exception):
    """The engine did not behave as the protocol requires (not a rules failure)."""

    kind = "engine_failure"

    def __init__(self, message: str, *, command: str = "", stderr_tail: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.command = command
        self.stderr_tail = stderr_tail

    def diagnostic(self) -> str:
        parts = [f"{self.kind}: {self.message}"]
        if self.command:
            parts.append(f"engine command: {self.command}")
        if self.stderr_tail:
            parts.append("engine stderr (tail):\n" + self.stderr_tail.rstrip())
        return "\n".join(parts)

    def __str__(self) -> str:
        return self.diagnostic()


class EngineStartFailed(EngineFailure):
    kind = "start_failed"


class EngineCrashed(EngineFailure):
    kind = "crashed"


class EngineTimeout(EngineFailure):
    kind = "timeout"


class BadReply(EngineFailure):
    """The reply is not a line of UTF-8 JSON (or is absurdly long)."""

    kind = "bad_reply"


class SchemaViolation(EngineFailure):
    """A reply (or, for the kit's own bugs, a request) breaks its schema; the message has the pointer."""

    kind = "schema_violation"


class WrongId(EngineFailure):
    kind = "wrong_id"


class HandshakeFailed(EngineFailure):
    kind = "handshake_failed"


class UnsolicitedOutput(EngineFailure):
    """The engine wrote to stdout when no reply was due (an extra line, or a second reply)."""

    kind = "unsolicited_output"
