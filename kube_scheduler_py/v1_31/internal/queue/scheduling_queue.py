"""The scheduling queue: where pods wait until the scheduler picks them.

PriorityQueue keeps every pending pod in exactly one of three places:

- activeQ, a heap ordered by the profile's QueueSort plugin, from which Pop takes the next pod;
- podBackoffQ, a heap ordered by the time each pod's backoff ends; a flush loop moves pods whose
  backoff has ended to activeQ;
- unschedulablePods, a map of pods that failed and wait for a cluster event (or a timeout) that
  may make them schedulable.

A popped pod is "in flight" until the scheduler calls Done or hands it back through
AddUnschedulableIfNotPresent. With the SchedulerQueueingHints feature gate on, the queue also
records the cluster events that happen while pods are in flight, so that a pod that failed can
be requeued at once if one of those events may have helped it.

# Python: Go guards the queue with three locks (lock, activeQLock, nominator.nLock); the port
# runs on one asyncio thread and only Pop awaits, so every other method runs without
# interleaving and the locks are left out. Go's sync.Cond is `_Cond` below.
# Python: Go's `klog.Logger` parameters are dropped with the log lines they wrote. Metrics are
# not ported: the metrics recorder (WithMetricsRecorder), the incoming-pods counters, the
# pending-pods gauges, queueingHintToLabel and the `preEnqueue` extension-point label.
# Python: Go ranges over its maps (unschedulablePods, the hint maps, Activate's pods) in random
# order; the port goes in insertion order.
# Python: a Go method and an unexported one that share a snake_case name (Activate and activate,
# Done and done, MoveAllToActiveOrBackoffQueue and moveAllToActiveOrBackoffQueue) are told apart
# by a leading underscore on the unexported one; the field schedulingCycle is
# `scheduling_cycle_` because the method SchedulingCycle is `scheduling_cycle`.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import dataclasses
from abc import abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import IntEnum
from typing import Any, cast

from kube_scheduler_py import gorand
from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.clock import Clock, Timer, new_fake_clock
from kube_scheduler_py.v1_31 import features, framework
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import (
    PodLister,
)
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.util.errors.errors import Aggregate
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import (
    namespace_lister as interpodaffinity,
)
from kube_scheduler_py.v1_31.framework.plugins.names import names
from kube_scheduler_py.v1_31.internal.heap import heap
from kube_scheduler_py.v1_31.internal.heap.heap import HeapError, MetricRecorder
from kube_scheduler_py.v1_31.util import utils as util

# How long a pod may stay in unschedulablePods before the leftover flush moves it on.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L66
DefaultPodMaxInUnschedulablePodsDuration = timedelta(minutes=5)
# The names of the queues, as requeuePodViaQueueingHint reports where a pod went.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L68-L70
activeQ = "Active"
backoffQ = "Backoff"
unschedulablePods = "Unschedulable"

# The backoff of a pod that failed once, and the longest backoff (it doubles per attempt).
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L79
DefaultPodInitialBackoffDuration = timedelta(seconds=1)
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L83
DefaultPodMaxBackoffDuration = timedelta(seconds=10)

# Decides whether MoveAllToActiveOrBackoffQueue considers a pod at all.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L89-L89
PreEnqueueCheck = Callable[[v1.Pod], bool]

# The summary PendingPods returns next to the pods: the sizes of the three queues.
# Python: Go's "%v" verbs are "{}" here.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1376-L1376
pendingPodsSummary = "activeQ:{}; backoffQ:{}; unschedulablePods:{}"


class SchedulingQueueError(Exception):
    """An error the scheduling queue returns (a pod already queued, a failed heap insert).

    # Python-only: Go returns fmt.Errorf values; this is their exception type.
    """


class SchedulingQueue(framework.PodNominator):
    """What the scheduler needs of a queue of pods waiting to be scheduled.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L94-L131
    """

    @abstractmethod
    def add(self, pod: v1.Pod) -> None:
        """Queue a newly created pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L96-L96
        """

    @abstractmethod
    def activate(self, pods: dict[str, v1.Pod]) -> None:
        """Move the given pods to activeQ if they wait in unschedulablePods or backoffQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L100-L100
        """

    @abstractmethod
    def add_unschedulable_if_not_present(
        self, p_info: framework.QueuedPodInfo, pod_scheduling_cycle: int
    ) -> None:
        """Hand back a pod whose scheduling attempt failed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L104-L104
        """

    @abstractmethod
    def scheduling_cycle(self) -> int:
        """The number of pods popped so far.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L108-L108
        """

    @abstractmethod
    async def pop(self) -> framework.QueuedPodInfo | None:
        """Take the head of activeQ, waiting while it is empty; None once the queue is closed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L111-L111
        """

    @abstractmethod
    def done(self, pod: str) -> None:
        """Mark the popped pod with this UID as no longer being scheduled.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L114-L114
        """

    @abstractmethod
    def update(self, old_pod: v1.Pod | None, new_pod: v1.Pod) -> None:
        """React to an update of a pending pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L115-L115
        """

    @abstractmethod
    def delete(self, pod: v1.Pod) -> None:
        """Forget a deleted pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L116-L116
        """

    @abstractmethod
    def move_all_to_active_or_backoff_queue(
        self,
        event: framework.ClusterEvent,
        old_obj: Any,
        new_obj: Any,
        pre_check: PreEnqueueCheck | None,
    ) -> None:
        """Requeue the unschedulable pods the event may help.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L121-L121
        """

    @abstractmethod
    def assigned_pod_added(self, pod: v1.Pod) -> None:
        """React to a pod bound to a node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L122-L122
        """

    @abstractmethod
    def assigned_pod_updated(
        self, old_pod: v1.Pod, new_pod: v1.Pod, event: framework.ClusterEvent
    ) -> None:
        """React to an update of a bound pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L123-L123
        """

    @abstractmethod
    def pending_pods(self) -> tuple[list[v1.Pod], str]:
        """All queued pods and a summary of the queue sizes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L124-L124
        """

    @abstractmethod
    def pods_in_active_q(self) -> list[v1.Pod]:
        """The pods in activeQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L125-L125
        """

    @abstractmethod
    def close(self) -> None:
        """Stop the queue: waiting Pops return None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L128-L128
        """

    @abstractmethod
    def run(self) -> None:
        """Start the loops that flush backoffQ and the unschedulable leftovers.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L130-L130
        """


def new_scheduling_queue(
    less_fn: framework.LessFunc, informer_factory: SharedInformerFactory, *opts: Option
) -> SchedulingQueue:
    """A new PriorityQueue as the scheduler's SchedulingQueue.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L134-L139
    """
    return new_priority_queue(less_fn, informer_factory, *opts)


def nominated_node_name(pod: v1.Pod) -> str:
    """The node the pod is nominated to, as recorded in its status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L142-L144
    """
    return pod.status.nominated_node_name


@dataclass(slots=True)
class QueueingHintFunction:
    """A plugin's queueing hint function together with the plugin's name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L253-L256
    """

    plugin_name: str
    queueing_hint_fn: framework.QueueingHintFn


@dataclass(slots=True)
class clusterEvent:
    """A cluster event and the objects it is about, as kept while pods are in flight.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L259-L265
    """

    event: framework.ClusterEvent
    old_obj: Any = None
    new_obj: Any = None


# Per event, the hint functions registered for it.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L321-L321
QueueingHintMap = dict[framework.ClusterEvent, list[QueueingHintFunction]]

# Per profile (scheduler name), its QueueingHintMap.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L318-L318
QueueingHintMapPerProfile = dict[str, QueueingHintMap]


@dataclass(slots=True)
class priorityQueueOptions:
    """What the Options set before a PriorityQueue is built.

    # Python: metricsRecorder is left out (no metrics); clock None means a fresh virtual clock.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L267-L277
    """

    clock: Clock | None = None
    pod_initial_backoff_duration: timedelta = timedelta(0)
    pod_max_backoff_duration: timedelta = timedelta(0)
    pod_max_in_unschedulable_pods_duration: timedelta = timedelta(0)
    pod_lister: PodLister | None = None
    plugin_metrics_sample_percent: int = 0
    # Python: the random source Go's global math/rand functions stand for (with_rand).
    rng: gorand.Rand | None = None
    pre_enqueue_plugin_map: dict[str, list[framework.PreEnqueuePlugin]] = field(
        default_factory=dict
    )
    queueing_hint_map: QueueingHintMapPerProfile = field(default_factory=dict)


# Sets one field of priorityQueueOptions.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L280-L280
Option = Callable[[priorityQueueOptions], None]


def with_clock(clock: Clock) -> Option:
    """Set the clock the queue reads time from and waits on.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L283-L287
    """

    def opt(o: priorityQueueOptions) -> None:
        o.clock = clock

    return opt


def with_pod_initial_backoff_duration(duration: timedelta) -> Option:
    """Set the backoff after a pod's first failed attempt.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L290-L294
    """

    def opt(o: priorityQueueOptions) -> None:
        o.pod_initial_backoff_duration = duration

    return opt


def with_pod_max_backoff_duration(duration: timedelta) -> Option:
    """Set the longest backoff a pod can get.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L297-L301
    """

    def opt(o: priorityQueueOptions) -> None:
        o.pod_max_backoff_duration = duration

    return opt


def with_pod_lister(pl: PodLister) -> Option:
    """Set the pod lister the nominator checks pods against.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L304-L308
    """

    def opt(o: priorityQueueOptions) -> None:
        o.pod_lister = pl

    return opt


def with_pod_max_in_unschedulable_pods_duration(duration: timedelta) -> Option:
    """Set how long a pod may stay in unschedulablePods before it is flushed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L311-L315
    """

    def opt(o: priorityQueueOptions) -> None:
        o.pod_max_in_unschedulable_pods_duration = duration

    return opt


def with_queueing_hint_map_per_profile(m: QueueingHintMapPerProfile) -> Option:
    """Set the queueing hint functions of every profile.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L324-L328
    """

    def opt(o: priorityQueueOptions) -> None:
        o.queueing_hint_map = m

    return opt


def with_pre_enqueue_plugin_map(m: dict[str, list[framework.PreEnqueuePlugin]]) -> Option:
    """Set the PreEnqueue plugins of every profile.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L331-L335
    """

    def opt(o: priorityQueueOptions) -> None:
        o.pre_enqueue_plugin_map = m

    return opt


def with_plugin_metrics_sample_percent(percent: int) -> Option:
    """Set the share of PreEnqueue runs whose duration is recorded.

    # Python: kept for the option's sake; plugin metrics are not ported.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L345-L349
    """

    def opt(o: priorityQueueOptions) -> None:
        o.plugin_metrics_sample_percent = percent

    return opt


def with_rand(rng: gorand.Rand) -> Option:
    """Set the random source the queue draws from.

    Python-only: Go's queue draws from the process-wide math/rand source (deciding whether
    to time a PreEnqueue run for the metrics); the port's draws come from the scheduler's rng,
    so that they advance it as Go's draws advance Go's source.
    """

    def opt(o: priorityQueueOptions) -> None:
        o.rng = rng

    return opt


# The options of a queue that no Option changed.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L351-L356
defaultPriorityQueueOptions = priorityQueueOptions(
    pod_initial_backoff_duration=DefaultPodInitialBackoffDuration,
    pod_max_backoff_duration=DefaultPodMaxBackoffDuration,
    pod_max_in_unschedulable_pods_duration=DefaultPodMaxInUnschedulablePodsDuration,
)


def new_queued_pod_info_for_lookup(pod: v1.Pod, *plugins: str) -> framework.QueuedPodInfo:
    """A bare QueuedPodInfo to look a pod up in the queues (no parsed affinity terms).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L362-L369
    """
    return framework.QueuedPodInfo(
        pod_info=framework.PodInfo(pod=pod),
        unschedulable_plugins=set(plugins),
    )


def new_priority_queue(
    less_fn: framework.LessFunc, informer_factory: SharedInformerFactory, *opts: Option
) -> PriorityQueue:
    """A new PriorityQueue whose activeQ is ordered by less_fn.

    # Python: the building itself is PriorityQueue.__init__, so that subclasses (the observed
    # queue of observe.py) are built the same way.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L372-L414
    """
    return PriorityQueue(less_fn, informer_factory, *opts)


class queueingStrategy(IntEnum):
    """Where a requeued pod should go: nowhere, backoffQ (if still backing off), or activeQ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L427-L427
    """

    queueSkip = 0
    queueAfterBackoff = 1
    queueImmediately = 2


queueSkip = queueingStrategy.queueSkip
queueAfterBackoff = queueingStrategy.queueAfterBackoff
queueImmediately = queueingStrategy.queueImmediately


class _Cond:
    """A condition Pop waits on until a pod reaches activeQ or the queue closes.

    # Python-only: Go's sync.Cond. asyncio.Condition cannot be used: its notify_all needs the lock
    # held, which the plain (non-async) methods that broadcast (Add, Update, ...) cannot take.
    # As in Go, a waiter re-checks its condition after waking up.
    """

    def __init__(self) -> None:
        self._waiters: list[asyncio.Future[None]] = []

    async def wait(self) -> None:
        """Suspend until the next broadcast."""
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        try:
            await waiter
        finally:
            if waiter in self._waiters:
                self._waiters.remove(waiter)

    def broadcast(self) -> None:
        """Wake every waiter."""
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)


class _Element:
    """One entry of a _List: a value and its neighbours.

    # Python-only: Go's container/list.Element.
    """

    def __init__(self, value: object) -> None:
        self.value = value
        self._prev: _Element | None = None
        self._next: _Element | None = None
        self._list: _List | None = None

    def next(self) -> _Element | None:
        """The following element, or None at the end."""
        return self._next


class _List:
    """A doubly linked list whose elements can be removed in O(1) by handle.

    # Python-only: the part of Go's container/list the queue uses (PushBack, Remove, Front, Len).
    """

    def __init__(self) -> None:
        self._front: _Element | None = None
        self._back: _Element | None = None
        self._len = 0

    def push_back(self, value: object) -> _Element:
        """Append value and return its element."""
        e = _Element(value)
        e._list = self
        e._prev = self._back
        if self._back is None:
            self._front = e
        else:
            self._back._next = e
        self._back = e
        self._len += 1
        return e

    def remove(self, e: _Element) -> None:
        """Unlink e (nothing happens if e is not in this list)."""
        if e._list is not self:
            return
        if e._prev is None:
            self._front = e._next
        else:
            e._prev._next = e._next
        if e._next is None:
            self._back = e._prev
        else:
            e._next._prev = e._prev
        e._prev = e._next = None
        e._list = None
        self._len -= 1

    def front(self) -> _Element | None:
        """The first element, or None when empty."""
        return self._front

    def len(self) -> int:
        """The number of elements."""
        return self._len

    def values(self) -> list[object]:
        """The values from front to back."""
        result = []
        e = self._front
        while e is not None:
            result.append(e.value)
            e = e._next
        return result


class PriorityQueue(SchedulingQueue):
    """The scheduling queue: activeQ, podBackoffQ, unschedulablePods and the in-flight pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L155-L250
    """

    def __init__(
        self,
        less_fn: framework.LessFunc,
        informer_factory: SharedInformerFactory,
        *opts: Option,
    ) -> None:
        # Python: the body of NewPriorityQueue (see new_priority_queue).
        options = dataclasses.replace(defaultPriorityQueueOptions)
        if options.pod_lister is None:
            options.pod_lister = informer_factory.core().v1().pods().lister()
        for opt in opts:
            opt(options)

        # Python: Go's default is the real clock; the port has none, so a queue built without
        # WithClock gets its own virtual clock.
        self.clock: Clock = options.clock if options.clock is not None else new_fake_clock()
        # Python: Go's stop channel; Close cancels the loops Run started.
        self.stop: list[asyncio.Task[None]] = []
        self.pod_initial_backoff_duration = options.pod_initial_backoff_duration
        self.pod_max_backoff_duration = options.pod_max_backoff_duration
        self.pod_max_in_unschedulable_pods_duration = options.pod_max_in_unschedulable_pods_duration
        # Python: Go passes the activeQ/backoffQ/unschedulable/gated gauges as recorders.
        self.active_q: heap.Heap[framework.QueuedPodInfo] = heap.new(pod_info_key_func, less_fn)
        self.unschedulable_pods = new_unschedulable_pods(None, None)
        # Per in-flight pod UID, its element in in_flight_events (whose value is the pod).
        self.in_flight_pods: dict[str, _Element] = {}
        # In-flight pods (v1.Pod) and the clusterEvents received while pods are in flight.
        self.in_flight_events = _List()
        self.pre_enqueue_plugin_map = options.pre_enqueue_plugin_map
        self.queueing_hint_map = options.queueing_hint_map
        # Python: kept for the draw against it; plugin metrics are not ported.
        self.plugin_metrics_sample_percent = options.plugin_metrics_sample_percent
        # Python: Go's global math/rand; a queue built without with_rand gets its own source.
        self.rng = options.rng if options.rng is not None else gorand.new(gorand.new_source(0))
        self.move_request_cycle = -1
        self.is_scheduling_queue_hint_enabled = features.DefaultFeatureGate.enabled(
            features.SchedulerQueueingHints
        )
        self.scheduling_cycle_ = 0
        self.closed = False
        self.cond = _Cond()
        self.pod_backoff_q: heap.Heap[framework.QueuedPodInfo] = heap.new(
            pod_info_key_func, self.pods_compare_backoff_completed
        )
        self.ns_lister = informer_factory.core().v1().namespaces().lister()
        # Python: Go embeds *nominator; the PodNominator methods below forward to it.
        self.nominator = new_pod_nominator(options.pod_lister, self.nominated_pods_to_info)

    def run(self) -> None:
        """Start the loops that flush backoffQ every second and the leftovers every 30 s.

        # Python: Go starts two goroutines with wait.Until; here each loop's first flush runs
        # before run returns, and the rest in an asyncio task on the queue's clock.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L417-L424
        """
        self.stop = [
            _until(self.clock, self.flush_backoff_q_completed, timedelta(seconds=1)),
            _until(self.clock, self.flush_unschedulable_pods_leftover, timedelta(seconds=30)),
        ]

    def is_event_of_interest(self, event: framework.ClusterEvent) -> bool:
        """Whether a wildcard event, or one some profile registered a hint for.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L439-L457
        """
        if event.is_wild_card():
            return True

        for hint_map in self.queueing_hint_map.values():
            for event_to_match in hint_map:
                if event_to_match.match(event):
                    return True

        return False

    def is_pod_worth_requeuing(
        self,
        p_info: framework.QueuedPodInfo,
        event: framework.ClusterEvent,
        old_obj: Any,
        new_obj: Any,
    ) -> queueingStrategy:
        """Ask the hint functions of the plugins that rejected the pod whether event may help it.

        A Queue from a Pending plugin means activeQ at once, from an unschedulable plugin
        activeQ/backoffQ after backoff; all QueueSkip means the pod stays where it is.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L467-L541
        """
        rejector_plugins = p_info.unschedulable_plugins | p_info.pending_plugins
        if len(rejector_plugins) == 0:
            return queueAfterBackoff

        if event.is_wild_card():
            # Someone wants every pod moved; the pod still waits out its backoff.
            return queueAfterBackoff

        hint_map = self.queueing_hint_map.get(p_info.pod.spec.scheduler_name)
        if hint_map is None:
            # Only a bug gets here: every profile registers a hint map.
            return queueAfterBackoff

        pod = p_info.pod
        queue_strategy = queueSkip
        for event_to_match, hintfns in hint_map.items():
            if not event_to_match.match(event):
                continue

            for hintfn in hintfns:
                if hintfn.plugin_name not in rejector_plugins:
                    continue

                try:
                    hint = hintfn.queueing_hint_fn(pod, old_obj, new_obj)
                except Exception:
                    # A failing hint function must not leave the pod stuck: treat it as Queue.
                    hint = framework.Queue

                if hint == framework.QueueSkip:
                    continue

                if hintfn.plugin_name in p_info.pending_plugins:
                    # A Pending plugin's Queue wins over everything.
                    return queueImmediately

                if len(p_info.pending_plugins) == 0:
                    # Nothing could give queueImmediately, so queueAfterBackoff is final.
                    return queueAfterBackoff

                # A Pending plugin may still answer Queue: keep looking.
                queue_strategy = queueAfterBackoff

        return queue_strategy

    def run_pre_enqueue_plugins(self, p_info: framework.QueuedPodInfo) -> bool:
        """Run the profile's PreEnqueue plugins; on the first failure record it and say False.

        # Python: the metrics are not ported, but the draw that decides whether to time the
        # plugins is made, from the injected rng, so that it advances as Go's math/rand does.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L565-L590
        """
        pod = p_info.pod
        should_record_metric = self.rng.intn(100) < self.plugin_metrics_sample_percent
        for pl in self.pre_enqueue_plugin_map.get(pod.spec.scheduler_name, []):
            s = self.run_pre_enqueue_plugin(pl, pod, should_record_metric)
            if framework.Status.is_success(s):
                continue
            p_info.unschedulable_plugins.add(pl.name())
            return False
        return True

    def run_pre_enqueue_plugin(
        self, pl: framework.PreEnqueuePlugin, pod: v1.Pod, should_record_metric: bool
    ) -> framework.Status | None:
        """Run one PreEnqueue plugin.

        # Python: should_record_metric only picks whether Go times the call; no metrics here.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L592-L600
        """
        return pl.pre_enqueue(pod)

    def move_to_active_q(self, p_info: framework.QueuedPodInfo, event: str) -> bool:
        """Put the pod into activeQ (out of the other queues) unless a PreEnqueue plugin gates it.

        A gated pod goes to unschedulablePods instead (unless it already sits in activeQ or
        backoffQ). Returns whether the pod reached activeQ; a failed heap insert raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L606-L642
        """
        gated_before = p_info.gated
        p_info.gated = not self.run_pre_enqueue_plugins(p_info)

        if p_info.gated:
            _, exists = self.active_q.get(p_info)
            if exists:
                return False
            _, exists = self.pod_backoff_q.get(p_info)
            if exists:
                return False
            self.unschedulable_pods.add_or_update(p_info)
            return False
        if p_info.initial_attempt_timestamp is None:
            p_info.initial_attempt_timestamp = self.clock.now()

        self.active_q.add(p_info)

        self.unschedulable_pods.delete(p_info.pod, gated_before)
        # The pod is usually not in backoffQ; that is fine.
        with contextlib.suppress(HeapError):
            self.pod_backoff_q.delete(p_info)
        if event == framework.PodAdd or event == framework.PodUpdate:
            self.add_nominated_pod(p_info.pod_info, None)

        return True

    def add(self, pod: v1.Pod) -> None:
        """Queue a newly created pod in activeQ (or unschedulablePods if it is gated).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L646-L657
        """
        p_info = self.new_queued_pod_info(pod)
        if not self.move_to_active_q(p_info, framework.PodAdd):
            return
        self.cond.broadcast()

    def activate(self, pods: dict[str, v1.Pod]) -> None:
        """Move the given pods to activeQ if they wait in unschedulablePods or backoffQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L660-L674
        """
        activated = False
        for pod in pods.values():
            if self._activate(pod):
                activated = True

        if activated:
            self.cond.broadcast()

    def exists_in_active_q(self, p_info: framework.QueuedPodInfo) -> bool:
        """Whether the pod is in activeQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L676-L681
        """
        _, exists = self.active_q.get(p_info)
        return exists

    def _activate(self, pod: v1.Pod) -> bool:
        """Move one pod from unschedulablePods or backoffQ to activeQ; False if it is in neither.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L683-L704
        """
        p_info = self.unschedulable_pods.get(pod)
        if p_info is None:
            # Not waiting anywhere we can move it from (it may already be in activeQ).
            obj, exists = self.pod_backoff_q.get(new_queued_pod_info_for_lookup(pod))
            if not exists:
                return False
            p_info = obj

        if p_info is None:
            # A safety net; cannot happen.
            return False

        try:
            return self.move_to_active_q(p_info, framework.ForceActivate)
        except HeapError:
            return False

    def is_pod_backingoff(self, pod_info: framework.QueuedPodInfo) -> bool:
        """Whether the pod's backoff has not ended yet (a gated pod never backs off).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L708-L714
        """
        if pod_info.gated:
            return False
        bo_time = self.get_backoff_time(pod_info)
        return bo_time > self.clock.now()

    def scheduling_cycle(self) -> int:
        """The number of pods popped so far.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L717-L721
        """
        return self.scheduling_cycle_

    def cluster_events_since_element_unlocked(self, in_flight_pod: _Element) -> list[clusterEvent]:
        """The cluster events recorded after this in-flight pod was popped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L725-L736
        """
        events: list[clusterEvent] = []
        event = in_flight_pod.next()
        while event is not None:
            if isinstance(event.value, clusterEvent):
                events.append(event.value)
            # Other entries are in-flight pods; they are skipped.
            event = event.next()
        return events

    def cluster_events_for_pod(self, p_info: framework.QueuedPodInfo) -> list[clusterEvent]:
        """The cluster events seen while the pod was in flight; raises if it is not in flight.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L738-L752
        """
        in_flight_pod = self.in_flight_pods.get(p_info.pod.uid)
        if in_flight_pod is None:
            raise SchedulingQueueError(
                "in flight Pod isn't found in the scheduling queue. If you see this error log, "
                "it's likely a bug in the scheduler"
            )

        return self.cluster_events_since_element_unlocked(in_flight_pod)

    def determine_scheduling_hint_for_in_flight_pod(
        self, p_info: framework.QueuedPodInfo
    ) -> queueingStrategy:
        """Where a failed pod goes, judged by the events that happened while it was in flight.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L756-L794
        """
        try:
            events = self.cluster_events_for_pod(p_info)
        except SchedulingQueueError:
            return queueAfterBackoff

        rejector_plugins = p_info.unschedulable_plugins | p_info.pending_plugins
        if len(rejector_plugins) == 0:
            # No plugin rejected it (e.g. an API error): retry it after backoff.
            return queueAfterBackoff

        queueing_strategy = queueSkip
        for e in events:
            strategy = self.is_pod_worth_requeuing(p_info, e.event, e.old_obj, e.new_obj)
            if strategy == queueSkip:
                continue
            if strategy == queueImmediately:
                return queueImmediately
            if strategy == queueAfterBackoff:
                queueing_strategy = queueAfterBackoff
                if len(p_info.pending_plugins) == 0:
                    return queueAfterBackoff
        return queueing_strategy

    def add_unschedulable_without_queueing_hint(
        self, p_info: framework.QueuedPodInfo, pod_scheduling_cycle: int
    ) -> None:
        """Requeue a failed pod without hints: backoffQ after a recent move request (or when no
        plugin rejected it), unschedulablePods otherwise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L802-L835
        """
        pod = p_info.pod
        p_info.timestamp = self.clock.now()

        # Without hints, Pending plugins count as unschedulable ones.
        rejector_plugins = p_info.unschedulable_plugins | p_info.pending_plugins

        if self.move_request_cycle >= pod_scheduling_cycle or len(rejector_plugins) == 0:
            # An event arrived while the pod was being scheduled, or nothing rejected it.
            try:
                self.pod_backoff_q.add(p_info)
            except HeapError as err:
                raise SchedulingQueueError(
                    f"error adding pod {_kobj(pod)} to the backoff queue: {err}"
                ) from err
        else:
            self.unschedulable_pods.add_or_update(p_info)

    def add_unschedulable_if_not_present(
        self, p_info: framework.QueuedPodInfo, pod_scheduling_cycle: int
    ) -> None:
        """Hand back a pod whose scheduling attempt failed, unless it is already queued.

        Without hints it goes to backoffQ or unschedulablePods; with hints the events seen while
        it was in flight decide between activeQ, backoffQ and unschedulablePods. Either way the
        pod stops being in flight.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L841-L887
        """
        uid = p_info.pod.uid
        try:
            pod = p_info.pod
            if self.unschedulable_pods.get(pod) is not None:
                raise SchedulingQueueError(
                    f"Pod {_kobj(pod)} is already present in unschedulable queue"
                )

            if self.exists_in_active_q(p_info):
                raise SchedulingQueueError(
                    f"Pod {_kobj(pod)} is already present in the active queue"
                )
            _, exists = self.pod_backoff_q.get(p_info)
            if exists:
                raise SchedulingQueueError(
                    f"Pod {_kobj(pod)} is already present in the backoff queue"
                )

            if not self.is_scheduling_queue_hint_enabled:
                self.add_unschedulable_without_queueing_hint(p_info, pod_scheduling_cycle)
                return

            p_info.timestamp = self.clock.now()

            scheduling_hint = self.determine_scheduling_hint_for_in_flight_pod(p_info)

            queue = self.requeue_pod_via_queueing_hint(
                p_info, scheduling_hint, framework.ScheduleAttemptFailure
            )
            if queue == activeQ:
                self.cond.broadcast()
        finally:
            # Python: Go's deferred Done.
            self.done(uid)

    def flush_backoff_q_completed(self) -> None:
        """Move every pod whose backoff has ended from backoffQ to activeQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L890-L917
        """
        activated = False
        while True:
            p_info = self.pod_backoff_q.peek()
            if p_info is None:
                break
            if self.is_pod_backingoff(p_info):
                break
            try:
                self.pod_backoff_q.pop()
            except HeapError:
                break
            try:
                added = self.move_to_active_q(p_info, framework.BackoffComplete)
            except HeapError:
                added = False
            if added:
                activated = True

        if activated:
            self.cond.broadcast()

    def flush_unschedulable_pods_leftover(self) -> None:
        """Move the pods that stayed in unschedulablePods too long to backoffQ or activeQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L921-L937
        """
        pods_to_move: list[framework.QueuedPodInfo] = []
        current_time = self.clock.now()
        # Python: in the order the pods entered unschedulablePods; Go's map order is random.
        for p_info in self.unschedulable_pods.pod_info_map.values():
            last_schedule_time = p_info.timestamp
            if current_time - last_schedule_time > self.pod_max_in_unschedulable_pods_duration:
                pods_to_move.append(p_info)

        if len(pods_to_move) > 0:
            self.move_pods_to_active_or_backoff_queue(
                pods_to_move, framework.UnschedulableTimeout, None, None
            )

    async def pop(self) -> framework.QueuedPodInfo | None:
        """Take the head of activeQ, waiting while it is empty; None once the queue is closed.

        The pod's attempt count and the scheduling cycle go up, its rejecting plugins are
        cleared, and with hints on it is recorded as in flight.

        # Python: Go blocks on p.cond.Wait(); here Pop awaits the queue's _Cond, which every
        # method that puts a pod into activeQ (and Close) broadcasts.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L944-L977
        """
        while self.active_q.len() == 0:
            if self.closed:
                return None
            await self.cond.wait()
        p_info = self.active_q.pop()
        p_info.attempts += 1
        self.scheduling_cycle_ += 1
        if self.is_scheduling_queue_hint_enabled:
            self.in_flight_pods[p_info.pod.uid] = self.in_flight_events.push_back(p_info.pod)

        # A new attempt starts with no rejecting plugins.
        p_info.unschedulable_plugins.clear()
        p_info.pending_plugins.clear()

        return p_info

    def done(self, pod: str) -> None:
        """Mark the popped pod with this UID as no longer being scheduled.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L981-L986
        """
        self._done(pod)

    def _done(self, pod: str) -> None:
        """Drop the pod from the in-flight records, and the events no other in-flight pod needs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L988-L1021
        """
        if not self.is_scheduling_queue_hint_enabled:
            # Without hints nothing is recorded.
            return
        in_flight_pod = self.in_flight_pods.get(pod)
        if in_flight_pod is None:
            # Already done.
            return
        del self.in_flight_pods[pod]

        self.in_flight_events.remove(in_flight_pod)

        # Events at the front were recorded before every remaining in-flight pod was popped.
        while True:
            e = self.in_flight_events.front()
            if e is None:
                break
            if not isinstance(e.value, clusterEvent):
                break
            self.in_flight_events.remove(e)

    def update_in_active_queue(
        self, old_pod: v1.Pod, new_pod: v1.Pod, old_pod_info: framework.QueuedPodInfo
    ) -> bool:
        """Update the pod in place if it is in activeQ; return whether it was there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1042-L1051
        """
        obj, exists = self.active_q.get(old_pod_info)
        if exists:
            p_info = update_pod(obj, new_pod)
            self.update_nominated_pod(old_pod, p_info.pod_info)
            self.active_q.update(p_info)
            return True
        return False

    def update(self, old_pod: v1.Pod | None, new_pod: v1.Pod) -> None:
        """React to an update of a pending pod.

        A pod in activeQ or backoffQ is updated in place; one in unschedulablePods may move to
        backoffQ or activeQ if the update may make it schedulable; an in-flight pod (with hints)
        only records the update as an event; any other pod is added to activeQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1057-L1154
        """
        if self.is_scheduling_queue_hint_enabled and new_pod.uid in self.in_flight_pods:
            # It is requeued later from the informer's latest version; remember the update
            # as an event that may make it schedulable.
            self.in_flight_events.push_back(
                clusterEvent(event=framework.UnscheduledPodUpdate, old_obj=old_pod, new_obj=new_pod)
            )
            return

        if old_pod is not None:
            old_pod_info = new_queued_pod_info_for_lookup(old_pod)
            if self.update_in_active_queue(old_pod, new_pod, old_pod_info):
                return

            obj, exists = self.pod_backoff_q.get(old_pod_info)
            if exists:
                p_info = update_pod(obj, new_pod)
                self.update_nominated_pod(old_pod, p_info.pod_info)
                self.pod_backoff_q.update(p_info)
                return

        us_pod_info = self.unschedulable_pods.get(new_pod)
        if us_pod_info is not None:
            # Python: Go dereferences old_pod below; it panics for a nil old_pod here.
            old = cast(v1.Pod, old_pod)
            p_info = update_pod(us_pod_info, new_pod)
            self.update_nominated_pod(old, p_info.pod_info)
            gated = us_pod_info.gated
            if self.is_scheduling_queue_hint_enabled:
                # Ask the hint functions whether this update may make the pod schedulable.
                events = framework.pod_scheduling_properties_change(new_pod, old)
                for evt in events:
                    hint = self.is_pod_worth_requeuing(p_info, evt, old, new_pod)
                    queue = self.requeue_pod_via_queueing_hint(
                        p_info, hint, framework.UnscheduledPodUpdate.label
                    )
                    if queue != unschedulablePods:
                        self.unschedulable_pods.delete(us_pod_info.pod, gated)
                    if queue == activeQ:
                        self.cond.broadcast()
                        break

                return
            if is_pod_updated(old, new_pod):
                if self.is_pod_backingoff(us_pod_info):
                    self.pod_backoff_q.add(p_info)
                    self.unschedulable_pods.delete(us_pod_info.pod, gated)
                    return

                if not self.move_to_active_q(p_info, framework.BackoffComplete):
                    return
                self.cond.broadcast()
                return

            # The update cannot help the pod: it stays where it is.
            self.unschedulable_pods.add_or_update(p_info)
            return
        # The pod is in no queue: add it to activeQ.
        p_info = self.new_queued_pod_info(new_pod)
        if not self.move_to_active_q(p_info, framework.PodUpdate):
            return
        self.cond.broadcast()

    def delete(self, pod: v1.Pod) -> None:
        """Remove a deleted pod from whichever queue holds it, and from the nominator.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1158-L1173
        """
        self.delete_nominated_pod_if_exists(pod)
        p_info = new_queued_pod_info_for_lookup(pod)
        try:
            self.active_q.delete(p_info)
        except HeapError:
            # Not in activeQ: try the other two.
            with contextlib.suppress(HeapError):
                self.pod_backoff_q.delete(p_info)
            us_p_info = self.unschedulable_pods.get(pod)
            if us_p_info is not None:
                self.unschedulable_pods.delete(pod, us_p_info.gated)

    def assigned_pod_added(self, pod: v1.Pod) -> None:
        """A pod was bound: requeue the unschedulable pods it may help (affinity, spreading).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1177-L1184
        """
        # Pod events only help pods rejected by cross-topology terms, so only those are tried.
        self.move_pods_to_active_or_backoff_queue(
            self.get_unschedulable_pods_with_cross_topology_term(pod),
            framework.AssignedPodAdd,
            None,
            pod,
        )

    def assigned_pod_updated(
        self, old_pod: v1.Pod, new_pod: v1.Pod, event: framework.ClusterEvent
    ) -> None:
        """A bound pod changed: a scale-down may help any pod, other changes only pods rejected
        by cross-topology terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1188-L1200
        """
        if (
            event.resource == framework.Pod
            and event.action_type & framework.UpdatePodScaleDown != 0
        ):
            # Freed resources may help pods NodeResourcesFit rejected: try them all.
            self._move_all_to_active_or_backoff_queue(
                framework.AssignedPodUpdate, old_pod, new_pod, None
            )
        else:
            self.move_pods_to_active_or_backoff_queue(
                self.get_unschedulable_pods_with_cross_topology_term(new_pod),
                event,
                old_pod,
                new_pod,
            )

    def _move_all_to_active_or_backoff_queue(
        self,
        event: framework.ClusterEvent,
        old_obj: Any,
        new_obj: Any,
        pre_check: PreEnqueueCheck | None,
    ) -> None:
        """Try every unschedulable pod that passes pre_check against the event.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1207-L1221
        """
        if not self.is_event_of_interest(event):
            # No plugin cares: skip the walk over unschedulablePods.
            return

        unschedulable_pods: list[framework.QueuedPodInfo] = []
        # Python: in the order the pods entered unschedulablePods; Go's map order is random.
        for p_info in self.unschedulable_pods.pod_info_map.values():
            if pre_check is None or pre_check(p_info.pod):
                unschedulable_pods.append(p_info)
        self.move_pods_to_active_or_backoff_queue(unschedulable_pods, event, old_obj, new_obj)

    def move_all_to_active_or_backoff_queue(
        self,
        event: framework.ClusterEvent,
        old_obj: Any,
        new_obj: Any,
        pre_check: PreEnqueueCheck | None,
    ) -> None:
        """Requeue the unschedulable pods the event may help.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1227-L1231
        """
        self._move_all_to_active_or_backoff_queue(event, old_obj, new_obj, pre_check)

    def requeue_pod_via_queueing_hint(
        self, p_info: framework.QueuedPodInfo, strategy: queueingStrategy, event: str
    ) -> str:
        """Put the pod where strategy says (activeQ, backoffQ or unschedulablePods) and return
        the name of the queue it ended up in.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1237-L1273
        """
        if strategy == queueSkip:
            self.unschedulable_pods.add_or_update(p_info)
            return unschedulablePods

        if strategy == queueAfterBackoff and self.is_pod_backingoff(p_info):
            try:
                self.pod_backoff_q.add(p_info)
            except HeapError:
                self.unschedulable_pods.add_or_update(p_info)
                return unschedulablePods

            return backoffQ

        # queueImmediately, or queueAfterBackoff for a pod whose backoff has ended.

        try:
            added = self.move_to_active_q(p_info, event)
        except HeapError:
            added = False
        if added:
            return activeQ
        if p_info.gated:
            # move_to_active_q already put the gated pod into unschedulablePods.
            return unschedulablePods

        self.unschedulable_pods.add_or_update(p_info)
        return unschedulablePods

    def move_pods_to_active_or_backoff_queue(
        self,
        pod_info_list: list[framework.QueuedPodInfo],
        event: framework.ClusterEvent,
        old_obj: Any,
        new_obj: Any,
    ) -> None:
        """Requeue those of the given unschedulable pods the event may help; record the event
        for the in-flight pods (with hints) and remember the cycle of this move request.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1276-L1337
        """
        if not self.is_event_of_interest(event):
            return

        activated = False
        for p_info in pod_info_list:
            # Pods held by scheduling gates change only through their own updates; skipping
            # them here keeps large numbers of gated pods cheap.
            if p_info.gated and names.SchedulingGates in p_info.unschedulable_plugins:
                continue

            scheduling_hint = self.is_pod_worth_requeuing(p_info, event, old_obj, new_obj)
            if scheduling_hint == queueSkip:
                continue

            self.unschedulable_pods.delete(p_info.pod, p_info.gated)
            queue = self.requeue_pod_via_queueing_hint(p_info, scheduling_hint, event.label)
            if queue == activeQ:
                activated = True

        self.move_request_cycle = self.scheduling_cycle_

        if self.is_scheduling_queue_hint_enabled and len(self.in_flight_pods) != 0:
            # The in-flight pods may come back through AddUnschedulableIfNotPresent; they need
            # to know about this event then.
            self.in_flight_events.push_back(
                clusterEvent(event=event, old_obj=old_obj, new_obj=new_obj)
            )

        if activated:
            self.cond.broadcast()

    def get_unschedulable_pods_with_cross_topology_term(
        self, pod: v1.Pod
    ) -> list[framework.QueuedPodInfo]:
        """The unschedulable pods that pod may help: those with a required affinity term pod
        matches, and those PodTopologySpread rejected in pod's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1343-L1363
        """
        ns_labels = interpodaffinity.get_namespace_labels_snapshot(pod.namespace, self.ns_lister)

        pods_to_move: list[framework.QueuedPodInfo] = []
        # Python: in the order the pods entered unschedulablePods; Go's map order is random.
        for p_info in self.unschedulable_pods.pod_info_map.values():
            # Python: Go reads podtopologyspread.Name; it is the same constant.
            if (
                names.PodTopologySpread in p_info.unschedulable_plugins
                and pod.namespace == p_info.pod.namespace
            ):
                pods_to_move.append(p_info)
                continue

            for term in p_info.pod_info.required_affinity_terms:
                if term.matches(pod, ns_labels):
                    pods_to_move.append(p_info)
                    break

        return pods_to_move

    def pods_in_active_q(self) -> list[v1.Pod]:
        """The pods in activeQ.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1366-L1374
        """
        result: list[v1.Pod] = []
        for p_info in self.active_q.list():
            result.append(p_info.pod)
        return result

    def pending_pods(self) -> tuple[list[v1.Pod], str]:
        """All queued pods (activeQ, then backoffQ, then unschedulablePods) and a summary of
        the three queue sizes, for the cache debugger.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1381-L1393
        """
        result = self.pods_in_active_q()
        active_q_len = len(result)
        for p_info in self.pod_backoff_q.list():
            result.append(p_info.pod)
        for us_p_info in self.unschedulable_pods.pod_info_map.values():
            result.append(us_p_info.pod)
        return result, pendingPodsSummary.format(
            active_q_len, self.pod_backoff_q.len(), len(self.unschedulable_pods.pod_info_map)
        )

    def nominated_pod_to_info(self, np: PodRef) -> framework.PodInfo:
        """The queued PodInfo of a nominated pod, or a bare one if it is in no queue.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1396-L1418
        """
        pod = np.to_pod()
        p_info_lookup = new_queued_pod_info_for_lookup(pod)

        obj, exists = self.active_q.get(p_info_lookup)
        if exists and obj is not None:
            return obj.pod_info

        queued_pod_info = self.unschedulable_pods.get(pod)
        if queued_pod_info is not None:
            return queued_pod_info.pod_info

        obj, exists = self.pod_backoff_q.get(p_info_lookup)
        if exists and obj is not None:
            return obj.pod_info

        return framework.PodInfo(pod=pod)

    def nominated_pods_to_info(self, nominated_pods: list[PodRef]) -> list[framework.PodInfo]:
        """Copies of the queued PodInfos of the nominated pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1420-L1430
        """
        return [self.nominated_pod_to_info(np).deep_copy() for np in nominated_pods]

    def close(self) -> None:
        """Stop the flush loops and wake the waiting Pops, which then return None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1433-L1442
        """
        for task in self.stop:
            task.cancel()
        self.closed = True
        self.cond.broadcast()

    def add_nominated_pod(
        self, pod: framework.PodInfo, nominating_info: framework.NominatingInfo | None
    ) -> None:
        """Forward to the nominator (Go promotes the embedded nominator's method).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1455-L1459
        """
        self.nominator.add_nominated_pod(pod, nominating_info)

    def delete_nominated_pod_if_exists(self, pod: v1.Pod) -> None:
        """Forward to the nominator (Go promotes the embedded nominator's method).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1445-L1449
        """
        self.nominator.delete_nominated_pod_if_exists(pod)

    def update_nominated_pod(self, old_pod: v1.Pod, new_pod_info: framework.PodInfo) -> None:
        """Forward to the nominator (Go promotes the embedded nominator's method).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1697-L1721
        """
        self.nominator.update_nominated_pod(old_pod, new_pod_info)

    def nominated_pods_for_node(self, node_name: str) -> list[framework.PodInfo]:
        """Forward to the nominator (Go promotes the embedded nominator's method).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1464-L1470
        """
        return self.nominator.nominated_pods_for_node(node_name)

    def pods_compare_backoff_completed(
        self, pod_info1: framework.QueuedPodInfo, pod_info2: framework.QueuedPodInfo
    ) -> bool:
        """backoffQ's order: the pod whose backoff ends first goes first.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1472-L1478
        """
        bo1 = self.get_backoff_time(pod_info1)
        bo2 = self.get_backoff_time(pod_info2)
        return bo1 < bo2

    def new_queued_pod_info(self, pod: v1.Pod, *plugins: str) -> framework.QueuedPodInfo:
        """A QueuedPodInfo for pod, stamped now, with the given rejecting plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1481-L1492
        """
        now = self.clock.now()
        # Affinity terms the API server let through but that do not parse are ignored.
        pod_info = framework.PodInfo()
        with contextlib.suppress(Aggregate):
            pod_info.update(pod)
        return framework.QueuedPodInfo(
            pod_info=pod_info,
            timestamp=now,
            initial_attempt_timestamp=None,
            unschedulable_plugins=set(plugins),
        )

    def get_backoff_time(self, pod_info: framework.QueuedPodInfo) -> datetime:
        """When the pod's backoff ends.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1495-L1499
        """
        duration = self.calculate_backoff_duration(pod_info)
        backoff_time = pod_info.timestamp + duration
        return backoff_time

    def calculate_backoff_duration(self, pod_info: framework.QueuedPodInfo) -> timedelta:
        """The pod's backoff: the initial duration doubled per further attempt, capped at max.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1503-L1513
        """
        duration = self.pod_initial_backoff_duration
        for _ in range(1, pod_info.attempts):
            # Compared by subtraction, as Go does to avoid an overflow.
            if duration > self.pod_max_backoff_duration - duration:
                return self.pod_max_backoff_duration
            duration += duration
        return duration


def _until(clock: Clock, f: Callable[[], None], period: timedelta) -> asyncio.Task[None]:
    """Call f now, then every period on the clock until the returned task is cancelled.

    # Python: k8s.io/apimachinery's wait.Until (sliding, no jitter). Go's goroutine calls f as
    # soon as it starts; an asyncio task would only start at the caller's next await, so the
    # first call (and the first timer) happen here, and the stop channel is the task's
    # cancellation.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/wait/backoff.go#L160-L162
    """
    f()
    timer = clock.new_timer(period)
    return asyncio.get_running_loop().create_task(_until_cancelled(clock, f, period, timer))


async def _until_cancelled(
    clock: Clock, f: Callable[[], None], period: timedelta, timer: Timer
) -> None:
    """The rest of _until's loop: wait for the timer, call f, start the next timer."""
    while True:
        try:
            await timer.c().receive()
        finally:
            timer.stop()
        f()
        timer = clock.new_timer(period)


def update_pod(old_pod_info: object, new_pod: v1.Pod) -> framework.QueuedPodInfo:
    """Point the queued pod at its new version and return it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1515-L1519
    """
    # Python: Go's type assertion on the heap's interface{} value.
    assert isinstance(old_pod_info, framework.QueuedPodInfo)
    p_info = old_pod_info
    # Affinity terms that do not parse are ignored, as Go ignores Update's error.
    with contextlib.suppress(Aggregate):
        p_info.update(new_pod)
    return p_info


def is_pod_updated(old_pod: v1.Pod, new_pod: v1.Pod) -> bool:
    """Whether the update may matter for scheduling: anything changed apart from the resource
    version, generation, status, managed fields and finalizers.

    # Python: the port's PodStatus has no resourceClaimStatuses and ObjectMeta no managedFields,
    # so the whole status and nothing else is dropped; == compares like reflect.DeepEqual except
    # that nil and empty collections are the same here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1027-L1040
    """

    def strip(pod: v1.Pod) -> v1.Pod:
        p = copy.deepcopy(pod)
        p.metadata.resource_version = ""
        p.metadata.generation = 0
        p.status = v1.PodStatus()
        p.metadata.finalizers = []
        return p

    return strip(old_pod) != strip(new_pod)


class UnschedulablePods:
    """The pods that failed and wait for an event that may help them, keyed by full name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1523-L1530
    """

    def __init__(
        self,
        unschedulable_recorder: MetricRecorder | None,
        gated_recorder: MetricRecorder | None,
    ) -> None:
        self.pod_info_map: dict[str, framework.QueuedPodInfo] = {}
        self.key_func: Callable[[v1.Pod], str] = util.get_pod_full_name
        # Counters of unschedulable and of gated pods; None counts nothing.
        self.unschedulable_recorder = unschedulable_recorder
        self.gated_recorder = gated_recorder

    def add_or_update(self, p_info: framework.QueuedPodInfo) -> None:
        """Store the pod, replacing an earlier entry for it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1533-L1543
        """
        pod_id = self.key_func(p_info.pod)
        if pod_id not in self.pod_info_map:
            if p_info.gated and self.gated_recorder is not None:
                self.gated_recorder.inc()
            elif not p_info.gated and self.unschedulable_recorder is not None:
                self.unschedulable_recorder.inc()
        self.pod_info_map[pod_id] = p_info

    def delete(self, pod: v1.Pod, gated: bool) -> None:
        """Remove the pod; gated says which counter goes down.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1547-L1557
        """
        pod_id = self.key_func(pod)
        if pod_id in self.pod_info_map:
            if gated and self.gated_recorder is not None:
                self.gated_recorder.dec()
            elif not gated and self.unschedulable_recorder is not None:
                self.unschedulable_recorder.dec()
        self.pod_info_map.pop(pod_id, None)

    def get(self, pod: v1.Pod) -> framework.QueuedPodInfo | None:
        """The stored entry of the pod with pod's key, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1561-L1567
        """
        pod_key = self.key_func(pod)
        return self.pod_info_map.get(pod_key)

    def clear(self) -> None:
        """Remove every entry.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1570-L1578
        """
        self.pod_info_map = {}
        if self.unschedulable_recorder is not None:
            self.unschedulable_recorder.clear()
        if self.gated_recorder is not None:
            self.gated_recorder.clear()


def new_unschedulable_pods(
    unschedulable_recorder: MetricRecorder | None, gated_recorder: MetricRecorder | None
) -> UnschedulablePods:
    """An empty UnschedulablePods reporting to the given counters.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1581-L1588
    """
    return UnschedulablePods(unschedulable_recorder, gated_recorder)


@dataclass(frozen=True, slots=True)
class PodRef:
    """What the nominator keeps of a pod: name, namespace and UID.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1590-L1594
    """

    name: str
    namespace: str
    uid: str

    def to_pod(self) -> v1.Pod:
        """A pod with only this name, namespace and UID set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1604-L1612
        """
        return v1.Pod(
            metadata=metav1.ObjectMeta(name=self.name, namespace=self.namespace, uid=self.uid)
        )


def pod_to_ref(pod: v1.Pod) -> PodRef:
    """The PodRef of a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1596-L1602
    """
    return PodRef(name=pod.name, namespace=pod.namespace, uid=pod.uid)


class nominator(framework.PodNominator):
    """The pods nominated to run on nodes (after preemption), findable by node and by UID.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1618-L1639
    """

    def __init__(
        self,
        pod_lister: PodLister | None,
        nominated_pods_to_info: Callable[[list[PodRef]], list[framework.PodInfo]],
    ) -> None:
        # Checks that a pod is still alive and unbound before nominating it.
        self.pod_lister = pod_lister
        # Per node, the pods nominated to it.
        self.nominated_pods: dict[str, list[PodRef]] = {}
        # Per pod UID, the node it is nominated to.
        self.nominated_pod_to_node: dict[str, str] = {}
        # Turns PodRefs into the PodInfos the queues hold.
        self.nominated_pods_to_info = nominated_pods_to_info

    def delete_nominated_pod_if_exists(self, pod: v1.Pod) -> None:
        """Forget the pod's nomination, if any.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1445-L1449
        """
        self.delete(pod)

    def add_nominated_pod(
        self, pod: framework.PodInfo, nominating_info: framework.NominatingInfo | None
    ) -> None:
        """Nominate the pod (to nominating_info's node, or else its status' nominated node).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1455-L1459
        """
        self.add_nominated_pod_unlocked(pod, nominating_info)

    def nominated_pods_for_node(self, node_name: str) -> list[framework.PodInfo]:
        """Copies of the PodInfos of the pods nominated to node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1464-L1470
        """
        nominated_pods = self.nominated_pods.get(node_name)
        if not nominated_pods:
            # Python: nothing to copy; Filter asks this for every node it checks.
            return []
        return self.nominated_pods_to_info(list(nominated_pods))

    def add_nominated_pod_unlocked(
        self, pi: framework.PodInfo, nominating_info: framework.NominatingInfo | None
    ) -> None:
        """Record the nomination, unless the pod is gone, already bound, or not nominated.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1641-L1677
        """
        # Drop any earlier nomination so the pod is stored at most once.
        self.delete(pi.pod)

        node_name = ""
        if framework.NominatingInfo.mode(nominating_info) == framework.ModeOverride:
            # Python: mode() is ModeOverride only for a nominating_info that is not None.
            node_name = cast(framework.NominatingInfo, nominating_info).nominated_node_name
        elif framework.NominatingInfo.mode(nominating_info) == framework.ModeNoop:
            if pi.pod.status.nominated_node_name == "":
                return
            node_name = pi.pod.status.nominated_node_name

        if self.pod_lister is not None:
            # A deleted or already scheduled pod is not nominated.
            try:
                updated_pod = self.pod_lister.pods(pi.pod.namespace).get(pi.pod.name)
            except Exception:
                # Python: Go treats every lister error alike.
                return
            if updated_pod.spec.node_name != "":
                return

        self.nominated_pod_to_node[pi.pod.uid] = node_name
        for np in self.nominated_pods.get(node_name, []):
            if np.uid == pi.pod.uid:
                return
        self.nominated_pods[node_name] = [
            *self.nominated_pods.get(node_name, []),
            pod_to_ref(pi.pod),
        ]

    def delete(self, p: v1.Pod) -> None:
        """Remove the pod's nomination, if it has one.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1679-L1694
        """
        if p.uid not in self.nominated_pod_to_node:
            return
        nnn = self.nominated_pod_to_node[p.uid]
        refs = self.nominated_pods.get(nnn, [])
        for i, np in enumerate(refs):
            if np.uid == p.uid:
                self.nominated_pods[nnn] = refs[:i] + refs[i + 1 :]
                if len(self.nominated_pods[nnn]) == 0:
                    del self.nominated_pods[nnn]
                break
        del self.nominated_pod_to_node[p.uid]

    def update_nominated_pod(self, old_pod: v1.Pod, new_pod_info: framework.PodInfo) -> None:
        """Replace old_pod by its new version, keeping an in-memory nomination that an update
        without a nominated node name would otherwise lose.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1697-L1721
        """
        nominating_info: framework.NominatingInfo | None = None
        # Only when neither version names a node does the remembered nomination carry over
        # (the update did not add, change or remove a nominated node name).
        if nominated_node_name(old_pod) == "" and nominated_node_name(new_pod_info.pod) == "":
            nnn = self.nominated_pod_to_node.get(old_pod.uid)
            if nnn is not None:
                nominating_info = framework.NominatingInfo(
                    nominating_mode=framework.ModeOverride,
                    nominated_node_name=nnn,
                )
        # Always re-add, so the stored pod is the new version.
        self.delete(old_pod)
        self.add_nominated_pod_unlocked(new_pod_info, nominating_info)


def new_pod_nominator(
    pod_lister: PodLister | None,
    nominated_pods_to_info: Callable[[list[PodRef]], list[framework.PodInfo]],
) -> nominator:
    """An empty nominator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1723-L1730
    """
    return nominator(pod_lister, nominated_pods_to_info)


def pod_info_key_func(obj: framework.QueuedPodInfo) -> str:
    """The key of a queued pod in activeQ and backoffQ: "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/scheduling_queue.go#L1732-L1734
    """
    return _meta_namespace_key_func(obj.pod)


def _meta_namespace_key_func(pod: v1.Pod) -> str:
    """client-go's cache key of an object: "namespace/name", or "name" without a namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/store.go#L108-L117
    """
    if pod.namespace == "":
        return pod.name
    return pod.namespace + "/" + pod.name


def _kobj(pod: v1.Pod) -> str:
    """How klog.KObj prints a pod in error messages: "namespace/name", or "name"."""
    if pod.namespace == "":
        return pod.name
    return f"{pod.namespace}/{pod.name}"
