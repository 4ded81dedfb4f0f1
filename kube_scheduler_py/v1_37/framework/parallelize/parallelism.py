"""Parallelizer: how the scheduler fans per-node work (Filter, Score, preemption) out.

# Python: the port runs the pieces one after another, in order 0..n-1, on the calling thread,
# so results are deterministic; Go spreads them over up to `parallelism` goroutines.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from kube_scheduler_py.v1_37.fwk.interface import Parallelizer as FwkParallelizer

DefaultParallelism = 16


@dataclass(frozen=True, slots=True)
class Parallelizer(FwkParallelizer):
    """Holds the configured parallelism (the number of workers) and runs work pieces; the
    fwk.Parallelizer plugins get from their Handle.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/parallelism.go#L32-L34
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

        operation labels the goroutines metric in Go; the port has no metrics yet, so it is
        kept for parity only.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/parallelism.go#L68-L79
        """
        # Python: Go's ctx becomes `cancelled`, polled before each piece as ParallelizeUntil
        # checks ctx.Done(); chunk size and worker count only shape goroutine scheduling (and
        # the metric), so the ordered loop does not use them.
        for piece in range(pieces):
            if cancelled is not None and cancelled():
                return
            do_work_piece(piece)


def new_parallelizer(p: int) -> Parallelizer:
    """Return a Parallelizer with parallelism p.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/parallelism.go#L37-L39
    """
    return Parallelizer(parallelism=p)


def chunk_size_for(n: int, parallelism: int) -> int:
    """The work-queue chunk size Go would use: max(1, min(sqrt(n), n/parallelism + 1)).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/parallelism.go#L44-L53
    """
    s = int(math.sqrt(float(n)))

    r = n // parallelism + 1
    if s > r:
        s = r
    elif s < 1:
        s = 1
    return s


def num_workers_for_chunk_size(parallelism: int, pieces: int, chunk_size: int) -> int:
    """How many goroutines Go's ParallelizeUntil starts: one per chunk, at most parallelism.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/parallelism.go#L58-L64
    """
    chunks = (pieces + chunk_size - 1) // chunk_size
    if chunks < parallelism:
        return chunks
    return parallelism
