"""NodeResourcesFit: filter out nodes without room for the pod's requests, and score the rest.

Filter compares the pod's effective requests (init containers, sidecars and overhead
included) with what each node has left; Score ranks the nodes by the configured strategy
(LeastAllocated, MostAllocated or RequestedToCapacityRatio).

# Python: Go's ctx and klog.Logger parameters are dropped, with the log lines they wrote.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py.goint import int64
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1.helper import helpers as v1helper
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.api.v1.resource import helpers as resource
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import validation
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.noderesources.least_allocated import (
    least_resource_scorer,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.most_allocated import (
    most_resource_scorer,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.requested_to_capacity_ratio import (
    requested_to_capacity_ratio_scorer,
)
from kube_scheduler_py.v1_31.framework.plugins.noderesources.resource_allocation import (
    NodeResourcesError,
    _wrap_error,
    resourceAllocationScorer,
    scorer,
)
from kube_scheduler_py.v1_31.util import utils as schedutil

# The name of the plugin in the registry and in configurations.
Name = names.NodeResourcesFit

# The CycleState key of the pod requests computed at PreFilter.
preFilterStateKey = "PreFilter" + Name

# The CycleState key of the pod requests computed at PreScore.
preScoreStateKey = "PreScore" + Name


def _scoring_strategy(args: config.NodeResourcesFitArgs) -> config.ScoringStrategy:
    """The args' scoring strategy, which new_fit has checked is set."""
    assert args.scoring_strategy is not None
    return args.scoring_strategy


def _least_allocated(args: config.NodeResourcesFitArgs) -> resourceAllocationScorer:
    """The LeastAllocated entry of nodeResourceStrategyTypeMap."""
    resources = _scoring_strategy(args).resources
    return resourceAllocationScorer(
        name=config.LeastAllocated,
        scorer=least_resource_scorer(resources),
        resources=resources,
    )


def _most_allocated(args: config.NodeResourcesFitArgs) -> resourceAllocationScorer:
    """The MostAllocated entry of nodeResourceStrategyTypeMap."""
    resources = _scoring_strategy(args).resources
    return resourceAllocationScorer(
        name=config.MostAllocated,
        scorer=most_resource_scorer(resources),
        resources=resources,
    )


def _requested_to_capacity_ratio(args: config.NodeResourcesFitArgs) -> resourceAllocationScorer:
    """The RequestedToCapacityRatio entry of nodeResourceStrategyTypeMap."""
    strategy = _scoring_strategy(args)
    resources = strategy.resources
    # Python: Go would dereference a nil RequestedToCapacityRatio here.
    assert strategy.requested_to_capacity_ratio is not None
    return resourceAllocationScorer(
        name=config.RequestedToCapacityRatio,
        scorer=requested_to_capacity_ratio_scorer(
            resources, strategy.requested_to_capacity_ratio.shape
        ),
        resources=resources,
    )


# Which scorer each scoring strategy builds.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L58-L83
nodeResourceStrategyTypeMap: dict[config.ScoringStrategyType, scorer] = {
    config.LeastAllocated: _least_allocated,
    config.MostAllocated: _most_allocated,
    config.RequestedToCapacityRatio: _requested_to_capacity_ratio,
}


