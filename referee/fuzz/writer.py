"""A divergence written down: a ready-to-review ``.feature`` scenario in the step library's vocabulary and a
JSON repro (``schemas/fuzz-report.json``).

The scenario sets up the finding's position with ``Given`` tables (exactly the setup the fuzzer sent), replays
its actions with ``When`` steps (an action the reference rejected is followed by ``Then the action is rejected
as <code>``, as any scenario must), and ends with ``Then`` checks of what the reference reported after the last
action where the engine differs: the rejection, the rules events in the rules' order (simultaneous ones sharing
a ``moment``), or the state paths that differ. It is tagged ``@rule:<game>:TODO`` for the author to replace
with the rule the engine breaks (``referee lint`` refuses the placeholder), and pinned to the edition fuzzed.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from referee.fuzz.observe import state_differences
from referee.fuzz.runner import Config, Finding, Stats
from referee.fuzz.vocabulary import when_lines
from referee.observation.events import reference_moments
from referee.observation.normal import event_atoms

TURN_KEYS = {"number": "turn", "active_player": "active player", "turn_player": "turn player", "phase": "phase",
             "step": "step", "priority": "priority", "focus": "focus"}
OBJECT_COLUMNS = ("id", "card", "owner", "zone", "location", "controller", "tapped", "exhausted", "damage",
                  "summoning_sick", "stunned", "counters")
PLAYER_FIELDS = ("players", "objects", "turn")


def cell(value: Any) -> str:
    """A table cell the steps read back as ``value`` (steps/tables.py: JSON literals, ``none``, plain words)."""
    if value is None:
        return "none"
    plain = value.replace("_", "").replace("-", "").replace(" ", "") if isinstance(value, str) else ""
    if isinstance(value, str) and plain.isalnum() and value == value.strip() and not value[0].isdigit() \
            and value.lower() not in ("none", "null", "true", "false", "nan", "infinity"):
        text = value
    else:
        text = json.dumps(value, ensure_ascii=False)
    return text.replace("\\", "\\\\").replace("|", "\\|")


def table(rows: list[list[str]], indent: str) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [indent + "| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |" for row in rows]


def given_lines(game: str, setup: dict[str, Any]) -> list[str]:
    """``Given`` steps that build exactly ``setup`` (steps/given.py)."""
    indent = "      "
    players = setup["players"]
    fields = [k for k in players[0] if k != "id"]
    out = [f"    Given a {game} game with players:",
           *table([["player", *fields], *([p["id"], *(cell(p.get(f)) for f in fields)] for p in players)], indent)]
    objects = setup.get("objects") or []
    extra = {k: v for k, v in setup.items() if k not in PLAYER_FIELDS}
    if objects:
        columns = [c for c in OBJECT_COLUMNS if any(c in o for o in objects)]
        rows = [[cell(o[c]) if c in o else "-" for c in columns] for o in objects]
        out += ["    And the objects:", *table([list(columns), *rows], indent)]
    else:
        extra["objects"] = []
    turn = setup["turn"]
    # In the order people read a turn; the step table defaults ``step`` to none (steps/given.py), and phase and
    # step names read as words ("precombat main") since the step turns them back into protocol names.
    rows = [[TURN_KEYS[k], cell(turn[k].replace("_", " ") if k in ("phase", "step") and turn[k] else turn[k])]
            for k in TURN_KEYS if k in turn and not (k == "step" and turn[k] is None)]
    out += ["    And the turn:", *table(rows, indent)]
    if extra:
        out += ["    And the setup also has:", '      """', "      " + json.dumps(extra), '      """']
    return out


def then_lines(finding: Finding) -> list[str]:
    """The checks the reference satisfies and the engine breaks, after the finding's last action."""
    divergence = finding.divergence
    last = finding.steps[-1] if finding.steps else None
    reference = last.reference if last else None
    indent = "      "
    if reference is not None and not reference.ok:
        return [f"    Then the action is rejected as {(reference.error or {}).get('code')}"]
    state = reference.state if reference is not None else finding.setup_states[0]
    if divergence.kind == "events" and reference is not None:
        moments = reference_moments(event_atoms(reference.events))  # as observe.compare reads them
        fields = list(dict.fromkeys(k for m in moments for e in m for k in e if k != "type"))
        labelled = any(len(m) > 1 for m in moments)
        header = ["type", *fields] + (["moment"] if labelled else [])
        rows = [header]
        for number, moment in enumerate(moments, start=1):
            for event in moment:
                row = [event["type"], *(cell(event[f]) if f in event else "-" for f in fields)]
                rows.append(row + ([f"m{number}" if len(moment) > 1 else "-"] if labelled else []))
        return ["    Then the events include, in order:", *table(rows, indent)]
    paths = divergence.paths if divergence.kind == "state" else []
    paths = paths or [p for p in ("phase", "step", "priority") if p in state]
    rows = [["path", "value"], *([p, cell(resolve(state, p))] for p in paths)]
    return ["    Then the state includes:", *table(rows, indent)]


