"""Port of pkg/scheduler/framework/plugins/tainttoleration/taint_toleration_test.go."""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.tainttoleration.taint_toleration import (
    TaintToleration,
    new,
)
from kube_scheduler_py.v1_31.framework.runtime import framework as runtime
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos
from kube_scheduler_py.v1_31.util.utils import AsError


def node_with_taints(node_name: str, taints: list[v1.Taint]) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=node_name), spec=v1.NodeSpec(taints=taints))


def pod_with_tolerations(pod_name: str, tolerations: list[v1.Toleration]) -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(name=pod_name), spec=v1.PodSpec(tolerations=tolerations)
    )


def _taint(key: str, value: str, effect: str) -> v1.Taint:
    return v1.Taint(key=key, value=value, effect=effect)


def _toleration(key: str, operator: str, value: str, effect: str) -> v1.Toleration:
    return v1.Toleration(key=key, operator=operator, value=value, effect=effect)


PreferNoSchedule = v1.TaintEffectPreferNoSchedule
NoSchedule = v1.TaintEffectNoSchedule


@pytest.mark.parametrize(
    ("pod", "nodes", "expected_list"),
    [
        # basic test case
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("foo", v1.TolerationOpEqual, "bar", PreferNoSchedule)]
            ),
            [
                node_with_taints("nodeA", [_taint("foo", "bar", PreferNoSchedule)]),
                node_with_taints("nodeB", [_taint("foo", "blah", PreferNoSchedule)]),
            ],
            [
                framework.NodeScore(name="nodeA", score=framework.MaxNodeScore),
                framework.NodeScore(name="nodeB", score=0),
            ],
            id="node with taints tolerated by the pod, gets a higher score than those node with "
            "intolerable taints",
        ),
        # the count of taints that are tolerated by pod, does not matter.
        pytest.param(
            pod_with_tolerations(
                "pod1",
                [
                    _toleration("cpu-type", v1.TolerationOpEqual, "arm64", PreferNoSchedule),
                    _toleration("disk-type", v1.TolerationOpEqual, "ssd", PreferNoSchedule),
                ],
            ),
            [
                node_with_taints("nodeA", []),
                node_with_taints("nodeB", [_taint("cpu-type", "arm64", PreferNoSchedule)]),
                node_with_taints(
                    "nodeC",
                    [
                        _taint("cpu-type", "arm64", PreferNoSchedule),
                        _taint("disk-type", "ssd", PreferNoSchedule),
                    ],
                ),
            ],
            [
                framework.NodeScore(name="nodeA", score=framework.MaxNodeScore),
                framework.NodeScore(name="nodeB", score=framework.MaxNodeScore),
                framework.NodeScore(name="nodeC", score=framework.MaxNodeScore),
            ],
            id="the nodes that all of their taints are tolerated by the pod, get the same score, "
            "no matter how many tolerable taints a node has",
        ),
        # the count of taints on a node that are not tolerated by pod, matters.
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("foo", v1.TolerationOpEqual, "bar", PreferNoSchedule)]
            ),
            [
                node_with_taints("nodeA", []),
                node_with_taints("nodeB", [_taint("cpu-type", "arm64", PreferNoSchedule)]),
                node_with_taints(
                    "nodeC",
                    [
                        _taint("cpu-type", "arm64", PreferNoSchedule),
                        _taint("disk-type", "ssd", PreferNoSchedule),
                    ],
                ),
            ],
            [
                framework.NodeScore(name="nodeA", score=framework.MaxNodeScore),
                framework.NodeScore(name="nodeB", score=50),
                framework.NodeScore(name="nodeC", score=0),
            ],
            id="the more intolerable taints a node has, the lower score it gets.",
        ),
        # taints-tolerations priority only takes care about the taints and tolerations that have
        # effect PreferNoSchedule
        pytest.param(
            pod_with_tolerations(
                "pod1",
                [
                    _toleration("cpu-type", v1.TolerationOpEqual, "arm64", NoSchedule),
                    _toleration("disk-type", v1.TolerationOpEqual, "ssd", NoSchedule),
                ],
            ),
            [
                node_with_taints("nodeA", []),
                node_with_taints("nodeB", [_taint("cpu-type", "arm64", NoSchedule)]),
                node_with_taints(
                    "nodeC",
                    [
                        _taint("cpu-type", "arm64", PreferNoSchedule),
                        _taint("disk-type", "ssd", PreferNoSchedule),
                    ],
                ),
            ],
            [
                framework.NodeScore(name="nodeA", score=framework.MaxNodeScore),
                framework.NodeScore(name="nodeB", score=framework.MaxNodeScore),
                framework.NodeScore(name="nodeC", score=0),
            ],
            id="only taints and tolerations that have effect PreferNoSchedule are checked by "
            "taints-tolerations priority function",
        ),
        pytest.param(
            # pod without tolerations
            pod_with_tolerations("pod1", []),
            [
                # Node without taints
                node_with_taints("nodeA", []),
                node_with_taints("nodeB", [_taint("cpu-type", "arm64", PreferNoSchedule)]),
            ],
            [
                framework.NodeScore(name="nodeA", score=framework.MaxNodeScore),
                framework.NodeScore(name="nodeB", score=0),
            ],
            id="Default behaviour No taints and tolerations, lands on node with no taints",
        ),
    ],
)
def test_taint_toleration_score(
    pod: v1.Pod, nodes: list[v1.Node], expected_list: list[framework.NodeScore]
) -> None:
    state = framework.new_cycle_state()
    snapshot = new_snapshot([], nodes)
    fh = runtime.new_framework(Registry(), None, runtime.with_snapshot_shared_lister(snapshot))

    p = new(None, fh, Features())
    assert isinstance(p, TaintToleration)
    status = p.pre_score(state, pod, build_node_infos(nodes))
    assert framework.Status.is_success(status), f"unexpected error: {status}"
    got_list: list[framework.NodeScore] = []
    for n in nodes:
        node_name = n.name
        score, status = p.score(state, pod, node_name)
        assert framework.Status.is_success(status), f"unexpected error: {status}"
        got_list.append(framework.NodeScore(name=node_name, score=score))

    extensions = p.score_extensions()
    assert extensions is not None
    status = extensions.normalize_score(state, pod, got_list)
    assert framework.Status.is_success(status), f"unexpected error: {status}"

    assert got_list == expected_list


