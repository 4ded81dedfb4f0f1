"""Port of pkg/scheduler/framework/plugins/schedulinggates/scheduling_gates_test.go."""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.schedulinggates.scheduling_gates import (
    SchedulingGates,
    new,
)
from kube_scheduler_py.v1_31.testing.wrappers import make_pod
from kube_scheduler_py.v1_31.util.utils import AsError


@pytest.mark.parametrize(
    ("pod", "want"),
    [
        pytest.param(make_pod().name("p").obj(), None, id="pod does not carry scheduling gates"),
        pytest.param(
            make_pod().name("p").scheduling_gates(["foo", "bar"]).obj(),
            framework.new_status(
                framework.UnschedulableAndUnresolvable,
                "waiting for scheduling gates: [foo bar]",
            ),
            id="pod carries scheduling gates",
        ),
    ],
)
def test_pre_enqueue(pod: v1.Pod, want: framework.Status | None) -> None:
    p = new(None, None, Features())
    assert isinstance(p, framework.PreEnqueuePlugin)

    got = p.pre_enqueue(pod)
    assert framework.Status.equal(want, got), f"got {got!r}, want {want!r}"


@pytest.mark.parametrize(
    ("pod", "old_obj", "new_obj", "expected_hint", "expected_err"),
    [
        pytest.param(
            v1.Pod(), "not-a-pod", None, framework.Queue, True, id="backoff-wrong-old-object"
        ),
        pytest.param(
            v1.Pod(), None, "not-a-pod", framework.Queue, True, id="backoff-wrong-new-object"
        ),
        pytest.param(
            make_pod().name("p").scheduling_gates(["foo", "bar"]).uid("uid0").obj(),
            make_pod().name("p1").scheduling_gates(["foo", "bar"]).uid("uid1").obj(),
            make_pod().name("p1").scheduling_gates(["foo"]).uid("uid1").obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-other-pod-updated",
        ),
        pytest.param(
            make_pod().name("p").scheduling_gates(["foo", "bar"]).obj(),
            make_pod().name("p").scheduling_gates(["foo", "bar"]).obj(),
            make_pod().name("p").scheduling_gates(["foo"]).obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-gates-not-empty",
        ),
        pytest.param(
            make_pod().name("p").scheduling_gates(["foo"]).obj(),
            make_pod().name("p").scheduling_gates(["foo"]).obj(),
            make_pod().name("p").scheduling_gates([]).obj(),
            framework.Queue,
            False,
            id="queue-on-gates-become-empty",
        ),
    ],
)
def test_is_schedulable_after_pod_change(
    pod: v1.Pod,
    old_obj: Any,
    new_obj: Any,
    expected_hint: framework.QueueingHint,
    expected_err: bool,
) -> None:
    p = new(None, None, Features())
    assert isinstance(p, SchedulingGates)
    if expected_err:
        # Python: the error is raised, so there is no hint value to compare.
        with pytest.raises(AsError):
            p.is_schedulable_after_pod_change(pod, old_obj, new_obj)
        return
    actual_hint = p.is_schedulable_after_pod_change(pod, old_obj, new_obj)
    assert actual_hint == expected_hint
