"""Tests of schedule_one.py, ported from pkg/scheduler/schedule_one_test.go.

# Python: Go's tests build the Scheduler as a struct literal; `_Scheduler` below is that
# literal (every field not given keeps its zero value). The fake clientset's reactors become
# small recording clients, the events broadcaster an in-memory recorder, and goroutines
# asyncio tasks that the tests await. Where Go's tests need listers (PVCs, PVs) or run New and
# Run, the in-memory API server, its clientset and its informer factory stand in for the fake
# clientset and informers, and the scheduler runs on the virtual clock
# (simulation.loop.run_until_idle).
"""

from __future__ import annotations

import asyncio
import copy
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from kube_scheduler_py import gorand
from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.events import new_recorder_factory
from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import MODIFIED, APIServer, WatchEvent
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.remote.server import TransportError
from kube_scheduler_py.simulation.loop import run_until_idle
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31 import scheduler as schedulerpkg
from kube_scheduler_py.v1_31.api.component_helpers.storage.volume import AnnBindCompleted
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import GroupResource, new_not_found
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import (
    BinarySI,
    DecimalSI,
    must_parse,
    new_milli_quantity,
    new_quantity,
)
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.plugins.defaultbinder import default_binder as defaultbinder
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.imagelocality import image_locality as imagelocality
from kube_scheduler_py.v1_31.framework.plugins.nodeports import node_ports as nodeports
from kube_scheduler_py.v1_31.framework.plugins.noderesources import (
    BalancedAllocationName,
    new_balanced_allocation,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources import fit as noderesources
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import plugin as podtopologyspread
from kube_scheduler_py.v1_31.framework.plugins.queuesort import priority_sort as queuesort
from kube_scheduler_py.v1_31.framework.plugins.volumebinding import volume_binding as volumebinding
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.binder import (
    ErrReasonBindConflict,
    ErrReasonNodeConflict,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.fake_binder import (
    FakeVolumeBinder,
    FakeVolumeBinderConfig,
    new_fake_volume_binder,
)
from kube_scheduler_py.v1_31.internal import cache as internalcache
from kube_scheduler_py.v1_31.internal.cache.interface import Cache, Dump
from kube_scheduler_py.v1_31.internal.queue import testing as internalqueue
from kube_scheduler_py.v1_31.profile import profile
from kube_scheduler_py.v1_31.schedule_one import (
    ErrNoNodesAvailable,
    ScheduleResult,
    _ScheduleOne,
    clearNominatedNode,
    errEmptyPriorityList,
    find_nodes_that_pass_extenders,
    prioritize_nodes,
    select_host,
    truncate_message,
    update_pod,
)
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import fake_extender as tfext
from kube_scheduler_py.v1_31.testing.framework import fake_plugins as tfplugins
from kube_scheduler_py.v1_31.testing.framework import framework_helpers as tf
from kube_scheduler_py.v1_31.util.pod_resources import DefaultMemoryRequest, DefaultMilliCPURequest

testSchedulerName = "test-scheduler"

lowPriority, midPriority, highPriority = 0, 100, 1000


class _Scheduler(_ScheduleOne):
    """Go's `&Scheduler{...}` literal in the tests: unset fields keep their zero value."""

    def __init__(
        self,
        *,
        cache: Cache | None = None,
        extenders: list[framework.Extender] | None = None,
        next_pod: Any = None,
        scheduling_queue: Any = None,
        profiles: profile.Map | None = None,
        client: Any = None,
        node_info_snapshot: Any = None,
        percentage_of_nodes_to_score: int = 0,
        clock: FakeClock | None = None,
    ) -> None:
        self.cache = cache  # type: ignore[assignment]
        self.extenders = extenders or []
        self.next_pod = next_pod
        self.scheduling_queue = scheduling_queue
        self.profiles = profiles if profiles is not None else profile.Map()
        self.client = client
        self.node_info_snapshot = node_info_snapshot
        self.percentage_of_nodes_to_score = percentage_of_nodes_to_score
        self.next_start_node_index = 0
        self.clock = clock or FakeClock()
        self.rng = gorand.new(gorand.new_source(0))
        self.binding_tasks = set()

    def apply_default_handlers(self) -> None:
        self.schedule_pod = self.schedule_pod_
        self.fail_handler = self.handle_scheduling_failure


class _Recorder:
    """An event recorder that keeps (regarding name, type, reason, note) of every event."""

    def __init__(self) -> None:
        self.events: list[tuple[str, str, str, str]] = []

    def eventf(
        self,
        regarding: Any,
        related: Any,
        eventtype: str,
        reason: str,
        action: str,
        note: str,
        *args: Any,
    ) -> None:
        from kube_scheduler_py.apiserver.events import go_sprintf

        self.events.append((regarding.name, eventtype, reason, go_sprintf(note, *args)))


class _PodClient:
    def __init__(self, client: _FakeClient, namespace: str) -> None:
        self._client = client
        self._namespace = namespace

    def bind(self, binding: v1.Binding) -> None:
        self._client.bindings.append(binding)
        if self._client.inject_bind_error is not None:
            raise self._client.inject_bind_error

    def patch_status(self, name: str, old: v1.PodStatus, new: v1.PodStatus) -> v1.Pod:
        self._client.patches.append((name, old, new))
        if self._client.inject_patch_error is not None:
            raise self._client.inject_patch_error
        return v1.Pod()


class _CoreV1:
    def __init__(self, client: _FakeClient) -> None:
        self._client = client

    def pods(self, namespace: str) -> _PodClient:
        return _PodClient(self._client, namespace)


@dataclass
class _FakeClient:
    """The reactors of Go's fake clientset: records bindings and status patches."""

    inject_bind_error: Exception | None = None
    inject_patch_error: Exception | None = None
    bindings: list[v1.Binding] = field(default_factory=list)
    patches: list[tuple[str, v1.PodStatus, v1.PodStatus]] = field(default_factory=list)

    def core_v1(self) -> _CoreV1:
        return _CoreV1(self)


def pod_with_id(id_: str, desired_host: str) -> v1.Pod:
    return (
        st.make_pod().name(id_).uid(id_).node(desired_host).scheduler_name(testSchedulerName).obj()
    )


def deleting_pod(id_: str) -> v1.Pod:
    return (
        st.make_pod()
        .name(id_)
        .uid(id_)
        .terminating()
        .node("")
        .scheduler_name(testSchedulerName)
        .obj()
    )


def pod_with_port(id_: str, desired_host: str, port: int) -> v1.Pod:
    pod = pod_with_id(id_, desired_host)
    pod.spec.containers = [
        v1.Container(name="ctr", ports=[v1.ContainerPort(host_port=port)]),
    ]
    return pod


def pod_with_resources(
    id_: str, desired_host: str, limits: v1.ResourceList, requests: v1.ResourceList
) -> v1.Pod:
    pod = pod_with_id(id_, desired_host)
    pod.spec.containers = [
        v1.Container(
            name="ctr", resources=v1.ResourceRequirements(limits=limits, requests=requests)
        ),
    ]
    return pod


def make_node_list(node_names: list[str]) -> list[v1.Node]:
    return [v1.Node(metadata=metav1.ObjectMeta(name=n)) for n in node_names]


def make_scheduler(nodes: list[v1.Node]) -> _Scheduler:
    clock = FakeClock()
    cache = internalcache.new(timedelta(0), clock)
    for n in nodes:
        cache.add_node(n)

    sched = _Scheduler(
        cache=cache,
        node_info_snapshot=internalcache.new_empty_snapshot(),
        percentage_of_nodes_to_score=schedulerapi.DefaultPercentageOfNodesToScore,
        clock=clock,
    )
    sched.apply_default_handlers()
    cache.update_snapshot(sched.node_info_snapshot)
    return sched


def _run(coro: Any) -> Any:
    return asyncio.run(coro)


async def _schedule_one_and_wait(sched: _Scheduler) -> None:
    """ScheduleOne, then wait for the binding goroutine it may have started."""
    await sched.schedule_one()
    while sched.binding_tasks:
        await asyncio.gather(*sched.binding_tasks)


# --- TestSchedulerScheduleOne -------------------------------------------------------------


@dataclass
class _FakeCache(Cache):
    """fakecache.Cache: records assumed and forgotten pods; every other call does nothing."""

    assumed: list[v1.Pod] = field(default_factory=list)
    forgotten: list[v1.Pod] = field(default_factory=list)

    def node_count(self) -> int:
        return 0

    def pod_count(self) -> int:
        return 0

    def assume_pod(self, pod: v1.Pod) -> None:
        self.assumed.append(pod)

    def finish_binding(self, pod: v1.Pod) -> None:
        pass

    def forget_pod(self, pod: v1.Pod) -> None:
        self.forgotten.append(pod)

    def add_pod(self, pod: v1.Pod) -> None:
        pass

    def update_pod(self, old_pod: v1.Pod, new_pod: v1.Pod) -> None:
        pass

    def remove_pod(self, pod: v1.Pod) -> None:
        pass

    def get_pod(self, pod: v1.Pod) -> v1.Pod:
        return pod

    def is_assumed_pod(self, pod: v1.Pod) -> bool:
        if pod is None or not self.assumed:
            return False
        return pod.uid == self.assumed[-1].uid

    def add_node(self, node: v1.Node) -> framework.NodeInfo:
        return framework.NodeInfo()

    def update_node(self, old_node: v1.Node, new_node: v1.Node) -> framework.NodeInfo:
        return framework.NodeInfo()

    def remove_node(self, node: v1.Node) -> None:
        pass

    def update_snapshot(self, node_snapshot: internalcache.Snapshot) -> None:
        pass

    def dump(self) -> Dump:
        return Dump(assumed_pods=set(), nodes={})


_errS = framework.FrameworkError("scheduler")
_errB = framework.FrameworkError("binder")
_preBindErr = framework.FrameworkError("on PreBind")
_testNode = v1.Node(metadata=metav1.ObjectMeta(name="node1", uid="node1"))
_ok_result = ScheduleResult(suggested_host="node1", evaluated_nodes=1, feasible_nodes=1)


@dataclass
class _ScheduleOneCase:
    send_pod: v1.Pod
    mock_result: ScheduleResult
    mock_err: Exception | None = None
    register_plugin_funcs: list[tf.RegisterPluginFunc] = field(default_factory=list)
    inject_bind_error: Exception | None = None
    expect_error_pod: v1.Pod | None = None
    expect_forget_pod: v1.Pod | None = None
    expect_assumed_pod: v1.Pod | None = None
    expect_error: str | None = None
    expect_bind: v1.Binding | None = None
    event_reason: str = ""


def _expected_binding(name: str) -> v1.Binding:
    return v1.Binding(
        metadata=metav1.ObjectMeta(name=name, uid=name),
        target=v1.ObjectReference(kind="Node", name="node1"),
    )


SCHEDULE_ONE_CASES = [
    pytest.param(
        _ScheduleOneCase(
            send_pod=pod_with_id("foo", ""),
            mock_result=_ok_result,
            register_plugin_funcs=[
                tf.register_reserve_plugin(
                    "FakeReserve",
                    tfplugins.new_fake_reserve_plugin(
                        framework.new_status(framework.Error, "reserve error")
                    ),
                )
            ],
            expect_error_pod=pod_with_id("foo", "node1"),
            expect_forget_pod=pod_with_id("foo", "node1"),
            expect_assumed_pod=pod_with_id("foo", "node1"),
            expect_error='running Reserve plugin "FakeReserve": reserve error',
            event_reason="FailedScheduling",
        ),
        id="error reserve pod",
    ),
    pytest.param(
        _ScheduleOneCase(
            send_pod=pod_with_id("foo", ""),
            mock_result=_ok_result,
            register_plugin_funcs=[
                tf.register_permit_plugin(
                    "FakePermit",
                    tfplugins.new_fake_permit_plugin(
                        framework.new_status(framework.Error, "permit error"), timedelta(minutes=1)
                    ),
                )
            ],
            expect_error_pod=pod_with_id("foo", "node1"),
            expect_forget_pod=pod_with_id("foo", "node1"),
            expect_assumed_pod=pod_with_id("foo", "node1"),
            expect_error='running Permit plugin "FakePermit": permit error',
            event_reason="FailedScheduling",
        ),
        id="error permit pod",
    ),
    pytest.param(
        _ScheduleOneCase(
            send_pod=pod_with_id("foo", ""),
            mock_result=_ok_result,
            register_plugin_funcs=[
                tf.register_pre_bind_plugin(
                    "FakePreBind",
                    tfplugins.new_fake_pre_bind_plugin(framework.as_status(_preBindErr)),
                )
            ],
            expect_error_pod=pod_with_id("foo", "node1"),
            expect_forget_pod=pod_with_id("foo", "node1"),
            expect_assumed_pod=pod_with_id("foo", "node1"),
            expect_error='running PreBind plugin "FakePreBind": on PreBind',
            event_reason="FailedScheduling",
        ),
        id="error prebind pod",
    ),
    pytest.param(
        _ScheduleOneCase(
            send_pod=pod_with_id("foo", ""),
            mock_result=_ok_result,
            expect_bind=_expected_binding("foo"),
            expect_assumed_pod=pod_with_id("foo", "node1"),
            event_reason="Scheduled",
        ),
        id="bind assumed pod scheduled",
    ),
    pytest.param(
        _ScheduleOneCase(
            send_pod=pod_with_id("foo", ""),
            mock_result=_ok_result,
            mock_err=_errS,
            expect_error="scheduler",
            expect_error_pod=pod_with_id("foo", ""),
            event_reason="FailedScheduling",
        ),
        id="error pod failed scheduling",
    ),
    pytest.param(
        _ScheduleOneCase(
            send_pod=pod_with_id("foo", ""),
            mock_result=_ok_result,
            expect_bind=_expected_binding("foo"),
            expect_assumed_pod=pod_with_id("foo", "node1"),
            inject_bind_error=_errB,
            expect_error='running Bind plugin "DefaultBinder": binder',
            expect_error_pod=pod_with_id("foo", "node1"),
            expect_forget_pod=pod_with_id("foo", "node1"),
            event_reason="FailedScheduling",
        ),
        id="error bind forget pod failed scheduling",
    ),
    pytest.param(
        _ScheduleOneCase(
            send_pod=deleting_pod("foo"),
            mock_result=ScheduleResult(),
            event_reason="FailedScheduling",
        ),
        id="deleting pod",
    ),
]


@pytest.mark.parametrize("item", SCHEDULE_ONE_CASES)
def test_scheduler_schedule_one(item: _ScheduleOneCase) -> None:
    got: dict[str, Any] = {}
    cache = _FakeCache()
    client = _FakeClient(inject_bind_error=item.inject_bind_error)
    recorder = _Recorder()
    register_plugin_funcs = [
        *item.register_plugin_funcs,
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
    ]
    fwk = tf.new_framework(
        register_plugin_funcs,
        testSchedulerName,
        frameworkruntime.with_client_set(client),
        frameworkruntime.with_event_recorder(recorder),
        frameworkruntime.with_waiting_pods(frameworkruntime.new_waiting_pods_map()),
    )

    async def next_pod() -> framework.QueuedPodInfo:
        return framework.QueuedPodInfo(pod_info=framework.new_pod_info(item.send_pod))

    sched = _Scheduler(
        cache=cache,
        client=client,
        next_pod=next_pod,
        scheduling_queue=internalqueue.new_test_queue(queuesort.PrioritySort().less),
        profiles=profile.Map({testSchedulerName: fwk}),
    )

    def schedule_pod(
        fwk: framework.Framework, state: framework.CycleState, pod: v1.Pod
    ) -> ScheduleResult:
        if item.mock_err is not None:
            raise item.mock_err
        return item.mock_result

    def failure_handler(
        fwk: framework.Framework,
        p: framework.QueuedPodInfo,
        status: framework.Status | None,
        _nominating_info: framework.NominatingInfo | None,
        _start: datetime,
    ) -> None:
        got["pod"] = p.pod
        got["error"] = framework.Status.as_error(status)
        msg = truncate_message(str(got["error"]))
        fwk.event_recorder().eventf(
            p.pod, None, v1.EventTypeWarning, "FailedScheduling", "Scheduling", msg
        )

    sched.schedule_pod = schedule_pod
    sched.fail_handler = failure_handler
    _run(_schedule_one_and_wait(sched))

    assert [e[2] for e in recorder.events] == [item.event_reason]
    assert (cache.assumed[-1] if cache.assumed else None) == item.expect_assumed_pod
    assert got.get("pod") == item.expect_error_pod
    assert (cache.forgotten[-1] if cache.forgotten else None) == item.expect_forget_pod
    if item.expect_error is None:
        assert got.get("error") is None
    else:
        assert str(got["error"]) == item.expect_error
    assert (client.bindings[-1] if client.bindings else None) == item.expect_bind


# --- TestSchedulerNoPhantomPodAfterExpire / AfterDelete / FailedSchedulingReasons ----------


def _setup_test_scheduler(
    queued_pod_store: list[v1.Pod],
    cache: Cache,
    clock: FakeClock,
    fns: list[tf.RegisterPluginFunc],
    informer_factory: Any = None,
) -> tuple[_Scheduler, _FakeClient, list[BaseException | None]]:
    """setupTestScheduler: NextPod pops queued_pod_store; failures land in the error list."""
    client = _FakeClient()
    recorder = _Recorder()
    if informer_factory is None:
        informer_factory = internalqueue.new_fake_shared_informer_factory()
    scheduling_queue = internalqueue.new_test_queue_with_informer_factory(
        queuesort.PrioritySort().less, informer_factory
    )
    fwk = tf.new_framework(
        fns,
        testSchedulerName,
        frameworkruntime.with_client_set(client),
        frameworkruntime.with_event_recorder(recorder),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_pod_nominator(
            internalqueue.new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
        frameworkruntime.with_waiting_pods(frameworkruntime.new_waiting_pods_map()),
    )
    errors: list[BaseException | None] = []

    async def next_pod() -> framework.QueuedPodInfo:
        return framework.QueuedPodInfo(pod_info=framework.new_pod_info(queued_pod_store.pop(0)))

    sched = _Scheduler(
        cache=cache,
        client=client,
        node_info_snapshot=internalcache.new_empty_snapshot(),
        percentage_of_nodes_to_score=schedulerapi.DefaultPercentageOfNodesToScore,
        next_pod=next_pod,
        scheduling_queue=scheduling_queue,
        profiles=profile.Map({testSchedulerName: fwk}),
        clock=clock,
    )
    sched.schedule_pod = sched.schedule_pod_

    def failure_handler(
        _fwk: framework.Framework,
        p: framework.QueuedPodInfo,
        status: framework.Status | None,
        _nominating_info: framework.NominatingInfo | None,
        _start: datetime,
    ) -> None:
        err = framework.Status.as_error(status)
        errors.append(err)
        msg = truncate_message(str(err))
        fwk.event_recorder().eventf(
            p.pod, None, v1.EventTypeWarning, "FailedScheduling", "Scheduling", msg
        )

    sched.fail_handler = failure_handler
    return sched, client, errors


def _setup_with_one_pod_on_node(
    queued_pod_store: list[v1.Pod],
    cache: Cache,
    clock: FakeClock,
    pod: v1.Pod,
    node: v1.Node,
    fns: list[tf.RegisterPluginFunc],
) -> tuple[_Scheduler, _FakeClient, list[BaseException | None]]:
    sched, client, errors = _setup_test_scheduler(queued_pod_store, cache, clock, fns)
    queued_pod_store.append(pod)
    _run(_schedule_one_and_wait(sched))
    assert client.bindings[-1] == v1.Binding(
        metadata=metav1.ObjectMeta(name=pod.name, uid=pod.name),
        target=v1.ObjectReference(kind="Node", name=node.name),
    )
    return sched, client, errors


_node_ports_fns = [
    tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
    tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
    tf.register_plugin_as_extensions(nodeports.Name, nodeports.new, "Filter", "PreFilter"),
]


def test_scheduler_no_phantom_pod_after_expire() -> None:
    queued_pod_store: list[v1.Pod] = []
    clock = FakeClock()
    scache = internalcache.new(timedelta(milliseconds=100), clock)
    pod = pod_with_port("pod.Name", "", 8080)
    node = v1.Node(metadata=metav1.ObjectMeta(name="node1", uid="node1"))
    scache.add_node(node)
    scheduler, client, _errors = _setup_with_one_pod_on_node(
        queued_pod_store, scache, clock, pod, node, _node_ports_fns
    )

    # Python: Go polls until the cleanup goroutine expired the assumed pod; here the clock
    # moves past the TTL and the cleanup runs once.
    clock.step(timedelta(milliseconds=200))
    scache.cleanup_assumed_pods(clock.now())
    assert scache.pod_count() == 0

    # The same host port makes the second pod fail if the first one were still there.
    second_pod = pod_with_port("bar", "", 8080)
    queued_pod_store.append(second_pod)
    _run(_schedule_one_and_wait(scheduler))
    assert client.bindings[-1] == v1.Binding(
        metadata=metav1.ObjectMeta(name="bar", uid="bar"),
        target=v1.ObjectReference(kind="Node", name=node.name),
    )


def test_scheduler_no_phantom_pod_after_delete() -> None:
    queued_pod_store: list[v1.Pod] = []
    clock = FakeClock()
    scache = internalcache.new(timedelta(minutes=10), clock)
    first_pod = pod_with_port("pod.Name", "", 8080)
    node = v1.Node(metadata=metav1.ObjectMeta(name="node1", uid="node1"))
    scache.add_node(node)
    scheduler, client, errors = _setup_with_one_pod_on_node(
        queued_pod_store, scache, clock, first_pod, node, _node_ports_fns
    )

    # The same host port makes the second pod fail.
    second_pod = pod_with_port("bar", "", 8080)
    queued_pod_store.append(second_pod)
    _run(_schedule_one_and_wait(scheduler))
    err = errors[-1]
    assert isinstance(err, framework.FitError)
    assert err.pod == second_pod
    assert err.num_all_nodes == 1
    assert err.diagnosis.node_to_status_map == {
        node.name: framework.new_status(framework.Unschedulable, nodeports.ErrReason).with_plugin(
            nodeports.Name
        )
    }
    assert err.diagnosis.unschedulable_plugins == {nodeports.Name}

    # What the cache sees when the user deletes the first pod.
    first_pod.spec.node_name = node.name
    scache.add_pod(first_pod)
    scache.remove_pod(first_pod)

    queued_pod_store.append(second_pod)
    _run(_schedule_one_and_wait(scheduler))
    assert client.bindings[-1] == v1.Binding(
        metadata=metav1.ObjectMeta(name="bar", uid="bar"),
        target=v1.ObjectReference(kind="Node", name=node.name),
    )


def test_scheduler_failed_scheduling_reasons() -> None:
    queued_pod_store: list[v1.Pod] = []
    clock = FakeClock()
    scache = internalcache.new(timedelta(minutes=10), clock)

    cpu, mem = 4, 500
    big: v1.ResourceList = {
        v1.ResourceCPU: new_quantity(cpu, DecimalSI),
        v1.ResourceMemory: new_quantity(mem, DecimalSI),
    }
    pod_with_too_big_resource_requests = pod_with_resources("bar", "", big, dict(big))

    # Nodes that cannot take the pod.
    nodes: list[v1.Node] = []
    for i in range(100):
        uid = f"node{i}"
        resources: v1.ResourceList = {
            v1.ResourceCPU: new_quantity(cpu // 2, DecimalSI),
            v1.ResourceMemory: new_quantity(mem // 5, DecimalSI),
            v1.ResourcePods: new_quantity(10, DecimalSI),
        }
        node = v1.Node(
            metadata=metav1.ObjectMeta(name=uid, uid=uid),
            status=v1.NodeStatus(capacity=dict(resources), allocatable=dict(resources)),
        )
        scache.add_node(node)
        nodes.append(node)

    # The same reasons on every node, rolled up into a short summary.
    failed_node_statues = {
        node.name: framework.new_status(
            framework.Unschedulable,
            f"Insufficient {v1.ResourceCPU}",
            f"Insufficient {v1.ResourceMemory}",
        ).with_plugin(noderesources.Name)
        for node in nodes
    }
    fns = [
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        tf.register_plugin_as_extensions(
            noderesources.Name,
            frameworkruntime.factory_adapter(Features(), noderesources.new_fit),
            "Filter",
            "PreFilter",
        ),
    ]
    scheduler, _client, errors = _setup_test_scheduler(queued_pod_store, scache, clock, fns)

    queued_pod_store.append(pod_with_too_big_resource_requests)
    _run(_schedule_one_and_wait(scheduler))
    err = errors[-1]
    expect_err = framework.FitError(
        pod=pod_with_too_big_resource_requests,
        num_all_nodes=len(nodes),
        diagnosis=framework.Diagnosis(
            node_to_status_map=failed_node_statues,
            unschedulable_plugins={noderesources.Name},
        ),
    )
    assert len(str(expect_err)) <= 150, "message is too spammy"
    assert isinstance(err, framework.FitError)
    assert err.pod == expect_err.pod
    assert err.num_all_nodes == expect_err.num_all_nodes
    assert err.diagnosis == expect_err.diagnosis


# --- TestSchedulerBinding --------------------------------------------------------------------


class _BindError(Exception):
    pass


@dataclass
class fakeExtender(framework.Extender):
    """The fakeExtender of schedule_one_test.go: only its binding matters."""

    is_binder_: bool = False
    interested_pod_name: str = ""
    ignorable: bool = False
    got_bind: bool = False
    err_bind: bool = False
    is_prioritizer_: bool = False
    is_filter_: bool = False

    def name(self) -> str:
        return "fakeExtender"

    def is_ignorable(self) -> bool:
        return self.ignorable

    def process_preemption(
        self, pod: v1.Pod, node_name_to_victims: dict[str, Any], node_infos: Any
    ) -> dict[str, Any]:
        return {}

    def supports_preemption(self) -> bool:
        return False

    def filter(
        self, pod: v1.Pod, nodes: list[framework.NodeInfo]
    ) -> tuple[list[framework.NodeInfo], dict[str, str], dict[str, str]]:
        return [], {}, {}

    def prioritize(self, pod: v1.Pod, nodes: list[framework.NodeInfo]) -> tuple[Any, int]:
        return [], 0

    def bind(self, binding: v1.Binding) -> None:
        if self.is_binder_:
            if self.err_bind:
                raise _BindError("bind error")
            self.got_bind = True
            return
        raise _BindError("not a binder")

    def is_binder(self) -> bool:
        return self.is_binder_

    def is_interested(self, pod: v1.Pod) -> bool:
        return pod is not None and pod.name == self.interested_pod_name

    def is_prioritizer(self) -> bool:
        return self.is_prioritizer_

    def is_filter(self) -> bool:
        return self.is_filter_


BINDING_CASES = [
    pytest.param(
        "pod0",
        [fakeExtender(is_binder_=False, interested_pod_name="pod0")],
        -1,
        id="the extender is not a binder",
    ),
    pytest.param(
        "pod0",
        [
            fakeExtender(is_binder_=False, interested_pod_name="pod0"),
            fakeExtender(is_binder_=True, interested_pod_name="pod0"),
        ],
        1,
        id="one of the extenders is a binder and interested in pod",
    ),
    pytest.param(
        "pod1",
        [
            fakeExtender(is_binder_=False, interested_pod_name="pod1"),
            fakeExtender(is_binder_=True, interested_pod_name="pod0"),
        ],
        -1,
        id="one of the extenders is a binder, but not interested in pod",
    ),
    pytest.param(
        "pod1",
        [fakeExtender(is_binder_=True, err_bind=True, interested_pod_name="pod1", ignorable=True)],
        -1,
        id="ignore when extender bind failed",
    ),
]


@pytest.mark.parametrize(("pod_name", "extenders", "want_binder_id"), BINDING_CASES)
def test_scheduler_binding(
    pod_name: str, extenders: list[fakeExtender], want_binder_id: int
) -> None:
    pod = st.make_pod().name(pod_name).obj()
    client = _FakeClient()
    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_client_set(client),
        frameworkruntime.with_event_recorder(_Recorder()),
    )
    sched = _Scheduler(
        extenders=list(extenders),
        cache=internalcache.new(timedelta(milliseconds=100), FakeClock()),
    )
    status = sched.bind(fwk, pod, "node", framework.new_cycle_state())
    assert framework.Status.is_success(status), framework.Status.as_error(status)

    # The default binder binds only when no extender did.
    default_bound = len(client.bindings) > 0
    assert default_bound == (want_binder_id == -1)

    for i, ext in enumerate(extenders):
        assert ext.got_bind == (i == want_binder_id)


# --- TestUpdatePod -----------------------------------------------------------------------


def _t(*args: int) -> datetime:
    """time.Date(..., time.UTC); the nanosecond argument is dropped (Python keeps microseconds)."""
    return datetime(*args[:6], tzinfo=UTC)


@dataclass
class _UpdatePodCase:
    current_pod_conditions: list[v1.PodCondition]
    new_pod_condition: v1.PodCondition
    current_nominated_node_name: str = ""
    new_nominating_info: framework.NominatingInfo | None = None
    expected_patch_requests: int = 0
    # Python: Go matches the JSON patch with a regexp; here the expected new status fields.
    expected_conditions: list[v1.PodCondition] | None = None
    expected_nominated_node_name: str = ""


def _cond(
    type_: str, status: str, probe: datetime, transition: datetime | None, reason: str, message: str
) -> v1.PodCondition:
    return v1.PodCondition(
        type=type_,
        status=status,
        last_probe_time=probe,
        last_transition_time=transition,
        reason=reason,
        message=message,
    )


_NOW = FakeClock().now()
_current = _cond(
    "currentType",
    "currentStatus",
    _t(2020, 5, 13),
    _t(2020, 5, 12),
    "currentReason",
    "currentMessage",
)

UPDATE_POD_CASES = [
    pytest.param(
        _UpdatePodCase(
            current_pod_conditions=[],
            new_pod_condition=_cond(
                "newType",
                "newStatus",
                _t(2020, 5, 13, 1, 1, 1),
                _t(2020, 5, 12, 1, 1, 1),
                "newReason",
                "newMessage",
            ),
            expected_patch_requests=1,
            expected_conditions=[
                _cond(
                    "newType",
                    "newStatus",
                    _t(2020, 5, 13, 1, 1, 1),
                    _NOW,
                    "newReason",
                    "newMessage",
                ),
            ],
        ),
        id="Should make patch request to add pod condition when there are none currently",
    ),
    pytest.param(
        _UpdatePodCase(
            current_pod_conditions=[
                _cond(
                    "someOtherType",
                    "someOtherTypeStatus",
                    _t(2020, 5, 11),
                    _t(2020, 5, 10),
                    "someOtherTypeReason",
                    "someOtherTypeMessage",
                )
            ],
            new_pod_condition=_cond(
                "newType",
                "newStatus",
                _t(2020, 5, 13, 1, 1, 1),
                _t(2020, 5, 12, 1, 1, 1),
                "newReason",
                "newMessage",
            ),
            expected_patch_requests=1,
            expected_conditions=[
                _cond(
                    "someOtherType",
                    "someOtherTypeStatus",
                    _t(2020, 5, 11),
                    _t(2020, 5, 10),
                    "someOtherTypeReason",
                    "someOtherTypeMessage",
                ),
                _cond(
                    "newType",
                    "newStatus",
                    _t(2020, 5, 13, 1, 1, 1),
                    _NOW,
                    "newReason",
                    "newMessage",
                ),
            ],
        ),
        id="Should make patch request to add a new pod condition when there is already one "
        "with another type",
    ),
    pytest.param(
        _UpdatePodCase(
            current_pod_conditions=[_current],
            new_pod_condition=_cond(
                "currentType",
                "newStatus",
                _t(2020, 5, 13, 1, 1, 1),
                _t(2020, 5, 12, 1, 1, 1),
                "newReason",
                "newMessage",
            ),
            expected_patch_requests=1,
            expected_conditions=[
                _cond(
                    "currentType",
                    "newStatus",
                    _t(2020, 5, 13, 1, 1, 1),
                    _NOW,
                    "newReason",
                    "newMessage",
                ),
            ],
        ),
        id="Should make patch request to update an existing pod condition",
    ),
    pytest.param(
        _UpdatePodCase(
            current_pod_conditions=[_current],
            new_pod_condition=_cond(
                "currentType",
                "currentStatus",
                _t(2020, 5, 13, 1, 1, 1),
                _t(2020, 5, 12),
                "newReason",
                "newMessage",
            ),
            expected_patch_requests=1,
            expected_conditions=[
                _cond(
                    "currentType",
                    "currentStatus",
                    _t(2020, 5, 13, 1, 1, 1),
                    _t(2020, 5, 12),
                    "newReason",
                    "newMessage",
                ),
            ],
        ),
        id="Should make patch request to update an existing pod condition, but the transition "
        "time should remain unchanged because the status is the same",
    ),
    pytest.param(
        _UpdatePodCase(
            current_pod_conditions=[_current],
            new_pod_condition=_cond(
                "currentType",
                "currentStatus",
                _t(2020, 5, 13),
                _t(2020, 5, 12),
                "currentReason",
                "currentMessage",
            ),
            current_nominated_node_name="node1",
            expected_patch_requests=0,
        ),
        id="Should not make patch request if pod condition already exists and is identical and "
        "nominated node name is not set",
    ),
    pytest.param(
        _UpdatePodCase(
            current_pod_conditions=[_current],
            new_pod_condition=_cond(
                "currentType",
                "currentStatus",
                _t(2020, 5, 13),
                _t(2020, 5, 12),
                "currentReason",
                "currentMessage",
            ),
            new_nominating_info=framework.NominatingInfo(
                nominating_mode=framework.ModeOverride, nominated_node_name="node1"
            ),
            expected_patch_requests=1,
            expected_conditions=[_current],
            expected_nominated_node_name="node1",
        ),
        id="Should make patch request if pod condition already exists and is identical but "
        "nominated node name is set and different",
    ),
]


@pytest.mark.parametrize("test", UPDATE_POD_CASES)
def test_update_pod(test: _UpdatePodCase) -> None:
    client = _FakeClient()
    pod = (
        st.make_pod()
        .name("foo")
        .nominated_node_name(test.current_nominated_node_name)
        .conditions([*test.current_pod_conditions])
        .obj()
    )

    update_pod(client, pod, test.new_pod_condition, test.new_nominating_info, FakeClock())

    assert len(client.patches) == test.expected_patch_requests
    if test.expected_patch_requests > 0:
        _name, _old, new = client.patches[-1]
        assert new.conditions == test.expected_conditions
        want_nnn = test.expected_nominated_node_name or test.current_nominated_node_name
        assert new.nominated_node_name == want_nnn


# --- Test_SelectHost ---------------------------------------------------------------------


def _nps(name: str, score: int) -> framework.NodePluginScores:
    return framework.NodePluginScores(name=name, total_score=score)


SELECT_HOST_CASES = [
    pytest.param(
        [_nps("node1", 1), _nps("node2", 2)],
        2,
        {"node2"},
        [[_nps("node2", 2), _nps("node1", 1)]],
        False,
        id="unique properly ordered scores",
    ),
    pytest.param(
        [_nps("node1", 1), _nps("node2", 2)],
        100,
        {"node2"},
        [[_nps("node2", 2), _nps("node1", 1)]],
        False,
        id="numberOfNodeScoresToReturn > len(list)",
    ),
    pytest.param(
        [_nps("node2.1", 2), _nps("node2.2", 2), _nps("node2.3", 2)],
        2,
        {"node2.1", "node2.2", "node2.3"},
        [
            [_nps("node2.1", 2), _nps("node2.2", 2)],
            [_nps("node2.1", 2), _nps("node2.3", 2)],
            [_nps("node2.2", 2), _nps("node2.1", 2)],
            [_nps("node2.2", 2), _nps("node2.3", 2)],
            [_nps("node2.3", 2), _nps("node2.1", 2)],
            [_nps("node2.3", 2), _nps("node2.2", 2)],
        ],
        False,
        id="equal scores",
    ),
    pytest.param(
        [_nps("node3.1", 3), _nps("node2.1", 2), _nps("node1.1", 1), _nps("node3.2", 3)],
        3,
        {"node3.1", "node3.2"},
        [
            [_nps("node3.1", 3), _nps("node3.2", 3), _nps("node2.1", 2)],
            [_nps("node3.2", 3), _nps("node3.1", 3), _nps("node2.1", 2)],
        ],
        False,
        id="out of order scores",
    ),
    pytest.param([], 0, set(), [], True, id="empty priority list"),
]


@pytest.mark.parametrize(
    ("list_", "top_nodes_cnt", "possible_nodes", "possible_node_lists", "want_error"),
    SELECT_HOST_CASES,
)
def test_select_host(
    list_: list[framework.NodePluginScores],
    top_nodes_cnt: int,
    possible_nodes: set[str],
    possible_node_lists: list[list[framework.NodePluginScores]],
    want_error: bool,
) -> None:
    rng = gorand.new(gorand.new_source(1))
    # More rounds exercise more of the random choices.
    for _ in range(10):
        if want_error:
            with pytest.raises(errEmptyPriorityList):
                select_host(list_, top_nodes_cnt, rng)
            return
        got, score_list = select_host(list_, top_nodes_cnt, rng)
        assert got in possible_nodes
        assert got == score_list[0].name
        assert score_list in possible_node_lists


# --- TestFindNodesThatPassExtenders --------------------------------------------------------


def _allow_a(pod: v1.Pod, node: framework.NodeInfo) -> framework.Status | None:
    name = node.node().name  # type: ignore[union-attr]
    if name == "a":
        return framework.new_status(framework.Success)
    return framework.new_status(framework.Unschedulable, f'node "{name}" is not allowed')


def _allow_a_reject_b_unresolvable_others(
    pod: v1.Pod, node: framework.NodeInfo
) -> framework.Status | None:
    name = node.node().name  # type: ignore[union-attr]
    if name == "a":
        return framework.new_status(framework.Success)
    if name == "b":
        return framework.new_status(framework.Unschedulable, f'node "{name}" is not allowed')
    return framework.new_status(
        framework.UnschedulableAndUnresolvable, f'node "{name}" is not allowed'
    )


def _ext(*predicates: tfext.FitPredicate) -> tfext.FakeExtender:
    return tfext.FakeExtender(extender_name="FakeExtender1", predicates=list(predicates))


PASS_EXTENDERS_CASES = [
    pytest.param([_ext(tfext.error_predicate_extender)], ["a"], {}, True, [], {}, id="error"),
    pytest.param([_ext(tfext.true_predicate_extender)], ["a"], {}, False, ["a"], {}, id="success"),
    pytest.param(
        [_ext(_allow_a)],
        ["a", "b"],
        {},
        False,
        ["a"],
        {"b": framework.new_status(framework.Unschedulable, 'FakeExtender: node "b" failed')},
        id="unschedulable",
    ),
    pytest.param(
        [_ext(_allow_a_reject_b_unresolvable_others)],
        ["a", "b", "c"],
        {},
        False,
        ["a"],
        {
            "b": framework.new_status(framework.Unschedulable, 'FakeExtender: node "b" failed'),
            "c": framework.new_status(
                framework.UnschedulableAndUnresolvable,
                'FakeExtender: node "c" failed and unresolvable',
            ),
        },
        id="unschedulable and unresolvable",
    ),
    pytest.param(
        [_ext(_allow_a_reject_b_unresolvable_others)],
        ["a", "b", "c"],
        {"c": framework.new_status(framework.Unschedulable, 'FakeFilterPlugin: node "c" failed')},
        False,
        ["a"],
        {
            "b": framework.new_status(framework.Unschedulable, 'FakeExtender: node "b" failed'),
            "c": framework.new_status(
                framework.UnschedulableAndUnresolvable,
                'FakeFilterPlugin: node "c" failed',
                'FakeExtender: node "c" failed and unresolvable',
            ),
        },
        id="extender may overwrite the statuses",
    ),
    pytest.param(
        [_ext(_allow_a_reject_b_unresolvable_others), _ext(_allow_a)],
        ["a", "b", "c"],
        {},
        False,
        ["a"],
        {
            "b": framework.new_status(framework.Unschedulable, 'FakeExtender: node "b" failed'),
            "c": framework.new_status(
                framework.UnschedulableAndUnresolvable,
                'FakeExtender: node "c" failed and unresolvable',
            ),
        },
        id="multiple extenders",
    ),
]


@pytest.mark.parametrize(
    (
        "extenders",
        "nodes",
        "filtered_nodes_statuses",
        "expects_err",
        "expected_nodes",
        "expected_statuses",
    ),
    PASS_EXTENDERS_CASES,
)
def test_find_nodes_that_pass_extenders(
    extenders: list[framework.Extender],
    nodes: list[str],
    filtered_nodes_statuses: framework.NodeToStatusMap,
    expects_err: bool,
    expected_nodes: list[str],
    expected_statuses: framework.NodeToStatusMap,
) -> None:
    pod = st.make_pod().name("1").uid("1").obj()
    statuses = dict(filtered_nodes_statuses)
    node_infos = tf.build_node_infos(make_node_list(nodes))
    got, err = find_nodes_that_pass_extenders(extenders, pod, node_infos, statuses)
    if expects_err:
        assert err is not None
        return
    assert err is None
    assert [n.node() for n in got] == make_node_list(expected_nodes)
    # Go compares the statuses by code and reasons only.
    assert {k: (s.code(), s.reasons()) for k, s in statuses.items()} == {
        k: (s.code(), s.reasons()) for k, s in expected_statuses.items()
    }


# --- TestFindFitAllError / TestFindFitSomeError / TestFindFitPredicateCallCounts ------------


def _match_filter_framework() -> framework.Framework:
    return tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_filter_plugin("TrueFilter", tfplugins.new_true_filter_plugin),
            tf.register_filter_plugin("MatchFilter", tfplugins.new_match_filter_plugin),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_pod_nominator(internalqueue.new_test_pod_nominator(None)),
    )


def test_find_fit_all_error() -> None:
    nodes = make_node_list(["3", "2", "1"])
    scheduler = make_scheduler(nodes)
    fwk = _match_filter_framework()

    _, diagnosis = scheduler.find_nodes_that_fit_pod(fwk, framework.new_cycle_state(), v1.Pod())

    def fake(plugin: str) -> framework.Status:
        return framework.new_status(framework.Unschedulable, tfplugins.ErrReasonFake).with_plugin(
            plugin
        )

    assert diagnosis == framework.Diagnosis(
        node_to_status_map={
            "1": fake("MatchFilter"),
            "2": fake("MatchFilter"),
            "3": fake("MatchFilter"),
        },
        unschedulable_plugins={"MatchFilter"},
    )


def test_find_fit_some_error() -> None:
    nodes = make_node_list(["3", "2", "1"])
    scheduler = make_scheduler(nodes)
    fwk = _match_filter_framework()

    pod = st.make_pod().name("1").uid("1").obj()
    _, diagnosis = scheduler.find_nodes_that_fit_pod(fwk, framework.new_cycle_state(), pod)

    assert len(diagnosis.node_to_status_map) == len(nodes) - 1
    assert diagnosis.unschedulable_plugins == {"MatchFilter"}

    for node in nodes:
        if node.name == pod.name:
            continue
        status = diagnosis.node_to_status_map[node.name]
        assert status.reasons() == [tfplugins.ErrReasonFake]


@pytest.mark.parametrize(
    ("pod", "expected_count"),
    [
        pytest.param(
            st.make_pod().name("1").uid("1").priority(highPriority).obj(),
            1,
            id="nominated pods have lower priority, predicate is called once",
        ),
        pytest.param(
            st.make_pod().name("1").uid("1").priority(lowPriority).obj(),
            2,
            id="nominated pods have higher priority, predicate is called twice",
        ),
    ],
)
def test_find_fit_predicate_call_counts(pod: v1.Pod, expected_count: int) -> None:
    nodes = make_node_list(["1"])

    plugin = tfplugins.FakeFilterPlugin()
    register_fake_filter_func = tf.register_filter_plugin("FakeFilter", lambda _a, _h: plugin)
    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            register_fake_filter_func,
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_pod_nominator(internalqueue.new_test_pod_nominator(None)),
    )

    scheduler = make_scheduler(nodes)
    scheduler.cache.update_snapshot(scheduler.node_info_snapshot)
    podinfo = framework.new_pod_info(st.make_pod().uid("nominated").priority(midPriority).obj())
    fwk.add_nominated_pod(
        podinfo,
        framework.NominatingInfo(nominating_mode=framework.ModeOverride, nominated_node_name="1"),
    )

    scheduler.find_nodes_that_fit_pod(fwk, framework.new_cycle_state(), pod)
    assert plugin.num_filter_called == expected_count


# --- TestNumFeasibleNodesToFind / TestFairEvaluationForNodes ---------------------------------


@pytest.mark.parametrize(
    ("global_percentage", "profile_percentage", "num_all_nodes", "want_num_nodes"),
    [
        pytest.param(
            0,
            None,
            10,
            10,
            id="not set percentageOfNodesToScore and nodes number not more than 50",
        ),
        pytest.param(
            0,
            40,
            10,
            10,
            id="set profile percentageOfNodesToScore and nodes number not more than 50",
        ),
        pytest.param(
            0,
            None,
            1000,
            420,
            id="not set percentageOfNodesToScore and nodes number more than 50",
        ),
        pytest.param(
            0,
            40,
            1000,
            400,
            id="set profile percentageOfNodesToScore and nodes number more than 50",
        ),
        pytest.param(
            100,
            40,
            1000,
            400,
            id="set global and profile percentageOfNodesToScore and nodes number more than 50",
        ),
        pytest.param(
            40,
            None,
            1000,
            400,
            id="set global percentageOfNodesToScore and nodes number more than 50",
        ),
        pytest.param(
            0,
            None,
            6000,
            300,
            id="not set profile percentageOfNodesToScore and nodes number more than 50*125",
        ),
        pytest.param(
            0,
            40,
            6000,
            2400,
            id="set profile percentageOfNodesToScore and nodes number more than 50*125",
        ),
    ],
)
def test_num_feasible_nodes_to_find(
    global_percentage: int,
    profile_percentage: int | None,
    num_all_nodes: int,
    want_num_nodes: int,
) -> None:
    sched = _Scheduler(percentage_of_nodes_to_score=global_percentage)
    assert sched.num_feasible_nodes_to_find(profile_percentage, num_all_nodes) == want_num_nodes


def test_fair_evaluation_for_nodes() -> None:
    num_all_nodes = 500
    nodes = make_node_list([str(i) for i in range(num_all_nodes)])
    sched = make_scheduler(nodes)

    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_filter_plugin("TrueFilter", tfplugins.new_true_filter_plugin),
            tf.register_score_plugin(
                "EqualPrioritizerPlugin", tfplugins.new_equal_prioritizer_plugin(), 1
            ),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_pod_nominator(internalqueue.new_test_pod_nominator(None)),
    )

    # So that num_all_nodes % nodes_to_find != 0.
    sched.percentage_of_nodes_to_score = 30
    nodes_to_find = sched.num_feasible_nodes_to_find(
        fwk.percentage_of_nodes_to_score(), num_all_nodes
    )

    # Go round all nodes more than twice.
    for i in range(2 * (num_all_nodes // nodes_to_find + 1)):
        nodes_that_fit, _ = sched.find_nodes_that_fit_pod(
            fwk, framework.new_cycle_state(), v1.Pod()
        )
        assert len(nodes_that_fit) == nodes_to_find
        assert sched.next_start_node_index == (i + 1) * nodes_to_find % num_all_nodes


# --- TestPreferNominatedNodeFilterCallCounts -------------------------------------------------


@pytest.mark.parametrize(
    ("pod", "node_return_code_map", "expected_count"),
    [
        pytest.param(
            st.make_pod()
            .name("p_with_nominated_node")
            .uid("p")
            .priority(highPriority)
            .nominated_node_name("node1")
            .obj(),
            None,
            1,
            id="pod has the nominated node set, filter is called only once",
        ),
        pytest.param(
            st.make_pod().name("p_without_nominated_node").uid("p").priority(highPriority).obj(),
            None,
            3,
            id="pod without the nominated pod, filter is called for each node",
        ),
        pytest.param(
            st.make_pod()
            .name("p_with_nominated_node")
            .uid("p")
            .priority(highPriority)
            .nominated_node_name("node1")
            .obj(),
            {"node1": framework.Unschedulable},
            4,
            id="nominated pod cannot pass the filter, filter is called for each node",
        ),
    ],
)
def test_prefer_nominated_node_filter_call_counts(
    pod: v1.Pod, node_return_code_map: dict[str, framework.Code] | None, expected_count: int
) -> None:
    plugin = tfplugins.FakeFilterPlugin(failed_node_return_code_map=node_return_code_map)
    sched, fwk = _three_nodes_and_a_fake_filter(pod, plugin)
    sched.find_nodes_that_fit_pod(fwk, framework.new_cycle_state(), pod)
    assert plugin.num_filter_called == expected_count


def test_a_nominated_node_gone_from_the_snapshot_sends_the_pod_to_all_nodes() -> None:
    # Python-only: Go logs evaluateNominatedNode's error and goes on with all nodes.
    pod = st.make_pod().name("p").uid("p").priority(highPriority).nominated_node_name("gone").obj()
    plugin = tfplugins.FakeFilterPlugin()
    sched, fwk = _three_nodes_and_a_fake_filter(pod, plugin)
    feasible, _ = sched.find_nodes_that_fit_pod(fwk, framework.new_cycle_state(), pod)
    assert [n.node() for n in feasible] == make_node_list(["node1", "node2", "node3"])
    assert plugin.num_filter_called == 3


def test_evaluating_the_nominated_node_swallows_only_errors() -> None:
    # Python-only: an exception that is not one of evaluateNominatedNode's errors (in Go: a
    # panic) is not taken for a failed evaluation.
    pod = st.make_pod().name("p").uid("p").priority(highPriority).nominated_node_name("node1").obj()
    plugin = tfplugins.FakeFilterPlugin()
    sched, fwk = _three_nodes_and_a_fake_filter(pod, plugin)

    run_filters = sched.find_nodes_that_pass_filters

    def broken_on_the_nominated_node(*args: Any) -> Any:
        if args[-1][0].node().name == "node1" and len(args[-1]) == 1:
            raise KeyError("a bug")
        return run_filters(*args)

    setattr(sched, "find_nodes_that_pass_filters", broken_on_the_nominated_node)  # noqa: B010
    with pytest.raises(KeyError):
        sched.find_nodes_that_fit_pod(fwk, framework.new_cycle_state(), pod)


def _three_nodes_and_a_fake_filter(
    pod: v1.Pod, plugin: tfplugins.FakeFilterPlugin
) -> tuple[_Scheduler, framework.Framework]:
    # Three nodes in the cluster.
    nodes = make_node_list(["node1", "node2", "node3"])
    informer_factory = internalqueue.new_fake_shared_informer_factory([pod])
    cache = internalcache.new(timedelta(0), FakeClock())
    for n in nodes:
        cache.add_node(n)
    register_fake_filter_func = tf.register_filter_plugin("FakeFilter", lambda _a, _h: plugin)
    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            register_fake_filter_func,
            tf.register_score_plugin(
                "EqualPrioritizerPlugin", tfplugins.new_equal_prioritizer_plugin(), 1
            ),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_client_set(_FakeClient()),
        frameworkruntime.with_pod_nominator(
            internalqueue.new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
    )
    snapshot = internalcache.new_snapshot([], nodes)

    sched = _Scheduler(
        cache=cache,
        node_info_snapshot=snapshot,
        percentage_of_nodes_to_score=schedulerapi.DefaultPercentageOfNodesToScore,
    )
    sched.apply_default_handlers()
    return sched, fwk


# --- The Python-only pieces: truncate_message, ErrNoNodesAvailable ---------------------------


def test_truncate_message() -> None:
    assert truncate_message("short") == "short"
    long = "x" * 2000
    got = truncate_message(long)
    assert len(got) == 1024
    assert got.endswith(" ...")


def test_truncate_message_cuts_bytes_and_keeps_a_split_characters_bytes() -> None:
    # Go cuts at byte 1020; there the 340th euro sign (3 bytes) has 2 of its bytes left.
    got = truncate_message("x" + "\u20ac" * 400)
    assert len(got.encode(errors="surrogateescape")) == 1024
    assert got == "x" + "\u20ac" * 339 + "\udce2\udc82" + " ..."
    assert truncate_message("\u20ac" * 341) == "\u20ac" * 341  # 1023 bytes: not cut


def test_err_no_nodes_available_message() -> None:
    assert str(ErrNoNodesAvailable()) == "no nodes available to schedule pods"


# --- handleSchedulingFailure (exercised through scheduler_test.go in Go) --------------------


@pytest.mark.parametrize(
    ("status", "want_reason", "want_note"),
    [
        pytest.param(
            framework.new_status(framework.Unschedulable).with_error(
                framework.FitError(
                    pod=None,
                    num_all_nodes=1,
                    diagnosis=framework.Diagnosis(
                        node_to_status_map={
                            "node1": framework.new_status(framework.Unschedulable, "boom")
                        },
                        unschedulable_plugins={"FakeFilter"},
                    ),
                )
            ),
            v1.PodReasonUnschedulable,
            "0/1 nodes are available: 1 boom.",
            id="fit error: Unschedulable",
        ),
        pytest.param(
            framework.as_status(framework.FrameworkError("internal")),
            v1.PodReasonSchedulerError,
            "internal",
            id="error: SchedulerError",
        ),
    ],
)
def test_handle_scheduling_failure(
    status: framework.Status, want_reason: str, want_note: str
) -> None:
    pod = st.make_pod().name("foo").namespace("ns").uid("foo").obj()
    informer_factory = internalqueue.new_fake_shared_informer_factory([pod])
    client = _FakeClient()
    recorder = _Recorder()
    queue = internalqueue.new_test_queue_with_informer_factory(
        queuesort.PrioritySort().less, informer_factory
    )
    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        testSchedulerName,
        frameworkruntime.with_event_recorder(recorder),
        frameworkruntime.with_informer_factory(informer_factory),
    )
    sched = _Scheduler(client=client, scheduling_queue=queue)
    pod_info = queue.new_queued_pod_info(pod)

    sched.handle_scheduling_failure(fwk, pod_info, status, clearNominatedNode, sched.clock.now())

    # The pod went back to the queue (as unschedulable, with the rejecting plugins).
    pending, _ = queue.pending_pods()
    assert [p.name for p in pending] == ["foo"]
    if want_reason == v1.PodReasonUnschedulable:
        assert pod_info.unschedulable_plugins == {"FakeFilter"}
    assert recorder.events == [("foo", v1.EventTypeWarning, "FailedScheduling", want_note)]
    _name, _old, new = client.patches[-1]
    assert new.conditions == [
        v1.PodCondition(
            type=v1.PodScheduled,
            status=v1.ConditionFalse,
            reason=want_reason,
            message=want_note,
            last_transition_time=sched.clock.now(),
        )
    ]


def _failure_handler_setup(
    client: _FakeClient,
) -> tuple[_Scheduler, framework.Framework, framework.QueuedPodInfo, _Recorder]:
    """A scheduler whose informer has pod ns/foo, ready to handle that pod's failure."""
    pod = st.make_pod().name("foo").namespace("ns").uid("foo").obj()
    informer_factory = internalqueue.new_fake_shared_informer_factory([pod])
    recorder = _Recorder()
    queue = internalqueue.new_test_queue_with_informer_factory(
        queuesort.PrioritySort().less, informer_factory
    )
    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        testSchedulerName,
        frameworkruntime.with_event_recorder(recorder),
        frameworkruntime.with_informer_factory(informer_factory),
    )
    sched = _Scheduler(client=client, scheduling_queue=queue)
    return sched, fwk, queue.new_queued_pod_info(pod), recorder


@pytest.mark.parametrize(
    "api_error",
    [
        pytest.param(new_not_found(GroupResource("", "pods"), "foo"), id="the API server refuses"),
        pytest.param(TransportError("connection refused"), id="no answer"),
    ],
)
def test_handle_scheduling_failure_goes_on_after_a_failed_pod_update(
    api_error: Exception,
) -> None:
    """Go logs "Error updating pod" and goes on: the pod is still requeued and reported."""
    client = _FakeClient(inject_patch_error=api_error)
    sched, fwk, pod_info, recorder = _failure_handler_setup(client)
    status = framework.as_status(framework.FrameworkError("internal"))

    sched.handle_scheduling_failure(fwk, pod_info, status, clearNominatedNode, sched.clock.now())

    assert [p.name for p in sched.scheduling_queue.pending_pods()[0]] == ["foo"]
    assert recorder.events == [("foo", v1.EventTypeWarning, "FailedScheduling", "internal")]
    assert len(client.patches) >= 1


def test_handle_scheduling_failure_does_not_hide_a_bug_behind_the_pod_update() -> None:
    """Only the client's errors are Go's logged error; anything else is not swallowed."""
    sched, fwk, pod_info, _ = _failure_handler_setup(
        _FakeClient(inject_patch_error=KeyError("not an API error"))
    )
    status = framework.as_status(framework.FrameworkError("internal"))

    with pytest.raises(KeyError):
        sched.handle_scheduling_failure(
            fwk, pod_info, status, clearNominatedNode, sched.clock.now()
        )


def test_handle_scheduling_failure_pod_gone() -> None:
    """A pod the informer no longer has is not requeued, but still reported."""
    pod = st.make_pod().name("foo").namespace("ns").uid("foo").obj()
    informer_factory = internalqueue.new_fake_shared_informer_factory()
    recorder = _Recorder()
    queue = internalqueue.new_test_queue_with_informer_factory(
        queuesort.PrioritySort().less, informer_factory
    )
    fwk = tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        testSchedulerName,
        frameworkruntime.with_event_recorder(recorder),
        frameworkruntime.with_informer_factory(informer_factory),
    )
    sched = _Scheduler(client=_FakeClient(), scheduling_queue=queue)
    status = framework.new_status(framework.UnschedulableAndUnresolvable).with_error(
        ErrNoNodesAvailable()
    )

    sched.handle_scheduling_failure(
        fwk, queue.new_queued_pod_info(pod), status, clearNominatedNode, sched.clock.now()
    )

    assert queue.pending_pods()[0] == []
    assert recorder.events == [
        ("foo", v1.EventTypeWarning, "FailedScheduling", "no nodes available to schedule pods")
    ]


