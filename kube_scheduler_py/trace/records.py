"""The records of a trace, and the Trace that holds them in the order they happened.

Every record has a sequence number, the virtual time (seconds since the virtual clock's
epoch), the pod it is about (`namespace/name`, empty when none) and the permalink of the Go
function that was running (see golinks.py). The record types:

- `SchedulingStep`: a boundary of a scheduling cycle (popped, SchedulePod, PostFilter, Assume,
  Reserve, Unreserve, Permit, the end of the cycle, handleSchedulingFailure);
- `BindingStep`: a step of a binding cycle (WaitOnPermit, PreBind, Bind, FinishBinding,
  PostBind, the end of the cycle, handleBindingCycleError);
- `PluginCall`: one plugin at one extension point, with what it returned;
- `CycleStateAccess`: a read, write, delete or clone of a CycleState, with a readable view of
  the value;
- `CacheTransition`: a pod moving in the cache's state machine (Initial, Assumed, Added,
  Deleted, Expired);
- `QueueMove`: a pod moving between the scheduling queue's places (ActiveQ, BackoffQ,
  Unschedulable, InFlight, Gone).

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py.v1_31.api.core import v1

__all__ = [
    "RECORD_TYPES",
    "BindingStep",
    "CacheTransition",
    "CycleStateAccess",
    "PluginCall",
    "QueueMove",
    "SchedulingStep",
    "Trace",
    "TraceRecord",
]


@dataclass(slots=True)
class TraceRecord:
    """What every record carries: its place in the trace, when, about which pod, which Go code."""

    seq: int
    time: float
    pod: str
    go: str


@dataclass(slots=True)
class SchedulingStep(TraceRecord):
    """A step of a scheduling cycle, recorded when it returns (the failure handler: when it is
    called, with the status it handles)."""

    step: str
    node: str = ""
    code: str = ""
    message: str = ""
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class BindingStep(TraceRecord):
    """A step of a binding cycle, recorded when it returns (handleBindingCycleError: when it is
    called); duration is the virtual time the step took, when it took any."""

    step: str
    node: str = ""
    code: str = ""
    message: str = ""
    duration: str | None = None


@dataclass(slots=True)
class PluginCall(TraceRecord):
    """One plugin run at one extension point: the status it returned (code and message), the
    node it ran for (if any), its score (Score) or the normalized scores per node
    (NormalizeScore), other results in detail, and the plugin's own Go method."""

    extension_point: str
    plugin: str
    node: str = ""
    code: str = ""
    message: str = ""
    score: int | None = None
    scores: dict[str, int] | None = None
    detail: dict[str, Any] = field(default_factory=dict)
    duration: str | None = None
    plugin_go: str = ""


@dataclass(slots=True)
class CycleStateAccess(TraceRecord):
    """An access to a CycleState: op is Read, Write, Delete, Clone, SkipFilterPlugins or
    SkipScorePlugins; state numbers the CycleState objects of the run (a clone gets its own
    number, given in clone). value is a readable view of the value read, written, deleted or
    set (for Clone: the keys copied); found is False for a Read or Delete of a missing key."""

    op: str
    state: int
    key: str = ""
    value: Any = None
    found: bool = True
    clone: int | None = None


@dataclass(slots=True)
class CacheTransition(TraceRecord):
    """A pod's move in the cache's state machine, caused by the Go cache method `method`."""

    old: str
    new: str
    method: str
    node: str = ""


@dataclass(slots=True)
class QueueMove(TraceRecord):
    """A pod's move between the queue's places, caused by the Go queue method `method`; event
    is the cluster event behind it (its label), empty when none."""

    old: str
    new: str
    method: str
    event: str = ""


#: Every record type by its name, the `kind` of its JSON form.
RECORD_TYPES: dict[str, type[TraceRecord]] = {
    cls.__name__: cls
    for cls in (
        SchedulingStep,
        BindingStep,
        PluginCall,
        CycleStateAccess,
        CacheTransition,
        QueueMove,
    )
}


def _pod_key(pod: str | v1.Pod) -> str:
    if isinstance(pod, str):
        return pod
    return f"{pod.metadata.namespace}/{pod.metadata.name}"


@dataclass(slots=True)
class Trace:
    """The records of one simulation run, in the order they happened."""

    records: list[TraceRecord] = field(default_factory=list)

    def __iter__(self) -> Iterator[TraceRecord]:
        return iter(self.records)

    def __len__(self) -> int:
        return len(self.records)

    def records_for(self, pod: str | v1.Pod) -> list[TraceRecord]:
        """The records about one pod (given as `namespace/name` or as the Pod)."""
        key = _pod_key(pod)
        return [record for record in self.records if record.pod == key]

    def filter(self, kind: str | type[TraceRecord]) -> list[TraceRecord]:
        """The records of one type (given as the class or its name)."""
        cls = RECORD_TYPES[kind] if isinstance(kind, str) else kind
        return [record for record in self.records if isinstance(record, cls)]

    def to_json(self) -> str:
        """A JSON array with one record per line; each record's `kind` names its type."""
        lines = [json.dumps(_record_to_dict(record), ensure_ascii=False) for record in self]
        if not lines:
            return "[]\n"
        return "[\n" + ",\n".join(lines) + "\n]\n"

    @classmethod
    def from_json(cls, text: str) -> Trace:
        """The trace that to_json wrote."""
        records: list[TraceRecord] = []
        for item in json.loads(text):
            record_type = RECORD_TYPES[item.pop("kind")]
            records.append(record_type(**item))
        return cls(records)


def _record_to_dict(record: TraceRecord) -> dict[str, Any]:
    values = {f.name: getattr(record, f.name) for f in dataclasses.fields(record)}
    return {"kind": type(record).__name__, **values}
