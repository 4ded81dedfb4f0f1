"""Port of TestVolumeBinding of volumebinding/volume_binding_test.go.

# Python: Go creates the objects through a fake clientset and syncs its informer factory; here
# they are created on the in-memory API server and the factory's start delivers them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

import pytest

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.apiserver.informers import SharedInformerFactory
from kube_scheduler_py.apiserver.server import APIServer
from kube_scheduler_py.clock import FakeClock
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins.feature import Features
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.binder import (
    ErrReasonBindConflict,
    ErrReasonNodeConflict,
    PodVolumeClaims,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.test_utils import (
    make_node,
    make_pod,
    make_pv,
    make_pvc,
)
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.volume_binding import (
    VolumeBinding,
    get_state_data,
    new,
)
from kube_scheduler_py.v1_31.framework.runtime import framework as runtime
from kube_scheduler_py.v1_31.framework.runtime.registry import Registry
from kube_scheduler_py.v1_31.internal.cache.snapshot import new_snapshot
from kube_scheduler_py.v1_31.testing.framework.framework_helpers import build_node_infos

immediate = storagev1.VolumeBindingImmediate
waitForFirstConsumer = storagev1.VolumeBindingWaitForFirstConsumer
immediateSC = storagev1.StorageClass(
    metadata=metav1.ObjectMeta(name="immediate-sc"), volume_binding_mode=immediate
)
waitSC = storagev1.StorageClass(
    metadata=metav1.ObjectMeta(name="wait-sc"), volume_binding_mode=waitForFirstConsumer
)
waitHDDSC = storagev1.StorageClass(
    metadata=metav1.ObjectMeta(name="wait-hdd-sc"), volume_binding_mode=waitForFirstConsumer
)

defaultShapePoint = [
    config.UtilizationShapePoint(utilization=0, score=0),
    config.UtilizationShapePoint(utilization=100, score=config.MaxCustomPriorityScore),
]

REGION = "topology.kubernetes.io/region"
ZONE = "topology.kubernetes.io/zone"
NO_PV = "node(s) didn't find available persistent volumes to bind"


@dataclass
class _Want:
    """Go's wantStateAfterPreFilter, reduced to the claims (the rest is the zero state)."""

    bound_claims: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    unbound_claims_delay_binding: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    unbound_volumes_delay_binding: dict[str, list[v1.PersistentVolume]] = field(
        default_factory=dict
    )


@dataclass
class _Case:
    pod: v1.Pod
    nodes: list[v1.Node]
    pvcs: list[v1.PersistentVolumeClaim] = field(default_factory=list)
    pvs: list[v1.PersistentVolume] = field(default_factory=list)
    fts: Features = field(default_factory=Features)
    args: config.VolumeBindingArgs | None = None
    want_pre_filter_result: framework.PreFilterResult | None = None
    want_pre_filter_status: framework.Status | None = None
    want_state_after_pre_filter: _Want | None = None
    want_filter_status: list[framework.Status | None] = field(default_factory=list)
    want_scores: list[int] = field(default_factory=list)
    want_pre_score_status: framework.Status | None = None


def _skip() -> framework.Status:
    return framework.new_status(framework.Skip)


def _unresolvable(*reasons: str) -> framework.Status:
    return framework.new_status(framework.UnschedulableAndUnresolvable, *reasons)


def _pvc(name: str, sc: str, request: str | None = None) -> v1.PersistentVolumeClaim:
    b = make_pvc(name, sc)
    if request is not None:
        b = b.with_request_storage(must_parse(request))
    return b.persistent_volume_claim


def _bound_pvc(name: str, pv: str) -> v1.PersistentVolumeClaim:
    return make_pvc(name, waitSC.name).with_bound_pv(pv).persistent_volume_claim


def _pv(name: str, sc: str, capacity: str, affinity: dict[str, list[str]]) -> v1.PersistentVolume:
    return (
        make_pv(name, sc)
        .with_phase(v1.VolumeAvailable)
        .with_capacity(must_parse(capacity))
        .with_node_affinity(affinity)
        .persistent_volume
    )


def _local_pv(name: str, sc: str, capacity: str, node: str) -> v1.PersistentVolume:
    return _pv(name, sc, capacity, {v1.LabelHostname: [node]})


def _zonal_pv(name: str, capacity: str, zone: str) -> v1.PersistentVolume:
    region = zone.replace("zone", "region")
    return _pv(name, waitSC.name, capacity, {REGION: [region], ZONE: [zone]})


def _local_pvs() -> list[v1.PersistentVolume]:
    return [
        _local_pv("pv-a-0", waitSC.name, "200Gi", "node-a"),
        _local_pv("pv-a-1", waitSC.name, "200Gi", "node-a"),
        _local_pv("pv-b-0", waitSC.name, "100Gi", "node-b"),
        _local_pv("pv-b-1", waitSC.name, "100Gi", "node-b"),
    ]


