"""The calls that go up the rules areas' layers: the recursion of the game, closed by dependency inversion.

A game action fires triggers and replacement effects, whose resolution performs game actions; the chain
resolves an item whose instructions put items on the chain. So a few calls go from a lower rules area to a
higher one. Each is declared here, named after the function that implements it and typed by what the
caller needs; the package installs the implementations once, as the rules areas are imported
(rules/__init__.py), and the caller reaches them through this module without importing the area above it.
The layers themselves are stated, and checked, in pyproject.toml (``riftbound-rules-layers``).

- The chain (chain.py, 328-336) resolves its top item through ``execute_item`` (resolution.py, 356.3); a
  finalized item triggers "When you choose me" (``targeting_triggers``, triggers.py, v1.3 383.4.b.2); a
  resolved activated ability has been "used" (``ability_used``, information.py, v1.3 377.2.a); cards that
  the resolving effect started playing carry on (``resume_waiting``, play.py, 351.3).
- A game action (actions.py, 395-431) asks the replacement effects (replacement.py, 366-368): a unit's recall
  may be replaced (``recall_replaced``, v1.3 373.2.a.1), and a unit arriving where another player controls
  contests that battlefield unless replaced (``contest_on_arrival``, 184.3.a); burning out gives an opponent
  a point (``gain_points``, scoring.py, 418.2.c), which in 1.3 may decide the game at once
  (``after_burn_outs``, 431.3.b).
- A combat's resolution step runs a Combat Special Cleanup (``run_cleanup``, cleanup.py, 444.1 / v1.3
  461.1), and a cleanup begins the combats it staged (combat.py).
- An instruction resolving plays a card (``start_effect_play``, play.py, 351.3: "play the top card of your
  main deck"); a token spell of replacement.py plays its token (``play_token``, tokens.py, 347.2), which
  Probe Mint's replacement effect copies (375).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn, Protocol

from ..model.state import ChainItem, Game, Obj


def _not_installed(*args: object, **kwargs: object) -> NoReturn:
    raise RuntimeError("a rules hook called before rules/__init__.py installed it")


class RunCleanup(Protocol):
    def __call__(self, g: Game, special: str | None = ...) -> None: ...


class PlayToken(Protocol):
    def __call__(
        self, g: Game, source: str, controller: str, card: str = ..., *, location: str = ..., ready: bool = ...
    ) -> Obj: ...


# The chain (chain.py) calls:
execute_item: Callable[[Game, ChainItem], bool] = _not_installed
targeting_triggers: Callable[[Game, ChainItem], None] = _not_installed
ability_used: Callable[[Game, ChainItem], None] = _not_installed
resume_waiting: Callable[[Game], None] = _not_installed
# The game actions (actions.py) call:
recall_replaced: Callable[[Game, Obj], bool] = _not_installed
contest_on_arrival: Callable[[Game, str | None, str], None] = _not_installed
gain_points: Callable[[Game, str, int], None] = _not_installed
after_burn_outs: Callable[[Game, int], None] = _not_installed
# A combat (combat.py) calls:
run_cleanup: RunCleanup = _not_installed
# Resolving an instruction (resolution.py, replacement.py) calls:
start_effect_play: Callable[[Game, str, Obj, str], None] = _not_installed
play_token: PlayToken = _not_installed
