"""Port of pkg/scheduler/framework/plugins/nodevolumelimits."""

from kube_scheduler_py.v1_31.framework.plugins.nodevolumelimits.csi import (
    CSILimits,
    CSIName,
    NodeVolumeLimitsError,
    new_csi,
)
from kube_scheduler_py.v1_31.framework.plugins.nodevolumelimits.non_csi import (
    AzureDiskName,
    CinderName,
    EBSName,
    ErrReasonMaxVolumeCountExceeded,
    GCEPDName,
    KubeMaxPDVols,
    NonCSILimitsError,
    new_azure_disk,
    new_cinder,
    new_ebs,
    new_gcepd,
)

__all__ = [
    "AzureDiskName",
    "CSILimits",
    "CSIName",
    "CinderName",
    "EBSName",
    "ErrReasonMaxVolumeCountExceeded",
    "GCEPDName",
    "KubeMaxPDVols",
    "NodeVolumeLimitsError",
    "NonCSILimitsError",
    "new_azure_disk",
    "new_cinder",
    "new_csi",
    "new_ebs",
    "new_gcepd",
]
