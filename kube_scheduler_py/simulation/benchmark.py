"""How fast the port schedules: scheduler_perf's SchedulingBasic workload on the virtual clock.

    python -m kube_scheduler_py.simulation.benchmark [--run NODES:RUNNING:PENDING ...]
                                                     [--seed N] [--json]

SchedulingBasic (test/integration/scheduler_perf/config/performance-config.yaml of v1.31.1)
creates nodes of 4 CPU, 32 GiB and 110 pods (templates/node-default.yaml), some pods to fill
the cluster (initPods), then the pods it measures (measurePods), all from
templates/pod-default.yaml: one pause container requesting 100m CPU and 500Mi memory.
Here the initial pods are already running (spec.nodeName set, dealt round robin over the
nodes) and the measured pods are pending; `simulate` schedules them with the default profile.
A workload given as NODES:RUNNING:PENDING:dump is a realistic cluster dump instead
(`cluster_dump`), loaded and validated as the command line does.

Every run happens in a fresh Python process, so that its peak memory is its own. Reported:

- setup: wall seconds from `simulate` being called to the first scheduling cycle (filling the
  API server, building the scheduler, the informers' initial list into the cache);
- seconds per scheduled pod (wall and CPU) and pods per second: from the first scheduling
  cycle until every pod has been tried and bound and the informers have caught up, over the
  pods that got a node (collecting the outcome of every pod afterwards is not counted);
- peak memory: the growth of the process's peak resident set size
  (`resource.getrusage(RUSAGE_SELF).ru_maxrss`) from just before the cluster's objects are
  built to the end of the run: the objects, the API server, informers, cache, scheduler and
  simulate's record of every plugin result, but not the interpreter and imported modules;
- a digest of where every pod went, which a given seed always reproduces.

Python-only: a tool of the port, not a port of scheduler_perf.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import Any

from kube_scheduler_py import schedule_one
from kube_scheduler_py.api.core import v1
from kube_scheduler_py.api.loader import load_objects
from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.simulation.benchmark_dump import cluster_dump
from kube_scheduler_py.simulation.run import simulate

__all__ = [
    "DEFAULT_WORKLOADS",
    "MEMORY_METHOD",
    "BenchmarkResult",
    "Workload",
    "build_cluster",
    "main",
    "run_workload",
]

#: How peak memory is measured (printed with the numbers).
MEMORY_METHOD = "growth of resource.getrusage(RUSAGE_SELF).ru_maxrss during the run"


#: Running pods are named init-pod-<i>, after scheduler_perf's initPods; pending ones pod-<i>.
_RUNNING_PREFIX = "init-pod-"


@dataclass(frozen=True, slots=True)
class Workload:
    """A cluster size: nodes, pods already running on them, pods to schedule."""

    nodes: int
    running_pods: int
    pending_pods: int
    #: A realistic cluster dump (cluster_dump) instead of SchedulingBasic's uniform nodes.
    dump: bool = False

    @property
    def name(self) -> str:
        shape = f"{self.nodes}Nodes/{self.running_pods}Running/{self.pending_pods}Pending"
        return f"{shape}/Dump" if self.dump else shape


#: SchedulingBasic's 500Nodes and 5000Nodes workloads (initPods running, measurePods pending),
#: and a memory run: 5,000 nodes carrying 30,000 running pods.
DEFAULT_WORKLOADS = (
    Workload(nodes=500, running_pods=500, pending_pods=1000),
    Workload(nodes=5000, running_pods=1000, pending_pods=1000),
    Workload(nodes=5000, running_pods=30000, pending_pods=100),
    Workload(nodes=20000, running_pods=3000, pending_pods=50, dump=True),
)


@dataclass(slots=True)
class BenchmarkResult:
    """What one run measured."""

    workload: str
    nodes: int
    running_pods: int
    pending_pods: int
    scheduled: int
    settled: bool
    setup_seconds: float
    scheduling_seconds: float
    total_seconds: float
    #: CPU seconds of the whole simulate call (setup included).
    cpu_seconds: float
    seconds_per_pod: float
    cpu_seconds_per_pod: float
    pods_per_second: float
    peak_memory_mib: float
    memory_method: str
    placement_digest: str


def _node_template() -> dict[str, Any]:
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


def _pod_template() -> dict[str, Any]:
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


def build_cluster(workload: Workload, seed: int = 0) -> list[Any]:
    """The workload's objects in the order simulate receives them: nodes, running, pending.

    The templates go through the loader once (for the apiserver's defaults, e.g. allocatable
    from capacity); every object is a copy of them with its own name. A dump's objects go
    through the loader one by one, as the command line loads a file.
    """
    if workload.dump:
        return load_objects(
            cluster_dump(workload.nodes, workload.running_pods, workload.pending_pods, seed)
        ).objects
    node_template, pod_template = load_objects([_node_template(), _pod_template()]).objects
    objects: list[Any] = []
    for index in range(workload.nodes):
        node = deep_copy(node_template)
        node.metadata.name = f"scheduler-perf-{index}"
        objects.append(node)
    for index in range(workload.running_pods):
        pod = deep_copy(pod_template)
        pod.metadata.name = f"{_RUNNING_PREFIX}{index}"
        pod.spec.node_name = f"scheduler-perf-{index % workload.nodes}"
        pod.status.phase = v1.PodRunning
        objects.append(pod)
    for index in range(workload.pending_pods):
        pod = deep_copy(pod_template)
        pod.metadata.name = f"pod-{index}"
        objects.append(pod)
    return objects


@dataclass(slots=True)
class _CycleClock:
    """When each call of scheduleOne began: wall and CPU time."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


