"""The real path's event broadcaster: series folding, patches, retries and drops, against a
sink in memory (client-go's tools/events behaviour)."""

from __future__ import annotations

import copy
import io
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.events import FINISH_TIME, MAX_TRIES_PER_EVENT, EventBroadcaster
from kube_scheduler_py.remote.server import TransportError
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import StatusError
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1

START = datetime(2026, 11, 28, 8, 0, tzinfo=UTC)


class _Sink:
    """Stores events by name; fails the next writes as told."""

    def __init__(self) -> None:
        self.stored: dict[str, eventsv1.Event] = {}
        self.writes: list[tuple[str, str, Any]] = []
        self.failures: list[Exception] = []

    def _fail(self) -> None:
        if self.failures:
            raise self.failures.pop(0)

    def create_event(self, event: eventsv1.Event) -> eventsv1.Event:
        self.writes.append(("create", event.metadata.name, None))
        self._fail()
        if event.metadata.name in self.stored:
            raise StatusError("AlreadyExists", 409, "exists")
        self.stored[event.metadata.name] = copy.deepcopy(event)
        return event

    def patch_event(self, event: eventsv1.Event, patch: dict[str, Any]) -> eventsv1.Event:
        self.writes.append(("patch", event.metadata.name, patch))
        self._fail()
        stored = self.stored.get(event.metadata.name)
        if stored is None:
            raise StatusError("NotFound", 404, "gone")
        stored.series = copy.deepcopy(event.series)
        return stored


@pytest.fixture
def log() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    klog.set_output(stream)
    yield stream
    klog.set_output(None)


def _pod(resource_version: str = "1") -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(
            namespace="default", name="web", uid="u1", resource_version=resource_version
        )
    )


def _broadcaster(sink: _Sink, clock: FakeClock) -> EventBroadcaster:
    return EventBroadcaster(sink, clock, sleep_seconds=0.01)


def _failed_scheduling(broadcaster: EventBroadcaster, pod: v1.Pod, note: str) -> None:
    recorder = broadcaster.new_recorder_factory()("kube-scheduler-py")
    recorder.eventf(pod, None, v1.EventTypeWarning, "FailedScheduling", "Scheduling", note)


def _drain(broadcaster: EventBroadcaster) -> None:
    """Fold every queued event and wait for the writes they started."""
    while not broadcaster._incoming.empty():
        event = broadcaster._incoming.get_nowait()
        assert event is not None
        broadcaster.record_to_sink(event)
    deadline = time.monotonic() + 10
    while broadcaster._writers and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not broadcaster._writers


def test_repeats_fold_into_one_event_with_a_series() -> None:
    sink, clock = _Sink(), FakeClock(START)
    broadcaster = _broadcaster(sink, clock)
    for _ in range(4):
        _failed_scheduling(broadcaster, _pod(), "0/3 nodes are available")
        _drain(broadcaster)
        clock.step(timedelta(seconds=5))
    (name,) = sink.stored
    # The first repeat patches the series in; later ones only count in the cache...
    assert [(verb, patch) for verb, _, patch in sink.writes] == [
        ("create", None),
        ("patch", {"series": {"count": 2, "lastObservedTime": "2026-11-28T08:00:05.000000Z"}}),
    ]
    assert sink.stored[name].series == eventsv1.EventSeries(
        count=2, last_observed_time=START + timedelta(seconds=5)
    )
    # ...until the series has been quiet for six minutes: then its final count is written.
    clock.step(FINISH_TIME)
    broadcaster.finish_series()
    assert sink.stored[name].series == eventsv1.EventSeries(
        count=4, last_observed_time=START + timedelta(seconds=15)
    )
    assert broadcaster._cache == {}


def test_a_changed_object_or_reason_makes_a_new_event_and_the_note_does_not() -> None:
    sink, clock = _Sink(), FakeClock(START)
    broadcaster = _broadcaster(sink, clock)
    _failed_scheduling(broadcaster, _pod("1"), "first words")
    clock.step(timedelta(milliseconds=1))
    _failed_scheduling(broadcaster, _pod("1"), "other words")  # folded: same key
    clock.step(timedelta(milliseconds=1))
    _failed_scheduling(broadcaster, _pod("2"), "first words")  # the pod changed
    _drain(broadcaster)
    notes = sorted((e.note, e.series.count if e.series else 1) for e in sink.stored.values())
    assert notes == [("first words", 1), ("first words", 2)]


def test_a_series_whose_event_is_gone_is_created_again() -> None:
    sink, clock = _Sink(), FakeClock(START)
    broadcaster = _broadcaster(sink, clock)
    _failed_scheduling(broadcaster, _pod(), "note")
    _drain(broadcaster)
    sink.stored.clear()
    _failed_scheduling(broadcaster, _pod(), "note")
    _drain(broadcaster)
    (stored,) = sink.stored.values()
    assert stored.series is not None and stored.series.count == 2
    assert [verb for verb, _, _ in sink.writes] == ["create", "patch", "create"]


def test_network_failures_are_retried_and_rejections_dropped(log: io.StringIO) -> None:
    sink, clock = _Sink(), FakeClock(START)
    broadcaster = _broadcaster(sink, clock)
    sink.failures = [TransportError("refused"), TransportError("refused")]
    _failed_scheduling(broadcaster, _pod("1"), "retried")
    _drain(broadcaster)
    assert [e.note for e in sink.stored.values()] == ["retried"]
    sink.failures = [StatusError("Forbidden", 403, "events are off")]
    _failed_scheduling(broadcaster, _pod("2"), "dropped")
    _drain(broadcaster)
    assert [e.note for e in sink.stored.values()] == ["retried"]
    lines = log.getvalue().splitlines()
    assert sum('"Unable to write event (may retry after sleeping)"' in li for li in lines) == 2
    assert sum('"Server rejected event (will not retry!)"' in li for li in lines) == 1


def test_an_event_is_given_up_after_twelve_tries(log: io.StringIO) -> None:
    sink, clock = _Sink(), FakeClock(START)
    broadcaster = _broadcaster(sink, clock)
    sink.failures = [TransportError("refused")] * MAX_TRIES_PER_EVENT
    _failed_scheduling(broadcaster, _pod(), "lost")
    _drain(broadcaster)
    assert sink.stored == {}
    assert len(sink.writes) == MAX_TRIES_PER_EVENT
    assert '"Unable to write event (retry limit exceeded!)"' in log.getvalue()


def test_the_recorder_never_blocks_or_raises_when_the_queue_is_full(log: io.StringIO) -> None:
    sink, clock = _Sink(), FakeClock(START)
    broadcaster = _broadcaster(sink, clock)
    for i in range(1001):
        _failed_scheduling(broadcaster, _pod(str(i)), "many")
    assert broadcaster._incoming.full()
    assert log.getvalue().count("Dropping event") == 1
