"""ObservedCache reports each pod state transition with the Go method that caused it."""

from __future__ import annotations

from datetime import timedelta

import pytest

from kube_scheduler_py.clock import new_fake_clock
from kube_scheduler_py.v1_31.internal.cache.interface import CacheError
from kube_scheduler_py.v1_31.internal.cache.observe import (
    LEGAL_TRANSITIONS,
    PodCacheState,
    new_observed_cache,
)
from kube_scheduler_py.v1_31.testing import wrappers as st

Initial = PodCacheState.Initial
Assumed = PodCacheState.Assumed
Added = PodCacheState.Added
Deleted = PodCacheState.Deleted
Expired = PodCacheState.Expired


def test_observer_sees_the_pod_lifecycle() -> None:
    clock = new_fake_clock()
    cache = new_observed_cache(timedelta(seconds=10), clock)
    seen: list[tuple[str, PodCacheState, PodCacheState, str]] = []
    cache.add_observer(lambda *t: seen.append(t))
    pod = st.make_pod().name("p").namespace("ns").uid("uid-p").node("n1").obj()
    updated = st.make_pod().name("p").namespace("ns").uid("uid-p").node("n1").label("a", "b").obj()

    cache.assume_pod(pod)
    cache.finish_binding(pod)
    clock.step(timedelta(seconds=11))
    cache.cleanup_assumed_pods(clock.now())
    cache.add_pod(pod)
    cache.update_pod(pod, updated)
    cache.remove_pod(updated)
    cache.assume_pod(pod)
    cache.forget_pod(pod)

    assert seen == [
        ("uid-p", Initial, Assumed, "AssumePod"),
        ("uid-p", Assumed, Assumed, "FinishBinding"),
        ("uid-p", Assumed, Expired, "cleanupAssumedPods"),
        ("uid-p", Expired, Added, "AddPod"),
        ("uid-p", Added, Added, "UpdatePod"),
        ("uid-p", Added, Deleted, "RemovePod"),
        ("uid-p", Deleted, Assumed, "AssumePod"),
        ("uid-p", Assumed, Initial, "ForgetPod"),
    ]
    assert all(t[1:] in LEGAL_TRANSITIONS for t in seen)


def test_rejected_calls_report_nothing() -> None:
    cache = new_observed_cache(timedelta(0), new_fake_clock())
    seen: list[tuple[str, PodCacheState, PodCacheState, str]] = []
    cache.add_observer(lambda *t: seen.append(t))
    pod = st.make_pod().name("p").uid("uid-p").node("n1").obj()

    with pytest.raises(CacheError):
        cache.forget_pod(pod)
    cache.add_pod(pod)
    with pytest.raises(CacheError):
        cache.add_pod(pod)
    with pytest.raises(CacheError):
        cache.assume_pod(pod)
    # Finishing the binding of a pod that is not assumed changes nothing.
    cache.finish_binding(pod)

    assert seen == [("uid-p", Initial, Added, "AddPod")]
    assert cache.pod_cache_state("uid-p") == Added
