"""Property tests of the scheduler cache over random sequences of cache operations.

Operations follow what the scheduler and the informers send: pods keep their UID and node on
update, a pod is removed or forgotten through the version the cache holds, a node is added only
while it is absent, and updated or removed through the version the cache holds. Within that,
every order is allowed, including the ones the cache rejects (assuming a pod twice, forgetting
an added pod, ...).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from kube_scheduler_py.clock import FakeClock, new_fake_clock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.interface import FrameworkError
from kube_scheduler_py.v1_31.framework.types import NodeInfo, Resource, calculate_resource
from kube_scheduler_py.v1_31.internal.cache.interface import CacheError
from kube_scheduler_py.v1_31.internal.cache.observe import (
    LEGAL_TRANSITIONS,
    ObservedCache,
    PodCacheState,
)
from kube_scheduler_py.v1_31.internal.cache.snapshot import (
    Snapshot,
    new_empty_snapshot,
    new_snapshot,
)
from kube_scheduler_py.v1_31.testing import wrappers as st

NODE_NAMES = ["node-a", "node-b", "node-c"]
NUM_PODS = 2
NUM_VARIANTS = 3


def make_test_node(name: str, variant: int) -> v1.Node:
    """A node; the variant changes its zone, allocatable and images."""
    images = [{"img-1": 100}, {"img-1": 100, "img-2": 200}, {"img-3": 300}][variant]
    return (
        st.make_node()
        .name(name)
        .label(v1.LabelTopologyZone, f"zone-{variant % 2}")
        .capacity({v1.ResourceCPU: f"{variant + 1}", v1.ResourceMemory: "1Gi"})
        .images(images)
        .obj()
    )


def make_test_pod(index: int, node_name: str, variant: int) -> v1.Pod:
    """Pod number index on node_name; the variant changes requests, ports, PVCs and affinity."""
    w = st.make_pod().name(f"pod-{index}").namespace("ns").uid(f"uid-{index}").node(node_name)
    if variant == 0:
        # Each pod its own host port: used ports are a set, so two pods sharing one (which
        # the NodePorts filter prevents) would lose it when the first leaves, as in Go.
        w = w.req({v1.ResourceCPU: "100m", v1.ResourceMemory: "100Mi"}).host_port(8000 + index)
    elif variant == 1:
        w = w.req({v1.ResourceCPU: "250m", "example.com/gpu": "1"}).pvc(f"claim-{index % 2}")
    else:
        w = w.pod_anti_affinity_exists("app", "zone", st.PodAntiAffinityWithRequiredReq)
    return w.obj()


@dataclass
class Op:
    """One cache operation: a name and the pod, node and variant it works on."""

    name: str
    pod: int = 0
    node: int = 0
    variant: int = 0


ops = hst.lists(
    hst.builds(
        Op,
        name=hst.sampled_from(
            [
                "AddNode", "UpdateNode", "RemoveNode", "AssumePod", "FinishBinding",
                "ForgetPod", "AddPod", "UpdatePod", "RemovePod", "UpdateSnapshot", "Cleanup",
            ]
        ),
        pod=hst.integers(0, NUM_PODS - 1),
        node=hst.integers(0, len(NODE_NAMES) - 1),
        variant=hst.integers(0, NUM_VARIANTS - 1),
    ),
    min_size=20,
    max_size=60,
)  # fmt: skip


@dataclass
class Run:
    """A cache under test, with what the checks remember between operations."""

    clock: FakeClock
    cache: ObservedCache
    snapshot: Snapshot = field(default_factory=new_empty_snapshot)
    transitions: list[tuple[str, PodCacheState, PodCacheState, str]] = field(default_factory=list)
    generations: dict[str, int] = field(default_factory=dict)


def new_run(ttl: timedelta) -> Run:
    clock = new_fake_clock()
    run = Run(clock=clock, cache=ObservedCache(ttl, timedelta(seconds=1), clock))
    run.cache.add_observer(lambda *t: run.transitions.append(t))
    return run


def _cached_or_new(run: Run, op: Op) -> v1.Pod:
    """The cached version of the pod, or a new one when the cache does not hold it."""
    state = run.cache.pod_states.get(f"uid-{op.pod}")
    if state is not None:
        return state.pod
    return make_test_pod(op.pod, NODE_NAMES[op.node], op.variant)


def apply(run: Run, op: Op) -> None:
    cache = run.cache
    node_name = NODE_NAMES[op.node]
    if op.name == "AddNode":
        item = cache.nodes.get(node_name)
        # Informers send Add once per node; a second Add with another zone would leave the
        # node in two zones of the node tree (as in Go).
        if item is None or item.info.node() is None:
            cache.add_node(make_test_node(node_name, op.variant))
    elif op.name == "UpdateNode":
        item = cache.nodes.get(node_name)
        old = item.info.node() if item is not None else None
        # Informers only send updates for nodes that exist.
        if old is not None:
            cache.update_node(old, make_test_node(node_name, op.variant))
    elif op.name == "RemoveNode":
        # Informers send the last version of the node they saw.
        item = cache.nodes.get(node_name)
        cached = item.info.node() if item is not None else None
        cache.remove_node(cached or make_test_node(node_name, op.variant))
    elif op.name == "AssumePod":
        cache.assume_pod(make_test_pod(op.pod, node_name, op.variant))
    elif op.name == "FinishBinding":
        cache.finish_binding(_cached_or_new(run, op))
    elif op.name == "ForgetPod":
        cache.forget_pod(_cached_or_new(run, op))
    elif op.name == "AddPod":
        cache.add_pod(make_test_pod(op.pod, node_name, op.variant))
    elif op.name == "UpdatePod":
        old_pod = _cached_or_new(run, op)
        cache.update_pod(old_pod, make_test_pod(op.pod, old_pod.spec.node_name, op.variant))
    elif op.name == "RemovePod":
        cache.remove_pod(_cached_or_new(run, op))
    elif op.name == "UpdateSnapshot":
        try:
            cache.update_snapshot(run.snapshot)
        except CacheError as err:
            pytest.fail(f"update_snapshot: {err}")
        # The snapshot takes the newest generation. That is not monotonic: when the head
        # NodeInfo leaves the list, the next head is older (as in Go; the next update just
        # copies more).
        if cache.head_node is not None:
            assert run.snapshot.generation == cache.head_node.info.generation
        check_snapshot(run)
    elif op.name == "Cleanup":
        run.clock.step(timedelta(seconds=2 + 4 * op.variant))
        cache.cleanup_assumed_pods(run.clock.now())


def _sum_requests(node_info: NodeInfo) -> tuple[Resource, int, int]:
    total = Resource()
    non0_cpu = non0_mem = 0
    for pod_info in node_info.pods:
        res, cpu, mem = calculate_resource(pod_info.pod)
        total.milli_cpu += res.milli_cpu
        total.memory += res.memory
        total.ephemeral_storage += res.ephemeral_storage
        for name, quantity in res.scalar_resources.items():
            total.scalar_resources[name] = total.scalar_resources.get(name, 0) + quantity
        non0_cpu += cpu
        non0_mem += mem
    return total, non0_cpu, non0_mem


def check_requested(run: Run) -> None:
    """Each NodeInfo's requests are the sum of its pods' requests; pods and states agree."""
    pods_per_node: dict[str, set[str]] = {}
    for key, ps in run.cache.pod_states.items():
        pods_per_node.setdefault(ps.pod.spec.node_name, set()).add(key)
    for name, item in run.cache.nodes.items():
        total, non0_cpu, non0_mem = _sum_requests(item.info)
        requested = item.info.requested
        assert (requested.milli_cpu, requested.memory, requested.ephemeral_storage) == (
            total.milli_cpu,
            total.memory,
            total.ephemeral_storage,
        )
        assert {k: v for k, v in requested.scalar_resources.items() if v != 0} == (
            total.scalar_resources
        )
        assert item.info.non_zero_requested.milli_cpu == non0_cpu
        assert item.info.non_zero_requested.memory == non0_mem
        assert {p.pod.uid for p in item.info.pods} == pods_per_node.get(name, set())
    assert run.cache.pod_count() == len(run.cache.pod_states)


def check_generations(run: Run) -> None:
    """NodeInfo generations never go down, and the list runs from newest to oldest."""
    seen = []
    item = run.cache.head_node
    while item is not None:
        seen.append(item.info.generation)
        item = item.next
    assert seen == sorted(seen, reverse=True)
    assert len(set(seen)) == len(seen) == len(run.cache.nodes)
    for name, list_item in run.cache.nodes.items():
        assert list_item.info.generation >= run.generations.get(name, 0)
        run.generations[name] = list_item.info.generation


def _without_zero_scalars(r: Resource) -> Resource:
    clone = r.clone()
    clone.scalar_resources = {k: v for k, v in r.scalar_resources.items() if v != 0}
    return clone


def _pod_names(node_info: NodeInfo) -> list[str]:
    return [p.pod.name for p in node_info.pods]


def check_snapshot(run: Run) -> None:
    """The incremental snapshot equals one built from scratch from the cache's live nodes."""
    cache, snapshot = run.cache, run.snapshot
    live_nodes: list[v1.Node] = []
    pods: list[v1.Pod] = []
    for item in cache.nodes.values():
        node = item.info.node()
        if node is not None:
            live_nodes.append(node)
            pods.extend(p.pod for p in item.info.pods)
    want = new_snapshot(pods, live_nodes)

    assert set(snapshot.node_info_map) == set(want.node_info_map)
    for name, got in snapshot.node_info_map.items():
        expected = want.node_info_map[name]
        assert got.node() is expected.node()
        assert _pod_names(got) == _pod_names(expected)
        assert [p.pod.name for p in got.pods_with_affinity] == [
            p.pod.name for p in expected.pods_with_affinity
        ]
        # Like Go, a scalar resource whose last pod left stays in the map with 0.
        assert _without_zero_scalars(got.requested) == expected.requested
        assert got.non_zero_requested == expected.non_zero_requested
        assert got.allocatable == expected.allocatable
        assert got.used_ports == expected.used_ports
        assert got.pvc_ref_counts == expected.pvc_ref_counts
        # Python: only names and sizes. Like Go, update_snapshot re-copies only the NodeInfos
        # that changed, so an unchanged node keeps the image num_nodes of an older copy when
        # another node gains or loses the same image.
        assert {k: v.size for k, v in got.image_states.items()} == {
            k: v.size for k, v in expected.image_states.items()
        }

    # Python: the same nodes, not always in the tree's order. Like Go, update_snapshot rebuilds
    # the list only when a node is added or removed, so a node whose zone changed keeps its
    # old place in the list until then.
    names = [n.get_name() for n in snapshot.node_info_list]
    assert sorted(names) == sorted(cache.node_tree.list())
    assert {n.get_name() for n in snapshot.have_pods_with_affinity_node_info_list} == {
        n.get_name() for n in want.have_pods_with_affinity_node_info_list
    }
    assert {
        n.get_name() for n in snapshot.have_pods_with_required_anti_affinity_node_info_list
    } == {n.get_name() for n in want.have_pods_with_required_anti_affinity_node_info_list}
    assert snapshot.used_pvc_set == want.used_pvc_set


def check_transitions(run: Run) -> None:
    """Every reported transition is legal and continues where the key's last one ended."""
    last: dict[str, PodCacheState] = {}
    for key, old, new, method in run.transitions:
        assert (old, new, method) in LEGAL_TRANSITIONS, (key, old, new, method)
        assert last.get(key, PodCacheState.Initial) == old
        last[key] = new
    for key in {f"uid-{i}" for i in range(NUM_PODS)}:
        assert run.cache.pod_cache_state(key) == last.get(key, PodCacheState.Initial)


@settings(max_examples=300, deadline=None)
@given(operations=ops, ttl_seconds=hst.sampled_from([0, 5]))
def test_cache_invariants(operations: list[Op], ttl_seconds: int) -> None:
    run = new_run(timedelta(seconds=ttl_seconds))
    for op in operations:
        # The cache rejects some operations (a pod assumed twice, an unknown node removed...).
        with contextlib.suppress(CacheError, FrameworkError):
            apply(run, op)
        check_requested(run)
        check_generations(run)
        check_transitions(run)
    run.cache.update_snapshot(run.snapshot)
    check_snapshot(run)
    check_generations(run)
