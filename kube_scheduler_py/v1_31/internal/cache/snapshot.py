"""The per-cycle snapshot of the cache: NodeInfos in node-tree order, plus lookup tables.

The scheduler refreshes one Snapshot at the start of every scheduling cycle
(Cache.update_snapshot) and plugins read it through the lister interfaces for the whole
cycle, so the cycle sees one consistent cluster state.
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass, field

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field.errors import go_quote
from kube_scheduler_py.v1_31.framework.listers import (
    NodeInfoLister,
    SharedLister,
    StorageInfoLister,
)
from kube_scheduler_py.v1_31.framework.types import (
    ImageStateSummary,
    NodeInfo,
    get_namespaced_name,
    new_node_info,
)
from kube_scheduler_py.v1_31.internal.cache.interface import CacheError


@dataclass
class Snapshot(SharedLister, NodeInfoLister, StorageInfoLister):
    """NodeInfo copies of one moment, in the order of the cache's node tree.

    node_info_map maps a node name to its NodeInfo; node_info_list holds the same NodeInfos in
    node-tree (zone round-robin) order; the two have_pods_with_* lists hold the nodes running
    pods with (anti-)affinity or required anti-affinity; used_pvc_set holds the
    "namespace/name" keys of PVCs used by scheduled pods; generation is the newest NodeInfo
    generation this snapshot has seen.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L29-L43
    """

    node_info_map: dict[str, NodeInfo] = field(default_factory=dict)
    node_info_list: builtins.list[NodeInfo] = field(default_factory=builtins.list)
    have_pods_with_affinity_node_info_list: builtins.list[NodeInfo] = field(
        default_factory=builtins.list
    )
    have_pods_with_required_anti_affinity_node_info_list: builtins.list[NodeInfo] = field(
        default_factory=builtins.list
    )
    used_pvc_set: set[str] = field(default_factory=set)
    generation: int = 0

    def node_infos(self) -> NodeInfoLister:
        """The snapshot itself, as the NodeInfo lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L158-L160
        """
        return self

    def storage_infos(self) -> StorageInfoLister:
        """The snapshot itself, as the storage lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L163-L165
        """
        return self

    def num_nodes(self) -> int:
        """How many nodes the snapshot lists.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L168-L170
        """
        return len(self.node_info_list)

    def list(self) -> builtins.list[NodeInfo]:
        """All NodeInfos in node-tree order.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L173-L175
        """
        return self.node_info_list

    def have_pods_with_affinity_list(self) -> builtins.list[NodeInfo]:
        """The NodeInfos of nodes running a pod with pod affinity or anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L178-L180
        """
        return self.have_pods_with_affinity_node_info_list

    def have_pods_with_required_anti_affinity_list(self) -> builtins.list[NodeInfo]:
        """The NodeInfos of nodes running a pod with required pod anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L184-L186
        """
        return self.have_pods_with_required_anti_affinity_node_info_list

    def get(self, node_name: str) -> NodeInfo:
        """The NodeInfo of node_name; raises CacheError if the snapshot has no such live node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L189-L194
        """
        v = self.node_info_map.get(node_name)
        # Python: the node read as NodeInfo.node() reads it; every Score plugin asks per node.
        if v is not None and v._node is not None:
            return v
        raise CacheError(f"nodeinfo not found for node name {go_quote(node_name)}")

    def is_pvc_used_by_pods(self, key: str) -> bool:
        """Whether a scheduled pod uses the PVC with key "namespace/name".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L196-L198
        """
        return key in self.used_pvc_set


def new_empty_snapshot() -> Snapshot:
    """A snapshot with no nodes, ready for Cache.update_snapshot to fill.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L48-L53
    """
    return Snapshot(node_info_map={}, used_pvc_set=set())


def new_snapshot(pods: builtins.list[v1.Pod], nodes: builtins.list[v1.Node]) -> Snapshot:
    """A snapshot built directly from pods and nodes, without a cache (tests, tools).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L56-L79
    """
    node_info_map = create_node_info_map(pods, nodes)
    node_info_list: builtins.list[NodeInfo] = []
    have_pods_with_affinity_node_info_list: builtins.list[NodeInfo] = []
    have_pods_with_required_anti_affinity_node_info_list: builtins.list[NodeInfo] = []
    # Python: Go ranges over a map here, so its list order is random; dict order is used.
    for v in node_info_map.values():
        node_info_list.append(v)
        if len(v.pods_with_affinity) > 0:
            have_pods_with_affinity_node_info_list.append(v)
        if len(v.pods_with_required_anti_affinity) > 0:
            have_pods_with_required_anti_affinity_node_info_list.append(v)

    s = new_empty_snapshot()
    s.node_info_map = node_info_map
    s.node_info_list = node_info_list
    s.have_pods_with_affinity_node_info_list = have_pods_with_affinity_node_info_list
    s.have_pods_with_required_anti_affinity_node_info_list = (
        have_pods_with_required_anti_affinity_node_info_list
    )
    s.used_pvc_set = create_used_pvc_set(pods)

    return s


def create_node_info_map(
    pods: builtins.list[v1.Pod], nodes: builtins.list[v1.Node]
) -> dict[str, NodeInfo]:
    """Group pods by spec.node_name into NodeInfos and attach each node and its image states.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L84-L104
    """
    node_name_to_info: dict[str, NodeInfo] = {}
    for pod in pods:
        node_name = pod.spec.node_name
        if node_name not in node_name_to_info:
            node_name_to_info[node_name] = new_node_info()
        node_name_to_info[node_name].add_pod(pod)
    image_existence_map = create_image_existence_map(nodes)

    for node in nodes:
        if node.name not in node_name_to_info:
            node_name_to_info[node.name] = new_node_info()
        node_info = node_name_to_info[node.name]
        node_info.set_node(node)
        node_info.image_states = get_node_image_states(node, image_existence_map)
    return node_name_to_info


def create_used_pvc_set(pods: builtins.list[v1.Pod]) -> set[str]:
    """The "namespace/claim" keys of the PVCs that scheduled pods use.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L106-L123
    """
    used_pvc_set: set[str] = set()
    for pod in pods:
        if pod.spec.node_name == "":
            continue

        for v in pod.spec.volumes:
            if v.persistent_volume_claim is None:
                continue

            key = get_namespaced_name(pod.namespace, v.persistent_volume_claim.claim_name)
            used_pvc_set.add(key)
    return used_pvc_set


def get_node_image_states(
    node: v1.Node, image_existence_map: dict[str, set[str]]
) -> dict[str, ImageStateSummary]:
    """The image summaries of node: each image's size and on how many nodes it exists.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L126-L138
    """
    image_states: dict[str, ImageStateSummary] = {}

    for image in node.status.images:
        for name in image.names:
            image_states[name] = ImageStateSummary(
                size=image.size_bytes,
                num_nodes=len(image_existence_map.get(name, set())),
            )
    return image_states


def create_image_existence_map(nodes: builtins.list[v1.Node]) -> dict[str, set[str]]:
    """For every image name, the names of the nodes that have it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/snapshot.go#L141-L155
    """
    image_existence_map: dict[str, set[str]] = {}
    for node in nodes:
        for image in node.status.images:
            for name in image.names:
                if name not in image_existence_map:
                    image_existence_map[name] = {node.name}
                else:
                    image_existence_map[name].add(node.name)
    return image_existence_map
