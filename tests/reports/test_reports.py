"""report.json, JUnit, Markdown and badges from one run; compare; the JSON output is schema-valid."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from conftest import THREE, run_cli

from referee.reports.document import suite_hash
from referee.schemas import store


def test_report_json_is_valid_and_complete(document: dict[str, Any]) -> None:
    assert store().errors("cli/certify-report.json", document) == []
    assert [s["id"] for s in document["scenarios"]] == THREE
    assert [s["status"] for s in document["scenarios"]] == ["pass", "fail", "pass"]
    failing = document["scenarios"][1]
    assert "did not happen" in failing["message"]
    assert failing["transcript"][0].startswith('> {"id":') and any(t.startswith("< ") for t in failing["transcript"])
    assert document["scenarios"][0]["transcript"] == []  # only failing scenarios carry one
    assert document["suite"] == suite_hash() and len(document["suite"]["sha256"]) == 64
    assert document["engine"]["engine"]["name"] and document["editions"]["mtg"]
    assert document["totals"] == {"passed": 2, "failed": 1, "errored": 0, "skipped": 0, "scenario_error": 0, "total": 3,
                                  "expected_failures": 0, "unexpected_passes": 0}
    assert document["games"]["mtg"]["compliance"] == round(2 / 3, 4)
    section = document["sections"]["mtg:500"]
    touching = [s for s in document["scenarios"] if any(r.startswith("mtg:500.") for r in s["rules"])]
    assert section["title"] == "General"
    assert section["total"] == len(touching) and section["passed"] == sum(s["status"] == "pass" for s in touching)
    for rule in failing["rules"]:
        assert document["rules"][rule]["failed"] >= 1


def test_junit_has_one_testcase_per_scenario_with_rule_properties(report_dir: Path, document: dict[str, Any]) -> None:
    root = ET.parse(report_dir / "junit.xml").getroot()
    cases = root.findall(".//testcase")
    assert len(cases) == 3
    failing = cases[1]
    assert failing.find("failure") is not None and cases[0].find("failure") is None
    rules = [p.get("value") for p in failing.findall("properties/property") if p.get("name") == "rule"]
    assert rules == document["scenarios"][1]["rules"]
    assert root.get("failures") == "1" and root.get("tests") == "3"


def test_markdown_summary_and_badges(report_dir: Path) -> None:
    summary = (report_dir / "summary.md").read_text(encoding="utf-8")
    assert "**Compliance 66.7%**" in summary
    assert "| FAIL | `MTG01-turn-order/2`" in summary
    assert "| mtg:500 " in summary
    badge = json.loads((report_dir / "badge-mtg.json").read_text(encoding="utf-8"))
    assert badge == {"schemaVersion": 1, "label": "MTG turn structure", "message": "66.7%", "color": "orange"}


def test_format_json_prints_the_same_document_without_animation(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "--format", "json")
    assert "\x1b[" not in result.output  # no progress animation, no colours
    data = json.loads(result.stdout)  # only the document on stdout
    assert [s["status"] for s in data["scenarios"]] == ["pass", "fail", "pass"]


def test_compare_lists_regressions_and_improvements(tmp_path: Path, report_dir: Path) -> None:
    from click.testing import CliRunner

    from referee.cli import main

    old = json.loads((report_dir / "report.json").read_text(encoding="utf-8"))
    new = json.loads(json.dumps(old))
    new["scenarios"][1]["outcome"], new["scenarios"][1]["status"] = "passed", "pass"
    new["scenarios"][0]["outcome"], new["scenarios"][0]["status"] = "errored", "error"
    for rule in new["scenarios"][1]["rules"]:
        new["rules"][rule]["failed"] -= 1
        new["rules"][rule]["passed"] += 1
    (tmp_path / "old.json").write_text(json.dumps(old))
    (tmp_path / "new.json").write_text(json.dumps(new))
    result = CliRunner().invoke(main, ["compare", str(tmp_path / "old.json"), str(tmp_path / "new.json")])
    assert result.exit_code == 1, result.output
    assert "Regressed scenarios (1)" in result.output and "MTG01-turn-order/1: passed -> errored" in result.output
    assert "Improved scenarios (1)" in result.output and "MTG01-turn-order/2: failed -> passed" in result.output
    as_json = CliRunner().invoke(main, ["compare", "--format", "json", str(tmp_path / "old.json"),
                                        str(tmp_path / "new.json")])
    data = json.loads(as_json.output)
    assert [s["id"] for s in data["scenarios"]["regressed"]] == ["MTG01-turn-order/1"]
    assert store().errors("cli/compare-report.json", data) == []