@contextmanager
def _cycle_clock() -> Iterator[_CycleClock]:
    """Note when every scheduleOne call begins.

    simulate calls scheduleOne again only once the previous pod's binding cycle is over and
    the informers have caught up, and its last call waits for a pod that never comes; so the
    first and last calls bracket the scheduling work.
    """
    clock = _CycleClock()
    original = schedule_one._ScheduleOne.schedule_one

    async def timed(self: Any) -> None:
        clock.wall.append(time.perf_counter())
        clock.cpu.append(time.process_time())
        await original(self)

    # The benchmark's own stopwatch around the unchanged method, removed again on exit.
    schedule_one._ScheduleOne.schedule_one = timed  # type: ignore[method-assign]
    try:
        yield clock
    finally:
        schedule_one._ScheduleOne.schedule_one = original  # type: ignore[method-assign]


def _max_rss_mib() -> float:
    """The process's peak resident set size so far (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_workload(workload: Workload, seed: int = 0) -> BenchmarkResult:
    """Build the cluster, schedule its pending pods, and measure; in this process."""
    baseline = _max_rss_mib()
    objects = build_cluster(workload, seed)
    with _cycle_clock() as cycles:
        begin = time.perf_counter()
        begin_cpu = time.process_time()
        result = simulate(objects, seed=seed, validate=workload.dump)
        end = time.perf_counter()
        cpu_seconds = time.process_time() - begin_cpu
    peak = _max_rss_mib() - baseline
    placements = sorted(
        (o.pod.metadata.name, o.pod.spec.node_name)
        for o in result.pods[workload.running_pods if workload.dump else 0 :]
        if not o.pod.metadata.name.startswith(_RUNNING_PREFIX)
    )
    scheduled = sum(1 for _, node in placements if node)
    first, last = (cycles.wall[0], cycles.wall[-1]) if cycles.wall else (end, end)
    wall = last - first
    cpu = cycles.cpu[-1] - cycles.cpu[0] if cycles.cpu else 0.0
    return BenchmarkResult(
        workload=workload.name,
        nodes=workload.nodes,
        running_pods=workload.running_pods,
        pending_pods=workload.pending_pods,
        scheduled=scheduled,
        settled=result.settled,
        setup_seconds=first - begin,
        scheduling_seconds=wall,
        total_seconds=end - begin,
        cpu_seconds=cpu_seconds,
        seconds_per_pod=wall / scheduled if scheduled else 0.0,
        cpu_seconds_per_pod=cpu / scheduled if scheduled else 0.0,
        pods_per_second=scheduled / wall if wall > 0 else 0.0,
        peak_memory_mib=peak,
        memory_method=MEMORY_METHOD,
        placement_digest=hashlib.sha256(json.dumps(placements).encode()).hexdigest()[:16],
    )


def _run_in_child(workload: Workload, seed: int) -> BenchmarkResult:
    """run_workload in a fresh interpreter, so that the peak memory is this run's alone."""
    spec = f"{workload.nodes}:{workload.running_pods}:{workload.pending_pods}"
    spec += ":dump" if workload.dump else ""
    argv = [
        sys.executable,
        "-m",
        "kube_scheduler_py.simulation.benchmark",
        "--in-process",
        "--json",
        "--seed",
        str(seed),
    ]
    out = subprocess.run([*argv, "--run", spec], check=True, capture_output=True, text=True)
    return BenchmarkResult(**json.loads(out.stdout)[0])


