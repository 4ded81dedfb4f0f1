"""The run readers the exercises use, on the basic and preemption examples."""

from __future__ import annotations

from pathlib import Path

from kube_scheduler_py.lessons import facts
from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import Trace
from kube_scheduler_py.v1_31.api.loader import load_paths

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _run(name: str) -> tuple[object, Trace]:
    trace = Trace()
    result = simulate(load_paths([str(EXAMPLES / f"{name}.yaml")]).objects, seed=0, trace=trace)
    return result, trace


def test_basic() -> None:
    result, trace = _run("basic")
    assert facts.node_of(result, "web-1") == "node-b"
    assert facts.node_of(result, "notebook") == ""
    assert facts.queue_of(trace, "notebook") == "unschedulablePods"
    assert facts.queue_of(trace, "web-1") == ""
    web1 = facts.outcome_of(result, "web-1")
    assert facts.rejections(web1, "node-c") == {
        "TaintToleration": "node(s) had untolerated taint {gpu: true}"
    }
    assert facts.rejections(web1, "node-a") == {}
    scores = facts.totals(web1)
    assert set(scores) == {"node-a", "node-b"}
    assert max(scores, key=scores.__getitem__) == "node-b"
    assert facts.pops(trace, "web-1") == [0.0]
    assert facts.bind_time(trace, "notebook") is None


def test_preemption_retry_after_backoff() -> None:
    _, trace = _run("preemption")
    assert facts.pops(trace, "default/payments") == [0.0, 2.0]
    assert facts.bind_time(trace, "payments") == 2.01


def test_scenario_builders_load() -> None:
    from kube_scheduler_py.lessons.scenarios import THREE_NODES_ONE_POD, nodes, pods
    from kube_scheduler_py.v1_31.api.loader import load_text

    objects = load_text(nodes(["a", "b"]) + "\n---\n" + pods(["p", "q"], cpu="1")).objects
    assert [o.kind for o in objects] == ["Node", "Node", "Pod", "Pod"]
    assert str(objects[2].spec.containers[0].resources.requests["cpu"]) == "1"
    result = simulate(load_text(THREE_NODES_ONE_POD).objects, seed=0)
    assert facts.node_of(result, "web") == "node-1"
