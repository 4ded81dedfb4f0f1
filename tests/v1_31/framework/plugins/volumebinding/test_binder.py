"""Port of volumebinding/binder_test.go: the SchedulerVolumeBinder's own tables.

The binder runs on informers and assume caches fed by a VolumeReactor (the PV controller's fake
API server, kube_scheduler_py.v1_31.controller.volume.persistentvolume.testing), as in Go.

# Python: Go builds the scenario maps once per test and hands each run a copy; here every run
# builds its table afresh (the binder stores and mutates BindingInfos and claims). The objects
# below are module constants like Go's package variables, and the environment stores copies.
# Python: Go's t.Errorf collects failures and goes on; here the first failed check fails the run.
# Python: the tests that need watch events delivered, or time to pass (updateVolumes' polling,
# BindPodVolumes' wait for the PV controller, the delay functions run 5 s in), run on the
# virtual-time event loop; informer deliveries are an asyncio task there.
"""

from __future__ import annotations

import asyncio
import copy
import itertools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta

import pytest

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.informers import SharedInformerFactory, _InformerAccess
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.loop import run_until_idle
from kube_scheduler_py.v1_31.api.component_helpers.storage import volume
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.meta.v1 import helpers as metav1helpers
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.util import wait
from kube_scheduler_py.v1_31.controller.volume.persistentvolume.testing import (
    VolumeReactor,
    new_volume_reactor,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.binder import (
    BindingInfo,
    CapacityCheck,
    ConflictReasons,
    ErrReasonBindConflict,
    ErrReasonNodeConflict,
    ErrReasonNotEnoughSpace,
    ErrReasonPVNotExist,
    PodVolumes,
    SchedulerVolumeBinder,
    get_pvc_name,
    new_volume_binder,
    volumeBinder,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.test_utils import make_node, make_pod
from kube_scheduler_py.v1_31.util import assumecache

provisioner = "test-provisioner"

# Storage class names.
waitClass = "waitClass"
immediateClass = "immediateClass"
waitClassWithProvisioner = "waitClassWithProvisioner"
topoMismatchClass = "topoMismatchClass"

# Node topology.
nodeLabelKey = "nodeKey"
nodeLabelValue = "node1"

# Node topology for CSI migration.
zone1Labels = {
    v1.LabelFailureDomainBetaZone: "us-east-1",
    v1.LabelFailureDomainBetaRegion: "us-east-1a",
}

# makeTestPVC's binding states.
pvcUnbound, pvcPrebound, pvcBound, pvcSelectedNode = range(4)


# -- object makers ------------------------------------------------------------------------------


def make_test_pvc(
    name: str,
    size: str,
    node: str,
    pvc_bound_state: int,
    pv_name: str,
    resource_version: str,
    class_name: str | None,
) -> v1.PersistentVolumeClaim:
    """A claim in namespace testns, bound, pre-bound, unbound or with a selected node."""
    pvc = v1.PersistentVolumeClaim(
        kind="PersistentVolumeClaim",
        api_version="v1",
        metadata=metav1.ObjectMeta(
            name=name, namespace="testns", uid="pvc-uid", resource_version=resource_version
        ),
        spec=v1.PersistentVolumeClaimSpec(
            resources=v1.VolumeResourceRequirements(
                requests={v1.ResourceStorage: must_parse(size)}
            ),
            storage_class_name=class_name,
            volume_mode=v1.PersistentVolumeFilesystem,
        ),
    )
    if pvc_bound_state == pvcSelectedNode:
        metav1helpers.set_meta_data_annotation(pvc.metadata, volume.AnnSelectedNode, node)
    elif pvc_bound_state == pvcBound:
        metav1helpers.set_meta_data_annotation(pvc.metadata, volume.AnnBindCompleted, "yes")
        pvc.spec.volume_name = pv_name
    elif pvc_bound_state == pvcPrebound:
        pvc.spec.volume_name = pv_name
    return pvc


def make_test_pv(
    name: str,
    node: str,
    capacity: str,
    version: str,
    bound_to_pvc: v1.PersistentVolumeClaim | None,
    class_name: str,
) -> v1.PersistentVolume:
    """An available PV, pinned by node affinity to the node whose nodeKey label is node."""
    pv = v1.PersistentVolume(
        metadata=metav1.ObjectMeta(name=name, resource_version=version),
        spec=v1.PersistentVolumeSpec(
            capacity={v1.ResourceStorage: must_parse(capacity)},
            storage_class_name=class_name,
            volume_mode=v1.PersistentVolumeFilesystem,
        ),
        status=v1.PersistentVolumeStatus(phase=v1.VolumeAvailable),
    )
    if node:
        pv.spec.node_affinity = v1.VolumeNodeAffinity(
            required=v1.NodeSelector(
                node_selector_terms=[
                    v1.NodeSelectorTerm(
                        match_expressions=[
                            v1.NodeSelectorRequirement(
                                key=nodeLabelKey, operator=v1.NodeSelectorOpIn, values=[node]
                            )
                        ]
                    )
                ]
            )
        )
    if bound_to_pvc is not None:
        pv.spec.claim_ref = v1.ObjectReference(
            kind=bound_to_pvc.kind,
            api_version=bound_to_pvc.api_version,
            resource_version=bound_to_pvc.metadata.resource_version,
            name=bound_to_pvc.name,
            namespace=bound_to_pvc.namespace,
            uid=bound_to_pvc.metadata.uid,
        )
        metav1helpers.set_meta_data_annotation(pv.metadata, volume.AnnBoundByController, "yes")
    return pv


def make_test_pv_for_csi_migration(
    labels: dict[str, str], pvc: v1.PersistentVolumeClaim, migration_enabled: bool
) -> v1.PersistentVolume:
    """A PV bound to pvc whose topology lives in its labels: a GCE PD (migrated to CSI) or an
    RBD volume (not migrated)."""
    pv = make_test_pv("pv-migration-bound", "node1", "1G", "1", pvc, waitClass)
    pv.spec.node_affinity = None  # The CSI translation writes it.
    pv.metadata.labels = dict(labels)
    if migration_enabled:
        pv.spec.persistent_volume_source = v1.PersistentVolumeSource(
            gce_persistent_disk=v1.GCEPersistentDiskVolumeSource(
                pd_name="test-disk", fs_type="ext4", partition=0, read_only=False
            )
        )
    else:
        pv.spec.persistent_volume_source = v1.PersistentVolumeSource(
            rbd=v1.RBDPersistentVolumeSource(image="test-disk")
        )
    return pv


def make_local_pv(
    name: str,
    node: str,
    capacity: str,
    version: str,
    bound_to_pvc: v1.PersistentVolumeClaim | None,
    class_name: str,
) -> v1.PersistentVolume:
    """A PV pinned to a node by its hostname label (a local PV)."""
    pv = make_test_pv(name, node, capacity, version, bound_to_pvc, class_name)
    assert pv.spec.node_affinity is not None and pv.spec.node_affinity.required is not None
    pv.spec.node_affinity.required.node_selector_terms[0].match_expressions[
        0
    ].key = v1.LabelHostname
    return pv


def make_generic_ephemeral_pvc(volume_name: str, owned: bool) -> v1.PersistentVolumeClaim:
    """The claim of test-pod's generic ephemeral volume, owned by the pod or not."""
    pod = (
        make_pod("test-pod")
        .with_namespace("testns")
        .with_node_name("node1")
        .with_generic_ephemeral_volume("")
        .pod
    )
    pvc = make_test_pvc(
        pod.name + "-" + volume_name, "1G", "", pvcBound, "pv-bound", "1", immediateClass
    )
    if owned:
        pvc.metadata.owner_references = [
            metav1.OwnerReference(name=pod.name, uid=pod.metadata.uid, controller=True)
        ]
    return pvc


def pvc_set_selected_node(pvc: v1.PersistentVolumeClaim, node: str) -> v1.PersistentVolumeClaim:
    new_pvc = copy.deepcopy(pvc)
    metav1helpers.set_meta_data_annotation(new_pvc.metadata, volume.AnnSelectedNode, node)
    return new_pvc


def pvc_set_empty_annotations(pvc: v1.PersistentVolumeClaim) -> v1.PersistentVolumeClaim:
    new_pvc = copy.deepcopy(pvc)
    new_pvc.metadata.annotations = {}
    return new_pvc


def pv_remove_claim_uid(pv: v1.PersistentVolume) -> v1.PersistentVolume:
    new_pv = copy.deepcopy(pv)
    assert new_pv.spec.claim_ref is not None
    new_pv.spec.claim_ref.uid = ""
    return new_pv


def make_csi_node(name: str, migrated_plugin: str) -> storagev1.CSINode:
    return storagev1.CSINode(
        metadata=metav1.ObjectMeta(
            name=name, annotations={v1.MigratedPluginsAnnotationKey: migrated_plugin}
        )
    )


def make_csi_driver(name: str, storage_capacity: bool) -> storagev1.CSIDriver:
    return storagev1.CSIDriver(
        metadata=metav1.ObjectMeta(name=name),
        spec=storagev1.CSIDriverSpec(storage_capacity=storage_capacity),
    )


def make_capacity(
    name: str,
    storage_class_name: str,
    node: v1.Node | None,
    capacity_str: str,
    maximum_volume_size_str: str,
) -> storagev1.CSIStorageCapacity:
    """Capacity of a class, available to the node (by its nodeKey label) or, without a node,
    everywhere."""
    c = storagev1.CSIStorageCapacity(
        metadata=metav1.ObjectMeta(name=name),
        storage_class_name=storage_class_name,
        node_topology=metav1.LabelSelector(),
    )
    if node is not None:
        assert c.node_topology is not None
        c.node_topology.match_labels = {nodeLabelKey: node.labels[nodeLabelKey]}
    if capacity_str:
        c.capacity = must_parse(capacity_str)
    if maximum_volume_size_str:
        c.maximum_volume_size = must_parse(maximum_volume_size_str)
    return c


def make_binding(pvc: v1.PersistentVolumeClaim, pv: v1.PersistentVolume) -> BindingInfo:
    return BindingInfo(pvc=copy.deepcopy(pvc), pv=copy.deepcopy(pv))


def add_provision_ann(pvc: v1.PersistentVolumeClaim) -> v1.PersistentVolumeClaim:
    res = copy.deepcopy(pvc)
    metav1helpers.set_meta_data_annotation(res.metadata, volume.AnnSelectedNode, nodeLabelValue)
    return res


# -- the shared objects (Go's package variables) ------------------------------------------------

# PVCs for manual binding.
unboundPVC = make_test_pvc("unbound-pvc", "1G", "", pvcUnbound, "", "1", waitClass)
unboundPVC2 = make_test_pvc("unbound-pvc2", "5G", "", pvcUnbound, "", "1", waitClass)
preboundPVC = make_test_pvc("prebound-pvc", "1G", "", pvcPrebound, "pv-node1a", "1", waitClass)
preboundPVCNode1a = make_test_pvc("unbound-pvc", "1G", "", pvcPrebound, "pv-node1a", "1", waitClass)
boundPVC = make_test_pvc("bound-pvc", "1G", "", pvcBound, "pv-bound", "1", waitClass)
boundPVCNode1a = make_test_pvc("unbound-pvc", "1G", "", pvcBound, "pv-node1a", "1", waitClass)
immediateUnboundPVC = make_test_pvc(
    "immediate-unbound-pvc", "1G", "", pvcUnbound, "", "1", immediateClass
)
immediateBoundPVC = make_test_pvc(
    "immediate-bound-pvc", "1G", "", pvcBound, "pv-bound-immediate", "1", immediateClass
)
localPreboundPVC1a = make_test_pvc(
    "local-prebound-pvc-1a", "1G", "", pvcPrebound, "local-pv-node1a", "1", waitClass
)
localPreboundPVC1b = make_test_pvc(
    "local-prebound-pvc-1b", "1G", "", pvcPrebound, "local-pv-node1b", "1", waitClass
)
localPreboundPVC2a = make_test_pvc(
    "local-prebound-pvc-2a", "1G", "", pvcPrebound, "local-pv-node2a", "1", waitClass
)

# PVCs for dynamic provisioning.
provisionedPVC = make_test_pvc(
    "provisioned-pvc", "1Gi", "", pvcUnbound, "", "1", waitClassWithProvisioner
)
provisionedPVC2 = make_test_pvc(
    "provisioned-pvc2", "1Gi", "", pvcUnbound, "", "1", waitClassWithProvisioner
)
provisionedPVCHigherVersion = make_test_pvc(
    "provisioned-pvc2", "1Gi", "", pvcUnbound, "", "2", waitClassWithProvisioner
)
provisionedPVCBound = make_test_pvc(
    "provisioned-pvc", "1Gi", "", pvcBound, "pv-bound", "1", waitClassWithProvisioner
)
noProvisionerPVC = make_test_pvc("no-provisioner-pvc", "1Gi", "", pvcUnbound, "", "1", waitClass)
topoMismatchPVC = make_test_pvc(
    "topo-mismatch-pvc", "1Gi", "", pvcUnbound, "", "1", topoMismatchClass
)

selectedNodePVC = make_test_pvc(
    "provisioned-pvc", "1Gi", nodeLabelValue, pvcSelectedNode, "", "1", waitClassWithProvisioner
)

# PVCs for CSI migration.
boundMigrationPVC = make_test_pvc(
    "pvc-migration-bound", "1G", "", pvcBound, "pv-migration-bound", "1", waitClass
)
provMigrationPVCBound = make_test_pvc(
    "pvc-migration-provisioned",
    "1Gi",
    "",
    pvcBound,
    "pv-migration-bound",
    "1",
    waitClassWithProvisioner,
)

# PVCs and PV for GenericEphemeralVolume.
conflictingGenericPVC = make_generic_ephemeral_pvc("test-volume", False)
correctGenericPVC = make_generic_ephemeral_pvc("test-volume", True)
pvBoundGeneric = make_test_pv("pv-bound", "node1", "1G", "1", correctGenericPVC, waitClass)

# PVs for manual binding.
pvNode1a = make_test_pv("pv-node1a", "node1", "5G", "1", None, waitClass)
pvNode1b = make_test_pv("pv-node1b", "node1", "10G", "1", None, waitClass)
pvNode1c = make_test_pv("pv-node1b", "node1", "5G", "1", None, waitClass)
pvNode2 = make_test_pv("pv-node2", "node2", "1G", "1", None, waitClass)
pvBound = make_test_pv("pv-bound", "node1", "1G", "1", boundPVC, waitClass)
pvNode1aBound = make_test_pv("pv-node1a", "node1", "5G", "1", unboundPVC, waitClass)
pvNode1bBound = make_test_pv("pv-node1b", "node1", "10G", "1", unboundPVC2, waitClass)
pvNode1bBoundHigherVersion = make_test_pv("pv-node1b", "node1", "10G", "2", unboundPVC2, waitClass)
pvBoundImmediate = make_test_pv(
    "pv-bound-immediate", "node1", "1G", "1", immediateBoundPVC, immediateClass
)
pvBoundImmediateNode2 = make_test_pv(
    "pv-bound-immediate", "node2", "1G", "1", immediateBoundPVC, immediateClass
)
localPVNode1a = make_local_pv("local-pv-node1a", "node1", "5G", "1", None, waitClass)
localPVNode1b = make_local_pv("local-pv-node1b", "node1", "10G", "1", None, waitClass)
localPVNode2a = make_local_pv("local-pv-node2a", "node2", "5G", "1", None, waitClass)

# PVs for CSI migration.
migrationPVBound = make_test_pv_for_csi_migration(zone1Labels, boundMigrationPVC, True)
migrationPVBoundToUnbound = make_test_pv_for_csi_migration(zone1Labels, unboundPVC, True)
nonmigrationPVBoundToUnbound = make_test_pv_for_csi_migration(zone1Labels, unboundPVC, False)

# Nodes.
node1 = make_node("node1").with_label(nodeLabelKey, "node1").node
node2 = make_node("node2").with_label(nodeLabelKey, "node2").node
node1NoLabels = make_node("node1").node
node1Zone1 = make_node("node1").with_label("topology.gke.io/zone", "us-east-1").node
node1Zone2 = make_node("node1").with_label("topology.gke.io/zone", "us-east-2").node

# CSINodes.
csiNode1Migrated = make_csi_node("node1", "kubernetes.io/gce-pd")
csiNode1NotMigrated = make_csi_node("node1", "")

# The node most tables run FindPodVolumes for.
testNode = v1.Node(metadata=metav1.ObjectMeta(name="node1", labels={nodeLabelKey: "node1"}))


def _test_pod(pvcs: list[v1.PersistentVolumeClaim] | None = None) -> v1.Pod:
    """test-pod of namespace testns on node1, with a volume for each claim."""
    builder = make_pod("test-pod").with_namespace("testns").with_node_name("node1")
    return builder.with_pvcs_volume(pvcs or []).pod


# -- the test environment -----------------------------------------------------------------------


@dataclass
class testEnv:
    """A volume binder on informers fed by a VolumeReactor, and the handles tests poke at."""

    clock: FakeClock
    factory: SharedInformerFactory
    client: Clientset
    reactor: VolumeReactor
    binder: SchedulerVolumeBinder
    internal_binder: volumeBinder
    internal_pod_informer: _InformerAccess[v1.Pod]
    internal_node_informer: _InformerAccess[v1.Node]
    internal_csi_node_informer: _InformerAccess[storagev1.CSINode]
    internal_csi_driver_informer: _InformerAccess[storagev1.CSIDriver]
    internal_csi_storage_capacity_informer: _InformerAccess[storagev1.CSIStorageCapacity]

    def init_nodes(self, cached_nodes: list[v1.Node] | None) -> None:
        store = self.internal_node_informer.informer().get_store()
        for node in cached_nodes or []:
            store.add(copy.deepcopy(node))

    def init_csi_nodes(self, cached_csi_nodes: list[storagev1.CSINode] | None) -> None:
        store = self.internal_csi_node_informer.informer().get_store()
        for csi_node in cached_csi_nodes or []:
            store.add(copy.deepcopy(csi_node))

    def add_csi_driver(self, csi_driver: storagev1.CSIDriver) -> None:
        self.internal_csi_driver_informer.informer().get_store().add(copy.deepcopy(csi_driver))

    def add_csi_storage_capacities(self, capacities: list[storagev1.CSIStorageCapacity]) -> None:
        store = self.internal_csi_storage_capacity_informer.informer().get_store()
        for capacity in capacities:
            store.add(copy.deepcopy(capacity))

    def init_claims(
        self,
        cached_pvcs: list[v1.PersistentVolumeClaim] | None,
        api_pvcs: list[v1.PersistentVolumeClaim] | None,
    ) -> None:
        """Put claims in the binder's cache and, unless api_pvcs are given, in the API."""
        for pvc in cached_pvcs or []:
            assumecache.add_test_object(self.internal_binder.pvc_cache, copy.deepcopy(pvc))
            if api_pvcs is None:
                self.reactor.add_claim(pvc)
        for pvc in api_pvcs or []:
            self.reactor.add_claim(pvc)

    def init_volumes(
        self,
        cached_pvs: list[v1.PersistentVolume] | None,
        api_pvs: list[v1.PersistentVolume] | None,
    ) -> None:
        """Put PVs in the binder's cache and, unless api_pvs are given, in the API."""
        for pv in cached_pvs or []:
            assumecache.add_test_object(self.internal_binder.pv_cache, copy.deepcopy(pv))
            if api_pvs is None:
                self.reactor.add_volume(pv)
        for pv in api_pvs or []:
            self.reactor.add_volume(pv)

    async def update_volumes(self, pvs: list[v1.PersistentVolume] | None) -> None:
        """Update PVs through the API and wait until the binder's cache has seen them."""
        pvs = pvs or []
        for i, pv in enumerate(pvs):
            pvs[i] = self.client.core_v1().persistent_volumes().update(copy.deepcopy(pv))

        def in_cache() -> bool:
            for pv in pvs:
                try:
                    cached = self.internal_binder.pv_cache.get_api_obj(pv.name)
                except assumecache.AssumeCacheError:
                    return False
                if cached.metadata.resource_version != pv.metadata.resource_version:
                    return False
            return True

        await wait.poll_until_context_timeout(
            self.clock, timedelta(milliseconds=100), timedelta(seconds=3), False, in_cache
        )

    async def update_claims(self, pvcs: list[v1.PersistentVolumeClaim] | None) -> None:
        """Update PVCs through the API and wait until the binder's cache has seen them."""
        pvcs = pvcs or []
        for i, pvc in enumerate(pvcs):
            claims = self.client.core_v1().persistent_volume_claims(pvc.namespace)
            pvcs[i] = claims.update(copy.deepcopy(pvc))

        def in_cache() -> bool:
            for pvc in pvcs:
                try:
                    cached = self.internal_binder.pvc_cache.get_api_obj(get_pvc_name(pvc))
                except assumecache.AssumeCacheError:
                    return False
                if cached.metadata.resource_version != pvc.metadata.resource_version:
                    return False
            return True

        await wait.poll_until_context_timeout(
            self.clock, timedelta(milliseconds=100), timedelta(seconds=3), False, in_cache
        )

    def delete_volumes(self, pvs: list[v1.PersistentVolume] | None) -> None:
        for pv in pvs or []:
            assumecache.delete_test_object(self.internal_binder.pv_cache, pv)

    def delete_claims(self, pvcs: list[v1.PersistentVolumeClaim] | None) -> None:
        for pvc in pvcs or []:
            assumecache.delete_test_object(self.internal_binder.pvc_cache, pvc)

    def assume_volumes(
        self,
        bindings: list[BindingInfo] | None,
        provisionings: list[v1.PersistentVolumeClaim] | None,
    ) -> None:
        """Assume the bindings' PVs and the claims to provision in the binder's caches."""
        for binding in bindings or []:
            self.internal_binder.pv_cache.assume(binding.pv)
        for pvc in provisionings or []:
            self.internal_binder.pvc_cache.assume(pvc)

    def validate_pod_cache(
        self,
        pod_volumes: PodVolumes | None,
        expected_bindings: list[BindingInfo] | None,
        expected_provisionings: list[v1.PersistentVolumeClaim] | None,
    ) -> None:
        """The decisions are the expected ones, telling None (Go's nil) from empty."""
        bindings: list[BindingInfo] | None = None
        provisioned_claims: list[v1.PersistentVolumeClaim] | None = None
        if pod_volumes is not None:
            bindings = pod_volumes.static_bindings
            provisioned_claims = pod_volumes.dynamic_provisions

        assert len(bindings or []) == len(expected_bindings or []), (
            f"expected {len(expected_bindings or [])} bindings, got {len(bindings or [])}"
        )
        assert (expected_bindings is None) == (bindings is None), (
            f"expected bindings {expected_bindings!r}, got {bindings!r} (nil and empty differ)"
        )
        for want, got in zip(expected_bindings or [], bindings or [], strict=True):
            assert got.pv == want.pv, "binding.pv doesn't match"
            assert got.pvc == want.pvc, "binding.pvc doesn't match"

        assert len(provisioned_claims or []) == len(expected_provisionings or []), (
            f"expected {len(expected_provisionings or [])} provisioned claims, "
            f"got {len(provisioned_claims or [])}"
        )
        assert (expected_provisionings is None) == (provisioned_claims is None), (
            f"expected provisionings {expected_provisionings!r}, got {provisioned_claims!r}"
        )
        for want_pvc, got_pvc in zip(
            expected_provisionings or [], provisioned_claims or [], strict=True
        ):
            assert got_pvc == want_pvc, "provisioned claims doesn't match"

    def validate_assume(
        self,
        bindings: list[BindingInfo] | None,
        provisionings: list[v1.PersistentVolumeClaim] | None,
    ) -> None:
        """The caches hold the PVs bound to their claims and the claims' selected node."""
        for b in bindings or []:
            pv = self.internal_binder.pv_cache.get_pv(b.pv.name)
            assert pv.spec.claim_ref is not None, f"PV {b.pv.name!r} ClaimRef is nil"
            assert pv.spec.claim_ref.name == b.pvc.name
            assert pv.spec.claim_ref.namespace == b.pvc.namespace
        for p in provisionings or []:
            pvc = self.internal_binder.pvc_cache.get_pvc(get_pvc_name(p))
            assert pvc.annotations.get(volume.AnnSelectedNode, "") == nodeLabelValue

    def validate_cache_restored(
        self,
        bindings: list[BindingInfo] | None,
        provisionings: list[v1.PersistentVolumeClaim] | None,
    ) -> None:
        """The caches hold the informers' objects again: nothing assumed is left."""
        for b in bindings or []:
            try:
                pv = self.internal_binder.pv_cache.get_pv(b.pv.name)
                api_pv = self.internal_binder.pv_cache.get_api_pv(b.pv.name)
            except assumecache.AssumeCacheError:
                continue  # A PV missing from the cache was not modified either.
            assert pv is api_pv, f"PV {b.pv.name!r} was modified in cache"
        for p in provisionings or []:
            pvc = self.internal_binder.pvc_cache.get_pvc(get_pvc_name(p))
            assert pvc.annotations.get(volume.AnnSelectedNode, "") == ""

    def validate_bind(
        self,
        expected_pvs: list[v1.PersistentVolume] | None,
        expected_api_pvs: list[v1.PersistentVolume] | None,
    ) -> None:
        """The cached PVs (resource versions aside) and the API's PVs are the expected ones."""
        for pv in expected_pvs or []:
            cached_pv = copy.deepcopy(self.internal_binder.pv_cache.get_pv(pv.name))
            # An informer update may have replaced the cached object with a later version.
            cached_pv.metadata.resource_version = pv.metadata.resource_version
            assert cached_pv == pv, f"cached PV {pv.name!r} check failed"
        self.reactor.check_volumes(expected_api_pvs or [])

    def validate_provision(
        self,
        expected_pvcs: list[v1.PersistentVolumeClaim] | None,
        expected_api_pvcs: list[v1.PersistentVolumeClaim] | None,
    ) -> None:
        """The cached PVCs (resource versions aside) and the API's PVCs are the expected ones."""
        for pvc in expected_pvcs or []:
            cached_pvc = copy.deepcopy(self.internal_binder.pvc_cache.get_pvc(get_pvc_name(pvc)))
            cached_pvc.metadata.resource_version = pvc.metadata.resource_version
            assert cached_pvc == pvc, f"cached PVC {pvc.name!r} check failed"
        self.reactor.check_claims(expected_api_pvcs or [])

    def run(self, main: Callable[[], Awaitable[None]]) -> None:
        """Run main on the virtual-time loop, with the informers delivering watch events."""
        finished = False

        async def with_informers() -> None:
            nonlocal finished
            deliveries = asyncio.create_task(self.factory.run())
            try:
                await main()
            finally:
                finished = True
                deliveries.cancel()

        run_until_idle(self.clock, with_informers, lambda: finished, timedelta(minutes=1))
        assert finished, "the scenario did not finish within a virtual minute"


def new_test_binder() -> testEnv:
    """A volume binder on a VolumeReactor's informers, with the four storage classes."""
    clock = FakeClock()
    reactor = new_volume_reactor(clock)
    client = Clientset(reactor)
    factory = SharedInformerFactory(reactor)

    pod_informer = factory.core().v1().pods()
    node_informer = factory.core().v1().nodes()
    csi_node_informer = factory.storage().v1().csi_nodes()
    pvc_informer = factory.core().v1().persistent_volume_claims()
    class_informer = factory.storage().v1().storage_classes()
    csi_driver_informer = factory.storage().v1().csi_drivers()
    csi_storage_capacity_informer = factory.storage().v1().csi_storage_capacities()
    capacity_check = CapacityCheck(
        csi_driver_informer=csi_driver_informer,
        csi_storage_capacity_informer=csi_storage_capacity_informer,
    )
    binder = new_volume_binder(
        client,
        pod_informer,
        node_informer,
        csi_node_informer,
        pvc_informer,
        factory.core().v1().persistent_volumes(),
        class_informer,
        capacity_check,
        timedelta(seconds=10),
        clock,
    )

    factory.start()
    assert all(factory.wait_for_cache_sync().values())

    wait_mode = storagev1.VolumeBindingWaitForFirstConsumer
    classes = [
        storagev1.StorageClass(
            metadata=metav1.ObjectMeta(name=waitClassWithProvisioner),
            volume_binding_mode=wait_mode,
            provisioner=provisioner,
            allowed_topologies=[
                v1.TopologySelectorTerm(
                    match_label_expressions=[
                        v1.TopologySelectorLabelRequirement(
                            key=nodeLabelKey, values=[nodeLabelValue, "reference-value"]
                        )
                    ]
                )
            ],
        ),
        storagev1.StorageClass(
            metadata=metav1.ObjectMeta(name=immediateClass),
            volume_binding_mode=storagev1.VolumeBindingImmediate,
        ),
        storagev1.StorageClass(
            metadata=metav1.ObjectMeta(name=waitClass),
            volume_binding_mode=wait_mode,
            provisioner="kubernetes.io/no-provisioner",
        ),
        storagev1.StorageClass(
            metadata=metav1.ObjectMeta(name=topoMismatchClass),
            volume_binding_mode=wait_mode,
            provisioner=provisioner,
            allowed_topologies=[
                v1.TopologySelectorTerm(
                    match_label_expressions=[
                        v1.TopologySelectorLabelRequirement(
                            key=nodeLabelKey, values=["reference-value"]
                        )
                    ]
                )
            ],
        ),
    ]
    for storage_class in classes:
        class_informer.informer().get_store().add(storage_class)

    return testEnv(
        clock=clock,
        factory=factory,
        client=client,
        reactor=reactor,
        binder=binder,
        internal_binder=binder,
        internal_pod_informer=pod_informer,
        internal_node_informer=node_informer,
        internal_csi_node_informer=csi_node_informer,
        internal_csi_driver_informer=csi_driver_informer,
        internal_csi_storage_capacity_informer=csi_storage_capacity_informer,
    )


def reason_names(reasons: ConflictReasons) -> list[str]:
    """Reasons by their variable names, easier to read in a failure than the sentences."""
    names = {
        ErrReasonBindConflict: "ErrReasonBindConflict",
        ErrReasonNodeConflict: "ErrReasonNodeConflict",
        ErrReasonNotEnoughSpace: "ErrReasonNotEnoughSpace",
    }
    return [names.get(reason, reason) for reason in reasons]


def check_reasons(actual: ConflictReasons | None, expected: ConflictReasons | None) -> None:
    got, want = sorted(actual or []), sorted(expected or [])
    assert got == want, f"expected failure reasons {reason_names(want)}, got {reason_names(got)}"


class _ImmediateClaimsError(Exception):
    """The pod still has unbound claims of Immediate binding mode."""


def find_pod_volumes(
    binder: SchedulerVolumeBinder, pod: v1.Pod, node: v1.Node
) -> tuple[PodVolumes | None, ConflictReasons | None, Exception | None]:
    """GetPodVolumeClaims then FindPodVolumes, as the plugin calls them (errors returned)."""
    try:
        pod_volume_claims = binder.get_pod_volume_claims(pod)
        if pod_volume_claims.unbound_claims_immediate:
            raise _ImmediateClaimsError("pod has unbound immediate PersistentVolumeClaims")
        pod_volumes, reasons = binder.find_pod_volumes(pod, pod_volume_claims, node)
    except Exception as err:
        return None, None, err
    return pod_volumes, reasons, None


def _check_err(err: Exception | None, should_fail: bool) -> None:
    if not should_fail:
        assert err is None, f"returned error: {err}"
    else:
        assert err is not None, "returned success but expected error"


# The CSIDriver variants the FindPodVolumes tables run under.
_CSI_DRIVERS: dict[str, Callable[[], storagev1.CSIDriver | None]] = {
    "no CSIDriver": lambda: None,
    "CSIDriver with capacity tracking": lambda: make_csi_driver(provisioner, True),
    "CSIDriver without capacity tracking": lambda: make_csi_driver(provisioner, False),
}


# -- TestFindPodVolumesWithoutProvisioning ------------------------------------------------------


@dataclass
class _FindScenario:
    pvs: list[v1.PersistentVolume] | None = None
    pod_pvcs: list[v1.PersistentVolumeClaim] | None = None
    # None: the pod's claims.
    cache_pvcs: list[v1.PersistentVolumeClaim] | None = None
    # None: test-pod with pod_pvcs.
    pod: v1.Pod | None = None
    expected_bindings: list[BindingInfo] | None = None
    expected_provisions: list[v1.PersistentVolumeClaim] | None = None
    reasons: ConflictReasons | None = None
    should_fail: bool = False
    needs_capacity: bool = False


def _generic_ephemeral_pod(volume_name: str) -> v1.Pod:
    return (
        make_pod("test-pod")
        .with_namespace("testns")
        .with_node_name("node1")
        .with_generic_ephemeral_volume(volume_name)
        .pod
    )


def _without_provisioning_scenarios() -> dict[str, _FindScenario]:
    return {
        "no-volumes": _FindScenario(
            pod=make_pod("test-pod").with_namespace("testns").with_node_name("node1").pod
        ),
        "no-pvcs": _FindScenario(
            pod=make_pod("test-pod")
            .with_namespace("testns")
            .with_node_name("node1")
            .with_empty_dir_volume()
            .pod
        ),
        "pvc-not-found": _FindScenario(cache_pvcs=[], pod_pvcs=[boundPVC], should_fail=True),
        "bound-pvc": _FindScenario(pod_pvcs=[boundPVC], pvs=[pvBound]),
        "bound-pvc,pv-not-exists": _FindScenario(
            pod_pvcs=[boundPVC], should_fail=False, reasons=[ErrReasonPVNotExist]
        ),
        "prebound-pvc": _FindScenario(
            pod_pvcs=[preboundPVC], pvs=[pvNode1aBound], should_fail=True
        ),
        "unbound-pvc,pv-same-node": _FindScenario(
            pod_pvcs=[unboundPVC],
            pvs=[pvNode2, pvNode1a, pvNode1b],
            expected_bindings=[make_binding(unboundPVC, pvNode1a)],
        ),
        "unbound-pvc,pv-different-node": _FindScenario(
            pod_pvcs=[unboundPVC], pvs=[pvNode2], reasons=[ErrReasonBindConflict]
        ),
        "two-unbound-pvcs": _FindScenario(
            pod_pvcs=[unboundPVC, unboundPVC2],
            pvs=[pvNode1a, pvNode1b],
            expected_bindings=[
                make_binding(unboundPVC, pvNode1a),
                make_binding(unboundPVC2, pvNode1b),
            ],
        ),
        "two-unbound-pvcs,order-by-size": _FindScenario(
            pod_pvcs=[unboundPVC2, unboundPVC],
            pvs=[pvNode1a, pvNode1b],
            expected_bindings=[
                make_binding(unboundPVC, pvNode1a),
                make_binding(unboundPVC2, pvNode1b),
            ],
        ),
        "two-unbound-pvcs,partial-match": _FindScenario(
            pod_pvcs=[unboundPVC, unboundPVC2],
            pvs=[pvNode1a],
            expected_bindings=[make_binding(unboundPVC, pvNode1a)],
            reasons=[ErrReasonBindConflict],
        ),
        "one-bound,one-unbound": _FindScenario(
            pod_pvcs=[unboundPVC, boundPVC],
            pvs=[pvBound, pvNode1a],
            expected_bindings=[make_binding(unboundPVC, pvNode1a)],
        ),
        "one-bound,one-unbound,no-match": _FindScenario(
            pod_pvcs=[unboundPVC, boundPVC],
            pvs=[pvBound, pvNode2],
            reasons=[ErrReasonBindConflict],
        ),
        "one-prebound,one-unbound": _FindScenario(
            pod_pvcs=[unboundPVC, preboundPVC], pvs=[pvNode1a, pvNode1b], should_fail=True
        ),
        "immediate-bound-pvc": _FindScenario(pod_pvcs=[immediateBoundPVC], pvs=[pvBoundImmediate]),
        "immediate-bound-pvc-wrong-node": _FindScenario(
            pod_pvcs=[immediateBoundPVC],
            pvs=[pvBoundImmediateNode2],
            reasons=[ErrReasonNodeConflict],
        ),
        "immediate-unbound-pvc": _FindScenario(pod_pvcs=[immediateUnboundPVC], should_fail=True),
        "immediate-unbound-pvc,delayed-mode-bound": _FindScenario(
            pod_pvcs=[immediateUnboundPVC, boundPVC], pvs=[pvBound], should_fail=True
        ),
        "immediate-unbound-pvc,delayed-mode-unbound": _FindScenario(
            pod_pvcs=[immediateUnboundPVC, unboundPVC], should_fail=True
        ),
        "generic-ephemeral,no-pvc": _FindScenario(
            pod=_generic_ephemeral_pod("no-such-pvc"), should_fail=True
        ),
        "generic-ephemeral,with-pvc": _FindScenario(
            pod=_generic_ephemeral_pod("test-volume"),
            cache_pvcs=[correctGenericPVC],
            pvs=[pvBoundGeneric],
        ),
        "generic-ephemeral,wrong-pvc": _FindScenario(
            pod=_generic_ephemeral_pod("test-volume"),
            cache_pvcs=[conflictingGenericPVC],
            pvs=[pvBoundGeneric],
            should_fail=True,
        ),
    }


def _set_up_find(
    scenario: _FindScenario, csi_driver: storagev1.CSIDriver | None
) -> tuple[testEnv, v1.Pod]:
    """The environment and pod of a FindPodVolumes scenario."""
    env = new_test_binder()
    env.init_volumes(scenario.pvs, scenario.pvs)
    if csi_driver is not None:
        env.add_csi_driver(csi_driver)
    # a. The claim cache.
    cache_pvcs = scenario.cache_pvcs if scenario.cache_pvcs is not None else scenario.pod_pvcs
    env.init_claims(cache_pvcs, cache_pvcs)
    # b. The pod with its claims.
    pod = scenario.pod if scenario.pod is not None else _test_pod(scenario.pod_pvcs)
    return env, pod


@pytest.mark.parametrize(
    ("driver", "name"),
    list(itertools.product(_CSI_DRIVERS, _without_provisioning_scenarios())),
)
def test_find_pod_volumes_without_provisioning(driver: str, name: str) -> None:
    scenario = _without_provisioning_scenarios()[name]
    env, pod = _set_up_find(scenario, _CSI_DRIVERS[driver]())

    pod_volumes, reasons, err = find_pod_volumes(env.binder, pod, testNode)

    _check_err(err, scenario.should_fail)
    check_reasons(reasons, scenario.reasons)
    env.validate_pod_cache(pod_volumes, scenario.expected_bindings, None)


# -- TestFindPodVolumesWithProvisioning ---------------------------------------------------------


def _with_provisioning_scenarios() -> dict[str, _FindScenario]:
    return {
        "one-provisioned": _FindScenario(
            pod_pvcs=[provisionedPVC], expected_provisions=[provisionedPVC], needs_capacity=True
        ),
        "two-unbound-pvcs,one-matched,one-provisioned": _FindScenario(
            pod_pvcs=[unboundPVC, provisionedPVC],
            pvs=[pvNode1a],
            expected_bindings=[make_binding(unboundPVC, pvNode1a)],
            expected_provisions=[provisionedPVC],
            needs_capacity=True,
        ),
        "one-bound,one-provisioned": _FindScenario(
            pod_pvcs=[boundPVC, provisionedPVC],
            pvs=[pvBound],
            expected_provisions=[provisionedPVC],
            needs_capacity=True,
        ),
        "one-binding,one-selected-node": _FindScenario(
            pod_pvcs=[boundPVC, selectedNodePVC],
            pvs=[pvBound],
            expected_provisions=[selectedNodePVC],
            needs_capacity=True,
        ),
        "immediate-unbound-pvc": _FindScenario(pod_pvcs=[immediateUnboundPVC], should_fail=True),
        "one-immediate-bound,one-provisioned": _FindScenario(
            pod_pvcs=[immediateBoundPVC, provisionedPVC],
            pvs=[pvBoundImmediate],
            expected_provisions=[provisionedPVC],
            needs_capacity=True,
        ),
        "invalid-provisioner": _FindScenario(
            pod_pvcs=[noProvisionerPVC], reasons=[ErrReasonBindConflict]
        ),
        "volume-topology-unsatisfied": _FindScenario(
            pod_pvcs=[topoMismatchPVC], reasons=[ErrReasonBindConflict]
        ),
    }


@pytest.mark.parametrize(
    ("driver", "name"),
    list(itertools.product(_CSI_DRIVERS, _with_provisioning_scenarios())),
)
def test_find_pod_volumes_with_provisioning(driver: str, name: str) -> None:
    scenario = _with_provisioning_scenarios()[name]
    csi_driver = _CSI_DRIVERS[driver]()
    env, pod = _set_up_find(scenario, csi_driver)

    pod_volumes, reasons, err = find_pod_volumes(env.binder, pod, testNode)

    _check_err(err, scenario.should_fail)
    expected_reasons = list(scenario.reasons or [])
    expected_provisions = scenario.expected_provisions
    if scenario.needs_capacity and csi_driver is not None and csi_driver.spec.storage_capacity:
        # Without CSIStorageCapacity objects, provisioning is blocked.
        expected_reasons.append(ErrReasonNotEnoughSpace)
        expected_provisions = None
    check_reasons(reasons, expected_reasons)
    env.validate_pod_cache(pod_volumes, scenario.expected_bindings, expected_provisions)


# -- TestFindPodVolumesWithCSIMigration ---------------------------------------------------------


@dataclass
class _MigrationScenario:
    pvs: list[v1.PersistentVolume] | None = None
    pod_pvcs: list[v1.PersistentVolumeClaim] | None = None
    init_nodes: list[v1.Node] | None = None
    init_csi_nodes: list[storagev1.CSINode] | None = None
    reasons: ConflictReasons | None = None
    should_fail: bool = False


def _csi_migration_scenarios() -> dict[str, _MigrationScenario]:
    return {
        "pvc-bound": _MigrationScenario(
            pod_pvcs=[boundMigrationPVC],
            pvs=[migrationPVBound],
            init_nodes=[node1Zone1],
            init_csi_nodes=[csiNode1Migrated],
        ),
        "pvc-bound,csinode-not-migrated": _MigrationScenario(
            pod_pvcs=[boundMigrationPVC],
            pvs=[migrationPVBound],
            init_nodes=[node1Zone1],
            init_csi_nodes=[csiNode1NotMigrated],
        ),
        "pvc-bound,missing-csinode": _MigrationScenario(
            pod_pvcs=[boundMigrationPVC], pvs=[migrationPVBound], init_nodes=[node1Zone1]
        ),
        "pvc-bound,node-different-zone": _MigrationScenario(
            pod_pvcs=[boundMigrationPVC],
            pvs=[migrationPVBound],
            init_nodes=[node1Zone2],
            init_csi_nodes=[csiNode1Migrated],
            reasons=[ErrReasonNodeConflict],
        ),
    }


@pytest.mark.parametrize("name", list(_csi_migration_scenarios()))
def test_find_pod_volumes_with_csi_migration(name: str) -> None:
    scenario = _csi_migration_scenarios()[name]
    env = new_test_binder()
    env.init_volumes(scenario.pvs, scenario.pvs)
    node = node1
    if scenario.init_nodes:
        env.init_nodes(scenario.init_nodes)
        node = scenario.init_nodes[0]
    if scenario.init_csi_nodes:
        env.init_csi_nodes(scenario.init_csi_nodes)
    env.init_claims(scenario.pod_pvcs, scenario.pod_pvcs)
    pod = _test_pod(scenario.pod_pvcs)

    _, reasons, err = find_pod_volumes(env.binder, pod, node)

    _check_err(err, scenario.should_fail)
    check_reasons(reasons, scenario.reasons)


# -- TestAssumePodVolumes -----------------------------------------------------------------------


@dataclass
class _AssumeScenario:
    pod_pvcs: list[v1.PersistentVolumeClaim] | None = None
    pvs: list[v1.PersistentVolume] | None = None
    bindings: list[BindingInfo] | None = None
    provisioned_pvcs: list[v1.PersistentVolumeClaim] | None = None
    should_fail: bool = False
    expected_all_bound: bool = False
    # None: the bindings (provisioned claims) given.
    expected_bindings: list[BindingInfo] | None = None
    expected_provisionings: list[v1.PersistentVolumeClaim] | None = None


def _assume_scenarios() -> dict[str, _AssumeScenario]:
    return {
        "all-bound": _AssumeScenario(pod_pvcs=[boundPVC], pvs=[pvBound], expected_all_bound=True),
        "one-binding": _AssumeScenario(
            pod_pvcs=[unboundPVC],
            bindings=[make_binding(unboundPVC, pvNode1a)],
            pvs=[pvNode1a],
            expected_bindings=[make_binding(unboundPVC, pvNode1aBound)],
            expected_provisionings=[],
        ),
        "two-bindings": _AssumeScenario(
            pod_pvcs=[unboundPVC, unboundPVC2],
            bindings=[make_binding(unboundPVC, pvNode1a), make_binding(unboundPVC2, pvNode1b)],
            pvs=[pvNode1a, pvNode1b],
            expected_bindings=[
                make_binding(unboundPVC, pvNode1aBound),
                make_binding(unboundPVC2, pvNode1bBound),
            ],
            expected_provisionings=[],
        ),
        "pv-already-bound": _AssumeScenario(
            pod_pvcs=[unboundPVC],
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            pvs=[pvNode1aBound],
            expected_bindings=[make_binding(unboundPVC, pvNode1aBound)],
            expected_provisionings=[],
        ),
        "tmpupdate-failed": _AssumeScenario(
            pod_pvcs=[unboundPVC],
            bindings=[make_binding(unboundPVC, pvNode1a), make_binding(unboundPVC2, pvNode1b)],
            pvs=[pvNode1a],
            should_fail=True,
        ),
        "one-binding, one-pvc-provisioned": _AssumeScenario(
            pod_pvcs=[unboundPVC, provisionedPVC],
            bindings=[make_binding(unboundPVC, pvNode1a)],
            pvs=[pvNode1a],
            provisioned_pvcs=[copy.deepcopy(provisionedPVC)],
            expected_bindings=[make_binding(unboundPVC, pvNode1aBound)],
            expected_provisionings=[selectedNodePVC],
        ),
        "one-binding, one-provision-tmpupdate-failed": _AssumeScenario(
            pod_pvcs=[unboundPVC, provisionedPVCHigherVersion],
            bindings=[make_binding(unboundPVC, pvNode1a)],
            pvs=[pvNode1a],
            provisioned_pvcs=[copy.deepcopy(provisionedPVC2)],
            should_fail=True,
        ),
    }


@pytest.mark.parametrize("name", list(_assume_scenarios()))
def test_assume_pod_volumes(name: str) -> None:
    scenario = _assume_scenarios()[name]
    env = new_test_binder()
    env.init_claims(scenario.pod_pvcs, scenario.pod_pvcs)
    pod = _test_pod(scenario.pod_pvcs)
    pod_volumes = PodVolumes(
        static_bindings=scenario.bindings, dynamic_provisions=scenario.provisioned_pvcs
    )
    env.init_volumes(scenario.pvs, scenario.pvs)

    err: Exception | None = None
    all_bound = False
    try:
        all_bound = env.binder.assume_pod_volumes(pod, "node1", pod_volumes)
    except Exception as e:
        err = e

    _check_err(err, scenario.should_fail)
    assert all_bound == scenario.expected_all_bound, f"returned unexpected allBound: {all_bound}"
    expected_bindings = scenario.expected_bindings
    if expected_bindings is None:
        expected_bindings = scenario.bindings
    expected_provisionings = scenario.expected_provisionings
    if expected_provisionings is None:
        expected_provisionings = scenario.provisioned_pvcs
    if scenario.should_fail:
        env.validate_cache_restored(scenario.bindings, scenario.provisioned_pvcs)
    else:
        env.validate_assume(expected_bindings, expected_provisionings)
    env.validate_pod_cache(pod_volumes, expected_bindings, expected_provisionings)


# -- TestRevertAssumedPodVolumes ----------------------------------------------------------------


def test_revert_assumed_pod_volumes() -> None:
    pod_pvcs = [unboundPVC, provisionedPVC]
    bindings = [make_binding(unboundPVC, pvNode1a)]
    pvs = [pvNode1a]
    provisioned_pvcs = [copy.deepcopy(provisionedPVC)]
    expected_bindings = [make_binding(unboundPVC, pvNode1aBound)]
    expected_provisionings = [selectedNodePVC]

    env = new_test_binder()
    env.init_claims(pod_pvcs, pod_pvcs)
    pod = _test_pod(pod_pvcs)
    pod_volumes = PodVolumes(static_bindings=bindings, dynamic_provisions=provisioned_pvcs)
    env.init_volumes(pvs, pvs)

    all_bound = env.binder.assume_pod_volumes(pod, "node1", pod_volumes)
    assert not all_bound, "No volumes are assumed"
    env.validate_assume(expected_bindings, expected_provisionings)

    env.binder.revert_assumed_pod_volumes(pod_volumes)
    env.validate_cache_restored(bindings, provisioned_pvcs)


# -- TestBindAPIUpdate --------------------------------------------------------------------------


@dataclass
class _BindAPIScenario:
    bindings: list[BindingInfo] | None = None
    cached_pvs: list[v1.PersistentVolume] | None = None
    # None: cached_pvs.
    api_pvs: list[v1.PersistentVolume] | None = None
    provisioned_pvcs: list[v1.PersistentVolumeClaim] | None = None
    cached_pvcs: list[v1.PersistentVolumeClaim] | None = None
    # None: cached_pvcs.
    api_pvcs: list[v1.PersistentVolumeClaim] | None = None
    should_fail: bool = False
    expected_pvs: list[v1.PersistentVolume] | None = None
    # None: expected_pvs.
    expected_api_pvs: list[v1.PersistentVolume] | None = None
    expected_pvcs: list[v1.PersistentVolumeClaim] | None = None
    # None: expected_pvcs.
    expected_api_pvcs: list[v1.PersistentVolumeClaim] | None = None


def _bind_api_update_scenarios() -> dict[str, _BindAPIScenario]:
    return {
        "nothing-to-bind-nil": _BindAPIScenario(should_fail=True),
        "nothing-to-bind-bindings-nil": _BindAPIScenario(provisioned_pvcs=[], should_fail=True),
        "nothing-to-bind-provisionings-nil": _BindAPIScenario(bindings=[], should_fail=True),
        "nothing-to-bind-empty": _BindAPIScenario(bindings=[], provisioned_pvcs=[]),
        "one-binding": _BindAPIScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            cached_pvs=[pvNode1a],
            expected_pvs=[pvNode1aBound],
            provisioned_pvcs=[],
        ),
        "two-bindings": _BindAPIScenario(
            bindings=[
                make_binding(unboundPVC, pvNode1aBound),
                make_binding(unboundPVC2, pvNode1bBound),
            ],
            cached_pvs=[pvNode1a, pvNode1b],
            expected_pvs=[pvNode1aBound, pvNode1bBound],
            provisioned_pvcs=[],
        ),
        "api-already-updated": _BindAPIScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            cached_pvs=[pvNode1aBound],
            expected_pvs=[pvNode1aBound],
            provisioned_pvcs=[],
        ),
        "api-update-failed": _BindAPIScenario(
            bindings=[
                make_binding(unboundPVC, pvNode1aBound),
                make_binding(unboundPVC2, pvNode1bBound),
            ],
            cached_pvs=[pvNode1a, pvNode1b],
            api_pvs=[pvNode1a, pvNode1bBoundHigherVersion],
            expected_pvs=[pvNode1aBound, pvNode1b],
            expected_api_pvs=[pvNode1aBound, pvNode1bBoundHigherVersion],
            provisioned_pvcs=[],
            should_fail=True,
        ),
        "one-provisioned-pvc": _BindAPIScenario(
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            cached_pvcs=[provisionedPVC],
            expected_pvcs=[add_provision_ann(provisionedPVC)],
        ),
        "provision-api-update-failed": _BindAPIScenario(
            bindings=[],
            provisioned_pvcs=[
                add_provision_ann(provisionedPVC),
                add_provision_ann(provisionedPVC2),
            ],
            cached_pvcs=[provisionedPVC, provisionedPVC2],
            api_pvcs=[provisionedPVC, provisionedPVCHigherVersion],
            expected_pvcs=[add_provision_ann(provisionedPVC), provisionedPVC2],
            expected_api_pvcs=[add_provision_ann(provisionedPVC), provisionedPVCHigherVersion],
            should_fail=True,
        ),
        "binding-succeed, provision-api-update-failed": _BindAPIScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            cached_pvs=[pvNode1a],
            expected_pvs=[pvNode1aBound],
            provisioned_pvcs=[
                add_provision_ann(provisionedPVC),
                add_provision_ann(provisionedPVC2),
            ],
            cached_pvcs=[provisionedPVC, provisionedPVC2],
            api_pvcs=[provisionedPVC, provisionedPVCHigherVersion],
            expected_pvcs=[add_provision_ann(provisionedPVC), provisionedPVC2],
            expected_api_pvcs=[add_provision_ann(provisionedPVC), provisionedPVCHigherVersion],
            should_fail=True,
        ),
    }


