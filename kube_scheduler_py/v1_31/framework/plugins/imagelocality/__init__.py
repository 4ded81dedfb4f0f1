"""Port of pkg/scheduler/framework/plugins/imagelocality."""

from kube_scheduler_py.v1_31.framework.plugins.imagelocality.image_locality import (
    ImageLocality,
    ImageLocalityError,
    Name,
    new,
)

__all__ = ["ImageLocality", "ImageLocalityError", "Name", "new"]
