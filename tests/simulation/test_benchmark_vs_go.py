"""bin/benchmark --vs-go at a tiny size: the real scheduler gets the port's cluster and places it.

The real benchmark (thousands of nodes) lives in bin/benchmark, not here: this is a smoke run
of the whole path (manifest, tools/oracle bench, the alternation, the table, the results file).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from kube_scheduler_py.simulation import benchmark_go
from kube_scheduler_py.simulation.benchmark import Workload, main
from kube_scheduler_py.simulation.benchmark_go import GoBenchError, run_go, write_manifest
from kube_scheduler_py.simulation.benchmark_vs_go import Spread


def test_the_real_scheduler_places_every_pod_of_the_port_cluster(tmp_path: Path) -> None:
    workload = Workload(nodes=12, running_pods=12, pending_pods=30, shape="spread")
    result = run_go(write_manifest(workload, tmp_path), seed=0)
    assert (result.nodes, result.running_pods, result.pending_pods) == (12, 12, 30)
    assert result.scheduled == 30 and result.bindings_before_start == 0
    assert result.kubernetes_version == "v1.31.1" and result.parallelism == 16
    assert result.pods_per_second > 0 and result.cpu_seconds > 0
    assert result.scheduling_seconds > 0


def test_vs_go_prints_the_table_and_writes_the_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "results.json"
    argv = ["--vs-go", "--run", "50:20:100", "--repeat", "2", "--write-results", str(results)]
    assert main(argv) == 0
    out = capsys.readouterr()
    header, row, *notes = out.out.splitlines()
    assert header.split()[:3] == ["workload", "port", "pods/s"]
    cells = row.split()
    assert cells[0] == "50Nodes/20Running/100Pending"
    # Every pod placed on both sides, and (50 nodes: all are scored, no sampling) every node
    # ends with the same number of pods on both.
    assert cells[-4:] == ["100/100", "of", "100", "same"]
    assert any(note.startswith("Go v1.31.1 (") for note in notes)
    # Two rounds, each side first once.
    sides = [line.split()[0] for line in out.err.splitlines()]
    assert sides == ["port", "Go", "Go", "port"]
    document = json.loads(results.read_text())
    assert set(document) >= {"date", "machine", "seed", "repeat", "workloads"}
    [entry] = document["workloads"]
    assert len(entry["port"]) == len(entry["go"]) == 2
    assert entry["nodes"] == 50 and entry["summary"]["same_loads"] is True
    port = entry["summary"]["port_pods_per_second"]
    assert port["min"] <= port["median"] <= port["max"]


def test_spread_is_min_median_max() -> None:
    assert Spread.of([3.0, 1.0, 2.0, 10.0]) == Spread(1.0, 2.5, 10.0)


@pytest.mark.parametrize(
    "argv",
    [
        ["--vs-go", "--json"],
        ["--vs-go", "--in-process"],
        ["--write-results", "x.json"],
        ["--parallelism", "4"],
        ["--go-timeout", "60"],
        ["--vs-go", "--repeat", "0"],
    ],
)
def test_flags_that_do_not_go_together_are_refused(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*argv, "--run", "10:0:5"])
    assert exit_.value.code == 2


def test_a_results_file_that_cannot_be_written_is_refused_before_any_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "missing" / "results.json"
    assert main(["--vs-go", "--run", "10:0:5", "--write-results", str(target)]) == 2
    captured = capsys.readouterr()
    assert "no such directory" in captured.err and captured.out == ""


def _hanging_oracle(tmp_path: Path) -> Path:
    """A stand-in for tools/oracle/run that never answers, with a child of its own holding the
    output pipes (as a `go build` under the wrapper would)."""
    script = tmp_path / "oracle"
    script.write_text("#!/bin/sh\nsleep 300 &\nwait\n")
    script.chmod(0o755)
    return script


def test_a_hung_oracle_is_stopped_with_everything_it_started(tmp_path: Path) -> None:
    manifest = write_manifest(Workload(nodes=1, running_pods=0, pending_pods=1), tmp_path)
    started = time.monotonic()
    with pytest.raises(GoBenchError, match=r"did not finish within 0\.5 s and was stopped"):
        run_go(manifest, seed=0, timeout=0.5, oracle=_hanging_oracle(tmp_path))
    # Not held open by the grandchild: the whole process group went.
    assert time.monotonic() - started < 30


def test_vs_go_ends_with_an_error_when_the_oracle_hangs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(benchmark_go, "ORACLE", _hanging_oracle(tmp_path))
    assert main(["--vs-go", "--run", "10:0:5", "--repeat", "1", "--go-timeout", "1"]) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == (
        "benchmark: tools/oracle/run bench basic-10-0-5.json did not finish within 1 s and was "
        "stopped (a slower machine may need a larger --go-timeout)"
    )


@pytest.mark.parametrize("value", ["0", "-1", "soon", "inf", "nan"])
def test_go_timeout_must_be_a_positive_number_of_seconds(value: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--vs-go", "--go-timeout", value, "--run", "10:0:5"])
    assert exit_.value.code == 2