@pytest.mark.parametrize("name", list(_bind_api_update_scenarios()))
def test_bind_api_update(name: str) -> None:
    scenario = _bind_api_update_scenarios()[name]
    env = new_test_binder()
    pod = _test_pod()
    api_pvs = scenario.api_pvs if scenario.api_pvs is not None else scenario.cached_pvs
    api_pvcs = scenario.api_pvcs if scenario.api_pvcs is not None else scenario.cached_pvcs
    env.init_volumes(scenario.cached_pvs, api_pvs)
    env.init_claims(scenario.cached_pvcs, api_pvcs)
    env.assume_volumes(scenario.bindings, scenario.provisioned_pvcs)

    err: Exception | None = None
    try:
        env.internal_binder.bind_api_update(pod, scenario.bindings, scenario.provisioned_pvcs)
    except Exception as e:
        err = e

    _check_err(err, scenario.should_fail)
    expected_api_pvs = scenario.expected_api_pvs
    if expected_api_pvs is None:
        expected_api_pvs = scenario.expected_pvs
    expected_api_pvcs = scenario.expected_api_pvcs
    if expected_api_pvcs is None:
        expected_api_pvcs = scenario.expected_pvcs
    env.validate_bind(scenario.expected_pvs, expected_api_pvs)
    env.validate_provision(scenario.expected_pvcs, expected_api_pvcs)


