"""Port of pkg/scheduler/framework/plugins/defaultbinder."""

from kube_scheduler_py.v1_31.framework.plugins.defaultbinder.default_binder import (
    DefaultBinder,
    Name,
    new,
)

__all__ = ["DefaultBinder", "Name", "new"]
