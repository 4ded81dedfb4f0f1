"""Port of pkg/scheduler/internal/queue/scheduling_queue_test.go.

# Python: Go's package-level pod infos (highPriorityPodInfo, ...) are built afresh for every
# test by the `f` fixture, so no test sees another test's changes. Pop is a coroutine: tests
# that only pop from a non-empty activeQ use pop_now, which runs it to completion at once.
# Rows that compare Prometheus metrics are skipped (metrics are not ported), except the
# pending-pods gauges, which are checked with counting recorders put in place of the gauges.
"""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, cast

import pytest

from kube_scheduler_py.clock import FakeClock, new_fake_clock
from kube_scheduler_py.v1_31 import features, framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import set_meta_data_annotation
from kube_scheduler_py.v1_31.api.v1.pod import util as podutil
from kube_scheduler_py.v1_31.framework.plugins.feature.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.names import names
from kube_scheduler_py.v1_31.framework.plugins.queuesort.priority_sort import PrioritySort
from kube_scheduler_py.v1_31.framework.plugins.schedulinggates import scheduling_gates
from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import (
    DefaultPodInitialBackoffDuration,
    DefaultPodMaxInUnschedulablePodsDuration,
    PreEnqueueCheck,
    PriorityQueue,
    QueueingHintFunction,
    QueueingHintMapPerProfile,
    SchedulingQueueError,
    activeQ,
    backoffQ,
    clusterEvent,
    new_priority_queue,
    new_queued_pod_info_for_lookup,
    new_unschedulable_pods,
    nominator,
    pendingPodsSummary,
    pod_to_ref,
    queueAfterBackoff,
    queueImmediately,
    queueingStrategy,
    queueSkip,
    unschedulablePods,
    with_clock,
    with_plugin_metrics_sample_percent,
    with_pod_initial_backoff_duration,
    with_pod_lister,
    with_pod_max_backoff_duration,
    with_pod_max_in_unschedulable_pods_duration,
    with_pre_enqueue_plugin_map,
    with_queueing_hint_map_per_profile,
)
from kube_scheduler_py.v1_31.internal.queue.testing import (
    new_fake_shared_informer_factory,
    new_test_queue,
    new_test_queue_with_objects,
)
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.util import utils as util

lowPriority, midPriority, highPriority = 0, 100, 1000
mediumPriority = (lowPriority + highPriority) // 2


def _now() -> datetime:
    """The start time of the tests' fake clocks.

    # Python: Go starts them at time.Now(); here at the virtual epoch.
    """
    return new_fake_clock().now()


def must_new_pod_info(pod: v1.Pod) -> framework.PodInfo:
    """framework.NewPodInfo that fails the test on a parse error."""
    return framework.new_pod_info(pod)


@dataclass
class Fixtures:
    """The pod infos Go declares at package level."""

    high_priority_pod_info: framework.PodInfo
    high_pri_nominated_pod_info: framework.PodInfo
    med_priority_pod_info: framework.PodInfo
    unschedulable_pod_info: framework.PodInfo
    non_existent_pod_info: framework.PodInfo
    scheduled_pod_info: framework.PodInfo


def _fixtures() -> Fixtures:
    return Fixtures(
        high_priority_pod_info=must_new_pod_info(
            st.make_pod().name("hpp").namespace("ns1").uid("hppns1").priority(highPriority).obj()
        ),
        high_pri_nominated_pod_info=must_new_pod_info(
            st.make_pod()
            .name("hpp")
            .namespace("ns1")
            .uid("hppns1")
            .priority(highPriority)
            .nominated_node_name("node1")
            .obj()
        ),
        med_priority_pod_info=must_new_pod_info(
            st.make_pod()
            .name("mpp")
            .namespace("ns2")
            .uid("mppns2")
            .annotation("annot2", "val2")
            .priority(mediumPriority)
            .nominated_node_name("node1")
            .obj()
        ),
        unschedulable_pod_info=must_new_pod_info(
            st.make_pod()
            .name("up")
            .namespace("ns1")
            .uid("upns1")
            .annotation("annot2", "val2")
            .priority(lowPriority)
            .nominated_node_name("node1")
            .condition(v1.PodScheduled, v1.ConditionFalse, v1.PodReasonUnschedulable)
            .obj()
        ),
        non_existent_pod_info=must_new_pod_info(
            st.make_pod().name("ne").namespace("ns1").uid("nens1").obj()
        ),
        scheduled_pod_info=must_new_pod_info(
            st.make_pod().name("sp").namespace("ns1").uid("spns1").node("foo").obj()
        ),
    )


@pytest.fixture
def f() -> Fixtures:
    return _fixtures()


def queue_hint_return_queue(pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
    return framework.Queue


def queue_hint_return_skip(pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
    return framework.QueueSkip


def set_queued_pod_info_gated(queued_pod_info: framework.QueuedPodInfo) -> framework.QueuedPodInfo:
    queued_pod_info.gated = True
    return queued_pod_info


def get_unschedulable_pod(p: PriorityQueue, pod: v1.Pod) -> v1.Pod | None:
    p_info = p.unschedulable_pods.get(pod)
    if p_info is not None:
        return p_info.pod
    return None


def make_empty_queueing_hint_map_per_profile() -> QueueingHintMapPerProfile:
    """An empty QueueingHintMapPerProfile for the "" profile name."""
    return {"": {}}


def new_default_queue_sort() -> framework.LessFunc:
    return PrioritySort().less


def pop_now(q: PriorityQueue) -> framework.QueuedPodInfo:
    """Run q.pop() to completion without an event loop; fail if it would have to wait.

    # Python: Go's tests call the blocking Pop only when activeQ holds a pod.
    """
    coro = q.pop()
    try:
        coro.send(None)
    except StopIteration as stop:
        result = stop.value
        assert result is not None, "Pop returned no pod"
        return cast(framework.QueuedPodInfo, result)
    except RuntimeError:
        # Waiting needs a running event loop: activeQ was empty.
        pass
    coro.close()
    raise AssertionError("Pop would block: activeQ is empty")


def pop_pod(q: PriorityQueue, pod: v1.Pod) -> framework.QueuedPodInfo:
    p = pop_now(q)
    assert p.pod.uid == pod.uid, f"Unexpected popped pod: {p}"
    return p


def fake_clock(q: PriorityQueue) -> FakeClock:
    return cast(FakeClock, q.clock)


def clone_pod(pod: v1.Pod, new_name: str) -> v1.Pod:
    pod = copy.deepcopy(pod)
    pod.metadata.name = new_name
    pod.metadata.uid = pod.name + pod.namespace
    return pod


def expect_in_flight_pods(q: PriorityQueue, *uids: str) -> None:
    assert sorted(q.in_flight_pods) == sorted(uids), "Unexpected content of inFlightPods"
    actual_uids = [p.uid for p in q.in_flight_events.values() if isinstance(p, v1.Pod)]
    assert sorted(actual_uids) == sorted(uids), "Unexpected pods in inFlightEvents"


def assert_nominator(
    got: nominator, nominated_pod_to_node: dict[str, str], nominated_pods: dict[str, list[Any]]
) -> None:
    """Go's cmp.Diff of the nominator, ignoring podLister and nominatedPodsToInfo."""
    assert got.nominated_pod_to_node == nominated_pod_to_node
    assert got.nominated_pods == nominated_pods


def unschedulable_condition() -> v1.PodCondition:
    return v1.PodCondition(
        type=v1.PodScheduled,
        status=v1.ConditionFalse,
        reason=v1.PodReasonUnschedulable,
        message="fake scheduling failure",
    )


def test_priority_queue_add(f: Fixtures) -> None:
    """TestPriorityQueue_Add."""
    objs = [f.med_priority_pod_info.pod, f.unschedulable_pod_info.pod, f.high_priority_pod_info.pod]
    q = new_test_queue_with_objects(new_default_queue_sort(), objs)
    q.add(f.med_priority_pod_info.pod)
    q.add(f.unschedulable_pod_info.pod)
    q.add(f.high_priority_pod_info.pod)
    assert_nominator(
        q.nominator,
        {
            f.med_priority_pod_info.pod.uid: "node1",
            f.unschedulable_pod_info.pod.uid: "node1",
        },
        {
            "node1": [
                pod_to_ref(f.med_priority_pod_info.pod),
                pod_to_ref(f.unschedulable_pod_info.pod),
            ]
        },
    )
    assert pop_now(q).pod is f.high_priority_pod_info.pod
    assert pop_now(q).pod is f.med_priority_pod_info.pod
    assert pop_now(q).pod is f.unschedulable_pod_info.pod
    assert len(q.nominator.nominated_pods["node1"]) == 2


def test_priority_queue_add_with_reverse_priority_less_func(f: Fixtures) -> None:
    """TestPriorityQueue_AddWithReversePriorityLessFunc."""
    objs = [f.med_priority_pod_info.pod, f.high_priority_pod_info.pod]
    q = new_test_queue_with_objects(new_default_queue_sort(), objs)
    q.add(f.med_priority_pod_info.pod)
    q.add(f.high_priority_pod_info.pod)
    assert pop_now(q).pod is f.high_priority_pod_info.pod
    assert pop_now(q).pod is f.med_priority_pod_info.pod


# --- Test_InFlightPods ---------------------------------------------------------------------------


@dataclass
class action:
    """One step of Test_InFlightPods; only one field is set."""

    event_happens: framework.ClusterEvent | None = None
    pod_popped: v1.Pod | None = None
    pod_enqueued: framework.QueuedPodInfo | None = None
    callback: Callable[[PriorityQueue, dict[str, framework.QueuedPodInfo]], None] | None = None


@dataclass
class inFlightCase:
    name: str
    queueing_hint_map: QueueingHintMapPerProfile
    initial_pods: list[v1.Pod]
    actions: list[action]
    want_in_flight_pods: list[v1.Pod] = field(default_factory=list)
    want_in_flight_events: list[object] = field(default_factory=list)
    want_active_q_pod_names: list[str] | None = None
    want_backoff_q_pod_names: list[str] | None = None
    want_unsched_pod_pool_pod_names: list[str] = field(default_factory=list)
    is_scheduling_queue_hint_enabled: bool = False


def _hint(plugin: str, fn: framework.QueueingHintFn) -> QueueingHintFunction:
    return QueueingHintFunction(plugin_name=plugin, queueing_hint_fn=fn)


def _in_flight_cases() -> list[inFlightCase]:
    pod = st.make_pod().name("targetpod").uid("pod1").obj()
    pod2 = st.make_pod().name("targetpod2").uid("pod2").obj()
    pod3 = st.make_pod().name("targetpod3").uid("pod3").obj()

    def pop_into(key: str, p: v1.Pod) -> Callable[[PriorityQueue, dict[str, Any]], None]:
        def cb(q: PriorityQueue, state: dict[str, Any]) -> None:
            state[key] = pop_pod(q, p)

        return cb

    def add_unschedulable_popped_pod(q: PriorityQueue, state: dict[str, Any]) -> None:
        q.add_unschedulable_if_not_present(state["poppedPod"], q.scheduling_cycle())

    def add_unschedulable_popped_pod2_with_pending(q: PriorityQueue, state: dict[str, Any]) -> None:
        state["poppedPod2"].unschedulable_plugins = {"fooPlugin2", "fooPlugin3"}
        state["poppedPod2"].pending_plugins = {"fooPlugin1"}
        q.add_unschedulable_if_not_present(state["poppedPod2"], q.scheduling_cycle())

    def add_unschedulable_pending(q: PriorityQueue, state: dict[str, Any]) -> None:
        # Unschedulable due to PendingPlugins.
        state["poppedPod"].pending_plugins = {"fooPlugin1"}
        state["poppedPod"].unschedulable_plugins = {"fooPlugin2"}
        q.add_unschedulable_if_not_present(state["poppedPod"], q.scheduling_cycle())

    def pop_and_check_empty(q: PriorityQueue, state: dict[str, Any]) -> None:
        state["poppedPod"] = pop_pod(q, pod)
        assert len(state["poppedPod"].unschedulable_plugins) == 0, (
            "QueuedPodInfo from Pop should have empty UnschedulablePlugins"
        )

    def add_unschedulable_failed(q: PriorityQueue, state: dict[str, Any]) -> None:
        # Failed (i.e. no UnschedulablePlugins). Should go to backoff.
        q.add_unschedulable_if_not_present(state["poppedPod"], q.scheduling_cycle())

    return [
        inFlightCase(
            name="when SchedulingQueueHint is disabled, inFlightPods and inFlightEvents should "
            "be empty",
            initial_pods=[pod],
            actions=[
                # Not recorded: hints are off.
                action(pod_popped=pod),
                action(event_happens=framework.PvAdd),
            ],
            queueing_hint_map={
                "": {framework.PvAdd: [_hint("fooPlugin1", queue_hint_return_queue)]}
            },
        ),
        inFlightCase(
            name="Pod and interested events are registered in inFlightPods/inFlightEvents",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                # Not recorded: no pod is in flight yet.
                action(event_happens=framework.PvcAdd),
                action(pod_popped=pod),
                # Recorded for the pod.
                action(event_happens=framework.PvAdd),
                # Not recorded: no plugin is interested in PvUpdate.
                action(event_happens=framework.PvUpdate),
            ],
            want_in_flight_pods=[pod],
            want_in_flight_events=[pod, framework.PvAdd],
            queueing_hint_map={
                "": {framework.PvAdd: [_hint("fooPlugin1", queue_hint_return_queue)]}
            },
        ),
        inFlightCase(
            name="Pod, registered in inFlightPods, is enqueued back to activeQ",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod, pod2],
            actions=[
                action(event_happens=framework.PvcAdd),
                action(pod_popped=pod),
                action(event_happens=framework.PvAdd),
                action(pod_popped=pod2),
                action(event_happens=framework.NodeAdd),
                # To backoffQ: no plugin rejected it.
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod)),
            ],
            want_backoff_q_pod_names=["targetpod"],
            want_in_flight_pods=[pod2],
            want_in_flight_events=[pod2, framework.NodeAdd],
            queueing_hint_map={
                "": {
                    framework.PvAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                    framework.NodeAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                    framework.PvcAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                }
            },
        ),
        inFlightCase(
            name="All Pods registered in inFlightPods are enqueued back to activeQ",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod, pod2],
            actions=[
                action(event_happens=framework.PvcAdd),
                action(pod_popped=pod),
                action(event_happens=framework.PvAdd),
                action(pod_popped=pod2),
                action(event_happens=framework.NodeAdd),
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod)),
                action(event_happens=framework.CSINodeUpdate),
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod2)),
            ],
            want_backoff_q_pod_names=["targetpod", "targetpod2"],
            queueing_hint_map={
                "": {
                    framework.PvAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                    framework.NodeAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                    framework.PvcAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                    framework.CSINodeUpdate: [_hint("fooPlugin1", queue_hint_return_queue)],
                }
            },
        ),
        inFlightCase(
            name="One intermediate Pod registered in inFlightPods is enqueued back to activeQ",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod, pod2, pod3],
            actions=[
                action(event_happens=framework.PvcAdd),
                action(pod_popped=pod),
                action(event_happens=framework.PvAdd),
                action(pod_popped=pod2),
                action(event_happens=framework.NodeAdd),
                action(pod_popped=pod3),
                action(event_happens=framework.AssignedPodAdd),
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod2)),
            ],
            want_backoff_q_pod_names=["targetpod2"],
            want_in_flight_pods=[pod, pod3],
            want_in_flight_events=[
                pod,
                framework.PvAdd,
                framework.NodeAdd,
                pod3,
                framework.AssignedPodAdd,
            ],
            queueing_hint_map={
                "": {
                    framework.PvAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                    framework.NodeAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                    framework.AssignedPodAdd: [_hint("fooPlugin1", queue_hint_return_queue)],
                }
            },
        ),
        inFlightCase(
            name="pod is enqueued to queue without QueueingHint when SchedulingQueueHint is "
            "disabled",
            initial_pods=[pod],
            actions=[
                action(pod_popped=pod),
                action(event_happens=framework.AssignedPodAdd),
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod, "fooPlugin1")),
            ],
            want_backoff_q_pod_names=["targetpod"],
            queueing_hint_map={
                # Ignored: hints are off.
                "": {framework.AssignedPodAdd: [_hint("fooPlugin1", queue_hint_return_skip)]}
            },
        ),
        inFlightCase(
            name="events before popping Pod are ignored when Pod is enqueued back to queue",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                action(event_happens=framework.WildCardEvent),
                action(pod_popped=pod),
                action(event_happens=framework.AssignedPodAdd),
                # fooPlugin1 answers QueueSkip: the pod stays unschedulable.
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod, "fooPlugin1")),
            ],
            want_unsched_pod_pool_pod_names=["targetpod"],
            queueing_hint_map={
                "": {framework.AssignedPodAdd: [_hint("fooPlugin1", queue_hint_return_skip)]}
            },
        ),
        inFlightCase(
            name="pod is enqueued to backoff if no failed plugin",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                action(pod_popped=pod),
                action(event_happens=framework.AssignedPodAdd),
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod)),
            ],
            want_backoff_q_pod_names=["targetpod"],
            queueing_hint_map={
                "": {framework.AssignedPodAdd: [_hint("fooPlugin1", queue_hint_return_queue)]}
            },
        ),
        inFlightCase(
            name="pod is enqueued to unschedulable pod pool if no events that can make the pod "
            "schedulable",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                action(pod_popped=pod),
                action(event_happens=framework.NodeAdd),
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod, "fooPlugin1")),
            ],
            want_unsched_pod_pool_pod_names=["targetpod"],
            queueing_hint_map={
                # fooPlugin1 has no hint for NodeAdd.
                "": {framework.AssignedPodAdd: [_hint("fooPlugin1", queue_hint_return_queue)]}
            },
        ),
        inFlightCase(
            name="pod is enqueued to unschedulable pod pool because the failed plugin has a "
            "hint fn but it returns Skip",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                action(pod_popped=pod),
                action(event_happens=framework.AssignedPodAdd),
                action(pod_enqueued=new_queued_pod_info_for_lookup(pod, "fooPlugin1")),
            ],
            want_unsched_pod_pool_pod_names=["targetpod"],
            queueing_hint_map={
                "": {framework.AssignedPodAdd: [_hint("fooPlugin1", queue_hint_return_skip)]}
            },
        ),
        inFlightCase(
            name="pod is enqueued to activeQ because the Pending plugins has a hint fn and it "
            "returns Queue",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                action(pod_popped=pod),
                action(event_happens=framework.AssignedPodAdd),
                action(
                    pod_enqueued=framework.QueuedPodInfo(
                        pod_info=must_new_pod_info(pod),
                        unschedulable_plugins={"fooPlugin2", "fooPlugin3"},
                        pending_plugins={"fooPlugin1"},
                    )
                ),
            ],
            want_active_q_pod_names=["targetpod"],
            queueing_hint_map={
                "": {
                    framework.AssignedPodAdd: [
                        _hint("fooPlugin3", queue_hint_return_skip),
                        _hint("fooPlugin2", queue_hint_return_queue),
                        # Queue from a Pending plugin: activeQ at once.
                        _hint("fooPlugin1", queue_hint_return_queue),
                    ]
                }
            },
        ),
        inFlightCase(
            name="pod is enqueued to backoffQ because the failed plugin has a hint fn and it "
            "returns Queue",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                action(pod_popped=pod),
                action(event_happens=framework.AssignedPodAdd),
                action(
                    pod_enqueued=new_queued_pod_info_for_lookup(pod, "fooPlugin1", "fooPlugin2")
                ),
            ],
            want_backoff_q_pod_names=["targetpod"],
            queueing_hint_map={
                "": {
                    framework.AssignedPodAdd: [
                        _hint("fooPlugin2", queue_hint_return_skip),
                        _hint("fooPlugin1", queue_hint_return_queue),
                    ]
                }
            },
        ),
        inFlightCase(
            name="pod is enqueued to activeQ because the failed plugin has a hint fn and it "
            "returns Queue for a concurrent event that was received while some other pod was "
            "in flight",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod, pod2],
            actions=[
                action(callback=pop_into("poppedPod", pod)),
                action(event_happens=framework.NodeAdd),
                action(callback=pop_into("poppedPod2", pod2)),
                action(event_happens=framework.AssignedPodAdd),
                action(callback=add_unschedulable_popped_pod),
                action(callback=add_unschedulable_popped_pod2_with_pending),
            ],
            want_active_q_pod_names=[pod2.name],
            queueing_hint_map={
                "": {
                    framework.AssignedPodAdd: [
                        _hint("fooPlugin3", queue_hint_return_skip),
                        _hint("fooPlugin2", queue_hint_return_queue),
                        _hint("fooPlugin1", queue_hint_return_queue),
                    ]
                }
            },
        ),
        inFlightCase(
            name="popped pod must have empty UnschedulablePlugins and PendingPlugins",
            is_scheduling_queue_hint_enabled=True,
            initial_pods=[pod],
            actions=[
                action(callback=pop_into("poppedPod", pod)),
                action(callback=add_unschedulable_pending),
                action(event_happens=framework.PvAdd),  # Active again.
                action(callback=pop_and_check_empty),
                action(callback=add_unschedulable_failed),
            ],
            queueing_hint_map={
                "": {framework.PvAdd: [_hint("fooPlugin1", queue_hint_return_queue)]}
            },
        ),
    ]


