"""Property tests of the scheduling queue (Python-only; no Go counterpart).

A hypothesis state machine drives an ObservedPriorityQueue the way the scheduler and its event
handlers do: pods are added, popped, handed back as unschedulable (or finished with Done),
updated, deleted and activated; cluster events arrive; the clock moves and the flushes run. After
every step it checks that

- every pending pod is in exactly one of activeQ, backoffQ and unschedulablePods, or in flight,
  and a deleted or finished pod is in none of them (no pod is lost or duplicated);
- with queueing hints on, the queue's in-flight records match the pods being scheduled, and its
  in-flight event list is empty whenever no pod is in flight;
- the moves the observer reported, replayed, give every pod's current location;

and, on demand, that letting enough time pass brings every pending pod that no PreEnqueue plugin
gates back to activeQ.

Both settings of the SchedulerQueueingHints gate are exercised.

# Python: without hints, Go's Update puts an in-flight pod into activeQ while the scheduler still
# holds it; the machine does not update in-flight pods then, so that "in flight" stays exclusive.
"""

from __future__ import annotations

import copy
from datetime import timedelta
from typing import Any, cast

from hypothesis import settings
from hypothesis import strategies as hst
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
)

from kube_scheduler_py.clock import new_fake_clock
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
    QueueingHintMapPerProfile,
    with_clock,
    with_pre_enqueue_plugin_map,
    with_queueing_hint_map_per_profile,
)
from kube_scheduler_py.v1_31.internal.queue.testing import new_fake_shared_informer_factory
from kube_scheduler_py.v1_31.testing import wrappers as st

GATE_LABEL = "gated"


class _gatePlugin(framework.PreEnqueuePlugin):
    """Holds back pods labelled `gated`."""

    def name(self) -> str:
        return "Gate"

    def pre_enqueue(self, p: v1.Pod) -> framework.Status | None:
        if GATE_LABEL in p.labels:
            return framework.new_status(framework.UnschedulableAndUnresolvable, "gated")
        return None


