"""The data types plugins see: cluster events and hints, the NodeInfo/PodInfo/Resource interfaces,
affinity terms, host ports, and the pod-group vocabulary (entity keys, placements, assignments).

In v1.37.2 this lives in the staging module k8s.io/kube-scheduler/framework (imported as `fwk`):
NodeInfo, PodInfo, Resource, QueuedEntityInfo, PodGroupInfo and ProposedAssignment are
interfaces here, and their implementations stay in pkg/scheduler/framework.

# Python: Go's nil maps, sets and slices are empty dicts, sets and lists here; a Go
# `sets.Set[string]` is a Python set, `time.Time` a datetime, `types.UID` a str.
# Python: Go's `klog.Logger` parameters are dropped; a Go `error` result is a raised exception.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from enum import IntEnum, IntFlag
from typing import TYPE_CHECKING, Any

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.labels import Selector, Set
from kube_scheduler_py.v1_37.api.meta.v1.helpers import label_selector_as_selector

if TYPE_CHECKING:
    from kube_scheduler_py.v1_37.api.scheduling import v1alpha3 as schedulingv1alpha3
    from kube_scheduler_py.v1_37.api.scheduling import v1beta1 as schedulingv1beta1
    from kube_scheduler_py.v1_37.api.types import NamespacedName
    from kube_scheduler_py.v1_37.fwk.cycle_state import CycleState


class ActionType(IntFlag):
    """A bit set of kinds of change to a resource: add, delete, or one specific kind of update.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L37-L37
    """

    Add = 1 << 0
    Delete = 1 << 1
    UpdateNodeAllocatable = 1 << 2
    UpdateNodeLabel = 1 << 3
    UpdateNodeTaint = 1 << 4
    UpdateNodeCondition = 1 << 5
    UpdateNodeAnnotation = 1 << 6
    UpdateNodeDeclaredFeature = 1 << 7
    UpdateNodePreemptionPolicy = 1 << 8
    UpdatePodLabel = 1 << 9
    UpdatePodScaleDown = 1 << 10
    UpdatePodScaleUp = 1 << 11
    UpdatePodToleration = 1 << 12
    UpdatePodSchedulingGatesEliminated = 1 << 13
    UpdatePodGeneratedResourceClaim = 1 << 14
    All = (1 << 15) - 1
    Update = (
        UpdateNodeAllocatable
        | UpdateNodeLabel
        | UpdateNodeTaint
        | UpdateNodeCondition
        | UpdateNodeAnnotation
        | UpdateNodeDeclaredFeature
        | UpdateNodePreemptionPolicy
        | UpdatePodLabel
        | UpdatePodScaleDown
        | UpdatePodScaleUp
        | UpdatePodToleration
        | UpdatePodSchedulingGatesEliminated
        | UpdatePodGeneratedResourceClaim
    )
    # Python: Go's `None` is a keyword here, hence the trailing underscore.
    None_ = 0

    def __str__(self) -> str:
        """The Go name of a single action, "All" or "Update"; "" for any other combination.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L91-L131
        """
        match self:
            case ActionType.Add:
                return "Add"
            case ActionType.Delete:
                return "Delete"
            case ActionType.UpdateNodeAllocatable:
                return "UpdateNodeAllocatable"
            case ActionType.UpdateNodeLabel:
                return "UpdateNodeLabel"
            case ActionType.UpdateNodeTaint:
                return "UpdateNodeTaint"
            case ActionType.UpdateNodeCondition:
                return "UpdateNodeCondition"
            case ActionType.UpdateNodeAnnotation:
                return "UpdateNodeAnnotation"
            case ActionType.UpdateNodeDeclaredFeature:
                return "UpdateNodeDeclaredFeature"
            case ActionType.UpdateNodePreemptionPolicy:
                return "UpdateNodePreemptionPolicy"
            case ActionType.UpdatePodLabel:
                return "UpdatePodLabel"
            case ActionType.UpdatePodScaleDown:
                return "UpdatePodScaleDown"
            case ActionType.UpdatePodScaleUp:
                return "UpdatePodScaleUp"
            case ActionType.UpdatePodToleration:
                return "UpdatePodToleration"
            case ActionType.UpdatePodSchedulingGatesEliminated:
                return "UpdatePodSchedulingGatesEliminated"
            case ActionType.UpdatePodGeneratedResourceClaim:
                return "UpdatePodGeneratedResourceClaim"
            case ActionType.All:
                return "All"
            case ActionType.Update:
                return "Update"

        # Not a single action nor one of the two named unions.
        return ""


Add = ActionType.Add
Delete = ActionType.Delete
UpdateNodeAllocatable = ActionType.UpdateNodeAllocatable
UpdateNodeLabel = ActionType.UpdateNodeLabel
UpdateNodeTaint = ActionType.UpdateNodeTaint
UpdateNodeCondition = ActionType.UpdateNodeCondition
UpdateNodeAnnotation = ActionType.UpdateNodeAnnotation
UpdateNodeDeclaredFeature = ActionType.UpdateNodeDeclaredFeature
UpdateNodePreemptionPolicy = ActionType.UpdateNodePreemptionPolicy
UpdatePodLabel = ActionType.UpdatePodLabel
UpdatePodScaleDown = ActionType.UpdatePodScaleDown
UpdatePodScaleUp = ActionType.UpdatePodScaleUp
UpdatePodToleration = ActionType.UpdatePodToleration
UpdatePodSchedulingGatesEliminated = ActionType.UpdatePodSchedulingGatesEliminated
UpdatePodGeneratedResourceClaim = ActionType.UpdatePodGeneratedResourceClaim
All = ActionType.All
Update = ActionType.Update
None_ = ActionType.None_

#: A group/version/kind string naming an API resource, e.g. "Pod" or "storage.k8s.io/CSINode".
EventResource = str

Pod: EventResource = "Pod"
AssignedPod: EventResource = "AssignedPod"
UnscheduledPod: EventResource = "UnscheduledPod"
TargetPod: EventResource = "TargetPod"
Node: EventResource = "Node"
PersistentVolume: EventResource = "PersistentVolume"
PersistentVolumeClaim: EventResource = "PersistentVolumeClaim"
CSINode: EventResource = "storage.k8s.io/CSINode"
CSIDriver: EventResource = "storage.k8s.io/CSIDriver"
VolumeAttachment: EventResource = "storage.k8s.io/VolumeAttachment"
CSIStorageCapacity: EventResource = "storage.k8s.io/CSIStorageCapacity"
StorageClass: EventResource = "storage.k8s.io/StorageClass"
ResourceClaim: EventResource = "resource.k8s.io/ResourceClaim"
ResourceSlice: EventResource = "resource.k8s.io/ResourceSlice"
DeviceClass: EventResource = "resource.k8s.io/DeviceClass"
PodGroup: EventResource = "scheduling.k8s.io/PodGroup"
CompositePodGroup: EventResource = "scheduling.k8s.io/CompositePodGroup"
WildCard: EventResource = "*"


class QueueingHint(IntEnum):
    """A plugin's verdict on whether an event may make a pod it rejected schedulable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L241-L241
    """

    QueueSkip = 0
    Queue = 1

    def __str__(self) -> str:
        """ "QueueSkip" or "Queue".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L252-L260
        """
        if self == QueueingHint.QueueSkip:
            return "QueueSkip"
        if self == QueueingHint.Queue:
            return "Queue"
        return ""


QueueSkip = QueueingHint.QueueSkip
Queue = QueueingHint.Queue

# Python: the zero value of ClusterEvent.action_type.
_NO_ACTION = ActionType(0)

#: Called with (pod, old_obj, new_obj) when a registered event happens; returns a QueueingHint.
#: Python: Go's logger argument is dropped and its error result is a raised exception.
QueueingHintFn = Callable[[v1.Pod, Any, Any], QueueingHint]


@dataclass(slots=True)
class PreQueueingHintResult:
    """Which unschedulable pods an event should be checked against: all, or the named ones.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L226-L229
    """

    all_pods: bool = False
    pods: list[NamespacedName] = field(default_factory=list)


#: Called once per event with (old_obj, new_obj), before any pod's QueueingHintFn; narrows the
#: pods to evaluate. Python: Go's logger argument is dropped and its error result is raised.
PreQueueingHintFn = Callable[[Any, Any], PreQueueingHintResult]


@dataclass(frozen=True, slots=True)
class ClusterEvent:
    """A change of one kind of resource: which resource, which action, and an optional label.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L265-L273
    """

    resource: EventResource = ""
    action_type: ActionType = _NO_ACTION
    custom_label: str = ""

    def label(self) -> str:
        """The name logs and metrics use: the custom label, else resource and action joined.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L276-L282
        """
        if self.custom_label != "":
            return self.custom_label

        return f"{self.resource}{self.action_type!s}"


@dataclass(frozen=True, slots=True)
class ClusterEventWithHint:
    """A registered event plus the optional functions that filter its occurrences.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L197-L208
    """

    event: ClusterEvent
    queueing_hint_fn: QueueingHintFn | None = None
    pre_queueing_hint_fn: PreQueueingHintFn | None = None


class NodeInfo(ABC):
    """What the scheduler knows about one node: the node, its pods and what they use.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L285-L334
    """

    @abstractmethod
    def node(self) -> v1.Node | None:
        """The node object (None until one is set).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L287-L287
        """

    @abstractmethod
    def get_pods(self) -> list[PodInfo]:
        """Every pod counted on the node, assumed ones included.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L289-L289
        """

    @abstractmethod
    def get_pods_with_affinity(self) -> list[PodInfo]:
        """The pods that carry inter-pod affinity or anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L291-L291
        """

    @abstractmethod
    def get_pods_with_required_anti_affinity(self) -> list[PodInfo]:
        """The pods that carry required inter-pod anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L293-L293
        """

    @abstractmethod
    def get_pods_with_required_non_host_scoped_anti_affinity(self) -> list[PodInfo]:
        """The pods whose required anti-affinity uses a topology key other than the hostname
        (empty while InterPodAffinityHostnameFastPath is off).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L296-L296
        """

    @abstractmethod
    def get_used_ports(self) -> HostPortInfo:
        """The host ports the node's pods hold.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L298-L298
        """

    @abstractmethod
    def get_requested(self) -> Resource:
        """The summed requests of the node's pods, assumed ones included.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L301-L301
        """

    @abstractmethod
    def get_non_zero_requested(self) -> Resource:
        """The summed requests with a floor for pods that request no CPU or memory.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L306-L306
        """

    @abstractmethod
    def get_allocatable(self) -> Resource:
        """The node's allocatable resources.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L309-L309
        """

    @abstractmethod
    def get_image_states(self) -> dict[str, ImageStateSummary]:
        """The images present on the node, by name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L313-L313
        """

    @abstractmethod
    def get_pvc_ref_counts(self) -> dict[str, int]:
        """How many of the node's pods use each PVC, keyed "namespace/name".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L316-L316
        """

    @abstractmethod
    def get_generation(self) -> int:
        """A number that changes whenever the NodeInfo does.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L319-L319
        """

    @abstractmethod
    def get_node_declared_features(self) -> Any:
        """The feature set the node declares.

        Python: Go returns an ndf.FeatureSet (k8s.io/component-helpers/nodedeclaredfeatures),
        which is not ported; the implementation decides the value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L321-L321
        """

    @abstractmethod
    def snapshot(self) -> NodeInfo:
        """A copy of the node's information; image states are copied without their node sets.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L323-L323
        """

    @abstractmethod
    def string(self) -> str:
        """A readable one-line description.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L325-L325
        """

    @abstractmethod
    def add_pod_info(self, pod_info: PodInfo) -> None:
        """Count an already built PodInfo on the node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L329-L329
        """

    @abstractmethod
    def remove_pod(self, pod: v1.Pod) -> None:
        """Stop counting pod on the node; raises when the pod is not there.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L331-L331
        """

    @abstractmethod
    def set_node(self, node: v1.Node) -> None:
        """Replace the node object.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L333-L333
        """


class QueuedEntityInfo(ABC):
    """Something the scheduling queue holds: a single pod or a whole pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L338-L389
    """

    @abstractmethod
    def type(self) -> EntityKeyType:
        """Whether the entity is a pod, a pod group or a composite pod group.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L340-L340
        """

    @abstractmethod
    def get_priority(self) -> int:
        """The entity's priority.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L342-L342
        """

    @abstractmethod
    def get_timestamp(self) -> datetime:
        """When the entity was (last) added to the queue.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L344-L344
        """

    @abstractmethod
    def get_attempts(self) -> int:
        """How many scheduling attempts the entity has had.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L347-L347
        """

    @abstractmethod
    def get_backoff_expiration(self) -> datetime:
        """When the entity's backoff ends (zero for a pod of a pod group).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L353-L353
        """

    @abstractmethod
    def get_unschedulable_count(self) -> int:
        """How many attempts ended unschedulable; the backoff grows with it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L358-L358
        """

    @abstractmethod
    def get_consecutive_errors_count(self) -> int:
        """How many attempts in a row ended with an Error status.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L369-L369
        """

    @abstractmethod
    def get_initial_attempt_timestamp(self) -> datetime | None:
        """When the entity first entered the queue (None until then).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L374-L374
        """

    @abstractmethod
    def get_unschedulable_plugins(self) -> set[str]:
        """The plugins that rejected the entity at PreFilter, Filter, Reserve or Permit.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L381-L381
        """

    @abstractmethod
    def get_pending_plugins(self) -> set[str]:
        """The plugins that answered Pending for the entity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L383-L383
        """

    @abstractmethod
    def get_gating_plugin(self) -> str:
        """The PreEnqueue plugin that holds the entity back ("" when none).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L385-L385
        """

    @abstractmethod
    def get_gating_plugin_events(self) -> list[ClusterEvent]:
        """The events the gating plugin registered, kept so they need not be looked up again.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L388-L388
        """


class PodInfo(ABC):
    """A pod plus what is parsed from it once: its affinity and anti-affinity terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L394-L407
    """

    @abstractmethod
    def get_pod(self) -> v1.Pod:
        """The pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L396-L396
        """

    @abstractmethod
    def get_required_affinity_terms(self) -> list[AffinityTerm]:
        """The parsed required affinity terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L398-L398
        """

    @abstractmethod
    def get_required_anti_affinity_terms(self) -> list[AffinityTerm]:
        """The parsed required anti-affinity terms.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L400-L400
        """

    @abstractmethod
    def get_preferred_affinity_terms(self) -> list[WeightedAffinityTerm]:
        """The parsed preferred affinity terms with their weights.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L402-L402
        """

    @abstractmethod
    def get_preferred_anti_affinity_terms(self) -> list[WeightedAffinityTerm]:
        """The parsed preferred anti-affinity terms with their weights.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L404-L404
        """

    @abstractmethod
    def calculate_resource(self) -> PodResource:
        """The pod's requests as NodeInfo counts them (meant for NodeInfo only).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L406-L406
        """


@dataclass(slots=True)
class PodResource:
    """What a pod adds to a node: its requests, and its CPU and memory with zero-request floors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L410-L414
    """

    resource: Resource
    non0_cpu: int = 0
    non0_mem: int = 0


@dataclass(slots=True)
class AffinityTerm:
    """A parsed v1.PodAffinityTerm: namespaces, selectors and topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L417-L422
    """

    namespaces: set[str]
    selector: Selector
    topology_key: str
    namespace_selector: Selector

    def matches(self, pod: v1.Pod, ns_labels: Set) -> bool:
        """Whether pod is in the term's namespaces (or selected namespaces) and selected.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L425-L430
        """
        if pod.metadata.namespace in self.namespaces or self.namespace_selector.matches(ns_labels):
            return self.selector.matches(Set(pod.metadata.labels))
        return False


@dataclass(slots=True)
class WeightedAffinityTerm:
    """A parsed preferred (weighted) pod affinity term.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L433-L436
    """

    # Python: Go embeds AffinityTerm; here it is the named field affinity_term.
    affinity_term: AffinityTerm
    weight: int = 0


def get_affinity_terms(pod: v1.Pod, v1_terms: list[v1.PodAffinityTerm]) -> list[AffinityTerm]:
    """Parse the given affinity terms of pod; raises on the first bad selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L440-L455
    """
    terms: list[AffinityTerm] = []
    for v1_term in v1_terms:
        terms.append(new_affinity_term(pod, v1_term))
    return terms


def new_affinity_term(pod: v1.Pod, term: v1.PodAffinityTerm) -> AffinityTerm:
    """Parse one v1.PodAffinityTerm of pod into an AffinityTerm; raises on a bad selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L457-L470
    """
    selector = label_selector_as_selector(term.label_selector)

    namespaces = get_namespaces_from_pod_affinity_term(pod, term)
    ns_selector = label_selector_as_selector(term.namespace_selector)

    return AffinityTerm(
        namespaces=namespaces,
        selector=selector,
        topology_key=term.topology_key,
        namespace_selector=ns_selector,
    )


def get_namespaces_from_pod_affinity_term(
    pod: v1.Pod, pod_affinity_term: v1.PodAffinityTerm
) -> set[str]:
    """The namespaces a term names; the pod's own namespace when it names none and has no
    namespace selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L474-L482
    """
    names: set[str] = set()
    if len(pod_affinity_term.namespaces) == 0 and pod_affinity_term.namespace_selector is None:
        names.add(pod.namespace)
    else:
        names.update(pod_affinity_term.namespaces)
    return names


def get_pod_affinity_terms(affinity: v1.Affinity | None) -> list[v1.PodAffinityTerm]:
    """The required pod affinity terms of affinity (none if unset).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L485-L496
    """
    terms: list[v1.PodAffinityTerm] = []
    if affinity is not None and affinity.pod_affinity is not None:
        required = affinity.pod_affinity.required_during_scheduling_ignored_during_execution
        if len(required) != 0:
            terms = required
    return terms


def get_weighted_affinity_terms(
    pod: v1.Pod, v1_terms: list[v1.WeightedPodAffinityTerm]
) -> list[WeightedAffinityTerm]:
    """Parse the given preferred affinity terms of pod; raises on the first bad selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L499-L514
    """
    terms: list[WeightedAffinityTerm] = []
    for v1_term in v1_terms:
        t = new_affinity_term(pod, v1_term.pod_affinity_term)
        terms.append(WeightedAffinityTerm(affinity_term=t, weight=v1_term.weight))
    return terms


def get_pod_anti_affinity_terms(affinity: v1.Affinity | None) -> list[v1.PodAffinityTerm]:
    """The required pod anti-affinity terms of affinity (none if unset).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L517-L528
    """
    terms: list[v1.PodAffinityTerm] = []
    if affinity is not None and affinity.pod_anti_affinity is not None:
        required = affinity.pod_anti_affinity.required_during_scheduling_ignored_during_execution
        if len(required) != 0:
            terms = required
    return terms


class Resource(ABC):
    """Amounts of compute resources: milli-CPU, bytes, pod count and extended resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L531-L542
    """

    @abstractmethod
    def get_milli_cpu(self) -> int:
        """CPU in thousandths of a core.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L532-L532
        """

    @abstractmethod
    def get_memory(self) -> int:
        """Memory in bytes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L533-L533
        """

    @abstractmethod
    def get_ephemeral_storage(self) -> int:
        """Ephemeral storage in bytes.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L534-L534
        """

    @abstractmethod
    def get_allowed_pod_number(self) -> int:
        """The number of pods (a node's "pods" allocatable).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L537-L537
        """

    @abstractmethod
    def get_scalar_resources(self) -> dict[str, int]:
        """Extended and other scalar resources by name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L539-L539
        """

    @abstractmethod
    def set_max_resource(self, rl: v1.ResourceList) -> None:
        """Raise each amount to rl's where rl's is larger.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L541-L541
        """


@dataclass
class ImageStateSummary:
    """An image's size and on how many (and which) nodes it is present.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L545-L554
    """

    size: int = 0
    num_nodes: int = 0
    nodes: set[str] = field(default_factory=set)

    def snapshot(self) -> ImageStateSummary:
        """A copy with num_nodes filled in and without the node set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L557-L562
        """
        return ImageStateSummary(size=self.size, num_nodes=len(self.nodes))


DefaultBindAllHostIP = "0.0.0.0"


@dataclass(frozen=True, slots=True)
class ProtocolPort:
    """A (protocol, port) pair such as TCP:80.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L568-L571
    """

    protocol: str = ""
    port: int = 0


def new_protocol_port(protocol: str, port: int) -> ProtocolPort:
    """A ProtocolPort, with TCP when protocol is empty.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L574-L585
    """
    if len(protocol) == 0:
        protocol = v1.ProtocolTCP
    return ProtocolPort(protocol=protocol, port=port)


class HostPortInfo(dict[str, set[ProtocolPort]]):
    """Host ports in use on a node: host IP -> set of (protocol, port).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L588-L588
    """

    def add(self, ip: str, protocol: str, port: int) -> None:
        """Record (ip, protocol, port); ports <= 0 are ignored.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L591-L607
        """
        if port <= 0:
            return

        ip, protocol = self.sanitize(ip, protocol)

        pp = new_protocol_port(protocol, port)
        if ip not in self:
            self[ip] = {pp}
            return

        self[ip].add(pp)

    def remove(self, ip: str, protocol: str, port: int) -> None:
        """Forget (ip, protocol, port); an IP left without ports is dropped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L610-L624
        """
        if port <= 0:
            return

        ip, protocol = self.sanitize(ip, protocol)

        pp = new_protocol_port(protocol, port)
        if ip in self:
            self[ip].discard(pp)
            if len(self[ip]) == 0:
                del self[ip]

    def len(self) -> int:
        """The number of (ip, protocol, port) entries.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L627-L633
        """
        length = 0
        for m in self.values():
            length += len(m)
        return length

    def check_conflict(self, ip: str, protocol: str, port: int) -> bool:
        """Whether (ip, protocol, port) collides with a port in use; 0.0.0.0 overlaps every IP.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L637-L666
        """
        if port <= 0:
            return False

        ip, protocol = self.sanitize(ip, protocol)

        pp = new_protocol_port(protocol, port)

        # Binding to all addresses clashes with the same port on any address.
        if ip == DefaultBindAllHostIP:
            return any(pp in m for m in self.values())

        # A specific address clashes with itself and with the all-addresses binding.
        return any(key in self and pp in self[key] for key in (DefaultBindAllHostIP, ip))

    def sanitize(self, ip: str, protocol: str) -> tuple[str, str]:
        """Default an empty IP to 0.0.0.0 and an empty protocol to TCP.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L669-L676
        """
        # Python: Go rewrites its arguments through pointers; here they are returned.
        if len(ip) == 0:
            ip = DefaultBindAllHostIP
        if len(protocol) == 0:
            protocol = v1.ProtocolTCP
        return ip, protocol


#: What kind of entity a queue entry or an EntityKey names.
EntityKeyType = str

PodKeyType: EntityKeyType = "pod"
PodGroupKeyType: EntityKeyType = "podgroup"
CompositePodGroupKeyType: EntityKeyType = "compositepodgroup"


class PodGroupInfo(ABC):
    """A pod group (or composite pod group) with the pods of it that wait to be scheduled.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L689-L711
    """

    @abstractmethod
    def get_unscheduled_pods(self) -> list[v1.Pod]:
        """The group's pods this pod group cycle considers, in a fixed order.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L693-L693
        """

    @abstractmethod
    def get_name(self) -> str:
        """The pod group's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L696-L696
        """

    @abstractmethod
    def get_namespace(self) -> str:
        """The pod group's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L698-L698
        """

    @abstractmethod
    def get_type(self) -> EntityKeyType:
        """PodGroupKeyType or CompositePodGroupKeyType.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L700-L700
        """

    @abstractmethod
    def get_key(self) -> str:
        """The key that names the group uniquely.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L702-L702
        """

    @abstractmethod
    def get_pod_group(self) -> schedulingv1beta1.PodGroup | None:
        """The PodGroup object, or None for a composite pod group.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L704-L704
        """

    @abstractmethod
    def get_composite_pod_group(self) -> schedulingv1alpha3.CompositePodGroup | None:
        """The CompositePodGroup object, or None when the group is not composite.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L707-L707
        """

    @abstractmethod
    def get_children(self) -> list[PodGroupInfo]:
        """The child groups (only a composite pod group has any).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L710-L710
        """


@dataclass(slots=True)
class Placement:
    """A named set of nodes a pod group cycle may try to fit the whole group into.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L716-L724
    """

    name: str = ""
    nodes: list[NodeInfo] = field(default_factory=list)


class ProposedAssignment(ABC):
    """One pod of a pod group and the node the pod group cycle proposes for it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L727-L737
    """

    @abstractmethod
    def get_pod(self) -> v1.Pod:
        """The pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L729-L729
        """

    @abstractmethod
    def get_pod_info(self) -> PodInfo:
        """The pod's PodInfo (read only).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L732-L732
        """

    @abstractmethod
    def get_node_name(self) -> str:
        """The node proposed for the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L734-L734
        """

    @abstractmethod
    def get_cycle_state(self) -> CycleState:
        """The CycleState the pod group cycle built for this pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L736-L736
        """


@dataclass(slots=True)
class PodGroupAssignments:
    """The nodes proposed for a pod group's pods within one placement.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L741-L747
    """

    # Python: Go embeds *Placement; here it is the named field placement.
    placement: Placement | None = None
    proposed_assignments: list[ProposedAssignment] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class EntityKey:
    """Names one entity: its type, namespace and name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L750-L754
    """

    type: EntityKeyType = ""
    name: str = ""
    namespace: str = ""

    def get_name(self) -> str:
        """The entity's name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L756-L758
        """
        return self.name

    def get_namespace(self) -> str:
        """The entity's namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L760-L762
        """
        return self.namespace

    def get_type(self) -> EntityKeyType:
        """The entity's type.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L764-L766
        """
        return self.type

    def string(self) -> str:
        """ "type/namespace/name".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L768-L770
        """
        return f"{self.type}/{self.namespace}/{self.name}"

    def __str__(self) -> str:
        return self.string()


def must_parse_entity_key(key: str) -> EntityKey:
    """Split "type/namespace/name" into an EntityKey; the zero key when it has not three parts.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L774-L780
    """
    parts = key.split("/")
    if len(parts) != 3:
        return EntityKey()
    return EntityKey(type=parts[0], namespace=parts[1], name=parts[2])


def pod_key(namespace: str, name: str) -> EntityKey:
    """The key of a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L783-L785
    """
    return EntityKey(type=PodKeyType, namespace=namespace, name=name)


def pod_group_key(namespace: str, name: str) -> EntityKey:
    """The key of a pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L788-L790
    """
    return EntityKey(type=PodGroupKeyType, namespace=namespace, name=name)


def composite_pod_group_key(namespace: str, name: str) -> EntityKey:
    """The key of a composite pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/types.go#L793-L795
    """
    return EntityKey(type=CompositePodGroupKeyType, namespace=namespace, name=name)
