"""The framework's data types: cluster events, pod and node info, resources, host ports, FitError.

NodeInfo is the scheduler's per-node aggregate (the pods on it, what they request, the ports
and PVCs they use); PodInfo and QueuedPodInfo wrap a pod with pre-parsed affinity terms and
queueing bookkeeping; ClusterEvent and ActionType describe the changes that may make a pending
pod schedulable again.

# Python: Go's nil maps, sets and slices are empty dicts, sets and lists here; the places where
# Go allocates them lazily simply use the empty collection.
# Python: a nil *NodeInfo or *Resource is None; the Go methods that accept a nil receiver
# (NodeInfo.get_name, NodeInfo.node, Resource.add, Resource.set_max_resource) are called through
# the class when the object may be None: `NodeInfo.node(node_info)`.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import IntEnum, IntFlag
from typing import Any, cast

from kube_scheduler_py.goint import int64
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.labels import Selector, Set
from kube_scheduler_py.v1_31.api.meta.v1.helpers import (
    LabelSelectorError,
    label_selector_as_selector,
)
from kube_scheduler_py.v1_31.api.util.errors.errors import Aggregate, new_aggregate
from kube_scheduler_py.v1_31.api.v1.pod import util as podutil
from kube_scheduler_py.v1_31.api.v1.resource import helpers as resourcehelper
from kube_scheduler_py.v1_31.framework.interface import (
    Code,
    FrameworkError,
    NodeToStatusMap,
    Status,
)
from kube_scheduler_py.v1_31.util import pod_resources as schedutil_pod_resources
from kube_scheduler_py.v1_31.util import utils as schedutil

# Python: the module-level counter behind next_generation(), like Go's package variable
# `generation`; every NodeInfo change takes the next value, so generations never repeat.
generation = 0

# Python: Go's zero time.Time, the timestamp of a QueuedPodInfo nobody has stamped yet.
_ZERO_TIME = datetime(1, 1, 1, tzinfo=UTC)


class ActionType(IntFlag):
    """A bit set of kinds of change to a resource (add, delete, specific updates).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L45-L45
    """

    Add = 1 << 0
    Delete = 1 << 1
    UpdateNodeAllocatable = 1 << 2
    UpdateNodeLabel = 1 << 3
    UpdateNodeTaint = 1 << 4
    UpdateNodeCondition = 1 << 5
    UpdateNodeAnnotation = 1 << 6
    UpdatePodLabel = 1 << 7
    UpdatePodScaleDown = 1 << 8
    updatePodOther = 1 << 9
    All = (1 << 10) - 1
    Update = (
        UpdateNodeAllocatable
        | UpdateNodeLabel
        | UpdateNodeTaint
        | UpdateNodeCondition
        | UpdateNodeAnnotation
        | UpdatePodLabel
        | UpdatePodScaleDown
        | updatePodOther
    )


Add = ActionType.Add
Delete = ActionType.Delete
UpdateNodeAllocatable = ActionType.UpdateNodeAllocatable
UpdateNodeLabel = ActionType.UpdateNodeLabel
UpdateNodeTaint = ActionType.UpdateNodeTaint
UpdateNodeCondition = ActionType.UpdateNodeCondition
UpdateNodeAnnotation = ActionType.UpdateNodeAnnotation
UpdatePodLabel = ActionType.UpdatePodLabel
UpdatePodScaleDown = ActionType.UpdatePodScaleDown
updatePodOther = ActionType.updatePodOther
All = ActionType.All
Update = ActionType.Update

#: A group/version/kind string naming an API resource, e.g. "Pod" or "storage.k8s.io/CSINode".
GVK = str

Pod: GVK = "Pod"
Node: GVK = "Node"
PersistentVolume: GVK = "PersistentVolume"
PersistentVolumeClaim: GVK = "PersistentVolumeClaim"
CSINode: GVK = "storage.k8s.io/CSINode"
CSIDriver: GVK = "storage.k8s.io/CSIDriver"
CSIStorageCapacity: GVK = "storage.k8s.io/CSIStorageCapacity"
StorageClass: GVK = "storage.k8s.io/StorageClass"
PodSchedulingContext: GVK = "PodSchedulingContext"
ResourceClaim: GVK = "ResourceClaim"
DeviceClass: GVK = "DeviceClass"
WildCard: GVK = "*"


class QueueingHint(IntEnum):
    """A plugin's verdict on whether an event may make a rejected pod schedulable.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L163-L163
    """

    QueueSkip = 0
    Queue = 1

    def __str__(self) -> str:
        """ "QueueSkip" or "Queue".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L174-L182
        """
        if self == QueueingHint.QueueSkip:
            return "QueueSkip"
        if self == QueueingHint.Queue:
            return "Queue"
        return ""


QueueSkip = QueueingHint.QueueSkip
Queue = QueueingHint.Queue

# Python: the zero values of ClusterEvent.action_type and PodInfo.pod (a nil *v1.Pod).
_NO_ACTION = ActionType(0)
_NIL_POD = cast(v1.Pod, None)

#: Called with (pod, old_obj, new_obj) when a registered event happens; returns a QueueingHint.
#: Python: Go's logger argument is dropped and its error result is a raised exception.
QueueingHintFn = Callable[[v1.Pod, Any, Any], QueueingHint]


@dataclass(frozen=True, slots=True)
class ClusterEvent:
    """A change of one kind of resource: which resource, which action, and a label for logs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L187-L192
    """

    resource: GVK = ""
    action_type: ActionType = _NO_ACTION
    label: str = ""

    def is_wild_card(self) -> bool:
        """True for the event that stands for every resource and every action.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L195-L197
        """
        return self.resource == WildCard and self.action_type == ActionType.All

    def match(self, event: ClusterEvent) -> bool:
        """Whether this registered event covers the incoming event.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L206-L208
        """
        return self.is_wild_card() or (
            (self.resource == WildCard or self.resource == event.resource)
            and self.action_type & event.action_type != 0
        )


@dataclass(frozen=True, slots=True)
class ClusterEventWithHint:
    """A registered event plus the optional function that filters its occurrences.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L140-L148
    """

    event: ClusterEvent
    queueing_hint_fn: QueueingHintFn | None = None


def unroll_wild_card_resource() -> list[ClusterEventWithHint]:
    """One all-actions event for every known resource (what the "*" resource expands to).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L210-L224
    """
    return [
        ClusterEventWithHint(event=ClusterEvent(resource=Pod, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=Node, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=PersistentVolume, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=PersistentVolumeClaim, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=CSINode, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=CSIDriver, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=CSIStorageCapacity, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=StorageClass, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=PodSchedulingContext, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=ResourceClaim, action_type=All)),
        ClusterEventWithHint(event=ClusterEvent(resource=DeviceClass, action_type=All)),
    ]


@dataclass(slots=True)
class AffinityTerm:
    """A parsed v1.PodAffinityTerm: namespaces, selectors and topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L333-L338
    """

    namespaces: set[str]
    selector: Selector
    topology_key: str
    namespace_selector: Selector

    def matches(self, pod: v1.Pod, ns_labels: Set) -> bool:
        """Whether pod is in the term's namespaces (or selected namespaces) and selected.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L341-L346
        """
        if pod.metadata.namespace in self.namespaces or self.namespace_selector.matches(ns_labels):
            return self.selector.matches(Set(pod.metadata.labels))
        return False


@dataclass(slots=True)
class WeightedAffinityTerm:
    """A parsed preferred (weighted) pod affinity term.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L349-L352
    """

    # Python: Go embeds AffinityTerm; here it is the named field affinity_term.
    affinity_term: AffinityTerm
    weight: int = 0


@dataclass
class PodInfo:
    """A pod plus its affinity terms, parsed once so plugins need not re-parse selectors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L265-L271
    """

    # Python: Go's empty PodInfo{} has a nil Pod; here pod is None until update() sets it.
    pod: v1.Pod = _NIL_POD
    required_affinity_terms: list[AffinityTerm] = field(default_factory=list)
    required_anti_affinity_terms: list[AffinityTerm] = field(default_factory=list)
    preferred_affinity_terms: list[WeightedAffinityTerm] = field(default_factory=list)
    preferred_anti_affinity_terms: list[WeightedAffinityTerm] = field(default_factory=list)

    def deep_copy(self) -> PodInfo:
        """Copy the pod deeply; the parsed terms are shared (they never change).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L274-L282
        """
        return PodInfo(
            pod=copy.deepcopy(self.pod),
            required_affinity_terms=self.required_affinity_terms,
            required_anti_affinity_terms=self.required_anti_affinity_terms,
            preferred_affinity_terms=self.preferred_affinity_terms,
            preferred_anti_affinity_terms=self.preferred_anti_affinity_terms,
        )

    def update(self, pod: v1.Pod) -> None:
        """Point at pod: in place for the same pod (same UID), otherwise re-parse the terms.

        If some terms fail to parse, the PodInfo is still updated with what parsed and an
        Aggregate of the errors is raised afterwards (Go returns it as the error result).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L286-L330
        """
        if pod is not None and self.pod is not None and self.pod.uid == pod.uid:
            # The parsed terms cannot change for the same pod, so only the object is swapped.
            self.pod = pod
            return
        preferred_affinity_terms: list[v1.WeightedPodAffinityTerm] = []
        preferred_anti_affinity_terms: list[v1.WeightedPodAffinityTerm] = []
        affinity = pod.spec.affinity
        if affinity is not None:
            if affinity.pod_affinity is not None:
                a = affinity.pod_affinity
                preferred_affinity_terms = a.preferred_during_scheduling_ignored_during_execution
            if affinity.pod_anti_affinity is not None:
                a2 = affinity.pod_anti_affinity
                preferred_anti_affinity_terms = (
                    a2.preferred_during_scheduling_ignored_during_execution
                )

        parse_errs: list[Exception | None] = []
        required_affinity_terms: list[AffinityTerm] = []
        try:
            required_affinity_terms = get_affinity_terms(
                pod, get_pod_affinity_terms(pod.spec.affinity)
            )
        except (LabelSelectorError, Aggregate) as err:
            parse_errs.append(_wrap_error("requiredAffinityTerms", err))
        required_anti_affinity_terms: list[AffinityTerm] = []
        try:
            required_anti_affinity_terms = get_affinity_terms(
                pod, get_pod_anti_affinity_terms(pod.spec.affinity)
            )
        except (LabelSelectorError, Aggregate) as err:
            parse_errs.append(_wrap_error("requiredAntiAffinityTerms", err))
        weighted_affinity_terms: list[WeightedAffinityTerm] = []
        try:
            weighted_affinity_terms = get_weighted_affinity_terms(pod, preferred_affinity_terms)
        except (LabelSelectorError, Aggregate) as err:
            parse_errs.append(_wrap_error("preferredAffinityTerms", err))
        weighted_anti_affinity_terms: list[WeightedAffinityTerm] = []
        try:
            weighted_anti_affinity_terms = get_weighted_affinity_terms(
                pod, preferred_anti_affinity_terms
            )
        except (LabelSelectorError, Aggregate) as err:
            parse_errs.append(_wrap_error("preferredAntiAffinityTerms", err))

        self.pod = pod
        self.required_affinity_terms = required_affinity_terms
        self.required_anti_affinity_terms = required_anti_affinity_terms
        self.preferred_affinity_terms = weighted_affinity_terms
        self.preferred_anti_affinity_terms = weighted_anti_affinity_terms
        agg = new_aggregate(parse_errs)
        if agg is not None:
            raise agg


def _wrap_error(prefix: str, err: Exception) -> FrameworkError:
    """Wrap err as Go's fmt.Errorf("<prefix>: %w", err) does."""
    wrapped = FrameworkError(f"{prefix}: {err}")
    wrapped.__cause__ = err
    return wrapped


