"""Port of pkg/scheduler/internal/cache/debugger: compare the cache with the informers, dump it.

# Python: Go runs the comparer and the dumper when the process gets SIGUSR2 (debugger.go,
# signal.go); signals are not ported. What Go writes to the log is returned here instead.
"""

from .comparer import CacheComparer, CompareResult
from .dumper import CacheDumper

__all__ = ["CacheComparer", "CacheDumper", "CompareResult"]
