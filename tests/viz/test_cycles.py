"""The cycle diagram: every box and arrow, links to the right Go functions, highlighting."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from kube_scheduler_py.viz.cycles import (
    CLUSTERS,
    EDGES,
    NODES,
    cycle_diagram,
    steps_from_trace,
)

SCHEDULING = ["Pop", "PreFilter", "Filter", "PostFilter", "PreScore", "Score", "NormalizeScore"]
SCHEDULING += ["Reserve", "Permit"]
BINDING = ["WaitOnPermit", "PreBind", "Bind", "PostBind"]
GO_RUNNERS = {
    "PreFilter": "frameworkImpl.RunPreFilterPlugins",
    "Filter": "frameworkImpl.RunFilterPlugins",
    "PostFilter": "frameworkImpl.RunPostFilterPlugins",
    "PreScore": "frameworkImpl.RunPreScorePlugins",
    "Score": "frameworkImpl.RunScorePlugins",
    "Reserve": "frameworkImpl.RunReservePluginsReserve",
    "Permit": "frameworkImpl.RunPermitPlugins",
    "WaitOnPermit": "frameworkImpl.WaitOnPermit",
    "PreBind": "frameworkImpl.RunPreBindPlugins",
    "Bind": "frameworkImpl.RunBindPlugins",
    "PostBind": "frameworkImpl.RunPostBindPlugins",
    "Unreserve": "frameworkImpl.RunReservePluginsUnreserve",
    "handleSchedulingFailure": "Scheduler.handleSchedulingFailure",
}


def test_boxes_sit_in_their_cycle(dot: Callable[[str], Any]) -> None:
    parsed = dot(cycle_diagram().source)
    for name in SCHEDULING:
        assert parsed.nodes[name]["cluster"] == "cluster_scheduling"
    for name in BINDING:
        assert parsed.nodes[name]["cluster"] == "cluster_binding"
    for name in ("Unreserve", "handleSchedulingFailure", "SchedulingQueue"):
        assert parsed.nodes[name]["cluster"] == ""


def test_every_box_links_to_the_go_function_that_runs_it(
    dot: Callable[[str], Any], go_declaration: Callable[[str, str], str | None]
) -> None:
    parsed = dot(cycle_diagram().source)
    by_name = {node.name: node for node in NODES}
    for name, go_name in GO_RUNNERS.items():
        assert by_name[name].go_name == go_name
    for node in NODES:
        assert go_declaration(node.link, node.go_name) is None
        assert parsed.nodes[node.name]["URL"] == node.link
        assert parsed.nodes[node.name]["tooltip"] == f"Go: {node.go_name}"


def test_cluster_and_arrow_links_start_at_their_go_declaration(
    dot: Callable[[str], Any], go_declaration: Callable[[str, str], str | None]
) -> None:
    parsed = dot(cycle_diagram().source)
    for cycle, (_, go_name, link) in CLUSTERS.items():
        assert go_declaration(link, go_name) is None
        assert parsed.clusters[f"cluster_{cycle}"]["URL"] == link
    linked = [edge for edge in EDGES if edge.link]
    assert linked
    for edge in linked:
        assert go_declaration(edge.link, edge.go_name) is None
        assert parsed.edge(edge.tail, edge.head)[0]["URL"] == edge.link


def test_normal_path_and_failure_edges(dot: Callable[[str], Any]) -> None:
    parsed = dot(cycle_diagram().source)
    for tail, head in pairwise(["SchedulingQueue", "Pop", "PreFilter", "Filter", "PreScore"]):
        assert parsed.edge(tail, head)
    for tail, head in pairwise(["PreScore", "Score", "NormalizeScore", "selectHost", "assume"]):
        assert parsed.edge(tail, head)
    for tail, head in pairwise(["assume", "Reserve", "Permit", *BINDING]):
        assert parsed.edge(tail, head)
    failures = [
        ("Filter", "PostFilter"),
        ("PostFilter", "handleSchedulingFailure"),
        ("Reserve", "Unreserve"),
        ("Permit", "Unreserve"),
        ("Bind", "handleBindingCycleError"),
        ("handleBindingCycleError", "Unreserve"),
        ("Unreserve", "handleSchedulingFailure"),
        ("handleSchedulingFailure", "SchedulingQueue"),
    ]
    for tail, head in failures:
        (attrs,) = parsed.edge(tail, head)
        assert attrs["style"] == "dashed"
        assert attrs["color"] == "red3"
    assert len(parsed.edges) == len(EDGES)


@pytest.mark.parametrize("point", [*SCHEDULING, *BINDING, "Unreserve"])
def test_highlight_one_extension_point(point: str, dot: Callable[[str], Any]) -> None:
    parsed = dot(cycle_diagram(highlight=point).source)
    assert parsed.nodes[point]["fillcolor"] == "gold"
    assert parsed.nodes[point]["style"] == "filled,bold"
    others = [name for name in parsed.nodes if name != point]
    assert all("fillcolor" not in parsed.nodes[name] for name in others)


def test_highlight_understands_trace_step_names(dot: Callable[[str], Any]) -> None:
    parsed = dot(cycle_diagram(highlight=["Popped", "HandleSchedulingFailure"]).source)
    assert parsed.nodes["Pop"]["fillcolor"] == "gold"
    assert parsed.nodes["handleSchedulingFailure"]["fillcolor"] == "gold"


def test_unknown_step_is_refused() -> None:
    with pytest.raises(ValueError, match="no such step"):
        cycle_diagram(highlight="Sort")


def test_path_of_every_pod_of_every_example(run: Any, dot: Callable[[str], Any]) -> None:
    for outcome in run.result.pods:
        key = f"{outcome.pod.metadata.namespace}/{outcome.pod.metadata.name}"
        steps = steps_from_trace(run.trace, key)
        parsed = dot(cycle_diagram(highlight="Filter", path=steps).source)
        for step in steps:
            assert parsed.nodes[step]["style"].startswith("filled")
        for tail, head in pairwise(steps):
            for attrs in parsed.edge(tail, head):
                assert attrs["color"] == "blue"
        if outcome.pod.spec.node_name and outcome.annotations:
            # Scheduled by this run: the path ends with a successful binding cycle.
            assert steps[-4:] == BINDING


def test_path_of_a_preempting_pod(example: Callable[[str], Any]) -> None:
    run = example("preemption")
    steps = steps_from_trace(run.trace, "default/payments")
    first = steps.index("handleSchedulingFailure")
    assert steps[: first + 2] == [
        "SchedulingQueue",
        "Pop",
        "PreFilter",
        "Filter",
        "PostFilter",
        "handleSchedulingFailure",
        "SchedulingQueue",
    ]
    assert steps[-1] == "PostBind"


@pytest.mark.parametrize("suffix", [".svg", ".png", ".dot"])
def test_save(tmp_path: Path, suffix: str) -> None:
    target = cycle_diagram(highlight="Score").save(tmp_path / f"cycles{suffix}")
    data = target.read_bytes()
    if suffix == ".svg":
        assert b"<svg" in data
        assert b"framework.go#L1101-L1207" in data
    elif suffix == ".png":
        assert data.startswith(b"\x89PNG")
    else:
        assert data.decode().startswith("digraph cycles {")


def test_repr_svg_is_deterministic() -> None:
    assert cycle_diagram("Bind")._repr_html_() == cycle_diagram("Bind")._repr_html_()
