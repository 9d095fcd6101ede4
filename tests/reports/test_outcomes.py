"""Honest outcomes carried into every report: skip causes grouped by what the engine lacks, transcripts of
skipped scenarios, notes, deviations, tiers; the same with ``-n 2``; skips are neither passes nor failures."""

from __future__ import annotations

import contextlib
import io
import json
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import outcome_plugin
import pytest
from click.testing import CliRunner

from referee import certify, tiers
from referee.cli import main
from referee.expectations import Expectation, Expectations
from referee.outcomes import CAUSE_KINDS, SkipCause
from referee.reports import write_all
from referee.reports.document import build_document
from referee.results import ScenarioResult
from referee.schemas import store

ROOT = Path(__file__).parents[2]
FAKE = ROOT / "tests" / "harness" / "fake_engine.py"
CORE, ADVANCED = "MTG01-turn-order/1", "MTG02-untap-step/6"  # phasing: an advanced probe card


def certify_fake(tmp: Path, *args: str) -> tuple[dict[str, Any], str]:
    """``referee certify`` of MTG04 against an engine that knows no card and announces no capability."""
    result = CliRunner().invoke(main, ["certify", "-k", "MTG04", "--report-dir", str(tmp), *args,
                                       "--", sys.executable, str(FAKE), "unsupported_card"])
    assert result.exit_code == 0, result.output  # skips are not failures (they count against compliance)
    return json.loads((tmp / "report.json").read_text(encoding="utf-8")), result.output


@pytest.fixture(scope="module")
def lacking(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], str, Path]:
    out = tmp_path_factory.mktemp("lacking")
    document, output = certify_fake(out)
    return document, output, out


def test_every_skip_says_what_the_engine_lacks(lacking: tuple[dict[str, Any], str, Path]) -> None:
    document, _, _ = lacking
    assert store().errors("cli/certify-report.json", document) == []
    scenarios = document["scenarios"]
    assert scenarios and all(s["outcome"] == "skipped" for s in scenarios)
    assert document["totals"]["skipped"] == len(scenarios) and document["compliance"] == 0.0
    for scenario in scenarios:
        cause = scenario["skip_cause"]
        assert cause["kind"] in CAUSE_KINDS and cause["name"]
        if cause["kind"] == "capability":  # the plugin's own skip: before any setup, so no transcript
            needs = scenario.get("skip_causes", [cause])
            assert all(c["kind"] == "capability" for c in needs)
            assert scenario["transcript"] == []
        else:  # the engine answered the setup "unsupported": the exchange is kept, and names the card
            assert scenario["transcript"][0].startswith('> {"id":') and '"type":"setup"' in scenario["transcript"][0]
            card = re.search(r"no probe card ([\w ]+)", scenario["transcript"][-1])
            assert card and card.group(1) in cause["name"] + cause.get("detail", "")
    several = [s for s in scenarios if "skip_causes" in s]
    assert several, "MTG04 has scenarios needing two capabilities"
    assert all(s["skip_cause"] == s["skip_causes"][0] and len(s["skip_causes"]) > 1 for s in several)


def test_skips_are_grouped_by_cause_most_first(lacking: tuple[dict[str, Any], str, Path]) -> None:
    document, output, out = lacking

    def key(cause: dict[str, Any]) -> tuple[str, str, str]:  # "other" causes differ by the engine's words
        return cause["kind"], cause["name"], cause.get("detail", "") if cause["kind"] == "other" else ""

    expected: dict[tuple[str, str, str], list[str]] = {}
    alone: dict[tuple[str, str, str], int] = {}
    for scenario in document["scenarios"]:
        causes = scenario.get("skip_causes", [scenario["skip_cause"]])
        for cause in causes:
            expected.setdefault(key(cause), []).append(scenario["id"])
            alone[key(cause)] = alone.get(key(cause), 0) + (len(causes) == 1)
    groups = document["skips"]
    assert {key(g): g["scenarios"] for g in groups} == expected
    assert all(g["count"] == len(g["scenarios"]) and g["alone"] == alone[key(g)] for g in groups)
    assert [g["count"] for g in groups] == sorted((g["count"] for g in groups), reverse=True)
    sagas = next(g for g in groups if g["name"] == "sagas")
    assert sagas["kind"] == "capability" and sagas["alone"] < sagas["count"]  # MTG04/21 also needs archenemy
    # shown where an author reads it: the certify text, summary.md and report.html
    total = len(document["scenarios"])
    assert f"  -- mtg/MTG04-main-phase.feature: 0/{total} ({total} skipped)" in output  # skipped, not failed
    assert f"SKIPPED {total} scenario(s), by what the engine lacks" in output
    assert f"capability sagas: {sagas['count']} scenario(s), {sagas['alone']} lacking only this" in output
    summary = (out / "summary.md").read_text(encoding="utf-8")
    assert f"| capability sagas | {sagas['count']} | {sagas['alone']} |" in summary
    page = (out / "report.html").read_text(encoding="utf-8")
    assert '<div id="skips">' in page
    assert (f'<span class="n">{sagas["count"]}</span> scenarios: the engine lacks <b>capability sagas</b>'
            f'<span class="muted">, {sagas["alone"]} lacking only this</span>') in page
    cases = ET.parse(out / "junit.xml").getroot().findall(".//testcase")
    only_sagas = next(s["id"] for s in document["scenarios"] if s["skip_cause"] == {"kind": "capability",
                                                                                       "name": "sagas"})
    case = next(c for c in cases if c.get("name", "").startswith(only_sagas + " "))
    skipped = case.find("skipped")
    assert skipped is not None and skipped.get("message") == "engine lacks capability sagas"


