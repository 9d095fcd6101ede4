"""Shared helpers for the rules-as-data tests (a plain module: tests/ is not a package)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = Path(__file__).parent / "data"
SCHEMAS = REPO / "schemas" / "rules"
RULES_TEXTS = Path(os.environ.get("REFEREE_RULES_TEXTS", str(REPO.parent / "shared" / "rules-texts")))

needs_texts = pytest.mark.skipif(not RULES_TEXTS.is_dir(),
                                 reason=f"official rules texts not available at {RULES_TEXTS}")


def schema(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SCHEMAS / f"{name}.json").read_text(encoding="utf-8"))
    return data


def validate(instance: Any, name: str) -> None:
    import jsonschema

    jsonschema.Draft202012Validator(schema(name)).validate(instance)
