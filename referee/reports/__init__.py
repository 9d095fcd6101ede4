"""Reports rendered from the certification document: JSON, JUnit XML, Markdown, badges, HTML."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from referee.reports import badge, html, junit, markdown


def write_all(document: dict[str, Any], directory: str | Path) -> list[Path]:
    """Write every report into ``directory`` (created if needed); returns the files written."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    files = {"report.json": json.dumps(document, indent=2, ensure_ascii=False) + "\n",
             "junit.xml": junit.render(document),
             "summary.md": markdown.render(document),
             "report.html": html.render(document)}
    for game, payload in badge.render_all(document).items():
        files[f"badge-{game}.json"] = json.dumps(payload) + "\n"
    for name, text in files.items():
        path = out / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
