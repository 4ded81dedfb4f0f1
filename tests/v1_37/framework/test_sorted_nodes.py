"""Port of pkg/scheduler/framework/sorted_nodes_test.go (v1.37.2)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.framework.sorted_nodes import new_sorted_scored_nodes
from kube_scheduler_py.v1_37.fwk.interface import NodePluginScores


def _n(name: str, total_score: int, randomizer: int = 0) -> NodePluginScores:
    return NodePluginScores(name=name, total_score=total_score, randomizer=randomizer)


@pytest.mark.parametrize(
    ("input_", "expected"),
    [
        pytest.param([], [], id="empty"),
        pytest.param([_n("node1", 5)], [_n("node1", 5)], id="single node"),
        pytest.param(
            [_n("node1", 1), _n("node3", 3), _n("node2", 2)],
            [_n("node3", 3), _n("node2", 2), _n("node1", 1)],
            id="descending by TotalScore",
        ),
        pytest.param(
            [_n("nodeA", 5, 1), _n("nodeB", 5, 3), _n("nodeC", 5, 2)],
            [_n("nodeB", 5, 3), _n("nodeC", 5, 2), _n("nodeA", 5, 1)],
            id="tie-break by Randomizer",
        ),
        pytest.param(
            [_n("node3.1", 3, 1), _n("node2", 2), _n("node1", 1), _n("node3.2", 3, 2)],
            [_n("node3.2", 3, 2), _n("node3.1", 3, 1), _n("node2", 2), _n("node1", 1)],
            id="mixed scores and tie-breaks",
        ),
    ],
)
def test_sorted_scored_nodes_pop(
    input_: list[NodePluginScores], expected: list[NodePluginScores]
) -> None:
    s = new_sorted_scored_nodes(input_)
    got: list[NodePluginScores] = []
    while s.len() > 0:
        got.append(s.pop())
    assert got == expected


def test_sorted_scored_nodes_len() -> None:
    nodes = [_n("node1", 10), _n("node2", 20), _n("node3", 30)]
    s = new_sorted_scored_nodes(nodes)
    for want in range(len(nodes), 0, -1):
        assert s.len() == want
        s.pop()
    assert s.len() == 0


def _by_name(nodes: list[NodePluginScores]) -> list[NodePluginScores]:
    return sorted(nodes, key=lambda n: n.name)


@pytest.mark.parametrize(
    ("input_", "pop_count", "expected"),
    [
        pytest.param([], 0, [], id="empty"),
        pytest.param(
            [_n("node1", 1), _n("node2", 2), _n("node3", 3)],
            0,
            [_n("node1", 1), _n("node2", 2), _n("node3", 3)],
            id="all nodes before any pops",
        ),
        pytest.param(
            [_n("node1", 1), _n("node2", 2), _n("node3", 3)],
            1,
            [_n("node1", 1), _n("node2", 2)],
            id="remaining nodes after a pop",
        ),
        pytest.param([_n("node1", 1), _n("node2", 2)], 2, [], id="empty after all pops"),
    ],
)
def test_sorted_scored_nodes_list(
    input_: list[NodePluginScores], pop_count: int, expected: list[NodePluginScores]
) -> None:
    s = new_sorted_scored_nodes(input_)
    for _ in range(pop_count):
        s.pop()
    assert _by_name(s.unordered_list()) == _by_name(expected)
