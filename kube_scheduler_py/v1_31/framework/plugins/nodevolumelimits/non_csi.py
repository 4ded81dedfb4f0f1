"""The deprecated cloud volume limit plugins: EBSLimits, GCEPDLimits, AzureDiskLimits and
CinderLimits.

Each counts the node's volumes of one in-tree type (inline or through PVCs) against a limit
from KUBE_MAX_PD_VOLS, the node's allocatable or a per-cloud default. Once the type is
migrated to CSI on the node, NodeVolumeLimits counts it instead.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kube_scheduler_py import gorand
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import errors as apierrors
from kube_scheduler_py.v1_31.api.component_helpers.storage import ephemeral
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.csi_translation_lib import plugins as csilibplugins
from kube_scheduler_py.v1_31.api.storage import v1 as storage
from kube_scheduler_py.v1_31.api.util import rand
from kube_scheduler_py.v1_31.api.volume import util as volumeutil
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features

from .utils import is_csi_migration_on, volume_limits

if TYPE_CHECKING:
    from .csi import (
        CSINodeLister,
        PersistentVolumeClaimLister,
        PersistentVolumeLister,
        StorageClassLister,
    )

defaultMaxGCEPDVolumes = 16
defaultMaxAzureDiskVolumes = 16
ebsVolumeFilterType = "EBS"
gcePDVolumeFilterType = "GCE"
azureDiskVolumeFilterType = "AzureDisk"
cinderVolumeFilterType = "Cinder"
ErrReasonMaxVolumeCountExceeded = "node(s) exceed max volume count"
KubeMaxPDVols = "KUBE_MAX_PD_VOLS"

AzureDiskName = names.AzureDiskLimits
CinderName = names.CinderLimits
EBSName = names.EBSLimits
GCEPDName = names.GCEPDLimits


class NonCSILimitsError(framework.FrameworkError):
    """An error of the non-CSI volume limit plugins (a claim without name or not found).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def new_azure_disk(
    _pl_args: object, handle: framework.Handle, fts: Features, rng: gorand.Rand | None = None
) -> framework.Plugin:
    """Build AzureDiskLimits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L74-L77
    """
    informer_factory = handle.shared_informer_factory()
    p = new_non_csi_limits_with_informer_factory(
        azureDiskVolumeFilterType, informer_factory, fts, rng
    )
    # Python: Go returns the plugin unchecked; the filter name is valid, so it exists.
    assert p is not None
    return p


def new_cinder(
    _pl_args: object, handle: framework.Handle, fts: Features, rng: gorand.Rand | None = None
) -> framework.Plugin:
    """Build CinderLimits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L83-L86
    """
    informer_factory = handle.shared_informer_factory()
    p = new_non_csi_limits_with_informer_factory(cinderVolumeFilterType, informer_factory, fts, rng)
    # Python: Go returns the plugin unchecked; the filter name is valid, so it exists.
    assert p is not None
    return p


def new_ebs(
    _pl_args: object, handle: framework.Handle, fts: Features, rng: gorand.Rand | None = None
) -> framework.Plugin:
    """Build EBSLimits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L92-L95
    """
    informer_factory = handle.shared_informer_factory()
    p = new_non_csi_limits_with_informer_factory(ebsVolumeFilterType, informer_factory, fts, rng)
    # Python: Go returns the plugin unchecked; the filter name is valid, so it exists.
    assert p is not None
    return p


def new_gcepd(
    _pl_args: object, handle: framework.Handle, fts: Features, rng: gorand.Rand | None = None
) -> framework.Plugin:
    """Build GCEPDLimits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L101-L104
    """
    informer_factory = handle.shared_informer_factory()
    p = new_non_csi_limits_with_informer_factory(gcePDVolumeFilterType, informer_factory, fts, rng)
    # Python: Go returns the plugin unchecked; the filter name is valid, so it exists.
    assert p is not None
    return p


@dataclass(slots=True, frozen=True)
class VolumeFilter:
    """How one plugin recognizes its volumes, PVs and storage classes, and whether its
    volumes are migrated to CSI on a node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L422-L430
    """

    filter_volume: Callable[[v1.Volume], tuple[str, bool]]
    filter_persistent_volume: Callable[[v1.PersistentVolume], tuple[str, bool]]
    match_provisioner: Callable[[storage.StorageClass], bool]
    is_migrated: Callable[[storage.CSINode | None], bool]


