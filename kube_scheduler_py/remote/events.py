"""Events on the real path: recorded in the background, repeats folded into a series, failures
logged and dropped, as client-go's events.k8s.io broadcaster (tools/events) does.

The scheduler calls `eventf` from its loop; the recorder builds the Event there (as
apiserver/events.py does for simulate) and hands it to the broadcaster, which never blocks the
caller and never raises into it:

- An event with the same type, action, reason, reporting controller and instance, regarding
  and related object (the whole references, resourceVersion included; not the note) as one
  seen in the last six minutes is isomorphic to it. The first repeat turns the cached event
  into a series of count 2 and patches the stored Event (a strategic-merge patch of `series`
  only); later repeats only count and stamp the series in the cache.
- Every six minutes a series last observed more than six minutes ago is written once more
  with its final count and forgotten (a single event is just forgotten); every thirty minutes
  every series still open is written again.
- A write that fails for the network is retried up to 12 times, about ten seconds apart
  (jittered by up to a quarter); one the API server rejects is logged and dropped. A patch of
  an Event that is gone creates it again.

Python-only: client-go's tools/events broadcaster and EventSinkImpl
(https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/events/event_broadcaster.go),
as threads instead of goroutines. The in-memory path (simulate) keeps its synchronous recorder.
"""

from __future__ import annotations

import copy
import queue
import random
import socket
import threading
from collections.abc import Callable
from datetime import timedelta
from typing import Any, Protocol

from kube_scheduler_py.apiserver.events import EventRecorder
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.remote import klog
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import StatusError, is_already_exists, is_not_found
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.serialization import to_dict

__all__ = ["EventBroadcaster", "EventSink"]

MAX_TRIES_PER_EVENT = 12
FINISH_TIME = timedelta(minutes=6)
REFRESH_TIME = timedelta(minutes=30)
MAX_QUEUED_EVENTS = 1000
DEFAULT_SLEEP_SECONDS = 10.0

EventKey = tuple[Any, ...]


class EventSink(Protocol):
    """Python-only: where events are written (client-go's EventSink)."""

    def create_event(self, event: eventsv1.Event) -> eventsv1.Event: ...

    def patch_event(self, event: eventsv1.Event, patch: dict[str, Any]) -> eventsv1.Event: ...


