"""Tests of NodeResourcesBalancedAllocation, ported from balanced_allocation_test.go (v1.31.1)."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.noderesources.balanced_allocation import (
    BalancedAllocation,
    new_balanced_allocation,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.test_util import make_node
from kube_scheduler_py.v1_31.framework.runtime import (
    Registry,
    new_framework,
    with_snapshot_shared_lister,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos
from kube_scheduler_py.v1_31.testing.wrappers import make_pod


def _requests(rl: dict[str, str]) -> v1.Container:
    return v1.Container(
        resources=v1.ResourceRequirements(requests={k: must_parse(v) for k, v in rl.items()})
    )


cpuAndMemoryAndGPU = v1.PodSpec(
    containers=[
        _requests({v1.ResourceCPU: "1000m", v1.ResourceMemory: "2000"}),
        _requests({v1.ResourceCPU: "2000m", v1.ResourceMemory: "3000", "nvidia.com/gpu": "3"}),
    ],
    node_name="node1",
)
labels1 = {
    "foo": "bar",
    "baz": "blah",
}
labels2 = {
    "bar": "foo",
    "baz": "blah",
}
cpuOnly = v1.PodSpec(
    node_name="node1",
    containers=[
        _requests({v1.ResourceCPU: "1000m", v1.ResourceMemory: "0"}),
        _requests({v1.ResourceCPU: "2000m", v1.ResourceMemory: "0"}),
    ],
)
# Python: a shallow copy, as Go's struct assignment is.
cpuOnly2 = dataclasses.replace(cpuOnly, node_name="node2")
cpuAndMemory = v1.PodSpec(
    node_name="node2",
    containers=[
        _requests({v1.ResourceCPU: "1000m", v1.ResourceMemory: "2000"}),
        _requests({v1.ResourceCPU: "2000m", v1.ResourceMemory: "3000"}),
    ],
)

defaultResourceBalancedAllocationSet = [
    config.ResourceSpec(name=v1.ResourceCPU, weight=1),
    config.ResourceSpec(name=v1.ResourceMemory, weight=1),
]
scalarResource = {
    "nvidia.com/gpu": 8,
}


def _pod(spec: v1.PodSpec, labels: dict[str, str] | None = None) -> v1.Pod:
    """A pod with its own (shallow) copy of spec, as Go's `&v1.Pod{Spec: spec}` makes."""
    return v1.Pod(metadata=metav1.ObjectMeta(labels=dict(labels or {})), spec=copy.copy(spec))


@dataclass
class BalancedAllocationCase:
    pod: v1.Pod
    nodes: list[v1.Node]
    expected_list: framework.NodeScoreList
    name: str
    args: config.NodeResourcesBalancedAllocationArgs
    run_pre_score: bool
    pods: list[v1.Pod] = dataclasses.field(default_factory=list)


