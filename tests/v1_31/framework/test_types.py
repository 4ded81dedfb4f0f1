"""Port of pkg/scheduler/framework/types_test.go."""

from __future__ import annotations

import copy

import pytest

from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import (
    BinarySI,
    DecimalSI,
    Quantity,
    must_parse,
    new_quantity,
    new_scaled_quantity,
)
from kube_scheduler_py.v1_31.framework import types
from kube_scheduler_py.v1_31.framework.interface import Status, Unschedulable, new_status
from kube_scheduler_py.v1_31.framework.types import (
    All,
    ClusterEvent,
    Diagnosis,
    FitError,
    HostPortInfo,
    ImageStateSummary,
    NodeInfo,
    Pod,
    PodInfo,
    ProtocolPort,
    Resource,
    UpdateNodeAllocatable,
    UpdateNodeLabel,
    UpdateNodeTaint,
    WildCard,
    calculate_resource,
    get_namespaces_from_pod_affinity_term,
    new_node_info,
    new_resource,
)


def _pod(
    uid: str,
    name: str,
    requests: dict[str, str],
    host_port: int,
    *,
    namespace: str = "node_info_cache_test",
    node_name: str = "test-node",
    overhead: dict[str, str] | None = None,
    pvc: str = "",
    init_requests: dict[str, str] | None = None,
) -> v1.Pod:
    """Build the pods of the Go tables (st.MakePod() chains and literals alike)."""
    spec = v1.PodSpec(
        containers=[
            v1.Container(
                resources=v1.ResourceRequirements(
                    requests={k: must_parse(q) for k, q in requests.items()}
                ),
                ports=[v1.ContainerPort(host_ip="127.0.0.1", host_port=host_port, protocol="TCP")],
            )
        ],
        node_name=node_name,
    )
    if init_requests is not None:
        spec.init_containers = [
            v1.Container(
                resources=v1.ResourceRequirements(
                    requests={k: must_parse(q) for k, q in init_requests.items()}
                )
            )
        ]
    if overhead is not None:
        spec.overhead = {k: must_parse(q) for k, q in overhead.items()}
    if pvc:
        spec.volumes = [
            v1.Volume(
                volume_source=v1.VolumeSource(
                    persistent_volume_claim=v1.PersistentVolumeClaimVolumeSource(claim_name=pvc)
                )
            )
        ]
    return v1.Pod(metadata=metav1.ObjectMeta(namespace=namespace, name=name, uid=uid), spec=spec)


def _ports(*pps: tuple[str, int]) -> HostPortInfo:
    return HostPortInfo({"127.0.0.1": {ProtocolPort(protocol=p, port=n) for p, n in pps}})


@pytest.mark.parametrize(
    ("resource_list", "expected"),
    [
        pytest.param({}, Resource(), id="empty resource"),
        pytest.param(
            {
                v1.ResourceCPU: new_scaled_quantity(4, -3),
                v1.ResourceMemory: new_quantity(2000, BinarySI),
                v1.ResourcePods: new_quantity(80, BinarySI),
                v1.ResourceEphemeralStorage: new_quantity(5000, BinarySI),
                "scalar.test/" + "scalar1": new_quantity(1, DecimalSI),
                v1.ResourceHugePagesPrefix + "test": new_quantity(2, BinarySI),
            },
            Resource(
                milli_cpu=4,
                memory=2000,
                ephemeral_storage=5000,
                allowed_pod_number=80,
                scalar_resources={"scalar.test/scalar1": 1, "hugepages-test": 2},
            ),
            id="complex resource",
        ),
    ],
)
def test_new_resource(resource_list: dict[str, Quantity], expected: Resource) -> None:
    assert new_resource(resource_list) == expected


