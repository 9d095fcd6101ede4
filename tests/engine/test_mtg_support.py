"""Helpers shared by the MTG engine tests (no tests here)."""

from __future__ import annotations

from typing import Any

from reference_engine.mtg.game import MtgGame


def obj(oid: str, card: str, owner: str, zone: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **kw}


def game(
    objects: list[dict[str, Any]],
    phase: str = "precombat_main",
    step: str | None = None,
    active: str = "A",
    prio: str | None = None,
    players: tuple[str, ...] = ("A", "B"),
    edition: str = "2025-09-19",
    **extra: Any,
) -> MtgGame:
    g = MtgGame()
    g.setup(
        edition,
        {
            "players": [{"id": p} for p in players],
            "objects": objects,
            "turn": {
                "number": 2,
                "active_player": active,
                "phase": phase,
                "step": step,
                "priority": prio or active,
            },
            **extra,
        },
    )
    return g


def act(g: MtgGame, kind: str, player: str, **fields: Any) -> list[dict[str, Any]]:
    events, _ = g.act({"kind": kind, "player": player, **fields})
    return events


def pass_until(g: MtgGame, step: str, limit: int = 60) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for _ in range(limit):
        s = g.snapshot()
        if (s["step"] or s["phase"]) == step:
            return out
        d = s["decision"]
        assert d["kind"] == "priority", d
        out += act(g, "pass", d["player"])
    raise AssertionError(f"never reached {step}")


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def libs(n: int, owner: str) -> list[dict[str, Any]]:
    return [obj(f"{owner.lower()}lib{i}", "Probe Bear", owner, "library") for i in range(n)]
