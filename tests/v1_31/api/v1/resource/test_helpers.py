"""Tests for kube_scheduler_py.v1_31.api.v1.resource.helpers (port of helpers_test.go)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.api.v1.pod.util import Containers, ContainerType, InitContainers
from kube_scheduler_py.v1_31.api.v1.resource.helpers import (
    PodResourcesOptions,
    get_resource_request,
    pod_limits,
    pod_requests,
)

CPU = v1.ResourceCPU
MEM = v1.ResourceMemory


def _rl(**quantities: str) -> v1.ResourceList:
    """A resource list from cpu="1", memory="5" style keywords."""
    return {name: must_parse(q) for name, q in quantities.items()}


def _c(
    name: str = "",
    requests: v1.ResourceList | None = None,
    limits: v1.ResourceList | None = None,
    restart_always: bool = False,
) -> v1.Container:
    return v1.Container(
        name=name,
        restart_policy=v1.ContainerRestartPolicyAlways if restart_always else None,
        resources=v1.ResourceRequirements(requests=requests or {}, limits=limits or {}),
    )


def _get_pod(
    cname: str,
    cpu_request: str = "",
    cpu_limit: str = "",
    memory_request: str = "",
    memory_limit: str = "",
    cpu_overhead: str = "",
    memory_overhead: str = "",
) -> v1.Pod:
    """Port of getPod: one container and one init container with the same resources."""
    r = v1.ResourceRequirements()
    overhead: v1.ResourceList = {}
    if cpu_limit != "":
        r.limits[CPU] = must_parse(cpu_limit)
    if memory_limit != "":
        r.limits[MEM] = must_parse(memory_limit)
    if cpu_request != "":
        r.requests[CPU] = must_parse(cpu_request)
    if memory_request != "":
        r.requests[MEM] = must_parse(memory_request)
    if cpu_overhead != "":
        overhead[CPU] = must_parse(cpu_overhead)
    if memory_overhead != "":
        overhead[MEM] = must_parse(memory_overhead)
    return v1.Pod(
        spec=v1.PodSpec(
            containers=[v1.Container(name=cname, resources=r)],
            init_containers=[v1.Container(name="init-" + cname, resources=r)],
            overhead=overhead,
        )
    )


@pytest.mark.parametrize(
    ("pod", "resource_name", "expected_value"),
    [
        pytest.param(_get_pod("foo", cpu_request="9"), CPU, 9000, id="0"),
        pytest.param(_get_pod("foo", memory_request="90Mi"), MEM, 94371840, id="1"),
        pytest.param(
            _get_pod("foo", cpu_overhead="5", memory_overhead="5"),
            CPU,
            0,
            id="just-overhead for cpu",
        ),
        pytest.param(_get_pod("foo", memory_overhead="5"), MEM, 0, id="just-overhead for memory"),
        pytest.param(
            _get_pod("foo", cpu_request="2", cpu_overhead="5", memory_overhead="5"),
            CPU,
            7000,
            id="cpu overhead and req",
        ),
        pytest.param(
            _get_pod(
                "foo", cpu_request="2", memory_request="1024", cpu_overhead="5", memory_overhead="5"
            ),
            MEM,
            1029,
            id="mem overhead and req",
        ),
    ],
)
def test_get_resource_request(pod: v1.Pod, resource_name: str, expected_value: int) -> None:
    assert get_resource_request(pod, resource_name) == expected_value


def test_get_resource_request_pods_is_one() -> None:
    assert get_resource_request(v1.Pod(), v1.ResourcePods) == 1


@pytest.mark.parametrize(
    ("pod", "expected_requests", "expected_limits"),
    [
        pytest.param(_get_pod("foo", cpu_limit="9"), {}, _rl(cpu="9"), id="just-limit-no-overhead"),
        pytest.param(
            _get_pod("foo", cpu_overhead="5", memory_overhead="5"),
            _rl(cpu="5", memory="5"),
            {},
            id="just-overhead",
        ),
        pytest.param(
            _get_pod(
                "foo", cpu_request="1", memory_request="10", cpu_overhead="5", memory_overhead="5"
            ),
            _rl(cpu="6", memory="15"),
            {},
            id="req-and-overhead",
        ),
        pytest.param(
            _get_pod(
                "foo",
                cpu_request="1",
                cpu_limit="2",
                memory_request="10",
                memory_limit="12",
                cpu_overhead="5",
                memory_overhead="5",
            ),
            _rl(cpu="6", memory="15"),
            _rl(cpu="7", memory="17"),
            id="all-req-lim-and-overhead",
        ),
        pytest.param(
            _get_pod(
                "foo",
                cpu_request="1",
                cpu_limit="2",
                memory_request="10",
                cpu_overhead="5",
                memory_overhead="5",
            ),
            _rl(cpu="6", memory="15"),
            _rl(cpu="7"),
            id="req-some-lim-and-overhead",
        ),
    ],
)
def test_pod_requests_and_limits(
    pod: v1.Pod, expected_requests: v1.ResourceList, expected_limits: v1.ResourceList
) -> None:
    assert pod_requests(pod, PodResourcesOptions()) == expected_requests
    assert pod_limits(pod, PodResourcesOptions()) == expected_limits


_TWO_CONTAINERS = [
    _c("foobar", _rl(cpu="1", memory="5"), _rl(cpu="2", memory="10")),
    _c("foobar2", _rl(cpu="4", memory="12"), _rl(cpu="8", memory="24")),
]


@pytest.mark.parametrize(
    ("pod", "expected_requests", "expected_limits"),
    [
        pytest.param(
            v1.Pod(spec=v1.PodSpec(containers=_TWO_CONTAINERS)),
            _rl(cpu="5", memory="17"),
            _rl(cpu="10", memory="34"),
            id="two container no overhead - should just be sum of containers",
        ),
        pytest.param(
            v1.Pod(spec=v1.PodSpec(overhead=_rl(cpu="3", memory="8"), containers=_TWO_CONTAINERS)),
            _rl(cpu="5", memory="17"),
            _rl(cpu="10", memory="34"),
            id="two container with overhead - shouldn't consider overhead",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    overhead=_rl(cpu="3", memory="8"),
                    containers=_TWO_CONTAINERS,
                    init_containers=[
                        _c("small-init", _rl(cpu="1", memory="5"), _rl(cpu="1", memory="5")),
                        _c("big-init", _rl(cpu="40", memory="120"), _rl(cpu="80", memory="240")),
                    ],
                )
            ),
            _rl(cpu="40", memory="120"),
            _rl(cpu="80", memory="240"),
            id="two container with overhead, massive init - should just be the largest init",
        ),
    ],
)
def test_pod_requests_and_limits_without_overhead(
    pod: v1.Pod, expected_requests: v1.ResourceList, expected_limits: v1.ResourceList
) -> None:
    assert pod_requests(pod, PodResourcesOptions(exclude_overhead=True)) == expected_requests
    assert pod_limits(pod, PodResourcesOptions(exclude_overhead=True)) == expected_limits


_MULTIPLE_RESTARTABLE = [
    ("init-1", "5", False),
    ("restartable-init-1", "1", True),
    ("restartable-init-2", "2", True),
    ("restartable-init-3", "3", True),
]
_RESTARTABLE_AND_REGULAR = [
    ("init-1", "5", False),
    ("restartable-init-1", "1", True),
    ("restartable-init-2", "2", True),
    ("init-2", "5", False),
    ("restartable-init-3", "3", True),
]
_RESTARTABLE_INIT_AND_REGULAR = [("restartable-init-1", "10", True), ("init-1", "200", False)]


def _init_cpu_requests(spec: list[tuple[str, str, bool]]) -> list[v1.Container]:
    return [_c(name, requests=_rl(cpu=cpu), restart_always=ra) for name, cpu, ra in spec]


def _init_cpu_limits(spec: list[tuple[str, str, bool]]) -> list[v1.Container]:
    return [_c(name, limits=_rl(cpu=cpu), restart_always=ra) for name, cpu, ra in spec]


def _cpu_requests(*cpus: str) -> list[v1.Container]:
    return [_c(requests=_rl(cpu=cpu)) for cpu in cpus]


def _cpu_limits(*cpus: str) -> list[v1.Container]:
    return [_c(limits=_rl(cpu=cpu)) for cpu in cpus]


def _status(name: str, allocated_cpu: str) -> v1.ContainerStatus:
    return v1.ContainerStatus(name=name, allocated_resources=_rl(cpu=allocated_cpu))


@pytest.mark.parametrize(
    (
        "options",
        "overhead",
        "pod_resize_status",
        "init_containers",
        "containers",
        "container_status",
        "expected_requests",
    ),
    [
        pytest.param(
            PodResourcesOptions(),
            {},
            "",
            _cpu_requests("4"),
            _cpu_requests("1"),
            [],
            _rl(cpu="4"),
            id="nil options, larger init container",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            "",
            _cpu_requests("2"),
            _cpu_requests("2", "3"),
            [],
            _rl(cpu="5"),
            id="nil options, larger containers",
        ),
        pytest.param(
            PodResourcesOptions(exclude_overhead=True),
            _rl(cpu="1"),
            "",
            _cpu_requests("2"),
            _cpu_requests("2", "3"),
            [],
            _rl(cpu="5"),
            id="pod overhead excluded",
        ),
        pytest.param(
            PodResourcesOptions(),
            _rl(cpu="1", memory="1Gi"),
            "",
            [_c(requests=_rl(cpu="2"), limits=_rl(cpu="2"))],
            _cpu_requests("2", "3"),
            [],
            _rl(cpu="6", memory="1Gi"),
            id="pod overhead included",
        ),
        pytest.param(
            PodResourcesOptions(in_place_pod_vertical_scaling_enabled=True),
            {},
            v1.PodResizeStatusInfeasible,
            [],
            [_c("container-1", requests=_rl(cpu="4"))],
            [_status("container-1", "2")],
            _rl(cpu="2"),
            id="resized, infeasible",
        ),
        pytest.param(
            PodResourcesOptions(in_place_pod_vertical_scaling_enabled=True),
            {},
            "",
            [],
            [_c("container-1", requests=_rl(cpu="4"))],
            [_status("container-1", "2")],
            _rl(cpu="4"),
            id="resized, no resize status",
        ),
        pytest.param(
            PodResourcesOptions(in_place_pod_vertical_scaling_enabled=False),
            {},
            v1.PodResizeStatusInfeasible,
            [],
            [_c("container-1", requests=_rl(cpu="4"))],
            [_status("container-1", "2")],
            _rl(cpu="4"),
            id="resized, infeasible, feature gate disabled",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            "",
            _init_cpu_requests([("restartable-init-1", "1", True)]),
            [_c("container-1", requests=_rl(cpu="1"))],
            [],
            _rl(cpu="2"),
            id="restartable init container",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            "",
            _init_cpu_requests(_MULTIPLE_RESTARTABLE),
            [_c("container-1", requests=_rl(cpu="1"))],
            [],
            _rl(cpu="7"),
            id="multiple restartable init containers",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            "",
            _init_cpu_requests(_RESTARTABLE_AND_REGULAR),
            [_c("container-1", requests=_rl(cpu="1"))],
            [],
            _rl(cpu="8"),
            id="multiple restartable and regular init containers",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            "",
            _init_cpu_requests(_RESTARTABLE_INIT_AND_REGULAR),
            [_c("container-1", requests=_rl(cpu="100"))],
            [],
            _rl(cpu="210"),
            id="restartable-init, init and regular",
        ),
    ],
)
def test_pod_resource_requests(
    options: PodResourcesOptions,
    overhead: v1.ResourceList,
    pod_resize_status: str,
    init_containers: list[v1.Container],
    containers: list[v1.Container],
    container_status: list[v1.ContainerStatus],
    expected_requests: v1.ResourceList,
) -> None:
    p = v1.Pod(
        spec=v1.PodSpec(containers=containers, init_containers=init_containers, overhead=overhead),
        status=v1.PodStatus(container_statuses=container_status, resize=pod_resize_status),
    )
    assert pod_requests(p, options) == expected_requests


def test_pod_resource_requests_reuse() -> None:
    expected_requests = _rl(cpu="1")
    p = v1.Pod(spec=v1.PodSpec(containers=[_c(requests=expected_requests)]))
    opts = PodResourcesOptions(reuse=_rl(cpu="25"))
    requests = pod_requests(p, opts)
    assert requests == expected_requests
    # The list passed in was re-used for the result.
    assert opts.reuse == expected_requests
    assert requests is opts.reuse


@pytest.mark.parametrize(
    ("options", "overhead", "init_containers", "containers", "expected_limits"),
    [
        pytest.param(
            PodResourcesOptions(),
            {},
            _cpu_limits("4"),
            _cpu_limits("1"),
            _rl(cpu="4"),
            id="nil options, larger init container",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            _cpu_limits("2"),
            _cpu_limits("2", "3"),
            _rl(cpu="5"),
            id="nil options, larger containers",
        ),
        pytest.param(
            PodResourcesOptions(exclude_overhead=True),
            _rl(cpu="1"),
            _cpu_limits("2"),
            _cpu_limits("2", "3"),
            _rl(cpu="5"),
            id="pod overhead excluded",
        ),
        pytest.param(
            PodResourcesOptions(),
            _rl(cpu="1", memory="1Gi"),
            _cpu_limits("2"),
            _cpu_limits("2", "3"),
            _rl(cpu="6"),
            id="pod overhead included",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            [_c()],
            {},
            id="no limited containers should result in no limits for the pod",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            [_c(limits=_rl(cpu="2", memory="2Gi")), _c()],
            _rl(cpu="2", memory="2Gi"),
            id="one limited and one unlimited container should result in the limited "
            "container's limits for the pod",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [_c(limits=_rl(cpu="2", memory="2Gi")), _c()],
            [_c(limits=_rl(cpu="1", memory="1Gi"))],
            _rl(cpu="2", memory="2Gi"),
            id="one limited and one unlimited init container should result in the limited "
            "init container's limits for the pod",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            _init_cpu_limits([("restartable-init-1", "1", True)]),
            [_c("container-1", limits=_rl(cpu="1"))],
            _rl(cpu="2"),
            id="restartable init container",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            _init_cpu_limits(_MULTIPLE_RESTARTABLE),
            [_c("container-1", limits=_rl(cpu="1"))],
            _rl(cpu="7"),
            id="multiple restartable init containers",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            _init_cpu_limits(_RESTARTABLE_AND_REGULAR),
            [_c("container-1", limits=_rl(cpu="1"))],
            _rl(cpu="8"),
            id="multiple restartable and regular init containers",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            _init_cpu_limits(_RESTARTABLE_INIT_AND_REGULAR),
            [_c("container-1", limits=_rl(cpu="100"))],
            _rl(cpu="210"),
            id="restartable-init, init and regular",
        ),
    ],
)
def test_pod_resource_limits(
    options: PodResourcesOptions,
    overhead: v1.ResourceList,
    init_containers: list[v1.Container],
    containers: list[v1.Container],
    expected_limits: v1.ResourceList,
) -> None:
    p = v1.Pod(
        spec=v1.PodSpec(containers=containers, init_containers=init_containers, overhead=overhead)
    )
    assert pod_limits(p, options) == expected_limits


def test_pod_requests_container_fn_and_non_missing() -> None:
    # The effective resources each container reports, as framework/types.go and the
    # NodeResources scorers use them.
    p = v1.Pod(
        spec=v1.PodSpec(
            init_containers=_init_cpu_requests(_RESTARTABLE_AND_REGULAR),
            containers=[_c("container-1", requests=_rl(cpu="1")), _c("no-requests")],
        )
    )
    seen: list[tuple[ContainerType, v1.ResourceList]] = []

    def record(res: v1.ResourceList, container_type: ContainerType) -> None:
        seen.append((container_type, dict(res)))

    reqs = pod_requests(
        p,
        PodResourcesOptions(
            container_fn=record, non_missing_container_requests=_rl(cpu="100m", memory="200Mi")
        ),
    )
    assert seen == [
        (Containers, _rl(cpu="1", memory="200Mi")),
        (Containers, _rl(cpu="100m", memory="200Mi")),
        (InitContainers, _rl(cpu="5", memory="200Mi")),
        (InitContainers, _rl(cpu="1", memory="200Mi")),
        (InitContainers, _rl(cpu="3", memory="400Mi")),
        (InitContainers, _rl(cpu="8", memory="600Mi")),
        (InitContainers, _rl(cpu="6", memory="600Mi")),
    ]
    # Regular containers 1.1 CPU plus sidecars 6 CPU; init-2 needs 5 + 1 + 2 = 8 alone.
    assert reqs == _rl(cpu="8", memory="1000Mi")
    # Inputs are left alone.
    assert p.spec.containers[1].resources.requests == {}
