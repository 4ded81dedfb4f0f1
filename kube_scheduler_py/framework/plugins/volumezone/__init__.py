"""Port of pkg/scheduler/framework/plugins/volumezone."""

from kube_scheduler_py.framework.plugins.volumezone.volume_zone import (
    ErrReasonConflict,
    Name,
    VolumeZone,
    VolumeZoneError,
    new,
)

__all__ = ["ErrReasonConflict", "Name", "VolumeZone", "VolumeZoneError", "new"]
