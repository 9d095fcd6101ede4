"""Combat (506-511): defending players (506.2, 703.4h variant where the active player chooses one
opponent), declaring attackers (508.1: untapped, no summoning sickness 302.6 unless haste 702.10,
no defender 702.3, tapping unless vigilance 702.20), declaring blockers (509.1), attack and block requirements and
restrictions (508.1c-d, 509.1b-c: "attacks each combat if able", "can't block", "all creatures able to
block it do so", flying; the declaration must obey as many requirements as it could without paying a
cost, and a creature that pays to attack or block still obeys its requirement; costs to attack and block
are in costs.py), damage assignment
order (pre-Foundations 509.2/509.3, 703.4k/703.4m), combat damage assignment (510.1; 2025: divided
freely among blockers 510.1c-d; pre-Foundations: lethal to each blocker in order before the next),
trample (702.19b-d: lethal to every blocker before the player), first strike / double strike
(702.7, 702.4, 510.4), simultaneous dealing (510.2) and removal from combat (511.3)."""

from __future__ import annotations

from itertools import combinations, product
from typing import TypeVar

from reference_engine.mtg import costs, primitives, triggers
from reference_engine.mtg.actions import Action, Decision, Event
from reference_engine.mtg.cards import (
    BLOCKS_ANY_NUMBER,
    CANT_BLOCK,
    LURE,
    MUST_ATTACK,
    card_def,
    has_flag,
    has_kw,
    is_type,
    power,
    toughness,
)
from reference_engine.mtg.editions import rules
from reference_engine.mtg.model import GameState, Obj

MAX_ENUM = 20000
T = TypeVar("T")


def attack_targets(state: GameState) -> list[str]:
    c = state.combat
    if c is not None and c.defending_player is not None:
        return [c.defending_player]
    return state.opponents(state.active)


def can_attack(state: GameState, o: Obj) -> bool:
    return (
        is_type(o, "Creature")
        and not o.tapped
        and not has_kw(o, "defender")
        and (not o.summoning_sick or has_kw(o, "haste"))
    )


def attack_candidates(state: GameState) -> list[str]:
    return [o.id for o in state.permanents(state.active) if can_attack(state, o)]


def _best_first(options: list[T], scores: list[int], free: list[bool]) -> list[T]:
    """One creature's options, those obeying the most requirements first, free ones first among equals (stable
    otherwise): then the first combination enumerated obeys as many as possible, so a listing capped at
    MAX_ENUM still holds a legal declaration."""
    ranked = sorted(zip(scores, free, options, strict=True), key=lambda x: (-x[0], not x[1]))
    return [option for _, _, option in ranked]


def _attack_options(state: GameState, cands: list[str], targets: list[str]) -> tuple[list[list[int]], list[list[bool]]]:
    """Per candidate, its options as listed (not attacking, then each target): the requirements each obeys
    (one for a creature that "attacks each combat if able" and attacks, whoever it attacks and whatever that
    costs) and whether it is free (no cost to attack that target)."""
    untaxed = [not costs.attack_tax(state, t) for t in targets]
    scores, free = [], []
    for x in cands:
        must = int(card_def(state.objects[x]).name in MUST_ATTACK)
        scores.append([0, *(must for _ in targets)])
        free.append([True, *untaxed])
    return scores, free


def _block_options(state: GameState, blockers: list[str], attackers: list[str]) -> tuple[
    list[list[tuple[str, ...]]], list[list[int]], list[list[bool]]
]:
    """Per blocker, the sets of attackers it may block, the requirements each set obeys (one per "lure"
    attacker in it, whatever blocking costs) and whether it is free (blocking nothing, or no cost to block)."""
    untaxed = not costs.block_tax(state)
    options, scores, free = [], [], []
    for b in blockers:
        sets = _blocked_sets(state, b, [x for x in attackers if not evades(state, x, b)])
        options.append(sets)
        scores.append([sum(card_def(state.objects[x]).name in LURE for x in s) for s in sets])
        free.append([untaxed or not s for s in sets])
    return options, scores, free