@dataclass
class QueuedPodInfo:
    """A PodInfo plus the scheduling queue's bookkeeping: timestamps, attempts, rejectors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L229-L248
    """

    # Python: Go embeds *PodInfo; here it is the field pod_info, and the `pod` property and
    # update() forward to it the way Go promotes PodInfo's field and method.
    pod_info: PodInfo = field(default_factory=PodInfo)
    timestamp: datetime = _ZERO_TIME
    attempts: int = 0
    initial_attempt_timestamp: datetime | None = None
    unschedulable_plugins: set[str] = field(default_factory=set)
    pending_plugins: set[str] = field(default_factory=set)
    gated: bool = False

    @property
    def pod(self) -> v1.Pod:
        """The queued pod (pod_info.pod).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L266-L266
        """
        return self.pod_info.pod

    @pod.setter
    def pod(self, pod: v1.Pod) -> None:
        self.pod_info.pod = pod

    def update(self, pod: v1.Pod) -> None:
        """Forward to PodInfo.update.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L286-L330
        """
        self.pod_info.update(pod)

    def deep_copy(self) -> QueuedPodInfo:
        """Copy the entry with a deep copy of its PodInfo; pending_plugins is not copied.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L251-L260
        """
        return QueuedPodInfo(
            pod_info=self.pod_info.deep_copy(),
            timestamp=self.timestamp,
            attempts=self.attempts,
            initial_attempt_timestamp=self.initial_attempt_timestamp,
            unschedulable_plugins=set(self.unschedulable_plugins),
            gated=self.gated,
        )


