"""The parts of the framework interface that stay in kubernetes: NodeToStatus, the pods to
activate, SortedScoredNodes, PlacementFeasible and the Framework (one profile's plugins).

In v1.37.2 the plugin-facing interfaces (Plugin and its extension points, Status, Handle, ...)
live in the staging module, `v1_37/fwk/interface.py`; this module holds what only the scheduler
itself uses.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from kube_scheduler_py.v1_37.fwk import interface as fwk
from kube_scheduler_py.v1_37.fwk.cycle_state import StateData, StateKey

if TYPE_CHECKING:
    from kube_scheduler_py.v1_37.api.core import v1
    from kube_scheduler_py.v1_37.framework.cycle_state import CycleState
    from kube_scheduler_py.v1_37.fwk.api_calls import APICacher
    from kube_scheduler_py.v1_37.fwk.cycle_state import (
        CycleState as FwkCycleState,
    )
    from kube_scheduler_py.v1_37.fwk.cycle_state import (
        PlacementCycleState,
        PodGroupCycleState,
    )
    from kube_scheduler_py.v1_37.fwk.listers import NodeInfoLister
    from kube_scheduler_py.v1_37.fwk.types import (
        NodeInfo,
        Placement,
        PodGroupAssignments,
        PodGroupInfo,
    )


class NodeToStatus(fwk.NodeToStatusReader):
    """The statuses of the nodes a pod did not fit, and one status for every node not listed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L33-L39
    """

    def __init__(
        self, node_to_status: dict[str, fwk.Status], absent_nodes_status: fwk.Status
    ) -> None:
        self.node_to_status = node_to_status
        self.absent_nodes_status_ = absent_nodes_status

    def get(self, node_name: str) -> fwk.Status:
        """The status of node_name, or the absent nodes' status when it has none of its own.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L56-L61
        """
        status = self.node_to_status.get(node_name)
        if status is not None:
            return status
        return self.absent_nodes_status_

    def set(self, node_name: str, status: fwk.Status) -> None:
        """Record the status of node_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L64-L66
        """
        self.node_to_status[node_name] = status

    def len(self) -> int:
        """How many nodes have a status of their own (absent nodes are not counted).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L69-L71
        """
        return len(self.node_to_status)

    def absent_nodes_status(self) -> fwk.Status:
        """The status of every node without one of its own.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L74-L76
        """
        return self.absent_nodes_status_

    def set_absent_nodes_status(self, status: fwk.Status) -> None:
        """Set the status of every node without one of its own.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L79-L81
        """
        self.absent_nodes_status_ = status

    def for_each_explicit_node(self, fn: Callable[[str, fwk.Status], None]) -> None:
        """Call fn for every node with a status of its own (not for the absent ones).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L89-L93
        """
        # Python: Go ranges over a map in random order; the port takes the insertion order.
        for node_name, status in self.node_to_status.items():
            fn(node_name, status)

    def nodes_for_status_code(self, node_lister: NodeInfoLister, code: fwk.Code) -> list[NodeInfo]:
        """The NodeInfos of the nodes whose status has code: from the lister's full list when
        the absent nodes' status has it, else from the listed nodes. May raise the lister's
        error.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L100-L131
        """
        result_nodes: list[NodeInfo] = []

        if self.absent_nodes_status().code() == code:
            all_nodes = node_lister.list()
            if self.len() == 0:
                # Every node is absent and the code matches: all of them.
                return all_nodes
            # Otherwise walk every node: absent ones and listed ones with a matching code.
            for node in all_nodes:
                n = node.node()
                assert n is not None  # Python: Go dereferences it unconditionally.
                if self.get(n.name).code() == code:
                    result_nodes.append(node)
            return result_nodes

        def collect(node_name: str, status: fwk.Status) -> None:
            if status.code() == code:
                # Python: Go skips a node the lister cannot return, whatever the error.
                try:
                    result_nodes.append(node_lister.get(node_name))
                except Exception:
                    return

        self.for_each_explicit_node(collect)

        return result_nodes


def new_default_node_to_status() -> NodeToStatus:
    """An empty NodeToStatus whose absent nodes are UnschedulableAndUnresolvable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L43-L45
    """
    return new_node_to_status({}, fwk.new_status(fwk.UnschedulableAndUnresolvable))


def new_node_to_status(
    node_to_status: dict[str, fwk.Status], absent_nodes_status: fwk.Status
) -> NodeToStatus:
    """A NodeToStatus with the given node statuses and absent nodes' status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L48-L53
    """
    return NodeToStatus(node_to_status, absent_nodes_status)


PodsToActivateKey: StateKey = "kubernetes.io/pods-to-activate"


@dataclass
class PodsToActivate(StateData):
    """The pods a plugin asks to move to activeQ (from backoffQ or the unschedulable entities)
    at the end of a successful scheduling cycle and binding cycle, by "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L141-L145
    """

    # Python: no mutex; the port runs plugins on one thread.
    map: dict[str, v1.Pod] = field(default_factory=dict)

    def clone(self) -> PodsToActivate:
        """The same object: every copy of the cycle state shares one list of pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L148-L150
        """
        return self


def new_pods_to_activate() -> PodsToActivate:
    """An empty PodsToActivate.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L153-L155
    """
    return PodsToActivate(map={})


class SortedScoredNodes(ABC):
    """The scored nodes of a cycle, handed out best first.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L158-L163
    """

    @abstractmethod
    def pop(self) -> fwk.NodePluginScores:
        """Remove and return the best node left.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L159-L159
        """

    @abstractmethod
    def len(self) -> int:
        """How many nodes are left.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L160-L160
        """

    @abstractmethod
    def unordered_list(self) -> list[fwk.NodePluginScores]:
        """The nodes left, in no particular order.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L162-L162
        """


class PlacementFeasiblePlugin(fwk.Plugin):
    """A plugin asked after each pod of a pod group whether the placement can still work out:
    Success (it can), Wait (perhaps, once more pods are placed) or Unschedulable (give the
    placement up; it stays a preemption candidate).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L167-L178
    """

    @abstractmethod
    def placement_feasible(
        self,
        placement_cycle_state: PlacementCycleState,
        pod_group_info: PodGroupInfo,
        placement_progress: PlacementProgress,
    ) -> fwk.Status | None:
        """Judge the placement after one more pod of the group was evaluated.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L177-L177
        """


@dataclass
class PlacementProgress:
    """How far the evaluation of a placement is: children not evaluated yet (unscheduled pods,
    for a pod group) and children scheduled so far in this pod group cycle.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L182-L189
    """

    remaining: int = 0
    scheduled: int = 0


class Framework(fwk.Handle):
    """One scheduling profile: its plugins, run at each extension point.

    # Python: Go's ctx arguments are dropped, as in the rest of the port.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L193-L335
    """

    @abstractmethod
    def pre_enqueue_plugins(self) -> list[fwk.PreEnqueuePlugin]:
        """The PreEnqueue plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L197-L197
        """

    @abstractmethod
    def enqueue_extensions(self) -> list[fwk.EnqueueExtensions]:
        """The plugins that register queueing events.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L200-L200
        """

    @abstractmethod
    def queue_sort_func(self) -> fwk.LessFunc:
        """The function that orders the scheduling queue.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L203-L203
        """

    @abstractmethod
    def sign_pod(self, pod: v1.Pod) -> fwk.PodSignature | None:
        """The pod's scheduling signature (pods with equal signatures fit and score alike), or
        None when some plugin cannot sign it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L210-L210
        """

    @abstractmethod
    def run_pre_filter_plugins(
        self, state: FwkCycleState, pod: v1.Pod
    ) -> tuple[fwk.PreFilterResult | None, fwk.Status | None, set[str]]:
        """Run every PreFilter plugin: the merged result, the status (non-success aborts the
        cycle) and the plugins that narrowed the nodes through their result.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L221-L221
        """

    @abstractmethod
    def run_post_filter_plugins(
        self,
        state: FwkCycleState,
        pod: v1.Pod,
        filtered_node_status_map: fwk.NodeToStatusReader,
    ) -> tuple[fwk.PostFilterResult | None, fwk.Status | None]:
        """Run the PostFilter plugins (preemption) after the pod fit no node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L227-L227
        """

    @abstractmethod
    def get_node_hint(
        self,
        pod: v1.Pod,
        signature: fwk.PodSignature | None,
        state: FwkCycleState,
        cycle_count: int,
    ) -> str:
        """The node the previous cycle's results point to for this pod (opportunistic
        batching), or "" when they cannot be reused.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L233-L233
        """

    @abstractmethod
    def store_schedule_results(
        self,
        signature: fwk.PodSignature | None,
        hinted_node: str,
        chosen_node: str,
        other_nodes: SortedScoredNodes | None,
        cycle_count: int,
    ) -> None:
        """Keep this cycle's sorted, filtered nodes for the next pod with the same signature.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L236-L236
        """

    @abstractmethod
    def run_raw_score_plugins(
        self, state: FwkCycleState, pod: v1.Pod, node_info: NodeInfo
    ) -> tuple[list[fwk.PluginScore], fwk.Status | None]:
        """Run only the Score phase of every scoring plugin on one node (no normalization, no
        weights).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L240-L240
        """

    @abstractmethod
    def normalize_scores(
        self, state: FwkCycleState, pod: v1.Pod, scores: list[fwk.NodePluginScores]
    ) -> fwk.Status | None:
        """Normalize and weigh the raw scores, filling in Scores and TotalScore in place.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L244-L244
        """

    @abstractmethod
    def run_placement_generate_plugins(
        self, state: PodGroupCycleState, pod_group: PodGroupInfo, nodes: list[NodeInfo]
    ) -> tuple[list[Placement], fwk.Status | None]:
        """Run every PlacementGenerate plugin and combine the placements they propose.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L248-L248
        """

    @abstractmethod
    async def run_pre_bind_plugins(
        self, state: FwkCycleState, pod: v1.Pod, node_name: str
    ) -> fwk.Status | None:
        """Run every PreBind plugin; Unschedulable is a scheduling failure, anything else
        non-success an internal error.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L255-L255
        """

    @abstractmethod
    def run_pre_bind_pre_flights(
        self, state: FwkCycleState, pod: v1.Pod, node_name: str
    ) -> fwk.Status | None:
        """Ask every PreBind plugin whether it has work for this pod; stops at the first
        answer other than Skip.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L259-L259
        """

    @abstractmethod
    def run_post_bind_plugins(self, state: FwkCycleState, pod: v1.Pod, node_name: str) -> None:
        """Run every PostBind plugin.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L262-L262
        """

    @abstractmethod
    def run_permit_plugins(
        self, state: FwkCycleState, pod: v1.Pod, node_name: str
    ) -> tuple[dict[str, timedelta], fwk.Status | None]:
        """Run every Permit plugin: the wait time each plugin asked for and the status (Wait if
        any plugin wants the pod to wait). Does not make the pod a waiting pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L269-L269
        """

    @abstractmethod
    def run_placement_feasible_plugins(
        self,
        placement_cycle_state: PlacementCycleState,
        pod_group_info: PodGroupInfo,
        placement_progress: PlacementProgress,
    ) -> fwk.Status | None:
        """Run the PlacementFeasible plugins: Success if all succeed, else Unschedulable or
        Wait, Error for any other answer.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L277-L277
        """

    @abstractmethod
    def add_waiting_pod(self, pod: v1.Pod, plugins_wait_time: dict[str, timedelta]) -> None:
        """Make the pod a waiting pod for the shortest of the Permit plugins' wait times.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L283-L283
        """

    @abstractmethod
    def will_wait_on_permit(self, pod: v1.Pod) -> bool:
        """Whether the pod is a waiting pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L286-L286
        """

    @abstractmethod
    async def wait_on_permit(self, pod: v1.Pod) -> fwk.Status | None:
        """Wait until a waiting pod is allowed or rejected (at once for other pods).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L289-L289
        """

    @abstractmethod
    def run_bind_plugins(
        self, state: FwkCycleState, pod: v1.Pod, node_name: str
    ) -> fwk.Status | None:
        """Run the Bind plugins until one binds; Skip when none did.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L296-L296
        """

    @abstractmethod
    def run_placement_score_plugins(
        self,
        state: PodGroupCycleState,
        pod_group_info: PodGroupInfo,
        placements: list[PodGroupAssignments],
        placement_states: list[PlacementCycleState],
    ) -> tuple[list[fwk.PlacementPluginScores], fwk.Status | None]:
        """Score each placement with every PlacementScore plugin (the i-th state goes with the
        i-th placement).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L303-L303
        """

    @abstractmethod
    def run_pod_group_post_filter_plugins(
        self,
        state: CycleState,
        pod_group_info: PodGroupInfo,
        pg_scheduling_func: fwk.PodGroupSchedulingFunc,
    ) -> tuple[fwk.PodGroupPostFilterResult | None, fwk.Status | None]:
        """Run the PodGroupPostFilter plugins (pod group preemption).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L306-L306
        """

    @abstractmethod
    def has_filter_plugins(self) -> bool:
        """Whether any Filter plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L309-L309
        """

    @abstractmethod
    def has_post_filter_plugins(self) -> bool:
        """Whether any PostFilter plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L312-L312
        """

    @abstractmethod
    def has_score_plugins(self) -> bool:
        """Whether any Score plugin is configured.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L315-L315
        """

    @abstractmethod
    def pod_group_post_filter_plugins(self) -> list[fwk.PodGroupPostFilterPlugin]:
        """The PodGroupPostFilter plugins.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L318-L318
        """

    # Python: returns the profile's config.Plugins; typed Any to keep the framework free of
    # an import of the config package.
    @abstractmethod
    def list_plugins(self) -> Any:
        """The configured plugins per extension point.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L321-L321
        """

    @abstractmethod
    def percentage_of_nodes_to_score(self) -> int | None:
        """The profile's percentageOfNodesToScore, if set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L324-L324
        """

    @abstractmethod
    def set_pod_nominator(self, nominator: fwk.PodNominator) -> None:
        """Set the nominator (the scheduling queue).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L327-L327
        """

    @abstractmethod
    def set_pod_activator(self, activator: fwk.PodActivator) -> None:
        """Set the activator (the scheduling queue).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L329-L329
        """

    @abstractmethod
    def set_api_cacher(self, api_cacher: APICacher) -> None:
        """Set the API cacher (with SchedulerAsyncAPICalls).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L331-L331
        """

    @abstractmethod
    def close(self) -> None:
        """Close every plugin that can be closed; raises their errors together.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L334-L334
        """


def new_post_filter_result_with_nominated_node(name: str) -> fwk.PostFilterResult:
    """A PostFilter result that nominates the node name (overriding any nomination).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/interface.go#L337-L344
    """
    return fwk.PostFilterResult(
        nominating_info=fwk.NominatingInfo(
            nominated_node_name=name, nominating_mode=fwk.ModeOverride
        )
    )
