"""Scheduler-wide helpers: pod naming, pod importance for preemption, the API calls preemption
makes (status patches, deletes), resource kinds, As.

# Python: Go's ctx parameters are dropped. The clientset is typed Any: its port (the in-memory
# API server's client) lives outside the scheduler packages; these helpers call
# `cs.core_v1().pods(namespace).patch_status(name, old_status, new_status)` and `.delete(name)`.
"""

from __future__ import annotations

import copy
import weakref
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, Protocol, TypeVar

from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.v1_31.api.client_go.tools.cache.delta_fifo import DeletedFinalStateUnknown
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1.helper import helpers as v1helper
from kube_scheduler_py.v1_31.api.errors import StatusError
from kube_scheduler_py.v1_31.api.util.errors.errors import Aggregate, new_aggregate

T = TypeVar("T")


class _Victims(Protocol):
    """What get_earliest_pod_start_time reads of an extender Victims: its pods.

    Python-only: the part of a Go interface that this code calls.
    """

    @property
    def pods(self) -> list[v1.Pod]: ...


class AsError(TypeError):
    """as_ was given an object of the wrong type.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def get_pod_full_name(pod: v1.Pod) -> str:
    """A name unique across namespaces: `<name>_<namespace>` (pod names cannot hold `_`).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L42-L46
    """
    return pod.name + "_" + pod.namespace


def get_pod_start_time(pod: v1.Pod, clock: PassiveClock) -> datetime:
    """When the pod started, or now if it has not started yet (assumed or just-bound pods).

    # Python: Go reads the wall clock here, and every read is a little later than the one
    # before: of two pods without a start time, the one asked about first looks older. The
    # injected clock stands still within a cycle, so each read is made one microsecond later
    # than the previous read of the same clock.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L50-L56
    """
    if pod.status.start_time is not None:
        return pod.status.start_time
    return _fresh_now(clock)


_LAST_READS: weakref.WeakKeyDictionary[PassiveClock, datetime] = weakref.WeakKeyDictionary()


def _fresh_now(clock: PassiveClock) -> datetime:
    """The clock's now, but always later than the previous _fresh_now of the same clock."""
    now = clock.now()
    last = _LAST_READS.get(clock)
    if last is not None and now <= last:
        now = last + timedelta(microseconds=1)
    _LAST_READS[clock] = now
    return now


def get_earliest_pod_start_time(victims: _Victims, clock: PassiveClock) -> datetime | None:
    """The earliest start time among the victims that have the highest priority.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L60-L82
    """
    if len(victims.pods) == 0:
        # Python: Go logs an error here (it should not happen); this port does not log.
        return None

    earliest_pod_start_time = get_pod_start_time(victims.pods[0], clock)
    max_priority = corev1helpers.pod_priority(victims.pods[0])

    for pod in victims.pods:
        pod_priority = corev1helpers.pod_priority(pod)
        if pod_priority == max_priority:
            pod_start_time = get_pod_start_time(pod, clock)
            if pod_start_time < earliest_pod_start_time:
                earliest_pod_start_time = pod_start_time
        elif pod_priority > max_priority:
            max_priority = pod_priority
            earliest_pod_start_time = get_pod_start_time(pod, clock)

    return earliest_pod_start_time


def more_important_pod(pod1: v1.Pod, pod2: v1.Pod, clock: PassiveClock) -> bool:
    """Whether pod1 is more important than pod2: higher priority, or equal priority and
    started earlier.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L88-L95
    """
    p1 = corev1helpers.pod_priority(pod1)
    p2 = corev1helpers.pod_priority(pod2)
    if p1 != p2:
        return p1 > p2
    return get_pod_start_time(pod1, clock) < get_pod_start_time(pod2, clock)


#: How often a retriable API call is tried (the Steps of client-go's retry.DefaultBackoff).
_DEFAULT_BACKOFF_STEPS = 4


