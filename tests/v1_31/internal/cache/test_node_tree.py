"""Port of pkg/scheduler/internal/cache/node_tree_test.go."""

from __future__ import annotations

import contextlib

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.internal.cache.interface import CacheError
from kube_scheduler_py.v1_31.internal.cache.node_tree import (
    NodeTreeExhaustedError,
    new_node_tree,
    nodeTree,
)


def _node(name: str, labels: dict[str, str] | None = None) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=name, labels=labels or {}))


all_nodes = [
    # Node 0: no region or zone label.
    _node("node-0"),
    # Node 1: region label only.
    _node("node-1", {v1.LabelTopologyRegion: "region-1"}),
    # Node 2: zone label only.
    _node("node-2", {v1.LabelTopologyZone: "zone-2"}),
    # Nodes 3 and 4: region and zone.
    _node("node-3", {v1.LabelTopologyRegion: "region-1", v1.LabelTopologyZone: "zone-2"}),
    _node("node-4", {v1.LabelTopologyRegion: "region-1", v1.LabelTopologyZone: "zone-2"}),
    # Node 5: same region, another zone.
    _node("node-5", {v1.LabelTopologyRegion: "region-1", v1.LabelTopologyZone: "zone-3"}),
    # Nodes 6 to 8: a new region.
    _node("node-6", {v1.LabelTopologyRegion: "region-2", v1.LabelTopologyZone: "zone-2"}),
    _node("node-7", {v1.LabelTopologyRegion: "region-2", v1.LabelTopologyZone: "zone-2"}),
    _node("node-8", {v1.LabelTopologyRegion: "region-2", v1.LabelTopologyZone: "zone-2"}),
    # Node 9: GA and deprecated labels together.
    _node(
        "node-9",
        {
            v1.LabelTopologyRegion: "region-2",
            v1.LabelTopologyZone: "zone-2",
            v1.LabelFailureDomainBetaRegion: "region-2",
            v1.LabelFailureDomainBetaZone: "zone-2",
        },
    ),
    # Node 10: deprecated labels only.
    _node(
        "node-10",
        {v1.LabelFailureDomainBetaRegion: "region-2", v1.LabelFailureDomainBetaZone: "zone-3"},
    ),
]


def verify_node_tree(nt: nodeTree, expected_tree: dict[str, list[str]]) -> None:
    expected_num_nodes = sum(len(na) for na in expected_tree.values())
    assert nt.num_nodes == expected_num_nodes
    assert nt.tree == expected_tree
    assert len(nt.zones) == len(expected_tree)
    for z in nt.zones:
        assert z in expected_tree


@pytest.mark.parametrize(
    ("nodes_to_add", "expected_tree"),
    [
        pytest.param(all_nodes[:1], {"": ["node-0"]}, id="single node no labels"),
        pytest.param(
            [all_nodes[0], all_nodes[0]], {"": ["node-0"]}, id="same node specified twice"
        ),
        pytest.param(
            all_nodes[:4],
            {
                "": ["node-0"],
                "region-1:\x00:": ["node-1"],
                ":\x00:zone-2": ["node-2"],
                "region-1:\x00:zone-2": ["node-3"],
            },
            id="mix of nodes with and without proper labels",
        ),
        pytest.param(
            all_nodes[:7],
            {
                "": ["node-0"],
                "region-1:\x00:": ["node-1"],
                ":\x00:zone-2": ["node-2"],
                "region-1:\x00:zone-2": ["node-3", "node-4"],
                "region-1:\x00:zone-3": ["node-5"],
                "region-2:\x00:zone-2": ["node-6"],
            },
            id="mix of nodes with and without proper labels and some zones with multiple nodes",
        ),
        pytest.param(
            all_nodes[9:],
            {"region-2:\x00:zone-2": ["node-9"], "region-2:\x00:zone-3": ["node-10"]},
            id="nodes also using deprecated zone/region label",
        ),
    ],
)
def test_node_tree_add_node(
    nodes_to_add: list[v1.Node], expected_tree: dict[str, list[str]]
) -> None:
    nt = new_node_tree(None)
    for n in nodes_to_add:
        nt.add_node(n)
    verify_node_tree(nt, expected_tree)


@pytest.mark.parametrize(
    ("existing_nodes", "nodes_to_remove", "expected_tree", "expect_error"),
    [
        pytest.param(
            all_nodes[:7],
            all_nodes[:1],
            {
                "region-1:\x00:": ["node-1"],
                ":\x00:zone-2": ["node-2"],
                "region-1:\x00:zone-2": ["node-3", "node-4"],
                "region-1:\x00:zone-3": ["node-5"],
                "region-2:\x00:zone-2": ["node-6"],
            },
            False,
            id="remove a single node with no labels",
        ),
        pytest.param(
            all_nodes[:7],
            all_nodes[1:4],
            {
                "": ["node-0"],
                "region-1:\x00:zone-2": ["node-4"],
                "region-1:\x00:zone-3": ["node-5"],
                "region-2:\x00:zone-2": ["node-6"],
            },
            False,
            id="remove a few nodes including one from a zone with multiple nodes",
        ),
        pytest.param(all_nodes[:7], all_nodes[:7], {}, False, id="remove all nodes"),
        pytest.param(None, all_nodes[:5], {}, True, id="remove non-existing node"),
    ],
)
def test_node_tree_remove_node(
    existing_nodes: list[v1.Node] | None,
    nodes_to_remove: list[v1.Node],
    expected_tree: dict[str, list[str]],
    expect_error: bool,
) -> None:
    nt = new_node_tree(existing_nodes)
    for n in nodes_to_remove:
        err: CacheError | None = None
        try:
            nt.remove_node(n)
        except CacheError as e:
            err = e
        assert expect_error == (err is not None)
    verify_node_tree(nt, expected_tree)


