"""Validation of the in-tree plugins' arguments.

Each validator returns None when the args are valid, else an error (an Aggregate of field
errors, or a single field error), as the Go functions return an `error`.
"""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.component_helpers.scheduling.corev1.nodeaffinity import (
    nodeaffinity,
)
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta.v1.validation.validation import validate_label_name
from kube_scheduler_py.v1_37.api.util.errors import Aggregate, flatten, new_aggregate
from kube_scheduler_py.v1_37.api.util.validation import field
from kube_scheduler_py.v1_37.api.util.validation.field import duplicate, forbidden, required
from kube_scheduler_py.v1_37.apis import config
from kube_scheduler_py.v1_37.features import DefaultFeatureGate
from kube_scheduler_py.v1_37.framework.plugins import feature

# The scoring strategies NodeResourcesFit knows, sorted as Go's sets.List returns them.
supportedScoringStrategyTypes = sorted(
    {config.LeastAllocated, config.MostAllocated, config.RequestedToCapacityRatio}
)


def validate_default_preemption_args(
    path: field.Path | None, args: config.DefaultPreemptionArgs
) -> Exception | None:
    """Both candidate counts in range, and not both zero.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L44-L60
    """
    all_errs = field.ErrorList()
    percentage_path = field.child_of(path, "minCandidateNodesPercentage")
    absolute_path = field.child_of(path, "minCandidateNodesAbsolute")
    err = validate_min_candidate_nodes_percentage(
        args.min_candidate_nodes_percentage, percentage_path
    )
    if err is not None:
        all_errs.append(err)
    err = validate_min_candidate_nodes_absolute(args.min_candidate_nodes_absolute, absolute_path)
    if err is not None:
        all_errs.append(err)
    if args.min_candidate_nodes_percentage == 0 and args.min_candidate_nodes_absolute == 0:
        all_errs.extend(
            [
                field.invalid(
                    percentage_path,
                    args.min_candidate_nodes_percentage,
                    "cannot be zero at the same time as minCandidateNodesAbsolute",
                ),
                field.invalid(
                    absolute_path,
                    args.min_candidate_nodes_absolute,
                    "cannot be zero at the same time as minCandidateNodesPercentage",
                ),
            ]
        )
    return all_errs.to_aggregate()


def validate_min_candidate_nodes_percentage(
    min_candidate_nodes_percentage: int, p: field.Path
) -> field.Error | None:
    """The percentage must lie in [0, 100].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L64-L69
    """
    if min_candidate_nodes_percentage < 0 or min_candidate_nodes_percentage > 100:
        return field.invalid(p, min_candidate_nodes_percentage, "not in valid range [0, 100]")
    return None


def validate_min_candidate_nodes_absolute(
    min_candidate_nodes_absolute: int, p: field.Path
) -> field.Error | None:
    """The absolute count must not be negative.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L73-L78
    """
    if min_candidate_nodes_absolute < 0:
        return field.invalid(p, min_candidate_nodes_absolute, "not in valid range [0, inf)")
    return None


def validate_inter_pod_affinity_args(
    path: field.Path | None, args: config.InterPodAffinityArgs
) -> Exception | None:
    """The hard pod affinity weight must lie in [0, 100].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L81-L83
    """
    return validate_hard_pod_affinity_weight(
        field.child_of(path, "hardPodAffinityWeight"), args.hard_pod_affinity_weight
    )


def validate_hard_pod_affinity_weight(path: field.Path, w: int) -> Exception | None:
    """The weight must lie in [0, 100].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L86-L97
    """
    min_hard_pod_affinity_weight = 0
    max_hard_pod_affinity_weight = 100

    if w < min_hard_pod_affinity_weight or w > max_hard_pod_affinity_weight:
        msg = f"not in valid range [{min_hard_pod_affinity_weight}, {max_hard_pod_affinity_weight}]"
        return field.invalid(path, w, msg)
    return None


