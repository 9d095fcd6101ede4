"""Edition 1.3: extra conditions on triggered abilities (v1.3 numbering).

383.3.e: a triggered ability whose effect starts with a conditional ("if ...") after its trigger condition
is only added to the chain when that conditional holds at the moment the trigger condition is met.
383.4.e.2.b / 383.4.f.2.b: for Attack and Defend triggers that moment is when the unit gains the
designation; a requirement that is false then keeps the ability from triggering in that combat, even if
it becomes true later (the designation is only gained once per combat for triggering purposes).

No v1.2 probe card carries such a conditional, so v1.2 behaviour is untouched.
"""

from __future__ import annotations

from .model import Game, Obj


def condition_met(g: Game, obj: Obj, condition: str) -> bool:
    """Whether the intervening conditional ``condition`` of one of ``obj``'s triggered abilities holds now.

    - ``at_battlefield``: "if I'm at a battlefield" (the object is on the board at a battlefield).
    - ``controls_gear``: "if you control a gear" (the object's controller controls a gear on the board).
    """
    if condition == "at_battlefield":
        return obj.on_board and obj.zone == "battlefield"
    if condition == "controls_gear":
        return any(o.on_board and o.cdef.type == "gear" and o.controller == obj.controller for o in g.objects.values())
    raise ValueError(f"unknown trigger condition {condition!r}")
