"""The scheduler's volume binder: matching a pod's unbound PVCs to PVs (or dynamic
provisioning) per node, assuming the choice in memory, and making it real before binding.

How it fits the scheduling cycle:
1. PreFilter: GetPodVolumeClaims sorts the pod's claims (bound, unbound delayed, unbound
   immediate); GetEligibleNodes may narrow the nodes from bound local PVs.
2. Filter: FindPodVolumes checks bound PVs' node affinity, finds matching PVs for unbound
   claims, and checks that the rest can be provisioned (class topology, storage capacity).
3. Reserve: AssumePodVolumes writes the chosen PV bindings and the selected-node annotations
   into the assume caches.
4. PreBind: BindPodVolumes sends the updates to the API server and waits until the PV
   controller has bound every claim.
"""

from __future__ import annotations

import copy
import functools
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Protocol

from kube_scheduler_py.clock import Clock
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api import csi_translation_lib as csitrans
from kube_scheduler_py.v1_31.api import errors as apierrors
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.component_helpers.storage import ephemeral, volume
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1.helper import helpers as v1helper
from kube_scheduler_py.v1_31.api.csi_translation_lib import plugins as csiplugins
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.meta.v1 import helpers as metav1helpers
from kube_scheduler_py.v1_31.api.resource import Quantity
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util import wait
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.api.volume import util
from kube_scheduler_py.v1_31.util import assumecache

from .assume_cache import (
    PVAssumeCache,
    PVCAssumeCache,
    new_pv_assume_cache,
    new_pvc_assume_cache,
)

#: Why volume binding is impossible on a node (a reason string).
ConflictReason = str
#: All the reasons of a node.
ConflictReasons = list[ConflictReason]

ErrReasonBindConflict: ConflictReason = "node(s) didn't find available persistent volumes to bind"
ErrReasonNodeConflict: ConflictReason = "node(s) had volume node affinity conflict"
ErrReasonNotEnoughSpace = "node(s) did not have enough free storage"
ErrReasonPVNotExist = "node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)"


class VolumeBinderError(Exception):
    """An error of the volume binder (missing objects, failed checks, binding timeouts).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def _wrap_error(message: str, err: BaseException) -> VolumeBinderError:
    """Build the error Go's fmt.Errorf("<message>: %w", err) returns."""
    wrapped = VolumeBinderError(f"{message}: {err}")
    wrapped.__cause__ = err
    return wrapped


@dataclass(slots=True)
class BindingInfo:
    """A PVC and the PV proposed for it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L77-L83
    """

    pvc: v1.PersistentVolumeClaim
    pv: v1.PersistentVolume

    def storage_class_name(self) -> str:
        """The PV's storage class.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L86-L88
        """
        return self.pv.spec.storage_class_name

    def storage_resource(self) -> StorageResource:
        """The PVC's requested and the PV's storage capacity, in bytes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L97-L105
        """
        requested_qty = self.pvc.spec.resources.requests.get(v1.ResourceStorage, Quantity())
        capacity_qty = self.pv.spec.capacity.get(v1.ResourceStorage, Quantity())
        return StorageResource(requested=requested_qty.value(), capacity=capacity_qty.value())


@dataclass(slots=True)
class StorageResource:
    """Requested and available storage (bytes).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L91-L94
    """

    requested: int = 0
    capacity: int = 0


@dataclass(slots=True)
class PodVolumes:
    """A pod's volume decisions for one node: static bindings and claims to provision.

    # Python: Go's nil slices are None here (FindPodVolumes returns nil for empty ones, and
    # bindAPIUpdate tells nil from empty).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L108-L114
    """

    static_bindings: list[BindingInfo] | None = None
    dynamic_provisions: list[v1.PersistentVolumeClaim] | None = None


