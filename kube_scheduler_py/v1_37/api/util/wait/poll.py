"""Polling with a timeout: the form the volume binder waits for the PV controller in."""

from __future__ import annotations

from datetime import timedelta

from kube_scheduler_py.clock import Clock

from .loop import loop_condition_until_context
from .wait import ConditionFunc


async def poll_until_context_timeout(
    clock: Clock,
    interval: timedelta,
    timeout: timedelta,
    immediate: bool,
    condition: ConditionFunc,
) -> None:
    """Check condition every interval (first right away if immediate) until it holds;
    raise DeadlineExceededError once timeout has passed, or the condition's own error.

    # Python: Go derives a context with this deadline and polls on the wall clock; here the
    # deadline is a time on `clock`, the virtual clock the caller waits on.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/wait/poll.go#L45-L49
    """
    deadline = clock.now() + timeout
    await loop_condition_until_context(clock, deadline, interval, immediate, condition)
