"""The cluster events the scheduling queue reacts to, and how object updates map onto them.

When a pod or node changes, the queue asks which specific events the change amounts to (a label
change, a scale-up, a removed scheduling gate, a taint change, ...) and runs the queueing hints
of only the plugins that registered one of them. The event vocabulary itself (EventResource,
ActionType, ClusterEvent) lives in the staging module, `v1_37/fwk/types.py`.

# Python: Go compares objects with equality.Semantic.DeepEqual; the port's API objects compare
# field by field with ==, quantities by value, and Go's nil and empty collections are both the
# empty collection (which Semantic.DeepEqual also treats as equal), so == gives the same answers.
"""

from __future__ import annotations

from collections.abc import Callable

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.component_helpers.resource import helpers as resource
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.fwk import types as fwk

ScheduleAttemptFailure = "ScheduleAttemptFailure"
BackoffComplete = "BackoffComplete"
PopFromBackoffQ = "PopFromBackoffQ"
ForceActivate = "ForceActivate"
UnschedulableTimeout = "UnschedulableTimeout"

EventAssignedPodAdd = fwk.ClusterEvent(resource=fwk.AssignedPod, action_type=fwk.Add)
EventAssignedPodUpdate = fwk.ClusterEvent(resource=fwk.AssignedPod, action_type=fwk.Update)
EventAssignedPodDelete = fwk.ClusterEvent(resource=fwk.AssignedPod, action_type=fwk.Delete)
EventUnscheduledPodAdd = fwk.ClusterEvent(resource=fwk.UnscheduledPod, action_type=fwk.Add)
EventUnscheduledPodUpdate = fwk.ClusterEvent(resource=fwk.UnscheduledPod, action_type=fwk.Update)
EventUnscheduledPodDelete = fwk.ClusterEvent(resource=fwk.UnscheduledPod, action_type=fwk.Delete)
EventTargetPodUpdate = fwk.ClusterEvent(resource=fwk.TargetPod, action_type=fwk.Update)
EventUnschedulableTimeout = fwk.ClusterEvent(
    resource=fwk.WildCard, action_type=fwk.All, custom_label=UnschedulableTimeout
)
EventForceActivate = fwk.ClusterEvent(
    resource=fwk.WildCard, action_type=fwk.All, custom_label=ForceActivate
)

#: Inspects a pod update (new pod, old pod) and returns the action it amounts to, or None_.
podChangeExtractor = Callable[[v1.Pod, v1.Pod], fwk.ActionType]

#: Inspects a node update (new node, old node) and returns the action it amounts to, or None_.
nodeChangeExtractor = Callable[[v1.Node, v1.Node], fwk.ActionType]


def pod_scheduling_properties_change(
    new_pod: v1.Pod, old_pod: v1.Pod, is_target_pod: bool
) -> list[fwk.ClusterEvent]:
    """The UpdatePodXYZ events a pod update amounts to (a plain Update when none fits).

    The resource is AssignedPod for a bound pod, TargetPod when the update is about the pod
    being scheduled itself, UnscheduledPod otherwise.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L71-L105
    """
    if new_pod.spec.node_name != "":
        r = fwk.AssignedPod
    elif is_target_pod:
        r = fwk.TargetPod
    else:
        r = fwk.UnscheduledPod

    pod_change_extractors: list[podChangeExtractor] = [
        extract_pod_labels_change,
        extract_pod_scale_down,
        extract_pod_scale_up,
        extract_pod_scheduling_gate_eliminated_change,
        extract_pod_toleration_change,
    ]
    if features.DefaultFeatureGate.enabled(features.DynamicResourceAllocation):
        pod_change_extractors.append(extract_pod_generated_resource_claim_change)

    events: list[fwk.ClusterEvent] = []
    for fn in pod_change_extractors:
        event = fn(new_pod, old_pod)
        if event != fwk.None_:
            events.append(fwk.ClusterEvent(resource=r, action_type=event))

    if len(events) == 0:
        # Nothing specific changed: only plugins that registered a plain Update care.
        events.append(fwk.ClusterEvent(resource=r, action_type=fwk.Update))

    return events


