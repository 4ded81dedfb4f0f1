"""The port keeps scheduling through API server failures: kube-apiserver killed while the port
handles failures, binds, preempts, for 20 seconds and for two minutes, and the events endpoint
refusing every event. After each fault every pod ends bound and running, none rejected by its
node (what a pod bound twice over the same room would be), no node beyond its CPU, the port
still runs, its /healthz said ok all through the outage, and its log says what happened (the
outage, the failures handled meanwhile).

One control plane and one port (`--v=2`) serve the short cases in order (TestShortFaults); the
two-minute outage has its own (TestLongOutage), so `--dist loadscope` runs it beside them. Each
case works on its own nodes and pods, tied by the label fault=CASE. Go is required; without it
these tests fail rather than skip.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
import urllib.error
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "tools" / "cluster" / "run"
SCHEDULER_NAME = "kube-scheduler-py"
SETTLE_TIMEOUT_SECONDS = 120.0


def cluster_module() -> ModuleType:
    """tools/cluster/cluster.py, imported by path."""
    spec = importlib.util.spec_from_file_location(
        "cluster", ROOT / "tools" / "cluster" / "cluster.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cluster"] = module
    spec.loader.exec_module(module)
    return module


cluster = cluster_module()


def build_programs() -> None:
    subprocess.run(
        [str(RUN), "build", "etcd", "keygen", "kube-apiserver", "nodeagent"],
        check=True,
        timeout=3600,
    )


@pytest.fixture(scope="class")
def control_plane(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A control plane with the port scheduling `kube-scheduler-py` pods at --v=2; at the end,
    the port must still be running."""
    build_programs()
    yield from running_port(tmp_path_factory.mktemp("faults") / "cluster")


def running_port(state: Path) -> Iterator[Any]:
    """A control plane with the port scheduling `kube-scheduler-py` pods at --v=2; at the end,
    the port must still be running."""
    control_plane = cluster.up(state)
    try:
        cluster.port_up(control_plane, [{"schedulerName": SCHEDULER_NAME}], "--v=2")
        yield control_plane
        assert port_alive(control_plane), "the port exited:\n" + port_log(control_plane)[-3000:]
    finally:
        cluster.down(state)


def port_alive(control_plane: Any) -> bool:
    return bool(cluster._alive(control_plane.pids["kube-scheduler-py"]))


def port_log(control_plane: Any) -> str:
    return (control_plane.dir / "kube-scheduler-py.log").read_text(errors="replace")


def request(control_plane: Any, path: str, method: str = "GET", body: Any = None) -> Any:
    return cluster.request(control_plane, path, method, body)


def add_node(control_plane: Any, name: str, cpu: str, group: str) -> None:
    """A Ready node carrying the label fault=group, which the group's pods select."""
    node: dict[str, Any] = cluster.node_manifest(name, cpu, "64Gi", "110")
    node["metadata"]["labels"]["fault"] = group
    request(control_plane, "/api/v1/nodes", "POST", node)


def pod(name: str, cpu: str, group: str, priority_class: str = "") -> dict[str, Any]:
    """A pod of the port's that only nodes of its group fit."""
    spec: dict[str, Any] = {
        "schedulerName": SCHEDULER_NAME,
        "nodeSelector": {"fault": group},
        "containers": [
            {
                "name": "c",
                "image": "registry.k8s.io/pause:3.10",
                "resources": {"requests": {"cpu": cpu, "memory": "64Mi"}},
            }
        ],
    }
    if priority_class:
        spec["priorityClassName"] = priority_class
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": name, "namespace": "default", "labels": {"fault": group}},
        "spec": spec,
    }


def create_pods(control_plane: Any, pods: list[dict[str, Any]]) -> None:
    for manifest in pods:
        request(control_plane, "/api/v1/namespaces/default/pods", "POST", manifest)


def group_pods(control_plane: Any, group: str) -> list[dict[str, Any]]:
    answer = request(
        control_plane, f"/api/v1/namespaces/default/pods?labelSelector=fault%3D{group}"
    )
    return list(answer["items"])


def condition(pod: dict[str, Any]) -> str:
    """The PodScheduled condition's status ("" without one)."""
    for c in pod.get("status", {}).get("conditions", []):
        if c["type"] == "PodScheduled":
            return str(c["status"])
    return ""


