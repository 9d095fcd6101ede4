"""``python -m reference_engine``: run the NDJSON adapter-protocol server on stdin/stdout."""

from reference_engine.server import main

if __name__ == "__main__":
    raise SystemExit(main())