@pytest.mark.parametrize(
    ("pod", "node", "want_status"),
    [
        pytest.param(
            pod_with_tolerations("pod1", []),
            node_with_taints("nodeA", [_taint("dedicated", "user1", "NoSchedule")]),
            framework.new_status(
                framework.UnschedulableAndUnresolvable,
                "node(s) had untolerated taint {dedicated: user1}",
            ),
            id="A pod having no tolerations can't be scheduled onto a node with nonempty taints",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [v1.Toleration(key="dedicated", value="user1", effect="NoSchedule")]
            ),
            node_with_taints("nodeA", [_taint("dedicated", "user1", "NoSchedule")]),
            None,
            id="A pod which can be scheduled on a dedicated node assigned to user1 with effect "
            "NoSchedule",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("dedicated", "Equal", "user2", "NoSchedule")]
            ),
            node_with_taints("nodeA", [_taint("dedicated", "user1", "NoSchedule")]),
            framework.new_status(
                framework.UnschedulableAndUnresolvable,
                "node(s) had untolerated taint {dedicated: user1}",
            ),
            id="A pod which can't be scheduled on a dedicated node assigned to user2 with effect "
            "NoSchedule",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [v1.Toleration(key="foo", operator="Exists", effect="NoSchedule")]
            ),
            node_with_taints("nodeA", [_taint("foo", "bar", "NoSchedule")]),
            None,
            id="A pod can be scheduled onto the node, with a toleration uses operator Exists that "
            "tolerates the taints on the node",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1",
                [
                    _toleration("dedicated", "Equal", "user2", "NoSchedule"),
                    v1.Toleration(key="foo", operator="Exists", effect="NoSchedule"),
                ],
            ),
            node_with_taints(
                "nodeA",
                [_taint("dedicated", "user2", "NoSchedule"), _taint("foo", "bar", "NoSchedule")],
            ),
            None,
            id="A pod has multiple tolerations, node has multiple taints, all the taints are "
            "tolerated, pod can be scheduled onto the node",
        ),
        pytest.param(
            pod_with_tolerations("pod1", [_toleration("foo", "Equal", "bar", "PreferNoSchedule")]),
            node_with_taints("nodeA", [_taint("foo", "bar", "NoSchedule")]),
            framework.new_status(
                framework.UnschedulableAndUnresolvable,
                "node(s) had untolerated taint {foo: bar}",
            ),
            id="A pod has a toleration that keys and values match the taint on the node, but "
            "(non-empty) effect doesn't match, can't be scheduled onto the node",
        ),
        pytest.param(
            pod_with_tolerations("pod1", [v1.Toleration(key="foo", operator="Equal", value="bar")]),
            node_with_taints("nodeA", [_taint("foo", "bar", "NoSchedule")]),
            None,
            id="The pod has a toleration that keys and values match the taint on the node, the "
            "effect of toleration is empty, and the effect of taint is NoSchedule. Pod can be "
            "scheduled onto the node",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("dedicated", "Equal", "user2", "NoSchedule")]
            ),
            node_with_taints("nodeA", [_taint("dedicated", "user1", "PreferNoSchedule")]),
            None,
            id="The pod has a toleration that key and value don't match the taint on the node, "
            "but the effect of taint on node is PreferNoSchedule. Pod can be scheduled onto the "
            "node",
        ),
        pytest.param(
            pod_with_tolerations("pod1", []),
            node_with_taints("nodeA", [_taint("dedicated", "user1", "PreferNoSchedule")]),
            None,
            id="The pod has no toleration, but the effect of taint on node is PreferNoSchedule. "
            "Pod can be scheduled onto the node",
        ),
    ],
)
def test_taint_toleration_filter(
    pod: v1.Pod, node: v1.Node, want_status: framework.Status | None
) -> None:
    node_info = framework.new_node_info()
    node_info.set_node(node)
    p = new(None, None, Features())
    assert isinstance(p, framework.FilterPlugin)
    got_status = p.filter(None, pod, node_info)
    assert framework.Status.equal(got_status, want_status), f"{got_status!r} != {want_status!r}"


