"""The scheduler metrics the port can honestly measure, in Prometheus' text format.

Measured from outside the ported code, by wrapping two methods of one Scheduler object (the
same places Go's pkg/scheduler/metrics calls are made from):

- the failure handler (schedule_one.go's handleSchedulingFailure counts an attempt as
  `unschedulable` when the status rejects the pod, as `error` otherwise);
- the binding cycle (a pod is `scheduled` when its binding cycle succeeds);

so that `scheduler_schedule_attempts_total{result,profile}` and the histogram
`scheduler_scheduling_attempt_duration_seconds{result,profile}` (from the cycle's start to that
point, on the wall clock) have kube-scheduler's names, labels, help texts and buckets. The
framework of each profile has its extension-point runners wrapped the same way (RunPreFilterPlugins
and the others that framework.go times), for
`scheduler_framework_extension_point_duration_seconds{extension_point,status,profile}`.
`scheduler_pending_pods{queue}` is read from the scheduling queue when /metrics is asked:
activeQ, backoffQ, and the unschedulable pods split into those tried (`unschedulable`) and those
their PreEnqueue plugins hold back (`gated`).

Not measured: Filter's duration (Go times each node's filters inside findNodesThatPassFilters),
the per-plugin durations (sampled in Go; they would need a wrapper around every plugin call),
event handling, goroutines, the cache size.

Python-only: component-base's metrics registry, cut down to counters, gauges and histograms.
"""

from __future__ import annotations

import time
import typing
from collections.abc import Callable, Iterator
from datetime import datetime

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import PriorityQueue

if typing.TYPE_CHECKING:
    from kube_scheduler_py.v1_31.scheduler import Scheduler

__all__ = ["SchedulerMetrics", "exponential_buckets"]

SUBSYSTEM = "scheduler"
ATTEMPTS_HELP = (
    "[STABLE] Number of attempts to schedule pods, by the result. 'unschedulable' means a pod "
    "could not be scheduled, while 'error' means an internal scheduler problem."
)
LATENCY_HELP = "[STABLE] Scheduling attempt latency in seconds (scheduling algorithm + binding)"
PENDING_HELP = (
    "[STABLE] Number of pending pods, by the queue type. 'active' means number of pods in "
    "activeQ; 'backoff' means number of pods in backoffQ; 'unschedulable' means number of pods "
    "in unschedulablePods that the scheduler attempted to schedule and failed; 'gated' is the "
    "number of unschedulable pods that the scheduler never attempted to schedule because they "
    "are gated."
)
EXTENSION_POINT_HELP = "[ALPHA] Latency for running all plugins of a specific extension point."
#: The framework runners framework.go times, their extension point, and where the status is in
#: what they return (None: the result is the status, or nothing — which counts as Success).
EXTENSION_POINT_RUNNERS = {
    "run_pre_filter_plugins": ("PreFilter", 1),
    "run_post_filter_plugins": ("PostFilter", 1),
    "run_pre_score_plugins": ("PreScore", None),
    "run_score_plugins": ("Score", 1),
    "run_reserve_plugins_reserve": ("Reserve", None),
    "run_reserve_plugins_unreserve": ("Unreserve", None),
    "run_permit_plugins": ("Permit", None),
    "run_bind_plugins": ("Bind", None),
    "run_post_bind_plugins": ("PostBind", None),
}


def exponential_buckets(start: float, factor: float, count: int) -> list[float]:
    """Python-only: prometheus.ExponentialBuckets, the upper bounds of a histogram's buckets."""
    return [start * factor**i for i in range(count)]


class _Histogram:
    """One histogram series: cumulative bucket counts, sum and count."""

    def __init__(self, bounds: list[float]) -> None:
        self.bounds = bounds
        self.counts = [0] * len(bounds)
        self.sum = 0.0
        self.count = 0

    def observe(self, value: float) -> None:
        for i, bound in enumerate(self.bounds):
            if value <= bound:
                self.counts[i] += 1
        self.sum += value
        self.count += 1


