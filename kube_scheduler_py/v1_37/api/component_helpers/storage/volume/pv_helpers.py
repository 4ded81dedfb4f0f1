"""How claims find and bind persistent volumes: matching, binding modes and annotations.

Shared by the PV controller and the scheduler's VolumeBinding plugin.
"""

from __future__ import annotations

import copy

from kube_scheduler_py.v1_37.api import errors as apierrors
from kube_scheduler_py.v1_37.api import labels
from kube_scheduler_py.v1_37.api.client_go.listers.storage.v1 import StorageClassLister
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta.v1 import helpers as metav1
from kube_scheduler_py.v1_37.api.resource import Quantity
from kube_scheduler_py.v1_37.api.storage import v1 as storage
from kube_scheduler_py.v1_37.api.util.validation.field import go_quote

from .helpers import (
    VolumeHelperError,
    check_node_affinity,
    get_persistent_volume_claim_class,
    get_persistent_volume_class,
)

AnnBindCompleted = "pv.kubernetes.io/bind-completed"
AnnBoundByController = "pv.kubernetes.io/bound-by-controller"
AnnSelectedNode = "volume.kubernetes.io/selected-node"
NotSupportedProvisioner = "kubernetes.io/no-provisioner"
AnnDynamicallyProvisioned = "pv.kubernetes.io/provisioned-by"
AnnMigratedTo = "pv.kubernetes.io/migrated-to"
AnnStorageProvisioner = "volume.kubernetes.io/storage-provisioner"
AnnBetaStorageProvisioner = "volume.beta.kubernetes.io/storage-provisioner"
PVDeletionProtectionFinalizer = "external-provisioner.volume.kubernetes.io/finalizer"
PVDeletionInTreeProtectionFinalizer = "kubernetes.io/pv-controller"


def is_delay_binding_provisioning(claim: v1.PersistentVolumeClaim) -> bool:
    """Whether the scheduler already picked a node for provisioning the claim.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L86-L93
    """
    return AnnSelectedNode in claim.annotations


def is_delay_binding_mode(
    claim: v1.PersistentVolumeClaim, class_lister: StorageClassLister
) -> bool:
    """Whether the claim's storage class binds WaitForFirstConsumer.

    A claim without class, or whose class does not exist, binds immediately. Raises
    VolumeHelperError when the class has no binding mode, and the lister's error otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L96-L115
    """
    class_name = get_persistent_volume_claim_class(claim)
    if class_name == "":
        return False

    try:
        class_ = class_lister.get(class_name)
    except Exception as err:
        # Python: listers do not fix the error type they raise; only NotFound is tolerated.
        if apierrors.is_not_found(err):
            return False
        raise

    if class_.volume_binding_mode is None:
        raise VolumeHelperError(
            f"VolumeBindingMode not set for StorageClass {go_quote(class_name)}"
        )

    return class_.volume_binding_mode == storage.VolumeBindingWaitForFirstConsumer


def _get_reference(claim: v1.PersistentVolumeClaim) -> v1.ObjectReference:
    """The ObjectReference client-go's reference.GetReference builds for a claim.

    # Python: the scheme lookup of the kind is fixed to the core/v1 PersistentVolumeClaim.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/client-go/tools/reference/ref.go#L38-L102
    """
    return v1.ObjectReference(
        kind="PersistentVolumeClaim",
        api_version="v1",
        name=claim.name,
        namespace=claim.namespace,
        uid=claim.uid,
        resource_version=claim.resource_version,
    )


def get_bind_volume_to_claim(
    volume: v1.PersistentVolume, claim: v1.PersistentVolumeClaim
) -> tuple[v1.PersistentVolume, bool]:
    """A copy of volume bound to claim, and whether the copy differs from the volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L120-L154
    """
    dirty = False

    # A volume not yet bound to this claim gets the bound-by-controller annotation.
    should_set_bound_by_controller = False
    if not is_volume_bound_to_claim(volume, claim):
        should_set_bound_by_controller = True

    # The volume may come from an informer cache: work on a copy.
    volume_clone = copy.deepcopy(volume)

    claim_ref = volume.spec.claim_ref
    if (
        claim_ref is None
        or claim_ref.name != claim.name
        or claim_ref.namespace != claim.namespace
        or claim_ref.uid != claim.uid
    ):
        volume_clone.spec.claim_ref = _get_reference(claim)
        dirty = True

    if should_set_bound_by_controller and not metav1.has_annotation(
        volume_clone.metadata, AnnBoundByController
    ):
        metav1.set_meta_data_annotation(volume_clone.metadata, AnnBoundByController, "yes")
        dirty = True

    return volume_clone, dirty


def is_volume_bound_to_claim(volume: v1.PersistentVolume, claim: v1.PersistentVolumeClaim) -> bool:
    """Whether the volume is (pre-)bound to the claim: same name and namespace, and the same
    UID when the volume's claimRef has one.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L159-L170
    """
    claim_ref = volume.spec.claim_ref
    if claim_ref is None:
        return False
    if claim.name != claim_ref.name or claim.namespace != claim_ref.namespace:
        return False
    return not (claim_ref.uid != "" and claim.uid != claim_ref.uid)


