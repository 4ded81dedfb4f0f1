"""Tests for component-helpers scheduling/corev1 helpers (port of helpers_test.go)."""

from __future__ import annotations

import contextlib
import copy

import pytest

from kube_scheduler_py.v1_37.api.component_helpers.scheduling.corev1.helpers import (
    find_matching_untolerated_taint,
    match_node_selector_terms,
    pod_priority,
    taintsFilterFunc,
)
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1
from kube_scheduler_py.v1_37.api.util.errors import Aggregate


@pytest.mark.parametrize(
    ("pod", "expected_priority"),
    [
        pytest.param(
            v1.Pod(spec=v1.PodSpec(containers=[v1.Container(name="container", image="image")])),
            0,
            id="no priority pod resolves to static default priority",
        ),
        pytest.param(
            v1.Pod(
                spec=v1.PodSpec(
                    containers=[v1.Container(name="container", image="image")], priority=20
                )
            ),
            20,
            id="pod with priority resolves correctly",
        ),
    ],
)
def test_pod_priority(pod: v1.Pod, expected_priority: int) -> None:
    assert pod_priority(pod) == expected_priority


def _req(key: str, op: str, *values: str) -> v1.NodeSelectorRequirement:
    return v1.NodeSelectorRequirement(key=key, operator=op, values=list(values))


def _term(
    exprs: list[v1.NodeSelectorRequirement] | None = None,
    fields: list[v1.NodeSelectorRequirement] | None = None,
) -> v1.NodeSelectorTerm:
    return v1.NodeSelectorTerm(match_expressions=exprs or [], match_fields=fields or [])


def _selector(*terms: v1.NodeSelectorTerm) -> v1.NodeSelector:
    return v1.NodeSelector(node_selector_terms=list(terms))


def _node(name: str = "", node_labels: dict[str, str] | None = None) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(name=name, labels=node_labels or {}))


_LABEL_1 = _req("label_1", v1.NodeSelectorOpIn, "label_1_val")
_HOST_1 = _req("metadata.name", v1.NodeSelectorOpIn, "host_1")


@pytest.mark.parametrize(
    ("node_selector", "node", "want"),
    [
        pytest.param(None, None, False, id="nil terms"),
        pytest.param(
            _selector(_term([_LABEL_1])),
            _node(node_labels={"label_1": "label_1_val"}),
            True,
            id="node label matches matchExpressions terms",
        ),
        pytest.param(
            _selector(_term(fields=[_HOST_1])),
            _node("host_1"),
            True,
            id="node field matches matchFields terms",
        ),
        pytest.param(
            _selector(
                _term(fields=[_req("metadata.name", v1.NodeSelectorOpIn, "host_1", "host_2")])
            ),
            _node("host_1"),
            False,
            id="invalid node field requirement",
        ),
        pytest.param(
            _selector(_term(fields=[_HOST_1])),
            _node("not_host_1", {"metadata.name": "host_1"}),
            False,
            id="fieldSelectorTerm with node labels",
        ),
        pytest.param(
            _selector(_term([_req("metadata.name", v1.NodeSelectorOpIn, "host_1")])),
            _node("host_1"),
            False,
            id="labelSelectorTerm with node fields",
        ),
        pytest.param(
            _selector(_term([_LABEL_1], [_HOST_1])),
            _node("host_1"),
            False,
            id="labelSelectorTerm and fieldSelectorTerm was set, but only node fields",
        ),
        pytest.param(
            _selector(_term([_LABEL_1], [_HOST_1])),
            _node("host_1", {"label_1": "label_1_val"}),
            True,
            id="labelSelectorTerm and fieldSelectorTerm was set, both node fields and labels "
            "(both matched)",
        ),
        pytest.param(
            _selector(_term([_LABEL_1], [_HOST_1])),
            _node("host_1", {"label_1": "label_1_val-failed"}),
            False,
            id="labelSelectorTerm and fieldSelectorTerm was set, both node fields and labels "
            "(one mismatched)",
        ),
        pytest.param(
            _selector(_term([_LABEL_1]), _term(fields=[_HOST_1])),
            _node("host_1", {"label_1": "label_1_val-failed"}),
            True,
            id="multi-selector was set, both node fields and labels (one mismatched)",
        ),
    ],
)
def test_match_node_selector_terms(
    node_selector: v1.NodeSelector | None, node: v1.Node | None, want: bool
) -> None:
    # Go passes a nil selector in the first row; it is never read because the node is nil.
    ns = node_selector if node_selector is not None else v1.NodeSelector()
    # Go ignores the error, which only comes with a non-match.
    try:
        got = match_node_selector_terms(node, ns)
    except Aggregate:
        got = False
    assert got == want


