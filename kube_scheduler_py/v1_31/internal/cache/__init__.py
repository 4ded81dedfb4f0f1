"""Port of pkg/scheduler/internal/cache: the scheduler's cache of pods and nodes, and snapshots.

Import the modules directly (`from kube_scheduler_py.v1_31.internal.cache import cache, snapshot`);
the names most callers need are re-exported here.
"""

from .cache import cacheImpl, new
from .interface import Cache, CacheError, Dump
from .observe import LEGAL_TRANSITIONS, ObservedCache, PodCacheState, new_observed_cache
from .snapshot import Snapshot, new_empty_snapshot, new_snapshot

__all__ = [
    "LEGAL_TRANSITIONS",
    "Cache",
    "CacheError",
    "Dump",
    "ObservedCache",
    "PodCacheState",
    "Snapshot",
    "cacheImpl",
    "new",
    "new_empty_snapshot",
    "new_observed_cache",
    "new_snapshot",
]
