"""The certification document (``report.json``, ``--format json``): schemas/cli/certify-report.json.

Every other report (JUnit, Markdown, badges, HTML, ``referee compare``) is rendered from this one
document, so they can't disagree with it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from referee import __version__, tiers
from referee.outcomes import SkipCause
from referee.resources import features_dir, schemas_dir, steps_dir
from referee.results import ENGINE_BAD, GAMES, OUTCOMES, SCENARIO_ERROR, ScenarioResult

if TYPE_CHECKING:
    from referee.expectations import Expectations

SCHEMA_ID = "https://referee.dev/schemas/v1/cli/certify-report.json"
STATUSES = {"passed": "pass", "failed": "fail", "errored": "error", "skipped": "skip", SCENARIO_ERROR: SCENARIO_ERROR}
GAME_LABELS = {"mtg": "MTG", "riftbound": "Riftbound"}


@cache
def suite_hash() -> dict[str, Any]:
    """A sha256 over the suite's features, step library and schemas (paths and contents)."""
    digest = hashlib.sha256()
    counts = {}
    for kind, root, pattern in (("features", features_dir(), "*.feature"), ("steps", steps_dir(), "*.py"),
                                ("schemas", schemas_dir(), "*.json")):
        files = sorted(p for p in root.rglob(pattern) if p.is_file())
        counts[kind] = len(files)
        for path in files:
            digest.update(f"{kind}/{path.relative_to(root).as_posix()}\0".encode())
            digest.update(path.read_bytes())
            digest.update(b"\0")
    return {"sha256": digest.hexdigest(), "files": counts}


def section_of(rule: str) -> tuple[str, str]:
    """("mtg", "703") for "mtg:703.4d"; ("riftbound", "315") for "riftbound:315.3.a"."""
    game, _, ident = rule.partition(":")
    return game, ident.split(".")[0]


@cache
def section_title(game: str, edition: str, section: str) -> str:
    from referee.rules.store import RulesError, bundled_editions, load_bundled

    candidates = [edition] + [e for g, e in bundled_editions(game) if g == game and e != edition]
    for candidate in candidates:
        try:
            rule = load_bundled(game, candidate).get(section)
        except (RulesError, OSError, ValueError):
            continue
        if rule is not None and rule.title:
            return str(rule.title)
    return ""


def _counts() -> dict[str, int]:
    return dict.fromkeys(OUTCOMES, 0)


def _ratio(passed: int, total: int) -> float:
    return round(passed / total, 4) if total else 0.0


def judged(counts: dict[str, Any]) -> int:
    """The scenarios that judged the engine: all but those whose text was wrong (a skip counts: the engine lacked
    something the scenario needs)."""
    return int(counts["total"]) - int(counts.get(SCENARIO_ERROR, 0))


def skip_summary(results: Sequence[ScenarioResult]) -> list[dict[str, Any]]:
    """Skipped scenarios grouped by what the engine lacks, most scenarios first: what to implement next.

    A scenario lacking several things (two capabilities) counts under each; ``alone`` counts the
    scenarios for which this cause is the only one reported. Causes of kind ``other`` are also told
    apart by their detail (the engine's words): their name is only the request that met them.
    """
    groups: dict[tuple[str, str, str], dict[str, Any]] = {}
    for result in results:
        if result.outcome != "skipped":
            continue
        causes = result.skip_causes or [SkipCause("other", "unspecified")]
        for cause in causes:
            key = (cause.kind, cause.name, cause.detail if cause.kind == "other" else "")
            group = groups.setdefault(key, {
                "kind": cause.kind, "name": cause.name, "count": 0, "alone": 0, "scenarios": []})
            if cause.detail and "detail" not in group:
                group["detail"] = cause.detail
            group["count"] += 1
            group["alone"] += len(causes) == 1
            group["scenarios"].append(result.id)
    return sorted(groups.values(), key=lambda g: (-g["count"], g["kind"], g["name"]))


def suite_tiers(games: Sequence[str]) -> dict[str, dict[str, int]]:
    """Per game, how many of the suite's scenarios need each probe-card tier (the whole suite, not the run)."""
    out: dict[str, dict[str, int]] = {}
    for game in games:
        by_scenario = tiers.scenario_tiers(game)
        counts = {tier: sum(t == tier for t in by_scenario.values()) for tier in tiers.TIERS}
        out[game] = {**counts, "total": len(by_scenario)}
    return out