def wait_until(
    what: str, done: Callable[[], bool], timeout: float = SETTLE_TIMEOUT_SECONDS
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if done():
            return
        time.sleep(0.2)
    raise AssertionError(f"not within {timeout:.0f} s: {what}")


def outage(control_plane: Any, seconds: float) -> None:
    """Kill kube-apiserver, keep it down for `seconds`, start it again. The port's /healthz
    must say ok all the while: its scheduling loop runs on."""
    cluster.apiserver_kill(control_plane)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status, body = cluster.port_health(control_plane, "/healthz")
        assert status == 200, body
        time.sleep(min(1.0, max(0.0, deadline - time.monotonic())))
    cluster.apiserver_start(control_plane)
    status, body = cluster.port_health(control_plane, "/healthz")
    assert status == 200, body


def cpu_millis(pod: dict[str, Any]) -> int:
    cpu = str(pod["spec"]["containers"][0]["resources"]["requests"]["cpu"])
    return int(cpu[:-1]) if cpu.endswith("m") else int(float(cpu) * 1000)


def assert_all_bound_once(
    control_plane: Any, group: str, count: int, nodes: dict[str, int]
) -> None:
    """Every pod of the group is bound and running, none was rejected by its node for want of
    room (what a pod bound twice over the same room would be), and no node of the group runs
    more CPU than it has (nodes: name → millicores)."""

    def settled() -> bool:
        pods = group_pods(control_plane, group)
        return len(pods) == count and all(p["status"].get("phase") == "Running" for p in pods)

    try:
        wait_until(f"all {count} pods of {group} running", settled)
    except AssertionError as err:
        states = Counter(
            (p["spec"].get("nodeName", ""), p["status"].get("phase"), condition(p))
            for p in group_pods(control_plane, group)
        )
        raise AssertionError(f"{err}; (node, phase, PodScheduled): {dict(states)}") from None
    pods = group_pods(control_plane, group)
    for name, capacity in nodes.items():
        used = sum(cpu_millis(p) for p in pods if p["spec"].get("nodeName") == name)
        assert used <= capacity, f"{name} runs {used}m of {capacity}m"
    assert {p["spec"]["nodeName"] for p in pods} <= set(nodes)


def lines_between(log: str, first: str, last: str) -> list[str]:
    """The log lines from the last line containing `first` up to the next containing `last`
    (the cases share one port, so its log holds the outages of the cases before)."""
    lines = log.splitlines()
    start = max(i for i, line in enumerate(lines) if first in line)
    end = next((i for i in range(start, len(lines)) if last in lines[i]), len(lines))
    return lines[start:end]


def wait_for_log(control_plane: Any, text: str, timeout: float = SETTLE_TIMEOUT_SECONDS) -> None:
    wait_until(f"the port logs {text!r}", lambda: text in port_log(control_plane), timeout)


def scheduler_events(control_plane: Any, reason: str) -> dict[str, int]:
    """How many times the port recorded an event of this reason about each pod (an Event's
    series counts its repeats)."""
    counts: dict[str, int] = {}
    for event in request(control_plane, "/apis/events.k8s.io/v1/events")["items"]:
        if event.get("reportingController") != SCHEDULER_NAME or event["reason"] != reason:
            continue
        name = event["regarding"]["name"]
        counts[name] = counts.get(name, 0) + (event.get("series") or {}).get("count", 1)
    return counts


def wait_until_all_unschedulable(control_plane: Any, group: str, count: int) -> None:
    wait_until(
        f"all {count} pods of {group} tried and found unschedulable",
        lambda: [condition(p) for p in group_pods(control_plane, group)] == ["False"] * count,
    )


def assert_outage_logged(control_plane: Any) -> list[str]:
    """The last outage is in the log, its start and its end; the lines of it."""

    def ended() -> bool:
        log = port_log(control_plane)
        started = log.count("The API server is unreachable")
        return started > 0 and log.count("The API server is reachable again") == started

    wait_until("the port logs the outage's start and end", ended)
    log = port_log(control_plane)
    during = lines_between(log, "The API server is unreachable", "The API server is reachable")
    assert during, log[-3000:]
    assert "Traceback" not in log
    return during


class TestShortFaults:
    """Short outages and a refusing events endpoint, one after the other, on one port."""

    def test_killed_while_failures_are_handled(self, control_plane: Any) -> None:
        add_node(control_plane, "failure-1", "1", "failure")
        create_pods(control_plane, [pod(f"failure-{i:02}", "2", "failure") for i in range(60)])
        wait_for_log(control_plane, 'pod="default/failure-')
        outage(control_plane, 5)
        assert_outage_logged(control_plane)
        # Every pod failed at least once, before or during the outage; its FailedScheduling
        # event, refused while the API server was down, was written by a later try.
        names = {f"failure-{i:02}" for i in range(60)}
        wait_until(
            "a FailedScheduling event about every pod",
            lambda: names <= set(scheduler_events(control_plane, "FailedScheduling")),
        )
        add_node(control_plane, "failure-2", "200", "failure")
        assert_all_bound_once(control_plane, "failure", 60, {"failure-2": 200_000})

    def test_killed_during_binds_for_20_seconds(self, control_plane: Any) -> None:
        # The pods wait for their node, so that the burst of bindings starts when it comes.
        create_pods(control_plane, [pod(f"bind-{i:03}", "300m", "bind") for i in range(100)])
        wait_until_all_unschedulable(control_plane, "bind", 100)
        add_node(control_plane, "bind-1", "40", "bind")
        wait_for_log(control_plane, 'Successfully bound pod to node" pod="default/bind-')
        outage(control_plane, 20)
        during = assert_outage_logged(control_plane)
        assert any("Error scheduling pod; retrying" in line for line in during), during
        assert_all_bound_once(control_plane, "bind", 100, {"bind-1": 40_000})
        # The port reported no pod bound twice (a pod's second Scheduled event for the same
        # version of it would count in a series).
        scheduled = scheduler_events(control_plane, "Scheduled")
        assert all(count == 1 for name, count in scheduled.items() if name.startswith("bind-"))

    def test_killed_during_preemption(self, control_plane: Any) -> None:
        for name, value in (("low", 10), ("high", 1000)):
            request(
                control_plane,
                "/apis/scheduling.k8s.io/v1/priorityclasses",
                "POST",
                {
                    "apiVersion": "scheduling.k8s.io/v1",
                    "kind": "PriorityClass",
                    "metadata": {"name": name},
                    "value": value,
                },
            )
        add_node(control_plane, "preempt-1", "4", "preempt")
        create_pods(control_plane, [pod(f"low-{i}", "1", "preempt", "low") for i in range(4)])
        wait_until(
            "the low-priority pods running",
            lambda: (
                sum(
                    p["status"].get("phase") == "Running"
                    for p in group_pods(control_plane, "preempt")
                )
                == 4
            ),
        )
        create_pods(control_plane, [pod(f"high-{i}", "1", "preempt", "high") for i in range(4)])

        def preempting() -> bool:
            pods = group_pods(control_plane, "preempt")
            low = [p for p in pods if p["metadata"]["name"].startswith("low-")]
            return len(low) < 4 or any(p["metadata"].get("deletionTimestamp") for p in low)

        wait_until("a victim deleted", preempting)
        outage(control_plane, 5)
        assert_outage_logged(control_plane)

        def victims_gone() -> bool:
            pods = group_pods(control_plane, "preempt")
            return all(p["metadata"]["name"].startswith("high-") for p in pods)

        try:
            wait_until("every victim gone", victims_gone)
        except AssertionError as err:
            left = [
                (p["metadata"]["name"], p["spec"].get("nodeName", ""), p["status"].get("phase"))
                + (("terminating",) if p["metadata"].get("deletionTimestamp") else ())
                for p in group_pods(control_plane, "preempt")
            ]
            raise AssertionError(f"{err}; (pod, node, phase): {left}") from None
        assert_all_bound_once(control_plane, "preempt", 4, {"preempt-1": 4_000})

    def test_refused_events_are_dropped_and_scheduling_goes_on(self, control_plane: Any) -> None:
        policy = {
            "apiVersion": "admissionregistration.k8s.io/v1",
            "kind": "ValidatingAdmissionPolicy",
            "metadata": {"name": "no-events"},
            "spec": {
                "failurePolicy": "Fail",
                "matchConstraints": {
                    "resourceRules": [
                        {
                            "apiGroups": ["", "events.k8s.io"],
                            "apiVersions": ["*"],
                            "operations": ["CREATE", "UPDATE"],
                            "resources": ["events"],
                        }
                    ]
                },
                "validations": [{"expression": "false", "message": "events are refused here"}],
            },
        }
        binding = {
            "apiVersion": "admissionregistration.k8s.io/v1",
            "kind": "ValidatingAdmissionPolicyBinding",
            "metadata": {"name": "no-events"},
            "spec": {"policyName": "no-events", "validationActions": ["Deny"]},
        }
        admission = "/apis/admissionregistration.k8s.io/v1"
        request(control_plane, f"{admission}/validatingadmissionpolicies", "POST", policy)
        request(control_plane, f"{admission}/validatingadmissionpolicybindings", "POST", binding)
        wait_until("events refused", lambda: not event_accepted(control_plane))

        add_node(control_plane, "events-1", "2", "events")
        pods = [pod("events-fits-0", "1", "events"), pod("events-fits-1", "1", "events")]
        create_pods(control_plane, [*pods, pod("events-big", "4", "events")])
        wait_until(
            "the big pod unschedulable",
            lambda: any(
                p["metadata"]["name"] == "events-big" and condition(p) == "False"
                for p in group_pods(control_plane, "events")
            ),
        )
        wait_for_log(control_plane, "Server rejected event (will not retry!)")
        assert not {"events-fits-0", "events-fits-1", "events-big"} & (
            set(scheduler_events(control_plane, "Scheduled"))
            | set(scheduler_events(control_plane, "FailedScheduling"))
        )

        request(control_plane, f"{admission}/validatingadmissionpolicybindings/no-events", "DELETE")
        wait_until("events accepted again", lambda: event_accepted(control_plane))
        add_node(control_plane, "events-2", "8", "events")
        assert_all_bound_once(control_plane, "events", 3, {"events-1": 2_000, "events-2": 8_000})
        wait_until(
            "the big pod's Scheduled event written",
            lambda: "events-big" in scheduler_events(control_plane, "Scheduled"),
        )


def event_accepted(control_plane: Any) -> bool:
    """Whether the API server takes an Event now (a probe, deleted again when taken)."""
    probe = {
        "apiVersion": "events.k8s.io/v1",
        "kind": "Event",
        "metadata": {"generateName": "probe-", "namespace": "default"},
        "eventTime": "2026-01-01T00:00:00.000000Z",
        "reportingController": "tests/faults",
        "reportingInstance": "tests/faults-probe",
        "action": "Probe",
        "reason": "Probe",
        "regarding": {"kind": "Node", "name": "probe"},
        "type": "Normal",
    }
    try:
        made = request(
            control_plane, "/apis/events.k8s.io/v1/namespaces/default/events", "POST", probe
        )
    except urllib.error.HTTPError as err:
        refusal = err.read().decode(errors="replace")
        assert "events are refused here" in refusal, refusal
        return False
    name = made["metadata"]["name"]
    request(control_plane, f"/apis/events.k8s.io/v1/namespaces/default/events/{name}", "DELETE")
    return True


class TestLongOutage:
    """Two minutes without an API server in the middle of a burst."""

    def test_killed_for_two_minutes_mid_burst(self, control_plane: Any) -> None:
        burst = [pod(f"long-{i:03}", "300m", "long") for i in range(100)]
        too_big = [pod(f"long-big-{i}", "64", "long") for i in range(3)]
        create_pods(control_plane, [*burst, *too_big])
        wait_until_all_unschedulable(control_plane, "long", 103)
        add_node(control_plane, "long-1", "40", "long")
        wait_for_log(control_plane, 'Successfully bound pod to node" pod="default/long-')
        outage(control_plane, 120)
        during = assert_outage_logged(control_plane)
        assert any("Failed to watch; retrying" in line for line in during), during
        wait_for_log(control_plane, "Watch resumed")
        add_node(control_plane, "long-2", "400", "long")
        assert_all_bound_once(control_plane, "long", 103, {"long-1": 40_000, "long-2": 400_000})
