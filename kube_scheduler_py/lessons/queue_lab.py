"""Notebook 01's laboratory: the scheduling queue of a freshly built scheduler, driven by hand
on a virtual clock, with every move recorded in a trace; and the experiment of its "Try it"
(three pods fail, a node is added some time later, the backoff flush runs every second).

Python-only: nothing here is in Go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.events import new_recorder_factory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock
from kube_scheduler_py.trace import QueueMove, Trace, Tracer
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31 import scheduler as schedulerpkg
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.loader import load_text

__all__ = [
    "FOUR_PODS",
    "Experiment",
    "four_pods",
    "moves",
    "new_node",
    "new_queue",
    "now",
    "run_experiment",
]

#: web and batch (priority 0), payments (1000) and gated (0, with a scheduling gate).
FOUR_PODS = """
apiVersion: v1
kind: Pod
metadata: {name: web, uid: uid-web}
spec: {priority: 0, containers: [{name: app}]}
---
apiVersion: v1
kind: Pod
metadata: {name: batch, uid: uid-batch}
spec: {priority: 0, containers: [{name: app}]}
---
apiVersion: v1
kind: Pod
metadata: {name: payments, uid: uid-payments}
spec: {priority: 1000, containers: [{name: app}]}
---
apiVersion: v1
kind: Pod
metadata: {name: gated, uid: uid-gated}
spec:
  priority: 0
  schedulingGates: [{name: example.com/quota-check}]
  containers: [{name: app}]
"""


def four_pods() -> dict[str, v1.Pod]:
    """The pods of FOUR_PODS by name."""
    return {pod.metadata.name: pod for pod in load_text(FOUR_PODS).objects}


def new_node(name: str = "node-2") -> v1.Node:
    """An empty node, for a NodeAdd event."""
    (node,) = load_text(f"apiVersion: v1\nkind: Node\nmetadata: {{name: {name}}}\n").objects
    assert isinstance(node, v1.Node)
    return node


def new_queue() -> tuple[Any, FakeClock, Trace]:
    """The scheduling queue of a freshly built scheduler (default profile), its virtual clock
    and the trace that records the queue's moves. Nothing runs on its own: the clock moves
    only when stepped, and the caller calls the queue's methods where the scheduler would."""
    clock = FakeClock()
    client = Clientset(APIServer(clock))
    informers = schedulerpkg.new_informer_factory(client)
    trace = Trace()
    tracer = Tracer(trace, clock)
    with tracer.building_scheduler():
        sched = schedulerpkg.new(
            client, informers, new_recorder_factory(client, clock), clock=clock
        )
    tracer.attach(sched)
    return sched.scheduling_queue, clock, trace


def now(clock: FakeClock) -> float:
    """Virtual seconds since the start."""
    return (clock.now() - VIRTUAL_EPOCH).total_seconds()


def moves(trace: Trace, since: int = 0) -> str:
    """The queue moves recorded from record number `since` on, one line each."""
    lines = []
    for r in trace.filter(QueueMove):
        if r.seq >= since:
            assert isinstance(r, QueueMove)
            lines.append(
                f"t={r.time:4.1f}  {r.pod:17} {r.old:>13} -> {r.new:13} by {r.method} ({r.event})"
            )
    return "\n".join(lines)


@dataclass(slots=True)
class Experiment:
    """What run_experiment saw: the pop order of both rounds, the moves in between (with the
    event behind each), the pods still in unschedulablePods at t=12 s, and the trace."""

    first_round: list[str]
    moves: list[QueueMove]
    stuck: list[str]
    second_round: list[str]
    trace: Trace = field(repr=False)

    def text(self) -> str:
        """The experiment as the notebook prints it."""
        lines = ["first round: " + " -> ".join(self.first_round)]
        lines += [
            f"t={r.time:4.1f}  {r.pod:17} {r.old:>13} -> {r.new:9} ({r.event})" for r in self.moves
        ]
        lines.append("still in unschedulablePods at t=12: " + (", ".join(self.stuck) or "none"))
        lines.append("second round: " + (" -> ".join(self.second_round) or "nobody"))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


async def _fail_everyone(queue: Any, clock: FakeClock) -> list[str]:
    """Pop until activeQ is empty; each pod fails (NodeResourcesFit) 0.1 s after the last."""
    order = []
    while queue.active_q.len() > 0:
        p_info = await queue.pop()
        order.append(p_info.pod.metadata.name)
        p_info.unschedulable_plugins = {"NodeResourcesFit"}
        queue.add_unschedulable_if_not_present(p_info, queue.scheduling_cycle())
        clock.step(timedelta(milliseconds=100))
    return order


async def run_experiment(priorities: dict[str, int], node_added_at: float | None) -> Experiment:
    """On a fresh queue: the pods (name → priority) arrive 0.1 s apart, are popped and fail; a
    node is added `node_added_at` s after the start (None: never); the backoff flush runs
    every whole second, as Run's loop does, until t=12 s; then activeQ is popped empty."""
    queue, clock, trace = new_queue()
    for name, priority in priorities.items():
        pod = load_text(FOUR_PODS).objects[0]
        pod.metadata.name, pod.metadata.uid, pod.spec.priority = name, f"uid-{name}", priority
        queue.add(pod)
        clock.step(timedelta(milliseconds=100))
    first_round = await _fail_everyone(queue, clock)
    for tenth in range(round(now(clock) * 10), 121):
        clock.set_time(VIRTUAL_EPOCH + timedelta(seconds=tenth / 10))
        if node_added_at is not None and round(node_added_at * 10) == tenth:
            queue.move_all_to_active_or_backoff_queue(framework.NodeAdd, None, new_node(), None)
        if tenth % 10 == 0:
            queue.flush_backoff_q_completed()
    later = [
        r
        for r in trace.filter(QueueMove)
        if isinstance(r, QueueMove)
        and r.method not in ("Add", "Pop", "AddUnschedulableIfNotPresent")
    ]
    pending = queue.pending_pods()[0]
    stuck = [p.metadata.name for p in pending if queue.location_of(p).value == "Unschedulable"]
    second_round = []
    while queue.active_q.len() > 0:
        second_round.append((await queue.pop()).pod.metadata.name)
    return Experiment(first_round, later, stuck, second_round, trace)