def validate_pod_topology_spread_args(
    path: field.Path | None, args: config.PodTopologySpreadArgs
) -> Exception | None:
    """The defaulting type fits the constraints, and each default constraint is well formed
    (as pod validation checks them) and has no label selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L102-L131
    """
    all_errs = field.ErrorList()
    err = validate_defaulting_type(
        field.child_of(path, "defaultingType"), args.defaulting_type, args.default_constraints
    )
    if err is not None:
        all_errs.append(err)

    default_constraints_path = field.child_of(path, "defaultConstraints")
    for i, c in enumerate(args.default_constraints):
        p = default_constraints_path.index(i)
        if c.max_skew <= 0:
            f = p.child("maxSkew")
            all_errs.append(field.invalid(f, c.max_skew, "not in valid range (0, inf)"))
        all_errs.extend(validate_topology_key(p.child("topologyKey"), c.topology_key))
        err = validate_when_unsatisfiable(p.child("whenUnsatisfiable"), c.when_unsatisfiable)
        if err is not None:
            all_errs.append(err)
        if c.label_selector is not None:
            all_errs.append(
                forbidden(
                    p.child("labelSelector"),
                    "constraint must not define a selector, as they deduced for each pod",
                )
            )
        err = validate_constraint_not_repeat(default_constraints_path, args.default_constraints, i)
        if err is not None:
            all_errs.append(err)
    if len(all_errs) == 0:
        return None
    return all_errs.to_aggregate()


def validate_defaulting_type(
    p: field.Path, v: str, constraints: list[v1.TopologySpreadConstraint]
) -> field.Error | None:
    """System or List; System only without listed constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L133-L141
    """
    if v not in (config.SystemDefaulting, config.ListDefaulting):
        return field.not_supported(p, v, [config.SystemDefaulting, config.ListDefaulting])
    if v == config.SystemDefaulting and len(constraints) > 0:
        return field.invalid(p, v, "when .defaultConstraints are not empty")
    return None


def validate_topology_key(p: field.Path, v: str) -> field.ErrorList:
    """A topology key must be a non-empty label name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L143-L151
    """
    all_errs = field.ErrorList()
    if len(v) == 0:
        all_errs.append(required(p, "can not be empty"))
    else:
        all_errs.extend(validate_label_name(v, p))
    return all_errs


def validate_when_unsatisfiable(p: field.Path, v: str) -> field.Error | None:
    """DoNotSchedule or ScheduleAnyway.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L153-L163
    """
    supported_schedule_actions = {v1.DoNotSchedule, v1.ScheduleAnyway}

    if len(v) == 0:
        return required(p, "can not be empty")
    if v not in supported_schedule_actions:
        return field.not_supported(p, v, sorted(supported_schedule_actions))
    return None


def validate_constraint_not_repeat(
    path: field.Path, constraints: list[v1.TopologySpreadConstraint], idx: int
) -> field.Error | None:
    """No two default constraints may share topology key and whenUnsatisfiable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L165-L174
    """
    c = constraints[idx]
    for other in constraints[:idx]:
        if (
            c.topology_key == other.topology_key
            and c.when_unsatisfiable == other.when_unsatisfiable
        ):
            return duplicate(path.index(idx), f"{{{c.topology_key}, {c.when_unsatisfiable}}}")
    return None


def validate_function_shape(
    shape: list[config.UtilizationShapePoint] | None, path: field.Path
) -> field.ErrorList:
    """At least one point, utilizations strictly increasing and in [0, 100], scores in [0, 10].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L176-L211
    """
    min_utilization = 0
    max_utilization = 100
    min_score = 0
    max_score = config.MaxCustomPriorityScore

    all_errs = field.ErrorList()

    if not shape:
        all_errs.append(required(path, "at least one point must be specified"))
        return all_errs

    for i in range(1, len(shape)):
        if shape[i - 1].utilization >= shape[i].utilization:
            all_errs.append(
                field.invalid(
                    path.index(i).child("utilization"),
                    shape[i].utilization,
                    "values must be sorted in increasing order",
                )
            )
            break

    for i, point in enumerate(shape):
        if point.utilization < min_utilization or point.utilization > max_utilization:
            msg = f"not in valid range [{min_utilization}, {max_utilization}]"
            all_errs.append(
                field.invalid(path.index(i).child("utilization"), point.utilization, msg)
            )

        if point.score < min_score or point.score > max_score:
            msg = f"not in valid range [{min_score}, {max_score}]"
            all_errs.append(field.invalid(path.index(i).child("score"), point.score, msg))

    return all_errs


