"""The failure handler's "Error updating pod" line on the real path (remote/logs.py)."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from typing import Any

import pytest

from kube_scheduler_py.apiserver.errors import ClientError
from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.logs import log_scheduling_steps
from kube_scheduler_py.remote.server import TransportError
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.testing import wrappers as st


@pytest.fixture
def out() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    klog.set_output(stream)
    yield stream
    klog.set_output(None)


class _Pods:
    def __init__(self, answers: list[Exception | None]) -> None:
        self.answers = answers

    def patch_status(self, name: str, old: v1.PodStatus, new: v1.PodStatus) -> v1.Pod:
        answer = self.answers.pop(0)
        if answer is not None:
            raise answer
        return v1.Pod()


class _Client:
    def __init__(self, answers: list[Exception | None]) -> None:
        self.pods_client = _Pods(answers)

    def core_v1(self) -> _Client:
        return self

    def pods(self, namespace: str) -> _Pods:
        return self.pods_client


class _Scheduler:
    """The parts of the Scheduler that log_scheduling_steps wraps; the failure handler makes
    `patches` status patches, retrying after an error as updatePod does, and goes on from the
    client's error as the port's handler does."""

    def __init__(self, answers: list[Exception | None], patches: int) -> None:
        self.client: Any = _Client(answers)
        self.patches = patches
        self.skip_pod_schedule = self.scheduling_cycle = lambda *_: None
        self.binding_cycle = self.finish_binding = lambda *_: None

    def fail_handler(self, fwk: Any, pod_info: Any, status: Any, *args: Any) -> None:
        pods = self.client.core_v1().pods("default")
        with contextlib.suppress(ClientError):
            for attempt in range(self.patches):
                try:
                    pods.patch_status("p", v1.PodStatus(), v1.PodStatus())
                    return
                except ClientError:
                    if attempt == self.patches - 1:
                        raise


def _fail(sched: _Scheduler) -> None:
    pod_info = framework.QueuedPodInfo(
        pod_info=framework.PodInfo(pod=st.make_pod().name("p").namespace("default").obj())
    )
    status = framework.new_status(framework.UnschedulableAndUnresolvable, "no fit")
    sched.fail_handler(None, pod_info, status)


def test_a_failed_status_update_is_logged_after_the_failure(out: io.StringIO) -> None:
    sched = _Scheduler([TransportError("connection refused")], patches=1)
    client = sched.client
    log_scheduling_steps(sched)
    _fail(sched)
    lines = out.getvalue().splitlines()
    assert lines[-1].startswith("E")
    assert lines[-1].endswith('] "Error updating pod" err="connection refused" pod="default/p"'), (
        lines
    )
    assert sched.client is client


@pytest.mark.parametrize(
    ("answers", "patches"),
    [
        pytest.param([TransportError("reset"), None], 2, id="a retry succeeded"),
        pytest.param([], 0, id="nothing to update"),
    ],
)
def test_an_update_that_did_not_fail_is_not_logged(
    answers: list[Exception | None], patches: int, out: io.StringIO
) -> None:
    sched = _Scheduler(answers, patches)
    log_scheduling_steps(sched)
    _fail(sched)
    assert "Error updating pod" not in out.getvalue()
