"""Byte transports for NDJSON: an engine subprocess, or the reference engine in-process.

The subprocess transport never blocks forever: reads go through ``selectors`` with a deadline, lines
are capped (an engine printing a gigabyte without a newline cannot exhaust memory), and stderr goes
to a temporary file (an undrained stderr pipe deadlocks at ~64 KiB) of which we keep only the tail.
"""

from __future__ import annotations

import os
import selectors
import shlex
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from typing import IO, Any, Protocol

import orjson

from referee.protocol.errors import BadReply, EngineCrashed, EngineStartFailed, EngineTimeout

MAX_LINE_BYTES = 16 * 1024 * 1024
STDERR_TAIL_BYTES = 4096


class Transport(Protocol):
    command: str

    def start(self) -> None: ...
    def send(self, line: bytes) -> None: ...
    def receive(self, timeout: float) -> bytes: ...
    def alive(self) -> bool: ...
    def stderr_tail(self) -> str: ...
    def close(self) -> None: ...


def describe_exit(returncode: int | None) -> str:
    if returncode is None:
        return "still running"
    if returncode < 0:
        try:
            return f"killed by signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"killed by signal {-returncode}"
    return f"exited with status {returncode}"


class SubprocessTransport:
    """An engine process speaking NDJSON on its stdin/stdout."""

    def __init__(
        self,
        argv: Sequence[str],
        *,
        cwd: str | None = None,
        env: Mapping[str, str] | None = None,
        max_line_bytes: int = MAX_LINE_BYTES,
    ) -> None:
        if not argv:
            raise ValueError("empty engine command")
        self.argv = list(argv)
        self.command = shlex.join(self.argv)
        self.cwd = cwd
        self.env = dict(os.environ, **env) if env else None
        self.max_line_bytes = max_line_bytes
        self._proc: subprocess.Popen[bytes] | None = None
        self._stderr: IO[bytes] | None = None
        self._buffer = bytearray()
        self._selector: selectors.BaseSelector | None = None

    def start(self) -> None:
        self.close()
        self._stderr = tempfile.TemporaryFile()
        self._buffer = bytearray()
        try:
            self._proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
                cwd=self.cwd, env=self.env, bufsize=0, start_new_session=True,
            )
        except OSError as exc:
            raise EngineStartFailed(f"cannot start the engine: {exc}", command=self.command) from exc
        assert self._proc.stdout is not None
        os.set_blocking(self._proc.stdout.fileno(), False)
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._proc.stdout, selectors.EVENT_READ)

    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def _crashed(self, what: str) -> EngineCrashed:
        code = self._proc.wait(timeout=1) if self._proc else None
        return EngineCrashed(f"{what}: the engine {describe_exit(code)}", command=self.command,
                             stderr_tail=self.stderr_tail())

    def send(self, line: bytes) -> None:
        if self._proc is None or self._proc.stdin is None:
            raise EngineCrashed("the engine is not running", command=self.command)
        try:
            self._proc.stdin.write(line)
        except (BrokenPipeError, ConnectionResetError, ValueError) as exc:
            raise self._crashed("could not write the request") from exc

    def receive(self, timeout: float) -> bytes:
        """One line (without its newline), waiting at most ``timeout`` seconds."""
        assert self._proc is not None and self._proc.stdout is not None and self._selector is not None
        deadline = time.monotonic() + timeout
        fd = self._proc.stdout.fileno()
        while True:
            newline = self._buffer.find(b"\n")
            if newline >= 0:
                line = bytes(self._buffer[:newline])
                del self._buffer[: newline + 1]
                return line
            if len(self._buffer) > self.max_line_bytes:
                self._buffer.clear()
                raise BadReply(f"reply line longer than {self.max_line_bytes} bytes (line cap); the engine was stopped",
                               command=self.command, stderr_tail=self.stderr_tail())
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineTimeout(f"no reply within {timeout:g} s", command=self.command,
                                    stderr_tail=self.stderr_tail())
            if not self._selector.select(remaining):
                continue
            try:
                chunk = os.read(fd, 1 << 16)
            except BlockingIOError:
                continue
            if not chunk:
                partial = bytes(self._buffer[:200])
                what = "end of output before a complete reply"
                if partial:
                    what += f" (partial line {partial!r})"
                raise self._crashed(what)
            self._buffer += chunk

    def stderr_tail(self) -> str:
        if self._stderr is None:
            return ""
        try:
            size = os.fstat(self._stderr.fileno()).st_size
            self._stderr.seek(max(0, size - STDERR_TAIL_BYTES))
            data = self._stderr.read()
        except (OSError, ValueError):
            return ""
        text = data.decode("utf-8", errors="replace")
        return ("…" + text) if size > STDERR_TAIL_BYTES else text

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if self._selector is not None:
            self._selector.close()
            self._selector = None
        if proc is not None:
            for stream in (proc.stdin, proc.stdout):
                try:
                    if stream:
                        stream.close()
                except OSError:
                    pass
            try:
                proc.wait(timeout=0.5)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except OSError:
                    proc.kill()
                proc.wait()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None


class InProcessTransport:
    """The reference engine called directly, still through bytes so it obeys the wire format."""

    def __init__(self, handler_factory: Callable[[], Callable[[dict[str, Any]], dict[str, Any]]],
                 command: str = "<in-process reference engine>") -> None:
        self._factory = handler_factory
        self._handler: Callable[[dict[str, Any]], dict[str, Any]] | None = None
        self._pending: list[bytes] = []
        self.command = command

    def start(self) -> None:
        self._handler = self._factory()
        self._pending = []

    def alive(self) -> bool:
        return self._handler is not None

    def send(self, line: bytes) -> None:
        assert self._handler is not None
        reply = self._handler(orjson.loads(line))
        self._pending.append(orjson.dumps(reply))

    def receive(self, timeout: float) -> bytes:
        if not self._pending:
            raise EngineTimeout("the in-process engine produced no reply", command=self.command)
        return self._pending.pop(0)

    def stderr_tail(self) -> str:
        return ""

    def close(self) -> None:
        self._handler = None
