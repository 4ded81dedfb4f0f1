"""Storage class lookups on claims and volumes, and the PV node-affinity check."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.component_helpers.scheduling.corev1 import helpers as corev1
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1


class VolumeHelperError(Exception):
    """An error of the volume helpers (e.g. a PV whose node affinity excludes a node).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def persistent_volume_claim_has_class(claim: v1.PersistentVolumeClaim) -> bool:
    """Whether the claim names a storage class (by the beta annotation or the spec field).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/helpers.go#L28-L39
    """
    if v1.BetaStorageClassAnnotation in claim.annotations:
        return True
    return claim.spec.storage_class_name is not None


def get_persistent_volume_claim_class(claim: v1.PersistentVolumeClaim) -> str:
    """The storage class the claim asks for ("" for none); the beta annotation wins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/helpers.go#L43-L54
    """
    if v1.BetaStorageClassAnnotation in claim.annotations:
        return claim.annotations[v1.BetaStorageClassAnnotation]
    if claim.spec.storage_class_name is not None:
        return claim.spec.storage_class_name
    return ""


def get_persistent_volume_class(volume: v1.PersistentVolume) -> str:
    """The storage class of the volume; the beta annotation wins over the spec field.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/helpers.go#L57-L64
    """
    if v1.BetaStorageClassAnnotation in volume.annotations:
        return volume.annotations[v1.BetaStorageClassAnnotation]
    return volume.spec.storage_class_name


def check_node_affinity(pv: v1.PersistentVolume, node_labels: dict[str, str]) -> None:
    """Raise unless a node with node_labels satisfies the PV's required node affinity.

    Raises VolumeHelperError when no term matches, and the node-affinity Aggregate when the
    terms do not parse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/volume/helpers.go#L68-L84
    """
    if pv.spec.node_affinity is None:
        return
    if pv.spec.node_affinity.required is not None:
        node = v1.Node(metadata=metav1.ObjectMeta(labels=node_labels))
        terms = pv.spec.node_affinity.required
        if not corev1.match_node_selector_terms(node, terms):
            raise VolumeHelperError("no matching NodeSelectorTerms")