tests = [
    # Nothing is used: both fractions are 0, std 0, so both nodes score MaxNodeScore.
    BalancedAllocationCase(
        pod=make_pod().obj(),
        nodes=[make_node("node1", 4000, 10000, None), make_node("node2", 4000, 10000, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=framework.MaxNodeScore),
            framework.NodeScore(name="node2", score=framework.MaxNodeScore),
        ],
        name="nothing scheduled, nothing requested",
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Node1: cpu 3000/4000 = 0.75, memory 5000/10000 = 0.5, std 0.125, score 87.
    # Node2: cpu 3000/6000 = 0.5, memory 0.5, std 0, score MaxNodeScore.
    BalancedAllocationCase(
        pod=_pod(cpuAndMemory),
        nodes=[make_node("node1", 4000, 10000, None), make_node("node2", 6000, 10000, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=87),
            framework.NodeScore(name="node2", score=framework.MaxNodeScore),
        ],
        name="nothing scheduled, resources requested, differently sized nodes",
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Pods without containers request nothing: std 0 on both nodes.
    BalancedAllocationCase(
        pod=make_pod().obj(),
        nodes=[make_node("node1", 4000, 10000, None), make_node("node2", 4000, 10000, None)],
        expected_list=[
            framework.NodeScore(name="node2", score=framework.MaxNodeScore),
            framework.NodeScore(name="node2", score=framework.MaxNodeScore),
        ],
        name="no resources requested, pods without container scheduled",
        pods=[
            make_pod().node("node1").labels(labels2).obj(),
            make_pod().node("node1").labels(labels1).obj(),
            make_pod().node("node2").labels(labels1).obj(),
            make_pod().node("node2").labels(labels1).obj(),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Balanced allocation uses the plain requests, so pods without requests count as 0:
    # std 0 on both nodes.
    BalancedAllocationCase(
        pod=make_pod().obj(),
        nodes=[
            make_node("node1", 250, 1000 * 1024 * 1024, None),
            make_node("node2", 250, 1000 * 1024 * 1024, None),
        ],
        expected_list=[
            framework.NodeScore(name="node1", score=100),
            framework.NodeScore(name="node2", score=100),
        ],
        name="no resources requested, pods with container scheduled",
        pods=[
            make_pod().node("node1").obj(),
            make_pod().node("node1").obj(),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Node1: cpu 0.6, memory 0, std 0.3, score 70.
    # Node2: cpu 0.6, memory 0.25, std 0.175, score 82.
    BalancedAllocationCase(
        pod=make_pod().obj(),
        nodes=[make_node("node1", 10000, 20000, None), make_node("node2", 10000, 20000, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=70),
            framework.NodeScore(name="node2", score=82),
        ],
        name="no resources requested, pods scheduled with resources",
        pods=[
            _pod(cpuOnly, labels2),
            _pod(cpuOnly, labels1),
            _pod(cpuOnly2, labels1),
            _pod(cpuAndMemory, labels1),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Node1: cpu 0.6, memory 0.25, std 0.175, score 82.
    # Node2: cpu 0.6, memory 0.5, std 0.05, score 95.
    BalancedAllocationCase(
        pod=_pod(cpuAndMemory),
        nodes=[make_node("node1", 10000, 20000, None), make_node("node2", 10000, 20000, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=82),
            framework.NodeScore(name="node2", score=95),
        ],
        name="resources requested, pods scheduled with resources",
        pods=[
            _pod(cpuOnly),
            _pod(cpuAndMemory),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Node1: cpu 0.6, memory 0.25, std 0.175, score 82.
    # Node2: cpu 0.6, memory 10000/50000 = 0.2, std 0.2, score 80.
    BalancedAllocationCase(
        pod=_pod(cpuAndMemory),
        nodes=[make_node("node1", 10000, 20000, None), make_node("node2", 10000, 50000, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=82),
            framework.NodeScore(name="node2", score=80),
        ],
        name="resources requested, pods scheduled with resources, differently sized nodes",
        pods=[
            _pod(cpuOnly),
            _pod(cpuAndMemory),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Node1: cpu 1, memory 0, std 0.5, score 50.
    # Node2: cpu 1, memory 0.5, std 0.25, score 75.
    BalancedAllocationCase(
        pod=_pod(cpuOnly),
        nodes=[make_node("node1", 6000, 10000, None), make_node("node2", 6000, 10000, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=50),
            framework.NodeScore(name="node2", score=75),
        ],
        name="requested resources at node capacity",
        pods=[
            _pod(cpuOnly),
            _pod(cpuAndMemory),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    BalancedAllocationCase(
        pod=make_pod().obj(),
        nodes=[make_node("node1", 0, 0, None), make_node("node2", 0, 0, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=100),
            framework.NodeScore(name="node2", score=100),
        ],
        name="zero node resources, pods scheduled with resources",
        pods=[
            _pod(cpuOnly),
            _pod(cpuAndMemory),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=True,
    ),
    # Three resources use the full std formula.
    # Node1: cpu 3000/3500, memory 5000/40000, gpu 4/8: std about 0.30, score 70.
    # Node2: cpu 3000/3500, memory 5000/40000, gpu 1/8: std about 0.35, score 65.
    BalancedAllocationCase(
        pod=make_pod().req({v1.ResourceMemory: "0", "nvidia.com/gpu": "1"}).obj(),
        nodes=[
            make_node("node1", 3500, 40000, scalarResource),
            make_node("node2", 3500, 40000, scalarResource),
        ],
        expected_list=[
            framework.NodeScore(name="node1", score=70),
            framework.NodeScore(name="node2", score=65),
        ],
        name="include scalar resource on a node for balanced resource allocation",
        pods=[
            _pod(cpuAndMemory),
            _pod(cpuAndMemoryAndGPU),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=[
                config.ResourceSpec(name=v1.ResourceCPU, weight=1),
                config.ResourceSpec(name=v1.ResourceMemory, weight=1),
                config.ResourceSpec(name="nvidia.com/gpu", weight=1),
            ]
        ),
        run_pre_score=True,
    ),
    # Only node1 has the scalar resource and the pod does not request it, so it is left out:
    # std 0 and score 100 on both nodes.
    BalancedAllocationCase(
        pod=make_pod().obj(),
        nodes=[
            make_node("node1", 3500, 40000, scalarResource),
            make_node("node2", 3500, 40000, None),
        ],
        expected_list=[
            framework.NodeScore(name="node1", score=100),
            framework.NodeScore(name="node2", score=100),
        ],
        name="node without the scalar resource results to a higher score",
        pods=[
            _pod(cpuOnly),
            _pod(cpuOnly2),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=[
                config.ResourceSpec(name=v1.ResourceCPU, weight=1),
                config.ResourceSpec(name="nvidia.com/gpu", weight=1),
            ]
        ),
        run_pre_score=True,
    ),
    # As "resources requested, pods scheduled with resources", without PreScore.
    BalancedAllocationCase(
        pod=_pod(cpuAndMemory),
        nodes=[make_node("node1", 10000, 20000, None), make_node("node2", 10000, 20000, None)],
        expected_list=[
            framework.NodeScore(name="node1", score=82),
            framework.NodeScore(name="node2", score=95),
        ],
        name="resources requested, pods scheduled with resources if PreScore not called",
        pods=[
            _pod(cpuOnly),
            _pod(cpuAndMemory),
        ],
        args=config.NodeResourcesBalancedAllocationArgs(
            resources=defaultResourceBalancedAllocationSet
        ),
        run_pre_score=False,
    ),
]


@pytest.mark.parametrize("test", tests, ids=lambda t: t.name)
def test_node_resources_balanced_allocation(test: BalancedAllocationCase) -> None:
    snapshot = new_snapshot(test.pods, test.nodes)
    fh = new_framework(Registry(), None, with_snapshot_shared_lister(snapshot))
    p = new_balanced_allocation(test.args, fh, Features())
    assert isinstance(p, BalancedAllocation)
    state = framework.new_cycle_state()
    for i in range(len(test.nodes)):
        if test.run_pre_score:
            status = p.pre_score(state, test.pod, build_node_infos(test.nodes))
            assert framework.Status.is_success(status), status
        host_result, status = p.score(state, test.pod, test.nodes[i].name)
        assert framework.Status.is_success(status), status
        assert host_result == test.expected_list[i].score, test.nodes[i].name
