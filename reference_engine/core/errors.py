"""Structured errors of the adapter protocol (PROTOCOL.md §1, "Errors")."""

from __future__ import annotations

from typing import Any

ERROR_CODES: frozenset[str] = frozenset(
    {
        "illegal_action",
        "not_your_decision",
        "wrong_decision",
        "timing",
        "land_limit",
        "invalid_target",
        "cannot_pay",
        "unknown_object",
        "invalid_choice",
        "game_over",
        "bad_setup",
        "unsupported",
        "bad_request",
        "internal",
    }
)


class RulesError(Exception):
    """A rejected request: ``code`` is one of :data:`ERROR_CODES`, ``rule`` the rule broken (optional)."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        if code not in ERROR_CODES:
            raise ValueError(f"unknown error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.rule is not None:
            out["rule"] = self.rule
        return out
