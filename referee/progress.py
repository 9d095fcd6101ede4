"""Live progress for ``referee certify`` on a terminal: scenarios done, pass/fail counts, current feature.

Animated only on an interactive terminal outside CI (``CI`` unset) and not with ``--format json``;
otherwise nothing is drawn (CI logs stay clean, JSON stays parseable).
"""

from __future__ import annotations

import os
import sys
from typing import Any, TextIO

from rich.console import Console
from rich.live import Live
from rich.text import Text


def wanted(output_format: str, stream: TextIO | None = None) -> bool:
    stream = stream or sys.stderr
    if output_format == "json" or os.environ.get("CI") or os.environ.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


class Progress:
    """A listener for ``certify.run``: call it with ("total" | "started" | "result", data)."""

    def __init__(self, stream: TextIO | None = None, *, animate: bool = True) -> None:
        self.console = Console(file=stream or sys.stderr, force_terminal=animate or None)
        self.total = 0
        self.done = 0
        self.counts = {"passed": 0, "failed": 0, "errored": 0, "skipped": 0, "scenario_error": 0, "expected": 0}
        self.feature = ""
        self._live: Live | None = Live(self._render(), console=self.console, refresh_per_second=8,
                                       transient=True) if animate else None

    def __enter__(self) -> Progress:
        if self._live is not None:
            self._live.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._live is not None:
            self._live.stop()

    def __call__(self, event: str, data: dict[str, Any]) -> None:
        if event == "total":
            self.total = max(self.total, int(data["count"]))
        elif event == "started":
            self.feature = str(data["feature"])
        elif event == "result":
            self.done += 1
            outcome = data["result"].outcome
            if data.get("expected") and outcome in ("failed", "errored"):
                self.counts["expected"] += 1
            else:
                self.counts[outcome] += 1
        if self._live is not None:
            self._live.update(self._render())

    def _render(self) -> Text:
        c = self.counts
        width = 24
        filled = int(width * self.done / self.total) if self.total else 0
        text = Text()
        text.append("[" + "#" * filled + "-" * (width - filled) + "] ", style="cyan")
        text.append(f"{self.done}/{self.total or '?'}  ")
        text.append(f"{c['passed']} passed ", style="green")
        text.append(f"{c['failed']} failed ", style="red")
        text.append(f"{c['errored']} errored ", style="magenta")
        text.append(f"{c['skipped']} skipped", style="yellow")
        if c["scenario_error"]:
            text.append(f" {c['scenario_error']} scenario errors", style="blue")
        if c["expected"]:
            text.append(f" {c['expected']} expected", style="dim")
        if self.feature:
            text.append(f"\n  running {self.feature}", style="dim")
        return text

    def line(self) -> str:
        return self._render().plain
