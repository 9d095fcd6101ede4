"""An engine that refuses an edition it does not implement as a bad setup: ``python unknown_edition_engine.py``.

It is the reference engine, except for a setup in an edition it does not announce, which it answers with
``bad_setup`` instead of ``unsupported`` (what an engine that validates the whole request alike would do).
"""

from reference_wrapper import serve

ANNOUNCED = {"mtg": ("2024-pre-foundations", "2025-09-19"), "riftbound": ("1.2", "1.3")}


def instead(request):
    if request["type"] == "setup" and request.get("edition") not in ANNOUNCED.get(request.get("game"), ()):
        return {"id": request["id"], "ok": False, "error": {"code": "bad_setup", "message": "unknown edition"}}
    return None


serve(instead)
