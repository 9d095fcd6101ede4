"""The editions of the Comprehensive Rules this engine plays, as variants (after python-chess's ``chess.variant``).

``PreFoundations`` is the base: the rules as they stood before the Foundations update. Each later edition
subclasses the one before and overrides exactly the hooks whose rules changed; everything else is inherited.
The game state keeps the edition's name as plain data (``GameState.edition``); the rules areas ask
``rules(state)`` for the edition object and never compare edition names. This module sits below the rules
areas: it imports nothing of the engine but the state model, so no rules area depends on it in a loop.
"""

from __future__ import annotations

from typing import Final

from reference_engine.mtg.model import GameState


class PreFoundations:
    """Comprehensive Rules of 2024, before the Foundations update: damage assignment order exists."""

    name: Final[str] = "2024-pre-foundations"

    def orders_blockers(self) -> bool:
        """509.2-509.3: once blockers are declared, an attacker blocked by two or more creatures has its
        blockers put in a damage assignment order by its controller, and a creature blocking two or more
        attackers has them ordered by its controller."""
        return True

    def damage_follows_order(self) -> bool:
        """510.1c: an attacker (or blocker) may only assign combat damage to a creature later in its damage
        assignment order once every creature before it has been assigned lethal damage."""
        return True

    def shows_assignment_order(self) -> bool:
        """The snapshot's ``combat.damage_assignment_order`` exists only where the rules have such an order."""
        return self.orders_blockers()


class Foundations2025(PreFoundations):
    """Comprehensive Rules of 2025-09-19: the Foundations update removed damage assignment order."""

    name: Final[str] = "2025-09-19"  # type: ignore[misc]

    def orders_blockers(self) -> bool:
        """509.2 (2025): declaring blockers no longer puts blockers or attackers in any order; the step goes
        on with the blockers as declared."""
        return False

    def damage_follows_order(self) -> bool:
        """510.1c (2025): the attacking or blocking creature divides its combat damage freely among the
        creatures it is in combat with; lethal damage need not go to one before another (only the player or
        planeswalker behind blockers still needs every blocker assigned lethal damage first, 510.1c-d)."""
        return False


EDITIONS: Final[dict[str, PreFoundations]] = {e.name: e for e in (PreFoundations(), Foundations2025())}


def rules(state: GameState) -> PreFoundations:
    """The edition object of the rules ``state`` is played under."""
    return EDITIONS[state.edition]
