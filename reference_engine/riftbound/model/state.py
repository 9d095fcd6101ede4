"""The game state as plain mutable data (python-chess style: the engine's functions act on it).

Zones (107-108), objects (rule 1xx categories), battlefields with control/contested status (184),
the chain (326-330), showdown and combat records (337-345, 437-444).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..probes.catalogue import CARDS as _CARDS
from ..probes.catalogue import DOMAINS, CardDef, Effect, card
from ..probes.catalogue import TOKENS as _TOKENS
from ..probes.cleanup import BANNER, READY_MIGHT
from .protocol import Decision, Event

PLAYER_ZONES = (
    "main_deck",
    "rune_deck",
    "hand",
    "trash",
    "banishment",
    "champion_zone",
    "legend_zone",
    "base",
)
BOARD_ZONES = ("base", "battlefield", "facedown")
_BOARD_ZONE_SET = frozenset(BOARD_ZONES)
# What a game remembers about its board depends on, counted by __setattr__ whenever a value changes (in any game;
# counts that stay the same mean that nothing of the kind changed in between):
# - moves: an object's zone into, out of or about the board zones, its location or controller while it is in one
#   (Game.board_objects and the lists and facts remembered with it; a card drawn or played from hand is none);
# - any object's damage (Game.damaged_board_objects);
# - any attribute of a battlefield.
# While no unit on the board is damaged, a Cleanup reads no more of the objects and battlefields than these
# (cleanup._inputs, Game.board_changes).
_MOVES = [0]
_DAMAGE_CHANGES = [0]
_BATTLEFIELD_CHANGES = [0]
_COUNTED = frozenset({"zone", "location", "controller", "damage"})
_UNSET = object()
# Cards and tokens by name, a card before a token of the same name (as cards.card): Obj.cdef.
_CARD_DEFS: dict[str, CardDef] = {**_TOKENS, **_CARDS}
# Names of the unit cards and tokens: ``Obj.is_unit`` is asked for every object in most scans of the board.
_UNIT_CARDS = frozenset(name for defs in (_CARDS, _TOKENS) for name, c in defs.items() if c.type == "unit")


@dataclass
class Obj:
    id: str
    card: str
    owner: str
    controller: str
    zone: str
    location: str | None = None
    exhausted: bool = False
    damage: int = 0
    stunned: bool = False
    designation: str | None = None
    # Zone changes to or from a non-board zone make a new object (356.3.e.4); targets remember this count.
    epoch: int = 0

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _COUNTED:  # the counts at the top of this module
            old = self.__dict__.get(name, _UNSET)
            if old != value:
                if name == "damage":
                    _DAMAGE_CHANGES[0] += 1
                elif name == "zone":
                    if old in _BOARD_ZONE_SET or value in _BOARD_ZONE_SET:
                        _MOVES[0] += 1
                elif self.__dict__.get("zone") in _BOARD_ZONE_SET:  # location or controller
                    _MOVES[0] += 1
        object.__setattr__(self, name, value)

    @property
    def cdef(self) -> CardDef:
        # cards.card(), inlined: this is the engine's most frequent call.
        return _CARD_DEFS[self.card]

    @property
    def on_board(self) -> bool:
        return self.zone in ("base", "battlefield")

    @property
    def is_unit(self) -> bool:
        return self.card in _UNIT_CARDS


@dataclass
class Battlefield:
    id: str
    card: str
    owner: str
    controller: str | None = None
    contested: bool = False
    contested_by: str | None = None
    showdown_staged: bool = False
    combat_staged: bool = False
    # v1.3 461.3.d.1: a combat here ended with "No Result" and staged a new Combat; Contested stays applied
    # from before, so no Showdown is staged again (cleanup._stage) and Cleanup step 9 opens it (323.13).
    no_result: bool = False

    def __setattr__(self, name: str, value: Any) -> None:
        if self.__dict__.get(name, _UNSET) != value:
            _BATTLEFIELD_CHANGES[0] += 1  # see the top of this module
        object.__setattr__(self, name, value)


@dataclass
class Player:
    id: str
    points: int = 0
    zones: dict[str, list[str]] = field(default_factory=lambda: {z: [] for z in PLAYER_ZONES})
    energy: int = 0
    power: dict[str, int] = field(default_factory=lambda: dict.fromkeys(DOMAINS, 0))
    scored: list[str] = field(default_factory=list)
    # 315.2.b.2 / 446.1.a: battlefields a teammate controlled during this turn's Beginning Phase (rules/multiplayer.py).
    disqualified: list[str] = field(default_factory=list)

    def pool_empty(self) -> bool:
        return self.energy == 0 and not any(self.power.values())


@dataclass
class ChainItem:
    """A chain item (328). ``ability`` indexes the source card's activated or triggered abilities."""

    id: str
    kind: str  # spell | unit | gear | activated | triggered
    source: str
    controller: str
    pending: bool = True
    targets: list[str] = field(default_factory=list)
    ability: int = -1
    needs_targets: bool = False
    location: str | None = None  # remembered location of the source (deathknell, "here")
    accelerate: bool = False
    target_epochs: dict[str, int] = field(default_factory=dict)  # targets' Obj.epoch when chosen (356.3.e.4)
    # Reflexive and delayed abilities (380-385) carry their own instructions instead of a card ability.
    effects: tuple[Effect, ...] | None = None
    # 376.1.b: the simultaneous instances of an "Nth time" condition; the controller keeps one.
    instances: list[str] = field(default_factory=list)
    # v1.3 359.3.f.3: information fixed when the trigger condition was met (e.g. where "I moved from").
    noted: str | None = None


