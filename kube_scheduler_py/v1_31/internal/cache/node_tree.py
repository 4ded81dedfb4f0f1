"""The node tree: node names grouped by zone, listed round-robin across zones.

The snapshot's node list is taken in this order, so that the scheduler, which may stop after
finding enough feasible nodes, looks at nodes of every zone early on.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

from kube_scheduler_py.v1_31.api.component_helpers.node.topology import get_zone_key
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field.errors import go_quote
from kube_scheduler_py.v1_31.internal.cache.interface import CacheError

# Python: Go's klog.Logger parameters are dropped, and so are the log lines they wrote.


class NodeTreeExhaustedError(CacheError):
    """list() ran out of zones before it had listed numNodes names.

    # Python-only: Go returns the names found so far together with the error; they ride on the
    # exception as `nodes_list`.
    """

    def __init__(self, message: str, nodes_list: list[str]) -> None:
        super().__init__(message)
        self.nodes_list = nodes_list


@dataclass
class nodeTree:
    """Node names per zone key, the zones in the order they appeared, and the node count.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/node_tree.go#L32-L36
    """

    tree: dict[str, list[str]] = field(default_factory=dict)
    zones: list[str] = field(default_factory=list)
    num_nodes: int = 0

    def add_node(self, n: v1.Node) -> None:
        """Append n to its zone (creating the zone); a node already present is left alone.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/node_tree.go#L51-L67
        """
        zone = get_zone_key(n)
        na = self.tree.get(zone)
        if na is not None:
            # Python: `in` is Go's loop over the zone's names, done in C; append is Go's append.
            if n.name in na:
                return
            na.append(n.name)
        else:
            self.zones.append(zone)
            self.tree[zone] = [n.name]
        self.num_nodes += 1

    def remove_node(self, n: v1.Node) -> None:
        """Take n out of its zone, dropping the zone when it empties; CacheError if absent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/node_tree.go#L70-L87
        """
        zone = get_zone_key(n)
        na = self.tree.get(zone)
        if na is not None:
            for i, node_name in enumerate(na):
                if node_name == n.name:
                    self.tree[zone] = na[:i] + na[i + 1 :]
                    if len(self.tree[zone]) == 0:
                        self.remove_zone(zone)
                    self.num_nodes -= 1
                    return
        raise CacheError(f"node {go_quote(n.name)} in group {go_quote(zone)} was not found")

    def remove_zone(self, zone: str) -> None:
        """Forget a zone that has no nodes left.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/node_tree.go#L91-L99
        """
        del self.tree[zone]
        for i, z in enumerate(self.zones):
            if z == zone:
                self.zones = self.zones[:i] + self.zones[i + 1 :]
                return

    def update_node(self, old: v1.Node | None, new: v1.Node) -> None:
        """Move a node to its new zone if its zone labels changed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/node_tree.go#L102-L115
        """
        old_zone = ""
        if old is not None:
            old_zone = get_zone_key(old)
        new_zone = get_zone_key(new)
        # A node keeps its name across updates, so an unchanged zone means nothing to do.
        if old_zone == new_zone:
            return
        # Python: Go ignores this error (the old node may be missing from the tree); a nil old
        # node with a changed zone would make Go panic, and no caller passes one.
        assert old is not None
        with contextlib.suppress(CacheError):
            self.remove_node(old)
        self.add_node(new)

    def list(self) -> list[str]:
        """All node names, taking the i-th node of every zone before any zone's (i+1)-th.

        Raises NodeTreeExhaustedError (carrying the names found) if the zones hold fewer names
        than num_nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/node_tree.go#L119-L143
        """
        if len(self.zones) == 0:
            return []
        nodes_list: list[str] = []
        num_exhausted_zones = 0
        node_index = 0
        while len(nodes_list) < self.num_nodes:
            if num_exhausted_zones >= len(self.zones):
                raise NodeTreeExhaustedError(
                    "all zones exhausted before reaching count of nodes expected", nodes_list
                )
            for zone_index in range(len(self.zones)):
                na = self.tree[self.zones[zone_index]]
                if node_index >= len(na):
                    # Count a zone as exhausted only on the first pass that runs past its end.
                    if node_index == len(na):
                        num_exhausted_zones += 1
                    continue
                nodes_list.append(na[node_index])
            node_index += 1
        return nodes_list


def new_node_tree(nodes: list[v1.Node] | None) -> nodeTree:
    """A node tree holding the given nodes, in order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/node_tree.go#L39-L47
    """
    nt = nodeTree(tree={})
    for n in nodes or []:
        nt.add_node(n)
    return nt
