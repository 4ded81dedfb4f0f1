"""A generated cluster of nodes and running pods for PodTopologySpread tests and benchmarks."""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.testing.wrappers import make_node, make_pod


@dataclass(slots=True)
class keyVal:
    """One label key and value.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/workload_prep.go#L25-L28
    """

    k: str
    v: str


def make_nodes_and_pods_for_even_pods_spread(
    labels: dict[str, str], existing_pods_num: int, all_nodes_num: int, filtered_nodes_num: int
) -> tuple[list[v1.Pod], list[v1.Node], list[v1.Node]]:
    """Build existing pods, all nodes and the first filtered_nodes_num of them.

    Node i is named node<i>, carries the hostname label node<i> and the zone label zone<i % 10>.
    Pod i is bound to node<i % all_nodes_num> and carries the first (i % len(labels)) + 1
    pairs of `labels`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/testing/workload_prep.go#L38-L62
    """
    existing_pods: list[v1.Pod] = []
    all_nodes: list[v1.Node] = []
    # Python: the label pairs follow the dict's insertion order, not Go's random map order.
    label_pairs: list[keyVal] = []
    for k, v in labels.items():
        label_pairs.append(keyVal(k=k, v=v))
    zones = 10
    for i in range(all_nodes_num):
        node = (
            make_node()
            .name(f"node{i}")
            .label(v1.LabelTopologyZone, f"zone{i % zones}")
            .label(v1.LabelHostname, f"node{i}")
            .obj()
        )
        all_nodes.append(node)
    filtered_nodes = all_nodes[:filtered_nodes_num]
    for i in range(existing_pods_num):
        pod_wrapper = make_pod().name(f"pod{i}").node(f"node{i % all_nodes_num}")
        for p in label_pairs[: i % len(label_pairs) + 1]:
            pod_wrapper = pod_wrapper.label(p.k, p.v)
        existing_pods.append(pod_wrapper.obj())
    return existing_pods, all_nodes, filtered_nodes
