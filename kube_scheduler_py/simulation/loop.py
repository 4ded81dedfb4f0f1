"""An asyncio event loop that runs on the virtual clock and knows when the cluster is idle.

The scheduler is a handful of concurrent loops: scheduleOne, the binding cycles, the queue's
flush tickers, the cache's cleanup ticker and the informers' event delivery. Go runs them as
goroutines against the wall clock. Here they are asyncio tasks, and time is a FakeClock that
moves only when every task is blocked: the loop then asks `is_done()` whether the run is over
and, if not, moves the clock to the next timer, which wakes whoever waits on it.

That makes a run deterministic and instant: a 10 s backoff costs no real time at all.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from datetime import datetime, timedelta
from typing import Any

from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock, InstantClock

__all__ = ["VirtualTimeLoop", "run_until_idle"]

#: How close to now a timer must be to count as due. asyncio takes the resolution of the
#: platform's monotonic clock, which differs between systems; the virtual clock has one of its
#: own, so every platform wakes the same timers in the same iteration.
_CLOCK_RESOLUTION = 1e-09


class _IdleSelector:
    """Stands in for the selector asyncio polls between callbacks. Nothing here does I/O, so a
    poll that would wait means every task is blocked: it calls on_idle instead of sleeping."""

    def __init__(self, on_idle: Callable[[float | None], None]) -> None:
        self._on_idle = on_idle

    def select(self, timeout: float | None = None) -> list[Any]:
        if timeout != 0:
            self._on_idle(timeout)
        return []


class VirtualTimeLoop(asyncio.BaseEventLoop):
    """An event loop whose time is the FakeClock's, advanced whenever all tasks wait.

    It needs no selector, socket or thread (a SelectorEventLoop would open a socketpair), so
    the same loop runs on CPython and in the browser (Pyodide).
    """

    def __init__(self, clock: FakeClock, is_done: Callable[[], bool], max_time: timedelta) -> None:
        super().__init__()
        self._clock = clock
        self._is_done = is_done
        self._deadline = _instant(clock) + max_time
        self.timed_out = False
        self._clock_resolution = _CLOCK_RESOLUTION
        self._selector = _IdleSelector(self._on_idle)

    def time(self) -> float:
        return (_instant(self._clock) - VIRTUAL_EPOCH).total_seconds()

    def _process_events(self, event_list: list[Any]) -> None:
        """No file descriptors are watched, so a poll never returns events to dispatch."""

    def _on_idle(self, timeout: float | None) -> None:
        """Every task is blocked: stop if the run is over, else jump to the next timer."""
        if self._is_done():
            self.stop()
            return
        next_time = self._clock.next_waiter_time()
        if timeout is not None:
            asyncio_timer = _instant(self._clock) + timedelta(seconds=timeout)
            next_time = asyncio_timer if next_time is None else min(next_time, asyncio_timer)
        if next_time is None or next_time > self._deadline:
            self.timed_out = next_time is not None
            self.stop()
            return
        self._clock.set_time(max(next_time, _instant(self._clock)))


def _instant(clock: FakeClock) -> datetime:
    """The clock's current instant: an InstantClock's readings may be a step past it."""
    return clock.instant() if isinstance(clock, InstantClock) else clock.now()


async def _cancel_all() -> None:
    """Cancel every other task of the loop and wait until they have all finished."""
    current = asyncio.current_task()
    pending = [task for task in asyncio.all_tasks() if task is not current]
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)


def run_until_idle(
    clock: FakeClock,
    main: Callable[[], Coroutine[Any, Any, None]],
    is_done: Callable[[], bool],
    max_time: timedelta = timedelta(hours=1),
) -> bool:
    """Start main() on a virtual-time loop and run until is_done() holds while all wait.

    Returns False if the virtual clock reached max_time first (a run that never settles).
    Called where an event loop already runs (a Jupyter kernel, in CPython or in the browser),
    that loop is set aside while the virtual-time loop runs and is restored afterwards.
    """
    # Python: a thread runs one loop and one task at a time, and the caller's are blocked in
    # this call anyway, so they step aside until it returns (the browser has no threads).
    outer_loop = asyncio.events._get_running_loop()
    outer_task = asyncio.current_task(outer_loop) if outer_loop is not None else None
    if outer_loop is not None and outer_task is not None:
        asyncio.tasks._leave_task(outer_loop, outer_task)
    asyncio.events._set_running_loop(None)
    try:
        return _run_until_idle(clock, main, is_done, max_time)
    finally:
        asyncio.events._set_running_loop(outer_loop)
        if outer_loop is not None and outer_task is not None:
            asyncio.tasks._enter_task(outer_loop, outer_task)


def _run_until_idle(
    clock: FakeClock,
    main: Callable[[], Coroutine[Any, Any, None]],
    is_done: Callable[[], bool],
    max_time: timedelta,
) -> bool:
    loop = VirtualTimeLoop(clock, is_done, max_time)
    try:
        task = loop.create_task(main())
        loop.run_forever()
        failure = task.exception() if task.done() and not task.cancelled() else None
        loop.run_until_complete(_cancel_all())
        if failure is not None:
            raise failure
        return not loop.timed_out
    finally:
        loop.close()
