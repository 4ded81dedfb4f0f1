"""JSON-shaped values to and from the configuration dataclasses, as Go's encoding/json does it.

# Python: no Go file corresponds; this is the part of apimachinery's JSON serializer
# (sigs.k8s.io/json strict decoding, encoding/json marshaling) that the configuration needs,
# driven by the `json_tag` metadata of the v1 types (what Go writes as struct tags). Core API
# types embedded in plugin args (NodeAffinity, TopologySpreadConstraint) are handled through
# their camelCase field names.

It serves both editions: the only API type it treats specially is metav1.Duration, which
each edition ports as its own `apis.config.types.Duration` (a dataclass holding Go's int64
nanoseconds); it is recognised by that name, as the core API types below are.

Python-only: Go gets this from encoding/json and the generated codecs.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import struct
import types
import typing
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from kube_scheduler_py import gotime

# Fields of core API types whose Go JSON tag has no `omitempty`, by class name.
_CORE_NOT_OMITEMPTY = {
    "NodeSelector": {"nodeSelectorTerms"},
    "NodeSelectorRequirement": {"key", "operator"},
    "PreferredSchedulingTerm": {"weight", "preference"},
    "TopologySpreadConstraint": {"maxSkew", "topologyKey", "whenUnsatisfiable"},
    "LabelSelectorRequirement": {"key", "operator"},
}

_INT_RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}


def json_tag(name: str, *, omitempty: bool = False, go: str = "") -> MappingProxyType[str, Any]:
    """Metadata for a field: `json_tag("urlPrefix")` is Go's `json:"urlPrefix"`.

    `go` names the Go integer or float type ("int64", "float32") where the Python `int` or
    `float` alone does not say it; decoding errors quote it. Integers default to int32.
    """
    return MappingProxyType({"json": name, "omitempty": omitempty, "go": go})


def _is_duration(hint: Any) -> bool:
    """Whether hint is an edition's metav1.Duration (`<edition>.apis.config.types.Duration`)."""
    return (
        isinstance(hint, type)
        and hint.__name__ == "Duration"
        and hint.__module__.endswith(".apis.config.types")
    )


class UnmarshalError(Exception):
    """A value of the wrong JSON type (or out of range) for its field: a fatal decoding error."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Field:
    """How one dataclass field is spelled and typed in JSON."""

    name: str
    json_name: str
    hint: Any
    omitempty: bool
    go_type: str


def _camel(name: str) -> str:
    """node_name -> nodeName."""
    first, *rest = name.split("_")
    return first + "".join(part.capitalize() for part in rest)


def _fields(cls: type) -> list[_Field]:
    """The JSON description of every field of a dataclass."""
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        json_name = f.metadata.get("json", _camel(f.name))
        if "omitempty" in f.metadata:
            omitempty = f.metadata["omitempty"]
        else:
            omitempty = json_name not in _CORE_NOT_OMITEMPTY.get(cls.__name__, set())
        out.append(_Field(f.name, json_name, hints[f.name], omitempty, f.metadata.get("go", "")))
    return out


# ---------------------------------------------------------------------------------------------
# Decoding


def unmarshal_strict(cls: type, data: Any) -> tuple[Any, list[str]]:
    """Decode data (a JSON-shaped value) into a new cls, case-sensitively.

    Returns the object and the paths of unknown fields, in input order. Raises UnmarshalError
    (worded like encoding/json) for the first value of a wrong type.
    """
    unknown: list[str] = []
    obj = _decode(cls, data, "", (cls.__name__, ()), "", unknown)
    return obj, unknown


def _decode(
    hint: Any, value: Any, path: str, ctx: tuple[str, tuple[str, ...]], go: str, unknown: list[str]
) -> Any:
    """Decode one value for a field (or element) of type hint."""
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        if value is None:
            return None
        (inner,) = [a for a in typing.get_args(hint) if a is not type(None)]
        return _decode(inner, value, path, ctx, go, unknown)
    if hint is object:
        # Python: a RawExtension keeps whatever JSON it is given.
        return value
    if value is None:
        return _zero(hint)
    if origin is list:
        (elem,) = typing.get_args(hint)
        if not isinstance(value, list):
            _type_error(value, ctx, "[]" + _go_name(elem, go))
        return [_decode(elem, v, f"{path}[{i}]", ctx, go, unknown) for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            _type_error(value, ctx, "map[string]string")
        return {
            str(k): _decode(typing.get_args(hint)[1], v, path, ctx, go, unknown)
            for k, v in value.items()
        }
    if _is_duration(hint):
        if not isinstance(value, str):
            _type_error(value, ctx, "string")
        return hint(_parse_duration(value))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(value, dict):
            _type_error(value, ctx, _go_name(hint, go))
        return _decode_struct(hint, value, path, ctx, unknown)
    return _decode_scalar(hint, value, ctx, go)


def _decode_struct(
    cls: type, data: dict[Any, Any], path: str, ctx: tuple[str, tuple[str, ...]], unknown: list[str]
) -> Any:
    """Decode a JSON object field by field; keys no field claims are recorded as unknown."""
    by_json = {f.json_name: f for f in _fields(cls)}
    values: dict[str, Any] = {}
    for key, value in data.items():
        key_path = f"{path}.{key}" if path else str(key)
        f = by_json.get(key) if isinstance(key, str) else None
        if f is None:
            unknown.append(key_path)
            continue
        field_ctx = (cls.__name__, (*ctx[1], f.json_name))
        values[f.name] = _decode(f.hint, value, key_path, field_ctx, f.go_type, unknown)
    return cls(**values)


def _decode_scalar(hint: Any, value: Any, ctx: tuple[str, tuple[str, ...]], go: str) -> Any:
    """Decode a string, bool, integer, float or base64 bytes."""
    if hint is str:
        if not isinstance(value, str):
            _type_error(value, ctx, "string")
        return value
    if hint is bool:
        if not isinstance(value, bool):
            _type_error(value, ctx, "bool")
        return value
    if hint is int:
        go_int = go or "int32"
        if isinstance(value, bool) or not isinstance(value, int | float):
            _type_error(value, ctx, go_int)
        low, high = _INT_RANGES[go_int]
        if (isinstance(value, float) and not value.is_integer()) or not low <= value <= high:
            _type_error(value, ctx, go_int, number=True)
        return int(value)
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            _type_error(value, ctx, go or "float64")
        return float(value)
    if hint is bytes:
        if not isinstance(value, str):
            _type_error(value, ctx, "[]uint8")
        return _decode_base64(value)
    raise TypeError(f"no JSON decoding for {hint!r}")


def _decode_base64(value: str) -> bytes:
    """Standard base64, as encoding/json decodes []byte."""
    for i, ch in enumerate(value):
        if not (ch.isascii() and (ch.isalnum() or ch in "+/=")):
            raise UnmarshalError(f"illegal base64 data at input byte {i}")
    try:
        return base64.b64decode(value, validate=True)
    except binascii.Error as err:
        raise UnmarshalError(f"illegal base64 data at input byte {len(value)}") from err


def _zero(hint: Any) -> Any:
    """The Go zero value a JSON null leaves in a non-pointer field."""
    if typing.get_origin(hint) is list:
        return []
    if typing.get_origin(hint) is dict:
        return {}
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return hint()
    if _is_duration(hint):
        return hint()
    return {str: "", int: 0, bool: False, float: 0.0, bytes: b""}.get(hint)


def _go_name(hint: Any, go: str) -> str:
    """The Go type an element or struct field has, as decoding errors name it."""
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        (inner,) = [a for a in typing.get_args(hint) if a is not type(None)]
        return _go_name(inner, go)
    if hint is int:
        return go or "int32"
    if _is_duration(hint):
        return "string"
    names = {str: "string", bool: "bool", float: go or "float64", bytes: "[]uint8"}
    if hint in names:
        return names[hint]
    return f"v1.{hint.__name__}"


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


def _type_error(
    value: Any, ctx: tuple[str, tuple[str, ...]], go_type: str, *, number: bool = False
) -> typing.NoReturn:
    """Raise encoding/json's UnmarshalTypeError message."""
    kind = f"number {json_number(value)}" if number else json_kind(value)
    struct_name, fields = ctx
    where = f"Go struct field {struct_name}.{'.'.join(fields)}" if fields else "Go value"
    raise UnmarshalError(f"json: cannot unmarshal {kind} into {where} of type {go_type}")


