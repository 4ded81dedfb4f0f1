"""The run timeline: every pod's states in order, the sub-queue counts, and the SVG drawn
without graphviz or matplotlib."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable

from kube_scheduler_py.trace import QueueMove
from kube_scheduler_py.viz.timeline import (
    COLORS,
    SUBQUEUES,
    run_timeline,
    timeline_diagram,
)

from .conftest import Run

SVG = "{http://www.w3.org/2000/svg}"


def test_basic_pods_end_bound_or_failed(example: Callable[[str], Run]) -> None:
    run = example("basic")
    timeline = run_timeline(run.trace)
    for outcome in run.result.pods:
        key = f"default/{outcome.pod.metadata.name}"
        expected = "bound" if outcome.pod.spec.node_name else "failed"
        assert timeline.final_state(key) == expected, key


def test_a_scheduled_pod_goes_queued_in_flight_assumed_bound(example: Callable[[str], Run]) -> None:
    timeline = run_timeline(example("basic").trace)
    states = [state for _, state in timeline.states_of("default/web-1")]
    assert states == ["queued", "in flight", "assumed", "bound"]


def test_running_pods_are_bound_from_the_start_and_victims_end_gone(
    example: Callable[[str], Run],
) -> None:
    timeline = run_timeline(example("preemption").trace)
    assert [s for _, s in timeline.states_of("default/batch-a")] == ["bound", "gone"]
    assert [s for _, s in timeline.states_of("default/prod-db")] == ["bound"]
    payments = timeline.states_of("default/payments")
    assert payments[-1][1] == "bound"
    assert payments[-1][0] >= 1.0  # after its 1 s backoff
    assert "failed" in [s for _, s in payments]


def test_occupancy_counts_the_queue_moves(example: Callable[[str], Run]) -> None:
    run = example("basic")
    timeline = run_timeline(run.trace)
    assert len(timeline.occupancy) == len(timeline.changes)
    # Replay the queue moves independently and compare after the last change.
    where: dict[str, str] = {}
    for move in run.trace.filter(QueueMove):
        assert isinstance(move, QueueMove)
        where[move.pod] = move.new
    for place in SUBQUEUES:
        assert timeline.occupancy[-1][place] == sum(1 for p in where.values() if p == place)
    assert timeline.peak("Unschedulable") == 2  # notebook and batch-huge


def test_text_has_one_line_per_pod(example: Callable[[str], Run]) -> None:
    timeline = run_timeline(example("basic").trace)
    lines = str(timeline).splitlines()
    assert [line.split()[0] for line in lines] == timeline.pods
    assert "activeQ 0.000 → in flight" in lines[timeline.pods.index("default/web-1")]


def test_svg_is_well_formed_with_a_row_per_pod(example: Callable[[str], Run]) -> None:
    timeline = run_timeline(example("preemption").trace)
    svg = timeline_diagram(timeline, title="preemption").to_svg()
    root = ET.fromstring(svg)
    texts = [t.text for t in root.iter(f"{SVG}text")]
    for pod in timeline.pods:
        assert pod in texts
    fills = {r.get("fill") for r in root.iter(f"{SVG}rect")}
    assert {COLORS["bound"], COLORS["gone"], COLORS["failed"]} <= fills
    assert "2" in texts  # the time axis marks the jump to the retry at the 2 s flush


def test_save_writes_svg(tmp_path, example: Callable[[str], Run]) -> None:  # type: ignore[no-untyped-def]
    target = timeline_diagram(example("basic").trace).save(tmp_path / "run.svg")
    assert target.read_text().startswith("<svg")
