"""Workloads and pod groups for gang scheduling: the port of k8s.io/api/scheduling/v1beta1.

The plain types, as Go declares them (PriorityClass and the list types left out); the gang
scheduling path that reads them is not ported yet.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin


@dataclass(slots=True, kw_only=True)
class WorkloadSpec:
    """The controller that owns a workload and the templates of its pod groups.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L130-L177
    """

    controller_ref: TypedLocalObjectReference | None = None
    pod_group_templates: list[PodGroupTemplate] = field(default_factory=list)
    composite_pod_group_templates: list[CompositePodGroupTemplate] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class Workload(_ObjectMetaMixin):
    """A workload: the pod groups (templates) a controller's pods are scheduled in, as one unit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L93-L105
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: WorkloadSpec = field(default_factory=WorkloadSpec)


@dataclass(slots=True, kw_only=True)
class TypedLocalObjectReference:
    """A reference to an object in the same namespace by API group, kind and name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L180-L204
    """

    api_group: str = ""
    kind: str = ""
    name: str = ""


@dataclass(slots=True, kw_only=True)
class PodGroupSchedulingPolicy:
    """How a pod group is scheduled: basic (pod by pod) or gang (all or nothing).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L410-L432
    """

    basic: BasicSchedulingPolicy | None = None
    gang: GangSchedulingPolicy | None = None


@dataclass(slots=True, kw_only=True)
class PodGroupTemplate:
    """The template of a pod group: its scheduling policy, constraints, claims and priority.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L211-L301
    """

    name: str = ""
    scheduling_policy: PodGroupSchedulingPolicy = field(default_factory=PodGroupSchedulingPolicy)
    scheduling_constraints: PodGroupSchedulingConstraints | None = None
    resource_claims: list[PodGroupResourceClaim] = field(default_factory=list)
    disruption_mode: DisruptionMode | None = None
    priority_class_name: str = ""
    priority: int | None = field(default=None, metadata={"go": "int32"})
    preemption_policy: str | None = None


@dataclass(slots=True, kw_only=True)
class CompositePodGroupSchedulingPolicy:
    """How a composite pod group is scheduled: basic or gang.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L863-L882
    """

    basic: CompositeBasicSchedulingPolicy | None = None
    gang: CompositeGangSchedulingPolicy | None = None


@dataclass(slots=True, kw_only=True)
class CompositePodGroupTemplate:
    """The template of a composite pod group: a group of pod groups (and composites).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L304-L402
    """

    name: str = ""
    scheduling_policy: CompositePodGroupSchedulingPolicy = field(
        default_factory=CompositePodGroupSchedulingPolicy
    )
    scheduling_constraints: CompositePodGroupSchedulingConstraints | None = None
    disruption_mode: CompositeDisruptionMode | None = None
    priority_class_name: str = ""
    priority: int | None = field(default=None, metadata={"go": "int32"})
    preemption_policy: str | None = None
    pod_group_templates: list[PodGroupTemplate] = field(default_factory=list)
    composite_pod_group_templates: list[CompositePodGroupTemplate] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class BasicSchedulingPolicy:
    """Pod-by-pod scheduling of a group (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L436-L441
    """


