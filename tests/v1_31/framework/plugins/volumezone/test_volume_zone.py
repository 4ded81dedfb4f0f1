"""Port of pkg/scheduler/framework/plugins/volumezone/volume_zone_test.go.

# Python: BenchmarkVolumeZone (and its helpers) is a benchmark, not a test; not ported.
"""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.framework.plugins.volumezone.volume_zone import (
    ErrReasonConflict,
    VolumeZone,
    VolumeZoneError,
)
from kube_scheduler_py.v1_31.testing.framework.fake_listers import (
    PersistentVolumeClaimLister,
    PersistentVolumeLister,
    StorageClassLister,
)
from kube_scheduler_py.v1_31.testing.wrappers import make_persistent_volume, make_pod

BetaZone = v1.LabelFailureDomainBetaZone
BetaRegion = v1.LabelFailureDomainBetaRegion
Zone = v1.LabelTopologyZone
Region = v1.LabelTopologyRegion


def create_pod_with_volume(pod: str, pvc: str) -> v1.Pod:
    return make_pod().name(pod).namespace("default").pvc(pvc).obj()


def _pv(name: str, labels: dict[str, str]) -> v1.PersistentVolume:
    return v1.PersistentVolume(metadata=metav1.ObjectMeta(name=name, labels=labels))


def _pvc(
    name: str, volume_name: str = "", storage_class_name: str | None = None
) -> v1.PersistentVolumeClaim:
    return v1.PersistentVolumeClaim(
        metadata=metav1.ObjectMeta(name=name, namespace="default"),
        spec=v1.PersistentVolumeClaimSpec(
            volume_name=volume_name, storage_class_name=storage_class_name
        ),
    )


def _node(labels: dict[str, str] | None = None) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name="host1", labels=labels or {}))


def _conflict() -> framework.Status:
    return framework.new_status(framework.UnschedulableAndUnresolvable, ErrReasonConflict)


def _run(
    p: VolumeZone,
    pod: v1.Pod,
    node: v1.Node,
    want_pre_filter_status: framework.Status | None,
    want_filter_status: framework.Status | None,
) -> None:
    state = framework.new_cycle_state()
    node_info = framework.NodeInfo()
    node_info.set_node(node)
    _, pre_filter_status = p.pre_filter(state, pod)
    assert pre_filter_status == want_pre_filter_status
    filter_status = p.filter(state, pod, node_info)
    assert filter_status == want_filter_status


SINGLE_ZONE_PVS = [
    _pv("Vol_1", {BetaZone: "us-west1-a"}),
    _pv("Vol_2", {BetaRegion: "us-west1", "uselessLabel": "none"}),
    _pv("Vol_3", {BetaRegion: "us-west1"}),
    _pv("Vol_Stable_1", {Zone: "us-west1-a"}),
    _pv("Vol_Stable_2", {Region: "us-west1", "uselessLabel": "none"}),
    _pv("Vol_Stable_3", {Zone: "us-west1-a", Region: "us-west1-a"}),
]
SINGLE_ZONE_PVCS = [
    _pvc("PVC_1", "Vol_1"),
    _pvc("PVC_2", "Vol_2"),
    _pvc("PVC_3", "Vol_3"),
    _pvc("PVC_4", "Vol_not_exist"),
    _pvc("PVC_Stable_1", "Vol_Stable_1"),
    _pvc("PVC_Stable_2", "Vol_Stable_2"),
    _pvc("PVC_Stable_3", "Vol_Stable_3"),
]

