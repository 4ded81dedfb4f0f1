"""Port of pkg/scheduler/apis/config/validation/validation_pluginargs_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py import gotime
from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.util.errors import Aggregate
from kube_scheduler_py.v1_37.api.util.validation import field
from kube_scheduler_py.v1_37.apis import config
from kube_scheduler_py.v1_37.apis.config.validation import (
    validate_default_preemption_args,
    validate_dynamic_resources_args,
    validate_inter_pod_affinity_args,
    validate_node_affinity_args,
    validate_node_resources_balanced_allocation_args,
    validate_node_resources_fit_args,
    validate_pod_topology_spread_args,
    validate_volume_binding_args,
)
from kube_scheduler_py.v1_37.features import DefaultFeatureGate, set_feature_gate_during_test
from kube_scheduler_py.v1_37.framework.plugins.feature import Features

Invalid = field.ErrorTypeInvalid
Required = field.ErrorTypeRequired
Duplicate = field.ErrorTypeDuplicate
NotSupported = field.ErrorTypeNotSupported
Forbidden = field.ErrorTypeForbidden


def _errs(err: Exception | None) -> list[tuple[field.ErrorType, str]]:
    """The (type, field) of each error, ignoring bad value and detail as the Go tests do."""
    if err is None:
        return []
    errors = err.errors() if isinstance(err, Aggregate) else [err]
    return [(e.type, e.field) for e in errors if isinstance(e, field.Error)]


@pytest.mark.parametrize(
    ("args", "want"),
    [
        pytest.param(
            config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=10, min_candidate_nodes_absolute=100
            ),
            [],
            id="valid args (default)",
        ),
        pytest.param(
            config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=-1, min_candidate_nodes_absolute=100
            ),
            [(Invalid, "minCandidateNodesPercentage")],
            id="negative minCandidateNodesPercentage",
        ),
        pytest.param(
            config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=900, min_candidate_nodes_absolute=100
            ),
            [(Invalid, "minCandidateNodesPercentage")],
            id="minCandidateNodesPercentage over 100",
        ),
        pytest.param(
            config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=20, min_candidate_nodes_absolute=-1
            ),
            [(Invalid, "minCandidateNodesAbsolute")],
            id="negative minCandidateNodesAbsolute",
        ),
        pytest.param(
            config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=0, min_candidate_nodes_absolute=0
            ),
            [(Invalid, "minCandidateNodesPercentage"), (Invalid, "minCandidateNodesAbsolute")],
            id="all zero",
        ),
        pytest.param(
            config.DefaultPreemptionArgs(
                min_candidate_nodes_percentage=-1, min_candidate_nodes_absolute=-1
            ),
            [(Invalid, "minCandidateNodesPercentage"), (Invalid, "minCandidateNodesAbsolute")],
            id="both negative",
        ),
    ],
)
def test_validate_default_preemption_args(args: config.DefaultPreemptionArgs, want: list) -> None:  # type: ignore[type-arg]
    assert _errs(validate_default_preemption_args(None, args)) == want


@pytest.mark.parametrize(
    ("args", "want"),
    [
        pytest.param(config.InterPodAffinityArgs(hard_pod_affinity_weight=10), [], id="valid args"),
        pytest.param(
            config.InterPodAffinityArgs(hard_pod_affinity_weight=-1),
            [(Invalid, "hardPodAffinityWeight")],
            id="hardPodAffinityWeight less than min",
        ),
        pytest.param(
            config.InterPodAffinityArgs(hard_pod_affinity_weight=101),
            [(Invalid, "hardPodAffinityWeight")],
            id="hardPodAffinityWeight more than max",
        ),
    ],
)
def test_validate_inter_pod_affinity_args(args: config.InterPodAffinityArgs, want: list) -> None:  # type: ignore[type-arg]
    err = validate_inter_pod_affinity_args(None, args)
    # The Go test expects a bare *field.Error here, not an aggregate.
    assert err is None or isinstance(err, field.Error)
    assert _errs(err) == want


def _tsc(max_skew: int, key: str, when: str, **kwargs: object) -> v1.TopologySpreadConstraint:
    return v1.TopologySpreadConstraint(
        max_skew=max_skew,
        topology_key=key,
        when_unsatisfiable=when,
        **kwargs,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("args", "want"),
    [
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[
                    _tsc(1, "node", v1.DoNotSchedule),
                    _tsc(2, "zone", v1.ScheduleAnyway),
                ],
                defaulting_type=config.ListDefaulting,
            ),
            [],
            id="valid config",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[_tsc(-1, "node", v1.DoNotSchedule)],
                defaulting_type=config.ListDefaulting,
            ),
            [(Invalid, "defaultConstraints[0].maxSkew")],
            id="maxSkew less than zero",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[_tsc(1, "", v1.DoNotSchedule)],
                defaulting_type=config.ListDefaulting,
            ),
            [(Required, "defaultConstraints[0].topologyKey")],
            id="empty topology key",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[_tsc(1, "node", "")], defaulting_type=config.ListDefaulting
            ),
            [(Required, "defaultConstraints[0].whenUnsatisfiable")],
            id="whenUnsatisfiable is empty",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[_tsc(1, "node", "unknown action")],
                defaulting_type=config.ListDefaulting,
            ),
            [(NotSupported, "defaultConstraints[0].whenUnsatisfiable")],
            id="whenUnsatisfiable contains unsupported action",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[
                    _tsc(1, "node", v1.DoNotSchedule),
                    _tsc(2, "node", v1.DoNotSchedule),
                ],
                defaulting_type=config.ListDefaulting,
            ),
            [(Duplicate, "defaultConstraints[1]")],
            id="duplicated constraints",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[
                    _tsc(
                        1,
                        "key",
                        v1.DoNotSchedule,
                        label_selector=metav1.LabelSelector(match_labels={"a": "b"}),
                    )
                ],
                defaulting_type=config.ListDefaulting,
            ),
            [(Forbidden, "defaultConstraints[0].labelSelector")],
            id="label selector present",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(defaulting_type=config.ListDefaulting),
            [],
            id="list default constraints, no constraints",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(defaulting_type=config.SystemDefaulting),
            [],
            id="system default constraints",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(defaulting_type="unknown"),
            [(NotSupported, "defaultingType")],
            id="wrong constraints",
        ),
        pytest.param(
            config.PodTopologySpreadArgs(
                default_constraints=[_tsc(1, "key", v1.DoNotSchedule)],
                defaulting_type=config.SystemDefaulting,
            ),
            [(Invalid, "defaultingType")],
            id="system default constraints, but has constraints",
        ),
    ],
)
def test_validate_pod_topology_spread_args(args: config.PodTopologySpreadArgs, want: list) -> None:  # type: ignore[type-arg]
    assert _errs(validate_pod_topology_spread_args(None, args)) == want


def _res(*specs: tuple[str, int]) -> list[config.ResourceSpec]:
    return [config.ResourceSpec(name=n, weight=w) for n, w in specs]


@pytest.mark.parametrize(
    ("args", "want"),
    [
        pytest.param(
            config.NodeResourcesBalancedAllocationArgs(resources=_res(("cpu", 1), ("memory", 1))),
            [],
            id="valid config",
        ),
        pytest.param(
            config.NodeResourcesBalancedAllocationArgs(resources=_res(("cpu", 2), ("memory", 1))),
            [(Invalid, "resources[0].weight")],
            id="invalid config",
        ),
        pytest.param(
            config.NodeResourcesBalancedAllocationArgs(resources=_res(("cpu", 1), ("cpu", 1))),
            [(Duplicate, "resources[1].name")],
            id="repeated resources",
        ),
    ],
)
def test_validate_node_resources_balanced_allocation_args(
    args: config.NodeResourcesBalancedAllocationArgs,
    want: list,  # type: ignore[type-arg]
) -> None:
    assert _errs(validate_node_resources_balanced_allocation_args(None, args)) == want


def _req(key: str, values: list[str]) -> v1.NodeSelectorRequirement:
    return v1.NodeSelectorRequirement(key=key, operator=v1.NodeSelectorOpIn, values=values)


def _affinity(required_key: str, field_values: list[str]) -> v1.NodeAffinity:
    return v1.NodeAffinity(
        required_during_scheduling_ignored_during_execution=v1.NodeSelector(
            node_selector_terms=[
                v1.NodeSelectorTerm(match_expressions=[_req(required_key, ["label-1-val"])])
            ]
        ),
        preferred_during_scheduling_ignored_during_execution=[
            v1.PreferredSchedulingTerm(
                weight=1,
                preference=v1.NodeSelectorTerm(match_fields=[_req("metadata.name", field_values)]),
            )
        ],
    )


@pytest.mark.parametrize(
    ("args", "want"),
    [
        pytest.param(config.NodeAffinityArgs(), [], id="empty"),
        pytest.param(
            config.NodeAffinityArgs(added_affinity=_affinity("label-1", ["node-1"])),
            [],
            id="valid added affinity",
        ),
        pytest.param(
            config.NodeAffinityArgs(
                added_affinity=_affinity("invalid/label/key", ["node-1", "node-2"])
            ),
            [
                (
                    Invalid,
                    "addedAffinity.requiredDuringSchedulingIgnoredDuringExecution"
                    ".nodeSelectorTerms[0].matchExpressions[0].key",
                ),
                (
                    Invalid,
                    "addedAffinity.preferredDuringSchedulingIgnoredDuringExecution[0]"
                    ".matchFields[0].values",
                ),
            ],
            id="invalid added affinity",
        ),
    ],
)
def test_validate_node_affinity_args(args: config.NodeAffinityArgs, want: list) -> None:  # type: ignore[type-arg]
    assert _errs(validate_node_affinity_args(None, args)) == want


def _shape(*points: tuple[int, int]) -> list[config.UtilizationShapePoint]:
    return [config.UtilizationShapePoint(utilization=u, score=s) for u, s in points]


_FULL_SHAPE = ((0, 0), (100, 10))


@pytest.mark.parametrize(
    ("gate", "args", "want"),
    [
        pytest.param(
            False,
            config.VolumeBindingArgs(bind_timeout_seconds=0),
            [],
            id="[StorageCapacityScoring=off] zero is a valid config",
        ),
        pytest.param(
            True,
            config.VolumeBindingArgs(bind_timeout_seconds=0, shape=_shape(*_FULL_SHAPE)),
            [],
            id="[StorageCapacityScoring=on] zero is a valid config",
        ),
        pytest.param(
            False,
            config.VolumeBindingArgs(bind_timeout_seconds=10),
            [],
            id="[StorageCapacityScoring=off] positive value is valid config",
        ),
        pytest.param(
            True,
            config.VolumeBindingArgs(bind_timeout_seconds=10, shape=_shape(*_FULL_SHAPE)),
            [],
            id="[StorageCapacityScoring=on] positive value is valid config",
        ),
        pytest.param(
            False,
            config.VolumeBindingArgs(bind_timeout_seconds=-10),
            [(Invalid, "bindTimeoutSeconds")],
            id="[StorageCapacityScoring=off] negative value is invalid config",
        ),
        pytest.param(
            True,
            config.VolumeBindingArgs(bind_timeout_seconds=-10, shape=_shape(*_FULL_SHAPE)),
            [(Invalid, "bindTimeoutSeconds")],
            id="[StorageCapacityScoring=on] negative value is invalid config",
        ),
        pytest.param(
            False,
            config.VolumeBindingArgs(bind_timeout_seconds=10, shape=None),
            [],
            id="[StorageCapacityScoring=off] shape should be nil when the feature is off",
        ),
        pytest.param(
            False,
            config.VolumeBindingArgs(bind_timeout_seconds=10, shape=_shape((1, 1), (3, 3))),
            [(Invalid, "shape")],
            id="[StorageCapacityScoring=off] error if the shape is not nil when the feature is off",
        ),
        pytest.param(
            True,
            config.VolumeBindingArgs(bind_timeout_seconds=10, shape=[]),
            [(Required, "shape")],
            id="[StorageCapacityScoring=on] shape should not be empty",
        ),
        pytest.param(
            True,
            config.VolumeBindingArgs(bind_timeout_seconds=10, shape=_shape((3, 3), (1, 1))),
            [(Invalid, "shape[1].utilization")],
            id="[StorageCapacityScoring=on] shape points must be sorted in increasing order",
        ),
        pytest.param(
            True,
            config.VolumeBindingArgs(
                bind_timeout_seconds=10, shape=_shape((-1, 1), (10, -1), (20, 11), (101, 1))
            ),
            [
                (Invalid, "shape[0].utilization"),
                (Invalid, "shape[1].score"),
                (Invalid, "shape[2].score"),
                (Invalid, "shape[3].utilization"),
            ],
            id="[StorageCapacityScoring=on] shape point: invalid utilization and score",
        ),
    ],
)
def test_validate_volume_binding_args(
    gate: bool,
    args: config.VolumeBindingArgs,
    want: list,  # type: ignore[type-arg]
) -> None:
    with set_feature_gate_during_test(DefaultFeatureGate, features.StorageCapacityScoring, gate):
        err = validate_volume_binding_args(None, args)
    assert _errs(err) == want


def test_shape_order_message_is_short() -> None:
    # v1.37.2 no longer repeats the field's name in the detail.
    with set_feature_gate_during_test(DefaultFeatureGate, features.StorageCapacityScoring, True):
        err = validate_volume_binding_args(
            None, config.VolumeBindingArgs(shape=_shape((3, 3), (1, 1)))
        )
    assert isinstance(err, Aggregate)
    (e,) = err.errors()
    assert isinstance(e, field.Error)
    assert e.detail == "values must be sorted in increasing order"


def test_validate_volume_binding_args_negative_value_message() -> None:
    with set_feature_gate_during_test(DefaultFeatureGate, features.StorageCapacityScoring, False):
        err = validate_volume_binding_args(None, config.VolumeBindingArgs(bind_timeout_seconds=-10))
    assert isinstance(err, Aggregate)
    (e,) = err.errors()
    assert isinstance(e, field.Error)
    assert e.bad_value == -10
    assert e.detail == "invalid BindTimeoutSeconds, should not be a negative value"


def _default_scoring_strategy() -> config.ScoringStrategy:
    return config.ScoringStrategy(
        type=config.LeastAllocated, resources=_res(("cpu", 1), ("memory", 1))
    )


@pytest.mark.parametrize(
    ("args", "expect"),
    [
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resources=["longvalue" + "a" * 64],
                scoring_strategy=_default_scoring_strategy(),
            ),
            "name part must be no more than 63 bytes",
            id="IgnoredResources: too long value",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resources=["example.com/"], scoring_strategy=_default_scoring_strategy()
            ),
            "name part must be non-empty",
            id="IgnoredResources: name is empty",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resources=["example.com/aaa/bbb"],
                scoring_strategy=_default_scoring_strategy(),
            ),
            "a valid label key must consist of",
            id="IgnoredResources: name has too many slash",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resources=["example.com"], scoring_strategy=_default_scoring_strategy()
            ),
            "",
            id="IgnoredResources: valid args",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resource_groups=["example.com"],
                scoring_strategy=_default_scoring_strategy(),
            ),
            "",
            id="IgnoredResourceGroups: valid args ",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resource_groups=["example.com/"],
                scoring_strategy=_default_scoring_strategy(),
            ),
            "name part must be non-empty",
            id="IgnoredResourceGroups: illegal args",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resource_groups=["a" * 64], scoring_strategy=_default_scoring_strategy()
            ),
            "name part must be no more than 63 bytes",
            id="IgnoredResourceGroups: name is too long",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                ignored_resource_groups=["example.com/aa"],
                scoring_strategy=_default_scoring_strategy(),
            ),
            "resource group name can't contain '/'",
            id="IgnoredResourceGroups: name cannot be contain slash",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(),
            "ScoringStrategy field is required",
            id="ScoringStrategy: field is required",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(scoring_strategy=config.ScoringStrategy(type="Invalid")),
            'Unsupported value: "Invalid"',
            id="ScoringStrategy: type is unsupported",
        ),
        pytest.param(
            config.NodeResourcesFitArgs(
                scoring_strategy=config.ScoringStrategy(type=config.RequestedToCapacityRatio)
            ),
            "must be specified when type is RequestedToCapacityRatio",
            id="ScoringStrategy: requestedToCapacityRatio field is missing",
        ),
    ],
)
def test_validate_fit_args(args: config.NodeResourcesFitArgs, expect: str) -> None:
    err = validate_node_resources_fit_args(None, args)
    # An error is expected exactly when there is text it must mention.
    if expect == "":
        assert err is None
    else:
        assert err is not None
        assert expect in str(err)


RESOURCE_CASES = [
    pytest.param([], [], id="default config"),
    pytest.param(_res(("cpu", 1), ("memory", 10)), [], id="multi valid resources"),
    pytest.param(
        _res(("cpu", 0)),
        [(Invalid, "scoringStrategy.resources[0].weight")],
        id="weight less than min",
    ),
    pytest.param(
        _res(("cpu", 101)),
        [(Invalid, "scoringStrategy.resources[0].weight")],
        id="weight greater than max",
    ),
    pytest.param(
        _res(("cpu", 0), ("memory", 101)),
        [
            (Invalid, "scoringStrategy.resources[0].weight"),
            (Invalid, "scoringStrategy.resources[1].weight"),
        ],
        id="multi invalid resources",
    ),
]


@pytest.mark.parametrize(("resources", "want"), RESOURCE_CASES)
def test_validate_least_allocated_scoring_strategy(
    resources: list[config.ResourceSpec],
    want: list,  # type: ignore[type-arg]
) -> None:
    args = config.NodeResourcesFitArgs(
        scoring_strategy=config.ScoringStrategy(type=config.LeastAllocated, resources=resources)
    )
    assert _errs(validate_node_resources_fit_args(None, args)) == want


@pytest.mark.parametrize(("resources", "want"), RESOURCE_CASES)
def test_validate_most_allocated_scoring_strategy(
    resources: list[config.ResourceSpec],
    want: list,  # type: ignore[type-arg]
) -> None:
    args = config.NodeResourcesFitArgs(
        scoring_strategy=config.ScoringStrategy(type=config.MostAllocated, resources=resources)
    )
    assert _errs(validate_node_resources_fit_args(None, args)) == want


DEFAULT_SHAPE = ((30, 3),)


@pytest.mark.parametrize(
    ("resources", "shapes", "want"),
    [
        pytest.param(
            [], None, [(Required, "scoringStrategy.requestedToCapacityRatio.shape")], id="no shapes"
        ),
        pytest.param(
            _res(("cpu", 101)),
            DEFAULT_SHAPE,
            [(Invalid, "scoringStrategy.resources[0].weight")],
            id="weight greater than max",
        ),
        pytest.param(
            _res(("cpu", 0)),
            DEFAULT_SHAPE,
            [(Invalid, "scoringStrategy.resources[0].weight")],
            id="weight less than min",
        ),
        pytest.param([], DEFAULT_SHAPE, [], id="valid shapes"),
        pytest.param(
            [],
            ((-1, 3),),
            [(Invalid, "scoringStrategy.requestedToCapacityRatio.shape[0].utilization")],
            id="utilization less than min",
        ),
        pytest.param(
            [],
            ((101, 3),),
            [(Invalid, "scoringStrategy.requestedToCapacityRatio.shape[0].utilization")],
            id="utilization greater than max",
        ),
        pytest.param(
            [],
            ((10, 3), (10, 3)),
            [(Invalid, "scoringStrategy.requestedToCapacityRatio.shape[1].utilization")],
            id="duplicated utilization values",
        ),
        pytest.param([], ((10, 3), (20, 3), (30, 3)), [], id="increasing utilization values"),
        pytest.param(
            [],
            ((10, 3), (20, 3), (15, 3)),
            [(Invalid, "scoringStrategy.requestedToCapacityRatio.shape[2].utilization")],
            id="non-increasing utilization values",
        ),
        pytest.param(
            [],
            ((10, -1),),
            [(Invalid, "scoringStrategy.requestedToCapacityRatio.shape[0].score")],
            id="score less than min",
        ),
        pytest.param(
            [],
            ((10, 11),),
            [(Invalid, "scoringStrategy.requestedToCapacityRatio.shape[0].score")],
            id="score greater than max",
        ),
    ],
)
def test_validate_requested_to_capacity_ratio_scoring_strategy(
    resources: list[config.ResourceSpec],
    shapes: tuple[tuple[int, int], ...] | None,
    want: list,  # type: ignore[type-arg]
) -> None:
    args = config.NodeResourcesFitArgs(
        scoring_strategy=config.ScoringStrategy(
            type=config.RequestedToCapacityRatio,
            resources=resources,
            requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(
                shape=[] if shapes is None else _shape(*shapes)
            ),
        )
    )
    assert _errs(validate_node_resources_fit_args(None, args)) == want


def test_requested_to_capacity_ratio_is_forbidden_with_another_type() -> None:
    args = config.NodeResourcesFitArgs(
        scoring_strategy=config.ScoringStrategy(
            type=config.LeastAllocated,
            resources=_res(("cpu", 1)),
            requested_to_capacity_ratio=config.RequestedToCapacityRatioParam(shape=_shape((0, 1))),
        )
    )
    err = validate_node_resources_fit_args(None, args)
    assert _errs(err) == [(Forbidden, "scoringStrategy.requestedToCapacityRatio")]


def _duration(seconds: int) -> config.Duration:
    return config.Duration(seconds * gotime.Second)


@pytest.mark.parametrize(
    ("args", "disabled", "want"),
    [
        pytest.param(
            config.DynamicResourcesArgs(
                filter_timeout=config.Duration(config.DynamicResourcesFilterTimeoutDefault),
                binding_timeout=config.Duration(config.DynamicResourcesBindingTimeoutDefault),
            ),
            "",
            [],
            id="valid args (default)",
        ),
        pytest.param(config.DynamicResourcesArgs(), "", [], id="valid args (disabled)"),
        pytest.param(
            config.DynamicResourcesArgs(filter_timeout=_duration(-1)),
            "",
            [(Invalid, "filterTimeout")],
            id="negative FilterTimeout",
        ),
        pytest.param(
            config.DynamicResourcesArgs(filter_timeout=_duration(-1)),
            "filter timeout",
            [(Forbidden, "filterTimeout")],
            id="negative FilterTimeout, disabled",
        ),
        pytest.param(
            config.DynamicResourcesArgs(binding_timeout=_duration(30)),
            "",
            [],
            id="valid BindingTimeout",
        ),
        pytest.param(
            config.DynamicResourcesArgs(binding_timeout=_duration(0)),
            "",
            [(Invalid, "bindingTimeout")],
            id="BindingTimeout < 1s (0s)",
        ),
        pytest.param(
            config.DynamicResourcesArgs(binding_timeout=_duration(-1)),
            "",
            [(Invalid, "bindingTimeout")],
            id="BindingTimeout < 1s (negative)",
        ),
        pytest.param(
            config.DynamicResourcesArgs(binding_timeout=_duration(1)),
            "binding conditions",
            [(Forbidden, "bindingTimeout")],
            id="BindingTimeout set but DRADeviceBindingConditions disabled",
        ),
        pytest.param(
            config.DynamicResourcesArgs(binding_timeout=_duration(1)),
            "device status",
            [(Forbidden, "bindingTimeout")],
            id="BindingTimeout set but DRAResourceClaimDeviceStatus disabled",
        ),
    ],
)
def test_validate_dynamic_resources_args(
    args: config.DynamicResourcesArgs,
    disabled: str,
    want: list,  # type: ignore[type-arg]
) -> None:
    fts = Features(
        enable_dra_scheduler_filter_timeout=disabled != "filter timeout",
        enable_dra_device_binding_conditions=disabled != "binding conditions",
        enable_dra_resource_claim_device_status=disabled != "device status",
    )
    assert _errs(validate_dynamic_resources_args(None, args, fts)) == want
