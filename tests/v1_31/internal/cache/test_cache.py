"""Port of pkg/scheduler/internal/cache/cache_test.go (the benchmarks are left out)."""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

import pytest

from kube_scheduler_py.clock import VIRTUAL_EPOCH, new_fake_clock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.framework.types import (
    HostPortInfo,
    ImageStateSummary,
    NodeInfo,
    Resource,
    new_node_info,
    new_resource,
)
from kube_scheduler_py.v1_31.internal.cache.cache import cacheImpl, new_cache, nodeInfoListItem
from kube_scheduler_py.v1_31.internal.cache.interface import Cache, CacheError
from kube_scheduler_py.v1_31.internal.cache.snapshot import Snapshot, new_empty_snapshot
from kube_scheduler_py.v1_31.testing import wrappers as st
from kube_scheduler_py.v1_31.util import pod_resources as schedutil

SECOND = timedelta(seconds=1)
mb = 1024 * 1024


def _new_cache(ttl: timedelta, period: timedelta) -> cacheImpl:
    return new_cache(ttl, period, new_fake_clock())


def deep_equal_without_generation(
    actual: nodeInfoListItem | None, expected: NodeInfo | None
) -> None:
    assert (actual is None) == (expected is None), (
        "one of the actual or expected is nil and the other is not"
    )
    # Generations are global counters: leave them out of the comparison.
    if actual is not None:
        actual.info.generation = 0
    if expected is not None:
        expected.generation = 0
    if actual is not None:
        assert actual.info == expected


def host_port_info(*ports: tuple[str, str, int]) -> HostPortInfo:
    """The Go test's hostPortInfoBuilder: (protocol, ip, port) entries."""
    res = HostPortInfo()
    for protocol, ip, port in ports:
        res.add(ip, protocol, port)
    return res


def _new_node_info(
    requested_resource: Resource,
    nonzero_request: Resource,
    pods: list[v1.Pod],
    used_ports: HostPortInfo,
    image_states: dict[str, ImageStateSummary],
) -> NodeInfo:
    node_info = new_node_info(*pods)
    node_info.requested = requested_resource
    node_info.non_zero_requested = nonzero_request
    node_info.used_ports = used_ports
    node_info.image_states = image_states
    return node_info


def make_base_pod(
    node_name: str,
    obj_name: str,
    cpu: str,
    mem: str,
    extended: str,
    ports: list[v1.ContainerPort] | None,
) -> v1.Pod:
    req: dict[str, str] = {}
    if cpu != "":
        req[v1.ResourceCPU] = cpu
        req[v1.ResourceMemory] = mem

        if extended != "":
            parts = extended.split(":")
            assert len(parts) == 2, f'Invalid extended resource string: "{extended}"'
            req[parts[0]] = parts[1]
    return (
        st.make_pod()
        .name(obj_name)
        .namespace("node_info_cache_test")
        .uid(obj_name)
        .node(node_name)
        .containers(
            [
                st.make_container()
                .name("container")
                .image("pause")
                .resources(req)
                .container_port(ports)
                .obj()
            ]
        )
        .obj()
    )


def _port(host_port: int, host_ip: str = "", protocol: str = "") -> list[v1.ContainerPort]:
    return [v1.ContainerPort(host_ip=host_ip, host_port=host_port, protocol=protocol)]


def is_forgotten_from_cache(p: v1.Pod, c: cacheImpl) -> None:
    assert not c.is_assumed_pod(p), "still assumed"
    with pytest.raises(CacheError):
        c.get_pod(p)


def get_node_info(cache: cacheImpl, node_name: str) -> v1.Node | None:
    """The Go test's cacheImpl.getNodeInfo: the node object of a cached NodeInfo."""
    n = cache.nodes.get(node_name)
    if n is None:
        raise CacheError(f'node "{node_name}" not found in cache')
    return n.info.node()


def assume_and_finish_binding(cache: cacheImpl, pod: v1.Pod, assumed_time: datetime) -> None:
    cache.assume_pod(pod)
    cache._finish_binding(pod, assumed_time)


def _assume_pod_scheduled_pods() -> list[v1.Pod]:
    node_name = "node"
    return [
        make_base_pod(
            node_name, "test-resource-request-and-port-0", "100m", "500", "",
            _port(80, "127.0.0.1", "TCP"),
        ),
        make_base_pod(
            node_name, "test-resource-request-and-port-1", "100m", "500", "",
            _port(80, "127.0.0.1", "TCP"),
        ),
        make_base_pod(
            node_name, "test-resource-request-and-port-2", "200m", "1Ki", "",
            _port(8080, "127.0.0.1", "TCP"),
        ),
        make_base_pod(node_name, "test-nonzero-request", "", "", "", _port(80, "127.0.0.1", "TCP")),
        make_base_pod(
            node_name, "test-extended-resource-1", "100m", "500", "example.com/foo:3",
            _port(80, "127.0.0.1", "TCP"),
        ),
        make_base_pod(
            node_name, "test-extended-resource-2", "200m", "1Ki", "example.com/foo:5",
            _port(8080, "127.0.0.1", "TCP"),
        ),
        make_base_pod(
            node_name, "test-extended-key", "100m", "500", "random-invalid-extended-key:100",
            [v1.ContainerPort()],
        ),
    ]  # fmt: skip


_ap = _assume_pod_scheduled_pods()


