"""The Go side of `bin/benchmark --vs-go`: the unmodified v1.31.1 scheduler on the same cluster.

The workload is written as a manifest (benchmark_shapes.documents: the same nodes, running
pods and pending pods the port gets) and `tools/oracle/run bench` schedules it with the real
kube-scheduler: default profile, no plugin wrappers, no virtual clock, informers over the
oracle's in-memory API server, `Scheduler.Run` as kube-scheduler runs it. docs/benchmark.md
says how it measures and what differs from scheduler_perf.

Python-only: a tool of the port, not a port of scheduler_perf.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

from kube_scheduler_py.simulation import benchmark_shapes
from kube_scheduler_py.simulation.benchmark import Workload
from kube_scheduler_py.simulation.conformance import ORACLE

__all__ = ["DEFAULT_TIMEOUT_SECONDS", "GoBenchError", "GoResult", "run_go", "write_manifest"]


class GoBenchError(Exception):
    """tools/oracle could not run the benchmark (not in this checkout, or it failed)."""


@dataclass(frozen=True, slots=True)
class GoResult:
    """What `oracle bench` measured (its JSON, field for field)."""

    nodes: int
    running_pods: int
    pending_pods: int
    scheduled: int
    parallelism: int
    setup_seconds: float
    scheduling_seconds: float
    cpu_seconds: float
    pods_per_second: float
    scheduler_perf_average: float
    peak_memory_mib: float
    placement_digest: str
    load_digest: str
    go_version: str
    gomaxprocs: int
    kubernetes_version: str
    percentage_of_nodes_to_score: int
    bindings_before_start: int


def write_manifest(workload: Workload, directory: Path, seed: int = 0) -> Path:
    """Write the workload as one JSON List the oracle's loader reads; return its path."""
    items = benchmark_shapes.workload_documents(
        workload.shape, workload.nodes, workload.running_pods, workload.pending_pods, seed
    )
    path = directory / f"{workload.spec.replace(':', '-')}.json"
    path.write_text(json.dumps({"apiVersion": "v1", "kind": "List", "items": items}))
    return path


#: How long one `tools/oracle/run bench` may take, its build included, unless --go-timeout says
#: otherwise: far above the slowest workload (about 80 s for the 20,000-node dump), so that
#: only a hung oracle meets it.
DEFAULT_TIMEOUT_SECONDS = 1800.0


def run_go(
    manifest: Path,
    seed: int,
    parallelism: int | None = None,
    *,
    timeout: float = DEFAULT_TIMEOUT_SECONDS,
    oracle: Path | None = None,
) -> GoResult:
    """Run `tools/oracle/run bench` on a manifest (building the oracle first if needed); a run
    longer than `timeout` seconds is stopped, with everything it started, and reported;
    `oracle` replaces tools/oracle/run (for a test)."""
    oracle = oracle or ORACLE
    if not oracle.exists():
        raise GoBenchError(f"{oracle} not found: --vs-go needs a checkout of kube-scheduler-py")
    argv = [str(oracle), "bench", str(manifest), "--seed", str(seed)]
    if parallelism is not None:
        argv += ["--parallelism", str(parallelism)]
    returncode, stdout, stderr = _run_within(argv, timeout, manifest.name)
    if returncode != 0:
        raise GoBenchError(f"tools/oracle/run bench {manifest.name} failed: {stderr.strip()}")
    return GoResult(**json.loads(stdout))


def _run_within(argv: list[str], timeout: float, name: str) -> tuple[int, str, str]:
    """Run argv in its own process group; exit code, stdout and stderr. Past `timeout` the
    whole group is killed (the oracle's build or the oracle itself, whichever runs) and
    GoBenchError says so: a child still holding the pipes would otherwise keep the wait open."""
    with subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    ) as process:
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            raise GoBenchError(
                f"tools/oracle/run bench {name} did not finish within {timeout:g} s and was "
                "stopped (a slower machine may need a larger --go-timeout)"
            ) from None
    return process.returncode, stdout, stderr
