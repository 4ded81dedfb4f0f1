"""Pods held at the Permit extension point until their plugins allow or reject them.

A Permit plugin may answer Wait with a timeout. The pod then becomes a waitingPod: it stays
parked (the binding cycle awaits it in WaitOnPermit) until every waiting plugin calls allow(),
one caller calls reject(), or a plugin's timeout runs out, which rejects the pod.

# Python: Go guards both structures with mutexes; asyncio code runs on one thread, so there
# are no locks. The timeouts are timers of the virtual clock (FakeClock.after_func) instead of
# time.AfterFunc, and Go's one-slot status channel is an asyncio.Queue of size one.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING

from kube_scheduler_py.clock import go_duration_string
from kube_scheduler_py.v1_31.framework.interface import (
    Code,
    Status,
    WaitingPod,
    new_status,
)

if TYPE_CHECKING:
    from kube_scheduler_py.clock import FakeClock, fakeTimer
    from kube_scheduler_py.v1_31.api.core import v1


class waitingPodsMap:
    """The waiting pods of the scheduler, by pod UID.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L30-L33
    """

    def __init__(self) -> None:
        self.pods: dict[str, waitingPod] = {}

    def add(self, wp: waitingPod) -> None:
        """Record wp under its pod's UID.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L43-L47
        """
        self.pods[wp.get_pod().uid] = wp

    def remove(self, uid: str) -> None:
        """Forget the waiting pod with this UID, if any.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L50-L54
        """
        self.pods.pop(uid, None)

    def get(self, uid: str) -> waitingPod | None:
        """The waiting pod with this UID, or None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L57-L61
        """
        return self.pods.get(uid)

    def iterate(self, callback: Callable[[WaitingPod], None]) -> None:
        """Call callback for every waiting pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L64-L70
        """
        # Python: in insertion order; Go walks its map in random order.
        for v in self.pods.values():
            callback(v)


def new_waiting_pods_map() -> waitingPodsMap:
    """Return an empty waitingPodsMap.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L36-L40
    """
    return waitingPodsMap()


class waitingPod(WaitingPod):
    """One pod parked at Permit, with a timeout timer per plugin that has not allowed it yet.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L73-L78
    """

    def __init__(self, pod: v1.Pod) -> None:
        self.pod = pod
        self.pending_plugins: dict[str, fakeTimer] = {}
        # Python: Go's buffered channel of one status; allow() and reject() never block on it.
        self.s: asyncio.Queue[Status] = asyncio.Queue(maxsize=1)

    def get_pod(self) -> v1.Pod:
        """The waiting pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L111-L113
        """
        return self.pod

    def get_pending_plugins(self) -> list[str]:
        """Names of the plugins that have not allowed the pod yet.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L116-L125
        """
        return list(self.pending_plugins)

    def allow(self, plugin_name: str) -> None:
        """Mark the pod allowed by plugin_name; once no plugin is pending, release the pod.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L130-L149
        """
        timer = self.pending_plugins.get(plugin_name)
        if timer is not None:
            timer.stop()
            del self.pending_plugins[plugin_name]

        # The pod is released only when the last pending plugin has allowed it.
        if len(self.pending_plugins) != 0:
            return

        self._try_send(new_status(Code.Success, ""))

    def reject(self, plugin_name: str, msg: str) -> None:
        """Reject the pod as Unschedulable on behalf of plugin_name, stopping every timer.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L152-L165
        """
        for timer in self.pending_plugins.values():
            timer.stop()

        self._try_send(new_status(Code.Unschedulable, msg).with_plugin(plugin_name))

    def _try_send(self, status: Status) -> None:
        """Hand status to WaitOnPermit unless a status is already waiting there (Go's select
        with a default case)."""
        with contextlib.suppress(asyncio.QueueFull):
            self.s.put_nowait(status)


def new_waiting_pod(
    pod: v1.Pod, plugins_max_wait_time: dict[str, timedelta], clock: FakeClock
) -> waitingPod:
    """A waitingPod with one timer per plugin that rejects the pod when that plugin's wait ends.

    # Python: the timers run on `clock`, the framework's virtual clock.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/waiting_pods_map.go#L83-L108
    """
    wp = waitingPod(pod)
    for plugin, wait_time in plugins_max_wait_time.items():
        wp.pending_plugins[plugin] = clock.after_func(
            wait_time, _reject_on_timeout(wp, plugin, wait_time)
        )
    return wp


def _reject_on_timeout(wp: waitingPod, plugin: str, wait_time: timedelta) -> Callable[[], None]:
    """The callback a plugin's timer runs: reject wp, saying how long it waited and where."""

    def reject() -> None:
        msg = (
            f"rejected due to timeout after waiting {go_duration_string(wait_time)} "
            f"at plugin {plugin}"
        )
        wp.reject(plugin, msg)

    return reject
