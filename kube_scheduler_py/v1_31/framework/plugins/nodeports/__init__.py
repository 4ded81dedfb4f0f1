"""Port of pkg/scheduler/framework/plugins/nodeports."""

from kube_scheduler_py.v1_31.framework.plugins.nodeports.node_ports import (
    ErrReason,
    Name,
    NodePorts,
    NodePortsError,
    fits,
    new,
)

__all__ = ["ErrReason", "Name", "NodePorts", "NodePortsError", "fits", "new"]
