"""The framework's concrete data types: NodeInfo, PodInfo, QueuedPodInfo, Resource, FitError.

NodeInfo is the scheduler's per-node aggregate (the pods on it, what they request, the ports and
PVCs they use); PodInfo wraps a pod with its pre-parsed affinity terms and its cached requests;
QueuedPodInfo adds the scheduling queue's bookkeeping (QueueingParams). In v1.37.2 plugins see
them through the interfaces of the staging module (`v1_37/fwk/types.py`: fwk.NodeInfo,
fwk.PodInfo, fwk.Resource); the implementations live here. The cluster-event helpers decide
which registered events an incoming event matches.

# Python: Go's nil maps, sets and slices are empty dicts, sets and lists here; the places where
# Go allocates them lazily simply use the empty collection.
# Python: a nil *NodeInfo or *Resource is None; the Go methods that accept a nil receiver
# (NodeInfo.get_name, NodeInfo.node, Resource.add, Resource.set_max_resource) are called through
# the class when the object may be None: `NodeInfo.node(node_info)`.
"""

from __future__ import annotations

import copy
from abc import abstractmethod
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from kube_scheduler_py.goint import int64
from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.component_helpers.resource import helpers as resourcehelper
from kube_scheduler_py.v1_37.api.component_helpers.scheduling.corev1 import helpers as corev1helpers
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.helper import helpers as v1helper
from kube_scheduler_py.v1_37.api.resource import DecimalSI, new_milli_quantity, new_quantity
from kube_scheduler_py.v1_37.api.scheduling import v1alpha3 as schedulingv1alpha3
from kube_scheduler_py.v1_37.api.scheduling import v1beta1 as schedulingv1beta1
from kube_scheduler_py.v1_37.api.util.errors.errors import Aggregate, new_aggregate
from kube_scheduler_py.v1_37.framework.events import ForceActivate, UnschedulableTimeout
from kube_scheduler_py.v1_37.framework.interface import NodeToStatus
from kube_scheduler_py.v1_37.fwk import interface as fwki
from kube_scheduler_py.v1_37.fwk import types as fwk

# Python: the module-level counter behind next_generation(), like Go's package variable
# `generation`; every NodeInfo change takes the next value, so generations never repeat.
generation = 0

# Python: Go's zero time.Time, the timestamp of an entity nobody has stamped yet.
_ZERO_TIME = datetime(1, 1, 1, tzinfo=UTC)

basicActionTypes: list[fwk.ActionType] = [fwk.Add, fwk.Delete, fwk.Update]
podActionTypes: list[fwk.ActionType] = [
    fwk.UpdatePodLabel,
    fwk.UpdatePodScaleDown,
    fwk.UpdatePodScaleUp,
    fwk.UpdatePodToleration,
    fwk.UpdatePodSchedulingGatesEliminated,
    fwk.UpdatePodGeneratedResourceClaim,
]
nodeActionTypes: list[fwk.ActionType] = [
    fwk.UpdateNodeAllocatable,
    fwk.UpdateNodeLabel,
    fwk.UpdateNodeTaint,
    fwk.UpdateNodeCondition,
    fwk.UpdateNodeAnnotation,
    fwk.UpdateNodeDeclaredFeature,
    fwk.UpdateNodePreemptionPolicy,
]

allResources: list[fwk.EventResource] = [
    fwk.Pod,
    fwk.AssignedPod,
    fwk.UnscheduledPod,
    fwk.TargetPod,
    fwk.Node,
    fwk.PersistentVolume,
    fwk.PersistentVolumeClaim,
    fwk.CSINode,
    fwk.CSIDriver,
    fwk.CSIStorageCapacity,
    fwk.StorageClass,
    fwk.VolumeAttachment,
    fwk.ResourceClaim,
    fwk.ResourceSlice,
    fwk.DeviceClass,
    fwk.PodGroup,
]


def all_cluster_event_labels() -> list[str]:
    """Every label a cluster event can carry in the metrics.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L80-L94
    """
    labels = [UnschedulableTimeout, ForceActivate]
    for r in allResources:
        for a in basicActionTypes:
            labels.append(fwk.ClusterEvent(resource=r, action_type=a).label())
    for a in podActionTypes:
        labels.append(fwk.ClusterEvent(resource=fwk.Pod, action_type=a).label())
    for a in nodeActionTypes:
        labels.append(fwk.ClusterEvent(resource=fwk.Node, action_type=a).label())
    return labels


def cluster_event_is_wild_card(ce: fwk.ClusterEvent) -> bool:
    """Whether ce is the wildcard event (any resource, any action).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L97-L99
    """
    return ce.resource == fwk.WildCard and ce.action_type == fwk.All


def match_cluster_events(ce: fwk.ClusterEvent, incoming_event: fwk.ClusterEvent) -> bool:
    """Whether the registered event ce covers incoming_event: same or broader resource, and an
    action that is the same or more specific (Update covers UpdateNodeLabel, not the reverse).
    An incoming wildcard event only matches a registered wildcard.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L116-L119
    """
    return cluster_event_is_wild_card(ce) or (
        match_event_resources(ce.resource, incoming_event.resource)
        and ce.action_type & incoming_event.action_type != 0
        and incoming_event.action_type <= ce.action_type
    )


def match_event_resources(r: fwk.EventResource, resource: fwk.EventResource) -> bool:
    """Whether the registered resource r covers resource: the wildcard, the same resource, or
    Pod for any of AssignedPod, UnscheduledPod and TargetPod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L122-L129
    """
    return (
        r == fwk.WildCard
        or r == resource
        or (r == fwk.Pod and resource in (fwk.AssignedPod, fwk.UnscheduledPod, fwk.TargetPod))
    )


def match_any_cluster_event(ce: fwk.ClusterEvent, incoming_events: list[fwk.ClusterEvent]) -> bool:
    """Whether any of the registered events covers ce.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L131-L138
    """
    return any(match_cluster_events(e, ce) for e in incoming_events)


def unroll_wild_card_resource() -> list[fwk.ClusterEventWithHint]:
    """What the wildcard event stands for: every resource with any action (PodGroup too when
    GenericWorkload is on).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L140-L159
    """
    events = [
        fwk.ClusterEventWithHint(event=fwk.ClusterEvent(resource=r, action_type=fwk.All))
        for r in (
            fwk.AssignedPod,
            fwk.UnscheduledPod,
            fwk.TargetPod,
            fwk.Node,
            fwk.PersistentVolume,
            fwk.PersistentVolumeClaim,
            fwk.CSINode,
            fwk.CSIDriver,
            fwk.CSIStorageCapacity,
            fwk.StorageClass,
            fwk.ResourceClaim,
            fwk.DeviceClass,
        )
    ]
    if features.DefaultFeatureGate.enabled(features.GenericWorkload):
        events.append(
            fwk.ClusterEventWithHint(
                event=fwk.ClusterEvent(resource=fwk.PodGroup, action_type=fwk.All)
            )
        )
    return events


def unroll_pod_event(event: fwk.ClusterEvent) -> list[fwk.ClusterEvent]:
    """Split a Pod event into its AssignedPod, UnscheduledPod and TargetPod events.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L164-L170
    """
    return [
        fwk.ClusterEvent(resource=fwk.AssignedPod, action_type=event.action_type),
        fwk.ClusterEvent(resource=fwk.UnscheduledPod, action_type=event.action_type),
        fwk.ClusterEvent(resource=fwk.TargetPod, action_type=event.action_type),
    ]