@pytest.mark.parametrize(
    ("pods", "w_node_info"),
    [
        pytest.param(
            [_ap[0]],
            _new_node_info(
                Resource(milli_cpu=100, memory=500),
                Resource(milli_cpu=100, memory=500),
                [_ap[0]],
                host_port_info(("TCP", "127.0.0.1", 80)),
                {},
            ),
            id="assumed one pod with resource request and used ports",
        ),
        pytest.param(
            [_ap[1], _ap[2]],
            _new_node_info(
                Resource(milli_cpu=300, memory=1524),
                Resource(milli_cpu=300, memory=1524),
                [_ap[1], _ap[2]],
                host_port_info(("TCP", "127.0.0.1", 80), ("TCP", "127.0.0.1", 8080)),
                {},
            ),
            id="node requested resource are equal to the sum of the assumed pods requested "
            "resource, node contains host ports defined by pods",
        ),
        pytest.param(
            [_ap[3]],
            _new_node_info(
                Resource(milli_cpu=0, memory=0),
                Resource(
                    milli_cpu=schedutil.DefaultMilliCPURequest,
                    memory=schedutil.DefaultMemoryRequest,
                ),
                [_ap[3]],
                host_port_info(("TCP", "127.0.0.1", 80)),
                {},
            ),
            id="assumed pod without resource request",
        ),
        pytest.param(
            [_ap[4]],
            _new_node_info(
                Resource(milli_cpu=100, memory=500, scalar_resources={"example.com/foo": 3}),
                Resource(milli_cpu=100, memory=500),
                [_ap[4]],
                host_port_info(("TCP", "127.0.0.1", 80)),
                {},
            ),
            id="assumed one pod with extended resource",
        ),
        pytest.param(
            [_ap[4], _ap[5]],
            _new_node_info(
                Resource(milli_cpu=300, memory=1524, scalar_resources={"example.com/foo": 8}),
                Resource(milli_cpu=300, memory=1524),
                [_ap[4], _ap[5]],
                host_port_info(("TCP", "127.0.0.1", 80), ("TCP", "127.0.0.1", 8080)),
                {},
            ),
            id="assumed two pods with extended resources",
        ),
        pytest.param(
            [_ap[6]],
            _new_node_info(
                Resource(milli_cpu=100, memory=500),
                Resource(milli_cpu=100, memory=500),
                [_ap[6]],
                host_port_info(),
                {},
            ),
            id="assumed pod with random invalid extended resource key",
        ),
    ],
)
def test_assume_pod_scheduled(pods: list[v1.Pod], w_node_info: NodeInfo) -> None:
    node_name = "node"
    cache = _new_cache(SECOND, SECOND)
    for pod in pods:
        cache.assume_pod(pod)
        # The pod is in the cache now, so it cannot be assumed again.
        with pytest.raises(CacheError):
            cache.assume_pod(pod)
    n = cache.nodes.get(node_name)
    deep_equal_without_generation(n, w_node_info)

    for pod in pods:
        cache.forget_pod(pod)
        is_forgotten_from_cache(pod, cache)


@dataclass
class testExpirePodStruct:
    pod: v1.Pod
    finish_bind: bool = False
    assumed_time: datetime = VIRTUAL_EPOCH


def _expire_pods() -> list[v1.Pod]:
    node_name = "node"
    return [
        make_base_pod(node_name, "test-1", "100m", "500", "", _port(80, "127.0.0.1", "TCP")),
        make_base_pod(node_name, "test-2", "200m", "1Ki", "", _port(8080, "127.0.0.1", "TCP")),
        make_base_pod(node_name, "test-3", "200m", "1Ki", "", _port(8080, "127.0.0.1", "TCP")),
    ]


_ep = _expire_pods()
_now = VIRTUAL_EPOCH
_default_ttl = 10 * SECOND


@pytest.mark.parametrize(
    ("pods", "cleanup_time", "ttl", "w_node_info"),
    [
        pytest.param(
            [testExpirePodStruct(pod=_ep[0], finish_bind=True, assumed_time=_now)],
            _now + 2 * _default_ttl,
            _default_ttl,
            None,
            id="assumed pod would expire",
        ),
        pytest.param(
            [
                testExpirePodStruct(pod=_ep[0], finish_bind=True, assumed_time=_now),
                testExpirePodStruct(
                    pod=_ep[1], finish_bind=True, assumed_time=_now + 3 * _default_ttl / 2
                ),
                testExpirePodStruct(pod=_ep[2]),
            ],
            _now + 2 * _default_ttl,
            _default_ttl,
            _new_node_info(
                Resource(milli_cpu=400, memory=2048),
                Resource(milli_cpu=400, memory=2048),
                # Removing a pod changes the order of the others.
                [_ep[2], _ep[1]],
                host_port_info(("TCP", "127.0.0.1", 8080)),
                {},
            ),
            id="first one would expire, second and third would not",
        ),
        pytest.param(
            [testExpirePodStruct(pod=_ep[0], finish_bind=True, assumed_time=_now)],
            _now + 3 * _default_ttl,
            timedelta(0),
            _new_node_info(
                Resource(milli_cpu=100, memory=500),
                Resource(milli_cpu=100, memory=500),
                [_ep[0]],
                host_port_info(("TCP", "127.0.0.1", 80)),
                {},
            ),
            id="assumed pod would never expire",
        ),
    ],
)
def test_expire_pod(
    pods: list[testExpirePodStruct],
    cleanup_time: datetime,
    ttl: timedelta,
    w_node_info: NodeInfo | None,
) -> None:
    node_name = "node"
    cache = _new_cache(ttl, SECOND)

    for pod in pods:
        cache.assume_pod(pod.pod)
        if not pod.finish_bind:
            continue
        cache._finish_binding(pod.pod, pod.assumed_time)
    # Pods whose binding finished and whose assumed time + ttl is before cleanup_time expire.
    cache.cleanup_assumed_pods(cleanup_time)
    n = cache.nodes.get(node_name)
    deep_equal_without_generation(n, w_node_info)


def test_add_pod_will_confirm() -> None:
    node_name = "node"
    now = VIRTUAL_EPOCH
    ttl = 10 * SECOND

    test_pods = [
        make_base_pod(node_name, "test-1", "100m", "500", "", _port(80, "127.0.0.1", "TCP")),
        make_base_pod(node_name, "test-2", "200m", "1Ki", "", _port(8080, "127.0.0.1", "TCP")),
    ]
    # Two pods are assumed at the same time, but only the first one is added (confirmed).
    pods_to_assume = [test_pods[0], test_pods[1]]
    pods_to_add = [test_pods[0]]
    w_node_info = _new_node_info(
        Resource(milli_cpu=100, memory=500),
        Resource(milli_cpu=100, memory=500),
        [test_pods[0]],
        host_port_info(("TCP", "127.0.0.1", 80)),
        {},
    )

    cache = _new_cache(ttl, SECOND)
    for pod_to_assume in pods_to_assume:
        assume_and_finish_binding(cache, pod_to_assume, now)
    for pod_to_add in pods_to_add:
        cache.add_pod(pod_to_add)
        # The pod is in added state now.
        with pytest.raises(CacheError):
            cache.add_pod(pod_to_add)
    cache.cleanup_assumed_pods(now + 2 * ttl)
    # Confirmed pods do not expire.
    n = cache.nodes.get(node_name)
    deep_equal_without_generation(n, w_node_info)


