"""Port of tables of pkg/apis/core/v1/defaults_test.go (v1.37.2) for the defaults this port has.

Ported: TestSetDefaultReplicationControllerReplicas, TestSetDefaultPodStatusPodIPs,
TestSetDefaultPodTerminationGracePeriodSeconds, TestSetMinimumScalePod (Go runs the first three
through a scheme round trip, which applies SetObjectDefaults_*; here those are called directly),
TestPodResourcesDefaults.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.defaults import (
    PodLevelResourcesFixDefaulting,
    set_defaults_pod,
    set_object_defaults_pod,
    set_object_defaults_replication_controller,
)
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.resource import must_parse


@pytest.mark.parametrize(("replicas", "expect_replicas"), [(None, 1), (0, 0), (3, 3)])
def test_set_default_replication_controller_replicas(
    replicas: int | None, expect_replicas: int
) -> None:
    rc = v1.ReplicationController(
        spec=v1.ReplicationControllerSpec(
            replicas=replicas,
            template=v1.PodTemplateSpec(metadata=metav1.ObjectMeta(labels={"foo": "bar"})),
        )
    )
    set_object_defaults_replication_controller(rc)
    assert rc.spec.replicas == expect_replicas


@pytest.mark.parametrize(
    ("pod_ip", "pod_ips", "expect_ip", "expect_ips"),
    [
        pytest.param("10.0.0.1", [], "10.0.0.1", ["10.0.0.1"], id="only podIP, podIPs synthesized"),
        pytest.param(
            "10.0.0.2",
            ["10.0.0.1", "2000::"],
            "10.0.0.2",
            ["10.0.0.2"],
            id="mismatched, podIP authoritative",
        ),
        pytest.param(
            "", ["10.0.0.1", "2000::"], "10.0.0.1", ["10.0.0.1", "2000::"], id="only podIPs"
        ),
        pytest.param(
            "10.0.0.1",
            ["10.0.0.1", "2000::"],
            "10.0.0.1",
            ["10.0.0.1", "2000::"],
            id="consistent dual-stack preserved",
        ),
        pytest.param("", [], "", [], id="neither set"),
    ],
)
def test_set_default_pod_status_pod_ips(
    pod_ip: str, pod_ips: list[str], expect_ip: str, expect_ips: list[str]
) -> None:
    pod = v1.Pod(status=v1.PodStatus(pod_ip=pod_ip, pod_ips=[v1.PodIP(ip=ip) for ip in pod_ips]))
    set_object_defaults_pod(pod)
    assert pod.status.pod_ip == expect_ip
    assert [p.ip for p in pod.status.pod_ips] == expect_ips


@pytest.mark.parametrize(("grace", "expected"), [(-1, 1), (0, 0), (42, 42)])
def test_set_default_pod_termination_grace_period_seconds(grace: int, expected: int) -> None:
    pod = v1.Pod(spec=v1.PodSpec(termination_grace_period_seconds=grace))
    set_object_defaults_pod(pod)
    assert pod.spec.termination_grace_period_seconds == expected


def test_set_minimum_scale_pod() -> None:
    def container() -> v1.Container:
        return v1.Container(
            resources=v1.ResourceRequirements(
                requests={v1.ResourceMemory: must_parse("1n")},
                limits={v1.ResourceCPU: must_parse("2n")},
            )
        )

    pod = v1.Pod(spec=v1.PodSpec(containers=[container()], init_containers=[container()]))
    set_object_defaults_pod(pod)
    expect = must_parse("1m")
    assert expect.cmp(pod.spec.containers[0].resources.requests[v1.ResourceMemory]) == 0
    assert expect.cmp(pod.spec.init_containers[0].resources.requests[v1.ResourceMemory]) == 0


def test_pod_level_resources_are_rounded() -> None:
    pod = v1.Pod(
        spec=v1.PodSpec(
            resources=v1.ResourceRequirements(
                requests={v1.ResourceMemory: must_parse("1n")},
                limits={v1.ResourceCPU: must_parse("2n")},
            )
        ),
        status=v1.PodStatus(allocated_resources={v1.ResourceCPU: must_parse("3n")}),
    )
    set_object_defaults_pod(pod)
    assert pod.spec.resources is not None
    assert pod.spec.resources.requests[v1.ResourceMemory].string() == "1m"
    assert pod.spec.resources.limits[v1.ResourceCPU].string() == "1m"
    assert pod.status.allocated_resources[v1.ResourceCPU].string() == "1m"


def _list(quantities: dict[str, str]) -> v1.ResourceList:
    return {name: must_parse(quantity) for name, quantity in quantities.items()}


def _strings(resources: v1.ResourceList) -> dict[str, str]:
    return {name: quantity.string() for name, quantity in resources.items()}


def _ctr(
    requests: dict[str, str] | None = None, limits: dict[str, str] | None = None
) -> v1.Container:
    return v1.Container(
        resources=v1.ResourceRequirements(
            requests=_list(requests or {}), limits=_list(limits or {})
        )
    )


# (requests, limits) of the pod level, or None where the pod has no resources.
_PodResources = tuple[dict[str, str], dict[str, str]] | None


def _pod_with(containers: list[v1.Container], pod_resources: _PodResources) -> v1.Pod:
    resources = None
    if pod_resources is not None:
        requests, limits = pod_resources
        resources = v1.ResourceRequirements(requests=_list(requests), limits=_list(limits))
    return v1.Pod(spec=v1.PodSpec(containers=containers, resources=resources))


def _pod_resources(pod: v1.Pod) -> _PodResources:
    resources = pod.spec.resources
    return None if resources is None else (_strings(resources.requests), _strings(resources.limits))


# TestPodResourcesDefaults, row for row (Go's nil and empty lists are both empty here). The
# expected resources are what v1.37.2's SetDefaults_Pod returns on each row with
# PodLevelResourcesFixDefaulting off: Go's test compares only the requests the defaulting set
# (so five of its literal expectations, e.g. a container's limits or an unset pod-level
# storage limit, never meet the result), while these rows compare the whole of it.
# PodLevelResources is on at v1.37.2's default gates, so Go's podLevelResourcesEnabled column
# changes nothing and is left out.
_POD_RESOURCES_ROWS = [
    pytest.param(
        [_ctr(), _ctr()],
        None,
        [{}, {}],
        None,
        id="pod resources=unset, container resources=unset",
    ),
    pytest.param(
        [_ctr(limits={"cpu": "2m", "memory": "1Mi"}), _ctr(limits={"cpu": "1m", "memory": "5Mi"})],
        None,
        [{"cpu": "2m", "memory": "1Mi"}, {"cpu": "1m", "memory": "5Mi"}],
        None,
        id="pod resources=unset, container requests=unset limits=set",
    ),
    pytest.param(
        [
            _ctr(requests={"cpu": "2m", "memory": "1Mi"}),
            _ctr(requests={"cpu": "1m", "memory": "5Mi"}),
        ],
        None,
        [{"cpu": "2m", "memory": "1Mi"}, {"cpu": "1m", "memory": "5Mi"}],
        None,
        id="pod resources=unset, container requests=set limits=unset",
    ),
    pytest.param(
        [
            _ctr(requests={"cpu": "1m", "memory": "1Mi"}, limits={"cpu": "2m", "memory": "1Mi"}),
            _ctr(requests={"cpu": "1m", "memory": "1Mi"}, limits={"cpu": "1m", "memory": "5Mi"}),
        ],
        None,
        [{"cpu": "1m", "memory": "1Mi"}, {"cpu": "1m", "memory": "1Mi"}],
        None,
        id="pod resources=unset, container requests=set limits=set",
    ),
    pytest.param(
        [],
        ({}, {"cpu": "2m", "memory": "1Mi"}),
        [],
        ({"cpu": "2m", "memory": "1Mi"}, {"cpu": "2m", "memory": "1Mi"}),
        id="pod requests=unset limits=set, container resources=unset",
    ),
    pytest.param(
        [_ctr(limits={"cpu": "2m", "memory": "1Mi"}), _ctr(limits={"cpu": "1m", "memory": "5Mi"})],
        ({}, {}),
        [{"cpu": "2m", "memory": "1Mi"}, {"cpu": "1m", "memory": "5Mi"}],
        ({}, {}),
        id="pod limits=nil, container requests=unset limits=set",
    ),
    pytest.param(
        [_ctr(limits={"cpu": "2m", "memory": "1Mi"}), _ctr(limits={"cpu": "1m", "memory": "5Mi"})],
        ({}, {}),
        [{"cpu": "2m", "memory": "1Mi"}, {"cpu": "1m", "memory": "5Mi"}],
        ({}, {}),
        id="pod limits=empty map, container requests=unset limits=set",
    ),
    pytest.param(
        [_ctr(limits={"cpu": "2m", "memory": "1Mi"}), _ctr(limits={"cpu": "1m", "memory": "5Mi"})],
        ({}, {"cpu": "5m", "memory": "7Mi"}),
        [{"cpu": "2m", "memory": "1Mi"}, {"cpu": "1m", "memory": "5Mi"}],
        ({"cpu": "3m", "memory": "6Mi"}, {"cpu": "5m", "memory": "7Mi"}),
        id="pod requests=empty map limits=set, container requests=unset limits=set",
    ),
    pytest.param(
        [_ctr(limits={"cpu": "2m", "memory": "1Mi"}), _ctr(limits={"cpu": "1m", "memory": "5Mi"})],
        ({}, {"cpu": "5m", "memory": "7Mi"}),
        [{"cpu": "2m", "memory": "1Mi"}, {"cpu": "1m", "memory": "5Mi"}],
        ({"cpu": "3m", "memory": "6Mi"}, {"cpu": "5m", "memory": "7Mi"}),
        id="pod requests=nil limits=set, container requests=unset limits=set",
    ),
    pytest.param(
        [_ctr(limits={"cpu": "2m", "memory": "1Mi"}), _ctr(limits={"cpu": "1m", "memory": "5Mi"})],
        ({}, {"cpu": "5m", "memory": "7Mi"}),
        [{"cpu": "2m", "memory": "1Mi"}, {"cpu": "1m", "memory": "5Mi"}],
        ({"cpu": "3m", "memory": "6Mi"}, {"cpu": "5m", "memory": "7Mi"}),
        id="pod requests=unset limits=set, container requests=unset limits=set",
    ),
    pytest.param(
        [
            _ctr(requests={"cpu": "1m", "memory": "1Mi"}),
            _ctr(requests={"cpu": "1m", "memory": "2Mi"}),
        ],
        ({}, {"cpu": "4m", "memory": "8Mi"}),
        [{"cpu": "1m", "memory": "1Mi"}, {"cpu": "1m", "memory": "2Mi"}],
        ({"cpu": "2m", "memory": "3Mi"}, {"cpu": "4m", "memory": "8Mi"}),
        id="pod requests=unset limits=set, container requests=set limits=unset",
    ),
    pytest.param(
        [_ctr(), _ctr()],
        ({}, {"cpu": "4m"}),
        [{}, {}],
        ({"cpu": "4m"}, {"cpu": "4m"}),
        id="pod requests=unset cpu limits=set, container resources=unset",
    ),
    pytest.param(
        [
            _ctr(requests={"cpu": "1m", "memory": "1Mi"}, limits={"cpu": "2m", "memory": "1Mi"}),
            _ctr(requests={"cpu": "1m", "memory": "2Mi"}, limits={"cpu": "1m", "memory": "5Mi"}),
        ],
        ({}, {"cpu": "4m", "memory": "8Mi"}),
        [{"cpu": "1m", "memory": "1Mi"}, {"cpu": "1m", "memory": "2Mi"}],
        ({"cpu": "2m", "memory": "3Mi"}, {"cpu": "4m", "memory": "8Mi"}),
        id="pod requests=unset limits=set, container requests=set limits=set",
    ),
    pytest.param(
        [_ctr(requests={"memory": "1Mi"}), _ctr(requests={"memory": "5Mi"})],
        ({}, {"cpu": "4m", "memory": "8Mi"}),
        [{"memory": "1Mi"}, {"memory": "5Mi"}],
        ({"cpu": "4m", "memory": "6Mi"}, {"cpu": "4m", "memory": "8Mi"}),
        id="pod requests=unset limits=set, container memory requests=set limits=unset",
    ),
    pytest.param(
        [_ctr(limits={"storage": "1Mi"}), _ctr(limits={"ephemeral-storage": "5Mi"})],
        ({}, {"cpu": "2m", "memory": "1Mi"}),
        [{"storage": "1Mi"}, {"ephemeral-storage": "5Mi"}],
        ({"cpu": "2m", "memory": "1Mi"}, {"cpu": "2m", "memory": "1Mi"}),
        id="pod limits=set, container unsupported requests=set limits=set",
    ),
    pytest.param(
        [_ctr(limits={"storage": "1Mi"}), _ctr(limits={"ephemeral-storage": "5Mi"})],
        ({}, {"storage": "1Mi"}),
        [{"storage": "1Mi"}, {"ephemeral-storage": "5Mi"}],
        ({}, {"storage": "1Mi"}),
        id="pod unsupported resources limits=set, container unsupported requests=set limits=set",
    ),
    pytest.param(
        [_ctr(limits={"storage": "1Mi"}), _ctr(limits={"ephemeral-storage": "5Mi"})],
        ({}, {"cpu": "2m", "memory": "1Mi", "storage": "1Mi"}),
        [{"storage": "1Mi"}, {"ephemeral-storage": "5Mi"}],
        ({"cpu": "2m", "memory": "1Mi"}, {"cpu": "2m", "memory": "1Mi", "storage": "1Mi"}),
        id=(
            "pod supported and unsupported resources limits=set, container "
            "unsupported requests=set limits=set"
        ),
    ),
    pytest.param(
        [
            _ctr(limits={"cpu": "2m", "hugepages-2Mi": "4Mi"}),
            _ctr(limits={"cpu": "1m", "hugepages-2Mi": "2Mi"}),
        ],
        ({}, {"cpu": "5m"}),
        [{"cpu": "2m", "hugepages-2Mi": "4Mi"}, {"cpu": "1m", "hugepages-2Mi": "2Mi"}],
        ({"cpu": "3m", "hugepages-2Mi": "6Mi"}, {"cpu": "5m", "hugepages-2Mi": "6Mi"}),
        id=(
            "pod has cpu limit with hugepages requests=unset limits=unset, "
            "container hugepages requests=unset limits=set"
        ),
    ),
    pytest.param(
        [
            _ctr(limits={"cpu": "2m", "hugepages-2Mi": "4Mi"}),
            _ctr(limits={"cpu": "1m", "hugepages-2Mi": "2Mi"}),
        ],
        ({"cpu": "5m"}, {}),
        [{"cpu": "2m", "hugepages-2Mi": "4Mi"}, {"cpu": "1m", "hugepages-2Mi": "2Mi"}],
        ({"cpu": "5m", "hugepages-2Mi": "6Mi"}, {"hugepages-2Mi": "6Mi"}),
        id=(
            "pod has cpu request with hugepages requests=unset limits=unset, "
            "container hugepages requests=unset limits=set"
        ),
    ),
    pytest.param(
        [
            _ctr(limits={"cpu": "2m", "hugepages-2Mi": "4Mi"}),
            _ctr(limits={"cpu": "1m", "hugepages-2Mi": "2Mi"}),
        ],
        ({}, {"cpu": "5m", "hugepages-2Mi": "10Mi"}),
        [{"cpu": "2m", "hugepages-2Mi": "4Mi"}, {"cpu": "1m", "hugepages-2Mi": "2Mi"}],
        ({"cpu": "3m", "hugepages-2Mi": "10Mi"}, {"cpu": "5m", "hugepages-2Mi": "10Mi"}),
        id="pod hugepages requests=unset limits=set, container hugepages requests=unset limits=set",
    ),
    pytest.param(
        [
            _ctr(limits={"cpu": "2m", "hugepages-2Mi": "4Mi"}),
            _ctr(limits={"cpu": "1m", "hugepages-2Mi": "2Mi"}),
        ],
        ({"cpu": "5m", "hugepages-2Mi": "10Mi"}, {"cpu": "5m", "hugepages-2Mi": "10Mi"}),
        [{"cpu": "2m", "hugepages-2Mi": "4Mi"}, {"cpu": "1m", "hugepages-2Mi": "2Mi"}],
        ({"cpu": "5m", "hugepages-2Mi": "10Mi"}, {"cpu": "5m", "hugepages-2Mi": "10Mi"}),
        id="pod hugepages requests=set limits=set, container hugepages requests=unset limits=set",
    ),
    pytest.param(
        [_ctr()],
        ({"cpu": "5m", "hugepages-2Mi": "10Mi"}, {"cpu": "5m", "hugepages-2Mi": "10Mi"}),
        [{}],
        ({"cpu": "5m", "hugepages-2Mi": "10Mi"}, {"cpu": "5m", "hugepages-2Mi": "10Mi"}),
        id="pod hugepages requests=set limits=set, container hugepages requests=unset limits=unset",
    ),
    pytest.param(
        [
            _ctr(limits={"cpu": "2m", "hugepages-1Gi": "1Gi"}),
            _ctr(limits={"cpu": "1m", "hugepages-2Mi": "2Mi"}),
        ],
        ({}, {"cpu": "5m", "hugepages-2Mi": "10Mi"}),
        [{"cpu": "2m", "hugepages-1Gi": "1Gi"}, {"cpu": "1m", "hugepages-2Mi": "2Mi"}],
        (
            {"cpu": "3m", "hugepages-1Gi": "1Gi", "hugepages-2Mi": "10Mi"},
            {"cpu": "5m", "hugepages-1Gi": "1Gi", "hugepages-2Mi": "10Mi"},
        ),
        id=(
            "pod hugepages requests=unset limits=set, container hugepages "
            "requests=unset limits=set different hugepagesizes between pod and "
            "container level"
        ),
    ),
]


@pytest.mark.parametrize(
    ("containers", "pod_resources", "expect_container_requests", "expect_pod_resources"),
    _POD_RESOURCES_ROWS,
)
def test_pod_resources_defaults(
    containers: list[v1.Container],
    pod_resources: _PodResources,
    expect_container_requests: list[dict[str, str]],
    expect_pod_resources: _PodResources,
) -> None:
    pod = _pod_with(containers, pod_resources)
    with features.set_feature_gate_during_test(
        features.DefaultFeatureGate, PodLevelResourcesFixDefaulting, False
    ):
        set_defaults_pod(pod)
    assert [_strings(c.resources.requests) for c in pod.spec.containers] == (
        expect_container_requests
    )
    assert _pod_resources(pod) == expect_pod_resources


def test_pod_level_resources_are_not_defaulted_at_the_default_gates() -> None:
    # PodLevelResourcesFixDefaulting (on) leaves this to the apiserver's create step.
    pod = _pod_with(
        [_ctr(requests={"cpu": "2m"}, limits={"hugepages-2Mi": "4Mi"})], ({}, {"cpu": "5m"})
    )
    set_defaults_pod(pod)
    assert _pod_resources(pod) == ({}, {"cpu": "5m"})
