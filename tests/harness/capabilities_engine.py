"""The reference engine with its capabilities re-announced: ``python capabilities_engine.py FORM``.

Every request but ``hello`` goes to the reference engine unchanged; the hello reply announces ``multiplayer``
in the FORM asked for (PROTOCOL.md §2):

- ``mtg-only``: under the mtg ruleset only (``rulesets[].capabilities``), so Riftbound lacks it;
- ``engine-wide``: in the engine-wide list only, the older form, which holds for every ruleset;
- ``both``: engine-wide, with ``sagas`` added under the mtg ruleset (per-ruleset lists add to the other).
"""

import json
import sys

from reference_engine.server import Session

FORM = sys.argv[1]


def announce(reply: dict) -> dict:  # type: ignore[type-arg]
    mtg = next(r for r in reply["rulesets"] if r["game"] == "mtg")
    for ruleset in reply["rulesets"]:
        ruleset.pop("capabilities", None)
    if FORM == "mtg-only":
        reply.pop("capabilities")
        mtg["capabilities"] = ["multiplayer"]
    elif FORM == "engine-wide":
        reply["capabilities"] = ["multiplayer"]
    elif FORM == "both":
        reply["capabilities"] = ["multiplayer"]
        mtg["capabilities"] = ["sagas"]
    else:
        raise SystemExit(f"unknown form {FORM!r}")
    return reply


session = Session()
for line in sys.stdin:
    request = json.loads(line)
    reply = session.handle(request)
    if request.get("type") == "hello" and reply.get("ok"):
        reply = announce(reply)
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
    if session.finished:
        break
