"""Port of pkg/scheduler/framework/plugins/queuesort."""

from kube_scheduler_py.v1_31.framework.plugins.queuesort.priority_sort import (
    Name,
    PrioritySort,
    new,
)

__all__ = ["Name", "PrioritySort", "new"]
