"""An in-memory API server: the objects of a cluster, and the rules the real one enforces.

The real scheduler talks to kube-apiserver through client-go; tests use client-go's fake
clientset. This module is the Python stand-in for both: one object store with resource
versions; on create, the Priority admission plugin, the registries' create-time preparation
(the pod strategy's PrepareForCreate) and the apiserver's validation; the pod registry's
binding and status rules; and a watch that tells informers
(kube_scheduler_py.apiserver.informers) about every change.

Python-only: it ports no scheduler code. Where it reproduces apiserver behaviour, the
docstrings name the Go that it imitates.
"""

from __future__ import annotations

import typing
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.validation import validation
from kube_scheduler_py.v1_31.api.errors import (
    GroupResource,
    StatusError,
    new_already_exists,
    new_conflict,
    new_invalid,
    new_not_found,
)
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.policy import v1 as policyv1
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.api.scheduling.validation import validate_priority_class
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util.validation import field
from kube_scheduler_py.v1_31.api.v1.pod import util as podutil

__all__ = [
    "ADDED",
    "DELETED",
    "MODIFIED",
    "RESOURCES",
    "SYSTEM_PRIORITY_CLASSES",
    "APIServer",
    "AdmissionError",
    "InvalidError",
    "Resource",
    "WatchEvent",
    "deterministic_uid",
]

ADDED, MODIFIED, DELETED = "ADDED", "MODIFIED", "DELETED"


@dataclass(frozen=True, slots=True)
class Resource:
    """How the API names a kind: its group/resource, whether it is namespaced, its Kind."""

    group_resource: GroupResource
    namespaced: bool
    kind: str

    def qualified_kind(self) -> str:
        """The GroupKind as the apiserver prints it: `Pod`, `PriorityClass.scheduling.k8s.io`."""
        group = self.group_resource.group
        return f"{self.kind}.{group}" if group else self.kind


def _resource(group: str, resource: str, namespaced: bool, kind: str) -> Resource:
    return Resource(GroupResource(group, resource), namespaced, kind)


#: Every kind the in-memory API server stores.
RESOURCES: dict[type, Resource] = {
    v1.Pod: _resource("", "pods", True, "Pod"),
    v1.Node: _resource("", "nodes", False, "Node"),
    v1.Namespace: _resource("", "namespaces", False, "Namespace"),
    v1.PersistentVolume: _resource("", "persistentvolumes", False, "PersistentVolume"),
    v1.PersistentVolumeClaim: _resource(
        "", "persistentvolumeclaims", True, "PersistentVolumeClaim"
    ),
    v1.Service: _resource("", "services", True, "Service"),
    v1.ReplicationController: _resource(
        "", "replicationcontrollers", True, "ReplicationController"
    ),
    appsv1.ReplicaSet: _resource("apps", "replicasets", True, "ReplicaSet"),
    appsv1.StatefulSet: _resource("apps", "statefulsets", True, "StatefulSet"),
    storagev1.StorageClass: _resource("storage.k8s.io", "storageclasses", False, "StorageClass"),
    storagev1.CSINode: _resource("storage.k8s.io", "csinodes", False, "CSINode"),
    storagev1.CSIDriver: _resource("storage.k8s.io", "csidrivers", False, "CSIDriver"),
    storagev1.CSIStorageCapacity: _resource(
        "storage.k8s.io", "csistoragecapacities", True, "CSIStorageCapacity"
    ),
    policyv1.PodDisruptionBudget: _resource(
        "policy", "poddisruptionbudgets", True, "PodDisruptionBudget"
    ),
    schedulingv1.PriorityClass: _resource(
        "scheduling.k8s.io", "priorityclasses", False, "PriorityClass"
    ),
    eventsv1.Event: _resource("events.k8s.io", "events", True, "Event"),
}

#: The priority classes every cluster has (pkg/apis/scheduling/types.go).
SYSTEM_PRIORITY_CLASSES = {
    "system-node-critical": 2000001000,
    "system-cluster-critical": 2000000000,
}


class AdmissionError(StatusError):
    """An admission plugin refused the object (HTTP 403, reason Forbidden)."""

    def __init__(self, message: str) -> None:
        super().__init__("Forbidden", 403, message)


