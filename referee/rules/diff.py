"""Compare two editions of a game's rules: added, removed, reworded, renumbered.

Why a multi-pass matcher: after a rules update, numbers are reused (CR 703.4k was "announce damage
assignment order" before Foundations and is "announce combat damage assignment" after it), so comparing
rule by rule under the same number would call 703.4k "reworded" when in fact the old rule was removed and
another one moved onto its number. Passes, from most to least certain:

1. same number, same wording                      -> unchanged
2. same fingerprint (wording modulo rule numbers) -> renumbered (or reworded in references only)
3. same number, very similar wording              -> reworded
4. different number, very similar wording         -> renumbered (and reworded)
5. same number, loosely similar wording, or both  -> reworded
   headings (a renamed section, e.g. Riftbound 316 "Action Phase" -> "Main Phase")
6. same fingerprint, whatever the sections        -> renumbered
7. anything left                                  -> removed / added

Passes 2 and 4 only pair rules whose sections moved consistently (see ``_learn_sections``).

Similarity is a difflib ratio on the words when both wordings are at hand (indexes imported in this
process) and the sketch-estimated Jaccard similarity of word pairs otherwise (bundled indexes).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Literal

from referee.rules import fingerprint as fp
from referee.rules.model import Rule, RulesIndex, sort_key

Kind = Literal["added", "removed", "reworded", "renumbered"]
KINDS: tuple[Kind, ...] = ("removed", "renumbered", "reworded", "added")

# (same number high, different number, same number low) thresholds per similarity method.
THRESHOLDS = {"text": (0.75, 0.8, 0.4), "sketch": (0.55, 0.6, 0.2)}
MIN_WORDS_CROSS = 4


@dataclass(frozen=True)
class Change:
    kind: Kind
    old_id: str | None
    new_id: str | None
    old_title: str = ""
    new_title: str = ""
    similarity: float | None = None
    reworded: bool = False
    references_only: bool = False

    @property
    def ids(self) -> tuple[str | None, str | None]:
        return self.old_id, self.new_id

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "old_id": self.old_id, "new_id": self.new_id,
            "old_title": self.old_title or None, "new_title": self.new_title or None,
            "similarity": None if self.similarity is None else round(self.similarity, 3),
            "reworded": self.reworded, "references_only": self.references_only,
        }


@dataclass
class RulesDiff:
    game: str
    old: RulesIndex
    new: RulesIndex
    changes: list[Change] = field(default_factory=list)
    unchanged: int = 0

    def by_kind(self, kind: Kind) -> list[Change]:
        return [c for c in self.changes if c.kind == kind]

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {k: len(self.by_kind(k)) for k in KINDS}
        out["unchanged"] = self.unchanged
        return out

    def find(self, old_id: str | None = None, new_id: str | None = None) -> Change | None:
        for c in self.changes:
            if (old_id is None or c.old_id == old_id) and (new_id is None or c.new_id == new_id):
                return c
        return None


class _Matcher:
    def __init__(self, old: RulesIndex, new: RulesIndex) -> None:
        self.old, self.new = old, new
        self.method = "text" if old.texts and new.texts else "sketch"
        # A rule that is only an implicit placeholder on one side (a section heading missing from one
        # source) cannot be compared: leave it out on both sides.
        skip = {r.id for r in old.rules if r.implicit} | {r.id for r in new.rules if r.implicit}
        self.o = {r.id: r for r in old.rules if r.id not in skip}
        self.n = {r.id: r for r in new.rules if r.id not in skip}
        self.section_map: dict[str, str] = {}
        self.shifted: dict[str, set[str]] = {}
        self.changes: list[Change] = []
        self.unchanged = 0

    def sim(self, a: Rule, b: Rule) -> float:
        if self.method == "text":
            return fp.text_similarity(self.old.texts.get(a.id, ""), self.new.texts.get(b.id, ""))
        return fp.sketch_similarity(a.sketch, b.sketch)

    def pair(self, a: Rule, b: Rule, similarity: float | None = None, *, exact: bool = False) -> None:
        del self.o[a.id], self.n[b.id]
        if a.id == b.id and a.text_hash == b.text_hash:
            self.unchanged += 1
            return
        refs_only = a.fingerprint == b.fingerprint and a.text_hash != b.text_hash
        if a.id == b.id:
            kind: Kind = "reworded"
            reworded = True
        else:
            kind = "renumbered"
            reworded = not exact
        self.changes.append(Change(kind, a.id, b.id, a.title, b.title,
                                   1.0 if exact else similarity, reworded, refs_only))

    @staticmethod
    def section(rule_id: str) -> str:
        return rule_id.split(".")[0]

    def consistent(self, a: Rule, b: Rule) -> bool:
        """Whether moving ``a`` to ``b`` agrees with where ``a``'s section as a whole went."""
        sa, sb = self.section(a.id), self.section(b.id)
        if sa in self.section_map:
            return sb == sa or sb == self.section_map[sa]
        return sb == sa or sb in self.shifted.get(sa, set())

    def _learn_sections(self) -> None:
        """Map each old section to the new section most of its uniquely-worded rules moved to.

        Why: identical sentences recur in different sections ("Fourth, the active player gets priority"
        is 509.4 in one edition and 505.6 in the next), so a wording match alone can pair the wrong rules.
        """
        olds: dict[str, list[Rule]] = defaultdict(list)
        news: dict[str, list[Rule]] = defaultdict(list)
        for r in self.o.values():
            olds[r.fingerprint].append(r)
        for r in self.n.values():
            news[r.fingerprint].append(r)
        votes: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        for f, a_list in olds.items():
            b_list = news.get(f, [])
            if len(a_list) == 1 and len(b_list) == 1 and a_list[0].words >= MIN_WORDS_CROSS:
                votes[self.section(a_list[0].id)][self.section(b_list[0].id)] += 1
        for sa, v in votes.items():
            self.section_map[sa] = max(v, key=lambda sb: (v[sb], sb == sa))
        self.shifted = defaultdict(set)
        known = sorted((int(a), int(b)) for a, b in self.section_map.items() if a.isdigit() and b.isdigit())
        for sec in {self.section(r) for r in self.o}:
            if not sec.isdigit():
                continue
            n = int(sec)
            lower = [(a, b) for a, b in known if a <= n]
            upper = [(a, b) for a, b in known if a >= n]
            for a, b in lower[-1:] + upper[:1]:
                self.shifted[sec].add(f"{n + b - a:03d}")

    def run(self) -> None:
        high, cross, low = THRESHOLDS[self.method]
        for rid in [r for r in self.o if r in self.n and self.o[r].text_hash == self.n[r].text_hash]:
            self.pair(self.o[rid], self.n[rid], exact=True)
        self._learn_sections()
        self._by_fingerprint()
        self._same_id(high)
        self._cross_id(cross)
        self._same_id(low, headings=True)
        self._by_fingerprint(anywhere=True)
        for r in self.o.values():
            self.changes.append(Change("removed", r.id, None, r.title, ""))
        for r in self.n.values():
            self.changes.append(Change("added", None, r.id, "", r.title))

    def _by_fingerprint(self, anywhere: bool = False) -> None:
        olds: dict[str, list[Rule]] = defaultdict(list)
        news: dict[str, list[Rule]] = defaultdict(list)
        for r in self.o.values():
            olds[r.fingerprint].append(r)
        for r in self.n.values():
            news[r.fingerprint].append(r)
        for f in [f for f in olds if f in news]:
            a_list, b_list = olds[f], news[f]
            for a in list(a_list):
                b = next((x for x in b_list if x.id == a.id), None)
                if b is not None:
                    a_list.remove(a)
                    b_list.remove(b)
                    self.pair(a, b, exact=True)
            for a in sorted(a_list, key=lambda r: r.order):
                fits = [b for b in b_list if anywhere or self.consistent(a, b) or self.same_heading(a, b)]
                if fits:
                    b = min(fits, key=lambda x: (not self.same_heading(a, x), abs(x.order - a.order)))
                    b_list.remove(b)
                    self.pair(a, b, exact=True)

    def same_heading(self, a: Rule, b: Rule) -> bool:
        """Whether sub-rules ``a`` and ``b`` sit under sections with the same heading text.

        Why: parallel sections repeat sentences word for word (each Riftbound mode of play has "Victory Score: 8"
        and the same first-turn rule), and a section too short to vote in :meth:`_learn_sections` gives no
        mapping; the section's own heading ("FFA3 (Skirmish)") tells which copy is which.
        """
        if "." not in a.id or "." not in b.id:  # a section itself: its own heading says nothing more
            return False
        ha, hb = self.old.get(self.section(a.id)), self.new.get(self.section(b.id))
        return ha is not None and hb is not None and ha.heading and hb.heading and ha.text_hash == hb.text_hash

    def _same_id(self, threshold: float, headings: bool = False) -> None:
        for rid in [r for r in self.o if r in self.n]:
            a, b = self.o[rid], self.n[rid]
            s = self.sim(a, b)
            if s >= threshold or (headings and a.heading and b.heading):
                self.pair(a, b, s)

    def _cross_id(self, threshold: float) -> None:
        postings: dict[str, list[Rule]] = defaultdict(list)
        for r in self.n.values():
            if r.words >= MIN_WORDS_CROSS:
                for h in r.sketch:
                    postings[h].append(r)
        scored: list[tuple[float, int, Rule, Rule]] = []
        for a in self.o.values():
            if a.words < MIN_WORDS_CROSS:
                continue
            shared: dict[str, int] = defaultdict(int)
            cands: dict[str, Rule] = {}
            for h in a.sketch:
                for b in postings.get(h, ()):
                    shared[b.id] += 1
                    cands[b.id] = b
            best = sorted(shared, key=lambda k: -shared[k])[:12]
            for bid in best:
                b = cands[bid]
                if not self.consistent(a, b):
                    continue
                s = self.sim(a, b)
                if s >= threshold:
                    scored.append((s, abs(a.order - b.order), a, b))
        scored.sort(key=lambda t: (-t[0], t[1]))
        for s, _, a, b in scored:
            if a.id in self.o and b.id in self.n and self.o[a.id] is a and self.n[b.id] is b:
                self.pair(a, b, s)


def diff_indexes(old: RulesIndex, new: RulesIndex) -> RulesDiff:
    """Classify every rule of ``old`` and ``new`` (implicit section placeholders are ignored)."""
    if old.game != new.game:
        raise ValueError(f"cannot diff {old.game} rules against {new.game} rules")
    m = _Matcher(old, new)
    m.run()
    game = old.game

    def key(c: Change) -> tuple[int, tuple[tuple[int, int | str], ...]]:
        rid = c.old_id or c.new_id or "0"
        return KINDS.index(c.kind), sort_key(rid, game)

    return RulesDiff(game=game, old=old, new=new, changes=sorted(m.changes, key=key), unchanged=m.unchanged)