@dataclass(eq=False)
class Fit(
    framework.PreFilterPlugin,
    framework.FilterPlugin,
    framework.EnqueueExtensions,
    framework.PreScorePlugin,
    framework.ScorePlugin,
):
    """Checks that a node has room for the pod's requests, and scores nodes by a strategy.

    # Python: the embedded resourceAllocationScorer is the field resource_allocation_scorer.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L86-L93
    """

    ignored_resources: set[str] = field(default_factory=set)
    ignored_resource_groups: set[str] = field(default_factory=set)
    enable_in_place_pod_vertical_scaling: bool = False
    enable_sidecar_containers: bool = False
    handle: framework.Handle | None = None
    resource_allocation_scorer: resourceAllocationScorer = field(
        default_factory=resourceAllocationScorer
    )

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """None: the scores are already in 0..MaxNodeScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L96-L98
        """
        return None

    def pre_score(
        self, state: framework.CycleState, pod: v1.Pod, nodes: list[framework.NodeInfo]
    ) -> framework.Status | None:
        """Compute the pod's requests once and store them for Score.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L124-L130
        """
        ras = self.resource_allocation_scorer
        s = preScoreState(
            pod_requests=ras.calculate_pod_resource_request_list(pod, ras.resources),
        )
        state.write(preScoreStateKey, s)
        return None

    def name(self) -> str:
        """The plugin's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L146-L148
        """
        return Name

    def pre_filter(
        self, state: framework.CycleState, p: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Store the pod's effective requests for Filter.

        A pod with a restartable init container is rejected while the SidecarContainers
        feature is off, so the scheduler and an older kubelet never disagree on its size.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L216-L227
        """
        if not self.enable_sidecar_containers and has_restartable_init_container(p):
            return None, framework.new_status(
                framework.UnschedulableAndUnresolvable,
                "Pod has a restartable init container and the SidecarContainers feature "
                "is disabled",
            )
        state.write(preFilterStateKey, compute_pod_resource_request(p))
        return None, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: the PreFilter state does not depend on other pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L230-L232
        """
        return None

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Pod deletions (and scale-downs with in-place resize) and node adds/updates.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L250-L261
        """
        pod_action_type = framework.Delete
        if self.enable_in_place_pod_vertical_scaling:
            # With in-place resize a pod can shrink and free resources for others.
            pod_action_type |= framework.UpdatePodScaleDown
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=pod_action_type),
                queueing_hint_fn=self.is_schedulable_after_pod_change,
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node, action_type=framework.Add | framework.Update
                ),
                queueing_hint_fn=self.is_schedulable_after_node_change,
            ),
        ]

    def is_schedulable_after_pod_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when a scheduled pod was deleted, or a pod shrank its requests.

        # Python: Go returns (Queue, err) for objects that are not pods; here as_ raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L265-L301
        """
        original_pod, modified_pod = schedutil.as_(v1.Pod, old_obj, new_obj)

        if modified_pod is None:
            # Python: Go would dereference a nil pod when both objects are nil.
            assert original_pod is not None
            if original_pod.spec.node_name == "":
                # An unscheduled pod held no resources, so deleting it frees nothing.
                return framework.QueueSkip
            return framework.Queue

        if not self.enable_in_place_pod_vertical_scaling:
            # Without in-place resize an update cannot free resources.
            return framework.QueueSkip

        # Only a drop in a resource the pod asks for can help it.
        # Python: Go would dereference a nil old pod here as well.
        assert original_pod is not None
        if not self.is_resource_scale_down(pod, original_pod, modified_pod):
            return framework.QueueSkip

        return framework.Queue

    def is_resource_scale_down(
        self, target_pod: v1.Pod, original_pod: v1.Pod, modified_pod: v1.Pod
    ) -> bool:
        """Whether the update lowered a request the target pod needs, on a scheduled pod or on
        the target pod itself.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L306-L345
        """
        if modified_pod.uid != target_pod.uid and modified_pod.spec.node_name == "":
            # Another pod that is not scheduled holds no resources.
            return False

        # The scheduled pod changed, so it may have released some resources.
        original_max_resource_req = framework.Resource()
        modified_max_resource_req = framework.Resource()
        original_max_resource_req.set_max_resource(
            resource.pod_requests(
                original_pod,
                resource.PodResourcesOptions(
                    in_place_pod_vertical_scaling_enabled=self.enable_in_place_pod_vertical_scaling
                ),
            )
        )
        modified_max_resource_req.set_max_resource(
            resource.pod_requests(
                modified_pod,
                resource.PodResourcesOptions(
                    in_place_pod_vertical_scaling_enabled=self.enable_in_place_pod_vertical_scaling
                ),
            )
        )

        # Did a resource the target pod requests go down?
        pod_requests = resource.pod_requests(
            target_pod,
            resource.PodResourcesOptions(
                in_place_pod_vertical_scaling_enabled=self.enable_in_place_pod_vertical_scaling
            ),
        )
        for r_name, r_value in pod_requests.items():
            if r_value.is_zero():
                # Resources the target pod does not request do not matter.
                continue
            if r_name == v1.ResourceCPU:
                if original_max_resource_req.milli_cpu > modified_max_resource_req.milli_cpu:
                    return True
            elif r_name == v1.ResourceMemory:
                if original_max_resource_req.memory > modified_max_resource_req.memory:
                    return True
            elif r_name == v1.ResourceEphemeralStorage:
                if (
                    original_max_resource_req.ephemeral_storage
                    > modified_max_resource_req.ephemeral_storage
                ):
                    return True
            elif schedutil.is_scalar_resource_name(
                r_name
            ) and original_max_resource_req.scalar_resources.get(
                r_name, 0
            ) > modified_max_resource_req.scalar_resources.get(r_name, 0):
                return True
        return False

    def is_schedulable_after_node_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added or updated node has room for it.

        # Python: Go returns (Queue, err) for objects that are not nodes; here as_ raises.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L349-L363
        """
        _, modified_node = schedutil.as_(v1.Node, old_obj, new_obj)
        # Only the new node is checked; the old one is not compared yet (Go's TODO,
        # kubernetes#110175).
        if is_fit(pod, modified_node):
            return framework.Queue

        return framework.QueueSkip

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Unschedulable, with one reason per resource the node lacks, if the pod does not fit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L379-L396
        """
        try:
            s = get_pre_filter_state(state)
        except NodeResourcesError as err:
            return framework.as_status(err)

        insufficient_resources = fits_request(
            s, node_info, self.ignored_resources, self.ignored_resource_groups
        )

        if len(insufficient_resources) != 0:
            # Report every missing resource, not just the first.
            failure_reasons: list[str] = []
            for i in range(len(insufficient_resources)):
                failure_reasons.append(insufficient_resources[i].reason)
            return framework.new_status(framework.Unschedulable, *failure_reasons)
        return None

    def score(
        self, state: framework.CycleState, p: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """Score node_name by the strategy; computes the pod's requests if PreScore did not run.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L506-L520
        """
        # Python: Go would dereference a nil handle here; the plugin needs one to score.
        assert self.handle is not None
        try:
            node_info = self.handle.snapshot_shared_lister().node_infos().get(node_name)
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            message = f"getting node {go_quote(node_name)} from Snapshot"
            return 0, framework.as_status(_wrap_error(message, err))

        ras = self.resource_allocation_scorer
        try:
            s = get_pre_score_state(state)
        except NodeResourcesError:
            s = preScoreState(
                pod_requests=ras.calculate_pod_resource_request_list(p, ras.resources),
            )

        return ras.score(p, node_info, s.pod_requests)


class preFilterState(framework.Resource, framework.StateData):
    """The pod's effective requests, computed at PreFilter and read by Filter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L101-L103
    """

    def clone(self) -> preFilterState:
        """The state itself: it is never changed after PreFilter.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L106-L108
        """
        return self


class preScoreState(framework.StateData):
    """The pod's requests, one per configured resource in order, computed at PreScore.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L111-L115
    """

    def __init__(self, pod_requests: list[int]) -> None:
        self.pod_requests = pod_requests

    def clone(self) -> framework.StateData:
        """The state itself: it is never changed after PreScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L119-L121
        """
        return self


def get_pre_score_state(cycle_state: framework.CycleState) -> preScoreState:
    """Read the PreScore state; raises NodeResourcesError if it is missing or of another type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L132-L143
    """
    try:
        c = cycle_state.read(preScoreStateKey)
    except framework.ErrNotFound as err:
        message = f"reading {go_quote(preScoreStateKey)} from cycleState"
        raise _wrap_error(message, err) from err

    if not isinstance(c, preScoreState):
        # Python: the type is named as Python spells it, not as Go's %T does.
        raise NodeResourcesError(f"invalid PreScore state, got type {type(c).__name__}")
    return c


def new_fit(pl_args: object, h: framework.Handle | None, fts: Features) -> framework.Plugin:
    """Build the plugin from NodeResourcesFitArgs; raises on bad args or an unknown strategy.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L151-L178
    """
    if not isinstance(pl_args, config.NodeResourcesFitArgs):
        # Python: the type is named as Python spells it, not as Go's %T does.
        raise NodeResourcesError(
            f"want args to be of type NodeResourcesFitArgs, got {type(pl_args).__name__}"
        )
    args = pl_args
    err = validation.validate_node_resources_fit_args(None, args)
    if err is not None:
        raise err

    if args.scoring_strategy is None:
        raise NodeResourcesError("scoring strategy not specified")

    strategy = args.scoring_strategy.type
    score_plugin = nodeResourceStrategyTypeMap.get(strategy)
    if score_plugin is None:
        raise NodeResourcesError(f"scoring strategy {strategy} is not supported")

    return Fit(
        ignored_resources=set(args.ignored_resources),
        ignored_resource_groups=set(args.ignored_resource_groups),
        enable_in_place_pod_vertical_scaling=fts.enable_in_place_pod_vertical_scaling,
        enable_sidecar_containers=fts.enable_sidecar_containers,
        handle=h,
        resource_allocation_scorer=score_plugin(args),
    )


def compute_pod_resource_request(pod: v1.Pod) -> preFilterState:
    """The pod's effective requests as a Resource: the sum of its containers, raised to what
    its init containers need one at a time (with sidecars), plus overhead.

    For example, init containers of 2 CPU/1G and 2 CPU/3G with containers of 2 CPU/1G and
    1 CPU/1G need 3 CPU and 3G.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L207-L213
    """
    # A pod being scheduled has no allocated resources yet, so in-place resize plays no part.
    reqs = resource.pod_requests(pod, resource.PodResourcesOptions())
    result = preFilterState()
    result.set_max_resource(reqs)
    return result


def get_pre_filter_state(cycle_state: framework.CycleState) -> preFilterState:
    """Read the PreFilter state; raises NodeResourcesError if it is missing or of another type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L234-L246
    """
    try:
        c = cycle_state.read(preFilterStateKey)
    except framework.ErrNotFound as err:
        # Most likely PreFilter did not run.
        message = f"error reading {go_quote(preFilterStateKey)} from cycleState"
        raise _wrap_error(message, err) from err

    if not isinstance(c, preFilterState):
        # Python: the value is shown with repr(), not Go's %+v.
        raise NodeResourcesError(f"{c!r}  convert to NodeResourcesFit.preFilterState error")
    return c


def is_fit(pod: v1.Pod, node: v1.Node | None) -> bool:
    """Whether the pod fits an otherwise empty node; False for no node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L367-L374
    """
    if node is None:
        return False
    node_info = framework.new_node_info()
    node_info.set_node(node)
    return len(fits(pod, node_info)) == 0


def has_restartable_init_container(pod: v1.Pod) -> bool:
    """Whether an init container of the pod has restartPolicy Always (a sidecar).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L398-L405
    """
    for c in pod.spec.init_containers:
        if c.restart_policy is not None and c.restart_policy == v1.ContainerRestartPolicyAlways:
            return True
    return False


@dataclass(slots=True)
class InsufficientResource:
    """One resource a node lacks for a pod: the reason text and the amounts involved.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L408-L416
    """

    resource_name: str = ""
    # The reason is stored ready-made, so the common cases need no formatting.
    reason: str = ""
    requested: int = 0
    used: int = 0
    capacity: int = 0


def fits(pod: v1.Pod, node_info: framework.NodeInfo) -> list[InsufficientResource]:
    """The resources node_info lacks to host the pod (empty when it fits).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L419-L421
    """
    return fits_request(compute_pod_resource_request(pod), node_info, None, None)


def fits_request(
    pod_request: preFilterState,
    node_info: framework.NodeInfo,
    ignored_extended_resources: set[str] | None,
    ignored_resource_groups: set[str] | None,
) -> list[InsufficientResource]:
    """Compare the pod's requests with what the node has left, resource by resource.

    Extended resources named in ignored_extended_resources, or whose prefix (before '/') is
    in ignored_resource_groups, are not checked.

    # Python: a nil Go set is None here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/fit.go#L423-L503
    """
    insufficient_resources: list[InsufficientResource] = []

    allowed_pod_number = node_info.allocatable.allowed_pod_number
    if len(node_info.pods) + 1 > allowed_pod_number:
        insufficient_resources.append(
            InsufficientResource(
                resource_name=v1.ResourcePods,
                reason="Too many pods",
                requested=1,
                used=len(node_info.pods),
                capacity=allowed_pod_number,
            )
        )

    if (
        pod_request.milli_cpu == 0
        and pod_request.memory == 0
        and pod_request.ephemeral_storage == 0
        and len(pod_request.scalar_resources) == 0
    ):
        return insufficient_resources

    # Go int64: each free amount (allocatable - requested) below wraps as Go's does.
    if pod_request.milli_cpu > 0 and pod_request.milli_cpu > int64(
        node_info.allocatable.milli_cpu - node_info.requested.milli_cpu
    ):
        insufficient_resources.append(
            InsufficientResource(
                resource_name=v1.ResourceCPU,
                reason="Insufficient cpu",
                requested=pod_request.milli_cpu,
                used=node_info.requested.milli_cpu,
                capacity=node_info.allocatable.milli_cpu,
            )
        )
    if pod_request.memory > 0 and pod_request.memory > int64(
        node_info.allocatable.memory - node_info.requested.memory
    ):
        insufficient_resources.append(
            InsufficientResource(
                resource_name=v1.ResourceMemory,
                reason="Insufficient memory",
                requested=pod_request.memory,
                used=node_info.requested.memory,
                capacity=node_info.allocatable.memory,
            )
        )
    if pod_request.ephemeral_storage > 0 and pod_request.ephemeral_storage > int64(
        node_info.allocatable.ephemeral_storage - node_info.requested.ephemeral_storage
    ):
        insufficient_resources.append(
            InsufficientResource(
                resource_name=v1.ResourceEphemeralStorage,
                reason="Insufficient ephemeral-storage",
                requested=pod_request.ephemeral_storage,
                used=node_info.requested.ephemeral_storage,
                capacity=node_info.allocatable.ephemeral_storage,
            )
        )

    # Python: extended resources in the order the pod requests them; Go's map order is random.
    for r_name, r_quant in pod_request.scalar_resources.items():
        # A zero request needs nothing.
        if r_quant == 0:
            continue

        if v1helper.is_extended_resource_name(r_name):
            # Skip ignored extended resources; API validation guarantees the name has a '/'.
            r_name_prefix = ""
            if ignored_resource_groups:
                r_name_prefix = r_name.split("/")[0]
            if r_name in (ignored_extended_resources or set()) or r_name_prefix in (
                ignored_resource_groups or set()
            ):
                continue

        allocatable = node_info.allocatable.scalar_resources.get(r_name, 0)
        used = node_info.requested.scalar_resources.get(r_name, 0)
        if r_quant > int64(allocatable - used):
            insufficient_resources.append(
                InsufficientResource(
                    resource_name=r_name,
                    reason=f"Insufficient {r_name}",
                    requested=pod_request.scalar_resources[r_name],
                    used=used,
                    capacity=allocatable,
                )
            )

    return insufficient_resources
