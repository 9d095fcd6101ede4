"""Editions are variants (issue 12): one class per edition, each later edition overriding only the rules that
changed, every override citing its rule; the rules areas ask the edition object and never compare names."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

from reference_engine.mtg import editions as mtg_editions
from reference_engine.riftbound import editions as rb_editions

ENGINE = Path(__file__).parents[2] / "reference_engine"
RULE = re.compile(r"\b\d{3}(\.\d+)?")  # a rule number such as 323.1 or 510.1c


def overrides(cls: type) -> dict[str, object]:
    """What ``cls`` defines itself that its base also defines (its overrides), methods and data alike."""
    base = cls.__mro__[1]
    return {name: value for name, value in vars(cls).items() if not name.startswith("__") and hasattr(base, name)}


@pytest.mark.parametrize("cls", [rb_editions.Riftbound13, mtg_editions.Foundations2025])
def test_a_later_edition_overrides_only_what_changed_and_every_method_override_cites_its_rule(cls: type) -> None:
    changed = overrides(cls)
    assert changed, f"{cls.__name__} overrides nothing"
    base = cls.__mro__[1]
    for name, value in changed.items():
        assert value != vars(base).get(name), f"{cls.__name__}.{name} repeats its base instead of inheriting it"
        if inspect.isfunction(value):
            assert RULE.search(inspect.getdoc(value) or ""), f"{cls.__name__}.{name}: the docstring cites no rule"


def test_each_edition_is_registered_under_its_name_and_the_names_are_the_announced_editions() -> None:
    assert {name: type(e) for name, e in rb_editions.EDITIONS.items()} == {
        "1.2": rb_editions.Riftbound12, "1.3": rb_editions.Riftbound13}
    assert {name: type(e) for name, e in mtg_editions.EDITIONS.items()} == {
        "2024-pre-foundations": mtg_editions.PreFoundations, "2025-09-19": mtg_editions.Foundations2025}


def edition_comparisons(path: Path, root: Path = ENGINE) -> list[str]:
    """Comparisons with an edition name, or with a ``.edition`` attribute, in one module's code."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        names = [o for o in operands if isinstance(o, ast.Attribute) and o.attr == "edition"]
        literals = [o for o in operands if isinstance(o, ast.Constant) and o.value in (*rb_editions.EDITIONS,
                                                                                       *mtg_editions.EDITIONS)]
        if names or literals:
            found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_no_rules_code_compares_edition_names() -> None:
    modules = [p for p in ENGINE.rglob("*.py") if p.name != "editions.py"]
    assert [hit for p in modules for hit in edition_comparisons(p)] == []


def test_the_comparison_finder_sees_both_kinds_of_comparison(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text('def f(g, e):\n    x = g.edition != "1.2"\n    return e == "2025-09-19" or g.turn == 2\n',
                     encoding="utf-8")
    assert edition_comparisons(probe, tmp_path) == ["probe.py:2", "probe.py:3"]
