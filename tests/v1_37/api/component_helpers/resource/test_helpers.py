"""Port of k8s.io/component-helpers/resource/helpers_test.go (v0.37.2)."""

from __future__ import annotations

import copy

import pytest

from kube_scheduler_py.v1_37.api.component_helpers.resource.helpers import (
    PodResourcesOptions,
    add_resource_list,
    aggregate_container_limits,
    aggregate_container_requests,
    get_container_dra_allocations,
    is_pod_level_limits_set,
    is_pod_level_resources_set,
    is_pod_resize_deferred,
    is_pod_resize_infeasible,
    is_supported_pod_level_resource,
    pod_limits,
    pod_requests,
    supported_pod_level_resources,
)
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.resource import must_parse

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


def _status(
    name: str, allocated: v1.ResourceList | None = None, requests: v1.ResourceList | None = None
) -> v1.ContainerStatus:
    """A container status with allocated resources and/or actuated (status) requests."""
    return v1.ContainerStatus(
        name=name,
        allocated_resources=allocated or {},
        resources=None if requests is None else v1.ResourceRequirements(requests=requests),
    )


_INFEASIBLE = [
    v1.PodCondition(
        type=v1.PodResizePending, status=v1.ConditionTrue, reason=v1.PodReasonInfeasible
    )
]
_USE_STATUS = PodResourcesOptions(use_status_resources=True)
_RESTARTABLE_4 = [_c("restartable-init-1", requests=_rl(cpu="4"), restart_always=True)]
_RESTARTABLE_STATUS_2 = [_status("restartable-init-1", requests=_rl(cpu="2"))]


def _populate_pod_status_resources_for_test(pod: v1.Pod) -> None:
    """Port of populatePodStatusResourcesForTest: the pod-level status lists as the sums of
    the container statuses."""
    if pod.status.resources is not None:
        return
    pod.status.resources = v1.ResourceRequirements(requests={}, limits={})
    pod.status.allocated_resources = {}
    for cs in [*pod.status.container_statuses, *pod.status.init_container_statuses]:
        if cs.resources is not None:
            add_resource_list(pod.status.resources.requests, cs.resources.requests)
            add_resource_list(pod.status.resources.limits, cs.resources.limits)
        if len(cs.allocated_resources) > 0:
            add_resource_list(pod.status.allocated_resources, cs.allocated_resources)


@pytest.mark.parametrize(
    (
        "options",
        "overhead",
        "pod_resize_status",
        "init_containers",
        "init_container_statuses",
        "containers",
        "container_status",
        "expected_requests",
    ),
    [
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            _cpu_requests("4"),
            [],
            _cpu_requests("1"),
            [],
            _rl(cpu="4"),
            id="nil options, larger init container",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            _cpu_requests("2"),
            [],
            _cpu_requests("2", "3"),
            [],
            _rl(cpu="5"),
            id="nil options, larger containers",
        ),
        pytest.param(
            PodResourcesOptions(exclude_overhead=True),
            _rl(cpu="1"),
            [],
            _cpu_requests("2"),
            [],
            _cpu_requests("2", "3"),
            [],
            _rl(cpu="5"),
            id="pod overhead excluded",
        ),
        pytest.param(
            PodResourcesOptions(),
            _rl(cpu="1", memory="1Gi"),
            [],
            [_c(requests=_rl(cpu="2"), limits=_rl(cpu="2"))],
            [],
            _cpu_requests("2", "3"),
            [],
            _rl(cpu="6", memory="1Gi"),
            id="pod overhead included",
        ),
        pytest.param(
            _USE_STATUS,
            {},
            _INFEASIBLE,
            [],
            [],
            [_c("container-1", requests=_rl(cpu="4"))],
            [_status("container-1", requests=_rl(cpu="2"))],
            _rl(cpu="2"),
            id="resized, infeasible",
        ),
        pytest.param(
            _USE_STATUS,
            {},
            _INFEASIBLE,
            [],
            [],
            [_c("container-1", requests=_rl(cpu="6"))],
            [_status("container-1", allocated=_rl(cpu="4"), requests=_rl(cpu="2"))],
            _rl(cpu="4"),
            id="resized, infeasible & in-progress",
        ),
        pytest.param(
            _USE_STATUS,
            {},
            [],
            [],
            [],
            [_c("container-1", requests=_rl(cpu="4"))],
            [_status("container-1", requests=_rl(cpu="2"))],
            _rl(cpu="4"),
            id="resized, no resize status",
        ),
        pytest.param(
            _USE_STATUS,
            {},
            [],
            [],
            [],
            [
                _c(
                    "container-1",
                    requests={
                        CPU: must_parse("30m"),
                        MEM: must_parse("20M"),
                        v1.ResourceEphemeralStorage: must_parse("10G"),
                    },
                )
            ],
            [
                _status(
                    "container-1",
                    allocated={
                        CPU: must_parse("20m"),
                        MEM: must_parse("10M"),
                        v1.ResourceEphemeralStorage: must_parse("30G"),
                    },
                    requests={
                        CPU: must_parse("10m"),
                        MEM: must_parse("30M"),
                        v1.ResourceEphemeralStorage: must_parse("20G"),
                    },
                )
            ],
            {
                CPU: must_parse("30m"),
                MEM: must_parse("30M"),
                v1.ResourceEphemeralStorage: must_parse("30G"),
            },
            id="resized: per-resource 3-way maximum",
        ),
        pytest.param(
            PodResourcesOptions(use_status_resources=False),
            {},
            _INFEASIBLE,
            [],
            [],
            [_c("container-1", requests=_rl(cpu="4"))],
            [_status("container-1", requests=_rl(cpu="2"))],
            _rl(cpu="4"),
            id="resized, infeasible, but don't use status",
        ),
        pytest.param(
            _USE_STATUS,
            {},
            _INFEASIBLE,
            _RESTARTABLE_4,
            _RESTARTABLE_STATUS_2,
            [],
            [],
            _rl(cpu="2"),
            id="resized, restartable init container, infeasible",
        ),
        pytest.param(
            _USE_STATUS,
            {},
            [],
            _RESTARTABLE_4,
            _RESTARTABLE_STATUS_2,
            [],
            [],
            _rl(cpu="4"),
            id="resized, restartable init container, no resize status",
        ),
        pytest.param(
            PodResourcesOptions(use_status_resources=False),
            {},
            _INFEASIBLE,
            _RESTARTABLE_4,
            _RESTARTABLE_STATUS_2,
            [],
            [],
            _rl(cpu="4"),
            id="resized, restartable init container, infeasible, but don't use status",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            _init_cpu_requests([("restartable-init-1", "1", True)]),
            [],
            [_c("container-1", requests=_rl(cpu="1"))],
            [],
            _rl(cpu="2"),
            id="restartable init container",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            _init_cpu_requests(_MULTIPLE_RESTARTABLE),
            [],
            [_c("container-1", requests=_rl(cpu="1"))],
            [],
            _rl(cpu="7"),
            id="multiple restartable init containers",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            _init_cpu_requests(_RESTARTABLE_AND_REGULAR),
            [],
            [_c("container-1", requests=_rl(cpu="1"))],
            [],
            _rl(cpu="8"),
            id="multiple restartable and regular init containers",
        ),
        pytest.param(
            PodResourcesOptions(),
            {},
            [],
            _init_cpu_requests(_RESTARTABLE_INIT_AND_REGULAR),
            [],
            [_c("container-1", requests=_rl(cpu="100"))],
            [],
            _rl(cpu="210"),
            id="restartable-init, init and regular",
        ),
        pytest.param(
            _USE_STATUS,
            {},
            [],
            [],
            [],
            [_c("c1", requests=_rl(cpu="1")), _c("c2", requests=_rl(cpu="2"))],
            [_status("c1", allocated=_rl(cpu="2")), _status("c2", allocated=_rl(cpu="1"))],
            _rl(cpu="3"),
            id="aggregate request resolves max of sums instead of sum of maxes",
        ),
    ],
)
def test_pod_resource_requests(
    options: PodResourcesOptions,
    overhead: v1.ResourceList,
    pod_resize_status: list[v1.PodCondition],
    init_containers: list[v1.Container],
    init_container_statuses: list[v1.ContainerStatus],
    containers: list[v1.Container],
    container_status: list[v1.ContainerStatus],
    expected_requests: v1.ResourceList,
) -> None:
    p = v1.Pod(
        spec=v1.PodSpec(containers=containers, init_containers=init_containers, overhead=overhead),
        status=v1.PodStatus(
            container_statuses=container_status,
            init_container_statuses=init_container_statuses,
            conditions=pod_resize_status,
        ),
    )
    _populate_pod_status_resources_for_test(p)
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


