"""Port of pkg/scheduler/framework/plugins/helper: small helpers shared by plugins."""

from kube_scheduler_py.v1_31.framework.plugins.helper.normalize_score import default_normalize_score
from kube_scheduler_py.v1_31.framework.plugins.helper.shape_score import (
    FunctionShape,
    FunctionShapePoint,
    build_broken_linear_function,
)
from kube_scheduler_py.v1_31.framework.plugins.helper.spread import (
    default_selector,
    get_pod_services,
)
from kube_scheduler_py.v1_31.framework.plugins.helper.taint import (
    do_not_schedule_taints_filter_func,
)

__all__ = [
    "FunctionShape",
    "FunctionShapePoint",
    "build_broken_linear_function",
    "default_normalize_score",
    "default_selector",
    "do_not_schedule_taints_filter_func",
    "get_pod_services",
]
