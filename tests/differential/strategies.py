"""Random cases for differential testing against the real scheduler (tools/oracle).

Each family's strategy (`small_cases`, `requeue_cases`, `large_cases`, `profile_cases`,
`pdb_cases`, `queue_cases`, `dump_cases`, `invalid_cases`; docs/differential.md) draws a
Case: a scenario text, a configuration text or None, a --feature-gates value or None. The
small scenarios, described here, are the base of several of them.

`scenarios()` is a hypothesis strategy of scenario texts: multi-document YAML that both
`kube-scheduler-py simulate` and `tools/oracle/run simulate` read without warnings. A scenario
has 2-6 nodes, 0-5 running pods and 1-8 pending pods, and draws on what the default plugins
look at: cpu/memory/ephemeral-storage/pods/extended resources (requests, limits only,
overhead, allocatable below capacity), init containers and restartable sidecars, node labels
(hostname, zone, disk, a numeric tier), taints of every effect, tolerations, nodeSelector,
required and preferred node affinity (In/NotIn/Exists/DoesNotExist/Gt/Lt, matchFields), host
ports (protocol, hostIP, hostNetwork), pod affinity and anti-affinity (required and
preferred, hostname and zone topology, namespaces and namespaceSelector), topology spread
constraints (DoNotSchedule/ScheduleAnyway, maxSkew, minDomains, matchLabelKeys, node
policies), default spreading (a Service), priorities via PriorityClasses, scheduling gates,
unschedulable nodes, node images, finished pods, and storage: claims bound to PVs with node
affinity, zone labels (VolumeZone), ReadWriteOncePod (VolumeRestrictions) and CSI drivers with
attach limits on CSINodes (NodeVolumeLimits), unbound WaitForFirstConsumer claims that no PV
matches, unbound Immediate claims and missing claims.

What would make the real scheduler's output depend on chance, or make it slow, is avoided:

- every node has its own cpu and memory size and requests are odd amounts, so that score
  ties (which selectHost breaks at random) are rare; the test treats a placement that
  differs only among top-scored nodes as inconclusive;
- at most one pending pod has a priority above 0 ("high", or "high-never" which never
  preempts) and running pods have priority 0 or 500. The preemptor sorts first in the queue,
  so its first preemption only has running pods as victims, and each running pod has its own
  status.startTime, so victims are never ordered by GetPodStartTime's wall-clock "now" and
  the candidate node never comes down to Go's random map order. A second preemption (after
  a pod was bound in the run) can still happen; the test treats a difference there as
  inconclusive;
- no claim that PreBind would have to bind (it would wait ten minutes for a PV controller
  neither side runs): claims are bound already, or no PV can match them; no Permit plugins;
  and so few pods that retry chains stay short (a run takes 0.2 s, or 1-3 s when pods back
  off).
"""

from __future__ import annotations

import uuid
from typing import Any

import yaml
from hypothesis import strategies as st

__all__ = [
    "configurations",
    "feature_gates",
    "requeue_scenarios",
    "scenario_documents",
    "scenarios",
    "to_yaml",
]

HOSTNAME = "kubernetes.io/hostname"
ZONE = "topology.kubernetes.io/zone"
ZONES = ["zone-a", "zone-b", "zone-c"]
APPS = ["web", "db", "cache"]
VERSIONS = ["v1", "v2"]
#: A second namespace, with a label for namespaceSelector.
TEAM = "team"
GPU = "example.com/gpu"
#: Distinct node sizes: millicores and MiB. No two nodes of a scenario share a size.
CPU_SIZES = [1000, 2000, 3000, 5000, 7000, 11000]
MEMORY_SIZES = [2048, 3072, 5120, 7168, 9216, 13312]
#: Pod requests: odd amounts, so that least-allocated scores rarely coincide.
CPU_REQUESTS = ["100m", "300m", "700m", "1100m", "1900m", "2900m"]
MEMORY_REQUESTS = ["129Mi", "384Mi", "700Mi", "1100Mi", "2300Mi", "4100Mi"]
#: What a preemptor (or a big running pod) asks for: a preemptor often fits nowhere without
#: evicting.
PREEMPTOR_CPU_REQUESTS = ["1100m", "1900m", "2900m", "4900m"]
#: Images with their sizes (ImageLocality counts those between 23MB and 1000MB).
IMAGES = {
    "docker.io/library/nginx:latest": 190_000_000,
    "registry.example/web:1": 310_000_000,
    "registry.example/db:2": 870_000_000,
    "registry.example/cache:3": 45_000_000,
    "registry.example/tiny:4": 9_000_000,
}
TAINT_KEYS = ["dedicated", "gpu"]
TAINT_VALUES = ["a", "b"]
EFFECTS = ["NoSchedule", "PreferNoSchedule", "NoExecute"]
HOST_PORTS = [8080, 9090]
GATE = "example.com/gate"
#: Storage classes: PVs are bound to claims of "local"; "empty" claims wait for their first
#: consumer but no PV of the class exists; "immediate" claims would need binding before
#: scheduling.
LOCAL, EMPTY, IMMEDIATE = "local", "empty", "immediate"
CSI_DRIVER = "disk.csi.example.com"

PRIORITY_CLASSES: list[dict[str, Any]] = [
    {
        "apiVersion": "scheduling.k8s.io/v1",
        "kind": "PriorityClass",
        "metadata": {"name": "mid"},
        "value": 500,
    },
    {
        "apiVersion": "scheduling.k8s.io/v1",
        "kind": "PriorityClass",
        "metadata": {"name": "high"},
        "value": 1000,
    },
    {
        "apiVersion": "scheduling.k8s.io/v1",
        "kind": "PriorityClass",
        "metadata": {"name": "high-never"},
        "value": 1000,
        "preemptionPolicy": "Never",
    },
]


def _chance(draw: st.DrawFn, k: int, n: int) -> bool:
    """True about k times in n; shrinks to False, so that shrinking drops the feature."""
    return draw(st.sampled_from([False] * (n - k) + [True] * k))


def _maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """None (the shrink target) or a value of the strategy."""
    return st.none() | strategy


@st.composite
def _node(draw: st.DrawFn, name: str, cpu: int, memory: int) -> dict[str, Any]:
    labels = {HOSTNAME: name}
    zone = draw(_maybe(st.sampled_from(ZONES)))
    if zone is not None:
        labels[ZONE] = zone
    disk = draw(_maybe(st.sampled_from(["ssd", "hdd"])))
    if disk is not None:
        labels["disk"] = disk
    tier = draw(_maybe(st.integers(1, 5)))
    if tier is not None:
        labels["tier"] = str(tier)
    capacity: dict[str, str] = {
        "cpu": f"{cpu}m",
        "memory": f"{memory}Mi",
        "pods": str(draw(st.sampled_from([110, 3, 2]))),
    }
    if _chance(draw, 3, 4):
        capacity["ephemeral-storage"] = f"{draw(st.sampled_from([10, 20, 50]))}Gi"
    gpus = draw(st.sampled_from([0, 0, 2, 4]))
    if gpus:
        capacity[GPU] = str(gpus)
    spec: dict[str, Any] = {}
    if _chance(draw, 1, 3):
        spec["taints"] = draw(
            st.lists(_taint(), min_size=1, max_size=2, unique_by=lambda t: (t["key"], t["effect"]))
        )
    if _chance(draw, 1, 10):
        spec["unschedulable"] = True
    status: dict[str, Any] = {"capacity": capacity}
    if _chance(draw, 1, 5):
        # System reservations: less allocatable than capacity.
        status["allocatable"] = {**capacity, "cpu": f"{cpu - 300}m", "memory": f"{memory - 500}Mi"}
    images = draw(st.lists(st.sampled_from(sorted(IMAGES)), max_size=2, unique=True))
    if images:
        status["images"] = [{"names": [image], "sizeBytes": IMAGES[image]} for image in images]
    node: dict[str, Any] = {
        "apiVersion": "v1",
        "kind": "Node",
        "metadata": {"name": name, "labels": labels},
    }
    if spec:
        node["spec"] = spec
    node["status"] = status
    return node


@st.composite
def _taint(draw: st.DrawFn) -> dict[str, str]:
    return {
        "key": draw(st.sampled_from(TAINT_KEYS)),
        "value": draw(st.sampled_from(TAINT_VALUES)),
        "effect": draw(st.sampled_from(EFFECTS)),
    }


@st.composite
def _toleration(draw: st.DrawFn) -> dict[str, Any]:
    key = draw(st.sampled_from([*TAINT_KEYS, "node.kubernetes.io/unschedulable"]))
    toleration: dict[str, Any] = {"key": key}
    if key != "node.kubernetes.io/unschedulable" and draw(st.booleans()):
        toleration["operator"] = "Equal"
        toleration["value"] = draw(st.sampled_from(TAINT_VALUES))
    else:
        toleration["operator"] = "Exists"
    effect = draw(_maybe(st.sampled_from(EFFECTS)))
    if effect is not None:
        toleration["effect"] = effect
    return toleration


@st.composite
def _resources(draw: st.DrawFn, gpu: bool = False, big: bool = False) -> dict[str, Any]:
    requests: dict[str, str] = {}
    cpu = draw(
        st.sampled_from(PREEMPTOR_CPU_REQUESTS) if big else _maybe(st.sampled_from(CPU_REQUESTS))
    )
    if cpu is not None:
        requests["cpu"] = cpu
    memory = draw(_maybe(st.sampled_from(MEMORY_REQUESTS)))
    if memory is not None:
        requests["memory"] = memory
    if _chance(draw, 1, 8):
        requests["ephemeral-storage"] = f"{draw(st.sampled_from([3, 7, 15]))}Gi"
    resources: dict[str, Any] = {}
    if gpu:
        count = str(draw(st.integers(1, 3)))
        requests[GPU] = count
        resources["limits"] = {GPU: count}
    if requests and _chance(draw, 1, 6):
        # Limits only: the apiserver's defaulting copies them to the requests.
        resources["limits"] = requests
    elif requests:
        resources["requests"] = requests
    return resources


