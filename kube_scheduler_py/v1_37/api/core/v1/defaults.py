"""The apiserver's defaults for the core objects the scheduler reads.

Mirrors pkg/apis/core/v1/defaults.go and the generated SetObjectDefaults_* functions of
pkg/apis/core/v1/zz_generated.defaults.go at v1.37.2. Only the defaults of fields that this
port models are applied (the scheduler never reads probes, image pull policies, DNS policy and
the like, so those fields do not exist here).
"""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.component_helpers.resource import helpers as resourcehelper
from kube_scheduler_py.v1_37.api.core.v1 import types as v1
from kube_scheduler_py.v1_37.api.core.v1.helper.helpers import (
    is_huge_page_resource_name,
    is_overcommit_allowed,
)
from kube_scheduler_py.v1_37.api.resource import Milli
from kube_scheduler_py.v1_37.features import DefaultFeatureGate, Feature, PodLevelResources

# Python: a gate of pkg/features that v1_37/features.py does not name (pkg/scheduler never reads
# it); the gate itself is registered there with all of kube's gates.
PodLevelResourcesFixDefaulting: Feature = "PodLevelResourcesFixDefaulting"

__all__ = [
    "set_defaults_namespace",
    "set_defaults_namespace_status",
    "set_defaults_node_status",
    "set_defaults_persistent_volume",
    "set_defaults_persistent_volume_claim",
    "set_defaults_persistent_volume_claim_spec",
    "set_defaults_pod",
    "set_defaults_pod_spec",
    "set_defaults_pod_status",
    "set_defaults_replication_controller",
    "set_defaults_resource_list",
    "set_object_defaults_namespace",
    "set_object_defaults_node",
    "set_object_defaults_persistent_volume",
    "set_object_defaults_persistent_volume_claim",
    "set_object_defaults_pod",
    "set_object_defaults_replication_controller",
]


def set_defaults_resource_list(resources: v1.ResourceList) -> None:
    """Round every quantity up to milli precision, as the apiserver stores it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L39-L48
    """
    for quantity in resources.values():
        quantity.round_up(Milli)


def set_defaults_replication_controller(rc: v1.ReplicationController) -> None:
    """Default an RC's selector and labels from its template's labels.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L50-L65
    """
    template = rc.spec.template
    if template is not None:
        if not rc.spec.selector:
            rc.spec.selector = dict(template.metadata.labels)
        if not rc.metadata.labels:
            rc.metadata.labels = dict(template.metadata.labels)


def _default_requests_to_limits(container: v1.Container) -> None:
    """A resource with a limit but no request is requested at its limit."""
    for name, limit in container.resources.limits.items():
        if name not in container.resources.requests:
            container.resources.requests[name] = limit.deep_copy()


def set_defaults_pod(pod: v1.Pod) -> None:
    """A negative grace period becomes 1s; requests default to limits (containers and init
    containers); on the host network container ports are host ports.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L164-L224
    """
    # Python: enableServiceLinks and the probe protocols of H2CContainerProbe (alpha, off)
    # concern fields the scheduler never reads.
    grace = pod.spec.termination_grace_period_seconds
    if grace is not None and grace < 0:
        pod.spec.termination_grace_period_seconds = 1
    for container in pod.spec.containers:
        _default_requests_to_limits(container)
    for container in pod.spec.init_containers:
        _default_requests_to_limits(container)
    if DefaultFeatureGate.enabled(PodLevelResources) and not DefaultFeatureGate.enabled(
        PodLevelResourcesFixDefaulting
    ):
        _default_huge_page_pod_limits(pod)
        _default_pod_requests(pod)
    if pod.spec.host_network:
        default_host_network_ports(pod.spec.containers)
        default_host_network_ports(pod.spec.init_containers)


def _default_pod_requests(obj: v1.Pod) -> None:
    """Pod-level requests, when pod-level limits are set, default to the containers' aggregate
    requests (overcommittable resources), else to the pod-level limits (supported resources).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L527-L571
    """
    # Python: Go ranges over maps here; the dicts are ranged in their insertion order.
    if obj.spec.resources is None:
        return
    if len(obj.spec.resources.limits) == 0:
        return
    pod_reqs = obj.spec.resources.requests
    aggr_ctr_reqs = resourcehelper.aggregate_container_requests(
        obj, resourcehelper.PodResourcesOptions()
    )
    for key, aggr_ctr_lim in aggr_ctr_reqs.items():
        if (
            key not in pod_reqs
            and resourcehelper.is_supported_pod_level_resource(key)
            and is_overcommit_allowed(key)
        ):
            pod_reqs[key] = aggr_ctr_lim.deep_copy()
    for key, pod_lim in obj.spec.resources.limits.items():
        if key not in pod_reqs and resourcehelper.is_supported_pod_level_resource(key):
            pod_reqs[key] = pod_lim.deep_copy()
    if len(pod_reqs) > 0:
        obj.spec.resources.requests = pod_reqs


