"""Notebook 13's laboratory: several profiles in one scheduler, a pod for another scheduler,
and an HTTP extender served on 127.0.0.1 from a thread of the notebook's kernel.

Where Python has no sockets (the browser edition's Pyodide), the extender is served in
process instead: the scheduler's HTTP client hands it each request at the same kind of URL
(kube_scheduler_py.v1_31.extender_client.serve_in_process), with the same JSON messages.

The extender is `nodeCacheCapable`: the scheduler sends node names, not whole nodes. Its
`filter` verb rejects the nodes it was told are in maintenance; its `prioritize` verb gives
the nodes it prefers a score (0..10, MaxExtenderPriority); it records every call.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from kube_scheduler_py.lessons.scenarios import nodes
from kube_scheduler_py.v1_31.api.loader import load_text
from kube_scheduler_py.v1_31.apis.config.write import load_config
from kube_scheduler_py.v1_31.extender_client import serve_in_process

__all__ = [
    "PROFILES",
    "SOCKETS",
    "Extender",
    "extender_config",
    "profile_pods",
    "profiles_config",
    "serve_extender",
    "three_nodes",
]

#: Two profiles: the default one, and `bin-packer`, whose NodeResourcesFit prefers the fullest
#: node (scoring strategy MostAllocated) instead of the emptiest.
PROFILES = """apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
- schedulerName: bin-packer
  pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: MostAllocated
        resources: [{name: cpu, weight: 1}, {name: memory, weight: 1}]
"""

_POD = (
    "apiVersion: v1\nkind: Pod\nmetadata: {{name: {name}}}\n"
    "spec: {{schedulerName: {scheduler}, {node}containers: "
    '[{{name: app, resources: {{requests: {{cpu: "{cpu}", memory: 1Gi}}}}}}]}}'
)


def _pod(name: str, scheduler: str, cpu: str = "1", node: str = "") -> str:
    on_node = f"nodeName: {node}, " if node else ""
    return _POD.format(name=name, scheduler=scheduler, cpu=cpu, node=on_node)


def three_nodes() -> list[Any]:
    """node-1, node-2, node-3 (4 CPUs, 8 GiB each), node-1 already running a 2-CPU pod."""
    text = nodes(["node-1", "node-2", "node-3"]) + "\n---\n"
    return list(load_text(text + _pod("busy", "default-scheduler", "2", "node-1")).objects)


def profile_pods() -> list[Any]:
    """Two pods for each profile, and `stray`, for a scheduler this one does not run."""
    manifests = [
        _pod("spread-1", "default-scheduler"),
        _pod("pack-1", "bin-packer"),
        _pod("spread-2", "default-scheduler"),
        _pod("pack-2", "bin-packer"),
        _pod("stray", "other-scheduler"),
    ]
    return list(load_text("\n---\n".join(manifests)).objects)


def profiles_config() -> Any:
    """The configuration of PROFILES."""
    return load_config(PROFILES)


def extender_config(url: str, weight: int = 1) -> Any:
    """The default profile with one HTTP extender at `url` (filter and prioritize verbs)."""
    return load_config(
        "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
        f"extenders:\n- urlPrefix: {url}\n  filterVerb: filter\n  prioritizeVerb: prioritize\n"
        f"  weight: {weight}\n  nodeCacheCapable: true\n"
    )


@dataclass
class Extender:
    """The extender's rules, its address once served, and the calls it received."""

    maintenance: set[str] = field(default_factory=set)
    preferred: dict[str, int] = field(default_factory=dict)
    url: str = ""
    calls: list[str] = field(default_factory=list)

    def answer(self, verb: str, args: dict[str, Any]) -> Any:
        """The reply to one call (ExtenderFilterResult or HostPriorityList, as JSON)."""
        pod = args["Pod"]["metadata"]["name"]
        names = args.get("NodeNames") or []
        self.calls.append(f"{verb}({pod}, {', '.join(names)})")
        if verb == "filter":
            failed = {n: "node is in maintenance" for n in names if n in self.maintenance}
            kept = [n for n in names if n not in failed]
            return {"NodeNames": kept, "FailedNodes": failed, "Error": ""}
        return [{"Host": n, "Score": self.preferred.get(n, 0)} for n in names]


#: Whether this Python can listen on a socket (not in a browser).
SOCKETS = sys.platform != "emscripten"
#: The ports of the extenders served in process: numbers no socket is asked for.
_IN_PROCESS_PORTS = itertools.count(49152)


def _reply(extender: Extender, path: str, body: bytes) -> bytes:
    """The extender's JSON answer to the request body POSTed to path (its last part: the verb)."""
    verb = path.rsplit("/", 1)[-1]
    return json.dumps(extender.answer(verb, json.loads(body))).encode()


def _handler(extender: Extender) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            payload = _reply(extender, self.path, self.rfile.read(length))
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet: the calls are kept in Extender.calls instead."""

    return Handler


@contextlib.contextmanager
def serve_extender(extender: Extender, *, sockets: bool = SOCKETS) -> Iterator[Extender]:
    """Serve the extender at http://127.0.0.1:PORT while the block runs: on a free port of a
    socket, or (sockets=False, the default in a browser) in process, on a port of no socket."""
    if not sockets:
        with _serve_in_process(extender):
            yield extender
        return
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(extender))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    extender.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield extender
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@contextlib.contextmanager
def _serve_in_process(extender: Extender) -> Iterator[None]:
    """Have the scheduler's HTTP client hand the extender its requests, without a socket."""
    extender.url = f"http://127.0.0.1:{next(_IN_PROCESS_PORTS)}"

    def answer(path: str, body: bytes) -> tuple[int, bytes]:
        return 200, _reply(extender, path, body)

    with serve_in_process(extender.url, answer):
        yield
