"""Port of pkg/scheduler/framework/plugins/interpodaffinity/plugin_test.go."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.interpodaffinity import InterPodAffinity, new
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing import wrappers as st

SetupPlugin = Callable[..., framework.Plugin]


def _affinity_pod() -> v1.Pod:
    return (
        st.make_pod()
        .name("p")
        .pod_affinity_in(
            "service", "region", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
        )
        .obj()
    )


def _anti_affinity_pod() -> v1.Pod:
    return (
        st.make_pod()
        .name("p")
        .pod_anti_affinity_in(
            "service", "region", ["securityscan", "value2"], st.PodAntiAffinityWithRequiredReq
        )
        .obj()
    )


def _two_terms_pod() -> v1.Pod:
    return (
        st.make_pod()
        .name("p")
        .pod_affinity_exists("aaa", "hostname", st.PodAffinityWithRequiredReq)
        .pod_affinity_exists("bbb", "hostname", st.PodAffinityWithRequiredReq)
        .obj()
    )


# (name, pod, old_pod, new_pod, expected_hint)
_POD_CHANGE_TESTS = [
    (
        "add a pod which matches the pod affinity",
        _affinity_pod(),
        None,
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        framework.Queue,
    ),
    (
        "add an un-scheduled pod",
        _affinity_pod(),
        None,
        st.make_pod().label("service", "securityscan").obj(),
        framework.QueueSkip,
    ),
    (
        "add a pod which doesn't match the pod affinity",
        _affinity_pod(),
        None,
        st.make_pod().node("fake-node").label("aaa", "a").obj(),
        framework.QueueSkip,
    ),
    (
        "update a pod from non-match to match pod affinity",
        _affinity_pod(),
        st.make_pod().node("fake-node").label("aaa", "a").obj(),
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        framework.Queue,
    ),
    (
        "the updating pod matches target pod's affinity both before and after label changes",
        _affinity_pod(),
        st.make_pod().node("fake-node").label("service", "value2").obj(),
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        framework.QueueSkip,
    ),
    (
        "update an un-scheduled pod",
        _affinity_pod(),
        st.make_pod().label("service", "securityscan").obj(),
        st.make_pod().label("service", "securityscan").obj(),
        framework.QueueSkip,
    ),
    (
        "update a pod from match to non-match the pod affinity",
        _affinity_pod(),
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        st.make_pod().node("fake-node").label("aaa", "a").obj(),
        framework.QueueSkip,
    ),
    (
        "update a pod from match to non-match pod's affinity - multiple terms case",
        _two_terms_pod(),
        st.make_pod().node("fake-node").label("aaa", "a").obj(),
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        framework.QueueSkip,
    ),
    (
        "update a pod from non-match to match pod's affinity - multiple terms case",
        _two_terms_pod(),
        st.make_pod().node("fake-node").label("aaa", "a").obj(),
        st.make_pod().node("fake-node").label("aaa", "").label("bbb", "").obj(),
        framework.Queue,
    ),
    (
        "modify pod label to change it from satisfying pod anti-affinity to not satisfying "
        "anti-affinity",
        _anti_affinity_pod(),
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        st.make_pod().node("fake-node").label("service", "aaaa").obj(),
        framework.Queue,
    ),
    (
        "modify pod label to change it from not satisfying pod anti-affinity to satisfying "
        "anti-affinity",
        _anti_affinity_pod(),
        st.make_pod().node("fake-node").label("service", "bbb").obj(),
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        framework.QueueSkip,
    ),
    (
        "delete a pod which doesn't match pod's anti-affinity",
        _anti_affinity_pod(),
        st.make_pod().node("fake-node").label("aaa", "a").obj(),
        None,
        framework.QueueSkip,
    ),
    (
        "delete a pod which matches pod's anti-affinity",
        _anti_affinity_pod(),
        st.make_pod().node("fake-node").label("service", "securityscan").obj(),
        None,
        framework.Queue,
    ),
]


@pytest.mark.parametrize(
    ("pod", "old_pod", "new_pod", "expected_hint"),
    [row[1:] for row in _POD_CHANGE_TESTS],
    ids=[row[0] for row in _POD_CHANGE_TESTS],
)
def test_is_schedulable_after_pod_change(
    pod: v1.Pod,
    old_pod: v1.Pod | None,
    new_pod: v1.Pod | None,
    expected_hint: framework.QueueingHint,
    setup_plugin_with_informers: SetupPlugin,
    namespaces: list[v1.Namespace],
) -> None:
    snapshot = new_snapshot([], [])
    pl = setup_plugin_with_informers(new, config.InterPodAffinityArgs(), snapshot, namespaces)
    assert isinstance(pl, InterPodAffinity)
    actual_hint = pl.is_schedulable_after_pod_change(pod, old_pod, new_pod)
    assert actual_hint == expected_hint


# (name, pod, old_node, new_node, expected_hint)
_NODE_CHANGE_TESTS = [
    (
        "add a new node with matched pod affinity topologyKey",
        st.make_pod()
        .name("p")
        .pod_affinity_in(
            "service", "zone", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
        )
        .obj(),
        None,
        st.make_node().name("node-a").label("zone", "zone1").obj(),
        framework.Queue,
    ),
    (
        "add a new node with matched pod anti-affinity topologyKey",
        st.make_pod()
        .name("p")
        .pod_anti_affinity(
            "zone",
            metav1.LabelSelector(match_labels={"another": "label"}),
            st.PodAntiAffinityWithRequiredReq,
        )
        .obj(),
        None,
        st.make_node().name("node-a").label("zone", "zone1").obj(),
        framework.Queue,
    ),
    (
        "add a new node without matched topologyKey",
        _affinity_pod(),
        None,
        st.make_node().name("node-a").label("zone", "zone1").obj(),
        framework.QueueSkip,
    ),
    (
        "update node topologyKey",
        st.make_pod()
        .name("p")
        .pod_affinity_in(
            "service", "zone", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
        )
        .obj(),
        st.make_node().name("node-a").label("zone", "zone1").obj(),
        st.make_node().name("node-a").label("zone", "zone2").obj(),
        framework.Queue,
    ),
    (
        "update node lable but not topologyKey",
        st.make_pod()
        .name("p")
        .pod_affinity_in(
            "service", "zone", ["securityscan", "value2"], st.PodAffinityWithRequiredReq
        )
        .obj(),
        st.make_node().name("node-a").label("aaa", "a").obj(),
        st.make_node().name("node-a").label("aaa", "b").obj(),
        framework.QueueSkip,
    ),
]


@pytest.mark.parametrize(
    ("pod", "old_node", "new_node", "expected_hint"),
    [row[1:] for row in _NODE_CHANGE_TESTS],
    ids=[row[0] for row in _NODE_CHANGE_TESTS],
)
def test_is_schedulable_after_node_change(
    pod: v1.Pod,
    old_node: v1.Node | None,
    new_node: v1.Node,
    expected_hint: framework.QueueingHint,
    setup_plugin_with_informers: SetupPlugin,
    namespaces: list[v1.Namespace],
) -> None:
    snapshot = new_snapshot([], [])
    pl = setup_plugin_with_informers(new, config.InterPodAffinityArgs(), snapshot, namespaces)
    assert isinstance(pl, InterPodAffinity)
    actual_hint = pl.is_schedulable_after_node_change(pod, old_node, new_node)
    assert actual_hint == expected_hint
