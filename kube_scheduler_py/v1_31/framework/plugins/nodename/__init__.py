"""Port of pkg/scheduler/framework/plugins/nodename."""

from kube_scheduler_py.v1_31.framework.plugins.nodename.node_name import (
    ErrReason,
    Name,
    NodeName,
    fits,
    new,
)

__all__ = ["ErrReason", "Name", "NodeName", "fits", "new"]