def _labels_req(*values: str) -> v1.NodeSelectorRequirement:
    return _req("label_1", v1.NodeSelectorOpIn, *values)


def _fields_req(*values: str) -> v1.NodeSelectorRequirement:
    return _req("metadata.name", v1.NodeSelectorOpIn, *values)


_NODE_WITH_LABEL = _node(node_labels={"label_1": "label_1_val"})
_HOST_1_NODE = _node("host_1")
_HOST_1_NODE_WITH_LABEL = _node("host_1", {"label_1": "label_1_val"})


@pytest.mark.parametrize(
    ("node_selector", "node"),
    [
        pytest.param(None, None, id="nil terms"),
        pytest.param(
            _selector(_term([_labels_req("label_1_val", "label_2_val")])),
            _NODE_WITH_LABEL,
            id="nodeLabels: preordered matchExpressions and nil matchFields",
        ),
        pytest.param(
            _selector(_term([_labels_req("label_2_val", "label_1_val")])),
            _NODE_WITH_LABEL,
            id="nodeLabels: unordered matchExpressions and nil matchFields",
        ),
        pytest.param(
            _selector(_term(fields=[_fields_req("host_1", "host_2")])),
            _HOST_1_NODE,
            id="nodeFields: nil matchExpressions and preordered matchFields",
        ),
        pytest.param(
            _selector(_term(fields=[_fields_req("host_2", "host_1")])),
            _HOST_1_NODE,
            id="nodeFields: nil matchExpressions and unordered matchFields",
        ),
        pytest.param(
            _selector(
                _term(
                    [_labels_req("label_1_val", "label_2_val")], [_fields_req("host_1", "host_2")]
                )
            ),
            _HOST_1_NODE_WITH_LABEL,
            id="nodeLabels and nodeFields: ordered matchExpressions and ordered matchFields",
        ),
        pytest.param(
            _selector(
                _term(
                    [_labels_req("label_1_val", "label_2_val")], [_fields_req("host_2", "host_1")]
                )
            ),
            _HOST_1_NODE_WITH_LABEL,
            id="nodeLabels and nodeFields: ordered matchExpressions and unordered matchFields",
        ),
        pytest.param(
            _selector(
                _term(
                    [_labels_req("label_2_val", "label_1_val")], [_fields_req("host_1", "host_2")]
                )
            ),
            _HOST_1_NODE_WITH_LABEL,
            id="nodeLabels and nodeFields: unordered matchExpressions and ordered matchFields",
        ),
        pytest.param(
            _selector(
                _term(
                    [_labels_req("label_2_val", "label_1_val")], [_fields_req("host_2", "host_1")]
                )
            ),
            _HOST_1_NODE_WITH_LABEL,
            id="nodeLabels and nodeFields: unordered matchExpressions and unordered matchFields",
        ),
    ],
)
def test_match_node_selector_terms_stateless(
    node_selector: v1.NodeSelector | None, node: v1.Node | None
) -> None:
    # The selector must not be modified by matching; `want` in Go is a copy of the input.
    want = copy.deepcopy(node_selector)
    ns = node_selector if node_selector is not None else v1.NodeSelector()
    with contextlib.suppress(Aggregate):
        match_node_selector_terms(node, ns)
    assert node_selector == want


def _always(t: v1.Taint) -> bool:
    return True


def _never(t: v1.Taint) -> bool:
    return False


def _no_execute(t: v1.Taint) -> bool:
    return t.effect == v1.TaintEffectNoExecute


