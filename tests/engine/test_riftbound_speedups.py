"""The Riftbound engine's speed-ups change nothing: the Cleanups it skips (``cleanup.run_cleanup``) would have
found nothing, and the lists it remembers (``Game.board_objects`` and the lists and facts kept with it) are
always what listing them again gives. Checked on random games from the benchmark's mid-game position
(benchmarks/actions_per_second.py), in both editions, with some illegal actions among the legal ones."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from reference_engine.core.errors import RulesError
from reference_engine.riftbound import RiftboundGame
from reference_engine.riftbound.model.state import BOARD_ZONES, Game
from reference_engine.riftbound.rules import cleanup

ROOT = Path(__file__).resolve().parents[2]
ACTIONS = 250


def _benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("actions_per_second", ROOT / "benchmarks" / "actions_per_second.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


BENCH = _benchmark()


def _play(edition: str, seed: int, after_each: Any = None) -> list[Any]:
    """Random actions from the benchmark's position (new games when one ends); what each returned or raised,
    and the state after it."""
    rng = random.Random(seed)
    transcript: list[Any] = []
    while len(transcript) < ACTIONS:
        game = RiftboundGame()
        game.setup(edition, BENCH.riftbound_setup(rng))
        while len(transcript) < ACTIONS:
            state = game.snapshot()
            legal = game.legal_actions() if not state["game_over"] else []
            if not legal:
                break
            action = BENCH.illegal_action(rng, state, legal) if rng.random() < 0.125 else rng.choice(legal)
            try:
                result: Any = game.act_events(action)
            except RulesError as exc:
                result = ["rejected", str(exc)]
            transcript.append((action, result, game.snapshot()))
            if after_each is not None:
                assert game.state is not None
                after_each(game.state)
    return transcript


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_skipped_cleanups_would_have_found_nothing(edition: str, monkeypatch: pytest.MonkeyPatch) -> None:
    skipped = 0
    run = cleanup.run_cleanup

    def counting(g: Game, special: str | None = None) -> None:
        nonlocal skipped
        passes = cleanup._PASSES[0]
        run(g, special)
        skipped += cleanup._PASSES[0] == passes

    monkeypatch.setattr("reference_engine.riftbound.game.run_cleanup", counting)
    fast = _play(edition, seed=7)
    assert skipped > ACTIONS // 4, "the position should give the skip something to do"
    monkeypatch.setattr(cleanup, "_inputs", lambda g: None)  # every Cleanup performed in full
    skipped = 0
    assert _play(edition, seed=7) == fast
    assert skipped == 0


def _check_board_lists(g: Game) -> None:
    board = [o for o in g.objects.values() if o.zone in BOARD_ZONES]
    assert g.board_objects() == board
    assert all(a is b for a, b in zip(g.board_objects(), board, strict=True))
    assert g.damaged_board_objects() == [o for o in board if o.damage > 0]
    assert g.board_units() == [o for o in board if o.is_unit and o.on_board]
    assert g.board_fact("strays", cleanup._has_strays) == cleanup._has_strays(board)
    for bf in g.battlefields:
        here = [o for o in board if o.zone == "battlefield" and o.location == bf.id and o.is_unit]
        assert g.units_at(bf.id) == here
        assert g.controllers_at(bf.id) == list(dict.fromkeys(o.controller for o in here))


@pytest.mark.parametrize("edition", ["1.2", "1.3"])
def test_remembered_board_lists_are_what_listing_again_gives(edition: str) -> None:
    _play(edition, seed=11, after_each=_check_board_lists)