def _queue(pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
    return framework.Queue


def _skip(pod: v1.Pod, old_obj: Any, new_obj: Any) -> framework.QueueingHint:
    return framework.QueueSkip


def _hint_map() -> QueueingHintMapPerProfile:
    return {
        "": {
            framework.NodeAdd: [
                QueueingHintFunction("A", _queue),
                QueueingHintFunction("B", _skip),
            ],
            framework.PvAdd: [QueueingHintFunction("B", _queue)],
            framework.AssignedPodAdd: [QueueingHintFunction("C", _queue)],
            framework.UnscheduledPodUpdate: [QueueingHintFunction("A", _queue)],
        }
    }


EVENTS = [
    framework.NodeAdd,
    framework.PvAdd,
    framework.PvcAdd,
    framework.AssignedPodAdd,
    framework.WildCardEvent,
    framework.UnschedulableTimeout,
]
PLUGINS = ["A", "B", "C"]


def _pop_now(q: ObservedPriorityQueue) -> framework.QueuedPodInfo:
    """Run Pop on a non-empty activeQ to completion."""
    coro = q.pop()
    try:
        coro.send(None)
    except StopIteration as stop:
        return cast(framework.QueuedPodInfo, stop.value)
    coro.close()
    raise AssertionError("Pop would block")


class QueueMachine(RuleBasedStateMachine):
    """Drives one queue; subclasses pick the SchedulerQueueingHints setting."""

    hints_enabled = False

    def __init__(self) -> None:
        super().__init__()
        self.clock = new_fake_clock()
        with features.set_feature_gate_during_test(
            features.DefaultFeatureGate, features.SchedulerQueueingHints, self.hints_enabled
        ):
            self.q = new_observed_priority_queue(
                PrioritySort().less,
                new_fake_shared_informer_factory(),
                with_clock(self.clock),
                with_queueing_hint_map_per_profile(_hint_map()),
                with_pre_enqueue_plugin_map({"": [_gatePlugin()]}),
            )
        assert self.q.is_scheduling_queue_hint_enabled == self.hints_enabled
        self.next_id = 0
        # Pending pods (added, not deleted, not finished), by name.
        self.live: dict[str, v1.Pod] = {}
        # Popped pods the scheduler still holds, by name.
        self.in_flight: dict[str, framework.QueuedPodInfo] = {}
        # Every pod ever added, by name (to check that gone pods stay gone).
        self.seen: dict[str, v1.Pod] = {}
        # Locations replayed from the observer's reports.
        self.observed: dict[str, QueueLocation] = {}
        self.q.add_observer(self._on_move)

    def _on_move(
        self,
        key: str,
        old: QueueLocation,
        new: QueueLocation,
        method: str,
        event: framework.ClusterEvent | None,
    ) -> None:
        assert old != new
        assert self.observed.get(key, QueueLocation.Gone) == old, (key, old, new, method)
        self.observed[key] = new

    # --- rules -----------------------------------------------------------------------------

    @rule(priority=hst.integers(0, 3), gated=hst.booleans())
    def add(self, priority: int, gated: bool) -> None:
        name = f"p{self.next_id}"
        self.next_id += 1
        w = st.make_pod().name(name).namespace("ns").uid(name).priority(priority)
        if gated:
            w = w.label(GATE_LABEL, "")
        pod = w.obj()
        self.q.add(pod)
        self.live[name] = pod
        self.seen[name] = pod

    @precondition(lambda self: self.q.active_q.len() > 0)
    @rule()
    def pop(self) -> None:
        p_info = _pop_now(self.q)
        assert p_info.pod.name not in self.in_flight
        self.in_flight[p_info.pod.name] = p_info

    @precondition(lambda self: len(self.in_flight) > 0)
    @rule(
        data=hst.data(),
        unschedulable=hst.sets(hst.sampled_from(PLUGINS)),
        pending=hst.sets(hst.sampled_from(PLUGINS)),
        cycle_lag=hst.integers(0, 2),
    )
    def fail(
        self, data: hst.DataObject, unschedulable: set[str], pending: set[str], cycle_lag: int
    ) -> None:
        name = data.draw(hst.sampled_from(sorted(self.in_flight)))
        p_info = self.in_flight.pop(name)
        if name not in self.live:
            # Deleted while being scheduled: the scheduler only calls Done.
            self.q.done(p_info.pod.uid)
            return
        p_info.unschedulable_plugins = set(unschedulable)
        p_info.pending_plugins = set(pending)
        self.q.add_unschedulable_if_not_present(p_info, self.q.scheduling_cycle() - cycle_lag)

    @precondition(lambda self: len(self.in_flight) > 0)
    @rule(data=hst.data())
    def succeed(self, data: hst.DataObject) -> None:
        name = data.draw(hst.sampled_from(sorted(self.in_flight)))
        p_info = self.in_flight.pop(name)
        self.q.done(p_info.pod.uid)
        self.live.pop(name, None)

    @rule(event=hst.sampled_from(EVENTS), even_only=hst.booleans())
    def move_all(self, event: framework.ClusterEvent, even_only: bool) -> None:
        def even_priority(pod: v1.Pod) -> bool:
            return (pod.spec.priority or 0) % 2 == 0

        self.q.move_all_to_active_or_backoff_queue(
            event, None, None, even_priority if even_only else None
        )

    @precondition(lambda self: len(self.live) > 0)
    @rule(data=hst.data(), change=hst.sampled_from(["ungate", "gate", "annotate", "generation"]))
    def update(self, data: hst.DataObject, change: str) -> None:
        candidates = [n for n in sorted(self.live) if self.hints_enabled or n not in self.in_flight]
        if not candidates:
            return
        name = data.draw(hst.sampled_from(candidates))
        old = self.live[name]
        new = copy.deepcopy(old)
        if change == "ungate":
            new.labels.pop(GATE_LABEL, None)
        elif change == "gate":
            new.labels[GATE_LABEL] = ""
        elif change == "annotate":
            new.annotations["n"] = str(len(new.annotations.get("n", "")) + 1)
        else:
            new.metadata.generation += 1
        self.q.update(old, new)
        self.live[name] = new
        if name in self.in_flight:
            # The scheduler's copy is the one it popped; the queue has the update recorded.
            self.in_flight[name].pod_info.pod = new

    @precondition(lambda self: len(self.live) > 0)
    @rule(data=hst.data())
    def delete(self, data: hst.DataObject) -> None:
        name = data.draw(hst.sampled_from(sorted(self.live)))
        self.q.delete(self.live.pop(name))

    @precondition(lambda self: len(self.live) > 0)
    @rule(data=hst.data())
    def activate(self, data: hst.DataObject) -> None:
        name = data.draw(hst.sampled_from(sorted(self.live)))
        self.q.activate({name: self.live[name]})

    @rule(ns=hst.sampled_from(["ns", "other"]))
    def assigned_pod_added(self, ns: str) -> None:
        self.q.assigned_pod_added(
            st.make_pod().name("bound").namespace(ns).label("app", "x").node("n1").obj()
        )

    @rule(seconds=hst.integers(0, 400), flush_backoff=hst.booleans(), flush_left=hst.booleans())
    def tick(self, seconds: int, flush_backoff: bool, flush_left: bool) -> None:
        self.clock.step(timedelta(seconds=seconds))
        if flush_backoff:
            self.q.flush_backoff_q_completed()
        if flush_left:
            self.q.flush_unschedulable_pods_leftover()

    @rule()
    def drain(self) -> None:
        """After long enough, every pending pod that is not gated is in activeQ.

        A gated pod waits in unschedulablePods, unless it was gated by an update while in
        activeQ: updates in activeQ do not run the PreEnqueue plugins again.
        """
        self.clock.step(timedelta(minutes=6))
        self.q.flush_backoff_q_completed()
        self.q.flush_unschedulable_pods_leftover()
        for name, pod in self.live.items():
            if name in self.in_flight:
                continue
            location = self.q.location_of(pod)
            if GATE_LABEL in pod.labels:
                assert location in (QueueLocation.Unschedulable, QueueLocation.ActiveQ), name
            else:
                assert location == QueueLocation.ActiveQ, name

    # --- invariants --------------------------------------------------------------------------

    @invariant()
    def each_pod_in_exactly_one_place(self) -> None:
        for name, pod in self.seen.items():
            places = [
                self.q.active_q.get_by_key(f"ns/{name}")[1],
                self.q.pod_backoff_q.get_by_key(f"ns/{name}")[1],
                self.q.unschedulable_pods.get(pod) is not None,
                name in self.in_flight,
            ]
            if name in self.live:
                assert places.count(True) == 1, (name, places)
            else:
                # Deleted or finished: in no queue (still in flight if deleted mid-attempt).
                assert places[:3].count(True) == 0, (name, places)

    @invariant()
    def pending_pods_are_the_queued_live_pods(self) -> None:
        pods, _ = self.q.pending_pods()
        queued = {p.name for p in pods}
        assert len(queued) == len(pods)
        assert queued == set(self.live) - set(self.in_flight)

    @invariant()
    def in_flight_records_match(self) -> None:
        assert {p.name for p in self.q.in_flight()} == set(self.in_flight)
        if self.hints_enabled:
            assert set(self.q.in_flight_pods) == {p.pod.uid for p in self.in_flight.values()}
            if not self.in_flight:
                assert self.q.in_flight_events.len() == 0
        else:
            assert self.q.in_flight_pods == {}
            assert self.q.in_flight_events.len() == 0

    @invariant()
    def observed_moves_replay_to_the_current_locations(self) -> None:
        for name, pod in self.seen.items():
            assert self.observed.get(f"ns/{name}", QueueLocation.Gone) == self.q.location_of(pod)


class QueueMachineWithoutHints(QueueMachine):
    hints_enabled = False


class QueueMachineWithHints(QueueMachine):
    hints_enabled = True


_settings = settings(max_examples=150, stateful_step_count=50, deadline=None)
TestQueueWithoutHints = QueueMachineWithoutHints.TestCase
TestQueueWithoutHints.settings = _settings
TestQueueWithHints = QueueMachineWithHints.TestCase
TestQueueWithHints.settings = _settings