def validate_resources(resources: list[config.ResourceSpec], p: field.Path) -> field.ErrorList:
    """Every resource weight lies in (0, 100].

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L213-L222
    """
    all_errs = field.ErrorList()
    for i, resource in enumerate(resources):
        if resource.weight <= 0 or resource.weight > 100:
            msg = f"resource weight of {resource.name} not in valid range (0, 100]"
            all_errs.append(field.invalid(p.index(i).child("weight"), resource.weight, msg))
    return all_errs


def validate_node_resources_balanced_allocation_args(
    path: field.Path | None, args: config.NodeResourcesBalancedAllocationArgs
) -> Exception | None:
    """Resources are unique and each has weight 1.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L225-L239
    """
    all_errs = field.ErrorList()
    seen_resources: set[str] = set()
    for i, resource in enumerate(args.resources):
        if resource.name in seen_resources:
            all_errs.append(
                duplicate(field.child_of(path, "resources").index(i).child("name"), resource.name)
            )
        else:
            seen_resources.add(resource.name)
        if resource.weight != 1:
            all_errs.append(
                field.invalid(
                    field.child_of(path, "resources").index(i).child("weight"),
                    resource.weight,
                    "must be 1",
                )
            )
    return all_errs.to_aggregate()


def validate_node_affinity_args(
    path: field.Path | None, args: config.NodeAffinityArgs
) -> Exception | None:
    """The added affinity must parse as node selectors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L242-L262
    """
    if args.added_affinity is None:
        return None
    affinity = args.added_affinity
    errs: list[Exception | None] = []
    ns = affinity.required_during_scheduling_ignored_during_execution
    if ns is not None:
        try:
            nodeaffinity.new_node_selector(
                ns,
                field.with_path(
                    field.child_of(path, "addedAffinity").child(
                        "requiredDuringSchedulingIgnoredDuringExecution"
                    )
                ),
            )
        except Aggregate as err:
            errs.append(err)
    terms = affinity.preferred_during_scheduling_ignored_during_execution
    if len(terms) != 0:
        try:
            nodeaffinity.new_preferred_scheduling_terms(
                terms,
                field.with_path(
                    field.child_of(path, "addedAffinity").child(
                        "preferredDuringSchedulingIgnoredDuringExecution"
                    )
                ),
            )
        except Aggregate as err:
            errs.append(err)
    return flatten(new_aggregate(errs))


@dataclass(frozen=True, slots=True)
class VolumeBindingArgsValidationOptions:
    """Which feature-gated parts of VolumeBindingArgs are allowed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L265-L267
    """

    allow_storage_capacity_scoring: bool


def validate_volume_binding_args(
    path: field.Path | None, args: config.VolumeBindingArgs
) -> Exception | None:
    """Validate VolumeBindingArgs with the current StorageCapacityScoring gate.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L270-L274
    """
    return validate_volume_binding_args_with_options(
        path,
        args,
        VolumeBindingArgsValidationOptions(
            allow_storage_capacity_scoring=DefaultFeatureGate.enabled(
                features.StorageCapacityScoring
            )
        ),
    )


def validate_volume_binding_args_with_options(
    path: field.Path | None,
    args: config.VolumeBindingArgs,
    opts: VolumeBindingArgsValidationOptions,
) -> Exception | None:
    """A non-negative timeout; a valid shape with the gate on, no shape with it off.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L277-L293
    """
    all_errs = field.ErrorList()

    if args.bind_timeout_seconds < 0:
        all_errs.append(
            field.invalid(
                field.child_of(path, "bindTimeoutSeconds"),
                args.bind_timeout_seconds,
                "invalid BindTimeoutSeconds, should not be a negative value",
            )
        )

    if opts.allow_storage_capacity_scoring:
        all_errs.extend(validate_function_shape(args.shape, field.child_of(path, "shape")))
    elif args.shape is not None:
        # A shape set while the gate is off is rejected, so it cannot silently take effect
        # once the gate turns on.
        all_errs.append(
            field.invalid(
                field.child_of(path, "shape"),
                _Shape(args.shape),
                "unexpected field `shape`, remove it or turn on the feature gate "
                "StorageCapacityScoring",
            )
        )
    return all_errs.to_aggregate()


