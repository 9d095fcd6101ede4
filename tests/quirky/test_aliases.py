"""steps/aliases.py: engine-chosen ids for abilities and tokens, seen by the steps as the protocol's ids."""

from __future__ import annotations

from typing import Any

from steps.aliases import Aliases

SETUP = {"players": [{"id": "A"}, {"id": "B"}],
         "objects": [{"id": "hell1"}, {"id": "garr1"}, {"id": "bear1"}]}


def started(state: dict[str, Any] | None = None) -> Aliases:
    aliases = Aliases()
    aliases.on_setup(SETUP, {"ok": True, "state": state or {"stack": [], "objects": {}}})
    return aliases


def test_protocol_ids_pass_through_untouched() -> None:
    aliases = started()
    reply = {"ok": True,
             "events": [{"type": "stack_push", "id": "hell1#2", "kind": "triggered", "source": "hell1"}],
             "state": {"stack": [{"id": "hell1#2", "kind": "triggered", "source": "hell1"}],
                       "objects": {"garr1+1": {"card": "Human Token"}},
                       "decision": {"player": "A", "kind": "order_triggers", "options": ["hell1#3", "garr1#1"]}}}
    assert aliases.on_reply(reply) is reply  # the engine's own numbering (hell1#2 first) is kept
    action = {"kind": "order_triggers", "player": "A", "order": ["hell1#3", "garr1#1"]}
    assert aliases.engine_ward(action) is action


def test_own_ids_are_named_by_source_kind_and_order_of_first_appearance() -> None:
    aliases = started()
    waiting = aliases.on_reply({"ok": True, "events": [], "state": {
        "stack": [], "objects": {},
        "decision": {"player": "A", "kind": "order_triggers", "options": ["ab-9", "ab-4", "ab-7"],
                     "sources": {"ab-7": "garr1", "ab-4": "hell1", "ab-9": "hell1"}}}})
    assert waiting["state"]["decision"]["options"] == ["hell1#1", "hell1#2", "garr1#1"]
    assert waiting["state"]["decision"]["sources"] == {"garr1#1": "garr1", "hell1#2": "hell1", "hell1#1": "hell1"}
    order = aliases.engine_ward({"kind": "order_triggers", "player": "A", "order": ["garr1#1", "hell1#2", "hell1#1"]})
    assert order["order"] == ["ab-7", "ab-4", "ab-9"]
    pushed = aliases.on_reply({"ok": True, "events": [
        {"type": "stack_push", "id": "ab-7", "kind": "triggered", "source": "garr1", "controller": "A"},
        {"type": "stack_push", "id": "ab-12", "kind": "activated", "source": "bear1", "controller": "A"},
    ], "state": {"stack": [{"id": "ab-12", "source": "bear1"}, {"id": "ab-7", "source": "garr1"}], "objects": {}}})
    assert [e["id"] for e in pushed["events"]] == ["garr1#1", "bear1#1"]
    assert [i["id"] for i in pushed["state"]["stack"]] == ["bear1#1", "garr1#1"]


def test_tokens_take_their_source_canonical_id_even_when_the_source_is_new_too() -> None:
    aliases = started()
    reply = aliases.on_reply({"ok": True, "events": [
        {"type": "resolved", "id": "ab-3"}, {"type": "token_played", "object": "tok-8"},
    ], "state": {"chain": [], "objects": {
        "tok-8": {"card": "Recruit Token", "source": "ab-3"},
        "tok-5": {"card": "Recruit Token", "source": "ab-3"},
        "tok-6": {"card": "Human Token", "source": "garr1"},
    }, "decision": {"player": "A", "kind": "choose_targets", "source": "ab-3", "options": ["tok-8"],
                    "sources": {"ab-3": "bear1"}}}})
    assert set(reply["state"]["objects"]) == {"bear1#1+1", "bear1#1+2", "garr1+1"}
    assert reply["events"] == [{"type": "resolved", "id": "bear1#1"}, {"type": "token_played", "object": "bear1#1+1"}]
    assert reply["state"]["decision"]["source"] == "bear1#1"
    assert aliases.engine_ward({"kind": "choose_targets", "source": "bear1#1", "targets": ["bear1#1+2"]}) == \
        {"kind": "choose_targets", "source": "ab-3", "targets": ["tok-5"]}


def test_a_new_setup_starts_the_numbering_over() -> None:
    aliases = started()
    def push(ident: str) -> dict[str, Any]:
        return {"ok": True, "events": [{"type": "stack_push", "id": ident, "kind": "activated", "source": "bear1"}],
                "state": {"stack": [], "objects": {}}}

    assert aliases.on_reply(push("ab-1"))["events"][0]["id"] == "bear1#1"
    aliases.on_setup(SETUP, {"ok": True, "state": {"stack": [], "objects": {}}})
    assert aliases.on_reply(push("ab-2"))["events"][0]["id"] == "bear1#1"
    assert aliases.engine_ward({"card": "bear1#1"}) == {"card": "ab-2"}


def test_own_numbers_skip_the_protocol_ids_an_engine_also_reports() -> None:
    aliases = started()
    reply = aliases.on_reply({"ok": True, "events": [
        {"type": "stack_push", "id": "bear1#1", "kind": "activated", "source": "bear1"},
        {"type": "stack_push", "id": "x-1", "kind": "activated", "source": "bear1"},
    ], "state": {"stack": [], "objects": {}}})
    assert [e["id"] for e in reply["events"]] == ["bear1#1", "bear1#2"]


def test_a_protocol_id_is_kept_whatever_source_the_engine_reports_for_it() -> None:
    aliases = started()
    reply = {"ok": True, "events": [], "state": {"chain": [], "objects": {
        "bear1#1+1": {"card": "Recruit Token", "source": "bear1"}}}}
    assert aliases.on_reply(reply) is reply
