"""The core/v1 listers of client-go (k8s.io/client-go/listers/core/v1), as the scheduler
reads them.

Each Protocol names the methods of the Go interface that the port calls, so that an informer
cache of the in-memory API server and a test's fake both fit. A lookup that misses raises (Go
returns a NotFound error).
"""

from __future__ import annotations

import builtins
from typing import Protocol

from kube_scheduler_py.v1_37.api import labels
from kube_scheduler_py.v1_37.api.core import v1


class PodLister(Protocol):
    """Reads Pods from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/pod.go#L30-L37
    """

    def list(self, selector: labels.Selector) -> builtins.list[v1.Pod]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/pod.go#L33"""

    def pods(self, namespace: str) -> PodNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/pod.go#L35"""


class PodNamespaceLister(Protocol):
    """Looks up the Pods of one namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/pod.go#L56-L64
    """

    def get(self, name: str) -> v1.Pod:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/pod.go#L62"""


class NodeLister(Protocol):
    """Reads Nodes from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/node.go#L30-L38
    """

    def list(self, selector: labels.Selector) -> builtins.list[v1.Node]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/node.go#L33"""


class NamespaceLister(Protocol):
    """Reads Namespaces from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/namespace.go#L30-L38
    """

    def list(self, selector: labels.Selector) -> builtins.list[v1.Namespace]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/namespace.go#L33"""

    def get(self, name: str) -> v1.Namespace:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/namespace.go#L36"""


class ServiceLister(Protocol):
    """Reads Services from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/service.go#L30-L37
    """

    def services(self, namespace: str) -> ServiceNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/service.go#L35"""


class ServiceNamespaceLister(Protocol):
    """Lists the Services of one namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/service.go#L56-L64
    """

    def list(self, selector: labels.Selector) -> builtins.list[v1.Service]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/service.go#L59"""


class ReplicationControllerLister(Protocol):
    """Reads ReplicationControllers from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L30-L37
    """

    def replication_controllers(self, namespace: str) -> ReplicationControllerNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L35"""


class ReplicationControllerNamespaceLister(Protocol):
    """Looks up the ReplicationControllers of one namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L56-L64
    """

    def get(self, name: str) -> v1.ReplicationController:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/replicationcontroller.go#L62"""


class PersistentVolumeClaimLister(Protocol):
    """Reads PersistentVolumeClaims from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/persistentvolumeclaim.go#L30-L37
    """

    def persistent_volume_claims(self, namespace: str) -> PersistentVolumeClaimNamespaceLister:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/persistentvolumeclaim.go#L35"""


class PersistentVolumeClaimNamespaceLister(Protocol):
    """Looks up the PersistentVolumeClaims of one namespace.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/persistentvolumeclaim.go#L56-L64
    """

    def get(self, name: str) -> v1.PersistentVolumeClaim:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/persistentvolumeclaim.go#L62"""


class PersistentVolumeLister(Protocol):
    """Reads PersistentVolumes from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/persistentvolume.go#L30-L38
    """

    def get(self, name: str) -> v1.PersistentVolume:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/core/v1/persistentvolume.go#L36"""