def test_skip_causes_are_the_same_with_two_workers(lacking: tuple[dict[str, Any], str, Path],
                                                   tmp_path: Path) -> None:
    serial, _, _ = lacking
    parallel, _ = certify_fake(tmp_path, "-n", "2")

    def keep(doc: dict[str, Any]) -> list[tuple[Any, ...]]:
        return [(s["id"], s["outcome"], s["tier"], json.dumps(s.get("skip_causes", s["skip_cause"])),
                 len(s["transcript"])) for s in doc["scenarios"]]

    assert keep(parallel) == keep(serial)
    assert parallel["skips"] == serial["skips"]


# By its package path: xdist workers import -p plugins with the sys.path their controller started with,
# which has the project root (an editable install) but not this directory.
PLUGIN = "tests.reports.outcome_plugin"


def run_with_plugin(workers: int) -> certify.CertifyCollector:
    """A certify run of three MTG01 scenarios with ``outcome_plugin`` noting one and deviating another."""
    options = certify.CertifyOptions(scenarios=["MTG01-turn-order/1", "MTG01-turn-order/2", "MTG01-turn-order/3"],
                                     workers=workers)
    collector = certify.CertifyCollector(options)
    output = io.StringIO()
    with tempfile.TemporaryDirectory(prefix="referee-") as root, contextlib.redirect_stdout(output):
        pytest.main([*certify.pytest_args(options, root), "-p", PLUGIN], plugins=[collector])
    collector.results.sort(key=lambda r: r.id)
    assert len(collector.results) == 3, output.getvalue()
    return collector


@pytest.mark.parametrize("workers", [1, 2])
def test_notes_deviations_and_transcripts_reach_report_json(workers: int, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    from referee.cli import _pretty

    options = certify.CertifyOptions()
    collector = run_with_plugin(workers)
    document = certify.report(collector, options)
    assert store().errors("cli/certify-report.json", document) == []
    noted, deviating, plain = document["scenarios"]
    assert [s["outcome"] for s in document["scenarios"]] == ["passed", "failed", "passed"]
    assert noted["notes"] == [outcome_plugin.NOTE]  # the steps' own notes would come first; this one has none
    assert outcome_plugin.NOTE not in plain["notes"] + deviating["notes"]
    assert deviating["deviation"] == outcome_plugin.DEVIATION and "deviation" not in plain
    assert deviating["message"] == "B should have received priority, but A kept it"
    assert deviating["transcript"] and noted["transcript"] == []  # a passing scenario carries none
    assert {s["tier"] for s in document["scenarios"]} == {tiers.scenario_tiers("mtg")[noted["id"]]}
    write_all(document, tmp_path)
    summary = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert "**broken first: rule mtg:117.3d at When A passes priority**" in summary
    assert f"| `{noted['id']}` | passed, with notes | {outcome_plugin.NOTE} |" in summary
    assert json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))["scenarios"][0]["notes"] == [
        outcome_plugin.NOTE]
    _pretty(document)
    text = capsys.readouterr().out
    assert "broken first: rule mtg:117.3d at When A passes priority (1 scenario(s) failed because of it):" in text
    assert f"  FAILED   {deviating['id']}" in text  # listed under the deviation that caused it
    assert "PASSED, with notes: " in text and f"  {outcome_plugin.NOTE} (1: {noted['id']})" in text


