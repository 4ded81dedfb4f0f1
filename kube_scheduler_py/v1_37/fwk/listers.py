"""Lister interfaces plugins read the cluster through: the NodeInfo snapshot, storage, pod groups,
CSINodes, and the DRA objects (ResourceClaims, ResourceSlices, DeviceClasses).

# Python: a Go `error` result is a raised exception; Go's `klog.Logger` parameters are dropped;
# `sets.Set[types.UID]` is a set of str.
# Python: the objects of resource.k8s.io/v1, which the v1.37.2 port does not carry yet, and
# dynamic-resource-allocation's structured.DeviceID / AllocatedState are typed Any.
"""

from __future__ import annotations

import builtins
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kube_scheduler_py.v1_37.api.core import v1
    from kube_scheduler_py.v1_37.api.scheduling import v1alpha3 as schedulingv1alpha3
    from kube_scheduler_py.v1_37.api.scheduling import v1beta1 as schedulingapi
    from kube_scheduler_py.v1_37.api.storage import v1 as storagev1
    from kube_scheduler_py.v1_37.fwk.types import EntityKey, NodeInfo, PodInfo


class NodeInfoLister(ABC):
    """Lists and looks up NodeInfos by node name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L32-L45
    """

    @abstractmethod
    def list(self) -> builtins.list[NodeInfo]:
        """All NodeInfos.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L34-L34
        """

    @abstractmethod
    def have_pods_with_affinity_list(self) -> builtins.list[NodeInfo]:
        """The NodeInfos of nodes running at least one pod with (anti-)affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L36-L36
        """

    @abstractmethod
    def have_pods_with_required_anti_affinity_list(self) -> builtins.list[NodeInfo]:
        """The NodeInfos of nodes running at least one pod with required anti-affinity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L38-L38
        """

    @abstractmethod
    def have_pods_with_required_non_host_scoped_anti_affinity_list(
        self,
    ) -> builtins.list[NodeInfo]:
        """The NodeInfos of nodes running a pod whose required anti-affinity spans more than
        one host (empty while InterPodAffinityHostnameFastPath is off).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L42-L42
        """

    @abstractmethod
    def get(self, node_name: str) -> NodeInfo:
        """The NodeInfo of node_name; raises if there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L44-L44
        """


class StorageInfoLister(ABC):
    """Answers storage questions about the snapshot.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L48-L52
    """

    @abstractmethod
    def is_pvc_used_by_pods(self, key: str) -> bool:
        """Whether a scheduled pod uses the PVC with key "namespace/name".

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L51-L51
        """


class SharedLister(ABC):
    """The listers the framework hands to plugins.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L55-L66
    """

    @abstractmethod
    def node_infos(self) -> NodeInfoLister:
        """The NodeInfo lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L56-L56
        """

    @abstractmethod
    def storage_infos(self) -> StorageInfoLister:
        """The storage lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L57-L57
        """

    @abstractmethod
    def pod_group_states(self) -> PodGroupStateLister:
        """The states of pod groups.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L59-L59
        """

    @abstractmethod
    def pod_groups(self) -> PodGroupLister:
        """The cached PodGroup objects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L61-L61
        """

    @abstractmethod
    def composite_pod_group_states(self) -> CompositePodGroupStateLister:
        """The states of composite pod groups.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L63-L63
        """

    @abstractmethod
    def composite_pod_groups(self) -> CompositePodGroupLister:
        """The cached CompositePodGroup objects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L65-L65
        """


class PodGroupLister(ABC):
    """Looks up cached PodGroup objects.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L69-L72
    """

    @abstractmethod
    def get(self, namespace: str, name: str) -> schedulingapi.PodGroup:
        """The PodGroup namespace/name; raises when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L71-L71
        """


