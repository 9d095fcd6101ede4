"""A scenario's protocol transcript as a timeline a person reads: each request, the events it produced (one
line each) and what changed in the state, instead of the whole state on every line.

The client keeps the first 2000 bytes of each reply (referee/protocol/client.py), so a large state reaches the
report cut short. Such a reply is read as far as it goes (:func:`parse_prefix`); the state diff then
compares only what both snapshots hold in full and says that the rest was cut, rather than reporting the
missing part as removed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from typing import Any

CUT = "\u2026cut"  # marks a container the transcript cut short: its key in an object, its last item in a list
MAX_CHANGES = 40  # state changes listed for one reply before "+N more"


def parse_prefix(text: str) -> tuple[Any, bool]:
    """(value, whole) for a JSON text that may have been cut anywhere: a cut text is read up to its last
    complete member, each container left open closed again and marked with :data:`CUT`."""
    try:
        return json.loads(text), True
    except ValueError:
        pass
    stack: list[str] = []
    cut_at, cut_stack = -1, ""
    in_string = escaped = False
    for index, char in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            stack.append(char)
            cut_at, cut_stack = index + 1, "".join(stack)
        elif char in "}]":
            if stack:
                stack.pop()
        elif char == ",":  # everything before a comma is a complete member
            cut_at, cut_stack = index, "".join(stack)
    if cut_at < 0:
        return None, False
    fixed = text[:cut_at]
    member_before = not fixed.endswith(("{", "["))
    for opener in reversed(cut_stack):  # each container closed is a complete member of the one around it
        fixed += ("," if member_before else "") + (f'"{CUT}":true}}' if opener == "{" else f'"{CUT}"]')
        member_before = True
    try:
        return json.loads(fixed), False
    except ValueError:
        return None, False


def _whole(value: Any) -> bool:
    if isinstance(value, dict):
        return CUT not in value
    if isinstance(value, list):
        return not value or value[-1] != CUT
    return True


def _items(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if k != CUT}
    if isinstance(value, list):
        return [v for v in value if v != CUT]
    return value


def show(value: Any) -> str:
    """A value as a reader writes it: strings bare, the rest compact JSON."""
    if isinstance(value, str):
        return value
    return json.dumps(_items(value), ensure_ascii=False, separators=(", ", ": "))


def _keyed(items: list[Any]) -> dict[str, Any] | None:
    """A list of objects that each carry an id (players), by id; None for any other list."""
    if items and all(isinstance(item, dict) and isinstance(item.get("id"), str) for item in items):
        return {item["id"]: item for item in items}
    return None


def state_changes(before: Any, after: Any, path: str = "") -> tuple[list[str], bool]:
    """(changes, partial): one line per changed field (``B.hand: +blib1``, ``step: untap → upkeep``);
    partial when a cut snapshot kept part of the state out of the comparison."""
    changes: list[str] = []
    partial = False
    label = path or "state"
    if isinstance(before, dict) and isinstance(after, dict):
        old, new = _items(before), _items(after)
        for key in [*old, *(k for k in new if k not in old)]:
            child = f"{path}.{key}" if path else str(key)
            if key not in new:
                if _whole(after):
                    changes.append(f"{child}: removed (was {show(old[key])})")
                else:
                    partial = True
            elif key not in old:
                if _whole(before):
                    changes.append(f"{child}: {show(new[key])} (new)")
                else:
                    partial = True
            else:
                more, cut = state_changes(old[key], new[key], child)
                changes += more
                partial = partial or cut
        return changes, partial
    if isinstance(before, list) and isinstance(after, list):
        old_list, new_list = _items(before), _items(after)
        old_keyed, new_keyed = _keyed(old_list), _keyed(new_list)
        if old_keyed is not None and new_keyed is not None:  # players: by id, not by position
            for key in [*old_keyed, *(k for k in new_keyed if k not in old_keyed)]:
                child = f"{path}.{key}" if path else key
                if key in old_keyed and key in new_keyed:
                    more, cut = state_changes(old_keyed[key], new_keyed[key], child)
                    changes += more
                    partial = partial or cut
                elif (key in old_keyed and _whole(after)) or (key in new_keyed and _whole(before)):
                    changes.append(f"{child}: {'removed' if key in old_keyed else 'new'}")
                else:
                    partial = True
            return changes, partial
        if not (_whole(before) and _whole(after)):
            return changes, old_list != new_list
        if old_list == new_list:
            return changes, False
        if all(isinstance(v, str | int) for v in (*old_list, *new_list)):
            added = [v for v in new_list if v not in old_list]
            gone = [v for v in old_list if v not in new_list]
            if added or gone:
                words = [*(f"+{show(v)}" for v in added), *(f"\u2212{show(v)}" for v in gone)]
                return [f"{label}: {', '.join(words)}"], False
            return [f"{label}: reordered [{', '.join(map(show, old_list))}] \u2192 "
                    f"[{', '.join(map(show, new_list))}]"], False
        return [f"{label}: {show(old_list)} \u2192 {show(new_list)}"], False
    if before != after:
        changes.append(f"{label}: {show(before)} \u2192 {show(after)}")
    return changes, False


def event_line(event: Any) -> str:
    """``drew · player B · card blib1``: the event's type, then its fields."""
    if not isinstance(event, dict):
        return show(event)
    fields = [f"{key} {show(value)}" for key, value in _items(event).items() if key != "type"]
    return " \u00b7 ".join([str(event.get("type", "?")), *fields])


