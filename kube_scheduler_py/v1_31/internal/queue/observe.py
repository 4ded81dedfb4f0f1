"""Watching pods move between the scheduling queue's places, without touching the ported queue.

A pending pod is in activeQ, podBackoffQ or unschedulablePods, or in flight (popped and not yet
handed back or done), or gone (never queued, deleted, or done). The Go queue keeps no such
location: it follows from which structure holds the pod. ObservedPriorityQueue derives the
location of the pods a call may move before and after each call of a ported method, and tells
observers about every change, naming the Go method that caused it (and the cluster event, for
the methods that take one).

In-flight pods are tracked here, not read from the queue: Go records them (inFlightPods) only
with the SchedulerQueueingHints gate on, while this view needs them either way. A pod is in
flight from Pop until Done (which AddUnschedulableIfNotPresent calls too); a pod that is both in
flight and in a queue (without hints, Update can put an in-flight pod into activeQ) is reported
at its queue.

Python-only: nothing here is in Go. ObservedPriorityQueue subclasses PriorityQueue and only wraps
its public methods (and the two flushes, which Run's loops call); the ported logic is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any, TypeVar

from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import (
    Option,
    PreEnqueueCheck,
    PriorityQueue,
    new_queued_pod_info_for_lookup,
    pod_info_key_func,
)

T = TypeVar("T")


class QueueLocation(Enum):
    """Where a pod is, as far as the scheduling queue knows."""

    ActiveQ = "ActiveQ"
    BackoffQ = "BackoffQ"
    Unschedulable = "Unschedulable"
    InFlight = "InFlight"
    Gone = "Gone"


#: Told (pod key "namespace/name", old location, new location, name of the Go method that made
#: the change, the cluster event behind it or None).
QueueObserver = Callable[
    [str, QueueLocation, QueueLocation, str, framework.ClusterEvent | None], None
]


class ObservedPriorityQueue(PriorityQueue):
    """A PriorityQueue that reports every move of a pod to its observers."""

    def __init__(
        self,
        less_fn: framework.LessFunc,
        informer_factory: SharedInformerFactory,
        *opts: Option,
    ) -> None:
        super().__init__(less_fn, informer_factory, *opts)
        self._observers: list[QueueObserver] = []
        # Popped pods not handed back yet: key -> (UID, pod).
        self._in_flight: dict[str, tuple[str, v1.Pod]] = {}
        # Nesting of wrapped calls (AddUnschedulableIfNotPresent calls Done): only the
        # outermost one reports.
        self._depth = 0

    def add_observer(self, callback: QueueObserver) -> None:
        """Call callback(key, old, new, go_method, event) on every move of a pod."""
        self._observers.append(callback)

    def location_of(self, pod: v1.Pod) -> QueueLocation:
        """Where the pod (by namespace and name) is now."""
        key = pod_info_key_func(new_queued_pod_info_for_lookup(pod))
        if self.active_q.get_by_key(key)[1]:
            return QueueLocation.ActiveQ
        if self.pod_backoff_q.get_by_key(key)[1]:
            return QueueLocation.BackoffQ
        if self.unschedulable_pods.get(pod) is not None:
            return QueueLocation.Unschedulable
        if key in self._in_flight:
            return QueueLocation.InFlight
        return QueueLocation.Gone

    def in_flight(self) -> list[v1.Pod]:
        """The pods popped and not yet handed back (by AddUnschedulableIfNotPresent) or done."""
        return [pod for _, pod in self._in_flight.values()]

    def add(self, pod: v1.Pod) -> None:
        self._track("Add", [pod], None, lambda: PriorityQueue.add(self, pod))

    def activate(self, pods: dict[str, v1.Pod]) -> None:
        self._track("Activate", pods.values(), None, lambda: PriorityQueue.activate(self, pods))

    def add_unschedulable_if_not_present(
        self, p_info: framework.QueuedPodInfo, pod_scheduling_cycle: int
    ) -> None:
        self._track(
            "AddUnschedulableIfNotPresent",
            [p_info.pod],
            None,
            lambda: PriorityQueue.add_unschedulable_if_not_present(
                self, p_info, pod_scheduling_cycle
            ),
        )

    async def pop(self) -> framework.QueuedPodInfo | None:
        # Python: no _track here; other calls run while Pop waits, and must still report.
        p_info = await super().pop()
        if p_info is not None:
            self._in_flight[self._key(p_info.pod)] = (p_info.pod.uid, p_info.pod)
            # Pop takes the pod from activeQ.
            self._report("Pop", {self._key(p_info.pod): (p_info.pod, QueueLocation.ActiveQ)}, None)
        return p_info

    def done(self, pod: str) -> None:
        pods = [p for uid, p in self._in_flight.values() if uid == pod]

        def call() -> None:
            PriorityQueue.done(self, pod)
            for p in pods:
                self._in_flight.pop(self._key(p), None)

        self._track("Done", pods, None, call)

    def update(self, old_pod: v1.Pod | None, new_pod: v1.Pod) -> None:
        self._track("Update", [new_pod], None, lambda: PriorityQueue.update(self, old_pod, new_pod))

    def delete(self, pod: v1.Pod) -> None:
        self._track("Delete", [pod], None, lambda: PriorityQueue.delete(self, pod))

    def move_all_to_active_or_backoff_queue(
        self,
        event: framework.ClusterEvent,
        old_obj: Any,
        new_obj: Any,
        pre_check: PreEnqueueCheck | None,
    ) -> None:
        self._track(
            "MoveAllToActiveOrBackoffQueue",
            self._unschedulable(),
            event,
            lambda: PriorityQueue.move_all_to_active_or_backoff_queue(
                self, event, old_obj, new_obj, pre_check
            ),
        )

    def assigned_pod_added(self, pod: v1.Pod) -> None:
        self._track(
            "AssignedPodAdded",
            self._unschedulable(),
            framework.AssignedPodAdd,
            lambda: PriorityQueue.assigned_pod_added(self, pod),
        )

    def assigned_pod_updated(
        self, old_pod: v1.Pod, new_pod: v1.Pod, event: framework.ClusterEvent
    ) -> None:
        self._track(
            "AssignedPodUpdated",
            self._unschedulable(),
            event,
            lambda: PriorityQueue.assigned_pod_updated(self, old_pod, new_pod, event),
        )

    def flush_backoff_q_completed(self) -> None:
        self._track(
            "flushBackoffQCompleted",
            [p.pod for p in self.pod_backoff_q.list()],
            None,
            lambda: PriorityQueue.flush_backoff_q_completed(self),
        )

    def flush_unschedulable_pods_leftover(self) -> None:
        self._track(
            "flushUnschedulablePodsLeftover",
            self._unschedulable(),
            framework.UnschedulableTimeout,
            lambda: PriorityQueue.flush_unschedulable_pods_leftover(self),
        )

    def _unschedulable(self) -> list[v1.Pod]:
        """The pods in unschedulablePods (the only ones the move methods can move)."""
        return [p.pod for p in self.unschedulable_pods.pod_info_map.values()]

    @staticmethod
    def _key(pod: v1.Pod) -> str:
        return pod_info_key_func(new_queued_pod_info_for_lookup(pod))

    def _track(
        self,
        method: str,
        pods: Iterable[v1.Pod],
        event: framework.ClusterEvent | None,
        call: Callable[[], T],
    ) -> T:
        """Run call and report the moves of the given pods (only for the outermost call)."""
        if self._depth > 0:
            return call()
        before = {self._key(pod): (pod, self.location_of(pod)) for pod in pods}
        self._depth += 1
        try:
            return call()
        finally:
            self._depth -= 1
            self._report(method, before, event)

    def _report(
        self,
        method: str,
        before: dict[str, tuple[v1.Pod, QueueLocation]],
        event: framework.ClusterEvent | None,
    ) -> None:
        for key, (pod, old) in before.items():
            new = self.location_of(pod)
            if new != old:
                for observer in self._observers:
                    observer(key, old, new, method, event)


def new_observed_priority_queue(
    less_fn: framework.LessFunc, informer_factory: SharedInformerFactory, *opts: Option
) -> ObservedPriorityQueue:
    """Like new_priority_queue: an ObservedPriorityQueue."""
    return ObservedPriorityQueue(less_fn, informer_factory, *opts)
