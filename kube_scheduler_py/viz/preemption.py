"""What preemption weighed and what it chose, as one picture: for every node, its allocatable
CPU as a bar, the pods that ran there when the preemptor failed (width = CPU request, with
their priority), the pods a PodDisruptionBudget guards (with how many disruptions it allows),
the victims crossed out, and the preemptor itself above the node it was nominated to — with a
reminder that a nomination is not a binding.

    picture = preemption_picture(objects, result)          # objects: the scenario
    print(picture.summary)                                 # the same facts as text

The facts come from the scenario's objects (nodes, PDBs, which pods ran where) and from the
end of the run (`simulate`'s result: priorities after admission, which pods were deleted,
`status.nominatedNodeName`); `nominations` may name nominations the pod no longer carries
(read from a trace with `nominations_from_trace`).

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py.trace.records import SchedulingStep, TraceRecord
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta.v1.helpers import label_selector_as_selector
from kube_scheduler_py.v1_31.api.policy import v1 as policyv1
from kube_scheduler_py.v1_31.framework.plugins.noderesources.fit import compute_pod_resource_request
from kube_scheduler_py.viz.svg import SvgPicture

__all__ = [
    "NodeView",
    "PodView",
    "PreemptionPicture",
    "nominations_from_trace",
    "preemption_picture",
]

_BAR = 520
_LEFT = 150
_NODE_HEIGHT = 104
_VICTIM = "#e34a33"
_KEPT = "#9ecae1"
_PREEMPTOR = "#fdd835"


@dataclass(frozen=True, slots=True)
class PodView:
    """A pod as the picture shows it: CPU request in millicores, priority, the PDBs that guard
    it (name and disruptions allowed), whether preemption evicted it."""

    name: str
    milli_cpu: int
    priority: int
    pdbs: tuple[tuple[str, int], ...] = ()
    victim: bool = False


@dataclass(slots=True)
class NodeView:
    """A node: allocatable CPU in millicores, the pods that ran on it at the start, and the
    pods nominated to it."""

    name: str
    allocatable_milli_cpu: int
    pods: list[PodView] = field(default_factory=list)
    nominated: list[PodView] = field(default_factory=list)

    @property
    def requested_milli_cpu(self) -> int:
        """The CPU the pods that ran here at the start requested."""
        return sum(pod.milli_cpu for pod in self.pods)


@dataclass(slots=True)
class PreemptionPicture(SvgPicture):
    """The SVG picture (see the module) and the nodes it draws."""

    nodes: list[NodeView] = field(default_factory=list)

    @property
    def summary(self) -> str:
        """The picture's facts, one line per node and pod."""
        lines = []
        for node in self.nodes:
            used = node.requested_milli_cpu
            lines.append(f"{node.name}: {used}m of {node.allocatable_milli_cpu}m CPU requested")
            for pod in node.pods:
                guard = "".join(f", PDB {n} allows {a}" for n, a in pod.pdbs)
                mark = "  VICTIM" if pod.victim else ""
                lines.append(
                    f"  {pod.name}: {pod.milli_cpu}m, priority {pod.priority}{guard}{mark}"
                )
            for pod in node.nominated:
                lines.append(f"  nominated: {pod.name} ({pod.milli_cpu}m, priority {pod.priority})")
        return "\n".join(lines)


def nominations_from_trace(trace: Iterable[TraceRecord]) -> dict[str, str]:
    """Pod name → the node its first successful PostFilter nominated."""
    nominated: dict[str, str] = {}
    for record in trace:
        if isinstance(record, SchedulingStep) and record.step == "PostFilter" and record.node:
            nominated.setdefault(record.pod.partition("/")[2], record.node)
    return nominated


def _milli_cpu(pod: v1.Pod) -> int:
    return int(compute_pod_resource_request(pod).milli_cpu)


def _allocatable(node: v1.Node) -> int:
    resources = node.status.allocatable or node.status.capacity
    quantity = resources.get("cpu")
    return quantity.milli_value() if quantity is not None else 0


def _guards(
    pod: v1.Pod, pdbs: Sequence[policyv1.PodDisruptionBudget]
) -> tuple[tuple[str, int], ...]:
    found = []
    for pdb in pdbs:
        if pdb.metadata.namespace != pod.metadata.namespace or pdb.spec.selector is None:
            continue
        if label_selector_as_selector(pdb.spec.selector).matches(labels.Set(pod.metadata.labels)):
            found.append((pdb.metadata.name, pdb.status.disruptions_allowed))
    return tuple(found)


