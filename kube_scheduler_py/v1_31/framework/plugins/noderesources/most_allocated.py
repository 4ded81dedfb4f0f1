"""The MostAllocated scoring strategy: prefer nodes whose resources are most used (bin packing)."""

from __future__ import annotations

from kube_scheduler_py.goint import int64, quo
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.interface import MaxNodeScore
from kube_scheduler_py.v1_31.framework.plugins.noderesources.resource_allocation import ScorerFunc


def most_resource_scorer(resources: list[config.ResourceSpec]) -> ScorerFunc:
    """A strategy function: the weighted mean of each resource's used share on a 0-100 scale.

    Resources the node does not offer (allocatable 0) are left out.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/most_allocated.go#L30-L47
    """

    def score(requested: list[int], allocable: list[int]) -> int:
        node_score = 0
        weight_sum = 0
        for i in range(len(requested)):
            if allocable[i] == 0:
                continue
            weight = resources[i].weight
            resource_score = most_requested_score(requested[i], allocable[i])
            # Go int64: the weighted sum wraps as Go's does.
            node_score = int64(node_score + resource_score * weight)
            weight_sum += weight
        if weight_sum == 0:
            return 0
        return quo(node_score, weight_sum)

    return score


def most_requested_score(requested: int, capacity: int) -> int:
    """The used share of capacity on a 0-MaxNodeScore scale, capped at MaxNodeScore.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/most_allocated.go#L54-L65
    """
    if capacity == 0:
        return 0
    if requested > capacity:
        # Defaults for pods without requests can push the sum past the capacity.
        requested = capacity

    # Go int64: the product wraps for requests above MaxInt64 / MaxNodeScore (about 80Pi).
    return quo(int64(requested * MaxNodeScore), capacity)
