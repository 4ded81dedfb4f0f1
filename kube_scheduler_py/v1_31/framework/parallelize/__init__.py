"""Port of pkg/scheduler/framework/parallelize: the parallelizer and the error channel."""

from kube_scheduler_py.v1_31.framework.parallelize.error_channel import (
    ErrorChannel,
    new_error_channel,
)
from kube_scheduler_py.v1_31.framework.parallelize.parallelism import (
    DefaultParallelism,
    Parallelizer,
    chunk_size_for,
    new_parallelizer,
)

__all__ = [
    "DefaultParallelism",
    "ErrorChannel",
    "Parallelizer",
    "chunk_size_for",
    "new_error_channel",
    "new_parallelizer",
]
