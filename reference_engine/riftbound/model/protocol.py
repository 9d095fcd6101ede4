"""Actions, decisions and events as frozen dataclasses that round-trip JSON (docs/PROTOCOL-riftbound.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .errors import RulesError

JSON = Any

ACTION_KINDS: Final = frozenset(
    {
        "pass",
        "play",
        "activate",
        "move",
        "end_turn",
        "order_triggers",
        "choose_targets",
        "choose",
        "assign_combat_damage",
        "assign_damage",  # dividing split damage on resolution (352.14.e)
        "give_priority",  # v1.3 316.2.b.1: the turn player invites a teammate to act (rules/multiplayer.py)
    }
)


def _ids(value: JSON, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RulesError("bad_request", f"{what} must be a list of ids")
    return tuple(value)


@dataclass(frozen=True)
class Assignment:
    target: str
    amount: int


@dataclass(frozen=True)
class Action:
    """A player's action. Only the fields of its ``kind`` are meaningful (section 5 of the doc)."""

    kind: str
    player: str
    card: str | None = None
    location: str | None = None
    targets: tuple[str, ...] | None = None
    accelerate: bool = False
    ability: int = 0
    units: tuple[str, ...] = ()
    to: str | None = None
    order: tuple[str, ...] = ()
    source: str | None = None
    choice: str | None = None
    assignments: tuple[Assignment, ...] = ()

    @staticmethod
    def from_json(data: JSON) -> Action:
        if not isinstance(data, dict):
            raise RulesError("bad_request", "action must be an object")
        kind = data.get("kind")
        player = data.get("player")
        if kind not in ACTION_KINDS:
            raise RulesError("bad_request", f"unknown action kind {kind!r}")
        if not isinstance(player, str):
            raise RulesError("bad_request", "action.player must be a player id")
        targets = _ids(data["targets"], "targets") if "targets" in data else None
        assignments: list[Assignment] = []
        for a in data.get("assignments", []):
            if not (
                isinstance(a, dict) and isinstance(a.get("target"), str) and isinstance(a.get("amount"), int)
            ):
                raise RulesError("bad_request", "assignments must be [{target, amount}]")
            assignments.append(Assignment(a["target"], a["amount"]))
        ability = data.get("ability", 0)
        if not isinstance(ability, int) or isinstance(ability, bool):
            raise RulesError("bad_request", "ability must be an integer")
        for key in ("card", "location", "to", "source", "choice"):
            if key in data and not isinstance(data[key], str):
                raise RulesError("bad_request", f"{key} must be a string")
        # Action(...) without its __init__, which sets each of the 13 fields through object.__setattr__ (the
        # price of frozen): the same fields in the same order, every one of them given (no __post_init__).
        action: Action = _new(Action)
        action.__dict__.update(
            kind=kind,
            player=player,
            card=data.get("card"),
            location=data.get("location"),
            targets=targets,
            accelerate=bool(data.get("accelerate", False)),
            ability=ability,
            units=_ids(data["units"], "units") if "units" in data else (),
            to=data.get("to"),
            order=_ids(data["order"], "order") if "order" in data else (),
            source=data.get("source"),
            choice=data.get("choice"),
            assignments=tuple(assignments),
        )
        return action

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"kind": self.kind, "player": self.player}
        if self.kind == "play":
            out["card"] = self.card
            if self.location is not None:
                out["location"] = self.location
            if self.targets is not None:
                out["targets"] = list(self.targets)
            if self.accelerate:
                out["accelerate"] = True
        elif self.kind == "activate":
            out["card"] = self.card
            out["ability"] = self.ability
            if self.targets is not None:
                out["targets"] = list(self.targets)
        elif self.kind == "move":
            out["units"] = list(self.units)
            out["to"] = self.to
        elif self.kind == "give_priority":
            out["to"] = self.to
        elif self.kind == "order_triggers":
            out["order"] = list(self.order)
        elif self.kind == "choose_targets":
            out["source"] = self.source
            out["targets"] = list(self.targets or ())
        elif self.kind == "choose":
            out["choice"] = self.choice
        elif self.kind == "assign_damage":
            if self.source is not None:
                out["source"] = self.source
            out["assignments"] = [{"target": a.target, "amount": a.amount} for a in self.assignments]
        elif self.kind == "assign_combat_damage":
            out["assignments"] = [{"target": a.target, "amount": a.amount} for a in self.assignments]
        return out


