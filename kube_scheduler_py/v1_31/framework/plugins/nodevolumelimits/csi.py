"""NodeVolumeLimits (CSILimits): a node may attach only so many volumes of each CSI driver.

The limit comes from the driver's CSINode allocatable count (or the node's
attachable-volumes-csi-<driver> resource); in-tree volumes migrated to CSI count for their
CSI driver.
"""

from __future__ import annotations

from typing import Any, Protocol

from kube_scheduler_py import gorand
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import csi_translation_lib as csitrans
from kube_scheduler_py.v1_31.api import errors as apierrors
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import (
    PersistentVolumeClaimLister,
    PersistentVolumeLister,
)
from kube_scheduler_py.v1_31.api.client_go.listers.storage.v1 import (
    CSINodeLister,
    StorageClassLister,
)
from kube_scheduler_py.v1_31.api.component_helpers.storage import ephemeral
from kube_scheduler_py.v1_31.api.component_helpers.storage import volume as storagehelpers
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util import rand
from kube_scheduler_py.v1_31.api.volume import util as volumeutil
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.util import utils as util

from .non_csi import ErrReasonMaxVolumeCountExceeded
from .utils import is_csi_migration_on, volume_limits

CSIName = names.NodeVolumeLimits


class NodeVolumeLimitsError(framework.FrameworkError):
    """An error of the volume limit plugins (a claim without name or not found, a failed
    translation, unexpected event objects).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def _wrap_error(message: str, err: BaseException | None) -> NodeVolumeLimitsError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = NodeVolumeLimitsError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


class InTreeToCSITranslator(Protocol):
    """The CSI migration questions and translations the plugin asks.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L43-L51
    """

    def is_pv_migratable(self, pv: v1.PersistentVolume | None) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L44-L44"""

    def is_inline_migratable(self, vol: v1.Volume | None) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L45-L45"""

    def is_migratable_intree_plugin_by_name(self, in_tree_plugin_name: str) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L46-L46"""

    def get_in_tree_plugin_name_from_spec(
        self, pv: v1.PersistentVolume | None, vol: v1.Volume | None
    ) -> str:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L47-L47"""

    def get_csi_name_from_in_tree_name(self, plugin_name: str) -> str:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L48-L48"""

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L49-L49"""

    def translate_in_tree_inline_volume_to_csi(
        self, volume: v1.Volume | None, pod_namespace: str
    ) -> v1.PersistentVolume:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L50-L50"""


