"""Decoding and encoding of KubeSchedulerConfiguration files (the scheduler's config codecs).

`decode` does what `Codecs.UniversalDecoder().Decode` does for kube-scheduler: read YAML or
JSON, find apiVersion/kind, decode strictly into the v1 types (unknown and duplicate fields are
errors), decode each plugin's args into its v1 args type, apply defaults and convert to the
internal types. `encode` writes the v1 YAML `EncoderForVersion(yaml, v1)` writes.

# Python: runtime.Scheme, the codec factory and the YAML/JSON serializers are folded into
# these two functions; error messages are the ones the Go decoder prints. They are per
# edition, since they bind this release's kinds, defaulting and conversions; the JSON and YAML
# underneath are shared (kube_scheduler_py/jsonconv.py, yamlconv.py).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from kube_scheduler_py import manifests
from kube_scheduler_py.jsonconv import (
    UnmarshalError,
    marshal,
    unmarshal_strict,
)
from kube_scheduler_py.v1_37.apis import config
from kube_scheduler_py.v1_37.apis.config import v1 as configv1
from kube_scheduler_py.v1_37.apis.config.v1.conversion import (
    args_to_internal,
    convert_config_kube_scheduler_configuration_to_v1_kube_scheduler_configuration,
    convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration,
)
from kube_scheduler_py.v1_37.apis.config.v1.defaults import scheme_default
from kube_scheduler_py.v1_37.apis.config.v1.register import add_known_types
from kube_scheduler_py.yamlconv import json_to_yaml

# How the official kube-scheduler binary names its scheme in "no kind is registered" errors.
# Python: Go derives it from the call site of runtime.NewScheme (at v1.37.2, a line of
# apimachinery itself).
SchemeName = "pkg/runtime/scheme.go:111"

_FIND_KIND_TYPE = (
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/runtime/error.go#L127-L129
    """

    def __init__(self, errors: list[Exception]) -> None:
        paths = [p for e in errors if isinstance(e, DecodeError) for p in e.field_paths]
        super().__init__("strict decoding error: " + ", ".join(str(e) for e in errors), paths)
        self.errors = errors


