"""Port of tables of pkg/apis/core/v1/defaults_test.go (v1.37.2) for the defaults this port has.

Ported: TestSetDefaultReplicationControllerReplicas, TestSetDefaultPodStatusPodIPs,
TestSetDefaultPodTerminationGracePeriodSeconds, TestSetMinimumScalePod (Go runs the first three
through a scheme round trip, which applies SetObjectDefaults_*; here those are called directly).
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.core.v1.defaults import (
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
