"""Methods of v1.ResourceList, as functions: read one resource with a default format."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.core.v1.types import (
    ResourceCPU,
    ResourceEphemeralStorage,
    ResourceList,
    ResourceMemory,
    ResourcePods,
    ResourceStorage,
)
from kube_scheduler_py.v1_37.api.resource import BinarySI, DecimalSI, Format, Quantity


def cpu(rl: ResourceList) -> Quantity:
    """The CPU quantity of the list (zero, decimal SI, when absent).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/resource.go#L29-L31
    """
    return name(rl, ResourceCPU, DecimalSI)


def memory(rl: ResourceList) -> Quantity:
    """The memory quantity of the list (zero, binary SI, when absent).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/resource.go#L34-L36
    """
    return name(rl, ResourceMemory, BinarySI)


def storage(rl: ResourceList) -> Quantity:
    """The storage quantity of the list (zero, binary SI, when absent).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/resource.go#L39-L41
    """
    return name(rl, ResourceStorage, BinarySI)


def pods(rl: ResourceList) -> Quantity:
    """The pod-count quantity of the list (zero, decimal SI, when absent).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/resource.go#L44-L46
    """
    return name(rl, ResourcePods, DecimalSI)


def storage_ephemeral(rl: ResourceList) -> Quantity:
    """The ephemeral-storage quantity of the list (zero, binary SI, when absent).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/resource.go#L49-L51
    """
    return name(rl, ResourceEphemeralStorage, BinarySI)


def name(rl: ResourceList, name: str, default_format: Format) -> Quantity:
    """The named quantity of the list, or a zero quantity in default_format when absent.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/core/v1/resource.go#L54-L59
    """
    val = rl.get(name)
    if val is not None:
        # Python: Go hands out a pointer to a copy of the map value; copy so callers cannot
        # change the list through the result.
        return val.deep_copy()
    return Quantity(format=default_format)
