"""The condition type the polling helpers call, and the error they end with on a deadline."""

from __future__ import annotations

from collections.abc import Callable

#: A check run on every poll: True when done; raising ends the poll with that error.
#: Python: Go's (done bool, err error) result is a bool or a raised exception.
ConditionFunc = Callable[[], bool]


class DeadlineExceededError(Exception):
    """The poll's deadline passed before the condition held.

    # Python-only: stands for Go's context.DeadlineExceeded, the error of a context whose deadline
    # has passed; its message is the same, "context deadline exceeded".
    """

    def __init__(self) -> None:
        super().__init__("context deadline exceeded")
