"""The scratch copy's root conftest.py (benchmarks/mutation.py writes it there; never loaded by the kit's tests).

mutmut runs each mutant in a process forked from one that has already imported the engine and run the suite,
so two kinds of engine code never run under a mutant there:

- code that ran once before any scenario (module-level definitions such as the probe cards, at import, and the
  handshake the kit makes as it collects the scenarios);
- code whose result a cache kept (``functools.lru_cache``, e.g. the MTG card catalogue, and the engine's memo
  tables, reference_engine/core/memo.py).

It also makes a scenario skipped under a mutant a failure (see ``pytest_runtest_makereport``).

The first kind is found here (``REFEREE_MUTATION_IMPORT_TIME=<file>``: every engine function called while the
engine's modules are imported and the engine is started, before any scenario starts) and the tool runs those
mutants in a fresh process.
The second kind is handled by emptying the engine's caches and memo tables before every scenario, in the
mapping run and in each mutant's run alike, so each scenario that needs a cached value computes it (under the mutant).

"""

from __future__ import annotations

import functools
import importlib
import json
import os
import pkgutil
import sys
from pathlib import Path
from typing import Any

import pytest

ENGINE = "reference_engine"


_caches: tuple[int, list[Any]] = (-1, [])


def _engine_caches() -> list[Any]:
    """The engine's lru caches; looked for again only when a module was imported since (~2 ms a scenario)."""
    global _caches
    if _caches[0] != len(sys.modules):
        found = [value for name, module in list(sys.modules.items()) if name == ENGINE or name.startswith(ENGINE + ".")
                 for value in list(vars(module).values()) if isinstance(value, functools._lru_cache_wrapper)]
        _caches = (len(sys.modules), found)
    return _caches[1]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    for cache in _engine_caches():
        cache.cache_clear()
    for table in importlib.import_module(f"{ENGINE}.core.memo").TABLES:  # the engine's own memo tables
        table.clear()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A scenario skipped under a mutant fails it. The unmutated reference engine passes every scenario and skips
    none, so a skip is the mutant's doing, and a certification report shows it (the scenario counts against
    compliance, PROTOCOL.md §1). Without this, a mutant that answers ``unsupported`` to everything survived."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped under the mutant (the unmutated engine runs it): {report.longrepr}"


@pytest.hookimpl(hookwrapper=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> Any:
    """Record what ran before the first scenario: importing every engine module, then the kit's own hook, which
    starts the engine and shakes hands (``hello``: a capability a mutant drops there skips scenarios, which a
    fresh process sees and a forked one never does)."""
    out = os.environ.get("REFEREE_MUTATION_IMPORT_TIME")
    if out:
        package = importlib.import_module(ENGINE)
        for info in pkgutil.walk_packages(package.__path__, ENGINE + "."):
            importlib.import_module(info.name)
    yield
    if out:
        called = importlib.import_module("mutmut.state").state()._stats
        Path(out).write_text(json.dumps(sorted(called)), "utf-8")
