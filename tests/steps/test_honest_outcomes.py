"""`unsupported` skips the scenario with what the engine lacks; the catch-all rejection code is tolerated.

Driven through a scripted fake engine (``scripted_engine``): each test plays one engine that differs from
the reference engine in one way the protocol allows, or one way it does not.
"""

from __future__ import annotations

from typing import Any

import pytest
from scripted_engine import ok, rejected, scripted, sent, state

from referee.outcomes import EngineLacks, SkipCause
from steps import then
from steps.context import skip_cause

SETUP = {"players": [{"id": "A"}, {"id": "B"}],
         "objects": [{"id": "zap1", "card": "Probe Zap", "owner": "A", "zone": "hand"},
                     {"id": "forest1", "card": "Probe Forest", "owner": "A", "zone": "hand"}],
         "turn": {"number": 3, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"},
         "mana_pools": {"A": {"R": 1}}}


def _setup_skip(error: dict[str, Any]) -> SkipCause:
    ctx = scripted({"ok": False, "error": error}, [], setup=SETUP)
    with pytest.raises(EngineLacks) as info:
        ctx.ensure_started()
    return info.value.cause


def test_an_unsupported_setup_names_the_probe_card_from_the_message() -> None:
    cause = _setup_skip({"code": "unsupported", "message": "unknown card 'probe zap'"})
    assert cause == SkipCause("card", "Probe Zap", "unknown card 'probe zap'")


def test_the_missing_field_of_the_error_says_it_outright() -> None:
    error = {"code": "unsupported", "message": "no", "missing": {"kind": "capability", "name": "phasing"}}
    assert _setup_skip(error) == SkipCause("capability", "phasing", "no")


def test_an_unsupported_setup_names_a_setup_field_from_the_message() -> None:
    cause = _setup_skip({"code": "unsupported", "message": "mana_pools cannot be preset"})
    assert (cause.kind, cause.name) == ("setup_field", "mana_pools")


def test_an_unclassified_unsupported_setup_keeps_the_message() -> None:
    assert _setup_skip({"code": "unsupported", "message": "sorry"}) == SkipCause("other", "setup", "sorry")


def test_another_setup_error_is_not_a_skip() -> None:
    ctx = scripted({"ok": False, "error": {"code": "bad_setup", "message": "duplicate id"}}, [], setup=SETUP)
    with pytest.raises(Exception, match="rejected the scenario's setup") as info:
        ctx.ensure_started()
    assert not isinstance(info.value, EngineLacks)


def test_an_unsupported_action_skips_and_never_reaches_the_rejection_check() -> None:
    start = state("A")
    ctx = scripted(ok(start), [rejected("unsupported", "no activated abilities", start)],
                   step=("A activates zap1", "when"))
    with pytest.raises(EngineLacks) as info:
        ctx.act({"kind": "activate", "player": "A", "card": "zap1"})
    assert info.value.cause == SkipCause("operation", "activate", "no activated abilities")
    # a rejection step after it would have had nothing to accept: no rejection was recorded
    assert ctx.rejection is None


def test_skip_cause_names_a_special_action() -> None:
    cause = skip_cause({"code": "unsupported", "message": "x"}, "act",
                       action={"kind": "special", "special": "turn_face_up", "player": "A"})
    assert cause.name == "special turn_face_up"


def _rejected_with(code: str, state_before: dict[str, Any] | None = None) -> Any:
    start = state_before or state("A")
    ctx = scripted(ok(start), [rejected(code, "Forest: not now", start)], step=("A plays the land forest1", "when"))
    ctx.act({"kind": "play_land", "player": "A", "card": "forest1"})
    ctx.enter_step("the action is rejected", "then")
    return ctx


def test_the_catch_all_code_satisfies_a_specific_expected_code_with_a_note() -> None:
    ctx = _rejected_with("illegal_action")
    then.rejected(ctx, "land_limit")
    assert ctx.notes == ["rejected with the catch-all illegal_action where the rules' specific code is "
                         "land_limit (Forest: not now)"]


def test_a_different_specific_code_still_fails() -> None:
    ctx = _rejected_with("timing")
    with pytest.raises(AssertionError, match="expected rejection code land_limit, got timing"):
        then.rejected(ctx, "land_limit")


@pytest.mark.parametrize("code", ["timing", "illegal_action", "not_your_decision"])
def test_a_rejection_without_a_code_accepts_any_rejection(code: str) -> None:
    ctx = _rejected_with(code)
    then.rejected(ctx, None)
    assert ctx.notes == []
    assert sent(ctx) == [{"kind": "play_land", "player": "A", "card": "forest1"}]


@pytest.mark.parametrize("code", [None, "invalid_choice"])
def test_an_internal_failure_is_not_a_rejection(code: str | None) -> None:
    """An engine that crashes on an illegal action has not rejected it by the rules, whatever code is asked."""
    ctx = _rejected_with("internal")
    with pytest.raises(AssertionError, match="failed internally: Forest: not now"):
        then.rejected(ctx, code)
