"""AssumeCache: an informer-fed cache whose objects can be updated in memory ("assumed").

The scheduler assumes the PV and PVC updates it is about to make (and DRA the claims it
allocates) so that the next pods see them before the informer delivers the API server's
answer. Restore drops an assumed version again; a newer informer version replaces it.
"""

from __future__ import annotations

import builtins
from collections import deque
from collections.abc import Callable
from typing import Any, Protocol

from kube_scheduler_py.v1_31.api.client_go.tools.cache.delta_fifo import DeletedFinalStateUnknown
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote


class ResourceEventHandler(Protocol):
    """The handler interface of client-go's informers, as the cache calls it.

    # Python: stands in for cache.ResourceEventHandler (OnAdd, OnUpdate, OnDelete).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L224-L228
    """

    def on_add(self, obj: Any, is_in_initial_list: bool) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L225-L225"""

    def on_update(self, old_obj: Any, new_obj: Any) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L226-L226"""

    def on_delete(self, obj: Any) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L227-L227"""


class Informer(Protocol):
    """What NewAssumeCache needs of an informer: registering event handlers.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L34-L36
    """

    def add_event_handler(self, handler: Any) -> Any:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L35-L35"""


class _resourceEventHandlerFuncs:
    """Adapts three functions to ResourceEventHandler (client-go's ResourceEventHandlerFuncs).

    # Python: a private stand-in, so the cache does not depend on the informer package.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L237-L241
    """

    def __init__(
        self,
        add_func: Callable[[Any], None],
        update_func: Callable[[Any, Any], None],
        delete_func: Callable[[Any], None],
    ) -> None:
        self.add_func = add_func
        self.update_func = update_func
        self.delete_func = delete_func

    def on_add(self, obj: Any, is_in_initial_list: bool) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L244-L248"""

        self.add_func(obj)

    def on_update(self, old_obj: Any, new_obj: Any) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L251-L255"""

        self.update_func(old_obj, new_obj)

    def on_delete(self, obj: Any) -> None:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/cache/controller.go#L258-L262"""

        self.delete_func(obj)


class AssumeCacheError(Exception):
    """An error of the assume cache.

    # Python-only: Go's sentinel errors ErrWrongType, ErrNotFound and ErrObjectName are the
    # classes WrongTypeError, NotFoundError and ObjectNameError: errors.Is(err, ErrNotFound)
    # is isinstance(err, NotFoundError).
    """


class WrongTypeError(AssumeCacheError):
    """An object of an unexpected type.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L63-L66
    """

    def __init__(self, type_name: str, object: Any) -> None:
        # Python: Go prints the object with %+v; here its repr.
        super().__init__(f"could not convert object to type {type_name}: {object!r}")
        self.type_name = type_name
        self.object = object


class NotFoundError(AssumeCacheError):
    """No object under the key.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L76-L79
    """

    def __init__(self, type_name: str, object_key: str) -> None:
        super().__init__(f"could not find {type_name} {go_quote(object_key)}")
        self.type_name = type_name
        self.object_key = object_key


class ObjectNameError(AssumeCacheError):
    """The key of an object could not be computed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L89-L91
    """

    def __init__(self, detailed_err: BaseException) -> None:
        super().__init__(f"failed to get object name: {detailed_err}")
        self.detailed_err = detailed_err


class objInfo:
    """One cached object: its informer version and its latest (maybe assumed) version.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L163-L172
    """

    def __init__(self, name: str, latest_obj: Any = None, api_obj: Any = None) -> None:
        self.name = name
        self.latest_obj = latest_obj
        self.api_obj = api_obj


IndexFunc = Callable[[Any], builtins.list[str]]


def _meta_namespace_key_func(obj: Any) -> str:
    """client-go's MetaNamespaceKeyFunc: "namespace/name", or "name" without namespace."""
    if isinstance(obj, DeletedFinalStateUnknown):
        return obj.key
    try:
        namespace, name = obj.namespace, obj.name
    except AttributeError as err:
        raise AssumeCacheError(f"object has no meta: {err}") from err
    if len(namespace) > 0:
        return namespace + "/" + name
    return name


def _parse_int64(s: str) -> int:
    """strconv.ParseInt(s, 10, 64) with its error message."""
    if s.strip() != s or not s.lstrip("+-").isdigit():
        raise ValueError(f"strconv.ParseInt: parsing {go_quote(s)}: invalid syntax")
    value = int(s)
    if not -(1 << 63) <= value < (1 << 63):
        raise ValueError(f"strconv.ParseInt: parsing {go_quote(s)}: value out of range")
    return value