@pytest.mark.parametrize("test", _in_flight_cases(), ids=lambda t: t.name)
def test_in_flight_pods(test: inFlightCase) -> None:
    """Test_InFlightPods."""
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate,
        features.SchedulerQueueingHints,
        test.is_scheduling_queue_hint_enabled,
    ):
        fake = new_fake_clock()
        q = new_test_queue_with_objects(
            new_default_queue_sort(),
            test.initial_pods,
            with_queueing_hint_map_per_profile(test.queueing_hint_map),
            with_clock(fake),
        )
        # Distinct timestamps keep the pop order fixed.
        for p in test.initial_pods:
            q.add(p)
            fake.step(timedelta(seconds=1))

        state: dict[str, framework.QueuedPodInfo] = {}
        for a in test.actions:
            if a.pod_popped is not None:
                pop_pod(q, a.pod_popped)
            elif a.event_happens is not None:
                q.move_all_to_active_or_backoff_queue(a.event_happens, None, None, None)
            elif a.pod_enqueued is not None:
                q.add_unschedulable_if_not_present(a.pod_enqueued, q.scheduling_cycle())
            elif a.callback is not None:
                a.callback(q, state)

        actual_in_flight_pods = {uid: e.value for uid, e in q.in_flight_pods.items()}
        assert actual_in_flight_pods == {p.uid: p for p in test.want_in_flight_pods}

        want_in_flight_events = [
            clusterEvent(event=v) if isinstance(v, framework.ClusterEvent) else v
            for v in test.want_in_flight_events
        ]
        assert q.in_flight_events.values() == want_in_flight_events

        if test.want_active_q_pod_names is not None:
            got = sorted(p.pod.name for p in q.active_q.list())
            assert got == sorted(test.want_active_q_pod_names)

        if test.want_backoff_q_pod_names is not None:
            got = sorted(p.pod.name for p in q.pod_backoff_q.list())
            assert got == sorted(test.want_backoff_q_pod_names)

        for pod_name in test.want_unsched_pod_pool_pod_names:
            assert get_unschedulable_pod(q, st.make_pod().name(pod_name).pod) is not None


@pytest.mark.parametrize(
    "is_scheduling_queue_hint_enabled", [True, False], ids=["with-hints", "without-hints"]
)
def test_pop(is_scheduling_queue_hint_enabled: bool) -> None:
    """TestPop."""
    pod = st.make_pod().name("targetpod").uid("pod1").obj()
    queueing_hint_map: QueueingHintMapPerProfile = {
        "": {framework.PvAdd: [_hint("fooPlugin1", queue_hint_return_queue)]}
    }
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate,
        features.SchedulerQueueingHints,
        is_scheduling_queue_hint_enabled,
    ):
        q = new_test_queue_with_objects(
            new_default_queue_sort(), [pod], with_queueing_hint_map_per_profile(queueing_hint_map)
        )
        q.add(pod)

        # A failed attempt; a Pending plugin means the pod skips backoff when it comes back.
        popped_pod = pop_pod(q, pod)
        popped_pod.pending_plugins = {"fooPlugin1"}
        q.add_unschedulable_if_not_present(popped_pod, q.scheduling_cycle())

        q.move_all_to_active_or_backoff_queue(framework.PvAdd, None, None, None)

        popped_pod = pop_pod(q, pod)
        assert len(popped_pod.pending_plugins) == 0


def test_priority_queue_add_unschedulable_if_not_present(f: Fixtures) -> None:
    """TestPriorityQueue_AddUnschedulableIfNotPresent."""
    objs = [f.high_pri_nominated_pod_info.pod, f.unschedulable_pod_info.pod]
    q = new_test_queue_with_objects(new_default_queue_sort(), objs)
    # Popped first, so that the queue knows it as in flight.
    q.add(f.unschedulable_pod_info.pod)
    assert pop_now(q).pod is f.unschedulable_pod_info.pod

    q.add(f.high_pri_nominated_pod_info.pod)
    q.add_unschedulable_if_not_present(
        new_queued_pod_info_for_lookup(f.unschedulable_pod_info.pod, "plugin"),
        q.scheduling_cycle(),
    )
    assert pop_now(q).pod is f.high_pri_nominated_pod_info.pod
    assert len(q.nominator.nominated_pods) == 1
    # No event happened while it was scheduled: unschedulablePods.
    assert get_unschedulable_pod(q, f.unschedulable_pod_info.pod) is f.unschedulable_pod_info.pod


def test_priority_queue_add_unschedulable_if_not_present_backoff() -> None:
    """TestPriorityQueue_AddUnschedulableIfNotPresent_Backoff."""
    q = new_test_queue(new_default_queue_sort(), with_clock(new_fake_clock()))
    total_num = 10
    expected_pods: list[v1.Pod] = []
    for i in range(total_num):
        p = st.make_pod().name(f"pod{i}").namespace(f"ns{i}").uid(f"upns{i}").priority(i).obj()
        expected_pods.append(copy.deepcopy(p))
        q.add(p)

    # Pop all pods except for the first one.
    for i in range(total_num - 1, 0, -1):
        assert pop_now(q).pod == expected_pods[i]

    # A move request while they are being scheduled.
    q.move_all_to_active_or_backoff_queue(framework.WildCardEvent, None, None, None)
    old_cycle = q.scheduling_cycle()

    first_pod = pop_now(q)
    assert first_pod.pod == expected_pods[0]

    for i in range(1, total_num):
        unschedulable_pod = copy.deepcopy(expected_pods[i])
        unschedulable_pod.status = v1.PodStatus(
            conditions=[
                v1.PodCondition(
                    type=v1.PodScheduled,
                    status=v1.ConditionFalse,
                    reason=v1.PodReasonUnschedulable,
                )
            ]
        )
        q.add_unschedulable_if_not_present(
            new_queued_pod_info_for_lookup(unschedulable_pod, "plugin"), old_cycle
        )

    # The move request came in the same cycle: backoffQ.
    for i in range(1, total_num):
        _, exists = q.pod_backoff_q.get(new_queued_pod_info_for_lookup(expected_pods[i]))
        assert exists, f"Expected {expected_pods[i].name} to be added to podBackoffQ."


