"""The verbs of the in-memory APIServer, spoken to a real kube-apiserver over HTTPS.

The scheduler reaches the API server only through `Clientset` and `SharedInformerFactory`
(kube_scheduler_py.apiserver), and they only through a handful of verbs: create, get, list,
update, update_status, delete, bind, patch_pod_status and watch. `RemoteAPIServer` offers the
same verbs against a real cluster, so that no ported file knows which one it talks to.

- Reads and writes are plain JSON requests (the standard library's HTTP client), decoded into
  and encoded from the port's API types. They block the event loop for the length of one
  request, a few milliseconds on a local cluster. Python: Go makes them from goroutines.
- `list(cls)` (what the informers' initial list calls) also starts a watch of that kind from
  the list's resourceVersion, in a thread that hands each event to the asyncio loop. A watch
  that ends is resumed from the last resourceVersion it saw; one that fails (410 Gone at once,
  any other error after a pause) lists again and reports what changed meanwhile.

Python-only: client-go's REST client and reflector, cut down to what the scheduler uses. The
official `kubernetes` package was not used: its models would have to be converted into the
port's types anyway, and it brings dependencies a learner's install does not need.
"""

from __future__ import annotations

import asyncio
import builtins
import json
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

from kube_scheduler_py.apiserver.server import ADDED, DELETED, MODIFIED, RESOURCES, WatchEvent
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import StatusError
from kube_scheduler_py.v1_31.api.serialization import from_dict, to_dict

__all__ = ["RemoteAPIServer"]

#: How long one watch request may stay open before the server ends it and the watch resumes.
WATCH_TIMEOUT_SECONDS = 300