SINGLE_ZONE_CASES = [
    pytest.param(
        make_pod().name("pod_1").namespace("default").obj(),
        _node({BetaZone: "us-west1-a"}),
        framework.new_status(framework.Skip),
        None,
        id="pod without volume",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"), _node(), None, None, id="node without labels"
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _node({BetaZone: "us-west1-a", "uselessLabel": "none"}),
        None,
        None,
        id="beta zone label matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_2"),
        _node({BetaRegion: "us-west1", "uselessLabel": "none"}),
        None,
        None,
        id="beta region label matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_2"),
        _node({BetaRegion: "no_us-west1", "uselessLabel": "none"}),
        None,
        _conflict(),
        id="beta region label doesn't match",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _node({BetaZone: "no_us-west1-a", "uselessLabel": "none"}),
        None,
        _conflict(),
        id="beta zone label doesn't match",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_1"),
        _node({Zone: "us-west1-a", "uselessLabel": "none"}),
        None,
        None,
        id="zone label matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_2"),
        _node({Region: "us-west1", "uselessLabel": "none"}),
        None,
        None,
        id="region label matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_2"),
        _node({Region: "no_us-west1", "uselessLabel": "none"}),
        None,
        _conflict(),
        id="region label doesn't match",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_1"),
        _node({Zone: "no_us-west1-a", "uselessLabel": "none"}),
        None,
        _conflict(),
        id="zone label doesn't match",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_3"),
        _node({Zone: "us-west1-a"}),
        None,
        _conflict(),
        id="pv with zone and region, node with only zone",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_1"),
        _node({BetaZone: "us-west1-a"}),
        None,
        _conflict(),
        id="pv with zone,node with beta zone",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _node({Zone: "us-west1-a"}),
        None,
        None,
        id="pv with beta label,node with ga label, matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _node({Zone: "us-west1-b"}),
        None,
        _conflict(),
        id="pv with beta label,node with ga label, don't match",
    ),
]

CASE_ARGS = ("pod", "node", "want_pre_filter_status", "want_filter_status")


@pytest.mark.parametrize(CASE_ARGS, SINGLE_ZONE_CASES)
def test_single_zone(
    pod: v1.Pod,
    node: v1.Node,
    want_pre_filter_status: framework.Status | None,
    want_filter_status: framework.Status | None,
) -> None:
    p = VolumeZone(
        pv_lister=PersistentVolumeLister(SINGLE_ZONE_PVS),
        pvc_lister=PersistentVolumeClaimLister(SINGLE_ZONE_PVCS),
        sc_lister=StorageClassLister(),
    )
    _run(p, pod, node, want_pre_filter_status, want_filter_status)


MULTI_ZONE_PVS = [
    _pv("Vol_1", {BetaZone: "us-west1-a"}),
    _pv("Vol_2", {BetaZone: "us-west1-b", "uselessLabel": "none"}),
    _pv("Vol_3", {BetaZone: "us-west1-c__us-west1-a"}),
    _pv("Vol_Stable_1", {Zone: "us-west1-a"}),
    _pv("Vol_Stable_2", {Zone: "us-west1-c__us-west1-a"}),
]
MULTI_ZONE_PVCS = [
    _pvc("PVC_1", "Vol_1"),
    _pvc("PVC_2", "Vol_2"),
    _pvc("PVC_3", "Vol_3"),
    _pvc("PVC_4", "Vol_not_exist"),
    _pvc("PVC_Stable_1", "Vol_Stable_1"),
    _pvc("PVC_Stable_2", "Vol_Stable_2"),
]

MULTI_ZONE_CASES = [
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_3"), _node(), None, None, id="node without labels"
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_3"),
        _node({BetaZone: "us-west1-a", "uselessLabel": "none"}),
        None,
        None,
        id="beta zone label matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _node({BetaZone: "us-west1-b", "uselessLabel": "none"}),
        None,
        _conflict(),
        id="beta zone label doesn't match",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_2"),
        _node({Zone: "us-west1-a", "uselessLabel": "none"}),
        None,
        None,
        id="zone label matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_Stable_1"),
        _node({Zone: "us-west1-b", "uselessLabel": "none"}),
        None,
        _conflict(),
        id="zone label doesn't match",
    ),
]


@pytest.mark.parametrize(CASE_ARGS, MULTI_ZONE_CASES)
def test_multi_zone(
    pod: v1.Pod,
    node: v1.Node,
    want_pre_filter_status: framework.Status | None,
    want_filter_status: framework.Status | None,
) -> None:
    p = VolumeZone(
        pv_lister=PersistentVolumeLister(MULTI_ZONE_PVS),
        pvc_lister=PersistentVolumeClaimLister(MULTI_ZONE_PVCS),
        sc_lister=StorageClassLister(),
    )
    _run(p, pod, node, want_pre_filter_status, want_filter_status)


def _unresolvable(msg: str) -> framework.Status:
    return framework.new_status(framework.UnschedulableAndUnresolvable, msg)


