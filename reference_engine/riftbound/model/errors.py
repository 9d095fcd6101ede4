"""Structured rules errors (PROTOCOL.md section 1): the shared ``RulesError`` of ``reference_engine.core``."""

from __future__ import annotations

from reference_engine.core.errors import ERROR_CODES, RulesError

__all__ = ["ERROR_CODES", "RulesError"]
