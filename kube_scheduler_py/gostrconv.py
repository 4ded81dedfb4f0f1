"""Go's strconv where a ported message depends on it: `ParseBool` and `Quote`.

Python-only: the Go standard library, the same in both releases, so it exists once and
serves both editions (like goint.py). `--feature-gates` reports a bad value with
strconv.ParseBool's error, which quotes the value as strconv.Quote does.
"""

from __future__ import annotations

_TRUE = ("1", "t", "T", "TRUE", "true", "True")
_FALSE = ("0", "f", "F", "FALSE", "false", "False")

# The characters Quote writes as a backslash escape of their own.
_ESCAPES = {
    "\a": "\\a",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\v": "\\v",
    "\\": "\\\\",
    '"': '\\"',
}


def parse_bool(s: str) -> bool | None:
    """Python-only: strconv.ParseBool's value, or None where Go returns its syntax error."""
    if s in _TRUE:
        return True
    if s in _FALSE:
        return False
    return None


def quote(s: str) -> str:
    """Python-only: strconv.Quote: a double-quoted Go string literal, escaping what is not
    printable (`\\x..` below 0x80, `\\u....` or `\\U........` above)."""
    out = ['"']
    for ch in s:
        code = ord(ch)
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch.isprintable():
            out.append(ch)
        elif code < 0x80:
            out.append(f"\\x{code:02x}")
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            out.append(f"\\U{code:08x}")
    out.append('"')
    return "".join(out)