# -- TestCheckBindings --------------------------------------------------------------------------


@dataclass
class _CheckScenario:
    init_pvs: list[v1.PersistentVolume] | None = None
    init_pvcs: list[v1.PersistentVolumeClaim] | None = None
    init_nodes: list[v1.Node] | None = None
    init_csi_nodes: list[storagev1.CSINode] | None = None
    bindings: list[BindingInfo] | None = None
    provisioned_pvcs: list[v1.PersistentVolumeClaim] | None = None
    # API updates before the check.
    api_pvs: list[v1.PersistentVolume] | None = None
    api_pvcs: list[v1.PersistentVolumeClaim] | None = None
    # Deletions (from the binder's caches) before the check.
    delete_pvs: bool = False
    delete_pvcs: bool = False
    should_fail: bool = False
    expected_bound: bool = False


def _check_bindings_scenarios() -> dict[str, _CheckScenario]:
    return {
        "nothing-to-bind-nil": _CheckScenario(should_fail=True),
        "nothing-to-bind-bindings-nil": _CheckScenario(provisioned_pvcs=[], should_fail=True),
        "nothing-to-bind-provisionings-nil": _CheckScenario(bindings=[], should_fail=True),
        "nothing-to-bind": _CheckScenario(bindings=[], provisioned_pvcs=[], expected_bound=True),
        "binding-bound": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[],
            init_pvs=[pvNode1aBound],
            init_pvcs=[boundPVCNode1a],
            expected_bound=True,
        ),
        "binding-prebound": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[],
            init_pvs=[pvNode1aBound],
            init_pvcs=[preboundPVCNode1a],
        ),
        "binding-unbound": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[],
            init_pvs=[pvNode1aBound],
            init_pvcs=[unboundPVC],
        ),
        "binding-pvc-not-exists": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[],
            init_pvs=[pvNode1aBound],
            should_fail=True,
        ),
        "binding-pv-not-exists": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[],
            init_pvs=[pvNode1aBound],
            init_pvcs=[boundPVCNode1a],
            delete_pvs=True,
            should_fail=True,
        ),
        "binding-claimref-nil": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[],
            init_pvs=[pvNode1a],
            init_pvcs=[boundPVCNode1a],
            api_pvs=[pvNode1a],
            api_pvcs=[boundPVCNode1a],
            should_fail=True,
        ),
        "binding-claimref-uid-empty": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[],
            init_pvs=[pvNode1aBound],
            init_pvcs=[boundPVCNode1a],
            api_pvs=[pv_remove_claim_uid(pvNode1aBound)],
            api_pvcs=[boundPVCNode1a],
            should_fail=True,
        ),
        "binding-one-bound,one-unbound": _CheckScenario(
            bindings=[
                make_binding(unboundPVC, pvNode1aBound),
                make_binding(unboundPVC2, pvNode1bBound),
            ],
            provisioned_pvcs=[],
            init_pvs=[pvNode1aBound, pvNode1bBound],
            init_pvcs=[boundPVCNode1a, unboundPVC2],
        ),
        "provisioning-pvc-bound": _CheckScenario(
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            init_pvs=[pvBound],
            init_pvcs=[provisionedPVCBound],
            api_pvcs=[add_provision_ann(provisionedPVCBound)],
            expected_bound=True,
        ),
        "provisioning-pvc-unbound": _CheckScenario(
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            init_pvcs=[add_provision_ann(provisionedPVC)],
        ),
        "provisioning-pvc-not-exists": _CheckScenario(
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            init_pvcs=[provisionedPVC],
            delete_pvcs=True,
            should_fail=True,
        ),
        "provisioning-pvc-annotations-nil": _CheckScenario(
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            init_pvcs=[provisionedPVC],
            api_pvcs=[provisionedPVC],
            should_fail=True,
        ),
        "provisioning-pvc-selected-node-dropped": _CheckScenario(
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            init_pvcs=[provisionedPVC],
            api_pvcs=[pvc_set_empty_annotations(provisionedPVC)],
            should_fail=True,
        ),
        "provisioning-pvc-selected-node-wrong-node": _CheckScenario(
            init_pvcs=[provisionedPVC],
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            api_pvcs=[pvc_set_selected_node(provisionedPVC, "wrong-node")],
            should_fail=True,
        ),
        "binding-bound-provisioning-unbound": _CheckScenario(
            bindings=[make_binding(unboundPVC, pvNode1aBound)],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            init_pvs=[pvNode1aBound],
            init_pvcs=[boundPVCNode1a, add_provision_ann(provisionedPVC)],
        ),
        "tolerate-provisioning-pvc-bound-pv-not-found": _CheckScenario(
            init_pvs=[pvNode1a],
            init_pvcs=[provisionedPVC],
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provisionedPVC)],
            api_pvcs=[add_provision_ann(provisionedPVCBound)],
            delete_pvs=True,
        ),
    }


