"""RemoteAPIServer's watch threads, against a scripted API server (no network)."""

from __future__ import annotations

import asyncio
import io
import json
import socket
import ssl
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, cast

import pytest

from kube_scheduler_py.apiserver.server import WatchEvent
from kube_scheduler_py.clock import RealClock
from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.remote.server import RemoteAPIServer, TransportError
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.util import utils as util


def _node(name: str, version: str) -> dict[str, Any]:
    return {"metadata": {"name": name, "resourceVersion": version}}


class _ScriptedServer:
    """Answers lists with `lists` in turn and watches with `watches` in turn (each a list of
    watch events); once the script runs out, watches stay empty."""

    def __init__(self, lists: list[list[dict[str, Any]]], watches: list[list[Any]]) -> None:
        self.lists = lists
        self.watches = watches
        self.paths: list[str] = []

    @contextmanager
    def open(self, method: str, path: str, *_: Any, **__: Any) -> Iterator[io.BytesIO]:
        self.paths.append(path)
        if "watch=1" not in path:
            items = self.lists.pop(0)
            answer = {"items": items, "metadata": {"resourceVersion": str(len(self.paths))}}
            yield io.BytesIO(json.dumps(answer).encode())
            return
        events = self.watches.pop(0) if self.watches else []
        yield io.BytesIO(b"".join(json.dumps(e).encode() + b"\n" for e in events))


async def _watch_until(server: RemoteAPIServer, wanted: int) -> list[WatchEvent]:
    seen: list[WatchEvent] = []
    server.watch(seen.append)
    server.list(v1.Node)
    for _ in range(500):
        if len(seen) >= wanted:
            break
        await asyncio.sleep(0.01)
    server.close()
    return seen


def test_a_watch_that_fails_with_an_error_event_lists_again_and_goes_on() -> None:
    """A watch ERROR other than 410 (here a 500) must not end the watch: like client-go's
    reflector, the thread pauses, lists again, reports the differences and watches on."""
    failed = {"type": "ERROR", "object": {"code": 500, "reason": "InternalError"}}
    added = {"type": "ADDED", "object": _node("n3", "9")}
    script = _ScriptedServer(
        lists=[[_node("n1", "1")], [_node("n1", "1"), _node("n2", "7")]],
        watches=[[failed], [added]],
    )
    server = RemoteAPIServer(cast(Connection, script), RealClock())
    seen = asyncio.run(_watch_until(server, 2))
    assert [(e.type, e.new.metadata.name) for e in seen] == [("ADDED", "n2"), ("ADDED", "n3")]
    assert [p.split("?")[0] for p in script.paths[:4]] == ["/api/v1/nodes"] * 4


def test_an_unreachable_server_raises_a_transport_error_and_logs_one_outage() -> None:
    """No answer at all (nothing listens): a TransportError caused by the refusal, which the
    scheduler's retry check reads as client-go's net.IsConnectionRefused; the outage is logged
    once, however many requests fail in it."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    connection = Connection(f"https://127.0.0.1:{port}", ssl.create_default_context())
    server = RemoteAPIServer(connection, RealClock())
    log = io.StringIO()
    klog.set_output(log)
    klog.set_verbosity(2)
    try:
        for _ in range(2):
            with pytest.raises(TransportError) as failure:
                server.get(v1.Node, "", "n1")
            assert isinstance(failure.value.__cause__, ConnectionRefusedError)
            assert util.retriable(failure.value)
    finally:
        klog.set_output(None)
        klog.set_verbosity(0)
    assert str(failure.value).startswith(f'Get "https://127.0.0.1:{port}/api/v1/nodes/n1": ')
    assert log.getvalue().count('"The API server is unreachable"') == 1


def test_objects_read_from_a_list_and_from_a_watch_compare_equal() -> None:
    """A list's items carry no apiVersion and kind, a watch's objects do: decoded, neither
    keeps them (as client-go's typed decoding), so a status-only update of a pending pod read
    from the first list is not mistaken for a change of its spec (which requeued every such
    pod, and tried it twice)."""
    typed = {"apiVersion": "v1", "kind": "Node", **_node("n1", "2")}
    script = _ScriptedServer(
        lists=[[_node("n1", "1")]], watches=[[{"type": "MODIFIED", "object": typed}]]
    )
    server = RemoteAPIServer(cast(Connection, script), RealClock())

    async def listed_and_watched() -> tuple[v1.Node, v1.Node]:
        seen: list[WatchEvent] = []
        server.watch(seen.append)
        (listed,) = server.list(v1.Node)
        for _ in range(500):
            if seen:
                break
            await asyncio.sleep(0.01)
        server.close()
        return listed, seen[0].new

    listed, watched = asyncio.run(listed_and_watched())
    assert (watched.api_version, watched.kind) == ("", "")
    watched.metadata.resource_version = listed.metadata.resource_version
    assert watched == listed
