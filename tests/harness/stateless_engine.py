"""An engine that does not know the ``state`` request: ``python stateless_engine.py``.

It is the reference engine, except that it answers every ``state`` request ``bad_request`` (a schema-valid
error reply), as an adapter that never wired the command up would.
"""

import json
import sys

from reference_engine.server import Session


def main():
    session = Session()
    for line in sys.stdin:
        request = json.loads(line)
        if request["type"] == "state":
            answer = {"id": request["id"], "ok": False,
                      "error": {"code": "bad_request", "message": "unknown request type 'state'"}}
        else:
            answer = session.handle(request)
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if request["type"] == "bye":
            break


main()
