"""What `simulate` prints: the contract's JSON, or a table for people.

The JSON is written exactly as tools/oracle writes it (Go's encoding/json with two-space
indentation and HTML escaping off), so the two outputs can be compared with `diff`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from kube_scheduler_py import KUBERNETES_VERSION
from kube_scheduler_py.simulation.results import (
    KEEP_ALL,
    KEY_FILTER_RESULT,
    KEY_FINALSCORE_RESULT,
)
from kube_scheduler_py.simulation.run import SimulationResult

__all__ = ["to_json", "to_table"]


def _document(result: SimulationResult) -> dict[str, Any]:
    pods = []
    for outcome in result.pods:
        pod = outcome.pod
        pods.append(
            {
                "namespace": pod.metadata.namespace,
                "name": pod.metadata.name,
                "uid": pod.metadata.uid,
                "nodeName": pod.spec.node_name,
                "nominatedNodeName": pod.status.nominated_node_name,
                "deleted": outcome.deleted,
                "conditions": [
                    {
                        "type": c.type,
                        "status": c.status,
                        "reason": c.reason,
                        "message": c.message,
                    }
                    for c in pod.status.conditions
                ],
                "annotations": dict(sorted(outcome.annotations.items())),
            }
        )
    events = [
        {
            "type": e.type,
            "reason": e.reason,
            "action": e.action,
            "regarding": {
                "kind": e.regarding.kind,
                "namespace": e.regarding.namespace,
                "name": e.regarding.name,
            },
            "note": e.note,
        }
        for e in result.events
    ]
    document: dict[str, Any] = {"kubernetesVersion": KUBERNETES_VERSION}
    if result.kept_results != KEEP_ALL:
        # Only when some per-node results were left out, so the default output is unchanged.
        document["keptResults"] = str(result.kept_results)
    return {**document, "pods": pods, "events": events}


# A byte that is not UTF-8, kept in a str by the surrogateescape error handler.
_STRAY_BYTE = re.compile("[\udc80-\udcff]")


def to_json(result: SimulationResult) -> str:
    """The contract's JSON document, ending in a newline."""
    text = json.dumps(_document(result), indent=2, ensure_ascii=False)
    text = text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    # Go's encoding/json writes each byte that is not UTF-8 (a note cut inside a character by
    # truncate_message) as the escape \ufffd.
    return _STRAY_BYTE.sub(lambda _: "\\ufffd", text) + "\n"


def to_table(result: SimulationResult) -> str:
    """One row per pod (where it went, or why not), then each attempted pod's node matrix."""
    lines: list[str] = []
    rows = [("POD", "NODE", "RESULT")]
    preempted = {
        (e.regarding.namespace, e.regarding.name) for e in result.events if e.reason == "Preempted"
    }
    for outcome in result.pods:
        pod = outcome.pod
        name = f"{pod.metadata.namespace}/{pod.metadata.name}"
        if outcome.deleted:
            # A pod is deleted by preemption, or by a timed write of the scenario.
            victim = (pod.metadata.namespace, pod.metadata.name) in preempted
            how = "deleted (preemption victim)" if victim else "deleted"
            rows.append((name, pod.spec.node_name or "-", how))
            continue
        scheduled = next((c for c in pod.status.conditions if c.type == "PodScheduled"), None)
        if pod.spec.node_name:
            how = "scheduled" if scheduled is not None and scheduled.status == "True" else "running"
            rows.append((name, pod.spec.node_name, how))
        elif scheduled is not None:
            nominated = pod.status.nominated_node_name
            note = f" (nominated: {nominated})" if nominated else ""
            rows.append((name, "-", f"{scheduled.reason}: {scheduled.message}{note}"))
        else:
            rows.append((name, "-", "pending (not attempted)"))
    lines += _align(rows)
    for outcome in result.pods:
        matrix = _matrix(outcome.annotations)
        if matrix:
            pod = outcome.pod
            lines += ["", f"{pod.metadata.namespace}/{pod.metadata.name}:", *matrix]
    if result.kept_results != KEEP_ALL:
        lines += ["", f"per-node results kept: {result.kept_results} (--keep-results)"]
    if not result.settled:
        lines += ["", "warning: the run did not settle within the virtual time limit"]
    return "\n".join(lines) + "\n"


def _matrix(annotations: Mapping[str, str]) -> list[str]:
    """Per node: the first filter that rejected it, or its total final score."""
    if KEY_FILTER_RESULT not in annotations:
        return []
    filters: dict[str, dict[str, str]] = json.loads(annotations[KEY_FILTER_RESULT])
    scores: dict[str, dict[str, str]] = json.loads(annotations.get(KEY_FINALSCORE_RESULT, "{}"))
    nodes = sorted(set(filters) | set(scores))
    if not nodes:
        return []  # no node tried, or none kept (--keep-results): no table under the pod
    rows = [("  NODE", "FILTER", "SCORE")]
    for node in nodes:
        rejected = [f"{p}: {r}" for p, r in filters.get(node, {}).items() if r != "passed"]
        verdict = rejected[0] if rejected else "passed"
        node_scores = scores.get(node, {})
        total = sum(int(v) for v in node_scores.values())
        detail = ", ".join(f"{p}={v}" for p, v in sorted(node_scores.items()) if v != "0")
        score = f"{total} ({detail})" if node_scores else "-"
        rows.append((f"  {node}", verdict, score))
    return _align(rows)


def _align(rows: Sequence[tuple[str, ...]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    return [
        "  ".join([*(cell.ljust(w) for cell, w in zip(row, widths, strict=False)), row[-1]])
        for row in rows
    ]