@pytest.mark.parametrize(
    ("resource", "expected"),
    [
        pytest.param(Resource(), Resource(), id="case_0"),
        pytest.param(
            Resource(
                milli_cpu=4,
                memory=2000,
                ephemeral_storage=5000,
                allowed_pod_number=80,
                scalar_resources={"scalar.test/scalar1": 1, "hugepages-test": 2},
            ),
            Resource(
                milli_cpu=4,
                memory=2000,
                ephemeral_storage=5000,
                allowed_pod_number=80,
                scalar_resources={"scalar.test/scalar1": 1, "hugepages-test": 2},
            ),
            id="case_1",
        ),
    ],
)
def test_resource_clone(resource: Resource, expected: Resource) -> None:
    r = resource.clone()
    # Changing the original must not show in the clone.
    resource.milli_cpu += 1000
    resource.scalar_resources["changed"] = 1
    assert r == expected


@pytest.mark.parametrize(
    ("resource", "scalar_name", "scalar_quantity", "expected"),
    [
        pytest.param(
            Resource(), "scalar1", 100, Resource(scalar_resources={"scalar1": 100}), id="scalar1"
        ),
        pytest.param(
            Resource(
                milli_cpu=4,
                memory=2000,
                ephemeral_storage=5000,
                allowed_pod_number=80,
                scalar_resources={"hugepages-test": 2},
            ),
            "scalar2",
            200,
            Resource(
                milli_cpu=4,
                memory=2000,
                ephemeral_storage=5000,
                allowed_pod_number=80,
                scalar_resources={"hugepages-test": 2, "scalar2": 200},
            ),
            id="scalar2",
        ),
    ],
)
def test_resource_add_scalar(
    resource: Resource, scalar_name: str, scalar_quantity: int, expected: Resource
) -> None:
    resource.add_scalar(scalar_name, scalar_quantity)
    assert resource == expected


@pytest.mark.parametrize(
    ("resource", "resource_list", "expected"),
    [
        pytest.param(
            Resource(),
            {
                v1.ResourceCPU: new_scaled_quantity(4, -3),
                v1.ResourceMemory: new_quantity(2000, BinarySI),
                v1.ResourceEphemeralStorage: new_quantity(5000, BinarySI),
            },
            Resource(milli_cpu=4, memory=2000, ephemeral_storage=5000),
            id="case_0",
        ),
        pytest.param(
            Resource(
                milli_cpu=4,
                memory=4000,
                ephemeral_storage=5000,
                scalar_resources={"scalar.test/scalar1": 1, "hugepages-test": 2},
            ),
            {
                v1.ResourceCPU: new_scaled_quantity(4, -3),
                v1.ResourceMemory: new_quantity(2000, BinarySI),
                v1.ResourceEphemeralStorage: new_quantity(7000, BinarySI),
                "scalar.test/scalar1": new_quantity(4, DecimalSI),
                v1.ResourceHugePagesPrefix + "test": new_quantity(5, BinarySI),
            },
            Resource(
                milli_cpu=4,
                memory=4000,
                ephemeral_storage=7000,
                scalar_resources={"scalar.test/scalar1": 4, "hugepages-test": 5},
            ),
            id="case_1",
        ),
    ],
)
def test_set_max_resource(
    resource: Resource, resource_list: dict[str, Quantity], expected: Resource
) -> None:
    resource.set_max_resource(resource_list)
    assert resource == expected


def test_new_node_info() -> None:
    node_name = "test-node"
    pods = [
        _pod("test-1", "test-1", {v1.ResourceCPU: "100m", v1.ResourceMemory: "500"}, 80),
        _pod("test-2", "test-2", {v1.ResourceCPU: "200m", v1.ResourceMemory: "1Ki"}, 8080),
    ]

    expected = NodeInfo(
        requested=Resource(milli_cpu=300, memory=1524),
        non_zero_requested=Resource(milli_cpu=300, memory=1524),
        allocatable=Resource(),
        generation=2,
        used_ports=_ports(("TCP", 80), ("TCP", 8080)),
        image_states={},
        pvc_ref_counts={},
        pods=[
            PodInfo(
                pod=_pod(
                    "test-1",
                    "test-1",
                    {v1.ResourceCPU: "100m", v1.ResourceMemory: "500"},
                    80,
                    node_name=node_name,
                )
            ),
            PodInfo(
                pod=_pod(
                    "test-2",
                    "test-2",
                    {v1.ResourceCPU: "200m", v1.ResourceMemory: "1Ki"},
                    8080,
                    node_name=node_name,
                )
            ),
        ],
    )

    gen = types.generation
    ni = new_node_info(*pods)
    assert ni.generation > gen, "Generation is not incremented."
    expected.generation = ni.generation
    assert ni == expected


