"""The storage/v1 listers of client-go (k8s.io/client-go/listers/storage/v1), as the scheduler
reads them.

Each Protocol names the methods of the Go interface that the port calls, so that an informer
cache of the in-memory API server and a test's fake both fit. A lookup that misses raises (Go
returns a NotFound error).
"""

from __future__ import annotations

import builtins
from typing import Protocol

from kube_scheduler_py.v1_37.api import labels
from kube_scheduler_py.v1_37.api.storage import v1 as storagev1


class StorageClassLister(Protocol):
    """Reads StorageClasses from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/storageclass.go#L30-L38
    """

    def get(self, name: str) -> storagev1.StorageClass:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/storageclass.go#L36"""


class CSINodeLister(Protocol):
    """Reads CSINodes from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/csinode.go#L30-L38
    """

    def get(self, name: str) -> storagev1.CSINode:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/csinode.go#L36"""


class CSIDriverLister(Protocol):
    """Reads CSIDrivers from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/csidriver.go#L30-L38
    """

    def get(self, name: str) -> storagev1.CSIDriver:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/csidriver.go#L36-L36"""


class CSIStorageCapacityLister(Protocol):
    """Reads CSIStorageCapacities (of all namespaces) from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/csistoragecapacity.go#L30-L37
    """

    def list(self, selector: labels.Selector) -> builtins.list[storagev1.CSIStorageCapacity]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/csistoragecapacity.go#L33-L33"""


class VolumeAttachmentLister(Protocol):
    """Reads VolumeAttachments from an informer cache.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/volumeattachment.go#L30-L38
    """

    def list(self, selector: labels.Selector) -> builtins.list[storagev1.VolumeAttachment]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/volumeattachment.go#L33-L33"""

    def get(self, name: str) -> storagev1.VolumeAttachment:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/listers/storage/v1/volumeattachment.go#L36-L36"""