def test_priority_queue_pop(f: Fixtures) -> None:
    """TestPriorityQueue_Pop."""
    q = new_test_queue_with_objects(new_default_queue_sort(), [f.med_priority_pod_info.pod])

    async def run() -> None:
        popper = asyncio.create_task(q.pop())
        await asyncio.sleep(0)
        assert not popper.done()
        q.add(f.med_priority_pod_info.pod)
        p = await popper
        assert p is not None and p.pod is f.med_priority_pod_info.pod
        assert len(q.nominator.nominated_pods["node1"]) == 1

    asyncio.run(run())


# --- TestPriorityQueue_Update --------------------------------------------------------------------

notInAnyQueue = "NotInAnyQueue"
queuePlugin = "queuePlugin"
skipPlugin = "skipPlugin"

PrepareFunc = Callable[[PriorityQueue, Fixtures, FakeClock], tuple[v1.Pod | None, v1.Pod]]


def _prepare_add(q: PriorityQueue, f: Fixtures, c: FakeClock) -> tuple[v1.Pod | None, v1.Pod]:
    return None, f.high_priority_pod_info.pod


def _prepare_not_exist(q: PriorityQueue, f: Fixtures, c: FakeClock) -> tuple[v1.Pod | None, v1.Pod]:
    updated_pod = copy.deepcopy(f.med_priority_pod_info.pod)
    updated_pod.annotations["foo"] = "test"
    return f.med_priority_pod_info.pod, updated_pod


def _prepare_nominated(q: PriorityQueue, f: Fixtures, c: FakeClock) -> tuple[v1.Pod | None, v1.Pod]:
    return f.high_priority_pod_info.pod, f.high_pri_nominated_pod_info.pod


def _prepare_in_active(q: PriorityQueue, f: Fixtures, c: FakeClock) -> tuple[v1.Pod | None, v1.Pod]:
    q.update(None, f.high_priority_pod_info.pod)
    return f.high_priority_pod_info.pod, f.high_priority_pod_info.pod


def _prepare_in_backoff(
    q: PriorityQueue, f: Fixtures, c: FakeClock
) -> tuple[v1.Pod | None, v1.Pod]:
    pod_info = q.new_queued_pod_info(f.med_priority_pod_info.pod)
    q.pod_backoff_q.add(pod_info)
    return pod_info.pod, pod_info.pod


def _prepare_unsched_backing_off(
    q: PriorityQueue, f: Fixtures, c: FakeClock
) -> tuple[v1.Pod | None, v1.Pod]:
    q.unschedulable_pods.add_or_update(
        q.new_queued_pod_info(f.med_priority_pod_info.pod, queuePlugin)
    )
    updated_pod = copy.deepcopy(f.med_priority_pod_info.pod)
    updated_pod.annotations["foo"] = "test"
    return f.med_priority_pod_info.pod, updated_pod


def _prepare_unsched_not_backing_off(
    q: PriorityQueue, f: Fixtures, c: FakeClock
) -> tuple[v1.Pod | None, v1.Pod]:
    q.unschedulable_pods.add_or_update(
        q.new_queued_pod_info(f.med_priority_pod_info.pod, queuePlugin)
    )
    updated_pod = copy.deepcopy(f.med_priority_pod_info.pod)
    updated_pod.annotations["foo"] = "test1"
    # The backoff ends, so the update moves the pod to activeQ.
    c.step(q.pod_initial_backoff_duration)
    return f.med_priority_pod_info.pod, updated_pod


def _prepare_unsched_skip(
    q: PriorityQueue, f: Fixtures, c: FakeClock
) -> tuple[v1.Pod | None, v1.Pod]:
    q.unschedulable_pods.add_or_update(
        q.new_queued_pod_info(f.med_priority_pod_info.pod, skipPlugin)
    )
    updated_pod = copy.deepcopy(f.med_priority_pod_info.pod)
    updated_pod.annotations["foo"] = "test1"
    return f.med_priority_pod_info.pod, updated_pod


def _prepare_in_flight(q: PriorityQueue, f: Fixtures, c: FakeClock) -> tuple[v1.Pod | None, v1.Pod]:
    pod_info = q.new_queued_pod_info(f.med_priority_pod_info.pod)
    # Added and popped, so that the pod is registered as in flight.
    q.active_q.add(pod_info)
    assert pop_now(q).pod is f.med_priority_pod_info.pod
    updated_pod = copy.deepcopy(f.med_priority_pod_info.pod)
    updated_pod.annotations["foo"] = "bar"
    return f.med_priority_pod_info.pod, updated_pod


_UPDATE_CASES: list[tuple[str, str, bool, PrepareFunc, list[bool]]] = [
    ("add highPriorityPodInfo to activeQ", activeQ, False, _prepare_add, [False, True]),
    (
        "Update pod that didn't exist in the queue",
        activeQ,
        False,
        _prepare_not_exist,
        [False, True],
    ),
    (
        "Update highPriorityPodInfo and add a nominatedNodeName to it",
        activeQ,
        True,
        _prepare_nominated,
        [False, True],
    ),
    (
        "When updating a pod that is already in activeQ, the pod should remain in activeQ after "
        "Update()",
        activeQ,
        False,
        _prepare_in_active,
        [False, True],
    ),
    (
        "When updating a pod that is in backoff queue and is still backing off, it will be "
        "updated in backoff queue",
        backoffQ,
        False,
        _prepare_in_backoff,
        [False, True],
    ),
    (
        "when updating a pod which is in unschedulable queue and is backing off, it will be moved "
        "to backoff queue",
        backoffQ,
        False,
        _prepare_unsched_backing_off,
        [False, True],
    ),
    (
        "when updating a pod which is in unschedulable queue and is not backing off, it will be "
        "moved to active queue",
        activeQ,
        False,
        _prepare_unsched_not_backing_off,
        [False, True],
    ),
    (
        "when updating a pod which is in unschedulable pods but the plugin returns skip, it will "
        "remain in unschedulablePods",
        unschedulablePods,
        False,
        _prepare_unsched_skip,
        [True],
    ),
    (
        "when updating a pod which is in flightPods, the pod will not be added to any queue",
        notInAnyQueue,
        False,
        _prepare_in_flight,
        [True],
    ),
]


@pytest.mark.parametrize(
    ("want_q", "want_added_to_nominated", "prepare_func", "q_hint_enabled"),
    [
        pytest.param(
            want_q, nominated, prepare, hint, id=f"{name}, with queuehint({str(hint).lower()})"
        )
        for name, want_q, nominated, prepare, hints in _UPDATE_CASES
        for hint in hints
    ],
)
def test_priority_queue_update(
    f: Fixtures,
    want_q: str,
    want_added_to_nominated: bool,
    prepare_func: PrepareFunc,
    q_hint_enabled: bool,
) -> None:
    """TestPriorityQueue_Update.

    # Python: each row gets its own fake clock; Go shares one, which only the row that steps it
    # depends on.
    """
    c = new_fake_clock()
    queueing_hint_map: QueueingHintMapPerProfile = {
        "": {
            framework.UnscheduledPodUpdate: [
                _hint(queuePlugin, queue_hint_return_queue),
                _hint(skipPlugin, queue_hint_return_skip),
            ]
        }
    }
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.SchedulerQueueingHints, q_hint_enabled
    ):
        objs = [
            f.high_priority_pod_info.pod,
            f.unschedulable_pod_info.pod,
            f.med_priority_pod_info.pod,
        ]
        q = new_test_queue_with_objects(
            new_default_queue_sort(),
            objs,
            with_clock(c),
            with_queueing_hint_map_per_profile(queueing_hint_map),
        )

        old_pod, new_pod = prepare_func(q, f, c)

        q.update(old_pod, new_pod)

        p_info: framework.QueuedPodInfo | None = None

        obj, exists = q.pod_backoff_q.get(new_queued_pod_info_for_lookup(new_pod))
        if exists:
            assert want_q == backoffQ, f"expected pod {new_pod.name} not to be queued to backoffQ"
            p_info = obj

        obj, exists = q.active_q.get(new_queued_pod_info_for_lookup(new_pod))
        if exists:
            assert want_q == activeQ, f"expected pod {new_pod.name} not to be queued to activeQ"
            p_info = obj

        p_info_from_unsched = q.unschedulable_pods.get(new_pod)
        if p_info_from_unsched is not None:
            assert want_q == unschedulablePods, (
                f"expected pod {new_pod.name} to not be queued to unschedulablePods"
            )
            p_info = p_info_from_unsched

        if want_q == notInAnyQueue:
            assert p_info is None
            return

        assert p_info is not None
        assert p_info.pod_info.pod == new_pod

        if want_added_to_nominated:
            assert len(q.nominator.nominated_pods) == 1


def test_priority_queue_update_when_inflight() -> None:
    """TestPriorityQueue_UpdateWhenInflight."""
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.SchedulerQueueingHints, True
    ):
        m = make_empty_queueing_hint_map_per_profile()
        # fakePlugin may change its result on any update of the pod.
        m[""][framework.UnscheduledPodUpdate] = [_hint("fakePlugin", queue_hint_return_queue)]
        c = new_fake_clock()
        q = new_test_queue(
            new_default_queue_sort(), with_queueing_hint_map_per_profile(m), with_clock(c)
        )

        test_pod = st.make_pod().name("test-pod").namespace("test-ns").uid("test-uid").obj()
        q.add(test_pod)
        assert pop_now(q).pod is test_pod

        # Updated while being scheduled.
        updated_pod = copy.deepcopy(test_pod)
        updated_pod.spec.tolerations = [
            v1.Toleration(key="foo", effect=v1.TaintEffectNoSchedule),
        ]

        q.update(test_pod, updated_pod)
        # Rejected by fakePlugin, but the update may help: activeQ/backoffQ.
        q.add_unschedulable_if_not_present(
            new_queued_pod_info_for_lookup(updated_pod, "fakePlugin"), q.scheduling_cycle()
        )

        obj, exists = q.pod_backoff_q.get(new_queued_pod_info_for_lookup(updated_pod))
        assert exists, f"expected pod {updated_pod.name} to be queued to backoffQ, but it wasn't."
        assert obj is not None
        assert obj.pod_info.pod == updated_pod


def test_priority_queue_delete(f: Fixtures) -> None:
    """TestPriorityQueue_Delete."""
    objs = [f.high_priority_pod_info.pod, f.unschedulable_pod_info.pod]
    q = new_test_queue_with_objects(new_default_queue_sort(), objs)
    q.update(f.high_priority_pod_info.pod, f.high_pri_nominated_pod_info.pod)
    q.add(f.unschedulable_pod_info.pod)
    q.delete(f.high_pri_nominated_pod_info.pod)
    _, exists = q.active_q.get(new_queued_pod_info_for_lookup(f.unschedulable_pod_info.pod))
    assert exists
    _, exists = q.active_q.get(new_queued_pod_info_for_lookup(f.high_pri_nominated_pod_info.pod))
    assert not exists
    assert len(q.nominator.nominated_pods) == 1
    q.delete(f.unschedulable_pod_info.pod)
    assert len(q.nominator.nominated_pods) == 0


@pytest.mark.parametrize(
    ("in_unschedulable_pods", "in_pod_backoff_q", "in_active_q", "want"),
    [
        pytest.param(False, False, True, 1, id="pod already in activeQ"),
        pytest.param(False, False, False, 0, id="pod not in unschedulablePods/podBackoffQ"),
        pytest.param(True, False, False, 1, id="pod in unschedulablePods"),
        pytest.param(False, True, False, 1, id="pod in backoffQ"),
    ],
)
def test_priority_queue_activate(
    f: Fixtures, in_unschedulable_pods: bool, in_pod_backoff_q: bool, in_active_q: bool, want: int
) -> None:
    """TestPriorityQueue_Activate."""
    q = new_test_queue_with_objects(new_default_queue_sort(), [])

    def q_pod_info() -> framework.QueuedPodInfo:
        return framework.QueuedPodInfo(pod_info=f.high_pri_nominated_pod_info)

    if in_active_q:
        q.active_q.add(q_pod_info())
    if in_unschedulable_pods:
        q.unschedulable_pods.add_or_update(q_pod_info())
    if in_pod_backoff_q:
        q.pod_backoff_q.add(q_pod_info())

    q.activate({"test_pod": q_pod_info().pod_info.pod})

    assert q.active_q.len() == want
    if want:
        _, exist = q.active_q.get(new_queued_pod_info_for_lookup(f.high_pri_nominated_pod_info.pod))
        assert exist


class preEnqueuePlugin(framework.PreEnqueuePlugin):
    """Lets through only pods carrying one of the allowlisted labels."""

    def __init__(self, allowlists: list[str] | None = None) -> None:
        self.allowlists = allowlists or []

    def name(self) -> str:
        return "preEnqueuePlugin"

    def pre_enqueue(self, p: v1.Pod) -> framework.Status | None:
        for allowed in self.allowlists:
            for label in p.labels:
                if label == allowed:
                    return None
        return framework.new_status(
            framework.UnschedulableAndUnresolvable, "pod name not in allowlists"
        )


