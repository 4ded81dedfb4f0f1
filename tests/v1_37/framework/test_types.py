"""Port of pkg/scheduler/framework/types_test.go (v1.37.2).

Not ported yet: TestSetNodeDeclaredFeatures and the declared-features case of
TestNodeInfoClone, which need k8s.io/component-helpers/nodedeclaredfeatures (not in the port;
NodeInfo keeps the declared feature names meanwhile).
"""

from __future__ import annotations

import copy
from datetime import UTC, datetime, timedelta
from typing import cast

import pytest

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.resource import (
    BinarySI,
    DecimalSI,
    Quantity,
    must_parse,
    new_quantity,
    new_scaled_quantity,
)
from kube_scheduler_py.v1_37.api.scheduling import v1alpha3 as schedulingv1alpha3
from kube_scheduler_py.v1_37.api.scheduling import v1beta1 as schedulingv1beta1
from kube_scheduler_py.v1_37.framework import types
from kube_scheduler_py.v1_37.framework.interface import new_node_to_status
from kube_scheduler_py.v1_37.framework.types import (
    Diagnosis,
    FitError,
    NodeInfo,
    PodGroupInfo,
    PodInfo,
    QueuedPodGroupInfo,
    QueuedPodInfo,
    Resource,
    all_cluster_event_labels,
    match_any_cluster_event,
    match_cluster_events,
    new_node_info,
    new_pod_info,
    new_queued_pod_group_info,
    new_resource,
    pod_group_member_pods_ordering_func,
    unroll_pod_event,
    unroll_wild_card_resource,
)
from kube_scheduler_py.v1_37.fwk import types as fwk
from kube_scheduler_py.v1_37.fwk.interface import (
    FrameworkError,
    Status,
    Unschedulable,
    UnschedulableAndUnresolvable,
    new_status,
)

_DefaultMilliCPURequest = 100
_DefaultMemoryRequest = 200 * 1024 * 1024


