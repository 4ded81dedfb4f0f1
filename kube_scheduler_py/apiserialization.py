"""Convert between JSON-like dicts (decoded JSON or YAML) and the API dataclasses of an edition.

The Go side is apimachinery's JSON serializer (sigs.k8s.io/json over encoding/json plus the
custom (Un)MarshalJSON of Quantity, Time, MicroTime and IntOrString). This module has no single
Go counterpart: it is one generic converter driven by the dataclass fields. Each edition binds
it to its own API package in `api/serialization.py` (a `Serialization` built from that release's
Quantity and IntOrString and its generated `known_fields.json`).

Naming: a field's JSON name is the camelCase of its snake_case name (``node_name`` is
``nodeName``) unless the field declares ``metadata={"json": "hostIP"}``. A field with
``metadata={"inline": True}`` is an embedded Go struct whose JSON keys sit in the parent object.
``metadata={"go": "int64"}`` marks 64-bit integers, ``metadata={"time": "micro"}`` a MicroTime.

Python-only: Go gets this from the generated JSON codecs of apimachinery.
"""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from importlib import resources
from typing import Any, TypeVar

from kube_scheduler_py.jsonconv import json_kind

T = TypeVar("T")

_RFC3339 = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))"
)
_INT_RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}


class DecodeError(ValueError):
    """A value in the input that does not fit the field it is meant for.

    ``path`` locates the value (``spec.containers[0].resources.requests.cpu``); ``message``
    says what is wrong, in the words of the apiserver's field errors and JSON decoder.
    """

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


@dataclass(frozen=True, slots=True)
class _Field:
    """How one dataclass field is spelled and typed in JSON."""

    name: str
    json_name: str
    hint: Any
    inline: bool
    go_int: str
    micro: bool


@dataclass(frozen=True, slots=True)
class _Ctx:
    """What Go's decoder would name in a type error: the struct and the JSON field stack."""

    struct: str
    fields: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EditionAPI:
    """What the converter needs from one edition's API package.

    ``package`` is the Python package of the API types (``kube_scheduler_py.v1_31.api``), which
    holds the generated ``known_fields.json``; the rest are its Quantity and IntOrString types
    and their constructors.
    """

    package: str
    quantity: type
    quantity_error: type[Exception]
    parse_quantity: Callable[[str], Any]
    int_or_string: type
    int_kind: int
    from_int32: Callable[[int], Any]
    from_string: Callable[[str], Any]


_FIELDS: dict[type, tuple[_Field, ...]] = {}
_KEYS: dict[type, dict[str, tuple[_Field, ...]]] = {}


