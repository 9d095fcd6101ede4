"""What a certification run measures: one result per scenario, and the steps it ran.

Kept apart from the pytest plugin that produces them so that reports, expectations, certify and merge can
read results without importing the plugin (the import contracts in pyproject.toml keep it that way).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.outcomes import SkipCause

GAMES = ("mtg", "riftbound")
# A scenario whose text is wrong (steps raised referee.outcomes.ScenarioError, or a step matches no definition):
# the features' fault, so it counts neither for nor against the engine.
SCENARIO_ERROR = "scenario_error"
OUTCOMES = ("passed", "failed", "errored", "skipped", SCENARIO_ERROR)
ENGINE_BAD = ("failed", "errored")  # the outcomes charged to the engine (an expectation may cover them)
NOT_PASSED = ("failed", "errored", "skipped", SCENARIO_ERROR)  # outcomes whose transcript and steps are kept


@dataclass
class ScenarioResult:
    """One scenario's outcome, the unit of every report."""

    id: str
    name: str
    feature: str
    game: str
    rules: list[str]
    outcome: str  # passed | failed | errored | skipped | scenario_error (OUTCOMES)
    message: str = ""
    duration: float = 0.0
    transcript: list[str] = field(default_factory=list)
    # The rule ids as the feature file tags them, when they differ from ``rules`` (which are in the
    # certified edition's numbering).
    tagged_rules: list[str] = field(default_factory=list)
    tier: str = ""  # core | standard | advanced: the highest tier among the probe cards its setup names
    # What the engine lacks, for a skipped scenario: usually one cause; one per capability when several
    # @needs tags are missing.
    skip_causes: list[SkipCause] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # tolerated differences the steps recorded
    deviation: dict[str, str] | None = None  # where the engine left the rules' path, for such a failure
    # The Gherkin steps (background first) with each one's outcome, for a scenario that did not pass.
    steps: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id, "name": self.name, "feature": self.feature, "game": self.game, "tier": self.tier,
            "rules": self.rules, "outcome": self.outcome, "message": self.message,
            "duration": round(self.duration, 6), "notes": self.notes, "transcript": self.transcript}
        if self.tagged_rules:
            out["tagged_rules"] = self.tagged_rules
        if self.skip_causes:
            out["skip_cause"] = self.skip_causes[0].to_json()
            if len(self.skip_causes) > 1:
                out["skip_causes"] = [cause.to_json() for cause in self.skip_causes]
        if self.deviation is not None:
            out["deviation"] = self.deviation
        if self.steps:
            out["steps"] = self.steps
        return out


@dataclass
class ScenarioSteps:
    """A scenario's steps as run: the step that started last and how many finished, to mark where it stopped."""

    steps: list[Any]
    background: int = 0  # the first steps come from the Background
    started: int = -1
    finished: int = 0

    def to_json(self, outcome: str) -> list[dict[str, Any]]:
        """Each step with its outcome: ``passed`` up to where the run stopped, then ``failed`` (``skipped``
        when the scenario was skipped there), then ``not_run``."""
        stopped = self.started if self.started >= self.finished else -1
        out = []
        for index, step in enumerate(self.steps):
            entry: dict[str, Any] = {"keyword": step.keyword.strip(), "text": step.name, "line": step.line_number}
            if index < self.background:
                entry["background"] = True
            if step.datatable is not None:
                entry["table"] = [[str(cell) for cell in row] for row in step.datatable.raw()]
            if step.docstring is not None:
                entry["docstring"] = step.docstring
            if outcome == "passed" or index < self.finished:
                entry["outcome"] = "passed"
            elif index == stopped:
                entry["outcome"] = "skipped" if outcome == "skipped" else "failed"
            else:
                entry["outcome"] = "not_run"
            out.append(entry)
        return out
