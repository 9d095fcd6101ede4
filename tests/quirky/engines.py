"""Quirky reference engines: each differs from the reference engine in one way the rules or the protocol allow.

    python tests/quirky/engines.py NAME

Where the broken engines (tests/broken) prove the suite bites, these prove it does not bite a conforming
engine for doing something legitimately its own way. ``test_quirky_engines.py`` certifies each through the
subprocess protocol, like any third-party engine: each must pass, or be skipped for what it lacks.

A quirk is either a patch of the reference engine's internals (where the difference lives inside the rules
engine, e.g. the order it reports simultaneous events in) or a rewrite of its protocol traffic (where it lives
in an adapter: its own ids, its own error codes, prompts it answers itself, operations it lacks).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

Request = dict[str, Any]
Reply = dict[str, Any]
Handler = Callable[[Request], Reply]

QUIRKY: dict[str, Callable[[], None]] = {}


def quirky(name: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def register(install: Callable[[], None]) -> Callable[[], None]:
        QUIRKY[name] = install
        return install

    return register


class Adapter:
    """A protocol-level quirk: sees every request and the reference engine's reply (``handle``)."""

    def __call__(self, request: Request, handle: Handler) -> Reply:
        return handle(request)


def serve_through(adapter: Adapter) -> None:
    """Make the reference server answer every request through ``adapter``."""
    from reference_engine import server

    base = server.Session

    class Quirky(base):  # type: ignore[misc,valid-type]
        def handle(self, request: Any) -> dict[str, Any]:
            if not isinstance(request, dict):
                return super().handle(request)  # type: ignore[no-any-return]
            reply: dict[str, Any] = adapter(request, super().handle)
            return reply

    server.Session = Quirky  # type: ignore[misc]


# -- 1. simultaneous events in another order ------------------------------------------------------------


def reverse_subjects(events: list[Any], start: int, subject: Callable[[Any], Any]) -> None:
    """Report the simultaneous happenings of ``events[start:]`` in reverse order.

    Events are grouped by ``subject(event)`` (the dying creature, the damaged unit...); the groups swap
    places, last first, each keeping its own events in order. Events with no subject stay where they are."""
    positions = [i for i in range(start, len(events)) if subject(events[i]) is not None]
    groups: dict[Any, list[Any]] = {}
    for i in positions:
        groups.setdefault(subject(events[i]), []).append(events[i])
    reordered = [event for key in reversed(list(groups)) for event in groups[key]]
    for i, event in zip(positions, reordered, strict=True):
        events[i] = event


@quirky("reorders-simultaneous")
def reorders_simultaneous() -> None:
    """Events the rules make one event or simultaneous, reported in another order than the reference's:
    a player's life change before the damage that caused it (MTG 120.3a: one event); combat damage of one
    step last-assigned first (MTG 510.2, RB 443.1.d.1.a: dealt simultaneously); creatures and units that
    die together, and players who lose together, in reverse order (MTG 704.3, RB 322.4: one game action)."""
    from reference_engine.mtg import combat, primitives, sba
    from reference_engine.riftbound.rules import combat as rb_combat
    from reference_engine.riftbound.rules import replacement as rb_replacement

    deal_damage = primitives.deal_damage

    def life_first(state: Any, source: str, target: str, amount: int, is_combat: bool, ev: list[Any]) -> None:
        start = len(ev)
        deal_damage(state, source, target, amount, is_combat, ev)
        if len(ev) >= start + 2 and ev[start].type == "damage_dealt" and ev[start + 1].type == "life_changed":
            ev[start], ev[start + 1] = ev[start + 1], ev[start]

    deal_all = combat.deal_all

    def last_assigned_first(state: Any, ev: list[Any]) -> None:
        c = state.combat
        if c is not None:
            c.assignments = {src: list(reversed(parts)) for src, parts in reversed(list(c.assignments.items()))}
        deal_all(state, ev)

    check = sba.check

    def reversed_sba(state: Any, ev: list[Any]) -> bool:
        start = len(ev)
        done = check(state, ev)
        reverse_subjects(ev, start, lambda e: e.get("object") or e.get("player"))
        return done

    damage_step = rb_combat.damage_step

    def reversed_combat_damage(g: Any) -> bool:
        start = len(g.events)
        done = damage_step(g)
        reverse_subjects(g.events, start, lambda e: e.get("target") if e.type == "damage_dealt" else None)
        return done

    kill_units = rb_replacement.kill_units

    def reversed_kills(g: Any, units: Any) -> Any:
        start = len(g.events)
        out = kill_units(g, units)
        # Deaths a replacement effect changed are not touched: the order replacements execute in is the
        # rules' (v1.3 373), not free.
        if {e.type for e in g.events[start:]} <= {"killed", "zone_changed", "chain_push"}:
            victims = {u.id for u in units}
            reverse_subjects(g.events, start, lambda e: e.get("object") if e.get("object") in victims else None)
        return out

    primitives.deal_damage = life_first  # type: ignore[assignment]
    combat.deal_all = last_assigned_first
    sba.check = reversed_sba
    rb_combat.damage_step = reversed_combat_damage
    # Every rules area that kills units together imports kill_units itself: rebind the name in each one loaded
    # (one imported later takes it from replacement, already rebound).
    for name, module in list(sys.modules.items()):
        if name.startswith("reference_engine.riftbound.") and getattr(module, "kill_units", None) is kill_units:
            module.kill_units = reversed_kills


