"""How fast the port schedules: scheduler_perf's workloads on the virtual clock.

    python -m kube_scheduler_py.simulation.benchmark [--run [SHAPE:]NODES:RUNNING:PENDING ...]
                                                     [--seed N] [--json] [--repeat N]
                                                     [--vs-go [--write-results FILE]]

SchedulingBasic (test/integration/scheduler_perf/config/performance-config.yaml of v1.31.1)
creates nodes of 4 CPU, 32 GiB and 110 pods (templates/node-default.yaml), some pods to fill
the cluster (initPods), then the pods it measures (measurePods), all from
templates/pod-default.yaml: one pause container requesting 100m CPU and 500Mi memory.
Here the initial pods are already running (spec.nodeName set, dealt round robin over the
nodes) and the measured pods are pending; `simulate` schedules them with the default profile.
The shapes of SchedulingPodAffinity and TopologySpreading are in benchmark_shapes; the shape
`dump` is a realistic cluster dump instead (benchmark_dump.cluster_dump), loaded and validated
as the command line does. With --vs-go every workload also runs on the real v1.31.1 scheduler
(benchmark_vs_go).

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
- a digest of where every pod went, which a given seed always reproduces, and a digest of
  how many pods each node holds, which does not depend on how ties were broken.

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

from kube_scheduler_py import editions
from kube_scheduler_py.simulation import benchmark_shapes
from kube_scheduler_py.simulation.benchmark_shapes import DUMP, RUNNING_PREFIX, SHAPE_NAMES, SHAPES
from kube_scheduler_py.simulation.results import Keep
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31 import schedule_one
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_objects

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
MEMORY_METHOD = (
    "peak resident set (getrusage ru_maxrss) less the resident set (VmRSS) before the cluster"
)


@dataclass(frozen=True, slots=True)
class Workload:
    """A cluster: its shape (benchmark_shapes.SHAPES), nodes, pods running, pods to schedule."""

    nodes: int
    running_pods: int
    pending_pods: int
    shape: str = "basic"

    @property
    def name(self) -> str:
        size = f"{self.nodes}Nodes/{self.running_pods}Running/{self.pending_pods}Pending"
        return size if self.shape == "basic" else f"{self.shape}:{size}"

    @property
    def spec(self) -> str:
        """The workload as --run spells it."""
        return f"{self.shape}:{self.nodes}:{self.running_pods}:{self.pending_pods}"


#: SchedulingBasic's 500Nodes and 5000Nodes workloads (initPods running, measurePods pending),
#: the same 1,000 pods on 2,000 and 15,000 nodes (the curve against node count), a memory
#: run (5,000 nodes carrying 30,000 running pods), and SchedulingPodAffinity's and
#: TopologySpreading's 5000Nodes workloads.
DEFAULT_WORKLOADS = (
    Workload(nodes=500, running_pods=500, pending_pods=1000),
    Workload(nodes=2000, running_pods=1000, pending_pods=1000),
    Workload(nodes=5000, running_pods=1000, pending_pods=1000),
    Workload(nodes=15000, running_pods=1000, pending_pods=1000),
    Workload(nodes=5000, running_pods=30000, pending_pods=100),
    Workload(nodes=5000, running_pods=5000, pending_pods=1000, shape="affinity"),
    Workload(nodes=5000, running_pods=5000, pending_pods=2000, shape="spread"),
    Workload(nodes=20000, running_pods=3000, pending_pods=50, shape=DUMP),
)


@dataclass(slots=True)
class BenchmarkResult:
    """What one run measured."""

    workload: str
    shape: str
    nodes: int
    running_pods: int
    pending_pods: int
    scheduled: int
    settled: bool
    setup_seconds: float
    scheduling_seconds: float
    total_seconds: float
    #: CPU seconds of the whole simulate call, setup included (the 20,000-node dump's target).
    simulate_cpu_seconds: float
    seconds_per_pod: float
    cpu_seconds_per_pod: float
    pods_per_second: float
    cpu_seconds: float
    peak_memory_mib: float
    memory_method: str
    placement_digest: str
    load_digest: str
    #: simulate's keep_results: how much of the per-node plugin results the run kept.
    kept_results: str = "all"


def build_cluster(workload: Workload, seed: int = 0) -> list[Any]:
    """The workload's objects in the order simulate receives them: nodes, running, pending.

    (Shapes with namespaces put those first.) benchmark_shapes.documents gives the same
    cluster as manifest documents.
    A dump's documents go through the loader one by one, as the command line loads a file.
    """
    if workload.shape == DUMP:
        documents = benchmark_shapes.workload_documents(
            DUMP, workload.nodes, workload.running_pods, workload.pending_pods, seed
        )
        return load_objects(documents).objects
    shape = SHAPES[workload.shape]
    return benchmark_shapes.objects(
        shape, workload.nodes, workload.running_pods, workload.pending_pods
    )


def _digest(value: Any) -> str:
    """The first 16 hex digits of the SHA-256 of value's JSON (tools/oracle bench: the same)."""
    return hashlib.sha256(json.dumps(value).encode()).hexdigest()[:16]