@st.composite
def _container(draw: st.DrawFn, name: str, gpu: bool = False, big: bool = False) -> dict[str, Any]:
    # "nginx" is how a pod names the node's docker.io/library/nginx:latest.
    image = draw(st.sampled_from([*sorted(IMAGES), "nginx"]))
    container: dict[str, Any] = {"name": name, "image": image}
    resources = draw(_resources(gpu, big))
    if resources:
        container["resources"] = resources
    return container


@st.composite
def _host_port(draw: st.DrawFn) -> dict[str, Any]:
    port: dict[str, Any] = {"containerPort": 80, "hostPort": draw(st.sampled_from(HOST_PORTS))}
    if _chance(draw, 1, 4):
        port["protocol"] = "UDP"
    if _chance(draw, 1, 4):
        port["hostIP"] = "127.0.0.1"
    return port


@st.composite
def _containers(draw: st.DrawFn, big: bool = False) -> dict[str, Any]:
    """containers, initContainers (plain ones and restartable sidecars) and overhead."""
    gpu = _chance(draw, 1, 6)
    containers = [
        draw(_container(f"c{i}", gpu=gpu and i == 0, big=big and i == 0))
        for i in range(draw(st.integers(1, 2)))
    ]
    if _chance(draw, 1, 6):
        # One host port per pod: validation refuses a pod that repeats one.
        containers[-1]["ports"] = [draw(_host_port())]
    spec: dict[str, Any] = {"containers": containers}
    if "ports" in containers[-1] and _chance(draw, 1, 4):
        # On the host network a port is a host port: defaulting sets hostPort = containerPort.
        spec["hostNetwork"] = True
        port = containers[-1]["ports"][0]
        port["containerPort"] = port.pop("hostPort")
    init: list[dict[str, Any]] = []
    for i in range(draw(st.integers(0, 2))):
        container = draw(_container(f"init{i}"))
        container.pop("ports", None)
        if draw(st.booleans()):
            container["restartPolicy"] = "Always"
        init.append(container)
    if init:
        spec["initContainers"] = init
    if _chance(draw, 1, 10):
        spec["overhead"] = {"cpu": "250m", "memory": "120Mi"}
    return spec


@st.composite
def _label_selector(draw: st.DrawFn) -> dict[str, Any]:
    apps = draw(st.lists(st.sampled_from(APPS), min_size=1, max_size=2, unique=True))
    if len(apps) == 1 and draw(st.booleans()):
        return {"matchLabels": {"app": apps[0]}}
    operator = draw(st.sampled_from(["In", "NotIn"]))
    return {"matchExpressions": [{"key": "app", "operator": operator, "values": apps}]}


@st.composite
def _node_selector_requirement(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["zone", "disk", "tier", "exists"]))
    if kind == "zone":
        values = draw(st.lists(st.sampled_from(ZONES), min_size=1, max_size=2, unique=True))
        operator = draw(st.sampled_from(["In", "NotIn"]))
        return {"key": ZONE, "operator": operator, "values": values}
    if kind == "disk":
        operator = draw(st.sampled_from(["In", "NotIn"]))
        return {
            "key": "disk",
            "operator": operator,
            "values": [draw(st.sampled_from(["ssd", "hdd"]))],
        }
    if kind == "tier":
        operator = draw(st.sampled_from(["Gt", "Lt"]))
        return {"key": "tier", "operator": operator, "values": [str(draw(st.integers(1, 5)))]}
    key = draw(st.sampled_from([ZONE, "disk", "tier"]))
    return {"key": key, "operator": draw(st.sampled_from(["Exists", "DoesNotExist"]))}


@st.composite
def _node_selector_term(draw: st.DrawFn, node_names: list[str]) -> dict[str, Any]:
    if _chance(draw, 1, 6):
        # The apiserver allows exactly one value for In/NotIn on a node field.
        name = draw(st.sampled_from(node_names))
        return {"matchFields": [{"key": "metadata.name", "operator": "In", "values": [name]}]}
    expressions = draw(st.lists(_node_selector_requirement(), min_size=1, max_size=2))
    return {"matchExpressions": expressions}


@st.composite
def _node_affinity(draw: st.DrawFn, node_names: list[str]) -> dict[str, Any]:
    affinity: dict[str, Any] = {}
    if draw(st.booleans()):
        terms = draw(st.lists(_node_selector_term(node_names), min_size=1, max_size=2))
        affinity["requiredDuringSchedulingIgnoredDuringExecution"] = {"nodeSelectorTerms": terms}
    preferred = draw(
        st.lists(
            st.fixed_dictionaries(
                {
                    "weight": st.integers(1, 100),
                    "preference": _node_selector_term(node_names),
                }
            ),
            max_size=2,
        )
    )
    if preferred:
        affinity["preferredDuringSchedulingIgnoredDuringExecution"] = preferred
    return affinity


@st.composite
def _pod_affinity_term(draw: st.DrawFn) -> dict[str, Any]:
    term = {
        "labelSelector": draw(_label_selector()),
        "topologyKey": draw(st.sampled_from([HOSTNAME, ZONE])),
    }
    scope = draw(st.sampled_from(["own", "own", "list", "all", "selector"]))
    if scope == "list":
        term["namespaces"] = draw(
            st.lists(st.sampled_from(["default", TEAM]), min_size=1, max_size=2, unique=True)
        )
    elif scope == "all":
        term["namespaceSelector"] = {}
    elif scope == "selector":
        term["namespaceSelector"] = {"matchLabels": {"team": "blue"}}
    return term


@st.composite
def _pod_affinity(draw: st.DrawFn, required: bool) -> dict[str, Any]:
    affinity: dict[str, Any] = {}
    if required:
        terms = draw(st.lists(_pod_affinity_term(), min_size=1, max_size=2))
        affinity["requiredDuringSchedulingIgnoredDuringExecution"] = terms
    preferred = draw(
        st.lists(
            st.fixed_dictionaries(
                {"weight": st.integers(1, 100), "podAffinityTerm": _pod_affinity_term()}
            ),
            min_size=0 if required else 1,
            max_size=2,
        )
    )
    if preferred:
        affinity["preferredDuringSchedulingIgnoredDuringExecution"] = preferred
    return affinity


@st.composite
def _affinity(draw: st.DrawFn, node_names: list[str], with_nodes: bool) -> dict[str, Any]:
    """Pod affinity and anti-affinity, and node affinity when with_nodes."""
    affinity: dict[str, Any] = {}
    if with_nodes and _chance(draw, 1, 3):
        node_affinity = draw(_node_affinity(node_names))
        if node_affinity:
            affinity["nodeAffinity"] = node_affinity
    if _chance(draw, 1, 4):
        affinity["podAffinity"] = draw(_pod_affinity(required=draw(st.booleans())))
    if _chance(draw, 1, 4):
        affinity["podAntiAffinity"] = draw(_pod_affinity(required=draw(st.booleans())))
    return affinity


@st.composite
def _spread_constraint(draw: st.DrawFn, app: str) -> dict[str, Any]:
    when = draw(st.sampled_from(["DoNotSchedule", "ScheduleAnyway"]))
    constraint: dict[str, Any] = {
        "maxSkew": draw(st.integers(1, 3)),
        "topologyKey": draw(st.sampled_from([ZONE, HOSTNAME])),
        "whenUnsatisfiable": when,
        "labelSelector": {"matchLabels": {"app": app}},
    }
    if when == "DoNotSchedule" and _chance(draw, 1, 3):
        constraint["minDomains"] = draw(st.integers(1, 4))
    if _chance(draw, 1, 4):
        constraint["matchLabelKeys"] = ["version"]
    if _chance(draw, 1, 4):
        constraint["nodeAffinityPolicy"] = draw(st.sampled_from(["Honor", "Ignore"]))
    if _chance(draw, 1, 4):
        constraint["nodeTaintsPolicy"] = draw(st.sampled_from(["Honor", "Ignore"]))
    return constraint


def _app_pod(
    name: str, app: str, spec: dict[str, Any], container: str, requests: dict[str, str]
) -> dict[str, Any]:
    """A pod of an app (label app=APP) with spec and one nginx container asking for requests."""
    resources = {"requests": requests}
    spec["containers"] = [{"name": container, "image": "nginx", "resources": resources}]
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": name, "labels": {"app": app}},
        "spec": spec,
    }


@st.composite
def _pod_metadata(draw: st.DrawFn, name: str, namespaces: list[str]) -> dict[str, Any]:
    metadata: dict[str, Any] = {"name": name}
    namespace = draw(st.sampled_from(namespaces))
    if namespace != "default":
        metadata["namespace"] = namespace
    labels = {"app": draw(st.sampled_from(APPS))}
    version = draw(_maybe(st.sampled_from(VERSIONS)))
    if version is not None:
        labels["version"] = version
    metadata["labels"] = labels
    return metadata


@st.composite
def _running_pod(
    draw: st.DrawFn, index: int, node_names: list[str], namespaces: list[str]
) -> dict[str, Any]:
    metadata = draw(_pod_metadata(f"run{index}", namespaces))
    # Now and then the pod runs on a node without a Node object (deleted, or not yet known):
    # the cache keeps it, the snapshot does not show it.
    spec: dict[str, Any] = {"nodeName": draw(st.sampled_from([*node_names, "gone"]))}
    if draw(st.booleans()):
        spec["priorityClassName"] = "mid"
    affinity = draw(_affinity(node_names, with_nodes=False))
    if affinity:
        spec["affinity"] = affinity
    # Big running pods fill their nodes, which is when a preemptor has to evict.
    spec.update(draw(_containers(big=_chance(draw, 1, 3))))
    # A finished pod is invisible to the scheduler (its informer filters it out).
    phase = draw(st.sampled_from(["Running"] * 7 + ["Succeeded"]))
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": metadata,
        "spec": spec,
        # Distinct start times keep preemption's last tie-break off the wall clock.
        "status": {"phase": phase, "startTime": f"2024-01-01T00:{index:02d}:00Z"},
    }