@dataclass
class NodeInfo(fwk.NodeInfo):
    """Everything the scheduler aggregates about one node: the node, its pods and their usage.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L173-L220
    """

    # Python: Go's unexported `node` field; read it with node(), set it with set_node().
    _node: v1.Node | None = None
    pods: list[fwk.PodInfo] = field(default_factory=list)
    pods_with_affinity: list[fwk.PodInfo] = field(default_factory=list)
    pods_with_required_anti_affinity: list[fwk.PodInfo] = field(default_factory=list)
    pods_with_required_non_host_scoped_anti_affinity: list[fwk.PodInfo] = field(
        default_factory=list
    )
    used_ports: fwk.HostPortInfo = field(default_factory=fwk.HostPortInfo)
    requested: Resource = field(default_factory=lambda: Resource())
    non_zero_requested: Resource = field(default_factory=lambda: Resource())
    allocatable: Resource = field(default_factory=lambda: Resource())
    image_states: dict[str, fwk.ImageStateSummary] = field(default_factory=dict)
    pvc_ref_counts: dict[str, int] = field(default_factory=dict)
    generation: int = 0
    # Python: Go keeps an ndf.FeatureSet (a bitmap over the features k8s.io/component-helpers
    # /nodedeclaredfeatures knows), which is not ported; the port keeps the names of the known
    # features the node declares, sorted (what the FeatureSet unmaps to).
    declared_features: tuple[str, ...] = ()

    def get_pods(self) -> list[fwk.PodInfo]:
        """The pods counted on the node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L222-L224
        """
        return self.pods

    def get_pods_with_affinity(self) -> list[fwk.PodInfo]:
        """The node's pods with pod affinity or anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L226-L228
        """
        return self.pods_with_affinity

    def get_pods_with_required_anti_affinity(self) -> list[fwk.PodInfo]:
        """The node's pods with required pod anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L230-L232
        """
        return self.pods_with_required_anti_affinity

    def get_pods_with_required_non_host_scoped_anti_affinity(self) -> list[fwk.PodInfo]:
        """The node's pods with a required anti-affinity term on a topology key other than the
        hostname (kept only while InterPodAffinityHostnameFastPath is on).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L234-L236
        """
        return self.pods_with_required_non_host_scoped_anti_affinity

    def get_used_ports(self) -> fwk.HostPortInfo:
        """The host ports the node's pods hold.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L238-L240
        """
        return self.used_ports

    def get_requested(self) -> Resource:
        """The summed requests of the node's pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L242-L244
        """
        return self.requested

    def get_non_zero_requested(self) -> Resource:
        """The summed requests with the defaults for pods that request no CPU or memory.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L246-L248
        """
        return self.non_zero_requested

    def get_allocatable(self) -> Resource:
        """The node's allocatable resources.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L250-L252
        """
        return self.allocatable

    def get_image_states(self) -> dict[str, fwk.ImageStateSummary]:
        """The images on the node, by name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L254-L256
        """
        return self.image_states

    def get_pvc_ref_counts(self) -> dict[str, int]:
        """How many of the node's pods use each PVC ("namespace/name").

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L258-L260
        """
        return self.pvc_ref_counts

    def get_generation(self) -> int:
        """The generation of the last change.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L262-L264
        """
        return self.generation

    def get_node_declared_features(self) -> tuple[str, ...]:
        """The known features the node declares (sorted).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L267-L269
        """
        return self.declared_features

    def get_name(self: NodeInfo | None) -> str:
        """The node's name, "<nil>" for None and "<no node>" when no node is set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L277-L285
        """
        if self is None:
            return "<nil>"
        if self._node is None:
            return "<no node>"
        return self._node.name

    def get_namespace(self) -> str:
        """Nodes are cluster-scoped: always "".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L288-L290
        """
        return ""

    def node(self: NodeInfo | None) -> v1.Node | None:
        """The node object (None for a None NodeInfo or when the node was removed).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L293-L298
        """
        if self is None:
            return None
        return self._node

    def snapshot(self) -> NodeInfo:
        """A copy for the scheduling snapshot, as the fwk.NodeInfo interface asks for it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L302-L304
        """
        return self.snapshot_concrete()

    def snapshot_concrete(self) -> NodeInfo:
        """A copy for the scheduling snapshot; image states are copied without node sets.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L307-L353
        """
        clone = NodeInfo(
            _node=self._node,
            requested=self.requested.clone(),
            non_zero_requested=self.non_zero_requested.clone(),
            allocatable=self.allocatable.clone(),
            used_ports=fwk.HostPortInfo(),
            image_states={},
            pvc_ref_counts={},
            generation=self.generation,
            declared_features=self.declared_features,
        )
        if len(self.pods) > 0:
            clone.pods = list(self.pods)
        if len(self.used_ports) > 0:
            # Copy the inner sets too, so the clone's ports can change independently.
            for ip, port_map in self.used_ports.items():
                clone.used_ports[ip] = set(port_map)
        if len(self.pods_with_affinity) > 0:
            clone.pods_with_affinity = list(self.pods_with_affinity)
        if len(self.pods_with_required_anti_affinity) > 0:
            clone.pods_with_required_anti_affinity = list(self.pods_with_required_anti_affinity)
        if len(self.pods_with_required_non_host_scoped_anti_affinity) > 0:
            clone.pods_with_required_non_host_scoped_anti_affinity = list(
                self.pods_with_required_non_host_scoped_anti_affinity
            )
        if len(self.image_states) > 0:
            state: dict[str, fwk.ImageStateSummary] = {}
            for image_name, image_state in self.image_states.items():
                state[image_name] = image_state.snapshot()
            clone.image_states = state
        for key, value in self.pvc_ref_counts.items():
            clone.pvc_ref_counts[key] = value

        return clone

    def string(self) -> str:
        """A human-readable summary: pod names, requested, non-zero, ports, allocatable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L356-L363
        """
        pod_keys = [p.get_pod().name for p in self.pods]
        return (
            f"&NodeInfo{{Pods:[{' '.join(pod_keys)}], "
            f"RequestedResource:{self.requested._go_string()}, "
            f"NonZeroRequest: {self.non_zero_requested._go_string()}, "
            f"UsedPort: {_go_string_host_port_info(self.used_ports)}, "
            f"AllocatableResource:{self.allocatable._go_string()}}}"
        )

    def __str__(self) -> str:
        return self.string()

    def add_pod_info(self, pod_info: fwk.PodInfo) -> None:
        """Account for a pod (already wrapped in a PodInfo) running on this node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L367-L379
        """
        self.pods.append(pod_info)
        if pod_with_affinity(pod_info.get_pod()):
            self.pods_with_affinity.append(pod_info)
        if pod_with_required_anti_affinity(pod_info.get_pod()):
            self.pods_with_required_anti_affinity.append(pod_info)
        if features.DefaultFeatureGate.enabled(
            features.InterPodAffinityHostnameFastPath
        ) and pod_with_required_non_host_scoped_anti_affinity(pod_info.get_pod()):
            self.pods_with_required_non_host_scoped_anti_affinity.append(pod_info)
        self.update(pod_info, 1)

    def add_pod(self, pod: v1.Pod) -> None:
        """Account for a pod running on this node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L382-L387
        """
        # Affinity parse errors are ignored on purpose: the API server does not validate the
        # terms strictly, and a pod already on a node must still be accounted for.
        pod_info, _ = new_pod_info(pod)
        self.add_pod_info(pod_info)

    def remove_pod(self, pod: v1.Pod) -> None:
        """Stop accounting for pod; raises FrameworkError if it is not on this node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L438-L459
        """
        # Python: Go's logger argument is dropped; the port does not log.
        k = get_pod_key(pod)
        if pod_with_affinity(pod):
            self.pods_with_affinity, _ = remove_from_slice(self.pods_with_affinity, k)
        if pod_with_required_anti_affinity(pod):
            self.pods_with_required_anti_affinity, _ = remove_from_slice(
                self.pods_with_required_anti_affinity, k
            )
        if features.DefaultFeatureGate.enabled(
            features.InterPodAffinityHostnameFastPath
        ) and pod_with_required_non_host_scoped_anti_affinity(pod):
            self.pods_with_required_non_host_scoped_anti_affinity, _ = remove_from_slice(
                self.pods_with_required_non_host_scoped_anti_affinity, k
            )

        self.pods, removed_pod = remove_from_slice(self.pods, k)
        if removed_pod is not None:
            self.update(removed_pod, -1)
            return
        node_name = self._node.name if self._node is not None else ""
        raise fwki.FrameworkError(f"no corresponding pod {pod.name} in pods of node {node_name}")

    def update(self, pod_info: fwk.PodInfo, sign: int) -> None:
        """Add (sign=1) or subtract (sign=-1) the pod's requests, ports and PVC uses.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L463-L482
        """
        pod_resource = pod_info.calculate_resource()
        res = pod_resource.resource
        # Go int64: the node's requested amounts are int64 sums that wrap as Go's do.
        self.requested.milli_cpu = int64(self.requested.milli_cpu + sign * res.get_milli_cpu())
        self.requested.memory = int64(self.requested.memory + sign * res.get_memory())
        self.requested.ephemeral_storage = int64(
            self.requested.ephemeral_storage + sign * res.get_ephemeral_storage()
        )
        for r_name, r_quant in res.get_scalar_resources().items():
            self.requested.scalar_resources[r_name] = int64(
                self.requested.scalar_resources.get(r_name, 0) + sign * r_quant
            )
        self.non_zero_requested.milli_cpu = int64(
            self.non_zero_requested.milli_cpu + sign * pod_resource.non0_cpu
        )
        self.non_zero_requested.memory = int64(
            self.non_zero_requested.memory + sign * pod_resource.non0_mem
        )

        # Adding a pod takes its host ports and PVCs; removing it gives them back.
        self.update_used_ports(pod_info.get_pod(), sign > 0)
        self.update_pvc_ref_counts(pod_info.get_pod(), sign > 0)

        self.generation = next_generation()

    def update_used_ports(self, pod: v1.Pod | None, add: bool) -> None:
        """Take or release the host ports of the pod's containers and sidecars.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L485-L493
        """
        for port in _get_host_ports(pod):
            if add:
                self.used_ports.add(port.host_ip, port.protocol, port.host_port)
            else:
                self.used_ports.remove(port.host_ip, port.protocol, port.host_port)

    def update_pvc_ref_counts(self, pod: v1.Pod, add: bool) -> None:
        """Count the pod's PVC volumes up or down ("namespace/claim" keys).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L496-L507
        """
        for key in pod_pvc_keys(pod):
            if add:
                self.pvc_ref_counts[key] = self.pvc_ref_counts.get(key, 0) + 1
            else:
                self.pvc_ref_counts[key] = self.pvc_ref_counts.get(key, 0) - 1
                if self.pvc_ref_counts[key] <= 0:
                    del self.pvc_ref_counts[key]

    def set_node(self, node: v1.Node) -> None:
        """Set the node object, its allocatable resources and (NodeDeclaredFeatures) the
        features it declares.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L510-L520
        """
        self._node = node
        self.allocatable = new_resource(node.status.allocatable)
        if features.DefaultFeatureGate.enabled(features.NodeDeclaredFeatures):
            # Unknown features are dropped: only known ones can match what a pod requires.
            self.declared_features = _map_sorted(node.status.declared_features)
        self.generation = next_generation()

    def remove_node(self) -> None:
        """Drop the node object but keep the pod accounting.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L523-L526
        """
        self._node = None
        self.generation = next_generation()


