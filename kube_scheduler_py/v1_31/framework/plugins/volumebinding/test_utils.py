"""Builders of nodes, PVs, PVCs and pods for the volume binding tests."""

from __future__ import annotations

from dataclasses import dataclass

from kube_scheduler_py.v1_31.api.component_helpers.storage import volume
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.meta.v1 import helpers as metav1helpers
from kube_scheduler_py.v1_31.api.resource import Quantity


@dataclass(slots=True)
class nodeBuilder:
    """Builds a node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L29-L31
    """

    node: v1.Node

    def with_label(self, key: str, value: str) -> nodeBuilder:
        """Set the label key=value.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L44-L50
        """
        self.node.metadata.labels[key] = value
        return self


def make_node(name: str) -> nodeBuilder:
    """A node named name, labeled with its hostname.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L33-L42
    """
    return nodeBuilder(
        node=v1.Node(metadata=metav1.ObjectMeta(name=name, labels={v1.LabelHostname: name}))
    )


@dataclass(slots=True)
class pvBuilder:
    """Builds a PersistentVolume.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L52-L54
    """

    persistent_volume: v1.PersistentVolume

    def with_node_affinity(self, key_values: dict[str, list[str]]) -> pvBuilder:
        """Require the nodes to have, for each key, one of the values (one term).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L67-L86
        """
        match_expressions = [
            v1.NodeSelectorRequirement(key=key, operator=v1.NodeSelectorOpIn, values=values)
            for key, values in key_values.items()
        ]
        self.persistent_volume.spec.node_affinity = v1.VolumeNodeAffinity(
            required=v1.NodeSelector(
                node_selector_terms=[v1.NodeSelectorTerm(match_expressions=match_expressions)]
            )
        )
        return self

    def with_version(self, version: str) -> pvBuilder:
        """Set the resource version.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L88-L91
        """
        self.persistent_volume.metadata.resource_version = version
        return self

    def with_capacity(self, capacity: Quantity) -> pvBuilder:
        """Set the storage capacity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L93-L98
        """
        self.persistent_volume.spec.capacity = {v1.ResourceStorage: capacity}
        return self

    def with_phase(self, phase: str) -> pvBuilder:
        """Set status.phase (the rest of the status is reset).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L100-L105
        """
        self.persistent_volume.status = v1.PersistentVolumeStatus(phase=phase)
        return self


def make_pv(name: str, class_name: str) -> pvBuilder:
    """A PV of a storage class.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L56-L65
    """
    return pvBuilder(
        persistent_volume=v1.PersistentVolume(
            metadata=metav1.ObjectMeta(name=name),
            spec=v1.PersistentVolumeSpec(storage_class_name=class_name),
        )
    )


@dataclass(slots=True)
class pvcBuilder:
    """Builds a PersistentVolumeClaim.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L107-L109
    """

    persistent_volume_claim: v1.PersistentVolumeClaim

    def with_bound_pv(self, pv_name: str) -> pvcBuilder:
        """Bind the claim to pv_name and mark the binding completed.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L123-L127
        """
        self.persistent_volume_claim.spec.volume_name = pv_name
        metav1helpers.set_meta_data_annotation(
            self.persistent_volume_claim.metadata, volume.AnnBindCompleted, "true"
        )
        return self

    def with_request_storage(self, request: Quantity) -> pvcBuilder:
        """Request storage.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L129-L136
        """
        self.persistent_volume_claim.spec.resources = v1.VolumeResourceRequirements(
            requests={v1.ResourceStorage: request}
        )
        return self

    def with_phase(self, phase: str) -> pvcBuilder:
        """Set status.phase (the rest of the status is reset).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L138-L143
        """
        self.persistent_volume_claim.status = v1.PersistentVolumeClaimStatus(phase=phase)
        return self


def make_pvc(name: str, storage_class_name: str) -> pvcBuilder:
    """A claim of the default namespace asking for a storage class.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L111-L121
    """
    return pvcBuilder(
        persistent_volume_claim=v1.PersistentVolumeClaim(
            metadata=metav1.ObjectMeta(name=name, namespace=v1.NamespaceDefault),
            spec=v1.PersistentVolumeClaimSpec(storage_class_name=storage_class_name),
        )
    )


@dataclass(slots=True)
class podBuilder:
    """Builds a pod.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L145-L147
    """

    pod: v1.Pod

    def with_node_name(self, name: str) -> podBuilder:
        """Set spec.nodeName.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L160-L163
        """
        self.pod.spec.node_name = name
        return self

    def with_namespace(self, name: str) -> podBuilder:
        """Set the namespace.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L165-L168
        """
        self.pod.metadata.namespace = name
        return self

    def with_pvc_volume(self, pvc_name: str, name: str) -> podBuilder:
        """Add a volume name using the claim pvc_name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L170-L180
        """
        self.pod.spec.volumes.append(
            v1.Volume(
                name=name,
                volume_source=v1.VolumeSource(
                    persistent_volume_claim=v1.PersistentVolumeClaimVolumeSource(
                        claim_name=pvc_name
                    )
                ),
            )
        )
        return self

    def with_pvcs_volume(self, pvcs: list[v1.PersistentVolumeClaim]) -> podBuilder:
        """Add a volume vol<i> for each claim.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L182-L187
        """
        for i, pvc in enumerate(pvcs):
            self.with_pvc_volume(pvc.name, f"vol{i}")
        return self

    def with_empty_dir_volume(self) -> podBuilder:
        """Add an unnamed emptyDir volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L189-L196
        """
        self.pod.spec.volumes.append(
            v1.Volume(volume_source=v1.VolumeSource(empty_dir=v1.EmptyDirVolumeSource()))
        )
        return self

    def with_generic_ephemeral_volume(self, name: str) -> podBuilder:
        """Add a generic ephemeral volume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L198-L206
        """
        self.pod.spec.volumes.append(
            v1.Volume(
                name=name, volume_source=v1.VolumeSource(ephemeral=v1.EphemeralVolumeSource())
            )
        )
        return self


def make_pod(name: str) -> podBuilder:
    """A pod of the default namespace without volumes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/test_utils.go#L149-L158
    """
    return podBuilder(
        pod=v1.Pod(metadata=metav1.ObjectMeta(name=name, namespace=v1.NamespaceDefault))
    )
