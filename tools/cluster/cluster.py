"""A local Kubernetes control plane for lessons and tests: etcd and kube-apiserver v1.31.1,
built from their Go modules, listening on 127.0.0.1 only, and optionally the real
kube-scheduler v1.31.1 beside them. No kubelet: nodes are plain Node objects that stay Ready,
and a small node agent (cmd/nodeagent) starts the pods bound to them and confirms deletions.

    eval "$(tools/cluster/run up [--state DIR])"  # start etcd + kube-apiserver, export KUBECONFIG
    tools/cluster/run nodes 3 [--cpu 4 --memory 32Gi --pods 110]
    tools/cluster/run kubectl get nodes,pods -A
    tools/cluster/run scheduler up|down          # the real kube-scheduler v1.31.1
    tools/cluster/run port up|down               # the port, as scheduler kube-scheduler-py
    tools/cluster/run down [--state DIR]         # stop everything, remove DIR

`tools/cluster/run` builds the programs (tools/cluster/.bin) on first use. The state directory
(default tools/cluster/.state, or $TOOLS_CLUSTER_STATE) holds the data, logs, keys, the
kubeconfig and state.json (ports and process ids); `down` stops what state.json lists and
removes the directory.

Python-only, standard library only: tests import it (tests/cluster) to start a cluster of their own.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import signal
import socket
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
BIN = HERE / ".bin"
DEFAULT_STATE = Path(os.environ.get("TOOLS_CLUSTER_STATE") or HERE / ".state")
TOKEN = "kube-scheduler-py-admin"  # a loopback-only throwaway cluster
READY_TIMEOUT_SECONDS = 180.0


@dataclass
class Cluster:
    """What `up` started, as written to STATE/state.json."""

    state: str
    etcd_port: int
    apiserver_port: int
    pids: dict[str, int] = field(default_factory=dict)
    scheduler_port: int = 0
    #: Where the port (`kube-scheduler-py run`) serves /healthz, /readyz and /metrics.
    port_health_port: int = 0

    @property
    def dir(self) -> Path:
        return Path(self.state)

    @property
    def kubeconfig(self) -> Path:
        return self.dir / "kubeconfig"

    @property
    def server(self) -> str:
        return f"https://127.0.0.1:{self.apiserver_port}"

    def save(self) -> None:
        (self.dir / "state.json").write_text(json.dumps(asdict(self), indent=2) + "\n")

    @classmethod
    def load(cls, state: Path) -> Cluster:
        return cls(**json.loads((state / "state.json").read_text()))


class ClusterError(Exception):
    """Python-only: the cluster could not be started or reached."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _start(cluster: Cluster, name: str, argv: list[str]) -> None:
    """Start a daemon in its own session (it outlives `up`), its output in STATE/NAME.log."""
    log = open(cluster.dir / f"{name}.log", "ab")  # noqa: SIM115 - handed to the child
    process = subprocess.Popen(
        argv,
        stdout=log,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
    )
    log.close()
    cluster.pids[name] = process.pid
    cluster.save()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A child of this process that exited stays a zombie until reaped.
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return done == 0


def _tail(cluster: Cluster, name: str) -> str:
    path = cluster.dir / f"{name}.log"
    lines = path.read_text(errors="replace").splitlines() if path.exists() else []
    return "\n".join(lines[-20:])


def _wait(cluster: Cluster, name: str, ready: Callable[[], bool]) -> None:
    deadline = time.monotonic() + READY_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if not _alive(cluster.pids[name]):
            raise ClusterError(f"{name} exited while starting:\n{_tail(cluster, name)}")
        if ready():
            return
        time.sleep(0.25)
    raise ClusterError(
        f"{name} not ready after {READY_TIMEOUT_SECONDS:.0f} s:\n{_tail(cluster, name)}"
    )


def _port_open(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(0.5)
        return probe.connect_ex(("127.0.0.1", port)) == 0


def _ssl_context(cluster: Cluster) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=str(cluster.dir / "certs" / "apiserver.crt"))


