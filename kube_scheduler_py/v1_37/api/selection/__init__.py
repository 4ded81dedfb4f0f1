"""Port of k8s.io/apimachinery/pkg/selection: the operators of label selector requirements."""

from kube_scheduler_py.v1_37.api.selection.operator import (
    DoesNotExist,
    DoubleEquals,
    Equals,
    Exists,
    GreaterThan,
    In,
    LessThan,
    NotEquals,
    NotIn,
    Operator,
)

__all__ = [
    "DoesNotExist",
    "DoubleEquals",
    "Equals",
    "Exists",
    "GreaterThan",
    "In",
    "LessThan",
    "NotEquals",
    "NotIn",
    "Operator",
]