# -- 2. forced prompts answered by the engine itself ----------------------------------------------------


def forced_answer(state: dict[str, Any]) -> dict[str, Any] | None:
    """The only legal answer to the pending decision, or None when the player has a real choice.

    Written apart from the kit's steps/forced.py on purpose: this is the engine's own judgement of what is
    forced, and an engine that borrowed the kit's table would test the kit against itself."""
    decision = state.get("decision") or {}
    kind, player = decision.get("kind"), decision.get("player")
    options = list(decision.get("options") or [])
    action: dict[str, Any] = {"kind": kind, "player": player}
    if kind == "declare_blockers" and not decision.get("blockers"):
        return {**action, "blockers": []}
    if kind == "declare_attackers" and not decision.get("attackers"):
        return {**action, "attackers": []}
    if kind in ("order_triggers", "order_blockers", "order_attackers") and len(options) == 1:
        subject = {"order_blockers": "attacker", "order_attackers": "blocker"}.get(kind)
        return {**action, "order": options, **({subject: decision[subject]} if subject else {})}
    if kind == "discard" and options and len(options) <= int(decision.get("count", 0)):
        return {**action, "cards": options}
    if kind == "choose_targets" and options and len(options) == int(decision.get("count", 1)):
        pending = {item["id"]: item.get("pending", True) for item in state.get("chain") or []}
        if pending.get(decision["source"], True):  # a resolving group spell may keep any subset: not forced
            return {**action, "source": decision["source"], "targets": options}
    if kind in ("assign_combat_damage", "assign_damage") and len(options) == 1:
        assignment = [{"target": options[0], "amount": decision["amount"]}]
        return {**action, "assignments": assignment, **({"source": decision["source"]} if "source" in decision else {})}
    if str(kind).startswith("choose") and kind != "choose_targets" and len(options) == 1:
        return {"kind": "choose", "player": player, "choice": options[0]}
    return None


class SkipsForcedPrompts(Adapter):
    """Never reports a prompt whose only legal answer is forced: answers it itself and goes on (PROTOCOL.md
    §4.1 allows it). The events of the forced answer follow those of the action that led to it."""

    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        if request.get("type") != "act" or not reply.get("ok"):  # a setup always leaves a player priority
            return reply
        for _ in range(50):
            action = forced_answer(reply["state"])
            if action is None:
                break
            forced = handle({"id": request["id"], "type": "act", "action": action})
            if not forced.get("ok"):
                raise RuntimeError(f"the forced answer {action} was rejected: {forced.get('error')}")
            reply = {**reply, "events": reply.get("events", []) + forced["events"], "state": forced["state"]}
        return reply


