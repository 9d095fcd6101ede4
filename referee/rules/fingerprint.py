"""Fingerprints of official rules wording.

Why normalise before hashing: the same rule arrives through different conversions (official .txt, Markdown
mirrors, PDF extractions) that differ in whitespace, quote style, case, spacing around punctuation and the
way the rule quotes its own number. None of that is a rules change. Two hashes are kept:

* ``text_hash`` -- normalised wording; changes whenever a word or a cross-reference changes;
* ``fingerprint`` -- the same with every rule-number reference masked, so a rule that was only renumbered,
  or whose cross-references follow another renumbering, keeps its fingerprint.

The sketch (bottom-k of hashed word pairs) lets a diff estimate similarity between wordings that are no
longer available (bundled indexes carry no text).
"""

from __future__ import annotations

import difflib
import hashlib
import re
import unicodedata

SKETCH_SIZE = 32
_QUOTES = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"',
    "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00a0": " ", "\u00ae": "", "\u2122": "",
})
_REF = re.compile(r"(?<![\w.])\d{3}(?:\.\d+[a-z]?|(?:\.(?:\d+|[a-z])(?![a-z])))*(?:[-\u2013]\w+)?")
_SPACE_BEFORE = re.compile(r"\s+([,.;:!?)\]])")
_SPACE_AFTER = re.compile(r"([(\[])\s+")
_WORD = re.compile(r"[a-z0-9\u00a7]+")


def normalize(text: str, rule_id: str | None = None, *, mask_refs: bool = False) -> str:
    """Canonical form of a rule's wording (see module docstring)."""
    t = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    if rule_id:
        t = re.sub(r"(?<![\w.])" + re.escape(rule_id) + r"(?![\w])", "\u00a7self", t)
    if mask_refs:
        t = _REF.sub("\u00a7ref", t)
    t = t.casefold()
    t = re.sub(r"\s+", " ", t).strip()
    t = _SPACE_BEFORE.sub(r"\1", t)
    t = _SPACE_AFTER.sub(r"\1", t)
    return t


def short_hash(text: str) -> str:
    """16 hex digits of sha256: collisions are irrelevant at a few thousand rules."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def fingerprint(text: str, rule_id: str | None = None) -> str:
    return short_hash(normalize(text, rule_id, mask_refs=True))


def text_hash(text: str, rule_id: str | None = None) -> str:
    return short_hash(normalize(text, rule_id))


def words(normalized: str) -> list[str]:
    return _WORD.findall(normalized)


def sketch(text: str, rule_id: str | None = None) -> tuple[str, ...]:
    """Bottom-k sketch of the set of word pairs (single words for one-word texts)."""
    w = words(normalize(text, rule_id, mask_refs=True))
    grams = {" ".join(w[i:i + 2]) for i in range(len(w) - 1)} if len(w) > 1 else set(w)
    hashes = sorted({hashlib.blake2b(g.encode(), digest_size=4).hexdigest() for g in grams})
    return tuple(hashes[:SKETCH_SIZE])


def sketch_similarity(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    """Estimated Jaccard similarity of two sketched sets (exact when both sets are small)."""
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    union = sorted(set(a) | set(b))[:SKETCH_SIZE]
    sa, sb = set(a), set(b)
    both = sum(1 for h in union if h in sa and h in sb)
    return both / len(union)


def text_similarity(a: str, b: str) -> float:
    """difflib ratio over words of two normalised wordings."""
    return difflib.SequenceMatcher(None, words(a), words(b), autojunk=False).ratio()
