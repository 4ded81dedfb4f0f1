"""What kube-apiserver refuses when an object is replaced: the immutable fields the scheduler reads.

A timed write (docs/simulate.md, "Timed writes") that names an object an earlier document
already wrote is an update of that object. The apiserver validates an update against the stored
object (the registry strategy's ValidateUpdate); the checks here are those of v1.31.1 about
fields that pkg/scheduler reads and that may not change once the object exists:

- StorageClass: `parameters`, `provisioner`, `reclaimPolicy`, `volumeBindingMode`;
- PersistentVolumeClaim: the spec (but a first `volumeName`, the storage request of a bound
  claim, and a class given to a claim that had none), a smaller storage request, `volumeMode`;
- PersistentVolume: the volume source and `volumeMode`;
- CSIDriver: `attachRequired` and `volumeLifecycleModes`;
- CSIStorageCapacity: `storageClassName`.

Everything else a strategy checks on update (and every create-time check of these kinds, which
the port does not make either) is left to tools/oracle, which runs the real strategies.

Python-only: the apiserver's registries are not part of pkg/scheduler; the docstrings name the
Go that each check imitates.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util.validation import field

__all__ = ["validate_update"]

#: The detail of apimachinery's ValidateImmutableField.
FIELD_IMMUTABLE = "field is immutable"


def validate_update(new: Any, old: Any) -> field.ErrorList:
    """The update checks this port makes for new replacing old (both as stored, defaulted)."""
    if isinstance(new, storagev1.StorageClass):
        return _validate_storage_class_update(new, old)
    if isinstance(new, v1.PersistentVolumeClaim):
        return _validate_persistent_volume_claim_update(new, old)
    if isinstance(new, v1.PersistentVolume):
        return _validate_persistent_volume_update(new, old)
    if isinstance(new, storagev1.CSIDriver):
        return _validate_csi_driver_update(new, old)
    if isinstance(new, storagev1.CSIStorageCapacity):
        return _validate_csi_storage_capacity_update(new, old)
    return field.ErrorList()


def _immutable(new: object, old: object, path: field.Path) -> field.ErrorList:
    """apimachinery's ValidateImmutableField: the new value, if it differs, is invalid."""
    errors = field.ErrorList()
    if new != old:
        errors.append(field.invalid(path, new, FIELD_IMMUTABLE))
    return errors


def _validate_storage_class_update(
    sc: storagev1.StorageClass, old: storagev1.StorageClass
) -> field.ErrorList:
    """Imitates ValidateStorageClassUpdate (pkg/apis/storage/validation/validation.go, v1.31.1):
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/storage/validation/validation.go#L67-L83
    """
    errors = field.ErrorList()
    if sc.parameters != old.parameters:
        errors.append(
            field.forbidden(field.new_path("parameters"), "updates to parameters are forbidden.")
        )
    if sc.provisioner != old.provisioner:
        errors.append(
            field.forbidden(field.new_path("provisioner"), "updates to provisioner are forbidden.")
        )
    if sc.reclaim_policy != old.reclaim_policy:
        errors.append(
            field.forbidden(
                field.new_path("reclaimPolicy"), "updates to reclaimPolicy are forbidden."
            )
        )
    errors += _immutable(
        sc.volume_binding_mode, old.volume_binding_mode, field.new_path("volumeBindingMode")
    )
    return errors


