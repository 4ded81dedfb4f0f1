"""wait.poll_until_context_timeout on the virtual clock: when it checks, when it gives up."""

from __future__ import annotations

from datetime import timedelta

import pytest

from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock
from kube_scheduler_py.simulation.loop import run_until_idle
from kube_scheduler_py.v1_37.api.util import wait


def _poll(
    clock: FakeClock,
    *,
    true_at_check: int | None = None,
    raise_at_check: int | None = None,
    immediate: bool = False,
) -> tuple[list[float], BaseException | None]:
    """Poll every second for at most 10 s; the seconds of each check, and how it ended."""
    start = clock.now()
    checks: list[float] = []
    outcome: list[BaseException | None] = []

    def condition() -> bool:
        checks.append((clock.now() - start).total_seconds())
        if raise_at_check == len(checks):
            raise RuntimeError("broken")
        return true_at_check == len(checks)

    async def main() -> None:
        try:
            await wait.poll_until_context_timeout(
                clock, timedelta(seconds=1), timedelta(seconds=10), immediate, condition
            )
            outcome.append(None)
        except Exception as err:
            outcome.append(err)

    run_until_idle(clock, main, lambda: bool(outcome))
    return checks, outcome[0]


def test_checks_once_a_second_until_the_condition_holds() -> None:
    checks, err = _poll(FakeClock(), true_at_check=3)
    assert (checks, err) == ([1.0, 2.0, 3.0], None)


def test_immediate_checks_before_the_first_tick() -> None:
    checks, err = _poll(FakeClock(), true_at_check=2, immediate=True)
    assert (checks, err) == ([0.0, 1.0], None)


def test_gives_up_at_the_deadline_with_context_deadline_exceeded() -> None:
    clock = FakeClock()
    checks, err = _poll(clock)
    # The tick at 10 s meets the deadline; the deadline wins.
    assert checks == [float(s) for s in range(1, 10)]
    assert isinstance(err, wait.DeadlineExceededError)
    assert str(err) == "context deadline exceeded"
    assert clock.now() == VIRTUAL_EPOCH + timedelta(seconds=10)


def test_an_error_of_the_condition_ends_the_poll() -> None:
    checks, err = _poll(FakeClock(), raise_at_check=2)
    assert checks == [1.0, 2.0]
    assert isinstance(err, RuntimeError)


@pytest.mark.parametrize("immediate", [True, False])
def test_a_zero_timeout_never_waits(immediate: bool) -> None:
    clock = FakeClock()
    outcome: list[BaseException] = []

    async def main() -> None:
        try:
            await wait.poll_until_context_timeout(
                clock, timedelta(seconds=1), timedelta(0), immediate, lambda: False
            )
        except wait.DeadlineExceededError as err:
            outcome.append(err)

    run_until_idle(clock, main, lambda: bool(outcome))
    assert outcome and clock.now() == VIRTUAL_EPOCH
