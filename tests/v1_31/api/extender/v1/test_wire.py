"""The JSON of the extender messages: Go field names as keys, null for nil, case folding."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.extender import v1 as extenderv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.serialization import DecodeError, to_dict

POD = v1.Pod(metadata=metav1.ObjectMeta(name="p", namespace="ns", uid="u"))
NODE = v1.Node(metadata=metav1.ObjectMeta(name="n1"))


def test_constants() -> None:
    assert extenderv1.MinExtenderPriority == 0
    assert extenderv1.MaxExtenderPriority == 10


@pytest.mark.parametrize(
    ("message", "want"),
    [
        pytest.param(
            extenderv1.ExtenderArgs(pod=POD, node_names=["n1"]),
            {"Pod": to_dict(POD), "Nodes": None, "NodeNames": ["n1"]},
            id="ExtenderArgs with node names",
        ),
        pytest.param(
            extenderv1.ExtenderArgs(pod=POD, nodes=extenderv1.NodeList(items=[NODE])),
            {"Pod": to_dict(POD), "Nodes": {"items": [to_dict(NODE)]}, "NodeNames": None},
            id="ExtenderArgs with nodes",
        ),
        pytest.param(
            extenderv1.ExtenderFilterResult(node_names=["n1"], failed_nodes={"n2": "x"}),
            {
                "Nodes": None,
                "NodeNames": ["n1"],
                "FailedNodes": {"n2": "x"},
                "FailedAndUnresolvableNodes": {},
                "Error": "",
            },
            id="ExtenderFilterResult",
        ),
        pytest.param(
            extenderv1.ExtenderPreemptionArgs(
                pod=POD,
                node_name_to_meta_victims={
                    "n1": extenderv1.MetaVictims(pods=[extenderv1.MetaPod(uid="u")])
                },
            ),
            {
                "Pod": to_dict(POD),
                "NodeNameToVictims": None,
                "NodeNameToMetaVictims": {"n1": {"Pods": [{"UID": "u"}], "NumPDBViolations": 0}},
            },
            id="ExtenderPreemptionArgs",
        ),
        pytest.param(
            extenderv1.Victims(pods=[POD], num_pdb_violations=2),
            {"Pods": [to_dict(POD)], "NumPDBViolations": 2},
            id="Victims",
        ),
        pytest.param(
            extenderv1.ExtenderBindingArgs(
                pod_name="p", pod_namespace="ns", pod_uid="u", node="n1"
            ),
            {"PodName": "p", "PodNamespace": "ns", "PodUID": "u", "Node": "n1"},
            id="ExtenderBindingArgs",
        ),
        pytest.param(extenderv1.ExtenderBindingResult(), {"Error": ""}, id="ExtenderBindingResult"),
        pytest.param(
            [extenderv1.HostPriority(host="n1", score=3)],
            [{"Host": "n1", "Score": 3}],
            id="HostPriorityList",
        ),
    ],
)
def test_encode_uses_go_field_names(message: object, want: object) -> None:
    assert extenderv1.encode(message) == want


@pytest.mark.parametrize(
    "message",
    [
        extenderv1.ExtenderArgs(pod=POD, nodes=extenderv1.NodeList(items=[NODE])),
        extenderv1.ExtenderFilterResult(
            node_names=["n1"], failed_and_unresolvable_nodes={"n2": "y"}, error="e"
        ),
        extenderv1.ExtenderPreemptionResult(
            node_name_to_meta_victims={
                "n1": extenderv1.MetaVictims(
                    pods=[extenderv1.MetaPod(uid="u")], num_pdb_violations=1
                )
            }
        ),
        extenderv1.ExtenderPreemptionArgs(
            pod=POD, node_name_to_victims={"n1": extenderv1.Victims(pods=[POD])}
        ),
        extenderv1.ExtenderBindingArgs(pod_name="p", node="n"),
    ],
    ids=lambda m: type(m).__name__,
)
def test_round_trip(message: object) -> None:
    assert extenderv1.decode(type(message), extenderv1.encode(message)) == message


def test_decode_matches_keys_ignoring_case_exact_first() -> None:
    got = extenderv1.decode(
        extenderv1.ExtenderPreemptionResult,
        {"nodenametometavictims": {"n1": {"pods": [{"uid": "u"}], "numpdbviolations": 3}}},
    )
    assert got == extenderv1.ExtenderPreemptionResult(
        node_name_to_meta_victims={
            "n1": extenderv1.MetaVictims(pods=[extenderv1.MetaPod(uid="u")], num_pdb_violations=3)
        }
    )
    # Both spellings: the later key wins, as in Go.
    assert extenderv1.decode(
        extenderv1.ExtenderBindingResult, {"Error": "a", "error": "b"}
    ) == extenderv1.ExtenderBindingResult(error="b")


def test_decode_nulls_and_unknown_keys() -> None:
    assert extenderv1.decode(extenderv1.ExtenderFilterResult, None) == (
        extenderv1.ExtenderFilterResult()
    )
    assert extenderv1.decode(extenderv1.HostPriorityList, None) == []
    assert (
        extenderv1.decode(extenderv1.ExtenderFilterResult, {"FailedNodes": None, "Other": 1})
        == extenderv1.ExtenderFilterResult()
    )
    assert extenderv1.decode(extenderv1.HostPriorityList, [None]) == [extenderv1.HostPriority()]


def test_decode_type_errors() -> None:
    with pytest.raises(DecodeError):
        extenderv1.decode(extenderv1.HostPriorityList, {"Host": "n1"})
    with pytest.raises(DecodeError):
        extenderv1.decode(extenderv1.HostPriorityList, [{"Host": "n1", "Score": "high"}])
    with pytest.raises(DecodeError):
        extenderv1.decode(extenderv1.ExtenderFilterResult, [])
