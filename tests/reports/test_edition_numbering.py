"""certify reports rule ids in the numbering of the edition it certifies, whatever numbering the tags use."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from referee.cli import main
from referee.schemas import store

SCENARIO = "MTG01-turn-order/9"  # tagged @rule:mtg:703.4s: mana empties (703.4q since 2025-09-19)


def _certify(*args: str) -> dict[str, object]:
    result = CliRunner().invoke(main, ["certify", "--format", "json", "--scenario", SCENARIO, *args],
                                catch_exceptions=False)
    data: dict[str, object] = json.loads(result.output)
    assert store().errors("cli/certify-report.json", data) == []
    return data


def test_results_use_the_certified_editions_numbering(tmp_path: Path) -> None:
    old = _certify()
    (scenario,) = old["scenarios"]  # type: ignore[misc]
    assert "mtg:703.4s" in scenario["rules"] and "tagged_rules" not in scenario
    new = _certify("--edition", "mtg=2025-09-19")
    (scenario,) = new["scenarios"]  # type: ignore[misc]
    assert scenario["outcome"] == "passed"
    assert "mtg:703.4q" in scenario["rules"] and "mtg:703.4s" not in scenario["rules"]
    assert "mtg:703.4s" in scenario["tagged_rules"]
    assert "mtg:703.4q" in new["rules"]  # type: ignore[operator]


def test_expectations_may_name_rules_in_the_certified_editions_numbering(tmp_path: Path) -> None:
    exp = tmp_path / "expect.toml"
    exp.write_text('[rule."mtg:703.4q"]\nreason = "known-bug"\n', encoding="utf-8")
    # The scenario passes, so a rule expectation in 2025 numbering that matched it is an unexpected pass.
    data = _certify("--edition", "mtg=2025-09-19", "--expectations", str(exp))
    assert [u["target"] for u in data["unexpected_passes"]] == ["mtg:703.4q"]  # type: ignore[attr-defined]
