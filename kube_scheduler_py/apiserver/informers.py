"""Informers and listers over the in-memory API server: the stand-in for client-go's.

The scheduler never reads the API server directly. It registers event handlers on shared
informers (each informer keeps a local copy of one kind and tells its handlers about every
add, update and delete) and reads through listers (queries on those local copies). This
module offers the same shape as client-go, down to the accessor chain the Go code uses:

    factory.core().v1().pods().informer().add_event_handler(handler)
    factory.core().v1().pods().lister().pods("default").get("web")
    factory.storage().v1().storage_classes().lister().list(labels.everything())

Watch events are delivered by one asyncio task (`run`) in the order the API server made
them, one event at a time. Python: client-go runs a goroutine per informer, so its handlers
for different kinds may interleave in any order; one ordered stream keeps runs repeatable.
Each delivered event happens after the previous one on the virtual clock (Python: in a real
cluster no two watch events arrive at the same instant, and the scheduling queue orders pods
of equal priority by the time they arrived): an InstantClock's readings move on by a step
within the instant (simulate's clock), any other fake clock one microsecond.
"""

from __future__ import annotations

import asyncio
import builtins
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Generic, TypeVar

from kube_scheduler_py.apiserver.server import ADDED, DELETED, RESOURCES, APIServer, WatchEvent
from kube_scheduler_py.clock import FakeClock, InstantClock
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import GroupResource, new_not_found
from kube_scheduler_py.v1_31.api.policy import v1 as policyv1
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1

__all__ = [
    "DeletedFinalStateUnknown",
    "FilteringResourceEventHandler",
    "Lister",
    "NamespaceLister",
    "ResourceEventHandler",
    "ResourceEventHandlerFuncs",
    "SharedIndexInformer",
    "SharedInformerFactory",
]

T = TypeVar("T")

#: How far the virtual clock moves between two delivered watch events.
EVENT_SPACING = timedelta(microseconds=1)


class ResourceEventHandler:
    """Receives an informer's notifications (client-go's ResourceEventHandler)."""

    def on_add(self, obj: Any, is_in_initial_list: bool) -> None:
        """An object appeared (or was there when the informer started)."""

    def on_update(self, old_obj: Any, new_obj: Any) -> None:
        """An object changed."""

    def on_delete(self, obj: Any) -> None:
        """An object went away."""


@dataclass
class ResourceEventHandlerFuncs(ResourceEventHandler):
    """A handler made of up to three functions, like client-go's ResourceEventHandlerFuncs."""

    add_func: Callable[[Any], None] | None = None
    update_func: Callable[[Any, Any], None] | None = None
    delete_func: Callable[[Any], None] | None = None

    def on_add(self, obj: Any, is_in_initial_list: bool) -> None:
        if self.add_func is not None:
            self.add_func(obj)

    def on_update(self, old_obj: Any, new_obj: Any) -> None:
        if self.update_func is not None:
            self.update_func(old_obj, new_obj)

    def on_delete(self, obj: Any) -> None:
        if self.delete_func is not None:
            self.delete_func(obj)


@dataclass
class FilteringResourceEventHandler(ResourceEventHandler):
    """Passes on only what the filter accepts; an update across the filter's edge becomes
    an add or a delete, as in client-go."""

    filter_func: Callable[[Any], bool]
    handler: ResourceEventHandler

    def on_add(self, obj: Any, is_in_initial_list: bool) -> None:
        if self.filter_func(obj):
            self.handler.on_add(obj, is_in_initial_list)

    def on_update(self, old_obj: Any, new_obj: Any) -> None:
        new_ok, old_ok = self.filter_func(new_obj), self.filter_func(old_obj)
        if new_ok and old_ok:
            self.handler.on_update(old_obj, new_obj)
        elif new_ok:
            self.handler.on_add(new_obj, False)
        elif old_ok:
            self.handler.on_delete(old_obj)

    def on_delete(self, obj: Any) -> None:
        if self.filter_func(obj):
            self.handler.on_delete(obj)


@dataclass(frozen=True, slots=True)
class DeletedFinalStateUnknown:
    """A tombstone: a deletion whose last state the informer missed (client-go cache)."""

    key: str
    obj: Any