@pytest.mark.parametrize(
    ("pod_resources", "expected"),
    [
        pytest.param(None, False, id="nil resources struct"),
        pytest.param(v1.ResourceRequirements(), False, id="empty resources struct"),
        pytest.param(
            v1.ResourceRequirements(requests={v1.ResourceEphemeralStorage: must_parse("1Mi")}),
            False,
            id="only unsupported resource requests set",
        ),
        pytest.param(
            v1.ResourceRequirements(limits={v1.ResourceEphemeralStorage: must_parse("1Mi")}),
            False,
            id="only unsupported resource limits set",
        ),
        pytest.param(
            v1.ResourceRequirements(
                requests={v1.ResourceEphemeralStorage: must_parse("1Mi"), CPU: must_parse("1m")}
            ),
            True,
            id="unsupported and suported resources requests set",
        ),
        pytest.param(
            v1.ResourceRequirements(
                limits={v1.ResourceEphemeralStorage: must_parse("1Mi"), CPU: must_parse("1m")}
            ),
            True,
            id="unsupported and suported resources limits set",
        ),
    ],
)
def test_is_pod_level_resources_set(
    pod_resources: v1.ResourceRequirements | None, expected: bool
) -> None:
    test_pod = v1.Pod(spec=v1.PodSpec(resources=pod_resources))
    assert is_pod_level_resources_set(test_pod) == expected


@pytest.mark.parametrize(
    ("pod_resources", "expected"),
    [
        pytest.param(None, False, id="nil resources struct"),
        pytest.param(v1.ResourceRequirements(), False, id="empty resources struct"),
        pytest.param(
            v1.ResourceRequirements(requests={MEM: must_parse("100Mi")}),
            False,
            id="only resource requests set",
        ),
        pytest.param(
            v1.ResourceRequirements(limits={v1.ResourceEphemeralStorage: must_parse("1Mi")}),
            False,
            id="only unsupported resource limits set",
        ),
        pytest.param(
            v1.ResourceRequirements(
                limits={v1.ResourceEphemeralStorage: must_parse("1Mi"), CPU: must_parse("1m")}
            ),
            True,
            id="unsupported and suported resources limits set",
        ),
    ],
)
def test_is_pod_level_limits_set(
    pod_resources: v1.ResourceRequirements | None, expected: bool
) -> None:
    test_pod = v1.Pod(spec=v1.PodSpec(resources=pod_resources))
    assert is_pod_level_limits_set(test_pod) == expected


_HP2 = v1.ResourceHugePagesPrefix + "2Mi"
_HP1G = v1.ResourceHugePagesPrefix + "1Gi"


def _get_pod_level_resources_pod(
    pod_resources: v1.ResourceRequirements,
    overhead: v1.ResourceList,
    containers: list[v1.Container],
    init_containers: list[v1.Container],
) -> v1.Pod:
    """Port of getPodLevelResourcesPod."""
    return v1.Pod(
        spec=v1.PodSpec(
            resources=pod_resources,
            overhead=overhead,
            containers=containers,
            init_containers=init_containers,
        )
    )


def _req(**quantities: str) -> v1.ResourceRequirements:
    return v1.ResourceRequirements(requests=_rl(**quantities))


_C_3MI_2M = [_c(requests=_rl(memory="3Mi", cpu="2m"))]
_INIT_5MI_4M = _c(requests=_rl(memory="5Mi", cpu="4m"))
_SIDECAR_5MI_4M = _c(requests=_rl(memory="5Mi", cpu="4m"), restart_always=True)
_INIT_6MI_8M = _c(requests=_rl(memory="6Mi", cpu="8m"))
_SKIP = PodResourcesOptions(skip_pod_level_resources=True)
_NO_SKIP = PodResourcesOptions(skip_pod_level_resources=False)


