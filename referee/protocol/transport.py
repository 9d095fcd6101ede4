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
import threading
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
    def unsolicited(self) -> bytes: ...
    def close(self) -> None: ...


def describe_exit(returncode: int | None) -> str:
    if returncode is None:
        return "still running"
    if returncode < 0:
        try:
            return f"was killed by signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"was killed by signal {-returncode}"
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
        self._stderr: _StderrTail | None = None
        self._buffer = bytearray()
        self._selector: selectors.BaseSelector | None = None

    def start(self) -> None:
        self.close()
        self._buffer = bytearray()
        try:
            self._proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                cwd=self.cwd, env=self.env, bufsize=0, start_new_session=True,
            )
        except OSError as exc:
            raise EngineStartFailed(f"cannot start the engine: {exc}", command=self.command) from exc
        assert self._proc.stdout is not None and self._proc.stderr is not None
        self._stderr = _StderrTail(self._proc.stderr)
        os.set_blocking(self._proc.stdout.fileno(), False)
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._proc.stdout, selectors.EVENT_READ)

    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def _crashed(self, what: str) -> EngineCrashed:
        try:
            code = self._proc.wait(timeout=1) if self._proc else None
        except subprocess.TimeoutExpired:  # stdout closed but the process lingers
            code = None
        if self._stderr is not None:
            self._stderr.join(0.5)
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
                head = bytes(self._buffer[:80])
                self._buffer = bytearray()
                self._kill()
                raise BadReply(f"reply line longer than the {self.max_line_bytes}-byte line cap (starts {head!r}); "
                               "the rest was not read and the engine was stopped",
                               command=self.command, stderr_tail=self.stderr_tail())
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._kill()
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

    def wait_exit(self, timeout: float) -> int | None:
        """The engine's exit status once it exits (None if still running after ``timeout``)."""
        if self._proc is None:
            return None
        if self._proc.stdin is not None:
            try:
                self._proc.stdin.close()
            except OSError:
                pass
        try:
            return self._proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def _kill(self) -> None:
        """Stop a hung or runaway engine at once (no grace period: it has already failed)."""
        if self._proc is not None and self._proc.poll() is None:
            try:
                os.killpg(self._proc.pid, signal.SIGKILL)
            except OSError:
                self._proc.kill()

    def unsolicited(self) -> bytes:
        """Whatever the engine wrote to stdout that no request asked for (b"" when quiet); never blocks."""
        if self._proc is None or self._proc.stdout is None or self._selector is None:
            return b""
        fd = self._proc.stdout.fileno()
        while len(self._buffer) <= self.max_line_bytes and self._selector.select(0):
            try:
                chunk = os.read(fd, 1 << 16)
            except BlockingIOError:
                break
            if not chunk:
                break
            self._buffer += chunk
        extra = bytes(self._buffer[:200])
        self._buffer = bytearray()
        return extra

    def stderr_tail(self) -> str:
        return self._stderr.tail() if self._stderr is not None else ""

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
            self._stderr.join(0.5)
            self._stderr = None


class _StderrTail:
    """Drains an engine's stderr on a thread, keeping only the last STDERR_TAIL_BYTES (memory and disk bounded)."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream
        self._tail = bytearray()
        self._total = 0
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._drain, name="referee-engine-stderr", daemon=True)
        self._thread.start()

    def _drain(self) -> None:
        fd = self._stream.fileno()
        try:
            while chunk := os.read(fd, 1 << 16):
                with self._lock:
                    self._total += len(chunk)
                    self._tail += chunk
                    if len(self._tail) > STDERR_TAIL_BYTES:
                        del self._tail[: len(self._tail) - STDERR_TAIL_BYTES]
        except OSError:
            pass
        finally:
            try:
                self._stream.close()
            except OSError:
                pass

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)

    def tail(self) -> str:
        with self._lock:
            data, total = bytes(self._tail), self._total
        text = data.decode("utf-8", errors="replace")
        if total > STDERR_TAIL_BYTES:
            return f"[{total - len(data)} earlier bytes of stderr dropped]\n…" + text
        return text


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

    def unsolicited(self) -> bytes:
        return b""

    def close(self) -> None:
        self._handler = None