@quirky("skips-forced-prompts")
def skips_forced_prompts() -> None:
    serve_through(SkipsForcedPrompts())


@quirky("asks-forced-prompts")
def asks_forced_prompts() -> None:
    """The other way round (the reference engine already skips every forced prompt), as many engines do: an
    MTG defending player who is attacked is always asked to declare blockers, even with no creature able to
    block (``blockers`` empty); a Riftbound triggered ability with a single legal target asks for it. Referee
    must answer such a prompt itself when a scenario does not script it."""
    from reference_engine.mtg import combat, turn
    from reference_engine.mtg.actions import Decision

    original = turn.continue_blocks

    def continue_blocks(state: Any, ev: list[Any]) -> None:
        c = state.combat
        if c is not None and c.block_queue:
            pid = c.block_queue[0]
            blockers, attackers = combat.block_options(state, pid)
            if attackers and not blockers:
                state.decision = Decision.make(pid, "declare_blockers", blockers=[], attackers=attackers)
                return
        original(state, ev)

    turn.continue_blocks = continue_blocks

    # Riftbound: a triggered ability with a single legal target asks its controller to choose it (390).
    from reference_engine.riftbound import game
    from reference_engine.riftbound.model.protocol import Decision as RiftboundDecision
    from reference_engine.riftbound.rules import chain, targets
    from reference_engine.riftbound.rules.abilities import triggered_spec

    def ask_targets(g: Any) -> bool:
        for item in g.chain:
            if not (item.pending and item.needs_targets):
                continue
            spec = triggered_spec(g, item)
            options = targets.options(g, spec, item.controller, item.id, item.location)  # type: ignore[arg-type]
            if not options:  # 390.3: removed, as the reference engine does
                g.chain.remove(item)
                g.emit("trigger_removed", id=item.id)
                chain.request_settle(g)
                return ask_targets(g)
            g.decision = RiftboundDecision(player=item.controller, kind="choose_targets", source=item.id,
                                           options=tuple(options), count=1)
            return True
        return False

    game._ask_targets = ask_targets


# -- 3. operations the engine lacks ---------------------------------------------------------------------


class Lacks(Adapter):
    """Answers ``unsupported`` to every action of one kind: the engine has no such operation. With ``structured``
    the error says so in its ``missing`` field; without, Referee has to infer the cause from the action."""

    def __init__(self, operation: str, *, structured: bool) -> None:
        self.operation = operation
        self.structured = structured

    def __call__(self, request: Request, handle: Handler) -> Reply:
        action = request.get("action")
        if request.get("type") != "act" or not isinstance(action, dict) or action.get("kind") != self.operation:
            return handle(request)
        state = handle({"id": request["id"], "type": "state"})["state"]
        error: dict[str, Any] = {"code": "unsupported", "message": f"this engine has no {self.operation} operation"}
        if self.structured:
            error["missing"] = {"kind": "operation", "name": self.operation}
        return {"id": request["id"], "ok": False, "state": state, "error": error}


@quirky("no-activate")
def no_activate() -> None:
    """No operation for activating abilities (mana abilities included); says so in ``missing``."""
    serve_through(Lacks("activate", structured=True))


@quirky("no-move")
def no_move() -> None:
    """No Standard Move operation (Riftbound); a plain ``unsupported`` with a message only."""
    serve_through(Lacks("move", structured=False))


# -- 4. one error code for every rules violation --------------------------------------------------------

# Codes about the rules, which a catch-all engine reports as illegal_action; the others (the engine lacks
# something, a bad request or setup, an internal failure) keep their meaning.
RULES_CODES = {"not_your_decision", "wrong_decision", "timing", "land_limit", "invalid_target", "cannot_pay",
               "unknown_object", "invalid_choice", "game_over"}


class CatchAll(Adapter):
    """Rejects every illegal action with the catch-all ``illegal_action`` and no rule number."""

    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        error = reply.get("error")
        if request.get("type") == "act" and isinstance(error, dict) and error.get("code") in RULES_CODES:
            reply["error"] = {"code": "illegal_action", "message": f"illegal action: {error.get('message', '')}"}
        return reply


