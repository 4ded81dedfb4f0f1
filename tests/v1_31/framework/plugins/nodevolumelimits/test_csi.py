"""Port of pkg/scheduler/framework/plugins/nodevolumelimits/csi_test.go."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from kube_scheduler_py import gorand
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import csi_translation_lib as csitrans
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.csi_translation_lib import plugins as csilibplugins
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import DecimalSI, new_quantity
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util import rand
from kube_scheduler_py.v1_31.api.volume import util as volumeutil
from kube_scheduler_py.v1_31.framework.plugins.nodevolumelimits.csi import CSILimits
from kube_scheduler_py.v1_31.framework.plugins.nodevolumelimits.non_csi import (
    ErrReasonMaxVolumeCountExceeded,
    azureDiskVolumeFilterType,
    cinderVolumeFilterType,
    ebsVolumeFilterType,
    gcePDVolumeFilterType,
)
from kube_scheduler_py.v1_31.testing.framework.fake_listers import (
    CSINodeLister,
    PersistentVolumeClaimLister,
    PersistentVolumeLister,
    StorageClassLister,
)
from kube_scheduler_py.v1_31.testing.wrappers import make_pod

ebsCSIDriverName = csilibplugins.AWSEBSDriverName
gceCSIDriverName = csilibplugins.GCEPDDriverName
hostpathInTreePluginName = "kubernetes.io/hostpath"
scName = "csi-sc"


def get_volume_limit_key(filter_type: str) -> str:
    if filter_type == ebsVolumeFilterType:
        return volumeutil.EBSVolumeLimitKey
    if filter_type == gcePDVolumeFilterType:
        return volumeutil.GCEVolumeLimitKey
    if filter_type == azureDiskVolumeFilterType:
        return volumeutil.AzureVolumeLimitKey
    if filter_type == cinderVolumeFilterType:
        return volumeutil.CinderVolumeLimitKey
    return volumeutil.get_csi_attach_limit_key(filter_type)


def _vol(name: str = "", **source: Any) -> v1.Volume:
    return v1.Volume(name=name, volume_source=v1.VolumeSource(**source))


def _pod_with_volumes(*volumes: v1.Volume, name: str = "", namespace: str = "") -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(name=name, namespace=namespace),
        spec=v1.PodSpec(volumes=list(volumes)),
    )


def _owned_claim(pod: v1.Pod, volume_index: int) -> v1.PersistentVolumeClaim:
    return v1.PersistentVolumeClaim(
        metadata=metav1.ObjectMeta(
            namespace=pod.namespace,
            name=pod.name + "-" + pod.spec.volumes[volume_index].name,
            owner_references=[
                metav1.OwnerReference(kind="Pod", name=pod.name, uid=pod.uid, controller=True)
            ],
        ),
        spec=v1.PersistentVolumeClaimSpec(storage_class_name=scName),
    )


def _max(status_code: framework.Code = framework.Unschedulable) -> framework.Status:
    return framework.new_status(status_code, ErrReasonMaxVolumeCountExceeded)


def _csi_limits_cases() -> list[Any]:
    running_pod = make_pod().pvc("csi-ebs.csi.aws.com-3").obj()
    pending_volume_pod = make_pod().pvc("csi-4").obj()
    # Another pod using the same unbound PVC as pending_volume_pod.
    unbound_pvc_pod2 = make_pod().pvc("csi-4").obj()
    missing_pv_pod = make_pod().pvc("csi-6").obj()
    no_sc_pvc_pod = make_pod().pvc("csi-5").obj()
    gce_two_vol_pod = (
        make_pod().pvc("csi-pd.csi.storage.gke.io-1").pvc("csi-pd.csi.storage.gke.io-2").obj()
    )
    in_tree_one_vol_pod = make_pod().pvc("csi-kubernetes.io/aws-ebs-0").obj()
    in_tree_two_vol_pod = (
        make_pod().pvc("csi-kubernetes.io/aws-ebs-1").pvc("csi-kubernetes.io/aws-ebs-2").obj()
    )
    csi_ebs_one_vol_pod = make_pod().pvc("csi-ebs.csi.aws.com-0").obj()
    csi_ebs_two_vol_pod = make_pod().pvc("csi-ebs.csi.aws.com-1").pvc("csi-ebs.csi.aws.com-2").obj()
    in_tree_non_migratable_one_vol_pod = make_pod().pvc("csi-kubernetes.io/hostpath-0").obj()

    ephemeral = v1.EphemeralVolumeSource()
    ephemeral_volume_pod = (
        make_pod()
        .name("abc")
        .namespace("test")
        .uid("12345")
        .volume(_vol("xyz", ephemeral=ephemeral))
        .obj()
    )
    ephemeral_claim = _owned_claim(ephemeral_volume_pod, 0)
    conflicting_claim = copy.deepcopy(ephemeral_claim)
    conflicting_claim.metadata.owner_references = []

    ephemeral_two_volume_pod = (
        make_pod()
        .name("abc")
        .namespace("test")
        .uid("12345II")
        .volume(_vol("x", ephemeral=ephemeral))
        .volume(_vol("y", ephemeral=ephemeral))
        .obj()
    )
    ephemeral_claim_x = _owned_claim(ephemeral_two_volume_pod, 0)
    ephemeral_claim_y = _owned_claim(ephemeral_two_volume_pod, 1)

    aws_inline = _vol(
        aws_elastic_block_store=v1.AWSElasticBlockStoreVolumeSource(volume_id="aws-inline1")
    )
    in_tree_inline_vol_pod = _pod_with_volumes(aws_inline)
    in_tree_inline_vol_pod_with_same_csi_volume_id = _pod_with_volumes(
        _vol(
            aws_elastic_block_store=v1.AWSElasticBlockStoreVolumeSource(
                volume_id="csi-ebs.csi.aws.com-1"
            )
        )
    )
    config_map = _vol(config_map=v1.ConfigMapVolumeSource())
    secret = _vol(secret=v1.SecretVolumeSource())
    only_configmap_and_secret_vol_pod = _pod_with_volumes(config_map, secret)
    pvc_pod_with_configmap_and_secret = _pod_with_volumes(
        config_map,
        secret,
        _vol(
            persistent_volume_claim=v1.PersistentVolumeClaimVolumeSource(
                claim_name="csi-ebs.csi.aws.com-0"
            )
        ),
    )
    ephemeral_pod_with_configmap_and_secret = _pod_with_volumes(
        config_map,
        secret,
        _vol("xyz", ephemeral=ephemeral),
        name=ephemeral_volume_pod.name,
        namespace=ephemeral_volume_pod.namespace,
    )
    inline_migratable_pod_with_configmap_and_secret = _pod_with_volumes(
        config_map, secret, aws_inline
    )

    ebs_in_tree = csilibplugins.AWSEBSInTreePluginName
    not_found = 'looking up PVC test/abc-xyz: persistentvolumeclaims "abc-xyz" not found'

    def row(
        test: str,
        new_pod: v1.Pod,
        existing_pods: list[v1.Pod] | None = None,
        extra_claims: list[v1.PersistentVolumeClaim] | None = None,
        max_vols: int = 0,
        driver_names: list[str] | None = None,
        migration_enabled: bool = False,
        ephemeral_enabled: bool = False,
        limit_source: str = "",
        want_status: framework.Status | None = None,
        want_pre_filter_status: framework.Status | None = None,
    ) -> Any:
        # Python: migration_enabled and ephemeral_enabled are unused by the Go test as well.
        del migration_enabled, ephemeral_enabled
        return pytest.param(
            new_pod,
            existing_pods or [],
            extra_claims or [],
            "csi",
            max_vols,
            driver_names or [],
            limit_source,
            want_status,
            want_pre_filter_status,
            id=test,
        )

    return [
        row(
            "fits when node volume limit >= new pods CSI volume",
            csi_ebs_one_vol_pod,
            [running_pod, csi_ebs_two_vol_pod],
            max_vols=4,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
        ),
        row(
            "doesn't when node volume limit <= pods CSI volume",
            csi_ebs_one_vol_pod,
            [running_pod, csi_ebs_two_vol_pod],
            max_vols=2,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "should when driver does not support volume limits",
            csi_ebs_one_vol_pod,
            [running_pod, csi_ebs_two_vol_pod],
            max_vols=2,
            driver_names=[ebsCSIDriverName],
            limit_source="csinode-with-no-limit",
        ),
        row(
            "count pending PVCs towards volume limit <= pods CSI volume",
            csi_ebs_one_vol_pod,
            [pending_volume_pod, csi_ebs_two_vol_pod],
            max_vols=2,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "count multiple pending pvcs towards volume limit >= pods CSI volume",
            csi_ebs_one_vol_pod,
            [pending_volume_pod, unbound_pvc_pod2, csi_ebs_two_vol_pod],
            max_vols=4,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
        ),
        row(
            "should count PVCs with invalid PV name but valid SC",
            csi_ebs_one_vol_pod,
            [missing_pv_pod, csi_ebs_two_vol_pod],
            max_vols=2,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "don't count pvcs with missing SC towards volume limit",
            csi_ebs_one_vol_pod,
            [running_pod, no_sc_pvc_pod],
            max_vols=2,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
        ),
        row(
            "count pvcs with the same type towards volume limit",
            csi_ebs_one_vol_pod,
            [gce_two_vol_pod, csi_ebs_two_vol_pod],
            max_vols=2,
            driver_names=[ebsCSIDriverName, gceCSIDriverName],
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "don't count pvcs with different type towards volume limit",
            gce_two_vol_pod,
            [csi_ebs_two_vol_pod, running_pod],
            max_vols=2,
            driver_names=[ebsCSIDriverName, gceCSIDriverName],
            limit_source="node",
        ),
        row(
            "should count in-tree volumes if migration is enabled",
            in_tree_one_vol_pod,
            [in_tree_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
            want_status=_max(),
        ),
        row(
            "nil csi node",
            in_tree_inline_vol_pod,
            [in_tree_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="node",
        ),
        row(
            "should count unbound in-tree volumes if migration is enabled",
            pending_volume_pod,
            [in_tree_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
            want_status=_max(),
        ),
        row(
            "should not limit pod if volume used does not report limits",
            in_tree_one_vol_pod,
            [in_tree_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode-with-no-limit",
        ),
        row(
            "should not count non-migratable in-tree volumes",
            in_tree_non_migratable_one_vol_pod,
            [csi_ebs_two_vol_pod],
            max_vols=2,
            driver_names=[hostpathInTreePluginName, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
        ),
        row(
            "should count in-tree inline volumes if migration is enabled",
            in_tree_inline_vol_pod,
            [in_tree_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
            want_status=_max(),
        ),
        row(
            "should count in-tree and csi volumes if migration is enabled "
            "(when scheduling in-tree volumes)",
            in_tree_one_vol_pod,
            [csi_ebs_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
            want_status=_max(),
        ),
        row(
            "should count in-tree, inline and csi volumes if migration is enabled "
            "(when scheduling in-tree volumes)",
            in_tree_inline_vol_pod,
            [csi_ebs_two_vol_pod, in_tree_one_vol_pod],
            max_vols=3,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
            want_status=_max(),
        ),
        row(
            "should not count in-tree, inline and csi volumes if migration is enabled "
            "(when scheduling in-tree volumes)",
            in_tree_inline_vol_pod_with_same_csi_volume_id,
            [csi_ebs_two_vol_pod, in_tree_one_vol_pod],
            max_vols=3,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
        ),
        row(
            "should count in-tree and csi volumes if migration is enabled "
            "(when scheduling csi volumes)",
            csi_ebs_one_vol_pod,
            [in_tree_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
            want_status=_max(),
        ),
        row(
            "ephemeral volume missing",
            ephemeral_volume_pod,
            ephemeral_enabled=True,
            driver_names=[ebsCSIDriverName],
            want_status=framework.new_status(framework.UnschedulableAndUnresolvable, not_found),
        ),
        row(
            "ephemeral volume not owned",
            ephemeral_volume_pod,
            ephemeral_enabled=True,
            extra_claims=[conflicting_claim],
            driver_names=[ebsCSIDriverName],
            want_status=framework.as_status(
                Exception("PVC test/abc-xyz was not created for pod test/abc (pod is not owner)")
            ),
        ),
        row(
            "ephemeral volume unbound",
            ephemeral_volume_pod,
            ephemeral_enabled=True,
            extra_claims=[ephemeral_claim],
            driver_names=[ebsCSIDriverName],
        ),
        row(
            "ephemeral doesn't when node volume limit <= pods CSI volume",
            ephemeral_volume_pod,
            [running_pod, csi_ebs_two_vol_pod],
            ephemeral_enabled=True,
            extra_claims=[ephemeral_claim],
            driver_names=[ebsCSIDriverName],
            max_vols=2,
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "ephemeral doesn't when node volume limit <= pods ephemeral CSI volume",
            csi_ebs_one_vol_pod,
            [running_pod, ephemeral_two_volume_pod],
            ephemeral_enabled=True,
            extra_claims=[ephemeral_claim_x, ephemeral_claim_y],
            driver_names=[ebsCSIDriverName],
            max_vols=2,
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "persistent doesn't when node volume limit <= pods ephemeral CSI volume + "
            "persistent volume, ephemeral disabled",
            csi_ebs_one_vol_pod,
            [running_pod, ephemeral_volume_pod, csi_ebs_two_vol_pod],
            ephemeral_enabled=False,
            extra_claims=[ephemeral_claim],
            driver_names=[ebsCSIDriverName],
            max_vols=3,
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "persistent doesn't when node volume limit <= pods ephemeral CSI volume + "
            "persistent volume",
            csi_ebs_one_vol_pod,
            [running_pod, ephemeral_volume_pod, csi_ebs_two_vol_pod],
            ephemeral_enabled=True,
            extra_claims=[ephemeral_claim],
            driver_names=[ebsCSIDriverName],
            max_vols=3,
            limit_source="node",
            want_status=_max(),
        ),
        row(
            "persistent okay when node volume limit > pods ephemeral CSI volume + "
            "persistent volume",
            csi_ebs_one_vol_pod,
            [running_pod, ephemeral_volume_pod, csi_ebs_two_vol_pod],
            ephemeral_enabled=True,
            extra_claims=[ephemeral_claim],
            driver_names=[ebsCSIDriverName],
            max_vols=4,
        ),
        row(
            "skip Filter when the pod only uses secrets and configmaps",
            only_configmap_and_secret_vol_pod,
            max_vols=2,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
            want_pre_filter_status=framework.new_status(framework.Skip),
        ),
        row(
            "don't skip Filter when the pod has pvcs",
            pvc_pod_with_configmap_and_secret,
            max_vols=2,
            driver_names=[ebsCSIDriverName],
            limit_source="node",
        ),
        row(
            "don't skip Filter when the pod has ephemeral volumes",
            ephemeral_pod_with_configmap_and_secret,
            ephemeral_enabled=True,
            driver_names=[ebsCSIDriverName],
            want_status=framework.new_status(framework.UnschedulableAndUnresolvable, not_found),
        ),
        row(
            "don't skip Filter when the pod has inline migratable volumes",
            inline_migratable_pod_with_configmap_and_secret,
            [in_tree_two_vol_pod],
            max_vols=2,
            driver_names=[ebs_in_tree, ebsCSIDriverName],
            migration_enabled=True,
            limit_source="csinode",
            want_status=_max(),
        ),
    ]


def _assert_status(got: framework.Status | None, want: framework.Status | None) -> None:
    # Python: Go compares with reflect.DeepEqual, which compares errors by message.
    if framework.Status.code(want) == framework.Error:
        assert got is not None
        assert framework.Status.code(got) == framework.Error
        assert want is not None
        assert str(got.as_error()) == str(want.as_error())
        return
    assert got == want


@pytest.mark.parametrize(
    (
        "new_pod",
        "existing_pods",
        "extra_claims",
        "filter_name",
        "max_vols",
        "driver_names",
        "limit_source",
        "want_status",
        "want_pre_filter_status",
    ),
    _csi_limits_cases(),
)
def test_csi_limits(
    new_pod: v1.Pod,
    existing_pods: list[v1.Pod],
    extra_claims: list[v1.PersistentVolumeClaim],
    filter_name: str,
    max_vols: int,
    driver_names: list[str],
    limit_source: str,
    want_status: framework.Status | None,
    want_pre_filter_status: framework.Status | None,
) -> None:
    node, csi_node = get_node_with_pod_and_volume_limits(
        limit_source, existing_pods, max_vols, *driver_names
    )
    if csi_node is not None:
        enable_migration_on_node(csi_node, csilibplugins.AWSEBSInTreePluginName)
    pvc_lister = get_fake_csi_pvc_lister(filter_name, scName, *driver_names)
    pvc_lister.extend(extra_claims)
    p = CSILimits(
        csi_node_lister=get_fake_csi_node_lister(csi_node),
        pv_lister=get_fake_csi_pv_lister(filter_name, *driver_names),
        pvc_lister=pvc_lister,
        sc_lister=get_fake_csi_storage_class_lister(scName, driver_names[0]),
        random_volume_id_prefix=rand.string(gorand.new(gorand.new_source(0)), 32),
        translator=csitrans.new(),
    )
    state = framework.new_cycle_state()
    _, got_pre_filter_status = p.pre_filter(state, new_pod)
    assert got_pre_filter_status == want_pre_filter_status
    if framework.Status.code(got_pre_filter_status) != framework.Skip:
        got_status = p.filter(state, new_pod, node)
        _assert_status(got_status, want_status)


def _qhint_cases() -> list[Any]:
    aws = _vol(aws_elastic_block_store=v1.AWSElasticBlockStoreVolumeSource())
    return [
        pytest.param(
            make_pod().pvc("csi-ebs.csi.aws.com-2").obj(),
            make_pod().pvc("placeholder").obj(),
            False,
            framework.Queue,
            id="return a Queue when a deleted pod has a PVC",
        ),
        pytest.param(
            make_pod().pvc("csi-ebs.csi.aws.com-2").obj(),
            make_pod().volume(aws).obj(),
            False,
            framework.Queue,
            id="return a Queue when a deleted pod has a inline migratable volume",
        ),
        pytest.param(
            make_pod().pvc("csi-ebs.csi.aws.com-2").obj(),
            make_pod().obj(),
            False,
            framework.QueueSkip,
            id="return a QueueSkip when a deleted pod doesn't have any volume",
        ),
        pytest.param(
            make_pod().pvc("csi-ebs.csi.aws.com-2").obj(),
            make_pod().pvc("csi-ebs.csi.aws.com-0").obj(),
            True,
            framework.QueueSkip,
            id="return a QueueSkip when a deleted pod is not scheduled.",
        ),
    ]


@pytest.mark.parametrize(
    ("new_pod", "deleted_pod", "deleted_pod_not_scheduled", "want_q_hint"), _qhint_cases()
)
def test_csi_limits_q_hint(
    new_pod: v1.Pod,
    deleted_pod: v1.Pod,
    deleted_pod_not_scheduled: bool,
    want_q_hint: framework.QueueingHint,
) -> None:
    node, csi_node = get_node_with_pod_and_volume_limits("csiNode", [], 1, "")
    if csi_node is not None:
        enable_migration_on_node(csi_node, csilibplugins.AWSEBSDriverName)
    node_obj = node.node()
    assert node_obj is not None
    deleted_pod.spec.node_name = "" if deleted_pod_not_scheduled else node_obj.name

    p = CSILimits(
        csi_node_lister=CSINodeLister(),
        pv_lister=PersistentVolumeLister(),
        pvc_lister=PersistentVolumeClaimLister(),
        sc_lister=StorageClassLister(),
        random_volume_id_prefix=rand.string(gorand.new(gorand.new_source(0)), 32),
        translator=csitrans.new(),
    )
    qhint = p.is_schedulable_after_pod_deleted(new_pod, deleted_pod, None)
    assert qhint == want_q_hint


def get_fake_csi_pv_lister(volume_name: str, *driver_names: str) -> PersistentVolumeLister:
    pv_lister = PersistentVolumeLister()
    for driver in driver_names:
        for j in range(4):
            volume_handle = f"{volume_name}-{driver}-{j}"
            if driver == csilibplugins.AWSEBSInTreePluginName:
                source = v1.PersistentVolumeSource(
                    aws_elastic_block_store=v1.AWSElasticBlockStoreVolumeSource(
                        volume_id=volume_handle
                    )
                )
            elif driver == hostpathInTreePluginName:
                source = v1.PersistentVolumeSource(host_path=v1.HostPathVolumeSource(path="/tmp"))
            else:
                source = v1.PersistentVolumeSource(
                    csi=v1.CSIPersistentVolumeSource(driver=driver, volume_handle=volume_handle)
                )
            pv_lister.append(
                v1.PersistentVolume(
                    metadata=metav1.ObjectMeta(name=volume_handle),
                    spec=v1.PersistentVolumeSpec(persistent_volume_source=source),
                )
            )
    return pv_lister


def get_fake_csi_pvc_lister(
    volume_name: str, sc_name: str, *driver_names: str
) -> PersistentVolumeClaimLister:
    pvc_lister = PersistentVolumeClaimLister()
    for driver in driver_names:
        for j in range(4):
            v = f"{volume_name}-{driver}-{j}"
            pvc_lister.append(
                v1.PersistentVolumeClaim(
                    metadata=metav1.ObjectMeta(name=v),
                    spec=v1.PersistentVolumeClaimSpec(volume_name=v),
                )
            )
    pvc_lister.append(
        v1.PersistentVolumeClaim(
            metadata=metav1.ObjectMeta(name=volume_name + "-4"),
            spec=v1.PersistentVolumeClaimSpec(storage_class_name=sc_name),
        )
    )
    pvc_lister.append(
        v1.PersistentVolumeClaim(
            metadata=metav1.ObjectMeta(name=volume_name + "-5"),
            spec=v1.PersistentVolumeClaimSpec(),
        )
    )
    # A PVC whose PV is missing but whose storage class exists.
    pvc_lister.append(
        v1.PersistentVolumeClaim(
            metadata=metav1.ObjectMeta(name=volume_name + "-6"),
            spec=v1.PersistentVolumeClaimSpec(
                storage_class_name=sc_name, volume_name="missing-in-action"
            ),
        )
    )
    return pvc_lister


def enable_migration_on_node(csi_node: storagev1.CSINode, plugin_name: str) -> None:
    csi_node.metadata.annotations[v1.MigratedPluginsAnnotationKey] = plugin_name


def get_fake_csi_storage_class_lister(sc_name: str, provisioner_name: str) -> StorageClassLister:
    return StorageClassLister(
        [
            storagev1.StorageClass(
                metadata=metav1.ObjectMeta(name=sc_name), provisioner=provisioner_name
            )
        ]
    )


def get_fake_csi_node_lister(csi_node: storagev1.CSINode | None) -> CSINodeLister:
    csi_node_lister = CSINodeLister()
    if csi_node is not None:
        csi_node_lister.append(copy.deepcopy(csi_node))
    return csi_node_lister


def get_node_with_pod_and_volume_limits(
    limit_source: str, pods: list[v1.Pod], limit: int, *driver_names: str
) -> tuple[framework.NodeInfo, storagev1.CSINode | None]:
    node_info = framework.new_node_info(*pods)
    node = v1.Node(
        metadata=metav1.ObjectMeta(name="node-for-max-pd-test-1"),
        status=v1.NodeStatus(allocatable={}),
    )
    csi_node: storagev1.CSINode | None = None

    def add_limit_to_node() -> None:
        for driver in driver_names:
            node.status.allocatable[get_volume_limit_key(driver)] = new_quantity(limit, DecimalSI)

    def init_csi_node() -> storagev1.CSINode:
        return storagev1.CSINode(
            metadata=metav1.ObjectMeta(name="node-for-max-pd-test-1"),
            spec=storagev1.CSINodeSpec(drivers=[]),
        )

    def add_drivers_csi_node(add_limits: bool) -> storagev1.CSINode:
        new_csi_node = init_csi_node()
        for driver in driver_names:
            d = storagev1.CSINodeDriver(name=driver, node_id="node-for-max-pd-test-1")
            if add_limits:
                d.allocatable = storagev1.VolumeNodeResources(count=limit)
            new_csi_node.spec.drivers.append(d)
        return new_csi_node

    if limit_source == "node":
        add_limit_to_node()
    elif limit_source == "csinode":
        csi_node = add_drivers_csi_node(True)
    elif limit_source == "both":
        add_limit_to_node()
        csi_node = add_drivers_csi_node(True)
    elif limit_source == "csinode-with-no-limit":
        csi_node = add_drivers_csi_node(False)
    elif limit_source == "no-csi-driver":
        csi_node = init_csi_node()

    node_info.set_node(node)
    return node_info, csi_node