def _run_check_bindings(scenario: _CheckScenario, nodes: list[v1.Node]) -> None:
    """Set up the caches and the API, make the API updates, and check the bindings."""
    pod = _test_pod()
    env = new_test_binder()
    env.internal_pod_informer.informer().get_store().add(pod)
    env.init_nodes(nodes)
    env.init_csi_nodes(scenario.init_csi_nodes)
    env.init_volumes(scenario.init_pvs, None)
    env.init_claims(scenario.init_pvcs, None)
    env.assume_volumes(scenario.bindings, scenario.provisioned_pvcs)

    async def before_and_check() -> None:
        if scenario.delete_pvs:
            env.delete_volumes(scenario.init_pvs)
        else:
            await env.update_volumes(scenario.api_pvs)
        if scenario.delete_pvcs:
            env.delete_claims(scenario.init_pvcs)
        else:
            await env.update_claims(scenario.api_pvcs)

        err: Exception | None = None
        all_bound = False
        try:
            all_bound = env.internal_binder.check_bindings(
                pod, scenario.bindings, scenario.provisioned_pvcs
            )
        except Exception as e:
            err = e
        _check_err(err, scenario.should_fail)
        assert all_bound == scenario.expected_bound, f"returned bound {all_bound}"

    env.run(before_and_check)


