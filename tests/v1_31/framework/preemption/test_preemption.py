"""Port of pkg/scheduler/framework/preemption/preemption_test.go.

# Python: Go builds an informer factory over a fake clientset holding the pods; here the
# in-memory API server's informer factory gets the pods put straight into its pod store, as
# Go's tests do with podInformer.GetStore().Add (the API server's Priority admission would
# refuse pods that state a priority without a PriorityClass).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import new_fake_clock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.policy import v1 as policy
from kube_scheduler_py.v1_31.framework import parallelize
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.plugins import defaultbinder, queuesort
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import filtering as interpodaffinity
from kube_scheduler_py.v1_31.framework.plugins.nodeaffinity import node_affinity as nodeaffinity
from kube_scheduler_py.v1_31.framework.plugins.nodename import node_name as nodename
from kube_scheduler_py.v1_31.framework.plugins.nodeunschedulable import (
    node_unschedulable as nodeunschedulable,
)
from kube_scheduler_py.v1_31.framework.plugins.podtopologyspread import common as podtopologyspread
from kube_scheduler_py.v1_31.framework.plugins.tainttoleration import (
    taint_toleration as tainttoleration,
)
from kube_scheduler_py.v1_31.framework.plugins.volumerestrictions import (
    volume_restrictions as volumerestrictions,
)
from kube_scheduler_py.v1_31.framework.preemption.preemption import (
    Candidate,
    Evaluator,
    Interface,
    candidate,
    nodes_where_preemption_might_help,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.internal.queue.testing import new_test_pod_nominator
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import framework_helpers as tf

midPriority, highPriority = 100, 1000

veryLargeRes = {
    v1.ResourceCPU: "500m",
    v1.ResourceMemory: "500",
}

# Python: volumezone and volumebinding are not ported yet; these are their Go reason strings.
_volumezone_ErrReasonConflict = "node(s) had no available volume zone"
_volumebinding_ErrReasonNodeConflict = "node(s) had volume node affinity conflict"
_volumebinding_ErrReasonBindConflict = "node(s) didn't find available persistent volumes to bind"


def _informer_factory(pods: list[v1.Pod]) -> SharedInformerFactory:
    """An informer factory whose pod store holds pods (Go: GetStore().Add)."""
    factory = SharedInformerFactory(APIServer(new_fake_clock()))
    store = factory.core().v1().pods().informer().items
    for pod in pods:
        store[(pod.namespace, pod.name)] = pod
    return factory


class FakePostFilterPlugin(Interface):
    def __init__(self, num_violating_victim: int) -> None:
        self.num_violating_victim = num_violating_victim

    def select_victims_on_node(
        self,
        state: framework.CycleState,
        pod: v1.Pod,
        node_info: framework.NodeInfo,
        pdbs: list[policy.PodDisruptionBudget],
    ) -> tuple[list[v1.Pod], int, framework.Status | None]:
        return [node_info.pods[0].pod], self.num_violating_victim, None

    def get_offset_and_num_candidates(self, nodes: int) -> tuple[int, int]:
        return 0, nodes

    def candidates_to_victims_map(
        self, candidates: list[Candidate]
    ) -> dict[str, extenderv1.Victims]:
        return {}

    def pod_eligible_to_preempt_others(
        self, pod: v1.Pod, nominated_node_status: framework.Status | None
    ) -> tuple[bool, str]:
        return True, ""

    def ordered_score_funcs(
        self, nodes_to_victims: dict[str, extenderv1.Victims]
    ) -> list[Callable[[str], int]] | None:
        return None


class FakePreemptionScorePostFilterPlugin(Interface):
    def select_victims_on_node(
        self,
        state: framework.CycleState,
        pod: v1.Pod,
        node_info: framework.NodeInfo,
        pdbs: list[policy.PodDisruptionBudget],
    ) -> tuple[list[v1.Pod], int, framework.Status | None]:
        return [node_info.pods[0].pod], 1, None

    def get_offset_and_num_candidates(self, nodes: int) -> tuple[int, int]:
        return 0, nodes

    def candidates_to_victims_map(
        self, candidates: list[Candidate]
    ) -> dict[str, extenderv1.Victims]:
        m: dict[str, extenderv1.Victims] = {}
        for c in candidates:
            m[c.name()] = c.victims()
        return m

    def pod_eligible_to_preempt_others(
        self, pod: v1.Pod, nominated_node_status: framework.Status | None
    ) -> tuple[bool, str]:
        return True, ""

    def ordered_score_funcs(
        self, nodes_to_victims: dict[str, extenderv1.Victims]
    ) -> list[Callable[[str], int]] | None:
        def fewest_containers(node: str) -> int:
            sum_containers = 0
            for pod in nodes_to_victims[node].pods:
                sum_containers += len(pod.spec.containers) + len(pod.spec.init_containers)
            # Fewer containers score higher.
            return -sum_containers

        return [fewest_containers]


def _s(code: framework.Code, *reasons: str) -> framework.Status:
    return framework.new_status(code, *reasons)


U = framework.Unschedulable
UU = framework.UnschedulableAndUnresolvable


@pytest.mark.parametrize(
    ("nodes_statuses", "expected"),
    [
        pytest.param(
            {
                "node1": _s(UU, nodeaffinity.ErrReasonPod),
                "node2": _s(UU, nodename.ErrReason),
                "node3": _s(UU, tainttoleration.ErrReasonNotMatch),
                "node4": _s(UU, interpodaffinity.ErrReasonAffinityRulesNotMatch),
            },
            set(),
            id="No node should be attempted",
        ),
        pytest.param(
            {
                "node1": _s(U, interpodaffinity.ErrReasonAntiAffinityRulesNotMatch),
                "node2": _s(UU, nodename.ErrReason),
                "node3": _s(UU, nodeunschedulable.ErrReasonUnschedulable),
                "node4": _s(U, "Unschedulable"),
            },
            {"node1", "node4"},
            id="ErrReasonAntiAffinityRulesNotMatch should be tried as it indicates that the pod "
            "is unschedulable due to inter-pod anti-affinity",
        ),
        pytest.param(
            {
                "node1": _s(UU, interpodaffinity.ErrReasonAffinityRulesNotMatch),
                "node2": _s(U, interpodaffinity.ErrReasonAntiAffinityRulesNotMatch),
                "node3": _s(U, "Unschedulable"),
                "node4": _s(U, "Unschedulable"),
            },
            {"node2", "node3", "node4"},
            id="ErrReasonAffinityRulesNotMatch should not be tried as it indicates that the pod "
            "is unschedulable due to inter-pod affinity, but ErrReasonAntiAffinityRulesNotMatch "
            "should be tried as it indicates that the pod is unschedulable due to inter-pod "
            "anti-affinity",
        ),
        pytest.param(
            {
                "node1": _s(UU, volumerestrictions.ErrReasonDiskConflict),
                "node2": _s(U, f"Insufficient {v1.ResourceMemory}"),
                "node3": _s(U, "Unschedulable"),
                "node4": _s(U, "Unschedulable"),
            },
            {"node2", "node3", "node4"},
            id="Mix of failed predicates works fine",
        ),
        pytest.param(
            {
                "node1": _s(UU, nodeunschedulable.ErrReasonUnknownCondition),
                "node2": _s(U, "Unschedulable"),
                "node3": _s(U, "Unschedulable"),
                "node4": _s(U, "Unschedulable"),
            },
            {"node2", "node3", "node4"},
            id="Node condition errors should be considered unresolvable",
        ),
        pytest.param(
            {
                "node1": _s(UU, _volumezone_ErrReasonConflict),
                "node2": _s(UU, _volumebinding_ErrReasonNodeConflict),
                "node3": _s(UU, _volumebinding_ErrReasonBindConflict),
                "node4": _s(U, "Unschedulable"),
            },
            {"node4"},
            id="ErrVolume... errors should not be tried as it indicates that the pod is "
            "unschedulable due to no matching volumes for pod on node",
        ),
        pytest.param(
            {
                "node1": _s(U, podtopologyspread.ErrReasonConstraintsNotMatch),
                "node2": _s(UU, nodename.ErrReason),
                "node3": _s(U, podtopologyspread.ErrReasonConstraintsNotMatch),
                "node4": _s(U, "Unschedulable"),
            },
            {"node1", "node3", "node4"},
            id="ErrReasonConstraintsNotMatch should be tried as it indicates that the pod is "
            "unschedulable due to topology spread constraints",
        ),
        pytest.param(
            {
                "node1": _s(U, ""),
                "node2": _s(UU, ""),
                "node3": _s(U, ""),
                "node4": _s(UU, ""),
            },
            {"node1", "node3"},
            id="UnschedulableAndUnresolvable status should be skipped but Unschedulable should "
            "be tried",
        ),
        pytest.param(
            {
                "node1": _s(U, ""),
                "node2": _s(UU, podtopologyspread.ErrReasonNodeLabelNotMatch),
                "node3": _s(U, ""),
                "node4": _s(UU, ""),
            },
            {"node1", "node3"},
            id="ErrReasonNodeLabelNotMatch should not be tried as it indicates that the pod is "
            "unschedulable due to node doesn't have the required label",
        ),
    ],
)
def test_nodes_where_preemption_might_help(
    nodes_statuses: framework.NodeToStatusMap, expected: set[str]
) -> None:
    node_infos: list[framework.NodeInfo] = []
    for name in ["node1", "node2", "node3", "node4"]:
        ni = framework.new_node_info()
        ni.set_node(st.make_node().name(name).obj())
        node_infos.append(ni)
    nodes, _ = nodes_where_preemption_might_help(node_infos, nodes_statuses)
    assert len(nodes) == len(expected)
    for node in nodes:
        name = node.node().name  # type: ignore[union-attr]
        assert name in expected


def _victims(pods: list[v1.Pod], num_pdb_violations: int = 0) -> extenderv1.Victims:
    return extenderv1.Victims(pods=pods, num_pdb_violations=num_pdb_violations)


def _new_framework(
    pods_in_informer: list[v1.Pod], snapshot_pods: list[v1.Pod], nodes: list[v1.Node]
) -> framework.Framework:
    informer_factory = _informer_factory(pods_in_informer)
    return tf.new_framework(
        [
            tf.register_queue_sort_plugin(queuesort.Name, queuesort.new),
            tf.register_bind_plugin(defaultbinder.Name, defaultbinder.new),
        ],
        "",
        frameworkruntime.with_pod_nominator(
            new_test_pod_nominator(informer_factory.core().v1().pods().lister())
        ),
        frameworkruntime.with_informer_factory(informer_factory),
        frameworkruntime.with_parallelism(parallelize.DefaultParallelism),
        frameworkruntime.with_snapshot_shared_lister(new_snapshot(snapshot_pods, nodes)),
    )


@pytest.mark.parametrize(
    ("nodes", "test_pods", "init_pods", "num_violating_victim", "expected"),
    [
        pytest.param(
            [
                st.make_node().name("node1").capacity(veryLargeRes).obj(),
                st.make_node().name("node2").capacity(veryLargeRes).obj(),
            ],
            [st.make_pod().name("p").uid("p").priority(highPriority).obj()],
            [
                st.make_pod().name("p1").uid("p1").node("node1").priority(midPriority).obj(),
                st.make_pod().name("p2").uid("p2").node("node2").priority(midPriority).obj(),
            ],
            0,
            [
                [
                    candidate(
                        victims_=_victims(
                            [
                                st.make_pod()
                                .name("p1")
                                .uid("p1")
                                .node("node1")
                                .priority(midPriority)
                                .obj()
                            ]
                        ),
                        name_="node1",
                    ),
                    candidate(
                        victims_=_victims(
                            [
                                st.make_pod()
                                .name("p2")
                                .uid("p2")
                                .node("node2")
                                .priority(midPriority)
                                .obj()
                            ]
                        ),
                        name_="node2",
                    ),
                ],
            ],
            id="no pdb violation",
        ),
        pytest.param(
            [
                st.make_node().name("node1").capacity(veryLargeRes).obj(),
                st.make_node().name("node2").capacity(veryLargeRes).obj(),
            ],
            [st.make_pod().name("p").uid("p").priority(highPriority).obj()],
            [
                st.make_pod().name("p1").uid("p1").node("node1").priority(midPriority).obj(),
                st.make_pod().name("p2").uid("p2").node("node2").priority(midPriority).obj(),
            ],
            1,
            [
                [
                    candidate(
                        victims_=_victims(
                            [
                                st.make_pod()
                                .name("p1")
                                .uid("p1")
                                .node("node1")
                                .priority(midPriority)
                                .obj()
                            ],
                            1,
                        ),
                        name_="node1",
                    ),
                    candidate(
                        victims_=_victims(
                            [
                                st.make_pod()
                                .name("p2")
                                .uid("p2")
                                .node("node2")
                                .priority(midPriority)
                                .obj()
                            ],
                            1,
                        ),
                        name_="node2",
                    ),
                ],
            ],
            id="pdb violation on each node",
        ),
    ],
)
def test_dry_run_preemption(
    nodes: list[v1.Node],
    test_pods: list[v1.Pod],
    init_pods: list[v1.Pod],
    num_violating_victim: int,
    expected: list[list[Candidate]],
) -> None:
    fwk = _new_framework(test_pods + init_pods, test_pods, nodes)

    snapshot = new_snapshot(init_pods, nodes)
    node_infos = snapshot.node_infos().list()
    node_infos.sort(key=lambda ni: ni.node().name)  # type: ignore[union-attr]

    fake_post_plugin = FakePostFilterPlugin(num_violating_victim=num_violating_victim)

    for cycle, pod in enumerate(test_pods):
        state = framework.new_cycle_state()
        pe = Evaluator(
            plugin_name="FakePostFilter",
            handler=fwk,
            interface=fake_post_plugin,
            state=state,
        )
        got, _, _ = pe.dry_run_preemption(pod, node_infos, [], 0, len(node_infos))
        # Sort the victims of each candidate, and the candidates by node name.
        for c in got:
            c.victims().pods.sort(key=lambda p: p.name)
        got.sort(key=lambda c: c.name())
        assert got == expected[cycle], f"cycle {cycle}"


@pytest.mark.parametrize(
    ("node_names", "pod", "test_pods", "expected"),
    [
        pytest.param(
            ["node1", "node2", "node3"],
            st.make_pod().name("p").uid("p").priority(highPriority).req(veryLargeRes).obj(),
            [
                st.make_pod()
                .name("p1.1")
                .uid("p1.1")
                .node("node1")
                .priority(midPriority)
                .containers(
                    [
                        st.make_container().name("container1").obj(),
                        st.make_container().name("container2").obj(),
                    ]
                )
                .obj(),
                st.make_pod()
                .name("p2.1")
                .uid("p2.1")
                .node("node2")
                .priority(midPriority)
                .containers([st.make_container().name("container1").obj()])
                .obj(),
                st.make_pod()
                .name("p3.1")
                .uid("p3.1")
                .node("node3")
                .priority(midPriority)
                .containers(
                    [
                        st.make_container().name("container1").obj(),
                        st.make_container().name("container2").obj(),
                        st.make_container().name("container3").obj(),
                    ]
                )
                .obj(),
            ],
            "node2",
            id="pod has different number of containers on each node",
        ),
    ],
)
def test_select_candidate(
    node_names: list[str], pod: v1.Pod, test_pods: list[v1.Pod], expected: str
) -> None:
    nodes = [st.make_node().name(n).capacity(veryLargeRes).obj() for n in node_names]
    snapshot = new_snapshot(test_pods, nodes)
    informer_factory = _informer_factory([pod, *test_pods])
    fwk = tf.new_framework(
        [
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
    # Some tests rely on PreFilter plugins to fill the CycleState.
    _, status, _ = fwk.run_pre_filter_plugins(state, pod)
    assert framework.Status.is_success(status), f"Unexpected PreFilter Status: {status}"
    node_infos = snapshot.node_infos().list()

    fake_preemption_score_post_filter_plugin = FakePreemptionScorePostFilterPlugin()

    for test_pod in test_pods:
        state = framework.new_cycle_state()
        pe = Evaluator(
            plugin_name="FakePreemptionScorePostFilter",
            handler=fwk,
            interface=fake_preemption_score_post_filter_plugin,
            state=state,
        )
        candidates, _, _ = pe.dry_run_preemption(test_pod, node_infos, [], 0, len(node_infos))
        s = pe.select_candidate(candidates)
        assert s is not None and len(s.name()) != 0, (
            f"expect any node in {expected}, but no candidate selected"
        )
        assert s.name() == expected
