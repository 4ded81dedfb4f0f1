"""Tests of eventhandlers.py, ported from pkg/scheduler/eventhandlers_test.go.

# Python: Go's fake clientset and informers become the in-memory API server and its informer
# factory. Two parts of TestAddAllEventHandlers have nothing to run against: the dynamic
# informers (no dynamic informer factory is ported; addAllEventHandlers skips unknown GVKs as
# Go does when it has none) and the DynamicResourceAllocation informers (DRA is not ported), so
# the row "DRA events enabled" is left out and the other rows check the static informers only.
"""

from __future__ import annotations

from datetime import timedelta
from typing import cast

import pytest

from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.eventhandlers import (
    AdmissionResult,
    add_all_event_handlers,
    admission_check,
    pre_check_for_node,
)
from kube_scheduler_py.v1_31.framework.plugins.nodeaffinity import node_affinity as nodeaffinity
from kube_scheduler_py.v1_31.framework.plugins.nodename import node_name as nodename
from kube_scheduler_py.v1_31.framework.plugins.nodeports import node_ports as nodeports
from kube_scheduler_py.v1_31.framework.plugins.noderesources import fit as noderesources
from kube_scheduler_py.v1_31.internal import cache
from kube_scheduler_py.v1_31.internal.cache.interface import CacheError
from kube_scheduler_py.v1_31.internal.queue import testing as queue
from kube_scheduler_py.v1_31.profile import profile
from kube_scheduler_py.v1_31.scheduler import Scheduler
from kube_scheduler_py.v1_31.testing import wrappers as st

# --- TestUpdatePodInCache --------------------------------------------------------------------


def pod_with_port(id_: str, desired_host: str, port: int) -> v1.Pod:
    """podWithPort of schedule_one_test.go: a pod with one container using a host port."""
    pod = st.make_pod().name(id_).uid(id_).node(desired_host).scheduler_name("test-scheduler").obj()
    pod.spec.containers = [v1.Container(name="ctr", ports=[v1.ContainerPort(host_port=port)])]
    return pod


def with_pod_name(pod: v1.Pod, name: str) -> v1.Pod:
    pod.metadata.name = name
    return pod


@pytest.mark.parametrize(
    ("old_obj", "new_obj"),
    [
        pytest.param(
            with_pod_name(pod_with_port("oldUID", "node", 80), "pod"),
            with_pod_name(pod_with_port("oldUID", "node", 8080), "pod"),
            id="pod updated with the same UID",
        ),
        pytest.param(
            with_pod_name(pod_with_port("oldUID", "node", 80), "pod"),
            with_pod_name(pod_with_port("newUID", "node", 8080), "pod"),
            id="pod updated with different UIDs",
        ),
    ],
)
def test_update_pod_in_cache(old_obj: v1.Pod, new_obj: v1.Pod) -> None:
    ttl = timedelta(seconds=10)
    sched = Scheduler(
        cache=cache.new(ttl, FakeClock()),
        scheduling_queue=queue.new_test_queue(cast(framework.LessFunc, None)),
        profiles=profile.Map(),
    )
    sched.add_pod_to_cache(old_obj)
    sched.update_pod_in_cache(old_obj, new_obj)

    if old_obj.uid != new_obj.uid:
        with pytest.raises(CacheError):
            sched.cache.get_pod(old_obj)
    pod = sched.cache.get_pod(new_obj)
    assert pod.uid == new_obj.uid


# --- Python-only: which of the cache's errors the handlers go on after ------------------------


def _scheduler_with_cache() -> Scheduler:
    return Scheduler(
        cache=cache.new(timedelta(seconds=10), FakeClock()),
        scheduling_queue=queue.new_test_queue(cast(framework.LessFunc, None)),
        profiles=profile.Map(),
    )