@quirky("catch-all-rejections")
def catch_all_rejections() -> None:
    serve_through(CatchAll())


# -- 5. the engine's own ids for abilities and tokens ---------------------------------------------------

PROTOCOL_ID = re.compile(r"^(?P<source>.+)(?P<sep>[#+])(?P<n>[0-9]+)$")


class OwnIds(Adapter):
    """Ids of its own for abilities on the stack/chain (and waiting to be ordered) and for tokens: ``ab-17``,
    ``tok-3``, counted over the whole process (never reset by a setup). It reports what PROTOCOL.md §6 asks
    of such an engine: every stack/chain item's and push event's ``source`` (as always), a decision's
    ``sources`` for the pending abilities it names, a token object's ``source``."""

    def __init__(self) -> None:
        self.setup_ids: set[str] = set()
        self.own: dict[str, str] = {}  # protocol id -> own id
        self.protocol: dict[str, str] = {}  # own id -> protocol id
        self.next = {"#": 17, "+": 3}

    def __call__(self, request: Request, handle: Handler) -> Reply:
        if request.get("type") == "setup":
            setup = request.get("setup") or {}
            self.setup_ids = {str(e.get("id")) for group in ("players", "objects", "battlefields")
                              for e in setup.get(group) or [] if isinstance(e, dict)}
        elif request.get("type") == "act":
            request = {**request, "action": self.rewrite(request.get("action"), self.protocol)}
        reply = handle(request)
        if isinstance(reply.get("state"), dict):
            self.report_sources(reply["state"])
        return self.rewrite(reply, self.own)  # type: ignore[no-any-return]

    def created(self, ident: Any) -> tuple[str, str] | None:
        """(source, "#"/"+") when ``ident`` is a protocol id of an ability or token created in play."""
        if not isinstance(ident, str):
            return None
        shape = PROTOCOL_ID.match(ident)
        if shape is None:
            return None
        source = shape["source"]
        if source not in self.setup_ids and self.created(source) is None:
            return None  # "+1/+1" and the like
        return source, shape["sep"]

    def own_id(self, ident: str) -> str:
        if ident not in self.own:
            sep = self.created(ident)
            assert sep is not None
            n = self.next[sep[1]]
            self.next[sep[1]] = n + 1
            own = f"{'ab' if sep[1] == '#' else 'tok'}-{n}"
            self.own[ident], self.protocol[own] = own, ident
        return self.own[ident]

    def report_sources(self, state: dict[str, Any]) -> None:
        decision = state.get("decision")
        if isinstance(decision, dict):
            named = [decision.get("source"), *(decision.get("options") or [])]
            sources = {i: found[0] for i in named if (found := self.created(i)) and found[1] == "#"}
            if sources:
                decision["sources"] = sources
        for ident, record in (state.get("objects") or {}).items():
            found = self.created(ident)
            if found and found[1] == "+":
                record["source"] = found[0]

    def rewrite(self, value: Any, table: dict[str, str]) -> Any:
        if isinstance(value, str):
            if table is self.own and self.created(value):
                return self.own_id(value)
            return table.get(value, value)
        if isinstance(value, list):
            return [self.rewrite(v, table) for v in value]
        if isinstance(value, dict):
            return {self.rewrite(k, table): self.rewrite(v, table) for k, v in value.items()}
        return value


@quirky("own-ids")
def own_ids() -> None:
    serve_through(OwnIds())


# -- 6. no bookkeeping events ----------------------------------------------------------------------------

# PROTOCOL.md §11.3: events that report the game's bookkeeping, not a rules happening; free outside the
# scenarios about the rule that makes them observable.
BOOKKEEPING = frozenset({
    "turn_began", "phase_began", "phase_ended", "step_began", "step_ended", "priority", "focus", "effects_ended",
    "mana_emptied", "rune_pool_emptied", "damage_removed", "damage_order_announced", "removed_from_combat",
    "finalized", "showdown_staged", "combat_staged", "combat_step", "cleanup",
})