def test_node_info_clone() -> None:
    def node_info() -> NodeInfo:
        return NodeInfo(
            requested=Resource(),
            non_zero_requested=Resource(),
            allocatable=Resource(),
            generation=2,
            used_ports=_ports(("TCP", 80), ("TCP", 8080)),
            image_states={},
            pvc_ref_counts={},
            pods=[
                PodInfo(
                    pod=_pod("test-1", "test-1", {v1.ResourceCPU: "100m", "memory": "500"}, 80)
                ),
                PodInfo(
                    pod=_pod("test-2", "test-2", {v1.ResourceCPU: "200m", "memory": "1Ki"}, 8080)
                ),
            ],
        )

    original = node_info()
    expected = node_info()

    ni = original.snapshot()
    # Changing the original must not show in the snapshot.
    original.generation += 10
    original.used_ports.remove("127.0.0.1", "TCP", 80)
    assert ni == expected


def test_snapshot_copies_image_states_without_nodes() -> None:
    ni = new_node_info()
    ni.image_states["img"] = ImageStateSummary(size=10, nodes={"n1", "n2"})
    assert ni.snapshot().image_states == {"img": ImageStateSummary(size=10, num_nodes=2)}


def _fake_node_info(*pods: v1.Pod) -> NodeInfo:
    ni = new_node_info(*pods)
    ni.set_node(v1.Node(metadata=metav1.ObjectMeta(name="test-node")))
    return ni


def test_node_info_add_pod() -> None:
    def pods() -> list[v1.Pod]:
        return [
            _pod(
                "test-1",
                "test-1",
                {v1.ResourceCPU: "100m", v1.ResourceMemory: "500"},
                80,
                overhead={v1.ResourceCPU: "500m"},
                pvc="pvc-1",
            ),
            _pod(
                "test-2",
                "test-2",
                {v1.ResourceCPU: "200m"},
                8080,
                overhead={v1.ResourceCPU: "500m", v1.ResourceMemory: "500"},
                pvc="pvc-1",
            ),
            _pod(
                "test-3",
                "test-3",
                {v1.ResourceCPU: "200m"},
                8080,
                overhead={v1.ResourceCPU: "500m", v1.ResourceMemory: "500"},
                pvc="pvc-2",
                init_requests={v1.ResourceCPU: "500m", v1.ResourceMemory: "200Mi"},
            ),
        ]

    expected = NodeInfo(
        _node=v1.Node(metadata=metav1.ObjectMeta(name="test-node")),
        # 1500 bytes in requests/overhead plus 200Mi of the init container.
        requested=Resource(milli_cpu=2300, memory=209716700),
        # 200Mi (init container) + 200MB (default memory request) + 1500 specified.
        non_zero_requested=Resource(milli_cpu=2300, memory=419431900),
        allocatable=Resource(),
        generation=2,
        used_ports=_ports(("TCP", 80), ("TCP", 8080)),
        image_states={},
        pvc_ref_counts={"node_info_cache_test/pvc-1": 2, "node_info_cache_test/pvc-2": 1},
        pods=[PodInfo(pod=p) for p in pods()],
    )

    ni = _fake_node_info()
    gen = ni.generation
    for pod in pods():
        ni.add_pod(pod)
        assert ni.generation > gen, "Generation is not incremented."
        gen = ni.generation

    expected.generation = ni.generation
    assert ni == expected


