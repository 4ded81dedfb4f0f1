"""Tests of pkg/scheduler/framework/runtime/waiting_pods_map.go.

# Python: Go has no waiting_pods_map_test.go; these tests check the port's waitingPod against
# the Go behaviour (one-slot status channel, per-plugin timeouts) on the virtual clock.
"""

import asyncio
from datetime import timedelta

import pytest

from kube_scheduler_py.clock import go_duration_string, new_fake_clock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.interface import Code, Status, WaitingPod
from kube_scheduler_py.v1_31.framework.runtime.waiting_pods_map import (
    new_waiting_pod,
    new_waiting_pods_map,
)

pod = v1.Pod(metadata=metav1.ObjectMeta(name="p", uid="uid-p"))


def test_waiting_pods_map_add_get_remove_iterate() -> None:
    m = new_waiting_pods_map()
    wp = new_waiting_pod(pod, {}, new_fake_clock())
    m.add(wp)
    assert m.get("uid-p") is wp
    seen: list[WaitingPod] = []
    m.iterate(seen.append)
    assert seen == [wp]
    m.remove("uid-p")
    assert m.get("uid-p") is None
    m.remove("uid-p")


def test_allow_releases_after_the_last_pending_plugin() -> None:
    clock = new_fake_clock()
    wp = new_waiting_pod(pod, {"a": timedelta(seconds=5), "b": timedelta(seconds=5)}, clock)
    assert sorted(wp.get_pending_plugins()) == ["a", "b"]

    wp.allow("a")
    assert wp.get_pending_plugins() == ["b"]
    assert wp.s.empty()

    wp.allow("b")
    assert wp.get_pending_plugins() == []
    assert not clock.has_waiters()
    status = wp.s.get_nowait()
    assert status.code() == Code.Success


def test_reject_stops_timers_and_sends_once() -> None:
    clock = new_fake_clock()
    wp = new_waiting_pod(pod, {"a": timedelta(seconds=5)}, clock)
    wp.reject("a", "no")
    wp.reject("b", "ignored: the slot is full")
    assert not clock.has_waiters()
    status = wp.s.get_nowait()
    assert (status.code(), status.message(), status.plugin()) == (Code.Unschedulable, "no", "a")
    assert wp.s.empty()
    # The pending plugins stay listed after a rejection, as in Go.
    assert wp.get_pending_plugins() == ["a"]


def test_timeout_rejects_on_the_virtual_clock() -> None:
    clock = new_fake_clock()
    wp = new_waiting_pod(pod, {"slow": timedelta(minutes=1, seconds=30)}, clock)

    async def scenario() -> Status:
        clock.step(timedelta(seconds=89))
        assert wp.s.empty()
        clock.step(timedelta(seconds=1))
        return await wp.s.get()

    status = asyncio.run(scenario())
    assert status.code() == Code.Unschedulable
    assert status.plugin() == "slow"
    assert status.message() == "rejected due to timeout after waiting 1m30s at plugin slow"


@pytest.mark.parametrize(
    ("d", "want"),
    [
        (timedelta(0), "0s"),
        (timedelta(microseconds=1), "1µs"),
        (timedelta(microseconds=1500), "1.5ms"),
        (timedelta(milliseconds=500), "500ms"),
        (timedelta(seconds=10), "10s"),
        (timedelta(seconds=1, milliseconds=500), "1.5s"),
        (timedelta(minutes=15), "15m0s"),
        (timedelta(hours=1), "1h0m0s"),
        (timedelta(hours=26, minutes=3, seconds=4), "26h3m4s"),
        (-timedelta(seconds=2), "-2s"),
    ],
)
def test_go_duration_string(d: timedelta, want: str) -> None:
    assert go_duration_string(d) == want
