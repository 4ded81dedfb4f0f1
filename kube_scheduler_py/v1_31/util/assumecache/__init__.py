"""Port of pkg/scheduler/util/assumecache: an informer cache with assumed objects."""

from kube_scheduler_py.v1_31.util.assumecache.assume_cache import (
    AssumeCache,
    AssumeCacheError,
    Informer,
    NotFoundError,
    ObjectNameError,
    ResourceEventHandler,
    WrongTypeError,
    add_test_object,
    delete_test_object,
    new_assume_cache,
    update_test_object,
)

__all__ = [
    "AssumeCache",
    "AssumeCacheError",
    "Informer",
    "NotFoundError",
    "ObjectNameError",
    "ResourceEventHandler",
    "WrongTypeError",
    "add_test_object",
    "delete_test_object",
    "new_assume_cache",
    "update_test_object",
]