def pod_with_affinity(p: v1.Pod) -> bool:
    """Whether the pod has pod affinity or pod anti-affinity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L389-L392
    """
    affinity = p.spec.affinity
    return affinity is not None and (
        affinity.pod_affinity is not None or affinity.pod_anti_affinity is not None
    )


def pod_with_required_anti_affinity(p: v1.Pod) -> bool:
    """Whether the pod has required pod anti-affinity terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L394-L398
    """
    affinity = p.spec.affinity
    return (
        affinity is not None
        and affinity.pod_anti_affinity is not None
        and len(affinity.pod_anti_affinity.required_during_scheduling_ignored_during_execution) != 0
    )


def pod_with_required_non_host_scoped_anti_affinity(p: v1.Pod) -> bool:
    """Whether one of the pod's required anti-affinity terms uses a topology key other than
    the hostname label.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L400-L410
    """
    affinity = p.spec.affinity
    if affinity is not None and affinity.pod_anti_affinity is not None:
        for term in affinity.pod_anti_affinity.required_during_scheduling_ignored_during_execution:
            if term.topology_key != v1.LabelHostname:
                return True
    return False


def remove_from_slice(s: list[fwk.PodInfo], k: str) -> tuple[list[fwk.PodInfo], fwk.PodInfo | None]:
    """Remove the pod with key k by swapping the last entry into its place; also return the
    removed PodInfo (None if there was none).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L412-L435
    """
    # Python: Go's logger argument is dropped; the port does not log.
    removed_pod: fwk.PodInfo | None = None
    for i in range(len(s)):
        try:
            tmp_key = get_pod_key(s[i].get_pod())
        except fwki.FrameworkError:
            # Python: Go reports "Cannot get pod key" through HandleError here.
            continue
        if k == tmp_key:
            removed_pod = s[i]
            s[i] = s[len(s) - 1]
            s.pop()
            break
    return s, removed_pod


def next_generation() -> int:
    """Take the next value of the global NodeInfo generation counter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L532-L534
    """
    global generation
    # Python: a plain increment; Go uses an atomic add because of its goroutines.
    generation += 1
    return generation


class QueuedEntityInfo(fwk.QueuedEntityInfo):
    """What the scheduling queue holds, as the queue itself sees it: a pod (QueuedPodInfo) or
    a pod group (QueuedPodGroupInfo), with the setters of its queueing bookkeeping.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L538-L567
    """

    @abstractmethod
    def get_name(self) -> str:
        """The entity's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L541-L541
        """

    @abstractmethod
    def get_namespace(self) -> str:
        """The entity's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L543-L543
        """

    @abstractmethod
    def for_each_pod_info(self, fn: Callable[[QueuedPodInfo], bool]) -> None:
        """Call fn for each queued pod of the entity until it returns False.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L546-L546
        """

    @abstractmethod
    def update(self, pod: v1.Pod) -> QueuedPodInfo:
        """Replace the entity's copy of pod and return its QueuedPodInfo; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L548-L548
        """

    @abstractmethod
    def gated(self) -> bool:
        """Whether a PreEnqueue plugin holds the entity back.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L550-L550
        """

    @abstractmethod
    def size(self) -> int:
        """The number of pods in the entity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L552-L552
        """

    @abstractmethod
    def inc_attempts(self) -> None:
        """Count one more scheduling attempt.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L554-L554
        """

    @abstractmethod
    def set_initial_attempt_timestamp(self, t: datetime) -> None:
        """Stamp the first attempt (only once).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L556-L556
        """

    @abstractmethod
    def set_was_flushed_from_unschedulable(self, flushed: bool) -> None:
        """Record whether the last move to activeQ was the unschedulable flush.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L558-L558
        """

    @abstractmethod
    def set_backoff_expiration(self, t: datetime) -> None:
        """Set when the entity's backoff ends.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L560-L560
        """

    @abstractmethod
    def set_gating_plugin(self, gating_plugin: str, gating_events: list[fwk.ClusterEvent]) -> None:
        """Record the PreEnqueue plugin that gates the entity and its events.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L562-L562
        """

    @abstractmethod
    def get_flush_timestamp(self) -> datetime:
        """When the entity was last flushed from the unschedulable entities.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L564-L564
        """

    @abstractmethod
    def set_flush_timestamp(self, t: datetime) -> None:
        """Record when the entity was flushed from the unschedulable entities.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L566-L566
        """


@dataclass(kw_only=True)
class QueueingParams:
    """The scheduling queue's bookkeeping of an entity: timestamps, attempt and failure counts,
    backoff expiry, and the plugins that rejected or gate it. Setters live on the entities.

    - unschedulable_count: attempts that ended unschedulable (backoff grows with it).
    - consecutive_errors_count: Error results in a row (reset by any other result); a positive
      count replaces unschedulable_count in the backoff.
    - was_flushed_from_unschedulable: the last move to activeQ was the periodic flush.
    - unschedulable_plugins: the plugins that rejected the entity at PreFilter, Filter, Reserve
      or Permit; pending_plugins: those that answered Pending.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L574-L629
    """

    timestamp: datetime = _ZERO_TIME
    attempts: int = 0
    backoff_expiration: datetime = _ZERO_TIME
    unschedulable_count: int = 0
    consecutive_errors_count: int = 0
    was_flushed_from_unschedulable: bool = False
    flush_timestamp: datetime = _ZERO_TIME
    initial_attempt_timestamp: datetime | None = None
    unschedulable_plugins: set[str] = field(default_factory=set)
    pending_plugins: set[str] = field(default_factory=set)
    gating_plugin: str = ""
    gating_plugin_events: list[fwk.ClusterEvent] = field(default_factory=list)

    def get_timestamp(self) -> datetime:
        """When the entity was added to the queue.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L631-L633
        """
        return self.timestamp

    def get_attempts(self) -> int:
        """How many scheduling attempts the entity has had.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L635-L637
        """
        return self.attempts

    def get_backoff_expiration(self) -> datetime:
        """When the entity's backoff ends.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L639-L641
        """
        return self.backoff_expiration

    def get_unschedulable_count(self) -> int:
        """How many attempts ended unschedulable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L643-L645
        """
        return self.unschedulable_count

    def get_consecutive_errors_count(self) -> int:
        """How many attempts in a row ended with an Error status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L647-L649
        """
        return self.consecutive_errors_count

    def get_initial_attempt_timestamp(self) -> datetime | None:
        """When the entity first entered activeQ (None until then).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L651-L653
        """
        return self.initial_attempt_timestamp

    def get_unschedulable_plugins(self) -> set[str]:
        """The plugins that rejected the entity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L655-L657
        """
        return self.unschedulable_plugins

    def get_pending_plugins(self) -> set[str]:
        """The plugins that answered Pending.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L659-L661
        """
        return self.pending_plugins

    def get_gating_plugin(self) -> str:
        """The PreEnqueue plugin that gates the entity ("" when none).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L663-L665
        """
        return self.gating_plugin

    def get_gating_plugin_events(self) -> list[fwk.ClusterEvent]:
        """The events the gating plugin registered.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L667-L669
        """
        return self.gating_plugin_events

    def get_flush_timestamp(self) -> datetime:
        """When the entity was last flushed from the unschedulable entities.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L671-L673
        """
        return self.flush_timestamp

    def deep_copy(self) -> QueueingParams:
        """A copy whose plugin sets and event list are copies too.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L676-L691
        """
        return QueueingParams(**_queueing_params_copy(self))


def _queueing_params_copy(qp: QueueingParams) -> dict[str, Any]:
    """The fields of QueueingParams.DeepCopy, as keyword arguments (shared by QueuedPodInfo)."""
    return {
        "timestamp": qp.timestamp,
        "flush_timestamp": qp.flush_timestamp,
        "attempts": qp.attempts,
        "unschedulable_count": qp.unschedulable_count,
        "initial_attempt_timestamp": qp.initial_attempt_timestamp,
        "backoff_expiration": qp.backoff_expiration,
        "unschedulable_plugins": set(qp.unschedulable_plugins),
        "pending_plugins": set(qp.pending_plugins),
        "gating_plugin": qp.gating_plugin,
        "gating_plugin_events": list(qp.gating_plugin_events),
        "consecutive_errors_count": qp.consecutive_errors_count,
        "was_flushed_from_unschedulable": qp.was_flushed_from_unschedulable,
    }


