"""The bundled indexes: schema, edition facts (rule 703 letters), no official wording, bundled diffs."""

from __future__ import annotations

import json
import re

import pytest
from rules_testutil import validate

from referee.rules import fingerprint as fp
from referee.rules.build_bundled import NOTES_DIR, TITLE_MAX, read_notes
from referee.rules.diff import diff_indexes
from referee.rules.store import DATA_DIR, bundled_editions, load_bundled, load_waivers

EDITIONS = [("mtg", "2024-pre-foundations"), ("mtg", "2025-09-19"),
            ("riftbound", "1.2"), ("riftbound", "1.3")]


def test_known_editions() -> None:
    assert bundled_editions() == sorted(EDITIONS)


@pytest.mark.parametrize(("game", "edition"), EDITIONS)
def test_schema_and_parents(game: str, edition: str) -> None:
    data = json.loads((DATA_DIR / f"{game}-{edition}.json").read_text(encoding="utf-8"))
    validate(data, "index")
    idx = load_bundled(game, edition)
    for r in idx.rules:
        assert r.parent is None or r.parent in idx, r.id
        assert r.summary
        assert r.title


def test_703_letters_per_edition() -> None:
    pre, new = load_bundled("mtg", "2024-pre-foundations"), load_bundled("mtg", "2025-09-19")
    letters = lambda idx: [r.id for r in idx.rules if r.id.startswith("703.4") and r.id != "703.4"]  # noqa: E731
    assert letters(pre) == [f"703.4{c}" for c in "abcdefghijkmnpqrs"]
    assert letters(new) == [f"703.4{c}" for c in "abcdefghijkmnpq"]
    assert "Attractions" in (pre.get("703.4g") or new.get("703.4g")).summary  # type: ignore[union-attr]
    assert "damage assignment order" in pre.get("703.4k").title.lower()  # type: ignore[union-attr]


def test_scope() -> None:
    mtg = load_bundled("mtg", "2025-09-19")
    assert {"116", "117", "405", "500", "514.3a", "603", "603.3", "603.3b", "704", "704.3"} <= set(mtg.ids)
    assert "603.3a" not in mtg
    assert "704.5a" not in mtg
    assert "702.19b" not in mtg
    # Riftbound: the §300 chapter, and beyond it only the cited multiplayer rules (scope.py), never their sections.
    for edition, last, cited, siblings in (
            ("1.2", 399, {"418.2.c", "425.2.a", "440.1", "440.2.b", "440.3", "466.3", "466.6.a.3", "464.7"},
             {"418.1", "418.2.b", "425.1", "425.2.b", "441", "466.1", "466.8.a", "461", "462.7"}),
            ("1.3", 412, {"431.2.c", "442.2.a", "442.2.b", "457.1", "457.3", "484.3", "484.6.a.3", "482.7"},
             {"431.1", "431.2.b", "442.1", "442.2.c", "458", "484.1", "484.8.a", "479", "480.7"})):
        idx = load_bundled("riftbound", edition)
        chapter = [i for i in idx.ids if int(i.split(".")[0]) <= last]
        assert max(int(i.split(".")[0]) for i in chapter) == last
        assert cited <= set(idx.ids)
        assert not siblings & set(idx.ids)


@pytest.mark.parametrize(("game", "edition"), EDITIONS)
def test_summaries_are_not_official_text(game: str, edition: str) -> None:
    for r in load_bundled(game, edition).rules:
        if r.heading or r.words < 6:
            continue
        assert fp.fingerprint(r.summary, r.id) != r.fingerprint, r.id
        assert fp.text_hash(r.summary, r.id) != r.text_hash, r.id


def test_waivers() -> None:
    for game in ("mtg", "riftbound"):
        waivers = load_waivers(game)
        assert waivers
        assert all(w.reason for w in waivers)
    rb = {w.rule: w for w in load_waivers("riftbound")}
    assert rb["301"].reason.startswith("heading")
    assert rb["314"].applies("1.2")


def test_bundled_diff_mtg() -> None:
    d = diff_indexes(load_bundled("mtg", "2024-pre-foundations"), load_bundled("mtg", "2025-09-19"))
    removed = {c.old_id for c in d.by_kind("removed")}
    assert {"703.4k", "703.4m", "509.2", "509.3"} <= removed
    moved = {(c.old_id, c.new_id) for c in d.by_kind("renumbered")}
    assert {("703.4n", "703.4k"), ("703.4p", "703.4m"), ("703.4q", "703.4n"), ("703.4r", "703.4p"),
            ("703.4s", "703.4q")} <= moved
    assert ("509.4", "509.2") in moved


def test_bundled_diff_riftbound() -> None:
    d = diff_indexes(load_bundled("riftbound", "1.2"), load_bundled("riftbound", "1.3"))
    c = d.find(old_id="316", new_id="316")
    assert c is not None
    assert c.kind == "reworded"
    assert (c.old_title, c.new_title) == ("Action Phase", "Main Phase")
    assert d.find(old_id="317") is not None


@pytest.mark.parametrize(("game", "edition"), EDITIONS)
def test_no_placeholder_titles_or_summaries(game: str, edition: str) -> None:
    """Every rule has a kit-written title and summary, not the indexer's fallback ("Declare Attackers Step
    (508.7a)", "Rule 353.2", "...; no kit summary yet"), a cut-off "..." or a fact-sheet edition remark
    (see referee/rules/notes/)."""
    bad = []
    for r in load_bundled(game, edition).rules:
        if (r.title.endswith(f"({r.id})") or re.fullmatch(r"Rule \S+", r.title)
                or "no kit summary yet" in r.summary or r.summary.endswith("\u2026") or r.title.endswith("\u2026")
                or "(v1." in r.summary):
            bad.append(r.id)
        assert len(r.title) <= TITLE_MAX + 1, r.id
    assert not bad, f"{game} {edition}: placeholder or cut-off titles/summaries for {bad}"


@pytest.mark.parametrize("game", ["mtg", "riftbound"])
def test_hand_notes_are_in_the_bundled_indexes(game: str) -> None:
    """The bundled JSON was regenerated after the last edit of notes/<game>.toml (build_bundled.py)."""
    editions = tuple(e for g, e in EDITIONS if g == game)
    notes = read_notes(game, editions)
    assert (NOTES_DIR / f"{game}.toml").exists() and notes
    for edition, table in notes.items():
        idx = load_bundled(game, edition)
        for rid, (title, summary) in table.items():
            rule = idx.get(rid)
            assert rule is not None, (edition, rid)
            assert rule.title == title, (edition, rid)
            assert not summary or rule.summary == summary, (edition, rid)


def test_every_waiver_names_a_rule_of_its_editions() -> None:
    """A waiver for a rule that doesn't exist (a typo, or a rules update moved it) would hide nothing but
    would silently stop explaining the rule it was meant for."""
    for game in ("mtg", "riftbound"):
        editions = [e for _, e in bundled_editions(game)]
        for w in load_waivers(game):
            for edition in w.editions or editions:
                assert edition in editions, f"{game} waiver {w.rule}: unknown edition {edition}"
                if w.editions:
                    assert w.rule in load_bundled(game, edition), f"{game} {edition} has no rule {w.rule}"
            if not w.editions:
                assert any(w.rule in load_bundled(game, e) for e in editions), f"{game}: no rule {w.rule}"