@pytest.mark.parametrize(
    ("plugins", "pod", "want_unschedulable_pods", "want_success"),
    [
        pytest.param(
            [], st.make_pod().name("p").label("p", "").obj(), 0, True, id="no plugins registered"
        ),
        pytest.param(
            [preEnqueuePlugin(), preEnqueuePlugin()],
            st.make_pod().name("p").label("p", "").obj(),
            1,
            False,
            id="preEnqueue plugin registered, pod name not in allowlists",
        ),
        pytest.param(
            [preEnqueuePlugin(["foo", "bar"]), preEnqueuePlugin(["foo"])],
            st.make_pod().name("bar").label("bar", "").obj(),
            1,
            False,
            id="preEnqueue plugin registered, pod failed one preEnqueue plugin",
        ),
        pytest.param(
            [preEnqueuePlugin(["foo", "bar"]), preEnqueuePlugin(["bar"])],
            st.make_pod().name("bar").label("bar", "").obj(),
            0,
            True,
            id="preEnqueue plugin registered, pod passed all preEnqueue plugins",
        ),
    ],
)
def test_priority_queue_add_to_active_q(
    plugins: list[framework.PreEnqueuePlugin],
    pod: v1.Pod,
    want_unschedulable_pods: int,
    want_success: bool,
) -> None:
    """TestPriorityQueue_addToActiveQ."""
    m = {"": plugins}
    q = new_test_queue_with_objects(
        new_default_queue_sort(),
        [pod],
        with_pre_enqueue_plugin_map(m),
        with_pod_initial_backoff_duration(timedelta(seconds=30)),
        with_pod_max_backoff_duration(timedelta(seconds=60)),
    )
    got = q.move_to_active_q(q.new_queued_pod_info(pod), framework.PodAdd)
    assert got == want_success
    assert len(q.unschedulable_pods.pod_info_map) == want_unschedulable_pods

    # An update event must leave the pod in unschedulablePods.
    clone = copy.deepcopy(pod)
    set_meta_data_annotation(clone.metadata, "foo", "")
    q.update(pod, clone)
    assert len(q.unschedulable_pods.pod_info_map) == want_unschedulable_pods


def _failing_hint(pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
    raise AssertionError("QueueingHintFn should not be called as pod is gated")


_P1 = st.make_pod().name("pod1").namespace("ns1").uid("1").obj()


@pytest.mark.parametrize(
    ("pod_info", "hint", "duration", "expected_q"),
    [
        pytest.param(
            lambda: framework.QueuedPodInfo(
                pod_info=must_new_pod_info(_P1), pending_plugins={"foo"}
            ),
            queue_hint_return_queue,
            timedelta(0),
            activeQ,
            id="Queue queues pod to activeQ",
        ),
        pytest.param(
            lambda: framework.QueuedPodInfo(
                pod_info=must_new_pod_info(_P1), unschedulable_plugins={"foo"}
            ),
            queue_hint_return_queue,
            timedelta(0),
            backoffQ,
            id="Queue queues pod to backoffQ if Pod is backing off",
        ),
        pytest.param(
            lambda: framework.QueuedPodInfo(
                pod_info=must_new_pod_info(_P1), unschedulable_plugins={"foo"}
            ),
            queue_hint_return_queue,
            DefaultPodInitialBackoffDuration,  # the backoff has ended
            activeQ,
            id="Queue queues pod to activeQ if Pod is not backing off",
        ),
        pytest.param(
            lambda: framework.QueuedPodInfo(
                pod_info=must_new_pod_info(_P1), unschedulable_plugins={"foo"}
            ),
            queue_hint_return_skip,
            timedelta(0),
            unschedulablePods,
            id="Skip queues pod to unschedulablePods",
        ),
        pytest.param(
            lambda: set_queued_pod_info_gated(
                framework.QueuedPodInfo(
                    pod_info=must_new_pod_info(_P1),
                    unschedulable_plugins={names.SchedulingGates, "foo"},
                )
            ),
            _failing_hint,
            timedelta(0),
            unschedulablePods,
            id="QueueHintFunction is not called when Pod is gated by SchedulingGates plugin",
        ),
        pytest.param(
            lambda: set_queued_pod_info_gated(
                framework.QueuedPodInfo(
                    pod_info=must_new_pod_info(_P1), unschedulable_plugins={"foo"}
                )
            ),
            queue_hint_return_queue,
            timedelta(0),
            activeQ,
            id="QueueHintFunction is called when Pod is gated by a plugin other than "
            "SchedulingGates",
        ),
    ],
)
def test_priority_queue_move_all_to_active_or_backoff_queue_with_queueing_hint(
    pod_info: Callable[[], framework.QueuedPodInfo],
    hint: framework.QueueingHintFn,
    duration: timedelta,
    expected_q: str,
) -> None:
    """TestPriorityQueue_MoveAllToActiveOrBackoffQueueWithQueueingHint."""
    test_pod_info = pod_info()
    m = make_empty_queueing_hint_map_per_profile()
    m[""][framework.NodeAdd] = [_hint("foo", hint)]
    cl = new_fake_clock()
    q = new_test_queue(
        new_default_queue_sort(), with_queueing_hint_map_per_profile(m), with_clock(cl)
    )
    q.active_q.add(q.new_queued_pod_info(test_pod_info.pod))
    assert pop_now(q).pod is test_pod_info.pod
    q.add_unschedulable_if_not_present(test_pod_info, q.scheduling_cycle())
    cl.step(duration)

    q.move_all_to_active_or_backoff_queue(framework.NodeAdd, None, None, None)

    if expected_q == backoffQ:
        assert q.pod_backoff_q.len() != 0
    if expected_q == activeQ:
        assert q.active_q.len() != 0
    if expected_q == unschedulablePods:
        assert q.unschedulable_pods.get(test_pod_info.pod) is not None


def test_priority_queue_move_all_to_active_or_backoff_queue(f: Fixtures) -> None:
    """TestPriorityQueue_MoveAllToActiveOrBackoffQueue."""
    c = new_fake_clock()
    m = make_empty_queueing_hint_map_per_profile()
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.SchedulerQueueingHints, True
    ):
        m[""][framework.NodeAdd] = [_hint("fooPlugin", queue_hint_return_queue)]
        q = new_test_queue(
            new_default_queue_sort(), with_clock(c), with_queueing_hint_map_per_profile(m)
        )
    up, hp, mp = (
        f.unschedulable_pod_info.pod,
        f.high_priority_pod_info.pod,
        f.med_priority_pod_info.pod,
    )
    # Popped first, as a pod that failed scheduling would have been.
    q.active_q.add(q.new_queued_pod_info(up))
    assert pop_now(q).pod is up
    expect_in_flight_pods(q, up.uid)
    q.active_q.add(q.new_queued_pod_info(hp))
    assert pop_now(q).pod is hp
    expect_in_flight_pods(q, up.uid, hp.uid)
    q.add_unschedulable_if_not_present(q.new_queued_pod_info(up, "fooPlugin"), q.scheduling_cycle())
    q.add_unschedulable_if_not_present(q.new_queued_pod_info(hp, "fooPlugin"), q.scheduling_cycle())
    expect_in_flight_pods(q)
    # A pod whose failure no plugin is associated with.
    hpp1 = clone_pod(hp, "hpp1")
    q.active_q.add(q.new_queued_pod_info(hpp1))
    assert pop_now(q).pod is hpp1
    expect_in_flight_pods(q, hpp1.uid)
    # No failing plugin: backoffQ.
    q.add_unschedulable_if_not_present(q.new_queued_pod_info(hpp1), q.scheduling_cycle())
    expect_in_flight_pods(q)
    # A pod rejected by barPlugin.
    hpp2 = clone_pod(hp, "hpp2")
    q.active_q.add(q.new_queued_pod_info(hpp2))
    assert pop_now(q).pod is hpp2
    expect_in_flight_pods(q, hpp2.uid)
    # unschedulablePods.
    q.add_unschedulable_if_not_present(
        q.new_queued_pod_info(hpp2, "barPlugin"), q.scheduling_cycle()
    )
    expect_in_flight_pods(q)
    # NodeAdd moves up and hp (fooPlugin's hint says Queue) to backoffQ.
    q.move_all_to_active_or_backoff_queue(framework.NodeAdd, None, None, None)
    q.add(mp)
    assert q.active_q.len() == 1
    assert pop_now(q).pod is mp
    expect_in_flight_pods(q, mp.uid)
    # hpp2 stays.
    assert q.pod_backoff_q.len() == 3

    # Emptying backoffQ does not make the pods in flight.
    while q.pod_backoff_q.len() != 0:
        q.pod_backoff_q.pop()
    expect_in_flight_pods(q, mp.uid)

    q.scheduling_cycle_ += 1
    q.active_q.add(q.new_queued_pod_info(up))
    assert pop_now(q).pod is up
    expect_in_flight_pods(q, mp.uid, up.uid)
    q.active_q.add(q.new_queued_pod_info(hp))
    assert pop_now(q).pod is hp
    expect_in_flight_pods(q, mp.uid, up.uid, hp.uid)
    q.active_q.add(q.new_queued_pod_info(hpp1))
    assert pop_now(q).pod is hpp1
    unschedulable_queued_pod_info = q.new_queued_pod_info(up, "fooPlugin")
    high_priority_queued_pod_info = q.new_queued_pod_info(hp, "fooPlugin")
    hpp1_queued_pod_info = q.new_queued_pod_info(hpp1)
    expect_in_flight_pods(q, mp.uid, up.uid, hp.uid, hpp1.uid)
    q.add_unschedulable_if_not_present(unschedulable_queued_pod_info, q.scheduling_cycle())
    expect_in_flight_pods(q, mp.uid, hp.uid, hpp1.uid)
    q.add_unschedulable_if_not_present(high_priority_queued_pod_info, q.scheduling_cycle())
    expect_in_flight_pods(q, mp.uid, hpp1.uid)
    q.add_unschedulable_if_not_present(hpp1_queued_pod_info, q.scheduling_cycle())
    expect_in_flight_pods(q, mp.uid)
    q.add(mp)
    # hpp1 goes to backoffQ (no failing plugin); the others to unschedulablePods.
    for pod in [up, hp, hpp2]:
        assert q.unschedulable_pods.get(pod) is not None, (
            f"Expected {pod.name} in unschedulablePods"
        )
    _, ok = q.pod_backoff_q.get(hpp1_queued_pod_info)
    assert ok, f"Expected {hpp1.name} in the podBackoffQ"

    # After the initial backoff everything that moves goes to activeQ.
    c.step(q.pod_initial_backoff_duration)
    q.flush_backoff_q_completed()  # hpp1 to activeQ.
    q.move_all_to_active_or_backoff_queue(framework.NodeAdd, None, None, None)
    assert q.active_q.len() == 4
    assert q.pod_backoff_q.len() == 0
    expect_in_flight_pods(q, mp.uid)
    # hpp2 is not moved, whatever its backoff.
    assert len(q.unschedulable_pods.pod_info_map) == 1


def test_priority_queue_move_all_to_active_or_backoff_queue_without_queueing_hint(
    f: Fixtures,
) -> None:
    """TestPriorityQueue_MoveAllToActiveOrBackoffQueueWithOutQueueingHint."""
    c = new_fake_clock()
    m = make_empty_queueing_hint_map_per_profile()
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.SchedulerQueueingHints, False
    ):
        m[""][framework.NodeAdd] = [_hint("fooPlugin", queue_hint_return_queue)]
        q = new_test_queue(
            new_default_queue_sort(), with_clock(c), with_queueing_hint_map_per_profile(m)
        )
    up, hp, mp = (
        f.unschedulable_pod_info.pod,
        f.high_priority_pod_info.pod,
        f.med_priority_pod_info.pod,
    )
    q.add(mp)

    q.add_unschedulable_if_not_present(q.new_queued_pod_info(up, "fooPlugin"), q.scheduling_cycle())
    q.add_unschedulable_if_not_present(q.new_queued_pod_info(hp, "fooPlugin"), q.scheduling_cycle())
    # No failing plugin: backoffQ.
    hpp1 = clone_pod(hp, "hpp1")
    q.add_unschedulable_if_not_present(q.new_queued_pod_info(hpp1), q.scheduling_cycle())
    # Rejected by barPlugin: unschedulablePods.
    hpp2 = clone_pod(hp, "hpp2")
    q.add_unschedulable_if_not_present(
        q.new_queued_pod_info(hpp2, "barPlugin"), q.scheduling_cycle()
    )
    # NodeAdd moves up and hp to backoffQ.
    q.move_all_to_active_or_backoff_queue(framework.NodeAdd, None, None, None)
    assert q.active_q.len() == 1
    assert pop_now(q).pod is mp
    # hpp2 stays.
    assert q.pod_backoff_q.len() == 3

    while q.pod_backoff_q.len() != 0:
        q.pod_backoff_q.pop()

    q.scheduling_cycle_ += 1
    unschedulable_queued_pod_info = q.new_queued_pod_info(up, "fooPlugin")
    high_priority_queued_pod_info = q.new_queued_pod_info(hp, "fooPlugin")
    hpp1_queued_pod_info = q.new_queued_pod_info(hpp1)
    q.add_unschedulable_if_not_present(unschedulable_queued_pod_info, q.scheduling_cycle())
    q.add_unschedulable_if_not_present(high_priority_queued_pod_info, q.scheduling_cycle())
    q.add_unschedulable_if_not_present(hpp1_queued_pod_info, q.scheduling_cycle())
    q.add(mp)
    for pod in [up, hp, hpp2]:
        assert q.unschedulable_pods.get(pod) is not None, (
            f"Expected {pod.name} in unschedulablePods"
        )
    _, ok = q.pod_backoff_q.get(hpp1_queued_pod_info)
    assert ok, f"Expected {hpp1.name} in the podBackoffQ"

    c.step(q.pod_initial_backoff_duration)
    q.flush_backoff_q_completed()
    q.move_all_to_active_or_backoff_queue(framework.NodeAdd, None, None, None)
    assert q.active_q.len() == 4
    assert q.pod_backoff_q.len() == 0
    assert len(q.unschedulable_pods.pod_info_map) == 1