def _remove_pod_fixture_pods() -> list[v1.Pod]:
    overhead = {v1.ResourceCPU: "500m", v1.ResourceMemory: "500"}
    return [
        _pod(
            "test-1",
            "test-1",
            {v1.ResourceCPU: "100m", v1.ResourceMemory: "500"},
            80,
            overhead=overhead,
            pvc="pvc-1",
        ),
        _pod(
            "test-2",
            "test-2",
            {v1.ResourceCPU: "200m", v1.ResourceMemory: "1Ki"},
            8080,
            overhead=overhead,
        ),
    ]


@pytest.mark.parametrize(
    ("pod", "err_expected", "expected_node_info"),
    [
        pytest.param(
            v1.Pod(
                metadata=metav1.ObjectMeta(uid="non-exist", namespace="node_info_cache_test"),
                spec=v1.PodSpec(node_name="test-node"),
            ),
            True,
            NodeInfo(
                _node=v1.Node(metadata=metav1.ObjectMeta(name="test-node")),
                requested=Resource(milli_cpu=1300, memory=2524),
                non_zero_requested=Resource(milli_cpu=1300, memory=2524),
                allocatable=Resource(),
                generation=2,
                used_ports=_ports(("TCP", 80), ("TCP", 8080)),
                image_states={},
                pvc_ref_counts={"node_info_cache_test/pvc-1": 1},
                pods=[PodInfo(pod=p) for p in _remove_pod_fixture_pods()],
            ),
            id="case_0",
        ),
        pytest.param(
            _remove_pod_fixture_pods()[0],
            False,
            NodeInfo(
                _node=v1.Node(metadata=metav1.ObjectMeta(name="test-node")),
                requested=Resource(milli_cpu=700, memory=1524),
                non_zero_requested=Resource(milli_cpu=700, memory=1524),
                allocatable=Resource(),
                generation=3,
                used_ports=_ports(("TCP", 8080)),
                image_states={},
                pvc_ref_counts={},
                pods=[PodInfo(pod=_remove_pod_fixture_pods()[1])],
            ),
            id="case_1",
        ),
    ],
)
def test_node_info_remove_pod(
    pod: v1.Pod, err_expected: bool, expected_node_info: NodeInfo
) -> None:
    ni = _fake_node_info(*_remove_pod_fixture_pods())

    gen = ni.generation
    if err_expected:
        with pytest.raises(types.FrameworkError) as exc_info:
            ni.remove_pod(pod)
        assert str(exc_info.value) == (
            f"no corresponding pod {pod.name} in pods of node {ni.get_name()}"
        )
    else:
        ni.remove_pod(pod)
        assert ni.generation > gen, "Generation is not incremented."

    expected_node_info.generation = ni.generation
    assert ni == expected_node_info


_HP = tuple[str, str, int]  # (protocol, ip, port), the field order of hostPortInfoParam


@pytest.mark.parametrize(
    ("added", "removed", "length"),
    [
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
                ("TCP", "0.0.0.0", 0),
                ("TCP", "0.0.0.0", -1),
            ],
            [],
            8,
            id="normal add case",
        ),
        pytest.param(
            [
                ("", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("", "127.0.0.1", 81),
                ("", "127.0.0.1", 82),
                ("", "", 79),
                ("UDP", "", 80),
                ("", "", 81),
                ("", "", 82),
                ("", "", 0),
                ("", "", -1),
            ],
            [],
            8,
            id="empty ip and protocol add should work",
        ),
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            0,
            id="normal remove case",
        ),
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            [
                ("", "127.0.0.1", 79),
                ("", "127.0.0.1", 81),
                ("", "127.0.0.1", 82),
                ("UDP", "127.0.0.1", 80),
                ("", "", 79),
                ("", "", 81),
                ("", "", 82),
                ("UDP", "", 80),
            ],
            0,
            id="empty ip and protocol remove should work",
        ),
    ],
)
def test_host_port_info_add_remove(added: list[_HP], removed: list[_HP], length: int) -> None:
    hp = HostPortInfo()
    for protocol, ip, port in added:
        hp.add(ip, protocol, port)
    for protocol, ip, port in removed:
        hp.remove(ip, protocol, port)
    assert hp.len() == length