class MutableSnapshotSharedLister(SharedLister):
    """Shared listers whose snapshot may be changed for a while and then restored.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L77-L94
    """

    @abstractmethod
    def start_mutations(self) -> None:
        """Open the (single) mutation session; raises when it cannot.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L83-L83
        """

    @abstractmethod
    def end_mutations(self) -> None:
        """Close the session and restore the snapshot as it was before it; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L85-L85
        """

    @abstractmethod
    def add_pod(self, pod_info: PodInfo, node_name: str) -> None:
        """Put a pod on node_name in the snapshot (inside a session); may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L89-L89
        """

    @abstractmethod
    def remove_pod(self, pod: v1.Pod, node_name: str) -> None:
        """Take a pod off node_name in the snapshot (inside a session); may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L93-L93
        """


class PodGroupStateLister(ABC):
    """Looks up the state of a pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L97-L100
    """

    @abstractmethod
    def get(self, namespace: str, pod_group_name: str) -> PodGroupState:
        """The state of the pod group; raises when it is unknown.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L99-L99
        """


class CompositePodGroupLister(ABC):
    """Looks up cached CompositePodGroup objects.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L103-L106
    """

    @abstractmethod
    def get(self, namespace: str, name: str) -> schedulingv1alpha3.CompositePodGroup:
        """The CompositePodGroup namespace/name; raises when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L105-L105
        """


class CompositePodGroupStateLister(ABC):
    """Looks up the state of a composite pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L109-L112
    """

    @abstractmethod
    def get(self, namespace: str, composite_pod_group_name: str) -> CompositePodGroupState:
        """The state of the composite pod group; raises when it is unknown.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L111-L111
        """


class CSINodeLister(ABC):
    """Lists and looks up CSINode objects.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L114-L119
    """

    @abstractmethod
    def list(self) -> builtins.list[storagev1.CSINode]:
        """All CSINodes; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L116-L116
        """

    @abstractmethod
    def get(self, name: str) -> storagev1.CSINode:
        """The CSINode called name; raises when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L118-L118
        """


class ResourceSliceLister(ABC):
    """Lists ResourceSlices.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L122-L130
    """

    @abstractmethod
    def list_with_device_taint_rules(self) -> builtins.list[Any]:
        """All ResourceSlices, with DeviceTaintRules applied when DRADeviceTaints is on; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L129-L129
        """


class DeviceClassLister(ABC):
    """Lists and looks up DeviceClasses.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L133-L138
    """

    @abstractmethod
    def list(self) -> builtins.list[Any]:
        """All DeviceClasses; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L135-L135
        """

    @abstractmethod
    def get(self, class_name: str) -> Any:
        """The DeviceClass class_name; raises when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L137-L137
        """


class ResourceClaimTracker(ABC):
    """ResourceClaims as the informer has them plus the changes the scheduler made in memory.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L147-L184
    """

    @abstractmethod
    def list(self) -> builtins.list[Any]:
        """All ResourceClaims, pending and assumed changes included; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L150-L150
        """

    @abstractmethod
    def get(self, namespace: str, claim_name: str) -> Any:
        """One ResourceClaim, as list() would show it; raises when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L152-L152
        """

    @abstractmethod
    def list_all_allocated_devices(self) -> set[Any]:
        """The IDs of every device some claim has allocated; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L155-L155
        """

    @abstractmethod
    def gather_allocated_state(self) -> Any:
        """What the allocated claims hold, for the allocator; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L158-L158
        """

    @abstractmethod
    def signal_claim_pending_allocation(self, claim_uid: str, allocated_claim: Any) -> None:
        """Record that the claim will be allocated by an API call in the binding cycle; may
        raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L165-L165
        """

    @abstractmethod
    def get_pending_allocation(self, claim_uid: str) -> Any:
        """The allocation pending for the claim, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L168-L168
        """

    @abstractmethod
    def maybe_remove_claim_pending_allocation(self, claim_uid: str, force_remove: bool) -> bool:
        """Drop the pending allocation when no other pod shares it (always when forced);
        whether it was dropped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L174-L174
        """

    @abstractmethod
    def assume_claim_after_api_call(self, claim: Any) -> None:
        """Show the claim as an API call just wrote it, until the informer catches up; may
        raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L179-L179
        """

    @abstractmethod
    def assumed_claim_restore(self, namespace: str, claim_name: str) -> None:
        """Go back to the informer's version of the claim after a failed API call.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L183-L183
        """


