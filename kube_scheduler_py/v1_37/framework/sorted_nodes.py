"""SortedScoredNodes: the scored feasible nodes of a cycle, handed out best first.

v1.37.2 no longer samples among the top-scored nodes at random (v1.31.1's selectHost): it
heapifies the scores and pops the maximum, by total score, then by Randomizer (which only nodes
scored by an extender get). The remaining nodes stay in the heap for opportunistic batching.

# Python: Go's container/heap functions are module-private helpers here, written as Go's
# (not heapq), so ties fall exactly where Go's heap leaves them.
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.framework.interface import SortedScoredNodes
from kube_scheduler_py.v1_37.fwk.interface import NodePluginScores


class sortedNodeScores(SortedScoredNodes):
    """The SortedScoredNodes of a cycle: a max-heap of the nodes' scores.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L27-L29
    """

    def __init__(self, nodes: nodeScoreHeap) -> None:
        self.nodes = nodes

    def pop(self) -> NodePluginScores:
        """Remove and return the best node left.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L38-L40
        """
        return _heap_pop(self.nodes)

    def len(self) -> int:
        """How many nodes are left.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L42-L44
        """
        return self.nodes.len()

    def unordered_list(self) -> list[NodePluginScores]:
        """The nodes left, in the heap's internal order (not by score); a new list of the same
        entries, which callers must not change.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L49-L53
        """
        return list(self.nodes.items)


def new_sorted_scored_nodes(node_score_list: list[NodePluginScores]) -> SortedScoredNodes:
    """Heapify the scored nodes (best total score, then highest Randomizer, on top).

    # Python: Go's heap reorders the caller's slice in place; the port does the same.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L32-L36
    """
    h = nodeScoreHeap(node_score_list)
    _heap_init(h)
    return sortedNodeScores(nodes=h)


class nodeScoreHeap:
    """A heap.Interface over a list of NodePluginScores, best first.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L56-L56
    """

    def __init__(self, items: list[NodePluginScores]) -> None:
        self.items = items

    def len(self) -> int:
        """The number of nodes in the heap.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L60-L60
        """
        return len(self.items)

    def less(self, i: int, j: int) -> bool:
        """Whether node i goes first: a higher total score, or the same and a higher Randomizer.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L61-L64
        """
        return self.items[i].total_score > self.items[j].total_score or (
            self.items[i].total_score == self.items[j].total_score
            and self.items[i].randomizer > self.items[j].randomizer
        )

    def swap(self, i: int, j: int) -> None:
        """Swap nodes i and j.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L65-L65
        """
        self.items[i], self.items[j] = self.items[j], self.items[i]

    def push(self, x: NodePluginScores) -> None:
        """Append a node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L67-L69
        """
        self.items.append(x)

    def pop(self) -> NodePluginScores:
        """Remove and return the last node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/sorted_nodes.go#L71-L77
        """
        return self.items.pop()


def _heap_init(h: nodeScoreHeap) -> None:
    """Go's container/heap.Init: establish the heap order."""
    n = h.len()
    for i in range(n // 2 - 1, -1, -1):
        _heap_down(h, i, n)


def _heap_pop(h: nodeScoreHeap) -> NodePluginScores:
    """Go's container/heap.Pop: remove and return the first element."""
    n = h.len() - 1
    h.swap(0, n)
    _heap_down(h, 0, n)
    return h.pop()


def _heap_down(h: nodeScoreHeap, i0: int, n: int) -> None:
    """Go's container/heap down: sift element i0 down within the first n elements."""
    i = i0
    while True:
        j1 = 2 * i + 1
        if j1 >= n or j1 < 0:
            break
        j = j1
        j2 = j1 + 1
        if j2 < n and h.less(j2, j1):
            j = j2
        if not h.less(j, i):
            break
        h.swap(i, j)
        i = j
