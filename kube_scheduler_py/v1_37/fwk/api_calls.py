"""The scheduler's two API calls as plugins see them: through the cache first (APICacher), and
the constructors of the calls the dispatcher runs (APICallImplementations).

# Python: a Go `error` result is a raised exception; a Go `<-chan error` is an asyncio.Queue of
# exceptions (None for success).
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from kube_scheduler_py.v1_37.fwk.api_dispatcher import APICall

if TYPE_CHECKING:
    from kube_scheduler_py.v1_37.api.core import v1
    from kube_scheduler_py.v1_37.fwk.interface import NominatingInfo

T = TypeVar("T", bound=APICall)
K = TypeVar("K", bound=APICall)


class APICacher(ABC):
    """API calls that update the scheduler's cache first and then run in the background.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_calls.go#L30-L49
    """

    @abstractmethod
    def patch_pod_status(
        self,
        pod: v1.Pod,
        conditions: list[v1.PodCondition],
        nominating_info: NominatingInfo | None,
    ) -> asyncio.Queue[BaseException | None]:
        """Patch the pod's status (conditions, nominated node); returns where the call's
        outcome arrives; raises when the call cannot be queued.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_calls.go#L34-L34
        """

    @abstractmethod
    def bind_pod(self, binding: v1.Binding) -> asyncio.Queue[BaseException | None]:
        """Bind a pod; returns where the call's outcome arrives; raises when the call cannot be
        queued.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_calls.go#L39-L39
        """

    @abstractmethod
    async def wait_on_finish(self, on_finish: asyncio.Queue[BaseException | None]) -> None:
        """Wait for the call's outcome; raise the error it ended with, unless the call was only
        skipped or overwritten.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_calls.go#L48-L48
        """


@dataclass(slots=True)
class APICallImplementations(Generic[T, K]):
    """The constructors of the scheduler's API calls: a pod status patch and a pod binding.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/kube-scheduler/framework/api_calls.go#L52-L57
    """

    pod_status_patch: Callable[[v1.Pod, list[v1.PodCondition], NominatingInfo | None], T]
    pod_binding: Callable[[v1.Binding], K]
