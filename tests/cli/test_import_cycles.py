"""Import cycles in the reference engine stay as small as the restructure of issue 12 left them (a ratchet).

The layer contracts of pyproject.toml ([tool.importlinter], ``riftbound-layers``, ``riftbound-rules-layers``)
keep every cycle inside one layer; this test bounds the cycles inside the layers, which import-linter does not
see. Imports inside functions count: they are how the rules areas reach each other at run time, so they are part
of the design. The Riftbound rules areas went from one cycle of 27 modules to 11, then to none: the recursion of
the game itself (a game action fires triggers and replacement effects, whose resolution performs game actions)
goes up the layers through rules/hooks.py, not through imports. Lower a bound when you break a cycle further;
never raise one (a bound of 1 is no cycle at all).
"""

from __future__ import annotations

import grimp

# The largest strongly connected component allowed among each package's modules.
LARGEST_CYCLE = {
    "reference_engine.riftbound": 1,  # no cycle at all
    "reference_engine.mtg": 1,  # no cycle at all
    "reference_engine.core": 1,
}


def strongly_connected(nodes: list[str], edges: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's algorithm: the graph's strongly connected components (an import cycle is one of size > 1)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            found.append(component)

    for v in nodes:
        if v not in index:
            visit(v)
    return found


def largest_cycle(package: str) -> set[str]:
    graph = grimp.build_graph("reference_engine", cache_dir=None)
    nodes = sorted(m for m in graph.modules if m == package or m.startswith(package + "."))
    edges = {m: {i for i in graph.find_modules_directly_imported_by(m) if i in nodes} for m in nodes}
    return max(strongly_connected(nodes, edges), key=len)


def test_no_import_cycle_grows_beyond_its_bound() -> None:
    for package, bound in LARGEST_CYCLE.items():
        cycle = largest_cycle(package)
        assert len(cycle) <= bound, f"{package}: a cycle of {len(cycle)} modules (bound {bound}): {sorted(cycle)}"


def test_every_riftbound_hook_is_installed_with_the_function_it_is_named_after() -> None:
    """The upward calls of the rules areas (rules/hooks.py) are wired by rules/__init__.py: a hook declared and
    never installed would only fail when a game first reaches it."""
    import importlib

    from reference_engine.riftbound.rules import hooks

    declared = list(hooks.__annotations__)
    assert declared, "rules/hooks.py declares no hook"
    for name in declared:
        installed = getattr(hooks, name)
        assert installed.__name__ == name, f"hooks.{name} is {installed.__qualname__}, not installed"
        home = importlib.import_module(installed.__module__)
        assert getattr(home, name) is installed, f"hooks.{name} is not {installed.__module__}.{name}"


def test_the_tarjan_helper_finds_a_cycle_and_leaves_a_chain_alone() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert max(strongly_connected(list(edges), edges), key=len) == {"a", "b", "c"}
    chain = {"a": {"b"}, "b": {"c"}, "c": set()}
    assert max(len(c) for c in strongly_connected(list(chain), chain)) == 1
