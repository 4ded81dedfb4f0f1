"""The cluster events the scheduling queue reacts to, and how object updates map onto them.

When a pod or node changes, the queue asks which specific events the change amounts to (a label
change, a taint change, a scale-down, ...) and moves only the pods whose rejecting plugins
registered one of them.

# Python: Go compares objects with equality.Semantic.DeepEqual; the port's API objects compare
# field by field with ==, quantities by value, and Go's nil and empty collections are both the
# empty collection, so == gives the same answers.
"""

from __future__ import annotations

from collections.abc import Callable

from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.v1.resource import helpers as resource
from kube_scheduler_py.v1_31.framework.types import (
    Add,
    All,
    ClusterEvent,
    CSIDriver,
    CSINode,
    CSIStorageCapacity,
    Delete,
    Node,
    PersistentVolume,
    PersistentVolumeClaim,
    Pod,
    StorageClass,
    Update,
    UpdateNodeAllocatable,
    UpdateNodeAnnotation,
    UpdateNodeCondition,
    UpdateNodeLabel,
    UpdateNodeTaint,
    UpdatePodLabel,
    UpdatePodScaleDown,
    WildCard,
    updatePodOther,
)

PodAdd = "PodAdd"
ScheduleAttemptFailure = "ScheduleAttemptFailure"
BackoffComplete = "BackoffComplete"
ForceActivate = "ForceActivate"
PodUpdate = "PodUpdate"

AssignedPodAdd = ClusterEvent(resource=Pod, action_type=Add, label="AssignedPodAdd")
NodeAdd = ClusterEvent(resource=Node, action_type=Add, label="NodeAdd")
NodeDelete = ClusterEvent(resource=Node, action_type=Delete, label="NodeDelete")
AssignedPodUpdate = ClusterEvent(resource=Pod, action_type=Update, label="AssignedPodUpdate")
UnscheduledPodAdd = ClusterEvent(resource=Pod, action_type=Update, label="UnschedulablePodAdd")
UnscheduledPodUpdate = ClusterEvent(
    resource=Pod, action_type=Update, label="UnschedulablePodUpdate"
)
UnscheduledPodDelete = ClusterEvent(
    resource=Pod, action_type=Update, label="UnschedulablePodDelete"
)
assignedPodOtherUpdate = ClusterEvent(
    resource=Pod, action_type=updatePodOther, label="AssignedPodUpdate"
)
AssignedPodDelete = ClusterEvent(resource=Pod, action_type=Delete, label="AssignedPodDelete")
PodRequestScaledDown = ClusterEvent(
    resource=Pod, action_type=UpdatePodScaleDown, label="PodRequestScaledDown"
)
PodLabelChange = ClusterEvent(resource=Pod, action_type=UpdatePodLabel, label="PodLabelChange")
NodeSpecUnschedulableChange = ClusterEvent(
    resource=Node, action_type=UpdateNodeTaint, label="NodeSpecUnschedulableChange"
)
NodeAllocatableChange = ClusterEvent(
    resource=Node, action_type=UpdateNodeAllocatable, label="NodeAllocatableChange"
)
NodeLabelChange = ClusterEvent(resource=Node, action_type=UpdateNodeLabel, label="NodeLabelChange")
NodeAnnotationChange = ClusterEvent(
    resource=Node, action_type=UpdateNodeAnnotation, label="NodeAnnotationChange"
)
NodeTaintChange = ClusterEvent(resource=Node, action_type=UpdateNodeTaint, label="NodeTaintChange")
NodeConditionChange = ClusterEvent(
    resource=Node, action_type=UpdateNodeCondition, label="NodeConditionChange"
)
PvAdd = ClusterEvent(resource=PersistentVolume, action_type=Add, label="PvAdd")
PvUpdate = ClusterEvent(resource=PersistentVolume, action_type=Update, label="PvUpdate")
PvcAdd = ClusterEvent(resource=PersistentVolumeClaim, action_type=Add, label="PvcAdd")
PvcUpdate = ClusterEvent(resource=PersistentVolumeClaim, action_type=Update, label="PvcUpdate")
StorageClassAdd = ClusterEvent(resource=StorageClass, action_type=Add, label="StorageClassAdd")
StorageClassUpdate = ClusterEvent(
    resource=StorageClass, action_type=Update, label="StorageClassUpdate"
)
CSINodeAdd = ClusterEvent(resource=CSINode, action_type=Add, label="CSINodeAdd")
CSINodeUpdate = ClusterEvent(resource=CSINode, action_type=Update, label="CSINodeUpdate")
CSIDriverAdd = ClusterEvent(resource=CSIDriver, action_type=Add, label="CSIDriverAdd")
CSIDriverUpdate = ClusterEvent(resource=CSIDriver, action_type=Update, label="CSIDriverUpdate")
CSIStorageCapacityAdd = ClusterEvent(
    resource=CSIStorageCapacity, action_type=Add, label="CSIStorageCapacityAdd"
)
CSIStorageCapacityUpdate = ClusterEvent(
    resource=CSIStorageCapacity, action_type=Update, label="CSIStorageCapacityUpdate"
)
WildCardEvent = ClusterEvent(resource=WildCard, action_type=All, label="WildCardEvent")
UnschedulableTimeout = ClusterEvent(
    resource=WildCard, action_type=All, label="UnschedulableTimeout"
)

