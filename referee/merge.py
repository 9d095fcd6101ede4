"""``referee merge``: join the report.json files of ``certify --shard K/N`` runs into one report.

The merged report is rebuilt from the shards' scenario entries by the same ``build_document`` a
single run uses, so totals, compliance, per-rule and per-section counts, skips grouped by cause,
notes, unexpected passes of expected-failure rules and the tier share are computed over all the
scenarios, exactly as one unsharded run computes them; scenarios come in the same suite order.

Reports that do not belong together are refused (MergeError, a usage error): different kit
versions, suites, engines, editions, games, tiers or selections, a report that is not a shard,
shards of different splits, the same shard twice, a scenario in two reports, or a missing shard
(a merged report must never pass scenarios that did not run).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from referee import expectations as expectations_mod
from referee.outcomes import SkipCause
from referee.reports.document import build_document, engine_name
from referee.results import ScenarioResult
from referee.sharding import Shard


class MergeError(Exception):
    """The reports cannot be merged; the message says which and why."""


def load(path: str | Path) -> dict[str, Any]:
    try:
        document = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise MergeError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    except json.JSONDecodeError as exc:
        raise MergeError(f"{path}: not JSON: {exc}") from exc
    if not isinstance(document, dict) or not isinstance(document.get("scenarios"), list) or "suite" not in document:
        raise MergeError(f"{path}: not a report.json of referee certify")
    return document


def result_of(entry: dict[str, Any]) -> ScenarioResult:
    """The ScenarioResult a report's scenario entry was made from (ScenarioResult.to_json reversed)."""
    causes = entry.get("skip_causes") or ([entry["skip_cause"]] if entry.get("skip_cause") else [])
    deviation = entry.get("deviation")
    return ScenarioResult(
        id=str(entry["id"]), name=str(entry["name"]), feature=str(entry["feature"]), game=str(entry["game"]),
        rules=[str(rule) for rule in entry["rules"]], outcome=str(entry["outcome"]),
        message=str(entry.get("message", "")), duration=float(entry.get("duration", 0.0)),
        transcript=[str(line) for line in entry.get("transcript", [])],
        tagged_rules=[str(rule) for rule in entry.get("tagged_rules", [])], tier=str(entry.get("tier", "")),
        skip_causes=[SkipCause.from_json(cause) for cause in causes],
        notes=[str(note) for note in entry.get("notes", [])],
        deviation={str(k): str(v) for k, v in deviation.items()} if isinstance(deviation, dict) else None,
        steps=[dict(step) for step in entry.get("steps", [])])


def _same(documents: Sequence[tuple[str, dict[str, Any]]], what: str, value: Any) -> None:
    """Refuse reports that disagree on ``value(document)``, naming the first two that differ."""
    first_path, first = documents[0]
    for path, document in documents[1:]:
        if value(document) != value(first):
            raise MergeError(f"cannot merge reports of different {what}: {first_path} has {value(first)!r}, "
                             f"{path} has {value(document)!r}")


def _shards(documents: Sequence[tuple[str, dict[str, Any]]]) -> list[Shard]:
    shards: dict[Shard, str] = {}
    for path, document in documents:
        shard = Shard.from_json(document.get("shard"))
        if shard is None:
            raise MergeError(f"{path} is not a shard's report (certify --shard K/N): it overlaps every shard")
        if shard in shards:
            raise MergeError(f"overlapping shards: {shards[shard]} and {path} are both shard {shard}")
        shards[shard] = path
    counts = sorted({shard.count for shard in shards})
    if len(counts) > 1:
        raise MergeError(f"overlapping shards: the reports split the suite in different numbers of shards "
                         f"({', '.join(map(str, counts))}); merge the shards of one split")
    count = counts[0]
    missing = [str(Shard(index, count)) for index in range(1, count + 1) if Shard(index, count) not in shards]
    if missing:
        raise MergeError(f"missing shard(s) {', '.join(missing)}: a merged report must cover every shard "
                         f"(their scenarios did not run)")
    return sorted(shards)


def _editions(documents: Sequence[tuple[str, dict[str, Any]]]) -> dict[str, str]:
    """The union of the shards' editions (a shard without a game's scenarios names no edition for it)."""
    editions: dict[str, tuple[str, str]] = {}
    for path, document in documents:
        for game, edition in document.get("editions", {}).items():
            seen = editions.setdefault(game, (edition, path))
            if seen[0] != edition:
                raise MergeError(f"cannot merge reports of different editions: {seen[1]} certified {game} "
                                 f"{seen[0]}, {path} certified {game} {edition}")
    return {game: edition for game, (edition, _) in editions.items()}


def _engine(documents: Sequence[tuple[str, dict[str, Any]]]) -> dict[str, Any] | None:
    handshakes = [(path, document["engine"]) for path, document in documents if document.get("engine")]
    for path, handshake in handshakes[1:]:
        if handshake != handshakes[0][1]:
            raise MergeError(f"cannot merge reports of different engines: {handshakes[0][0]} certified "
                             f"{engine_name(documents[0][1])}, {path} certified {engine_name({'engine': handshake})}"
                             " (or the same engine announcing a different handshake)")
    return handshakes[0][1] if handshakes else None


def merge(paths: Sequence[str | Path], expectations_path: str | None = None) -> dict[str, Any]:
    """The report one unsharded run would have written, from the reports of all N shards."""
    if not paths:
        raise MergeError("give the report.json of every shard")
    documents = [(str(path), load(path)) for path in paths]
    shards = _shards(documents)
    _same(documents, "kit versions", lambda d: d.get("kit", {}).get("version"))
    _same(documents, "suite hashes (the kit's features, steps or schemas differ)",
          lambda d: d.get("suite", {}).get("sha256"))
    _same(documents, "games (--game)", lambda d: d.get("game"))
    _same(documents, "tiers (--tier)", lambda d: d.get("tier"))
    _same(documents, "selections", lambda d: d["shard"].get("selection"))
    _same(documents, "expectations files", lambda d: d.get("expectations"))
    editions = _editions(documents)
    handshake = _engine(documents)

    results: list[ScenarioResult] = []
    origin: dict[str, str] = {}
    for path, document in documents:
        for entry in document["scenarios"]:
            if entry["id"] in origin:
                raise MergeError(f"overlapping shards: scenario {entry['id']} is in {origin[entry['id']]} and {path}")
            origin[entry["id"]] = path
            results.append(result_of(entry))
    from referee.certify import _order

    results.sort(key=_order)

    expectations = None
    source = expectations_path or documents[0][1].get("expectations")
    if source:
        try:
            expectations = expectations_mod.load(str(source))
        except expectations_mod.ExpectationsError as exc:
            raise MergeError("the shards were certified with expectations, needed again to merge them: "
                             + "; ".join(exc.problems) + " (give the file with --expectations FILE)") from exc
    stopped = "; ".join(f"shard {Shard.from_json(d['shard'])}: {d['stopped']}"
                        for _, d in documents if d.get("stopped"))
    first = documents[0][1]
    return build_document(results, handshake=handshake, editions=editions, engine_command=first["engine_command"],
                          game=first["game"], expectations=expectations, stopped=stopped, tier=first["tier"],
                          merged_from=[{**shard.to_json(), "selection": first["shard"].get("selection", "")}
                                       for shard in shards])


def interrupted(document: dict[str, Any]) -> bool:
    """A shard was stopped by Ctrl-C (or its CI job cancelled): the merged report is partial."""
    return any(part.split(": ", 1)[-1].startswith("interrupted") for part in document["stopped"].split("; ")
               if part)
