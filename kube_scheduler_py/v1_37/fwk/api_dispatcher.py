"""The asynchronous API call vocabulary: an APICall, the dispatcher that queues and runs calls,
and the two errors a call's lifecycle may end with besides its own.

With the SchedulerAsyncAPICalls gate the scheduler does not write to the API server inline:
it hands calls (a status patch, a binding) to a dispatcher, which merges or drops calls for the
same object and runs the rest in the background.

# Python: a Go `error` result is a raised exception; a Go channel of errors is an asyncio.Queue
# of exceptions (None for success); a types.UID is a str.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py.v1_37.fwk.interface import FrameworkError


class ErrCallSkipped(FrameworkError):
    """The call was skipped and will not run (raised by add, or sent to on_finish).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L30-L30
    """

    def __init__(self, message: str = "call skipped") -> None:
        super().__init__(message)


class ErrCallOverwritten(FrameworkError):
    """A queued call was replaced by a newer or more relevant one (sent to on_finish).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L32-L32
    """

    def __init__(self, message: str = "call overwritten") -> None:
        super().__init__(message)


def _errors_is_type(err: BaseException | None, target: type[BaseException]) -> bool:
    """Go's errors.Is against a sentinel that is an exception class here: err or any error it
    wraps (via __cause__) is an instance of target."""
    while err is not None:
        if isinstance(err, target):
            return True
        err = err.__cause__
    return False


def is_unexpected_error(err: BaseException | None) -> bool:
    """True for an error that is neither a skipped nor an overwritten call.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L38-L40
    """
    return (
        err is not None
        and not _errors_is_type(err, ErrCallSkipped)
        and not _errors_is_type(err, ErrCallOverwritten)
    )


#: The kind of a call; calls of one kind for one object merge, calls of different kinds are
#: ranked by APICallRelevances.
APICallType = str

#: How relevant each call type is: a more relevant call replaces a less relevant one for the
#: same object.
APICallRelevances = dict[APICallType, int]


class APICall(ABC):
    """One API call the dispatcher can queue, merge with an older one, and run.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L58-L79
    """

    @abstractmethod
    def call_type(self) -> APICallType:
        """The call's type.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L61-L61
        """

    @abstractmethod
    def uid(self) -> str:
        """The UID of the object the call is about.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L64-L64
        """

    @abstractmethod
    def execute(self, client: Any) -> None:
        """Make the call with client; raises when it fails.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L66-L66
        """

    @abstractmethod
    def merge(self, old_call: APICall) -> None:
        """Take over what an older call for the same object still had to do; may raise.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L70-L70
        """

    @abstractmethod
    def sync(self, obj: Any) -> Any:
        """Apply the call's pending change to obj (a copy when changed) and learn from obj what
        the call needs; returns the object; may raise.

        Python: Go's metav1.Object is any API object here.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L75-L75
        """

    @abstractmethod
    def is_no_op(self) -> bool:
        """Whether the call has nothing left to do and can be dropped.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L78-L78
        """


@dataclass(slots=True)
class APICallOptions:
    """Options of one call: where to report how its lifecycle ended.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L82-L93
    """

    # Python: Go's `chan<- error`; the dispatcher puts without waiting and drops the result
    # when the queue is full, as Go's non-blocking send does. None opts out.
    on_finish: asyncio.Queue[BaseException | None] | None = None


class APIDispatcher(ABC):
    """Queues API calls and runs them in the background.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L96-L113
    """

    @abstractmethod
    def add(self, incoming_api_call: APICall, opts: APICallOptions) -> None:
        """Queue a call; raises (ErrCallSkipped among others) when it is not queued.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L99-L99
        """

    @abstractmethod
    def sync_object(self, obj: Any) -> Any:
        """Sync obj with the call pending for it, if any: return obj with the call's change
        applied, and let the call learn from obj; obj itself when no call is pending.

        Python: Go's metav1.Object is any API object here.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_dispatcher.go#L112-L112
        """
