"""Fixtures shared by every test directory."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from kube_scheduler_py.simulation.conformance import OracleUnavailable, oracle_binary


@pytest.fixture(scope="session")
def oracle() -> Path:
    """The real kube-scheduler v1.31.1 (tools/oracle), built once per test process. Without Go
    the test fails rather than skips: the oracle is the judge, and CI runs with Go."""
    try:
        return oracle_binary()
    except OracleUnavailable as err:
        pytest.fail(str(err), pytrace=False)


#: Test directories whose tests drive a browser through pytest-playwright's sync API.
_BROWSER_DIRECTORIES = {"browser", "browser_site"}


@pytest.fixture(autouse=True)
def _no_event_loop_left_by_a_browser_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every other test starts in a thread with no event loop running, as a fresh process or
    kernel does. In an xdist worker that ran a browser test, pytest-playwright's sync API
    keeps its own loop marked as running in this thread for the rest of the session (and
    asyncio.run then refuses to start); set it aside for the test, and put it back after."""
    if _BROWSER_DIRECTORIES & set(request.path.parts):
        yield
        return
    held = asyncio.events._get_running_loop()
    asyncio.events._set_running_loop(None)
    try:
        yield
    finally:
        asyncio.events._set_running_loop(held)