class Serialization:
    """The JSON conversion of one edition's API dataclasses."""

    def __init__(self, api: EditionAPI) -> None:
        self._api = api
        self._known: dict[str, frozenset[str]] | None = None

    def from_dict(
        self, cls: type[T], data: Any, path: str = "", unknown: list[str] | None = None
    ) -> T:
        """Build an instance of the dataclass cls from a JSON-like dict.

        Keys are matched case-sensitively, as the apiserver does. Keys that no field claims are
        not errors: their paths are appended to ``unknown`` when it is given. A JSON null leaves
        a field at its zero value (None for pointer fields). Raises DecodeError on a value of the
        wrong type, a malformed quantity or timestamp, or an integer out of range.
        """
        if not isinstance(data, dict):
            self._type_error(cls, data, path, None, "int32")
        value: T = self._decode_struct(cls, data, path, unknown)
        return value

    def to_dict(self, obj: Any) -> Any:
        """Encode a dataclass (or list, dict, scalar) in the Kubernetes JSON shape.

        Fields named with their JSON names; Quantity as its canonical string, datetime as RFC
        3339 in UTC, IntOrString as an int or a string. A field is left out when it is None, or
        when it is not optional (not ``T | None``) and zero: "", 0, False, an empty list or
        dict, or a struct that encodes to {}.
        """
        # Python: Go's omitempty never drops a non-pointer struct and writes nil slices of fields
        # without omitempty as null; dropping them too decodes to the same Go object.
        return self._encode(obj, micro=False, sort_maps=False)

    def marshal(self, obj: Any) -> str:
        """The JSON text Go's json.Marshal writes for obj: compact, map keys in sorted order,
        `<`, `>`, `&`, U+2028 and U+2029 escaped.

        Over the fields the dataclasses model, two values give the same text exactly when Go's
        texts are equal, which is what pod signatures compare.
        """
        # Python: the fields are those of to_dict (zero fields without omitempty are left out,
        # in dataclass order), so the text can differ from Go's bytes though never in what it
        # tells apart; a nil and an empty slice are one value here.
        return go_json_text(self._encode(obj, micro=False, sort_maps=True))

    def known_go_fields(self, cls: type) -> frozenset[str]:
        """The JSON fields the edition's Kubernetes release knows for cls, modelled here or not.

        Fields the scheduler never reads are left out of the dataclasses; a manifest that
        carries them (a `dnsPolicy`, `managedFields`) is still a valid object, so only keys
        outside this set count as unknown. The list is generated from the Go types by
        tools/gen_known_fields.py.
        """
        if self._known is None:
            # Package data, read through importlib.resources so that an installed wheel finds it.
            known = resources.files(self._api.package).joinpath("known_fields.json")
            text = known.read_text(encoding="utf-8")
            self._known = {name: frozenset(keys) for name, keys in json.loads(text).items()}
        package = cls.__module__.removeprefix(self._api.package + ".").removesuffix(".types")
        return self._known.get(f"{package}.{cls.__name__}", frozenset())

    def _decode_struct(
        self, cls: type[T], data: dict[Any, Any], path: str, unknown: list[str] | None
    ) -> T:
        """Decode a JSON object into a fresh instance of cls."""
        obj = cls()
        keys = _keys(cls)
        stack = _Ctx(cls.__name__, tuple(_path_fields(path)))
        for key, value in data.items():
            chain = keys.get(key) if isinstance(key, str) else None
            key_path = _join(path, str(key))
            if chain is None:
                if unknown is not None and key not in self.known_go_fields(cls):
                    unknown.append(key_path)
                continue
            holder: Any = obj
            for link in chain[:-1]:
                holder = getattr(holder, link.name)
            f = chain[-1]
            ctx = _Ctx(stack.struct, (*stack.fields, f.json_name))
            decoded = self._decode(f.hint, value, key_path, ctx, f, unknown)
            setattr(holder, f.name, decoded)
        return obj

    def _decode(
        self, hint: Any, value: Any, path: str, ctx: _Ctx, f: _Field, unknown: list[str] | None
    ) -> Any:
        """Decode value for a field (or an element of one) of type hint."""
        origin = typing.get_origin(hint)
        if origin in (types.UnionType, typing.Union):
            if value is None:
                return None
            (inner,) = [arg for arg in typing.get_args(hint) if arg is not type(None)]
            return self._decode(inner, value, path, ctx, f, unknown)
        if value is None:
            return _zero(hint)
        if origin is list:
            if not isinstance(value, list):
                self._type_error(hint, value, path, ctx, f.go_int)
            (elem,) = typing.get_args(hint)
            return [
                self._decode(elem, item, f"{path}[{i}]", ctx, f, unknown)
                for i, item in enumerate(value)
            ]
        if origin is dict:
            if not isinstance(value, dict):
                self._type_error(hint, value, path, ctx, f.go_int)
            _, elem = typing.get_args(hint)
            return {
                _map_key(k): self._decode(elem, v, _join(path, _map_key(k)), ctx, f, unknown)
                for k, v in value.items()
            }
        if (
            isinstance(hint, type)
            and dataclasses.is_dataclass(hint)
            and hint is not self._api.int_or_string
        ):
            if not isinstance(value, dict):
                self._type_error(hint, value, path, ctx, f.go_int)
            return self._decode_struct(hint, value, path, unknown)
        return self._decode_scalar(hint, value, path, ctx, f)

    def _decode_scalar(self, hint: Any, value: Any, path: str, ctx: _Ctx, f: _Field) -> Any:
        """Decode a leaf value: string, bool, integer, float, Quantity, time or IntOrString."""
        if hint is str:
            if not isinstance(value, str):
                self._type_error(hint, value, path, ctx, f.go_int)
            return value
        if hint is bool:
            if not isinstance(value, bool):
                self._type_error(hint, value, path, ctx, f.go_int)
            return value
        if hint is int:
            return _decode_int(value, path, ctx, f.go_int)
        if hint is float:
            if isinstance(value, bool) or not isinstance(value, int | float):
                self._type_error(hint, value, path, ctx, f.go_int)
            return float(value)
        if hint is self._api.quantity:
            return self._decode_quantity(value, path)
        if hint is datetime:
            return _decode_time(value, path, ctx)
        if hint is self._api.int_or_string:
            return self._decode_int_or_string(value, path)
        raise TypeError(f"{path}: no decoder for {hint!r}")

    def _decode_quantity(self, value: Any, path: str) -> Any:
        """A quantity from a string or a YAML number, with the parser's error text."""
        if isinstance(value, str):
            text = value
        elif isinstance(value, int | float) and not isinstance(value, bool):
            text = str(value)
        else:
            # Python: Go hands the raw JSON text (true, [...]) to the parser, which rejects it.
            text = json.dumps(value)
        try:
            return self._api.parse_quantity(text)
        except self._api.quantity_error as err:
            raise DecodeError(path, f"Invalid value: {_show(value)}: {err}") from err

    def _decode_int_or_string(self, value: Any, path: str) -> Any:
        """A JSON string becomes a string IntOrString, anything else must be an int32."""
        if isinstance(value, str):
            return self._api.from_string(value)
        return self._api.from_int32(_decode_int(value, path, None, "int32"))

    def _type_error(
        self, hint: Any, value: Any, path: str, ctx: _Ctx | None, go_int: str
    ) -> typing.NoReturn:
        """Raise the decoder's "cannot unmarshal" error for a value of the wrong JSON type."""
        _raise_unmarshal(json_kind(value), self._go_type(hint, go_int), value, path, ctx)

    def _go_type(self, hint: Any, go_int: str) -> str:
        """The Go type name of a hint, for error messages."""
        origin = typing.get_origin(hint)
        if origin in (types.UnionType, typing.Union):
            (inner,) = [arg for arg in typing.get_args(hint) if arg is not type(None)]
            return "*" + self._go_type(inner, go_int)
        if origin is list:
            return "[]" + self._go_type(typing.get_args(hint)[0], go_int)
        if origin is dict:
            return "map[string]" + self._go_type(typing.get_args(hint)[1], go_int)
        if hint is self._api.quantity:
            return "resource.Quantity"
        if hint is self._api.int_or_string:
            return "intstr.IntOrString"
        return _go_scalar_type(hint, go_int)

    def _encode(self, obj: Any, micro: bool, sort_maps: bool) -> Any:
        """Encode one value; micro selects MicroTime precision for datetimes, sort_maps orders
        map keys as Go's encoder does."""
        if obj is None or isinstance(obj, str | bool | int | float):
            return obj
        if isinstance(obj, datetime):
            return _format_time(obj, micro)
        if isinstance(obj, self._api.quantity):
            return str(obj)
        if isinstance(obj, self._api.int_or_string):
            value: Any = obj
            return value.int_val if value.type == self._api.int_kind else value.str_val
        if isinstance(obj, list):
            return [self._encode(item, micro, sort_maps) for item in obj]
        if isinstance(obj, dict):
            keys = sorted(obj) if sort_maps else obj
            return {key: self._encode(obj[key], micro, sort_maps) for key in keys}
        if dataclasses.is_dataclass(obj):
            return self._encode_struct(obj, sort_maps)
        raise TypeError(f"cannot encode {type(obj).__name__}")

    def _encode_struct(self, obj: Any, sort_maps: bool) -> dict[str, Any]:
        """Encode a dataclass instance field by field."""
        out: dict[str, Any] = {}
        for f in _fields(type(obj)):
            value = getattr(obj, f.name)
            if value is None:
                continue
            encoded = self._encode(value, f.micro, sort_maps)
            if f.inline:
                out.update(encoded)
                continue
            optional = typing.get_origin(f.hint) in (types.UnionType, typing.Union)
            if not optional and encoded in ("", 0, False, [], {}):
                continue
            out[f.json_name] = encoded
        return out


