"""The internal arguments of the in-tree plugins that take configuration.

The argument types whose fields coincide with their v1 versions are shared with `config.v1`
and carry the v1 JSON tags; DefaultPreemptionArgs, InterPodAffinityArgs and VolumeBindingArgs
differ (v1 uses pointers to tell "unset" from zero) and have separate v1 classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py import gotime
from kube_scheduler_py.jsonconv import json_tag
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.apis.config.types import Duration

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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L30-L46
    """

    kind: str = ""
    api_version: str = ""
    min_candidate_nodes_percentage: int = 0
    min_candidate_nodes_absolute: int = 0


@dataclass(slots=True, kw_only=True)
class InterPodAffinityArgs:
    """Scoring settings of InterPodAffinity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L51-L61
    """

    kind: str = ""
    api_version: str = ""
    hard_pod_affinity_weight: int = 0
    ignore_preferred_terms_of_existing_pods: bool = False


@dataclass(slots=True, kw_only=True)
class UtilizationShapePoint:
    """One point (utilization, score) of a scoring function shape.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L131-L136
    """

    utilization: int = field(default=0, metadata=json_tag("utilization"))
    score: int = field(default=0, metadata=json_tag("score"))


@dataclass(slots=True, kw_only=True)
class ResourceSpec:
    """A resource name and its weight in scoring.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L139-L144
    """

    name: str = field(default="", metadata=json_tag("name"))
    weight: int = field(default=0, metadata=json_tag("weight", omitempty=True, go="int64"))


@dataclass(slots=True, kw_only=True)
class RequestedToCapacityRatioParam:
    """The shape of the RequestedToCapacityRatio scoring function.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L217-L220
    """

    shape: list[UtilizationShapePoint] = field(
        default_factory=list, metadata=json_tag("shape", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class ScoringStrategy:
    """The scoring strategy of NodeResourcesFit and the resources it weighs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L202-L214
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L66-L80
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L96-L117
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L122-L128
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    resources: list[ResourceSpec] = field(
        default_factory=list, metadata=json_tag("resources", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class VolumeBindingArgs:
    """VolumeBinding's bind timeout and (with StorageCapacityScoring) its scoring shape.

    # Python: `shape` is None when unset; Go tells a nil slice from an empty one here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L149-L171
    """

    kind: str = ""
    api_version: str = ""
    bind_timeout_seconds: int = 0
    shape: list[UtilizationShapePoint] | None = None


@dataclass(slots=True, kw_only=True)
class NodeAffinityArgs:
    """A node affinity NodeAffinity adds to every pod's own.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L176-L186
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    added_affinity: v1.NodeAffinity | None = field(
        default=None, metadata=json_tag("addedAffinity", omitempty=True)
    )


@dataclass(slots=True, kw_only=True)
class DynamicResourcesArgs:
    """How long DynamicResources may search a node for devices (Filter) and wait for device
    binding conditions (PreBind); None is unset, a zero filter timeout means no limit.

    # Python: the v1 type has the same fields, so this class serves both and carries its tags.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/types_pluginargs.go#L225-L286
    """

    kind: str = field(default="", metadata=json_tag("kind", omitempty=True))
    api_version: str = field(default="", metadata=json_tag("apiVersion", omitempty=True))
    filter_timeout: Duration | None = field(default=None, metadata=json_tag("filterTimeout"))
    binding_timeout: Duration | None = field(
        default=None, metadata=json_tag("bindingTimeout", omitempty=True)
    )


# The filter timeout DynamicResources gets when the args leave it unset (10s).
DynamicResourcesFilterTimeoutDefault = 10 * gotime.Second
# The device binding timeout DynamicResources gets when the args leave it unset (10m).
DynamicResourcesBindingTimeoutDefault = 600 * gotime.Second
