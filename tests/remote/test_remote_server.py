"""RemoteAPIServer's watch threads, against a scripted API server (no network)."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, cast

from kube_scheduler_py.apiserver.server import WatchEvent
from kube_scheduler_py.clock import RealClock
from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.remote.server import RemoteAPIServer
from kube_scheduler_py.v1_31.api.core import v1


def _node(name: str, version: str) -> dict[str, Any]:
    return {"metadata": {"name": name, "resourceVersion": version}}


class _ScriptedServer:
    """Answers lists with `lists` in turn and watches with `watches` in turn (each a list of
    watch events); once the script runs out, watches stay empty."""

    def __init__(self, lists: list[list[dict[str, Any]]], watches: list[list[Any]]) -> None:
        self.lists = lists
        self.watches = watches
        self.paths: list[str] = []

    def request(self, method: str, path: str, *_: Any) -> Any:
        self.paths.append(path)
        items = self.lists.pop(0)
        return {"items": items, "metadata": {"resourceVersion": str(len(self.paths))}}

    @contextmanager
    def open(self, method: str, path: str, *_: Any, **__: Any) -> Iterator[io.BytesIO]:
        self.paths.append(path)
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