@dataclass(frozen=True)
class Decision:
    """The pending decision (section 4 of the doc)."""

    player: str
    kind: str
    focus: bool | None = None
    options: tuple[str, ...] | None = None
    source: str | None = None
    count: int | None = None
    battlefield: str | None = None
    amount: int | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"player": self.player, "kind": self.kind}
        if self.focus is not None:
            out["focus"] = self.focus
        if self.options is not None:
            out["options"] = list(self.options)
        for key in ("source", "count", "battlefield", "amount"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out

    @staticmethod
    def from_json(data: JSON) -> Decision:
        opts = data.get("options")
        return Decision(
            player=data["player"],
            kind=data["kind"],
            focus=data.get("focus"),
            options=tuple(opts) if opts is not None else None,
            source=data.get("source"),
            count=data.get("count"),
            battlefield=data.get("battlefield"),
            amount=data.get("amount"),
        )


@dataclass(frozen=True)
class Event:
    """An event: ``type`` plus its fields, kept in emission order."""

    type: str
    fields: tuple[tuple[str, JSON], ...] = ()

    @staticmethod
    def of_fields(type_: str, fields: dict[str, JSON]) -> Event:
        """An event of ``type_`` with ``fields`` (``Game.emit`` passes on its keyword arguments as they are)."""
        items = tuple(fields.items())
        # Most fields are ids, numbers or None, kept as they are (what _freeze returns for them): only an event
        # with a map among its fields (a `power`) pays for freezing each one.
        for _key, value in items:
            if type(value) not in _SCALARS:
                items = tuple((k, v if type(v) in _SCALARS else _freeze(v)) for k, v in items)
                break
        # Event(type_, items) without its __init__ (see Action.from_json): engines emit several per action.
        event: Event = _new(Event)
        state = event.__dict__
        state["type"] = type_
        state["fields"] = items
        return event

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"type": self.type}
        out.update(self.fields)  # the usual case: no field to thaw (only _freeze's tuples are changed by _thaw)
        for _key, value in self.fields:
            if isinstance(value, tuple):
                for k, v in self.fields:
                    out[k] = _thaw(v)
                break
        return out

    @staticmethod
    def from_json(data: JSON) -> Event:
        return Event.of_fields(data["type"], {k: v for k, v in data.items() if k != "type"})

    def get(self, key: str) -> JSON:
        for k, v in self.fields:
            if k == key:
                return _thaw(v)
        return None


_new = object.__new__  # an instance without __init__; its fields are then set in its __dict__

# Types _freeze returns unchanged, tested first by Event.of_fields.
_SCALARS = frozenset({str, int, bool, float, type(None)})


# The only non-scalar field a Riftbound event has is a map: `added`'s and `paid`'s `power` ({domain: n});
# no event field is a list (schemas/game/riftbound-event.json), so only maps are frozen.
def _freeze(value: JSON) -> JSON:
    if isinstance(value, dict):
        return ("__dict__", tuple((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(value: JSON) -> JSON:
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "__dict__":
        return {k: _thaw(v) for k, v in value[1]}
    return value


class NeedChoice(Exception):
    """Raised when an action needs a player's choice part-way (the order of replacement effects, an opponent,
    the order of Deathknells) and no answer is known yet: the action is replayed once it is given. Only
    ``decision`` is read (RiftboundGame.act_events catches every one), so no message is passed on."""

    def __init__(self, decision: Decision) -> None:
        self.decision = decision