@dataclass(kw_only=True)
class QueuedPodInfo(QueueingParams, QueuedEntityInfo):
    """A PodInfo plus the scheduling queue's bookkeeping and the pod's batching signature.

    # Python: Go embeds *PodInfo and QueueingParams. The class inherits QueueingParams, so its
    # fields and getters are the QueuedPodInfo's own; the PodInfo is the field pod_info, and
    # `pod`, get_pod, get_name and get_namespace forward to it as Go promotes them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L696-L701
    """

    pod_info: PodInfo
    pod_signature: fwki.PodSignature | None = None

    @property
    def pod(self) -> v1.Pod:
        """The queued pod (pod_info.pod).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1302-L1302
        """
        return self.pod_info.pod

    @pod.setter
    def pod(self, pod: v1.Pod) -> None:
        self.pod_info.pod = pod

    def get_pod(self) -> v1.Pod:
        """The queued pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1326-L1328
        """
        return self.pod_info.get_pod()

    def get_name(self) -> str:
        """The pod's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1318-L1320
        """
        return self.pod_info.get_name()

    def get_namespace(self) -> str:
        """The pod's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1322-L1324
        """
        return self.pod_info.get_namespace()

    def type(self) -> fwk.EntityKeyType:
        """A queued pod is a pod entity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L703-L705
        """
        return fwk.PodKeyType

    def for_each_pod_info(self, fn: Callable[[QueuedPodInfo], bool]) -> None:
        """Call fn on this pod (the only one).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L707-L709
        """
        fn(self)

    def update(self, pod: v1.Pod) -> QueuedPodInfo:
        """Point at the newer pod (same UID) and forget the signature, which may no longer fit;
        raises FrameworkError as PodInfo.update does.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L713-L717
        """
        self.pod_signature = None
        self.pod_info.update(pod)
        return self

    def get_pod_info(self) -> PodInfo:
        """The pod's PodInfo.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L719-L721
        """
        return self.pod_info

    def gated(self) -> bool:
        """Whether a PreEnqueue plugin holds the pod back.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L724-L726
        """
        return self.gating_plugin != ""

    def get_priority(self) -> int:
        """The pod's priority (0 when it has none).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L728-L730
        """
        return corev1helpers.pod_priority(self.get_pod())

    def deep_copy(self) -> QueuedPodInfo:
        """A copy with a deep copy of the PodInfo and of the queueing bookkeeping.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L733-L739
        """
        return QueuedPodInfo(
            pod_info=self.pod_info.deep_copy(),
            pod_signature=self.pod_signature,
            **_queueing_params_copy(self),
        )

    def size(self) -> int:
        """A queued pod is one pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L741-L743
        """
        return 1

    def inc_attempts(self) -> None:
        """Count one more scheduling attempt.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L745-L747
        """
        self.attempts += 1

    def set_initial_attempt_timestamp(self, t: datetime) -> None:
        """Stamp the first attempt; later calls keep the first stamp.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L749-L753
        """
        if self.initial_attempt_timestamp is None:
            self.initial_attempt_timestamp = t

    def set_was_flushed_from_unschedulable(self, flushed: bool) -> None:
        """Record whether the last move to activeQ was the unschedulable flush.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L755-L757
        """
        self.was_flushed_from_unschedulable = flushed

    def set_backoff_expiration(self, t: datetime) -> None:
        """Set when the pod's backoff ends.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L759-L761
        """
        self.backoff_expiration = t

    def set_gating_plugin(self, gating_plugin: str, gating_events: list[fwk.ClusterEvent]) -> None:
        """Record the PreEnqueue plugin that gates the pod and the events it registered.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L763-L766
        """
        self.gating_plugin = gating_plugin
        self.gating_plugin_events = gating_events

    def clear_rejector_plugins(self) -> None:
        """Forget which plugins rejected, left pending or gated the pod last time.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L770-L775
        """
        self.unschedulable_plugins.clear()
        self.pending_plugins.clear()
        self.gating_plugin = ""
        self.gating_plugin_events = []

    def set_flush_timestamp(self, t: datetime) -> None:
        """Record when the pod was flushed from the unschedulable entities.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L777-L779
        """
        self.flush_timestamp = t


