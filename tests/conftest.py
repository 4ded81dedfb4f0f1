"""Fixtures shared by every test directory."""

from __future__ import annotations

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
