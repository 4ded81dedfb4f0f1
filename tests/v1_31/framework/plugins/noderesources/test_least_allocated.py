"""Tests of the LeastAllocated strategy, ported from least_allocated_test.go (v1.31.1)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation.field import Error as FieldError
from kube_scheduler_py.v1_31.api.util.validation.field import ErrorList, ErrorTypeInvalid
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.noderesources.fit import Fit, new_fit
from kube_scheduler_py.v1_31.framework.plugins.noderesources.test_util import (
    defaultResources,
    extendedRes,
    extendedResourceSet,
    ignore_bad_value_detail,
)
from kube_scheduler_py.v1_31.framework.runtime import (
    Registry,
    new_framework,
    with_snapshot_shared_lister,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos
from kube_scheduler_py.v1_31.testing.wrappers import make_node, make_pod


@dataclass
class LeastAllocatedCase:
    name: str
    requested_pod: v1.Pod
    nodes: list[v1.Node]
    resources: list[config.ResourceSpec] | None
    existing_pods: list[v1.Pod] = field(default_factory=list)
    expected_scores: framework.NodeScoreList = field(default_factory=list)
    want_errs: ErrorList = field(default_factory=ErrorList)
    want_status_code: framework.Code = framework.Success


def _two_container_pod() -> v1.Pod:
    return (
        make_pod()
        .req({"cpu": "1000", "memory": "2000"})
        .req({"cpu": "2000", "memory": "3000"})
        .obj()
    )


def _two_container_pod_on_node1() -> v1.Pod:
    return (
        make_pod()
        .node("node1")
        .req({"cpu": "1000", "memory": "2000"})
        .req({"cpu": "2000", "memory": "3000"})
        .obj()
    )


def _invalid_weight(field_path: str) -> ErrorList:
    return ErrorList([FieldError(ErrorTypeInvalid, field_path, None, "")])


tests = [
    # Both nodes are empty: cpu and memory score MaxNodeScore each, so the nodes score
    # MaxNodeScore.
    LeastAllocatedCase(
        name="nothing scheduled, nothing requested",
        requested_pod=make_pod().obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=framework.MaxNodeScore),
            framework.NodeScore(name="node2", score=framework.MaxNodeScore),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu (4000-3000)*100/4000 = 25, memory (10000-5000)*100/10000 = 50, so 37.
    # Node2: cpu (6000-3000)*100/6000 = 50, memory 50, so 50.
    LeastAllocatedCase(
        name="nothing scheduled, resources requested, differently sized nodes",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=37),
            framework.NodeScore(name="node2", score=50),
        ],
        resources=defaultResources,
    ),
    LeastAllocatedCase(
        name="Resources not set, pods scheduled with error",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=framework.MinNodeScore),
            framework.NodeScore(name="node2", score=framework.MinNodeScore),
        ],
        resources=None,
        want_status_code=framework.Error,
    ),
    # Pods without requests count with the defaults, which are small next to the nodes:
    # both nodes score MaxNodeScore.
    LeastAllocatedCase(
        name="no resources requested, pods scheduled",
        requested_pod=make_pod().obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        existing_pods=[
            make_pod().node("node1").obj(),
            make_pod().node("node1").obj(),
            make_pod().node("node2").obj(),
            make_pod().node("node2").obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=framework.MaxNodeScore),
            framework.NodeScore(name="node2", score=framework.MaxNodeScore),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu (10000-6000)*100/10000 = 40, memory 100, so 70.
    # Node2: cpu 40, memory (20000-5000)*100/20000 = 75, so 57.
    LeastAllocatedCase(
        name="no resources requested, pods scheduled with resources",
        requested_pod=make_pod().obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "10000", "memory": "20000"}).obj(),
            make_node().name("node2").capacity({"cpu": "10000", "memory": "20000"}).obj(),
        ],
        existing_pods=[
            make_pod().node("node1").req({"cpu": "3000", "memory": "0"}).obj(),
            make_pod().node("node1").req({"cpu": "3000", "memory": "0"}).obj(),
            make_pod().node("node2").req({"cpu": "3000", "memory": "0"}).obj(),
            make_pod().node("node2").req({"cpu": "3000", "memory": "5000"}).obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=70),
            framework.NodeScore(name="node2", score=57),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu 40, memory (20000-5000)*100/20000 = 75, so 57.
    # Node2: cpu 40, memory (20000-10000)*100/20000 = 50, so 45.
    LeastAllocatedCase(
        name="resources requested, pods scheduled with resources",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "10000", "memory": "20000"}).obj(),
            make_node().name("node2").capacity({"cpu": "10000", "memory": "20000"}).obj(),
        ],
        existing_pods=[
            make_pod().node("node1").req({"cpu": "3000", "memory": "0"}).obj(),
            make_pod().node("node2").req({"cpu": "3000", "memory": "5000"}).obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=57),
            framework.NodeScore(name="node2", score=45),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu 40, memory 75, so 57. Node2: cpu 40, memory (50000-10000)*100/50000 = 80,
    # so 60.
    LeastAllocatedCase(
        name="resources requested, pods scheduled with resources, differently sized nodes",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "10000", "memory": "20000"}).obj(),
            make_node().name("node2").capacity({"cpu": "10000", "memory": "50000"}).obj(),
        ],
        existing_pods=[
            make_pod().node("node1").req({"cpu": "3000", "memory": "0"}).obj(),
            make_pod().node("node2").req({"cpu": "3000", "memory": "5000"}).obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=57),
            framework.NodeScore(name="node2", score=60),
        ],
        resources=defaultResources,
    ),
    # Requested cpu exceeds capacity: cpu scores 0. Node1: memory 100, so 50. Node2: memory
    # 50, so 25.
    LeastAllocatedCase(
        name="requested resources exceed node capacity",
        requested_pod=make_pod().req({"cpu": "3000", "memory": "0"}).obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        existing_pods=[
            make_pod().node("node1").req({"cpu": "3000", "memory": "0"}).obj(),
            make_pod().node("node2").req({"cpu": "3000", "memory": "5000"}).obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=50),
            framework.NodeScore(name="node2", score=25),
        ],
        resources=defaultResources,
    ),
    LeastAllocatedCase(
        name="zero node resources, pods scheduled with resources",
        requested_pod=make_pod().obj(),
        nodes=[
            make_node().name("node1").obj(),
            make_node().name("node2").obj(),
        ],
        existing_pods=[
            make_pod().node("node1").req({"cpu": "3000", "memory": "0"}).obj(),
            make_pod().node("node2").req({"cpu": "3000", "memory": "5000"}).obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=framework.MinNodeScore),
            framework.NodeScore(name="node2", score=framework.MinNodeScore),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu 25 (weight 1), memory 50 (weight 2): (25 + 100) / 3 = 41.
    # Node2: cpu 50, memory 50: 50.
    LeastAllocatedCase(
        name=(
            "nothing scheduled, resources requested with different weight on CPU and memory, "
            "differently sized nodes"
        ),
        requested_pod=_two_container_pod_on_node1(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=41),
            framework.NodeScore(name="node2", score=50),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=2),
            config.ResourceSpec(name="cpu", weight=1),
        ],
    ),
    # A negative weight is rejected.
    LeastAllocatedCase(
        name="resource with negative weight",
        requested_pod=_two_container_pod_on_node1(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=-1),
            config.ResourceSpec(name="cpu", weight=1),
        ],
        want_errs=_invalid_weight("scoringStrategy.resources[0].weight"),
    ),
    # A zero weight is rejected.
    LeastAllocatedCase(
        name="resource with zero weight",
        requested_pod=_two_container_pod_on_node1(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=41),
            framework.NodeScore(name="node2", score=50),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=1),
            config.ResourceSpec(name="cpu", weight=0),
        ],
        want_errs=_invalid_weight("scoringStrategy.resources[1].weight"),
    ),
    # A weight above MaxNodeScore is rejected.
    LeastAllocatedCase(
        name="resource weight larger than MaxNodeScore",
        requested_pod=_two_container_pod_on_node1(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=1),
            config.ResourceSpec(name="cpu", weight=101),
        ],
        want_errs=_invalid_weight("scoringStrategy.resources[1].weight"),
    ),
    # The pod does not request the extended resource, so it is left out: both nodes score
    # (50 + 50) / 2 = 50.
    LeastAllocatedCase(
        name="bypass extended resource if the pod does not request",
        requested_pod=_two_container_pod_on_node1(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "6000", "memory": "10000"}).obj(),
            make_node()
            .name("node2")
            .capacity({"cpu": "6000", "memory": "10000", extendedRes: "4"})
            .obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=50),
            framework.NodeScore(name="node2", score=50),
        ],
        resources=extendedResourceSet,
    ),
    # The pod requests 2 of the extended resource: node1 scores (50 + 50 + 50) / 3 = 50,
    # node2 (50 + 50 + 80) / 3 = 60.
    LeastAllocatedCase(
        name="honor extended resource if the pod requests",
        requested_pod=make_pod()
        .node("node1")
        .req({"cpu": "3000", "memory": "5000", extendedRes: "2"})
        .obj(),
        nodes=[
            make_node()
            .name("node1")
            .capacity({"cpu": "6000", "memory": "10000", extendedRes: "4"})
            .obj(),
            make_node()
            .name("node2")
            .capacity({"cpu": "6000", "memory": "10000", extendedRes: "10"})
            .obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=50),
            framework.NodeScore(name="node2", score=60),
        ],
        resources=extendedResourceSet,
    ),
    # cpu (6000-3000)*100/6000 = 50, memory (10000-4000)*100/10000 = 60: both nodes 55.
    LeastAllocatedCase(
        name="if the node doesn't have a resource",
        requested_pod=make_pod().node("node1").req({"cpu": "3000", "memory": "4000"}).obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "6000", "memory": "10000"}).obj(),
            make_node()
            .name("node2")
            .capacity({"cpu": "6000", "memory": "10000", extendedRes: "4"})
            .obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=55),
            framework.NodeScore(name="node2", score=55),
        ],
        resources=[
            config.ResourceSpec(name=extendedRes, weight=2),
            config.ResourceSpec(name=v1.ResourceCPU, weight=1),
            config.ResourceSpec(name=v1.ResourceMemory, weight=1),
        ],
    ),
]


@pytest.mark.parametrize("test", tests, ids=lambda t: t.name)
def test_least_allocated_scoring_strategy(test: LeastAllocatedCase) -> None:
    state = framework.new_cycle_state()
    snapshot = new_snapshot(test.existing_pods, test.nodes)
    fh = new_framework(Registry(), None, with_snapshot_shared_lister(snapshot))

    err: Aggregate | None = None
    try:
        p = new_fit(
            config.NodeResourcesFitArgs(
                scoring_strategy=config.ScoringStrategy(
                    type=config.LeastAllocated,
                    resources=test.resources if test.resources is not None else [],
                ),
            ),
            fh,
            Features(),
        )
    except Aggregate as e:
        err = e

    assert ignore_bad_value_detail(err) == ignore_bad_value_detail(test.want_errs.to_aggregate())
    if err is not None:
        return
    assert isinstance(p, Fit)

    status = p.pre_score(state, test.requested_pod, build_node_infos(test.nodes))
    assert framework.Status.is_success(status), status

    got_scores: framework.NodeScoreList = []
    for n in test.nodes:
        score, status = p.score(state, test.requested_pod, n.name)
        assert framework.Status.code(status) == test.want_status_code
        got_scores.append(framework.NodeScore(name=n.name, score=score))

    assert got_scores == test.expected_scores