def _hdd_pvs() -> list[v1.PersistentVolume]:
    return [
        _local_pv("pv-a-2", waitHDDSC.name, "200Gi", "node-a"),
        _local_pv("pv-a-3", waitHDDSC.name, "200Gi", "node-a"),
        _local_pv("pv-b-2", waitHDDSC.name, "100Gi", "node-b"),
        _local_pv("pv-b-3", waitHDDSC.name, "100Gi", "node-b"),
    ]


def _zonal_pvs() -> list[v1.PersistentVolume]:
    return [
        _zonal_pv("pv-a-0", "200Gi", "zone-a"),
        _zonal_pv("pv-a-1", "200Gi", "zone-a"),
        _zonal_pv("pv-b-0", "100Gi", "zone-b"),
        _zonal_pv("pv-b-1", "100Gi", "zone-b"),
    ]


def _zonal_nodes() -> list[v1.Node]:
    return [
        make_node(f"zone-{z}-node-{n}")
        .with_label(REGION, f"region-{z}")
        .with_label(ZONE, f"zone-{z}")
        .node
        for z in "abc"
        for n in "ab"
    ]


def _nodes(*names: str) -> list[v1.Node]:
    return [make_node(name).node for name in names]


CASES = [
    pytest.param(
        _Case(
            pod=make_pod("pod-a").pod,
            nodes=_nodes("node-a"),
            want_pre_filter_status=_skip(),
            want_filter_status=[None],
            want_pre_score_status=_skip(),
        ),
        id="pod has not pvcs",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a"),
            pvcs=[_bound_pvc("pvc-a", "pv-a")],
            pvs=[make_pv("pv-a", waitSC.name).with_phase(v1.VolumeAvailable).persistent_volume],
            want_state_after_pre_filter=_Want(bound_claims=[_bound_pvc("pvc-a", "pv-a")]),
            want_filter_status=[None],
            want_pre_score_status=_skip(),
        ),
        id="all bound",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a")
            .with_pvc_volume("pvc-a", "volume-a")
            .with_pvc_volume("pvc-b", "volume-b")
            .pod,
            nodes=_nodes("node-a"),
            pvcs=[_bound_pvc("pvc-a", "pv-a"), _bound_pvc("pvc-b", "pv-b")],
            pvs=[
                make_pv(name, waitSC.name)
                .with_phase(v1.VolumeBound)
                .with_node_affinity({v1.LabelHostname: ["node-a"]})
                .persistent_volume
                for name in ("pv-a", "pv-b")
            ],
            want_pre_filter_result=framework.PreFilterResult(node_names={"node-a"}),
            want_state_after_pre_filter=_Want(
                bound_claims=[_bound_pvc("pvc-a", "pv-a"), _bound_pvc("pvc-b", "pv-b")]
            ),
            want_filter_status=[None],
            want_pre_score_status=_skip(),
        ),
        id="all bound with local volumes",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a"),
            want_pre_filter_status=_unresolvable('persistentvolumeclaim "pvc-a" not found'),
            want_filter_status=[None],
            want_scores=[0],
        ),
        id="PVC does not exist",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").with_pvc_volume("pvc-b", "").pod,
            nodes=_nodes("node-a"),
            pvcs=[_bound_pvc("pvc-a", "pv-a")],
            want_pre_filter_status=_unresolvable('persistentvolumeclaim "pvc-b" not found'),
            want_filter_status=[None],
            want_scores=[0],
        ),
        id="Part of PVCs do not exist",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a"),
            pvcs=[_pvc("pvc-a", immediateSC.name)],
            want_pre_filter_status=_unresolvable(
                "pod has unbound immediate PersistentVolumeClaims"
            ),
            want_filter_status=[None],
            want_scores=[0],
        ),
        id="immediate claims not bound",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a"),
            pvcs=[_pvc("pvc-a", waitSC.name)],
            want_state_after_pre_filter=_Want(
                unbound_claims_delay_binding=[_pvc("pvc-a", waitSC.name)],
                unbound_volumes_delay_binding={waitSC.name: []},
            ),
            want_filter_status=[_unresolvable(ErrReasonBindConflict)],
            want_pre_score_status=_skip(),
        ),
        id="unbound claims no matches",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").with_pvc_volume("pvc-b", "").pod,
            nodes=[make_node("node-a").with_label("foo", "barbar").node],
            pvcs=[_bound_pvc("pvc-a", "pv-a"), _pvc("pvc-b", waitSC.name)],
            pvs=[
                make_pv("pv-a", waitSC.name)
                .with_phase(v1.VolumeAvailable)
                .with_node_affinity({"foo": ["bar"]})
                .persistent_volume
            ],
            want_state_after_pre_filter=_Want(
                bound_claims=[_bound_pvc("pvc-a", "pv-a")],
                unbound_claims_delay_binding=[_pvc("pvc-b", waitSC.name)],
                unbound_volumes_delay_binding={
                    waitSC.name: [
                        make_pv("pv-a", waitSC.name)
                        .with_phase(v1.VolumeAvailable)
                        .with_node_affinity({"foo": ["bar"]})
                        .persistent_volume
                    ]
                },
            ),
            want_filter_status=[_unresolvable(ErrReasonNodeConflict, ErrReasonBindConflict)],
            want_pre_score_status=_skip(),
        ),
        id="bound and unbound unsatisfied",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a"),
            want_pre_filter_status=_unresolvable('persistentvolumeclaim "pvc-a" not found'),
            want_filter_status=[None],
            want_scores=[0],
        ),
        id="pvc not found",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a"),
            pvcs=[_bound_pvc("pvc-a", "pv-a")],
            want_state_after_pre_filter=_Want(bound_claims=[_bound_pvc("pvc-a", "pv-a")]),
            want_filter_status=[
                _unresolvable(
                    "node(s) unavailable due to one or more pvc(s) bound to non-existent pv(s)"
                )
            ],
            want_pre_score_status=_skip(),
        ),
        id="pv not found",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a"),
            pvcs=[
                make_pvc("pvc-a", waitSC.name)
                .with_bound_pv("pv-a")
                .with_phase(v1.ClaimLost)
                .persistent_volume_claim
            ],
            want_pre_filter_status=_unresolvable(
                'persistentvolumeclaim "pvc-a" bound to non-existent persistentvolume "pv-a"'
            ),
            want_filter_status=[None],
            want_scores=[0],
        ),
        id="pv not found claim lost",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_nodes("node-a", "node-b", "node-c"),
            pvcs=[_pvc("pvc-a", waitSC.name, "50Gi")],
            pvs=_local_pvs(),
            fts=Features(enable_volume_capacity_priority=True),
            want_state_after_pre_filter=_Want(
                unbound_claims_delay_binding=[_pvc("pvc-a", waitSC.name, "50Gi")],
                unbound_volumes_delay_binding={waitSC.name: _local_pvs()},
            ),
            want_filter_status=[None, None, _unresolvable(NO_PV)],
            want_scores=[25, 50, 0],
        ),
        id="local volumes with close capacity are preferred",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-0", "").with_pvc_volume("pvc-1", "").pod,
            nodes=_nodes("node-a", "node-b", "node-c"),
            pvcs=[_pvc("pvc-0", waitSC.name, "50Gi"), _pvc("pvc-1", waitHDDSC.name, "100Gi")],
            pvs=[*_local_pvs()[:2], *_hdd_pvs()[:2], *_local_pvs()[2:], *_hdd_pvs()[2:]],
            fts=Features(enable_volume_capacity_priority=True),
            want_state_after_pre_filter=_Want(
                unbound_claims_delay_binding=[
                    _pvc("pvc-0", waitSC.name, "50Gi"),
                    _pvc("pvc-1", waitHDDSC.name, "100Gi"),
                ],
                unbound_volumes_delay_binding={
                    waitHDDSC.name: _hdd_pvs(),
                    waitSC.name: _local_pvs(),
                },
            ),
            want_filter_status=[None, None, _unresolvable(NO_PV)],
            want_scores=[38, 75, 0],
        ),
        id="local volumes with close capacity are preferred (multiple pvcs)",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_zonal_nodes(),
            pvcs=[_pvc("pvc-a", waitSC.name, "50Gi")],
            pvs=_zonal_pvs(),
            fts=Features(enable_volume_capacity_priority=True),
            want_state_after_pre_filter=_Want(
                unbound_claims_delay_binding=[_pvc("pvc-a", waitSC.name, "50Gi")],
                unbound_volumes_delay_binding={waitSC.name: _zonal_pvs()},
            ),
            want_filter_status=[None, None, None, None, _unresolvable(NO_PV), _unresolvable(NO_PV)],
            want_scores=[25, 25, 50, 50, 0, 0],
        ),
        id="zonal volumes with close capacity are preferred",
    ),
    pytest.param(
        _Case(
            pod=make_pod("pod-a").with_pvc_volume("pvc-a", "").pod,
            nodes=_zonal_nodes(),
            pvcs=[_pvc("pvc-a", waitSC.name, "50Gi")],
            pvs=_zonal_pvs(),
            fts=Features(enable_volume_capacity_priority=True),
            args=config.VolumeBindingArgs(
                bind_timeout_seconds=300,
                shape=[
                    config.UtilizationShapePoint(utilization=0, score=0),
                    config.UtilizationShapePoint(utilization=50, score=3),
                    config.UtilizationShapePoint(utilization=100, score=5),
                ],
            ),
            want_state_after_pre_filter=_Want(
                unbound_claims_delay_binding=[_pvc("pvc-a", waitSC.name, "50Gi")],
                unbound_volumes_delay_binding={waitSC.name: _zonal_pvs()},
            ),
            want_filter_status=[None, None, None, None, _unresolvable(NO_PV), _unresolvable(NO_PV)],
            want_scores=[15, 15, 30, 30, 0, 0],
        ),
        id="zonal volumes with close capacity are preferred (custom shape)",
    ),
]


