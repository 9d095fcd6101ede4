"""Data model of a rules index.

Why frozen dataclasses: indexes are loaded once and shared by coverage, diff and lint; immutability keeps
one command from silently altering what another sees. Parsed official wording lives only in
:class:`ParsedRule` (in memory, during an import) and is never serialised: a :class:`Rule` carries
fingerprints and a similarity sketch instead, so bundled data holds no official text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

INDEX_FORMAT = 1

_COMPONENT = re.compile(r"\d+|[a-z]")


def split_id(rule_id: str, game: str) -> list[str]:
    """Split a rule id into components.

    MTG ids are ``703``, ``703.4``, ``703.4k``, ``702.19b``; Riftbound ids are dot-separated and may nest
    letters and numbers (``376.4.b.2.a``).
    """
    if game == "mtg":
        m = re.fullmatch(r"(\d+)(?:\.(\d+)([a-z])?)?", rule_id)
        if not m:
            raise ValueError(f"not an MTG rule id: {rule_id!r}")
        return [g for g in m.groups() if g]
    parts = rule_id.split(".")
    if not all(_COMPONENT.fullmatch(p) for p in parts):
        raise ValueError(f"not a {game} rule id: {rule_id!r}")
    return parts


def join_id(parts: list[str], game: str) -> str:
    """Inverse of :func:`split_id`."""
    if game == "mtg" and len(parts) == 3:
        return f"{parts[0]}.{parts[1]}{parts[2]}"
    return ".".join(parts)


def parent_id(rule_id: str, game: str) -> str | None:
    """The id of the rule this one is a sub-rule of (``None`` for a top-level section)."""
    parts = split_id(rule_id, game)
    return join_id(parts[:-1], game) if len(parts) > 1 else None


def sort_key(rule_id: str, game: str) -> tuple[tuple[int, int | str], ...]:
    """Document order for ids (numbers numerically, letters alphabetically)."""
    key: list[tuple[int, int | str]] = []
    for p in split_id(rule_id, game):
        key.append((0, int(p)) if p.isdigit() else (1, p))
    return tuple(key)


def is_under(rule_id: str, ancestor: str, game: str) -> bool:
    """True if ``rule_id`` is ``ancestor`` or one of its (transitive) sub-rules."""
    a = split_id(ancestor, game)
    return split_id(rule_id, game)[: len(a)] == a


@dataclass(frozen=True)
class ParsedRule:
    """A rule as read from an official text: holds the wording, so it stays in memory only."""

    id: str
    text: str
    order: int
    line: int
    heading: bool = False
    implicit: bool = False


@dataclass(frozen=True)
class Rule:
    """One rule of an edition, without its official wording.

    ``fingerprint`` hashes the normalised wording with rule-number references masked (so a rule that only
    moved, or whose cross-references were renumbered, keeps it); ``text_hash`` hashes the normalised wording
    with references kept (any change shows). ``sketch`` is a bottom-k set of hashed word pairs used to
    estimate how similar two wordings are without storing them.
    """

    id: str
    parent: str | None
    title: str
    summary: str
    fingerprint: str
    text_hash: str
    sketch: tuple[str, ...] = ()
    heading: bool = False
    implicit: bool = False
    order: int = 0
    words: int = 0

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.id,
            "parent": self.parent,
            "title": self.title,
            "summary": self.summary,
            "fingerprint": self.fingerprint,
            "text_hash": self.text_hash,
            "sketch": " ".join(self.sketch),
            "words": self.words,
            "order": self.order,
        }
        if self.heading:
            d["heading"] = True
        if self.implicit:
            d["implicit"] = True
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Rule:
        sketch = d.get("sketch", "")
        return cls(
            id=d["id"],
            parent=d.get("parent"),
            title=d.get("title", ""),
            summary=d.get("summary", ""),
            fingerprint=d["fingerprint"],
            text_hash=d["text_hash"],
            sketch=tuple(sketch.split()) if sketch else (),
            heading=bool(d.get("heading", False)),
            implicit=bool(d.get("implicit", False)),
            order=int(d.get("order", 0)),
            words=int(d.get("words", 0)),
        )


@dataclass(frozen=True)
class RulesIndex:
    """All rules of one edition of one game that the index covers (usually the sections in scope).

    ``texts`` optionally maps rule id -> normalised official wording; it is filled only for indexes parsed
    from a file in this process (better similarity for diffs) and is never written out.
    """

    game: str
    edition: str
    source: str
    rules: tuple[Rule, ...]
    scope: tuple[str, ...] = ()
    texts: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    _by_id: dict[str, Rule] = field(init=False, compare=False, repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {r.id: r for r in self.rules})

    def get(self, rule_id: str) -> Rule | None:
        by_id: dict[str, Rule] = self._by_id
        return by_id.get(rule_id)

    def __contains__(self, rule_id: object) -> bool:
        return isinstance(rule_id, str) and self.get(rule_id) is not None

    @property
    def ids(self) -> list[str]:
        return [r.id for r in self.rules]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": INDEX_FORMAT,
            "game": self.game,
            "edition": self.edition,
            "source": self.source,
            "scope": list(self.scope),
            "rules": [r.to_json() for r in self.rules],
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> RulesIndex:
        return cls(
            game=d["game"],
            edition=d["edition"],
            source=d.get("source", ""),
            rules=tuple(Rule.from_json(r) for r in d["rules"]),
            scope=tuple(d.get("scope", ())),
        )
