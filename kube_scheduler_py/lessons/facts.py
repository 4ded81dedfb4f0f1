"""Small readers of a run that the exercises compute their answers with: where a pod ended,
in which sub-queue, what Filter said about a node, the score totals, when a pod was popped
or bound.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kube_scheduler_py.trace.records import BindingStep, QueueMove, TraceRecord
from kube_scheduler_py.viz.matrix import PASSED, score_matrix

__all__ = [
    "SUBQUEUE_NAMES",
    "bind_time",
    "node_of",
    "outcome_of",
    "pops",
    "queue_of",
    "rejections",
    "totals",
]

#: The queue's places as QueueMove names them → as the Go PriorityQueue's fields name them.
SUBQUEUE_NAMES = {
    "ActiveQ": "activeQ",
    "BackoffQ": "backoffQ",
    "Unschedulable": "unschedulablePods",
}


def outcome_of(result: Any, name: str) -> Any:
    """The PodOutcome of the scenario pod with this name."""
    return next(o for o in result.pods if o.pod.metadata.name == name)


def node_of(result: Any, name: str) -> str:
    """The node the pod is bound to at the end of the run ("" when none)."""
    return str(outcome_of(result, name).pod.spec.node_name)


def _key(pod: str) -> str:
    return pod if "/" in pod else f"default/{pod}"


def queue_of(trace: Iterable[TraceRecord], pod: str) -> str:
    """The sub-queue (activeQ, backoffQ, unschedulablePods) the pod was in at the end of the
    run; "" when it was not in the queue (bound, in flight, or never queued)."""
    last = ""
    for record in trace:
        if isinstance(record, QueueMove) and record.pod == _key(pod):
            last = record.new
    return SUBQUEUE_NAMES.get(last, "")


def rejections(outcome: Any, node: str, attempt: int | None = None) -> dict[str, str]:
    """The Filter plugins that rejected the node in the pod's attempt, with their reasons."""
    verdicts = score_matrix(outcome, attempt).filter.get(node, {})
    return {plugin: reason for plugin, reason in verdicts.items() if reason != PASSED}


def totals(outcome: Any, attempt: int | None = None) -> dict[str, int]:
    """Each scored node's total score in the pod's attempt."""
    matrix = score_matrix(outcome, attempt)
    return {node: matrix.total(node) for node in matrix.nodes if node in matrix.final_score}


def pops(trace: Iterable[TraceRecord], pod: str) -> list[float]:
    """The virtual times (s, to the millisecond) the pod was popped from activeQ."""
    return [
        round(r.time, 3)
        for r in trace
        if isinstance(r, QueueMove) and r.pod == _key(pod) and r.method == "Pop"
    ]


def bind_time(trace: Iterable[TraceRecord], pod: str) -> float | None:
    """The virtual time (s, to the millisecond) the pod's Bind succeeded, or None."""
    for r in trace:
        bound = isinstance(r, BindingStep) and r.step == "Bind" and r.code == "Success"
        if bound and r.pod == _key(pod):
            return round(r.time, 3)
    return None
