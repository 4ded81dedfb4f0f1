"""Port of pkg/scheduler/framework/plugins/volumezone."""

from kube_scheduler_py.v1_31.framework.plugins.volumezone.volume_zone import (
    ErrReasonConflict,
    Name,
    VolumeZone,
    VolumeZoneError,
    new,
)

__all__ = ["ErrReasonConflict", "Name", "VolumeZone", "VolumeZoneError", "new"]