@pytest.mark.parametrize(
    ("unsched_pod", "unsched_plugin", "updated_assigned_pod", "want_to_requeue"),
    [
        pytest.param(
            st.make_pod()
            .name("afp")
            .namespace("ns1")
            .uid("afp")
            .annotation("annot2", "val2")
            .pod_affinity_exists("service", "region", st.PodAffinityWithRequiredReq)
            .obj(),
            names.InterPodAffinity,
            st.make_pod()
            .name("lbp")
            .namespace("ns1")
            .label("service", "securityscan")
            .node("node1")
            .obj(),
            True,
            id="Pod rejected by pod affinity is requeued with matching Pod's update",
        ),
        pytest.param(
            st.make_pod()
            .name("afp")
            .namespace("ns1")
            .uid("afp")
            .annotation("annot2", "val2")
            .pod_affinity_exists("service", "region", st.PodAffinityWithRequiredReq)
            .obj(),
            names.InterPodAffinity,
            st.make_pod()
            .name("lbp")
            .namespace("unrelated")
            .label("unrelated", "unrelated")
            .node("node1")
            .obj(),
            False,
            id="Pod rejected by pod affinity isn't requeued with unrelated Pod's update",
        ),
        pytest.param(
            st.make_pod()
            .name("tsp")
            .namespace("ns1")
            .uid("tsp")
            .spread_constraint(1, "node", v1.DoNotSchedule, None, None, None, None, None)
            .obj(),
            names.PodTopologySpread,
            st.make_pod()
            .name("lbp")
            .namespace("ns1")
            .label("service", "securityscan")
            .node("node1")
            .obj(),
            True,
            id="Pod rejected by pod topology spread is requeued with Pod's update in the same "
            "namespace",
        ),
        pytest.param(
            st.make_pod()
            .name("afp")
            .namespace("ns1")
            .uid("afp")
            .annotation("annot2", "val2")
            .pod_affinity_exists("service", "region", st.PodAffinityWithRequiredReq)
            .obj(),
            names.PodTopologySpread,
            st.make_pod()
            .name("lbp")
            .namespace("unrelated")
            .label("unrelated", "unrelated")
            .node("node1")
            .obj(),
            False,
            id="Pod rejected by pod topology spread isn't requeued with unrelated Pod's update",
        ),
        pytest.param(
            st.make_pod()
            .name("afp")
            .namespace("ns1")
            .uid("afp")
            .annotation("annot2", "val2")
            .obj(),
            "fakePlugin",
            st.make_pod()
            .name("lbp")
            .namespace("unrelated")
            .label("unrelated", "unrelated")
            .node("node1")
            .obj(),
            False,
            id="Pod rejected by other plugins isn't requeued with any Pod's update",
        ),
    ],
)
def test_priority_queue_assigned_pod_added(
    unsched_pod: v1.Pod, unsched_plugin: str, updated_assigned_pod: v1.Pod, want_to_requeue: bool
) -> None:
    """TestPriorityQueue_AssignedPodAdded_."""
    c = new_fake_clock()
    m = make_empty_queueing_hint_map_per_profile()
    m[""][framework.AssignedPodAdd] = [
        _hint("fakePlugin", queue_hint_return_queue),
        _hint(names.InterPodAffinity, queue_hint_return_queue),
        _hint(names.PodTopologySpread, queue_hint_return_queue),
    ]
    q = new_test_queue(
        new_default_queue_sort(), with_clock(c), with_queueing_hint_map_per_profile(m)
    )

    # Popped first, as a pod that failed scheduling would have been.
    q.active_q.add(q.new_queued_pod_info(unsched_pod))
    assert pop_now(q).pod is unsched_pod

    q.add_unschedulable_if_not_present(
        q.new_queued_pod_info(unsched_pod, unsched_plugin), q.scheduling_cycle()
    )

    # Past the backoff.
    c.step(DefaultPodInitialBackoffDuration + timedelta(seconds=1))

    q.assigned_pod_added(updated_assigned_pod)

    _, exists = q.active_q.get(new_queued_pod_info_for_lookup(unsched_pod))
    assert exists == want_to_requeue


def test_priority_queue_nominated_pods_for_node(f: Fixtures) -> None:
    """TestPriorityQueue_NominatedPodsForNode."""
    objs = [f.med_priority_pod_info.pod, f.unschedulable_pod_info.pod, f.high_priority_pod_info.pod]
    q = new_test_queue_with_objects(new_default_queue_sort(), objs)
    q.add(f.med_priority_pod_info.pod)
    q.add(f.unschedulable_pod_info.pod)
    q.add(f.high_priority_pod_info.pod)
    assert pop_now(q).pod is f.high_priority_pod_info.pod
    expected_list = [f.med_priority_pod_info, f.unschedulable_pod_info]
    pod_infos = q.nominated_pods_for_node("node1")
    assert pod_infos == expected_list
    pod_infos[0].pod.metadata.name = "not mpp"
    assert pod_infos != q.nominated_pods_for_node("node1")
    assert len(q.nominated_pods_for_node("node2")) == 0


@pytest.mark.parametrize(
    ("pod_info", "delete_pod", "want_len"),
    [
        pytest.param(
            "med_priority_pod_info", False, 1, id="alive pod gets added into PodNominator"
        ),
        pytest.param(
            "high_pri_nominated_pod_info",
            True,
            0,
            id="deleted pod shouldn't be added into PodNominator",
        ),
        pytest.param(
            "high_priority_pod_info",
            False,
            0,
            id="pod without .status.nominatedPodName specified shouldn't be added into "
            "PodNominator",
        ),
    ],
)
def test_priority_queue_nominated_pod_deleted(
    f: Fixtures, pod_info: str, delete_pod: bool, want_len: int
) -> None:
    """TestPriorityQueue_NominatedPodDeleted."""
    pi: framework.PodInfo = getattr(f, pod_info)
    informer_factory = new_fake_shared_informer_factory([pi.pod])
    pod_lister = informer_factory.core().v1().pods().lister()

    q = new_priority_queue(new_default_queue_sort(), informer_factory, with_pod_lister(pod_lister))

    if delete_pod:
        # The pod is deleted from the informer cache.
        informer_factory.informer_for(v1.Pod).get_store().delete(pi.pod)

    q.add_nominated_pod(pi, None)

    assert len(q.nominated_pods_for_node(pi.pod.status.nominated_node_name)) == want_len


def test_priority_queue_pending_pods(f: Fixtures) -> None:
    """TestPriorityQueue_PendingPods."""

    def make_set(pods: list[v1.Pod]) -> set[int]:
        return {id(p) for p in pods}

    q = new_test_queue(new_default_queue_sort())
    up, hp, mp = (
        f.unschedulable_pod_info.pod,
        f.high_priority_pod_info.pod,
        f.med_priority_pod_info.pod,
    )
    q.active_q.add(q.new_queued_pod_info(up))
    assert pop_now(q).pod is up
    q.active_q.add(q.new_queued_pod_info(hp))
    assert pop_now(q).pod is hp
    q.add(mp)
    q.add_unschedulable_if_not_present(q.new_queued_pod_info(up, "plugin"), q.scheduling_cycle())
    q.add_unschedulable_if_not_present(q.new_queued_pod_info(hp, "plugin"), q.scheduling_cycle())

    expected_set = make_set([mp, up, hp])
    got_pods, got_summary = q.pending_pods()
    assert make_set(got_pods) == expected_set
    assert got_summary == pendingPodsSummary.format(1, 0, 2)
    assert got_summary == "activeQ:1; backoffQ:0; unschedulablePods:2"
    # After moving everything the same pods are pending.
    q.move_all_to_active_or_backoff_queue(framework.WildCardEvent, None, None, None)
    got_pods, got_summary = q.pending_pods()
    assert make_set(got_pods) == expected_set
    assert got_summary == pendingPodsSummary.format(1, 2, 0)


def test_priority_queue_update_nominated_pod_for_node(f: Fixtures) -> None:
    """TestPriorityQueue_UpdateNominatedPodForNode."""
    mp, up, hp = (
        f.med_priority_pod_info.pod,
        f.unschedulable_pod_info.pod,
        f.high_priority_pod_info.pod,
    )
    objs = [mp, up, hp, f.scheduled_pod_info.pod]
    q = new_test_queue_with_objects(new_default_queue_sort(), objs)
    q.add(mp)
    # Nominated to a node other than the pod's status names.
    q.add_nominated_pod(
        must_new_pod_info(up),
        framework.NominatingInfo(
            nominating_mode=framework.ModeOverride, nominated_node_name="node5"
        ),
    )
    # Nominated to a node the pod's status does not name.
    q.add_nominated_pod(
        must_new_pod_info(hp),
        framework.NominatingInfo(
            nominating_mode=framework.ModeOverride, nominated_node_name="node2"
        ),
    )
    expected_to_node = {mp.uid: "node1", hp.uid: "node2", up.uid: "node5"}
    expected_pods = {
        "node1": [pod_to_ref(mp)],
        "node2": [pod_to_ref(hp)],
        "node5": [pod_to_ref(up)],
    }
    assert_nominator(q.nominator, expected_to_node, expected_pods)
    assert pop_now(q).pod is mp
    # Popping does not change the nominations.
    assert_nominator(q.nominator, expected_to_node, expected_pods)
    # Re-nominate a pod whose status names no node.
    q.add_nominated_pod(
        f.high_priority_pod_info,
        framework.NominatingInfo(
            nominating_mode=framework.ModeOverride, nominated_node_name="node4"
        ),
    )
    expected_to_node = {mp.uid: "node1", hp.uid: "node4", up.uid: "node5"}
    expected_pods = {
        "node1": [pod_to_ref(mp)],
        "node4": [pod_to_ref(hp)],
        "node5": [pod_to_ref(up)],
    }
    assert_nominator(q.nominator, expected_to_node, expected_pods)

    # A pod missing from the informer cache is not nominated.
    q.add_nominated_pod(
        f.non_existent_pod_info,
        framework.NominatingInfo(
            nominating_mode=framework.ModeOverride, nominated_node_name="node1"
        ),
    )
    assert_nominator(q.nominator, expected_to_node, expected_pods)
    # Neither is a pod the informer cache knows as scheduled.
    scheduled_pod_copy = copy.deepcopy(f.scheduled_pod_info.pod)
    f.scheduled_pod_info.pod.spec.node_name = ""
    q.add_nominated_pod(
        must_new_pod_info(scheduled_pod_copy),
        framework.NominatingInfo(
            nominating_mode=framework.ModeOverride, nominated_node_name="node1"
        ),
    )
    assert_nominator(q.nominator, expected_to_node, expected_pods)

    # A pod nominated only in memory is deleted all the same.
    q.delete_nominated_pod_if_exists(hp)
    assert_nominator(
        q.nominator,
        {mp.uid: "node1", up.uid: "node5"},
        {"node1": [pod_to_ref(mp)], "node5": [pod_to_ref(up)]},
    )


def test_priority_queue_new_with_options() -> None:
    """TestPriorityQueue_NewWithOptions."""
    q = new_test_queue(
        new_default_queue_sort(),
        with_pod_initial_backoff_duration(timedelta(seconds=2)),
        with_pod_max_backoff_duration(timedelta(seconds=20)),
    )
    assert q.pod_initial_backoff_duration == timedelta(seconds=2)
    assert q.pod_max_backoff_duration == timedelta(seconds=20)


def _unschedulable_pods_map_cases() -> list[Any]:
    pods = [
        st.make_pod()
        .name("p0")
        .namespace("ns1")
        .annotation("annot1", "val1")
        .nominated_node_name("node1")
        .obj(),
        st.make_pod().name("p1").namespace("ns1").annotation("annot", "val").obj(),
        st.make_pod()
        .name("p2")
        .namespace("ns2")
        .annotation("annot2", "val2")
        .annotation("annot3", "val3")
        .nominated_node_name("node3")
        .obj(),
        st.make_pod()
        .name("p3")
        .namespace("ns4")
        .annotation("annot2", "val2")
        .annotation("annot3", "val3")
        .nominated_node_name("node1")
        .obj(),
    ]
    updated_pods: list[v1.Pod | None] = [None] * len(pods)
    updated_pods[0] = copy.deepcopy(pods[0])
    updated_pods[1] = copy.deepcopy(pods[1])
    updated_pods[3] = copy.deepcopy(pods[3])
    up = cast(list[v1.Pod], updated_pods)

    def entry(p: v1.Pod) -> tuple[str, framework.QueuedPodInfo]:
        return util.get_pod_full_name(p), framework.QueuedPodInfo(
            pod_info=must_new_pod_info(p), unschedulable_plugins=set()
        )

    return [
        pytest.param(
            [pods[0], pods[1], pods[2], pods[3]],
            dict(entry(p) for p in pods),
            [up[0]],
            dict([entry(up[0]), entry(pods[1]), entry(pods[2]), entry(pods[3])]),
            [pods[0], pods[1]],
            dict([entry(pods[2]), entry(pods[3])]),
            id="create, update, delete subset of pods",
        ),
        pytest.param(
            [pods[0], pods[3]],
            dict([entry(pods[0]), entry(pods[3])]),
            [up[3]],
            dict([entry(pods[0]), entry(up[3])]),
            [pods[0], pods[3]],
            {},
            id="create, update, delete all",
        ),
        pytest.param(
            [pods[1], pods[2]],
            dict([entry(pods[1]), entry(pods[2])]),
            [up[1]],
            dict([entry(up[1]), entry(pods[2])]),
            [pods[2], pods[3]],
            dict([entry(up[1])]),
            id="delete non-existing and existing pods",
        ),
    ]


