"""The virtual-time loop runs concurrent tasks in no real time and stops when idle."""

from __future__ import annotations

import asyncio
import time
from datetime import timedelta

from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock
from kube_scheduler_py.simulation.loop import run_until_idle


def test_timers_fire_in_virtual_time_and_the_loop_stops_when_done() -> None:
    clock = FakeClock()
    log: list[tuple[float, str]] = []
    queue: asyncio.Queue[int] = asyncio.Queue()

    def now() -> float:
        return (clock.now() - VIRTUAL_EPOCH).total_seconds()

    async def worker() -> None:
        while True:
            item = await queue.get()
            log.append((now(), f"work {item}"))
            await clock.sleep(timedelta(seconds=1.5))
            queue.task_done()

    async def ticker() -> None:
        while True:
            await clock.sleep(timedelta(seconds=1))
            log.append((now(), "tick"))

    async def main() -> None:
        for item in range(3):
            queue.put_nowait(item)
        tasks = [asyncio.create_task(worker()), asyncio.create_task(ticker())]
        await asyncio.gather(*tasks)

    started = time.monotonic()
    settled = run_until_idle(clock, main, lambda: queue._unfinished_tasks == 0)  # type: ignore[attr-defined]
    assert settled
    assert time.monotonic() - started < 1.0
    assert log == [
        (0.0, "work 0"),
        (1.0, "tick"),
        (1.5, "work 1"),
        (2.0, "tick"),
        (3.0, "work 2"),  # both due at 3.0: the earlier-registered sleep wakes first
        (3.0, "tick"),
        (4.0, "tick"),
    ]


def test_a_run_that_never_settles_reports_it() -> None:
    clock = FakeClock()

    async def forever() -> None:
        while True:
            await clock.sleep(timedelta(minutes=1))

    assert not run_until_idle(clock, forever, lambda: False, max_time=timedelta(minutes=10))
    assert clock.now() - VIRTUAL_EPOCH == timedelta(minutes=10)


def test_asyncio_sleep_runs_on_the_virtual_clock_too() -> None:
    clock = FakeClock()
    done = []

    async def main() -> None:
        await asyncio.sleep(30)
        done.append(clock.now() - VIRTUAL_EPOCH)

    assert run_until_idle(clock, main, lambda: bool(done))
    assert done == [timedelta(seconds=30)]


def test_runs_from_inside_a_running_event_loop_as_in_jupyter() -> None:
    clock = FakeClock()
    done: list[timedelta] = []

    async def main() -> None:
        await clock.sleep(timedelta(seconds=5))
        done.append(clock.now() - VIRTUAL_EPOCH)

    async def kernel() -> bool:
        # A Jupyter kernel already runs an event loop when a cell calls simulate().
        return run_until_idle(clock, main, lambda: bool(done))

    assert asyncio.run(kernel())
    assert done == [timedelta(seconds=5)]