def _validate_persistent_volume_claim_update(
    pvc: v1.PersistentVolumeClaim, old: v1.PersistentVolumeClaim
) -> field.ErrorList:
    """Imitates the spec checks of ValidatePersistentVolumeClaimUpdate
    (pkg/apis/core/validation/validation.go, v1.31.1), with the status of the stored claim (the
    strategy's PrepareForUpdate keeps it):
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/validation.go#L2367-L2445

    Go appends a cmp.Diff of the two specs to the "spec is immutable" detail; the port says the
    first line only, and the oracle cuts Go's detail there too (go-cmp's output is not stable).
    """
    errors = field.ErrorList()
    new_spec, old_spec = deep_copy(pvc.spec), deep_copy(old.spec)
    if not old.spec.volume_name:
        old_spec.volume_name = new_spec.volume_name  # a claim may be bound to a volume once
    beta_class = old.metadata.annotations.get(v1.BetaStorageClassAnnotation)
    new_class = pvc.spec.storage_class_name
    class_given = old.spec.storage_class_name is None and new_class is not None
    if class_given and (beta_class is None or new_class == beta_class):
        new_spec.storage_class_name = None  # a class given to a claim that had none
    bound = old.status.phase == v1.ClaimBound
    if bound:
        old_storage = old.spec.resources.requests.get(v1.ResourceStorage)
        new_spec.resources.requests.pop(v1.ResourceStorage, None)
        if old_storage is not None:
            new_spec.resources.requests[v1.ResourceStorage] = old_storage
        if new_spec.volume_attributes_class_name is not None:
            new_spec.volume_attributes_class_name = old_spec.volume_attributes_class_name
    if new_spec != old_spec:
        errors.append(
            field.forbidden(
                field.new_path("spec"),
                "spec is immutable after creation except resources.requests and "
                "volumeAttributesClassName for bound claims",
            )
        )
    old_size = old.spec.resources.requests.get(v1.ResourceStorage)
    new_size = pvc.spec.resources.requests.get(v1.ResourceStorage)
    if old_size is not None and new_size is not None and new_size.cmp(old_size) < 0:
        errors.append(
            field.forbidden(
                field.new_path("spec", "resources", "requests", "storage"),
                "field can not be less than previous value",
            )
        )
    errors += _immutable(pvc.spec.volume_mode, old.spec.volume_mode, field.new_path("volumeMode"))
    return errors


def _validate_persistent_volume_update(
    pv: v1.PersistentVolume, old: v1.PersistentVolume
) -> field.ErrorList:
    """Imitates the volume source and volumeMode checks of ValidatePersistentVolumeUpdate
    (pkg/apis/core/validation/validation.go, v1.31.1); a CSI source may gain a
    controllerExpandSecretRef. Like the claim's, the detail stops before Go's cmp.Diff:
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/core/validation/validation.go#L2104-L2138
    """
    errors = field.ErrorList()
    source, old_source = pv.spec.persistent_volume_source, old.spec.persistent_volume_source
    secret_added = (
        old_source.csi is not None
        and old_source.csi.controller_expand_secret_ref is None
        and source.csi is not None
        and source.csi.controller_expand_secret_ref is not None
    )
    if secret_added:
        assert source.csi is not None
        source = replace(source, csi=replace(source.csi, controller_expand_secret_ref=None))
    if source != old_source:
        errors.append(
            field.forbidden(
                field.new_path("spec", "persistentvolumesource"),
                "spec.persistentvolumesource is immutable after creation",
            )
        )
    errors += _immutable(pv.spec.volume_mode, old.spec.volume_mode, field.new_path("volumeMode"))
    return errors


@dataclass(frozen=True, slots=True)
class _LifecycleModes:
    """The modes as Go's %#v prints the internal []storage.VolumeLifecycleMode."""

    modes: tuple[str, ...]

    def go_syntax(self) -> str:
        return "[]storage.VolumeLifecycleMode{" + ", ".join(f'"{m}"' for m in self.modes) + "}"


def _validate_csi_driver_update(
    driver: storagev1.CSIDriver, old: storagev1.CSIDriver
) -> field.ErrorList:
    """Imitates the immutable-field checks of ValidateCSIDriverUpdate
    (pkg/apis/storage/validation/validation.go, v1.31.1; the path says `attachedRequired`):
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/storage/validation/validation.go#L415-L424
    """
    spec, old_spec = driver.spec, old.spec
    errors = _immutable(
        spec.attach_required, old_spec.attach_required, field.new_path("spec", "attachedRequired")
    )
    if spec.volume_lifecycle_modes != old_spec.volume_lifecycle_modes:
        modes = _LifecycleModes(tuple(spec.volume_lifecycle_modes))
        errors.append(
            field.invalid(field.new_path("spec", "volumeLifecycleModes"), modes, FIELD_IMMUTABLE)
        )
    return errors


def _validate_csi_storage_capacity_update(
    capacity: storagev1.CSIStorageCapacity, old: storagev1.CSIStorageCapacity
) -> field.ErrorList:
    """Imitates the storageClassName check of ValidateCSIStorageCapacityUpdate
    (pkg/apis/storage/validation/validation.go, v1.31.1); a changed nodeTopology, which Go also
    refuses, is not checked here:
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/apis/storage/validation/validation.go#L568-L581
    """
    return _immutable(
        capacity.storage_class_name, old.storage_class_name, field.new_path("storageClassName")
    )
