"""Expectation steps: compare what the engine reported with what the rules require."""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then

from referee.observation.events import MOMENT, found_in_order, match_moment, moments
from referee.observation.normal import DECLARATIONS, event_atoms, loosen_totals, neutral, ordered
from referee.outcomes import ScenarioError
from referee.rules.authoring import check_event_table, check_word

from . import deviations
from .context import ScenarioContext
from .given import TURN_KEYS, TURN_TABLE
from .tables import MISSING, Table, id_list, matches, name, names, reads, rows, same_members, show

STATE_TURN_KEYS = {"number": "turn"}
DECISION_TABLE = Table(may=None, keyed=True)  # the decision's fields: any the decision schema has
EVENTS_TABLE = Table(must=("type",), may=None)  # the other columns: the event's fields (referee lint checks them)
STATE_TABLE = Table(must=("path",), may=("value",))


def _events_text(events: list[dict[str, Any]], empty: str = "(no events)") -> str:
    return "\n".join("  " + json.dumps(e, sort_keys=True) for e in events) or f"  {empty}"


@then(parsers.re(r"(?P<player>\S+) has priority"))
def has_priority(referee_ctx: ScenarioContext, player: str) -> None:
    referee_ctx.begin_step()
    actual = referee_ctx.state.get("priority")
    assert actual == player, f"expected {player} to have priority, but {actual or 'no player'} has it " \
                             f"({referee_ctx.describe_decision()})"


@then("no player has priority")
def nobody_has_priority(referee_ctx: ScenarioContext) -> None:
    referee_ctx.begin_step()
    actual = referee_ctx.state.get("priority")
    assert actual is None, f"expected no player to have priority, but {actual} has it"


def decision_words(game: str, kind: str) -> None:
    check_word(game, "decision", name(kind))


def event_words(game: str, kind: str) -> None:
    check_word(game, "event", kind)


def code_words(game: str, code: str | None) -> None:
    if code is not None:
        check_word(game, "error code", code)


@then(parsers.re(r"(?P<player>\S+) must (?P<kind>[a-z ]+)"))
@names(decision_words)
def must_decide(referee_ctx: ScenarioContext, player: str, kind: str) -> None:
    _must(referee_ctx, player, kind, [])


@then(parsers.re(r"(?P<player>\S+) must (?P<kind>[a-z ]+):"))
@reads(DECISION_TABLE)
@names(decision_words)
def must_decide_with(referee_ctx: ScenarioContext, player: str, kind: str, datatable: list[list[str]]) -> None:
    _must(referee_ctx, player, kind, datatable)


def _must(referee_ctx: ScenarioContext, player: str, kind: str, datatable: list[list[str]]) -> None:
    # A step's words and table are read before the engine's state: wrong ones void the check, whatever the engine did.
    decision_words(referee_ctx.game, kind)
    fields = DECISION_TABLE.pairs(datatable)
    referee_ctx.begin_step()
    decision = referee_ctx.decision()
    wanted = name(kind)
    assert decision is not None and decision.get("player") == player and decision.get("kind") == wanted, \
        f"expected {player} to have to {wanted}, but: {referee_ctx.describe_decision()}"
    for field, value in fields.items():
        assert same_members(value, decision.get(field)), \
            f"decision field {field}: expected {show(value)}, got {show(decision.get(field))}"