def _pi(
    pod: v1.Pod,
    milli_cpu: int,
    memory: int,
    *,
    non0_cpu: int | None = None,
    non0_mem: int | None = None,
) -> PodInfo:
    """A PodInfo as NodeInfo holds it: with its cached resource (non-zero = requested unless
    given)."""
    return PodInfo(
        pod=pod,
        cached_resource=fwk.PodResource(
            resource=Resource(milli_cpu=milli_cpu, memory=memory),
            non0_cpu=milli_cpu if non0_cpu is None else non0_cpu,
            non0_mem=memory if non0_mem is None else non0_mem,
        ),
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


def _ports(*pps: tuple[str, int]) -> fwk.HostPortInfo:
    return fwk.HostPortInfo({"127.0.0.1": {fwk.ProtocolPort(protocol=p, port=n) for p, n in pps}})


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
            _pi(
                _pod(
                    "test-1",
                    "test-1",
                    {v1.ResourceCPU: "100m", v1.ResourceMemory: "500"},
                    80,
                    node_name=node_name,
                ),
                100,
                500,
            ),
            _pi(
                _pod(
                    "test-2",
                    "test-2",
                    {v1.ResourceCPU: "200m", v1.ResourceMemory: "1Ki"},
                    8080,
                    node_name=node_name,
                ),
                200,
                1024,
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
    ni.image_states["img"] = fwk.ImageStateSummary(size=10, nodes={"n1", "n2"})
    assert ni.snapshot().image_states == {"img": fwk.ImageStateSummary(size=10, num_nodes=2)}


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
        pods=[
            _pi(p, cpu, mem, non0_mem=non0_mem)
            for p, (cpu, mem, non0_mem) in zip(
                pods(),
                [
                    (600, 500, 500),
                    (700, 500, _DefaultMemoryRequest + 500),
                    (1000, _DefaultMemoryRequest + 500, _DefaultMemoryRequest + 500),
                ],
                strict=True,
            )
        ],
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
                pods=[
                    _pi(p, cpu, mem)
                    for p, (cpu, mem) in zip(
                        _remove_pod_fixture_pods(), [(600, 1000), (700, 1524)], strict=True
                    )
                ],
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
                pods=[_pi(_remove_pod_fixture_pods()[1], 700, 1524)],
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
        with pytest.raises(FrameworkError) as exc_info:
            ni.remove_pod(pod)
        assert str(exc_info.value) == (
            f"no corresponding pod {pod.name} in pods of node {ni.get_name()}"
        )
    else:
        ni.remove_pod(pod)
        assert ni.generation > gen, "Generation is not incremented."

    expected_node_info.generation = ni.generation
    assert ni == expected_node_info


def _statuses(*reasons: str) -> dict[str, Status]:
    return {f"node{i + 1}": new_status(Unschedulable, r) for i, r in enumerate(reasons)}


def _node_to_status(*reasons: str) -> types.NodeToStatus:
    return new_node_to_status(_statuses(*reasons), new_status(UnschedulableAndUnresolvable))


_PRE = "Node(s) failed PreFilter plugin FalsePreFilter"
_F1 = "Node(s) failed Filter plugin FalseFilter-1"
_F2 = "Node(s) failed Filter plugin FalseFilter-2"
_POST = "Error running PostFilter plugin FailedPostFilter"


@pytest.mark.parametrize(
    ("num_all_nodes", "diagnosis", "want_reason_msg"),
    [
        pytest.param(
            3,
            Diagnosis(pre_filter_msg=_PRE, node_to_status=_node_to_status(_PRE, _PRE, _PRE)),
            "0/3 nodes are available: Node(s) failed PreFilter plugin FalsePreFilter.",
            id="nodes failed Prefilter plugin",
        ),
        pytest.param(
            3,
            Diagnosis(
                pre_filter_msg=_PRE,
                node_to_status=_node_to_status(_PRE, _PRE, _PRE),
                post_filter_msg=_POST,
            ),
            "0/3 nodes are available: Node(s) failed PreFilter plugin FalsePreFilter. "
            "Error running PostFilter plugin FailedPostFilter",
            id="nodes failed Prefilter plugin and the preemption also failed",
        ),
        pytest.param(
            3,
            Diagnosis(pre_filter_msg="", node_to_status=_node_to_status(_F1, _F1, _F1)),
            "0/3 nodes are available: 3 Node(s) failed Filter plugin FalseFilter-1.",
            id="nodes failed one Filter plugin with an empty PostFilterMsg",
        ),
        pytest.param(
            3,
            Diagnosis(
                pre_filter_msg="",
                node_to_status=_node_to_status(_F1, _F1, _F1),
                post_filter_msg=_POST,
            ),
            "0/3 nodes are available: 3 Node(s) failed Filter plugin FalseFilter-1. "
            "Error running PostFilter plugin FailedPostFilter",
            id="nodes failed one Filter plugin with a non-empty PostFilterMsg",
        ),
        pytest.param(
            3,
            Diagnosis(pre_filter_msg="", node_to_status=_node_to_status(_F1, _F1, _F2)),
            "0/3 nodes are available: 1 Node(s) failed Filter plugin FalseFilter-2, "
            "2 Node(s) failed Filter plugin FalseFilter-1.",
            id="nodes failed two Filter plugins with an empty PostFilterMsg",
        ),
        pytest.param(
            3,
            Diagnosis(
                pre_filter_msg="",
                node_to_status=_node_to_status(_F1, _F1, _F2),
                post_filter_msg=_POST,
            ),
            "0/3 nodes are available: 1 Node(s) failed Filter plugin FalseFilter-2, "
            "2 Node(s) failed Filter plugin FalseFilter-1. "
            "Error running PostFilter plugin FailedPostFilter",
            id="nodes failed two Filter plugins with a non-empty PostFilterMsg",
        ),
        pytest.param(
            1,
            Diagnosis(node_to_status=_node_to_status("Node failed Permit plugin Permit-1")),
            "0/1 nodes are available: 1 Node failed Permit plugin Permit-1.",
            id="failed to Permit on node",
        ),
        pytest.param(
            1,
            Diagnosis(node_to_status=_node_to_status("Node failed Reserve plugin Reserve-1")),
            "0/1 nodes are available: 1 Node failed Reserve plugin Reserve-1.",
            id="failed to Reserve on node",
        ),
    ],
)
def test_fit_error_error(num_all_nodes: int, diagnosis: Diagnosis, want_reason_msg: str) -> None:
    f = FitError(pod=None, num_all_nodes=num_all_nodes, diagnosis=diagnosis)
    assert f.error() == want_reason_msg
    assert str(f) == want_reason_msg


def test_fit_error_counts_absent_nodes() -> None:
    # Nodes missing from NodeToStatus count with the absent nodes' reasons.
    node_to_status = new_node_to_status(
        _statuses(_F1), new_status(UnschedulableAndUnresolvable, "not considered")
    )
    f = FitError(pod=None, num_all_nodes=3, diagnosis=Diagnosis(node_to_status=node_to_status))
    assert f.error() == (
        "0/3 nodes are available: 1 Node(s) failed Filter plugin FalseFilter-1, 2 not considered."
    )


cpu100m = must_parse("100m")
mem200M = must_parse("200Mi")
cpu500m = must_parse("500m")
mem500M = must_parse("500Mi")
cpu700m = must_parse("700m")
mem800M = must_parse("800Mi")
cpu1200m = must_parse("1200m")
mem1200M = must_parse("1200Mi")


def _req(**quantities: Quantity) -> v1.ResourceRequirements:
    names = {"cpu": v1.ResourceCPU, "memory": v1.ResourceMemory, "eph": v1.ResourceEphemeralStorage}
    return v1.ResourceRequirements(requests={names[k]: q for k, q in quantities.items()})


def _expected(
    milli_cpu: int = 0,
    memory: int = 0,
    non0_cpu: int | None = None,
    non0_mem: int | None = None,
    ephemeral_storage: int = 0,
) -> fwk.PodResource:
    return fwk.PodResource(
        resource=Resource(milli_cpu=milli_cpu, memory=memory, ephemeral_storage=ephemeral_storage),
        non0_cpu=milli_cpu if non0_cpu is None else non0_cpu,
        non0_mem=memory if non0_mem is None else non0_mem,
    )


_ALWAYS = v1.ContainerRestartPolicyAlways


@pytest.mark.parametrize(
    ("containers", "init_containers", "pod_resources", "pod_level_resources_enabled", "expected"),
    [
        pytest.param(
            [v1.Container()],
            [],
            None,
            False,
            _expected(0, 0, _DefaultMilliCPURequest, _DefaultMemoryRequest),
            id="requestless container",
        ),
        pytest.param(
            [v1.Container(resources=_req(cpu=cpu500m, memory=mem500M))],
            [],
            None,
            False,
            _expected(cpu500m.milli_value(), mem500M.value()),
            id="1X container with requests",
        ),
        pytest.param(
            [
                v1.Container(resources=_req(cpu=cpu500m, memory=mem500M)),
                v1.Container(resources=_req(cpu=cpu700m, memory=mem800M)),
            ],
            [],
            None,
            False,
            _expected(
                cpu500m.milli_value() + cpu700m.milli_value(), mem500M.value() + mem800M.value()
            ),
            id="2X container with requests",
        ),
        pytest.param(
            [v1.Container(resources=_req(cpu=cpu500m, memory=mem500M))],
            [v1.Container(resources=_req(cpu=cpu500m, memory=mem500M))],
            _req(cpu=cpu1200m, memory=mem1200M),
            True,
            _expected(cpu1200m.milli_value(), mem1200M.value()),
            id="1X container and 1X init container with pod-level requests",
        ),
        pytest.param(
            [v1.Container(resources=_req(cpu=cpu500m, memory=mem500M))],
            [v1.Container(resources=_req(cpu=cpu500m, memory=mem500M), restart_policy=_ALWAYS)],
            _req(cpu=cpu1200m, memory=mem1200M),
            True,
            _expected(cpu1200m.milli_value(), mem1200M.value()),
            id="1X container and 1X sidecar container with pod-level requests",
        ),
        pytest.param(
            [v1.Container()],
            [v1.Container()],
            _req(memory=mem1200M),
            True,
            _expected(0, mem1200M.value(), _DefaultMilliCPURequest, mem1200M.value()),
            id="1X container with pod-level memory requests",
        ),
        pytest.param(
            [v1.Container()],
            [v1.Container()],
            _req(cpu=cpu500m),
            True,
            _expected(cpu500m.milli_value(), 0, cpu500m.milli_value(), _DefaultMemoryRequest),
            id="1X container with pod-level cpu requests",
        ),
        pytest.param(
            [v1.Container(resources=_req(eph=mem800M))],
            [v1.Container(resources=_req(eph=mem500M))],
            _req(cpu=cpu500m),
            True,
            _expected(
                cpu500m.milli_value(),
                0,
                cpu500m.milli_value(),
                _DefaultMemoryRequest,
                ephemeral_storage=mem800M.value(),
            ),
            id="1X container unsupported resources and pod-level supported resources",
        ),
    ],
)
def test_pod_info_calculate_resources(
    containers: list[v1.Container],
    init_containers: list[v1.Container],
    pod_resources: v1.ResourceRequirements | None,
    pod_level_resources_enabled: bool,
    expected: fwk.PodResource,
) -> None:
    with features.set_feature_gates_during_test(
        features.DefaultFeatureGate,
        {
            features.PodLevelResources: pod_level_resources_enabled,
            features.DRANodeAllocatableResources: False,
        },
    ):
        pod_info = PodInfo(
            pod=v1.Pod(
                spec=v1.PodSpec(
                    resources=pod_resources, containers=containers, init_containers=init_containers
                )
            )
        )
        assert pod_info.calculate_resource() == expected


def _claim(
    containers: list[str],
    mapping: list[tuple[str, Quantity]],
    overhead: list[tuple[str, Quantity, Quantity]] | None = None,
    name: str = "node-allocatable-claim",
) -> v1.NodeAllocatableResourceClaimStatus:
    """A node-allocatable claim status: mapped (name, quantity) and overhead (name, per pod,
    per container) entries."""
    return v1.NodeAllocatableResourceClaimStatus(
        resource_claim_name=name,
        containers=containers,
        mapping=[v1.NodeAllocatableMappedResources(name=n, quantity=q) for n, q in mapping],
        overhead=[
            v1.NodeAllocatableOverheadResources(name=n, per_pod=pp, per_container=pc)
            for n, pp, pc in overhead or []
        ],
    )


_CPU, _MEM = v1.ResourceCPU, v1.ResourceMemory
_DRA_100M_200MI = [(_CPU, cpu100m), (_MEM, mem200M)]
_C1_500M_500MI = [v1.Container(name="c1", resources=_req(cpu=cpu500m, memory=mem500M))]
_C_500M_500MI = [v1.Container(resources=_req(cpu=cpu500m, memory=mem500M))]


@pytest.mark.parametrize(
    (
        "containers",
        "init_containers",
        "pod_resources",
        "pod_level_resources_enabled",
        "claims",
        "overhead",
        "expected",
    ),
    [
        pytest.param(
            _C_500M_500MI,
            [],
            None,
            False,
            None,
            {},
            _expected(cpu500m.milli_value(), mem500M.value()),
            id="DRA gate disabled, with node allocatable resource claim",
        ),
        pytest.param(
            _C_500M_500MI,
            [],
            None,
            False,
            [_claim([], _DRA_100M_200MI)],
            {},
            _expected(
                cpu500m.milli_value() + cpu100m.milli_value(), mem500M.value() + mem200M.value()
            ),
            id="container with DRA node allocatable resource claim",
        ),
        pytest.param(
            _C_500M_500MI,
            [],
            None,
            False,
            [
                _claim([], _DRA_100M_200MI, name="node-allocatable-claim-1"),
                _claim([], [(_CPU, cpu100m)], name="node-allocatable-claim-2"),
            ],
            {},
            _expected(
                cpu500m.milli_value() + 2 * cpu100m.milli_value(),
                mem500M.value() + mem200M.value(),
            ),
            id="Multiple DRA node allocatable resource claims",
        ),
        pytest.param(
            _C_500M_500MI,
            [],
            None,
            False,
            [_claim([], [(_CPU, must_parse("1000m")), (_MEM, mem200M)])],
            {},
            _expected(cpu500m.milli_value() + 1000, mem500M.value() + mem200M.value()),
            id="Single DRA claim with multiple resources",
        ),
        pytest.param(
            [v1.Container(resources=_req(cpu=cpu500m, memory=mem1200M))],
            [v1.Container(resources=_req(cpu=cpu1200m, memory=mem500M))],
            None,
            False,
            [_claim([], _DRA_100M_200MI)],
            {},
            _expected(
                cpu1200m.milli_value() + cpu100m.milli_value(), mem1200M.value() + mem200M.value()
            ),
            id="DRA node allocatable Resources with Init Container",
        ),
        pytest.param(
            _C_500M_500MI,
            [],
            _req(cpu=cpu700m, memory=mem800M),
            True,
            [_claim([], _DRA_100M_200MI)],
            {},
            _expected(cpu700m.milli_value(), mem800M.value()),
            id="DRA node allocatable Resources with Pod Level Resources",
        ),
        pytest.param(
            _C_500M_500MI,
            [],
            None,
            False,
            [_claim([], _DRA_100M_200MI)],
            {_CPU: cpu100m, _MEM: mem200M},
            _expected(
                cpu500m.milli_value() + 2 * cpu100m.milli_value(),
                mem500M.value() + 2 * mem200M.value(),
            ),
            id="DRA node allocatable Resources with Pod Overhead",
        ),
        pytest.param(
            _C1_500M_500MI,
            [],
            None,
            False,
            [_claim(["c1"], [], [(_CPU, cpu100m, cpu100m), (_MEM, mem200M, mem200M)])],
            {},
            _expected(
                cpu500m.milli_value() + 2 * cpu100m.milli_value(),
                mem500M.value() + 2 * mem200M.value(),
            ),
            id="DRA gate enabled, with node allocatable resource claim specifying Overhead",
        ),
        pytest.param(
            _C1_500M_500MI,
            [],
            None,
            False,
            [
                _claim(
                    ["c1"],
                    _DRA_100M_200MI,
                    [(_CPU, cpu100m, cpu100m), (_MEM, mem200M, mem200M)],
                )
            ],
            {},
            _expected(
                cpu500m.milli_value() + 3 * cpu100m.milli_value(),
                mem500M.value() + 3 * mem200M.value(),
            ),
            id="DRA gate enabled, with node allocatable resource claim specifying both Mapping "
            "and Overhead",
        ),
    ],
)
def test_pod_info_calculate_resources_with_dra(
    containers: list[v1.Container],
    init_containers: list[v1.Container],
    pod_resources: v1.ResourceRequirements | None,
    pod_level_resources_enabled: bool,
    claims: list[v1.NodeAllocatableResourceClaimStatus] | None,
    overhead: v1.ResourceList,
    expected: fwk.PodResource,
) -> None:
    """The DRANodeAllocatableResources rows of TestPodInfoCalculateResources (claims None: the
    gate is off and the claim of the Go row is given anyway)."""
    dra_enabled = claims is not None
    statuses = claims if claims is not None else [_claim([], _DRA_100M_200MI)]
    with features.set_feature_gates_during_test(
        features.DefaultFeatureGate,
        {
            features.PodLevelResources: pod_level_resources_enabled,
            features.DRANodeAllocatableResources: dra_enabled,
        },
    ):
        pod_info = PodInfo(
            pod=v1.Pod(
                spec=v1.PodSpec(
                    resources=pod_resources,
                    containers=containers,
                    init_containers=init_containers,
                    overhead=overhead,
                ),
                status=v1.PodStatus(node_allocatable_resource_claim_statuses=statuses),
            )
        )
        assert pod_info.calculate_resource() == expected


def _condition(type_: str, reason: str = "") -> v1.PodCondition:
    return v1.PodCondition(type=type_, status=v1.ConditionTrue, reason=reason)


def _rl(cpu: Quantity, mem: Quantity) -> v1.ResourceList:
    return {v1.ResourceCPU: cpu, v1.ResourceMemory: mem}


def _prepare_pod_info(
    *,
    requests: v1.ResourceList,
    status_resources: v1.ResourceList,
    pod_level_requests: v1.ResourceList | None = None,
    pod_level_status_resources: v1.ResourceList | None = None,
    init: tuple[v1.ResourceList, v1.ResourceList] | None = None,
    sidecar: tuple[v1.ResourceList, v1.ResourceList] | None = None,
    resize_status: list[v1.PodCondition] | None = None,
) -> PodInfo:
    """Port of the test's preparePodInfo."""
    pod = v1.Pod(
        metadata=metav1.ObjectMeta(namespace="pod_resize_test", name="testpod", uid="testpod"),
        status=v1.PodStatus(phase=v1.PodRunning),
    )
    if pod_level_requests is not None:
        pod.spec.resources = v1.ResourceRequirements(requests=pod_level_requests)
    if pod_level_status_resources is not None:
        pod.status.resources = v1.ResourceRequirements(requests=pod_level_status_resources)
    pod.spec.containers.append(
        v1.Container(name="c1", resources=v1.ResourceRequirements(requests=requests))
    )
    pod.status.container_statuses.append(
        v1.ContainerStatus(name="c1", resources=v1.ResourceRequirements(requests=status_resources))
    )
    for name, restart_policy, pair in (("i1", None, init), ("s1", _ALWAYS, sidecar)):
        if pair is None:
            continue
        spec_requests, actuated = pair
        pod.spec.init_containers.append(
            v1.Container(
                name=name,
                resources=v1.ResourceRequirements(requests=spec_requests),
                restart_policy=restart_policy,
            )
        )
        pod.status.init_container_statuses.append(
            v1.ContainerStatus(name=name, resources=v1.ResourceRequirements(requests=actuated))
        )
    pod.status.conditions.extend(resize_status or [])
    return PodInfo(pod=pod)


_IN_PROGRESS = [_condition(v1.PodResizeInProgress)]
_DEFERRED = [_condition(v1.PodResizePending, v1.PodReasonDeferred)]
_INFEASIBLE = [_condition(v1.PodResizePending, v1.PodReasonInfeasible)]


@pytest.mark.parametrize(
    ("pod_info", "expected"),
    [
        pytest.param(
            _prepare_pod_info(
                requests=_rl(cpu500m, mem500M), status_resources=_rl(cpu500m, mem500M)
            ),
            _expected(cpu500m.milli_value(), mem500M.value()),
            id="Pod with no pending resize",
        ),
        pytest.param(
            _prepare_pod_info(
                pod_level_requests=_rl(cpu700m, mem500M),
                requests=_rl(cpu500m, mem500M),
                pod_level_status_resources=_rl(cpu500m, mem500M),
                status_resources=_rl(cpu700m, mem500M),
            ),
            _expected(cpu700m.milli_value(), mem500M.value()),
            id="Pod with pod-level resources no pending resize",
        ),
        pytest.param(
            _prepare_pod_info(
                requests=_rl(cpu500m, mem500M),
                status_resources=_rl(cpu500m, mem500M),
                resize_status=_IN_PROGRESS,
            ),
            _expected(cpu500m.milli_value(), mem500M.value()),
            id="Pod with resize in progress",
        ),
        pytest.param(
            _prepare_pod_info(
                pod_level_requests=_rl(cpu700m, mem500M),
                requests=_rl(cpu500m, mem500M),
                pod_level_status_resources=_rl(cpu500m, mem500M),
                status_resources=_rl(cpu700m, mem500M),
                resize_status=_IN_PROGRESS,
            ),
            _expected(cpu700m.milli_value(), mem500M.value()),
            id="Pod with pod-level resources and resize in progress",
        ),
        pytest.param(
            _prepare_pod_info(
                requests=_rl(cpu700m, mem800M),
                status_resources=_rl(cpu500m, mem500M),
                resize_status=_DEFERRED,
            ),
            _expected(cpu700m.milli_value(), mem800M.value()),
            id="Pod with deferred resize",
        ),
        pytest.param(
            _prepare_pod_info(
                pod_level_requests=_rl(cpu700m, mem800M),
                requests=_rl(cpu500m, mem500M),
                pod_level_status_resources=_rl(cpu500m, mem500M),
                status_resources=_rl(cpu500m, mem500M),
                resize_status=_DEFERRED,
            ),
            _expected(cpu700m.milli_value(), mem800M.value()),
            id="Pod with pod-level resources and with deferred resize",
        ),
        pytest.param(
            _prepare_pod_info(
                requests=_rl(cpu700m, mem800M),
                status_resources=_rl(cpu500m, mem500M),
                resize_status=_INFEASIBLE,
            ),
            _expected(cpu500m.milli_value(), mem500M.value()),
            id="Pod with infeasible resize",
        ),
        pytest.param(
            _prepare_pod_info(
                requests=_rl(cpu500m, mem500M),
                status_resources=_rl(cpu500m, mem500M),
                init=(_rl(cpu700m, mem800M), _rl(cpu700m, mem800M)),
            ),
            _expected(cpu700m.milli_value(), mem800M.value()),
            id="Pod with init container and no pending resize",
        ),
        pytest.param(
            _prepare_pod_info(
                requests=_rl(cpu500m, mem500M),
                status_resources=_rl(cpu500m, mem500M),
                init=(_rl(cpu700m, mem800M), _rl(cpu700m, mem800M)),
                sidecar=(_rl(cpu700m, mem800M), _rl(cpu700m, mem800M)),
            ),
            _expected(
                cpu500m.milli_value() + cpu700m.milli_value(), mem500M.value() + mem800M.value()
            ),
            id="Pod with sider container and no pending resize",
        ),
    ],
)
def test_calculate_pod_resources_with_resize(pod_info: PodInfo, expected: fwk.PodResource) -> None:
    with features.set_feature_gates_during_test(
        features.DefaultFeatureGate,
        {
            features.InPlacePodVerticalScaling: True,
            features.NodeDeclaredFeatures: True,
            features.InPlacePodLevelResourcesVerticalScaling: True,
        },
    ):
        assert copy.deepcopy(pod_info).calculate_resource() == expected


def _ce(resource: fwk.EventResource, action: fwk.ActionType) -> fwk.ClusterEvent:
    return fwk.ClusterEvent(resource=resource, action_type=action)


@pytest.mark.parametrize(
    ("event", "coming_event", "want_result"),
    [
        pytest.param(
            _ce(fwk.WildCard, fwk.All),
            _ce(fwk.Pod, fwk.UpdateNodeLabel),
            True,
            id="wildcard event matches with all kinds of coming events",
        ),
        pytest.param(
            _ce(fwk.Pod, fwk.UpdateNodeLabel | fwk.UpdateNodeTaint),
            _ce(fwk.Pod, fwk.UpdateNodeLabel),
            True,
            id="event with resource = 'Pod' matching with coming events carries matching "
            "actionType",
        ),
        pytest.param(
            _ce(fwk.Pod, fwk.UpdateNodeLabel | fwk.UpdateNodeTaint),
            _ce(fwk.UnscheduledPod, fwk.UpdateNodeLabel),
            True,
            id="event with resource = 'Pod' also matches event with 'UnscheduledPod' resource and "
            "matching actionType",
        ),
        pytest.param(
            _ce(fwk.WildCard, fwk.UpdateNodeLabel),
            _ce(fwk.Pod, fwk.UpdateNodeLabel),
            True,
            id="event with resource = '*' matching with coming events carries same actionType",
        ),
        pytest.param(
            _ce(fwk.WildCard, fwk.UpdateNodeLabel),
            _ce(fwk.Pod, fwk.UpdateNodeAllocatable),
            False,
            id="event with resource = '*' matching with coming events carries different actionType",
        ),
        pytest.param(
            _ce(fwk.Pod, fwk.UpdateNodeLabel),
            _ce(fwk.WildCard, fwk.UpdateNodeLabel),
            False,
            id="event matching with coming events carries '*' resources",
        ),
        pytest.param(
            _ce(fwk.WildCard, fwk.UpdateNodeLabel),
            _ce(fwk.Pod, fwk.Update),
            False,
            id="event with resource = '*' matching with coming events carrying a too broad "
            "actionType",
        ),
        pytest.param(
            _ce(fwk.WildCard, fwk.Update),
            _ce(fwk.Pod, fwk.UpdateNodeLabel),
            True,
            id="event with resource = '*' matching with coming events carrying a more specific "
            "actionType",
        ),
        pytest.param(
            _ce(fwk.Pod, fwk.UpdateNodeLabel | fwk.UpdateNodeTaint),
            _ce(fwk.UnscheduledPod, fwk.UpdateNodeLabel),
            True,
            id="event with resource = 'Pod' also matches event with 'UnscheduledPod' resource and "
            "matching actionType",
        ),
        pytest.param(
            _ce(fwk.Pod, fwk.UpdateNodeLabel),
            _ce(fwk.AssignedPod, fwk.UpdateNodeLabel),
            True,
            id="event with resource = 'Pod' also matches event with AssignedPod resource and same "
            "actionType",
        ),
        pytest.param(
            _ce(fwk.Pod, fwk.UpdateNodeTaint),
            _ce(fwk.TargetPod, fwk.UpdateNodeTaint),
            True,
            id="event with resource = 'Pod' also matches event with 'TargetPod' resource and same "
            "actionType",
        ),
        pytest.param(
            _ce(fwk.AssignedPod, fwk.Add),
            _ce(fwk.UnscheduledPod, fwk.Add),
            False,
            id="event with resource 'AssignedPod' does not match event with 'UnscheduledPod' "
            "resource and same actionType",
        ),
        pytest.param(
            _ce(fwk.AssignedPod, fwk.Update),
            _ce(fwk.TargetPod, fwk.Update),
            False,
            id="event with resource 'AssignedPod' does not match event with 'TargetPod' resource "
            "and same actionType",
        ),
        pytest.param(
            _ce(fwk.TargetPod, fwk.Update),
            _ce(fwk.AssignedPod, fwk.Update),
            False,
            id="event with resource 'TargetPod' does not match event with 'AssignedPod' resource "
            "and same actionType",
        ),
        pytest.param(
            _ce(fwk.AssignedPod, fwk.Add),
            _ce(fwk.Pod, fwk.Add),
            False,
            id="event with resource 'AssignedPod' does not match with broad 'Pod' resource and "
            "same actionType",
        ),
        pytest.param(
            _ce(fwk.AssignedPod, fwk.Add),
            _ce(fwk.WildCard, fwk.Add),
            False,
            id="event with resource 'AssignedPod' does not match with 'WildCard' resource and "
            "same actionType",
        ),
        pytest.param(
            _ce(fwk.UnscheduledPod, fwk.Add),
            _ce(fwk.Pod, fwk.Add),
            False,
            id="event with resource 'UnscheduledPod' does not match with broad 'Pod' resource and "
            "same actionType",
        ),
        pytest.param(
            _ce(fwk.UnscheduledPod, fwk.Add),
            _ce(fwk.WildCard, fwk.Add),
            False,
            id="event with resource 'UnscheduledPod' does not match with 'WildCard' resource and "
            "same actionType",
        ),
        pytest.param(
            _ce(fwk.WildCard, fwk.All),
            _ce(fwk.TargetPod, fwk.Update),
            True,
            id="WildCard matches with a pod sub-type resource 'TargetPod' and any actionType",
        ),
    ],
)
def test_cluster_event_matching(
    event: fwk.ClusterEvent, coming_event: fwk.ClusterEvent, want_result: bool
) -> None:
    assert match_cluster_events(event, coming_event) == want_result


@pytest.mark.parametrize(
    "action",
    [
        pytest.param(fwk.Add, id="Pod/Add unrolls into pod sub-types with add action type"),
        pytest.param(
            fwk.Delete, id="Pod/Delete unrolls into pod sub-types with delete action type"
        ),
        pytest.param(
            fwk.Update, id="Pod/Update unrolls into pod sub-types with update action type"
        ),
    ],
)
def test_unroll_pod_event(action: fwk.ActionType) -> None:
    got = unroll_pod_event(_ce(fwk.Pod, action))
    assert [e.resource for e in got] == [fwk.AssignedPod, fwk.UnscheduledPod, fwk.TargetPod]
    assert all(e.action_type == action for e in got)


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


# Go's TestSetNodeDeclaredFeatures registers a mock framework knowing "FeatureA" and
# "FeatureB"; the port has only the real registry, so its rows use two real feature names.
# The "Feature gate disabled" row is left out: NodeDeclaredFeatures is locked on at v1.37.2
# (Go turns it off by emulating v1.36).
_KNOWN_A = "DRANodeAllocatableResources"
_KNOWN_B = "RestartAllContainersOnContainerExits"


@pytest.mark.parametrize(
    ("declared", "expected"),
    [
        pytest.param([_KNOWN_A, _KNOWN_B], (_KNOWN_A, _KNOWN_B), id="node has features"),
        pytest.param([], (), id="node has no features"),
        pytest.param([_KNOWN_A, "OtherFeature"], (_KNOWN_A,), id="node has an unknown feature"),
    ],
)
def test_set_node_declared_features(declared: list[str], expected: tuple[str, ...]) -> None:
    ni = new_node_info()
    node = v1.Node(metadata=metav1.ObjectMeta(name="test-node"))
    node.status.declared_features = declared
    ni.set_node(node)
    assert ni.get_node_declared_features() == expected
    assert ni.snapshot().get_node_declared_features() == expected


def _named_pod(name: str, uid: str = "", labels: dict[str, str] | None = None) -> v1.Pod:
    return v1.Pod(metadata=metav1.ObjectMeta(name=name, uid=uid, labels=labels or {}))


def test_queued_pod_info_update_invalidates_signature() -> None:
    pod1 = _named_pod("pod1", labels={"version": "1"})
    pod2 = copy.deepcopy(pod1)
    pod2.labels["version"] = "2"

    pod_info, _ = new_pod_info(pod1)
    queued_pod_info = QueuedPodInfo(pod_info=pod_info, pod_signature=b"sig-1")

    queued_pod_info.update(pod2)

    assert queued_pod_info.pod_signature is None


def _with_cached_resource(pi: PodInfo) -> PodInfo:
    pi.cached_resource = fwk.PodResource(resource=Resource())
    return pi


_POD1 = _named_pod("pod1", uid="uid1")
_POD2 = copy.deepcopy(_POD1)
_POD2.metadata.labels = {"foo": "bar"}
_POD3 = _named_pod("pod2", uid="uid2")


@pytest.mark.parametrize(
    ("pod_info", "pod", "expected_err"),
    [
        pytest.param(new_pod_info(_POD1)[0], _POD2, "", id="successful update (same UID)"),
        pytest.param(
            _with_cached_resource(new_pod_info(_POD1)[0]),
            _POD2,
            "",
            id="successful update (same UID) - clears cachedResource",
        ),
        pytest.param(
            new_pod_info(_POD1)[0], _POD3, "pod UID mismatch", id="failed update (different UID)"
        ),
        pytest.param(
            new_pod_info(_POD1)[0], None, "cannot update with nil pod", id="failed update (nil pod)"
        ),
        pytest.param(
            PodInfo(pod=cast(v1.Pod, None)),
            _POD1,
            "cannot update PodInfo - its Pod is nil",
            id="failed update (nil PodInfo.Pod)",
        ),
    ],
)
def test_pod_info_update(pod_info: PodInfo, pod: v1.Pod | None, expected_err: str) -> None:
    if expected_err != "":
        with pytest.raises(FrameworkError, match=expected_err):
            pod_info.update(pod)
        return
    pod_info.update(pod)
    assert pod_info.pod.labels["foo"] == "bar"
    assert pod_info.cached_resource is None


_AFFINITY = v1.Affinity(
    pod_affinity=v1.PodAffinity(
        required_during_scheduling_ignored_during_execution=[
            v1.PodAffinityTerm(
                label_selector=metav1.LabelSelector(match_labels={"foo": "bar"}),
                topology_key="kubernetes.io/hostname",
            )
        ]
    )
)


@pytest.mark.parametrize(
    "fast_path", [True, False], ids=lambda b: f"InterPodAffinityHostnameFastPath={b}"
)
def test_new_pod_info(fast_path: bool) -> None:
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.InterPodAffinityHostnameFastPath, fast_path
    ):
        with pytest.raises(FrameworkError, match="pod cannot be nil"):
            new_pod_info(None)

        pi, err = new_pod_info(_named_pod("pod1"))
        assert err is None
        assert pi.pod.name == "pod1"

        pod2 = _named_pod("pod2")
        pod2.spec.affinity = _AFFINITY
        pi, err = new_pod_info(pod2)
        assert err is None
        assert len(pi.required_affinity_terms) == 1


def _anti_affinity_pod(name: str, uid: str, topology_key: str | None) -> v1.Pod:
    """st.MakePod().Name(name).UID(uid).PodAntiAffinityExists("label", key, required)."""
    pod = _named_pod(name, uid=uid)
    if topology_key is not None:
        pod.spec.affinity = v1.Affinity(
            pod_anti_affinity=v1.PodAntiAffinity(
                required_during_scheduling_ignored_during_execution=[
                    v1.PodAffinityTerm(
                        label_selector=metav1.LabelSelector(
                            match_expressions=[
                                metav1.LabelSelectorRequirement(
                                    key="label", operator=metav1.LabelSelectorOpExists
                                )
                            ]
                        ),
                        topology_key=topology_key,
                    )
                ]
            )
        )
    return pod


_NH1 = _anti_affinity_pod("pod-nh-1", "uid-nh-1", "zone")
_NH2 = _anti_affinity_pod("pod-nh-2", "uid-nh-2", "zone")
_H1 = _anti_affinity_pod("pod-h-1", "uid-h-1", v1.LabelHostname)
_NO_AA = _anti_affinity_pod("pod-no-aa", "uid-no-aa", None)


@pytest.mark.parametrize("fast_path", [True, False], ids=lambda b: f"FastPath={b}")
@pytest.mark.parametrize(
    ("pods_to_add", "expected_with_fast_path"),
    [
        pytest.param([_NH1, _NH2], {"pod-nh-1", "pod-nh-2"}, id="2 pods with non-host-scoped AA"),
        pytest.param(
            [_NH1, _NH2, _H1],
            {"pod-nh-1", "pod-nh-2"},
            id="2 pods with non-host-scoped AA + 1 pod with host-scoped AA",
        ),
        pytest.param([_H1], set(), id="1 pod with host-scoped AA"),
        pytest.param([_NO_AA], set(), id="1 pod with no AA at all"),
    ],
)
def test_node_info_pods_with_required_non_host_scoped_anti_affinity(
    pods_to_add: list[v1.Pod], expected_with_fast_path: set[str], fast_path: bool
) -> None:
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.InterPodAffinityHostnameFastPath, fast_path
    ):
        ni = new_node_info()
        for pod in pods_to_add:
            ni.add_pod(pod)

        # Always empty while the fast path is off.
        expected = expected_with_fast_path if fast_path else set()
        actual = {p.get_pod().name for p in ni.pods_with_required_non_host_scoped_anti_affinity}
        assert actual == expected

        clone = ni.snapshot_concrete()
        clone_actual = {
            p.get_pod().name for p in clone.pods_with_required_non_host_scoped_anti_affinity
        }
        assert clone_actual == expected

        # The snapshot's list is a copy: changing it leaves the original alone.
        if len(clone.pods_with_required_non_host_scoped_anti_affinity) > 0:
            dummy_pod, _ = new_pod_info(_named_pod("dummy", uid="dummy"))
            clone.pods_with_required_non_host_scoped_anti_affinity[0] = dummy_pod
            assert ni.pods_with_required_non_host_scoped_anti_affinity[0] is not dummy_pod

        for pod in pods_to_add:
            ni.remove_pod(pod)
        assert ni.pods_with_required_non_host_scoped_anti_affinity == []


