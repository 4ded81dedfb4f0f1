"""Readable one-line forms of what a trace records, for the lessons' printouts: no raw dict
reprs (`{'attempts': 1}`) but `attempts=1`, and CycleState values as `Type(field=value)`.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["details", "readable"]


def readable(value: Any) -> str:
    """A trace value as a reader wants it: a stored struct (`{'@type': T, ...}`) as
    `T(field=value, ...)`, a mapping as `{key: value, ...}`, a list as `[a, b]`, text bare."""
    if isinstance(value, Mapping):
        if "@type" in value:
            fields = ", ".join(f"{k}={readable(v)}" for k, v in value.items() if k != "@type")
            return f"{value['@type']}({fields})"
        return "{" + ", ".join(f"{k}: {readable(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(readable(item) for item in value) + "]"
    return str(value)


def details(detail: Mapping[str, Any], leave_out: tuple[str, ...] = ("cycle",)) -> str:
    """A record's detail mapping as `key=value, ...` (keys in leave_out left out)."""
    return ", ".join(f"{k}={readable(v)}" for k, v in detail.items() if k not in leave_out)
