"""The dumper renders the cache and the queue (no Go test exists for it)."""

from __future__ import annotations

from datetime import timedelta

from kube_scheduler_py.clock import new_fake_clock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.types import PodInfo
from kube_scheduler_py.v1_31.internal.cache.cache import new
from kube_scheduler_py.v1_31.internal.cache.debugger.dumper import CacheDumper, print_pod
from kube_scheduler_py.v1_31.testing import wrappers as st


class _Queue:
    def __init__(self, pending: list[v1.Pod], nominated: dict[str, list[PodInfo]]) -> None:
        self.pending = pending
        self.nominated = nominated

    def pending_pods(self) -> tuple[list[v1.Pod], str]:
        return self.pending, f"activeQ:{len(self.pending)}"

    def nominated_pods_for_node(self, node_name: str) -> list[PodInfo]:
        return self.nominated.get(node_name, [])


def test_print_pod() -> None:
    pod = st.make_pod().name("p").namespace("ns").uid("u").nominated_node_name("n").obj()
    assert print_pod(pod) == "name: p, namespace: ns, uid: u, phase: , nominated node: n\n"


def test_dump_all() -> None:
    cache = new(timedelta(0), new_fake_clock())
    cache.add_node(st.make_node().name("n1").capacity({v1.ResourceCPU: "2"}).obj())
    cache.add_pod(st.make_pod().name("p1").namespace("ns").uid("u1").node("n1").obj())
    nominated = st.make_pod().name("p2").namespace("ns").uid("u2").obj()
    queue = _Queue([nominated], {"n1": [PodInfo(pod=nominated)]})

    text = CacheDumper(cache=cache, pod_queue=queue).dump_all()

    assert text == (
        "Dump of cached NodeInfo\n"
        "Node name: n1\nDeleted: false\n"
        "Requested Resources: &{MilliCPU:0 Memory:0 EphemeralStorage:0 AllowedPodNumber:0 "
        "ScalarResources:map[]}\n"
        "Allocatable Resources:&{MilliCPU:2000 Memory:0 EphemeralStorage:0 "
        "AllowedPodNumber:32 ScalarResources:map[]}\n"
        "Scheduled Pods(number: 1):\n"
        "name: p1, namespace: ns, uid: u1, phase: , nominated node: \n"
        "Nominated Pods(number: 1):\n"
        "name: p2, namespace: ns, uid: u2, phase: , nominated node: \n"
        "\n"
        "Dump of scheduling queue\nsummary: activeQ:1\npods:\n"
        "name: p2, namespace: ns, uid: u2, phase: , nominated node: \n"
    )
