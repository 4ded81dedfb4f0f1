"""The apiserver's defaults for scheduling.k8s.io/v1 (pkg/apis/scheduling/v1/defaults.go)."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core.v1 import types as v1
from kube_scheduler_py.v1_37.api.scheduling.v1 import types as schedulingv1

__all__ = ["set_defaults_priority_class"]


def set_defaults_priority_class(pc: schedulingv1.PriorityClass) -> None:
    """A priority class lets its pods preempt lower-priority pods unless it says Never.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/scheduling/v1/defaults.go#L31-L36
    """
    if pc.preemption_policy is None:
        pc.preemption_policy = v1.PreemptLowerPriority
