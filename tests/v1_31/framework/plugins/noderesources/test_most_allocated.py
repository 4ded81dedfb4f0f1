"""Tests of the MostAllocated strategy, ported from most_allocated_test.go (v1.31.1)."""

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
class MostAllocatedCase:
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


def _invalid_weight(field_path: str) -> ErrorList:
    return ErrorList([FieldError(ErrorTypeInvalid, field_path, None, "")])


tests = [
    # Nothing is used on either node: every resource scores 0, so both nodes score 0.
    MostAllocatedCase(
        name="nothing scheduled, nothing requested",
        requested_pod=make_pod().obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=framework.MinNodeScore),
            framework.NodeScore(name="node2", score=framework.MinNodeScore),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu 3000*100/4000 = 75, memory 5000*100/10000 = 50, so 62.
    # Node2: cpu 3000*100/6000 = 50, memory 50, so 50.
    MostAllocatedCase(
        name="nothing scheduled, resources requested, differently sized nodes",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=62),
            framework.NodeScore(name="node2", score=50),
        ],
        resources=defaultResources,
    ),
    MostAllocatedCase(
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
    # Node1: cpu 6000*100/10000 = 60, memory 0, so 30.
    # Node2: cpu 60, memory 5000*100/20000 = 25, so 42.
    MostAllocatedCase(
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
            framework.NodeScore(name="node1", score=30),
            framework.NodeScore(name="node2", score=42),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu 60, memory 5000*100/20000 = 25, so 42.
    # Node2: cpu 60, memory 10000*100/20000 = 50, so 55.
    MostAllocatedCase(
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
            framework.NodeScore(name="node1", score=42),
            framework.NodeScore(name="node2", score=55),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu 5000/5000 gives 100, memory 9000*100/10000 = 90, so 95.
    # Node2: cpu 5000*100/10000 = 50, memory 9000/9000 gives 100, so 75.
    MostAllocatedCase(
        name="resources requested equal node capacity",
        requested_pod=make_pod()
        .req({"cpu": "2000", "memory": "4000"})
        .req({"cpu": "3000", "memory": "5000"})
        .obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "5000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "10000", "memory": "9000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=95),
            framework.NodeScore(name="node2", score=75),
        ],
        resources=defaultResources,
    ),
    # Node1: cpu 75 (weight 1), memory 50 (weight 2): (75 + 100) / 3 = 58.
    # Node2: cpu 50, memory 50: 50.
    MostAllocatedCase(
        name="nothing scheduled, resources requested, differently sized nodes",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
        ],
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=58),
            framework.NodeScore(name="node2", score=50),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=2),
            config.ResourceSpec(name="cpu", weight=1),
        ],
    ),
    # Containers without requests count with the defaults (100m cpu, 200Mi memory).
    # Node1: cpu 300/250 caps at 100, memory 600/1000 = 60, so 80.
    # Node2: cpu 100/250 = 40, memory 200/1000 = 20, so 30.
    MostAllocatedCase(
        name="no resources requested, pods scheduled, nonzero request for resource",
        requested_pod=make_pod().container("container").obj(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "250m", "memory": "1000Mi"}).obj(),
            make_node().name("node2").capacity({"cpu": "250m", "memory": "1000Mi"}).obj(),
        ],
        existing_pods=[
            make_pod().node("node1").container("container").obj(),
            make_pod().node("node1").container("container").obj(),
        ],
        expected_scores=[
            framework.NodeScore(name="node1", score=80),
            framework.NodeScore(name="node2", score=30),
        ],
        resources=defaultResources,
    ),
    # A negative weight is rejected.
    MostAllocatedCase(
        name="resource with negative weight",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=-1),
            config.ResourceSpec(name="cpu", weight=1),
        ],
        want_errs=_invalid_weight("scoringStrategy.resources[0].weight"),
    ),
    # A zero weight is rejected.
    MostAllocatedCase(
        name="resource with zero weight",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=1),
            config.ResourceSpec(name="cpu", weight=0),
        ],
        want_errs=_invalid_weight("scoringStrategy.resources[1].weight"),
    ),
    # A weight above MaxNodeScore is rejected.
    MostAllocatedCase(
        name="resource weight larger than MaxNodeScore",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
        ],
        resources=[
            config.ResourceSpec(name="memory", weight=101),
        ],
        want_errs=_invalid_weight("scoringStrategy.resources[0].weight"),
    ),
    # The pod does not request the extended resource, so it is left out: both nodes score
    # (50 + 50) / 2 = 50.
    MostAllocatedCase(
        name="bypass extended resource if the pod does not request",
        requested_pod=_two_container_pod(),
        nodes=[
            make_node().name("node1").capacity({"cpu": "6000", "memory": "10000"}).obj(),
            make_node()
            .name("node2")
            .capacity({"cpu": "6000", "memory": "10000", extendedRes: "4"})
            .obj(),
        ],
        resources=extendedResourceSet,
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=50),
            framework.NodeScore(name="node2", score=50),
        ],
    ),
    # The pod requests 2 of the extended resource: node1 scores (50 + 50 + 50) / 3 = 50,
    # node2 (50 + 50 + 20) / 3 = 40.
    MostAllocatedCase(
        name="honor extended resource if the pod request",
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
        resources=extendedResourceSet,
        existing_pods=[],
        expected_scores=[
            framework.NodeScore(name="node1", score=50),
            framework.NodeScore(name="node2", score=40),
        ],
    ),
    # cpu 3000*100/6000 = 50, memory 4000*100/10000 = 40: both nodes 45.
    MostAllocatedCase(
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
            framework.NodeScore(name="node1", score=45),
            framework.NodeScore(name="node2", score=45),
        ],
        resources=[
            config.ResourceSpec(name=extendedRes, weight=2),
            config.ResourceSpec(name=v1.ResourceCPU, weight=1),
            config.ResourceSpec(name=v1.ResourceMemory, weight=1),
        ],
    ),
]


@pytest.mark.parametrize("test", tests, ids=lambda t: t.name)
def test_most_allocated_scoring_strategy(test: MostAllocatedCase) -> None:
    state = framework.new_cycle_state()
    snapshot = new_snapshot(test.existing_pods, test.nodes)
    fh = new_framework(Registry(), None, with_snapshot_shared_lister(snapshot))

    err: Aggregate | None = None
    try:
        p = new_fit(
            config.NodeResourcesFitArgs(
                scoring_strategy=config.ScoringStrategy(
                    type=config.MostAllocated,
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
