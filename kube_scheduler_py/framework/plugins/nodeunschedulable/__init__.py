"""Port of pkg/scheduler/framework/plugins/nodeunschedulable."""

from kube_scheduler_py.framework.plugins.nodeunschedulable.node_unschedulable import (
    ErrReasonUnknownCondition,
    ErrReasonUnschedulable,
    Name,
    NodeUnschedulable,
    new,
)

__all__ = [
    "ErrReasonUnknownCondition",
    "ErrReasonUnschedulable",
    "Name",
    "NodeUnschedulable",
    "new",
]