class NotRegisteredError(DecodeError):
    """An apiVersion/kind the scheduler's scheme does not know.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def decode(data: str) -> tuple[Any, str, str]:
    """Decode a configuration document into internal types.

    Returns the internal object (a KubeSchedulerConfiguration, or the internal args type
    when the document's kind names one), its apiVersion and its kind. Raises DecodeError
    (StrictDecodingError for unknown or duplicate fields).

    Python-only: the codec factory's Decode, reduced to the scheduler's scheme.
    """
    is_json = manifests.has_json_prefix(data.encode("utf-8"))
    tree, duplicates = _parse_json(data) if is_json else _parse_yaml(data)
    api_version, kind = _interpret(tree, data)
    new_type = _new_type(api_version, kind)

    strict_errs: list[Exception] = []
    if duplicates and not is_json:
        strict_errs.append(DecodeError("yaml: unmarshal errors:\n  " + "\n  ".join(duplicates)))
    obj = _unmarshal(new_type, tree, strict_errs)
    if is_json and duplicates:
        strict_errs[:] = [_json_strict_error(tree, duplicates, strict_errs)]

    if isinstance(obj, configv1.KubeSchedulerConfiguration):
        nested = decode_nested_objects(obj)
        if nested is not None:
            strict_errs.extend(nested.errors)

    scheme_default(obj)
    out = _to_internal(obj)
    if strict_errs:
        raise StrictDecodingError(strict_errs)
    return out, api_version, kind


def _parse_json(data: str) -> tuple[Any, list[str]]:
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


def _parse_yaml(data: str) -> tuple[Any, list[str]]:
    """A YAML document converted as YAMLToJSONStrict converts it, and its duplicate keys."""
    try:
        return manifests.yaml_to_json(data, strict=True)
    except manifests.ManifestError as err:
        raise DecodeError(err.go_message) from err


def _json_strict_error(
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


def _interpret(tree: Any, data: str) -> tuple[str, str]:
    """Find apiVersion and kind, with the serializer's errors when they are missing."""
    if tree is not None and not isinstance(tree, dict):
        raise DecodeError(
            "couldn't get version/kind; json parse error: json: cannot unmarshal "
            f"{_json_kind(tree)} into Go value of type {_FIND_KIND_TYPE}"
        )
    doc = tree or {}
    for key in ("apiVersion", "kind"):
        if key in doc and doc[key] is not None and not isinstance(doc[key], str):
            raise DecodeError(
                "couldn't get version/kind; json parse error: json: cannot unmarshal "
                f"{_json_kind(doc[key])} into Go struct field .{key} of type string"
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


def _new_type(api_version: str, kind: str) -> type:
    """The v1 type registered for apiVersion/kind (scheme.New)."""
    known = add_known_types()
    if api_version != configv1.SchemeGroupVersion or kind not in known:
        raise NotRegisteredError(
            f'no kind "{kind}" is registered for version "{api_version}" in scheme "{SchemeName}"'
        )
    return known[kind]


def _unmarshal(new_type: type, tree: Any, strict_errs: list[Exception]) -> Any:
    """Decode strictly; unknown fields are added to strict_errs, type errors raise."""
    try:
        obj, unknown = unmarshal_strict(new_type, tree or {})
    except UnmarshalError as err:
        raise DecodeError(str(err)) from err
    if unknown:
        strict_errs.append(DecodeError(", ".join(f'unknown field "{p}"' for p in unknown), unknown))
    return obj


def decode_nested_objects(c: configv1.KubeSchedulerConfiguration) -> StrictDecodingError | None:
    """Decode every profile's plugin args into their v1 types.

    Returns the strict errors found (unknown or duplicate fields); raises DecodeError for the
    first args that cannot be decoded at all.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L102-L122
    """
    strict_decoding_errs: list[Exception] = []
    for i, prof in enumerate(c.profiles):
        for j, plugin_config in enumerate(prof.plugin_config):
            try:
                err = _decode_nested_objects(plugin_config)
            except DecodeError as fatal:
                raise DecodeError(f"decoding .profiles[{i}].pluginConfig[{j}]: {fatal}") from fatal
            if err is not None:
                strict_decoding_errs.append(
                    DecodeError(
                        f"decoding .profiles[{i}].pluginConfig[{j}]: {err}", err.field_paths
                    )
                )
    if strict_decoding_errs:
        return StrictDecodingError(strict_decoding_errs)
    return None


def _decode_nested_objects(c: configv1.PluginConfig) -> StrictDecodingError | None:
    """Decode one plugin's raw args into `<Name>Args` when that kind is registered.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/config/v1/types.go#L281-L303
    """
    kind = c.name + "Args"
    known = add_known_types()
    # Args of plugins without a registered args kind stay raw JSON.
    if kind not in known:
        return None

    raw = c.args
    try:
        if raw is not None and not isinstance(raw, dict):
            raise DecodeError(
                "couldn't get version/kind; json parse error: json: cannot unmarshal "
                f"{_json_kind(raw)} into Go value of type {_FIND_KIND_TYPE}"
            )
        doc = raw or {}
        parsed_api_version = doc.get("apiVersion") or configv1.SchemeGroupVersion
        parsed_kind = doc.get("kind") or kind
        new_type = _new_type(parsed_api_version, parsed_kind)
        strict_errs: list[Exception] = []
        obj = _unmarshal(new_type, raw, strict_errs)
    except DecodeError as err:
        raise DecodeError(f"decoding args for plugin {c.name}: {err}") from err
    strict_decoding_err = None
    if strict_errs:
        inner = StrictDecodingError(strict_errs)
        strict_decoding_err = StrictDecodingError(
            [DecodeError(f"decoding args for plugin {c.name}: {inner}", inner.field_paths)]
        )
    if parsed_kind != kind:
        raise DecodeError(
            f"args for plugin {c.name} were not of type {kind}.{configv1.GroupName}, "
            f"got {parsed_kind}.{configv1.GroupName}"
        )
    c.args = obj
    return strict_decoding_err


def _to_internal(obj: Any) -> Any:
    """Convert a decoded (and defaulted) v1 object to its internal type."""
    if isinstance(obj, configv1.KubeSchedulerConfiguration):
        return convert_v1_kube_scheduler_configuration_to_config_kube_scheduler_configuration(obj)
    return args_to_internal(obj)


def _json_kind(value: Any) -> str:
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


def encode(obj: config.KubeSchedulerConfiguration | configv1.KubeSchedulerConfiguration) -> str:
    """The v1 YAML of a configuration, as kube-scheduler writes it.

    Internal objects are converted to v1 first; every typed plugin args object is written with
    its apiVersion and kind; keys are in go-yaml's order.

    Python-only: the codec factory's Encode, reduced to the scheduler's scheme.
    """
    if isinstance(obj, config.KubeSchedulerConfiguration):
        out = convert_config_kube_scheduler_configuration_to_v1_kube_scheduler_configuration(obj)
    else:
        out = obj
    tree = marshal(out)
    tree["apiVersion"] = configv1.SchemeGroupVersion
    tree["kind"] = "KubeSchedulerConfiguration"
    for i, prof in enumerate(out.profiles):
        for j, plugin_config in enumerate(prof.plugin_config):
            args: Any = plugin_config.args
            if args is None or isinstance(args, dict):
                continue
            typed = replace(args, kind=type(args).__name__, api_version=configv1.SchemeGroupVersion)
            tree["profiles"][i]["pluginConfig"][j]["args"] = marshal(typed)
    return json_to_yaml(tree)
