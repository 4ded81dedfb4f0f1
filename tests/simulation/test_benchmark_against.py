"""bin/benchmark --against REV: an earlier commit's port beside this checkout's, alternating."""

from __future__ import annotations

import pytest

from kube_scheduler_py.simulation import benchmark_against
from kube_scheduler_py.simulation.benchmark import Workload, main
from kube_scheduler_py.simulation.benchmark_against import Side, table

TINY = Workload(nodes=10, running_pods=2, pending_pods=12)


def test_against_head_runs_both_sides_alternating(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    order: list[str] = []
    run_at, run_here = benchmark_against.run_at, benchmark_against.run_here

    def earlier(*args: object) -> dict[str, object]:
        order.append("earlier")
        return run_at(*args)  # type: ignore[arg-type]

    def here(*args: object) -> dict[str, object]:
        order.append("here")
        return run_here(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(benchmark_against, "run_at", earlier)
    monkeypatch.setattr(benchmark_against, "run_here", here)
    assert main(["--against", "HEAD", "--run", "10:2:12", "--repeat", "2"]) == 0
    header, row, note = capsys.readouterr().out.splitlines()
    commit = header.split()[1]
    assert header.split()[:3] == ["workload", commit, "cpu"]
    cells = row.split()
    assert cells[0] == TINY.name and cells[-1] == "same"  # HEAD places the pods alike
    assert float(cells[1]) > 0 and float(cells[2]) > 0 and cells[-2].endswith("x")
    assert note.startswith("medians of 2 alternating run(s) each")
    # Who goes first swaps from one round to the next.
    assert order == ["earlier", "here", "here", "earlier"]


def test_a_commit_that_does_not_exist_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--against", "no-such-commit", "--run", "10:0:5"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot read commit 'no-such-commit'")
    assert len(err.splitlines()) == 1


@pytest.mark.parametrize(
    "flags", [["--vs-go"], ["--json"], ["--in-process"], ["--keep-results", "none"]]
)
def test_flags_that_do_not_go_with_against(flags: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--against", "HEAD", "--run", "10:0:5", *flags])
    assert exit_info.value.code == 2


def test_the_table_gives_medians_speed_up_and_whether_placements_agree() -> None:
    before, now = Side(), Side()
    for cpu, rate, digest in ((0.02, 50.0, "a"), (0.03, 40.0, "a"), (0.04, 30.0, "a")):
        before.add(
            {"cpu_seconds_per_pod": cpu, "pods_per_second": rate, "placement_digest": digest}
        )
    for cpu, rate, digest in ((0.01, 100.0, "a"), (0.01, 90.0, "b"), (0.02, 80.0, "a")):
        now.add({"cpu_seconds_per_pod": cpu, "pods_per_second": rate, "placement_digest": digest})
    _, row, note = table("abc1234", [(TINY, before, now)]).splitlines()
    assert row.split() == [TINY.name, "0.0300", "0.0100", "40.0", "90.0", "3.00x", "differ"]
    assert note.startswith("medians of 3 alternating run(s) each")