# --- TestSchedulerSchedulePod ----------------------------------------------------------------

errPrioritize = framework.FrameworkError("priority map encounters an error")


class falseMapPlugin(framework.ScorePlugin):
    def name(self) -> str:
        return "FalseMap"

    def score(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        return 0, framework.as_status(errPrioritize)

    def score_extensions(self) -> framework.ScoreExtensions | None:
        return None


class numericMapPlugin(framework.ScorePlugin):
    def name(self) -> str:
        return "NumericMap"

    def score(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        try:
            return int(node_name), None
        except ValueError:
            return 0, framework.new_status(
                framework.Error, f"Error converting nodename to int: {node_name}"
            )

    def score_extensions(self) -> framework.ScoreExtensions | None:
        return None


class reverseNumericMapPlugin(framework.ScorePlugin, framework.ScoreExtensions):
    def name(self) -> str:
        return "ReverseNumericMap"

    def score(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        try:
            return int(node_name), None
        except ValueError:
            return 0, framework.new_status(
                framework.Error, f"Error converting nodename to int: {node_name}"
            )

    def score_extensions(self) -> framework.ScoreExtensions | None:
        return self

    def normalize_score(
        self, state: framework.CycleState, p: v1.Pod, node_scores: framework.NodeScoreList
    ) -> framework.Status | None:
        max_score = 0.0
        min_score = float("inf")
        for host_priority in node_scores:
            max_score = max(max_score, float(host_priority.score))
            min_score = min(min_score, float(host_priority.score))
        for i, host_priority in enumerate(node_scores):
            node_scores[i] = framework.NodeScore(
                name=host_priority.name,
                score=int(max_score + min_score - float(host_priority.score)),
            )
        return None


class trueMapPlugin(framework.ScorePlugin, framework.ScoreExtensions):
    def name(self) -> str:
        return "TrueMap"

    def score(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        return 1, None

    def score_extensions(self) -> framework.ScoreExtensions | None:
        return self

    def normalize_score(
        self, state: framework.CycleState, p: v1.Pod, node_scores: framework.NodeScoreList
    ) -> framework.Status | None:
        for host in node_scores:
            if host.name == "":
                return framework.new_status(framework.Error, "unexpected empty host name")
        return None


class noPodsFilterPlugin(framework.FilterPlugin):
    def name(self) -> str:
        return "NoPodsFilter"

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        if len(node_info.pods) == 0:
            return None
        return framework.new_status(framework.Unschedulable, tfplugins.ErrReasonFake)


def _factory(plugin_type: type) -> frameworkruntime.PluginFactory:
    return lambda _args, _handle: plugin_type()


_qs = tf.register_queue_sort_plugin(queuesort.Name, queuesort.new)
_bind = tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new)
_true = tf.register_filter_plugin("TrueFilter", tfplugins.new_true_filter_plugin)
_false = tf.register_filter_plugin("FalseFilter", tfplugins.new_false_filter_plugin)
_match = tf.register_filter_plugin("MatchFilter", tfplugins.new_match_filter_plugin)
_equal = tf.register_score_plugin(
    "EqualPrioritizerPlugin", tfplugins.new_equal_prioritizer_plugin(), 1
)
_numeric = tf.register_score_plugin("NumericMap", _factory(numericMapPlugin), 1)


def _fake_filter(codes: dict[str, framework.Code]) -> tf.RegisterPluginFunc:
    return tf.register_filter_plugin("FakeFilter", tfplugins.new_fake_filter_plugin(codes))


def _fit_error(
    pod: v1.Pod,
    num_all_nodes: int,
    statuses: dict[str, framework.Status],
    plugins: set[str],
    pre_filter_msg: str = "",
) -> framework.FitError:
    return framework.FitError(
        pod=pod,
        num_all_nodes=num_all_nodes,
        diagnosis=framework.Diagnosis(
            node_to_status_map=statuses,
            unschedulable_plugins=plugins,
            pre_filter_msg=pre_filter_msg,
        ),
    )


def _fake_pre_filter(name: str, result: framework.PreFilterResult | None) -> tf.RegisterPluginFunc:
    return tf.register_pre_filter_plugin(
        name, tfplugins.new_fake_pre_filter_plugin(name, result, None)
    )


def _skipping_pre_filter_and_filter(_args: object, _handle: framework.Handle) -> framework.Plugin:
    """PreFilter answers Skip; Filter would fail every node with an Error if it were run."""
    return tfplugins.FakePreFilterAndFilterPlugin(
        fake_pre_filter_plugin=tfplugins.FakePreFilterPlugin(
            result=None, status=framework.new_status(framework.Skip)
        ),
        fake_filter_plugin=tfplugins.FakeFilterPlugin(
            failed_node_return_code_map={
                "node1": framework.Error,
                "node2": framework.Error,
                "node3": framework.Error,
            }
        ),
    )


_skipping_pre_score_and_score = tfplugins.new_fake_pre_score_and_score_plugin(
    "FakePreScoreAndScorePlugin",
    0,
    framework.new_status(framework.Skip, "fake skip"),
    framework.new_status(
        framework.Error,
        "this score function shouldn't be executed because this plugin returned Skip in the "
        "PreScore",
    ),
)

_fts = Features()
_pod_topology_spread_func = frameworkruntime.factory_adapter(_fts, podtopologyspread.new)
_foo_exists = metav1.LabelSelector(
    match_expressions=[
        metav1.LabelSelectorRequirement(key="foo", operator=metav1.LabelSelectorOpExists)
    ]
)
# Go's zero metav1.Time: set, but at the zero instant.
_ZERO_TIME = datetime.min.replace(tzinfo=UTC)


def _fake(code: framework.Code, reason: str, plugin: str) -> framework.Status:
    return framework.new_status(code, reason).with_plugin(plugin)


def _pod(name: str) -> v1.Pod:
    return st.make_pod().name(name).uid(name).obj()


@dataclass
class _SchedulePodCase:
    register_plugins: list[tf.RegisterPluginFunc]
    nodes: list[str]
    pod: v1.Pod
    extenders: list[tfext.FakeExtender] = field(default_factory=list)
    pvcs: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    pods: list[v1.Pod] = field(default_factory=list)
    want_nodes: set[str] | None = None
    want_evaluated_nodes: int | None = None
    w_err: Exception | None = None


SCHEDULE_POD_CASES = [
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _false, _bind],
            nodes=["node1", "node2"],
            pod=_pod("2"),
            w_err=_fit_error(
                _pod("2"),
                2,
                {
                    "node1": _fake(framework.Unschedulable, tfplugins.ErrReasonFake, "FalseFilter"),
                    "node2": _fake(framework.Unschedulable, tfplugins.ErrReasonFake, "FalseFilter"),
                },
                {"FalseFilter"},
            ),
        ),
        id="test 1",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _true, _equal, _bind],
            nodes=["node1", "node2"],
            pod=_pod("ignore"),
            want_nodes={"node1", "node2"},
        ),
        id="test 2",
    ),
    pytest.param(
        # Fits on the node whose name is the pod's.
        _SchedulePodCase(
            register_plugins=[_qs, _match, _bind],
            nodes=["node1", "node2"],
            pod=_pod("node2"),
            want_nodes={"node2"},
        ),
        id="test 3",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _true, _numeric, _bind],
            nodes=["3", "2", "1"],
            pod=_pod("ignore"),
            want_nodes={"3"},
        ),
        id="test 4",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _match, _numeric, _bind],
            nodes=["3", "2", "1"],
            pod=_pod("2"),
            want_nodes={"2"},
        ),
        id="test 5",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _true,
                _numeric,
                tf.register_score_plugin("ReverseNumericMap", _factory(reverseNumericMapPlugin), 2),
                _bind,
            ],
            nodes=["3", "2", "1"],
            pod=_pod("2"),
            want_nodes={"1"},
        ),
        id="test 6",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _true, _false, _numeric, _bind],
            nodes=["3", "2", "1"],
            pod=_pod("2"),
            w_err=_fit_error(
                _pod("2"),
                3,
                {
                    "3": _fake(framework.Unschedulable, tfplugins.ErrReasonFake, "FalseFilter"),
                    "2": _fake(framework.Unschedulable, tfplugins.ErrReasonFake, "FalseFilter"),
                    "1": _fake(framework.Unschedulable, tfplugins.ErrReasonFake, "FalseFilter"),
                },
                {"FalseFilter"},
            ),
        ),
        id="test 7",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_filter_plugin("NoPodsFilter", _factory(noPodsFilterPlugin)),
                _match,
                _numeric,
                _bind,
            ],
            pods=[st.make_pod().name("2").uid("2").node("2").phase(v1.PodRunning).obj()],
            pod=_pod("2"),
            nodes=["1", "2"],
            w_err=_fit_error(
                _pod("2"),
                2,
                {
                    "1": _fake(framework.Unschedulable, tfplugins.ErrReasonFake, "MatchFilter"),
                    "2": _fake(framework.Unschedulable, tfplugins.ErrReasonFake, "NoPodsFilter"),
                },
                {"MatchFilter", "NoPodsFilter"},
            ),
        ),
        id="test 8",
    ),
    pytest.param(
        # A pod with an existing PVC.
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_pre_filter_plugin(
                    volumebinding.Name, frameworkruntime.factory_adapter(_fts, volumebinding.new)
                ),
                _true,
                _equal,
                _bind,
            ],
            nodes=["node1", "node2"],
            pvcs=[
                v1.PersistentVolumeClaim(
                    metadata=metav1.ObjectMeta(
                        name="existingPVC", uid="existingPVC", namespace=metav1.NamespaceDefault
                    ),
                    spec=v1.PersistentVolumeClaimSpec(volume_name="existingPV"),
                )
            ],
            pod=st.make_pod()
            .name("ignore")
            .uid("ignore")
            .namespace(metav1.NamespaceDefault)
            .pvc("existingPVC")
            .obj(),
            want_nodes={"node1", "node2"},
        ),
        id="existing PVC",
    ),
    pytest.param(
        # A pod with a PVC that does not exist.
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_pre_filter_plugin(
                    volumebinding.Name, frameworkruntime.factory_adapter(_fts, volumebinding.new)
                ),
                _true,
                _bind,
            ],
            nodes=["node1", "node2"],
            pod=st.make_pod().name("ignore").uid("ignore").pvc("unknownPVC").obj(),
            w_err=_fit_error(
                st.make_pod().name("ignore").uid("ignore").pvc("unknownPVC").obj(),
                2,
                {
                    "node1": _fake(
                        framework.UnschedulableAndUnresolvable,
                        'persistentvolumeclaim "unknownPVC" not found',
                        "VolumeBinding",
                    ),
                    "node2": _fake(
                        framework.UnschedulableAndUnresolvable,
                        'persistentvolumeclaim "unknownPVC" not found',
                        "VolumeBinding",
                    ),
                },
                {volumebinding.Name},
                pre_filter_msg='persistentvolumeclaim "unknownPVC" not found',
            ),
        ),
        id="unknown PVC",
    ),
    pytest.param(
        # A pod with a PVC that is being deleted.
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_pre_filter_plugin(
                    volumebinding.Name, frameworkruntime.factory_adapter(_fts, volumebinding.new)
                ),
                _true,
                _bind,
            ],
            nodes=["node1", "node2"],
            pvcs=[
                v1.PersistentVolumeClaim(
                    metadata=metav1.ObjectMeta(
                        name="existingPVC",
                        uid="existingPVC",
                        namespace=metav1.NamespaceDefault,
                        deletion_timestamp=_ZERO_TIME,
                    )
                )
            ],
            pod=st.make_pod()
            .name("ignore")
            .uid("ignore")
            .namespace(metav1.NamespaceDefault)
            .pvc("existingPVC")
            .obj(),
            w_err=_fit_error(
                st.make_pod()
                .name("ignore")
                .uid("ignore")
                .namespace(metav1.NamespaceDefault)
                .pvc("existingPVC")
                .obj(),
                2,
                {
                    "node1": _fake(
                        framework.UnschedulableAndUnresolvable,
                        'persistentvolumeclaim "existingPVC" is being deleted',
                        "VolumeBinding",
                    ),
                    "node2": _fake(
                        framework.UnschedulableAndUnresolvable,
                        'persistentvolumeclaim "existingPVC" is being deleted',
                        "VolumeBinding",
                    ),
                },
                {volumebinding.Name},
                pre_filter_msg='persistentvolumeclaim "existingPVC" is being deleted',
            ),
        ),
        id="deleted PVC",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _true,
                tf.register_score_plugin("FalseMap", _factory(falseMapPlugin), 1),
                tf.register_score_plugin("TrueMap", _factory(trueMapPlugin), 2),
                _bind,
            ],
            nodes=["2", "1"],
            pod=st.make_pod().name("2").obj(),
            w_err=framework.FrameworkError(
                'running Score plugins: plugin "FalseMap" failed with: '
                "priority map encounters an error"
            ),
        ),
        id="test error with priority map",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_plugin_as_extensions(
                    podtopologyspread.Name, _pod_topology_spread_func, "PreFilter", "Filter"
                ),
                _bind,
            ],
            nodes=["node1", "node2"],
            pod=st.make_pod()
            .name("p")
            .uid("p")
            .label("foo", "")
            .spread_constraint(1, "hostname", v1.DoNotSchedule, _foo_exists, None, None, None, None)
            .obj(),
            pods=[
                st.make_pod()
                .name("pod1")
                .uid("pod1")
                .label("foo", "")
                .node("node1")
                .phase(v1.PodRunning)
                .obj(),
            ],
            want_nodes={"node2"},
        ),
        id="test podtopologyspread plugin - 2 nodes with maxskew=1",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_plugin_as_extensions(
                    podtopologyspread.Name, _pod_topology_spread_func, "PreFilter", "Filter"
                ),
                _equal,
                _bind,
            ],
            nodes=["node1", "node2", "node3"],
            pod=st.make_pod()
            .name("p")
            .uid("p")
            .label("foo", "")
            .spread_constraint(2, "hostname", v1.DoNotSchedule, _foo_exists, None, None, None, None)
            .obj(),
            pods=[
                st.make_pod()
                .name("pod1a")
                .uid("pod1a")
                .label("foo", "")
                .node("node1")
                .phase(v1.PodRunning)
                .obj(),
                st.make_pod()
                .name("pod1b")
                .uid("pod1b")
                .label("foo", "")
                .node("node1")
                .phase(v1.PodRunning)
                .obj(),
                st.make_pod()
                .name("pod2")
                .uid("pod2")
                .label("foo", "")
                .node("node2")
                .phase(v1.PodRunning)
                .obj(),
            ],
            want_nodes={"node2", "node3"},
        ),
        id="test podtopologyspread plugin - 3 nodes with maxskew=2",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _fake_filter({"3": framework.Unschedulable}), _numeric, _bind],
            nodes=["3"],
            pod=_pod("test-filter"),
            w_err=_fit_error(
                _pod("test-filter"),
                1,
                {
                    "3": _fake(
                        framework.Unschedulable,
                        "injecting failure for pod test-filter",
                        "FakeFilter",
                    )
                },
                {"FakeFilter"},
            ),
        ),
        id="test with filter plugin returning Unschedulable status",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _fake_filter({"3": framework.Unschedulable}), _numeric, _bind],
            extenders=[
                tfext.FakeExtender(
                    extender_name="FakeExtender1",
                    predicates=[tfext.false_predicate_extender],
                )
            ],
            nodes=["1", "2", "3"],
            pod=_pod("test-filter"),
            w_err=_fit_error(
                _pod("test-filter"),
                3,
                {
                    "1": framework.new_status(
                        framework.Unschedulable, 'FakeExtender: node "1" failed'
                    ),
                    "2": framework.new_status(
                        framework.Unschedulable, 'FakeExtender: node "2" failed'
                    ),
                    "3": _fake(
                        framework.Unschedulable,
                        "injecting failure for pod test-filter",
                        "FakeFilter",
                    ),
                },
                {"FakeFilter", framework.ExtenderName},
            ),
        ),
        id="test with extender which filters out some Nodes",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _fake_filter({"3": framework.UnschedulableAndUnresolvable}),
                _numeric,
                _bind,
            ],
            nodes=["3"],
            pod=_pod("test-filter"),
            w_err=_fit_error(
                _pod("test-filter"),
                1,
                {
                    "3": _fake(
                        framework.UnschedulableAndUnresolvable,
                        "injecting failure for pod test-filter",
                        "FakeFilter",
                    )
                },
                {"FakeFilter"},
            ),
        ),
        id="test with filter plugin returning UnschedulableAndUnresolvable status",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _fake_filter({"1": framework.Unschedulable}), _numeric, _bind],
            nodes=["1", "2"],
            pod=_pod("test-filter"),
        ),
        id="test with partial failed filter plugin",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_pre_filter_plugin(
                    "FakePreFilter",
                    tfplugins.new_fake_pre_filter_plugin(
                        "FakePreFilter",
                        None,
                        framework.new_status(
                            framework.UnschedulableAndUnresolvable, "injected unschedulable status"
                        ),
                    ),
                ),
                _bind,
            ],
            nodes=["1", "2"],
            pod=_pod("test-prefilter"),
            w_err=_fit_error(
                _pod("test-prefilter"),
                2,
                {
                    "1": _fake(
                        framework.UnschedulableAndUnresolvable,
                        "injected unschedulable status",
                        "FakePreFilter",
                    ),
                    "2": _fake(
                        framework.UnschedulableAndUnresolvable,
                        "injected unschedulable status",
                        "FakePreFilter",
                    ),
                },
                {"FakePreFilter"},
                pre_filter_msg="injected unschedulable status",
            ),
        ),
        id="test prefilter plugin returning Unschedulable status",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_pre_filter_plugin(
                    "FakePreFilter",
                    tfplugins.new_fake_pre_filter_plugin(
                        "FakePreFilter",
                        None,
                        framework.new_status(framework.Error, "injected error status"),
                    ),
                ),
                _bind,
            ],
            nodes=["1", "2"],
            pod=_pod("test-prefilter"),
            w_err=framework.FrameworkError(
                'running PreFilter plugin "FakePreFilter": injected error status'
            ),
        ),
        id="test prefilter plugin returning error status",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _fake_pre_filter("FakePreFilter1", None),
                _fake_pre_filter("FakePreFilter2", framework.PreFilterResult(node_names={"node2"})),
                _fake_pre_filter(
                    "FakePreFilter3", framework.PreFilterResult(node_names={"node1", "node2"})
                ),
                _bind,
            ],
            nodes=["node1", "node2", "node3"],
            pod=_pod("test-prefilter"),
            want_nodes={"node2"},
            # Without Score plugins only one node is searched for in the Filter stage.
            want_evaluated_nodes=1,
        ),
        id="test prefilter plugin returning node",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _fake_pre_filter("FakePreFilter1", None),
                _fake_pre_filter("FakePreFilter2", framework.PreFilterResult(node_names={"node2"})),
                _fake_pre_filter("FakePreFilter3", framework.PreFilterResult(node_names={"node1"})),
                _bind,
            ],
            nodes=["node1", "node2", "node3"],
            pod=_pod("test-prefilter"),
            w_err=_fit_error(
                _pod("test-prefilter"),
                3,
                {
                    name: framework.new_status(
                        framework.UnschedulableAndUnresolvable,
                        "node(s) didn't satisfy plugin(s) [FakePreFilter2 FakePreFilter3] "
                        "simultaneously",
                    )
                    for name in ("node1", "node2", "node3")
                },
                {"FakePreFilter2", "FakePreFilter3"},
                pre_filter_msg=(
                    "node(s) didn't satisfy plugin(s) [FakePreFilter2 FakePreFilter3] "
                    "simultaneously"
                ),
            ),
        ),
        id="test prefilter plugin returning non-intersecting nodes",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _fake_pre_filter("FakePreFilter1", None),
                _fake_pre_filter("FakePreFilter2", framework.PreFilterResult(node_names=set())),
                _bind,
            ],
            nodes=["node1"],
            pod=_pod("test-prefilter"),
            w_err=_fit_error(
                _pod("test-prefilter"),
                1,
                {
                    "node1": framework.new_status(
                        framework.UnschedulableAndUnresolvable,
                        "node(s) didn't satisfy plugin FakePreFilter2",
                    )
                },
                {"FakePreFilter2"},
                pre_filter_msg="node(s) didn't satisfy plugin FakePreFilter2",
            ),
        ),
        id="test prefilter plugin returning empty node set",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _fake_pre_filter("FakePreFilter", framework.PreFilterResult(node_names={"node2"})),
                _fake_filter({"node2": framework.Unschedulable}),
                _bind,
            ],
            nodes=["node1", "node2"],
            pod=_pod("test-prefilter"),
            w_err=_fit_error(
                _pod("test-prefilter"),
                2,
                {
                    "node2": _fake(
                        framework.Unschedulable,
                        "injecting failure for pod test-prefilter",
                        "FakeFilter",
                    )
                },
                {"FakePreFilter", "FakeFilter"},
                pre_filter_msg="",
            ),
        ),
        id="test some nodes are filtered out by prefilter plugin and other are filtered out by "
        "filter plugin",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                tf.register_pre_filter_plugin(
                    "FakePreFilter1",
                    tfplugins.new_fake_pre_filter_plugin("FakeFilter1", None, None),
                ),
                tf.register_filter_plugin(
                    "FakeFilter1",
                    tfplugins.new_fake_filter_plugin({"node1": framework.Unschedulable}),
                ),
                tf.register_plugin_as_extensions(
                    "FakeFilter2", _skipping_pre_filter_and_filter, "PreFilter", "Filter"
                ),
                _equal,
                _bind,
            ],
            nodes=["node1", "node2", "node3"],
            pod=_pod("test-prefilter"),
            want_nodes={"node2", "node3"},
            want_evaluated_nodes=3,
        ),
        id="test prefilter plugin returning skip",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _true,
                _bind,
                tf.register_plugin_as_extensions(
                    "FakePreScoreAndScorePlugin",
                    _skipping_pre_score_and_score,
                    "PreScore",
                    "Score",
                ),
            ],
            nodes=["node1", "node2"],
            pod=_pod("ignore"),
            want_nodes={"node1", "node2"},
        ),
        id="test all prescore plugins return skip",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[_qs, _true, _bind],
            nodes=["node1", "node2", "node3"],
            pod=_pod("pod1"),
            want_nodes={"node1", "node2", "node3"},
            want_evaluated_nodes=1,
        ),
        id="test without score plugin no extra nodes are evaluated",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _fake_pre_filter(
                    "FakePreFilter", framework.PreFilterResult(node_names={"node1", "node2"})
                ),
                _bind,
            ],
            nodes=["node1", "node2", "node3"],
            pod=_pod("test-prefilter"),
            want_nodes={"node1", "node2"},
            # Without Score plugins only one node is searched for in the Filter stage.
            want_evaluated_nodes=1,
        ),
        id="test no score plugin, prefilter plugin returning 2 nodes",
    ),
    pytest.param(
        _SchedulePodCase(
            register_plugins=[
                _qs,
                _fake_pre_filter(
                    "FakePreFilter", framework.PreFilterResult(node_names={"invalid-node"})
                ),
                _true,
                _bind,
            ],
            nodes=["1", "2"],
            pod=_pod("test-prefilter"),
            w_err=_fit_error(_pod("test-prefilter"), 2, {}, {"FakePreFilter"}),
        ),
        id="test prefilter plugin returned an invalid node",
    ),
]


