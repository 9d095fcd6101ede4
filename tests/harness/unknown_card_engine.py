"""An engine that refuses a card it does not know as a bad setup: ``python unknown_card_engine.py``.

It is the reference engine, except for a setup naming referee.smoke's UNKNOWN_CARD, which it answers with
``bad_setup`` instead of ``unsupported`` (what an engine that treats every setup problem alike would do).
"""

from reference_wrapper import serve

from referee.smoke import UNKNOWN_CARD


def instead(request):
    cards = [o.get("card") for o in (request.get("setup") or {}).get("objects", [])]
    if request["type"] == "setup" and UNKNOWN_CARD in cards:
        return {"id": request["id"], "ok": False, "error": {"code": "bad_setup", "message": "no such card"}}
    return None


serve(instead)
