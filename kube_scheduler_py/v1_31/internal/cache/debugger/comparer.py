"""Compare the scheduler cache with what the informers list, to find missed or stale objects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import NodeLister, PodLister
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.types import NodeInfo
from kube_scheduler_py.v1_31.internal.cache.interface import Cache


class _PendingPods(Protocol):
    """The part of the SchedulingQueue the comparer uses.

    Python-only: the part of a Go interface that this code calls.
    """

    def pending_pods(self) -> tuple[list[v1.Pod], str]: ...


@dataclass
class CompareResult:
    """What Compare found: names of nodes and UIDs of pods missed by or redundant in the cache.

    # Python-only: Go only logs these ("Cache mismatch"); the port returns them.
    """

    missed_nodes: list[str] = field(default_factory=list)
    redundant_nodes: list[str] = field(default_factory=list)
    missed_pods: list[str] = field(default_factory=list)
    redundant_pods: list[str] = field(default_factory=list)


@dataclass
class CacheComparer:
    """Compares the nodes and pods the listers see with the cache and the scheduling queue.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/comparer.go#L33-L38
    """

    node_lister: NodeLister | None = None
    pod_lister: PodLister | None = None
    cache: Cache | None = None
    pod_queue: _PendingPods | None = None

    def compare(self) -> CompareResult:
        """Compare the listers' nodes and pods with a dump of the cache (and queued pods).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/comparer.go#L41-L68
        """
        # Python: Go dereferences these fields; the comparer is only used fully wired.
        assert self.node_lister is not None and self.pod_lister is not None
        assert self.cache is not None and self.pod_queue is not None
        nodes = self.node_lister.list(labels.everything())

        pods = self.pod_lister.list(labels.everything())

        dump = self.cache.dump()

        pending_pods, _ = self.pod_queue.pending_pods()

        result = CompareResult()
        result.missed_nodes, result.redundant_nodes = self.compare_nodes(nodes, dump.nodes)

        result.missed_pods, result.redundant_pods = self.compare_pods(
            pods, pending_pods, dump.nodes
        )

        return result

    def compare_nodes(
        self, nodes: list[v1.Node], nodeinfos: dict[str, NodeInfo]
    ) -> tuple[list[str], list[str]]:
        """(missed, redundant) node names of the cache against the listed nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/comparer.go#L71-L83
        """
        actual = [node.name for node in nodes]

        cached = list(nodeinfos)

        return compare_strings(actual, cached)

    def compare_pods(
        self, pods: list[v1.Pod], waiting_pods: list[v1.Pod], nodeinfos: dict[str, NodeInfo]
    ) -> tuple[list[str], list[str]]:
        """(missed, redundant) pod UIDs of the cache plus queue against the listed pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/comparer.go#L86-L103
        """
        actual = [pod.uid for pod in pods]

        cached: list[str] = []
        for nodeinfo in nodeinfos.values():
            for p in nodeinfo.pods:
                cached.append(p.pod.uid)
        for pod in waiting_pods:
            cached.append(pod.uid)

        return compare_strings(actual, cached)


def compare_strings(actual: list[str], cached: list[str]) -> tuple[list[str], list[str]]:
    """Walk both sorted lists: strings only in actual are missed, only in cached redundant.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/comparer.go#L105-L135
    """
    missed: list[str] = []
    redundant: list[str] = []

    actual.sort()
    cached.sort()

    def compare(i: int, j: int) -> int:
        if i == len(actual):
            return 1
        elif j == len(cached):
            return -1
        return (actual[i] > cached[j]) - (actual[i] < cached[j])

    i, j = 0, 0
    while i < len(actual) or j < len(cached):
        c = compare(i, j)
        if c == 0:
            i += 1
            j += 1
        elif c == -1:
            missed.append(actual[i])
            i += 1
        else:
            redundant.append(cached[j])
            j += 1

    return missed, redundant