#: Inspects a pod update (new pod, old pod) and returns the matching event or None.
podChangeExtractor = Callable[[v1.Pod, v1.Pod], ClusterEvent | None]

#: Inspects a node update (new node, old node) and returns the matching event or None.
nodeChangeExtractor = Callable[[v1.Node, v1.Node], ClusterEvent | None]


def pod_scheduling_properties_change(new_pod: v1.Pod, old_pod: v1.Pod) -> list[ClusterEvent]:
    """The UpdatePodXYZ events a pod update amounts to (a generic one when none fits).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L108-L127
    """
    pod_change_extracters: list[podChangeExtractor] = [
        extract_pod_labels_change,
        extract_pod_scale_down,
    ]

    events: list[ClusterEvent] = []
    for fn in pod_change_extracters:
        event = fn(new_pod, old_pod)
        if event is not None:
            events.append(event)

    if len(events) == 0:
        # Nothing specific changed: only plugins that registered a plain Pod/Update care.
        events.append(assignedPodOtherUpdate)

    return events


def extract_pod_scale_down(new_pod: v1.Pod, old_pod: v1.Pod) -> ClusterEvent | None:
    """PodRequestScaledDown if any resource request was lowered or dropped.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L132-L153
    """
    opt = resource.PodResourcesOptions(
        in_place_pod_vertical_scaling_enabled=features.DefaultFeatureGate.enabled(
            features.InPlacePodVerticalScaling
        ),
    )
    new_pod_requests = resource.pod_requests(new_pod, opt)
    old_pod_requests = resource.pod_requests(old_pod, opt)

    for r_name, old_req in old_pod_requests.items():
        if r_name not in new_pod_requests:
            # The request for r_name disappeared.
            return PodRequestScaledDown
        new_req = new_pod_requests[r_name]

        if old_req.milli_value() > new_req.milli_value():
            # The request for r_name went down.
            return PodRequestScaledDown

    return None


def extract_pod_labels_change(new_pod: v1.Pod, old_pod: v1.Pod) -> ClusterEvent | None:
    """PodLabelChange if the pod's labels differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L155-L160
    """
    if is_label_changed(new_pod.labels, old_pod.labels):
        return PodLabelChange
    return None


def node_scheduling_properties_change(new_node: v1.Node, old_node: v1.Node) -> list[ClusterEvent]:
    """The UpdateNodeXYZ events a node update amounts to, in a fixed order.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L163-L179
    """
    node_change_extracters: list[nodeChangeExtractor] = [
        extract_node_spec_unschedulable_change,
        extract_node_allocatable_change,
        extract_node_labels_change,
        extract_node_taints_change,
        extract_node_conditions_change,
        extract_node_annotations_change,
    ]

    events: list[ClusterEvent] = []
    for fn in node_change_extracters:
        event = fn(new_node, old_node)
        if event is not None:
            events.append(event)
    return events


def extract_node_allocatable_change(new_node: v1.Node, old_node: v1.Node) -> ClusterEvent | None:
    """NodeAllocatableChange if status.allocatable differs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L183-L188
    """
    if old_node.status.allocatable != new_node.status.allocatable:
        return NodeAllocatableChange
    return None


def extract_node_labels_change(new_node: v1.Node, old_node: v1.Node) -> ClusterEvent | None:
    """NodeLabelChange if the node's labels differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L190-L195
    """
    if is_label_changed(new_node.labels, old_node.labels):
        return NodeLabelChange
    return None


def is_label_changed(new_labels: dict[str, str], old_labels: dict[str, str]) -> bool:
    """Whether two label maps differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L197-L199
    """
    return new_labels != old_labels


def extract_node_taints_change(new_node: v1.Node, old_node: v1.Node) -> ClusterEvent | None:
    """NodeTaintChange if spec.taints differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L201-L206
    """
    if new_node.spec.taints != old_node.spec.taints:
        return NodeTaintChange
    return None


def extract_node_conditions_change(new_node: v1.Node, old_node: v1.Node) -> ClusterEvent | None:
    """NodeConditionChange if any condition's status changed (heartbeats are ignored).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L208-L220
    """

    def strip(conditions: list[v1.NodeCondition]) -> dict[str, str]:
        condition_statuses: dict[str, str] = {}
        for condition in conditions:
            condition_statuses[condition.type] = condition.status
        return condition_statuses

    if strip(old_node.status.conditions) != strip(new_node.status.conditions):
        return NodeConditionChange
    return None


def extract_node_spec_unschedulable_change(
    new_node: v1.Node, old_node: v1.Node
) -> ClusterEvent | None:
    """NodeSpecUnschedulableChange when the node became schedulable again.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L222-L227
    """
    if (
        new_node.spec.unschedulable != old_node.spec.unschedulable
        and not new_node.spec.unschedulable
    ):
        return NodeSpecUnschedulableChange
    return None


def extract_node_annotations_change(new_node: v1.Node, old_node: v1.Node) -> ClusterEvent | None:
    """NodeAnnotationChange if the node's annotations differ.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/events.go#L229-L234
    """
    if old_node.annotations != new_node.annotations:
        return NodeAnnotationChange
    return None