def preemption_picture(
    objects: Sequence[Any],
    result: Any,
    nominations: Mapping[str, str] | None = None,
    title: str = "preemption",
) -> PreemptionPicture:
    """The picture of a run: `objects` are the scenario's, `result` is what simulate returned;
    nominations (pod name → node) default to the pods' `status.nominatedNodeName`."""
    final = {o.pod.metadata.name: o for o in result.pods}
    pdbs = [o for o in objects if isinstance(o, policyv1.PodDisruptionBudget)]
    if nominations is None:
        nominations = {
            name: o.pod.status.nominated_node_name
            for name, o in final.items()
            if o.pod.status.nominated_node_name
        }
    views = {}
    for node in (o for o in objects if isinstance(o, v1.Node)):
        views[node.metadata.name] = NodeView(node.metadata.name, _allocatable(node))
    for pod in (o for o in objects if isinstance(o, v1.Pod)):
        outcome = final.get(pod.metadata.name)
        current = outcome.pod if outcome is not None else pod
        view = PodView(
            name=pod.metadata.name,
            milli_cpu=_milli_cpu(current),
            priority=current.spec.priority or 0,
            pdbs=_guards(current, pdbs),
            victim=bool(outcome is not None and outcome.deleted and pod.spec.node_name),
        )
        if pod.spec.node_name in views:
            views[pod.spec.node_name].pods.append(view)
        elif nominations.get(pod.metadata.name) in views:
            views[nominations[pod.metadata.name]].nominated.append(view)
    return _draw(list(views.values()), title)


def _draw(nodes: list[NodeView], title: str) -> PreemptionPicture:
    scale = _BAR / max(
        (max(n.allocatable_milli_cpu, n.requested_milli_cpu) for n in nodes), default=1
    )
    height = 40 + _NODE_HEIGHT * len(nodes) + 30
    picture = PreemptionPicture(_LEFT + _BAR + 240, height, title=title, nodes=nodes)
    picture.text(
        8, 18, f"{title}: CPU requests against allocatable, by node", 13, font_weight="bold"
    )
    for index, node in enumerate(nodes):
        _node(picture, node, 40 + index * _NODE_HEIGHT, scale)
    y = height - 14
    for x, color, label in (
        (8, _KEPT, "kept"),
        (70, _VICTIM, "victim (evicted)"),
        (210, _PREEMPTOR, "preemptor at its nominated node (a nomination, not a binding)"),
    ):
        picture.rect(x, y - 10, 12, 12, color, stroke="#555")
        picture.text(x + 16, y, label, 12)
    return picture


def _node(picture: PreemptionPicture, node: NodeView, top: float, scale: float) -> None:
    bar_y = top + 34
    picture.text(8, bar_y + 16, node.name, 13, font_weight="bold")
    picture.text(8, bar_y + 32, f"{node.allocatable_milli_cpu / 1000:g} CPU allocatable", 12)
    x = float(_LEFT)
    for pod in node.nominated:
        width = pod.milli_cpu * scale
        picture.rect(x, top + 4, width, 24, _PREEMPTOR, tip=f"{pod.name}", stroke="#555")
        picture.text(
            x + 4,
            top + 21,
            f"{pod.name} p={pod.priority}, asks {pod.milli_cpu / 1000:g} CPU → nominatedNodeName",
            12,
        )
        x += width
    picture.rect(
        _LEFT,
        bar_y,
        node.allocatable_milli_cpu * scale,
        26,
        "white",
        stroke="#333",
        stroke_width="2",
    )
    x = float(_LEFT)
    for pod in node.pods:
        width = pod.milli_cpu * scale
        color = _VICTIM if pod.victim else _KEPT
        dash = {"stroke_dasharray": "4 2", "stroke_width": "3"} if pod.pdbs else {}
        picture.rect(
            x, bar_y, width, 26, color, tip=f"{pod.name}: {pod.milli_cpu}m", stroke="#222", **dash
        )
        label = f"{pod.name} p={pod.priority}" + (" ✕" if pod.victim else "")
        picture.text(x + 4, bar_y + 17, label, 12)
        for line, (name, allowed) in enumerate(pod.pdbs):
            picture.text(
                x + 4, bar_y + 42 + 14 * line, f"PDB {name}: {allowed} disruption(s) allowed", 12
            )
        x += width
    free = node.allocatable_milli_cpu - node.requested_milli_cpu
    picture.text(_LEFT + _BAR + 10, bar_y + 17, f"{free / 1000:g} CPU free at the start", 12)
