"""Port of pkg/scheduler/framework/plugins/defaultpreemption/default_preemption_test.go.

# Python: Go builds informer factories over fake clientsets; here the in-memory API server's
# informer factory gets the pods put straight into its pod store (Go's tests do the same with
# podInformer.GetStore().Add), since its Priority admission would refuse pods that state a
# priority without a PriorityClass. Where Go's tests use the fake clientset for deletes and
# status patches, a small fake below stands in (an object store, or Go's recording reactors).
# Go's rand.Seed(4) becomes a gorand generator seeded with 4 (the same numbers); Go's
# nanosecond start times become microseconds.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from kube_scheduler_py import gorand
from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import new_fake_clock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import GroupResource, new_not_found
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.policy import v1 as policy
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import v1 as configv1
from kube_scheduler_py.v1_31.apis.config.v1 import conversion as configv1conversion
from kube_scheduler_py.v1_31.apis.config.v1 import defaults as configv1defaults
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.plugins import defaultbinder, names, queuesort
from kube_scheduler_py.v1_31.framework.plugins.defaultpreemption.default_preemption import (
    DefaultPreemption,
    get_pdb_lister,
)
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import plugin as interpodaffinity
from kube_scheduler_py.v1_31.framework.plugins.noderesources import fit as noderesources
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import plugin as podtopologyspread
from kube_scheduler_py.v1_31.framework.plugins.tainttoleration import (
    taint_toleration as tainttoleration,
)
from kube_scheduler_py.v1_31.framework.preemption import preemption
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.internal.queue.testing import new_test_pod_nominator
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import fake_extender as tfext
from kube_scheduler_py.v1_31.testing.framework import fake_plugins as tfplugins
from kube_scheduler_py.v1_31.testing.framework import framework_helpers as tf

negPriority, lowPriority, midPriority, highPriority, veryHighPriority = -100, 0, 100, 1000, 10000

smallRes = {v1.ResourceCPU: "100m", v1.ResourceMemory: "100"}
mediumRes = {v1.ResourceCPU: "200m", v1.ResourceMemory: "200"}
largeRes = {v1.ResourceCPU: "300m", v1.ResourceMemory: "300"}
veryLargeRes = {v1.ResourceCPU: "500m", v1.ResourceMemory: "500"}

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
epochTime = _EPOCH
epochTime1 = _EPOCH + timedelta(microseconds=1)
epochTime2 = _EPOCH + timedelta(microseconds=2)
epochTime3 = _EPOCH + timedelta(microseconds=3)
epochTime4 = _EPOCH + timedelta(microseconds=4)
epochTime5 = _EPOCH + timedelta(microseconds=5)
epochTime6 = _EPOCH + timedelta(microseconds=6)

U = framework.Unschedulable
S = framework.Success


def _p(name: str) -> st.PodWrapper:
    """make_pod().name(name).uid(name), as every Go row writes it."""
    return st.make_pod().name(name).uid(name)


def get_default_default_preemption_args() -> config.DefaultPreemptionArgs:
    v1dpa = configv1.DefaultPreemptionArgs()
    configv1defaults.set_defaults_default_preemption_args(v1dpa)
    dpa = configv1conversion.args_to_internal(v1dpa)
    assert isinstance(dpa, config.DefaultPreemptionArgs)
    return dpa


node_resources_fit_func = frameworkruntime.factory_adapter(Features(), noderesources.new_fit)
pod_topology_spread_func = frameworkruntime.factory_adapter(Features(), podtopologyspread.new)


def _informer_factory(pods: list[v1.Pod]) -> SharedInformerFactory:
    """An informer factory whose pod store holds pods (Go: GetStore().Add)."""
    factory = SharedInformerFactory(APIServer(new_fake_clock()))
    store = factory.core().v1().pods().informer().items
    for pod in pods:
        store[(pod.namespace, pod.name)] = pod
    return factory


class _FakePodClient:
    """The pods of one namespace of _FakeClientset."""

    def __init__(self, cs: _FakeClientset, namespace: str) -> None:
        self._cs = cs
        self._namespace = namespace

    def delete(self, name: str) -> None:
        if self._cs.delete_reactor is not None:
            self._cs.delete_reactor(self._namespace, name)
            return
        if self._cs.pods.pop((self._namespace, name), None) is None:
            raise new_not_found(GroupResource("", "pods"), name)

    def patch_status(self, name: str, old_status: v1.PodStatus, new_status: v1.PodStatus) -> None:
        if self._cs.patch_reactor is not None:
            self._cs.patch_reactor(self._namespace, name, new_status)
            return
        pod = self._cs.pods.get((self._namespace, name))
        if pod is None:
            raise new_not_found(GroupResource("", "pods"), name)
        pod.status = copy.deepcopy(new_status)


class _FakeCoreV1:
    def __init__(self, cs: _FakeClientset) -> None:
        self._cs = cs

    def pods(self, namespace: str) -> _FakePodClient:
        return _FakePodClient(self._cs, namespace)


@dataclass
class _FakeClientset:
    """Go's fake clientset as far as preemption uses it: pod deletes and status patches on an
    object store, unless a reactor (Go's PrependReactor) takes the call."""

    pods: dict[tuple[str, str], v1.Pod] = field(default_factory=dict)
    delete_reactor: Callable[[str, str], None] | None = None
    patch_reactor: Callable[[str, str, v1.PodStatus], None] | None = None

    def core_v1(self) -> _FakeCoreV1:
        return _FakeCoreV1(self)


@dataclass
class _FakeRecorder:
    """Go's events.FakeRecorder: keeps the (regarding, reason) of every event."""

    events: list[tuple[Any, str]] = field(default_factory=list)

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
        self.events.append((regarding, reason))


class TestPlugin(framework.PreFilterPlugin, framework.PreFilterExtensions, framework.FilterPlugin):
    """Fails AddPod and RemovePod on nodes labelled error=true."""

    __test__ = False

    def __init__(self, name: str) -> None:
        self._name = name

    def add_pod(
        self,
        state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        node = node_info.node()
        assert node is not None
        if node.labels.get("error") == "true":
            return framework.as_status(Exception(f"failed to add pod: {pod_to_schedule.name}"))
        return None

    def remove_pod(
        self,
        state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        node = node_info.node()
        assert node is not None
        if node.labels.get("error") == "true":
            return framework.as_status(Exception(f"failed to remove pod: {pod_to_schedule.name}"))
        return None

    def name(self) -> str:
        return self._name

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        return self

    def pre_filter(
        self, state: framework.CycleState, p: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        return None, None

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        return None


def new_test_plugin(args: object, handle: framework.Handle) -> framework.Plugin:
    return TestPlugin("test-plugin")


onePodRes = {v1.ResourcePods: "1"}
nodeRes = {v1.ResourceCPU: "200m", v1.ResourceMemory: "400"}


def _node(name: str, capacity: dict[str, str]) -> v1.Node:
    return st.make_node().name(name).capacity(capacity).obj()


@pytest.mark.parametrize(
    ("pod", "pods", "nodes", "filtered_nodes_statuses", "extender", "want_result", "want_status"),
    [
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).obj(),
            [_p("p1").namespace(v1.NamespaceDefault).node("node1").obj()],
            [_node("node1", onePodRes)],
            {"node1": framework.new_status(U)},
            None,
            framework.new_post_filter_result_with_nominated_node("node1"),
            framework.new_status(S),
            id="pod with higher priority can be made schedulable",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).obj(),
            [_p("p1").namespace(v1.NamespaceDefault).node("node1").obj()],
            [_node("node1", onePodRes)],
            {"node1": framework.new_status(U)},
            None,
            framework.new_post_filter_result_with_nominated_node(""),
            framework.new_status(
                U,
                "preemption: 0/1 nodes are available: 1 No preemption victims found for "
                "incoming pod.",
            ),
            id="pod with tied priority is still unschedulable",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).obj(),
            [_p("p1").namespace(v1.NamespaceDefault).node("node1").obj()],
            [_node("node1", onePodRes)],
            {"node1": framework.new_status(framework.UnschedulableAndUnresolvable)},
            None,
            framework.new_post_filter_result_with_nominated_node(""),
            framework.new_status(
                U,
                "preemption: 0/1 nodes are available: 1 Preemption is not helpful for scheduling.",
            ),
            id="preemption should respect filteredNodesStatuses",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(midPriority).obj(),
            [
                _p("p1").namespace(v1.NamespaceDefault).priority(highPriority).node("node1").obj(),
                _p("p2").namespace(v1.NamespaceDefault).priority(lowPriority).node("node2").obj(),
            ],
            [_node("node1", onePodRes), _node("node2", onePodRes)],
            {"node1": framework.new_status(U), "node2": framework.new_status(U)},
            None,
            framework.new_post_filter_result_with_nominated_node("node2"),
            framework.new_status(S),
            id="pod can be made schedulable on one node",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).obj(),
            [
                _p("p1").namespace(v1.NamespaceDefault).node("node1").obj(),
                _p("p2").namespace(v1.NamespaceDefault).node("node2").obj(),
            ],
            [_node("node1", onePodRes), _node("node2", onePodRes)],
            {"node1": framework.new_status(U), "node2": framework.new_status(U)},
            tfext.FakeExtender(
                extender_name="FakeExtender1",
                predicates=[tfext.node1_predicate_extender],
            ),
            framework.new_post_filter_result_with_nominated_node("node1"),
            framework.new_status(S),
            id="preemption result filtered out by extenders",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).req(largeRes).obj(),
            [
                _p("p1").namespace(v1.NamespaceDefault).node("node1").obj(),
                _p("p2").namespace(v1.NamespaceDefault).node("node2").obj(),
            ],
            # Neither node has enough CPU.
            [_node("node1", nodeRes), _node("node2", nodeRes)],
            {"node1": framework.new_status(U), "node2": framework.new_status(U)},
            None,
            framework.new_post_filter_result_with_nominated_node(""),
            framework.new_status(U, "preemption: 0/2 nodes are available: 2 Insufficient cpu."),
            id="no candidate nodes found, no enough resource after removing low priority pods",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).req(largeRes).obj(),
            [
                _p("p1").namespace(v1.NamespaceDefault).node("node1").priority(highPriority).obj(),
                _p("p2").namespace(v1.NamespaceDefault).node("node2").obj(),
                _p("p3").namespace(v1.NamespaceDefault).node("node3").priority(highPriority).obj(),
            ],
            [
                _node("node1", onePodRes),  # no pod will be preempted
                _node("node2", nodeRes),  # not enough CPU
                _node("node3", onePodRes),  # no pod will be preempted
            ],
            {
                "node1": framework.new_status(U),
                "node2": framework.new_status(U),
                "node3": framework.new_status(U),
            },
            None,
            framework.new_post_filter_result_with_nominated_node(""),
            framework.new_status(
                U,
                "preemption: 0/3 nodes are available: 1 Insufficient cpu, 2 No preemption "
                "victims found for incoming pod.",
            ),
            id="no candidate nodes found with mixed reasons, no lower priority pod and no enough "
            "CPU resource",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).req(largeRes).obj(),
            [
                _p("p1").namespace(v1.NamespaceDefault).node("node1").obj(),
                _p("p2").namespace(v1.NamespaceDefault).node("node2").obj(),
            ],
            [
                _node("node1", nodeRes),
                _node("node2", nodeRes),
                _node("node3", nodeRes),
                _node("node4", nodeRes),
            ],
            {
                "node1": framework.new_status(U),
                "node2": framework.new_status(U),
                "node4": framework.new_status(framework.UnschedulableAndUnresolvable),
            },
            None,
            framework.new_post_filter_result_with_nominated_node(""),
            framework.new_status(
                U,
                "preemption: 0/4 nodes are available: 2 Insufficient cpu, 2 Preemption is not "
                "helpful for scheduling.",
            ),
            id="no candidate nodes found with mixed reason, 2 UnschedulableAndUnresolvable nodes "
            "and 2 nodes don't have enough CPU resource",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).req(largeRes).obj(),
            [_p("p1").namespace(v1.NamespaceDefault).node("node1").obj()],
            # The "error" label makes TestPlugin fail.
            [st.make_node().name("node1").capacity(largeRes).label("error", "true").obj()],
            {"node1": framework.new_status(U)},
            None,
            None,
            framework.as_status(
                Exception(
                    'preemption: running RemovePod on PreFilter plugin "test-plugin": '
                    "failed to remove pod: p"
                )
            ),
            id="only one node but failed with TestPlugin",
        ),
        pytest.param(
            _p("p").namespace(v1.NamespaceDefault).priority(highPriority).req(largeRes).obj(),
            [
                _p("p1").namespace(v1.NamespaceDefault).node("node1").obj(),
                _p("p2").namespace(v1.NamespaceDefault).node("node2").req(mediumRes).obj(),
            ],
            # node1 fails with an error, node2 is still nominated.
            [
                st.make_node().name("node1").capacity(largeRes).label("error", "true").obj(),
                _node("node2", largeRes),
            ],
            {"node1": framework.new_status(U), "node2": framework.new_status(U)},
            None,
            framework.new_post_filter_result_with_nominated_node("node2"),
            framework.new_status(S),
            id="one failed with TestPlugin and the other pass",
        ),
    ],
)
def test_post_filter(
    pod: v1.Pod,
    pods: list[v1.Pod],
    nodes: list[v1.Node],
    filtered_nodes_statuses: framework.NodeToStatusMap,
    extender: framework.Extender | None,
    want_result: framework.PostFilterResult | None,
    want_status: framework.Status,
) -> None:
    # The fake client holds the potential victims, so that deleting them succeeds.
    cs = _FakeClientset(pods={(p.namespace, p.name): copy.deepcopy(p) for p in pods})
    informer_factory = _informer_factory([pod, *pods])
    # NodeResourcesFit as Filter and PreFilter plugin.
    registered_plugins = [
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_plugin_as_extensions(
            noderesources.Name, node_resources_fit_func, "Filter", "PreFilter"
        ),
        tf.register_plugin_as_extensions("test-plugin", new_test_plugin, "PreFilter"),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
    ]
    extenders: list[framework.Extender] = []
    if extender is not None:
        extenders.append(extender)
    f = tf.new_framework(
        registered_plugins,
        "",
        frameworkruntime.with_client_set(cs),
        frameworkruntime.with_event_recorder(_FakeRecorder()),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_pod_nominator(
            new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
        frameworkruntime.with_extenders(extenders),
        frameworkruntime.with_snapshot_shared_lister(new_snapshot(pods, nodes)),
        frameworkruntime.with_waiting_pods(frameworkruntime.new_waiting_pods_map()),
    )
    p = DefaultPreemption(
        fh=f,
        pod_lister=informer_factory.core().v1().pods().lister(),
        pdb_lister=get_pdb_lister(informer_factory),
        args=get_default_default_preemption_args(),
    )

    state = framework.new_cycle_state()
    # Fill the CycleState.
    _, status, _ = f.run_pre_filter_plugins(state, pod)
    assert framework.Status.is_success(status), f"Unexpected PreFilter Status: {status}"

    got_result, got_status = p.post_filter(state, pod, filtered_nodes_statuses)
    # Errors cannot be compared, so only the reasons of an Error status are.
    if framework.Status.code(got_status) == framework.Error:
        assert got_status is not None
        assert got_status.reasons() == want_status.reasons()
    else:
        assert got_status == want_status
    assert got_result == want_result


@dataclass
class _Row:
    """One row of TestDryRunPreemption."""

    node_names: list[str]
    test_pods: list[v1.Pod]
    init_pods: list[v1.Pod]
    register_plugins: list[tf.RegisterPluginFunc]
    expected: list[list[preemption.candidate]]
    expected_num_filter_called: list[int]
    args: config.DefaultPreemptionArgs | None = None
    pdbs: list[policy.PodDisruptionBudget] = field(default_factory=list)
    fake_filter_rc: framework.Code = framework.Success
    disable_parallelism: bool = False


def _c(name: str, pods: list[v1.Pod], num_pdb_violations: int = 0) -> preemption.candidate:
    return preemption.candidate(
        victims_=preemption.extenderv1.Victims(pods=pods, num_pdb_violations=num_pdb_violations),
        name_=name,
    )


def _fit() -> tf.RegisterPluginFunc:
    return tf.register_plugin_as_extensions(
        noderesources.Name, node_resources_fit_func, "Filter", "PreFilter"
    )


def _pdb(
    disruptions_allowed: int, disrupted_pods: dict[str, datetime | None] | None = None
) -> policy.PodDisruptionBudget:
    return policy.PodDisruptionBudget(
        spec=policy.PodDisruptionBudgetSpec(
            selector=metav1.LabelSelector(match_labels={"app": "foo"})
        ),
        status=policy.PodDisruptionBudgetStatus(
            disruptions_allowed=disruptions_allowed, disrupted_pods=disrupted_pods or {}
        ),
    )


_NOW = datetime(2024, 1, 1, tzinfo=UTC)


def _spread_pod(name: str, priority: int, namespace: str = "") -> v1.Pod:
    return (
        _p(name)
        .namespace(namespace)
        .label("foo", "")
        .priority(priority)
        .spread_constraint(
            1,
            "zone",
            v1.DoNotSchedule,
            st.make_label_selector().exists("foo").obj(),
            None,
            None,
            None,
            None,
        )
        .spread_constraint(
            1,
            "hostname",
            v1.DoNotSchedule,
            st.make_label_selector().exists("foo").obj(),
            None,
            None,
            None,
            None,
        )
        .obj()
    )


_DRY_RUN_ROWS = [
    pytest.param(
        _Row(
            register_plugins=[
                tf.register_filter_plugin("FalseFilter", tfplugins.new_false_filter_plugin)
            ],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(highPriority).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).obj(),
                _p("p2").node("node2").priority(midPriority).obj(),
            ],
            expected=[[]],
            expected_num_filter_called=[2],
        ),
        id="a pod that does not fit on any node",
    ),
    pytest.param(
        _Row(
            register_plugins=[
                tf.register_filter_plugin("TrueFilter", tfplugins.new_true_filter_plugin)
            ],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(highPriority).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).obj(),
                _p("p2").node("node2").priority(midPriority).obj(),
            ],
            expected=[[]],
            fake_filter_rc=framework.Unschedulable,
            expected_num_filter_called=[2],
        ),
        id="a pod that fits with no preemption",
    ),
    pytest.param(
        _Row(
            register_plugins=[
                tf.register_filter_plugin("MatchFilter", tfplugins.new_match_filter_plugin)
            ],
            node_names=["node1", "node2"],
            # The pod is named "node1" to pass MatchFilter there.
            test_pods=[_p("node1").priority(highPriority).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).obj(),
                _p("p2").node("node2").priority(midPriority).obj(),
            ],
            expected=[[]],
            fake_filter_rc=framework.Unschedulable,
            expected_num_filter_called=[2],
        ),
        id="a pod that fits on one node with no preemption",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).req(largeRes).obj(),
                _p("p2").node("node2").priority(midPriority).req(largeRes).obj(),
            ],
            expected=[
                [
                    _c("node1", [_p("p1").node("node1").priority(midPriority).req(largeRes).obj()]),
                    _c("node2", [_p("p2").node("node2").priority(midPriority).req(largeRes).obj()]),
                ]
            ],
            expected_num_filter_called=[4],
        ),
        id="a pod that fits on both nodes when lower priority pods are preempted",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(lowPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).req(largeRes).obj(),
                _p("p2").node("node2").priority(midPriority).req(largeRes).obj(),
            ],
            expected=[[]],
            expected_num_filter_called=[0],
        ),
        id="a pod that would fit on the nodes, but other pods running are higher priority, no "
        "preemption would happen",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1.1").node("node1").priority(lowPriority).req(smallRes).obj(),
                _p("p1.2").node("node1").priority(midPriority).req(largeRes).obj(),
                _p("p2").node("node2").priority(midPriority).req(largeRes).obj(),
            ],
            expected=[
                [
                    _c(
                        "node1",
                        [_p("p1.2").node("node1").priority(midPriority).req(largeRes).obj()],
                    ),
                    _c("node2", [_p("p2").node("node2").priority(midPriority).req(largeRes).obj()]),
                ]
            ],
            expected_num_filter_called=[5],
        ),
        id="medium priority pod is preempted, but lower priority one stays as it is small",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1.1").node("node1").priority(midPriority).req(smallRes).obj(),
                _p("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _p("p1.3").node("node1").priority(midPriority).req(mediumRes).obj(),
                _p("p1.4").node("node1").priority(highPriority).req(smallRes).obj(),
                _p("p2").node("node2").priority(highPriority).req(largeRes).obj(),
            ],
            expected=[
                [
                    _c(
                        "node1",
                        [
                            _p("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                            _p("p1.3").node("node1").priority(midPriority).req(mediumRes).obj(),
                        ],
                    ),
                ]
            ],
            expected_num_filter_called=[4],
        ),
        id="mixed priority pods are preempted",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1.1")
                .node("node1")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime5)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime4)
                .obj(),
                _p("p1.3")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime3)
                .obj(),
                _p("p1.4")
                .node("node1")
                .priority(highPriority)
                .req(smallRes)
                .start_time(epochTime2)
                .obj(),
                _p("p2")
                .node("node2")
                .priority(highPriority)
                .req(largeRes)
                .start_time(epochTime1)
                .obj(),
            ],
            expected=[
                [
                    _c(
                        "node1",
                        [
                            _p("p1.1")
                            .node("node1")
                            .priority(lowPriority)
                            .req(smallRes)
                            .start_time(epochTime5)
                            .obj(),
                            _p("p1.3")
                            .node("node1")
                            .priority(midPriority)
                            .req(mediumRes)
                            .start_time(epochTime3)
                            .obj(),
                        ],
                    ),
                ]
            ],
            # No preemption happens on node2, so no Filter call is counted there.
            expected_num_filter_called=[4],
        ),
        id="mixed priority pods are preempted, pick later StartTime one when priorities are equal",
    ),
    pytest.param(
        _Row(
            register_plugins=[
                _fit(),
                tf.register_plugin_as_extensions(
                    interpodaffinity.Name, interpodaffinity.new, "Filter", "PreFilter"
                ),
            ],
            node_names=["node1", "node2"],
            test_pods=[_p("p").label("foo", "").priority(highPriority).req(smallRes).obj()],
            init_pods=[
                _p("p1.1")
                .node("node1")
                .label("foo", "")
                .priority(lowPriority)
                .req(smallRes)
                .pod_anti_affinity_exists("foo", "hostname", st.PodAntiAffinityWithRequiredReq)
                .obj(),
                _p("p1.2").node("node1").priority(midPriority).req(smallRes).obj(),
                _p("p1.3").node("node1").priority(highPriority).req(smallRes).obj(),
                _p("p2").node("node2").priority(highPriority).req(smallRes).obj(),
            ],
            expected=[
                [
                    _c(
                        "node1",
                        [
                            _p("p1.1")
                            .node("node1")
                            .label("foo", "")
                            .priority(lowPriority)
                            .req(smallRes)
                            .pod_anti_affinity_exists(
                                "foo", "hostname", st.PodAntiAffinityWithRequiredReq
                            )
                            .obj(),
                        ],
                    ),
                ]
            ],
            # No preemption happens on node2, so no Filter call is counted there.
            expected_num_filter_called=[3],
        ),
        id="pod with anti-affinity is preempted",
    ),
    pytest.param(
        _Row(
            register_plugins=[
                tf.register_plugin_as_extensions(
                    podtopologyspread.Name, pod_topology_spread_func, "PreFilter", "Filter"
                ),
            ],
            node_names=["node-a/zone1", "node-b/zone1", "node-x/zone2"],
            test_pods=[_spread_pod("p", highPriority)],
            init_pods=[
                _p("pod-a1").node("node-a").label("foo", "").priority(midPriority).obj(),
                _p("pod-a2").node("node-a").label("foo", "").priority(lowPriority).obj(),
                _p("pod-b1").node("node-b").label("foo", "").priority(lowPriority).obj(),
                _p("pod-x1").node("node-x").label("foo", "").priority(highPriority).obj(),
                _p("pod-x2").node("node-x").label("foo", "").priority(highPriority).obj(),
            ],
            expected=[
                [
                    _c(
                        "node-a",
                        [_p("pod-a2").node("node-a").label("foo", "").priority(lowPriority).obj()],
                    ),
                    _c(
                        "node-b",
                        [_p("pod-b1").node("node-b").label("foo", "").priority(lowPriority).obj()],
                    ),
                ]
            ],
            # node-a (3), node-b (2), node-x (0)
            expected_num_filter_called=[5],
        ),
        id="preemption to resolve pod topology spread filter failure",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1", "node2"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).req(largeRes).obj(),
                _p("p2").node("node2").priority(midPriority).req(largeRes).obj(),
            ],
            fake_filter_rc=framework.Unschedulable,
            expected=[[]],
            expected_num_filter_called=[2],
        ),
        id="get Unschedulable in the preemption phase when the filter plugins filtering the nodes",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1"],
            test_pods=[_p("p").priority(highPriority).req(veryLargeRes).obj()],
            init_pods=[
                _p("p1.1")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
                _p("p1.2")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
            ],
            pdbs=[_pdb(1)],
            expected=[
                [
                    _c(
                        "node1",
                        [
                            _p("p1.1")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                            _p("p1.2")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                        ],
                        1,
                    ),
                ]
            ],
            expected_num_filter_called=[3],
        ),
        id="preemption with violation of same pdb",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1"],
            test_pods=[_p("p").priority(highPriority).req(veryLargeRes).obj()],
            init_pods=[
                _p("p1.1")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
                _p("p1.2")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
            ],
            pdbs=[_pdb(1, {"p2": _NOW})],
            expected=[
                [
                    _c(
                        "node1",
                        [
                            _p("p1.1")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                            _p("p1.2")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                        ],
                        1,
                    ),
                ]
            ],
            expected_num_filter_called=[3],
        ),
        id="preemption with violation of the pdb with pod whose eviction was processed, the "
        "victim doesn't belong to DisruptedPods",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1"],
            test_pods=[_p("p").priority(highPriority).req(veryLargeRes).obj()],
            init_pods=[
                _p("p1.1")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
                _p("p1.2")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
            ],
            pdbs=[_pdb(1, {"p1.2": _NOW})],
            expected=[
                [
                    _c(
                        "node1",
                        [
                            _p("p1.1")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                            _p("p1.2")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                        ],
                        0,
                    ),
                ]
            ],
            expected_num_filter_called=[3],
        ),
        id="preemption with violation of the pdb with pod whose eviction was processed, the "
        "victim belongs to DisruptedPods",
    ),
    pytest.param(
        _Row(
            register_plugins=[_fit()],
            node_names=["node1"],
            test_pods=[_p("p").priority(highPriority).req(veryLargeRes).obj()],
            init_pods=[
                _p("p1.1")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
                _p("p1.2")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
                _p("p1.3")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(mediumRes)
                .obj(),
            ],
            pdbs=[_pdb(1, {"p1.3": _NOW})],
            expected=[
                [
                    _c(
                        "node1",
                        [
                            _p("p1.1")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                            _p("p1.2")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                            _p("p1.3")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(mediumRes)
                            .obj(),
                        ],
                        1,
                    ),
                ]
            ],
            expected_num_filter_called=[4],
        ),
        id="preemption with violation of the pdb with pod whose eviction was processed, the "
        "victim which belongs to DisruptedPods is treated as 'nonViolating'",
    ),
    pytest.param(
        _Row(
            args=config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=40, min_candidate_nodes_absolute=1
            ),
            register_plugins=[_fit()],
            node_names=["node1", "node2", "node3", "node4", "node5"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).req(largeRes).obj(),
                _p("p2").node("node2").priority(midPriority).req(largeRes).obj(),
                _p("p3").node("node3").priority(midPriority).req(largeRes).obj(),
                _p("p4").node("node4").priority(midPriority).req(largeRes).obj(),
                _p("p5").node("node5").priority(midPriority).req(largeRes).obj(),
            ],
            disable_parallelism=True,
            expected=[
                [
                    # cycle=0 => offset=4 => node5 (yes), node1 (yes)
                    _c("node1", [_p("p1").node("node1").priority(midPriority).req(largeRes).obj()]),
                    _c("node5", [_p("p5").node("node5").priority(midPriority).req(largeRes).obj()]),
                ]
            ],
            expected_num_filter_called=[4],
        ),
        id="all nodes are possible candidates, but DefaultPreemptionArgs limits to 2",
    ),
    pytest.param(
        _Row(
            args=config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=40, min_candidate_nodes_absolute=1
            ),
            register_plugins=[_fit()],
            node_names=["node1", "node2", "node3", "node4", "node5"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).req(largeRes).obj(),
                _p("p2").node("node2").priority(veryHighPriority).req(largeRes).obj(),
                _p("p3").node("node3").priority(midPriority).req(largeRes).obj(),
                _p("p4").node("node4").priority(midPriority).req(largeRes).obj(),
                _p("p5").node("node5").priority(veryHighPriority).req(largeRes).obj(),
            ],
            disable_parallelism=True,
            expected=[
                [
                    # cycle=0 => offset=4 => node5 (no), node1 (yes), node2 (no), node3 (yes)
                    _c("node1", [_p("p1").node("node1").priority(midPriority).req(largeRes).obj()]),
                    _c("node3", [_p("p3").node("node3").priority(midPriority).req(largeRes).obj()]),
                ]
            ],
            expected_num_filter_called=[4],
        ),
        id="some nodes are not possible candidates, DefaultPreemptionArgs limits to 2",
    ),
    pytest.param(
        _Row(
            args=config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=40, min_candidate_nodes_absolute=1
            ),
            register_plugins=[_fit()],
            node_names=["node1", "node2", "node3", "node4", "node5"],
            test_pods=[
                _p("tp1").priority(highPriority).req(largeRes).obj(),
                _p("tp2").priority(highPriority).req(largeRes).obj(),
                _p("tp3").priority(highPriority).req(largeRes).obj(),
            ],
            init_pods=[
                _p("p1").node("node1").priority(midPriority).req(largeRes).obj(),
                _p("p2").node("node2").priority(midPriority).req(largeRes).obj(),
                _p("p3").node("node3").priority(midPriority).req(largeRes).obj(),
                _p("p4").node("node4").priority(midPriority).req(largeRes).obj(),
                _p("p5").node("node5").priority(midPriority).req(largeRes).obj(),
            ],
            disable_parallelism=True,
            expected=[
                [
                    # cycle=0 => offset=4 => node5 (yes), node1 (yes)
                    _c("node1", [_p("p1").node("node1").priority(midPriority).req(largeRes).obj()]),
                    _c("node5", [_p("p5").node("node5").priority(midPriority).req(largeRes).obj()]),
                ],
                [
                    # cycle=1 => offset=1 => node2 (yes), node3 (yes)
                    _c("node2", [_p("p2").node("node2").priority(midPriority).req(largeRes).obj()]),
                    _c("node3", [_p("p3").node("node3").priority(midPriority).req(largeRes).obj()]),
                ],
                [
                    # cycle=2 => offset=3 => node4 (yes), node5 (yes)
                    _c("node4", [_p("p4").node("node4").priority(midPriority).req(largeRes).obj()]),
                    _c("node5", [_p("p5").node("node5").priority(midPriority).req(largeRes).obj()]),
                ],
            ],
            expected_num_filter_called=[4, 4, 4],
        ),
        id="preemption offset across multiple scheduling cycles and wrap around",
    ),
    pytest.param(
        _Row(
            args=config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=40, min_candidate_nodes_absolute=2
            ),
            register_plugins=[_fit()],
            node_names=["node1", "node2", "node3", "node4", "node5"],
            test_pods=[_p("p").priority(highPriority).req(largeRes).obj()],
            init_pods=[
                _p("p1")
                .node("node1")
                .label("app", "foo")
                .priority(midPriority)
                .req(largeRes)
                .obj(),
                _p("p2")
                .node("node2")
                .label("app", "foo")
                .priority(midPriority)
                .req(largeRes)
                .obj(),
                _p("p3").node("node3").priority(midPriority).req(largeRes).obj(),
                _p("p4").node("node4").priority(midPriority).req(largeRes).obj(),
                _p("p5")
                .node("node5")
                .label("app", "foo")
                .priority(midPriority)
                .req(largeRes)
                .obj(),
            ],
            pdbs=[_pdb(0)],
            disable_parallelism=True,
            expected=[
                [
                    # Three candidates although the args ask for at least two: the dry run goes
                    # on until it finds one without PDB violations.
                    # cycle=0 => offset=4 => node5 (yes, pdb), node1 (yes, pdb), node2 (no,
                    # pdb), node3 (yes)
                    _c(
                        "node1",
                        [
                            _p("p1")
                            .node("node1")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(largeRes)
                            .obj()
                        ],
                        1,
                    ),
                    _c("node3", [_p("p3").node("node3").priority(midPriority).req(largeRes).obj()]),
                    _c(
                        "node5",
                        [
                            _p("p5")
                            .node("node5")
                            .label("app", "foo")
                            .priority(midPriority)
                            .req(largeRes)
                            .obj()
                        ],
                        1,
                    ),
                ]
            ],
            expected_num_filter_called=[8],
        ),
        id="preemption looks past numCandidates until a non-PDB violating node is found",
    ),
]