@dataclass
class Delayed:
    """A delayed ability (382-385) created by a resolving spell or ability; it lives outside any object."""

    kind: str  # "kill_on_damage": kill ``target`` the next time it is dealt damage this turn (384)
    target: str
    controller: str
    source: str
    amount: int = 0  # v1.3 390.5.b "deal N" of a delayed linked ability (triggers.py)
    location: str | None = None  # v1.3 359.3.f.3.a(.1): a location recorded for it (information.py)
    # A delayed linked ability (triggers.create_link): the Obj.epoch of the object it waits on and of the one
    # it acts on when made, so that an object back on the board as a new one (356.3.e.4) is neither (390.5.a-b).
    watched_epoch: int = 0
    target_epoch: int = 0


@dataclass
class Showdown:
    battlefield: str
    combat: bool
    focus_passes: int = 0
    initial_chain: bool = False


@dataclass
class Combat:
    battlefield: str
    attacker: str
    defender: str
    step: str = "showdown"
    assigned: dict[str, dict[str, int]] = field(default_factory=dict)
    attacked: set[str] = field(default_factory=set)
    defended: set[str] = field(default_factory=set)
    # The attack/defend triggers of the designations given as the combat began are still joining the chain: they
    # form the Initial Chain (v1.3: Combat Chain) in 342.1.a's order (v1.3 459.2.d.1); later triggers do not.
    initial_triggers: bool = False


