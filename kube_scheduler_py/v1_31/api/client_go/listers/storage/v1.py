"""The storage/v1 listers of client-go (k8s.io/client-go/listers/storage/v1), as the scheduler
reads them.

Each Protocol names the methods of the Go interface that the port calls, so that an informer
cache of the in-memory API server and a test's fake both fit. A lookup that misses raises (Go
returns a NotFound error).
"""

from __future__ import annotations

from typing import Protocol

from kube_scheduler_py.v1_31.api.storage import v1 as storagev1


class StorageClassLister(Protocol):
    """Reads StorageClasses from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/storage/v1/storageclass.go#L30-L38
    """

    def get(self, name: str) -> storagev1.StorageClass:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/storage/v1/storageclass.go#L36-L36"""


class CSINodeLister(Protocol):
    """Reads CSINodes from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/storage/v1/csinode.go#L30-L38
    """

    def get(self, name: str) -> storagev1.CSINode:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/listers/storage/v1/csinode.go#L36-L36"""
