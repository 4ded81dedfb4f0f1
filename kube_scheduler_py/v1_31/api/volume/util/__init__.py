"""Port of k8s.io/kubernetes/pkg/volume/util: volume limit keys and local PV nodes."""

from .attach_limit import (
    AzureVolumeLimitKey,
    CinderVolumeLimitKey,
    CSIAttachLimitPrefix,
    DefaultMaxCinderVolumes,
    DefaultMaxEBSNitroVolumeLimit,
    DefaultMaxEBSVolumes,
    EBSNitroLimitRegex,
    EBSVolumeLimitKey,
    GCEVolumeLimitKey,
    ResourceNameLengthLimit,
    get_csi_attach_limit_key,
)
from .util import get_local_persistent_volume_node_names

__all__ = [
    "AzureVolumeLimitKey",
    "CSIAttachLimitPrefix",
    "CinderVolumeLimitKey",
    "DefaultMaxCinderVolumes",
    "DefaultMaxEBSNitroVolumeLimit",
    "DefaultMaxEBSVolumes",
    "EBSNitroLimitRegex",
    "EBSVolumeLimitKey",
    "GCEVolumeLimitKey",
    "ResourceNameLengthLimit",
    "get_csi_attach_limit_key",
    "get_local_persistent_volume_node_names",
]
