"""bin/benchmark at a tiny size: every pod gets a node and the report has its fields."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from kube_scheduler_py.api.core import v1
from kube_scheduler_py.api.resource import must_parse
from kube_scheduler_py.simulation.benchmark import (
    MEMORY_METHOD,
    BenchmarkResult,
    Workload,
    build_cluster,
    main,
    run_workload,
)
from kube_scheduler_py.simulation.benchmark_dump import cluster_dump

TINY = Workload(nodes=10, running_pods=5, pending_pods=20)


def test_build_cluster_has_scheduler_perf_shapes() -> None:
    objects = build_cluster(TINY)
    nodes = [o for o in objects if isinstance(o, v1.Node)]
    pods = [o for o in objects if isinstance(o, v1.Pod)]
    assert len(nodes) == 10 and len(pods) == 25
    assert nodes[0].status.allocatable == {
        "cpu": must_parse("4"),
        "memory": must_parse("32Gi"),
        "pods": must_parse("110"),
    }
    requests = pods[-1].spec.containers[0].resources.requests
    assert requests == {"cpu": must_parse("100m"), "memory": must_parse("500Mi")}
    assert [p.spec.node_name for p in pods[:5]] == [f"scheduler-perf-{i}" for i in range(5)]
    assert all(not p.spec.node_name for p in pods[5:])


def test_every_pending_pod_is_scheduled_and_the_run_repeats() -> None:
    result = run_workload(TINY, seed=3)
    assert result.scheduled == TINY.pending_pods
    assert result.settled
    assert result.seconds_per_pod > 0 and result.pods_per_second > 0
    assert result.memory_method == MEMORY_METHOD
    assert run_workload(TINY, seed=3).placement_digest == result.placement_digest


def test_json_report_has_the_expected_fields(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--in-process", "--json", "--run", "10:0:20"]) == 0
    [report] = json.loads(capsys.readouterr().out)
    assert set(report) == {f.name for f in fields(BenchmarkResult)}
    assert report["scheduled"] == 20
    assert report["workload"] == "10Nodes/0Running/20Pending"


def test_table_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--in-process", "--run", "10:0:20"]) == 0
    header, row, note = capsys.readouterr().out.splitlines()
    assert header.split()[:3] == ["workload", "scheduled", "setup"]
    assert row.split()[:2] == ["10Nodes/0Running/20Pending", "20"]
    assert note == f"peak memory: {MEMORY_METHOD}"


@pytest.mark.parametrize("bad", ["10:0", "0:0:1", "a:b:c", "10:-1:5"])
def test_bad_sizes_are_refused(bad: str) -> None:
    with pytest.raises(SystemExit):
        main(["--in-process", "--run", bad])


def test_a_cluster_dump_is_realistic_and_reproducible() -> None:
    objects = cluster_dump(40, 30, 20, seed=5)
    assert objects == cluster_dump(40, 30, 20, seed=5) and objects != cluster_dump(
        40, 30, 20, seed=6
    )
    nodes = [o for o in objects if o["kind"] == "Node"]
    pods = [o for o in objects if o["kind"] == "Pod"]
    assert len(nodes) == 40 and len(pods) == 50
    assert min(len(n["metadata"]["labels"]) for n in nodes) >= 12
    assert any(n["spec"]["taints"] for n in nodes)
    daemon = [p for p in pods if p["metadata"]["namespace"] == "kube-system"]
    terms = daemon[0]["spec"]["affinity"]["nodeAffinity"][
        "requiredDuringSchedulingIgnoredDuringExecution"
    ]["nodeSelectorTerms"]
    assert terms[0]["matchFields"][0]["key"] == "metadata.name"
    assert sum(1 for p in pods if p["spec"]["nodeName"]) == 30


def test_a_dump_workload_runs_through_the_loader_and_schedules() -> None:
    result = run_workload(Workload(nodes=40, running_pods=30, pending_pods=20, dump=True))
    assert result.workload == "40Nodes/30Running/20Pending/Dump"
    assert result.settled and result.cpu_seconds > 0
    assert result.scheduled == 18  # two pending pods ask for 96 CPUs
    assert main(["--in-process", "--json", "--run", "40:30:20:dump"]) == 0
