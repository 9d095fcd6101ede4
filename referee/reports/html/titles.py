"""Short rule titles for the report, from the kit's bundled rules indexes.

The indexes hold titles written in the kit's own words (a few words each, never the official wording:
referee/rules/model.py), so they can be shown next to every rule id. A rule the certified edition's index
lacks takes its title from another edition's index of the same game; a rule with no title of its own (an
implicit heading) borrows its parent's.
"""

from __future__ import annotations

from functools import cache

from referee.rules.model import RulesIndex

MAX_TITLE = 60  # characters: a title longer than a heading is cut, so no long text reaches the page


@cache
def _indexes(game: str, edition: str) -> tuple[RulesIndex, ...]:
    from referee.rules.store import RulesError, bundled_editions, load_bundled

    out = []
    for candidate in [edition, *(e for g, e in bundled_editions(game) if g == game and e != edition)]:
        try:
            out.append(load_bundled(game, candidate))
        except (RulesError, OSError, ValueError):
            continue
    return tuple(out)


class Titles:
    """``titles.title("mtg:703.4d")``: the rule's short title in the edition the report certified."""

    def __init__(self, editions: dict[str, str]) -> None:
        self.editions = editions

    def title(self, rule: str) -> str:
        game, _, ident = rule.partition(":")
        for index in _indexes(game, self.editions.get(game, "")):
            found = index.get(ident)
            while found is not None and not found.title and found.parent:
                found = index.get(found.parent)
            if found is not None and found.title:
                text = str(found.title)
                return text if len(text) <= MAX_TITLE else text[:MAX_TITLE - 1].rstrip() + "\u2026"
        return ""

    def summary(self, rule: str) -> str:
        """The index's one-sentence summary (the kit's words), for a tooltip."""
        game, _, ident = rule.partition(":")
        for index in _indexes(game, self.editions.get(game, "")):
            found = index.get(ident)
            if found is not None and found.summary:
                return str(found.summary)
        return ""