def _hp(*ports: int) -> fwk.HostPortInfo:
    """A HostPortInfo of TCP ports on 0.0.0.0 (none: empty)."""
    if not ports:
        return fwk.HostPortInfo()
    return fwk.HostPortInfo({"0.0.0.0": {fwk.ProtocolPort(protocol="TCP", port=p) for p in ports}})


def _port_pod(
    port: int, host_port: int = 0, *, init: bool = False, sidecar: bool = False
) -> v1.Pod:
    """st.MakePod().ContainerPort(...) or .InitContainerPort(sidecar, ...)."""
    container = v1.Container(
        ports=[v1.ContainerPort(container_port=port, host_port=host_port, protocol=v1.ProtocolTCP)],
        restart_policy=_ALWAYS if sidecar else None,
    )
    spec = v1.PodSpec(init_containers=[container]) if init else v1.PodSpec(containers=[container])
    return v1.Pod(spec=spec)


@pytest.mark.parametrize(
    ("ports", "pod", "want"),
    [
        pytest.param(_hp(), None, _hp(), id="0"),
        pytest.param(_hp(8001), None, _hp(8001), id="1"),
        pytest.param(_hp(), _port_pod(8001), _hp(), id="2"),
        pytest.param(_hp(), _port_pod(8001, 8001), _hp(8001), id="3"),
        pytest.param(_hp(8001), _port_pod(8002, 8002), _hp(8001, 8002), id="4"),
        pytest.param(_hp(), _port_pod(8001, 8001, init=True), _hp(), id="5"),
        pytest.param(_hp(8001), _port_pod(8002, 8002, init=True), _hp(8001), id="6"),
        pytest.param(_hp(), _port_pod(8001, 8001, init=True, sidecar=True), _hp(8001), id="7"),
        pytest.param(_hp(8001), _port_pod(8001, 8001, init=True, sidecar=True), _hp(8001), id="8"),
        pytest.param(
            _hp(8001), _port_pod(8002, 8002, init=True, sidecar=True), _hp(8001, 8002), id="9"
        ),
    ],
)
def test_update_used_ports_pod_add(
    ports: fwk.HostPortInfo, pod: v1.Pod | None, want: fwk.HostPortInfo
) -> None:
    ni = NodeInfo(used_ports=copy.deepcopy(ports))
    ni.update_used_ports(pod, True)
    assert ni.used_ports == want