@pytest.mark.parametrize(
    ("opts", "pod_resources", "containers", "init_containers", "expected_requests"),
    [
        pytest.param(PodResourcesOptions(), v1.ResourceRequirements(), [], [], {}, id="nil"),
        pytest.param(
            _SKIP,
            _req(memory="2Mi"),
            [],
            [],
            {},
            id="pod level memory resource with SkipPodLevelResources true",
        ),
        pytest.param(
            _NO_SKIP,
            _req(memory="2Mi"),
            [],
            [],
            _rl(memory="2Mi"),
            id="pod level memory resource with SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            _req(memory="2Mi"),
            [_c(requests=_rl(cpu="2m"))],
            [],
            _rl(memory="2Mi", cpu="2m"),
            id="pod level memory and container level cpu resources with SkipPodLevelResources "
            "false",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(requests={v1.ResourceStorage: must_parse("2Mi")}),
            [_c(requests={v1.ResourceStorage: must_parse("3Mi")})],
            [],
            {v1.ResourceStorage: must_parse("3Mi")},
            id="pod level unsupported resources set at both pod-level and container-level with "
            "SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(requests={v1.ResourceStorage: must_parse("2Mi")}),
            [_c(requests=_rl(memory="3Mi"))],
            [],
            _rl(memory="3Mi"),
            id="pod level unsupported resources set at pod-level with SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(),
            _C_3MI_2M,
            [],
            _rl(memory="3Mi", cpu="2m"),
            id="only container level resources set with SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            _req(memory="6Mi", cpu="8m"),
            _C_3MI_2M,
            [],
            _rl(memory="6Mi", cpu="8m"),
            id="both container-level and pod-level resources set with SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(),
            _C_3MI_2M,
            [_INIT_5MI_4M],
            _rl(memory="5Mi", cpu="4m"),
            id="container-level resources and init container set with SkipPodLevelResources false",
        ),
        pytest.param(
            _SKIP,
            v1.ResourceRequirements(),
            _C_3MI_2M,
            [_INIT_5MI_4M],
            _rl(memory="5Mi", cpu="4m"),
            id="container-level resources and init container set with SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(),
            _C_3MI_2M,
            [_SIDECAR_5MI_4M],
            _rl(memory="8Mi", cpu="6m"),
            id="container-level resources and sidecar container set with SkipPodLevelResources "
            "false",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(),
            _C_3MI_2M,
            [_SIDECAR_5MI_4M, _INIT_6MI_8M],
            _rl(memory="11Mi", cpu="12m"),
            id="container-level resources, init and sidecar container set with "
            "SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            _req(memory="15Mi", cpu="18m"),
            _C_3MI_2M,
            [_SIDECAR_5MI_4M, _INIT_6MI_8M],
            _rl(memory="15Mi", cpu="18m"),
            id="pod-level resources, container-level resources, init and sidecar container set "
            "with SkipPodLevelResources false",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(
                limits={_HP2: must_parse("2Mi")},
                requests={MEM: must_parse("10Mi"), _HP2: must_parse("2Mi")},
            ),
            [],
            [],
            {MEM: must_parse("10Mi"), _HP2: must_parse("2Mi")},
            id="pod-level resources, hugepage request/limit single page size",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(
                limits={_HP2: must_parse("2Mi"), _HP1G: must_parse("1Gi")},
                requests={CPU: must_parse("1"), _HP2: must_parse("2Mi"), _HP1G: must_parse("1Gi")},
            ),
            [],
            [],
            {CPU: must_parse("1"), _HP2: must_parse("2Mi"), _HP1G: must_parse("1Gi")},
            id="pod-level resources, hugepage request/limit multiple page sizes",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(
                limits={_HP2: must_parse("10Mi")},
                requests={CPU: must_parse("1"), _HP2: must_parse("10Mi")},
            ),
            [_c(requests={_HP2: must_parse("6Mi")}, limits={_HP2: must_parse("6Mi")})],
            [],
            {CPU: must_parse("1"), _HP2: must_parse("10Mi")},
            id="pod-level resources, container-level resources, hugepage request/limit single "
            "page size",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(
                limits={_HP2: must_parse("10Mi"), _HP1G: must_parse("2Gi")},
                requests={CPU: must_parse("1"), _HP2: must_parse("10Mi"), _HP1G: must_parse("2Gi")},
            ),
            [
                _c(
                    requests={CPU: must_parse("1"), _HP1G: must_parse("2Gi")},
                    limits={_HP1G: must_parse("2Gi")},
                )
            ],
            [],
            {CPU: must_parse("1"), _HP2: must_parse("10Mi"), _HP1G: must_parse("2Gi")},
            id="pod-level resources, container-level resources, hugepage request/limit multiple "
            "page sizes",
        ),
        pytest.param(
            _NO_SKIP,
            v1.ResourceRequirements(
                limits={_HP2: must_parse("10Mi")},
                requests={CPU: must_parse("1"), _HP2: must_parse("10Mi")},
            ),
            [
                _c(
                    requests={MEM: must_parse("4Mi"), _HP1G: must_parse("1Gi")},
                    limits={_HP1G: must_parse("1Gi")},
                )
            ],
            [],
            {
                CPU: must_parse("1"),
                MEM: must_parse("4Mi"),
                _HP2: must_parse("10Mi"),
                _HP1G: must_parse("1Gi"),
            },
            id="pod-level resources, container-level resources, hugepage request/limit multiple "
            "page sizes between pod-level and container-level",
        ),
    ],
)
def test_pod_level_resource_requests(
    opts: PodResourcesOptions,
    pod_resources: v1.ResourceRequirements,
    containers: list[v1.Container],
    init_containers: list[v1.Container],
    expected_requests: v1.ResourceList,
) -> None:
    pod = _get_pod_level_resources_pod(pod_resources, {}, containers, init_containers)
    assert pod_requests(pod, opts) == expected_requests


@pytest.mark.parametrize(
    ("resource", "expected"),
    [
        pytest.param(CPU, True, id="cpu"),
        pytest.param(MEM, True, id="memory"),
        pytest.param(v1.ResourceEphemeralStorage, False, id="ephemeral-storage"),
        pytest.param(_HP2, True, id="hugepages-2Mi"),
        pytest.param(_HP1G, True, id="hugepages-1Gi"),
    ],
)
def test_is_supported_pod_level_resource(resource: str, expected: bool) -> None:
    assert is_supported_pod_level_resource(resource) == expected


def _claim(
    name: str,
    containers: list[str],
    mapping: list[v1.NodeAllocatableMappedResources] | None = None,
    overhead: list[v1.NodeAllocatableOverheadResources] | None = None,
) -> v1.NodeAllocatableResourceClaimStatus:
    return v1.NodeAllocatableResourceClaimStatus(
        resource_claim_name=name,
        containers=containers,
        mapping=mapping or [],
        overhead=overhead or [],
    )


def _pod_with_claims(*claims: v1.NodeAllocatableResourceClaimStatus) -> v1.Pod:
    return v1.Pod(status=v1.PodStatus(node_allocatable_resource_claim_statuses=list(claims)))


_CPU_2 = [v1.NodeAllocatableMappedResources(name=CPU, quantity=must_parse("2"))]


