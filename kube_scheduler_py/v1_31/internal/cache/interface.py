"""The scheduler cache's interface: what the scheduler asks of its view of pods and nodes.

A pod moves through the cache's states like this (see PodCacheState in observe.py):
Initial -Assume-> Assumed -Add-> Added -Remove-> Deleted; an Assumed pod can also be
forgotten (back to Initial) or, once its binding finished and its ttl passed, Expire; an
Expired pod that is then added comes back as Added; an Added pod stays Added on Update.
Initial, Expired and Deleted pods are not stored in the cache at all.

# Python: Go's `klog.Logger` parameters are dropped; Go `error` results are raised exceptions
# (CacheError for the cache's own errors, FrameworkError from the framework helpers it calls).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kube_scheduler_py.v1_31.api.core import v1
    from kube_scheduler_py.v1_31.framework.types import NodeInfo
    from kube_scheduler_py.v1_31.internal.cache.snapshot import Snapshot


class CacheError(Exception):
    """An error reported by the scheduler cache, its node tree or its snapshot.

    # Python-only: Go returns fmt.Errorf values; this is their Python exception type.
    """


class Cache(ABC):
    """The scheduler's cache of pods and the per-node aggregates built from them.

    Pods may be assumed on a node before the API server confirms the binding, so the
    scheduling cycle that follows already sees them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L60-L117
    """

    @abstractmethod
    def node_count(self) -> int:
        """How many nodes the cache holds (for tests).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L63-L63
        """

    @abstractmethod
    def pod_count(self) -> int:
        """How many pods the cache holds, those of deleted nodes included (for tests).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L67-L67
        """

    @abstractmethod
    def assume_pod(self, pod: v1.Pod) -> None:
        """Count pod on its spec.node_name before the binding is confirmed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L72-L72
        """

    @abstractmethod
    def finish_binding(self, pod: v1.Pod) -> None:
        """Mark the binding of an assumed pod as done, so that it may expire.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L75-L75
        """

    @abstractmethod
    def forget_pod(self, pod: v1.Pod) -> None:
        """Drop an assumed pod (its scheduling or binding failed).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L78-L78
        """

    @abstractmethod
    def add_pod(self, pod: v1.Pod) -> None:
        """Confirm an assumed pod, or add a pod the cache does not hold (e.g. an expired one).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L82-L82
        """

    @abstractmethod
    def update_pod(self, old_pod: v1.Pod, new_pod: v1.Pod) -> None:
        """Replace old_pod's contribution to its node by new_pod's.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L85-L85
        """

    @abstractmethod
    def remove_pod(self, pod: v1.Pod) -> None:
        """Take a pod out of the cache and out of its node's aggregate.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L88-L88
        """

    @abstractmethod
    def get_pod(self, pod: v1.Pod) -> v1.Pod:
        """The cached pod with the same key (UID) as pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L92-L92
        """

    @abstractmethod
    def is_assumed_pod(self, pod: v1.Pod) -> bool:
        """Whether pod is assumed (and has not expired).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L95-L95
        """

    @abstractmethod
    def add_node(self, node: v1.Node) -> NodeInfo:
        """Add a node; returns a snapshot copy of its NodeInfo.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L99-L99
        """

    @abstractmethod
    def update_node(self, old_node: v1.Node, new_node: v1.Node) -> NodeInfo:
        """Replace a node object; returns a snapshot copy of its NodeInfo.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L103-L103
        """

    @abstractmethod
    def remove_node(self, node: v1.Node) -> None:
        """Remove a node (its pods stay until their own delete events arrive).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L106-L106
        """

    @abstractmethod
    def update_snapshot(self, node_snapshot: Snapshot) -> None:
        """Bring node_snapshot up to date with the cache (only live nodes are included).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L113-L113
        """

    @abstractmethod
    def dump(self) -> Dump:
        """A copy of the cache's state for debugging.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L116-L116
        """


@dataclass
class Dump:
    """A debugging copy of the cache: the assumed pod keys and a snapshot of every NodeInfo.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/interface.go#L120-L123
    """

    assumed_pods: set[str] = field(default_factory=set)
    nodes: dict[str, NodeInfo] = field(default_factory=dict)