@dataclass
class Game:
    edition: str
    players: list[Player]
    battlefields: list[Battlefield]
    objects: dict[str, Obj]
    victory_score: int = 8
    # Mode of play (v1.2 458-466, v1.3 476-484): ``duel``, ``match``, ``ffa3``, ``ffa4`` or ``2v2``; ``teams``
    # lists each team's players (empty: every player on their own). See rules/multiplayer.py.
    mode: str = "duel"
    teams: list[list[str]] = field(default_factory=list)
    # v1.3 316.2.b.1 / 484.8.a: the teammate the turn player invited to act with their priority in Neutral Open.
    invited: str | None = None
    turn: int = 1
    turn_player: str = ""
    segment: int = 0
    segment_done: bool = True
    expiration_fepr: bool = False  # v1.3 317.2.f: something went through FEPR this Expiration Step
    priority: str | None = None
    focus: str | None = None
    passes: int = 0
    needs_settle: bool = False  # priority/focus are re-granted after the next cleanup (320.1)
    chain: list[ChainItem] = field(default_factory=list)  # bottom first
    showdown: Showdown | None = None
    combat: Combat | None = None
    decision: Decision | None = None
    waiting: list[ChainItem] = field(default_factory=list)  # triggered, not yet added to the chain
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    # Cards whose play process is under way (play.py, 350-356): waiting for a choice, or for the effect
    # that started them to finish resolving (351.3).
    plays: list[Any] = field(default_factory=list)
    delayed: list[Delayed] = field(default_factory=list)  # "this turn" delayed abilities (384, 317.3.a)
    # v1.3 390.5: delayed linked abilities; no "this turn" window, they last while what they reference is on
    # the board (triggers.py), so they are not cleared with ``delayed``.
    linked: list[Delayed] = field(default_factory=list)
    nth_fired: set[str] = field(default_factory=set)  # "the first time ... each turn" abilities used this turn
    # Answers replayed into an action that needed them part-way (game.RiftboundGame.act): the choices of
    # ``choose_replacement`` (replacement.py, 368) and ``choose_opponent`` (418.2.c), in the order asked ...
    replacement_answers: list[str] = field(default_factory=list)
    # ... and the orders of triggers added to the chain part-way through an action (Deathknells, 376.3.b).
    trigger_orders: list[tuple[str, ...]] = field(default_factory=list)
    # The kind of the item that opened the current chain (v1.3 346.1: Focus stays after a trigger's chain).
    chain_opened_by: str | None = None
    pending_replay: Any = None
    # (unit, origin) of every move (actions.move_unit) since information.move_triggers last looked (359.3.f.3).
    moves: list[tuple[str, str]] = field(default_factory=list)
    # "passive:<name>" / "replacement:<kind>" -> (number of objects when last looked, whether one of them has it
    # printed); see has_passive.
    _passives_seen: dict[str, tuple[int, bool]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    # What the last Cleanup that found nothing to do read (cleanup.run_cleanup): while it is the same, another
    # would find nothing either.
    nothing_to_clean: tuple[object, ...] | None = field(default=None, init=False, repr=False, compare=False)
    # (moves counted when listed, number of objects, the objects in a board zone in objects order)
    _board: tuple[int, int, list[Obj]] | None = field(default=None, init=False, repr=False, compare=False)
    # units_at per battlefield, for the board list above (emptied whenever that list is made again)
    _units_at: dict[str, list[Obj]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # each object's place in objects (_object_order)
    _order: dict[str, int] = field(default_factory=dict, init=False, repr=False, compare=False)
    # controllers_at per battlefield, for the board list above (emptied whenever that list is made again)
    _controllers_at: dict[str, list[str]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # board_units, for the board list above (forgotten whenever that list is made again)
    _board_units: list[Obj] | None = field(default=None, init=False, repr=False, compare=False)
    # facts about the board list above (board_fact), emptied with it
    _board_facts: dict[str, bool] = field(default_factory=dict, init=False, repr=False, compare=False)
    # (moves counted, number of objects, damage changes counted, the board objects with damage), see
    # damaged_board_objects
    _damaged: tuple[int, int, int, list[Obj]] | None = field(default=None, init=False, repr=False, compare=False)

    # ----- lookups -------------------------------------------------------------------------------
    def player(self, pid: str) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def has_player(self, pid: str) -> bool:
        return any(p.id == pid for p in self.players)

    def battlefield(self, bid: str) -> Battlefield | None:
        for b in self.battlefields:
            if b.id == bid:
                return b
        return None

    def next_player(self, pid: str) -> str:
        ids = [p.id for p in self.players]
        return ids[(ids.index(pid) + 1) % len(ids)]

    @staticmethod
    def board_changes() -> tuple[int, int, int]:
        """The moves, damage changes and battlefield changes counted so far (in any game; see the top of this
        module): while they stay the same, no object moved, changed controller on the board or took other
        damage, and no battlefield changed."""
        return _MOVES[0], _DAMAGE_CHANGES[0], _BATTLEFIELD_CHANGES[0]

    def emit(self, type_: str, **fields: object) -> None:
        self.events.append(Event.of_fields(type_, fields))  # the keyword arguments as they are, not packed again

    def board_objects(self) -> list[Obj]:
        """The objects in a board zone (base, battlefield, facedown), in ``objects`` order; the cleanups and
        the board lookups scan these many times per action, and most objects are in decks and hands.
        Listed again after any object moves or changes controller on the board (``Obj.__setattr__``) or an
        object is added."""
        board = self._board
        if board is None or board[0] != _MOVES[0] or board[1] != len(self.objects):
            board = (_MOVES[0], len(self.objects), [o for o in self.objects.values() if o.zone in _BOARD_ZONE_SET])
            self._board = board
            self._units_at = {}
            self._controllers_at = {}
            self._board_units = None
            self._board_facts = {}
        return board[2]

    def board_fact(self, name: str, test: Callable[[list[Obj]], bool]) -> bool:
        """``test`` of the board list, remembered with that list under ``name``. Only for a test that reads
        no more than which objects are on the board and their zone, location, controller and card: the list
        is made again whenever one of those changes (a card never changes), and the facts with it."""
        board = self.board_objects()
        fact = self._board_facts.get(name)
        if fact is None:
            fact = self._board_facts[name] = test(board)
        return fact

    def damaged_board_objects(self) -> list[Obj]:
        """The objects in a board zone with damage, in ``objects`` order (do not change the list). The
        cleanups look for lethal damage several times per action, and most of the time no object has any:
        remembered until an object moves or is added, or any object's damage changes."""
        board = self.board_objects()
        damaged = self._damaged
        if (
            damaged is None
            or damaged[0] != _MOVES[0]
            or damaged[1] != len(self.objects)
            or damaged[2] != _DAMAGE_CHANGES[0]
        ):
            damaged = (_MOVES[0], len(self.objects), _DAMAGE_CHANGES[0], [o for o in board if o.damage > 0])
            self._damaged = damaged
        return damaged[3]

    def units_at(self, bid: str) -> list[Obj]:
        """The units at battlefield ``bid``, in ``objects`` order (a new list each time). Remembered with the
        board list: where a unit is changes only when it moves, and the cleanups ask this per battlefield."""
        return list(self._remembered_units_at(bid))

    def _remembered_units_at(self, bid: str) -> list[Obj]:
        """``units_at`` without the copy, for reading only."""
        board = self.board_objects()
        units = self._units_at.get(bid)
        if units is None:
            units = [o for o in board if o.zone == "battlefield" and o.location == bid and o.is_unit]
            self._units_at[bid] = units
        return units

    def board_units(self) -> list[Obj]:
        """The units in the board zones (a base, a battlefield or a facedown zone), in ``objects`` order (do not
        change the list): remembered with the board list, since it reads only the objects' zones and cards.
        A hidden unit is listed too: it is never at a combat and never has a designation (combat.designate)."""
        board = self.board_objects()
        units = self._board_units
        if units is None:
            units = self._board_units = [o for o in board if o.is_unit]
        return units

    def controllers_at(self, bid: str) -> list[str]:
        """The controllers of the units at ``bid``, in the order of ``units_at`` (a new list each time);
        remembered with the board list, which is made again when a unit on the board changes controller."""
        self.board_objects()
        seen = self._controllers_at.get(bid)
        if seen is None:
            seen = self._controllers_at[bid] = []
            for o in self._remembered_units_at(bid):
                if o.controller not in seen:
                    seen.append(o.controller)
        return list(seen)

    def new_ability_id(self, source: str) -> str:
        n = self.counters.get(source, 0) + 1
        self.counters[source] = n
        return f"{source}#{n}"

    # ----- zone movement ------------------------------------------------------------------------
    def zone_list(self, obj: Obj) -> list[str] | None:
        if obj.zone in PLAYER_ZONES:
            # The controller's base; any other zone of a player is its owner's, and off the board an object's
            # controller is always its owner (put and the setup make it so).
            return self.player(obj.controller).zones[obj.zone]
        return None

    def put(self, obj: Obj, zone: str, location: str | None = None) -> None:
        """Move ``obj`` to ``zone`` (at the battlefield ``location``); the trash is listed most recent first, any
        other zone in order of arrival: a card put into a deck goes to its bottom (recycling, 403.1), the only
        way the rules put one there."""
        board = self._board
        # Only obj changes here: an up-to-date board list is patched for it below rather than listed again.
        board_was_listed = (
            board is not None
            and board[0] == _MOVES[0]
            and board[1] == len(self.objects)
            and self.objects.get(obj.id) is obj
        )
        was_on_board = obj.zone in _BOARD_ZONE_SET
        current = self.zone_list(obj)
        if current is not None and obj.id in current:
            current.remove(obj.id)
        if not (obj.zone in BOARD_ZONES and zone in BOARD_ZONES):
            obj.epoch += 1  # a new object unless it only moved about the board (356.3.e.4)
        obj.zone = zone
        obj.location = "base" if zone == "base" else location  # the callers name a location for a battlefield only
        if zone not in BOARD_ZONES:  # off the board an object is its owner's and keeps no status
            obj.controller = obj.owner
            obj.damage = 0
            obj.stunned = False
            obj.designation = None
            obj.exhausted = False
        target = self.zone_list(obj)
        if target is not None and zone not in BOARD_ZONES and obj.card in _TOKENS:
            target = None  # 180.1: a token put anywhere but the board ceases to exist (in no zone's list)
        if target is not None:
            if zone == "trash":
                target.insert(0, obj.id)
            else:
                target.append(obj.id)
        if board_was_listed and board is not None and board[0] != _MOVES[0]:
            self._relist(board[2], obj, was_on_board)

    def _relist(self, listed: list[Obj], moved: Obj, was_listed: bool) -> None:
        """The board list after ``moved`` alone moved or changed controller (``put``), from the list before:
        the same objects with ``moved`` added or removed at its place in ``objects`` order, which is what
        listing them all again gives. What is remembered with the list is forgotten as when it is listed."""
        if (moved.zone in _BOARD_ZONE_SET) != was_listed:
            order = self._object_order()
            at = order[moved.id]
            listed = list(listed)
            i = bisect_left(listed, at, key=lambda o: order[o.id])
            if was_listed:
                assert listed[i] is moved
                del listed[i]
            else:
                listed.insert(i, moved)
        self._board = (_MOVES[0], len(self.objects), listed)
        self._units_at = {}
        self._controllers_at = {}
        self._board_units = None
        self._board_facts = {}

    def _object_order(self) -> dict[str, int]:
        """Each object's place in ``objects`` (objects are only ever added, at the end)."""
        order = self._order
        if len(order) != len(self.objects):
            order = self._order = {oid: i for i, oid in enumerate(self.objects)}
        return order

    # ----- derived values -----------------------------------------------------------------------
    def has_passive(self, passive: str) -> bool:
        """Whether any object of the game has ``passive`` printed. Remembered per number of objects: an
        object's card never changes and objects are only ever added (tokens), so a cheap test spares the
        scans of passives that no card in this game has (e.g. static_might for every Might asked)."""
        return self._printed("passive", passive)

    def has_replacement(self, kind: str) -> bool:
        """Whether any object of the game has a replacement effect of ``kind`` printed (as has_passive)."""
        return self._printed("replacement", kind)

    def _printed(self, what: str, name: str) -> bool:
        count = len(self.objects)
        key = f"{what}:{name}"
        seen = self._passives_seen.get(key)
        if seen is None or seen[0] != count:
            found = any(
                name in (o.cdef.passives if what == "passive" else o.cdef.replacements) for o in self.objects.values()
            )
            seen = (count, found)
            self._passives_seen[key] = seen
        return seen[1]

    def might(self, obj: Obj) -> int | None:
        """Current Might (142.2): printed value, Assault while attacker (733), Shield while defender (740),
        "this turn" bonuses and the probe cards' passive Might (static_might)."""
        cdef = obj.cdef
        if cdef.might is None or not obj.on_board:
            return cdef.might  # printed off the board; only units have Might, and every unit has one
        value = cdef.might
        if obj.designation == "attacker":
            value += cdef.keyword_value("Assault")
        if obj.designation == "defender":
            value += cdef.keyword_value("Shield")
        # "this turn" bonuses (Probe Rally), per incarnation and turn: see tokens.bonus_key.
        value += self.counters.get(f"might+{obj.id}@{obj.epoch}@{self.turn}", 0)
        value += static_might(self, obj)  # passive Might changes of probe cards (RB30)
        return max(value, 0)


def static_might(g: Game, obj: Obj) -> int:
    """Might from the passive abilities of RB30's probe cards (probes/cleanup.py): Probe Lamplighter's
    +2 while ready; +1 from each other friendly Probe Standard-Bearer at the same location."""
    bonus = 2 if READY_MIGHT in obj.cdef.passives and not obj.exhausted else 0
    if not g.has_passive(BANNER):  # the usual case: spare a scan of every object for each Might asked
        return bonus
    for o in g.objects.values():
        if (
            o is not obj
            and BANNER in o.cdef.passives
            and o.is_unit
            and o.on_board
            and o.controller == obj.controller
            and o.zone == obj.zone
            and o.location == obj.location
        ):
            bonus += 1
    return bonus


def source_cdef(g: Game, source: str) -> CardDef:
    """The card an ability comes from: an object, or a battlefield ("When you conquer here")."""
    if source in g.objects:
        return g.objects[source].cdef
    bf = g.battlefield(source)
    assert bf is not None

    found = card(bf.card)
    assert found is not None
    return found
