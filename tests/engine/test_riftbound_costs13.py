"""Riftbound v1.3 total cost (356.1-356.4) and modes (355.3) in the reference engine, next to v1.2's costs."""

from __future__ import annotations

from typing import Any

import pytest
from riftbound_positions import game

from reference_engine.core.errors import RulesError
from reference_engine.riftbound.model.state import Game
from reference_engine.riftbound.probes.catalogue import CARDS
from reference_engine.riftbound.rules.costs import card_cost, check_mode, mode_effects, mode_options


def total(g: Game, name: str, **kw: Any) -> tuple[int, dict[str, int]]:
    c = card_cost(g, CARDS[name], "A", **kw)
    return c.energy, c.power


def test_played_for_replaces_energy_and_power_and_raises_a_cheap_card() -> None:
    """356.1.a: the base costs become [2], whatever they were."""
    g = game("1.3", ("im", "Probe Impresario", "base"))
    assert total(g, "Probe Ogre") == (2, {})
    assert total(g, "Probe Urchin") == (2, {})
    assert total(g, "Probe Zap") == (1, {})  # units only


def test_played_for_keeps_additional_costs_and_discounts_after_it() -> None:
    """356.1 / 356.1.a: base first, then the optional [C], then the whole-cost discount."""
    g = game("1.3", ("im", "Probe Impresario", "base"), ("hg", "Probe Haggler", "base"))
    assert total(g, "Probe Keeper", optional=True) == (1, {"mind": 1})
    assert total(g, "Probe Ogre") == (1, {})


def test_base_modifications_in_the_players_best_order() -> None:
    """356.1: ignoring the cost and playing for [2] can go in either order; for-then-ignore leaves 0."""
    g = game("1.3", ("im", "Probe Impresario", "base"))
    assert total(g, "Probe Ogre", ignore="all") == (0, {})
    assert total(g, "Probe Ogre", ignore="energy") == (0, {})


def test_component_discount_before_whole_cost_minimum() -> None:
    """356.4.c-d: [0] + optional [2] - [1] (component) = 1; the minimum-1 discount can't lower it."""
    g = game("1.3", ("pd", "Probe Prodigy", "base"), ("ap", "Probe Apprentice", "battlefield"))
    assert total(g, "Probe Frostbite", optional=True) == (1, {})
    assert total(g, "Probe Frostbite") == (0, {})
    assert total(g, "Probe Zap") == (1, {})  # the component discount leaves the base cost alone


def test_component_discounts_in_any_order() -> None:
    """356.4.c.1 / 356.4.e: the minimum-1 one first, then the other takes the optional [2] to 0."""
    both = game("1.3", ("pd", "Probe Prodigy", "base"), ("ms", "Probe Miser", "base"))
    assert total(both, "Probe Frostbite", optional=True) == (0, {})
    alone = game("1.3", ("ms", "Probe Miser", "base"))
    assert total(alone, "Probe Frostbite", optional=True) == (1, {})


def test_whole_cost_discounts_in_any_order_after_component_ones() -> None:
    """356.4.d-d.1."""
    g = game("1.3", ("hg", "Probe Haggler", "base"), ("ap", "Probe Apprentice", "battlefield"))
    assert total(g, "Probe Frostbite", optional=True) == (0, {})
    g = game("1.3", ("hg", "Probe Haggler", "base"), ("ms", "Probe Miser", "base"))
    assert total(g, "Probe Frostbite", optional=True) == (0, {})


def test_accelerate_is_an_optional_cost_the_component_discount_reaches() -> None:
    g = game("1.3", ("pd", "Probe Prodigy", "base"))
    assert total(g, "Probe Sprinter", accelerate=True) == (CARDS["Probe Sprinter"].energy or 0, {"fury": 1})


@pytest.mark.parametrize("name", ["Probe Ogre", "Probe Keeper", "Probe Skyfall", "Probe Zap"])
def test_v12_costs_are_unchanged_without_the_v13_probes(name: str) -> None:
    """Cards and modifiers both editions share cost the same (the 1.2 pipeline stays as it was)."""
    objs = (("qm", "Probe Quartermaster", "base"), ("ap", "Probe Apprentice", "battlefield"),
            ("og", "Probe Ogre", "base"))
    assert total(game("1.2", *objs), name) == total(game("1.3", *objs), name)
    if name == "Probe Keeper":  # the only one of these with an optional additional cost
        assert total(game("1.2", *objs), name, optional=True) == total(game("1.3", *objs), name, optional=True)


def test_modes_are_numbered_and_their_targets_checked() -> None:
    """355.3, 355.8."""
    cdef = CARDS["Probe Crossroads"]
    assert mode_options(cdef) == ("1", "2")
    assert mode_effects(cdef, "2")[0].op == "draw"
    check_mode(cdef, "1", ["u"], "cr")
    check_mode(cdef, "2", [], "cr")
    # A number the card doesn't have never gets here: play.check_answer refuses a choice outside the decision's
    # options (invalid_choice, RB27/3) before check_mode runs.
    for choice, targets, code in (("1", [], "invalid_target"), ("2", ["u"], "invalid_target")):
        with pytest.raises(RulesError) as e:
            check_mode(cdef, choice, targets, "cr")
        assert e.value.code == code