class SharedIndexInformer(Generic[T]):
    """The local copy of one kind, and the handlers told about its changes."""

    def __init__(self, cls: type[T]) -> None:
        self.cls = cls
        # What the informer's list/watch asks for (a field selector); others are not kept.
        self.selector: Callable[[T], bool] | None = None
        self.items: dict[tuple[str, str], T] = {}
        self._handlers: builtins.list[ResourceEventHandler] = []
        self._synced = False

    def add_event_handler(self, handler: ResourceEventHandler) -> None:
        """Register a handler; one added after start is first told about every item."""
        self._handlers.append(handler)
        if self._synced:
            for obj in self.items.values():
                handler.on_add(obj, True)

    def has_synced(self) -> bool:
        """Whether the initial list has been delivered."""
        return self._synced

    def get_store(self) -> Store[T]:
        """The local copy itself (client-go's GetStore), which tests may fill directly."""
        return Store(self)

    def _deliver(self, event: WatchEvent, initial: bool = False) -> None:
        obj = event.new
        key = (obj.metadata.namespace, obj.metadata.name)
        if self.selector is not None and not self.selector(obj):
            # An object that stops matching a watch's selector is seen as deleted; one that
            # never matched is never seen, not even its deletion (the apiserver's watch
            # filters a DELETED event by the object's last state).
            if key not in self.items:
                return
            event = WatchEvent(DELETED, None, obj)
        if event.type == DELETED:
            self.items.pop(key, None)
            for handler in self._handlers:
                handler.on_delete(obj)
        elif event.type == ADDED:
            self.items[key] = obj
            for handler in self._handlers:
                handler.on_add(obj, initial)
        else:
            old = self.items.get(key, event.old)
            self.items[key] = obj
            for handler in self._handlers:
                handler.on_update(old, obj)


class Store(Generic[T]):
    """An informer's local copy, written directly (client-go's cache.Store, as tests use it).

    Writing here bypasses the API server and the event handlers, as in client-go.
    """

    def __init__(self, informer: SharedIndexInformer[T]) -> None:
        self._informer = informer

    def add(self, obj: T) -> None:
        meta: Any = getattr(obj, "metadata")  # noqa: B009 - every stored kind has metadata
        self._informer.items[(meta.namespace, meta.name)] = obj

    update = add

    def delete(self, obj: T) -> None:
        meta: Any = getattr(obj, "metadata")  # noqa: B009
        self._informer.items.pop((meta.namespace, meta.name), None)

    def list(self) -> builtins.list[T]:
        return builtins.list(self._informer.items.values())


class NamespaceLister(Generic[T]):
    """Reads one namespace of a lister (client-go's `<Kind>NamespaceLister`)."""

    def __init__(self, lister: Lister[T], namespace: str) -> None:
        self._lister = lister
        self._namespace = namespace

    def list(self, selector: labels.Selector) -> builtins.list[T]:
        """The objects of the namespace whose labels match selector."""
        return [
            obj
            for obj in self._lister.list(selector)
            if obj.metadata.namespace == self._namespace  # type: ignore[attr-defined]
        ]

    def get(self, name: str) -> T:
        """The named object of the namespace, or a NotFound error."""
        return self._lister._get(self._namespace, name)


class Lister(Generic[T]):
    """Reads an informer's local copy (client-go's `<Kind>Lister`).

    Cluster-scoped kinds are read with get(name); namespaced kinds through the Go-named
    accessor (`pods(ns)`, `persistent_volume_claims(ns)`, ...) or `namespaced(ns)`.
    """

    def __init__(self, informer: SharedIndexInformer[T]) -> None:
        self._informer = informer

    def list(self, selector: labels.Selector) -> builtins.list[T]:
        """Every object whose labels match selector."""
        return [
            obj
            for obj in self._informer.items.values()
            if selector.matches(labels.Set(obj.metadata.labels))  # type: ignore[attr-defined]
        ]

    def get(self, name: str) -> T:
        """The named cluster-scoped object, or a NotFound error."""
        return self._get("", name)

    def namespaced(self, namespace: str) -> NamespaceLister[T]:
        """A view of one namespace."""
        return NamespaceLister(self, namespace)

    # The accessors client-go generates, one per namespaced kind.
    pods = persistent_volume_claims = services = replication_controllers = namespaced
    replica_sets = stateful_sets = pod_disruption_budgets = namespaced
    csi_storage_capacities = namespaced

    def _get(self, namespace: str, name: str) -> T:
        obj = self._informer.items.get((namespace, name))
        if obj is None:
            # client-go's generated listers name the resource by its lower-case kind:
            # `persistentvolumeclaim "x" not found`, `storageclass.storage.k8s.io "x" ...`.
            resource = RESOURCES[self._informer.cls]
            group = resource.group_resource.group
            raise new_not_found(GroupResource(group, resource.kind.lower()), name)
        return obj


class _InformerAccess(Generic[T]):
    """`factory.core().v1().pods()`: the informer and lister of one kind."""

    def __init__(self, factory: SharedInformerFactory, cls: type[T]) -> None:
        self._factory = factory
        self._cls = cls

    def informer(self) -> SharedIndexInformer[T]:
        return self._factory.informer_for(self._cls)

    def lister(self) -> Lister[T]:
        return Lister(self.informer())


class _CoreV1:
    def __init__(self, factory: SharedInformerFactory) -> None:
        self._f = factory

    def pods(self) -> _InformerAccess[v1.Pod]:
        return _InformerAccess(self._f, v1.Pod)

    def nodes(self) -> _InformerAccess[v1.Node]:
        return _InformerAccess(self._f, v1.Node)

    def namespaces(self) -> _InformerAccess[v1.Namespace]:
        return _InformerAccess(self._f, v1.Namespace)

    def persistent_volumes(self) -> _InformerAccess[v1.PersistentVolume]:
        return _InformerAccess(self._f, v1.PersistentVolume)

    def persistent_volume_claims(self) -> _InformerAccess[v1.PersistentVolumeClaim]:
        return _InformerAccess(self._f, v1.PersistentVolumeClaim)

    def services(self) -> _InformerAccess[v1.Service]:
        return _InformerAccess(self._f, v1.Service)

    def replication_controllers(self) -> _InformerAccess[v1.ReplicationController]:
        return _InformerAccess(self._f, v1.ReplicationController)