class SilentBookkeeping(Adapter):
    """Reports only rules events: an engine that emits no step, phase, priority or cleanup events."""

    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        if isinstance(reply.get("events"), list):
            reply["events"] = [e for e in reply["events"] if e.get("type") not in BOOKKEEPING]
        return reply


@quirky("silent-bookkeeping")
def silent_bookkeeping() -> None:
    serve_through(SilentBookkeeping())


# -- 7. its own shapes of reporting (PROTOCOL.md §11.3) ------------------------------------------------

DECLARED = {"attackers_declared": "attackers", "blockers_declared": "blockers"}


class OmitsEmptyEvents(Adapter):
    """Never reports a declaration that declared nothing (no attackers, no blockers): nothing happened."""

    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        if isinstance(reply.get("events"), list):
            reply["events"] = [e for e in reply["events"] if not (e.get("type") in DECLARED
                                                                    and not e.get(DECLARED[e["type"]]))]
        return reply


@quirky("omits-empty-events")
def omits_empty_events() -> None:
    serve_through(OmitsEmptyEvents())


class SplitsDeclarations(Adapter):
    """Reports a declaration of several attackers (blockers) as one event per attacker (blocker)."""

    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        if isinstance(reply.get("events"), list):
            out: list[Any] = []
            for event in reply["events"]:
                members = event.get(DECLARED.get(event.get("type"), ""), [])
                out += [{**event, DECLARED[event["type"]]: [m]} for m in members] if len(members) > 1 else [event]
            reply["events"] = out
        return reply


@quirky("splits-declarations")
def splits_declarations() -> None:
    serve_through(SplitsDeclarations())


# Optional state fields (schemas/game/*-state.json) and the value they may be left out at.
MTG_OPTIONAL = {"tapped": False, "damage": 0, "counters": {}, "phased_out": False, "face_down": False,
                "power": None, "toughness": None, "attacking": None, "blocking": [], "blocked_by": []}


class SparseState(Adapter):
    """Leaves out every optional state field that holds nothing: an untapped, undamaged object's ``tapped``
    and ``damage``, empty ``counters`` and ``blocking``, a null ``attacking``, a mana pool's empty colours,
    a spell's empty ``targets``, an MTG combat where nobody attacks or blocks (null instead) and an empty damage
    assignment order, Riftbound's ``stunned: false``, ``teams: []`` and the default mode."""

    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        state = reply.get("state")
        if not isinstance(state, dict):
            return reply
        for record in (state.get("objects") or {}).values():
            optional = MTG_OPTIONAL if state.get("game") == "mtg" else {"stunned": False}
            for name, empty in optional.items():
                if name in record and record[name] == empty and type(record[name]) is type(empty):
                    del record[name]
        for player in state.get("players") or []:
            if isinstance(player.get("mana_pool"), dict):
                player["mana_pool"] = {c: n for c, n in player["mana_pool"].items() if n}
        for item in [*(state.get("stack") or []), *(state.get("chain") or [])]:
            if item.get("targets") == []:
                del item["targets"]
        combat = state.get("combat")
        if isinstance(combat, dict) and not any(combat.values()):  # nobody attacks or blocks
            state["combat"] = None
        elif isinstance(combat, dict) and combat.get("damage_assignment_order") == {}:
            del combat["damage_assignment_order"]
        if state.get("teams") == []:
            del state["teams"]
        if state.get("mode") == "duel" and len(state.get("players") or []) == 2:
            del state["mode"]
        return reply


@quirky("sparse-state")
def sparse_state() -> None:
    serve_through(SparseState())