def request_line(request: dict[str, Any]) -> str:
    """What Referee asked, in a few words: ``act: pass · player A``, ``setup mtg 2024-pre-foundations: ...``."""
    kind = str(request.get("type", "?"))
    if kind == "act" and isinstance(request.get("action"), dict):
        action = dict(request["action"])
        head = str(action.pop("kind", "?"))
        player = action.pop("player", None)
        words = [head + (f" by {player}" if player is not None else "")]
        words += [f"{key} {show(value)}" for key, value in action.items()]
        return "act: " + " \u00b7 ".join(words)
    if kind == "setup" and isinstance(request.get("setup"), dict):
        setup = request["setup"]
        players = ", ".join(str(p.get("id", "?")) for p in setup.get("players", []) if isinstance(p, dict))
        parts = [f"players {players}"] if players else []
        if isinstance(setup.get("objects"), list):
            parts.append(f"{len(setup['objects'])} objects")
        if isinstance(setup.get("turn"), dict):
            parts += [f"{'turn' if key == 'number' else key.replace('_', ' ')} {show(value)}"
                      for key, value in setup["turn"].items()]
        parts += [key.replace("_", " ") for key in setup if key not in ("players", "objects", "turn")]
        return f"setup {request.get('game', '')} {request.get('edition', '')}".rstrip() + ": " + " \u00b7 ".join(parts)
    rest = {k: v for k, v in request.items() if k not in ("id", "type")}
    return kind + (": " + show(rest) if rest else "")


def state_line(state: Any) -> str:
    """The turn's position from a state: its top-level plain fields (``turn 2 · active_player A · ...``)."""
    if not isinstance(state, dict):
        return ""
    return " \u00b7 ".join(f"{key} {show(value)}" for key, value in _items(state).items()
                           if isinstance(value, str | int | float | bool) and key not in ("game", "edition"))


@dataclass
class Exchange:
    """One request and what came back."""

    request: str  # the request in words
    kind: str = ""
    reply: str = ""  # "ok", "rejected: timing: ...", the failure
    failed: bool = False
    events: list[str] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)
    position: str = ""  # the state's position after a setup (what the scenario starts from)
    partial: bool = False  # the reply reached the report cut short


def exchanges(lines: list[str]) -> list[Exchange]:
    """The transcript's lines paired up: each request with its reply, events and state changes."""
    out: list[Exchange] = []
    state: Any = None
    for line in lines:
        marker, body = line[:2], line[2:]
        if marker == "> ":
            request, _ = parse_prefix(body)
            if isinstance(request, dict):
                out.append(Exchange(request_line(request), kind=str(request.get("type", ""))))
            else:
                out.append(Exchange(body))
            continue
        if not out:
            out.append(Exchange("(before the first request of this scenario)"))
        current = out[-1]
        if marker == "! ":
            current.reply, current.failed = body, True
            continue
        unsolicited = body.endswith("   [unsolicited]")
        if marker != "< " or unsolicited:
            out.append(Exchange("(no request)", reply=("unsolicited output: " if unsolicited else "") +
                                body.removesuffix("   [unsolicited]"), failed=True))
            continue
        reply, whole = parse_prefix(body)
        current.partial = not whole
        if not isinstance(reply, dict):
            current.reply, current.failed = f"not JSON: {body[:300]}", True
            continue
        if reply.get("ok") is False:
            error: dict[str, Any] = reply["error"] if isinstance(reply.get("error"), dict) else {}
            current.reply = "rejected: " + ": ".join(str(error[k]) for k in ("code", "message") if error.get(k))
            if error.get("rule"):
                current.reply += f" (rule {error['rule']})"
        else:
            current.reply = "ok" if "ok" in reply else show(reply)
        current.events = [event_line(e) for e in _items(reply.get("events", [])) if e != CUT]
        if isinstance(reply.get("state"), dict):
            new_state = reply["state"]
            if state is None or current.kind in ("setup", "hello"):
                current.position = state_line(new_state)
            else:
                current.changes, cut = state_changes(state, new_state)
                current.partial = current.partial or cut
            state = new_state
    return out


def render(lines: list[str]) -> str:
    """The timeline as an ordered list (static HTML)."""
    if not lines:
        return ""
    items = []
    for number, ex in enumerate(exchanges(lines), 1):
        reply_class = "reply fail" if ex.failed or ex.reply.startswith("rejected") else "reply"
        parts = [f'<div class="req"><span class="n">{number}</span> <span class="arrow">\u2192</span> '
                 f'{escape(ex.request)}</div>']
        if ex.reply:
            parts.append(f'<div class="{reply_class}"><span class="arrow">\u2190</span> {escape(ex.reply)}'
                         + (f' \u00b7 {len(ex.events)} event{"s" if len(ex.events) != 1 else ""}' if ex.events else "")
                         + "</div>")
        if ex.events:
            parts.append('<ul class="events">' + "".join(f"<li>{escape(e)}</li>" for e in ex.events) + "</ul>")
        if ex.position:
            parts.append(f'<div class="position">state: {escape(ex.position)}</div>')
        if ex.changes:
            shown = ex.changes[:MAX_CHANGES]
            more = len(ex.changes) - len(shown)
            parts.append('<ul class="changes">' + "".join(f"<li>{escape(c)}</li>" for c in shown)
                         + (f"<li>\u2026 +{more} more (raw JSON below)</li>" if more else "") + "</ul>")
        elif ex.reply == "ok" and not ex.position and ex.kind == "act" and not ex.partial:
            parts.append('<div class="position">state: unchanged</div>')
        if ex.partial:
            parts.append('<div class="cut">\u2702 state cut short in the transcript</div>')
        items.append(f'<li class="exchange">{"".join(parts)}</li>')
    note = ""
    if any("\u2702 state cut short" in item for item in items):
        note = ('<p class="cut">The transcript keeps the first 2000 bytes of each reply, so some states (\u2702) '
                "reached the report cut short: changes past the cut are not shown. The raw JSON below is "
                "what was kept.</p>")
    return note + '<ol class="timeline">' + "".join(items) + "</ol>"