@pytest.mark.parametrize(
    ("pod", "container_name", "expected"),
    [
        pytest.param(v1.Pod(), "c1", {}, id="no claims"),
        pytest.param(
            _pod_with_claims(_claim("unreferenced-claim", ["c2"], mapping=_CPU_2)),
            "c1",
            {},
            id="unreferenced claims",
        ),
        pytest.param(
            _pod_with_claims(_claim("direct-claim", ["c1"], mapping=_CPU_2)),
            "c1",
            _rl(cpu="2"),
            id="referenced direct claims",
        ),
        pytest.param(
            _pod_with_claims(
                _claim(
                    "overhead-pod",
                    ["c1"],
                    overhead=[
                        v1.NodeAllocatableOverheadResources(name=MEM, per_pod=must_parse("3Gi"))
                    ],
                )
            ),
            "c1",
            _rl(memory="3Gi"),
            id="referenced overhead claim PerPod only",
        ),
        pytest.param(
            _pod_with_claims(
                _claim(
                    "overhead-container",
                    ["c1"],
                    overhead=[
                        v1.NodeAllocatableOverheadResources(
                            name=MEM, per_container=must_parse("1Gi")
                        )
                    ],
                )
            ),
            "c1",
            _rl(memory="1Gi"),
            id="referenced overhead claim PerContainer only",
        ),
        pytest.param(
            _pod_with_claims(
                _claim(
                    "overhead-both",
                    ["c1"],
                    overhead=[
                        v1.NodeAllocatableOverheadResources(
                            name=MEM, per_pod=must_parse("3Gi"), per_container=must_parse("1Gi")
                        )
                    ],
                )
            ),
            "c1",
            _rl(memory="4Gi"),
            id="referenced overhead claim both PerPod and PerContainer",
        ),
        pytest.param(
            _pod_with_claims(
                _claim(
                    "combined-claim",
                    ["c1"],
                    mapping=[v1.NodeAllocatableMappedResources(name=CPU, quantity=must_parse("2"))],
                    overhead=[
                        v1.NodeAllocatableOverheadResources(
                            name=CPU, per_pod=must_parse("1"), per_container=must_parse("500m")
                        )
                    ],
                )
            ),
            "c1",
            _rl(cpu="3500m"),
            id="referenced claim with both mapping and overhead",
        ),
        pytest.param(
            _pod_with_claims(
                _claim(
                    "claim-1",
                    ["c1"],
                    mapping=[v1.NodeAllocatableMappedResources(name=CPU, quantity=must_parse("1"))],
                ),
                _claim(
                    "claim-2",
                    ["c1"],
                    overhead=[
                        v1.NodeAllocatableOverheadResources(name=MEM, per_pod=must_parse("2Gi"))
                    ],
                ),
            ),
            "c1",
            _rl(cpu="1", memory="2Gi"),
            id="multiple claims referenced by same container",
        ),
        pytest.param(
            _pod_with_claims(
                _claim(
                    "claim-1",
                    ["c1"],
                    mapping=[v1.NodeAllocatableMappedResources(name=CPU, quantity=must_parse("1"))],
                ),
                _claim(
                    "claim-2",
                    ["c1"],
                    mapping=[v1.NodeAllocatableMappedResources(name=CPU, quantity=must_parse("2"))],
                ),
            ),
            "c1",
            _rl(cpu="3"),
            id="multiple claims aggregating same resource type",
        ),
    ],
)
def test_get_container_dra_allocations(
    pod: v1.Pod, container_name: str, expected: v1.ResourceList
) -> None:
    assert get_container_dra_allocations(pod, container_name) == expected


def test_resize_conditions_and_supported_resources() -> None:
    pod = v1.Pod(
        status=v1.PodStatus(
            conditions=[
                v1.PodCondition(
                    type=v1.PodResizePending, status=v1.ConditionTrue, reason=v1.PodReasonDeferred
                )
            ]
        )
    )
    assert is_pod_resize_deferred(pod)
    assert not is_pod_resize_infeasible(pod)
    pod.status.conditions[0].reason = "Other"
    assert not is_pod_resize_deferred(pod)

    assert CPU in supported_pod_level_resources()


def _lim_status(name: str, limits: v1.ResourceList) -> v1.ContainerStatus:
    return v1.ContainerStatus(name=name, resources=v1.ResourceRequirements(limits=limits))


_MEM1 = _rl(memory="1Gi")
_MEM2 = _rl(memory="2Gi")


@pytest.mark.parametrize(
    (
        "options",
        "init_containers",
        "init_container_statuses",
        "containers",
        "container_statuses",
        "expected_limits",
    ),
    [
        pytest.param(
            _USE_STATUS,
            [],
            [],
            [_c("container-1", limits=_MEM2)],
            [_lim_status("container-1", _MEM1)],
            _MEM2,
            id="pod scaled up",
        ),
        pytest.param(
            _USE_STATUS,
            [],
            [],
            [_c("container-1", limits=_MEM1)],
            [_lim_status("container-1", _MEM2)],
            _MEM2,
            id="pod scaled down",
        ),
        pytest.param(
            PodResourcesOptions(use_status_resources=False),
            [],
            [],
            [_c("container-1", limits=_MEM1)],
            [_lim_status("container-1", _MEM2)],
            _MEM1,
            id="pod scaled down, don't use status",
        ),
        pytest.param(
            _USE_STATUS,
            [_c("restartable-init-1", limits=_MEM2, restart_always=True)],
            [_lim_status("restartable-init-1", _MEM1)],
            [],
            [],
            _MEM2,
            id="pod scaled up with restartable init containers",
        ),
        pytest.param(
            _USE_STATUS,
            [_c("restartable-init-1", limits=_MEM1, restart_always=True)],
            [_lim_status("restartable-init-1", _MEM2)],
            [],
            [],
            _MEM2,
            id="pod scaled down with restartable init containers",
        ),
        pytest.param(
            PodResourcesOptions(use_status_resources=False),
            [_c("restartable-init-1", limits=_MEM1, restart_always=True)],
            [_lim_status("restartable-init-1", _MEM2)],
            [],
            [],
            _MEM1,
            id="pod scaled down with restartable init containers, don't use status",
        ),
        pytest.param(
            _USE_STATUS,
            [],
            [],
            [_c("c1", limits=_rl(cpu="1")), _c("c2", limits=_rl(cpu="2"))],
            [_lim_status("c1", _rl(cpu="2")), _lim_status("c2", _rl(cpu="1"))],
            _rl(cpu="3"),
            id="aggregate limit resolves max of sums instead of sum of maxes",
        ),
    ],
)
def test_pod_resource_limits_resized(
    options: PodResourcesOptions,
    init_containers: list[v1.Container],
    init_container_statuses: list[v1.ContainerStatus],
    containers: list[v1.Container],
    container_statuses: list[v1.ContainerStatus],
    expected_limits: v1.ResourceList,
) -> None:
    """The in-place resize rows of TestPodResourceLimits (its other rows are above)."""
    p = v1.Pod(
        spec=v1.PodSpec(containers=containers, init_containers=init_containers),
        status=v1.PodStatus(
            container_statuses=container_statuses, init_container_statuses=init_container_statuses
        ),
    )
    _populate_pod_status_resources_for_test(p)
    assert pod_limits(p, options) == expected_limits


_HP1G_2 = {_HP1G: must_parse("2")}
_DRA = PodResourcesOptions(use_dra_node_allocatable_resource_claim_status=True)


def _dra_pod(
    containers: list[v1.Container], *claims: v1.NodeAllocatableResourceClaimStatus
) -> v1.Pod:
    """A pod with node-allocatable claim statuses (the containers' and pod's claim references
    of the Go table are left out: the helpers read only the statuses)."""
    return v1.Pod(
        spec=v1.PodSpec(containers=containers),
        status=v1.PodStatus(node_allocatable_resource_claim_statuses=list(claims)),
    )


def _mapped(name: str, quantity: str) -> v1.NodeAllocatableMappedResources:
    return v1.NodeAllocatableMappedResources(name=name, quantity=must_parse(quantity))


def _overhead(
    per_pod: str | None, per_container: str | None
) -> v1.NodeAllocatableOverheadResources:
    """A memory overhead entry of a node-allocatable claim."""
    return v1.NodeAllocatableOverheadResources(
        name=MEM,
        per_pod=None if per_pod is None else must_parse(per_pod),
        per_container=None if per_container is None else must_parse(per_container),
    )