@pytest.mark.parametrize(
    ("ports", "pod", "want"),
    [
        pytest.param(_hp(), None, _hp(), id="0"),
        pytest.param(_hp(8001), None, _hp(8001), id="1"),
        pytest.param(_hp(), _port_pod(8001), _hp(), id="2"),
        pytest.param(_hp(8001), _port_pod(8001, 8001), _hp(), id="3"),
        pytest.param(_hp(8001), _port_pod(8002, 8002), _hp(8001), id="4"),
        pytest.param(_hp(8001, 8002), _port_pod(8002, 8002), _hp(8001), id="5"),
        pytest.param(_hp(8001), _port_pod(8001, 8001, init=True), _hp(8001), id="6"),
        pytest.param(_hp(8001), _port_pod(8001, 8001, init=True, sidecar=True), _hp(), id="7"),
        pytest.param(_hp(8001), _port_pod(8002, 8002, init=True, sidecar=True), _hp(8001), id="8"),
        pytest.param(
            _hp(8001, 8002), _port_pod(8002, 8002, init=True, sidecar=True), _hp(8001), id="9"
        ),
    ],
)
def test_update_used_ports_pod_remove(
    ports: fwk.HostPortInfo, pod: v1.Pod | None, want: fwk.HostPortInfo
) -> None:
    ni = NodeInfo(used_ports=copy.deepcopy(ports))
    ni.update_used_ports(pod, False)
    assert ni.used_ports == want


