"""Pod helpers of pkg/api/pod that the apiserver's pod strategy runs: visiting a pod's
containers by kind, and the create-time defaulting of pod-level resources.

Python: Go's package works on the internal core types (pkg/apis/core); this port has only the
v1 types, so the functions take v1 pods and Go's conversion to v1 becomes a plain copy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from enum import IntFlag

from kube_scheduler_py.v1_37.api.component_helpers.resource import helpers as resourcehelper
from kube_scheduler_py.v1_37.api.core.v1 import types as v1
from kube_scheduler_py.v1_37.api.core.v1.defaults import PodLevelResourcesFixDefaulting
from kube_scheduler_py.v1_37.api.core.v1.helper.helpers import (
    is_huge_page_resource_name,
    is_overcommit_allowed,
)
from kube_scheduler_py.v1_37.api.resource import Quantity
from kube_scheduler_py.v1_37.features import DefaultFeatureGate, PodLevelResources


class ContainerType(IntFlag):
    """The kind of a container (regular, init or ephemeral), usable as a bit mask.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L40
    """

    Containers = 1 << 0
    InitContainers = 1 << 1
    EphemeralContainers = 1 << 2


Containers = ContainerType.Containers
InitContainers = ContainerType.InitContainers
EphemeralContainers = ContainerType.EphemeralContainers

#: Every kind of container. Go: the `const` at line 53 of pkg/api/pod/util.go.
AllContainers = InitContainers | Containers | EphemeralContainers

#: What a visitor is handed: a container, or the common part of an ephemeral container.
#: Python: Go converts an ephemeral container's common part to a *Container; both dataclasses
#: here carry the same fields, so the visitor receives the common part itself.
VisitedContainer = v1.Container | v1.EphemeralContainerCommon

#: Called with each container and its kind; returns whether visiting should go on.
#: Go: the `type` at line 63 of pkg/api/pod/util.go.
ContainerVisitor = Callable[[VisitedContainer, ContainerType], bool]


def visit_containers(pod_spec: v1.PodSpec, mask: ContainerType, visitor: ContainerVisitor) -> bool:
    """Call visitor on every container of the kinds in mask until it returns False.

    Returns True when every container was visited, False when the visitor stopped early.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L68-L75
    """
    return all(visitor(c, t) for c, t in container_iter(pod_spec, mask))


def container_iter(
    pod_spec: v1.PodSpec, mask: ContainerType
) -> Iterator[tuple[VisitedContainer, ContainerType]]:
    """The containers of the kinds in mask with their kind: init, then regular, then ephemeral.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L79-L103
    """
    if mask & InitContainers != 0:
        for c in pod_spec.init_containers:
            yield c, InitContainers
    if mask & Containers != 0:
        for c in pod_spec.containers:
            yield c, Containers
    if mask & EphemeralContainers != 0:
        for e in pod_spec.ephemeral_containers:
            yield e.ephemeral_container_common, EphemeralContainers


def default_pod_level_resources(pod: v1.Pod) -> None:
    """Fill in the pod-level resources a pod sets only partly, as the apiserver does on create.

    Three steps, in this order: hugepage limits from the containers' aggregate limits; requests
    from the containers' aggregate requests and from pod-level limits; then limits, for each
    requested resource that every container limits, as the larger of the pod-level request
    and the containers' aggregate limit. Runs only with PodLevelResources and
    PodLevelResourcesFixDefaulting both on (both are at v1.37.2's defaults).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L2253-L2279
    """
    if not DefaultFeatureGate.enabled(PodLevelResources) or not DefaultFeatureGate.enabled(
        PodLevelResourcesFixDefaulting
    ):
        return
    if pod.spec.resources is None:
        return
    if len(pod.spec.resources.requests) == 0 and len(pod.spec.resources.limits) == 0:
        return

    # Python: Go converts a spec holding only the containers and init containers to v1 (so the
    # aggregation sees no pod-level resources, ephemeral containers or status); the lists are
    # shared here, as the aggregation only reads them.
    v1_pod = v1.Pod(
        spec=v1.PodSpec(containers=pod.spec.containers, init_containers=pod.spec.init_containers)
    )

    default_huge_page_pod_level_limits(pod, v1_pod)
    default_pod_level_requests(pod, v1_pod)
    default_pod_level_limits(pod, v1_pod)


def default_huge_page_pod_level_limits(pod: v1.Pod, v1_pod: v1.Pod) -> None:
    """Unset pod-level hugepage limits take the containers' aggregate hugepage limits, unless
    the pod requests that hugepage size.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L2283-L2316
    """
    # Python: Go ranges over maps here; the dicts are ranged in their insertion order.
    if pod.spec.resources is None:
        return
    if len(pod.spec.resources.limits) == 0 and len(pod.spec.resources.requests) == 0:
        return

    pod_lims = pod.spec.resources.limits
    aggr_ctr_lims = resourcehelper.aggregate_container_limits(
        v1_pod, resourcehelper.PodResourcesOptions()
    )
    for key, aggr_ctr_lim in aggr_ctr_lims.items():
        # Only hugepages here: cpu and memory may be overcommitted and are handled later.
        if not resourcehelper.is_supported_pod_level_resource(
            key
        ) or not is_huge_page_resource_name(key):
            continue
        if key in pod.spec.resources.requests:
            continue
        if key not in pod_lims:
            # Python: Go copies the Quantity by value; deep_copy is that copy.
            pod_lims[key] = aggr_ctr_lim.deep_copy()

    if len(pod_lims) > 0:
        pod.spec.resources.limits = pod_lims


def default_pod_level_requests(pod: v1.Pod, v1_pod: v1.Pod) -> None:
    """Unset pod-level requests take the containers' aggregate requests (for resources that
    may be overcommitted), else the pod-level limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L2320-L2352
    """
    # Python: Go ranges over maps here; the dicts are ranged in their insertion order.
    if pod.spec.resources is None:
        return
    if len(pod.spec.resources.requests) == 0 and len(pod.spec.resources.limits) == 0:
        return

    pod_reqs = pod.spec.resources.requests
    aggr_ctr_reqs = resourcehelper.aggregate_container_requests(
        v1_pod, resourcehelper.PodResourcesOptions()
    )
    for key, aggr_ctr_req in aggr_ctr_reqs.items():
        if (
            key not in pod_reqs
            and resourcehelper.is_supported_pod_level_resource(key)
            and is_overcommit_allowed(key)
        ):
            # Python: Go copies the Quantity by value; deep_copy is that copy.
            pod_reqs[key] = aggr_ctr_req.deep_copy()

    for key, pod_lim in pod.spec.resources.limits.items():
        if key not in pod_reqs and resourcehelper.is_supported_pod_level_resource(key):
            pod_reqs[key] = pod_lim.deep_copy()

    if len(pod_reqs) > 0:
        pod.spec.resources.requests = pod_reqs


def default_pod_level_limits(pod: v1.Pod, v1_pod: v1.Pod) -> None:
    """Unset pod-level limits of requested resources that every container limits become the
    larger of the pod-level request and the containers' aggregate limit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L2356-L2415
    """
    if pod.spec.resources is None:
        return
    if len(pod.spec.resources.requests) == 0 and len(pod.spec.resources.limits) == 0:
        return

    # Every resource a limit could be defaulted for already has a pod-level request (set by the
    # user or by the step before), so the requests are where candidates are found.
    # Python: Go collects them in a set; a dict keeps them in the requests' order.
    candidates: dict[str, None] = {}
    for res_name in pod.spec.resources.requests:
        if not resourcehelper.is_supported_pod_level_resource(res_name):
            continue
        if res_name not in pod.spec.resources.limits:
            candidates[res_name] = None

    if len(candidates) == 0:
        return

    aggr_limits = aggregate_container_limits(pod.spec, candidates, v1_pod)
    if aggr_limits is None:
        return

    for res_name in candidates:
        if res_name not in aggr_limits:
            continue
        val = aggr_limits[res_name]
        pod_req = pod.spec.resources.requests.get(res_name, Quantity())
        # A limit below the pod-level request would make the pod invalid; raise it.
        if pod_req.cmp(val) > 0:
            val = pod_req
        # Python: Go copies the Quantity by value; deep_copy is that copy.
        pod.spec.resources.limits[res_name] = val.deep_copy()


def aggregate_container_limits(
    spec: v1.PodSpec, candidates: dict[str, None], v1_pod: v1.Pod
) -> v1.ResourceList | None:
    """The containers' aggregate limits, or None when no candidate is limited by every
    container; candidates some container does not limit are removed from candidates.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/api/pod/util.go#L2419-L2436
    """

    def drop_unlimited(ctr: VisitedContainer, _: ContainerType) -> bool:
        # Python: a list copy of the keys, as Go deletes from the set it ranges over.
        for res_name in list(candidates):
            if res_name not in ctr.resources.limits:
                del candidates[res_name]
        return len(candidates) > 0

    visit_containers(spec, AllContainers, drop_unlimited)

    if len(candidates) == 0:
        return None

    return resourcehelper.aggregate_container_limits(v1_pod, resourcehelper.PodResourcesOptions())