_DRA_STATUS_PLR = PodResourcesOptions(
    use_dra_node_allocatable_resource_claim_status=True,
    use_status_resources=True,
    in_place_pod_level_resources_vertical_scaling_enabled=True,
)
_DRA_STATUS = PodResourcesOptions(
    use_dra_node_allocatable_resource_claim_status=True, use_status_resources=True
)


def _shared_dra_pod(
    *,
    requests: tuple[str, str] | None = None,
    limits: tuple[str, str] | None = None,
    statuses: list[tuple[str, str | None]],
    pod_status: tuple[v1.ResourceList, v1.ResourceList | None] | None = None,
    pod_level: v1.ResourceList | None = None,
    cpu_claim: bool = False,
) -> v1.Pod:
    """Containers c1 and c2 with memory requests or limits, their statuses (actuated memory,
    allocated memory), optional pod-level status (resources, allocated) and pod-level CPU, and
    a claim shared by both with 1Gi of per-container memory overhead (plus, with cpu_claim, a
    shared claim mapping 1 CPU)."""
    containers = []
    container_statuses = []
    for i, name in enumerate(("c1", "c2")):
        if requests is not None:
            containers.append(_c(name, requests=_rl(memory=requests[i])))
        else:
            assert limits is not None
            containers.append(_c(name, limits=_rl(memory=limits[i])))
        actuated, allocated = statuses[i]
        resources = (
            v1.ResourceRequirements(requests=_rl(memory=actuated))
            if requests is not None
            else v1.ResourceRequirements(limits=_rl(memory=actuated))
        )
        container_statuses.append(
            v1.ContainerStatus(
                name=name,
                resources=resources,
                allocated_resources={} if allocated is None else _rl(memory=allocated),
            )
        )
    claims = []
    if cpu_claim:
        claims.append(_claim("shared-cpu-claim", ["c1", "c2"], mapping=[_mapped(CPU, "1")]))
    claims.append(_claim("shared-mem-claim", ["c1", "c2"], overhead=[_overhead(None, "1Gi")]))
    status = v1.PodStatus(
        container_statuses=container_statuses, node_allocatable_resource_claim_statuses=claims
    )
    if pod_status is not None:
        status_resources, allocated = pod_status
        status.resources = (
            v1.ResourceRequirements(requests=status_resources)
            if requests is not None
            else v1.ResourceRequirements(limits=status_resources)
        )
        status.allocated_resources = allocated or {}
    spec = v1.PodSpec(containers=containers)
    if pod_level is not None:
        spec.resources = (
            v1.ResourceRequirements(requests=pod_level)
            if requests is not None
            else v1.ResourceRequirements(limits=pod_level)
        )
    return v1.Pod(spec=spec, status=status)


_C1_1GI = _c("c1", _rl(memory="1Gi"), _rl(memory="1Gi"))
_C1_100M_1GI = _c(
    "c1",
    requests={**_rl(cpu="100m", memory="1Gi"), **_HP1G_2},
    limits={**_rl(cpu="100m", memory="1Gi"), **_HP1G_2},
)


