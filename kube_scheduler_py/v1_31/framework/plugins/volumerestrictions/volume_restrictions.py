"""VolumeRestrictions: a pod may not share certain disks with the pods of a node.

GCE PDs, AWS EBS volumes, Ceph RBD images and iSCSI disks cannot be mounted read-write by two
pods of the same node; a ReadWriteOncePod claim can be used by one pod of the whole cluster.
"""

from __future__ import annotations

from typing import Any

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api import errors as apierrors
from kube_scheduler_py.v1_31.api.client_go.listers.core.v1 import PersistentVolumeClaimLister
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1.helper import helpers as v1helper
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.plugins import names
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.util import utils as util

Name = names.VolumeRestrictions
preFilterStateKey = "PreFilter" + Name
ErrReasonDiskConflict = "node(s) had no available disk"
ErrReasonReadWriteOncePodConflict = (
    "node has pod using PersistentVolumeClaim with the same name and ReadWriteOncePod access mode"
)


class VolumeRestrictionsError(framework.FrameworkError):
    """An error of the VolumeRestrictions plugin (missing or wrong cycle state, bad event).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class VolumeRestrictions(
    framework.PreFilterPlugin,
    framework.FilterPlugin,
    framework.PreFilterExtensions,
    framework.EnqueueExtensions,
):
    """Rejects nodes where the pod's disks conflict with those of the node's pods, and
    ReadWriteOncePod claims already in use.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L37-L40
    """

    def __init__(
        self, pvc_lister: PersistentVolumeClaimLister, shared_lister: framework.SharedLister
    ) -> None:
        self.pvc_lister = pvc_lister
        self.shared_lister = shared_lister

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L97-L99
        """
        return Name

    def pre_filter(
        self, cycle_state: framework.CycleState, pod: v1.Pod
    ) -> tuple[framework.PreFilterResult | None, framework.Status | None]:
        """Count how many scheduled pods already use the pod's ReadWriteOncePod claims; Skip
        when the pod has neither such a claim in use nor a disk to check.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L164-L191
        """
        needs_check = any(needs_restrictions_check(v) for v in pod.spec.volumes)

        try:
            pvcs = self.read_write_once_pod_pvcs_for_pod(pod)
        except Exception as err:
            # Python: the lister's error type is not fixed; NotFound is told apart as in Go.
            if apierrors.is_not_found(err):
                return None, framework.new_status(framework.UnschedulableAndUnresolvable, str(err))
            return None, framework.as_status(err)

        s = self.cal_pre_filter_state(pod, pvcs)

        if not needs_check and s.conflicting_pvc_ref_count == 0:
            return None, framework.new_status(framework.Skip)
        cycle_state.write(preFilterStateKey, s)
        return None, None

    def add_pod(
        self,
        cycle_state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_add: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        """Count the added pod's uses of the pod's ReadWriteOncePod claims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L194-L201
        """
        try:
            state = get_pre_filter_state(cycle_state)
        except VolumeRestrictionsError as err:
            return framework.as_status(err)
        state.update_with_pod(pod_info_to_add, 1)
        return None

    def remove_pod(
        self,
        cycle_state: framework.CycleState,
        pod_to_schedule: v1.Pod,
        pod_info_to_remove: framework.PodInfo,
        node_info: framework.NodeInfo,
    ) -> framework.Status | None:
        """Uncount the removed pod's uses of the pod's ReadWriteOncePod claims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L204-L211
        """
        try:
            state = get_pre_filter_state(cycle_state)
        except VolumeRestrictionsError as err:
            return framework.as_status(err)
        state.update_with_pod(pod_info_to_remove, -1)
        return None

    def cal_pre_filter_state(self, pod: v1.Pod, pvcs: set[str]) -> preFilterState:
        """The state for the pod's ReadWriteOncePod claims pvcs: each one a scheduled pod
        uses counts once (at most one pod can use it).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L229-L242
        """
        conflicting_pvc_ref_count = 0
        for pvc in pvcs:
            key = framework.get_namespaced_name(pod.namespace, pvc)
            if self.shared_lister.storage_infos().is_pvc_used_by_pods(key):
                conflicting_pvc_ref_count += 1
        return preFilterState(
            read_write_once_pod_pvcs=pvcs, conflicting_pvc_ref_count=conflicting_pvc_ref_count
        )

    def read_write_once_pod_pvcs_for_pod(self, pod: v1.Pod) -> set[str]:
        """The names of the pod's claims with the ReadWriteOncePod access mode; raises the
        lister's error when a claim does not exist.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L244-L262
        """
        pvcs: set[str] = set()
        for volume in pod.spec.volumes:
            if volume.persistent_volume_claim is None:
                continue

            pvc = self.pvc_lister.persistent_volume_claims(pod.namespace).get(
                volume.persistent_volume_claim.claim_name
            )

            if not v1helper.contains_access_mode(pvc.spec.access_modes, v1.ReadWriteOncePod):
                continue
            pvcs.add(pvc.name)
        return pvcs

    def pre_filter_extensions(self) -> framework.PreFilterExtensions | None:
        """The plugin itself (it implements AddPod and RemovePod).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L293-L295
        """
        return self

    def filter(
        self, cycle_state: framework.CycleState, pod: v1.Pod, node_info: framework.NodeInfo
    ) -> framework.Status | None:
        """Unschedulable when the pod's disks conflict with the node's pods, or when one of its
        ReadWriteOncePod claims is in use (preemption may help with both).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L308-L317
        """
        if not satisfy_volume_conflicts(pod, node_info):
            return framework.new_status(framework.Unschedulable, ErrReasonDiskConflict)
        try:
            state = get_pre_filter_state(cycle_state)
        except VolumeRestrictionsError as err:
            return framework.as_status(err)
        return satisfy_read_write_once_pod(state)

    def events_to_register(self) -> list[framework.ClusterEventWithHint]:
        """Pod deletions (disks released), node additions, and PVC additions (a missing claim
        created).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L321-L335
        """
        return [
            # spec.volumes is immutable, so pod updates cannot help.
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Pod, action_type=framework.Delete),
                queueing_hint_fn=self.is_schedulable_after_pod_deleted,
            ),
            # Any new node may do; no hint.
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(resource=framework.Node, action_type=framework.Add)
            ),
            framework.ClusterEventWithHint(
                event=framework.ClusterEvent(
                    resource=framework.PersistentVolumeClaim, action_type=framework.Add
                ),
                queueing_hint_fn=self.is_schedulable_after_persistent_volume_claim_added,
            ),
        ]

    def is_schedulable_after_persistent_volume_claim_added(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the added claim is one of its own.

        Raises VolumeRestrictionsError when the objects are not PVCs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L339-L361
        """
        try:
            _, new_persistent_volume_claim = util.as_(v1.PersistentVolumeClaim, old_obj, new_obj)
        except util.AsError as err:
            raise _wrap_error(
                "unexpected objects in isSchedulableAfterPersistentVolumeClaimChange", err
            ) from err
        assert new_persistent_volume_claim is not None

        if new_persistent_volume_claim.namespace != pod.namespace:
            return framework.QueueSkip

        for volume in pod.spec.volumes:
            if volume.persistent_volume_claim is None:
                continue
            if volume.persistent_volume_claim.claim_name == new_persistent_volume_claim.name:
                return framework.Queue
        return framework.QueueSkip

    def is_schedulable_after_pod_deleted(
        self, pod: v1.Pod, old_obj: Any, new_obj: Any
    ) -> framework.QueueingHint:
        """Queue the pod when the deleted pod (same namespace) held a conflicting disk or one of
        the pod's claims.

        Raises VolumeRestrictionsError when the objects are not pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L365-L402
        """
        try:
            deleted_pod, _ = util.as_(v1.Pod, old_obj, new_obj)
        except util.AsError as err:
            raise _wrap_error("unexpected objects in isSchedulableAfterPodDeleted", err) from err
        assert deleted_pod is not None

        if deleted_pod.namespace != pod.namespace:
            return framework.QueueSkip

        node_info = framework.new_node_info(deleted_pod)
        if not satisfy_volume_conflicts(pod, node_info):
            return framework.Queue

        # A deleted pod using one of the pod's claims may free a ReadWriteOncePod claim; the
        # claim's access mode is not looked up (that would be costly).
        claims = {
            volume.persistent_volume_claim.claim_name
            for volume in pod.spec.volumes
            if volume.persistent_volume_claim is not None
        }
        for volume in deleted_pod.spec.volumes:
            if (
                volume.persistent_volume_claim is not None
                and volume.persistent_volume_claim.claim_name in claims
            ):
                return framework.Queue

        return framework.QueueSkip


class preFilterState(framework.StateData):
    """The pod's ReadWriteOncePod claims and how many scheduled pods use them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L61-L66
    """

    def __init__(self, read_write_once_pod_pvcs: set[str], conflicting_pvc_ref_count: int) -> None:
        self.read_write_once_pod_pvcs = read_write_once_pod_pvcs
        self.conflicting_pvc_ref_count = conflicting_pvc_ref_count

    def update_with_pod(self, pod_info: framework.PodInfo, multiplier: int) -> None:
        """Add (multiplier 1) or remove (-1) a pod's uses of the claims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L68-L70
        """
        self.conflicting_pvc_ref_count += multiplier * self.conflicting_pvc_ref_count_for_pod(
            pod_info
        )

    def conflicting_pvc_ref_count_for_pod(self, pod_info: framework.PodInfo) -> int:
        """How many of the pod's volumes use one of the claims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L72-L83
        """
        conflicts = 0
        for volume in pod_info.pod.spec.volumes:
            if volume.persistent_volume_claim is None:
                continue
            if volume.persistent_volume_claim.claim_name in self.read_write_once_pod_pvcs:
                conflicts += 1
        return conflicts

    def clone(self) -> framework.StateData:
        """A copy with its own count (the claim set is shared; it never changes).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L86-L94
        """
        return preFilterState(
            read_write_once_pod_pvcs=self.read_write_once_pod_pvcs,
            conflicting_pvc_ref_count=self.conflicting_pvc_ref_count,
        )


def _wrap_error(message: str, err: BaseException) -> VolumeRestrictionsError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = VolumeRestrictionsError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


def is_volume_conflict(volume: v1.Volume, pod: v1.Pod) -> bool:
    """Whether the volume conflicts with one of the pod's: the same GCE PD or iSCSI disk unless
    both are read-only, the same EBS volume, or the same RBD image (a shared monitor, same
    pool and image) unless both are read-only.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L101-L141
    """
    for existing_volume in pod.spec.volumes:
        disk, existing_disk = volume.gce_persistent_disk, existing_volume.gce_persistent_disk
        if (
            disk is not None
            and existing_disk is not None
            and disk.pd_name == existing_disk.pd_name
            and not (disk.read_only and existing_disk.read_only)
        ):
            return True

        ebs, existing_ebs = volume.aws_elastic_block_store, existing_volume.aws_elastic_block_store
        if ebs is not None and existing_ebs is not None and ebs.volume_id == existing_ebs.volume_id:
            return True

        iscsi, existing_iscsi = volume.iscsi, existing_volume.iscsi
        # iSCSI disks are RWO or ROX: the same IQN may only be shared read-only.
        if (
            iscsi is not None
            and existing_iscsi is not None
            and iscsi.iqn == existing_iscsi.iqn
            and not (iscsi.read_only and existing_iscsi.read_only)
        ):
            return True

        rbd, existing_rbd = volume.rbd, existing_volume.rbd
        if (
            rbd is not None
            and existing_rbd is not None
            and have_overlap(rbd.monitors, existing_rbd.monitors)
            and rbd.pool == existing_rbd.pool
            and rbd.image == existing_rbd.image
            and not (rbd.read_only and existing_rbd.read_only)
        ):
            return True

    return False


def have_overlap(a1: list[str], a2: list[str]) -> bool:
    """Whether the two lists share an element.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L144-L156
    """
    return not set(a1).isdisjoint(a2)


def needs_restrictions_check(v: v1.Volume) -> bool:
    """Whether the volume is of a kind whose sharing is restricted.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L159-L161
    """
    return (
        v.gce_persistent_disk is not None
        or v.aws_elastic_block_store is not None
        or v.rbd is not None
        or v.iscsi is not None
    )


def get_pre_filter_state(cycle_state: framework.CycleState) -> preFilterState:
    """Read the PreFilter state; raises VolumeRestrictionsError when it is missing or of the
    wrong type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L213-L225
    """
    try:
        c = cycle_state.read(preFilterStateKey)
    except framework.ErrNotFound:
        # PreFilter did not run (or skipped the plugin).
        raise VolumeRestrictionsError(
            f"cannot read {go_quote(preFilterStateKey)} from cycleState"
        ) from None

    if not isinstance(c, preFilterState):
        # Python: Go prints the value with %+v; here its repr.
        raise VolumeRestrictionsError(f"{c!r} convert to volumerestrictions.state error")
    return c


def satisfy_volume_conflicts(pod: v1.Pod, node_info: framework.NodeInfo) -> bool:
    """Whether none of the pod's restricted volumes conflicts with the node's pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L266-L279
    """
    for v in pod.spec.volumes:
        if not needs_restrictions_check(v):
            continue
        for ev in node_info.pods:
            if is_volume_conflict(v, ev.pod):
                return False
    return True


def satisfy_read_write_once_pod(state: preFilterState | None) -> framework.Status | None:
    """Unschedulable when a ReadWriteOncePod claim of the pod is in use.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L282-L290
    """
    if state is None:
        return None
    if state.conflicting_pvc_ref_count > 0:
        return framework.new_status(framework.Unschedulable, ErrReasonReadWriteOncePodConflict)
    return None


def new(_pl_args: object, handle: framework.Handle, fts: Features) -> framework.Plugin:
    """Build the plugin on the PVC informer's lister and the snapshot.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumerestrictions/volume_restrictions.go#L405-L414
    """
    informer_factory = handle.shared_informer_factory()
    pvc_lister = informer_factory.core().v1().persistent_volume_claims().lister()
    shared_lister = handle.snapshot_shared_lister()
    return VolumeRestrictions(pvc_lister=pvc_lister, shared_lister=shared_lister)