@pytest.mark.parametrize("name", list(_check_bindings_scenarios()))
def test_check_bindings(name: str) -> None:
    _run_check_bindings(_check_bindings_scenarios()[name], [node1])


# -- TestCheckBindingsWithCSIMigration ----------------------------------------------------------


def _check_bindings_csi_migration_scenarios() -> dict[str, _CheckScenario]:
    return {
        "provisioning-pvc-bound": _CheckScenario(
            bindings=[],
            provisioned_pvcs=[add_provision_ann(provMigrationPVCBound)],
            init_pvs=[migrationPVBound],
            init_pvcs=[provMigrationPVCBound],
            init_nodes=[node1Zone1],
            init_csi_nodes=[csiNode1Migrated],
            api_pvcs=[add_provision_ann(provMigrationPVCBound)],
            expected_bound=True,
        ),
        "binding-node-pv-same-zone": _CheckScenario(
            bindings=[make_binding(unboundPVC, migrationPVBoundToUnbound)],
            provisioned_pvcs=[],
            init_pvs=[migrationPVBoundToUnbound],
            init_pvcs=[unboundPVC],
            init_nodes=[node1Zone1],
            init_csi_nodes=[csiNode1Migrated],
        ),
        "binding-without-csinode": _CheckScenario(
            bindings=[make_binding(unboundPVC, migrationPVBoundToUnbound)],
            provisioned_pvcs=[],
            init_pvs=[migrationPVBoundToUnbound],
            init_pvcs=[unboundPVC],
            init_nodes=[node1Zone1],
            init_csi_nodes=[],
        ),
        "binding-non-migrated-plugin": _CheckScenario(
            bindings=[make_binding(unboundPVC, migrationPVBoundToUnbound)],
            provisioned_pvcs=[],
            init_pvs=[migrationPVBoundToUnbound],
            init_pvcs=[unboundPVC],
            init_nodes=[node1Zone1],
            init_csi_nodes=[csiNode1NotMigrated],
        ),
        "binding-node-pv-in-different-zones": _CheckScenario(
            bindings=[make_binding(unboundPVC, migrationPVBoundToUnbound)],
            provisioned_pvcs=[],
            init_pvs=[migrationPVBoundToUnbound],
            init_pvcs=[unboundPVC],
            init_nodes=[node1Zone2],
            init_csi_nodes=[csiNode1Migrated],
            should_fail=True,
        ),
        "binding-node-pv-different-zones-migration-off": _CheckScenario(
            bindings=[make_binding(unboundPVC, nonmigrationPVBoundToUnbound)],
            provisioned_pvcs=[],
            init_pvs=[nonmigrationPVBoundToUnbound],
            init_pvcs=[unboundPVC],
            init_nodes=[node1Zone2],
            init_csi_nodes=[csiNode1Migrated],
        ),
    }


