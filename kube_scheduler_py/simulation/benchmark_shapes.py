"""The benchmark's cluster shapes, after scheduler_perf's workloads of v1.31.1.

test/integration/scheduler_perf/config/performance-config.yaml names each workload's node
template, node labels, namespaces and pod templates (config/templates/*.yaml):

- ``basic`` (SchedulingBasic): node-default nodes; running and pending pods from pod-default
  in the default namespace.
- ``affinity`` (SchedulingPodAffinity): node-default nodes labelled
  ``topology.kubernetes.io/zone: zone1``; namespaces sched-0 and sched-1; running pods in
  sched-0 and pending pods in sched-1, both from pod-with-pod-affinity (label color=blue,
  required pod affinity to color=blue pods of both namespaces in the same zone).
- ``spread`` (TopologySpreading): node-default nodes whose zone label is dealt round robin
  from moon-1, moon-2 and moon-3 (LabelNodePrepareStrategy in test/utils/runners.go); running
  pods from pod-default, pending pods from pod-with-topology-spreading (label color=blue,
  maxSkew 5 over zones, DoNotSchedule).

scheduler_perf's node preparer also labels every node ``kubernetes.io/hostname`` with its name
(test/integration/framework/perf_utils.go); the two new shapes do so, ``basic`` keeps the nodes
it has always had so that its placement digests stay those the README quotes.

Every shape is given twice from one description: as the loader's typed objects (templates
loaded once, then copied, which is quick) and as plain manifest documents (which tools/oracle
loads for the Go side). tests/simulation/test_benchmark.py checks that the two agree.

Python-only: a tool of the port, not a port of scheduler_perf.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.simulation.benchmark_dump import cluster_dump
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_objects

__all__ = ["DUMP", "SHAPES", "SHAPE_NAMES", "Shape", "documents", "objects", "workload_documents"]

#: Running pods are named init-pod-<i>, after scheduler_perf's initPods; pending ones pod-<i>.
RUNNING_PREFIX = "init-pod-"
ZONE_LABEL = "topology.kubernetes.io/zone"
HOSTNAME_LABEL = "kubernetes.io/hostname"


def node_default() -> dict[str, Any]:
    """templates/node-default.yaml of scheduler_perf."""
    return {
        "apiVersion": "v1",
        "kind": "Node",
        "metadata": {"name": "scheduler-perf-template"},
        "spec": {},
        "status": {
            "capacity": {"pods": "110", "cpu": "4", "memory": "32Gi"},
            "conditions": [{"status": "True", "type": "Ready"}],
            "phase": "Running",
        },
    }


def pod_default() -> dict[str, Any]:
    """templates/pod-default.yaml of scheduler_perf."""
    resources = {"cpu": "100m", "memory": "500Mi"}
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": "pod-template"},
        "spec": {
            "containers": [
                {
                    "image": "registry.k8s.io/pause:3.10",
                    "name": "pause",
                    "ports": [{"containerPort": 80}],
                    "resources": {"limits": dict(resources), "requests": dict(resources)},
                }
            ]
        },
    }


def pod_with_pod_affinity() -> dict[str, Any]:
    """templates/pod-with-pod-affinity.yaml of scheduler_perf."""
    pod = pod_default()
    pod["metadata"]["labels"] = {"color": "blue"}
    term = {
        "labelSelector": {"matchLabels": {"color": "blue"}},
        "topologyKey": ZONE_LABEL,
        "namespaces": ["sched-1", "sched-0"],
    }
    pod["spec"]["affinity"] = {
        "podAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [term]}
    }
    return pod


def pod_with_topology_spreading() -> dict[str, Any]:
    """templates/pod-with-topology-spreading.yaml of scheduler_perf."""
    pod = pod_default()
    pod["metadata"]["labels"] = {"color": "blue"}
    constraint = {
        "maxSkew": 5,
        "topologyKey": ZONE_LABEL,
        "whenUnsatisfiable": "DoNotSchedule",
        "labelSelector": {"matchLabels": {"color": "blue"}},
    }
    pod["spec"]["topologySpreadConstraints"] = [constraint]
    return pod


@dataclass(frozen=True, slots=True)
class Shape:
    """One of scheduler_perf's workloads: what its nodes, namespaces and pods look like."""

    name: str
    #: The scheduler_perf workload it follows.
    title: str
    #: Zone label values dealt to the nodes round robin; none: no zone label.
    zones: tuple[str, ...] = ()
    #: Whether nodes carry kubernetes.io/hostname, as scheduler_perf's node preparer sets it.
    hostname_label: bool = False
    #: Namespace objects to create first.
    namespaces: tuple[str, ...] = ()
    running_namespace: str = "default"
    pending_namespace: str = "default"
    running_template: Callable[[], dict[str, Any]] = pod_default
    pending_template: Callable[[], dict[str, Any]] = pod_default

    def node_labels(self, index: int, name: str) -> dict[str, str]:
        """The labels of node number `index`, called `name`."""
        labels = {}
        if self.hostname_label:
            labels[HOSTNAME_LABEL] = name
        if self.zones:
            labels[ZONE_LABEL] = self.zones[index % len(self.zones)]
        return labels


