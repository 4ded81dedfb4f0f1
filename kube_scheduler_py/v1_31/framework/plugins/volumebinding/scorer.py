"""The VolumeCapacityPriority score: how well the static PVs chosen on a node fit the
requests, averaged over storage classes."""

from __future__ import annotations

from collections.abc import Callable

from kube_scheduler_py.goint import int64, quo, round_int64
from kube_scheduler_py.v1_31.framework.plugins import helper

from .binder import StorageResource

#: Requested and capacity storage per storage class.
#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/scorer.go#L26-L26
classResourceMap = dict[str, StorageResource]

#: Scores a node from its classResourceMap.
#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/scorer.go#L29-L29
volumeCapacityScorer = Callable[[classResourceMap], int]

maxUtilization = 100


def build_scorer_function(scoring_function_shape: helper.FunctionShape) -> volumeCapacityScorer:
    """The scorer for a shape: each class scores its utilization (full when over capacity
    or without capacity), and the node gets the rounded mean over classes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/scorer.go#L32-L54
    """
    raw_scoring_function = helper.build_broken_linear_function(scoring_function_shape)

    def f(requested: int, capacity: int) -> int:
        if capacity == 0 or requested > capacity:
            return raw_scoring_function(maxUtilization)
        # Go int64: the product wraps for requests above MaxInt64 / maxUtilization.
        return raw_scoring_function(quo(int64(requested * maxUtilization), capacity))

    def scorer(class_resources: classResourceMap) -> int:
        node_score = 0
        # All classes weigh the same (alpha).
        weight_sum = len(class_resources)
        if weight_sum == 0:
            return 0
        for resource in class_resources.values():
            class_score = f(resource.requested, resource.capacity)
            node_score += class_score
        return round_int64(float(node_score) / float(weight_sum))

    return scorer
