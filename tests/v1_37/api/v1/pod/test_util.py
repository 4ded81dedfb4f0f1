"""pkg/api/v1/pod/util_test.go: TestUpdatePodCondition, and the transition times it leaves."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.v1.pod.util import (
    calculate_pod_condition_observed_generation,
    get_pod_condition,
    update_pod_condition,
)

time = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)


def _ready(**fields: object) -> v1.PodCondition:
    condition = v1.PodCondition(
        type=v1.PodReady,
        status=v1.ConditionTrue,
        reason="successfully",
        message="sync pod successfully",
        last_probe_time=time,
        last_transition_time=time + timedelta(microseconds=1),
    )
    for name, value in fields.items():
        setattr(condition, name, value)
    return condition


@pytest.mark.parametrize(
    ("condition", "expected"),
    [
        pytest.param(_ready(), False, id="all equal, no update"),
        pytest.param(_ready(type=v1.PodScheduled), True, id="not equal Type, should get updated"),
        pytest.param(
            _ready(status=v1.ConditionFalse), True, id="not equal Status, should get updated"
        ),
    ],
)
def test_update_pod_condition(condition: v1.PodCondition, expected: bool) -> None:
    pod_status = v1.PodStatus(conditions=[_ready()])
    assert update_pod_condition(pod_status, condition, FakeClock(time + timedelta(hours=1))) is (
        expected
    )


def test_update_pod_condition_sets_the_transition_time_only_when_the_status_flips() -> None:
    now = time + timedelta(hours=1)
    status = v1.PodStatus(conditions=[_ready()])
    update_pod_condition(status, _ready(message="again"), FakeClock(now))
    _, kept = get_pod_condition(status, v1.PodReady)
    assert kept is not None and kept.last_transition_time == time + timedelta(microseconds=1)

    update_pod_condition(status, _ready(status=v1.ConditionFalse), FakeClock(now))
    index, flipped = get_pod_condition(status, v1.PodReady)
    assert index == 0 and flipped is not None and flipped.last_transition_time == now
    assert len(status.conditions) == 1

    assert get_pod_condition(status, v1.PodScheduled) == (-1, None)
    assert get_pod_condition(None, v1.PodReady) == (-1, None)


# TestCalculatePodConditionObservedGeneration (PodObservedGenerationTracking is GA and on).
@pytest.mark.parametrize(
    "condition",
    [
        pytest.param(
            v1.PodCondition(type=v1.PodReady),
            id="pod with no observedGeneration/PodObservedGenerationTracking=true",
        ),
        pytest.param(
            v1.PodCondition(type=v1.PodReady, observed_generation=5),
            id="pod with observedGeneration/PodObservedGenerationTracking=true",
        ),
    ],
)
def test_calculate_pod_condition_observed_generation(condition: v1.PodCondition) -> None:
    pod = v1.Pod(
        metadata=metav1.ObjectMeta(generation=5), status=v1.PodStatus(conditions=[condition])
    )
    got = calculate_pod_condition_observed_generation(
        pod.status, pod.metadata.generation, v1.PodReady
    )
    assert got == 5
    assert calculate_pod_condition_observed_generation(None, 5, v1.PodReady) == 0
