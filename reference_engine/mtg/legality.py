"""The one authority on legality: ``legal_actions(state)`` lists every legal answer to the pending
decision (used to validate submitted actions and to build decision options). ``diagnose`` explains a
rejection with the protocol's error code and the rule broken: land plays (305.1-305.3, 505.6b),
sorcery timing (307.1, 117.1a), activated abilities (602.2, 602.5, 302.6 summoning sickness),
targets (115, 601.2c), costs (601.2g-h), morph (702.37e, 116.2b)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import permutations

from reference_engine.core.errors import RulesError
from reference_engine.mtg import cleanup, combat, costs, mana
from reference_engine.mtg.actions import DECISION_ANSWERS, Action, Decision
from reference_engine.mtg.cards import MORPH_COST, SPELLS, activated_abilities, card_def, has_kw, is_type
from reference_engine.mtg.model import GameState, Obj
from reference_engine.mtg.triggers import legal_targets

MAX_PERMUTE = 7
# the decisions answered with an order of their options, and the field naming what is ordered for (None: none)
ORDERED_FOR = {"order_triggers": None, "order_blockers": "attacker", "order_attackers": "blocker"}
# the decisions whose answers _listed checks against legal_actions' listing (the others it checks directly)
CHECKED_BY_LISTING = ("assign_combat_damage", "discard", "choose_targets", "choose_defending_player")


def sorcery_timing(state: GameState, pid: str) -> bool:
    return pid == state.active and state.phase in ("precombat_main", "postcombat_main") and not state.stack


def _target_sets(state: GameState, kind: str | None) -> list[tuple[str, ...]]:
    return [()] if kind is None else [(t,) for t in legal_targets(state, kind)]


def castable(state: GameState, pid: str, o: Obj) -> bool:
    d = card_def(o)
    if d.cost is None:  # the only caller asks about the non-land cards in pid's own hand
        return False
    if not is_type(o, "Instant") and not sorcery_timing(state, pid):
        return False
    return mana.can_pay(state, pid, d.cost)


def ability_usable(state: GameState, pid: str, o: Obj, i: int) -> bool:
    abilities = activated_abilities(o)
    if o.zone != "battlefield" or o.phased_out or o.controller != pid or i >= len(abilities):
        return False
    _effect, cost, tap, _kind, timing = abilities[i]
    if tap and (o.tapped or (is_type(o, "Creature") and o.summoning_sick and not has_kw(o, "haste"))):
        return False
    if timing == "own_upkeep" and not (state.active == pid and state.step == "upkeep"):
        return False
    return mana.can_pay(state, pid, cost)


def priority_actions(state: GameState, pid: str, only: Action | None = None) -> list[Action]:
    """The legal answers to a priority decision; ``only``: just those of its kind and card (the others
    can't equal it -- how ``is_legal`` avoids listing every card's actions)."""
    out = [Action("pass", pid)] if only is None or only.kind == "pass" else []
    p = state.player(pid)
    for cid in p.hand:
        if only is not None and cid != only.card:
            continue
        o = state.objects[cid]
        if is_type(o, "Land"):
            if sorcery_timing(state, pid) and p.lands_played < 1:
                out.append(Action("play_land", pid, card=cid))
        elif castable(state, pid, o):
            for ts in _target_sets(state, SPELLS.get(o.card, ("", None))[1]):
                out.append(Action("cast", pid, card=cid, targets=ts))
    for o in state.permanents(pid):
        if only is not None and o.id != only.card:
            continue
        for i, (_e, _c, _t, kind, _tm) in enumerate(activated_abilities(o)):
            if ability_usable(state, pid, o, i):
                for ts in _target_sets(state, kind):
                    out.append(Action("activate", pid, card=o.id, ability=i, targets=ts))
        if o.face_down and o.card in MORPH_COST and mana.can_pay(state, pid, MORPH_COST[o.card]):
            out.append(Action("special", pid, special="turn_face_up", card=o.id))
    return out


def legal_actions(state: GameState) -> list[Action]:
    d = state.decision
    if d is None or state.game_over:
        return []
    pid, kind = d.player, d.kind
    if kind not in CHECKED_BY_LISTING:
        return _listing_only(state, d)
    if kind == "assign_combat_damage":
        return combat.legal_assignments(state, d.get("source"))
    if kind == "discard":
        return cleanup.legal_discards(state, pid)
    if kind == "choose_targets":
        return [Action("choose_targets", pid, source=d.get("source"), targets=(t,)) for t in d.get("options")]
    return [Action("choose", pid, choice=c) for c in d.get("options")]  # choose_defending_player


def _listing_only(state: GameState, d: Decision) -> list[Action]:
    """The legal answers to the decisions ``_listed`` checks without listing them (priority actions per
    candidate, declarations creature by creature, orders by counting): only the legal-action listing
    (MtgGame.legal_actions, the reference engine's own API) runs this."""
    pid, kind = d.player, d.kind
    if kind == "priority":
        return priority_actions(state, pid)
    if kind == "declare_attackers":
        return combat.legal_attacks(state, pid)
    if kind == "declare_blockers":
        return combat.legal_blocks(state, pid)
    if kind == "order_blockers":
        opts = list(d.get("options"))
        return [
            Action("order_blockers", pid, attacker=d.get("attacker"), order=o) for o in permutations(opts)
        ]
    if kind == "order_attackers":
        opts = list(d.get("options"))
        return [Action("order_attackers", pid, blocker=d.get("blocker"), order=o) for o in permutations(opts)]
    opts = list(d.get("options"))  # order_triggers
    if len(opts) > MAX_PERMUTE:
        return []
    return [Action("order_triggers", pid, order=o) for o in permutations(opts)]


def is_legal(state: GameState, a: Action) -> bool:
    if not _listed(state, replace(a, mana_abilities=()).normalized()):
        return False
    return a.kind not in ("declare_attackers", "declare_blockers") or costs.check(state, a) is None


def _listed(state: GameState, n: Action) -> bool:
    """Whether the normalized action ``n`` is one of ``legal_actions(state)``, without listing them all when
    that can be avoided: every legal action is the pending player's and answers the pending decision's kind
    (DECISION_ANSWERS); a priority action can only equal those of its own kind and card; a declaration of
    attackers or blockers is checked creature by creature (combat.declaration_legal); an order (of triggers,
    blockers or attackers) is checked against the decision's options (``_order_legal``)."""
    d = state.decision
    if d is None or state.game_over or n.player != d.player or n.kind not in DECISION_ANSWERS[d.kind]:
        return False
    if d.kind in ORDERED_FOR:
        return _order_legal(d, n)
    if d.kind == "priority":
        options = priority_actions(state, d.player, only=n)
    else:
        direct = combat.declaration_legal(state, n) if n.kind == d.kind else None
        if direct is not None:
            return direct
        options = legal_actions(state)
    return any(x.normalized() == n for x in options)


def _order_legal(d: Decision, n: Action) -> bool:
    """Whether ``n`` is a legal answer to the order decision ``d`` (one ``legal_actions`` lists, which it lists
    only up to MAX_PERMUTE triggers): it names what ``d`` orders for and is a permutation of ``d``'s options.
    Counted, not listed: n options have n! orders (9 blockers took seconds to check by listing them)."""
    field = ORDERED_FOR[d.kind]
    about = {field: d.get(field)} if field else {}
    same = Action(n.kind, d.player, order=n.order, **about).normalized() == n
    return same and Counter(n.order) == Counter(d.get("options"))


def _ids(a: Action) -> list[str]:
    out = [x for x in (a.card, a.attacker, a.blocker, a.source) if x is not None]
    out += list(a.targets or ()) + list(a.order) + list(a.cards)
    out += [x for pair in a.attackers for x in pair] + [x for pair in a.blockers for x in pair]
    out += [t for t, _ in a.assignments] + list(a.mana_abilities)
    return out


def diagnose(state: GameState, a: Action) -> RulesError:
    """Why ``a`` is not legal now (only called when it isn't)."""
    d = state.decision
    if state.game_over or d is None:
        return RulesError("game_over", "the game is over")
    if a.player != d.player:
        return RulesError("not_your_decision", f"{d.player} must decide ({d.kind}), not {a.player}", "117.1")
    if a.kind not in DECISION_ANSWERS[d.kind]:
        return RulesError("wrong_decision", f"{a.kind} does not answer the pending {d.kind} decision")
    known = set(state.objects) | set(state.player_ids()) | {s.id for s in state.stack}
    known |= {t.id for t in state.waiting + state.push_queue}
    unknown = [x for x in _ids(a) if x not in known]
    if unknown:
        return RulesError("unknown_object", f"unknown object {unknown[0]!r}")
    o = state.objects.get(a.card or "")
    if a.kind == "play_land" and o is not None:
        if o.zone != "hand" or o.owner != a.player or not is_type(o, "Land"):
            return RulesError("illegal_action", f"{a.card} is not a land card in {a.player}'s hand", "305.1")
        if not sorcery_timing(state, a.player):
            return RulesError(
                "timing", "a land can be played only in your main phase with an empty stack", "305.1"
            )
        return RulesError("land_limit", f"{a.card}: a land was already played this turn", "305.2")
    if a.kind == "cast" and o is not None:
        if o.zone != "hand" or o.owner != a.player or is_type(o, "Land") or card_def(o).cost is None:
            return RulesError(
                "illegal_action", f"{a.card} is not a spell {a.player} can cast from hand", "601.2"
            )
        if not is_type(o, "Instant") and not sorcery_timing(state, a.player):
            return RulesError("timing", f"{a.card} can be cast only at sorcery speed", "307.1")
        if not mana.can_pay(state, a.player, card_def(o).cost):
            return RulesError("cannot_pay", f"{a.card}: not enough mana in the pool", "601.2h")
        return RulesError("invalid_target", f"{a.card}: illegal or missing targets", "601.2c")
    if a.kind == "activate" and o is not None:
        ab = activated_abilities(o)
        if o.zone != "battlefield" or o.controller != a.player or o.phased_out or a.ability >= len(ab):
            return RulesError(
                "illegal_action", f"{a.card} has no such ability {a.player} can activate", "602.2"
            )
        _e, cost, tap, _k, timing = ab[a.ability]
        if tap and o.tapped:
            return RulesError("cannot_pay", f"{a.card} is tapped", "602.5a")
        if tap and is_type(o, "Creature") and o.summoning_sick and not has_kw(o, "haste"):
            return RulesError("illegal_action", f"{a.card} has summoning sickness", "302.6")
        if timing == "own_upkeep" and not (state.active == a.player and state.step == "upkeep"):
            return RulesError("timing", f"{a.card}: activate only during your upkeep", "602.5d")
        if not mana.can_pay(state, a.player, cost):
            return RulesError("cannot_pay", f"{a.card}: not enough mana in the pool", "602.2b")
        return RulesError("invalid_target", f"{a.card}: illegal or missing targets", "602.2b")
    if a.kind == "special" and o is not None:
        if (
            a.special != "turn_face_up"
            or not o.face_down
            or o.controller != a.player
            or o.zone != "battlefield"
        ):
            return RulesError("illegal_action", f"{a.card} cannot be turned face up by {a.player}", "702.37e")
        return RulesError("cannot_pay", f"{a.card}: cannot pay the morph cost", "702.37e")
    if a.kind == "choose_targets":
        return RulesError("invalid_target", "illegal target choice", "603.3d")
    if a.kind in ("declare_attackers", "declare_blockers") and _listed(
        state, replace(a, mana_abilities=()).normalized()
    ):
        err = costs.check(state, a)  # listed yet not legal (diagnose is asked only then): the cost is what fails
        assert err is not None
        return err
    if a.kind in (
        "declare_attackers",
        "declare_blockers",
        "order_blockers",
        "order_attackers",
        "assign_combat_damage",
        "discard",
        "order_triggers",
        "choose",
    ):
        return RulesError(
            "invalid_choice", f"{a.kind}: the choice breaks the rules or the decision's options"
        )
    return RulesError("illegal_action", f"{a.kind} is not legal now")
