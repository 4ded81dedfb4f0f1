"""FakeExtender (pkg/scheduler/testing/framework/fake_extender.go), which has no Go tests of
its own; these check the behaviour the scheduler and preemption tests rely on."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.framework.interface import Code, FrameworkError, NodeScore, Status
from kube_scheduler_py.v1_31.framework.types import NodeInfo, new_node_info
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.testing.framework import fake_extender as tf
from kube_scheduler_py.v1_31.testing.framework.fake_listers import NodeInfoLister

POD = st.make_pod().name("p").uid("p").priority(10).obj()


def _node_info(name: str, *pods: v1.Pod) -> NodeInfo:
    ni = new_node_info(*pods)
    ni.set_node(st.make_node().name(name).obj())
    return ni


def test_name_defaults() -> None:
    assert tf.FakeExtender().name() == "defaultFakeExtender"
    assert tf.FakeExtender(extender_name="e").name() == "e"


def test_predicates() -> None:
    n1, n2 = _node_info("node1"), _node_info("node2")
    assert tf.true_predicate_extender(POD, n1) == Status(Code.Success)
    assert tf.false_predicate_extender(POD, n1) == Status(
        Code.Unschedulable, ['pod is unschedulable on the node "node1"']
    )
    assert tf.error_predicate_extender(POD, n1) == Status(Code.Error, ["some error"])
    assert Status.is_success(tf.node1_predicate_extender(POD, n1))
    assert tf.node1_predicate_extender(POD, n2) == Status(
        Code.Unschedulable, ['node "node2" is not allowed']
    )
    assert Status.is_success(tf.node2_predicate_extender(POD, n2))


def test_filter_sorts_nodes_into_the_maps() -> None:
    def unresolvable_on_node3(pod: v1.Pod, node: NodeInfo) -> Status | None:
        if node.get_name() == "node3":
            return Status(Code.UnschedulableAndUnresolvable)
        return None

    e = tf.FakeExtender(predicates=[unresolvable_on_node3, tf.node1_predicate_extender])
    nodes = [_node_info("node1"), _node_info("node2"), _node_info("node3")]
    filtered, failed, unresolvable = e.filter(POD, nodes)
    assert filtered == [nodes[0]]
    assert failed == {"node2": 'FakeExtender: node "node2" failed'}
    assert unresolvable == {"node3": 'FakeExtender: node "node3" failed and unresolvable'}
    assert e.filtered_nodes == [nodes[0]]


def test_filter_error() -> None:
    e = tf.FakeExtender(predicates=[tf.error_predicate_extender])
    with pytest.raises(FrameworkError, match=r"^some error$"):
        e.filter(POD, [_node_info("node1")])


def test_prioritize_sums_weighted_scores_and_skips_weight_zero() -> None:
    e = tf.FakeExtender(
        prioritizers=[
            tf.PriorityConfig(function=tf.node1_prioritizer_extender, weight=2),
            tf.PriorityConfig(function=tf.node2_prioritizer_extender, weight=3),
            tf.PriorityConfig(function=tf.error_prioritizer_extender, weight=0),
        ],
        weight=7,
    )
    scores, weight = e.prioritize(POD, [_node_info("node1"), _node_info("node2")])
    assert weight == 7
    assert scores == [
        extenderv1.HostPriority(host="node1", score=10 * 2 + 1 * 3),
        extenderv1.HostPriority(host="node2", score=1 * 2 + 10 * 3),
    ]
    assert tf.node1_prioritizer_extender(POD, [_node_info("node1")]) == [
        NodeScore(name="node1", score=10)
    ]


def test_prioritize_error() -> None:
    e = tf.FakeExtender(
        prioritizers=[tf.PriorityConfig(function=tf.error_prioritizer_extender, weight=1)]
    )
    with pytest.raises(tf.FakeExtenderError, match=r"^some error$"):
        e.prioritize(POD, [_node_info("node1")])


def test_bind() -> None:
    binding = v1.Binding(target=v1.ObjectReference(name="node1"))
    e = tf.FakeExtender()
    e.bind(binding)  # nothing filtered yet: accepted

    e.filtered_nodes = [_node_info("node1")]
    e.bind(binding)
    assert e.filtered_nodes == []

    node2 = _node_info("node2")
    e.filtered_nodes = [node2]
    with pytest.raises(tf.FakeExtenderError) as err:
        e.bind(binding)
    assert str(err.value) == f"Node node1 not in filtered nodes [{node2.string()}]"
    assert e.filtered_nodes == []

    def failing_binder() -> None:
        raise tf.FakeExtenderError("bind failed")

    with pytest.raises(tf.FakeExtenderError, match="bind failed"):
        tf.FakeExtender(binder=failing_binder).bind(binding)


def test_capabilities() -> None:
    e = tf.FakeExtender()
    assert e.is_binder() and e.supports_preemption() and e.is_interested(POD)
    assert not (e.is_filter() or e.is_prioritizer() or e.is_ignorable())
    assert not tf.FakeExtender(un_interested=True).is_interested(POD)


def test_process_preemption_without_cache_reruns_the_predicates() -> None:
    victim = st.make_pod().name("v").uid("v").obj()
    lister = NodeInfoLister([_node_info("node1", victim), _node_info("node2")])
    e = tf.FakeExtender(predicates=[tf.node1_predicate_extender])
    v1victims = extenderv1.Victims(pods=[victim], num_pdb_violations=1)
    given = {"node1": v1victims, "node2": extenderv1.Victims()}
    got = e.process_preemption(POD, given, lister)
    assert got == {"node1": extenderv1.Victims(pods=[victim], num_pdb_violations=1)}
    assert got["node1"] is v1victims
    assert set(given) == {"node1", "node2"}


def test_process_preemption_with_cache_adds_its_own_victims() -> None:
    low1 = st.make_pod().name("low1").uid("low1").priority(1).obj()
    low2 = st.make_pod().name("low2").uid("low2").priority(2).obj()
    high = st.make_pod().name("high").uid("high").priority(100).obj()
    cached = _node_info("node1", low1, low2, high)

    def at_most_two_pods(pod: v1.Pod, node: NodeInfo) -> Status | None:
        if len(node.pods) <= 2:
            return None
        return Status(Code.Unschedulable, ["too many pods"])

    e = tf.FakeExtender(
        predicates=[at_most_two_pods],
        node_cache_capable=True,
        cached_node_name_to_info={"node1": cached},
    )
    lister = NodeInfoLister([_node_info("node1")])
    got = e.process_preemption(POD, {"node1": extenderv1.Victims()}, lister)
    # low2 is more important and goes back first; then low1 no longer fits.
    assert got == {"node1": extenderv1.Victims(pods=[low1], num_pdb_violations=0)}
    assert [p.pod.name for p in cached.pods] == ["low1", "low2", "high"]


def test_node2_prioritizer_plugin() -> None:
    plugin = tf.new_node2_prioritizer_plugin()(None, None)  # type: ignore[arg-type]
    assert isinstance(plugin, tf.node2PrioritizerPlugin)
    assert plugin.name() == "Node2Prioritizer"
    assert plugin.score(None, POD, "node2") == (100, None)  # type: ignore[arg-type]
    assert plugin.score(None, POD, "node1") == (10, None)  # type: ignore[arg-type]
    assert plugin.score_extensions() is None