class CSILimits(framework.PreFilterPlugin, framework.FilterPlugin, framework.EnqueueExtensions):
    """Rejects nodes where the pod's new CSI volumes would exceed a driver's attach limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L54-L63
    """

    def __init__(
        self,
        csi_node_lister: CSINodeLister,
        pv_lister: PersistentVolumeLister,
        pvc_lister: PersistentVolumeClaimLister,
        sc_lister: StorageClassLister,
        random_volume_id_prefix: str,
        translator: InTreeToCSITranslator,
    ) -> None:
        self.csi_node_lister = csi_node_lister
        self.pv_lister = pv_lister
        self.pvc_lister = pvc_lister
        self.sc_lister = sc_lister
        self.random_volume_id_prefix = random_volume_id_prefix
        self.translator = translator

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L73-L75
        """
        return CSIName

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """New CSINodes (no hint: any may help), deletions of pods with volumes, new PVCs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L79-L87
        """
        return [
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.CSINode, action_type=framework.Add)
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=framework.Delete),
                queueing_hint_fn=self.is_schedulable_after_pod_deleted,
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.PersistentVolumeClaim, action_type=framework.Add
                )
            ),
        ]

    def is_schedulable_after_pod_deleted(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the deleted pod was bound and used a PVC, an ephemeral or a
        migratable inline volume.

        Raises NodeVolumeLimitsError when the objects are not pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L89-L111
        """
        try:
            deleted_pod, _ = util.as_(v1.Pod, old_obj, new_obj)
        except util.AsError as err:
            raise _wrap_error("unexpected objects in isSchedulableAfterPodDeleted", err) from err
        assert deleted_pod is not None

        if len(deleted_pod.spec.volumes) == 0:
            return framework.QueueSkip
        if deleted_pod.spec.node_name == "":
            return framework.QueueSkip

        for vol in deleted_pod.spec.volumes:
            if (
                vol.persistent_volume_claim is not None
                or vol.ephemeral is not None
                or self.translator.is_inline_migratable(vol)
            ):
                return framework.Queue
        return framework.QueueSkip

    def pre_filter(
        self, state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Skip unless the pod has a PVC, an ephemeral or a migratable inline volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L116-L126
        """
        for vol in pod.spec.volumes:
            if (
                vol.persistent_volume_claim is not None
                or vol.ephemeral is not None
                or self.translator.is_inline_migratable(vol)
            ):
                return None, None
        return None, framework.new_status(framework.Skip)

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: nothing to update when pods are added or removed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L129-L131
        """
        return None

    def filter(
        self, state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Unschedulable when, for some driver, the node's attached volumes plus the pod's new
        ones (a volume shared with a node's pod counts once) exceed the driver's limit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L134-L204
        """
        if len(pod.spec.volumes) == 0:
            return None

        node = node_info.node()
        assert node is not None

        # Without a CSINode the limits may still come from the node object.
        csi_node: storagev1.CSINode | None
        try:
            csi_node = self.csi_node_lister.get(node.name)
        except Exception:
            # Python: any lister error means "no CSINode", as in Go.
            csi_node = None

        new_volumes: dict[str, str] = {}
        try:
            self.filter_attachable_volumes(pod, csi_node, True, new_volumes)
        except Exception as err:
            if apierrors.is_not_found(err):
                # The pod cannot run before its PVC exists.
                return framework.new_status(framework.UnschedulableAndUnresolvable, str(err))
            return framework.as_status(err)

        if len(new_volumes) == 0:
            return None

        node_volume_limits = get_volume_limits(node_info, csi_node)
        if len(node_volume_limits) == 0:
            return None

        attached_volumes: dict[str, str] = {}
        for existing_pod in node_info.pods:
            try:
                self.filter_attachable_volumes(existing_pod.pod, csi_node, False, attached_volumes)
            except Exception as err:
                return framework.as_status(err)

        attached_volume_count: dict[str, int] = {}
        for volume_unique_name, volume_limit_key in attached_volumes.items():
            # A volume used by several pods counts once.
            new_volumes.pop(volume_unique_name, None)
            attached_volume_count[volume_limit_key] = (
                attached_volume_count.get(volume_limit_key, 0) + 1
            )

        new_volume_count: dict[str, int] = {}
        for volume_limit_key in new_volumes.values():
            new_volume_count[volume_limit_key] = new_volume_count.get(volume_limit_key, 0) + 1

        for volume_limit_key, count in new_volume_count.items():
            if volume_limit_key in node_volume_limits:
                max_volume_limit = node_volume_limits[volume_limit_key]
                current_volume_count = attached_volume_count.get(volume_limit_key, 0)
                if current_volume_count + count > max_volume_limit:
                    return framework.new_status(
                        framework.Unschedulable, ErrReasonMaxVolumeCountExceeded
                    )

        return None

    def filter_attachable_volumes(
        self,
        pod: v1.Pod,
        csi_node: storagev1.CSINode | None,
        new_pod: bool,
        result: dict[str, str],
    ) -> None:
        """Add the pod's CSI volumes to result ("<driver>/<handle>" to limit key).

        A missing PVC is an error for the pod being scheduled and ignored for pods already on
        the node. Raises NodeVolumeLimitsError (and the lister's errors, wrapped).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L206-L272
        """
        for vol in pod.spec.volumes:
            pvc_name = ""
            is_ephemeral = False
            if vol.persistent_volume_claim is not None:
                # A CSI volume is used through a PVC.
                pvc_name = vol.persistent_volume_claim.claim_name
            elif vol.ephemeral is not None:
                # A generic ephemeral volume's PVC, whose owner is checked below.
                pvc_name = ephemeral.volume_claim_name(pod, vol)
                is_ephemeral = True
            else:
                # An inline volume counts when it is migrated to CSI (else non-CSI counts it).
                self.check_attachable_inline_volume(vol, csi_node, pod, result)
                continue

            if pvc_name == "":
                raise NodeVolumeLimitsError("PersistentVolumeClaim had no name")

            try:
                pvc = self.pvc_lister.persistent_volume_claims(pod.namespace).get(pvc_name)
            except Exception as err:
                if new_pod:
                    # The new pod cannot run without the PVC.
                    raise _wrap_error(f"looking up PVC {pod.namespace}/{pvc_name}", err) from err
                # A broken PVC of a running pod is not counted.
                continue

            if is_ephemeral:
                ephemeral.volume_is_for_pod(pod, pvc)

            driver_name, volume_handle = self.get_csi_driver_info(csi_node, pvc)
            if driver_name == "" or volume_handle == "":
                continue

            volume_unique_name = f"{driver_name}/{volume_handle}"
            volume_limit_key = volumeutil.get_csi_attach_limit_key(driver_name)
            result[volume_unique_name] = volume_limit_key

    def check_attachable_inline_volume(
        self,
        vol: v1.Volume,
        csi_node: storagev1.CSINode | None,
        pod: v1.Pod,
        result: dict[str, str],
    ) -> None:
        """Add an inline volume to result when it is migratable and migrated on the node.

        Raises NodeVolumeLimitsError when the translation fails.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L276-L313
        """
        if not self.translator.is_inline_migratable(vol):
            return
        try:
            in_tree_provisioner_name = self.translator.get_in_tree_plugin_name_from_spec(None, vol)
        except Exception as err:
            raise _wrap_error(f"looking up provisioner name for volume {vol.name}", err) from err
        if not is_csi_migration_on(csi_node, in_tree_provisioner_name):
            return
        try:
            translated_pv = self.translator.translate_in_tree_inline_volume_to_csi(
                vol, pod.namespace
            )
        except Exception as err:
            raise _wrap_error(f"converting volume({vol.name}) from inline to csi", err) from err
        try:
            driver_name = self.translator.get_csi_name_from_in_tree_name(in_tree_provisioner_name)
        except Exception as err:
            raise _wrap_error(
                f"looking up CSI driver name for provisioner {in_tree_provisioner_name}", err
            ) from err
        # A translation without CSI source means the volume type has no inline support.
        csi = translated_pv.spec.persistent_volume_source.csi
        if csi is None:
            return
        volume_unique_name = f"{driver_name}/{csi.volume_handle}"
        volume_limit_key = volumeutil.get_csi_attach_limit_key(driver_name)
        result[volume_unique_name] = volume_limit_key

    def get_csi_driver_info(
        self, csi_node: storagev1.CSINode | None, pvc: v1.PersistentVolumeClaim
    ) -> tuple[str, str]:
        """The CSI driver and volume handle of the PVC's volume ("" when it does not count);
        migrated in-tree PVs answer for their CSI driver.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L318-L368
        """
        pv_name = pvc.spec.volume_name

        if pv_name == "":
            return self.get_csi_driver_info_from_sc(csi_node, pvc)

        try:
            pv = self.pv_lister.get(pv_name)
        except Exception:
            # The PV may be gone, or the PVC pre-bound to a PV not created yet: count it
            # through its storage class instead.
            return self.get_csi_driver_info_from_sc(csi_node, pvc)

        csi_source = pv.spec.persistent_volume_source.csi
        if csi_source is None:
            # A fast path for non-CSI volumes that cannot migrate.
            if not self.translator.is_pv_migratable(pv):
                return "", ""

            try:
                plugin_name = self.translator.get_in_tree_plugin_name_from_spec(pv, None)
            except Exception:
                return "", ""

            if not is_csi_migration_on(csi_node, plugin_name):
                return "", ""

            try:
                csi_pv = self.translator.translate_in_tree_pv_to_csi(pv)
            except Exception:
                return "", ""

            if csi_pv.spec.persistent_volume_source.csi is None:
                return "", ""

            csi_source = csi_pv.spec.persistent_volume_source.csi

        return csi_source.driver, csi_source.volume_handle

    def get_csi_driver_info_from_sc(
        self, csi_node: storagev1.CSINode | None, pvc: v1.PersistentVolumeClaim
    ) -> tuple[str, str]:
        """The CSI driver of the PVC's storage class and a made-up volume handle for the
        unbound PVC; ("", "") when the class is unknown or its plugin not migrated.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L371-L410
        """
        namespace = pvc.namespace
        pvc_name = pvc.name
        sc_name = storagehelpers.get_persistent_volume_claim_class(pvc)

        # Without a (known) class the PVC binds immediately and must already be bound.
        if sc_name == "":
            return "", ""

        try:
            storage_class = self.sc_lister.get(sc_name)
        except Exception:
            return "", ""

        # The random prefix keeps made-up handles apart from real volume IDs.
        volume_handle = f"{self.random_volume_id_prefix}-{namespace}/{pvc_name}"

        provisioner = storage_class.provisioner
        if self.translator.is_migratable_intree_plugin_by_name(provisioner):
            if not is_csi_migration_on(csi_node, provisioner):
                return "", ""

            try:
                driver_name = self.translator.get_csi_name_from_in_tree_name(provisioner)
            except Exception:
                return "", ""
            return driver_name, volume_handle

        return provisioner, volume_handle


def new_csi(
    _pl_args: object,
    handle: framework.Handle,
    fts: Features,
    rng: gorand.Rand | None = None,
) -> framework.Plugin:
    """Build the plugin on the informers' listers and the CSI translator.

    # Python: the random volume ID prefix comes from rng (a fixed-seed generator when none is
    # given), not from a package-global generator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L413-L429
    """
    informer_factory = handle.shared_informer_factory()
    pv_lister = informer_factory.core().v1().persistent_volumes().lister()
    pvc_lister = informer_factory.core().v1().persistent_volume_claims().lister()
    csi_nodes_lister = informer_factory.storage().v1().csi_nodes().lister()
    sc_lister = informer_factory.storage().v1().storage_classes().lister()
    csi_translator = csitrans.new()

    return CSILimits(
        csi_node_lister=csi_nodes_lister,
        pv_lister=pv_lister,
        pvc_lister=pvc_lister,
        sc_lister=sc_lister,
        random_volume_id_prefix=rand.string(rng or gorand.new(gorand.new_source(0)), 32),
        translator=csi_translator,
    )


def get_volume_limits(
    node_info: framework.NodeInfo, csi_node: storagev1.CSINode | None
) -> dict[str, int]:
    """The node's volume limits: its attachable-volumes-* resources, overridden by the
    CSINode's per-driver allocatable counts.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/nodevolumelimits/csi.go#L431-L445
    """
    node_volume_limits = volume_limits(node_info)
    if csi_node is not None:
        for d in csi_node.spec.drivers:
            if d.allocatable is not None and d.allocatable.count is not None:
                k = volumeutil.get_csi_attach_limit_key(d.name)
                node_volume_limits[k] = d.allocatable.count
    return node_volume_limits