def _required(scores: list[list[int]], free: list[list[bool]]) -> int:
    """508.1d / 509.1c: the most requirements a declaration could obey without paying any cost (a player is
    never required to pay a cost to attack or block). A declaration whose creatures pay to attack or block
    still obeys the requirements they meet, so it must obey at least this many, not the most possible with
    costs paid. A declaration's count is the sum of its creatures' counts, so this is the sum of each
    creature's best free option."""
    return sum(max(n for n, f in zip(s, fr, strict=True) if f) for s, fr in zip(scores, free, strict=True))


def legal_attacks(state: GameState, player: str) -> list[Action]:
    cands, targets = attack_candidates(state), attack_targets(state)
    scores, free = _attack_options(state, cands, targets)
    per_creature = [_best_first(list(range(len(targets) + 1)), s, f) for s, f in zip(scores, free, strict=True)]
    required, out = _required(scores, free), []
    for count, combo in enumerate(product(*per_creature)):
        if count > MAX_ENUM:
            break
        if sum(scores[i][d] for i, d in enumerate(combo)) < required:
            continue
        pairs = tuple(sorted((a, targets[d - 1]) for a, d in zip(cands, combo, strict=True) if d))
        out.append(Action("declare_attackers", player, attackers=pairs))
    return out


def declaration_legal(state: GameState, n: Action) -> bool | None:
    """Whether the normalized declaration ``n`` is legal (None: not a declaration), without listing the
    declarations: the conditions of ``legal_attacks`` / ``legal_blocks`` checked per creature -- each attacker
    once, among the candidates, at one of the targets; each blocker blocking one of the sets it may block --
    and at least as many requirements obeyed as possible without paying costs (``_required``). Every
    combination counts, however many there are: the listing's cap (MAX_ENUM) limits only what
    ``legal_attacks`` / ``legal_blocks`` enumerate, never what is legal. ``n`` comes from the protocol, which
    carries no other field for a declaration (ACTION_FIELDS; the mana abilities are taken off before)."""
    pid = n.player
    if n.kind == "declare_attackers":
        cands, targets = attack_candidates(state), attack_targets(state)
        attacking = dict(n.attackers)
        if len(attacking) != len(n.attackers) or any(x not in cands or t not in targets for x, t in n.attackers):
            return False
        scores, free = _attack_options(state, cands, targets)
        digits = [0 if x not in attacking else 1 + targets.index(attacking[x]) for x in cands]
        return sum(scores[i][d] for i, d in enumerate(digits)) >= _required(scores, free)
    if n.kind == "declare_blockers":
        blockers, attackers = block_options(state, pid)
        if len(set(n.blockers)) != len(n.blockers) or any(b not in blockers for b, _ in n.blockers):
            return False
        options, scores, free = _block_options(state, blockers, attackers)
        digits = []
        for b, sets in zip(blockers, options, strict=True):
            chosen = {x for bb, x in n.blockers if bb == b}
            found = [i for i, s in enumerate(sets) if set(s) == chosen]
            if not found:
                return False
            digits.append(found[0])
        return sum(scores[i][d] for i, d in enumerate(digits)) >= _required(scores, free)
    return None


