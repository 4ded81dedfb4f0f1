"""Notebook 09's scenario and stand-in PV controller."""

from __future__ import annotations

from kube_scheduler_py.lessons import volumes
from kube_scheduler_py.lessons.facts import bind_time, queue_of


def test_with_the_controller_prebind_waits_then_binds() -> None:
    result, trace, log = volumes.run(controller_delay=2.5)
    assert result.pods[0].pod.spec.node_name == "n2"
    assert log == [(2.5, "PV controller: bound claim data to PV big-n2")]
    assert bind_time(trace, "db") == 3.01
    story = volumes.volume_story(trace, log).splitlines()
    assert story[-1] == "t=  3.010  DefaultBinder Bind      n2: Success"
    api = result.scheduler.client.core_v1()  # type: ignore[union-attr]
    assert api.persistent_volume_claims("default").get("data").spec.volume_name == "big-n2"


def test_without_a_controller_prebind_times_out() -> None:
    result, trace, log = volumes.run(bind_timeout_seconds=5)
    assert log == []
    assert result.pods[0].pod.spec.node_name == ""
    assert queue_of(trace, "db") == "backoffQ"
    assert "context deadline exceeded" in volumes.volume_story(trace, log)