@st.composite
def _pending_pod(
    draw: st.DrawFn,
    index: int,
    node_names: list[str],
    namespaces: list[str],
    priority_class: str | None,
) -> dict[str, Any]:
    metadata = draw(_pod_metadata(f"pod{index}", namespaces))
    spec: dict[str, Any] = {}
    # A preemptor has no node selection of its own and mostly tolerates every taint (an
    # empty key with Exists): nodes it cannot use whatever the victims make preemption moot.
    preemptor = priority_class is not None
    if preemptor:
        spec["priorityClassName"] = priority_class
    if not preemptor and _chance(draw, 1, 5):
        selector: dict[str, str] = {}
        if draw(st.booleans()):
            selector[ZONE] = draw(st.sampled_from(ZONES))
        else:
            selector["disk"] = draw(st.sampled_from(["ssd", "hdd"]))
        spec["nodeSelector"] = selector
    affinity = draw(_affinity(node_names, with_nodes=not preemptor))
    if affinity:
        spec["affinity"] = affinity
    if preemptor and _chance(draw, 3, 4):
        spec["tolerations"] = [{"operator": "Exists"}]
    elif _chance(draw, 1, 3):
        spec["tolerations"] = draw(st.lists(_toleration(), min_size=1, max_size=2))
    if _chance(draw, 1, 3):
        app = metadata["labels"]["app"]
        spec["topologySpreadConstraints"] = draw(
            st.lists(_spread_constraint(app), min_size=1, max_size=2, unique_by=_spread_key)
        )
    if _chance(draw, 1, 20):
        spec["schedulingGates"] = [{"name": GATE}]
    spec.update(draw(_containers(big=preemptor)))
    return {"apiVersion": "v1", "kind": "Pod", "metadata": metadata, "spec": spec}


@st.composite
def _storage(draw: st.DrawFn, node_names: list[str]) -> tuple[list[dict[str, Any]], list[str]]:
    """Storage classes, bound PV/claim pairs and CSINodes, and the claim names pods may use
    (including unbound and missing ones)."""
    classes = [
        _storage_class(LOCAL, "kubernetes.io/no-provisioner", "WaitForFirstConsumer"),
        _storage_class(EMPTY, "kubernetes.io/no-provisioner", "WaitForFirstConsumer"),
        _storage_class(IMMEDIATE, CSI_DRIVER, "Immediate"),
    ]
    objects: list[dict[str, Any]] = [*classes]
    claims: list[str] = []
    for i in range(draw(st.integers(1, 3))):
        claim, pv = f"data{i}", f"pv{i}"
        claims.append(claim)
        access = draw(st.sampled_from(["ReadWriteOnce", "ReadWriteOnce", "ReadWriteOncePod"]))
        spec: dict[str, Any] = {
            "capacity": {"storage": "10Gi"},
            "accessModes": [access],
            "storageClassName": LOCAL,
            "claimRef": {"namespace": "default", "name": claim},
        }
        labels: dict[str, str] = {}
        if _chance(draw, 1, 3):
            spec["csi"] = {"driver": CSI_DRIVER, "volumeHandle": f"vol-{i}"}
        else:
            spec["hostPath"] = {"path": f"/mnt/{pv}"}
        where = draw(st.sampled_from(["node", "zone", "zone-label", "anywhere"]))
        if where == "node":
            values = draw(
                st.lists(st.sampled_from(node_names), min_size=1, max_size=2, unique=True)
            )
            spec["nodeAffinity"] = _volume_node_affinity(HOSTNAME, values)
        elif where == "zone":
            spec["nodeAffinity"] = _volume_node_affinity(ZONE, [draw(st.sampled_from(ZONES))])
        elif where == "zone-label":
            labels[ZONE] = draw(st.sampled_from(ZONES))
        metadata: dict[str, Any] = {"name": pv}
        if labels:
            metadata["labels"] = labels
        objects.append(
            {
                "apiVersion": "v1",
                "kind": "PersistentVolume",
                "metadata": metadata,
                "spec": spec,
                "status": {"phase": "Bound"},
            }
        )
        objects.append(
            {
                "apiVersion": "v1",
                "kind": "PersistentVolumeClaim",
                "metadata": {
                    "name": claim,
                    "annotations": {"pv.kubernetes.io/bind-completed": "yes"},
                },
                "spec": {
                    "accessModes": [access],
                    "storageClassName": LOCAL,
                    "resources": {"requests": {"storage": "5Gi"}},
                    "volumeName": pv,
                },
                "status": {"phase": "Bound"},
            }
        )
    for name, storage_class in [("waiting", EMPTY), ("eager", IMMEDIATE)]:
        if _chance(draw, 1, 2):
            claims.append(name)
            objects.append(
                {
                    "apiVersion": "v1",
                    "kind": "PersistentVolumeClaim",
                    "metadata": {"name": name},
                    "spec": {
                        "accessModes": ["ReadWriteOnce"],
                        "storageClassName": storage_class,
                        "resources": {"requests": {"storage": "1Gi"}},
                    },
                    "status": {"phase": "Pending"},
                }
            )
    claims.append("missing")
    for node in node_names:
        if _chance(draw, 1, 2):
            limit = draw(st.integers(0, 2))
            objects.append(
                {
                    "apiVersion": "storage.k8s.io/v1",
                    "kind": "CSINode",
                    "metadata": {"name": node},
                    "spec": {
                        "drivers": [
                            {"name": CSI_DRIVER, "nodeID": node, "allocatable": {"count": limit}}
                        ]
                    },
                }
            )
    return objects, claims


def _storage_class(name: str, provisioner: str, mode: str) -> dict[str, Any]:
    return {
        "apiVersion": "storage.k8s.io/v1",
        "kind": "StorageClass",
        "metadata": {"name": name},
        "provisioner": provisioner,
        "volumeBindingMode": mode,
    }


def _volume_node_affinity(key: str, values: list[str]) -> dict[str, Any]:
    requirement = {"key": key, "operator": "In", "values": values}
    return {"required": {"nodeSelectorTerms": [{"matchExpressions": [requirement]}]}}


def _with_claims(draw: st.DrawFn, pod: dict[str, Any], claims: list[str]) -> None:
    """Mount up to two of the claims (pods of the default namespace only: claims live there)."""
    if not claims or pod["metadata"].get("namespace", "default") != "default":
        return
    if not _chance(draw, 1, 2):
        return
    names = draw(st.lists(st.sampled_from(claims), min_size=1, max_size=2, unique=True))
    pod["spec"]["volumes"] = [
        {"name": f"vol{i}", "persistentVolumeClaim": {"claimName": name}}
        for i, name in enumerate(names)
    ]


def _spread_key(constraint: dict[str, Any]) -> tuple[str, str]:
    """Validation refuses two constraints with the same topologyKey and whenUnsatisfiable."""
    return constraint["topologyKey"], constraint["whenUnsatisfiable"]


@st.composite
def scenario_documents(draw: st.DrawFn) -> list[dict[str, Any]]:
    """The objects of one scenario, in file order."""
    count = draw(st.integers(2, 6))
    cpus = draw(st.permutations(CPU_SIZES))[:count]
    memories = draw(st.permutations(MEMORY_SIZES))[:count]
    node_names = [f"n{i + 1}" for i in range(count)]
    nodes = [draw(_node(name, cpus[i], memories[i])) for i, name in enumerate(node_names)]
    teams = _chance(draw, 1, 4)
    namespaces = ["default", TEAM] if teams else ["default"]
    storage, claims = draw(_storage(node_names)) if _chance(draw, 1, 3) else ([], [])
    running = [
        draw(_running_pod(i, node_names, namespaces)) for i in range(draw(st.integers(0, 5)))
    ]
    # Running pods use bound claims only (a running pod's claims are bound).
    bound = [claim for claim in claims if claim.startswith("data")]
    for pod in running:
        _with_claims(draw, pod, bound)
    pending_count = draw(st.integers(1, 8))
    # Three scenarios in four have a preemptor (shrinking removes it).
    has_preemptor = _chance(draw, 3, 4)
    preemptor = draw(st.integers(0, pending_count - 1)) if has_preemptor else None
    preemptor_class = draw(st.sampled_from(["high", "high", "high", "high-never"]))
    pending = [
        draw(_pending_pod(i, node_names, namespaces, preemptor_class if i == preemptor else None))
        for i in range(pending_count)
    ]
    for pod in pending:
        _with_claims(draw, pod, claims)
    uses_classes = any("priorityClassName" in p["spec"] for p in running + pending)
    classes = PRIORITY_CLASSES if uses_classes else []
    namespace_objects = [_namespace("default", {}), _namespace(TEAM, {"team": "blue"})]
    # A Service makes the pods it selects subject to the default topology spreading.
    service = draw(_maybe(st.sampled_from(APPS)))
    services = [] if service is None else [_service(service)]
    return [
        *classes,
        *(namespace_objects if teams else []),
        *services,
        *storage,
        *nodes,
        *running,
        *pending,
    ]


@st.composite
def requeue_scenario_documents(draw: st.DrawFn) -> list[dict[str, Any]]:
    """A scenario made for requeueing: which pod that failed is tried again, and when.

    First come 1-3 "waiters" of class high-never (tried first, and never preempting), drawn
    like any pending pod, so that many fail, each for its own reasons; then an optional
    preemptor (class high, after the waiters in file order, so that its first preemption
    has only running pods as victims) and 1-4 ordinary pending pods whose bindings, like the
    preemptor's victims' deletions, are the events that may or may not bring a waiter back.
    """
    count = draw(st.integers(2, 4))
    cpus = draw(st.permutations(CPU_SIZES))[:count]
    memories = draw(st.permutations(MEMORY_SIZES))[:count]
    node_names = [f"n{i + 1}" for i in range(count)]
    nodes = [draw(_node(name, cpus[i], memories[i])) for i, name in enumerate(node_names)]
    namespaces = ["default"]
    running = [
        draw(_running_pod(i, node_names, namespaces)) for i in range(draw(st.integers(1, 5)))
    ]
    waiters = [
        draw(_pending_pod(i, node_names, namespaces, None)) for i in range(draw(st.integers(1, 3)))
    ]
    for pod in waiters:
        pod["metadata"]["name"] = pod["metadata"]["name"].replace("pod", "wait")
        pod["spec"]["priorityClassName"] = "high-never"
        if "topologySpreadConstraints" not in pod["spec"] and _chance(draw, 2, 3):
            # A tight spread makes PodTopologySpread, whose hint looks at the pod that came
            # or went, the usual rejector.
            constraint = draw(_spread_constraint(pod["metadata"]["labels"]["app"]))
            constraint.update(maxSkew=1, whenUnsatisfiable="DoNotSchedule")
            pod["spec"]["topologySpreadConstraints"] = [constraint]
    preemptor = (
        draw(_pending_pod(0, node_names, namespaces, "high")) if _chance(draw, 1, 2) else None
    )
    if preemptor is not None:
        preemptor["metadata"]["name"] = "vip"
    movers = [
        draw(_pending_pod(i, node_names, namespaces, None)) for i in range(draw(st.integers(1, 4)))
    ]
    pending = [*waiters, *([preemptor] if preemptor is not None else []), *movers]
    return [*PRIORITY_CLASSES, *nodes, *running, *pending]


