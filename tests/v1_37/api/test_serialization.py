"""The shared JSON conversion bound to the v1.37.2 API types (tests/v1_31/api holds the table)."""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.policy import v1 as policyv1
from kube_scheduler_py.v1_37.api.resource import Quantity, parse_quantity
from kube_scheduler_py.v1_37.api.scheduling import v1beta1
from kube_scheduler_py.v1_37.api.serialization import DecodeError, from_dict, marshal, to_dict
from kube_scheduler_py.v1_37.api.util.intstr import IntOrString, from_string

POD: dict[str, Any] = {
    "apiVersion": "v1",
    "kind": "Pod",
    "metadata": {"name": "gang-0", "namespace": "ml"},
    "spec": {
        "schedulingGroup": {"podGroupName": "trainers"},
        "resources": {"requests": {"cpu": "2", "memory": "1Gi"}},
        "containers": [{"name": "c", "resources": {"requests": {"cpu": "500m"}}}],
    },
}


def test_a_pod_with_v1_37_fields_round_trips() -> None:
    pod = from_dict(v1.Pod, POD)
    assert pod.spec.scheduling_group == v1.PodSchedulingGroup(pod_group_name="trainers")
    assert pod.spec.resources is not None
    assert isinstance(pod.spec.resources.requests["cpu"], Quantity)
    assert pod.spec.resources.requests["memory"] == parse_quantity("1Gi")
    assert to_dict(pod) == POD


def test_int_or_string_is_the_editions_type() -> None:
    pdb = from_dict(policyv1.PodDisruptionBudget, {"spec": {"maxUnavailable": "25%"}})
    assert isinstance(pdb.spec.max_unavailable, IntOrString)
    assert pdb.spec.max_unavailable == from_string("25%")
    assert to_dict(pdb)["spec"] == {"maxUnavailable": "25%"}


@pytest.mark.parametrize(
    ("cls", "data", "unknown"),
    [
        pytest.param(v1.Pod, {"spec": {"dnsPolicy": "None", "bogus": 1}}, ["spec.bogus"], id="pod"),
        pytest.param(
            v1beta1.PodGroup, {"kind": "PodGroup", "colour": "red"}, ["colour"], id="podgroup"
        ),
    ],
)
def test_only_fields_go_does_not_know_are_unknown(
    cls: type, data: dict[str, Any], unknown: list[str]
) -> None:
    found: list[str] = []
    from_dict(cls, data, unknown=found)
    assert found == unknown


def test_a_bad_quantity_is_refused_with_the_parsers_words() -> None:
    with pytest.raises(DecodeError) as err:
        from_dict(v1.Pod, {"spec": {"resources": {"requests": {"cpu": "lots"}}}})
    assert err.value.path == "spec.resources.requests.cpu"
    assert err.value.message == (
        'Invalid value: "lots": quantities must match the regular expression '
        "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
    )


def test_marshal_writes_go_json() -> None:
    first = v1.CSIVolumeSource(driver="d", volume_attributes={"b": "<2>", "a": "1&"})
    second = v1.CSIVolumeSource(driver="d", volume_attributes={"a": "1&", "b": "<2>"})
    want = '{"driver":"d","volumeAttributes":{"a":"1\\u0026","b":"\\u003c2\\u003e"}}'
    assert marshal(first) == want
    assert marshal(second) == want
    assert list(to_dict(first)["volumeAttributes"]) == ["b", "a"]
