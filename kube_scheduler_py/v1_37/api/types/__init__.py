"""Port of k8s.io/apimachinery/pkg/types: namespaced names, uids and patch types."""

from kube_scheduler_py.v1_37.api.types.namespacedname import NamespacedName, Separator
from kube_scheduler_py.v1_37.api.types.patch import (
    ApplyCBORPatchType,
    ApplyPatchType,
    ApplyYAMLPatchType,
    JSONPatchType,
    MergePatchType,
    PatchType,
    StrategicMergePatchType,
)
from kube_scheduler_py.v1_37.api.types.uid import UID

__all__ = [
    "UID",
    "ApplyCBORPatchType",
    "ApplyPatchType",
    "ApplyYAMLPatchType",
    "JSONPatchType",
    "MergePatchType",
    "NamespacedName",
    "PatchType",
    "Separator",
    "StrategicMergePatchType",
]
