"""Port of pkg/scheduler/framework/plugins/volumebinding/volume_binding_test.go.

The queueing hint tests are here; TestVolumeBinding, which builds the plugin on a clientset's
informers, is in test_volume_binding_table.py (on the in-memory API server).
"""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import DecimalSI, new_quantity
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.fake_binder import (
    FakeVolumeBinderConfig,
    new_fake_volume_binder,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.test_utils import make_pod, make_pvc
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.volume_binding import VolumeBinding
from kube_scheduler_py.v1_31.testing.framework.fake_listers import PersistentVolumeClaimLister
from kube_scheduler_py.v1_31.util.utils import AsError


def _plugin() -> VolumeBinding:
    # Python: Go uses a zero VolumeBinding{}; the hints use none of its fields.
    return VolumeBinding(
        binder=new_fake_volume_binder(FakeVolumeBinderConfig()),
        pvc_lister=PersistentVolumeClaimLister(),
        scorer=None,
        fts=Features(),
    )


class _unexpected:
    """Stands in for Go's new(struct{}): an object of no expected type."""


def _check(fn: Any, pod: v1.Pod, old_obj: Any, new_obj: Any, err: bool, expect: Any) -> None:
    # Python: hint errors are raised; the queue then treats the pod as Queue (the Go value).
    if err:
        assert expect == framework.Queue
        with pytest.raises(AsError):
            fn(pod, old_obj, new_obj)
        return
    assert fn(pod, old_obj, new_obj) == expect


def _csi_node(annotation: str | None) -> storagev1.CSINode:
    annotations = {} if annotation is None else {v1.MigratedPluginsAnnotationKey: annotation}
    return storagev1.CSINode(metadata=metav1.ObjectMeta(name="csinode-a", annotations=annotations))


CSI_NODE_CASES = [
    pytest.param(
        _unexpected(), _unexpected(), True, framework.Queue, id="unexpected objects are passed"
    ),
    pytest.param(None, _csi_node(None), False, framework.Queue, id="CSINode is newly created"),
    pytest.param(
        _csi_node("test1"),
        _csi_node("test1, test2"),
        False,
        framework.Queue,
        id="CSINode's migrated-plugins annotations is added",
    ),
    pytest.param(
        _csi_node("test1"),
        _csi_node("test2"),
        False,
        framework.Queue,
        id="CSINode's migrated-plugins annotation is updated",
    ),
    pytest.param(
        _csi_node("test1"),
        _csi_node("test1"),
        False,
        framework.QueueSkip,
        id="CSINode is updated but migrated-plugins annotation gets unchanged",
    ),
]


@pytest.mark.parametrize(("old_obj", "new_obj", "err", "expect"), CSI_NODE_CASES)
def test_is_schedulable_after_csi_node_change(
    old_obj: Any, new_obj: Any, err: bool, expect: framework.QueueingHint
) -> None:
    pl = _plugin()
    pod = make_pod("pod-a").pod
    _check(pl.is_schedulable_after_csi_node_change, pod, old_obj, new_obj, err, expect)


def _pvc(name: str, sc: str) -> v1.PersistentVolumeClaim:
    return make_pvc(name, sc).persistent_volume_claim


PVC_CASES = [
    pytest.param(
        make_pod("pod-a").with_empty_dir_volume().pod,
        _pvc("pvc-b", "sc-a"),
        _pvc("pvc-b", "sc-a"),
        False,
        framework.QueueSkip,
        id="pod has no pvc or ephemeral volumes",
    ),
    pytest.param(
        make_pod("pod-a")
        .with_namespace("ns-a")
        .with_pvc_volume("pvc-a", "")
        .with_pvc_volume("pvc-b", "")
        .pod,
        None,
        _pvc("pvc-b", ""),
        False,
        framework.QueueSkip,
        id="pvc with the same name as the one used by the pod in a different namespace is modified",
    ),
    pytest.param(
        make_pod("pod-a").with_pvc_volume("pvc-a", "").with_pvc_volume("pvc-c", "").pod,
        _pvc("pvc-b", ""),
        _pvc("pvc-b", ""),
        False,
        framework.QueueSkip,
        id="pod has no pvc that is being modified",
    ),
    pytest.param(
        make_pod("pod-a")
        .with_generic_ephemeral_volume("ephemeral-a")
        .with_generic_ephemeral_volume("ephemeral-c")
        .pod,
        _pvc("pod-a-ephemeral-b", ""),
        _pvc("pod-a-ephemeral-b", ""),
        False,
        framework.QueueSkip,
        id="pod has no generic ephemeral volume that is being modified",
    ),
    pytest.param(
        make_pod("pod-a").with_pvc_volume("pvc-a", "").with_pvc_volume("pvc-b", "").pod,
        _pvc("pvc-b", ""),
        _pvc("pvc-b", ""),
        False,
        framework.Queue,
        id="pod has the pvc that is being modified",
    ),
    pytest.param(
        make_pod("pod-a")
        .with_generic_ephemeral_volume("ephemeral-a")
        .with_generic_ephemeral_volume("ephemeral-b")
        .pod,
        _pvc("pod-a-ephemeral-b", ""),
        _pvc("pod-a-ephemeral-b", ""),
        False,
        framework.Queue,
        id="pod has the generic ephemeral volume that is being modified",
    ),
    pytest.param(
        v1.Pod(),
        _unexpected(),
        _unexpected(),
        True,
        framework.Queue,
        id="type conversion error",
    ),
]


@pytest.mark.parametrize(("pod", "old_pvc", "new_pvc", "want_err", "expect"), PVC_CASES)
def test_is_schedulable_after_persistent_volume_claim_change(
    pod: v1.Pod, old_pvc: Any, new_pvc: Any, want_err: bool, expect: framework.QueueingHint
) -> None:
    pl = _plugin()
    _check(
        pl.is_schedulable_after_persistent_volume_claim_change,
        pod,
        old_pvc,
        new_pvc,
        want_err,
        expect,
    )


def _sc(allowed_topologies: list[v1.TopologySelectorTerm] | None = None) -> storagev1.StorageClass:
    return storagev1.StorageClass(
        metadata=metav1.ObjectMeta(name="sc-a"), allowed_topologies=allowed_topologies or []
    )


SC_CASES = [
    pytest.param(
        make_pod("pod-a").pod,
        None,
        _sc(),
        False,
        framework.Queue,
        id="When a new StorageClass is created, it returns Queue",
    ),
    pytest.param(
        make_pod("pod-a").pod,
        _sc(),
        _sc(
            [
                v1.TopologySelectorTerm(
                    match_label_expressions=[
                        v1.TopologySelectorLabelRequirement(
                            key="kubernetes.io/hostname", values=["node-a"]
                        )
                    ]
                )
            ]
        ),
        False,
        framework.Queue,
        id="When the AllowedTopologies are changed, it returns Queue",
    ),
    pytest.param(
        make_pod("pod-a").pod,
        _sc(),
        _sc(),
        False,
        framework.QueueSkip,
        id="When there are no changes to the StorageClass, it returns QueueSkip",
    ),
    pytest.param(
        v1.Pod(), _unexpected(), _unexpected(), True, framework.Queue, id="type conversion error"
    ),
]


@pytest.mark.parametrize(("pod", "old_sc", "new_sc", "err", "expect"), SC_CASES)
def test_is_schedulable_after_storage_class_change(
    pod: v1.Pod, old_sc: Any, new_sc: Any, err: bool, expect: framework.QueueingHint
) -> None:
    pl = _plugin()
    _check(pl.is_schedulable_after_storage_class_change, pod, old_sc, new_sc, err, expect)


def _cap(capacity: int | None = None, maximum: int | None = None) -> storagev1.CSIStorageCapacity:
    return storagev1.CSIStorageCapacity(
        metadata=metav1.ObjectMeta(name="cap-a"),
        capacity=None if capacity is None else new_quantity(capacity, DecimalSI),
        maximum_volume_size=None if maximum is None else new_quantity(maximum, DecimalSI),
    )


CAP_CASES = [
    pytest.param(
        None,
        _cap(),
        False,
        framework.Queue,
        id="When a new CSIStorageCapacity is created, it returns Queue",
    ),
    pytest.param(
        _cap(),
        _cap(capacity=100),
        False,
        framework.Queue,
        id="When the volume limit is increase(Capacity set), it returns Queue",
    ),
    pytest.param(
        _cap(),
        _cap(maximum=100),
        False,
        framework.Queue,
        id="When the volume limit is increase(MaximumVolumeSize set), it returns Queue",
    ),
    pytest.param(
        _cap(capacity=50),
        _cap(capacity=100),
        False,
        framework.Queue,
        id="When the volume limit is increase(Capacity increase), it returns Queue",
    ),
    pytest.param(
        _cap(capacity=100, maximum=50),
        _cap(capacity=100),
        False,
        framework.Queue,
        id="When the volume limit is increase(MaximumVolumeSize unset), it returns Queue",
    ),
    pytest.param(
        _cap(capacity=100, maximum=50),
        _cap(capacity=100, maximum=60),
        False,
        framework.Queue,
        id="When the volume limit is increase(MaximumVolumeSize increase), it returns Queue",
    ),
    pytest.param(
        _cap(capacity=100, maximum=50),
        _cap(capacity=100, maximum=50),
        False,
        framework.QueueSkip,
        id="When there are no changes to the CSIStorageCapacity, it returns QueueSkip",
    ),
    pytest.param(
        _cap(capacity=100),
        _cap(capacity=100),
        False,
        framework.QueueSkip,
        id="When the volume limit is equal(Capacity), it returns QueueSkip",
    ),
    pytest.param(
        _cap(capacity=100, maximum=50),
        _cap(capacity=50),
        False,
        framework.QueueSkip,
        id="When the volume limit is equal(MaximumVolumeSize unset), it returns QueueSkip",
    ),
    pytest.param(
        _cap(capacity=100),
        _cap(capacity=90),
        False,
        framework.QueueSkip,
        id="When the volume limit is decrease(Capacity), it returns QueueSkip",
    ),
    pytest.param(
        _cap(maximum=100),
        _cap(maximum=90),
        False,
        framework.QueueSkip,
        id="When the volume limit is decrease(MaximumVolumeSize), it returns QueueSkip",
    ),
    pytest.param(_unexpected(), _unexpected(), True, framework.Queue, id="type conversion error"),
]


@pytest.mark.parametrize(("old_cap", "new_cap", "want_err", "expect"), CAP_CASES)
def test_is_schedulable_after_csi_storage_capacity_change(
    old_cap: Any, new_cap: Any, want_err: bool, expect: framework.QueueingHint
) -> None:
    pl = _plugin()
    pod = make_pod("pod-a").pod
    _check(
        pl.is_schedulable_after_csi_storage_capacity_change,
        pod,
        old_cap,
        new_cap,
        want_err,
        expect,
    )
