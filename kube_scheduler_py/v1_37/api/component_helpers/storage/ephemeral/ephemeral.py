"""The PVC of a generic ephemeral inline volume: its name, and the check that the pod owns it."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta.v1 import controller_ref


class EphemeralVolumeError(Exception):
    """The PVC found for an ephemeral volume was not created for the pod.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def volume_claim_name(pod: v1.Pod, volume: v1.Volume) -> str:
    """The name of the PVC made for the pod's ephemeral volume: "<pod>-<volume>".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/ephemeral/ephemeral.go#L41-L43
    """
    return pod.name + "-" + volume.name


def volume_is_for_pod(pod: v1.Pod, pvc: v1.PersistentVolumeClaim) -> None:
    """Raise EphemeralVolumeError unless the PVC is in the pod's namespace and controlled by it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/storage/ephemeral/ephemeral.go#L49-L57
    """
    if pvc.namespace != pod.namespace or not controller_ref.is_controlled_by(pvc, pod):
        raise EphemeralVolumeError(
            f"PVC {pvc.namespace}/{pvc.name} was not created for pod "
            f"{pod.namespace}/{pod.name} (pod is not owner)"
        )
