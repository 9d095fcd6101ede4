"""Building a game from a protocol setup (docs/PROTOCOL-riftbound.md section 1)."""

from __future__ import annotations

from typing import Any

from reference_engine.core.setup import bad_setup, integer, player_entries

from .editions import EDITIONS, rules
from .model.errors import RulesError
from .model.state import PLAYER_ZONES, Battlefield, Combat, Game, Obj, Player, Showdown
from .probes.carddefs import text_keys
from .probes.catalogue import DOMAINS, CardDef, card
from .rules.multiplayer import MODES, mode_of

OBJECT_ZONES = (*PLAYER_ZONES, "battlefield", "facedown")


def _int(value: Any, what: str, minimum: int = 0) -> int:
    return integer(value, what, minimum)


def _known_card(name: str, edition: str) -> CardDef:
    """PROTOCOL.md section 3: a card this engine does not know, or whose text this edition does not play, is
    answered ``unsupported`` (Referee then skips the scenarios that need it; ``referee smoke`` checks the
    answer)."""
    cdef = card(name)
    if cdef is None:
        raise RulesError("unsupported", f"unknown probe card {name!r}")
    unplayed = EDITIONS[edition].unplayed_texts.intersection(text_keys(cdef))
    if unplayed:
        raise RulesError("unsupported", f"{name}: edition {edition} does not play its text {min(unplayed)!r}")
    return cdef


def build(edition: str, setup: dict[str, Any]) -> Game:
    if edition not in EDITIONS:
        raise RulesError(
            "unsupported", f"edition {edition!r} is not implemented (known: {', '.join(EDITIONS)})"
        )
    if not isinstance(setup, dict):
        raise RulesError("bad_request", "setup must be an object")
    players = [Player(id=rp["id"], points=_int(rp.get("points", 0), "points")) for rp in player_entries(setup)]
    mode, teams = mode_of(setup, [p.id for p in players])
    g = Game(
        edition=edition,
        players=players,
        battlefields=[],
        objects={},
        victory_score=_int(setup.get("victory_score", MODES[mode].victory_score), "victory_score", 1),
        mode=mode,
        teams=teams,
    )
    ids: set[str] = {p.id for p in players}
    for rb in setup.get("battlefields", []):
        if not isinstance(rb, dict) or not all(isinstance(rb.get(k), str) for k in ("id", "card", "owner")):
            raise bad_setup("each battlefield needs id, card and owner")
        cdef = _known_card(rb["card"], edition)
        if cdef.type != "battlefield":
            raise bad_setup(f"{rb['card']} is not a battlefield")
        if rb["id"] in ids:
            raise bad_setup(f"duplicate id {rb['id']!r}")
        ids.add(rb["id"])
        controller = rb.get("controller")
        for who in (rb["owner"], controller, rb.get("contested_by")):
            if who is not None and not g.has_player(who):
                raise bad_setup(f"battlefield {rb['id']}: unknown player {who!r}")
        g.battlefields.append(
            Battlefield(
                id=rb["id"],
                card=rb["card"],
                owner=rb["owner"],
                controller=controller,
                contested=bool(rb.get("contested", False)),
                contested_by=rb.get("contested_by"),
            )
        )
    for ro in setup.get("objects", []):
        _add_object(g, ro, ids)
    for bf in g.battlefields:
        present = g.controllers_at(bf.id)
        if bf.contested and bf.contested_by is None:
            if len(present) != 1:
                raise bad_setup(f"battlefield {bf.id}: contested_by is required")
            bf.contested_by = present[0]
        if not bf.contested:
            bf.contested_by = None
        elif len(present) == 2 and bf.contested_by not in present:  # the contester attacks there (459.2.b.1)
            raise bad_setup(f"battlefield {bf.id}: contested by {bf.contested_by}, whose units are not there, "
                            "with units of two other players")
    _turn(g, setup)
    for pid, pool in (setup.get("rune_pools") or {}).items():
        if not g.has_player(pid) or not isinstance(pool, dict):
            raise bad_setup(f"rune_pools: unknown player {pid!r}")
        p = g.player(pid)
        p.energy = _int(pool.get("energy", 0), "energy")
        for dom, n in (pool.get("power") or {}).items():
            if dom not in DOMAINS:
                raise bad_setup(f"rune_pools: unknown domain {dom!r}")
            p.power[dom] = _int(n, "power")
    for pid, scored in (setup.get("scored_this_turn") or {}).items():
        if not g.has_player(pid) or not isinstance(scored, list):
            raise bad_setup(f"scored_this_turn: unknown player {pid!r}")
        for b in scored:
            if g.battlefield(b) is None:
                raise bad_setup(f"scored_this_turn: unknown battlefield {b!r}")
        g.player(pid).scored = list(scored)
    return g


