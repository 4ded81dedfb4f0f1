"""The loop every polling helper of the wait package runs."""

from __future__ import annotations

from datetime import datetime, timedelta

from kube_scheduler_py.clock import Clock

from .wait import ConditionFunc, DeadlineExceededError


async def loop_condition_until_context(
    clock: Clock,
    deadline: datetime,
    interval: timedelta,
    immediate: bool,
    condition: ConditionFunc,
) -> None:
    """Run condition on a fixed ticker of period interval until it returns True or raises,
    raising DeadlineExceededError when the deadline comes first.

    # Python: only the form PollUntilContextTimeout uses (a fixed ticker, not sliding); the
    # context is reduced to its deadline. When a tick and the deadline fall on the same
    # instant the deadline wins (Go's select may pick either, and its ctx.Err() check after
    # the tick usually sees the deadline).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/wait/loop.go#L37-L95
    """
    # The first check happens before any waiting only when asked for.
    if immediate and condition():
        return

    next_tick = clock.now() + interval
    while True:
        # Wait for whichever comes first: the next tick or the deadline.
        wake_at = min(next_tick, deadline)
        if wake_at > clock.now():
            await clock.sleep(wake_at - clock.now())
        if clock.now() >= deadline:
            raise DeadlineExceededError()
        next_tick += interval
        if condition():
            return
