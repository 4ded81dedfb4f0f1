"""bin/benchmark at a tiny size: the shapes, every pod gets a node, the report has its fields."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from kube_scheduler_py.simulation import benchmark_shapes
from kube_scheduler_py.simulation.benchmark import (
    DEFAULT_WORKLOADS,
    MEMORY_METHOD,
    BenchmarkResult,
    Workload,
    build_cluster,
    main,
    run_workload,
)
from kube_scheduler_py.simulation.benchmark_dump import cluster_dump
from kube_scheduler_py.simulation.benchmark_shapes import DUMP, SHAPES
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_objects
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.api.serialization import to_dict

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
    header, row, note, kept = capsys.readouterr().out.splitlines()
    assert header.split()[:3] == ["workload", "scheduled", "setup"]
    assert row.split()[:2] == ["10Nodes/0Running/20Pending", "20"]
    assert note == f"peak memory: {MEMORY_METHOD}"
    assert kept == "per-node plugin results kept: all"


def test_keeping_no_results_places_the_same_pods(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--json", "--run", "10:5:20", "--keep-results", "none"]) == 0
    [report] = json.loads(capsys.readouterr().out)
    assert report["kept_results"] == "none"
    assert report["placement_digest"] == run_workload(Workload(10, 5, 20)).placement_digest
    with pytest.raises(SystemExit) as exit_info:
        main(["--vs-go", "--keep-results", "none"])
    assert exit_info.value.code == 2
    with pytest.raises(SystemExit):
        main(["--keep-results", "top:0"])


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
    result = run_workload(Workload(nodes=40, running_pods=30, pending_pods=20, shape=DUMP))
    assert result.workload == "dump:40Nodes/30Running/20Pending"
    assert result.settled and result.simulate_cpu_seconds > 0
    assert result.scheduled == 18  # two pending pods ask for 96 CPUs
    assert main(["--in-process", "--json", "--run", "dump:40:30:20"]) == 0


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_manifest_documents_are_the_cluster_the_port_gets(shape: str) -> None:
    """tools/oracle bench loads benchmark_shapes.documents; the port gets build_cluster."""
    workload = Workload(nodes=7, running_pods=9, pending_pods=4, shape=shape)
    documents = benchmark_shapes.documents(SHAPES[shape], 7, 9, 4)
    loaded = [to_dict(o) for o in load_objects(documents).objects]
    assert loaded == [to_dict(o) for o in build_cluster(workload)]


def test_pod_affinity_shape_follows_scheduler_perf() -> None:
    objects = build_cluster(Workload(nodes=4, running_pods=4, pending_pods=2, shape="affinity"))
    namespaces = [o.metadata.name for o in objects if isinstance(o, v1.Namespace)]
    nodes = [o for o in objects if isinstance(o, v1.Node)]
    pods = [o for o in objects if isinstance(o, v1.Pod)]
    assert namespaces == ["sched-0", "sched-1"]
    assert nodes[3].metadata.labels == {
        "kubernetes.io/hostname": "scheduler-perf-3",
        "topology.kubernetes.io/zone": "zone1",
    }
    assert [p.metadata.namespace for p in pods] == ["sched-0"] * 4 + ["sched-1"] * 2
    affinity = pods[-1].spec.affinity
    assert affinity is not None and affinity.pod_affinity is not None
    [term] = affinity.pod_affinity.required_during_scheduling_ignored_during_execution
    assert term.topology_key == "topology.kubernetes.io/zone"
    assert term.namespaces == ["sched-1", "sched-0"]
    assert term.label_selector is not None
    assert term.label_selector.match_labels == {"color": "blue"}
    assert all(p.metadata.labels == {"color": "blue"} for p in pods)


def test_topology_spreading_shape_deals_zones_round_robin() -> None:
    objects = build_cluster(Workload(nodes=4, running_pods=2, pending_pods=2, shape="spread"))
    nodes = [o for o in objects if isinstance(o, v1.Node)]
    pods = [o for o in objects if isinstance(o, v1.Pod)]
    zones = [n.metadata.labels["topology.kubernetes.io/zone"] for n in nodes]
    assert zones == ["moon-1", "moon-2", "moon-3", "moon-1"]
    assert [p.spec.topology_spread_constraints for p in pods[:2]] == [[], []]
    [constraint] = pods[-1].spec.topology_spread_constraints
    assert (constraint.max_skew, constraint.when_unsatisfiable) == (5, "DoNotSchedule")


@pytest.mark.parametrize("shape", ["affinity", "spread"])
def test_new_shapes_schedule_every_pod(shape: str) -> None:
    result = run_workload(Workload(nodes=12, running_pods=12, pending_pods=15, shape=shape))
    assert result.scheduled == 15 and result.shape == shape
    assert result.workload == f"{shape}:12Nodes/12Running/15Pending"


def test_a_shape_can_be_named_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--in-process", "--json", "--run", "spread:9:3:6", "--repeat", "2"]) == 0
    reports = json.loads(capsys.readouterr().out)
    assert [r["workload"] for r in reports] == ["spread:9Nodes/3Running/6Pending"] * 2
    assert reports[0]["load_digest"] == reports[1]["load_digest"]


def test_the_default_workloads_cover_the_curve_and_the_shapes() -> None:
    specs = [w.spec for w in DEFAULT_WORKLOADS]
    assert specs[:5] == [
        "basic:500:500:1000",
        "basic:2000:1000:1000",
        "basic:5000:1000:1000",
        "basic:15000:1000:1000",
        "basic:5000:30000:100",
    ]
    assert specs[5:] == [
        "affinity:5000:5000:1000",
        "spread:5000:5000:2000",
        "dump:20000:3000:50",
    ]


@pytest.mark.parametrize("bad", ["moon:10:0:5", "affinity:10:0", "basic:1:2:3:4"])
def test_bad_shapes_are_refused(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--in-process", "--run", bad])
    assert exit_.value.code == 2
    assert "--run" in capsys.readouterr().err
