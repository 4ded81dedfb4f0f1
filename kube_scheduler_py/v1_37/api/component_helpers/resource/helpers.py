"""How much a pod requests and is limited to: its containers summed, or its pod-level resources.

The scheduler's NodeResourcesFit and scoring plugins, NodeInfo accounting and the queueing hints
all call pod_requests. Container-level: regular containers add up, init containers run one at a
time (so the pod needs the largest of them), restartable ("sidecar") init containers keep running
and add up with everything after them. Pod-level `spec.resources` (PodLevelResources), where set,
replaces the container sum for CPU, memory and hugepages. With in-place resize the larger of what
the spec asks, what the node allocated and what is actuated counts; node-allocatable DRA claims
add on top; the pod overhead comes last.

# Python: Go's nil and empty resource lists are both the empty dict here, so "the status has a
# list" reads "the status list is non-empty"; the two differ only for an explicit empty list.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.resource import Quantity

ContainerType = int

Containers: ContainerType = 1 << 0
InitContainers: ContainerType = 1 << 1

# Reads a container's resource list, given its status (if any) and whether resizing is infeasible.
_ResourceListFn = Callable[[v1.Container, "v1.ContainerStatus | None", bool], v1.ResourceList]


@dataclass(slots=True, kw_only=True)
class PodResourcesOptions:
    """Options of pod_requests and pod_limits.

    - reuse: a list to clear and fill with the container sum instead of allocating a new one.
    - use_status_resources: count what the pod status reports (InPlacePodVerticalScaling).
    - in_place_pod_level_resources_vertical_scaling_enabled: count the pod-level status lists.
    - exclude_overhead: leave the pod overhead out.
    - non_missing_container_requests: defaults for resources a container does not request at all
      (an explicit request, even zero, is kept).
    - skip_pod_level_resources / skip_container_level_resources: leave either level out.
    - use_dra_node_allocatable_resource_claim_status: add the node-allocatable DRA claims the
      pod status reports.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L39-L65
    """

    reuse: v1.ResourceList | None = None
    use_status_resources: bool = False
    in_place_pod_level_resources_vertical_scaling_enabled: bool = False
    exclude_overhead: bool = False
    non_missing_container_requests: v1.ResourceList = field(default_factory=dict)
    skip_pod_level_resources: bool = False
    skip_container_level_resources: bool = False
    use_dra_node_allocatable_resource_claim_status: bool = False


# Python: the unexported variable takes the underscore; the exported function has the name.
supported_pod_level_resources_: frozenset[str] = frozenset({v1.ResourceCPU, v1.ResourceMemory})


def supported_pod_level_resources() -> set[str]:
    """The resources pod-level `spec.resources` may set: CPU, memory and the hugepages prefix.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L69-L71
    """
    return set(supported_pod_level_resources_) | {v1.ResourceHugePagesPrefix}


def is_supported_pod_level_resource(name: str) -> bool:
    """Whether pod-level resources may name this resource (CPU, memory, any hugepages size).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L76-L78
    """
    return name in supported_pod_level_resources_ or name.startswith(v1.ResourceHugePagesPrefix)


def is_pod_level_resources_set(pod: v1.Pod) -> bool:
    """Whether the pod sets a supported resource in its pod-level requests or limits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L83-L105
    """
    if pod.spec.resources is None:
        return False

    if (len(pod.spec.resources.requests) + len(pod.spec.resources.limits)) == 0:
        return False

    for resource_name in pod.spec.resources.requests:
        if is_supported_pod_level_resource(resource_name):
            return True

    for resource_name in pod.spec.resources.limits:
        if is_supported_pod_level_resource(resource_name):
            return True

    return False


def is_pod_level_requests_set(pod: v1.Pod) -> bool:
    """Whether the pod sets a supported resource in its pod-level requests.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L109-L125
    """
    if pod.spec.resources is None:
        return False

    if len(pod.spec.resources.requests) == 0:
        return False

    for resource_name in pod.spec.resources.requests:
        if is_supported_pod_level_resource(resource_name):
            return True

    return False


def is_pod_level_limits_set(pod: v1.Pod) -> bool:
    """Whether the pod sets a supported resource in its pod-level limits.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L129-L145
    """
    if pod.spec.resources is None:
        return False

    if len(pod.spec.resources.limits) == 0:
        return False

    for resource_name in pod.spec.resources.limits:
        if is_supported_pod_level_resource(resource_name):
            return True

    return False


def pod_requests(pod: v1.Pod, opts: PodResourcesOptions) -> v1.ResourceList:
    """The pod's effective requests: the container sum, overridden by the pod-level requests
    for the resources those set, plus overhead.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L152-L173
    """
    reqs: v1.ResourceList = {}
    if not opts.skip_container_level_resources:
        reqs = aggregate_container_requests(pod, opts)

    if not opts.skip_pod_level_resources and is_pod_level_requests_set(pod):
        assert pod.spec.resources is not None  # is_pod_level_requests_set checked it
        effective_reqs = pod.spec.resources.requests
        if (
            opts.in_place_pod_level_resources_vertical_scaling_enabled
            and opts.use_status_resources
            and pod.status.resources is not None
        ):
            effective_reqs = effective_pod_level_resources(
                pod,
                pod.spec.resources.requests,
                pod.status.resources.requests,
                pod.status.allocated_resources,
            )

        apply_pod_level_resources(reqs, effective_reqs)

    if not opts.exclude_overhead and pod.spec.overhead:
        add_resource_list(reqs, pod.spec.overhead)

    return reqs


def apply_pod_level_resources(
    result: v1.ResourceList, effective_resources: v1.ResourceList
) -> None:
    """Overwrite result with every supported resource of the pod-level list.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L175-L181
    """
    for resource_name, quantity in effective_resources.items():
        if is_supported_pod_level_resource(resource_name):
            # Python: Go stores a copy of the Quantity value.
            result[resource_name] = quantity.deep_copy()


def effective_pod_level_resources(
    pod: v1.Pod, spec: v1.ResourceList, *statuses: v1.ResourceList
) -> v1.ResourceList:
    """The larger of the pod-level spec and status lists per resource; the spec does not count
    while a resize is infeasible.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L183-L188
    """
    if is_pod_resize_infeasible(pod):
        spec = {}
    return max_(spec, *statuses)


def container_spec_requests(
    container: v1.Container, _status: v1.ContainerStatus | None, _infeasible: bool
) -> v1.ResourceList:
    """The container's requests as its spec states them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L190-L192
    """
    return container.resources.requests


def container_allocated_requests(
    container: v1.Container, container_status: v1.ContainerStatus | None, is_resize_infeasible: bool
) -> v1.ResourceList:
    """What the node allocated to the container; its spec if nothing is reported (nothing while
    a resize is infeasible).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L194-L202
    """
    if container_status is not None and container_status.allocated_resources:
        return container_status.allocated_resources
    if is_resize_infeasible:
        return {}
    return container.resources.requests


def container_actuated_requests(
    container: v1.Container, container_status: v1.ContainerStatus | None, is_resize_infeasible: bool
) -> v1.ResourceList:
    """The requests the container runs with (status resources), else its allocation, else its
    spec (nothing while a resize is infeasible).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L204-L215
    """
    if (
        container_status is not None
        and container_status.resources is not None
        and container_status.resources.requests
    ):
        return container_status.resources.requests
    if container_status is not None and container_status.allocated_resources:
        return container_status.allocated_resources
    if is_resize_infeasible:
        return {}
    return container.resources.requests


def find_container_status(pod: v1.Pod, name: str) -> v1.ContainerStatus | None:
    """The status of the (init) container with that name, if the pod reports one.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L217-L229
    """
    for status in pod.status.container_statuses:
        if status.name == name:
            return status
    for status in pod.status.init_container_statuses:
        if status.name == name:
            return status
    return None


def is_restartable_init_container(container: v1.Container) -> bool:
    """Whether an init container is a sidecar (restartPolicy Always).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L231-L233
    """
    return (
        container.restart_policy is not None
        and container.restart_policy == v1.ContainerRestartPolicyAlways
    )


def aggregate_container_resources_by_fn(
    pod: v1.Pod, opts: PodResourcesOptions, get_resource_list: _ResourceListFn
) -> v1.ResourceList:
    """Sum a per-container list over the pod: regular containers and sidecars add up, and the
    pod needs at least what any init container needs together with the sidecars before it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L235-L289
    """
    is_resize_infeasible = False
    if opts.use_status_resources:
        is_resize_infeasible = is_pod_resize_infeasible(pod)
    result: v1.ResourceList = {}
    for container in pod.spec.containers:
        cs: v1.ContainerStatus | None = None
        if opts.use_status_resources:
            cs = find_container_status(pod, container.name)
        container_resources = get_resource_list(container, cs, is_resize_infeasible)
        if len(opts.non_missing_container_requests) > 0:
            container_resources = apply_non_missing(
                container_resources, opts.non_missing_container_requests
            )
        add_resource_list(result, container_resources)

    restartable_init_container_resources: v1.ResourceList = {}
    init_container_resources: v1.ResourceList = {}
    # While init container i runs, the pod needs its resources plus those of every sidecar
    # started before it; the largest such sum is the init phase's floor.
    for container in pod.spec.init_containers:
        cs = None
        if opts.use_status_resources:
            cs = find_container_status(pod, container.name)
        container_resources = get_resource_list(container, cs, is_resize_infeasible)
        if len(opts.non_missing_container_requests) > 0:
            container_resources = apply_non_missing(
                container_resources, opts.non_missing_container_requests
            )
        if is_restartable_init_container(container):
            # A sidecar keeps running: it adds to the pod's total ...
            add_resource_list(result, container_resources)

            # ... and to what every later init container runs alongside.
            add_resource_list(restartable_init_container_resources, container_resources)
            container_resources = restartable_init_container_resources
        else:
            combined_resources: v1.ResourceList = {}
            add_resource_list(combined_resources, container_resources)
            add_resource_list(combined_resources, restartable_init_container_resources)
            container_resources = combined_resources
        max_resource_list(init_container_resources, container_resources)
    max_resource_list(result, init_container_resources)
    return result


def aggregate_container_requests(pod: v1.Pod, opts: PodResourcesOptions) -> v1.ResourceList:
    """The container-level requests of the pod (sidecar formula), with node-allocatable DRA
    claims; with status resources, the larger of spec, actuated and allocated.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L295-L332
    """
    reqs = reuse_or_clear_resource_list(opts.reuse)
    if not opts.use_status_resources:
        add_resource_list(
            reqs, aggregate_container_resources_by_fn(pod, opts, container_spec_requests)
        )
        add_dra_node_allocatable_claim_resources(reqs, pod, opts)
    else:
        is_resize_infeasible = is_pod_resize_infeasible(pod)
        spec_reqs = aggregate_container_resources_by_fn(pod, opts, container_spec_requests)
        add_dra_node_allocatable_claim_resources(spec_reqs, pod, opts)
        # The pod-level status lists already hold the sum over all containers (and the DRA
        # claims); without them the container statuses are summed and the claims added.
        if (
            opts.in_place_pod_level_resources_vertical_scaling_enabled
            and pod.status.allocated_resources
            and pod.status.resources is not None
            and pod.status.resources.requests
        ):
            allocated_reqs = pod.status.allocated_resources
            actuated_reqs = pod.status.resources.requests
        else:
            allocated_reqs = aggregate_container_resources_by_fn(
                pod, opts, container_allocated_requests
            )
            add_dra_node_allocatable_claim_resources(allocated_reqs, pod, opts)
            actuated_reqs = aggregate_container_resources_by_fn(
                pod, opts, container_actuated_requests
            )

        if is_resize_infeasible:
            add_resource_list(reqs, max_(actuated_reqs, allocated_reqs))
        else:
            add_resource_list(reqs, max_(spec_reqs, actuated_reqs, allocated_reqs))

    return reqs


def is_pod_resize_infeasible(pod: v1.Pod) -> bool:
    """Whether the pod's PodResizePending condition says the resize is infeasible.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L335-L342
    """
    for condition in pod.status.conditions:
        if condition.type == v1.PodResizePending:
            return condition.reason == v1.PodReasonInfeasible
    return False


def is_pod_resize_deferred(pod: v1.Pod) -> bool:
    """Whether the pod's PodResizePending condition says the resize is deferred.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L345-L352
    """
    for condition in pod.status.conditions:
        if condition.type == v1.PodResizePending:
            return condition.reason == v1.PodReasonDeferred
    return False


def apply_non_missing(reqs: v1.ResourceList, non_missing: v1.ResourceList) -> v1.ResourceList:
    """A copy of reqs where each resource of non_missing that reqs lacks is filled in.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L355-L369
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


