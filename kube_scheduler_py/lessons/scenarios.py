"""Small scenarios and actors the lessons build on, as manifests (YAML text) and coroutines.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.run import Actor
from kube_scheduler_py.v1_31.api.loader import load_text

__all__ = [
    "THREE_NODES_ONE_POD",
    "app_limit_scenario",
    "create_pod_at",
    "delete_pods_at",
    "nodes",
    "pods",
    "zoned_nodes",
]


def nodes(names: Sequence[str], cpu: str = "4", memory: str = "8Gi", zone: str = "") -> str:
    """Nodes of the same size, each labelled with its hostname (and the zone, if given)."""
    zone_label = f", topology.kubernetes.io/zone: {zone}" if zone else ""
    return "\n---\n".join(
        f"apiVersion: v1\nkind: Node\n"
        f"metadata: {{name: {name}, labels: {{kubernetes.io/hostname: {name}{zone_label}}}}}\n"
        f'status: {{capacity: {{cpu: "{cpu}", memory: {memory}, pods: "110"}}}}'
        for name in names
    )


def zoned_nodes(zones: dict[str, int]) -> str:
    """Nodes `<zone>-1`, `<zone>-2`, ... of each zone (zone → how many), zone after zone."""
    return "\n---\n".join(
        nodes([f"{zone}-{i}" for i in range(1, count + 1)], zone=zone)
        for zone, count in zones.items()
    )


def pods(names: Sequence[str], cpu: str = "500m", memory: str = "256Mi") -> str:
    """Pending pods of one container each, with these requests."""
    return "\n---\n".join(
        f"apiVersion: v1\nkind: Pod\nmetadata: {{name: {name}}}\n"
        f"spec: {{containers: [{{name: app, resources: "
        f"{{requests: {{cpu: {cpu}, memory: {memory}}}}}}}]}}"
        for name in names
    )


#: Notebook 03: node-1 (zone-a) runs `busy` (3 of 4 CPUs), node-2 (zone-b) is empty, node-3
#: (zone-b) runs `half` (1 CPU, half the memory); `web` prefers zone-a and asks for 500m.
THREE_NODES_ONE_POD = """
apiVersion: v1
kind: Node
metadata:
  name: node-1
  labels: {kubernetes.io/hostname: node-1, topology.kubernetes.io/zone: zone-a}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata:
  name: node-2
  labels: {kubernetes.io/hostname: node-2, topology.kubernetes.io/zone: zone-b}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Node
metadata:
  name: node-3
  labels: {kubernetes.io/hostname: node-3, topology.kubernetes.io/zone: zone-b}
status: {capacity: {cpu: "4", memory: 8Gi, pods: "110"}}
---
apiVersion: v1
kind: Pod
metadata: {name: busy}
spec:
  nodeName: node-1
  containers: [{name: app, resources: {requests: {cpu: "3", memory: 2Gi}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: half}
spec:
  nodeName: node-3
  containers: [{name: app, resources: {requests: {cpu: "1", memory: 4Gi}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  affinity:
    nodeAffinity:
      preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 1
        preference:
          matchExpressions: [{key: topology.kubernetes.io/zone, operator: In, values: [zone-a]}]
  containers: [{name: app, resources: {requests: {cpu: 500m, memory: 512Mi}}}]
"""


def _pod(name: str, app: str, node: str = "") -> str:
    where = f"nodeName: {node}, " if node else ""
    return (
        f"apiVersion: v1\nkind: Pod\nmetadata: {{name: {name}, labels: {{app: {app}}}}}\n"
        f"spec: {{{where}containers: [{{name: c, resources: {{requests: {{cpu: 100m}}}}}}]}}"
    )


def app_limit_scenario(web_on_n3: bool = False) -> list[Any]:
    """Notebook 07: three nodes; n1 runs web-a and web-b, n2 runs web-c, n3 runs db (and
    web-d if web_on_n3); the pending pod web-new is of app web."""
    running = [("web-a", "web", "n1"), ("web-b", "web", "n1"), ("web-c", "web", "n2")]
    running.append(("db", "db", "n3"))
    if web_on_n3:
        running.append(("web-d", "web", "n3"))
    docs = [nodes(["n1", "n2", "n3"])]
    docs += [_pod(name, app, node) for name, app, node in running]
    docs.append(_pod("web-new", "web"))
    return load_text("\n---\n".join(docs)).objects


def delete_pods_at(schedule: Sequence[tuple[float, str]], namespace: str = "default") -> Actor:
    """An actor for simulate: at each (seconds into the run, pod name), delete that pod."""

    async def actor(client: Clientset, clock: FakeClock) -> None:
        start = clock.now()
        for at, name in schedule:
            wait = start + timedelta(seconds=at) - clock.now()
            await clock.sleep(max(wait, timedelta(0)))
            client.core_v1().pods(namespace).delete(name)

    return actor


def create_pod_at(seconds: float, manifest: str) -> Actor:
    """An actor for simulate: `seconds` into the run, create the pod of this manifest."""

    async def actor(client: Clientset, clock: FakeClock) -> None:
        await clock.sleep(timedelta(seconds=seconds))
        (pod,) = load_text(manifest).objects
        client.core_v1().pods(pod.metadata.namespace or "default").create(pod)

    return actor
