"""A hostile engine for the harness tests: ``python hostile_engine.py MODE [N]``.

It is the reference engine (so ordinary scenarios pass) except that it misbehaves as MODE says on
the N-th ``setup`` of the whole run (default 2), counted across restarts in the file named by
``$HOSTILE_COUNTER``; modes ending in ``_start`` or ``_all`` misbehave every time instead.
"""

import json
import os
import signal
import sys
import time

from reference_engine.server import Session

MODE = sys.argv[1]
NTH = int(sys.argv[2]) if len(sys.argv) > 2 else 2
COUNTER = os.environ.get("HOSTILE_COUNTER", "")


def out(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def reply(message):
    out(json.dumps(message).encode() + b"\n")


def nth_setup():
    """Count this setup; True when it is the N-th of the run."""
    count = 0
    if COUNTER:
        try:
            with open(COUNTER) as f:
                count = int(f.read() or 0)
        except FileNotFoundError:
            pass
        count += 1
        with open(COUNTER, "w") as f:
            f.write(str(count))
    return count == NTH


def misbehave(rid, good):
    if MODE in ("crash_mid", "crash_all"):
        sys.stderr.write("Traceback (most recent call last):\nRuntimeError: engine bug in setup\n")
        sys.stderr.flush()
        sys.exit(7)
    if MODE == "signal":
        os.kill(os.getpid(), signal.SIGKILL)
    if MODE in ("hang", "hang_all"):
        time.sleep(120)
    if MODE == "not_json":
        out(b"{this is not json\n")
    elif MODE == "not_utf8":
        out(b'{"id": ' + str(rid).encode() + b', "ok": "\xff\xfe"}\n')
    elif MODE == "partial":
        out(b'{"id": ' + str(rid).encode() + b', "ok": tr')
        sys.exit(0)
    elif MODE == "schema":
        good["state"]["players"][0]["life"] = "twenty"
        reply(good)
    elif MODE == "wrong_id":
        reply(dict(good, id=rid + 40))
    elif MODE == "extra_line":
        reply(good)
        out(b'{"debug": "unsolicited chatter"}\n')
    elif MODE == "long_line":
        out(b'{"id": ' + str(rid).encode() + b', "padding": "' + b"x" * (17 * 1024 * 1024))
        time.sleep(120)
    elif MODE == "stderr_flood":
        chunk = b"log line: nothing to see here\n" * 1000
        for _ in range(200):  # about 6 MB
            sys.stderr.buffer.write(chunk)
        sys.stderr.buffer.write(b"FINAL WORDS: out of memory\n")
        sys.stderr.flush()
        sys.exit(9)


def main():
    if MODE == "crash_start":
        sys.stderr.write("fatal: cannot load card database\n")
        sys.stderr.flush()
        sys.exit(3)
    session = Session()
    lying = False
    for line in sys.stdin.buffer:
        request = json.loads(line)
        rid, kind = request["id"], request["type"]
        if kind == "hello":
            if MODE == "no_handshake":
                time.sleep(120)
            if MODE == "slow_start":
                time.sleep(1.5)  # a slow start-up (JVM, card database) before the first reply
            good = session.handle(request)
            if MODE == "protocol2":
                good["protocol"] = 2
            reply(good)
            continue
        good = session.handle(request)
        if MODE == "lie_riftbound" and kind == "setup":
            lying = request["game"] == "riftbound"
            reply(good)
            continue
        if kind == "setup" and MODE not in ("ok", "slow_start") and (MODE.endswith("_all") or nth_setup()):
            if MODE == "lie":  # a rules bug, not a protocol one: this scenario's actions report no events
                lying = True
                reply(good)
                continue
            misbehave(rid, good)
            continue
        if kind == "setup":
            lying = False
        if lying and kind == "act" and good.get("ok"):
            good["events"] = []
        reply(good)
        if kind == "bye":
            break


main()
