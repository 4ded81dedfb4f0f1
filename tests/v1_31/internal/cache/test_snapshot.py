"""Port of pkg/scheduler/internal/cache/snapshot_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.framework.types import AffinityTerm, ImageStateSummary, PodInfo
from kube_scheduler_py.v1_31.internal.cache.snapshot import (
    create_image_existence_map,
    create_used_pvc_set,
    get_node_image_states,
    new_snapshot,
)
from kube_scheduler_py.v1_31.testing import wrappers as st

mb = 1024 * 1024


def _node(
    name: str,
    images: list[tuple[str, int]] | None = None,
    node_labels: dict[str, str] | None = None,
) -> v1.Node:
    return v1.Node(
        metadata=metav1.ObjectMeta(name=name, labels=node_labels or {}),
        status=v1.NodeStatus(
            images=[v1.ContainerImage(names=[n], size_bytes=s) for n, s in images or []]
        ),
    )


@pytest.mark.parametrize(
    ("node", "image_existence_map", "expected"),
    [
        pytest.param(
            _node("node-0", [("gcr.io/10:v1", 10 * mb), ("gcr.io/200:v1", 200 * mb)]),
            {"gcr.io/10:v1": {"node-0", "node-1"}, "gcr.io/200:v1": {"node-0"}},
            {
                "gcr.io/10:v1": ImageStateSummary(size=10 * mb, num_nodes=2),
                "gcr.io/200:v1": ImageStateSummary(size=200 * mb, num_nodes=1),
            },
            id="case_0",
        ),
        pytest.param(
            _node("node-0"),
            {"gcr.io/10:v1": {"node-1"}, "gcr.io/200:v1": set()},
            {},
            id="case_1",
        ),
    ],
)
def test_get_node_image_states(
    node: v1.Node,
    image_existence_map: dict[str, set[str]],
    expected: dict[str, ImageStateSummary],
) -> None:
    assert get_node_image_states(node, image_existence_map) == expected


@pytest.mark.parametrize(
    ("nodes", "expected"),
    [
        pytest.param(
            [
                _node("node-0", [("gcr.io/10:v1", 10 * mb)]),
                _node("node-1", [("gcr.io/10:v1", 10 * mb), ("gcr.io/200:v1", 200 * mb)]),
            ],
            {"gcr.io/10:v1": {"node-0", "node-1"}, "gcr.io/200:v1": {"node-1"}},
            id="case_0",
        ),
        pytest.param(
            [
                _node("node-0"),
                _node("node-1", [("gcr.io/10:v1", 10 * mb), ("gcr.io/200:v1", 200 * mb)]),
            ],
            {"gcr.io/10:v1": {"node-1"}, "gcr.io/200:v1": {"node-1"}},
            id="case_1",
        ),
    ],
)
def test_create_image_existence_map(nodes: list[v1.Node], expected: dict[str, set[str]]) -> None:
    assert create_image_existence_map(nodes) == expected


@pytest.mark.parametrize(
    ("pods", "expected"),
    [
        pytest.param([], set(), id="empty pods list"),
        pytest.param(
            [
                st.make_pod().name("foo").namespace("foo").obj(),
                st.make_pod().name("bar").namespace("bar").obj(),
            ],
            set(),
            id="pods not scheduled",
        ),
        pytest.param(
            [
                st.make_pod().name("foo").namespace("foo").node("node-1").obj(),
                st.make_pod().name("bar").namespace("bar").node("node-2").obj(),
            ],
            set(),
            id="scheduled pods that do not use any PVC",
        ),
        pytest.param(
            [
                st.make_pod().name("foo").namespace("foo").node("node-1").pvc("pvc1").obj(),
                st.make_pod().name("bar").namespace("bar").node("node-2").pvc("pvc2").obj(),
            ],
            {"foo/pvc1", "bar/pvc2"},
            id="scheduled pods that use PVC",
        ),
    ],
)
def test_create_used_pvc_set(pods: list[v1.Pod], expected: set[str]) -> None:
    assert create_used_pvc_set(pods) == expected


pod_with_annotations = (
    st.make_pod()
    .name("foo")
    .namespace("ns")
    .node("node-1")
    .annotations({"custom": "annotation"})
    .obj()
)
pod_with_port = (
    st.make_pod()
    .name("foo")
    .namespace("foo")
    .node("node-0")
    .container_port([v1.ContainerPort(host_port=8080)])
    .obj()
)
pod_with_anti_affitiny = (
    st.make_pod()
    .name("baz")
    .namespace("ns")
    .pod_anti_affinity(
        "another",
        metav1.LabelSelector(match_labels={"another": "label"}),
        st.PodAntiAffinityWithRequiredReq,
    )
    .node("node-0")
    .obj()
)
pods_with_affitiny = [
    st.make_pod()
    .name("bar")
    .namespace("ns")
    .pod_affinity(
        "baz", metav1.LabelSelector(match_labels={"baz": "qux"}), st.PodAffinityWithRequiredReq
    )
    .node("node-2")
    .obj(),
    st.make_pod()
    .name("bar")
    .namespace("ns")
    .pod_affinity(
        "key", metav1.LabelSelector(match_labels={"key": "value"}), st.PodAffinityWithRequiredReq
    )
    .node("node-0")
    .obj(),
]
pods_with_pvcs = [
    st.make_pod().name("foo").namespace("foo").node("node-0").pvc("pvc0").obj(),
    st.make_pod().name("bar").namespace("bar").node("node-1").pvc("pvc1").obj(),
    st.make_pod().name("baz").namespace("baz").node("node-2").pvc("pvc2").obj(),
]


def _term(ns: str, selector: dict[str, str], topology_key: str) -> AffinityTerm:
    return AffinityTerm(
        namespaces={ns},
        selector=labels.selector_from_set(selector),
        topology_key=topology_key,
        namespace_selector=labels.nothing(),
    )


@pytest.mark.parametrize(
    (
        "pods",
        "nodes",
        "expected_nodes_infos",
        "expected_num_nodes",
        "expected_pods_with_affinity",
        "expected_pods_with_anti_affinity",
        "expected_used_pvc_set",
    ),
    [
        pytest.param([], [], [], 0, 0, 0, set(), id="no pods no nodes"),
        pytest.param(
            [pod_with_port],
            [_node("node-0")],
            [[PodInfo(pod=pod_with_port)]],
            1,
            0,
            0,
            set(),
            id="single pod single node",
        ),
        pytest.param(
            pods_with_pvcs,
            [_node("node-0"), _node("node-1"), _node("node-2")],
            [
                [PodInfo(pod=pods_with_pvcs[0])],
                [PodInfo(pod=pods_with_pvcs[1])],
                [PodInfo(pod=pods_with_pvcs[2])],
            ],
            3,
            0,
            0,
            {"foo/pvc0", "bar/pvc1", "baz/pvc2"},
            id="multiple nodes, pods with PVCs",
        ),
        pytest.param(
            [pod_with_annotations, pods_with_affitiny[0]],
            [_node("node-0"), _node("node-1"), _node("node-2", node_labels={"baz": "qux"})],
            [
                [],
                [PodInfo(pod=pod_with_annotations)],
                [
                    PodInfo(
                        pod=pods_with_affitiny[0],
                        required_affinity_terms=[_term("ns", {"baz": "qux"}, "baz")],
                    )
                ],
            ],
            3,
            1,
            0,
            set(),
            id="multiple nodes, pod with affinity",
        ),
        pytest.param(
            [pods_with_affitiny[1], pod_with_anti_affitiny],
            [
                _node("node-0", node_labels={"key": "value"}),
                _node("node-1", node_labels={"another": "label"}),
            ],
            [
                [
                    PodInfo(
                        pod=pods_with_affitiny[1],
                        required_affinity_terms=[_term("ns", {"key": "value"}, "key")],
                    ),
                    PodInfo(
                        pod=pod_with_anti_affitiny,
                        required_anti_affinity_terms=[_term("ns", {"another": "label"}, "another")],
                    ),
                ],
                [],
            ],
            2,
            1,
            1,
            set(),
            id="multiple nodes, pod with affinity, pod with anti-affinity",
        ),
    ],
)
def test_new_snapshot(
    pods: list[v1.Pod],
    nodes: list[v1.Node],
    expected_nodes_infos: list[list[PodInfo]],
    expected_num_nodes: int,
    expected_pods_with_affinity: int,
    expected_pods_with_anti_affinity: int,
    expected_used_pvc_set: set[str],
) -> None:
    snapshot = new_snapshot(pods, nodes)

    assert snapshot.num_nodes() == expected_num_nodes

    for i, node in enumerate(nodes):
        info = snapshot.get(node.name)
        assert info is not None
        for j, expected_pod_info in enumerate(expected_nodes_infos[i]):
            assert info.pods[j] == expected_pod_info

    assert len(snapshot.have_pods_with_affinity_list()) == expected_pods_with_affinity
    anti_affinity_list = snapshot.have_pods_with_required_anti_affinity_list()
    assert len(anti_affinity_list) == expected_pods_with_anti_affinity

    for key in expected_used_pvc_set:
        assert snapshot.is_pvc_used_by_pods(key)

    assert snapshot.used_pvc_set == expected_used_pvc_set
