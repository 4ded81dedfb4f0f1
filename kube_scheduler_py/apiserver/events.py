"""The events.k8s.io/v1 event recorder the scheduler reports through.

Mirrors the recorder of client-go's tools/events (event_recorder.go): `eventf` builds an
Event about a `regarding` object (and optionally a `related` one) and posts it. Python:
client-go posts through a broadcaster that may fold repeated events into a series; this
recorder posts every event at once and, when given a list `emitted`, also keeps them there in
order — `simulate` reports that list; a long-running scheduler (`kube-scheduler-py run`) passes
none, so it keeps nothing.
"""

from __future__ import annotations

import re
from typing import Any

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.server import RESOURCES
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import is_already_exists
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1

__all__ = ["EventRecorder", "go_sprintf", "new_recorder_factory"]

_VERB = re.compile(r"%[-+# 0]*\d*(?:\.\d+)?([a-zA-Z%])")


_MISSING = object()


def go_sprintf(format_: str, *args: Any) -> str:
    """Format with Go's %v/%s/%d/%q verbs (the subset event notes use); a verb without an
    argument prints as Go prints it, `%!v(MISSING)`."""
    values = iter(args)

    def verb(match: re.Match[str]) -> str:
        kind = match.group(1)
        if kind == "%":
            return "%"
        value = next(values, _MISSING)
        if value is _MISSING:
            return f"%!{kind}(MISSING)"
        if kind == "q":
            return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'
        if kind == "x":
            return format(value, "x")
        return str(value)

    return _VERB.sub(verb, format_)


def _reference(obj: Any) -> v1.ObjectReference:
    """The ObjectReference of a stored object (reference.GetReference)."""
    resource = RESOURCES[type(obj)]
    group = resource.group_resource.group
    return v1.ObjectReference(
        kind=resource.kind,
        namespace=obj.metadata.namespace,
        name=obj.metadata.name,
        uid=obj.metadata.uid,
        api_version=f"{group}/v1" if group else "v1",
        resource_version=obj.metadata.resource_version,
    )


class EventRecorder:
    """Posts events for one reporting controller (the scheduler's profile name)."""

    def __init__(
        self,
        client: Clientset,
        clock: PassiveClock,
        reporting_controller: str,
        emitted: list[eventsv1.Event] | None = None,
    ) -> None:
        self._client = client
        self._clock = clock
        self.reporting_controller = reporting_controller
        # Python: client-go appends the host name; a fixed one keeps output repeatable.
        self.reporting_instance = f"{reporting_controller}-kube-scheduler-py"
        # Every event this recorder made, in order (shared between recorders), if asked to keep.
        self.emitted = emitted

    def eventf(
        self,
        regarding: Any,
        related: Any,
        eventtype: str,
        reason: str,
        action: str,
        note: str,
        *args: Any,
    ) -> None:
        """Record an event; `note` is a Go format string for `args`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/client-go/tools/events/event_recorder.go#L64-L89
        """
        now = self._clock.now()
        ref = _reference(regarding)
        event = eventsv1.Event(
            metadata=metav1.ObjectMeta(
                name=f"{ref.name}.{int(now.timestamp() * 1e9):x}",
                namespace=ref.namespace or metav1.NamespaceDefault,
            ),
            event_time=now,
            reporting_controller=self.reporting_controller,
            reporting_instance=self.reporting_instance,
            action=action,
            reason=reason,
            regarding=ref,
            related=_reference(related) if related is not None else None,
            note=go_sprintf(note, *args),
            type=eventtype,
        )
        if self.emitted is not None:
            self.emitted.append(event)
        self._post(event)

    def _post(self, event: eventsv1.Event) -> None:
        """Create the event, renaming it if another event took its name at the same instant."""
        base = event.metadata.name
        for attempt in range(1, 1000):
            try:
                self._client.events_v1().events(event.metadata.namespace).create(event)
                return
            except Exception as err:
                if not is_already_exists(err):
                    raise
                event.metadata.name = f"{base}-{attempt}"


def new_recorder_factory(
    client: Clientset, clock: PassiveClock, emitted: list[eventsv1.Event] | None = None
) -> Any:
    """A profile.RecorderFactory: one recorder per scheduler name, all appending to emitted
    (if given)."""

    def factory(name: str) -> EventRecorder:
        return EventRecorder(client, clock, name, emitted)

    return factory
