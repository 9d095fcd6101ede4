"""An engine that does not know the ``state`` request: ``python stateless_engine.py``.

It is the reference engine, except that it answers every ``state`` request ``bad_request`` (a schema-valid
error reply), as an adapter that never wired the command up would.
"""

from reference_wrapper import serve


def instead(request):
    if request["type"] == "state":
        return {"id": request["id"], "ok": False,
                "error": {"code": "bad_request", "message": "unknown request type 'state'"}}
    return None


serve(instead)
