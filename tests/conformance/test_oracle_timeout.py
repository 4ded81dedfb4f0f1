"""Every test runs the oracle under a time limit: a hung run fails the test, named, in time."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from kube_scheduler_py.simulation import conformance
from kube_scheduler_py.simulation.conformance import (
    OracleTimeout,
    oracle_command,
    oracle_communicate,
)

#: A stand-in for an oracle that hangs: `sleep 60` outlives the shortened limit.
HANGING = Path("/bin/sleep")


@pytest.fixture(autouse=True)
def _short_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(conformance, "ORACLE_TIMEOUT_SECONDS", 0.2)


def test_a_hung_run_is_killed_and_named() -> None:
    with pytest.raises(OracleTimeout, match=r"did not finish within 0\.2 s .*: oracle 60"):
        oracle_command(HANGING, ["60"])


def test_a_hung_process_is_killed_and_named() -> None:
    process = subprocess.Popen(
        [str(HANGING), "60"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    with pytest.raises(OracleTimeout, match=r"did not finish within 0\.2 s"):
        oracle_communicate(process)
    assert process.returncode is not None  # killed, not left running


def test_a_run_within_the_limit_is_returned() -> None:
    done = oracle_command(Path("/bin/echo"), ["ok"])
    assert (done.returncode, done.stdout) == (0, "ok\n")