@pytest.mark.parametrize(
    (
        "pods_to_add",
        "expected_map_after_add",
        "pods_to_update",
        "expected_map_after_update",
        "pods_to_delete",
        "expected_map_after_delete",
    ),
    _unschedulable_pods_map_cases(),
)
def test_unschedulable_pods_map(
    pods_to_add: list[v1.Pod],
    expected_map_after_add: dict[str, framework.QueuedPodInfo],
    pods_to_update: list[v1.Pod],
    expected_map_after_update: dict[str, framework.QueuedPodInfo],
    pods_to_delete: list[v1.Pod],
    expected_map_after_delete: dict[str, framework.QueuedPodInfo],
) -> None:
    """TestUnschedulablePodsMap."""
    upm = new_unschedulable_pods(None, None)
    for p in pods_to_add:
        upm.add_or_update(new_queued_pod_info_for_lookup(p))
    assert upm.pod_info_map == expected_map_after_add

    if len(pods_to_update) > 0:
        for p in pods_to_update:
            upm.add_or_update(new_queued_pod_info_for_lookup(p))
        assert upm.pod_info_map == expected_map_after_update
    for p in pods_to_delete:
        upm.delete(p, False)
    assert upm.pod_info_map == expected_map_after_delete
    upm.clear()
    assert len(upm.pod_info_map) == 0


def test_scheduling_queue_close() -> None:
    """TestSchedulingQueue_Close."""
    q = new_test_queue(new_default_queue_sort())

    async def run() -> None:
        popper = asyncio.create_task(q.pop())
        await asyncio.sleep(0)
        q.close()
        pod = await popper
        assert pod is None, "Expected pod nil from Pop() if queue is closed"

    asyncio.run(run())


def test_recently_tried_pods_go_back() -> None:
    """TestRecentlyTriedPodsGoBack."""
    c = new_fake_clock()
    q = new_test_queue(new_default_queue_sort(), with_clock(c))
    for i in range(5):
        p = (
            st.make_pod()
            .name(f"test-pod-{i}")
            .namespace("ns1")
            .uid(f"tp00{i}")
            .priority(highPriority)
            .node("node1")
            .nominated_node_name("node1")
            .obj()
        )
        q.add(p)
    c.step(timedelta(microseconds=1))
    # Popped, found unschedulable, and moved back to activeQ.
    p1 = pop_now(q)
    cond = unschedulable_condition()
    cond.last_probe_time = c.now()
    podutil.update_pod_condition(p1.pod_info.pod.status, cond, c)
    p1.unschedulable_plugins = {"plugin"}
    q.add_unschedulable_if_not_present(p1, q.scheduling_cycle())
    c.step(DefaultPodInitialBackoffDuration)
    q.move_all_to_active_or_backoff_queue(framework.UnschedulableTimeout, None, None, None)
    # The pod tried first comes out last.
    for i in range(5):
        popped = pop_now(q)
        assert (i == 4) == (p1 is popped), (
            f"A pod tried before is not the last pod popped: i: {i}, pod name: {popped.pod.name}"
        )


def test_pod_failed_scheduling_multiple_times_does_not_block_newer_pod() -> None:
    """TestPodFailedSchedulingMultipleTimesDoesNotBlockNewerPod."""
    c = new_fake_clock()
    q = new_test_queue(new_default_queue_sort(), with_clock(c))

    # A pod that was tried and found unschedulable before.
    unschedulable_pod = (
        st.make_pod()
        .name("test-pod-unscheduled")
        .namespace("ns1")
        .uid("tp001")
        .priority(highPriority)
        .nominated_node_name("node1")
        .obj()
    )
    podutil.update_pod_condition(unschedulable_pod.status, unschedulable_condition(), c)

    q.active_q.add(q.new_queued_pod_info(unschedulable_pod))
    assert pop_now(q).pod is unschedulable_pod
    q.add_unschedulable_if_not_present(
        new_queued_pod_info_for_lookup(unschedulable_pod, "plugin"), q.scheduling_cycle()
    )
    c.step(DefaultPodInitialBackoffDuration + timedelta(seconds=1))
    q.move_all_to_active_or_backoff_queue(framework.UnschedulableTimeout, None, None, None)

    p1 = pop_now(q)
    assert p1.pod is unschedulable_pod

    # A newer pod arrives while the first one is being scheduled.
    newer_pod = (
        st.make_pod()
        .name("test-newer-pod")
        .namespace("ns1")
        .uid("tp002")
        .creation_timestamp(c.now())
        .priority(highPriority)
        .nominated_node_name("node1")
        .obj()
    )
    q.add(newer_pod)

    # The first pod fails again.
    podutil.update_pod_condition(unschedulable_pod.status, unschedulable_condition(), c)
    q.add_unschedulable_if_not_present(
        new_queued_pod_info_for_lookup(unschedulable_pod, "plugin"), q.scheduling_cycle()
    )
    c.step(DefaultPodInitialBackoffDuration + timedelta(seconds=1))
    q.move_all_to_active_or_backoff_queue(framework.UnschedulableTimeout, None, None, None)

    # The newer pod, tried least recently, comes first.
    p2 = pop_now(q)
    assert p2.pod is newer_pod


def test_high_priority_backoff() -> None:
    """TestHighPriorityBackoff."""
    q = new_test_queue(new_default_queue_sort())

    mid_pod = (
        st.make_pod()
        .name("test-midpod")
        .namespace("ns1")
        .uid("tp-mid")
        .priority(midPriority)
        .nominated_node_name("node1")
        .obj()
    )
    high_pod = (
        st.make_pod()
        .name("test-highpod")
        .namespace("ns1")
        .uid("tp-high")
        .priority(highPriority)
        .nominated_node_name("node1")
        .obj()
    )
    q.add(mid_pod)
    q.add(high_pod)
    p = pop_now(q)
    assert p.pod is high_pod
    podutil.update_pod_condition(p.pod.status, unschedulable_condition(), FakeClock())
    q.add_unschedulable_if_not_present(p, q.scheduling_cycle())
    q.move_all_to_active_or_backoff_queue(framework.WildCardEvent, None, None, None)

    p = pop_now(q)
    assert p.pod is mid_pod


def test_high_priority_flush_unschedulable_pods_leftover() -> None:
    """TestHighPriorityFlushUnschedulablePodsLeftover."""
    c = new_fake_clock()
    m = make_empty_queueing_hint_map_per_profile()
    m[""][framework.NodeAdd] = [_hint("fakePlugin", queue_hint_return_queue)]
    q = new_test_queue(
        new_default_queue_sort(), with_clock(c), with_queueing_hint_map_per_profile(m)
    )
    mid_pod = (
        st.make_pod()
        .name("test-midpod")
        .namespace("ns1")
        .uid("tp-mid")
        .priority(midPriority)
        .nominated_node_name("node1")
        .obj()
    )
    high_pod = (
        st.make_pod()
        .name("test-highpod")
        .namespace("ns1")
        .uid("tp-high")
        .priority(highPriority)
        .nominated_node_name("node1")
        .obj()
    )
    podutil.update_pod_condition(high_pod.status, unschedulable_condition(), c)
    podutil.update_pod_condition(mid_pod.status, unschedulable_condition(), c)

    q.active_q.add(q.new_queued_pod_info(high_pod))
    assert pop_now(q).pod is high_pod
    q.active_q.add(q.new_queued_pod_info(mid_pod))
    assert pop_now(q).pod is mid_pod
    q.add_unschedulable_if_not_present(
        q.new_queued_pod_info(high_pod, "fakePlugin"), q.scheduling_cycle()
    )
    q.add_unschedulable_if_not_present(
        q.new_queued_pod_info(mid_pod, "fakePlugin"), q.scheduling_cycle()
    )
    c.step(DefaultPodMaxInUnschedulablePodsDuration + timedelta(seconds=1))
    q.flush_unschedulable_pods_leftover()

    assert pop_now(q).pod is high_pod
    assert pop_now(q).pod is mid_pod


# --- operations (Go's `operation` values) --------------------------------------------------------

operation = Callable[[PriorityQueue, "framework.QueuedPodInfo | None"], None]


def add(queue: PriorityQueue, p_info: framework.QueuedPodInfo | None) -> None:
    assert p_info is not None
    queue.add(p_info.pod)


def pop_and_requeue_as_unschedulable(
    queue: PriorityQueue, p_info: framework.QueuedPodInfo | None
) -> None:
    assert p_info is not None
    # Pop clears the rejecting plugins: keep a copy.
    unschedulable_plugins = set(p_info.unschedulable_plugins)
    queue.active_q.add(queue.new_queued_pod_info(p_info.pod))
    p = pop_now(queue)
    assert p.pod is p_info.pod
    # Plugins waiting for some events.
    p.unschedulable_plugins = unschedulable_plugins
    queue.add_unschedulable_if_not_present(p, 1)


def pop_and_requeue_as_backoff(
    queue: PriorityQueue, p_info: framework.QueuedPodInfo | None
) -> None:
    assert p_info is not None
    queue.active_q.add(queue.new_queued_pod_info(p_info.pod))
    p = pop_now(queue)
    assert p.pod is p_info.pod
    # Without rejecting plugins the pod always goes to backoffQ.
    queue.add_unschedulable_if_not_present(p, 1)


def add_pod_active_q(queue: PriorityQueue, p_info: framework.QueuedPodInfo | None) -> None:
    assert p_info is not None
    queue.active_q.add(p_info)


def update_pod_active_q(queue: PriorityQueue, p_info: framework.QueuedPodInfo | None) -> None:
    assert p_info is not None
    queue.active_q.update(p_info)


def add_pod_unschedulable_pods(
    queue: PriorityQueue, p_info: framework.QueuedPodInfo | None
) -> None:
    assert p_info is not None
    if not p_info.gated:
        podutil.update_pod_condition(p_info.pod.status, unschedulable_condition(), FakeClock())
    queue.unschedulable_pods.add_or_update(p_info)


def delete_pod(queue: PriorityQueue, p_info: framework.QueuedPodInfo | None) -> None:
    assert p_info is not None
    queue.delete(p_info.pod)


def update_pod_queueable(queue: PriorityQueue, p_info: framework.QueuedPodInfo | None) -> None:
    assert p_info is not None
    new_pod = copy.deepcopy(p_info.pod)
    new_pod.metadata.labels = {"queueable": ""}
    queue.update(p_info.pod, new_pod)


def add_pod_backoff_q(queue: PriorityQueue, p_info: framework.QueuedPodInfo | None) -> None:
    assert p_info is not None
    queue.pod_backoff_q.add(p_info)


def move_all_to_active_or_backoff_q(
    queue: PriorityQueue, _: framework.QueuedPodInfo | None
) -> None:
    queue.move_all_to_active_or_backoff_queue(framework.UnschedulableTimeout, None, None, None)


def flush_backoff_q(queue: PriorityQueue, _: framework.QueuedPodInfo | None) -> None:
    fake_clock(queue).step(timedelta(seconds=2))
    queue.flush_backoff_q_completed()


def move_clock_forward(queue: PriorityQueue, _: framework.QueuedPodInfo | None) -> None:
    fake_clock(queue).step(timedelta(seconds=2))


def flush_unscheduler_q(queue: PriorityQueue, _: framework.QueuedPodInfo | None) -> None:
    fake_clock(queue).step(queue.pod_max_in_unschedulable_pods_duration)
    queue.flush_unschedulable_pods_leftover()


@pytest.mark.parametrize(
    "pod_max_in_unschedulable_pods_duration",
    [
        pytest.param(
            timedelta(0),
            id="New priority queue by the default value of podMaxInUnschedulablePodsDuration",
        ),
        pytest.param(
            timedelta(seconds=30),
            id="New priority queue by user-defined value of podMaxInUnschedulablePodsDuration",
        ),
    ],
)
def test_priority_queue_init_pod_max_in_unschedulable_pods_duration(
    pod_max_in_unschedulable_pods_duration: timedelta,
) -> None:
    """TestPriorityQueue_initPodMaxInUnschedulablePodsDuration."""
    pod1 = (
        st.make_pod()
        .name("test-pod-1")
        .namespace("ns1")
        .uid("tp-1")
        .nominated_node_name("node1")
        .obj()
    )
    pod2 = (
        st.make_pod()
        .name("test-pod-2")
        .namespace("ns2")
        .uid("tp-2")
        .nominated_node_name("node2")
        .obj()
    )
    timestamp = _now()
    p_info1 = framework.QueuedPodInfo(
        pod_info=must_new_pod_info(pod1), timestamp=timestamp - timedelta(seconds=1)
    )
    p_info2 = framework.QueuedPodInfo(
        pod_info=must_new_pod_info(pod2), timestamp=timestamp - timedelta(seconds=2)
    )
    operations: list[operation] = [
        add_pod_unschedulable_pods,
        add_pod_unschedulable_pods,
        flush_unscheduler_q,
    ]
    operands = [p_info1, p_info2, None]
    expected = [p_info2, p_info1]

    if pod_max_in_unschedulable_pods_duration > timedelta(0):
        queue = new_test_queue(
            new_default_queue_sort(),
            with_clock(new_fake_clock(timestamp)),
            with_pod_max_in_unschedulable_pods_duration(pod_max_in_unschedulable_pods_duration),
        )
    else:
        queue = new_test_queue(new_default_queue_sort(), with_clock(new_fake_clock(timestamp)))

    for op, operand in zip(operations, operands, strict=True):
        op(queue, operand)

    assert queue.active_q.len() == len(expected)
    pod_info_list = [queue.active_q.pop() for _ in range(len(expected))]
    assert pod_info_list == expected
    assert all(got is want for got, want in zip(pod_info_list, expected, strict=True))


