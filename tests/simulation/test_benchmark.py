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