def test_queued_pod_info_promotes_pod_info_and_queueing_params() -> None:
    # Go embeds *PodInfo and QueueingParams: their fields and getters are the QueuedPodInfo's.
    pod = _named_pod("pod1", uid="uid1")
    q = QueuedPodInfo(pod_info=new_pod_info(pod)[0], attempts=2, gating_plugin="gate")
    assert (q.pod, q.get_name(), q.get_attempts(), q.gated(), q.size()) == (pod, "pod1", 2, True, 1)
    newer = copy.deepcopy(pod)
    q.pod = newer
    assert q.pod_info.pod is newer
    q.inc_attempts()
    q.set_initial_attempt_timestamp(types._ZERO_TIME)
    copied = q.deep_copy()
    copied.unschedulable_plugins.add("p")
    assert (copied.attempts, q.unschedulable_plugins) == (3, set())
    q.clear_rejector_plugins()
    assert not q.gated()


def test_all_cluster_event_labels() -> None:
    # Not a Go table: the metric labels are the two special events, every resource with the
    # basic actions, then the pod and node update actions.
    labels = all_cluster_event_labels()
    assert labels[:5] == [
        "UnschedulableTimeout",
        "ForceActivate",
        "PodAdd",
        "PodDelete",
        "PodUpdate",
    ]
    assert len(labels) == 2 + 16 * 3 + 6 + 7
    assert labels[-7:] == [
        "NodeUpdateNodeAllocatable",
        "NodeUpdateNodeLabel",
        "NodeUpdateNodeTaint",
        "NodeUpdateNodeCondition",
        "NodeUpdateNodeAnnotation",
        "NodeUpdateNodeDeclaredFeature",
        "NodeUpdateNodePreemptionPolicy",
    ]


