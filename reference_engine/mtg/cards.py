"""Probe-card characteristics and behaviours (catalogue ``cards/mtg.json``).

Characteristics come from the catalogue; the behaviour of each probe card's text is coded here:
mana abilities (605, 106), other activated abilities (602), spell effects (608), keywords (702: first
strike 702.7, double strike 702.4, trample 702.19, haste 702.10, vigilance 702.20, defender 702.3,
phasing 702.26, morph 702.37, daybound/nightbound 702.145), face-down characteristics (708.2) and
double-faced cards (712). Triggered abilities are in triggers.py.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from reference_engine.core.catalogue import catalogue_path as kit_catalogue_path
from reference_engine.mtg.model import GameState, Obj


@dataclass(frozen=True)
class CardDef:
    name: str
    cost: str | None
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keywords: frozenset[str] = frozenset()
    lights: tuple[int, ...] = ()
    back: CardDef | None = None


FACE_DOWN = CardDef(name="", cost=None, types=("Creature",), power=2, toughness=2)  # 708.2a
KNIGHT_TOKEN = CardDef(  # History of Benalia's token (111.4: named after its subtype)
    name="Knight Token",
    cost=None,
    types=("Creature",),
    subtypes=("Knight",),
    power=2,
    toughness=2,
    keywords=frozenset({"vigilance"}),
)
HUMAN_TOKEN = CardDef(  # Hanweir Garrison's token
    name="Human Token",
    cost=None,
    types=("Creature",),
    subtypes=("Human",),
    power=1,
    toughness=1,
)
TOKENS = {KNIGHT_TOKEN.name: KNIGHT_TOKEN, HUMAN_TOKEN.name: HUMAN_TOKEN}


def catalogue_path() -> Path:
    return kit_catalogue_path("mtg")


def _pt(v: Any) -> int | None:
    return int(v) if isinstance(v, str) and re.fullmatch(r"-?\d+", v) else None


def _face(d: dict[str, Any], cost: str | None) -> CardDef:
    return CardDef(
        name=d["name"],
        cost=cost,
        types=tuple(d.get("types", ())),
        subtypes=tuple(d.get("subtypes", ())),
        power=_pt(d.get("power")),
        toughness=_pt(d.get("toughness")),
        keywords=frozenset(k.lower() for k in d.get("keywords", ())),
        lights=tuple(d.get("attractionLights", ())),
    )


@lru_cache(maxsize=1)
def catalogue() -> dict[str, CardDef]:
    data = json.loads(catalogue_path().read_text(encoding="utf-8"))
    out: dict[str, CardDef] = {}
    for d in data:
        front = _face(d, d.get("manaCost"))
        if isinstance(d.get("backFace"), dict):
            back = _face(d["backFace"], None)
            front = CardDef(**{**front.__dict__, "back": back})
        out[front.name] = front
    out.update(TOKENS)
    return out


# ---- behaviours ------------------------------------------------------------------------------
# {T}: Add mana (mana abilities, 605.1a) — ability index 0.
MANA: dict[str, str] = {
    "Probe Forest": "G",
    "Probe Mountain": "R",
    "Probe Plains": "W",
    "Probe Island": "U",
    "Probe Swamp": "B",
    "Probe Elf": "G",
    "Probe Ring": "CC",
}
# Non-mana activated abilities: name -> list of (effect, mana cost, needs {T}, target kind, timing).
ACTIVATED: dict[str, list[tuple[str, str, bool, str | None, str | None]]] = {
    "Probe Sorcerer": [("damage1", "", True, "any", None)],
    "Probe Sparkmage": [("damage1", "", True, "any", None)],
    "Probe Colossus": [("untap_self", "{9}", False, None, "own_upkeep")],
    "Probe Lawkeeper": [("tap_target", "{W}", True, "creature", None)],
}
# Spells: name -> (effect, target kind)
SPELLS: dict[str, tuple[str, str | None]] = {
    "Probe Bolt": ("damage3", "any"),
    "Probe Growth": ("pump33", "creature"),
    "Probe Nectar": ("gain4", None),
    "Probe Walk": ("extra_turn", None),  # 500.7
    "Probe Assault": ("extra_combat", None),  # 500.8
    "Probe Stun": ("stun", "creature"),  # 509.1b restriction, 506.4a
    "Probe Journey": ("journey", "creature"),  # delayed trigger (603.7, 513.2)
}
MORPH_COST = {"Probe Loxodon": "{5}{G}"}
DOESNT_UNTAP = frozenset({"Probe Colossus"})
SAGA_CHAPTERS = {"Probe Saga": 3}
# Static abilities (604): steps every player skips (500.10), attack/block requirements and restrictions
# (508.1c-d, 509.1b-c).
SKIPPED_STEPS = {"Probe Hub": "upkeep"}
MUST_ATTACK = frozenset({"Probe Berserker"})  # "attacks each combat if able"
CANT_BLOCK = frozenset({"Probe Raider"})
BLOCKS_ANY_NUMBER = frozenset({"Probe Guard"})  # "can block any number of creatures" (509.1a)
LURE = frozenset({"Probe Unicorn"})  # "all creatures able to block this creature do so"


def card_def(obj: Obj) -> CardDef:
    """The object's current characteristics (face-down 708.2, transformed back face 712.8)."""
    if obj.face_down and obj.zone == "battlefield":
        return FACE_DOWN
    base = catalogue()[obj.card]
    if obj.transformed and base.back is not None:
        return base.back
    return base


def is_type(obj: Obj, t: str) -> bool:
    return t in card_def(obj).types


def has_kw(obj: Obj, kw: str) -> bool:
    return kw in card_def(obj).keywords


def has_flag(state: GameState, obj: Obj, flag: str) -> bool:
    """A restriction from a resolved spell or ability applies to ``obj`` (e.g. Probe Stun's "can't block")."""
    return any(e.obj == obj.id and e.flag == flag for e in state.effects)


def _counted(obj: Obj) -> int:
    """What the object's +1/+1 and -1/-1 counters add to its power and toughness (122.1a). A setup may give it
    both: 704.5q (they annihilate) is not modelled, and the sum is the same either way."""
    return obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)


def power(state: GameState, obj: Obj) -> int | None:
    d = card_def(obj)  # once: asked for every creature at every state-based action check and snapshot
    if d.power is None:  # only creature faces have power and toughness in the catalogue (it has no Vehicle)
        return None
    return d.power + _counted(obj) + sum(e.power for e in state.effects if e.obj == obj.id)


def toughness(state: GameState, obj: Obj) -> int | None:
    d = card_def(obj)
    if d.toughness is None:
        return None
    return d.toughness + _counted(obj) + sum(e.toughness for e in state.effects if e.obj == obj.id)


def parse_cost(cost: str | None) -> dict[str, int]:
    """``{2}{G}{G}`` -> {"generic": 2, "G": 2}."""
    out: dict[str, int] = {}
    for sym in re.findall(r"\{([^}]+)\}", cost or ""):
        if sym.isdigit():
            out["generic"] = out.get("generic", 0) + int(sym)
        else:
            out[sym] = out.get(sym, 0) + 1
    return out


def activated_abilities(obj: Obj) -> list[tuple[str, str, bool, str | None, str | None]]:
    """The object's activated abilities in card order (index = protocol ``ability``); a face-down permanent's
    characteristics (card_def: FACE_DOWN, 708.2a) have no name, so it has none."""
    name = card_def(obj).name
    if name in MANA:
        return [("mana", "", True, None, None)]
    return ACTIVATED.get(name, [])
