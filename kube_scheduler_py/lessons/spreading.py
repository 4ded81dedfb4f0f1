"""Notebook 12's laboratory: InterPodAffinity and PodTopologySpread on a zoned cluster, and
what their PreFilter costs.

The cluster: `zones` zones of `nodes_per_zone` nodes each (`<zone>-<i>`), every node running
`pods_per_node` pods labelled `app: web`, and one `cache` pod on the first node. The incoming
pod `web-new` (app web) must not share a node with a cache pod (required pod anti-affinity,
topology key `kubernetes.io/hostname`) and must keep the web pods spread over the zones
(topology spread, maxSkew 1, key `topology.kubernetes.io/zone`, DoNotSchedule).

The cost is counted, not timed: `selector_checks` counts how often a label selector is
evaluated against a pod's labels, which is the work both plugins' PreFilter does for every pod
of every node, once, so that their Filter needs only a few lookups per node.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py.lessons.scenarios import nodes
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.labels import selector as labels_selector
from kube_scheduler_py.v1_31.api.loader import load_text

__all__ = [
    "INCOMING",
    "PLUGINS",
    "Work",
    "incoming_pod",
    "prefilter_work",
    "selector_checks",
    "spread_cluster",
]

#: The two plugins the lesson is about.
PLUGINS = ("InterPodAffinity", "PodTopologySpread")

_RUNNING = (
    "apiVersion: v1\nkind: Pod\nmetadata: {{name: {name}, labels: {{app: {app}}}}}\n"
    "spec: {{nodeName: {node}, containers: "
    '[{{name: app, resources: {{requests: {{cpu: "100m"}}}}}}]}}'
)

INCOMING = """apiVersion: v1
kind: Pod
metadata: {name: web-new, labels: {app: web}}
spec:
  containers: [{name: app, resources: {requests: {cpu: 100m}}}]
  affinity:
    podAntiAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - labelSelector: {matchLabels: {app: cache}}
        topologyKey: kubernetes.io/hostname
  topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: topology.kubernetes.io/zone
    whenUnsatisfiable: DoNotSchedule
    labelSelector: {matchLabels: {app: web}}
"""


def _node_names(zones: int, nodes_per_zone: int) -> list[tuple[str, str]]:
    return [
        (f"zone-{chr(ord('a') + z)}", f"zone-{chr(ord('a') + z)}-{i}")
        for z in range(zones)
        for i in range(1, nodes_per_zone + 1)
    ]


def spread_cluster(
    zones: int = 3, nodes_per_zone: int = 2, pods_per_node: int = 1, uneven: bool = True
) -> str:
    """The cluster's manifests (see the module docstring); with `uneven`, the first zone runs
    one web pod more, on its second node."""
    names = _node_names(zones, nodes_per_zone)
    manifests = [nodes([name], zone=zone) for zone, name in names]
    for index, (_, node) in enumerate(names):
        for j in range(pods_per_node):
            manifests.append(_RUNNING.format(name=f"web-{index}-{j}", app="web", node=node))
    manifests.append(_RUNNING.format(name="cache", app="cache", node=names[0][1]))
    if uneven and nodes_per_zone > 1:
        manifests.append(_RUNNING.format(name="web-extra", app="web", node=names[1][1]))
    return "\n---\n".join(manifests)


def incoming_pod() -> Any:
    """The pod `web-new` (see the module docstring)."""
    (pod,) = load_text(INCOMING).objects
    return pod


@contextlib.contextmanager
def selector_checks() -> Iterator[list[int]]:
    """Count label-selector evaluations while the block runs: `with selector_checks() as n:`
    then `n[0]` is the count."""
    count = [0]
    patched: list[Any] = [labels_selector.internalSelector, labels_selector.ValidatedSetSelector]
    originals = [cls.matches for cls in patched]

    def counting(original: Any) -> Any:
        def matches(self: Any, labels: Any) -> bool:
            count[0] += 1
            return bool(original(self, labels))

        return matches

    for cls, original in zip(patched, originals, strict=True):
        cls.matches = counting(original)
    try:
        yield count
    finally:
        for cls, original in zip(patched, originals, strict=True):
            cls.matches = original


@dataclass(frozen=True, slots=True)
class Work:
    """What one plugin's PreFilter and Filter cost for web-new on one cluster."""

    plugin: str
    nodes: int
    pods: int
    prefilter: int
    filter_per_node: float


def _unwrapped(plugin: Any) -> Any:
    while getattr(plugin, "wraps_plugin", False):
        plugin = plugin.plugin
    return plugin


def prefilter_work(zones: int, nodes_per_zone: int, pods_per_node: int) -> list[Work]:
    """Run each plugin's PreFilter once for web-new and its Filter on every node, counting
    the label-selector evaluations of each."""
    objects = load_text(spread_cluster(zones, nodes_per_zone, pods_per_node)).objects
    sched: Any = simulate(objects, seed=0).scheduler
    sched.cache.update_snapshot(sched.node_info_snapshot)
    node_infos = sched.node_info_snapshot.node_infos().list()
    pods = sum(len(info.pods) for info in node_infos)
    fwk = sched.profiles["default-scheduler"]
    plugins = {p.name(): _unwrapped(p) for p in fwk.pre_filter_plugins if p.name() in PLUGINS}
    pod = incoming_pod()
    works = []
    for name in PLUGINS:
        state = framework.new_cycle_state()
        with selector_checks() as at_prefilter:
            plugins[name].pre_filter(state, pod)
        with selector_checks() as at_filter:
            for info in node_infos:
                plugins[name].filter(state, pod, info)
        per_node = at_filter[0] / len(node_infos)
        works.append(Work(name, len(node_infos), pods, at_prefilter[0], per_node))
    return works
