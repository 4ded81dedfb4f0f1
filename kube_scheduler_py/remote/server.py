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
  any other error after a pause) lists again and reports what changed meanwhile. A watch never
  ends for an error while the process runs; its failures and resumptions are logged.
- A request that does not reach the API server (refused, reset, timed out) raises
  `TransportError`, whose cause is the socket's error, as client-go returns a url.Error: the
  scheduler's error paths treat it as any other failed request. The first such failure after a
  success is logged as an outage, and the first success after it as its end.

Python-only: client-go's REST client and reflector, cut down to what the scheduler uses. The
official `kubernetes` package was not used: its models would have to be converted into the
port's types anyway, and it brings dependencies a learner's install does not need.
"""

from __future__ import annotations

import asyncio
import builtins
import http.client
import json
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

from kube_scheduler_py.apiserver.errors import ClientError
from kube_scheduler_py.apiserver.server import ADDED, DELETED, MODIFIED, RESOURCES, WatchEvent
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import StatusError
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.serialization import from_dict, to_dict

__all__ = ["RemoteAPIServer", "TransportError"]

#: How long one watch request may stay open before the server ends it and the watch resumes.
WATCH_TIMEOUT_SECONDS = 300
#: How long a failed watch waits before it lists again.
WATCH_RETRY_SECONDS = 1.0

#: What a request that never got an answer raises, below urllib.
_TRANSPORT_ERRORS = (OSError, http.client.HTTPException)


class TransportError(ClientError):
    """Python-only: a request that got no answer from the API server (client-go's url.Error);
    its __cause__ is the socket's error."""


class RemoteAPIServer:
    """A real API server behind the in-memory APIServer's verbs."""

    def __init__(self, connection: Connection, clock: PassiveClock) -> None:
        self.connection = connection
        self.clock = clock
        self._watchers: list[Callable[[WatchEvent], None]] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping = threading.Event()
        self._outage_lock = threading.Lock()
        self._outage_since: float | None = None

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
        resource = RESOURCES[cls].group_resource.resource
        stale = False
        failing_since: float | None = None
        while not self._stopping.is_set():
            try:
                if stale:
                    version = self._relist(cls, objects)
                    stale = False
                    if failing_since is not None:
                        after = _seconds_since(failing_since)
                        klog.v(2).info("Watch resumed", resource=resource, after=after)
                        failing_since = None
                for kind, data in self._stream(cls, version):
                    if kind == "BOOKMARK":
                        version = data["metadata"]["resourceVersion"]
                        continue
                    if kind == "ERROR":
                        raise StatusError(data.get("reason", ""), data.get("code", 0), "")
                    obj: Any = _decode(cls, data)
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
                if err.code == 410:
                    klog.v(4).info("Watch expired; listing again", resource=resource)
                    continue
                failing_since = self._watch_failed(resource, err, failing_since)
                if self._stopping.wait(WATCH_RETRY_SECONDS):
                    return
            except Exception as err:
                # Anything else (the connection refused or cut mid-stream, a garbled line):
                # list again after a pause, as the reflector does after any watch error.
                stale = True
                failing_since = self._watch_failed(resource, err, failing_since)
                if self._stopping.wait(WATCH_RETRY_SECONDS):
                    return

    @staticmethod
    def _watch_failed(resource: str, err: BaseException, since: float | None) -> float:
        """Log the first failure of a run of them; the start of the run."""
        if since is None:
            klog.warning("Failed to watch; retrying", resource=resource, err=_describe(err))
            return time.monotonic()
        return since

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
        with self._open("GET", path, timeout=WATCH_TIMEOUT_SECONDS + 30) as answer:
            for line in answer:
                if self._stopping.is_set():
                    return
                if line.strip():
                    event = json.loads(line)
                    yield event["type"], event["object"]

    # -- requests -------------------------------------------------------------------------

    def _open(
        self,
        method: str,
        path: str,
        body: Any = None,
        content_type: str = "application/json",
        timeout: float = 30.0,
    ) -> http.client.HTTPResponse:
        """Send one request; a TransportError if no answer came (an HTTP error status is the
        StatusError the connection raises)."""
        try:
            answer = self.connection.open(method, path, body, content_type, timeout)
        except StatusError:
            self._reached()
            raise
        except _TRANSPORT_ERRORS as err:
            # urllib wraps the socket's error; the cause is that error (ConnectionRefusedError,
            # TimeoutError...), which the scheduler's retry checks read.
            reason = getattr(err, "reason", None)
            cause = reason if isinstance(reason, BaseException) else err
            raise self._transport_error(method, path, cause) from cause
        self._reached()
        return answer

    def _request(
        self, method: str, path: str, body: Any = None, content_type: str = "application/json"
    ) -> Any:
        """Send one request and decode the JSON answer (a cut answer is a TransportError)."""
        with self._open(method, path, body, content_type) as answer:
            try:
                data = answer.read()
            except _TRANSPORT_ERRORS as err:
                raise self._transport_error(method, path, err) from err
        return json.loads(data or b"null")

    def _transport_error(self, method: str, path: str, cause: BaseException) -> TransportError:
        """The error of a request that got no answer, noted as (part of) an outage."""
        failure = TransportError(f'{method.title()} "{self.connection.server}{path}": {cause}')
        self._unreachable(failure)
        return failure

    def _unreachable(self, err: TransportError) -> None:
        with self._outage_lock:
            if self._outage_since is not None:
                return
            self._outage_since = time.monotonic()
        klog.v(2).info("The API server is unreachable", err=err)

    def _reached(self) -> None:
        with self._outage_lock:
            since, self._outage_since = self._outage_since, None
        if since is not None:
            klog.v(2).info("The API server is reachable again", after=_seconds_since(since))

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
        answer = self._request("GET", _collection(cls))
        items: builtins.list[Any] = [_decode(cls, i) for i in answer.get("items") or []]
        return items, answer["metadata"]["resourceVersion"]

    def update(self, obj: Any) -> Any:
        meta = obj.metadata
        return self._call(type(obj), "PUT", _item(type(obj), meta.namespace, meta.name), obj)

    def update_status(self, obj: Any) -> Any:
        meta = obj.metadata
        path = _item(type(obj), meta.namespace, meta.name) + "/status"
        return self._call(type(obj), "PUT", path, obj)

    def delete(self, cls: type, namespace: str, name: str) -> None:
        self._request("DELETE", _item(cls, namespace, name))

    # -- pods -----------------------------------------------------------------------------

    def bind(self, binding: v1.Binding) -> None:
        """POST pods/NAME/binding."""
        meta = binding.metadata
        body = {"apiVersion": "v1", "kind": "Binding", **to_dict(binding)}
        self._request("POST", _item(v1.Pod, meta.namespace, meta.name) + "/binding", body)

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
        answer = self._request("PATCH", path, patch, _STRATEGIC_MERGE_PATCH)
        pod: v1.Pod = _decode(v1.Pod, answer)
        return pod

    # -- events (the broadcaster's sink) --------------------------------------------------

    def create_event(self, event: eventsv1.Event) -> eventsv1.Event:
        """Python-only: the events sink's Create (POST to the event's namespace)."""
        stored: eventsv1.Event = self.create(event)
        return stored

    def patch_event(self, event: eventsv1.Event, patch: dict[str, Any]) -> eventsv1.Event:
        """Python-only: the events sink's Patch, a strategic-merge patch of the named Event."""
        path = _item(eventsv1.Event, event.metadata.namespace, event.metadata.name)
        answer = self._request("PATCH", path, patch, _STRATEGIC_MERGE_PATCH)
        patched: eventsv1.Event = _decode(eventsv1.Event, answer)
        return patched

    def _call(self, cls: type, method: str, path: str, obj: Any = None) -> Any:
        body = None
        if obj is not None:
            resource = RESOURCES[cls]
            group = resource.group_resource.group
            api_version = f"{group}/v1" if group else "v1"
            body = {"apiVersion": api_version, "kind": resource.kind, **to_dict(obj)}
        return _decode(cls, self._request(method, path, body))


_STRATEGIC_MERGE_PATCH = "application/strategic-merge-patch+json"


def _decode(cls: type, data: dict[str, Any]) -> Any:
    """An object of the API server's answer without its apiVersion and kind, as client-go's
    typed clients decode every object: a list's items carry neither, a watch's objects and a
    single object both, and an update whose only difference is those two fields would look
    like a change of the object (a pending pod read from the first list was queued again by
    the watch event of its own status patch, and so tried twice)."""
    fields = {key: value for key, value in data.items() if key not in ("apiVersion", "kind")}
    return from_dict(cls, fields)


def _seconds_since(start: float) -> str:
    """A monotonic start's age as Go prints a duration rounded to 0.1 s ("12.3s")."""
    return f"{time.monotonic() - start:.1f}s"


def _describe(err: BaseException) -> str:
    return str(err) or type(err).__name__


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