def container_spec_limits(
    c: v1.Container, _status: v1.ContainerStatus | None, _infeasible: bool
) -> v1.ResourceList:
    """The container's limits as its spec states them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L371-L373
    """
    return c.resources.limits


def container_actuated_limits(
    c: v1.Container, cs: v1.ContainerStatus | None, is_resize_infeasible: bool
) -> v1.ResourceList:
    """The limits the container runs with (status resources), else its spec (nothing while a
    resize is infeasible).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L375-L383
    """
    if cs is not None and cs.resources is not None and cs.resources.limits:
        return cs.resources.limits
    if is_resize_infeasible:
        return {}
    return c.resources.limits


def pod_limits(pod: v1.Pod, opts: PodResourcesOptions) -> v1.ResourceList:
    """The pod's effective limits, computed like pod_requests; overhead is only added to
    resources that already have a non-zero limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L388-L410
    """
    limits = aggregate_container_limits(pod, opts)
    if not opts.skip_pod_level_resources and is_pod_level_resources_set(pod):
        assert pod.spec.resources is not None  # is_pod_level_resources_set checked it
        effective_lims = pod.spec.resources.limits
        if (
            opts.in_place_pod_level_resources_vertical_scaling_enabled
            and opts.use_status_resources
            and pod.status.resources is not None
        ):
            effective_lims = effective_pod_level_resources(
                pod, pod.spec.resources.limits, pod.status.resources.limits
            )
        apply_pod_level_resources(limits, effective_lims)

    if not opts.exclude_overhead and pod.spec.overhead:
        for name, quantity in pod.spec.overhead.items():
            value = limits.get(name)
            if value is not None and not value.is_zero():
                value = value.deep_copy()
                value.add(quantity)
                limits[name] = value

    return limits