def test_the_handlers_go_on_after_the_caches_errors() -> None:
    """Go logs "Scheduler cache AddPod/UpdatePod/RemovePod failed" and goes on: a pod added
    twice (CacheError), one the cache does not know, one without a uid (the cache key's
    FrameworkError)."""
    sched = _scheduler_with_cache()
    pod = pod_with_port("uid", "node", 80)
    sched.add_pod_to_cache(pod)
    sched.add_pod_to_cache(pod)  # already in added state
    unknown = pod_with_port("unknown", "node", 81)
    sched.update_pod_in_cache(unknown, unknown)
    sched.delete_pod_from_cache(unknown)
    no_uid = pod_with_port("", "node", 82)
    sched.add_pod_to_cache(no_uid)
    sched.delete_pod_from_cache(no_uid)
    assert sched.cache.get_pod(pod).uid == "uid"
    assert sched.cache.pod_count() == 1


def test_the_other_handlers_go_on_after_the_errors_go_logs() -> None:
    """An unknown node removed (CacheError), a pending pod without a uid updated (the cache
    key's FrameworkError: not assumed, so the queue takes the update) and a pending pod of no
    profile deleted ("Unable to get profile")."""
    sched = _scheduler_with_cache()
    sched.delete_node_from_cache(st.make_node().name("unknown").obj())
    old = st.make_pod().name("p").uid("").obj()
    sched.add_pod_to_scheduling_queue(old)
    new = st.make_pod().name("p").uid("").obj()
    new.metadata.resource_version = "2"
    sched.update_pod_in_scheduling_queue(old, new)
    assert [p.metadata.resource_version for p in sched.scheduling_queue.pending_pods()[0]] == ["2"]
    sched.delete_pod_from_scheduling_queue(new)
    assert sched.scheduling_queue.pending_pods()[0] == []


def test_admission_check_takes_an_affinity_that_does_not_parse_for_no_match() -> None:
    node_info = framework.new_node_info()
    node_info.set_node(_regular_node())
    pod = st.make_pod().name("p").node_affinity_in("not a key!", ["x"]).obj()
    assert admission_check(pod, node_info, True) == [
        AdmissionResult(name=nodeaffinity.Name, reason=nodeaffinity.ErrReasonPod)
    ]


