"""make_nodes_and_pods_for_even_pods_spread builds the cluster its rules describe."""

from __future__ import annotations

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.testing.workload_prep import make_nodes_and_pods_for_even_pods_spread


def test_nodes_and_pods_for_even_pods_spread() -> None:
    pods, all_nodes, filtered = make_nodes_and_pods_for_even_pods_spread(
        {"k1": "v1", "k2": "v2"}, existing_pods_num=5, all_nodes_num=12, filtered_nodes_num=3
    )
    assert [n.name for n in all_nodes] == [f"node{i}" for i in range(12)]
    assert all_nodes[11].labels == {v1.LabelTopologyZone: "zone1", v1.LabelHostname: "node11"}
    assert filtered == all_nodes[:3]
    assert [p.name for p in pods] == [f"pod{i}" for i in range(5)]
    assert [p.spec.node_name for p in pods] == [f"node{i}" for i in range(5)]
    assert [p.labels for p in pods] == [
        {"k1": "v1"},
        {"k1": "v1", "k2": "v2"},
        {"k1": "v1"},
        {"k1": "v1", "k2": "v2"},
        {"k1": "v1"},
    ]