def declare_attackers(state: GameState, a: Action, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    for aid, _ in a.attackers:  # 508.1f
        o = state.objects[aid]
        if not has_kw(o, "vigilance"):
            primitives.set_tapped(state, o, True, ev)
    costs.pay(state, a, ev)  # 508.1g-j
    for aid, target in a.attackers:  # 508.1k
        c.attackers[aid] = target
        state.attacked_this_turn.add(aid)
    ids = [x for x, _ in a.attackers]
    ev.append(Event.make("attackers_declared", player=a.player, attackers=ids))
    triggers.attacks(state, list(a.attackers))


def defenders(state: GameState) -> list[str]:
    c = state.combat
    assert c is not None  # asked as the declare blockers step begins
    attacked = set(c.attackers.values())
    return [p for p in state.apnap() if p in attacked]


def block_options(state: GameState, pid: str) -> tuple[list[str], list[str]]:
    c = state.combat
    assert c is not None
    attackers = [a for a, t in c.attackers.items() if t == pid]
    blockers = [o.id for o in state.permanents(pid) if can_block(state, o)]
    return blockers, attackers


def can_block(state: GameState, o: Obj) -> bool:
    """509.1a untapped creature; 509.1b restrictions: "can't block" abilities and effects."""
    return (
        is_type(o, "Creature")
        and not o.tapped
        and card_def(o).name not in CANT_BLOCK
        and not has_flag(state, o, "cant_block")
    )


def evades(state: GameState, attacker: str, blocker: str) -> bool:
    """509.1b evasion: a creature with flying can't be blocked except by creatures with flying or reach."""
    a, b = state.objects[attacker], state.objects[blocker]
    return has_kw(a, "flying") and not (has_kw(b, "flying") or has_kw(b, "reach"))


def legal_blocks(state: GameState, pid: str) -> list[Action]:
    blockers, attackers = block_options(state, pid)
    options, scores, free = _block_options(state, blockers, attackers)
    per_creature = [_best_first(list(range(len(sets))), s, f) for sets, s, f in zip(options, scores, free, strict=True)]
    required, out = _required(scores, free), []
    for count, combo in enumerate(product(*per_creature)):
        if count > MAX_ENUM:
            break
        if sum(scores[i][d] for i, d in enumerate(combo)) < required:
            continue
        pairs = tuple(sorted((b, x) for b, sets, d in zip(blockers, options, combo, strict=True) for x in sets[d]))
        out.append(Action("declare_blockers", pid, blockers=pairs))
    return out


def _blocked_sets(state: GameState, blocker: str, attackers: list[str]) -> list[tuple[str, ...]]:
    """What one creature may block: nothing or one attacker, or any set of them if it can block any number."""
    if card_def(state.objects[blocker]).name not in BLOCKS_ANY_NUMBER:
        return [(), *((x,) for x in attackers)]
    return [s for n in range(len(attackers) + 1) for s in combinations(attackers, n)]


def declare_blockers(state: GameState, a: Action, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    before = set(c.blocked)
    costs.pay(state, a, ev)  # 509.1d-f
    for bid, aid in a.blockers:
        c.blockers.setdefault(bid, []).append(aid)
        c.blocked.add(aid)
    ids = list(dict.fromkeys(b for b, _ in a.blockers))
    ev.append(Event.make("blockers_declared", player=a.player, blockers=ids))
    triggers.blocks(state, ids)
    triggers.became_blocked(state, [x for x in c.attackers if x in c.blocked and x not in before])
    no_blocks(state, a.player)


def no_blocks(state: GameState, pid: str) -> None:
    """509.1i: the attackers of ``pid`` that no creature was declared to block trigger 509.5g abilities."""
    c = state.combat
    assert c is not None
    triggers.unblocked(state, [x for x, t in c.attackers.items() if t == pid and x not in c.blocked])


def blockers_of(state: GameState, aid: str) -> list[str]:
    c = state.combat
    assert c is not None
    found = [b for b, lst in c.blockers.items() if aid in lst]
    if aid in c.order:
        return [b for b in c.order[aid] if b in found] + [b for b in found if b not in c.order[aid]]
    return found


def needs_order(state: GameState) -> list[str]:
    """Pre-Foundations: attackers blocked by two or more creatures (509.2, the active player orders), then
    creatures blocking two or more attackers (509.3, their controller orders)."""
    c = state.combat
    if c is None or not rules(state).orders_blockers():
        return []
    attackers = [a for a in c.attackers if len(blockers_of(state, a)) >= 2]
    return attackers + [b for b in c.blockers if b not in c.attackers and len(attackers_of(state, b)) >= 2]


def attackers_of(state: GameState, bid: str) -> list[str]:
    """The attackers ``bid`` blocks that are still attacking, in its damage assignment order if announced."""
    c = state.combat
    assert c is not None
    found = [a for a in c.blockers.get(bid, []) if a in c.attackers]
    if bid in c.order:
        return [a for a in c.order[bid] if a in found] + [a for a in found if a not in c.order[bid]]
    return found


# ---- combat damage ------------------------------------------------------------------------------
def in_combat(state: GameState) -> list[str]:
    c = state.combat
    assert c is not None
    return list(c.attackers) + [b for b in c.blockers if b not in c.attackers]


def has_first_strike(o: Obj) -> bool:
    return has_kw(o, "first strike") or has_kw(o, "double strike")


def any_first_strike(state: GameState) -> bool:
    return any(has_first_strike(state.objects[x]) for x in in_combat(state))


def damage_dealers(state: GameState) -> list[str]:
    """Creatures assigning damage in this step, in 510.1 order (attackers, then blockers APNAP).

    in_combat already gives that order: blockers are recorded as they are declared, and the defending
    players declare one at a time in APNAP order (turn.py's block_queue is ``defenders``, APNAP)."""
    c = state.combat
    assert c is not None
    out = []
    for x in in_combat(state):
        o = state.objects[x]
        if state.step == "first_strike_damage":
            ok = has_first_strike(o)
        elif c.first_strike_step:
            ok = x not in c.dealt_first or has_kw(o, "double strike")
        else:
            ok = True
        if ok:  # a creature without power gets only the empty assignment (legal_assignments)
            out.append(x)
    return out


def recipients(state: GameState, x: str) -> tuple[list[str], str | None]:
    """(creatures that may be dealt x's damage in order, player that may be dealt it or None)."""
    c = state.combat
    assert c is not None
    o = state.objects[x]
    if x in c.attackers:
        target = c.attackers[x]
        alive = target in state.live_ids()
        if x not in c.blocked:
            return [], target if alive else None
        bl = blockers_of(state, x)
        if not bl:
            return [], target if alive and has_kw(o, "trample") else None  # 702.19d
        return bl, target if alive and has_kw(o, "trample") else None
    return attackers_of(state, x), None


def lethal(state: GameState, oid: str) -> int:
    o = state.objects[oid]
    return max(0, (toughness(state, o) or 0) - o.damage)


def legal_assignments(state: GameState, x: str) -> list[Action]:
    o = state.objects[x]
    amount = power(state, o) or 0
    creatures, player = recipients(state, x)
    opts = creatures + ([player] if player else [])
    if not opts or amount <= 0:
        return [Action("assign_combat_damage", o.controller, source=x, assignments=())]
    ordered = rules(state).damage_follows_order()
    out = []
    for split in _compositions(amount, len(opts)):
        amounts = dict(zip(opts, split, strict=True))
        if player and amounts[player] > 0 and any(amounts[b] < lethal(state, b) for b in creatures):
            continue
        if ordered and any(
            amounts[b] > 0 and any(amounts[e] < lethal(state, e) for e in creatures[:i])
            for i, b in enumerate(creatures)
        ):
            continue
        out.append(
            Action(
                "assign_combat_damage",
                o.controller,
                source=x,
                assignments=tuple(sorted((t, n) for t, n in amounts.items() if n)),
            )
        )
    return out


def _compositions(n: int, k: int) -> list[tuple[int, ...]]:
    if k == 1:
        return [(n,)]
    return [(i, *rest) for i in range(n + 1) for rest in _compositions(n - i, k - 1)]


def assignment_decision(state: GameState, x: str) -> Decision:
    o = state.objects[x]
    creatures, player = recipients(state, x)
    return Decision.make(
        o.controller,
        "assign_combat_damage",
        source=x,
        amount=power(state, o),  # asked only of a creature with power to assign (legal_assignments)
        options=creatures + ([player] if player else []),
    )


def deal_all(state: GameState, ev: list[Event]) -> None:
    """510.2: all assigned combat damage is dealt simultaneously."""
    c = state.combat
    assert c is not None
    if state.step == "first_strike_damage":
        c.dealt_first = {x for x in in_combat(state) if has_first_strike(state.objects[x])}
    for src, parts in c.assignments.items():
        for target, amount in parts:
            primitives.deal_damage(state, src, target, amount, True, ev)
    c.assignments = {}


def end_combat(state: GameState, ev: list[Event]) -> None:
    """511.3: every creature is removed from combat as the end of combat step ends, and "until end of
    combat" effects end."""
    state.effects = [e for e in state.effects if e.flag != "until_end_of_combat"]
    for x in in_combat(state):  # the combat phase always has a combat: its first step or the setup made it
        ev.append(Event.make("removed_from_combat", object=x))
    state.combat = None
