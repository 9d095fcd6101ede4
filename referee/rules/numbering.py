"""Which numbering a scenario's ``@rule`` tags use, and how to read them in another edition's numbering.

Why: rules updates renumber rules (CR 703.4n-s became 703.4k-q in 2025; Riftbound v1.3 moved most of §318
onward), but a scenario that checks behaviour both editions share should be written once. So tags are
written in one edition's numbering -- the scenario's *tag edition* -- and are translated through the rules
diff (:mod:`referee.rules.diff`) wherever another edition is meant: when coverage is computed for that
edition and when ``referee certify`` reports the results of an engine that implements it.

The tag edition of a scenario is the game's base edition (the edition the kit's seeds were written for),
unless the scenario is pinned with ``@edition`` tags that exclude the base edition: then it is the first
edition it is pinned to (a scenario that only holds for MTG 2025-09-19 is written in that numbering).
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from referee.rules.diff import diff_indexes
from referee.rules.store import DATA_DIR, RulesError, load_bundled

BASE_EDITIONS: dict[str, str] = {"mtg": "2024-pre-foundations", "riftbound": "1.2"}


def tag_edition(game: str, pinned: Sequence[str]) -> str | None:
    """The edition whose numbering a scenario's tags use, given the editions it is pinned to (if any)."""
    base = BASE_EDITIONS.get(game)
    if not pinned or base in pinned:
        return base
    return pinned[0]


@dataclass(frozen=True)
class Translation:
    """Rule ids of ``source`` read in ``target``'s numbering.

    ``ids`` maps every source rule that changed number or disappeared (``None``: no counterpart in the
    target); a source id absent from ``ids`` keeps its number. ``reworded`` are the source ids whose
    counterpart's wording changed: a scenario tagged with one may need review.
    """

    game: str
    source: str
    target: str
    ids: dict[str, str | None]
    reworded: frozenset[str]
    # Reviewed extra counterparts: the target edition states the same behaviour in more than one rule.
    also: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def __call__(self, rule_id: str) -> str | None:
        return self.ids.get(rule_id, rule_id)

    def all_of(self, rule_id: str) -> list[str]:
        """Every counterpart of ``rule_id`` in the target edition (none if it has none)."""
        main = self(rule_id)
        return ([main] if main else []) + [x for x in self.also.get(rule_id, ()) if x != main]


@cache
def translation(game: str, source: str, target: str) -> Translation:
    """The translation between two bundled editions (identity when they are the same edition)."""
    if source == target:
        return Translation(game, source, target, {}, frozenset())
    diff = diff_indexes(load_bundled(game, source), load_bundled(game, target))
    ids: dict[str, str | None] = {}
    reworded: set[str] = set()
    for change in diff.changes:
        if change.old_id is None:
            continue
        ids[change.old_id] = change.new_id
        if change.reworded and change.new_id is not None:
            reworded.add(change.old_id)
    also: dict[str, tuple[str, ...]] = {}
    for old, (new, extra) in reviewed_correspondences(game, source, target).items():
        ids[old] = new
        reworded.add(old)
        if extra:
            also[old] = extra
    return Translation(game, source, target, ids, frozenset(reworded), also)


@cache
def reviewed_correspondences(game: str, source: str, target: str) -> dict[str, tuple[str, tuple[str, ...]]]:
    """Hand-reviewed counterparts the wording diff cannot see (``data/crosswalk-<game>.toml``).

    Why: a rule can be rewritten so thoroughly that the diff calls it removed and a new rule added, while the
    behaviour a scenario checks is still stated by it (CR 510.1c lost damage assignment order in 2025 but
    still says a blocked creature deals its damage to its blockers). Each entry names its reason.
    """
    path = DATA_DIR / f"crosswalk-{game}.toml"
    if not path.exists():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise RulesError(f"{path}: {e}") from e
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for n, entry in enumerate(data.get("same", []), start=1):
        if not entry.get("rule") or not entry.get("reason"):
            raise RulesError(f"{path}: [[same]] entry {n} needs a rule and a reason")
        if entry.get("from") == source and entry.get("to") == target:
            also = tuple(str(x) for x in entry.get("also", ()))
            out[str(entry["rule"])] = (str(entry.get("as", entry["rule"])), also)
    return out


def translate_all(game: str, rule_id: str, source: str | None, target: str | None) -> list[str]:
    """Every counterpart of ``rule_id`` in ``target`` numbering (the main one first); [] if it has none."""
    if source is None or target is None or source == target:
        return [rule_id]
    try:
        return translation(game, source, target).all_of(rule_id)
    except RulesError:
        return [rule_id]


def translate(game: str, rule_id: str, source: str | None, target: str | None) -> str | None:
    """``rule_id`` (in ``source`` numbering) in ``target`` numbering; unknown editions leave it as is."""
    if source is None or target is None or source == target:
        return rule_id
    try:
        return translation(game, source, target)(rule_id)
    except RulesError:
        return rule_id  # an edition the kit has no index for: nothing to translate with
