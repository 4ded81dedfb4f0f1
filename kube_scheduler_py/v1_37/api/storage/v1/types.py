"""Storage classes and CSI objects: the port of k8s.io/api/storage/v1.

Only the types the scheduler reads are here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin
from kube_scheduler_py.v1_37.api.resource import Quantity


@dataclass(slots=True, kw_only=True)
class StorageClass(_ObjectMetaMixin):
    """A class of dynamically provisioned storage and its binding mode.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L35-L89
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    provisioner: str = ""
    parameters: dict[str, str] = field(default_factory=dict)
    reclaim_policy: str | None = None
    mount_options: list[str] = field(default_factory=list)
    allow_volume_expansion: bool | None = None
    volume_binding_mode: str | None = None
    allowed_topologies: list[v1.TopologySelectorTerm] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class VolumeAttachmentSource:
    """What a VolumeAttachment attaches: a persistent volume by name, or an inline volume's spec.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L191-L204
    """

    persistent_volume_name: str | None = None
    inline_volume_spec: v1.PersistentVolumeSpec | None = None


@dataclass(slots=True, kw_only=True)
class VolumeAttachmentSpec:
    """Which attacher (CSI driver) attaches which volume to which node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L171-L185
    """

    attacher: str = ""
    source: VolumeAttachmentSource = field(default_factory=VolumeAttachmentSource)
    node_name: str = ""


@dataclass(slots=True, kw_only=True)
class VolumeError:
    """An error an attach or detach operation met.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L235-L253
    """

    time: datetime | None = None
    message: str = ""
    error_code: int | None = field(default=None, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class VolumeAttachmentStatus:
    """Whether the volume is attached, with the attacher's metadata and errors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L207-L232
    """

    attached: bool = False
    attachment_metadata: dict[str, str] = field(default_factory=dict)
    attach_error: VolumeError | None = None
    detach_error: VolumeError | None = None


@dataclass(slots=True, kw_only=True)
class VolumeAttachment(_ObjectMetaMixin):
    """The request to attach a volume to a node (and its outcome); CSI volume limits count them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L133-L152
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: VolumeAttachmentSpec = field(default_factory=VolumeAttachmentSpec)
    status: VolumeAttachmentStatus = field(default_factory=VolumeAttachmentStatus)


@dataclass(slots=True, kw_only=True)
class TokenRequest:
    """A service account token a CSI driver wants for mounts.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L548-L558
    """

    audience: str = ""
    expiration_seconds: int | None = field(default=None, metadata={"go": "int64"})


@dataclass(slots=True, kw_only=True)
class CSIDriverSpec:
    """What a CSI driver supports and requires.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L299-L509
    """

    attach_required: bool | None = None
    pod_info_on_mount: bool | None = None
    volume_lifecycle_modes: list[str] = field(default_factory=list)
    storage_capacity: bool | None = None
    fs_group_policy: str | None = None
    token_requests: list[TokenRequest] = field(default_factory=list)
    requires_republish: bool | None = None
    se_linux_mount: bool | None = None
    node_allocatable_update_period_seconds: int | None = field(
        default=None, metadata={"go": "int64"}
    )
    service_account_token_in_secrets: bool | None = None
    prevent_pod_scheduling_if_missing: bool | None = None


@dataclass(slots=True, kw_only=True)
class CSIDriver(_ObjectMetaMixin):
    """Cluster-wide information about an installed CSI driver.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L265-L280
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: CSIDriverSpec = field(default_factory=CSIDriverSpec)


@dataclass(slots=True, kw_only=True)
class VolumeNodeResources:
    """Per-node volume limits of a CSI driver.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L661-L668
    """

    count: int | None = None


@dataclass(slots=True, kw_only=True)
class CSINodeDriver:
    """One CSI driver registered on a node, with its topology keys and limits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L623-L658
    """

    name: str = ""
    node_id: str = field(default="", metadata={"json": "nodeID"})
    topology_keys: list[str] = field(default_factory=list)
    allocatable: VolumeNodeResources | None = None


@dataclass(slots=True, kw_only=True)
class CSINodeSpec:
    """The CSI drivers installed on a node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L612-L620
    """

    drivers: list[CSINodeDriver] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class CSINode(_ObjectMetaMixin):
    """The CSI drivers of one node (same name as the node).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L596-L609
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: CSINodeSpec = field(default_factory=CSINodeSpec)


@dataclass(slots=True, kw_only=True)
class CSIStorageCapacity(_ObjectMetaMixin):
    """Storage capacity a CSI driver reports for a topology segment.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/storage/v1/types.go#L775-L832
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    node_topology: metav1.LabelSelector | None = None
    storage_class_name: str = ""
    capacity: Quantity | None = None
    maximum_volume_size: Quantity | None = None


# Python: Go's named string types are plain str here; the aliases let ported code
# write conversions such as ResourceName(key) the way Go does.
VolumeBindingMode = str
FSGroupPolicy = str
VolumeLifecycleMode = str


# Constants of types.go.
VolumeBindingImmediate = "Immediate"
VolumeBindingWaitForFirstConsumer = "WaitForFirstConsumer"

ReadWriteOnceWithFSTypeFSGroupPolicy = "ReadWriteOnceWithFSType"
FileFSGroupPolicy = "File"
NoneFSGroupPolicy = "None"

VolumeLifecyclePersistent = "Persistent"
VolumeLifecycleEphemeral = "Ephemeral"
