"""k8s.io/api/events/v1: events."""

from .types import (
    Event,
    EventSeries,
)

__all__ = [
    "Event",
    "EventSeries",
]
