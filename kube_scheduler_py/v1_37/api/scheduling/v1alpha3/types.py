"""Workloads, pod groups and composite pod groups: the port of k8s.io/api/scheduling/v1alpha3.

The plain types, as Go declares them (the list types left out); v1.37.2's scheduler reads its
CompositePodGroups from this version. The gang scheduling path is not ported yet.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin


@dataclass(slots=True, kw_only=True)
class WorkloadSpec:
    """The controller that owns a workload and the templates of its pod groups.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L66-L113
    """

    controller_ref: TypedLocalObjectReference | None = None
    pod_group_templates: list[PodGroupTemplate] = field(default_factory=list)
    composite_pod_group_templates: list[CompositePodGroupTemplate] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class Workload(_ObjectMetaMixin):
    """A workload: the pod groups (templates) a controller's pods are scheduled in, as one unit.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L30-L42
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: WorkloadSpec = field(default_factory=WorkloadSpec)


@dataclass(slots=True, kw_only=True)
class TypedLocalObjectReference:
    """A reference to an object in the same namespace by API group, kind and name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L116-L140
    """

    api_group: str = ""
    kind: str = ""
    name: str = ""


@dataclass(slots=True, kw_only=True)
class PodGroupSchedulingPolicy:
    """How a pod group is scheduled: basic (pod by pod) or gang (all or nothing).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L346-L368
    """

    basic: BasicSchedulingPolicy | None = None
    gang: GangSchedulingPolicy | None = None


@dataclass(slots=True, kw_only=True)
class PodGroupTemplate:
    """The template of a pod group: its scheduling policy, constraints, claims and priority.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L147-L237
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1307-L1326
    """

    basic: CompositeBasicSchedulingPolicy | None = None
    gang: CompositeGangSchedulingPolicy | None = None


@dataclass(slots=True, kw_only=True)
class CompositePodGroupTemplate:
    """The template of a composite pod group: a group of pod groups (and composites).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L240-L338
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L372-L377
    """