@dataclass(kw_only=True)
class QueuedPodGroupInfo(QueueingParams, QueuedEntityInfo):
    """A pod group as the scheduling queue holds it: the group (with its hierarchy), the
    queue's bookkeeping, and the group's queued pods per leaf pod group, in the order of
    pod_group_member_pods_ordering_func.

    # Python: Go embeds *PodGroupInfo and QueueingParams; the class inherits QueueingParams and
    # forwards the PodGroupInfo methods to the field pod_group_info.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L783-L791
    """

    pod_group_info: PodGroupInfo
    queued_pod_infos: dict[fwk.EntityKey, list[QueuedPodInfo]] = field(default_factory=dict)

    def get_name(self) -> str:
        """The pod group's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1214-L1216
        """
        return self.pod_group_info.get_name()

    def get_namespace(self) -> str:
        """The pod group's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1218-L1220
        """
        return self.pod_group_info.get_namespace()

    def get_pod_group(self) -> schedulingv1beta1.PodGroup | None:
        """The PodGroup object (None for a composite group).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1244-L1246
        """
        return self.pod_group_info.get_pod_group()

    def get_composite_pod_group(self) -> schedulingv1alpha3.CompositePodGroup | None:
        """The CompositePodGroup object (None for a plain pod group).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1248-L1250
        """
        return self.pod_group_info.get_composite_pod_group()

    def type(self) -> fwk.EntityKeyType:
        """A queued pod group is a pod group entity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L793-L795
        """
        return fwk.PodGroupKeyType

    def add_pod(self, p_info: QueuedPodInfo) -> None:
        """Queue a pod of the group under its leaf pod group, in member order (ignored when the
        pod is in another namespace or names no pod group of this hierarchy).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L799-L826
        """
        if p_info.pod.namespace != self.get_namespace():
            return

        if self.get_pod_group() is None and self.get_composite_pod_group() is None:
            return

        group = p_info.pod.spec.scheduling_group
        if group is None or group.pod_group_name is None:
            return

        leaf_pg, _ = find_node_and_parent(self.pod_group_info, None, group.pod_group_name)
        if leaf_pg is None:
            return

        key = fwk.pod_group_key(leaf_pg.namespace, leaf_pg.name)
        queued = self.queued_pod_infos.setdefault(key, [])
        index = _binary_search(queued, p_info)

        queued.insert(index, p_info)
        leaf_pg.unscheduled_pods.insert(index, p_info.pod)

    def remove_pod(self, pod: v1.Pod) -> QueuedPodInfo | None:
        """Take a pod of the group out of the queue and out of its leaf group's unscheduled
        pods; return its QueuedPodInfo (None when it was not queued here).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L830-L875
        """
        if pod.namespace != self.get_namespace():
            return None

        if len(self.queued_pod_infos) == 0:
            return None

        group = pod.spec.scheduling_group
        if group is None or group.pod_group_name is None:
            return None

        key = fwk.pod_group_key(pod.namespace, group.pod_group_name)
        queued = self.queued_pod_infos.get(key)
        if queued is None:
            return None

        removed: QueuedPodInfo | None = None
        for i, p in enumerate(queued):
            if p.pod.name == pod.name and p.pod.namespace == pod.namespace:
                removed = p
                del queued[i]
                if len(queued) == 0:
                    del self.queued_pod_infos[key]
                break

        leaf_pg, _ = find_node_and_parent(self.pod_group_info, None, group.pod_group_name)
        if leaf_pg is None:
            return removed

        for i, up in enumerate(leaf_pg.unscheduled_pods):
            if up.name == pod.name and up.namespace == pod.namespace:
                del leaf_pg.unscheduled_pods[i]
                break

        return removed

    def has_queued_pod_infos(self) -> bool:
        """Whether any pod of the group is queued.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L877-L887
        """
        if len(self.queued_pod_infos) == 0:
            return False
        return any(len(queued) > 0 for queued in self.queued_pod_infos.values())

    def for_each_pod_info(self, fn: Callable[[QueuedPodInfo], bool]) -> None:
        """Call fn for each queued pod of the group until it returns False.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L923-L932
        """
        # Python: Go ranges over the map in random order; the port takes the insertion order.
        for queued in self.queued_pod_infos.values():
            for p_info in queued:
                if not fn(p_info):
                    return

    def update(self, pod: v1.Pod) -> QueuedPodInfo:
        """Point the queued pod at its newer object (also in the leaf group's unscheduled pods);
        raises FrameworkError when the pod is not queued here, or as PodInfo.update does.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L934-L968
        """
        not_found = f"pod {pod.namespace}/{pod.name} to update not found in the queued group info"
        group = pod.spec.scheduling_group
        if group is None or group.pod_group_name is None:
            raise fwki.FrameworkError(not_found)

        key = fwk.pod_group_key(pod.namespace, group.pod_group_name)
        queued = self.queued_pod_infos.get(key)
        if queued is None:
            raise fwki.FrameworkError(not_found)

        for p_info in queued:
            if p_info.pod.name != pod.name or p_info.pod.namespace != pod.namespace:
                continue
            # Python: Go returns PodInfo.Update's error after updating the leaf group; here it
            # is raised after that too.
            err: fwki.FrameworkError | None = None
            try:
                p_info.pod_info.update(pod)
            except fwki.FrameworkError as e:
                err = e

            leaf_pg, _ = find_node_and_parent(self.pod_group_info, None, group.pod_group_name)
            if leaf_pg is not None:
                for i, up in enumerate(leaf_pg.unscheduled_pods):
                    if up.name == pod.name and up.namespace == pod.namespace:
                        leaf_pg.unscheduled_pods[i] = pod
                        break
            if err is not None:
                raise err
            return p_info

        raise fwki.FrameworkError(not_found)

    def gated(self) -> bool:
        """Whether a PreEnqueue plugin holds the group back.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L971-L973
        """
        return self.gating_plugin != ""

    def get_priority(self) -> int:
        """The priority of the pod group (or composite pod group); 0 when it has none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L976-L984
        """
        pod_group = self.pod_group_info.pod_group
        if pod_group is not None:
            return _pod_group_priority(pod_group)
        composite = self.pod_group_info.composite_pod_group
        if composite is not None:
            return _composite_pod_group_priority(composite)
        return 0

    def size(self) -> int:
        """How many pods of the group are queued.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L986-L992
        """
        return sum(len(queued) for queued in self.queued_pod_infos.values())

    def inc_attempts(self) -> None:
        """Count one more attempt, for the group and each queued pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L994-L1001
        """
        self.attempts += 1
        for queued in self.queued_pod_infos.values():
            for p_info in queued:
                p_info.inc_attempts()

    def set_initial_attempt_timestamp(self, t: datetime) -> None:
        """Stamp the group's first attempt once, and every queued pod's (pods may join later).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1003-L1015
        """
        if self.initial_attempt_timestamp is None:
            self.initial_attempt_timestamp = t
        for queued in self.queued_pod_infos.values():
            for p_info in queued:
                p_info.set_initial_attempt_timestamp(t)

    def set_was_flushed_from_unschedulable(self, flushed: bool) -> None:
        """Record the unschedulable flush for the group and each queued pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1017-L1024
        """
        self.was_flushed_from_unschedulable = flushed
        for queued in self.queued_pod_infos.values():
            for p_info in queued:
                p_info.set_was_flushed_from_unschedulable(flushed)

    def set_backoff_expiration(self, t: datetime) -> None:
        """Set when the group's backoff ends (its pods share it).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1026-L1030
        """
        self.backoff_expiration = t

    def set_gating_plugin(self, gating_plugin: str, gating_events: list[fwk.ClusterEvent]) -> None:
        """Record the plugin that gates the group (each pod keeps its own).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1032-L1037
        """
        self.gating_plugin = gating_plugin
        self.gating_plugin_events = gating_events

    def set_flush_timestamp(self, t: datetime) -> None:
        """Record when the group was flushed (only the root's is read).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1039-L1042
        """
        self.flush_timestamp = t

    def add_pod_group(self, pg: schedulingv1beta1.PodGroup) -> None:
        """Add a child pod group under its composite parent (CompositePodGroup only; the root
        is there already).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1045-L1068
        """
        if (
            not features.DefaultFeatureGate.enabled(features.CompositePodGroup)
            or pg.spec.parent_composite_pod_group_name is None
        ):
            return

        parent, _ = find_node_and_parent(
            self.pod_group_info, None, pg.spec.parent_composite_pod_group_name
        )
        if parent is not None and parent.get_composite_pod_group() is not None:
            for child in parent.children:
                if child.get_name() == pg.name:
                    return
            pg_info = PodGroupInfo(
                namespace=pg.namespace,
                name=pg.name,
                type=fwk.PodGroupKeyType,
                pod_group=pg,
                children=[],
            )
            parent.children.append(pg_info)

    def update_pod_group(self, pg: schedulingv1beta1.PodGroup) -> None:
        """Replace the PodGroup object of that name in the hierarchy.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1071-L1076
        """
        node, _ = find_node_and_parent(self.pod_group_info, None, pg.name)
        if node is not None and node.get_pod_group() is not None:
            node.pod_group = pg

    def remove_pod_group(self, pg: schedulingv1beta1.PodGroup) -> list[QueuedPodInfo]:
        """Cut the pod group of that name out of the hierarchy; return the queued pods of its
        subtree, which leave the queue with it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1080-L1096
        """
        return self._remove_node(pg.name)

    def add_composite_pod_group(
        self, cpg: schedulingv1alpha3.CompositePodGroup, subtree: PodGroupInfo
    ) -> None:
        """Hang a composite pod group's subtree under its composite parent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1099-L1113
        """
        if cpg.spec.parent_composite_pod_group_name is None:
            return

        parent, _ = find_node_and_parent(
            self.pod_group_info, None, cpg.spec.parent_composite_pod_group_name
        )
        if parent is not None and parent.get_composite_pod_group() is not None:
            for child in parent.children:
                if child.get_name() == cpg.name:
                    return
            parent.children.append(subtree)

    def update_composite_pod_group(self, cpg: schedulingv1alpha3.CompositePodGroup) -> None:
        """Replace the CompositePodGroup object of that name in the hierarchy.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1116-L1121
        """
        node, _ = find_node_and_parent(self.pod_group_info, None, cpg.name)
        if node is not None and node.get_composite_pod_group() is not None:
            node.composite_pod_group = cpg

    def remove_composite_pod_group(
        self, cpg: schedulingv1alpha3.CompositePodGroup
    ) -> list[QueuedPodInfo]:
        """Cut the composite pod group of that name out of the hierarchy; return the queued
        pods of its subtree.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1125-L1141
        """
        return self._remove_node(cpg.name)

    def _remove_node(self, name: str) -> list[QueuedPodInfo]:
        """The body RemovePodGroup and RemoveCompositePodGroup share in Go."""
        node, parent = find_node_and_parent(self.pod_group_info, None, name)
        if node is None:
            return []

        if parent is not None:
            for i, child in enumerate(parent.children):
                if child.get_name() == name:
                    del parent.children[i]
                    break

        return self.delete_subtree_pods(node)

    def delete_subtree_pods(self, curr: PodGroupInfo) -> list[QueuedPodInfo]:
        """Drop the queued pods of every pod group in the subtree and return them.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1162-L1175
        """
        removed_pods: list[QueuedPodInfo] = []
        if curr.get_pod_group() is not None:
            key = fwk.pod_group_key(curr.namespace, curr.name)
            pods = self.queued_pod_infos.pop(key, None)
            if pods is not None:
                removed_pods.extend(pods)
        for child in curr.children:
            removed_pods.extend(self.delete_subtree_pods(child))
        return removed_pods


def _binary_search(queued: list[QueuedPodInfo], p_info: QueuedPodInfo) -> int:
    """Go's slices.BinarySearchFunc with pod_group_member_pods_ordering_func: the first index
    whose pod does not order before p_info."""
    lo, hi = 0, len(queued)
    while lo < hi:
        mid = (lo + hi) // 2
        if pod_group_member_pods_ordering_func(queued[mid], p_info) < 0:
            lo = mid + 1
        else:
            hi = mid
    return lo


def find_node_and_parent(
    curr: PodGroupInfo, parent: PodGroupInfo | None, name: str
) -> tuple[PodGroupInfo | None, PodGroupInfo | None]:
    """Depth-first search of the hierarchy for the group called name: the group and its parent
    (None for the root), or (None, None).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1145-L1157
    """
    if curr.get_name() == name:
        return curr, parent
    if curr.get_composite_pod_group() is not None:
        for child in curr.children:
            n, p = find_node_and_parent(child, curr, name)
            if n is not None:
                return n, p
    return None, None


def new_queued_pod_group_info(pg: schedulingv1beta1.PodGroup) -> QueuedPodGroupInfo:
    """A queue entry for a (root) pod group, with no pods queued yet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1177-L1188
    """
    return QueuedPodGroupInfo(
        pod_group_info=PodGroupInfo(
            namespace=pg.namespace,
            name=pg.name,
            type=fwk.PodGroupKeyType,
            pod_group=pg,
            children=[],
        ),
        queued_pod_infos={},
    )


