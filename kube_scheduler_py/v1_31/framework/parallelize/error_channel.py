"""ErrorChannel: remembers the first error raised by parallel work pieces.

# Python: a one-slot holder replaces Go's buffered channel of size one; sending never blocks
# and extra errors are dropped while the slot is full.
"""

from __future__ import annotations

from collections.abc import Callable


class ErrorChannel:
    """Keeps at most one error until it is received.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/error_channel.go#L25-L27
    """

    def __init__(self) -> None:
        self._err: BaseException | None = None

    def send_error(self, err: BaseException) -> None:
        """Store err unless an error is already waiting to be received.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/error_channel.go#L30-L35
        """
        if self._err is None:
            self._err = err

    def send_error_with_cancel(self, err: BaseException, cancel: Callable[[], None]) -> None:
        """Store err (if the slot is free) and then call cancel.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/error_channel.go#L39-L42
        """
        self.send_error(err)
        cancel()

    def receive_error(self) -> BaseException | None:
        """Take the stored error out, or return None if there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/error_channel.go#L45-L52
        """
        err, self._err = self._err, None
        return err


def new_error_channel() -> ErrorChannel:
    """Return an empty ErrorChannel.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/parallelize/error_channel.go#L55-L59
    """
    return ErrorChannel()