class SchedulerMetrics:
    """Python-only: kube-scheduler's attempt and queue metrics, for one scheduler."""

    def __init__(self, now: Callable[[], float] = time.time) -> None:
        self._now = now
        self.attempts: dict[tuple[str, str], int] = {}
        self.latency: dict[tuple[str, str], _Histogram] = {}
        self.extension_points: dict[tuple[str, str, str], _Histogram] = {}
        self._queue: PriorityQueue | None = None

    def instrument(self, sched: Scheduler) -> None:
        """Count the attempts of sched from now on, and read its queue when asked."""
        queue = sched.scheduling_queue
        self._queue = queue if isinstance(queue, PriorityQueue) else None
        handle_failure = sched.fail_handler
        binding_cycle = sched.binding_cycle

        def fail_handler(
            fwk: framework.Framework,
            pod_info: framework.QueuedPodInfo,
            status: framework.Status | None,
            nominating_info: framework.NominatingInfo | None,
            start: datetime,
        ) -> None:
            result = "unschedulable" if framework.Status.is_rejected(status) else "error"
            self.observe_attempt(result, fwk.profile_name(), start)
            handle_failure(fwk, pod_info, status, nominating_info, start)

        async def counted_binding_cycle(
            state: framework.CycleState,
            fwk: framework.Framework,
            schedule_result: typing.Any,
            assumed_pod_info: framework.QueuedPodInfo,
            start: datetime,
            pods_to_activate: framework.PodsToActivate,
        ) -> framework.Status | None:
            status = await binding_cycle(
                state, fwk, schedule_result, assumed_pod_info, start, pods_to_activate
            )
            if framework.Status.is_success(status):
                self.observe_attempt("scheduled", fwk.profile_name(), start)
            return status

        sched.fail_handler = fail_handler
        # Python: the instance attribute shadows the method for this scheduler only.
        sched.binding_cycle = counted_binding_cycle  # type: ignore[method-assign]
        for fwk in sched.profiles.values():
            self._time_extension_points(fwk)

    def _time_extension_points(self, fwk: framework.Framework) -> None:
        """Wrap the framework's runners (see EXTENSION_POINT_RUNNERS) to time each call."""
        profile = fwk.profile_name()
        for name, (point, status_at) in EXTENSION_POINT_RUNNERS.items():
            setattr(fwk, name, self._timed(getattr(fwk, name), point, status_at, profile))
        pre_bind = fwk.run_pre_bind_plugins

        async def timed_pre_bind(*args: typing.Any) -> framework.Status | None:
            began = self._now()
            status = await pre_bind(*args)
            self.observe_extension_point("PreBind", status, profile, began)
            return status

        fwk.run_pre_bind_plugins = timed_pre_bind  # type: ignore[method-assign,assignment]

    def _timed(
        self,
        runner: Callable[..., typing.Any],
        point: str,
        status_at: int | None,
        profile: str,
    ) -> Callable[..., typing.Any]:
        def timed(*args: typing.Any) -> typing.Any:
            began = self._now()
            result = runner(*args)
            status = result if status_at is None else result[status_at]
            self.observe_extension_point(point, status, profile, began)
            return result

        return timed

    def observe_extension_point(
        self, point: str, status: framework.Status | None, profile: str, began: float
    ) -> None:
        """metrics.FrameworkExtensionPointDuration: one run of an extension point's plugins."""
        key = (point, str(framework.Status.code(status)), profile)
        histogram = self.extension_points.get(key)
        if histogram is None:
            histogram = _Histogram(exponential_buckets(0.0001, 2, 12))
            self.extension_points[key] = histogram
        histogram.observe(max(self._now() - began, 0.0))

    def observe_attempt(self, result: str, profile: str, start: datetime) -> None:
        """metrics.PodScheduled, PodUnschedulable and PodScheduleError: one attempt, and how
        long it took since start."""
        key = (result, profile)
        self.attempts[key] = self.attempts.get(key, 0) + 1
        histogram = self.latency.setdefault(key, _Histogram(exponential_buckets(0.001, 2, 15)))
        histogram.observe(max(self._now() - start.timestamp(), 0.0))

    def pending_pods(self) -> dict[str, int]:
        """The scheduling queue's pods, by kube-scheduler's queue label."""
        queue = self._queue
        if queue is None:
            return {}
        waiting = list(queue.unschedulable_pods.pod_info_map.values())
        gated = sum(1 for info in waiting if info.gated)
        return {
            "active": queue.active_q.len(),
            "backoff": queue.pod_backoff_q.len(),
            "gated": gated,
            "unschedulable": len(waiting) - gated,
        }

    def render(self) -> str:
        """Every metric, in the Prometheus text exposition format (version 0.0.4)."""
        return "".join(line + "\n" for line in self._lines())

    def _lines(self) -> Iterator[str]:
        name = f"{SUBSYSTEM}_pending_pods"
        yield f"# HELP {name} {PENDING_HELP}"
        yield f"# TYPE {name} gauge"
        for queue, count in sorted(self.pending_pods().items()):
            yield f'{name}{{queue="{queue}"}} {count}'
        name = f"{SUBSYSTEM}_schedule_attempts_total"
        yield f"# HELP {name} {ATTEMPTS_HELP}"
        yield f"# TYPE {name} counter"
        for (result, profile), count in sorted(self.attempts.items()):
            yield f'{name}{{profile="{_escape(profile)}",result="{result}"}} {count}'
        name = f"{SUBSYSTEM}_scheduling_attempt_duration_seconds"
        yield f"# HELP {name} {LATENCY_HELP}"
        yield f"# TYPE {name} histogram"
        for (result, profile), histogram in sorted(self.latency.items()):
            labels = f'profile="{_escape(profile)}",result="{result}"'
            yield from _histogram_lines(name, labels, histogram)
        name = f"{SUBSYSTEM}_framework_extension_point_duration_seconds"
        yield f"# HELP {name} {EXTENSION_POINT_HELP}"
        yield f"# TYPE {name} histogram"
        for (point, code, profile), histogram in sorted(self.extension_points.items()):
            labels = f'extension_point="{point}",profile="{_escape(profile)}",status="{code}"'
            yield from _histogram_lines(name, labels, histogram)


def _histogram_lines(name: str, labels: str, histogram: _Histogram) -> Iterator[str]:
    for bound, count in zip(histogram.bounds, histogram.counts, strict=True):
        yield f'{name}_bucket{{{labels},le="{bound:g}"}} {count}'
    yield f'{name}_bucket{{{labels},le="+Inf"}} {histogram.count}'
    yield f"{name}_sum{{{labels}}} {histogram.sum!r}"
    yield f"{name}_count{{{labels}}} {histogram.count}"


def _escape(value: str) -> str:
    """A label value as the text format writes it."""
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
