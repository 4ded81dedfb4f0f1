"""VolumeZone: a pod's bound persistent volumes must lie in the node's zone and region.

The zone and region labels of each bound PV (beta or GA) must match the node's; a node
without any topology label accepts every volume (single-zone clusters).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import errors as apierrors
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import (
    PersistentVolumeClaimLister,
    PersistentVolumeLister,
)
from kube_scheduler_py.v1_31.api.client_go.listers.storage.v1 import StorageClassLister
from kube_scheduler_py.v1_31.api.cloud_provider.volume import helpers as volumehelpers
from kube_scheduler_py.v1_31.api.component_helpers.storage import volume as storagehelpers
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.storage import v1 as storage
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.util import utils as util

Name = names.VolumeZone
preFilterStateKey = "PreFilter" + Name
ErrReasonConflict = "node(s) had no available volume zone"


class VolumeZoneError(framework.FrameworkError):
    """An error of the VolumeZone plugin (wrong cycle state, unexpected event objects).

    Python-only: Go returns plain `error` values here; this class names them.
    """


@dataclass(slots=True)
class pvTopology:
    """One topology label of a PV: the label key and the zones (or regions) it lists.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L62-L66
    """

    pv_name: str
    key: str
    values: set[str] = field(default_factory=set)


class stateData(framework.StateData):
    """The topologies of the pod's bound PVs, computed at PreFilter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L71-L75
    """

    def __init__(self, pod_pv_topologies: list[pvTopology]) -> None:
        self.pod_pv_topologies = pod_pv_topologies

    def clone(self) -> framework.StateData:
        """The state itself; it is never modified after PreFilter.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L77-L79
        """
        return self


topologyLabels = [
    v1.LabelFailureDomainBetaZone,
    v1.LabelFailureDomainBetaRegion,
    v1.LabelTopologyZone,
    v1.LabelTopologyRegion,
]


def translate_to_ga_label(label: str) -> str:
    """The GA label key of a beta zone or region key; other keys unchanged.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L88-L96
    """
    if label == v1.LabelFailureDomainBetaRegion:
        return v1.LabelTopologyRegion
    if label == v1.LabelFailureDomainBetaZone:
        return v1.LabelTopologyZone
    return label


class VolumeZone(framework.PreFilterPlugin, framework.FilterPlugin, framework.EnqueueExtensions):
    """Filters out nodes outside the zones of the pod's bound persistent volumes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L41-L45
    """

    def __init__(
        self,
        pv_lister: PersistentVolumeLister,
        pvc_lister: PersistentVolumeClaimLister,
        sc_lister: StorageClassLister,
    ) -> None:
        self.pv_lister = pv_lister
        self.pvc_lister = pvc_lister
        self.sc_lister = sc_lister

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L99-L101
        """
        return Name

    def pre_filter(
        self, cs: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Collect the topologies of the pod's bound PVs; Skip when there are none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L109-L120
        """
        pod_pv_topologies, status = self.get_pv_by_pod(pod)
        if not framework.Status.is_success(status):
            return None, status
        if len(pod_pv_topologies) == 0:
            return None, framework.new_status(framework.Skip)
        cs.write(preFilterStateKey, stateData(pod_pv_topologies=pod_pv_topologies))
        return None, None

    def get_pv_by_pod(self, pod: v1.Pod) -> tuple[list[pvTopology], framework.Status | None]:
        """The topologies of the PVs bound to the pod's claims; unbound claims of a
        WaitForFirstConsumer class are skipped, other unbound claims are unresolvable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L123-L165
        """
        pod_pv_topologies: list[pvTopology] = []

        for pvc_name in self.get_persistent_volume_claim_name_from_pod(pod):
            if pvc_name == "":
                return [], framework.new_status(
                    framework.UnschedulableAndUnresolvable, "PersistentVolumeClaim had no name"
                )
            try:
                pvc = self.pvc_lister.persistent_volume_claims(pod.namespace).get(pvc_name)
            except Exception as err:
                # Python: the lister's error type is not fixed; getErrorAsStatus sorts it.
                return [], get_error_as_status(err)

            pv_name = pvc.spec.volume_name
            if pv_name == "":
                sc_name = storagehelpers.get_persistent_volume_claim_class(pvc)
                if len(sc_name) == 0:
                    return [], framework.new_status(
                        framework.UnschedulableAndUnresolvable,
                        "PersistentVolumeClaim had no pv name and storageClass name",
                    )

                try:
                    class_ = self.sc_lister.get(sc_name)
                except Exception as err:
                    return [], get_error_as_status(err)
                if class_.volume_binding_mode is None:
                    return [], framework.new_status(
                        framework.UnschedulableAndUnresolvable,
                        f"VolumeBindingMode not set for StorageClass {go_quote(sc_name)}",
                    )
                if class_.volume_binding_mode == storage.VolumeBindingWaitForFirstConsumer:
                    # The volume is bound later; nothing to check yet.
                    continue

                return [], framework.new_status(
                    framework.UnschedulableAndUnresolvable, "PersistentVolume had no name"
                )

            try:
                pv = self.pv_lister.get(pv_name)
            except Exception as err:
                return [], get_error_as_status(err)
            pod_pv_topologies.extend(self.get_pv_topologies(pv))
        return pod_pv_topologies, None

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """None: the state does not depend on other pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L168-L170
        """
        return None

    def filter(
        self, cs: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """UnschedulableAndUnresolvable when a topology label of a bound PV is missing on the
        node (beta keys also match the node's GA label) or has a value the PV does not list.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L188-L236
        """
        # A pod without volumes always fits.
        if len(pod.spec.volumes) == 0:
            return None
        try:
            pod_pv_topologies = get_state_data(cs).pod_pv_topologies
        except (framework.ErrNotFound, VolumeZoneError):
            # PreFilter did not run: compute the PV topologies here.
            pod_pv_topologies, status = self.get_pv_by_pod(pod)
            if not framework.Status.is_success(status):
                return status

        node = node_info.node()
        assert node is not None
        has_any_node_constraint = any(label in node.labels for label in topologyLabels)
        if not has_any_node_constraint:
            # A node without topology labels (single-zone cluster) accepts every volume.
            return None

        for pv_topology in pod_pv_topologies:
            v = node.labels.get(pv_topology.key)
            if v is None:
                # Match a PV's beta label against the node's GA label.
                v = node.labels.get(translate_to_ga_label(pv_topology.key))
            if v is None or v not in pv_topology.values:
                return framework.new_status(
                    framework.UnschedulableAndUnresolvable, ErrReasonConflict
                )

        return None

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """New WaitForFirstConsumer storage classes, new nodes or node label (and taint, see
        below) changes, and added or updated PVCs and PVs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L262-L284
        """
        return [
            # volumeBindingMode is immutable, so only additions matter.
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.StorageClass, action_type=framework.Add
                ),
                queueing_hint_fn=self.is_schedulable_after_storage_class_added,
            ),
            # UpdateNodeTaint stands in for node additions that preCheck filters out while
            # the node is not ready.
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.Node,
                    action_type=framework.Add
                    | framework.UpdateNodeLabel
                    | framework.UpdateNodeTaint,
                ),
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.PersistentVolumeClaim,
                    action_type=framework.Add | framework.Update,
                ),
                queueing_hint_fn=self.is_schedulable_after_persistent_volume_claim_change,
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.PersistentVolume,
                    action_type=framework.Add | framework.Update,
                ),
                queueing_hint_fn=self.is_schedulable_after_persistent_volume_change,
            ),
        ]

    def get_persistent_volume_claim_name_from_pod(self, pod: v1.Pod) -> list[str]:
        """The claim names of the pod's PVC volumes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L287-L298
        """
        return [
            volume.persistent_volume_claim.claim_name
            for volume in pod.spec.volumes
            if volume.persistent_volume_claim is not None
        ]

    def is_schedulable_after_persistent_volume_claim_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added or updated claim is one of its own.

        Raises VolumeZoneError when the objects are not PVCs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L302-L314
        """
        try:
            _, modified_pvc = util.as_(v1.PersistentVolumeClaim, old_obj, new_obj)
        except util.AsError as err:
            raise _wrap_error(
                "unexpected objects in isSchedulableAfterPersistentVolumeClaimChange", err
            ) from err
        if self.is_pvc_requested_from_pod(modified_pvc, pod):
            return framework.Queue
        return framework.QueueSkip

    def is_pvc_requested_from_pod(self, pvc: v1.PersistentVolumeClaim | None, pod: v1.Pod) -> bool:
        """Whether the pod uses the claim.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L317-L330
        """
        if pvc is None or pod.namespace != pvc.namespace:
            return False
        return pvc.name in self.get_persistent_volume_claim_name_from_pod(pod)

    def is_schedulable_after_storage_class_added(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the new storage class binds WaitForFirstConsumer.

        Raises VolumeZoneError when the object is not a StorageClass.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L335-L347
        """
        try:
            _, added_storage_class = util.as_(storage.StorageClass, None, new_obj)
        except util.AsError as err:
            raise _wrap_error(
                "unexpected objects in isSchedulableAfterStorageClassAdded", err
            ) from err
        assert added_storage_class is not None
        if (
            added_storage_class.volume_binding_mode is None
            or added_storage_class.volume_binding_mode != storage.VolumeBindingWaitForFirstConsumer
        ):
            return framework.QueueSkip
        return framework.Queue

    def is_schedulable_after_persistent_volume_change(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod for a new PV, or a PV whose topology labels changed.

        Raises VolumeZoneError when the objects are not PVs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L352-L370
        """
        try:
            original_pv, modified_pv = util.as_(v1.PersistentVolume, old_obj, new_obj)
        except util.AsError as err:
            raise _wrap_error(
                "unexpected objects in isSchedulableAfterPersistentVolumeChange", err
            ) from err
        if original_pv is None:
            return framework.Queue
        assert modified_pv is not None
        original_pv_topologies = self.get_pv_topologies(original_pv)
        modified_pv_topologies = self.get_pv_topologies(modified_pv)
        if original_pv_topologies != modified_pv_topologies:
            return framework.Queue
        return framework.QueueSkip

    def get_pv_topologies(self, pv: v1.PersistentVolume) -> list[pvTopology]:
        """The PV's topology labels, in topologyLabels order; labels that do not parse are
        ignored (node affinity is NodeAffinity's business and immutable anyway).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L376-L393
        """
        pod_pv_topologies: list[pvTopology] = []
        for key in topologyLabels:
            if key in pv.labels:
                try:
                    label_zones_set = volumehelpers.label_zones_to_set(pv.labels[key])
                except volumehelpers.ZonesError:
                    continue
                pod_pv_topologies.append(
                    pvTopology(pv_name=pv.name, key=key, values=label_zones_set)
                )
        return pod_pv_topologies


def _wrap_error(message: str, err: BaseException) -> VolumeZoneError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = VolumeZoneError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


def get_state_data(cs: framework.CycleState) -> stateData:
    """Read the PreFilter state; raises framework.ErrNotFound when it is missing and
    VolumeZoneError when it has the wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L238-L248
    """
    state = cs.read(preFilterStateKey)
    if not isinstance(state, stateData):
        raise VolumeZoneError("unable to convert state into stateData")
    return state


def get_error_as_status(err: BaseException | None) -> framework.Status | None:
    """UnschedulableAndUnresolvable (with the error's message) for a NotFound lookup, an
    error status for any other error, None for no error.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L250-L258
    """
    if err is not None:
        if apierrors.is_not_found(err):
            return framework.new_status(framework.UnschedulableAndUnresolvable, str(err))
        return framework.as_status(err)
    return None


def new(_pl_args: object, handle: framework.Handle) -> framework.Plugin:
    """Build the plugin on the PV, PVC and StorageClass informers' listers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumezone/volume_zone.go#L396-L406
    """
    informer_factory = handle.shared_informer_factory()
    pv_lister = informer_factory.core().v1().persistent_volumes().lister()
    pvc_lister = informer_factory.core().v1().persistent_volume_claims().lister()
    sc_lister = informer_factory.storage().v1().storage_classes().lister()
    return VolumeZone(pv_lister=pv_lister, pvc_lister=pvc_lister, sc_lister=sc_lister)
