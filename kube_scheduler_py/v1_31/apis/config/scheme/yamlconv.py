"""YAML out the way sigs.k8s.io/yaml (over go-yaml v2) writes it.

# Python: no Go file corresponds. JSON-shaped values become block YAML with go-yaml's key
# order, quoting and number formats (JSONToYAML). Reading is kube_scheduler_py.manifests.

Python-only: Go gets this from sigs.k8s.io/yaml.
"""

from __future__ import annotations

import functools
import io
import re
from typing import Any

import yaml
import yaml.emitter

# ---------------------------------------------------------------------------------------------
# Writing

_RESOLVE_MAP = {
    "", "~", "null", "Null", "NULL",
    "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE",
    "n", "N", "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE",
    ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF",
    "-.inf", "-.Inf", "-.INF", "<<",
}  # fmt: skip
_YAML_FLOAT = re.compile(r"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$")
_BASE60_FLOAT = re.compile(r"^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$")
_GO_INT = re.compile(r"^[-+]?(0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|[0-9_]+)$")
_TIMESTAMP = re.compile(
    r"^\d{4}-\d{1,2}-\d{1,2}"
    r"(?:[Tt ]\d{1,2}:\d{1,2}:\d{1,2}(?:\.\d+)?(?:Z|[-+]\d{1,2}:\d{2})?)?$"
)


def json_to_yaml(value: Any) -> str:
    """Block YAML for a JSON-shaped value, as sigs.k8s.io/yaml writes it."""
    lines: list[str] = []
    if isinstance(value, dict) and value:
        _write_map(value, 0, lines)
    elif isinstance(value, list) and value:
        _write_list(value, 0, lines)
    else:
        lines.append(_scalar(value, 0))
    return "\n".join(lines) + "\n"


def _write_map(m: dict[str, Any], indent: int, lines: list[str]) -> None:
    """Write the entries of a non-empty map at the given indent."""
    pad = " " * indent
    for key in _sorted_keys(list(m)):
        value = m[key]
        head = f"{pad}{_scalar(key, indent)}:"
        if isinstance(value, dict) and value:
            lines.append(head)
            _write_map(value, indent + 2, lines)
        elif isinstance(value, list) and value:
            lines.append(head)
            _write_list(value, indent, lines)
        else:
            lines.append(f"{head} {_scalar(value, indent + 2)}")


def _write_list(items: list[Any], indent: int, lines: list[str]) -> None:
    """Write the items of a non-empty list; `- ` sits at the given indent."""
    pad = " " * indent
    for item in items:
        if isinstance(item, dict) and item:
            sub: list[str] = []
            _write_map(item, indent + 2, sub)
            lines.append(f"{pad}- {sub[0][indent + 2 :]}")
            lines.extend(sub[1:])
        elif isinstance(item, list) and item:
            sub = []
            _write_list(item, indent + 2, sub)
            lines.append(f"{pad}- {sub[0][indent + 2 :]}")
            lines.extend(sub[1:])
        else:
            lines.append(f"{pad}- {_scalar(item, indent + 2)}")


def _sorted_keys(keys: list[str]) -> list[str]:
    """go-yaml's key order: digit runs compare as numbers, letters before other runes."""
    return sorted(keys, key=functools.cmp_to_key(_key_cmp))


def _key_cmp(a: str, b: str) -> int:
    """-1, 0 or 1 as go-yaml's keyList.Less orders two string keys."""
    if a == b:
        return 0
    return -1 if _key_less(a, b) else 1


def _key_less(a: str, b: str) -> bool:
    """go-yaml v2's keyList.Less for two strings."""
    ar, br = a, b
    for i in range(min(len(ar), len(br))):
        if ar[i] == br[i]:
            continue
        al, bl = ar[i].isalpha(), br[i].isalpha()
        if al and bl:
            return ar[i] < br[i]
        if al or bl:
            return bl
        an, bn = 0, 0
        if ar[i] == "0" or br[i] == "0":
            j = i - 1
            while j >= 0 and ar[j].isdigit():
                if ar[j] != "0":
                    an, bn = 1, 1
                    break
                j -= 1
        ai = i
        while ai < len(ar) and ar[ai].isdigit():
            an = an * 10 + int(ar[ai])
            ai += 1
        bi = i
        while bi < len(br) and br[bi].isdigit():
            bn = bn * 10 + int(br[bi])
            bi += 1
        if an != bn:
            return an < bn
        if ai != bi:
            return ai < bi
        return ar[i] < br[i]
    return len(ar) < len(br)


