"""Port of pkg/scheduler/framework/plugins/queuesort/priority_sort_test.go."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins.queuesort.priority_sort import PrioritySort
from kube_scheduler_py.v1_31.testing.wrappers import make_pod

low_priority, high_priority = 10, 100
# Python: a fixed instant instead of time.Now(); only the order of t1 and t2 matters.
t1 = datetime(2024, 1, 1, tzinfo=UTC)
t2 = t1 + timedelta(seconds=1)


def must_new_pod_info(pod: v1.Pod) -> framework.PodInfo:
    return framework.new_pod_info(pod)


@pytest.mark.parametrize(
    ("p1", "p2", "expected"),
    [
        pytest.param(
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(low_priority).obj())
            ),
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(high_priority).obj())
            ),
            False,  # p2 should be ahead of p1 in the queue
            id="p1.priority less than p2.priority",
        ),
        pytest.param(
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(high_priority).obj())
            ),
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(low_priority).obj())
            ),
            True,  # p1 should be ahead of p2 in the queue
            id="p1.priority greater than p2.priority",
        ),
        pytest.param(
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(high_priority).obj()),
                timestamp=t1,
            ),
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(high_priority).obj()),
                timestamp=t2,
            ),
            True,  # p1 should be ahead of p2 in the queue
            id="equal priority. p1 is added to schedulingQ earlier than p2",
        ),
        pytest.param(
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(high_priority).obj()),
                timestamp=t2,
            ),
            framework.QueuedPodInfo(
                pod_info=must_new_pod_info(make_pod().priority(high_priority).obj()),
                timestamp=t1,
            ),
            False,  # p2 should be ahead of p1 in the queue
            id="equal priority. p2 is added to schedulingQ earlier than p1",
        ),
    ],
)
def test_less(p1: framework.QueuedPodInfo, p2: framework.QueuedPodInfo, expected: bool) -> None:
    priority_sort = PrioritySort()
    assert priority_sort.less(p1, p2) == expected