class AssumeCache:
    """A cache over an informer that also holds assumed (in-memory) versions of objects.

    Objects are keyed like client-go's MetaNamespaceKeyFunc. Get and List return the latest
    version (assumed or from the informer); an informer update with a newer resource version
    always replaces it.

    # Python: a dict keyed by name replaces cache.Indexer; List by index scans it, in key
    # order (Go's order is that of a map). No locks: the port runs on one thread.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L119-L161
    """

    def __init__(
        self,
        informer: Informer | None,
        description: str,
        index_name: str,
        index_func: IndexFunc | None,
    ) -> None:
        # Python: the constructor does what NewAssumeCache does, so that subclasses (the PV
        # and PVC caches) get the same set-up.
        self.event_handlers: builtins.list[ResourceEventHandler] = []
        self.handler_registration: Any = None
        # Event deliveries queued while updating; drained after each update, in order.
        self.event_queue: deque[Callable[[], None]] = deque()
        self.description = description
        self.store: dict[str, objInfo] = {}
        self.index_func = index_func
        self.index_name = index_name

        # Unit tests use no informer.
        if informer is not None:
            self.handler_registration = informer.add_event_handler(
                _resourceEventHandlerFuncs(
                    add_func=self.add, update_func=self.update, delete_func=self.delete
                )
            )

    def obj_info_index_func(self, obj: Any) -> builtins.list[str]:
        """The index values of a cached object's latest version.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L182-L188
        """
        if not isinstance(obj, objInfo):
            raise WrongTypeError("objInfo", obj)
        if self.index_func is None:
            # Python: Go's indexer has no index of that name and fails the same way.
            raise AssumeCacheError(f"Index with name {self.index_name} does not exist")
        return self.index_func(obj.latest_obj)

    def add(self, obj: Any) -> None:
        """Store an informer object unless the cached version is as new or newer.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L218-L263
        """
        if obj is None:
            return

        try:
            name = _meta_namespace_key_func(obj)
        except AssumeCacheError:
            # Python: Go logs ObjectNameError "Add failed".
            return

        try:
            old_obj: Any = None
            try:
                obj_info = self.get_obj_info(name)
            except AssumeCacheError:
                obj_info = None
            if obj_info is not None:
                try:
                    new_version = self.get_obj_version(name, obj)
                    stored_version = self.get_obj_version(name, obj_info.latest_obj)
                except AssumeCacheError:
                    # Python: Go logs the version error and drops the update.
                    return
                # Keep assumed objects over informer resyncs of older versions.
                if new_version <= stored_version:
                    return
                old_obj = obj_info.latest_obj

            new_info = objInfo(name=name, latest_obj=obj, api_obj=obj)
            if self.index_name != "" and self.index_func is not None:
                try:
                    self.obj_info_index_func(new_info)
                except Exception:
                    # Python: the indexer rejects an object it cannot index; Go logs it.
                    return
            self.store[name] = new_info
            self.push_event(old_obj, obj)
        finally:
            self.emit_events()

    def update(self, old_obj: Any, new_obj: Any) -> None:
        """An informer update: the same as add of the new object.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L265-L267
        """
        self.add(new_obj)

    def delete(self, obj: Any) -> None:
        """Drop an object the informer saw deleted.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L269-L298
        """
        if obj is None:
            return

        try:
            name = _meta_namespace_key_func(obj)
        except AssumeCacheError:
            # Python: Go logs ObjectNameError "Failed to delete".
            return

        try:
            old_obj: Any = None
            if len(self.event_handlers) > 0 and name in self.store:
                old_obj = self.store[name].latest_obj
            self.store.pop(name, None)
            self.push_event(old_obj, None)
        finally:
            self.emit_events()

    def push_event(self, old_obj: Any, new_obj: Any) -> None:
        """Queue the delivery of a change to every handler: an add when old_obj is None, a
        delete when new_obj is None, an update otherwise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L307-L324
        """
        for handler in self.event_handlers:
            if old_obj is None:
                self.event_queue.append(_bind_add(handler, new_obj, False))
            elif new_obj is None:
                self.event_queue.append(_bind_delete(handler, old_obj))
            else:
                self.event_queue.append(_bind_update(handler, old_obj, new_obj))

    def get_obj_version(self, name: str, obj: Any) -> int:
        """The object's resource version as an integer; raises AssumeCacheError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L326-L338
        """
        try:
            resource_version = obj.resource_version
        except AttributeError as err:
            raise AssumeCacheError(
                f"object does not implement the Object interfaces: {err}"
            ) from err
        try:
            return _parse_int64(resource_version)
        except ValueError as err:
            raise AssumeCacheError(
                f"error parsing ResourceVersion {go_quote(resource_version)} for "
                f"{self.description} {go_quote(name)}: {err}"
            ) from None

    def get_obj_info(self, key: str) -> objInfo:
        """The cached entry of key; raises NotFoundError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L340-L354
        """
        if key not in self.store:
            raise NotFoundError(type_name=self.description, object_key=key)
        return self.store[key]

    def get(self, key: str) -> Any:
        """The latest version of the object under key; raises NotFoundError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L357-L366
        """
        return self.get_obj_info(key).latest_obj

    def get_api_obj(self, key: str) -> Any:
        """The informer's version of the object under key; raises NotFoundError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L369-L378
        """
        return self.get_obj_info(key).api_obj

    def list(self, index_obj: Any) -> builtins.list[Any]:
        """The latest versions of all objects, or of those sharing index_obj's index value
        when the cache has an index.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L381-L386
        """
        return self.list_locked(index_obj)

    def list_locked(self, index_obj: Any) -> builtins.list[Any]:
        """List without taking the lock; an index_obj the index cannot file lists nothing.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L388-L411
        """
        infos = [self.store[key] for key in sorted(self.store)]
        if self.index_name != "":
            try:
                wanted = set(self.obj_info_index_func(objInfo(name="", latest_obj=index_obj)))
            except Exception:
                # Python: Go logs "List index error" and returns nil.
                return []
            infos = [info for info in infos if wanted & set(self.obj_info_index_func(info))]
        return [info.latest_obj for info in infos]

    def assume(self, obj: Any) -> None:
        """Replace the cached version in memory only; raises when the object is not cached
        or older than the cached version.

        Assuming an object with the same version is allowed, but an informer update of that
        version then wins; only objects returned by the API server are safe to assume.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L426-L461
        """
        try:
            name = _meta_namespace_key_func(obj)
        except AssumeCacheError as err:
            raise ObjectNameError(err) from err

        try:
            obj_info = self.get_obj_info(name)
            new_version = self.get_obj_version(name, obj)
            stored_version = self.get_obj_version(name, obj_info.latest_obj)

            if new_version < stored_version:
                raise AssumeCacheError(
                    f"{self.description} {go_quote(name)} is out of sync "
                    f"(stored: {stored_version}, assume: {new_version})"
                )

            self.push_event(obj_info.latest_obj, obj)
            obj_info.latest_obj = obj
        finally:
            self.emit_events()

    def restore(self, obj_name: str) -> None:
        """Go back to the informer's version of the object (nothing if it is gone).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L464-L480
        """
        try:
            obj_info = self.store.get(obj_name)
            if obj_info is not None and obj_info.latest_obj is not obj_info.api_obj:
                self.push_event(obj_info.latest_obj, obj_info.api_obj)
                obj_info.latest_obj = obj_info.api_obj
        finally:
            self.emit_events()

    def add_event_handler(self, handler: ResourceEventHandler) -> Any:
        """Register a handler; it first receives an add for every cached object.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L488-L507
        """
        try:
            self.event_handlers.append(handler)
            for obj in self.list_locked(None):
                self.event_queue.append(_bind_add(handler, obj, True))

            if self.handler_registration is None:
                # Without an informer the cache is synced at once.
                return syncedHandlerRegistration()
            return self.handler_registration
        finally:
            self.emit_events()

    def emit_events(self) -> None:
        """Deliver the queued events in order.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L511-L525
        """
        while self.event_queue:
            deliver = self.event_queue.popleft()
            deliver()