# ---------------------------------------------------------------------------------------------
# Encoding


def marshal(obj: Any) -> Any:
    """The JSON-shaped value encoding/json writes for obj (dicts keep field order)."""
    if obj is None or isinstance(obj, str | bool | int):
        return obj
    if isinstance(obj, float):
        return obj
    if _is_duration(type(obj)):
        return gotime.duration_string(obj.duration)
    if isinstance(obj, bytes):
        return base64.b64encode(obj).decode()
    if isinstance(obj, list):
        return [marshal(v) for v in obj]
    if isinstance(obj, dict):
        return {k: marshal(v) for k, v in obj.items()}
    if dataclasses.is_dataclass(obj):
        return _marshal_struct(obj)
    raise TypeError(f"cannot encode {type(obj).__name__}")


def _marshal_struct(obj: Any) -> dict[str, Any]:
    """Encode a dataclass field by field, leaving out empty `omitempty` fields."""
    out: dict[str, Any] = {}
    for f in _fields(type(obj)):
        value = getattr(obj, f.name)
        # A pointer (`T | None`) is dropped only when nil, even if it points at a zero value.
        pointer = typing.get_origin(f.hint) in (types.UnionType, typing.Union)
        if f.omitempty and (value is None if pointer else _is_empty(value)):
            continue
        if f.go_type == "float32" and isinstance(value, float):
            out[f.json_name] = float32_json(value)
            continue
        out[f.json_name] = marshal(value)
    return out


def _is_empty(value: Any) -> bool:
    """Whether encoding/json's omitempty drops the value (structs are never dropped)."""
    if value is None:
        return True
    if isinstance(value, bool | int | float | str | bytes | list | dict):
        return not value
    return False


def float32_json(value: float) -> int | float:
    """A float32 as encoding/json writes it, read back as YAML reads that JSON number."""
    f32 = struct.unpack("f", struct.pack("f", value))[0]
    for precision in range(1, 10):
        text = f"{f32:.{precision}g}"
        if struct.unpack("f", struct.pack("f", float(text)))[0] == f32:
            break
    decimal = Decimal(text)
    if decimal == decimal.to_integral_value() and abs(decimal) < Decimal("1e21"):
        return int(decimal)
    return float(text)


def json_number(value: int | float) -> str:
    """A number as encoding/json prints it in error messages."""
    if isinstance(value, int) or (value.is_integer() and abs(value) < 1e21):
        return str(int(value))
    return repr(value)


# ---------------------------------------------------------------------------------------------
# Durations


class DurationError(UnmarshalError):
    """A string that is not a Go duration (gotime.parse_duration's message)."""


def _parse_duration(s: str) -> int:
    """The nanoseconds of a Go duration string, as metav1.Duration's UnmarshalJSON reads them."""
    try:
        return gotime.parse_duration_ns(s)
    except gotime.DurationError as err:
        raise DurationError(str(err)) from err