def requeue_scenarios() -> st.SearchStrategy[str]:
    """Scenario texts (YAML) of requeue_scenario_documents."""
    return requeue_scenario_documents().map(to_yaml)


def _service(app: str) -> dict[str, Any]:
    return {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": {"name": app},
        "spec": {"selector": {"app": app}, "ports": [{"port": 80}]},
    }


def _namespace(name: str, labels: dict[str, str]) -> dict[str, Any]:
    metadata: dict[str, Any] = {"name": name}
    if labels:
        metadata["labels"] = labels
    return {"apiVersion": "v1", "kind": "Namespace", "metadata": metadata}


def to_yaml(documents: list[dict[str, Any]], header: str = "") -> str:
    """A multi-document YAML scenario, with `header` (comment lines) on top."""
    body = yaml.safe_dump_all(documents, sort_keys=False, default_flow_style=None, width=100)
    return header + body


def scenarios() -> st.SearchStrategy[str]:
    """Scenario texts (YAML), ready for simulate and the oracle."""
    return scenario_documents().map(to_yaml)


@st.composite
def _scoring_strategy(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["LeastAllocated", "MostAllocated", "RequestedToCapacityRatio"]))
    resources = [{"name": "cpu", "weight": draw(st.integers(1, 5))}]
    if draw(st.booleans()):
        resources.append({"name": "memory", "weight": draw(st.integers(1, 5))})
    if _chance(draw, 1, 4):
        resources.append({"name": GPU, "weight": draw(st.integers(1, 3))})
    strategy: dict[str, Any] = {"type": kind, "resources": resources}
    if kind == "RequestedToCapacityRatio":
        shape = draw(
            st.sampled_from(
                [
                    [{"utilization": 0, "score": 0}, {"utilization": 100, "score": 10}],
                    [{"utilization": 0, "score": 10}, {"utilization": 100, "score": 0}],
                    [
                        {"utilization": 0, "score": 0},
                        {"utilization": 50, "score": 10},
                        {"utilization": 100, "score": 3},
                    ],
                ]
            )
        )
        strategy["requestedToCapacityRatio"] = {"shape": shape}
    return strategy


@st.composite
def configuration_document(draw: st.DrawFn) -> dict[str, Any] | None:
    """None (the default configuration) or a KubeSchedulerConfiguration that changes what the
    default plugins weigh: scoring strategies, plugin weights, disabled score plugins and the
    args of InterPodAffinity, PodTopologySpread, BalancedAllocation and DefaultPreemption."""
    if not _chance(draw, 1, 3):
        return None
    return {
        "apiVersion": "kubescheduler.config.k8s.io/v1",
        "kind": "KubeSchedulerConfiguration",
        "profiles": [draw(_drawn_profile("default-scheduler"))],
    }