def request(cluster: Cluster, path: str, method: str = "GET", body: object = None) -> object:
    """One authenticated API request; the decoded JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(cluster.server + path, data=data, method=method)
    req.add_header("Authorization", f"Bearer {TOKEN}")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req, context=_ssl_context(cluster), timeout=30) as answer:
        return json.loads(answer.read() or b"null")


def _readyz_text(cluster: Cluster) -> str:
    req = urllib.request.Request(cluster.server + "/readyz")
    req.add_header("Authorization", f"Bearer {TOKEN}")
    try:
        with urllib.request.urlopen(req, context=_ssl_context(cluster), timeout=5) as answer:
            return answer.read().decode().strip()
    except (urllib.error.URLError, ConnectionError, ssl.SSLError, OSError):
        return ""


def _write_kubeconfig(cluster: Cluster) -> None:
    ca = cluster.dir / "certs" / "apiserver.crt"
    cluster.kubeconfig.write_text(
        "apiVersion: v1\nkind: Config\n"
        f"clusters:\n- name: local\n  cluster:\n    server: {cluster.server}\n"
        f"    certificate-authority: {ca}\n"
        f"users:\n- name: admin\n  user:\n    token: {TOKEN}\n"
        "contexts:\n- name: local\n  context:\n    cluster: local\n    user: admin\n"
        "current-context: local\n"
    )


def up(state: Path = DEFAULT_STATE) -> Cluster:
    """Start etcd and kube-apiserver on free ports; return when the API server is ready."""
    if (state / "state.json").exists():
        raise ClusterError(f"a cluster is already up in {state} (tools/cluster/run down first)")
    (state / "certs").mkdir(parents=True, exist_ok=True)
    cluster = Cluster(str(state), etcd_port=free_port(), apiserver_port=free_port())
    cluster.save()
    try:
        _start(
            cluster,
            "etcd",
            [
                str(BIN / "etcd"),
                "--data-dir",
                str(state / "etcd"),
                "--client-port",
                str(cluster.etcd_port),
                "--peer-port",
                str(free_port()),
            ],
        )
        _wait(cluster, "etcd", lambda: _port_open(cluster.etcd_port))
        subprocess.run([str(BIN / "keygen"), str(state / "sa.key")], check=True)
        (state / "tokens.csv").write_text(f'{TOKEN},admin,admin,"system:masters"\n')
        _start(cluster, "kube-apiserver", _apiserver_argv(cluster))
        _wait(cluster, "kube-apiserver", lambda: _readyz_text(cluster) == "ok")
        _write_kubeconfig(cluster)
        _start(cluster, "nodeagent", [str(BIN / "nodeagent"), f"--kubeconfig={cluster.kubeconfig}"])
        _wait(cluster, "nodeagent", lambda: "nodeagent ready" in _tail(cluster, "nodeagent"))
    except BaseException:
        down(state)
        raise
    return cluster


def _apiserver_argv(cluster: Cluster) -> list[str]:
    state = cluster.dir
    return [
        str(BIN / "kube-apiserver"),
        "--bind-address=127.0.0.1",
        "--advertise-address=127.0.0.1",
        f"--secure-port={cluster.apiserver_port}",
        f"--etcd-servers=http://127.0.0.1:{cluster.etcd_port}",
        f"--cert-dir={state / 'certs'}",
        f"--token-auth-file={state / 'tokens.csv'}",
        "--authorization-mode=RBAC",
        f"--service-account-key-file={state / 'sa.key.pub'}",
        f"--service-account-signing-key-file={state / 'sa.key'}",
        "--service-account-issuer=https://kubernetes.default.svc.cluster.local",
        "--service-cluster-ip-range=10.0.0.0/24",
        # No controller-manager runs here: nothing would create the `default` service accounts
        # that ServiceAccount requires of every pod, and nothing would lift the not-ready taint
        # that TaintNodesByCondition puts on every new node.
        "--disable-admission-plugins=ServiceAccount,TaintNodesByCondition",
        "--profiling=false",
    ]


def scheduler_up(cluster: Cluster, profiles: list[dict[str, object]] | None = None) -> None:
    """Start the real kube-scheduler v1.31.1 without leader election, with the given profiles
    of a KubeSchedulerConfiguration (the default profile without)."""
    if "kube-scheduler" in cluster.pids and _alive(cluster.pids["kube-scheduler"]):
        raise ClusterError("kube-scheduler is already running (scheduler down first)")
    config: dict[str, object] = {
        "apiVersion": "kubescheduler.config.k8s.io/v1",
        "kind": "KubeSchedulerConfiguration",
        "clientConnection": {"kubeconfig": str(cluster.kubeconfig)},
        "leaderElection": {"leaderElect": False},
    }
    if profiles is not None:
        config["profiles"] = profiles
    # JSON is YAML, which kube-scheduler's --config reads; with --config it ignores --kubeconfig.
    (cluster.dir / "kube-scheduler.yaml").write_text(json.dumps(config, indent=2) + "\n")
    cluster.scheduler_port = free_port()
    _start(
        cluster,
        "kube-scheduler",
        [
            str(BIN / "kube-scheduler"),
            f"--config={cluster.dir / 'kube-scheduler.yaml'}",
            f"--authentication-kubeconfig={cluster.kubeconfig}",
            f"--authorization-kubeconfig={cluster.kubeconfig}",
            "--bind-address=127.0.0.1",
            f"--secure-port={cluster.scheduler_port}",
        ],
    )
    _wait(cluster, "kube-scheduler", lambda: _port_open(cluster.scheduler_port))


def port_up(cluster: Cluster, profiles: list[dict[str, object]], *flags: str) -> None:
    """Start the port as a scheduler of this cluster (`kube-scheduler-py run`) with the given
    profiles and extra flags (`--v=2`), without leader election (as scheduler_up), in the Python
    that runs this module; return once it is ready (its /readyz, on a free port, says so)."""
    if "kube-scheduler-py" in cluster.pids and _alive(cluster.pids["kube-scheduler-py"]):
        raise ClusterError("kube-scheduler-py is already running (port down first)")
    config = {
        "apiVersion": "kubescheduler.config.k8s.io/v1",
        "kind": "KubeSchedulerConfiguration",
        "leaderElection": {"leaderElect": False},
        "profiles": profiles,
    }
    (cluster.dir / "kube-scheduler-py.yaml").write_text(json.dumps(config, indent=2) + "\n")
    cluster.port_health_port = free_port()
    argv = [sys.executable, "-m", "kube_scheduler_py", "run"]
    argv += [f"--kubeconfig={cluster.kubeconfig}"]
    argv += [f"--config={cluster.dir / 'kube-scheduler-py.yaml'}"]
    argv += [f"--port={cluster.port_health_port}", *flags]
    _start(cluster, "kube-scheduler-py", argv)
    _wait(cluster, "kube-scheduler-py", lambda: port_health(cluster, "/readyz")[0] == 200)


def port_health(cluster: Cluster, path: str) -> tuple[int, str]:
    """(status, body) of a GET of the port's health server (status 0: no answer)."""
    url = f"http://127.0.0.1:{cluster.port_health_port}{path}"
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never a proxy
    try:
        with direct.open(url, timeout=5) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()
    except (urllib.error.URLError, ConnectionError, OSError):
        return 0, ""