def _default_huge_page_pod_limits(pod: v1.Pod) -> None:
    """Pod-level hugepage limits, when pod-level resources are set, default to the containers'
    aggregate hugepage limits, unless the pod requests that hugepage size.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L581-L622
    """
    if pod.spec.resources is None:
        return
    if len(pod.spec.resources.limits) == 0 and len(pod.spec.resources.requests) == 0:
        return
    pod_lims = pod.spec.resources.limits
    aggr_ctr_lims = resourcehelper.aggregate_container_limits(
        pod, resourcehelper.PodResourcesOptions()
    )
    for key, aggr_ctr_lim in aggr_ctr_lims.items():
        if not resourcehelper.is_supported_pod_level_resource(
            key
        ) or not is_huge_page_resource_name(key):
            continue
        if key in pod.spec.resources.requests:
            continue
        if key not in pod_lims:
            pod_lims[key] = aggr_ctr_lim.deep_copy()
    if len(pod_lims) > 0:
        pod.spec.resources.limits = pod_lims


def set_defaults_pod_status(status: v1.PodStatus) -> None:
    """Keep podIP and podIPs in step: each fills the other, and podIP wins a mismatch.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L225-L241
    """
    has_ip = len(status.pod_ip) > 0
    has_ips = len(status.pod_ips) > 0
    if has_ip and not has_ips:
        status.pod_ips = [v1.PodIP(ip=status.pod_ip)]
    elif not has_ip and has_ips:
        status.pod_ip = status.pod_ips[0].ip
    elif has_ip and has_ips and status.pod_ips[0].ip != status.pod_ip:
        status.pod_ips = [v1.PodIP(ip=status.pod_ip)]


def set_defaults_pod_spec(spec: v1.PodSpec) -> None:
    """The restart policy and the scheduler name a pod gets when it names none.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L243-L274
    """
    # Python: only the defaults of modelled fields are applied (no deprecated serviceAccount,
    # DNS policy, security context or default grace period).
    if spec.restart_policy == "":
        spec.restart_policy = v1.RestartPolicyAlways
    if spec.scheduler_name == "":
        spec.scheduler_name = v1.DefaultSchedulerName


def set_defaults_persistent_volume(pv: v1.PersistentVolume) -> None:
    """A new PV is Pending, retained on release and a filesystem volume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L324-L335
    """
    if pv.status.phase == "":
        pv.status.phase = v1.VolumePending
    if pv.spec.persistent_volume_reclaim_policy == "":
        pv.spec.persistent_volume_reclaim_policy = v1.PersistentVolumeReclaimRetain
    if pv.spec.volume_mode is None:
        pv.spec.volume_mode = v1.PersistentVolumeFilesystem


def set_defaults_persistent_volume_claim(pvc: v1.PersistentVolumeClaim) -> None:
    """A new claim is Pending.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L336-L340
    """
    if pvc.status.phase == "":
        pvc.status.phase = v1.ClaimPending


def set_defaults_persistent_volume_claim_spec(spec: v1.PersistentVolumeClaimSpec) -> None:
    """A claim asks for a filesystem volume unless it says otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L341-L346
    """
    if spec.volume_mode is None:
        spec.volume_mode = v1.PersistentVolumeFilesystem


def set_defaults_namespace(namespace: v1.Namespace) -> None:
    """Label a namespace with its own name (what namespace selectors match on).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L368-L381
    """
    if namespace.metadata.name:
        namespace.metadata.labels[v1.LabelMetadataName] = namespace.metadata.name


def set_defaults_namespace_status(status: v1.NamespaceStatus) -> None:
    """A namespace is Active unless it says otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L383-L387
    """
    if status.phase == "":
        status.phase = v1.NamespaceActive


def set_defaults_node_status(status: v1.NodeStatus) -> None:
    """A node that reports no allocatable resources can allocate its whole capacity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L388-L396
    """
    # Python: Go tells a nil map from an empty one; an empty allocatable map counts as unset.
    if not status.allocatable and status.capacity:
        status.allocatable = {name: q.deep_copy() for name, q in status.capacity.items()}


def default_host_network_ports(containers: list[v1.Container]) -> None:
    """On the host network a container port is also its host port.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/defaults.go#L440-L448
    """
    for container in containers:
        for port in container.ports:
            if port.host_port == 0:
                port.host_port = port.container_port


