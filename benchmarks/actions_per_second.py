"""How many actions per second the reference engine plays in-process -- the speed differential fuzzing needs.

    python benchmarks/actions_per_second.py [--seconds 5] [--seed 1] [--game mtg|riftbound|both] [--profile]

For each game it builds a two-player mid-game position of about 130 objects (libraries, hands, lands or runes
and creatures or units on the board), then plays random actions, seeded: mostly one of the reference engine's
legal actions, and about one in eight an illegal one (the wrong player, a card from a zone it can't be used
from, a target that doesn't exist) that the engine must reject without changing anything. When a game ends or
reaches a decision this driver can't answer, a fresh game is set up (not timed).

Prints, per game, the actions per second of ``act_events`` -- the engine's in-process call a fuzzer makes:
parse the JSON action, check it, apply it (or reject it, leaving the state as it was), run the game to the
next decision, return the events -- then of ``act``, which also builds the full observable state every time
(``snapshot()``, about 130 objects), and of the whole loop including the driver's own ``legal_actions``
query. Times are CPU seconds of this process (``time.process_time``), so other work on a busy machine does
not count (each timed call also pays one reading of that clock, a few microseconds). Target: ``act_events``
>= 10,000 actions/s for both games. Engines without ``act_events`` (the version before it existed) are timed
through ``act``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reference_engine.core.errors import RulesError

JSON = dict[str, Any]

MTG_CREATURES = ("Probe Bear", "Probe Giant", "Probe Knight", "Probe Elf", "Probe Goblin", "Probe Wall",
                 "Probe Drake", "Probe Sentry", "Probe Thief", "Probe Raider")
MTG_SPELLS = ("Probe Bolt", "Probe Growth", "Probe Nectar", "Probe Sorcerer", "Probe Dreadmaw", "Probe Wolves")
MTG_LANDS = ("Probe Forest", "Probe Mountain", "Probe Plains")


def mtg_setup(rng: random.Random) -> JSON:
    """Two players, 65 objects each: 38 library, 7 hand, 12 lands and 8 creatures on the battlefield."""
    objects: list[JSON] = []
    for p in "AB":
        def add(zone: str, card: str, n: int, p: str = p) -> None:
            objects.append({"id": f"{p}{zone[:3]}{n}", "card": card, "owner": p, "zone": zone})

        for i in range(38):
            add("library", rng.choice(MTG_LANDS + MTG_CREATURES + MTG_SPELLS), i)
        for i in range(7):
            add("hand", rng.choice(MTG_LANDS + MTG_CREATURES + MTG_SPELLS), i)
        for i in range(12):
            add("battlefield", MTG_LANDS[i % len(MTG_LANDS)], i)
        for i in range(12, 20):
            add("battlefield", rng.choice(MTG_CREATURES), i)
    return {
        "players": [{"id": "A", "life": 20}, {"id": "B", "life": 20}],
        "objects": objects,
        "turn": {"number": 3, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"},
    }


RB_UNITS = ("Probe Footsoldier", "Probe Brute", "Probe Sprinter", "Probe Raider", "Probe Bulwark",
            "Probe Taunter", "Probe Scout", "Probe Herald", "Probe Martyr", "Probe Sentry")
RB_OTHERS = ("Probe Insight", "Probe Zap", "Probe Cull", "Probe Relic", "Probe Recall", "Probe Ogre")
RB_RUNES = ("Probe Fury Rune", "Probe Body Rune", "Probe Mind Rune")


def riftbound_setup(rng: random.Random) -> JSON:
    """Two players, 65 objects each: legend, 30 main deck, 8 rune deck, 6 hand, 8 runes and 8 units at base,
    4 units at a battlefield."""
    objects: list[JSON] = []
    for p in "AB":
        def add(zone: str, card: str, n: int, p: str = p, **extra: Any) -> None:
            objects.append({"id": f"{p}{zone[:4]}{n}", "card": card, "owner": p, "zone": zone, **extra})

        add("legend_zone", "Probe Legend", 0)
        for i in range(30):
            add("main_deck", rng.choice(RB_UNITS + RB_OTHERS), i)
        for i in range(8):
            add("rune_deck", RB_RUNES[i % len(RB_RUNES)], i)
        for i in range(6):
            add("hand", rng.choice(RB_UNITS + RB_OTHERS), i)
        for i in range(8):
            add("base", RB_RUNES[i % len(RB_RUNES)], i)
        for i in range(8, 16):
            add("base", rng.choice(RB_UNITS), i)
        for i in range(4):
            add("battlefield", rng.choice(RB_UNITS), i, location="bf1" if p == "A" else "bf2")
    return {
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                         {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"}],
        "objects": objects,
        "turn": {"number": 3, "turn_player": "A", "phase": "action", "step": None, "priority": "A", "focus": None},
    }


@dataclass
class Driver:
    """One game's factory, setup, legal-action query and the state's object ids (for illegal actions)."""

    name: str
    edition: str
    new_game: Callable[[], Any]
    make_setup: Callable[[random.Random], JSON]
    legal: Callable[[Any], list[JSON]]
    stats: dict[str, int] = field(default_factory=dict)


def _mtg_legal(game: Any) -> list[JSON]:
    from reference_engine.mtg.legality import legal_actions

    return [a.to_json() for a in legal_actions(game.state)]


def drivers() -> dict[str, Driver]:
    from reference_engine.mtg import MtgGame
    from reference_engine.riftbound import RiftboundGame

    return {
        "mtg": Driver("mtg", MtgGame.editions[-1], MtgGame, mtg_setup, _mtg_legal),
        "riftbound": Driver("riftbound", RiftboundGame.editions[0], RiftboundGame, riftbound_setup,
                            lambda g: list(g.legal_actions())),
    }


def illegal_action(rng: random.Random, state: JSON, legal: list[JSON]) -> JSON:
    """A plausible action the engine must reject: the other player, a card nobody can use, a made-up target."""
    players = [p["id"] for p in state["players"]]
    base = dict(rng.choice(legal))
    how = rng.randrange(3)
    if how == 0:
        base["player"] = next(p for p in players if p != base["player"])
    elif how == 1:
        base = {"kind": rng.choice(("play", "cast", "play_land")), "player": base["player"],
                "card": rng.choice(sorted(state["objects"]))}
    else:
        base = {**base, "targets": ["no-such-object"]}
    return base


def play(driver: Driver, seconds: float, seed: int, with_state: bool,
         profiler: cProfile.Profile | None = None) -> tuple[int, float, float]:
    """Play for ``seconds`` of loop time; return (actions, seconds inside the engine's call, seconds of the
    loop). ``with_state``: call ``act`` (events and state), else ``act_events`` (events only)."""
    rng = random.Random(seed)
    actions, in_act, started = 0, 0.0, time.process_time()
    rejected = games = 0
    while time.process_time() - started < seconds:
        game = driver.new_game()
        state = game.setup(driver.edition, driver.make_setup(rng))
        games += 1
        events_only = None if with_state else getattr(game, "act_events", None)
        for _ in range(2000):
            if events_only is not None:
                state = game.snapshot()  # for the driver's illegal actions; not timed
            legal = driver.legal(game) if not state["game_over"] else []
            if not legal:
                break
            illegal = rng.random() < 0.125
            action = illegal_action(rng, state, legal) if illegal else rng.choice(legal)
            if profiler:
                profiler.enable()
            t0 = time.process_time()
            try:
                if events_only is not None:
                    events_only(action)
                else:
                    _events, state = game.act(action)
            except RulesError:
                rejected += 1
            in_act += time.process_time() - t0
            if profiler:
                profiler.disable()
            actions += 1
    driver.stats = {"games": games, "rejected": rejected}
    return actions, in_act, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0, help="loop time per game (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=("mtg", "riftbound", "both"), default="both")
    parser.add_argument("--profile", action="store_true", help="print the top of a cProfile of the engine's calls")
    args = parser.parse_args()
    for name, driver in drivers().items():
        if args.game not in (name, "both"):
            continue
        rng = random.Random(args.seed)
        size = len(driver.make_setup(rng)["objects"])
        rates = []
        for with_state in (False, True):
            profiler = cProfile.Profile() if args.profile else None
            n, in_act, total = play(driver, args.seconds, args.seed, with_state, profiler)
            if profiler:
                pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
            rates.append((n / in_act, n / total, n, driver.stats))
        (events_rate, loop_rate, n, stats), (state_rate, *_rest) = rates
        print(f"{name} ({size} objects, 2 players): {events_rate:,.0f} actions/s in act_events (target >= 10,000); "
              f"{state_rate:,.0f}/s in act with the full state; whole loop with legal_actions {loop_rate:,.0f}/s "
              f"({n} actions, {stats['rejected']} rejected, {stats['games']} games)")


if __name__ == "__main__":
    main()
