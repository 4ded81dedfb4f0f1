"""The stepper on real runs: buttons, dropdown and slider move the model, and the view shows the
record, the CycleState, the statuses, the picture and the Go links the trace says.

The scenarios are examples/basic.yaml and examples/preemption.yaml; their comments say what the
real scheduler does with each pod.
"""

from __future__ import annotations

import html
import re
from itertools import pairwise
from pathlib import Path

import pytest

from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import (
    CacheTransition,
    CycleStateAccess,
    PluginCall,
    QueueMove,
    SchedulingStep,
    Trace,
)
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.viz import Diagram
from kube_scheduler_py.widgets import NO_NODE, Stepper, StepperModel, describe, format_value, panels

ROOT = Path(__file__).resolve().parents[2]

#: The order the framework runs its extension points in (scheduling, then binding cycle).
EXTENSION_POINT_ORDER = [
    "PreEnqueue",
    "PreFilter",
    "Filter",
    "PreScore",
    "Score",
    "NormalizeScore",
    "Reserve",
    "Permit",
    "PreBind",
    "Bind",
    "PostBind",
]


def _traced(example: str) -> Trace:
    trace = Trace()
    simulate(load_paths([str(ROOT / "examples" / example)]).objects, None, 0, trace=trace)
    return trace


@pytest.fixture(scope="module")
def basic() -> Trace:
    return _traced("basic.yaml")


@pytest.fixture(scope="module")
def preemption() -> Trace:
    return _traced("preemption.yaml")


@pytest.fixture
def stepper(basic: Trace) -> Stepper:
    return Stepper(basic, pod="default/web-1")


def test_starts_at_the_first_pod_scheduled(basic: Trace) -> None:
    stepper = Stepper(basic)
    # Pending pods are tried in file order: web-1 is the first one popped.
    assert stepper.pod == "default/web-1"
    assert stepper.position == 0
    count = len(basic.records_for("default/web-1"))
    assert f"step 1 of {count}" in stepper.position_label.value
    assert stepper.slider.max == count - 1
    assert repr(stepper) == f"Stepper(default/web-1: record 1 of {count})"


