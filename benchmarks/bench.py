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
from collections.abc import Callable
from pathlib import Path

import orjson
import pytest

from referee.certify import CertifyCollector, CertifyOptions
from referee.engines import make_client
from referee.protocol.client import EngineClient
from referee.protocol.transport import SubprocessTransport

SUITE = Path(__file__).resolve().parents[1] / "referee" / "suite" / "test_conformance.py"
# A realistic mid-game position: 36 objects across libraries, hands and the battlefield.
SETUP = {
    "players": [{"id": "A", "life": 20}, {"id": "B", "life": 20}],
    "objects": [{"id": f"{p}{zone}{i}", "card": "Probe Bear", "owner": p, "zone": zone}
                for p in "AB" for zone in ("library", "hand", "battlefield") for i in range(6)],
    "turn": {"number": 3, "active_player": "A", "phase": "precombat_main", "step": None, "priority": "A"},
}
# The floor: a child that parses each request and serializes the same full state (read from the file
# named by argv[1]) back, with orjson and nothing else -- what any NDJSON engine has to pay at least.
ECHO = (
    "import sys, orjson\n"
    "state = orjson.loads(open(sys.argv[1], 'rb').read())\n"
    "hello = {'ok': True, 'protocol': 1, 'engine': {'name': 'echo', 'version': '0'},"
    " 'rulesets': [{'game': 'mtg', 'editions': ['x']}], 'capabilities': []}\n"
    "for line in sys.stdin.buffer:\n"
    "    request = orjson.loads(line)\n"
    "    body = hello if request['type'] == 'hello' else {'ok': True, 'state': state}\n"
    "    sys.stdout.buffer.write(orjson.dumps({'id': request['id'], **body}) + b'\\n')\n"
    "    sys.stdout.buffer.flush()\n"
)
WARM_UP = 50

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


def a_full_state() -> dict[str, object]:
    """SETUP as the reference engine reports it."""
    client = make_client(None, in_process=True)
    client.start()
    reply = client.setup("mtg", client.handshake.rulesets["mtg"][0], SETUP)  # type: ignore[union-attr]
    client.close()
    return reply["state"]  # type: ignore[no-any-return]


def per_request(call: Callable[[int], object], n: int) -> float:
    """Mean seconds per call, after a warm-up."""
    for i in range(WARM_UP):
        call(i)
    started = time.perf_counter()
    for i in range(n):
        call(WARM_UP + i)
    return (time.perf_counter() - started) / n


def raw_round_trip(state_file: str, n: int) -> float:
    transport = SubprocessTransport([sys.executable, "-c", ECHO, state_file])
    transport.start()

    def call(i: int) -> object:
        transport.send(orjson.dumps({"id": i, "type": "state"}) + b"\n")
        return orjson.loads(transport.receive(5))

    try:
        return per_request(call, n)
    finally:
        transport.close()


def client_round_trip(command: list[str] | None, n: int) -> float:
    """Referee's client, requests and replies validated; ``None``: the reference engine after SETUP."""
    client = EngineClient(SubprocessTransport(command)) if command else make_client(None)
    client.start()
    if command is None:
        client.setup("mtg", client.handshake.rulesets["mtg"][0], SETUP)  # type: ignore[union-attr]
    try:
        return per_request(lambda _: client.state(), n)
    finally:
        client.close()

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="mtg")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--round-trips", type=int, default=2000)
    args = parser.parse_args()

    state = orjson.dumps(a_full_state())
    size = len(state)
    with tempfile.NamedTemporaryFile(suffix=".json") as state_file:
        state_file.write(state)
        state_file.flush()
        echo = [sys.executable, "-c", ECHO, state_file.name]
        raw = min(raw_round_trip(state_file.name, args.round_trips) for _ in range(args.repeat))
        validated = min(client_round_trip(echo, args.round_trips) for _ in range(args.repeat))
    engine = min(client_round_trip(None, args.round_trips) for _ in range(args.repeat))
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
