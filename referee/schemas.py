"""The kit's JSON Schemas, loaded once, with a fast validator and a precise one.

Every protocol message is checked in both directions. The hot path uses jsonschema-rs (about 11 µs
for a full state); only when a message is invalid do we pay for the pure-Python ``jsonschema``
validator, whose errors carry the JSON pointer and the schema path we report to engine authors.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import jsonschema_rs
import referencing
import referencing.jsonschema

from referee.resources import schemas_dir

BASE_URI = "https://referee.dev/schemas/v1/"


@dataclass(frozen=True)
class SchemaError:
    """One reason an instance breaks a schema: where (JSON pointer) and why."""

    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{self.pointer or '/'}: {self.message}"


def json_pointer(path: Iterator[str | int] | Any) -> str:
    """The JSON pointer (RFC 6901) of ``path``'s keys and indexes, each escaped."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path)


class SchemaStore:
    """All schemas of one directory, addressable by their path relative to it ("protocol/act.json")."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.documents: dict[str, dict[str, Any]] = {}
        for path in sorted(root.rglob("*.json")):
            name = path.relative_to(root).as_posix()
            self.documents[name] = json.loads(path.read_text(encoding="utf-8"))
        resources = [(BASE_URI + name, doc) for name, doc in self.documents.items()]
        self._rs_registry = jsonschema_rs.Registry(resources)
        self._py_registry: referencing.Registry[Any] = referencing.Registry().with_resources(
            (uri, referencing.jsonschema.DRAFT202012.create_resource(doc)) for uri, doc in resources
        )
        self._fast: dict[str, Any] = {}
        self._precise: dict[str, jsonschema.protocols.Validator] = {}

    def uri(self, name: str) -> str:
        return name if name.startswith("http") else BASE_URI + name

    def fast(self, name: str) -> Any:
        """A compiled jsonschema-rs validator for ``name`` (a path, optionally with #fragment)."""
        if name not in self._fast:
            self._fast[name] = jsonschema_rs.validator_for(
                {"$ref": self.uri(name)}, registry=self._rs_registry, base_uri=BASE_URI
            )
        return self._fast[name]

    def precise(self, name: str) -> jsonschema.protocols.Validator:
        if name not in self._precise:
            self._precise[name] = jsonschema.Draft202012Validator(
                {"$ref": self.uri(name)}, registry=self._py_registry
            )
        return self._precise[name]

    def is_valid(self, name: str, instance: Any) -> bool:
        return bool(self.fast(name).is_valid(instance))

    def errors(self, name: str, instance: Any) -> list[SchemaError]:
        """Every reason ``instance`` breaks schema ``name``, most relevant first."""
        validator = self.precise(name)
        found = list(validator.iter_errors(instance))
        if not found:
            return []
        best = jsonschema.exceptions.best_match(found)
        ordered = [best] + [e for e in found if e is not best]
        return [SchemaError(json_pointer(e.absolute_path), _shorten(e.message)) for e in ordered]

    def first_error(self, name: str, instance: Any) -> SchemaError | None:
        """None when valid; otherwise the most relevant error (fast check first)."""
        if self.is_valid(name, instance):
            return None
        errors = self.errors(name, instance)
        return errors[0] if errors else SchemaError("", "invalid (reported by the fast validator only)")

    def check_all(self) -> None:
        """Check every schema against the 2020-12 metaschema (used by the kit's own tests)."""
        for doc in self.documents.values():
            jsonschema.Draft202012Validator.check_schema(doc)


def _shorten(message: str, limit: int = 300) -> str:
    """jsonschema quotes whole instances in some messages; a diagnostic needs the gist."""
    return message if len(message) <= limit else message[: limit - 1] + "…"


@cache
def store() -> SchemaStore:
    return SchemaStore(schemas_dir())