def test_dump() -> None:
    node_name = "node"
    now = VIRTUAL_EPOCH
    ttl = 10 * SECOND

    test_pods = [
        make_base_pod(node_name, "test-1", "100m", "500", "", _port(80, "127.0.0.1", "TCP")),
        make_base_pod(node_name, "test-2", "200m", "1Ki", "", _port(80, "127.0.0.1", "TCP")),
    ]
    pods_to_assume = [test_pods[0], test_pods[1]]
    pods_to_add = [test_pods[0]]

    cache = _new_cache(ttl, SECOND)
    for pod_to_assume in pods_to_assume:
        assume_and_finish_binding(cache, pod_to_assume, now)
    for pod_to_add in pods_to_add:
        cache.add_pod(pod_to_add)

    snapshot = cache.dump()
    assert len(snapshot.nodes) == len(cache.nodes)
    for name, ni in snapshot.nodes.items():
        n_item = cache.nodes[name]
        assert n_item.info == ni
    assert set(cache.assumed_pods) == snapshot.assumed_pods


def test_add_pod_always_updates_pod_info_in_node_info() -> None:
    ttl = 10 * SECOND
    now = VIRTUAL_EPOCH
    p1 = make_base_pod("node1", "test-1", "100m", "500", "", _port(80))

    p2 = copy.deepcopy(p1)
    p2.status.conditions = [
        *p1.status.conditions,
        v1.PodCondition(type=v1.PodScheduled, status=v1.ConditionTrue),
    ]

    pods_to_assume = [p1]
    pods_to_add_after_assume = [p2]
    node_info = {
        "node1": _new_node_info(
            Resource(milli_cpu=100, memory=500),
            Resource(milli_cpu=100, memory=500),
            [p2],
            host_port_info(("TCP", "0.0.0.0", 80)),
            {},
        ),
    }

    cache = _new_cache(ttl, SECOND)
    for pod_to_assume in pods_to_assume:
        assume_and_finish_binding(cache, pod_to_assume, now)
    for pod_to_add in pods_to_add_after_assume:
        cache.add_pod(pod_to_add)
    for node_name, expected in node_info.items():
        n = cache.nodes.get(node_name)
        deep_equal_without_generation(n, expected)


def test_add_pod_will_replace_assumed() -> None:
    now = VIRTUAL_EPOCH
    ttl = 10 * SECOND

    assumed_pod = make_base_pod("assumed-node-1", "test-1", "100m", "500", "", _port(80))
    added_pod = make_base_pod("actual-node", "test-1", "100m", "500", "", _port(80))
    updated_pod = make_base_pod("actual-node", "test-1", "200m", "500", "", _port(90))

    pods_to_assume = [copy.deepcopy(assumed_pod)]
    pods_to_add = [copy.deepcopy(added_pod)]
    pods_to_update = [[copy.deepcopy(added_pod), copy.deepcopy(updated_pod)]]
    w_node_info: dict[str, NodeInfo | None] = {
        "assumed-node": None,
        "actual-node": _new_node_info(
            Resource(milli_cpu=200, memory=500),
            Resource(milli_cpu=200, memory=500),
            [copy.deepcopy(updated_pod)],
            host_port_info(("TCP", "0.0.0.0", 90)),
            {},
        ),
    }

    cache = _new_cache(ttl, SECOND)
    for pod_to_assume in pods_to_assume:
        assume_and_finish_binding(cache, pod_to_assume, now)
    for pod_to_add in pods_to_add:
        cache.add_pod(pod_to_add)
    for pod_to_update in pods_to_update:
        cache.update_pod(pod_to_update[0], pod_to_update[1])
    for node_name, expected in w_node_info.items():
        n = cache.nodes.get(node_name)
        deep_equal_without_generation(n, expected)


def test_add_pod_after_expiration() -> None:
    node_name = "node"
    ttl = 10 * SECOND
    base_pod = make_base_pod(node_name, "test", "100m", "500", "", _port(80, "127.0.0.1", "TCP"))
    w_node_info = _new_node_info(
        Resource(milli_cpu=100, memory=500),
        Resource(milli_cpu=100, memory=500),
        [base_pod],
        host_port_info(("TCP", "127.0.0.1", 80)),
        {},
    )

    now = VIRTUAL_EPOCH
    cache = _new_cache(ttl, SECOND)
    assume_and_finish_binding(cache, base_pod, now)
    cache.cleanup_assumed_pods(now + 2 * ttl)
    # The pod expired and is gone.
    is_forgotten_from_cache(base_pod, cache)
    cache.add_pod(base_pod)
    # The pod is back, confirmed this time.
    n = cache.nodes.get(node_name)
    deep_equal_without_generation(n, w_node_info)


def _update_test_pods() -> list[v1.Pod]:
    node_name = "node"
    return [
        make_base_pod(node_name, "test", "100m", "500", "", _port(80, "127.0.0.1", "TCP")),
        make_base_pod(node_name, "test", "200m", "1Ki", "", _port(8080, "127.0.0.1", "TCP")),
    ]


def _update_w_node_infos(test_pods: list[v1.Pod]) -> list[NodeInfo]:
    return [
        _new_node_info(
            Resource(milli_cpu=200, memory=1024),
            Resource(milli_cpu=200, memory=1024),
            [test_pods[1]],
            host_port_info(("TCP", "127.0.0.1", 8080)),
            {},
        ),
        _new_node_info(
            Resource(milli_cpu=100, memory=500),
            Resource(milli_cpu=100, memory=500),
            [test_pods[0]],
            host_port_info(("TCP", "127.0.0.1", 80)),
            {},
        ),
    ]