def retriable(err: BaseException) -> bool:
    """Whether an API error is worth retrying: an internal error, an unavailable service or a
    refused connection.

    # Python: api.errors has no IsInternalError/IsServiceUnavailable, so their checks (reason,
    # or a bare HTTP code 500/503) are done here; a refused connection is a
    # ConnectionRefusedError anywhere in the __cause__ chain.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L98-L101
    """
    cause: BaseException | None = err
    while cause is not None:
        if isinstance(cause, StatusError):
            if cause.reason in ("InternalError", "ServiceUnavailable"):
                return True
            return cause.reason == "" and cause.code in (500, 503)
        if isinstance(cause, ConnectionRefusedError):
            return True
        cause = cause.__cause__
    return False


def _on_error(
    steps: int, is_retriable: Callable[[BaseException], bool], fn: Callable[[], None]
) -> None:
    """Call fn up to `steps` times while it raises a retriable error; re-raise the last one.

    # Python: client-go's retry.OnError; the backoff sleeps between attempts are left out, as
    # nothing here waits on the wall clock.
    """
    last_err: BaseException | None = None
    for _ in range(steps):
        try:
            fn()
            return
        except Exception as err:
            if not is_retriable(err):
                raise
            last_err = err
    assert last_err is not None
    raise last_err


def patch_pod_status(cs: Any, old: v1.Pod, new_status: v1.PodStatus | None) -> None:
    """Send the change from old's status to new_status to the API server as a status patch,
    retrying retriable errors; nothing is sent when the status did not change.

    # Python: Go computes the two-way strategic merge patch here; the clientset's patch_status
    # takes the old and new status and computes it. An empty patch means equal statuses.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L105-L134
    """
    if new_status is None:
        return

    if old.status == new_status:
        return

    def patch_fn() -> None:
        cs.core_v1().pods(old.namespace).patch_status(old.name, old.status, new_status)

    _on_error(_DEFAULT_BACKOFF_STEPS, retriable, patch_fn)


def delete_pod(cs: Any, pod: v1.Pod) -> None:
    """Delete the pod through the API server; raises what the API server answers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L137-L139
    """
    cs.core_v1().pods(pod.namespace).delete(pod.name)


def clear_nominated_node_name(cs: Any, *pods: v1.Pod) -> None:
    """Patch status.nominatedNodeName of each pod to ""; pods without one are skipped.

    Raises an Aggregate of the failed patches, after trying every pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L143-L156
    """
    errs: list[Exception | None] = []
    for p in pods:
        if len(p.status.nominated_node_name) == 0:
            continue
        pod_status_copy = copy.deepcopy(p.status)
        pod_status_copy.nominated_node_name = ""
        try:
            patch_pod_status(cs, p, pod_status_copy)
        except Exception as err:
            errs.append(err)
    agg: Aggregate | None = new_aggregate(errs)
    if agg is not None:
        raise agg


def is_scalar_resource_name(name: str) -> bool:
    """Whether the resource is tracked as a scalar resource: extended, huge pages, prefixed
    native or attachable volumes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L159-L162
    """
    return (
        v1helper.is_extended_resource_name(name)
        or v1helper.is_huge_page_resource_name(name)
        or v1helper.is_prefixed_native_resource(name)
        or v1helper.is_attachable_volume_resource_name(name)
    )


def as_(t: type[T], old_obj: object, new_obj: object) -> tuple[T | None, T | None]:
    """Check that the old and new objects of an event are both of type t and return them.

    None stays None; an old object wrapped in DeletedFinalStateUnknown is unwrapped first.
    Raises AsError when an object has another type.

    # Python: Go's type parameter T becomes the argument t (named `as_` since `as` is a
    # keyword); error messages name the Python classes, e.g. "expected Pod, but got Node".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L169-L190
    """
    old_typed: T | None = None
    new_typed: T | None = None
    if new_obj is not None:
        if not isinstance(new_obj, t):
            raise AsError(f"expected {t.__name__}, but got {type(new_obj).__name__}")
        new_typed = new_obj

    if old_obj is not None:
        if isinstance(old_obj, DeletedFinalStateUnknown):
            old_obj = old_obj.obj
        if not isinstance(old_obj, t):
            raise AsError(f"expected {t.__name__}, but got {type(old_obj).__name__}")
        old_typed = old_obj
    return old_typed, new_typed
