"""The scheduling and binding cycles as a graphviz diagram, one box per extension point.

Every box links (its URL, also shown as a tooltip) to the Go function of v1.31.1 that runs that
point: `frameworkImpl.RunFilterPlugins` for Filter and so on. Edges show the normal path and the
failure paths (a rejected Reserve or Permit is undone by Unreserve; an unschedulable pod goes
through PostFilter and handleSchedulingFailure back into the queue).

    cycle_diagram(highlight="Filter")                 # one extension point stands out
    cycle_diagram(path=steps_from_trace(trace, pod))  # the way one pod went, from a trace

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import graphviz  # type: ignore[import-untyped]

from kube_scheduler_py.viz.render import Diagram

__all__ = [
    "CLUSTERS",
    "EDGES",
    "NODES",
    "CycleEdge",
    "CycleNode",
    "cycle_diagram",
    "steps_from_trace",
]

_BLOB = "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/"
_FRAMEWORK = _BLOB + "framework/runtime/framework.go"
_SCHEDULE_ONE = _BLOB + "schedule_one.go"
_QUEUE = _BLOB + "internal/queue/scheduling_queue.go"


@dataclass(frozen=True, slots=True)
class CycleNode:
    """One box: its name (the extension point, or the Scheduler step), the part of the picture
    it is in, whether it is an extension point plugins implement, and the Go function that runs
    it (`Receiver.Name`, or a type name) with its permalink."""

    name: str
    cycle: str
    extension_point: bool
    go_name: str
    link: str


@dataclass(frozen=True, slots=True)
class CycleEdge:
    """One arrow: from, to, its label, and whether it is a failure path; link is the Go
    function the arrow stands for, when it stands for one."""

    tail: str
    head: str
    label: str = ""
    failure: bool = False
    go_name: str = ""
    link: str = ""
    # A drawing hint only: False lets the arrow run between boxes without setting their
    # order (the failure paths run beside the main path instead of widening the picture).
    constraint: bool = True


#: The parts of the picture: name -> (title, Go function that runs the part, its permalink).
CLUSTERS: dict[str, tuple[str, str, str]] = {
    "scheduling": (
        "scheduling cycle (one pod at a time)",
        "Scheduler.schedulingCycle",
        _SCHEDULE_ONE + "#L138-L261",
    ),
    "binding": (
        "binding cycle (in its own goroutine)",
        "Scheduler.bindingCycle",
        _SCHEDULE_ONE + "#L264-L332",
    ),
}

NODES: tuple[CycleNode, ...] = (
    CycleNode("SchedulingQueue", "queue", False, "PriorityQueue", _QUEUE + "#L155-L250"),
    CycleNode("Pop", "scheduling", False, "PriorityQueue.Pop", _QUEUE + "#L944-L977"),
    CycleNode(
        "PreFilter",
        "scheduling",
        True,
        "frameworkImpl.RunPreFilterPlugins",
        _FRAMEWORK + "#L698-L755",
    ),
    CycleNode(
        "Filter", "scheduling", True, "frameworkImpl.RunFilterPlugins", _FRAMEWORK + "#L861-L894"
    ),
    CycleNode(
        "PostFilter",
        "scheduling",
        True,
        "frameworkImpl.RunPostFilterPlugins",
        _FRAMEWORK + "#L908-L951",
    ),
    CycleNode(
        "PreScore",
        "scheduling",
        True,
        "frameworkImpl.RunPreScorePlugins",
        _FRAMEWORK + "#L1052-L1085",
    ),
    CycleNode(
        "Score", "scheduling", True, "frameworkImpl.RunScorePlugins", _FRAMEWORK + "#L1101-L1207"
    ),
    CycleNode(
        "NormalizeScore",
        "scheduling",
        True,
        "frameworkImpl.runScoreExtension",
        _FRAMEWORK + "#L1219-L1227",
    ),
    CycleNode("selectHost", "scheduling", False, "selectHost", _SCHEDULE_ONE + "#L872-L919"),
    CycleNode("assume", "scheduling", False, "Scheduler.assume", _SCHEDULE_ONE + "#L945-L962"),
    CycleNode(
        "Reserve",
        "scheduling",
        True,
        "frameworkImpl.RunReservePluginsReserve",
        _FRAMEWORK + "#L1359-L1389",
    ),
    CycleNode(
        "Permit", "scheduling", True, "frameworkImpl.RunPermitPlugins", _FRAMEWORK + "#L1443-L1490"
    ),
    CycleNode(
        "WaitOnPermit", "binding", False, "frameworkImpl.WaitOnPermit", _FRAMEWORK + "#L1503-L1527"
    ),
    CycleNode(
        "PreBind", "binding", True, "frameworkImpl.RunPreBindPlugins", _FRAMEWORK + "#L1232-L1262"
    ),
    CycleNode("Bind", "binding", True, "frameworkImpl.RunBindPlugins", _FRAMEWORK + "#L1275-L1311"),
    CycleNode(
        "PostBind", "binding", True, "frameworkImpl.RunPostBindPlugins", _FRAMEWORK + "#L1324-L1342"
    ),
    CycleNode(
        "Unreserve",
        "failure",
        True,
        "frameworkImpl.RunReservePluginsUnreserve",
        _FRAMEWORK + "#L1403-L1425",
    ),
    CycleNode(
        "handleBindingCycleError",
        "failure",
        False,
        "Scheduler.handleBindingCycleError",
        _SCHEDULE_ONE + "#L334-L366",
    ),
    CycleNode(
        "handleSchedulingFailure",
        "failure",
        False,
        "Scheduler.handleSchedulingFailure",
        _SCHEDULE_ONE + "#L1022-L1108",
    ),
)

EDGES: tuple[CycleEdge, ...] = (
    CycleEdge("SchedulingQueue", "Pop"),
    CycleEdge("Pop", "PreFilter"),
    CycleEdge("PreFilter", "Filter"),
    CycleEdge("Filter", "PreScore", "2+ feasible\\nnodes"),
    CycleEdge("Filter", "assume", "1 feasible\\nnode:\\nno scoring"),
    CycleEdge("PreScore", "Score"),
    CycleEdge("Score", "NormalizeScore"),
    CycleEdge("NormalizeScore", "selectHost"),
    CycleEdge("selectHost", "assume"),
    CycleEdge("assume", "Reserve"),
    CycleEdge("Reserve", "Permit"),
    CycleEdge("Permit", "WaitOnPermit", "success or wait"),
    CycleEdge("WaitOnPermit", "PreBind"),
    CycleEdge("PreBind", "Bind"),
    CycleEdge("Bind", "PostBind"),
    CycleEdge("PreFilter", "PostFilter", "rejected", failure=True, constraint=False),
    CycleEdge("Filter", "PostFilter", "0 feasible\\nnodes", failure=True),
    CycleEdge("PreScore", "handleSchedulingFailure", "error", failure=True, constraint=False),
    CycleEdge("Score", "handleSchedulingFailure", "error", failure=True, constraint=False),
    CycleEdge("PostFilter", "handleSchedulingFailure", "Unschedulable", failure=True),
    CycleEdge("Reserve", "Unreserve", "not\\nsuccess", failure=True, constraint=False),
    CycleEdge("Permit", "Unreserve", "rejected\\nor error", failure=True),
    CycleEdge(
        "WaitOnPermit", "handleBindingCycleError", "not\\nsuccess", failure=True, constraint=False
    ),
    CycleEdge(
        "PreBind", "handleBindingCycleError", "not\\nsuccess", failure=True, constraint=False
    ),
    CycleEdge("Bind", "handleBindingCycleError", "not\\nsuccess", failure=True),
    CycleEdge("handleBindingCycleError", "Unreserve", failure=True, constraint=False),
    CycleEdge(
        "Unreserve",
        "handleSchedulingFailure",
        "ForgetPod",
        failure=True,
        constraint=False,
        go_name="cacheImpl.ForgetPod",
        link=_BLOB + "internal/cache/cache.go#L403-L422",
    ),
    CycleEdge(
        "handleSchedulingFailure",
        "SchedulingQueue",
        "AddUnschedulable\\nIfNotPresent",
        failure=True,
        go_name="PriorityQueue.AddUnschedulableIfNotPresent",
        constraint=False,
        link=_QUEUE + "#L841-L887",
    ),
)

#: Step names a trace uses for the boxes drawn under another name.
_TRACE_ALIASES = {
    "Popped": "Pop",
    "Assume": "assume",
    "HandleSchedulingFailure": "handleSchedulingFailure",
    "HandleBindingCycleError": "handleBindingCycleError",
}

#: The normal path, drawn as one straight column (graphviz's `group`); the failure paths
#: branch off to its side.
_MAIN_PATH = {
    "SchedulingQueue", "Pop", "PreFilter", "Filter", "PreScore", "Score", "NormalizeScore",
    "selectHost", "assume", "Reserve", "Permit", "WaitOnPermit", "PreBind", "Bind", "PostBind",
}  # fmt: skip
#: Long Go names in the boxes, on two lines (a narrower picture stays legible on a screen).
_WRAPPED = {
    "handleSchedulingFailure": "handleScheduling\\nFailure",
    "handleBindingCycleError": "handleBinding\\nCycleError",
}
_HIGHLIGHT = {"style": "filled,bold", "fillcolor": "gold", "penwidth": "3"}
_VISITED = {"style": "filled", "fillcolor": "lightblue"}
_PATH_EDGE = {"color": "blue", "penwidth": "2.5"}


def _node_name(name: str) -> str:
    """The box a name stands for (a box name, or a trace's step name)."""
    name = _TRACE_ALIASES.get(name, name)
    if name not in {node.name for node in NODES}:
        raise ValueError(f"no such step in the cycle diagram: {name!r}")
    return name


def _node_attrs(node: CycleNode, highlighted: set[str], visited: set[str]) -> dict[str, str]:
    attrs = {
        "label": _WRAPPED.get(node.name, node.name),
        "URL": node.link,
        "tooltip": f"Go: {node.go_name}",
        "target": "_blank",
        "shape": "box" if node.extension_point else "ellipse",
    }
    if node.name == "SchedulingQueue":
        attrs["shape"] = "cylinder"
    if node.name in _MAIN_PATH:
        attrs["group"] = "main"
    if not node.extension_point:
        attrs["fontname"] = "Courier"
    if node.name in visited:
        attrs.update(_VISITED)
    if node.name in highlighted:
        attrs.update(_HIGHLIGHT)
    return attrs


def _edge_attrs(edge: CycleEdge, on_path: bool) -> dict[str, str]:
    attrs: dict[str, str] = {}
    if edge.label:
        attrs["label"] = edge.label
    if edge.failure:
        attrs.update(color="red3", fontcolor="red3", style="dashed")
    if edge.link:
        attrs.update(URL=edge.link, tooltip=f"Go: {edge.go_name}", target="_blank")
    if not edge.constraint:
        attrs["constraint"] = "false"
    if on_path:
        attrs.update(_PATH_EDGE)
    return attrs


def cycle_diagram(
    highlight: str | Iterable[str] | None = None,
    path: Sequence[str] = (),
) -> Diagram:
    """The scheduling and binding cycles; highlight names the extension point(s) to stand out
    (gold), path the steps one pod took in order (boxes filled blue, arrows between consecutive
    steps drawn blue). Names are box names (`Filter`, `Pop`, `handleSchedulingFailure`, ...);
    a trace's step names (`Popped`, `Assume`, ...) are understood too."""
    if highlight is None:
        highlighted: set[str] = set()
    elif isinstance(highlight, str):
        highlighted = {_node_name(highlight)}
    else:
        highlighted = {_node_name(name) for name in highlight}
    steps = [_node_name(name) for name in path]
    path_edges = set(pairwise(steps))
    visited = set(steps)

    # Tight ranks and one straight main column keep the picture narrow: shown at the width of
    # a book's page or a stepper's column, its labels stay at least 12 px.
    layout = {"rankdir": "TB", "fontname": "Helvetica", "ranksep": "0.25", "nodesep": "0.25"}
    graph = graphviz.Digraph("cycles", graph_attr=layout)
    graph.attr("node", fontname="Helvetica", fontsize="11")
    graph.attr("edge", fontname="Helvetica", fontsize="10")
    for node in NODES:
        if node.cycle not in CLUSTERS:
            graph.node(node.name, **_node_attrs(node, highlighted, visited))
    for cycle, (title, go_name, link) in CLUSTERS.items():
        with graph.subgraph(name=f"cluster_{cycle}") as cluster:
            cluster.attr(label=title, URL=link, tooltip=f"Go: {go_name}", target="_blank")
            cluster.attr(style="rounded", color="gray50")
            for node in NODES:
                if node.cycle == cycle:
                    cluster.node(node.name, **_node_attrs(node, highlighted, visited))
    for edge in EDGES:
        graph.edge(edge.tail, edge.head, **_edge_attrs(edge, (edge.tail, edge.head) in path_edges))
    return Diagram(graph)


#: Trace steps that are drawn as a box (the others, like SchedulePod, span several boxes).
_STEP_BOXES = {
    "Popped",
    "PostFilter",
    "Assume",
    "Reserve",
    "Unreserve",
    "Permit",
    "HandleSchedulingFailure",
    "WaitOnPermit",
    "PreBind",
    "Bind",
    "PostBind",
    "HandleBindingCycleError",
}


def steps_from_trace(records: Iterable[Any], pod: str) -> list[str]:
    """The boxes one pod (`namespace/name`) went through, in order, from a trace's records
    (kube_scheduler_py.trace): its extension-point calls, its cycle steps, and its returns to
    the queue. Repeats in a row are dropped."""
    steps: list[str] = []
    names = {node.name for node in NODES}
    for record in records:
        if getattr(record, "pod", None) != pod:
            continue
        kind = type(record).__name__
        step = ""
        if kind == "PluginCall" and record.extension_point in names:
            step = record.extension_point
        elif kind in ("SchedulingStep", "BindingStep") and record.step in _STEP_BOXES:
            step = _node_name(record.step)
        elif kind == "QueueMove" and record.new in ("ActiveQ", "BackoffQ", "Unschedulable"):
            step = "SchedulingQueue"
        if step and (not steps or steps[-1] != step):
            steps.append(step)
    return steps
