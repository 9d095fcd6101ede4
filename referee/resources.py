"""Where the kit's data lives, installed or in a source checkout.

A wheel carries features/, steps/, schemas/ and cards/ inside ``referee/_bundle`` (see pyproject's
force-include); a source checkout or an editable install finds them at the repository root. Every
other module asks this one, so nothing depends on the current directory.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_KINDS = ("features", "steps", "schemas", "cards")


@cache
def data_root() -> Path:
    """The directory that holds features/, steps/, schemas/ and cards/."""
    bundled = _PACKAGE_DIR / "_bundle"
    if (bundled / "features").is_dir():
        return bundled
    source = _PACKAGE_DIR.parent
    if all((source / kind).is_dir() for kind in _KINDS):
        return source
    raise RuntimeError(f"Referee's data (features, steps, schemas, cards) is missing next to {_PACKAGE_DIR}")


def features_dir() -> Path:
    return data_root() / "features"


def steps_dir() -> Path:
    return data_root() / "steps"


def schemas_dir() -> Path:
    return data_root() / "schemas"


def cards_dir() -> Path:
    return data_root() / "cards"


# The feature files the suite binds this run: the kit's, or an author's own (``--features DIR``). Set by the
# pytest plugin when pytest configures (so each run, and each xdist worker, binds what it was asked for).
_suite_features: Path | None = None


def use_suite_features(directory: str | Path | None) -> None:
    global _suite_features
    _suite_features = Path(directory).resolve() if directory is not None else None


def suite_features_dir() -> Path:
    """The directory of the feature files this run binds (the kit's own unless ``--features`` named others)."""
    return _suite_features or features_dir()