def _load_digest(objects: Sequence[Any], pods: Sequence[v1.Pod]) -> str:
    """Digest of how many pods each node holds (sorted counts, nodes without pods too)."""
    load = {o.metadata.name: 0 for o in objects if isinstance(o, v1.Node)}
    for pod in pods:
        if pod.spec.node_name:
            load[pod.spec.node_name] = load.get(pod.spec.node_name, 0) + 1
    return _digest(sorted(load.values()))


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


def _rss_mib() -> float:
    """The process's resident set size now (VmRSS), or its peak so far where Linux's
    /proc/self/status cannot be read. From the peak alone, a run that stays under the peak
    the imports reached would measure nothing (tools/oracle bench measures the same way)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return _max_rss_mib()


def run_workload(workload: Workload, seed: int = 0, keep_results: str = "all") -> BenchmarkResult:
    """Build the cluster, schedule its pending pods, and measure; in this process."""
    baseline = _rss_mib()
    objects = build_cluster(workload, seed)
    with _cycle_clock() as cycles:
        begin = time.perf_counter()
        begin_cpu = time.process_time()
        result = simulate(
            objects, seed=seed, validate=workload.shape == DUMP, keep_results=keep_results
        )
        end = time.perf_counter()
        simulate_cpu_seconds = time.process_time() - begin_cpu
    peak = _max_rss_mib() - baseline
    placements = sorted(
        (o.pod.metadata.name, o.pod.spec.node_name)
        # A dump's running pods come first and have names of their own.
        for o in result.pods[workload.running_pods if workload.shape == DUMP else 0 :]
        if not o.pod.metadata.name.startswith(RUNNING_PREFIX)
    )
    scheduled = sum(1 for _, node in placements if node)
    first, last = (cycles.wall[0], cycles.wall[-1]) if cycles.wall else (end, end)
    wall = last - first
    cpu = cycles.cpu[-1] - cycles.cpu[0] if cycles.cpu else 0.0
    return BenchmarkResult(
        workload=workload.name,
        shape=workload.shape,
        nodes=workload.nodes,
        running_pods=workload.running_pods,
        pending_pods=workload.pending_pods,
        scheduled=scheduled,
        settled=result.settled,
        setup_seconds=first - begin,
        scheduling_seconds=wall,
        total_seconds=end - begin,
        simulate_cpu_seconds=simulate_cpu_seconds,
        seconds_per_pod=wall / scheduled if scheduled else 0.0,
        cpu_seconds_per_pod=cpu / scheduled if scheduled else 0.0,
        pods_per_second=scheduled / wall if wall > 0 else 0.0,
        cpu_seconds=cpu,
        peak_memory_mib=peak,
        memory_method=MEMORY_METHOD,
        placement_digest=_digest(placements),
        load_digest=_load_digest(objects, [o.pod for o in result.pods]),
        kept_results=keep_results,
    )


def run_in_child(workload: Workload, seed: int, keep_results: str = "all") -> BenchmarkResult:
    """run_workload in a fresh interpreter, so that the peak memory is this run's alone."""
    spec = workload.spec
    argv = [
        sys.executable,
        "-m",
        "kube_scheduler_py.simulation.benchmark",
        "--in-process",
        "--json",
        "--seed",
        str(seed),
        "--keep-results",
        keep_results,
    ]
    out = subprocess.run([*argv, "--run", spec], check=True, capture_output=True, text=True)
    return BenchmarkResult(**json.loads(out.stdout)[0])