@pytest.mark.parametrize("generic_workload", [False, True])
def test_unroll_wild_card_resource(generic_workload: bool) -> None:
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, features.GenericWorkload, generic_workload
    ):
        events = [e.event for e in unroll_wild_card_resource()]
    assert all(e.action_type == fwk.All for e in events)
    assert (fwk.PodGroup in [e.resource for e in events]) == generic_workload
    assert len(events) == 12 + generic_workload


def test_match_any_cluster_event() -> None:
    registered = [_ce(fwk.Node, fwk.UpdateNodeLabel), _ce(fwk.Pod, fwk.Delete)]
    assert match_any_cluster_event(_ce(fwk.AssignedPod, fwk.Delete), registered)
    assert not match_any_cluster_event(_ce(fwk.Node, fwk.UpdateNodeTaint), registered)


midPriority = 100
highPriority = 1000


def _queued(name: str, priority: int, attempts: int, timestamp: datetime) -> QueuedPodInfo:
    pod = _named_pod(name, uid=name.replace("pod", "uid"))
    pod.spec.priority = priority
    return QueuedPodInfo(pod_info=PodInfo(pod=pod), attempts=attempts, timestamp=timestamp)


_T0 = datetime(2026, 1, 1, tzinfo=UTC)
_T1 = _T0 + timedelta(seconds=1)
# The desired order: pod3 > pod5 > pod1 > pod4 > pod2.
_PI1 = _queued("pod1", midPriority, 1, _T0)
_PI2 = _queued("pod2", midPriority, 1, _T1)
_PI3 = _queued("pod3", highPriority, 1, _T0)
_PI4 = _queued("pod4", midPriority, 1, _T0)
_PI5 = _queued("pod5", midPriority, 2, _T0)


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        pytest.param(_PI3, _PI1, -1, id="higher priority comes first"),
        pytest.param(_PI1, _PI3, 1, id="lower priority comes second"),
        pytest.param(_PI5, _PI1, -1, id="higher attempts comes first"),
        pytest.param(_PI1, _PI5, 1, id="lower attempts comes second"),
        pytest.param(_PI1, _PI2, -1, id="older timestamp comes first"),
        pytest.param(_PI2, _PI1, 1, id="newer timestamp comes second"),
        pytest.param(
            _PI1,
            _PI4,
            -1,
            id="same priority, same attempts, same timestamp, lower name comes first",
        ),
        pytest.param(
            _PI4,
            _PI1,
            1,
            id="same priority, same attempts, same timestamp, higher name comes second",
        ),
    ],
)
def test_pod_group_member_pods_ordering_func(
    a: QueuedPodInfo, b: QueuedPodInfo, expected: int
) -> None:
    assert pod_group_member_pods_ordering_func(a, b) == expected


def _grouped(name: str, priority: int, attempts: int, timestamp: datetime) -> QueuedPodInfo:
    """st.MakePod().Namespace("default").Name(name).UID(...).Priority(p).PodGroupName("pg1")."""
    q = _queued(name, priority, attempts, timestamp)
    q.pod.metadata.namespace = "default"
    q.pod.spec.scheduling_group = v1.PodSchedulingGroup(pod_group_name="pg1")
    return q


_T_NEWER = _T0 + timedelta(minutes=1)
# The desired order: pod3 > pod5 > pod1 > pod4 > pod2.
_G1 = _grouped("pod1", midPriority, 1, _T0)
_G2 = _grouped("pod2", midPriority, 1, _T_NEWER)
_G3 = _grouped("pod3", highPriority, 1, _T0)
_G4 = _grouped("pod4", midPriority, 1, _T0)
_G5 = _grouped("pod5", midPriority, 2, _T0)


def _pod_group(name: str, namespace: str, parent: str | None = None) -> schedulingv1beta1.PodGroup:
    """st.MakePodGroup().Name(name).Namespace(namespace)[.ParentCompositePodGroup(parent)]."""
    return schedulingv1beta1.PodGroup(
        metadata=metav1.ObjectMeta(name=name, namespace=namespace),
        spec=schedulingv1beta1.PodGroupSpec(parent_composite_pod_group_name=parent),
    )


@pytest.mark.parametrize(
    ("pods_to_add", "pod_to_remove", "expected_order"),
    [
        pytest.param([_G3], None, [_G3], id="Add high priority pod to empty group"),
        pytest.param([_G3, _G1], None, [_G3, _G1], id="Add lower priority pod, goes to end"),
        pytest.param(
            [_G1, _G2, _G3], None, [_G3, _G1, _G2], id="Add pod with higher priority to front"
        ),
        pytest.param(
            [_G3, _G5, _G1],
            None,
            [_G3, _G5, _G1],
            id="Add pod with same priority but lower attempts, goes to end",
        ),
        pytest.param(
            [_G3, _G1, _G5],
            None,
            [_G3, _G5, _G1],
            id="Add pod with same priority but higher attempts, goes before",
        ),
        pytest.param(
            [_G3, _G5, _G2],
            None,
            [_G3, _G5, _G2],
            id="Add pod with same priority but later timestamp, goes to end",
        ),
        pytest.param(
            [_G3, _G2, _G1],
            None,
            [_G3, _G1, _G2],
            id="Add pod with same priority but earlier timestamp, goes before",
        ),
        pytest.param(
            [_G3, _G5, _G1, _G2, _G4],
            None,
            [_G3, _G5, _G1, _G4, _G2],
            id="Add pod with same priority and timestamp, ordered by name",
        ),
        pytest.param(
            [_G1, _G2, _G3, _G4, _G5],
            None,
            [_G3, _G5, _G1, _G4, _G2],
            id="Add pods out of order, gets sorted",
        ),
        pytest.param([_G3, _G5, _G1, _G2], _G1, [_G3, _G5, _G2], id="Remove pod from middle"),
        pytest.param([_G3, _G5, _G1, _G2], _G3, [_G5, _G1, _G2], id="Remove first pod"),
        pytest.param([_G3, _G5, _G1, _G2], _G2, [_G3, _G5, _G1], id="Remove last pod"),
        pytest.param([_G3, _G1], _G2, [_G3, _G1], id="Remove non-existent pod"),
    ],
)
def test_queued_pod_group_info_ordering(
    pods_to_add: list[QueuedPodInfo],
    pod_to_remove: QueuedPodInfo | None,
    expected_order: list[QueuedPodInfo],
) -> None:
    pgqi = new_queued_pod_group_info(_pod_group("pg1", "default"))
    for p in pods_to_add:
        pgqi.add_pod(p)
    if pod_to_remove is not None:
        pgqi.remove_pod(pod_to_remove.pod)
    actual_order = pgqi.queued_pod_infos.get(fwk.pod_group_key("default", "pg1"), [])
    assert actual_order == expected_order
    assert pgqi.pod_group_info.unscheduled_pods == [q.pod for q in expected_order]


def _composite_pod_group(
    name: str = "", namespace: str = "", parent: str | None = None
) -> schedulingv1alpha3.CompositePodGroup:
    """st.MakeCompositePodGroup().Name(name).Namespace(namespace)[.ParentCompositePodGroup(p)]."""
    return schedulingv1alpha3.CompositePodGroup(
        metadata=metav1.ObjectMeta(name=name, namespace=namespace),
        spec=schedulingv1alpha3.CompositePodGroupSpec(parent_composite_pod_group_name=parent),
    )


def _with_group(name: str, group: str | None) -> v1.Pod:
    pod = v1.Pod(metadata=metav1.ObjectMeta(name=name, namespace="ns1"))
    if group is not None:
        pod.spec.scheduling_group = v1.PodSchedulingGroup(pod_group_name=group)
    return pod


_CPG_ROOT = _composite_pod_group("cpg-root", "ns1")
_PG_CHILD = _pod_group("pg-child", "ns1", parent="cpg-root")
_PG_STANDALONE = _pod_group("pg-standalone", "ns1")


def _standalone_info() -> PodGroupInfo:
    return PodGroupInfo(
        pod_group=_PG_STANDALONE,
        name="pg-standalone",
        namespace="ns1",
        type=fwk.PodGroupKeyType,
        children=[],
    )


def _cpg_root_info(*children: PodGroupInfo) -> PodGroupInfo:
    return PodGroupInfo(
        composite_pod_group=_CPG_ROOT,
        name="cpg-root",
        namespace="ns1",
        type=fwk.CompositePodGroupKeyType,
        children=list(children),
    )