class EventBroadcaster:
    """Python-only: client-go's eventBroadcasterImpl, writing to a sink from threads."""

    def __init__(
        self, sink: EventSink, clock: PassiveClock, sleep_seconds: float = DEFAULT_SLEEP_SECONDS
    ) -> None:
        self._sink = sink
        self._clock = clock
        self._sleep_seconds = sleep_seconds
        self._lock = threading.Lock()
        self._cache: dict[EventKey, eventsv1.Event] = {}
        self._incoming: queue.Queue[eventsv1.Event | None] = queue.Queue(MAX_QUEUED_EVENTS)
        self._stopping = threading.Event()
        self._writers: set[threading.Thread] = set()

    def new_recorder_factory(self) -> Any:
        """A profile.RecorderFactory whose recorders hand their events to this broadcaster."""

        def factory(name: str) -> EventRecorder:
            return _BroadcastingRecorder(self, name)

        return factory

    def start_recording_to_sink(self) -> None:
        """Start the thread that folds and writes events, and the two periodic series writers."""
        self._spawn("events", self._record_incoming)
        self._spawn("events finish", self._every(FINISH_TIME, self.finish_series))
        self._spawn("events refresh", self._every(REFRESH_TIME, self.refresh_existing_series))

    def shutdown(self, timeout: float = 2.0) -> None:
        """Stop taking events; give the writes in progress a moment to end."""
        self._stopping.set()
        self._incoming.put(None)
        for writer in list(self._writers):
            writer.join(timeout)

    def action(self, event: eventsv1.Event) -> None:
        """watch.Broadcaster.Action with DropIfChannelFull: queue the event, or drop it."""
        try:
            self._incoming.put_nowait(event)
        except queue.Full:
            klog.error(None, "Dropping event: the event queue is full", event=_describe(event))

    # -- folding ----------------------------------------------------------------------------

    def record_to_sink(self, event: eventsv1.Event) -> None:
        """Fold the event into the cache and write what is new, in a thread of its own."""
        to_record = self._fold(copy.deepcopy(event))
        if to_record is not None:
            self._spawn("event write", lambda: self._attempt_recording(to_record))

    def _fold(self, event: eventsv1.Event) -> eventsv1.Event | None:
        """The event to write (a copy), or None when it only counts in an open series."""
        with self._lock:
            key = _key(event)
            isomorphic = self._cache.get(key)
            if isomorphic is not None:
                now = self._clock.now()
                if isomorphic.series is not None:
                    isomorphic.series.count += 1
                    isomorphic.series.last_observed_time = now
                    return None
                isomorphic.series = eventsv1.EventSeries(count=2, last_observed_time=now)
                return copy.deepcopy(isomorphic)
            self._cache[key] = event
            return copy.deepcopy(event)

    def finish_series(self) -> None:
        """Write the final count of every series quiet for FINISH_TIME and forget it; forget
        single events older than that."""
        deadline = self._clock.now() - FINISH_TIME
        with self._lock:
            for key, event in list(self._cache.items()):
                series = event.series
                if series is not None:
                    assert series.last_observed_time is not None
                    if series.last_observed_time < deadline:
                        _, retry = self._record_event(event)
                        if not retry:
                            del self._cache[key]
                elif event.event_time is not None and event.event_time < deadline:
                    del self._cache[key]

    def refresh_existing_series(self) -> None:
        """Write every open series again (its count and last observed time)."""
        with self._lock:
            for key, event in list(self._cache.items()):
                if event.series is not None:
                    recorded, retry = self._record_event(event)
                    if not retry and recorded is not None:
                        self._cache[key] = recorded

    # -- writing ----------------------------------------------------------------------------

    def _attempt_recording(self, event: eventsv1.Event) -> None:
        tries = 0
        while True:
            _, retry = self._record_event(event)
            if not retry:
                return
            tries += 1
            if tries >= MAX_TRIES_PER_EVENT:
                klog.error(
                    None, "Unable to write event (retry limit exceeded!)", event=_describe(event)
                )
                return
            # Spread the retries, so that clients do not all come back at once.
            if self._stopping.wait(self._sleep_seconds * (1 + 0.25 * random.random())):
                return

    def _record_event(self, event: eventsv1.Event) -> tuple[eventsv1.Event | None, bool]:
        """Write the event once: (what the server stored, whether to try again)."""
        is_series = event.series is not None
        err: Exception | None = None
        recorded: eventsv1.Event | None = None
        try:
            if is_series:
                recorded = self._sink.patch_event(event, _series_patch(event))
        except Exception as patch_err:
            err = patch_err
        # A series whose Event is gone (or a first event) is created.
        if not is_series or (isinstance(err, StatusError) and is_not_found(err)):
            event.metadata.resource_version = ""
            err = None
            try:
                recorded = self._sink.create_event(event)
            except Exception as create_err:
                err = create_err
        if err is None:
            return recorded, False
        if isinstance(err, StatusError):
            if is_already_exists(err):
                # The Event was created meanwhile by the write of a repeat: patch it next time.
                if is_series:
                    return None, True
                klog.v(5).info(
                    "Server rejected event (will not retry!)", event=_describe(event), err=err
                )
            else:
                klog.error(err, "Server rejected event (will not retry!)", event=_describe(event))
            return None, False
        klog.error(err, "Unable to write event (may retry after sleeping)")
        return None, True

    # -- threads ----------------------------------------------------------------------------

    def _record_incoming(self) -> None:
        while True:
            event = self._incoming.get()
            if event is None or self._stopping.is_set():
                return
            self.record_to_sink(event)

    def _every(self, period: timedelta, step: Callable[[], None]) -> Callable[[], None]:
        def loop() -> None:
            while not self._stopping.wait(period.total_seconds()):
                step()

        return loop

    def _spawn(self, name: str, target: Callable[[], None]) -> None:
        def body() -> None:
            try:
                target()
            finally:
                self._writers.discard(thread)

        thread = threading.Thread(target=body, name=name, daemon=True)
        self._writers.add(thread)
        thread.start()


class _BroadcastingRecorder(EventRecorder):
    """Python-only: the recorder of the real path; it hands each event to the broadcaster
    instead of writing it, and names the host as client-go does."""

    def __init__(self, broadcaster: EventBroadcaster, reporting_controller: str) -> None:
        super().__init__(None, broadcaster._clock, reporting_controller)  # type: ignore[arg-type]
        self.reporting_instance = f"{reporting_controller}-{socket.gethostname()}"
        self._broadcaster = broadcaster

    def _post(self, event: eventsv1.Event) -> None:
        self._broadcaster.action(event)


def _reference_key(ref: v1.ObjectReference | None) -> tuple[str, ...]:
    if ref is None:
        return ()
    return (
        ref.kind,
        ref.namespace,
        ref.name,
        ref.uid,
        ref.api_version,
        ref.resource_version,
        ref.field_path,
    )


def _key(event: eventsv1.Event) -> EventKey:
    """Python-only: client-go's getKey; what makes two events isomorphic."""
    return (
        event.type,
        event.action,
        event.reason,
        event.reporting_controller,
        event.reporting_instance,
        _reference_key(event.regarding),
        _reference_key(event.related),
    )


def _series_patch(event: eventsv1.Event) -> dict[str, Any]:
    """Python-only: the two-way strategic merge patch from the event without its series to the
    event with it, which is the series alone."""
    assert event.series is not None
    return {"series": to_dict(event.series)}


def _describe(event: eventsv1.Event) -> str:
    ref = event.regarding
    where = f"{ref.namespace}/{ref.name}" if ref.namespace else ref.name
    return f"{event.reason} {ref.kind} {where}: {event.note}"