@pytest.mark.parametrize("name", list(_check_bindings_csi_migration_scenarios()))
def test_check_bindings_with_csi_migration(name: str) -> None:
    scenario = _check_bindings_csi_migration_scenarios()[name]
    _run_check_bindings(scenario, scenario.init_nodes or [])


# -- TestBindPodVolumes -------------------------------------------------------------------------

#: What a test's stand-in for the PV controller does, 5 s after BindPodVolumes started.
_DelayFunc = Callable[
    [testEnv, v1.Pod, list[v1.PersistentVolume], list[v1.PersistentVolumeClaim]], None
]


def _bind_static_pv(
    env: testEnv,
    pod: v1.Pod,
    pvs: list[v1.PersistentVolume],
    pvcs: list[v1.PersistentVolumeClaim],
) -> None:
    """The PV controller finishes binding the claim to the PV."""
    new_pvc = copy.deepcopy(pvcs[0])
    new_pvc.spec.volume_name = pvs[0].name
    metav1helpers.set_meta_data_annotation(new_pvc.metadata, volume.AnnBindCompleted, "yes")
    env.client.core_v1().persistent_volume_claims(new_pvc.namespace).update(new_pvc)


def _provision_dynamic_pv(
    env: testEnv,
    pod: v1.Pod,
    pvs: list[v1.PersistentVolume],
    pvcs: list[v1.PersistentVolumeClaim],
) -> None:
    """A provisioner creates a PV for the claim and the PV controller binds them."""
    pvc = pvcs[0]
    claims = env.client.core_v1().persistent_volume_claims(pvc.namespace)
    new_pvc = claims.get(pvc.name)
    dynamic_pv = make_test_pv("dynamic-pv", "node1", "1G", "1", new_pvc, waitClass)
    dynamic_pv = env.client.core_v1().persistent_volumes().create(dynamic_pv)
    new_pvc.spec.volume_name = dynamic_pv.name
    metav1helpers.set_meta_data_annotation(new_pvc.metadata, volume.AnnBindCompleted, "yes")
    claims.update(new_pvc)