def _child_info() -> PodGroupInfo:
    return PodGroupInfo(
        pod_group=_PG_CHILD, name="pg-child", namespace="ns1", type=fwk.PodGroupKeyType
    )


@pytest.mark.parametrize(
    ("pod", "pod_group_info", "key", "expected"),
    [
        pytest.param(
            _with_group("pod1", "pg-child"),
            _cpg_root_info(_child_info()),
            fwk.pod_group_key("ns1", "pg-child"),
            1,
            id="Add pod to CPG hierarchy leaf PG",
        ),
        pytest.param(
            _with_group("pod2", "pg-standalone"),
            _standalone_info(),
            fwk.pod_group_key("ns1", "pg-standalone"),
            1,
            id="Add pod to standalone PG",
        ),
        pytest.param(
            _with_group("pod3", "non-existent-pg"),
            _standalone_info(),
            None,
            0,
            id="Add pod that does not match leaf PG name",
        ),
        pytest.param(
            _with_group("pod4", None),
            _standalone_info(),
            None,
            0,
            id="Add pod without scheduling group",
        ),
    ],
)
def test_queued_pod_group_info_add_pod(
    pod: v1.Pod, pod_group_info: PodGroupInfo, key: fwk.EntityKey | None, expected: int
) -> None:
    qpgi = QueuedPodGroupInfo(pod_group_info=pod_group_info)
    qpgi.add_pod(QueuedPodInfo(pod_info=PodInfo(pod=pod)))
    if key is None:
        assert len(qpgi.queued_pod_infos) == expected
    else:
        assert len(qpgi.queued_pod_infos[key]) == expected


def _standalone_with_pod1() -> tuple[QueuedPodGroupInfo, v1.Pod]:
    pod1 = _with_group("pod1", "pg-standalone")
    qpgi = QueuedPodGroupInfo(pod_group_info=_standalone_info())
    qpgi.queued_pod_infos[fwk.pod_group_key("ns1", "pg-standalone")] = [
        QueuedPodInfo(pod_info=PodInfo(pod=pod1))
    ]
    return qpgi, pod1


def test_queued_pod_group_info_update_pod() -> None:
    qpgi, pod1 = _standalone_with_pod1()
    pod1_updated = copy.deepcopy(pod1)
    pod1_updated.metadata.annotations = {"updated": "true"}
    p_info = qpgi.update(pod1_updated)
    assert p_info.pod.annotations["updated"] == "true"


def test_queued_pod_group_info_update_pod_not_found() -> None:
    qpgi, _ = _standalone_with_pod1()
    with pytest.raises(FrameworkError, match="to update not found in the queued group info"):
        qpgi.update(_with_group("pod-not-found", "pg-standalone"))


def test_queued_pod_group_info_remove_pod() -> None:
    qpgi, pod1 = _standalone_with_pod1()
    removed = qpgi.remove_pod(pod1)
    assert removed is not None
    assert removed.pod.name == "pod1"
    assert qpgi.queued_pod_infos.get(fwk.pod_group_key("ns1", "pg-standalone"), []) == []


def test_queued_pod_group_info_remove_pod_not_found() -> None:
    qpgi, _ = _standalone_with_pod1()
    assert qpgi.remove_pod(_with_group("pod-not-found", "pg-standalone")) is None


def test_queued_pod_group_info_for_each_pod_info() -> None:
    qpgi = QueuedPodGroupInfo(pod_group_info=PodGroupInfo())
    qpgi.queued_pod_infos[fwk.pod_group_key("ns1", "pg1")] = [
        QueuedPodInfo(pod_info=PodInfo(pod=_named_pod("pod1"))),
        QueuedPodInfo(pod_info=PodInfo(pod=_named_pod("pod2"))),
    ]
    qpgi.queued_pod_infos[fwk.pod_group_key("ns1", "pg2")] = [
        QueuedPodInfo(pod_info=PodInfo(pod=_named_pod("pod3")))
    ]
    seen: list[str] = []
    qpgi.for_each_pod_info(lambda p: seen.append(p.pod.name) is None)
    assert len(seen) == 3

    # An early exit stops after the first pod.
    seen.clear()
    qpgi.for_each_pod_info(lambda p: seen.append(p.pod.name) is not None)
    assert len(seen) == 1


_P1, _P2, _P3, _P4 = (_with_group(f"pod{i}", None) for i in range(1, 5))


def _leaf(name: str, *pods: v1.Pod) -> PodGroupInfo:
    return PodGroupInfo(
        pod_group=_pod_group(name, "ns1"), unscheduled_pods=list(pods), type=fwk.PodGroupKeyType
    )


def _composite(name: str, *children: PodGroupInfo) -> PodGroupInfo:
    return PodGroupInfo(
        composite_pod_group=_composite_pod_group(name, "ns1"),
        type=fwk.CompositePodGroupKeyType,
        children=list(children),
    )


@pytest.mark.parametrize(
    ("pgi", "expected"),
    [
        pytest.param(
            _leaf("pg-standalone", _P1, _P2),
            [_P1, _P2],
            id="Standalone PodGroupInfo with unscheduled pods",
        ),
        pytest.param(
            _composite("cpg-parent", _leaf("pg-child1", _P1), _leaf("pg-child2", _P2, _P3)),
            [_P1, _P2, _P3],
            id="PodGroupInfo with children",
        ),
        pytest.param(
            _composite(
                "cpg-root",
                _composite("cpg-sub", _leaf("pg-child1", _P1), _leaf("pg-child2", _P2, _P3)),
                _leaf("pg-child3", _P4),
            ),
            [_P1, _P2, _P3, _P4],
            id="Multi-level PodGroupInfo with children",
        ),
    ],
)
def test_pod_group_info_get_unscheduled_pods(pgi: PodGroupInfo, expected: list[v1.Pod]) -> None:
    assert pgi.get_unscheduled_pods() == expected


def test_pod_group_info_get_children_sorting() -> None:
    def pg_info(name: str, creation_time: datetime) -> PodGroupInfo:
        pg = _pod_group(name, "default")
        pg.metadata.creation_timestamp = creation_time
        return PodGroupInfo(name=name, namespace="default", pod_group=pg)

    pg_info1 = pg_info("pg1", _T0)
    pg_info2 = pg_info("pg2", _T0 + timedelta(minutes=1))
    pg_info3 = pg_info("pg3", _T0 - timedelta(minutes=1))
    # Same timestamp as pg1 but listed last: the name keeps pg1 before it.
    pg_info4 = pg_info("pg4", _T0)
    pgi = PodGroupInfo(
        name="parent-cpg",
        namespace="default",
        composite_pod_group=_composite_pod_group(),
        children=[pg_info1, pg_info2, pg_info3, pg_info4],
    )
    got = pgi.get_child_groups()
    assert [g.name for g in got] == ["pg3", "pg1", "pg4", "pg2"]
    assert all(a is b for a, b in zip(got, [pg_info3, pg_info1, pg_info4, pg_info2], strict=True))


_COMPOSITE_GATES = {
    features.GenericWorkload: True,
    features.TopologyAwareWorkloadScheduling: True,
    features.CompositePodGroup: True,
}


@pytest.mark.parametrize(
    ("pg_to_add", "expected_children"),
    [
        pytest.param(_PG_CHILD, ["pg-child"], id="Add child PG to root CPG"),
        pytest.param(
            _PG_STANDALONE,
            [],
            id="Add standalone PG (should be ignored by hierarchy builder as it's the root itself)",
        ),
        pytest.param(
            _pod_group("pg-orphan", "ns1", parent="non-existent"),
            [],
            id="Add PG with non-existent parent",
        ),
    ],
)
def test_queued_pod_group_info_add_pod_group(
    pg_to_add: schedulingv1beta1.PodGroup, expected_children: list[str]
) -> None:
    with features.set_feature_gates_during_test(features.DefaultFeatureGate, _COMPOSITE_GATES):
        qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_root_info())
        qpgi.add_pod_group(pg_to_add)
    assert [c.name for c in qpgi.pod_group_info.children] == expected_children
    assert all(c.type == fwk.PodGroupKeyType for c in qpgi.pod_group_info.children)


def _min_count(pg: schedulingv1beta1.PodGroup, n: int) -> schedulingv1beta1.PodGroup:
    """st.MakePodGroup()...MinCount(n): a gang policy with minCount n."""
    pg.spec.scheduling_policy.gang = schedulingv1beta1.GangSchedulingPolicy(min_count=n)
    return pg


def _gang_min_count(pg: schedulingv1beta1.PodGroup | None) -> int:
    assert pg is not None and pg.spec.scheduling_policy.gang is not None
    return pg.spec.scheduling_policy.gang.min_count


