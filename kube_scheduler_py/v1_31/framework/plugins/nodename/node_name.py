"""NodeName: a pod that names its node (spec.nodeName) fits only that node."""

from __future__ import annotations

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins import names

Name = names.NodeName

ErrReason = "node(s) didn't match the requested node name"


class NodeName(framework.FilterPlugin, framework.EnqueueExtensions):
    """A Filter plugin that checks the pod's spec.nodeName against the node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodename/node_name.go#L29-L29
    """

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """A node being added or updated may be the node the pod asks for.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodename/node_name.go#L44-L48
        """
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node, action_type=framework.Add | framework.Update
                )
            ),
        ]

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodename/node_name.go#L51-L53
        """
        return Name

    def filter(
        self, _state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """UnschedulableAndUnresolvable unless the pod may run on this node by name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodename/node_name.go#L56-L62
        """
        if not fits(pod, node_info):
            return framework.new_status(framework.UnschedulableAndUnresolvable, ErrReason)
        return None


def fits(pod: v1.Pod, node_info: framework.NodeInfo) -> bool:
    """Whether the pod names no node or names this one.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodename/node_name.go#L65-L67
    """
    if len(pod.spec.node_name) == 0:
        return True
    node = node_info.node()
    # Python: Go dereferences the node here; at Filter it is never nil.
    assert node is not None
    return pod.spec.node_name == node.name


def new(_pl_args: object, _fh: framework.Handle) -> framework.Plugin:
    """Build the plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodename/node_name.go#L70-L72
    """
    return NodeName()