class InvalidError(StatusError):
    """Validation refused the object (HTTP 422, reason Invalid): `Pod "web" is invalid: ...`."""

    def __init__(self, status: StatusError) -> None:
        super().__init__(status.reason, status.code, status.message)


@dataclass(frozen=True, slots=True)
class WatchEvent:
    """One change: ADDED/MODIFIED/DELETED, the object before (or None) and after it."""

    type: str
    old: Any
    new: Any


#: The storage's refusal of a create that carries a resourceVersion
#: (k8s.io/apiserver/pkg/storage/errors.go, ErrResourceVersionSetOnCreate).
RESOURCE_VERSION_SET_ON_CREATE = "resourceVersion should not be set on objects to be created"

#: apimachinery's ValidateImmutableField message (pkg/api/validation/generic.go).
FIELD_IMMUTABLE = "field is immutable"


def deterministic_uid(kind: str, namespace: str, name: str) -> str:
    """The UID an object gets: UUIDv5 of `kube-scheduler-py/<Kind>/<namespace>/<name>`.

    The Go oracle derives it the same way (docs/oracle.md), so both print the same UIDs.
    """
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"kube-scheduler-py/{kind}/{namespace}/{name}"))


class APIServer:
    """The object store. Every read hands out a copy; every write notifies the watchers."""

    def __init__(self, clock: PassiveClock, validate: bool = False) -> None:
        """validate: refuse on create what the apiserver's validation refuses.

        The command line turns it on (`simulate(..., validate=True)`); it is off by default for
        the ported tests, which build objects the way Go's fake clientset accepts them (a pod
        without containers, say). Admission and PrepareForCreate always run.
        """
        self.clock = clock
        self.validate = validate
        self._objects: dict[type, dict[tuple[str, str], Any]] = {cls: {} for cls in RESOURCES}
        self._resource_version = 0
        self._watchers: list[Callable[[WatchEvent], None]] = []

    # -- watching -------------------------------------------------------------------------

    def watch(self, watcher: Callable[[WatchEvent], None]) -> None:
        """Call watcher with every later change, in the order the changes happen."""
        self._watchers.append(watcher)

    def _notify(self, event: WatchEvent) -> None:
        for watcher in self._watchers:
            watcher(event)

    # -- generic verbs --------------------------------------------------------------------

    def create(self, obj: Any) -> Any:
        """Store a new object as kube-apiserver's create does; return what is stored.

        In the apiserver's order: the mutating admission (Priority resolves a pod's
        priority), the registry's PrepareForCreate and validation (rest.BeforeCreate in
        staging/src/k8s.io/apiserver/pkg/registry/rest/create.go, v1.31.1), then the
        validating admission (Priority allows one default PriorityClass).
        """
        if obj.metadata.resource_version:
            # The storage refuses it (etcd3 store's Create); the apiserver answers 500 with
            # the storage's words.
            raise StatusError("", 500, RESOURCE_VERSION_SET_ON_CREATE)
        obj = self._admit_for_create(obj, check_name=True)
        self._store(obj)
        self._notify(WatchEvent(ADDED, None, deep_copy(obj)))
        return deep_copy(obj)

    def dry_run_create(self, obj: Any) -> Any:
        """Admit and validate obj as create would (`kubectl create --dry-run=server`), without
        the check that its name is free; nothing is stored. Returns the object create would
        store (its uid included), but for its resourceVersion."""
        return self._admit_for_create(obj, check_name=False)

    def _admit_for_create(self, obj: Any, check_name: bool) -> Any:
        resource = RESOURCES[type(obj)]
        obj = deep_copy(obj)
        meta = obj.metadata
        if resource.namespaced and not meta.namespace:
            meta.namespace = "default"
        # The apiserver gives every created object a new uid, whatever the request carries
        # (FillObjectMetaSystemFields); here the deterministic one, as tools/oracle gives.
        meta.uid = deterministic_uid(resource.kind, meta.namespace, meta.name)
        if meta.creation_timestamp is None:
            meta.creation_timestamp = self.clock.now()
        key = (meta.namespace, meta.name)
        if check_name and key in self._objects[type(obj)]:
            raise new_already_exists(resource.group_resource, meta.name)
        if isinstance(obj, v1.Pod):
            self._admit_pod(obj)
            _prepare_pod_for_create(obj)
        errors = _validate_for_create(obj) if self.validate else field.ErrorList()
        if errors:
            raise InvalidError(new_invalid(resource.qualified_kind(), meta.name, errors))
        if isinstance(obj, schedulingv1.PriorityClass):
            self._validate_priority_class(obj)
        return obj

    def get(self, cls: type, namespace: str, name: str) -> Any:
        """A copy of the stored object, or a NotFound error."""
        return deep_copy(self._stored(cls, namespace, name))

    def list(self, cls: type) -> list[Any]:
        """Copies of every stored object of a kind, in creation order."""
        return [deep_copy(obj) for obj in self._objects[cls].values()]

    def update(self, obj: Any) -> Any:
        """Replace an object as the real store does: without a resourceVersion the update is
        unconditional, a stale one is a Conflict; without a uid the stored one stays, another
        uid is Invalid (a uid is immutable).

        For a kind with a status subresource the stored status stays: the main resource
        ignores status changes, as the registries' PrepareForUpdate do.
        """
        old = self._stored_for_update(obj)
        new = deep_copy(obj)
        if not new.metadata.uid:
            new.metadata.uid = old.metadata.uid
        elif new.metadata.uid != old.metadata.uid:
            self._refuse_uid_change(new, old.metadata.uid)
        if hasattr(old, "status"):
            new.status = deep_copy(old.status)
        return self._replace(old, new)

    def update_status(self, obj: Any) -> Any:
        """The status subresource: replace the status only (spec and metadata stay)."""
        if not hasattr(obj, "status"):
            raise TypeError(f"{RESOURCES[type(obj)].kind} has no status subresource")
        old = self._stored_for_update(obj)
        new = deep_copy(old)
        new.status = deep_copy(obj.status)
        return self._replace(old, new)

    def _stored_for_update(self, obj: Any) -> Any:
        old = self._stored(type(obj), obj.metadata.namespace, obj.metadata.name)
        given = obj.metadata.resource_version
        if given and given != old.metadata.resource_version:
            raise new_conflict(
                RESOURCES[type(obj)].group_resource,
                obj.metadata.name,
                Exception(
                    "the object has been modified; please apply your changes to the latest "
                    "version and try again"
                ),
            )
        return old

    @staticmethod
    def _refuse_uid_change(new: Any, uid: str) -> typing.NoReturn:
        """The update's metadata validation (ValidateObjectMetaUpdate): uid is immutable."""
        path = field.new_path("metadata").child("uid")
        errors = field.ErrorList([field.invalid(path, new.metadata.uid, FIELD_IMMUTABLE)])
        raise InvalidError(
            new_invalid(RESOURCES[type(new)].qualified_kind(), new.metadata.name, errors)
        )

    def delete(self, cls: type, namespace: str, name: str) -> None:
        """Remove an object at once (no graceful termination, no finalizers)."""
        old = self._stored(cls, namespace, name)
        del self._objects[cls][(namespace, name)]
        self._resource_version += 1
        # The removed object is no longer the server's, so the watchers may have it as it is.
        self._notify(WatchEvent(DELETED, None, old))

    # -- pods -----------------------------------------------------------------------------

    def bind(self, binding: v1.Binding) -> None:
        """The pods/binding subresource: set spec.nodeName and PodScheduled=True.

        Imitates BindingREST.setPodHostAndAnnotations in
        pkg/registry/core/pod/storage/storage.go (v1.31.1).
        """
        namespace, name = binding.metadata.namespace, binding.metadata.name
        old = self._stored(v1.Pod, namespace, name)
        pod = deep_copy(old)
        refusal = self._binding_refusal(binding, pod)
        if refusal:
            raise new_conflict(RESOURCES[v1.Pod].group_resource, name, Exception(refusal))
        pod.spec.node_name = binding.target.name
        pod.metadata.annotations.update(binding.metadata.annotations)
        podutil.update_pod_condition(
            pod.status, v1.PodCondition(type=v1.PodScheduled, status=v1.ConditionTrue), self.clock
        )
        self._replace(old, pod)

    @staticmethod
    def _binding_refusal(binding: v1.Binding, pod: v1.Pod) -> str:
        """Why the registry would refuse this binding, or "" if it accepts it."""
        name = pod.metadata.name
        if binding.metadata.uid and binding.metadata.uid != pod.metadata.uid:
            return "Precondition failed: UID in precondition"
        if pod.metadata.deletion_timestamp is not None:
            return f"pod {name} is being deleted, cannot be assigned to a host"
        if pod.spec.node_name:
            return f'pod {name} is already assigned to node "{pod.spec.node_name}"'
        if pod.spec.scheduling_gates:
            return f"pod {name} has non-empty .spec.schedulingGates"
        return ""

    def patch_pod_status(self, namespace: str, name: str, status: v1.PodStatus) -> v1.Pod:
        """Merge a status patch: conditions by type, and the nominated node name.

        The scheduler sends a strategic-merge patch computed from its old and new status
        (util.PatchPodStatus); conditions merge by their `type` key. This applies the same
        effect for the fields the scheduler changes.
        """
        old = self._stored(v1.Pod, namespace, name)
        pod = deep_copy(old)
        for condition in status.conditions:
            _set_condition(pod.status, deep_copy(condition))
        pod.status.nominated_node_name = status.nominated_node_name
        return self._replace(old, pod)

    def _admit_pod(self, pod: v1.Pod) -> None:
        """The Priority admission plugin: resolve priorityClassName to priority and policy.

        Imitates the create branch of Plugin.admitPod in
        plugin/pkg/admission/priority/admission.go (v1.31.1): without a class name the
        globalDefault class applies, or priority 0 and PreemptLowerPriority when there is
        none; a pod may not state a priority or policy other than the one computed.
        """
        policy: str | None
        if not pod.spec.priority_class_name:
            name, priority, policy = self._default_priority()
            pod.spec.priority_class_name = name
        else:
            name = pod.spec.priority_class_name
            pc = self._priority_class(name)
            if pc is None:
                self._forbid(pod, f"no PriorityClass with name {name} was found")
            priority, policy = pc.value, pc.preemption_policy
        if pod.spec.priority is not None and pod.spec.priority != priority:
            self._forbid(
                pod,
                f"the integer value of priority ({pod.spec.priority}) must not be provided in "
                f"pod spec; priority admission controller computed {priority} from the given "
                "PriorityClass name",
            )
        pod.spec.priority = priority
        if policy is not None:
            if pod.spec.preemption_policy is not None and pod.spec.preemption_policy != policy:
                self._forbid(
                    pod,
                    "the string value of PreemptionPolicy "
                    f"({pod.spec.preemption_policy}) must not be provided in pod spec; priority "
                    f"admission controller computed {policy} from the given PriorityClass name",
                )
            pod.spec.preemption_policy = policy

    def _priority_class(self, name: str) -> schedulingv1.PriorityClass | None:
        """A stored class, or a built-in one the store does not hold."""
        pc: schedulingv1.PriorityClass | None = self._objects[schedulingv1.PriorityClass].get(
            ("", name)
        )
        if pc is None and name in SYSTEM_PRIORITY_CLASSES:
            pc = schedulingv1.PriorityClass(
                metadata=metav1.ObjectMeta(name=name),
                value=SYSTEM_PRIORITY_CLASSES[name],
                preemption_policy=v1.PreemptLowerPriority,
            )
        return pc

    def _default_priority_class(self) -> schedulingv1.PriorityClass | None:
        """The globalDefault class; the lowest value wins if a race let several in.

        Imitates Plugin.getDefaultPriorityClass (plugin/pkg/admission/priority, v1.31.1).
        """
        default: schedulingv1.PriorityClass | None = None
        for pc in self._objects[schedulingv1.PriorityClass].values():
            if pc.global_default and (default is None or default.value > pc.value):
                default = pc
        return default

    def _default_priority(self) -> tuple[str, int, str | None]:
        """Class name, priority and policy for a pod that names no class.

        Imitates Plugin.getDefaultPriority (plugin/pkg/admission/priority, v1.31.1).
        """
        default = self._default_priority_class()
        if default is not None:
            return default.metadata.name, default.value, default.preemption_policy
        return "", 0, v1.PreemptLowerPriority

    def _validate_priority_class(self, pc: schedulingv1.PriorityClass) -> None:
        """The Priority plugin's validation on create: only one class may be the default.

        Imitates Plugin.validatePriorityClass (plugin/pkg/admission/priority, v1.31.1).
        """
        if not pc.global_default:
            return
        default = self._default_priority_class()
        if default is not None:
            resource = RESOURCES[schedulingv1.PriorityClass].group_resource.string()
            raise AdmissionError(
                f'{resource} "{pc.metadata.name}" is forbidden: PriorityClass '
                f"{default.metadata.name} is already marked as default. Only one default can exist"
            )

    @staticmethod
    def _forbid(pod: v1.Pod, reason: str) -> typing.NoReturn:
        raise AdmissionError(f'pods "{pod.metadata.name}" is forbidden: {reason}')

    # -- storage helpers ------------------------------------------------------------------

    def _stored(self, cls: type, namespace: str, name: str) -> Any:
        obj = self._objects[cls].get((namespace, name))
        if obj is None:
            raise new_not_found(RESOURCES[cls].group_resource, name)
        return obj

    def _store(self, obj: Any) -> None:
        self._resource_version += 1
        obj.metadata.resource_version = str(self._resource_version)
        self._objects[type(obj)][(obj.metadata.namespace, obj.metadata.name)] = obj

    def _replace(self, old: Any, new: Any) -> Any:
        self._store(new)
        # The replaced object is no longer the server's, so the watchers may have it as it is.
        self._notify(WatchEvent(MODIFIED, old, deep_copy(new)))
        return deep_copy(new)


