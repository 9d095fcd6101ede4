"""Reading feature files: scenarios, their rule/edition tags, steps and probe cards, with file:line.

Why the official Gherkin parser (``gherkin-official``, which pytest-bdd already depends on): lint must report
the same syntax errors and the same scenario expansion (outlines -> pickles) that the test runner sees.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler

RULE_TAG = re.compile(r"^@rule:(?P<game>[a-z0-9_-]+):(?P<id>\S+)$")
EDITION_TAG = re.compile(r"^@edition:(?P<game>[a-z0-9_-]+):(?P<edition>\S+)$")
NEEDS_TAG = re.compile(r"^@needs:(?P<cap>\S+)$")


@dataclass(frozen=True)
class RuleTag:
    game: str
    id: str
    line: int


@dataclass(frozen=True)
class Step:
    keyword: str  # "given" | "when" | "then"
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] = ()
    docstring: str = ""


@dataclass
class Scenario:
    """One pickle (an outline contributes one per examples row)."""

    file: str
    line: int
    name: str
    feature: str
    tags: list[str]
    rule_tags: list[RuleTag]
    editions: dict[str, list[str]]
    steps: list[Step] = field(default_factory=list)
    outline_line: int = 0

    @property
    def games(self) -> set[str]:
        return {t.game for t in self.rule_tags} | set(self.editions)

    def applies_to(self, game: str, edition: str) -> bool:
        eds = self.editions.get(game)
        return not eds or edition in eds

    def ref(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "name": self.name}


@dataclass
class FeatureFile:
    path: str
    scenarios: list[Scenario]
    error: str | None = None
    error_line: int = 0
    ast: dict[str, Any] | None = None


def _tag_lines(node: dict[str, Any], out: dict[str, int]) -> None:
    for t in node.get("tags", []):
        out.setdefault(t["id"], t["location"]["line"])


def _walk_steps(node: Any, out: dict[str, dict[str, Any]], tag_lines: dict[str, int]) -> None:
    if isinstance(node, dict):
        if "keywordType" in node and "id" in node:
            out[node["id"]] = node
        if "tags" in node and isinstance(node["tags"], list):
            for t in node["tags"]:
                if isinstance(t, dict) and "id" in t:
                    tag_lines[t["id"]] = t["location"]["line"]
        for v in node.values():
            _walk_steps(v, out, tag_lines)
    elif isinstance(node, list):
        for v in node:
            _walk_steps(v, out, tag_lines)


_KW = {"Context": "given", "Action": "when", "Outcome": "then"}


def load_feature(path: str | Path, display: str | None = None) -> FeatureFile:
    """Parse one .feature file into scenarios (pickles) with source lines."""
    name = display or str(path)
    text = Path(path).read_text(encoding="utf-8")
    try:
        doc: Any = Parser().parse(text)
    except Exception as exc:  # gherkin raises CompositeParserException and friends
        m = re.search(r"\((\d+):\d+\)", str(exc))
        return FeatureFile(name, [], error=str(exc).strip().splitlines()[0],
                           error_line=int(m.group(1)) if m else 1)
    doc["uri"] = name
    feature = doc.get("feature") or {}
    steps_by_id: dict[str, dict[str, Any]] = {}
    tag_lines: dict[str, int] = {}
    _walk_steps(feature, steps_by_id, tag_lines)
    scen_lines: dict[str, int] = {}

    def collect(children: list[dict[str, Any]]) -> None:
        for ch in children:
            if "scenario" in ch:
                scen_lines[ch["scenario"]["id"]] = ch["scenario"]["location"]["line"]
            if "rule" in ch:
                collect(ch["rule"].get("children", []))

    collect(feature.get("children", []))
    out: list[Scenario] = []
    pickles: list[Any] = list(Compiler().compile(doc))
    for p in pickles:
        tags = [t["name"] for t in p.get("tags", [])]
        rule_tags = []
        editions: dict[str, list[str]] = {}
        for t in p.get("tags", []):
            line = tag_lines.get(t.get("astNodeId", ""), 0)
            m = RULE_TAG.match(t["name"])
            if m:
                rule_tags.append(RuleTag(m.group("game"), m.group("id"), line))
            e = EDITION_TAG.match(t["name"])
            if e:
                editions.setdefault(e.group("game"), []).append(e.group("edition"))
        steps = []
        for s in p.get("steps", []):
            ast = steps_by_id.get(s["astNodeIds"][0], {})
            rows = s.get("argument", {}).get("dataTable", {}).get("rows", [])
            table = tuple(tuple(c["value"] for c in r["cells"]) for r in rows)
            docstring = s.get("argument", {}).get("docString", {}).get("content", "")
            steps.append(Step(_KW.get(s.get("type", ""), "unknown"), s["text"],
                              ast.get("location", {}).get("line", 0), table, docstring))
        outline = scen_lines.get(p["astNodeIds"][0], 0)
        out.append(Scenario(file=name, line=p.get("location", {}).get("line", outline) or outline,
                            name=p["name"], feature=feature.get("name", ""), tags=tags, rule_tags=rule_tags,
                            editions=editions, steps=steps, outline_line=outline))
    return FeatureFile(name, out, ast=doc)


def load_features(root: str | Path) -> list[FeatureFile]:
    """Every ``*.feature`` under ``root`` (sorted), paths shown relative to ``root``'s parent."""
    base = Path(root)
    if base.is_file():
        return [load_feature(base)]
    files = sorted(base.rglob("*.feature"))
    return [load_feature(f, str(f.relative_to(base.parent)) if base.parent != f else str(f)) for f in files]


def all_scenarios(root: str | Path) -> list[Scenario]:
    return [s for f in load_features(root) for s in f.scenarios]


def scenarios_for(scenarios: list[Scenario], game: str, edition: str, rule_id: str) -> list[tuple[Scenario, RuleTag]]:
    """Scenarios holding for that edition whose tags, read in its numbering, name ``rule_id`` (with the tag)."""
    from referee.rules.numbering import tag_edition, translate_all

    out = []
    for s in scenarios:
        if not s.applies_to(game, edition):
            continue
        source = tag_edition(game, s.editions.get(game, []))
        tag = next((t for t in s.rule_tags
                    if t.game == game and rule_id in translate_all(game, t.id, source, edition)), None)
        if tag is not None:
            out.append((s, tag))
    return out
