"""Reading manifest files: bytes to documents to JSON-shaped values, within input limits.

This is what sits between a file and the API types, done as kubectl and sigs.k8s.io/yaml do it:

- Encoding: UTF-8; a UTF-8 byte-order mark is dropped and a file with a UTF-16 byte-order mark
  (what a PowerShell redirect writes) is decoded, as go-yaml's reader does. Any other byte
  sequence that is not UTF-8 is refused, with its line and column.
- Documents: a file whose first non-blank character is ``{`` is a stream of JSON values, one
  after another (what ``kubectl cluster-info dump`` prints), as apimachinery's
  YAMLOrJSONDecoder reads it; anything else is YAML documents separated by ``---`` lines. The
  pod logs ``kubectl cluster-info dump`` writes between its JSON objects (from ``==== START
  logs for container …`` to the matching ``==== END logs …`` line) are skipped.
- Values: YAML scalars resolve as go-yaml v2 resolves them for sigs.k8s.io/yaml's YAMLToJSON,
  not as YAML 1.1 does in PyYAML: a timestamp stays the string it is written as (so
  ``release: 2024-01-15`` is a label value, and ``2020-13-45`` is just a string), ``y``/``n``
  are booleans, ``1:20`` is a string, ``0o17`` and ``0b101`` are integers; map keys become
  strings; merge keys (``<<``) merge.

Documents are numbered from 1, in the order they appear; an empty document between two ``---``
lines counts (it is there to count), but the blank or comment-only text before a first ``---``
is no document.

Limits that no real cluster reaches but a hostile file does (the oracle enforces the same):
``MAX_FILE_BYTES`` per file (checked before reading), ``MAX_DOCUMENT_BYTES`` per document,
``MAX_DOCUMENTS`` per file, ``MAX_DEPTH`` levels of nesting, and ``MAX_ALIAS_VALUES``
values produced by YAML aliases in one document (an alias bomb); a YAML anchor that contains
an alias to itself is refused. The oracle (tools/oracle/cmd/oracle/documents.go) reads files
by the same rules.

Python-only: Go gets this from k8s.io/apimachinery/pkg/util/yaml and sigs.k8s.io/yaml.
"""

from __future__ import annotations

import base64
import copy
import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import yaml

__all__ = [
    "MAX_ALIAS_VALUES",
    "MAX_DEPTH",
    "MAX_DOCUMENTS",
    "MAX_DOCUMENT_BYTES",
    "MAX_FILE_BYTES",
    "Document",
    "ManifestError",
    "check_depth",
    "documents",
    "has_json_prefix",
    "libyaml_text",
    "yaml_to_json",
]

#: The largest file read (checked before reading it).
MAX_FILE_BYTES = 1024 * 1024 * 1024
#: The largest document read (a List of every pod of a large cluster stays well below it).
MAX_DOCUMENT_BYTES = 256 * 1024 * 1024
#: The most documents one file may hold.
MAX_DOCUMENTS = 100_000
#: The deepest nesting of mappings and sequences (a Pod nests about 10 levels deep).
MAX_DEPTH = 100
#: The most values YAML aliases may add to one document by repeating what their anchor holds.
MAX_ALIAS_VALUES = 100_000

_SEPARATOR = re.compile(rb"^---[ \t\r]*(?:#[^\n]*)?$")
_LOG_START = re.compile(rb"^==== START logs for container (\S+) of pod (\S+) ====\r?$")
_JSON_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")


