"""The scoring machinery shared by NodeResourcesFit's strategies and BalancedAllocation.

A resourceAllocationScorer gathers, for each configured resource, what the node can allocate
and what it would have requested with the pod on it, and hands both lists to a strategy
function that turns them into a node score.

# Python: Go's ctx and klog.Logger parameters are dropped, with the log lines they wrote.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from kube_scheduler_py.goint import int64
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import DecimalSI, new_milli_quantity, new_quantity
from kube_scheduler_py.v1_31.api.v1.resource import helpers as resourcehelper
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.features import DefaultFeatureGate
from kube_scheduler_py.v1_31.framework.interface import Error, FrameworkError, Status, new_status
from kube_scheduler_py.v1_31.framework.types import NodeInfo
from kube_scheduler_py.v1_31.util import pod_resources as schedutil
from kube_scheduler_py.v1_31.util.utils import is_scalar_resource_name


class NodeResourcesError(FrameworkError):
    """An error of the noderesources plugins (bad args, missing cycle state, unknown node).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def _wrap_error(message: str, err: BaseException) -> NodeResourcesError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = NodeResourcesError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


#: A strategy function: (requested, allocatable), one entry per resource, to a node score.
ScorerFunc = Callable[[list[int], list[int]], int]


@dataclass
class resourceAllocationScorer:
    """What a resource-based score needs: a strategy function and the weighted resources.

    use_requested picks the plain requests of the node's pods for cpu and memory; otherwise
    the non-zero requests (with defaults for containers that request nothing) are used.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/resource_allocation.go#L38-L45
    """

    name: str = ""
    use_requested: bool = False
    # Python: None is Go's nil func of a zero resourceAllocationScorer.
    scorer: ScorerFunc | None = None
    resources: list[config.ResourceSpec] = field(default_factory=list)

    def score(
        self, pod: v1.Pod, node_info: NodeInfo, pod_requests: list[int]
    ) -> tuple[int, Status | None]:
        """Score the node for the pod whose per-resource requests are pod_requests.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/resource_allocation.go#L48-L83
        """
        # No resources configured: nothing can be scored.
        if len(self.resources) == 0:
            return 0, new_status(Error, "resources not found")

        requested = [0] * len(self.resources)
        allocatable = [0] * len(self.resources)
        for i in range(len(self.resources)):
            alloc, req = self.calculate_resource_allocatable_request(
                node_info, self.resources[i].name, pod_requests[i]
            )
            # A resource the node does not offer (or the pod does not ask for) stays at zero.
            if alloc == 0:
                continue
            allocatable[i] = alloc
            requested[i] = req

        # Python: Go would panic calling a nil scorer; every constructor sets one.
        assert self.scorer is not None
        score = self.scorer(requested, allocatable)
        return score, None

    def calculate_resource_allocatable_request(
        self, node_info: NodeInfo, resource: str, pod_request: int
    ) -> tuple[int, int]:
        """The node's allocatable amount of resource, and its requested amount with the pod.

        (0, 0) for a scalar resource the pod does not request, or one the node does not have.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/resource_allocation.go#L89-L114
        """
        requested = node_info.non_zero_requested
        if self.use_requested:
            requested = node_info.requested

        # A scalar resource the pod does not ask for is left out of the score.
        if pod_request == 0 and is_scalar_resource_name(resource):
            return 0, 0
        # Go int64: each requested amount below is an int64 sum that wraps as Go's does.
        if resource == v1.ResourceCPU:
            return node_info.allocatable.milli_cpu, int64(requested.milli_cpu + pod_request)
        if resource == v1.ResourceMemory:
            return node_info.allocatable.memory, int64(requested.memory + pod_request)
        if resource == v1.ResourceEphemeralStorage:
            return (
                node_info.allocatable.ephemeral_storage,
                int64(node_info.requested.ephemeral_storage + pod_request),
            )
        if resource in node_info.allocatable.scalar_resources:
            return (
                node_info.allocatable.scalar_resources[resource],
                int64(node_info.requested.scalar_resources.get(resource, 0) + pod_request),
            )
        return 0, 0

    def calculate_pod_resource_request(self, pod: v1.Pod, resource_name: str) -> int:
        """The pod's request of one resource (milli-CPU for cpu), overhead included.

        Unless use_requested is set, containers without a cpu or memory request count with
        the scheduler's defaults.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/resource_allocation.go#L118-L137
        """
        opts = resourcehelper.PodResourcesOptions(
            in_place_pod_vertical_scaling_enabled=DefaultFeatureGate.enabled(
                features.InPlacePodVerticalScaling
            ),
        )
        if not self.use_requested:
            opts.non_missing_container_requests = {
                v1.ResourceCPU: new_milli_quantity(schedutil.DefaultMilliCPURequest, DecimalSI),
                v1.ResourceMemory: new_quantity(schedutil.DefaultMemoryRequest, DecimalSI),
            }

        requests = resourcehelper.pod_requests(pod, opts)

        quantity = requests.get(resource_name)
        if quantity is None:
            return 0
        if resource_name == v1.ResourceCPU:
            return quantity.milli_value()
        return quantity.value()

    def calculate_pod_resource_request_list(
        self, pod: v1.Pod, resources: list[config.ResourceSpec]
    ) -> list[int]:
        """The pod's request of each resource, in the order of resources.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/resource_allocation.go#L139-L145
        """
        pod_requests = [0] * len(resources)
        for i in range(len(resources)):
            pod_requests[i] = self.calculate_pod_resource_request(pod, resources[i].name)
        return pod_requests


#: Builds the resourceAllocationScorer of one scoring strategy from NodeResourcesFit's args.
#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/resource_allocation.go#L35-L35
scorer = Callable[[config.NodeResourcesFitArgs], resourceAllocationScorer]
