"""ReplicaSets and StatefulSets: the port of k8s.io/api/apps/v1.

Only the types the scheduler reads are here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin


@dataclass(slots=True, kw_only=True)
class ReplicaSetSpec:
    """The replica count, selector and pod template of a ReplicaSet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/apps/v1/types.go#L910-L936
    """

    replicas: int | None = None
    min_ready_seconds: int = 0
    selector: metav1.LabelSelector | None = None
    template: v1.PodTemplateSpec = field(default_factory=v1.PodTemplateSpec)


@dataclass(slots=True, kw_only=True)
class ReplicaSetCondition:
    """A status condition of a ReplicaSet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/apps/v1/types.go#L987-L1003
    """

    type: str = ""
    status: str = ""
    last_transition_time: datetime | None = None
    reason: str = ""
    message: str = ""


@dataclass(slots=True, kw_only=True)
class ReplicaSetStatus:
    """The observed replica counts of a ReplicaSet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/apps/v1/types.go#L939-L974
    """

    replicas: int = 0
    fully_labeled_replicas: int = 0
    ready_replicas: int = 0
    available_replicas: int = 0
    terminating_replicas: int | None = None
    observed_generation: int = field(default=0, metadata={"go": "int64"})
    conditions: list[ReplicaSetCondition] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class ReplicaSet(_ObjectMetaMixin):
    """Keeps a number of identical pods running.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/apps/v1/types.go#L869-L891
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: ReplicaSetSpec = field(default_factory=ReplicaSetSpec)
    status: ReplicaSetStatus = field(default_factory=ReplicaSetStatus)


@dataclass(slots=True, kw_only=True)
class StatefulSetSpec:
    """The replicas, selector and template of a StatefulSet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/apps/v1/types.go#L200-L297
    """

    replicas: int | None = None
    selector: metav1.LabelSelector | None = None
    template: v1.PodTemplateSpec = field(default_factory=v1.PodTemplateSpec)
    service_name: str = ""
    pod_management_policy: str = ""
    min_ready_seconds: int = 0


@dataclass(slots=True, kw_only=True)
class StatefulSet(_ObjectMetaMixin):
    """Runs pods with stable identities.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/apps/v1/types.go#L51-L66
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    spec: StatefulSetSpec = field(default_factory=StatefulSetSpec)


# Constants of types.go.
ControllerRevisionHashLabelKey = "controller-revision-hash"
StatefulSetRevisionLabel = ControllerRevisionHashLabelKey
DeprecatedRollbackTo = "deprecated.deployment.rollback.to"
DeprecatedTemplateGeneration = "deprecated.daemonset.template.generation"
StatefulSetPodNameLabel = "statefulset.kubernetes.io/pod-name"
PodIndexLabel = "apps.kubernetes.io/pod-index"

OrderedReadyPodManagement = "OrderedReady"
ParallelPodManagement = "Parallel"

DefaultDeploymentUniqueLabelKey = "pod-template-hash"

DefaultDaemonSetUniqueLabelKey = ControllerRevisionHashLabelKey
