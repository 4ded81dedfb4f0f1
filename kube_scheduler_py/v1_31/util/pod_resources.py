"""Requests used for scoring, where a container that asks for nothing still counts a little.

Without a default, pods without requests would all pile onto the node with the least requested
resources, and would look free to every other pod.
"""

from __future__ import annotations

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1 import resource as v1resource
from kube_scheduler_py.v1_31.api.resource import (
    DecimalSI,
    Quantity,
    new_milli_quantity,
    new_quantity,
)

# The CPU a container without a CPU request is taken to ask for when scoring: 0.1 core.
DefaultMilliCPURequest: int = 100
# The memory a container without a memory request is taken to ask for when scoring: 200 MB.
DefaultMemoryRequest: int = 200 * 1024 * 1024


def get_nonzero_requests(requests: v1.ResourceList | None) -> tuple[int, int]:
    """The CPU (in millicores) and memory (in bytes) requested, with the defaults filled in.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/pod_resources.go#L41-L46
    """
    cpu = get_request_for_resource(v1.ResourceCPU, requests, True)
    mem = get_request_for_resource(v1.ResourceMemory, requests, True)
    return cpu.milli_value(), mem.value()


def get_request_for_resource(
    resource_name: str, requests: v1.ResourceList | None, non_zero: bool
) -> Quantity:
    """The requested quantity of one resource.

    With non_zero, an absent CPU or memory request (but not an explicit zero) becomes the
    default above.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/pod_resources.go#L51-L75
    """
    if requests is None:
        return Quantity()
    if resource_name == v1.ResourceCPU:
        if v1.ResourceCPU not in requests and non_zero:
            return new_milli_quantity(DefaultMilliCPURequest, DecimalSI)
        return v1resource.cpu(requests).deep_copy()
    if resource_name == v1.ResourceMemory:
        if v1.ResourceMemory not in requests and non_zero:
            return new_quantity(DefaultMemoryRequest, DecimalSI)
        return v1resource.memory(requests).deep_copy()
    quantity = requests.get(resource_name)
    if quantity is None:
        return Quantity()
    return quantity.deep_copy()
