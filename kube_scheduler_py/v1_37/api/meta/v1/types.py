"""Object metadata and label selectors: the port of k8s.io/apimachinery/pkg/apis/meta/v1.

Only the types the scheduler reads are here. ``metav1.Time`` is a timezone-aware
``datetime`` (UTC) or None.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(slots=True, kw_only=True)
class TypeMeta:
    """The apiVersion/kind pair every serialized object carries.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L42-L57
    """

    kind: str = ""
    api_version: str = ""


@dataclass(slots=True, kw_only=True)
class OwnerReference:
    """Points at the object that owns this one (e.g. the ReplicaSet of a pod).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L326-L355
    """

    api_version: str = ""
    kind: str = ""
    name: str = ""
    uid: str = ""
    controller: bool | None = None
    block_owner_deletion: bool | None = None


@dataclass(slots=True, kw_only=True)
class ObjectMeta:
    """Name, namespace, uid, labels and annotations shared by every stored object.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L131-L307
    """

    name: str = ""
    generate_name: str = ""
    namespace: str = ""
    self_link: str = ""
    uid: str = ""
    resource_version: str = ""
    generation: int = field(default=0, metadata={"go": "int64"})
    creation_timestamp: datetime | None = None
    deletion_timestamp: datetime | None = None
    deletion_grace_period_seconds: int | None = field(default=None, metadata={"go": "int64"})
    labels: dict[str, str] = field(default_factory=dict)
    annotations: dict[str, str] = field(default_factory=dict)
    owner_references: list[OwnerReference] = field(default_factory=list)
    finalizers: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class LabelSelectorRequirement:
    """One set-based clause of a LabelSelector: key, operator, values.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L1353-L1366
    """

    key: str = ""
    operator: str = ""
    values: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class LabelSelector:
    """Selects objects by exact labels and/or set-based requirements (ANDed).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L1339-L1349
    """

    match_labels: dict[str, str] = field(default_factory=dict)
    match_expressions: list[LabelSelectorRequirement] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class Condition:
    """A generic status condition, as used by PodDisruptionBudget status.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L1642-L1695
    """

    type: str = ""
    status: str = ""
    observed_generation: int = field(default=0, metadata={"go": "int64"})
    last_transition_time: datetime | None = None
    reason: str = ""
    message: str = ""


class _ObjectMetaMixin:
    """Forward the ObjectMeta fields Go promotes onto every API object.

    In Go an object embeds ObjectMeta, so ``pod.Name`` reads ``pod.ObjectMeta.Name``; these
    read-only properties give ``pod.name`` the same meaning. Assign through ``metadata``.
    """

    __slots__ = ()
    metadata: ObjectMeta

    @property
    def name(self) -> str:
        """metadata.name

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L139
        """
        return self.metadata.name

    @property
    def generate_name(self) -> str:
        """metadata.generateName

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L154
        """
        return self.metadata.generate_name

    @property
    def namespace(self) -> str:
        """metadata.namespace

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L165
        """
        return self.metadata.namespace

    @property
    def uid(self) -> str:
        """metadata.uid

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L181
        """
        return self.metadata.uid

    @property
    def resource_version(self) -> str:
        """metadata.resourceVersion

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L194
        """
        return self.metadata.resource_version

    @property
    def generation(self) -> int:
        """metadata.generation

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L201
        """
        return self.metadata.generation

    @property
    def creation_timestamp(self) -> datetime | None:
        """metadata.creationTimestamp

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L213
        """
        return self.metadata.creation_timestamp

    @property
    def deletion_timestamp(self) -> datetime | None:
        """metadata.deletionTimestamp

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L236
        """
        return self.metadata.deletion_timestamp

    @property
    def labels(self) -> dict[str, str]:
        """metadata.labels

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L252
        """
        return self.metadata.labels

    @property
    def annotations(self) -> dict[str, str]:
        """metadata.annotations

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L259
        """
        return self.metadata.annotations

    @property
    def owner_references(self) -> list[OwnerReference]:
        """metadata.ownerReferences

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L271
        """
        return self.metadata.owner_references

    @property
    def finalizers(self) -> list[str]:
        """metadata.finalizers

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go#L289
        """
        return self.metadata.finalizers


# Python: Go's named string types are plain str here; the aliases let ported code
# write conversions such as ResourceName(key) the way Go does.
LabelSelectorOperator = str
ConditionStatus = str


# Constants of types.go.
NamespaceDefault = "default"
NamespaceAll = ""
NamespaceNone = ""
NamespaceSystem = "kube-system"
NamespacePublic = "kube-public"

LabelSelectorOpIn = "In"
LabelSelectorOpNotIn = "NotIn"
LabelSelectorOpExists = "Exists"
LabelSelectorOpDoesNotExist = "DoesNotExist"

ConditionTrue = "True"
ConditionFalse = "False"
ConditionUnknown = "Unknown"
