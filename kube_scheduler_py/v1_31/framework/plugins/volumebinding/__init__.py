"""Port of pkg/scheduler/framework/plugins/volumebinding."""

from kube_scheduler_py.v1_31.framework.plugins.volumebinding.binder import (
    ErrReasonBindConflict,
    ErrReasonNodeConflict,
    ErrReasonNotEnoughSpace,
    ErrReasonPVNotExist,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.volume_binding import (
    Name,
    VolumeBinding,
    VolumeBindingError,
    new,
)

__all__ = [
    "ErrReasonBindConflict",
    "ErrReasonNodeConflict",
    "ErrReasonNotEnoughSpace",
    "ErrReasonPVNotExist",
    "Name",
    "VolumeBinding",
    "VolumeBindingError",
    "new",
]