def _prepare_pod_for_create(pod: v1.Pod) -> None:
    """Phase Pending, the SchedulingGated condition for a gated pod, the affinity merge.

    Imitates podStrategy.PrepareForCreate in pkg/registry/core/pod/strategy.go (v1.31.1).
    Python: the rest of the given status is kept, so that running pods from a cluster dump
    keep their start time and conditions (the oracle keeps them too).
    """
    _drop_disabled_fields(pod)
    if not pod.status.phase:
        pod.status.phase = v1.PodPending
    _apply_scheduling_gated_condition(pod)
    _mutate_pod_affinity(pod)


#: An apiserver gate (beta, on in v1.31.1) that pkg/scheduler never reads, so features.py does
#: not name it; the gate object knows it, as kube-scheduler's does.
MATCH_LABEL_KEYS_IN_POD_AFFINITY = "MatchLabelKeysInPodAffinity"


def _drop_disabled_fields(pod: v1.Pod) -> None:
    """Clear the fields of a new pod whose feature gate is off, as if they had not been given.

    Imitates dropDisabledFields in pkg/api/pod/util.go (v1.31.1), for the fields the port
    models (a new pod has no old spec using them):
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/api/pod/util.go#L622-L699
    """
    spec, gate = pod.spec, features.DefaultFeatureGate
    for constraint in spec.topology_spread_constraints:
        if not gate.enabled(features.NodeInclusionPolicyInPodTopologySpread):
            constraint.node_taints_policy = None
            constraint.node_affinity_policy = None
        if not gate.enabled(features.MatchLabelKeysInPodTopologySpread):
            constraint.match_label_keys = []
    if spec.affinity is not None and not gate.enabled(MATCH_LABEL_KEYS_IN_POD_AFFINITY):
        for rules in (spec.affinity.pod_affinity, spec.affinity.pod_anti_affinity):
            if rules is None:
                continue
            terms = [
                w.pod_affinity_term
                for w in rules.preferred_during_scheduling_ignored_during_execution
            ]
            for term in terms + rules.required_during_scheduling_ignored_during_execution:
                term.match_label_keys, term.mismatch_label_keys = [], []
    if not gate.enabled(features.SidecarContainers):
        for container in spec.init_containers:
            container.restart_policy = None


