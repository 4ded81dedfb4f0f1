"""Decoding and encoding of KubeSchedulerConfiguration files (the scheduler's config codecs).

`decode` does what `Codecs.UniversalDecoder().Decode` does for kube-scheduler: read YAML or
JSON, find apiVersion/kind, decode strictly into the v1 types (unknown and duplicate fields are
errors), decode each plugin's args into its v1 args type, apply defaults and convert to the
internal types. `encode` writes the v1 YAML `EncoderForVersion(yaml, v1)` writes.

# Python: runtime.Scheme, the codec factory and the YAML/JSON serializers are folded into
# these two functions; error messages are the ones the Go decoder prints. They are per
# edition, since they bind this release's kinds, defaulting and conversions; the parsing,
# strict decoding and errors underneath are shared (kube_scheduler_py/configcodec.py,
# jsonconv.py, yamlconv.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kube_scheduler_py import manifests
from kube_scheduler_py.configcodec import (
    FIND_KIND_TYPE,
    DecodeError,
    NotRegisteredError,
    StrictDecodingError,
    interpret,
    json_kind,
    json_strict_error,
    parse_json,
    parse_yaml,
    unmarshal,
)
from kube_scheduler_py.jsonconv import marshal
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


def decode(data: str) -> tuple[Any, str, str]:
    """Decode a configuration document into internal types.

    Returns the internal object (a KubeSchedulerConfiguration, or the internal args type
    when the document's kind names one), its apiVersion and its kind. Raises DecodeError
    (StrictDecodingError for unknown or duplicate fields).

    Python-only: the codec factory's Decode, reduced to the scheduler's scheme.
    """
    is_json = manifests.has_json_prefix(data.encode("utf-8"))
    tree, duplicates = parse_json(data) if is_json else parse_yaml(data)
    api_version, kind = interpret(tree, data)
    new_type = _new_type(api_version, kind)

    strict_errs: list[Exception] = []
    if duplicates and not is_json:
        strict_errs.append(DecodeError("yaml: unmarshal errors:\n  " + "\n  ".join(duplicates)))
    obj = unmarshal(new_type, tree, strict_errs)
    if is_json and duplicates:
        strict_errs[:] = [json_strict_error(tree, duplicates, strict_errs)]

    if isinstance(obj, configv1.KubeSchedulerConfiguration):
        nested = decode_nested_objects(obj)
        if nested is not None:
            strict_errs.extend(nested.errors)

    scheme_default(obj)
    out = _to_internal(obj)
    if strict_errs:
        raise StrictDecodingError(strict_errs)
    return out, api_version, kind


def _new_type(api_version: str, kind: str) -> type:
    """The v1 type registered for apiVersion/kind (scheme.New)."""
    known = add_known_types()
    if api_version != configv1.SchemeGroupVersion or kind not in known:
        raise NotRegisteredError(
            f'no kind "{kind}" is registered for version "{api_version}" in scheme "{SchemeName}"'
        )
    return known[kind]


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
                f"{json_kind(raw)} into Go value of type {FIND_KIND_TYPE}"
            )
        doc = raw or {}
        parsed_api_version = doc.get("apiVersion") or configv1.SchemeGroupVersion
        parsed_kind = doc.get("kind") or kind
        new_type = _new_type(parsed_api_version, parsed_kind)
        strict_errs: list[Exception] = []
        obj = unmarshal(new_type, raw, strict_errs)
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
