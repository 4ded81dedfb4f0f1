"""Tests of the queue's test helpers (Python-only; testing.go has no tests of its own)."""

from __future__ import annotations

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.framework.plugins.queuesort.priority_sort import PrioritySort
from kube_scheduler_py.v1_31.internal.queue.testing import (
    new_fake_shared_informer_factory,
    new_test_pod_nominator,
    new_test_queue_with_objects,
)
from kube_scheduler_py.v1_31.testing import wrappers as st


def test_new_test_pod_nominator_hands_out_bare_pods() -> None:
    pod = st.make_pod().name("p").namespace("ns").uid("p").nominated_node_name("n1").obj()
    informer_factory = new_fake_shared_informer_factory([pod])
    nominator = new_test_pod_nominator(informer_factory.core().v1().pods().lister())
    nominator.add_nominated_pod(framework.new_pod_info(pod), None)
    got = nominator.nominated_pods_for_node("n1")
    assert [p.pod.name for p in got] == ["p"]
    # Only name, namespace and UID survive the PodRef.
    assert got[0].pod.status.nominated_node_name == ""


def test_informer_cache_holds_copies() -> None:
    pod = st.make_pod().name("p").namespace("ns").uid("p").obj()
    informer_factory = new_fake_shared_informer_factory([pod])
    pod.spec.node_name = "changed"
    assert informer_factory.core().v1().pods().lister().pods("ns").get("p").spec.node_name == ""


def test_new_test_queue_with_objects_sees_the_pods() -> None:
    pod = st.make_pod().name("p").namespace("ns").uid("p").nominated_node_name("n1").obj()
    q = new_test_queue_with_objects(PrioritySort().less, [pod])
    q.add(pod)
    assert [p.pod.name for p in q.nominated_pods_for_node("n1")] == ["p"]
