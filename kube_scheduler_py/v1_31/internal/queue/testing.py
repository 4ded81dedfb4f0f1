"""Helpers that build scheduling queues for tests, over an in-memory informer cache.

# Python: Go fills a SharedInformerFactory from a fake clientset and waits for its caches to
# sync; here the objects go straight into the stores of a started factory over the in-memory
# API server, which is what the synced caches amount to. Go's ctx parameters are dropped.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable

from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import (
    Option,
    PodLister,
    PodRef,
    PriorityQueue,
    new_pod_nominator,
    new_priority_queue,
)


def new_fake_shared_informer_factory(
    objs: Iterable[v1.Pod | v1.Namespace] = (),
) -> SharedInformerFactory:
    """A started informer factory whose pod and namespace stores hold copies of objs.

    Python-only: Go's tests fill a fake clientset's informer factory inline.
    """
    factory = SharedInformerFactory(APIServer(FakeClock()))
    factory.informer_for(v1.Pod)
    factory.informer_for(v1.Namespace)
    factory.start()
    for obj in objs:
        factory.informer_for(type(obj)).get_store().add(copy.deepcopy(obj))
    return factory


def new_test_queue(less_fn: framework.LessFunc, *opts: Option) -> PriorityQueue:
    """A PriorityQueue over empty informer caches.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/testing.go#L30-L32
    """
    return new_test_queue_with_objects(less_fn, [], *opts)


def new_test_queue_with_objects(
    less_fn: framework.LessFunc,
    objs: Iterable[v1.Pod | v1.Namespace],
    *opts: Option,
) -> PriorityQueue:
    """A PriorityQueue over informer caches holding objs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/testing.go#L36-L44
    """
    informer_factory = new_fake_shared_informer_factory(objs)
    return new_test_queue_with_informer_factory(less_fn, informer_factory, *opts)


def new_test_queue_with_informer_factory(
    less_fn: framework.LessFunc,
    informer_factory: SharedInformerFactory,
    *opts: Option,
) -> PriorityQueue:
    """A PriorityQueue over the given informer factory.

    # Python: Go also starts the factory and waits for its caches; the fake's are always synced.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/testing.go#L46-L56
    """
    return new_priority_queue(less_fn, informer_factory, *opts)


def new_test_pod_nominator(pod_lister: PodLister | None) -> framework.PodNominator:
    """A nominator on its own, whose PodInfos are bare pods built from the PodRefs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/testing.go#L61-L70
    """

    def nominated_pods_to_info(nominated_pods: list[PodRef]) -> list[framework.PodInfo]:
        return [framework.PodInfo(pod=np.to_pod()) for np in nominated_pods]

    return new_pod_nominator(pod_lister, nominated_pods_to_info)