SHAPES = {
    shape.name: shape
    for shape in (
        Shape("basic", "SchedulingBasic"),
        Shape(
            "affinity",
            "SchedulingPodAffinity",
            zones=("zone1",),
            hostname_label=True,
            namespaces=("sched-0", "sched-1"),
            running_namespace="sched-0",
            pending_namespace="sched-1",
            running_template=pod_with_pod_affinity,
            pending_template=pod_with_pod_affinity,
        ),
        Shape(
            "spread",
            "TopologySpreading",
            zones=("moon-1", "moon-2", "moon-3"),
            hostname_label=True,
            pending_template=pod_with_topology_spreading,
        ),
    )
}

#: Not one of scheduler_perf's shapes: a realistic cluster dump (benchmark_dump.cluster_dump).
DUMP = "dump"
#: Every shape a workload may name.
SHAPE_NAMES = (*SHAPES, DUMP)


def _node_name(index: int) -> str:
    return f"scheduler-perf-{index}"


def _namespace_documents(shape: Shape) -> list[dict[str, Any]]:
    return [
        {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": name}}
        for name in shape.namespaces
    ]


def documents(shape: Shape, nodes: int, running: int, pending: int) -> list[dict[str, Any]]:
    """The workload as manifest documents, in the order `objects` returns them."""
    docs = _namespace_documents(shape)
    for index in range(nodes):
        node = node_default()
        node["metadata"]["name"] = _node_name(index)
        labels = shape.node_labels(index, _node_name(index))
        if labels:
            node["metadata"]["labels"] = labels
        docs.append(node)
    for index in range(running):
        pod = shape.running_template()
        pod["metadata"].update(name=f"{RUNNING_PREFIX}{index}", namespace=shape.running_namespace)
        pod["spec"]["nodeName"] = _node_name(index % nodes)
        pod["status"] = {"phase": "Running"}
        docs.append(pod)
    for index in range(pending):
        pod = shape.pending_template()
        pod["metadata"].update(name=f"pod-{index}", namespace=shape.pending_namespace)
        docs.append(pod)
    return docs


def objects(shape: Shape, nodes: int, running: int, pending: int) -> list[Any]:
    """The workload as the loader's objects: namespaces, nodes, running pods, pending pods.

    The templates go through the loader once (for the apiserver's defaults, e.g. allocatable
    from capacity); every object is a copy of them with its own name, labels and node.
    """
    pod_templates = list(dict.fromkeys((shape.running_template, shape.pending_template)))
    pod_documents = []
    for number, template in enumerate(pod_templates):
        document = template()
        document["metadata"]["name"] += "" if number == 0 else f"-{number}"
        pod_documents.append(document)
    node_t, *loaded = load_objects(
        [node_default(), *pod_documents, *_namespace_documents(shape)]
    ).objects
    templates = dict(zip(pod_templates, loaded, strict=False))
    running_t, pending_t = templates[shape.running_template], templates[shape.pending_template]
    namespaces = loaded[len(pod_templates) :]
    out: list[Any] = list(namespaces)
    for index in range(nodes):
        node = deep_copy(node_t)
        node.metadata.name = _node_name(index)
        labels = shape.node_labels(index, node.metadata.name)
        if labels:
            node.metadata.labels = labels
        out.append(node)
    for index in range(running):
        pod = deep_copy(running_t)
        pod.metadata.name = f"{RUNNING_PREFIX}{index}"
        pod.metadata.namespace = shape.running_namespace
        pod.spec.node_name = _node_name(index % nodes)
        pod.status.phase = v1.PodRunning
        out.append(pod)
    for index in range(pending):
        pod = deep_copy(pending_t)
        pod.metadata.name = f"pod-{index}"
        pod.metadata.namespace = shape.pending_namespace
        out.append(pod)
    return out


def workload_documents(
    shape_name: str, nodes: int, running: int, pending: int, seed: int = 0
) -> list[dict[str, Any]]:
    """Any workload as manifest documents: a shape's, or a dump drawn from the seed."""
    if shape_name == DUMP:
        return cluster_dump(nodes, running, pending, seed)
    return documents(SHAPES[shape_name], nodes, running, pending)
