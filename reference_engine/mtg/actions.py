"""Actions, events and decisions of the MTG adapter protocol (PROTOCOL.md §5, §7) as frozen dataclasses
with ``to_json``/``from_json`` that round-trip. Malformed JSON raises ``RulesError("bad_request")``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reference_engine.core.errors import RulesError

Pairs = tuple[tuple[str, str], ...]

ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "pass": (),
    "play_land": ("card",),
    "cast": ("card", "targets?"),
    "activate": ("card", "ability?", "targets?"),
    "special": ("special", "card"),
    "declare_attackers": ("attackers", "mana_abilities?"),
    "declare_blockers": ("blockers", "mana_abilities?"),
    "order_blockers": ("attacker", "order"),
    "order_attackers": ("blocker", "order"),
    "assign_combat_damage": ("source", "assignments"),
    "discard": ("cards",),
    "order_triggers": ("order",),
    "choose_targets": ("source", "targets"),
    "choose": ("choice",),
}
PRIORITY_ACTIONS = frozenset({"pass", "play_land", "cast", "activate", "special"})
DECISION_ANSWERS: dict[str, frozenset[str]] = {
    "priority": PRIORITY_ACTIONS,
    "declare_attackers": frozenset({"declare_attackers"}),
    "declare_blockers": frozenset({"declare_blockers"}),
    "order_blockers": frozenset({"order_blockers"}),
    "order_attackers": frozenset({"order_attackers"}),
    "assign_combat_damage": frozenset({"assign_combat_damage"}),
    "discard": frozenset({"discard"}),
    "order_triggers": frozenset({"order_triggers"}),
    "choose_targets": frozenset({"choose_targets"}),
    "choose_defending_player": frozenset({"choose"}),
}


def _bad(msg: str) -> RulesError:
    return RulesError("bad_request", msg)


def _str(d: dict[str, Any], key: str) -> str:
    v = d.get(key)
    if not isinstance(v, str):
        raise _bad(f"action field {key!r} must be a string")
    return v


def _strs(d: dict[str, Any], key: str) -> tuple[str, ...]:
    v = d.get(key)
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise _bad(f"action field {key!r} must be a list of strings")
    return tuple(v)


def _pairs(d: dict[str, Any], key: str, a: str, b: str) -> Pairs:
    v = d.get(key)
    if not isinstance(v, list):
        raise _bad(f"action field {key!r} must be a list")
    out = []
    for item in v:
        if not isinstance(item, dict) or not isinstance(item.get(a), str) or not isinstance(item.get(b), str):
            raise _bad(f"each {key!r} item needs string {a!r} and {b!r}")
        out.append((item[a], item[b]))
    return tuple(out)


@dataclass(frozen=True)
class Action:
    """One protocol action. Only the fields of ``kind`` (ACTION_FIELDS) are meaningful."""

    kind: str
    player: str
    card: str | None = None
    targets: tuple[str, ...] | None = None
    ability: int = 0
    special: str | None = None
    attackers: Pairs = ()
    blockers: Pairs = ()
    attacker: str | None = None
    blocker: str | None = None
    order: tuple[str, ...] = ()
    source: str | None = None
    assignments: tuple[tuple[str, int], ...] = ()
    cards: tuple[str, ...] = ()
    choice: str | None = None
    mana_abilities: tuple[str, ...] = ()  # 508.1i / 509.1e: activated while declaring, to pay costs

    @staticmethod
    def from_json(d: Any) -> Action:
        if not isinstance(d, dict):
            raise _bad("action must be an object")
        kind = d.get("kind")
        if not isinstance(kind, str) or kind not in ACTION_FIELDS:
            raise _bad(f"unknown action kind {kind!r}")
        kw: dict[str, Any] = {}
        for f in ACTION_FIELDS[kind]:
            opt = f.endswith("?")
            name = f.rstrip("?")
            if opt and name not in d:
                continue
            if name in ("card", "special", "attacker", "blocker", "source", "choice"):
                kw[name] = _str(d, name)
            elif name in ("targets", "order", "cards", "mana_abilities"):
                kw[name] = _strs(d, name)
            elif name == "ability":
                v = d.get("ability")
                if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                    raise _bad("ability must be a non-negative integer")
                kw["ability"] = v
            elif name == "attackers":
                kw["attackers"] = _pairs(d, name, "attacker", "target")
            elif name == "blockers":
                kw["blockers"] = _pairs(d, name, "blocker", "attacker")
            elif name == "assignments":
                v = d.get("assignments")
                if not isinstance(v, list):
                    raise _bad("assignments must be a list")
                out = []
                for item in v:
                    amt = item.get("amount") if isinstance(item, dict) else None
                    if (
                        not isinstance(item, dict)
                        or not isinstance(item.get("target"), str)
                        or not isinstance(amt, int)
                        or isinstance(amt, bool)
                    ):
                        raise _bad("each assignment needs string target and integer amount")
                    out.append((item["target"], amt))
                kw["assignments"] = tuple(out)
        return Action(kind=kind, player=_str(d, "player"), **kw)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "player": self.player}
        for f in ACTION_FIELDS[self.kind]:
            name = f.rstrip("?")
            if name == "targets":
                if self.targets is not None:
                    out["targets"] = list(self.targets)
            elif name == "ability":
                out["ability"] = self.ability
            elif name == "attackers":
                out["attackers"] = [{"attacker": x, "target": y} for x, y in self.attackers]
            elif name == "blockers":
                out["blockers"] = [{"blocker": x, "attacker": y} for x, y in self.blockers]
            elif name == "assignments":
                out["assignments"] = [{"target": x, "amount": y} for x, y in self.assignments]
            elif name == "mana_abilities":
                if self.mana_abilities:
                    out[name] = list(self.mana_abilities)
            elif name in ("order", "cards"):
                out[name] = list(getattr(self, name))
            else:
                out[name] = getattr(self, name)
        return out

    def normalized(self) -> Action:
        """Canonical form used to compare a submitted action with the legal ones. Built field by field rather
        than with ``dataclasses.replace`` (several times slower; this runs for every candidate of every
        action checked); a test compares the two."""
        return Action(
            self.kind,
            self.player,
            self.card,
            tuple(self.targets or ()),
            self.ability,
            self.special,
            tuple(sorted(self.attackers)),
            tuple(sorted(self.blockers)),
            self.attacker,
            self.blocker,
            self.order,
            self.source,
            tuple(sorted((t, n) for t, n in self.assignments if n != 0)),
            tuple(sorted(self.cards)),
            self.choice,
            tuple(sorted(self.mana_abilities)),
        )


@dataclass(frozen=True)
class Event:
    """One event of §7: ``type`` plus its fields (in emission order)."""

    type: str
    fields: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def make(type_: str, **fields: Any) -> Event:
        return Event(type_, tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in fields.items()))

    def get(self, key: str) -> Any:
        return dict(self.fields).get(key)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for k, v in self.fields:
            out[k] = list(v) if isinstance(v, tuple) else v
        return out

    @staticmethod
    def from_json(d: dict[str, Any]) -> Event:
        if not isinstance(d, dict) or not isinstance(d.get("type"), str):
            raise _bad("event must be an object with a string type")
        return Event.make(d["type"], **{k: v for k, v in d.items() if k != "type"})


@dataclass(frozen=True)
class Decision:
    """A pending decision (§5.1): who must answer, which kind, and the kind's extra fields."""

    player: str
    kind: str
    fields: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def make(player: str, kind: str, **fields: Any) -> Decision:
        return Decision(
            player, kind, tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in fields.items())
        )

    def get(self, key: str) -> Any:
        return dict(self.fields).get(key)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "kind": self.kind}
        for k, v in self.fields:
            out[k] = list(v) if isinstance(v, tuple) else v
        return out

    @staticmethod
    def from_json(d: dict[str, Any]) -> Decision:
        if (
            not isinstance(d, dict)
            or not isinstance(d.get("player"), str)
            or d.get("kind") not in DECISION_ANSWERS
        ):
            raise _bad("decision must be an object with player and a known kind")
        return Decision.make(
            d["player"], d["kind"], **{k: v for k, v in d.items() if k not in ("player", "kind")}
        )
