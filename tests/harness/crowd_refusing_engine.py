"""An engine that refuses setups it cannot model as bad ones: ``python crowd_refusing_engine.py``.

It is the reference engine, except for an MTG setup of more than four players, which it answers with
``bad_setup`` instead of ``unsupported``, and an MTG object in the command zone, on which it fails (``internal``).
"""

from reference_wrapper import serve


def instead(request):
    setup = request.get("setup") or {}
    if request["type"] != "setup" or request.get("game") != "mtg":
        return None
    if len(setup.get("players", [])) > 4:
        return {"id": request["id"], "ok": False, "error": {"code": "bad_setup", "message": "too many players"}}
    if any(o.get("zone") == "command" for o in setup.get("objects", [])):
        return {"id": request["id"], "ok": False, "error": {"code": "internal", "message": "KeyError: 'command'"}}
    return None


serve(instead)
