"""Load the step library from wherever the kit's data lives.

The step library is a directory of the kit (``steps/``), shipped inside the wheel under
``referee/_bundle``; it is imported under the private package name ``referee_steps`` so that it
can't collide with a user's own ``steps`` module.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from referee.resources import steps_dir

PACKAGE = "referee_steps"


def load() -> ModuleType:
    """The step library package (imported once)."""
    if PACKAGE in sys.modules:
        return sys.modules[PACKAGE]
    directory = steps_dir()
    spec = importlib.util.spec_from_file_location(
        PACKAGE, directory / "__init__.py", submodule_search_locations=[str(directory)]
    )
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load the step library from {directory}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[PACKAGE] = module
    spec.loader.exec_module(module)
    return module


def step_modules() -> list[ModuleType]:
    modules: list[ModuleType] = load().modules()
    return modules
