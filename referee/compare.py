"""``referee compare OLD NEW``: what regressed and what improved between two report.json files.

A scenario regressed when it passed before and fails now (or went from failed to errored); a rule
regressed when its compliance among the scenarios that ran dropped. A skip is neither a pass nor a
failure: a scenario that became skipped, or stopped being skipped, is listed apart (``skipped``,
``unskipped``) and never counts as a regression; so is one whose text became wrong, or was fixed
(``scenario_errors``, ``fixed_scenarios``): it judged nothing. Scenarios new to or gone from the suite are listed
apart.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# skipped and scenario_error are outside the ranking: the first did not run, the second judged nothing
RANK = {"passed": 2, "failed": 1, "errored": 0}
SCENARIO_ERROR = "scenario_error"


class CompareError(Exception):
    pass


def load(path: str | Path) -> dict[str, Any]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CompareError(f"{path}: not a readable report.json ({exc})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("scenarios"), list):
        raise CompareError(f"{path}: not a referee certify report (no scenarios)")
    return data


def _ratio(counts: dict[str, Any]) -> float | None:
    """passed / scenarios that ran (None when none ran: nothing to compare)."""
    ran = sum(int(counts.get(k, 0)) for k in RANK)
    return round(int(counts.get("passed", 0)) / ran, 4) if ran else None


def compare(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    before = {s["id"]: s for s in old["scenarios"]}
    after = {s["id"]: s for s in new["scenarios"]}
    regressed: list[dict[str, Any]] = []
    improved: list[dict[str, Any]] = []
    skipped: list[dict[str, Any]] = []
    unskipped: list[dict[str, Any]] = []
    wrong: list[dict[str, Any]] = []
    fixed: list[dict[str, Any]] = []
    for ident in sorted(before.keys() & after.keys()):
        a, b = before[ident]["outcome"], after[ident]["outcome"]
        if a == b:
            continue
        entry = {"id": ident, "name": after[ident]["name"], "rules": after[ident]["rules"], "old": a, "new": b,
                 "message": after[ident].get("message", "")}
        if b == SCENARIO_ERROR:
            wrong.append(entry)
        elif a == SCENARIO_ERROR:
            fixed.append(entry)
        elif b == "skipped":
            skipped.append(entry)
        elif a == "skipped":
            unskipped.append(entry)
        else:
            (regressed if RANK[b] < RANK[a] else improved).append(entry)
    rules_regressed: list[dict[str, Any]] = []
    rules_improved: list[dict[str, Any]] = []
    old_rules, new_rules = old.get("rules", {}), new.get("rules", {})
    for rule in sorted(old_rules.keys() & new_rules.keys()):
        a, b = _ratio(old_rules[rule]), _ratio(new_rules[rule])
        if a is not None and b is not None and a != b:
            (rules_regressed if b < a else rules_improved).append({"rule": rule, "old": a, "new": b})
    return {
        "old": {"compliance": old.get("compliance", 0.0), "suite": (old.get("suite") or {}).get("sha256", "")},
        "new": {"compliance": new.get("compliance", 0.0), "suite": (new.get("suite") or {}).get("sha256", "")},
        "same_suite": (old.get("suite") or {}).get("sha256") == (new.get("suite") or {}).get("sha256"),
        "scenarios": {"regressed": regressed, "improved": improved, "skipped": skipped, "unskipped": unskipped,
                      "scenario_errors": wrong, "fixed_scenarios": fixed,
                      "added": sorted(after.keys() - before.keys()), "removed": sorted(before.keys() - after.keys())},
        "rules": {"regressed": rules_regressed, "improved": rules_improved,
                  "added": sorted(new_rules.keys() - old_rules.keys()),
                  "removed": sorted(old_rules.keys() - new_rules.keys())},
    }


def render_text(result: dict[str, Any]) -> list[str]:
    lines = [f"compliance {result['old']['compliance'] * 100:.1f}% -> {result['new']['compliance'] * 100:.1f}%"]
    if not result["same_suite"]:
        lines.append("note: the two runs used different suites (features, steps or schemas changed)")
    s, r = result["scenarios"], result["rules"]
    for title, items in (("Regressed rules", r["regressed"]), ("Improved rules", r["improved"])):
        if items:
            lines.append(f"{title} ({len(items)}):")
            lines += [f"  {i['rule']}: {i['old'] * 100:.0f}% -> {i['new'] * 100:.0f}%" for i in items]
    for title, items in (("Regressed scenarios", s["regressed"]), ("Improved scenarios", s["improved"])):
        if items:
            lines.append(f"{title} ({len(items)}):")
            for i in items:
                lines.append(f"  {i['id']}: {i['old']} -> {i['new']}  {i['name']}")
                first = i["message"].strip().splitlines()
                if first and title.startswith("Regressed"):
                    lines.append(f"      {first[0][:200]}")
    for title, items in (("Newly skipped (the engine lacks something it had)", s["skipped"]),
                         ("No longer skipped", s["unskipped"]),
                         ("New scenario errors (their text is wrong: they judged nothing)", s["scenario_errors"]),
                         ("Scenario errors fixed", s["fixed_scenarios"])):
        if items:
            lines.append(f"{title} ({len(items)}):")
            lines += [f"  {i['id']}: {i['old']} -> {i['new']}  {i['name']}" for i in items]
    for title, items in (("New scenarios", s["added"]), ("Removed scenarios", s["removed"])):
        if items:
            lines.append(f"{title} ({len(items)}): {', '.join(items)}")
    if not (s["regressed"] or s["improved"] or s["skipped"] or s["unskipped"] or s["scenario_errors"]
            or s["fixed_scenarios"] or r["regressed"] or r["improved"]):
        lines.append("no change")
    return lines
