"""Tests for kube_scheduler_py.v1_31.util.utils (port of utils_test.go).

# Python: TestRemoveNominatedNodeName and TestPatchPodStatus run against the in-memory API
# server's clientset; Go's reactors (recording or failing patches) become a small wrapper.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol, runtime_checkable

import pytest

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakePassiveClock, new_fake_clock
from kube_scheduler_py.v1_31.api.client_go.tools.cache.delta_fifo import DeletedFinalStateUnknown
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.testing.wrappers import make_pod
from kube_scheduler_py.v1_31.util import utils as util
from kube_scheduler_py.v1_31.util.utils import (
    AsError,
    as_,
    clear_nominated_node_name,
    get_earliest_pod_start_time,
    get_pod_full_name,
    get_pod_start_time,
    is_scalar_resource_name,
    more_important_pod,
    patch_pod_status,
)

_CURRENT_TIME = VIRTUAL_EPOCH
_SECOND = timedelta(seconds=1)


def test_get_pod_full_name() -> None:
    pod = v1.Pod(metadata=metav1.ObjectMeta(namespace="test", name="pod"))
    assert get_pod_full_name(pod) == f"{pod.name}_{pod.namespace}"


def _new_priority_pod_with_start_time(name: str, priority: int, start_time: datetime) -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(name=name),
        spec=v1.PodSpec(priority=priority),
        status=v1.PodStatus(start_time=start_time),
    )


@dataclass
class _Victims:
    pods: list[v1.Pod]


@pytest.mark.parametrize(
    ("pods", "expected_start_time"),
    [
        pytest.param([], None, id="Pods length is 0"),
        pytest.param(
            [
                _new_priority_pod_with_start_time("pod1", 1, _CURRENT_TIME - _SECOND),
                v1.Pod(metadata=metav1.ObjectMeta(name="pod2"), spec=v1.PodSpec(priority=1)),
            ],
            _CURRENT_TIME - _SECOND,
            id="generate new startTime",
        ),
        pytest.param(
            [
                _new_priority_pod_with_start_time("pod1", 1, _CURRENT_TIME + _SECOND),
                _new_priority_pod_with_start_time("pod2", 2, _CURRENT_TIME + _SECOND),
                _new_priority_pod_with_start_time("pod3", 2, _CURRENT_TIME),
            ],
            _CURRENT_TIME,
            id="Pod with earliest start time last in the list",
        ),
        pytest.param(
            [
                _new_priority_pod_with_start_time("pod1", 2, _CURRENT_TIME),
                _new_priority_pod_with_start_time("pod2", 2, _CURRENT_TIME + _SECOND),
                _new_priority_pod_with_start_time("pod3", 2, _CURRENT_TIME + 2 * _SECOND),
            ],
            _CURRENT_TIME,
            id="Pod with earliest start time first in the list",
        ),
    ],
)
def test_get_earliest_pod_start_time(
    pods: list[v1.Pod], expected_start_time: datetime | None
) -> None:
    # Go's test reads time.Now(); the pod without a start time is "now", after pod1 started.
    clock = FakePassiveClock(_CURRENT_TIME)
    assert get_earliest_pod_start_time(_Victims(pods), clock) == expected_start_time


_POD1 = _new_priority_pod_with_start_time("pod1", 1, _CURRENT_TIME)
_POD2 = _new_priority_pod_with_start_time("pod2", 2, _CURRENT_TIME + _SECOND)
_POD3 = _new_priority_pod_with_start_time("pod3", 2, _CURRENT_TIME)


@pytest.mark.parametrize(
    ("p1", "p2", "expected"),
    [
        pytest.param(_POD1, _POD2, False, id="Pod with higher priority"),
        pytest.param(_POD2, _POD3, False, id="Pod with older created time"),
        pytest.param(_POD3, _POD1, True, id="Pods with same start time"),
    ],
)
def test_more_important_pod(p1: v1.Pod, p2: v1.Pod, expected: bool) -> None:
    assert more_important_pod(p1, p2, FakePassiveClock(_CURRENT_TIME)) == expected


def test_get_pod_start_time_falls_back_to_clock() -> None:
    clock = FakePassiveClock(_CURRENT_TIME + 5 * _SECOND)
    assert get_pod_start_time(v1.Pod(), clock) == _CURRENT_TIME + 5 * _SECOND
    assert get_pod_start_time(_POD1, clock) == _CURRENT_TIME


@dataclass
class _PatchCall:
    namespace: str
    name: str
    old_status: v1.PodStatus
    new_status: v1.PodStatus


@dataclass
class _ReactorClientset:
    """A clientset whose pod status patches go through `reactor` first, as Go's
    PrependReactor("patch", "pods", ...) does. The reactor returns True when it handled the
    call (or raises); otherwise the call goes on to `delegate`, if there is one.
    """

    reactor: Callable[[_PatchCall], bool]
    delegate: Clientset | None = None
    calls: list[_PatchCall] = field(default_factory=list)

    def core_v1(self) -> Any:
        return _ReactorCoreV1(self)


@dataclass
class _ReactorCoreV1:
    cs: _ReactorClientset

    def pods(self, namespace: str) -> Any:
        return _ReactorPods(self.cs, namespace)


@dataclass
class _ReactorPods:
    cs: _ReactorClientset
    namespace: str

    def patch_status(self, name: str, old_status: v1.PodStatus, new_status: v1.PodStatus) -> Any:
        call = _PatchCall(self.namespace, name, old_status, new_status)
        self.cs.calls.append(call)
        if self.cs.reactor(call):
            return v1.Pod()
        assert self.cs.delegate is not None
        return (
            self.cs.delegate.core_v1()
            .pods(self.namespace)
            .patch_status(name, old_status, new_status)
        )


@pytest.mark.parametrize(
    ("current_nominated_node_name", "expected_patch_requests"),
    [
        pytest.param("node1", 1, id="Should make patch request to clear node name"),
        pytest.param(
            "", 0, id="Should not make patch request if nominated node is already cleared"
        ),
    ],
)
def test_remove_nominated_node_name(
    current_nominated_node_name: str, expected_patch_requests: int
) -> None:
    # The scheduler does not use the patched pod, so the reactor only records the call.
    cs = _ReactorClientset(reactor=lambda call: True)
    pod = v1.Pod(
        metadata=metav1.ObjectMeta(name="foo"),
        status=v1.PodStatus(nominated_node_name=current_nominated_node_name),
    )

    clear_nominated_node_name(cs, pod)

    assert len(cs.calls) == expected_patch_requests
    if expected_patch_requests > 0:
        # Go expects the patch {"status":{"nominatedNodeName":null}}: the only change is the
        # cleared nominated node name.
        call = cs.calls[0]
        assert call.old_status == pod.status
        assert call.new_status == v1.PodStatus(nominated_node_name="")


def _patch_pod() -> v1.Pod:
    # Python: Go's rows also set spec.imagePullSecrets, which only mattered to Go's patch
    # generation; the API model here has no such field.
    return v1.Pod(metadata=metav1.ObjectMeta(namespace="ns", name="pod1"))


def _status_to_update() -> v1.PodStatus:
    return v1.PodStatus(
        conditions=[v1.PodCondition(type=v1.PodScheduled, status=v1.ConditionFalse)]
    )


def _refuse_first_patch() -> Callable[[_PatchCall], bool]:
    reqcount = 0

    def reactor(call: _PatchCall) -> bool:
        nonlocal reqcount
        reqcount += 1
        if reqcount == 1:
            # A refused connection for the first patch request.
            raise ConnectionRefusedError("connection refused")
        if reqcount == 2:
            # The second one goes through.
            return False
        raise Exception("requests comes in more than three times.")

    return reactor


def _refuse_four_patches() -> Callable[[_PatchCall], bool]:
    reqcount = 0

    def reactor(call: _PatchCall) -> bool:
        nonlocal reqcount
        reqcount += 1
        if reqcount > 4:
            raise Exception("requests comes in more than four times.")
        # A refused connection for every request.
        raise ConnectionRefusedError("connection refused")

    return reactor


@pytest.mark.parametrize(
    ("pod", "reactor", "validate_err", "status_to_update"),
    [
        pytest.param(
            _patch_pod(),
            None,
            None,
            _status_to_update(),
            id="Should update pod conditions successfully",
        ),
        pytest.param(
            # An image pull secret with an empty name broke Go's patch generation once
            # (kubernetes#101697, #94626).
            _patch_pod(),
            None,
            None,
            _status_to_update(),
            id="Should update pod conditions successfully on a pod Spec with secrets with empty "
            "name",
        ),
        pytest.param(
            _patch_pod(),
            _refuse_first_patch(),
            None,
            _status_to_update(),
            id="retry patch request when an 'connection refused' error is returned",
        ),
        pytest.param(
            _patch_pod(),
            _refuse_four_patches(),
            lambda err: isinstance(err, ConnectionRefusedError),
            _status_to_update(),
            id="only 4 retries at most",
        ),
    ],
)
def test_patch_pod_status(
    pod: v1.Pod,
    reactor: Callable[[_PatchCall], bool] | None,
    validate_err: Callable[[BaseException], bool] | None,
    status_to_update: v1.PodStatus,
) -> None:
    client = Clientset(APIServer(new_fake_clock()))
    client.core_v1().pods(pod.namespace).create(pod)
    cs: Any = client
    if reactor is not None:
        cs = _ReactorClientset(reactor=reactor, delegate=client)

    err: BaseException | None = None
    try:
        patch_pod_status(cs, pod, status_to_update)
    except Exception as e:
        err = e
    if validate_err is not None:
        assert err is not None and validate_err(err), f"Returned unexpected error: {err}"
        return
    assert err is None

    retrieved_pod = client.core_v1().pods(pod.namespace).get(pod.name)
    # Python: the in-memory API server sets phase Pending when it creates a pod (Go's fake
    # clientset stores the pod as given), so the patched part is compared: the conditions.
    assert retrieved_pod.status.conditions == status_to_update.conditions


@pytest.mark.parametrize(
    ("name", "scalar"),
    [
        ("example.com/gpu", True),
        ("hugepages-2Mi", True),
        ("kubernetes.io/foo", True),
        ("attachable-volumes-aws-ebs", True),
        ("cpu", False),
        ("memory", False),
        ("ephemeral-storage", False),
    ],
)
def test_is_scalar_resource_name(name: str, scalar: bool) -> None:
    assert is_scalar_resource_name(name) == scalar


def _foo_pod() -> v1.Pod:
    return v1.Pod(metadata=metav1.ObjectMeta(name="foo"))


def _foo_node() -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name="foo"))


@pytest.mark.parametrize(
    ("old_obj", "new_obj", "want_old_obj", "want_new_obj", "want_err"),
    [
        pytest.param(None, _foo_pod(), None, _foo_pod(), False, id="nil old Pod"),
        pytest.param(_foo_pod(), None, _foo_pod(), None, False, id="nil new Pod"),
        pytest.param(
            _foo_pod(), _foo_node(), None, None, True, id="two different kinds of objects"
        ),
    ],
)
def test_as_pod(
    old_obj: object,
    new_obj: object,
    want_old_obj: v1.Pod | None,
    want_new_obj: v1.Pod | None,
    want_err: bool,
) -> None:
    if want_err:
        with pytest.raises(AsError):
            as_(v1.Pod, old_obj, new_obj)
        return
    got_old, got_new = as_(v1.Pod, old_obj, new_obj)
    assert got_old == want_old_obj
    assert got_new == want_new_obj


@pytest.mark.parametrize(
    ("old_obj", "new_obj", "want_old_obj", "want_new_obj"),
    [
        pytest.param(None, _foo_node(), None, _foo_node(), id="nil old Node"),
        pytest.param(_foo_node(), None, _foo_node(), None, id="nil new Node"),
    ],
)
def test_as_node(
    old_obj: object, new_obj: object, want_old_obj: v1.Node | None, want_new_obj: v1.Node | None
) -> None:
    got_old, got_new = as_(v1.Node, old_obj, new_obj)
    assert got_old == want_old_obj
    assert got_new == want_new_obj


@runtime_checkable
class KMetadata(Protocol):
    """Stand-in for klog.KMetadata: anything with a name and a namespace."""

    @property
    def name(self) -> str: ...

    @property
    def namespace(self) -> str: ...


@pytest.mark.parametrize(
    ("old_obj", "new_obj", "want_err"),
    [
        pytest.param(None, _foo_pod(), False, id="nil old Pod"),
        pytest.param(_foo_pod(), None, False, id="nil new Pod"),
        pytest.param(_foo_pod(), _foo_node(), False, id="two different kinds of objects"),
        pytest.param("unknown type", None, True, id="unknown old type"),
        pytest.param(None, "unknown type", True, id="unknown new type"),
    ],
)
def test_as_kmetadata(old_obj: object, new_obj: object, want_err: bool) -> None:
    if want_err:
        with pytest.raises(AsError):
            as_(KMetadata, old_obj, new_obj)  # type: ignore[type-abstract]
        return
    as_(KMetadata, old_obj, new_obj)  # type: ignore[type-abstract]


def test_as_unwraps_deleted_final_state_unknown_and_names_types() -> None:
    tombstone = DeletedFinalStateUnknown(key="default/foo", obj=_foo_pod())
    got_old, got_new = as_(v1.Pod, tombstone, None)
    assert got_old == _foo_pod()
    assert got_new is None
    with pytest.raises(AsError) as exc:
        as_(v1.Pod, None, _foo_node())
    assert str(exc.value) == "expected Pod, but got Node"


def test_pods_without_start_time_read_a_fresh_later_now_each_time() -> None:
    # Go reads time.Now() for each pod, so of two pods that have not started, the one asked
    # about first looks older: MoreImportantPod(first, second) holds both ways round.
    clock = new_fake_clock()
    first = make_pod().name("first").obj()
    second = make_pod().name("second").obj()
    assert util.get_pod_start_time(first, clock) < util.get_pod_start_time(second, clock)
    assert util.more_important_pod(first, second, clock)
    assert util.more_important_pod(second, first, clock)
