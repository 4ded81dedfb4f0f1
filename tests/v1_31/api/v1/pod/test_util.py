"""pkg/api/v1/pod/util_test.go: TestUpdatePodCondition, and the transition times it leaves."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.v1.pod.util import get_pod_condition, update_pod_condition

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
