"""Port of pkg/scheduler/framework/parallelize (v1.37.2): parallelizer and result channel."""

from kube_scheduler_py.v1_37.framework.parallelize.parallelism import (
    DefaultParallelism,
    Parallelizer,
    chunk_size_for,
    new_parallelizer,
    num_workers_for_chunk_size,
)
from kube_scheduler_py.v1_37.framework.parallelize.result_channel import (
    ResultChannel,
    new_result_channel,
)

__all__ = [
    "DefaultParallelism",
    "Parallelizer",
    "ResultChannel",
    "chunk_size_for",
    "new_parallelizer",
    "new_result_channel",
    "num_workers_for_chunk_size",
]
