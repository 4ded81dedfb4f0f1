"""The benchmark's curve: drawn from a results file, the same bytes every time, dated."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kube_scheduler_py.simulation.benchmark import MEMORY_METHOD, BenchmarkResult, Workload
from kube_scheduler_py.simulation.benchmark_figure import (
    DEFAULT_FIGURE,
    DEFAULT_RESULTS,
    main,
    markdown_table,
    save,
)
from kube_scheduler_py.simulation.benchmark_go import GoResult
from kube_scheduler_py.simulation.benchmark_vs_go import Comparison, results_document


def port_result(pods_per_second: float, memory: float) -> BenchmarkResult:
    """A port run's numbers, for tests that only draw or tabulate them."""
    return BenchmarkResult(
        workload="w", shape="basic", nodes=1, running_pods=0, pending_pods=1000,
        scheduled=1000, settled=True, setup_seconds=1.0,
        scheduling_seconds=1000 / pods_per_second, total_seconds=1.0, simulate_cpu_seconds=1.0,
        seconds_per_pod=1 / pods_per_second, cpu_seconds_per_pod=0.01,
        pods_per_second=pods_per_second, cpu_seconds=10.0, peak_memory_mib=memory,
        memory_method=MEMORY_METHOD, placement_digest="0", load_digest="0",
    )  # fmt: skip


def _go(pods_per_second: float, memory: float) -> GoResult:
    return GoResult(
        nodes=1, running_pods=0, pending_pods=1000, scheduled=1000, parallelism=16,
        setup_seconds=1.0, scheduling_seconds=1000 / pods_per_second, cpu_seconds=2.0,
        pods_per_second=pods_per_second, scheduler_perf_average=pods_per_second,
        peak_memory_mib=memory, placement_digest="0", load_digest="0", go_version="go1.x",
        gomaxprocs=2, kubernetes_version="v1.31.1", percentage_of_nodes_to_score=0,
        bindings_before_start=0,
    )  # fmt: skip


def _document() -> dict[str, object]:
    comparisons = []
    for nodes, shape, pending in [
        (500, "basic", 1000),
        (2000, "basic", 1000),
        (5000, "spread", 2000),
    ]:
        c = Comparison(Workload(nodes, 1000, pending, shape))
        c.port = [port_result(40.0 / (1 + nodes / 1000), 300.0), port_result(45.0, 310.0)]
        c.go = [_go(900.0, 100.0), _go(950.0, 120.0)]
        comparisons.append(c)
    return results_document(comparisons, 0, 2, _fixed_date(), _host())


def _fixed_date() -> datetime:
    return datetime(2026, 11, 26, 1, 2, 3, tzinfo=UTC)


def _host() -> dict[str, object]:
    return {"cpu": "Test CPU", "cpus": 2, "memory_gib": 8.0, "platform": "Linux",
            "python": "3.11.7", "load_average_at_start": [1.0, 1.0, 1.0]}  # fmt: skip


def test_the_curve_is_dated_and_the_same_every_time(tmp_path: Path) -> None:
    document = _document()
    first, second = tmp_path / "a.svg", tmp_path / "b.svg"
    save(document, first)
    save(json.loads(json.dumps(document)), second)
    svg = first.read_text()
    assert first.read_bytes() == second.read_bytes()
    assert "measured 2026-11-26 01:02:03 UTC on 2 CPUs (Test CPU)" in svg
    assert "kube-scheduler (Go): TopologySpreading" in svg


def test_main_writes_the_figure_and_refuses_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "results.json"
    results.write_text(json.dumps(_document()))
    assert main([str(results), str(tmp_path / "curve.png")]) == 0
    assert (tmp_path / "curve.png").read_bytes()[:4] == b"\x89PNG"
    table = capsys.readouterr().out.splitlines()
    assert table[0].startswith("| workload (nodes / running / pending) | port pods/s |")
    # 2,000 nodes: port runs at 40/3 and 45 pods/s, Go at 900 and 950: medians 29.2 and 925.
    assert (
        table[3]
        == "| 2,000 / 1,000 / 1,000 | 29.2 | 925 | 0.032 | 100.0 | 500 | 0.200 | 305 | 110 |"
    )
    assert table[4].startswith("| TopologySpreading: 5,000 / 1,000 / 2,000 |")
    assert main([str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().err
    results.write_text('{"date": "x"}')
    assert main([str(results), str(tmp_path / "x.svg")]) == 2
    assert main(["--help"]) == 2


def test_the_committed_figure_is_drawn_from_the_committed_results() -> None:
    document = json.loads(DEFAULT_RESULTS.read_text())
    svg = DEFAULT_FIGURE.read_text()
    date = document["date"].replace("T", " ").replace("Z", " UTC")[:16]
    assert date in svg
    assert {w["workload"] for w in document["workloads"]} >= {
        "500Nodes/500Running/1000Pending",
        "2000Nodes/1000Running/1000Pending",
        "5000Nodes/1000Running/1000Pending",
        "15000Nodes/1000Running/1000Pending",
        "affinity:5000Nodes/5000Running/1000Pending",
        "spread:5000Nodes/5000Running/2000Pending",
    }


def test_the_readme_quotes_the_committed_results() -> None:
    document = json.loads(DEFAULT_RESULTS.read_text())
    readme = (DEFAULT_RESULTS.parents[2] / "README.md").read_text()
    assert markdown_table(document) in readme
    assert document["date"][:10] in readme