ExtenderName = "Extender"


@dataclass
class Diagnosis:
    """Why a pod could not be scheduled: per-node statuses, rejecting plugins and messages.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L358-L373
    """

    node_to_status_map: NodeToStatusMap = field(default_factory=dict)
    unschedulable_plugins: set[str] = field(default_factory=set)
    pending_plugins: set[str] = field(default_factory=set)
    pre_filter_msg: str = ""
    post_filter_msg: str = ""

    def add_plugin_status(self, sts: Status) -> None:
        """Record sts's plugin as rejecting (and as pending, for a Pending code).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L387-L403
        """
        if sts.plugin() == "":
            return
        if sts.is_rejected():
            self.unschedulable_plugins.add(sts.plugin())
        if sts.code() == Code.Pending:
            self.pending_plugins.add(sts.plugin())


NoNodeAvailableMsg = "0/%v nodes are available"


class FitError(FrameworkError):
    """The error of a pod that fits no node; its message summarises the reasons per node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L376-L380
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L407-L452
        """
        # Python: Go formats NoNodeAvailableMsg with fmt's %v verb.
        reason_msg = (NoNodeAvailableMsg + ":").replace("%v", str(self.num_all_nodes))
        pre_filter_msg = self.diagnosis.pre_filter_msg
        if pre_filter_msg != "":
            # PreFilter rejected the pod; its message alone explains the failure.
            reason_msg += f" {pre_filter_msg}."

        if pre_filter_msg == "":
            # The per-node statuses come from Filter; count how often each reason occurred.
            # After a PreFilter rejection every node carries the same status, which would
            # only repeat the PreFilter message, hence this branch is skipped then.
            reasons: dict[str, int] = {}
            for status in self.diagnosis.node_to_status_map.values():
                for reason in status.reasons():
                    reasons[reason] = reasons.get(reason, 0) + 1

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