def aggregate_container_limits(pod: v1.Pod, opts: PodResourcesOptions) -> v1.ResourceList:
    """The container-level limits of the pod (sidecar formula), with node-allocatable DRA
    claims where a limit is declared; with status resources, the larger of spec and actuated.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L416-L447
    """
    # Python: Go receives opts by value and clears the field on its copy.
    opts = dataclasses.replace(opts, non_missing_container_requests={})
    limits = reuse_or_clear_resource_list(opts.reuse)
    if not opts.use_status_resources:
        add_resource_list(
            limits, aggregate_container_resources_by_fn(pod, opts, container_spec_limits)
        )
        limits = add_dra_node_allocatable_limits(limits, pod, opts)
    else:
        is_resize_infeasible = is_pod_resize_infeasible(pod)
        spec_limits = aggregate_container_resources_by_fn(pod, opts, container_spec_limits)
        spec_limits = add_dra_node_allocatable_limits(spec_limits, pod, opts)
        # The pod-level status limits already hold the sum (DRA included); without them the
        # container statuses are summed.
        if (
            opts.in_place_pod_level_resources_vertical_scaling_enabled
            and pod.status.resources is not None
            and pod.status.resources.limits
        ):
            actuated_limits = pod.status.resources.limits
        else:
            actuated_limits = aggregate_container_resources_by_fn(
                pod, opts, container_actuated_limits
            )

        if is_resize_infeasible:
            add_resource_list(limits, actuated_limits)
        else:
            add_resource_list(limits, max_(spec_limits, actuated_limits))
    return limits


