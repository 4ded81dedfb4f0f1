"""Port of pkg/scheduler/framework/parallelize/parallelism_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.framework.parallelize.parallelism import (
    DefaultParallelism,
    chunk_size_for,
    new_parallelizer,
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


def test_until_runs_pieces_in_order_and_stops_when_cancelled() -> None:
    seen: list[int] = []
    new_parallelizer(DefaultParallelism).until(5, seen.append, "test")
    assert seen == [0, 1, 2, 3, 4]

    seen.clear()
    new_parallelizer(DefaultParallelism).until(
        5, seen.append, "test", cancelled=lambda: len(seen) >= 2
    )
    assert seen == [0, 1]