def test_next_button_moves_one_record(stepper: Stepper, basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    for position in range(1, 6):
        stepper.next_button.click()
        assert stepper.position == position
        assert stepper.slider.value == position
        assert f"step {position + 1} of {len(records)}" in stepper.position_label.value
        record = records[position]
        assert type(record).__name__ in stepper.step_html.value
        assert html.escape(describe(record)) in stepper.step_html.value


def test_back_at_the_start(stepper: Stepper) -> None:
    assert stepper.back_button.disabled
    assert stepper.back_call_button.disabled
    stepper.back_button.click()
    stepper.back_point_button.click()
    stepper.back_call_button.click()
    assert stepper.position == 0
    stepper.next_button.click()
    stepper.next_button.click()
    assert not stepper.back_button.disabled
    stepper.back_button.click()
    stepper.back_button.click()
    assert stepper.position == 0
    assert stepper.back_button.disabled


def test_at_the_end(stepper: Stepper, basic: Trace) -> None:
    last = len(basic.records_for("default/web-1")) - 1
    stepper.slider.value = last
    assert stepper.position == last
    assert stepper.next_button.disabled
    stepper.next_button.click()
    stepper.next_point_button.click()
    assert stepper.position == last


def test_by_plugin_call(stepper: Stepper, basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    calls = [i for i, record in enumerate(records) if isinstance(record, PluginCall)]
    visited = []
    while not stepper.next_call_button.disabled:
        stepper.next_call_button.click()
        visited.append(stepper.position)
        record = records[stepper.position]
        assert isinstance(record, PluginCall)
        assert record.plugin in stepper.step_html.value
        assert record.extension_point in stepper.step_html.value
    assert visited == [i for i in calls if i > 0]
    back = [stepper.position]
    while not stepper.back_call_button.disabled:
        stepper.back_call_button.click()
        back.append(stepper.position)
    assert back == calls[::-1]


def test_by_extension_point(stepper: Stepper, basic: Trace) -> None:
    model = stepper.model
    positions = [0]
    while not stepper.next_point_button.disabled:
        stepper.next_point_button.click()
        positions.append(stepper.position)
    stops = positions[1:]
    # Every stop is a plugin call: the first one of its extension point.
    for stop in stops:
        assert isinstance(model.records[stop], PluginCall)
        earlier = [i for i in range(stop) if isinstance(model.records[i], PluginCall)]
        assert not earlier or model.point(earlier[-1]) != model.point(stop)
    # Between two stops, every plugin call is of the first stop's extension point.
    for start, end in pairwise([*stops, len(model.records)]):
        calls = [i for i in range(start, end) if isinstance(model.records[i], PluginCall)]
        assert {model.point(i) for i in calls} == {model.point(start)}
    points = [model.stage(i) for i in stops]
    assert points == [p for p in EXTENSION_POINT_ORDER if p in points]
    assert {"PreFilter", "Filter", "PreScore", "Score", "Bind"} <= set(points)
    # Stepping by extension point takes fewer steps than by plugin call.
    calls = sum(isinstance(r, PluginCall) for r in basic.records_for("default/web-1"))
    assert len(stops) < calls
    # Back goes to the first call of the point, then to the first call of the previous point.
    stepper.slider.value = stops[3] + 1
    stepper.back_point_button.click()
    assert stepper.position == stops[3]
    stepper.back_point_button.click()
    assert stepper.position == stops[2]


def test_extension_point_stops_skip_bookkeeping_and_include_post_filter(
    preemption: Trace,
) -> None:
    model = StepperModel(preemption, pod="default/payments")
    stops = []
    while model.can_move()["next_extension_point"]:
        stops.append(model.next_extension_point())
    assert all(isinstance(model.records[i], PluginCall) for i in stops)
    post_filter = [
        i
        for i, r in enumerate(model.records)
        if isinstance(r, PluginCall) and r.extension_point == "PostFilter"
    ]
    # preemption.yaml: payments fails once and DefaultPreemption's PostFilter call preempts.
    assert post_filter
    assert model.records[post_filter[0]].plugin == "DefaultPreemption"
    assert post_filter[0] in stops
    dry_run = [i for i in stops if model.point(i).startswith("PostFilter (dry run)")]
    assert dry_run and dry_run[0] < post_filter[0]


def test_extension_point_steps_highlight_the_box(stepper: Stepper) -> None:
    model = stepper.model
    while model.stage() != "Filter":
        stepper.next_point_button.click()
    assert model.box() == "Filter"
    assert "(in Filter)" in stepper.step_html.value
    # At natural size (text of 12 px and more), scrolling when wider than the panel.
    assert re.search(
        r"<svg style=\"width: \d+px; max-width: none; height: auto", stepper.picture_html.value
    )
    assert "<?xml" not in stepper.picture_html.value
    stepper.zoom_out_button.click()
    stepper.zoom_out_button.click()
    assert '<svg style="width: 100%' in stepper.picture_html.value
    assert stepper.zoom_out_button.disabled
    assert "picture: fit" in stepper.zoom_label.value
    source = model.picture().source
    filter_box = next(line for line in source.splitlines() if line.strip().startswith("Filter ["))
    assert "gold" in filter_box


def test_pod_dropdown_and_pod_buttons(stepper: Stepper, basic: Trace) -> None:
    stepper.slider.value = 5
    stepper.pod_dropdown.value = "default/notebook"
    assert stepper.pod == "default/notebook"
    assert stepper.position == 0
    count = len(basic.records_for("default/notebook"))
    assert stepper.slider.max == count - 1
    assert "default/notebook" in stepper.position_label.value
    assert f"step 1 of {count}" in stepper.position_label.value
    pods = stepper.model.pods
    stepper.next_pod_button.click()
    assert stepper.pod == pods[pods.index("default/notebook") + 1]
    assert stepper.pod_dropdown.value == stepper.pod
    stepper.back_pod_button.click()
    stepper.back_pod_button.click()
    assert stepper.pod == pods[pods.index("default/notebook") - 1]


def test_pod_buttons_at_the_ends(basic: Trace) -> None:
    model = StepperModel(basic, pod=None)
    model.select_pod(model.pods[0])
    model.back_pod()
    assert model.pod == model.pods[0]
    model.select_pod(model.pods[-1])
    model.next_pod()
    assert model.pod == model.pods[-1]
    with pytest.raises(ValueError, match="no records for pod"):
        model.select_pod("default/nobody")


def test_statuses_so_far(stepper: Stepper, basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    taint = next(
        i
        for i, r in enumerate(records)
        if isinstance(r, PluginCall)
        and (r.extension_point, r.plugin, r.node) == ("Filter", "TaintToleration", "node-c")
    )
    stepper.slider.value = taint - 1
    assert "node-c" not in stepper.model.statuses().get(("Filter", "TaintToleration"), {})
    stepper.next_button.click()
    statuses = stepper.model.statuses()
    # basic.yaml: node-c carries the taint gpu=true:NoSchedule that web-1 does not tolerate.
    assert statuses[("Filter", "TaintToleration")]["node-c"] == (
        "UnschedulableAndUnresolvable: node(s) had untolerated taint {gpu: true}"
    )
    assert html.escape("node(s) had untolerated taint {gpu: true}") in stepper.statuses_html.value
    for (stage, plugin), row in statuses.items():
        ran = [
            r
            for r in records[: taint + 1]
            if isinstance(r, PluginCall) and (r.extension_point, r.plugin) == (stage, plugin)
        ]
        assert set(row) == {r.node or NO_NODE for r in ran}


def _expected_storage(records: list, upto: int, state: int) -> dict:
    """The last value the records show for each key of one state (not for clones)."""
    storage: dict = {}
    for record in records[: upto + 1]:
        if isinstance(record, CycleStateAccess) and record.state == state and record.key:
            if record.op in ("Write", "Read") and record.found:
                storage[record.key] = record.value
            else:
                storage.pop(record.key, None)
    return storage


def test_cycle_state_at_each_step_is_what_the_records_say(stepper: Stepper, basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    model = stepper.model
    for position, record in enumerate(records):
        if not isinstance(record, CycleStateAccess):
            continue
        stepper.slider.value = position
        state = model.cycle_states()[record.state]
        assert state.storage == _expected_storage(records, position, record.state)
        if record.key and record.found:
            assert state.storage[record.key] == record.value
            assert html.escape(record.key) in stepper.state_html.value
            assert html.escape(format_value(record.value)) in stepper.state_html.value
        if record.op == "SkipFilterPlugins":
            assert state.skip_filter_plugins == record.value
        if record.op == "SkipScorePlugins":
            assert state.skip_score_plugins == record.value


def test_cycle_state_clones_in_preemption(preemption: Trace) -> None:
    model = StepperModel(preemption, pod="default/payments")
    clones = [
        (i, r)
        for i, r in enumerate(model.records)
        if isinstance(r, CycleStateAccess) and r.op == "Clone"
    ]
    assert clones
    for position, record in clones:
        before = model.cycle_states(position - 1)[record.state]
        after = model.cycle_states(position)
        assert record.clone is not None
        clone = after[record.clone]
        assert clone.clone_of == record.state
        assert sorted(clone.storage) == sorted(record.value)
        assert clone.storage == {k: before.storage[k] for k in record.value}
        assert clone.skip_filter_plugins == before.skip_filter_plugins
        assert record.clone in {s.number for s in model.attempt_cycle_states(position)}


def test_preemption_dry_runs_belong_to_post_filter(preemption: Trace) -> None:
    model = StepperModel(preemption, pod="default/payments")
    records = model.records
    steps = {r.step: i for i, r in enumerate(records) if isinstance(r, SchedulingStep)}
    first_steps = {
        r.step: i for i, r in reversed(list(enumerate(records))) if isinstance(r, SchedulingStep)
    }
    schedule_pod, post_filter = first_steps["SchedulePod"], first_steps["PostFilter"]
    assert steps["PostFilter"] == post_filter
    dry_runs = [
        i
        for i in range(schedule_pod + 1, post_filter)
        if isinstance(records[i], PluginCall) and records[i].extension_point == "Filter"
    ]
    assert dry_runs
    for i in dry_runs:
        assert model.stage(i) == "PostFilter"
        assert model.box(i) == "PostFilter"
    plugin = records[dry_runs[0]].plugin
    assert ("PostFilter: Filter", plugin) in model.statuses(dry_runs[0])
    first_filter = next(
        i
        for i, r in enumerate(records)
        if isinstance(r, PluginCall) and r.extension_point == "Filter"
    )
    assert model.stage(first_filter) == "Filter"


def test_second_attempt_starts_afresh(preemption: Trace) -> None:
    model = StepperModel(preemption, pod="default/payments")
    pops = [
        i
        for i, r in enumerate(model.records)
        if isinstance(r, SchedulingStep) and r.step == "Popped"
    ]
    # preemption.yaml: payments fails once, preempts, and is scheduled on its second attempt.
    assert len(pops) == 2
    assert model.attempt(pops[1] - 1) == 1
    assert model.attempt(pops[1]) == 2
    assert model.statuses(pops[1]) == {}
    first = {s.number for s in model.attempt_cycle_states(pops[1] - 1)}
    second = {s.number for s in model.attempt_cycle_states(len(model.records) - 1)}
    assert not first & second


def test_pictures_for_cache_and_queue_steps(stepper: Stepper, basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    cache = next(i for i, r in enumerate(records) if isinstance(r, CacheTransition))
    queue = next(i for i, r in enumerate(records) if isinstance(r, QueueMove))
    stepper.slider.value = cache
    assert stepper.model.picture().source.startswith("digraph cache {")
    assert "pod states in the scheduler cache" in stepper.picture_html.value
    stepper.slider.value = queue
    assert stepper.model.picture().source.startswith("digraph queue {")
    assert stepper.model.box() == "SchedulingQueue"


def test_go_links(stepper: Stepper, basic: Trace) -> None:
    records = basic.records_for("default/web-1")
    for position in (0, 3, 10):
        stepper.slider.value = position
        record = records[position]
        assert f'href="{html.escape(record.go)}"' in stepper.go_html.value
        assert 'target="_blank"' in stepper.go_html.value
        if isinstance(record, PluginCall) and record.plugin_go:
            assert f'href="{html.escape(record.plugin_go)}"' in stepper.go_html.value


def test_format_value() -> None:
    view = {"@type": "preScoreState", "pod_requests": [500, 5368], "name": "x", "ok": None}
    assert format_value(view) == 'preScoreState{pod_requests: [500, 5368], name: "x", ok: None}'
    assert format_value({"a": True}) == "{a: True}"


def test_an_empty_trace_is_refused() -> None:
    with pytest.raises(ValueError, match="no records"):
        StepperModel(Trace())


def test_a_picture_drawn_later_replaces_the_note(
    basic: Trace, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In the browser graphviz may still be loading when the stepper first shows a step: the
    note is shown then, and the picture when the step is shown again."""
    drawn = Diagram.svg
    monkeypatch.setattr(Diagram, "svg", lambda self: None)
    stepper = Stepper(basic, pod="default/web-1")
    assert panels.NO_PICTURE in stepper.picture_html.value
    monkeypatch.setattr(Diagram, "svg", drawn)
    stepper.slider.value = 1
    stepper.slider.value = 0
    assert panels.NO_PICTURE not in stepper.picture_html.value
    assert "<svg" in stepper.picture_html.value


def test_a_stepper_opens_at_a_named_moment(basic: Trace, preemption: Trace) -> None:
    records = basic.records_for("default/web-1")
    first_filter = next(
        i
        for i, r in enumerate(records)
        if isinstance(r, PluginCall) and r.extension_point == "Filter"
    )
    stepper = Stepper(basic, pod="default/web-1", point="Filter")
    assert stepper.position == first_filter
    assert "PluginCall" in stepper.step_html.value and "Filter" in stepper.step_html.value
    # The plugin and the node narrow it down; the replay opens at the same record.
    call = records[first_filter]
    assert isinstance(call, PluginCall)
    other = next(
        i
        for i, r in enumerate(records)
        if isinstance(r, PluginCall)
        and r.extension_point == "Filter"
        and r.plugin == call.plugin
        and r.node != call.node
    )
    node = records[other].node
    model = StepperModel(basic, "default/web-1", point="Filter", plugin=call.plugin, node=node)
    assert model.position == other
    assert model.to_replay(embed_sources=False)["position"] == other
    # Steps of the cycles by their box name or the trace's name; queue moves by kind.
    pop = StepperModel(basic, "default/web-1", point="Pop").position
    assert isinstance(records[pop], SchedulingStep) and records[pop].step == "Popped"
    assert StepperModel(basic, "default/web-1", point="Popped").position == pop
    queue = StepperModel(basic, "default/web-1", point="queue").current
    assert isinstance(queue, QueueMove)
    # The second attempt of a pod that preempts.
    payments = StepperModel(preemption, "default/payments", point="Filter", attempt=2)
    assert payments.attempt() == 2 and isinstance(payments.current, PluginCall)
    assert payments.point() == "Filter"


def test_a_moment_that_matches_nothing_says_what_there_is(basic: Trace) -> None:
    with pytest.raises(ValueError, match=r"no record of default/web-1 at point='PostFilter'"):
        Stepper(basic, pod="default/web-1", point="PostFilter")
    with pytest.raises(ValueError, match=r"its records are at: .*Filter"):
        StepperModel(basic, "default/web-1", point="Filter", plugin="NoSuchPlugin")
