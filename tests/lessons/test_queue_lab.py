"""Notebook 01's hand-driven queue and its experiment."""

from __future__ import annotations

import asyncio

import pytest

from kube_scheduler_py.lessons.queue_lab import four_pods, moves, new_queue, run_experiment

PRIORITIES = {"web": 0, "batch": 0, "payments": 1000}


def test_the_gated_pod_is_parked() -> None:
    queue, _, trace = new_queue()
    for pod in four_pods().values():
        queue.add(pod)
    lines = moves(trace).splitlines()
    assert len(lines) == 4
    assert "default/gated" in lines[-1]
    assert "Gone -> Unschedulable" in lines[-1]
    assert queue.pending_pods()[1] == "activeQ:3; backoffQ:0; unschedulablePods:1"


@pytest.mark.parametrize(
    ("node_added_at", "places"),
    [(1.0, {"BackoffQ", "ActiveQ"}), (5.0, {"ActiveQ"}), (None, set())],
)
def test_where_the_node_add_moves_the_pods(node_added_at: float | None, places: set[str]) -> None:
    result = asyncio.run(run_experiment(PRIORITIES, node_added_at))
    assert result.first_round == ["payments", "web", "batch"]
    assert {m.new for m in result.moves} == places
    if node_added_at is None:
        assert sorted(result.stuck) == ["batch", "payments", "web"]
        assert result.second_round == []
    else:
        assert result.stuck == []
        assert result.second_round[0] == "payments"
    assert result.text().startswith("first round: payments -> web -> batch")


def test_priorities_change_the_order() -> None:
    result = asyncio.run(run_experiment({"web": 0, "batch": 5000, "payments": 1000}, 1.0))
    assert result.first_round == ["batch", "payments", "web"]