@pytest.mark.parametrize("test", SCHEDULE_POD_CASES)
def test_scheduler_schedule_pod(test: _SchedulePodCase) -> None:
    cache = internalcache.new(timedelta(0), FakeClock())
    for pod in test.pods:
        cache.add_pod(pod)
    nodes: list[v1.Node] = []
    for name in test.nodes:
        node = v1.Node(metadata=metav1.ObjectMeta(name=name, labels={"hostname": name}))
        nodes.append(node)
        cache.add_node(node)

    cs = Clientset(APIServer(FakeClock()))
    informer_factory = SharedInformerFactory(cs.server)
    for pvc in copy.deepcopy(test.pvcs):
        pvc.metadata.annotations[AnnBindCompleted] = "true"
        cs.core_v1().persistent_volume_claims(pvc.metadata.namespace).create(pvc)
        if pvc.spec.volume_name != "":
            pv = v1.PersistentVolume(metadata=metav1.ObjectMeta(name=pvc.spec.volume_name))
            cs.core_v1().persistent_volumes().create(pv)
    snapshot = internalcache.new_snapshot(test.pods, nodes)
    fwk = tf.new_framework(
        test.register_plugins,
        "",
        frameworkruntime.with_snapshot_shared_lister(snapshot),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_pod_nominator(
            internalqueue.new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
    )

    sched = _Scheduler(
        cache=cache,
        node_info_snapshot=snapshot,
        percentage_of_nodes_to_score=schedulerapi.DefaultPercentageOfNodesToScore,
        extenders=list(test.extenders),
    )
    sched.apply_default_handlers()

    informer_factory.start()
    informer_factory.wait_for_cache_sync()

    try:
        result = sched.schedule_pod(fwk, framework.new_cycle_state(), test.pod)
    except Exception as err:
        assert test.w_err is not None, err
        if isinstance(test.w_err, framework.FitError):
            assert isinstance(err, framework.FitError)
            assert err.pod == test.w_err.pod
            assert err.num_all_nodes == test.w_err.num_all_nodes
            assert err.diagnosis == test.w_err.diagnosis
        else:
            assert str(err) == str(test.w_err)
        return
    assert test.w_err is None
    if test.want_nodes is not None:
        assert result.suggested_host in test.want_nodes
    want_evaluated_nodes = len(test.nodes)
    if test.want_evaluated_nodes is not None:
        want_evaluated_nodes = test.want_evaluated_nodes
    assert result.evaluated_nodes == want_evaluated_nodes


# --- TestZeroRequest -------------------------------------------------------------------------


def make_node(node: str, milli_cpu: int, memory: int, *images: v1.ContainerImage) -> v1.Node:
    def resources() -> v1.ResourceList:
        return {
            v1.ResourceCPU: new_milli_quantity(milli_cpu, DecimalSI),
            v1.ResourceMemory: new_quantity(memory, BinarySI),
            "pods": new_quantity(100, DecimalSI),
        }

    return v1.Node(
        metadata=metav1.ObjectMeta(name=node),
        status=v1.NodeStatus(capacity=resources(), allocatable=resources(), images=list(images)),
    )


def _requests_spec(milli_cpu: int, memory: int, node_name: str = "") -> v1.PodSpec:
    return v1.PodSpec(
        node_name=node_name,
        containers=[
            v1.Container(
                resources=v1.ResourceRequirements(
                    requests={
                        v1.ResourceCPU: must_parse(f"{milli_cpu}m"),
                        v1.ResourceMemory: must_parse(str(memory)),
                    }
                )
            )
        ],
    )


def _no_resources_spec(node_name: str = "") -> v1.PodSpec:
    # A pod without requests; spreading counts it with the default requests.
    return v1.PodSpec(node_name=node_name, containers=[v1.Container()])


def _small_spec(node_name: str = "") -> v1.PodSpec:
    # The requests a pod without requests is counted with.
    return _requests_spec(DefaultMilliCPURequest, DefaultMemoryRequest, node_name)


def _large_spec(node_name: str = "") -> v1.PodSpec:
    return _requests_spec(DefaultMilliCPURequest * 3, DefaultMemoryRequest * 3, node_name)


def _zero_request_nodes() -> list[v1.Node]:
    return [
        make_node("node1", 1000, DefaultMemoryRequest * 10),
        make_node("node2", 1000, DefaultMemoryRequest * 10),
    ]


def _zero_request_pods() -> list[v1.Pod]:
    return [
        v1.Pod(spec=_large_spec("node1")),
        v1.Pod(spec=_no_resources_spec("node1")),
        v1.Pod(spec=_large_spec("node2")),
        v1.Pod(spec=_small_spec("node2")),
    ]


@pytest.mark.parametrize(
    ("pod", "expected_score"),
    [
        # The next two rows show that a pod without requests gets the same score as a pod with
        # the default requests, both on the node and as the pod being scheduled.
        pytest.param(
            v1.Pod(spec=_no_resources_spec()),
            150,
            id="test priority of zero-request pod with node with zero-request pod",
        ),
        pytest.param(
            v1.Pod(spec=_small_spec()),
            150,
            id="test priority of nonzero-request pod with node with zero-request pod",
        ),
        # The score is not the same whatever is scheduled.
        pytest.param(
            v1.Pod(spec=_large_spec()),
            130,
            id="test priority of larger pod with node with zero-request pod",
        ),
    ],
)
def test_zero_request(pod: v1.Pod, expected_score: int) -> None:
    informer_factory = SharedInformerFactory(APIServer(FakeClock()))
    nodes = _zero_request_nodes()
    snapshot = internalcache.new_snapshot(_zero_request_pods(), nodes)
    fts = Features()
    plugin_registrations = [
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_score_plugin(
            noderesources.Name, frameworkruntime.factory_adapter(fts, noderesources.new_fit), 1
        ),
        tf.register_score_plugin(
            BalancedAllocationName,
            frameworkruntime.factory_adapter(fts, new_balanced_allocation),
            1,
        ),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
    ]
    fwk = tf.new_framework(
        plugin_registrations,
        "",
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_snapshot_shared_lister(snapshot),
        frameworkruntime.with_client_set(Clientset(informer_factory.server)),
        frameworkruntime.with_pod_nominator(
            internalqueue.new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
    )

    sched = _Scheduler(
        node_info_snapshot=snapshot,
        percentage_of_nodes_to_score=schedulerapi.DefaultPercentageOfNodesToScore,
    )
    sched.apply_default_handlers()

    state = framework.new_cycle_state()
    sched.find_nodes_that_fit_pod(fwk, state, pod)
    fwk.run_pre_score_plugins(state, pod, tf.build_node_infos(nodes))
    node_scores = prioritize_nodes([], fwk, state, pod, tf.build_node_infos(nodes))
    for hp in node_scores:
        assert hp.total_score == expected_score, node_scores


# --- Test_prioritizeNodes --------------------------------------------------------------------

mb = 1024 * 1024

_image_status1 = [
    v1.ContainerImage(names=["gcr.io/40:latest", "gcr.io/40:v1"], size_bytes=80 * mb),
    v1.ContainerImage(names=["gcr.io/300:latest", "gcr.io/300:v1"], size_bytes=300 * mb),
]
_image_status2 = [
    v1.ContainerImage(names=["gcr.io/300:latest"], size_bytes=300 * mb),
    v1.ContainerImage(names=["gcr.io/40:latest", "gcr.io/40:v1"], size_bytes=80 * mb),
]
_image_status3 = [
    v1.ContainerImage(names=["gcr.io/600:latest"], size_bytes=600 * mb),
    v1.ContainerImage(names=["gcr.io/40:latest"], size_bytes=80 * mb),
    v1.ContainerImage(names=["gcr.io/900:latest"], size_bytes=900 * mb),
]


def _two_plain_nodes() -> list[v1.Node]:
    return [
        make_node("node1", 1000, DefaultMemoryRequest * 10),
        make_node("node2", 1000, DefaultMemoryRequest * 10),
    ]


def _image_nodes() -> list[v1.Node]:
    return [
        make_node("node1", 1000, DefaultMemoryRequest * 10, *_image_status1),
        make_node("node2", 1000, DefaultMemoryRequest * 10, *_image_status2),
        make_node("node3", 1000, DefaultMemoryRequest * 10, *_image_status3),
    ]


def _image_pod(image: str) -> v1.Pod:
    return v1.Pod(spec=v1.PodSpec(containers=[v1.Container(image=image)]))


def _scores(name: str, *scores: tuple[str, int]) -> framework.NodePluginScores:
    return framework.NodePluginScores(
        name=name,
        scores=[framework.PluginScore(name=n, score=s) for n, s in scores],
        total_score=sum(s for _, s in scores),
    )


_balanced = tf.register_score_plugin(
    BalancedAllocationName, frameworkruntime.factory_adapter(Features(), new_balanced_allocation), 1
)
# The name the BalancedAllocation plugin reports its scores under.
_BA = "NodeResourcesBalancedAllocation"
_node2_prioritizer = tf.register_score_plugin(
    "Node2Prioritizer", tfext.new_node2_prioritizer_plugin(), 1
)
_image_locality = tf.register_score_plugin(imagelocality.Name, imagelocality.new, 1)


@pytest.mark.parametrize(
    ("pod", "nodes", "plugin_registrations", "extenders", "want"),
    [
        pytest.param(
            v1.Pod(),
            _two_plain_nodes(),
            [_qs, _balanced, _node2_prioritizer, _bind],
            [],
            [
                _scores("node1", ("Node2Prioritizer", 10), (_BA, 100)),
                _scores("node2", ("Node2Prioritizer", 100), (_BA, 100)),
            ],
            id="the score from all plugins should be recorded in PluginToNodeScores",
        ),
        pytest.param(
            v1.Pod(),
            _two_plain_nodes(),
            [_qs, _balanced, _bind],
            [
                tfext.FakeExtender(
                    extender_name="FakeExtender1",
                    weight=1,
                    prioritizers=[
                        tfext.PriorityConfig(weight=3, function=tfext.node1_prioritizer_extender)
                    ],
                ),
                tfext.FakeExtender(
                    extender_name="FakeExtender2",
                    weight=1,
                    prioritizers=[
                        tfext.PriorityConfig(weight=2, function=tfext.node2_prioritizer_extender)
                    ],
                ),
            ],
            [
                _scores(
                    "node1",
                    ("FakeExtender1", 300),
                    ("FakeExtender2", 20),
                    (_BA, 100),
                ),
                _scores(
                    "node2",
                    ("FakeExtender1", 30),
                    ("FakeExtender2", 200),
                    (_BA, 100),
                ),
            ],
            id="the score from extender should also be recorded in PluginToNodeScores with "
            "plugin scores",
        ),
        pytest.param(
            v1.Pod(),
            _two_plain_nodes(),
            [
                _qs,
                _balanced,
                _node2_prioritizer,
                _bind,
                tf.register_plugin_as_extensions(
                    "FakePreScoreAndScorePlugin",
                    _skipping_pre_score_and_score,
                    "PreScore",
                    "Score",
                ),
            ],
            [],
            [
                _scores("node1", ("Node2Prioritizer", 10), (_BA, 100)),
                _scores("node2", ("Node2Prioritizer", 100), (_BA, 100)),
            ],
            id="plugin which returned skip in preScore shouldn't be executed in the score phase",
        ),
        pytest.param(
            v1.Pod(),
            _two_plain_nodes(),
            [
                _qs,
                _bind,
                tf.register_plugin_as_extensions(
                    "FakePreScoreAndScorePlugin",
                    _skipping_pre_score_and_score,
                    "PreScore",
                    "Score",
                ),
            ],
            [],
            [_scores("node1"), _scores("node2")],
            id="all score plugins are skipped",
        ),
        pytest.param(
            _image_pod("gcr.io/40"),
            _image_nodes(),
            [_qs, _image_locality, _bind],
            [],
            [
                _scores("node1", ("ImageLocality", 5)),
                _scores("node2", ("ImageLocality", 5)),
                _scores("node3", ("ImageLocality", 5)),
            ],
            id="the score from Image Locality plugin with image in all nodes",
        ),
        pytest.param(
            _image_pod("gcr.io/300"),
            _image_nodes(),
            [_qs, _image_locality, _bind],
            [],
            [
                _scores("node1", ("ImageLocality", 18)),
                _scores("node2", ("ImageLocality", 18)),
                _scores("node3", ("ImageLocality", 0)),
            ],
            id="the score from Image Locality plugin with image in partial nodes",
        ),
    ],
)
def test_prioritize_nodes(
    pod: v1.Pod,
    nodes: list[v1.Node],
    plugin_registrations: list[tf.RegisterPluginFunc],
    extenders: list[tfext.FakeExtender],
    want: list[framework.NodePluginScores],
) -> None:
    informer_factory = SharedInformerFactory(APIServer(FakeClock()))
    cache = internalcache.new(timedelta(0), FakeClock())
    for node in nodes:
        cache.add_node(node)
    snapshot = internalcache.new_empty_snapshot()
    cache.update_snapshot(snapshot)
    fwk = tf.new_framework(
        plugin_registrations,
        "",
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_snapshot_shared_lister(snapshot),
        frameworkruntime.with_client_set(Clientset(informer_factory.server)),
        frameworkruntime.with_pod_nominator(
            internalqueue.new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
    )

    state = framework.new_cycle_state()
    nodes_scores = prioritize_nodes(list(extenders), fwk, state, pod, tf.build_node_infos(nodes))
    for node_scores in nodes_scores:
        node_scores.scores.sort(key=lambda s: s.name)

    assert nodes_scores == want


# --- TestSchedulerWithExtenders (extender_test.go) -------------------------------------------
# Python: tests/v1_31/extender/test_extender.py checks these rows against the extenders alone; here
# they run through SchedulePod, which decides EvaluatedNodes and, with score plugins, the host.


def _fake_ext(name: str, *predicates: tfext.FitPredicate, **kw: Any) -> tfext.FakeExtender:
    return tfext.FakeExtender(extender_name=name, predicates=list(predicates), **kw)


_true_filter_qs_bind = [_true, _qs, _bind]


@pytest.mark.parametrize(
    ("register_plugins", "extenders", "nodes", "expected_result", "expects_err"),
    [
        pytest.param(
            _true_filter_qs_bind,
            [
                _fake_ext("FakeExtender1", tfext.true_predicate_extender),
                _fake_ext("FakeExtender2", tfext.error_predicate_extender),
            ],
            ["node1", "node2"],
            ScheduleResult(),
            True,
            id="test 1",
        ),
        pytest.param(
            _true_filter_qs_bind,
            [
                _fake_ext("FakeExtender1", tfext.true_predicate_extender),
                _fake_ext("FakeExtender2", tfext.false_predicate_extender),
            ],
            ["node1", "node2"],
            ScheduleResult(),
            True,
            id="test 2",
        ),
        pytest.param(
            [_true, _qs, _equal, _bind],
            [
                _fake_ext("FakeExtender1", tfext.true_predicate_extender),
                _fake_ext("FakeExtender2", tfext.node1_predicate_extender),
            ],
            ["node1", "node2"],
            ScheduleResult(suggested_host="node1", evaluated_nodes=2, feasible_nodes=1),
            False,
            id="test 3",
        ),
        pytest.param(
            _true_filter_qs_bind,
            [
                _fake_ext("FakeExtender1", tfext.node2_predicate_extender),
                _fake_ext("FakeExtender2", tfext.node1_predicate_extender),
            ],
            ["node1", "node2"],
            ScheduleResult(),
            True,
            id="test 4",
        ),
        pytest.param(
            _true_filter_qs_bind,
            [
                _fake_ext(
                    "FakeExtender1",
                    tfext.true_predicate_extender,
                    prioritizers=[
                        tfext.PriorityConfig(function=tfext.error_prioritizer_extender, weight=10)
                    ],
                    weight=1,
                ),
            ],
            ["node1"],
            ScheduleResult(suggested_host="node1", evaluated_nodes=1, feasible_nodes=1),
            False,
            id="test 5",
        ),
        pytest.param(
            _true_filter_qs_bind,
            [
                _fake_ext(
                    "FakeExtender1",
                    tfext.true_predicate_extender,
                    prioritizers=[
                        tfext.PriorityConfig(function=tfext.node1_prioritizer_extender, weight=10)
                    ],
                    weight=1,
                ),
                _fake_ext(
                    "FakeExtender2",
                    tfext.true_predicate_extender,
                    prioritizers=[
                        tfext.PriorityConfig(function=tfext.node2_prioritizer_extender, weight=10)
                    ],
                    weight=5,
                ),
            ],
            ["node1", "node2"],
            ScheduleResult(suggested_host="node2", evaluated_nodes=2, feasible_nodes=2),
            False,
            id="test 6",
        ),
        pytest.param(
            [
                _true,
                tf.register_score_plugin(
                    "Node2Prioritizer", tfext.new_node2_prioritizer_plugin(), 20
                ),
                _qs,
                _bind,
            ],
            [
                _fake_ext(
                    "FakeExtender1",
                    tfext.true_predicate_extender,
                    prioritizers=[
                        tfext.PriorityConfig(function=tfext.node1_prioritizer_extender, weight=10)
                    ],
                    weight=1,
                ),
            ],
            ["node1", "node2"],
            # node2 has the higher score.
            ScheduleResult(suggested_host="node2", evaluated_nodes=2, feasible_nodes=2),
            False,
            id="test 7",
        ),
        pytest.param(
            # An extender that is not interested in the pod is asked neither to filter nor to
            # prioritize; if it were, its error predicate and prioritizer would fail the row.
            [
                _true,
                tf.register_score_plugin(
                    "Node2Prioritizer", tfext.new_node2_prioritizer_plugin(), 1
                ),
                _qs,
                _bind,
            ],
            [
                _fake_ext(
                    "FakeExtender1",
                    tfext.error_predicate_extender,
                    prioritizers=[
                        tfext.PriorityConfig(function=tfext.error_prioritizer_extender, weight=10)
                    ],
                    un_interested=True,
                ),
            ],
            ["node1", "node2"],
            # node2 has the higher score.
            ScheduleResult(suggested_host="node2", evaluated_nodes=2, feasible_nodes=2),
            False,
            id="test 8",
        ),
        pytest.param(
            # An unavailable extender that may be ignored does not fail the scheduling; if it
            # were not ignored, its error predicate would.
            [_true, _equal, _qs, _bind],
            [
                _fake_ext("FakeExtender1", tfext.error_predicate_extender, ignorable=True),
                _fake_ext("FakeExtender2", tfext.node1_predicate_extender),
            ],
            ["node1", "node2"],
            ScheduleResult(suggested_host="node1", evaluated_nodes=2, feasible_nodes=1),
            False,
            id="test 9",
        ),
        pytest.param(
            _true_filter_qs_bind,
            [
                _fake_ext("FakeExtender1", tfext.true_predicate_extender),
                _fake_ext("FakeExtender2", tfext.node1_predicate_extender),
            ],
            ["node1", "node2"],
            ScheduleResult(suggested_host="node1", evaluated_nodes=2, feasible_nodes=1),
            False,
            id="test 10 - no scoring, extender filters configured, multiple feasible nodes are "
            "evaluated",
        ),
        pytest.param(
            [_qs, _bind],
            [_fake_ext("FakeExtender1", binder=lambda: None)],
            ["node1", "node2"],
            ScheduleResult(suggested_host="node1", evaluated_nodes=1, feasible_nodes=1),
            False,
            id="test 11 - no scoring, no prefilters or  extender filters configured, a single "
            "feasible node is evaluated",
        ),
    ],
)
def test_scheduler_with_extenders(
    register_plugins: list[tf.RegisterPluginFunc],
    extenders: list[tfext.FakeExtender],
    nodes: list[str],
    expected_result: ScheduleResult,
    expects_err: bool,
) -> None:
    cs = Clientset(APIServer(FakeClock()))
    informer_factory = SharedInformerFactory(cs.server)

    cache = internalcache.new(timedelta(0), FakeClock())
    for name in nodes:
        cache.add_node(v1.Node(metadata=metav1.ObjectMeta(name=name)))
    fwk = tf.new_framework(
        register_plugins,
        "",
        frameworkruntime.with_client_set(cs),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_pod_nominator(
            internalqueue.new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
    )

    sched = _Scheduler(
        cache=cache,
        node_info_snapshot=internalcache.new_empty_snapshot(),
        percentage_of_nodes_to_score=schedulerapi.DefaultPercentageOfNodesToScore,
        extenders=list(extenders),
    )
    sched.apply_default_handlers()

    pod_ignored = v1.Pod()
    if expects_err:
        with pytest.raises(Exception):  # noqa: B017 - Go only checks that an error came back
            sched.schedule_pod(fwk, framework.new_cycle_state(), pod_ignored)
        return
    result = sched.schedule_pod(fwk, framework.new_cycle_state(), pod_ignored)
    assert result == expected_result


# --- TestSchedulerWithVolumeBinding ----------------------------------------------------------

_findErr = framework.FrameworkError("find err")
_assumeErr = framework.FrameworkError("assume err")
_bindErr = framework.FrameworkError("bind err")


def make_predicate_error(fail_reason: str) -> Exception:
    """The FitError message of one node failing for fail_reason."""
    return Exception(f"0/1 nodes are available: {fail_reason}.")


def _setup_test_scheduler_with_volume_binding(
    volume_binder: FakeVolumeBinder,
) -> tuple[_Scheduler, _FakeClient, list[BaseException | None]]:
    test_node = v1.Node(metadata=metav1.ObjectMeta(name="node1", uid="node1"))
    queued_pod_store: list[v1.Pod] = []
    pod = pod_with_id("foo", "")
    pod.metadata.namespace = "foo-ns"
    pod.spec.volumes.append(
        v1.Volume(
            name="testVol",
            volume_source=v1.VolumeSource(
                persistent_volume_claim=v1.PersistentVolumeClaimVolumeSource(claim_name="testPVC")
            ),
        )
    )
    queued_pod_store.append(pod)
    clock = FakeClock()
    scache = internalcache.new(timedelta(minutes=10), clock)
    scache.add_node(test_node)
    test_pvc = v1.PersistentVolumeClaim(
        metadata=metav1.ObjectMeta(name="testPVC", namespace=pod.namespace, uid="testPVC")
    )
    cs = Clientset(APIServer(clock))
    cs.create(test_node)
    cs.create(test_pvc)
    informer_factory = SharedInformerFactory(cs.server)
    pvc_informer = informer_factory.core().v1().persistent_volume_claims()
    pvc_informer.informer().get_store().add(test_pvc)

    def new_volume_binding(_args: object, _handle: framework.Handle) -> framework.Plugin:
        return volumebinding.VolumeBinding(
            binder=volume_binder, pvc_lister=pvc_informer.lister(), scorer=None, fts=Features()
        )

    fns = [
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        tf.register_plugin_as_extensions(
            volumebinding.Name, new_volume_binding, "PreFilter", "Filter", "Reserve", "PreBind"
        ),
    ]
    return _setup_test_scheduler(queued_pod_store, scache, clock, fns, informer_factory)


_foo_binding = v1.Binding(
    metadata=metav1.ObjectMeta(name="foo", namespace="foo-ns", uid="foo"),
    target=v1.ObjectReference(kind="Node", name="node1"),
)


@dataclass
class _VolumeBindingCase:
    volume_binder_config: FakeVolumeBinderConfig
    event_reason: str
    expect_error: Exception | None = None
    expect_pod_bind: v1.Binding | None = None
    expect_assume_called: bool = False
    expect_bind_called: bool = False


@pytest.mark.parametrize(
    "item",
    [
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(all_bound=True),
                expect_assume_called=True,
                expect_pod_bind=_foo_binding,
                event_reason="Scheduled",
            ),
            id="all bound",
        ),
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(
                    all_bound=True, find_reasons=[ErrReasonNodeConflict]
                ),
                event_reason="FailedScheduling",
                expect_error=make_predicate_error("1 node(s) had volume node affinity conflict"),
            ),
            id="bound/invalid pv affinity",
        ),
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(find_reasons=[ErrReasonBindConflict]),
                event_reason="FailedScheduling",
                expect_error=make_predicate_error(
                    "1 node(s) didn't find available persistent volumes to bind"
                ),
            ),
            id="unbound/no matches",
        ),
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(
                    find_reasons=[ErrReasonBindConflict, ErrReasonNodeConflict]
                ),
                event_reason="FailedScheduling",
                expect_error=make_predicate_error(
                    "1 node(s) didn't find available persistent volumes to bind, 1 node(s) had "
                    "volume node affinity conflict"
                ),
            ),
            id="bound and unbound unsatisfied",
        ),
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(),
                expect_assume_called=True,
                expect_bind_called=True,
                expect_pod_bind=_foo_binding,
                event_reason="Scheduled",
            ),
            id="unbound/found matches/bind succeeds",
        ),
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(find_err=_findErr),
                event_reason="FailedScheduling",
                expect_error=Exception(f'running "{volumebinding.Name}" filter plugin: {_findErr}'),
            ),
            id="predicate error",
        ),
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(assume_err=_assumeErr),
                expect_assume_called=True,
                event_reason="FailedScheduling",
                expect_error=Exception(
                    f'running Reserve plugin "{volumebinding.Name}": {_assumeErr}'
                ),
            ),
            id="assume error",
        ),
        pytest.param(
            _VolumeBindingCase(
                volume_binder_config=FakeVolumeBinderConfig(bind_err=_bindErr),
                expect_assume_called=True,
                expect_bind_called=True,
                event_reason="FailedScheduling",
                expect_error=Exception(
                    f'running PreBind plugin "{volumebinding.Name}": {_bindErr}'
                ),
            ),
            id="bind error",
        ),
    ],
)
def test_scheduler_with_volume_binding(item: _VolumeBindingCase) -> None:
    fake_volume_binder = new_fake_volume_binder(item.volume_binder_config)
    s, client, errors = _setup_test_scheduler_with_volume_binding(fake_volume_binder)
    _run(_schedule_one_and_wait(s))

    recorder = s.profiles[testSchedulerName].event_recorder()
    assert isinstance(recorder, _Recorder)
    assert [e[2] for e in recorder.events] == [item.event_reason]
    # Either the failure handler got an error or the pod was bound.
    got_err = errors[-1] if errors else None
    got_bind = client.bindings[-1] if client.bindings else None
    assert (got_err is None) != (got_bind is None)
    if item.expect_error is not None:
        assert got_err is not None
        assert str(got_err) == str(item.expect_error)
    else:
        assert got_err is None
    assert got_bind == item.expect_pod_bind
    assert fake_volume_binder.assume_called == item.expect_assume_called
    assert fake_volume_binder.bind_called == item.expect_bind_called


