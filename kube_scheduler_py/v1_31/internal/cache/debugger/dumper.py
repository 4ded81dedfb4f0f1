"""Render the cached NodeInfos and the scheduling queue as text, for debugging."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.types import NodeInfo, PodInfo, Resource
from kube_scheduler_py.v1_31.internal.cache.interface import Cache


class _SchedulingQueue(Protocol):
    """The part of the SchedulingQueue the dumper uses.

    Python-only: the part of a Go interface that this code calls.
    """

    def pending_pods(self) -> tuple[list[v1.Pod], str]: ...

    def nominated_pods_for_node(self, node_name: str) -> list[PodInfo]: ...


@dataclass
class CacheDumper:
    """Writes out the cached nodes and the pods waiting in the scheduling queue.

    # Python: Go writes to the scheduler log; each method returns that message and its values
    # as plain text instead.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/dumper.go#L33-L36
    """

    cache: Cache
    pod_queue: _SchedulingQueue

    def dump_all(self) -> str:
        """The node dump and the queue dump.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/dumper.go#L39-L42
        """
        return self.dump_nodes() + "\n" + self.dump_scheduling_queue()

    def dump_nodes(self) -> str:
        """Every cached NodeInfo, blank lines between them.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/dumper.go#L45-L53
        """
        dump = self.cache.dump()
        node_infos = [
            self.print_node_info(name, node_info) for name, node_info in dump.nodes.items()
        ]
        return "Dump of cached NodeInfo\n" + "\n\n".join(node_infos)

    def dump_scheduling_queue(self) -> str:
        """The queue's summary and its pending pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/dumper.go#L56-L63
        """
        pending_pods, s = self.pod_queue.pending_pods()
        pod_data = "".join(print_pod(p) for p in pending_pods)
        return f"Dump of scheduling queue\nsummary: {s}\npods:\n{pod_data}"

    def print_node_info(self, name: str, n: NodeInfo) -> str:
        """A node's name, whether it was deleted, its resources, pods and nominated pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/dumper.go#L66-L83
        """
        node_data = (
            f"Node name: {name}\nDeleted: {str(n.node() is None).lower()}\n"
            f"Requested Resources: {_plus_v(n.requested)}\n"
            f"Allocatable Resources:{_plus_v(n.allocatable)}\n"
            f"Scheduled Pods(number: {len(n.pods)}):\n"
        )
        for p in n.pods:
            node_data += print_pod(p.pod)
        nominated_pod_infos = self.pod_queue.nominated_pods_for_node(name)
        if len(nominated_pod_infos) != 0:
            node_data += f"Nominated Pods(number: {len(nominated_pod_infos)}):\n"
            for pi in nominated_pod_infos:
                node_data += print_pod(pi.pod)
        return node_data


def print_pod(p: v1.Pod) -> str:
    """One line about a pod: name, namespace, uid, phase and nominated node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/debugger/dumper.go#L86-L88
    """
    return (
        f"name: {p.name}, namespace: {p.namespace}, uid: {p.uid}, phase: {p.status.phase}, "
        f"nominated node: {p.status.nominated_node_name}\n"
    )


def _plus_v(r: Resource) -> str:
    """A *Resource as Go's %+v prints it."""
    scalars = " ".join(f"{k}:{v}" for k, v in sorted(r.scalar_resources.items()))
    return (
        f"&{{MilliCPU:{r.milli_cpu} Memory:{r.memory} EphemeralStorage:{r.ephemeral_storage} "
        f"AllowedPodNumber:{r.allowed_pod_number} ScalarResources:map[{scalars}]}}"
    )
