"""Tests for kube_scheduler_py.v1_37.api.pod.util.

The container-visiting rows port pkg/api/pod/util_test.go (TestVisitContainers and
TestContainerIter, without the securityContext dropping this port does not model); the
pod-level defaulting rows port TestApplyPodLevelResourceDefaults of
pkg/registry/core/pod/strategy_test.go, which calls DefaultPodLevelResources directly.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.defaults import PodLevelResourcesFixDefaulting
from kube_scheduler_py.v1_37.api.pod.util import (
    AllContainers,
    Containers,
    ContainerType,
    EphemeralContainers,
    InitContainers,
    VisitedContainer,
    container_iter,
    default_pod_level_resources,
    visit_containers,
)
from kube_scheduler_py.v1_37.api.resource import must_parse


def _spec_of_every_kind() -> v1.PodSpec:
    return v1.PodSpec(
        containers=[v1.Container(name="c1"), v1.Container(name="c2")],
        init_containers=[v1.Container(name="i1"), v1.Container(name="i2")],
        ephemeral_containers=[
            v1.EphemeralContainer(ephemeral_container_common=v1.EphemeralContainerCommon(name=n))
            for n in ("e1", "e2")
        ],
    )


MASK_CASES = [
    pytest.param(v1.PodSpec(), AllContainers, [], id="empty podspec"),
    pytest.param(_spec_of_every_kind(), Containers, ["c1", "c2"], id="regular containers"),
    pytest.param(_spec_of_every_kind(), InitContainers, ["i1", "i2"], id="init containers"),
    pytest.param(
        _spec_of_every_kind(),
        InitContainers | Containers,
        ["i1", "i2", "c1", "c2"],
        id="init + main containers",
    ),
    pytest.param(
        _spec_of_every_kind(), EphemeralContainers, ["e1", "e2"], id="ephemeral containers"
    ),
    pytest.param(
        _spec_of_every_kind(),
        AllContainers,
        ["i1", "i2", "c1", "c2", "e1", "e2"],
        id="all container types",
    ),
]


@pytest.mark.parametrize(("spec", "mask", "want_containers"), MASK_CASES)
def test_visit_containers(
    spec: v1.PodSpec, mask: ContainerType, want_containers: list[str]
) -> None:
    got: list[str] = []

    def record(c: VisitedContainer, _: ContainerType) -> bool:
        got.append(c.name)
        return True

    assert visit_containers(spec, mask, record) is True
    assert got == want_containers


@pytest.mark.parametrize(("spec", "mask", "want_containers"), MASK_CASES)
def test_container_iter(spec: v1.PodSpec, mask: ContainerType, want_containers: list[str]) -> None:
    got = []
    for c, container_type in container_iter(spec, mask):
        got.append(c.name)
        # The kind yielded matches the container's list (names start with its letter).
        assert (
            c.name[0]
            == {InitContainers: "i", Containers: "c", EphemeralContainers: "e"}[container_type]
        )
    assert got == want_containers


def test_visit_containers_stops_when_the_visitor_says_so() -> None:
    got: list[str] = []

    def until_c1(c: VisitedContainer, _: ContainerType) -> bool:
        got.append(c.name)
        return c.name != "c1"

    assert visit_containers(_spec_of_every_kind(), AllContainers, until_c1) is False
    assert got == ["i1", "i2", "c1"]


def _rl(cpu: str, memory: str) -> v1.ResourceList:
    """Go's getResourceList: cpu and memory quantities, an empty string leaving one out."""
    res: v1.ResourceList = {}
    if cpu != "":
        res[v1.ResourceCPU] = must_parse(cpu)
    if memory != "":
        res[v1.ResourceMemory] = must_parse(memory)
    return res


def _ctr(name: str, requests: v1.ResourceList, limits: v1.ResourceList) -> v1.Container:
    return v1.Container(
        name=name, resources=v1.ResourceRequirements(requests=requests, limits=limits)
    )


def _sidecar(name: str, requests: v1.ResourceList, limits: v1.ResourceList) -> v1.Container:
    c = _ctr(name, requests, limits)
    c.restart_policy = v1.ContainerRestartPolicyAlways
    return c


def _res(
    requests: v1.ResourceList | None = None, limits: v1.ResourceList | None = None
) -> v1.ResourceRequirements:
    return v1.ResourceRequirements(requests=requests or {}, limits=limits or {})


_C1 = ("c1", ("100m", "128Mi"), ("200m", "256Mi"))