class ManifestError(ValueError):
    """Input that cannot be read as manifests; `document` is its 1-based number, if known.

    The message says what is wrong and where inside the document (line and column), but not
    the file or the document: the caller puts those in front. `go_message` is what
    sigs.k8s.io/yaml says for the same YAML syntax error (``yaml: line N: problem``), for
    the configuration loader, which repeats Go's words.
    """

    def __init__(
        self, message: str, document: int | None = None, go_message: str | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.document = document
        self.go_message = go_message or message

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class Document:
    """One document of a file: its number (from 1), the line it starts on, its value."""

    number: int
    line: int
    value: Any


def documents(data: bytes) -> Iterator[Document]:
    """The documents of a manifest file, in order, each as a JSON-shaped value.

    Raises ManifestError for text that is not UTF-8 (or UTF-16 with a byte-order mark), for
    YAML or JSON that does not parse, and for input beyond the limits.
    """
    data = _skip_pod_logs(_utf8(data))
    if has_json_prefix(data):
        yield from _json_documents(data)
        return
    for number, (line, chunk) in enumerate(_split_documents(data), start=1):
        if number > MAX_DOCUMENTS:
            raise ManifestError(f"more than {MAX_DOCUMENTS} documents in one file", number)
        if len(chunk) > MAX_DOCUMENT_BYTES:
            raise ManifestError(
                f"document larger than {MAX_DOCUMENT_BYTES // (1024 * 1024)} MiB", number
            )
        text = _decode_utf8(chunk, line, number)
        try:
            value, _ = yaml_to_json(text, first_line=line)
        except ManifestError as err:
            raise ManifestError(err.message, number, err.go_message) from err
        yield Document(number, line, value)


def has_json_prefix(data: bytes) -> bool:
    """Whether the first non-whitespace byte is ``{``: apimachinery's JSON sniffing.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/yaml/decoder.go#L388-L390
    """
    return data.lstrip(b" \t\r\n\v\f").startswith(b"{")


# ---------------------------------------------------------------------------------------------
# Bytes and text


def _utf8(data: bytes) -> bytes:
    """The file as UTF-8: a UTF-8 byte-order mark dropped, UTF-16 (with its mark) decoded."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:]
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        codec = "utf-16-le" if data.startswith(b"\xff\xfe") else "utf-16-be"
        try:
            return data[2:].decode(codec).encode("utf-8")
        except UnicodeError as err:
            raise ManifestError(
                f"invalid UTF-16 at byte offset {err.start + 2}: the file has a UTF-16 "  # type: ignore[attr-defined]
                "byte-order mark but is not UTF-16 text"
            ) from err
    return data


def libyaml_text(data: bytes) -> str:
    """Decode bytes as go-yaml's reader does, with its error message for bad input.

    A UTF-8 or UTF-16 byte-order mark picks the encoding (UTF-8 without one); a byte sequence
    that is not UTF-8 raises ManifestError with go-yaml's words ("yaml: invalid leading UTF-8
    octet", "yaml: incomplete UTF-8 octet sequence", ...).

    Python-only: go-yaml's readerc.go (yaml_parser_update_buffer), reduced to its checks.
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf")):
        try:
            return _utf8(data).decode("utf-8")
        except (ManifestError, UnicodeError) as err:
            raise ManifestError("yaml: incomplete UTF-16 character") from err
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ManifestError(f"yaml: {_libyaml_utf8_problem(data, err.start)}") from err


def _libyaml_utf8_problem(data: bytes, start: int) -> str:
    """go-yaml's complaint about the UTF-8 sequence that begins at `start`."""
    octet = data[start]
    width = 2 if octet & 0xE0 == 0xC0 else 3 if octet & 0xF0 == 0xE0 else 4
    if octet & 0x80 and not (octet & 0xE0 == 0xC0 or octet & 0xF0 == 0xE0 or octet & 0xF8 == 0xF0):
        return "invalid leading UTF-8 octet"
    if len(data) - start < width:
        return "incomplete UTF-8 octet sequence"
    if any(b & 0xC0 != 0x80 for b in data[start + 1 : start + width]):
        return "invalid trailing UTF-8 octet"
    value = octet & (0x1F if width == 2 else 0x0F if width == 3 else 0x07)
    for b in data[start + 1 : start + width]:
        value = (value << 6) | (b & 0x3F)
    shortest = 2 if value < 0x800 else 3 if value < 0x10000 else 4
    if width != shortest and value >= 0x80:
        return "invalid length of a UTF-8 sequence"
    return "invalid Unicode character"


def _decode_utf8(chunk: bytes, first_line: int, number: int) -> str:
    """A document's text; a byte that is not UTF-8 is named with its line and column."""
    try:
        return chunk.decode("utf-8")
    except UnicodeDecodeError as err:
        before = chunk[: err.start]
        line = first_line + before.count(b"\n")
        column = len(before[before.rfind(b"\n") + 1 :].decode("utf-8", "replace")) + 1
        raise ManifestError(
            f"line {line}, column {column}: invalid UTF-8 (byte 0x{chunk[err.start]:02X}): "
            "save the file as UTF-8 (or UTF-16 with a byte-order mark)",
            number,
        ) from err


def _skip_pod_logs(data: bytes) -> bytes:
    """Blank out the pod logs `kubectl cluster-info dump` prints between its objects.

    Lines stay (empty), so that line numbers in messages still point into the file.
    """
    if b"==== START logs for container " not in data:
        return data
    lines = data.split(b"\n")
    end: bytes | None = None
    for i, line in enumerate(lines):
        if end is None:
            start = _LOG_START.match(line)
            if start is None:
                continue
            end = b"==== END logs for container %s of pod %s ====" % start.groups()
        elif line.rstrip(b"\r") == end:
            end = None
        lines[i] = b""
    return b"\n".join(lines)


def _split_documents(data: bytes) -> Iterator[tuple[int, bytes]]:
    """(first line, bytes) of each YAML document, cut at ``---`` lines as kubectl cuts them.

    Blank or comment-only text before the first ``---`` is no document.
    """
    lines = data.split(b"\n")
    start, current = 1, 0
    first = True
    for i, line in enumerate(lines):
        if line.startswith(b"---") and _SEPARATOR.match(line):
            chunk = b"\n".join(lines[current:i])
            if not (first and _blank(chunk)):
                yield start, chunk
            first = False
            start, current = i + 2, i + 1
    yield start, b"\n".join(lines[current:])


def _blank(chunk: bytes) -> bool:
    """Whether a chunk holds only blank lines and comments."""
    return all(not s.strip() or s.strip().startswith(b"#") for s in chunk.split(b"\n"))


# ---------------------------------------------------------------------------------------------
# JSON streams


def _json_documents(data: bytes) -> Iterator[Document]:
    """Each JSON value of a stream of concatenated values, numbered from 1."""
    text = _decode_utf8(data, 1, 1)
    decoder = json.JSONDecoder()
    position, number = 0, 0
    while True:
        position = _skip_space(text, position)
        if position >= len(text):
            return
        number += 1
        line = text.count("\n", 0, position) + 1
        if number > MAX_DOCUMENTS:
            raise ManifestError(f"more than {MAX_DOCUMENTS} documents in one file", number)
        try:
            value, end = decoder.raw_decode(text, position)
        except json.JSONDecodeError as err:
            problem = go_json_problem(err)
            at = len(text) if problem == "unexpected end of JSON input" else err.pos
            row = text.count("\n", 0, at) + 1
            column = at - (text.rfind("\n", 0, at) + 1) + 1
            raise ManifestError(
                f"line {row}, column {column}: invalid JSON: {problem}", number
            ) from err
        except RecursionError as err:
            raise ManifestError(
                f"line {line}: nested more than {MAX_DEPTH} levels deep", number
            ) from err
        if len(text[position:end].encode("utf-8")) > MAX_DOCUMENT_BYTES:
            raise ManifestError(
                f"document larger than {MAX_DOCUMENT_BYTES // (1024 * 1024)} MiB", number
            )
        check_depth(value, line, number)
        yield Document(number, line, value)
        position = end


def _skip_space(text: str, position: int) -> int:
    while position < len(text) and text[position] in " \t\r\n":
        position += 1
    return position


def check_depth(value: Any, line: int | None = None, number: int | None = None) -> None:
    """Refuse a JSON-shaped value nested deeper than MAX_DEPTH (without recursing)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if not isinstance(item, dict | list):
            continue
        if depth > MAX_DEPTH:
            where = f"line {line}: " if line is not None else ""
            raise ManifestError(f"{where}nested more than {MAX_DEPTH} levels deep", number)
        children = item.values() if isinstance(item, dict) else item
        stack.extend((child, depth + 1) for child in children)


def go_json_problem(err: json.JSONDecodeError) -> str:
    """Go's encoding/json words for the syntax error Python's json module found.

    Python-only: Go's json.SyntaxError messages, for the errors Python's decoder reports.
    """
    at = err.doc[err.pos] if err.pos < len(err.doc) else ""
    char = json.dumps(at)[1:-1].replace("'", "\\'") if at else ""
    if not at or err.msg.startswith("Unterminated string"):
        return "unexpected end of JSON input"
    if err.msg.startswith("Expecting property name"):
        return f"invalid character '{char}' looking for beginning of object key string"
    if err.msg.startswith("Expecting value"):
        return f"invalid character '{char}' looking for beginning of value"
    if err.msg.startswith("Expecting ':'"):
        return f"invalid character '{char}' after object key"
    if err.msg.startswith("Expecting ',' delimiter"):
        inside = _enclosing(err.doc, err.pos)
        where = "object key:value pair" if inside == "{" else "array element"
        return f"invalid character '{char}' after {where}"
    if err.msg.startswith("Invalid control character"):
        return f"invalid character '{char}' in string literal"
    if err.msg.startswith("Extra data"):
        return f"invalid character '{char}' after top-level value"
    return err.msg


def _enclosing(doc: str, pos: int) -> str:
    """The bracket that encloses position `pos` of a JSON text ('{' or '[')."""
    stack: list[str] = []
    in_string = escaped = False
    for ch in doc[:pos]:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            stack.append(ch)
        elif ch in "}]" and stack:
            stack.pop()
    return stack[-1] if stack else ""


# ---------------------------------------------------------------------------------------------
# YAML to JSON-shaped values, the way go-yaml v2 and sigs.k8s.io/yaml do it

_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_BINARY = "tag:yaml.org,2002:binary"
_MERGE = "tag:yaml.org,2002:merge"
_RESOLVABLE = {"", _STR, _BOOL, _INT, _FLOAT, _NULL, _TIMESTAMP}

_RESOLVE_MAP: dict[str, tuple[str, Any]] = {
    **{s: (_BOOL, True) for s in ("y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE")},
    **{s: (_BOOL, True) for s in ("on", "On", "ON")},
    **{s: (_BOOL, False) for s in ("n", "N", "no", "No", "NO", "false", "False", "FALSE")},
    **{s: (_BOOL, False) for s in ("off", "Off", "OFF")},
    **{s: (_NULL, None) for s in ("", "~", "null", "Null", "NULL")},
    **{s: (_FLOAT, math.nan) for s in (".nan", ".NaN", ".NAN")},
    **{s: (_FLOAT, math.inf) for s in (".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF")},
    **{s: (_FLOAT, -math.inf) for s in ("-.inf", "-.Inf", "-.INF")},
    "<<": (_MERGE, "<<"),
}
_YAML_STYLE_FLOAT = re.compile(r"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$")
_GO_FLOAT = re.compile(
    r"^[-+]?(?:(?:[0-9][0-9_]*)?\.?[0-9_]*(?:[eE][-+]?[0-9_]+)?|inf|infinity|nan)$", re.I
)
_TIMESTAMP_FORMS = (
    re.compile(
        r"^\d{4}-\d{1,2}-\d{1,2}[Tt]\d{1,2}:\d{1,2}:\d{1,2}(?:\.\d{1,9})?(?:Z|[-+]\d{2}:\d{2})$"
    ),
    re.compile(r"^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{1,2}:\d{1,2}(?:\.\d{1,9})?$"),
    re.compile(r"^\d{4}-\d{1,2}-\d{1,2}$"),
)
_INT64 = (-(2**63), 2**63 - 1)


def yaml_to_json(text: str, first_line: int = 1, strict: bool = False) -> tuple[Any, list[str]]:
    """The JSON-shaped value of one YAML document, as sigs.k8s.io/yaml's YAMLToJSON makes it.

    With `strict`, a key set twice in a mapping is also returned as a message
    (``line N: key "k" already set in map``), as YAMLToJSONStrict reports it; the last value
    wins either way. Raises ManifestError for YAML that does not parse or breaks a limit.
    """
    builder = _Builder(first_line, strict)
    loader = yaml.CSafeLoader(text) if yaml.__with_libyaml__ else yaml.SafeLoader(text)
    try:
        while loader.check_event():
            builder.add(loader.get_event())  # type: ignore[arg-type]
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        problem = err.problem or err.context or "invalid YAML"
        if "nesting depth" in problem:  # libyaml's own limit (1,000) is above ours
            raise ManifestError(f"nested more than {MAX_DEPTH} levels deep") from err
        where = f"line {mark.line + first_line}, column {mark.column + 1}: " if mark else ""
        go_message = f"yaml: line {mark.line + first_line}: {problem}" if mark else None
        raise ManifestError(f"{where}{problem}", go_message=go_message) from err
    except yaml.reader.ReaderError as err:
        raise ManifestError(f"yaml: {err.reason}") from err
    except yaml.YAMLError as err:
        raise ManifestError(str(err).replace("\n", " ")) from err
    finally:
        loader.dispose()
    return builder.result(), builder.duplicates


@dataclass(slots=True)
class _Node:
    """A mapping or sequence being built; `size` counts the values in it so far."""

    value: Any
    anchor: str | None
    line: int
    key: Any = None
    key_line: int = 0
    has_key: bool = False
    merge_next: bool = False
    size: int = 1


class _Builder:
    """Builds one document's value from parser events, iteratively, within the limits."""

    def __init__(self, first_line: int, strict: bool) -> None:
        self.first_line = first_line
        self.strict = strict
        self.stack: list[_Node] = []
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.open_anchors: set[str] = set()
        self.alias_values = 0
        self.documents = 0
        self.root: Any = None
        self.duplicates: list[str] = []

    def result(self) -> Any:
        return self.root

    def add(self, event: yaml.Event) -> None:
        line = event.start_mark.line + self.first_line if event.start_mark else 0
        if isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise ManifestError(
                    f"line {line}: a second document starts inside this one "
                    "(documents are separated by a line that is just ---)"
                )
        elif isinstance(event, yaml.ScalarEvent):
            self._value(_scalar(event, line), 1, event.anchor, line)
        elif isinstance(event, yaml.AliasEvent):
            self._alias(str(event.anchor), line)
        elif isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
            if len(self.stack) >= MAX_DEPTH:
                raise ManifestError(f"nested more than {MAX_DEPTH} levels deep")
            value: Any = {} if isinstance(event, yaml.MappingStartEvent) else []
            if event.anchor is not None:
                self.open_anchors.add(event.anchor)
            self.stack.append(_Node(value, event.anchor, line))
        elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
            node = self.stack.pop()
            if node.anchor is not None:
                self.open_anchors.discard(node.anchor)
            self._value(node.value, node.size, node.anchor, node.line)

    def _alias(self, anchor: str, line: int) -> None:
        if anchor in self.open_anchors:
            raise ManifestError(f"yaml: anchor '{anchor}' value contains itself")
        if anchor not in self.anchors:
            raise ManifestError(f"yaml: unknown anchor '{anchor}' referenced")
        value, size = self.anchors[anchor]
        self.alias_values += size
        if self.alias_values > MAX_ALIAS_VALUES:
            raise ManifestError(
                f"line {line}: YAML aliases expand to more than {MAX_ALIAS_VALUES} values "
                f"(*{anchor} repeats {size})"
            )
        merge = bool(self.stack) and self.stack[-1].merge_next
        self._value(value if merge else copy.deepcopy(value), size, None, line)

    def _value(self, value: Any, size: int, anchor: str | None, line: int) -> None:
        if anchor is not None:
            self.anchors[anchor] = (value, size)
        if not self.stack:
            self.root = value
            return
        parent = self.stack[-1]
        parent.size += size
        if isinstance(parent.value, list):
            parent.value.append(value)
        elif not parent.has_key:
            if value == "<<" and isinstance(value, _MergeKey):
                parent.merge_next = True
            parent.key, parent.key_line, parent.has_key = _json_key(value, line), line, True
        else:
            parent.has_key = False
            if parent.merge_next:
                parent.merge_next = False
                self._merge(parent, value, line)
                return
            if self.strict and parent.key in parent.value:
                self.duplicates.append(
                    f'line {parent.key_line}: key "{parent.key}" already set in map'
                )
            parent.value[parent.key] = value

    def _merge(self, parent: _Node, value: Any, line: int) -> None:
        """`<<: *base` (or a list of them): the merged mappings' keys, first one winning."""
        sources = value if isinstance(value, list) else [value]
        if not all(isinstance(s, dict) for s in sources):
            raise ManifestError("yaml: map merge requires map or sequence of maps as the value")
        for source in reversed(sources):
            for key, item in source.items():
                parent.value[key] = copy.deepcopy(item)


class _MergeKey(str):
    """The plain scalar ``<<``: a merge key, not the string "<<"."""

    __slots__ = ()


def _scalar(event: yaml.ScalarEvent, line: int) -> Any:
    """A scalar's value as go-yaml v2 decodes it into interface{}, then as JSON carries it."""
    tag = event.tag or ""
    if tag == "!":
        tag = _STR
    elif tag.startswith("!!"):
        tag = "tag:yaml.org,2002:" + tag[2:]
    plain = event.implicit[0] and not tag
    value = event.value
    if not plain and not tag:
        return value
    if tag == _BINARY:
        try:
            return base64.b64decode(value, validate=False).decode("utf-8")
        except (ValueError, UnicodeDecodeError) as err:
            raise ManifestError(f"yaml: cannot decode !!binary `{value}`") from err
    resolved_tag, resolved = _resolve(tag, value)
    if tag not in ("", resolved_tag, _STR, _BINARY) and tag in _RESOLVABLE:
        if tag == _FLOAT and resolved_tag == _INT:
            resolved_tag, resolved = _FLOAT, float(resolved)
        else:
            raise ManifestError(
                f"yaml: cannot decode {_short(resolved_tag)} `{value}` as a {_short(tag)}"
            )
    if resolved_tag == _MERGE:
        return _MergeKey(value)
    if resolved_tag == _TIMESTAMP:
        return value
    return _json_number(resolved, line)


def _resolve(tag: str, value: str) -> tuple[str, Any]:
    """go-yaml v2's resolve(): the tag and value of a plain scalar (or one tagged `tag`).

    Go: https://github.com/kubernetes-sigs/yaml/blob/v1.4.0/goyaml.v2/resolve.go#L83-L196
    """
    if tag not in _RESOLVABLE:
        return tag, value
    hint = value[:1]
    if tag in (_STR, _BINARY):
        return _STR, value
    if value in _RESOLVE_MAP:
        return _RESOLVE_MAP[value]
    if hint == ".":
        number = _go_parse_float(value)
        if number is not None:
            return _FLOAT, number
    elif hint and hint in "+-0123456789":
        if tag in ("", _TIMESTAMP) and _is_timestamp(value):
            return _TIMESTAMP, value
        plain = value.replace("_", "")
        integer = _go_parse_int(plain)
        if integer is not None:
            return _INT, integer
        if _YAML_STYLE_FLOAT.match(plain):
            number = _go_parse_float(plain)
            if number is not None:
                return _FLOAT, number
        if plain.startswith(("0b", "-0b")):
            digits = plain[2:] if plain.startswith("0b") else plain[3:]
            if digits and set(digits) <= {"0", "1"}:
                number_b = int(digits, 2) * (-1 if plain.startswith("-") else 1)
                if _INT64[0] <= number_b < 2**64:
                    return _INT, number_b
    return _STR, value


def _is_timestamp(value: str) -> bool:
    """go-yaml's parseTimestamp: four digits, a dash, then one of the accepted layouts."""
    if len(value) < 5 or not value[:4].isdigit() or value[4] != "-":
        return False
    if not any(form.match(value) for form in _TIMESTAMP_FORMS):
        return False
    return _valid_date(value)


def _valid_date(value: str) -> bool:
    """Whether the date (and time) fields are in range, as Go's time.Parse requires."""
    fields = re.findall(r"\d+", value)
    year, month, day = (int(f) for f in fields[:3])
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return False
    days = [31, 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28]
    days += [31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if day > days[month - 1]:
        return False
    if len(fields) >= 6:
        hour, minute, second = (int(f) for f in fields[3:6])
        if hour > 23 or minute > 59 or second > 59:
            return False
    return True


def _go_parse_int(text: str) -> int | None:
    """strconv.ParseInt(text, 0, 64), then ParseUint: base prefixes 0x, 0o, 0b and 0."""
    body = text[1:] if text[:1] in "+-" else text
    sign = -1 if text.startswith("-") else 1
    if not body:
        return None
    lower = body.lower()
    try:
        if lower.startswith("0x"):
            number = int(body[2:], 16) if body[2:] else None
        elif lower.startswith("0o"):
            number = int(body[2:], 8) if body[2:] else None
        elif lower.startswith("0b"):
            number = int(body[2:], 2) if body[2:] else None
        elif body.startswith("0") and len(body) > 1:
            number = int(body[1:], 8)
        else:
            number = int(body, 10) if body.isdigit() else None
    except ValueError:
        return None
    if number is None:
        return None
    number *= sign
    if _INT64[0] <= number <= _INT64[1] or (sign > 0 and number < 2**64 and text[:1] != "+"):
        return number
    return None


def _go_parse_float(text: str) -> float | None:
    """strconv.ParseFloat(text, 64) for the decimal forms go-yaml hands it."""
    if not _GO_FLOAT.match(text) or "_" in text:
        return None
    try:
        number = float(text)
    except ValueError:
        return None
    # Go's ParseFloat refuses what overflows (go-yaml then keeps the string).
    return None if math.isinf(number) else number


def _json_number(value: Any, line: int) -> Any:
    """A number as it comes back from JSON: whole floats below 1e21 are integers."""
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            shown = "NaN" if math.isnan(value) else "+Inf" if value > 0 else "-Inf"
            raise ManifestError(f"json: unsupported value: {shown}")
        if value.is_integer() and abs(value) < 1e21:
            return int(value)
    return value


def _json_key(key: Any, line: int) -> str:
    """A map key as sigs.k8s.io/yaml turns it into a JSON object key."""
    if isinstance(key, bool):
        return "true" if key else "false"
    if isinstance(key, str):
        return key
    if isinstance(key, int):
        return str(key)
    if isinstance(key, float):
        return f"{key:g}" if not key.is_integer() else str(int(key))
    shown = "<nil>" if key is None else type(key).__name__
    raise ManifestError(f"line {line}: unsupported map key of type: {shown}")


def _short(tag: str) -> str:
    return "!!" + tag.removeprefix("tag:yaml.org,2002:") if tag.startswith("tag:yaml") else tag
