"""Port of pkg/scheduler/framework/events_test.go (v1.37.2)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

import pytest

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.resource import BinarySI, Quantity, must_parse, new_quantity
from kube_scheduler_py.v1_37.framework.events import (
    extract_node_allocatable_change,
    extract_node_conditions_change,
    extract_node_features_change,
    extract_node_labels_change,
    extract_node_taints_change,
    node_scheduling_properties_change,
    pod_scheduling_properties_change,
)
from kube_scheduler_py.v1_37.fwk import types as fwk


def _new_quantity(value: int) -> Quantity:
    return new_quantity(value, BinarySI)


@pytest.mark.parametrize(
    ("changed", "old_allocatable", "new_allocatable"),
    [
        pytest.param(
            False,
            {v1.ResourceMemory: _new_quantity(1024)},
            {v1.ResourceMemory: _new_quantity(1024)},
            id="no allocatable resources changed",
        ),
        pytest.param(
            True,
            {v1.ResourceMemory: _new_quantity(1024)},
            {v1.ResourceMemory: _new_quantity(1024), v1.ResourceStorage: _new_quantity(1024)},
            id="new node has more allocatable resources",
        ),
    ],
)
def test_node_allocatable_change(
    changed: bool, old_allocatable: dict[str, Quantity], new_allocatable: dict[str, Quantity]
) -> None:
    old_node = v1.Node(status=v1.NodeStatus(allocatable=old_allocatable))
    new_node = v1.Node(status=v1.NodeStatus(allocatable=new_allocatable))
    assert (extract_node_allocatable_change(new_node, old_node) != fwk.None_) == changed


@pytest.mark.parametrize(
    ("changed", "old_labels", "new_labels"),
    [
        pytest.param(False, {"foo": "bar"}, {"foo": "bar"}, id="no labels changed"),
        pytest.param(
            True, {"foo": "bar"}, {"foo": "bar", "test": "value"}, id="new object has more labels"
        ),
    ],
)
def test_node_labels_change(
    changed: bool, old_labels: dict[str, str], new_labels: dict[str, str]
) -> None:
    old_node = v1.Node(metadata=metav1.ObjectMeta(labels=old_labels))
    new_node = v1.Node(metadata=metav1.ObjectMeta(labels=new_labels))
    assert (extract_node_labels_change(new_node, old_node) != fwk.None_) == changed


@pytest.mark.parametrize(
    ("changed", "old_taints", "new_taints"),
    [
        pytest.param(
            False,
            [v1.Taint(key="key", value="value")],
            [v1.Taint(key="key", value="value")],
            id="no taint changed",
        ),
        pytest.param(
            True,
            [v1.Taint(key="key", value="value1")],
            [v1.Taint(key="key", value="value2")],
            id="taint value changed",
        ),
    ],
)
def test_node_taints_change(
    changed: bool, old_taints: list[v1.Taint], new_taints: list[v1.Taint]
) -> None:
    old_node = v1.Node(spec=v1.NodeSpec(taints=old_taints))
    new_node = v1.Node(spec=v1.NodeSpec(taints=new_taints))
    assert (extract_node_taints_change(new_node, old_node) != fwk.None_) == changed


def _unix(sec: int) -> datetime:
    return datetime.fromtimestamp(sec, tz=UTC)


@pytest.mark.parametrize(
    ("changed", "old_conditions", "new_conditions"),
    [
        pytest.param(
            False,
            [v1.NodeCondition(type=v1.NodeDiskPressure, status=v1.ConditionTrue)],
            [v1.NodeCondition(type=v1.NodeDiskPressure, status=v1.ConditionTrue)],
            id="no condition changed",
        ),
        pytest.param(
            False,
            [
                v1.NodeCondition(
                    type=v1.NodeDiskPressure, status=v1.ConditionTrue, last_heartbeat_time=_unix(1)
                )
            ],
            [
                v1.NodeCondition(
                    type=v1.NodeDiskPressure, status=v1.ConditionTrue, last_heartbeat_time=_unix(2)
                )
            ],
            id="only LastHeartbeatTime changed",
        ),
        pytest.param(
            True,
            [],
            [v1.NodeCondition(type=v1.NodeReady, status=v1.ConditionTrue)],
            id="new node has more healthy conditions",
        ),
        pytest.param(
            True,
            [v1.NodeCondition(type=v1.NodeDiskPressure, status=v1.ConditionTrue)],
            [],
            id="new node has less unhealthy conditions",
        ),
        pytest.param(
            True,
            [v1.NodeCondition(type=v1.NodeReady, status=v1.ConditionFalse)],
            [v1.NodeCondition(type=v1.NodeReady, status=v1.ConditionTrue)],
            id="condition status changed",
        ),
    ],
)
def test_node_conditions_change(
    changed: bool, old_conditions: list[v1.NodeCondition], new_conditions: list[v1.NodeCondition]
) -> None:
    old_node = v1.Node(status=v1.NodeStatus(conditions=old_conditions))
    new_node = v1.Node(status=v1.NodeStatus(conditions=new_conditions))
    assert (extract_node_conditions_change(new_node, old_node) != fwk.None_) == changed


def _make_node(
    *,
    unschedulable: bool = False,
    capacity: dict[str, str] | None = None,
    labels: dict[str, str] | None = None,
    annotations: dict[str, str] | None = None,
    taints: list[v1.Taint] | None = None,
    conditions: list[v1.NodeCondition] | None = None,
) -> v1.Node:
    """What st.MakeNode() builds: capacity and allocatable default to 32 pods."""
    res = {v1.ResourcePods: must_parse("32")}
    for name, value in (capacity or {}).items():
        res[name] = must_parse(value)
    return v1.Node(
        metadata=metav1.ObjectMeta(labels=labels or {}, annotations=annotations or {}),
        spec=v1.NodeSpec(unschedulable=unschedulable, taints=taints or []),
        status=v1.NodeStatus(capacity=res, allocatable=res, conditions=conditions or []),
    )


def _unschedulable_taint(value: str) -> list[v1.Taint]:
    return [v1.Taint(key=v1.TaintNodeUnschedulable, value=value, effect=v1.TaintEffectNoSchedule)]


@pytest.mark.parametrize(
    ("new_node", "old_node", "want_events"),
    [
        pytest.param(
            _make_node(unschedulable=False),
            _make_node(unschedulable=False),
            [],
            id="no specific changed applied",
        ),
        pytest.param(
            _make_node(unschedulable=False),
            _make_node(unschedulable=True),
            [fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeTaint)],
            id="only node spec unavailable changed",
        ),
        pytest.param(
            _make_node(
                capacity={
                    v1.ResourceCPU: "1000m",
                    v1.ResourceMemory: "100m",
                    "example.com/foo": "1",
                }
            ),
            _make_node(
                capacity={
                    v1.ResourceCPU: "1000m",
                    v1.ResourceMemory: "100m",
                    "example.com/foo": "2",
                }
            ),
            [fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeAllocatable)],
            id="only node allocatable changed",
        ),
        pytest.param(
            _make_node(labels={"foo": "bar"}),
            _make_node(labels={"foo": "fuz"}),
            [fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeLabel)],
            id="only node label changed",
        ),
        pytest.param(
            _make_node(taints=_unschedulable_taint("")),
            _make_node(taints=_unschedulable_taint("foo")),
            [fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeTaint)],
            id="only node taint changed",
        ),
        pytest.param(
            _make_node(annotations={"foo": "bar"}),
            _make_node(annotations={"foo": "fuz"}),
            [fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeAnnotation)],
            id="only node annotation changed",
        ),
        pytest.param(
            _make_node(),
            _make_node(
                conditions=[
                    v1.NodeCondition(
                        type=v1.NodeReady,
                        status=v1.ConditionTrue,
                        message="Ready",
                        reason="Ready",
                        last_heartbeat_time=_unix(0),
                        last_transition_time=_unix(0),
                    )
                ]
            ),
            [fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeCondition)],
            id="only node condition changed",
        ),
        pytest.param(
            _make_node(labels={"foo": "bar"}, taints=_unschedulable_taint("")),
            _make_node(taints=_unschedulable_taint("foo")),
            [
                fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeLabel),
                fwk.ClusterEvent(resource=fwk.Node, action_type=fwk.UpdateNodeTaint),
            ],
            id="both node label and node taint changed",
        ),
    ],
)
def test_node_scheduling_properties_change(
    new_node: v1.Node, old_node: v1.Node, want_events: list[fwk.ClusterEvent]
) -> None:
    assert node_scheduling_properties_change(new_node, old_node) == want_events


def _node_with_features(declared_features: list[str]) -> v1.Node:
    return v1.Node(status=v1.NodeStatus(declared_features=declared_features))


@pytest.mark.parametrize(
    ("old_features", "new_features", "want"),
    [
        pytest.param(["featA", "featB"], ["featA", "featB"], fwk.None_, id="no features changed"),
        pytest.param(
            ["featA"], ["featA", "featB"], fwk.UpdateNodeDeclaredFeature, id="features added"
        ),
        pytest.param(
            ["featA", "featB"], ["featA"], fwk.UpdateNodeDeclaredFeature, id="features removed"
        ),
        pytest.param(["featA"], ["featC"], fwk.UpdateNodeDeclaredFeature, id="features different"),
        pytest.param(
            [], ["featA"], fwk.UpdateNodeDeclaredFeature, id="old features nil, new has features"
        ),
        pytest.param(
            [], ["featA"], fwk.UpdateNodeDeclaredFeature, id="old features empty, new has features"
        ),
        pytest.param(
            ["featA"], [], fwk.UpdateNodeDeclaredFeature, id="old has features, new is nil"
        ),
        pytest.param([], [], fwk.None_, id="both nil"),
    ],
)
def test_extract_node_features_change(
    old_features: list[str], new_features: list[str], want: fwk.ActionType
) -> None:
    got = extract_node_features_change(
        _node_with_features(new_features), _node_with_features(old_features)
    )
    assert got == want


def _pod_with_cpu(cpu: str, labels: dict[str, str] | None = None) -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(labels=labels or {}),
        spec=v1.PodSpec(
            containers=[
                v1.Container(
                    name="app",
                    resources=v1.ResourceRequirements(requests={v1.ResourceCPU: must_parse(cpu)}),
                )
            ]
        ),
        status=v1.PodStatus(
            container_statuses=[
                v1.ContainerStatus(
                    name="app", allocated_resources={v1.ResourceCPU: must_parse(cpu)}
                )
            ]
        ),
    )


def _make_pod(
    *,
    labels: dict[str, str] | None = None,
    annotations: dict[str, str] | None = None,
    node: str = "",
    scheduling_gates: list[str] | None = None,
    tolerations: list[str] | None = None,
    claim_statuses: list[v1.PodResourceClaimStatus] | None = None,
    extended_claim_status: v1.PodExtendedResourceClaimStatus | None = None,
) -> v1.Pod:
    """What the st.MakePod() chains of the Go table build."""
    return v1.Pod(
        metadata=metav1.ObjectMeta(labels=labels or {}, annotations=annotations or {}),
        spec=v1.PodSpec(
            node_name=node,
            scheduling_gates=[v1.PodSchedulingGate(name=g) for g in scheduling_gates or []],
            tolerations=[
                v1.Toleration(key=k, operator=v1.TolerationOpExists) for k in tolerations or []
            ],
        ),
        status=v1.PodStatus(
            resource_claim_statuses=claim_statuses or [],
            extended_resource_claim_status=extended_claim_status,
        ),
    )


pod_with_big_request = _pod_with_cpu("101m")
pod_with_small_request_and_label = _pod_with_cpu("100m", labels={"foo": "bar"})
pod_with_small_request = _pod_with_cpu("100m")
claim_status_a = v1.PodResourceClaimStatus(name="my-claim", resource_claim_name="claim")
claim_status_b = v1.PodResourceClaimStatus(name="my-claim-2", resource_claim_name="claim-2")
_GPU_REQUEST = v1.ContainerExtendedResourceRequest(
    request_name="request", container_name="c", resource_name="example.com/gpu"
)
extended_claim_status_a = v1.PodExtendedResourceClaimStatus(
    request_mappings=[_GPU_REQUEST], resource_claim_name="claim"
)
extended_claim_status_b = v1.PodExtendedResourceClaimStatus(
    request_mappings=[_GPU_REQUEST], resource_claim_name="claim-2"
)


def _ev(resource: fwk.EventResource, action: fwk.ActionType) -> fwk.ClusterEvent:
    return fwk.ClusterEvent(resource=resource, action_type=action)


@contextmanager
def _dra_enabled(enabled: bool) -> Iterator[None]:
    """The Go test's gate set-up: DynamicResourceAllocation is GA and locked at 1.37, so turning
    it off first emulates 1.34 (SetFeatureGateEmulationVersionDuringTest)."""
    gate = features.DefaultFeatureGate
    emulation, min_compat = gate.emulation_version, gate.min_compatibility_version
    try:
        if not enabled:
            gate.emulation_version = gate.min_compatibility_version = (1, 34)
        with features.set_feature_gate_during_test(
            gate, features.DynamicResourceAllocation, enabled
        ):
            yield
    finally:
        gate.emulation_version, gate.min_compatibility_version = emulation, min_compat


@pytest.mark.parametrize(
    ("new_pod", "old_pod", "is_target_pod", "dra_disabled", "want"),
    [
        pytest.param(
            _make_pod(labels={"foo": "bar"}, node="node"),
            _make_pod(labels={"foo": "bar2"}, node="node"),
            False,
            False,
            [_ev(fwk.AssignedPod, fwk.UpdatePodLabel)],
            id="assigned pod is updated",
        ),
        pytest.param(
            _make_pod(labels={"foo": "bar"}),
            _make_pod(labels={"foo": "bar2"}),
            False,
            False,
            [_ev(fwk.UnscheduledPod, fwk.UpdatePodLabel)],
            id="unscheduled pod label is updated",
        ),
        pytest.param(
            pod_with_small_request,
            pod_with_big_request,
            False,
            False,
            [_ev(fwk.UnscheduledPod, fwk.UpdatePodScaleDown)],
            id="pod's resource request is scaled down",
        ),
        pytest.param(
            pod_with_big_request,
            pod_with_small_request,
            False,
            False,
            [_ev(fwk.UnscheduledPod, fwk.UpdatePodScaleUp)],
            id="pod's resource request is scaled up",
        ),
        pytest.param(
            pod_with_small_request_and_label,
            pod_with_big_request,
            False,
            False,
            [
                _ev(fwk.UnscheduledPod, fwk.UpdatePodLabel),
                _ev(fwk.UnscheduledPod, fwk.UpdatePodScaleDown),
            ],
            id="both pod's resource request and label are updated",
        ),
        pytest.param(
            _make_pod(annotations={"foo": "bar"}),
            _make_pod(annotations={"foo": "bar2"}),
            False,
            False,
            [_ev(fwk.UnscheduledPod, fwk.Update)],
            id="untracked properties of pod is updated",
        ),
        pytest.param(
            _make_pod(scheduling_gates=[]),
            _make_pod(scheduling_gates=["foo"]),
            True,
            False,
            [_ev(fwk.TargetPod, fwk.UpdatePodSchedulingGatesEliminated)],
            id="scheduling gate is eliminated",
        ),
        pytest.param(
            _make_pod(scheduling_gates=["foo"]),
            _make_pod(scheduling_gates=["foo", "bar"]),
            True,
            False,
            [_ev(fwk.TargetPod, fwk.Update)],
            id="scheduling gate is removed, but not completely eliminated",
        ),
        pytest.param(
            _make_pod(tolerations=["key", "key2"]),
            _make_pod(tolerations=["key"]),
            True,
            False,
            [_ev(fwk.TargetPod, fwk.UpdatePodToleration)],
            id="pod's tolerations are updated",
        ),
        pytest.param(
            _make_pod(claim_statuses=[claim_status_a]),
            _make_pod(),
            True,
            True,
            [_ev(fwk.TargetPod, fwk.Update)],
            id="pod claim statuses change, feature disabled",
        ),
        pytest.param(
            _make_pod(claim_statuses=[claim_status_a]),
            _make_pod(),
            True,
            False,
            [_ev(fwk.TargetPod, fwk.UpdatePodGeneratedResourceClaim)],
            id="pod claim statuses change, feature enabled",
        ),
        pytest.param(
            _make_pod(claim_statuses=[claim_status_a, claim_status_b]),
            _make_pod(claim_statuses=[claim_status_b, claim_status_a]),
            True,
            False,
            [_ev(fwk.TargetPod, fwk.UpdatePodGeneratedResourceClaim)],
            id="pod claim statuses swapped",
        ),
        pytest.param(
            _make_pod(extended_claim_status=extended_claim_status_a),
            _make_pod(),
            True,
            True,
            [_ev(fwk.TargetPod, fwk.Update)],
            id="pod extended resource claim status change, feature disabled",
        ),
        pytest.param(
            _make_pod(extended_claim_status=extended_claim_status_a),
            _make_pod(),
            True,
            False,
            [_ev(fwk.TargetPod, fwk.UpdatePodGeneratedResourceClaim)],
            id="pod extended resource claim status change, feature enabled",
        ),
        pytest.param(
            _make_pod(extended_claim_status=extended_claim_status_b),
            _make_pod(extended_claim_status=extended_claim_status_a),
            True,
            False,
            [_ev(fwk.TargetPod, fwk.UpdatePodGeneratedResourceClaim)],
            id="pod extended resource claim status swapped",
        ),
        pytest.param(
            _make_pod(scheduling_gates=[], node="node"),
            _make_pod(scheduling_gates=["foo"], node="node"),
            True,
            False,
            [_ev(fwk.AssignedPod, fwk.UpdatePodSchedulingGatesEliminated)],
            id="scheduling gate is eliminated for an assigned pod, it takes precedence over "
            "target pod resource type",
        ),
    ],
)
def test_pod_scheduling_properties_change(
    new_pod: v1.Pod,
    old_pod: v1.Pod,
    is_target_pod: bool,
    dra_disabled: bool,
    want: list[fwk.ClusterEvent],
) -> None:
    with _dra_enabled(not dra_disabled):
        got = pod_scheduling_properties_change(new_pod, old_pod, is_target_pod)
    assert got == want
