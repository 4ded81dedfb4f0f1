"""Port of pkg/scheduler/framework/plugins/nodeaffinity."""

from kube_scheduler_py.v1_31.framework.plugins.nodeaffinity.node_affinity import (
    ErrReasonPod,
    Name,
    NodeAffinity,
    NodeAffinityError,
    new,
)

__all__ = ["ErrReasonPod", "Name", "NodeAffinity", "NodeAffinityError", "new"]