@pytest.mark.parametrize(
    ("pod", "old_obj", "new_obj", "expected_hint", "want_err"),
    [
        pytest.param(
            None, None, "not-a-node", framework.Queue, True, id="backoff-wrong-new-object"
        ),
        pytest.param(
            None,
            "not-a-node",
            node_with_taints("nodeA", [_taint("dedicated", "user1", "NoSchedule")]),
            framework.Queue,
            True,
            id="backoff-wrong-old-object",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("dedicated", "Equal", "user2", "NoSchedule")]
            ),
            None,
            node_with_taints("nodeA", [_taint("dedicated", "user1", "NoSchedule")]),
            framework.QueueSkip,
            False,
            id="skip-queue-on-untoleratedtaint-node-added",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("dedicated", "Equal", "user2", "NoSchedule")]
            ),
            None,
            node_with_taints("nodeA", [_taint("dedicated", "user2", "NoSchedule")]),
            framework.Queue,
            False,
            id="queue-on-toleratedtaint-node-added",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("dedicated", "Equal", "user2", "NoSchedule")]
            ),
            node_with_taints("nodeA", [_taint("dedicated", "user1", "NoSchedule")]),
            node_with_taints(
                "nodeA",
                [
                    _taint("dedicated", "user1", "NoSchedule"),
                    _taint("dedicated", "user3", "NoSchedule"),
                ],
            ),
            framework.QueueSkip,
            False,
            id="skip-unrelated-change",
        ),
        pytest.param(
            pod_with_tolerations(
                "pod1", [_toleration("dedicated", "Equal", "user2", "NoSchedule")]
            ),
            node_with_taints("nodeA", [_taint("dedicated", "user1", "NoSchedule")]),
            node_with_taints("nodeA", [_taint("dedicated", "user2", "NoSchedule")]),
            framework.Queue,
            False,
            id="queue-on-taint-change",
        ),
    ],
)
def test_is_schedulable_after_node_change(
    pod: v1.Pod,
    old_obj: Any,
    new_obj: Any,
    expected_hint: framework.QueueingHint,
    want_err: bool,
) -> None:
    pl = TaintToleration(handle=None)
    if want_err:
        # Python: the error is raised, so there is no hint value to compare.
        with pytest.raises(AsError):
            pl.is_schedulable_after_node_change(pod, old_obj, new_obj)
        return
    got = pl.is_schedulable_after_node_change(pod, old_obj, new_obj)
    assert got == expected_hint