def test_update_pod() -> None:
    node_name = "node"
    ttl = 10 * SECOND
    test_pods = _update_test_pods()
    # Add a pod, then update it twice.
    pods_to_add = [test_pods[0]]
    pods_to_update = [test_pods[0], test_pods[1], test_pods[0]]
    w_node_info = _update_w_node_infos(test_pods)

    cache = _new_cache(ttl, SECOND)
    for pod_to_add in pods_to_add:
        cache.add_pod(pod_to_add)

    for j in range(1, len(pods_to_update)):
        cache.update_pod(pods_to_update[j - 1], pods_to_update[j])
        n = cache.nodes.get(node_name)
        deep_equal_without_generation(n, w_node_info[j - 1])


_up = _update_test_pods()


@pytest.mark.parametrize(
    ("pod", "pod_to_update", "handler", "assume_pod"),
    [
        pytest.param(
            _up[0],
            _up[0],
            lambda cache, pod: cache.assume_pod(pod),
            True,
            id="do not update pod when pod information has not changed",
        ),
        pytest.param(
            _up[0],
            _up[1],
            lambda cache, pod: cache.add_pod(pod),
            False,
            id="update  pod when pod information changed",
        ),
    ],
)
def test_update_pod_and_get(
    pod: v1.Pod,
    pod_to_update: v1.Pod,
    handler: Callable[[Cache, v1.Pod], None],
    assume_pod: bool,
) -> None:
    ttl = 10 * SECOND
    cache = _new_cache(ttl, SECOND)
    # pod_to_update is unknown: getting it fails.
    with pytest.raises(CacheError):
        cache.get_pod(pod_to_update)

    # pod is unknown: updating it fails.
    with pytest.raises(CacheError):
        cache.update_pod(pod, pod_to_update)

    handler(cache, pod)

    if not assume_pod:
        cache.update_pod(pod, pod_to_update)

    cached_pod = cache.get_pod(pod)
    assert cached_pod == pod_to_update


def test_expire_add_update_pod() -> None:
    node_name = "node"
    ttl = 10 * SECOND
    test_pods = _update_test_pods()
    # The pod is assumed, expires, is added, then updated twice.
    pods_to_assume = [test_pods[0]]
    pods_to_add = [test_pods[0]]
    pods_to_update = [test_pods[0], test_pods[1], test_pods[0]]
    w_node_info = _update_w_node_infos(test_pods)

    now = VIRTUAL_EPOCH
    cache = _new_cache(ttl, SECOND)
    for pod_to_assume in pods_to_assume:
        assume_and_finish_binding(cache, pod_to_assume, now)
    cache.cleanup_assumed_pods(now + 2 * ttl)

    for pod_to_add in pods_to_add:
        cache.add_pod(pod_to_add)

    for j in range(1, len(pods_to_update)):
        cache.update_pod(pods_to_update[j - 1], pods_to_update[j])
        n = cache.nodes.get(node_name)
        deep_equal_without_generation(n, w_node_info[j - 1])


def make_pod_with_ephemeral_storage(node_name: str, ephemeral_storage: str) -> v1.Pod:
    return (
        st.make_pod()
        .name("pod-with-ephemeral-storage")
        .namespace("default-namespace")
        .uid("pod-with-ephemeral-storage")
        .req({v1.ResourceEphemeralStorage: ephemeral_storage})
        .node(node_name)
        .obj()
    )


def test_ephemeral_storage_resource() -> None:
    node_name = "node"
    pod_e = make_pod_with_ephemeral_storage(node_name, "500")
    w_node_info = _new_node_info(
        Resource(ephemeral_storage=500),
        Resource(milli_cpu=schedutil.DefaultMilliCPURequest, memory=schedutil.DefaultMemoryRequest),
        [pod_e],
        HostPortInfo(),
        {},
    )
    cache = _new_cache(SECOND, SECOND)
    cache.add_pod(pod_e)
    n = cache.nodes.get(node_name)
    deep_equal_without_generation(n, w_node_info)

    cache.remove_pod(pod_e)
    with pytest.raises(CacheError):
        cache.get_pod(pod_e)


@pytest.mark.parametrize(
    "assume", [pytest.param(False, id="bound"), pytest.param(True, id="assumed")]
)
def test_remove_pod(assume: bool) -> None:
    pod = make_base_pod("node-1", "test", "100m", "500", "", _port(80, "127.0.0.1", "TCP"))
    nodes = [
        v1.Node(metadata=metav1.ObjectMeta(name="node-1")),
        v1.Node(metadata=metav1.ObjectMeta(name="node-2")),
    ]
    w_node_info = _new_node_info(
        Resource(milli_cpu=100, memory=500),
        Resource(milli_cpu=100, memory=500),
        [pod],
        host_port_info(("TCP", "127.0.0.1", 80)),
        {},
    )
    node_name = pod.spec.node_name
    cache = _new_cache(SECOND, SECOND)
    # Adding or assuming a pod works before its node is there.
    # (The Go test adds for "assumed" and assumes for "bound"; kept as is.)
    if assume:
        cache.add_pod(pod)
    else:
        cache.assume_pod(pod)
    n = cache.nodes.get(node_name)
    deep_equal_without_generation(n, w_node_info)
    for node in nodes:
        cache.add_node(node)

    cache.remove_pod(pod)

    with pytest.raises(CacheError):
        cache.get_pod(pod)

    # Removing it again fails.
    with pytest.raises(CacheError):
        cache.remove_pod(pod)

    # The pod's node was the last to change, so it heads the list.
    assert cache.head_node is not None
    head = cache.head_node.info.node()
    assert head is not None
    assert head.name == node_name


