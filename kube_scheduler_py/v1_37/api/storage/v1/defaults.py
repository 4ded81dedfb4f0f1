"""The apiserver's defaults for storage.k8s.io/v1 objects (pkg/apis/storage/v1/defaults.go)."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core.v1 import types as v1
from kube_scheduler_py.v1_37.api.storage.v1 import types as storagev1
from kube_scheduler_py.v1_37.features import DefaultFeatureGate, Feature, VolumeLimitScaling

# Python: a gate of pkg/features that v1_37/features.py does not name (pkg/scheduler never reads
# it); the gate itself is registered there with all of kube's gates.
SELinuxMountReadWriteOncePod: Feature = "SELinuxMountReadWriteOncePod"

__all__ = ["set_defaults_csi_driver", "set_defaults_storage_class"]


def set_defaults_storage_class(sc: storagev1.StorageClass) -> None:
    """Volumes of a class are deleted on release and bound at once unless it says otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/storage/v1/defaults.go#L31-L41
    """
    if sc.reclaim_policy is None:
        sc.reclaim_policy = v1.PersistentVolumeReclaimDelete
    if sc.volume_binding_mode is None:
        sc.volume_binding_mode = storagev1.VolumeBindingImmediate


def set_defaults_csi_driver(driver: storagev1.CSIDriver) -> None:
    """A CSI driver needs attaching, tracks no capacity and serves persistent volumes by default;
    with VolumeLimitScaling it does not keep pods off nodes that lack it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/storage/v1/defaults.go#L43-L76
    """
    spec = driver.spec
    if spec.attach_required is None:
        spec.attach_required = True
    if spec.pod_info_on_mount is None:
        spec.pod_info_on_mount = False
    if spec.storage_capacity is None:
        spec.storage_capacity = False
    if spec.fs_group_policy is None:
        spec.fs_group_policy = storagev1.ReadWriteOnceWithFSTypeFSGroupPolicy
    if not spec.volume_lifecycle_modes:
        spec.volume_lifecycle_modes.append(storagev1.VolumeLifecyclePersistent)
    if spec.requires_republish is None:
        spec.requires_republish = False
    if spec.se_linux_mount is None and DefaultFeatureGate.enabled(SELinuxMountReadWriteOncePod):
        spec.se_linux_mount = False

    if spec.prevent_pod_scheduling_if_missing is None and DefaultFeatureGate.enabled(
        VolumeLimitScaling
    ):
        spec.prevent_pod_scheduling_if_missing = False
