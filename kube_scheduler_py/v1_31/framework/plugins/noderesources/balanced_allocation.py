"""NodeResourcesBalancedAllocation: prefer nodes whose resources would be used evenly.

# Python: Go's ctx parameters are dropped.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.apis.config import validation
from kube_scheduler_py.v1_31.framework.cycle_state import CycleState, ErrNotFound, StateData
from kube_scheduler_py.v1_31.framework.interface import (
    Handle,
    MaxNodeScore,
    Plugin,
    PreScorePlugin,
    ScoreExtensions,
    ScorePlugin,
    Status,
    as_status,
)
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.noderesources.resource_allocation import (
    NodeResourcesError,
    _wrap_error,
    resourceAllocationScorer,
)
from kube_scheduler_py.v1_31.framework.types import NodeInfo

# The name of the plugin in the registry and in configurations.
BalancedAllocationName = names.NodeResourcesBalancedAllocation

# The CycleState key of the pod requests computed at PreScore.
balancedAllocationPreScoreStateKey = "PreScore" + BalancedAllocationName


class balancedAllocationPreScoreState(StateData):
    """The pod's requests, one per configured resource, computed at PreScore for Score.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L52-L56
    """

    def __init__(self, pod_requests: list[int]) -> None:
        self.pod_requests = pod_requests

    def clone(self) -> StateData:
        """The state itself: it is never changed after PreScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L60-L62
        """
        return self


@dataclass(eq=False)
class BalancedAllocation(PreScorePlugin, ScorePlugin):
    """Scores a node by how evenly the pod would leave its resources used (1 - std dev).

    # Python: the embedded resourceAllocationScorer is the field resource_allocation_scorer.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L35-L38
    """

    handle: Handle | None = None
    resource_allocation_scorer: resourceAllocationScorer = field(
        default_factory=resourceAllocationScorer
    )

    def pre_score(self, state: CycleState, pod: v1.Pod, nodes: list[NodeInfo]) -> Status | None:
        """Compute the pod's requests once and store them for Score.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L65-L71
        """
        ras = self.resource_allocation_scorer
        s = balancedAllocationPreScoreState(
            pod_requests=ras.calculate_pod_resource_request_list(pod, ras.resources),
        )
        state.write(balancedAllocationPreScoreStateKey, s)
        return None

    def name(self) -> str:
        """The plugin's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L87-L89
        """
        return BalancedAllocationName

    def score(self, state: CycleState, p: v1.Pod, node_name: str) -> tuple[int, Status | None]:
        """Score node_name; computes the pod's requests itself if PreScore did not run.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L92-L109
        """
        # Python: Go would dereference a nil handle here; the plugin needs one to score.
        assert self.handle is not None
        try:
            node_info = self.handle.snapshot_shared_lister().node_infos().get(node_name)
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            message = f"getting node {go_quote(node_name)} from Snapshot"
            return 0, as_status(_wrap_error(message, err))

        ras = self.resource_allocation_scorer
        try:
            s = get_balanced_allocation_pre_score_state(state)
        except NodeResourcesError:
            s = balancedAllocationPreScoreState(
                pod_requests=ras.calculate_pod_resource_request_list(p, ras.resources)
            )

        # The score is (1 - std) * MaxNodeScore, std being the standard deviation of the
        # resources' requested-to-allocatable fractions.
        return ras.score(p, node_info, s.pod_requests)

    def score_extensions(self) -> ScoreExtensions | None:
        """None: the scores are already in 0..MaxNodeScore.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L112-L114
        """
        return None


def get_balanced_allocation_pre_score_state(
    cycle_state: CycleState,
) -> balancedAllocationPreScoreState:
    """Read the PreScore state; raises NodeResourcesError if it is missing or of another type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L73-L84
    """
    try:
        c = cycle_state.read(balancedAllocationPreScoreStateKey)
    except ErrNotFound as err:
        message = f"reading {go_quote(balancedAllocationPreScoreStateKey)} from cycleState"
        raise _wrap_error(message, err) from err

    if not isinstance(c, balancedAllocationPreScoreState):
        # Python: the type is named as Python spells it, not as Go's %T does.
        raise NodeResourcesError(f"invalid PreScore state, got type {type(c).__name__}")
    return c


def new_balanced_allocation(ba_args: object, h: Handle | None, fts: Features) -> Plugin:
    """Build the plugin from NodeResourcesBalancedAllocationArgs; raises on bad args.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L117-L136
    """
    if not isinstance(ba_args, config.NodeResourcesBalancedAllocationArgs):
        # Python: the type is named as Python spells it, not as Go's %T does.
        raise NodeResourcesError(
            "want args to be of type NodeResourcesBalancedAllocationArgs, "
            f"got {type(ba_args).__name__}"
        )
    args = ba_args

    err = validation.validate_node_resources_balanced_allocation_args(None, args)
    if err is not None:
        raise err

    return BalancedAllocation(
        handle=h,
        resource_allocation_scorer=resourceAllocationScorer(
            name=BalancedAllocationName,
            scorer=balanced_resource_scorer,
            use_requested=True,
            resources=args.resources,
        ),
    )


def balanced_resource_scorer(requested: list[int], allocable: list[int]) -> int:
    """(1 - standard deviation of the requested/allocatable fractions) * MaxNodeScore.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/balanced_allocation.go#L138-L173
    """
    resource_to_fractions: list[float] = []
    total_fraction = 0.0
    for i in range(len(requested)):
        if allocable[i] == 0:
            continue
        fraction = float(requested[i]) / float(allocable[i])
        if fraction > 1:
            fraction = 1.0
        total_fraction += fraction
        resource_to_fractions.append(fraction)

    std = 0.0

    # Two fractions (the usual cpu and memory) have std |f1 - f2| / 2; more use the full
    # formula; fewer have nothing to deviate.
    if len(resource_to_fractions) == 2:
        std = math.fabs((resource_to_fractions[0] - resource_to_fractions[1]) / 2)
    elif len(resource_to_fractions) > 2:
        mean = total_fraction / float(len(resource_to_fractions))
        sum_ = 0.0
        for fraction in resource_to_fractions:
            sum_ = sum_ + (fraction - mean) * (fraction - mean)
        std = math.sqrt(sum_ / float(len(resource_to_fractions)))

    # The smaller the deviation, the higher the score.
    return int((1 - std) * float(MaxNodeScore))
