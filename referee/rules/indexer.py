"""Turn parsed official wording into a :class:`RulesIndex` (fingerprints, titles, summaries).

Why titles and summaries come from outside the text: the kit must describe rules in its own words.
``notes`` maps rule id -> (title, summary) written for the kit; without a note a rule gets a neutral
title/summary derived from its place in the hierarchy (never from the official wording). Only section
headings -- short names such as "Turn-Based Actions" -- are used as titles verbatim.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.rules import fingerprint as fp
from referee.rules.model import ParsedRule, Rule, RulesIndex, parent_id
from referee.rules.scope import in_scope
from referee.rules.textio import ParseResult

Notes = Mapping[str, tuple[str, str]]


def _heading_titles(rules: list[ParsedRule]) -> dict[str, str]:
    return {r.id: r.text for r in rules if r.heading and r.text}


def _ancestor_title(rid: str, game: str, titles: Mapping[str, str]) -> tuple[str | None, str]:
    p = parent_id(rid, game)
    while p is not None:
        if p in titles:
            return p, titles[p]
        p = parent_id(p, game)
    return None, ""


def build_index(
    parsed: ParseResult | list[ParsedRule],
    game: str,
    edition: str,
    source: str,
    scope: tuple[str, ...] = (),
    notes: Notes | None = None,
    titles: Mapping[str, str] | None = None,
    keep_text: bool = False,
) -> RulesIndex:
    """Build an index of the rules in ``scope`` (all rules if empty).

    ``titles`` supplies names for sections whose heading is missing from the source.
    """
    rules = parsed.rules if isinstance(parsed, ParseResult) else parsed
    notes = notes or {}
    heads = dict(titles or {})
    heads.update(_heading_titles(rules))
    heads.update({k: v[0] for k, v in notes.items() if v[0]})
    out: list[Rule] = []
    texts: dict[str, str] = {}
    for r in rules:
        if scope and not in_scope(r.id, scope, game):
            continue
        title, summary = notes.get(r.id, ("", ""))
        if not title:
            if r.id in heads:
                title = heads[r.id]
            else:
                anc, anc_title = _ancestor_title(r.id, game, heads)
                title = f"{anc_title} ({r.id})" if anc_title else f"Rule {r.id}"
        if not summary:
            par = parent_id(r.id, game)
            if r.heading or r.implicit:
                summary = f"Heading of the rules on {title.lower()}." if title else "Section heading."
            else:
                anc, anc_title = _ancestor_title(r.id, game, heads)
                where = f" of {anc} ({anc_title})" if anc else ""
                summary = (f"Sub-rule of {par}{where}; no kit summary yet, see the official text."
                           if par else "Section rule; no kit summary yet, see the official text.")
        norm = fp.normalize(r.text, r.id)
        out.append(Rule(
            id=r.id, parent=parent_id(r.id, game), title=title, summary=summary,
            fingerprint=fp.fingerprint(r.text, r.id), text_hash=fp.text_hash(r.text, r.id),
            sketch=fp.sketch(r.text, r.id), heading=r.heading, implicit=r.implicit, order=r.order,
            words=len(fp.words(norm))))
        if keep_text:
            texts[r.id] = fp.normalize(r.text, r.id, mask_refs=True)
    return RulesIndex(game=game, edition=edition, source=source, rules=tuple(out), scope=scope, texts=texts)