@pytest.mark.parametrize(
    ("added", "check", "expect"),
    [
        pytest.param(
            [("TCP", "127.0.0.1", 80)],
            ("", "", 81),
            False,
            id="empty check should check 0.0.0.0 and TCP",
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 80)],
            ("", "", 80),
            True,
            id="empty check should check 0.0.0.0 and TCP (conflicted)",
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 80)], ("", "", 0), False, id="empty port check should pass"
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 80)],
            ("TCP", "0.0.0.0", 80),
            True,
            id="0.0.0.0 should check all registered IPs",
        ),
        pytest.param(
            [("UDP", "127.0.0.1", 80)],
            ("TCP", "0.0.0.0", 80),
            False,
            id="0.0.0.0 with different protocol should be allowed",
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 79), ("TCP", "127.0.0.1", 81), ("TCP", "127.0.0.1", 82)],
            ("TCP", "0.0.0.0", 80),
            False,
            id="0.0.0.0 with different port should be allowed",
        ),
        pytest.param(
            [("TCP", "0.0.0.0", 80)],
            ("TCP", "127.0.0.1", 80),
            True,
            id="normal ip should check all registered 0.0.0.0",
        ),
        pytest.param(
            [
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            ("TCP", "127.0.0.1", 80),
            False,
            id="normal ip with different port/protocol should be allowed (0.0.0.0)",
        ),
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
            ],
            ("TCP", "127.0.0.1", 80),
            False,
            id="normal ip with different port/protocol should be allowed",
        ),
    ],
)
def test_host_port_info_check(added: list[_HP], check: _HP, expect: bool) -> None:
    hp = HostPortInfo()
    for protocol, ip, port in added:
        hp.add(ip, protocol, port)
    protocol, ip, port = check
    assert hp.check_conflict(ip, protocol, port) == expect


@pytest.mark.parametrize(
    ("term", "want"),
    [
        pytest.param(
            v1.PodAffinityTerm(), {metav1.NamespaceDefault}, id="podAffinityTerm_namespace_empty"
        ),
        pytest.param(
            v1.PodAffinityTerm(namespaces=[metav1.NamespacePublic, metav1.NamespaceSystem]),
            {metav1.NamespacePublic, metav1.NamespaceSystem},
            id="podAffinityTerm_namespace_not_empty",
        ),
        pytest.param(
            v1.PodAffinityTerm(namespace_selector=metav1.LabelSelector()),
            set(),
            id="podAffinityTerm_namespace_selector_not_nil",
        ),
    ],
)
def test_get_namespaces_from_pod_affinity_term(term: v1.PodAffinityTerm, want: set[str]) -> None:
    got = get_namespaces_from_pod_affinity_term(
        v1.Pod(
            metadata=metav1.ObjectMeta(name="topologies_pod", namespace=metav1.NamespaceDefault)
        ),
        term,
    )
    assert got == want


def _statuses(*reasons: str) -> dict[str, Status]:
    return {f"node{i + 1}": new_status(Unschedulable, r) for i, r in enumerate(reasons)}


_PRE = "Node(s) failed PreFilter plugin FalsePreFilter"
_F1 = "Node(s) failed Filter plugin FalseFilter-1"
_F2 = "Node(s) failed Filter plugin FalseFilter-2"
_POST = "Error running PostFilter plugin FailedPostFilter"


