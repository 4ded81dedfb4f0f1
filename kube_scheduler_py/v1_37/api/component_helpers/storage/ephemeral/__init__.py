"""Port of k8s.io/component-helpers/storage/ephemeral: PVCs of generic ephemeral volumes."""

from .ephemeral import EphemeralVolumeError, volume_claim_name, volume_is_for_pod

__all__ = ["EphemeralVolumeError", "volume_claim_name", "volume_is_for_pod"]