def test_tier_core_deselects_higher_tier_scenarios(tmp_path: Path) -> None:
    assert tiers.scenario_tiers("mtg")[CORE] == "core" and tiers.scenario_tiers("mtg")[ADVANCED] != "core"
    result = CliRunner().invoke(main, ["certify", "--tier", "core", "--scenario", CORE, "--scenario", ADVANCED,
                                       "--report-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    document = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert store().errors("cli/certify-report.json", document) == []
    assert [s["id"] for s in document["scenarios"]] == [CORE]  # not run, not counted (not even as skipped)
    assert document["tier"] == "core" and document["totals"]["total"] == 1
    core, total = tiers.share("mtg")
    assert document["suite_tiers"]["mtg"]["core"] == core and document["suite_tiers"]["mtg"]["total"] == total
    assert f"MTG: {core} of {total} scenarios ({core / total:.0%}) need only core cards" in result.output
    everything = CliRunner().invoke(main, ["certify", "--format", "json", "--scenario", CORE, "--scenario", ADVANCED])
    assert [s["id"] for s in json.loads(everything.stdout)["scenarios"]] == [CORE, ADVANCED]
    assert json.loads(everything.stdout)["tier"] is None


def test_plain_pytest_takes_the_tier_option() -> None:
    command = [sys.executable, "-m", "pytest", "referee/suite", "--collect-only", "-q", "-p", "no:cacheprovider",
               "--scenario", CORE, "--scenario", ADVANCED]
    collected = subprocess.run([*command, "--tier", "core"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "1 selected" in collected.stdout or collected.stdout.count("::") == 1, collected.stdout
    both = subprocess.run([*command, "--tier", "advanced"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert both.stdout.count("::") == 2, both.stdout


def test_tiers_command_counts_scenarios_and_lists_cards() -> None:
    result = CliRunner().invoke(main, ["tiers", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert store().errors("cli/tiers-report.json", data) == []
    for game in ("mtg", "riftbound"):
        by_tier = data[game]["tiers"]
        assert sum(row["scenarios"] for row in by_tier.values()) == data[game]["scenarios"] == len(
            tiers.scenario_tiers(game))
        assert by_tier["core"]["scenarios_up_to"] == tiers.share(game)[0]
        assert by_tier["advanced"]["share_up_to"] == 1.0
        cards = tiers.card_tiers(game)
        assert all(cards[card] == tier for tier, row in by_tier.items() for card in row["cards"])
    pretty = CliRunner().invoke(main, ["tiers", "--game", "riftbound"])
    assert pretty.output.startswith("Riftbound: ") and "MTG" not in pretty.output and "core" in pretty.output


def _result(ident: str, outcome: str, causes: list[SkipCause] | None = None) -> ScenarioResult:
    return ScenarioResult(ident, ident, "mtg/MTG01-turn-order.feature", "mtg", ["mtg:500.1"], outcome,
                          tier="core", skip_causes=causes or [])


def test_skips_are_neither_failures_nor_passes_for_expectations_and_compare(tmp_path: Path) -> None:
    listed = Expectations("x.toml", {"MTG01-turn-order/1": Expectation("scenario", "MTG01-turn-order/1", "known-bug")},
                          {"mtg:500.1": Expectation("rule", "mtg:500.1", "known-bug")})
    lacks = [SkipCause("card", "Probe Zap")]
    skipped = [_result("MTG01-turn-order/1", "skipped", lacks), _result("MTG01-turn-order/2", "skipped", lacks)]
    document = build_document(skipped, handshake=None, editions={}, engine_command="e", game="mtg",
                              expectations=listed)
    assert [s["status"] for s in document["scenarios"]] == ["skip", "skip"]  # not xfail, not xpass
    assert document["totals"]["expected_failures"] == 0 and document["unexpected_passes"] == []
    assert certify.exit_code(document) == 0
    assert document["skips"] == [{"kind": "card", "name": "Probe Zap", "count": 2, "alone": 2,
                                  "scenarios": ["MTG01-turn-order/1", "MTG01-turn-order/2"]}]
    before = build_document([_result("MTG01-turn-order/1", "passed"), _result("MTG01-turn-order/2", "failed")],
                            handshake=None, editions={}, engine_command="e", game="mtg")
    (tmp_path / "old.json").write_text(json.dumps(before))
    (tmp_path / "new.json").write_text(json.dumps(document))
    result = CliRunner().invoke(main, ["compare", "--format", "json", str(tmp_path / "old.json"),
                                       str(tmp_path / "new.json")])
    assert result.exit_code == 0, result.output  # passed -> skipped is not a regression
    data = json.loads(result.output)
    assert store().errors("cli/compare-report.json", data) == []
    assert data["scenarios"]["regressed"] == [] and data["scenarios"]["improved"] == []
    assert [s["id"] for s in data["scenarios"]["skipped"]] == ["MTG01-turn-order/1", "MTG01-turn-order/2"]
    assert data["rules"]["regressed"] == []  # nothing of mtg:500.1 ran in the new run: nothing to compare
    back = CliRunner().invoke(main, ["compare", str(tmp_path / "new.json"), str(tmp_path / "old.json")])
    assert back.exit_code == 0 and "No longer skipped (2):" in back.output


def test_unclassified_causes_are_told_apart_by_the_engines_words() -> None:
    from referee.reports.document import cause_label, skip_summary

    results = [_result("RB01-the-turn/8", "skipped", [SkipCause("other", "setup", "only 1v1 games")]),
               _result("RB05-action-phase/8", "skipped", [SkipCause("other", "setup", "only 1v1 games")]),
               _result("RB05-action-phase/9", "skipped", [SkipCause("other", "setup", "no seals")]),
               _result("RB05-action-phase/10", "skipped", [SkipCause("card", "Probe Zap", "unknown card")]),
               _result("RB05-action-phase/11", "skipped", [SkipCause("card", "Probe Zap", "no such card")])]
    groups = skip_summary(results)
    assert [(g["name"], g.get("detail"), g["count"]) for g in groups] == [
        ("Probe Zap", "unknown card", 2), ("setup", "only 1v1 games", 2), ("setup", "no seals", 1)]
    assert [cause_label(g) for g in groups] == ["probe card Probe Zap", "setup: only 1v1 games", "setup: no seals"]