# --- TestSchedulerMultipleProfilesScheduling -------------------------------------------------


@dataclass
class fakeNodeSelectorArgs:
    node_name: str = ""


class fakeNodeSelector(framework.FilterPlugin):
    """Lets only the node named in its args pass."""

    def __init__(self, args: fakeNodeSelectorArgs) -> None:
        self.args = args

    def name(self) -> str:
        return "FakeNodeSelector"

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        node = node_info.node()
        assert node is not None
        if node.name != self.args.node_name:
            return framework.new_status(framework.UnschedulableAndUnresolvable)
        return None


def new_fake_node_selector(args: object, _handle: framework.Handle) -> framework.Plugin:
    return fakeNodeSelector(frameworkruntime.decode_into(args, fakeNodeSelectorArgs))


fakeSpecifiedNodeNameAnnotation = "fake-specified-node-name"


class _NoSpecifiedNodeError(Exception):
    pass


class fakeNodeSelectorDependOnPodAnnotation(framework.FilterPlugin):
    """Lets only the node named in the pod's fakeSpecifiedNodeNameAnnotation pass."""

    def name(self) -> str:
        return "FakeNodeSelectorDependOnPodAnnotation"

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        def resolve_node_name_from_pod_annotation(pod: v1.Pod | None) -> str:
            if pod is None:
                raise _NoSpecifiedNodeError("empty pod")
            node_name = pod.metadata.annotations.get(fakeSpecifiedNodeNameAnnotation)
            if node_name is None:
                raise _NoSpecifiedNodeError(
                    f"no specified node name on pod {pod.namespace}/{pod.name} annotation"
                )
            return node_name

        try:
            node_name = resolve_node_name_from_pod_annotation(pod)
        except _NoSpecifiedNodeError as err:
            return framework.as_status(err)
        node = node_info.node()
        assert node is not None
        if node.name != node_name:
            return framework.new_status(framework.UnschedulableAndUnresolvable)
        return None