def test_forget_pod() -> None:
    node_name = "node"
    base_pod = make_base_pod(node_name, "test", "100m", "500", "", _port(80, "127.0.0.1", "TCP"))
    pods = [base_pod]
    now = VIRTUAL_EPOCH
    ttl = 10 * SECOND

    cache = _new_cache(ttl, SECOND)
    for pod in pods:
        assume_and_finish_binding(cache, pod, now)
        assert cache.is_assumed_pod(pod), "Pod is expected to be assumed."
        assumed_pod = cache.get_pod(pod)
        assert assumed_pod.namespace == pod.namespace
        assert assumed_pod.name == pod.name
    for pod in pods:
        cache.forget_pod(pod)
        is_forgotten_from_cache(pod, cache)
        # Forgetting it again fails.
        with pytest.raises(CacheError):
            cache.forget_pod(pod)


def build_node_info(
    node: v1.Node, pods: list[v1.Pod], image_states: dict[str, ImageStateSummary]
) -> NodeInfo:
    """The NodeInfo the cache should build for node, pods and the cluster's image states."""
    expected = new_node_info()
    expected.set_node(node)
    expected.allocatable = new_resource(node.status.allocatable)
    expected.generation += 1
    for pod in pods:
        expected.add_pod(pod)
    for image in node.status.images:
        for name in image.names:
            state = image_states.get(name)
            if state is not None:
                expected.image_states[name] = state
    return expected


def build_image_states(nodes: list[v1.Node]) -> dict[str, ImageStateSummary]:
    """The image states the cache should hold after adding nodes."""
    image_states: dict[str, ImageStateSummary] = {}
    for item in nodes:
        for image in item.status.images:
            for name in image.names:
                state = image_states.get(name)
                if state is None:
                    image_states[name] = ImageStateSummary(size=image.size_bytes, nodes={item.name})
                else:
                    state.nodes.add(item.name)
    return image_states


def check_image_state_summary(nodes: dict[str, NodeInfo], *image_names: str) -> bool:
    """Whether every node that has one of the images sees the same summary of it."""
    for image_name in image_names:
        image_state: ImageStateSummary | None = None
        for node in nodes.values():
            state = node.image_states.get(image_name)
            if state is None:
                continue
            if image_state is None:
                image_state = state
                continue
            if image_state != state:
                return False
    return True


_resource_list1 = {v1.ResourceCPU: "1000m", v1.ResourceMemory: "100m", "example.com/foo": "1"}
_resource_list2 = {v1.ResourceCPU: "500m", v1.ResourceMemory: "50m", "example.com/foo": "2"}
_image_status1 = {
    "gcr.io/80:latest": 80 * mb,
    "gcr.io/80:v1": 80 * mb,
    "gcr.io/300:latest": 300 * mb,
    "gcr.io/300:v1": 300 * mb,
}
_image_status2 = {
    "gcr.io/600:latest": 600 * mb,
    "gcr.io/80:latest": 80 * mb,
    "gcr.io/900:latest": 900 * mb,
}


def _operator_node(name: str, resources: dict[str, str], images: dict[str, int]) -> v1.Node:
    taints = [v1.Taint(key="test-key", value="test-value", effect=v1.TaintEffectPreferNoSchedule)]
    return st.make_node().name(name).capacity(resources).taints(taints).images(images).obj()


def _operator_pod(name: str, ports: list[v1.ContainerPort]) -> v1.Pod:
    return v1.Pod(
        metadata=metav1.ObjectMeta(name=name, uid=name),
        spec=v1.PodSpec(
            node_name="test-node-1",
            containers=[
                v1.Container(
                    resources=v1.ResourceRequirements(
                        requests={
                            v1.ResourceCPU: must_parse("500m"),
                            v1.ResourceMemory: must_parse("50m"),
                        }
                    ),
                    ports=ports,
                )
            ],
        ),
    )


def _node_operators_case(name: str) -> tuple[list[v1.Node], list[v1.Pod]]:
    if name == "operate the node with one pod":
        return (
            [
                _operator_node("test-node-1", _resource_list1, _image_status1),
                _operator_node("test-node-2", _resource_list2, _image_status2),
                _operator_node("test-node-3", _resource_list1, _image_status1),
                _operator_node("test-node-4", _resource_list2, _image_status2),
            ],
            [
                _operator_pod(
                    "pod1", [v1.ContainerPort(name="http", host_port=80, container_port=80)]
                )
            ],
        )
    return (
        [
            _operator_node("test-node-1", _resource_list1, _image_status1),
            _operator_node("test-node-2", _resource_list2, _image_status2),
            _operator_node("test-node-3", _resource_list1, _image_status1),
        ],
        [_operator_pod("pod1", []), _operator_pod("pod2", [])],
    )


