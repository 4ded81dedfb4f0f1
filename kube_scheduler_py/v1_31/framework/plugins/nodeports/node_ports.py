"""NodePorts: a pod asking for host ports fits a node only if those ports are free there."""

from __future__ import annotations

from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.util import utils as util

Name = names.NodePorts
preFilterStateKey = "PreFilter" + Name
ErrReason = "node(s) didn't have free ports for the requested pod ports"


class NodePortsError(framework.FrameworkError):
    """An error of the NodePorts plugin (missing or wrong cycle state).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class preFilterState(list[v1.ContainerPort], framework.StateData):
    """The pod's container ports that ask for a host port, computed at PreFilter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L50-L50
    """

    def clone(self) -> framework.StateData:
        """The state itself: adding or removing other pods does not change it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L53-L56
        """
        return self


class NodePorts(framework.PreFilterPlugin, framework.FilterPlugin, framework.EnqueueExtensions):
    """Checks that the host ports the pod wants are not in use on the node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L32-L32
    """

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L59-L61
        """
        return Name

    def pre_filter(
        self, cycle_state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Store the pod's host ports; Skip when the pod asks for none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L83-L91
        """
        s = get_container_ports(pod)
        # A pod without host ports cannot conflict with anything.
        if len(s) == 0:
            return None, framework.new_status(framework.Skip)
        cycle_state.write(preFilterStateKey, preFilterState(s))
        return None, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: the state does not depend on other pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L94-L96
        """
        return None

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Pod deletions (ports freed) and node adds or updates.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L114-L126
        """
        return [
            # Container ports are immutable, so pod updates never free a port.
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=framework.Delete),
                queueing_hint_fn=self.is_schedulable_after_pod_deleted,
            ),
            # Node updates cannot free ports either, but a node creation may be seen as an
            # update (kubernetes#109437), so both are registered, without a hint.
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node, action_type=framework.Add | framework.Update
                )
            ),
        ]

    def is_schedulable_after_pod_deleted(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod only when the deleted pod was bound and held one of its host ports.

        Raises util.AsError when the old object is not a pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L130-L168
        """
        deleted_pod, _ = util.as_(v1.Pod, old_obj, None)
        assert deleted_pod is not None

        # An unscheduled pod held no ports on any node.
        if deleted_pod.spec.node_name == "":
            return framework.QueueSkip

        # The host ports the deleted pod used.
        used_ports = framework.HostPortInfo()
        for container in deleted_pod.spec.containers:
            for pod_port in container.ports:
                if pod_port.host_port > 0:
                    used_ports.add(pod_port.host_ip, pod_port.protocol, pod_port.host_port)

        # Without host ports, the deletion frees nothing the pod could want.
        if len(used_ports) == 0:
            return framework.QueueSkip

        # If the pod fits a node holding only the deleted pod's ports, the two share no port,
        # and the deletion cannot be what the pod was waiting for.
        node_info = framework.NodeInfo(used_ports=used_ports)
        if fits(pod, node_info):
            return framework.QueueSkip

        return framework.Queue

    def filter(
        self, cycle_state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Unschedulable when a wanted host port is already used on the node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L171-L183
        """
        try:
            want_ports = get_pre_filter_state(cycle_state)
        except NodePortsError as err:
            return framework.as_status(err)

        fits = fits_ports(want_ports, node_info)
        if not fits:
            return framework.new_status(framework.Unschedulable, ErrReason)

        return None


def get_container_ports(*pods: v1.Pod) -> list[v1.ContainerPort]:
    """The container ports of the pods that ask for a host port (conflicts not resolved).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L65-L80
    """
    ports: list[v1.ContainerPort] = []
    for pod in pods:
        for container in pod.spec.containers:
            for port in container.ports:
                # Only ports bound on the host matter.
                if port.host_port <= 0:
                    continue
                ports.append(port)
    return ports


def get_pre_filter_state(cycle_state: framework.CycleState) -> preFilterState:
    """Read the PreFilter state; raises NodePortsError when it is missing or of the wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L98-L110
    """
    try:
        c = cycle_state.read(preFilterStateKey)
    except framework.ErrNotFound as err:
        # Most likely PreFilter did not run.
        wrapped = NodePortsError(f"reading {go_quote(preFilterStateKey)} from cycleState: {err}")
        raise wrapped from err

    if not isinstance(c, preFilterState):
        raise NodePortsError(f"{c}  convert to nodeports.preFilterState error")
    return c


def fits(pod: v1.Pod, node_info: framework.NodeInfo) -> bool:
    """Whether none of the pod's host ports is used on the node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L186-L188
    """
    return fits_ports(get_container_ports(pod), node_info)


def fits_ports(want_ports: list[v1.ContainerPort], node_info: framework.NodeInfo) -> bool:
    """Whether none of want_ports conflicts with the node's used ports.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L190-L199
    """
    existing_ports = node_info.used_ports
    for cp in want_ports:
        if existing_ports.check_conflict(cp.host_ip, cp.protocol, cp.host_port):
            return False
    return True


def new(_pl_args: object, _fh: framework.Handle) -> framework.Plugin:
    """Build the plugin.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodeports/node_ports.go#L202-L204
    """
    return NodePorts()
