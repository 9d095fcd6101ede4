"""``certify --shard K/N`` and ``referee merge``: N sharded runs merged equal one unsharded run.

The certify runs go through the CLI against the reference engine as a subprocess, as a CI matrix
would run them; the refusals are checked on copies of those reports with one field changed.
"""

from __future__ import annotations

import copy
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from referee import exitcodes, tiers
from referee.certify import auto_workers
from referee.cli import main
from referee.schemas import store
from referee.sharding import Shard, parse, shard_of

SELECTION = ["-k", "MTG04"]
SHARDS = 3
BROKEN = Path(__file__).resolve().parent.parent / "broken" / "engines.py"


def certify(args: list[str]) -> tuple[int, dict[str, Any]]:
    result = CliRunner().invoke(main, ["certify", "--no-progress", "--format", "json", *args])
    return result.exit_code, json.loads(result.stdout)


def merge(paths: list[Path], *args: str) -> Any:
    return CliRunner().invoke(main, ["merge", *map(str, paths), *args])


def comparable(document: dict[str, Any]) -> dict[str, Any]:
    """Everything but what differs between any two runs (times), what says how the run was split, and the
    transcripts' request ids, which count an engine process's requests (a shard's engine, like a -n
    worker's, has sent fewer before a given scenario)."""
    out = copy.deepcopy(document)
    out.pop("shard", None)
    out.pop("merged_from", None)
    for scenario in out["scenarios"]:
        scenario.pop("duration")
        scenario["transcript"] = [re.sub(r'^([<>] \{"id":)\d+', r"\1N", line) for line in scenario["transcript"]]
    return out


def sharded(args: list[str], directory: Path) -> list[Path]:
    paths = []
    for index in range(1, SHARDS + 1):
        code, document = certify([*args, "--shard", f"{index}/{SHARDS}"])
        assert code in (exitcodes.PASS, exitcodes.FAILED), document["totals"]
        assert document["shard"]["index"] == index and document["shard"]["count"] == SHARDS
        path = directory / f"shard-{index}.json"
        path.write_text(json.dumps(document), encoding="utf-8")
        paths.append(path)
    return paths


