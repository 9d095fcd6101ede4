"""Where the reference engine finds the kit's probe-card catalogues (``cards/<game>.json``).

The engine stands on its own: it never imports Referee (an import-linter contract in pyproject.toml guards
that), so it cannot ask ``referee.resources``. Instead the wheel ships the catalogues inside this package as
well (``reference_engine/_cards``, pyproject's force-include), and a source checkout or an editable install
reads them at the repository root, where they live.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parents[1]  # reference_engine/


def catalogue_path(game: str) -> Path:
    """The catalogue of ``game``'s probe cards, installed or in a source checkout."""
    for candidate in (_PACKAGE_DIR / "_cards" / f"{game}.json", _PACKAGE_DIR.parent / "cards" / f"{game}.json"):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"the {game} probe-card catalogue ({game}.json) is missing from {_PACKAGE_DIR / '_cards'} "
                            f"and {_PACKAGE_DIR.parent / 'cards'}")
