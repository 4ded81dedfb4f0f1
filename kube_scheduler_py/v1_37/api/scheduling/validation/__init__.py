"""Port of pkg/apis/scheduling/validation: the apiserver's checks on PriorityClasses."""

from kube_scheduler_py.v1_37.api.scheduling.validation.validation import (
    HighestUserDefinablePriority,
    SystemPriorityClassPrefix,
    validate_priority_class,
)

__all__ = ["HighestUserDefinablePriority", "SystemPriorityClassPrefix", "validate_priority_class"]
