"""Watching pods move through the cache's state machine, without touching the ported cache.

The Cache interface documents a state machine for every pod (Initial, Assumed, Added, Deleted,
Expired), but the Go cache keeps no such state: a pod is Assumed if its key is in assumed_pods,
Added if it is stored but not assumed, and otherwise not stored at all. ObservedCache derives
the state before and after each call of a ported method and tells observers about every change,
naming the Go method that caused it.

Python-only: nothing here is in Go. ObservedCache subclasses cacheImpl and only wraps its public
methods (and cleanup_assumed_pods, which the run loop calls); the ported logic is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from enum import Enum

from kube_scheduler_py.clock import Clock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.interface import FrameworkError
from kube_scheduler_py.v1_31.framework.types import get_pod_key
from kube_scheduler_py.v1_31.internal.cache.cache import cacheImpl, cleanAssumedPeriod


class PodCacheState(Enum):
    """Where a pod is in the cache's state machine (see the Cache interface).

    Initial, Deleted and Expired pods are not stored in the cache; the cache treats all three
    alike, so a pod can be assumed or added from any of them.
    """

    Initial = "Initial"
    Assumed = "Assumed"
    Added = "Added"
    Deleted = "Deleted"
    Expired = "Expired"


#: Told (pod key, old state, new state, name of the Go method that made the change).
PodCacheObserver = Callable[[str, PodCacheState, PodCacheState, str], None]

_ABSENT = (PodCacheState.Initial, PodCacheState.Deleted, PodCacheState.Expired)

#: Every (old state, new state, Go method) the cache can produce.
#: The state machine drawn in interface.go, plus what the code allows beyond it: FinishBinding
#: keeps an assumed pod Assumed, any absent state behaves like Initial, and RemovePod also
#: removes an assumed pod (the diagram assumes it never has to).
LEGAL_TRANSITIONS: frozenset[tuple[PodCacheState, PodCacheState, str]] = frozenset(
    [(absent, PodCacheState.Assumed, "AssumePod") for absent in _ABSENT]
    + [(absent, PodCacheState.Added, "AddPod") for absent in _ABSENT]
    + [
        (PodCacheState.Assumed, PodCacheState.Assumed, "FinishBinding"),
        (PodCacheState.Assumed, PodCacheState.Initial, "ForgetPod"),
        (PodCacheState.Assumed, PodCacheState.Added, "AddPod"),
        (PodCacheState.Assumed, PodCacheState.Expired, "cleanupAssumedPods"),
        (PodCacheState.Assumed, PodCacheState.Deleted, "RemovePod"),
        (PodCacheState.Added, PodCacheState.Added, "UpdatePod"),
        (PodCacheState.Added, PodCacheState.Deleted, "RemovePod"),
    ]
)


class ObservedCache(cacheImpl):
    """A cacheImpl that reports every pod state transition to its observers."""

    def __init__(self, ttl: timedelta, period: timedelta, clock: Clock) -> None:
        super().__init__(ttl, period, clock)
        self._observers: list[PodCacheObserver] = []
        # The state of pods that were stored once and are gone now (Initial when never seen).
        self._absent_states: dict[str, PodCacheState] = {}

    def add_observer(self, callback: PodCacheObserver) -> None:
        """Call callback(key, old, new, go_method) on every pod state transition."""
        self._observers.append(callback)

    def pod_cache_state(self, key: str) -> PodCacheState:
        """The state of the pod with this key."""
        if key in self.pod_states:
            if key in self.assumed_pods:
                return PodCacheState.Assumed
            return PodCacheState.Added
        return self._absent_states.get(key, PodCacheState.Initial)

    def assume_pod(self, pod: v1.Pod) -> None:
        self._track("AssumePod", [pod], lambda: cacheImpl.assume_pod(self, pod))

    def finish_binding(self, pod: v1.Pod) -> None:
        self._track(
            "FinishBinding",
            [pod],
            lambda: cacheImpl.finish_binding(self, pod),
            self_loop=PodCacheState.Assumed,
        )

    def forget_pod(self, pod: v1.Pod) -> None:
        self._track(
            "ForgetPod",
            [pod],
            lambda: cacheImpl.forget_pod(self, pod),
            gone=PodCacheState.Initial,
        )

    def add_pod(self, pod: v1.Pod) -> None:
        self._track("AddPod", [pod], lambda: cacheImpl.add_pod(self, pod))

    def update_pod(self, old_pod: v1.Pod, new_pod: v1.Pod) -> None:
        self._track(
            "UpdatePod",
            [old_pod, new_pod],
            lambda: cacheImpl.update_pod(self, old_pod, new_pod),
            self_loop=PodCacheState.Added,
        )

    def remove_pod(self, pod: v1.Pod) -> None:
        self._track("RemovePod", [pod], lambda: cacheImpl.remove_pod(self, pod))

    def cleanup_assumed_pods(self, now: datetime) -> None:
        keys = list(self.assumed_pods)
        before = {key: self.pod_cache_state(key) for key in keys}
        try:
            super().cleanup_assumed_pods(now)
        finally:
            self._report("cleanupAssumedPods", before, PodCacheState.Expired, None)

    def _track(
        self,
        method: str,
        pods: Iterable[v1.Pod],
        call: Callable[[], None],
        gone: PodCacheState = PodCacheState.Deleted,
        self_loop: PodCacheState | None = None,
    ) -> None:
        """Run call and report the state changes of the pods' keys (gone: state of a removed
        pod; self_loop: a state reported even when unchanged, if call succeeds)."""
        try:
            keys = [get_pod_key(pod) for pod in pods]
        except FrameworkError:
            # No key, no state: the ported method raises the same error.
            call()
            return
        before = {key: self.pod_cache_state(key) for key in keys}
        succeeded = False
        try:
            call()
            succeeded = True
        finally:
            self._report(method, before, gone, self_loop if succeeded else None)

    def _report(
        self,
        method: str,
        before: dict[str, PodCacheState],
        gone: PodCacheState,
        self_loop: PodCacheState | None,
    ) -> None:
        for key, old in before.items():
            if key in self.pod_states:
                new = self.pod_cache_state(key)
            elif old in _ABSENT:
                new = old
            else:
                new = gone
                self._absent_states[key] = gone
            if new != old or new == self_loop:
                for observer in self._observers:
                    observer(key, old, new, method)


def new_observed_cache(ttl: timedelta, clock: Clock) -> ObservedCache:
    """Like cache.new: an ObservedCache with the default cleanup period."""
    return ObservedCache(ttl, cleanAssumedPeriod, clock)