TEST_NODE = _node({BetaZone: "us-west1-a", "uselessLabel": "none"})
NO_NAME = "PersistentVolumeClaim had no pv name and storageClass name"
NO_CLASS = 'storageclasses.storage.k8s.io "Class_0" not found'
NO_MODE = 'VolumeBindingMode not set for StorageClass "Class_Immediate"'

WITH_BINDING_CASES = [
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        TEST_NODE,
        None,
        None,
        id="label zone failure domain matched",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_EmptySC"),
        TEST_NODE,
        _unresolvable(NO_NAME),
        _unresolvable(NO_NAME),
        id="unbound volume empty storage class",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_NoSC"),
        TEST_NODE,
        _unresolvable(NO_CLASS),
        _unresolvable(NO_CLASS),
        id="unbound volume no storage class",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_ImmediateSC"),
        TEST_NODE,
        _unresolvable(NO_MODE),
        _unresolvable(NO_MODE),
        id="unbound volume immediate binding mode",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_WaitSC"),
        TEST_NODE,
        framework.new_status(framework.Skip),
        None,
        id="unbound volume wait binding mode",
    ),
]


@pytest.mark.parametrize(CASE_ARGS, WITH_BINDING_CASES)
def test_with_binding(
    pod: v1.Pod,
    node: v1.Node,
    want_pre_filter_status: framework.Status | None,
    want_filter_status: framework.Status | None,
) -> None:
    sc_lister = StorageClassLister(
        [
            storagev1.StorageClass(metadata=metav1.ObjectMeta(name="Class_Immediate")),
            storagev1.StorageClass(
                metadata=metav1.ObjectMeta(name="Class_Wait"),
                volume_binding_mode=storagev1.VolumeBindingWaitForFirstConsumer,
            ),
        ]
    )
    pv_lister = PersistentVolumeLister([_pv("Vol_1", {BetaZone: "us-west1-a"})])
    pvc_lister = PersistentVolumeClaimLister(
        [
            _pvc("PVC_1", "Vol_1"),
            _pvc("PVC_NoSC", storage_class_name="Class_0"),
            _pvc("PVC_EmptySC"),
            _pvc("PVC_WaitSC", storage_class_name="Class_Wait"),
            _pvc("PVC_ImmediateSC", storage_class_name="Class_Immediate"),
        ]
    )
    p = VolumeZone(pv_lister=pv_lister, pvc_lister=pvc_lister, sc_lister=sc_lister)
    _run(p, pod, node, want_pre_filter_status, want_filter_status)


def _nil_plugin() -> VolumeZone:
    return VolumeZone(
        pv_lister=PersistentVolumeLister(),
        pvc_lister=PersistentVolumeClaimLister(),
        sc_lister=StorageClassLister(),
    )


def _pvc_ns(name: str, namespace: str, volume_name: str) -> v1.PersistentVolumeClaim:
    return v1.PersistentVolumeClaim(
        metadata=metav1.ObjectMeta(name=name, namespace=namespace),
        spec=v1.PersistentVolumeClaimSpec(volume_name=volume_name),
    )


# Each row: (pod, old_obj, new_obj, expected_hint, expected_err).
PVC_ADDED_CASES = [
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        "not-a-pvc",
        framework.Queue,
        True,
        id="error-wrong-new-object",
    ),
    pytest.param(
        make_pod().name("pod_1").namespace("default").obj(),
        None,
        _pvc_ns("PVC_1", "default", "Vol_1"),
        framework.QueueSkip,
        False,
        id="pvc-was-added-but-pod-refers-no-pvc",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_2"),
        None,
        _pvc_ns("PVC_1", "default", "Vol_1"),
        framework.QueueSkip,
        False,
        id="pvc-was-added-and-pod-was-bound-to-different-pvc",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        _pvc_ns("PVC_1", "ns1", "Vol_1"),
        framework.QueueSkip,
        False,
        id="pvc-was-added-and-pod-was-bound-to-pvc-but-different-ns",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        _pvc_ns("PVC_1", "default", "Vol_1"),
        framework.Queue,
        False,
        id="pvc-was-added-and-pod-was-bound-to-the-pvc",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _pvc_ns("PVC_1", "default", ""),
        _pvc_ns("PVC_1", "default", "Vol_1"),
        framework.Queue,
        False,
        id="pvc-was-updated-and-pod-was-bound-to-the-pvc",
    ),
    pytest.param(
        make_pod().name("pod_1").namespace("default").obj(),
        _pvc_ns("PVC_1", "default", ""),
        _pvc_ns("PVC_1", "default", "Vol_1"),
        framework.QueueSkip,
        False,
        id="pvc-was-updated-but-pod-refers-no-pvc",
    ),
]

