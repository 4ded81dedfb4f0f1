"""Readable one-line forms of what a trace records, for the lessons' printouts: no raw dict
reprs (`{'attempts': 1}`) but `attempts=1`, and CycleState values as `Type(field=value)`.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any

from kube_scheduler_py.trace.records import (
    BindingStep,
    CacheTransition,
    PluginCall,
    QueueMove,
    SchedulingStep,
    TraceRecord,
)

__all__ = ["details", "readable", "report", "story", "story_by_attempts"]


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


def _line(
    r: TraceRecord, steps: Collection[str] | None, plugins: Collection[str], points: Collection[str]
) -> str | None:
    """One record as a story line, or None when the story leaves it out."""
    if isinstance(r, QueueMove):
        if r.method == "Pop":
            return "queue  popped from activeQ"
        return f"queue  {r.old} -> {r.new} ({r.method}{', ' + r.event if r.event else ''})"
    if isinstance(r, CacheTransition):
        return f"cache  {r.old} -> {r.new} ({r.method})"
    if isinstance(r, (SchedulingStep, BindingStep)):
        wanted = r.step != "Popped" if steps is None else r.step in steps
        if not wanted:
            return None
        text = f"step   {r.step}: {r.code or 'done'}"
        return f"{text} ({r.message})" if r.message and r.code not in ("", "Success") else text
    if isinstance(r, PluginCall) and (r.plugin in plugins or r.extension_point in points):
        text = f"plugin {r.extension_point} {r.plugin}: {r.code or 'done'}"
        if r.message:
            text += f" ({r.message})"
        if "timeout" in r.detail:
            text += f", timeout {r.detail['timeout']}"
        return text
    return None


def story(
    trace: Iterable[TraceRecord],
    pod: str | None = None,
    steps: Collection[str] | None = None,
    plugins: Collection[str] = (),
    points: Collection[str] = (),
) -> str:
    """What happened to a pod (all pods when None), one line per record with its virtual time:
    queue moves, cache transitions, the cycles' steps (those in `steps`; None: every step but
    Popped) and the calls of the named plugins or at the named extension points."""
    lines = []
    for r in trace:
        if pod is not None and r.pod != pod:
            continue
        text = _line(r, steps, plugins, points)
        if text is not None:
            who = "" if pod is not None else f"{r.pod:10} "
            lines.append(f"t={r.time:8.3f}  {who}{text}")
    return "\n".join(lines)


def story_by_attempts(
    trace: Iterable[TraceRecord], first: int = 4, last: int = 2, **kwargs: Any
) -> str:
    """The story of every pod cut into scheduling attempts (a new one at every pop), with only
    the first and the last few attempts shown; kwargs are story's."""
    attempts: list[list[str]] = [[]]
    for line in story(trace, None, **kwargs).splitlines():
        if line.endswith("popped from activeQ"):
            attempts.append([])
        attempts[-1].append(line)
    cut = max(1 + first, len(attempts) - last)
    lines = [line for attempt in attempts[: 1 + first] for line in attempt]
    if cut > 1 + first:
        lines.append(f"... {cut - 1 - first} more attempts ...")
    lines += [line for attempt in attempts[cut:] for line in attempt]
    return "\n".join(lines)
