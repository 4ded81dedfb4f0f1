"""Readable forms of trace values."""

from __future__ import annotations

from pathlib import Path

from kube_scheduler_py.lessons.stories import details, readable, report, story, story_by_attempts
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.v1_31.api.loader import load_paths


def test_struct_and_mapping() -> None:
    value = {"@type": "AppCounts", "app": "web", "per_node": {"n1": 2, "n2": 1}}
    assert readable(value) == "AppCounts(app=web, per_node={n1: 2, n2: 1})"
    assert readable(["a", 1]) == "[a, 1]"


def test_details_leave_out_the_cycle() -> None:
    assert details({"attempts": 1}) == "attempts=1"
    assert details({"cycle": 3, "evaluated_nodes": 1, "feasible_nodes": 1}) == (
        "evaluated_nodes=1, feasible_nodes=1"
    )
    assert details({}) == ""


def test_report_of_the_preemption_example() -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "preemption.yaml"
    lines = report(simulate(load_paths([str(example)]).objects, seed=0)).splitlines()
    assert lines[0].split() == ["batch-a", "priority", "100", "EVICTED"]
    assert "payments  priority 10000  on node-1  (nominatedNodeName: node-1)" in lines
    assert any(line.startswith("Preempted        batch-a: Preempted by pod") for line in lines)


def test_story_of_payments() -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "preemption.yaml"
    trace = Trace()
    simulate(load_paths([str(example)]).objects, seed=0, trace=trace)
    lines = story(trace, "default/payments", points=("PostFilter",)).splitlines()
    assert lines[0] == "t=   0.000  queue  Gone -> ActiveQ (Add, PodAdd)"
    assert "plugin PostFilter DefaultPreemption: Success" in "\n".join(lines)
    assert lines[-1].endswith("cache  Assumed -> Added (AddPod)")
    everyone = story(trace, steps=("Bind",))
    assert "default/payments step   Bind: Success" in everyone
    cut = story_by_attempts(trace, first=1, last=0, steps=())
    assert cut.count("popped from activeQ") == 1
    assert "... 1 more attempts ..." in cut