@pytest.mark.parametrize(
    ("pod", "options", "expected_requests", "expected_limits"),
    [
        pytest.param(
            _dra_pod([_c("c1", _rl(cpu="100m", memory="1Gi"), _rl(cpu="100m", memory="1Gi"))]),
            _DRA,
            _rl(cpu="100m", memory="1Gi"),
            _rl(cpu="100m", memory="1Gi"),
            id="No claims",
        ),
        pytest.param(
            _dra_pod(
                [_C1_100M_1GI],
                _claim(
                    "node-allocatable-claim-1",
                    ["c1"],
                    mapping=[_mapped(CPU, "50m"), _mapped(_HP1G, "1")],
                ),
            ),
            _DRA,
            {**_rl(cpu="150m", memory="1Gi"), _HP1G: must_parse("3")},
            {**_rl(cpu="150m", memory="1Gi"), _HP1G: must_parse("3")},
            id="Single claim on one container",
        ),
        pytest.param(
            _dra_pod(
                [_c("c1", _rl(cpu="100m", memory="1Gi"))],
                _claim("node-allocatable-claim-1", ["c1"], mapping=[_mapped(CPU, "50m")]),
                _claim(
                    "node-allocatable-claim-2",
                    ["c1"],
                    mapping=[_mapped(CPU, "25m"), _mapped(MEM, "512Mi")],
                ),
            ),
            _DRA,
            _rl(cpu="175m", memory="1.5Gi"),
            None,
            id="Multiple claims on one container",
        ),
        pytest.param(
            _dra_pod(
                [
                    _c("c1", _rl(cpu="100m"), _rl(cpu="100m")),
                    _c("c2", _rl(cpu="200m"), _rl(cpu="200m")),
                ],
                _claim("node-allocatable-claim-1", ["c1", "c2"], mapping=[_mapped(CPU, "50m")]),
            ),
            _DRA,
            _rl(cpu="350m"),
            _rl(cpu="350m"),
            id="Same claim referenced in multiple containers",
        ),
        pytest.param(
            _dra_pod(
                [
                    _c("c1", {CPU: must_parse("100m"), _HP1G: must_parse("1")}),
                    _c(
                        "c2",
                        {CPU: must_parse("200m"), MEM: must_parse("1Gi"), _HP1G: must_parse("2")},
                    ),
                ],
                _claim(
                    "node-allocatable-claim-1",
                    ["c1"],
                    mapping=[_mapped(CPU, "50m"), _mapped(_HP1G, "1")],
                ),
                _claim(
                    "node-allocatable-claim-2",
                    ["c2"],
                    mapping=[_mapped(CPU, "25m"), _mapped(MEM, "512Mi"), _mapped(_HP1G, "2")],
                ),
            ),
            _DRA,
            {CPU: must_parse("375m"), MEM: must_parse("1.5Gi"), _HP1G: must_parse("6")},
            None,
            id="Different claims on multiple containers",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    init_containers=[_c("ic1", _rl(cpu="100m"))],
                    containers=[_c("c1", _rl(cpu="50m"))],
                ),
                status=v1.PodStatus(
                    node_allocatable_resource_claim_statuses=[
                        _claim("node-allocatable-claim", ["ic1"], mapping=[_mapped(CPU, "25m")])
                    ]
                ),
            ),
            _DRA,
            _rl(cpu="125m"),
            None,
            id="Claim on init container",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    resources=v1.ResourceRequirements(requests=_rl(cpu="2"), limits=_rl(cpu="2")),
                    containers=[_c("c1", _rl(cpu="1", memory="1Gi"), _rl(cpu="1", memory="1Gi"))],
                ),
                status=v1.PodStatus(
                    node_allocatable_resource_claim_statuses=[
                        _claim("node-allocatable-claim", ["c1"], mapping=[_mapped(CPU, "3")])
                    ]
                ),
            ),
            PodResourcesOptions(
                use_dra_node_allocatable_resource_claim_status=True, skip_pod_level_resources=False
            ),
            _rl(cpu="2", memory="1Gi"),
            _rl(cpu="2", memory="1Gi"),
            id="Pod Level Resources overrides the claim request/limit",
        ),
        pytest.param(
            _dra_pod(
                [_c("c1", _rl(cpu="100m"), _rl(cpu="100m"))],
                _claim("node-allocatable-claim", ["c1"], mapping=[_mapped(CPU, "50m")]),
            ),
            PodResourcesOptions(use_dra_node_allocatable_resource_claim_status=False),
            _rl(cpu="100m"),
            _rl(cpu="100m"),
            id="UseDRANodeAllocatableResourceClaimStatus flag disabled",
        ),
        pytest.param(
            _dra_pod(
                [
                    _c("c1", _rl(memory="1Gi"), _rl(memory="1Gi")),
                    _c("c2", _rl(memory="1Gi"), _rl(memory="1Gi")),
                ],
                _claim(
                    "node-allocatable-claim-1",
                    ["c1", "c2"],
                    mapping=[_mapped(MEM, "2Gi")],
                    overhead=[
                        v1.NodeAllocatableOverheadResources(
                            name=MEM, per_pod=must_parse("1Gi"), per_container=must_parse("500Mi")
                        )
                    ],
                ),
            ),
            _DRA,
            _rl(memory="6120Mi"),
            _rl(memory="6120Mi"),
            id="Pod with DRA claim specifying both Mapping and Overhead mapping",
        ),
        pytest.param(
            _dra_pod(
                [
                    _c("c1", _rl(cpu="100m", memory="1Gi"), _rl(memory="1Gi")),
                    _c("c2", _rl(cpu="100m", memory="1Gi"), _rl(memory="1Gi")),
                ],
                _claim(
                    "node-allocatable-claim", ["c1", "c2"], overhead=[_overhead("1Gi", "500Mi")]
                ),
            ),
            _DRA,
            _rl(cpu="200m", memory="4072Mi"),
            _rl(memory="4072Mi"),
            id="Pod with DRA claim specifying Overhead mapping",
        ),
        pytest.param(
            _dra_pod(
                [_C1_1GI],
                _claim("node-allocatable-claim", ["c1"], overhead=[_overhead("1Gi", None)]),
            ),
            _DRA,
            _rl(memory="2Gi"),
            _rl(memory="2Gi"),
            id="Pod with DRA claim specifying Overhead mapping, PerPod only",
        ),
        pytest.param(
            _dra_pod(
                [_C1_1GI],
                _claim("node-allocatable-claim", ["c1"], overhead=[_overhead(None, "500Mi")]),
            ),
            _DRA,
            _rl(memory="1524Mi"),
            _rl(memory="1524Mi"),
            id="Pod with DRA claim specifying Overhead mapping, PerContainer only",
        ),
        pytest.param(
            _dra_pod([_C1_1GI], _claim("unref-direct-claim", [], mapping=[_mapped(MEM, "2Gi")])),
            _DRA,
            _rl(memory="3Gi"),
            _rl(memory="3Gi"),
            id="Pod with unreferenced DRA claim specifying Mapping",
        ),
        pytest.param(
            _dra_pod(
                [_C1_1GI],
                _claim("unref-overhead-claim", [], overhead=[_overhead("1Gi", "500Mi")]),
            ),
            _DRA,
            _rl(memory="2Gi"),
            _rl(memory="2Gi"),
            id="Pod with unreferenced DRA claim specifying Overhead mapping",
        ),
        pytest.param(
            _dra_pod(
                [_C1_1GI],
                _claim(
                    "unref-overhead-percontainer-claim", [], overhead=[_overhead(None, "500Mi")]
                ),
            ),
            _DRA,
            _rl(memory="1Gi"),
            _rl(memory="1Gi"),
            id="Pod with unreferenced DRA claim specifying Overhead mapping, PerContainer only",
        ),
        pytest.param(
            _dra_pod(
                [_c("c1", _rl(cpu="100m", memory="1Gi"))],
                _claim(
                    "node-allocatable-claim-1",
                    ["c1"],
                    mapping=[_mapped(CPU, "50m"), _mapped(MEM, "512Mi")],
                ),
            ),
            _DRA,
            _rl(cpu="150m", memory="1536Mi"),
            {},
            id="DRA cpu/memory not added to limits when container limits are omitted",
        ),
        pytest.param(
            _shared_dra_pod(
                requests=("1Gi", "2Gi"),
                statuses=[("2Gi", "1Gi"), ("2Gi", "2Gi")],
                pod_status=(_rl(memory="6Gi"), _rl(memory="5Gi")),
            ),
            _DRA_STATUS_PLR,
            _rl(memory="6Gi"),
            None,
            id="shared DRA claim + memory resize (spec != status) + UseStatusResources",
        ),
        pytest.param(
            _shared_dra_pod(
                requests=("1Gi", "2Gi"),
                statuses=[("1Gi", "1Gi"), ("2Gi", "2Gi")],
                pod_status=(_rl(cpu="3", memory="5Gi"), _rl(cpu="3", memory="5Gi")),
                pod_level=_rl(cpu="3"),
                cpu_claim=True,
            ),
            _DRA_STATUS_PLR,
            _rl(cpu="3", memory="5Gi"),
            None,
            id="Pod Level Resources for CPU + shared DRA claims + UseStatusResources",
        ),
        pytest.param(
            _shared_dra_pod(
                requests=("1Gi", "2Gi"),
                statuses=[("1Gi", "1Gi"), ("2Gi", "2Gi")],
                pod_status=(_rl(cpu="3", memory="5Gi"), _rl(cpu="3", memory="5Gi")),
                pod_level=_rl(cpu="4"),
                cpu_claim=True,
            ),
            _DRA_STATUS_PLR,
            _rl(cpu="4", memory="5Gi"),
            None,
            id="Pod Level Resources + shared DRA claim during resize (spec != status) + "
            "UseStatusResources",
        ),
        pytest.param(
            _shared_dra_pod(
                limits=("1Gi", "2Gi"),
                statuses=[("1Gi", None), ("2Gi", None)],
                pod_status=(_rl(cpu="3", memory="5Gi"), None),
                pod_level=_rl(cpu="3"),
                cpu_claim=True,
            ),
            _DRA_STATUS_PLR,
            None,
            _rl(cpu="3", memory="5Gi"),
            id="Pod Level Resources (CPU limits only) with shared DRA claim and UseStatusResources",
        ),
        pytest.param(
            _shared_dra_pod(
                limits=("1Gi", "2Gi"),
                statuses=[("1Gi", None), ("2Gi", None)],
                pod_status=(_rl(cpu="3", memory="5Gi"), None),
                pod_level=_rl(cpu="4"),
                cpu_claim=True,
            ),
            _DRA_STATUS_PLR,
            None,
            _rl(cpu="4", memory="5Gi"),
            id="Pod Level Resources (CPU limits only) with shared DRA claim during resize and "
            "UseStatusResources",
        ),
        pytest.param(
            _shared_dra_pod(limits=("4Gi", "2Gi"), statuses=[("2Gi", None), ("2Gi", None)]),
            _DRA_STATUS,
            None,
            _rl(memory="8Gi"),
            id="Container Level Resources with shared DRA claim during memory limit resize and "
            "UseStatusResources",
        ),
        pytest.param(
            _shared_dra_pod(requests=("4Gi", "2Gi"), statuses=[("2Gi", "4Gi"), ("2Gi", "2Gi")]),
            _DRA_STATUS,
            _rl(memory="8Gi"),
            None,
            id="Container Level Resources + shared DRA claim during memory resize + "
            "UseStatusResources",
        ),
        pytest.param(
            _dra_pod(
                [_c("c1", _rl(cpu="100m"))],
                _claim("node-allocatable-claim-1", ["c1"], mapping=[_mapped(_HP1G, "1")]),
            ),
            _DRA,
            {CPU: must_parse("100m"), _HP1G: must_parse("1")},
            {_HP1G: must_parse("1")},
            id="DRA hugepages added to limits even when container limits are omitted",
        ),
    ],
)
def test_pod_requests_and_limits_with_dra(
    pod: v1.Pod,
    options: PodResourcesOptions,
    expected_requests: v1.ResourceList | None,
    expected_limits: v1.ResourceList | None,
) -> None:
    if expected_requests is not None:
        assert pod_requests(pod, options) == expected_requests
    # As in Go, a row without expected requests or limits does not check them.
    if expected_limits is not None:
        assert pod_limits(pod, options) == expected_limits