@dataclass(slots=True, kw_only=True)
class GangSchedulingPolicy:
    """All-or-nothing scheduling: at least MinCount pods of the group at once.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L380-L397
    """

    min_count: int = field(default=0, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class PodGroupResourceClaim:
    """A resource claim a pod group shares: by claim name or by claim template.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L407-L450
    """

    name: str = ""
    resource_claim_name: str | None = None
    resource_claim_template_name: str | None = None


@dataclass(slots=True, kw_only=True)
class DisruptionMode:
    """How a pod group may be disrupted: one pod at a time, or all together.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L456-L470
    """

    single: SingleDisruptionMode | None = None
    all: AllDisruptionMode | None = None


@dataclass(slots=True, kw_only=True)
class SingleDisruptionMode:
    """Disrupt the group's pods one at a time (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L473-L475
    """


@dataclass(slots=True, kw_only=True)
class AllDisruptionMode:
    """Disrupt the group's pods all together (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L478-L480
    """


@dataclass(slots=True, kw_only=True)
class PodGroupSpec:
    """What a pod group is: its parent, workload template, policy, constraints, claims and priority.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L536-L653
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

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L656-L698
    """

    conditions: list[metav1.Condition] = field(default_factory=list)
    resource_claim_statuses: list[PodGroupResourceClaimStatus] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class PodGroup(_ObjectMetaMixin):
    """A group of pods scheduled together, made from a workload's template.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L502-L519
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: PodGroupSpec = field(default_factory=PodGroupSpec)
    status: PodGroupStatus = field(default_factory=PodGroupStatus)


@dataclass(slots=True, kw_only=True)
class PodGroupResourceClaimStatus:
    """The ResourceClaim created for one of a pod group's claims.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L725-L742
    """

    name: str = ""
    resource_claim_name: str | None = None


@dataclass(slots=True, kw_only=True)
class WorkloadReference:
    """The workload and the template a pod group was made from.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L746-L765
    """

    workload_name: str = ""
    template_name: str = ""


@dataclass(slots=True, kw_only=True)
class PodGroupSchedulingConstraints:
    """Where a pod group may be placed: its topology constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L768-L778
    """

    topology: list[TopologyConstraint] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class TopologyConstraint:
    """Place the whole group within one domain of a topology key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L781-L791
    """

    key: str = ""


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupSchedulingPolicy:
    """How a workload's pod group template is scheduled: basic or gang.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L823-L838
    """

    basic: WorkloadPodGroupBasicSchedulingPolicy | None = None
    gang: WorkloadPodGroupGangSchedulingPolicy | None = None


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupBasicSchedulingPolicy:
    """Pod-by-pod scheduling of a template's groups (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L842-L844
    """


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupGangSchedulingPolicy:
    """All-or-nothing scheduling of at least MinCount pods of a template's groups.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L848-L860
    """

    min_count: int | None = field(default=None, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupSchedulingConstraints:
    """Where a template's pod groups may be placed: their topology constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L884-L895
    """

    topology: list[TopologyConstraint] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupResourceClaim:
    """A resource claim a template's pod groups share: by claim name or template.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L927-L957
    """

    name: str = ""
    resource_claim_name: str | None = None
    resource_claim_template_name: str | None = None


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupDisruptionMode:
    """How a template's pod groups may be disrupted: one pod at a time, or all.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L984-L998
    """

    single: WorkloadPodGroupSingleDisruptionMode | None = None
    all: WorkloadPodGroupAllDisruptionMode | None = None


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupSingleDisruptionMode:
    """Disrupt a template's groups one pod at a time (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1002-L1004
    """


@dataclass(slots=True, kw_only=True)
class WorkloadPodGroupAllDisruptionMode:
    """Disrupt all pods of a template's groups together (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1008-L1010
    """


@dataclass(slots=True, kw_only=True)
class WorkloadCompositePodGroupSchedulingPolicy:
    """How a workload's composite template is scheduled: basic or gang.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1037-L1053
    """

    basic: WorkloadCompositePodGroupBasicSchedulingPolicy | None = None
    gang: WorkloadCompositePodGroupGangSchedulingPolicy | None = None


@dataclass(slots=True, kw_only=True)
class WorkloadCompositePodGroupBasicSchedulingPolicy:
    """Scheduling of a composite template's groups one by one (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1057-L1059
    """


@dataclass(slots=True, kw_only=True)
class WorkloadCompositePodGroupGangSchedulingPolicy:
    """All-or-nothing scheduling of at least MinGroupCount member groups.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1063-L1076
    """

    min_group_count: int | None = field(default=None, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class WorkloadCompositePodGroupSchedulingConstraints:
    """Where a composite template's groups may be placed: their topology constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1101-L1112
    """

    topology: list[TopologyConstraint] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class WorkloadCompositePodGroupDisruptionMode:
    """How a composite template's groups may be disrupted: one at a time, or all.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1140-L1155
    """

    single: WorkloadCompositePodGroupSingleDisruptionMode | None = None
    all: WorkloadCompositePodGroupAllDisruptionMode | None = None


@dataclass(slots=True, kw_only=True)
class WorkloadCompositePodGroupSingleDisruptionMode:
    """Disrupt a composite template's groups one at a time (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1159-L1161
    """


@dataclass(slots=True, kw_only=True)
class WorkloadCompositePodGroupAllDisruptionMode:
    """Disrupt a composite template's groups all together (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1165-L1167
    """


@dataclass(slots=True, kw_only=True)
class CompositePodGroupSpec:
    """What a composite pod group is: its parent, workload template, policy and constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1212-L1301
    """

    parent_composite_pod_group_name: str | None = None
    workload_ref: WorkloadReference | None = None
    scheduling_policy: CompositePodGroupSchedulingPolicy = field(
        default_factory=CompositePodGroupSchedulingPolicy
    )
    scheduling_constraints: CompositePodGroupSchedulingConstraints | None = None
    disruption_mode: CompositeDisruptionMode | None = None
    priority_class_name: str = ""
    priority: int | None = field(default=None, metadata={"go": "int32"})
    preemption_policy: str | None = None


@dataclass(slots=True, kw_only=True)
class CompositePodGroupStatus:
    """The observed state of a composite pod group: its conditions.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1383-L1416
    """

    conditions: list[metav1.Condition] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class CompositePodGroup(_ObjectMetaMixin):
    """A group of pod groups scheduled together, made from a workload's composite template.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1177-L1195
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: CompositePodGroupSpec = field(default_factory=CompositePodGroupSpec)
    status: CompositePodGroupStatus = field(default_factory=CompositePodGroupStatus)


@dataclass(slots=True, kw_only=True)
class CompositeBasicSchedulingPolicy:
    """Scheduling of a composite's groups one by one (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1330-L1335
    """


@dataclass(slots=True, kw_only=True)
class CompositeGangSchedulingPolicy:
    """All-or-nothing scheduling of at least MinGroupCount member groups.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1339-L1348
    """

    min_group_count: int = field(default=0, metadata={"go": "int32"})


@dataclass(slots=True, kw_only=True)
class CompositeDisruptionMode:
    """How a composite pod group may be disrupted: one group at a time, or all.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1354-L1368
    """

    single: SingleCompositeDisruptionMode | None = None
    all: AllCompositeDisruptionMode | None = None


@dataclass(slots=True, kw_only=True)
class SingleCompositeDisruptionMode:
    """Disrupt a composite's groups one at a time (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1372-L1374
    """


@dataclass(slots=True, kw_only=True)
class AllCompositeDisruptionMode:
    """Disrupt a composite's groups all together (no settings).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1378-L1380
    """


@dataclass(slots=True, kw_only=True)
class CompositePodGroupSchedulingConstraints:
    """Where a composite pod group may be placed: its topology constraints.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/scheduling/v1alpha3/types.go#L1419-L1429
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
