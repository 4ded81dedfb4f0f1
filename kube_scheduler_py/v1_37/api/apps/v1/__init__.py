"""k8s.io/api/apps/v1: replicaSets and StatefulSets."""

from .types import (
    ControllerRevisionHashLabelKey,
    DefaultDaemonSetUniqueLabelKey,
    DefaultDeploymentUniqueLabelKey,
    DeprecatedRollbackTo,
    DeprecatedTemplateGeneration,
    OrderedReadyPodManagement,
    ParallelPodManagement,
    PodIndexLabel,
    ReplicaSet,
    ReplicaSetCondition,
    ReplicaSetSpec,
    ReplicaSetStatus,
    StatefulSet,
    StatefulSetPodNameLabel,
    StatefulSetRevisionLabel,
    StatefulSetSpec,
)

__all__ = [
    "ControllerRevisionHashLabelKey",
    "DefaultDaemonSetUniqueLabelKey",
    "DefaultDeploymentUniqueLabelKey",
    "DeprecatedRollbackTo",
    "DeprecatedTemplateGeneration",
    "OrderedReadyPodManagement",
    "ParallelPodManagement",
    "PodIndexLabel",
    "ReplicaSet",
    "ReplicaSetCondition",
    "ReplicaSetSpec",
    "ReplicaSetStatus",
    "StatefulSet",
    "StatefulSetPodNameLabel",
    "StatefulSetRevisionLabel",
    "StatefulSetSpec",
]
