"""The scheduling queue at one moment, as a graphviz diagram: which pending pods are in activeQ,
podBackoffQ and unschedulablePods, which are in flight (popped, being scheduled or bound), and
the last moves between them as arrows labelled with the cluster event that caused them (or the
Go queue method, when no event did).

Locations are named as kube_scheduler_py/v1_31/internal/queue/observe.py names them (QueueLocation:
ActiveQ, BackoffQ, Unschedulable, InFlight, Gone). Each box links to its field of the Go
PriorityQueue, each arrow to the Go method that made the move:

    queue_diagram({"ActiveQ": ["default/web-1"], "Unschedulable": ["default/huge"]})
    queue_diagram(*queue_from_trace(trace, upto=61))

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

import graphviz  # type: ignore[import-untyped]

from kube_scheduler_py.v1_31.internal.queue.observe import QueueLocation
from kube_scheduler_py.viz.render import Diagram

__all__ = [
    "LOCATIONS",
    "QUEUE_METHODS",
    "Move",
    "queue_diagram",
    "queue_from_trace",
]

_QUEUE = (
    "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/queue/"
    "scheduling_queue.go"
)

#: The boxes, in drawing order: location -> (title, Go field of PriorityQueue, permalink).
LOCATIONS: dict[str, tuple[str, str, str]] = {
    "ActiveQ": ("activeQ", "activeQ", _QUEUE + "#L215"),
    "BackoffQ": ("podBackoffQ", "podBackoffQ", _QUEUE + "#L218"),
    "Unschedulable": ("unschedulablePods", "unschedulablePods", _QUEUE + "#L220"),
    "InFlight": ("in flight", "inFlightPods", _QUEUE + "#L194"),
}

#: The Go queue methods that move pods: name -> (Go declaration, permalink).
QUEUE_METHODS: dict[str, tuple[str, str]] = {
    "Add": ("PriorityQueue.Add", _QUEUE + "#L646-L657"),
    "Activate": ("PriorityQueue.Activate", _QUEUE + "#L660-L674"),
    "AddUnschedulableIfNotPresent": (
        "PriorityQueue.AddUnschedulableIfNotPresent",
        _QUEUE + "#L841-L887",
    ),
    "flushBackoffQCompleted": ("PriorityQueue.flushBackoffQCompleted", _QUEUE + "#L890-L917"),
    "flushUnschedulablePodsLeftover": (
        "PriorityQueue.flushUnschedulablePodsLeftover",
        _QUEUE + "#L921-L937",
    ),
    "Pop": ("PriorityQueue.Pop", _QUEUE + "#L944-L977"),
    "Done": ("PriorityQueue.Done", _QUEUE + "#L981-L986"),
    "Update": ("PriorityQueue.Update", _QUEUE + "#L1057-L1154"),
    "Delete": ("PriorityQueue.Delete", _QUEUE + "#L1158-L1173"),
    "AssignedPodAdded": ("PriorityQueue.AssignedPodAdded", _QUEUE + "#L1177-L1184"),
    "AssignedPodUpdated": ("PriorityQueue.AssignedPodUpdated", _QUEUE + "#L1188-L1200"),
    "MoveAllToActiveOrBackoffQueue": (
        "PriorityQueue.MoveAllToActiveOrBackoffQueue",
        _QUEUE + "#L1227-L1231",
    ),
}

_GONE = "Gone"
_LAYOUT = (
    (_GONE, "ActiveQ/"),
    ("ActiveQ/", "InFlight/"),
    ("InFlight/", "Unschedulable/"),
    ("InFlight/", "BackoffQ/"),
)


class Move(NamedTuple):
    """One move of a pod: from where to where, the Go queue method that made it, and the
    cluster event behind it (empty when none)."""

    pod: str
    old: str
    new: str
    method: str
    event: str = ""


def _location(value: str | QueueLocation) -> str:
    name = value.value if isinstance(value, QueueLocation) else value
    if name not in LOCATIONS and name != _GONE:
        raise ValueError(f"no such queue location: {name!r}")
    return name


def _pod_id(location: str, pod: str) -> str:
    return f"{location}/{pod}"


def _anchor(location: str) -> str:
    return f"{location}/"


def queue_diagram(
    locations: Mapping[str, Sequence[str]] | Mapping[QueueLocation, Sequence[str]],
    moves: Sequence[Sequence[str]] = (),
    title: str = "",
) -> Diagram:
    """The queue's places with the pods in each (locations: place -> pod keys) and the given
    moves (Move, or tuples of its fields) as numbered arrows, oldest first; an arrow ends at
    the pod when the pod is still where the move took it, at the place otherwise."""
    where: dict[str, list[str]] = {name: [] for name in LOCATIONS}
    for location, pods in locations.items():
        name = _location(location)
        if name != _GONE:
            where[name].extend(pods)
    pod_at = {(name, pod) for name, pods in where.items() for pod in pods}

    graph = graphviz.Digraph(
        "queue",
        graph_attr={
            "compound": "true",
            "rankdir": "LR",
            "label": title or "the scheduling queue",
            "labelloc": "t",
            "fontname": "Helvetica",
        },
    )
    graph.attr("node", fontname="Helvetica", fontsize="10", shape="box", style="rounded")
    graph.attr("edge", fontname="Helvetica", fontsize="9")
    graph.node(_GONE, "not queued", shape="plaintext")
    for name, (label, field, link) in LOCATIONS.items():
        with graph.subgraph(name=f"cluster_{name}") as cluster:
            cluster.attr(
                label=f"{label} ({len(where[name])})",
                URL=link,
                tooltip=f"Go: PriorityQueue.{field}",
                target="_blank",
                style="rounded",
                color="gray40",
            )
            cluster.node(_anchor(name), "", shape="point", style="invis")
            for pod in where[name]:
                cluster.node(_pod_id(name, pod), pod)

    # Invisible arrows that lay the places out left to right in the order a pod meets them.
    for tail, head in _LAYOUT:
        graph.edge(tail, head, style="invis")

    for number, raw in enumerate(moves, start=1):
        move = Move(*raw)
        old, new = _location(move.old), _location(move.new)
        attrs = {"label": f"{number}. {move.event or move.method}", "color": "blue"}
        if move.method in QUEUE_METHODS:
            go_name, link = QUEUE_METHODS[move.method]
            attrs.update(URL=link, tooltip=f"{move.pod}: Go {go_name}", target="_blank")
        tail = _GONE if old == _GONE else _anchor(old)
        if old != _GONE:
            attrs["ltail"] = f"cluster_{old}"
        if (new, move.pod) in pod_at:
            head = _pod_id(new, move.pod)
        elif new == _GONE:
            head = _GONE
            attrs["label"] += f"\\n{move.pod}"
        else:
            head = _anchor(new)
            attrs["lhead"] = f"cluster_{new}"
            attrs["label"] += f"\\n{move.pod}"
        graph.edge(tail, head, **attrs)
    return Diagram(graph)


def queue_from_trace(
    records: Iterable[Any], upto: int | None = None, last: int = 5
) -> tuple[dict[str, list[str]], list[Move]]:
    """Where every pod is after the trace record numbered upto (the whole trace if None), and
    the last few moves up to then, replayed from a trace's QueueMove records
    (kube_scheduler_py.trace)."""
    places: dict[str, str] = {}
    moves: list[Move] = []
    for record in records:
        if upto is not None and record.seq > upto:
            break
        if type(record).__name__ != "QueueMove":
            continue
        moves.append(Move(record.pod, record.old, record.new, record.method, record.event))
        places.pop(record.pod, None)
        if record.new != _GONE:
            places[record.pod] = record.new
    locations: dict[str, list[str]] = {name: [] for name in LOCATIONS}
    for pod, place in places.items():
        locations[place].append(pod)
    return locations, moves[-last:] if last > 0 else []
