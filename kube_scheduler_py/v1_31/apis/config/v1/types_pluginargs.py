"""The versioned (v1) plugin argument types, as files spell them.

# Python: only the three types with pointer fields differ from the internal ones; the others
# are shared with `config` and re-exported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.jsonconv import json_tag
from kube_scheduler_py.v1_31.apis.config.types_pluginargs import (
    LeastAllocated,
    ListDefaulting,
    MostAllocated,
    NodeAffinityArgs,
    NodeResourcesBalancedAllocationArgs,
    NodeResourcesFitArgs,
    PodTopologySpreadArgs,
    PodTopologySpreadConstraintsDefaulting,
    RequestedToCapacityRatio,
    RequestedToCapacityRatioParam,
    ResourceSpec,
    ScoringStrategy,
    ScoringStrategyType,
    SystemDefaulting,
    UtilizationShapePoint,
)

__all__ = [
    "DefaultPreemptionArgs",
    "InterPodAffinityArgs",
    "LeastAllocated",
    "ListDefaulting",
    "MostAllocated",
    "NodeAffinityArgs",
    "NodeResourcesBalancedAllocationArgs",
    "NodeResourcesFitArgs",
    "PodTopologySpreadArgs",
    "PodTopologySpreadConstraintsDefaulting",
    "RequestedToCapacityRatio",
    "RequestedToCapacityRatioParam",
    "ResourceSpec",
    "ScoringStrategy",
    "ScoringStrategyType",
    "SystemDefaulting",
    "UtilizationShapePoint",
    "VolumeBindingArgs",
]


@dataclass(slots=True, kw_only=True)
class DefaultPreemptionArgs:
    """DefaultPreemption's candidate-count settings as a file spells them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/kube-scheduler/config/v1/types_pluginargs.go#L28-L44
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    min_candidate_nodes_percentage: int | None = field(
        default=None, metadata=json_tag("minCandidateNodesPercentage", omitempty=True)
    )
    min_candidate_nodes_absolute: int | None = field(
        default=None, metadata=json_tag("minCandidateNodesAbsolute", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class InterPodAffinityArgs:
    """InterPodAffinity's scoring settings as a file spells them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/kube-scheduler/config/v1/types_pluginargs.go#L49-L59
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    hard_pod_affinity_weight: int | None = field(
        default=None, metadata=json_tag("hardPodAffinityWeight", omitempty=True)
    )
    ignore_preferred_terms_of_existing_pods: bool = field(
        default=False, metadata=json_tag("ignorePreferredTermsOfExistingPods")
    )


@dataclass(slots=True, kw_only=True)
class VolumeBindingArgs:
    """VolumeBinding's settings as a file spells them.

    # Python: `shape` is None when unset (Go's nil slice).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/kube-scheduler/config/v1/types_pluginargs.go#L153-L176
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    bind_timeout_seconds: int | None = field(
        default=None, metadata=json_tag("bindTimeoutSeconds", omitempty=True, go="int64")
    )
    shape: list[UtilizationShapePoint] | None = field(
        default=None, metadata=json_tag("shape", omitempty=True)
    )