def _add_object(g: Game, ro: Any, ids: set[str]) -> None:
    if not isinstance(ro, dict) or not all(
        isinstance(ro.get(k), str) for k in ("id", "card", "owner", "zone")
    ):
        raise bad_setup("each object needs id, card, owner and zone")
    oid, zone = ro["id"], ro["zone"]
    cdef = _known_card(ro["card"], g.edition)
    if oid in ids:
        raise bad_setup(f"duplicate id {oid!r}")
    ids.add(oid)
    if not g.has_player(ro["owner"]):
        raise bad_setup(f"{oid}: unknown owner {ro['owner']!r}")
    controller = ro.get("controller", ro["owner"])
    if not isinstance(controller, str) or not g.has_player(controller):
        raise bad_setup(f"{oid}: unknown controller {controller!r}")
    if zone not in OBJECT_ZONES:
        raise bad_setup(f"{oid}: unknown zone {zone!r}")
    if cdef.type == "battlefield":
        raise bad_setup(f"{oid}: battlefields go in the setup's battlefields list")
    location = ro.get("location")
    if zone in ("battlefield", "facedown"):
        if not isinstance(location, str) or g.battlefield(location) is None:
            raise bad_setup(f"{oid}: zone {zone} needs the location of a known battlefield")
        if zone == "battlefield" and cdef.type not in ("unit", "gear"):
            raise bad_setup(f"{oid}: only units and gear can be at a battlefield")
    elif location not in (None, "base"):
        raise bad_setup(f"{oid}: location is only for objects at a battlefield")
    if zone == "base" and cdef.type not in ("unit", "gear", "rune"):
        raise bad_setup(f"{oid}: only units, gear and runes can be in a base")
    if zone == "rune_deck" and cdef.type != "rune":
        raise bad_setup(f"{oid}: only runes go in the rune deck")
    if zone == "main_deck" and cdef.type not in ("unit", "spell", "gear"):
        raise bad_setup(f"{oid}: only main deck cards go in the main deck")
    if zone == "legend_zone" and cdef.type != "legend":
        raise bad_setup(f"{oid}: only legends go in the legend zone")
    obj = Obj(
        id=oid,
        card=ro["card"],
        owner=ro["owner"],
        controller=controller,  # off the board the owner: the setup check beside the schema refuses another
        zone=zone,
        location=location if zone in ("battlefield", "facedown") else ("base" if zone == "base" else None),
        exhausted=bool(ro.get("exhausted", False)),
        damage=_int(ro.get("damage", 0), "damage"),
        stunned=bool(ro.get("stunned", False)),
    )
    g.objects[oid] = obj
    lst = g.zone_list(obj)
    if lst is not None:
        lst.append(oid)


def _turn(g: Game, setup: dict[str, Any]) -> None:
    t = setup.get("turn")
    if not isinstance(t, dict):
        raise bad_setup("turn is required")
    g.turn = _int(t.get("number"), "turn.number", 1)  # required: it decides the extra rune of 315.3.a
    tp = t.get("turn_player")  # the schema names it so (no MTG-style active_player: additionalProperties false)
    if not isinstance(tp, str) or not g.has_player(tp):
        raise bad_setup(f"unknown turn player {tp!r}")
    g.turn_player = tp
    edition = rules(g)
    segs = edition.segments
    phase, step = t.get("phase", "action"), t.get("step")
    if (phase, step) not in segs:
        raise bad_setup(f"unknown phase/step {phase!r}/{step!r} for edition {g.edition}")
    if segs.index((phase, step)) != edition.action_segment:
        raise bad_setup(
            f"a setup is placed in the action phase (no one can hold priority in {phase} with an empty chain)"
        )
    g.segment = edition.action_segment
    g.segment_done = True
    sd = setup.get("showdown")
    focus = t.get("focus")
    priority = t.get("priority", tp)
    if sd is None:
        if focus is not None:
            raise bad_setup("focus exists only during a showdown (313.5)")
        if priority != tp:
            raise bad_setup("in a Neutral Open state only the turn player can hold priority (312.2.a)")
        g.priority = tp
        return
    if not isinstance(sd, dict) or g.battlefield(sd.get("battlefield", "")) is None:
        raise bad_setup("showdown.battlefield must be a known battlefield")
    if not isinstance(focus, str) or not g.has_player(focus) or priority != focus:
        raise bad_setup("during a Showdown Open state focus is required and the focus holder holds priority")
    g.showdown = Showdown(battlefield=sd["battlefield"], combat=bool(sd.get("combat", False)))
    g.focus = focus
    g.priority = focus
    if g.showdown.combat:
        c = setup.get("combat")
        if not isinstance(c, dict) or c.get("battlefield") != sd["battlefield"]:
            raise bad_setup("a combat showdown needs combat {battlefield, attacker, defender}")
        att, dfd = c.get("attacker"), c.get("defender")
        if not (isinstance(att, str) and isinstance(dfd, str) and g.has_player(att) and g.has_player(dfd)):
            raise bad_setup("combat.attacker and combat.defender must be players")
        g.combat = Combat(battlefield=sd["battlefield"], attacker=att, defender=dfd)
        for o in g.units_at(sd["battlefield"]):
            o.designation = "attacker" if o.controller == att else "defender" if o.controller == dfd else None
            (g.combat.attacked if o.designation == "attacker" else g.combat.defended).add(o.id)