_PLR = PodResourcesOptions(
    use_status_resources=True, in_place_pod_level_resources_vertical_scaling_enabled=True
)
_C1_REQ1_LIM2 = [_c("c1", _rl(cpu="1"), _rl(cpu="2"))]


def _status_full(
    name: str,
    allocated: v1.ResourceList | None = None,
    requests: v1.ResourceList | None = None,
    limits: v1.ResourceList | None = None,
) -> v1.ContainerStatus:
    resources = None
    if requests is not None or limits is not None:
        resources = v1.ResourceRequirements(requests=requests or {}, limits=limits or {})
    return v1.ContainerStatus(name=name, allocated_resources=allocated or {}, resources=resources)


@pytest.mark.parametrize(
    (
        "options",
        "containers",
        "container_statuses",
        "init_containers",
        "init_container_statuses",
        "pod_allocated_resources",
        "pod_resources",
        "expected_requests",
        "expected_limits",
    ),
    [
        pytest.param(
            PodResourcesOptions(),
            [_c(limits=_rl(cpu="9"))],
            [],
            [],
            [],
            {},
            None,
            {},
            _rl(cpu="9"),
            id="one container with limits",
        ),
        pytest.param(
            PodResourcesOptions(),
            [_c(limits=_rl(cpu="9")), _c(limits=_rl(cpu="9"))],
            [],
            [],
            [],
            {},
            None,
            {},
            _rl(cpu="18"),
            id="two containers with limits",
        ),
        pytest.param(
            PodResourcesOptions(),
            [_c(requests=_rl(cpu="9"))],
            [],
            [],
            [],
            {},
            None,
            _rl(cpu="9"),
            {},
            id="one container with requests",
        ),
        pytest.param(
            PodResourcesOptions(),
            [_c(requests=_rl(cpu="9")), _c(requests=_rl(cpu="9"))],
            [],
            [],
            [],
            {},
            None,
            _rl(cpu="18"),
            {},
            id="two containers with requests",
        ),
        pytest.param(
            PodResourcesOptions(),
            [_c(requests=_rl(cpu="9"))],
            [],
            [_c(requests=_rl(cpu="9"))],
            [],
            {},
            None,
            _rl(cpu="9"),
            {},
            id="regular and init containers with requests",
        ),
        pytest.param(
            PodResourcesOptions(),
            [_c(requests=_rl(cpu="9"))],
            [],
            [_c(requests=_rl(cpu="8"), restart_always=True), _c(requests=_rl(cpu="6"))],
            [],
            {},
            None,
            _rl(cpu="17"),
            {},
            id="regular, init and sidecar containers with requests",
        ),
        pytest.param(
            PodResourcesOptions(),
            [_c(limits=_rl(cpu="9"))],
            [],
            [_c(limits=_rl(cpu="9"))],
            [],
            {},
            None,
            {},
            _rl(cpu="9"),
            id="regular and init containers with limits",
        ),
        pytest.param(
            PodResourcesOptions(),
            [_c(limits=_rl(cpu="9"))],
            [],
            [_c(limits=_rl(cpu="8"), restart_always=True), _c(limits=_rl(cpu="6"))],
            [],
            {},
            None,
            {},
            _rl(cpu="17"),
            id="regular, init and sidecar containers with limits",
        ),
        pytest.param(
            _USE_STATUS,
            [_c("container-1")],
            [_status_full("container-1", requests=_rl(cpu="2"))],
            [],
            [],
            {},
            None,
            _rl(cpu="2"),
            {},
            id="regularcontainers with empty requests, but status with non-empty requests",
        ),
        pytest.param(
            _USE_STATUS,
            [],
            [],
            [_c("container-1", restart_always=True)],
            [_status_full("container-1", requests=_rl(cpu="2"))],
            {},
            None,
            _rl(cpu="2"),
            {},
            id="always-restart init containers with empty requests, but status with non-empty "
            "requests",
        ),
        pytest.param(
            _USE_STATUS,
            [_c("c1", requests=_rl(cpu="1")), _c("c2", requests=_rl(cpu="2"))],
            [
                _status_full("c1", allocated=_rl(cpu="2")),
                _status_full("c2", allocated=_rl(cpu="1")),
            ],
            [],
            [],
            {},
            None,
            _rl(cpu="3"),
            {},
            id="aggregate container request resolves max of sums instead of sum of maxes",
        ),
        pytest.param(
            _USE_STATUS,
            [_c("c1", limits=_rl(cpu="1")), _c("c2", limits=_rl(cpu="2"))],
            [_status_full("c1", limits=_rl(cpu="2")), _status_full("c2", limits=_rl(cpu="1"))],
            [],
            [],
            {},
            None,
            {},
            _rl(cpu="3"),
            id="aggregate container limit resolves max of sums instead of sum of maxes",
        ),
        pytest.param(
            _PLR,
            _C1_REQ1_LIM2,
            [],
            [],
            [],
            _rl(cpu="4"),
            v1.ResourceRequirements(requests=_rl(cpu="3"), limits=_rl(cpu="5")),
            _rl(cpu="4"),
            _rl(cpu="5"),
            id="aggregate container request/limit resolves directly from pod status when PLR "
            "vertical scaling enabled",
        ),
        pytest.param(
            _PLR,
            _C1_REQ1_LIM2,
            [_status_full("c1", _rl(cpu="6"), _rl(cpu="5"), _rl(cpu="7"))],
            [],
            [],
            {},
            v1.ResourceRequirements(requests=_rl(cpu="3"), limits=_rl(cpu="7")),
            _rl(cpu="6"),
            _rl(cpu="7"),
            id="falls back to container status aggregation when PLR vertical scaling enabled but "
            "podAllocatedResources is nil",
        ),
        pytest.param(
            _PLR,
            _C1_REQ1_LIM2,
            [_status_full("c1", _rl(cpu="6"), _rl(cpu="5"), _rl(cpu="8"))],
            [],
            [],
            _rl(cpu="6"),
            None,
            _rl(cpu="6"),
            _rl(cpu="8"),
            id="falls back to container status aggregation when PLR vertical scaling enabled but "
            "podResources is nil",
        ),
    ],
)
def test_aggregate_container_requests_and_limits(
    options: PodResourcesOptions,
    containers: list[v1.Container],
    container_statuses: list[v1.ContainerStatus],
    init_containers: list[v1.Container],
    init_container_statuses: list[v1.ContainerStatus],
    pod_allocated_resources: v1.ResourceList,
    pod_resources: v1.ResourceRequirements | None,
    expected_requests: v1.ResourceList,
    expected_limits: v1.ResourceList,
) -> None:
    test_pod = v1.Pod(
        spec=v1.PodSpec(containers=containers, init_containers=init_containers),
        status=v1.PodStatus(
            container_statuses=container_statuses,
            init_container_statuses=init_container_statuses,
            allocated_resources=pod_allocated_resources,
            resources=pod_resources,
        ),
    )
    assert aggregate_container_requests(test_pod, options) == expected_requests
    assert aggregate_container_limits(test_pod, options) == expected_limits


