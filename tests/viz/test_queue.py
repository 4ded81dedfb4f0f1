"""The queue picture: pods in their places, moves as labelled arrows."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.v1_31.internal.queue.observe import QueueLocation
from kube_scheduler_py.viz.queue import (
    LOCATIONS,
    QUEUE_METHODS,
    Move,
    queue_diagram,
    queue_from_trace,
)


def test_pods_sit_in_their_places(dot: Callable[[str], Any]) -> None:
    parsed = dot(
        queue_diagram(
            {
                QueueLocation.ActiveQ: ["default/a", "default/b"],
                QueueLocation.BackoffQ: ["default/c"],
                QueueLocation.Unschedulable: [],
                QueueLocation.InFlight: ["default/d"],
            }
        ).source
    )
    assert parsed.nodes["ActiveQ/default/a"]["cluster"] == "cluster_ActiveQ"
    assert parsed.nodes["ActiveQ/default/b"]["label"] == "default/b"
    assert parsed.nodes["BackoffQ/default/c"]["cluster"] == "cluster_BackoffQ"
    assert parsed.nodes["InFlight/default/d"]["cluster"] == "cluster_InFlight"
    assert parsed.clusters["cluster_ActiveQ"]["label"] == "activeQ (2)"
    assert parsed.clusters["cluster_Unschedulable"]["label"] == "unschedulablePods (0)"


def test_moves_are_numbered_arrows_labelled_with_the_event(dot: Callable[[str], Any]) -> None:
    moves = [
        Move("default/a", "Gone", "ActiveQ", "Add", "PodAdd"),
        ("default/b", "Unschedulable", "BackoffQ", "MoveAllToActiveOrBackoffQueue", "NodeAdd"),
        ("default/c", "ActiveQ", "InFlight", "Pop"),
    ]
    parsed = dot(queue_diagram({"ActiveQ": ["default/a"], "InFlight": []}, moves).source)
    moved = [(t, h, a) for t, h, a in parsed.edges if a.get("style") != "invis"]
    assert [(t, h) for t, h, _ in moved] == [
        ("Gone", "ActiveQ/default/a"),
        ("Unschedulable/", "BackoffQ/"),
        ("ActiveQ/", "InFlight/"),
    ]
    assert [a["label"] for _, _, a in moved] == [
        "1. PodAdd",
        "2. NodeAdd\\ndefault/b",
        "3. Pop\\ndefault/c",
    ]
    assert moved[1][2]["ltail"] == "cluster_Unschedulable"
    assert moved[1][2]["lhead"] == "cluster_BackoffQ"
    assert moved[1][2]["URL"] == QUEUE_METHODS["MoveAllToActiveOrBackoffQueue"][1]


def test_links_start_at_their_go_declaration(
    go_declaration: Callable[[str, str], str | None],
) -> None:
    for _, field, link in LOCATIONS.values():
        assert go_declaration(link, f"PriorityQueue.{field}") is None
    for go_name, link in QUEUE_METHODS.values():
        assert go_declaration(link, go_name) is None


def test_unknown_place_is_refused() -> None:
    with pytest.raises(ValueError, match="no such queue location"):
        queue_diagram({"sleepingQ": ["default/a"]})


def test_every_moment_of_every_example(run: Any, dot: Callable[[str], Any]) -> None:
    moves = run.trace.filter("QueueMove")
    assert moves
    for record in moves:
        locations, last = queue_from_trace(run.trace, upto=record.seq, last=3)
        assert last[-1] == Move(record.pod, record.old, record.new, record.method, record.event)
        placed = [pod for pods in locations.values() for pod in pods]
        assert len(placed) == len(set(placed))
        if record.new != "Gone":
            assert record.pod in locations[record.new]
        parsed = dot(queue_diagram(locations, last).source)
        for place, pods in locations.items():
            for pod in pods:
                assert parsed.nodes[f"{place}/{pod}"]["cluster"] == f"cluster_{place}"
        arrows = [a for _, _, a in parsed.edges if a.get("style") != "invis"]
        assert len(arrows) == len(last)


def test_preemption_victims_deleted_move_the_preemptor_to_backoff(
    example: Callable[[str], Any], dot: Callable[[str], Any]
) -> None:
    run = example("preemption")
    record = next(r for r in run.trace.filter("QueueMove") if r.event == "AssignedPodDelete")
    locations, last = queue_from_trace(run.trace, upto=record.seq)
    assert locations["BackoffQ"] == ["default/payments"]
    parsed = dot(queue_diagram(locations, last).source)
    (attrs,) = parsed.edge("Unschedulable/", "BackoffQ/default/payments")
    assert attrs["label"].endswith("AssignedPodDelete")


def test_whole_trace_leaves_only_pending_pods(example: Callable[[str], Any]) -> None:
    run = example("basic")
    locations, _ = queue_from_trace(run.trace)
    pending = sorted(
        f"default/{o.pod.metadata.name}" for o in run.result.pods if not o.pod.spec.node_name
    )
    assert sorted(pod for pods in locations.values() for pod in pods) == pending


@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_save(tmp_path: Path, suffix: str) -> None:
    picture = queue_diagram({"ActiveQ": ["default/a"]}, [("default/a", "Gone", "ActiveQ", "Add")])
    data = picture.save(tmp_path / f"queue{suffix}").read_bytes()
    assert data.startswith(b"\x89PNG") if suffix == ".png" else b"activeQ (1)" in data
