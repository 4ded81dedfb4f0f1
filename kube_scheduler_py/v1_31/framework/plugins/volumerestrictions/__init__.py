"""Port of pkg/scheduler/framework/plugins/volumerestrictions."""

from kube_scheduler_py.v1_31.framework.plugins.volumerestrictions.volume_restrictions import (
    ErrReasonDiskConflict,
    ErrReasonReadWriteOncePodConflict,
    Name,
    VolumeRestrictions,
    VolumeRestrictionsError,
    new,
)

__all__ = [
    "ErrReasonDiskConflict",
    "ErrReasonReadWriteOncePodConflict",
    "Name",
    "VolumeRestrictions",
    "VolumeRestrictionsError",
    "new",
]
