"""TeamPlugin, notebook 11's plugin: every extension point it implements is called, its args
come from pluginConfig, and each hook does what the lesson says."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from kube_scheduler_py.lessons.team_plugin import TEAM, TeamArgs, run_teams, team_plugin_of
from kube_scheduler_py.trace import PluginCall, QueueMove, Trace

ARGS = "{teamOrder: [red, blue], maxPerNode: 2}"


@pytest.fixture(scope="module")
def run() -> tuple[Any, Trace]:
    result: tuple[Any, Trace] = run_teams(ARGS)
    return result


def _calls(trace: Trace, point: str, pod: str | None = None) -> list[PluginCall]:
    return [
        r
        for r in trace.filter(PluginCall)
        if isinstance(r, PluginCall)
        and r.plugin == TEAM
        and r.extension_point == point
        and (pod is None or r.pod == pod)
    ]


def test_every_extension_point_is_called(run: tuple[Any, Trace]) -> None:
    _, trace = run
    points = Counter(r.extension_point for r in trace.filter(PluginCall) if r.plugin == TEAM)  # type: ignore[attr-defined]
    for point in (
        "PreEnqueue",
        "PreFilter",
        "PreFilterExtensionAddPod",
        "PreFilterExtensionRemovePod",
        "Filter",
        "PostFilter",
        "PreScore",
        "Score",
        "NormalizeScore",
        "Reserve",
        "PreBind",
        "PostBind",
    ):
        assert points[point] > 0, point


def test_queue_sort_serves_the_teams_in_the_args_order(run: tuple[Any, Trace]) -> None:
    _, trace = run
    popped = [
        r.pod.split("/")[1]
        for r in trace.filter(QueueMove)
        if isinstance(r, QueueMove) and r.method == "Pop"
    ]
    assert popped[:7] == ["red-1", "red-2", "red-3", "blue-1", "blue-2", "blue-3", "blue-4"]


def test_pre_enqueue_keeps_a_pod_without_team_out_of_active_q(run: tuple[Any, Trace]) -> None:
    _, trace = run
    calls = _calls(trace, "PreEnqueue", "default/loner")
    assert calls and all(c.message == "pod has no team label" for c in calls)
    assert not [r for r in trace.records_for("default/loner") if getattr(r, "method", "") == "Pop"]


def test_remove_pod_and_add_pod_track_preemptions_dry_run(run: tuple[Any, Trace]) -> None:
    result, trace = run
    removed = [c.detail["pod"] for c in _calls(trace, "PreFilterExtensionRemovePod")]
    added = [c.detail["pod"] for c in _calls(trace, "PreFilterExtensionAddPod")]
    assert "default/red-3" in removed and "default/blue-1" in added
    evicted = [o.pod.metadata.name for o in result.pods if o.deleted]
    assert evicted == ["red-3"]


def test_post_filter_speaks_for_the_team(run: tuple[Any, Trace]) -> None:
    _, trace = run
    (first, *_) = _calls(trace, "PostFilter", "default/blue-4")
    assert first.message == "team blue fills 1 of 2 node(s)"


def test_normalize_score_scales_to_100(run: tuple[Any, Trace]) -> None:
    _, trace = run
    result, _ = run
    normalized = [call.scores or {} for call in _calls(trace, "NormalizeScore")]
    # red-2 comes after red-1: its team's node scores 100, the other node 0.
    red_1 = dict(team_plugin_of(result).bound)["red-1"]
    (red_2,) = [call.scores or {} for call in _calls(trace, "NormalizeScore", "default/red-2")]
    assert red_2 == {node: 100 if node == red_1 else 0 for node in ("n1", "n2")}
    assert all(max(scores.values()) in (0, 100) for scores in normalized)


def test_reserve_and_post_bind_keep_the_ledger(run: tuple[Any, Trace]) -> None:
    result, _ = run
    plugin = team_plugin_of(result)
    assert plugin.args == TeamArgs(("red", "blue"), 2)
    (evicted,) = [o.pod for o in result.pods if o.deleted]
    assert ("urgent", evicted.spec.node_name) in plugin.bound  # the room preemption made
    assert "urgent" in plugin.ledger[evicted.spec.node_name]


def test_cap_of_one_per_node() -> None:
    result, _ = run_teams("{teamOrder: [red, blue], maxPerNode: 1}")
    api = result.scheduler.client.core_v1().pods("default")
    nodes = [p.spec.node_name for p in api.list() if p.metadata.labels.get("team") == "red"]
    assert sorted(n for n in nodes if n) == ["n1", "n2"]


@pytest.mark.parametrize(
    "args", [{"maxPerNode": 0}, {"maxPerNode": "2"}, {"teamOrder": "red"}, {"teamOrder": [1]}]
)
def test_bad_args_are_refused(args: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=f"^{TEAM} args: "):
        TeamArgs.from_config(args)
