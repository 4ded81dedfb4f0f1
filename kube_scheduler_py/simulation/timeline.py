"""Timed writes: scenario objects applied or deleted at a virtual time during the run.

A scenario file is static: every object exists from the start. Two annotations make an
object a write that happens later (docs/simulate.md, "Timed writes"), so that what moves pods
during a run in a real cluster (a scheduling gate removed, a pod relabelled, a node added or
untainted, a pod deleted, a claim or a volume or a storage class appearing) can be put in a
file that both this port and tools/oracle read:

- ``simulate.kube-scheduler-py.io/at: "5s"`` — the object is written 5 s after the run's
  start: created if absent, else it replaces the stored one (a pod: its labels, annotations
  and schedulingGates; any other object: metadata and spec, its status staying).
- ``simulate.kube-scheduler-py.io/delete-at: "9s"`` — the object is deleted then.

tools/oracle implements the same rules in cmd/oracle/timeline.go.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.apiserver.server import RESOURCES, APIServer, InvalidError, StatusError
from kube_scheduler_py.apiserver.update_validation import validate_update
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.gotime import DurationError, parse_duration
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import new_invalid
from kube_scheduler_py.v1_31.api.util.validation.field.errors import go_quote

__all__ = [
    "AT",
    "DELETE_AT",
    "TimedWrite",
    "check_annotations",
    "check_replacement",
    "plan",
    "schedule",
]

AT = "simulate.kube-scheduler-py.io/at"
DELETE_AT = "simulate.kube-scheduler-py.io/delete-at"

#: The kinds a timed write may not name. The scheduler never watches PriorityClasses: the
#: Priority admission plugin reads them when a pod is created, and every pod is admitted before
#: the run (so a class created later would already have been found).
UNTIMED_KINDS = ("PriorityClass",)


def _field(key: str) -> str:
    return f"metadata.annotations[{key}]"


def _parse(annotations: dict[str, str], key: str, kind: str) -> timedelta | None:
    """The annotation's duration, or None if absent; ValueError names the field."""
    value = annotations.get(key)
    if value is None:
        return None
    prefix = f"{_field(key)}: Invalid value: {go_quote(value)}"
    if kind in UNTIMED_KINDS:
        raise ValueError(f"{prefix}: {kind} objects cannot be written during a run")
    try:
        d = parse_duration(value)
    except DurationError as err:
        raise ValueError(f"{prefix}: {err}") from err
    if d < timedelta(0):
        raise ValueError(f"{prefix}: must not be negative")
    return d


def check_annotations(obj: Any, kind: str) -> str | None:
    """The loader's check of an object's timing annotations: the complaint, or None."""
    annotations = obj.metadata.annotations or {}
    try:
        at = _parse(annotations, AT, kind)
        delete_at = _parse(annotations, DELETE_AT, kind)
    except ValueError as err:
        return str(err)
    if at is not None and delete_at is not None and delete_at < at:
        return (
            f"{_field(DELETE_AT)}: Invalid value: {go_quote(annotations[DELETE_AT])}: "
            f"must not be earlier than {AT}"
        )
    return None


def added_gate(created: v1.Pod, replacement: v1.Pod) -> str | None:
    """The apiserver's complaint about a pod replacement that adds a scheduling gate (a
    created pod's gates may only be removed), or None."""
    old = {gate.name for gate in created.spec.scheduling_gates or []}
    for index, gate in enumerate(replacement.spec.scheduling_gates or []):
        if gate.name not in old:
            return (
                f"spec.schedulingGates[{index}].name: Forbidden: only deletion is allowed, "
                f"but found new scheduling gate '{gate.name}'"
            )
    return None


def is_timed(obj: Any) -> bool:
    """Whether a loaded document is a timed write (a duplicate name is allowed then)."""
    annotations = obj.metadata.annotations or {}
    return AT in annotations or DELETE_AT in annotations


@dataclass(slots=True)
class TimedWrite:
    """One write of the timeline: apply obj (create or replace) or delete it, at `at`.

    replaces is the object as the previous document of the same name wrote it (None for the
    first document of a name, and for deletions): a replacement is validated against it.
    """

    at: timedelta
    obj: Any
    delete: bool
    replaces: Any = None


def _key(obj: Any) -> tuple[str, str, str]:
    return (type(obj).__name__, obj.metadata.namespace or "", obj.metadata.name)


