"""The scheduler cache's state machine for one pod, as a graphviz diagram.

The states (Initial, Assumed, Added, Deleted, Expired) and the cache methods that move a pod
between them are those of kube_scheduler_py/v1_31/internal/cache/observe.py (LEGAL_TRANSITIONS). The
moves drawn in the Go comment above the Cache interface are solid; the ones the code allows
beyond it are dashed grey. Each arrow is labelled with its Go method and links to it. The
transitions one pod took are drawn red and numbered in order:

    cache_diagram([("Initial", "Assumed", "AssumePod"), ("Assumed", "Added", "AddPod")])
    cache_diagram(transitions_from_trace(trace, "default/web-1"), pod="default/web-1")

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import graphviz  # type: ignore[import-untyped]

from kube_scheduler_py.v1_31.internal.cache.observe import LEGAL_TRANSITIONS, PodCacheState
from kube_scheduler_py.viz.render import Diagram

__all__ = [
    "CACHE_INTERFACE",
    "CACHE_METHODS",
    "DOCUMENTED_TRANSITIONS",
    "STATES",
    "Transition",
    "cache_diagram",
    "transitions_from_trace",
]

_CACHE = "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/internal/cache/"

#: The cache interface, whose doc comment draws the state machine.
CACHE_INTERFACE = ("Cache", _CACHE + "interface.go#L60-L117")

#: Each Go method on the arrows: name -> (Go declaration `cacheImpl.Name`, permalink).
CACHE_METHODS: dict[str, tuple[str, str]] = {
    "AssumePod": ("cacheImpl.AssumePod", _CACHE + "cache.go#L360-L373"),
    "FinishBinding": ("cacheImpl.FinishBinding", _CACHE + "cache.go#L375-L377"),
    "ForgetPod": ("cacheImpl.ForgetPod", _CACHE + "cache.go#L403-L422"),
    "AddPod": ("cacheImpl.AddPod", _CACHE + "cache.go#L484-L515"),
    "UpdatePod": ("cacheImpl.UpdatePod", _CACHE + "cache.go#L517-L543"),
    "RemovePod": ("cacheImpl.RemovePod", _CACHE + "cache.go#L545-L568"),
    "cleanupAssumedPods": ("cacheImpl.cleanupAssumedPods", _CACHE + "cache.go#L729-L752"),
}

#: The states in drawing order.
STATES: tuple[str, ...] = ("Initial", "Assumed", "Added", "Expired", "Deleted")

#: (from, to, method): one step of a pod through the cache.
Transition = tuple[str, str, str]

#: The moves the Go comment above the Cache interface draws.
DOCUMENTED_TRANSITIONS: frozenset[Transition] = frozenset(
    {
        ("Initial", "Assumed", "AssumePod"),
        ("Initial", "Added", "AddPod"),
        ("Assumed", "Added", "AddPod"),
        ("Assumed", "Initial", "ForgetPod"),
        ("Assumed", "Expired", "cleanupAssumedPods"),
        ("Expired", "Added", "AddPod"),
        ("Added", "Added", "UpdatePod"),
        ("Added", "Deleted", "RemovePod"),
    }
)

#: States a pod is in without being stored in the cache.
_ABSENT = {"Initial", "Deleted", "Expired"}


def _state(value: str | PodCacheState) -> str:
    name = value.value if isinstance(value, PodCacheState) else value
    if name not in STATES:
        raise ValueError(f"no such cache state: {name!r}")
    return name


def _order(transition: Transition) -> tuple[int, int, str]:
    tail, head, method = transition
    return STATES.index(tail), STATES.index(head), method


def _legal() -> list[Transition]:
    return sorted(
        ((old.value, new.value, method) for old, new, method in LEGAL_TRANSITIONS), key=_order
    )


def cache_diagram(
    transitions: Sequence[tuple[str | PodCacheState, str | PodCacheState, str]] = (),
    pod: str = "",
) -> Diagram:
    """The cache's pod state machine with the transitions one pod took, given in order as
    (from, to, Go method) and drawn red with their step numbers; pod names it in the title."""
    taken: list[Transition] = [(_state(a), _state(b), method) for a, b, method in transitions]
    steps: dict[Transition, list[int]] = {}
    for number, transition in enumerate(taken, start=1):
        steps.setdefault(transition, []).append(number)
    current = taken[-1][1] if taken else ""

    title = "pod states in the scheduler cache" + (f": {pod}" if pod else "")
    graph = graphviz.Digraph(
        "cache",
        graph_attr={
            "rankdir": "LR",
            "label": title,
            "labelloc": "t",
            "URL": CACHE_INTERFACE[1],
            "tooltip": f"Go: {CACHE_INTERFACE[0]}",
            "fontname": "Helvetica",
        },
    )
    graph.attr("node", fontname="Helvetica", fontsize="11")
    graph.attr("edge", fontname="Helvetica", fontsize="9")
    for state in STATES:
        attrs = {"shape": "doublecircle" if state in ("Deleted", "Expired") else "circle"}
        if state in _ABSENT:
            attrs["style"] = "dashed"
            attrs["tooltip"] = f"{state}: not stored in the cache"
        if state == current:
            attrs.update(style="filled,bold", fillcolor="mistyrose", color="red3", penwidth="2")
        graph.node(state, state, **attrs)

    drawn = _legal()
    drawn += sorted(set(taken) - set(drawn), key=_order)
    for transition in drawn:
        graph.edge(transition[0], transition[1], **_edge_attrs(transition, steps))
    return Diagram(graph)


def _edge_attrs(transition: Transition, steps: dict[Transition, list[int]]) -> dict[str, str]:
    method = transition[2]
    label = method
    attrs: dict[str, str] = {}
    if method in CACHE_METHODS:
        go_name, link = CACHE_METHODS[method]
        attrs.update(URL=link, tooltip=f"Go: {go_name}", target="_blank")
    if transition not in DOCUMENTED_TRANSITIONS:
        attrs.update(style="dashed", color="gray50", fontcolor="gray40")
    if transition in steps:
        numbers = ",".join(str(n) for n in steps[transition])
        label = f"{numbers}. {method}"
        attrs.update(color="red3", fontcolor="red3", penwidth="2.5", style="bold")
    attrs["label"] = label
    return attrs


def transitions_from_trace(records: Iterable[Any], pod: str) -> list[Transition]:
    """The cache transitions of one pod (`namespace/name`) in a trace's records
    (kube_scheduler_py.trace CacheTransition), in order."""
    return [
        (record.old, record.new, record.method)
        for record in records
        if type(record).__name__ == "CacheTransition" and record.pod == pod
    ]