@pytest.mark.parametrize(
    ("num_all_nodes", "diagnosis", "want_reason_msg"),
    [
        pytest.param(
            3,
            Diagnosis(pre_filter_msg=_PRE, node_to_status_map=_statuses(_PRE, _PRE, _PRE)),
            "0/3 nodes are available: Node(s) failed PreFilter plugin FalsePreFilter.",
            id="nodes failed Prefilter plugin",
        ),
        pytest.param(
            3,
            Diagnosis(
                pre_filter_msg=_PRE,
                node_to_status_map=_statuses(_PRE, _PRE, _PRE),
                post_filter_msg=_POST,
            ),
            "0/3 nodes are available: Node(s) failed PreFilter plugin FalsePreFilter. "
            "Error running PostFilter plugin FailedPostFilter",
            id="nodes failed Prefilter plugin and the preemption also failed",
        ),
        pytest.param(
            3,
            Diagnosis(pre_filter_msg="", node_to_status_map=_statuses(_F1, _F1, _F1)),
            "0/3 nodes are available: 3 Node(s) failed Filter plugin FalseFilter-1.",
            id="nodes failed one Filter plugin with an empty PostFilterMsg",
        ),
        pytest.param(
            3,
            Diagnosis(
                pre_filter_msg="",
                node_to_status_map=_statuses(_F1, _F1, _F1),
                post_filter_msg=_POST,
            ),
            "0/3 nodes are available: 3 Node(s) failed Filter plugin FalseFilter-1. "
            "Error running PostFilter plugin FailedPostFilter",
            id="nodes failed one Filter plugin with a non-empty PostFilterMsg",
        ),
        pytest.param(
            3,
            Diagnosis(pre_filter_msg="", node_to_status_map=_statuses(_F1, _F1, _F2)),
            "0/3 nodes are available: 1 Node(s) failed Filter plugin FalseFilter-2, "
            "2 Node(s) failed Filter plugin FalseFilter-1.",
            id="nodes failed two Filter plugins with an empty PostFilterMsg",
        ),
        pytest.param(
            3,
            Diagnosis(
                pre_filter_msg="",
                node_to_status_map=_statuses(_F1, _F1, _F2),
                post_filter_msg=_POST,
            ),
            "0/3 nodes are available: 1 Node(s) failed Filter plugin FalseFilter-2, "
            "2 Node(s) failed Filter plugin FalseFilter-1. "
            "Error running PostFilter plugin FailedPostFilter",
            id="nodes failed two Filter plugins with a non-empty PostFilterMsg",
        ),
        pytest.param(
            1,
            Diagnosis(node_to_status_map=_statuses("Node failed Permit plugin Permit-1")),
            "0/1 nodes are available: 1 Node failed Permit plugin Permit-1.",
            id="failed to Permit on node",
        ),
        pytest.param(
            1,
            Diagnosis(node_to_status_map=_statuses("Node failed Reserve plugin Reserve-1")),
            "0/1 nodes are available: 1 Node failed Reserve plugin Reserve-1.",
            id="failed to Reserve on node",
        ),
    ],
)
def test_fit_error_error(num_all_nodes: int, diagnosis: Diagnosis, want_reason_msg: str) -> None:
    f = FitError(pod=None, num_all_nodes=num_all_nodes, diagnosis=diagnosis)
    assert f.error() == want_reason_msg
    assert str(f) == want_reason_msg


_CPU500M = "500m"
_MEM500M = "500Mi"
_CPU700M = "700m"
_MEM800M = "800Mi"


