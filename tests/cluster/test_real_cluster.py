"""The port as a real scheduler, and the real kube-scheduler v1.31.1, in a real cluster: both
end where `simulate` says, on the same objects.

Each test starts its own control plane with tools/cluster (etcd and kube-apiserver built from
their v1.31.1 Go modules, on free 127.0.0.1 ports, with the node agent), starts a scheduler —
the real kube-scheduler, or `kube-scheduler-py run` — applies a scenario through the API and
compares the cluster's end state with what `kube-scheduler-py simulate` says for the same
manifests and configuration. The scenarios have no score ties (simulate's annotations are
checked for that), so random tie-breaking never decides a placement. Go is required; without
it these tests fail rather than skip.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "tools" / "cluster" / "run"
SETTLE_TIMEOUT_SECONDS = 90.0
FINALSCORE = "kube-scheduler-simulator.sigs.k8s.io/finalscore-result"


def _cluster_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "cluster", ROOT / "tools" / "cluster" / "cluster.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cluster"] = module
    spec.loader.exec_module(module)
    return module


cluster = _cluster_module()


@pytest.fixture(scope="module")
def programs() -> None:
    subprocess.run(
        [str(RUN), "build", "etcd", "keygen", "kube-apiserver", "nodeagent", "kube-scheduler"],
        check=True,
        timeout=3600,
    )


@pytest.fixture
def control_plane(programs: None, tmp_path: Path) -> Iterator[Any]:
    state = tmp_path / "cluster"
    started = cluster.up(state)
    try:
        yield started
    finally:
        cluster.down(state)
    assert not state.exists()


# Where to POST each kind the scenarios use.
COLLECTIONS = {
    "Node": "/api/v1/nodes",
    "PriorityClass": "/apis/scheduling.k8s.io/v1/priorityclasses",
    "Pod": "/api/v1/namespaces/{namespace}/pods",
}


def _apply(control_plane: Any, manifests: list[dict[str, Any]]) -> None:
    for manifest in manifests:
        namespace = manifest["metadata"].get("namespace", "default")
        path = COLLECTIONS[manifest["kind"]].format(namespace=namespace)
        cluster.request(control_plane, path, "POST", manifest)


def _pods(control_plane: Any) -> dict[str, dict[str, Any]]:
    items = cluster.request(control_plane, "/api/v1/namespaces/default/pods")["items"]
    return {pod["metadata"]["name"]: pod for pod in items}


def _condition(pod: dict[str, Any]) -> tuple[str, str, str] | None:
    for condition in pod.get("status", {}).get("conditions", []):
        if condition["type"] == "PodScheduled":
            return condition["status"], condition.get("reason", ""), condition.get("message", "")
    return None


def _scheduler_events(control_plane: Any, scheduler_name: str) -> set[tuple[str, str, str]]:
    """(reason, pod, note) of every event a scheduler (by its profile's name) recorded."""
    items = cluster.request(control_plane, "/apis/events.k8s.io/v1/events")["items"]
    return {
        (e["reason"], e["regarding"]["name"], e.get("note", ""))
        for e in items
        if e.get("reportingController") == scheduler_name
    }


@dataclass
class Scheduler:
    """A scheduler under test: the real kube-scheduler or the port, by its profile's name."""

    program: str
    scheduler_name: str

    def profiles(self, plugins: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        profile: dict[str, Any] = {"schedulerName": self.scheduler_name}
        if plugins is not None:
            profile["plugins"] = plugins
        return [profile]

    def start(self, control_plane: Any, profiles: list[dict[str, Any]]) -> None:
        if self.program == "kube-scheduler":
            cluster.scheduler_up(control_plane, profiles)
        else:
            cluster.port_up(control_plane, profiles)

    def stop(self, control_plane: Any) -> None:
        if self.program == "kube-scheduler":
            cluster.scheduler_down(control_plane)
        else:
            cluster.port_down(control_plane)


REAL = Scheduler("kube-scheduler", "default-scheduler")
PORT = Scheduler("kube-scheduler-py", "kube-scheduler-py")


@pytest.fixture(params=[REAL, PORT], ids=lambda s: s.program)
def scheduler(request: pytest.FixtureRequest, control_plane: Any) -> Iterator[Scheduler]:
    under: Scheduler = Scheduler(request.param.program, request.param.scheduler_name)
    yield under
    under.stop(control_plane)


def _configuration(profiles: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "apiVersion": "kubescheduler.config.k8s.io/v1",
        "kind": "KubeSchedulerConfiguration",
        "profiles": profiles,
    }


def _wait_until(what: str, done: Callable[[], bool]) -> None:
    deadline = time.monotonic() + SETTLE_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if done():
            return
        time.sleep(0.5)
    raise AssertionError(f"the cluster did not settle: {what}")


def _simulate(
    tmp_path: Path, manifests: list[dict[str, Any]], profiles: list[dict[str, Any]]
) -> dict[str, Any]:
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text(yaml.safe_dump_all(manifests))
    config = tmp_path / "simulate-config.yaml"
    config.write_text(yaml.safe_dump(_configuration(profiles)))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "kube_scheduler_py",
            "simulate",
            str(scenario),
            "--config",
            str(config),
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    simulated: dict[str, Any] = json.loads(result.stdout)
    for pod in simulated["pods"]:
        scores = json.loads(pod["annotations"].get(FINALSCORE, "{}"))
        totals = sorted(
            (sum(int(v) for v in by_plugin.values()) for by_plugin in scores.values()),
            reverse=True,
        )
        if len(totals) > 1:
            assert totals[0] != totals[1], f"a score tie for {pod['name']}: the scenario is unfit"
    return simulated


def _node(name: str, cpu: str, memory: str) -> dict[str, Any]:
    return cluster.node_manifest(name, cpu, memory, "110")


def _pod(name: str, cpu: str, memory: str = "256Mi", **spec: Any) -> dict[str, Any]:
    container = {"name": "c", "image": "registry.k8s.io/pause:3.10"}
    container["resources"] = {"requests": {"cpu": cpu, "memory": memory}}
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": name, "namespace": "default"},
        "spec": {"containers": [container], **spec},
    }


# Node affinity outweighs every other score, and each pod prefers the nodes in the order
# large, medium, small: so no two nodes ever tie, and the burst fills the nodes in that order,
# the boundaries set by NodeResourcesFit.
BURST_PLUGINS = {"multiPoint": {"enabled": [{"name": "NodeAffinity", "weight": 20}]}}
PREFERENCES = [("large", 100), ("medium", 50), ("small", 10)]


def _preferring_larger_nodes() -> dict[str, Any]:
    terms = [
        {
            "weight": weight,
            "preference": {
                "matchExpressions": [
                    {"key": "kubernetes.io/hostname", "operator": "In", "values": [name]}
                ]
            },
        }
        for name, weight in PREFERENCES
    ]
    return {"nodeAffinity": {"preferredDuringSchedulingIgnoredDuringExecution": terms}}


def _settled(control_plane: Any, count: int) -> bool:
    """All count pods are there, and each is bound or was found unschedulable."""
    pods = _pods(control_plane)
    return len(pods) == count and all(
        pod["spec"].get("nodeName") or (_condition(pod) or ("",))[0] == "False"
        for pod in pods.values()
    )


def _burst(scheduler: Scheduler, count: int, prefix: str = "web") -> list[dict[str, Any]]:
    affinity = _preferring_larger_nodes()
    return [
        _pod(
            f"{prefix}-{i:03}",
            f"{100 + 7 * i}m",
            f"{128 + 3 * i}Mi",
            affinity=affinity,
            schedulerName=scheduler.scheduler_name,
        )
        for i in range(count)
    ]


def _three_nodes() -> list[dict[str, Any]]:
    return [_node("small", "3", "6Gi"), _node("medium", "7", "14Gi"), _node("large", "13", "26Gi")]


def test_a_burst_of_pods_lands_where_simulate_puts_it(
    control_plane: Any, scheduler: Scheduler, tmp_path: Path
) -> None:
    nodes = _three_nodes()
    burst = _burst(scheduler, 100)
    too_big = _pod("too-big", "64", schedulerName=scheduler.scheduler_name)
    manifests = [*nodes, *burst, too_big]
    profiles = scheduler.profiles(BURST_PLUGINS)
    simulated = _simulate(tmp_path, manifests, profiles)
    placed = [pod["nodeName"] for pod in simulated["pods"]]
    # Every node fills up, and the burst asks for more than all of them have.
    assert set(placed) == {"large", "medium", "small", ""}
    assert placed.count("") > 1

    _apply(control_plane, nodes)
    scheduler.start(control_plane, profiles)
    _apply(control_plane, [*burst, too_big])

    _wait_until("every pod bound or unschedulable", lambda: _settled(control_plane, 101))
    pods = _pods(control_plane)
    for expected in simulated["pods"]:
        pod = pods[expected["name"]]
        assert pod["spec"].get("nodeName", "") == expected["nodeName"], expected["name"]
    unschedulable = next(c for c in simulated["pods"] if c["name"] == "too-big")["conditions"]
    (condition,) = [c for c in unschedulable if c["type"] == "PodScheduled"]
    assert _condition(pods["too-big"]) == ("False", condition["reason"], condition["message"])
    _assert_same_events(control_plane, scheduler, simulated)


def _assert_same_events(
    control_plane: Any, scheduler: Scheduler, simulated: dict[str, Any]
) -> None:
    """Every event simulate reports, the scheduler recorded, and nothing else (the API
    server folds repeats of an event into one with a series, so they compare as sets). Pod
    UIDs, random in the cluster and derived from names in simulate, read as the pods' names."""
    ours = {pod["uid"]: pod["name"] for pod in simulated["pods"]}
    theirs = {pod["metadata"]["uid"]: name for name, pod in _pods(control_plane).items()}
    expected = {
        (e["reason"], e["regarding"]["name"], _named(e["note"], ours)) for e in simulated["events"]
    }

    def recorded() -> set[tuple[str, str, str]]:
        return {
            (reason, pod, _named(note, theirs))
            for reason, pod, note in _scheduler_events(control_plane, scheduler.scheduler_name)
        }

    # Events are written in the background, by both schedulers, after the pod's status.
    _wait_until("every event written", lambda: recorded() >= expected)
    assert recorded() == expected


def _named(note: str, names: dict[str, str]) -> str:
    for uid, name in names.items():
        note = note.replace(uid, f"<uid of {name}>")
    return note


def test_preemption_evicts_the_victim_simulate_chooses(
    control_plane: Any, scheduler: Scheduler, tmp_path: Path
) -> None:
    classes = [
        {
            "apiVersion": "scheduling.k8s.io/v1",
            "kind": "PriorityClass",
            "metadata": {"name": name},
            "value": value,
        }
        for name, value in (("low", 10), ("high", 1000))
    ]
    nodes = [_node("n1", "2", "8Gi"), _node("n2", "3", "8Gi")]
    running = [
        _pod("low-1", "1", priorityClassName="low", nodeName="n1"),
        _pod("low-2", "1", priorityClassName="low", nodeName="n1"),
        _pod("low-3", "2", priorityClassName="low", nodeName="n2"),
    ]
    preemptor = _pod(
        "urgent", "2", priorityClassName="high", schedulerName=scheduler.scheduler_name
    )
    profiles = scheduler.profiles()
    simulated = _simulate(tmp_path, [*classes, *nodes, *running, preemptor], profiles)
    expected = {pod["name"]: pod for pod in simulated["pods"]}
    assert [name for name, pod in expected.items() if pod["deleted"]] == ["low-3"]

    _apply(control_plane, [*classes, *nodes, *running])
    _wait_until(
        "the running pods run",
        lambda: all(p["status"].get("phase") == "Running" for p in _pods(control_plane).values()),
    )
    scheduler.start(control_plane, profiles)
    _apply(control_plane, [preemptor])
    _wait_until(
        "the preemptor is bound and its victim gone",
        lambda: (
            _pods(control_plane).get("urgent", {}).get("spec", {}).get("nodeName") == "n2"
            and "low-3" not in _pods(control_plane)
        ),
    )
    pods = _pods(control_plane)
    for name, pod in expected.items():
        if pod["deleted"]:
            assert name not in pods
        else:
            assert pods[name]["spec"]["nodeName"] == pod["nodeName"]
    _assert_same_events(control_plane, scheduler, simulated)


def _requested_cpu_millis(pod: dict[str, Any]) -> int:
    cpu = pod["spec"]["containers"][0]["resources"]["requests"]["cpu"]
    return int(cpu[:-1]) if cpu.endswith("m") else int(cpu) * 1000


def test_the_port_and_kube_scheduler_side_by_side_never_overbook_a_node(
    control_plane: Any, tmp_path: Path
) -> None:
    """Each scheduler sees the other's bindings only through the API server, so two schedulers
    that race for the same room can both bind a pod there, in a real cluster as here. What keeps
    a node from running more than it has is the kubelet's admission (the node agent's here): a
    pod that does not fit among those already running is rejected, phase Failed, reason
    OutOf<resource>. So: no node runs more than its allocatable, and every rejection says why."""
    real = Scheduler(REAL.program, REAL.scheduler_name)
    port = Scheduler(PORT.program, PORT.scheduler_name)
    nodes = _three_nodes()
    try:
        _apply(control_plane, nodes)
        real.start(control_plane, real.profiles(BURST_PLUGINS))
        port.start(control_plane, port.profiles(BURST_PLUGINS))
        pairs = zip(_burst(real, 60, "go"), _burst(port, 60, "py"), strict=True)
        _apply(control_plane, [pod for pair in pairs for pod in pair])

        def settled() -> bool:
            pods = _pods(control_plane)
            return len(pods) == 120 and all(
                p["status"].get("phase") in ("Running", "Failed")
                or (_condition(p) or ("",))[0] == "False"
                for p in pods.values()
            )

        _wait_until("every pod running, rejected or unschedulable", settled)
    finally:
        port.stop(control_plane)
        real.stop(control_plane)
    pods = list(_pods(control_plane).values())
    for node in nodes:
        name = node["metadata"]["name"]
        capacity = int(node["status"]["allocatable"]["cpu"]) * 1000
        running = [
            p
            for p in pods
            if p["spec"].get("nodeName") == name and p["status"]["phase"] == "Running"
        ]
        assert sum(_requested_cpu_millis(p) for p in running) <= capacity, name
    running_by = {p["metadata"]["name"][:2] for p in pods if p["status"]["phase"] == "Running"}
    assert running_by == {"go", "py"}, "both schedulers placed pods"
    for rejected in (p for p in pods if p["status"]["phase"] == "Failed"):
        assert rejected["status"]["reason"] in ("OutOfcpu", "OutOfmemory")
        assert rejected["status"]["message"].startswith(
            "Pod was rejected: Node didn't have enough resource: "
        )


def test_a_port_stopped_mid_burst_loses_no_pod_when_it_starts_again(
    control_plane: Any, tmp_path: Path
) -> None:
    """Pods the port had assumed but not bound when it stopped are scheduled by the next run:
    a pod's only record is in the API server, which says it is still pending."""
    port = Scheduler(PORT.program, PORT.scheduler_name)
    profiles = port.profiles(BURST_PLUGINS)
    burst = _burst(port, 100)
    simulated = _simulate(tmp_path, [*_three_nodes(), *burst], profiles)
    _apply(control_plane, _three_nodes())
    port.start(control_plane, profiles)
    _apply(control_plane, burst)
    _wait_until(
        "some pods bound",
        lambda: sum(bool(p["spec"].get("nodeName")) for p in _pods(control_plane).values()) >= 20,
    )
    port.stop(control_plane)
    bound_at_stop = sum(bool(p["spec"].get("nodeName")) for p in _pods(control_plane).values())
    assert bound_at_stop < 100, "the port finished before it was stopped; stop it sooner"
    port.start(control_plane, profiles)
    try:
        _wait_until("every pod bound or unschedulable", lambda: _settled(control_plane, 100))
    finally:
        port.stop(control_plane)
    pods = _pods(control_plane)
    for expected in simulated["pods"]:
        pod = pods[expected["name"]]
        assert pod["spec"].get("nodeName", "") == expected["nodeName"], expected["name"]


def _failed_scheduling_counts(control_plane: Any, scheduler_name: str) -> dict[str, int]:
    """How many times a scheduler reported FailedScheduling for each pod (an Event with a
    series stands for series.count of them)."""
    counts: dict[str, int] = {}
    for event in cluster.request(control_plane, "/apis/events.k8s.io/v1/events")["items"]:
        if event.get("reportingController") != scheduler_name:
            continue
        if event["reason"] == "FailedScheduling":
            name = event["regarding"]["name"]
            counts[name] = counts.get(name, 0) + (event.get("series") or {}).get("count", 1)
    return counts


def test_pods_pending_before_the_port_starts_are_tried_as_often_as_simulate_says(
    control_plane: Any, tmp_path: Path
) -> None:
    """Pods that exist when the port starts come from its first list, later versions from the
    watch. Read the same way (no apiVersion and kind on either), the watch event of a pod's own
    status patch is no change to it; it was one, and every unschedulable pod was tried twice,
    the 8-CPU priority-1000 pods the second time after the burst had filled the nodes:
    "preemption: ... 3 Insufficient cpu" where kube-scheduler says "3 No preemption victims
    found for incoming pod"."""
    port = Scheduler(PORT.program, PORT.scheduler_name)
    high = {
        "apiVersion": "scheduling.k8s.io/v1",
        "kind": "PriorityClass",
        "metadata": {"name": "high"},
        "value": 1000,
    }
    big = [
        _pod(f"big-{i}", "8", priorityClassName="high", schedulerName=port.scheduler_name)
        for i in range(3)
    ]
    nowhere = [
        _pod(
            f"nowhere-{i}", "100m", nodeSelector={"disk": "none"}, schedulerName=port.scheduler_name
        )
        for i in range(2)
    ]
    manifests = [high, *_three_nodes(), *_burst(port, 60), *big, *nowhere]
    profiles = port.profiles(BURST_PLUGINS)
    simulated = _simulate(tmp_path, manifests, profiles)
    tries: dict[str, int] = {}
    for event in simulated["events"]:
        if event["reason"] == "FailedScheduling":
            name = event["regarding"]["name"]
            tries[name] = tries.get(name, 0) + 1
    assert {"big-1", "big-2", "nowhere-0", "nowhere-1"} <= set(tries)

    _apply(control_plane, manifests)
    port.start(control_plane, profiles)
    try:
        _wait_until("every pod bound or unschedulable", lambda: _settled(control_plane, 65))
        # Events are written in the background, after the pod's status.
        _wait_until(
            "every failure's event written",
            lambda: (
                set(_failed_scheduling_counts(control_plane, port.scheduler_name)) >= set(tries)
            ),
        )
    finally:
        port.stop(control_plane)
    pods = _pods(control_plane)
    for expected in simulated["pods"]:
        pod = pods[expected["name"]]
        assert pod["spec"].get("nodeName", "") == expected["nodeName"], expected["name"]
        if not expected["nodeName"]:
            (condition,) = [c for c in expected["conditions"] if c["type"] == "PodScheduled"]
            assert _condition(pod) == ("False", condition["reason"], condition["message"])
    assert _failed_scheduling_counts(control_plane, port.scheduler_name) == tries
