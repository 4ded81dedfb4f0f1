"""Helpers for the lesson on a real cluster (notebook 10): apply manifests through the API,
wait for the schedulers, and read back placements, events and a picture of the nodes.

They talk to any API server a kubeconfig names (kube_scheduler_py.remote.kubeconfig);
tools/cluster starts one on this machine.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py.remote.kubeconfig import Connection
from kube_scheduler_py.v1_31.api.resource import parse_quantity
from kube_scheduler_py.v1_31.apis import config as schedulerapi
from kube_scheduler_py.v1_31.apis.config.write import load_config
from kube_scheduler_py.viz.svg import SvgPicture

__all__ = [
    "Placement",
    "apply",
    "apply_in_turn",
    "events",
    "nodes_picture",
    "placements",
    "pod_manifest",
    "profiles",
    "wait_until_settled",
]

#: Where to POST each kind the lesson creates.
COLLECTIONS = {
    "Node": "/api/v1/nodes",
    "PriorityClass": "/apis/scheduling.k8s.io/v1/priorityclasses",
    "Pod": "/api/v1/namespaces/{namespace}/pods",
}

#: A colour per scheduler name, and one for anything else.
COLOURS = {"default-scheduler": "#4e79a7", "kube-scheduler-py": "#f28e2b"}


@dataclass(frozen=True)
class Placement:
    """Where a pod stands: its scheduler, its node ("" while pending) and why, if pending."""

    pod: str
    scheduler: str
    node: str
    cpu_millis: int
    reason: str = ""


def pod_manifest(name: str, cpu: str, scheduler_name: str) -> dict[str, Any]:
    """A pause pod requesting cpu (and 256Mi), for the scheduler of that name."""
    container = {
        "name": "pause",
        "image": "registry.k8s.io/pause:3.10",
        "resources": {"requests": {"cpu": cpu, "memory": "256Mi"}},
    }
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": name, "namespace": "default"},
        "spec": {"schedulerName": scheduler_name, "containers": [container]},
    }


def profiles(*scheduler_names: str) -> schedulerapi.KubeSchedulerConfiguration:
    """A configuration with one default profile per scheduler name, for simulate."""
    listed = "".join(f"- schedulerName: {name}\n" for name in scheduler_names)
    return load_config(
        "apiVersion: kubescheduler.config.k8s.io/v1\n"
        "kind: KubeSchedulerConfiguration\n"
        f"profiles:\n{listed}"
    )


def apply(connection: Connection, manifests: list[dict[str, Any]]) -> None:
    """Create each object, in order, as `kubectl create` would."""
    for manifest in manifests:
        namespace = manifest["metadata"].get("namespace", "default")
        path = COLLECTIONS[manifest["kind"]].format(namespace=namespace)
        connection.request("POST", path, manifest)


def apply_in_turn(connection: Connection, pods: list[dict[str, Any]]) -> None:
    """Create the pods one at a time, each once the one before is bound or unschedulable, so
    that every scheduler has seen every earlier decision (as `simulate`, which decides about
    one pod at a time, always has)."""
    for count, pod in enumerate(pods, start=len(placements(connection)) + 1):
        apply(connection, [pod])
        wait_until_settled(connection, count)


def placements(connection: Connection, namespace: str = "default") -> list[Placement]:
    """Every pod of the namespace, by name."""
    pods = connection.request("GET", f"/api/v1/namespaces/{namespace}/pods")["items"]
    return sorted((_placement(pod) for pod in pods), key=lambda p: p.pod)


def _placement(pod: dict[str, Any]) -> Placement:
    spec, status = pod["spec"], pod.get("status", {})
    reason = next(
        (
            c.get("message", "")
            for c in status.get("conditions", [])
            if c["type"] == "PodScheduled" and c["status"] == "False"
        ),
        "",
    )
    cpu = sum(
        parse_quantity(c.get("resources", {}).get("requests", {}).get("cpu", "0")).milli_value()
        for c in spec["containers"]
    )
    return Placement(
        pod["metadata"]["name"],
        spec.get("schedulerName", ""),
        spec.get("nodeName", ""),
        cpu,
        reason,
    )


def wait_until_settled(connection: Connection, count: int, timeout: float = 60.0) -> None:
    """Wait until count pods exist and each is bound or was found unschedulable."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = placements(connection)
        if len(now) == count and all(p.node or p.reason for p in now):
            return
        time.sleep(0.25)
    raise TimeoutError(f"the schedulers did not settle {count} pods within {timeout:.0f} s")


def events(connection: Connection, namespace: str = "default") -> list[tuple[str, str, str, str]]:
    """(scheduler, reason, pod, note) of every scheduler event in the namespace, in that order."""
    items = connection.request("GET", f"/apis/events.k8s.io/v1/namespaces/{namespace}/events")
    found = {
        (e.get("reportingController", ""), e["reason"], e["regarding"]["name"], e.get("note", ""))
        for e in items["items"]
        if e.get("reportingController") in COLOURS
    }
    return sorted(found)


def nodes_picture(connection: Connection, namespace: str = "default") -> SvgPicture:
    """One bar per node, as long as its allocatable CPU, filled with the CPU its pods request,
    coloured by the scheduler that placed them."""
    nodes = connection.request("GET", "/api/v1/nodes")["items"]
    on_node: dict[str, list[Placement]] = {}
    for placement in placements(connection, namespace):
        on_node.setdefault(placement.node, []).append(placement)
    biggest = max(parse_quantity(n["status"]["allocatable"]["cpu"]).milli_value() for n in nodes)
    picture = SvgPicture(640, 40 + 36 * len(nodes), "requested CPU by scheduler, per node")
    picture.text(10, 20, "CPU requested on each node (bar: allocatable)", size=14)
    for row, node in enumerate(sorted(nodes, key=lambda n: n["metadata"]["name"])):
        name, y = node["metadata"]["name"], 36 + 36 * row
        capacity = parse_quantity(node["status"]["allocatable"]["cpu"]).milli_value()
        scale = 480 / biggest
        picture.text(10, y + 17, name, size=13)
        picture.rect(120, y, capacity * scale, 24, "#eeeeee", f"{name}: {capacity}m", stroke="#999")
        x = 120.0
        for placement in on_node.get(name, []):
            width = placement.cpu_millis * scale
            fill = COLOURS.get(placement.scheduler, "#999999")
            tip = f"{placement.pod} ({placement.scheduler}): {placement.cpu_millis}m"
            picture.rect(x, y, width, 24, fill, tip, stroke="white")
            x += width
    for i, (scheduler, colour) in enumerate(COLOURS.items()):
        picture.rect(360 + 140 * i, 8, 12, 12, colour)
        picture.text(376 + 140 * i, 18, scheduler, size=12)
    return picture
