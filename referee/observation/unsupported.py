"""What an engine's ``unsupported`` reply says it lacks (PROTOCOL.md §1, the ``missing`` field).

Shared by the step library (a scenario is skipped with this cause) and ``referee fuzz`` (which stops
generating what the engine lacks).
"""

from __future__ import annotations

import re
from typing import Any

from referee.outcomes import CAUSE_KINDS, SkipCause


def skip_cause(error: dict[str, Any], request: str, setup: dict[str, Any] | None = None,
               action: dict[str, Any] | None = None) -> SkipCause:
    """What an ``unsupported`` reply says the engine lacks.

    The error's optional ``missing`` {kind, name} says it outright. Otherwise: on a setup, a probe card of
    the setup named in the engine's message is a card, a top-level setup field named there a setup field;
    on an action, the operation is the action's kind. Anything else is ``other``, with the message.
    """
    detail = str(error.get("message", ""))
    missing = error.get("missing")
    if isinstance(missing, dict) and missing.get("kind") in CAUSE_KINDS and missing.get("name"):
        return SkipCause(str(missing["kind"]), str(missing["name"]), detail)
    if action is not None:
        kind = str(action.get("kind"))
        return SkipCause("operation", f"{kind} {action['special']}" if kind == "special" else kind, detail)
    text = detail.lower()
    cards = sorted(_card_names(setup or {}), key=len, reverse=True)
    named = [c for c in cards if c.lower() in text]
    if named:
        return SkipCause("card", named[0], detail)
    # the basic fields name common words ("turn"): try the setup's other fields first
    fields = sorted(setup or {}, key=lambda f: f in ("players", "objects", "turn"))
    for name in fields:
        if re.search(rf"(?<![a-z_]){re.escape(name.lower())}(?![a-z_])", text):
            return SkipCause("setup_field", name, detail)
    return SkipCause("other", request, detail)


def _card_names(node: Any) -> set[str]:
    if isinstance(node, dict):
        found = {str(node["card"])} if isinstance(node.get("card"), str) else set()
        return found.union(*(_card_names(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_card_names(v) for v in node))
    return set()