def _default_container(container: v1.Container | v1.EphemeralContainerCommon) -> None:
    """The per-container part of SetObjectDefaults_Pod: port protocols and rounding."""
    for port in container.ports:
        if port.protocol == "":
            port.protocol = v1.ProtocolTCP
    set_defaults_resource_list(container.resources.limits)
    set_defaults_resource_list(container.resources.requests)


def _default_ephemeral_volumes(volumes: list[v1.Volume]) -> None:
    """The per-volume part of the generated defaults: an ephemeral volume's claim template."""
    for volume in volumes:
        ephemeral = volume.ephemeral
        if ephemeral is not None and ephemeral.volume_claim_template is not None:
            claim_spec = ephemeral.volume_claim_template.spec
            set_defaults_persistent_volume_claim_spec(claim_spec)
            set_defaults_resource_list(claim_spec.resources.limits)
            set_defaults_resource_list(claim_spec.resources.requests)


def set_object_defaults_pod(pod: v1.Pod) -> None:
    """Every default the apiserver applies to a pod that the scheduler can observe.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/zz_generated.defaults.go#L206-L554
    """
    set_defaults_pod(pod)
    set_defaults_pod_spec(pod.spec)
    _default_ephemeral_volumes(pod.spec.volumes)
    for container in pod.spec.init_containers:
        _default_container(container)
    for container in pod.spec.containers:
        _default_container(container)
    for ephemeral in pod.spec.ephemeral_containers:
        _default_container(ephemeral.ephemeral_container_common)
    set_defaults_resource_list(pod.spec.overhead)
    if pod.spec.resources is not None:
        set_defaults_resource_list(pod.spec.resources.limits)
        set_defaults_resource_list(pod.spec.resources.requests)
    set_defaults_pod_status(pod.status)
    for statuses in (
        pod.status.init_container_statuses,
        pod.status.container_statuses,
        pod.status.ephemeral_container_statuses,
    ):
        for status in statuses:
            set_defaults_resource_list(status.allocated_resources)
            if status.resources is not None:
                set_defaults_resource_list(status.resources.limits)
                set_defaults_resource_list(status.resources.requests)
    set_defaults_resource_list(pod.status.allocated_resources)
    if pod.status.resources is not None:
        set_defaults_resource_list(pod.status.resources.limits)
        set_defaults_resource_list(pod.status.resources.requests)


def set_object_defaults_replication_controller(rc: v1.ReplicationController) -> None:
    """The RC defaults, one replica unless it says otherwise, and its pod template's defaults.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/zz_generated.defaults.go#L893-L1217
    """
    set_defaults_replication_controller(rc)
    if rc.spec.replicas is None:
        rc.spec.replicas = 1
    template = rc.spec.template
    if template is not None:
        spec = template.spec
        set_defaults_pod_spec(spec)
        _default_ephemeral_volumes(spec.volumes)
        for container in spec.init_containers:
            _default_container(container)
        for container in spec.containers:
            _default_container(container)
        set_defaults_resource_list(spec.overhead)
        if spec.resources is not None:
            set_defaults_resource_list(spec.resources.limits)
            set_defaults_resource_list(spec.resources.requests)


def set_object_defaults_node(node: v1.Node) -> None:
    """Allocatable from capacity, then milli rounding of both.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/zz_generated.defaults.go#L120-L124
    """
    set_defaults_node_status(node.status)
    set_defaults_resource_list(node.status.capacity)
    set_defaults_resource_list(node.status.allocatable)


def set_object_defaults_persistent_volume(pv: v1.PersistentVolume) -> None:
    """The PV defaults and the rounding of its capacity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/zz_generated.defaults.go#L133-L181
    """
    set_defaults_persistent_volume(pv)
    set_defaults_resource_list(pv.spec.capacity)


def set_object_defaults_persistent_volume_claim(pvc: v1.PersistentVolumeClaim) -> None:
    """The claim defaults and the rounding of its requests, limits and capacity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/zz_generated.defaults.go#L183-L190
    """
    set_defaults_persistent_volume_claim(pvc)
    set_defaults_persistent_volume_claim_spec(pvc.spec)
    set_defaults_resource_list(pvc.spec.resources.limits)
    set_defaults_resource_list(pvc.spec.resources.requests)
    set_defaults_resource_list(pvc.status.capacity)
    set_defaults_resource_list(pvc.status.allocated_resources)


def set_object_defaults_namespace(namespace: v1.Namespace) -> None:
    """The name label and the Active phase.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/apis/core/v1/zz_generated.defaults.go#L108-L111
    """
    set_defaults_namespace(namespace)
    set_defaults_namespace_status(namespace.status)
