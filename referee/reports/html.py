from typing import Any


def render(document: dict[str, Any]) -> str:
    return "<!doctype html><title>Referee</title>"
