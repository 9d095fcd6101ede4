"""``--shard K/N``: a stable split of the suite by scenario id, for a CI matrix of N jobs.

A scenario's shard depends on its id alone (a sha256 of it, modulo N), never on the selection or the
order of collection: the same scenario lands in the same shard whatever ``-k``, ``--game`` or
``--tier`` leave in, and every scenario is in exactly one of the N shards. ``referee merge`` puts the
N reports back together (referee/merge.py).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Any

MAX_SHARDS = 1000  # far beyond any CI matrix; a bound so that a typo (1/10000) is refused


@dataclass(frozen=True, order=True)
class Shard:
    index: int  # 1-based, as CI matrices and humans count
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def holds(self, scenario_id: str) -> bool:
        return shard_of(scenario_id, self.count) == self.index

    def to_json(self) -> dict[str, int]:
        return {"index": self.index, "count": self.count}

    @classmethod
    def from_json(cls, data: Any) -> Shard | None:
        if not isinstance(data, dict):
            return None
        return cls(int(data["index"]), int(data["count"]))


def shard_of(scenario_id: str, count: int) -> int:
    """The 1-based shard of a scenario among ``count``: a hash, so it is stable across runs and machines
    (Python's own hash() is salted per process)."""
    digest = hashlib.sha256(scenario_id.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % count + 1


def parse(text: str) -> Shard:
    """``"2/4"`` -> Shard(2, 4); ValueError saying what is expected otherwise."""
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not match:
        raise ValueError(f"expected K/N (e.g. 2/4), got {text!r}")
    index, count = int(match.group(1)), int(match.group(2))
    if not 1 <= count <= MAX_SHARDS:
        raise ValueError(f"the number of shards must be 1 to {MAX_SHARDS}, got {count}")
    if not 1 <= index <= count:
        raise ValueError(f"the shard must be 1 to {count} (shards count from 1), got {index}")
    return Shard(index, count)
