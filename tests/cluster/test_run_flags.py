"""`kube-scheduler-py run` as an operator meets it, against a real kube-apiserver (tools/cluster):
a token the API server refuses, /healthz and /metrics of a running port, and two ports that
share one leader lease."""

from __future__ import annotations

import importlib.util
import json
import re
import signal
import subprocess
import sys
import time
import urllib.error
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "tools" / "cluster" / "run"
TIMEOUT_SECONDS = 90.0
PORT = [sys.executable, "-m", "kube_scheduler_py", "run"]
ATTEMPTS = "scheduler_schedule_attempts_total"


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
def control_plane(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One cluster for the module: each test uses pods and a lease of its own."""
    subprocess.run(
        [str(RUN), "build", "etcd", "keygen", "kube-apiserver", "nodeagent"],
        check=True,
        timeout=3600,
    )
    state = tmp_path_factory.mktemp("run-flags") / "cluster"
    started = cluster.up(state)
    try:
        cluster.add_nodes(started, 2, "4", "16Gi", "110")
        yield started
    finally:
        cluster.down(state)


def _wait_until(what: str, done: Callable[[], bool]) -> None:
    deadline = time.monotonic() + TIMEOUT_SECONDS
    while not done():
        assert time.monotonic() < deadline, f"timed out waiting until {what}"
        time.sleep(0.25)


def _pod(name: str, cpu: str, scheduler_name: str) -> dict[str, Any]:
    container = {"name": "c", "image": "registry.k8s.io/pause:3.10"}
    container["resources"] = {"requests": {"cpu": cpu}}
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": name, "namespace": "default"},
        "spec": {"schedulerName": scheduler_name, "containers": [container]},
    }


def _create(control_plane: Any, *pods: dict[str, Any]) -> None:
    for pod in pods:
        cluster.request(control_plane, "/api/v1/namespaces/default/pods", "POST", pod)


def _node_of(control_plane: Any, name: str) -> str:
    pod = cluster.request(control_plane, f"/api/v1/namespaces/default/pods/{name}")
    return str(pod["spec"].get("nodeName", ""))


def test_a_token_the_apiserver_refuses_exits_2_with_one_line(
    control_plane: Any, tmp_path: Path
) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    kubeconfig.write_text(control_plane.kubeconfig.read_text().replace(cluster.TOKEN, "wrong"))
    done = subprocess.run(
        [*PORT, f"--kubeconfig={kubeconfig}", "--port=0", "--connect-timeout=5"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    *warnings, error = done.stderr.splitlines()
    assert [w for w in warnings if "No --config" not in w] == []
    assert error == (
        f"error: API server {control_plane.server} (from {kubeconfig}): the credentials were "
        "not accepted (401 Unauthorized): check the user's token or client certificate"
    )


def _metric(text: str, name: str, **labels: str) -> float:
    wanted = ",".join(f'{key}="{value}"' for key, value in sorted(labels.items()))
    match = re.search(rf"^{name}{{{re.escape(wanted)}}} (\S+)$", text, re.MULTILINE)
    assert match, f"no {name}{{{wanted}}} in:\n{text}"
    return float(match.group(1))


def test_a_running_port_answers_healthz_and_counts_its_attempts(control_plane: Any) -> None:
    name = "metrics-py"
    cluster.port_up(control_plane, [{"schedulerName": name}])
    try:
        _create(control_plane, _pod("fits-1", "1", name), _pod("fits-2", "1", name))
        _create(control_plane, _pod("too-big", "64", name))
        _wait_until(
            "both pods that fit are bound",
            lambda: all(_node_of(control_plane, pod) for pod in ("fits-1", "fits-2")),
        )
        status, metrics = cluster.port_health(control_plane, "/metrics")
        assert status == 200
        assert _metric(metrics, ATTEMPTS, profile=name, result="scheduled") == 2
        assert _metric(metrics, ATTEMPTS, profile=name, result="unschedulable") >= 1
        assert _metric(metrics, "scheduler_pending_pods", queue="unschedulable") == 1
        assert _metric(metrics, "scheduler_pending_pods", queue="active") == 0
        latency = "scheduler_scheduling_attempt_duration_seconds_count"
        assert _metric(metrics, latency, profile=name, result="scheduled") == 2
        points = "scheduler_framework_extension_point_duration_seconds_count"
        bind = _metric(metrics, points, extension_point="Bind", profile=name, status="Success")
        assert bind == 2
        assert cluster.port_health(control_plane, "/healthz") == (200, "ok")
        assert cluster.port_health(control_plane, "/livez") == (200, "ok")
        assert cluster.port_health(control_plane, "/readyz?verbose") == (
            200,
            "[+]shutdown ok\n[+]sched-handler-sync ok\nreadyz check passed\n",
        )
    finally:
        cluster.port_down(control_plane)


def _start_elected_port(
    control_plane: Any, directory: Path, name: str, lease: str = "elected-py"
) -> subprocess.Popen[str]:
    """A port with leader election on a lease of its own (short periods, so the test is), set
    by flags over a configuration that says otherwise."""
    config = {
        "apiVersion": "kubescheduler.config.k8s.io/v1",
        "kind": "KubeSchedulerConfiguration",
        "leaderElection": {"leaderElect": False, "resourceName": lease, "retryPeriod": "5s"},
        "profiles": [{"schedulerName": "elected-py"}],
    }
    path = directory / f"{name}.yaml"
    path.write_text(json.dumps(config))
    log = open(directory / f"{name}.log", "w")  # noqa: SIM115 - the child writes it
    # kube-scheduler's flags override the configuration's leaderElection.
    flags = ["--leader-elect", "--leader-elect-lease-duration=4s"]
    flags += ["--leader-elect-renew-deadline=3s", "--leader-elect-retry-period=500ms"]
    argv = [
        *PORT,
        *flags,
        f"--config={path}",
        f"--kubeconfig={control_plane.kubeconfig}",
        f"--port={cluster.free_port()}",
    ]
    return subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, text=True)


LEASES = "/apis/coordination.k8s.io/v1/namespaces/kube-system/leases"


def _lease(control_plane: Any, name: str = "elected-py") -> dict[str, Any]:
    spec: dict[str, Any] = cluster.request(control_plane, f"{LEASES}/{name}")["spec"]
    return spec


def test_two_ports_on_one_lease_take_turns(control_plane: Any, tmp_path: Path) -> None:
    acquired = "successfully acquired lease kube-system/elected-py"
    first = _start_elected_port(control_plane, tmp_path, "first")
    second: subprocess.Popen[str] | None = None
    try:
        _wait_until(
            "the first port leads", lambda: acquired in (tmp_path / "first.log").read_text()
        )
        second = _start_elected_port(control_plane, tmp_path, "second")
        _create(control_plane, _pod("elected-1", "100m", "elected-py"))
        _wait_until("the leader binds a pod", lambda: bool(_node_of(control_plane, "elected-1")))
        assert acquired not in (tmp_path / "second.log").read_text()
        held = _lease(control_plane)
        assert held["leaseDurationSeconds"] == 4 and held["holderIdentity"]

        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=60) == 0
        released = _lease(control_plane)
        # Released, unless the second port was quicker still and took it over already.
        assert released["holderIdentity"] in ("", None) or released["leaseTransitions"] == 1
        _wait_until(
            "the second port leads", lambda: acquired in (tmp_path / "second.log").read_text()
        )
        _create(control_plane, _pod("elected-2", "100m", "elected-py"))
        _wait_until(
            "the new leader binds a pod", lambda: bool(_node_of(control_plane, "elected-2"))
        )
        taken = _lease(control_plane)
        assert taken["holderIdentity"] != held["holderIdentity"]
        assert taken["leaseTransitions"] == 1
        events = cluster.request(control_plane, "/api/v1/namespaces/kube-system/events")["items"]
        about = [e for e in events if e["involvedObject"]["name"] == "elected-py"]
        assert [e["message"] for e in about] == [
            f"{held['holderIdentity']} became leader",
            f"{held['holderIdentity']} stopped leading",
            f"{taken['holderIdentity']} became leader",
        ]
        assert {(e["reason"], e["source"]["component"]) for e in about} == {
            ("LeaderElection", "elected-py")
        }
    finally:
        for process in (first, second):
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGTERM)
                process.wait(timeout=60)


def _take_lease(control_plane: Any, name: str) -> bool:
    """Write another holder into the Lease; False when the port renewed it in between (409)."""
    lease = cluster.request(control_plane, f"{LEASES}/{name}")
    lease["spec"].update(holderIdentity="intruder", leaseDurationSeconds=3600)
    try:
        cluster.request(control_plane, f"{LEASES}/{name}", "PUT", lease)
    except urllib.error.HTTPError as err:
        if err.code != 409:
            raise
        return False
    return True


def test_a_port_whose_lease_is_taken_exits_1_with_one_line(
    control_plane: Any, tmp_path: Path
) -> None:
    """Another holder writes the Lease: the port's renewals fail for renewDeadline, and it
    stops, as kube-scheduler does ("Leaderelection lost"), since the other may schedule now."""
    port = _start_elected_port(control_plane, tmp_path, "taken", lease="taken-py")
    try:
        log = tmp_path / "taken.log"
        _wait_until("the port leads", lambda: "successfully acquired lease" in log.read_text())
        _wait_until("the lease is taken", lambda: _take_lease(control_plane, "taken-py"))
        assert port.wait(timeout=60) == 1
    finally:
        if port.poll() is None:
            port.kill()
            port.wait()
    *_, logged, error = log.read_text().splitlines()
    assert '"Leaderelection lost"' in logged
    assert error == "error: leader election lost: lease kube-system/taken-py"
