"""Costs to attack and to block (508.1g-j, 509.1d-f), from Probe Archangel (Archangel of Tithes):
{1} per creature attacking a player who controls an untapped Probe Archangel, and {1} per blocking creature
while a Probe Archangel is attacking. The total is determined from the chosen declaration and locked in
(508.1h, 509.1d); the declaring player may activate mana abilities of permanents they control during the
declaration (508.1i, 509.1e, the action's ``mana_abilities``); then the whole cost is paid from the mana
pool at once, or the declaration is illegal (508.1j, 509.1f; no partial payment). A requirement doesn't
oblige a player to pay such a cost (508.1d, 509.1c)."""

from __future__ import annotations

from reference_engine.core.errors import RulesError
from reference_engine.mtg import mana, primitives
from reference_engine.mtg.actions import Action, Event
from reference_engine.mtg.cards import MANA, activated_abilities, card_def, has_kw, is_type
from reference_engine.mtg.model import GameState

ATTACK_TAX = {"Probe Archangel": 1}  # while untapped, per creature attacking its controller
BLOCK_TAX = {"Probe Archangel": 1}  # while attacking, per blocking creature


def attack_tax(state: GameState, target: str) -> int:
    """Generic mana owed for one creature attacking ``target``."""
    return sum(
        ATTACK_TAX.get(card_def(o).name, 0) for o in state.permanents(target) if not o.tapped
    )


def block_tax(state: GameState) -> int:
    """Generic mana owed for one blocking creature."""
    c = state.combat
    assert c is not None, "asked only while blockers are declared, in combat"
    return sum(BLOCK_TAX.get(card_def(state.objects[a]).name, 0) for a in c.attackers)


def total_cost(state: GameState, a: Action) -> int:
    """508.1h / 509.1d: the total cost of this declaration, locked in as it is made."""
    if a.kind == "declare_attackers":
        return sum(attack_tax(state, target) for _, target in a.attackers)
    return block_tax(state) * len({b for b, _ in a.blockers})  # declare_blockers: the only other caller


def _mana_ability_ok(state: GameState, pid: str, oid: str) -> bool:
    o = state.objects.get(oid)
    if o is None or o.zone != "battlefield" or o.phased_out or o.controller != pid or o.tapped:
        return False
    if card_def(o).name not in MANA or not activated_abilities(o):
        return False
    return not (is_type(o, "Creature") and o.summoning_sick and not has_kw(o, "haste"))


def check(state: GameState, a: Action) -> RulesError | None:
    """Why the declaration's costs can't be paid (None: they can)."""
    cost = total_cost(state, a)
    sources = list(a.mana_abilities)
    if not cost and sources:
        return RulesError("invalid_choice", "mana abilities may be activated only to pay a cost to declare", "508.1i")
    if len(set(sources)) != len(sources) or not all(_mana_ability_ok(state, a.player, s) for s in sources):
        return RulesError("cannot_pay", "a listed mana ability can't be activated", "605.3a")
    pool = dict(state.player(a.player).mana_pool)
    for s in sources:
        for sym in MANA[card_def(state.objects[s]).name]:
            pool[sym] += 1
    if mana.payment(pool, f"{{{cost}}}") is None:
        rule = "508.1j" if a.kind == "declare_attackers" else "509.1f"
        return RulesError("cannot_pay", f"the total cost to declare is {{{cost}}}; it can't be paid", rule)
    return None


def pay(state: GameState, a: Action, ev: list[Event]) -> None:
    """Activate the listed mana abilities (508.1i / 509.1e), then pay the locked-in total (508.1j / 509.1f)."""
    cost = total_cost(state, a)
    for s in a.mana_abilities:
        o = state.objects[s]
        primitives.set_tapped(state, o, True, ev)
        state.new_ability_id(o.id)
        mana.add(state, a.player, MANA[card_def(o).name], ev)
    if cost:
        mana.pay(state, a.player, f"{{{cost}}}")
