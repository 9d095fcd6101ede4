"""Normalisation: conversion noise must not change fingerprints; wording changes must."""

from __future__ import annotations

from referee.rules import fingerprint as fp


def test_noise_is_ignored() -> None:
    a = "The player can\u2019t act  , see \u201crule\u201d 117.3a."
    b = "the player can't act, SEE \"rule\" 117.3a."
    assert fp.text_hash(a) == fp.text_hash(b)
    assert fp.fingerprint(a) == fp.fingerprint(b)


def test_references_masked_only_in_fingerprint() -> None:
    a = "See rule 701.49, \u201cRoll to Visit Your Attractions.\u201d"
    b = "See rule 701.52, \u201cRoll to Visit Your Attractions.\u201d"
    assert fp.fingerprint(a) == fp.fingerprint(b)
    assert fp.text_hash(a) != fp.text_hash(b)


def test_self_reference() -> None:
    a, b = "Rule 703.4n applies.", "Rule 703.4k applies."
    assert fp.fingerprint(a, "703.4n") == fp.fingerprint(b, "703.4k")
    assert fp.text_hash("Rule 703.4n applies.", "703.4n") == fp.text_hash("Rule 703.4k applies.", "703.4k")


def test_wording_changes_fingerprint() -> None:
    assert fp.fingerprint("Fourth, the active player gets priority.") != \
        fp.fingerprint("Second, the active player gets priority.")


def test_sketch_similarity() -> None:
    a = fp.sketch("When the combat damage step begins, each player announces damage assignment.")
    b = fp.sketch("When the combat damage step begins, each player announces the damage assignment.")
    c = fp.sketch("Players shuffle their decks at the start of the game.")
    assert fp.sketch_similarity(a, a) == 1.0
    assert fp.sketch_similarity(a, b) > 0.6 > fp.sketch_similarity(a, c)