def port_down(cluster: Cluster) -> None:
    pid = cluster.pids.pop("kube-scheduler-py", None)
    if pid is not None:
        _stop(pid)
    cluster.save()


def _stop(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and _alive(pid):
        time.sleep(0.1)
    if _alive(pid):
        os.killpg(pid, signal.SIGKILL)


def apiserver_kill(cluster: Cluster) -> None:
    """Kill kube-apiserver at once (SIGKILL), as a crash would; etcd and its data stay."""
    pid = cluster.pids.pop("kube-apiserver", None)
    if pid is not None:
        os.killpg(pid, signal.SIGKILL)
        while _alive(pid):
            time.sleep(0.05)
    cluster.save()


def apiserver_start(cluster: Cluster) -> None:
    """Start kube-apiserver again on its port, with its keys and data; return when ready."""
    _start(cluster, "kube-apiserver", _apiserver_argv(cluster))
    _wait(cluster, "kube-apiserver", lambda: _readyz_text(cluster) == "ok")


def scheduler_down(cluster: Cluster) -> None:
    pid = cluster.pids.pop("kube-scheduler", None)
    if pid is not None:
        _stop(pid)
    cluster.save()


def down(state: Path = DEFAULT_STATE) -> None:
    """Stop every process of the cluster in state (the scheduler first, etcd last); remove it."""
    if not (state / "state.json").exists():
        return
    cluster = Cluster.load(state)
    for name in ("kube-scheduler-py", "kube-scheduler", "nodeagent", "kube-apiserver", "etcd"):
        pid = cluster.pids.get(name)
        if pid is not None:
            _stop(pid)
    subprocess.run(["rm", "-rf", str(state)], check=True)


def node_manifest(name: str, cpu: str, memory: str, pods: str) -> dict[str, object]:
    """A Ready node with the given allocatable and a hostname label, as a kubelet would report."""
    resources = {"cpu": cpu, "memory": memory, "pods": pods}
    return {
        "apiVersion": "v1",
        "kind": "Node",
        "metadata": {"name": name, "labels": {"kubernetes.io/hostname": name}},
        "status": {
            "capacity": resources,
            "allocatable": resources,
            "conditions": [{"type": "Ready", "status": "True", "reason": "KubeletReady"}],
        },
    }


def add_nodes(cluster: Cluster, count: int, cpu: str, memory: str, pods: str) -> list[str]:
    """Create nodes node-1 ... node-COUNT; the apiserver keeps the status a new node carries."""
    names = [f"node-{i}" for i in range(1, count + 1)]
    for name in names:
        request(cluster, "/api/v1/nodes", "POST", node_manifest(name, cpu, memory, pods))
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/cluster/run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--state", type=Path, default=DEFAULT_STATE, help="the state directory")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("up", help="start etcd and kube-apiserver")
    commands.add_parser("down", help="stop everything and remove the state directory")
    nodes = commands.add_parser("nodes", help="create COUNT Ready nodes")
    nodes.add_argument("count", type=int)
    nodes.add_argument("--cpu", default="4")
    nodes.add_argument("--memory", default="32Gi")
    nodes.add_argument("--pods", default="110")
    scheduler = commands.add_parser("scheduler", help="start or stop the real kube-scheduler")
    scheduler.add_argument("action", choices=("up", "down"))
    port = commands.add_parser(
        "port",
        help="start or stop the port (kube-scheduler-py run, schedulerName kube-scheduler-py)",
    )
    port.add_argument("action", choices=("up", "down"))
    kubectl = commands.add_parser("kubectl", help="kubectl with the cluster's kubeconfig")
    kubectl.add_argument("args", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    state: Path = args.state.resolve()
    try:
        if args.command == "up":
            cluster = up(state)
            # Standard output is what `eval "$(tools/cluster/run up)"` runs.
            print(f"kube-apiserver v1.31.1 on {cluster.server}", file=sys.stderr)
            print(f"export KUBECONFIG={shlex.quote(str(cluster.kubeconfig))}")
            return 0
        if args.command == "down":
            down(state)
            return 0
        if not (state / "state.json").exists():
            raise ClusterError(f"no cluster in {state} (tools/cluster/run up first)")
        cluster = Cluster.load(state)
        if args.command == "nodes":
            print("\n".join(add_nodes(cluster, args.count, args.cpu, args.memory, args.pods)))
        elif args.command == "scheduler":
            (scheduler_up if args.action == "up" else scheduler_down)(cluster)
        elif args.command == "port" and args.action == "up":
            port_up(cluster, [{"schedulerName": "kube-scheduler-py"}])
        elif args.command == "port":
            port_down(cluster)
        elif args.command == "kubectl":
            kubeconfig = f"--kubeconfig={cluster.kubeconfig}"
            return subprocess.run([str(BIN / "kubectl"), kubeconfig, *args.args]).returncode
    except (ClusterError, urllib.error.URLError, subprocess.CalledProcessError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