class InTreeToCSITranslator(Protocol):
    """The CSI migration calls the binder makes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L118-L122
    """

    def is_pv_migratable(self, pv: v1.PersistentVolume | None) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L119-L119"""

    def get_in_tree_plugin_name_from_spec(
        self, pv: v1.PersistentVolume | None, vol: v1.Volume | None
    ) -> str:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L120-L120"""

    def translate_in_tree_pv_to_csi(self, pv: v1.PersistentVolume | None) -> v1.PersistentVolume:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L121-L121"""


@dataclass(slots=True)
class PodVolumeClaims:
    """A pod's claims sorted for scheduling, plus the PVs of the delayed claims' classes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L205-L214
    """

    bound_claims: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    unbound_claims_delay_binding: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    unbound_claims_immediate: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    unbound_volumes_delay_binding: dict[str, list[v1.PersistentVolume]] = field(
        default_factory=dict
    )


class SchedulerVolumeBinder(Protocol):
    """What the VolumeBinding plugin asks of the volume binder.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L152-L203
    """

    def get_pod_volume_claims(self, pod: v1.Pod) -> PodVolumeClaims:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L155-L155"""

    def get_eligible_nodes(self, bound_claims: list[v1.PersistentVolumeClaim]) -> set[str] | None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L163-L163"""

    def find_pod_volumes(
        self, pod: v1.Pod, pod_volume_claims: PodVolumeClaims, node: v1.Node
    ) -> tuple[PodVolumes | None, ConflictReasons]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L178-L178"""

    def assume_pod_volumes(
        self, assumed_pod: v1.Pod, node_name: str, pod_volumes: PodVolumes | None
    ) -> bool:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L189-L189"""

    def revert_assumed_pod_volumes(self, pod_volumes: PodVolumes | None) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L192-L192"""

    async def bind_pod_volumes(self, assumed_pod: v1.Pod, pod_volumes: PodVolumes | None) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L202-L202"""


@dataclass(slots=True)
class CapacityCheck:
    """The informers storage capacity checks read.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L241-L244
    """

    csi_driver_informer: Any
    csi_storage_capacity_informer: Any


class volumeBinder:
    """The SchedulerVolumeBinder on informer listers, assume caches and the API client.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L216-L234
    """

    def __init__(
        self,
        kube_client: Any,
        class_lister: Any,
        pod_lister: Any,
        node_lister: Any,
        csi_node_lister: Any,
        pvc_cache: PVCAssumeCache,
        pv_cache: PVAssumeCache,
        bind_timeout: timedelta,
        translator: InTreeToCSITranslator,
        csi_driver_lister: Any,
        csi_storage_capacity_lister: Any,
        clock: Clock,
    ) -> None:
        self.kube_client = kube_client
        self.class_lister = class_lister
        self.pod_lister = pod_lister
        self.node_lister = node_lister
        self.csi_node_lister = csi_node_lister
        self.pvc_cache = pvc_cache
        self.pv_cache = pv_cache
        # How long to wait for the bind operation to succeed.
        self.bind_timeout = bind_timeout
        self.translator = translator
        self.csi_driver_lister = csi_driver_lister
        self.csi_storage_capacity_lister = csi_storage_capacity_lister
        # Python: not in Go, which waits for bindings on the wall clock.
        self.clock = clock

    def find_pod_volumes(
        self, pod: v1.Pod, pod_volume_claims: PodVolumeClaims, node: v1.Node
    ) -> tuple[PodVolumes | None, ConflictReasons]:
        """The node's volume decisions for the pod, and the reasons it does not fit (none when
        it fits). Raises VolumeBinderError (and helper errors) when something goes wrong.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L281-L385
        """
        pod_volumes = PodVolumes()

        # True for pods without volumes; turned into reasons at the end.
        unbound_volumes_satisfied = True
        bound_volumes_satisfied = True
        sufficient_storage = True
        bound_pvs_found = True

        static_bindings: list[BindingInfo] = []
        dynamic_provisions: list[v1.PersistentVolumeClaim] = []

        # Python: Go's deferred functions run after the body; here they follow the helper.
        def finish() -> tuple[PodVolumes | None, ConflictReasons]:
            reasons: ConflictReasons = []
            if not bound_volumes_satisfied:
                reasons.append(ErrReasonNodeConflict)
            if not unbound_volumes_satisfied:
                reasons.append(ErrReasonBindConflict)
            if not sufficient_storage:
                reasons.append(ErrReasonNotEnoughSpace)
            if not bound_pvs_found:
                reasons.append(ErrReasonPVNotExist)
            # Empty lists are normalized to None (easier testing).
            pod_volumes.static_bindings = static_bindings or None
            pod_volumes.dynamic_provisions = dynamic_provisions or None
            return pod_volumes, reasons

        # Check PV node affinity of bound volumes.
        if len(pod_volume_claims.bound_claims) > 0:
            bound_volumes_satisfied, bound_pvs_found = self.check_bound_claims(
                pod_volume_claims.bound_claims, node, pod
            )

        # Find matching volumes or provisioning for unbound claims.
        if len(pod_volume_claims.unbound_claims_delay_binding) > 0:
            claims_to_find_matching: list[v1.PersistentVolumeClaim] = []
            claims_to_provision: list[v1.PersistentVolumeClaim] = []

            # Claims already being provisioned for a node.
            for claim in pod_volume_claims.unbound_claims_delay_binding:
                if volume.AnnSelectedNode in claim.annotations:
                    if claim.annotations[volume.AnnSelectedNode] != node.name:
                        # Fast path: provisioning goes on for another node.
                        unbound_volumes_satisfied = False
                        return finish()
                    claims_to_provision.append(claim)
                else:
                    claims_to_find_matching.append(claim)

            if len(claims_to_find_matching) > 0:
                unbound_volumes_satisfied, static_bindings, unbound_claims = (
                    self.find_matching_volumes(
                        pod,
                        claims_to_find_matching,
                        pod_volume_claims.unbound_volumes_delay_binding,
                        node,
                    )
                )
                claims_to_provision.extend(unbound_claims)

            # The first place where insufficient storage can show up.
            if len(claims_to_provision) > 0:
                unbound_volumes_satisfied, sufficient_storage, provisions = (
                    self.check_volume_provisions(pod, claims_to_provision, node)
                )
                dynamic_provisions = provisions or []

        return finish()

    def get_eligible_nodes(self, bound_claims: list[v1.PersistentVolumeClaim]) -> set[str] | None:
        """The nodes the pod's bound local PVs allow (their intersection), or None when they
        do not restrict the nodes (or a PV is missing).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L393-L434
        """
        if len(bound_claims) == 0:
            return None

        eligible_nodes: set[str] | None = None
        errs: list[BaseException] = []
        for pvc in bound_claims:
            pv_name = pvc.spec.volume_name
            try:
                pv = self.pv_cache.get_pv(pv_name)
            except assumecache.AssumeCacheError as err:
                errs.append(err)
                continue

            # A local PV pinned to nodes restricts the eligible nodes.
            node_names = util.get_local_persistent_volume_node_names(pv)
            if len(node_names) != 0:
                if eligible_nodes is None:
                    eligible_nodes = set(node_names)
                else:
                    # PVs pinned to different nodes leave no node.
                    eligible_nodes = eligible_nodes & set(node_names)

        if len(errs) > 0:
            return None
        return eligible_nodes

    def assume_pod_volumes(
        self, assumed_pod: v1.Pod, node_name: str, pod_volumes: PodVolumes | None
    ) -> bool:
        """Assume the chosen PV bindings and the claims' selected node in the caches, and
        replace pod_volumes' entries by the assumed objects. True when all of the pod's
        volumes are bound already (nothing assumed). Raises on a failed assume (after
        reverting what was assumed).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L441-L501
        """
        if self.are_pod_volumes_bound(assumed_pod):
            return True
        # Python: Go would dereference a nil PodVolumes here; FindPodVolumes never returns one.
        assert pod_volumes is not None

        # Assume the PVs.
        new_bindings: list[BindingInfo] = []
        for binding in pod_volumes.static_bindings or []:
            new_pv, dirty = volume.get_bind_volume_to_claim(binding.pv, binding.pvc)
            if dirty:
                try:
                    self.pv_cache.assume(new_pv)
                except Exception:
                    self.revert_assumed_pvs(new_bindings)
                    raise
            new_bindings.append(BindingInfo(pv=new_pv, pvc=binding.pvc))

        # Assume the PVCs to provision.
        new_provisioned_pvcs: list[v1.PersistentVolumeClaim] = []
        for claim in pod_volumes.dynamic_provisions or []:
            # The claim may come from an informer cache: work on a copy.
            claim_clone = copy.deepcopy(claim)
            metav1helpers.set_meta_data_annotation(
                claim_clone.metadata, volume.AnnSelectedNode, node_name
            )
            try:
                self.pvc_cache.assume(claim_clone)
            except Exception:
                self.revert_assumed_pvs(new_bindings)
                self.revert_assumed_pvcs(new_provisioned_pvcs)
                raise
            new_provisioned_pvcs.append(claim_clone)

        pod_volumes.static_bindings = new_bindings
        pod_volumes.dynamic_provisions = new_provisioned_pvcs
        return False

    def revert_assumed_pod_volumes(self, pod_volumes: PodVolumes | None) -> None:
        """Restore the caches' informer versions of the pod's assumed PVs and PVCs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L504-L507
        """
        assert pod_volumes is not None  # Python: Go dereferences it unchecked.
        self.revert_assumed_pvs(pod_volumes.static_bindings or [])
        self.revert_assumed_pvcs(pod_volumes.dynamic_provisions or [])

    async def bind_pod_volumes(self, assumed_pod: v1.Pod, pod_volumes: PodVolumes | None) -> None:
        """Send the assumed bindings and provisioning requests to the API server, then check
        every second until the PV controller has bound every claim; raises VolumeBinderError
        when a check fails or bindTimeout passes first.

        # Python: a coroutine, because it waits: the checks run on the binder's (virtual)
        # clock, so the informers and everyone else run between two checks.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L512-L539
        """
        assert pod_volumes is not None  # Python: Go dereferences it unchecked.
        bindings = pod_volumes.static_bindings
        claims_to_provision = pod_volumes.dynamic_provisions

        # Start the API operations.
        self.bind_api_update(assumed_pod, bindings, claims_to_provision)

        def all_bound() -> bool:
            return self.check_bindings(assumed_pod, bindings, claims_to_provision)

        try:
            await wait.poll_until_context_timeout(
                self.clock, timedelta(seconds=1), self.bind_timeout, False, all_bound
            )
        except Exception as err:
            raise _wrap_error("binding volumes", err) from err

    def bind_api_update(
        self,
        pod: v1.Pod,
        bindings: list[BindingInfo] | None,
        claims_to_provision: list[v1.PersistentVolumeClaim] | None,
    ) -> None:
        """Update the PVs (pre-bound to their claims) and the PVCs to provision through the
        API, keeping the returned objects; on failure, restore the caches of what was not
        updated and raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L550-L612
        """
        pod_name = get_pod_name(pod)
        if bindings is None:
            raise VolumeBinderError(f"failed to get cached bindings for pod {go_quote(pod_name)}")
        if claims_to_provision is None:
            raise VolumeBinderError(
                f"failed to get cached claims to provision for pod {go_quote(pod_name)}"
            )

        last_processed_binding = 0
        last_processed_provisioning = 0
        try:
            # The prebinding; the PV controller does the rest (no API rollback on failure).
            for binding in bindings:
                new_pv = self.kube_client.core_v1().persistent_volumes().update(binding.pv)
                # Keep the API server's object for the checks.
                binding.pv = new_pv
                last_processed_binding += 1

            # Trigger provisioning; the PV controller removes the annotation when it fails.
            for i, claim in enumerate(claims_to_provision):
                new_claim = (
                    self.kube_client.core_v1()
                    .persistent_volume_claims(claim.namespace)
                    .update(claim)
                )
                claims_to_provision[i] = new_claim
                last_processed_provisioning += 1
        finally:
            # Only restore the cached objects that were not updated.
            if last_processed_binding < len(bindings):
                self.revert_assumed_pvs(bindings[last_processed_binding:])
            if last_processed_provisioning < len(claims_to_provision):
                self.revert_assumed_pvcs(claims_to_provision[last_processed_provisioning:])

    def check_bindings(
        self,
        pod: v1.Pod,
        bindings: list[BindingInfo] | None,
        claims_to_provision: list[v1.PersistentVolumeClaim] | None,
    ) -> bool:
        """Whether all of the pod's claims are fully bound, judged on the informers' (API)
        objects; raises when binding failed and scheduling must be retried.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L628-L755
        """
        pod_name = get_pod_name(pod)
        if bindings is None:
            raise VolumeBinderError(f"failed to get cached bindings for pod {go_quote(pod_name)}")
        if claims_to_provision is None:
            raise VolumeBinderError(
                f"failed to get cached claims to provision for pod {go_quote(pod_name)}"
            )

        try:
            node = self.node_lister.get(pod.spec.node_name)
        except Exception as err:
            raise _wrap_error(f"failed to get node {go_quote(pod.spec.node_name)}", err) from err

        csi_node: storagev1.CSINode | None
        try:
            csi_node = self.csi_node_lister.get(node.name)
        except Exception:
            csi_node = None

        # A deleted pod cancels the binding.
        try:
            self.pod_lister.pods(pod.namespace).get(pod.name)
        except Exception as err:
            if apierrors.is_not_found(err):
                raise _wrap_error("pod does not exist any more", err) from err
            # Python: Go logs other lister errors and goes on.

        for binding in bindings:
            try:
                pv = self.pv_cache.get_api_pv(binding.pv.name)
                pvc = self.pvc_cache.get_api_pvc(get_pvc_name(binding.pvc))
            except assumecache.AssumeCacheError as err:
                raise _wrap_error("failed to check binding", err) from err

            # The informer has not seen our PV update yet.
            if _compare_resource_version(binding.pv, pv) > 0:
                return False

            try:
                pv = self.try_translate_pv_to_csi(pv, csi_node)
            except VolumeBinderError as err:
                raise _wrap_error("failed to translate pv to csi", err) from err

            # The node may lack the labels the PV needs.
            try:
                volume.check_node_affinity(pv, node.labels)
            except Exception as err:
                raise _wrap_error(
                    f"pv {go_quote(pv.name)} node affinity doesn't match node "
                    f"{go_quote(node.name)}",
                    err,
                ) from err

            # The PV controller unbinds by dropping claimRef.
            if pv.spec.claim_ref is None or pv.spec.claim_ref.uid == "":
                raise VolumeBinderError(f"ClaimRef got reset for pv {go_quote(pv.name)}")

            if not self.is_pvc_fully_bound(pvc):
                return False

        for claim in claims_to_provision:
            try:
                pvc = self.pvc_cache.get_api_pvc(get_pvc_name(claim))
            except assumecache.AssumeCacheError as err:
                raise _wrap_error("failed to check provisioning pvc", err) from err

            # The informer has not seen our PVC update yet.
            if _compare_resource_version(claim, pvc) > 0:
                return False

            # A provisioner that failed removes the selected-node annotation.
            if not pvc.annotations:
                raise VolumeBinderError(
                    f"selectedNode annotation reset for PVC {go_quote(pvc.name)}"
                )
            selected_node = pvc.annotations.get(volume.AnnSelectedNode, "")
            if selected_node != pod.spec.node_name:
                raise VolumeBinderError(f"provisioning failed for PVC {go_quote(pvc.name)}")

            if pvc.spec.volume_name != "":
                try:
                    pv = self.pv_cache.get_api_pv(pvc.spec.volume_name)
                except assumecache.NotFoundError:
                    # The PV may not have reached the informer yet; check again later.
                    return False
                except assumecache.AssumeCacheError as err:
                    raise _wrap_error(
                        f"failed to get pv {go_quote(pvc.spec.volume_name)} from cache", err
                    ) from err

                pv = self.try_translate_pv_to_csi(pv, csi_node)

                try:
                    volume.check_node_affinity(pv, node.labels)
                except Exception as err:
                    raise _wrap_error(
                        f"pv {go_quote(pv.name)} node affinity doesn't match node "
                        f"{go_quote(node.name)}",
                        err,
                    ) from err

            if not self.is_pvc_fully_bound(pvc):
                return False

        return True

    def is_volume_bound(
        self, pod: v1.Pod, vol: v1.Volume
    ) -> tuple[bool, v1.PersistentVolumeClaim | None]:
        """Whether the volume's claim is fully bound, and the claim (None for volumes
        without claim, which count as bound). Raises for a missing claim or an ephemeral
        claim the pod does not own.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L757-L780
        """
        if vol.persistent_volume_claim is not None:
            pvc_name = vol.persistent_volume_claim.claim_name
            is_ephemeral = False
        elif vol.ephemeral is not None:
            # The claim of a generic ephemeral volume, which the pod must own.
            pvc_name = ephemeral.volume_claim_name(pod, vol)
            is_ephemeral = True
        else:
            return True, None

        bound, pvc = self.is_pvc_bound(pod.namespace, pvc_name)
        if is_ephemeral:
            ephemeral.volume_is_for_pod(pod, pvc)
        return bound, pvc

    def is_pvc_bound(self, namespace: str, pvc_name: str) -> tuple[bool, v1.PersistentVolumeClaim]:
        """Whether the claim is fully bound, and the claim; raises when it is not cached.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L782-L806
        """
        claim = v1.PersistentVolumeClaim(
            metadata=metav1.ObjectMeta(name=pvc_name, namespace=namespace)
        )
        pvc_key = get_pvc_name(claim)
        try:
            pvc = self.pvc_cache.get_pvc(pvc_key)
        except assumecache.AssumeCacheError as err:
            # Python: Go formats the cause with %v, so the error does not wrap it.
            raise VolumeBinderError(f"error getting PVC {go_quote(pvc_key)}: {err}") from None

        return self.is_pvc_fully_bound(pvc), pvc

    def is_pvc_fully_bound(self, pvc: v1.PersistentVolumeClaim) -> bool:
        """Whether the claim names its PV and carries the bind-completed annotation.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L808-L810
        """
        return pvc.spec.volume_name != "" and metav1helpers.has_annotation(
            pvc.metadata, volume.AnnBindCompleted
        )

    def are_pod_volumes_bound(self, pod: v1.Pod) -> bool:
        """Whether every volume of the pod is fully bound (errors count as unbound).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L813-L821
        """
        for vol in pod.spec.volumes:
            try:
                is_bound, _ = self.is_volume_bound(pod, vol)
            except Exception:
                is_bound = False
            if not is_bound:
                return False
        return True

    def get_pod_volume_claims(self, pod: v1.Pod) -> PodVolumeClaims:
        """Sort the pod's claims into bound, unbound delayed (WaitForFirstConsumer) and
        unbound immediate (including pre-bound) ones, and list the PVs of the delayed
        claims' storage classes. Raises for missing claims or classes without binding mode.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L825-L866
        """
        pod_volume_claims = PodVolumeClaims()

        for vol in pod.spec.volumes:
            volume_bound, pvc = self.is_volume_bound(pod, vol)
            if pvc is None:
                continue
            if volume_bound:
                pod_volume_claims.bound_claims.append(pvc)
            else:
                delay_binding_mode = volume.is_delay_binding_mode(pvc, self.class_lister)
                # Pre-bound claims count as unbound immediate ones.
                if delay_binding_mode and pvc.spec.volume_name == "":
                    # The scheduler binds this claim.
                    pod_volume_claims.unbound_claims_delay_binding.append(pvc)
                else:
                    # The PV controller should have bound this claim already.
                    pod_volume_claims.unbound_claims_immediate.append(pvc)

        pod_volume_claims.unbound_volumes_delay_binding = {}
        for pvc in pod_volume_claims.unbound_claims_delay_binding:
            storage_class_name = volume.get_persistent_volume_claim_class(pvc)
            pod_volume_claims.unbound_volumes_delay_binding[storage_class_name] = (
                self.pv_cache.list_pvs(storage_class_name)
            )
        return pod_volume_claims

    def check_bound_claims(
        self, claims: list[v1.PersistentVolumeClaim], node: v1.Node, pod: v1.Pod
    ) -> tuple[bool, bool]:
        """Whether the bound claims' PVs fit the node's labels, and whether all those PVs
        exist. Raises when a PV cannot be read or translated.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L868-L900
        """
        csi_node: storagev1.CSINode | None
        try:
            csi_node = self.csi_node_lister.get(node.name)
        except Exception:
            csi_node = None

        for pvc in claims:
            pv_name = pvc.spec.volume_name
            try:
                pv = self.pv_cache.get_pv(pv_name)
            except assumecache.NotFoundError:
                return True, False

            # Python: Go returns (false, true, err); the raised error carries the result.
            pv = self.try_translate_pv_to_csi(pv, csi_node)

            try:
                volume.check_node_affinity(pv, node.labels)
            except Exception:
                return False, True

        return True, True

    def find_matching_volumes(
        self,
        pod: v1.Pod,
        claims_to_bind: list[v1.PersistentVolumeClaim],
        unbound_volumes_delay_binding: dict[str, list[v1.PersistentVolume]],
        node: v1.Node,
    ) -> tuple[bool, list[BindingInfo], list[v1.PersistentVolumeClaim]]:
        """Match each claim (smallest request first) to the smallest fitting PV not chosen
        yet; whether all matched, the bindings, and the claims left for provisioning.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L904-L940
        """
        # Smallest requests first, so they get the smallest fits.
        claims_to_bind.sort(key=functools.cmp_to_key(_by_pvc_size))

        chosen_pvs: dict[str, v1.PersistentVolume] = {}
        found_matches = True
        bindings: list[BindingInfo] = []
        unbound_claims: list[v1.PersistentVolumeClaim] = []

        for pvc in claims_to_bind:
            storage_class_name = volume.get_persistent_volume_claim_class(pvc)
            pvs = unbound_volumes_delay_binding.get(storage_class_name, [])

            pv = volume.find_matching_volume(
                pvc,
                pvs,
                node,
                chosen_pvs,
                True,
                features.DefaultFeatureGate.enabled(features.VolumeAttributesClass),
            )
            if pv is None:
                unbound_claims.append(pvc)
                found_matches = False
                continue

            # A chosen PV cannot be chosen again.
            chosen_pvs[pv.name] = pv
            bindings.append(BindingInfo(pv=pv, pvc=pvc))

        return found_matches, bindings, unbound_claims

    def check_volume_provisions(
        self, pod: v1.Pod, claims_to_provision: list[v1.PersistentVolumeClaim], node: v1.Node
    ) -> tuple[bool, bool, list[v1.PersistentVolumeClaim] | None]:
        """Whether all claims can be provisioned for the node (class provisioner and allowed
        topology), whether there is enough storage capacity, and the claims to provision
        (None when a check failed). Raises for a claim without (known) class.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L945-L989
        """
        dynamic_provisions: list[v1.PersistentVolumeClaim] = []

        for claim in claims_to_provision:
            pvc_name = get_pvc_name(claim)
            class_name = volume.get_persistent_volume_claim_class(claim)
            if class_name == "":
                raise VolumeBinderError(f"no class for claim {go_quote(pvc_name)}")

            try:
                class_ = self.class_lister.get(class_name)
            except Exception:
                raise VolumeBinderError(
                    f"failed to find storage class {go_quote(class_name)}"
                ) from None
            provisioner = class_.provisioner
            if provisioner == "" or provisioner == volume.NotSupportedProvisioner:
                return False, True, None

            # The node must satisfy the class's allowed topologies.
            if not v1helper.match_topology_selector_terms(
                class_.allowed_topologies, labels.Set(node.labels)
            ):
                return False, True, None

            if not self.has_enough_capacity(provisioner, claim, class_, node):
                return True, False, None

            dynamic_provisions.append(claim)

        return True, True, dynamic_provisions

    def revert_assumed_pvs(self, bindings: list[BindingInfo]) -> None:
        """Restore the PV cache's informer versions of the bindings' PVs.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L991-L995
        """
        for binding_info in bindings:
            self.pv_cache.restore(binding_info.pv.name)

    def revert_assumed_pvcs(self, claims: list[v1.PersistentVolumeClaim]) -> None:
        """Restore the PVC cache's informer versions of the claims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L997-L1001
        """
        for claim in claims:
            self.pvc_cache.restore(get_pvc_name(claim))

    def has_enough_capacity(
        self,
        provisioner: str,
        claim: v1.PersistentVolumeClaim,
        storage_class: storagev1.StorageClass,
        node: v1.Node,
    ) -> bool:
        """Whether some CSIStorageCapacity of the class, reachable from the node, can hold the
        claim's request; always True for drivers that do not opt into capacity tracking.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1005-L1049
        """
        quantity = claim.spec.resources.requests.get(v1.ResourceStorage)
        if quantity is None:
            # Nothing to check.
            return True

        # Only CSI drivers that opt in are checked.
        try:
            driver = self.csi_driver_lister.get(provisioner)
        except Exception as err:
            if apierrors.is_not_found(err):
                # Not a CSI driver, or not one tracking capacity.
                return True
            raise
        if driver.spec.storage_capacity is None or not driver.spec.storage_capacity:
            return True

        capacities = self.csi_storage_capacity_lister.list(labels.everything())

        size_in_bytes = quantity.value()
        for capacity in capacities:
            if (
                capacity.storage_class_name == storage_class.name
                and capacity_sufficient(capacity, size_in_bytes)
                and self.node_has_access(node, capacity)
            ):
                return True

        return False

    def node_has_access(self, node: v1.Node, capacity: storagev1.CSIStorageCapacity) -> bool:
        """Whether the capacity's node topology selects the node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1064-L1076
        """
        if capacity.node_topology is None:
            return False
        # Only label selectors are supported.
        try:
            selector = metav1helpers.label_selector_as_selector(capacity.node_topology)
        except Exception:
            # Python: Go logs the conversion error.
            return False
        return selector.matches(labels.Set(node.labels))

    def try_translate_pv_to_csi(
        self, pv: v1.PersistentVolume, csi_node: storagev1.CSINode | None
    ) -> v1.PersistentVolume:
        """The PV's CSI translation when its in-tree plugin is migrated on the node, else the
        PV itself; raises VolumeBinderError when the translation fails.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1136-L1160
        """
        if not self.translator.is_pv_migratable(pv):
            return pv

        try:
            plugin_name = self.translator.get_in_tree_plugin_name_from_spec(pv, None)
        except Exception as err:
            raise VolumeBinderError(f"could not get plugin name from pv: {err}") from None

        if not is_csi_migration_on_for_plugin(plugin_name):
            return pv

        if not is_plugin_migrated_to_csi_on_node(plugin_name, csi_node):
            return pv

        try:
            return self.translator.translate_in_tree_pv_to_csi(pv)
        except Exception as err:
            raise VolumeBinderError(f"could not translate pv: {err}") from None


def new_volume_binder(
    kube_client: Any,
    pod_informer: Any,
    node_informer: Any,
    csi_node_informer: Any,
    pvc_informer: Any,
    pv_informer: Any,
    storage_class_informer: Any,
    capacity_check: CapacityCheck,
    bind_timeout: timedelta,
    clock: Clock,
) -> volumeBinder:
    """A volume binder on the informers' listers, with PV and PVC assume caches fed by the
    PV and PVC informers.

    # Python: `clock` is added (the clock BindPodVolumes waits on); the logger is dropped.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L249-L276
    """
    b = volumeBinder(
        kube_client=kube_client,
        pod_lister=pod_informer.lister(),
        class_lister=storage_class_informer.lister(),
        node_lister=node_informer.lister(),
        csi_node_lister=csi_node_informer.lister(),
        pvc_cache=new_pvc_assume_cache(pvc_informer.informer()),
        pv_cache=new_pv_assume_cache(pv_informer.informer()),
        bind_timeout=bind_timeout,
        translator=csitrans.new(),
        csi_driver_lister=capacity_check.csi_driver_informer.lister(),
        csi_storage_capacity_lister=capacity_check.csi_storage_capacity_informer.lister(),
        clock=clock,
    )
    return b


def get_pod_name(pod: v1.Pod) -> str:
    """The pod's "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L541-L543
    """
    return pod.namespace + "/" + pod.name


def get_pvc_name(pvc: v1.PersistentVolumeClaim) -> str:
    """The claim's "namespace/name" (its assume cache key).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L545-L547
    """
    return pvc.namespace + "/" + pvc.name


def _compare_resource_version(lhs: Any, rhs: Any) -> int:
    """-1, 0 or 1 as lhs's resource version is older, equal or newer than rhs's ("" is 0).

    # Python: apiserver's APIObjectVersioner.CompareResourceVersion, which panics on a
    # version that is not a number; int() raises ValueError here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apiserver/pkg/storage/api_object_versioner.go#L110-L130
    """
    lhs_version = int(lhs.resource_version) if lhs.resource_version else 0
    rhs_version = int(rhs.resource_version) if rhs.resource_version else 0
    if lhs_version == rhs_version:
        return 0
    if lhs_version < rhs_version:
        return -1
    return 1


def capacity_sufficient(capacity: storagev1.CSIStorageCapacity, size_in_bytes: int) -> bool:
    """Whether the capacity's volume limit is at least size_in_bytes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1051-L1054
    """
    limit = volume_limit(capacity)
    return limit is not None and limit.value() >= size_in_bytes


def volume_limit(capacity: storagev1.CSIStorageCapacity) -> Quantity | None:
    """The largest volume the capacity allows: maximumVolumeSize if set, else capacity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1056-L1062
    """
    if capacity.maximum_volume_size is not None:
        # More precise when available.
        return capacity.maximum_volume_size
    return capacity.capacity


def _by_pvc_size(a: v1.PersistentVolumeClaim, b: v1.PersistentVolumeClaim) -> int:
    """Order claims by storage request (byPVCSize.Less), for a stable sort.

    # Python: Go sorts with sort.Sort, which is not stable; a stable sort keeps equal
    # requests in pod order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1078-L1078
    """
    a_size = a.spec.resources.requests.get(v1.ResourceStorage, Quantity())
    b_size = b.spec.resources.requests.get(v1.ResourceStorage, Quantity())
    return a_size.cmp(b_size)


def is_csi_migration_on_for_plugin(plugin_name: str) -> bool:
    """Whether CSI migration is on for the in-tree plugin (Portworx behind its gate).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1096-L1110
    """
    if plugin_name in (
        csiplugins.AWSEBSInTreePluginName,
        csiplugins.GCEPDInTreePluginName,
        csiplugins.AzureDiskInTreePluginName,
        csiplugins.CinderInTreePluginName,
    ):
        return True
    if plugin_name == csiplugins.PortworxVolumePluginName:
        return features.DefaultFeatureGate.enabled(features.CSIMigrationPortworx)
    return False


def is_plugin_migrated_to_csi_on_node(plugin_name: str, csi_node: storagev1.CSINode | None) -> bool:
    """Whether the node's CSINode lists the plugin as migrated.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/binder.go#L1113-L1133
    """
    if csi_node is None:
        return False
    mpa = csi_node.annotations.get(v1.MigratedPluginsAnnotationKey, "")
    mpa_set = set() if len(mpa) == 0 else set(mpa.split(","))
    return plugin_name in mpa_set
