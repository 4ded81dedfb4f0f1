"""A realistic cluster dump for bin/benchmark's :dump workloads (issue #16: a 20,000-node dump
simulated in under 30 CPU s and 1 GiB).

Python-only: a tool of the port, like benchmark.py.
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["cluster_dump"]

#: The dump's instance types: name, CPUs, GiB of memory (p3 nodes have a GPU and its taint).
_INSTANCE_TYPES = (
    ("m5.xlarge", 4, 16),
    ("m5.2xlarge", 8, 32),
    ("m5.4xlarge", 16, 64),
    ("r5.2xlarge", 8, 64),
    ("p3.2xlarge", 8, 61),
)
_ZONES = tuple(f"{region}{zone}" for region in ("us-east-1", "us-west-2") for zone in "abc")
_APPS = tuple(f"app-{i}" for i in range(40))
_REGISTRY = "registry.example.com"


def cluster_dump(
    nodes: int, running_pods: int, pending_pods: int, seed: int = 0
) -> list[dict[str, Any]]:
    """A cluster dump as `kubectl get -o json` gives it, the same for the same seed.

    Nodes of five instance types in six zones of two regions, with the labels clouds put on
    them and a few images each, some tainted (GPU, spot); a ReplicaSet and a Service per app;
    the running pods dealt at random over the nodes, then the pending ones. Every fourth pod
    is a DaemonSet's (pinned to its node by nodeAffinity matchFields, as the DaemonSet
    controller writes it), the others are apps' pods with requests and either spot
    tolerations and a preferred zone, zone spreading, or anti-affinity per host; every tenth
    pending pod fits no node (so the scheduler filters every node and tries preemption).
    """
    rng = random.Random(seed)
    names = [f"ip-10-{i // 250}-{i % 250}.ec2.internal" for i in range(nodes)]
    objects = [_dump_node(rng, name) for name in names]
    for app in _APPS:
        labels = {"app": app}
        meta = {"name": f"{app}-5d9f", "namespace": "apps", "labels": labels}
        # A template the apiserver accepts: labels its selector matches, one container.
        container = {"name": app, "image": f"{_REGISTRY}/{app}:v1"}
        template = {"metadata": {"labels": labels}, "spec": {"containers": [container]}}
        spec = {"selector": {"matchLabels": labels}, "template": template}
        objects.append(
            {"apiVersion": "apps/v1", "kind": "ReplicaSet", "metadata": meta, "spec": spec}
        )
        meta = {"name": app, "namespace": "apps"}
        objects.append(
            {
                "apiVersion": "v1",
                "kind": "Service",
                "metadata": meta,
                "spec": {"selector": labels, "ports": [{"port": 80}]},
            }
        )
    for index in range(running_pods + pending_pods):
        node = rng.choice(names) if index < running_pods else ""
        if index % 4 == 0:
            objects.append(_daemon_pod(names[index // 4 % len(names)], bool(node)))
        else:
            # Every tenth pending pod asks for more CPU than any node has, as some do.
            too_big = not node and index % 10 == 5
            objects.append(_app_pod(rng, index, node, too_big))
    return objects


def _dump_node(rng: random.Random, name: str) -> dict[str, Any]:
    kind, cpu, memory = rng.choice(_INSTANCE_TYPES)
    zone = rng.choice(_ZONES)
    spot = rng.random() < 0.2
    labels = {
        "kubernetes.io/hostname": name,
        "kubernetes.io/os": "linux",
        "kubernetes.io/arch": "amd64",
        "beta.kubernetes.io/os": "linux",
        "beta.kubernetes.io/arch": "amd64",
        "node.kubernetes.io/instance-type": kind,
        "beta.kubernetes.io/instance-type": kind,
        "topology.kubernetes.io/region": zone[:-1],
        "topology.kubernetes.io/zone": zone,
        "failure-domain.beta.kubernetes.io/zone": zone,
        "eks.amazonaws.com/nodegroup": f"ng-{kind.split('.')[0]}-{zone[-1]}",
        "eks.amazonaws.com/capacityType": "SPOT" if spot else "ON_DEMAND",
        "team": rng.choice(["payments", "search", "platform", "data"]),
    }
    taints = []
    if kind.startswith("p3"):
        taints.append({"key": "nvidia.com/gpu", "value": "present", "effect": "NoSchedule"})
    if spot:
        taints.append({"key": "spot", "value": "true", "effect": "PreferNoSchedule"})
    images = [
        {
            "names": [f"{_REGISTRY}/{app}:v{rng.randint(1, 9)}"],
            "sizeBytes": rng.randint(20, 900) << 20,
        }
        for app in rng.sample(_APPS, 4)
    ]
    capacity = {
        "cpu": str(cpu),
        "memory": f"{memory}Gi",
        "pods": "110",
        "ephemeral-storage": "100Gi",
    }
    return {
        "apiVersion": "v1",
        "kind": "Node",
        "metadata": {"name": name, "labels": labels},
        "spec": {"taints": taints, "providerID": f"aws:///{zone}/{name}"},
        "status": {
            "capacity": capacity,
            "images": images,
            "conditions": [{"type": "Ready", "status": "True"}],
        },
    }


def _daemon_pod(node: str, running: bool) -> dict[str, Any]:
    pinned = {"matchFields": [{"key": "metadata.name", "operator": "In", "values": [node]}]}
    owner = {"apiVersion": "apps/v1", "kind": "DaemonSet", "name": "node-agent", "uid": "ds-1"}
    requests = {"cpu": "50m", "memory": "64Mi"}
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {
            "name": f"node-agent-{node}",
            "namespace": "kube-system",
            "labels": {"app": "node-agent"},
            "ownerReferences": [{**owner, "controller": True}],
        },
        "spec": {
            "nodeName": node if running else "",
            "priorityClassName": "system-node-critical",
            "tolerations": [{"operator": "Exists"}],
            "affinity": {
                "nodeAffinity": {
                    "requiredDuringSchedulingIgnoredDuringExecution": {
                        "nodeSelectorTerms": [pinned]
                    }
                }
            },
            "containers": [
                {
                    "name": "agent",
                    "image": f"{_REGISTRY}/agent:v3",
                    "resources": {"requests": requests},
                }
            ],
        },
    }


def _app_pod(rng: random.Random, index: int, node: str, too_big: bool) -> dict[str, Any]:
    app = _APPS[index % len(_APPS)]
    labels = {"app": app}
    requests = {
        "cpu": f"{rng.choice([100, 250, 500])}m",
        "memory": f"{rng.choice([128, 256, 512])}Mi",
    }
    if too_big:
        requests["cpu"] = "96"
    image = f"{_REGISTRY}/{app}:v{index % 9 + 1}"
    spec: dict[str, Any] = {
        "nodeName": node,
        "containers": [{"name": "main", "image": image, "resources": {"requests": requests}}],
    }
    if index % 4 == 1:
        spec["tolerations"] = [{"key": "spot", "operator": "Exists"}]
        zone = {"key": "topology.kubernetes.io/zone", "operator": "In", "values": list(_ZONES[:3])}
        preferred = [{"weight": 50, "preference": {"matchExpressions": [zone]}}]
        spec["affinity"] = {
            "nodeAffinity": {"preferredDuringSchedulingIgnoredDuringExecution": preferred}
        }
    elif index % 4 == 2:
        spread = {"maxSkew": 1, "topologyKey": "topology.kubernetes.io/zone"}
        spread |= {"whenUnsatisfiable": "ScheduleAnyway", "labelSelector": {"matchLabels": labels}}
        spec["topologySpreadConstraints"] = [spread]
    else:
        term = {"topologyKey": "kubernetes.io/hostname", "labelSelector": {"matchLabels": labels}}
        spec["affinity"] = {
            "podAntiAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [term]}
        }
    owner = {
        "apiVersion": "apps/v1",
        "kind": "ReplicaSet",
        "name": f"{app}-5d9f",
        "uid": f"rs-{app}",
    }
    metadata: dict[str, Any] = {
        "name": f"{app}-5d9f-{index:05d}",
        "namespace": "apps",
        "labels": labels,
    }
    metadata["ownerReferences"] = [{**owner, "controller": True}]
    return {"apiVersion": "v1", "kind": "Pod", "metadata": metadata, "spec": spec}
