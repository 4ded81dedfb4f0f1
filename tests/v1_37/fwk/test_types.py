"""Port of k8s.io/kube-scheduler/framework/types_test.go (v0.37.2), plus checks of the names
the fwk types print (ActionType, ClusterEvent.label, EntityKey)."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.fwk.types import (
    ActionType,
    ClusterEvent,
    EntityKey,
    HostPortInfo,
    get_namespaces_from_pod_affinity_term,
    must_parse_entity_key,
    pod_group_key,
    pod_key,
)

_HP = tuple[str, str, int]  # (protocol, ip, port), the field order of hostPortInfoParam


@pytest.mark.parametrize(
    ("added", "removed", "length"),
    [
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
                ("TCP", "0.0.0.0", 0),
                ("TCP", "0.0.0.0", -1),
            ],
            [],
            8,
            id="normal add case",
        ),
        pytest.param(
            [
                ("", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("", "127.0.0.1", 81),
                ("", "127.0.0.1", 82),
                ("", "", 79),
                ("UDP", "", 80),
                ("", "", 81),
                ("", "", 82),
                ("", "", 0),
                ("", "", -1),
            ],
            [],
            8,
            id="empty ip and protocol add should work",
        ),
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            0,
            id="normal remove case",
        ),
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            [
                ("", "127.0.0.1", 79),
                ("", "127.0.0.1", 81),
                ("", "127.0.0.1", 82),
                ("UDP", "127.0.0.1", 80),
                ("", "", 79),
                ("", "", 81),
                ("", "", 82),
                ("UDP", "", 80),
            ],
            0,
            id="empty ip and protocol remove should work",
        ),
    ],
)
def test_host_port_info_add_remove(added: list[_HP], removed: list[_HP], length: int) -> None:
    hp = HostPortInfo()
    for protocol, ip, port in added:
        hp.add(ip, protocol, port)
    for protocol, ip, port in removed:
        hp.remove(ip, protocol, port)
    assert hp.len() == length


@pytest.mark.parametrize(
    ("added", "check", "expect"),
    [
        pytest.param(
            [("TCP", "127.0.0.1", 80)],
            ("", "", 81),
            False,
            id="empty check should check 0.0.0.0 and TCP",
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 80)],
            ("", "", 80),
            True,
            id="empty check should check 0.0.0.0 and TCP (conflicted)",
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 80)], ("", "", 0), False, id="empty port check should pass"
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 80)],
            ("TCP", "0.0.0.0", 80),
            True,
            id="0.0.0.0 should check all registered IPs",
        ),
        pytest.param(
            [("UDP", "127.0.0.1", 80)],
            ("TCP", "0.0.0.0", 80),
            False,
            id="0.0.0.0 with different protocol should be allowed",
        ),
        pytest.param(
            [("TCP", "127.0.0.1", 79), ("TCP", "127.0.0.1", 81), ("TCP", "127.0.0.1", 82)],
            ("TCP", "0.0.0.0", 80),
            False,
            id="0.0.0.0 with different port should be allowed",
        ),
        pytest.param(
            [("TCP", "0.0.0.0", 80)],
            ("TCP", "127.0.0.1", 80),
            True,
            id="normal ip should check all registered 0.0.0.0",
        ),
        pytest.param(
            [
                ("TCP", "0.0.0.0", 79),
                ("UDP", "0.0.0.0", 80),
                ("TCP", "0.0.0.0", 81),
                ("TCP", "0.0.0.0", 82),
            ],
            ("TCP", "127.0.0.1", 80),
            False,
            id="normal ip with different port/protocol should be allowed (0.0.0.0)",
        ),
        pytest.param(
            [
                ("TCP", "127.0.0.1", 79),
                ("UDP", "127.0.0.1", 80),
                ("TCP", "127.0.0.1", 81),
                ("TCP", "127.0.0.1", 82),
            ],
            ("TCP", "127.0.0.1", 80),
            False,
            id="normal ip with different port/protocol should be allowed",
        ),
    ],
)
def test_host_port_info_check(added: list[_HP], check: _HP, expect: bool) -> None:
    hp = HostPortInfo()
    for protocol, ip, port in added:
        hp.add(ip, protocol, port)
    protocol, ip, port = check
    assert hp.check_conflict(ip, protocol, port) == expect


@pytest.mark.parametrize(
    ("term", "want"),
    [
        pytest.param(
            v1.PodAffinityTerm(), {metav1.NamespaceDefault}, id="podAffinityTerm_namespace_empty"
        ),
        pytest.param(
            v1.PodAffinityTerm(namespaces=[metav1.NamespacePublic, metav1.NamespaceSystem]),
            {metav1.NamespacePublic, metav1.NamespaceSystem},
            id="podAffinityTerm_namespace_not_empty",
        ),
        pytest.param(
            v1.PodAffinityTerm(namespace_selector=metav1.LabelSelector()),
            set(),
            id="podAffinityTerm_namespace_selector_not_nil",
        ),
    ],
)
def test_get_namespaces_from_pod_affinity_term(term: v1.PodAffinityTerm, want: set[str]) -> None:
    got = get_namespaces_from_pod_affinity_term(
        v1.Pod(
            metadata=metav1.ObjectMeta(name="topologies_pod", namespace=metav1.NamespaceDefault)
        ),
        term,
    )
    assert got == want


@pytest.mark.parametrize(
    ("action", "want"),
    [
        pytest.param(ActionType.Add, "Add", id="add"),
        pytest.param(ActionType.UpdateNodeDeclaredFeature, "UpdateNodeDeclaredFeature", id="node"),
        pytest.param(ActionType.UpdatePodToleration, "UpdatePodToleration", id="pod"),
        pytest.param(
            ActionType.UpdatePodGeneratedResourceClaim, "UpdatePodGeneratedResourceClaim", id="last"
        ),
        pytest.param(ActionType.All, "All", id="all"),
        pytest.param(ActionType.Update, "Update", id="update"),
        pytest.param(ActionType.Add | ActionType.Delete, "", id="other union"),
        pytest.param(ActionType.None_, "", id="none"),
    ],
)
def test_action_type_string(action: ActionType, want: str) -> None:
    assert str(action) == want


def test_update_is_every_update_and_all_adds_add_and_delete() -> None:
    singles = [a for a in ActionType if a.value and a.value & (a.value - 1) == 0]
    assert len(singles) == 15
    updates = [a for a in singles if a.name is not None and a.name.startswith("Update")]
    combined = ActionType.None_
    for action in updates:
        combined |= action
    assert combined == ActionType.Update
    assert ActionType.Update | ActionType.Add | ActionType.Delete == ActionType.All


@pytest.mark.parametrize(
    ("event", "want"),
    [
        pytest.param(ClusterEvent("Node", ActionType.Add), "NodeAdd", id="resource and action"),
        pytest.param(
            ClusterEvent("Pod", ActionType.UpdatePodScaleUp), "PodUpdatePodScaleUp", id="update"
        ),
        pytest.param(
            ClusterEvent("*", ActionType.All, custom_label="UnschedulableTimeout"),
            "UnschedulableTimeout",
            id="custom label wins",
        ),
    ],
)
def test_cluster_event_label(event: ClusterEvent, want: str) -> None:
    assert event.label() == want


@pytest.mark.parametrize(
    ("key", "want"),
    [
        pytest.param("pod/ns/name", pod_key("ns", "name"), id="pod"),
        pytest.param("podgroup/ns/pg", pod_group_key("ns", "pg"), id="pod group"),
        pytest.param("pod/ns", EntityKey(), id="two parts"),
        pytest.param("pod/ns/a/b", EntityKey(), id="four parts"),
    ],
)
def test_must_parse_entity_key(key: str, want: EntityKey) -> None:
    got = must_parse_entity_key(key)
    assert got == want
    if got != EntityKey():
        assert str(got) == key