@pytest.mark.parametrize(
    ("pod", "old_obj", "new_obj", "expected_hint", "expected_err"),
    [
        pytest.param(
            v1.Pod(), None, "not-a-pod", framework.Queue, True, id="backoff-wrong-new-object"
        ),
        pytest.param(
            v1.Pod(), "not-a-pod", v1.Pod(), framework.Queue, True, id="backoff-wrong-old-object"
        ),
        pytest.param(
            v1.Pod(metadata=metav1.ObjectMeta(name="pod-1", namespace="ns-1", uid="uid0")),
            v1.Pod(metadata=metav1.ObjectMeta(name="pod-2", namespace="ns-1", uid="uid1")),
            v1.Pod(
                metadata=metav1.ObjectMeta(name="pod-2", namespace="ns-1", uid="uid1"),
                spec=v1.PodSpec(
                    tolerations=[v1.Toleration(key="foo", effect=v1.TaintEffectNoSchedule)]
                ),
            ),
            framework.QueueSkip,
            False,
            id="skip-updates-other-pod",
        ),
        pytest.param(
            v1.Pod(metadata=metav1.ObjectMeta(name="pod-1", namespace="ns-1")),
            v1.Pod(metadata=metav1.ObjectMeta(name="pod-1", namespace="ns-1")),
            v1.Pod(
                metadata=metav1.ObjectMeta(name="pod-1", namespace="ns-1", labels={"foo": "bar"})
            ),
            framework.QueueSkip,
            False,
            id="skip-updates-not-toleration",
        ),
        pytest.param(
            v1.Pod(metadata=metav1.ObjectMeta(name="pod-1", namespace="ns-1")),
            v1.Pod(metadata=metav1.ObjectMeta(name="pod-1", namespace="ns-1")),
            v1.Pod(
                metadata=metav1.ObjectMeta(name="pod-1", namespace="ns-1"),
                spec=v1.PodSpec(
                    tolerations=[v1.Toleration(key="foo", effect=v1.TaintEffectNoSchedule)]
                ),
            ),
            framework.Queue,
            False,
            id="queue-on-toleration-added",
        ),
    ],
)
def test_is_schedulable_after_pod_change(
    pod: v1.Pod,
    old_obj: Any,
    new_obj: Any,
    expected_hint: framework.QueueingHint,
    expected_err: bool,
) -> None:
    p = new(None, None, Features())
    assert isinstance(p, TaintToleration)
    if expected_err:
        # Python: the error is raised, so there is no hint value to compare.
        with pytest.raises(AsError):
            p.is_schedulable_after_pod_change(pod, old_obj, new_obj)
        return
    actual_hint = p.is_schedulable_after_pod_change(pod, old_obj, new_obj)
    assert actual_hint == expected_hint