def new_affinity_term(pod: v1.Pod, term: v1.PodAffinityTerm) -> AffinityTerm:
    """Parse one v1.PodAffinityTerm of pod into an AffinityTerm; raises on a bad selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L454-L467
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


def get_affinity_terms(pod: v1.Pod, v1_terms: list[v1.PodAffinityTerm]) -> list[AffinityTerm]:
    """Parse the given affinity terms of pod; raises on the first bad selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L471-L486
    """
    terms: list[AffinityTerm] = []
    for v1_term in v1_terms:
        terms.append(new_affinity_term(pod, v1_term))
    return terms


def get_weighted_affinity_terms(
    pod: v1.Pod, v1_terms: list[v1.WeightedPodAffinityTerm]
) -> list[WeightedAffinityTerm]:
    """Parse the given preferred affinity terms of pod; raises on the first bad selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L489-L504
    """
    terms: list[WeightedAffinityTerm] = []
    for v1_term in v1_terms:
        t = new_affinity_term(pod, v1_term.pod_affinity_term)
        terms.append(WeightedAffinityTerm(affinity_term=t, weight=v1_term.weight))
    return terms


def new_pod_info(pod: v1.Pod) -> PodInfo:
    """Build a PodInfo for pod; raises an Aggregate if some affinity terms do not parse.

    # Python: Go returns the PodInfo together with the error; callers that ignore the error
    # (like NodeInfo.add_pod) build `PodInfo()` and call update() themselves.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L507-L511
    """
    p_info = PodInfo()
    p_info.update(pod)
    return p_info


def get_pod_affinity_terms(affinity: v1.Affinity | None) -> list[v1.PodAffinityTerm]:
    """The required pod affinity terms of affinity (none if unset).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L513-L524
    """
    terms: list[v1.PodAffinityTerm] = []
    if affinity is not None and affinity.pod_affinity is not None:
        required = affinity.pod_affinity.required_during_scheduling_ignored_during_execution
        if len(required) != 0:
            terms = required
    return terms


def get_pod_anti_affinity_terms(affinity: v1.Affinity | None) -> list[v1.PodAffinityTerm]:
    """The required pod anti-affinity terms of affinity (none if unset).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L526-L537
    """
    terms: list[v1.PodAffinityTerm] = []
    if affinity is not None and affinity.pod_anti_affinity is not None:
        required = affinity.pod_anti_affinity.required_during_scheduling_ignored_during_execution
        if len(required) != 0:
            terms = required
    return terms


def get_namespaces_from_pod_affinity_term(
    pod: v1.Pod, pod_affinity_term: v1.PodAffinityTerm
) -> set[str]:
    """The namespaces a term names; the pod's own namespace when it names none and has no
    namespace selector.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L541-L549
    """
    names: set[str] = set()
    if len(pod_affinity_term.namespaces) == 0 and pod_affinity_term.namespace_selector is None:
        names.add(pod.namespace)
    else:
        names.update(pod_affinity_term.namespaces)
    return names


@dataclass
class ImageStateSummary:
    """An image's size and on how many (and which) nodes it is present.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L552-L561
    """

    size: int = 0
    num_nodes: int = 0
    nodes: set[str] = field(default_factory=set)

    def snapshot(self) -> ImageStateSummary:
        """A copy with num_nodes filled in and without the node set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L564-L569
        """
        return ImageStateSummary(size=self.size, num_nodes=len(self.nodes))


@dataclass
class Resource:
    """Amounts of compute resources: milli-CPU, bytes, pod count and extended resources.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L638-L647
    """

    milli_cpu: int = 0
    memory: int = 0
    ephemeral_storage: int = 0
    allowed_pod_number: int = 0
    scalar_resources: dict[str, int] = field(default_factory=dict)

    def add(self: Resource | None, rl: v1.ResourceList) -> None:
        """Add every quantity of rl to the matching field (no-op on None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L657-L678
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
            elif schedutil.is_scalar_resource_name(r_name):
                self.add_scalar(r_name, r_quant.value())

    def clone(self) -> Resource:
        """An independent copy.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L681-L695
        """
        return Resource(
            milli_cpu=self.milli_cpu,
            memory=self.memory,
            allowed_pod_number=self.allowed_pod_number,
            ephemeral_storage=self.ephemeral_storage,
            scalar_resources=dict(self.scalar_resources),
        )

    def add_scalar(self, name: str, quantity: int) -> None:
        """Add quantity to the extended resource name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L698-L700
        """
        # Go int64: the sum wraps as Go's does.
        self.set_scalar(name, int64(self.scalar_resources.get(name, 0) + quantity))

    def set_scalar(self, name: str, quantity: int) -> None:
        """Set the extended resource name to quantity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L703-L709
        """
        self.scalar_resources[name] = quantity

    def set_max_resource(self: Resource | None, rl: v1.ResourceList) -> None:
        """Raise each field to rl's quantity where rl's is larger (no-op on None).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L712-L731
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
            elif schedutil.is_scalar_resource_name(r_name):
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L650-L654
    """
    r = Resource()
    r.add(rl)
    return r


def next_generation() -> int:
    """Take the next value of the global NodeInfo generation counter.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L633-L635
    """
    global generation
    # Python: a plain increment; Go uses an atomic add because of its goroutines.
    generation += 1
    return generation


DefaultBindAllHostIP = "0.0.0.0"


@dataclass(frozen=True, slots=True)
class ProtocolPort:
    """A (protocol, port) pair such as TCP:80.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1013-L1016
    """

    protocol: str = ""
    port: int = 0


def new_protocol_port(protocol: str, port: int) -> ProtocolPort:
    """A ProtocolPort, with TCP when protocol is empty.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1019-L1030
    """
    if len(protocol) == 0:
        protocol = v1.ProtocolTCP
    return ProtocolPort(protocol=protocol, port=port)


class HostPortInfo(dict[str, set[ProtocolPort]]):
    """Host ports in use on a node: host IP -> set of (protocol, port).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1033-L1033
    """

    def add(self, ip: str, protocol: str, port: int) -> None:
        """Record (ip, protocol, port); ports <= 0 are ignored.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1036-L1052
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1055-L1069
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1072-L1078
        """
        length = 0
        for m in self.values():
            length += len(m)
        return length

    def check_conflict(self, ip: str, protocol: str, port: int) -> bool:
        """Whether (ip, protocol, port) collides with a port in use; 0.0.0.0 overlaps every IP.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1082-L1111
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

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1114-L1121
        """
        # Python: Go rewrites its arguments through pointers; here they are returned.
        if len(ip) == 0:
            ip = DefaultBindAllHostIP
        if len(protocol) == 0:
            protocol = v1.ProtocolTCP
        return ip, protocol

    def _go_string(self) -> str:
        """Render like Go's %#v of a HostPortInfo (used by NodeInfo.string)."""
        entries = []
        for ip in sorted(self):
            pps = ", ".join(
                f'framework.ProtocolPort{{Protocol:"{pp.protocol}", Port:{pp.port}}}'
                ":struct {}{}"
                for pp in sorted(self[ip], key=lambda pp: (pp.protocol, pp.port))
            )
            entries.append(f'"{ip}":map[framework.ProtocolPort]struct {{}}{{{pps}}}')
        return f"framework.HostPortInfo{{{', '.join(entries)}}}"


@dataclass
class NodeInfo:
    """Everything the scheduler aggregates about one node: the node, its pods and their usage.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L572-L612
    """

    # Python: Go's unexported `node` field; read it with node(), set it with set_node().
    _node: v1.Node | None = None
    pods: list[PodInfo] = field(default_factory=list)
    pods_with_affinity: list[PodInfo] = field(default_factory=list)
    pods_with_required_anti_affinity: list[PodInfo] = field(default_factory=list)
    used_ports: HostPortInfo = field(default_factory=HostPortInfo)
    requested: Resource = field(default_factory=Resource)
    non_zero_requested: Resource = field(default_factory=Resource)
    allocatable: Resource = field(default_factory=Resource)
    image_states: dict[str, ImageStateSummary] = field(default_factory=dict)
    pvc_ref_counts: dict[str, int] = field(default_factory=dict)
    generation: int = 0

    def get_name(self: NodeInfo | None) -> str:
        """The node's name, "<nil>" for None and "<no node>" when no node is set.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L618-L626
        """
        if self is None:
            return "<nil>"
        if self._node is None:
            return "<no node>"
        return self._node.name

    def get_namespace(self) -> str:
        """Nodes are cluster-scoped: always "".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L627-L627
        """
        return ""

    def node(self: NodeInfo | None) -> v1.Node | None:
        """The node object (None for a None NodeInfo or when the node was removed).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L753-L758
        """
        if self is None:
            return None
        return self._node

    def snapshot(self) -> NodeInfo:
        """A copy for the scheduling snapshot; image states are copied without node sets.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L761-L802
        """
        clone = NodeInfo(
            _node=self._node,
            requested=self.requested.clone(),
            non_zero_requested=self.non_zero_requested.clone(),
            allocatable=self.allocatable.clone(),
            used_ports=HostPortInfo(),
            image_states={},
            pvc_ref_counts={},
            generation=self.generation,
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
        if len(self.image_states) > 0:
            state: dict[str, ImageStateSummary] = {}
            for image_name, image_state in self.image_states.items():
                state[image_name] = image_state.snapshot()
            clone.image_states = state
        for key, value in self.pvc_ref_counts.items():
            clone.pvc_ref_counts[key] = value
        return clone

    def string(self) -> str:
        """A human-readable summary: pod names, requested, non-zero, ports, allocatable.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L805-L812
        """
        pod_keys = [p.pod.name for p in self.pods]
        return (
            f"&NodeInfo{{Pods:[{' '.join(pod_keys)}], "
            f"RequestedResource:{self.requested._go_string()}, "
            f"NonZeroRequest: {self.non_zero_requested._go_string()}, "
            f"UsedPort: {self.used_ports._go_string()}, "
            f"AllocatableResource:{self.allocatable._go_string()}}}"
        )

    def __str__(self) -> str:
        return self.string()

    def add_pod_info(self, pod_info: PodInfo) -> None:
        """Account for a pod (already wrapped in a PodInfo) running on this node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L816-L825
        """
        self.pods.append(pod_info)
        if pod_with_affinity(pod_info.pod):
            self.pods_with_affinity.append(pod_info)
        if pod_with_required_anti_affinity(pod_info.pod):
            self.pods_with_required_anti_affinity.append(pod_info)
        self.update(pod_info.pod, 1)

    def add_pod(self, pod: v1.Pod) -> None:
        """Account for a pod running on this node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L828-L833
        """
        # Affinity parse errors are ignored on purpose: the API server does not validate the
        # terms strictly, and a pod already on a node must still be accounted for.
        pod_info = PodInfo()
        with contextlib.suppress(Aggregate):
            pod_info.update(pod)
        self.add_pod_info(pod_info)

    def remove_pod(self, pod: v1.Pod) -> None:
        """Stop accounting for pod; raises FrameworkError if it is not on this node.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L870-L888
        """
        k = get_pod_key(pod)
        if pod_with_affinity(pod):
            self.pods_with_affinity, _ = remove_from_slice(self.pods_with_affinity, k)
        if pod_with_required_anti_affinity(pod):
            self.pods_with_required_anti_affinity, _ = remove_from_slice(
                self.pods_with_required_anti_affinity, k
            )

        self.pods, removed = remove_from_slice(self.pods, k)
        if removed:
            self.update(pod, -1)
            return
        node_name = self._node.name if self._node is not None else ""
        raise FrameworkError(f"no corresponding pod {pod.name} in pods of node {node_name}")

    def update(self, pod: v1.Pod, sign: int) -> None:
        """Add (sign=1) or subtract (sign=-1) pod's requests, ports and PVC uses.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L892-L911
        """
        res, non0_cpu, non0_mem = calculate_resource(pod)
        # Go int64: the node's requested amounts are int64 sums that wrap as Go's do.
        self.requested.milli_cpu = int64(self.requested.milli_cpu + sign * res.milli_cpu)
        self.requested.memory = int64(self.requested.memory + sign * res.memory)
        self.requested.ephemeral_storage = int64(
            self.requested.ephemeral_storage + sign * res.ephemeral_storage
        )
        for r_name, r_quant in res.scalar_resources.items():
            self.requested.scalar_resources[r_name] = int64(
                self.requested.scalar_resources.get(r_name, 0) + sign * r_quant
            )
        self.non_zero_requested.milli_cpu = int64(
            self.non_zero_requested.milli_cpu + sign * non0_cpu
        )
        self.non_zero_requested.memory = int64(self.non_zero_requested.memory + sign * non0_mem)

        # Adding a pod takes its host ports and PVCs; removing it gives them back.
        self.update_used_ports(pod, sign > 0)
        self.update_pvc_ref_counts(pod, sign > 0)

        self.generation = next_generation()

    def update_used_ports(self, pod: v1.Pod, add: bool) -> None:
        """Take or release the host ports of pod's containers.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L951-L961
        """
        for container in pod.spec.containers:
            for pod_port in container.ports:
                if add:
                    self.used_ports.add(pod_port.host_ip, pod_port.protocol, pod_port.host_port)
                else:
                    self.used_ports.remove(pod_port.host_ip, pod_port.protocol, pod_port.host_port)

    def update_pvc_ref_counts(self, pod: v1.Pod, add: bool) -> None:
        """Count pod's PVC volumes up or down ("namespace/claim" keys).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L964-L980
        """
        for v in pod.spec.volumes:
            if v.persistent_volume_claim is None:
                continue

            key = get_namespaced_name(pod.namespace, v.persistent_volume_claim.claim_name)
            if add:
                self.pvc_ref_counts[key] = self.pvc_ref_counts.get(key, 0) + 1
            else:
                self.pvc_ref_counts[key] = self.pvc_ref_counts.get(key, 0) - 1
                if self.pvc_ref_counts[key] <= 0:
                    del self.pvc_ref_counts[key]

    def set_node(self, node: v1.Node) -> None:
        """Set the node object and its allocatable resources.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L983-L987
        """
        self._node = node
        self.allocatable = new_resource(node.status.allocatable)
        self.generation = next_generation()

    def remove_node(self) -> None:
        """Drop the node object but keep the pod accounting.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L990-L993
        """
        self._node = None
        self.generation = next_generation()


def new_node_info(*pods: v1.Pod) -> NodeInfo:
    """An empty NodeInfo with a fresh generation, accounting for the given pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L736-L750
    """
    ni = NodeInfo(
        requested=Resource(),
        non_zero_requested=Resource(),
        allocatable=Resource(),
        generation=next_generation(),
        used_ports=HostPortInfo(),
        image_states={},
        pvc_ref_counts={},
    )
    for pod in pods:
        ni.add_pod(pod)
    return ni


def pod_with_affinity(p: v1.Pod) -> bool:
    """Whether the pod has pod affinity or pod anti-affinity.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L835-L838
    """
    affinity = p.spec.affinity
    return affinity is not None and (
        affinity.pod_affinity is not None or affinity.pod_anti_affinity is not None
    )


def pod_with_required_anti_affinity(p: v1.Pod) -> bool:
    """Whether the pod has required pod anti-affinity terms.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L840-L844
    """
    affinity = p.spec.affinity
    return (
        affinity is not None
        and affinity.pod_anti_affinity is not None
        and len(affinity.pod_anti_affinity.required_during_scheduling_ignored_during_execution) != 0
    )


def remove_from_slice(s: list[PodInfo], k: str) -> tuple[list[PodInfo], bool]:
    """Remove the pod with key k by swapping the last entry into its place.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L846-L867
    """
    removed = False
    for i in range(len(s)):
        try:
            tmp_key = get_pod_key(s[i].pod)
        except FrameworkError:
            # Python: Go logs "Cannot get pod key" here; the port has no logger.
            continue
        if k == tmp_key:
            s[i] = s[len(s) - 1]
            s.pop()
            removed = True
            break
    return s, removed


def calculate_resource(pod: v1.Pod) -> tuple[Resource, int, int]:
    """The pod's requests, plus its non-zero CPU and memory (defaults for unset requests).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L913-L948
    """
    non0_init_cpu = 0
    non0_init_mem = 0
    non0_cpu = 0
    non0_mem = 0

    def container_fn(requests: v1.ResourceList, container_type: podutil.ContainerType) -> None:
        nonlocal non0_cpu, non0_mem, non0_init_cpu, non0_init_mem
        non0_cpu_req, non0_mem_req = schedutil_pod_resources.get_nonzero_requests(requests)
        if container_type == podutil.Containers:
            # Go int64: the sums wrap as Go's do.
            non0_cpu = int64(non0_cpu + non0_cpu_req)
            non0_mem = int64(non0_mem + non0_mem_req)
        elif container_type == podutil.InitContainers:
            non0_init_cpu = max(non0_init_cpu, non0_cpu_req)
            non0_init_mem = max(non0_init_mem, non0_mem_req)

    requests = resourcehelper.pod_requests(
        pod,
        resourcehelper.PodResourcesOptions(
            in_place_pod_vertical_scaling_enabled=features.DefaultFeatureGate.enabled(
                features.InPlacePodVerticalScaling
            ),
            container_fn=container_fn,
        ),
    )

    non0_cpu = max(non0_cpu, non0_init_cpu)
    non0_mem = max(non0_mem, non0_init_mem)

    # Overhead is already part of the requests; add it to the non-zero amounts as well.
    if pod.spec.overhead:
        # Go int64: the sums wrap as Go's do.
        if v1.ResourceCPU in pod.spec.overhead:
            non0_cpu = int64(non0_cpu + pod.spec.overhead[v1.ResourceCPU].milli_value())

        if v1.ResourceMemory in pod.spec.overhead:
            non0_mem = int64(non0_mem + pod.spec.overhead[v1.ResourceMemory].value())
    res = Resource()
    res.add(requests)
    return res, non0_cpu, non0_mem


def get_pod_key(pod: v1.Pod) -> str:
    """The cache key of a pod (its UID); raises FrameworkError for an empty UID.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L996-L1002
    """
    uid = pod.uid
    if len(uid) == 0:
        raise FrameworkError("cannot get cache key for pod with empty UID")
    return uid


def get_namespaced_name(namespace: str, name: str) -> str:
    """Join namespace and name as "namespace/name".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/types.go#L1005-L1007
    """
    return f"{namespace}/{name}"
