"""Probe-card tiers and the tier of each scenario.

Every probe card in ``cards/<game>.json`` carries a ``tier``: how widely engines can express it.

- ``core``: basic lands and runes, battlefields and legends with no text, vanilla and keyword-only
  creatures and units, and cards with one ability doing one common thing (damage, draw, a pump, kill,
  move or return a unit, gain life, add mana) on a common trigger ("at the beginning of", "when you play
  me", attacks, defends, conquers, holds) or for a simple cost, with targeting as engines commonly scope it.
- ``standard``: common mechanics beyond that: conditions, choices of mode or destination, optional and
  additional costs, cost changes, replacement and passive effects, tokens, delayed and reflexive triggers,
  control changes, attack and block requirements.
- ``advanced``: mechanics few engines implement or that reshape the turn: phasing, day/night, sagas,
  Attractions, morph, schemes, extra or skipped turns, phases and steps, linked and use-conditioned
  abilities, simultaneous replacements.

A scenario's tier is the highest tier among the probe cards its setup names, so an engine that
implements only core cards can run every ``core`` scenario (``referee certify --tier core``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from referee.resources import cards_dir, features_dir

TIERS = ("core", "standard", "advanced")  # in increasing order: a scenario takes its highest card's tier


@cache
def card_tiers(game: str, directory: str | None = None) -> dict[str, str]:
    """Probe card name -> tier, from the game's catalogue."""
    path = Path(directory) if directory else cards_dir()
    catalogue = json.loads((path / f"{game}.json").read_text(encoding="utf-8"))
    return {str(card["name"]): str(card.get("tier", "advanced")) for card in catalogue}


def highest(tiers: Iterable[str]) -> str:
    """The highest of some tiers (``core`` for none: a setup without cards needs nothing special)."""
    return max(tiers, key=TIERS.index, default="core")


def setup_cards(steps: Iterable[Any]) -> set[str]:
    """Probe card names a scenario's ``Given`` steps put in play: the ``card`` column of object tables and
    the ``card`` fields of JSON setup additions (Riftbound battlefields)."""
    names: set[str] = set()
    for step in steps:
        if step.keyword != "given":
            continue
        table = step.table
        if table and "card" in table[0]:
            column = table[0].index("card")
            names.update(row[column].strip() for row in table[1:] if column < len(row) and row[column].strip())
        docstring = getattr(step, "docstring", "")
        if docstring:
            names.update(_json_cards(docstring))
    names.discard("-")
    return names


def _json_cards(text: str) -> set[str]:
    try:
        value = json.loads(text)
    except ValueError:
        return set()
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            card = node.get("card")
            if isinstance(card, str):
                found.add(card)
            for child in node.values():
                walk(child)
        elif isinstance(node, list):
            for child in node:
                walk(child)

    walk(value)
    return found


def scenario_tier(game: str, cards: Iterable[str]) -> str:
    """The tier a scenario needs: its highest card's. A card missing from the catalogue counts as advanced
    (lint reports it as unknown)."""
    tiers = card_tiers(game)
    return highest(tiers.get(card, "advanced") for card in cards)


@cache
def scenario_cards(game: str, root: str | None = None) -> dict[str, frozenset[str]]:
    """Scenario id (``RB08-chains/3``) -> the probe cards its setup names, for every scenario of a game."""
    from referee.rules.scenarios import load_feature

    base = Path(root) if root else features_dir()
    out: dict[str, frozenset[str]] = {}
    for path in sorted((base / game).glob("*.feature")):
        for scenario in load_feature(path).scenarios:
            out[scenario_id(path.stem, scenario.name)] = frozenset(setup_cards(scenario.steps))
    return out


@cache
def scenario_tiers(game: str, root: str | None = None) -> dict[str, str]:
    """Scenario id (``RB08-chains/3``) -> tier, for every scenario of a game's feature files."""
    return {ident: scenario_tier(game, cards) for ident, cards in scenario_cards(game, root).items()}


def unlocks(game: str, tier: str = "core", root: str | None = None) -> list[dict[str, Any]]:
    """The "implement X to unlock N" view: for each probe card above ``tier`` that some scenario names, how
    many scenarios it alone keeps above that tier (``alone``, their ids in ``unlocked``: every other card they
    name is of ``tier`` or lower, so an engine that can run ``tier`` gains exactly those by adding this card)
    and how many name it at all (``scenarios``). Most ``alone`` first, then most ``scenarios``, then by name."""
    cards = card_tiers(game)
    limit = TIERS.index(tier)

    def above(card: str) -> bool:
        return TIERS.index(cards.get(card, "advanced")) > limit

    unlocked: dict[str, list[str]] = {}
    named: dict[str, int] = {}
    for ident, names in scenario_cards(game, root).items():
        blocking = sorted(card for card in names if above(card))
        for card in blocking:
            named[card] = named.get(card, 0) + 1
            unlocked.setdefault(card, [])
        if len(blocking) == 1:
            unlocked[blocking[0]].append(ident)
    rows = [{"card": card, "tier": cards.get(card, "advanced"), "alone": len(unlocked[card]),
             "scenarios": named[card], "unlocked": unlocked[card]} for card in named]
    return sorted(rows, key=lambda row: (-row["alone"], -row["scenarios"], row["card"]))


def scenario_id(feature_stem: str, name: str) -> str:
    """The id reports use: ``<feature file stem>/<n>`` from a ``[n] ...`` scenario name."""
    number = name[1:].split("]", 1)[0] if name.startswith("[") and "]" in name else name
    return f"{feature_stem}/{number}"


def share(game: str, tier: str = "core", root: str | None = None) -> tuple[int, int]:
    """(scenarios runnable with cards of ``tier`` or lower, all scenarios) for a game."""
    tiers = scenario_tiers(game, root)
    limit = TIERS.index(tier)
    return sum(TIERS.index(t) <= limit for t in tiers.values()), len(tiers)
