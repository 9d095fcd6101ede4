"""docs/ADAPTERS.md §7 shows a whole scenario on the wire, line by line. Adapter authors copy from it, so
it must stay what the reference engine really answers: replay each request and compare each reply."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).parents[1] / "docs" / "ADAPTERS.md"


def _wire_lines() -> list[tuple[str, str]]:
    section = DOC.read_text(encoding="utf-8").split("## 7. A whole scenario on the wire", 1)[1]
    block = section.split("```", 2)[1]
    return [(line[:1], line[2:]) for line in block.splitlines() if line[:2] in ("> ", "< ")]


def test_the_wire_transcript_is_what_the_reference_engine_answers() -> None:
    lines = _wire_lines()
    requests = [text for direction, text in lines if direction == ">"]
    documented = [json.loads(text) for direction, text in lines if direction == "<"]
    assert requests and len(requests) == len(documented)
    replies = subprocess.run([sys.executable, "-m", "reference_engine"], input="\n".join(requests) + "\n",
                             capture_output=True, text=True, timeout=60, check=True).stdout.splitlines()
    assert len(replies) == len(documented)
    for request, reply, expected in zip(requests, replies, documented, strict=True):
        assert json.loads(reply) == expected, f"docs/ADAPTERS.md §7: the reply to {request[:80]} changed"