def resolve(state: Any, path: str) -> Any:
    """``players.A.life`` in a state, as steps/then.py reads it (a list segment selects by index or id)."""
    node = state
    for segment in path.split("."):
        if isinstance(node, dict):
            node = node.get(segment)
        elif isinstance(node, list):
            node = next((item for item in node if isinstance(item, dict) and item.get("id") == segment), None)
    return node


def feature_text(finding: Finding, config: Config, engine_label: str, name: str) -> str:
    game = config.game
    lines = [f"@fuzz @edition:{game}:{config.edition}",
             f"Feature: {name} - found by referee fuzz",
             "",
             f"  # Found by `referee fuzz` (seed {config.seed}, tier {config.tier}) on {engine_label}:",
             f"  #   {finding.divergence.summary[:300]}",
             f"  # To keep it: replace @rule:{game}:TODO with the rule(s) the engine breaks, keep only the Then checks",
             "  # that rule requires, give the scenario a name that says the rule, and move it to a feature of the",
             "  # suite. The repro next to this file holds both engines' replies to every action.",
             f"  @rule:{game}:TODO",
             f"  Scenario: [1] {_title(finding)}",
             *given_lines(game, finding.setup)]
    keyword = "When"
    for step in finding.steps:
        text, rows = when_lines(step.action)
        lines.append(f"    {keyword} {text}")
        keyword = "And"
        lines += table(rows, "      ") if rows else []
        if step is not finding.steps[-1] and not step.reference.ok:
            lines.append(f"    Then the action is rejected as {(step.reference.error or {}).get('code')}")
            keyword = "When"
    lines += then_lines(finding)
    return "\n".join(lines) + "\n"


def _title(finding: Finding) -> str:
    divergence = finding.divergence
    what = {"acceptance": "whether the last action is legal", "code": "the rejection code of the last action",
            "unchanged_state": "the state after a rejected action", "events": "the events of the last action",
            "forced": "the answer to a forced prompt", "setup": "the setup",
            "engine_failure": "the engine's reply"}.get(divergence.kind, "the state")
    if divergence.kind == "state" and divergence.paths:
        what = f"the state ({', '.join(divergence.paths[:3])}{', ...' if len(divergence.paths) > 3 else ''})"
    return f"Fuzz finding: the engine and the reference differ in {what} after {len(finding.steps)} action(s)"


def digest(finding: Finding) -> str:
    blob = json.dumps({"setup": finding.setup, "actions": [s.action for s in finding.steps]}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:8]


def report(config: Config, stats: Stats, finding: Finding | None, engine: dict[str, Any]) -> dict[str, Any]:
    """The JSON document of a run (schemas/fuzz-report.json); with a finding, its repro."""
    from referee import __version__

    doc: dict[str, Any] = {
        "kit": {"name": "referee", "version": __version__}, "game": config.game, "edition": config.edition,
        "tier": config.tier, "seed": config.seed, "budget_seconds": config.budget, "engine": engine,
        "stats": stats.to_json(), "finding": None}
    if finding is not None:
        doc["finding"] = {
            "divergence": finding.divergence.to_json(), "setup": finding.setup,
            "setup_states": {"reference": finding.setup_states[0], "engine": finding.setup_states[1]},
            "actions": [step.to_json() for step in finding.steps],
            "differing_paths": state_differences(finding.steps[-1].reference.state, finding.steps[-1].engine.state)
            if finding.steps and finding.steps[-1].reference.ok and finding.steps[-1].engine.ok else []}
        if finding.engine_failure:
            doc["finding"]["engine_failure"] = finding.engine_failure
    return doc


def write(out: Path, config: Config, stats: Stats, finding: Finding | None, engine: dict[str, Any],
          engine_label: str) -> dict[str, Path]:
    """Write the report (and, with a finding, its scenario) under ``out``; return the paths written."""
    written: dict[str, Path] = {}
    out.mkdir(parents=True, exist_ok=True)
    document = report(config, stats, finding, engine)
    if finding is not None:
        name = f"FUZZ-{config.game}-{digest(finding)}"
        directory = out / config.game
        directory.mkdir(parents=True, exist_ok=True)
        feature = directory / f"{name}.feature"
        feature.write_text(feature_text(finding, config, engine_label, name), encoding="utf-8")
        written["feature"] = feature
        repro = directory / f"{name}.json"
        repro.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
        written["repro"] = repro
    summary = out / "fuzz-report.json"
    summary.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    written["report"] = summary
    return written