HINT_ARGS = ("pod", "old_obj", "new_obj", "expected_hint", "expected_err")


def _check_hint(
    fn: Any, pod: v1.Pod, old_obj: Any, new_obj: Any, expected_hint: Any, expected_err: bool
) -> None:
    # Python: a hint error is raised; the queue then treats the pod as Queue (the Go value).
    if expected_err:
        assert expected_hint == framework.Queue
        with pytest.raises(VolumeZoneError):
            fn(pod, old_obj, new_obj)
        return
    assert fn(pod, old_obj, new_obj) == expected_hint


@pytest.mark.parametrize(HINT_ARGS, PVC_ADDED_CASES)
def test_is_schedulable_after_persistent_volume_claim_added(
    pod: v1.Pod, old_obj: Any, new_obj: Any, expected_hint: Any, expected_err: bool
) -> None:
    p = _nil_plugin()
    _check_hint(
        p.is_schedulable_after_persistent_volume_claim_change,
        pod,
        old_obj,
        new_obj,
        expected_hint,
        expected_err,
    )


SC_ADDED_CASES = [
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        "not-a-storageclass",
        framework.Queue,
        True,
        id="error-wrong-new-object",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        storagev1.StorageClass(metadata=metav1.ObjectMeta(name="SC_1")),
        framework.QueueSkip,
        False,
        id="sc-doesn't-have-volume-binding-mode",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        storagev1.StorageClass(
            metadata=metav1.ObjectMeta(name="SC_1"),
            volume_binding_mode=storagev1.VolumeBindingWaitForFirstConsumer,
        ),
        framework.Queue,
        False,
        id="new-sc-is-wait-for-first-consumer-mode",
    ),
]


@pytest.mark.parametrize(HINT_ARGS, SC_ADDED_CASES)
def test_is_schedulable_after_storage_class_added(
    pod: v1.Pod, old_obj: Any, new_obj: Any, expected_hint: Any, expected_err: bool
) -> None:
    p = _nil_plugin()
    _check_hint(
        p.is_schedulable_after_storage_class_added,
        pod,
        old_obj,
        new_obj,
        expected_hint,
        expected_err,
    )


PV_CHANGE_CASES = [
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        "not-a-pv",
        framework.Queue,
        True,
        id="error-wrong-new-object",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        "not-a-pv",
        make_persistent_volume().name("Vol_1").obj(),
        framework.Queue,
        True,
        id="error-wrong-old-object",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        None,
        _pv("Vol_1", {BetaZone: "us-west1-b"}),
        framework.Queue,
        False,
        id="new-pv-was-added",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _pv("Vol_1", {BetaZone: "us-west1-a"}),
        _pv("Vol_1", {BetaZone: "us-west1-b"}),
        framework.Queue,
        False,
        id="pv-was-updated-and-changed-topology",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _pv("Vol_1", {BetaZone: "us-west1-a"}),
        _pv("Vol_1", {BetaZone: "us-west1-a", Zone: "zone"}),
        framework.Queue,
        False,
        id="pv-was-updated-and-added-topology-label",
    ),
    pytest.param(
        create_pod_with_volume("pod_1", "PVC_1"),
        _pv("Vol_1", {BetaZone: "us-west1-a", Zone: "zone"}),
        _pv("Vol_1", {BetaZone: "us-west1-a", Zone: "zone"}),
        framework.QueueSkip,
        False,
        id="pv-was-updated-but-no-topology-is-changed",
    ),
]


@pytest.mark.parametrize(HINT_ARGS, PV_CHANGE_CASES)
def test_is_schedulable_after_persistent_volume_change(
    pod: v1.Pod, old_obj: Any, new_obj: Any, expected_hint: Any, expected_err: bool
) -> None:
    p = _nil_plugin()
    _check_hint(
        p.is_schedulable_after_persistent_volume_change,
        pod,
        old_obj,
        new_obj,
        expected_hint,
        expected_err,
    )