def _apply_scheduling_gated_condition(pod: v1.Pod) -> None:
    """A gated pod without a PodScheduled condition gets PodScheduled=False/SchedulingGated.

    Imitates applySchedulingGatedCondition in pkg/registry/core/pod/strategy.go (v1.31.1):
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/registry/core/pod/strategy.go#L745-L763
    """
    if not pod.spec.scheduling_gates:
        return
    if any(c.type == v1.PodScheduled for c in pod.status.conditions):
        return
    pod.status.conditions.append(
        v1.PodCondition(
            type=v1.PodScheduled,
            status=v1.ConditionFalse,
            reason=v1.PodReasonSchedulingGated,
            message="Scheduling is blocked due to non-empty scheduling gates",
        )
    )


def _mutate_pod_affinity(pod: v1.Pod) -> None:
    """Merge every pod (anti-)affinity term's matchLabelKeys/mismatchLabelKeys into its selector.

    Imitates mutatePodAffinity in pkg/registry/core/pod/strategy.go (v1.31.1):
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/registry/core/pod/strategy.go#L721-L741
    The scheduler then reads the merged selector; it never looks at the keys itself.
    """
    affinity = pod.spec.affinity
    if affinity is None or not features.DefaultFeatureGate.enabled(
        MATCH_LABEL_KEYS_IN_POD_AFFINITY
    ):
        return
    for rules in (affinity.pod_affinity, affinity.pod_anti_affinity):
        if rules is None:
            continue
        for weighted in rules.preferred_during_scheduling_ignored_during_execution:
            _apply_match_label_keys_and_mismatch_label_keys(
                weighted.pod_affinity_term, pod.metadata.labels
            )
        for term in rules.required_during_scheduling_ignored_during_execution:
            _apply_match_label_keys_and_mismatch_label_keys(term, pod.metadata.labels)