@dataclass
class PodGroupInfo(fwk.PodGroupInfo):
    """A pod group (or composite pod group) API object with its unscheduled pods and, for a
    composite group, its child groups; what pod group cycle plugins get.

    - unscheduled_pods: the pods being considered for scheduling, in a deterministic order
      (only leaf pod groups have them).
    - composite_pod_group: set only with the CompositePodGroup gate.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1192-L1212
    """

    namespace: str = ""
    name: str = ""
    type: fwk.EntityKeyType = ""
    unscheduled_pods: list[v1.Pod] = field(default_factory=list)
    pod_group: schedulingv1beta1.PodGroup | None = None
    composite_pod_group: schedulingv1alpha3.CompositePodGroup | None = None
    children: list[PodGroupInfo] = field(default_factory=list)

    def get_name(self) -> str:
        """The group's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1214-L1216
        """
        return self.name

    def get_namespace(self) -> str:
        """The group's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1218-L1220
        """
        return self.namespace

    def get_type(self) -> fwk.EntityKeyType:
        """Pod group or composite pod group.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1222-L1224
        """
        return self.type

    def get_key(self) -> str:
        """ "type/namespace/name".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1226-L1228
        """
        return f"{self.type}/{self.namespace}/{self.name}"

    def get_unscheduled_pods(self) -> list[v1.Pod]:
        """The group's unscheduled pods; for a composite group, those of all its leaf groups.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1233-L1242
        """
        if self.pod_group is not None:
            return self.unscheduled_pods
        pods: list[v1.Pod] = []
        for child in self.children:
            pods.extend(child.get_unscheduled_pods())
        return pods

    def get_pod_group(self) -> schedulingv1beta1.PodGroup | None:
        """The PodGroup object (None for a composite group).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1244-L1246
        """
        return self.pod_group

    def get_composite_pod_group(self) -> schedulingv1alpha3.CompositePodGroup | None:
        """The CompositePodGroup object (None for a plain pod group).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1248-L1250
        """
        return self.composite_pod_group

    def get_children(self) -> list[fwk.PodGroupInfo]:
        """The child groups, oldest first (by creation time, then name).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1252-L1261
        """
        if len(self.children) == 0:
            return []
        return list(self.get_child_groups())

    def get_creation_timestamp(self) -> datetime:
        """When the PodGroup (or CompositePodGroup) object was created.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1263-L1268
        """
        if self.pod_group is not None:
            return _creation_time(self.pod_group.creation_timestamp)
        assert self.composite_pod_group is not None  # Python: Go dereferences it unconditionally.
        return _creation_time(self.composite_pod_group.creation_timestamp)

    def get_child_groups(self) -> list[PodGroupInfo]:
        """The child groups of a composite group sorted by creation time, then name; none for a
        plain pod group.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1270-L1296
        """
        if self.composite_pod_group is None:
            # Only composite pod groups have child groups.
            return []
        # Python: sorted() is stable and Go's slices.SortFunc is not, but the name tie-break
        # leaves no two children equal, so both give the same order.
        return sorted(self.children, key=lambda c: (c.get_creation_timestamp(), c.name))


def pod_group_member_pods_ordering_func(a: QueuedPodInfo, b: QueuedPodInfo) -> int:
    """Order the queued pods of a pod group: higher priority first, then more attempts (older
    pods, since timestamps are renewed every cycle), then the earlier timestamp, then the pod
    name; -1, 0 or 1 as a comparison.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L892-L921
    """
    if a.get_priority() > b.get_priority():
        return -1
    elif a.get_priority() < b.get_priority():
        return 1
    if a.attempts > b.attempts:
        return -1
    elif a.attempts < b.attempts:
        return 1
    if a.timestamp < b.timestamp:
        return -1
    elif a.timestamp > b.timestamp:
        return 1
    # Equal timestamps (coarse clocks) fall back to the name, so the order is stable.
    if a.pod.name < b.pod.name:
        return -1
    elif a.pod.name > b.pod.name:
        return 1
    return 0


@dataclass
class PodInfo(fwk.PodInfo):
    """A pod plus what is computed from it once: its affinity terms and its requests.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1301-L1316
    """

    pod: v1.Pod
    required_affinity_terms: list[fwk.AffinityTerm] = field(default_factory=list)
    required_anti_affinity_terms: list[fwk.AffinityTerm] = field(default_factory=list)
    preferred_affinity_terms: list[fwk.WeightedAffinityTerm] = field(default_factory=list)
    preferred_anti_affinity_terms: list[fwk.WeightedAffinityTerm] = field(default_factory=list)
    # What calculate_resource computed last; reset when the pod object changes.
    cached_resource: fwk.PodResource | None = field(default=None, repr=False)

    def get_name(self) -> str:
        """The pod's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1318-L1320
        """
        return self.pod.name

    def get_namespace(self) -> str:
        """The pod's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1322-L1324
        """
        return self.pod.namespace

    def get_pod(self) -> v1.Pod:
        """The pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1326-L1328
        """
        return self.pod

    def get_required_affinity_terms(self) -> list[fwk.AffinityTerm]:
        """The parsed required affinity terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1330-L1332
        """
        return self.required_affinity_terms

    def get_required_anti_affinity_terms(self) -> list[fwk.AffinityTerm]:
        """The parsed required anti-affinity terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1334-L1336
        """
        return self.required_anti_affinity_terms

    def get_preferred_affinity_terms(self) -> list[fwk.WeightedAffinityTerm]:
        """The parsed preferred affinity terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1338-L1340
        """
        return self.preferred_affinity_terms

    def get_preferred_anti_affinity_terms(self) -> list[fwk.WeightedAffinityTerm]:
        """The parsed preferred anti-affinity terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1342-L1344
        """
        return self.preferred_anti_affinity_terms

    def deep_copy(self) -> PodInfo:
        """Copy the pod deeply; the parsed terms and the cached resource are shared.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1347-L1356
        """
        return PodInfo(
            pod=copy.deepcopy(self.pod),
            required_affinity_terms=self.required_affinity_terms,
            required_anti_affinity_terms=self.required_anti_affinity_terms,
            preferred_affinity_terms=self.preferred_affinity_terms,
            preferred_anti_affinity_terms=self.preferred_anti_affinity_terms,
            cached_resource=self.cached_resource,
        )

    def update(self, pod: v1.Pod | None) -> None:
        """Point at a newer object of the same pod (same UID) and drop the cached resource;
        raises FrameworkError for None or another pod's UID.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1360-L1374
        """
        if pod is None:
            raise fwki.FrameworkError("cannot update with nil pod")
        if self.pod is None:
            raise fwki.FrameworkError("cannot update PodInfo - its Pod is nil")
        if self.pod.uid != pod.uid:
            raise fwki.FrameworkError(f"pod UID mismatch, expected {self.pod.uid}, got {pod.uid}")
        self.pod = pod
        # The requests are computed again on the next calculate_resource.
        self.cached_resource = None

    def calculate_resource(self) -> fwk.PodResource:
        """The pod's requests as NodeInfo counts them, with the CPU and memory defaults for
        containers that request none; computed once and cached.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1376-L1417
        """
        if self.cached_resource is not None:
            return self.cached_resource
        gate = features.DefaultFeatureGate
        in_place_pod_vertical_scaling_enabled = gate.enabled(features.InPlacePodVerticalScaling)
        pod_level_resources_enabled = gate.enabled(features.PodLevelResources)
        in_place_pod_level_resources_vertical_scaling_enabled = gate.enabled(
            features.InPlacePodLevelResourcesVerticalScaling
        )
        node_allocatable_resources_dra_enabled = gate.enabled(features.DRANodeAllocatableResources)

        requests = resourcehelper.pod_requests(
            self.pod,
            resourcehelper.PodResourcesOptions(
                use_status_resources=in_place_pod_vertical_scaling_enabled,
                in_place_pod_level_resources_vertical_scaling_enabled=(
                    in_place_pod_level_resources_vertical_scaling_enabled
                ),
                skip_pod_level_resources=not pod_level_resources_enabled,
                use_dra_node_allocatable_resource_claim_status=(
                    node_allocatable_resources_dra_enabled
                ),
            ),
        )
        is_pod_level_resources_set = (
            pod_level_resources_enabled and resourcehelper.is_pod_level_requests_set(self.pod)
        )
        non_missing_container_requests = get_non_missing_container_requests(
            requests, is_pod_level_resources_set
        )
        non0_requests = requests
        if len(non_missing_container_requests) > 0:
            non0_requests = resourcehelper.pod_requests(
                self.pod,
                resourcehelper.PodResourcesOptions(
                    use_status_resources=in_place_pod_vertical_scaling_enabled,
                    in_place_pod_level_resources_vertical_scaling_enabled=(
                        in_place_pod_level_resources_vertical_scaling_enabled
                    ),
                    skip_pod_level_resources=not pod_level_resources_enabled,
                    non_missing_container_requests=non_missing_container_requests,
                    use_dra_node_allocatable_resource_claim_status=(
                        node_allocatable_resources_dra_enabled
                    ),
                ),
            )
        non0_cpu = non0_requests.get(v1.ResourceCPU)
        non0_mem = non0_requests.get(v1.ResourceMemory)

        res = Resource()
        res.add(requests)
        pod_resource = fwk.PodResource(
            resource=res,
            # Python: Go reads the zero Quantity for a missing resource.
            non0_cpu=non0_cpu.milli_value() if non0_cpu is not None else 0,
            non0_mem=non0_mem.value() if non0_mem is not None else 0,
        )
        self.cached_resource = pod_resource
        return pod_resource