@then("the turn is:")
@reads(TURN_TABLE)
def turn_is(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    wanted = TURN_TABLE.pairs(datatable)
    referee_ctx.begin_step()
    problems = []
    for raw_key, value in wanted.items():
        field = TURN_KEYS[raw_key]
        field = STATE_TURN_KEYS.get(field, field)
        actual = referee_ctx.state.get(field)
        if not matches(value, actual):
            problems.append(f"{field}: expected {show(value)}, got {show(actual)}")
    assert not problems, "turn differs: " + "; ".join(problems)


def event_rows(datatable: list[list[str]]) -> list[dict[str, Any]]:
    """An event table's rows read as :func:`event_atoms` reads events (PROTOCOL.md §11.3, shapes of reporting):
    a declaration row naming several members becomes one row per member, at one moment. A row requiring an
    event that reports nothing happened (no members, an amount of 0) is an authoring error: no engine has to
    report one."""
    out: list[dict[str, Any]] = []
    for number, row in enumerate(EVENTS_TABLE.rows(datatable), start=1):
        if neutral({**row, "type": name(str(row.get("type", "")))}):
            raise ScenarioError(f"event row {number} {show(row)} requires an event reporting that nothing happened; "
                                "an engine may leave such events out (PROTOCOL.md §11.3): check the state instead",
                                code="nothing-happened-event", row=number)
        members = DECLARATIONS.get(name(str(row.get("type", ""))))
        listed = row.get(members) if members else None
        split = id_list(listed) if isinstance(listed, str) else listed
        if members is None or not isinstance(split, list) or len(split) < 2:
            out.append(row)
            continue
        label = row.get(MOMENT, f"declaration of row {number}")
        out += [{**row, members: [member], MOMENT: label} for member in split]
    return out


def _match_moment(moment: list[dict[str, Any]], events: list[dict[str, Any]], start: int,
                  stop: int | None = None) -> list[int] | None:
    return match_moment(moment, events, start, matches, stop)


def _subsequence(expected: list[list[dict[str, Any]]], events: list[dict[str, Any]]) -> int:
    return found_in_order(expected, events, matches)


@then("the events include, in order:")
@reads(EVENTS_TABLE)
def events_include(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    check_event_table(referee_ctx.game, datatable)
    table = event_rows(datatable)
    referee_ctx.begin_step()
    expected = [loosen_totals(moment) for moment in moments(table)]
    events = event_atoms(referee_ctx.events)
    found = _subsequence(expected, events)
    if found < len(expected):
        missing = expected[found]
        absent = [row for row in missing if not any(matches(row, e) for e in events)]
        what = show(missing[0]) if len(missing) == 1 else "(at one moment) " + ", ".join(map(show, missing))
        why = (f"did not happen ({', '.join(map(show, absent))} never reported)" if absent else
               "happened, but too early or out of order")
        raise AssertionError(f"expected event #{found + 1} {what} {why}.\n"
                             f"Events of the last action:\n{_events_text(referee_ctx.events)}")


@then("the events are exactly:")
@reads(EVENTS_TABLE)
def events_exactly(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    check_event_table(referee_ctx.game, datatable)
    table = event_rows(datatable)
    referee_ctx.begin_step()
    expected = [loosen_totals(moment) for moment in moments(table)]
    events = event_atoms(referee_ctx.events)
    ok = len(table) == len(events)
    position = 0
    for moment in expected if ok else []:
        if _match_moment(moment, events, position, position + len(moment)) is None:
            ok = False
            break
        position += len(moment)
    assert ok, (f"expected exactly:\n{_events_text(table)}\nbut the engine reported:\n{_events_text(events)}")


@then(parsers.re(r"no (?P<kind>[a-z_]+) event happened"))
@names(event_words)
def no_event(referee_ctx: ScenarioContext, kind: str) -> None:
    event_words(referee_ctx.game, kind)  # an event the game does not have would pass without checking anything
    referee_ctx.begin_step()
    hits = [e for e in event_atoms(referee_ctx.events) if e.get("type") == kind]  # none reporting nothing
    assert not hits, f"expected no {kind} event, got:\n{_events_text(hits)}"


@then("these events did not happen:")
@reads(EVENTS_TABLE)
def events_absent(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    check_event_table(referee_ctx.game, datatable)
    table = EVENTS_TABLE.rows(datatable)
    referee_ctx.begin_step()
    events = event_atoms(referee_ctx.events)  # an event reporting that nothing happened is no event
    for wanted in table:
        hits = [e for e in events if matches(wanted, e)]
        assert not hits, f"expected no event like {show(wanted)}, got:\n{_events_text(hits)}"


def resolve(state: Any, path: str) -> Any:
    """Follow ``players.A.life`` / ``stack.0.source`` / ``objects.bear1.tapped`` through the state.

    A segment on a list is an index, or else selects the item whose ``id`` equals it.
    """
    node = state
    walked = []
    for segment in path.split("."):
        walked.append(segment)
        if isinstance(node, dict):
            if segment not in node:
                raise AssertionError(f"state has no {'.'.join(walked)}")
            node = node[segment]
        elif isinstance(node, list):
            if segment.lstrip("-").isdigit():
                index = int(segment)
                if not -len(node) <= index < len(node):
                    raise AssertionError(f"state has no {'.'.join(walked)} (list of {len(node)})")
                node = node[index]
            else:
                chosen = [item for item in node if isinstance(item, dict) and item.get("id") == segment]
                if not chosen:
                    raise AssertionError(f"state has no {'.'.join(walked)}")
                node = chosen[0]
        else:
            raise AssertionError(f"state has no {'.'.join(walked)}")
    return node


def _same(path: str, expected: Any, actual: Any) -> bool:
    """``matches``, except that a zone the rules leave unordered (a hand, a Riftbound trash) is compared as a
    set of ids (PROTOCOL.md §11.1)."""
    zone = isinstance(actual, list) and all(isinstance(item, str) for item in actual) and not ordered(path)
    return same_members(expected, actual) if zone else matches(expected, actual)


@then("the state includes:")
@reads(STATE_TABLE)
def state_includes(referee_ctx: ScenarioContext, datatable: list[list[str]]) -> None:
    table = STATE_TABLE.rows(datatable)
    referee_ctx.begin_step()
    problems = []
    for row in table:
        path, value = str(row["path"]), row.get("value", MISSING)
        actual = resolve(referee_ctx.state, path)
        if not _same(path, value, actual):
            problems.append(f"{path}: expected {show(value)}, got {show(actual)}")
    assert not problems, "state differs: " + "; ".join(problems)


def records_table(what: str) -> Table:
    """Each row names its record (an object's ``id``, a ``player``); the other columns are its fields."""
    return Table(must=("id",) if what == "objects" else ("player",), may=None)


@then(parsers.re(r"the (?P<what>objects|players) are:"))
@reads(records_table)
def records_are(referee_ctx: ScenarioContext, what: str, datatable: list[list[str]]) -> None:
    table = records_table(what).rows(datatable)
    referee_ctx.begin_step()
    problems = []
    for row in table:
        ident = str(row.pop("id", row.pop("player", "")))
        record = resolve(referee_ctx.state, f"{what}.{ident}")
        for field, value in row.items():
            actual = record.get(field, MISSING) if isinstance(record, dict) else MISSING
            if actual is MISSING and field.endswith("_count"):
                actual = len(record.get(field[: -len("_count")], []))
            if actual is MISSING or not _same(f"{what}.{ident}.{field}", value, actual):
                problems.append(f"{ident}.{field}: expected {show(value)}, got "
                                f"{'(absent)' if actual is MISSING else show(actual)}")
    assert not problems, f"{what} differ: " + "; ".join(problems)


@then(parsers.re(r"the (?P<zone>stack|chain) is:"))
def stack_is(referee_ctx: ScenarioContext, zone: str, datatable: list[list[str]]) -> None:
    referee_ctx.begin_step()
    expected = rows(datatable)
    actual = referee_ctx.state.get(zone, [])
    ok = len(expected) == len(actual) and all(matches(w, a) for w, a in zip(expected, actual, strict=True))
    assert ok, (f"the {zone} (top first) should be:\n{_events_text(expected, '(empty)')}\n"
                f"but is:\n{_events_text(actual, '(empty)')}")


@then(parsers.re(r"the (?P<zone>stack|chain) is empty"))
def stack_empty(referee_ctx: ScenarioContext, zone: str) -> None:
    referee_ctx.begin_step()
    actual = referee_ctx.state.get(zone, [])
    assert not actual, f"the {zone} should be empty but holds:\n{_events_text(actual)}"


CATCH_ALL = "illegal_action"  # the protocol's catch-all rejection code for rules violations
# Codes that say the actor did not hold the decision: a scenario expecting one of them expects that.
DECISION_CODES = ("not_your_decision", "wrong_decision", "game_over")
INTERNAL = "internal"  # the engine failed (PROTOCOL.md §1): never a rejection by the rules


@then(parsers.re(r"the action is rejected(?: as (?P<code>[a-z_]+))?"))
@names(code_words)
def rejected(referee_ctx: ScenarioContext, code: str | None) -> None:
    """The last action was rejected (as ``code``) and left the state unchanged.

    ``unsupported`` never gets here (the scenario is skipped when it is sent). Without a code any rejection
    passes. With a code, the catch-all ``illegal_action`` passes too, with a note; a different specific code
    fails, or, when the actor did not hold priority or the decision before acting, reports that earlier
    deviation instead (the rejection then says nothing about the rule under test). ``internal`` is no
    rejection at all: the engine failed, and an engine that crashes on an illegal action has not applied the
    rule that forbids it.
    """
    code_words(referee_ctx.game, code)  # a code outside the protocol's list: only the catch-all could pass it
    rejection = referee_ctx.rejection
    if rejection is None or referee_ctx.rejection_checked:
        raise AssertionError(f"expected the engine to reject {json.dumps(referee_ctx.last_action)}, "
                             f"but it accepted it; events:\n{_events_text(referee_ctx.events)}")
    referee_ctx.rejection_checked = True
    actual, message = rejection.error["code"], rejection.error["message"]
    if actual == INTERNAL:
        raise AssertionError(f"expected the engine to reject {json.dumps(rejection.action)} by the rules, but it "
                             f"failed internally: {message}")
    if code is not None and actual != code:
        if code not in DECISION_CODES and not deviations.holds(rejection.state_before, rejection.action):
            raise referee_ctx.lost_decision(rejection, f"the engine rejected the action: {actual}: {message}")
        if actual != CATCH_ALL:
            raise AssertionError(f"expected rejection code {code}, got {actual}: {message}")
        referee_ctx.notes.append(f"rejected with the catch-all {CATCH_ALL} where the rules' specific code is "
                                 f"{code} ({message})")
    before, after = rejection.state_before, rejection.state_after
    if before != after:
        changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
        raise AssertionError(f"the action was rejected but the state changed: {', '.join(changed)}")
