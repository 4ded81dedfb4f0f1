"""Fixtures shared by every test directory."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


@pytest.fixture(scope="session")
def oracle_v1_37() -> Path:
    """The real kube-scheduler v1.37.2 (tools/oracle's v1.37 edition), built once per test
    process; fails rather than skips without Go, as `oracle` does."""
    try:
        return oracle_binary("1.37")
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


# The differential families' report in pytest's terminal summary. Each family's test records its
# counts as a user property (tests/differential/test_differential.py, REPORT_PROPERTY); user
# properties travel from xdist workers to the controller with the test report. The hook lives
# here, in the conftest pytest loads at start-up: the controller of an xdist run collects
# nothing, so a conftest inside tests/differential would never be loaded there.

REPORT_PROPERTY = "differential-family"
COLUMNS = ("agree", "refused", "map-order", "timing-dependent", "disagree")


def _rows(terminalreporter: Any) -> list[dict[str, Any]]:
    rows = []
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for name, value in getattr(report, "user_properties", []):
                if name == REPORT_PROPERTY:
                    rows.append(value)
    return sorted(rows, key=lambda row: str(row["family"]))


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    rows = _rows(terminalreporter)
    if not rows:
        return
    terminalreporter.section("differential: examples per family (both sides, same verdict)")
    header = ["family", *COLUMNS, "flagged", "seconds"]
    widths = [max(14, len(h)) for h in header]
    terminalreporter.write_line("  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True)))
    total: dict[str, float] = {}
    for row in rows:
        cells = [str(row["family"])]
        for column in header[1:]:
            value = row.get(column, 0)
            total[column] = total.get(column, 0) + value
            cells.append(str(value))
        terminalreporter.write_line(
            "  ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True))
        )
    cells = ["all", *(str(round(total[c], 1)) for c in header[1:])]
    terminalreporter.write_line("  ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    terminalreporter.write_line(
        "agree: identical output; refused: both refused the invalid scenario alike; map-order: "
        "parted only at a tie among nodes Go took in its random map order; timing-dependent: the "
        "oracle's run depended on the wall clock or on goroutine order; "
        "flagged: runs the oracle flagged (agreeing or not). Counts include hypothesis's "
        "shrinking runs when a test failed."
    )
