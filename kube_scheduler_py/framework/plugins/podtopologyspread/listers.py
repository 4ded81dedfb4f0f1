"""The informer listers PodTopologySpread reads to find a pod's workload for the default
constraints: Services, ReplicationControllers, ReplicaSets and StatefulSets.

# Python: client-go's listers and informer factory are not ported; these protocols name just
# the methods the plugin (through helper.default_selector) calls, so any object with those
# methods (a real informer cache or a test fake) will do. A lookup miss is any exception.
"""

from __future__ import annotations

import builtins
from typing import Protocol

from kube_scheduler_py.api import labels
from kube_scheduler_py.api.apps import v1 as appsv1
from kube_scheduler_py.api.core import v1


class ServiceNamespaceLister(Protocol):
    """Lists the Services of one namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/service.go#L56-L64
    """

    def list(self, selector: labels.Selector) -> builtins.list[v1.Service]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/service.go#L59-L59"""


class ServiceLister(Protocol):
    """Reads Services from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/service.go#L30-L37
    """

    def services(self, namespace: str) -> ServiceNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/service.go#L35-L35"""


class ReplicationControllerNamespaceLister(Protocol):
    """Looks up ReplicationControllers of one namespace by name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L56-L64
    """

    def get(self, name: str) -> v1.ReplicationController:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L62-L62"""


class ReplicationControllerLister(Protocol):
    """Reads ReplicationControllers from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L30-L37
    """

    def replication_controllers(self, namespace: str) -> ReplicationControllerNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L35-L35"""


class ReplicaSetNamespaceLister(Protocol):
    """Looks up ReplicaSets of one namespace by name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L56-L64
    """

    def get(self, name: str) -> appsv1.ReplicaSet:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L62-L62"""


class ReplicaSetLister(Protocol):
    """Reads ReplicaSets from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L30-L37
    """

    def replica_sets(self, namespace: str) -> ReplicaSetNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/replicaset.go#L35-L35"""


class StatefulSetNamespaceLister(Protocol):
    """Looks up StatefulSets of one namespace by name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L56-L64
    """

    def get(self, name: str) -> appsv1.StatefulSet:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L62-L62"""


class StatefulSetLister(Protocol):
    """Reads StatefulSets from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L30-L37
    """

    def stateful_sets(self, namespace: str) -> StatefulSetNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/apps/v1/statefulset.go#L35-L35"""
