"""Port of pkg/scheduler/framework/interface_test.go (v1.37.2)."""

from __future__ import annotations

import builtins

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.framework.interface import (
    NodeToStatus,
    new_default_node_to_status,
    new_node_to_status,
    new_pods_to_activate,
    new_post_filter_result_with_nominated_node,
)
from kube_scheduler_py.v1_37.framework.types import new_node_info
from kube_scheduler_py.v1_37.fwk import interface as fwk
from kube_scheduler_py.v1_37.fwk.listers import NodeInfoLister
from kube_scheduler_py.v1_37.fwk.types import NodeInfo


class _NodeInfoLister(NodeInfoLister):
    """The test's nodeInfoLister: a plain list of NodeInfos."""

    def __init__(self, nodes: builtins.list[NodeInfo]) -> None:
        self.nodes = nodes

    def get(self, node_name: str) -> NodeInfo:
        for node in self.nodes:
            n = node.node()
            if n is not None and n.name == node_name:
                return node
        raise fwk.FrameworkError(f"unable to find node: {node_name}")

    def list(self) -> builtins.list[NodeInfo]:
        return self.nodes

    def have_pods_with_affinity_list(self) -> builtins.list[NodeInfo]:
        return self.nodes

    def have_pods_with_required_anti_affinity_list(self) -> builtins.list[NodeInfo]:
        return self.nodes

    def have_pods_with_required_non_host_scoped_anti_affinity_list(
        self,
    ) -> builtins.list[NodeInfo]:
        return self.nodes


def _all(code: fwk.Code) -> dict[str, fwk.Status]:
    return {f"node{i}": fwk.new_status(code) for i in range(1, 5)}


_UU = fwk.UnschedulableAndUnresolvable
_MIXED = {
    "node1": fwk.new_status(fwk.Unschedulable),
    "node2": fwk.new_status(_UU),
    "node3": fwk.new_status(fwk.Unschedulable),
    # node4 is UnschedulableAndUnresolvable by absence
}


@pytest.mark.parametrize(
    ("nodes_statuses", "code", "expected"),
    [
        pytest.param(
            new_node_to_status(_all(_UU), fwk.new_status(_UU)),
            fwk.Unschedulable,
            set(),
            id="No node should be attempted",
        ),
        pytest.param(
            new_node_to_status(_all(_UU), fwk.new_status(_UU)),
            _UU,
            {"node1", "node2", "node3", "node4"},
            id="All nodes should be attempted",
        ),
        pytest.param(
            new_default_node_to_status(),
            fwk.Unschedulable,
            set(),
            id="No node should be attempted, as all are implicitly not matching the code",
        ),
        pytest.param(
            new_default_node_to_status(),
            _UU,
            {"node1", "node2", "node3", "node4"},
            id="All nodes should be attempted, as all are implicitly matching the code",
        ),
        pytest.param(
            new_node_to_status(dict(_MIXED), fwk.new_status(_UU)),
            fwk.Unschedulable,
            {"node1", "node3"},
            id="UnschedulableAndUnresolvable status should be skipped but Unschedulable should "
            "be tried",
        ),
        pytest.param(
            new_node_to_status(dict(_MIXED), fwk.new_status(_UU)),
            _UU,
            {"node2", "node4"},
            id="Unschedulable status should be skipped but UnschedulableAndUnresolvable should "
            "be tried",
        ),
    ],
)
def test_nodes_for_status_code(
    nodes_statuses: NodeToStatus, code: fwk.Code, expected: set[str]
) -> None:
    node_infos: list[NodeInfo] = []
    for name in ["node1", "node2", "node3", "node4"]:
        ni = new_node_info()
        ni.set_node(v1.Node(metadata=metav1.ObjectMeta(name=name)))
        node_infos.append(ni)
    nodes = nodes_statuses.nodes_for_status_code(_NodeInfoLister(node_infos), code)
    names = [n.name for n in (node.node() for node in nodes) if n is not None]
    assert len(names) == len(nodes) == len(expected)
    assert set(names) == expected


def test_node_to_status_get_set_and_absent() -> None:
    m = new_default_node_to_status()
    assert m.get("node1").code() == _UU
    m.set("node1", fwk.new_status(fwk.Unschedulable, "no"))
    assert m.get("node1").reasons() == ["no"]
    assert m.len() == 1
    m.set_absent_nodes_status(fwk.new_status(fwk.Unschedulable))
    assert m.get("node2").code() == fwk.Unschedulable
    seen: list[str] = []
    m.for_each_explicit_node(lambda name, _: seen.append(name))
    assert seen == ["node1"]


def test_pods_to_activate_clone_is_the_same_object() -> None:
    s = new_pods_to_activate()
    assert s.clone() is s
    assert s.map == {}


def test_new_post_filter_result_with_nominated_node() -> None:
    r = new_post_filter_result_with_nominated_node("node-a")
    assert r.nominating_info is not None
    assert r.nominating_info.nominated_node_name == "node-a"
    assert r.nominating_info.nominating_mode == fwk.ModeOverride
