"""Parallelizer: how the scheduler fans per-node work (Filter, Score, preemption) out.

# Python: the port runs the pieces one after another, in order 0..n-1, on the calling thread,
# so results are deterministic; Go spreads them over `parallelism` goroutines.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

DefaultParallelism = 16


@dataclass(frozen=True, slots=True)
class Parallelizer:
    """Holds the configured parallelism and runs work pieces.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/parallelism.go#L31-L33
    """

    parallelism: int = DefaultParallelism

    def until(
        self,
        pieces: int,
        do_work_piece: Callable[[int], None],
        operation: str,
        *,
        cancelled: Callable[[], bool] | None = None,
    ) -> None:
        """Run do_work_piece(0), ..., do_work_piece(pieces - 1), stopping early once cancelled.

        operation names the work for the goroutine metric in Go; it is kept for parity.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/parallelism.go#L56-L65
        """
        # Python: Go's ctx becomes `cancelled`, polled before each piece as ParallelizeUntil
        # checks ctx.Done(); the chunk size only matters for goroutine scheduling, so it is
        # not used by the ordered loop.
        for piece in range(pieces):
            if cancelled is not None and cancelled():
                return
            do_work_piece(piece)


def new_parallelizer(p: int) -> Parallelizer:
    """Return a Parallelizer with parallelism p.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/parallelism.go#L36-L38
    """
    return Parallelizer(parallelism=p)


def chunk_size_for(n: int, parallelism: int) -> int:
    """The work-queue chunk size Go would use: max(1, min(sqrt(n), n/parallelism + 1)).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/parallelism.go#L43-L52
    """
    s = int(math.sqrt(float(n)))

    r = n // parallelism + 1
    if s > r:
        s = r
    elif s < 1:
        s = 1
    return s
