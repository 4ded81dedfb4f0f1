"""Whether the port's scheduling loop is still running: what /healthz reports.

`run.py` creates one `SchedulerHealth` per process and marks it stopped, with the reason, when
the scheduling loop or the binding work ends for any cause other than shutdown. Readers (the
health server) call `alive()` from any thread.

Python-only: kube-scheduler's healthz checks are built in cmd/kube-scheduler/app, not ported.
"""

from __future__ import annotations

import threading

__all__ = ["SchedulerHealth"]


class SchedulerHealth:
    """Python-only: a thread-safe liveness flag for the scheduling loop."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._stopped_reason = ""

    def alive(self) -> bool:
        """True until mark_stopped was called."""
        with self._lock:
            return not self._stopped_reason

    def stopped_reason(self) -> str:
        """Why the loop stopped ("" while it runs)."""
        with self._lock:
            return self._stopped_reason

    def mark_stopped(self, reason: str) -> None:
        """Record that the scheduling loop no longer runs, and why (the first reason stays)."""
        with self._lock:
            if not self._stopped_reason:
                self._stopped_reason = reason or "stopped"