ExtenderName = "Extender"


@dataclass
class Diagnosis:
    """Why a pod could not be scheduled: node statuses, rejecting plugins and messages.

    - node_to_status: the statuses of nodes rejected by PreFilter (via its result) or Filter,
      and the status of every node absent from it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1423-L1436
    """

    node_to_status: NodeToStatus | None = None
    unschedulable_plugins: set[str] = field(default_factory=set)
    pending_plugins: set[str] = field(default_factory=set)
    pre_filter_msg: str = ""
    post_filter_msg: str = ""

    def add_plugin_status(self, sts: fwki.Status) -> None:
        """Record the status's plugin as rejecting (and as pending, for a Pending code).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1450-L1466
        """
        if sts.plugin() == "":
            return
        if sts.is_rejected():
            self.unschedulable_plugins.add(sts.plugin())
        if sts.code() == fwki.Pending:
            self.pending_plugins.add(sts.plugin())


NoNodeAvailableMsg = "0/%v nodes are available"


class FitError(fwki.FrameworkError):
    """The error of a pod that fits no node; its message summarises the reasons per node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1439-L1443
    """

    def __init__(
        self, pod: v1.Pod | None, num_all_nodes: int, diagnosis: Diagnosis | None = None
    ) -> None:
        super().__init__()
        self.pod = pod
        self.num_all_nodes = num_all_nodes
        self.diagnosis = Diagnosis() if diagnosis is None else diagnosis

    def error(self) -> str:
        """ "0/X nodes are available: <PreFilterMsg>. <sorted reason counts>. <PostFilterMsg>".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1470-L1521
        """
        # Python: Go formats NoNodeAvailableMsg with fmt's %v verb.
        reason_msg = (NoNodeAvailableMsg + ":").replace("%v", str(self.num_all_nodes))
        pre_filter_msg = self.diagnosis.pre_filter_msg
        if pre_filter_msg != "":
            # PreFilter rejected the pod; its message alone explains the failure.
            reason_msg += f" {pre_filter_msg}."

        if pre_filter_msg == "":
            # The node statuses come from Filter (after a PreFilter rejection every node would
            # only repeat its message). Count each reason over the explicit nodes, and the
            # absent nodes' reasons once per absent node.
            node_to_status = self.diagnosis.node_to_status
            assert node_to_status is not None  # Python: Go dereferences it unconditionally.
            reasons: dict[str, int] = {}

            def count(_: str, status: fwki.Status) -> None:
                for reason in status.reasons():
                    reasons[reason] = reasons.get(reason, 0) + 1

            node_to_status.for_each_explicit_node(count)
            if node_to_status.len() < self.num_all_nodes:
                for reason in node_to_status.absent_nodes_status().reasons():
                    reasons[reason] = (
                        reasons.get(reason, 0) + self.num_all_nodes - node_to_status.len()
                    )

            def sort_reasons_histogram() -> list[str]:
                reason_strings = [f"{v} {k}" for k, v in reasons.items()]
                reason_strings.sort()
                return reason_strings

            sorted_filter_msg = sort_reasons_histogram()
            if len(sorted_filter_msg) != 0:
                reason_msg += f" {', '.join(sorted_filter_msg)}."

        # PostFilter (e.g. preemption) may have run after either PreFilter or Filter failed.
        post_filter_msg = self.diagnosis.post_filter_msg
        if post_filter_msg != "":
            reason_msg += f" {post_filter_msg}"
        return reason_msg

    def __str__(self) -> str:
        return self.error()


def new_pod_info(pod: v1.Pod | None) -> tuple[PodInfo, Aggregate | None]:
    """Build a PodInfo for pod with its affinity terms parsed; also return an Aggregate of the
    parse errors (None when all parsed). Raises FrameworkError for None.

    # Python: Go returns the PodInfo and the error together and callers may use the PodInfo
    # despite the error (NodeInfo.add_pod does), so the error is returned, not raised.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1524-L1567
    """
    if pod is None:
        raise fwki.FrameworkError("pod cannot be nil")
    p_info = PodInfo(pod=pod)

    preferred_affinity_terms: list[v1.WeightedPodAffinityTerm] = []
    preferred_anti_affinity_terms: list[v1.WeightedPodAffinityTerm] = []
    affinity = pod.spec.affinity
    if affinity is not None:
        if affinity.pod_affinity is not None:
            preferred_affinity_terms = (
                affinity.pod_affinity.preferred_during_scheduling_ignored_during_execution
            )
        if affinity.pod_anti_affinity is not None:
            preferred_anti_affinity_terms = (
                affinity.pod_anti_affinity.preferred_during_scheduling_ignored_during_execution
            )

    parse_errs: list[Exception | None] = []

    def parse(prefix: str, terms: Callable[[], list[Any]]) -> list[Any]:
        # Python: Go keeps the terms parsed before the error; the callee returns none then.
        try:
            return terms()
        except Exception as err:
            parse_errs.append(_wrap_error(prefix, err))
            return []

    p_info.required_affinity_terms = parse(
        "requiredAffinityTerms",
        lambda: fwk.get_affinity_terms(pod, fwk.get_pod_affinity_terms(pod.spec.affinity)),
    )
    p_info.required_anti_affinity_terms = parse(
        "requiredAntiAffinityTerms",
        lambda: fwk.get_affinity_terms(pod, fwk.get_pod_anti_affinity_terms(pod.spec.affinity)),
    )
    p_info.preferred_affinity_terms = parse(
        "preferredAffinityTerms",
        lambda: fwk.get_weighted_affinity_terms(pod, preferred_affinity_terms),
    )
    p_info.preferred_anti_affinity_terms = parse(
        "preferredAntiAffinityTerms",
        lambda: fwk.get_weighted_affinity_terms(pod, preferred_anti_affinity_terms),
    )

    return p_info, new_aggregate(parse_errs)


def _wrap_error(prefix: str, err: Exception) -> fwki.FrameworkError:
    """Wrap err as Go's fmt.Errorf("<prefix>: %w", err) does."""
    wrapped = fwki.FrameworkError(f"{prefix}: {err}")
    wrapped.__cause__ = err
    return wrapped


@dataclass
class Resource(fwk.Resource):
    """Amounts of compute resources: milli-CPU, bytes, pod count and scalar resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1572-L1581
    """

    milli_cpu: int = 0
    memory: int = 0
    ephemeral_storage: int = 0
    allowed_pod_number: int = 0
    scalar_resources: dict[str, int] = field(default_factory=dict)

    def get_milli_cpu(self) -> int:
        """CPU in thousandths of a core.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1583-L1585
        """
        return self.milli_cpu

    def get_memory(self) -> int:
        """Memory in bytes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1587-L1589
        """
        return self.memory

    def get_ephemeral_storage(self) -> int:
        """Ephemeral storage in bytes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1591-L1593
        """
        return self.ephemeral_storage

    def get_allowed_pod_number(self) -> int:
        """The number of pods.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1595-L1597
        """
        return self.allowed_pod_number

    def get_scalar_resources(self) -> dict[str, int]:
        """The scalar (extended, hugepages, ...) resources by name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1599-L1601
        """
        return self.scalar_resources

    def add(self: Resource | None, rl: v1.ResourceList) -> None:
        """Add every quantity of rl to the matching field (no-op on None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1611-L1632
        """
        if self is None:
            return

        # Go int64: every field below is an int64 sum that wraps as Go's does.
        for r_name, r_quant in rl.items():
            if r_name == v1.ResourceCPU:
                self.milli_cpu = int64(self.milli_cpu + r_quant.milli_value())
            elif r_name == v1.ResourceMemory:
                self.memory = int64(self.memory + r_quant.value())
            elif r_name == v1.ResourcePods:
                self.allowed_pod_number = int64(self.allowed_pod_number + r_quant.value())
            elif r_name == v1.ResourceEphemeralStorage:
                self.ephemeral_storage = int64(self.ephemeral_storage + r_quant.value())
            elif _is_scalar_resource_name(r_name):
                self.add_scalar(r_name, r_quant.value())

    def clone(self) -> Resource:
        """An independent copy.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1635-L1649
        """
        return Resource(
            milli_cpu=self.milli_cpu,
            memory=self.memory,
            allowed_pod_number=self.allowed_pod_number,
            ephemeral_storage=self.ephemeral_storage,
            scalar_resources=dict(self.scalar_resources),
        )

    def add_scalar(self, name: str, quantity: int) -> None:
        """Add quantity to the scalar resource name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1652-L1654
        """
        # Go int64: the sum wraps as Go's does.
        self.set_scalar(name, int64(self.scalar_resources.get(name, 0) + quantity))

    def set_scalar(self, name: str, quantity: int) -> None:
        """Set the scalar resource name to quantity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1657-L1663
        """
        self.scalar_resources[name] = quantity

    def set_max_resource(self: Resource | None, rl: v1.ResourceList) -> None:
        """Raise each field to rl's quantity where rl's is larger (no-op on None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1666-L1685
        """
        if self is None:
            return

        for r_name, r_quantity in rl.items():
            if r_name == v1.ResourceMemory:
                self.memory = max(self.memory, r_quantity.value())
            elif r_name == v1.ResourceCPU:
                self.milli_cpu = max(self.milli_cpu, r_quantity.milli_value())
            elif r_name == v1.ResourceEphemeralStorage:
                self.ephemeral_storage = max(self.ephemeral_storage, r_quantity.value())
            elif _is_scalar_resource_name(r_name):
                self.set_scalar(
                    r_name, max(self.scalar_resources.get(r_name, 0), r_quantity.value())
                )

    def _go_string(self) -> str:
        """Render like Go's %#v of a *Resource (used by NodeInfo.string)."""
        if self.scalar_resources:
            items = ", ".join(f'"{k}":{v}' for k, v in sorted(self.scalar_resources.items()))
            scalars = f"map[v1.ResourceName]int64{{{items}}}"
        else:
            scalars = "map[v1.ResourceName]int64(nil)"
        return (
            f"&framework.Resource{{MilliCPU:{self.milli_cpu}, Memory:{self.memory}, "
            f"EphemeralStorage:{self.ephemeral_storage}, "
            f"AllowedPodNumber:{self.allowed_pod_number}, ScalarResources:{scalars}}}"
        )


