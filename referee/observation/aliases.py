"""Engine-chosen ids for abilities and tokens, seen by the steps under the protocol's canonical ids.

Scenarios name an ability on the stack (or chain, or waiting to be ordered) ``<source>#<n>`` and a token
``<source>+<n>`` (PROTOCOL.md §6). An engine may use its own ids for them instead (``ab-17``, ``tok-3``) as long
as it reports each one's source: a stack/chain item's ``source``, a push event's ``source``, a decision's
``sources`` map for the pending abilities it names, a token object's ``source``. ``Aliases`` gives every such
id that is not a setup id the canonical id ``<canonical source>#<n>`` / ``+<n>``, numbered per source in order
of first appearance, rewrites each reply's events and state to canonical ids before any step reads them, and
rewrites the actions the steps send back to the engine's ids.

An engine that already uses canonical ids (``x#2``, ``x#1+1``: built on a setup id) keeps them as they are,
with its own numbering: nothing is renamed and replies pass through untouched, so the identity costs one scan
of the reply's stack, push events, decision and objects.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

ABILITY, TOKEN = "#", "+"
CANONICAL = re.compile(r"^(?P<source>.+)(?P<sep>[#+])(?P<n>[0-9]+)$")
# Stack/chain items and push events whose id differs from their source are abilities (spells, units and gear
# keep their card's id).
PUSH_EVENTS = ("stack_push", "chain_push")


@dataclass
class Aliases:
    """Engine id <-> canonical id, for one scenario (one setup)."""

    known: set[str] = field(default_factory=set)  # setup ids and canonical ids in use (engine's or ours)
    canonical_of: dict[str, str] = field(default_factory=dict)  # engine id -> canonical id
    engine_of: dict[str, str] = field(default_factory=dict)  # canonical id -> engine id
    issued: dict[str, int] = field(default_factory=dict)  # "<canonical source>#" / "+" -> last n given

    # -- the hooks ScenarioContext calls ---------------------------------------------------------------
    def on_setup(self, setup: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
        """Start over with the setup's ids; the setup reply is read like any other."""
        self.known, self.canonical_of, self.engine_of, self.issued = set(), {}, {}, {}
        for group in ("players", "objects", "battlefields"):
            self.known.update(str(entry["id"]) for entry in setup.get(group) or [] if "id" in entry)
        return self.on_reply(reply)

    def on_reply(self, reply: dict[str, Any]) -> dict[str, Any]:
        """Learn the new engine ids the reply introduces, then return it in canonical ids."""
        events = reply.get("events") or []
        state = reply.get("state") or {}
        self._learn(events, state)
        if not self.canonical_of:
            return reply
        return rewrite(reply, self.canonical_of)  # type: ignore[no-any-return]

    def engine_ward(self, action: dict[str, Any]) -> dict[str, Any]:
        """The action as the engine must receive it (its own ids)."""
        if not self.engine_of:
            return action
        return rewrite(action, self.engine_of)  # type: ignore[no-any-return]

    # -- learning --------------------------------------------------------------------------------------
    def _learn(self, events: list[dict[str, Any]], state: dict[str, Any]) -> None:
        """Collect (engine id, engine source, kind) in order of first appearance, then name the new ones."""
        found: dict[str, tuple[str, str]] = {}

        def claim(ident: Any, source: Any, sep: str) -> None:
            if isinstance(ident, str) and isinstance(source, str) and ident != source and ident not in found:
                found[ident] = (source, sep)

        for event in events:
            if event.get("type") in PUSH_EVENTS:
                claim(event.get("id"), event.get("source"), ABILITY)
        zone = state.get("stack") if "stack" in state else state.get("chain")
        for item in reversed(zone or []):  # bottom first: the oldest item appeared first
            claim(item.get("id"), item.get("source"), ABILITY)
        decision = state.get("decision") or {}
        named = decision.get("sources") or {}
        for ident in [decision.get("source"), *(decision.get("options") or []), *named]:  # as the decision lists them
            if isinstance(ident, str) and ident in named:
                claim(ident, named[ident], ABILITY)
        for ident, record in (state.get("objects") or {}).items():
            if ident not in self.known and isinstance(record, dict) and "source" in record:
                claim(ident, record["source"], TOKEN)
        for ident, (source, sep) in found.items():
            self._name(ident, source, sep, found)

    def _protocol_id(self, ident: str) -> bool:
        """A setup id, or shaped ``<protocol id>#<n>`` / ``+<n>``."""
        if ident in self.known:
            return True
        shape = CANONICAL.match(ident)
        return shape is not None and self._protocol_id(shape["source"])

    def _name(self, ident: str, source: str, sep: str, found: dict[str, tuple[str, str]]) -> str:
        """The canonical id of ``ident`` (naming its source first when that is new too)."""
        if ident in self.canonical_of:
            return self.canonical_of[ident]
        if ident in self.known:
            return ident
        if source in found and source not in self.known and source not in self.canonical_of:
            self._name(source, *found[source], found)
        canonical_source = self.canonical_of.get(source, source)
        shape = CANONICAL.match(ident)
        if shape and shape["sep"] == sep and self._protocol_id(shape["source"]):
            self.known.add(ident)  # already a protocol id: kept, with the engine's own numbering
            return ident
        prefix = canonical_source + sep
        n = self.issued.get(prefix, 0) + 1
        while f"{prefix}{n}" in self.known:
            n += 1
        self.issued[prefix] = n
        canonical = f"{prefix}{n}"
        self.known.add(canonical)
        self.canonical_of[ident] = canonical
        self.engine_of[canonical] = ident
        return canonical


def rewrite(value: Any, table: dict[str, str]) -> Any:
    """``value`` with every string (and mapping key) found in ``table`` replaced."""
    if isinstance(value, str):
        return table.get(value, value)
    if isinstance(value, list):
        return [rewrite(v, table) for v in value]
    if isinstance(value, dict):
        return {table.get(k, k): rewrite(v, table) for k, v in value.items()}
    return value