def plan(objects: Sequence[Any]) -> tuple[list[Any], list[Any], list[TimedWrite]]:
    """Split the scenario: the objects created at the start, every document's object as it
    is written (in input order, for validation), and the timed writes in the order they
    happen (by time, then input order)."""
    initial: list[Any] = []
    stripped: list[Any] = []
    writes: list[TimedWrite] = []
    written: dict[tuple[str, str, str], Any] = {}  # the last document that wrote each name
    deleted: dict[tuple[str, str, str], timedelta] = {}  # when an earlier one deletes it
    for obj in objects:
        annotations = obj.metadata.annotations or {}
        kind, key = type(obj).__name__, _key(obj)
        at, delete_at = _parse(annotations, AT, kind), _parse(annotations, DELETE_AT, kind)
        clean = _as_written(obj)
        stripped.append(clean)
        if at is not None:
            # It replaces the last document of its name, unless that is deleted by then.
            gone = deleted.pop(key, None)
            replaces = written.get(key) if gone is None or gone > at else None
            writes.append(TimedWrite(at, clean, delete=False, replaces=replaces))
            written[key] = clean
        elif key not in written:
            initial.append(clean)
            written[key] = clean
        if delete_at is not None:
            writes.append(TimedWrite(delete_at, clean, delete=True))
            deleted[key] = delete_at
    writes.sort(key=lambda w: w.at)  # stable: input order among equal times
    return initial, stripped, writes


def check_replacement(server: APIServer, new: Any, old: Any) -> None:
    """Refuse, as the apiserver's update would, a replacement of old by new (InvalidError):
    the immutable fields of apiserver/update_validation.py, when the server validates at all.
    Pods and Nodes keep their own rules (added_gate; a node's replacement is not checked)."""
    if not server.validate:
        return
    errors = validate_update(new, old)
    if errors:
        qualified_kind = RESOURCES[type(new)].qualified_kind()
        raise InvalidError(new_invalid(qualified_kind, new.metadata.name, errors))


def _as_written(obj: Any) -> Any:
    """The document as simulate writes it (docs/simulate.md, "Timed writes"): without its
    timing annotations, and without the fields only a server sets, which a cluster dump
    carries: its resourceVersion (a create that carries one is refused; a replacement without
    one is an unconditional update) and its uid (a create assigns one; an update keeps the
    stored one)."""
    meta = obj.metadata
    if not is_timed(obj) and not meta.uid and not meta.resource_version:
        return obj
    clean = deep_copy(obj)
    clean.metadata.uid = ""
    clean.metadata.resource_version = ""
    if is_timed(obj):
        # Python: the loader's "no annotations" is an empty dict (Go's JSON round trip makes
        # both nil), so an emptied one stays a dict: the scheduler compares a node's annotations.
        timing = (AT, DELETE_AT)
        clean.metadata.annotations = {
            k: v for k, v in clean.metadata.annotations.items() if k not in timing
        }
    return clean


def schedule(
    writes: Sequence[TimedWrite],
    server: APIServer,
    clock: FakeClock,
    start: datetime,
    on_write: Callable[[], None],
) -> Callable[[], int]:
    """Register each write on the clock, at start + its time; the writes run inside the
    clock's step, before the tasks woken at the same instant. Returns how many are pending."""
    pending = [len(writes)]

    def firing(write: TimedWrite) -> Callable[[], None]:
        def fire() -> None:
            _apply(server, write)
            pending[0] -= 1
            on_write()

        return fire

    for write in writes:
        clock.after_func(start + write.at - clock.now(), firing(write))
    return lambda: pending[0]


def _apply(server: APIServer, write: TimedWrite) -> None:
    cls, namespace, name = type(write.obj), write.obj.metadata.namespace, write.obj.metadata.name
    try:
        stored = server.get(cls, namespace, name)
    except StatusError:
        stored = None
    if write.delete:
        if stored is not None:  # gone already (a preemption victim): nothing to delete
            server.delete(cls, namespace, name)
    elif stored is None:
        server.create(write.obj)
    elif isinstance(stored, v1.Pod):
        # A created pod's labels and annotations may change; its spec may not, but for
        # removing scheduling gates (docs/simulate.md, "Timed writes", says what is left out).
        stored.metadata.labels = deep_copy(write.obj.metadata.labels)
        stored.metadata.annotations = deep_copy(write.obj.metadata.annotations)
        stored.spec.scheduling_gates = deep_copy(write.obj.spec.scheduling_gates)
        server.update(stored)
    else:
        new = deep_copy(write.obj)
        new.metadata.creation_timestamp = stored.metadata.creation_timestamp
        server.update(new)
