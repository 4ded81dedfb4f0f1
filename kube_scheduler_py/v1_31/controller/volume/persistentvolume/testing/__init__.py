"""Port of pkg/controller/volume/persistentvolume/testing: a fake API server for PVs and PVCs."""

from .testing import (
    Action,
    ErrVersionConflict,
    ReactorCheckError,
    ReactorError,
    ReactorRequestError,
    VersionConflictError,
    VolumeReactor,
    new_volume_reactor,
)

__all__ = [
    "Action",
    "ErrVersionConflict",
    "ReactorCheckError",
    "ReactorError",
    "ReactorRequestError",
    "VersionConflictError",
    "VolumeReactor",
    "new_volume_reactor",
]
