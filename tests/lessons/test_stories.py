"""Readable forms of trace values."""

from __future__ import annotations

from pathlib import Path

from kube_scheduler_py.api.loader import load_paths
from kube_scheduler_py.lessons.stories import details, readable, report
from kube_scheduler_py.simulation.run import simulate


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