@pytest.mark.parametrize(
    "name", ["operate the node with one pod", "operate the node with two pods"]
)
def test_node_operators(name: str) -> None:
    tc_nodes, tc_pods = _node_operators_case(name)
    mem50m = must_parse("50m")
    node = tc_nodes[0]

    image_states = build_image_states(tc_nodes)
    expected = build_node_info(node, tc_pods, image_states)

    cache = _new_cache(SECOND, SECOND)
    for node_item in tc_nodes:
        cache.add_node(node_item)
    for pod in tc_pods:
        cache.add_pod(pod)
    nodes: dict[str, NodeInfo] = {}
    item = cache.head_node
    while item is not None:
        item_node = item.info.node()
        assert item_node is not None
        nodes[item_node.name] = item.info
        item = item.next

    # Step 1: the node is in the cache.
    got = cache.nodes.get(node.name)
    assert got is not None, f"Failed to find node {node.name} in internalcache."
    nodes_list = cache.node_tree.list()
    assert cache.node_tree.num_nodes == len(tc_nodes)
    assert len(nodes_list) == len(tc_nodes)

    # Generations are global; take the one the cache gave.
    expected.generation = got.info.generation
    assert got.info == expected

    # Every node with one of these images sees the same summary of it.
    assert check_image_state_summary(nodes, "gcr.io/80:latest", "gcr.io/300:latest")

    # Step 2: a snapshot holds the cached nodes.
    cached_nodes = new_empty_snapshot()
    cache.update_snapshot(cached_nodes)
    new_node = cached_nodes.node_info_map.get(node.name)
    assert new_node is not None
    assert len(cached_nodes.node_info_map) == len(tc_nodes)
    expected.generation = new_node.generation
    assert new_node == expected.snapshot()
    assert check_image_state_summary(
        cached_nodes.node_info_map, "gcr.io/80:latest", "gcr.io/300:latest"
    )

    # Step 3: an update of the node object shows in its NodeInfo.
    node.status.allocatable[v1.ResourceMemory] = mem50m
    expected.allocatable.memory = mem50m.value()

    # Python: the Go test passes a nil old node; the zone is unchanged, so it is never read.
    cache.update_node(None, node)  # type: ignore[arg-type]
    got = cache.nodes.get(node.name)
    assert got is not None, f"Failed to find node {node.name} in schedulertypes after UpdateNode."
    assert got.info.generation > expected.generation, "Generation is not incremented."
    expected.generation = got.info.generation

    assert got.info == expected
    assert check_image_state_summary(nodes, "gcr.io/80:latest", "gcr.io/300:latest")
    nodes_list = cache.node_tree.list()
    assert cache.node_tree.num_nodes == len(tc_nodes)
    assert len(nodes_list) == len(tc_nodes)

    # Step 4: a node with pods can be removed; a ghost NodeInfo stays.
    cache.remove_node(node)
    assert get_node_info(cache, node.name) is None

    # Removing it again fails.
    with pytest.raises(CacheError):
        cache.remove_node(node)

    nodes_list = cache.node_tree.list()
    assert cache.node_tree.num_nodes == len(tc_nodes) - 1
    assert len(nodes_list) == len(tc_nodes) - 1
    assert check_image_state_summary(nodes, "gcr.io/80:latest", "gcr.io/300:latest")
    # The pods are still cached.
    for p in tc_pods:
        cache.get_pod(p)

    # Step 5: the pods of the removed node can still be removed.
    for p in tc_pods:
        cache.remove_pod(p)
        with pytest.raises(CacheError):
            cache.get_pod(p)


def compare_cache_with_node_info_snapshot(cache: cacheImpl, snapshot: Snapshot) -> None:
    # The map.
    assert len(snapshot.node_info_map) == cache.node_tree.num_nodes
    for name, ni in cache.nodes.items():
        want: NodeInfo | None = ni.info
        if ni.info.node() is None:
            want = None
        assert snapshot.node_info_map.get(name) == want

    # The lists.
    assert len(snapshot.node_info_list) == cache.node_tree.num_nodes

    expected_node_info_list: list[NodeInfo] = []
    expected_have_pods_with_affinity_node_info_list: list[NodeInfo] = []
    expected_used_pvc_set: set[str] = set()
    nodes_list = cache.node_tree.list()
    for node_name in nodes_list:
        n = snapshot.node_info_map.get(node_name)
        assert n is not None, (
            f'node "{node_name}" exist in nodeTree but not in NodeInfoMap, this should not happen'
        )
        expected_node_info_list.append(n)
        if len(n.pods_with_affinity) > 0:
            expected_have_pods_with_affinity_node_info_list.append(n)
        for key in n.pvc_ref_counts:
            expected_used_pvc_set.add(key)

    for i, expected in enumerate(expected_node_info_list):
        assert snapshot.node_info_list[i] is expected, "unexpected NodeInfo in NodeInfoList"

    for i, expected in enumerate(expected_have_pods_with_affinity_node_info_list):
        assert snapshot.have_pods_with_affinity_node_info_list[i] is expected, (
            "unexpected NodeInfo in HavePodsWithAffinityNodeInfoList"
        )

    for key in expected_used_pvc_set:
        assert key in snapshot.used_pvc_set


class _UpdateSnapshotEnv:
    """The objects and the cache/snapshot the TestSchedulerCache_UpdateSnapshot operations use."""

    def __init__(self) -> None:
        self.nodes = [
            v1.Node(
                metadata=metav1.ObjectMeta(name=f"test-node{i}"),
                status=v1.NodeStatus(
                    allocatable={
                        v1.ResourceCPU: must_parse("1000m"),
                        v1.ResourceMemory: must_parse("100m"),
                    }
                ),
            )
            for i in range(10)
        ]
        self.updated_nodes = []
        for n in self.nodes:
            updated_node = copy.deepcopy(n)
            updated_node.status.allocatable = {
                v1.ResourceCPU: must_parse("2000m"),
                v1.ResourceMemory: must_parse("500m"),
            }
            self.updated_nodes.append(updated_node)
        self.pods = [
            st.make_pod()
            .name(f"test-pod{i}")
            .namespace("test-ns")
            .uid(f"test-puid{i}")
            .node(f"test-node{i % 10}")
            .obj()
            for i in range(20)
        ]
        self.updated_pods = []
        for p in self.pods:
            updated_pod = copy.deepcopy(p)
            updated_pod.spec.priority = 1000
            self.updated_pods.append(updated_pod)
        # Pods with affinity on the first two nodes.
        self.pods_with_affinity = [
            st.make_pod()
            .name(f"p-affinity-{i}")
            .namespace("test-ns")
            .uid(f"puid-affinity-{i}")
            .pod_affinity_exists("foo", "", st.PodAffinityWithRequiredReq)
            .node(f"test-node{i}")
            .obj()
            for i in range(2)
        ]
        # Pods with PVCs.
        self.pods_with_pvc = [
            st.make_pod()
            .name(f"p-pvc-{i}")
            .namespace("test-ns")
            .uid(f"puid-pvc-{i}")
            .pvc(f"test-pvc{i % 4}")
            .node(f"test-node{i % 2}")
            .obj()
            for i in range(8)
        ]
        self.cache = _new_cache(SECOND, SECOND)
        self.snapshot = new_empty_snapshot()


Operation = Callable[[_UpdateSnapshotEnv], None]


def add_node(i: int) -> Operation:
    def op(e: _UpdateSnapshotEnv) -> None:
        e.cache.add_node(e.nodes[i])

    return op


def remove_node(i: int) -> Operation:
    return lambda e: e.cache.remove_node(e.nodes[i])