@st.composite
def _drawn_profile(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """A profile named `name` with drawn plugin args, weights and disabled score plugins."""
    plugin_config: list[dict[str, Any]] = []
    if draw(st.booleans()):
        plugin_config.append(
            {"name": "NodeResourcesFit", "args": {"scoringStrategy": draw(_scoring_strategy())}}
        )
    if _chance(draw, 1, 3):
        args: dict[str, Any] = {"hardPodAffinityWeight": draw(st.integers(0, 100))}
        if draw(st.booleans()):
            args["ignorePreferredTermsOfExistingPods"] = True
        plugin_config.append({"name": "InterPodAffinity", "args": args})
    if _chance(draw, 1, 4):
        plugin_config.append(
            {
                "name": "PodTopologySpread",
                "args": {
                    "defaultingType": "List",
                    "defaultConstraints": draw(
                        st.sampled_from(
                            [
                                [],
                                [
                                    {
                                        "maxSkew": 1,
                                        "topologyKey": ZONE,
                                        "whenUnsatisfiable": "ScheduleAnyway",
                                    }
                                ],
                            ]
                        )
                    ),
                },
            }
        )
    if _chance(draw, 1, 4):
        resources = [{"name": "cpu", "weight": 1}, {"name": "memory", "weight": 1}]
        if draw(st.booleans()):
            resources.append({"name": GPU, "weight": 1})
        plugin_config.append(
            {"name": "NodeResourcesBalancedAllocation", "args": {"resources": resources}}
        )
    if _chance(draw, 1, 4):
        plugin_config.append(
            {
                "name": "DefaultPreemption",
                # Validation refuses both being 0.
                "args": draw(
                    st.sampled_from(
                        [
                            {"minCandidateNodesPercentage": 0, "minCandidateNodesAbsolute": 1},
                            {"minCandidateNodesPercentage": 10, "minCandidateNodesAbsolute": 0},
                            {"minCandidateNodesPercentage": 100, "minCandidateNodesAbsolute": 100},
                        ]
                    )
                ),
            }
        )
    profile: dict[str, Any] = {"schedulerName": name}
    if plugin_config:
        profile["pluginConfig"] = plugin_config
    score_plugins = [
        "NodeResourcesFit",
        "NodeResourcesBalancedAllocation",
        "ImageLocality",
        "TaintToleration",
        "NodeAffinity",
        "InterPodAffinity",
        "PodTopologySpread",
    ]
    plugins: dict[str, Any] = {}
    weighted = draw(st.lists(st.sampled_from(score_plugins), max_size=2, unique=True))
    if weighted:
        plugins["multiPoint"] = {
            "enabled": [{"name": name, "weight": draw(st.integers(1, 5))} for name in weighted]
        }
    disabled = draw(st.lists(st.sampled_from(score_plugins), max_size=1))
    if disabled:
        plugins["score"] = {"disabled": [{"name": disabled[0]}]}
    if plugins:
        profile["plugins"] = plugins
    return profile


def configurations() -> st.SearchStrategy[str | None]:
    """None or a configuration text (YAML) for both implementations' --config."""
    return configuration_document().map(lambda doc: None if doc is None else to_yaml([doc]))


#: Scheduler gates a scenario may run with switched away from v1.31.1's default (rarely each).
OTHER_GATES = (
    "SidecarContainers=false",
    "MatchLabelKeysInPodTopologySpread=false",
    "NodeInclusionPolicyInPodTopologySpread=false",
    "InPlacePodVerticalScaling=true",
    "VolumeCapacityPriority=true",
)


@st.composite
def feature_gates(draw: st.DrawFn, hints: int = 3) -> str | None:
    """None (v1.31.1's defaults) or a value for both implementations' --feature-gates:
    SchedulerQueueingHints on in about one example in `hints`, the other scheduler gates
    flipped now and then."""
    gates = ["SchedulerQueueingHints=true"] if _chance(draw, 1, hints) else []
    gates += [gate for gate in OTHER_GATES if _chance(draw, 1, 10)]
    return ",".join(gates) or None


# --- The wider families: each draws a whole case (scenario, configuration, gates). ---

#: A drawn case: the scenario text, a configuration text or None, a --feature-gates value or None.
Case = tuple[str, str | None, str | None]


def small_cases() -> st.SearchStrategy[Case]:
    """The small scenarios above, with a drawn configuration and gates."""
    return st.tuples(scenarios(), configurations(), feature_gates())


def requeue_cases() -> st.SearchStrategy[Case]:
    """The requeue scenarios, half of them with SchedulerQueueingHints on."""
    return st.tuples(requeue_scenarios(), configurations(), feature_gates(hints=2))


def _config(profiles: list[dict[str, Any]], **top: Any) -> str:
    document = {
        "apiVersion": "kubescheduler.config.k8s.io/v1",
        "kind": "KubeSchedulerConfiguration",
        **top,
        "profiles": profiles,
    }
    return to_yaml([document])


#: Large clusters: node sizes (millicores, MiB) of the ordinary nodes, and the label that
#: marks the few "ranked" nodes pods prefer.
LARGE_CPU = [8000, 16000, 32000]
LARGE_MEMORY = [16384, 32768, 65536]
RANK = "example.com/rank"
#: Ranks are 1..63, written in binary as labels: a pod's preferred terms, one per bit,
#: weigh 2**bit, so that NodeAffinity's raw score of a ranked node is its rank.
RANK_BITS = 6
#: Why an ordinary node of a large cluster may be of no use to a pod.
UNUSABLE: list[str | None] = ["taint", "small", "cordoned"]


@st.composite
def _large_node(draw: st.DrawFn, index: int, rank: int | None) -> dict[str, Any]:
    name = f"node-{index:03d}"
    labels = {HOSTNAME: name, ZONE: ZONES[index % len(ZONES)]}
    if rank is not None:
        labels[RANK] = str(rank)
        labels.update({f"{RANK}-bit-{bit}": "1" for bit in range(RANK_BITS) if rank >> bit & 1})
    cpu, memory = draw(st.sampled_from(LARGE_CPU)), draw(st.sampled_from(LARGE_MEMORY))
    if rank is not None:
        # A size of its own: ranked nodes differ in every score, not only in NodeAffinity.
        cpu, memory = 12000 + 700 * rank, 24576 + 900 * rank
    node: dict[str, Any] = {
        "apiVersion": "v1",
        "kind": "Node",
        "metadata": {"name": name, "labels": labels},
    }
    # Some nodes no pod can use without a toleration, some none at all: numFeasibleNodesToFind
    # counts feasible nodes only, and the next start index moves past the infeasible ones too.
    spec: dict[str, Any] = {}
    unusable = None if rank is not None else draw(st.sampled_from([None] * 6 + UNUSABLE))
    if unusable == "taint":
        spec["taints"] = [{"key": "dedicated", "value": "infra", "effect": "NoSchedule"}]
    elif unusable == "cordoned":
        spec["unschedulable"] = True
    elif unusable == "small":
        cpu, memory = 500, 1024
    if spec:
        node["spec"] = spec
    node["status"] = {"capacity": {"cpu": f"{cpu}m", "memory": f"{memory}Mi", "pods": "110"}}
    return node


@st.composite
def _large_pod(draw: st.DrawFn, index: int) -> dict[str, Any]:
    """A pending pod that prefers ranked nodes, the higher the rank the more (so that the
    best node of any window of nodes is mostly unique), and draws a few other constraints."""
    app = draw(st.sampled_from(APPS))
    terms = [
        {
            "weight": 2**bit,
            "preference": {
                "matchExpressions": [{"key": f"{RANK}-bit-{bit}", "operator": "Exists"}]
            },
        }
        for bit in range(RANK_BITS)
    ]
    affinity: dict[str, Any] = {
        "nodeAffinity": {"preferredDuringSchedulingIgnoredDuringExecution": terms}
    }
    if _chance(draw, 1, 6):
        required = {"key": ZONE, "operator": "In", "values": [draw(st.sampled_from(ZONES))]}
        affinity["nodeAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"] = {
            "nodeSelectorTerms": [{"matchExpressions": [required]}]
        }
    if _chance(draw, 1, 8):
        affinity["podAntiAffinity"] = {
            "requiredDuringSchedulingIgnoredDuringExecution": [
                {"labelSelector": {"matchLabels": {"app": app}}, "topologyKey": HOSTNAME}
            ]
        }
    spec: dict[str, Any] = {"affinity": affinity}
    if _chance(draw, 1, 5):
        spec["topologySpreadConstraints"] = [
            {
                "maxSkew": draw(st.integers(1, 2)),
                "topologyKey": ZONE,
                "whenUnsatisfiable": draw(st.sampled_from(["DoNotSchedule", "ScheduleAnyway"])),
                "labelSelector": {"matchLabels": {"app": app}},
            }
        ]
    if _chance(draw, 1, 6):
        spec["tolerations"] = [{"key": "dedicated", "operator": "Exists"}]
    cpu = draw(st.sampled_from(["300m", "1100m", "2900m", "7100m"]))
    memory = draw(st.sampled_from(["129Mi", "1100Mi", "4100Mi"]))
    return _app_pod(f"pod{index}", app, spec, "app", {"cpu": cpu, "memory": memory})


@st.composite
def large_cases(draw: st.DrawFn) -> Case:
    """Clusters of 50-600 nodes, where numFeasibleNodesToFind, percentageOfNodesToScore (the
    global one and a profile's own) and the rotating start index decide which nodes a pod is
    even looked at on. One node in ten is "ranked" (distinct ranks and sizes, spread over the
    cluster, always usable) so that within any window of nodes the best one rarely ties."""
    count = draw(st.sampled_from([50, 120, 250, 400, 600]))
    ranked = set(range(draw(st.integers(0, 9)), count, 10))
    ranks = draw(st.permutations(range(1, len(ranked) + 1)))
    rank_of = dict(zip(sorted(ranked), ranks, strict=True))
    nodes = [draw(_large_node(i, rank_of.get(i))) for i in range(count)]
    node_names = [node["metadata"]["name"] for node in nodes]
    running = []
    for i in range(draw(st.integers(0, 10))):
        pod = draw(_large_pod(i))
        pod["metadata"]["name"] = f"run{i}"
        pod["spec"] = {"nodeName": draw(st.sampled_from(node_names)), **pod["spec"]}
        del pod["spec"]["affinity"]
        pod["status"] = {"phase": "Running", "startTime": f"2024-01-01T00:{i:02d}:00Z"}
        running.append(pod)
    pending = [draw(_large_pod(i)) for i in range(draw(st.integers(3, 25)))]
    top: dict[str, Any] = {}
    percentage = draw(st.sampled_from([None, None, 0, 5, 10, 30, 100]))
    if percentage is not None:
        top["percentageOfNodesToScore"] = percentage
    profile: dict[str, Any] = {"schedulerName": "default-scheduler"}
    own = draw(st.sampled_from([None, None, 1, 20, 70]))
    if own is not None:
        profile["percentageOfNodesToScore"] = own
    if _chance(draw, 1, 3):
        profile["pluginConfig"] = [
            {"name": "NodeResourcesFit", "args": {"scoringStrategy": draw(_scoring_strategy())}}
        ]
    config = _config([profile], **top) if top or len(profile) > 1 else None
    return to_yaml([*nodes, *running, *pending]), config, draw(feature_gates())


#: Profiles besides default-scheduler, and a name no profile has.
PROFILE_NAMES = ["batch-scheduler", "spread-scheduler"]
UNKNOWN_SCHEDULER = "other-scheduler"


@st.composite
def _profile(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """A drawn profile (as in configuration_document) that now and then has its own
    percentageOfNodesToScore."""
    profile: dict[str, Any] = draw(_drawn_profile(name))
    if _chance(draw, 1, 4):
        profile["percentageOfNodesToScore"] = draw(st.sampled_from([1, 50, 100]))
    return profile


@st.composite
def profile_cases(draw: st.DrawFn) -> Case:
    """Several profiles in one run: the small scenarios' pending pods addressed to
    default-scheduler, to one of one or two more profiles, or (now and then) to a scheduler
    no profile names, which kube-scheduler leaves alone."""
    documents = draw(scenario_documents())
    names = ["default-scheduler", *PROFILE_NAMES[: draw(st.integers(1, 2))]]
    profiles = [draw(_profile(name)) for name in names]
    for document in documents:
        if document["kind"] != "Pod" or "nodeName" in document["spec"]:
            continue
        name = draw(st.sampled_from([*names, *names, UNKNOWN_SCHEDULER]))
        if name != "default-scheduler" or _chance(draw, 1, 3):
            document["spec"] = {"schedulerName": name, **document["spec"]}
    return to_yaml(documents), _config(profiles), draw(feature_gates())


#: Priority levels of the PDB family: every pod has one, preemptors the higher ones.
LEVELS = {"low": 100, "mid": 500, "high": 1000, "top": 2000}


def _priority_class(name: str, value: int) -> dict[str, Any]:
    return {
        "apiVersion": "scheduling.k8s.io/v1",
        "kind": "PriorityClass",
        "metadata": {"name": name},
        "value": value,
    }


@st.composite
def _budget(draw: st.DrawFn, app: str, pods: int) -> dict[str, Any]:
    """A PodDisruptionBudget on `app`, with the status a disruption controller would write
    for `pods` healthy pods (the scheduler reads status.disruptionsAllowed)."""
    kind = draw(st.sampled_from(["minAvailable", "maxUnavailable"]))
    value: int | str = draw(st.sampled_from([0, 1, 2, "50%"]))
    if kind == "minAvailable":
        wanted = value if isinstance(value, int) else (pods + 1) // 2
        allowed = max(0, pods - wanted)
    else:
        wanted = pods - (value if isinstance(value, int) else pods // 2)
        allowed = pods - max(0, wanted)
    return {
        "apiVersion": "policy/v1",
        "kind": "PodDisruptionBudget",
        "metadata": {"name": f"pdb-{app}"},
        "spec": {kind: value, "selector": {"matchLabels": {"app": app}}},
        "status": {
            "currentHealthy": pods,
            "desiredHealthy": max(0, min(pods, wanted)),
            "expectedPods": pods,
            "disruptionsAllowed": allowed,
            "observedGeneration": 1,
        },
    }


@st.composite
def pdb_cases(draw: st.DrawFn) -> Case:
    """PDB-aware preemption across several priorities: full nodes of running pods of three
    levels, budgets covering some apps, and pending pods of every level, among them several
    preemptors (the highest first in the queue) and now and then a pod already nominated to
    a node by an earlier preemption."""
    count = draw(st.integers(2, 6))
    cpus = draw(st.permutations(CPU_SIZES))[:count]
    memories = draw(st.permutations(MEMORY_SIZES))[:count]
    node_names = [f"n{i + 1}" for i in range(count)]
    nodes = []
    for i, name in enumerate(node_names):
        node = draw(_node(name, cpus[i], memories[i]))
        node.pop("spec", None)  # no taints, never cordoned: preemption is the question here
        nodes.append(node)
    running = []
    for i in range(draw(st.integers(2, 10))):
        app = draw(st.sampled_from(APPS))
        level = draw(st.sampled_from(["low", "low", "mid", "high"]))
        cpu = draw(st.sampled_from(["700m", "1100m", "1900m", "2900m"]))
        running.append(
            {
                "apiVersion": "v1",
                "kind": "Pod",
                "metadata": {"name": f"run{i}", "labels": {"app": app}},
                "spec": {
                    "nodeName": draw(st.sampled_from(node_names)),
                    "priorityClassName": level,
                    "containers": [
                        {"name": "c", "image": "nginx", "resources": {"requests": {"cpu": cpu}}}
                    ],
                },
                "status": {"phase": "Running", "startTime": f"2024-01-01T00:{i:02d}:00Z"},
            }
        )
    apps = draw(st.lists(st.sampled_from(APPS), max_size=3, unique=True))
    budgets = [
        draw(_budget(app, sum(p["metadata"]["labels"]["app"] == app for p in running)))
        for app in apps
    ]
    pending = []
    for i in range(draw(st.integers(1, 6))):
        level = draw(st.sampled_from(["low", "mid", "high", "top", "top"]))
        cpu = draw(st.sampled_from(PREEMPTOR_CPU_REQUESTS))
        pod: dict[str, Any] = {
            "apiVersion": "v1",
            "kind": "Pod",
            "metadata": {"name": f"pod{i}", "labels": {"app": draw(st.sampled_from(APPS))}},
            "spec": {
                "priorityClassName": level,
                "containers": [
                    {"name": "c", "image": "nginx", "resources": {"requests": {"cpu": cpu}}}
                ],
            },
        }
        if _chance(draw, 1, 4):
            pod["spec"]["preemptionPolicy"] = "Never"
            pod["spec"]["priorityClassName"] = f"{level}-never"
        if _chance(draw, 1, 6):
            pod["status"] = {
                "phase": "Pending",
                "nominatedNodeName": draw(st.sampled_from(node_names)),
            }
        pending.append(pod)
    classes = [_priority_class(name, value) for name, value in LEVELS.items()]
    never = [
        {**_priority_class(f"{name}-never", value), "preemptionPolicy": "Never"}
        for name, value in LEVELS.items()
    ]
    documents = [*classes, *never, *nodes, *running, *budgets, *pending]
    return to_yaml(documents), draw(configurations()), draw(feature_gates())


@st.composite
def queue_cases(draw: st.DrawFn) -> Case:
    """Long queues: 20-120 pending pods of mixed priorities on a few nodes that cannot hold
    them all, a share of them gated (they take no room until a timed write removes the gate),
    some that fail first and are retried after a preemption makes room, a backoff ends or a
    timed write (a node added, untainted or uncordoned, a pod deleted) helps them, with and
    without SchedulerQueueingHints."""
    count = draw(st.integers(2, 5))
    cpus = draw(st.permutations(CPU_SIZES))[:count]
    memories = draw(st.permutations(MEMORY_SIZES))[:count]
    node_names = [f"n{i + 1}" for i in range(count)]
    nodes = [draw(_node(name, cpus[i], memories[i])) for i, name in enumerate(node_names)]
    running = [
        draw(_running_pod(i, node_names, ["default"])) for i in range(draw(st.integers(0, 4)))
    ]
    pending = []
    for i in range(draw(st.integers(20, 120))):
        pod = draw(_queued_pod(i, node_names))
        pending.append(pod)
    writes = draw(_timed_writes(nodes, running, pending))
    return (
        to_yaml([*PRIORITY_CLASSES, *nodes, *running, *pending, *writes]),
        draw(configurations()),
        draw(feature_gates(hints=2)),
    )


#: When timed writes happen: within the first cycles, between backoff flushes, after the
#: queue has drained, after the 30 s leftover flush.
WRITE_TIMES = ["40ms", "300ms", "1500ms", "2s", "4250ms", "10s", "31s"]
AT = "simulate.kube-scheduler-py.io/at"
DELETE_AT = "simulate.kube-scheduler-py.io/delete-at"


def _timed(document: dict[str, Any], key: str, at: str) -> dict[str, Any]:
    """A copy of document with the timing annotation key: at."""
    metadata = {**document["metadata"]}
    metadata["annotations"] = {**metadata.get("annotations", {}), key: at}
    return {**document, "metadata": metadata}


@st.composite
def _timed_writes(
    draw: st.DrawFn,
    nodes: list[dict[str, Any]],
    running: list[dict[str, Any]],
    pending: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    """Writes during the run (docs/simulate.md, "Timed writes"): gates removed, running pods
    relabelled, a node added, nodes updated (taints removed, uncordoned, a label added), pods
    deleted."""
    when = st.sampled_from(WRITE_TIMES)
    writes = []
    for pod in pending:
        if "schedulingGates" in pod["spec"] and _chance(draw, 2, 3):
            spec = {k: v for k, v in pod["spec"].items() if k != "schedulingGates"}
            writes.append(_timed({**pod, "spec": spec}, AT, draw(when)))
        elif _chance(draw, 1, 25):
            writes.append(_timed(pod, DELETE_AT, draw(when)))
    for pod in running:
        if _chance(draw, 1, 3):
            writes.append(_timed(pod, DELETE_AT, draw(when)))
        elif _chance(draw, 1, 3):
            # A new app label changes which spread constraints and affinity terms count it.
            labels = {**pod["metadata"].get("labels", {}), "app": draw(st.sampled_from(APPS))}
            relabelled = {**pod, "metadata": {**pod["metadata"], "labels": labels}}
            writes.append(_timed(relabelled, AT, draw(when)))
    for node in nodes:
        if _chance(draw, 1, 3):
            spec = {k: v for k, v in node.get("spec", {}).items() if k != "taints"}
            if draw(st.booleans()):
                spec.pop("unschedulable", None)
            labels = {**node["metadata"]["labels"], "disk": draw(st.sampled_from(["ssd", "hdd"]))}
            updated = {**node, "metadata": {**node["metadata"], "labels": labels}, "spec": spec}
            writes.append(_timed(updated, AT, draw(when)))
    for index in range(draw(st.integers(0, 2))):
        cpu, memory = draw(st.sampled_from(CPU_SIZES)) + 17, draw(st.sampled_from(MEMORY_SIZES))
        added = draw(_node(f"late{index + 1}", cpu, memory))
        writes.append(_timed(added, AT, draw(when)))
        if _chance(draw, 1, 4):
            writes.append(_timed(added, DELETE_AT, "45s"))
    return writes


@st.composite
def _queued_pod(draw: st.DrawFn, index: int, node_names: list[str]) -> dict[str, Any]:
    """A cheap pending pod for long queues: one container, now and then gated, a priority,
    a node selector or a spread constraint."""
    app = draw(st.sampled_from(APPS))
    spec: dict[str, Any] = {}
    kind = draw(st.sampled_from(["plain"] * 6 + ["gated", "mid", "high", "spread", "pinned"]))
    if kind == "gated":
        spec["schedulingGates"] = [{"name": GATE}]
    elif kind in ("mid", "high"):
        spec["priorityClassName"] = kind
    elif kind == "spread":
        spec["topologySpreadConstraints"] = [
            {
                "maxSkew": 1,
                "topologyKey": HOSTNAME,
                "whenUnsatisfiable": "DoNotSchedule",
                "labelSelector": {"matchLabels": {"app": app}},
            }
        ]
    elif kind == "pinned":
        spec["nodeSelector"] = {HOSTNAME: draw(st.sampled_from(node_names))}
    cpu = draw(st.sampled_from(CPU_REQUESTS))
    memory = draw(st.sampled_from(MEMORY_REQUESTS))
    return _app_pod(f"q{index}", app, spec, "c", {"cpu": cpu, "memory": memory})


#: Quantities near the top of int64 (Go's Quantity math and the scorers' products wrap there).
HUGE_MEMORY = ["1023Pi", "8Ei", "9223372036854775807", "4Ei"]
HUGE_CPU = ["9223372036854775m", "4611686018427387", "100000000"]


@st.composite
def dump_cases(draw: st.DrawFn) -> Case:
    """What a `kubectl get nodes,pods -o yaml` of a real cluster looks like: nodes with many
    labels and several taints, some with enormous allocatable, one DaemonSet-style pod per
    node (required node affinity on metadata.name through matchFields, tolerating
    everything, with pod overhead), plus ordinary pending pods."""
    count = draw(st.integers(5, 40))
    names = [f"ip-10-0-{i // 250}-{i % 250 + 1}.ec2.internal" for i in range(count)]
    nodes = []
    for i, name in enumerate(names):
        labels = {HOSTNAME: name, ZONE: ZONES[i % 3], "kubernetes.io/os": "linux"}
        for k in range(draw(st.integers(5, 30))):
            labels[f"example.com/label-{k}"] = f"value-{(i * 7 + k) % 5}"
        cpu = f"{4000 + 250 * i}m"
        memory = f"{8192 + 512 * i}Mi"
        if _chance(draw, 1, 5):
            memory = draw(st.sampled_from(HUGE_MEMORY))
        if _chance(draw, 1, 8):
            cpu = draw(st.sampled_from(HUGE_CPU))
        spec: dict[str, Any] = {}
        taints = draw(st.lists(_taint(), max_size=3, unique_by=lambda t: (t["key"], t["effect"])))
        if taints:
            spec["taints"] = taints
        node: dict[str, Any] = {
            "apiVersion": "v1",
            "kind": "Node",
            "metadata": {"name": name, "labels": labels},
        }
        if spec:
            node["spec"] = spec
        capacity = {"cpu": cpu, "memory": memory, "pods": "110"}
        node["status"] = {"capacity": capacity, "allocatable": capacity}
        nodes.append(node)
    daemons = []
    for i, name in enumerate(names):
        if not _chance(draw, 4, 5):
            continue
        term = {"matchFields": [{"key": "metadata.name", "operator": "In", "values": [name]}]}
        daemons.append(
            {
                "apiVersion": "v1",
                "kind": "Pod",
                "metadata": {
                    "name": f"agent-{i:03d}",
                    "namespace": "kube-system",
                    "labels": {"app": "agent"},
                },
                "spec": {
                    "affinity": {
                        "nodeAffinity": {
                            "requiredDuringSchedulingIgnoredDuringExecution": {
                                "nodeSelectorTerms": [term]
                            }
                        }
                    },
                    "tolerations": [{"operator": "Exists"}],
                    "overhead": {"cpu": "50m", "memory": "64Mi"},
                    "containers": [
                        {
                            "name": "agent",
                            "image": "registry.example/agent:1",
                            "resources": {
                                "requests": {
                                    "cpu": draw(st.sampled_from(["100m", "250m"])),
                                    "memory": draw(st.sampled_from(["200Mi"] * 5 + ["1Ei"])),
                                }
                            },
                        }
                    ],
                },
            }
        )
    pending = [
        draw(_pending_pod(i, names, ["default"], None)) for i in range(draw(st.integers(0, 6)))
    ]
    kube_system = _namespace("kube-system", {})
    return to_yaml([kube_system, *nodes, *daemons, *pending]), draw(configurations()), None


def _first(documents: list[dict[str, Any]], kind: str, pending: bool | None = None) -> Any:
    """The first document of a kind (pending or running pods when asked), or None."""
    for document in documents:
        if document["kind"] != kind:
            continue
        if pending is None or ("nodeName" in document["spec"]) != pending:
            return document
    return None


def _container_of(pod: dict[str, Any]) -> dict[str, Any]:
    container: dict[str, Any] = pod["spec"]["containers"][0]
    return container


#: How to make an object of a scenario invalid: what the v1.31.1 apiserver's validation or
#: admission refuses (each with the kind of object it applies to).
def _request_above_limit(pod: dict[str, Any]) -> None:
    _container_of(pod)["resources"] = {"requests": {"cpu": "2"}, "limits": {"cpu": "1"}}


def _negative_request(pod: dict[str, Any]) -> None:
    _container_of(pod)["resources"] = {"requests": {"memory": "-1Mi"}}


def _extended_without_limit(pod: dict[str, Any]) -> None:
    _container_of(pod)["resources"] = {"requests": {GPU: "1"}}


def _extended_fraction(pod: dict[str, Any]) -> None:
    _container_of(pod)["resources"] = {"requests": {GPU: "500m"}, "limits": {GPU: "500m"}}


def _toleration_exists_with_value(pod: dict[str, Any]) -> None:
    pod["spec"]["tolerations"] = [{"key": "gpu", "operator": "Exists", "value": "a"}]


def _toleration_bad_effect(pod: dict[str, Any]) -> None:
    pod["spec"]["tolerations"] = [{"key": "gpu", "operator": "Exists", "effect": "Sometimes"}]


def _preferred_weight_zero(pod: dict[str, Any]) -> None:
    term = {"weight": 0, "preference": {"matchExpressions": [{"key": ZONE, "operator": "Exists"}]}}
    pod["spec"]["affinity"] = {
        "nodeAffinity": {"preferredDuringSchedulingIgnoredDuringExecution": [term]}
    }


def _anti_affinity_weight(pod: dict[str, Any]) -> None:
    term = {"labelSelector": {"matchLabels": {"app": "web"}}, "topologyKey": HOSTNAME}
    pod["spec"]["affinity"] = {
        "podAntiAffinity": {
            "preferredDuringSchedulingIgnoredDuringExecution": [
                {"weight": 101, "podAffinityTerm": term}
            ]
        }
    }


def _empty_topology_key(pod: dict[str, Any]) -> None:
    term = {"labelSelector": {"matchLabels": {"app": "web"}}, "topologyKey": ""}
    pod["spec"]["affinity"] = {
        "podAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [term]}
    }


def _spread_zero_skew(pod: dict[str, Any]) -> None:
    pod["spec"]["topologySpreadConstraints"] = [
        {
            "maxSkew": 0,
            "topologyKey": ZONE,
            "whenUnsatisfiable": "DoNotSchedule",
            "labelSelector": {"matchLabels": {"app": "web"}},
        }
    ]


def _match_fields_two_values(pod: dict[str, Any]) -> None:
    requirement = {"key": "metadata.name", "operator": "In", "values": ["n1", "n2"]}
    pod["spec"]["affinity"] = {
        "nodeAffinity": {
            "requiredDuringSchedulingIgnoredDuringExecution": {
                "nodeSelectorTerms": [{"matchFields": [requirement]}]
            }
        }
    }


def _unknown_class(pod: dict[str, Any]) -> None:
    pod["spec"]["priorityClassName"] = "no-such-class"


def _priority_without_class(pod: dict[str, Any]) -> None:
    pod["spec"].pop("priorityClassName", None)
    pod["spec"]["priority"] = 5


def _never_without_class(pod: dict[str, Any]) -> None:
    pod["spec"].pop("priorityClassName", None)
    pod["spec"]["preemptionPolicy"] = "Never"


def _bad_container_name(pod: dict[str, Any]) -> None:
    _container_of(pod)["name"] = "Web_1"


def _bad_label_value(pod: dict[str, Any]) -> None:
    pod["metadata"]["labels"] = {"app": "not a valid value!"}


def _no_containers(pod: dict[str, Any]) -> None:
    pod["spec"]["containers"] = []


def _negative_capacity(node: dict[str, Any]) -> None:
    node["status"]["capacity"]["cpu"] = "-2"


def _bad_taint_effect(node: dict[str, Any]) -> None:
    node.setdefault("spec", {})["taints"] = [{"key": "gpu", "value": "a", "effect": "Often"}]


def _bad_node_label(node: dict[str, Any]) -> None:
    node["metadata"]["labels"]["bad label"] = "x"


POD_BREAKS = [
    _request_above_limit,
    _negative_request,
    _extended_without_limit,
    _extended_fraction,
    _toleration_exists_with_value,
    _toleration_bad_effect,
    _preferred_weight_zero,
    _anti_affinity_weight,
    _empty_topology_key,
    _spread_zero_skew,
    _match_fields_two_values,
    _unknown_class,
    _priority_without_class,
    _never_without_class,
    _bad_container_name,
    _bad_label_value,
    _no_containers,
]
NODE_BREAKS = [_negative_capacity, _bad_taint_effect, _bad_node_label]


#: Configurations kube-scheduler's validation refuses: (top-level fields, profile fields).
CONFIG_BREAKS: list[tuple[dict[str, Any], dict[str, Any]]] = [
    ({"percentageOfNodesToScore": 101}, {}),
    ({}, {"percentageOfNodesToScore": -1}),
    ({"podInitialBackoffSeconds": 0}, {}),
    ({"podMaxBackoffSeconds": 1, "podInitialBackoffSeconds": 2}, {}),
    ({}, {"pluginConfig": [{"name": "InterPodAffinity", "args": {"hardPodAffinityWeight": 101}}]}),
    (
        {},
        {
            "pluginConfig": [
                {"name": "NodeResourcesFit", "args": {"scoringStrategy": {"type": "Nope"}}}
            ]
        },
    ),
    ({}, {"plugins": {"score": {"enabled": [{"name": "NoSuchPlugin"}]}}}),
    ({}, {"plugins": {"multiPoint": {"enabled": [{"name": "ImageLocality", "weight": -1}]}}}),
]


@st.composite
def invalid_cases(draw: st.DrawFn) -> Case:
    """A small scenario with one or two objects broken the way the apiserver refuses (a
    running or pending pod, or a node), or now and then a configuration kube-scheduler
    refuses: both sides must refuse it alike, with exit code 2 and the same message, byte
    for byte."""
    documents = draw(scenario_documents())
    if _chance(draw, 1, 5):
        top, profile = draw(st.sampled_from(CONFIG_BREAKS))
        return (
            to_yaml(documents),
            _config([{"schedulerName": "default-scheduler", **profile}], **top),
            None,
        )
    for _ in range(draw(st.integers(1, 2))):
        if _chance(draw, 1, 4):
            node = _first(documents, "Node")
            draw(st.sampled_from(NODE_BREAKS))(node)
            continue
        pods = [d for d in documents if d["kind"] == "Pod"]
        draw(st.sampled_from(POD_BREAKS))(draw(st.sampled_from(pods)))
    return to_yaml(documents), None, None


#: Instants for a CSINode registered late, and how long after its deletion a CSINode is
#: registered again (never before: that would be a refused update of its driver entry).
LATE_WRITE_TIMES = ["2500ms", "6s", "12s", "33s"]
AGAIN_AFTER_MS = [0, 500, 3000]


@st.composite
def kinds_cases(draw: st.DrawFn) -> Case:
    """Timed writes of every kind the scheduler reads (docs/simulate.md, "Timed writes"):
    claims, volumes, StorageClasses, CSINodes, CSIDrivers, CSIStorageCapacities,
    PodDisruptionBudgets, Namespaces, Services and ReplicaSets created, replaced and deleted
    during the run, beside pending pods created late and a preemptor; half of the scenarios
    are written as a cluster dump (uids, resourceVersions, managedFields, status)."""
    count = draw(st.integers(2, 5))
    cpus = draw(st.permutations(CPU_SIZES))[:count]
    memories = draw(st.permutations(MEMORY_SIZES))[:count]
    node_names = [f"n{i + 1}" for i in range(count)]
    nodes = [draw(_node(name, cpus[i], memories[i])) for i, name in enumerate(node_names)]
    namespaces = ["default", TEAM]
    storage, claims = draw(_storage(node_names))
    running = [
        draw(_running_pod(i, node_names, namespaces)) for i in range(draw(st.integers(1, 5)))
    ]
    bound = [claim for claim in claims if claim.startswith("data")]
    for pod in running:
        _with_claims(draw, pod, bound)
    if draw(st.booleans()):
        # Nodes nearly full of low-priority pods: the preemptor must evict, and which budgets
        # exist (created, replaced or deleted in time) decides where.
        running += [draw(_filler(i, name, cpus[i])) for i, name in enumerate(node_names)]
    pending_count = draw(st.integers(1, 6))
    preemptor = draw(st.integers(0, pending_count - 1)) if _chance(draw, 2, 3) else None
    pending = [
        draw(_pending_pod(i, node_names, namespaces, "high" if i == preemptor else None))
        for i in range(pending_count)
    ]
    for pod in pending:
        _with_claims(draw, pod, claims)
    apps = sorted({p["metadata"]["labels"]["app"] for p in running})
    budgets = [
        draw(_budget(app, sum(p["metadata"]["labels"]["app"] == app for p in running)))
        for app in draw(st.lists(st.sampled_from(apps), max_size=2, unique=True))
    ]
    objects = [
        *PRIORITY_CLASSES,
        _namespace("default", {}),
        _namespace(TEAM, {"team": "blue"}),
        *[_service(app) for app in draw(st.lists(st.sampled_from(APPS), max_size=2, unique=True))],
        *storage,
        *_capacities(draw),
        *budgets,
        *nodes,
        *running,
        *pending,
    ]
    documents = _with_kind_writes(draw, objects, node_names)
    if draw(st.booleans()):
        documents = _as_dump(draw, documents)
    # The default configuration: a drawn one may cut DefaultPreemption's candidates to one,
    # and the candidates' start offset is one of Go's random draws (the small family draws
    # configurations).
    return to_yaml(documents), None, draw(feature_gates(hints=2))


@st.composite
def _filler(draw: st.DrawFn, index: int, node: str, cpu: int) -> dict[str, Any]:
    """A running pod of priority 0 taking four fifths of a node's CPU."""
    pod = _app_pod(
        f"fill{index}",
        draw(st.sampled_from(APPS)),
        {"nodeName": node},
        "c",
        {"cpu": f"{cpu * 4 // 5}m"},
    )
    # Distinct start times keep preemption's last tie-break off the wall clock.
    pod["status"] = {"phase": "Running", "startTime": f"2024-01-01T01:{index:02d}:00Z"}
    return pod


def _capacities(draw: st.DrawFn) -> list[dict[str, Any]]:
    """CSIStorageCapacity objects of the immediate class, per zone (their events reach
    VolumeBinding; capacity only counts for claims still to be provisioned)."""
    objects = []
    for zone in draw(st.lists(st.sampled_from(ZONES), max_size=2, unique=True)):
        objects.append(
            {
                "apiVersion": "storage.k8s.io/v1",
                "kind": "CSIStorageCapacity",
                "metadata": {"name": f"cap-{zone}", "namespace": "kube-system"},
                "storageClassName": IMMEDIATE,
                "nodeTopology": {"matchLabels": {ZONE: zone}},
                "capacity": draw(st.sampled_from(["1Gi", "20Gi"])),
            }
        )
    return objects


def _with_kind_writes(
    draw: st.DrawFn, objects: list[dict[str, Any]], node_names: list[str]
) -> list[dict[str, Any]]:
    """The objects, some of them made timed writes (created late, or deleted during the run),
    followed by replacements, deletions and late objects of every kind."""
    when = st.sampled_from(WRITE_TIMES)
    documents: list[dict[str, Any]] = []
    later: list[dict[str, Any]] = []
    for document in objects:
        kind = document["kind"]
        if kind == "PriorityClass" or (
            kind == "Namespace" and document["metadata"]["name"] == "default"
        ):
            documents.append(document)
            continue
        running = kind == "Pod" and "nodeName" in document["spec"]
        if kind not in ("Node",) and not running and _chance(draw, 1, 4):
            document = _timed(document, AT, draw(when))  # created late
        documents.append(document)
        if kind == "Node" or (kind == "Pod" and not running):
            continue
        if _chance(draw, 1, 5):
            gone = draw(when)
            later.append(_timed(_without_timing(document), DELETE_AT, gone))
            if kind == "CSINode" and draw(st.booleans()):
                # A kubelet registering again, with another limit.
                count = draw(st.integers(0, 3))
                driver = {**document["spec"]["drivers"][0], "allocatable": {"count": count}}
                again = {**_without_timing(document), "spec": {"drivers": [driver]}}
                at = f"{_millis(gone) + draw(st.sampled_from(AGAIN_AFTER_MS))}ms"
                later.append(_timed(again, AT, at))
        elif _chance(draw, 1, 4):
            replaced = _replacement(draw, document)
            if replaced is not None:
                later.append(_timed(_without_timing(replaced), AT, draw(when)))
    registered = {d["metadata"]["name"] for d in objects if d["kind"] == "CSINode"}
    for name in node_names:
        if name not in registered and _chance(draw, 1, 3):
            driver = {
                "name": CSI_DRIVER,
                "nodeID": name,
                "allocatable": {"count": draw(st.integers(0, 3))},
            }
            later.append(
                _timed(
                    {
                        "apiVersion": "storage.k8s.io/v1",
                        "kind": "CSINode",
                        "metadata": {"name": f"{name}"},
                        "spec": {"drivers": [driver]},
                    },
                    AT,
                    draw(st.sampled_from(LATE_WRITE_TIMES)),
                )
            )
    if _chance(draw, 1, 3):
        driver_spec = {"attachRequired": draw(st.booleans()), "podInfoOnMount": draw(st.booleans())}
        later.append(
            _timed(
                {
                    "apiVersion": "storage.k8s.io/v1",
                    "kind": "CSIDriver",
                    "metadata": {"name": CSI_DRIVER},
                    "spec": driver_spec,
                },
                AT,
                draw(when),
            )
        )
    if _chance(draw, 1, 3):
        app = draw(st.sampled_from(APPS))
        later.append(_timed(_replica_set(app), AT, draw(when)))
    return documents + later


def _millis(duration: str) -> int:
    """Milliseconds of one of WRITE_TIMES (`40ms`, `1500ms`, `2s`)."""
    if duration.endswith("ms"):
        return int(duration[:-2])
    return int(duration[:-1]) * 1000


def _without_timing(document: dict[str, Any]) -> dict[str, Any]:
    metadata = {**document["metadata"]}
    annotations = {
        k: v for k, v in metadata.get("annotations", {}).items() if k not in (AT, DELETE_AT)
    }
    metadata.pop("annotations", None)
    if annotations:
        metadata["annotations"] = annotations
    return {**document, "metadata": metadata}


def _replacement(draw: st.DrawFn, document: dict[str, Any]) -> dict[str, Any] | None:
    """A valid update of an object of another kind than Pod and Node (None when the kind has
    nothing the apiserver lets change that the scheduler reads)."""
    kind = document["kind"]
    metadata = document["metadata"]
    if kind == "PersistentVolume":
        # VolumeZone reads a volume's zone label.
        labels = {**metadata.get("labels", {}), ZONE: draw(st.sampled_from(ZONES))}
        return {**document, "metadata": {**metadata, "labels": labels}}
    if kind == "PersistentVolumeClaim":
        labels = {"changed": "yes"}
        return {**document, "metadata": {**metadata, "labels": labels}}
    if kind == "StorageClass":
        return {
            **document,
            "metadata": {**metadata, "labels": {"tier": "gold"}},
            "allowVolumeExpansion": True,
        }
    if kind == "CSINode":
        # A second driver registers; the existing entry may not change.
        extra = {
            "name": "other.csi.example.com",
            "nodeID": metadata["name"],
            "allocatable": {"count": 1},
        }
        return {**document, "spec": {"drivers": [*document["spec"]["drivers"], extra]}}
    if kind == "CSIStorageCapacity":
        return {**document, "capacity": draw(st.sampled_from(["1Gi", "20Gi", "0"]))}
    if kind == "PodDisruptionBudget":
        spec = {
            "minAvailable": draw(st.sampled_from([0, 1, "50%"])),
            "selector": document["spec"]["selector"],
        }
        return {**document, "spec": spec}
    if kind == "Namespace":
        return {
            **document,
            "metadata": {**metadata, "labels": {"team": draw(st.sampled_from(["red", "blue"]))}},
        }
    if kind == "Service":
        return {
            **document,
            "spec": {**document["spec"], "selector": {"app": draw(st.sampled_from(APPS))}},
        }
    return None


def _replica_set(app: str) -> dict[str, Any]:
    """A ReplicaSet selecting an app's pods: default topology spreading then counts them."""
    return {
        "apiVersion": "apps/v1",
        "kind": "ReplicaSet",
        "metadata": {"name": f"rs-{app}"},
        "spec": {
            "replicas": 1,
            "selector": {"matchLabels": {"app": app}},
            "template": {
                "metadata": {"labels": {"app": app}},
                "spec": {"containers": [{"name": "c", "image": "nginx"}]},
            },
        },
    }


@st.composite
def _dump_stamp(draw: st.DrawFn) -> tuple[str, str]:
    """A resourceVersion and a creationTimestamp as a cluster dump shows them."""
    version = str(draw(st.integers(1000, 99_999_999)))
    minute = draw(st.integers(0, 59))
    return version, f"2023-12-31T23:{minute:02d}:00Z"


def _as_dump(draw: st.DrawFn, documents: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The documents as `kubectl get -o yaml` prints them: a uid (one per object, the same in
    every document of its name), a resourceVersion, a creationTimestamp, managedFields, and
    for nodes and pods the status a kubelet writes."""
    dumped = []
    for document in documents:
        metadata = {**document["metadata"]}
        key = f"{document['kind']}/{metadata.get('namespace', '')}/{metadata['name']}"
        metadata["uid"] = str(uuid.uuid5(uuid.NAMESPACE_DNS, f"dump.example/{key}"))
        version, created = draw(_dump_stamp())
        metadata["resourceVersion"] = version
        metadata["creationTimestamp"] = created
        metadata["managedFields"] = [
            {
                "manager": "kube-controller-manager",
                "operation": "Update",
                "apiVersion": document["apiVersion"],
                "time": created,
                "fieldsType": "FieldsV1",
                "fieldsV1": {"f:metadata": {"f:labels": {".": {}}}},
            }
        ]
        dumped.append(_kubelet_status({**document, "metadata": metadata}))
    return dumped


def _kubelet_status(document: dict[str, Any]) -> dict[str, Any]:
    """A node's or a running pod's document with the status fields a kubelet adds."""
    if document["kind"] == "Node":
        name = document["metadata"]["name"]
        status = {
            **document["status"],
            "conditions": [
                {
                    "type": "Ready",
                    "status": "True",
                    "reason": "KubeletReady",
                    "message": "kubelet is posting ready status",
                    "lastHeartbeatTime": "2024-01-01T00:00:00Z",
                    "lastTransitionTime": "2024-01-01T00:00:00Z",
                }
            ],
            "addresses": [
                {"type": "InternalIP", "address": "10.0.0.1"},
                {"type": "Hostname", "address": name},
            ],
            "daemonEndpoints": {"kubeletEndpoint": {"Port": 10250}},
            "nodeInfo": {
                "machineID": name,
                "systemUUID": name,
                "bootID": name,
                "kernelVersion": "6.1.0",
                "osImage": "Debian GNU/Linux 12",
                "containerRuntimeVersion": "containerd://1.7.22",
                "kubeletVersion": "v1.31.1",
                "kubeProxyVersion": "v1.31.1",
                "operatingSystem": "linux",
                "architecture": "amd64",
            },
        }
        return {**document, "status": status}
    if document["kind"] == "Pod" and "nodeName" in document["spec"]:
        containers = document["spec"]["containers"]
        status = {
            **document["status"],
            "hostIP": "10.0.0.1",
            "podIP": "10.244.0.7",
            "qosClass": "Burstable",
            "conditions": [
                {
                    "type": "PodScheduled",
                    "status": "True",
                    "lastTransitionTime": "2024-01-01T00:00:00Z",
                },
                {"type": "Ready", "status": "True", "lastTransitionTime": "2024-01-01T00:00:00Z"},
            ],
            "containerStatuses": [
                {
                    "name": c["name"],
                    "image": c["image"],
                    "imageID": "",
                    "ready": True,
                    "restartCount": 0,
                    "state": {"running": {"startedAt": "2024-01-01T00:00:00Z"}},
                }
                for c in containers
            ],
        }
        return {**document, "status": status}
    return document
