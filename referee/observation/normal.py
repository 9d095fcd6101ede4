"""What an engine reports, read in one normal form, so that ways of reporting the same thing never differ
(PROTOCOL.md §11.3, "Shapes of reporting").

Events (:func:`event_atoms`): an event that reports that nothing happened (a declaration with no members, an
amount of zero) is *neutral*: dropped, so a scenario can neither require it nor be hurt by it; a declaration
with several members is split into one event per member, so one event naming two attackers and two events
naming one each read alike; zero entries of a partial count map (a Riftbound ``added``'s ``power``) go.

State (:func:`complete_state`): a field the state schema makes optional may be left out when it holds its
neutral value (false, 0, null, an empty list or map); it is read as that value. Zero entries of a count map
(counters) go, a mana pool lists every colour (0 when absent), and an MTG combat where nobody attacks or
blocks is read as §4.1 reports it in that phase (an empty object in the combat phase, null outside it).
Which lists of the state are ordered (:func:`ordered`): only those whose order the rules give.

Shared by the steps (``steps/``: every reply is read this way before a step sees it, and tables are split
like events) and ``referee fuzz`` (both engines' events and the engine's state).
"""

from __future__ import annotations

from typing import Any

Event = dict[str, Any]

# Declarations: the event type and its list of members (MTG 508.1, 509.1). One event per declaring player
# and moment in the rules; an engine may report it as one event or one per member.
DECLARATIONS = {"attackers_declared": "attackers", "blockers_declared": "blockers"}
# Events whose quantity is an amount: zero means nothing happened (MTG 120.8: 0 damage is no damage).
AMOUNTS = {"damage_dealt": ("amount",), "life_changed": ("amount",), "counter_added": ("amount",),
           "points_changed": ("amount",), "added": ("energy", "power"), "paid": ("energy", "power")}
COUNT_MAPS = ("power",)  # event fields that map a kind to a count (Riftbound domains)
# Events reporting a change of a player's total: (whose total, the field holding the total after it).
RUNNING_TOTALS = {"life_changed": ("player", "life"), "points_changed": ("player", "points")}

# Lists of the state whose order the rules give (§11.1: ordered zones, the stack or chain, turn order, an
# announced order, a spell's targets); every other list of the state is a set (a hand, the battlefield, a
# decision's options, a Riftbound trash: RB v1.2 107.1.e, v1.3 108.2.c).
ORDERED = frozenset({"library", "graveyard", "main_deck", "rune_deck", "stack", "chain", "players",
                     "battlefields", "targets", "order"})
# Ordered piles whose owner arranges cards put there at one time (MTG 401.4, 404.3; RB 403.5: at random).
PILES = frozenset({"library", "graveyard", "main_deck", "rune_deck"})


def ordered(path: str) -> bool:
    """Whether the list at a state path (``players.A.trash``, ``stack``) is ordered by the rules."""
    return path.rsplit(".", 1)[-1] in ORDERED and not path.startswith("decision")


# Schema-optional state fields and the neutral value an absent one is read as.
MTG_OBJECT = {"tapped": False, "damage": 0, "counters": {}, "phased_out": False, "face_down": False,
              "power": None, "toughness": None, "attacking": None, "blocking": [], "blocked_by": []}
RIFTBOUND_OBJECT = {"stunned": False}
MANA = ("W", "U", "B", "R", "G", "C")
DEFAULT_MODES = {2: "duel", 3: "ffa3", 4: "ffa4"}  # PROTOCOL-riftbound.md §1: the mode by player count


def _nothing(value: Any) -> bool:
    """A quantity that says nothing happened: 0, or a map of kinds to counts that are all 0."""
    if isinstance(value, dict):
        return all(_nothing(v) for v in value.values())
    return value == 0 and not isinstance(value, bool)


def neutral(event: Event) -> bool:
    """Whether ``event`` reports that nothing happened: a declaration without members, an amount of zero."""
    kind = event.get("type")
    members = DECLARATIONS.get(str(kind))
    if members is not None:
        return isinstance(event.get(members), list) and not event[members]
    quantities = AMOUNTS.get(str(kind))
    return quantities is not None and all(q in event and _nothing(event[q]) for q in quantities)


def event_atoms(events: list[Event]) -> list[Event]:
    """``events`` without neutral events, each declaration split into one event per member (in place of the
    declaration, members in its order), zero entries of count maps dropped. Other events are kept as they
    are (the same objects)."""
    out: list[Event] = []
    for event in events:
        if neutral(event):
            continue
        members = DECLARATIONS.get(str(event.get("type")))
        if members is not None and isinstance(event.get(members), list) and len(event[members]) > 1:
            out += [{**event, members: [member]} for member in event[members]]
        elif any(isinstance(event.get(f), dict) and any(v == 0 for v in event[f].values()) for f in COUNT_MAPS):
            out.append({k: ({d: n for d, n in v.items() if n != 0} if k in COUNT_MAPS and isinstance(v, dict)
                            else v) for k, v in event.items()})
        else:
            out.append(event)
    return out