def _parse_workload(text: str) -> Workload:
    parts = text.split(":")
    shape = parts.pop(0) if len(parts) == 4 else "basic"
    if shape not in SHAPE_NAMES:
        raise argparse.ArgumentTypeError(
            f"unknown shape {shape!r} in {text!r}; shapes: {', '.join(SHAPE_NAMES)}"
        )
    try:
        nodes, running, pending = (int(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected [SHAPE:]NODES:RUNNING:PENDING (three integers), got {text!r}"
        ) from None
    if nodes < 1 or running < 0 or pending < 0:
        raise argparse.ArgumentTypeError(f"need at least one node and no negative counts: {text}")
    return Workload(nodes, running, pending, shape)


#: The table's columns: title, alignment and width, number format, result field.
_COLUMNS = (
    ("workload", "<43", "", "workload"),
    ("scheduled", ">9", "", "scheduled"),
    ("setup s", ">8", ".2f", "setup_seconds"),
    ("simulate cpu s", ">14", ".1f", "simulate_cpu_seconds"),
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


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text}")
    return value


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text}")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="benchmark",
        description=(
            "Schedule scheduler_perf's workloads with the default profile and report seconds "
            "per pod, pods per second and peak memory; with --vs-go, side by side with the "
            "real v1.31.1 scheduler (tools/oracle bench)."
        ),
    )
    parser.add_argument(
        "--run",
        action="append",
        type=_parse_workload,
        metavar="[SHAPE:]NODES:RUNNING:PENDING",
        help=(
            "a cluster of NODES nodes with RUNNING pods already bound and PENDING pods to "
            f"schedule; SHAPE is one of {', '.join(SHAPE_NAMES)} (default basic; dump: a realistic "
            "cluster dump with labels, taints, DaemonSet pods, affinity and spreading). "
            "Repeatable; "
            "default: " + ", ".join(w.spec for w in DEFAULT_WORKLOADS)
        ),
    )
    parser.add_argument("--seed", type=int, default=0, help="seeds every random choice")
    parser.add_argument(
        "--edition",
        type=editions.from_flag,
        default=editions.get(editions.DEFAULT),
        metavar="1.31|1.37",
        help="which Kubernetes release's scheduler to measure (default 1.31; docs/editions.md)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="run in this process (peak memory then includes earlier runs)",
    )
    parser.add_argument(
        "--repeat", type=_positive, default=1, metavar="N", help="run every workload N times"
    )
    parser.add_argument(
        "--keep-results",
        type=Keep.flag,
        default="all",
        metavar="all|top:N|rejections|none",
        help="how much of the per-node plugin results simulate keeps (default all; none "
        "records no Filter or Score call); not with --vs-go",
    )
    parser.add_argument(
        "--vs-go",
        action="store_true",
        help="run every workload on the port and on the real scheduler, alternating, and print "
        "both side by side with the ratio port/Go (min/median/max over --repeat runs)",
    )
    parser.add_argument(
        "--against",
        metavar="REV",
        help="run every workload on the port of git commit REV too (its files taken with git "
        "archive), alternating with this checkout, and print the speed-up",
    )
    parser.add_argument(
        "--parallelism",
        type=_positive,
        metavar="N",
        help="the Go scheduler's parallelism with --vs-go (default: v1.31.1's default, 16)",
    )
    parser.add_argument(
        "--go-timeout",
        type=_positive_seconds,
        metavar="SECONDS",
        help="with --vs-go: stop a run of the real scheduler (its build included) that takes "
        "longer and exit with an error (default: 1800)",
    )
    parser.add_argument(
        "--write-results",
        metavar="FILE",
        help="with --vs-go: write every run's numbers, the date and the machine as JSON to FILE "
        "(bin/benchmark-figure draws the curve from it)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The `bin/benchmark` command."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        args.edition.entry().require_scheduling()
    except editions.NotPortedError as err:
        print(f"error: --edition {args.edition.name}: {err}", file=sys.stderr)
        return 2
    workloads = args.run or list(DEFAULT_WORKLOADS)
    if args.vs_go:
        if args.in_process or args.json:
            parser.error("--vs-go runs every workload in a fresh process and prints a table")
        if args.keep_results != "all":
            parser.error("--vs-go runs the port as simulate runs by default (--keep-results all)")
        if args.against:
            parser.error("--vs-go and --against are two different comparisons: one at a time")
        # Imported here: benchmark_vs_go builds on this module.
        from kube_scheduler_py.simulation import benchmark_go, benchmark_vs_go

        return benchmark_vs_go.main(
            workloads,
            args.seed,
            args.repeat,
            args.parallelism,
            args.write_results,
            args.go_timeout or benchmark_go.DEFAULT_TIMEOUT_SECONDS,
        )
    if args.write_results or args.parallelism or args.go_timeout:
        parser.error("--write-results, --parallelism and --go-timeout go with --vs-go")
    if args.against:
        if args.in_process or args.json or args.keep_results != "all":
            parser.error("--against runs both versions in fresh processes and prints a table")
        # Imported here: benchmark_against builds on this module.
        from kube_scheduler_py.simulation import benchmark_against

        return benchmark_against.main(args.against, workloads, args.seed, args.repeat)
    if not args.json:
        print(_header(), flush=True)
    results = []
    for _ in range(args.repeat):
        for workload in workloads:
            run = run_workload if args.in_process else run_in_child
            result = run(workload, args.seed, args.keep_results)
            results.append(result)
            if not args.json:
                print(_row(result), flush=True)
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=2))
    else:
        print(f"peak memory: {MEMORY_METHOD}")
        print(f"per-node plugin results kept: {args.keep_results}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