def _parse_workload(text: str) -> Workload:
    counts, dump = text.removesuffix(":dump"), text.endswith(":dump")
    try:
        nodes, running, pending = (int(part) for part in counts.split(":"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected NODES:RUNNING:PENDING (three integers, then :dump for a cluster dump), "
            f"got {text!r}"
        ) from None
    if nodes < 1 or running < 0 or pending < 0:
        raise argparse.ArgumentTypeError(f"need at least one node and no negative counts: {text}")
    return Workload(nodes, running, pending, dump)


#: The table's columns: title, alignment and width, number format, result field.
_COLUMNS = (
    ("workload", "<39", "", "workload"),
    ("scheduled", ">9", "", "scheduled"),
    ("setup s", ">8", ".2f", "setup_seconds"),
    ("cpu s", ">7", ".1f", "cpu_seconds"),
    ("s/pod", ">8", ".4f", "seconds_per_pod"),
    ("cpu s/pod", ">9", ".4f", "cpu_seconds_per_pod"),
    ("pods/s", ">7", ".1f", "pods_per_second"),
    ("peak MiB", ">8", ".1f", "peak_memory_mib"),
    ("digest", "<16", "", "placement_digest"),
)


def _header() -> str:
    return "  ".join(f"{title:{align}}" for title, align, _, _ in _COLUMNS).rstrip()


def _row(result: BenchmarkResult) -> str:
    cells = (f"{getattr(result, name):{align}{fmt}}" for _, align, fmt, name in _COLUMNS)
    return "  ".join(cells).rstrip()


def main(argv: Sequence[str] | None = None) -> int:
    """The `bin/benchmark` command."""
    parser = argparse.ArgumentParser(
        prog="benchmark",
        description=(
            "Schedule scheduler_perf's SchedulingBasic workload with the default profile and "
            "report seconds per pod, pods per second and peak memory."
        ),
    )
    parser.add_argument(
        "--run",
        action="append",
        type=_parse_workload,
        metavar="NODES:RUNNING:PENDING[:dump]",
        help=(
            "a cluster of NODES nodes with RUNNING pods already bound and PENDING pods to "
            "schedule; with :dump, a realistic cluster dump (labels, taints, images, "
            "DaemonSet pods, affinity, spreading) instead of SchedulingBasic's nodes "
            "(repeatable; default: 500:500:1000, 5000:1000:1000, 5000:30000:100, "
            "20000:3000:50:dump)"
        ),
    )
    parser.add_argument("--seed", type=int, default=0, help="seeds every random choice")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="run in this process (peak memory then includes earlier runs)",
    )
    args = parser.parse_args(argv)
    workloads = args.run or list(DEFAULT_WORKLOADS)
    if not args.json:
        print(_header(), flush=True)
    results = []
    for workload in workloads:
        run = run_workload if args.in_process else _run_in_child
        result = run(workload, args.seed)
        results.append(result)
        if not args.json:
            print(_row(result), flush=True)
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=2))
    else:
        print(f"peak memory: {MEMORY_METHOD}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
