"""Tests of ObservedPriorityQueue: the moves it reports (Python-only; no Go counterpart)."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import cast

import pytest

from kube_scheduler_py.clock import FakeClock, new_fake_clock
from kube_scheduler_py.v1_31 import features, framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins.queuesort.priority_sort import PrioritySort
from kube_scheduler_py.v1_31.internal.queue.observe import (
    ObservedPriorityQueue,
    QueueLocation,
    new_observed_priority_queue,
)
from kube_scheduler_py.v1_31.internal.queue.scheduling_queue import (
    QueueingHintFunction,
    with_clock,
    with_queueing_hint_map_per_profile,
)
from kube_scheduler_py.v1_31.internal.queue.testing import new_fake_shared_informer_factory
from kube_scheduler_py.v1_31.testing import wrappers as st

A = QueueLocation.ActiveQ
B = QueueLocation.BackoffQ
U = QueueLocation.Unschedulable
F = QueueLocation.InFlight
G = QueueLocation.Gone

Move = tuple[str, QueueLocation, QueueLocation, str, framework.ClusterEvent | None]


def _new(hints: bool) -> tuple[ObservedPriorityQueue, list[Move], FakeClock]:
    hint_map = {
        "": {
            framework.NodeAdd: [
                QueueingHintFunction("fooPlugin", lambda pod, old, new: framework.Queue)
            ]
        }
    }
    clock = new_fake_clock()
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.SchedulerQueueingHints, hints
    ):
        q = new_observed_priority_queue(
            PrioritySort().less,
            new_fake_shared_informer_factory(),
            with_clock(clock),
            with_queueing_hint_map_per_profile(hint_map),
        )
    moves: list[Move] = []
    q.add_observer(lambda *move: moves.append(move))
    return q, moves, clock


def _pop_now(q: ObservedPriorityQueue) -> framework.QueuedPodInfo:
    coro = q.pop()
    try:
        coro.send(None)
    except StopIteration as stop:
        return cast(framework.QueuedPodInfo, stop.value)
    raise AssertionError("Pop would block")


def _pod(name: str) -> v1.Pod:
    return st.make_pod().name(name).namespace("ns").uid(name).obj()


@pytest.mark.parametrize("hints", [False, True], ids=["without-hints", "with-hints"])
def test_a_scheduling_attempt_is_reported_step_by_step(hints: bool) -> None:
    q, moves, clock = _new(hints)
    pod = _pod("p")
    q.add(pod)
    p_info = _pop_now(q)
    p_info.unschedulable_plugins = {"fooPlugin"}
    q.add_unschedulable_if_not_present(p_info, q.scheduling_cycle())
    q.move_all_to_active_or_backoff_queue(framework.NodeAdd, None, None, None)
    clock.step(timedelta(seconds=1))
    q.flush_backoff_q_completed()
    p_info = _pop_now(q)
    q.done(p_info.pod.uid)

    assert moves == [
        ("ns/p", G, A, "Add", None),
        ("ns/p", A, F, "Pop", None),
        ("ns/p", F, U, "AddUnschedulableIfNotPresent", None),
        ("ns/p", U, B, "MoveAllToActiveOrBackoffQueue", framework.NodeAdd),
        ("ns/p", B, A, "flushBackoffQCompleted", None),
        ("ns/p", A, F, "Pop", None),
        ("ns/p", F, G, "Done", None),
    ]
    assert q.location_of(pod) == G


def test_unchanged_locations_are_not_reported() -> None:
    q, moves, _ = _new(False)
    pod = _pod("p")
    q.add(pod)
    q.update(pod, pod)
    q.activate({"p": pod})
    q.move_all_to_active_or_backoff_queue(framework.WildCardEvent, None, None, None)
    assert moves == [("ns/p", G, A, "Add", None)]


def test_delete_and_leftover_flush_are_reported() -> None:
    q, moves, clock = _new(False)
    a, b = _pod("a"), _pod("b")
    q.add(a)
    q.add(b)
    for _ in range(2):
        p_info = _pop_now(q)
        p_info.unschedulable_plugins = {"fooPlugin"}
        q.add_unschedulable_if_not_present(p_info, q.scheduling_cycle())
    q.delete(a)
    clock.step(timedelta(minutes=6))
    q.flush_unschedulable_pods_leftover()
    assert moves[-2:] == [
        ("ns/a", U, G, "Delete", None),
        ("ns/b", U, A, "flushUnschedulablePodsLeftover", framework.UnschedulableTimeout),
    ]


def test_a_pod_deleted_while_in_flight_stays_in_flight_until_done() -> None:
    q, moves, _ = _new(True)
    pod = _pod("p")
    q.add(pod)
    p_info = _pop_now(q)
    q.delete(pod)
    assert q.location_of(pod) == F
    q.done(p_info.pod.uid)
    assert moves == [
        ("ns/p", G, A, "Add", None),
        ("ns/p", A, F, "Pop", None),
        ("ns/p", F, G, "Done", None),
    ]


def test_run_loops_report_through_the_flushes() -> None:
    q, moves, clock = _new(False)
    pod = _pod("p")

    async def run() -> None:
        q.add(pod)
        p_info = await q.pop()
        assert p_info is not None
        # No rejecting plugin: backoffQ for a second.
        q.add_unschedulable_if_not_present(p_info, q.scheduling_cycle())
        q.run()
        popper = asyncio.create_task(q.pop())
        while not popper.done():
            await clock.advance_to_next_waiter()
            for _ in range(5):
                await asyncio.sleep(0)
        q.close()

    asyncio.run(run())
    assert ("ns/p", B, A, "flushBackoffQCompleted", None) in moves
    assert moves[-1] == ("ns/p", A, F, "Pop", None)