@pytest.fixture(scope="module")
def shard_reports(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return sharded(SELECTION, tmp_path_factory.mktemp("shards"))


def test_merged_shards_equal_one_unsharded_run(shard_reports: list[Path], tmp_path: Path) -> None:
    code, whole = certify(SELECTION)
    assert code == exitcodes.PASS and whole["totals"]["total"] > SHARDS
    sizes = [len(json.loads(path.read_text())["scenarios"]) for path in shard_reports]
    assert sum(sizes) == whole["totals"]["total"] and all(sizes), sizes  # each shard has some, none twice

    result = merge(shard_reports, "--format", "json")
    assert result.exit_code == exitcodes.PASS, result.output
    merged = json.loads(result.stdout)
    assert store().errors("cli/certify-report.json", merged) == []
    assert [s["index"] for s in merged["merged_from"]] == [1, 2, 3]
    assert comparable(merged) == comparable(whole)

    written = merge(shard_reports, "--report-dir", str(tmp_path / "merged"))
    assert written.exit_code == exitcodes.PASS, written.output
    assert comparable(json.loads((tmp_path / "merged" / "report.json").read_text())) == comparable(whole)
    assert (tmp_path / "merged" / "junit.xml").is_file() and (tmp_path / "merged" / "report.html").is_file()


def test_failures_deviations_and_exit_code_survive_the_merge(tmp_path: Path) -> None:
    # an engine that breaks a rule: failing scenarios, their messages and deviations, exit 1, all as one run
    args = ["--engine", f"{sys.executable} {BROKEN} mtg-draws-before-untapping", "-k", "MTG05 or MTG03"]
    code, whole = certify(args)
    assert code == exitcodes.FAILED and whole["totals"]["failed"]
    result = merge(sharded(args, tmp_path), "--format", "json")
    assert result.exit_code == exitcodes.FAILED
    assert comparable(json.loads(result.stdout)) == comparable(whole)


def test_expectations_are_judged_over_all_shards(tmp_path: Path) -> None:
    # mtg:116.2a is checked by scenarios in all three shards and passes in each: listed as an expected
    # failure, it "passes after all" for the whole run and the merge, but no shard can tell on its own
    listed = tmp_path / "expectations.toml"
    listed.write_text('[rule."mtg:116.2a"]\nreason = "known-bug"\n', encoding="utf-8")
    args = [*SELECTION, "--expectations", str(listed)]
    code, whole = certify(args)
    assert code == exitcodes.FAILED and whole["totals"]["unexpected_passes"] == 1
    paths = sharded(args, tmp_path)
    assert all(json.loads(path.read_text())["totals"]["unexpected_passes"] == 0 for path in paths)
    result = merge(paths, "--format", "json")
    assert result.exit_code == exitcodes.FAILED
    assert comparable(json.loads(result.stdout)) == comparable(whole)


def test_an_empty_shard_passes_and_merges(tmp_path: Path) -> None:
    ident = "MTG04-main-phase/1"
    home = shard_of(ident, 2)
    paths = []
    for index in (1, 2):
        code, document = certify(["--scenario", ident, "--shard", f"{index}/2"])
        assert code == exitcodes.PASS
        assert document["totals"]["total"] == (1 if index == home else 0)
        assert document["engine"] is not None  # an empty shard still names its engine, for merge to check
        paths.append(tmp_path / f"{index}.json")
        paths[-1].write_text(json.dumps(document), encoding="utf-8")
    result = merge(paths, "--format", "json")
    assert result.exit_code == exitcodes.PASS, result.output
    assert [s["id"] for s in json.loads(result.stdout)["scenarios"]] == [ident]


def _changed(path: Path, tmp_path: Path, change: Any) -> Path:
    document = json.loads(path.read_text())
    change(document)
    out = tmp_path / f"changed-{path.name}"
    out.write_text(json.dumps(document), encoding="utf-8")
    return out


def _set_engine_version(document: dict[str, Any]) -> None:
    document["engine"]["engine"]["version"] = "9.9.9"


def _set_edition(document: dict[str, Any]) -> None:
    document["editions"]["mtg"] = "1999-01-01"


def _set_suite(document: dict[str, Any]) -> None:
    document["suite"]["sha256"] = "0" * 64


def _set_selection(document: dict[str, Any]) -> None:
    document["shard"]["selection"] = "--game mtg -k MTG05"


def _unshard(document: dict[str, Any]) -> None:
    del document["shard"]


@pytest.mark.parametrize(("change", "words"), [
    (_set_engine_version, "different engines"),
    (_set_edition, "different editions"),
    (_set_suite, "different suite hashes"),
    (_set_selection, "different selections"),
    (_unshard, "not a shard's report"),
])
def test_reports_that_do_not_belong_together_are_refused(shard_reports: list[Path], tmp_path: Path, change: Any,
                                                         words: str) -> None:
    paths = [*shard_reports[:-1], _changed(shard_reports[-1], tmp_path, change)]
    result = merge(paths)
    assert result.exit_code == exitcodes.USAGE
    assert words in result.output


def test_overlapping_and_missing_shards_are_refused(shard_reports: list[Path], tmp_path: Path) -> None:
    twice = merge([*shard_reports, shard_reports[0]])
    assert twice.exit_code == exitcodes.USAGE and "overlapping shards" in twice.output
    missing = merge(shard_reports[:2])
    assert missing.exit_code == exitcodes.USAGE and f"missing shard(s) 3/{SHARDS}" in missing.output

    def other_split(document: dict[str, Any]) -> None:
        document["shard"] = {**document["shard"], "index": 1, "count": 2}

    mixed = merge([*shard_reports, _changed(shard_reports[0], tmp_path, other_split)])
    assert mixed.exit_code == exitcodes.USAGE and "overlapping shards" in mixed.output
    not_json = tmp_path / "bad.json"
    not_json.write_text("{", encoding="utf-8")
    assert merge([not_json]).exit_code == exitcodes.USAGE


def test_the_split_is_stable_and_covers_every_scenario_once() -> None:
    ids = sorted(tiers.scenario_tiers("mtg")) + sorted(tiers.scenario_tiers("riftbound"))
    for count in (1, 2, 3, 7):
        shards = [Shard(index, count) for index in range(1, count + 1)]
        for ident in ids:
            assert sum(shard.holds(ident) for shard in shards) == 1
    # a function of the id alone, the same on every machine and in every process (sha256, not Python's
    # salted hash()): pinned, since a change would move scenarios between the shards of a running matrix
    assert [shard_of(ident, 4) for ident in ("MTG04-main-phase/1", "RB13-costs-and-targets/5",
                                              "MTG01-turn-order/2")] == [2, 1, 2]
    sizes = [sum(Shard(index, 4).holds(ident) for ident in ids) for index in range(1, 5)]
    assert min(sizes) > len(ids) / 4 * 0.8, sizes  # balanced enough for a CI matrix


@pytest.mark.parametrize("text", ["0/3", "4/3", "3", "a/b", "1/0", "1/5000"])
def test_bad_shards_are_usage_errors(text: str) -> None:
    with pytest.raises(ValueError, match=r"expected K/N|number of shards|shards count from 1"):
        parse(text)
    result = CliRunner().invoke(main, ["certify", "--no-progress", "--shard", text])
    assert result.exit_code == exitcodes.USAGE and "--shard" in result.output


@pytest.mark.parametrize(("cpus", "load", "workers", "words"), [
    (2, 0.0, 1, "2 CPU(s) here"),  # a small machine: serial, saying why
    (8, 6.5, 1, "load average 6.5 on 8 CPUs"),  # a busy one too
    (8, 0.5, 7, "7 workers"),
    (4, 1.2, 2, "2 workers"),
])
def test_n_auto_uses_idle_cpus_or_says_why_not(cpus: int, load: float, workers: int, words: str) -> None:
    chosen, reason = auto_workers(cpus, load)
    assert chosen == workers and words in reason


def test_n_auto_on_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("referee.certify.auto_workers", lambda: (1, "-n auto: running serially: because"))
    result = CliRunner().invoke(main, ["certify", "--no-progress", "-q", "-n", "auto", "--scenario",
                                       "MTG04-main-phase/1"])
    assert result.exit_code == exitcodes.PASS and "-n auto: running serially: because" in result.stderr
    bad = CliRunner().invoke(main, ["certify", "--no-progress", "-n", "0"])
    assert bad.exit_code == exitcodes.USAGE and "'auto'" in bad.output


def test_workers_share_the_scenarios(tmp_path: Path) -> None:
    # the suite is one test module: --dist loadfile handed it all to one worker, so -n N never ran in parallel
    from referee.certify import CertifyOptions, pytest_args

    args = pytest_args(CertifyOptions(workers=2), str(tmp_path))
    assert args[args.index("--dist") + 1] in ("load", "worksteal")
