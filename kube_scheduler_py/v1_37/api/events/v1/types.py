"""Events: the port of k8s.io/api/events/v1.

Only the types the scheduler reads are here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.meta.v1 import _ObjectMetaMixin


@dataclass(slots=True, kw_only=True)
class EventSeries:
    """Count and last time of a repeating event.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/events/v1/types.go#L105-L110
    """

    count: int = 0
    last_observed_time: datetime | None = field(default=None, metadata={"time": "micro"})


@dataclass(slots=True, kw_only=True)
class Event(_ObjectMetaMixin):
    """A report of something that happened to an object (e.g. Scheduled).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/api/events/v1/types.go#L34-L99
    """

    api_version: str = ""
    kind: str = ""
    metadata: metav1.ObjectMeta = field(default_factory=metav1.ObjectMeta)
    event_time: datetime | None = field(default=None, metadata={"time": "micro"})
    series: EventSeries | None = None
    reporting_controller: str = ""
    reporting_instance: str = ""
    action: str = ""
    reason: str = ""
    regarding: v1.ObjectReference = field(default_factory=v1.ObjectReference)
    related: v1.ObjectReference | None = None
    note: str = ""
    type: str = ""