def update_node(i: int) -> Operation:
    def op(e: _UpdateSnapshotEnv) -> None:
        e.cache.update_node(e.nodes[i], e.updated_nodes[i])

    return op


def add_pod(i: int) -> Operation:
    return lambda e: e.cache.add_pod(e.pods[i])


def add_pod_with_affinity(i: int) -> Operation:
    return lambda e: e.cache.add_pod(e.pods_with_affinity[i])


def add_pod_with_pvc(i: int) -> Operation:
    return lambda e: e.cache.add_pod(e.pods_with_pvc[i])


def remove_pod(i: int) -> Operation:
    return lambda e: e.cache.remove_pod(e.pods[i])


def remove_pod_with_affinity(i: int) -> Operation:
    return lambda e: e.cache.remove_pod(e.pods_with_affinity[i])


def remove_pod_with_pvc(i: int) -> Operation:
    return lambda e: e.cache.remove_pod(e.pods_with_pvc[i])


def update_pod(i: int) -> Operation:
    return lambda e: e.cache.update_pod(e.pods[i], e.updated_pods[i])


def update_snapshot() -> Operation:
    def op(e: _UpdateSnapshotEnv) -> None:
        # The Go test ignores the error of this call and checks the result instead.
        with contextlib.suppress(CacheError):
            e.cache.update_snapshot(e.snapshot)
        compare_cache_with_node_info_snapshot(e.cache, e.snapshot)

    return op


@pytest.mark.parametrize(
    ("operations", "expected", "expected_have_pods_with_affinity", "expected_used_pvc_set"),
    [
        pytest.param([], [], 0, set(), id="Empty cache"),
        pytest.param([add_node(1)], [1], 0, set(), id="Single node"),
        pytest.param(
            [add_node(1), update_snapshot(), remove_node(1), add_node(1)],
            [1],
            0,
            set(),
            id="Add node, remove it, add it again",
        ),
        pytest.param(
            [add_node(1), update_snapshot(), add_node(2), remove_node(1)],
            [2],
            0,
            set(),
            id="Add node and remove it in the same cycle, add it again",
        ),
        pytest.param(
            [
                add_node(0), update_snapshot(), add_node(1), update_snapshot(), add_node(2),
                update_snapshot(), add_node(3),
            ],
            [3, 2, 1, 0],
            0,
            set(),
            id="Add a few nodes, and snapshot in the middle",
        ),
        pytest.param(
            [add_node(0), add_node(2), add_node(5), add_node(6)],
            [6, 5, 2, 0],
            0,
            set(),
            id="Add a few nodes, and snapshot in the end",
        ),
        pytest.param(
            [add_node(0), add_node(1), add_node(5), update_snapshot(), update_node(1)],
            [1, 5, 0],
            0,
            set(),
            id="Update some nodes",
        ),
        pytest.param(
            [
                add_node(0), add_node(2), add_node(5), add_node(6), update_snapshot(),
                remove_node(0), remove_node(2), remove_node(5), remove_node(6),
            ],
            [],
            0,
            set(),
            id="Add a few nodes, and remove all of them",
        ),
        pytest.param(
            [
                add_node(0), add_node(2), add_node(5), add_node(6), update_snapshot(),
                remove_node(0), remove_node(6),
            ],
            [5, 2],
            0,
            set(),
            id="Add a few nodes, and remove some of them",
        ),
        pytest.param(
            [
                add_node(2), add_node(5), add_node(6), update_snapshot(),
                remove_node(2), remove_node(5), remove_node(6), update_snapshot(),
                add_node(7), add_node(9),
            ],
            [9, 7],
            0,
            set(),
            id="Add a few nodes, remove all of them, and add more",
        ),
        pytest.param(
            [add_node(8), update_node(2), update_node(8), update_snapshot(), add_node(1)],
            [1, 8, 2],
            0,
            set(),
            id="Update nodes in particular order",
        ),
        pytest.param(
            [add_node(0), add_node(2), add_node(8), update_snapshot(), add_pod(8), add_pod(2)],
            [2, 8, 0],
            0,
            set(),
            id="Add some nodes and some pods",
        ),
        pytest.param(
            [add_node(0), add_pod(0), add_node(2), add_node(4), update_pod(0)],
            [0, 4, 2],
            0,
            set(),
            id="Updating a pod moves its node to the head",
        ),
        pytest.param(
            [add_node(0), add_pod(1), update_pod(1), add_node(1)],
            [1, 0],
            0,
            set(),
            id="Add pod before its node",
        ),
        pytest.param(
            [
                add_node(0), add_node(1), add_pod(1), add_pod(11), update_snapshot(),
                remove_node(1), update_snapshot(),
                update_pod(1), update_pod(11), remove_pod(1), remove_pod(11),
            ],
            [0],
            0,
            set(),
            id="Remove node before its pods",
        ),
        pytest.param(
            [add_node(0), add_pod_with_affinity(0), update_snapshot(), add_node(1)],
            [1, 0],
            1,
            set(),
            id="Add Pods with affinity",
        ),
        pytest.param(
            [add_node(0), add_pod_with_pvc(0), update_snapshot(), add_node(1)],
            [1, 0],
            0,
            {"test-ns/test-pvc0"},
            id="Add Pods with PVC",
        ),
        pytest.param(
            [
                add_node(0), add_pod_with_affinity(0), update_snapshot(), add_node(1),
                add_pod_with_affinity(1), update_snapshot(),
            ],
            [1, 0],
            2,
            set(),
            id="Add multiple nodes with pods with affinity",
        ),
        pytest.param(
            [
                add_node(0), add_pod_with_pvc(0), update_snapshot(), add_node(1),
                add_pod_with_pvc(1), update_snapshot(),
            ],
            [1, 0],
            0,
            {"test-ns/test-pvc0", "test-ns/test-pvc1"},
            id="Add multiple nodes with pods with PVC",
        ),
        pytest.param(
            [
                add_node(0), add_node(1), add_pod_with_affinity(0), update_snapshot(),
                remove_pod_with_affinity(0), update_snapshot(),
            ],
            [0, 1],
            0,
            set(),
            id="Add then Remove pods with affinity",
        ),
        pytest.param(
            [
                add_node(0), add_pod_with_pvc(0), update_snapshot(), remove_pod_with_pvc(0),
                add_pod_with_pvc(2), update_snapshot(),
            ],
            [0],
            0,
            {"test-ns/test-pvc2"},
            id="Add then Remove pod with PVC",
        ),
        pytest.param(
            [
                add_node(0), add_pod_with_pvc(0), update_snapshot(), remove_pod_with_pvc(0),
                add_pod_with_pvc(0), update_snapshot(),
            ],
            [0],
            0,
            {"test-ns/test-pvc0"},
            id="Add then Remove pod with PVC and add same pod again",
        ),
        pytest.param(
            [
                add_node(0), add_node(1), add_pod_with_pvc(0), add_pod_with_pvc(1),
                update_snapshot(), remove_pod_with_pvc(0), remove_pod_with_pvc(1),
                add_pod_with_pvc(2), add_pod_with_pvc(3), update_snapshot(),
            ],
            [1, 0],
            0,
            {"test-ns/test-pvc2", "test-ns/test-pvc3"},
            id="Add and Remove multiple pods with PVC with same ref count length different "
            "content",
        ),
        pytest.param(
            [
                add_node(0), add_node(1), add_pod_with_pvc(0), add_pod_with_pvc(1),
                add_pod_with_pvc(2), update_snapshot(),
                remove_pod_with_pvc(0), remove_pod_with_pvc(1), update_snapshot(),
                add_pod_with_pvc(0), update_snapshot(),
                add_pod_with_pvc(3), add_pod_with_pvc(4), add_pod_with_pvc(5), update_snapshot(),
                remove_pod_with_pvc(0), remove_pod_with_pvc(3), remove_pod_with_pvc(4),
                update_snapshot(),
            ],
            [0, 1],
            0,
            {"test-ns/test-pvc1", "test-ns/test-pvc2"},
            id="Add and Remove multiple pods with PVC",
        ),
    ],
)  # fmt: skip
def test_scheduler_cache_update_snapshot(
    operations: list[Operation],
    expected: list[int],
    expected_have_pods_with_affinity: int,
    expected_used_pvc_set: set[str],
) -> None:
    e = _UpdateSnapshotEnv()
    for op in operations:
        op(e)
    cache, snapshot = e.cache, e.snapshot

    assert len(cache.nodes) == len(expected)
    # The list, from its head, is in the expected order.
    i = 0
    node = cache.head_node
    while node is not None:
        np = node.info.node()
        if np is not None:
            assert np.name == e.nodes[expected[i]].name, f"unexpected node at index {i}"
        i += 1
        node = node.next
    # Following the list visits every cached NodeInfo.
    assert i == len(cache.nodes)

    assert len(snapshot.have_pods_with_affinity_node_info_list) == (
        expected_have_pods_with_affinity
    )
    assert snapshot.used_pvc_set == expected_used_pvc_set

    # A final update brings the snapshot in line with the cache.
    cache.update_snapshot(snapshot)
    compare_cache_with_node_info_snapshot(cache, snapshot)


