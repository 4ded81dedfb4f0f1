"""The internal arguments of the in-tree plugins that take configuration.

The argument types whose fields coincide with their v1 versions are shared with `config.v1`
and carry the v1 JSON tags; DefaultPreemptionArgs, InterPodAffinityArgs and VolumeBindingArgs
differ (v1 uses pointers to tell "unset" from zero) and have separate v1 classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.jsonconv import json_tag
from kube_scheduler_py.v1_31.api.core import v1

# How PodTopologySpread finds default constraints (PodTopologySpreadConstraintsDefaulting).
PodTopologySpreadConstraintsDefaulting = str
# Use the constraints built into Kubernetes (spread over nodes and zones).
SystemDefaulting: PodTopologySpreadConstraintsDefaulting = "System"
# Use the constraints listed in the args' defaultConstraints.
ListDefaulting: PodTopologySpreadConstraintsDefaulting = "List"

# Which scoring strategy NodeResourcesFit uses (ScoringStrategyType).
ScoringStrategyType = str
# Prefer nodes with the least requested resources.
LeastAllocated: ScoringStrategyType = "LeastAllocated"
# Prefer nodes with the most requested resources.
MostAllocated: ScoringStrategyType = "MostAllocated"
# Score by a piecewise-linear function of the requested-to-capacity ratio.
RequestedToCapacityRatio: ScoringStrategyType = "RequestedToCapacityRatio"


@dataclass(slots=True, kw_only=True)
class DefaultPreemptionArgs:
    """How many candidate nodes DefaultPreemption dry-runs preemption on.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L28-L44
    """

    kind: str = ""
    api_version: str = ""
    min_candidate_nodes_percentage: int = 0
    min_candidate_nodes_absolute: int = 0


@dataclass(slots=True, kw_only=True)
class InterPodAffinityArgs:
    """Scoring settings of InterPodAffinity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L49-L59
    """

    kind: str = ""
    api_version: str = ""
    hard_pod_affinity_weight: int = 0
    ignore_preferred_terms_of_existing_pods: bool = False


@dataclass(slots=True, kw_only=True)
class UtilizationShapePoint:
    """One point (utilization, score) of a scoring function shape.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L129-L134
    """

    utilization: int = field(default=0, metadata=json_tag("utilization"))
    score: int = field(default=0, metadata=json_tag("score"))


@dataclass(slots=True, kw_only=True)
class ResourceSpec:
    """A resource name and its weight in scoring.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L137-L142
    """

    name: str = field(default="", metadata=json_tag("name"))
    weight: int = field(default=0, metadata=json_tag("weight", omitempty=True, go="int64"))


@dataclass(slots=True, kw_only=True)
class RequestedToCapacityRatioParam:
    """The shape of the RequestedToCapacityRatio scoring function.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L215-L218
    """

    shape: list[UtilizationShapePoint] = field(
        default_factory=list, metadata=json_tag("shape", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class ScoringStrategy:
    """The scoring strategy of NodeResourcesFit and the resources it weighs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L200-L212
    """

    type: ScoringStrategyType = field(default="", metadata=json_tag("type", omitempty=True))
    resources: list[ResourceSpec] = field(
        default_factory=list, metadata=json_tag("resources", omitempty=True)
    )
    requested_to_capacity_ratio: RequestedToCapacityRatioParam | None = field(
        default=None, metadata=json_tag("requestedToCapacityRatio", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class NodeResourcesFitArgs:
    """Resources NodeResourcesFit ignores, and how it scores.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L64-L78
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    ignored_resources: list[str] = field(
        default_factory=list, metadata=json_tag("ignoredResources", omitempty=True)
    )
    ignored_resource_groups: list[str] = field(
        default_factory=list, metadata=json_tag("ignoredResourceGroups", omitempty=True)
    )
    scoring_strategy: ScoringStrategy | None = field(
        default=None, metadata=json_tag("scoringStrategy", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class PodTopologySpreadArgs:
    """Default spreading constraints of PodTopologySpread.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L94-L115
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    default_constraints: list[v1.TopologySpreadConstraint] = field(
        default_factory=list, metadata=json_tag("defaultConstraints", omitempty=True)
    )
    defaulting_type: PodTopologySpreadConstraintsDefaulting = field(
        default="", metadata=json_tag("defaultingType", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class NodeResourcesBalancedAllocationArgs:
    """The resources NodeResourcesBalancedAllocation balances.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L120-L126
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    resources: list[ResourceSpec] = field(
        default_factory=list, metadata=json_tag("resources", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class VolumeBindingArgs:
    """VolumeBinding's bind timeout and (with VolumeCapacityPriority) its scoring shape.

    # Python: `shape` is None when unset; Go tells a nil slice from an empty one here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L147-L169
    """

    kind: str = ""
    api_version: str = ""
    bind_timeout_seconds: int = 0
    shape: list[UtilizationShapePoint] | None = None


@dataclass(slots=True, kw_only=True)
class NodeAffinityArgs:
    """A node affinity NodeAffinity adds to every pod's own.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/apis/config/types_pluginargs.go#L174-L184
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    added_affinity: v1.NodeAffinity | None = field(
        default=None, metadata=json_tag("addedAffinity", omitempty=True)
    )