def add_resource_list(list_: v1.ResourceList, new_list: v1.ResourceList) -> None:
    """Add every quantity of new_list into list_ (copying the ones list_ does not have yet).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L450-L459
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L462-L468
    """
    for name, quantity in new_list.items():
        value = list_.get(name)
        if value is None or quantity.cmp(value) > 0:
            list_[name] = quantity.deep_copy()


def max_(a: v1.ResourceList, *b: v1.ResourceList) -> v1.ResourceList:
    """A new list holding, for every resource in a or any of b, the largest quantity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L472-L483
    """
    # Python: named max_ so it does not hide the builtin max.
    result = {name: quantity.deep_copy() for name, quantity in a.items()}
    for other in b:
        max_resource_list(result, other)
    return result


def reuse_or_clear_resource_list(reuse: v1.ResourceList | None) -> v1.ResourceList:
    """The reuse list emptied, or a new list when there is none to reuse.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L487-L495
    """
    if reuse is None:
        return {}
    reuse.clear()
    return reuse


def get_container_dra_allocations(pod: v1.Pod, container_name: str) -> v1.ResourceList:
    """What the node-allocatable DRA claims of the pod give one container: mapped quantities
    plus per-pod and per-container overhead.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L498-L528
    """
    dra_allocations: v1.ResourceList = {}
    for claim_status in pod.status.node_allocatable_resource_claim_statuses:
        if container_name not in claim_status.containers:
            continue
        for mapping in claim_status.mapping:
            if mapping.quantity is not None:
                _add_quantity(dra_allocations, mapping.name, mapping.quantity)

        for overhead in claim_status.overhead:
            quantity = Quantity()
            if overhead.per_pod is not None:
                quantity.add(overhead.per_pod)
            if overhead.per_container is not None:
                quantity.add(overhead.per_container)
            _add_quantity(dra_allocations, overhead.name, quantity)
    return dra_allocations


