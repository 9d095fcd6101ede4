"""Rules as data: per-edition rules indexes, importers for official rules texts, diffs, coverage and lint.

The kit never ships official rules wording. An index records, for every rule in the sections the kit's
scenarios exercise, its id, parent, a short title, a summary in the kit's own words and fingerprints of the
official wording. Fingerprints are enough to tell, after a rules update, which rules were added, removed,
reworded or renumbered -- and therefore which scenarios need re-checking.
"""

from referee.rules.model import Rule, RulesIndex

__all__ = ["Rule", "RulesIndex"]
