"""Readable forms of trace values."""

from __future__ import annotations

from kube_scheduler_py.lessons.stories import details, readable


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
