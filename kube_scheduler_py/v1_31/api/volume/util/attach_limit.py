"""The node resource names that carry volume attach limits, and their default values."""

from __future__ import annotations

import hashlib

EBSVolumeLimitKey = "attachable-volumes-aws-ebs"
EBSNitroLimitRegex = "^[cmr]5.*|t3|z1d"
DefaultMaxEBSVolumes = 39
DefaultMaxEBSNitroVolumeLimit = 25
AzureVolumeLimitKey = "attachable-volumes-azure-disk"
GCEVolumeLimitKey = "attachable-volumes-gce-pd"
CinderVolumeLimitKey = "attachable-volumes-cinder"
DefaultMaxCinderVolumes = 256
CSIAttachLimitPrefix = "attachable-volumes-csi-"
ResourceNameLengthLimit = 63


def get_csi_attach_limit_key(driver_name: str) -> str:
    """The resource name holding a CSI driver's attach limit; long names are shortened to 23
    characters plus 16 hex digits of their SHA-1.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/volume/util/attach_limit.go#L58-L70
    """
    csi_prefix_length = len(CSIAttachLimitPrefix)
    totalkey_length = csi_prefix_length + len(driver_name)
    if totalkey_length >= ResourceNameLengthLimit:
        chars_from_driver_name = driver_name[:23]
        hashed = hashlib.sha1(driver_name.encode()).hexdigest()[:16]
        return CSIAttachLimitPrefix + chars_from_driver_name + hashed
    return CSIAttachLimitPrefix + driver_name
