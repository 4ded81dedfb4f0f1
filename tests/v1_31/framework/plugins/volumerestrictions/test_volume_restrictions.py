"""Port of pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions_test.go."""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.plugins.volumerestrictions.volume_restrictions import (
    ErrReasonDiskConflict,
    ErrReasonReadWriteOncePodConflict,
    VolumeRestrictions,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.wrappers import make_pod

NamespaceDefault = "default"
NamespaceSystem = "kube-system"


def _new_plugin_with_listers(
    pods: list[v1.Pod] | None, nodes: list[v1.Node] | None, pvcs: list[v1.PersistentVolumeClaim]
) -> VolumeRestrictions:
    # Python: Go builds the plugin through SetupPluginWithInformers; here the plugin gets the
    # informer-backed PVC lister of a started factory and the snapshot directly.
    factory = SharedInformerFactory(APIServer(FakeClock()))
    informer = factory.core().v1().persistent_volume_claims().informer()
    factory.start()
    for pvc in pvcs:
        informer.get_store().add(pvc)
    snapshot = new_snapshot(pods or [], nodes or [])
    return VolumeRestrictions(
        pvc_lister=factory.core().v1().persistent_volume_claims().lister(),
        shared_lister=snapshot,
    )


def _new_plugin() -> VolumeRestrictions:
    return _new_plugin_with_listers(None, None, [])


def _vol(**source: Any) -> v1.Volume:
    return v1.Volume(volume_source=v1.VolumeSource(**source))


def _gce(pd_name: str) -> v1.Volume:
    return _vol(gce_persistent_disk=v1.GCEPersistentDiskVolumeSource(pd_name=pd_name))


def _aws(volume_id: str) -> v1.Volume:
    return _vol(aws_elastic_block_store=v1.AWSElasticBlockStoreVolumeSource(volume_id=volume_id))


def _rbd(monitors: list[str]) -> v1.Volume:
    return _vol(rbd=v1.RBDVolumeSource(monitors=monitors, pool="foo", image="bar", fs_type="ext4"))


def _iscsi(iqn: str) -> v1.Volume:
    return _vol(
        iscsi=v1.ISCSIVolumeSource(target_portal="127.0.0.1:3260", iqn=iqn, fs_type="ext4", lun=0)
    )


def _pod_with(vol: v1.Volume) -> v1.Pod:
    return make_pod().volume(vol).obj()


def _skip() -> framework.Status:
    return framework.new_status(framework.Skip)


def _err_status() -> framework.Status:
    return framework.new_status(framework.Unschedulable, ErrReasonDiskConflict)


def _run_pre_filter_and_filter(
    p: VolumeRestrictions,
    pod: v1.Pod,
    node_info: framework.NodeInfo,
    pre_filter_want_status: framework.Status | None,
    want_status: framework.Status | None,
) -> None:
    cycle_state = framework.new_cycle_state()
    _, pre_filter_got_status = p.pre_filter(cycle_state, pod)
    assert pre_filter_got_status == pre_filter_want_status
    # Filter does not run when PreFilter fails.
    if framework.Status.is_success(pre_filter_want_status):
        got_status = p.filter(cycle_state, pod, node_info)
        assert got_status == want_status


def _disk_conflict_cases(state: v1.Volume, state2: v1.Volume) -> list[Any]:
    return [
        pytest.param(v1.Pod(), framework.new_node_info(), _skip(), None, id="nothing"),
        pytest.param(
            v1.Pod(), framework.new_node_info(_pod_with(state)), _skip(), None, id="one state"
        ),
        pytest.param(
            _pod_with(state),
            framework.new_node_info(_pod_with(state)),
            None,
            _err_status(),
            id="same state",
        ),
        pytest.param(
            _pod_with(state2),
            framework.new_node_info(_pod_with(state)),
            None,
            None,
            id="different state",
        ),
    ]


VOL_WITH_NO_RESTRICTION = v1.Volume(name="volume with no restriction")

GCE_CASES = [
    *_disk_conflict_cases(_gce("foo"), _gce("bar")),
    pytest.param(
        _pod_with(VOL_WITH_NO_RESTRICTION),
        framework.new_node_info(),
        _skip(),
        None,
        id="pod with a volume that doesn't have restrictions",
    ),
]


@pytest.mark.parametrize(("pod", "node_info", "pre_filter_want_status", "want_status"), GCE_CASES)
def test_gce_disk_conflicts(
    pod: v1.Pod,
    node_info: framework.NodeInfo,
    pre_filter_want_status: framework.Status | None,
    want_status: framework.Status | None,
) -> None:
    _run_pre_filter_and_filter(_new_plugin(), pod, node_info, pre_filter_want_status, want_status)


@pytest.mark.parametrize(
    ("pod", "node_info", "pre_filter_want_status", "want_status"),
    _disk_conflict_cases(_aws("foo"), _aws("bar")),
)
def test_aws_disk_conflicts(
    pod: v1.Pod,
    node_info: framework.NodeInfo,
    pre_filter_want_status: framework.Status | None,
    want_status: framework.Status | None,
) -> None:
    _run_pre_filter_and_filter(_new_plugin(), pod, node_info, pre_filter_want_status, want_status)


@pytest.mark.parametrize(
    ("pod", "node_info", "pre_filter_want_status", "want_status"),
    _disk_conflict_cases(_rbd(["a", "b"]), _rbd(["c", "d"])),
)
def test_rbd_disk_conflicts(
    pod: v1.Pod,
    node_info: framework.NodeInfo,
    pre_filter_want_status: framework.Status | None,
    want_status: framework.Status | None,
) -> None:
    _run_pre_filter_and_filter(_new_plugin(), pod, node_info, pre_filter_want_status, want_status)


@pytest.mark.parametrize(
    ("pod", "node_info", "pre_filter_want_status", "want_status"),
    _disk_conflict_cases(
        _iscsi("iqn.2016-12.server:storage.target01"), _iscsi("iqn.2017-12.server:storage.target01")
    ),
)
def test_iscsi_disk_conflicts(
    pod: v1.Pod,
    node_info: framework.NodeInfo,
    pre_filter_want_status: framework.Status | None,
    want_status: framework.Status | None,
) -> None:
    _run_pre_filter_and_filter(_new_plugin(), pod, node_info, pre_filter_want_status, want_status)


def _pvc(name: str, mode: str) -> v1.PersistentVolumeClaim:
    return v1.PersistentVolumeClaim(
        metadata=metav1.ObjectMeta(namespace="default", name=name),
        spec=v1.PersistentVolumeClaimSpec(access_modes=[mode]),
    )


def _access_mode_cases() -> list[Any]:
    def pod_with(name: str, *claims: str) -> v1.Pod:
        w = make_pod().name(name).namespace(NamespaceDefault)
        for claim in claims:
            w = w.pvc(claim)
        return w.node("node-1").obj()

    pod_with_one_pvc = pod_with("pod-with-one-pvc", "claim-with-rwop-1")
    pod_with_two_pvcs = pod_with("pod-with-two-pvcs", "claim-with-rwop-1", "claim-with-rwop-2")
    pod_with_one_conflict = pod_with("pod-with-one-conflict", "claim-with-rwop-1")
    pod_with_two_conflicts = pod_with(
        "pod-with-two-conflicts", "claim-with-rwop-1", "claim-with-rwop-2"
    )
    pod_with_read_write_many_pvc = pod_with("pod-with-rwx", "claim-with-rwx")

    node = v1.Node(metadata=metav1.ObjectMeta(namespace="default", name="node-1"))

    read_write_once_pod_pvc1 = _pvc("claim-with-rwop-1", v1.ReadWriteOncePod)
    read_write_once_pod_pvc2 = _pvc("claim-with-rwop-2", v1.ReadWriteOncePod)
    read_write_many_pvc = _pvc("claim-with-rwx", v1.ReadWriteMany)

    conflict = framework.new_status(framework.Unschedulable, ErrReasonReadWriteOncePodConflict)
    return [
        pytest.param(v1.Pod(), framework.new_node_info(), [], [], [], _skip(), None, id="nothing"),
        pytest.param(
            pod_with_one_pvc,
            framework.new_node_info(),
            [],
            [],
            [],
            framework.new_status(
                framework.UnschedulableAndUnresolvable,
                'persistentvolumeclaim "claim-with-rwop-1" not found',
            ),
            None,
            id="failed to get PVC",
        ),
        pytest.param(
            pod_with_one_pvc,
            framework.new_node_info(pod_with_read_write_many_pvc),
            [pod_with_read_write_many_pvc],
            [node],
            [read_write_once_pod_pvc1, read_write_many_pvc],
            _skip(),
            None,
            id="no access mode conflict",
        ),
        pytest.param(
            pod_with_one_conflict,
            framework.new_node_info(pod_with_one_pvc, pod_with_read_write_many_pvc),
            [pod_with_one_pvc, pod_with_read_write_many_pvc],
            [node],
            [read_write_once_pod_pvc1, read_write_many_pvc],
            None,
            conflict,
            id="access mode conflict, unschedulable",
        ),
        pytest.param(
            pod_with_two_conflicts,
            framework.new_node_info(pod_with_two_pvcs, pod_with_read_write_many_pvc),
            [pod_with_two_pvcs, pod_with_read_write_many_pvc],
            [node],
            [read_write_once_pod_pvc1, read_write_once_pod_pvc2, read_write_many_pvc],
            None,
            conflict,
            id="two conflicts, unschedulable",
        ),
    ]


@pytest.mark.parametrize(
    (
        "pod",
        "node_info",
        "existing_pods",
        "existing_nodes",
        "existing_pvcs",
        "pre_filter_want_status",
        "want_status",
    ),
    _access_mode_cases(),
)
def test_access_mode_conflicts(
    pod: v1.Pod,
    node_info: framework.NodeInfo,
    existing_pods: list[v1.Pod],
    existing_nodes: list[v1.Node],
    existing_pvcs: list[v1.PersistentVolumeClaim],
    pre_filter_want_status: framework.Status | None,
    want_status: framework.Status | None,
) -> None:
    p = _new_plugin_with_listers(existing_pods, existing_nodes, existing_pvcs)
    _run_pre_filter_and_filter(p, pod, node_info, pre_filter_want_status, want_status)


def _pod_deleted_cases() -> list[Any]:
    def row(name: str, pod: v1.Pod, old_obj: v1.Pod, hint: framework.QueueingHint) -> Any:
        return pytest.param(pod, old_obj, hint, id=name)

    queue, skip = framework.Queue, framework.QueueSkip
    return [
        row(
            "queue-new-object-gcedisk-conflict",
            _pod_with(_gce("foo")),
            _pod_with(_gce("foo")),
            queue,
        ),
        row(
            "skip-new-object-gcedisk-no-conflict",
            _pod_with(_gce("foo")),
            _pod_with(_gce("bar")),
            skip,
        ),
        row(
            "queue-new-object-awsdisk-conflict",
            _pod_with(_aws("foo")),
            _pod_with(_aws("foo")),
            queue,
        ),
        row(
            "skip-new-object-awsdisk-no-conflict",
            _pod_with(_aws("foo")),
            _pod_with(_aws("bar")),
            skip,
        ),
        row(
            "queue-new-object-rbddisk-conflict",
            _pod_with(_rbd(["a", "b"])),
            _pod_with(_rbd(["a", "b"])),
            queue,
        ),
        row(
            "skip-new-object-rbddisk-no-conflict",
            _pod_with(_rbd(["a", "b"])),
            _pod_with(_rbd(["c", "d"])),
            skip,
        ),
        row(
            "queue-new-object-iscsidisk-conflict",
            _pod_with(_iscsi("iqn.2016-12.server:storage.target01")),
            _pod_with(_iscsi("iqn.2016-12.server:storage.target01")),
            queue,
        ),
        row(
            "skip-new-object-iscsidisk-no-conflict",
            _pod_with(_iscsi("iqn.2016-12.server:storage.target01")),
            _pod_with(_iscsi("iqn.2017-12.server:storage.target01")),
            skip,
        ),
        row(
            "queue-has-same-claim",
            make_pod().name("pod1").pvc("claim-rwop").obj(),
            make_pod().name("pod2").pvc("claim-rwop").obj(),
            queue,
        ),
        row(
            "skip-no-same-claim",
            make_pod().name("pod1").pvc("claim-1-rwop").obj(),
            make_pod().name("pod2").pvc("claim-2-rwop").obj(),
            skip,
        ),
    ]


@pytest.mark.parametrize(("pod", "old_obj", "expected_hint"), _pod_deleted_cases())
def test_is_schedulable_after_pod_deleted(
    pod: v1.Pod, old_obj: v1.Pod, expected_hint: framework.QueueingHint
) -> None:
    p = _new_plugin_with_listers([], None, [v1.PersistentVolumeClaim()])
    actual_hint = p.is_schedulable_after_pod_deleted(pod, old_obj, None)
    assert actual_hint == expected_hint


def _pvc_change_cases() -> list[Any]:
    pod_with_one_pvc = (
        make_pod()
        .name("pod-with-one-pvc")
        .namespace(NamespaceDefault)
        .pvc("claim-with-rwx-1")
        .node("node-1")
        .obj()
    )
    pod_with_two_pvcs = (
        make_pod()
        .name("pod-with-two-pvcs")
        .namespace(NamespaceDefault)
        .pvc("claim-with-rwx-1")
        .pvc("claim-with-rwx-2")
        .node("node-1")
        .obj()
    )
    pod_with_not_equal_namespace = (
        make_pod()
        .name("pod-with-one-pvc")
        .namespace(NamespaceSystem)
        .pvc("claim-with-rwx-1")
        .node("claim-with-rwx-2")
        .obj()
    )
    pvc1 = _pvc("claim-with-rwx-1", v1.ReadWriteMany)
    pvc2 = _pvc("claim-with-rwx-2", v1.ReadWriteMany)
    return [
        pytest.param(
            pod_with_two_pvcs, pvc1, framework.Queue, id="queue-new-object-pvc-belong-pod"
        ),
        pytest.param(pod_with_one_pvc, pvc2, framework.QueueSkip, id="skip-new-object-unused"),
        pytest.param(pod_with_one_pvc, pvc2, framework.QueueSkip, id="skip-nil-old-object"),
        pytest.param(
            pod_with_one_pvc, pvc2, framework.QueueSkip, id="skip-new-object-not-belong-pod"
        ),
        pytest.param(
            pod_with_not_equal_namespace,
            pvc1,
            framework.QueueSkip,
            id="skip-new-object-namespace-not-equal-pod",
        ),
    ]


@pytest.mark.parametrize(("pod", "new_obj", "expected_hint"), _pvc_change_cases())
def test_is_schedulable_after_persistent_volume_claim_change(
    pod: v1.Pod, new_obj: v1.PersistentVolumeClaim, expected_hint: framework.QueueingHint
) -> None:
    p = _new_plugin_with_listers([], None, [new_obj])
    actual_hint = p.is_schedulable_after_persistent_volume_claim_added(pod, None, new_obj)
    assert actual_hint == expected_hint