def add_dra_node_allocatable_limits(
    spec_limits: v1.ResourceList, pod: v1.Pod, opts: PodResourcesOptions
) -> v1.ResourceList:
    """Add the pod's node-allocatable DRA claims to the limits it declares (always to hugepages,
    which cannot be overcommitted).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L530-L544
    """
    dra_resources: v1.ResourceList = {}
    add_dra_node_allocatable_claim_resources(dra_resources, pod, opts)
    for name, quantity in dra_resources.items():
        declared = name in spec_limits
        if declared or name.startswith(v1.ResourceHugePagesPrefix):
            _add_quantity(spec_limits, name, quantity)
    return spec_limits


def add_dra_node_allocatable_claim_resources(
    resources: v1.ResourceList, pod: v1.Pod, opts: PodResourcesOptions
) -> None:
    """Add every node-allocatable DRA claim of the pod status: mapped quantities, per-pod
    overhead and per-container overhead times the containers sharing the claim.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/resource/helpers.go#L546-L574
    """
    if (
        opts.use_dra_node_allocatable_resource_claim_status
        and len(pod.status.node_allocatable_resource_claim_statuses) > 0
    ):
        for claim_status in pod.status.node_allocatable_resource_claim_statuses:
            for mapping in claim_status.mapping:
                if mapping.quantity is not None:
                    _add_quantity(resources, mapping.name, mapping.quantity)
            for overhead in claim_status.overhead:
                quantity = Quantity()
                if overhead.per_pod is not None:
                    quantity.add(overhead.per_pod)
                if overhead.per_container is not None and len(claim_status.containers) > 0:
                    var_overhead = overhead.per_container.deep_copy()
                    var_overhead.mul(len(claim_status.containers))
                    quantity.add(var_overhead)
                _add_quantity(resources, overhead.name, quantity)


def _add_quantity(resources: v1.ResourceList, name: str, quantity: Quantity) -> None:
    """Add quantity to the value stored under name, as Go does on its copy of the map's value:
    onto a copy of the stored Quantity (the zero Quantity when there is none), stored back.

    Python-only: Go writes this inline where it adds overheads.
    """
    q = resources[name].deep_copy() if name in resources else Quantity()
    q.add(quantity)
    resources[name] = q