class DeviceClassResolver(ABC):
    """Finds the DeviceClass behind an extended resource name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L187-L192
    """

    @abstractmethod
    def get_device_class(self, resource_name: str) -> Any:
        """The DeviceClass mapped to resource_name, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L191-L191
        """


class SharedDRAManager(ABC):
    """Where the DRA plugin reads DRA objects and tracks its in-memory changes to them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L198-L203
    """

    @abstractmethod
    def resource_claims(self) -> ResourceClaimTracker:
        """The ResourceClaim tracker.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L199-L199
        """

    @abstractmethod
    def resource_slices(self) -> ResourceSliceLister:
        """The ResourceSlice lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L200-L200
        """

    @abstractmethod
    def device_classes(self) -> DeviceClassLister:
        """The DeviceClass lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L201-L201
        """

    @abstractmethod
    def device_class_resolver(self) -> DeviceClassResolver:
        """The extended-resource-to-DeviceClass resolver.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L202-L202
        """


class CSIManager(ABC):
    """Where plugins read CSINode objects and track in-memory changes to them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L209-L211
    """

    @abstractmethod
    def csi_nodes(self) -> CSINodeLister:
        """The CSINode lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L210-L210
        """


class PodGroupManager(ABC):
    """What the scheduler's cache knows about pod groups at run time.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L214-L227
    """

    @abstractmethod
    def pod_group_states(self) -> PodGroupStateLister:
        """The pod group state lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L216-L216
        """

    @abstractmethod
    def pod_groups(self) -> PodGroupLister:
        """The PodGroup lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L218-L218
        """

    @abstractmethod
    def composite_pod_group_states(self) -> CompositePodGroupStateLister:
        """The composite pod group state lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L220-L220
        """

    @abstractmethod
    def composite_pod_groups(self) -> CompositePodGroupLister:
        """The CompositePodGroup lister.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L222-L222
        """

    @abstractmethod
    def build_hierarchy_snapshot_from_pod(self, pod: v1.Pod) -> PodGroupManager:
        """A manager over a snapshot of the group hierarchy the pod belongs to; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L224-L224
        """

    @abstractmethod
    def get_root_key_for_group(self, key: EntityKey) -> tuple[EntityKey, bool]:
        """The key of the topmost group above key, and whether there is one; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L226-L226
        """


class PodGroupState(ABC):
    """A read-only view of one pod group's pods.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L230-L248
    """

    @abstractmethod
    def all_pods(self) -> set[str]:
        """The UIDs of every pod of the group the scheduler knows.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L232-L232
        """

    @abstractmethod
    def all_pods_count(self) -> int:
        """How many pods of the group the scheduler knows.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L234-L234
        """

    @abstractmethod
    def unscheduled_pods(self) -> dict[str, v1.Pod]:
        """The group's pods that are neither assumed nor assigned.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L238-L238
        """

    @abstractmethod
    def assumed_pods(self) -> set[str]:
        """The UIDs of the group's pods that passed Reserve.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L241-L241
        """

    @abstractmethod
    def assigned_pods(self) -> set[str]:
        """The UIDs of the group's pods already bound.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L243-L243
        """

    @abstractmethod
    def scheduled_pods(self) -> builtins.list[v1.Pod]:
        """The group's pods that are assumed or assigned.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L245-L245
        """

    @abstractmethod
    def scheduled_pods_count(self) -> int:
        """How many of the group's pods are assumed or assigned.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L247-L247
        """


class CompositePodGroupState(ABC):
    """A read-only view of one composite pod group.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L251-L254
    """

    @abstractmethod
    def get_children(self) -> builtins.list[EntityKey]:
        """The keys of the child groups.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/listers.go#L253-L253
        """
