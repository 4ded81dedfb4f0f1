"""`bin/benchmark --vs-go`: the port and the real v1.31.1 scheduler on the same workloads.

Every workload is written once as a manifest; then, --repeat times, every workload runs on
the port (a fresh interpreter, benchmark.run_in_child) and on the real scheduler (a fresh
`tools/oracle/run bench` process, benchmark_go), the two alternating and swapping who goes
first from one round to the next, so that a change in the machine's load falls on both.
The table gives, per workload, the median and range of pods per second (wall clock, from
the first scheduling attempt to the last binding), the ratio port/Go of the medians, pods
per CPU second (steadier when other jobs share the CPU), peak memory, and how many pods each
side placed. --write-results keeps every run, the date and the machine as JSON, from which
benchmark_figure draws the curve.

Python-only: a tool of the port, not a port of scheduler_perf.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kube_scheduler_py.simulation.benchmark import (
    MEMORY_METHOD,
    BenchmarkResult,
    Workload,
    run_in_child,
)
from kube_scheduler_py.simulation.benchmark_go import (
    DEFAULT_TIMEOUT_SECONDS,
    GoBenchError,
    GoResult,
    run_go,
    write_manifest,
)

__all__ = ["Comparison", "Spread", "compare", "main", "results_document", "table"]


@dataclass(frozen=True, slots=True)
class Spread:
    """Minimum, median and maximum of one figure over the repeated runs."""

    min: float
    median: float
    max: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        return cls(min(values), statistics.median(values), max(values))


@dataclass(slots=True)
class Comparison:
    """One workload's runs on both sides."""

    workload: Workload
    port: list[BenchmarkResult] = field(default_factory=list)
    go: list[GoResult] = field(default_factory=list)

    def port_pods_per_second(self) -> Spread:
        return Spread.of([r.pods_per_second for r in self.port])

    def go_pods_per_second(self) -> Spread:
        return Spread.of([r.pods_per_second for r in self.go])

    def port_pods_per_cpu_second(self) -> Spread:
        return Spread.of([_per(r.scheduled, r.cpu_seconds) for r in self.port])

    def go_pods_per_cpu_second(self) -> Spread:
        return Spread.of([_per(r.scheduled, r.cpu_seconds) for r in self.go])

    def summary(self) -> dict[str, Any]:
        """The medians and ranges the table prints, for the results file."""
        port, go = self.port_pods_per_second(), self.go_pods_per_second()
        port_cpu, go_cpu = self.port_pods_per_cpu_second(), self.go_pods_per_cpu_second()
        return {
            "port_pods_per_second": asdict(port),
            "go_pods_per_second": asdict(go),
            "ratio": _per(port.median, go.median),
            "port_pods_per_cpu_second": asdict(port_cpu),
            "go_pods_per_cpu_second": asdict(go_cpu),
            "cpu_ratio": _per(port_cpu.median, go_cpu.median),
            "port_peak_memory_mib": asdict(Spread.of([r.peak_memory_mib for r in self.port])),
            "go_peak_memory_mib": asdict(Spread.of([r.peak_memory_mib for r in self.go])),
            "port_scheduled": min(r.scheduled for r in self.port),
            "go_scheduled": min(r.scheduled for r in self.go),
            "same_loads": self.same_loads(),
        }

    def same_loads(self) -> bool:
        """Whether every run on both sides left each node count of pods the same (the load
        digest: which pods, and which of equally good nodes, may differ)."""
        return len({r.load_digest for r in self.port} | {r.load_digest for r in self.go}) == 1


def _per(amount: float, seconds: float) -> float:
    return amount / seconds if seconds > 0 else 0.0


def _check_same_cluster(workload: Workload, go: GoResult) -> None:
    """The Go side must have loaded the workload the port got."""
    loaded = (go.nodes, go.running_pods, go.pending_pods)
    wanted = (workload.nodes, workload.running_pods, workload.pending_pods)
    if loaded != wanted:
        raise GoBenchError(f"{workload.name}: tools/oracle bench loaded {loaded}, not {wanted}")


def compare(
    workloads: Sequence[Workload],
    seed: int,
    repeat: int,
    parallelism: int | None = None,
    progress: Callable[[str], None] = lambda _: None,
    run_port: Callable[[Workload, int], BenchmarkResult] = run_in_child,
    go_timeout: float = DEFAULT_TIMEOUT_SECONDS,
) -> list[Comparison]:
    """Run every workload `repeat` times on both sides, alternating; see the module doc."""
    comparisons = [Comparison(w) for w in workloads]
    with tempfile.TemporaryDirectory(prefix="kube-scheduler-py-bench-") as tmp:
        manifests = [write_manifest(w, Path(tmp), seed) for w in workloads]
        for round_ in range(repeat):
            for comparison, manifest in zip(comparisons, manifests, strict=True):
                workload = comparison.workload

                def port(w: Workload = workload, c: Comparison = comparison) -> None:
                    c.port.append(run_port(w, seed))
                    progress(f"  port {w.name}: {c.port[-1].pods_per_second:.1f} pods/s")

                def go(
                    m: Path = manifest, w: Workload = workload, c: Comparison = comparison
                ) -> None:
                    result = run_go(m, seed, parallelism, timeout=go_timeout)
                    _check_same_cluster(w, result)
                    c.go.append(result)
                    progress(f"  Go   {w.name}: {result.pods_per_second:.1f} pods/s")

                for side in (port, go) if round_ % 2 == 0 else (go, port):
                    side()
    return comparisons


