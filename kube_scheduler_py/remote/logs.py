"""kube-scheduler's log lines about each pod, on the real path, without touching the port.

The ported files do not log (Go's klog.Logger parameters are dropped). On the real path, the
Scheduler's own steps are wrapped, on that one object, by functions that call the original and
write the line kube-scheduler writes at the same point, with its text and level:

    V(4) "About to try and schedule pod"         before a pod's profile is checked
    V(3) "Attempting to schedule pod"            at the start of its scheduling cycle
    V(2) "Unable to schedule pod; no fit; waiting" (or "no nodes are registered") and
    E    "Error scheduling pod; retrying"         in the failure handler
    E    "Error updating pod"                     when its status update failed
    V(2) "Successfully bound pod to node"         at the end of a successful binding cycle
    V(1) "Failed to bind pod"                     when the binding itself failed

Python-only: the log calls of pkg/scheduler/schedule_one.go, made from outside (as the
tracer observes a simulation).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kube_scheduler_py.apiserver.errors import ClientError
from kube_scheduler_py.remote import klog
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.schedule_one import ErrNoNodesAvailable

__all__ = ["log_scheduling_steps"]


def log_scheduling_steps(sched: Any) -> None:
    """Python-only: make sched write kube-scheduler's per-pod log lines."""
    _wrap(sched, "skip_pod_schedule", _about_to_try)
    _wrap(sched, "scheduling_cycle", _attempting)
    _wrap(sched, "fail_handler", _failure)
    _log_failed_pod_update(sched)
    _wrap(sched, "binding_cycle", _bound)
    _wrap(sched, "finish_binding", _finish_binding)


def _wrap(
    sched: Any, name: str, wrapper: Callable[[Callable[..., Any]], Callable[..., Any]]
) -> None:
    setattr(sched, name, wrapper(getattr(sched, name)))


def _about_to_try(run: Callable[..., bool]) -> Callable[..., bool]:
    def logged(fwk: framework.Framework, pod: v1.Pod) -> bool:
        klog.v(4).info("About to try and schedule pod", pod=klog.kobj(pod))
        skip = run(fwk, pod)
        if skip and pod.metadata.deletion_timestamp is not None:
            klog.v(3).info("Skip schedule deleting pod", pod=klog.kobj(pod))
        return skip

    return logged


def _attempting(run: Callable[..., Any]) -> Callable[..., Any]:
    def logged(state: Any, fwk: Any, pod_info: framework.QueuedPodInfo, *args: Any) -> Any:
        klog.v(3).info("Attempting to schedule pod", pod=klog.kobj(pod_info.pod))
        return run(state, fwk, pod_info, *args)

    return logged


def _failure(run: Callable[..., None]) -> Callable[..., None]:
    def logged(
        fwk: Any, pod_info: framework.QueuedPodInfo, status: framework.Status | None, *args: Any
    ) -> None:
        pod = klog.kobj(pod_info.pod)
        err = framework.Status.as_error(status)
        if isinstance(err, ErrNoNodesAvailable):
            klog.v(2).info(
                "Unable to schedule pod; no nodes are registered to the cluster; waiting", pod=pod
            )
        elif isinstance(err, framework.FitError):
            klog.v(2).info(
                "Unable to schedule pod; no fit; waiting",
                pod=pod,
                err=framework.Status.message(status),
            )
        else:
            klog.error(err, "Error scheduling pod; retrying", pod=pod)
        run(fwk, pod_info, status, *args)

    return logged


def _log_failed_pod_update(sched: Any) -> None:
    """Python-only: write "Error updating pod" after a failure handler whose status update
    failed. The handler goes on from the client's error without a trace, so its client is
    watched while it runs: the update retries until a patch succeeds and is the handler's only
    status patch, so it failed exactly when the last patch raised."""
    run = sched.fail_handler

    def logged(
        fwk: Any, pod_info: framework.QueuedPodInfo, status: framework.Status | None, *args: Any
    ) -> None:
        client = sched.client
        watched = _WatchedClient(client)
        sched.client = watched
        try:
            run(fwk, pod_info, status, *args)
        finally:
            sched.client = client
        if watched.last_patch_error is not None:
            klog.error(watched.last_patch_error, "Error updating pod", pod=klog.kobj(pod_info.pod))

    sched.fail_handler = logged


class _WatchedClient:
    """Python-only: a clientset that notes whether its last pod status patch raised a
    ClientError; everything else goes to the clientset it wraps."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self.last_patch_error: ClientError | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def core_v1(self) -> Any:
        return _WatchedCoreV1(self, self._client.core_v1())


class _WatchedCoreV1:
    def __init__(self, watched: _WatchedClient, core_v1: Any) -> None:
        self._watched = watched
        self._core_v1 = core_v1

    def __getattr__(self, name: str) -> Any:
        return getattr(self._core_v1, name)

    def pods(self, namespace: str) -> Any:
        return _WatchedPods(self._watched, self._core_v1.pods(namespace))


class _WatchedPods:
    def __init__(self, watched: _WatchedClient, pods: Any) -> None:
        self._watched = watched
        self._pods = pods

    def __getattr__(self, name: str) -> Any:
        return getattr(self._pods, name)

    def patch_status(self, *args: Any) -> Any:
        try:
            result = self._pods.patch_status(*args)
        except ClientError as err:
            self._watched.last_patch_error = err
            raise
        self._watched.last_patch_error = None
        return result


def _bound(run: Callable[..., Any]) -> Callable[..., Any]:
    async def logged(
        state: Any, fwk: Any, schedule_result: Any, pod_info: framework.QueuedPodInfo, *args: Any
    ) -> Any:
        status = await run(state, fwk, schedule_result, pod_info, *args)
        if framework.Status.is_success(status):
            klog.v(2).info(
                "Successfully bound pod to node",
                pod=klog.kobj(pod_info.pod),
                node=schedule_result.suggested_host,
                evaluatedNodes=schedule_result.evaluated_nodes,
                feasibleNodes=schedule_result.feasible_nodes,
            )
        return status

    return logged


def _finish_binding(run: Callable[..., None]) -> Callable[..., None]:
    def logged(fwk: Any, assumed: v1.Pod, target_node: str, status: Any) -> None:
        run(fwk, assumed, target_node, status)
        if not framework.Status.is_success(status):
            klog.v(1).info("Failed to bind pod", pod=klog.kobj(assumed))

    return logged
