"""Importers and diff on the full official texts (skipped when $REFEREE_RULES_TEXTS is not available)."""

from __future__ import annotations

from rules_testutil import RULES_TEXTS, needs_texts

from referee.rules.diff import diff_indexes
from referee.rules.store import index_from_file, load_bundled

pytestmark = needs_texts

MTG_2022 = RULES_TEXTS / "mtg_comprehensive_rules_2022-04-29.txt"
MTG_2025 = RULES_TEXTS / "mtg_comprehensive_rules_2025-09-19.txt"
RB_12 = RULES_TEXTS / "riftbound_core_rules_v1.2_2025-12-01.txt"
RB_13 = RULES_TEXTS / "riftbound_core_rules_v1.3_2026-03-30.txt"


def test_parse_full_mtg() -> None:
    old = index_from_file(MTG_2022, whole=True)
    new = index_from_file(MTG_2025, whole=True)
    assert (old.edition, new.edition) == ("2022-04-29", "2025-09-19")
    assert len(old.rules) > 2500
    assert len(new.rules) > 3000
    assert old.get("703").title == "Turn-Based Actions"  # type: ignore[union-attr]
    # 2022 has no Attractions: its 703.4g is choosing the defending player
    assert [r.id for r in old.rules if r.id.startswith("703.4") and r.id != "703.4"][-1] == "703.4r"


def test_parse_full_riftbound_glitches() -> None:
    v12 = index_from_file(RB_12, whole=True)
    v13 = index_from_file(RB_13, whole=True)
    assert (v12.edition, v13.edition) == ("1.2", "1.3")
    for rid in ("312.3", "313.4", "322.2", "322.3", "322.9", "322.11", "352.2.a", "352.2.b"):
        assert rid in v12, rid
    for rid in ("391", "461.4"):
        assert rid in v13, rid
    assert v12.get("316").title == "Action Phase"
    assert v13.get("316").title == "Main Phase"


def test_diff_2022_to_2025() -> None:
    d = diff_indexes(index_from_file(MTG_2022), index_from_file(MTG_2025))
    removed = {c.old_id for c in d.by_kind("removed")}
    assert {"703.4j", "703.4k", "509.2", "509.2a", "509.3", "509.3a", "509.6"} <= removed
    moved = {(c.old_id, c.new_id) for c in d.by_kind("renumbered")}
    assert {("703.4m", "703.4k"), ("703.4r", "703.4q"), ("509.4", "509.2"), ("505.5", "505.6")} <= moved
    assert ("added", None, "703.4g") in {(c.kind, c.old_id, c.new_id) for c in d.changes}


def test_diff_seed_edition_to_2025_from_text() -> None:
    d = diff_indexes(load_bundled("mtg", "2024-pre-foundations"), load_bundled("mtg", "2025-09-19"))
    new = index_from_file(MTG_2025)
    bundled = load_bundled("mtg", "2025-09-19")
    assert [r.fingerprint for r in new.rules] == [r.fingerprint for r in bundled.rules]
    moved = {(c.old_id, c.new_id) for c in d.by_kind("renumbered") if not c.reworded}
    assert {(f"703.4{a}", f"703.4{b}") for a, b in zip("npqrs", "kmnpq", strict=False)} <= moved
    assert {"703.4k", "703.4m"} <= {c.old_id for c in d.by_kind("removed")}


def test_diff_riftbound_12_to_13() -> None:
    d = diff_indexes(index_from_file(RB_12), index_from_file(RB_13))
    c = d.find(old_id="316")
    assert c is not None
    assert c.kind == "reworded"
    assert c.new_title == "Main Phase"
    c = d.find(old_id="317")
    assert c is not None
    assert c.new_title == "Ending Phase"
    moved = {(c.old_id, c.new_id) for c in d.by_kind("renumbered")}
    assert {("321", "322"), ("323", "324"), ("331", "332")} <= moved
    counts = d.counts()
    assert counts["renumbered"] > 300
    assert counts["added"] > 50