def new_fake_node_selector_depend_on_pod_annotation(
    _args: object, _handle: framework.Handle
) -> framework.Plugin:
    return fakeNodeSelectorDependOnPodAnnotation()


def _plugins(filter_name: str) -> schedulerapi.Plugins:
    return schedulerapi.Plugins(
        filter=schedulerapi.PluginSet(enabled=[schedulerapi.Plugin(name=filter_name)]),
        queue_sort=schedulerapi.PluginSet(enabled=[schedulerapi.Plugin(name="PrioritySort")]),
        bind=schedulerapi.PluginSet(enabled=[schedulerapi.Plugin(name="DefaultBinder")]),
    )


def _watch_bindings(server: APIServer, bindings: dict[str, str]) -> None:
    """Record every binding (a pod that gets a node) as pod name -> node name, as the fake
    clientset's reactor on the binding subresource does in Go."""

    def on_change(event: WatchEvent) -> None:
        if event.type != MODIFIED or not isinstance(event.new, v1.Pod):
            return
        if event.old.spec.node_name == "" and event.new.spec.node_name != "":
            bindings[event.new.name] = event.new.spec.node_name

    server.watch(on_change)


def _start_scheduler(
    sched: schedulerpkg.Scheduler, informer_factory: SharedInformerFactory
) -> list[asyncio.Task[None]]:
    """informerFactory.Start and `go sched.Run(ctx)`."""
    informer_factory.start()
    informer_factory.wait_for_cache_sync()
    return [
        asyncio.create_task(informer_factory.run()),
        asyncio.create_task(sched.run()),
    ]