def test_queued_pod_group_info_update_pod_group() -> None:
    with features.set_feature_gates_during_test(features.DefaultFeatureGate, _COMPOSITE_GATES):
        # Update child PG in CPG hierarchy.
        child = _child_info()
        child.pod_group = _min_count(_pod_group("pg-child", "ns1", parent="cpg-root"), 2)
        qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_root_info(child))
        qpgi.update_pod_group(_min_count(_pod_group("pg-child", "ns1", parent="cpg-root"), 5))
        assert _gang_min_count(qpgi.pod_group_info.children[0].pod_group) == 5

        # Update standalone PG.
        standalone = _standalone_info()
        standalone.pod_group = _min_count(_pod_group("pg-standalone", "ns1"), 1)
        qpgi = QueuedPodGroupInfo(pod_group_info=standalone)
        qpgi.update_pod_group(_min_count(_pod_group("pg-standalone", "ns1"), 3))
        assert _gang_min_count(qpgi.pod_group_info.pod_group) == 3

        # Update non-existent PG: nothing changes.
        qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_root_info())
        qpgi.update_pod_group(_pod_group("pg-unknown", "ns1"))
        assert qpgi.pod_group_info.children == []


def test_queued_pod_group_info_remove_pod_group() -> None:
    with features.set_feature_gates_during_test(features.DefaultFeatureGate, _COMPOSITE_GATES):
        # Remove child PG and its pods.
        qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_root_info(_child_info()))
        key_child = fwk.pod_group_key("ns1", "pg-child")
        qpgi.queued_pod_infos[key_child] = [
            QueuedPodInfo(pod_info=PodInfo(pod=_with_group("pod1", "pg-child")))
        ]
        removed = qpgi.remove_pod_group(_PG_CHILD)
        assert qpgi.pod_group_info.children == []
        assert [p.pod.name for p in removed] == ["pod1"]
        assert qpgi.queued_pod_infos.get(key_child, []) == []

        # Remove standalone PG and its pods (root removal).
        qpgi = QueuedPodGroupInfo(pod_group_info=_standalone_info())
        key_standalone = fwk.pod_group_key("ns1", "pg-standalone")
        qpgi.queued_pod_infos[key_standalone] = [
            QueuedPodInfo(pod_info=PodInfo(pod=_with_group("pod2", "pg-standalone")))
        ]
        removed = qpgi.remove_pod_group(_PG_STANDALONE)
        assert [p.pod.name for p in removed] == ["pod2"]
        assert qpgi.queued_pod_infos.get(key_standalone, []) == []


def _cpg(name: str, parent: str | None = None) -> schedulingv1alpha3.CompositePodGroup:
    return _composite_pod_group(name, "ns1", parent)


def _cpg_info(cpg: schedulingv1alpha3.CompositePodGroup, *children: PodGroupInfo) -> PodGroupInfo:
    return PodGroupInfo(
        composite_pod_group=cpg,
        name=cpg.name,
        namespace=cpg.namespace,
        type=fwk.CompositePodGroupKeyType,
        children=list(children),
    )


def _pg_info(pg: schedulingv1beta1.PodGroup) -> PodGroupInfo:
    return PodGroupInfo(
        pod_group=pg, name=pg.name, namespace=pg.namespace, type=fwk.PodGroupKeyType, children=[]
    )


def _names(infos: list[PodGroupInfo]) -> list[str]:
    return [i.name for i in infos]


def test_queued_pod_group_info_add_composite_pod_group() -> None:
    cpg_root = _cpg("cpg-root")
    cpg_child = _cpg("cpg-child", parent="cpg-root")
    cpg_nested = _cpg("cpg-nested", parent="cpg-child")

    # Add child CPG to root.
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(cpg_root))
    qpgi.add_composite_pod_group(cpg_child, _cpg_info(cpg_child))
    assert _names(qpgi.pod_group_info.children) == ["cpg-child"]

    # Add CPG with non-existent parent.
    orphan = _cpg("cpg-orphan", parent="non-existent")
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(cpg_root))
    qpgi.add_composite_pod_group(orphan, _cpg_info(orphan))
    assert qpgi.pod_group_info.children == []

    # Add standalone CPG (no parent set).
    standalone = _cpg("standalone-cpg")
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(cpg_root))
    qpgi.add_composite_pod_group(standalone, _cpg_info(standalone))
    assert qpgi.pod_group_info.children == []

    # Add deeply nested CPG.
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(cpg_root, _cpg_info(cpg_child)))
    qpgi.add_composite_pod_group(cpg_nested, _cpg_info(cpg_nested))
    assert _names(qpgi.pod_group_info.children[0].children) == ["cpg-nested"]

    # Add CPG subtree with nested CPGs.
    leaf = _pod_group("pg-nested-leaf", "ns1", parent="cpg-nested")
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(cpg_root))
    qpgi.add_composite_pod_group(
        cpg_child, _cpg_info(cpg_child, _cpg_info(cpg_nested, _pg_info(leaf)))
    )
    child = qpgi.pod_group_info.children
    assert _names(child) == ["cpg-child"]
    assert _names(child[0].children) == ["cpg-nested"]
    assert _names(child[0].children[0].children) == ["pg-nested-leaf"]


def test_queued_pod_group_info_update_composite_pod_group() -> None:
    cpg_child = _cpg("cpg-child", parent="cpg-root")
    updated = _cpg("cpg-child", parent="cpg-root")
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(_cpg("cpg-root"), _cpg_info(cpg_child)))
    qpgi.update_composite_pod_group(updated)
    assert qpgi.pod_group_info.children[0].composite_pod_group is updated

    # Update non-existent CPG.
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(_cpg("cpg-root")))
    qpgi.update_composite_pod_group(_cpg("non-existent"))
    assert qpgi.pod_group_info.children == []


def test_queued_pod_group_info_remove_composite_pod_group() -> None:
    cpg_root = _cpg("cpg-root")
    cpg_child = _cpg("cpg-child", parent="cpg-root")
    cpg_nested = _cpg("cpg-nested", parent="cpg-child")
    pg_leaf = _pod_group("pg-leaf", "ns1", parent="cpg-nested")

    # Remove child CPG and its subtree pods.
    qpgi = QueuedPodGroupInfo(
        pod_group_info=_cpg_info(
            cpg_root, _cpg_info(cpg_child, _cpg_info(cpg_nested, _pg_info(pg_leaf)))
        )
    )
    key = fwk.pod_group_key("ns1", "pg-leaf")
    qpgi.queued_pod_infos[key] = [
        QueuedPodInfo(pod_info=PodInfo(pod=_with_group("pod1", "pg-leaf")))
    ]
    removed = qpgi.remove_composite_pod_group(cpg_child)
    assert qpgi.pod_group_info.children == []
    assert [p.pod.name for p in removed] == ["pod1"]
    assert qpgi.queued_pod_infos.get(key, []) == []

    # Remove non-existent CPG.
    qpgi = QueuedPodGroupInfo(pod_group_info=_cpg_info(cpg_root, _cpg_info(cpg_child)))
    assert qpgi.remove_composite_pod_group(_cpg("non-existent")) == []
    assert len(qpgi.pod_group_info.children) == 1

    # Remove nested CPG with multiple pod groups.
    pg_leaf2 = _pod_group("pg-leaf2", "ns1", parent="cpg-nested")
    qpgi = QueuedPodGroupInfo(
        pod_group_info=_cpg_info(
            cpg_root,
            _cpg_info(cpg_child, _cpg_info(cpg_nested, _pg_info(pg_leaf), _pg_info(pg_leaf2))),
        )
    )
    key2 = fwk.pod_group_key("ns1", "pg-leaf2")
    qpgi.queued_pod_infos[key] = [
        QueuedPodInfo(pod_info=PodInfo(pod=_with_group("pod1", "pg-leaf")))
    ]
    qpgi.queued_pod_infos[key2] = [
        QueuedPodInfo(pod_info=PodInfo(pod=_with_group("pod2", "pg-leaf2")))
    ]
    removed = qpgi.remove_composite_pod_group(cpg_nested)
    assert len(qpgi.pod_group_info.children) == 1
    assert qpgi.pod_group_info.children[0].children == []
    assert len(removed) == 2
    assert qpgi.queued_pod_infos == {}


def test_queued_pod_group_info_priority_size_and_attempts() -> None:
    pg = _pod_group("pg1", "default")
    pg.spec.priority = 7
    pgqi = new_queued_pod_group_info(pg)
    for q in (_grouped("pod1", midPriority, 1, _T0), _grouped("pod2", midPriority, 1, _T0)):
        pgqi.add_pod(copy.deepcopy(q))
    assert (pgqi.get_priority(), pgqi.size(), pgqi.type()) == (7, 2, fwk.PodGroupKeyType)
    pgqi.inc_attempts()
    pgqi.set_initial_attempt_timestamp(_T1)
    assert [
        (p.attempts, p.initial_attempt_timestamp)
        for p in pgqi.queued_pod_infos[fwk.pod_group_key("default", "pg1")]
    ] == [(2, _T1), (2, _T1)]
    assert pgqi.attempts == 1 and pgqi.has_queued_pod_infos()
    # A composite group's priority comes from the CompositePodGroup; none at all means 0.
    cpg = _cpg("cpg")
    cpg.spec.priority = 3
    composite = QueuedPodGroupInfo(pod_group_info=_cpg_info(cpg))
    assert composite.get_priority() == 3
    assert QueuedPodGroupInfo(pod_group_info=PodGroupInfo()).get_priority() == 0