def find_matching_volume(
    claim: v1.PersistentVolumeClaim,
    volumes: list[v1.PersistentVolume],
    node: v1.Node | None,
    excluded_volumes: dict[str, v1.PersistentVolume],
    delay_binding: bool,
    vac_enabled: bool,
) -> v1.PersistentVolume | None:
    """The volume pre-bound to the claim, or else the smallest available volume that fits it.

    With a node (the scheduler's path) the volume's node affinity and access modes must fit
    too. Raises VolumeHelperError for a claim using a VolumeAttributesClass while the gate is
    off, and the selector's error for a bad claim selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L186-L327
    """
    if not vac_enabled:
        claim_vac = claim.spec.volume_attributes_class_name or ""
        if claim_vac != "":
            raise VolumeHelperError(
                "unsupported volumeAttributesClassName is set on claim "
                f"{claim_to_claim_key(claim)} when the feature-gate VolumeAttributesClass "
                "is disabled"
            )

    smallest_volume: v1.PersistentVolume | None = None
    smallest_volume_qty = Quantity()
    requested_qty = claim.spec.resources.requests.get(v1.ResourceStorage, Quantity())
    requested_class = get_persistent_volume_claim_class(claim)

    selector: labels.Selector | None = None
    if claim.spec.selector is not None:
        try:
            selector = metav1.label_selector_as_selector(claim.spec.selector)
        except Exception as err:
            raise VolumeHelperError(
                "error creating internal label selector for claim: "
                f"{claim_to_claim_key(claim)}: {err}"
            ) from err

    # Look for a volume pre-bound to the claim, remembering the smallest other fit.
    for volume in volumes:
        if volume.name in excluded_volumes:
            continue
        if volume.spec.claim_ref is not None and not is_volume_bound_to_claim(volume, claim):
            continue

        volume_qty = volume.spec.capacity.get(v1.ResourceStorage, Quantity())
        if volume_qty.cmp(requested_qty) < 0:
            continue
        if check_volume_mode_mismatches(claim.spec, volume.spec):
            continue

        claim_vac = claim.spec.volume_attributes_class_name or ""
        volume_vac = volume.spec.volume_attributes_class_name or ""
        if vac_enabled and claim_vac != volume_vac:
            continue
        if not vac_enabled and volume_vac != "":
            # With the gate off, a volume with a VolumeAttributesClass is never bound.
            continue

        if volume.deletion_timestamp is not None:
            continue

        node_affinity_valid = True
        if node is not None:
            try:
                check_node_affinity(volume, node.labels)
            except Exception:
                # Python: any error (no match or a parse error) means "does not fit", as in Go.
                node_affinity_valid = False

        if is_volume_bound_to_claim(volume, claim):
            # A pre-bound volume that does not fit the node rules the node out.
            if not node_affinity_valid:
                return None
            return volume

        if node is None and delay_binding:
            # The PV controller leaves delayed claims to the scheduler.
            continue

        # Only available volumes (others are likely mid-update) matching the selector.
        if volume.status.phase != v1.VolumeAvailable or (
            selector is not None and not selector.matches(labels.Set(volume.labels))
        ):
            continue
        if get_persistent_volume_class(volume) != requested_class:
            continue
        if not node_affinity_valid:
            continue

        if node is not None and not check_access_modes(claim, volume):
            continue

        if smallest_volume is None or smallest_volume_qty.cmp(volume_qty) > 0:
            smallest_volume = volume
            smallest_volume_qty = volume_qty

    return smallest_volume


def check_volume_mode_mismatches(
    pvc_spec: v1.PersistentVolumeClaimSpec, pv_spec: v1.PersistentVolumeSpec
) -> bool:
    """Whether claim and volume disagree on the volume mode (unset means Filesystem).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L331-L343
    """
    requested_volume_mode = v1.PersistentVolumeFilesystem
    if pvc_spec.volume_mode is not None:
        requested_volume_mode = pvc_spec.volume_mode
    pv_volume_mode = v1.PersistentVolumeFilesystem
    if pv_spec.volume_mode is not None:
        pv_volume_mode = pv_spec.volume_mode
    return requested_volume_mode != pv_volume_mode


def check_access_modes(claim: v1.PersistentVolumeClaim, volume: v1.PersistentVolume) -> bool:
    """Whether the volume offers every access mode the claim asks for.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L346-L359
    """
    pv_modes = set(volume.spec.access_modes)
    return all(mode in pv_modes for mode in claim.spec.access_modes)


def claim_to_claim_key(claim: v1.PersistentVolumeClaim) -> str:
    """The claim's "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/pv_helpers.go#L361-L363
    """
    return f"{claim.namespace}/{claim.name}"