def validate_node_resources_fit_args(
    path: field.Path | None, args: config.NodeResourcesFitArgs
) -> Exception | None:
    """Ignored resources and groups are label names (groups without '/'), and a scoring
    strategy is given and known, with valid weights, and a shape exactly when its type is
    RequestedToCapacityRatio.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L295-L339
    """
    all_errs = field.ErrorList()
    res_path = field.child_of(path, "ignoredResources")
    for i, res in enumerate(args.ignored_resources):
        errs = validate_label_name(res, res_path.index(i))
        if len(errs) != 0:
            all_errs.extend(errs)

    group_path = field.child_of(path, "ignoredResourceGroups")
    for i, group in enumerate(args.ignored_resource_groups):
        p = group_path.index(i)
        if "/" in group:
            all_errs.append(field.invalid(p, group, "resource group name can't contain '/'"))
        errs = validate_label_name(group, p)
        if len(errs) != 0:
            all_errs.extend(errs)

    strategy_path = field.child_of(path, "scoringStrategy")
    if args.scoring_strategy is not None:
        if args.scoring_strategy.type not in supportedScoringStrategyTypes:
            all_errs.append(
                field.not_supported(
                    strategy_path.child("type"),
                    args.scoring_strategy.type,
                    supportedScoringStrategyTypes,
                )
            )
        all_errs.extend(
            validate_resources(args.scoring_strategy.resources, strategy_path.child("resources"))
        )
        strategy = args.scoring_strategy
        ratio_path = strategy_path.child("requestedToCapacityRatio")
        if strategy.type == config.RequestedToCapacityRatio:
            if strategy.requested_to_capacity_ratio is None:
                all_errs.append(
                    required(ratio_path, "must be specified when type is RequestedToCapacityRatio")
                )
            else:
                all_errs.extend(
                    validate_function_shape(
                        strategy.requested_to_capacity_ratio.shape, ratio_path.child("shape")
                    )
                )
        elif strategy.requested_to_capacity_ratio is not None:
            all_errs.append(
                forbidden(ratio_path, "must be nil when type is not RequestedToCapacityRatio")
            )
    else:
        all_errs.append(required(strategy_path, "ScoringStrategy field is required"))

    if len(all_errs) == 0:
        return None
    return all_errs.to_aggregate()


def validate_dynamic_resources_args(
    path: field.Path | None, args: config.DynamicResourcesArgs, fts: feature.Features
) -> Exception | None:
    """A filter timeout of zero or more and a binding timeout of at least 1s, each only with
    its feature gates on: unlike the REST API, a field whose feature is off is an error.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/apis/config/validation/validation_pluginargs.go#L344-L373
    """
    all_errs = field.ErrorList()
    if fts.enable_dra_scheduler_filter_timeout:
        if args.filter_timeout is not None and args.filter_timeout.duration < 0:
            all_errs.append(
                field.invalid(
                    field.child_of(path, "filterTimeout"),
                    args.filter_timeout,
                    "must be zero or positive",
                )
            )
    elif args.filter_timeout is not None:
        all_errs.append(
            forbidden(
                field.child_of(path, "filterTimeout"),
                "DRASchedulingFilterTimeout feature gate is disabled",
            )
        )

    if fts.enable_dra_device_binding_conditions and fts.enable_dra_resource_claim_device_status:
        if args.binding_timeout is not None and args.binding_timeout.duration < gotime.Second:
            all_errs.append(
                field.invalid(
                    field.child_of(path, "bindingTimeout"),
                    args.binding_timeout,
                    "must be at least 1 second",
                )
            )
    elif args.binding_timeout is not None:
        all_errs.append(
            forbidden(
                field.child_of(path, "bindingTimeout"),
                "DRADeviceBindingConditions or DRAResourceClaimDeviceStatus feature gate is "
                "disabled",
            )
        )
    return all_errs.to_aggregate()


class _Shape:
    """Python-only: a []config.UtilizationShapePoint as a bad value, written as encoding/json
    writes the internal (untagged) type."""

    __slots__ = ("shape",)

    def __init__(self, shape: list[config.UtilizationShapePoint]) -> None:
        self.shape = shape

    def marshal_json(self) -> str:
        points = ",".join(
            f'{{"Utilization":{p.utilization},"Score":{p.score}}}' for p in self.shape
        )
        return f"[{points}]"
