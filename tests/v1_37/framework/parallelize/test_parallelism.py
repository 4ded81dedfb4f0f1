"""Port of pkg/scheduler/framework/parallelize/parallelism_test.go (v1.37.2)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.framework.parallelize.parallelism import (
    DefaultParallelism,
    chunk_size_for,
    new_parallelizer,
    num_workers_for_chunk_size,
)


@pytest.mark.parametrize(
    ("input_", "want_output"),
    [
        pytest.param(32, 3, id="32"),
        pytest.param(16, 2, id="16"),
        pytest.param(1, 1, id="1"),
        pytest.param(0, 1, id="0"),
    ],
)
def test_chunk_size(input_: int, want_output: int) -> None:
    assert chunk_size_for(input_, DefaultParallelism) == want_output


# TestGoroutinesMetric reads the scheduler_goroutines gauge during Until: the port has no
# metrics yet (porting-map §2.12), so its stand-in checks the worker count that Go adds to
# that gauge — positive for the test's 32 pieces.
def test_goroutines_metric_worker_count() -> None:
    pieces = 32
    workers = num_workers_for_chunk_size(
        DefaultParallelism, pieces, chunk_size_for(pieces, DefaultParallelism)
    )
    assert workers == 11  # 32 pieces in chunks of 3: eleven chunks, under the 16 workers
    assert num_workers_for_chunk_size(DefaultParallelism, 1000, 1) == DefaultParallelism


def test_until_runs_pieces_in_order_and_stops_when_cancelled() -> None:
    seen: list[int] = []
    new_parallelizer(DefaultParallelism).until(5, seen.append, "test")
    assert seen == [0, 1, 2, 3, 4]

    seen.clear()
    new_parallelizer(DefaultParallelism).until(
        5, seen.append, "test", cancelled=lambda: len(seen) >= 2
    )
    assert seen == [0, 1]
