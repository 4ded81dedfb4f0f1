"""Scheduler-wide helpers: pod naming, pod importance for preemption, resource kinds, As.

# Python: Retriable, PatchPodStatus, DeletePod and ClearNominatedNodeName talk to the API
# server; they belong with the scheduler's API client and are not ported here.
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol, TypeVar

from kube_scheduler_py.api.client_go.tools.cache.delta_fifo import DeletedFinalStateUnknown
from kube_scheduler_py.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.api.core import v1
from kube_scheduler_py.api.core.v1.helper import helpers as v1helper
from kube_scheduler_py.clock import PassiveClock

T = TypeVar("T")


class _Victims(Protocol):
    """What get_earliest_pod_start_time reads of an extender Victims: its pods."""

    @property
    def pods(self) -> list[v1.Pod]: ...


class AsError(TypeError):
    """as_ was given an object of the wrong type."""


def get_pod_full_name(pod: v1.Pod) -> str:
    """A name unique across namespaces: `<name>_<namespace>` (pod names cannot hold `_`).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L42-L46
    """
    return pod.name + "_" + pod.namespace


def get_pod_start_time(pod: v1.Pod, clock: PassiveClock) -> datetime:
    """When the pod started, or now if it has not started yet (assumed or just-bound pods).

    # Python: "now" comes from the injected clock instead of the wall clock.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/utils.go#L50-L56
    """
    if pod.status.start_time is not None:
        return pod.status.start_time
    return clock.now()


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