def _zoned_nodes() -> list[v1.Node]:
    """Two nodes in zone 0, six in zone 1."""
    nodes = []
    i = 0
    for zone, nb in enumerate([2, 6]):
        for _ in range(nb):
            nodes.append(
                v1.Node(
                    metadata=metav1.ObjectMeta(
                        name=f"node-{i}",
                        labels={
                            v1.LabelTopologyRegion: f"region-{zone}",
                            v1.LabelTopologyZone: f"zone-{zone}",
                        },
                    )
                )
            )
            i += 1
    return nodes


@pytest.mark.parametrize(
    ("operations", "expected"),
    [
        pytest.param([], [], id="Empty cache"),
        pytest.param([0], ["node-0"], id="Single node"),
        pytest.param([0, "snapshot", 1], ["node-0", "node-1"], id="Two nodes"),
        pytest.param(
            [2, 3, "snapshot", 4, 0],
            ["node-2", "node-0", "node-3", "node-4"],
            id="bug 91601, two nodes, update the snapshot and add two nodes in different zones",
        ),
        pytest.param(
            [2, 3, 4, 5, "snapshot", 6, 0],
            ["node-2", "node-0", "node-3", "node-4", "node-5", "node-6"],
            id="bug 91601, 6 nodes, one in a different zone",
        ),
        pytest.param(
            [2, "snapshot", 3, 4, "snapshot", 5, 6, 0, 1],
            ["node-2", "node-0", "node-3", "node-1", "node-4", "node-5", "node-6"],
            id="bug 91601, 7 nodes, two in a different zone",
        ),
        pytest.param(
            [2, 1, "snapshot", 3, 4, "snapshot", 5, 6, 0],
            ["node-2", "node-1", "node-3", "node-0", "node-4", "node-5", "node-6"],
            id="bug 91601, 7 nodes, two in a different zone, different zone order",
        ),
    ],
)
def test_scheduler_cache_update_node_info_snapshot_list(
    operations: list[int | str], expected: list[str]
) -> None:
    """Operations: an int i adds nodes[i]; "snapshot" rebuilds the snapshot lists."""
    nodes = _zoned_nodes()
    cache = _new_cache(SECOND, SECOND)
    snapshot = new_empty_snapshot()

    for op in operations:
        if op == "snapshot":
            cache.update_node_info_snapshot_list(snapshot, True)
            compare_cache_with_node_info_snapshot(cache, snapshot)
            continue
        assert isinstance(op, int)
        cache.add_node(nodes[op])
        if nodes[op].name not in snapshot.node_info_map:
            snapshot.node_info_map[nodes[op].name] = cache.nodes[nodes[op].name].info

    # A final rebuild, then the node list is in zone round-robin order.
    cache.update_node_info_snapshot_list(snapshot, True)
    compare_cache_with_node_info_snapshot(cache, snapshot)
    node_names = []
    for node_info in snapshot.node_info_list:
        n = node_info.node()
        assert n is not None
        node_names.append(n.name)
    assert node_names == expected