def new_resource(rl: v1.ResourceList) -> Resource:
    """A Resource holding the quantities of rl.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1604-L1608
    """
    r = Resource()
    r.add(rl)
    return r


def new_node_info(*pods: v1.Pod) -> NodeInfo:
    """An empty NodeInfo with a fresh generation, accounting for the given pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1690-L1704
    """
    ni = NodeInfo(
        requested=Resource(),
        non_zero_requested=Resource(),
        allocatable=Resource(),
        generation=next_generation(),
        used_ports=fwk.HostPortInfo(),
        image_states={},
        pvc_ref_counts={},
    )
    for pod in pods:
        ni.add_pod(pod)
    return ni


def get_non_missing_container_requests(
    requests: v1.ResourceList, pod_level_resources_set: bool
) -> v1.ResourceList:
    """The default CPU and memory requests the scheduler assumes for containers that set
    none: both defaults without pod-level requests; with them, only for a resource that
    neither the pod level nor any container requests.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1727-L1755
    """
    if not pod_level_resources_set:
        return {
            v1.ResourceCPU: new_milli_quantity(_DefaultMilliCPURequest, DecimalSI),
            v1.ResourceMemory: new_quantity(_DefaultMemoryRequest, DecimalSI),
        }

    non_missing_container_requests: v1.ResourceList = {}
    # The apiserver copies a non-zero container request up to the pod level when the pod
    # level sets none, so a resource missing here is missing at both levels.
    if v1.ResourceCPU not in requests:
        non_missing_container_requests[v1.ResourceCPU] = new_milli_quantity(
            _DefaultMilliCPURequest, DecimalSI
        )

    if v1.ResourceMemory not in requests:
        non_missing_container_requests[v1.ResourceMemory] = new_quantity(
            _DefaultMemoryRequest, DecimalSI
        )
    return non_missing_container_requests


def get_pod_key(pod: v1.Pod) -> str:
    """The cache key of a pod (its UID); raises FrameworkError for an empty UID.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1758-L1764
    """
    uid = pod.uid
    if len(uid) == 0:
        raise fwki.FrameworkError("cannot get cache key for pod with empty UID")
    return uid


def get_pod_namespaced_name(pod: v1.Pod) -> str:
    """The pod's "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1767-L1769
    """
    return get_namespaced_name(pod.namespace, pod.name)


def get_namespaced_name(namespace: str, name: str) -> str:
    """Join namespace and name as "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1772-L1774
    """
    return f"{namespace}/{name}"


def pod_pvc_keys(pod: v1.Pod) -> Iterator[str]:
    """The "namespace/name" keys of the PVCs the pod's volumes use, in volume order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/types.go#L1779-L1790
    """
    for v in pod.spec.volumes:
        if v.persistent_volume_claim is None:
            continue
        yield get_namespaced_name(pod.namespace, v.persistent_volume_claim.claim_name)


def _go_string_host_port_info(h: fwk.HostPortInfo) -> str:
    """Render like Go's %#v of a HostPortInfo (used by NodeInfo.string), in sorted order."""
    entries = []
    for ip in sorted(h):
        pps = ", ".join(
            f'framework.ProtocolPort{{Protocol:"{pp.protocol}", Port:{pp.port}}}:struct {{}}{{}}'
            for pp in sorted(h[ip], key=lambda pp: (pp.protocol, pp.port))
        )
        entries.append(f'"{ip}":map[framework.ProtocolPort]struct {{}}{{{pps}}}')
    return f"framework.HostPortInfo{{{', '.join(entries)}}}"


# Private copies of pkg/scheduler/util's defaults (v1_37/util is not ported yet): what a
# container without a CPU or memory request is taken to ask for.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/util/pod_resources.go#L29-L29
_DefaultMilliCPURequest = 100  # 0.1 core
# Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/util/pod_resources.go#L31-L31
_DefaultMemoryRequest = 200 * 1024 * 1024  # 200 MB


# Private copy of the feature names in k8s.io/component-helpers/nodedeclaredfeatures's
# registry (features.AllFeatures), sorted as ndf.New sorts them for DefaultFramework.
# Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/nodedeclaredfeatures/features/registry.go#L33-L43
_REGISTERED_DECLARED_FEATURES: tuple[str, ...] = tuple(
    sorted(
        (
            "RestartAllContainersOnContainerExits",
            "InPlacePodLevelResourcesVerticalScaling",
            "ExtendWebSocketsToKubelet",
            "InPlacePodVerticalScalingInitContainers",
            "InPlacePodVerticalScalingMemoryBackedVolumes",
            "UserNamespacesHostNetworkSupport",
            "DRANodeAllocatableResources",
            "VolumeBindMountOptions",
            "DRAOptionalNodeOperations",
        )
    )
)


def _map_sorted(sorted_features: list[str]) -> tuple[str, ...]:
    """Private copy of ndf's FeatureMapper.mapSorted over DefaultFramework's registry, as
    TryMap calls it (unknown names ignored): walk the node's sorted feature names and the
    sorted registry side by side and keep the names both hold.

    # Python: Go sets the matched registry positions in a bitmap; the port keeps their names.
    # The ignoreUnknown=false branch (MapSorted's errors) has no caller here and is left out.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/nodedeclaredfeatures/featureset.go#L65-L92
    """
    matched: list[str] = []
    if len(sorted_features) == 0:
        return ()

    registered = _REGISTERED_DECLARED_FEATURES
    i, j = 0, 0
    while i < len(sorted_features) and j < len(registered):
        if sorted_features[i] == registered[j]:
            matched.append(registered[j])
            i += 1
            j += 1
        elif sorted_features[i] < registered[j]:
            i += 1
        else:
            j += 1
    return tuple(matched)


def _is_scalar_resource_name(name: str) -> bool:
    """Private copy of pkg/scheduler/util's IsScalarResourceName: extended, hugepages,
    prefixed native and attachable-volume resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/util/utils.go#L201-L204
    """
    return (
        v1helper.is_extended_resource_name(name)
        or v1helper.is_huge_page_resource_name(name)
        or v1helper.is_prefixed_native_resource(name)
        or v1helper.is_attachable_volume_resource_name(name)
    )


def _pod_group_priority(pg: schedulingv1beta1.PodGroup) -> int:
    """Private copy of pkg/scheduler/util's PodGroupPriority: the group's priority, 0 when unset.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/util/utils.go#L277-L285
    """
    if pg.spec.priority is not None:
        return pg.spec.priority
    # No priority means no default priority class existed when the group was created.
    return 0


def _composite_pod_group_priority(cpg: schedulingv1alpha3.CompositePodGroup) -> int:
    """Private copy of pkg/scheduler/util's CompositePodGroupPriority (0 when unset).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/util/utils.go#L288-L297
    """
    if cpg.spec.priority is not None:
        return cpg.spec.priority
    return 0


def _creation_time(timestamp: datetime | None) -> datetime:
    """metav1.Time's Time: the zero time for an unset timestamp."""
    return _ZERO_TIME if timestamp is None else timestamp


def _get_host_ports(pod: v1.Pod | None) -> list[v1.ContainerPort]:
    """Private copy of pkg/scheduler/util's GetHostPorts: the host ports of the sidecars
    (restartable init containers, which run all along) and of the containers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/util/utils.go#L242-L274
    """
    ports: list[v1.ContainerPort] = []
    if pod is None:
        return ports

    for c in pod.spec.init_containers:
        # Only sidecars run for the pod's whole life.
        if c.restart_policy is None or c.restart_policy != v1.ContainerRestartPolicyAlways:
            continue
        ports.extend(p for p in c.ports if p.host_port > 0)
    for c in pod.spec.containers:
        ports.extend(p for p in c.ports if p.host_port > 0)
    return ports
