"""Rules state of an MTG game as plain data (dataclasses), plus the turn-structure tables (500.1, 501.1,
506.1, 512.1) used by every other module."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reference_engine.mtg.actions import Decision

COLORS = ("W", "U", "B", "R", "G", "C")

# (phase, step) in turn order (500.1 / 501.1 / 506.1 / 512.1). Main phases have no step.
STEPS: tuple[tuple[str, str | None], ...] = (
    ("beginning", "untap"),
    ("beginning", "upkeep"),
    ("beginning", "draw"),
    ("precombat_main", None),
    ("combat", "beginning_of_combat"),
    ("combat", "declare_attackers"),
    ("combat", "declare_blockers"),
    ("combat", "first_strike_damage"),
    ("combat", "combat_damage"),
    ("combat", "end_of_combat"),
    ("postcombat_main", None),
    ("ending", "end"),
    ("ending", "cleanup"),
)
PHASES = ("beginning", "precombat_main", "combat", "postcombat_main", "ending")


@dataclass
class Obj:
    """A card or token in some zone."""

    id: str
    card: str
    owner: str
    controller: str
    zone: str  # library hand battlefield graveyard exile stack command
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    phased_out: bool = False
    face_down: bool = False
    transformed: bool = False
    summoning_sick: bool = False
    token: bool = False


@dataclass
class Player:
    id: str
    life: int = 20
    lost: bool = False
    hand: list[str] = field(default_factory=list)
    library: list[str] = field(default_factory=list)
    graveyard: list[str] = field(default_factory=list)  # top first
    exile: list[str] = field(default_factory=list)
    scheme_deck: list[str] = field(default_factory=list)  # top first (Archenemy, command zone)
    mana_pool: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COLORS, 0))
    lands_played: int = 0
    drew_from_empty: bool = False
    spells_cast: int = 0  # spells cast this turn (day/night, 502.2)


@dataclass
class StackItem:
    id: str
    kind: str  # spell | activated | triggered
    source: str
    controller: str
    effect: str  # behaviour key (cards.py)
    targets: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Trigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    id: str
    source: str
    controller: str
    effect: str
    target_kind: str | None = None  # e.g. "creature": needs one target chosen when put on the stack
    targets: list[str] | None = None
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Effect:
    """A continuous effect on one object lasting until end of turn (514.2): a P/T modification, or a
    restriction flag such as ``"cant_block"`` (509.1b) with no P/T change."""

    obj: str
    power: int
    toughness: int
    flag: str | None = None


@dataclass
class Combat:
    attackers: dict[str, str] = field(default_factory=dict)  # attacker -> attacked player id (ordered)
    blockers: dict[str, list[str]] = field(default_factory=dict)  # blocker -> attackers it blocks
    blocked: set[str] = field(default_factory=set)  # attackers that became blocked (509.1h)
    order: dict[str, list[str]] = field(default_factory=dict)  # attacker or blocker -> damage assignment order
    defending_player: str | None = None  # 703.4h variant
    first_strike_step: bool = False
    dealt_first: set[str] = field(default_factory=set)  # creatures that dealt first-strike damage
    assignments: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    to_assign: list[str] = field(default_factory=list)  # creatures whose assignment awaits a decision
    block_queue: list[str] = field(default_factory=list)
    order_queue: list[str] = field(default_factory=list)


@dataclass
class GameState:
    edition: str
    players: list[Player]
    objects: dict[str, Obj]
    battlefield: list[str]
    turn: int
    active: str
    phase: str
    step: str | None
    priority: str | None = None
    decision: Decision | None = None
    stack: list[StackItem] = field(default_factory=list)  # bottom first internally
    combat: Combat | None = None
    stage: str = "priority"  # begin | settle | priority | end
    passes: int = 0
    waiting: list[Trigger] = field(default_factory=list)  # triggered, not yet on the stack
    push_queue: list[Trigger] = field(default_factory=list)  # ordered, being put on the stack
    effects: list[Effect] = field(default_factory=list)
    ability_counts: dict[str, int] = field(default_factory=dict)
    token_counts: dict[str, int] = field(default_factory=dict)
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    cleanup_priority: bool = False  # 514.3a: priority was given in this cleanup step
    defender_choice: bool = False
    archenemy: str | None = None
    day_night: str | None = None
    die_rolls: list[int] = field(default_factory=list)
    holder: str | None = None  # who receives priority once SBAs and triggers are settled
    prev_spells: int = 0  # spells the previous turn's active player cast that turn (502.2)
    # 500.7-500.10: extra turns (player ids, the next one first), the player whose regular turn was
    # taken last (turn order resumes after them), the phases still to come this turn once extra phases
    # were added (None: the normal order), extra steps to run right after the current one.
    extra_turns: list[str] = field(default_factory=list)
    regular_active: str | None = None
    phase_plan: list[str] | None = None
    extra_steps: list[tuple[str, str | None]] = field(default_factory=list)
    upkeeps: int = 0  # upkeep steps begun this turn (Probe Haze: "first upkeep each turn")
    attacked_this_turn: set[str] = field(default_factory=set)  # declared as attackers (508.4: not put)
    # delayed triggered abilities waiting for "the beginning of the next end step" (603.7, 513.2):
    # (source, controller, effect, data)
    delayed_end_step: list[tuple[str, str, str, dict[str, Any]]] = field(default_factory=list)

    # -- small helpers used everywhere -------------------------------------------------------
    def player(self, pid: str) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def player_ids(self) -> list[str]:
        return [p.id for p in self.players]

    def live_ids(self) -> list[str]:
        return [p.id for p in self.players if not p.lost]

    def apnap(self) -> list[str]:
        """Active player, then the others in turn order (101.4)."""
        ids = self.player_ids()
        i = ids.index(self.active)
        return [pid for pid in ids[i:] + ids[:i] if not self.player(pid).lost]

    def next_player(self, pid: str) -> str:
        ids = self.player_ids()
        i = ids.index(pid)
        for k in range(1, len(ids) + 1):
            cand = ids[(i + k) % len(ids)]
            if not self.player(cand).lost:
                return cand
        return pid

    def opponents(self, pid: str) -> list[str]:
        return [q for q in self.apnap() if q != pid]

    def new_ability_id(self, source: str) -> str:
        n = self.ability_counts.get(source, 0) + 1
        self.ability_counts[source] = n
        return f"{source}#{n}"

    def new_token_id(self, source: str) -> str:
        n = self.token_counts.get(source, 0) + 1
        self.token_counts[source] = n
        return f"{source}+{n}"

    def permanents(self, controller: str | None = None) -> list[Obj]:
        """Phased-in permanents (702.26b: phased-out ones are treated as though they don't exist)."""
        objects = self.objects
        if controller is None:
            return [o for i in self.battlefield if not (o := objects[i]).phased_out]
        return [o for i in self.battlefield if not (o := objects[i]).phased_out and o.controller == controller]