def _pod_requests_for_update_events(pod: v1.Pod) -> v1.ResourceList:
    """Python-only: the requests both scale extractors compare (Go builds the options twice)."""
    opt = resource.PodResourcesOptions(
        use_status_resources=features.DefaultFeatureGate.enabled(
            features.InPlacePodVerticalScaling
        ),
        in_place_pod_level_resources_vertical_scaling_enabled=features.DefaultFeatureGate.enabled(
            features.InPlacePodLevelResourcesVerticalScaling
        ),
    )
    return resource.pod_requests(pod, opt)


def extract_pod_scale_down(new_pod: v1.Pod, old_pod: v1.Pod) -> fwk.ActionType:
    """UpdatePodScaleDown if any resource request was lowered or dropped.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L110-L132
    """
    new_pod_requests = _pod_requests_for_update_events(new_pod)
    old_pod_requests = _pod_requests_for_update_events(old_pod)

    for r_name, old_req in old_pod_requests.items():
        new_req = new_pod_requests.get(r_name)
        if new_req is None:
            # The request for r_name disappeared.
            return fwk.UpdatePodScaleDown

        if old_req.milli_value() > new_req.milli_value():
            # The request for r_name went down.
            return fwk.UpdatePodScaleDown

    return fwk.None_


def extract_pod_scale_up(new_pod: v1.Pod, old_pod: v1.Pod) -> fwk.ActionType:
    """UpdatePodScaleUp if any resource request was raised or added.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L135-L157
    """
    new_pod_requests = _pod_requests_for_update_events(new_pod)
    old_pod_requests = _pod_requests_for_update_events(old_pod)

    for r_name, new_req in new_pod_requests.items():
        old_req = old_pod_requests.get(r_name)
        if old_req is None:
            # The request for r_name appeared.
            return fwk.UpdatePodScaleUp

        if new_req.milli_value() > old_req.milli_value():
            # The request for r_name went up.
            return fwk.UpdatePodScaleUp

    return fwk.None_


def extract_pod_labels_change(new_pod: v1.Pod, old_pod: v1.Pod) -> fwk.ActionType:
    """UpdatePodLabel if the pod's labels differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L159-L164
    """
    if is_label_changed(new_pod.labels, old_pod.labels):
        return fwk.UpdatePodLabel
    return fwk.None_


def extract_pod_toleration_change(new_pod: v1.Pod, old_pod: v1.Pod) -> fwk.ActionType:
    """UpdatePodToleration if the number of tolerations changed.

    Validation lets users only add tolerations, so a different count is a change, and any
    added toleration may make the pod schedulable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L166-L176
    """
    if len(new_pod.spec.tolerations) != len(old_pod.spec.tolerations):
        return fwk.UpdatePodToleration

    return fwk.None_


def extract_pod_scheduling_gate_eliminated_change(
    new_pod: v1.Pod, old_pod: v1.Pod
) -> fwk.ActionType:
    """UpdatePodSchedulingGatesEliminated when the last scheduling gate was removed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L178-L185
    """
    if len(new_pod.spec.scheduling_gates) == 0 and len(old_pod.spec.scheduling_gates) != 0:
        return fwk.UpdatePodSchedulingGatesEliminated

    return fwk.None_


def extract_pod_generated_resource_claim_change(new_pod: v1.Pod, old_pod: v1.Pod) -> fwk.ActionType:
    """UpdatePodGeneratedResourceClaim if the claim statuses (generated claims or the
    extended-resource claim) changed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L187-L194
    """
    if not _pod_status_equal(
        new_pod.status.resource_claim_statuses, old_pod.status.resource_claim_statuses
    ) or not _pod_extended_status_equal(
        new_pod.status.extended_resource_claim_status,
        old_pod.status.extended_resource_claim_status,
    ):
        return fwk.UpdatePodGeneratedResourceClaim

    return fwk.None_


def _pod_status_equal(
    status_a: list[v1.PodResourceClaimStatus], status_b: list[v1.PodResourceClaimStatus]
) -> bool:
    """Private copy of dynamic-resource-allocation's resourceclaim.PodStatusEqual: same length
    and pairwise the same name and claim name (order matters).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/dynamic-resource-allocation/resourceclaim/pod.go#L70-L86
    """
    if len(status_a) != len(status_b):
        return False
    for a, b in zip(status_a, status_b, strict=True):
        if a.name != b.name:
            return False
        if a.resource_claim_name != b.resource_claim_name:
            return False
    return True


