"""What a scenario's steps tell the reports beyond pass/fail: why it was skipped, where the engine left the
rules' path, and notes on tolerated differences.

The steps (``steps/``) raise and record these; the plugin (``referee.plugin``) carries them onto each
scenario's result; reports group them. Kept in one small module both layers import, so the wording of a
skip reason is never parsed back out of free text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import pytest

# Why a scenario could not run on this engine. "capability": a @needs tag the engine does not announce;
# "card": a probe card the engine cannot map; "operation": an action or request kind it does not implement;
# "setup_field": a part of the setup it cannot build; "edition": a rules edition; "prompt": a decision the
# engine asked for that the protocol does not know; "other": anything the engine did not classify.
CauseKind = Literal["capability", "card", "operation", "setup_field", "edition", "prompt", "other"]
CAUSE_KINDS: tuple[str, ...] = ("capability", "card", "operation", "setup_field", "edition", "prompt", "other")


@dataclass(frozen=True)
class SkipCause:
    """One thing the engine lacks, e.g. ``SkipCause("card", "Probe Zap")``."""

    kind: str
    name: str
    detail: str = ""

    def to_json(self) -> dict[str, str]:
        out = {"kind": self.kind, "name": self.name}
        if self.detail:
            out["detail"] = self.detail
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SkipCause:
        return cls(str(data["kind"]), str(data["name"]), str(data.get("detail", "")))

    def reason(self) -> str:
        """The skip message people read: ``engine lacks card Probe Zap: <engine's words>``."""
        what = {"capability": "capability", "card": "probe card", "operation": "operation",
                "setup_field": "setup field", "edition": "edition", "prompt": "prompt",
                "other": "support for"}.get(self.kind, self.kind)
        return f"engine lacks {what} {self.name}" + (f": {self.detail}" if self.detail else "")


class EngineLacks(pytest.skip.Exception):  # type: ignore[name-defined,misc]
    """A skip that says what the engine lacks (a subclass of pytest's own skip, so pytest reports SKIPPED)."""

    def __init__(self, cause: SkipCause) -> None:
        super().__init__(cause.reason(), allow_module_level=False)
        self.cause = cause


def skip_for(cause: SkipCause) -> None:
    raise EngineLacks(cause)


class Deviation(AssertionError):
    """The engine left the rules' path before the scenario reached its checks.

    ``rule`` is the rule broken first (``mtg:117.3d``) when the step can tell, ``step`` the scenario step
    that could not go on, ``expected``/``actual`` what the rules required there and what the engine did.
    """

    def __init__(self, message: str, *, rule: str | None = None, step: str = "", expected: str = "",
                 actual: str = "") -> None:
        super().__init__(message)
        self.rule = rule
        self.step = step
        self.expected = expected
        self.actual = actual

    def to_json(self) -> dict[str, str]:
        out = {"step": self.step, "expected": self.expected, "actual": self.actual}
        if self.rule:
            out["rule"] = self.rule
        return out


class ScenarioError(Exception):
    """The scenario's text is wrong, not the engine: an unknown key in a table, a column a step needs and the
    table lacks, a setup no engine could be given (it breaks the setup schema), a row no engine has to match.

    Raised by the steps (``steps/``) wherever they check what the feature file says; the harness reports it as
    its own outcome, ``scenario_error``, never counted for or against the engine (README, "Outcomes").
    ``code`` names the kind of problem, as ``referee lint`` does when it finds the same one before any engine
    runs; ``row`` is the line of the step's data table the problem is in (0: the table's first line), when the
    step can tell; the harness turns it into the feature file's line; ``pointer`` the place in the setup or action
    the steps built from the text, for a schema's verdict; ``step`` the earlier step at fault (the Given that wrote
    the part of the setup a schema refuses, found when the setup is sent). Not an AssertionError on purpose:
    nothing that catches a failed check may take it for one.
    """

    def __init__(self, message: str, *, code: str = "scenario-error", row: int | None = None,
                 pointer: str = "", step: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.code = code  # the id ``referee lint`` gives the same problem (``unknown-table-key``...)
        self.row = row
        self.pointer = pointer  # where in the JSON the steps built (a setup, an action), as a JSON pointer
        self.step = step  # the text of the (earlier) step at fault, when it is not the step that raised it
