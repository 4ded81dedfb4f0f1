"""What `kube-scheduler-py run` does when a cycle breaks: log, mark the loop stopped, stop."""

from __future__ import annotations

import asyncio
import io

from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.liveness import SchedulerHealth
from kube_scheduler_py.remote.run import _stop_on_failure


class _Scheduler:
    """The two steps run.py guards, one failing, and Scheduler.stop."""

    def __init__(self) -> None:
        self.stopped = False
        self.bound: list[str] = []

    async def schedule_one(self) -> None:
        raise KeyError("no such pod")

    async def _binding_goroutine(self, pod: str) -> None:
        self.bound.append(pod)

    def stop(self) -> None:
        self.stopped = True


def test_an_exception_escaping_the_loop_stops_the_scheduler_with_its_reason() -> None:
    sched, health, log = _Scheduler(), SchedulerHealth(), io.StringIO()
    _stop_on_failure(sched, health)
    klog.set_output(log)
    try:
        asyncio.run(sched._binding_goroutine("web"))
        assert sched.bound == ["web"] and health.alive() and not sched.stopped
        asyncio.run(sched.schedule_one())
    finally:
        klog.set_output(None)
    assert sched.stopped
    assert health.stopped_reason() == "the scheduling loop failed: KeyError: 'no such pod'"
    (line,) = log.getvalue().splitlines()
    assert line.startswith("E") and '"Scheduler stopped"' in line
