"""Port of pkg/scheduler/framework/plugins/nodeunschedulable."""

from kube_scheduler_py.v1_31.framework.plugins.nodeunschedulable.node_unschedulable import (
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
