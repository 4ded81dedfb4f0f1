"""The apps/v1 listers of client-go (k8s.io/client-go/listers/apps/v1), as the scheduler
reads them.

Each Protocol names the methods of the Go interface that the port calls, so that an informer
cache of the in-memory API server and a test's fake both fit. A lookup that misses raises (Go
returns a NotFound error).
"""

from __future__ import annotations

from typing import Protocol

from kube_scheduler_py.v1_37.api.apps import v1 as appsv1


class ReplicaSetLister(Protocol):
    """Reads ReplicaSets from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L30-L37
    """

    def replica_sets(self, namespace: str) -> ReplicaSetNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L35"""


class ReplicaSetNamespaceLister(Protocol):
    """Looks up the ReplicaSets of one namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L56-L64
    """

    def get(self, name: str) -> appsv1.ReplicaSet:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L62"""


class StatefulSetLister(Protocol):
    """Reads StatefulSets from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L30-L37
    """

    def stateful_sets(self, namespace: str) -> StatefulSetNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L35"""


class StatefulSetNamespaceLister(Protocol):
    """Looks up the StatefulSets of one namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L56-L64
    """

    def get(self, name: str) -> appsv1.StatefulSet:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L62"""
