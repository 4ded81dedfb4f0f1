"""Piecewise-linear score functions, used by scoring strategies such as
RequestedToCapacityRatio to map a utilization to a score."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kube_scheduler_py.goint import quo


@dataclass(slots=True)
class FunctionShapePoint:
    """One corner of a broken-line function: at `utilization` the function equals `score`.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/helper/shape_score.go#L23-L28
    """

    utilization: int = 0
    score: int = 0


#: The corners of a broken-line function, in increasing utilization order.
#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/helper/shape_score.go#L20-L20
FunctionShape = list[FunctionShapePoint]


def build_broken_linear_function(shape: FunctionShape) -> Callable[[int], int]:
    """Build f(p) that is flat before the first and after the last point of shape and
    linear (with integer arithmetic) between neighbouring points.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/helper/shape_score.go#L40-L52
    """

    def f(p: int) -> int:
        for i in range(len(shape)):
            if p <= shape[i].utilization:
                if i == 0:
                    return shape[0].score
                rise = (shape[i].score - shape[i - 1].score) * (p - shape[i - 1].utilization)
                run = shape[i].utilization - shape[i - 1].utilization
                return shape[i - 1].score + quo(rise, run)
        return shape[len(shape) - 1].score

    return f
