"""k8s.io/api/policy/v1: pod disruption budgets."""

from .types import (
    AlwaysAllow,
    DisruptionAllowedCondition,
    DisruptionBudgetCause,
    IfHealthyBudget,
    InsufficientPodsReason,
    PodDisruptionBudget,
    PodDisruptionBudgetSpec,
    PodDisruptionBudgetStatus,
    SufficientPodsReason,
    SyncFailedReason,
    UnhealthyPodEvictionPolicyType,
)

__all__ = [
    "AlwaysAllow",
    "DisruptionAllowedCondition",
    "DisruptionBudgetCause",
    "IfHealthyBudget",
    "InsufficientPodsReason",
    "PodDisruptionBudget",
    "PodDisruptionBudgetSpec",
    "PodDisruptionBudgetStatus",
    "SufficientPodsReason",
    "SyncFailedReason",
    "UnhealthyPodEvictionPolicyType",
]