@pytest.mark.parametrize(
    ("tolerations", "taints", "apply_filter", "expect_tolerated", "enable_comparison_operators"),
    [
        pytest.param([], [], _always, True, False, id="empty tolerations tolerate empty taints"),
        pytest.param(
            [v1.Toleration(key="foo", operator="Exists", effect=v1.TaintEffectNoSchedule)],
            [],
            _always,
            True,
            False,
            id="non-empty tolerations tolerate empty taints",
        ),
        pytest.param(
            [v1.Toleration(key="foo", operator="Exists", effect=v1.TaintEffectNoSchedule)],
            [v1.Taint(key="foo", effect=v1.TaintEffectNoSchedule)],
            _always,
            True,
            False,
            id="tolerations match all taints, expect tolerated",
        ),
        pytest.param(
            [v1.Toleration(key="foo", operator="Exists", effect=v1.TaintEffectNoSchedule)],
            [v1.Taint(key="bar", effect=v1.TaintEffectNoSchedule)],
            _never,
            True,
            False,
            id="tolerations don't match taints, but no taints apply to the filter, "
            "expect tolerated",
        ),
        pytest.param(
            [v1.Toleration(key="foo", operator="Exists", effect=v1.TaintEffectNoSchedule)],
            [v1.Taint(key="bar", effect=v1.TaintEffectNoSchedule)],
            None,
            False,
            False,
            id="no filterFunc indicated, means all taints apply to the filter, tolerations "
            "don't match taints, expect untolerated",
        ),
        pytest.param(
            [v1.Toleration(key="foo", operator="Exists", effect=v1.TaintEffectNoExecute)],
            [
                v1.Taint(key="foo", effect=v1.TaintEffectNoExecute),
                v1.Taint(key="bar", effect=v1.TaintEffectNoSchedule),
            ],
            _no_execute,
            True,
            False,
            id="tolerations match taints, expect tolerated",
        ),
        pytest.param(
            [
                v1.Toleration(
                    key="node.kubernetes.io/sla",
                    operator="Gt",
                    value="950",
                    effect=v1.TaintEffectNoSchedule,
                )
            ],
            [v1.Taint(key="node.kubernetes.io/sla", value="800", effect=v1.TaintEffectNoSchedule)],
            _always,
            False,
            True,
            id="numeric Gt operator with taint value below threshold, expect not tolerated",
        ),
        pytest.param(
            [
                v1.Toleration(
                    key="node.kubernetes.io/sla",
                    operator="Gt",
                    value="750",
                    effect=v1.TaintEffectNoSchedule,
                )
            ],
            [v1.Taint(key="node.kubernetes.io/sla", value="950", effect=v1.TaintEffectNoSchedule)],
            _always,
            True,
            True,
            id="numeric Gt operator with taint value above threshold, expect tolerated",
        ),
        pytest.param(
            [
                v1.Toleration(
                    key="node.kubernetes.io/sla",
                    operator="Lt",
                    value="800",
                    effect=v1.TaintEffectNoSchedule,
                )
            ],
            [v1.Taint(key="node.kubernetes.io/sla", value="950", effect=v1.TaintEffectNoSchedule)],
            _always,
            False,
            True,
            id="numeric Lt operator with taint value above threshold, expect not tolerated",
        ),
        pytest.param(
            [
                v1.Toleration(
                    key="node.kubernetes.io/sla",
                    operator="Gt",
                    value="950",
                    effect=v1.TaintEffectNoSchedule,
                )
            ],
            [v1.Taint(key="node.kubernetes.io/sla", value="high", effect=v1.TaintEffectNoSchedule)],
            _always,
            False,
            True,
            id="numeric Gt operator with non-numeric taint value, expect not tolerated",
        ),
    ],
)
def test_find_matching_untolerated_taint(
    tolerations: list[v1.Toleration],
    taints: list[v1.Taint],
    apply_filter: taintsFilterFunc | None,
    expect_tolerated: bool,
    enable_comparison_operators: bool,
) -> None:
    _, untolerated = find_matching_untolerated_taint(
        taints, tolerations, apply_filter, enable_comparison_operators
    )
    assert expect_tolerated == (not untolerated)


def test_find_matching_untolerated_taint_returns_first_untolerated() -> None:
    taints = [
        v1.Taint(key="foo", effect=v1.TaintEffectNoSchedule),
        v1.Taint(key="bar", effect=v1.TaintEffectNoSchedule),
        v1.Taint(key="baz", effect=v1.TaintEffectNoSchedule),
    ]
    tolerations = [v1.Toleration(key="foo", operator="Exists")]
    taint, untolerated = find_matching_untolerated_taint(taints, tolerations, None, False)
    assert untolerated
    assert taint.key == "bar"
    assert find_matching_untolerated_taint([], tolerations, None, False) == (v1.Taint(), False)