# (name, PodLevelResources, PodLevelResourcesFixDefaulting, containers, init containers,
#  pod-level resources, want requests, want limits). A ResourceList is written (cpu, memory), a
#  container (name, requests, limits[, "sidecar"]), and the pod-level resources None, a
#  ResourceRequirements, ("req", requests), ("lim", limits) or ("both", requests, limits).
DEFAULT_CASES: list[tuple[str, bool, bool, list, list, object, tuple, tuple]] = [
    ("nil resources struct", True, True, [_C1], [], None, ("", ""), ("", "")),
    ("empty resources struct", True, True, [_C1], [], _res(), ("", ""), ("", "")),
    ("empty requests map", True, True, [_C1], [], _res(requests={}), ("", ""), ("", "")),
    ("empty limits map", True, True, [_C1], [], _res(limits={}), ("", ""), ("", "")),
    (
        "memory request set, container limits set for CPU",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "")), ("c2", ("200m", "128Mi"), ("200m", ""))],
        [], ("req", ("", "256Mi")), ("300m", "256Mi"), ("300m", ""),
    ),
    (
        "memory request set, container limits set for memory",
        True, True,
        [("c1", ("", "128Mi"), ("", "128Mi")), ("c2", ("", "128Mi"), ("", "128Mi"))],
        [], ("req", ("", "256Mi")), ("", "256Mi"), ("", "256Mi"),
    ),
    (
        "memory request set, containers have CPU reqs (5m, 6m) and limits (9m, 10m)",
        True, True,
        [("c1", ("5m", ""), ("9m", "")), ("c2", ("6m", ""), ("10m", ""))],
        [], ("req", ("", "256Mi")), ("11m", "256Mi"), ("19m", ""),
    ),
    (
        "pod-level CPU request set, containers have memory requests (128Mi, 128Mi) and limits"
        " (256Mi, 256Mi)",
        True, True,
        [("c1", ("", "128Mi"), ("", "256Mi")), ("c2", ("", "128Mi"), ("", "256Mi"))],
        [], ("req", ("200m", "")), ("200m", "256Mi"), ("", "512Mi"),
    ),
    (
        "limits defaulted from container limits when requests set",
        True, True,
        [("c1", ("", ""), ("100m", "128Mi")), ("c2", ("", ""), ("100m", "128Mi"))],
        [], ("req", ("200m", "256Mi")), ("200m", "256Mi"), ("200m", "256Mi"),
    ),
    (
        "limits not defaulted when container missing limits",
        True, True,
        [("c1", ("50m", "64Mi"), ("100m", "128Mi")), ("c2", ("50m", "64Mi"), ("", ""))],
        [], ("req", ("200m", "256Mi")), ("200m", "256Mi"), ("", ""),
    ),
    (
        "partial limit defaulting - cpu set, memory not",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi")),
         ("c2", ("100m", "128Mi"), ("100m", "128Mi"))],
        [], ("both", ("200m", "256Mi"), ("200m", "")), ("200m", "256Mi"), ("200m", "256Mi"),
    ),
    (
        "pod memory limit set, CPU limit defaulted from containers",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi")), ("c2", ("80m", "128Mi"), ("100m", "128Mi"))],
        [], ("both", ("", "256Mi"), ("", "256Mi")), ("180m", "256Mi"), ("200m", "256Mi"),
    ),
    (
        "both limits already set - no defaulting",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [], ("both", ("100m", "128Mi"), ("500m", "512Mi")), ("100m", "128Mi"), ("500m", "512Mi"),
    ),
    (
        "CPU limit defaulted, memory limit skipped when container missing memory limit",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi")), ("c2", ("100m", "128Mi"), ("100m", ""))],
        [], ("req", ("", "256Mi")), ("200m", "256Mi"), ("200m", ""),
    ),
    (
        "CPU limit defaulted when all containers set CPU limit and none set memory limit",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "")), ("c2", ("100m", "128Mi"), ("100m", ""))],
        [], ("req", ("200m", "256Mi")), ("200m", "256Mi"), ("200m", ""),
    ),
    (
        "memory limit defaulted, CPU limit skipped when container missing CPU limit",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi")), ("c2", ("100m", "128Mi"), ("", "128Mi"))],
        [], ("req", ("200m", "256Mi")), ("200m", "256Mi"), ("", "256Mi"),
    ),
    (
        "init container with limits included in defaulting",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [("init1", ("200m", "256Mi"), ("200m", "256Mi"))],
        ("req", ("200m", "256Mi")), ("200m", "256Mi"), ("200m", "256Mi"),
    ),
    (
        "init container missing limits - no limit defaulting",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [("init1", ("200m", "256Mi"), ("", ""))],
        ("req", ("200m", "256Mi")), ("200m", "256Mi"), ("", ""),
    ),
    (
        "sidecar container with limits included in defaulting",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [("sidecar", ("50m", "64Mi"), ("50m", "64Mi"), "sidecar")],
        ("req", ("150m", "192Mi")), ("150m", "192Mi"), ("150m", "192Mi"),
    ),
    (
        "sidecar container missing limits - no limit defaulting",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [("sidecar", ("50m", "64Mi"), ("", ""), "sidecar")],
        ("req", ("150m", "192Mi")), ("150m", "192Mi"), ("", ""),
    ),
    (
        "limit raised to pod request when aggr limit less than request",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [], ("req", ("500m", "512Mi")), ("500m", "512Mi"), ("500m", "512Mi"),
    ),
    (
        "single container limit defaulting",
        True, True,
        [_C1], [], ("req", ("100m", "128Mi")), ("100m", "128Mi"), ("200m", "256Mi"),
    ),
    (
        "pod requests defaulted from container requests when limits set",
        True, True,
        [_C1], [], ("lim", ("500m", "512Mi")), ("100m", "128Mi"), ("500m", "512Mi"),
    ),
    (
        "pod requests not defaulted from containers when gate off",
        True, False,
        [_C1], [], ("lim", ("500m", "512Mi")), ("", ""), ("500m", "512Mi"),
    ),
    (
        "feature gate PodLevelResourcesFixDefaulting off - no limit defaulting",
        True, False,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [], ("req", ("100m", "128Mi")), ("100m", "128Mi"), ("", ""),
    ),
    (
        "main feature gate PodLevelResources off - no limit defaulting",
        False, False,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))],
        [], ("req", ("100m", "128Mi")), ("100m", "128Mi"), ("", ""),
    ),
    (
        "spec.resources is nil - noop",
        True, True,
        [("c1", ("100m", "128Mi"), ("100m", "128Mi"))], [], None, ("", ""), ("", ""),
    ),
]  # fmt: skip


