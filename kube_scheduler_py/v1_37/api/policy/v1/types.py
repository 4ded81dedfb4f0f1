"""Pod disruption budgets: the port of k8s.io/api/policy/v1.

Only the types the scheduler reads are here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin
from kube_scheduler_py.v1_37.api.util.intstr import IntOrString


@dataclass(slots=True, kw_only=True)
class PodDisruptionBudgetSpec:
    """How many selected pods must stay available (or may be down).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/policy/v1/types.go#L28-L75
    """

    min_available: IntOrString | None = None
    selector: metav1.LabelSelector | None = None
    max_unavailable: IntOrString | None = None
    unhealthy_pod_eviction_policy: str | None = None


@dataclass(slots=True, kw_only=True)
class PodDisruptionBudgetStatus:
    """How many disruptions a budget currently allows.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/policy/v1/types.go#L99-L157
    """

    observed_generation: int = field(default=0, metadata={"go": "int64"})
    disrupted_pods: dict[str, datetime | None] = field(default_factory=dict)
    disruptions_allowed: int = 0
    current_healthy: int = 0
    desired_healthy: int = 0
    expected_pods: int = 0
    conditions: list[metav1.Condition] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class PodDisruptionBudget(_ObjectMetaMixin):
    """Limits voluntary disruptions, which preemption tries to respect.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/policy/v1/types.go#L181-L194
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PodDisruptionBudgetSpec = field(default_factory=PodDisruptionBudgetSpec)
    status: PodDisruptionBudgetStatus = field(default_factory=PodDisruptionBudgetStatus)


# Python: Go's named string types are plain str here; the aliases let ported code
# write conversions such as ResourceName(key) the way Go does.
UnhealthyPodEvictionPolicyType = str


# Constants of types.go.
DisruptionBudgetCause = "DisruptionBudget"

IfHealthyBudget = "IfHealthyBudget"
AlwaysAllow = "AlwaysAllow"

DisruptionAllowedCondition = "DisruptionAllowed"
SyncFailedReason = "SyncFailed"
SufficientPodsReason = "SufficientPods"
InsufficientPodsReason = "InsufficientPods"