def build_document(results: Sequence[ScenarioResult], *, handshake: dict[str, Any] | None, editions: dict[str, str],
                   engine_command: str, game: str, expectations: Expectations | None = None,
                   stopped: str = "", tier: str | None = None, shard: dict[str, Any] | None = None,
                   merged_from: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    scenarios = []
    expected_failures = 0
    unexpected: list[dict[str, Any]] = []
    for result in results:
        entry = result.to_json()
        match = expectations.match(result) if expectations is not None else None
        entry["expected"] = match.to_json() if match is not None else None
        status = STATUSES[result.outcome]
        # A scenario error is never the engine's: no expectation covers it, it stays one.
        if match is not None and result.outcome in ENGINE_BAD:
            status = "xfail"
            expected_failures += 1
        elif match is not None and match.kind == "scenario" and result.outcome == "passed":
            status = "xpass"
            unexpected.append(match.to_json())
        entry["status"] = status
        scenarios.append(entry)
    # A rule expected to fail whose scenarios all passed. Not judged in a shard, which holds only some of
    # a rule's scenarios: referee merge judges it over all of them.
    if expectations is not None and not shard:
        for rule, match in sorted(expectations.rules.items()):
            ran = [r for r in results if (rule in r.rules or rule in r.tagged_rules)
                   and r.outcome not in ("skipped", SCENARIO_ERROR)]
            if ran and all(r.outcome == "passed" for r in ran):
                unexpected.append(match.to_json())
                for entry in scenarios:
                    if rule in (*entry["rules"], *entry.get("tagged_rules", [])) and entry["status"] == "pass":
                        entry["status"] = "xpass"

    totals = _counts()
    for result in results:
        totals[result.outcome] += 1
    totals["total"] = len(results)
    totals["expected_failures"] = expected_failures
    totals["unexpected_passes"] = len(unexpected)

    rules: dict[str, dict[str, Any]] = {}
    sections: dict[str, dict[str, Any]] = {}
    games: dict[str, dict[str, Any]] = {}
    for result in results:
        if result.game:
            g = games.setdefault(result.game, {"edition": editions.get(result.game, ""), **_counts(), "total": 0})
            g[result.outcome] += 1
            g["total"] += 1
        seen_sections = set()
        for rule in result.rules:
            counts = rules.setdefault(rule, {**_counts(), "total": 0})
            counts[result.outcome] += 1
            counts["total"] += 1
            rule_game, number = section_of(rule)
            key = f"{rule_game}:{number}"
            section = sections.setdefault(key, {
                "game": rule_game, "section": number,
                "title": section_title(rule_game, editions.get(rule_game, ""), number),
                **_counts(), "total": 0, "rules": []})
            if rule not in section["rules"]:
                section["rules"].append(rule)
            if key not in seen_sections:
                seen_sections.add(key)
                section[result.outcome] += 1
                section["total"] += 1
    for bucket in (*rules.values(), *sections.values(), *games.values()):
        bucket["compliance"] = _ratio(bucket["passed"], judged(bucket))
    for section in sections.values():
        section["rules"].sort()

    return {
        "$schema": SCHEMA_ID,
        "kit": {"name": "referee", "version": __version__},
        "suite": suite_hash(),
        "engine": handshake,
        "engine_command": engine_command,
        "game": game,
        "tier": tier,
        **({"shard": shard} if shard else {}),
        **({"merged_from": merged_from} if merged_from else {}),
        "editions": dict(sorted(editions.items())),
        "totals": totals,
        "compliance": _ratio(totals["passed"], judged(totals)),
        "games": dict(sorted(games.items())),
        "sections": dict(sorted(sections.items(), key=lambda kv: (kv[1]["game"], _num(kv[1]["section"])))),
        "rules": dict(sorted(rules.items())),
        "expectations": expectations.path if expectations is not None else None,
        "unexpected_passes": unexpected,
        "stopped": stopped,
        "skips": skip_summary(results),
        "suite_tiers": suite_tiers(sorted({r.game for r in results if r.game} or
                                          (GAMES if game == "all" else (game,)))),
        "scenarios": scenarios,
    }


def _num(text: str) -> tuple[int, str]:
    return (int(text), "") if text.isdigit() else (0, text)


def engine_name(document: dict[str, Any]) -> str:
    engine = document.get("engine")
    if isinstance(engine, dict) and isinstance(engine.get("engine"), dict):
        return f"{engine['engine'].get('name', '?')} {engine['engine'].get('version', '')}".strip()
    return str(document.get("engine_command", "engine"))


def percent(ratio: float) -> str:
    value = ratio * 100
    return f"{value:.0f}%" if value in (0, 100) or value == int(value) else f"{value:.1f}%"


def scenario_errors(document: dict[str, Any]) -> list[dict[str, Any]]:
    """The scenarios whose text is wrong, in suite order: listed apart from the engine's problems."""
    return [s for s in document["scenarios"] if s["outcome"] == SCENARIO_ERROR]


def problems(document: dict[str, Any]) -> list[dict[str, Any]]:
    """The scenarios a reader should look at about the engine: failures, errors, unexpected passes (then
    expected failures). Scenario errors are not the engine's: :func:`scenario_errors`."""
    order = {"error": 0, "fail": 1, "xpass": 2, "xfail": 3}
    picked = [s for s in document["scenarios"] if s["status"] in order]
    return sorted(picked, key=lambda s: (order[s["status"]], s["feature"], s["id"]))


CAUSE_WORDS = {"capability": "capability", "card": "probe card", "operation": "operation", "setup_field": "setup field",
               "edition": "edition", "prompt": "prompt", "other": ""}


def cause_label(group: dict[str, Any]) -> str:
    """``probe card Probe Zap`` for a skip cause or a skips group; an unclassified cause with the engine's
    words (``setup: only 1v1 games are implemented``)."""
    if group["kind"] == "other" and group.get("detail"):
        return f"{group['name']}: {group['detail']}"
    words = CAUSE_WORDS.get(str(group["kind"]), str(group["kind"]))
    return f"{words} {group['name']}".strip()


def deviation_label(deviation: dict[str, Any]) -> str:
    """``broken first: rule mtg:117.3d at When A passes priority``: where the engine left the rules' path."""
    where = f" at {deviation['step']}" if deviation.get("step") else ""
    if deviation.get("rule"):
        return f"broken first: rule {deviation['rule']}{where}"
    return f"left the rules' path{where}"


def tier_share_lines(document: dict[str, Any]) -> list[str]:
    """``MTG: 191 of 259 scenarios (74%) need only core cards``, per game of the suite."""
    lines = []
    for game, counts in document.get("suite_tiers", {}).items():
        total = counts["total"]
        if total:
            lines.append(f"{GAME_LABELS.get(game, game)}: {counts['core']} of {total} scenarios "
                         f"({counts['core'] / total:.0%}) need only core cards")
    return lines


def with_notes(document: dict[str, Any]) -> list[dict[str, Any]]:
    """Scenarios that passed (or passed as far as they ran) with tolerated differences noted."""
    return [s for s in document["scenarios"] if s.get("notes")]