@pytest.mark.parametrize("method", ["add_pod", "update_pod", "remove_pod"])
def test_the_handlers_do_not_hide_an_error_that_is_not_the_caches(
    method: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    sched = _scheduler_with_cache()
    pod = pod_with_port("uid", "node", 80)
    sched.add_pod_to_cache(pod)

    def bug(*_: object) -> None:
        raise KeyError("not a cache error")

    monkeypatch.setattr(sched.cache, method, bug)
    with pytest.raises(KeyError):
        if method == "add_pod":
            sched.add_pod_to_cache(pod)
        elif method == "update_pod":
            sched.update_pod_in_cache(pod, pod)
        else:
            sched.delete_pod_from_cache(pod)


# --- TestPreCheckForNode ---------------------------------------------------------------------

cpu4 = {v1.ResourceCPU: "4"}
cpu8 = {v1.ResourceCPU: "8"}
cpu16 = {v1.ResourceCPU: "16"}


def _regular_node() -> v1.Node:
    return st.make_node().name("fake-node").label("hostname", "fake-node").capacity(cpu8).obj()


def _tainted(node: v1.Node) -> v1.Node:
    node.spec.taints = [
        v1.Taint(key="foo", effect=v1.TaintEffectNoSchedule),
        v1.Taint(key="bar", effect=v1.TaintEffectPreferNoSchedule),
    ]
    return node


@pytest.mark.parametrize(
    ("node", "existing_pods", "pods", "want"),
    [
        pytest.param(
            _regular_node(),
            [st.make_pod().name("p").host_port(80).obj()],
            [
                st.make_pod().name("p1").req(cpu4).obj(),
                st.make_pod().name("p2").req(cpu16).obj(),
                st.make_pod().name("p3").req(cpu4).req(cpu8).obj(),
                st.make_pod().name("p4").node_affinity_in("hostname", ["fake-node"]).obj(),
                st.make_pod().name("p5").node_affinity_not_in("hostname", ["fake-node"]).obj(),
                st.make_pod().name("p6").obj(),
                st.make_pod().name("p7").node("invalid-node").obj(),
                st.make_pod().name("p8").host_port(8080).obj(),
                st.make_pod().name("p9").host_port(80).obj(),
            ],
            [True, False, False, True, False, True, False, True, False],
            id="regular node, pods with a single constraint",
        ),
        pytest.param(
            _tainted(st.make_node().name("fake-node").obj()),
            [],
            [
                st.make_pod().name("p1").obj(),
                st.make_pod().name("p2").toleration("foo").obj(),
                st.make_pod().name("p3").toleration("bar").obj(),
                st.make_pod().name("p4").toleration("bar").toleration("foo").obj(),
            ],
            [False, True, False, True],
            id="tainted node, pods with a single constraint",
        ),
        pytest.param(
            _regular_node(),
            [st.make_pod().name("p").host_port(80).obj()],
            [
                st.make_pod()
                .name("p1")
                .req(cpu4)
                .node_affinity_not_in("hostname", ["fake-node"])
                .obj(),
                st.make_pod()
                .name("p2")
                .req(cpu16)
                .node_affinity_in("hostname", ["fake-node"])
                .obj(),
                st.make_pod()
                .name("p3")
                .req(cpu8)
                .node_affinity_in("hostname", ["fake-node"])
                .obj(),
                st.make_pod().name("p4").host_port(8080).node("invalid-node").obj(),
                st.make_pod()
                .name("p5")
                .req(cpu4)
                .node_affinity_in("hostname", ["fake-node"])
                .host_port(80)
                .obj(),
            ],
            [False, False, True, False, False],
            id="regular node, pods with multiple constraints",
        ),
        pytest.param(
            _tainted(_regular_node()),
            [],
            [
                st.make_pod().name("p1").req(cpu4).toleration("bar").obj(),
                st.make_pod().name("p2").req(cpu4).toleration("bar").toleration("foo").obj(),
                st.make_pod().name("p3").req(cpu16).toleration("foo").obj(),
                st.make_pod().name("p3").req(cpu16).toleration("bar").obj(),
            ],
            [False, True, False, False],
            id="tainted node, pods with multiple constraints",
        ),
    ],
)
def test_pre_check_for_node(
    node: v1.Node, existing_pods: list[v1.Pod], pods: list[v1.Pod], want: list[bool]
) -> None:
    node_info = framework.new_node_info(*existing_pods)
    node_info.set_node(node)
    pre_check_fn = pre_check_for_node(node_info)

    got = [pre_check_fn(pod) for pod in pods]

    assert got == want


# --- TestAddAllEventHandlers -----------------------------------------------------------------

_default_informers: dict[type, bool] = {v1.Pod: True, v1.Node: True, v1.Namespace: True}


@pytest.mark.parametrize(
    ("gvk_map", "expect_static_informers"),
    [
        pytest.param({}, _default_informers, id="default handlers in framework"),
        pytest.param(
            {
                framework.PodSchedulingContext: framework.Add,
                framework.ResourceClaim: framework.Add,
                framework.DeviceClass: framework.Add,
            },
            _default_informers,
            id="DRA events disabled",
        ),
        pytest.param(
            {
                "Pod": framework.Add | framework.Delete,
                "PersistentVolume": framework.Delete,
                "storage.k8s.io/CSIStorageCapacity": framework.Update,
            },
            {
                **_default_informers,
                v1.PersistentVolume: True,
                storagev1.CSIStorageCapacity: True,
            },
            id="add GVKs handlers defined in framework dynamically",
        ),
        pytest.param(
            {
                "daemonsets.v1.apps": framework.Add | framework.Delete,
                "cronjobs.v1.batch": framework.Delete,
            },
            _default_informers,
            id="add GVKs handlers defined in plugins dynamically",
        ),
        pytest.param(
            {
                "daemonsets.v1.apps": framework.Add | framework.Delete,
                "custommetrics.v1beta1": framework.Update,
            },
            _default_informers,
            id="add GVKs handlers defined in plugins dynamically, with one illegal GVK form",
        ),
    ],
)
def test_add_all_event_handlers(
    gvk_map: dict[str, framework.ActionType], expect_static_informers: dict[type, bool]
) -> None:
    informer_factory = SharedInformerFactory(APIServer(FakeClock()))
    scheduling_queue = queue.new_test_queue_with_informer_factory(
        cast(framework.LessFunc, None), informer_factory
    )
    # Python: Go's Scheduler literal has no cache and no profiles; no event reaches them here.
    test_sched = Scheduler(
        cache=cache.new(timedelta(0), FakeClock()),
        scheduling_queue=scheduling_queue,
        profiles=profile.Map(),
    )

    add_all_event_handlers(test_sched, informer_factory, gvk_map)

    informer_factory.start()
    static_informers = informer_factory.wait_for_cache_sync()

    assert static_informers == expect_static_informers


# --- TestAdmissionCheck ----------------------------------------------------------------------

nodeaffinityError = AdmissionResult(name=nodeaffinity.Name, reason=nodeaffinity.ErrReasonPod)
nodenameError = AdmissionResult(name=nodename.Name, reason=nodename.ErrReason)
nodeportsError = AdmissionResult(name=nodeports.Name, reason=nodeports.ErrReason)
podOverheadError = AdmissionResult(
    insufficient_resource=noderesources.InsufficientResource(
        resource_name=v1.ResourceCPU,
        reason="Insufficient cpu",
        requested=2000,
        used=7000,
        capacity=8000,
    )
)
cpu = {v1.ResourceCPU: "8"}


@pytest.mark.parametrize(
    ("node", "existing_pods", "pod", "want_admission_results"),
    [
        pytest.param(
            st.make_node().name("fake-node").label("foo", "bar").obj(),
            [st.make_pod().name("pod1").host_port(80).obj()],
            st.make_pod().name("pod2").host_port(80).node_selector({"foo": "bar1"}).obj(),
            [[nodeaffinityError, nodeportsError], [nodeaffinityError]],
            id="check nodeAffinity and nodeports, nodeAffinity need fail quickly if "
            "includeAllFailures is false",
        ),
        pytest.param(
            st.make_node().name("fake-node").label("foo", "bar").capacity(cpu).obj(),
            [st.make_pod().name("pod1").req({v1.ResourceCPU: "7"}).node("fake-node").obj()],
            st.make_pod()
            .name("pod2")
            .container("c")
            .overhead({v1.ResourceCPU: must_parse("1")})
            .req({v1.ResourceCPU: "1"})
            .node_selector({"foo": "bar1"})
            .obj(),
            [[podOverheadError, nodeaffinityError], [podOverheadError]],
            id="check PodOverhead and nodeAffinity, PodOverhead need fail quickly if "
            "includeAllFailures is false",
        ),
        pytest.param(
            st.make_node().name("fake-node").obj(),
            [st.make_pod().name("pod1").host_port(80).node("fake-node").obj()],
            st.make_pod().name("pod2").host_port(80).node("fake-node1").obj(),
            [[nodenameError, nodeportsError], [nodenameError]],
            id="check nodename and nodeports, nodename need fail quickly if includeAllFailures "
            "is false",
        ),
    ],
)
def test_admission_check(
    node: v1.Node,
    existing_pods: list[v1.Pod],
    pod: v1.Pod,
    want_admission_results: list[list[AdmissionResult]],
) -> None:
    node_info = framework.new_node_info(*existing_pods)
    node_info.set_node(node)

    flags = [True, False]
    for i, flag in enumerate(flags):
        admission_results = admission_check(pod, node_info, flag)
        assert admission_results == want_admission_results[i]