def _bind_add(handler: ResourceEventHandler, obj: Any, initial: bool) -> Callable[[], None]:
    return lambda: handler.on_add(obj, initial)


def _bind_update(handler: ResourceEventHandler, old: Any, new: Any) -> Callable[[], None]:
    return lambda: handler.on_update(old, new)


def _bind_delete(handler: ResourceEventHandler, obj: Any) -> Callable[[], None]:
    return lambda: handler.on_delete(obj)


class syncedHandlerRegistration:
    """The registration returned without an informer: always synced.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L529-L529
    """

    def has_synced(self) -> bool:
        """True.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L531-L531
        """
        return True


def new_assume_cache(
    informer: Informer | None,
    description: str,
    index_name: str,
    index_func: IndexFunc | None,
) -> AssumeCache:
    """A cache fed by informer (None in unit tests) with an optional index.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L191-L216
    """
    return AssumeCache(informer, description, index_name, index_func)


def add_test_object(cache: AssumeCache, obj: Any) -> None:
    """Add obj to the cache as the informer would (unit tests only).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L40-L42
    """
    cache.add(obj)


def update_test_object(cache: AssumeCache, obj: Any) -> None:
    """Update obj in the cache as the informer would (unit tests only).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L46-L48
    """
    cache.update(None, obj)


def delete_test_object(cache: AssumeCache, obj: Any) -> None:
    """Delete obj from the cache as the informer would (unit tests only).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/util/assumecache/assume_cache.go#L52-L54
    """
    cache.delete(obj)
