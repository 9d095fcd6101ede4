"""Diff classification on hand-written excerpts, and the CLI's JSON output against its schema."""

from __future__ import annotations

import json

from click.testing import CliRunner
from rules_testutil import DATA, validate

from referee.rules.cli import rules_group
from referee.rules.diff import diff_indexes
from referee.rules.store import index_from_file


def test_mtg_excerpt_diff() -> None:
    old = index_from_file(DATA / "mtg_old.txt", "mtg", "old", whole=True)
    new = index_from_file(DATA / "mtg_new.md", "mtg", "new", whole=True)
    d = diff_indexes(old, new)
    kinds = {(c.kind, c.old_id, c.new_id) for c in d.changes}
    assert ("removed", "703.4b", None) in kinds
    assert ("removed", "703.4c", None) in kinds
    assert ("renumbered", "703.4d", "703.4b") in kinds
    assert ("renumbered", "703.4e", "703.4c") in kinds
    assert ("added", None, "703.4d") in kinds
    # 700 is only implicit in the new text, 703.2 differs only by a curly quote: neither is a change
    assert not any("700" in (c.old_id, c.new_id) for c in d.changes)
    assert d.find(old_id="703.2") is None
    assert d.counts()["unchanged"] == 7


def test_riftbound_excerpt_diff() -> None:
    old = index_from_file(DATA / "riftbound_old.txt", "riftbound", "1.2")
    new = index_from_file(DATA / "riftbound_new.txt", "riftbound", "1.3")
    d = diff_indexes(old, new)
    c = d.find(old_id="316")
    assert c is not None
    assert c.kind == "reworded"
    assert (c.old_title, c.new_title) == ("Action Phase", "Main Phase")
    c = d.find(old_id="312.1")
    assert c is not None
    assert c.kind == "reworded"
    assert c.references_only
    c = d.find(old_id="322")
    assert c is not None
    assert c.kind == "renumbered"
    assert c.new_id == "323"
    assert not c.reworded
    c = d.find(old_id="322.1")
    assert c is not None
    assert c.kind == "renumbered"
    assert c.new_id == "323.1"
    assert c.reworded
    assert d.find(old_id="322.2", new_id="323.2") is not None
    assert ("added", None, "322") in {(x.kind, x.old_id, x.new_id) for x in d.changes}
    assert ("removed", "391", None) in {(x.kind, x.old_id, x.new_id) for x in d.changes}


def test_cli_diff_json_schema_and_scenarios() -> None:
    runner = CliRunner()
    res = runner.invoke(rules_group, ["diff", "2024-pre-foundations", "2025-09-19", "--game", "mtg",
                                      "--format", "json", "--features", str(DATA / "features")])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    validate(data, "diff")
    removed = {c["old_id"]: c for c in data["changes"] if c["kind"] == "removed"}
    assert {"703.4k", "703.4m"} <= set(removed)
    tagged = removed["703.4k"]["scenarios"]
    assert [s["name"] for s in tagged] == ["[2] Order blockers"]
    assert tagged[0]["side"] == "old"


def test_cli_diff_files_pretty() -> None:
    res = CliRunner().invoke(rules_group, ["diff", str(DATA / "riftbound_old.txt"),
                                           str(DATA / "riftbound_new.txt"),
                                           "--game", "riftbound", "--features", str(DATA / "nowhere")])
    assert res.exit_code == 0, res.output
    assert "RENUMBERED" in res.output
    assert "Action Phase -> Main Phase" in res.output


def test_cli_import(tmp_path: object) -> None:
    res = CliRunner().invoke(rules_group, ["import", str(DATA / "riftbound_old.txt"), "--game", "riftbound",
                                           "--edition", "test", "--all"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    validate(data, "index")
    ids = [r["id"] for r in data["rules"]]
    assert "322.2" in ids
    assert "391" in ids
    dumped = res.output
    assert "Delayed sample abilities" not in dumped  # rule wording never leaves the importer


def test_cli_unknown_edition() -> None:
    res = CliRunner().invoke(rules_group, ["diff", "1.9", "1.3", "--game", "riftbound"])
    assert res.exit_code == 2
    assert "neither a file nor an edition" in res.output


def test_word_for_word_rules_of_parallel_sections_pair_by_their_section_heading() -> None:
    """Each Riftbound mode of play repeats "Victory Score: 8" and the same first-turn rule; v1.3 moved the modes
    from 462-466 to 480-484. Each copy pairs with the copy under the same heading ("FFA3 (Skirmish)"), in both
    directions, however far the sections moved."""
    from referee.rules.store import load_bundled

    v12, v13 = load_bundled("riftbound", "1.2"), load_bundled("riftbound", "1.3")
    pairs = [("462.3", "480.3"), ("463.3", "481.3"), ("464.3", "482.3"), ("465.3", "483.3"), ("466.3", "484.3"),
             ("464.7", "482.7"), ("465.7", "483.7"), ("466.7", "484.7")]
    forward, backward = diff_indexes(v12, v13), diff_indexes(v13, v12)
    for old, new in pairs:
        there, back = forward.find(old_id=old), backward.find(old_id=new)
        assert there is not None and there.new_id == new
        assert back is not None and back.new_id == old
