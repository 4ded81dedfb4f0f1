"""The local cluster of tools/cluster, and the real kube-scheduler v1.31.1 running in it, agree
with `simulate` on the same objects.

Each test starts its own control plane (etcd and kube-apiserver built from their v1.31.1 Go
modules, on free 127.0.0.1 ports, with the node agent), applies a scenario through the API,
lets the real kube-scheduler work, and compares the cluster's end state with what
`kube-scheduler-py simulate` says for the same manifests. The scenarios have no score ties
(simulate's annotations are checked for that), so the real scheduler's random tie-breaking never
decides a placement. Go is required; without it these tests fail rather than skip.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
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


def _scheduler_events(control_plane: Any) -> set[tuple[str, str, str]]:
    """(reason, pod, note) of every event the real kube-scheduler recorded."""
    items = cluster.request(control_plane, "/apis/events.k8s.io/v1/events")["items"]
    return {
        (e["reason"], e["regarding"]["name"], e.get("note", ""))
        for e in items
        if e.get("reportingController") == "default-scheduler"
    }


def _wait_until(what: str, done: Callable[[], bool]) -> None:
    deadline = time.monotonic() + SETTLE_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if done():
            return
        time.sleep(0.5)
    raise AssertionError(f"the cluster did not settle: {what}")


def _simulate(
    tmp_path: Path, manifests: list[dict[str, Any]], profiles: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text(yaml.safe_dump_all(manifests))
    config = []
    if profiles is not None:
        config_file = tmp_path / "config.yaml"
        config_file.write_text(
            yaml.safe_dump(
                {
                    "apiVersion": "kubescheduler.config.k8s.io/v1",
                    "kind": "KubeSchedulerConfiguration",
                    "profiles": profiles,
                }
            )
        )
        config = ["--config", str(config_file)]
    result = subprocess.run(
        [sys.executable, "-m", "kube_scheduler_py", "simulate", str(scenario), *config],
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
BURST_PROFILES = [
    {
        "schedulerName": "default-scheduler",
        "plugins": {"multiPoint": {"enabled": [{"name": "NodeAffinity", "weight": 20}]}},
    }
]
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


def test_a_burst_of_pods_lands_where_simulate_puts_it(control_plane: Any, tmp_path: Path) -> None:
    nodes = [_node("small", "3", "6Gi"), _node("medium", "7", "14Gi"), _node("large", "13", "26Gi")]
    affinity = _preferring_larger_nodes()
    burst = [
        _pod(f"web-{i:03}", f"{100 + 7 * i}m", f"{128 + 3 * i}Mi", affinity=affinity)
        for i in range(100)
    ]
    too_big = _pod("too-big", "64")
    manifests = [*nodes, *burst, too_big]
    simulated = _simulate(tmp_path, manifests, BURST_PROFILES)
    assert {pod["nodeName"] for pod in simulated["pods"]} == {"large", "medium", "small", ""}

    _apply(control_plane, nodes)
    cluster.scheduler_up(control_plane, BURST_PROFILES)
    _apply(control_plane, [*burst, too_big])

    def settled() -> bool:
        pods = _pods(control_plane)
        return len(pods) == 101 and all(
            pod["spec"].get("nodeName") or (_condition(pod) or ("",))[0] == "False"
            for pod in pods.values()
        )

    _wait_until("every pod bound or unschedulable", settled)
    pods = _pods(control_plane)
    for expected in simulated["pods"]:
        pod = pods[expected["name"]]
        assert pod["spec"].get("nodeName", "") == expected["nodeName"], expected["name"]
    unschedulable = next(c for c in simulated["pods"] if c["name"] == "too-big")["conditions"]
    (condition,) = [c for c in unschedulable if c["type"] == "PodScheduled"]
    assert _condition(pods["too-big"]) == ("False", condition["reason"], condition["message"])
    _assert_same_events(control_plane, simulated)


def _assert_same_events(control_plane: Any, simulated: dict[str, Any]) -> None:
    """Every event simulate reports, the real scheduler recorded, and nothing else (the API
    server folds repeats of an event into one with a series, so they compare as sets). Pod
    UIDs, random in the cluster and derived from names in simulate, read as the pods' names."""
    ours = {pod["uid"]: pod["name"] for pod in simulated["pods"]}
    theirs = {pod["metadata"]["uid"]: name for name, pod in _pods(control_plane).items()}
    expected = {
        (e["reason"], e["regarding"]["name"], _named(e["note"], ours)) for e in simulated["events"]
    }
    recorded = {(r, pod, _named(note, theirs)) for r, pod, note in _scheduler_events(control_plane)}
    assert recorded == expected


def _named(note: str, names: dict[str, str]) -> str:
    for uid, name in names.items():
        note = note.replace(uid, f"<uid of {name}>")
    return note


def test_preemption_evicts_the_victim_simulate_chooses(control_plane: Any, tmp_path: Path) -> None:
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
    preemptor = _pod("urgent", "2", priorityClassName="high")
    manifests = classes + nodes + running + [preemptor]
    simulated = _simulate(tmp_path, manifests)
    expected = {pod["name"]: pod for pod in simulated["pods"]}
    assert [name for name, pod in expected.items() if pod["deleted"]] == ["low-3"]

    _apply(control_plane, classes + nodes + running)
    _wait_until(
        "the running pods run",
        lambda: all(p["status"].get("phase") == "Running" for p in _pods(control_plane).values()),
    )
    cluster.scheduler_up(control_plane)
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
    _assert_same_events(control_plane, simulated)
