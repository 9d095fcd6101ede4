"""Prompts whose only legal answer is forced: moved to :mod:`referee.observation.forced` so that
``referee fuzz`` (which may not import the step library) settles forced prompts the way the steps do. This
module keeps the old import path (and the name PROTOCOL.md §5.3 gives) working."""

from referee.observation.forced import FORCED, forced_answer, plausibly_forced

__all__ = ["FORCED", "forced_answer", "plausibly_forced"]
