"""Importers on small hand-written excerpts in the two formats, including PDF-conversion glitches."""

from __future__ import annotations

from rules_testutil import DATA

from referee.rules.parse_mtg import parse_mtg
from referee.rules.parse_riftbound import parse_riftbound
from referee.rules.textio import detect_game, read_text


def _rules(result: object) -> dict[str, object]:
    return {r.id: r for r in result.rules}  # type: ignore[attr-defined]


def test_mtg_official_txt_format() -> None:
    text = read_text(DATA / "mtg_old.txt")
    res = parse_mtg(text)
    rules = {r.id: r for r in res.rules}
    assert detect_game(text) == "mtg"
    assert res.detected_edition == "2020-01-01"
    # the table of contents and the glossary are not rules
    assert [r.id for r in res.rules] == ["700", "700.1", "703", "703.1", "703.1a", "703.2", "703.4",
                                         "703.4a", "703.4b", "703.4c", "703.4d", "703.4e"]
    assert rules["703"].heading
    assert rules["703"].text == "Sample Actions"
    assert not rules["703.1"].heading
    assert "Example:" in rules["703.2"].text  # continuation lines stay with their rule
    assert "Glossary" not in rules["703.4e"].text


def test_mtg_markdown_format_and_implicit_sections() -> None:
    res = parse_mtg(read_text(DATA / "mtg_new.md"))
    rules = {r.id: r for r in res.rules}
    assert rules["703"].heading
    assert rules["703"].text == "Sample Actions"
    assert rules["703.1a"].text.startswith("A note attached")
    assert "**" not in rules["703.4d"].text
    assert not rules["703.4d"].text.startswith("+")
    assert rules["700"].implicit
    assert rules["700"].text == ""
    assert res.detected_edition == "2021-06-01"


def test_riftbound_glitches() -> None:
    text = read_text(DATA / "riftbound_old.txt")
    res = parse_riftbound(text)
    rules = {r.id: r for r in res.rules}
    assert detect_game(text) == "riftbound"
    assert res.detected_edition == "1.2"
    assert rules["312.3"].text.startswith("When a player is handed")      # "312. 3"
    assert rules["322.1"].text.startswith("1. If a player")               # "322.1. 1." is 322.1
    assert rules["322.2"].text == "2. Handle the sample board"            # "322. 2 2."
    assert rules["322.3"].text.startswith("2a. Units")                    # "322. 3 2a."
    assert rules["352"].text == "2. Make the sample choices."             # "352. 2." is 352
    assert rules["352.2.a"].text.startswith("By default")                 # "352.2. a"
    assert rules["391"].text.startswith("Delayed sample abilities")       # "Refl391."
    assert rules["461.1"].text.startswith("1. Perform")
    assert rules["461.4"].text.startswith("The following sample task")    # "461. 4"
    # a wrapped line that starts with a cross-reference is not a rule
    assert "398.1" not in rules
    assert rules["312.1"].text.endswith("See rule 398.1. Optional Actions for more information.")
    assert rules["316"].heading
    assert rules["316"].text == "Action Phase"
    assert rules["312.2.a"].text.startswith("When nothing")
    assert any("322.2" in w for w in res.warnings)


def test_riftbound_parent_chain() -> None:
    res = parse_riftbound(read_text(DATA / "riftbound_new.txt"))
    rules = _rules(res)
    assert set(rules) >= {"312", "312.2", "312.2.a", "323", "323.3"}
    assert res.detected_edition == "1.3"