def _pod_extended_status_equal(
    status_a: v1.PodExtendedResourceClaimStatus | None,
    status_b: v1.PodExtendedResourceClaimStatus | None,
) -> bool:
    """Private copy of dynamic-resource-allocation's resourceclaim.PodExtendedStatusEqual.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/dynamic-resource-allocation/resourceclaim/pod.go#L88-L105
    """
    if status_a is None and status_b is None:
        return True
    if status_a is None or status_b is None:
        return False
    if status_a.resource_claim_name != status_b.resource_claim_name:
        return False
    if len(status_a.request_mappings) != len(status_b.request_mappings):
        return False
    return status_a.request_mappings == status_b.request_mappings


def node_scheduling_properties_change(
    new_node: v1.Node, old_node: v1.Node
) -> list[fwk.ClusterEvent]:
    """The UpdateNodeXYZ events a node update amounts to, in a fixed order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L197-L218
    """
    node_change_extracters: list[nodeChangeExtractor] = [
        extract_node_spec_unschedulable_change,
        extract_node_allocatable_change,
        extract_node_labels_change,
        extract_node_taints_change,
        extract_node_conditions_change,
        extract_node_annotations_change,
        extract_node_preemption_policy_change,
    ]

    if features.DefaultFeatureGate.enabled(features.NodeDeclaredFeatures):
        node_change_extracters.append(extract_node_features_change)

    events: list[fwk.ClusterEvent] = []
    for fn in node_change_extracters:
        event = fn(new_node, old_node)
        if event != fwk.None_:
            events.append(fwk.ClusterEvent(resource=fwk.Node, action_type=event))
    return events


def extract_node_preemption_policy_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodePreemptionPolicy if spec.podPreemptionPolicy differs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L222-L227
    """
    if old_node.spec.pod_preemption_policy != new_node.spec.pod_preemption_policy:
        return fwk.UpdateNodePreemptionPolicy
    return fwk.None_


def extract_node_allocatable_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodeAllocatable if status.allocatable differs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L229-L234
    """
    if old_node.status.allocatable != new_node.status.allocatable:
        return fwk.UpdateNodeAllocatable
    return fwk.None_


def extract_node_labels_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodeLabel if the node's labels differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L236-L241
    """
    if is_label_changed(new_node.labels, old_node.labels):
        return fwk.UpdateNodeLabel
    return fwk.None_


def is_label_changed(new_labels: dict[str, str], old_labels: dict[str, str]) -> bool:
    """Whether two label maps differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L243-L245
    """
    return new_labels != old_labels


def extract_node_taints_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodeTaint if spec.taints differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L247-L252
    """
    if new_node.spec.taints != old_node.spec.taints:
        return fwk.UpdateNodeTaint
    return fwk.None_


def extract_node_conditions_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodeCondition if any condition's status changed (heartbeats are ignored).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L254-L266
    """

    def strip(conditions: list[v1.NodeCondition]) -> dict[str, str]:
        condition_statuses: dict[str, str] = {}
        for condition in conditions:
            condition_statuses[condition.type] = condition.status
        return condition_statuses

    if strip(old_node.status.conditions) != strip(new_node.status.conditions):
        return fwk.UpdateNodeCondition
    return fwk.None_


def extract_node_spec_unschedulable_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodeTaint when the node became schedulable again (Go has no action of its own
    for spec.unschedulable yet).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L268-L274
    """
    if (
        new_node.spec.unschedulable != old_node.spec.unschedulable
        and not new_node.spec.unschedulable
    ):
        return fwk.UpdateNodeTaint
    return fwk.None_


def extract_node_annotations_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodeAnnotation if the node's annotations differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L276-L281
    """
    if old_node.annotations != new_node.annotations:
        return fwk.UpdateNodeAnnotation
    return fwk.None_


def extract_node_features_change(new_node: v1.Node, old_node: v1.Node) -> fwk.ActionType:
    """UpdateNodeDeclaredFeature if status.declaredFeatures differ (the list is kept sorted,
    so comparing in order is enough).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/events.go#L283-L289
    """
    if old_node.status.declared_features != new_node.status.declared_features:
        return fwk.UpdateNodeDeclaredFeature
    return fwk.None_