def _pod_timestamp_cases() -> list[Any]:
    return [
        pytest.param(
            [add_pod_active_q, add_pod_active_q],
            ["pInfo2", "pInfo1"],
            ["pInfo1", "pInfo2"],
            id="add two pod to activeQ and sort them by the timestamp",
        ),
        pytest.param(
            [update_pod_active_q, update_pod_active_q],
            ["pInfo2", "pInfo1"],
            ["pInfo1", "pInfo2"],
            id="update two pod to activeQ and sort them by the timestamp",
        ),
        pytest.param(
            [
                add_pod_unschedulable_pods,
                add_pod_unschedulable_pods,
                move_clock_forward,
                move_all_to_active_or_backoff_q,
            ],
            ["pInfo2", "pInfo1", None, None],
            ["pInfo1", "pInfo2"],
            id="add two pod to unschedulablePods then move them to activeQ and sort them by "
            "the timestamp",
        ),
        pytest.param(
            [add_pod_active_q, add_pod_backoff_q, flush_backoff_q, move_all_to_active_or_backoff_q],
            ["pInfo2", "pInfo1", None, None],
            ["pInfo1", "pInfo2"],
            id="add one pod to BackoffQ and move it to activeQ",
        ),
    ]


@pytest.mark.parametrize(("operations", "operands", "expected"), _pod_timestamp_cases())
def test_pod_timestamp(
    operations: list[operation], operands: list[str | None], expected: list[str]
) -> None:
    """TestPodTimestamp."""
    pod1 = (
        st.make_pod()
        .name("test-pod-1")
        .namespace("ns1")
        .uid("tp-1")
        .nominated_node_name("node1")
        .obj()
    )
    pod2 = (
        st.make_pod()
        .name("test-pod-2")
        .namespace("ns2")
        .uid("tp-2")
        .nominated_node_name("node2")
        .obj()
    )
    timestamp = _now()
    infos = {
        "pInfo1": framework.QueuedPodInfo(pod_info=must_new_pod_info(pod1), timestamp=timestamp),
        "pInfo2": framework.QueuedPodInfo(
            pod_info=must_new_pod_info(pod2), timestamp=timestamp + timedelta(seconds=1)
        ),
    }
    queue = new_test_queue(new_default_queue_sort(), with_clock(new_fake_clock(timestamp)))
    for op, operand in zip(operations, operands, strict=True):
        op(queue, infos[operand] if operand is not None else None)

    assert queue.active_q.len() == len(expected)
    pod_info_list = [queue.active_q.pop() for _ in range(len(expected))]
    assert all(got is infos[want] for got, want in zip(pod_info_list, expected, strict=True))


class _CountingRecorder:
    """Counts like a pending-pods gauge: inc, dec, clear."""

    def __init__(self) -> None:
        self.value = 0

    def inc(self) -> None:
        self.value += 1

    def dec(self) -> None:
        self.value -= 1

    def clear(self) -> None:
        self.value = 0


def make_queued_pod_infos(
    num: int, name_prefix: str, label: str, timestamp: datetime
) -> list[framework.QueuedPodInfo]:
    p_infos = []
    for i in range(1, num + 1):
        p_infos.append(
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(
                    st.make_pod()
                    .name(f"{name_prefix}-{i}")
                    .namespace(f"ns{i}")
                    .label(label, "")
                    .uid(f"tp-{i}")
                    .obj()
                ),
                timestamp=timestamp,
                unschedulable_plugins=set(),
            )
        )
    return p_infos


# Each operand slice is (source, start, end): source "p" is pInfos, "d" is pInfosWithDelay,
# and None is the single nil operand.
_PENDING_PODS_METRIC_CASES = [
    pytest.param(
        [add_pod_active_q, add_pod_unschedulable_pods],
        [("p", 0, 30), ("p", 30, 60)],
        (30, 0, 10, 20),
        id="add pods to activeQ and unschedulablePods",
    ),
    pytest.param(
        [add_pod_active_q, add_pod_backoff_q, add_pod_unschedulable_pods],
        [("p", 0, 15), ("p", 15, 40), ("p", 40, 60)],
        (15, 25, 10, 10),
        id="add pods to all kinds of queues",
    ),
    pytest.param(
        [add_pod_unschedulable_pods, move_clock_forward, move_all_to_active_or_backoff_q],
        [("p", 0, 60), None, None],
        (50, 0, 10, 0),
        id="add pods to unschedulablePods and then move all to activeQ",
    ),
    pytest.param(
        [
            add_pod_unschedulable_pods,
            move_clock_forward,
            add_pod_unschedulable_pods,
            move_all_to_active_or_backoff_q,
        ],
        [("p", 20, 60), None, ("d", 0, 20), None],
        (30, 20, 10, 0),
        id="make some pods subject to backoff, add pods to unschedulablePods, and then move all "
        "to activeQ",
    ),
    pytest.param(
        [
            add_pod_unschedulable_pods,
            add_pod_active_q,
            move_all_to_active_or_backoff_q,
            flush_backoff_q,
        ],
        [("p", 0, 40), ("p", 40, 50), None, None],
        (50, 0, 0, 0),
        id="make some pods subject to backoff, add pods to unschedulablePods/activeQ, move all "
        "to activeQ, and finally flush backoffQ",
    ),
    pytest.param(
        [add_pod_active_q, add_pod_unschedulable_pods, delete_pod, delete_pod, delete_pod],
        [("p", 0, 30), ("p", 30, 60), ("p", 0, 2), ("p", 30, 33), ("p", 50, 54)],
        (28, 0, 6, 17),
        id="add pods to activeQ/unschedulablePods and then delete some Pods",
    ),
    pytest.param(
        [add_pod_active_q, add_pod_unschedulable_pods, update_pod_queueable],
        [("p", 0, 30), ("p", 30, 60), ("p", 50, 55)],
        (35, 0, 5, 20),
        id="add pods to activeQ/unschedulablePods and then update some Pods as queueable",
    ),
    # The two pluginMetricsSamplePercent rows check plugin-duration metrics, not ported.
]


@pytest.mark.parametrize(("operations", "operands", "wants"), _PENDING_PODS_METRIC_CASES)
def test_pending_pods_metric(
    operations: list[operation],
    operands: list[tuple[str, int, int] | None],
    wants: tuple[int, int, int, int],
) -> None:
    """TestPendingPodsMetric: the scheduler_pending_pods rows, with counting recorders.

    wants is (active, backoff, gated, unschedulable).
    """
    timestamp = _now()
    total, queueable_num = 60, 50
    queueable, failme = "queueable", "failme"
    # The first 50 pods are queueable, the last 10 are gated.
    p_infos = make_queued_pod_infos(queueable_num, "x", queueable, timestamp)
    gated = make_queued_pod_infos(total - queueable_num, "y", failme, timestamp)
    for p_info in gated:
        set_queued_pod_info_gated(p_info)
    p_infos += gated
    p_infos_with_delay = make_queued_pod_infos(20, "z", queueable, timestamp + timedelta(seconds=2))

    m: dict[str, list[framework.PreEnqueuePlugin]] = {"": [preEnqueuePlugin([queueable])]}
    queue = new_test_queue(
        new_default_queue_sort(),
        with_clock(new_fake_clock(timestamp)),
        with_pre_enqueue_plugin_map(m),
        with_plugin_metrics_sample_percent(0),
    )
    # Python: counters in place of Go's pending-pods gauges.
    active, backoff, gated_rec, unsched = (_CountingRecorder() for _ in range(4))
    queue.active_q.metric_recorder = active
    queue.pod_backoff_q.metric_recorder = backoff
    queue.unschedulable_pods.unschedulable_recorder = unsched
    queue.unschedulable_pods.gated_recorder = gated_rec

    for op, operand in zip(operations, operands, strict=True):
        if operand is None:
            op(queue, None)
            continue
        source, start, end = operand
        for p_info in (p_infos if source == "p" else p_infos_with_delay)[start:end]:
            op(queue, p_info)

    assert (active.value, backoff.value, gated_rec.value, unsched.value) == wants


def _per_pod_add(c: FakeClock, queue: PriorityQueue, pod: v1.Pod) -> None:
    queue.add(pod)


def _per_pod_two_attempts(c: FakeClock, queue: PriorityQueue, pod: v1.Pod) -> None:
    timestamp = c.now()
    queue.add(pod)
    p_info = pop_now(queue)
    p_info.unschedulable_plugins = {"plugin"}
    queue.add_unschedulable_if_not_present(p_info, 1)
    # Past podMaxInUnschedulablePodsDuration, so that the flush moves the pod to activeQ.
    # Python: Go adds 1ns; timedelta's resolution is 1µs.
    c.set_time(timestamp + DefaultPodMaxInUnschedulablePodsDuration + timedelta(microseconds=1))
    queue.flush_unschedulable_pods_leftover()


def _per_pod_two_attempts_update(c: FakeClock, queue: PriorityQueue, pod: v1.Pod) -> None:
    _per_pod_two_attempts(c, queue, pod)
    new_pod = copy.deepcopy(pod)
    new_pod.metadata.generation = 1
    queue.update(pod, new_pod)


def _per_pod_gated(c: FakeClock, queue: PriorityQueue, pod: v1.Pod) -> None:
    queue.pre_enqueue_plugin_map = {"": [preEnqueuePlugin(["foo"])]}
    queue.plugin_metrics_sample_percent = 0
    queue.add(pod)
    assert get_unschedulable_pod(queue, pod) is pod
    # A later InitialAttemptTimestamp.
    c.step(timedelta(minutes=1))
    # The label that lets the pod out of unschedulablePods.
    update_gated_pod = copy.deepcopy(pod)
    update_gated_pod.metadata.labels = {"foo": ""}
    queue.update(pod, update_gated_pod)


@pytest.mark.parametrize(
    ("scenario", "want_attempts", "want_initial_attempt_offset"),
    [
        pytest.param(
            _per_pod_add, 1, timedelta(0), id="pod is created and scheduled after 1 attempt"
        ),
        pytest.param(
            _per_pod_two_attempts,
            2,
            timedelta(0),
            id="pod is created and scheduled after 2 attempts",
        ),
        pytest.param(
            _per_pod_two_attempts_update,
            2,
            timedelta(0),
            id="pod is created and scheduled after 2 attempts but before the second pop, call "
            "update",
        ),
        pytest.param(
            _per_pod_gated,
            1,
            timedelta(minutes=1),
            id="A gated pod is created and scheduled after lifting gate",
        ),
    ],
)
def test_per_pod_scheduling_metrics(
    scenario: Callable[[FakeClock, PriorityQueue, v1.Pod], None],
    want_attempts: int,
    want_initial_attempt_offset: timedelta,
) -> None:
    """TestPerPodSchedulingMetrics: attempts and the initial attempt timestamp."""
    timestamp = _now()
    c = new_fake_clock(timestamp)
    pod = st.make_pod().name("test-pod").namespace("test-ns").uid("test-uid").obj()
    queue = new_test_queue(new_default_queue_sort(), with_clock(c))

    scenario(c, queue, pod)
    pod_info = pop_now(queue)
    assert pod_info.attempts == want_attempts
    assert pod_info.initial_attempt_timestamp == timestamp + want_initial_attempt_offset


# TestIncomingPodsMetrics checks only Prometheus metrics, which are not ported.


def test_back_off_flow() -> None:
    """TestBackOffFlow."""
    cl = new_fake_clock()
    q = new_test_queue(new_default_queue_sort(), with_clock(cl))
    steps = [
        timedelta(seconds=1),
        timedelta(seconds=2),
        timedelta(seconds=4),
        timedelta(seconds=8),
        timedelta(seconds=10),
        timedelta(seconds=10),
        timedelta(seconds=10),
    ]
    pod = st.make_pod().name("test-pod").namespace("test-ns").uid("test-uid").obj()
    pod_id = f"{pod.namespace}/{pod.name}"
    q.add(pod)

    for i, want_backoff in enumerate(steps):
        timestamp = cl.now()
        # A scheduling attempt.
        pod_info = pop_now(q)
        assert pod_info.attempts == i + 1
        q.add_unschedulable_if_not_present(pod_info, i)

        # An event happens.
        q.move_all_to_active_or_backoff_queue(framework.UnschedulableTimeout, None, None, None)

        _, ok = q.pod_backoff_q.get(pod_info)
        assert ok, f"step {i}: pod {pod_id} is not in the backoff queue"

        deadline = q.get_backoff_time(pod_info)
        backoff = deadline - timestamp
        assert backoff == want_backoff, f"step {i}"

        # An early flush leaves it in backoffQ.
        cl.step(timedelta(milliseconds=1))
        q.flush_backoff_q_completed()
        _, ok = q.pod_backoff_q.get(pod_info)
        assert ok, f"step {i}: pod {pod_id} is not in the backoff queue"
        # After the backoff it leaves.
        cl.step(backoff)
        q.flush_backoff_q_completed()
        _, ok = q.pod_backoff_q.get(pod_info)
        assert not ok, f"step {i}: pod {pod_id} is still in the backoff queue"


def _panic_pre_check(pod: v1.Pod) -> bool:
    raise AssertionError("preCheck shouldn't be called")


def _priority(pod: v1.Pod) -> int:
    assert pod.spec.priority is not None
    return pod.spec.priority


