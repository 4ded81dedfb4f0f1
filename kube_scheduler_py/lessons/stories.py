"""Readable one-line forms of what a trace records, for the lessons' printouts: no raw dict
reprs (`{'attempts': 1}`) but `attempts=1`, and CycleState values as `Type(field=value)`.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["details", "readable", "report"]


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


def report(result: Any) -> str:
    """Every scenario pod at the end of a run (evicted, on a node or pending; its priority and
    nominatedNodeName), then the events the scheduler emitted."""
    lines = []
    for outcome in result.pods:
        pod = outcome.pod
        if outcome.deleted:
            fate = "EVICTED"
        else:
            fate = f"on {pod.spec.node_name}" if pod.spec.node_name else "pending"
        line = f"{pod.metadata.name:9} priority {pod.spec.priority or 0:>5}  {fate}"
        if pod.status.nominated_node_name:
            line += f"  (nominatedNodeName: {pod.status.nominated_node_name})"
        lines.append(line)
    lines.append("")
    lines += [f"{e.reason:16} {e.regarding.name}: {e.note}" for e in result.events]
    return "\n".join(lines)