def _scalar(value: Any, indent: int) -> str:
    """One scalar (or an empty collection) in go-yaml's notation."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return go_format_float(value)
    if isinstance(value, dict):
        return "{}"
    if isinstance(value, list):
        return "[]"
    return _string(str(value), indent)


def _string(s: str, indent: int) -> str:
    """A string: plain when go-yaml allows, else single- or double-quoted, or literal."""
    if "\n" in s:
        return _literal(s, indent)
    if _resolves_to_non_string(s):
        return _double_quoted(s)
    analysis = yaml.emitter.Emitter(io.StringIO(), allow_unicode=True).analyze_scalar(s)
    if analysis.allow_block_plain:
        return s
    if analysis.allow_single_quoted:
        return "'" + s.replace("'", "''") + "'"
    return _double_quoted(s)


def _resolves_to_non_string(s: str) -> bool:
    """Whether go-yaml would read the plain scalar s back as something other than a string."""
    if s in _RESOLVE_MAP:
        return True
    if s[0] in "+-0123456789.":
        plain = s.replace("_", "")
        if _GO_INT.match(plain) or _YAML_FLOAT.match(plain) or _TIMESTAMP.match(s):
            return True
    return bool(_BASE60_FLOAT.match(s))


def _double_quoted(s: str) -> str:
    """A double-quoted scalar with YAML escapes."""
    out = ['"']
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch.isprintable():
            out.append(ch)
        elif ord(ch) <= 0xFF:
            out.append(f"\\x{ord(ch):02X}")
        elif ord(ch) <= 0xFFFF:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(f"\\U{ord(ch):08X}")
    out.append('"')
    return "".join(out)


def _literal(s: str, indent: int) -> str:
    """A literal block scalar (`|`), with the chomping indicator go-yaml picks."""
    if not s.endswith("\n"):
        chomp = "-"
    elif s.endswith("\n\n"):
        chomp = "+"
    else:
        chomp = ""
    hint = "2" if s[:1] in (" ", "\n") else ""
    pad = " " * indent
    body = s[:-1] if s.endswith("\n") else s
    lines = [f"{pad}{line}" if line else "" for line in body.split("\n")]
    return f"|{hint}{chomp}\n" + "\n".join(lines)


def go_format_float(f: float) -> str:
    """A float64 as Go's strconv.FormatFloat(f, 'g', -1, 64) writes it (and go-yaml's .inf)."""
    if f != f:
        return ".nan"
    if f in (float("inf"), float("-inf")):
        return ".inf" if f > 0 else "-.inf"
    digits, exp = _shortest(f)
    sign = "-" if f < 0 else ""
    if exp < -4 or exp >= 21:
        mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
        return f"{sign}{mantissa}e{'-' if exp < 0 else '+'}{abs(exp):02d}"
    if exp < 0:
        return f"{sign}0.{'0' * (-exp - 1)}{digits}"
    if len(digits) <= exp + 1:
        return sign + digits + "0" * (exp + 1 - len(digits))
    return f"{sign}{digits[: exp + 1]}.{digits[exp + 1 :]}"


def _shortest(f: float) -> tuple[str, int]:
    """The shortest round-tripping decimal digits of |f| and its decimal exponent."""
    text = repr(abs(f))
    if "e" in text:
        mant, _, e = text.partition("e")
        digits = mant.replace(".", "").rstrip("0") or "0"
        return digits, int(e)
    whole, _, frac = text.partition(".")
    if whole != "0":
        digits = (whole + frac).rstrip("0") or "0"
        return digits, len(whole) - 1
    stripped = frac.lstrip("0")
    return stripped.rstrip("0") or "0", -(len(frac) - len(stripped)) - 1
