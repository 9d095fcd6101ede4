"""Engine-chosen ids for abilities and tokens: moved to :mod:`referee.observation.aliases` so that
``referee fuzz`` (which may not import the step library) reads engine replies the way the steps do. This
module keeps the old import path working."""

from referee.observation.aliases import ABILITY, CANONICAL, PUSH_EVENTS, TOKEN, Aliases, rewrite

__all__ = ["ABILITY", "CANONICAL", "PUSH_EVENTS", "TOKEN", "Aliases", "rewrite"]
