"""Referee's speed figures, measured side by side in one run.

    python benchmarks/bench.py [--game mtg] [--repeat 3] [--round-trips 2000]

Prints:
- scenarios per second running the suite in-process vs through the subprocess engine, and their ratio
  (target: subprocess time <= 1.3x in-process);
- the protocol round trip carrying a full state, validated both ways by the client, vs a raw orjson pipe
  round trip of the same state to an echo child (target: <= 2x).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

import orjson
import pytest

from referee.certify import CertifyCollector, CertifyOptions
from referee.engines import make_client
from referee.protocol.client import EngineClient
from referee.protocol.transport import SubprocessTransport

SUITE = Path(__file__).resolve().parents[1] / "referee" / "suite" / "test_conformance.py"
# The floor: a child that parses each request and serializes the same full state back, with orjson,
# and nothing else (no game logic, no validation) -- what any NDJSON engine has to pay at least.
ECHO = (
    "import sys, orjson\n"
    "state = orjson.loads(sys.stdin.buffer.readline())\n"
    "for line in sys.stdin.buffer:\n"
    "    request = orjson.loads(line)\n"
    "    if request['type'] == 'hello':\n"
    "        sys.stdout.buffer.write(orjson.dumps({'id': request['id'], 'ok': True, 'protocol': 1,"
    " 'engine': {'name': 'echo', 'version': '0'}, 'rulesets': [{'game': 'mtg', 'editions': ['x']}],"
    " 'capabilities': []}) + b'\\n')\n"
    "        sys.stdout.buffer.flush()\n"
    "        continue\n"
    "    sys.stdout.buffer.write(orjson.dumps({'id': request['id'], 'ok': True, 'state': state}) + b'\\n')\n"
    "    sys.stdout.buffer.flush()\n"
)


def run_suite(game: str, subprocess_engine: bool) -> tuple[float, int]:
    collector = CertifyCollector(CertifyOptions(game=game))
    with tempfile.TemporaryDirectory() as root:
        ini = Path(root) / "pytest.ini"
        ini.write_text("[pytest]\n")
        args = [str(SUITE), "-c", str(ini), "--rootdir", root, "-q", "-p", "no:cacheprovider", "--game", game]
        if subprocess_engine:
            args.append("--referee-subprocess")
        started = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            pytest.main(args, plugins=[collector])
        elapsed = time.perf_counter() - started
    bad = [r for r in collector.results if r.outcome in ("failed", "errored")]
    if bad:
        print(f"  warning: {len(bad)} scenarios did not pass", file=sys.stderr)
    return elapsed, len(collector.results)


def a_full_state(game: str) -> dict[str, object]:
    """A realistic state: set up a mid-game position on the reference engine and read it back."""
    client = make_client(None, in_process=True)
    client.start()
    setup = {
        "players": [{"id": "A", "life": 20}, {"id": "B", "life": 20}],
        "objects": [{"id": f"{p}{zone}{i}", "card": "Probe Bear", "owner": p, "zone": zone}
                    for p in "AB" for zone in ("library", "hand", "battlefield") for i in range(6)],
        "turn": {"number": 3, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"},
    }
    reply = client.setup(game, client.handshake.rulesets[game][0], setup)  # type: ignore[union-attr]
    client.close()
    return reply["state"]  # type: ignore[no-any-return]


def raw_round_trip(state: dict[str, object], n: int) -> float:
    transport = SubprocessTransport([sys.executable, "-c", ECHO])
    transport.start()
    transport.send(orjson.dumps(state) + b"\n")
    for i in range(50):
        transport.send(orjson.dumps({"id": i, "type": "state"}) + b"\n")
        orjson.loads(transport.receive(5))
    started = time.perf_counter()
    for i in range(n):
        transport.send(orjson.dumps({"id": i, "type": "state"}) + b"\n")
        orjson.loads(transport.receive(5))
    elapsed = (time.perf_counter() - started) / n
    transport.close()
    return elapsed


def client_echo_round_trip(state: dict[str, object], n: int) -> float:
    """Referee's client (request and reply validated) against the same echo child as the raw figure."""
    transport = SubprocessTransport([sys.executable, "-c", ECHO])
    client = EngineClient(transport)
    transport.start()
    transport.send(orjson.dumps(state) + b"\n")
    client.transport = _NoRestart(transport)
    client.start()
    for _ in range(50):
        client.state()
    started = time.perf_counter()
    for _ in range(n):
        client.state()
    elapsed = (time.perf_counter() - started) / n
    client.close()
    return elapsed


class _NoRestart:
    """Wraps a started transport so the client's start() doesn't respawn it (the state line was sent)."""

    def __init__(self, inner: SubprocessTransport) -> None:
        self.inner = inner
        self.command = inner.command

    def start(self) -> None:
        pass

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)


def client_round_trip(n: int) -> float:
    client = make_client(None)  # the reference engine as a subprocess
    client.start()
    state = a_full_state("mtg")
    setup = {"players": [{"id": p["id"], "life": p["life"]} for p in state["players"]],  # type: ignore[attr-defined]
             "objects": [{"id": i, "card": o["card"], "owner": o["owner"], "zone": o["zone"]}
                         for i, o in state["objects"].items()],  # type: ignore[attr-defined]
             "turn": {"number": 3, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"}}
    client.setup("mtg", client.handshake.rulesets["mtg"][0], setup)  # type: ignore[union-attr]
    for _ in range(50):
        client.state()
    started = time.perf_counter()
    for _ in range(n):
        client.state()
    elapsed = (time.perf_counter() - started) / n
    client.close()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="mtg")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--round-trips", type=int, default=2000)
    args = parser.parse_args()

    state = a_full_state("mtg")
    size = len(orjson.dumps(state))
    raw = min(raw_round_trip(state, args.round_trips) for _ in range(args.repeat))
    validated = min(client_echo_round_trip(state, args.round_trips) for _ in range(args.repeat))
    engine = min(client_round_trip(args.round_trips) for _ in range(args.repeat))
    print(f"protocol round trip, {size} B state: raw orjson pipe {raw * 1e6:.0f} us, "
          f"Referee client validated both ways {validated * 1e6:.0f} us, ratio {validated / raw:.2f} (target <= 2.0)")
    print(f"  (the same request to the reference engine, which rebuilds its snapshot each time: {engine * 1e6:.0f} us)")

    run_suite(args.game, False)  # warm-up: imports and parsing caches, paid once by any run
    inproc, subproc = [], []
    for _ in range(args.repeat):  # interleaved, so machine noise hits both sides alike
        inproc.append(run_suite(args.game, False))
        subproc.append(run_suite(args.game, True))
    t_in, n = min(t for t, _ in inproc), inproc[0][1]
    t_sub = min(t for t, _ in subproc)
    print(f"suite ({args.game}, {n} scenarios): in-process {t_in:.2f} s ({n / t_in:.0f} scenarios/s), "
          f"subprocess {t_sub:.2f} s ({n / t_sub:.0f} scenarios/s), ratio {t_sub / t_in:.2f} (target <= 1.3)")
    print(f"  (median in-process {statistics.median(t for t, _ in inproc):.2f} s, "
          f"median subprocess {statistics.median(t for t, _ in subproc):.2f} s)")


if __name__ == "__main__":
    main()