@pytest.mark.parametrize(
    ("requests", "allocated_resources", "resize_status", "expected", "non0_cpu", "non0_mem"),
    [
        pytest.param(
            (_CPU500M, _MEM500M),
            (_CPU500M, _MEM500M),
            "",
            (_CPU500M, _MEM500M),
            _CPU500M,
            _MEM500M,
            id="Pod with no pending resize",
        ),
        pytest.param(
            (_CPU500M, _MEM500M),
            (_CPU500M, _MEM500M),
            v1.PodResizeStatusInProgress,
            (_CPU500M, _MEM500M),
            _CPU500M,
            _MEM500M,
            id="Pod with resize in progress",
        ),
        pytest.param(
            (_CPU700M, _MEM800M),
            (_CPU500M, _MEM500M),
            v1.PodResizeStatusDeferred,
            (_CPU700M, _MEM800M),
            _CPU700M,
            _MEM800M,
            id="Pod with deferred resize",
        ),
        pytest.param(
            (_CPU700M, _MEM800M),
            (_CPU500M, _MEM500M),
            v1.PodResizeStatusInfeasible,
            (_CPU500M, _MEM500M),
            _CPU500M,
            _MEM500M,
            id="Pod with infeasible resize",
        ),
    ],
)
def test_calculate_pod_resources_with_resize(
    requests: tuple[str, str],
    allocated_resources: tuple[str, str],
    resize_status: str,
    expected: tuple[str, str],
    non0_cpu: str,
    non0_mem: str,
) -> None:
    def rl(cpu_mem: tuple[str, str]) -> dict[str, Quantity]:
        return {v1.ResourceCPU: must_parse(cpu_mem[0]), v1.ResourceMemory: must_parse(cpu_mem[1])}

    testpod = v1.Pod(
        metadata=metav1.ObjectMeta(namespace="pod_resize_test", name="testpod", uid="testpod"),
        spec=v1.PodSpec(
            containers=[
                v1.Container(
                    name="c1",
                    resources=v1.ResourceRequirements(requests=rl((_CPU500M, _MEM500M))),
                )
            ]
        ),
        status=v1.PodStatus(
            phase=v1.PodRunning,
            resize="",
            container_statuses=[
                v1.ContainerStatus(name="c1", allocated_resources=rl((_CPU500M, _MEM500M)))
            ],
        ),
    )
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.InPlacePodVerticalScaling, True
    ):
        pod = copy.deepcopy(testpod)
        pod.spec.containers[0].resources.requests = rl(requests)
        pod.status.container_statuses[0].allocated_resources = rl(allocated_resources)
        pod.status.resize = resize_status

        res, got_non0_cpu, got_non0_mem = calculate_resource(pod)
    assert res == Resource(
        milli_cpu=must_parse(expected[0]).milli_value(), memory=must_parse(expected[1]).value()
    )
    assert got_non0_cpu == must_parse(non0_cpu).milli_value()
    assert got_non0_mem == must_parse(non0_mem).value()


@pytest.mark.parametrize(
    ("event", "coming_event", "want_result"),
    [
        pytest.param(
            ClusterEvent(resource=WildCard, action_type=All),
            ClusterEvent(resource=Pod, action_type=UpdateNodeLabel),
            True,
            id="wildcard event matches with all kinds of coming events",
        ),
        pytest.param(
            ClusterEvent(resource=Pod, action_type=UpdateNodeLabel | UpdateNodeTaint),
            ClusterEvent(resource=Pod, action_type=UpdateNodeLabel),
            True,
            id="event with resource = 'Pod' matching with coming events carries same actionType",
        ),
        pytest.param(
            ClusterEvent(resource=WildCard, action_type=UpdateNodeLabel),
            ClusterEvent(resource=Pod, action_type=UpdateNodeLabel),
            True,
            id="event with resource = '*' matching with coming events carries same actionType",
        ),
        pytest.param(
            ClusterEvent(resource=WildCard, action_type=UpdateNodeLabel),
            ClusterEvent(resource=Pod, action_type=UpdateNodeAllocatable),
            False,
            id="event with resource = '*' matching with coming events carries different actionType",
        ),
        pytest.param(
            ClusterEvent(resource=Pod, action_type=UpdateNodeLabel),
            ClusterEvent(resource=WildCard, action_type=UpdateNodeLabel),
            False,
            id="event matching with coming events carries '*' resources",
        ),
    ],
)
def test_cloud_event_match(
    event: ClusterEvent, coming_event: ClusterEvent, want_result: bool
) -> None:
    assert event.match(coming_event) == want_result


def test_node_info_k_metadata() -> None:
    # Go checks klog's rendering of these NodeInfos; the names come from GetName.
    names = [
        NodeInfo.get_name(None),
        NodeInfo().get_name(),
        NodeInfo(_node=v1.Node()).get_name(),
        NodeInfo(_node=v1.Node(metadata=metav1.ObjectMeta(name="worker"))).get_name(),
    ]
    assert names == ["<nil>", "<no node>", "", "worker"]
    assert NodeInfo().get_namespace() == ""
