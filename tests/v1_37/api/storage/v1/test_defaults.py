"""Port of pkg/apis/storage/v1/defaults_test.go (v1.37.2).

Go runs each object through a scheme round trip, which applies the defaults; here they are
called directly. Not ported: TestSetDefaultSELinuxMountReadWriteOncePodDisabled, which first moves
the gates' emulation version back to 1.35 (SetFeatureGateEmulationVersionDuringTest is not ported).
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.storage import v1 as storagev1
from kube_scheduler_py.v1_37.api.storage.v1.defaults import (
    set_defaults_csi_driver,
    set_defaults_storage_class,
)
from kube_scheduler_py.v1_37.features import DefaultFeatureGate


def _defaulted_driver() -> storagev1.CSIDriverSpec:
    driver = storagev1.CSIDriver()
    set_defaults_csi_driver(driver)
    return driver.spec


def test_set_default_storage_capacity_enabled() -> None:
    assert _defaulted_driver().storage_capacity is False


def test_set_default_volume_binding_mode() -> None:
    sc = storagev1.StorageClass()
    set_defaults_storage_class(sc)
    assert sc.volume_binding_mode == storagev1.VolumeBindingImmediate


@pytest.mark.parametrize(
    ("field", "want"),
    [
        pytest.param("attach_required", True, id="AttachRequired default to true"),
        pytest.param("pod_info_on_mount", False, id="PodInfoOnMount default to false"),
        pytest.param(
            "volume_lifecycle_modes",
            [storagev1.VolumeLifecyclePersistent],
            id="VolumeLifecycleModes default to VolumeLifecyclePersistent",
        ),
        pytest.param("requires_republish", False, id="RequiresRepublish default to false"),
    ],
)
def test_set_default_csi_driver(field: str, want: object) -> None:
    assert getattr(_defaulted_driver(), field) == want


def test_set_default_se_linux_mount_read_write_once_pod_enabled() -> None:
    assert _defaulted_driver().se_linux_mount is False


def test_set_default_prevent_pod_scheduling_if_missing_volume_limit_scaling_enabled() -> None:
    with features.set_feature_gate_during_test(
        DefaultFeatureGate, features.VolumeLimitScaling, True
    ):
        assert _defaulted_driver().prevent_pod_scheduling_if_missing is False


def test_set_default_prevent_pod_scheduling_if_missing_volume_limit_scaling_disabled() -> None:
    with features.set_feature_gate_during_test(
        DefaultFeatureGate, features.VolumeLimitScaling, False
    ):
        assert _defaulted_driver().prevent_pod_scheduling_if_missing is None
