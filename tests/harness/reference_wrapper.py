"""The reference engine behind a stand-in for some requests: what the smoke tests' misbehaving engines share.

``serve(instead)`` answers each request with ``instead(request)`` when that is not None, else with the reference
engine's own reply, until ``bye``. Each engine is a script (``python <engine>.py``), so this module is imported
from the script's folder.
"""

import json
import sys
from collections.abc import Callable
from typing import Any

from reference_engine.server import Session


def serve(instead: Callable[[dict[str, Any]], dict[str, Any] | None]) -> None:
    session = Session()
    for line in sys.stdin:
        request = json.loads(line)
        answer = instead(request)
        sys.stdout.write(json.dumps(answer if answer is not None else session.handle(request)) + "\n")
        sys.stdout.flush()
        if request["type"] == "bye":
            break
