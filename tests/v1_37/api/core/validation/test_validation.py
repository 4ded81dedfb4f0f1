"""Tests of the v1.37.2 checks of pkg/apis/core/validation that this port re-ported.

The expected messages were produced by running v1.37.2's ValidatePodCreate (with the options
GetValidationOptionsFromPodSpecAndMeta derives for a new pod at the default gates) and
ValidateNode on the same objects, made valid in every field this port does not model (the
comparison-operator rows with TaintTolerationComparisonOperators on).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.validation.validation import (
    PodValidationOptions,
    _validate_pod_resource_consistency,
    _validate_pod_resources,
    validate_node,
    validate_pod_create,
)
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.resource import must_parse
from kube_scheduler_py.v1_37.api.util.validation import field

# What a new pod gets at v1.37.2's default gates.
CREATE = PodValidationOptions(
    pod_level_resources_enabled=True,
    allow_match_label_keys_in_pod_topology_spread=True,
    allow_match_label_keys_in_pod_topology_spread_selector_merge=True,
)

_LABEL_VALUE = (
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or "
    "'.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or "
    "'my_value',  or '12345', regex used for validation is "
    "'(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"
)
_SUBDOMAIN = (
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or "
    "'.', and must start and end with an alphanumeric character (e.g. 'example.com', regex "
    "used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
)


def _pod(**spec: object) -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(name="p", namespace="default"),
        spec=v1.PodSpec(containers=[v1.Container(name="c", image="img")], **spec),  # type: ignore[arg-type]
    )


def _pod_with_cpu(container: str, pod: str) -> v1.Pod:
    """A pod whose one container and pod level request and limit the given CPU."""
    cpu = {v1.ResourceCPU: must_parse(container)}
    resources = v1.ResourceRequirements(requests=dict(cpu), limits=dict(cpu))
    pod_cpu = {v1.ResourceCPU: must_parse(pod)}
    return v1.Pod(
        metadata=metav1.ObjectMeta(name="p", namespace="default"),
        spec=v1.PodSpec(
            containers=[v1.Container(name="c", image="img", resources=resources)],
            resources=v1.ResourceRequirements(requests=pod_cpu, limits=dict(pod_cpu)),
        ),
    )


def _required_in(values: list[str]) -> v1.Affinity:
    requirement = v1.NodeSelectorRequirement(key="zone", operator="In", values=values)
    term = v1.NodeSelectorTerm(match_expressions=[requirement])
    selector = v1.NodeSelector(node_selector_terms=[term])
    return v1.Affinity(
        node_affinity=v1.NodeAffinity(required_during_scheduling_ignored_during_execution=selector)
    )


def _preferred_in(values: list[str]) -> v1.Affinity:
    requirement = v1.NodeSelectorRequirement(key="zone", operator="In", values=values)
    preferred = v1.PreferredSchedulingTerm(
        weight=1, preference=v1.NodeSelectorTerm(match_expressions=[requirement])
    )
    return v1.Affinity(
        node_affinity=v1.NodeAffinity(
            preferred_during_scheduling_ignored_during_execution=[preferred]
        )
    )


@pytest.mark.parametrize(
    ("pod", "expected"),
    [
        pytest.param(
            _pod(tolerations=[v1.Toleration(key="k", operator="Lt", value="5")]),
            [
                'spec.tolerations[0].operator: Unsupported value: "Lt": supported values: '
                '"Equal", "Exists", "Lt", "Gt"'
            ],
            id="toleration-lt",
        ),
        pytest.param(
            _pod(tolerations=[v1.Toleration(key="k", operator="Exists", value="v")]),
            [
                'spec.tolerations[0].operator: Invalid value: "v": value must be empty when '
                "`operator` is 'Exists'"
            ],
            id="toleration-exists-value",
        ),
        pytest.param(
            _pod(affinity=_required_in(["a b", "ok"])),
            [
                "spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution."
                "nodeSelectorTerms[0].matchExpressions[0].values[0]: Invalid value: "
                f'"a b": {_LABEL_VALUE}'
            ],
            id="node-affinity-bad-value",
        ),
        pytest.param(_pod(affinity=_preferred_in(["a b"])), [], id="preferred-bad-value-allowed"),
        pytest.param(
            _pod(scheduling_group=v1.PodSchedulingGroup()),
            [
                "spec.schedulingGroup.podGroupName: Invalid value: null: must specify one of: "
                "`podGroupName`"
            ],
            id="scheduling-group-nil",
        ),
        pytest.param(
            _pod(scheduling_group=v1.PodSchedulingGroup(pod_group_name="Bad_Name")),
            [f'spec.schedulingGroup.podGroupName: Invalid value: "Bad_Name": {_SUBDOMAIN}'],
            id="scheduling-group-bad",
        ),
        pytest.param(
            _pod(
                topology_spread_constraints=[
                    v1.TopologySpreadConstraint(
                        max_skew=0,
                        topology_key="zone",
                        when_unsatisfiable=v1.ScheduleAnyway,
                        min_domains=0,
                        label_selector=metav1.LabelSelector(match_labels={"app": "x"}),
                        match_label_keys=["app"],
                    )
                ]
            ),
            [
                "spec.topologySpreadConstraints[0].maxSkew: Invalid value: 0: must be greater "
                "than zero",
                "spec.topologySpreadConstraints[0].minDomains: Invalid value: 0: must be greater "
                "than zero",
                "spec.topologySpreadConstraints[0].minDomains: Invalid value: 0: can only use "
                "minDomains if whenUnsatisfiable=DoNotSchedule, not ScheduleAnyway",
            ],
            id="spread",
        ),
        pytest.param(
            v1.Pod(
                metadata=metav1.ObjectMeta(name="p", namespace="default"),
                spec=v1.PodSpec(
                    containers=[
                        v1.Container(
                            name="c",
                            image="img",
                            resources=v1.ResourceRequirements(
                                limits={"example.com/gpu": must_parse("1500m")},
                                requests={"example.com/gpu": must_parse("1500m")},
                            ),
                        )
                    ]
                ),
            ),
            [
                "spec.containers[0].resources.limits[example.com/gpu]: Invalid value: "
                '"1500m": must be an integer',
                "spec.containers[0].resources.requests[example.com/gpu]: Invalid value: "
                '"1500m": must be an integer',
            ],
            id="fractional-extended",
        ),
        pytest.param(
            _pod(
                resources=v1.ResourceRequirements(
                    requests={v1.ResourceCPU: must_parse("2")},
                    limits={v1.ResourceCPU: must_parse("1")},
                )
            ),
            [
                'spec.resources.requests: Invalid value: "2": must be less than or equal to cpu '
                "limit of 1"
            ],
            id="pod-resources",
        ),
        pytest.param(
            _pod_with_cpu(container="3", pod="2"),
            [
                'spec.resources.requests[cpu]: Invalid value: "2": must be greater than or equal '
                "to aggregate container requests of 3",
                'spec.resources.containers[0][cpu].limits: Invalid value: "3": must be less than '
                "or equal to pod limits of 2",
            ],
            id="pod-resources-below-the-containers",
        ),
    ],
)
def test_validate_pod_create_messages(pod: v1.Pod, expected: list[str]) -> None:
    assert [e.error() for e in validate_pod_create(pod, CREATE)] == expected


def test_ephemeral_containers_are_refused_on_create() -> None:
    debug = v1.EphemeralContainer(
        ephemeral_container_common=v1.EphemeralContainerCommon(name="debug", image="busybox")
    )
    pod = _pod(ephemeral_containers=[debug])
    assert [e.error() for e in validate_pod_create(pod, CREATE)] == [
        "spec.ephemeralContainers: Forbidden: cannot be set on create"
    ]


def test_pod_level_resource_claims_are_forbidden() -> None:
    pod = _pod(resources=v1.ResourceRequirements(claims=[v1.ResourceClaim(name="x")]))
    messages = [e.error() for e in validate_pod_create(pod, CREATE)]
    assert messages[0] == (
        "spec.resources.claims: Forbidden: claims may not be set for Resources at pod-level"
    )


def test_pod_level_resources_are_not_checked_without_the_gate() -> None:
    pod = _pod(
        resources=v1.ResourceRequirements(
            requests={v1.ResourceCPU: must_parse("2")}, limits={v1.ResourceCPU: must_parse("1")}
        )
    )
    assert validate_pod_create(pod, PodValidationOptions()) == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        pytest.param("5", [], id="canonical"),
        pytest.param(
            "05",
            [
                'spec.tolerations[0].value: Invalid value: "05": must be a valid decimal integer '
                "in canonical form"
            ],
            id="leading zero",
        ),
        pytest.param(
            "x",
            [
                'spec.tolerations[0].value: Invalid value: "x": must be a valid decimal integer '
                "in canonical form",
                'spec.tolerations[0].value: Invalid value: "x": strconv.ParseInt: parsing "x": '
                "invalid syntax",
            ],
            id="not a number",
        ),
        pytest.param(
            "9223372036854775808",
            [
                'spec.tolerations[0].value: Invalid value: "9223372036854775808": '
                'strconv.ParseInt: parsing "9223372036854775808": value out of range'
            ],
            id="out of range",
        ),
    ],
)
def test_comparison_toleration_values(value: str, expected: list[str]) -> None:
    pod = _pod(tolerations=[v1.Toleration(key="k", operator="Gt", value=value)])
    opts = PodValidationOptions(allow_taint_toleration_comparison_operators=True)
    assert [e.error() for e in validate_pod_create(pod, opts)] == expected


def test_validate_node_messages() -> None:
    added = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)
    node = v1.Node(
        metadata=metav1.ObjectMeta(name="n"),
        spec=v1.NodeSpec(
            taints=[
                v1.Taint(key="k", value="v", effect=v1.TaintEffectNoSchedule),
                v1.Taint(key="k", value="w", effect=v1.TaintEffectNoSchedule, time_added=added),
            ]
        ),
        status=v1.NodeStatus(
            declared_features=["Zeta", "Alpha", "Alpha", "bad", "Good/sub", "Good/sub"]
        ),
    )
    assert [e.error() for e in validate_node(node)] == [
        'metadata.taints[1]: Duplicate value: {"Key":"k","Value":"w","Effect":"NoSchedule",'
        '"TimeAdded":"2024-01-02T03:04:05Z"}: taints must be unique by key and effect pair',
        'status.declaredFeatures[1]: Invalid value: "Alpha": list must be sorted alphabetically',
        'status.declaredFeatures[2]: Duplicate value: "Alpha"',
        'status.declaredFeatures[3]: Invalid value: "bad": invalid feature name "bad": must start '
        "with an UpperCamelCase segment, with subsequent segments separated by '/' (e.g., "
        "MyFeature or MyFeature/mySubFeature), and contain only alphanumeric characters and "
        "slashes",
        'status.declaredFeatures[4]: Invalid value: "Good/sub": list must be sorted alphabetically',
        'status.declaredFeatures[5]: Duplicate value: "Good/sub"',
    ]


def _resources(
    requests: dict[str, str] | None = None, limits: dict[str, str] | None = None
) -> v1.ResourceRequirements:
    return v1.ResourceRequirements(
        requests={name: must_parse(q) for name, q in (requests or {}).items()},
        limits={name: must_parse(q) for name, q in (limits or {}).items()},
    )


_HUGE = "hugepages-2Mi"


@pytest.mark.parametrize(
    ("os_name", "claims", "expected"),
    [
        pytest.param(v1.Linux, [], [], id="supported os"),
        pytest.param(
            v1.Windows,
            [],
            ["spec.resources: Forbidden: may not be set for a windows pod"],
            id="unsupported os",
        ),
        pytest.param(
            v1.Linux,
            [v1.ResourceClaim(name="resource-claim")],
            ["spec.resources.claims: Forbidden: claims may not be set for Resources at pod-level"],
            id="unsupported resource claims at pod level resources",
        ),
    ],
)
def test_validate_pod_resources(
    os_name: str, claims: list[v1.ResourceClaim], expected: list[str]
) -> None:
    """TestValidatePodResources: the pod-level checks on a pod with one plain container."""
    resources = _resources(
        {"cpu": "10", "memory": "10Mi"}, {"cpu": "20", "memory": "20Mi", _HUGE: "100Mi"}
    )
    resources.claims = claims
    spec = v1.PodSpec(
        containers=[v1.Container(name="ctr", image="image")],
        resources=resources,
        os=v1.PodOS(name=os_name),
    )
    errors = _validate_pod_resources(spec, field.new_path("spec"))
    assert [e.error() for e in errors] == expected


# TestValidatePodResourceConsistency, row for row: (pod-level requests, limits), the containers'
# (requests, limits), and every message in the order this port reports them (Go ranges over
# maps, so its order varies; the messages are the ones v1.37.2 prints for these rows).
@pytest.mark.parametrize(
    ("pod", "containers", "expected"),
    [
        pytest.param(
            ({"cpu": "10", "memory": "10Mi"}, {}),
            [({"cpu": "5", "memory": "5Mi"}, {}), ({"cpu": "4", "memory": "3Mi"}, {})],
            [],
            id="aggregate container requests less than pod requests",
        ),
        pytest.param(
            ({"cpu": "10", "memory": "10Mi"}, {}),
            [({"cpu": "5", "memory": "5Mi"}, {}), ({"cpu": "5", "memory": "5Mi"}, {})],
            [],
            id="aggregate container requests equal to pod requests",
        ),
        pytest.param(
            ({"cpu": "10", "memory": "10Mi"}, {}),
            [({"cpu": "6", "memory": "5Mi"}, {}), ({"cpu": "8", "memory": "7Mi"}, {})],
            [
                'resources.requests[cpu]: Invalid value: "10": must be greater than or equal to '
                "aggregate container requests of 14",
                'resources.requests[memory]: Invalid value: "10Mi": must be greater than or equal '
                "to aggregate container requests of 12Mi",
            ],
            id="aggregate container requests greater than pod requests",
        ),
        pytest.param(
            ({"cpu": "10", "memory": "10Mi"}, {}),
            [
                ({"cpu": "6", "memory": "5Mi", "storage": "10Gi"}, {}),
                ({"cpu": "4", "memory": "3Mi", "storage": "5Gi"}, {}),
            ],
            [],
            id="container requests with resources unsupported at pod-level",
        ),
        pytest.param(
            ({}, {"cpu": "10", "memory": "10Mi", _HUGE: "10Mi"}),
            [
                ({}, {"cpu": "5", "memory": "5Mi", _HUGE: "4Mi"}),
                ({}, {"cpu": "4", "memory": "3Mi", _HUGE: "4Mi"}),
            ],
            [],
            id="aggregate container limits less than pod limits",
        ),
        pytest.param(
            ({}, {"cpu": "10", "memory": "10Mi", _HUGE: "8Mi"}),
            [
                ({}, {"cpu": "5", "memory": "5Mi", _HUGE: "4Mi"}),
                ({}, {"cpu": "5", "memory": "5Mi", _HUGE: "4Mi"}),
            ],
            [],
            id="aggregate container limits equal to pod limits",
        ),
        pytest.param(
            ({}, {"cpu": "10", "memory": "10Mi"}),
            [({}, {"cpu": "5", "memory": "5Mi"}), ({}, {"cpu": "6", "memory": "9Mi"})],
            [],
            id="aggregate container limits greater than pod limits",
        ),
        pytest.param(
            ({}, {"cpu": "10", _HUGE: "4Mi"}),
            [({}, {"cpu": "6", _HUGE: "4Mi"}), ({}, {"cpu": "6", _HUGE: "4Mi"})],
            [
                'resources.limits[hugepages-2Mi]: Invalid value: "4Mi": must be greater than or '
                "equal to aggregate container limits of 8Mi"
            ],
            id="hugepage aggregate container limits greater than pod limits",
        ),
        pytest.param(
            ({}, {"cpu": "10", "memory": "10Mi", _HUGE: "2Mi"}),
            [({}, {"cpu": "11", "memory": "12Mi", _HUGE: "4Mi"})],
            [
                'resources.limits[hugepages-2Mi]: Invalid value: "2Mi": must be greater than or '
                "equal to aggregate container limits of 4Mi",
                'resources.containers[0][cpu].limits: Invalid value: "11": must be less than or '
                "equal to pod limits of 10",
                'resources.containers[0][memory].limits: Invalid value: "12Mi": must be less than '
                "or equal to pod limits of 10Mi",
                'resources.containers[0][hugepages-2Mi].limits: Invalid value: "4Mi": must be '
                "less than or equal to pod limits of 2Mi",
            ],
            id="individual container limits greater than pod limits",
        ),
    ],
)
def test_validate_pod_resource_consistency(
    pod: tuple[dict[str, str], dict[str, str]],
    containers: list[tuple[dict[str, str], dict[str, str]]],
    expected: list[str],
) -> None:
    spec = v1.PodSpec(
        resources=_resources(*pod),
        containers=[v1.Container(resources=_resources(*c)) for c in containers],
    )
    errors = _validate_pod_resource_consistency(spec, field.new_path("resources"))
    assert [e.error() for e in errors] == expected