#: The table's columns: title and width.
_COLUMNS = (
    ("workload", 43),
    ("port pods/s [min..max]", 24),
    ("Go pods/s [min..max]", 24),
    ("port/Go", 8),
    ("port pods/CPU-s", 16),
    ("Go pods/CPU-s", 14),
    ("port/Go", 8),
    ("port MiB", 9),
    ("Go MiB", 7),
    ("placed port/Go", 15),
    ("loads", 6),
)


def _spread(s: Spread) -> str:
    return f"{s.median:.1f} [{s.min:.1f}..{s.max:.1f}]"


def _line(cells: Sequence[str]) -> str:
    parts = [
        f"{cell:<{width}}" if i == 0 else f"{cell:>{width}}"
        for i, (cell, (_, width)) in enumerate(zip(cells, _COLUMNS, strict=True))
    ]
    return "  ".join(parts).rstrip()


def table(comparisons: Sequence[Comparison]) -> list[str]:
    """The side-by-side table: a header and one line per workload."""
    lines = [_line([title for title, _ in _COLUMNS])]
    for c in comparisons:
        s = c.summary()
        lines.append(
            _line(
                [
                    c.workload.name,
                    _spread(c.port_pods_per_second()),
                    _spread(c.go_pods_per_second()),
                    f"{s['ratio']:.3f}",
                    f"{s['port_pods_per_cpu_second']['median']:.1f}",
                    f"{s['go_pods_per_cpu_second']['median']:.1f}",
                    f"{s['cpu_ratio']:.3f}",
                    f"{s['port_peak_memory_mib']['median']:.0f}",
                    f"{s['go_peak_memory_mib']['median']:.0f}",
                    f"{s['port_scheduled']}/{s['go_scheduled']} of {c.workload.pending_pods}",
                    "same" if s["same_loads"] else "differ",
                ]
            )
        )
    return lines


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _memory_gib() -> float:
    pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
    return round(pages * size / 2**30, 1)


def machine() -> dict[str, Any]:
    """What the numbers were measured on."""
    return {
        "cpu": _cpu_model(),
        "cpus": os.cpu_count(),
        "memory_gib": _memory_gib(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "load_average_at_start": list(os.getloadavg()),
    }


def results_document(
    comparisons: Sequence[Comparison],
    seed: int,
    repeat: int,
    started: datetime,
    host: dict[str, Any],
) -> dict[str, Any]:
    """Every run's numbers, with the date and the machine: the input of benchmark_figure."""
    go_versions = sorted({r.go_version for c in comparisons for r in c.go})
    return {
        "date": started.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": {**host, "go": ", ".join(go_versions)},
        "seed": seed,
        "repeat": repeat,
        "memory_method": {
            "port": MEMORY_METHOD,
            "go": "ru_maxrss at the end less VmRSS at the start",
        },
        "workloads": [
            {
                "workload": c.workload.name,
                "shape": c.workload.shape,
                "nodes": c.workload.nodes,
                "running_pods": c.workload.running_pods,
                "pending_pods": c.workload.pending_pods,
                "summary": c.summary(),
                "port": [asdict(r) for r in c.port],
                "go": [asdict(r) for r in c.go],
            }
            for c in comparisons
        ],
    }


def main(
    workloads: Sequence[Workload],
    seed: int,
    repeat: int,
    parallelism: int | None,
    results_path: str | None,
    go_timeout: float = DEFAULT_TIMEOUT_SECONDS,
) -> int:
    """Run, print the table (progress on stderr) and write the results file if asked."""
    if results_path and not Path(results_path).resolve().parent.is_dir():
        # Found out now, not after an hour of runs.
        print(f"benchmark: --write-results {results_path}: no such directory", file=sys.stderr)
        return 2
    started = datetime.now(UTC)
    host = machine()

    def progress(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    try:
        comparisons = compare(workloads, seed, repeat, parallelism, progress, go_timeout=go_timeout)
    except GoBenchError as err:
        print(f"benchmark: {err}", file=sys.stderr)
        return 2
    for line in table(comparisons):
        print(line)
    go = comparisons[0].go[0] if comparisons else None
    if go is not None:
        print(
            f"Go {go.kubernetes_version} ({go.go_version}, parallelism {go.parallelism}, "
            f"GOMAXPROCS {go.gomaxprocs}); {repeat} run(s) each, seed {seed}; "
            f"{host['cpus']} CPUs ({host['cpu']}), load average at start "
            f"{host['load_average_at_start'][0]:.2f}"
        )
    print("pods/s: from the first scheduling attempt to the last binding (wall clock)")
    print("pods/CPU-s: the same pods over the CPU time of the whole process in that span")
    print("loads: whether both sides left every node with the same number of pods")
    if results_path:
        document = results_document(comparisons, seed, repeat, started, host)
        Path(results_path).write_text(json.dumps(document, indent=2) + "\n")
        print(f"results written to {results_path}")
    return 0