labelKeys = ["hostname", "zone", "region"]


@pytest.mark.parametrize("tt", _DRY_RUN_ROWS)
def test_dry_run_preemption(tt: _Row) -> None:
    nodes: list[v1.Node] = []
    fake_filter_rc_map: dict[str, framework.Code] = {}
    for node_name in tt.node_names:
        node_wrapper = st.make_node().capacity(veryLargeRes)
        # "name/zone/region" becomes the labels hostname, zone and region.
        tp_keys = node_name.split("/")
        node_wrapper.name(tp_keys[0])
        for i, label_val in enumerate(node_name.split("/")):
            node_wrapper.label(labelKeys[i], label_val)
        nodes.append(node_wrapper.obj())
        fake_filter_rc_map[node_name] = tt.fake_filter_rc
    snapshot = new_snapshot(tt.init_pods, nodes)

    # A FakeFilterPlugin, the essential plugins and the row's plugins.
    fake_plugin = tfplugins.FakeFilterPlugin(failed_node_return_code_map=fake_filter_rc_map)

    def fake_filter_factory(args: object, fh: framework.Handle) -> framework.Plugin:
        return fake_plugin

    registered_plugins = [
        tf.register_filter_plugin("FakeFilter", fake_filter_factory),
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        *tt.register_plugins,
    ]
    informer_factory = _informer_factory(tt.test_pods + tt.init_pods)
    parallelism = parallelize.DefaultParallelism
    if tt.disable_parallelism:
        # Go needs a parallelism of 1 for rows with few candidates to be deterministic; the
        # Python parallelizer is always in order.
        parallelism = 1

    fwk = tf.new_framework(
        registered_plugins,
        "",
        frameworkruntime.with_pod_nominator(
            new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
        frameworkruntime.with_snapshot_shared_lister(snapshot),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_parallelism(parallelism),
    )

    node_infos = snapshot.node_infos().list()
    node_infos.sort(key=lambda ni: ni.node().name)  # type: ignore[union-attr]

    args = tt.args if tt.args is not None else get_default_default_preemption_args()
    pl = DefaultPreemption(
        fh=fwk,
        pod_lister=informer_factory.core().v1().pods().lister(),
        pdb_lister=get_pdb_lister(informer_factory),
        args=args,
        # Go seeds math/rand with 4 to make the offsets deterministic.
        rng=gorand.new(gorand.new_source(4)),
    )

    prev_num_filter_called = 0
    for cycle, pod in enumerate(tt.test_pods):
        state = framework.new_cycle_state()
        # Some rows rely on PreFilter plugins to fill the CycleState.
        _, status, _ = fwk.run_pre_filter_plugins(state, pod)
        assert framework.Status.is_success(status), f"cycle {cycle}: PreFilter Status {status}"
        pe = preemption.Evaluator(
            plugin_name=names.DefaultPreemption,
            handler=pl.fh,
            pod_lister=pl.pod_lister,
            pdb_lister=pl.pdb_lister,
            state=state,
            interface=pl,
        )
        offset, num_candidates = pl.get_offset_and_num_candidates(len(node_infos))
        got, _, _ = pe.dry_run_preemption(pod, node_infos, tt.pdbs, offset, num_candidates)
        # Sort the victims of each candidate, and the candidates by node name.
        for c in got:
            c.victims().pods.sort(key=lambda p: p.name)
        got.sort(key=lambda c: c.name())
        candidates = [preemption.candidate(victims_=c.victims(), name_=c.name()) for c in got]
        num_filter_called = fake_plugin.num_filter_called - prev_num_filter_called
        assert num_filter_called == tt.expected_num_filter_called[cycle], f"cycle {cycle}"
        prev_num_filter_called = fake_plugin.num_filter_called
        assert candidates == tt.expected[cycle], f"cycle {cycle}"


@pytest.mark.parametrize(
    ("node_names", "pod", "pods", "expected"),
    [
        pytest.param(
            ["node1", "node2"],
            _p("p").priority(highPriority).req(largeRes).obj(),
            [
                _p("p1")
                .node("node1")
                .priority(midPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
                _p("p2")
                .node("node2")
                .priority(midPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
            ],
            ["node1", "node2"],
            id="a pod that fits on both nodes when lower priority pods are preempted",
        ),
        pytest.param(
            ["node1", "node2", "node3"],
            _p("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(midPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.2")
                .node("node2")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
            ],
            ["node3"],
            id="node with min highest priority pod is picked",
        ),
        pytest.param(
            ["node1", "node2", "node3"],
            _p("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(midPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(midPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.2")
                .node("node2")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
            ],
            ["node2"],
            id="when highest priorities are the same, minimum sum of priorities is picked",
        ),
        pytest.param(
            ["node1", "node2", "node3"],
            _p("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(midPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(negPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.3")
                .node("node1")
                .priority(midPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.4")
                .node("node1")
                .priority(negPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(midPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.2")
                .node("node2")
                .priority(negPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(negPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.3")
                .node("node3")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
            ],
            ["node2"],
            id="when highest priority and sum are the same, minimum number of pods is picked",
        ),
        pytest.param(
            # pick_one_node_for_preemption shifts the priorities it sums; this row checks that.
            ["node1", "node2", "node3"],
            _p("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(midPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(negPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.3")
                .node("node1")
                .priority(negPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(midPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.2")
                .node("node2")
                .priority(negPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(negPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.3")
                .node("node3")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
            ],
            ["node2"],
            id="sum of adjusted priorities is considered",
        ),
        pytest.param(
            ["node1", "node2", "node3", "node4"],
            _p("p").priority(veryHighPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(midPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p1.3")
                .node("node1")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(highPriority)
                .req(largeRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.3")
                .node("node3")
                .priority(lowPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p3.4")
                .node("node3")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p4.1")
                .node("node4")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime)
                .obj(),
                _p("p4.2")
                .node("node4")
                .priority(midPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p4.3")
                .node("node4")
                .priority(midPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
                _p("p4.4")
                .node("node4")
                .priority(negPriority)
                .req(smallRes)
                .start_time(epochTime)
                .obj(),
            ],
            ["node1"],
            id="non-overlapping lowest high priority, sum priorities, and number of pods",
        ),
        pytest.param(
            ["node1", "node2", "node3"],
            _p("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime2)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime2)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime3)
                .obj(),
                _p("p2.2")
                .node("node2")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime3)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime1)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime1)
                .obj(),
            ],
            ["node2"],
            id="same priority, same number of victims, different start time for each node's pod",
        ),
        pytest.param(
            ["node1", "node2", "node3"],
            _p("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime4)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime2)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime5)
                .obj(),
                _p("p2.2")
                .node("node2")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime1)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime3)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime6)
                .obj(),
            ],
            ["node3"],
            id="same priority, same number of victims, different start time for all pods",
        ),
        pytest.param(
            ["node1", "node2", "node3"],
            _p("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _p("p1.1")
                .node("node1")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime4)
                .obj(),
                _p("p1.2")
                .node("node1")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime2)
                .obj(),
                _p("p2.1")
                .node("node2")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime6)
                .obj(),
                _p("p2.2")
                .node("node2")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime1)
                .obj(),
                _p("p3.1")
                .node("node3")
                .priority(lowPriority)
                .req(mediumRes)
                .start_time(epochTime3)
                .obj(),
                _p("p3.2")
                .node("node3")
                .priority(midPriority)
                .req(mediumRes)
                .start_time(epochTime5)
                .obj(),
            ],
            ["node2"],
            id="different priority, same number of victims, different start time for all pods",
        ),
    ],
)
def test_select_best_candidate(
    node_names: list[str], pod: v1.Pod, pods: list[v1.Pod], expected: list[str]
) -> None:
    nodes = [st.make_node().name(n).capacity(veryLargeRes).obj() for n in node_names]
    informer_factory = _informer_factory([pod, *pods])
    snapshot = new_snapshot(pods, nodes)
    fwk = tf.new_framework(
        [
            _fit(),
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_pod_nominator(
            new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
        frameworkruntime.with_snapshot_shared_lister(snapshot),
    )

    state = framework.new_cycle_state()
    # Some rows rely on PreFilter plugins to fill the CycleState.
    _, status, _ = fwk.run_pre_filter_plugins(state, pod)
    assert framework.Status.is_success(status), f"Unexpected PreFilter Status: {status}"
    node_infos = snapshot.node_infos().list()

    pl = DefaultPreemption(
        fh=fwk,
        pod_lister=informer_factory.core().v1().pods().lister(),
        pdb_lister=get_pdb_lister(informer_factory),
        args=get_default_default_preemption_args(),
        # Go seeds math/rand with 4.
        rng=gorand.new(gorand.new_source(4)),
    )
    pe = preemption.Evaluator(
        plugin_name=names.DefaultPreemption,
        handler=pl.fh,
        pod_lister=pl.pod_lister,
        pdb_lister=pl.pdb_lister,
        state=state,
        interface=pl,
    )
    offset, num_candidates = pl.get_offset_and_num_candidates(len(node_infos))
    candidates, _, _ = pe.dry_run_preemption(pod, node_infos, [], offset, num_candidates)
    s = pe.select_candidate(candidates)
    if s is None or len(s.name()) == 0:
        return
    assert s.name() in expected


@pytest.mark.parametrize(
    ("fts", "pod", "pods", "nodes", "nominated_node_status", "expected"),
    [
        pytest.param(
            Features(),
            st.make_pod()
            .name("p_with_nominated_node")
            .uid("p")
            .priority(highPriority)
            .nominated_node_name("node1")
            .obj(),
            [_p("p1").priority(lowPriority).node("node1").terminating().obj()],
            ["node1"],
            framework.new_status(
                framework.UnschedulableAndUnresolvable, tainttoleration.ErrReasonNotMatch
            ),
            True,
            id="Pod with nominated node",
        ),
        pytest.param(
            Features(),
            st.make_pod().name("p_without_nominated_node").uid("p").priority(highPriority).obj(),
            [],
            [],
            None,
            True,
            id="Pod without nominated node",
        ),
        pytest.param(
            Features(),
            st.make_pod()
            .name("p_with_preempt_never_policy")
            .uid("p")
            .priority(highPriority)
            .preemption_policy(v1.PreemptNever)
            .obj(),
            [],
            [],
            None,
            False,
            id="Pod with 'PreemptNever' preemption policy",
        ),
        pytest.param(
            Features(),
            st.make_pod()
            .name("p_with_nominated_node")
            .uid("p")
            .priority(highPriority)
            .nominated_node_name("node1")
            .obj(),
            [
                _p("p1")
                .priority(lowPriority)
                .node("node1")
                .terminating()
                .condition(v1.DisruptionTarget, v1.ConditionTrue, v1.PodReasonPreemptionByScheduler)
                .obj()
            ],
            ["node1"],
            None,
            False,
            id="preemption victim pod terminating, as indicated by the dedicated DisruptionTarget "
            "condition",
        ),
        pytest.param(
            Features(),
            st.make_pod()
            .name("p_with_nominated_node")
            .uid("p")
            .priority(highPriority)
            .nominated_node_name("node1")
            .obj(),
            [_p("p1").priority(lowPriority).node("node1").terminating().obj()],
            ["node1"],
            None,
            True,
            id="non-victim Pods terminating",
        ),
    ],
)
def test_pod_eligible_to_preempt_others(
    fts: Features,
    pod: v1.Pod,
    pods: list[v1.Pod],
    nodes: list[str],
    nominated_node_status: framework.Status | None,
    expected: bool,
) -> None:
    node_objs = [st.make_node().name(n).obj() for n in nodes]
    registered_plugins = [
        tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
        tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
    ]
    f = tf.new_framework(
        registered_plugins,
        "",
        frameworkruntime.with_snapshot_shared_lister(new_snapshot(pods, node_objs)),
    )
    pl = DefaultPreemption(fh=f, fts=fts)
    got, _ = pl.pod_eligible_to_preempt_others(pod, nominated_node_status)
    assert got == expected, f"expected {expected}, got {got} for pod: {pod.name}"


def _preempt_pod(name: str) -> st.PodWrapper:
    return _p(name).namespace(v1.NamespaceDefault)


@pytest.mark.parametrize(
    ("pod", "pods", "extenders", "node_names", "register_plugin", "want", "expected_pods"),
    [
        pytest.param(
            _preempt_pod("p")
            .priority(highPriority)
            .req(veryLargeRes)
            .preemption_policy(v1.PreemptLowerPriority)
            .obj(),
            [
                _p("p1.1").node("node1").priority(lowPriority).req(smallRes).obj(),
                _p("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _p("p2.1").node("node2").priority(highPriority).req(largeRes).obj(),
                _p("p3.1").node("node3").priority(midPriority).req(mediumRes).obj(),
            ],
            [],
            ["node1", "node2", "node3"],
            _fit(),
            framework.new_post_filter_result_with_nominated_node("node1"),
            ["p1.1", "p1.2"],
            id="basic preemption logic",
        ),
        pytest.param(
            _spread_pod("p", highPriority, v1.NamespaceDefault),
            [
                _preempt_pod("p-a1").node("node-a").label("foo", "").priority(highPriority).obj(),
                _preempt_pod("p-a2").node("node-a").label("foo", "").priority(highPriority).obj(),
                _preempt_pod("p-b1").node("node-b").label("foo", "").priority(lowPriority).obj(),
                _preempt_pod("p-x1").node("node-x").label("foo", "").priority(highPriority).obj(),
                _preempt_pod("p-x2").node("node-x").label("foo", "").priority(highPriority).obj(),
            ],
            [],
            ["node-a/zone1", "node-b/zone1", "node-x/zone2"],
            tf.register_plugin_as_extensions(
                podtopologyspread.Name, pod_topology_spread_func, "PreFilter", "Filter"
            ),
            framework.new_post_filter_result_with_nominated_node("node-b"),
            ["p-b1"],
            id="preemption for topology spread constraints",
        ),
        pytest.param(
            _preempt_pod("p")
            .priority(highPriority)
            .req(veryLargeRes)
            .preemption_policy(v1.PreemptLowerPriority)
            .obj(),
            [
                _preempt_pod("p1.1").node("node1").priority(midPriority).req(smallRes).obj(),
                _preempt_pod("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p2.1").node("node3").priority(midPriority).req(largeRes).obj(),
            ],
            [
                tfext.FakeExtender(
                    extender_name="FakeExtender1",
                    predicates=[tfext.true_predicate_extender],
                ),
                tfext.FakeExtender(
                    extender_name="FakeExtender2",
                    predicates=[tfext.node1_predicate_extender],
                ),
            ],
            ["node1", "node2", "node3"],
            _fit(),
            framework.new_post_filter_result_with_nominated_node("node1"),
            ["p1.1", "p1.2"],
            id="Scheduler extenders allow only node1, otherwise node3 would have been chosen",
        ),
        pytest.param(
            _preempt_pod("p")
            .priority(highPriority)
            .req(veryLargeRes)
            .preemption_policy(v1.PreemptLowerPriority)
            .obj(),
            [
                _preempt_pod("p1.1").node("node1").priority(midPriority).req(smallRes).obj(),
                _preempt_pod("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p2.1").node("node2").priority(midPriority).req(largeRes).obj(),
            ],
            [
                tfext.FakeExtender(
                    extender_name="FakeExtender1",
                    predicates=[tfext.false_predicate_extender],
                ),
            ],
            ["node1", "node2", "node3"],
            _fit(),
            None,
            [],
            id="Scheduler extenders do not allow any preemption",
        ),
        pytest.param(
            _preempt_pod("p")
            .priority(highPriority)
            .req(veryLargeRes)
            .preemption_policy(v1.PreemptLowerPriority)
            .obj(),
            [
                _preempt_pod("p1.1").node("node1").priority(midPriority).req(smallRes).obj(),
                _preempt_pod("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p2.1").node("node2").priority(midPriority).req(largeRes).obj(),
            ],
            [
                tfext.FakeExtender(
                    predicates=[tfext.error_predicate_extender],
                    ignorable=True,
                    extender_name="FakeExtender1",
                ),
                tfext.FakeExtender(
                    predicates=[tfext.node1_predicate_extender],
                    extender_name="FakeExtender2",
                ),
            ],
            ["node1", "node2", "node3"],
            _fit(),
            framework.new_post_filter_result_with_nominated_node("node1"),
            ["p1.1", "p1.2"],
            id="One scheduler extender allows only node1, the other returns error but ignorable. "
            "Only node1 would be chosen",
        ),
        pytest.param(
            _preempt_pod("p")
            .priority(highPriority)
            .req(veryLargeRes)
            .preemption_policy(v1.PreemptLowerPriority)
            .obj(),
            [
                _preempt_pod("p1.1").node("node1").priority(midPriority).req(smallRes).obj(),
                _preempt_pod("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p2.1").node("node2").priority(midPriority).req(largeRes).obj(),
            ],
            [
                tfext.FakeExtender(
                    extender_name="FakeExtender1",
                    predicates=[tfext.node1_predicate_extender],
                    un_interested=True,
                ),
                tfext.FakeExtender(
                    extender_name="FakeExtender2",
                    predicates=[tfext.true_predicate_extender],
                ),
            ],
            ["node1", "node2"],
            _fit(),
            # The victims on node1 have a larger sum of priorities, so node2 is chosen.
            framework.new_post_filter_result_with_nominated_node("node2"),
            ["p2.1"],
            id="One scheduler extender allows only node1, but it is not interested in given pod, "
            "otherwise node1 would have been chosen",
        ),
        pytest.param(
            _preempt_pod("p")
            .priority(highPriority)
            .req(veryLargeRes)
            .preemption_policy(v1.PreemptNever)
            .obj(),
            [
                _preempt_pod("p1.1").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p2.1").node("node2").priority(highPriority).req(largeRes).obj(),
                _preempt_pod("p3.1").node("node3").priority(midPriority).req(mediumRes).obj(),
            ],
            [],
            ["node1", "node2", "node3"],
            _fit(),
            None,
            [],
            id="no preempting in pod",
        ),
        pytest.param(
            _preempt_pod("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                _preempt_pod("p1.1").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p1.2").node("node1").priority(lowPriority).req(smallRes).obj(),
                _preempt_pod("p2.1").node("node2").priority(highPriority).req(largeRes).obj(),
                _preempt_pod("p3.1").node("node3").priority(midPriority).req(mediumRes).obj(),
            ],
            [],
            ["node1", "node2", "node3"],
            _fit(),
            framework.new_post_filter_result_with_nominated_node("node1"),
            ["p1.1", "p1.2"],
            id="PreemptionPolicy is nil",
        ),
    ],
)
def test_preempt(
    pod: v1.Pod,
    pods: list[v1.Pod],
    extenders: list[tfext.FakeExtender],
    node_names: list[str],
    register_plugin: tf.RegisterPluginFunc,
    want: framework.PostFilterResult | None,
    expected_pods: list[str],
) -> None:
    informer_factory = _informer_factory([pod, *pods])
    pod_lister = informer_factory.core().v1().pods().lister()

    deleted_pod_names: set[str] = set()
    patched_pod_names: set[str] = set()
    patched_pods: list[v1.Pod] = []

    def patch_reactor(namespace: str, name: str, new_status: v1.PodStatus) -> None:
        # The patch applied to the informer's copy of the pod.
        original = pod_lister.pods(namespace).get(name)
        updated_pod = copy.deepcopy(original)
        updated_pod.status = copy.deepcopy(new_status)
        patched_pods.append(updated_pod)
        patched_pod_names.add(name)

    def delete_reactor(namespace: str, name: str) -> None:
        deleted_pod_names.add(name)

    client = _FakeClientset(patch_reactor=patch_reactor, delete_reactor=delete_reactor)
    recorder = _FakeRecorder()

    waiting_pods = frameworkruntime.new_waiting_pods_map()

    # Python: Go also fills a scheduler cache here, which nothing in this test reads.
    cached_node_info_map: dict[str, framework.NodeInfo] = {}
    nodes: list[v1.Node] = []
    for name in node_names:
        node = st.make_node().name(name).capacity(veryLargeRes).obj()
        # "name/zone/region" becomes the labels hostname, zone and region.
        node.metadata.labels = {}
        for i, label in enumerate(node.name.split("/")):
            node.metadata.labels[labelKeys[i]] = label
        node.metadata.name = node.metadata.labels["hostname"]
        nodes.append(node)

        # The extenders' own copy of the nodes, for their preemption.
        cached_node_info = framework.new_node_info()
        cached_node_info.set_node(node)
        cached_node_info_map[node.name] = cached_node_info
    fw_extenders: list[framework.Extender] = []
    for extender in extenders:
        extender.cached_node_name_to_info = cached_node_info_map
        fw_extenders.append(extender)
    fwk = tf.new_framework(
        [
            register_plugin,
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_client_set(client),
        frameworkruntime.with_event_recorder(recorder),
        frameworkruntime.with_extenders(fw_extenders),
        frameworkruntime.with_pod_nominator(new_test_pod_nominator(pod_lister)),
        frameworkruntime.with_snapshot_shared_lister(new_snapshot(pods, nodes)),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_waiting_pods(waiting_pods),
    )

    state = framework.new_cycle_state()
    # Some rows rely on PreFilter plugins to fill the CycleState.
    _, s, _ = fwk.run_pre_filter_plugins(state, pod)
    assert framework.Status.is_success(s), f"Unexpected preFilterStatus: {s}"
    # Call preempt and check the results.
    pl = DefaultPreemption(
        fh=fwk,
        pod_lister=pod_lister,
        pdb_lister=get_pdb_lister(informer_factory),
        args=get_default_default_preemption_args(),
    )

    pe = preemption.Evaluator(
        plugin_name=names.DefaultPreemption,
        handler=pl.fh,
        pod_lister=pl.pod_lister,
        pdb_lister=pl.pdb_lister,
        state=state,
        interface=pl,
    )

    # Every node is Unschedulable, so that preemption is tried on all of them.
    node_to_status_map: framework.NodeToStatusMap = {
        n.name: framework.new_status(framework.Unschedulable) for n in nodes
    }

    res, status = pe.preempt(pod, node_to_status_map)
    assert framework.Status.is_success(status) or framework.Status.is_rejected(status), (
        f"unexpected error in preemption: {framework.Status.as_error(status)}"
    )
    assert res == want
    assert len(deleted_pod_names) == len(expected_pods)
    assert sorted(patched_pod_names) == sorted(deleted_pod_names)
    # Every deleted victim was reported with a Preempted event.
    assert sorted(regarding.name for regarding, _ in recorder.events) == sorted(deleted_pod_names)

    # The DisruptionTarget condition was added to the status of every patched pod.
    for patched_pod in patched_pods:
        expected_pod_condition = v1.PodCondition(
            type=v1.DisruptionTarget,
            status=v1.ConditionTrue,
            reason=v1.PodReasonPreemptionByScheduler,
            message=(
                f"{patched_pod.spec.scheduler_name}: "
                "preempting to accommodate a higher priority pod"
            ),
        )
        condition = next(
            (c for c in patched_pod.status.conditions if c.type == v1.DisruptionTarget), None
        )
        assert condition is not None
        condition = copy.deepcopy(condition)
        condition.last_transition_time = None
        assert condition == expected_pod_condition

    for victim_name in deleted_pod_names:
        assert victim_name in expected_pods, f"pod {victim_name} is not expected to be a victim."
    if res is not None and res.nominating_info is not None:
        pod.status.nominated_node_name = res.nominating_info.nominated_node_name

    # Mark the deleted pods as being deleted.
    for p in pods:
        if p.name in deleted_pod_names:
            p.metadata.deletion_timestamp = _NOW
            deleted_pod_names.discard(p.name)

    # A second call must not preempt any more pods.
    res, status = pe.preempt(pod, {})
    assert framework.Status.is_success(status) or framework.Status.is_rejected(status), (
        f"unexpected error in preemption: {framework.Status.as_error(status)}"
    )
    if res is not None and res.nominating_info is not None:
        assert len(deleted_pod_names) == 0, (
            "didn't expect any more preemption. Node "
            f"{res.nominating_info.nominated_node_name} is selected for preemption."
        )
