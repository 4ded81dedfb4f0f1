"""ResultChannel: remembers the first result sent by parallel work pieces until it is received.

# Python: a one-slot holder replaces Go's buffered channel of size one; sending never blocks
# and further results are dropped while the slot is full.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class ResultChannel(Generic[T]):
    """Keeps at most one result until it is received.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/result_channel.go#L25-L27
    """

    def __init__(self) -> None:
        self._full = False
        self._result: T | None = None

    def send(self, result: T) -> None:
        """Store result unless one is already waiting to be received.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/result_channel.go#L30-L35
        """
        if not self._full:
            self._full, self._result = True, result

    def send_with_cancel(self, result: T, cancel: Callable[[], None]) -> None:
        """Store result (if the slot is free) and then call cancel.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/result_channel.go#L39-L42
        """
        self.send(result)
        cancel()

    def receive(self) -> T | None:
        """Take the stored result out, or return None (Go: T's zero value) if there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/result_channel.go#L45-L53
        """
        result, self._full, self._result = self._result, False, None
        return result


def new_result_channel() -> ResultChannel[T]:
    """Return an empty ResultChannel (its type comes from the annotation of the variable).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/pkg/scheduler/framework/parallelize/result_channel.go#L56-L60
    """
    return ResultChannel()