_T = TypeVar("_T", v1.PersistentVolumeClaim, v1.PersistentVolume)


def _as_created(obj: _T) -> _T:
    # Python: the in-memory server stamps uid, resourceVersion and creationTimestamp on create,
    # which Go's fake clientset leaves empty; the comparison ignores them.
    obj = deep_copy(obj)
    obj.metadata.uid = ""
    obj.metadata.resource_version = ""
    obj.metadata.creation_timestamp = None
    return obj


def _normalized(claims: PodVolumeClaims) -> tuple[object, ...]:
    # Go sorts the PV slices by name before comparing; so does this.
    volumes = {
        sc: sorted((_as_created(pv) for pv in pvs), key=lambda pv: pv.metadata.name)
        for sc, pvs in claims.unbound_volumes_delay_binding.items()
    }
    return (
        [_as_created(c) for c in claims.bound_claims],
        [_as_created(c) for c in claims.unbound_claims_delay_binding],
        [_as_created(c) for c in claims.unbound_claims_immediate],
        volumes,
    )


@pytest.mark.parametrize("item", CASES)
def test_volume_binding(item: _Case) -> None:
    server = APIServer(FakeClock())
    client = Clientset(server)
    informer_factory = SharedInformerFactory(server)
    fh = runtime.new_framework(
        Registry(),
        None,
        runtime.with_snapshot_shared_lister(new_snapshot([], item.nodes)),
        runtime.with_client_set(client),
        runtime.with_informer_factory(informer_factory),
    )

    args = item.args
    if args is None:
        # The default args when the case names none.
        args = config.VolumeBindingArgs(bind_timeout_seconds=300)
        if item.fts.enable_volume_capacity_priority:
            args.shape = defaultShapePoint

    pl = new(args, fh, item.fts)

    # Feed the test data, then start the informers.
    client.storage_v1().storage_classes().create(immediateSC)
    client.storage_v1().storage_classes().create(waitSC)
    client.storage_v1().storage_classes().create(waitHDDSC)
    for node in item.nodes:
        client.core_v1().nodes().create(node)
    for pvc in item.pvcs:
        client.core_v1().persistent_volume_claims(pvc.metadata.namespace).create(pvc)
    for pv in item.pvs:
        client.core_v1().persistent_volumes().create(pv)
    informer_factory.start()
    informer_factory.wait_for_cache_sync()

    assert isinstance(pl, VolumeBinding)
    p = pl
    node_infos = []
    for node in item.nodes:
        node_info = framework.NodeInfo()
        node_info.set_node(node)
        node_infos.append(node_info)
    state = framework.CycleState()

    got_pre_filter_result, got_pre_filter_status = p.pre_filter(state, item.pod)
    assert got_pre_filter_status == item.want_pre_filter_status
    assert got_pre_filter_result == item.want_pre_filter_result

    if not framework.Status.is_success(got_pre_filter_status):
        # The framework runs no Filter after a failed PreFilter.
        return

    got = get_state_data(state)
    want = item.want_state_after_pre_filter
    assert want is not None and got.pod_volume_claims is not None
    assert _normalized(got.pod_volume_claims) == _normalized(
        PodVolumeClaims(
            bound_claims=want.bound_claims,
            unbound_claims_delay_binding=want.unbound_claims_delay_binding,
            unbound_volumes_delay_binding=want.unbound_volumes_delay_binding,
        )
    )
    assert got.pod_volumes_by_node == {}
    assert not got.all_bound
    assert not got.has_static_bindings

    for i, node_info in enumerate(node_infos):
        got_status = p.filter(state, item.pod, node_info)
        assert got_status == item.want_filter_status[i]

    got_pre_score_status = p.pre_score(state, item.pod, build_node_infos(item.nodes))
    assert got_pre_score_status == item.want_pre_score_status
    if not framework.Status.is_success(got_pre_score_status):
        return

    for i, node in enumerate(item.nodes):
        score, status = p.score(state, item.pod, node.metadata.name)
        assert framework.Status.is_success(status)
        assert score == item.want_scores[i]