@dataclass(slots=True, kw_only=True)
class GangSchedulingPolicy:
    """All-or-nothing scheduling: at least MinCount pods of the group at once.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L444-L461
    """

    min_count: int = field(default=0, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class PodGroupResourceClaim:
    """A resource claim a pod group shares: by claim name or by claim template.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L471-L514
    """

    name: str = ""
    resource_claim_name: str | None = None
    resource_claim_template_name: str | None = None


@dataclass(slots=True, kw_only=True)
class DisruptionMode:
    """How a pod group may be disrupted: one pod at a time, or all together.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L520-L534
    """

    single: SingleDisruptionMode | None = None
    all: AllDisruptionMode | None = None


@dataclass(slots=True, kw_only=True)
class SingleDisruptionMode:
    """Disrupt the group's pods one at a time (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L537-L539
    """


@dataclass(slots=True, kw_only=True)
class AllDisruptionMode:
    """Disrupt the group's pods all together (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L542-L544
    """


@dataclass(slots=True, kw_only=True)
class PodGroupSpec:
    """What a pod group is: its parent, workload template, policy, constraints, claims and priority.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L602-L719
    """

    parent_composite_pod_group_name: str | None = None
    workload_ref: WorkloadReference | None = None
    scheduling_policy: PodGroupSchedulingPolicy = field(default_factory=PodGroupSchedulingPolicy)
    scheduling_constraints: PodGroupSchedulingConstraints | None = None
    resource_claims: list[PodGroupResourceClaim] = field(default_factory=list)
    disruption_mode: DisruptionMode | None = None
    priority_class_name: str = ""
    priority: int | None = field(default=None, metadata={"go": "int32"})
    preemption_policy: str | None = None


@dataclass(slots=True, kw_only=True)
class PodGroupStatus:
    """The observed state of a pod group: its conditions and its claims.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L722-L764
    """

    conditions: list[metav1.Condition] = field(default_factory=list)
    resource_claim_statuses: list[PodGroupResourceClaimStatus] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class PodGroup(_ObjectMetaMixin):
    """A group of pods scheduled together, made from a workload's template.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L567-L584
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PodGroupSpec = field(default_factory=PodGroupSpec)
    status: PodGroupStatus = field(default_factory=PodGroupStatus)


@dataclass(slots=True, kw_only=True)
class PodGroupResourceClaimStatus:
    """The ResourceClaim created for one of a pod group's claims.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L791-L808
    """

    name: str = ""
    resource_claim_name: str | None = None


@dataclass(slots=True, kw_only=True)
class WorkloadReference:
    """The workload and the template a pod group was made from.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L812-L831
    """

    workload_name: str = ""
    template_name: str = ""


@dataclass(slots=True, kw_only=True)
class PodGroupSchedulingConstraints:
    """Where a pod group may be placed: its topology constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L834-L844
    """

    topology: list[TopologyConstraint] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class TopologyConstraint:
    """Place the whole group within one domain of a topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L847-L857
    """

    key: str = ""


@dataclass(slots=True, kw_only=True)
class CompositeBasicSchedulingPolicy:
    """Scheduling of a composite's groups one by one (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L886-L891
    """


@dataclass(slots=True, kw_only=True)
class CompositeGangSchedulingPolicy:
    """All-or-nothing scheduling of at least MinGroupCount member groups.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L895-L904
    """

    min_group_count: int = field(default=0, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class CompositeDisruptionMode:
    """How a composite pod group may be disrupted: one group at a time, or all.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L910-L924
    """

    single: SingleCompositeDisruptionMode | None = None
    all: AllCompositeDisruptionMode | None = None


@dataclass(slots=True, kw_only=True)
class SingleCompositeDisruptionMode:
    """Disrupt a composite's groups one at a time (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L928-L930
    """


@dataclass(slots=True, kw_only=True)
class AllCompositeDisruptionMode:
    """Disrupt a composite's groups all together (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L934-L936
    """


@dataclass(slots=True, kw_only=True)
class CompositePodGroupSchedulingConstraints:
    """Where a composite pod group may be placed: its topology constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1beta1/types.go#L939-L949
    """

    topology: list[TopologyConstraint] = field(default_factory=list)


# Python: Go's named string type is plain str here.
PreemptionPolicy = str

WorkloadMaxPodGroupTemplates = 8
WorkloadMaxTreeDepth = 4
MaxPodGroupResourceClaims = 4
PreemptLowerPriority = "PreemptLowerPriority"
PreemptNever = "Never"
PodGroupInitiallyScheduled = "PodGroupInitiallyScheduled"
DisruptionTarget = "DisruptionTarget"
PodGroupReasonUnschedulable = "Unschedulable"
PodGroupReasonSchedulerError = "SchedulerError"
PodGroupReasonPreemptionByScheduler = "PreemptionByScheduler"
