"""A typed client for the in-memory API server, shaped like client-go's Clientset.

    client.core_v1().pods("default").bind(binding)
    client.core_v1().pods("default").patch_status("web", old_status, new_status)
    client.core_v1().persistent_volumes().update(pv)
    client.events_v1().events("default").create(event)

Python-only: the verbs the scheduler and its plugins call, over APIServer.
"""

from __future__ import annotations

import builtins
from typing import Any, Generic, TypeVar

from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.policy import v1 as policyv1
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1

__all__ = ["Clientset", "PodClient", "ResourceClient"]

T = TypeVar("T")


class ResourceClient(Generic[T]):
    """create/get/list/update/delete of one kind, in one namespace for namespaced kinds."""

    def __init__(self, server: APIServer, cls: type[T], namespace: str = "") -> None:
        self._server = server
        self._cls = cls
        self._namespace = namespace

    def create(self, obj: T) -> T:
        meta: Any = getattr(obj, "metadata")  # noqa: B009 - every stored kind has metadata
        if self._namespace and not meta.namespace:
            meta.namespace = self._namespace
        return self._server.create(obj)

    def get(self, name: str) -> T:
        return self._server.get(self._cls, self._namespace, name)

    def list(self) -> builtins.list[T]:
        objects = self._server.list(self._cls)
        if not self._namespace:
            return objects
        return [o for o in objects if o.metadata.namespace == self._namespace]

    def update(self, obj: T) -> T:
        return self._server.update(obj)

    def update_status(self, obj: T) -> T:
        return self._server.update_status(obj)

    def delete(self, name: str) -> None:
        self._server.delete(self._cls, self._namespace, name)


class PodClient(ResourceClient[v1.Pod]):
    """Pods, with the binding subresource and status patches."""

    def bind(self, binding: v1.Binding) -> None:
        """POST pods/NAME/binding."""
        if not binding.metadata.namespace:
            binding.metadata.namespace = self._namespace
        self._server.bind(binding)

    def patch_status(self, name: str, old_status: v1.PodStatus, new_status: v1.PodStatus) -> v1.Pod:
        """PATCH pods/NAME/status with the strategic-merge patch from old_status to new_status."""
        return self._server.patch_pod_status(self._namespace, name, new_status)

    def apply_status(self, name: str, status: v1.PodStatus) -> v1.Pod:
        """Server-side apply of status conditions (merged by type)."""
        old = self._server.get(v1.Pod, self._namespace, name)
        status.nominated_node_name = old.status.nominated_node_name
        return self._server.patch_pod_status(self._namespace, name, status)


class _CoreV1:
    def __init__(self, server: APIServer) -> None:
        self._s = server

    def pods(self, namespace: str) -> PodClient:
        return PodClient(self._s, v1.Pod, namespace)

    def nodes(self) -> ResourceClient[v1.Node]:
        return ResourceClient(self._s, v1.Node)

    def namespaces(self) -> ResourceClient[v1.Namespace]:
        return ResourceClient(self._s, v1.Namespace)

    def persistent_volumes(self) -> ResourceClient[v1.PersistentVolume]:
        return ResourceClient(self._s, v1.PersistentVolume)

    def persistent_volume_claims(self, namespace: str) -> ResourceClient[v1.PersistentVolumeClaim]:
        return ResourceClient(self._s, v1.PersistentVolumeClaim, namespace)

    def services(self, namespace: str) -> ResourceClient[v1.Service]:
        return ResourceClient(self._s, v1.Service, namespace)

    def replication_controllers(self, namespace: str) -> ResourceClient[v1.ReplicationController]:
        return ResourceClient(self._s, v1.ReplicationController, namespace)


class _AppsV1:
    def __init__(self, server: APIServer) -> None:
        self._s = server

    def replica_sets(self, namespace: str) -> ResourceClient[appsv1.ReplicaSet]:
        return ResourceClient(self._s, appsv1.ReplicaSet, namespace)

    def stateful_sets(self, namespace: str) -> ResourceClient[appsv1.StatefulSet]:
        return ResourceClient(self._s, appsv1.StatefulSet, namespace)


class _StorageV1:
    def __init__(self, server: APIServer) -> None:
        self._s = server

    def storage_classes(self) -> ResourceClient[storagev1.StorageClass]:
        return ResourceClient(self._s, storagev1.StorageClass)

    def csi_nodes(self) -> ResourceClient[storagev1.CSINode]:
        return ResourceClient(self._s, storagev1.CSINode)

    def csi_drivers(self) -> ResourceClient[storagev1.CSIDriver]:
        return ResourceClient(self._s, storagev1.CSIDriver)

    def csi_storage_capacities(
        self, namespace: str
    ) -> ResourceClient[storagev1.CSIStorageCapacity]:
        return ResourceClient(self._s, storagev1.CSIStorageCapacity, namespace)


class _PolicyV1:
    def __init__(self, server: APIServer) -> None:
        self._s = server

    def pod_disruption_budgets(
        self, namespace: str
    ) -> ResourceClient[policyv1.PodDisruptionBudget]:
        return ResourceClient(self._s, policyv1.PodDisruptionBudget, namespace)


class _SchedulingV1:
    def __init__(self, server: APIServer) -> None:
        self._s = server

    def priority_classes(self) -> ResourceClient[schedulingv1.PriorityClass]:
        return ResourceClient(self._s, schedulingv1.PriorityClass)


class _EventsV1:
    def __init__(self, server: APIServer) -> None:
        self._s = server

    def events(self, namespace: str) -> ResourceClient[eventsv1.Event]:
        return ResourceClient(self._s, eventsv1.Event, namespace)


class Clientset:
    """What `handle.client_set()` returns: typed access to the in-memory API server."""

    def __init__(self, server: APIServer) -> None:
        self.server = server

    def core_v1(self) -> _CoreV1:
        return _CoreV1(self.server)

    def apps_v1(self) -> _AppsV1:
        return _AppsV1(self.server)

    def storage_v1(self) -> _StorageV1:
        return _StorageV1(self.server)

    def policy_v1(self) -> _PolicyV1:
        return _PolicyV1(self.server)

    def scheduling_v1(self) -> _SchedulingV1:
        return _SchedulingV1(self.server)

    def events_v1(self) -> _EventsV1:
        return _EventsV1(self.server)

    def create(self, obj: Any) -> Any:
        """Create an object of any stored kind (what `kubectl create -f` does)."""
        return self.server.create(obj)
