"""Shared fixtures of the noderesources tests: default resource sets and a node builder."""

from __future__ import annotations

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import (
    BinarySI,
    DecimalSI,
    new_milli_quantity,
    new_quantity,
)
from kube_scheduler_py.v1_31.api.util.errors import Aggregate
from kube_scheduler_py.v1_31.api.util.validation import field
from kube_scheduler_py.v1_31.apis import config


def ignore_bad_value_detail(err: BaseException | None) -> object:
    """Reduce an error to what the tests compare: field errors without bad value and detail.

    # Python: Go's cmp option becomes a projection; compare the projections of two errors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/test_util.go#L29-L29
    """
    if err is None:
        return None
    if isinstance(err, Aggregate):
        return [ignore_bad_value_detail(e) for e in err.errors()]
    if isinstance(err, field.Error):
        return (err.type, err.field)
    return (type(err).__name__, str(err))


# Weight 1 for cpu and memory, the default resources of the scoring strategies.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/test_util.go#L30-L33
defaultResources = [
    config.ResourceSpec(name=v1.ResourceCPU, weight=1),
    config.ResourceSpec(name=v1.ResourceMemory, weight=1),
]
# An extended resource used by the scoring tests.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/test_util.go#L34-L34
extendedRes = "abc.com/xyz"
# cpu, memory and extendedRes, each with weight 1.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/test_util.go#L35-L39
extendedResourceSet = [
    config.ResourceSpec(name=v1.ResourceCPU, weight=1),
    config.ResourceSpec(name=v1.ResourceMemory, weight=1),
    config.ResourceSpec(name=extendedRes, weight=1),
]


def make_node(
    node: str, milli_cpu: int, memory: int, extended_resource: dict[str, int] | None
) -> v1.Node:
    """A node whose capacity and allocatable are the given cpu, memory and extended resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/noderesources/test_util.go#L42-L56
    """
    resource_list: v1.ResourceList = {}
    for res, quantity in (extended_resource or {}).items():
        resource_list[res] = new_quantity(quantity, DecimalSI)
    resource_list[v1.ResourceCPU] = new_milli_quantity(milli_cpu, DecimalSI)
    resource_list[v1.ResourceMemory] = new_quantity(memory, BinarySI)
    return v1.Node(
        metadata=metav1.ObjectMeta(name=node),
        status=v1.NodeStatus(
            capacity=resource_list,
            allocatable=resource_list,
        ),
    )
