"""SchedulingGates: keeps a pod out of the active queue while it still has scheduling gates."""

from __future__ import annotations

from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.util import utils as util

Name = names.SchedulingGates


class SchedulingGates(framework.PreEnqueuePlugin, framework.EnqueueExtensions):
    """A PreEnqueue plugin that holds back pods whose spec.schedulingGates is not empty.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/schedulinggates/scheduling_gates.go#L37-L39
    """

    def __init__(self, enable_scheduling_queue_hint: bool = False) -> None:
        self.enable_scheduling_queue_hint = enable_scheduling_queue_hint

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/schedulinggates/scheduling_gates.go#L44-L46
        """
        return Name

    def pre_enqueue(self, p: v1.Pod) -> framework.Status | None:
        """Reject (UnschedulableAndUnresolvable) a pod that still carries scheduling gates.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/schedulinggates/scheduling_gates.go#L48-L57
        """
        if len(p.spec.scheduling_gates) == 0:
            return None
        gates = [gate.name for gate in p.spec.scheduling_gates]
        # Python: the list is rendered the way Go's %v prints a []string.
        return framework.new_status(
            framework.UnschedulableAndUnresolvable,
            f"waiting for scheduling gates: [{' '.join(gates)}]",
        )

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """With queueing hints on, a pod update (gates removed) may unblock the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/schedulinggates/scheduling_gates.go#L61-L73
        """
        if not self.enable_scheduling_queue_hint:
            return []
        # With queueing hints, the queue asks the Pod/Update hint whether an update of a gated
        # pod makes it schedulable.
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=framework.Update),
                queueing_hint_fn=self.is_schedulable_after_pod_change,
            ),
        ]

    def is_schedulable_after_pod_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod once an update of the pod itself removed its last gate.

        Raises util.AsError when the objects are not pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/schedulinggates/scheduling_gates.go#L82-L97
        """
        _, modified_pod = util.as_(v1.Pod, old_obj, new_obj)
        assert modified_pod is not None

        if modified_pod.uid != pod.uid:
            # An update of another pod cannot lift this pod's gates.
            return framework.QueueSkip

        if len(modified_pod.spec.scheduling_gates) == 0:
            return framework.Queue
        return framework.QueueSkip


def new(_pl_args: object, _fh: framework.Handle, fts: Features) -> framework.Plugin:
    """Build the plugin with the queueing-hint gate from fts.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/schedulinggates/scheduling_gates.go#L76-L80
    """
    return SchedulingGates(enable_scheduling_queue_hint=fts.enable_scheduling_queue_hint)
