"""Tests of the RequestedToCapacityRatio strategy, ported from
requested_to_capacity_ratio_test.go (v1.31.1)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation.field import ErrorList
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins import helper
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.noderesources.fit import Fit, new_fit
from kube_scheduler_py.v1_31.framework.plugins.noderesources.test_util import (
    defaultResources,
    ignore_bad_value_detail,
    make_node,
)
from kube_scheduler_py.v1_31.framework.runtime import (
    Registry,
    new_framework,
    with_snapshot_shared_lister,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos
from kube_scheduler_py.v1_31.testing.wrappers import make_node as st_make_node
from kube_scheduler_py.v1_31.testing.wrappers import make_pod

# A Go test name that ends with a space.
_ON_NODE_WITH_EXISTING_POD = (
    "resources requested, pods scheduled with resources, on node with existing pod running "
)

shape = [
    config.UtilizationShapePoint(utilization=0, score=10),
    config.UtilizationShapePoint(utilization=100, score=0),
]


@dataclass
class RequestedToCapacityRatioCase:
    name: str
    requested_pod: v1.Pod
    nodes: list[v1.Node]
    existing_pods: list[v1.Pod]
    expected_scores: framework.NodeScoreList
    resources: list[config.ResourceSpec]
    shape: list[config.UtilizationShapePoint]
    want_errs: ErrorList = field(default_factory=ErrorList)


@pytest.mark.parametrize(
    "test",
    [
        RequestedToCapacityRatioCase(
            name=(
                "nothing scheduled, nothing requested (default - least requested nodes have "
                "priority)"
            ),
            requested_pod=make_pod().obj(),
            nodes=[
                st_make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
                st_make_node().name("node2").capacity({"cpu": "4000", "memory": "10000"}).obj(),
            ],
            existing_pods=[
                make_pod().node("node1").obj(),
                make_pod().node("node1").obj(),
            ],
            expected_scores=[
                framework.NodeScore(name="node1", score=framework.MaxNodeScore),
                framework.NodeScore(name="node2", score=framework.MaxNodeScore),
            ],
            resources=defaultResources,
            shape=shape,
        ),
        RequestedToCapacityRatioCase(
            name=(
                "nothing scheduled, resources requested, differently sized nodes (default - "
                "least requested nodes have priority)"
            ),
            requested_pod=make_pod()
            .req({"cpu": "1000", "memory": "2000"})
            .req({"cpu": "2000", "memory": "3000"})
            .obj(),
            nodes=[
                st_make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
                st_make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
            ],
            existing_pods=[
                make_pod().node("node1").obj(),
                make_pod().node("node1").obj(),
            ],
            expected_scores=[
                framework.NodeScore(name="node1", score=38),
                framework.NodeScore(name="node2", score=50),
            ],
            resources=defaultResources,
            shape=shape,
        ),
        RequestedToCapacityRatioCase(
            name=(
                "no resources requested, pods scheduled with resources (default - least "
                "requested nodes have priority)"
            ),
            requested_pod=make_pod().obj(),
            nodes=[
                st_make_node().name("node1").capacity({"cpu": "4000", "memory": "10000"}).obj(),
                st_make_node().name("node2").capacity({"cpu": "6000", "memory": "10000"}).obj(),
            ],
            existing_pods=[
                make_pod().node("node1").req({"cpu": "3000", "memory": "5000"}).obj(),
                make_pod().node("node2").req({"cpu": "3000", "memory": "5000"}).obj(),
            ],
            expected_scores=[
                framework.NodeScore(name="node1", score=38),
                framework.NodeScore(name="node2", score=50),
            ],
            resources=defaultResources,
            shape=shape,
        ),
    ],
    ids=lambda t: t.name,
)
def test_requested_to_capacity_ratio_scoring_strategy(test: RequestedToCapacityRatioCase) -> None:
    state = framework.new_cycle_state()
    snapshot = new_snapshot(test.existing_pods, test.nodes)
    fh = new_framework(Registry(), None, with_snapshot_shared_lister(snapshot))

    err: Aggregate | None = None
    try:
        p = new_fit(
            config.NodeResourcesFitArgs(
                scoring_strategy=config.ScoringStrategy(
                    type=config.RequestedToCapacityRatio,
                    resources=test.resources,
                    requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(
                        shape=shape,
                    ),
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

    got_scores: framework.NodeScoreList = []
    for n in test.nodes:
        status = p.pre_score(state, test.requested_pod, build_node_infos(test.nodes))
        assert framework.Status.is_success(status), status
        score, status = p.score(state, test.requested_pod, n.name)
        assert framework.Status.is_success(status), status
        got_scores.append(framework.NodeScore(name=n.name, score=score))

    assert got_scores == test.expected_scores


def _points(*pairs: tuple[int, int]) -> helper.FunctionShape:
    return [helper.FunctionShapePoint(utilization=u, score=s) for u, s in pairs]


@pytest.mark.parametrize(
    ("points", "assertions"),
    [
        pytest.param(
            _points((10, 1), (90, 9)),
            [
                (-10, 1),
                (0, 1),
                (9, 1),
                (10, 1),
                (15, 1),
                (19, 1),
                (20, 2),
                (89, 8),
                (90, 9),
                (99, 9),
                (100, 9),
                (110, 9),
            ],
            id="case_0",
        ),
        pytest.param(
            _points((0, 2), (40, 10), (100, 0)),
            [
                (-10, 2),
                (0, 2),
                (20, 6),
                (30, 8),
                (40, 10),
                (70, 5),
                (100, 0),
                (110, 0),
            ],
            id="case_1",
        ),
        pytest.param(
            _points((0, 2), (40, 2), (100, 2)),
            [
                (-10, 2),
                (0, 2),
                (20, 2),
                (30, 2),
                (40, 2),
                (70, 2),
                (100, 2),
                (110, 2),
            ],
            id="case_2",
        ),
    ],
)
def test_broken_linear_function(
    points: helper.FunctionShape, assertions: list[tuple[int, int]]
) -> None:
    function = helper.build_broken_linear_function(points)
    for p, expected in assertions:
        assert abs(expected - function(p)) <= 0.1, f"points={points}, p={p}"


extendedResource1 = {"intel.com/foo": 4}
extendedResource2 = {"intel.com/foo": 8}
extendedResource3 = {"intel.com/foo": "2"}
extendedResource4 = {"intel.com/foo": "4"}


@dataclass
class BinPackingCase:
    pod: v1.Pod
    nodes: list[v1.Node]
    expected_scores: framework.NodeScoreList
    name: str
    pods: list[v1.Pod] = field(default_factory=list)


def _single_extended_nodes() -> list[v1.Node]:
    return [
        make_node("node1", 4000, 10000 * 1024 * 1024, extendedResource2),
        make_node("node2", 4000, 10000 * 1024 * 1024, extendedResource1),
    ]


@pytest.mark.parametrize(
    "test",
    [
        # The pod requests no extended resource, so both nodes score 0.
        BinPackingCase(
            pod=make_pod().obj(),
            nodes=_single_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=0),
                framework.NodeScore(name="node2", score=0),
            ],
            name="nothing scheduled, nothing requested",
        ),
        # Node1: utilization 2/8 = 25% scores 2. Node2: 2/4 = 50% scores 5.
        BinPackingCase(
            pod=make_pod().req(extendedResource3).obj(),
            nodes=_single_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=2),
                framework.NodeScore(name="node2", score=5),
            ],
            name="resources requested, pods scheduled with less resources",
            pods=[make_pod().obj()],
        ),
        # Node1: 2/8 = 25% scores 2. Node2: (2+2)/4 = 100% scores 10.
        BinPackingCase(
            pod=make_pod().req(extendedResource3).obj(),
            nodes=_single_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=2),
                framework.NodeScore(name="node2", score=10),
            ],
            name=_ON_NODE_WITH_EXISTING_POD,
            pods=[make_pod().req(extendedResource3).node("node2").obj()],
        ),
        # Node1: 4/8 = 50% scores 5. Node2: 4/4 = 100% scores 10.
        BinPackingCase(
            pod=make_pod().req(extendedResource4).obj(),
            nodes=_single_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=5),
                framework.NodeScore(name="node2", score=10),
            ],
            name="resources requested, pods scheduled with more resources",
            pods=[
                make_pod().obj(),
            ],
        ),
    ],
    ids=lambda t: t.name,
)
def test_resource_bin_packing_single_extended(test: BinPackingCase) -> None:
    state = framework.new_cycle_state()
    snapshot = new_snapshot(test.pods, test.nodes)
    fh = new_framework(Registry(), None, with_snapshot_shared_lister(snapshot))
    args = config.NodeResourcesFitArgs(
        scoring_strategy=config.ScoringStrategy(
            type=config.RequestedToCapacityRatio,
            resources=[
                config.ResourceSpec(name="intel.com/foo", weight=1),
            ],
            requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(
                shape=[
                    config.UtilizationShapePoint(utilization=0, score=0),
                    config.UtilizationShapePoint(utilization=100, score=1),
                ],
            ),
        ),
    )
    p = new_fit(args, fh, Features())
    assert isinstance(p, Fit)

    got_list: framework.NodeScoreList = []
    for n in test.nodes:
        status = p.pre_score(state, test.pod, build_node_infos(test.nodes))
        assert framework.Status.is_success(status), status
        score, status = p.score(state, test.pod, n.name)
        assert framework.Status.is_success(status), status
        got_list.append(framework.NodeScore(name=n.name, score=score))

    assert got_list == test.expected_scores


extendedResources1 = {"intel.com/foo": 4, "intel.com/bar": 8}
extendedResources2 = {"intel.com/foo": 8, "intel.com/bar": 4}
extendedResourcePod1 = {"intel.com/foo": "2", "intel.com/bar": "2"}
extendedResourcePod2 = {"intel.com/foo": "4", "intel.com/bar": "2"}


def _multiple_extended_nodes() -> list[v1.Node]:
    return [
        make_node("node1", 4000, 10000 * 1024 * 1024, extendedResources2),
        make_node("node2", 4000, 10000 * 1024 * 1024, extendedResources1),
    ]


@pytest.mark.parametrize(
    "test",
    [
        # foo weighs 3 and bar 5. Nothing is requested: every resource scores 0 on both
        # nodes, so both nodes score 0.
        BinPackingCase(
            pod=make_pod().obj(),
            nodes=_multiple_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=0),
                framework.NodeScore(name="node2", score=0),
            ],
            name="nothing scheduled, nothing requested",
        ),
        # Node1: foo 2/8 = 25% scores 2, bar 2/4 = 50% scores 5: (2*3 + 5*5) / 8 = 4.
        # Node2: foo 2/4 scores 5, bar 2/8 scores 2: (5*3 + 2*5) / 8 = 3.
        BinPackingCase(
            pod=make_pod().req(extendedResourcePod1).obj(),
            nodes=_multiple_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=4),
                framework.NodeScore(name="node2", score=3),
            ],
            name="resources requested, pods scheduled with less resources",
            pods=[
                make_pod().obj(),
            ],
        ),
        # Node1 as above: 4. Node2: foo (2+2)/4 = 100% scores 10, bar (2+2)/8 = 50% scores
        # 5: (10*3 + 5*5) / 8 = 7.
        BinPackingCase(
            pod=make_pod().req(extendedResourcePod1).obj(),
            nodes=_multiple_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=4),
                framework.NodeScore(name="node2", score=7),
            ],
            name=_ON_NODE_WITH_EXISTING_POD,
            pods=[make_pod().req(extendedResourcePod2).node("node2").obj()],
        ),
        # Node1: foo 4/8 scores 5, bar 2/4 scores 5: 5. Node2: foo 4/4 scores 10, bar 2/8
        # scores 2: (10*3 + 2*5) / 8 = 5.
        BinPackingCase(
            pod=make_pod().req(extendedResourcePod2).obj(),
            nodes=_multiple_extended_nodes(),
            expected_scores=[
                framework.NodeScore(name="node1", score=5),
                framework.NodeScore(name="node2", score=5),
            ],
            name="resources requested, pods scheduled with more resources",
            pods=[
                make_pod().obj(),
            ],
        ),
    ],
    ids=lambda t: t.name,
)
def test_resource_bin_packing_multiple_extended(test: BinPackingCase) -> None:
    state = framework.new_cycle_state()
    snapshot = new_snapshot(test.pods, test.nodes)
    fh = new_framework(Registry(), None, with_snapshot_shared_lister(snapshot))

    args = config.NodeResourcesFitArgs(
        scoring_strategy=config.ScoringStrategy(
            type=config.RequestedToCapacityRatio,
            resources=[
                config.ResourceSpec(name="intel.com/foo", weight=3),
                config.ResourceSpec(name="intel.com/bar", weight=5),
            ],
            requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(
                shape=[
                    config.UtilizationShapePoint(utilization=0, score=0),
                    config.UtilizationShapePoint(utilization=100, score=1),
                ],
            ),
        ),
    )

    p = new_fit(args, fh, Features())
    assert isinstance(p, Fit)

    status = p.pre_score(state, test.pod, build_node_infos(test.nodes))
    assert framework.Status.is_success(status), status

    got_scores: framework.NodeScoreList = []
    for n in test.nodes:
        score, status = p.score(state, test.pod, n.name)
        assert framework.Status.is_success(status), status
        got_scores.append(framework.NodeScore(name=n.name, score=score))

    assert got_scores == test.expected_scores
