"""Port of k8s.io/cloud-provider/volume/helpers: parsing zone labels of volumes."""

from .zones import ZonesError, label_zones_to_set

__all__ = ["ZonesError", "label_zones_to_set"]
