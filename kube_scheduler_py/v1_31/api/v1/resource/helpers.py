"""How much a pod requests and is limited to, summed over its containers.

The scheduler's NodeResourcesFit and scoring plugins, NodeInfo accounting and the queueing hints
all call pod_requests: regular containers add up, init containers run one at a time (so the pod
needs the largest of them), restartable ("sidecar") init containers keep running and add up with
everything after them, and the pod overhead comes on top.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import BinarySI, DecimalSI, Quantity
from kube_scheduler_py.v1_31.api.v1.pod.util import Containers, ContainerType, InitContainers

# Called with the effective resources of each container and the kind of container.
_ContainerFn = Callable[[v1.ResourceList, ContainerType], None]


@dataclass(slots=True, kw_only=True)
class PodResourcesOptions:
    """Options of pod_requests and pod_limits.

    - reuse: a list to clear and fill with the result instead of allocating a new one.
    - in_place_pod_vertical_scaling_enabled: the InPlacePodVerticalScaling gate is on, so the
      resources allocated to running containers count as well.
    - exclude_overhead: leave the pod overhead out.
    - container_fn: called with each container's effective resources.
    - non_missing_container_requests: defaults for resources a container does not request at all
      (an explicit request, even zero, is kept).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L32-L45
    """

    reuse: v1.ResourceList | None = None
    in_place_pod_vertical_scaling_enabled: bool = False
    exclude_overhead: bool = False
    container_fn: _ContainerFn | None = None
    non_missing_container_requests: v1.ResourceList = field(default_factory=dict)


def pod_requests(pod: v1.Pod, opts: PodResourcesOptions) -> v1.ResourceList:
    """The pod's effective resource requests.

    Sum of the regular containers, raised to what any init container needs while it runs
    (itself plus the restartable init containers started before it), plus overhead.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L50-L130
    """
    reqs = reuse_or_clear_resource_list(opts.reuse)

    container_statuses: dict[str, v1.ContainerStatus] = {}
    if opts.in_place_pod_vertical_scaling_enabled:
        for status in pod.status.container_statuses:
            container_statuses[status.name] = status

    for container in pod.spec.containers:
        container_reqs = container.resources.requests
        if opts.in_place_pod_vertical_scaling_enabled:
            cs = container_statuses.get(container.name)
            if cs is not None:
                if pod.status.resize == v1.PodResizeStatusInfeasible:
                    container_reqs = _deep_copy_resource_list(cs.allocated_resources)
                else:
                    container_reqs = max_(container.resources.requests, cs.allocated_resources)

        if len(opts.non_missing_container_requests) > 0:
            container_reqs = apply_non_missing(container_reqs, opts.non_missing_container_requests)

        if opts.container_fn is not None:
            opts.container_fn(container_reqs, Containers)

        add_resource_list(reqs, container_reqs)

    restartable_init_container_reqs: v1.ResourceList = {}
    init_container_reqs: v1.ResourceList = {}
    # An init container needs its own requests plus those of the restartable init containers
    # started before it; the pod needs the largest such sum. Init containers cannot be resized.
    for container in pod.spec.init_containers:
        container_reqs = container.resources.requests
        if len(opts.non_missing_container_requests) > 0:
            container_reqs = apply_non_missing(container_reqs, opts.non_missing_container_requests)

        if (
            container.restart_policy is not None
            and container.restart_policy == v1.ContainerRestartPolicyAlways
        ):
            # A sidecar keeps running: it adds to the pod's total ...
            add_resource_list(reqs, container_reqs)

            # ... and to what every later init container runs alongside.
            add_resource_list(restartable_init_container_reqs, container_reqs)
            container_reqs = restartable_init_container_reqs
        else:
            tmp: v1.ResourceList = {}
            add_resource_list(tmp, container_reqs)
            add_resource_list(tmp, restartable_init_container_reqs)
            container_reqs = tmp

        if opts.container_fn is not None:
            opts.container_fn(container_reqs, InitContainers)
        max_resource_list(init_container_reqs, container_reqs)

    max_resource_list(reqs, init_container_reqs)

    if not opts.exclude_overhead and pod.spec.overhead:
        add_resource_list(reqs, pod.spec.overhead)

    return reqs


def apply_non_missing(reqs: v1.ResourceList, non_missing: v1.ResourceList) -> v1.ResourceList:
    """A copy of reqs where each resource of non_missing that reqs lacks is filled in.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L133-L147
    """
    cp: v1.ResourceList = {}
    for k, v in reqs.items():
        cp[k] = v.deep_copy()

    for k, v in non_missing.items():
        if k not in reqs:
            # Python: Go adds to the zero Quantity it reads for a missing key.
            rk = cp.get(k, Quantity())
            rk.add(v)
            cp[k] = rk
    return cp


def pod_limits(pod: v1.Pod, opts: PodResourcesOptions) -> v1.ResourceList:
    """The pod's effective resource limits, computed like pod_requests.

    Overhead is only added to resources that already have a non-zero limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L152-L207
    """
    limits = reuse_or_clear_resource_list(opts.reuse)

    for container in pod.spec.containers:
        if opts.container_fn is not None:
            opts.container_fn(container.resources.limits, Containers)
        add_resource_list(limits, container.resources.limits)

    restartable_init_container_limits: v1.ResourceList = {}
    init_container_limits: v1.ResourceList = {}
    # Same accounting as pod_requests: each init container plus the sidecars started before it.
    for container in pod.spec.init_containers:
        container_limits = container.resources.limits
        if (
            container.restart_policy is not None
            and container.restart_policy == v1.ContainerRestartPolicyAlways
        ):
            add_resource_list(limits, container_limits)

            add_resource_list(restartable_init_container_limits, container_limits)
            container_limits = restartable_init_container_limits
        else:
            tmp: v1.ResourceList = {}
            add_resource_list(tmp, container_limits)
            add_resource_list(tmp, restartable_init_container_limits)
            container_limits = tmp

        if opts.container_fn is not None:
            opts.container_fn(container_limits, InitContainers)
        max_resource_list(init_container_limits, container_limits)

    max_resource_list(limits, init_container_limits)

    if not opts.exclude_overhead and pod.spec.overhead:
        for name, quantity in pod.spec.overhead.items():
            value = limits.get(name)
            if value is not None and not value.is_zero():
                value = value.deep_copy()
                value.add(quantity)
                limits[name] = value

    return limits


def add_resource_list(list_: v1.ResourceList, new_list: v1.ResourceList) -> None:
    """Add every quantity of new_list into list_ (copying the ones list_ does not have yet).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L210-L219
    """
    # Python: `list` is a builtin, hence `list_`.
    for name, quantity in new_list.items():
        value = list_.get(name)
        if value is None:
            list_[name] = quantity.deep_copy()
        else:
            # Python: Go adds to a copy of the stored value and stores the sum back; copying
            # here too leaves any quantity another holder kept from this list unchanged.
            value = value.deep_copy()
            value.add(quantity)
            list_[name] = value


def max_resource_list(list_: v1.ResourceList, new_list: v1.ResourceList) -> None:
    """Raise each quantity of list_ to the one in new_list where that is greater.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L222-L228
    """
    for name, quantity in new_list.items():
        value = list_.get(name)
        if value is None or quantity.cmp(value) > 0:
            list_[name] = quantity.deep_copy()


def max_(a: v1.ResourceList, b: v1.ResourceList) -> v1.ResourceList:
    """A new list holding, for every resource in a or b, the larger of the two quantities.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L232-L249
    """
    # Python: named max_ so it does not hide the builtin max.
    result: v1.ResourceList = {}
    for key, value in a.items():
        other = b.get(key)
        if other is not None and value.cmp(other) <= 0:
            result[key] = other.deep_copy()
            continue
        result[key] = value.deep_copy()
    for key, value in b.items():
        if key not in result:
            result[key] = value.deep_copy()
    return result


def reuse_or_clear_resource_list(reuse: v1.ResourceList | None) -> v1.ResourceList:
    """The reuse list emptied, or a new list when there is none to reuse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L253-L261
    """
    if reuse is None:
        return {}
    reuse.clear()
    return reuse


def get_resource_request_quantity(pod: v1.Pod, resource_name: str) -> Quantity:
    """The pod's request of one resource: containers summed, raised to the largest init
    container, plus overhead when the total is non-zero. (Sidecars are not special here.)

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L264-L299
    """
    if resource_name == v1.ResourceCPU:
        request_quantity = Quantity(format=DecimalSI)
    elif resource_name in (v1.ResourceMemory, v1.ResourceStorage, v1.ResourceEphemeralStorage):
        request_quantity = Quantity(format=BinarySI)
    else:
        request_quantity = Quantity(format=DecimalSI)

    for container in pod.spec.containers:
        r_quantity = container.resources.requests.get(resource_name)
        if r_quantity is not None:
            request_quantity.add(r_quantity)

    for container in pod.spec.init_containers:
        r_quantity = container.resources.requests.get(resource_name)
        if r_quantity is not None and request_quantity.cmp(r_quantity) < 0:
            request_quantity = r_quantity.deep_copy()

    # Overhead only counts for a resource the pod asks for at all.
    pod_overhead = pod.spec.overhead.get(resource_name)
    if pod_overhead is not None and not request_quantity.is_zero():
        request_quantity.add(pod_overhead)

    return request_quantity


def get_resource_request(pod: v1.Pod, resource: str) -> int:
    """The pod's request of one resource as an integer: millicores for CPU, 1 for pods,
    the plain value otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/v1/resource/helpers.go#L302-L314
    """
    if resource == v1.ResourcePods:
        return 1

    request_quantity = get_resource_request_quantity(pod, resource)

    if resource == v1.ResourceCPU:
        return request_quantity.milli_value()

    return request_quantity.value()


def _deep_copy_resource_list(rl: v1.ResourceList) -> v1.ResourceList:
    """A copy of the list whose quantities are copies too (Go's generated ResourceList.DeepCopy)."""
    return {name: quantity.deep_copy() for name, quantity in rl.items()}