def _fields(cls: type) -> tuple[_Field, ...]:
    """The cached field descriptions of a dataclass."""
    cached = _FIELDS.get(cls)
    if cached is None:
        hints = typing.get_type_hints(cls)
        cached = tuple(
            _Field(
                name=f.name,
                json_name=f.metadata.get("json", _camel(f.name)),
                hint=hints[f.name],
                inline=f.metadata.get("inline", False),
                go_int=f.metadata.get("go", "int32"),
                micro=f.metadata.get("time") == "micro",
            )
            for f in dataclasses.fields(cls)
        )
        _FIELDS[cls] = cached
    return cached


def _keys(cls: type) -> dict[str, tuple[_Field, ...]]:
    """JSON key to the chain of fields that reaches it (inline structs add links)."""
    cached = _KEYS.get(cls)
    if cached is None:
        cached = {}
        for f in _fields(cls):
            if f.inline:
                for key, chain in _keys(f.hint).items():
                    cached[key] = (f, *chain)
            else:
                cached[f.json_name] = (f,)
        _KEYS[cls] = cached
    return cached


def _camel(name: str) -> str:
    """node_name -> nodeName."""
    first, *rest = name.split("_")
    return first + "".join(part.capitalize() for part in rest)


def _join(path: str, key: str) -> str:
    """Append a key to a path."""
    return f"{path}.{key}" if path else key


