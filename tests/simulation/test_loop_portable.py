"""The virtual-time loop needs no socket, selector or thread, so it runs in the browser too
(Pyodide has none of them); tests/browser_site runs it there."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any, NoReturn

import pytest

from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock
from kube_scheduler_py.simulation.loop import run_until_idle
from kube_scheduler_py.simulation.output import to_json
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.v1_31.api.loader import load_paths

BASIC = Path(__file__).resolve().parents[2] / "examples" / "basic.yaml"


@pytest.fixture
def kernel_loop() -> Iterator[asyncio.AbstractEventLoop]:
    """The event loop a Jupyter kernel runs (made before sockets are refused: it opens some)."""
    loop = asyncio.new_event_loop()
    yield loop
    loop.close()


@pytest.fixture
def no_sockets_or_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make opening a socket or starting a thread fail, as it does in the browser."""

    def refuse(*args: Any, **kwargs: Any) -> NoReturn:
        raise OSError("no sockets or threads here")

    monkeypatch.setattr(socket, "socketpair", refuse)
    monkeypatch.setattr(socket.socket, "__init__", refuse)
    monkeypatch.setattr(threading.Thread, "start", refuse)


def test_simulate_runs_without_sockets_or_threads(no_sockets_or_threads: None) -> None:
    objects = load_paths([str(BASIC)]).objects
    assert simulate(objects, seed=0).pods


def test_simulate_from_a_running_loop_needs_no_thread(
    kernel_loop: asyncio.AbstractEventLoop, no_sockets_or_threads: None
) -> None:
    # A notebook cell calls simulate() while the kernel's loop runs one of its tasks.
    objects = load_paths([str(BASIC)]).objects
    expected = to_json(simulate(load_paths([str(BASIC)]).objects, seed=0))

    async def cell() -> str:
        outer = asyncio.current_task()
        output = to_json(simulate(objects, seed=0))
        # The kernel's loop and task are back in place for the rest of the cell.
        assert outer is not None and asyncio.current_task() is outer
        assert asyncio.get_running_loop() is kernel_loop
        await asyncio.sleep(0)
        return output

    assert kernel_loop.run_until_complete(cell()) == expected


def test_a_failing_run_gives_the_running_loop_back() -> None:
    clock = FakeClock()

    async def broken() -> None:
        await clock.sleep(timedelta(seconds=1))
        raise ValueError("plugin bug")

    async def cell() -> None:
        outer = asyncio.current_task()
        with pytest.raises(ValueError, match="plugin bug"):
            run_until_idle(clock, broken, lambda: False)
        assert asyncio.current_task() is outer
        await asyncio.sleep(0)

    asyncio.run(cell())
    assert clock.now() - VIRTUAL_EPOCH == timedelta(seconds=1)