def test_scheduler_multiple_profiles_scheduling() -> None:
    nodes = [
        st.make_node().name("node1").uid("node1").obj(),
        st.make_node().name("node2").uid("node2").obj(),
        st.make_node().name("node3").uid("node3").obj(),
    ]
    pods = [
        st.make_pod().name("pod1").uid("pod1").scheduler_name("match-node3").obj(),
        st.make_pod().name("pod2").uid("pod2").scheduler_name("match-node2").obj(),
        st.make_pod().name("pod3").uid("pod3").scheduler_name("match-node2").obj(),
        st.make_pod().name("pod4").uid("pod4").scheduler_name("match-node3").obj(),
    ]
    want_bindings = {"pod1": "node3", "pod2": "node2", "pod3": "node2", "pod4": "node3"}
    want_controllers = {
        "pod1": "match-node3",
        "pod2": "match-node2",
        "pod3": "match-node2",
        "pod4": "match-node3",
    }

    # Each of the two profiles has a filter that lets one particular node pass.
    clock = FakeClock()
    client = Clientset(APIServer(clock))
    for obj in [v1.Namespace(metadata=metav1.ObjectMeta(name="")), *nodes]:
        client.create(obj)
    emitted: list[eventsv1.Event] = []

    informer_factory = SharedInformerFactory(client.server)
    sched = schedulerpkg.new(
        client,
        informer_factory,
        new_recorder_factory(client, clock, emitted),
        schedulerpkg.with_profiles(
            schedulerapi.KubeSchedulerProfile(
                scheduler_name="match-node2",
                plugins=_plugins("FakeNodeSelector"),
                plugin_config=[
                    schedulerapi.PluginConfig(name="FakeNodeSelector", args={"nodeName": "node2"})
                ],
            ),
            schedulerapi.KubeSchedulerProfile(
                scheduler_name="match-node3",
                plugins=_plugins("FakeNodeSelector"),
                plugin_config=[
                    schedulerapi.PluginConfig(name="FakeNodeSelector", args={"nodeName": "node3"})
                ],
            ),
        ),
        schedulerpkg.with_frame_work_out_of_tree_registry(
            frameworkruntime.Registry({"FakeNodeSelector": new_fake_node_selector})
        ),
        clock=clock,
    )

    # Capture the bindings and the controllers of the Scheduled events.
    bindings: dict[str, str] = {}
    _watch_bindings(client.server, bindings)

    def controllers() -> dict[str, str]:
        return {
            e.regarding.name: e.reporting_controller for e in emitted if e.reason == "Scheduled"
        }

    tasks: list[asyncio.Task[None]] = []

    async def main() -> None:
        # Python: WaitForHandlersSync has nothing to wait for; the informers are synced once
        # they are started.
        tasks.extend(_start_scheduler(sched, informer_factory))
        # Send the pods to be scheduled.
        for p in pods:
            client.core_v1().pods("").create(p)

    run_until_idle(clock, main, lambda: len(bindings) == len(controllers()) == len(pods))

    assert bindings == want_bindings
    assert controllers() == want_controllers


