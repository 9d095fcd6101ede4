"""Positions to fuzz from: Hypothesis strategies that build a protocol setup (PROTOCOL.md §3, PROTOCOL-riftbound
§1) from the probe cards of a tier, in exactly the shape the step library's ``Given`` steps build it (so the
scenario written for a divergence sets up the same game).

Every list is a Hypothesis list, so a divergence shrinks to the fewest cards, and every choice shrinks
towards the simplest value (untapped, no damage, the first phase listed). Cards the engine lacks
(``Pool.lacking``) are left out from the moment an ``unsupported`` reply names them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from hypothesis import strategies as st

from referee.resources import cards_dir
from referee.tiers import TIERS, card_tiers

PLAYERS = ("A", "B")
# MTG moments a setup may place the game in (not untap/cleanup, §3.1; no combat step that needs declared
# attackers, which a setup can't describe): (phase, step).
MTG_MOMENTS = (("precombat_main", None), ("beginning", "upkeep"), ("beginning", "draw"),
               ("combat", "beginning_of_combat"), ("postcombat_main", None), ("ending", "end"))
MANA = ("G", "R", "W", "U", "B", "C")
DICE_CARDS = frozenset({"Probe Booth"})  # cards whose play needs die rolls from the setup (Attractions, 701.49)
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


@cache
def catalogue(game: str) -> dict[str, dict[str, Any]]:
    cards = json.loads((cards_dir() / f"{game}.json").read_text(encoding="utf-8"))
    return {str(card["name"]): card for card in cards}


@dataclass
class Pool:
    """The probe cards a run may use, and what the engine has said it lacks."""

    game: str
    tier: str = "core"
    lacking: set[str] = field(default_factory=set)  # card names
    lacking_fields: set[str] = field(default_factory=set)  # optional setup fields (top level or per object)

    def cards(self, *kinds: str) -> list[str]:
        limit = TIERS.index(self.tier)
        tiers = card_tiers(self.game)
        return sorted(name for name, card in catalogue(self.game).items()
                      if TIERS.index(tiers.get(name, "advanced")) <= limit and name not in self.lacking
                      and _kind(self.game, card) in kinds)

    def allowed(self, name: str) -> bool:
        return name not in self.lacking_fields


def _kind(game: str, card: dict[str, Any]) -> str:
    if game == "riftbound":
        return str(card.get("type"))
    types = card.get("types") or []
    for kind in ("Land", "Creature", "Artifact", "Instant", "Sorcery"):
        if kind in types:
            return kind.lower()
    return "other"


class Ids:
    """Readable object ids from card names: ``forest1``, ``bear2``."""

    def __init__(self) -> None:
        self.used: dict[str, int] = {}

    def __call__(self, card: str) -> str:
        slug = re.sub(r"[^a-z]", "", card.removeprefix("Probe ").split()[0].lower()) or "card"
        self.used[slug] = self.used.get(slug, 0) + 1
        return f"{slug}{self.used[slug]}"


def _pick(draw: Any, names: list[str], low: int, high: int) -> list[str]:
    if not names:
        return []
    return list(draw(st.lists(st.sampled_from(names), min_size=low, max_size=high)))


@st.composite
def mtg_setup(draw: Any, pool: Pool) -> dict[str, Any]:
    ids = Ids()
    lands, creatures = pool.cards("land"), pool.cards("creature")
    spells, artifacts = pool.cards("instant", "sorcery"), pool.cards("artifact")
    anything = lands + creatures + spells + artifacts
    players = [{"id": p, "life": draw(st.integers(1, 20).map(lambda n: 21 - n))} for p in PLAYERS]
    objects: list[dict[str, Any]] = []

    def add(card: str, owner: str, zone: str, **extra: Any) -> None:
        entry = {"id": ids(card), "card": card, "owner": owner, "zone": zone}
        entry.update({k: v for k, v in extra.items() if pool.allowed(k)})
        objects.append(entry)

    for owner in PLAYERS:
        for card in _pick(draw, lands, 0, 4):
            add(card, owner, "battlefield", tapped=draw(st.booleans()))
        for card in _pick(draw, creatures + artifacts, 0, 3):
            toughness = catalogue("mtg")[card].get("toughness")
            extra: dict[str, Any] = {"tapped": draw(st.booleans())}
            if toughness is not None:
                extra["summoning_sick"] = draw(st.booleans())
                extra["damage"] = draw(st.integers(0, max(0, int(toughness) - 1)))
            add(card, owner, "battlefield", **extra)
        for card in _pick(draw, anything, 0, 4):
            add(card, owner, "hand")
        for card in _pick(draw, anything, 0, 3):
            add(card, owner, "library")
        for card in _pick(draw, anything, 0, 1):
            add(card, owner, "graveyard")
    phase, step = draw(st.sampled_from(MTG_MOMENTS))
    active = draw(st.sampled_from(PLAYERS))
    setup: dict[str, Any] = {"players": players, "objects": objects,
                             "turn": {"step": step, "number": draw(st.integers(2, 6)), "active_player": active,
                                      "phase": phase, "priority": active}}
    if any(o["card"] in DICE_CARDS for o in objects) and pool.allowed("die_rolls"):
        # the engine never rolls (§9.1): a position that may need a roll gives the results
        setup["die_rolls"] = draw(st.lists(st.integers(1, 6), min_size=1, max_size=4))
    if pool.allowed("lands_played") and draw(st.booleans()):
        setup["lands_played"] = {active: 1}
    if pool.allowed("mana_pools"):
        mana = draw(st.dictionaries(st.sampled_from(MANA), st.integers(1, 4), max_size=4))
        if mana:
            setup["mana_pools"] = {active: dict(sorted(mana.items()))}
    return setup


@st.composite
def riftbound_setup(draw: Any, pool: Pool) -> dict[str, Any]:
    ids = Ids()
    runes, units = pool.cards("rune"), pool.cards("unit")
    playable = units + pool.cards("spell") + pool.cards("gear")
    fields = pool.cards("battlefield")
    # up to the victory score (8, 462.3): a player already there makes the win checks observable (v1.3 323.1)
    players = [{"id": p, "points": draw(st.integers(0, 8))} for p in PLAYERS]
    battlefields = []
    for n, owner in enumerate(PLAYERS, start=1):
        battlefield: dict[str, Any] = {"id": f"bf{n}", "card": draw(st.sampled_from(fields)) if fields else
                                       "Probe Battlefield", "owner": owner}
        battlefield["controller"] = draw(st.sampled_from((None, *PLAYERS)))
        battlefields.append(battlefield)
    objects: list[dict[str, Any]] = []

    def add(card: str, owner: str, zone: str, **extra: Any) -> None:
        entry = {"id": ids(card), "card": card, "owner": owner, "zone": zone}
        entry.update({k: v for k, v in extra.items() if v is not None and pool.allowed(k)})
        objects.append(entry)

    def unit_extra(card: str) -> dict[str, Any]:
        might = int(catalogue("riftbound")[card].get("might") or 1)
        return {"exhausted": draw(st.booleans()), "damage": draw(st.integers(0, max(0, might - 1)))}

    for owner in PLAYERS:
        for card in _pick(draw, runes, 0, 4):
            add(card, owner, "base", exhausted=draw(st.booleans()))
        for card in _pick(draw, runes, 0, 2):
            add(card, owner, "rune_deck")
        for card in _pick(draw, units, 0, 2):
            add(card, owner, "base", **unit_extra(card))
        for battlefield in battlefields:
            if battlefield["controller"] == owner:
                for card in _pick(draw, units, 0, 2):
                    add(card, owner, "battlefield", location=battlefield["id"], **unit_extra(card))
        for card in _pick(draw, playable, 0, 4):
            add(card, owner, "hand")
        for card in _pick(draw, playable, 0, 3):
            add(card, owner, "main_deck")
    turn_player = draw(st.sampled_from(PLAYERS))
    setup: dict[str, Any] = {"players": players, "objects": objects, "battlefields": battlefields,
                             "turn": {"step": None, "number": draw(st.integers(2, 6)), "turn_player": turn_player,
                                      "phase": "action", "priority": turn_player, "focus": None}}
    if pool.allowed("rune_pools"):
        energy = draw(st.integers(0, 6))
        power = draw(st.dictionaries(st.sampled_from(DOMAINS), st.integers(1, 2), max_size=2))
        if energy or power:
            setup["rune_pools"] = {turn_player: {"energy": energy, "power": dict(sorted(power.items()))}}
    return setup


def setups(pool: Pool) -> Any:
    return mtg_setup(pool) if pool.game == "mtg" else riftbound_setup(pool)