def _container(row: tuple) -> v1.Container:
    name, requests, limits, *kind = row
    make = _sidecar if kind == ["sidecar"] else _ctr
    return make(name, _rl(*requests), _rl(*limits))


def _pod_resources(spec: object) -> v1.ResourceRequirements | None:
    if spec is None or isinstance(spec, v1.ResourceRequirements):
        return spec
    assert isinstance(spec, tuple)
    which, *lists = spec
    if which == "req":
        return _res(requests=_rl(*lists[0]))
    if which == "lim":
        return _res(limits=_rl(*lists[0]))
    return _res(requests=_rl(*lists[0]), limits=_rl(*lists[1]))


def _assert_same(got: v1.ResourceList, want: v1.ResourceList) -> None:
    assert sorted(got) == sorted(want)
    for name, q in want.items():
        assert got[name].cmp(q) == 0, (name, got[name].string(), q.string())


def _run(pod: v1.Pod, plr_enabled: bool, plr_fix_enabled: bool) -> None:
    gate = features.DefaultFeatureGate
    with (
        features.set_feature_gate_during_test(gate, features.PodLevelResources, plr_enabled),
        features.set_feature_gate_during_test(
            gate, PodLevelResourcesFixDefaulting, plr_fix_enabled
        ),
    ):
        default_pod_level_resources(pod)


@pytest.mark.parametrize(
    ("plr_enabled", "plr_fix_enabled", "containers", "init_containers", "pod_resources",
     "want_requests", "want_limits"),
    [pytest.param(*row[1:], id=row[0]) for row in DEFAULT_CASES],
)  # fmt: skip
def test_apply_pod_level_resource_defaults(
    plr_enabled: bool,
    plr_fix_enabled: bool,
    containers: list[tuple],
    init_containers: list[tuple],
    pod_resources: object,
    want_requests: tuple[str, str],
    want_limits: tuple[str, str],
) -> None:
    pod = v1.Pod(
        spec=v1.PodSpec(
            containers=[_container(r) for r in containers],
            init_containers=[_container(r) for r in init_containers],
            resources=_pod_resources(pod_resources),
        )
    )
    _run(pod, plr_enabled, plr_fix_enabled)
    resources = pod.spec.resources or v1.ResourceRequirements()
    _assert_same(resources.requests, _rl(*want_requests))
    _assert_same(resources.limits, _rl(*want_limits))


def test_unsupported_resources_ignored_in_limit_defaulting() -> None:
    gpu = "example.com/gpu"
    pod = v1.Pod(
        spec=v1.PodSpec(
            containers=[_ctr("c1", {gpu: must_parse("1")}, {gpu: must_parse("1")})],
            resources=_res(requests={gpu: must_parse("1")}),
        )
    )
    _run(pod, True, True)
    assert pod.spec.resources is not None
    _assert_same(pod.spec.resources.requests, {gpu: must_parse("1")})
    assert pod.spec.resources.limits == {}


def test_hugepage_limit_defaulted_first_then_requested_at_that_limit() -> None:
    # Python-only row (Go's table has no hugepages): step 1 takes the containers' hugepage limit,
    # step 2 requests it (hugepages may not be overcommitted, so only via the limit), and step 3
    # leaves cpu without a limit because the container sets none.
    hp = "hugepages-2Mi"
    pod = v1.Pod(
        spec=v1.PodSpec(
            containers=[
                _ctr(
                    "c1",
                    {v1.ResourceCPU: must_parse("100m"), hp: must_parse("4Mi")},
                    {hp: must_parse("4Mi")},
                )
            ],
            resources=_res(requests={v1.ResourceCPU: must_parse("100m")}),
        )
    )
    _run(pod, True, True)
    assert pod.spec.resources is not None
    _assert_same(
        pod.spec.resources.requests, {v1.ResourceCPU: must_parse("100m"), hp: must_parse("4Mi")}
    )
    _assert_same(pod.spec.resources.limits, {hp: must_parse("4Mi")})
    # The pod-level quantities are copies, not the container's own objects.
    assert pod.spec.resources.limits[hp] is not pod.spec.containers[0].resources.limits[hp]
