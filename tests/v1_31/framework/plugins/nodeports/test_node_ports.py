"""Port of pkg/scheduler/framework/plugins/nodeports/node_ports_test.go."""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins.nodeports.node_ports import (
    ErrReason,
    NodePorts,
    get_container_ports,
    new,
)
from kube_scheduler_py.v1_31.testing.wrappers import make_pod
from kube_scheduler_py.v1_31.util.utils import AsError


def new_pod(host: str, *host_port_infos: str) -> v1.Pod:
    network_ports: list[v1.ContainerPort] = []
    for port_info in host_port_infos:
        splited = port_info.split("/")
        host_port = int(splited[2])

        network_ports.append(
            v1.ContainerPort(host_ip=splited[1], host_port=host_port, protocol=splited[0])
        )
    return make_pod().node(host).container_port(network_ports).obj()


@pytest.mark.parametrize(
    ("pod", "node_info", "want_pre_filter_status", "want_filter_status"),
    [
        pytest.param(
            v1.Pod(),
            framework.new_node_info(),
            framework.new_status(framework.Skip),
            None,
            id="skip filter",
        ),
        pytest.param(
            new_pod("m1", "UDP/127.0.0.1/8080"),
            framework.new_node_info(new_pod("m1", "UDP/127.0.0.1/9090")),
            None,
            None,
            id="other port",
        ),
        pytest.param(
            new_pod("m1", "UDP/127.0.0.1/8080"),
            framework.new_node_info(new_pod("m1", "UDP/127.0.0.1/8080")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="same udp port",
        ),
        pytest.param(
            new_pod("m1", "TCP/127.0.0.1/8080"),
            framework.new_node_info(new_pod("m1", "TCP/127.0.0.1/8080")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="same tcp port",
        ),
        pytest.param(
            new_pod("m1", "TCP/127.0.0.1/8080"),
            framework.new_node_info(new_pod("m1", "TCP/127.0.0.2/8080")),
            None,
            None,
            id="different host ip",
        ),
        pytest.param(
            new_pod("m1", "UDP/127.0.0.1/8080"),
            framework.new_node_info(new_pod("m1", "TCP/127.0.0.1/8080")),
            None,
            None,
            id="different protocol",
        ),
        pytest.param(
            new_pod("m1", "UDP/127.0.0.1/8000", "UDP/127.0.0.1/8080"),
            framework.new_node_info(new_pod("m1", "UDP/127.0.0.1/8080")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="second udp port conflict",
        ),
        pytest.param(
            new_pod("m1", "TCP/127.0.0.1/8001", "UDP/127.0.0.1/8080"),
            framework.new_node_info(new_pod("m1", "TCP/127.0.0.1/8001", "UDP/127.0.0.1/8081")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="first tcp port conflict",
        ),
        pytest.param(
            new_pod("m1", "TCP/0.0.0.0/8001"),
            framework.new_node_info(new_pod("m1", "TCP/127.0.0.1/8001")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="first tcp port conflict due to 0.0.0.0 hostIP",
        ),
        pytest.param(
            new_pod("m1", "TCP/10.0.10.10/8001", "TCP/0.0.0.0/8001"),
            framework.new_node_info(new_pod("m1", "TCP/127.0.0.1/8001")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="TCP hostPort conflict due to 0.0.0.0 hostIP",
        ),
        pytest.param(
            new_pod("m1", "TCP/127.0.0.1/8001"),
            framework.new_node_info(new_pod("m1", "TCP/0.0.0.0/8001")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="second tcp port conflict to 0.0.0.0 hostIP",
        ),
        pytest.param(
            new_pod("m1", "UDP/127.0.0.1/8001"),
            framework.new_node_info(new_pod("m1", "TCP/0.0.0.0/8001")),
            None,
            None,
            id="second different protocol",
        ),
        pytest.param(
            new_pod("m1", "UDP/127.0.0.1/8001"),
            framework.new_node_info(new_pod("m1", "TCP/0.0.0.0/8001", "UDP/0.0.0.0/8001")),
            None,
            framework.new_status(framework.Unschedulable, ErrReason),
            id="UDP hostPort conflict due to 0.0.0.0 hostIP",
        ),
    ],
)
def test_node_ports(
    pod: v1.Pod,
    node_info: framework.NodeInfo,
    want_pre_filter_status: framework.Status | None,
    want_filter_status: framework.Status | None,
) -> None:
    p = new(None, None)
    assert isinstance(p, NodePorts)
    cycle_state = framework.new_cycle_state()
    _, pre_filter_status = p.pre_filter(cycle_state, pod)
    assert framework.Status.equal(want_pre_filter_status, pre_filter_status)
    if framework.Status.is_skip(pre_filter_status):
        return
    assert framework.Status.is_success(pre_filter_status)
    got_status = p.filter(cycle_state, pod, node_info)
    assert framework.Status.equal(want_filter_status, got_status), f"{got_status!r}"


def test_pre_filter_disabled() -> None:
    pod = v1.Pod()
    node_info = framework.new_node_info()
    node = v1.Node()
    node_info.set_node(node)
    p = new(None, None)
    assert isinstance(p, NodePorts)
    cycle_state = framework.new_cycle_state()
    got_status = p.filter(cycle_state, pod, node_info)
    # Python: ErrNotFound is a class, not one shared error value, so the wrapped error is
    # checked by its message and by the type of what it wraps.
    assert framework.Status.code(got_status) == framework.Error
    assert (
        framework.Status.message(got_status) == 'reading "PreFilterNodePorts" from cycleState: '
        "not found"
    )
    err = framework.Status.as_error(got_status)
    assert err is not None
    assert isinstance(err.__cause__, framework.ErrNotFound)


def _port(port: int, host_port: int = 0) -> v1.ContainerPort:
    return v1.ContainerPort(container_port=port, host_port=host_port, protocol=v1.ProtocolTCP)


@pytest.mark.parametrize(
    ("pod1", "pod2", "expected"),
    [
        pytest.param(
            make_pod()
            .container_port([_port(8001, 8001), _port(8002, 8002)])
            .container_port([_port(8003, 8003), _port(8004, 8004)])
            .container_port([_port(8005)])
            .obj(),
            make_pod()
            .container_port([_port(8011, 8011), _port(8012, 8012)])
            .container_port([_port(8013, 8013), _port(8014, 8014)])
            .container_port([_port(8015)])
            .obj(),
            [
                _port(8001, 8001),
                _port(8002, 8002),
                _port(8003, 8003),
                _port(8004, 8004),
                _port(8011, 8011),
                _port(8012, 8012),
                _port(8013, 8013),
                _port(8014, 8014),
            ],
            id="case_0",
        ),
    ],
)
def test_get_container_ports(pod1: v1.Pod, pod2: v1.Pod, expected: list[v1.ContainerPort]) -> None:
    result = get_container_ports(pod1, pod2)
    assert result == expected


pod_with_host_port = make_pod().host_port(8080)


@pytest.mark.parametrize(
    ("pod", "old_obj", "expected_hint", "expected_err"),
    [
        pytest.param(
            pod_with_host_port.obj(),
            "not-a-pod",
            framework.Queue,
            True,
            id="backoff-wrong-old-object",
        ),
        pytest.param(
            pod_with_host_port.obj(),
            make_pod().obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-unscheduled",
        ),
        pytest.param(
            pod_with_host_port.obj(),
            make_pod().node("fake-node").obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-non-hostport",
        ),
        pytest.param(
            pod_with_host_port.obj(),
            make_pod().node("fake-node").host_port(8081).obj(),
            framework.QueueSkip,
            False,
            id="skip-queue-on-unrelated-hostport",
        ),
        pytest.param(
            pod_with_host_port.obj(),
            make_pod().node("fake-node").host_port(8080).obj(),
            framework.Queue,
            False,
            id="queue-on-released-hostport",
        ),
    ],
)
def test_is_schedulable_after_pod_deleted(
    pod: v1.Pod, old_obj: Any, expected_hint: framework.QueueingHint, expected_err: bool
) -> None:
    p = new(None, None)
    assert isinstance(p, NodePorts)
    if expected_err:
        # Python: the error is raised, so there is no hint value to compare.
        with pytest.raises(AsError):
            p.is_schedulable_after_pod_deleted(pod, old_obj, None)
        return
    actual_hint = p.is_schedulable_after_pod_deleted(pod, old_obj, None)
    assert actual_hint == expected_hint