def loosen_totals(moment: list[Event]) -> list[Event]:
    """One moment's events (or table rows) without the running totals their order alone decides.

    ``life_changed``'s ``life`` and ``points_changed``'s ``points`` are the total after the event. When one
    player's total changes more than once at one moment (two creatures' combat damage, MTG 510.2: dealt
    simultaneously), the totals between those changes depend only on the order they are reported in, which
    is free (§11.3): those events are compared without their total (the state shows the total after)."""
    changes: dict[tuple[str, Any], int] = {}
    for event in moment:
        subject = RUNNING_TOTALS.get(str(event.get("type")))
        if subject is not None:
            key = (str(event.get("type")), event.get(subject[0]))
            changes[key] = changes.get(key, 0) + 1
    if all(n < 2 for n in changes.values()):
        return moment
    out = []
    for event in moment:
        subject = RUNNING_TOTALS.get(str(event.get("type")))
        if subject is not None and changes[(str(event["type"]), event.get(subject[0]))] > 1:
            event = {k: v for k, v in event.items() if k != subject[1]}
        out.append(event)
    return out


def complete_state(state: dict[str, Any]) -> dict[str, Any]:
    """``state`` with every schema-optional field an engine left out filled in with its neutral value, and
    zero counters dropped. The same object when nothing was missing (the reference engine's states)."""
    if not isinstance(state, dict) or not state:
        return state
    game = state.get("game")
    if game == "mtg":
        return _complete_mtg(state)
    if game == "riftbound":
        return _complete_riftbound(state)
    return state


def _filled(record: Any, defaults: dict[str, Any]) -> Any:
    if not isinstance(record, dict) or all(k in record for k in defaults):
        return record
    return {**{k: (v.copy() if isinstance(v, (list, dict)) else v) for k, v in defaults.items()}, **record}


def _complete_mtg(state: dict[str, Any]) -> dict[str, Any]:
    out = state
    objects = state.get("objects")
    if isinstance(objects, dict):
        completed = {}
        for ident, record in objects.items():
            record = _filled(record, MTG_OBJECT)
            counters = record.get("counters") if isinstance(record, dict) else None
            if isinstance(counters, dict) and any(n == 0 for n in counters.values()):
                record = {**record, "counters": {k: n for k, n in counters.items() if n != 0}}
            completed[ident] = record
        if any(completed[i] is not objects[i] for i in objects):
            out = {**out, "objects": completed}
    players = state.get("players")
    if isinstance(players, list) and any(isinstance(p, dict) and isinstance(p.get("mana_pool"), dict)
                                         and any(c not in p["mana_pool"] for c in MANA) for p in players):
        out = {**out, "players": [{**p, "mana_pool": {c: p["mana_pool"].get(c, 0) for c in MANA}}
                                  if isinstance(p, dict) and isinstance(p.get("mana_pool"), dict) else p
                                  for p in players]}
    stack = state.get("stack")
    if isinstance(stack, list) and any(isinstance(i, dict) and "targets" not in i for i in stack):
        out = {**out, "stack": [_filled(item, {"targets": []}) for item in stack]}
    combat = _combat(state)
    if combat is not state.get("combat"):
        out = {**out, "combat": combat}
    return out


def _combat(state: dict[str, Any]) -> Any:
    """MTG ``combat``: an object during the combat phase, null outside it (§4.1). Where no creature attacks
    or blocks, null and an empty object say the same: each is read as the other where §4.1 has the other
    (with an empty ``damage_assignment_order`` in the edition that reports one)."""
    combat = state.get("combat")
    in_combat = state.get("phase") == "combat"
    if combat is None and in_combat and "combat" in state:
        empty: dict[str, Any] = {"attackers": [], "blockers": []}
        if state.get("edition") == "2024-pre-foundations":
            empty["damage_assignment_order"] = {}
        return empty
    if isinstance(combat, dict) and not in_combat and not any(combat.values()):
        return None
    if isinstance(combat, dict) and in_combat and state.get("edition") == "2024-pre-foundations" \
            and "damage_assignment_order" not in combat:
        return {**combat, "damage_assignment_order": {}}
    return combat


def _complete_riftbound(state: dict[str, Any]) -> dict[str, Any]:
    out = state
    objects = state.get("objects")
    if isinstance(objects, dict) and any(isinstance(r, dict) and "stunned" not in r for r in objects.values()):
        out = {**out, "objects": {i: _filled(r, RIFTBOUND_OBJECT) for i, r in objects.items()}}
    chain = state.get("chain")
    if isinstance(chain, list) and any(isinstance(i, dict) and "targets" not in i for i in chain):
        out = {**out, "chain": [_filled(item, {"targets": []}) for item in chain]}
    if "teams" not in out:
        out = {**out, "teams": []}
    if "mode" not in out and isinstance(state.get("players"), list):
        mode = DEFAULT_MODES.get(len(state["players"]))
        if mode is not None:
            out = {**out, "mode": mode}
    return out