def _plr_pod(
    spec_requests: str,
    spec_limits: str,
    allocated: str,
    status_requests: str,
    status_limits: str,
    conditions: list[v1.PodCondition],
) -> v1.Pod:
    """A pod with pod-level CPU resources in spec and status and one container (1 / 2 CPU)."""
    return v1.Pod(
        spec=v1.PodSpec(
            resources=v1.ResourceRequirements(
                requests=_rl(cpu=spec_requests), limits=_rl(cpu=spec_limits)
            ),
            containers=_C1_REQ1_LIM2,
        ),
        status=v1.PodStatus(
            conditions=conditions,
            allocated_resources=_rl(cpu=allocated),
            resources=v1.ResourceRequirements(
                requests=_rl(cpu=status_requests), limits=_rl(cpu=status_limits)
            ),
        ),
    )


@pytest.mark.parametrize(
    ("pod", "opts", "expected_requests", "expected_limits"),
    [
        pytest.param(
            _plr_pod("2", "4", "3", "3.5", "5", []),
            _PLR,
            _rl(cpu="3.5"),
            _rl(cpu="5"),
            id="pod level requests/limits with PLR vertical scaling enabled and status populated",
        ),
        pytest.param(
            _plr_pod("10", "20", "3", "4", "8", _INFEASIBLE),
            _PLR,
            _rl(cpu="4"),
            _rl(cpu="8"),
            id="pod level requests/limits with PLR vertical scaling enabled and infeasible resize",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(containers=[_c("c1", limits=_rl(cpu="10"))]),
                status=v1.PodStatus(
                    conditions=_INFEASIBLE,
                    container_statuses=[_lim_status("c1", _rl(cpu="6"))],
                ),
            ),
            _USE_STATUS,
            {},
            _rl(cpu="6"),
            id="container limits aggregation with infeasible resize",
        ),
        pytest.param(
            v1.Pod(spec=v1.PodSpec(init_containers=[_c("i1", requests=_rl(cpu="1"))])),
            PodResourcesOptions(non_missing_container_requests=_rl(memory="100Mi")),
            _rl(cpu="1", memory="100Mi"),
            {},
            id="non missing container requests applied to init container",
        ),
        pytest.param(
            v1.Pod(spec=v1.PodSpec(containers=[_c("c1", requests=_rl(cpu="1"))])),
            PodResourcesOptions(non_missing_container_requests=_rl(memory="100Mi")),
            _rl(cpu="1", memory="100Mi"),
            {},
            id="non missing container requests applied to regular container",
        ),
    ],
)
def test_pod_requests_and_limits_vertical_scaling_wrappers(
    pod: v1.Pod,
    opts: PodResourcesOptions,
    expected_requests: v1.ResourceList,
    expected_limits: v1.ResourceList,
) -> None:
    before = dict(opts.non_missing_container_requests)
    assert pod_requests(pod, opts) == expected_requests
    assert pod_limits(pod, opts) == expected_limits
    # Python: Go passes the options by value; pod_limits must not clear the caller's copy.
    assert opts.non_missing_container_requests == before


def _shared_claim_pod(*, limits: bool) -> v1.Pod:
    """Two containers with 2Gi of memory each (limits or requests) sharing one claim with 3Gi
    of per-container overhead."""
    mem = _rl(memory="2Gi")
    containers = [
        _c(name, limits=dict(mem)) if limits else _c(name, requests=dict(mem))
        for name in ("c1", "c2")
    ]
    statuses = [_lim_status(name, _rl(memory="5Gi")) for name in ("c1", "c2")] if limits else []
    return v1.Pod(
        spec=v1.PodSpec(containers=containers),
        status=v1.PodStatus(
            container_statuses=statuses,
            node_allocatable_resource_claim_statuses=[
                _claim(
                    "shared-claim",
                    ["c1", "c2"],
                    overhead=[
                        v1.NodeAllocatableOverheadResources(
                            name=MEM, per_container=must_parse("3Gi")
                        )
                    ],
                )
            ],
        ),
    )


def test_pod_resource_limits_with_shared_dra_claims() -> None:
    test_pod = _shared_claim_pod(limits=True)
    # Spec 2Gi + 2Gi, plus 3Gi of overhead for each of the two containers sharing the claim.
    assert pod_limits(test_pod, _DRA) == _rl(memory="10Gi")

    # The status limits (10Gi, the claim counted once per container) change nothing ...
    with_status = copy.deepcopy(test_pod)
    with_status.status.resources = v1.ResourceRequirements(limits=_rl(memory="10Gi"))
    assert pod_limits(with_status, _DRA_STATUS_PLR) == _rl(memory="10Gi")

    # ... while a resize of c1 to 3Gi raises the spec side above them.
    resize = copy.deepcopy(with_status)
    resize.spec.containers[0].resources.limits[MEM] = must_parse("3Gi")
    assert pod_limits(resize, _DRA_STATUS_PLR) == _rl(memory="11Gi")


def test_pod_resource_requests_with_shared_dra_claims() -> None:
    test_pod = _shared_claim_pod(limits=False)
    assert pod_requests(test_pod, _DRA) == _rl(memory="10Gi")

    with_status = copy.deepcopy(test_pod)
    with_status.status.resources = v1.ResourceRequirements(requests=_rl(memory="10Gi"))
    with_status.status.allocated_resources = _rl(memory="10Gi")
    assert pod_requests(with_status, _DRA_STATUS_PLR) == _rl(memory="10Gi")

    resize = copy.deepcopy(with_status)
    resize.spec.containers[0].resources.requests[MEM] = must_parse("3Gi")
    assert pod_requests(resize, _DRA_STATUS_PLR) == _rl(memory="11Gi")