def _apply_match_label_keys_and_mismatch_label_keys(
    term: v1.PodAffinityTerm, labels: dict[str, str]
) -> None:
    """`key in (value)` per matchLabelKeys, `key notin (value)` per mismatchLabelKeys.

    Imitates applyMatchLabelKeysAndMismatchLabelKeys in pkg/registry/core/pod/strategy.go
    (v1.31.1): https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/registry/core/pod/strategy.go#L711-L719
    A term without a selector matches nothing and stays as it is.
    """
    if (not term.match_label_keys and not term.mismatch_label_keys) or term.label_selector is None:
        return
    _apply_label_keys_to_label_selector(
        term.label_selector, term.match_label_keys, metav1.LabelSelectorOpIn, labels
    )
    _apply_label_keys_to_label_selector(
        term.label_selector, term.mismatch_label_keys, metav1.LabelSelectorOpNotIn, labels
    )


def _apply_label_keys_to_label_selector(
    selector: metav1.LabelSelector, keys: list[str], operator: str, labels: dict[str, str]
) -> None:
    """Append one requirement per key the pod has a label for (keys it lacks add nothing).

    Imitates applyLabelKeysToLabelSelector in pkg/registry/core/pod/strategy.go (v1.31.1):
    https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/registry/core/pod/strategy.go#L695-L705
    """
    for key in keys:
        if key in labels:
            selector.match_expressions.append(
                metav1.LabelSelectorRequirement(key=key, operator=operator, values=[labels[key]])
            )


def _validate_for_create(obj: Any) -> field.ErrorList:
    """The registry strategy's Validate for the kinds whose checks the port has.

    Imitates the Validate of the pod, node, namespace and priority class strategies
    (pkg/registry/{core,scheduling}/.../strategy.go, v1.31.1) as far as
    kube_scheduler_py.v1_31.api.core.validation and api.scheduling.validation port them; other
    kinds are stored unchecked.
    """
    errors = field.ErrorList()
    if isinstance(obj, v1.Pod):
        errors += validation.validate_pod_create(obj)
    elif isinstance(obj, v1.Node):
        errors += validation.validate_node(obj)
    elif isinstance(obj, v1.Namespace):
        errors += validation.validate_namespace(obj)
    elif isinstance(obj, schedulingv1.PriorityClass):
        errors += validate_priority_class(obj)
    return errors


def _set_condition(status: v1.PodStatus, condition: v1.PodCondition) -> None:
    for index, existing in enumerate(status.conditions):
        if existing.type == condition.type:
            status.conditions[index] = condition
            return
    status.conditions.append(condition)