# --- TestSchedulerGuaranteeNonNilNodeInSchedulingCycle ---------------------------------------


def test_scheduler_guarantee_non_nil_node_in_scheduling_cycle() -> None:
    # Python: Go's stress test deletes nodes and creates pods from two goroutines on wall-clock
    # tickers, with a time-seeded random source, to catch a nil node in a scheduling cycle. Here
    # the same two loops run on the virtual clock, with a seeded random source and a tenth of
    # Go's sizes, so that the run is small and always the same.
    random_ = random.Random(0)
    initial_node_number = 100
    initial_pod_number = 50
    wait_scheduling_pod_number = 20
    delete_node_number_per_round = 2
    create_pod_number_per_round = 5

    fake_scheduler_name = "fake-scheduler"
    fake_namespace = "fake-namespace"

    initial_nodes = [
        st.make_node().name(f"node{i}").uid(f"node{i}").obj() for i in range(initial_node_number)
    ]
    # Scatter the initial pods over the nodes.
    initial_pods = []
    for i in range(initial_pod_number):
        pod_name = f"scheduled-pod{i}"
        assigned_node_name = f"node{random_.randrange(initial_node_number)}"
        initial_pods.append(
            st.make_pod().name(pod_name).uid(pod_name).node(assigned_node_name).obj()
        )

    clock = FakeClock()
    client = Clientset(APIServer(clock))
    objs: list[Any] = [v1.Namespace(metadata=metav1.ObjectMeta(name=fake_namespace))]
    for obj in [*objs, *initial_nodes, *initial_pods]:
        client.create(obj)
    emitted: list[eventsv1.Event] = []

    informer_factory = SharedInformerFactory(client.server)
    sched = schedulerpkg.new(
        client,
        informer_factory,
        new_recorder_factory(client, clock, emitted),
        schedulerpkg.with_profiles(
            schedulerapi.KubeSchedulerProfile(
                scheduler_name=fake_scheduler_name,
                plugins=_plugins("FakeNodeSelectorDependOnPodAnnotation"),
            )
        ),
        schedulerpkg.with_frame_work_out_of_tree_registry(
            frameworkruntime.Registry(
                {
                    "FakeNodeSelectorDependOnPodAnnotation": (
                        new_fake_node_selector_depend_on_pod_annotation
                    )
                }
            )
        ),
        clock=clock,
    )

    delete_node_index = 0

    def delete_nodes_one_round() -> None:
        nonlocal delete_node_index
        for _ in range(delete_node_number_per_round):
            if delete_node_index >= initial_node_number:
                # Every initial node is deleted already.
                return
            client.core_v1().nodes().delete(f"node{delete_node_index}")
            delete_node_index += 1

    create_pod_index = 0

    def create_pods_one_round() -> None:
        nonlocal create_pod_index
        if create_pod_index > wait_scheduling_pod_number:
            return
        for _ in range(create_pod_number_per_round):
            pod_name = f"pod{create_pod_index}"
            # The specified node may be deleted already; then the pod fails scheduling.
            specified_node_name = f"node{random_.randrange(initial_node_number)}"
            wait_scheduling_pod = (
                st.make_pod()
                .namespace(fake_namespace)
                .name(pod_name)
                .uid(pod_name)
                .annotation(fakeSpecifiedNodeNameAnnotation, specified_node_name)
                .scheduler_name(fake_scheduler_name)
                .obj()
            )
            client.core_v1().pods(fake_namespace).create(wait_scheduling_pod)
            create_pod_index += 1

    async def until(f: Callable[[], None], period: timedelta) -> None:
        """wait.Until: call f, then again every period."""
        while True:
            f()
            await clock.sleep(period)

    # Every waiting pod has been attempted once it has a Scheduled or FailedScheduling event.
    all_wait_scheduling_pods = {f"pod{i}" for i in range(wait_scheduling_pod_number)}

    def all_attempted() -> bool:
        attempted = {
            e.regarding.name for e in emitted if e.reason in ("Scheduled", "FailedScheduling")
        }
        return all_wait_scheduling_pods <= attempted

    tasks: list[asyncio.Task[None]] = []

    async def main() -> None:
        tasks.extend(_start_scheduler(sched, informer_factory))
        # One loop deletes some nodes each round, the other creates some pods each round.
        tasks.append(asyncio.create_task(until(delete_nodes_one_round, timedelta(milliseconds=10))))
        tasks.append(asyncio.create_task(until(create_pods_one_round, timedelta(milliseconds=9))))

    run_until_idle(clock, main, all_attempted)

    assert all_attempted()