def _path_fields(path: str) -> list[str]:
    """The JSON field names of a path, without list indices (Go's error field stack)."""
    return [part for part in re.sub(r"\[\d+\]", "", path).split(".") if part]


def _decode_int(value: Any, path: str, ctx: _Ctx | None, go_int: str) -> int:
    """An integer that fits the Go integer type; integral floats from YAML are accepted."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        _raise_unmarshal(json_kind(value), go_int, value, path, ctx)
    low, high = _INT_RANGES[go_int]
    if isinstance(value, float) and not value.is_integer():
        _number_error(value, path, ctx, go_int)
    if not low <= int(value) <= high:
        _number_error(value, path, ctx, go_int)
    return int(value)


def _decode_time(value: Any, path: str, ctx: _Ctx) -> datetime:
    """An RFC 3339 timestamp (or a datetime YAML already parsed) as an aware UTC datetime."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            # Python: PyYAML gives naive datetimes for "Z" timestamps; they are UTC.
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)
    if not isinstance(value, str):
        raise DecodeError(
            path,
            f"Invalid value: {_show(value)}: json: cannot unmarshal {json_kind(value)} "
            "into Go value of type string",
        )
    m = _RFC3339.fullmatch(value)
    problem = _rfc3339_problem(value)
    if m is None or problem is not None:
        raise DecodeError(path, f"Invalid value: {_show(value)}: {problem or 'invalid time'}")
    year, month, day, hour, minute, second = (int(g) for g in m.group(1, 2, 3, 4, 5, 6))
    micros = int((m.group(7) or "0")[:6].ljust(6, "0"))
    tz = UTC
    if m.group(8) is None:
        offset = timedelta(hours=int(m.group(10)), minutes=int(m.group(11)))
        tz = timezone(-offset if m.group(9) == "-" else offset)
    try:
        parsed = datetime(year, month, day, hour, minute, second, micros, tzinfo=tz)
    except ValueError as err:
        raise DecodeError(
            path, f"Invalid value: {_show(value)}: parsing time {_show(value)}: {err}"
        ) from err
    return parsed.astimezone(UTC)


_RFC3339_LAYOUT = "2006-01-02T15:04:05Z07:00"
# The layout's elements in order: (element, digits, the range error's name, its maximum).
_RFC3339_ELEMENTS: tuple[tuple[str, int, str, int], ...] = (
    ("2006", 4, "", 0),
    ("-", 0, "", 0),
    ("01", 2, "month", 12),
    ("-", 0, "", 0),
    ("02", 2, "day", 0),
    ("T", 0, "", 0),
    ("15", -2, "hour", 23),
    (":", 0, "", 0),
    ("04", 2, "minute", 59),
    (":", 0, "", 0),
    ("05", 2, "second", 59),
    ("Z07:00", 0, "", 0),
)


