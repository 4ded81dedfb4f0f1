"""Port of k8s.io/csi-translation-lib: translating in-tree volumes to CSI (scheduler's subset)."""

from .translate import CSITranslator, new

__all__ = ["CSITranslator", "new"]