class RemoteAPIServer:
    """A real API server behind the in-memory APIServer's verbs."""

    def __init__(self, connection: Connection, clock: PassiveClock) -> None:
        self.connection = connection
        self.clock = clock
        self._watchers: list[Callable[[WatchEvent], None]] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping = threading.Event()

    # -- watching -------------------------------------------------------------------------

    def watch(self, watcher: Callable[[WatchEvent], None]) -> None:
        """Call watcher, on the running asyncio loop (the informers are built inside it), with
        every change of a kind listed so far."""
        self._loop = asyncio.get_running_loop()
        self._watchers.append(watcher)

    def close(self) -> None:
        """Stop every watch (the threads end when their current request does)."""
        self._stopping.set()

    def _notify(self, event: WatchEvent) -> None:
        for watcher in self._watchers:
            watcher(event)

    def _watch_from(self, cls: type, objects: dict[tuple[str, str], Any], version: str) -> None:
        """A watch thread: follow cls from resourceVersion version, until close()."""
        stale = False
        while not self._stopping.is_set():
            try:
                if stale:
                    version = self._relist(cls, objects)
                    stale = False
                for kind, data in self._stream(cls, version):
                    if kind == "BOOKMARK":
                        version = data["metadata"]["resourceVersion"]
                        continue
                    if kind == "ERROR":
                        raise StatusError(data.get("reason", ""), data.get("code", 0), "")
                    obj: Any = from_dict(cls, data)
                    version = obj.metadata.resource_version
                    key = (obj.metadata.namespace, obj.metadata.name)
                    if kind == DELETED:
                        objects.pop(key, None)
                    else:
                        objects[key] = obj
                    self._hand_over(WatchEvent(kind, None, obj))
            except StatusError as err:
                # As client-go's reflector does: after a failed watch (or list), list again —
                # at once if the watch only expired (410 Gone), after a pause otherwise.
                stale = True
                if err.code != 410 and self._stopping.wait(1.0):
                    return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if self._stopping.wait(1.0):
                    return

    def _relist(self, cls: type, objects: dict[tuple[str, str], Any]) -> str:
        """After an expired watch: list again and report the differences as events."""
        listed, version = self._list(cls)
        fresh = {(o.metadata.namespace, o.metadata.name): o for o in listed}
        for key, old in builtins.list(objects.items()):
            if key not in fresh:
                del objects[key]
                self._hand_over(WatchEvent(DELETED, None, old))
        for key, obj in fresh.items():
            known = objects.get(key)
            if known is None or known.metadata.resource_version != obj.metadata.resource_version:
                objects[key] = obj
                self._hand_over(WatchEvent(ADDED if known is None else MODIFIED, None, obj))
        return version

    def _hand_over(self, event: WatchEvent) -> None:
        assert self._loop is not None
        self._loop.call_soon_threadsafe(self._notify, event)

    def _stream(self, cls: type, version: str) -> Iterator[tuple[str, Any]]:
        query = {
            "watch": "1",
            "resourceVersion": version,
            "allowWatchBookmarks": "true",
            "timeoutSeconds": str(WATCH_TIMEOUT_SECONDS),
        }
        path = f"{_collection(cls)}?{urllib.parse.urlencode(query)}"
        with self.connection.open("GET", path, timeout=WATCH_TIMEOUT_SECONDS + 30) as answer:
            for line in answer:
                if self._stopping.is_set():
                    return
                if line.strip():
                    event = json.loads(line)
                    yield event["type"], event["object"]

    # -- generic verbs --------------------------------------------------------------------

    def create(self, obj: Any) -> Any:
        """POST the object to its collection; return what the server stored."""
        meta = obj.metadata
        namespace = meta.namespace or ("default" if RESOURCES[type(obj)].namespaced else "")
        return self._call(type(obj), "POST", _collection(type(obj), namespace), obj)

    def get(self, cls: type, namespace: str, name: str) -> Any:
        return self._call(cls, "GET", _item(cls, namespace, name))

    def list(self, cls: type) -> builtins.list[Any]:
        """Every object of a kind; the first list of a kind also starts its watch."""
        objects, version = self._list(cls)
        known = {(o.metadata.namespace, o.metadata.name): o for o in objects}
        thread = threading.Thread(
            target=self._watch_from,
            args=(cls, known, version),
            name=f"watch {RESOURCES[cls].group_resource.resource}",
            daemon=True,
        )
        thread.start()
        return objects

    def _list(self, cls: type) -> tuple[builtins.list[Any], str]:
        answer = self.connection.request("GET", _collection(cls))
        items: builtins.list[Any] = [from_dict(cls, i) for i in answer.get("items") or []]
        return items, answer["metadata"]["resourceVersion"]

    def update(self, obj: Any) -> Any:
        meta = obj.metadata
        return self._call(type(obj), "PUT", _item(type(obj), meta.namespace, meta.name), obj)

    def update_status(self, obj: Any) -> Any:
        meta = obj.metadata
        path = _item(type(obj), meta.namespace, meta.name) + "/status"
        return self._call(type(obj), "PUT", path, obj)

    def delete(self, cls: type, namespace: str, name: str) -> None:
        self.connection.request("DELETE", _item(cls, namespace, name))

    # -- pods -----------------------------------------------------------------------------

    def bind(self, binding: v1.Binding) -> None:
        """POST pods/NAME/binding."""
        meta = binding.metadata
        body = {"apiVersion": "v1", "kind": "Binding", **to_dict(binding)}
        self.connection.request("POST", _item(v1.Pod, meta.namespace, meta.name) + "/binding", body)

    def patch_pod_status(self, namespace: str, name: str, status: v1.PodStatus) -> v1.Pod:
        """A strategic-merge patch of the status: conditions merge by type, and the nominated
        node name is set (or cleared)."""
        patch = {
            "status": {
                "conditions": [to_dict(c) for c in status.conditions],
                "nominatedNodeName": status.nominated_node_name or None,
            }
        }
        path = _item(v1.Pod, namespace, name) + "/status"
        answer = self.connection.request(
            "PATCH", path, patch, content_type="application/strategic-merge-patch+json"
        )
        pod: v1.Pod = from_dict(v1.Pod, answer)
        return pod

    def _call(self, cls: type, method: str, path: str, obj: Any = None) -> Any:
        body = None
        if obj is not None:
            resource = RESOURCES[cls]
            group = resource.group_resource.group
            api_version = f"{group}/v1" if group else "v1"
            body = {"apiVersion": api_version, "kind": resource.kind, **to_dict(obj)}
        return from_dict(cls, self.connection.request(method, path, body))


def _collection(cls: type, namespace: str = "") -> str:
    """The URL path of a kind's collection (in one namespace, or across all)."""
    resource = RESOURCES[cls]
    group = resource.group_resource.group
    prefix = f"/apis/{group}/v1" if group else "/api/v1"
    if resource.namespaced and namespace:
        prefix += f"/namespaces/{namespace}"
    return f"{prefix}/{resource.group_resource.resource}"


def _item(cls: type, namespace: str, name: str) -> str:
    return f"{_collection(cls, namespace)}/{urllib.parse.quote(name)}"