def _rfc3339_problem(value: str) -> str | None:
    """What Go's time.Parse(time.RFC3339, value) says is wrong with value, or None.

    Python-only: the error paths of Go's time.Parse for the one layout metav1.Time reads,
    so that a bad timestamp is refused with the words the apiserver uses.
    """
    quoted = _go_quote(value)
    rest, fields = value, []
    for element, digits, range_name, maximum in _RFC3339_ELEMENTS:
        bad = (
            f'parsing time {quoted} as "{_RFC3339_LAYOUT}": '
            f'cannot parse {_go_quote(rest)} as "{element}"'
        )
        if digits == 0 and element != "Z07:00":
            if not rest.startswith(element):
                return bad
            rest = rest[1:]
            continue
        if element == "Z07:00":
            if rest.startswith("Z"):
                rest = rest[1:]
            elif (
                len(rest) >= 6
                and rest[0] in "+-"
                and rest[3] == ":"
                and (rest[1:3] + rest[4:6]).isdigit()
            ):
                rest = rest[6:]
            else:
                return bad
            break
        width = len(rest) - len(rest.lstrip("0123456789"))
        if digits == 4:
            if width < 4:
                return bad
            number, rest = int(rest[:4]), rest[4:]
        elif digits == 2 and width >= 2:
            number, rest = int(rest[:2]), rest[2:]
        elif digits == -2 and width >= 1:
            number, rest = int(rest[: min(width, 2)]), rest[min(width, 2) :]
        else:
            return bad
        # The day is checked against its month only at the end, as Go does.
        low = 1 if range_name == "month" else 0
        if range_name not in ("", "day") and not low <= number <= maximum:
            return f"parsing time {quoted}: {range_name} out of range"
        fields.append(number)
        if element == "05" and len(rest) >= 2 and rest[0] in ".," and rest[1].isdigit():
            rest = rest[1:].lstrip("0123456789")
    if rest:
        return f"parsing time {quoted}: extra text: {_go_quote(rest)}"
    year, month, day = fields[0], fields[1], fields[2]
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    if day < 1 or day > days:
        return f"parsing time {quoted}: day out of range"
    return None


def _go_quote(text: str) -> str:
    """Go's strconv.Quote for the printable text of a timestamp."""
    return json.dumps(text, ensure_ascii=False)


def _zero(hint: Any) -> Any:
    """The Go zero value a JSON null leaves in a non-pointer field."""
    origin = typing.get_origin(hint)
    if origin is list:
        return []
    if origin is dict:
        return {}
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return hint()
    return {str: "", int: 0, bool: False, float: 0.0}.get(hint)


def _map_key(key: Any) -> str:
    """A map key as JSON has it; YAML may give numbers or booleans."""
    return key if isinstance(key, str) else json.dumps(key)


def _number_error(value: Any, path: str, ctx: _Ctx | None, go_int: str) -> typing.NoReturn:
    """Raise the error for a number that does not fit the Go integer type."""
    _raise_unmarshal(f"number {_show(value)}", go_int, value, path, ctx)


def _raise_unmarshal(
    kind: str, go_type: str, value: Any, path: str, ctx: _Ctx | None
) -> typing.NoReturn:
    """Raise DecodeError worded like encoding/json's UnmarshalTypeError."""
    if ctx is not None and ctx.fields:
        where = f"Go struct field {ctx.struct}.{'.'.join(ctx.fields)}"
    else:
        where = "Go value"
    detail = f"json: cannot unmarshal {kind} into {where} of type {go_type}"
    raise DecodeError(path, f"Invalid value: {_show(value)}: {detail}")


def _go_scalar_type(hint: Any, go_int: str) -> str:
    """The Go type name of a hint that is neither a Quantity nor an IntOrString."""
    if hint is int:
        return go_int
    if hint is datetime:
        return "v1.Time"
    names = {str: "string", bool: "bool", float: "float64"}
    if hint in names:
        return names[hint]
    return f"v1.{hint.__name__}"


def _show(value: Any) -> str:
    """A bad value as the apiserver's field errors print it: quoted strings, bare numbers."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str | int | float):
        return json.dumps(value, ensure_ascii=False)
    # Python: Go prints compound values with %#v; JSON is the readable equivalent here.
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


def _format_time(value: datetime, micro: bool) -> str:
    """RFC 3339 in UTC: whole seconds for Time, microseconds for MicroTime."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    value = value.astimezone(UTC)
    if micro:
        return value.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    return value.strftime("%Y-%m-%dT%H:%M:%SZ")


#: The characters Go's encoding/json escapes in strings beyond what JSON requires, and how.
_GO_JSON_ESCAPES = (
    ("<", "\\u003c"),
    (">", "\\u003e"),
    ("&", "\\u0026"),
    ("\u2028", "\\u2028"),
    ("\u2029", "\\u2029"),
)


def go_json_text(value: Any) -> str:
    """A JSON-ready value (dicts, lists, scalars) written as Go's json.Marshal writes it.

    Compact, non-ASCII characters as they are, and the HTML characters and line separators
    escaped. Dict keys keep their order (Go orders a struct's fields by declaration).
    """
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    for raw, escaped in _GO_JSON_ESCAPES:
        text = text.replace(raw, escaped)
    return text