@pytest.mark.parametrize(
    ("pre_enqueue_check", "event", "want"),
    [
        pytest.param(
            None, framework.WildCardEvent, ["p0", "p1", "p2", "p3", "p4"], id="nil PreEnqueueCheck"
        ),
        pytest.param(
            lambda pod: _priority(pod) >= 2,
            framework.WildCardEvent,
            ["p2", "p3", "p4"],
            id="move Pods with priority greater than 2",
        ),
        pytest.param(
            lambda pod: _priority(pod) % 2 == 0 and _priority(pod) >= 2,
            framework.WildCardEvent,
            ["p2", "p4"],
            id="move Pods with even priority and greater than 2",
        ),
        pytest.param(
            lambda pod: _priority(pod) % 2 == 0 and _priority(pod) < 0,
            framework.WildCardEvent,
            [],
            id="move Pods with even and negative priority",
        ),
        pytest.param(
            _panic_pre_check,
            framework.PvAdd,  # no plugin is interested in it
            [],
            id="preCheck isn't called if the event is not interested by any plugins",
        ),
    ],
)
def test_move_all_to_active_or_backoff_queue_pre_enqueue_checks(
    pre_enqueue_check: PreEnqueueCheck | None, event: framework.ClusterEvent, want: list[str]
) -> None:
    """TestMoveAllToActiveOrBackoffQueue_PreEnqueueChecks."""
    pod_infos = [
        new_queued_pod_info_for_lookup(st.make_pod().name(f"p{i}").priority(i).obj())
        for i in range(5)
    ]
    q = new_test_queue(new_default_queue_sort())
    for i, pod_info in enumerate(pod_infos):
        q.active_q.add(q.new_queued_pod_info(pod_info.pod))
        assert pop_now(q).pod is pod_info.pod
        pod_info.unschedulable_plugins = {"plugin"}
        q.add_unschedulable_if_not_present(pod_info, q.scheduling_cycle_)
        # Distinct timestamps fix the backoff order.
        pod_info.timestamp = pod_info.timestamp + timedelta(milliseconds=i - len(pod_infos))
    q.move_all_to_active_or_backoff_queue(event, None, None, pre_enqueue_check)
    got = []
    while q.pod_backoff_q.len() != 0:
        got.append(q.pod_backoff_q.pop().pod.name)
    assert got == want


@pytest.mark.parametrize(
    ("initial_backoff_duration", "max_backoff_duration", "attempts", "want"),
    [
        pytest.param(
            timedelta(microseconds=1),
            timedelta(microseconds=32),
            16,
            timedelta(microseconds=32),
            id="normal",
        ),
        pytest.param(
            timedelta(microseconds=1),
            timedelta(microseconds=2**31 - 1),
            32,
            timedelta(microseconds=2**31 - 1),
            id="overflow_32bit",
        ),
        pytest.param(
            timedelta(microseconds=1),
            timedelta(microseconds=2**63 - 1),
            64,
            timedelta(microseconds=2**63 - 1),
            id="overflow_64bit",
        ),
    ],
)
def test_priority_queue_calculate_backoff_duration(
    initial_backoff_duration: timedelta,
    max_backoff_duration: timedelta,
    attempts: int,
    want: timedelta,
) -> None:
    """TestPriorityQueue_calculateBackoffDuration.

    # Python: timedelta's resolution is a microsecond, so the rows use µs where Go uses ns.
    """
    q = new_test_queue(
        new_default_queue_sort(),
        with_pod_initial_backoff_duration(initial_backoff_duration),
        with_pod_max_backoff_duration(max_backoff_duration),
    )
    assert q.calculate_backoff_duration(framework.QueuedPodInfo(attempts=attempts)) == want


class _HintCounter:
    """Hint functions that count their calls (Go's closure over `count`)."""

    def __init__(self) -> None:
        self.count = 0

    def queue(self, pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
        self.count += 1
        return framework.Queue

    def skip(self, pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
        self.count += 1
        return framework.QueueSkip

    def err(self, pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
        self.count += 1
        raise RuntimeError("unexpected error")


def _pod1_info(unschedulable: set[str], pending: set[str] | None = None) -> framework.QueuedPodInfo:
    return framework.QueuedPodInfo(
        unschedulable_plugins=unschedulable,
        pending_plugins=pending or set(),
        pod_info=must_new_pod_info(st.make_pod().name("pod1").namespace("ns1").uid("1").obj()),
    )


_IS_POD_WORTH_REQUEUING_CASES: list[Any] = [
    pytest.param(
        lambda: _pod1_info({"fooPlugin1"}),
        framework.NodeAdd,
        queueSkip,
        0,
        lambda h: {"": {framework.AssignedPodAdd: [_hint("fooPlugin1", h.queue)]}},
        id="return Queue when no queueing hint function is registered for the event",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1"}),
        framework.NodeAdd,
        queueAfterBackoff,
        1,
        lambda h: {"": {framework.NodeAdd: [_hint("fooPlugin1", h.err)]}},
        id="Treat the event as Queue when QueueHintFn returns error",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1"}),
        framework.WildCardEvent,
        queueAfterBackoff,
        0,
        lambda h: {},
        id="return Queue when the event is wildcard",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1", "fooPlugin3"}, {"fooPlugin2"}),
        framework.NodeAdd,
        queueImmediately,
        2,
        lambda h: {
            "": {
                framework.NodeAdd: [
                    # queueAfterBackoff, but a Pending plugin may still say more.
                    _hint("fooPlugin1", h.queue),
                    # queueImmediately: nothing else runs.
                    _hint("fooPlugin2", h.queue),
                    _hint("fooPlugin3", h.queue),
                    _hint("fooPlugin4", h.err),
                ]
            }
        },
        id="interprets Queue from the Pending plugin as queueImmediately",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1", "fooPlugin2"}),
        framework.NodeAdd,
        queueAfterBackoff,
        2,
        lambda h: {
            "": {
                framework.NodeAdd: [
                    _hint("fooPlugin1", h.skip),
                    _hint("fooPlugin2", h.queue),
                ]
            }
        },
        id="interprets Queue from the Unschedulable plugin as queueAfterBackoff",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1", "fooPlugin2"}),
        framework.NodeAdd,
        queueSkip,
        2,
        lambda h: {
            "": {
                framework.NodeAdd: [
                    _hint("fooPlugin1", h.skip),
                    _hint("fooPlugin2", h.skip),
                    _hint("fooPlugin3", h.queue),  # ignored
                ]
            }
        },
        id="Queueing hint function that isn't from the plugin in "
        "UnschedulablePlugins/PendingPlugins is ignored",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1", "fooPlugin2"}),
        framework.ClusterEvent(resource=framework.Node, action_type=framework.UpdateNodeLabel),
        queueAfterBackoff,
        1,
        lambda h: {
            "": {
                framework.ClusterEvent(
                    resource=framework.Node, action_type=framework.UpdateNodeLabel
                ): [
                    # Runs and decides: the pod has no Pending plugins.
                    _hint("fooPlugin1", h.queue),
                    _hint("fooPlugin2", h.queue),
                ],
                framework.ClusterEvent(resource=framework.Node, action_type=framework.Update): [
                    _hint("fooPlugin1", h.queue),
                ],
                framework.NodeAdd: [_hint("fooPlugin1", h.queue)],  # unrelated
            }
        },
        id="If event is specific Node update event, queueing hint function for "
        "NodeUpdate/UpdateNodeLabel is also executed",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1"}),
        framework.ClusterEvent(resource=framework.Node, action_type=framework.Add),
        queueAfterBackoff,
        1,
        lambda h: {
            "": {
                framework.ClusterEvent(resource=framework.WildCard, action_type=framework.Add): [
                    _hint("fooPlugin1", h.queue),
                ]
            }
        },
        id="If event with '*' Resource, queueing hint function for specified Resource is also "
        "executed",
    ),
    pytest.param(
        lambda: _pod1_info({"fooPlugin1"}),
        framework.ClusterEvent(
            resource=framework.Node,
            action_type=framework.UpdateNodeLabel | framework.UpdateNodeTaint,
        ),
        queueAfterBackoff,
        1,
        lambda h: {
            "": {
                framework.ClusterEvent(resource=framework.WildCard, action_type=framework.All): [
                    _hint("fooPlugin1", h.queue),
                ]
            }
        },
        id="If event is a wildcard one, queueing hint function for all kinds of events is executed",
    ),
]


@pytest.mark.parametrize(
    ("pod_info", "event", "expected", "expected_execution_count", "queueing_hint_map"),
    _IS_POD_WORTH_REQUEUING_CASES,
)
def test_is_pod_worth_requeuing(
    pod_info: Callable[[], framework.QueuedPodInfo],
    event: framework.ClusterEvent,
    expected: queueingStrategy,
    expected_execution_count: int,
    queueing_hint_map: Callable[[_HintCounter], QueueingHintMapPerProfile],
) -> None:
    """Test_isPodWorthRequeuing."""
    h = _HintCounter()
    q = new_test_queue(
        new_default_queue_sort(), with_queueing_hint_map_per_profile(queueing_hint_map(h))
    )
    actual = q.is_pod_worth_requeuing(pod_info(), event, None, st.make_node().obj())
    assert actual == expected
    assert h.count == expected_execution_count


def test_queued_pod_info_gated_set_upon_creation_and_unset_upon_update() -> None:
    """Test_queuedPodInfo_gatedSetUponCreationAndUnsetUponUpdate."""
    plugin = scheduling_gates.new(None, cast(framework.Handle, None), Features())
    m = {"": [cast(framework.PreEnqueuePlugin, plugin)]}
    q = new_test_queue(new_default_queue_sort(), with_pre_enqueue_plugin_map(m))

    gated_pod = st.make_pod().scheduling_gates(["hello world"]).obj()
    q.add(gated_pod)

    us = q.unschedulable_pods.get(gated_pod)
    assert us is not None and us.gated, "Expected pod to be gated"

    ungated_pod = copy.deepcopy(gated_pod)
    ungated_pod.spec.scheduling_gates = []
    q.update(gated_pod, ungated_pod)

    ungated_pod_info = pop_now(q)
    assert not ungated_pod_info.gated, "Expected pod to be ungated"


# --- Python-only: Run's flush loops on the virtual clock, and errors -----------------------------


def test_run_flushes_on_the_virtual_clock() -> None:
    """Run's loops flush backoffQ every second and the leftovers every 30 s; Close stops them."""
    c = new_fake_clock()
    q = new_test_queue(new_default_queue_sort(), with_clock(c))
    pod = st.make_pod().name("p").namespace("ns").uid("p").obj()
    leftover = st.make_pod().name("l").namespace("ns").uid("l").obj()

    async def settle() -> None:
        # Let the tasks the clock woke (and those they woke) run before time moves on.
        for _ in range(5):
            await asyncio.sleep(0)

    async def run() -> None:
        q.add(pod)
        q.add(leftover)
        p = await q.pop()
        assert p is not None and p.pod is pod
        # No plugin: backoffQ for 1 s.
        q.add_unschedulable_if_not_present(p, q.scheduling_cycle())
        p2 = await q.pop()
        assert p2 is not None and p2.pod is leftover
        p2.unschedulable_plugins = {"plugin"}
        q.add_unschedulable_if_not_present(p2, q.scheduling_cycle())
        assert q.unschedulable_pods.get(leftover) is not None

        q.run()
        await asyncio.sleep(0)
        popper = asyncio.create_task(q.pop())
        while not popper.done():
            await c.advance_to_next_waiter()
            await settle()
        got = await popper
        assert got is not None and got.pod is pod
        assert c.since(new_fake_clock().now()) == timedelta(seconds=1)

        # The leftover flush runs every 30 s and moves pods older than 5 min.
        popper = asyncio.create_task(q.pop())
        while not popper.done():
            await c.advance_to_next_waiter()
            await settle()
        got = await popper
        assert got is not None and got.pod is leftover
        assert c.since(new_fake_clock().now()) > DefaultPodMaxInUnschedulablePodsDuration

        q.close()
        await asyncio.sleep(0)
        assert all(task.done() for task in q.stop)
        assert not c.has_waiters()

    asyncio.run(run())


def test_run_starts_its_loops_at_once() -> None:
    """As wait.Until does, Run flushes at its own instant, and its loops tick from there."""
    c = new_fake_clock()
    q = new_test_queue(new_default_queue_sort(), with_clock(c))
    pod = st.make_pod().name("p").namespace("ns").uid("p").obj()

    async def run() -> None:
        q.add(pod)
        p = await q.pop()
        assert p is not None
        q.add_unschedulable_if_not_present(p, q.scheduling_cycle())  # backoffQ until 1 s
        c.step(timedelta(milliseconds=1500))
        q.run()
        # No await yet: the first flush already ran, at Run's instant.
        assert q.active_q.len() == 1
        p = await q.pop()
        assert p is not None
        q.add_unschedulable_if_not_present(p, q.scheduling_cycle())  # backoffQ until 3.5 s
        # The backoff loop ticks at 2.5 s and 3.5 s after the start: Run's instant + 1 s, + 2 s.
        ticks = []
        while q.active_q.len() == 0:
            await c.advance_to_next_waiter()
            ticks.append(c.since(new_fake_clock().now()))
        assert ticks[-1] == timedelta(milliseconds=3500)
        q.close()

    asyncio.run(run())


def test_add_unschedulable_if_not_present_errors(f: Fixtures) -> None:
    """The errors of AddUnschedulableIfNotPresent name the queue the pod is already in."""
    q = new_test_queue(new_default_queue_sort())
    hp = f.high_priority_pod_info.pod
    q.add(hp)
    with pytest.raises(
        SchedulingQueueError, match=r"^Pod ns1/hpp is already present in the active queue$"
    ):
        q.add_unschedulable_if_not_present(q.new_queued_pod_info(hp), 0)
    q.pod_backoff_q.add(q.active_q.pop())
    with pytest.raises(
        SchedulingQueueError, match=r"^Pod ns1/hpp is already present in the backoff queue$"
    ):
        q.add_unschedulable_if_not_present(q.new_queued_pod_info(hp), 0)
    q.unschedulable_pods.add_or_update(q.pod_backoff_q.pop())
    with pytest.raises(
        SchedulingQueueError, match=r"^Pod ns1/hpp is already present in unschedulable queue$"
    ):
        q.add_unschedulable_if_not_present(q.new_queued_pod_info(hp), 0)
