"""The RequestedToCapacityRatio scoring strategy: score by a user-given utilization curve."""

from __future__ import annotations

from kube_scheduler_py.goint import int64, quo, round_int64
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.interface import MaxNodeScore
from kube_scheduler_py.v1_31.framework.plugins import helper
from kube_scheduler_py.v1_31.framework.plugins.noderesources.resource_allocation import ScorerFunc

# The utilization, in percent, of a fully used resource.
maxUtilization = 100


def build_requested_to_capacity_ratio_scorer_function(
    scoring_function_shape: helper.FunctionShape, resources: list[config.ResourceSpec]
) -> ScorerFunc:
    """A strategy function: the weighted mean, over resources, of the shape's value at each
    resource's utilization, rounded; resources scoring zero are left out of the mean.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/requested_to_capacity_ratio.go#L31-L58
    """
    raw_scoring_function = helper.build_broken_linear_function(scoring_function_shape)

    def resource_scoring_function(requested: int, capacity: int) -> int:
        if capacity == 0 or requested > capacity:
            return raw_scoring_function(maxUtilization)

        # Go int64: the product wraps for requests above MaxInt64 / maxUtilization.
        return raw_scoring_function(quo(int64(requested * maxUtilization), capacity))

    def score(requested: list[int], allocable: list[int]) -> int:
        node_score = 0
        weight_sum = 0
        for i in range(len(requested)):
            if allocable[i] == 0:
                continue
            weight = resources[i].weight
            resource_score = resource_scoring_function(requested[i], allocable[i])
            if resource_score > 0:
                # Go int64: the weighted sum wraps as Go's does.
                node_score = int64(node_score + resource_score * weight)
                weight_sum += weight
        if weight_sum == 0:
            return 0
        return round_int64(float(node_score) / float(weight_sum))

    return score


def requested_to_capacity_ratio_scorer(
    resources: list[config.ResourceSpec], shape: list[config.UtilizationShapePoint]
) -> ScorerFunc:
    """The strategy function for a configured shape, its 0-10 scores scaled to 0-MaxNodeScore.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/requested_to_capacity_ratio.go#L60-L73
    """
    shapes: helper.FunctionShape = []
    for point in shape:
        shapes.append(
            helper.FunctionShapePoint(
                utilization=point.utilization,
                # The configured scores run to MaxCustomPriorityScore; scale them to the
                # scheduler's MaxNodeScore range.
                score=point.score * quo(MaxNodeScore, config.MaxCustomPriorityScore),
            )
        )

    return build_requested_to_capacity_ratio_scorer_function(shapes, resources)