class _AppsV1:
    def __init__(self, factory: SharedInformerFactory) -> None:
        self._f = factory

    def replica_sets(self) -> _InformerAccess[appsv1.ReplicaSet]:
        return _InformerAccess(self._f, appsv1.ReplicaSet)

    def stateful_sets(self) -> _InformerAccess[appsv1.StatefulSet]:
        return _InformerAccess(self._f, appsv1.StatefulSet)


class _StorageV1:
    def __init__(self, factory: SharedInformerFactory) -> None:
        self._f = factory

    def storage_classes(self) -> _InformerAccess[storagev1.StorageClass]:
        return _InformerAccess(self._f, storagev1.StorageClass)

    def csi_nodes(self) -> _InformerAccess[storagev1.CSINode]:
        return _InformerAccess(self._f, storagev1.CSINode)

    def csi_drivers(self) -> _InformerAccess[storagev1.CSIDriver]:
        return _InformerAccess(self._f, storagev1.CSIDriver)

    def csi_storage_capacities(self) -> _InformerAccess[storagev1.CSIStorageCapacity]:
        return _InformerAccess(self._f, storagev1.CSIStorageCapacity)


class _PolicyV1:
    def __init__(self, factory: SharedInformerFactory) -> None:
        self._f = factory

    def pod_disruption_budgets(self) -> _InformerAccess[policyv1.PodDisruptionBudget]:
        return _InformerAccess(self._f, policyv1.PodDisruptionBudget)


class _SchedulingV1:
    def __init__(self, factory: SharedInformerFactory) -> None:
        self._f = factory

    def priority_classes(self) -> _InformerAccess[schedulingv1.PriorityClass]:
        return _InformerAccess(self._f, schedulingv1.PriorityClass)


class _Group(Generic[T]):
    def __init__(self, version: T) -> None:
        self._version = version

    def v1(self) -> T:
        return self._version


class SharedInformerFactory:
    """One informer per kind, shared by everyone who asks for it."""

    def __init__(self, server: APIServer) -> None:
        self.server = server
        self._informers: dict[type, SharedIndexInformer[Any]] = {}
        self._pending: deque[WatchEvent] = deque()
        self._wakeup = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._started = False
        server.watch(self._on_watch_event)

    # Go-shaped accessors.
    def core(self) -> _Group[_CoreV1]:
        return _Group(_CoreV1(self))

    def apps(self) -> _Group[_AppsV1]:
        return _Group(_AppsV1(self))

    def storage(self) -> _Group[_StorageV1]:
        return _Group(_StorageV1(self))

    def policy(self) -> _Group[_PolicyV1]:
        return _Group(_PolicyV1(self))

    def scheduling(self) -> _Group[_SchedulingV1]:
        return _Group(_SchedulingV1(self))

    def informer_for(self, cls: type[T]) -> SharedIndexInformer[T]:
        """The shared informer of a kind, created on first request."""
        informer = self._informers.get(cls)
        if informer is None:
            informer = SharedIndexInformer(cls)
            self._informers[cls] = informer
        return informer

    def start(self) -> None:
        """Fill every requested informer with what the server holds (the initial list)."""
        self._started = True
        for cls, informer in self._informers.items():
            for obj in self.server.list(cls):
                self._space_out()
                informer._deliver(WatchEvent(ADDED, None, obj), initial=True)
            informer._synced = True

    def wait_for_cache_sync(self) -> dict[type, bool]:
        """Whether each informer has its initial list (always true once started)."""
        return {cls: informer.has_synced() for cls, informer in self._informers.items()}

    def idle(self) -> bool:
        """No watch event is waiting to be delivered."""
        return not self._pending

    async def wait_idle(self) -> None:
        """Wait until every watch event so far has been delivered."""
        await self._idle.wait()

    async def run(self) -> None:
        """Deliver watch events to the informers, in order, until cancelled."""
        while True:
            while not self._pending:
                self._idle.set()
                self._wakeup.clear()
                await self._wakeup.wait()
            event = self._pending.popleft()
            self._space_out()
            informer = self._informers.get(type(event.new))
            if informer is not None and informer.has_synced():
                informer._deliver(event)

    def _space_out(self) -> None:
        """Let no two deliveries read the same time: an InstantClock's readings move on within
        the instant; another fake clock moves on by EVENT_SPACING."""
        clock = self.server.clock
        if isinstance(clock, InstantClock):
            clock.next_reading()
        elif isinstance(clock, FakeClock):
            clock.step(EVENT_SPACING)

    def _on_watch_event(self, event: WatchEvent) -> None:
        if not self._started:
            return
        self._pending.append(event)
        self._idle.clear()
        self._wakeup.set()