@quirky("reports-empty-events")
def reports_empty_events() -> None:
    """Reports what did not happen too: a damage_dealt of 0 where damage was prevented or a 0-power creature
    assigned none (MTG 120.8, RB 366: no damage is dealt), and an MTG defending player's declaration of no
    blockers when the declare blockers step is skipped for want of attackers (508.8)."""
    from reference_engine.mtg import primitives
    from reference_engine.mtg.actions import Event
    from reference_engine.riftbound.rules import actions as rb_actions

    deal_damage = primitives.deal_damage

    def zero_too(state: Any, source: str, target: str, amount: int, is_combat: bool, ev: list[Any]) -> None:
        if amount == 0:
            ev.append(Event.make("damage_dealt", source=source, target=target, amount=0, combat=is_combat))
        deal_damage(state, source, target, amount, is_combat, ev)

    rb_deal_damage = rb_actions.deal_damage

    def rb_zero_too(g: Any, source: Any, target: Any, amount: int, *, combat: bool) -> None:
        if amount == 0 and target.on_board:
            g.emit("damage_dealt", source=source, target=target.id, amount=0, combat=combat)
        rb_deal_damage(g, source, target, amount, combat=combat)

    primitives.deal_damage = zero_too  # type: ignore[assignment]
    # Each Riftbound rules module that deals damage imports deal_damage itself: rebind it in every one loaded
    # (one loaded later takes it from actions, rebound first).
    rb_actions.deal_damage = rb_zero_too  # type: ignore[assignment]
    for name, module in list(sys.modules.items()):
        if name.startswith("reference_engine.riftbound.") and getattr(module, "deal_damage", None) is rb_deal_damage:
            module.deal_damage = rb_zero_too
    serve_through(EmptyBlocks())


class EmptyBlocks(Adapter):
    """As a declare attackers step in which no attackers were declared ends, each opponent's declaration of no
    blockers (for the declare blockers step that is skipped: 508.8)."""

    def __init__(self) -> None:
        self.none_attacked = False

    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        events, state = reply.get("events"), reply.get("state") or {}
        if request.get("type") == "setup" or not isinstance(events, list) or state.get("game") != "mtg":
            self.none_attacked = False
            return reply
        out: list[Any] = []
        for event in events:
            out.append(event)
            if event.get("type") == "attackers_declared":
                self.none_attacked = not event.get("attackers")
            elif event.get("type") == "step_ended" and event.get("step") == "declare_attackers" \
                    and self.none_attacked:
                self.none_attacked = False
                out += [{"type": "blockers_declared", "player": p["id"], "blockers": []}
                        for p in state.get("players") or [] if p["id"] != state.get("active_player")]
        reply["events"] = out
        return reply


@quirky("arranges-piles")
def arranges_piles() -> None:
    """Arranges the cards put into a pile together its own way: MTG creatures that die at once go to the
    graveyard in the reverse order (404.3: their owner arranges them); a Riftbound trash is reported in the
    reverse order (v1.2 107.1.e: unordered)."""
    from reference_engine.mtg import sba

    check = sba.check

    def reversed_graveyards(state: Any, ev: list[Any]) -> bool:
        before = {p.id: list(p.graveyard) for p in state.players}
        done = check(state, ev)
        for p in state.players:
            new = len(p.graveyard) - len(before[p.id])
            if new > 1 and p.graveyard[new:] == before[p.id]:  # the newcomers on top, top first
                p.graveyard[:new] = reversed(p.graveyard[:new])
        return done

    sba.check = reversed_graveyards
    serve_through(ReversedTrash())


class ReversedTrash(Adapter):
    def __call__(self, request: Request, handle: Handler) -> Reply:
        reply = handle(request)
        state = reply.get("state")
        if isinstance(state, dict) and state.get("game") == "riftbound":
            for player in state.get("players") or []:
                player["trash"] = list(reversed(player.get("trash") or []))
        return reply


def main() -> int:
    names = [n for n in sys.argv[1:] if n]
    unknown = [n for n in names if n not in QUIRKY]
    if not names or unknown:
        sys.stderr.write(f"unknown quirky engine {unknown or ''!r}; known: {', '.join(sorted(QUIRKY))}\n")
        return 2
    for name in names:
        QUIRKY[name]()
    from reference_engine.server import main as serve

    return serve()


if __name__ == "__main__":
    sys.exit(main())
