"""simulate's feature_gates, and the queueing-hints path on events a scenario file cannot hold.

The conformance scenarios (tests/conformance/scenarios/queueing-hints) pin what the real
scheduler does when a victim's deletion reaches a pod that waits in unschedulablePods. A node
that joins during the run needs an actor, which the oracle has not, so these tests check the
node-add path against v1.31.1's code as read: with SchedulerQueueingHints off, a NodeAdd moves
a pod back unless preCheckForNode's admission check (resources, node name, affinity, ports,
taints) rules the node out for it (eventhandlers.go, preCheckForNode); with the gate on there
is no preCheck and the QueueingHints of the plugins that rejected the pod decide.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.simulation.run import Actor, SimulationResult, simulate
from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.loader import load_text

NODE = """
apiVersion: v1
kind: Node
metadata: {{name: {name}, labels: {{kubernetes.io/hostname: {name}{labels}}}}}
status: {{capacity: {{cpu: "{cpu}", memory: 8Gi, pods: "110"}}}}
"""

BIG = """
apiVersion: v1
kind: Pod
metadata: {name: big}
spec:
  containers: [{name: app, image: nginx, resources: {requests: {cpu: "6"}}}]
"""

FOLLOWER = """
apiVersion: v1
kind: Pod
metadata: {name: follower, labels: {app: follower}}
spec:
  affinity:
    podAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - labelSelector: {matchLabels: {app: leader}}
        topologyKey: topology.kubernetes.io/zone
  containers: [{name: app, image: nginx}]
"""


def _node(name: str, cpu: int, labels: str = "") -> str:
    return NODE.format(name=name, cpu=cpu, labels=labels)


def _add_nodes_later(*nodes: str) -> Actor:
    """An actor that adds one node every 10 s of virtual time."""

    async def actor(client: Clientset, clock: FakeClock) -> None:
        for text in nodes:
            await clock.sleep(timedelta(seconds=10))
            client.core_v1().nodes().create(load_text(text).objects[0])

    return actor


def _attempts(result: SimulationResult, pod: str) -> list[str]:
    return [e.reason for e in result.events if e.regarding.name == pod]


@pytest.mark.parametrize("hints", [False, True])
def test_a_node_too_small_does_not_bring_the_pod_back(hints: bool) -> None:
    actor = _add_nodes_later(_node("small", 2), _node("large", 16))
    result = simulate(
        load_text(_node("n1", 4) + "---" + BIG).objects,
        actors=[actor],
        feature_gates={features.SchedulerQueueingHints: hints},
    )
    # Off: preCheckForNode finds the small node too small. On: NodeResourcesFit's hint,
    # isSchedulableAfterNodeChange, answers QueueSkip. Either way the pod is tried again only
    # when the large node comes.
    assert _attempts(result, "big") == ["FailedScheduling", "Scheduled"]
    assert result.pods[0].pod.spec.node_name == "large"


@pytest.mark.parametrize(("hints", "attempts"), [(False, 2), (True, 1)])
def test_a_node_without_the_topology_key_is_skipped_only_with_hints(
    hints: bool, attempts: int
) -> None:
    # The follower needs an app=leader pod in its zone; none exists. A node without a zone
    # label joins: without hints the NodeAdd moves the follower back (InterPodAffinity
    # registered it, and the node passes the admission check), it is tried again and fails
    # again; with hints InterPodAffinity's hint sees the node lacks the topology key: QueueSkip.
    actor = _add_nodes_later(_node("no-zone", 8))
    scenario = _node("n1", 4, ", topology.kubernetes.io/zone: a") + "---" + FOLLOWER
    result = simulate(
        load_text(scenario).objects,
        actors=[actor],
        feature_gates={features.SchedulerQueueingHints: hints},
    )
    assert _attempts(result, "follower") == ["FailedScheduling"] * attempts
    assert result.settled


def test_the_gates_of_a_run_end_with_it() -> None:
    scenario = load_text(_node("n1", 4) + "---" + BIG).objects
    simulate(scenario, feature_gates={features.SchedulerQueueingHints: True})
    assert features.DefaultFeatureGate.explicit == {}
    assert not features.DefaultFeatureGate.enabled(features.SchedulerQueueingHints)


def test_a_run_refuses_gates_kube_scheduler_refuses() -> None:
    scenario = load_text(_node("n1", 4)).objects
    with pytest.raises(features.FeatureGateError, match="locked to true"):
        simulate(scenario, feature_gates={"PodDisruptionConditions": False})
    assert features.DefaultFeatureGate.explicit == {}
