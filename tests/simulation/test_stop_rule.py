"""The stop rule and the virtual time of a run (docs/simulate.md, "Time and the stop rule").

What the conformance corpus cannot say (a scenario file cannot make a plugin fail once), with
plugins of our own: an error is retried after backoff, MAX_RETRIES times unless something
changes; and where in virtual time pods leave backoff and cycles happen.
"""

from __future__ import annotations

import itertools
from datetime import timedelta
from typing import Any

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.run import (
    MAX_RETRIES,
    SCHEDULING_CYCLE_DURATION,
    SimulationResult,
    simulate,
)
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.trace.records import QueueMove, SchedulingStep
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.v1_31.apis.config.write import load_config
from kube_scheduler_py.v1_31.framework import interface as framework
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry

NODE = """
apiVersion: v1
kind: Node
metadata: {name: n1}
status: {capacity: {cpu: "8", memory: 8Gi, pods: "110"}}
"""

POD = """
apiVersion: v1
kind: Pod
metadata: {name: %s}
spec: {containers: [{name: c, image: pause, resources: {requests: {cpu: 100m}}}]}
"""

CONFIG = """
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  plugins:
    preBind:
      enabled: [{name: Flaky}]
"""

MESSAGE = "the storage backend is not ready"


class _Flaky(framework.PreBindPlugin):
    """PreBind fails with an Error for pod `victim`, `failures` times (forever if None)."""

    def __init__(self, failures: int | None) -> None:
        self.failures = failures
        self.calls = 0

    def name(self) -> str:
        return "Flaky"

    async def pre_bind(self, state: Any, p: v1.Pod, node_name: str) -> framework.Status | None:
        if p.name != "victim":
            return None
        self.calls += 1
        if self.failures is None or self.calls <= self.failures:
            return framework.new_status(framework.Error, MESSAGE)
        return None


def _run(failures: int | None, *pods: str, actors: Any = (), trace: Trace | None = None) -> Any:
    plugin = _Flaky(failures)
    objects = load_text("---".join([NODE, *(POD % name for name in pods)])).objects
    result = simulate(
        objects,
        load_config(CONFIG),
        out_of_tree_registry=Registry({"Flaky": lambda args, handle: plugin}),
        actors=actors,
        trace=trace,
    )
    return result, plugin


def _events(result: SimulationResult, pod: str) -> list[str]:
    return [e.reason for e in result.events if e.regarding.name == pod]


def _error() -> str:
    return f'running PreBind plugin "Flaky": {MESSAGE}'


def test_a_transient_error_is_retried_after_backoff_and_the_pod_binds() -> None:
    result, plugin = _run(2, "victim")
    assert result.settled
    (victim,) = result.pods
    assert victim.pod.spec.node_name == "n1"
    assert _events(result, "victim") == ["FailedScheduling", "FailedScheduling", "Scheduled"]
    assert result.events[0].note == _error()
    assert plugin.calls == 3


def test_an_error_that_persists_is_given_up_after_max_retries() -> None:
    result, plugin = _run(None, "victim")
    assert result.settled
    (victim,) = result.pods
    assert victim.pod.spec.node_name == ""
    (condition,) = victim.pod.status.conditions
    assert (condition.status, condition.reason, condition.message) == (
        "False",
        v1.PodReasonSchedulerError,
        _error(),
    )
    assert _events(result, "victim") == ["FailedScheduling"] * (1 + MAX_RETRIES)
    assert plugin.calls == 1 + MAX_RETRIES


def test_a_change_in_the_cluster_starts_the_count_again() -> None:
    async def late_pod(client: Clientset, clock: FakeClock) -> None:
        # Between the victim's second and third attempt (they start at 2 s and 5 s).
        await clock.sleep(timedelta(seconds=3))
        (pod,) = load_text(POD % "late").objects
        client.core_v1().pods("default").create(pod)

    result, plugin = _run(None, "victim", actors=[late_pod])
    assert result.settled
    assert _events(result, "late") == ["Scheduled"]
    # The actor's write and the late pod's binding both changed the cluster after the second
    # attempt: the third one starts a new run of failures, which is given up after 4 more.
    assert plugin.calls == 2 + 1 + MAX_RETRIES


def test_a_pod_that_fails_early_leaves_backoff_at_the_next_flush() -> None:
    trace = Trace()
    result, _ = _run(1, "victim", trace=trace)
    assert _events(result, "victim") == ["FailedScheduling", "Scheduled"]
    moves = [r for r in trace.filter(QueueMove) if isinstance(r, QueueMove)]
    popped = next(r.time for r in moves if r.new == "InFlight")
    backoff_done = next(r.time for r in moves if (r.old, r.new) == ("BackoffQ", "ActiveQ"))
    failed = next(
        r.time
        for r in trace.filter(SchedulingStep)
        if isinstance(r, SchedulingStep) and r.step == "HandleSchedulingFailure"
    )
    cycle = SCHEDULING_CYCLE_DURATION.total_seconds()
    # The first pod is popped at Run's instant; its cycle (10 ms) fails, its 1 s backoff ends
    # at 1.01 s, and the flush loop, ticking every second since Run, sends it back at 2 s. (The
    # trace reads the clock, whose readings at Run's instant are a few steps of a microsecond
    # past it, one per watch event delivered then; the instants themselves never drift.)
    assert round(failed - popped, 4) == cycle
    assert round(backoff_done - popped, 4) == 2.0


def test_every_scheduling_cycle_takes_virtual_time() -> None:
    trace = Trace()
    result, _ = _run(0, "a", "b", "c", trace=trace)
    assert [e.reason for e in result.events] == ["Scheduled"] * 3
    pops = [
        r.time for r in trace.filter(QueueMove) if isinstance(r, QueueMove) and r.new == "InFlight"
    ]
    decisions = [
        r.time
        for r in trace.filter(SchedulingStep)
        if isinstance(r, SchedulingStep) and r.step == "SchedulePod"
    ]
    cycle = SCHEDULING_CYCLE_DURATION.total_seconds()
    # A cycle ends 10 ms after the instant its pod was popped at (the pop itself is read a few
    # microsecond steps past that instant, one per watch event delivered then).
    assert [round(d - p, 4) for p, d in zip(pops, decisions, strict=True)] == [cycle] * 3
    # The next pod leaves activeQ when the previous one's cycle (and binding) ended.
    assert all(round(later - earlier, 4) >= cycle for earlier, later in itertools.pairwise(pops))