class nonCSILimits(framework.PreFilterPlugin, framework.FilterPlugin, framework.EnqueueExtensions):
    """Counts one in-tree volume type on a node against its limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L107-L121
    """

    def __init__(
        self,
        name: str,
        filter: VolumeFilter,
        volume_limit_key: str,
        max_volume_func: Callable[[v1.Node], int],
        csi_node_lister: CSINodeLister | None,
        pv_lister: PersistentVolumeLister,
        pvc_lister: PersistentVolumeClaimLister,
        sc_lister: StorageClassLister,
        random_volume_id_prefix: str,
    ) -> None:
        self._name = name
        self.filter_ = filter
        self.volume_limit_key = volume_limit_key
        self.max_volume_func = max_volume_func
        self.csi_node_lister = csi_node_lister
        self.pv_lister = pv_lister
        self.pvc_lister = pvc_lister
        self.sc_lister = sc_lister
        # Prefixes the made-up IDs of unbound PVCs so they never equal a real volume ID.
        self.random_volume_id_prefix = random_volume_id_prefix

    def name(self) -> str:
        """The plugin name (EBSLimits, GCEPDLimits, ...).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L203-L205
        """
        return self._name

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """New nodes, pod deletions and new PVCs, without hints.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L209-L215
        """
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Node, action_type=framework.Add)
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=framework.Delete)
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.PersistentVolumeClaim, action_type=framework.Add
                )
            ),
        ]

    def pre_filter(
        self, state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Skip unless the pod has a volume of the plugin's type, a PVC or an ephemeral volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L220-L231
        """
        for vol in pod.spec.volumes:
            _, ok = self.filter_.filter_volume(vol)
            if ok or vol.persistent_volume_claim is not None or vol.ephemeral is not None:
                return None, None
        return None, framework.new_status(framework.Skip)

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: nothing to update when pods are added or removed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L234-L236
        """
        return None

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Unschedulable when the node's distinct volumes of the type plus the pod's new ones
        exceed the limit; skipped when the type is migrated to CSI on the node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L239-L304
        """
        if len(pod.spec.volumes) == 0:
            return None

        new_volumes: set[str] = set()
        try:
            self.filter_volumes(pod, True, new_volumes)
        except Exception as err:
            if apierrors.is_not_found(err):
                # The pod cannot run before its PVC exists.
                return framework.new_status(framework.UnschedulableAndUnresolvable, str(err))
            return framework.as_status(err)

        if len(new_volumes) == 0:
            return None

        node = node_info.node()
        assert node is not None

        csi_node: storage.CSINode | None = None
        if self.csi_node_lister is not None:
            try:
                csi_node = self.csi_node_lister.get(node.name)
            except Exception:
                # The CSINode only tells whether the type is migrated; go on without it.
                csi_node = None

        # A migrated type is counted by NodeVolumeLimits.
        if self.filter_.is_migrated(csi_node):
            return None

        existing_volumes: set[str] = set()
        for existing_pod in node_info.pods:
            try:
                self.filter_volumes(existing_pod.pod, False, existing_volumes)
            except Exception as err:
                return framework.as_status(err)
        num_existing_volumes = len(existing_volumes)

        # Volumes the node already mounts do not count twice.
        new_volumes -= existing_volumes

        num_new_volumes = len(new_volumes)
        max_attach_limit = self.max_volume_func(node)
        limits = volume_limits(node_info)
        if self.volume_limit_key in limits:
            max_attach_limit = limits[self.volume_limit_key]

        if num_existing_volumes + num_new_volumes > max_attach_limit:
            return framework.new_status(framework.Unschedulable, ErrReasonMaxVolumeCountExceeded)
        return None

    def filter_volumes(self, pod: v1.Pod, new_pod: bool, filtered_volumes: set[str]) -> None:
        """Add the IDs of the pod's volumes of the type to filtered_volumes; unbound PVCs (or
        PVs not found) of a matching class count under a made-up ID.

        A missing PVC is an error for the pod being scheduled and ignored for pods already on
        the node. Raises NonCSILimitsError (and the lister's errors, wrapped).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L306-L390
        """
        for vol in pod.spec.volumes:
            id_, ok = self.filter_.filter_volume(vol)
            if ok:
                filtered_volumes.add(id_)
                continue

            pvc_name = ""
            is_ephemeral = False
            if vol.persistent_volume_claim is not None:
                pvc_name = vol.persistent_volume_claim.claim_name
            elif vol.ephemeral is not None:
                # A generic ephemeral volume's PVC, whose owner is checked below.
                pvc_name = ephemeral.volume_claim_name(pod, vol)
                is_ephemeral = True
            else:
                continue
            if pvc_name == "":
                raise NonCSILimitsError("PersistentVolumeClaim had no name")

            # Until the volume ID is known, namespace/pvcName (with the random prefix) stands in.
            pv_id = f"{self.random_volume_id_prefix}-{pod.namespace}/{pvc_name}"

            try:
                pvc = self.pvc_lister.persistent_volume_claims(pod.namespace).get(pvc_name)
            except Exception as err:
                if new_pod:
                    # The new pod cannot run without the PVC.
                    wrapped = NonCSILimitsError(f"looking up PVC {pod.namespace}/{pvc_name}: {err}")
                    raise wrapped from err
                # A broken PVC of a running pod is not counted.
                continue

            if is_ephemeral:
                ephemeral.volume_is_for_pod(pod, pvc)

            pv_name = pvc.spec.volume_name
            if pv_name == "":
                # An unbound PVC may still use its former PV: count it if its class matches.
                if self.match_provisioner(pvc):
                    filtered_volumes.add(pv_id)
                continue

            try:
                pv = self.pv_lister.get(pv_name)
            except Exception:
                # A PV that cannot be found counts if the PVC's class matches.
                if self.match_provisioner(pvc):
                    filtered_volumes.add(pv_id)
                continue

            id_, ok = self.filter_.filter_persistent_volume(pv)
            if ok:
                filtered_volumes.add(id_)

    def match_provisioner(self, pvc: v1.PersistentVolumeClaim) -> bool:
        """Whether the PVC's storage class provisions volumes of the plugin's type.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L393-L404
        """
        if pvc.spec.storage_class_name is None:
            return False
        try:
            storage_class = self.sc_lister.get(pvc.spec.storage_class_name)
        except Exception:
            return False
        return self.filter_.match_provisioner(storage_class)


def new_non_csi_limits_with_informer_factory(
    filter_name: str, informer_factory: Any, fts: Features, rng: gorand.Rand | None = None
) -> framework.Plugin | None:
    """Build the plugin for filter_name on the informers' listers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L128-L140
    """
    pv_lister = informer_factory.core().v1().persistent_volumes().lister()
    pvc_lister = informer_factory.core().v1().persistent_volume_claims().lister()
    csi_nodes_lister = informer_factory.storage().v1().csi_nodes().lister()
    sc_lister = informer_factory.storage().v1().storage_classes().lister()
    return new_non_csi_limits(
        filter_name, csi_nodes_lister, sc_lister, pv_lister, pvc_lister, fts, rng
    )


def new_non_csi_limits(
    filter_name: str,
    csi_node_lister: CSINodeLister | None,
    sc_lister: StorageClassLister,
    pv_lister: PersistentVolumeLister,
    pvc_lister: PersistentVolumeClaimLister,
    fts: Features,
    rng: gorand.Rand | None = None,
) -> framework.Plugin | None:
    """The volume limit plugin for filter_name (EBS, GCE, AzureDisk or Cinder); None for an
    unknown name.

    # Python: the random volume ID prefix comes from rng (a fixed-seed generator when none is
    # given), not from a package-global generator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L152-L200
    """
    if filter_name == ebsVolumeFilterType:
        name, filter_, volume_limit_key = EBSName, ebsVolumeFilter, volumeutil.EBSVolumeLimitKey
    elif filter_name == gcePDVolumeFilterType:
        name, filter_, volume_limit_key = GCEPDName, gcePDVolumeFilter, volumeutil.GCEVolumeLimitKey
    elif filter_name == azureDiskVolumeFilterType:
        name, filter_ = AzureDiskName, azureDiskVolumeFilter
        volume_limit_key = volumeutil.AzureVolumeLimitKey
    elif filter_name == cinderVolumeFilterType:
        name, filter_ = CinderName, cinderVolumeFilter
        volume_limit_key = volumeutil.CinderVolumeLimitKey
    else:
        # Python: Go logs "wrong filterName" and returns nil.
        return None
    return nonCSILimits(
        name=name,
        filter=filter_,
        volume_limit_key=volume_limit_key,
        max_volume_func=get_max_volume_func(filter_name),
        csi_node_lister=csi_node_lister,
        pv_lister=pv_lister,
        pvc_lister=pvc_lister,
        sc_lister=sc_lister,
        random_volume_id_prefix=rand.string(rng or gorand.new(gorand.new_source(0)), 32),
    )


def get_max_vol_limit_from_env() -> int:
    """The positive integer in KUBE_MAX_PD_VOLS, or -1 when it is unset or invalid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L407-L419
    """
    raw_max_vols = os.environ.get(KubeMaxPDVols, "")
    if raw_max_vols != "":
        # Python: Go logs the parse errors; int() stands in for strconv.Atoi.
        try:
            parsed_max_vols = int(raw_max_vols)
        except ValueError:
            return -1
        if parsed_max_vols > 0:
            return parsed_max_vols
    return -1


def _ebs_filter_volume(vol: v1.Volume) -> tuple[str, bool]:
    if vol.aws_elastic_block_store is not None:
        return vol.aws_elastic_block_store.volume_id, True
    return "", False


def _ebs_filter_persistent_volume(pv: v1.PersistentVolume) -> tuple[str, bool]:
    if pv.spec.aws_elastic_block_store is not None:
        return pv.spec.aws_elastic_block_store.volume_id, True
    return "", False


ebsVolumeFilter = VolumeFilter(
    filter_volume=_ebs_filter_volume,
    filter_persistent_volume=_ebs_filter_persistent_volume,
    match_provisioner=lambda sc: sc.provisioner == csilibplugins.AWSEBSInTreePluginName,
    is_migrated=lambda csi_node: is_csi_migration_on(
        csi_node, csilibplugins.AWSEBSInTreePluginName
    ),
)


def _gce_filter_volume(vol: v1.Volume) -> tuple[str, bool]:
    if vol.gce_persistent_disk is not None:
        return vol.gce_persistent_disk.pd_name, True
    return "", False


def _gce_filter_persistent_volume(pv: v1.PersistentVolume) -> tuple[str, bool]:
    if pv.spec.gce_persistent_disk is not None:
        return pv.spec.gce_persistent_disk.pd_name, True
    return "", False


gcePDVolumeFilter = VolumeFilter(
    filter_volume=_gce_filter_volume,
    filter_persistent_volume=_gce_filter_persistent_volume,
    match_provisioner=lambda sc: sc.provisioner == csilibplugins.GCEPDInTreePluginName,
    is_migrated=lambda csi_node: is_csi_migration_on(csi_node, csilibplugins.GCEPDInTreePluginName),
)


def _azure_filter_volume(vol: v1.Volume) -> tuple[str, bool]:
    if vol.azure_disk is not None:
        return vol.azure_disk.disk_name, True
    return "", False


def _azure_filter_persistent_volume(pv: v1.PersistentVolume) -> tuple[str, bool]:
    if pv.spec.azure_disk is not None:
        return pv.spec.azure_disk.disk_name, True
    return "", False


azureDiskVolumeFilter = VolumeFilter(
    filter_volume=_azure_filter_volume,
    filter_persistent_volume=_azure_filter_persistent_volume,
    match_provisioner=lambda sc: sc.provisioner == csilibplugins.AzureDiskInTreePluginName,
    is_migrated=lambda csi_node: is_csi_migration_on(
        csi_node, csilibplugins.AzureDiskInTreePluginName
    ),
)


def _cinder_filter_volume(vol: v1.Volume) -> tuple[str, bool]:
    if vol.cinder is not None:
        return vol.cinder.volume_id, True
    return "", False


def _cinder_filter_persistent_volume(pv: v1.PersistentVolume) -> tuple[str, bool]:
    if pv.spec.cinder is not None:
        return pv.spec.cinder.volume_id, True
    return "", False


cinderVolumeFilter = VolumeFilter(
    filter_volume=_cinder_filter_volume,
    filter_persistent_volume=_cinder_filter_persistent_volume,
    match_provisioner=lambda sc: sc.provisioner == csilibplugins.CinderInTreePluginName,
    is_migrated=lambda csi_node: is_csi_migration_on(
        csi_node, csilibplugins.CinderInTreePluginName
    ),
)


def get_max_volume_func(filter_name: str) -> Callable[[v1.Node], int]:
    """The limit function of a filter: KUBE_MAX_PD_VOLS if set, else the cloud's default
    (for EBS by the node's instance type).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L533-L560
    """

    def max_volume(node: v1.Node) -> int:
        max_volumes_from_env = get_max_vol_limit_from_env()
        if max_volumes_from_env > 0:
            return max_volumes_from_env

        node_instance_type = ""
        for k, v in node.labels.items():
            if k in (v1.LabelInstanceType, v1.LabelInstanceTypeStable):
                node_instance_type = v
                break
        if filter_name == ebsVolumeFilterType:
            return get_max_ebs_volume(node_instance_type)
        if filter_name == gcePDVolumeFilterType:
            return defaultMaxGCEPDVolumes
        if filter_name == azureDiskVolumeFilterType:
            return defaultMaxAzureDiskVolumes
        if filter_name == cinderVolumeFilterType:
            return volumeutil.DefaultMaxCinderVolumes
        return -1

    return max_volume


def get_max_ebs_volume(node_instance_type: str) -> int:
    """The EBS limit of an instance type: lower for Nitro types.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/non_csi.go#L562-L567
    """
    if re.search(volumeutil.EBSNitroLimitRegex, node_instance_type):
        return volumeutil.DefaultMaxEBSNitroVolumeLimit
    return volumeutil.DefaultMaxEBSVolumes
