"""A tiny scripted engine for the harness tests: ``python fake_engine.py MODE``.

It answers ``hello`` properly (mtg edition "x", no capabilities), then misbehaves on ``setup`` as MODE
says. Kept dependency-free on purpose: it stands for an engine written in any language.
"""

import json
import os
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "ok"
STATE = {"game": "mtg", "edition": "x", "turn": 1, "active_player": "A", "phase": "precombat_main", "step": None,
         "priority": "A", "players": [{"id": "A", "life": 20, "lost": False, "hand": [], "library": [],
                                        "graveyard": [], "exile": [], "mana_pool": {}, "lands_played": 0}],
         "battlefield": [], "objects": {}, "stack": [], "combat": None,
         "decision": {"player": "A", "kind": "priority"}, "game_over": False, "winners": []}


def cards_of(node):
    """Every probe card name a setup names (objects, Riftbound battlefields...)."""
    if isinstance(node, dict):
        found = {node["card"]} if isinstance(node.get("card"), str) else set()
        return found.union(*(cards_of(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(cards_of(v) for v in node))
    return set()


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    request = json.loads(line)
    rid, kind = request["id"], request["type"]
    if kind == "hello":
        if MODE == "silent":  # alive, reading, never answering: an engine stuck before its handshake
            time.sleep(600)
        if MODE == "crash_on_hello":
            sys.stderr.write("fatal: cannot load card database\n")
            sys.exit(3)
        reply({"id": rid, "ok": True, "protocol": 2 if MODE == "protocol2" else 1,
               "engine": {"name": "fake", "version": "0"},
               "rulesets": [{"game": "mtg", "editions": ["x"]}], "capabilities": []})
    elif kind == "bye":
        reply({"id": rid, "ok": True})
        break
    elif MODE == "ok":
        reply({"id": rid, "ok": True, "state": STATE})
    elif MODE == "slow":  # a slow engine, for interrupting a run halfway; $FAKE_ENGINE_LOG counts requests
        if os.environ.get("FAKE_ENGINE_LOG"):
            with open(os.environ["FAKE_ENGINE_LOG"], "a") as log:
                log.write(kind + "\n")
        time.sleep(0.1)
        reply({"id": rid, "ok": True, "state": STATE})
    elif MODE == "crash":
        sys.stderr.write("Traceback: boom\n")
        sys.stderr.flush()
        sys.exit(7)
    elif MODE == "hang":
        time.sleep(60)
    elif MODE == "bad_json":
        sys.stdout.write("{not json\n")
        sys.stdout.flush()
    elif MODE == "not_utf8":
        sys.stdout.buffer.write(b'{"id": 1, "ok": \xff}\n')
        sys.stdout.flush()
    elif MODE == "wrong_id":
        reply({"id": rid + 5, "ok": True, "state": STATE})
    elif MODE == "log_on_stdout":  # a log line written after the request arrived, then the real reply
        sys.stdout.write('{"level": "debug", "msg": "setting up"}\n')
        reply({"id": rid, "ok": True, "state": STATE})
    elif MODE == "schema":
        broken = dict(STATE, players=[dict(STATE["players"][0], life="20")])
        reply({"id": rid, "ok": True, "state": broken})
    elif MODE == "partial":
        sys.stdout.write('{"id": 1, "ok"')
        sys.stdout.flush()
        sys.exit(0)
    elif MODE == "unsupported":
        reply({"id": rid, "ok": False, "error": {"code": "unsupported", "message": "no such card"}})
    elif MODE == "unsupported_card":  # an engine with no card at all, naming the first card of each setup
        first = min(cards_of(request.get("setup", {})), default="(none)")
        reply({"id": rid, "ok": False, "error": {"code": "unsupported", "message": f"no probe card {first}"}})
