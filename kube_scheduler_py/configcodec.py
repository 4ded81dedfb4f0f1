"""Decoding a scheduler configuration document, the part that does not depend on the release.

Each edition's `apis/config/scheme` decodes a KubeSchedulerConfiguration as kube-scheduler's
codec factory does; what it shares is here: reading the YAML or JSON into a tree with the
fields set twice, finding apiVersion and kind with the serializer's errors, strict decoding
of a tree into a dataclass (through jsonconv), and the decoding errors with Go's messages.
The kinds, defaulting and conversions each release registers stay in its edition.

Python-only: Go gets this from apimachinery's serializers and runtime.Scheme.
"""

from __future__ import annotations

import json
from typing import Any

from kube_scheduler_py import manifests
from kube_scheduler_py.jsonconv import UnmarshalError, unmarshal_strict

FIND_KIND_TYPE = (
    'struct { APIVersion string "json:\\"apiVersion,omitempty\\""; '
    'Kind string "json:\\"kind,omitempty\\"" }'
)


class DecodeError(Exception):
    """A configuration file that cannot be decoded; the message is the one Go prints.

    `field_paths` lists the JSON paths of the offending fields where known (unknown fields).

    Python-only: Go returns plain `error` values here; this class names them.
    """

    def __init__(self, message: str, field_paths: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field_paths = field_paths or []

    def __str__(self) -> str:
        return self.message


class StrictDecodingError(DecodeError):
    """Unknown or duplicate fields: the file decodes, but not strictly.

    Python-only: apimachinery's strictDecodingError (pkg/runtime/error.go), the same in both
    releases; its message is the one Go prints.
    """

    def __init__(self, errors: list[Exception]) -> None:
        paths = [p for e in errors if isinstance(e, DecodeError) for p in e.field_paths]
        super().__init__("strict decoding error: " + ", ".join(str(e) for e in errors), paths)
        self.errors = errors


class NotRegisteredError(DecodeError):
    """An apiVersion/kind the scheduler's scheme does not know.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def parse_json(data: str) -> tuple[Any, list[str]]:
    """A JSON document (the codec factory's recognizer picks the JSON serializer when the
    first non-space character is `{`, so YAML flow style is refused, as kube-scheduler
    refuses it), and the paths of the fields it sets twice, in document order."""
    duplicates: dict[int, list[str]] = {}

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in items:
            if key in out:
                duplicates.setdefault(id(out), []).append(key)
            out[key] = value
        return out

    try:
        tree = json.loads(data, object_pairs_hook=pairs)
    except json.JSONDecodeError as err:
        raise DecodeError(
            "couldn't get version/kind; json parse error: " + manifests.go_json_problem(err)
        ) from err
    except RecursionError as err:
        raise DecodeError(f"nested more than {manifests.MAX_DEPTH} levels deep") from err
    try:
        manifests.check_depth(tree)
    except manifests.ManifestError as err:
        raise DecodeError(str(err)) from err
    paths = [_join(path, key) for path, node in _walk(tree) for key in duplicates.get(id(node), [])]
    return tree, paths


def parse_yaml(data: str) -> tuple[Any, list[str]]:
    """A YAML document converted as YAMLToJSONStrict converts it, and its duplicate keys."""
    try:
        return manifests.yaml_to_json(data, strict=True)
    except manifests.ManifestError as err:
        raise DecodeError(err.go_message) from err


def json_strict_error(
    tree: Any, duplicates: list[str], strict_errs: list[Exception]
) -> DecodeError:
    """Duplicate and unknown fields in one error, in document order, as sigs.k8s.io/json
    reports them."""
    order = {path: i for i, (path, _) in enumerate(_walk(tree))}
    unknown = [p for e in strict_errs if isinstance(e, DecodeError) for p in e.field_paths]
    found = [(p, f'duplicate field "{p}"') for p in duplicates]
    found += [(p, f'unknown field "{p}"') for p in unknown]
    found.sort(key=lambda item: order.get(item[0], len(order)))
    return DecodeError(", ".join(text for _, text in found), unknown)


def _walk(tree: Any, path: str = "") -> list[tuple[str, Any]]:
    """Every value of a JSON tree with its path (a.b[0].c), in document order."""
    out = [(path, tree)]
    if isinstance(tree, dict):
        for key, value in tree.items():
            out += _walk(value, _join(path, key))
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            out += _walk(value, f"{path}[{i}]")
    return out


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def interpret(tree: Any, data: str) -> tuple[str, str]:
    """Find apiVersion and kind, with the serializer's errors when they are missing."""
    if tree is not None and not isinstance(tree, dict):
        raise DecodeError(
            "couldn't get version/kind; json parse error: json: cannot unmarshal "
            f"{json_kind(tree)} into Go value of type {FIND_KIND_TYPE}"
        )
    doc = tree or {}
    for key in ("apiVersion", "kind"):
        if key in doc and doc[key] is not None and not isinstance(doc[key], str):
            raise DecodeError(
                "couldn't get version/kind; json parse error: json: cannot unmarshal "
                f"{json_kind(doc[key])} into Go struct field .{key} of type string"
            )
    api_version = doc.get("apiVersion") or ""
    kind = doc.get("kind") or ""
    if api_version.count("/") > 1:
        raise DecodeError(f"unexpected GroupVersion string: {api_version}")
    if kind == "":
        raise DecodeError(f"Object 'Kind' is missing in '{data}'")
    if api_version == "":
        raise DecodeError(f"Object 'apiVersion' is missing in '{data}'")
    return api_version, kind


def unmarshal(new_type: type, tree: Any, strict_errs: list[Exception]) -> Any:
    """Decode strictly; unknown fields are added to strict_errs, type errors raise."""
    try:
        obj, unknown = unmarshal_strict(new_type, tree or {})
    except UnmarshalError as err:
        raise DecodeError(str(err)) from err
    if unknown:
        strict_errs.append(DecodeError(", ".join(f'unknown field "{p}"' for p in unknown), unknown))
    return obj


def json_kind(value: Any) -> str:
    """The JSON kind of a value, as Go's decoder names it."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, str):
        return "string"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, list):
        return "array"
    return "object"