def _delete_pod(
    env: testEnv,
    pod: v1.Pod,
    pvs: list[v1.PersistentVolume],
    pvcs: list[v1.PersistentVolumeClaim],
) -> None:
    """The pod is deleted through the API (which the fake API server ignores, as in Go)."""
    env.client.core_v1().pods(pod.namespace).delete(pod.name)


def _delete_claim(
    env: testEnv,
    pod: v1.Pod,
    pvs: list[v1.PersistentVolume],
    pvcs: list[v1.PersistentVolumeClaim],
) -> None:
    """The claim is deleted, which fails the check."""
    pvc = pvcs[0]
    env.client.core_v1().persistent_volume_claims(pvc.namespace).delete(pvc.name)


def _bind_to_pv_of_other_node(
    env: testEnv,
    pod: v1.Pod,
    pvs: list[v1.PersistentVolume],
    pvcs: list[v1.PersistentVolumeClaim],
) -> None:
    """The claim ends up bound to a PV of another node."""
    new_pvc = copy.deepcopy(pvcs[0])
    new_pvc.spec.volume_name = pvNode2.name
    metav1helpers.set_meta_data_annotation(new_pvc.metadata, volume.AnnBindCompleted, "yes")
    env.client.core_v1().persistent_volume_claims(new_pvc.namespace).update(new_pvc)


@dataclass
class _BindPodScenario:
    # Set nothing up (despite the name, the bindings stay empty): no node is known.
    bindings_nil: bool = False
    nodes: list[v1.Node] | None = None
    # Before assume.
    init_pvs: list[v1.PersistentVolume] = field(default_factory=list)
    init_pvcs: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    # Assumed with these decisions.
    binding: BindingInfo | None = None
    claim_to_provision: v1.PersistentVolumeClaim | None = None
    # API updates after assume, before binding.
    api_pv: v1.PersistentVolume | None = None
    api_pvc: v1.PersistentVolumeClaim | None = None
    delay_func: _DelayFunc | None = None
    should_fail: bool = False


def _bind_pod_volumes_scenarios() -> dict[str, _BindPodScenario]:
    return {
        "nothing-to-bind-nil": _BindPodScenario(bindings_nil=True, should_fail=True),
        "nothing-to-bind-empty": _BindPodScenario(),
        "already-bound": _BindPodScenario(
            binding=make_binding(unboundPVC, pvNode1aBound),
            init_pvs=[pvNode1aBound],
            init_pvcs=[boundPVCNode1a],
        ),
        "binding-static-pv-succeeds-after-time": _BindPodScenario(
            init_pvs=[pvNode1a],
            init_pvcs=[unboundPVC],
            binding=make_binding(unboundPVC, pvNode1aBound),
            # Succeeds once the PV controller has fully bound the claim to this PV.
            should_fail=False,
            delay_func=_bind_static_pv,
        ),
        "binding-dynamic-pv-succeeds-after-time": _BindPodScenario(
            claim_to_provision=pvc_set_selected_node(provisionedPVC, "node1"),
            init_pvcs=[provisionedPVC],
            delay_func=_provision_dynamic_pv,
        ),
        "bound-by-pv-controller-before-bind": _BindPodScenario(
            init_pvs=[pvNode1a],
            init_pvcs=[unboundPVC],
            binding=make_binding(unboundPVC, pvNode1aBound),
            api_pv=pvNode1aBound,
            api_pvc=boundPVCNode1a,
            # bindAPIUpdate meets an API conflict.
            should_fail=True,
        ),
        "pod-deleted-after-time": _BindPodScenario(
            binding=make_binding(unboundPVC, pvNode1aBound),
            init_pvs=[pvNode1a],
            init_pvcs=[unboundPVC],
            delay_func=_delete_pod,
            should_fail=True,
        ),
        "binding-times-out": _BindPodScenario(
            binding=make_binding(unboundPVC, pvNode1aBound),
            init_pvs=[pvNode1a],
            init_pvcs=[unboundPVC],
            should_fail=True,
        ),
        "binding-fails": _BindPodScenario(
            binding=make_binding(unboundPVC2, pvNode1bBound),
            init_pvs=[pvNode1b],
            init_pvcs=[unboundPVC2],
            should_fail=True,
        ),
        "check-fails": _BindPodScenario(
            binding=make_binding(unboundPVC, pvNode1aBound),
            init_pvs=[pvNode1a],
            init_pvcs=[unboundPVC],
            delay_func=_delete_claim,
            should_fail=True,
        ),
        "node-affinity-fails": _BindPodScenario(
            binding=make_binding(unboundPVC, pvNode1aBound),
            init_pvs=[pvNode1aBound],
            init_pvcs=[boundPVCNode1a],
            nodes=[node1NoLabels],
            should_fail=True,
        ),
        "node-affinity-fails-dynamic-provisioning": _BindPodScenario(
            init_pvs=[pvNode1a, pvNode2],
            init_pvcs=[selectedNodePVC],
            claim_to_provision=copy.deepcopy(selectedNodePVC),
            nodes=[node1, node2],
            delay_func=_bind_to_pv_of_other_node,
            should_fail=True,
        ),
    }


