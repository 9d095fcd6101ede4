"""An engine that mishandles actions from players it does not know: ``python stranger_engine.py MODE``.

It is the reference engine, except for an ``act`` whose player is not one of the game's players (the last
setup's): MODE ``internal`` answers it as an internal failure (what an engine that looks the player up and
crashes replies, with the state unchanged), MODE ``accept`` accepts it (no events, the state unchanged), MODE
``bad_request`` refuses it as a bad request without a state (which PROTOCOL.md §1 allows for that code).
"""

import json
import sys

from reference_engine.server import Session

MODE = sys.argv[1]


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    session = Session()
    players = set()
    for line in sys.stdin:
        request = json.loads(line)
        rid, kind = request["id"], request["type"]
        if kind == "setup":
            players = {p["id"] for p in request["setup"]["players"]}
        action = request.get("action") if kind == "act" else None
        if isinstance(action, dict) and action.get("player") not in players:
            state = session.handle({"id": rid, "type": "state"})["state"]
            if MODE == "bad_request":
                reply({"id": rid, "ok": False, "error": {"code": "bad_request", "message": "no such player"}})
            elif MODE == "internal":
                reply({"id": rid, "ok": False, "state": state,
                       "error": {"code": "internal", "message": f"KeyError: {action.get('player')!r}"}})
            else:
                reply({"id": rid, "ok": True, "events": [], "state": state})
            continue
        reply(session.handle(request))
        if kind == "bye":
            break


main()
