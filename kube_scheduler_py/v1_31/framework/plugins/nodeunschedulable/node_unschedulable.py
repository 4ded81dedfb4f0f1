"""NodeUnschedulable: keeps pods off cordoned nodes (spec.unschedulable) unless they tolerate
the node.kubernetes.io/unschedulable:NoSchedule taint."""

from __future__ import annotations

from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as v1helper
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.util import utils as util

Name = names.NodeUnschedulable

ErrReasonUnknownCondition = "node(s) had unknown conditions"
ErrReasonUnschedulable = "node(s) were unschedulable"


class NodeUnschedulable(framework.FilterPlugin, framework.EnqueueExtensions):
    """A Filter plugin rejecting unschedulable nodes for pods that do not tolerate that.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go#L33-L34
    """

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """A node being added or updated may be schedulable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go#L51-L55
        """
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node, action_type=framework.Add | framework.Update
                ),
                queueing_hint_fn=self.is_schedulable_after_node_change,
            ),
        ]

    def is_schedulable_after_node_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added or updated node is not marked unschedulable.

        Raises util.AsError when the objects are not nodes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go#L60-L76
        """
        _, modified_node = util.as_(v1.Node, old_obj, new_obj)
        assert modified_node is not None

        if not modified_node.spec.unschedulable:
            return framework.Queue

        # The node is still cordoned, so this change cannot help the pod.
        return framework.QueueSkip

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go#L79-L81
        """
        return Name

    def filter(
        self, _state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """UnschedulableAndUnresolvable on a cordoned node, unless the pod tolerates the
        unschedulable taint.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go#L84-L101
        """
        node = node_info.node()
        # Python: Go dereferences the node here; at Filter it is never nil.
        assert node is not None

        if not node.spec.unschedulable:
            return None

        # Tolerating the unschedulable taint also means tolerating spec.unschedulable.
        pod_tolerates_unschedulable = v1helper.tolerations_tolerate_taint(
            pod.spec.tolerations,
            v1.Taint(key=v1.TaintNodeUnschedulable, effect=v1.TaintEffectNoSchedule),
        )
        if not pod_tolerates_unschedulable:
            return framework.new_status(
                framework.UnschedulableAndUnresolvable, ErrReasonUnschedulable
            )

        return None


def new(_pl_args: object, _fh: framework.Handle) -> framework.Plugin:
    """Build the plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go#L104-L106
    """
    return NodeUnschedulable()