@pytest.mark.parametrize("name", list(_bind_pod_volumes_scenarios()))
def test_bind_pod_volumes(name: str) -> None:
    scenario = _bind_pod_volumes_scenarios()[name]
    pod = _test_pod()
    env = new_test_binder()
    env.internal_pod_informer.informer().get_store().add(pod)
    nodes = scenario.nodes if scenario.nodes is not None else [node1]
    bindings: list[BindingInfo] = []
    claims_to_provision: list[v1.PersistentVolumeClaim] = []
    if not scenario.bindings_nil:
        if scenario.binding is not None:
            bindings = [scenario.binding]
        if scenario.claim_to_provision is not None:
            claims_to_provision = [scenario.claim_to_provision]
        env.init_nodes(nodes)
        env.init_volumes(scenario.init_pvs, scenario.init_pvs)
        env.init_claims(scenario.init_pvcs, scenario.init_pvcs)
        env.assume_volumes(bindings, claims_to_provision)

    # Before executing.
    if scenario.api_pv is not None:
        env.client.core_v1().persistent_volumes().update(copy.deepcopy(scenario.api_pv))
    if scenario.api_pvc is not None:
        api_pvc = copy.deepcopy(scenario.api_pvc)
        env.client.core_v1().persistent_volume_claims(api_pvc.namespace).update(api_pvc)

    async def bind() -> None:
        delay_func = scenario.delay_func
        if delay_func is not None:

            async def delayed() -> None:
                # Runs after bindAPIUpdate in BindPodVolumes.
                await env.clock.sleep(timedelta(seconds=5))
                delay_func(env, pod, scenario.init_pvs, scenario.init_pvcs)

            asyncio.get_running_loop().create_task(delayed())

        pod_volumes = PodVolumes(static_bindings=bindings, dynamic_provisions=claims_to_provision)
        err: Exception | None = None
        try:
            await env.binder.bind_pod_volumes(pod, pod_volumes)
        except Exception as e:
            err = e
        _check_err(err, scenario.should_fail)

    env.run(bind)


# -- TestFindAssumeVolumes ----------------------------------------------------------------------


def test_find_assume_volumes() -> None:
    pod_pvcs = [unboundPVC]
    pvs = [pvNode2, pvNode1a, pvNode1c]

    env = new_test_binder()
    env.init_volumes(pvs, pvs)
    env.init_claims(pod_pvcs, pod_pvcs)
    pod = _test_pod(pod_pvcs)

    # 1. Find matching PVs.
    pod_volumes, reasons, err = find_pod_volumes(env.binder, pod, testNode)
    assert err is None, f"FindPodVolumes returned error: {err}"
    assert not reasons, f"couldn't find PVs for all PVCs: {reasons}"
    assert pod_volumes is not None
    expected_bindings = pod_volumes.static_bindings

    # 2. Assume the matches.
    all_bound = env.binder.assume_pod_volumes(pod, testNode.name, pod_volumes)
    assert not all_bound, "detected unbound volumes as bound"
    env.validate_assume(expected_bindings, None)

    # After assume, the PV carries the claimRef.
    expected_bindings = pod_volumes.static_bindings

    # 3. Finding again always returns the PV chosen first (many times, in case an order of
    # the two equally good PVs could differ).
    for _ in range(50):
        pod_volumes, reasons, err = find_pod_volumes(env.binder, pod, testNode)
        assert err is None, f"FindPodVolumes returned error: {err}"
        assert not reasons, f"couldn't find PVs for all PVCs: {reasons}"
        env.validate_pod_cache(pod_volumes, expected_bindings, None)


# -- TestCapacity -------------------------------------------------------------------------------


@dataclass
class _CapacityScenario:
    pvcs: list[v1.PersistentVolumeClaim]
    capacities: list[storagev1.CSIStorageCapacity] = field(default_factory=list)
    reasons: ConflictReasons | None = None
    should_fail: bool = False


def _capacity_scenarios() -> dict[str, _CapacityScenario]:
    def cap(node: v1.Node | None, capacity: str, maximum: str = "") -> storagev1.CSIStorageCapacity:
        return make_capacity("net", waitClassWithProvisioner, node, capacity, maximum)

    return {
        "network-attached": _CapacityScenario(pvcs=[provisionedPVC], capacities=[cap(None, "1Gi")]),
        "local-storage": _CapacityScenario(pvcs=[provisionedPVC], capacities=[cap(node1, "1Gi")]),
        "multiple": _CapacityScenario(
            pvcs=[provisionedPVC],
            capacities=[cap(None, "1Gi"), cap(node2, "1Gi"), cap(node1, "1Gi")],
        ),
        "no-storage": _CapacityScenario(pvcs=[provisionedPVC], reasons=[ErrReasonNotEnoughSpace]),
        "wrong-node": _CapacityScenario(
            pvcs=[provisionedPVC], capacities=[cap(node2, "1Gi")], reasons=[ErrReasonNotEnoughSpace]
        ),
        "wrong-storage-class": _CapacityScenario(
            pvcs=[provisionedPVC],
            capacities=[make_capacity("net", waitClass, node1, "1Gi", "")],
            reasons=[ErrReasonNotEnoughSpace],
        ),
        "insufficient-storage": _CapacityScenario(
            pvcs=[provisionedPVC], capacities=[cap(node1, "1Mi")], reasons=[ErrReasonNotEnoughSpace]
        ),
        "insufficient-volume-size": _CapacityScenario(
            pvcs=[provisionedPVC],
            capacities=[cap(node1, "1Gi", "1Mi")],
            reasons=[ErrReasonNotEnoughSpace],
        ),
        "zero-storage": _CapacityScenario(
            pvcs=[provisionedPVC], capacities=[cap(node1, "0Mi")], reasons=[ErrReasonNotEnoughSpace]
        ),
        "zero-volume-size": _CapacityScenario(
            pvcs=[provisionedPVC],
            capacities=[cap(node1, "", "0Mi")],
            reasons=[ErrReasonNotEnoughSpace],
        ),
        "nil-storage": _CapacityScenario(
            pvcs=[provisionedPVC], capacities=[cap(node1, "")], reasons=[ErrReasonNotEnoughSpace]
        ),
    }


@pytest.mark.parametrize(
    ("opt_in", "name"), list(itertools.product([True, False], _capacity_scenarios()))
)
def test_capacity(opt_in: bool, name: str) -> None:
    scenario = _capacity_scenarios()[name]
    # The driver has the feature enabled; the scheduler might not.
    env = new_test_binder()
    env.add_csi_driver(make_csi_driver(provisioner, opt_in))
    env.add_csi_storage_capacities(scenario.capacities)
    # a. The claim cache.
    env.init_claims(scenario.pvcs, scenario.pvcs)
    # b. The pod with its claims.
    pod = _test_pod(scenario.pvcs)

    pod_volumes, reasons, err = find_pod_volumes(env.binder, pod, testNode)

    should_fail = scenario.should_fail
    expected_reasons = scenario.reasons
    if not opt_in:
        should_fail = False
        expected_reasons = None
    _check_err(err, should_fail)
    check_reasons(reasons, expected_reasons)
    provisions: list[v1.PersistentVolumeClaim] | None = scenario.pvcs
    if reasons:
        provisions = None
    env.validate_pod_cache(pod_volumes, None, provisions)


# -- TestGetEligibleNodes -----------------------------------------------------------------------


@dataclass
class _EligibleScenario:
    pvcs: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    pvs: list[v1.PersistentVolume] = field(default_factory=list)
    nodes: list[v1.Node] = field(default_factory=list)
    # None: every node is eligible (Go's nil set).
    eligible_nodes: set[str] | None = None


def _eligible_nodes_scenarios() -> dict[str, _EligibleScenario]:
    return {
        "no-bound-claims": _EligibleScenario(),
        "no-nodes-found": _EligibleScenario(pvcs=[preboundPVC, preboundPVCNode1a]),
        "pv-not-found": _EligibleScenario(pvcs=[preboundPVC, preboundPVCNode1a], nodes=[node1]),
        "node-affinity-mismatch": _EligibleScenario(
            pvcs=[preboundPVC, preboundPVCNode1a], pvs=[pvNode1a], nodes=[node1, node2]
        ),
        "local-pv-with-node-affinity": _EligibleScenario(
            pvcs=[localPreboundPVC1a, localPreboundPVC1b],
            pvs=[localPVNode1a, localPVNode1b],
            nodes=[node1, node2],
            eligible_nodes={"node1"},
        ),
        "multi-local-pv-with-different-nodes": _EligibleScenario(
            pvcs=[localPreboundPVC1a, localPreboundPVC1b, localPreboundPVC2a],
            pvs=[localPVNode1a, localPVNode1b, localPVNode2a],
            nodes=[node1, node2],
            eligible_nodes=set(),
        ),
        "local-and-non-local-pv": _EligibleScenario(
            pvcs=[localPreboundPVC1a, localPreboundPVC1b, preboundPVC, immediateBoundPVC],
            pvs=[localPVNode1a, localPVNode1b, pvNode1a, pvBoundImmediate, pvBoundImmediateNode2],
            nodes=[node1, node2],
            eligible_nodes={"node1"},
        ),
    }


@pytest.mark.parametrize("name", list(_eligible_nodes_scenarios()))
def test_get_eligible_nodes(name: str) -> None:
    scenario = _eligible_nodes_scenarios()[name]
    env = new_test_binder()
    env.init_volumes(scenario.pvs, scenario.pvs)
    env.init_nodes(scenario.nodes)
    env.init_claims(scenario.pvcs, scenario.pvcs)

    eligible_nodes = env.binder.get_eligible_nodes(scenario.pvcs)

    # None (no restriction) and the empty set (no node at all) differ.
    assert eligible_nodes == scenario.eligible_nodes
