"""Port of pkg/scheduler/framework/plugins/nodevolumelimits/non_csi_test.go."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from kube_scheduler_py import gorand
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.csi_translation_lib import plugins as csilibplugins
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import DecimalSI, new_quantity
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.volume import util as volumeutil
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.nodevolumelimits.non_csi import (
    ErrReasonMaxVolumeCountExceeded,
    KubeMaxPDVols,
    azureDiskVolumeFilterType,
    cinderVolumeFilterType,
    ebsVolumeFilterType,
    gcePDVolumeFilterType,
    get_max_vol_limit_from_env,
    new_non_csi_limits,
    nonCSILimits,
)
from kube_scheduler_py.v1_31.testing.framework.fake_listers import (
    CSINodeLister,
    PersistentVolumeClaimLister,
    PersistentVolumeLister,
    StorageClassLister,
)
from kube_scheduler_py.v1_31.testing.wrappers import make_pod


def _vol(name: str = "", **source: Any) -> v1.Volume:
    return v1.Volume(name=name, volume_source=v1.VolumeSource(**source))


HOST_PATH = _vol(host_path=v1.HostPathVolumeSource())
CONFIG_MAP = _vol(config_map=v1.ConfigMapVolumeSource())
SECRET = _vol(secret=v1.SecretVolumeSource())

nonApplicablePod = make_pod().volume(HOST_PATH).obj()
onlyConfigmapAndSecretPod = make_pod().volume(CONFIG_MAP).volume(SECRET).obj()
pvcPodWithConfigmapAndSecret = (
    make_pod().pvc("pvcWithDeletedPV").volume(CONFIG_MAP).volume(SECRET).obj()
)
deletedPVCPod = make_pod().pvc("deletedPVC").obj()
twoDeletedPVCPod = make_pod().pvc("deletedPVC").pvc("anotherDeletedPVC").obj()
deletedPVPod = make_pod().pvc("pvcWithDeletedPV").obj()
# Another pod than deletedPVPod, using the same PVC.
deletedPVPod2 = make_pod().pvc("pvcWithDeletedPV").obj()
anotherDeletedPVPod = make_pod().pvc("anotherPVCWithDeletedPV").obj()
emptyPod = make_pod().obj()
unboundPVCPod = make_pod().pvc("unboundPVC").obj()
# Another pod than unboundPVCPod, using the same unbound PVC.
unboundPVCPod2 = make_pod().pvc("unboundPVC").obj()
# A pod with another unbound PVC than unboundPVC.
anotherUnboundPVCPod = make_pod().pvc("anotherUnboundPVC").obj()


def one_pvc_pod(filter_name: str) -> v1.Pod:
    return make_pod().pvc(f"some{filter_name}Vol").obj()


def split_pvc_pod(filter_name: str) -> v1.Pod:
    return make_pod().pvc(f"someNon{filter_name}Vol").pvc(f"some{filter_name}Vol").obj()


def _volume_limit_key(filter_type: str) -> str:
    return {
        ebsVolumeFilterType: volumeutil.EBSVolumeLimitKey,
        gcePDVolumeFilterType: volumeutil.GCEVolumeLimitKey,
        azureDiskVolumeFilterType: volumeutil.AzureVolumeLimitKey,
        cinderVolumeFilterType: volumeutil.CinderVolumeLimitKey,
    }[filter_type]


def _node_with_limit(pods: list[v1.Pod], limit: int, filter_name: str) -> framework.NodeInfo:
    # Python: getNodeWithPodAndVolumeLimits("node", ...) of csi_test.go, for one filter.
    node_info = framework.new_node_info(*pods)
    node = v1.Node(
        metadata=metav1.ObjectMeta(name="node-for-max-pd-test-1"),
        status=v1.NodeStatus(
            allocatable={_volume_limit_key(filter_name): new_quantity(limit, DecimalSI)}
        ),
    )
    node_info.set_node(node)
    return node_info


def get_fake_pvc_lister(filter_name: str) -> PersistentVolumeClaimLister:
    def pvc(name: str, volume_name: str, sc: str) -> v1.PersistentVolumeClaim:
        return v1.PersistentVolumeClaim(
            metadata=metav1.ObjectMeta(name=name),
            spec=v1.PersistentVolumeClaimSpec(volume_name=volume_name, storage_class_name=sc),
        )

    return PersistentVolumeClaimLister(
        [
            pvc("some" + filter_name + "Vol", "some" + filter_name + "Vol", filter_name),
            pvc("someNon" + filter_name + "Vol", "someNon" + filter_name + "Vol", filter_name),
            pvc("pvcWithDeletedPV", "pvcWithDeletedPV", filter_name),
            pvc("anotherPVCWithDeletedPV", "anotherPVCWithDeletedPV", filter_name),
            pvc("unboundPVC", "", filter_name),
            pvc("anotherUnboundPVC", "", filter_name),
            pvc("unboundPVCWithDefaultSCPod", "", "standard-sc"),
            pvc("unboundPVCWithInvalidSCPod", "", "invalid-sc"),
        ]
    )


def get_fake_pv_lister(filter_name: str) -> PersistentVolumeLister:
    return PersistentVolumeLister(
        [
            v1.PersistentVolume(
                metadata=metav1.ObjectMeta(name="some" + filter_name + "Vol"),
                spec=v1.PersistentVolumeSpec(
                    persistent_volume_source=v1.PersistentVolumeSource(
                        aws_elastic_block_store=v1.AWSElasticBlockStoreVolumeSource(
                            volume_id=filter_name.lower() + "Vol"
                        )
                    )
                ),
            ),
            v1.PersistentVolume(metadata=metav1.ObjectMeta(name="someNon" + filter_name + "Vol")),
        ]
    )


def _storage_class_lister(sc_name: str, provisioner_name: str) -> StorageClassLister:
    return StorageClassLister(
        [
            storagev1.StorageClass(
                metadata=metav1.ObjectMeta(name=sc_name), provisioner=provisioner_name
            )
        ]
    )


def _new_plugin(
    filter_name: str, driver_name: str, pvc_lister: PersistentVolumeClaimLister
) -> nonCSILimits:
    p = new_non_csi_limits(
        filter_name,
        CSINodeLister(),
        _storage_class_lister(filter_name, driver_name),
        get_fake_pv_lister(filter_name),
        pvc_lister,
        Features(),
        gorand.new(gorand.new_source(0)),
    )
    assert isinstance(p, nonCSILimits)
    return p


def _run(
    p: nonCSILimits,
    new_pod: v1.Pod,
    node: framework.NodeInfo,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
) -> None:
    state = framework.new_cycle_state()
    _, got_pre_filter_status = p.pre_filter(state, new_pod)
    assert got_pre_filter_status == want_pre_filter_status
    if framework.Status.code(got_pre_filter_status) != framework.Skip:
        got_status = p.filter(state, new_pod, node)
        # Python: Go compares with reflect.DeepEqual, which compares errors by message.
        if framework.Status.code(want_status) == framework.Error:
            assert got_status is not None
            assert framework.Status.code(got_status) == framework.Error
            assert want_status is not None
            assert str(got_status.as_error()) == str(want_status.as_error())
        else:
            assert got_status == want_status


def _exceeded() -> framework.Status:
    return framework.new_status(framework.Unschedulable, ErrReasonMaxVolumeCountExceeded)


def _skip() -> framework.Status:
    return framework.new_status(framework.Skip)


def _ephemeral_cases() -> list[Any]:
    filter_name = gcePDVolumeFilterType
    ephemeral_volume_pod = (
        make_pod()
        .name("abc")
        .namespace("test")
        .uid("12345")
        .volume(_vol("xyz", ephemeral=v1.EphemeralVolumeSource()))
        .obj()
    )
    ephemeral_claim = v1.PersistentVolumeClaim(
        metadata=metav1.ObjectMeta(
            namespace=ephemeral_volume_pod.namespace,
            name=ephemeral_volume_pod.name + "-" + ephemeral_volume_pod.spec.volumes[0].name,
            owner_references=[
                metav1.OwnerReference(
                    kind="Pod",
                    name=ephemeral_volume_pod.name,
                    uid=ephemeral_volume_pod.uid,
                    controller=True,
                )
            ],
        ),
        spec=v1.PersistentVolumeClaimSpec(volume_name="missing", storage_class_name=filter_name),
    )
    conflicting_claim = copy.deepcopy(ephemeral_claim)
    conflicting_claim.metadata.owner_references = []
    ephemeral_pod_with_configmap_and_secret = (
        make_pod()
        .name("abc")
        .namespace("test")
        .uid("12345")
        .volume(_vol("xyz", ephemeral=v1.EphemeralVolumeSource()))
        .volume(CONFIG_MAP)
        .volume(SECRET)
        .obj()
    )
    not_found = 'looking up PVC test/abc-xyz: persistentvolumeclaims "abc-xyz" not found'
    return [
        pytest.param(
            ephemeral_volume_pod,
            [],
            0,
            framework.new_status(framework.UnschedulableAndUnresolvable, not_found),
            None,
            id="volume missing",
        ),
        pytest.param(
            ephemeral_volume_pod,
            [conflicting_claim],
            0,
            framework.as_status(
                Exception("PVC test/abc-xyz was not created for pod test/abc (pod is not owner)")
            ),
            None,
            id="volume not owned",
        ),
        pytest.param(
            ephemeral_volume_pod, [ephemeral_claim], 1, None, None, id="volume unbound, allowed"
        ),
        pytest.param(
            ephemeral_volume_pod,
            [ephemeral_claim],
            0,
            _exceeded(),
            None,
            id="volume unbound, exceeds limit",
        ),
        pytest.param(
            onlyConfigmapAndSecretPod,
            [ephemeral_claim],
            1,
            None,
            _skip(),
            id="skip Filter when the pod only uses secrets and configmaps",
        ),
        pytest.param(
            ephemeral_pod_with_configmap_and_secret,
            [ephemeral_claim],
            1,
            None,
            None,
            id="don't skip Filter when the pods has ephemeral volumes",
        ),
    ]


@pytest.mark.parametrize(
    ("new_pod", "extra_claims", "max_vols", "want_status", "want_pre_filter_status"),
    _ephemeral_cases(),
)
def test_ephemeral_limits(
    new_pod: v1.Pod,
    extra_claims: list[v1.PersistentVolumeClaim],
    max_vols: int,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
) -> None:
    # Any valid filter will do; the cases do not depend on it.
    filter_name = gcePDVolumeFilterType
    driver_name = csilibplugins.GCEPDInTreePluginName
    node = _node_with_limit([], max_vols, filter_name)
    pvc_lister = get_fake_pvc_lister(filter_name)
    pvc_lister.extend(extra_claims)
    p = _new_plugin(filter_name, driver_name, pvc_lister)
    _run(p, new_pod, node, want_status, want_pre_filter_status)


def _disk_pod(*volumes: v1.Volume) -> v1.Pod:
    w = make_pod()
    for vol in volumes:
        w = w.volume(vol)
    return w.obj()


def _azure_cases() -> list[Any]:
    disk = _vol(azure_disk=v1.AzureDiskVolumeSource())
    one = _disk_pod(disk)
    two = _disk_pod(disk, disk)
    split = _disk_pod(HOST_PATH, disk)
    with_cm = _disk_pod(disk, CONFIG_MAP, SECRET)
    pvc = one_pvc_pod(azureDiskVolumeFilterType)
    return [
        ("fits when node capacity >= new pod's AzureDisk volumes", one, [two, one], 4, None, None),
        ("fit when node capacity < new pod's AzureDisk volumes", two, [one], 2, None, None),
        ("new pod's count ignores non-AzureDisk volumes", split, [two], 3, None, None),
        (
            "existing pods' counts ignore non-AzureDisk volumes",
            two,
            [split, nonApplicablePod, emptyPod],
            3,
            None,
            None,
        ),
        (
            "new pod's count considers PVCs backed by AzureDisk volumes",
            pvc,
            [split, nonApplicablePod, emptyPod],
            3,
            None,
            None,
        ),
        (
            "new pod's count ignores PVCs not backed by AzureDisk volumes",
            split_pvc_pod(azureDiskVolumeFilterType),
            [split, one],
            3,
            None,
            None,
        ),
        (
            "existing pods' counts considers PVCs backed by AzureDisk volumes",
            two,
            [one, one_pvc_pod(azureDiskVolumeFilterType)],
            3,
            None,
            None,
        ),
        (
            "already-mounted AzureDisk volumes are always ok to allow",
            two,
            [one, two, one_pvc_pod(azureDiskVolumeFilterType)],
            4,
            None,
            None,
        ),
        (
            "the same AzureDisk volumes are not counted multiple times",
            split,
            [one, one, one_pvc_pod(azureDiskVolumeFilterType)],
            3,
            None,
            None,
        ),
        (
            "pod with missing PVC is counted towards the PV limit",
            pvc,
            [one, deletedPVCPod],
            2,
            None,
            None,
        ),
        (
            "pod with missing PVC is counted towards the PV limit",
            pvc,
            [one, deletedPVCPod],
            3,
            None,
            None,
        ),
        (
            "pod with missing two PVCs is counted towards the PV limit twice",
            pvc,
            [one, twoDeletedPVCPod],
            3,
            None,
            None,
        ),
        (
            "pod with missing PV is counted towards the PV limit",
            pvc,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "pod with missing PV is counted towards the PV limit",
            pvc,
            [one, deletedPVPod],
            3,
            None,
            None,
        ),
        (
            "two pods missing the same PV are counted towards the PV limit only once",
            deletedPVPod2,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "two pods missing different PVs are counted towards the PV limit twice",
            anotherDeletedPVPod,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "pod with unbound PVC is counted towards the PV limit",
            pvc,
            [one, unboundPVCPod],
            2,
            None,
            None,
        ),
        (
            "pod with unbound PVC is counted towards the PV limit",
            pvc,
            [one, unboundPVCPod],
            3,
            None,
            None,
        ),
        (
            "the same unbound PVC in multiple pods is counted towards the PV limit only once",
            unboundPVCPod2,
            [one, unboundPVCPod],
            2,
            None,
            None,
        ),
        (
            "two different unbound PVCs are counted towards the PV limit as two volumes",
            anotherUnboundPVCPod,
            [one, unboundPVCPod],
            2,
            None,
            None,
        ),
        (
            "skip Filter when the pod only uses secrets and configmaps",
            onlyConfigmapAndSecretPod,
            [two, one],
            4,
            None,
            _skip(),
        ),
        (
            "don't skip Filter when the pod has pvcs",
            pvcPodWithConfigmapAndSecret,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "don't skip Filter when the pod has AzureDisk volumes",
            with_cm,
            [two, one],
            4,
            None,
            None,
        ),
    ]


def _ebs_cases() -> list[Any]:
    def ebs(volume_id: str) -> v1.Volume:
        return _vol(
            aws_elastic_block_store=v1.AWSElasticBlockStoreVolumeSource(volume_id=volume_id)
        )

    one = _disk_pod(ebs("ovp"))
    two = _disk_pod(ebs("tvp1"), ebs("tvp2"))
    split = _disk_pod(HOST_PATH, ebs("svp"))
    unbound_pvc_with_invalid_sc_pod = make_pod().pvc("unboundPVCWithInvalidSCPod").obj()
    unbound_pvc_with_default_sc_pod = make_pod().pvc("unboundPVCWithDefaultSCPod").obj()
    with_cm = _disk_pod(ebs("ovp"), CONFIG_MAP, SECRET)
    pvc = one_pvc_pod(ebsVolumeFilterType)
    ex = _exceeded()
    return [
        ("fits when node capacity >= new pod's EBS volumes", one, [two, one], 4, None, None),
        ("doesn't fit when node capacity < new pod's EBS volumes", two, [one], 2, ex, None),
        ("new pod's count ignores non-EBS volumes", split, [two], 3, None, None),
        (
            "existing pods' counts ignore non-EBS volumes",
            two,
            [split, nonApplicablePod, emptyPod],
            3,
            None,
            None,
        ),
        (
            "new pod's count considers PVCs backed by EBS volumes",
            pvc,
            [split, nonApplicablePod, emptyPod],
            3,
            None,
            None,
        ),
        (
            "new pod's count ignores PVCs not backed by EBS volumes",
            split_pvc_pod(ebsVolumeFilterType),
            [split, one],
            3,
            None,
            None,
        ),
        (
            "existing pods' counts considers PVCs backed by EBS volumes",
            two,
            [one, pvc],
            3,
            ex,
            None,
        ),
        ("already-mounted EBS volumes are always ok to allow", two, [one, two, pvc], 4, None, None),
        (
            "the same EBS volumes are not counted multiple times",
            split,
            [one, one, pvc],
            3,
            None,
            None,
        ),
        ("missing PVC is not counted towards the PV limit", pvc, [one, deletedPVCPod], 1, ex, None),
        (
            "missing PVC is not counted towards the PV limit",
            pvc,
            [one, deletedPVCPod],
            2,
            None,
            None,
        ),
        (
            "two missing PVCs are not counted towards the PV limit twice",
            pvc,
            [one, twoDeletedPVCPod],
            2,
            None,
            None,
        ),
        (
            "unbound PVC with invalid SC is not counted towards the PV limit",
            unbound_pvc_with_invalid_sc_pod,
            [one],
            1,
            None,
            None,
        ),
        (
            "unbound PVC from different provisioner is not counted towards the PV limit",
            unbound_pvc_with_default_sc_pod,
            [one],
            1,
            None,
            None,
        ),
        (
            "pod with missing PV is counted towards the PV limit",
            pvc,
            [one, deletedPVPod],
            2,
            ex,
            None,
        ),
        (
            "pod with missing PV is counted towards the PV limit",
            pvc,
            [one, deletedPVPod],
            3,
            None,
            None,
        ),
        (
            "two pods missing the same PV are counted towards the PV limit only once",
            deletedPVPod2,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "two pods missing different PVs are counted towards the PV limit twice",
            anotherDeletedPVPod,
            [one, deletedPVPod],
            2,
            ex,
            None,
        ),
        (
            "pod with unbound PVC is counted towards the PV limit",
            pvc,
            [one, unboundPVCPod],
            2,
            ex,
            None,
        ),
        (
            "pod with unbound PVC is counted towards the PV limit",
            pvc,
            [one, unboundPVCPod],
            3,
            None,
            None,
        ),
        (
            "the same unbound PVC in multiple pods is counted towards the PV limit only once",
            unboundPVCPod2,
            [one, unboundPVCPod],
            2,
            None,
            None,
        ),
        (
            "two different unbound PVCs are counted towards the PV limit as two volumes",
            anotherUnboundPVCPod,
            [one, unboundPVCPod],
            2,
            ex,
            None,
        ),
        (
            "skip Filter when the pod only uses secrets and configmaps",
            onlyConfigmapAndSecretPod,
            [two, one],
            4,
            None,
            _skip(),
        ),
        (
            "don't skip Filter when the pod has pvcs",
            pvcPodWithConfigmapAndSecret,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        ("don't skip Filter when the pod has EBS volumes", with_cm, [two, one], 4, None, None),
    ]


def _gce_cases() -> list[Any]:
    disk = _vol(gce_persistent_disk=v1.GCEPersistentDiskVolumeSource())
    one = _disk_pod(disk)
    two = _disk_pod(disk, disk)
    split = _disk_pod(HOST_PATH, disk)
    with_cm = _disk_pod(disk, CONFIG_MAP, SECRET)
    pvc = one_pvc_pod(gcePDVolumeFilterType)
    return [
        ("fits when node capacity >= new pod's GCE volumes", one, [two, one], 4, None, None),
        ("fit when node capacity < new pod's GCE volumes", two, [one], 2, None, None),
        ("new pod's count ignores non-GCE volumes", split, [two], 3, None, None),
        (
            "existing pods' counts ignore non-GCE volumes",
            two,
            [split, nonApplicablePod, emptyPod],
            3,
            None,
            None,
        ),
        (
            "new pod's count considers PVCs backed by GCE volumes",
            pvc,
            [split, nonApplicablePod, emptyPod],
            3,
            None,
            None,
        ),
        (
            "new pod's count ignores PVCs not backed by GCE volumes",
            split_pvc_pod(gcePDVolumeFilterType),
            [split, one],
            3,
            None,
            None,
        ),
        (
            "existing pods' counts considers PVCs backed by GCE volumes",
            two,
            [one, pvc],
            3,
            None,
            None,
        ),
        ("already-mounted EBS volumes are always ok to allow", two, [one, two, pvc], 4, None, None),
        (
            "the same GCE volumes are not counted multiple times",
            split,
            [one, one, pvc],
            3,
            None,
            None,
        ),
        (
            "pod with missing PVC is counted towards the PV limit",
            pvc,
            [one, deletedPVCPod],
            2,
            None,
            None,
        ),
        (
            "pod with missing PVC is counted towards the PV limit",
            pvc,
            [one, deletedPVCPod],
            3,
            None,
            None,
        ),
        (
            "pod with missing two PVCs is counted towards the PV limit twice",
            pvc,
            [one, twoDeletedPVCPod],
            3,
            None,
            None,
        ),
        (
            "pod with missing PV is counted towards the PV limit",
            pvc,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "pod with missing PV is counted towards the PV limit",
            pvc,
            [one, deletedPVPod],
            3,
            None,
            None,
        ),
        (
            "two pods missing the same PV are counted towards the PV limit only once",
            deletedPVPod2,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "two pods missing different PVs are counted towards the PV limit twice",
            anotherDeletedPVPod,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        (
            "pod with unbound PVC is counted towards the PV limit",
            pvc,
            [one, unboundPVCPod],
            2,
            None,
            None,
        ),
        (
            "pod with unbound PVC is counted towards the PV limit",
            pvc,
            [one, unboundPVCPod],
            3,
            None,
            None,
        ),
        (
            "the same unbound PVC in multiple pods is counted towards the PV limit only once",
            unboundPVCPod2,
            [one, unboundPVCPod],
            2,
            None,
            None,
        ),
        (
            "two different unbound PVCs are counted towards the PV limit as two volumes",
            anotherUnboundPVCPod,
            [one, unboundPVCPod],
            2,
            None,
            None,
        ),
        (
            "skip Filter when the pod only uses secrets and configmaps",
            onlyConfigmapAndSecretPod,
            [two, one],
            4,
            None,
            _skip(),
        ),
        (
            "don't skip Filter when the pods has pvcs",
            pvcPodWithConfigmapAndSecret,
            [one, deletedPVPod],
            2,
            None,
            None,
        ),
        ("don't skip Filter when the pods has GCE volumes", with_cm, [two, one], 4, None, None),
    ]


def _params(rows: list[Any]) -> list[Any]:
    return [pytest.param(*row[1:], id=row[0]) for row in rows]


LIMIT_ARGS = ("new_pod", "existing_pods", "max_vols", "want_status", "want_pre_filter_status")


def _run_limits(
    filter_name: str,
    driver_name: str,
    new_pod: v1.Pod,
    existing_pods: list[v1.Pod],
    max_vols: int,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
) -> None:
    node = _node_with_limit(existing_pods, max_vols, filter_name)
    p = _new_plugin(filter_name, driver_name, get_fake_pvc_lister(filter_name))
    _run(p, new_pod, node, want_status, want_pre_filter_status)


@pytest.mark.parametrize(LIMIT_ARGS, _params(_azure_cases()))
def test_azure_disk_limits(
    new_pod: v1.Pod,
    existing_pods: list[v1.Pod],
    max_vols: int,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
) -> None:
    _run_limits(
        azureDiskVolumeFilterType,
        "",
        new_pod,
        existing_pods,
        max_vols,
        want_status,
        want_pre_filter_status,
    )


@pytest.mark.parametrize(LIMIT_ARGS, _params(_ebs_cases()))
def test_ebs_limits(
    new_pod: v1.Pod,
    existing_pods: list[v1.Pod],
    max_vols: int,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
) -> None:
    _run_limits(
        ebsVolumeFilterType,
        csilibplugins.AWSEBSInTreePluginName,
        new_pod,
        existing_pods,
        max_vols,
        want_status,
        want_pre_filter_status,
    )


@pytest.mark.parametrize(LIMIT_ARGS, _params(_gce_cases()))
def test_gcepd_limits(
    new_pod: v1.Pod,
    existing_pods: list[v1.Pod],
    max_vols: int,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
) -> None:
    _run_limits(
        gcePDVolumeFilterType,
        "",
        new_pod,
        existing_pods,
        max_vols,
        want_status,
        want_pre_filter_status,
    )


@pytest.mark.parametrize(
    ("raw_max_vols", "expected"),
    [
        pytest.param(
            "invalid", -1, id="Unable to parse maximum PD volumes value, using default value"
        ),
        pytest.param(
            "-2", -1, id="Maximum PD volumes must be a positive value, using default value"
        ),
        pytest.param("40", 40, id="Parse maximum PD volumes value from env"),
    ],
)
def test_get_max_vols(raw_max_vols: str, expected: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(KubeMaxPDVols, raw_max_vols)
    assert get_max_vol_limit_from_env() == expected
