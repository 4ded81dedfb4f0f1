"""PrioritySort: orders the active queue by pod priority, then by queueing time."""

from __future__ import annotations

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.v1_31.framework.plugins import names

Name = names.PrioritySort


class PrioritySort(framework.QueueSortPlugin):
    """The default QueueSort plugin: higher priority first, then first come first served.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/queuesort/priority_sort.go#L31-L31
    """

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/queuesort/priority_sort.go#L36-L38
        """
        return Name

    def less(self, p_info1: framework.QueuedPodInfo, p_info2: framework.QueuedPodInfo) -> bool:
        """Whether p_info1 goes first: a higher priority, or equal priority and an earlier
        timestamp.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/queuesort/priority_sort.go#L43-L47
        """
        p1 = corev1helpers.pod_priority(p_info1.pod)
        p2 = corev1helpers.pod_priority(p_info2.pod)
        return (p1 > p2) or (p1 == p2 and p_info1.timestamp < p_info2.timestamp)


def new(_pl_args: object, _handle: framework.Handle) -> framework.Plugin:
    """Build the plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/queuesort/priority_sort.go#L50-L52
    """
    return PrioritySort()