@pytest.mark.parametrize(
    ("existing_nodes", "node_to_update", "expected_tree"),
    [
        pytest.param(
            all_nodes[:7],
            _node("node-0", {v1.LabelTopologyRegion: "region-1", v1.LabelTopologyZone: "zone-2"}),
            {
                "region-1:\x00:": ["node-1"],
                ":\x00:zone-2": ["node-2"],
                "region-1:\x00:zone-2": ["node-3", "node-4", "node-0"],
                "region-1:\x00:zone-3": ["node-5"],
                "region-2:\x00:zone-2": ["node-6"],
            },
            id="update a node without label",
        ),
        pytest.param(
            all_nodes[:1],
            _node("node-0", {v1.LabelTopologyRegion: "region-1", v1.LabelTopologyZone: "zone-2"}),
            {"region-1:\x00:zone-2": ["node-0"]},
            id="update the only existing node",
        ),
        pytest.param(
            all_nodes[:1],
            _node("node-new", {v1.LabelTopologyRegion: "region-1", v1.LabelTopologyZone: "zone-2"}),
            {"": ["node-0"], "region-1:\x00:zone-2": ["node-new"]},
            id="update non-existing node",
        ),
    ],
)
def test_node_tree_update_node(
    existing_nodes: list[v1.Node], node_to_update: v1.Node, expected_tree: dict[str, list[str]]
) -> None:
    nt = new_node_tree(existing_nodes)
    old_node = next((n for n in all_nodes if n.name == node_to_update.name), None)
    if old_node is None:
        old_node = _node("nonexisting-node")
    nt.update_node(old_node, node_to_update)
    verify_node_tree(nt, expected_tree)


@pytest.mark.parametrize(
    ("nodes_to_add", "expected_output"),
    [
        pytest.param(None, [], id="empty tree"),
        pytest.param(all_nodes[:1], ["node-0"], id="one node"),
        pytest.param(all_nodes[:4], ["node-0", "node-1", "node-2", "node-3"], id="four nodes"),
        pytest.param(
            all_nodes[:9],
            [
                "node-0",
                "node-1",
                "node-2",
                "node-3",
                "node-5",
                "node-6",
                "node-4",
                "node-7",
                "node-8",
            ],
            id="all nodes",
        ),
    ],
)
def test_node_tree_list(nodes_to_add: list[v1.Node] | None, expected_output: list[str]) -> None:
    nt = new_node_tree(nodes_to_add)
    assert nt.list() == expected_output


def test_node_tree_list_exhausted() -> None:
    nt = new_node_tree(all_nodes[:9])
    nt.num_nodes += 1
    with pytest.raises(NodeTreeExhaustedError):
        nt.list()


@pytest.mark.parametrize(
    ("nodes_to_add", "nodes_to_remove", "operations", "expected_output"),
    [
        pytest.param(
            all_nodes[2:9],
            all_nodes[2:9],
            ["add", "add", "add", "remove", "remove", "remove"],
            [],
            id="add and remove all nodes",
        ),
        pytest.param(
            all_nodes[2:9],
            all_nodes[2:9],
            ["add", "add", "add", "remove"],
            ["node-3", "node-4"],
            id="add and remove some nodes",
        ),
        pytest.param(
            all_nodes[2:9],
            all_nodes[2:9],
            ["add", "add", "add", "remove", "remove", "remove", "add"],
            ["node-5"],
            id="remove three nodes",
        ),
        pytest.param(
            [*all_nodes[4:9], all_nodes[3]],
            None,
            ["add", "add", "add", "add", "add", "add"],
            ["node-4", "node-5", "node-6", "node-3", "node-7", "node-8"],
            id="add more nodes to an exhausted zone",
        ),
        pytest.param(
            [*all_nodes[3:5], *all_nodes[6:8]],
            all_nodes[3:5],
            ["add", "add", "remove", "add", "add", "remove"],
            ["node-6", "node-7"],
            id="remove zone and add new",
        ),
    ],
)
def test_node_tree_multi_operations(
    nodes_to_add: list[v1.Node],
    nodes_to_remove: list[v1.Node] | None,
    operations: list[str],
    expected_output: list[str],
) -> None:
    nt = new_node_tree(None)
    add_index = 0
    remove_index = 0
    to_remove = nodes_to_remove or []
    for op in operations:
        if op == "add":
            assert add_index < len(nodes_to_add), "more add operations than nodesToAdd"
            nt.add_node(nodes_to_add[add_index])
            add_index += 1
        elif op == "remove":
            assert remove_index < len(to_remove), "more remove operations than nodesToRemove"
            # The Go test ignores the error here.
            with contextlib.suppress(CacheError):
                nt.remove_node(to_remove[remove_index])
            remove_index += 1
        else:
            pytest.fail(f"unknown operation: {op}")
    assert nt.list() == expected_output


def test_node_tree_remove_node_error_quotes_like_go() -> None:
    nt = new_node_tree(None)
    with pytest.raises(CacheError) as err:
        nt.remove_node(all_nodes[3])
    assert str(err.value) == 'node "node-3" in group "region-1:\\x00:zone-2" was not found'
